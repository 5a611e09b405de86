"""A database's glossary: parsing, checking against the database, which entries a question uses, where the file
lives, and what the environment, the rule baseline, the eval CLI and the HTTP API do with it."""

from __future__ import annotations

import sqlite3

import pytest
from fastapi.testclient import TestClient

from agent.baselines.analyst import RuleBasedAnalyst, unlinked_words
from agent.evaluate import evaluate_analyst
from agent.evaluate import main as main_of_evaluate
from agent.rollout import play_episode
from envs.analyst.env import AnalystEnv
from envs.analyst.glossary import (MAX_ENTRIES, SUFFIX, Entry, Glossary, checked, glossary_file, load_glossary,
                                   parse_glossary, read_glossary)
from envs.analyst.tasks import Task
from envs.analyst.verify import is_abstention
from envs.databases import BUILTIN_DATABASES, database_path
from envs.server import ServerConfig, create_api
from tests.conftest import tiny_tasks

TINY_GLOSSARY = """# a tiny shop
punters, patrons: customers
mancunians: customers.city = 'Manchester'
sticker price, ticket price: products.price
"""


def test_parses_tables_columns_values_and_comments():
    glossary = parse_glossary("""# comment
website, web shop: orders.channel = 'online'
wage:staff.hourly_rate
menu: menu_items
  dozens : "odd table"."odd col" = 12
apostrophe: shops.name = 'Bob''s'
""")
    assert glossary.problems == ()
    assert glossary.entries == (
        Entry(("website", "web shop"), "orders", "channel", "online"), Entry(("wage",), "staff", "hourly_rate"),
        Entry(("menu",), "menu_items"), Entry(("dozens",), "odd table", "odd col", 12),
        Entry(("apostrophe",), "shops", "name", "Bob's"))
    assert glossary.entries[0].line == "website, web shop: orders.channel = 'online'"
    text = "\n".join(entry.line for entry in glossary.entries)
    assert parse_glossary(text).entries == glossary.entries  # the lines read back the same


@pytest.mark.parametrize("name, quoted", [("orders", False), ("order", True), ("odd table", True),
                                          ('we"ird', True), ("select", True)])
def test_names_are_written_as_sql_would_and_read_back(name, quoted):
    entry = Entry(("w",), name, name, "x")
    assert parse_glossary(entry.line).entries == (entry,)
    assert entry.meaning.startswith('"') == quoted


@pytest.mark.parametrize("line", ["huge: orders.order_id = 99999999999999999999999",
                                  "digits: orders.order_id = " + "9" * 5000])
def test_a_number_no_column_could_hold_is_a_problem_not_a_crash(line, tiny_db):
    glossary = parse_glossary(line)
    assert glossary.entries == () and glossary.problems[0].startswith("line 1:")
    assert "Glossary" not in _reset(tiny_db, "How many huge digits?", glossary=glossary).text


@pytest.mark.parametrize("line", ["no colon here", ": orders", "web: orders.channel = online",
                                  "web: orders.", "web: orders.channel = 'x' extra", "web: a.b.c"])
def test_a_malformed_line_is_a_problem_with_its_number_never_an_exception(line):
    glossary = parse_glossary(f"ok: orders\n{line}\n")
    assert glossary.entries == (Entry(("ok",), "orders"),)
    assert len(glossary.problems) == 1 and glossary.problems[0].startswith("line 2:")


def test_reads_at_most_max_entries():
    glossary = parse_glossary("".join(f"w{i}: t\n" for i in range(MAX_ENTRIES + 5)))
    assert len(glossary.entries) == MAX_ENTRIES and "only the first" in glossary.problems[-1]


def test_entries_naming_what_the_database_lacks_are_left_out_with_the_reason(tiny_db):
    glossary = read_glossary(TINY_GLOSSARY + "ghosts: spirits\nhue: products.colour\n"
                             "parisians: customers.city = 'Paris'\n", tiny_db)
    assert [e.phrases[0] for e in glossary.entries] == ["punters", "mancunians", "sticker price"]
    assert [p.split(": ", 2)[-1] for p in glossary.problems] == [
        "there is no table spirits", "products has no column colour", "no row of customers has city = 'Paris'"]


