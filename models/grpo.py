"""GRPO on WHOLE multi-turn episodes: TRL's GRPOTrainer with a ``rollout_func`` that plays AnalystEnv episodes.

    python -m models.train grpo --config models/configs/grpo_smollm2.yaml init_adapter=runs/sft/best

Which TRL mechanism, and why: ``rollout_func``, not ``environment_factory``. Our actions are free text
(DESCRIBE/SAMPLE/QUERY/ANSWER) with the environment's own step/done semantics and step budget, parsed by the same
forgiving parser the app uses; environment_factory needs JSON tool calls through a tool-call chat template (SmolLM2's
own template is refused) and cannot let the environment end an episode. With rollout_func the episodes are played
by the app's own agent code: ``agent.llm_policy.BatchedRunner`` steps all of a step's episodes together (one
batched generate per turn) with an ``LLMPolicy`` whose generator samples from the model being trained, so the
prompts are exactly the inference prompts (agent/prompts.py).

One training sample = one whole episode: the first prompt (system, demonstration, question) as ``prompt_ids``, then
every model turn's generated tokens (``env_mask`` 1: trained) interleaved with the chat-templated observation that
followed it (``env_mask`` 0: masked out of the loss). When a reply did not parse exactly, the policy's history shows
the parsed action while the sample keeps the tokens the model really generated (rare after the SFT warm-up).
Groups: the dataset lists each train task once; TRL hands every task to the rollout ``num_generations`` times, so
a group is num_generations episodes of ONE task and advantages compare episodes of the same question.

Rewards are the environment's own: ``episode_return_reward`` is the sum of the per-step rewards AnalystEnv computed
with its named weights (``reward_weights`` overrides them); the correctness/progress/execution parts are logged as
weight-0 diagnostics. Nothing is recomputed here.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from pathlib import Path

from agent.llm_policy import BatchedRunner, LLMPolicy, Reply
from agent.prompts import render_prompt
from envs.analyst.env import AnalystEnv
from envs.analyst.rewards import AnalystRewardWeights
from envs.analyst.tasks import Task, select_tasks
from models.config import TrainConfig
from agent.backends.loading import choose_device, stop_token_ids
from models.tracking import (JsonlLogger, build_callbacks, finish_run, latest_checkpoint, lora_config,
                             start_record, start_run)

TASK_PREFIX = "task:"  # dataset prompts are task ids; the rollout turns them into episodes
DIAGNOSTIC_PARTS = ("correctness", "progress", "execution")  # logged, weight 0


@dataclass
class TrainingModelGenerator:
    """agent.llm_policy.Generator over the model being trained: chat template, sampled batched generate."""

    trainer: object
    max_new_tokens: int
    temperature: float
    top_p: float = 1.0

    def __call__(self, conversations: list[list[dict]]) -> list[Reply]:
        import torch

        tokenizer = self.trainer.processing_class
        model = self.trainer.accelerator.unwrap_model(self.trainer.model)
        prompts = [render_prompt(tokenizer, messages) for messages in conversations]
        side = tokenizer.padding_side
        tokenizer.padding_side = "left"
        batch = tokenizer(prompts, return_tensors="pt", padding=True, add_special_tokens=False).to(model.device)
        tokenizer.padding_side = side
        stops = stop_token_ids(tokenizer)
        was_training = model.training
        model.eval()
        try:
            with torch.no_grad():
                output = model.generate(**batch, max_new_tokens=self.max_new_tokens, do_sample=True,
                                        temperature=self.temperature, top_p=self.top_p, top_k=0,
                                        eos_token_id=stops, pad_token_id=tokenizer.pad_token_id)
        finally:
            model.train(was_training)
        replies = []
        for row in output[:, batch["input_ids"].shape[1]:].tolist():
            end = next((i for i, t in enumerate(row) if t in stops), None)
            kept = row if end is None else row[: end + 1]
            replies.append(GeneratedReply(tokenizer.decode(kept, skip_special_tokens=True).strip(), len(kept), kept))
        return replies


@dataclass(frozen=True)
class GeneratedReply(Reply):
    ids: list[int] | None = None  # the exact generated token ids (stop token included when reached)


def episode_sample(episode, policy_template: LLMPolicy, tokenizer, max_tokens: int) -> dict:
    """prompt_ids / completion_ids / env_mask of one played episode (see the module docstring)."""
    policy = policy_template.fork()
    policy.reset(episode.first)
    observation = episode.first
    prompt_text = render_prompt(tokenizer, policy.messages(observation))
    prompt_ids = tokenizer(prompt_text, add_special_tokens=False)["input_ids"]
    completion, mask = [], []
    stops = set(stop_token_ids(tokenizer))
    end_text = tokenizer.eos_token if tokenizer.eos_token else "<|im_end|>"
    for step in episode.steps:
        generated = list(getattr(step, "generated_ids", None) or [])
        completion += generated
        mask += [1] * len(generated)
        policy.take(Reply(step.raw_text or "", step.tokens))
        if step.observation.done or len(completion) >= max_tokens:
            break
        next_prompt = render_prompt(tokenizer, policy.messages(step.observation))
        # the text between the end of this reply and the next reply: closing tag (if the reply had none) and the
        # observation turn, taken from the chat template so nothing is hand-written
        closed = render_prompt_closed(tokenizer, policy)
        if not next_prompt.startswith(closed):
            break  # the history was squeezed: the rest cannot extend this sequence
        between = next_prompt[len(closed):]  # "<|im_end|>\n<|im_start|>user\n...<|im_start|>assistant\n"
        if generated and generated[-1] in stops and between.startswith(end_text):
            between = between[len(end_text):]  # the model already generated the closing tag
        piece = tokenizer(between, add_special_tokens=False)["input_ids"]
        completion += piece
        mask += [0] * len(piece)
    return {"prompt_ids": prompt_ids, "completion_ids": completion[:max_tokens], "env_mask": mask[:max_tokens]}


def render_prompt_closed(tokenizer, policy: LLMPolicy) -> str:
    """The conversation up to and including the last assistant turn, without its closing tag."""
    from agent.prompts import build_messages

    messages = build_messages(policy.kind, policy.first, policy.turns, policy.prompt_config)
    text = tokenizer.apply_chat_template(messages[:-1], tokenize=False, add_generation_prompt=False)
    end = tokenizer.eos_token or "<|im_end|>"
    text = text.rstrip("\n")
    return text[: -len(end)] if text.endswith(end) else text


class RecordingRunner(BatchedRunner):
    """BatchedRunner that also keeps each step's generated token ids (for the training sample)."""

    def run(self, jobs, batch_size: int = 8):
        generator = self.policy.generator
        pending: list = []

        def recording(conversations):
            replies = generator(conversations)
            pending.extend(replies)
            return replies

        self.policy.generator = recording
        try:
            episodes = super().run(jobs, batch_size)
        finally:
            self.policy.generator = generator
        by_text = {}
        for reply in pending:
            by_text.setdefault((reply.text, reply.tokens), []).append(reply)
        for episode in episodes:
            for step in episode.steps:
                matches = by_text.get((step.raw_text, step.tokens))
                step.generated_ids = matches.pop(0).ids if matches else None
        return episodes


