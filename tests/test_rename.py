"""Schema-renaming augmentation: renamed copies keep every gold answer, foreign keys follow, the source is untouched,
and a copy whose words changed gets its glossary."""

import hashlib
import sqlite3

import pytest

from envs.analyst.generate import generate_tasks
from envs.analyst.tasks import Task, execute_gold
from envs.synth.rename import augment, make_renaming, rename_sql, renaming_glossary, Renaming
from envs.words import split_identifier
from tests.conftest import tiny_tasks


@pytest.fixture(autouse=True)
def private_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("SQL_STUDIO_CACHE", str(tmp_path / "cache"))


def digest(path):
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.mark.parametrize("seed", range(6))
def test_renamed_copy_gives_the_same_gold_rows(tiny_db, seed):
    before = digest(tiny_db)
    tasks = tiny_tasks(tiny_db) + generate_tasks(tiny_db, "tiny")
    path, renamed = augment(tiny_db, tasks, seed)
    assert len(renamed) >= 0.9 * len(tasks)
    for task in renamed:
        original = next(t for t in tasks if task.task_id == f"{t.task_id}~r{seed}")
        assert execute_gold(task.gold_sql, path).rows == execute_gold(original.gold_sql, tiny_db).rows
        assert task.path == path and task.question == original.question
    assert digest(tiny_db) == before  # the source is only read


def test_names_really_change_and_foreign_keys_follow(tiny_db):
    for seed in range(6):
        renaming = make_renaming(tiny_db, seed)
        assert make_renaming(tiny_db, seed) == renaming  # deterministic
        columns = ["customer_id", "name", "city", "product_id", "product_name", "price", "order_id", "quantity", "order_date"]
        assert sum(renaming.columns[c] != c for c in columns) > len(columns) / 2, renaming
        path, _ = augment(tiny_db, [], seed)
        con = sqlite3.connect(path)
        orders = renaming.tables["orders"]
        targets = {row[2] for row in con.execute(f'PRAGMA foreign_key_list("{orders}")')}
        assert targets == {renaming.tables["customers"], renaming.tables["products"]}
        assert con.execute("PRAGMA foreign_key_check").fetchall() == []
        con.close()


def test_rename_sql_keeps_aliases_and_ctes():
    renaming = Renaming("camel", {"orders": "tblOrder", "totals": "Totals"},
                        {"amount": "orderAmount", "store_id": "storeID", "total": "grandTotal"})
    sql = ("WITH totals AS (SELECT o.store_id, SUM(o.amount) AS total FROM orders AS o GROUP BY o.store_id) "
           "SELECT store_id FROM totals WHERE total > 10 ORDER BY total")
    out = rename_sql(sql, renaming)
    assert '"tblOrder"' in out and '"orderAmount"' in out and "totals" in out.lower()
    assert '"grandTotal"' not in out  # "total" is the query's own alias here, not the column


def test_case_only_renames_and_keywords(tiny_db):
    seeds = [s for s in range(40) if make_renaming(tiny_db, s).style == "upper"]
    assert seeds, "no seed drew the upper-case style"
    path, renamed = augment(tiny_db, tiny_tasks(tiny_db), seeds[0])
    assert renamed and {"CUSTOMERS", "CUSTOMER"} & set(sqlite3.connect(path).execute(
        "SELECT name FROM sqlite_master WHERE type = 'table'").fetchall()[0])
    for seed in range(40):
        for name in list(make_renaming(tiny_db, seed).tables.values()) + list(make_renaming(tiny_db, seed).columns.values()):
            assert len(split_identifier(name)) > 1 or name.lower() not in ("group", "order", "select", "table")


def test_a_renamed_copy_gets_the_glossary_its_owner_would_write(tiny_db):
    """Where a synonym replaced a word (order date -> purchase day), the copy's glossary maps the old words to the
    new name; every entry checks out on the copy, and a question in the old words uses it."""
    from envs.analyst.glossary import SUFFIX, load_glossary

    synonym_seeds = [s for s in range(40) if renaming_glossary(tiny_db, make_renaming(tiny_db, s))]
    assert synonym_seeds, "no seed swapped a word for a synonym"
    tasks = tiny_tasks(tiny_db) + generate_tasks(tiny_db, "tiny")
    path, _ = augment(tiny_db, tasks, synonym_seeds[0])
    glossary = load_glossary(path)
    assert path.with_suffix(SUFFIX).is_file() and glossary.entries and not glossary.problems
    renaming = make_renaming(tiny_db, synonym_seeds[0])
    for entry in glossary.entries:
        assert entry.table in renaming.tables.values()
        assert entry.column is None or entry.column in renaming.columns.values()
        assert not entry.column or not entry.column.lower().endswith("id")  # join keys are structure, not words
        assert glossary.used_by(f"What was the last {entry.phrases[0]}?") == [entry]

    style_only = next(s for s in range(40) if not renaming_glossary(tiny_db, make_renaming(tiny_db, s)))
    path, _ = augment(tiny_db, tasks, style_only)
    assert not path.with_suffix(SUFFIX).exists() and not load_glossary(path).entries  # nothing to say: no file
