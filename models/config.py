"""The training configuration: one dataclass for SFT and GRPO, read from YAML with ``key=value`` overrides.

    cfg = load_config("models/configs/sft_smollm2.yaml", ["max_steps=10", "lora_r=8"])
    python -m models.train sft --config models/configs/sft_smollm2.yaml max_steps=10 output_dir=runs/try

Unknown keys are errors (a typo must not silently train with the default); values are converted to the field's
type (``lora_targets=q_proj,v_proj`` gives a list, ``reward_weights=correctness:1.0,progress:0.3`` a dict).
"""

from __future__ import annotations

import dataclasses
import json
import typing
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import yaml

from agent.prompts import PROMPT_CONFIG_FILE
from envs.analyst.rewards import AnalystRewardWeights
from envs.index_tuning.rewards import IndexRewardWeights

MODES = ("sft", "grpo")
EPISODE_KINDS = ("analyst", "index_tuning")  # agent/kinds.py names
REPORT_TO = ("jsonl", "tensorboard", "wandb")
EVAL_TASKS = ("heldout", "validation")  # what held-out tracking evaluates on (models/tracking.py)


@dataclass
class TrainConfig:
    # ---- model
    base_model: str | None = None  # hub id or local path; None: $MODEL_ID or the offline SmolLM2-135M default
    init_adapter: str | None = None  # start from this LoRA adapter (GRPO after SFT); None: a fresh LoRA
    lora_r: int = 16  # LoRA rank: ~5 MB of adapter at r=16 on the top layers of a 135M model
    lora_alpha: int = 32  # LoRA scale = alpha / r; 2x rank is the usual choice
    lora_dropout: float = 0.05  # regularisation on the LoRA input; small data, so a little
    lora_targets: list[str] = field(default_factory=lambda: ["q_proj", "k_proj", "v_proj", "o_proj", "gate_proj",
                                                              "up_proj", "down_proj"])  # every linear layer of a block
    lora_top_layers: int | None = None  # LoRA on the top N blocks only: backward stops there (CPU: ~40% cheaper)
    bf16: bool = True  # bf16 autocast: ~1.5x faster on a CPU with native bf16, the norm on GPUs
    # ---- optimisation
    learning_rate: float = 2e-4  # LoRA on a small model tolerates a high rate; GRPO uses ~1e-5
    warmup_steps: int = 5  # optimizer steps of linear warm-up
    max_steps: int = 100  # optimizer steps in all (the run can stop earlier: early stopping, wall budget)
    batch_size: int = 2  # sequences per forward pass (SFT: packed episodes; GRPO: episodes, dividing a step's)
    grad_accum: int = 2  # forward passes per optimizer step
    max_seq_tokens: int = 2048  # longer SFT sequences are dropped (a 4-table episode is ~1,400 tokens)
    weight_decay: float = 0.0  # none: LoRA deltas start at zero and the run is short
    max_wall_minutes: float | None = None  # stop (and save) after this much wall time; None: no limit
    # ---- data (SFT)
    repair_fraction: float = 0.35  # share of train tasks that also get a recovery episode (analyst: typo, error, fix;
    # index tuning: the demonstration opens with a harmful index and its drop)
    synthetic: bool = True  # add generated questions on the train databases (envs/analyst/generate.py)
    factory_databases: int = 0  # factory databases of the training domains whose generated questions are added
    factory_start: int = 0  # their first seed: a later stage starts past an earlier one's to see new databases
    renamed_copies: int = 0  # renamed copies of every source database (same tasks, other table/column names)
    glossary_share: float = 0.0  # episodes played with their database's glossary on (built-in or a renamed copy's)
    blind_repeats: int = 0  # passes over the train blind trials' hand-written questions (envs/blind); 0: none
    tasks_per_database: int = 0  # generated tasks kept per factory database (0: all ~60): more databases, fewer each
    max_describes: int = 3  # tables an expert episode describes before querying (keeps episodes within 6 steps)
    prompt_example: bool = True  # prompts open with the demonstration episode; off halves them (saved with the adapter)
    observation_mode: str = "explore"  # "explore" (table names first) or "schema" (columns too): saved with the adapter
    context_chars: int | None = None  # the prompt's history budget (PromptConfig.context_chars); None: its default
    # ---- data of index_tuning runs (SFT: models/index_sft_data.py; GRPO plays the same scenarios)
    index_scenarios: int = 0  # factory scenarios of the training domains (SFT: demonstrated by the rule advisor)
    index_start: int = 0  # their first factory seed
    # ---- rollouts (GRPO)
    episode_kind: str = "analyst"  # which environment episodes are played in
    task_split: str = "train"  # tasks trained on: "train" (never the held-out databases)
    task_difficulties: list[str] = field(default_factory=lambda: ["easy", "medium", "hard"])  # GRPO task pool
    prompts_per_step: int = 2  # tasks per GRPO step (each played num_generations times: one group per task)
    num_generations: int = 4  # episodes per task: the group whose rewards are compared
    max_new_tokens: int = 96  # tokens per action (a 3-table join is ~80)
    max_completion_tokens: int = 1024  # one whole episode after its first prompt: replies + observations
    max_episode_steps: int = 6  # env step budget per training episode
    temperature: float = 0.8  # sampling temperature of rollouts: groups need different episodes
    top_p: float = 1.0  # nucleus sampling of rollouts
    kl_beta: float = 0.0  # KL penalty to the reference model; 0 skips the reference model (half the memory)
    reward_weights: dict[str, float] | None = None  # the env's reward weight overrides, e.g. {"correctness": 1.0}
    # ---- held-out tracking
    eval_every: int = 0  # optimizer steps between held-out evaluations; 0: only at the end
    eval_limit: int = 12  # held-out tasks per tracking evaluation (a fixed seeded subset, for speed)
    eval_tasks: str = "heldout"  # tracked on: "heldout" (the built-in held-out databases) or "validation" (factory
    #   databases of held-out domains that no reported figure uses: choices never see the test sets)
    eval_seed: int = 0  # seed of that subset (agent.evaluate's --seed)
    eval_max_steps: int = 6  # env steps per tracking episode
    eval_batch_size: int = 8  # episodes stepped together in tracking evaluations
    early_stop_patience: int = 2  # evaluations without a better held-out accuracy before stopping; 0: never
    # ---- bookkeeping
    seed: int = 0  # data order, LoRA init, sampling
    output_dir: str = "runs/sft"  # checkpoints, metrics.jsonl, best/ and final/ adapters
    save_every: int = 10  # optimizer steps between checkpoints (resume picks up the latest)
    resume: bool = True  # continue from the latest checkpoint in output_dir when there is one
    report_to: list[str] = field(default_factory=lambda: ["jsonl"])  # add "tensorboard"/"wandb" if installed
    logging_steps: int = 1  # optimizer steps between log lines

    def validate(self) -> "TrainConfig":
        if self.episode_kind not in EPISODE_KINDS:
            raise ValueError(f"episode_kind must be one of {EPISODE_KINDS}, got {self.episode_kind!r}")
        if self.episode_kind == "index_tuning" and self.index_scenarios < 1:
            raise ValueError("index_tuning runs need index_scenarios >= 1 (the demonstrations' scenarios)")
        if self.observation_mode not in ("explore", "schema"):
            raise ValueError(f"observation_mode must be 'explore' or 'schema', got {self.observation_mode!r}")
        if self.eval_tasks not in EVAL_TASKS:
            raise ValueError(f"eval_tasks must be one of {EVAL_TASKS}, got {self.eval_tasks!r}")
        if self.task_split != "train":
            raise ValueError("task_split must be 'train': the held-out databases are for evaluation only")
        if self.num_generations < 2:
            raise ValueError("num_generations must be >= 2: GRPO compares episodes within a group")
        if self.max_steps < 1 or self.batch_size < 1 or self.grad_accum < 1:
            raise ValueError("max_steps, batch_size and grad_accum must be positive")
        unknown = set(self.report_to) - set(REPORT_TO)
        if unknown:
            raise ValueError(f"report_to: unknown {sorted(unknown)}; choose from {REPORT_TO}")
        if self.reward_weights is not None:
            try:
                weights = IndexRewardWeights if self.episode_kind == "index_tuning" else AnalystRewardWeights
                weights.from_dict(self.reward_weights)
            except ValueError as error:
                raise ValueError(f"reward_weights: {error}") from None
        return self

    def prompt_config(self):
        """The agent's prompt settings this run trains with (agent/prompts.py), saved beside every adapter."""
        from agent.prompts import PromptConfig

        config = PromptConfig(example=self.prompt_example, mode=self.observation_mode)
        return config if self.context_chars is None else dataclasses.replace(config, context_chars=self.context_chars)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    def save(self, path: str | Path) -> Path:
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(yaml.safe_dump(self.to_dict(), sort_keys=False))
        return path


