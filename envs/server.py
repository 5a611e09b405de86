"""OpenEnv-style HTTP API over the environments: sessions, a reviewer path and a benchmark, beside the Gradio UI.

    from envs.server import create_api
    api = create_api({"analyst": {"baseline": RuleBasedAnalyst},       # app.py: then mounts Gradio at "/"
                      "index": {"baseline": RuleBasedIndexAdvisor}})
    python -m envs.server --port 8000        # standalone (no policy injected: /benchmark says so)

Endpoints (OpenAPI schema at ``/openapi.json``, docs at ``/docs``):
    GET  /health              {"status": "healthy", sessions, kinds}
    GET  /tasks               episode kinds, databases, difficulties, task ids; filters kind/db/difficulty/split
    POST /reset               {"kind", "task_id" | "difficulty", "seed", ...} -> session id + first observation
    POST /step                {"action": ...} + X-Session-Id -> observation, reward, reward parts, done
    GET  /state               X-Session-Id -> the environment's State (episode id, step count, task, ...)
    POST /step_with_review    as /step, but the reviewer (envs/review.py) checks the action first
    GET  /benchmark           runs an injected policy of one kind over N tasks: accuracy/score and the env's latency

Mapping to OpenEnv (meta-pytorch/OpenEnv ``HTTPEnvServer``): the same verbs and shapes — ``POST /reset`` and
``POST /step`` answer ``{"observation": {...}, "reward": float, "done": bool}`` (plus ``session_id`` and
``kind``), ``POST /step`` takes ``{"action": ...}``, ``GET /state`` gives the State, ``GET /health`` gives
``{"status": "healthy"}``. Differences: one server hosts many episodes, so each client holds a session
(``X-Session-Id`` header, returned by /reset in the body and the header); one server hosts two kinds of
environment (``kind`` in /reset: "analyst" or "index"); an action is its text form (what an LLM writes,
``"QUERY SELECT ..."``, ``"create_index(orders, [customer_id])"``) or its structured form
(``{"kind": "query", "argument": "SELECT ..."}``, ``{"kind": "create_index", "table": ..., "columns": [...]}``).
The observation carries ``text, done, reward, reward_parts, error, hint, metadata``, the rows of a query as
``rows = {columns, rows, truncated, ...}`` (at most ``ServerConfig.max_rows`` rows) and the environment's other
fields in ``extra``. ``agent/client.py`` (``RemoteEnv``) turns all of it back into the local classes.

Errors: a bad action *text* is an observation (``error`` set, format penalty), exactly as in the local
environments; a request the API cannot read is a 4xx with ``{"detail": "<reason>"}``: 400 missing X-Session-Id,
404 unknown session or task, 409 session busy, 410 session expired or evicted, 413 body over
``max_body_bytes``, 422 bad JSON / missing or unknown fields / an unknown structured action / an action of the
other kind / a policy not injected for that kind, 429 a benchmark is already running.

Sessions: each has its own environment and lock (one request at a time; a second waits up to ``lock_wait_s``,
then 409); an idle session expires after ``idle_ttl_s``; at most ``max_sessions`` live at once, the least
recently used is evicted to make room. /step_with_review: a refused action gets ``REVIEW_PENALTY`` (-0.1),
``error`` = the reason, ``kind`` = "refused"; it never reaches the environment, so the database is untouched and
the step does *not* count against the episode's step budget (``metadata.refused`` counts refusals per session).
"""

from __future__ import annotations

import asyncio
import dataclasses
import datetime as dt
import decimal
import enum
import json
import logging
import math
import random
import secrets
import socket
import statistics
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any, Literal

from fastapi import FastAPI, Header, Query, Request, Response
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import BaseModel, ConfigDict, Field

from envs.analyst.env import AnalystEnv
from envs.analyst.schema import schema_of
from envs.analyst.spec import ACTION_KINDS as ANALYST_ACTION_KINDS
from envs.analyst.spec import AnalystAction, AnalystObservation
from envs.base import Observation
from envs.index_tuning import SCENARIOS, IndexTuningEnv
from envs.index_tuning.spec import ACTION_KINDS as INDEX_ACTION_KINDS
from envs.index_tuning.spec import IndexAction, IndexObservation
from envs.review import REVIEW_PENALTY, review_action
from envs.sandbox import QueryResult

log = logging.getLogger(__name__)

