"""The llama.cpp backend: llama-cpp-python on a GGUF model, with the project's adapter as a GGUF LoRA.

    generator = LlamaCppGenerator()                  # the bundled SmolLM2 GGUF + the shipped adapter
    generator = LlamaCppGenerator(model_id="/models/qwen2.5-1.5b-instruct-q4_k_m.gguf", adapter_id="none")
    replies = generator(conversations)

The fast path on a CPU (``python -m bench llm`` measures it against transformers): the bundled Q4_1 file is
sha256-checked once (then remembered by size and mtime) and re-quantized once to Q8_0 in the cache (``requantize``:
prompts read ~1.5x faster on this CPU, decoding alike), decoding runs several times faster than torch fp32, and the
Llama object's prefix matching re-reads only the tokens an episode's next step added. The adapter is
converted once to a GGUF LoRA (agent/backends/gguf_lora.py). The prompt is the model's own chat template (the GGUF's
``tokenizer.chat_template``, rendered with jinja2 as transformers renders it), so both backends see the same tokens.

One Llama per (model, adapter) lives in the process-wide cache (``agent.backends.loading.shared``); a lock serialises its
calls (a llama.cpp context is not thread-safe) and a batch is generated one conversation after another, each
conversation's context saved and restored around it (agent/backends/llama_states.py) so episodes stepped together
keep their prefixes too.
Needs ``pip install llama-cpp-python==0.3.36`` (compiles from source on most machines, ~8-10 min on 2 cores).
"""

from __future__ import annotations

import contextlib
import json
import os
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from agent.backends.base import BackendError, Progress, Reply
from agent.backends.llama_grammar import compiled
from agent.backends.llama_states import ContextStates
from agent.backends.stops import reply_complete
from agent.backends.transformers_backend import MAX_NEW_TOKENS, adapter_prompt_config
from agent.prompts import PromptConfig

N_CTX = 8192  # tokens of context: the prompt budget (analyst ~2k tokens, an index adapter's ~4k) plus a reply
N_BATCH = 512  # prompt tokens per llama.cpp batch
SEED = 0  # llama.cpp's sampler seed when a call gives none (greedy calls ignore it)
THREADS_ENV = "SQL_STUDIO_THREADS"  # overrides the thread count (e.g. 2 on a quiet 2-core machine)
# the bundled Q4_1 re-quantized once: prompt reading 138-191 vs 90-120 tokens/s (1 thread, busy 2-core machine),
# decoding alike (~30-48 tokens/s both); the file is 145 MB in the cache
REQUANTIZED_TYPE = "q8_0"
INSTALL_HINT = "pip install llama-cpp-python==0.3.36 (it compiles from source: ~8-10 min on 2 cores)"


def available() -> bool:
    """Whether llama-cpp-python is importable (without importing it)."""
    import importlib.util

    return importlib.util.find_spec("llama_cpp") is not None


def cpu_threads() -> int:
    """Threads for llama.cpp: $SQL_STUDIO_THREADS, else all but one of the CPUs this process may use.

    One core is left free because llama.cpp's threads wait for each other at every operation: when another process
    takes a core, a thread that loses it stalls them all. Measured on the shared 2-core machine under load: 1 thread
    decoded 33-38 tokens/s, 2 threads 4-10 tokens/s (quiet, 2 threads reach ~80)."""
    override = os.environ.get(THREADS_ENV, "").strip()
    if override.isdigit() and int(override) > 0:
        return int(override)
    try:
        cpus = len(os.sched_getaffinity(0))
    except AttributeError:  # not Linux
        cpus = os.cpu_count() or 1
    return max(1, cpus - 1)


@dataclass
class _Loaded:
    llm: object  # llama_cpp.Llama
    template: object  # compiled jinja2 chat template
    specials: dict  # bos_token / eos_token strings for the template
    stops: frozenset  # token ids that end a reply
    lock: threading.Lock
    states: ContextStates  # saved contexts of recent conversations


