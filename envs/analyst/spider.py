"""Tasks in the standard Spider layout, so any policy can be scored on public text-to-SQL benchmarks.

    dev.json: [{"db_id": "concert_singer", "question": "...", "query": "SELECT ..."}, ...]
    database/<db_id>/<db_id>.sqlite

Difficulty is not in the file; it is derived from the gold SQL with the same rule our task banks follow.
"""

from __future__ import annotations

import json
from pathlib import Path

from envs.analyst.tasks import Task, classify_difficulty


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