SESSION_HEADER = "X-Session-Id"
KINDS = ("analyst", "index")
ENVIRONMENTS: dict[str, Callable[[], Any]] = {"analyst": AnalystEnv, "index": IndexTuningEnv}  # kind -> default env
BODY_PATHS = frozenset({"/reset", "/step", "/step_with_review"})  # the API's POST routes (Gradio's are not limited)


@dataclass(frozen=True)
class ServerConfig:
    max_sessions: int = 128  # live sessions; an index episode holds a private in-memory copy (up to ~7 MB)
    idle_ttl_s: float = 1800.0  # seconds without a request before a session expires
    max_body_bytes: int = 64 * 1024  # request body cap; the longest SQL the sandbox accepts is 20,000 characters
    lock_wait_s: float = 30.0  # seconds a request waits for its session's lock (a step is ~ms, budget 5 s)
    max_concurrent_steps: int = 4  # environment calls in flight at once: each may hold a query's result (the
    #                                sandbox caps it at ~20 MB) for up to its time budget, and more than 2x the
    #                                cores only queues inside SQLite
    max_rows: int = 200  # result rows in an observation's JSON (the sandbox's own cap is the same)
    max_cell_chars: int = 1_000  # a longer text cell is cut and marked with "…"
    tombstones: int = 4_096  # ids of expired/evicted sessions remembered, to answer 410 instead of 404
    benchmark_max_n: int = 50  # episodes one /benchmark call may run (a public Space must stay responsive)
    max_episode_steps: int = 100  # /benchmark stops a policy that never finishes


# ---------------------------------------------------------------------------------------------------- JSON


def jsonable(value: Any, max_chars: int | None = None) -> Any:
    """Plain JSON data from anything an environment returns: numpy/pandas scalars, NaN, bytes, sets, dataclasses."""
    if value is None or isinstance(value, bool):
        return value
    if isinstance(value, int):  # IntEnum and friends become plain ints
        return int(value)
    if isinstance(value, float):  # numpy.float64 is a float subclass: made plain here
        return float(value) if math.isfinite(value) else None
    if isinstance(value, str):
        value = str(value)
        return value if max_chars is None or len(value) <= max_chars else value[: max_chars - 1] + "…"
    if isinstance(value, (bytes, bytearray, memoryview)):
        data = bytes(value)
        text = "0x" + data[: (max_chars or 4096) // 2].hex()
        return text + (f"… ({len(data):,} bytes)" if 2 + 2 * len(data) > len(text) else "")
    if isinstance(value, enum.Enum):
        return jsonable(value.value, max_chars)
    if isinstance(value, dict):
        return {str(k): jsonable(v, max_chars) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [jsonable(v, max_chars) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted((jsonable(v, max_chars) for v in value), key=str)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: jsonable(getattr(value, f.name), max_chars) for f in dataclasses.fields(value)}
    if isinstance(value, decimal.Decimal):
        return jsonable(float(value))
    if isinstance(value, Path):
        return str(value)
    module = type(value).__module__.split(".")[0]
    if module == "numpy":
        return jsonable(value.tolist() if hasattr(value, "tolist") else value.item(), max_chars)
    if module == "pandas":
        import pandas as pd

        if value is pd.NA or value is pd.NaT:
            return None
        if isinstance(value, pd.DataFrame):
            return {"columns": [str(c) for c in value.columns], "rows": jsonable(value.to_numpy().tolist(), max_chars)}
        if isinstance(value, (pd.Series, pd.Index)):
            return jsonable(value.tolist(), max_chars)
        if isinstance(value, (pd.Timestamp, pd.Timedelta)):
            return value.isoformat()
    if isinstance(value, (dt.datetime, dt.date, dt.time)):  # after pandas: NaT is a datetime too
        return value.isoformat()
    return jsonable(str(value), max_chars)


# ---------------------------------------------------------------------------------------------------- models


class AnalystActionModel(BaseModel):
    """The structured analyst action; the text form is ``"QUERY SELECT ..."``."""

    model_config = ConfigDict(extra="forbid")
    kind: Literal[ANALYST_ACTION_KINDS]  # type: ignore[valid-type]  # envs.analyst.spec.ACTION_KINDS
    argument: str = Field(min_length=1, description="a table name, an SQL query or the answer text")


class IndexActionModel(BaseModel):
    """The structured index-tuning action (``envs.index_tuning.spec.IndexAction``)."""

    model_config = ConfigDict(extra="forbid")
    kind: Literal[INDEX_ACTION_KINDS]  # type: ignore[valid-type]  # envs.index_tuning.spec.ACTION_KINDS
    qid: str | None = None
    table: str | None = None
    columns: list[str] = Field(default_factory=list)
    unique: bool = False
    name: str | None = None
    sql: str | None = None
    summary: str | None = None


StructuredAction = Annotated[AnalystActionModel | IndexActionModel, Field(discriminator="kind")]


class ResetRequest(BaseModel):
    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [
        {"kind": "analyst", "difficulty": "easy", "seed": 0}, {"kind": "analyst", "task_id": "kennel/busiest_run"},
        {"kind": "index", "task_id": "easy/ticket_lookup"}]})
    kind: Literal["analyst", "index"] = "analyst"
    task_id: str | None = Field(default=None, max_length=300, description="GET /tasks lists them")
    difficulty: Literal["easy", "medium", "hard"] | None = None
    seed: int | None = Field(default=None, ge=0, lt=2**63, description="draws the task when task_id is not given")
    split: Literal["train", "heldout", "all"] | None = Field(default=None, description="analyst only")
    repair: bool | None = Field(default=None, description="analyst only: start from a colleague's broken query")


