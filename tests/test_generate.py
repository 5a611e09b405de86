"""The question generator: verified, unambiguous, grammatical questions on any database, the file untouched."""

import hashlib
import json
import re
import sqlite3

import pandas as pd
import pytest

from envs.analyst import generate as generator
from envs.analyst.generate import generate_report, generate_tasks, main
from envs.analyst.questions.base import Context
from envs.analyst.tasks import DIFFICULTIES, check_task, classify_difficulty, gold_answer
from envs.databases import BUILTIN_DATABASES, database_path
from envs.databases.upload import import_csv_files
from envs.words import article


def digest(path):
    return hashlib.sha256(path.read_bytes()).hexdigest()


def build(path, script: str, rows: dict[str, list[tuple]]):
    con = sqlite3.connect(path)
    con.executescript(script)
    for table, values in rows.items():
        con.executemany(f'INSERT INTO "{table}" VALUES ({", ".join("?" * len(values[0]))})', values)
    con.commit()
    con.close()
    return path


def test_tiny_database_gets_verified_questions_at_every_difficulty(tiny_db):
    before = digest(tiny_db)
    tasks = generate_tasks(tiny_db, db="shop")
    assert {t.difficulty for t in tasks} == set(DIFFICULTIES)
    for task in tasks:
        assert task.db == "shop" and task.gold_sql and task.question[-1] in "?."
        assert check_task(task) == [], task
        assert classify_difficulty(task.gold_sql) == task.difficulty
        assert gold_answer(task).rows  # non-empty
    assert len({t.task_id for t in tasks}) == len(tasks)
    assert len({t.question for t in tasks}) == len(tasks)  # distinct questions
    assert digest(tiny_db) == before  # the database is only read
    assert generate_tasks(tiny_db, db="shop") == tasks  # deterministic (and cached)


def test_a_single_csv_table_still_gets_questions(tmp_path, monkeypatch):
    monkeypatch.setenv("SQL_STUDIO_CACHE", str(tmp_path / "cache"))
    csv = tmp_path / "sales.csv"
    pd.DataFrame({"region": ["north", "south", "east", "west"] * 10, "amount": [float(i * 3 % 17 + i) for i in range(40)],
                  "sold_on": [f"202{i % 3}-0{1 + i % 9}-1{i % 9}" for i in range(40)]}).to_csv(csv, index=False)
    tasks = generate_tasks(import_csv_files([csv]))
    assert {"easy", "medium", "hard"} <= {t.difficulty for t in tasks}
    assert all(check_task(t) == [] for t in tasks)


def test_ties_and_shared_names_never_become_one_answer(tmp_path):
    """Two colours tie for "most common", and two customers share a name: neither may be presented as the answer."""
    path = build(tmp_path / "ties.sqlite", """
        CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, name TEXT, colour TEXT);
        CREATE TABLE orders (order_id INTEGER PRIMARY KEY, customer_id INTEGER REFERENCES customers(customer_id),
                             amount REAL);
    """, {"customers": [(1, "Sam Lee", "red"), (2, "Sam Lee", "blue")]  # 9 red, 9 blue, 4 green
          + [(i, f"Person {i}", ("red", "blue", "green")[i % 3] if i < 15 else ("red", "blue")[i % 2]) for i in range(3, 23)],
          "orders": [(i, 1 if i <= 6 else 2 + i % 20, 10.0 + i) for i in range(1, 41)]})
    report = generate_report(path)
    by_key = {t.task_id.split("/", 1)[1]: t for t in report.tasks}
    assert "most_common/customers/colour" not in by_key  # red and blue tie at 2
    assert "parent_most/orders/customer_id" not in by_key  # the top customer is one of two "Sam Lee"s
    assert report.rejected["tie for the answer"] >= 1 and report.rejected["label names several rows"] >= 1
    for task in report.tasks:  # no kept answer names a label two customers share
        assert "Sam Lee" not in {str(v) for row in gold_answer(task).rows for v in row}, task


STYLED = """
CREATE TABLE tblAlbums (AlbumID INTEGER PRIMARY KEY, AlbumTitle VARCHAR(60), Genre TEXT, ReleaseDate DATE,
                        UnitPrice NUMERIC);
CREATE TABLE tblSales (SaleID INTEGER PRIMARY KEY, AlbumID INT REFERENCES tblAlbums(AlbumID), qty INT,
                       sale_amt DECIMAL(10,2), sold_on TEXT);
"""


def styled_db(tmp_path):
    genres = ["Rock", "Jazz", "Rock", "Pop", "Rock", "Jazz", "Folk", "Rock", "Pop", "Rock"]
    albums = [(i, f"Album {chr(64 + i)}", genres[i - 1], f"20{10 + i}-0{1 + i % 9}-15", 5.0 + i * 1.5) for i in range(1, 11)]
    sales = [(i, 1 + (i * i) % 10, 1 + i % 4, round(3.5 * (1 + i % 7), 2), f"202{i % 4}-0{1 + i % 9}-0{1 + i % 8}")
             for i in range(1, 81)]
    return build(tmp_path / "styled.sqlite", STYLED, {"tblAlbums": albums, "tblSales": sales})


def test_questions_read_as_english_whatever_the_naming_style(tmp_path):
    tasks = generate_tasks(styled_db(tmp_path))
    text = "\n".join(t.question for t in tasks)
    assert "albums" in text and "sales" in text
    assert not re.search(r"tbl|_|[a-z][A-Z]|\bqty\b|\bamt\b", text), text  # identifiers never leak into questions
    assert "How many albums" in text or "number of albums" in text
    for written, word in re.findall(r"\b(an?) (\w+)", text):  # a/an agree with the word that follows
        assert article(word) == written, (written, word)
    assert not re.search(r"\b1 \w+s\b", text)  # "1 albums"


def test_every_template_offers_at_least_three_phrasings(tmp_path, monkeypatch):
    seen = []
    original = Context.candidate

    def spy(self, key, phrasings, sql, label_of=None):
        seen.append((key, len(phrasings)))
        return original(self, key, phrasings, sql, label_of)

    monkeypatch.setattr(Context, "candidate", spy)
    generator._generate.cache_clear()
    generate_report(styled_db(tmp_path))
    generate_report(database_path("kennel"), "kennel")
    generator._generate.cache_clear()
    assert seen and all(n >= 3 for _, n in seen), [k for k, n in seen if n < 3]


@pytest.mark.parametrize("name", list(BUILTIN_DATABASES))
def test_twenty_distinct_verified_questions_per_difficulty_on_builtins(name):
    tasks = generate_tasks(database_path(name), name)
    for difficulty in DIFFICULTIES:
        questions = {t.question for t in tasks if t.difficulty == difficulty}
        assert len(questions) >= 20, (difficulty, len(questions))


def test_cli_writes_questions_as_json(tmp_path, tiny_db, capsys):
    out = tmp_path / "questions.json"
    main([str(tiny_db), "--json", str(out), "--per-difficulty", "5"])
    written = json.loads(out.read_text())
    assert written["questions"] and {"question", "gold_sql", "difficulty"} <= set(written["questions"][0])
    assert "questions (" in capsys.readouterr().out
    with pytest.raises(SystemExit) as exit_:
        main([str(tmp_path / "missing.sqlite")])
    assert exit_.value.code == 2
