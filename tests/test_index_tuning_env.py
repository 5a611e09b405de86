"""IndexTuningEnv: actions and parsing, rewards, isolation, refused rewrites/hostile SQL, untouched source files.

    python -m pytest tests/test_index_tuning_env.py
"""

import hashlib
import re
import sqlite3

import pytest

from envs.index_tuning import oracle, rewards
from envs.index_tuning.env import IndexTuningEnv
from envs.index_tuning.scenarios import SCENARIOS, load_uploaded, parse_workload, scenario_file
from envs.index_tuning.spec import IndexAction

EASY = "easy/ticket_lookup"


def digest(path) -> str:
    return hashlib.sha256(open(path, "rb").read()).hexdigest()


@pytest.fixture()
def env():
    environment = IndexTuningEnv()
    environment.reset(task_id=EASY)
    yield environment
    environment.close()


@pytest.mark.parametrize("text, expected", [
    ("create_index(orders, [customer_id, created_at])", IndexAction.create_index("orders", ["customer_id", "created_at"])),
    ("create_index(orders, customer_id)", IndexAction.create_index("orders", ["customer_id"])),
    ("create_index(orders, [email], unique=True)", IndexAction.create_index("orders", ["email"], unique=True)),
    ("inspect_query(3)", IndexAction("inspect_query", qid="q3")),
    ("analyze_indexes", IndexAction("analyze_indexes")),
    ("analyze_indexes()", IndexAction("analyze_indexes")),
    ("analyze_statistics(orders)", IndexAction("analyze_statistics", table="orders")),
    ("analyze_statistics", IndexAction("analyze_statistics")),
    ("analyze_statistics(*)", IndexAction("analyze_statistics")),
    ("explain(SELECT a, b FROM t WHERE f(x) = 1)", IndexAction("explain", sql="SELECT a, b FROM t WHERE f(x) = 1")),
    ("rewrite_query(q2, SELECT a, b FROM t)", IndexAction("rewrite_query", qid="q2", sql="SELECT a, b FROM t")),
    ("drop_index(idx_a)", IndexAction("drop_index", name="idx_a")),
    ("submit_report('two indexes, one rewrite')", IndexAction("submit_report", summary="two indexes, one rewrite")),
])
def test_parse_text_form(text, expected):
    assert IndexAction.parse(text) == expected
    assert IndexAction.parse(str(expected)) == expected


@pytest.mark.parametrize("text", ["", "hello", "create_index(orders)", "create_index(orders, [a b])",
                                  "drop_index()", "rewrite_query(q1)", "fly(away)", None, 42])
def test_parse_never_raises(text):
    action = IndexAction.parse(text)
    assert action.kind == "invalid" and action.error


def test_parse_dict_form():
    assert IndexAction.parse({"kind": "create_index", "table": "t", "columns": ["a"]}) == IndexAction.create_index("t", ["a"])


def test_reset_is_fast_and_describes_the_workload(env):
    obs = env.reset(task_id=EASY)
    assert not obs.done and obs.cost == obs.initial_cost > 0 and obs.score == 0
    assert "q1" in obs.text and obs.metadata["workload"][0]["qid"] == "q1"


def test_right_index_is_rewarded_useless_one_penalized(env):
    obs = env.step("create_index(tickets, [customer_email])")
    assert obs.error is None and obs.cost < obs.initial_cost / 10
    assert obs.reward_parts["cost_delta"] > 0.9 and obs.reward_parts["milestone"] > 0 and obs.score > 90
    useless = env.step("create_index(tickets, [subject])")
    assert useless.cost > obs.cost  # the writes pay for it
    assert useless.reward_parts["useless_index"] < 0 and useless.reward < 0


def test_duplicate_and_budget(env):
    env.step("create_index(tickets, [customer_email])")
    dup = env.step("create_index(tickets, [customer_email])")
    assert dup.error and dup.reward_parts.get("duplicate_index", 0) < 0
    env.step("create_index(tickets, [subject])")
    over = env.step("create_index(tickets, [opened_at, subject])")
    assert over.error and "budget" in over.error and over.reward_parts["budget_overrun"] < 0
    assert over.index_pages <= over.budget_pages


@pytest.mark.parametrize("action", ["bogus", "inspect_query(q99)", "analyze_statistics(nope)",
                                    "create_index(tickets, [nope])", "create_index(nope, [a])", "drop_index(nope)",
                                    "rewrite_query(w1, SELECT 1)"])