class StepRequest(BaseModel):
    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [
        {"action": "DESCRIBE pets"}, {"action": {"kind": "query", "argument": "SELECT COUNT(*) FROM pets"}},
        {"action": "create_index(tickets, [customer_email])"}]})
    action: str | StructuredAction = Field(description="the text form an LLM writes, or the structured form")
    request_id: str | None = Field(default=None, max_length=255, description="echoed back, for tracing")


class RowsModel(BaseModel):
    columns: list[str]
    rows: list[list[Any]]
    truncated: bool = Field(description="more rows existed than shown (sandbox row cap or this API's cap)")
    sql: str | None = None
    error: str | None = None
    error_kind: str | None = Field(default=None, description="rejected | budget | sql")
    vm_steps: int = 0
    elapsed_s: float = 0.0


class ObservationModel(BaseModel):
    text: str = Field(description="the observation as an LLM reads it")
    done: bool
    reward: float
    reward_parts: dict[str, float] = Field(description="weighted parts; they sum to reward")
    error: str | None = None
    hint: str | None = None
    kind: str | None = Field(default=None, description="the action that produced it: reset, query, ..., invalid, refused")
    steps_left: int | None = None
    metadata: dict[str, Any] = Field(default_factory=dict)
    rows: RowsModel | None = None
    extra: dict[str, Any] = Field(default_factory=dict, description="the environment's other observation fields")


class EnvResponse(BaseModel):
    """OpenEnv's ResetResponse/StepResponse shape plus the session."""

    session_id: str
    kind: str
    observation: ObservationModel
    reward: float
    done: bool
    request_id: str | None = None


class SessionInfo(BaseModel):
    age_s: float
    requests: int
    refused: int = Field(description="actions refused by the reviewer in this session")


class StateResponse(BaseModel):
    session_id: str
    kind: str
    state: dict[str, Any]
    session: SessionInfo


class KindInfo(BaseModel):
    name: str
    available: bool = Field(default=True, description="both environments ship with the server: always true")
    reason: str | None = None
    actions: list[str]


class TaskInfo(BaseModel):
    task_id: str
    kind: str
    db: str
    difficulty: str
    split: str
    question: str


class TasksResponse(BaseModel):
    kinds: list[KindInfo]
    databases: dict[str, list[str]] = Field(description="kind -> database names")
    difficulties: list[str]
    count: int = Field(description="tasks matching the filters (before limit/offset)")
    tasks: list[TaskInfo]


class HealthResponse(BaseModel):
    status: Literal["healthy"] = "healthy"
    sessions: int
    max_sessions: int
    kinds: dict[str, bool]


class LatencyModel(BaseModel):
    count: int
    p50_ms: float
    p95_ms: float
    mean_ms: float


class BenchmarkEpisode(BaseModel):
    task_id: str
    correct: bool | None
    score: float | None
    steps: int
    reward: float


class BenchmarkResponse(BaseModel):
    kind: str
    policy: str
    n: int
    accuracy: float | None = Field(description="analyst: share of correct answers")
    mean_score: float | None = Field(description="index: mean final performance score (0-100)")
    mean_steps: float
    mean_reward: float
    reset_latency: LatencyModel
    step_latency: LatencyModel = Field(description="env.step alone: the environment's latency, not the policy's")
    policy_s: float
    wall_s: float
    episodes: list[BenchmarkEpisode]


# ---------------------------------------------------------------------------------------------------- sessions


