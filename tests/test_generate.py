"""Generated questions for uploaded databases: every difficulty, every gold query checked, the file untouched."""

import hashlib

import pandas as pd

from envs.analyst.generate import generate_tasks
from envs.analyst.tasks import DIFFICULTIES, check_task, classify_difficulty, gold_answer
from envs.databases.upload import import_csv_files


def digest(path):
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_tiny_database_gets_verified_questions_at_every_difficulty(tiny_db):
    before = digest(tiny_db)
    tasks = generate_tasks(tiny_db, db="shop")
    assert {t.difficulty for t in tasks} == set(DIFFICULTIES)
    for task in tasks:
        assert task.db == "shop" and task.gold_sql and task.question.endswith("?")
        assert check_task(task) == [], task
        assert classify_difficulty(task.gold_sql) == task.difficulty
        assert gold_answer(task).rows  # non-empty
    assert len({t.task_id for t in tasks}) == len(tasks)
    assert digest(tiny_db) == before  # the database is only read
    assert generate_tasks(tiny_db, db="shop") == tasks  # deterministic (and cached)


def test_a_single_csv_table_still_gets_questions(tmp_path, monkeypatch):
    monkeypatch.setenv("SQL_STUDIO_CACHE", str(tmp_path / "cache"))
    csv = tmp_path / "sales.csv"
    pd.DataFrame({"region": ["north", "south", "east", "west"] * 10, "amount": [float(i * 3 % 17 + i) for i in range(40)],
                  "sold_on": [f"202{i % 3}-0{1 + i % 9}-1{i % 9}" for i in range(40)]}).to_csv(csv, index=False)
    tasks = generate_tasks(import_csv_files([csv]))
    levels = {t.difficulty for t in tasks}
    assert {"easy", "medium", "hard"} <= levels
    assert all(check_task(t) == [] for t in tasks)
