"""HTTP sessions: each holds one environment (an OpenEnv adapter of ``envs/openenv``) and a lock; the store keeps
them in least-recently-used order with an idle TTL and a cap, and remembers expired ids to answer 410, not 404."""

from __future__ import annotations

import dataclasses
import logging
import secrets
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from envs.server.config import ServerConfig

log = logging.getLogger(__name__)

SESSION_HEADER = "X-Session-Id"


class ApiError(Exception):
    """A request the API cannot serve: answered with ``status`` and ``{"detail": detail}``."""

    def __init__(self, status: int, detail: str):
        super().__init__(detail)
        self.status, self.detail = status, detail


@dataclass
class Session:
    id: str
    kind: str
    env: Any  # an envs.openenv EnvironmentAdapter
    created: float
    last_used: float
    lock: threading.Lock = dataclasses.field(default_factory=threading.Lock)
    requests: int = 0
    refused: int = 0
    closed: bool = False  # expired or evicted while a request held it


def close_env(env: Any) -> None:
    close = getattr(env, "close", None)
    if callable(close):
        try:
            close()
        except Exception:  # noqa: BLE001 - closing must never take the server down
            log.exception("closing an environment failed")


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
        close_env(session.env)

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
                close_env(session.env)
            finally:
                session.lock.release()