class ApiError(Exception):
    def __init__(self, status: int, detail: str):
        super().__init__(detail)
        self.status, self.detail = status, detail


@dataclass
class Session:
    id: str
    kind: str
    env: Any
    created: float
    last_used: float
    lock: threading.Lock = dataclasses.field(default_factory=threading.Lock)
    requests: int = 0
    refused: int = 0
    closed: bool = False  # expired or evicted while a request held it


class SessionStore:
    """Live sessions in least-recently-used order, with an idle TTL and a cap; expired ids are remembered."""

    def __init__(self, config: ServerConfig, clock: Callable[[], float] = time.monotonic):
        self.config, self.clock = config, clock
        self._sessions: OrderedDict[str, Session] = OrderedDict()
        self._gone: OrderedDict[str, str] = OrderedDict()  # id -> why it is gone
        self._lock = threading.Lock()

    def __len__(self) -> int:
        with self._lock:
            self._sweep()
            return len(self._sessions)

    def add(self, kind: str, env: Any) -> Session:
        now = self.clock()
        session = Session(secrets.token_urlsafe(16), kind, env, now, now)
        with self._lock:
            self._sweep()
            while len(self._sessions) >= self.config.max_sessions:
                old_id, old = self._sessions.popitem(last=False)
                self._retire(old, f"session {old_id!r} was evicted: the server keeps at most "
                                  f"{self.config.max_sessions} sessions and this one was the least recently used")
            self._sessions[session.id] = session
        return session

    def get(self, session_id: str | None) -> Session:
        if not session_id:
            raise ApiError(400, f"missing {SESSION_HEADER} header: call POST /reset first and send back its session_id")
        with self._lock:
            self._sweep()
            session = self._sessions.get(session_id)
            if session is None:
                if session_id in self._gone:
                    raise ApiError(410, self._gone[session_id] + "; call POST /reset to start a new one")
                raise ApiError(404, f"unknown session {session_id[:64]!r}; call POST /reset to start one")
            session.last_used = self.clock()
            session.requests += 1
            self._sessions.move_to_end(session_id)
            return session

    def discard(self, session: Session) -> None:
        """Drop a session its client never got (its reset failed): no tombstone, its slot is free at once."""
        with self._lock:
            if self._sessions.get(session.id) is session:
                del self._sessions[session.id]
        session.closed = True
        _close(session.env)

    def _sweep(self) -> None:
        now = self.clock()
        while self._sessions:
            session = next(iter(self._sessions.values()))
            if now - session.last_used < self.config.idle_ttl_s:
                break
            self._sessions.popitem(last=False)
            self._retire(session, f"session {session.id!r} expired after {self.config.idle_ttl_s:g} s idle")

    def _retire(self, session: Session, why: str) -> None:
        session.closed = True
        self._gone[session.id] = why
        while len(self._gone) > self.config.tombstones:
            self._gone.popitem(last=False)
        if session.lock.acquire(blocking=False):  # a request in flight closes it when it is done
            try:
                _close(session.env)
            finally:
                session.lock.release()


def _close(env: Any) -> None:
    close = getattr(env, "close", None)
    if callable(close):
        try:
            close()
        except Exception:  # noqa: BLE001 - closing must never take the server down
            log.exception("closing an environment failed")


# ---------------------------------------------------------------------------------------------------- the API


def observation_json(observation: Observation, config: ServerConfig) -> dict[str, Any]:
    """An environment's observation as ``ObservationModel`` data: common fields, rows, and the rest in ``extra``."""
    common = {"text", "done", "reward", "reward_parts", "error", "hint", "metadata", "kind", "steps_left", "result"}
    out: dict[str, Any] = {
        "text": observation.text, "done": bool(observation.done), "reward": jsonable(float(observation.reward)) or 0.0,
        "reward_parts": {k: jsonable(float(v)) or 0.0 for k, v in observation.reward_parts.items()},
        "error": observation.error, "hint": getattr(observation, "hint", None),
        "kind": getattr(observation, "kind", None), "steps_left": getattr(observation, "steps_left", None),
        "metadata": jsonable(observation.metadata, config.max_cell_chars), "rows": None, "extra": {},
    }
    result = getattr(observation, "result", None)
    if isinstance(result, QueryResult):
        out["rows"] = {
            "columns": [str(c) for c in result.columns],
            "rows": jsonable([list(r) for r in result.rows[: config.max_rows]], config.max_cell_chars),
            "truncated": bool(result.truncated or len(result.rows) > config.max_rows),
            "sql": jsonable(result.sql, config.max_body_bytes), "error": result.error, "error_kind": result.error_kind,
            "vm_steps": int(result.vm_steps), "elapsed_s": float(result.elapsed_s),
        }
    if dataclasses.is_dataclass(observation):
        for f in dataclasses.fields(observation):
            if f.name not in common:
                out["extra"][f.name] = jsonable(getattr(observation, f.name), config.max_cell_chars)
    return out


