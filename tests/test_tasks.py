"""Gold tasks: enough of them, labelled, split by database, and every gold query valid and unambiguous."""

from collections import Counter

import pytest

from envs.analyst.tasks import DIFFICULTIES, builtin_tasks, check_task, select_tasks, task_by_id
from envs.databases import BUILTIN_DATABASES


def test_every_gold_query_runs_and_is_unambiguous():
    problems = {t.task_id: p for t in builtin_tasks() if (p := check_task(t))}
    assert not problems, problems


def test_counts_and_labels():
    tasks = builtin_tasks()
    assert len(tasks) >= 400
    counts = Counter((t.db, t.difficulty) for t in tasks)
    for db in BUILTIN_DATABASES:
        for difficulty in DIFFICULTIES:
            assert counts[(db, difficulty)] >= 10, (db, difficulty)


def test_questions_are_varied():
    tasks = builtin_tasks()
    assert len({t.question for t in tasks}) == len(tasks), "duplicate questions"
    templates = {t.task_id.rsplit("/", 1)[0] if t.task_id.count("/") == 2 else t.task_id for t in tasks}
    assert len(templates) >= 250, "too few distinct questions behind the slot values"
    openings = Counter(" ".join(t.question.split()[:2]).lower() for t in tasks)
    assert len(openings) >= 100 and openings.most_common(1)[0][1] < len(tasks) / 4, openings.most_common(5)


def test_split_is_by_database():
    heldout = {t.db for t in select_tasks("heldout")}
    train = {t.db for t in select_tasks("train")}
    assert heldout and train and not heldout & train


def test_lookup_and_filters():
    task = select_tasks("train", "hard")[0]
    assert task_by_id(task.task_id) == task and task.difficulty == "hard"
    with pytest.raises(ValueError):
        select_tasks("nope")
    with pytest.raises(KeyError):
        task_by_id("nope/none")