@pytest.mark.parametrize("question, used", [
    ("How many punters do we have?", ["punters"]),
    ("How many patrons are Mancunians?", ["punters", "mancunians"]),
    ("What is the ticket price of the Dog Bed?", ["sticker price"]),  # a phrase of two words, said in full
    ("What is the price of the Dog Bed?", []),  # "price" alone says neither phrase
    ("Which punter spent the most?", ["punters"]),  # lemmatized: "punter" says "punters"
])
def test_used_by_lists_the_entries_whose_phrases_the_question_says(tiny_db, question, used):
    entries = read_glossary(TINY_GLOSSARY, tiny_db).used_by(question)
    assert [e.phrases[0] for e in entries] == used


def test_names_ignore_case_and_take_the_databases_spelling(tiny_db):
    glossary = read_glossary("punters: CUSTOMERS\nmancunians: Customers.CITY = 'Manchester'\n", tiny_db)
    assert [(e.table, e.column) for e in glossary.entries] == [("customers", None), ("customers", "city")]


def test_a_phrase_means_one_thing(tiny_db):
    glossary = read_glossary("deals, website: orders\nwebsite, online: customers.city = 'London'\n", tiny_db)
    assert [e.phrases for e in glossary.entries] == [("deals", "website"), ("online",)]
    assert glossary.problems == ("website, online: customers.city = 'London': 'website' already means orders",)


def test_where_phrases_overlap_the_longest_is_used(tiny_db):
    glossary = read_glossary("items: products\nline items: orders\n", tiny_db)
    assert [e.table for e in glossary.used_by("How many line items are there?")] == ["orders"]
    assert [e.table for e in glossary.used_by("How many items and line items?")] == ["products", "orders"]


def test_the_file_beside_the_database_wins_and_is_read_again_when_it_changes(tiny_db):
    assert glossary_file(tiny_db) is None and load_glossary(tiny_db) == Glossary()
    beside = tiny_db.with_suffix(SUFFIX)
    beside.write_text(TINY_GLOSSARY)
    assert glossary_file(tiny_db) == beside and len(load_glossary(tiny_db).entries) == 3
    beside.write_text("punters: customers\n")
    assert len(load_glossary(tiny_db).entries) == 1


@pytest.mark.parametrize("name", ["petshop", "cafe", "kennel"])
def test_the_built_in_glossaries_are_valid_and_only_for_their_own_file(name, tiny_db):
    glossary = load_glossary(database_path(name), name)
    assert len(glossary.entries) >= 10 and glossary.problems == ()
    assert glossary_file(tiny_db, name) is None  # another file under a built-in name gets no built-in glossary


def test_every_built_in_glossary_file_checks_clean():
    found = [name for name in BUILTIN_DATABASES if glossary_file(database_path(name), name) is not None]
    assert found == list(BUILTIN_DATABASES)  # every built-in database's owner wrote one
    for name in found:
        assert load_glossary(database_path(name), name).problems == (), name


def _reset(tiny_db, question: str, mode: str = "schema", **env_options):
    task = Task("tiny/q", "tiny", question, None, "own", "own", tiny_db)
    return AnalystEnv(tasks=[task], mode=mode, **env_options).reset(task=task)


