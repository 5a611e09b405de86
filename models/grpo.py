"""GRPO on WHOLE multi-turn episodes: TRL's GRPOTrainer with a ``rollout_func`` that plays the environment's episodes
(AnalystEnv tasks, or IndexTuningEnv scenarios of the factory's training domains: ``episode_kind``).

    python -m models.train grpo --config models/configs/grpo_smollm2.yaml init_adapter=runs/sft/best
    python -m models.train grpo --config models/configs/grpo_index_cpu.yaml

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
Groups: the dataset lists each train task (scenario) once; TRL hands every one to the rollout ``num_generations``
times, so a group is num_generations episodes of ONE task and advantages compare episodes of the same question.

Rewards are the environment's own: ``episode_return_reward`` is the sum of the per-step rewards the env computed
with its named weights (``reward_weights`` overrides them). Logged beside it with weight 0: the episode's outcome
(analyst: answered correctly; index tuning: the share of the workload's cost removed) and a few reward parts.
Nothing is recomputed here.

The training pass reads each episode's first prompt without gradient (``prompt_cached_grpo_trainer_class``; the
same log-probabilities, 1.23x faster on an index episode in ``python -m bench grpo_step``).
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from agent.backends.kv_reuse import PrefixCache, generate_reusing, supports_reuse
from agent.backends.loading import choose_device, stop_token_ids
from agent.llm_policy import BatchedRunner, LLMPolicy, Reply
from agent.prompts import render_prompt
from envs.analyst.env import AnalystEnv
from envs.analyst.rewards import AnalystRewardWeights
from envs.index_tuning.env import IndexTuningEnv
from envs.index_tuning.rewards import IndexRewardWeights
from models.config import TrainConfig
from models.tracking import (JsonlLogger, build_callbacks, finish_run, latest_checkpoint, lora_config,
                             start_record, start_run)

TASK_PREFIX = "task:"  # dataset prompts are task ids; the rollout turns them into episodes


@dataclass(frozen=True)
class EpisodeSource:
    """What GRPO plays for one episode kind: its tasks by id, a fresh environment, one episode's reset arguments,
    the reward parts logged beside the return and the episode's outcome (both weight 0)."""

    tasks: dict[str, object]
    make_env: Callable[[], object]
    reset_kwargs: Callable[[object, int], dict]
    parts: tuple[str, ...]
    outcome: Callable[[object, object], float]  # (env, episode) -> 0..1 (index tuning: can fall below 0)


def episode_source(cfg: TrainConfig) -> EpisodeSource:
    """Analyst tasks of the train split, or index-tuning scenarios of the factory's training domains."""
    if cfg.episode_kind == "index_tuning":
        from models.index_sft_data import training_scenarios

        weights = IndexRewardWeights.from_dict(cfg.reward_weights or {})
        scenarios = {s.id: s for s in training_scenarios(cfg.index_scenarios, cfg.index_start)}
        # no best-known search (a background process per scenario), no wall timing: the reward is the measured cost
        return EpisodeSource(
            scenarios, lambda: IndexTuningEnv(cfg.max_episode_steps, weights, use_oracle=False, search="off",
                                              wall_repeats=0),
            lambda scenario, seed: {"scenario": scenario, "seed": seed}, ("cost_delta", "milestone", "final_score"),
            lambda env, episode: (env.state.initial_cost - env.state.cost) / max(1, env.state.initial_cost))
    weights = AnalystRewardWeights.from_dict(cfg.reward_weights or {})
    tasks = grpo_tasks(cfg)
    return EpisodeSource(
        tasks, lambda: AnalystEnv(tasks=list(tasks.values()), max_steps=cfg.max_episode_steps, weights=weights,
                                  mode=cfg.observation_mode),
        lambda task, seed: {"task": task, "seed": seed}, ("correctness", "progress", "execution"),
        lambda env, episode: 1.0 if episode.last.metadata.get("correct") else 0.0)


