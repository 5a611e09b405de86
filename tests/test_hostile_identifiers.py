"""Databases whose table, column and index names hold quotes, spaces, unicode, SQL keywords and brackets: the upload
check, both environments (reset/step), the question generator, both rule baselines and the LLM policy as the app
plays it (grammar, binding, retries, the vote) run on them without an exception, and every refusal is an observation
that says what went wrong.

    python -m pytest tests/test_hostile_identifiers.py
"""

from __future__ import annotations

import random
import sqlite3
import uuid
from dataclasses import dataclass
from pathlib import Path

import pytest
from hypothesis import HealthCheck, Phase, given, settings, strategies as st

from agent.baselines.analyst import RuleBasedAnalyst
from agent.baselines.index_advisor import RuleBasedIndexAdvisor
from agent.backends.base import Reply
from agent.llm_policy import BatchedRunner, LLMPolicy, sampled_retry
from agent.rollout import play_episode
from agent.voting import vote_sampler
from envs.analyst.env import AnalystEnv
from envs.analyst.generate import generate_tasks
from envs.analyst.schema import schema_of
from envs.analyst.spec import AnalystObservation
from envs.analyst.tasks import Task
from envs.databases.upload import import_csv_files, import_upload
from envs.index_tuning.env import IndexTuningEnv
from envs.index_tuning.scenarios import load_uploaded
from envs.index_tuning.spec import IndexAction, IndexObservation
from envs.sandbox import quote_identifier as q

EXAMPLES = 8  # hypothesis examples: each builds a database and plays a few episodes (~1-2 s)
PARENT_ROWS = 30  # rows of the referenced table
CHILD_ROWS = 400  # rows of the referencing table: enough for selective filters and a measurable index
HOSTILE = ('we"ird', "it's", "a b", "[x]", "näme]", "order", "select", "group by", "`tick`", '""', "Ünïcødé 名前",
           "x;DROP TABLE y", "--c", "/*c*/", "a.b", "(p)", "%_", "?1", "$v", " lead", "tail ")
NAME_CHARS = st.sampled_from(list("ab_ \"'`[]().,;-%?$éü名") + ["select", "from", "order"])
NAMES = st.one_of(st.sampled_from(HOSTILE), st.lists(NAME_CHARS, min_size=1, max_size=6).map("".join))
# table names (2) + columns: parent (id, label, measure), child (id, key, category, amount, day)
NAME_SETS = st.lists(NAMES, min_size=10, max_size=10, unique_by=str.casefold).filter(
    lambda names: all(n.strip() and not n.lower().startswith("sqlite_") for n in names))


@pytest.fixture(scope="module", autouse=True)
def private_cache(tmp_path_factory):
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("SQL_STUDIO_CACHE", str(tmp_path_factory.mktemp("cache")))
        yield


def build_database(folder: Path, names: list[str]) -> tuple[Path, dict]:
    """Two linked tables (a parent and its children), an index, all named from ``names``; deterministic data."""
    parent, child, p_id, p_label, p_measure, c_id, c_key, c_category, c_amount, c_day = names
    path = folder / f"{uuid.uuid4().hex}.sqlite"
    con = sqlite3.connect(path)
    con.execute(f"CREATE TABLE {q(parent)} ({q(p_id)} INTEGER PRIMARY KEY, {q(p_label)} TEXT NOT NULL, "
                f"{q(p_measure)} REAL)")
    con.execute(f"CREATE TABLE {q(child)} ({q(c_id)} INTEGER PRIMARY KEY, "
                f"{q(c_key)} INTEGER REFERENCES {q(parent)}({q(p_id)}), {q(c_category)} TEXT, {q(c_amount)} REAL, "
                f"{q(c_day)} TEXT)")
    con.execute(f"CREATE INDEX {q('ix ' + c_category)} ON {q(child)} ({q(c_category)})")
    con.executemany(f"INSERT INTO {q(parent)} VALUES (?, ?, ?)",
                    [(i, f"Store {i:02d}", round(i * 1.75, 2)) for i in range(1, PARENT_ROWS + 1)])
    con.executemany(f"INSERT INTO {q(child)} VALUES (?, ?, ?, ?, ?)",
                    [(i, i % PARENT_ROWS + 1, ("red", "blue", "green", "gold")[i % 4], round(i * 2.5, 2),
                      f"2025-{i % 12 + 1:02d}-{i % 28 + 1:02d}") for i in range(1, CHILD_ROWS + 1)])
    con.commit()
    con.close()
    return path, {"parent": parent, "child": child, "columns": {parent: names[2:5], child: names[5:]}}


