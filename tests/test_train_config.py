"""TrainConfig: YAML + key=value overrides, typed conversion, refusals.

    python -m pytest tests/test_train_config.py -q
"""

from __future__ import annotations

from pathlib import Path

import pytest

from models.config import TrainConfig, load_config

CONFIGS = Path(__file__).resolve().parent.parent / "models" / "configs"


@pytest.mark.parametrize("override, field, expected", [
    ("max_steps=7", "max_steps", 7),
    ("learning_rate=1e-5", "learning_rate", 1e-5),
    ("bf16=false", "bf16", False),
    ("init_adapter=none", "init_adapter", None),
    ("init_adapter=runs/sft/best", "init_adapter", "runs/sft/best"),
    ("lora_top_layers=12", "lora_top_layers", 12),
    ("lora_targets=q_proj,v_proj", "lora_targets", ["q_proj", "v_proj"]),
    ("reward_weights=correctness:1.0,progress:0.5", "reward_weights", {"correctness": 1.0, "progress": 0.5}),
    ('reward_weights={"step_cost": 0.01}', "reward_weights", {"step_cost": 0.01}),
])
def test_overrides_are_typed(override, field, expected):
    assert getattr(load_config(None, [override]), field) == expected


@pytest.mark.parametrize("override, message", [
    ("max_stpes=3", "unknown config key"),
    ("bf16=maybe", "boolean"),
    ("task_split=heldout", "held-out"),
    ("num_generations=1", "num_generations"),
    ("max_steps", "key=value"),
    ("report_to=tensorboard,mlflow", "report_to"),
    ("observation_mode=full", "observation_mode"),
    ("eval_tasks=test", "eval_tasks"),
    ("reward_weights=corectness:1.0", "reward_weights: .*'corectness'.*valid: execution, new_information"),
])
def test_bad_overrides_are_refused(override, message):
    with pytest.raises(ValueError, match=message):
        load_config(None, [override])


def test_yaml_then_overrides_and_roundtrip(tmp_path):
    path = tmp_path / "c.yaml"
    path.write_text("max_steps: 12\nlora_r: 8\noutput_dir: runs/x\n")
    cfg = load_config(path, ["lora_r=4"])
    assert (cfg.max_steps, cfg.lora_r, cfg.output_dir) == (12, 4, "runs/x")
    saved = cfg.save(tmp_path / "out" / "train_config.yaml")
    assert load_config(saved) == cfg


@pytest.mark.parametrize("name", sorted(p.name for p in CONFIGS.glob("*.yaml")))
def test_shipped_configs_load(name):
    assert isinstance(load_config(CONFIGS / name), TrainConfig)


def test_every_field_is_commented():
    """Each field of the dataclass carries a comment with its unit or reason (house style)."""
    source = (Path(__file__).resolve().parent.parent / "models" / "config.py").read_text()
    body = source.split("class TrainConfig:")[1].split("def validate")[0]
    fields = [line for line in body.splitlines() if ": " in line and "=" in line and not line.strip().startswith("#")]
    assert fields and all("#" in line for line in fields if "field(default_factory" not in line or "#" in line)


def test_cli_overrides_may_follow_the_config_file():
    from models.train import parse_command

    config = str(CONFIGS / "sft_smollm2.yaml")
    mode, cfg = parse_command(["sft", "--config", config, "max_steps=3", "output_dir=runs/try"])
    assert mode == "sft" and cfg.max_steps == 3 and cfg.output_dir == "runs/try" and not cfg.prompt_example
    assert parse_command(["grpo", "max_steps=2", "--config", config])[1].max_steps == 2
    with pytest.raises(ValueError, match="unknown config key"):
        parse_command(["sft", "--config", config, "max_stepz=3"])


def test_validation_tracking_uses_held_out_domains_but_not_the_reported_databases(monkeypatch, tmp_path):
    from envs import synth
    from models.tracking import VALIDATION_DATABASES, tracking_tasks

    monkeypatch.setenv("SQL_STUDIO_CACHE", str(tmp_path))
    monkeypatch.setattr("models.tracking.VALIDATION_DATABASES", 2)
    cfg = load_config(None, ["eval_tasks=validation", "eval_limit=5", "eval_seed=1"])
    tasks = tracking_tasks(cfg)
    assert len(tasks) == 5 and tasks == tracking_tasks(cfg)  # a fixed subset
    assert all(synth.domain_of(synth.seed_of(t.db)) in synth.HELDOUT_DOMAINS for t in tasks)
    reported = {synth.database_name(seed) for seed in synth.seeds("heldout", 500)}  # what --synth heldout draws
    assert not reported & {t.db for t in tasks}
    assert VALIDATION_DATABASES >= 2
    from envs.analyst.task_sets import factory_tasks  # what `agent.evaluate --synth validation` evaluates

    assert {t.task_id for t in tasks} <= {t.task_id for t in factory_tasks("validation", 2, 1, seed=1)}