def _percentile(values: list[float], q: float) -> float:
    """Nearest-rank percentile (``q`` in 0..100)."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[max(0, math.ceil(q / 100 * len(ordered)) - 1)]


def latency(seconds: list[float]) -> LatencyModel:
    ms = [s * 1e3 for s in seconds]
    return LatencyModel(count=len(ms), p50_ms=round(_percentile(ms, 50), 3), p95_ms=round(_percentile(ms, 95), 3),
                        mean_ms=round(statistics.fmean(ms), 3) if ms else 0.0)


class BodyLimit:
    """ASGI middleware: a POST body over ``max_bytes`` on the API's own routes gets 413 before any parsing."""

    def __init__(self, app, max_bytes: int, paths: frozenset[str]):
        self.app, self.max_bytes, self.paths = app, max_bytes, paths

    async def __call__(self, scope, receive, send):
        path = scope.get("path", "")
        root = scope.get("root_path", "")
        if root and path.startswith(root):
            path = path[len(root):]
        if scope["type"] != "http" or path not in self.paths:
            return await self.app(scope, receive, send)
        headers = dict(scope.get("headers") or [])
        declared = headers.get(b"content-length")
        if declared is not None and (not declared.isdigit() or int(declared) > self.max_bytes):
            return await self._reject(send, declared.decode("latin-1")[:20])
        body = bytearray()
        while True:
            message = await receive()
            if message["type"] == "http.disconnect":
                return None
            body += message.get("body", b"")
            if len(body) > self.max_bytes:
                return await self._reject(send, f"more than {len(body):,}")
            if not message.get("more_body", False):
                break
        replayed = False

        async def replay():
            nonlocal replayed
            if not replayed:
                replayed = True
                return {"type": "http.request", "body": bytes(body), "more_body": False}
            return await receive()

        return await self.app(scope, replay, send)

    async def _reject(self, send, size: str):
        payload = json.dumps({"detail": f"request body too large ({size} bytes); the limit is "
                                        f"{self.max_bytes:,} bytes"}).encode()
        await send({"type": "http.response.start", "status": 413,
                    "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(payload)).encode()),
                                (b"connection", b"close")]})
        await send({"type": "http.response.body", "body": payload})


def _readable(errors: list[dict]) -> str:
    parts = []
    for error in errors[:5]:
        if error.get("type") == "json_invalid":
            parts.append(f"the body is not valid JSON ({(error.get('ctx') or {}).get('error', 'parse error')})")
            continue
        loc = [str(x) for x in error.get("loc", ()) if x != "body"]
        if loc[:2] == ["action", "str"] and len(errors) > 1:
            continue  # a structured action was sent: "not a string" is noise beside the real reason
        loc = [x for x in loc if x != "str" and not x.startswith("tagged-union") and not x.endswith("ActionModel")]
        message = error.get("msg", "invalid")
        if error.get("type") == "union_tag_invalid":
            message = f"unknown action kind {(error.get('ctx') or {}).get('tag')!r}; expected one of {(error.get('ctx') or {}).get('expected_tags')}"
            loc = loc + ["kind"]
        parts.append(f"{'.'.join(loc) or 'body'}: {message}")
    return "; ".join(parts) + (f" (and {len(errors) - 5} more)" if len(errors) > 5 else "")