@dataclass
class TrainingModelGenerator:
    """agent.llm_policy.Generator over the model being trained: chat template, then sampled generation that reuses
    each episode's keys/values from its previous step (``agent.backends.kv_reuse``: an index episode's 1,300-token
    first prompt is read once, not once a step), or a plain batched ``generate`` for models whose cache cannot be
    kept. One generator serves one rollout: the cache is only valid for the weights it was computed with."""

    trainer: object
    max_new_tokens: int
    temperature: float
    top_p: float = 1.0
    seed: int | None = None  # of the first call's sampling; each later call uses the next seed
    cache: PrefixCache = field(default_factory=PrefixCache)

    def __call__(self, conversations: list[list[dict]]) -> list[Reply]:
        import torch

        tokenizer = self.trainer.processing_class
        model = self.trainer.accelerator.unwrap_model(self.trainer.model)
        prompts = [tokenizer(render_prompt(tokenizer, messages), add_special_tokens=False)["input_ids"]
                   for messages in conversations]
        stops = stop_token_ids(tokenizer)
        was_training = model.training
        model.eval()
        try:
            if supports_reuse(model):
                seed, self.seed = self.seed, None if self.seed is None else self.seed + 1
                outcomes = generate_reusing(model, prompts, self.cache, self.max_new_tokens, stops,
                                            tokenizer.pad_token_id or 0, self.temperature, self.top_p, seed)
                rows, prefilled = [o.ids for o in outcomes], [o.prefilled for o in outcomes]
            else:
                with torch.no_grad():
                    rows, prefilled = self._generate_whole(model, tokenizer, prompts, stops), list(map(len, prompts))
        finally:
            model.train(was_training)
        replies = []
        for row, prompt, read in zip(rows, prompts, prefilled):
            end = next((i for i, t in enumerate(row) if t in stops), None)
            kept = row if end is None else row[: end + 1]
            replies.append(GeneratedReply(tokenizer.decode(kept, skip_special_tokens=True).strip(), len(kept), kept,
                                          prompt_tokens=len(prompt), prefilled=read))
        return replies

    def _generate_whole(self, model, tokenizer, prompts: list[list[int]], stops: list[int]) -> list[list[int]]:
        side = tokenizer.padding_side
        tokenizer.padding_side = "left"
        batch = tokenizer.pad({"input_ids": prompts}, return_tensors="pt").to(model.device)
        tokenizer.padding_side = side
        output = model.generate(**batch, max_new_tokens=self.max_new_tokens, do_sample=True,
                                temperature=self.temperature, top_p=self.top_p, top_k=0,
                                eos_token_id=stops, pad_token_id=tokenizer.pad_token_id)
        return output[:, batch["input_ids"].shape[1]:].tolist()


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
    """BatchedRunner that also keeps each step's generated token ids (for the training sample) and counts the prompt
    tokens read: in all, and computed (the rest came from the keys/values cache)."""

    prompt_tokens: int = 0
    prefilled: int = 0

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
        self.prompt_tokens = sum(r.prompt_tokens for r in pending)
        self.prefilled = sum(r.prefilled for r in pending)
        by_text = {}
        for reply in pending:
            by_text.setdefault((reply.text, reply.tokens), []).append(reply)
        for episode in episodes:
            for step in episode.steps:
                matches = by_text.get((step.raw_text, step.tokens))
                step.generated_ids = matches.pop(0).ids if matches else None
        return episodes


