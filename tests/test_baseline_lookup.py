"""The rule baseline's reading of a schema it was not told about: tables read from the survey's definitions (their
category values profiled by the lookup query), stored values found in tables the question never names, and the
guards that keep word links honest (a verb is not a role, money verbs with other objects, plain amounts)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from agent.baselines.analyst import RuleBasedAnalyst
from agent.baselines.analyst.catalog import Catalog
from agent.baselines.analyst.linking import link_category_values, link_tables
from agent.baselines.analyst.lookup import category, lookup_phrases, phrase_forms, read_lookup
from agent.baselines.analyst.measures import takings_columns
from agent.baselines.analyst.reading import read_question
from agent.baselines.analyst.roles import asks_money, resolve_links
from agent.baselines.analyst.survey import definition_columns, read_definitions
from agent.baselines.analyst.vocabulary import tokenize
from agent.rollout import play_episode
from envs.analyst.env import AnalystEnv
from envs.analyst.tasks import GoldAnswer, Task
from envs.analyst.verify import answer_matches, is_abstention
from envs.sandbox import MAX_SQL_CHARS

MAX_STEPS = 5  # survey, lookup, query, answer (+ one DESCRIBE of a table the question names)

# A small clinic whose table names the questions avoid: "appointments" live in ``encounters``, goalkeepers of the
# staff football team in ``squad`` (its ``role`` column), payments carry a plain amount and a bonus.
CLINIC = """
CREATE TABLE doctors (doctor_id INTEGER PRIMARY KEY, full_name TEXT NOT NULL, visit_fee REAL NOT NULL);
CREATE TABLE encounters (encounter_id INTEGER PRIMARY KEY, doctor_id INTEGER NOT NULL REFERENCES doctors(doctor_id),
    scheduled_at TEXT NOT NULL, appointment_status TEXT NOT NULL, reason TEXT NOT NULL);
CREATE TABLE payments (payment_id INTEGER PRIMARY KEY,
    encounter_id INTEGER NOT NULL REFERENCES encounters(encounter_id), amount REAL NOT NULL, bonus_amt REAL);
