"""What reading the first prompt without gradient saves in a GRPO training pass (models/grpo.py).

    python -m bench grpo_step                                  # SmolLM2-135M, LoRA r=16, an index episode's shape
    python -m bench grpo_step --prompt 600 --completion 300     # an analyst episode's shape

One episode's training pass (per-token log-probabilities, then backward) timed both ways, alternately, on the offline
default model with a fresh LoRA adapter: TRL's own computation (the whole sequence under gradient) and the
prompt-cached trainer's (the prompt's keys/values under no_grad). Token ids are random: only the lengths matter
for time. Defaults are an index-tuning episode's shape (~1,300-token first prompt, ~2,100 tokens after it).
"""

from __future__ import annotations

import argparse
import statistics
import time
from contextlib import nullcontext
from types import SimpleNamespace


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench grpo_step", description=__doc__.splitlines()[0])
    parser.add_argument("--prompt", type=int, default=1300, help="tokens of the first prompt")
    parser.add_argument("--completion", type=int, default=2100, help="tokens after it (turns and observations)")
    parser.add_argument("--repeats", type=int, default=3, help="timed passes each way (after one warm-up each)")
    args = parser.parse_args(argv)

    import torch
    from peft import LoraConfig, get_peft_model
    from transformers import AutoModelForCausalLM
    from trl import GRPOTrainer
    from trl.trainer.utils import add_fused_lm_head

    from models.config import TrainConfig
    from models.grpo import prompt_cached_grpo_trainer_class
    from models.tracking import base_source

    torch.manual_seed(0)
    cfg = TrainConfig()
    model = AutoModelForCausalLM.from_pretrained(base_source(cfg))
    add_fused_lm_head(model, outputs=("log_probs", "entropy"))
    model = get_peft_model(model, LoraConfig(r=16, lora_alpha=32, target_modules=list(cfg.lora_targets),
                                             task_type="CAUSAL_LM"))
    model.train()
    trainer = object.__new__(prompt_cached_grpo_trainer_class())  # only the log-prob method and its autocast
    trainer.accelerator = SimpleNamespace(autocast=nullcontext, is_main_process=True)
    ids = torch.randint(100, model.config.vocab_size, (1, args.prompt + args.completion))
    mask = torch.ones_like(ids)
    ways = {"whole sequence under gradient (TRL)": lambda: GRPOTrainer._get_per_token_logps_and_entropies(
                trainer, model, ids, mask, args.completion),
            "prompt read without gradient": lambda: trainer._get_per_token_logps_and_entropies(
                model, ids, mask, args.completion)}
    times: dict[str, list[float]] = {name: [] for name in ways}
    for round_ in range(args.repeats + 1):
        for name, logps in ways.items():
            model.zero_grad(set_to_none=True)
            started = time.perf_counter()
            logps()[0].sum().backward()
            if round_:  # the first round warms up
                times[name].append(time.perf_counter() - started)
    print(f"one episode's training pass: {args.prompt} prompt + {args.completion} episode tokens, SmolLM2-135M "
          f"LoRA r=16, {torch.get_num_threads()} threads, median of {args.repeats}")
    medians = {name: statistics.median(t) for name, t in times.items()}
    for name, median in medians.items():
        print(f"  {name:38} {median:6.2f} s  ({', '.join(f'{t:.2f}' for t in times[name])})")
    plain, cached = medians.values()
    print(f"  speed-up {plain / cached:.2f}x")


if __name__ == "__main__":
    main()
