"""Verified questions for any database — built-in, factory-made or uploaded: easy, medium and hard, with gold SQL.

The generator profiles the database (envs/analyst/questions/profile.py: keys, measures, dates, categories,
labels), lets every template family (questions/single_table, grouped, joined, nested) propose candidates in plain
English, and keeps the ones whose gold SQL gives a clear answer: it executes (read-only, sandboxed), is non-empty,
small (at most ``MAX_ANSWER_ROWS`` rows), has no NULL, no tie where one answer is asked for, no order left to
chance, and names each answered row by a label no other row shares. A question's difficulty is its gold SQL's
structure (``classify_difficulty``). Families take turns, so the questions kept are varied.

    python -m envs.analyst.generate shop.sqlite                      # print the questions and their gold SQL
    python -m envs.analyst.generate shop.sqlite --json questions.json  # write them (question, gold_sql, difficulty)
"""

from __future__ import annotations

import argparse
import json
import time
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from functools import cache
from pathlib import Path

import sqlglot

from envs.analyst.questions import grouped, joined, nested, single_table
from envs.analyst.questions.base import Candidate, Context
from envs.analyst.questions.profile import profile_database
from envs.analyst.schema import schema_of
from envs.analyst.tasks import DIFFICULTIES, Task, check_task, classify_difficulty, gold_answer
from envs.sandbox import open_readonly

PER_DIFFICULTY = 20  # questions kept per difficulty
MAX_CHECKED = 160  # candidates verified per difficulty: each runs its gold SQL, so bound the work
UPLOAD_SPLIT = "upload"  # split label of questions on a user's database (never used for training)
FAMILIES = single_table.FAMILIES + grouped.FAMILIES + joined.FAMILIES + nested.FAMILIES
REJECTION_REASONS = (  # check_task's problems, by the phrase that names them
    ("gold SQL failed", "query fails"), ("returns no rows", "empty answer"), ("max ", "too many rows"),
    ("NULL", "NULL in the answer"), ("non-finite", "non-finite number"), ("tie at the LIMIT cut", "tie for the answer"),
    ("tie on the ORDER BY", "order left to chance"), ("LIMIT without ORDER BY", "LIMIT without ORDER BY"),
    ("labelled", "difficulty mismatch"),
)


@dataclass
class GenerationReport:
    """What one generation did: the questions kept, and how many candidates were tried and rejected, and why."""

    tasks: list[Task]
    candidates: int = 0  # proposed by the templates
    checked: int = 0  # verified (the rest were not needed once a difficulty was full)
    rejected: Counter = field(default_factory=Counter)  # reason -> count
    seconds: float = 0.0

    def by_difficulty(self) -> dict[str, int]:
        counts = Counter(t.difficulty for t in self.tasks)
        return {d: counts[d] for d in DIFFICULTIES}


def propose(ctx: Context) -> list[Candidate]:
    """Every candidate the template families make for the context's database (nothing verified yet)."""
    return [replace(candidate, family=family.__name__) for family in FAMILIES for candidate in family(ctx)]


def interleave(candidates: list[Candidate]) -> list[Candidate]:
    """Families take turns, and within a family tables take turns, so the first questions kept are varied."""
    by_family: dict[str, dict[str, list[Candidate]]] = defaultdict(lambda: defaultdict(list))
    for c in candidates:
        table = c.key.split("/")[1] if "/" in c.key else ""
        by_family[c.family][table].append(c)
    return _round_robin([_round_robin(list(tables.values())) for tables in by_family.values()])


def _round_robin(queues: list[list]) -> list:
    out, position = [], 0
    while any(position < len(queue) for queue in queues):
        out += [queue[position] for queue in queues if position < len(queue)]
        position += 1
    return out


def _rejection(problems: list[str]) -> str:
    first = problems[0]
    return next((reason for phrase, reason in REJECTION_REASONS if phrase in first), "other")


