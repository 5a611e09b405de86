"""What SFT and GRPO runs share: loading the base + LoRA, the JSONL metrics log, held-out tracking, checkpoints.

Held-out tracking: every ``eval_every`` optimizer steps (and at the end) the current adapter is saved and evaluated
with the eval CLI's own code (agent.evaluate.analyst_policy / evaluate_analyst), in the run's observation mode, on a
fixed seeded subset of the held-out databases (the same subset ``python -m agent.evaluate --split heldout --limit N
--seed S`` draws) or, with ``eval_tasks: validation``, of factory databases of held-out domains that no reported
figure uses (so no test set drives a choice). The best
adapter so far is copied to ``<output_dir>/best``; after ``early_stop_patience`` evaluations without improvement the
run stops (training accuracy rising while held-out falls is over-memorisation).

Metrics log (``<output_dir>/metrics.jsonl``, one JSON object a line, read by models/jobs.py and models/progress.py):
    {"event": "phase", "phase": "model"|"data"}    {"event": "start", "mode", "total_steps", "start_step", "evaluations"}
    {"event": "log", "step", "total", "elapsed_s", "step_s", "eta_s", "loss", ...}    (step_s: evaluations excluded)
    {"event": "eval_start", "step", "n"}    {"event": "eval_progress", "step", "done", "n"}
    {"event": "heldout", "step", "accuracy", "by_difficulty", "best_step", "seconds"}    {"event": "done", "adapter", ...}
Each evaluation's full report (agent.evaluate's JSON plus a "meta" description) travels with the adapter it scored:
``best/eval/tracking.json``, which the Results tab and the Train tab's adapter list read (agent/reports.py).
"""

from __future__ import annotations

import json
import random
import shutil
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from transformers import TrainerCallback

from agent.prompts import save_prompt_config
from models.config import TrainConfig, check_adapter_kind

METRICS_FILE = "metrics.jsonl"
BEST_DIR = "best"  # the adapter with the best held-out accuracy so far
FINAL_DIR = "final"  # the adapter at the last step
SUMMARY_FILE = "summary.json"
TRACKING_REPORT = Path("eval") / "tracking.json"  # inside an evaluated adapter folder (agent/reports.py reads it)


class JsonlLogger:
    """Append-only JSONL metrics; every line carries a wall-clock time."""

    def __init__(self, path: str | Path):
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)

    def write(self, **record: Any) -> dict:
        record = {"time": round(time.time(), 2), **record}
        with self.path.open("a") as handle:
            handle.write(json.dumps(record, default=str) + "\n")
        return record


def base_source(cfg: TrainConfig) -> str:
    """The folder or hub id the base weights load from (the converted offline default when none is set)."""
    from agent.backends.loading import DEFAULT_MODEL_ID, default_model_dir, resolve_model_id

    model_id = resolve_model_id(cfg.base_model)
    return str(default_model_dir()) if model_id == DEFAULT_MODEL_ID else model_id


def load_base(cfg: TrainConfig):
    """The trainable model (fp32 weights; bf16 comes from autocast) and its tokenizer; ``init_adapter`` loaded."""
    from transformers import AutoModelForCausalLM, AutoTokenizer

    source = base_source(cfg)
    tokenizer = AutoTokenizer.from_pretrained(source)
    if tokenizer.pad_token is None:
        tokenizer.pad_token = tokenizer.eos_token
    model = AutoModelForCausalLM.from_pretrained(source)
    if cfg.init_adapter:
        from peft import PeftModel

        check_adapter_kind(cfg.init_adapter, cfg.episode_kind)
        model = PeftModel.from_pretrained(model, cfg.init_adapter, is_trainable=True)
    return model, tokenizer


@dataclass
class Run:
    """What every training run starts with: its folder (config saved), its metrics log, the clock and the model."""

    out: Path
    log: JsonlLogger
    started: float
    model: Any
    tokenizer: Any


def start_run(cfg: TrainConfig) -> Run:
    out = Path(cfg.output_dir)
    out.mkdir(parents=True, exist_ok=True)
    cfg.save(out / "train_config.yaml")
    log = JsonlLogger(out / "metrics.jsonl")
    started = time.time()
    log.write(event="phase", phase="model")  # the first record of every run (models/progress.py)
    model, tokenizer = load_base(cfg)
    return Run(out, log, started, model, tokenizer)


