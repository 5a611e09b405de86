"""The OpenEnv ``Environment`` over one of our environments: typed wire actions in, typed wire observations out.

``EnvironmentAdapter`` holds one environment instance (``AnalystEnv``, ``IndexTuningEnv`` or anything with the same
``reset``/``step``/``state``) and translates at the edge, so the environments keep their Python API (training,
evaluation and the app use them directly) while the server, the clients and TRL all speak the same pydantic types.
Subclasses (``analyst.py``, ``index_tuning.py``) name their types and say how reset options pick an episode.

    environment = AnalystEnvironment()                       # an OpenEnv Environment
    obs = environment.reset(seed=0, difficulty="easy")       # -> AnalystObservationModel
    obs = environment.step(AnalystActionModel(kind="describe", argument="orders"))
    environment.state                                        # -> AnalystStateModel

One adapter is one session: ``reset``, ``step`` and ``state`` may come from different threads (the HTTP routes run in
a thread pool, OpenEnv's WebSocket in a per-session executor, MCP tools in another), so every environment call holds
the adapter's lock, then one of the server's shared step slots (``StepSlots``: at most N environment calls at once
across all sessions and both transports).
"""

from __future__ import annotations

import asyncio
import inspect
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager, nullcontext
from typing import Any, ClassVar

from openenv.core.env_server.interfaces import Environment
from openenv.core.env_server.types import Action, EnvironmentMetadata, Observation, State
from pydantic import BaseModel

from envs.openenv.wire import WireLimits, to_model

VERSION = "1.0"  # of the wire types; /<kind>/metadata reports it


class StepSlots:
    """At most ``n`` environment calls in flight at once, shared by every session of a server (each call may hold a
    query result of up to ~20 MB for up to its time budget; more than 2x the cores only queues inside SQLite)."""

    def __init__(self, n: int):
        self.n = n
        self._semaphore = threading.BoundedSemaphore(n)

    def __enter__(self) -> "StepSlots":
        self._semaphore.acquire()
        return self

    def __exit__(self, *exc: Any) -> None:
        self._semaphore.release()


class EnvironmentAdapter(Environment):
    """One of our environments as an OpenEnv ``Environment`` (subclasses fill in the class variables)."""

    SUPPORTS_CONCURRENT_SESSIONS = True  # every instance owns its environment; nothing mutable is shared
    kind: ClassVar[str]  # "analyst" | "index": the URL prefix and the HTTP API's session kind
    actions: ClassVar[tuple[str, ...]]  # the structured action kinds
    action_model: ClassVar[type[Action]]
    observation_model: ClassVar[type[Observation]]
    state_model: ClassVar[type[State]]
    observation_type: ClassVar[type]  # the environment's own observation and state dataclasses (its Python API)
    state_type: ClassVar[type]
    reset_options: ClassVar[type[BaseModel]]  # every reset argument, validated (unknown ones are refused)
    description: ClassVar[str]

    def __init__(self, env_factory: Callable[[], Any] | None = None, limits: WireLimits = WireLimits(),
                 slots: StepSlots | None = None):
        super().__init__()
        self.env = (env_factory or self.default_env)()
        self.limits = limits
        self._slots = slots
        self._lock = threading.Lock()
        self._mcp: Any = None

    # ---- what subclasses provide

    @staticmethod
    def default_env() -> Any:
        raise NotImplementedError

    def start(self, options: Any) -> Any:
        """Reset ``self.env`` as ``options`` (a validated ``reset_options``) say; return its observation."""
        raise NotImplementedError

    def env_action(self, action: Action) -> Any:
        """The environment's own action (its dataclass, or the text it parses) for a wire action."""
        raise NotImplementedError

    # ---- the OpenEnv contract

    def reset(self, seed: int | None = None, episode_id: str | None = None, **options: Any) -> Observation:
        """Start an episode. Raises ValidationError (bad options), KeyError (unknown task or upload), ValueError."""
        parsed = self.reset_options.model_validate({"seed": seed, "episode_id": episode_id, **options})
        with self.call():
            observation = self.start(parsed)
        return self.observe(observation)

    def step(self, action: Action, timeout_s: float | None = None, **kwargs: Any) -> Observation:
        """One action (``timeout_s`` is not used: the sandbox's own step and time budgets bound every query)."""
        if not isinstance(action, self.action_model):
            action = self.action_model.model_validate(action)
        env_action = self.env_action(action)
        with self.call():
            observation = self.env.step(env_action)
        return self.observe(observation)

    @property
    def state(self) -> State:
        return to_model(self.state_model, self.env.state, self.limits)

    def close(self) -> None:
        close = getattr(self.env, "close", None)
        if callable(close):
            with self._lock:
                close()

    def get_metadata(self) -> EnvironmentMetadata:
        return EnvironmentMetadata(name=self.kind, description=self.description, version=VERSION,
                                   readme_content=self.readme())

    @property
    def mcp_server(self) -> Any:
        """This session's tools (``envs.trl``: describe, query, ...) as a FastMCP server, built on first use. OpenEnv's
        ``/{kind}/mcp`` and ``{"type": "mcp"}`` WebSocket frames call them on this session's episode: reset first
        (a tool called before any reset answers that the episode is over)."""
        if self._mcp is None:
            from fastmcp import FastMCP  # noqa: PLC0415

            from envs.trl import TOOL_ENVS  # noqa: PLC0415 - envs.trl builds on this module

            tools = TOOL_ENVS[self.kind](environment=self)
            server = FastMCP(f"sql-agent-studio-{self.kind}")
            for name, method in inspect.getmembers(tools, inspect.ismethod):
                if not name.startswith("_") and name not in ("reset", "get_reward"):
                    server.tool(_in_thread(method))
            self._mcp = server
        return self._mcp

    # ---- helpers

    @contextmanager
    def call(self) -> Iterator[None]:
        """This session's lock, then one of the server's step slots, around one environment call."""
        with self._lock, (self._slots or nullcontext()):
            yield

    def observe(self, observation: Any) -> Observation:
        return to_model(self.observation_model, observation, self.limits)

    @classmethod
    def readme(cls) -> str:
        fields = cls.reset_options.model_fields.items()
        options = "\n".join(f"- `{name}`: {field.description or ''}" for name, field in fields)
        return (f"# {cls.kind}\n\n{cls.description}\n\nReset options:\n{options}\n\n"
                f"Schemas: `GET /{cls.kind}/schema`. Episodes: `ws://HOST:PORT/{cls.kind}/ws`.")


def _in_thread(method: Callable[..., str]) -> Callable[..., Any]:
    """An async tool that runs ``method`` in a worker thread: OpenEnv awaits async tools on its event loop, so a slow
    query must not run there (sync tools would block every other session and the UI)."""
    async def tool(**kwargs: Any) -> str:
        return await asyncio.to_thread(method, **kwargs)

    tool.__name__, tool.__doc__ = method.__name__, method.__doc__
    tool.__signature__ = inspect.signature(method)  # type: ignore[attr-defined]
    tool.__annotations__ = dict(method.__annotations__)
    return tool
