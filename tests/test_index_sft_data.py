"""Index-tuning demonstrations for SFT: training domains only, real observations, costs lowered, one packed sequence.

    python -m pytest tests/test_index_sft_data.py -q
"""

from __future__ import annotations

import pytest

from agent.prompts import PromptConfig
from envs import synth
from envs.index_tuning.inspection import indexable_columns
from models import index_sft_data
from models.config import load_config
from models.index_sft_data import build_episodes, demonstration_plan
from models.sft_data import pack_episode

SCHEMA = {"orders": ["id", "customer_id", "status", "created_at"], "customers": ["id", "city"]}
WORKLOAD = [
    {"qid": "q1", "kind": "read", "freq": 10, "steps": 100,
     "sql": "SELECT o.id FROM orders o JOIN customers c ON c.id = o.customer_id WHERE c.city = 'Porto'"},
    {"qid": "q2", "kind": "read", "freq": 100, "steps": 100,
     "sql": "SELECT * FROM orders WHERE status = 'new' ORDER BY created_at DESC LIMIT 5"},
    {"qid": "q3", "kind": "read", "freq": 1, "steps": 10, "sql": "SELECT COUNT(*) FROM orders WHERE lower(status) = 'x'"},
    {"qid": "w1", "kind": "write", "freq": 1000, "steps": 100, "sql": "UPDATE orders SET status = 'x' WHERE id = 1"},
]


def test_indexable_columns_resolve_aliases_and_say_how_each_is_used():
    assert indexable_columns(WORKLOAD[0]["sql"], SCHEMA) == "customers: city (=), id (join); orders: customer_id (join)"
    line = indexable_columns(WORKLOAD[1]["sql"], SCHEMA)
    assert line == "orders: status (=), created_at (order by)"
    assert indexable_columns(WORKLOAD[2]["sql"], SCHEMA) == ""  # hidden behind a function


def test_plan_serves_the_costliest_read_first():
    indexes = [("customers", ("city",)), ("orders", ("status", "created_at")), ("orders", ("customer_id",))]
    plan = demonstration_plan(WORKLOAD, SCHEMA, indexes, {})
    assert plan[0] == "create_index(orders, [status, created_at])"
    assert set(plan[1:3]) == {"create_index(customers, [city])", "create_index(orders, [customer_id])"}
    assert plan[-1].startswith("submit_report(kept idx_orders_status_created_at") and len(plan) == 4
    inspected = demonstration_plan(WORKLOAD, SCHEMA, indexes, {}, inspect=True)
    assert inspected[:3] == ["inspect_query(q2)", "create_index(orders, [status, created_at])", "inspect_query(q1)"]
    assert demonstration_plan(WORKLOAD, SCHEMA, indexes, {}, max_queries=1)[:-1] == plan[:1]


def test_plan_rewrites_before_indexing_what_the_rewrite_exposes_and_skips_unexplained_indexes():
    rewrite = "SELECT COUNT(*) FROM orders WHERE status >= 'x' AND status < 'y'"
    plan = demonstration_plan(WORKLOAD, SCHEMA, [("orders", ("status",)), ("customers", ("id",))], {"q3": rewrite},
                              inspect=True)
    # q2 (costlier) uses orders.status; customers(id) serves q1's join
    assert plan[0] == "inspect_query(q2)" and "rewrite_query(q3, " + rewrite + ")" in plan
    assert plan.index("inspect_query(q3)") == plan.index("rewrite_query(q3, " + rewrite + ")") - 1
    plan = demonstration_plan(WORKLOAD, {**SCHEMA, "products": ["sku"]}, [("customers", ("id",)), ("products", ("sku",))], {})
    assert plan[:1] == ["create_index(customers, [id])"] and len(plan) == 2  # no read on products


