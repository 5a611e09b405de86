"""Spider-format loading and the difficulty rule."""

import json

import pytest

from envs.analyst.spider import load_spider
from envs.analyst.tasks import classify_difficulty


@pytest.mark.parametrize("sql,difficulty", [
    ("SELECT COUNT(*) FROM t", "easy"),
    ("SELECT a, COUNT(*) FROM t GROUP BY a", "medium"),
    ("SELECT * FROM a JOIN b ON a.x = b.x", "medium"),
    ("SELECT * FROM a JOIN b ON a.x = b.x JOIN c ON c.y = b.y", "hard"),
    ("SELECT * FROM t WHERE x > (SELECT AVG(x) FROM t)", "hard"),
    ("SELECT RANK() OVER (ORDER BY x) FROM t", "hard"),
])
def test_classify_difficulty(sql, difficulty):
    assert classify_difficulty(sql) == difficulty


def test_load_spider(spider_layout):
    tasks_file, db_dir = spider_layout
    tasks = load_spider(tasks_file, db_dir)
    assert [t.task_id for t in tasks] == ["tiny_shop/0", "tiny_shop/1", "tiny_shop/2", "tiny_shop/3"]
    assert [t.difficulty for t in tasks] == ["easy", "easy", "medium", "hard"]
    assert tasks[0].path == db_dir / "tiny_shop" / "tiny_shop.sqlite"


def test_load_spider_reports_bad_items(tmp_path):
    (tmp_path / "dev.json").write_text(json.dumps([{"db_id": "x"}]))
    with pytest.raises(ValueError, match="item 0"):
        load_spider(tmp_path / "dev.json", tmp_path)
    (tmp_path / "dev.json").write_text(json.dumps([{"db_id": "x", "question": "q", "query": "SELECT 1"}]))
    with pytest.raises(FileNotFoundError, match="no database"):
        load_spider(tmp_path / "dev.json", tmp_path)