def _convert(value: Any, annotation: Any) -> Any:
    """Convert a YAML value or an override string to the field's declared type."""
    if isinstance(annotation, str):
        annotation = eval(annotation, vars(typing), {})  # "int | None" under postponed annotations
    args = typing.get_args(annotation)
    origin = typing.get_origin(annotation)
    if value is None or (isinstance(value, str) and value.strip().lower() in ("none", "null", "")):
        if type(None) in args:
            return None
        if isinstance(value, str) and origin is list:
            return []
    if args and type(None) in args:  # Optional[X]
        inner = [a for a in args if a is not type(None)]
        return _convert(value, inner[0])
    if origin is list:
        items = value if isinstance(value, list) else [v for v in str(value).split(",") if v.strip()]
        return [_convert(v.strip() if isinstance(v, str) else v, args[0]) for v in items]
    if origin is dict:
        if isinstance(value, dict):
            return {str(k): float(v) for k, v in value.items()}
        text = str(value).strip()
        if text.startswith("{"):
            return {str(k): float(v) for k, v in json.loads(text).items()}
        pairs = [p.split(":", 1) for p in text.split(",") if p.strip()]
        return {k.strip(): float(v) for k, v in pairs}
    if annotation is bool:
        if isinstance(value, bool):
            return value
        lowered = str(value).strip().lower()
        if lowered not in ("true", "false", "1", "0", "yes", "no"):
            raise ValueError(f"expected a boolean, got {value!r}")
        return lowered in ("true", "1", "yes")
    if annotation in (int, float, str):
        return annotation(value)
    return value


