"""RemoteEnv: the environments over HTTP, with the same reset/step/state and return types as the local classes.

A trainer switches between local and remote by changing one line:

    env = AnalystEnv()                                            # local
    env = RemoteEnv("http://127.0.0.1:7860", kind="analyst")      # remote (envs/server, served beside the UI)
    obs = env.reset(seed=0, difficulty="easy")                    # -> AnalystObservation (IndexObservation for "index")
    obs = env.step("DESCRIBE pets")                               # text form, or AnalystAction / IndexAction
    env.state                                                     # -> AnalystState / IndexState
    env.step_with_review("QUERY SELECT ...")                      # the server's reviewer checks the action first

It speaks the HTTP session routes; requests and answers are the wire types of ``envs/openenv`` (validated here),
turned back into the environments' dataclasses by ``envs.openenv.wire.from_model`` so policies cannot tell local from
remote. For the OpenEnv WebSocket (``ws://HOST:PORT/analyst/ws``) use ``envs.openenv.client`` or OpenEnv's
``GenericEnvClient``. The session id (``X-Session-Id``) is kept on the instance; a request the server refuses
(unknown or expired session, malformed action) raises ``RemoteEnvError`` with the status and the server's reason,
while a bad action *text* comes back as an observation with ``error`` set, exactly as it does locally.
"""

from __future__ import annotations

from typing import Any

import httpx

from envs.base import Observation, State
from envs.openenv import ADAPTERS
from envs.openenv.wire import from_model

SESSION_HEADER = "X-Session-Id"  # envs.server.SESSION_HEADER (not imported: the client needs no server code)
DEFAULT_TIMEOUT_S = 120.0  # seconds per request: a step is bounded by the sandbox budget (seconds), plus queueing


class RemoteEnvError(RuntimeError):
    def __init__(self, status: int, detail: str):
        super().__init__(f"HTTP {status}: {detail}")
        self.status, self.detail = status, detail


class RemoteEnv:
    """An environment served by ``envs.server``; one instance holds one session."""

    def __init__(self, base_url: str = "http://127.0.0.1:7860", kind: str = "analyst",
                 timeout_s: float = DEFAULT_TIMEOUT_S, client: httpx.Client | None = None):
        if kind not in ADAPTERS:
            raise ValueError(f"unknown environment kind {kind!r}; use one of {', '.join(ADAPTERS)}")
        self.kind = kind
        self._types = ADAPTERS[kind]  # the wire models and the environment's dataclasses of this kind
        self._client = client or httpx.Client(base_url=base_url, timeout=timeout_s)
        self._owns_client = client is None
        self.session_id: str | None = None

    # ------------------------------------------------------------------ contract

    def reset(self, seed: int | None = None, task_id: str | None = None, **options: Any) -> Observation:
        """Start an episode; ``options`` are the kind's reset options (difficulty, database, mode, ...)."""
        body = {"kind": self.kind, "seed": seed, "task_id": task_id, **options}
        data = self._call("POST", "/reset", {k: v for k, v in body.items() if v is not None})
        self.session_id = data["session_id"]
        return self._observation(data)

    def step(self, action: Any) -> Observation:
        return self._observation(self._call("POST", "/step", {"action": self.action_payload(action)}))

    def step_with_review(self, action: Any) -> Observation:
        """As ``step``, but the server's reviewer may refuse the action (small negative reward, step not counted)."""
        return self._observation(self._call("POST", "/step_with_review", {"action": self.action_payload(action)}))

    @property
    def state(self) -> State:
        model = self._types.state_model.model_validate(self._call("GET", "/state")["state"])
        return from_model(self._types.state_type, model)

    # ------------------------------------------------------------------ extras

    def action_payload(self, action: Any) -> Any:
        """The JSON form of an action: its text as is, anything else as the kind's structured wire action."""
        if isinstance(action, str):
            return action
        return self._types.action_model.of(action).model_dump(exclude_none=True, exclude_defaults=True)

    def tasks(self, **filters: Any) -> dict:
        """GET /tasks with filters (kind, db, difficulty, split, limit, offset)."""
        return self._call("GET", "/tasks", params={k: v for k, v in filters.items() if v is not None})

    def health(self) -> dict:
        return self._call("GET", "/health")

    def close(self) -> None:
        if self._owns_client:
            self._client.close()

    def __enter__(self) -> "RemoteEnv":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # ------------------------------------------------------------------ helpers

    def _call(self, method: str, path: str, body: dict | None = None, params: dict | None = None) -> dict:
        headers = {SESSION_HEADER: self.session_id} if self.session_id else {}
        response = self._client.request(method, path, json=body, params=params, headers=headers)
        if response.status_code >= 400:
            try:
                detail = response.json().get("detail", response.text)
            except ValueError:
                detail = response.text
            raise RemoteEnvError(response.status_code, str(detail))
        return response.json()

    def _observation(self, data: dict) -> Observation:
        model = self._types.observation_model.model_validate(data["observation"])
        return from_model(self._types.observation_type, model)
