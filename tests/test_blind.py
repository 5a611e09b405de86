"""Blind trials (envs/blind): every trial builds offline, its gold SQL runs on what it built, the splits are disjoint,
and SFT takes only the train trials.

    python -m pytest tests/test_blind.py -q
"""

from __future__ import annotations

import json
import sqlite3
from contextlib import closing

import pytest

from envs import blind
from envs.analyst.tasks import execute_gold
from models import sft_data


def test_twenty_trials_split_sixteen_to_train_and_four_to_validation():
    train, validation = blind.trials("train"), blind.trials("validation")
    assert len(train) == 16 and sorted(validation) == sorted(blind.VALIDATION)
    assert not set(train) & set(validation) and sorted(train + validation) == blind.trials()
    with pytest.raises(ValueError, match="split must be one of"):
        blind.trials("heldout")


@pytest.mark.parametrize("name", blind.trials())
def test_each_trial_builds_and_answers_its_own_questions(name, tmp_path, monkeypatch):
    monkeypatch.setenv("SQL_STUDIO_CACHE", str(tmp_path))
    blind.database_dir.cache_clear()
    tasks = blind.trial_tasks(name)
    items = json.loads((blind.HERE / name / "dev.json").read_text())
    assert len(tasks) == len(items) == 36 and {t.db for t in tasks} == {name}
    assert str(tasks[0].db_path).startswith(str(tmp_path))  # built into the cache, never beside the sources
    for task in tasks:
        assert execute_gold(task.gold_sql, task.db_path).columns, task.question
    with closing(sqlite3.connect(tasks[0].db_path)) as con:
        assert con.execute("SELECT COUNT(*) FROM sqlite_master WHERE type = 'table'").fetchone()[0] >= 3
    blind.database_dir.cache_clear()


def test_a_build_is_reused_and_named_by_its_generator(tmp_path, monkeypatch):
    monkeypatch.setenv("SQL_STUDIO_CACHE", str(tmp_path))
    blind.database_dir.cache_clear()
    first = blind.database_dir("music_41")
    blind.database_dir.cache_clear()
    assert blind.database_dir("music_41") == first and first.parent.name.startswith("music_41-")
    assert [p.name for p in (tmp_path / "blind").iterdir()] == [first.parent.name]  # no work folder left behind
    blind.database_dir.cache_clear()


def test_a_failing_generator_is_named_with_its_error(tmp_path, monkeypatch):
    trial = tmp_path / "src" / "broken_99"
    trial.mkdir(parents=True)
    (trial / "make.py").write_text("raise SystemExit('no tables today')\n")
    (trial / "dev.json").write_text('[{"db_id": "broken", "question": "?", "query": "SELECT 1"}]')
    monkeypatch.setattr(blind, "HERE", trial.parent)
    monkeypatch.setenv("SQL_STUDIO_CACHE", str(tmp_path / "cache"))
    blind.database_dir.cache_clear()
    with pytest.raises(RuntimeError, match="broken_99: make.py failed: no tables today"):
        blind.database_dir("broken_99")
    assert not list((tmp_path / "cache" / "blind").iterdir())  # nothing half-built is left to be reused
    blind.database_dir.cache_clear()


def test_sft_trains_on_the_train_trials_only(monkeypatch):
    monkeypatch.setattr(sft_data, "select_tasks", lambda split: [])
    tasks = sft_data.train_tasks(synthetic=False, blind_repeats=2)
    assert len(tasks) == 2 * 16 * 36 and {t.db for t in tasks} == set(blind.trials("train"))
    assert not sft_data.train_tasks(synthetic=False, blind_repeats=0)

    monkeypatch.setattr(sft_data, "blind_tasks", lambda split: blind.blind_tasks("validation"))  # a leak is refused
    with pytest.raises(AssertionError, match="held-out data leaked"):
        sft_data.train_tasks(synthetic=False, blind_repeats=1)
