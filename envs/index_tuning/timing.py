"""Seconds, beside VM steps: the workload's wall time before and after tuning, and the speed-up factor.

"Before" is a fresh copy of the scenario's database running the original SQL; "after" is the episode's database
with its indexes and accepted rewrites. Each statement runs ``repeats`` times, before and after alternately (so a
busy neighbour slows both alike), the medians are weighted by frequency and summed. Statements run uncounted
through the same guards as the cost (reads sandboxed, writes rolled back). Wall time is for people and never part
of the reward: it varies between machines and runs, VM steps do not.

    from envs.index_tuning.timing import workload_wall
    python -m pytest tests/test_index_tuning_env.py -k wall
"""

from __future__ import annotations

import sqlite3
import statistics
import time
from dataclasses import asdict, dataclass, field

from envs.index_tuning.cost import prepare, run_prepared

WALL_REPEATS = 5  # runs per statement and side; the median is kept
SLOW_RUN_S = 1.0  # a statement whose first run takes longer gets only SLOW_REPEATS runs (bounds the wait)
SLOW_REPEATS = 3


@dataclass
class WallTime:
    before_ms: float  # frequency-weighted sum of per-statement medians, original database and SQL
    after_ms: float  # the same with the episode's indexes and rewrites
    speedup: float  # before / after
    repeats: int  # runs per statement and side (fewer for slow statements, see SLOW_RUN_S)
    per_query: dict[str, list[float]] = field(default_factory=dict)  # qid -> [before ms, after ms] of one run
    errors: dict[str, str] = field(default_factory=dict)  # qid -> why a statement could not be timed

    def as_dict(self) -> dict:
        return asdict(self)


def _once(con: sqlite3.Connection, prepared: tuple[str | None, str]) -> tuple[float, str | None]:
    started = time.perf_counter()
    error = run_prepared(con, *prepared)
    return time.perf_counter() - started, error


def workload_wall(before: sqlite3.Connection, after: sqlite3.Connection, workload, repeats: int = WALL_REPEATS) -> WallTime:
    """``workload``: (qid, original sql, tuned sql, frequency) tuples. Runs each statement on both connections."""
    total_before = total_after = 0.0
    per_query, errors = {}, {}
    for qid, original, tuned, freq in workload:
        original, tuned = prepare(original), prepare(tuned)
        first, error = _once(before, original)
        runs = repeats if first < SLOW_RUN_S else min(repeats, SLOW_REPEATS)
        times_before, times_after = [first], []
        for index in range(runs):
            elapsed, error_after = _once(after, tuned)
            times_after.append(elapsed)
            error = error or error_after
            if index + 1 < runs:
                times_before.append(_once(before, original)[0])
        if error:
            errors[qid] = error
        b, a = statistics.median(times_before), statistics.median(times_after)
        per_query[qid] = [round(1000 * b, 3), round(1000 * a, 3)]
        total_before += freq * b
        total_after += freq * a
    return WallTime(round(1000 * total_before, 2), round(1000 * total_after, 2),
                    round(total_before / total_after, 1) if total_after > 0 else 0.0, repeats, per_query, errors)
