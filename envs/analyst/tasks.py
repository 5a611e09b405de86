"""Gold tasks: business questions with gold SQL over the built-in databases, and the checks that keep them honest.

A task bank (the package ``envs/analyst/task_bank/<db>/``) lists ``TEMPLATES``: each one a gold query with ``{slot}``
placeholders, several phrasings of the question, and optionally a ``slots`` query whose rows give the values to
fill in (so "How many orders did {store} take?" becomes one task per chosen store). The difficulty label must agree
with the gold SQL's structure (``classify_difficulty``). Slot values are filled into
the SQL as quoted literals. The expected answer is what the gold SQL returns on the deterministic database,
typed by its shape (see ``GoldAnswer``); ``check_task`` rejects gold queries that fail, return nothing or are
ambiguous (a tie at a LIMIT cut, rows in an order the ORDER BY does not fix).

    python -m envs.analyst.tasks          # count tasks per database/difficulty and check every gold query
"""

from __future__ import annotations

import importlib
import math
import string
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

import sqlglot
from sqlglot import exp

from envs.databases import BUILTIN_DATABASES, database_path
from envs.sandbox import Limits, open_readonly, run_query, table_references

DIFFICULTIES = ("easy", "medium", "hard")
SPLITS = ("train", "heldout")
MAX_ANSWER_ROWS = 20  # a business answer someone can read in a sentence or a small table
GOLD_LIMITS = Limits(max_vm_steps=200_000_000, timeout_s=30.0, max_rows=1_000)


@dataclass(frozen=True)
class TaskTemplate:
    key: str  # stable id within its database, e.g. "orders_per_store"
    difficulty: str  # easy: one table; medium: two tables or grouping; hard: 3+ tables, nesting, ranking
    sql: str  # gold SQL, may contain {slot} placeholders
    questions: tuple[str, ...]  # phrasings, rotated across instances
    slots: str | None = None  # SQL whose result columns are named after the slots; one row per instance
    n: int = 1  # instances to draw from the slot rows (evenly spaced)


def template(key: str, difficulty: str, sql: str, *questions: str, slots: str | None = None, n: int = 1) -> TaskTemplate:
    """Shorthand used by the task banks."""
    return TaskTemplate(key, difficulty, " ".join(sql.split()), tuple(questions), slots, n)


@dataclass(frozen=True)
class Task:
    task_id: str
    db: str  # built-in database name, or a label for an uploaded/external one
    question: str
    gold_sql: str | None  # None for a user's own question
    difficulty: str
    split: str
    db_path: Path | None = field(default=None, compare=False)  # None: the built-in database named ``db``

    @property
    def path(self) -> Path:
        return self.db_path or database_path(self.db)


@dataclass(frozen=True)
class GoldAnswer:
    """What the gold SQL returns, typed by shape: a scalar (int/float/text), a list (one column) or a table."""

    columns: tuple[str, ...]
    rows: tuple[tuple, ...]
    ordered: bool  # the gold query fixes the row order (top-level ORDER BY); the scorer holds an answer to it
    # when the question asks for an order or a LIMIT cut the list (envs.analyst.scoring.rows.asks_for_order)
    # values of the rows a top-level ORDER BY ... LIMIT cut off (the runner-ups), none equal to a gold value:
    # an answer that also names one of them is hedging (envs.analyst.verify)
    distractors: tuple = ()

    @property
    def kind(self) -> str:
        if len(self.rows) == 1 and len(self.columns) == 1:
            value = self.rows[0][0]
            if isinstance(value, int):
                return "int"
            return "float" if isinstance(value, float) else "text"
        return "list" if len(self.columns) == 1 else "table"

    @property
    def value(self):
        if self.kind in ("int", "float", "text"):
            return self.rows[0][0]
        if self.kind == "list":
            return [row[0] for row in self.rows]
        return [list(row) for row in self.rows]


def classify_difficulty(sql: str) -> str:
    """easy: one table, no grouping; medium: two tables or grouping; hard: 3+ tables, nesting, windows, set ops."""
    tree = sqlglot.parse_one(sql, read="sqlite")
    tables = table_references(tree)
    nested = any(tree.find_all(exp.Subquery, exp.CTE, exp.Window, exp.SetOperation)) or any(
        isinstance(node, exp.Select) for node in tree.find_all(exp.Select) if node is not tree)
    if len(tables) >= 3 or nested:
        return "hard"
    if len(tables) == 2 or tree.find(exp.Group) or tree.find(exp.Having):
        return "medium"
    return "easy"


# ---------------------------------------------------------------- filling templates

def sql_literal(value) -> str:
    if value is None:
        return "NULL"
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return repr(value)
    return "'" + str(value).replace("'", "''") + "'"