def check_analyst_observation(obs) -> None:
    assert isinstance(obs, AnalystObservation) and obs.text.strip()
    assert obs.error is None or (isinstance(obs.error, str) and obs.error in obs.text)


def check_index_observation(obs) -> None:
    assert isinstance(obs, IndexObservation) and obs.text.strip()
    assert obs.error is None or (isinstance(obs.error, str) and obs.error.strip())


def play_analyst(path: Path, layout: dict) -> None:
    tasks = generate_tasks(path, "hostile")
    for task in tasks:  # every generated question's gold SQL runs on the database it was written for
        assert sqlite3.connect(f"file:{path}?mode=ro", uri=True).execute(task.gold_sql).fetchall()
    own = Task("hostile/own", "hostile", "How many rows does each table hold?", None, "easy", "upload", path)
    env = AnalystEnv(tasks=[*tasks, own])
    for mode in ("explore", "schema"):
        first = env.reset(task=tasks[0] if tasks else own, mode=mode)
        check_analyst_observation(first)
        assert set(first.tables) == {layout["parent"], layout["child"]}
    for table in (layout["parent"], layout["child"]):
        for written in (table, q(table)):  # as DESCRIBE shows it, and quoted the way SQL writes it
            described = env.step(f"DESCRIBE {written}")
            check_analyst_observation(described)
            if written.strip() == written or written == q(table):  # surrounding spaces only survive quoting
                assert described.error is None and described.table["name"] == table
        sampled = env.step(f"SAMPLE {q(table)}")
        check_analyst_observation(sampled)
        assert sampled.error is None and sampled.result.columns == layout["columns"][table]
        counted = env.step(f"QUERY SELECT COUNT(*) FROM {q(table)}")
        assert counted.error is None and counted.result.rows[0][0] in (PARENT_ROWS, CHILD_ROWS)
    check_analyst_observation(env.step(f"QUERY SELECT {layout['columns'][layout['child']][2]} FROM {layout['child']}"))
    check_analyst_observation(env.step("ANSWER 30 and 400"))
    for task in tasks[:3]:
        episode = play_episode(AnalystEnv(tasks=tasks), RuleBasedAnalyst(), task=task)
        assert episode.done and episode.last.kind == "answer"
        for step in episode.steps:
            check_analyst_observation(step.observation)


def play_index(path: Path, layout: dict, search: str = "off") -> None:
    scenario = load_uploaded(path)
    env = IndexTuningEnv(search=search, search_budget_s=2.0, wall_repeats=1)
    check_index_observation(env.reset(scenario=scenario))
    child, parent = layout["child"], layout["parent"]
    key, category, amount = layout["columns"][child][1:4]
    actions = [
        IndexAction("analyze_statistics"), IndexAction("analyze_statistics", table=child),
        str(IndexAction("analyze_statistics", table=parent)), IndexAction("analyze_indexes"),
        IndexAction("inspect_query", qid="q1"), IndexAction("explain", sql=scenario.workload[0].sql),
        IndexAction.create_index(child, [amount]),
        str(IndexAction.create_index(child, [key, category])),  # the text form, names quoted where SQL needs it
        IndexAction.create_index(parent, [layout["columns"][parent][1]]),
        IndexAction.create_index(child, ["no such column"]), f"create_index({child}, [{amount}, {key}])",
        IndexAction("rewrite_query", qid="q1", sql=scenario.workload[0].sql + " "),
    ]
    for action in actions:
        check_index_observation(env.step(action))
    created = list(env.state.created)
    assert len(created) >= 2  # the structured and the text create_index both worked
    for name in created:
        dropped = env.step(str(IndexAction("drop_index", name=name)))
        check_index_observation(dropped)
        assert dropped.error is None
    check_index_observation(env.step(IndexAction("submit_report", summary="tried indexes on every table")))
    episode = play_episode(IndexTuningEnv(search="off", wall_repeats=0), RuleBasedIndexAdvisor(), scenario=scenario)
    assert episode.done and episode.last.kind == "submit_report"
    for step in episode.steps:
        check_index_observation(step.observation)


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow],
          phases=[Phase.explicit, Phase.reuse, Phase.generate])  # shrinking a failure costs minutes; it prints as is
@given(names=NAME_SETS)
def test_hostile_names_everywhere(tmp_path_factory, names):
    path, layout = build_database(tmp_path_factory.mktemp("db"), names)
    copy = import_upload(path)
    assert set(schema_of(copy).table_names) == {layout["parent"], layout["child"]}
    play_analyst(copy, layout)
    play_index(copy, layout)


