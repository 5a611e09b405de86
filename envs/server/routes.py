"""``create_api``: the FastAPI app with the session routes, the OpenEnv apps mounted at ``/analyst`` and ``/index``,
the body caps and the error handlers. ``app.py`` mounts the Gradio UI on the same app."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal

from fastapi import Body, FastAPI, Header, Query, Request, Response
from starlette.concurrency import run_in_threadpool

from envs.openenv import ADAPTERS
from envs.openenv.app import openenv_app
from envs.server.api import EnvironmentAPI
from envs.server.config import ServerConfig
from envs.server.errors import BodyLimit, install_error_handlers
from envs.server.models import (
    RESET_DISCRIMINATOR, AnalystResetRequest, BenchmarkResponse, Capacity, DatabaseInfo, EnvResponse, HealthResponse,
    KindInfo, ResetRequest, StateResponse, StepRequest, TasksResponse,
)
from envs.server.sessions import SESSION_HEADER

BODY_PATHS = ("/reset", "/step", "/step_with_review", *(f"/{kind}/mcp" for kind in ADAPTERS))  # capped POST bodies


def create_api(policy_factories: dict[str, dict[str, Callable[[], Any]]] | None = None,
               config: ServerConfig | None = None,
               env_factories: dict[str, Callable[[], Any]] | None = None) -> FastAPI:
    """The FastAPI app. ``policy_factories`` (kind -> name -> no-argument constructor) feed /benchmark; envs/
    never imports agent/, so the caller injects them. ``env_factories`` (kind -> constructor) replace the default
    environments for both transports (tests use tiny task lists)."""
    config = config or ServerConfig()
    api = EnvironmentAPI(policy_factories, config, env_factories)
    app = FastAPI(title="SQL Agent Studio environments", version="2.0",
                  description="The analyst and index-tuning environments: OpenEnv WebSocket sessions at /analyst/ws "
                              "and /index/ws (schemas at /analyst/schema, /index/schema), and HTTP sessions "
                              "(X-Session-Id) with a reviewer path, uploads and a benchmark.")
    app.state.environments = api
    app.add_middleware(BodyLimit, limits={**{path: config.max_body_bytes for path in BODY_PATHS},
                                          "/databases": config.max_upload_bytes})
    install_error_handlers(app)
    servers = {}
    for kind, adapter in ADAPTERS.items():
        sub, servers[kind] = openenv_app(adapter, api.env_factories[kind], config.limits, api.slots,
                                         config.max_ws_sessions)
        app.mount(f"/{kind}", sub)
    app.state.openenv_servers = servers

    session_header = Header(default=None, alias=SESSION_HEADER, description="the session_id POST /reset returned")

    @app.get("/health", response_model=HealthResponse, tags=["environments"])
    def health() -> HealthResponse:
        websocket = {kind: Capacity(active=s.active_sessions, max=s.max_concurrent_envs) for kind, s in servers.items()}
        return HealthResponse(sessions=len(api.sessions), max_sessions=config.max_sessions, websocket=websocket,
                              kinds={kind: True for kind in ADAPTERS})

    @app.get("/tasks", response_model=TasksResponse, tags=["environments"])
    def tasks(kind: Literal["analyst", "index"] | None = None, db: str | None = None,
              difficulty: Literal["easy", "medium", "hard"] | None = None,
              split: Literal["train", "heldout", "all"] | None = None,
              limit: int = Query(default=1000, ge=0, le=5000), offset: int = Query(default=0, ge=0)) -> TasksResponse:
        kinds = [KindInfo(name=name, actions=list(adapter.actions)) for name, adapter in ADAPTERS.items()]
        databases: dict[str, list[str]] = {}
        for t in api.tasks(kind, None, None, None):
            if t.db not in databases.setdefault(t.kind, []):
                databases[t.kind].append(t.db)
        matching = api.tasks(kind, db, difficulty, split)
        return TasksResponse(kinds=kinds, databases=databases, difficulties=["easy", "medium", "hard"],
                             count=len(matching), tasks=matching[offset: offset + limit])

    @app.post("/reset", response_model=EnvResponse, tags=["environments"])
    def reset(response: Response,
              request: ResetRequest = Body(default_factory=AnalystResetRequest, discriminator=RESET_DISCRIMINATOR),
              x_session_id: str | None = session_header) -> EnvResponse:
        session, observation = api.reset(request, x_session_id)
        return api.respond(session, observation, response)

    @app.post("/step", response_model=EnvResponse, tags=["environments"])
    def step(request: StepRequest, response: Response, x_session_id: str | None = session_header) -> EnvResponse:
        session = api.sessions.get(x_session_id)
        return api.respond(session, api.step(session, request.action, review=False), response, request.request_id)

    @app.post("/step_with_review", response_model=EnvResponse, tags=["environments"])
    def step_with_review(request: StepRequest, response: Response,
                         x_session_id: str | None = session_header) -> EnvResponse:
        session = api.sessions.get(x_session_id)
        return api.respond(session, api.step(session, request.action, review=True), response, request.request_id)

    @app.get("/state", response_model=StateResponse, tags=["environments"])
    def state(response: Response, x_session_id: str | None = session_header) -> StateResponse:
        session = api.sessions.get(x_session_id)
        response.headers[SESSION_HEADER] = session.id
        return api.state(session)

    @app.post("/databases", response_model=DatabaseInfo, tags=["environments"],
              openapi_extra={"requestBody": {"content": {"application/octet-stream": {}}, "required": True}})
    async def upload(request: Request, name: str = Query(default="upload.sqlite", max_length=200,
                                                          description="the file's name: .sqlite/.db, or .csv")
                     ) -> DatabaseInfo:
        """Upload an SQLite database (or one CSV file) as the raw request body; reset with ``database=<id>``."""
        return await run_in_threadpool(api.upload, await request.body(), name)

    @app.get("/benchmark", response_model=BenchmarkResponse, tags=["environments"])
    def benchmark(kind: Literal["analyst", "index"] = "analyst", policy: str = "baseline",
                  n: int = Query(default=10, ge=1, le=config.benchmark_max_n),
                  difficulty: Literal["easy", "medium", "hard"] | None = None,
                  seed: int = Query(default=0, ge=0, lt=2**63)) -> BenchmarkResponse:
        return api.benchmark(kind, policy, n, difficulty, seed)

    return app
