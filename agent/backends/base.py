"""What every generation backend shares: the Reply it returns, the Generator protocol, BackendError and load progress.

A backend turns a batch of chat conversations (lists of {"role", "content"} messages) into one ``Reply`` each:

    replies = generator([[{"role": "system", "content": "..."}, {"role": "user", "content": "Question: ..."}]])
    replies[0].text, replies[0].tokens, replies[0].error

Operational failures (an endpoint that is down or times out, a model that cannot be loaded) raise ``BackendError``
with a message meant for people; ``agent.llm_policy`` turns it into an abstention in the episode, never a crash.
Anything else (a bug) still raises. The backends: agent/backends/transformers_backend.py, llama_cpp_backend.py,
openai_backend.py; agent/backends/__init__.py picks one.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

Progress = Callable[[str], None]  # one human-readable line per loading stage ("converting the GGUF once ...")


class BackendError(RuntimeError):
    """A backend could not produce a reply for an operational reason; the message says what and what to do."""


@dataclass(frozen=True)
class Reply:
    text: str  # the model's raw reply
    tokens: int = 0  # tokens generated for it (the stop token included when reached)
    # the backend failed (endpoint down, timeout): the policy abstains with this reason instead of acting
    error: str | None = field(default=None, kw_only=True)
    # timing, for benchmarks; never compared (two equal replies may take different times)
    prompt_tokens: int = field(default=0, compare=False, kw_only=True)  # tokens in the prompt
    prefilled: int = field(default=0, compare=False, kw_only=True)  # prompt tokens computed (the rest: KV cache)
    prefill_s: float = field(default=0.0, compare=False, kw_only=True)  # reading the prompt, up to the first token
    decode_s: float = field(default=0.0, compare=False, kw_only=True)  # generating the rest


class Generator(Protocol):
    """Turns a batch of chat conversations into one reply each (a backend, or a script in tests).

    Backends may also offer ``load(progress)`` (load now, reporting stages), ``prompt_config_for(kind)`` (the prompt
    settings an adapter was trained with) and ``label`` (what the UI and the ratings call the model)."""

    def __call__(self, conversations: list[list[dict]]) -> list[Reply]: ...


def stderr_progress(line: str) -> None:
    """The CLI's progress reporter: one line on stderr per stage."""
    print(f"[model] {line}", file=sys.stderr, flush=True)


def load_generator(generator, progress: Progress | None = None) -> float:
    """Load ``generator``'s model now (when it has a ``load``), reporting stages; returns the seconds it took."""
    started = time.perf_counter()
    load = getattr(generator, "load", None)
    if load is not None:
        load(progress)
    return time.perf_counter() - started


def describe(generator) -> str:
    """A short name for what generates: the backend's ``label`` when it has one."""
    return str(getattr(generator, "label", None) or type(generator).__name__)
