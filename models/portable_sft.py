"""SFT on a machine that has only torch, transformers and peft (a lent GPU): pack the episodes here, train there.

    python -m models.portable_sft pack --config models/configs/sft_gpu.yaml --out runs/gpu-pack      # here
    python -m models.portable_sft train runs/gpu-pack --base /tmp/base.gguf --out OUT --minutes 7     # there
    python -m models.portable_sft adapter OUT/step-N-*.safetensors --pack runs/gpu-pack --to runs/sft-gpu/step-N

``pack`` plays the run's expert episodes through the environments exactly as ``python -m models.train sft`` does
(models/sft.py ``build_rows``: same episodes, same prompts, same loss mask) and writes them as token ids:
``tokens.npz`` (train and validation sequences) and ``plan.json`` (the config, the data counts). Validation
sequences are expert episodes over factory databases of held-out domains kept for validation (models/tracking.py),
never a reported test set.

``train`` imports nothing of the project beyond this file and agent/backends/loading.py (standard library at
import): a plain loop of LoRA over the base model (the GGUF the offline default ships, dequantized by transformers),
batches of similar length, bf16 autocast on CUDA, AdamW with warm-up then cosine decay. The number of optimizer
steps is fixed after a few timed steps so that the run ends inside ``--minutes`` (the first steps, CUDA's warm-up,
are left out of the timing) and refitted every REPLAN_EVERY steps while the first save is far off (new batch shapes
run slow at first: a single early fit once ended a run in 316 of its 516 s); the LoRA weights (fp16, in shards of
at most 15 MiB) are saved at ``--saves`` evenly spaced steps with the validation loss of each, so the adapter can be
chosen afterwards by held-out accuracy. It logs JSON lines to ``OUT/log.jsonl``.

``adapter`` turns saved weights into an ordinary PEFT adapter folder (config, weights, prompt settings) with this
machine's peft, so a version skew between the two machines cannot leak into the adapter's config; with the train
log beside the weights it also writes ``training.json`` (the hardware, steps, passes and seconds of that save).
"""

from __future__ import annotations

import argparse
import copy
import json
import math
import random
import time
from pathlib import Path

TOKENS_FILE = "tokens.npz"
PLAN_FILE = "plan.json"
LOG_FILE = "log.jsonl"
DEFAULT_BASE_NAME = "HuggingFaceTB/SmolLM2-135M-Instruct"  # what the bundled GGUF quantizes
TRAINING_FILE = "training.json"  # beside an adapter: where and how long it trained
WARM_UP_STEPS = 3  # steps left out of the pace: the first ones pay for CUDA's lazy start
REPLAN_EVERY = 50  # steps between refits of the step count to the pace so far, until halfway to the first save
SAVE_RESERVE_S = 5  # seconds kept for each save (a validation pass and a file: ~1 s on an H200)
SHARD_BYTES = 15 * 2**20  # a lent machine gives back files of at most 16 MiB


# ---------------------------------------------------------------- pack (here: the project's environments)

def validation_rows(cfg, tokenizer, tasks: int) -> list[dict]:
    """Expert episodes (ideal, no repairs) over ``tasks`` validation questions, packed like the training ones."""
    from models.sft import episode_rows
    from models.sft_data import expert_episode
    from models.tracking import validation_subset
    from envs.analyst.env import AnalystEnv

    chosen = validation_subset(tasks, cfg.eval_seed)
    env, rows, rng = AnalystEnv(tasks=chosen, mode=cfg.observation_mode), [], random.Random(cfg.seed)
    try:
        for task in chosen:
            episode = expert_episode(env, task, rng, False, cfg.prompt_config(), max_described=cfg.max_describes)
            if episode is not None:
                rows += episode_rows(episode, tokenizer, cfg.max_seq_tokens)
    finally:
        env.close()
    return rows


def _flatten(rows: list[dict]):
    """Rows -> (ids uint16, trained-token mask uint8, offsets int64): one flat array each, sequences back to back."""
    import numpy as np

    ids = np.fromiter((t for r in rows for t in r["input_ids"]), dtype=np.uint16)
    mask = np.fromiter((int(t != -100) for r in rows for t in r["labels"]), dtype=np.uint8)
    offsets = np.cumsum([0] + [len(r["input_ids"]) for r in rows]).astype(np.int64)
    return ids, mask, offsets