def make_rollout(cfg: TrainConfig, source: EpisodeSource, log: JsonlLogger):
    def rollout(prompts: list[str], trainer) -> dict:
        started = time.time()
        seed = cfg.seed * 1_000_003 + trainer.state.global_step * 1_000
        generator = TrainingModelGenerator(trainer, cfg.max_new_tokens, cfg.temperature, cfg.top_p, seed)
        policy = LLMPolicy(generator, kind=cfg.episode_kind, prompt_config=cfg.prompt_config())
        ids = [p.removeprefix(TASK_PREFIX) for p in prompts]
        envs = [source.make_env() for _ in prompts]
        jobs = [(env, source.reset_kwargs(source.tasks[task_id], seed + i))
                for i, (env, task_id) in enumerate(zip(envs, ids))]
        runner = RecordingRunner(policy)
        try:
            episodes = runner.run(jobs, batch_size=len(jobs))
            outcomes = [source.outcome(env, episode) for env, episode in zip(envs, episodes)]
        finally:
            for env in envs:
                env.close()
        tokenizer = trainer.processing_class
        samples = [episode_sample(e, policy, tokenizer, cfg.max_completion_tokens) for e in episodes]
        parts = {name: [sum(s.observation.reward_parts.get(name, 0.0) for s in e.steps) for e in episodes]
                 for name in source.parts}
        returns = [e.total_reward for e in episodes]
        log.write(event="rollout", step=trainer.state.global_step, episodes=len(episodes),
                  mean_return=round(sum(returns) / len(returns), 4),
                  accuracy=round(sum(outcomes) / len(outcomes), 4),  # index tuning: the mean share of cost removed
                  mean_steps=round(sum(len(e.steps) for e in episodes) / len(episodes), 2),
                  prompt_tokens=runner.prompt_tokens, prompt_tokens_computed=runner.prefilled,
                  seconds=round(time.time() - started, 1), tasks=sorted(set(ids)))
        return {
            "prompt_ids": [s["prompt_ids"] for s in samples],
            "completion_ids": [s["completion_ids"] for s in samples],
            "env_mask": [s["env_mask"] for s in samples],
            "logprobs": None,
            "episode_return": returns,
            "episode_outcome": outcomes,
            **{f"part_{name}": values for name, values in parts.items()},
        }

    return rollout


def episode_return_reward(completions, episode_return, **kwargs) -> list[float]:
    """The environment's own episode return: the sum of its weighted per-step rewards."""
    return [float(r) for r in episode_return]


def outcome_reward(completions, episode_outcome, **kwargs) -> list[float]:
    """Diagnostic (weight 0): 1 when the answer was judged correct; index tuning: the share of the cost removed."""
    return [float(v) for v in episode_outcome]


def part_reward(name: str):
    """Diagnostic (weight 0): the episode's sum of the env's reward part ``name`` (logged as ``<name>_part``)."""

    def reward(completions, **kwargs) -> list[float]:
        return [float(v) for v in kwargs[f"part_{name}"]]

    reward.__name__ = f"{name}_part"
    return reward


def reward_funcs(source: EpisodeSource) -> tuple[list, list[float]]:
    """TRL's reward functions and weights: the return trains, the rest is logged."""
    funcs = [episode_return_reward, outcome_reward, *map(part_reward, source.parts)]
    return funcs, [1.0] + [0.0] * (len(funcs) - 1)


def grpo_tasks(cfg: TrainConfig) -> dict:
    """The tasks GRPO plays, of the configured difficulties: the SFT stage's pool (``models.sft_data.train_tasks``)
    without its generated questions on the built-in databases: the train split's, and generated questions on the
    first ``factory_databases`` factory databases of the training domains (``tasks_per_database`` of each)."""
    from models.sft_data import train_tasks

    tasks = train_tasks(synthetic=False, factory_databases=cfg.factory_databases, seed=cfg.seed,
                        per_database=cfg.tasks_per_database, factory_start=cfg.factory_start)
    return {t.task_id: t for t in tasks if t.difficulty in cfg.task_difficulties}