def test_invalid_actions_give_error_observations(env, action):
    obs = env.step(action)
    assert obs.error and obs.reward_parts["invalid_action"] < 0 and not obs.done


@pytest.mark.parametrize("sql", ["DELETE FROM tickets", "DROP TABLE tickets", "SELECT 1; DELETE FROM tickets",
                                 "ATTACH DATABASE '/tmp/x.db' AS x", "SELECT load_extension('x')", "PRAGMA query_only = 0"])
def test_hostile_sql_is_refused(env, sql):
    for action in (f"explain({sql})", f"rewrite_query(q1, {sql})"):
        obs = env.step(action)
        assert obs.error and "refused" in obs.error
    assert env.connection.execute("SELECT COUNT(*) FROM tickets").fetchone()[0] == 30_000


def test_rewrite_with_different_results_is_refused_same_results_accepted(env):
    wrong = env.step("rewrite_query(q2, SELECT COUNT(*) FROM tickets WHERE status = 'open')")
    assert wrong.error and "same rows" in wrong.error and not env.state.rewrites
    right = env.step("rewrite_query(q2, SELECT COUNT(*) FROM tickets WHERE priority = 1 AND status = 'open')")
    assert right.error is None and env.state.rewrites["q2"].startswith("SELECT COUNT(*)")


def test_rewrite_check_is_shown_and_reverting_restores_the_original(env):
    obs = env.step("rewrite_query(q2, SELECT COUNT(*) FROM tickets WHERE priority = 1 AND status = 'open')")
    check = obs.metadata["check"]
    assert check["equal"] and not check["ordered"] and check["original_rows"] == check["rewrite_rows"] == 1
    assert "Checked on the data" in obs.text and "bag of rows" in obs.text
    wrong = env.step("rewrite_query(q2, SELECT COUNT(*) + 1 FROM tickets WHERE status = 'open')")
    assert wrong.error and wrong.metadata["check"]["equal"] is False and "different" in wrong.error
    back = env.step(f"rewrite_query(q2, {SCENARIOS[EASY].workload[1].sql})")
    assert back.error is None and "q2" not in env.state.rewrites


def test_index_with_a_repeated_column_is_refused(env):
    obs = env.step("create_index(tickets, [status, priority, status])")
    assert obs.error and "once" in obs.error and env.state.created == []


def test_statistics_of_every_table_in_one_step_and_cached():
    env = IndexTuningEnv(search="off", wall_repeats=0)
    env.reset(task_id="medium/customer_history")
    obs = env.step("analyze_statistics")
    assert obs.error is None and set(obs.metadata["tables"]) == {"customers", "products", "orders", "order_items"}
    assert obs.metadata["tables"]["orders"]["rows"] == 30_000 and "order_items:" in obs.text
    again = env.step("analyze_statistics(orders)")
    assert again.metadata["columns"] == obs.metadata["tables"]["orders"]["columns"]
    env.close()


def test_wall_time_before_and_after_at_the_end(env):
    env.step("create_index(tickets, [customer_email])")
    obs = env.step("submit_report(done)")
    wall = obs.metadata["wall"]
    assert wall == env.state.wall and set(wall["per_query"]) == {"q1", "q2", "w1", "w2"} and not wall["errors"]
    assert wall["before_ms"] > 0 and wall["after_ms"] > 0 and wall["speedup"] > 1.5  # a full scan became a lookup
    assert "Wall time of the workload" in obs.text and "x faster" in obs.text


def test_best_known_is_raised_when_beaten_so_the_score_stays_at_most_100(tmp_path, monkeypatch):
    monkeypatch.setenv("SQL_STUDIO_CACHE", str(tmp_path / "cache"))
    path = tmp_path / "mine.sqlite"
    make_upload(path)
    sql = tmp_path / "w.sql"
    sql.write_text("-- freq: 20\nSELECT * FROM users WHERE email = 'u77@x.org';\n"
                   "-- freq: 20\nSELECT COUNT(*) FROM posts WHERE user_id = 12;\n")
    scenario = load_uploaded(path, sql)
    env = IndexTuningEnv(search="off", wall_repeats=0)
    obs = env.reset(scenario=scenario, source="tester")
    assert oracle.load(scenario) is None and obs.best_cost == obs.initial_cost and obs.score == 0
    weak = env.step("create_index(users, [email])")  # the first improvement is the best known so far
    assert weak.score == 100 and weak.best_cost == weak.cost and oracle.load(scenario).source == "tester"
    env.close()
    env = IndexTuningEnv(search="inline", search_budget_s=30, wall_repeats=0)
    obs = env.reset(scenario=scenario)
    record = oracle.load(scenario)
    assert record.search == "complete" and obs.best_cost == record.best_cost < weak.cost
    assert record.indexes and all(len(set(columns)) == len(columns) for _, columns in record.indexes)
    half = env.step("create_index(users, [email])")
    assert 0 < half.score < 100
    env.close()