@dataclass
class NameWriter:
    """A stand-in model that writes a database's own names every way a model might: bare, quoted, qualified, in
    fences, half-finished, as JSON-ish calls; seeded by its sampling settings and the conversation, so the greedy
    reply, the retries and the vote's samples differ. Takes grammars, as llama.cpp does, so the policy writes them."""

    tables: tuple[str, ...]
    columns: tuple[str, ...]
    temperature: float = 0.0
    seed: int = 0
    accepts_grammars = True

    def __call__(self, conversations, grammars=None):
        assert grammars is None or all(g is None or isinstance(g, str) for g in grammars)
        return [Reply(self.reply(c, i)) for i, c in enumerate(conversations)]

    def reply(self, conversation: list[dict], row: int) -> str:
        pick = random.Random(f"{self.temperature}/{self.seed}/{row}/{conversation[-1]['content']}").choice
        table, column, other = pick(self.tables), pick(self.columns), pick(self.columns)
        return pick([
            f"DESCRIBE {table}", f"SAMPLE {q(table)}", f"QUERY SELECT {column} FROM {table}",
            f"QUERY SELECT {q(column)}, COUNT(*) FROM {q(table)} GROUP BY {q(column)} ORDER BY 2 DESC LIMIT 3",
            f"QUERY SELECT t.{q(column)} FROM {q(table)} t WHERE t.{q(other)} > 1",
            f"QUERY SELECT SUM({q(column)}) FROM {q(table)} JOIN {q(pick(self.tables))} USING ({q(other)})",
            f"```sql\nSELECT {q(column)} FROM {q(table)};\n```", f"SELECT {column} FROM {table} WHERE",
            f'{{"action": "QUERY", "sql": "SELECT * FROM {table}"}}', f"QUERY DROP TABLE {q(table)}",
            f"ANSWER {column} is {other}", "I am not sure what to do.", "",
        ])


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow],
          phases=[Phase.explicit, Phase.reuse, Phase.generate])
@given(names=NAME_SETS)
def test_an_llm_episode_never_crashes_on_hostile_names(tmp_path_factory, names):
    """#16: an LLM episode never crashes on a database the upload path accepts: the policy as the app plays it,
    driven by a model that writes the database's hostile names, ends every episode with observations only."""
    path, layout = build_database(tmp_path_factory.mktemp("db"), names)
    copy = import_upload(path)
    model = NameWriter(tuple(layout["columns"]), tuple(c for cs in layout["columns"].values() for c in cs))
    questions = [Task(f"hostile/{i}", "hostile", question, None, "easy", "upload", copy) for i, question in
                 enumerate([f"What is the total {names[8]} per {names[1]}?", "Which one is the biggest?"])]
    for mode in ("explore", "schema"):
        policy = LLMPolicy(model, retry_generator=sampled_retry(model), constrain=True, bind=True, vote=4,
                           vote_generator=vote_sampler(model))
        episodes = BatchedRunner(policy, max_steps=8).run(
            [(AnalystEnv(tasks=questions, mode=mode), {"task": task}) for task in questions])
        alone = play_episode(AnalystEnv(tasks=questions, mode=mode), policy.fork(), task=questions[0])
        for episode in [*episodes, alone]:
            assert episode.steps and (episode.done or len(episode.steps) == 8)
            for step in episode.steps:
                check_analyst_observation(step.observation)


def test_one_hostile_database_with_the_best_known_search(tmp_path):
    """The named cases from the issue, with the oracle's search and the wall-time measurement switched on."""
    names = ['we"ird', "order", "id", "a b", "näme]", "[x]", "it's", "select", "group", "día"]
    path, layout = build_database(tmp_path, names)
    copy = import_upload(path)
    play_analyst(copy, layout)
    play_index(copy, layout, search="inline")


def test_csv_with_hostile_headers(tmp_path):
    """CSV headers become plain names (non-word characters to _); keywords stay, and queries quote them."""
    csv = tmp_path / 'sales "q1" [draft].csv'
    csv.write_text('"we""ird",it\'s,order,[x],näme\n1,a,2,3,4\n2,b,3,4,5\n')
    db = import_csv_files([csv])
    (table,) = schema_of(db).tables.values()
    assert table.name == "sales_q1_draft"
    assert [c.name for c in table.columns] == ["we_ird", "it_s", "order", "x", "näme"]
    env = AnalystEnv(tasks=[Task("csv/own", "csv", "What is there?", None, "easy", "upload", db)])
    env.reset(task_id="csv/own")
    total = env.step(f"QUERY SELECT SUM({q('order')}) FROM {q(table.name)}")
    assert total.error is None and total.result.rows == [(5,)]
    check_analyst_observation(env.step("QUERY SELECT SUM(order) FROM sales_q1_draft"))  # unquoted keyword: an error