class EnvironmentAPI:
    """The routes' state: config, sessions, environment factories and injected policies."""

    def __init__(self, policy_factories: dict[str, dict[str, Callable[[], Any]]] | None, config: ServerConfig,
                 env_factories: dict[str, Callable[[], Any]] | None):
        self.config = config
        self.policies = {kind: dict(named) for kind, named in (policy_factories or {}).items()}
        unknown = set(self.policies) - set(KINDS)
        if unknown:
            raise ValueError(f"policy_factories maps a kind to its policies; unknown kinds {sorted(unknown)}, "
                             f"expected {', '.join(KINDS)}")
        self.sessions = SessionStore(config)
        self._env_factories = {**ENVIRONMENTS, **(env_factories or {})}
        self._steps = threading.BoundedSemaphore(config.max_concurrent_steps)
        self._benchmark_lock = threading.Lock()
        self._catalog: dict[str, Any] = {}

    # ---- environments

    def factory(self, kind: str) -> Callable[[], Any]:
        return self._env_factories[kind]

    def catalog_env(self, kind: str) -> Any:
        if kind not in self._catalog:
            self._catalog[kind] = self.factory(kind)()
        return self._catalog[kind]

    @contextmanager
    def hold(self, session: Session) -> Iterator[None]:
        """The session's lock, then a step slot, for one environment call."""
        if not session.lock.acquire(timeout=self.config.lock_wait_s):
            raise ApiError(409, f"session {session.id!r} is busy with another request (waited "
                                f"{self.config.lock_wait_s:g} s); send one request at a time per session")
        try:
            if session.closed:
                raise ApiError(410, f"session {session.id!r} expired or was evicted; call POST /reset")
            with self._steps:
                yield
        finally:
            if session.closed:
                _close(session.env)
            session.lock.release()

    # ---- actions

    def env_action(self, kind: str, action: str | AnalystActionModel | IndexActionModel) -> Any:
        if isinstance(action, str):
            return action
        if kind == "analyst" and isinstance(action, AnalystActionModel):
            return AnalystAction(action.kind, action.argument)
        if kind == "index" and isinstance(action, IndexActionModel):
            return IndexAction.from_dict(action.model_dump())
        expected = ", ".join(ANALYST_ACTION_KINDS if kind == "analyst" else INDEX_ACTION_KINDS)
        raise ApiError(422, f"action {action.kind!r} belongs to the other environment; this session is "
                            f"{kind!r}, whose actions are: {expected}")

    def known_tables(self, session: Session) -> list[str]:
        """The tables of the session's database: the analyst task's file, or the index episode's private copy."""
        env = session.env
        if session.kind == "analyst":
            task = getattr(env, "task", None)
            return schema_of(task.path).table_names if task is not None else []
        con = getattr(env, "connection", None)
        if con is None:
            return []
        return [r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type = 'table'").fetchall()]

    def refused(self, session: Session, reason: str, tables: list[str]) -> Observation:
        """The observation of an action the reviewer refused: the environment never saw it."""
        state = session.env.state
        steps_left = max(0, getattr(state, "max_steps", 0) - getattr(state, "step_count", 0))
        text = (f"Refused by the reviewer: {reason.removeprefix('refused: ')}\nThe database was not touched and "
                f"the step was not counted ({steps_left} steps left).")
        common = dict(text=text, done=bool(getattr(state, "done", False)), reward=REVIEW_PENALTY,
                      reward_parts={"review": REVIEW_PENALTY}, error=reason, kind="refused", steps_left=steps_left,
                      metadata={"review": "refused", "refused": session.refused, "step": getattr(state, "step_count", 0)})
        if session.kind == "analyst":
            return AnalystObservation(**common, tables=tables)
        return IndexObservation(**common)

    def respond(self, session: Session, observation: Observation, response: Response,
                request_id: str | None = None) -> EnvResponse:
        response.headers[SESSION_HEADER] = session.id
        data = observation_json(observation, self.config)
        return EnvResponse(session_id=session.id, kind=session.kind, observation=ObservationModel(**data),
                           reward=data["reward"], done=data["done"], request_id=request_id)

    # ---- routes' bodies

    def reset(self, request: ResetRequest, session_id: str | None) -> tuple[Session, Observation]:
        factory = self.factory(request.kind)
        session = None
        if session_id:
            try:
                session = self.sessions.get(session_id)
            except ApiError:
                session = None  # unknown or expired: a new session with a fresh id (ids are never client-chosen)
        if session is not None and session.kind != request.kind:
            session = None
        created = session is None
        if created:
            session = self.sessions.add(request.kind, factory())
        kwargs = request.model_dump(exclude={"kind"}, exclude_none=True)
        try:
            with self.hold(session):
                try:
                    observation = session.env.reset(**kwargs)
                except KeyError as error:
                    reason = error.args[0] if error.args else error
                    raise ApiError(404, f"{reason}; GET /tasks lists the task ids") from None
                except (ValueError, TypeError) as error:
                    raise ApiError(422, str(error)[:500]) from None
        except Exception:
            if created:  # the client never learns this id: free its slot now rather than at the idle TTL
                self.sessions.discard(session)
            raise
        return session, observation

    def step(self, session: Session, request: StepRequest, review: bool) -> Observation:
        with self.hold(session):
            action = self.env_action(session.kind, request.action)
            if review:
                tables = self.known_tables(session)
                verdict = review_action(session.kind, action, tables)
                if not verdict.ok:
                    session.refused += 1
                    return self.refused(session, verdict.reason, tables)
            observation = session.env.step(action)
            if review:
                observation.metadata["review"] = "passed"
            return observation

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
            return self._run_benchmark(kind, policy_name, chosen, seed)
        finally:
            self._benchmark_lock.release()

    def _run_benchmark(self, kind: str, policy_name: str, task_ids: list[str], seed: int) -> BenchmarkResponse:
        started = time.perf_counter()
        env, policy = self.factory(kind)(), self.policies[kind][policy_name]()
        reset_s, step_s, policy_s, episodes = [], [], 0.0, []
        try:
            for i, task_id in enumerate(task_ids):
                with self._steps:
                    t0 = time.perf_counter()
                    observation = env.reset(seed=seed + i, task_id=task_id)
                    reset_s.append(time.perf_counter() - t0)
                policy.reset(observation)
                steps, reward = 0, 0.0
                while not observation.done and steps < self.config.max_episode_steps:
                    t0 = time.perf_counter()
                    action = policy.act(observation)
                    policy_s += time.perf_counter() - t0
                    with self._steps:
                        t0 = time.perf_counter()
                        observation = env.step(action)
                        step_s.append(time.perf_counter() - t0)
                    steps, reward = steps + 1, reward + observation.reward
                correct = observation.metadata.get("correct")
                score = getattr(observation, "score", None) if kind == "index" else None
                episodes.append(BenchmarkEpisode(task_id=task_id, correct=None if correct is None else bool(correct),
                                                 score=score, steps=steps, reward=round(reward, 4)))
        finally:
            _close(env)
        judged = [e.correct for e in episodes if e.correct is not None]
        scores = [e.score for e in episodes if e.score is not None]
        return BenchmarkResponse(
            kind=kind, policy=policy_name, n=len(episodes),
            accuracy=round(sum(judged) / len(judged), 4) if judged else None,
            mean_score=round(statistics.fmean(scores), 2) if scores else None,
            mean_steps=round(statistics.fmean(e.steps for e in episodes), 2),
            mean_reward=round(statistics.fmean(e.reward for e in episodes), 4),
            reset_latency=latency(reset_s), step_latency=latency(step_s), policy_s=round(policy_s, 4),
            wall_s=round(time.perf_counter() - started, 4), episodes=episodes,
        )


def create_api(policy_factories: dict[str, dict[str, Callable[[], Any]]] | None = None,
               config: ServerConfig | None = None,
               env_factories: dict[str, Callable[[], Any]] | None = None) -> FastAPI:
    """The FastAPI app. ``policy_factories`` (kind -> name -> no-argument constructor) feed /benchmark; envs/
    never imports agent/, so the caller injects them. ``env_factories`` (kind -> constructor) replace the default
    environments (tests use tiny task lists)."""
    config = config or ServerConfig()
    api = EnvironmentAPI(policy_factories, config, env_factories)
    app = FastAPI(title="SQL Agent Studio environments", version="1.0",
                  description="OpenEnv-style reset/step/state over the analyst and index-tuning environments, with "
                              "sessions (X-Session-Id), a reviewer path and a benchmark.")
    app.state.environments = api
    app.add_middleware(BodyLimit, max_bytes=config.max_body_bytes, paths=BODY_PATHS)

    @app.exception_handler(ApiError)
    async def api_error(request: Request, error: ApiError):
        return JSONResponse({"detail": error.detail}, status_code=error.status)

    @app.exception_handler(RequestValidationError)
    async def validation_error(request: Request, error: RequestValidationError):
        errors = [{k: v for k, v in e.items() if k in ("type", "loc", "msg")} for e in error.errors()]
        return JSONResponse({"detail": _readable(error.errors()), "errors": jsonable(errors)}, status_code=422)

    session_header = Header(default=None, alias=SESSION_HEADER, description="the session_id POST /reset returned")

    @app.get("/health", response_model=HealthResponse, tags=["environments"])
    def health() -> HealthResponse:
        return HealthResponse(sessions=len(api.sessions), max_sessions=config.max_sessions,
                              kinds={kind: True for kind in KINDS})

    @app.get("/tasks", response_model=TasksResponse, tags=["environments"])
    def tasks(kind: Literal["analyst", "index"] | None = None, db: str | None = None,
              difficulty: Literal["easy", "medium", "hard"] | None = None,
              split: Literal["train", "heldout", "all"] | None = None,
              limit: int = Query(default=1000, ge=0, le=5000), offset: int = Query(default=0, ge=0)) -> TasksResponse:
        kinds = [KindInfo(name=name, actions=list(ANALYST_ACTION_KINDS if name == "analyst" else INDEX_ACTION_KINDS))
                 for name in KINDS]
        everything = api.tasks(kind, None, None, None)
        databases: dict[str, list[str]] = {}
        for t in everything:
            if t.db not in databases.setdefault(t.kind, []):
                databases[t.kind].append(t.db)
        matching = api.tasks(kind, db, difficulty, split)
        return TasksResponse(kinds=kinds, databases=databases, difficulties=["easy", "medium", "hard"],
                             count=len(matching), tasks=matching[offset: offset + limit])

    @app.post("/reset", response_model=EnvResponse, tags=["environments"])
    def reset(request: ResetRequest, response: Response, x_session_id: str | None = session_header) -> EnvResponse:
        session, observation = api.reset(request, x_session_id)
        return api.respond(session, observation, response)

    @app.post("/step", response_model=EnvResponse, tags=["environments"])
    def step(request: StepRequest, response: Response, x_session_id: str | None = session_header) -> EnvResponse:
        session = api.sessions.get(x_session_id)
        return api.respond(session, api.step(session, request, review=False), response, request.request_id)

    @app.post("/step_with_review", response_model=EnvResponse, tags=["environments"])
    def step_with_review(request: StepRequest, response: Response,
                         x_session_id: str | None = session_header) -> EnvResponse:
        session = api.sessions.get(x_session_id)
        return api.respond(session, api.step(session, request, review=True), response, request.request_id)

    @app.get("/state", response_model=StateResponse, tags=["environments"])
    def state(response: Response, x_session_id: str | None = session_header) -> StateResponse:
        session = api.sessions.get(x_session_id)
        with api.hold(session):
            data = jsonable(session.env.state, config.max_cell_chars)
        response.headers[SESSION_HEADER] = session.id
        now = api.sessions.clock()
        info = SessionInfo(age_s=round(now - session.created, 3), requests=session.requests,
                           refused=session.refused)
        return StateResponse(session_id=session.id, kind=session.kind, state=data, session=info)

    @app.get("/benchmark", response_model=BenchmarkResponse, tags=["environments"])
    def benchmark(kind: Literal["analyst", "index"] = "analyst", policy: str = "baseline",
                  n: int = Query(default=10, ge=1, le=config.benchmark_max_n),
                  difficulty: Literal["easy", "medium", "hard"] | None = None,
                  seed: int = Query(default=0, ge=0, lt=2**63)) -> BenchmarkResponse:
        return api.benchmark(kind, policy, n, difficulty, seed)

    return app


# ---------------------------------------------------------------------------------------------------- serving


@contextmanager
def serve_in_thread(app: FastAPI, host: str = "127.0.0.1") -> Iterator[str]:
    """Run ``app`` on a real uvicorn server in a daemon thread on a free loopback port; yield its base URL and
    stop it on exit (tests and ``python -m bench api_load``)."""
    import uvicorn  # noqa: PLC0415

    # IPPROTO_TCP explicitly: asyncio sets TCP_NODELAY on accepted connections only when the listening socket's
    # proto says TCP; with proto 0, Nagle + delayed ACK add ~40 ms to every keep-alive request.
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind((host, 0))
    port = sock.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", access_log=False, lifespan="off",
                                           timeout_graceful_shutdown=5))
    thread = threading.Thread(target=lambda: asyncio.run(server.serve(sockets=[sock])), daemon=True,
                              name="api-server")
    thread.start()
    deadline = time.monotonic() + 30
    while not server.started:
        if not thread.is_alive() or time.monotonic() > deadline:
            raise RuntimeError("the API server did not start")
        time.sleep(0.01)
    try:
        yield f"http://{host}:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=15)
        sock.close()


def main(argv: list[str] | None = None) -> None:
    import argparse  # noqa: PLC0415

    import uvicorn  # noqa: PLC0415

    parser = argparse.ArgumentParser(prog="python -m envs.server", description="serve the environments' HTTP API")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    args = parser.parse_args(argv)
    uvicorn.run(create_api(), host=args.host, port=args.port)


if __name__ == "__main__":
    main()