@dataclass
class LlamaCppGenerator:
    """Generates with llama.cpp; the same fields as ModelGenerator, so ``sampled_retry`` works on it too."""

    model_id: str | None = None  # None or the offline default: the bundled GGUF; else a path to a .gguf file
    adapter_id: str | None = None  # None: $ADAPTER_ID or the shipped adapter (default model only); "none": no adapter
    max_new_tokens: int = MAX_NEW_TOKENS
    temperature: float = 0.0  # 0: greedy
    top_p: float = 1.0
    seed: int | None = None  # for sampled runs
    stop_at_action: bool = True  # end a reply at the line break after its first whole action
    threads: int | None = None  # None: cpu_threads() (all CPUs but one, or $SQL_STUDIO_THREADS)
    requantize: bool = True  # the bundled model re-quantized to REQUANTIZED_TYPE (False: its own Q4_1)
    accepts_grammars = True  # a GBNF grammar per conversation constrains its reply (agent/grammar.py)

    def _ids(self) -> tuple[str, str | None]:
        from agent.backends.loading import resolve_adapter_id, resolve_model_id

        model = resolve_model_id(self.model_id)
        return model, resolve_adapter_id(self.adapter_id, model)

    @property
    def label(self) -> str:
        model, adapter = self._ids()
        weights = REQUANTIZED_TYPE if self.requantize else "Q4_1"
        return model + (f" + {adapter}" if adapter else "") + f" [llama.cpp {weights}]"

    def prompt_config_for(self, kind: str) -> PromptConfig | None:
        return adapter_prompt_config(self.model_id, self.adapter_id, kind)

    def load(self, progress: Progress | None = None) -> _Loaded:
        """The Llama for this model and adapter, loaded once per process (a first load reports its stages)."""
        from agent.backends.loading import shared

        model, adapter = self._ids()
        threads = self.threads or cpu_threads()
        return shared(("llama.cpp", model, adapter, threads, self.requantize),
                      lambda: _load(model, adapter, threads, self.requantize, progress))

    def __call__(self, conversations: list[list[dict]], grammars: list[str | None] | None = None) -> list[Reply]:
        """One reply per conversation; ``grammars`` (GBNF text or None per conversation) constrain the replies."""
        loaded = self.load()
        grammars = grammars or [None] * len(conversations)
        with loaded.lock:
            return [self._one(loaded, messages, row, grammar)
                    for row, (messages, grammar) in enumerate(zip(conversations, grammars, strict=True))]

    def sample_until(self, messages: list[dict], accept, samples: int, grammar: str | None = None) -> list[Reply]:
        """Up to ``samples`` replies to one conversation, reply i sampled as row i of a batch of copies would be
        (seed + i), stopping at the first that ``accept`` takes: the loop breaker's early stop, since this backend
        generates a batch's rows one after another anyway."""
        loaded = self.load()
        replies: list[Reply] = []
        with loaded.lock:
            for row in range(samples):
                replies.append(self._one(loaded, messages, row, grammar))
                if accept(replies[-1]):
                    break
        return replies

    def _one(self, loaded: _Loaded, messages: list[dict], row: int = 0, grammar: str | None = None) -> Reply:
        llm = loaded.llm
        prompt = loaded.template.render(messages=messages, add_generation_prompt=True, **loaded.specials)
        tokens = llm.tokenize(prompt.encode("utf-8"), add_bos=False, special=True)
        tokens = tokens[-(N_CTX - self.max_new_tokens):]  # never overflow the context (the history is budgeted)
        reused = min(loaded.states.restore_best(llm, tokens), len(tokens) - 1)
        # row i of a batch is sampled with seed + i: copies of one conversation give different samples (the loop
        # breaker's candidates, GRPO groups), as the transformers backend's batched sampling does
        llm.set_seed((self.seed if self.seed is not None else SEED) + row)
        started, first, out = time.perf_counter(), None, []
        for token in llm.generate(tokens, temp=self.temperature, top_p=self.top_p, top_k=0, min_p=0.0,
                                  repeat_penalty=1.0, grammar=compiled(llm, grammar)):
            first = first or time.perf_counter()
            out.append(token)
            if token in loaded.stops or len(out) >= self.max_new_tokens:
                break
            if self.stop_at_action and b"\n" in llm.detokenize([token]) and reply_complete(_text(llm, out)):
                break
        ended = time.perf_counter()
        first = first or ended
        loaded.states.save(llm)
        return Reply(_text(llm, [t for t in out if t not in loaded.stops]).strip(), len(out),
                     prompt_tokens=len(tokens), prefilled=len(tokens) - max(reused, 0), prefill_s=first - started,
                     decode_s=ended - first)


def _text(llm, tokens: list[int]) -> str:
    return llm.detokenize(tokens).decode("utf-8", errors="ignore")


def _load(model: str, adapter: str | None, threads: int, requantize: bool, progress: Progress | None) -> _Loaded:
    if not available():
        raise BackendError(f"llama-cpp-python is not installed: {INSTALL_HINT}, or use the transformers backend")
    from llama_cpp import Llama

    from agent.backends.gguf_lora import gguf_adapter
    from agent.backends.loading import DEFAULT_MODEL_ID

    started = time.perf_counter()
    path = model_gguf(model, progress)
    lora = str(gguf_adapter(adapter, path, progress)) if adapter else None
    if requantize and model == DEFAULT_MODEL_ID:
        path = requantized(path, progress)
    if progress is not None:
        progress(f"loading {path.name}{' + LoRA' if lora else ''} with llama.cpp ({threads} threads)")
    try:
        with plain_weights():
            llm = Llama(model_path=str(path), lora_path=lora, n_ctx=N_CTX, n_batch=N_BATCH, n_threads=threads,
                        n_threads_batch=threads, seed=SEED, verbose=False)
    except (ValueError, RuntimeError) as error:
        raise BackendError(f"llama.cpp could not load {path}: {error}") from None
    template, specials = chat_template(llm)
    stops = {llm.token_eos()}
    end_of_turn = llm.tokenize(b"<|im_end|>", add_bos=False, special=True)
    if len(end_of_turn) == 1:  # ChatML models end a turn with this special token
        stops.add(end_of_turn[0])
    if progress is not None:
        progress(f"model ready in {time.perf_counter() - started:.1f} s")
    return _Loaded(llm, template, specials, frozenset(stops), threading.Lock(), ContextStates())


