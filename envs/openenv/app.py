"""OpenEnv serving: each environment as an OpenEnv ``HTTPEnvServer`` app, mounted under its kind by ``envs/server``.

    /analyst/ws        WebSocket episodes: {"type": "reset"|"step"|"state"|"close"|"mcp", "data": {...}}
    /analyst/schema    JSON schemas of the action, observation and state
    /analyst/metadata  name, description, version, a readme listing the reset options
    /analyst/health    {"status": "healthy"}
    /analyst/mcp       MCP JSON-RPC (POST, and a WebSocket): tools/list, tools/call on the environment's tools
    (the same under /index)

One WebSocket connection is one session with its own environment; at most ``max_sessions`` per kind are open at once
(the next connection gets a ``CAPACITY_REACHED`` error and is closed). The app runs in OpenEnv's "production" mode,
so OpenEnv's stateless ``POST /reset`` and ``/step`` (a fresh environment per request) are left out: episodes over
HTTP use this server's session routes (``POST /reset`` with ``X-Session-Id``, in ``envs/server``).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from fastapi import FastAPI
from openenv.core.env_server.http_server import HTTPEnvServer
from openenv.core.env_server.types import ServerMode

from envs.openenv.environment import EnvironmentAdapter, StepSlots
from envs.openenv.wire import WireLimits


def openenv_app(adapter: type[EnvironmentAdapter], env_factory: Callable[[], Any] | None, limits: WireLimits,
                slots: StepSlots, max_sessions: int) -> tuple[FastAPI, HTTPEnvServer]:
    """The OpenEnv app of one environment kind (mount it at ``/{adapter.kind}``) and its server (for capacity)."""
    factory = functools.partial(adapter, env_factory=env_factory, limits=limits, slots=slots)
    server = HTTPEnvServer(factory, adapter.action_model, adapter.observation_model, max_concurrent_envs=max_sessions,
                           env_name=adapter.kind, state_cls=adapter.state_model)
    app = FastAPI(title=f"SQL Agent Studio: the {adapter.kind} environment (OpenEnv)", version="1.0",
                  description=adapter.readme())
    server.register_routes(app, mode=ServerMode.PRODUCTION)
    return app, server