def _slot_names(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def _pick_evenly(rows: list, n: int) -> list:
    if len(rows) <= n:
        return rows
    step = len(rows) / n
    return [rows[int(i * step)] for i in range(n)]


def instantiate(db: str, split: str, tpl: TaskTemplate, con) -> list[Task]:
    """Turn one template into tasks, drawing slot values from the database."""
    if tpl.slots is None:
        combos = [{}]
    else:
        result = run_query(con, tpl.slots, GOLD_LIMITS)
        if not result.ok:
            raise ValueError(f"{db}/{tpl.key}: slots query failed: {result.error}")
        combos = [dict(zip(result.columns, row)) for row in _pick_evenly(result.rows, tpl.n)]
    tasks = []
    for k, values in enumerate(combos):
        missing = (_slot_names(tpl.sql) | set().union(*map(_slot_names, tpl.questions))) - set(values)
        if missing:
            raise ValueError(f"{db}/{tpl.key}: slots {sorted(missing)} have no value")
        question = tpl.questions[k % len(tpl.questions)].format(**values)
        gold_sql = tpl.sql.format(**{name: sql_literal(v) for name, v in values.items()})
        suffix = f"/{k}" if tpl.slots else ""
        tasks.append(Task(f"{db}/{tpl.key}{suffix}", db, question, gold_sql, tpl.difficulty, split))
    return tasks


@cache
def database_tasks(name: str) -> tuple[Task, ...]:
    """The gold tasks of one built-in database, in the task bank's order."""
    db = BUILTIN_DATABASES[name]
    bank = importlib.import_module(f"envs.analyst.task_bank.{name}")
    con = open_readonly(database_path(name))
    try:
        return tuple(task for tpl in bank.TEMPLATES for task in instantiate(name, db.split, tpl, con))
    finally:
        con.close()


@cache
def builtin_tasks() -> tuple[Task, ...]:
    """Every gold task over the built-in databases, in a stable order."""
    tasks = [task for name in BUILTIN_DATABASES for task in database_tasks(name)]
    ids = [t.task_id for t in tasks]
    if len(ids) != len(set(ids)):
        raise ValueError("duplicate task ids in the task banks")
    return tuple(tasks)


def select_tasks(split: str = "all", difficulty: str | None = None, db: str | None = None) -> list[Task]:
    """Filter the built-in tasks; ``split`` is train, heldout or all."""
    if split not in (*SPLITS, "all"):
        raise ValueError(f"split must be one of train, heldout, all; got {split!r}")
    if difficulty is not None and difficulty not in DIFFICULTIES:
        raise ValueError(f"difficulty must be one of {', '.join(DIFFICULTIES)}; got {difficulty!r}")
    return [
        t for t in builtin_tasks()
        if (split == "all" or t.split == split) and (difficulty is None or t.difficulty == difficulty)
        and (db is None or t.db == db)
    ]


@cache
def task_by_id(task_id: str) -> Task:
    for task in builtin_tasks():
        if task.task_id == task_id:
            return task
    raise KeyError(f"unknown task id {task_id!r}")


# ---------------------------------------------------------------- gold answers and their checks

def has_top_level_order(sql: str) -> bool:
    tree = sqlglot.parse_one(sql, read="sqlite")
    return tree.args.get("order") is not None


def gold_answer(task: Task) -> GoldAnswer:
    """Run the gold SQL (read-only, sandboxed) and type its result. Raises if the gold query fails."""
    return execute_gold(task.gold_sql, task.path)


DISTRACTOR_ROWS = 50  # rows past a gold LIMIT read back as runner-ups (GoldAnswer.distractors)


@cache
def execute_gold(gold_sql: str, path: Path) -> GoldAnswer:
    """Run trusted reference SQL on ``path`` (read-only, generous budget) and type its result; cached.

    When the gold query ends in ORDER BY ... LIMIT, it runs again without the LIMIT (up to DISTRACTOR_ROWS more
    rows) and the values of the rows it had cut off become the answer's ``distractors``.
    """
    con = open_readonly(path)  # a connection per call: callers may be on different threads
    try:
        result = run_query(con, gold_sql, GOLD_LIMITS)
        if not result.ok:
            raise ValueError(f"gold SQL failed: {result.error}\n{gold_sql}")
        rows = tuple(tuple(r) for r in result.rows)
        distractors = _cut_off_values(gold_sql, rows, con) if rows else ()
    finally:
        con.close()
    ordered = has_top_level_order(gold_sql) and len(rows) > 1
    return GoldAnswer(tuple(result.columns), rows, ordered, distractors)


def _cut_off_values(gold_sql: str, rows: tuple[tuple, ...], con) -> tuple:
    """Values of the rows a top-level ORDER BY ... LIMIT (and OFFSET) left out, minus the gold's own values."""
    try:
        tree = sqlglot.parse_one(gold_sql, read="sqlite")
    except sqlglot.errors.SqlglotError:
        return ()
    if not isinstance(tree, exp.Query) or tree.args.get("order") is None or tree.args.get("limit") is None:
        return ()
    offset = tree.args.get("offset")
    skipped = offset.expression if offset is not None else None
    skipped = int(skipped.this) if isinstance(skipped, exp.Literal) and not skipped.is_string else 0
    widened = tree.copy()
    widened.set("offset", None)
    widened = widened.limit(skipped + len(rows) + DISTRACTOR_ROWS)
    result = run_query(con, widened.sql(dialect="sqlite"), GOLD_LIMITS)
    if not result.ok:
        return ()
    gold_values = {_value_key(v) for row in rows for v in row}
    gold_rows = list(rows)
    values: dict = {}
    for row in result.rows:
        if tuple(row) in gold_rows:  # a gold row (once per copy in the gold)
            gold_rows.remove(tuple(row))
            continue
        for value in row:
            if value is not None and _value_key(value) not in gold_values:
                values.setdefault(_value_key(value), value)
    return tuple(values.values())


def _value_key(value):
    """Values that read the same in an answer compare equal: names case-insensitively, 3 and 3.0 alike."""
    return value.casefold() if isinstance(value, str) else value


def _order_key_rows(sql: str, con, extra: int) -> list[tuple] | None:
    """The ORDER BY key of each row of ``sql`` with the LIMIT widened by ``extra`` (None if not applicable)."""
    tree = sqlglot.parse_one(sql, read="sqlite")
    order = tree.args.get("order")
    if not isinstance(tree, exp.Select) or order is None or tree.args.get("distinct"):
        return None
    projections = tree.expressions
    aliases = {p.alias: p.this for p in projections if isinstance(p, exp.Alias)}

    def resolve(key: exp.Expression) -> exp.Expression:  # ORDER BY alias / ordinal -> the projected expression
        if isinstance(key, exp.Column) and not key.table and key.name in aliases:
            return aliases[key.name]
        if isinstance(key, exp.Literal) and not key.is_string and 0 < int(key.this) <= len(projections):
            return projections[int(key.this) - 1].unalias()
        return key

    keys = [resolve(o.this).copy().as_(f"__key{i}") for i, o in enumerate(order.expressions)]
    probe = tree.copy().select(*keys, append=True)
    limit = tree.args.get("limit")
    if limit is not None:
        probe = probe.limit(int(limit.expression.this) + extra)
    result = run_query(con, probe.sql(dialect="sqlite"), GOLD_LIMITS)
    return [row[-len(keys):] for row in result.rows] if result.ok else None


def check_task(task: Task) -> list[str]:
    """Problems that make a gold task unusable: failure, emptiness, NULL answers, ambiguity. Empty list = fine."""
    try:
        gold = gold_answer(task)
    except ValueError as error:
        return [str(error)]
    problems = []
    if not gold.rows:
        problems.append("gold SQL returns no rows")
    elif len(gold.rows) > MAX_ANSWER_ROWS:
        problems.append(f"gold answer has {len(gold.rows)} rows (max {MAX_ANSWER_ROWS})")
    if any(v is None for row in gold.rows for v in row):
        problems.append("gold answer contains NULL")
    if any(isinstance(v, float) and not math.isfinite(v) for row in gold.rows for v in row):
        problems.append("gold answer contains a non-finite number")
    tree = sqlglot.parse_one(task.gold_sql, read="sqlite")
    if task.split != "external" and (structural := classify_difficulty(task.gold_sql)) != task.difficulty:
        problems.append(f"labelled {task.difficulty} but the gold SQL's structure is {structural}")
    limit = tree.args.get("limit")
    if limit is not None and tree.args.get("order") is None and len(gold.rows) > 1:
        problems.append("LIMIT without ORDER BY picks arbitrary rows")
    con = open_readonly(task.path)
    try:
        keys = _order_key_rows(task.gold_sql, con, 1) if gold.rows else None
    finally:
        con.close()
    if keys:
        n = len(gold.rows)
        if limit is not None and len(keys) > n and keys[n - 1] == keys[n]:
            problems.append(f"tie at the LIMIT cut: rows {n} and {n + 1} share the ORDER BY key {keys[n]}")
        if gold.ordered:
            for i in range(1, n):
                if keys[i - 1] == keys[i] and gold.rows[i - 1] != gold.rows[i]:
                    problems.append(f"rows {i} and {i + 1} tie on the ORDER BY key, so their order is arbitrary")
                    break
    return problems


def main() -> None:
    import argparse
    from collections import Counter

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", choices=list(BUILTIN_DATABASES), help="check one database only")
    args = parser.parse_args()
    tasks = database_tasks(args.db) if args.db else builtin_tasks()
    counts = Counter((t.db, t.difficulty) for t in tasks)
    bad = 0
    for task in tasks:
        for problem in check_task(task):
            bad += 1
            print(f"{task.task_id}: {problem}")
    for db in BUILTIN_DATABASES.values():
        if args.db not in (None, db.name):
            continue
        row = "  ".join(f"{d}={counts[(db.name, d)]:3d}" for d in DIFFICULTIES)
        print(f"{db.name:18s} {db.split:8s} {row}")
    print(f"{len(tasks)} tasks, {bad} problems")
    raise SystemExit(1 if bad else 0)


if __name__ == "__main__":
    main()
