"""SFT warm-up: TRL's SFTTrainer on LoRA over expert episodes (models/sft_data.py), loss on the assistant turns only.

    python -m models.train sft --config models/configs/sft_smollm2.yaml [key=value ...]

Each expert episode is one packed sequence: the chat prompts exactly as the policy renders them at inference
(system prompt, demonstration, question, then action/observation turns) with a loss mask that is 1 on the assistant
actions (and their <|im_end|>) and 0 on everything else, handed to SFTTrainer as a pre-tokenized dataset with
``labels`` (-100 off the assistant turns); the untrained prompt is read without gradient (prompt_cached_trainer_class).
The held-out tracker (models/tracking.py) evaluates every
``eval_every`` steps, keeps the best adapter in ``<output_dir>/best`` and stops early.
"""

from __future__ import annotations

import random
import time
from pathlib import Path

from models.config import TrainConfig
from agent.backends.loading import choose_device
from models.tracking import build_callbacks, finish_run, latest_checkpoint, lora_config, start_record, start_run


def build_rows(cfg: TrainConfig, tokenizer) -> tuple[list[dict], dict]:
    """Expert episodes -> packed token sequences (``input_ids``, ``labels``: -100 off the assistant turns), shuffled;
    and the data counts for the log. models/portable_sft.py packs the same rows for a machine without the project."""
    from models import index_sft_data, sft_data

    if cfg.episode_kind == "index_tuning":
        episodes, counts = index_sft_data.build_episodes(cfg.index_scenarios, cfg.index_start, cfg.prompt_config(),
                                                         cfg.seed, mistake_fraction=cfg.repair_fraction)
    else:
        episodes, counts = sft_data.build_episodes(repair_fraction=cfg.repair_fraction, synthetic=cfg.synthetic,
                                                   seed=cfg.seed, prompt_config=cfg.prompt_config(),
                                                   factory_databases=cfg.factory_databases,
                                                   factory_start=cfg.factory_start,
                                                   renamed_copies=cfg.renamed_copies,
                                                   per_database=cfg.tasks_per_database,
                                                   max_described=cfg.max_describes,
                                                   glossary_share=cfg.glossary_share,
                                                   blind_repeats=cfg.blind_repeats)
    rows = [row for episode in episodes for row in episode_rows(episode, tokenizer, cfg.max_seq_tokens)]
    random.Random(cfg.seed).shuffle(rows)
    counts.update(sequences=len(rows), tokens=sum(len(r["input_ids"]) for r in rows),
                  trained_tokens=sum(sum(1 for t in r["labels"] if t != -100) for r in rows))
    return rows, counts


def episode_rows(episode, tokenizer, max_tokens: int) -> list[dict]:
    """One expert episode as training rows: token ids, and labels that are -100 off the assistant turns."""
    from models.sft_data import pack_episode

    return [{"input_ids": seq["input_ids"],
             "labels": [t if m else -100 for t, m in zip(seq["input_ids"], seq["completion_mask"])]}
            for seq in pack_episode(episode, tokenizer, max_tokens)]


def build_dataset(cfg: TrainConfig, tokenizer):
    """``build_rows`` as a datasets.Dataset (what SFTTrainer reads), and the counts."""
    from datasets import Dataset

    rows, counts = build_rows(cfg, tokenizer)
    return Dataset.from_list(rows), counts


def untrained_prefix_length(labels) -> int:
    """Tokens every row of a batch starts with before its first trained token, less one (that token's logit is
    what predicts the first trained token); 0 when a row trains from its start."""
    trained = labels != -100
    if not bool(trained.any(dim=1).all()):
        return 0
    return max(0, int(trained.int().argmax(dim=1).min()) - 1)


def prompt_keys_values(model, ids, mask, n: int):
    """The keys/values of every row's first ``n`` tokens, computed under no_grad with the model's current weights
    (one logit computed, not ``n``: only the cache is wanted). The SFT and GRPO trainers read their untrained
    prompts this way, then run the rest with gradient on top of it."""
    import torch

    with torch.no_grad():
        return model(input_ids=ids[:, :n], attention_mask=mask[:, :n], use_cache=True, logits_to_keep=1).past_key_values


def prompt_cached_trainer_class():
    """SFTTrainer whose loss reads each sequence's prompt (everything before the first assistant turn) without
    gradient.

    The prompt is most of a sequence (system prompt, question, a schema-mode overview: ~600-900 tokens) and none of
    it is trained. Its keys/values are computed under no_grad with the current weights and only the rest (the
    actions, the observations between them: ~100 tokens) runs with gradient: the loss is exact, the gradient
    leaves out the path through the prompt's keys/values (as prompt caching in RL trainers does), and a step costs
    ~2-3x less on a CPU, where the backward pass over the prompt was most of the work.
    """
    from trl import SFTTrainer

    class PromptCachedSFTTrainer(SFTTrainer):
        def compute_loss(self, model, inputs, return_outputs=False, num_items_in_batch=None):
            ids, labels, mask = inputs["input_ids"], inputs["labels"], inputs["attention_mask"]
            n = untrained_prefix_length(labels)
            if n < 1:
                return super().compute_loss(model, inputs, return_outputs, num_items_in_batch)
            cache = prompt_keys_values(model, ids, mask, n)
            outputs = model(input_ids=ids[:, n:], attention_mask=mask, past_key_values=cache, labels=labels[:, n:],
                            num_items_in_batch=num_items_in_batch, use_cache=True)
            return (outputs.loss, outputs) if return_outputs else outputs.loss

    return PromptCachedSFTTrainer


def train_sft(cfg: TrainConfig) -> Path:
    from trl import SFTConfig

    run = start_run(cfg)
    out, log, started, model, tokenizer = run.out, run.log, run.started, run.model, run.tokenizer
    log.write(event="phase", phase="data")
    dataset, counts = build_dataset(cfg, tokenizer)
    log.write(event="data", **counts, seconds=round(time.time() - started, 1))
    args = SFTConfig(
        output_dir=str(out), max_steps=cfg.max_steps, per_device_train_batch_size=cfg.batch_size,
        gradient_accumulation_steps=cfg.grad_accum, learning_rate=cfg.learning_rate, warmup_steps=cfg.warmup_steps,
        lr_scheduler_type="cosine", weight_decay=cfg.weight_decay, logging_steps=cfg.logging_steps,
        save_steps=cfg.save_every, save_total_limit=2, seed=cfg.seed, bf16=cfg.bf16, use_cpu=choose_device() == "cpu",
        report_to=[r for r in cfg.report_to if r != "jsonl"] or "none", max_length=cfg.max_seq_tokens,
        dataset_num_proc=None, remove_unused_columns=False, gradient_checkpointing=False,
    )
    peft_config = None if cfg.init_adapter else lora_config(cfg, model)
    trainer = prompt_cached_trainer_class()(model=model, args=args, train_dataset=dataset, processing_class=tokenizer,
                         peft_config=peft_config, callbacks=build_callbacks(cfg, log, "sft"))
    resume = latest_checkpoint(out) if cfg.resume else None
    log.write(event="start", mode="sft", **start_record(cfg, resume))
    trainer.train(resume_from_checkpoint=str(resume) if resume else None)
    return finish_run(cfg, trainer, log, started)