def test_demonstrations_are_real_training_episodes_that_lower_the_cost(tmp_path, monkeypatch):
    from transformers import AutoTokenizer

    from agent.backends.loading import default_model_dir

    episodes, counts = build_episodes(3, prompt_config=PromptConfig(example=False, context_chars=12_000))
    assert counts["episodes"] == len(episodes) >= 2 and counts["outcomes"]["ok"] == len(episodes)
    tokenizer = AutoTokenizer.from_pretrained(default_model_dir())
    for episode in episodes:
        assert synth.domain_of(synth.seed_of(episode.task.db)) not in synth.HELDOUT_DOMAINS
        assert episode.correct and 0 < episode.share <= 1.0 + 1e-9
        assert episode.actions[0].startswith(("create_index(", "rewrite_query("))
        assert episode.actions[-1].startswith("submit_report(") and "columns an index could serve" in episode.first
        assert not any(o.startswith("Error") for o in episode.observations)
        assert all(s["messages"][0]["role"] == "system" for s in episode.samples)
        assert len(pack_episode(episode, tokenizer, 10_000)) == 1  # the whole episode nests: one sequence


def test_the_demonstrator_drops_an_index_that_made_things_costlier_and_retries_it_last():
    """On hard/loan_review, accounts(branch_id) alone makes the workload many times costlier (the planner drives
    from it) and loans(account_id) alone 10% costlier; together they pay. A mistake opens with a harmful index and
    drops it."""
    from envs.index_tuning import IndexTuningEnv
    from envs.index_tuning.scenarios import SCENARIOS
    from models.sft_data import play_script

    env = IndexTuningEnv(use_oracle=False, search="off", wall_repeats=0)
    try:
        scenario = SCENARIOS["hard/loan_review"]
        plan = ["create_index(accounts, [branch_id])", "create_index(loans, [account_id])", "submit_report(x)"]
        trace, _ = play_script(env, "index_tuning", index_sft_data.reacting(env, plan), PromptConfig(),
                               scenario=scenario)
        assert [s.action for s in trace.steps] == [  # each alone is costlier; together they pay
            "create_index(accounts, [branch_id])", "drop_index(idx_accounts_branch_id)",
            "create_index(loans, [account_id])", "drop_index(idx_loans_account_id)",
            "create_index(accounts, [branch_id])", "create_index(loans, [account_id])",
            "submit_report(kept idx_accounts_branch_id, idx_loans_account_id)"]
        assert "x costlier" in trace.steps[0].observation.text and trace.done
        assert env.state.cost < env.state.initial_cost

        harmful = index_sft_data.harmful_index(env, scenario, keep=[("loans", ("account_id",))])
        assert harmful is not None and harmful != ("loans", ("account_id",))
        trace, _ = play_script(env, "index_tuning", index_sft_data.reacting(env, plan[1:], harmful), PromptConfig(),
                               scenario=scenario)
        opened = trace.steps[0].observation
        assert "costlier" in opened.text and opened.cost > 1.01 * opened.initial_cost
        actions = [s.action for s in trace.steps]
        assert actions[1].startswith("drop_index(") and actions.count(actions[0]) == 1  # a mistake is not retried
    finally:
        env.close()


def test_index_runs_need_scenarios_and_save_their_prompt_budget():
    with pytest.raises(ValueError, match="index_scenarios"):
        load_config(None, ["episode_kind=index_tuning"])
    cfg = load_config(None, ["episode_kind=index_tuning", "index_scenarios=5", "context_chars=12000"])
    assert cfg.prompt_config().context_chars == 12_000 and cfg.prompt_config().example


def test_index_tracking_plays_held_out_validation_scenarios(monkeypatch):
    from models.tracking import tracking_tasks

    monkeypatch.setattr(index_sft_data, "synth_scenarios", None)  # tracking must not go through the training data
    cfg = load_config(None, ["episode_kind=index_tuning", "index_scenarios=5", "eval_limit=2"])
    scenarios = tracking_tasks(cfg)
    assert len(scenarios) == 2
    assert all(synth.domain_of(synth.seed_of(s.title)) in synth.HELDOUT_DOMAINS for s in scenarios)
    assert all(synth.seed_of(s.title) >= 1_000_000 for s in scenarios)
