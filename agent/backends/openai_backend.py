"""The openai backend: any OpenAI-compatible chat endpoint (OpenAI, vLLM, llama.cpp's server, Ollama, this project's
own agent/backends/serve.py) as the agent's model.

    generator = OpenAIGenerator(base_url="http://127.0.0.1:8000/v1", model="smollm2")   # key: $OPENAI_API_KEY or none
    generator.check()                    # lists the endpoint's models; BackendError when it is down or refuses
    replies = generator(conversations)   # one POST /chat/completions per conversation, a batch in parallel

    python -m agent.evaluate --env analyst --policy openai --base-url http://127.0.0.1:8000/v1 --model smollm2

Talks HTTP with httpx (already installed with gradio) rather than the ``openai`` package: one endpoint is all it
needs, and the timeouts and retries stay in plain sight. Connection failures, timeouts, 429 and 5xx are retried
with exponential backoff (``Retry-After`` honoured); other 4xx answers fail at once. What still fails becomes a
``BackendError`` whose message names the URL and the cause; the policy turns it into an abstention.
"""

from __future__ import annotations

import os
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

from agent.backends.base import BackendError, Progress, Reply

CONNECT_TIMEOUT_S = 5.0  # a local server accepts at once; a remote one within a few seconds
READ_TIMEOUT_S = 120.0  # one reply; a CPU server writing 512 tokens of a 7B model may take a minute
RETRIES = 3  # further attempts after a failed one (connection, timeout, 429, 5xx)
BACKOFF_S = 0.5  # first wait; doubles each retry (0.5, 1, 2 s)
MAX_BACKOFF_S = 8.0  # a Retry-After beyond this is capped
MAX_PARALLEL = 8  # requests of one batch in flight at once
MAX_TOKENS = 512  # chat models often explain before acting; the parser finds the action in prose
RETRIED_STATUS = frozenset({408, 409, 429, 500, 502, 503, 504})  # busy or briefly broken: worth another try


