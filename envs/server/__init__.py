"""The environments over the network, beside the Gradio UI: OpenEnv WebSocket sessions and HTTP sessions, both on
the wire types of ``envs/openenv``.

    from envs.server import create_api
    api = create_api({"analyst": {"baseline": RuleBasedAnalyst},       # app.py: then mounts Gradio at "/"
                      "index": {"baseline": RuleBasedIndexAdvisor}})
    python -m envs.server --port 8000        # standalone (no policy injected: /benchmark says so)

OpenEnv (``envs/openenv/app.py``; OpenEnv's ``GenericEnvClient`` or ``envs.openenv.client`` connect to them):
    WS   /analyst/ws, /index/ws      one episode session per connection: reset / step / state / close / mcp
    GET  /analyst/schema, /metadata, /health (and under /index); POST|WS /analyst/mcp: the environment's tools
HTTP sessions (``routes.py``; OpenAPI schema at ``/openapi.json``, docs at ``/docs``):
    GET  /health              {"status": "healthy", sessions, websocket capacity per kind, kinds}
    GET  /tasks               episode kinds, databases, difficulties, task ids; filters kind/db/difficulty/split
    POST /reset               {"kind", reset options...} -> session id + first observation (X-Session-Id to reuse it)
    POST /step                {"action": "QUERY ..." | {structured}} + X-Session-Id -> observation, reward, done
    GET  /state               X-Session-Id -> the environment's State (episode id, step count, task, ...)
    POST /step_with_review    as /step, but the reviewer (envs/review.py) checks the action first
    POST /databases           an SQLite file (or a CSV) as the raw body -> its id, for the reset option `database`
    GET  /benchmark           runs an injected policy of one kind over N tasks: accuracy/score and the env's latency

Both transports carry the same types: an observation is ``AnalystObservationModel`` or ``IndexObservationModel``,
a state ``AnalystStateModel`` / ``IndexStateModel``, reset options ``AnalystResetOptions`` / ``IndexResetOptions``
(task_id or seed + filters, an uploaded ``database``, the observation ``mode``), and an action is its text form
(what an LLM writes, ``"QUERY SELECT ..."``, ``"create_index(orders, [customer_id])"``; ``{"text": ...}`` on the
WebSocket) or its structured form (``{"kind": "query", "argument": "SELECT ..."}``). HTTP answers
``{"session_id", "kind", "observation", "reward", "done"}`` (OpenEnv's StepResponse plus the session).

Errors: a bad action *text* is an observation (``error`` set, format penalty), exactly as in the local
environments; a request the API cannot read is a 4xx with ``{"detail": "<reason>"}``: 400 missing X-Session-Id,
404 unknown session, task or upload, 409 session busy, 410 session expired or evicted, 413 body over
``max_body_bytes`` (``max_upload_bytes`` for /databases), 422 bad JSON / missing or unknown fields / an unknown
structured action / an action of the other kind / a rejected upload / a policy not injected for that kind, 429 a
benchmark is already running. On the WebSocket the same refusals are ``{"type": "error", "data": {"message",
"code"}}`` frames (VALIDATION_ERROR, EXECUTION_ERROR: the connection stays usable; CAPACITY_REACHED: it is closed).

Capacity: at most ``max_ws_sessions`` WebSocket sessions per kind (then CAPACITY_REACHED; a session lasts as long as
its connection, and uvicorn drops a peer that stops answering its pings within ~40 s) and ``max_sessions`` HTTP
sessions (then the least recently used is evicted; idle ones expire after ``idle_ttl_s``); across all of them at
most ``max_concurrent_steps`` environment calls run at once. Each HTTP session has its own environment and lock (one
request at a time; a second waits up to ``lock_wait_s``, then 409). /step_with_review: a refused action gets
``REVIEW_PENALTY`` (-0.1), ``error`` = the reason, ``kind`` = "refused"; it never reaches the environment, so the
database is untouched and the step does *not* count against the episode's step budget.
"""

from envs.openenv.wire import jsonable
from envs.server.config import ServerConfig
from envs.server.routes import create_api
from envs.server.serving import WS_MAX_BYTES, main, serve_in_thread
from envs.server.sessions import SESSION_HEADER

__all__ = ["SESSION_HEADER", "WS_MAX_BYTES", "ServerConfig", "create_api", "jsonable", "main", "serve_in_thread"]