def make_rollout(cfg: TrainConfig, tasks: dict[str, Task], log: JsonlLogger):
    weights = AnalystRewardWeights(**(cfg.reward_weights or {}))

    def rollout(prompts: list[str], trainer) -> dict:
        started = time.time()
        generator = TrainingModelGenerator(trainer, cfg.max_new_tokens, cfg.temperature, cfg.top_p)
        policy = LLMPolicy(generator, kind=cfg.episode_kind, prompt_config=cfg.prompt_config())
        chosen = [tasks[p.removeprefix(TASK_PREFIX)] for p in prompts]
        envs = [AnalystEnv(tasks=list(tasks.values()), max_steps=cfg.max_episode_steps, weights=weights)
                for _ in prompts]
        seed = cfg.seed * 1_000_003 + trainer.state.global_step * 1_000
        jobs = [(env, {"task": task, "seed": seed + i}) for i, (env, task) in enumerate(zip(envs, chosen))]
        episodes = RecordingRunner(policy).run(jobs, batch_size=len(jobs))
        for env in envs:
            env.close()
        tokenizer = trainer.processing_class
        samples = [episode_sample(e, policy, tokenizer, cfg.max_completion_tokens) for e in episodes]
        parts = [{name: sum(s.observation.reward_parts.get(name, 0.0) for s in e.steps) for name in DIAGNOSTIC_PARTS}
                 for e in episodes]
        returns = [e.total_reward for e in episodes]
        correct = [bool(e.last.metadata.get("correct")) for e in episodes]
        log.write(event="rollout", step=trainer.state.global_step, episodes=len(episodes),
                  mean_return=round(sum(returns) / len(returns), 4), accuracy=round(sum(correct) / len(correct), 4),
                  mean_steps=round(sum(len(e.steps) for e in episodes) / len(episodes), 2),
                  seconds=round(time.time() - started, 1), tasks=sorted({t.task_id for t in chosen}))
        return {
            "prompt_ids": [s["prompt_ids"] for s in samples],
            "completion_ids": [s["completion_ids"] for s in samples],
            "env_mask": [s["env_mask"] for s in samples],
            "logprobs": None,
            "episode_return": returns,
            "episode_correct": [1.0 if c else 0.0 for c in correct],
            **{f"part_{name}": [p[name] for p in parts] for name in DIAGNOSTIC_PARTS},
        }

    return rollout


