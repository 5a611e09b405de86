"""LLM agent throughput on this machine: tokens/s and episodes/min, sequential vs batched, on the same tasks.

    python -m bench llm [--tasks 8] [--steps 3] [--batch-sizes 4 8] [--max-new-tokens 64] [--repeats 1]

Each mode plays the same seeded sample of built-in analyst tasks with the default model (or $MODEL_ID), greedy,
episodes capped at ``--steps`` actions so a run takes minutes, not hours. "sequential" is run_episode one episode
after another (one prompt per generate call); "batch N" is BatchedRunner with N episodes stepped together (one
generate call per step across them). tokens/s counts generated tokens over the time spent in generate; episodes/min
is over the whole wall time (prompt building, parsing and the environment included). Medians over ``--repeats``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from agent.llm_policy import BatchedRunner, LLMPolicy, ModelGenerator
from agent.rollout import play_episode
from envs.analyst.env import AnalystEnv
from envs.analyst.tasks import builtin_tasks


class TimedGenerator:
    """Wraps a generator and records, per call, its batch size, seconds and generated tokens."""

    def __init__(self, inner):
        self.inner = inner
        self.calls: list[tuple[int, float, int]] = []

    def __call__(self, conversations):
        started = time.perf_counter()
        replies = self.inner(conversations)
        self.calls.append((len(conversations), time.perf_counter() - started, sum(r.tokens for r in replies)))
        return replies


def run_mode(tasks, batch_size: int, steps: int, generator: TimedGenerator) -> dict:
    generator.calls.clear()
    policy = LLMPolicy(generator)
    started = time.perf_counter()
    if batch_size == 1:
        env = AnalystEnv(tasks=tasks, max_steps=steps)
        episodes = [play_episode(env, policy, task_id=t.task_id, seed=i) for i, t in enumerate(tasks)]
    else:
        envs = [AnalystEnv(tasks=tasks, max_steps=steps) for _ in range(batch_size)]
        jobs = [(envs[i % batch_size], {"task_id": t.task_id, "seed": i}) for i, t in enumerate(tasks)]
        episodes = BatchedRunner(policy).run(jobs, batch_size)
    wall = time.perf_counter() - started
    gen_s = sum(c[1] for c in generator.calls)
    tokens = sum(c[2] for c in generator.calls)
    return {"wall_s": wall, "gen_s": gen_s, "tokens": tokens, "calls": len(generator.calls),
            "tok_s": tokens / gen_s, "ep_min": len(episodes) * 60 / wall,
            "actions": [[str(s.action) for s in e.steps] for e in episodes]}


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench llm")
    parser.add_argument("--tasks", type=int, default=8, help="episodes per mode (a seeded sample of built-in tasks)")
    parser.add_argument("--steps", type=int, default=3, help="actions per episode at most")
    parser.add_argument("--batch-sizes", type=int, nargs="+", default=[4, 8])
    parser.add_argument("--max-new-tokens", type=int, default=64)
    parser.add_argument("--repeats", type=int, default=1)
    args = parser.parse_args(argv)

    from models.loading import load_model

    loaded = load_model()
    tasks = random.Random(0).sample(list(builtin_tasks()), args.tasks)
    generator = TimedGenerator(ModelGenerator(max_new_tokens=args.max_new_tokens))
    generator([[{"role": "user", "content": "warm up"}]])  # first call pays one-off costs
    modes = [1] + [b for b in args.batch_sizes if b > 1]
    results: dict[int, list[dict]] = {b: [] for b in modes}
    for _ in range(args.repeats):
        for b in modes:  # interleaved, so every mode sees the same machine state
            results[b].append(run_mode(tasks, b, args.steps, generator))

    def med(b, key):
        return statistics.median(r[key] for r in results[b])

    print(f"LLM agent throughput: {loaded.model_id} on {loaded.device} ({str(loaded.dtype).removeprefix('torch.')}), "
          f"{args.tasks} episodes x <= {args.steps} steps, <= {args.max_new_tokens} new tokens, "
          f"medians of {args.repeats}")
    print(f"{'mode':12s} {'calls':>6s} {'tokens':>7s} {'gen s':>8s} {'wall s':>8s} {'tokens/s':>9s} {'episodes/min':>13s} {'speed-up':>9s}")
    base = med(1, "ep_min")
    for b in modes:
        name = "sequential" if b == 1 else f"batch {b}"
        print(f"{name:12s} {med(b, 'calls'):6.0f} {med(b, 'tokens'):7.0f} {med(b, 'gen_s'):8.1f} {med(b, 'wall_s'):8.1f} "
              f"{med(b, 'tok_s'):9.1f} {med(b, 'ep_min'):13.2f} {med(b, 'ep_min') / base:8.2f}x")
    same = [sum(a == s for a, s in zip(results[b][0]["actions"], results[1][0]["actions"])) for b in modes[1:]]
    print("episodes with the same actions as sequential: " + ", ".join(
        f"batch {b}: {n}/{args.tasks}" for b, n in zip(modes[1:], same)))


if __name__ == "__main__":
    main()
