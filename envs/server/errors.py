"""How the HTTP API says no: a body-size cap before any parsing (413), and every error as ``{"detail": reason}``
with a reason a person can act on (pydantic's errors rewritten in one line)."""

from __future__ import annotations

import json

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse

from envs.openenv.wire import jsonable
from envs.server.sessions import ApiError


class BodyLimit:
    """ASGI middleware: a POST body over its path's limit gets 413 before any parsing (other paths pass through)."""

    def __init__(self, app, limits: dict[str, int]):
        self.app, self.limits = app, limits  # path -> max bytes

    async def __call__(self, scope, receive, send):
        path = scope.get("path", "")
        root = scope.get("root_path", "")
        if root and path.startswith(root):
            path = path[len(root):]
        limit = self.limits.get(path)
        if scope["type"] != "http" or limit is None:
            return await self.app(scope, receive, send)
        headers = dict(scope.get("headers") or [])
        declared = headers.get(b"content-length")
        if declared is not None and (not declared.isdigit() or int(declared) > limit):
            return await self._reject(send, declared.decode("latin-1")[:20], limit)
        body = bytearray()
        while True:
            message = await receive()
            if message["type"] == "http.disconnect":
                return None
            body += message.get("body", b"")
            if len(body) > limit:
                return await self._reject(send, f"more than {len(body):,}", limit)
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

    @staticmethod
    async def _reject(send, size: str, limit: int):
        detail = f"request body too large ({size} bytes); the limit is {limit:,} bytes"
        payload = json.dumps({"detail": detail}).encode()
        await send({"type": "http.response.start", "status": 413,
                    "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(payload)).encode()),
                                (b"connection", b"close")]})
        await send({"type": "http.response.body", "body": payload})


def readable(errors: list[dict]) -> str:
    """Pydantic's validation errors as one line: ``field.path: message; ...``."""
    parts = []
    for error in errors[:5]:
        if error.get("type") == "json_invalid":
            parts.append(f"the body is not valid JSON ({(error.get('ctx') or {}).get('error', 'parse error')})")
            continue
        loc = [str(x) for x in error.get("loc", ()) if x != "body"]
        if loc[:2] == ["action", "str"] and len(errors) > 1:
            continue  # a structured action was sent: "not a string" is noise beside the real reason
        loc = [x for x in loc if x not in ("str", "analyst", "index") and not x.startswith(("dict[", "function-"))]
        message = error.get("msg", "invalid").removeprefix("Value error, ")
        if error.get("type") == "union_tag_invalid":
            ctx = error.get("ctx") or {}
            message = f"unknown kind {ctx.get('tag')!r}; expected one of {ctx.get('expected_tags')}"
            loc = loc + ["kind"]
        parts.append(f"{'.'.join(loc) or 'body'}: {message}")
    return "; ".join(parts) + (f" (and {len(errors) - 5} more)" if len(errors) > 5 else "")


def install_error_handlers(app: FastAPI) -> None:
    @app.exception_handler(ApiError)
    async def api_error(request: Request, error: ApiError):
        return JSONResponse({"detail": error.detail}, status_code=error.status)

    @app.exception_handler(RequestValidationError)
    async def validation_error(request: Request, error: RequestValidationError):
        errors = [{k: v for k, v in e.items() if k in ("type", "loc", "msg")} for e in error.errors()]
        return JSONResponse({"detail": readable(error.errors()), "errors": jsonable(errors)}, status_code=422)
