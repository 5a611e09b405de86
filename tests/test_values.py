"""envs/analyst/values.py: the stored values a question names, and how schema mode shows them."""

from __future__ import annotations

import sqlite3

import pytest

from envs.analyst.values import mentioned_values


@pytest.fixture
def shop(tmp_path):
    path = tmp_path / "shop.sqlite"
    con = sqlite3.connect(path)
    con.executescript("""
        CREATE TABLE staff (id INTEGER PRIMARY KEY, first_name TEXT, last_name TEXT, role TEXT, status TEXT, note TEXT);
        CREATE TABLE branches (id INTEGER PRIMARY KEY, name TEXT, code TEXT);
        CREATE TABLE shifts (id INTEGER PRIMARY KEY, staff_id INTEGER REFERENCES staff(id),
                             branch_id INTEGER REFERENCES branches(id), hours REAL);
    """)
    con.executemany("INSERT INTO staff VALUES (?,?,?,?,?,?)", [
        (1, "Abigail", "Quintero", "Aquatics Specialist", "Active", "x" * 60),
        (2, "May", "Lee", "Groomer", "Open", None),
        (3, "Tom", "Lee", "Store Manager", "Active", "a long note that nobody would ever ask a question about"),
    ])
    con.executemany("INSERT INTO branches VALUES (?,?,?)", [(1, "Old Mill Lane", "A"), (2, "High Street", "No"),
                                                            (3, "Canal\nWharf", "C")])
    con.executemany("INSERT INTO shifts VALUES (?,?,?,?)", [(i, 1 + i % 3, 1 + i % 2, 8.0) for i in range(12)])
    con.commit()
    con.close()
    return path


@pytest.mark.parametrize("question, expected", [
    ("What's the mean hourly pay of our aquatics specialists?", {("staff", "role"): ("Aquatics Specialist",)}),
    ("How many hours did Abigail Quintero work?",
     {("staff", "first_name"): ("Abigail",), ("staff", "last_name"): ("Quintero",)}),
    ("How many shifts were worked at Old Mill Lane?", {("branches", "name"): ("Old Mill Lane",)}),
    ("Old Mill Lane or High Street: which was busier?", {("branches", "name"): ("Old Mill Lane", "High Street")}),
    ("How many groomers do we employ?", {("staff", "role"): ("Groomer",)}),  # lemmas: plural question, singular value
    ("Which staff are open to a new role? No idea.", {}),  # common or short values never match alone
    ("How many hours were worked in total?", {}),
    ("Who works at the Mill?", {}),  # a part of a value is not the value
    ("How busy was Canal Wharf?", {}),  # a value with a line break would break the overview's line
])
def test_mentioned_values(shop, question, expected):
    assert mentioned_values(shop, question) == expected


def test_the_index_follows_the_file(shop):
    assert mentioned_values(shop, "Where does Zoe work?") == {}
    con = sqlite3.connect(shop)
    con.execute("INSERT INTO staff VALUES (4, 'Zoe', 'Park', 'Groomer', 'Active', NULL)")
    con.commit()
    con.close()
    assert mentioned_values(shop, "Where does Zoe work?") == {("staff", "first_name"): ("Zoe",)}


def test_schema_mode_shows_the_named_values_and_their_tables(shop):
    from envs.analyst.env import AnalystEnv
    from envs.analyst.tasks import Task

    task = Task("shop/hours", "shop", "How many hours did our groomers work at Old Mill Lane?",
                "SELECT SUM(hours) FROM shifts", "easy", "train", shop)
    first = AnalystEnv(tasks=[task], mode="schema").reset(task_id="shop/hours")
    text = first.text
    assert "role TEXT = 'Groomer'" in text  # the literal a filter needs, beside its column
    assert "branches(id INTEGER PK, name TEXT = 'Old Mill Lane', code TEXT)" in text  # named only by a value
    assert "first_name TEXT," in text  # columns the question does not name stay bare
    assert first.metadata["mentioned_values"] == {"staff.role": ["Groomer"], "branches.name": ["Old Mill Lane"]}
    assert "mentioned_values" not in AnalystEnv(tasks=[task], mode="explore").reset(task_id="shop/hours").metadata
