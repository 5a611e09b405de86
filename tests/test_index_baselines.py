"""Index-tuning baselines, .expert parsing, workload column analysis and the eval report.

    python -m pytest tests/test_index_baselines.py
"""

import pytest

from agent.baselines.index_advisor import pays_for_size
from agent.baselines.index_tuning import RandomIndexPolicy, RuleBasedIndexAdvisor, SqliteExpertPolicy
from agent.index_eval import evaluate_index, format_index_report
from agent.policy import Policy
from agent.rollout import play_episode
from envs.index_tuning import expert
from envs.index_tuning.analysis import candidate_indexes, column_usage, workload_columns
from envs.index_tuning.env import IndexTuningEnv
from envs.index_tuning.spec import IndexAction

SCHEMA = {"orders": ["id", "customer_id", "status", "created_at", "total"], "customers": ["id", "email", "city"]}


@pytest.mark.parametrize("sql, table, field, columns", [
    ("SELECT * FROM orders WHERE customer_id = 5 AND created_at >= '2025'", "orders", "equality", ["customer_id"]),
    ("SELECT * FROM orders WHERE customer_id = 5 AND created_at >= '2025'", "orders", "range", ["created_at"]),
    ("SELECT * FROM orders o JOIN customers c ON c.id = o.customer_id WHERE c.city = 'Oslo'", "orders", "join", ["customer_id"]),
    ("SELECT * FROM orders o JOIN customers c ON c.id = o.customer_id WHERE c.city = 'Oslo'", "customers", "equality", ["city"]),
    ("SELECT status, COUNT(*) FROM orders GROUP BY status", "orders", "group", ["status"]),
    ("SELECT * FROM orders WHERE status IN ('a', 'b') ORDER BY total DESC", "orders", "order", ["total"]),
    ("SELECT * FROM customers WHERE lower(email) = 'x'", "customers", "equality", []),
])
def test_usage(sql, table, field, columns):
    usage = column_usage(sql, SCHEMA).get(table)
    assert (getattr(usage, field) if usage else []) == columns


def test_usage_never_raises_and_candidates():
    assert column_usage("SELEC nonsense ((", SCHEMA) == {}
    cands = candidate_indexes(["SELECT * FROM orders WHERE customer_id = 5 ORDER BY created_at"], SCHEMA)
    assert ("orders", ("customer_id",)) in cands and ("orders", ("customer_id", "created_at")) in cands


def test_workload_columns_are_what_the_statements_use_less_the_rowid():
    workload = ["SELECT o.status, SUM(o.total) FROM orders o JOIN customers c ON c.id = o.customer_id"
                " WHERE c.city = 'Oslo' GROUP BY o.status",
                "SELECT id FROM customers WHERE lower(email) = 'x'",  # hidden by a function: kept for covering
                "INSERT INTO orders (customer_id, status, created_at, total) VALUES (1, 'new', '2025', 5)",
                "SELEC nonsense (("]
    assert workload_columns(workload, SCHEMA, {"orders": "id", "customers": "id"}) == {
        "orders": ["customer_id", "status", "total"], "customers": ["city", "email"]}
    assert workload_columns(workload[:1], SCHEMA)["customers"] == ["city", "id"]  # no rowid alias given
    assert workload_columns([], SCHEMA) == {}


EXPERT_OUTPUT = """CREATE INDEX orders_idx_1 ON orders(customer_id, created_at DESC);
CREATE INDEX "t_idx_2" ON "my_table"(a COLLATE NOCASE, b);

SEARCH orders USING INDEX orders_idx_1 (customer_id=?)
"""


def test_parse_expert_output():
    parsed = expert.parse_expert_output(EXPERT_OUTPUT, "q1")
    assert [(s.table, s.columns) for s in parsed] == [("orders", ("customer_id", "created_at")), ("my_table", ("a", "b"))]
    assert expert.parse_expert_output("(no new indexes)\n\nSCAN t") == []


def test_parse_expert_output_reads_hostile_names_as_written():
    text = ('CREATE INDEX "we ird_idx_1" ON "we ird"("a b" DESC, "x""y" COLLATE NOCASE);\n'
            'CREATE UNIQUE INDEX i2 ON [my table]([col,1], "select");\nCREATE INDEX broken ON (;\n')
    parsed = expert.parse_expert_output(text, "q2")
    assert [(s.table, s.columns) for s in parsed] == [("we ird", ("a b", 'x"y')), ("my table", ("col,1", "select"))]


@pytest.mark.skipif(expert.shell_available() is None, reason="the sqlite3 shell is not installed")
def test_expert_suggests_indexes_on_tables_with_hostile_names(tmp_path):
    import sqlite3

    path = tmp_path / "odd.sqlite"
    con = sqlite3.connect(path)
    con.execute('CREATE TABLE "order items" ("item id" INTEGER PRIMARY KEY, "cust, id" INTEGER, "x""y" TEXT)')
    con.executemany('INSERT INTO "order items" VALUES (?, ?, ?)', [(i, i % 50, str(i)) for i in range(500)])
    con.commit()
    con.close()
    (suggestion,) = expert.suggest_indexes(path, [("q1", 'SELECT "x""y" FROM "order items" WHERE "cust, id" = 3')])
    assert suggestion.table == "order items" and suggestion.columns[0] == "cust, id"


