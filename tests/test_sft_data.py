"""Expert SFT episodes: train databases only, played through the env, always correct, in the inference prompt format.

    python -m pytest tests/test_sft_data.py -q
"""

from __future__ import annotations

import random

import pytest

from agent.llm_policy import LLMPolicy, Reply
from agent.prompts import PromptConfig
from agent.rollout import play_episode
from envs.analyst.env import AnalystEnv
from envs.databases import BUILTIN_DATABASES
from models import sft_data
from models.sft_data import build_episodes, expert_episode, gold_tables, pack_episode, phrase_answer


@pytest.mark.parametrize("columns, rows, expected", [
    (["n"], [(42,)], "42"),
    (["avg"], [(1056470.123,)], "1056470"),
    (["avg"], [(12.3456789,)], "12.3457"),
    (["name"], [("Ada",), ("Alan",)], "Ada, Alan"),
    (["name", "n"], [("Ada", 3), ("Alan", None)], "Ada | 3; Alan | NULL"),
])
def test_phrase_answer(columns, rows, expected):
    assert phrase_answer(columns, rows) == expected


@pytest.mark.parametrize("sql, expected", [
    ('SELECT "dogs"."name" FROM "dogs"', "SELECT dogs.name FROM dogs"),
    ('SELECT COUNT(DISTINCT "order"."staffID") FROM "order"', 'SELECT COUNT(DISTINCT "order".staffID) FROM "order"'),
    ('SELECT "a b"."desc" FROM "a b"', 'SELECT "a b"."desc" FROM "a b"'),
])
def test_unquoted_keeps_the_quotes_sql_needs(sql, expected):
    assert sft_data.unquoted(sql) == expected


@pytest.mark.parametrize("sql, tables", [
    ("SELECT COUNT(*) FROM orders", ["orders"]),
    ("SELECT c.name FROM customers c JOIN orders o ON o.customer_id = c.customer_id", ["customers", "orders"]),
    ("WITH t AS (SELECT * FROM sales) SELECT COUNT(*) FROM t JOIN stores s ON 1", ["stores", "sales"]),
])
def test_gold_tables(sql, tables):
    assert gold_tables(sql) == tables


def test_train_tasks_never_touch_heldout_databases():
    tasks = sft_data.train_tasks(synthetic=True)
    assert tasks and all(BUILTIN_DATABASES[t.db].split == "train" for t in tasks)
    assert any(t.task_id.startswith("synthetic/") for t in tasks)


def test_factory_and_renamed_databases_feed_training_and_never_held_out_ones(monkeypatch, tmp_path):
    from envs import synth

    monkeypatch.setenv("SQL_STUDIO_CACHE", str(tmp_path))
    monkeypatch.setattr(sft_data, "select_tasks", lambda split: [])  # factory sources only, to keep this quick
    tasks = sft_data.train_tasks(synthetic=False, factory_databases=3, renamed_copies=1)
    plain = [t for t in tasks if "~" not in t.db]
    renamed = [t for t in tasks if "~" in t.db]
    assert len({t.db for t in plain}) == 3 and len(renamed) >= 0.9 * len(plain)
    assert all(synth.split_of(synth.seed_of(t.db.split("~")[0])) == "train" for t in tasks)
    assert {sft_data.task_domain(t) for t in tasks} <= set(synth.DOMAINS) - synth.HELDOUT_DOMAINS
    assert {t.difficulty for t in plain} == {"easy", "medium", "hard"}

    monkeypatch.setattr(sft_data, "train_tasks", lambda *args, **kwargs: tasks[:40] + renamed[:20])
    episodes, counts = build_episodes(repair_fraction=0.5, seed=1, factory_databases=3, renamed_copies=1)
    assert counts["episodes"] == len(episodes) > 30 and counts["domains"] >= 1
    assert sum(sum(row.values()) for row in counts["by_domain"].values()) == len(episodes)
    assert all(e.correct for e in episodes)


def test_episodes_end_correct_with_real_recoveries():
    episodes, counts = build_episodes(repair_fraction=1.0, seed=3, limit=30)
    assert episodes and counts["repair_query"] > 0
    for episode in episodes:
        assert episode.correct and episode.observations[-1].startswith("Answer correct")
        assert episode.actions[-1].startswith("ANSWER ") and episode.actions[-2].startswith("QUERY ")
        if episode.kind != "repair_table":
            assert episode.actions[0].startswith("DESCRIBE ")
    repaired = next(e for e in episodes if e.kind == "repair_query")
    error_at = next(i for i, o in enumerate(repaired.observations) if o.startswith("Error:"))
    assert repaired.actions[error_at + 1] == f"QUERY {repaired.task.gold_sql}"  # the fix follows the real error


def test_samples_are_the_inference_prompts(tiny_task_list):
    """The SFT prompt of every turn equals what LLMPolicy builds when it plays the same actions."""
    env = AnalystEnv(tasks=tiny_task_list)
    task = tiny_task_list[2]
    episode = expert_episode(env, task, random.Random(0), repair=False, prompt_config=PromptConfig())
    assert episode is not None and episode.correct
    actions = iter(episode.actions)
    seen: list[list[dict]] = []

    def generator(conversations):
        seen.extend(conversations)
        return [Reply(next(actions))]

    play_episode(env, LLMPolicy(generator, kind="analyst"), task=task, seed=0)
    assert [s["messages"] for s in episode.samples] == seen


