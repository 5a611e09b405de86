"""Running the API: in a thread on a free loopback port (tests, benchmarks), or standalone with uvicorn.

    python -m envs.server --port 8000        # no policy injected: /benchmark says so; the UI is app.py's
"""

from __future__ import annotations

import asyncio
import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager

from fastapi import FastAPI

START_TIMEOUT_S = 30.0  # a loaded CI machine may take seconds to start uvicorn
WS_MAX_BYTES = 2**20  # a WebSocket frame (uvicorn's ws_max_size): an action is at most 64 KiB; uvicorn allows 16 MiB


@contextmanager
def serve_in_thread(app: FastAPI, host: str = "127.0.0.1") -> Iterator[str]:
    """Run ``app`` on a real uvicorn server in a daemon thread on a free loopback port; yield its base URL
    (``http://127.0.0.1:PORT``; WebSockets at ``ws://127.0.0.1:PORT/analyst/ws``) and stop it on exit."""
    import uvicorn  # noqa: PLC0415

    # IPPROTO_TCP explicitly: asyncio sets TCP_NODELAY on accepted connections only when the listening socket's
    # proto says TCP; with proto 0, Nagle + delayed ACK add ~40 ms to every keep-alive request.
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind((host, 0))
    port = sock.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", access_log=False, lifespan="off",
                                           timeout_graceful_shutdown=5, ws_max_size=WS_MAX_BYTES))
    thread = threading.Thread(target=lambda: asyncio.run(server.serve(sockets=[sock])), daemon=True,
                              name="api-server")
    thread.start()
    deadline = time.monotonic() + START_TIMEOUT_S
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

    from envs.server.routes import create_api  # noqa: PLC0415

    parser = argparse.ArgumentParser(prog="python -m envs.server", description="serve the environments' HTTP API")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    args = parser.parse_args(argv)
    uvicorn.run(create_api(), host=args.host, port=args.port, ws_max_size=WS_MAX_BYTES)