def test_expert_missing_shell_is_a_clear_skip(monkeypatch):
    monkeypatch.setattr(expert, "SQLITE3_SHELL", "/nonexistent/sqlite3")
    with pytest.raises(expert.ExpertUnavailable, match="sqlite3"):
        expert.suggest_indexes("/nonexistent.db", [("q1", "SELECT 1")])
    monkeypatch.setattr("agent.index_eval.shell_available", lambda: None)
    report = evaluate_index("expert", difficulty="easy")
    assert report["skipped"] and "sqlite3" in format_index_report(report)


@pytest.mark.skipif(expert.shell_available() is None, reason="the sqlite3 shell is not installed")
def test_expert_policy_creates_suggested_index():
    env = IndexTuningEnv()
    episode = play_episode(env, SqliteExpertPolicy(), task_id="easy/ticket_lookup")
    assert "idx_tickets_customer_email" in env.state.created and episode.last.done
    env.close()


@pytest.mark.parametrize("policy", [RandomIndexPolicy(1), RuleBasedIndexAdvisor(), SqliteExpertPolicy()])
def test_policies_follow_the_protocol(policy):
    assert isinstance(policy, Policy)


def test_rule_based_advisor_reaches_the_oracle_on_easy():
    env = IndexTuningEnv()
    episode = play_episode(env, RuleBasedIndexAdvisor(), task_id="easy/user_sessions")
    assert episode.last.done and episode.last.score > 90
    assert all(isinstance(step.action, IndexAction) for step in episode.steps)
    env.close()


def test_rule_based_advisor_drops_an_index_that_does_not_help():
    env = IndexTuningEnv()
    episode = play_episode(env, RuleBasedIndexAdvisor(), task_id="medium/daily_revenue")
    created = [s for s in episode.steps if s.action.kind == "create_index" and not s.observation.error]
    dropped = [s for s in episode.steps if s.action.kind == "drop_index"]
    assert len(env.state.created) == len(created) - len(dropped)
    assert env.state.cost < env.state.initial_cost
    env.close()


def test_random_policy_is_seeded():
    runs = []
    for _ in range(2):
        env = IndexTuningEnv()
        episode = play_episode(env, RandomIndexPolicy(7), task_id="easy/author_catalog")
        runs.append([str(s.action) for s in episode.steps])
        env.close()
    assert runs[0] == runs[1] and runs[0][-1].startswith("submit_report")


def test_eval_report_shape():
    report = evaluate_index("baseline", difficulty="easy", limit=2)
    assert report["overall"]["n"] == 2 and set(report["overall"]) == {"n", "mean_reduction_pct", "mean_best_known_pct",
                                                                      "mean_reward", "mean_steps", "median_seconds",
                                                                      "guard_undos"}
    assert all(r["seconds"] >= 0 for r in report["by_scenario"]) and report["overall"]["median_seconds"] >= 0
    row = report["by_scenario"][0]
    for key in ("scenario", "difficulty", "initial_cost", "final_cost", "reduction_pct", "best_known_pct",
                "indexes_created", "steps", "total_reward", "wall_before_ms", "wall_after_ms", "speedup"):
        assert key in row
    assert all(r["best_known_pct"] <= 100 for r in report["by_scenario"]) and row["speedup"] > 1
    assert "best%" in format_index_report(report) and "oracle" not in format_index_report(report)
    assert row["scenario"].startswith("easy/") and row["scenario"] in format_index_report(report)
    assert evaluate_index("baseline", difficulty="easy", limit=2)["by_scenario"][0]["scenario"] == row["scenario"]


def play(task_id, **env_options):
    env = IndexTuningEnv(search="off", wall_repeats=0, **env_options)
    episode = play_episode(env, RuleBasedIndexAdvisor(), task_id=task_id)
    return env, episode


def test_advisor_rewrites_what_no_index_can_serve():
    env, episode = play("hard/non_sargable_filters")
    assert set(env.state.rewrites) == {"q1", "q2", "q3"}
    assert 100 * (1 - env.state.cost / env.state.initial_cost) >= 90
    checks = [s.observation.metadata["check"] for s in episode.steps if s.action.kind == "rewrite_query"]
    assert checks and all(c["equal"] for c in checks if c)
    env.close()


def test_advisor_gathers_statistics_once_and_never_repeats_a_column():
    env, episode = play("hard/loan_review")
    kinds = [s.action.kind for s in episode.steps]
    assert kinds.count("analyze_statistics") == 1 and kinds[-1] == "submit_report"
    created = [s.action.columns for s in episode.steps if s.action.kind == "create_index"]
    assert created and all(len(set(columns)) == len(columns) for columns in created)
    assert not any(s.observation.error for s in episode.steps)
    env.close()


@pytest.mark.parametrize("max_steps", [1, 2, 3, 5, 8])
def test_advisor_reports_within_its_step_budget(max_steps):
    env, episode = play("hard/correlated_outliers", max_steps=max_steps)
    assert len(episode.steps) <= max_steps and episode.steps[-1].action.kind == "submit_report"
    assert env.state.report is not None and env.state.cost <= env.state.initial_cost
    env.close()


@pytest.mark.parametrize("saving, cost, pages, budget, pays", [
    (10, 1000, 0, 1000, True),  # 1% for an index of no size
    (9, 1000, 0, 1000, False),
    (109, 1000, 1000, 1000, False),  # the whole budget must save 11%
    (110, 1000, 1000, 1000, True),
    (0, 0, 0, 1, False),
])
def test_pays_for_size(saving, cost, pages, budget, pays):
    assert pays_for_size(saving, cost, pages, budget) is pays
