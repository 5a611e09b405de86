"""Analyst environment latency: reset, DESCRIBE, SAMPLE, and a QUERY step against plain sqlite3, side by side.

    python -m bench analyst [--repeats 7] [--limit 120]

Every gold query is run both ways in alternation, ``--repeats`` times each; medians are compared. The QUERY
step includes everything the environment does: validation (sqlglot, cached per statement), the authorizer, the
VM-step budget, the row cap, formatting the text, and the execution match against the gold result.
Cold validation (first parse of a statement) is reported on its own line.
"""

from __future__ import annotations

import argparse
import random
import sqlite3
import statistics
import time

from envs.analyst.env import AnalystEnv
from envs.analyst.tasks import builtin_tasks
from envs.sandbox import validate_sql


def median_time(fn, repeats: int) -> float:
    times = []
    for _ in range(repeats):
        started = time.perf_counter()
        fn()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def step_time(env: AnalystEnv, task_id: str, action: str, repeats: int) -> float:
    """Median time of one step, each time on a freshly reset episode (the reset is not timed)."""
    times = []
    for _ in range(repeats):
        env.reset(task_id=task_id)
        started = time.perf_counter()
        env.step(action)
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench analyst")
    parser.add_argument("--repeats", type=int, default=7)
    parser.add_argument("--limit", type=int, default=120, help="gold queries to time (seeded sample)")
    args = parser.parse_args(argv)

    tasks = random.Random(0).sample(list(builtin_tasks()), min(args.limit, len(builtin_tasks())))
    env = AnalystEnv()
    raw = {}
    for task in tasks:
        if task.path not in raw:
            raw[task.path] = sqlite3.connect(task.path)

    reset_s, describe_s, sample_s, env_q, raw_q, cold_validate = [], [], [], [], [], []
    for task in tasks:
        reset_s.append(median_time(lambda: env.reset(task_id=task.task_id), args.repeats))
        table = env.reset(task_id=task.task_id).tables[0]
        describe_s.append(step_time(env, task.task_id, f"DESCRIBE {table}", args.repeats))
        sample_s.append(step_time(env, task.task_id, f"SAMPLE {table}", args.repeats))
        started = time.perf_counter()
        validate_sql.__wrapped__(task.gold_sql)
        cold_validate.append(time.perf_counter() - started)
        con = raw[task.path]
        env_times, raw_times = [], []
        for _ in range(args.repeats):  # alternate so both see the same machine state
            env.reset(task_id=task.task_id)
            started = time.perf_counter()
            env.step(f"QUERY {task.gold_sql}")
            env_times.append(time.perf_counter() - started)
            started = time.perf_counter()
            con.execute(task.gold_sql).fetchall()
            raw_times.append(time.perf_counter() - started)
        env_q.append(statistics.median(env_times))
        raw_q.append(statistics.median(raw_times))

    def ms(values) -> str:
        return f"{statistics.median(values) * 1e3:8.3f}"

    print(f"analyst env latency over {len(tasks)} gold tasks, {args.repeats} repeats each (median, ms)")
    print(f"{'measure':38s} {'median ms':>9s}  target")
    print(f"{'reset':38s} {ms(reset_s)}  <= 5 ms")
    print(f"{'DESCRIBE step':38s} {ms(describe_s)}  <= 1 ms")
    print(f"{'SAMPLE step':38s} {ms(sample_s)}  <= 1 ms")
    print(f"{'QUERY step (env)':38s} {ms(env_q)}")
    print(f"{'same SQL, plain sqlite3':38s} {ms(raw_q)}")
    print(f"{'cold validation (first parse)':38s} {ms(cold_validate)}")
    ratios = [e / r for e, r in zip(env_q, raw_q)]
    print(f"{'QUERY overhead, total time ratio':38s} {sum(env_q) / sum(raw_q):8.3f}x <= 1.2x")
    print(f"{'  same, counting a cold first parse':38s} {(sum(env_q) + sum(cold_validate)) / sum(raw_q):8.3f}x")
    print(f"{'QUERY overhead, median per-query ratio':38s} {statistics.median(ratios):8.3f}x")
    print(f"{'QUERY overhead, queries >= 5 ms (n=%d)' % sum(r >= 0.005 for r in raw_q):38s} "
          f"{sum(e for e, r in zip(env_q, raw_q) if r >= 0.005) / max(1e-9, sum(r for r in raw_q if r >= 0.005)):8.3f}x")


if __name__ == "__main__":
    main()
