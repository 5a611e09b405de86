"""The HTTP routes' bodies: sessions of OpenEnv environments (``envs/openenv``), actions parsed into the wire types,
the reviewer path, the task list, uploads and the benchmark. ``routes.py`` binds them to URLs."""

from __future__ import annotations

import random
import tempfile
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ValidationError

from envs.analyst.schema import schema_of
from envs.index_tuning import SCENARIOS
from envs.openenv import ADAPTERS
from envs.openenv.environment import EnvironmentAdapter, StepSlots
from envs.review import REVIEW_PENALTY, review_action
from envs.server.benchmark import run_benchmark
from envs.server.config import ServerConfig
from envs.server.errors import readable
from envs.server.models import BenchmarkResponse, DatabaseInfo, EnvResponse, SessionInfo, StateResponse, TaskInfo
from envs.server.sessions import SESSION_HEADER, ApiError, Session, SessionStore, close_env


class EnvironmentAPI:
    """The routes' state: config, sessions, environment factories, the shared step slots and injected policies."""

    def __init__(self, policy_factories: dict[str, dict[str, Callable[[], Any]]] | None, config: ServerConfig,
                 env_factories: dict[str, Callable[[], Any]] | None):
        self.config = config
        self.policies = {kind: dict(named) for kind, named in (policy_factories or {}).items()}
        unknown = set(self.policies) - set(ADAPTERS)
        if unknown:
            raise ValueError(f"policy_factories maps a kind to its policies; unknown kinds {sorted(unknown)}, "
                             f"expected {', '.join(ADAPTERS)}")
        self.sessions = SessionStore(config)
        self.env_factories = {**{k: a.default_env for k, a in ADAPTERS.items()}, **(env_factories or {})}
        self.slots = StepSlots(config.max_concurrent_steps)
        self._benchmark_lock = threading.Lock()  # one benchmark at a time
        self._catalog: dict[str, Any] = {}

    # ---- environments and sessions

    def new_environment(self, kind: str) -> EnvironmentAdapter:
        return ADAPTERS[kind](self.env_factories[kind], self.config.limits, self.slots)

    def catalog_env(self, kind: str) -> Any:
        if kind not in self._catalog:
            self._catalog[kind] = self.env_factories[kind]()
        return self._catalog[kind]

    @contextmanager
    def hold(self, session: Session) -> Iterator[None]:
        """The session's lock for one request (the environment takes a step slot for each call it makes)."""
        if not session.lock.acquire(timeout=self.config.lock_wait_s):
            raise ApiError(409, f"session {session.id!r} is busy with another request (waited "
                                f"{self.config.lock_wait_s:g} s); send one request at a time per session")
        try:
            if session.closed:
                raise ApiError(410, f"session {session.id!r} expired or was evicted; call POST /reset")
            yield
        finally:
            if session.closed:
                close_env(session.env)
            session.lock.release()

    def respond(self, session: Session, observation: BaseModel, response: Any, request_id: str | None = None
                ) -> EnvResponse:
        response.headers[SESSION_HEADER] = session.id
        return EnvResponse(session_id=session.id, kind=session.kind, observation=observation,
                           reward=float(observation.reward or 0.0), done=observation.done, request_id=request_id)

    # ---- routes' bodies

    def reset(self, request: BaseModel, session_id: str | None) -> tuple[Session, BaseModel]:
        kind = request.kind
        session = None
        if session_id:
            try:
                session = self.sessions.get(session_id)
            except ApiError:
                session = None  # unknown or expired: a new session with a fresh id (ids are never client-chosen)
        if session is not None and session.kind != kind:
            session = None
        created = session is None
        if created:
            session = self.sessions.add(kind, self.new_environment(kind))
        try:
            with self.hold(session):
                try:
                    observation = session.env.reset(**request.model_dump(exclude={"kind"}))
                except KeyError as error:
                    reason = str(error.args[0] if error.args else error)
                    hint = "; GET /tasks lists the task ids" if "task" in reason else ""
                    raise ApiError(404, reason + hint) from None
                except ValidationError as error:
                    raise ApiError(422, readable(error.errors())) from None
                except (ValueError, TypeError) as error:
                    raise ApiError(422, str(error)[:500]) from None
        except Exception:
            if created:  # the client never learns this id: free its slot now rather than at the idle TTL
                self.sessions.discard(session)
            raise
        return session, observation

    def parse_action(self, kind: str, action: str | dict) -> BaseModel:
        """The session kind's wire action for a request's action (its text, or its structured form)."""
        adapter = ADAPTERS[kind]
        if isinstance(action, str):
            action = {"text": action}
        name = action.get("kind")
        if name is not None and name not in adapter.actions:
            if any(name in other.actions for other in ADAPTERS.values()):
                raise ApiError(422, f"action {name!r} belongs to the other environment; this session is {kind!r}, "
                                    f"whose actions are: {', '.join(adapter.actions)}")
            raise ApiError(422, f"action.kind: unknown action kind {name!r}; expected one of {list(adapter.actions)}")
        try:
            return adapter.action_model.model_validate(action)
        except ValidationError as error:
            errors = [{**e, "loc": ("action", *e.get("loc", ()))} for e in error.errors()]
            raise ApiError(422, readable(errors)) from None

    def step(self, session: Session, action: str | dict, review: bool) -> BaseModel:
        model = self.parse_action(session.kind, action)
        with self.hold(session):
            if review:
                tables = self.known_tables(session)
                verdict = review_action(session.kind, session.env.env_action(model), tables)
                if not verdict.ok:
                    session.refused += 1
                    return self.refused(session, verdict.reason, tables)
            observation = session.env.step(model)
            if review:
                observation.metadata["review"] = "passed"
            return observation

    def state(self, session: Session) -> StateResponse:
        with self.hold(session):
            state = session.env.state
        info = SessionInfo(age_s=round(self.sessions.clock() - session.created, 3), requests=session.requests,
                           refused=session.refused)
        return StateResponse(session_id=session.id, kind=session.kind, state=state, session=info)

    def known_tables(self, session: Session) -> list[str]:
        """The tables of the session's database: the analyst task's file, or the index episode's private copy."""
        env = session.env.env
        if session.kind == "analyst":
            task = getattr(env, "task", None)
            return schema_of(task.path).table_names if task is not None else []
        con = getattr(env, "connection", None)
        if con is None:
            return []
        return [r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type = 'table'").fetchall()]

    def refused(self, session: Session, reason: str, tables: list[str]) -> BaseModel:
        """The observation of an action the reviewer refused: the environment never saw it."""
        state = session.env.env.state
        steps_left = max(0, getattr(state, "max_steps", 0) - getattr(state, "step_count", 0))
        text = (f"Refused by the reviewer: {reason.removeprefix('refused: ')}\nThe database was not touched and "
                f"the step was not counted ({steps_left} steps left).")
        model = session.env.observation_model
        extra = {"tables": tables} if "tables" in model.model_fields else {}
        return model(text=text, done=bool(getattr(state, "done", False)), reward=REVIEW_PENALTY,
                     reward_parts={"review": REVIEW_PENALTY}, error=reason, kind="refused", steps_left=steps_left,
                     metadata={"review": "refused", "refused": session.refused,
                               "step": getattr(state, "step_count", 0)}, **extra)

    def tasks(self, kind: str | None, db: str | None, difficulty: str | None, split: str | None) -> list[TaskInfo]:
        out = []
        if kind in (None, "analyst"):
            for t in self.catalog_env("analyst").tasks:
                out.append(TaskInfo(task_id=t.task_id, kind="analyst", db=t.db, difficulty=t.difficulty,
                                    split=t.split, question=t.question))
        if kind in (None, "index"):
            for s in SCENARIOS.values():
                out.append(TaskInfo(task_id=s.id, kind="index", db=s.database, difficulty=s.difficulty,
                                    split="all", question=s.title))
        return [t for t in out if db in (None, t.db) and difficulty in (None, t.difficulty)
                and split in (None, "all", t.split)]

    def upload(self, body: bytes, name: str) -> DatabaseInfo:
        """Import an uploaded SQLite or CSV file (``envs.databases.upload``: checked, private, read-only)."""
        from envs.databases.upload import UploadRejected, import_upload  # noqa: PLC0415

        name = Path(name).name[:100] or "upload.sqlite"
        with tempfile.TemporaryDirectory() as folder:
            source = Path(folder) / name
            source.write_bytes(body)
            try:
                path = import_upload(source, name=name)
            except UploadRejected as error:
                raise ApiError(422, str(error)) from None
        return DatabaseInfo(database=path.stem, name=name, tables=schema_of(path).table_names,
                            size_bytes=path.stat().st_size)

    def benchmark(self, kind: str, policy_name: str, n: int, difficulty: str | None, seed: int) -> BenchmarkResponse:
        named = self.policies.get(kind, {})
        if policy_name not in named:
            listed = ", ".join(named) or "none (the caller of create_api injects them)"
            raise ApiError(422, f"no {kind} policy named {policy_name!r}; {kind} policies: {listed}")
        tasks = [t.task_id for t in self.tasks(kind, None, difficulty, None)]
        if not tasks:
            raise ApiError(404, f"no {kind} task matches difficulty={difficulty!r}")
        chosen = random.Random(seed).sample(tasks, min(n, len(tasks)))
        if not self._benchmark_lock.acquire(blocking=False):
            raise ApiError(429, "a benchmark is already running; try again when it has finished")
        try:
            return run_benchmark(kind, policy_name, self.env_factories[kind](), named[policy_name](), chosen, seed,
                                 self.slots, self.config.max_episode_steps)
        finally:
            self._benchmark_lock.release()