def pack(cfg, out: Path, validation_tasks: int = 60) -> Path:
    import numpy as np

    from agent.backends.loading import load_model
    from models.sft import build_rows

    if cfg.lora_top_layers:  # train() puts LoRA on every block; refuse here rather than on the lent machine
        raise ValueError("portable SFT trains every block: set lora_top_layers to null")
    started = time.time()
    tokenizer = load_model(cfg.base_model, "none").tokenizer
    assert len(tokenizer) <= 1 << 16, "token ids are stored as uint16"
    rows, counts = build_rows(cfg, tokenizer)
    held = validation_rows(cfg, tokenizer, validation_tasks)
    out.mkdir(parents=True, exist_ok=True)
    train_ids, train_mask, train_offsets = _flatten(rows)
    val_ids, val_mask, val_offsets = _flatten(held)
    np.savez_compressed(out / TOKENS_FILE, train_ids=train_ids, train_mask=train_mask, train_offsets=train_offsets,
                        val_ids=val_ids, val_mask=val_mask, val_offsets=val_offsets)
    counts.update(validation_sequences=len(held), seconds=round(time.time() - started, 1))
    (out / PLAN_FILE).write_text(json.dumps({"config": cfg.to_dict(), "counts": counts,
                                             "pad_token_id": tokenizer.pad_token_id or 0}, indent=1))
    return out


# ---------------------------------------------------------------- train (there: torch, transformers, peft only)

def load_sequences(pack_dir: Path, split: str) -> list[tuple]:
    """(ids, mask) int64 tensors per sequence of ``split`` ("train" or "val")."""
    import numpy as np
    import torch

    data = np.load(pack_dir / TOKENS_FILE)
    ids, mask, offsets = data[f"{split}_ids"].astype(np.int64), data[f"{split}_mask"], data[f"{split}_offsets"]
    return [(torch.from_numpy(ids[a:b]), torch.from_numpy(mask[a:b].astype(np.int64)))
            for a, b in zip(offsets[:-1], offsets[1:])]