@dataclass
class OpenAIGenerator:
    """Replies from an OpenAI-compatible /chat/completions endpoint; the same sampling fields as the local backends."""

    base_url: str | None = None  # e.g. http://127.0.0.1:8000/v1; None: $OPENAI_BASE_URL
    model: str | None = None  # the endpoint's model name; None: $OPENAI_MODEL, else the endpoint's only model
    api_key: str | None = None  # None: $OPENAI_API_KEY, else no Authorization header
    max_new_tokens: int = MAX_TOKENS
    temperature: float = 0.0
    top_p: float = 1.0
    seed: int | None = None  # passed on; endpoints may ignore it
    retries: int = RETRIES
    timeout_s: float = READ_TIMEOUT_S

    def __post_init__(self):
        self.base_url = (self.base_url or os.environ.get("OPENAI_BASE_URL") or "").rstrip("/")
        self.model = self.model or os.environ.get("OPENAI_MODEL") or None
        if not self.base_url:
            raise BackendError("the openai backend needs a base URL: --base-url or $OPENAI_BASE_URL "
                               "(e.g. http://127.0.0.1:8000/v1)")

    @property
    def label(self) -> str:
        return f"{self.model or '?'} @ {self.base_url} [openai]"

    def _headers(self) -> dict:
        key = self.api_key or os.environ.get("OPENAI_API_KEY")
        return {"Authorization": f"Bearer {key}"} if key else {}

    def _request(self, method: str, path: str, payload: dict | None = None) -> dict:
        import httpx

        url = f"{self.base_url}{path}"
        timeout = httpx.Timeout(self.timeout_s, connect=CONNECT_TIMEOUT_S)
        cause, wait = "no attempt", 0.0
        for attempt in range(self.retries + 1):
            if attempt:
                time.sleep(wait)
            wait = min(BACKOFF_S * 2 ** attempt, MAX_BACKOFF_S)  # the wait before the next attempt
            try:
                response = httpx.request(method, url, json=payload, headers=self._headers(), timeout=timeout)
            except httpx.TimeoutException:
                cause = f"no answer within {self.timeout_s:.0f} s"
                continue
            except httpx.HTTPError as error:  # refused, reset, DNS: the endpoint is down or the URL is wrong
                cause = f"cannot connect ({type(error).__name__}: {error})"
                continue
            if response.status_code in RETRIED_STATUS:
                cause = f"HTTP {response.status_code}: {_message(response)}"
                wait = max(wait, min(_retry_after(response), MAX_BACKOFF_S))
                continue
            if response.status_code >= 400:
                hint = " (does the URL end in /v1?)" if response.status_code == 404 and "/v1" not in url else ""
                raise BackendError(f"{url} refused the request: HTTP {response.status_code}: {_message(response)}{hint}")
            try:
                return response.json()
            except ValueError:
                raise BackendError(f"{url} answered with something other than JSON: {response.text[:200]!r}") from None
        raise BackendError(f"{url}: {cause} (after {self.retries + 1} attempts)")

    def models(self) -> list[str]:
        """The model names the endpoint serves (GET /models)."""
        data = self._request("GET", "/models").get("data") or []
        return [str(m.get("id")) for m in data if isinstance(m, dict) and m.get("id")]

    def check(self) -> list[str]:
        """Fail early with a clear message when the endpoint is down; pick its model when it serves just one."""
        served = self.models()
        if not self.model:
            if len(served) != 1:
                raise BackendError(f"{self.base_url} serves {served or 'no models'}: choose one with --model "
                                   f"or $OPENAI_MODEL")
            self.model = served[0]
        return served

    def load(self, progress: Progress | None = None) -> None:
        """Nothing to load: check the endpoint instead (the CLI and the app report it like a load)."""
        if progress is not None:
            progress(f"checking the endpoint {self.base_url}")
        self.check()

    def prompt_config_for(self, kind: str):
        return None  # an endpoint's model gets the default prompt, demonstration episode included

    def __call__(self, conversations: list[list[dict]]) -> list[Reply]:
        if not self.model:
            self.check()
        if len(conversations) == 1:
            return [self._one(conversations[0])]
        with ThreadPoolExecutor(max_workers=min(MAX_PARALLEL, len(conversations))) as pool:
            return list(pool.map(self._one, conversations, range(len(conversations))))

    def _one(self, messages: list[dict], row: int = 0) -> Reply:
        payload = {"model": self.model, "messages": messages, "max_tokens": self.max_new_tokens,
                   "temperature": self.temperature, "top_p": self.top_p, "stream": False}
        if self.seed is not None:  # row i of a batch: seed + i, so copies of one conversation may differ
            payload["seed"] = self.seed + row
        started = time.perf_counter()
        data = self._request("POST", "/chat/completions", payload)
        seconds = time.perf_counter() - started
        try:
            text = data["choices"][0]["message"].get("content") or ""
        except (KeyError, IndexError, TypeError, AttributeError):
            raise BackendError(f"{self.base_url}/chat/completions answered without choices[0].message: "
                               f"{str(data)[:200]}") from None
        usage = data.get("usage") or {}
        tokens = int(usage.get("completion_tokens") or 0)
        prompt_tokens = int(usage.get("prompt_tokens") or 0)
        return Reply(str(text), tokens, prompt_tokens=prompt_tokens, prefilled=prompt_tokens, decode_s=seconds)


def _message(response) -> str:
    """The error text of an OpenAI-style error body ({"error": {"message": ...}}), else the body's start."""
    try:
        body = response.json()
        error = body.get("error") if isinstance(body, dict) else None
        if isinstance(error, dict) and error.get("message"):
            return str(error["message"])[:300]
        if isinstance(body, dict) and body.get("detail"):
            return str(body["detail"])[:300]
    except ValueError:
        pass
    return response.text[:300] or response.reason_phrase


def _retry_after(response) -> float:
    try:
        return float(response.headers.get("retry-after", 0))
    except ValueError:
        return 0.0