def episode_return_reward(completions, episode_return, **kwargs) -> list[float]:
    """The environment's own episode return: the sum of AnalystEnv's weighted per-step rewards."""
    return [float(r) for r in episode_return]


def correct_reward(completions, episode_correct, **kwargs) -> list[float]:
    """Diagnostic (weight 0): 1 when the env judged the final answer correct."""
    return [float(c) for c in episode_correct]


def progress_part_reward(completions, part_progress, **kwargs) -> list[float]:
    """Diagnostic (weight 0): the env's progress part (a query matched the gold result)."""
    return [float(v) for v in part_progress]


def execution_part_reward(completions, part_execution, **kwargs) -> list[float]:
    """Diagnostic (weight 0): the env's execution part (queries that ran minus failed actions)."""
    return [float(v) for v in part_execution]


REWARD_FUNCS = [episode_return_reward, correct_reward, progress_part_reward, execution_part_reward]
REWARD_WEIGHTS = [1.0, 0.0, 0.0, 0.0]


def grpo_tasks(cfg: TrainConfig) -> dict[str, Task]:
    tasks = [t for t in select_tasks(cfg.task_split) if t.difficulty in cfg.task_difficulties]
    return {t.task_id: t for t in tasks}


def train_grpo(cfg: TrainConfig) -> Path:
    from datasets import Dataset
    from trl import GRPOConfig, GRPOTrainer

    if cfg.episode_kind != "analyst":  # its rollouts play AnalystEnv; index tuning is trained by SFT so far
        raise ValueError(f"GRPO plays analyst episodes only, not {cfg.episode_kind!r}")
    run = start_run(cfg)
    out, log, started, model, tokenizer = run.out, run.log, run.started, run.model, run.tokenizer
    tasks = grpo_tasks(cfg)
    ids = list(tasks)
    random.Random(cfg.seed).shuffle(ids)
    dataset = Dataset.from_list([{"prompt": TASK_PREFIX + task_id} for task_id in ids])
    args = GRPOConfig(
        output_dir=str(out), max_steps=cfg.max_steps, learning_rate=cfg.learning_rate, warmup_steps=cfg.warmup_steps,
        per_device_train_batch_size=cfg.num_generations, gradient_accumulation_steps=cfg.prompts_per_step,
        num_generations=cfg.num_generations, max_completion_length=cfg.max_completion_tokens,
        temperature=cfg.temperature, top_p=cfg.top_p, beta=cfg.kl_beta, reward_weights=REWARD_WEIGHTS,
        logging_steps=cfg.logging_steps, save_steps=cfg.save_every, save_total_limit=2, seed=cfg.seed,
        bf16=cfg.bf16, use_cpu=choose_device() == "cpu", report_to=[r for r in cfg.report_to if r != "jsonl"] or "none",
        gradient_checkpointing=False, remove_unused_columns=False, weight_decay=cfg.weight_decay,
    )
    trainer = GRPOTrainer(model=model, reward_funcs=REWARD_FUNCS, args=args, train_dataset=dataset,
                          processing_class=tokenizer, peft_config=None if cfg.init_adapter else lora_config(cfg, model),
                          rollout_func=make_rollout(cfg, tasks, log), callbacks=build_callbacks(cfg, log, "grpo"))
    resume = latest_checkpoint(out) if cfg.resume else None
    log.write(event="start", mode="grpo", tasks=len(tasks), **start_record(cfg, resume))
    trainer.train(resume_from_checkpoint=str(resume) if resume else None)
    return finish_run(cfg, trainer, log, started)