def lora_config(cfg: TrainConfig, model):
    from peft import LoraConfig

    layers = None
    if cfg.lora_top_layers:
        total = model.config.num_hidden_layers
        layers = list(range(max(0, total - cfg.lora_top_layers), total))
    return LoraConfig(r=cfg.lora_r, lora_alpha=cfg.lora_alpha, lora_dropout=cfg.lora_dropout,
                      target_modules=list(cfg.lora_targets), layers_to_transform=layers, task_type="CAUSAL_LM")


def latest_checkpoint(output_dir: str | Path) -> Path | None:
    found = [p for p in Path(output_dir).glob("checkpoint-*") if p.name.split("-")[-1].isdigit()]
    return max(found, key=lambda p: int(p.name.split("-")[-1])) if found else None


def planned_evaluations(cfg: TrainConfig, start_step: int = 0) -> list[int]:
    """The optimizer steps HeldoutTracker will evaluate at (fewer if the run stops early): the starting adapter
    (step 0), every ``eval_every`` steps, and the last step."""
    steps = [0] if cfg.init_adapter and cfg.eval_every and start_step == 0 else []
    if cfg.eval_every:
        first = (start_step // cfg.eval_every + 1) * cfg.eval_every
        steps += list(range(first, cfg.max_steps + 1, cfg.eval_every))
    return steps if cfg.max_steps in steps else steps + [cfg.max_steps]


def start_record(cfg: TrainConfig, resume: Path | None) -> dict:
    """The "start" event's fields: what the run will do, so progress can be measured against it."""
    start_step = int(resume.name.split("-")[-1]) if resume else 0
    return {"total_steps": cfg.max_steps, "start_step": start_step, "resume_from": str(resume) if resume else None,
            "evaluations": planned_evaluations(cfg, start_step),
            "eval_n": cfg.eval_limit or None}  # episodes per evaluation (eval_start says exactly; 0: every task)


def heldout_subset(limit: int, seed: int):
    """The seeded held-out subset agent.evaluate uses for ``--split heldout --limit N --seed S``."""
    from envs.analyst.tasks import select_tasks

    tasks = select_tasks("heldout")
    return random.Random(seed).sample(tasks, limit) if limit and limit < len(tasks) else tasks


VALIDATION_DATABASES = 12


def validation_subset(limit: int, seed: int):
    """``limit`` generated questions over factory databases of held-out domains kept for validation: the domains no
    training sees, but not the databases of ``agent.evaluate --synth heldout`` (seeds from 0)."""
    from envs.analyst.task_sets import factory_tasks

    per_difficulty = max(1, -(-limit // (3 * VALIDATION_DATABASES)))
    tasks = factory_tasks("validation", VALIDATION_DATABASES, per_difficulty, seed)
    return random.Random(seed).sample(tasks, limit) if limit and limit < len(tasks) else tasks


def index_validation_scenarios(limit: int):
    """``limit`` index-tuning scenarios from validation factory databases of held-out domains (never reported)."""
    from envs.analyst.task_sets import VALIDATION_SEEDS_FROM
    from envs.index_tuning.synth import synth_scenarios

    return synth_scenarios("heldout", limit, VALIDATION_SEEDS_FROM)


def tracking_tasks(cfg: TrainConfig):
    """The tasks (index tuning: scenarios) held-out tracking evaluates on (``cfg.eval_tasks``)."""
    if cfg.episode_kind == "index_tuning":
        return index_validation_scenarios(cfg.eval_limit)
    if cfg.eval_tasks == "validation":
        return validation_subset(cfg.eval_limit, cfg.eval_seed)
    return heldout_subset(cfg.eval_limit, cfg.eval_seed)


def evaluate_adapter(cfg: TrainConfig, adapter: str | Path, tasks=None, on_episode=None) -> dict:
    """Held-out accuracy of a saved adapter with the eval CLI's code (greedy, batched); ``on_episode(done)`` after
    each finished episode. Index tuning: one episode per scenario, and "accuracy" is the mean share of the workload's
    cost removed (mean reduction / 100)."""
    from agent.evaluate import analyst_policy, evaluate_analyst
    from agent.backends.loading import clear_cache

    if cfg.episode_kind == "index_tuning":
        from agent.index_eval import evaluate_index

        try:
            report = evaluate_index("llm", model=cfg.base_model, adapter=str(adapter), backend="transformers",
                                    scenarios=tasks if tasks is not None else tracking_tasks(cfg), search="off",
                                    max_steps=cfg.eval_max_steps)
        finally:
            clear_cache()
        report["overall"]["accuracy"] = round(report["overall"]["mean_reduction_pct"] / 100, 4)
        report["by_difficulty"] = {}
        return report

    # the training process already holds torch and the base model: evaluate on the same transformers path
    policy = analyst_policy("llm", cfg.base_model, str(adapter), 0.0, cfg.max_new_tokens, backend="transformers")
    try:
        return evaluate_analyst(policy, tasks if tasks is not None else tracking_tasks(cfg),
                                max_steps=cfg.eval_max_steps, seed=cfg.eval_seed, progress=False,
                                batch_size=cfg.eval_batch_size, mode=cfg.observation_mode, on_episode=on_episode)
    finally:
        clear_cache()  # the next evaluation loads the newer adapter


class MetricsCallback(TrainerCallback):
    """Trainer logs -> JSONL with step/total, elapsed, seconds per step and the steps' ETA; stops the run at the
    wall-time budget. A step is timed from its start to its end (rollouts included, evaluations not: HeldoutTracker
    runs after this callback), so the ETA of the steps left does not absorb evaluation time."""

    def __init__(self, cfg: TrainConfig, log: JsonlLogger, mode: str):
        self.cfg, self.log, self.mode = cfg, log, mode
        self.started = time.time()
        self.step_started: float | None = None
        self.step_seconds, self.steps_timed = 0.0, 0

    def on_step_begin(self, args, state, control, **kwargs):
        self.step_started = time.time()

    def on_log(self, args, state, control, logs=None, **kwargs):
        elapsed = time.time() - self.started
        step_s = self.step_seconds / self.steps_timed if self.steps_timed else None
        eta = step_s * max(0, state.max_steps - state.global_step) if step_s else None
        values = {k: (round(v, 6) if isinstance(v, float) else v) for k, v in (logs or {}).items()}
        self.log.write(event="log", mode=self.mode, step=state.global_step, total=state.max_steps,
                       elapsed_s=round(elapsed, 1), step_s=None if step_s is None else round(step_s, 2),
                       eta_s=None if eta is None else round(eta, 1), **values)

    def on_save(self, args, state, control, **kwargs):
        checkpoint = Path(args.output_dir) / f"checkpoint-{state.global_step}"
        if checkpoint.is_dir():  # a checkpoint loads as an adapter too: it prompts as the run does
            save_prompt_config(self.cfg.prompt_config(), self.cfg.episode_kind, checkpoint)

    def on_step_end(self, args, state, control, **kwargs):
        if self.step_started is not None:
            self.step_seconds += time.time() - self.step_started
            self.steps_timed += 1
            self.step_started = None
        budget = self.cfg.max_wall_minutes
        if budget and time.time() - self.started > budget * 60:
            self.log.write(event="wall_budget", step=state.global_step, minutes=budget)
            control.should_training_stop = True
            control.should_save = True


class HeldoutTracker(TrainerCallback):
    """Every ``eval_every`` steps and at the end: held-out accuracy, best adapter kept, early stopping."""

    def __init__(self, cfg: TrainConfig, log: JsonlLogger):
        self.cfg, self.log = cfg, log
        self.out = Path(cfg.output_dir)
        # -inf, not -1: an index run's "accuracy" is its mean cost reduction, which can fall below -100%
        self.best_accuracy, self.best_reward, self.best_step, self.bad = float("-inf"), float("-inf"), None, 0
        self.evaluated: set[int] = set()
        previous = self.out / SUMMARY_FILE
        if previous.exists():  # a resumed run keeps its best so far
            data = json.loads(previous.read_text())
            self.best_accuracy, self.best_step = data.get("best_accuracy", float("-inf")), data.get("best_step")
            self.best_reward = data.get("best_reward", float("-inf"))

    def evaluate(self, model, step: int) -> dict:
        scratch = self.out / f"eval-step-{step}"
        save_adapter(self.cfg, model, scratch)
        started = time.time()
        tasks = tracking_tasks(self.cfg)
        self.log.write(event="eval_start", step=step, n=len(tasks))
        result = evaluate_adapter(self.cfg, scratch, tasks, on_episode=lambda done: self.log.write(
            event="eval_progress", step=step, done=done, n=len(tasks)))
        seconds = round(time.time() - started, 1)
        result["meta"] = {"step": step, "tasks": self.cfg.eval_tasks, "limit": self.cfg.eval_limit,
                          "seed": self.cfg.eval_seed, "mode": self.cfg.observation_mode,
                          "base_model": self.cfg.base_model, "seconds": seconds}
        (scratch / TRACKING_REPORT).parent.mkdir(parents=True, exist_ok=True)
        (scratch / TRACKING_REPORT).write_text(json.dumps(result, indent=1, default=str))
        accuracy, reward = result["overall"]["accuracy"], result["overall"]["mean_reward"]
        # ties on accuracy (common on a small subset early on) go to the higher mean episode return
        improved = (accuracy, reward) > (self.best_accuracy, self.best_reward)
        if improved:
            self.best_accuracy, self.best_reward, self.best_step, self.bad = accuracy, reward, step, 0
            shutil.rmtree(self.out / BEST_DIR, ignore_errors=True)
            shutil.copytree(scratch, self.out / BEST_DIR)
        else:
            self.bad += 1
        shutil.rmtree(scratch, ignore_errors=True)
        self.evaluated.add(step)
        (self.out / SUMMARY_FILE).write_text(json.dumps(
            {"best_accuracy": self.best_accuracy, "best_reward": self.best_reward, "best_step": self.best_step},
            indent=1))
        self.log.write(event="heldout", step=step, accuracy=accuracy, n=result["overall"]["n"],
                       by_difficulty={k: v["accuracy"] for k, v in result["by_difficulty"].items()},
                       parse_failure_rate=result["overall"].get("parse_failure_rate"),
                       mean_steps=result["overall"]["mean_steps"], mean_reward=reward, best_step=self.best_step,
                       best_accuracy=self.best_accuracy, seconds=seconds)
        return result

    def on_train_begin(self, args, state, control, model=None, **kwargs):
        # a run that continues an adapter (GRPO after SFT) first measures where it starts: a later step is kept
        # as best only when it beats the starting adapter
        if self.cfg.init_adapter and self.cfg.eval_every and state.global_step == 0 and model is not None:
            self.evaluate(model, 0)

    def on_step_end(self, args, state, control, model=None, **kwargs):
        every = self.cfg.eval_every
        if every and state.global_step % every == 0 and model is not None:
            self.evaluate(model, state.global_step)
            patience = self.cfg.early_stop_patience
            if patience and self.bad >= patience:
                self.log.write(event="early_stop", step=state.global_step, best_step=self.best_step)
                control.should_training_stop = True

    def on_train_end(self, args, state, control, model=None, **kwargs):
        if model is not None and state.global_step not in self.evaluated:
            self.evaluate(model, state.global_step)


def save_adapter(cfg: TrainConfig, model, directory: Path) -> None:
    """The LoRA weights and config, plus the prompt settings the run trained with."""
    model.save_pretrained(directory)
    save_prompt_config(cfg.prompt_config(), cfg.episode_kind, directory)


def build_callbacks(cfg: TrainConfig, log: JsonlLogger, mode: str) -> list[TrainerCallback]:
    return [MetricsCallback(cfg, log, mode), HeldoutTracker(cfg, log)]


def finish_run(cfg: TrainConfig, trainer, log: JsonlLogger, started: float) -> Path:
    """Save the final adapter; the run's adapter is the best held-out one (the final one if never evaluated)."""
    out = Path(cfg.output_dir)
    save_adapter(cfg, trainer.model, out / FINAL_DIR)
    chosen = out / BEST_DIR if (out / BEST_DIR / "adapter_config.json").exists() else out / FINAL_DIR
    summary_path = out / SUMMARY_FILE
    summary = json.loads(summary_path.read_text()) if summary_path.exists() else {}
    summary.update(adapter=str(chosen), final_step=trainer.state.global_step,
                   train_minutes=round((time.time() - started) / 60, 1))
    summary_path.write_text(json.dumps(summary, indent=1))
    log.write(event="done", **summary)
    return chosen


def export_adapter(source: str | Path, target: str | Path, dtype: str = "float16") -> Path:
    """Copy an adapter for shipping: its config and README, weights cast to ``dtype`` (half the size of fp32).

    PEFT casts the weights back to the model's dtype on load, so the shipped file is what gets evaluated.
    """
    import torch
    from safetensors.torch import load_file, save_file

    source, target = Path(source), Path(target)
    target.mkdir(parents=True, exist_ok=True)
    for item in source.iterdir():
        if item.name == "adapter_model.safetensors":
            weights = {k: v.to(getattr(torch, dtype)).contiguous() for k, v in load_file(item).items()}
            save_file(weights, target / item.name, metadata={"format": "pt"})
        elif item.is_file():
            shutil.copy2(item, target / item.name)
    return target
