"""models/portable_sft.py: pack real expert episodes, train LoRA on the pack with the plain loop, and turn the saved
weights into an adapter that loads like any other; on the tiny offline model of tests/test_train_tiny.py."""

from __future__ import annotations

import json
import random

import pytest

from models import portable_sft
from tests.test_train_tiny import tiny_config, tiny_env_tasks, tiny_model  # noqa: F401 (fixtures)


def test_length_batches_cover_every_sequence_once_within_the_budget():
    rng = random.Random(0)
    lengths = [rng.randrange(50, 900) for _ in range(300)]
    batches = portable_sft.length_batches(lengths, 4_000, random.Random(1))
    assert sorted(i for b in batches for i in b) == list(range(300))
    assert all(max(lengths[i] for i in b) * len(b) <= 4_000 for b in batches)
    assert portable_sft.length_batches([5_000], 4_000, rng) == [[0]]  # one over the budget still trains alone


def test_shards_stay_under_the_size_limit_and_keep_every_tensor(tmp_path):
    import torch
    from safetensors.torch import load_file

    weights = {f"w{k}": torch.ones(1000, dtype=torch.float16) for k in range(10)}  # 2,000 bytes each
    names = portable_sft.save_shards(weights, tmp_path, "step-3", max_bytes=5_000)
    assert names == ["step-3-1.safetensors", "step-3-2.safetensors", "step-3-3.safetensors", "step-3-4.safetensors",
                     "step-3-5.safetensors"]
    loaded = {k: v for name in names for k, v in load_file(tmp_path / name).items()}
    assert loaded.keys() == weights.keys()


def test_learning_rate_warms_up_then_decays_to_zero():
    rates = [portable_sft.lr_at(step, 100, 10, 1e-3) for step in range(101)]
    assert rates[0] == pytest.approx(1e-4) and rates[9] == pytest.approx(1e-3)
    assert all(a >= b for a, b in zip(rates[10:], rates[11:])) and rates[100] == pytest.approx(0.0)


def test_pack_refuses_lora_on_the_top_blocks_only(tiny_model, tmp_path):  # noqa: F811
    with pytest.raises(ValueError, match="every block"):
        portable_sft.pack(tiny_config(tiny_model, tmp_path / "run", lora_top_layers=1), tmp_path / "pack")


def test_pack_train_adapter_end_to_end(tiny_model, tiny_env_tasks, tmp_path, monkeypatch):  # noqa: F811
    from models import tracking
    from agent.backends.loading import clear_cache, load_model
    from agent.prompts import PromptConfig, load_prompt_config

    monkeypatch.setattr(tracking, "validation_subset", lambda limit, seed: list(tiny_env_tasks)[:limit])
    cfg = tiny_config(tiny_model, tmp_path / "run", prompt_example=False, observation_mode="schema",
                      repair_fraction=0.0, lora_targets=["q_proj", "v_proj"], learning_rate=1e-3)
    pack_dir = portable_sft.pack(cfg, tmp_path / "pack", validation_tasks=2)
    plan = json.loads((pack_dir / portable_sft.PLAN_FILE).read_text())
    assert plan["counts"]["sequences"] > 0 and plan["counts"]["validation_sequences"] > 0
    train_set = portable_sft.load_sequences(pack_dir, "train")
    assert all(int(mask.sum()) > 0 for _, mask in train_set)  # every sequence trains its actions

    out = tmp_path / "out"
    portable_sft.train(pack_dir, tiny_model, out, minutes=5, saves=2, batch_tokens=4_096, epochs=8, timing_steps=4)
    events = [json.loads(line) for line in (out / portable_sft.LOG_FILE).read_text().splitlines()]
    saves = [e for e in events if e["event"] == "save"]
    assert len(saves) == 2 and all(e["val_loss"] > 0 for e in saves)
    losses = [e["loss"] for e in events if e["event"] == "log"]
    assert losses[-1] < losses[0] and saves[1]["val_loss"] < saves[0]["val_loss"]  # it learns the tiny episodes

    adapter = portable_sft.adapter([out / f for f in saves[-1]["files"]], pack_dir, tmp_path / "adapter")
    assert load_prompt_config(adapter, "analyst") == PromptConfig(example=False, mode="schema")
    assert json.loads((adapter / "adapter_config.json").read_text())["base_model_name_or_path"] == str(tiny_model)
    record = json.loads((adapter / portable_sft.TRAINING_FILE).read_text())
    assert record["hardware"] == "cpu" and record["step"] == saves[-1]["step"] and record["seconds"] > 0
    clear_cache()
    loaded = load_model(str(tiny_model), str(adapter), device="cpu")
    assert loaded.adapter_id == str(adapter)
    clear_cache()


def test_the_step_count_fits_the_time_left():
    assert portable_sft.fit_steps(step=50, pace=0.5, seconds_left=100, planned=10_000) == 250
    assert portable_sft.fit_steps(step=50, pace=0.25, seconds_left=100, planned=10_000) == 450  # faster: more steps
    assert portable_sft.fit_steps(step=50, pace=0.5, seconds_left=100, planned=120) == 120  # never past the passes asked
    assert portable_sft.fit_steps(step=50, pace=0.5, seconds_left=-5, planned=10_000) == 51  # out of time: end now