def test_search_stops_at_its_budget(tmp_path, monkeypatch):
    monkeypatch.setenv("SQL_STUDIO_CACHE", str(tmp_path / "cache"))
    path = tmp_path / "mine.sqlite"
    make_upload(path)
    scenario = load_uploaded(path)
    record = oracle.search(scenario, budget_s=0.0)
    assert record.search.startswith("stopped at the 0 s budget") and record.best_cost <= record.initial_cost


def test_background_search_never_blocks_reset(tmp_path, monkeypatch):
    import time
    monkeypatch.setenv("SQL_STUDIO_CACHE", str(tmp_path / "cache"))
    path = tmp_path / "mine.sqlite"
    make_upload(path)
    scenario = load_uploaded(path)
    env = IndexTuningEnv(wall_repeats=0)  # search="background" is the default
    started = time.perf_counter()
    env.reset(scenario=scenario)
    assert time.perf_counter() - started < 5
    for _ in range(120):  # the spawned process imports, searches (well under a second here) and stores its result
        record = oracle.load(scenario)
        if record is not None and record.search == "complete":
            break
        time.sleep(0.5)
    assert record is not None and record.search == "complete" and record.best_cost < record.initial_cost
    env.close()


def test_rewrite_respects_order_by():
    env = IndexTuningEnv()
    env.reset(task_id="easy/department_payroll")
    asc = env.step("rewrite_query(q1, SELECT last_name, first_name, salary FROM employees WHERE dept_code = 'D042' ORDER BY salary)")
    assert asc.error and "same order" in asc.error
    env.close()


def test_informative_actions_rewarded_once(env):
    first = env.step("inspect_query(q1)")
    assert first.reward_parts["information"] > 0 and "plan" in first.metadata and first.metadata["steps"] > 0
    assert "information" not in env.step("inspect_query(q1)").reward_parts
    stats = env.step("analyze_statistics(tickets)")
    assert stats.metadata["columns"]["status"]["distinct"] == 3
    assert env.step("analyze_indexes").metadata["full_scans"] == ["q1", "q2"]


def test_statistics_do_not_change_costs(env):
    env.step("create_index(tickets, [status, priority])")
    before = env.state.cost
    env.step("analyze_statistics(tickets)")
    env.step("drop_index(idx_tickets_status_priority)")
    env.step("create_index(tickets, [status, priority])")
    assert env.state.cost == before


def test_episodes_are_isolated_and_source_file_unchanged():
    path = scenario_file(SCENARIOS[EASY])
    before = digest(path)
    a, b = IndexTuningEnv(), IndexTuningEnv()
    a.reset(task_id=EASY)
    b.reset(task_id=EASY)
    a.step("create_index(tickets, [customer_email])")
    names = lambda env: [r[0] for r in env.connection.execute("SELECT name FROM sqlite_master WHERE type = 'index'")]
    assert names(a) == ["idx_tickets_customer_email"] and names(b) == []
    assert b.step("analyze_indexes").metadata["indexes"] == []
    assert b.state.cost == b.state.initial_cost > a.state.cost
    a.reset(task_id=EASY)
    assert names(a) == []
    a.close(), b.close()
    assert digest(path) == before


def test_submit_ends_episode_with_final_score(env):
    env.step("create_index(tickets, [customer_email])")
    obs = env.step("submit_report(indexed the e-mail)")
    assert obs.done and obs.reward_parts["final_score"] > 0.4 and env.state.report == "indexed the e-mail"
    assert env.step("analyze_indexes").error == "episode finished"


def test_max_steps_cut_off():
    env = IndexTuningEnv(max_steps=2)
    env.reset(task_id=EASY)
    assert not env.step("analyze_indexes").done
    assert env.step("analyze_indexes").done
    env.close()


