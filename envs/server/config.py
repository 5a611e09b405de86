"""The HTTP server's limits, in one frozen dataclass (``create_api(config=ServerConfig(...))``)."""

from __future__ import annotations

from dataclasses import dataclass

from envs.base import from_known_keys
from envs.openenv.wire import WireLimits


@dataclass(frozen=True)
class ServerConfig:
    max_sessions: int = 128  # live HTTP sessions; an index episode holds a private in-memory copy (up to ~7 MB)
    max_ws_sessions: int = 64  # open WebSocket sessions per kind (/analyst/ws, /index/ws); the next is refused
    idle_ttl_s: float = 1800.0  # seconds without a request before an HTTP session expires
    max_body_bytes: int = 64 * 1024  # request body cap; the longest SQL the sandbox accepts is 20,000 characters
    max_upload_bytes: int = 50 * 2**20  # POST /databases body cap: a public server's disk (the UI accepts 200 MiB)
    lock_wait_s: float = 30.0  # seconds a request waits for its session's lock (a step is ~ms, budget 5 s)
    max_concurrent_steps: int = 4  # environment calls in flight at once over both transports: each may hold a
    #                                query's result (the sandbox caps it at ~20 MB) for up to its time budget, and
    #                                more than 2x the cores only queues inside SQLite
    max_rows: int = 200  # result rows in an observation's JSON (the sandbox's own cap is the same)
    max_cell_chars: int = 1_000  # a longer text cell is cut and marked with "…"
    tombstones: int = 4_096  # ids of expired/evicted sessions remembered, to answer 410 instead of 404
    benchmark_max_n: int = 50  # episodes one /benchmark call may run (a public Space must stay responsive)
    max_episode_steps: int = 100  # /benchmark stops a policy that never finishes

    @classmethod
    def from_dict(cls, values: dict) -> "ServerConfig":
        """Defaults overridden by ``values``; an unknown key is a ValueError listing the valid ones."""
        return from_known_keys(cls, values)

    @property
    def limits(self) -> WireLimits:
        return WireLimits(max_rows=self.max_rows, max_cell_chars=self.max_cell_chars)
