"""RemoteEnv: the environments over HTTP, with the same reset/step/state and return types as the local classes.

A trainer switches between local and remote by changing one line:

    env = AnalystEnv()                                            # local
    env = RemoteEnv("http://127.0.0.1:7860", kind="analyst")      # remote (envs/server.py, served beside the UI)
    obs = env.reset(seed=0, difficulty="easy")                    # -> AnalystObservation (IndexObservation for "index")
    obs = env.step("DESCRIBE pets")                               # text form, or AnalystAction / IndexAction
    env.state                                                     # -> AnalystState / IndexState
    env.step_with_review("QUERY SELECT ...")                      # the server's reviewer checks the action first

The session id (``X-Session-Id``) is kept on the instance; a request the server refuses (unknown or expired
session, malformed action) raises ``RemoteEnvError`` with the status and the server's reason, while a bad action
*text* comes back as an observation with ``error`` set, exactly as it does locally.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import httpx

from envs.base import Observation, State
from envs.sandbox import QueryResult

SESSION_HEADER = "X-Session-Id"  # envs.server.SESSION_HEADER (not imported: the client needs no server code)
DEFAULT_TIMEOUT_S = 120.0  # seconds per request: a step is bounded by the sandbox budget (seconds), plus queueing


class RemoteEnvError(RuntimeError):
    def __init__(self, status: int, detail: str):
        super().__init__(f"HTTP {status}: {detail}")
        self.status, self.detail = status, detail


def _classes(kind: str) -> tuple[type, type]:
    if kind == "analyst":
        from envs.analyst.spec import AnalystObservation, AnalystState

        return AnalystObservation, AnalystState
    if kind == "index":
        from envs.index_tuning.spec import IndexObservation, IndexState

        return IndexObservation, IndexState
    raise ValueError(f"unknown environment kind {kind!r}; use 'analyst' or 'index'")


def _build(cls: type, data: dict[str, Any]) -> Any:
    """A dataclass from JSON data: unknown keys dropped, lists turned back into sets where the field is a set."""
    fields = {f.name: f for f in dataclasses.fields(cls)}
    kwargs = {}
    for name, value in data.items():
        if name not in fields:
            continue
        if isinstance(value, list) and str(fields[name].type).startswith(("set", "frozenset")):
            value = set(value)
        kwargs[name] = value
    return cls(**kwargs)


def action_payload(action: Any) -> Any:
    """The JSON form of an action: its text, or the structured form of an AnalystAction / IndexAction."""
    if isinstance(action, str) or action is None:
        return action
    if isinstance(action, dict):
        return action
    if dataclasses.is_dataclass(action):
        if type(action).__name__ == "AnalystAction":
            return {"kind": action.kind, "argument": action.argument}
        data = {k: v for k, v in dataclasses.asdict(action).items() if k != "error" and v not in (None, (), False)}
        if "columns" in data:
            data["columns"] = list(data["columns"])
        return data
    return str(action)


class RemoteEnv:
    """An environment served by ``envs.server``; one instance holds one session."""

    def __init__(self, base_url: str = "http://127.0.0.1:7860", kind: str = "analyst",
                 timeout_s: float = DEFAULT_TIMEOUT_S, client: httpx.Client | None = None):
        self.kind = kind
        self._observation_cls, self._state_cls = _classes(kind)
        self._client = client or httpx.Client(base_url=base_url, timeout=timeout_s)
        self._owns_client = client is None
        self.session_id: str | None = None

    # ------------------------------------------------------------------ contract

    def reset(self, seed: int | None = None, task_id: str | None = None, **kwargs: Any) -> Observation:
        body = {"kind": self.kind, "seed": seed, "task_id": task_id, **kwargs}
        data = self._call("POST", "/reset", {k: v for k, v in body.items() if v is not None})
        self.session_id = data["session_id"]
        return self._observation(data["observation"])

    def step(self, action: Any) -> Observation:
        return self._observation(self._call("POST", "/step", {"action": action_payload(action)})["observation"])

    def step_with_review(self, action: Any) -> Observation:
        """As ``step``, but the server's reviewer may refuse the action (small negative reward, step not counted)."""
        return self._observation(self._call("POST", "/step_with_review", {"action": action_payload(action)})["observation"])

    @property
    def state(self) -> State:
        return _build(self._state_cls, self._call("GET", "/state")["state"])

    # ------------------------------------------------------------------ extras

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
        fields = {k: v for k, v in data.items() if k not in ("rows", "extra")} | (data.get("extra") or {})
        rows = data.get("rows")
        if rows is not None:
            fields["result"] = QueryResult(
                sql=rows.get("sql") or "", columns=rows["columns"], rows=[tuple(r) for r in rows["rows"]],
                truncated=rows["truncated"], error=rows.get("error"), error_kind=rows.get("error_kind"),
                vm_steps=rows.get("vm_steps", 0), elapsed_s=rows.get("elapsed_s", 0.0))
        return _build(self._observation_cls, fields)
