"""Generation backends for the LLM agent, behind one interface (agent/backends/base.py: conversations -> Replies).

    from agent.backends import make_generator
    generator = make_generator("auto")              # llama.cpp on a CPU when installed and the model is a GGUF
    generator = make_generator("openai", model="qwen2.5-7b", base_url="http://127.0.0.1:8000/v1")
    policy = LLMPolicy(generator)                   # agent/llm_policy.py: one policy class for every backend

  transformers  the shared torch model (agent/backends/loading.py): training, GPUs, any hub model; keys/values kept between
                an episode's steps (agent/backends/transformers_backend.py)
  llama.cpp     llama-cpp-python on a GGUF (the offline default's own file), the adapter as a GGUF LoRA: the fast
                CPU path (agent/backends/llama_cpp_backend.py)
  openai        any OpenAI-compatible chat endpoint (agent/backends/openai_backend.py)
  auto          llama.cpp when it can serve the model (a GGUF model, no GPU, llama-cpp-python installed), else
                transformers; when only the package is missing it says so in one line

Which is faster where: ``python -m bench llm`` measures them side by side on the same episodes.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from agent.backends.base import BackendError, Generator, Progress, Reply, describe, load_generator, stderr_progress

BACKENDS = ("auto", "transformers", "llama.cpp", "openai")  # what --backend / $SQL_STUDIO_BACKEND accept
BACKEND_ENV = "SQL_STUDIO_BACKEND"  # the local backend when no --backend is given (the CLIs, the app, the server)
NVIDIA_DRIVER = Path("/proc/driver/nvidia/version")  # present on Linux with an NVIDIA GPU (checked without torch)
FALLBACK_NOTICE = ("llama-cpp-python is not installed: using the transformers backend (slower on a CPU; "
                   "pip install llama-cpp-python==0.3.36 for the fast path)")

__all__ = ["BACKENDS", "BACKEND_ENV", "BackendError", "Generator", "Progress", "Reply", "choose_backend",
           "default_backend", "describe", "load_generator", "make_generator", "stderr_progress"]


def default_backend() -> str:
    """$SQL_STUDIO_BACKEND when set, else "auto": the default of every --backend option."""
    return os.environ.get(BACKEND_ENV, "").strip() or "auto"


def gpu_present() -> bool:
    """Whether a GPU will run the model (then transformers is the backend): ZeroGPU, or CUDA."""
    if os.environ.get("SPACES_ZERO_GPU"):
        return True
    if "torch" in sys.modules:  # already imported: ask it
        return bool(sys.modules["torch"].cuda.is_available())
    return NVIDIA_DRIVER.exists()


def choose_backend(backend: str = "auto", model: str | None = None) -> tuple[str, str | None]:
    """(the backend to use, a one-line notice or None); "auto" picks llama.cpp where it can serve the model."""
    from agent.backends.llama_cpp_backend import available
    from agent.backends.loading import DEFAULT_MODEL_ID, resolve_model_id

    if backend not in BACKENDS:
        raise ValueError(f"no backend named {backend!r}; use one of {', '.join(BACKENDS)}")
    if backend != "auto":
        return backend, None
    model = resolve_model_id(model)
    if not (model == DEFAULT_MODEL_ID or model.endswith(".gguf")) or gpu_present():
        return "transformers", None
    if not available():
        return "transformers", FALLBACK_NOTICE
    return "llama.cpp", None


def make_generator(backend: str = "auto", model: str | None = None, adapter: str | None = None,
                   temperature: float = 0.0, max_new_tokens: int | None = None, base_url: str | None = None,
                   api_key: str | None = None, notify: Progress | None = None) -> Generator:
    """A generator for ``backend``; nothing is loaded yet (``load_generator`` or the first call loads).

    ``model``: a hub id, folder or .gguf for the local backends, the endpoint's model name for openai.
    ``notify`` receives the fallback notice when "auto" cannot use llama.cpp for want of the package."""
    chosen, notice = choose_backend(backend, None if backend == "openai" else model)
    if notice and notify is not None:
        notify(notice)
    options = {"temperature": temperature}
    if max_new_tokens:
        options["max_new_tokens"] = max_new_tokens
    if chosen == "openai":
        from agent.backends.openai_backend import OpenAIGenerator

        return OpenAIGenerator(base_url=base_url, model=model, api_key=api_key, **options)
    if chosen == "llama.cpp":
        from agent.backends.llama_cpp_backend import LlamaCppGenerator

        return LlamaCppGenerator(model_id=model, adapter_id=adapter, **options)
    from agent.backends.transformers_backend import ModelGenerator

    return ModelGenerator(model_id=model, adapter_id=adapter, **options)