def apply_overrides(config: TrainConfig, values: dict[str, Any]) -> TrainConfig:
    fields = {f.name: f for f in dataclasses.fields(TrainConfig)}
    changes = {}
    for key, value in values.items():
        if key not in fields:
            raise ValueError(f"unknown config key {key!r}; known: {', '.join(fields)}")
        changes[key] = _convert(value, fields[key].type)
    return dataclasses.replace(config, **changes)


def parse_overrides(items: list[str]) -> dict[str, str]:
    out = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            raise ValueError(f"override {item!r} is not key=value")
        out[key.strip()] = value.strip()
    return out


def load_config(path: str | Path | None = None, overrides: list[str] | None = None) -> TrainConfig:
    """Defaults, then the YAML file, then ``key=value`` overrides; validated."""
    config = TrainConfig()
    if path is not None:
        data = yaml.safe_load(Path(path).read_text()) or {}
        if not isinstance(data, dict):
            raise ValueError(f"{path}: expected a mapping of config keys")
        config = apply_overrides(config, data)
    config = apply_overrides(config, parse_overrides(overrides or []))
    return config.validate()


def adapter_kinds(adapter: str | Path) -> set[str]:
    """The episode kinds an adapter was trained on ("analyst", "index_tuning"), as its saved prompt settings name
    them; empty when it has none (an adapter from elsewhere)."""
    try:
        saved = json.loads((Path(adapter) / PROMPT_CONFIG_FILE).read_text())
    except (OSError, ValueError):
        return set()
    return set(saved) if isinstance(saved, dict) else set()


def plays_kind(kinds: set[str] | list[str], kind: str) -> bool:
    """Whether an adapter trained on ``kinds`` (``adapter_kinds``) should play ``kind`` episodes: the kinds it was
    trained on; one that says nothing counts as an analyst's (the kind every adapter was before index tuning)."""
    return kind in kinds if kinds else kind == "analyst"


def check_adapter_kind(adapter: str | Path, kind: str) -> None:
    """Refuse to continue an adapter trained on the other kind of episode (an analyst adapter picked for an
    index-tuning run, say): its saved prompt settings name the kinds it was trained on. No settings: allowed."""
    trained = adapter_kinds(adapter)
    if trained and kind not in trained:
        raise ValueError(f"init_adapter {adapter} was trained on {', '.join(sorted(trained))} episodes, not {kind}: "
                         f"start a {kind} run from a {kind} adapter (or init_adapter=none)")
