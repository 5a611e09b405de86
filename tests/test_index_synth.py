"""Index-tuning scenarios from the database factory: deterministic, valid workloads that need indexes and rewrites.

    python -m pytest tests/test_index_synth.py
"""

import hashlib

from agent.baselines.index_tuning import RuleBasedIndexAdvisor
from agent.rollout import play_episode
from envs.index_tuning.env import IndexTuningEnv
from envs.index_tuning.scenarios import private_copy
from envs.index_tuning.synth import synth_scenario, synth_scenarios
from envs.synth import split_of

SEED = 1  # restaurant: big order tables, foreign keys, dates


def test_scenario_is_deterministic_and_varied():
    first, again = synth_scenario(SEED), synth_scenario(SEED)
    assert first == again and first.id == "synth/synth-1-restaurant" and first.difficulty == "synth"
    sqls = " ".join(q.sql for q in first.workload)
    assert " JOIN " in sqls and "ORDER BY" in sqls and "GROUP BY" in sqls and "(SELECT COUNT(*)" in sqls
    assert "substr(" in sqls or "strftime(" in sqls or "lower(" in sqls or " LIKE " in sqls
    assert any(q.kind == "write" for q in first.workload) and first.budget_pages >= 64


def test_every_read_returns_rows_and_every_write_runs():
    scenario = synth_scenario(SEED)
    con = private_copy(scenario)
    for query in scenario.workload:
        if query.kind == "read":
            assert con.execute(f"SELECT EXISTS ({query.sql})").fetchone()[0], query.sql
    con.close()


def test_splits_follow_the_factory():
    held_out = synth_scenarios("heldout", 2)
    assert len(held_out) == 2 and all(split_of(int(s.id.split("-")[1])) == "heldout" for s in held_out)


def test_advisor_tunes_a_factory_database_without_touching_it():
    scenario = synth_scenario(SEED)
    before = hashlib.sha256(open(scenario.path, "rb").read()).hexdigest()
    env = IndexTuningEnv(search="off", wall_repeats=0)
    episode = play_episode(env, RuleBasedIndexAdvisor(), scenario=scenario)
    assert episode.steps[-1].action.kind == "submit_report" and len(episode.steps) <= env.max_steps
    assert env.state.cost < 0.6 * env.state.initial_cost
    env.close()
    assert hashlib.sha256(open(scenario.path, "rb").read()).hexdigest() == before