def test_the_first_observation_lists_the_entries_the_question_uses(tiny_db):
    glossary = parse_glossary(TINY_GLOSSARY)
    observation = _reset(tiny_db, "How many Mancunians are there?", glossary=glossary)
    assert "Glossary:\nmancunians: customers.city = 'Manchester'\n" in observation.text
    assert "punters" not in observation.text  # entries the question does not use stay out
    assert observation.metadata["glossary"] == [
        {"phrases": ["mancunians"], "table": "customers", "column": "city", "value": "Manchester"}]
    assert "city TEXT = 'Manchester'" in observation.text  # schema mode lists the table and shows the value
    assert "customers(" in observation.text.split("Schema:")[1].splitlines()[1]
    for off in (dict(), dict(glossary=False)):
        assert "Glossary" not in _reset(tiny_db, "How many Mancunians are there?", **off).text
    explore = _reset(tiny_db, "How many Mancunians are there?", mode="explore", glossary=glossary)
    assert "Glossary:\nmancunians" in explore.text and "Schema:" not in explore.text


def test_true_reads_the_databases_own_glossary_and_reset_can_turn_it_off(tiny_db):
    tiny_db.with_suffix(SUFFIX).write_text(TINY_GLOSSARY)
    task = Task("tiny/q", "tiny", "How many punters do we have?", None, "own", "own", tiny_db)
    env = AnalystEnv(tasks=[task], glossary=True)
    assert "Glossary:\npunters, patrons: customers" in env.reset(task=task).text
    assert "Glossary" not in env.reset(task=task, glossary=False).text


def _play(tiny_db, question: str, glossary) -> str:
    task = Task("tiny/q", "tiny", question, None, "own", "own", tiny_db)
    env = AnalystEnv(tasks=[task], glossary=glossary)
    return play_episode(env, RuleBasedAnalyst(), task_id=task.task_id).last.metadata["answer"]


@pytest.mark.parametrize("question, figure", [
    ("How many punters do we have?", "5"),  # a table
    ("How many Mancunians do we have?", "1"),  # a stored value
    ("What is the average ticket price?", "65.19"),  # a column
])
def test_the_baseline_reads_the_owners_words(tiny_db, question, figure):
    """Without the glossary the word is unexplained: an abstention, or ("ticket price") an answer that says it left
    the word out; with it, an answer that needs no such note."""
    assert unlinked_words(_play(tiny_db, question, False))
    answer = _play(tiny_db, question, parse_glossary(TINY_GLOSSARY))
    assert figure in answer and not unlinked_words(answer) and not is_abstention(answer)


def test_the_baseline_links_phrases_with_numbers_and_prefers_the_longest(tiny_db):
    glossary = parse_glossary("class 10 buyers: customers\nbuyers: products\n")
    assert "5" in _play(tiny_db, "How many class 10 buyers do we have?", glossary)  # customers, not products


def test_the_eval_cli_reads_the_file_beside_each_database(tiny_db, tmp_path, capsys):
    tasks = [Task("tiny/punters", "tiny", "How many punters do we have?", "SELECT COUNT(*) FROM customers", "easy",
                  "train", tiny_db)]
    tiny_db.with_suffix(SUFFIX).write_text(TINY_GLOSSARY)
    without = evaluate_analyst(RuleBasedAnalyst(), tasks, progress=False)
    with_it = evaluate_analyst(RuleBasedAnalyst(), tasks, progress=False, glossary=True)
    assert (without["overall"]["accuracy"], with_it["overall"]["accuracy"]) == (0.0, 1.0)
    report = main_of_evaluate(["--env", "analyst", "--policy", "baseline", "--db", str(tiny_db), "--limit", "2",
                               "--glossary", "--quiet", "--json", str(tmp_path / "r.json")])
    assert report["meta"]["tasks"].endswith(", with their glossaries") and "glossary" in capsys.readouterr().out


