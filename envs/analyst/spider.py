"""Tasks in the standard Spider layout, so any policy can be scored on public text-to-SQL benchmarks.

    dev.json: [{"db_id": "concert_singer", "question": "...", "query": "SELECT ..."}, ...]
    database/<db_id>/<db_id>.sqlite

Difficulty is not in the file; it is derived from the gold SQL with the same rule our task banks follow.
"""

from __future__ import annotations

import json
from pathlib import Path

import sqlglot
from sqlglot import exp

from envs.analyst.tasks import Task


def classify_difficulty(sql: str) -> str:
    """easy: one table, no grouping; medium: two tables or grouping; hard: 3+ tables, nesting, windows, set ops."""
    tree = sqlglot.parse_one(sql, read="sqlite")
    tables = {t.name.lower() for t in tree.find_all(exp.Table)}
    nested = any(tree.find_all(exp.Subquery, exp.CTE, exp.Window, exp.SetOperation)) or any(
        isinstance(node, exp.Select) for node in tree.find_all(exp.Select) if node is not tree)
    if len(tables) >= 3 or nested:
        return "hard"
    if len(tables) == 2 or tree.find(exp.Group) or tree.find(exp.Having):
        return "medium"
    return "easy"


def load_spider(tasks_file: str | Path, db_dir: str | Path) -> list[Task]:
    """Read Spider-format items; a missing database or a malformed item is reported with its index."""
    tasks_file, db_dir = Path(tasks_file), Path(db_dir)
    items = json.loads(tasks_file.read_text(encoding="utf-8"))
    if not isinstance(items, list):
        raise ValueError(f"{tasks_file}: expected a JSON list of items")
    tasks = []
    for i, item in enumerate(items):
        try:
            db_id, question, query = item["db_id"], item["question"], item["query"]
        except (KeyError, TypeError):
            raise ValueError(f"{tasks_file} item {i}: needs db_id, question and query") from None
        path = db_dir / db_id / f"{db_id}.sqlite"
        if not path.is_file():
            raise FileNotFoundError(f"{tasks_file} item {i}: no database at {path}")
        tasks.append(Task(f"{db_id}/{i}", db_id, question, query, classify_difficulty(query), "external", path))
    return tasks