def test_reward_parts_sum_to_reward(env):
    obs = env.step("create_index(tickets, [customer_email])")
    assert abs(sum(obs.reward_parts.values()) - obs.reward) < 1e-6


@pytest.mark.parametrize("cost, score", [(100, 0.0), (55, 50.0), (10, 100.0), (0, 100.0), (150, 0.0)])
def test_performance_score(cost, score):
    assert rewards.performance_score(cost, 100, 10) == score


def test_milestones_pay_once():
    count, reached = rewards.milestone_reward(0.6, set())
    assert count == 2 and rewards.milestone_reward(0.6, reached)[0] == 0


def test_parse_workload_frequencies_and_refusals():
    workload = parse_workload("-- freq: 50\nSELECT * FROM t WHERE a = 1;\nUPDATE t SET b = 2 WHERE a = 1;\n")
    assert [(q.qid, q.freq, q.kind) for q in workload] == [("q1", 50, "read"), ("w1", 1, "write")]
    with pytest.raises(ValueError):
        parse_workload("DROP TABLE t;")


def make_upload(path):
    con = sqlite3.connect(path)
    con.executescript("CREATE TABLE users (id INTEGER PRIMARY KEY, email TEXT, age INTEGER);"
                      "CREATE TABLE posts (id INTEGER PRIMARY KEY, user_id INTEGER REFERENCES users(id), score INTEGER);")
    con.executemany("INSERT INTO users VALUES (?, ?, ?)", [(i, f"u{i}@x.org", i % 90) for i in range(1, 3001)])
    con.executemany("INSERT INTO posts VALUES (?, ?, ?)", [(i, 1 + i % 3000, i % 997) for i in range(1, 9001)])
    con.commit()
    con.close()


def test_uploaded_database_with_auto_workload_is_never_modified(tmp_path):
    path = tmp_path / "mine.sqlite"
    make_upload(path)
    before = digest(path)
    scenario = load_uploaded(path)
    assert any("JOIN" in q.sql for q in scenario.workload) and any(q.kind == "write" for q in scenario.workload)
    env = IndexTuningEnv(search="off")
    obs = env.reset(scenario=scenario)
    assert obs.best_cost <= obs.initial_cost
    obs = env.step("create_index(posts, [user_id])")
    assert obs.cost < obs.initial_cost
    env.close()
    assert digest(path) == before


def test_uploaded_database_with_user_workload(tmp_path):
    path = tmp_path / "mine.sqlite"
    make_upload(path)
    sql = tmp_path / "w.sql"
    sql.write_text("-- freq: 20\nSELECT * FROM users WHERE email = 'u77@x.org';\n-- freq: 5\nUPDATE users SET age = 3 WHERE id = 5;\n")
    scenario = load_uploaded(path, sql)
    assert [q.freq for q in scenario.workload] == [20, 5]
    with pytest.raises(ValueError):
        load_uploaded(sql)  # not a database


def test_first_observation_and_inspection_name_the_columns_an_index_could_serve():
    env = IndexTuningEnv(search="off", wall_repeats=0)
    try:
        text = env.reset(task_id="medium/order_lines").text
        # q1 reads order_items through the alias oi: the line names the real tables
        assert "    columns an index could serve: order_items: order_id (=), product_id (join); products: id (join)" in text
        assert text.count("columns an index could serve") == 3  # the three reads, not the write
        assert "columns an index could serve: orders: status (=)" in env.step("inspect_query(q3)").text.replace(
            "customers: city (=), id (join), name (group by); ", "")
        env.reset(task_id="hard/non_sargable_filters")
        assert "columns an index could serve: none (functions" in env.step("inspect_query(q1)").text
    finally:
        env.close()


def test_cost_changes_read_as_words_and_the_workload_is_listed_costliest_first():
    from envs.index_tuning.env import cost_change

    assert cost_change(1_000, 216) == "78.4% cheaper" and cost_change(1_000, 1_000) == "no change"
    assert cost_change(1_000, 1_048) == "4.8% costlier" and cost_change(14_363_400, 336_866_600) == "23.5x costlier"
    env = IndexTuningEnv(use_oracle=False, wall_repeats=0)
    try:
        text = env.reset(task_id="medium/order_lines").text
        shares = [int(share) for share in re.findall(r"^  [qw]\d+ \[\w+, x\d+, (\d+)% of cost\]", text, re.M)]
        assert len(shares) == 4 and shares == sorted(shares, reverse=True)
    finally:
        env.close()

