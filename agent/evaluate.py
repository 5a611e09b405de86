"""Evaluate a policy on the analyst tasks (built-in or Spider-format) or the index-tuning scenarios.

    python -m agent.evaluate --env analyst --policy baseline --split heldout
    python -m agent.evaluate --env analyst --policy baseline --tasks dev.json --db-dir database/ --json out.json
    python -m agent.evaluate --env index --policy expert --difficulty hard
    python -m agent.evaluate --env analyst --policy llm --limit 20 [--model ID_OR_PATH] [--adapter PATH] [--batch-size 4]

Analyst: prints accuracy, mean steps and mean reward per database and difficulty, and writes the same as JSON
({"overall", "by_db", "by_difficulty", "episodes"}); LLM runs add parse_failure_rate and mean_tokens to
"overall". Index tuning: see agent/index_eval.py.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import defaultdict
from collections.abc import Callable, Sequence
from contextlib import ExitStack, closing
from pathlib import Path

from tqdm import tqdm

from agent.llm_policy import BatchedRunner, LLMPolicy, make_llm_policy
from agent.policy import Policy
from agent.rollout import Episode, play_episode
from envs.analyst.env import MAX_STEPS, AnalystEnv
from envs.analyst.spider import load_spider
from envs.analyst.tasks import DIFFICULTIES, Task, select_tasks


def analyst_policy(name: str, model: str | None = None, adapter: str | None = None, temperature: float = 0.0,
                   max_new_tokens: int | None = None) -> Policy:
    if name == "baseline":
        from agent.baselines.analyst import RuleBasedAnalyst

        return RuleBasedAnalyst()
    if name == "llm":
        return make_llm_policy("analyst", model, adapter, temperature, max_new_tokens)
    raise ValueError(f"no analyst policy named {name!r}")


def episode_record(task: Task, episode: Episode) -> dict:
    last = episode.last
    return {
        "task_id": task.task_id,
        "db": task.db,
        "difficulty": task.difficulty,
        "question": task.question,
        "correct": bool(last.metadata.get("correct")),
        "exec_match": bool(last.metadata.get("matched_gold")),
        "steps": len(episode.steps),
        "reward": round(episode.total_reward, 4),
        "answer": last.metadata.get("answer"),
        "parse_failures": sum(1 for s in episode.steps if s.observation.kind == "invalid"),
        "tokens": sum(s.tokens for s in episode.steps),
        "actions": [str(s.action) for s in episode.steps],
        "seconds": round(episode.reset_s + sum(s.elapsed_s for s in episode.steps), 4),
    }


def summarize(records: Sequence[dict]) -> dict:
    n = len(records)
    if not n:
        return {"n": 0, "accuracy": 0.0, "mean_steps": 0.0, "mean_reward": 0.0}
    return {
        "n": n,
        "accuracy": round(sum(r["correct"] for r in records) / n, 4),
        "mean_steps": round(sum(r["steps"] for r in records) / n, 2),
        "mean_reward": round(sum(r["reward"] for r in records) / n, 4),
    }


def report(records: list[dict], extra_overall: Callable[[list[dict]], dict] | None = None) -> dict:
    """The JSON report: overall, by_db, by_difficulty and the episodes themselves."""
    groups: dict[str, dict[str, list]] = {"by_db": defaultdict(list), "by_difficulty": defaultdict(list)}
    for r in records:
        groups["by_db"][r["db"]].append(r)
        groups["by_difficulty"][r["difficulty"]].append(r)
    overall = summarize(records) | (extra_overall(records) if extra_overall else {})
    order = {d: i for i, d in enumerate(DIFFICULTIES)}
    return {
        "overall": overall,
        "by_db": {k: summarize(v) for k, v in sorted(groups["by_db"].items())},
        "by_difficulty": {k: summarize(v) for k, v in sorted(groups["by_difficulty"].items(), key=lambda kv: order.get(kv[0], 9))},
        "episodes": records,
    }


def format_report(result: dict, title: str) -> str:
    """A plain-text table: one row per database x difficulty, then totals."""
    cells = defaultdict(list)
    for r in result["episodes"]:
        cells[(r["db"], r["difficulty"])].append(r)
    lines = [title, f"{'database':18s} {'difficulty':10s} {'n':>4s} {'accuracy':>9s} {'steps':>6s} {'reward':>7s}"]

    def row(db: str, difficulty: str, s: dict) -> str:
        return f"{db:18s} {difficulty:10s} {s['n']:4d} {s['accuracy']:9.1%} {s['mean_steps']:6.2f} {s['mean_reward']:7.3f}"

    order = {d: i for i, d in enumerate(DIFFICULTIES)}
    for (db, difficulty), records in sorted(cells.items(), key=lambda kv: (kv[0][0], order.get(kv[0][1], 9))):
        lines.append(row(db, difficulty, summarize(records)))
    lines.append("-" * 58)
    for db, s in result["by_db"].items():
        lines.append(row(db, "all", s))
    for difficulty, s in result["by_difficulty"].items():
        lines.append(row("all", difficulty, s))
    lines.append(row("overall", "all", result["overall"]))
    return "\n".join(lines)


def llm_overall(records: list[dict]) -> dict:
    """Extra "overall" figures for LLM runs: parse failures per step, generated tokens per episode."""
    steps = sum(r["steps"] for r in records)
    return {"parse_failure_rate": round(sum(r["parse_failures"] for r in records) / max(1, steps), 4),
            "mean_tokens": round(sum(r["tokens"] for r in records) / max(1, len(records)), 1)}


def evaluate_analyst(policy: Policy, tasks: Sequence[Task], max_steps: int = MAX_STEPS, repair: bool = False,
                     seed: int = 0, progress: bool = True, batch_size: int = 1) -> dict:
    is_llm = isinstance(policy, LLMPolicy)
    bar = tqdm(total=len(tasks), desc=f"{policy.name}", unit="ep", disable=not progress, file=sys.stderr)
    if is_llm and batch_size > 1:
        envs = [AnalystEnv(tasks=list(tasks), max_steps=max_steps) for _ in range(min(batch_size, len(tasks)))]
        jobs = [(envs[i % len(envs)], {"task_id": task.task_id, "seed": seed + i, "repair": repair})
                for i, task in enumerate(tasks)]
        with ExitStack() as stack:
            for env in envs:
                stack.callback(env.close)
            episodes = BatchedRunner(policy, on_episode=lambda i, e: bar.update()).run(jobs, batch_size)
        records = [episode_record(task, episode) for task, episode in zip(tasks, episodes)]
    else:
        records = []
        with closing(AnalystEnv(tasks=list(tasks), max_steps=max_steps)) as env:
            for i, task in enumerate(tasks):
                episode = play_episode(env, policy, task_id=task.task_id, seed=seed + i, repair=repair)
                records.append(episode_record(task, episode))
                bar.update()
    bar.close()
    return report(records, llm_overall if is_llm else None)


def choose_tasks(args: argparse.Namespace) -> list[Task]:
    if args.tasks:
        if not args.db_dir:
            raise SystemExit("--tasks needs --db-dir (the folder holding <db_id>/<db_id>.sqlite)")
        tasks = load_spider(args.tasks, args.db_dir)
        tasks = [t for t in tasks if args.difficulty in (None, t.difficulty)]
    else:
        tasks = select_tasks(args.split, args.difficulty)
    if args.limit is not None and args.limit < len(tasks):
        tasks = random.Random(args.seed).sample(tasks, args.limit)  # a seeded subset, the same for every policy
    return tasks


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m agent.evaluate", description=__doc__.splitlines()[0])
    parser.add_argument("--env", choices=["analyst", "index"], default="analyst")
    parser.add_argument("--policy", default="baseline", help="analyst: baseline, llm; index: random, baseline, expert, llm")
    parser.add_argument("--split", choices=["train", "heldout", "all"], default="all")
    parser.add_argument("--difficulty", choices=DIFFICULTIES)
    parser.add_argument("--limit", type=int, help="evaluate a seeded random subset of N tasks")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--max-steps", type=int, default=MAX_STEPS)
    parser.add_argument("--repair", action="store_true", help="start each episode from a broken query")
    parser.add_argument("--tasks", type=Path, help="Spider-format tasks file (dev.json)")
    parser.add_argument("--db-dir", type=Path, help="Spider-format database folder")
    parser.add_argument("--db", type=Path, help="index: an SQLite file to tune (a private copy is used)")
    parser.add_argument("--workload", type=Path, help="index: a workload .sql file for --db")
    parser.add_argument("--json", type=Path, help="write the report here")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    parser.add_argument("--model", help="llm: base model, a hub id or local path (default: $MODEL_ID or SmolLM2-135M)")
    parser.add_argument("--adapter", help="llm: LoRA adapter, a hub id or local path; 'none' for the base alone")
    parser.add_argument("--temperature", type=float, default=0.0, help="llm: 0 is greedy")
    parser.add_argument("--max-new-tokens", type=int, default=None, help="llm: tokens per action (default 128)")
    parser.add_argument("--batch-size", type=int, default=1, help="llm: episodes stepped together, one generate per step")
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> dict:
    args = parse_args(argv)
    if args.workload and not args.db:
        raise SystemExit("--workload needs --db (the database the workload runs on)")
    if args.env == "index":
        from agent.index_eval import POLICIES, evaluate_index, format_index_report

        if args.policy not in POLICIES:
            raise SystemExit(f"no index-tuning policy named {args.policy!r}; use one of {', '.join(POLICIES)}")
        result = evaluate_index(args.policy, args.difficulty, str(args.db) if args.db else None,
                                str(args.workload) if args.workload else None, args.limit, args.seed,
                                args.model, args.adapter)
        print(format_index_report(result))
    else:
        try:
            policy = analyst_policy(args.policy, args.model, args.adapter, args.temperature, args.max_new_tokens)
        except ValueError as error:
            raise SystemExit(str(error)) from None
        tasks = choose_tasks(args)
        if not tasks:
            raise SystemExit("no tasks match these filters")
        result = evaluate_analyst(policy, tasks, args.max_steps, args.repair, args.seed, progress=not args.quiet,
                                  batch_size=args.batch_size)
        source = args.tasks or f"built-in, split={args.split}"
        print(format_report(result, f"policy={args.policy}  tasks: {source}" + ("  (repair)" if args.repair else "")))
        if "parse_failure_rate" in result["overall"]:
            print(f"parse failure rate {result['overall']['parse_failure_rate']:.1%} of steps, "
                  f"{result['overall']['mean_tokens']:.1f} generated tokens per episode")
    if args.json:
        args.json.write_text(json.dumps(result, indent=1, default=str))
    return result


if __name__ == "__main__":
    main()