CREATE TABLE squad (member_id INTEGER PRIMARY KEY, full_name TEXT NOT NULL, role TEXT NOT NULL);
"""
DOCTORS = [(1, "Ada Quill", 80.0), (2, "Ben Stroud", 95.5)]
STATUSES = ["Completed"] * 9 + ["No-show"] * 4 + ["Cancelled"] * 3
ENCOUNTERS = [(i + 1, 1 + i % 2, f"2024-{1 + i % 12:02d}-10", status, ["Check-up", "Vaccination"][i % 2])
              for i, status in enumerate(STATUSES)]
PAYMENTS = [(i + 1, i + 1, 50.0 + 10 * i, 5.0) for i in range(9)]
SQUAD = [(i + 1, f"Player {i + 1}", role) for i, role in enumerate(["Goalkeeper"] * 2 + ["Defender"] * 6 + ["Forward"] * 5)]


@pytest.fixture(scope="module")
def clinic(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("clinic") / "clinic.sqlite"
    con = sqlite3.connect(path)
    con.executescript(CLINIC)
    for table, rows in (("doctors", DOCTORS), ("encounters", ENCOUNTERS), ("payments", PAYMENTS), ("squad", SQUAD)):
        con.executemany(f"INSERT INTO {table} VALUES ({', '.join('?' * len(rows[0]))})", rows)
    con.commit()
    con.close()
    return path


def play(path: Path, question: str):
    task = Task("clinic/q", "clinic", question, None, "easy", "train", path)
    env = AnalystEnv(tasks=[task], max_steps=12)
    try:
        return play_episode(env, RuleBasedAnalyst(), task_id=task.task_id)
    finally:
        env.close()


def gold(path: Path, sql: str) -> GoldAnswer:
    con = sqlite3.connect(path)
    try:
        rows = con.execute(sql).fetchall()
    finally:
        con.close()
    return GoldAnswer(tuple(f"c{i}" for i in range(len(rows[0]))), tuple(rows), False)


@pytest.mark.parametrize("question, sql, reads", [
    ("How many appointments were no-shows?",  # a table found by the survey, its values profiled; a hyphenated value
     "SELECT COUNT(*) FROM encounters WHERE appointment_status = 'No-show'", "definition"),
    ("How many goalkeepers are there?",  # a value in a table nothing names, found by the lookup over every table
     "SELECT COUNT(*) FROM squad WHERE role = 'Goalkeeper'", "definition"),
    ("What is the largest single payment?", "SELECT MAX(amount) FROM payments", "describe"),  # a figure, not a row
])
def test_reads_tables_the_question_does_not_name(clinic, question, sql, reads):
    episode = play(clinic, question)
    answer = episode.last.metadata["answer"]
    assert answer_matches(answer, gold(clinic, sql), question), answer
    kinds = [s.action.kind for s in episode.steps]
    assert len(kinds) <= MAX_STEPS, kinds
    assert ("describe" in kinds) == (reads == "describe"), kinds  # tables from definitions cost no DESCRIBE


def test_abstains_when_the_lookup_finds_nothing(clinic):
    answer = play(clinic, "How many referees are there?").last.metadata["answer"]
    assert is_abstention(answer), answer


def test_a_definition_and_its_profile_make_a_described_table(clinic):
    con = sqlite3.connect(clinic)
    rows = con.execute("SELECT name, sql FROM sqlite_master WHERE type = 'table'").fetchall()
    con.close()
    definitions = read_definitions(rows, ["doctors", "encounters", "payments", "squad"])
    assert definitions["encounters"][1].references == "doctors.doctor_id"
    catalog = Catalog(list(definitions))
    catalog.add_definition("encounters", definitions["encounters"])
    assert catalog.unprofiled == {"encounters"}
    read_lookup([("rows", "encounters", "", 16), ("values", "encounters", "appointment_status",
                                                   "Completed\x1fNo-show\x1fCancelled")], {}, catalog)
    status = catalog.column("encounters", "appointment_status")
    assert status.kind == "category" and status.values == ("Cancelled", "Completed", "No-show")
    assert not catalog.unprofiled


@pytest.mark.parametrize("values, rows, expected", [
    (["Open", "Closed"], 40, ("Closed", "Open")),
    (["Open", "Closed"], 5, ()),  # too few rows to call it a category (DESCRIBE's rule)
    ([f"v{i}" for i in range(9)], 1000, ()),  # too many values
    (["x" * 31], 100, ()),  # too long to be a label
])
def test_profiled_values_follow_describes_rule(values, rows, expected):
    assert category(values, rows) == expected


def test_phrase_forms_singular_and_hyphens():
    assert set(phrase_forms({"goalkeepers": range(0, 1), "no-shows": range(1, 2)})) == {
        "goalkeepers", "goalkeeper", "no shows", "no show"}


@pytest.mark.parametrize("question, phrase, absent", [
    ("What did we pay for 120gsm Uncoated Bond last time?", "120gsm uncoated bond", "120 gsm uncoated bond"),
    ("What does the Hot Desk 10 Days plan cost?", "hot desk 10 days", "10"),
    ("How many callouts at 110 Church Road this year?", "110 church road", "110"),
    ("How many orders in 2024 from Acme?", "acme", "2024"),  # a figure alone is no name
])
def test_a_figure_inside_a_name_is_looked_up_with_it(question, phrase, absent):
    phrases = lookup_phrases(tokenize(question), set())
    assert phrase in phrases and absent not in phrases, sorted(phrases)


# Eight wide tables the question does not name, each with ten text columns, a status and four amounts: a lookup
# that spelled out every table's cancelled-row test and every column's search came to ~57,000 characters.
WIDE_TEXTS = ("label", "notes", "channel", "region", "contact", "reference", "colour", "source", "grade", "remark")
WIDE_AMOUNTS = ("deposit", "levy", "surcharge", "tariff")


@pytest.fixture(scope="module")
def wide(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("wide") / "wide.sqlite"
    con = sqlite3.connect(path)
    con.execute("CREATE TABLE clients (client_id INTEGER PRIMARY KEY, company TEXT NOT NULL, town TEXT NOT NULL)")
    con.executemany("INSERT INTO clients VALUES (?, ?, 'Leeds')", [(i, f"Firm {i}") for i in range(1, 40)])
    for n in range(8):
        columns = [f"{c}_{n} TEXT" for c in WIDE_TEXTS] + [f"{m}_{n} REAL" for m in WIDE_AMOUNTS]
        con.execute(f"CREATE TABLE archive_{n} (row_id INTEGER PRIMARY KEY, status_{n} TEXT, {', '.join(columns)})")
        rows = [(i, ["Done", "Cancelled"][i % 2], *[f"{c} {i % 13}" for c in WIDE_TEXTS], i, 2.0, 3.0, 4.0)
                for i in range(1, 30)]
        con.executemany(f"INSERT INTO archive_{n} VALUES ({', '.join('?' * len(rows[0]))})", rows)
    con.commit()
    con.close()
    return path


def test_the_lookup_fits_the_sandbox_on_a_wide_database(wide):
    """Each table's cancelled rows are named once (a common table expression), and the columns searched last are
    left out where the statement would still be too long: the one lookup runs, with no DESCRIBE to fall back on."""
    task = Task("wide/q", "wide", "How much has Abbey Lane Traders spent with us?", None, "easy", "train", wide)
    env = AnalystEnv(tasks=[task], max_steps=12)
    episode = play_episode(env, RuleBasedAnalyst(), task_id=task.task_id)
    env.close()
    queries = [s for s in episode.steps if s.action.kind == "query"]
    assert [s.action.kind for s in episode.steps] == ["query", "query", "answer"]
    assert all(len(s.action.argument) <= MAX_SQL_CHARS and not s.observation.error for s in queries)
    assert "SELECT 'cancelled'" in queries[1].action.argument  # the cancelled-row probes ran


def test_definition_columns_name_the_referenced_column():
    columns = definition_columns("t", "CREATE TABLE t (a INTEGER REFERENCES p (pid), b INT REFERENCES q)")
    assert [c.references for c in columns] == ["p.pid", "q."]


def _values_catalog(table: str, column: str, values: tuple[str, ...]) -> Catalog:
    catalog = Catalog([table])
    catalog.add({"name": table, "row_count": 100, "columns": [
        {"name": "id", "type": "INTEGER", "primary_key": True},
        {"name": column, "type": "TEXT", "values": values}]})
    return catalog


@pytest.mark.parametrize("question, values, linked", [
    ("How many bookings were cancelled?", ("Cancelled", "Completed"), "Cancelled"),
    ("How many cancellations were there?", ("Cancelled", "Completed"), "Cancelled"),  # the same stem
    ("Which subjects does the school teach?", ("Teacher", "Headteacher"), None),  # a verb is not a role
    ("How many students are missing an email?", ("Miss", "Mr", "Dr"), None),  # "missing" is not the title Miss
    ("How many orders were no-shows?", ("No-show", "Seated"), "No-show"),  # grammar words, but the whole value
    ("How many bathing appointments were booked?", ("Bath", "Trim"), "Bath"),  # a short stem is still a stem
])
def test_value_links_need_the_same_word(question, values, linked):
    links = link_category_values(tokenize(question), _values_catalog("rows", "status", values))
    assert {link.value for link in links} == ({linked} if linked else set())


def test_a_verb_names_the_table_of_those_who_do_it():
    links = link_tables(tokenize("How many classes did Ada Lovelace teach?"), ["classes", "teachers"])
    assert {(link.table, link.start) for link in links} == {("classes", 2), ("teachers", 6)}
    assert link_tables(tokenize("How much work is left?"), ["workers"]) == []  # "work" is filler


@pytest.mark.parametrize("question, tables, linked", [
    ("How many people work for us at the moment?", ["staff", "stores"], {("staff", 2, 4)}),
    ("How many folks do we employ?", ["employees", "customers"], {("employees", 2, 6)}),
    ("How many people currently work at each of our shops?", ["workers"], {("workers", 2, 5)}),
    ("Which member of the staff sold the most?", ["staff", "members"], {("staff", 1, 5), ("staff", 4, 5)}),
    ("Which staff member sold the most?", ["staff", "members"], {("staff", 1, 3), ("staff", 1, 2)}),  # (by name too)
    ("How many team members do we have?", ["employees", "members"], {("employees", 2, 4)}),
    ("How many people bought a drill?", ["staff", "sales"], set()),  # people, but not working here
    ("How many people work here?", ["customers"], set()),  # no table of employees
])
def test_people_who_work_here_are_the_employees(question, tables, linked):
    """... and a member of staff or of the team is one of them, not a member (a client)."""
    links = link_tables(tokenize(question), tables)
    assert {(l.table, l.start, l.end) for l in links if l.table == tables[0]} == linked


@pytest.mark.parametrize("question, money", [
    ("How much did we take in card payments?", True),
    ("How many stays were paid by card?", False),  # the card is how, not how much
    ("Which booking source brought in the most bookings?", False),  # it ranks by a count of bookings
    ("Which customer spent the most?", True),
])
def test_money_verbs_with_other_objects(question, money):
    catalog = Catalog(["stays", "bookings", "payments", "customers"])
    catalog.add({"name": "stays", "row_count": 100, "columns": [
        {"name": "method", "type": "TEXT", "values": ("Card", "Cash")}]})
    tokens = tokenize(question)
    reading = read_question(tokens)
    chosen, _ = resolve_links(link_tables(tokens, catalog.table_names) + link_category_values(tokens, catalog),
                              reading, catalog)
    assert asks_money(reading, chosen) == money


@pytest.mark.parametrize("table, columns, question, expected", [
    ("payments", ["amount", "bonus_amt"], "How much did we pay out?", ["amount"]),
    ("payments", ["bonus_amt"], "How much did we pay out?", []),  # a bonus is not what "pay" adds up
    ("payments", ["bonus_amt"], "What bonus amount did we pay?", ["bonus_amt"]),  # named
    ("orders", ["order_total"], "What was our revenue?", ["order_total"]),  # the table's own word is plain
])
def test_a_default_amount_is_plain_or_named(table, columns, question, expected):
    catalog = Catalog([table])
    catalog.add({"name": table, "row_count": 10, "columns": [{"name": "id", "type": "INTEGER", "primary_key": True}]
                 + [{"name": c, "type": "REAL"} for c in columns]})
    found = takings_columns(catalog, [table], read_question(tokenize(question)))
    assert [c.name for c in found] == expected


def test_a_failed_profile_falls_back_to_describe(clinic):
    """A lookup that fails (say, a table too big to profile within the step limit): the tables read from their
    definitions are DESCRIBEd instead, and the answer is the same."""

    class ProfilesFail(AnalystEnv):
        def step(self, action):
            if action.kind == "query" and "'values'" in action.argument:
                action = type(action)("query", "SELECT nope FROM nowhere")
            return super().step(action)

    question = "How many appointments were no-shows?"
    task = Task("clinic/q", "clinic", question, None, "easy", "train", clinic)
    env = ProfilesFail(tasks=[task], max_steps=12)
    episode = play_episode(env, RuleBasedAnalyst(), task_id=task.task_id)
    env.close()
    expected = gold(clinic, "SELECT COUNT(*) FROM encounters WHERE appointment_status = 'No-show'")
    assert answer_matches(episode.last.metadata["answer"], expected, question), episode.last.metadata["answer"]
    assert "describe" in [s.action.kind for s in episode.steps]