def test_the_http_reset_takes_a_glossary_as_text_or_the_databases_own(tiny_db):
    tiny_db.with_suffix(SUFFIX).write_text("customers, patrons: customers\n")
    tasks = tiny_tasks(tiny_db)
    client = TestClient(create_api({}, ServerConfig(), env_factories={"analyst": lambda: AnalystEnv(tasks=tasks)}))

    def first(**options) -> str:
        response = client.post("/reset", json={"kind": "analyst", "task_id": "tiny/customers", **options})
        assert response.status_code == 200, response.text
        return response.json()["observation"]["text"]

    assert "Glossary" not in first()
    assert "Glossary:\ncustomers, clients: customers" in first(glossary="customers, clients: customers\nbad line")
    assert "Glossary:\ncustomers, patrons: customers" in first(glossary=True)
    assert "Glossary" not in first(glossary="punters: customers")  # the question does not say it
    problems = client.post("/reset", json={"task_id": "tiny/customers", "glossary": "customers: ghosts"}).json()
    assert problems["observation"]["metadata"]["glossary_problems"] == ["customers: ghosts: there is no table ghosts"]
    too_long = client.post("/reset", json={"task_id": "tiny/customers", "glossary": "x: t\n" * 5000})
    assert too_long.status_code == 422


def test_checked_keeps_a_glossary_for_any_database(tiny_db):
    glossary = parse_glossary("punters: customers\nwage: staff.hourly_rate\n")
    assert [e.table for e in checked(glossary, tiny_db).entries] == ["customers"]