def _verify(candidate: Candidate, task: Task, ctx: Context) -> str | None:
    """Why ``candidate`` cannot be kept, or None when its gold answer is clear."""
    problems = check_task(task)
    if problems:
        return _rejection(problems)
    gold = gold_answer(task)
    if len(gold.rows) == 1 and len(gold.columns) == 1 and gold.rows[0][0] in (0, 0.0):
        return "zero answer"  # right but dull: "How many X have no Y?" -> 0 teaches nothing
    if candidate.label_of is not None and not all(ctx.label_is_unique(candidate.label_of, row[0]) for row in gold.rows):
        return "label names several rows"
    return None


def generate_report(path: str | Path, db: str | None = None, per_difficulty: int = PER_DIFFICULTY,
                    split: str = UPLOAD_SPLIT) -> GenerationReport:
    """Verified questions over the database at ``path`` and the generation's counts; cached per file version."""
    path = Path(path).resolve()
    return _generate(path, path.stat().st_mtime_ns, db or path.stem, per_difficulty, split)


def generate_tasks(path: str | Path, db: str | None = None, per_difficulty: int = PER_DIFFICULTY,
                   split: str = UPLOAD_SPLIT) -> list[Task]:
    """Verified questions over the database at ``path``, easy first; cached per file version."""
    return list(generate_report(path, db, per_difficulty, split).tasks)


@cache
def _generate(path: Path, mtime_ns: int, db: str, per_difficulty: int, split: str) -> GenerationReport:
    started = time.perf_counter()
    con = open_readonly(path)
    try:
        ctx = Context(con, profile_database(con, schema_of(path)), db)
        candidates = propose(ctx)
        report = GenerationReport([], len(candidates))
        by_difficulty: dict[str, list[Candidate]] = defaultdict(list)
        for candidate in candidates:
            try:
                by_difficulty[classify_difficulty(candidate.sql)].append(candidate)
            except sqlglot.errors.SqlglotError:
                report.rejected["query does not parse"] += 1
        questions: set[str] = set()
        for difficulty in DIFFICULTIES:
            kept = []
            for candidate in interleave(by_difficulty[difficulty])[:MAX_CHECKED]:
                if len(kept) >= per_difficulty:
                    break
                report.checked += 1
                if candidate.question.casefold() in questions:
                    report.rejected["duplicate question"] += 1
                    continue
                task = Task(f"{db}/{candidate.key}", db, candidate.question, candidate.sql, difficulty, split, path)
                reason = _verify(candidate, task, ctx)
                if reason is not None:
                    report.rejected[reason] += 1
                    continue
                questions.add(candidate.question.casefold())
                kept.append(task)
            report.tasks += kept
    finally:
        con.close()
    report.seconds = round(time.perf_counter() - started, 4)
    return report


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m envs.analyst.generate", description=__doc__.splitlines()[0])
    parser.add_argument("database", type=Path, help="an SQLite file (opened read-only)")
    parser.add_argument("--db", help="the database's name in task ids (default: the file name)")
    parser.add_argument("--per-difficulty", type=int, default=PER_DIFFICULTY)
    parser.add_argument("--json", type=Path, help="write the questions here")
    args = parser.parse_args(argv)
    if not args.database.is_file():
        parser.exit(2, f"error: no database at {args.database}\n")
    report = generate_report(args.database, args.db, args.per_difficulty)
    for task in report.tasks:
        print(f"[{task.difficulty}] {task.question}\n    {task.gold_sql}")
    counts = ", ".join(f"{d} {n}" for d, n in report.by_difficulty().items())
    rejected = ", ".join(f"{reason} {n}" for reason, n in report.rejected.most_common()) or "none"
    print(f"{len(report.tasks)} questions ({counts}) from {report.candidates} candidates, {report.checked} checked, "
          f"in {report.seconds:.2f} s; rejected: {rejected}")
    if args.json:
        args.json.write_text(json.dumps({
            "database": str(args.database), "candidates": report.candidates, "checked": report.checked,
            "rejected": dict(report.rejected.most_common()),
            "questions": [{"task_id": t.task_id, "question": t.question, "gold_sql": t.gold_sql,
                           "difficulty": t.difficulty} for t in report.tasks],
        }, indent=1))


if __name__ == "__main__":
    main()
