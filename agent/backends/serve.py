"""The agent's model as an OpenAI-compatible endpoint: POST /v1/chat/completions and GET /v1/models.

    python -m agent.backends.serve --port 8000 [--backend auto|transformers|llama.cpp] [--model ID] [--adapter ID]
    python -m agent.evaluate --env analyst --policy openai --base-url http://127.0.0.1:8000/v1 --model sql-agent

Lets any OpenAI client talk to the trained agent, and gives the openai backend a real server to be tested against
(tests/test_openai_backend.py serves the tiny test model with it). Non-streaming chat completions only; ``max_tokens``
(or ``max_completion_tokens``), ``temperature``, ``top_p`` and ``seed`` are honoured, other fields ignored. One request
is generated at a time (the local backends are one model in one process); a backend failure answers 503 with an
OpenAI-style error body. Binds to 127.0.0.1 unless told otherwise.
"""

from __future__ import annotations

import argparse
import threading
import time
import uuid
from dataclasses import replace

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse
from starlette.concurrency import run_in_threadpool

from agent.backends.base import BackendError, load_generator, stderr_progress

SERVED_NAME = "sql-agent"  # the model name clients ask for (any name is accepted)
HOST = "127.0.0.1"  # loopback: serving a model to the network is a deliberate choice (--host 0.0.0.0)
MAX_TOKENS_CAP = 2_048  # a request may not ask for more new tokens than this


def build_app(generator, name: str = SERVED_NAME):
    """A FastAPI app serving ``generator`` (a dataclass backend: its sampling fields are set per request)."""
    app = FastAPI(title="SQL Agent Studio: OpenAI-compatible endpoint")
    lock = threading.Lock()

    def error(status: int, message: str, kind: str) -> JSONResponse:
        return JSONResponse({"error": {"message": message, "type": kind}}, status_code=status)

    @app.get("/v1/models")
    def models() -> dict:
        return {"object": "list", "data": [{"id": name, "object": "model", "owned_by": "sql-agent-studio"}]}

    @app.post("/v1/chat/completions")
    async def chat(request: Request):
        try:
            body = await request.json()
            messages = [_message(m) for m in body["messages"]]
            settings = _settings(body)
        except (ValueError, KeyError, TypeError) as problem:
            return error(400, f"bad request: {problem}", "invalid_request_error")
        if body.get("stream"):
            return error(400, "streaming is not supported by this server", "invalid_request_error")
        def generate():
            with lock:
                return replace(generator, **settings)([messages])[0]

        try:
            reply = await run_in_threadpool(generate)  # the event loop keeps answering while the model works
        except BackendError as problem:
            return error(503, str(problem), "server_error")
        finish = "length" if reply.tokens >= settings["max_new_tokens"] else "stop"
        return {
            "id": f"chatcmpl-{uuid.uuid4().hex[:24]}", "object": "chat.completion", "created": int(time.time()),
            "model": body.get("model") or name,
            "choices": [{"index": 0, "message": {"role": "assistant", "content": reply.text}, "finish_reason": finish}],
            "usage": {"prompt_tokens": reply.prompt_tokens, "completion_tokens": reply.tokens,
                      "total_tokens": reply.prompt_tokens + reply.tokens},
        }

    return app


def _message(raw) -> dict:
    """One chat message; content given as a list of parts keeps its text parts."""
    role, content = raw["role"], raw.get("content") or ""
    if isinstance(content, list):
        content = "".join(part.get("text", "") for part in content if isinstance(part, dict))
    if role not in ("system", "user", "assistant") or not isinstance(content, str):
        raise ValueError(f"unsupported message {raw!r:.80}")
    return {"role": role, "content": content}


def _settings(body: dict) -> dict:
    tokens = body.get("max_completion_tokens") or body.get("max_tokens") or 128
    settings = {"max_new_tokens": max(1, min(int(tokens), MAX_TOKENS_CAP)),
                "temperature": float(body.get("temperature", 0.0) or 0.0), "top_p": float(body.get("top_p", 1.0) or 1.0),
                "seed": int(body["seed"]) if body.get("seed") is not None else None, "stop_at_action": False}
    if settings["temperature"] < 0 or not 0 < settings["top_p"] <= 1:
        raise ValueError("temperature must be >= 0 and top_p in (0, 1]")
    return settings


class ServerThread:
    """Serves an app on loopback from a background thread (tests, notebooks); ``url`` ends in /v1."""

    def __init__(self, app, host: str = HOST, port: int = 0):
        import uvicorn

        self.server = uvicorn.Server(uvicorn.Config(app, host=host, port=port, log_level="warning"))
        self.thread = threading.Thread(target=self.server.run, daemon=True, name="openai-endpoint")
        self.host = host

    def __enter__(self) -> "ServerThread":
        self.thread.start()
        deadline = time.monotonic() + 30
        while not self.server.started:
            if not self.thread.is_alive() or time.monotonic() > deadline:
                raise RuntimeError("the endpoint did not start")
            time.sleep(0.02)
        return self

    @property
    def url(self) -> str:
        port = self.server.servers[0].sockets[0].getsockname()[1]
        return f"http://{self.host}:{port}/v1"

    def __exit__(self, *exc) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=10)


def main(argv=None) -> None:
    from agent.backends import BACKENDS, default_backend, make_generator

    parser = argparse.ArgumentParser(prog="python -m agent.backends.serve", description=__doc__.splitlines()[0])
    parser.add_argument("--backend", choices=[b for b in BACKENDS if b != "openai"], default=default_backend(),
                        help="default: $SQL_STUDIO_BACKEND or auto (llama.cpp on a CPU when installed)")
    parser.add_argument("--model", help="base model: hub id, folder or .gguf (default: $MODEL_ID or SmolLM2-135M)")
    parser.add_argument("--adapter", help="LoRA adapter folder or hub id; 'none' for the base alone")
    parser.add_argument("--name", default=SERVED_NAME, help="the model name /v1/models lists")
    parser.add_argument("--host", default=HOST)
    parser.add_argument("--port", type=int, default=8000)
    args = parser.parse_args(argv)
    generator = make_generator(args.backend, args.model, args.adapter, notify=stderr_progress)
    seconds = load_generator(generator, stderr_progress)
    stderr_progress(f"serving {generator.label} as {args.name!r} at http://{args.host}:{args.port}/v1 "
                    f"(loaded in {seconds:.1f} s)")
    import uvicorn

    uvicorn.run(build_app(generator, args.name), host=args.host, port=args.port, log_level="warning")


if __name__ == "__main__":
    main()