def test_pack_masks_only_assistant_actions(tiny_task_list, tmp_path):
    from tests.test_train_tiny import build_tiny_model
    from transformers import AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(build_tiny_model(tmp_path / "m"))
    env = AnalystEnv(tasks=tiny_task_list)
    episode = expert_episode(env, tiny_task_list[0], random.Random(0), repair=False, prompt_config=PromptConfig())
    (packed,) = pack_episode(episode, tokenizer, 100_000)
    trained = tokenizer.decode([t for t, m in zip(packed["input_ids"], packed["completion_mask"]) if m])
    assert trained == "".join(a + "<|im_end|>\n" for a in episode.actions)
    assert pack_episode(episode, tokenizer, 10) == []  # too long: dropped, never cut mid-episode


def test_schema_mode_experts_query_at_once_from_many_databases(monkeypatch, tmp_path):
    monkeypatch.setenv("SQL_STUDIO_CACHE", str(tmp_path))
    monkeypatch.setattr(sft_data, "select_tasks", lambda split: [])
    tasks = sft_data.train_tasks(synthetic=False, factory_databases=3, per_database=4)
    assert len(tasks) == 12 and all(sum(t.db == db for t in tasks) == 4 for db in {t.db for t in tasks})
    assert {t.difficulty for t in tasks[:3]} == {"easy", "medium", "hard"}  # spread over the difficulties
    monkeypatch.setattr(sft_data, "train_tasks", lambda *args, **kwargs: tasks)
    episodes, counts = build_episodes(repair_fraction=1.0, seed=2, prompt_config=PromptConfig(example=False, mode="schema"))
    assert episodes and counts["repair_table"] == 0
    for episode in episodes:
        assert episode.correct and "Schema:" in episode.first
        described = [a.removeprefix("DESCRIBE ") for a in episode.actions if a.startswith("DESCRIBE")]
        assert not any(f"\n{table}(" in episode.first for table in described)  # only tables the schema left out
        assert "QUERY straight away" in episode.samples[0]["messages"][0]["content"]
    at_once = [e for e in episodes if e.actions[0].startswith(("QUERY", "SAMPLE"))]
    assert len(at_once) >= 0.8 * len(episodes)  # the question's tables are listed: most episodes query at once


def test_max_described_is_an_argument_not_a_setting(tiny_task_list):
    """How many tables an expert DESCRIBEs is passed in (TrainConfig.max_describes), never set on the module."""
    env = AnalystEnv(tasks=tiny_task_list, mode="explore")
    task = next(t for t in tiny_task_list if len(gold_tables(t.gold_sql)) >= 2)
    for limit in (0, 1, 2):
        episode = expert_episode(env, task, random.Random(0), repair=False, prompt_config=PromptConfig(),
                                 max_described=limit)
        assert episode is not None and sum(a.startswith("DESCRIBE ") for a in episode.actions) == limit


def test_a_later_stage_takes_factory_databases_past_the_earlier_ones():
    from envs import synth

    first = {t.db for t in sft_data.train_tasks(synthetic=False, factory_databases=2, per_database=1)}
    later = {t.db for t in sft_data.train_tasks(synthetic=False, factory_databases=2, per_database=1,
                                                factory_start=1_000)}
    first, later = ({db for db in dbs if db.startswith("synth-")} for dbs in (first, later))  # the gold tasks' too
    assert len(first) == len(later) == 2 and not first & later
    assert all(synth.seed_of(db) >= 1_000 for db in later)


def test_glossary_share_plays_episodes_with_the_owners_words(monkeypatch):
    """With ``glossary_share`` 1 every episode of a database with a glossary lists the entries its question uses
    (and stays correct); with 0 the episodes are the same as before the option existed."""
    kennel = [t for t in sft_data.select_tasks("train") if t.db == "kennel"][:40]
    monkeypatch.setattr(sft_data, "train_tasks", lambda *args, **kwargs: list(kennel))
    config = PromptConfig(example=False, mode="schema")
    plain, plain_counts = build_episodes(repair_fraction=0.3, seed=0, prompt_config=config)
    off, _ = build_episodes(repair_fraction=0.3, seed=0, prompt_config=config, glossary_share=0.0)
    on, counts = build_episodes(repair_fraction=0.3, seed=0, prompt_config=config, glossary_share=1.0)
    assert [e.samples for e in off] == [e.samples for e in plain] and plain_counts["with_glossary"] == 0
    shown = [e for e in on if "\nGlossary:\n" in e.first]
    assert counts["with_glossary"] == len(shown) >= 3 and all(e.correct for e in on)
    for episode in shown:  # the listed tables include the glossary's, so the expert describes none of them
        described = [a.removeprefix("DESCRIBE ") for a in episode.actions if a.startswith("DESCRIBE")]
        assert not any(f"\n{table}(" in episode.first for table in described)