def test_the_cli_checks_a_glossary_and_says_what_a_question_uses(tiny_db, tmp_path, capsys):
    import json

    from envs.analyst.glossary import main

    tiny_db.with_suffix(SUFFIX).write_text(TINY_GLOSSARY + "ghosts: spirits\n")
    assert main([str(tiny_db), "--question", "How many punters are Mancunians?"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert len(report["entries"]) == 3 and report["problems"] == ["ghosts: spirits: there is no table spirits"]
    assert report["used"] == ["punters, patrons: customers", "mancunians: customers.city = 'Manchester'"]
    other = tmp_path / "words.txt"
    other.write_text("bad line")
    assert main([str(tiny_db), str(other)]) == 0 and json.loads(capsys.readouterr().out)["entries"] == []
    not_sqlite = tmp_path / "x.sqlite"
    not_sqlite.write_text("hello")
    broken = tmp_path / "broken.sqlite"
    broken.write_bytes(b"SQLite format 3\x00" + b"\xff" * 200)
    for argv in ([str(tmp_path / "missing.sqlite")], [str(not_sqlite)], [str(tiny_db), str(tmp_path / "none.txt")],
                 [str(broken), str(other)]):
        assert main(argv) == 2 and "error:" in capsys.readouterr().err


def test_the_env_takes_a_glossary_as_text_too(tiny_db):
    assert "Glossary:\npunters: customers" in _reset(tiny_db, "How many punters?", glossary="punters: customers").text
    assert "Glossary" not in _reset(tiny_db, "How many punters?", glossary="").text


def test_looking_values_up_has_one_time_budget_for_the_whole_glossary(tiny_db, monkeypatch):
    import envs.analyst.glossary as module

    monkeypatch.setattr(module, "CHECK_BUDGET_S", -1.0)  # already spent: no value is looked up
    glossary = read_glossary(TINY_GLOSSARY, tiny_db)
    assert [e.phrases[0] for e in glossary.entries] == ["punters", "sticker price"]
    assert glossary.problems == ("mancunians: customers.city = 'Manchester': not checked (the -1 s for looking "
                                 "values up ran out)",)


# ---------------------------------------------------------------- measures: a figure computed from columns

MEASURE = "revenue, takings, spent: orders.quantity * products.price\n"


def test_a_measure_is_arithmetic_over_table_columns_and_anything_else_is_a_problem():
    glossary = parse_glossary(MEASURE + "margin: (orders.quantity * (products.price - 2)) / 100.0\n"
                              "x: orders.quantity * 'a'\ny: upper(products.price) * 2\nz: 3 * 4\nw: quantity * price\n"
                              "v: orders.quantity * (SELECT 1)\n")
    assert [(e.table, e.expression) for e in glossary.entries] == [
        ("orders", "orders.quantity * products.price"),
        ("orders", "(orders.quantity * (products.price - 2)) / 100.0")]
    assert [p.split(":")[0] for p in glossary.problems] == ["line 3", "line 4", "line 5", "line 6", "line 7"]
    assert "a measure such as 'table.quantity * table.price'" in glossary.problems[0]


def test_a_measure_sits_on_the_table_whose_keys_lead_to_the_others_under_the_databases_spelling(tiny_db):
    glossary = checked(parse_glossary("revenue: Products.PRICE * ORDERS.quantity\n"
                                      "odd: products.price * customers.customer_id\nnone: orders.nope * 2\n"), tiny_db)
    entry, = glossary.entries
    assert (entry.table, entry.expression, entry.tables) == ("orders", "products.price * orders.quantity",
                                                             ("orders", "products"))
    assert entry.as_dict()["sql"] == '"products"."price" * "orders"."quantity"'
    assert glossary.problems == (
        "odd: products.price * customers.customer_id: no table of products, customers leads to the others by its "
        "foreign keys", "none: orders.nope * 2: orders has no column nope")


def test_schema_mode_lists_every_table_a_measure_reads(tiny_db):
    task = Task("tiny/q", "tiny", "What were our takings?", None, "own", "own", tiny_db)
    text = AnalystEnv(tasks=[task], glossary=MEASURE, mode="schema").reset(task=task).text
    assert "orders(" in text and "products(" in text and "customers(" not in text
    assert "Glossary:\nrevenue, takings, spent: orders.quantity * products.price" in text


# The owner's revenue net of a 2.00 fee per unit: no figure the rules would reach unaided (they price each order's
# quantity at its product's price, the MEASURE above)
NET_MEASURE = "revenue, takings, spent: orders.quantity * (products.price - 2)\n"


@pytest.mark.parametrize("question, unaided, defined", [
    ("What was our revenue in 2024?", "7822.50", "7582.50"),  # added up, joined to the price's table
    ("What were our takings from Dog Beds?", "1350", "1290"),  # a filter on the joined table
    ("Which product brought in the most revenue?", "3600", "3540"),  # ranked by it (Bird Cage either way)
    ("How much did Ada Lovelace spend?", "1564.50", "1516.50"),  # the measure's own word, a person's name
])
def test_the_baseline_adds_up_ranks_and_filters_a_measure_the_owner_defines(tiny_db, question, unaided, defined):
    assert unaided in _play(tiny_db, question, False)  # (orders keep a quantity, products the price)
    answer = _play(tiny_db, question, parse_glossary(NET_MEASURE))
    assert defined in answer and unaided not in answer, answer


def test_a_measure_of_a_table_the_database_lacks_reaches_no_player(tiny_db):
    glossary = parse_glossary("revenue: orders.quantity * ghosts.price\n")
    question = "What was our revenue in 2024?"
    assert _play(tiny_db, question, glossary) == _play(tiny_db, question, False)  # (the entry is dropped)


def test_an_owners_word_of_money_taken_for_an_amount_asks_for_its_total(tmp_path):
    """"take, takings: orders.total_amount" takes the verb the baseline read as money: the word that names the
    amount still asks for its total over the rows the filters leave (it was one row's figure, and several matched)."""
    path = tmp_path / "shop.sqlite"
    con = sqlite3.connect(path)
    con.executescript("""
        CREATE TABLE orders (order_id INTEGER PRIMARY KEY, order_date TEXT NOT NULL, status TEXT NOT NULL,
            total_amount REAL NOT NULL);
    """)
    con.executemany("INSERT INTO orders (order_date, status, total_amount) VALUES (?, ?, ?)",  # July: 12 x 2.5 taken
                    [(f"2026-{m:02d}-{d:02d}", "Cancelled" if d == 21 else "Completed", 99.0 if d == 21 else 2.5)
                     for m in (6, 7, 8) for d in range(1, 26, 2)])
    con.commit()
    con.close()
    glossary = parse_glossary("takings, take: orders.total_amount\n")
    for question in ("What did we take in July 2026?", "What were our takings in July 2026?"):
        assert "The total amount is 30" in _play(path, question, glossary), question  # not 129: cancelled