def length_batches(lengths: list[int], max_tokens: int, rng: random.Random) -> list[list[int]]:
    """Indices grouped into batches of similar length whose padded size (longest x count) stays within
    ``max_tokens``; sequences are shuffled within length bands first, then the batches are shuffled."""
    order = sorted(range(len(lengths)), key=lambda i: (lengths[i] // 64, rng.random()))
    batches, current, longest = [], [], 0
    for i in order:
        if current and max(longest, lengths[i]) * (len(current) + 1) > max_tokens:
            batches.append(current)
            current, longest = [], 0
        current.append(i)
        longest = max(longest, lengths[i])
    if current:
        batches.append(current)
    rng.shuffle(batches)
    return batches


def collate(sequences: list[tuple], indices: list[int], pad_id: int, device: str):
    """Right-padded input ids, attention mask and labels (-100 off the trained tokens and on padding)."""
    import torch

    width = max(len(sequences[i][0]) for i in indices)
    ids = torch.full((len(indices), width), pad_id, dtype=torch.long)
    attention = torch.zeros((len(indices), width), dtype=torch.long)
    labels = torch.full((len(indices), width), -100, dtype=torch.long)
    for row, i in enumerate(indices):
        seq, mask = sequences[i]
        ids[row, :len(seq)], attention[row, :len(seq)] = seq, 1
        labels[row, :len(seq)] = torch.where(mask.bool(), seq, torch.full_like(seq, -100))
    return ids.to(device), attention.to(device), labels.to(device)


def lr_at(step: int, total: int, warmup: int, peak: float) -> float:
    """Linear warm-up to ``peak``, then cosine decay to zero at ``total``."""
    if step < warmup:
        return peak * (step + 1) / warmup
    return peak * 0.5 * (1 + math.cos(math.pi * min(1.0, (step - warmup) / max(1, total - warmup))))


def fit_steps(step: int, pace: float, seconds_left: float, planned: int) -> int:
    """The step count that ends a run at ``step`` within ``seconds_left`` at ``pace`` seconds a step, at most
    ``planned`` (the requested passes) and at least one step more."""
    return max(step + 1, min(planned, step + int(seconds_left / pace)))


def save_shards(weights: dict, out: Path, stem: str, max_bytes: int = SHARD_BYTES) -> list[str]:
    """Save tensors as ``stem-1.safetensors``, ``stem-2...``, each under ``max_bytes`` (what one file may weigh
    to come back from the lent machine); the file names."""
    from safetensors.torch import save_file

    shards, size = [{}], 0
    for key in sorted(weights):
        nbytes = weights[key].numel() * weights[key].element_size()
        if shards[-1] and size + nbytes > max_bytes:
            shards.append({})
            size = 0
        shards[-1][key], size = weights[key], size + nbytes
    names = [f"{stem}-{k}.safetensors" for k in range(1, len(shards) + 1)]
    for name, shard in zip(names, shards):
        save_file(shard, str(out / name), metadata={"format": "pt"})
    return names


def train(pack_dir: Path, base: Path, out: Path, minutes: float, saves: int, batch_tokens: int,
          epochs: float, timing_steps: int = 15) -> None:
    """LoRA SFT on ``pack_dir``'s train sequences within ``minutes`` (see the module docstring)."""
    import torch
    from peft import LoraConfig, get_peft_model, get_peft_model_state_dict
    from transformers import AutoModelForCausalLM

    from agent.backends.loading import clear_quantized_flags  # standard library only: fine on the lent machine

    started, timing_steps = time.time(), max(timing_steps, WARM_UP_STEPS + 1)
    out.mkdir(parents=True, exist_ok=True)
    plan = json.loads((pack_dir / PLAN_FILE).read_text())
    cfg = plan["config"]
    log = (out / LOG_FILE).open("a")

    def write(**record):
        record["elapsed_s"] = round(time.time() - started, 1)
        log.write(json.dumps(record) + "\n")
        log.flush()
        print(json.dumps(record), flush=True)

    torch.manual_seed(cfg["seed"])
    device = "cuda" if torch.cuda.is_available() else "cpu"
    if base.suffix == ".gguf":
        model = AutoModelForCausalLM.from_pretrained(str(base.parent), gguf_file=base.name, dtype=torch.float32)
    else:  # a plain model folder
        model = AutoModelForCausalLM.from_pretrained(str(base), dtype=torch.float32)
    clear_quantized_flags(model)
    model = get_peft_model(model.to(device), LoraConfig(
        r=cfg["lora_r"], lora_alpha=cfg["lora_alpha"], lora_dropout=cfg["lora_dropout"],
        target_modules=list(cfg["lora_targets"]), task_type="CAUSAL_LM"))
    train_set, val_set = load_sequences(pack_dir, "train"), load_sequences(pack_dir, "val")
    pad = plan["pad_token_id"]
    rng = random.Random(cfg["seed"])
    lengths = [len(s[0]) for s in train_set]
    batches = length_batches(lengths, batch_tokens, rng)
    write(event="start", device=device, gpu=torch.cuda.get_device_name() if device == "cuda" else None,
          sequences=len(train_set), tokens=sum(lengths), batches_per_epoch=len(batches), val_sequences=len(val_set))
    optimizer = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=cfg["learning_rate"],
                                  weight_decay=cfg["weight_decay"])
    autocast = torch.autocast(device, dtype=torch.bfloat16, enabled=device == "cuda")
    planned = max(1, int(epochs * len(batches)))
    total, warmup, step, loop_started = planned, max(1, int(0.03 * planned)), 0, time.time()
    save_at: set[int] = set()

    def validation_loss() -> float:
        model.eval()
        losses, counts = 0.0, 0
        with torch.no_grad(), autocast:
            for group in length_batches([len(s[0]) for s in val_set], batch_tokens, random.Random(0)):
                ids, attention, labels = collate(val_set, group, pad, device)
                n = int((labels[:, 1:] != -100).sum())
                losses += float(model(input_ids=ids, attention_mask=attention, labels=labels).loss) * n
                counts += n
        model.train()
        return losses / max(1, counts)

    model.train()
    while step < total:
        if step and step % len(batches) == 0:
            batches = length_batches(lengths, batch_tokens, rng)  # a new epoch, a new order
        ids, attention, labels = collate(train_set, batches[step % len(batches)], pad, device)
        for group in optimizer.param_groups:
            group["lr"] = lr_at(step, total, warmup, cfg["learning_rate"])
        with autocast:
            loss = model(input_ids=ids, attention_mask=attention, labels=labels).loss
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        optimizer.step()
        optimizer.zero_grad(set_to_none=True)
        step += 1
        if step == WARM_UP_STEPS:
            loop_started = time.time()
        # now the pace is known: fit the steps (and the schedule) to the time left; the first steps of each new
        # batch shape run slow, so the fit is redone as the pace settles, while the first save is still far off
        if step == timing_steps or (step % REPLAN_EVERY == 0 and 2 * saves * step < total):
            pace = (time.time() - loop_started) / (step - WARM_UP_STEPS)
            total = fit_steps(step, pace, minutes * 60 - (time.time() - started) - SAVE_RESERVE_S * saves, planned)
            warmup = max(1, min(warmup, total // 20))
            save_at = {round(total * (k + 1) / saves) for k in range(saves)}
            write(event="plan", step_s=round(pace, 3), total_steps=total, planned_steps=planned,
                  epochs=round(total / len(batches), 2), saves=sorted(save_at))
        if step == 1 or step % 10 == 0 or step == total:
            write(event="log", step=step, total=total, loss=round(float(loss.detach()), 4),
                  lr=optimizer.param_groups[0]["lr"], epoch=round(step / len(batches), 2))
        if step in save_at or step == total:
            weights = {k: v.detach().to(torch.float16).cpu().contiguous()
                       for k, v in get_peft_model_state_dict(model).items()}
            files = save_shards(weights, out, f"step-{step}")
            write(event="save", step=step, files=files, val_loss=round(validation_loss(), 4))
    write(event="done", steps=step, seconds=round(time.time() - started, 1))
    log.close()


# ---------------------------------------------------------------- adapter (here: an ordinary PEFT folder)

def adapter(shards: list[Path], pack_dir: Path, target: Path) -> Path:
    """Saved LoRA weights (the shards of one save) -> a PEFT adapter folder with this machine's peft, plus the
    run's prompt settings."""
    from peft import get_peft_model, set_peft_model_state_dict
    from safetensors.torch import load_file

    from agent.backends.loading import load_model
    from agent.prompts import save_prompt_config
    from models.config import TrainConfig, apply_overrides
    from models.tracking import lora_config

    plan = json.loads((pack_dir / PLAN_FILE).read_text())
    cfg = apply_overrides(TrainConfig(), plan["config"])
    base = load_model(cfg.base_model, "none", device="cpu", merge_adapter=False).model
    model = get_peft_model(copy.deepcopy(base), lora_config(cfg, base))
    weights = {k: v.float() for shard in shards for k, v in load_file(shard).items()}
    result = set_peft_model_state_dict(model, weights)
    missing = [k for k in result.missing_keys if "lora_" in k]
    if result.unexpected_keys or missing:
        raise ValueError(f"{shards[0].name}... do not fit this LoRA: unexpected {result.unexpected_keys[:3]}, "
                         f"missing {missing[:3]}")
    # the base's public name, not this machine's cache folder (the offline default is a GGUF of this model)
    model.peft_config["default"].base_model_name_or_path = cfg.base_model or DEFAULT_BASE_NAME
    target.mkdir(parents=True, exist_ok=True)
    model.save_pretrained(target)
    save_prompt_config(cfg.prompt_config(), cfg.episode_kind, target)
    log = shards[0].parent / LOG_FILE
    if log.exists():
        (target / TRAINING_FILE).write_text(json.dumps(training_record(log, shards[0].name), indent=1))
    return target


def training_record(log: Path, shard: str) -> dict:
    """Where and how long the saved weights trained, from the train log beside them: the hardware, the steps and
    passes up to this save, the seconds (model loading included) and its validation loss."""
    events = [json.loads(line) for line in log.read_text().splitlines() if line.strip()]
    start = next(e for e in events if e["event"] == "start")
    save = next(e for e in events if e["event"] == "save" and shard in e["files"])
    plan = next((e for e in reversed(events) if e["event"] == "plan"), {})  # the last fit
    return {"hardware": start["gpu"] or start["device"], "trainer": "models/portable_sft.py", "step": save["step"],
            "total_steps": plan.get("total_steps", save["step"]),
            "epochs": round(save["step"] / start["batches_per_epoch"], 2),
            "seconds": save["elapsed_s"], "validation_loss": save["val_loss"], "sequences": start["sequences"],
            "tokens": start["tokens"]}


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(prog="python -m models.portable_sft", description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    p = commands.add_parser("pack", help="expert episodes -> tokens.npz + plan.json (needs the project)")
    p.add_argument("--config", required=True)
    p.add_argument("--out", type=Path, required=True)
    p.add_argument("--validation-tasks", type=int, default=60)
    p.add_argument("overrides", nargs="*", help="key=value, applied after the file")
    t = commands.add_parser("train", help="LoRA SFT on a pack (needs only torch, transformers, peft, numpy)")
    t.add_argument("pack", type=Path)
    t.add_argument("--base", type=Path, required=True, help="the base model: a GGUF file or a model folder")
    t.add_argument("--out", type=Path, required=True)
    t.add_argument("--minutes", type=float, default=7.0, help="wall-clock budget, loading and saves included")
    t.add_argument("--saves", type=int, default=2, help="evenly spaced saves of the LoRA weights")
    t.add_argument("--batch-tokens", type=int, default=32_768, help="padded tokens per optimizer step")
    t.add_argument("--epochs", type=float, default=4.0, help="at most this many passes")
    a = commands.add_parser("adapter", help="saved weights -> a PEFT adapter folder (needs the project)")
    a.add_argument("shards", type=Path, nargs="+", help="the files of one save (step-N-*.safetensors)")
    a.add_argument("--pack", type=Path, required=True)
    a.add_argument("--to", type=Path, required=True)
    args = parser.parse_args(argv)
    if args.command == "pack":
        from models.config import load_config

        print(pack(load_config(args.config, args.overrides), args.out, args.validation_tasks))
    elif args.command == "train":
        train(args.pack, args.base, args.out, args.minutes, args.saves, args.batch_tokens, args.epochs)
    else:
        print(adapter(args.shards, args.pack, args.to))


if __name__ == "__main__":
    main()