def prompt_cached_grpo_trainer_class():
    """GRPOTrainer whose training forward reads each episode's first prompt without gradient.

    That prompt (system prompt, task, the first observation: ~1,300 tokens for an index scenario) is none of the
    trained tokens. Under gradient its keys/values are computed once with the current weights under no_grad, and
    only the rest (every model turn and observation after it) runs with gradient: the log-probabilities are the
    same, the gradient leaves out the path through the prompt's keys/values (as models/sft.py's
    prompt_cached_trainer_class does), and the backward pass skips the prompt. Without gradient (old or reference
    log-probabilities) and for multimodal inputs, TRL's own computation runs.
    """
    import torch
    from trl import GRPOTrainer

    from models.sft import prompt_keys_values

    class PromptCachedGRPOTrainer(GRPOTrainer):
        def _get_per_token_logps_and_entropies(self, model, input_ids, attention_mask, logits_to_keep,
                                               batch_size=None, compute_entropy=False, compute_aux_loss=False,
                                               **multimodal):
            cached = input_ids.size(1) - logits_to_keep - 1  # all prompt tokens but the last, which predicts
            # gradient checkpointing would replay the forward and append the episode's keys to the cache twice
            if (not torch.is_grad_enabled() or cached < 1 or compute_aux_loss
                    or getattr(model, "is_gradient_checkpointing", False)
                    or any(value is not None for value in multimodal.values())):
                return super()._get_per_token_logps_and_entropies(
                    model, input_ids, attention_mask, logits_to_keep, batch_size, compute_entropy, compute_aux_loss,
                    **multimodal)
            batch_size = batch_size or input_ids.size(0)
            logps, entropies = [], []
            for start in range(0, input_ids.size(0), batch_size):
                ids, mask = input_ids[start:start + batch_size], attention_mask[start:start + batch_size]
                cache = prompt_keys_values(model, ids, mask, cached)  # the plain forward, without the fused head
                labels = ids.masked_fill(mask == 0, -100)
                labels[:, :-logits_to_keep] = -100
                with self.accelerator.autocast():
                    outputs = model(input_ids=ids[:, cached:], attention_mask=mask, past_key_values=cache,
                                    labels=labels[:, cached:], fused_lm_head=True)
                logps.append(outputs.log_probs[:, -logits_to_keep:])
                if compute_entropy:
                    entropies.append(outputs.entropy[:, -logits_to_keep:])
            return torch.cat(logps), torch.cat(entropies) if compute_entropy else None, None

    return PromptCachedGRPOTrainer


def train_grpo(cfg: TrainConfig) -> Path:
    from datasets import Dataset
    from trl import GRPOConfig

    episodes = cfg.num_generations * cfg.prompts_per_step
    if episodes % cfg.batch_size:
        raise ValueError(f"batch_size ({cfg.batch_size}) must divide the episodes of a step ({episodes}: "
                         f"num_generations x prompts_per_step)")
    run = start_run(cfg)
    out, log, started, model, tokenizer = run.out, run.log, run.started, run.model, run.tokenizer
    source = episode_source(cfg)
    funcs, weights = reward_funcs(source)
    ids = list(source.tasks)
    random.Random(cfg.seed).shuffle(ids)
    dataset = Dataset.from_list([{"prompt": TASK_PREFIX + task_id} for task_id in ids])
    args = GRPOConfig(
        output_dir=str(out), max_steps=cfg.max_steps, learning_rate=cfg.learning_rate, warmup_steps=cfg.warmup_steps,
        # one rollout of every episode per optimizer step, trained batch_size episodes per forward/backward pass
        per_device_train_batch_size=cfg.batch_size, gradient_accumulation_steps=episodes // cfg.batch_size,
        num_generations=cfg.num_generations, max_completion_length=cfg.max_completion_tokens,
        temperature=cfg.temperature, top_p=cfg.top_p, beta=cfg.kl_beta, reward_weights=weights,
        logging_steps=cfg.logging_steps, save_steps=cfg.save_every, save_total_limit=2, seed=cfg.seed,
        bf16=cfg.bf16, use_cpu=choose_device() == "cpu", report_to=[r for r in cfg.report_to if r != "jsonl"] or "none",
        gradient_checkpointing=False, remove_unused_columns=False, weight_decay=cfg.weight_decay,
    )
    trainer_class = prompt_cached_grpo_trainer_class()
    trainer = trainer_class(model=model, reward_funcs=funcs, args=args, train_dataset=dataset, processing_class=tokenizer,
                            peft_config=None if cfg.init_adapter else lora_config(cfg, model),
                            rollout_func=make_rollout(cfg, source, log), callbacks=build_callbacks(cfg, log, "grpo"))
    resume = latest_checkpoint(out) if cfg.resume else None
    log.write(event="start", mode="grpo", tasks=len(source.tasks), **start_record(cfg, resume))
    trainer.train(resume_from_checkpoint=str(resume) if resume else None)
    return finish_run(cfg, trainer, log, started)