@contextlib.contextmanager
def plain_weights():
    """Load without llama.cpp's extra buffer types (weights repacked for the CPU's AMX tiles and the like): on a CPU
    with AMX (llama-cpp-python 0.3.36) the first decode with them crashes the process (a segmentation fault), with or
    without a LoRA (which cannot use them: "cannot use buft 'AMX', fallback to CPU"). ``Llama`` takes no such
    argument, so the default model parameters it starts from are patched for the load."""
    import llama_cpp.llama_cpp as native

    defaults = native.llama_model_default_params

    def plain():
        params = defaults()
        params.use_extra_bufts = False
        return params

    native.llama_model_default_params = plain
    try:
        yield
    finally:
        native.llama_model_default_params = defaults


def model_gguf(model: str, progress: Progress | None = None) -> Path:
    """The GGUF file for ``model``: the bundled default (its sha256 checked once, then remembered) or a .gguf path."""
    from agent.backends.loading import DEFAULT_MODEL_ID

    if model == DEFAULT_MODEL_ID:
        return verified_once(progress)
    path = Path(model)
    if path.suffix != ".gguf" or not path.is_file():
        raise BackendError(f"the llama.cpp backend needs a .gguf file or the offline default, not {model!r}")
    return path


def verified_once(progress: Progress | None = None) -> Path:
    """The bundled GGUF; its sha256 is checked on first use and remembered by size and mtime in the cache."""
    from envs.databases import cache_dir
    from agent.backends.loading import DEFAULT_GGUF_SHA256, default_gguf_path, verified_default_gguf

    path = default_gguf_path()
    stat = path.stat()
    seen = {"path": str(path), "size": stat.st_size, "mtime_ns": stat.st_mtime_ns, "sha256": DEFAULT_GGUF_SHA256}
    marker = cache_dir() / "models" / f"verified-{DEFAULT_GGUF_SHA256[:12]}.json"
    try:
        if json.loads(marker.read_text()) == seen:
            return path
    except (OSError, ValueError):
        pass
    try:
        verified = verified_default_gguf(progress)
    except RuntimeError as error:
        raise BackendError(str(error)) from None
    marker.parent.mkdir(parents=True, exist_ok=True)
    marker.write_text(json.dumps(seen))
    return verified


def requantized(source: Path, progress: Progress | None = None) -> Path:
    """``source`` re-quantized to REQUANTIZED_TYPE in the cache, once; remembered by size and mtime."""
    import ctypes
    import logging

    import llama_cpp

    from envs.databases import cache_dir

    target = cache_dir() / "models" / f"{source.stem}-{REQUANTIZED_TYPE}.gguf"
    marker = target.with_name(target.name + ".json")
    try:
        stat = target.stat()
        if json.loads(marker.read_text()) == {"size": stat.st_size, "mtime_ns": stat.st_mtime_ns}:
            return target
    except (OSError, ValueError):
        pass
    if progress is not None:
        progress(f"re-quantizing {source.name} to {REQUANTIZED_TYPE} for faster prompt reading (first run only, ~2 s)")
    logging.getLogger("llama-cpp-python").setLevel(logging.ERROR)  # what Llama(verbose=False) sets: no log lines
    params = llama_cpp.llama_model_quantize_default_params()
    params.ftype = getattr(llama_cpp, f"LLAMA_FTYPE_MOSTLY_{REQUANTIZED_TYPE.upper()}")
    params.allow_requantize = True
    target.parent.mkdir(parents=True, exist_ok=True)
    scratch = target.with_name(f".{target.name}.{os.getpid()}")
    if llama_cpp.llama_model_quantize(str(source).encode(), str(scratch).encode(), ctypes.byref(params)) != 0:
        scratch.unlink(missing_ok=True)
        raise BackendError(f"llama.cpp could not re-quantize {source}")
    os.replace(scratch, target)
    stat = target.stat()
    marker.write_text(json.dumps({"size": stat.st_size, "mtime_ns": stat.st_mtime_ns}))
    return target


def chat_template(llm) -> tuple[object, dict]:
    """The GGUF's chat template compiled as transformers compiles it, and the special tokens it may use."""
    from jinja2.ext import loopcontrols
    from jinja2.sandbox import ImmutableSandboxedEnvironment

    source = llm.metadata.get("tokenizer.chat_template")
    if not source:
        raise BackendError("this GGUF has no chat template (tokenizer.chat_template)")

    def raise_exception(message):
        raise ValueError(message)

    environment = ImmutableSandboxedEnvironment(trim_blocks=True, lstrip_blocks=True, extensions=[loopcontrols])
    environment.globals["raise_exception"] = raise_exception
    specials = {"bos_token": _token_text(llm, llm.token_bos()), "eos_token": _token_text(llm, llm.token_eos())}
    return environment.from_string(source), specials


def _token_text(llm, token: int) -> str:
    if token < 0:
        return ""
    return llm.detokenize([token], special=True).decode("utf-8", errors="ignore")
