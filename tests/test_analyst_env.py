"""AnalystEnv: the contract, each action, rewards reported by part, errors as observations, repair episodes."""

import pytest

from envs.analyst.env import AnalystEnv
from envs.analyst.rewards import AnalystRewardWeights
from envs.analyst.spec import AnalystAction
from envs.base import Env
from envs.sandbox import Limits
from tests.conftest import file_digest
from tests.hostile_sql import HOSTILE_SQL

UNITS_SQL = ("SELECT p.product_name, SUM(o.quantity) FROM orders o JOIN products p ON p.product_id = o.product_id "
             "GROUP BY p.product_name")


@pytest.fixture
def env(tiny_task_list):
    return AnalystEnv(tiny_task_list, max_steps=6)


def test_follows_the_contract(env):
    assert isinstance(env, Env)
    obs = env.reset(seed=0, task_id="tiny/customers")
    assert "How many customers" in obs.text and obs.tables == ["customers", "orders", "products"]
    assert not obs.done and obs.reward == 0 and env.state.step_count == 0 and env.state.task_id == "tiny/customers"


def test_seed_chooses_the_task(env):
    draws = {env.reset(seed=s).metadata["task_id"] for s in range(20)}
    assert len(draws) > 1
    assert env.reset(seed=5).metadata["task_id"] == env.reset(seed=5).metadata["task_id"]
    assert env.reset(seed=1, difficulty="hard").metadata["task_id"] == "tiny/top_city"


def test_describe_and_sample(env):
    env.reset(task_id="tiny/customers")
    obs = env.step("DESCRIBE Orders")
    assert obs.table["name"] == "orders" and obs.table["row_count"] == 60
    assert "product_id INTEGER NOT NULL -> products.product_id" in obs.text
    obs = env.step(AnalystAction("sample", "products"))
    assert len(obs.frame) == 4 and "Cat Tower" in obs.text


def test_correct_episode_rewards_by_part(env):
    env.reset(task_id="tiny/units_by_product")
    obs = env.step(f"QUERY {UNITS_SQL}")
    assert obs.metadata["exec_match"] is True and obs.reward_parts["progress"] > 0
    assert obs.reward == pytest.approx(sum(obs.reward_parts.values()))
    obs = env.step("ANSWER Bird Cage: 30, Cat Tower: 30, Dog Bed: 30, Fish Food: 30")
    assert obs.done and obs.metadata["correct"] is True and obs.reward_parts["correctness"] == 1.0
    assert env.state.total_reward == pytest.approx(0.1 + 0.05 + 0.3 - 0.02 + 1.0 - 0.02)


def test_wrong_answer_and_repeats(env):
    env.reset(task_id="tiny/customers")
    env.step("QUERY SELECT COUNT(*) FROM orders")
    obs = env.step("QUERY SELECT COUNT(*) FROM orders")
    assert obs.reward_parts["new_information"] < 0
    obs = env.step("ANSWER 60")
    assert obs.metadata["correct"] is False and "correctness" not in obs.reward_parts


def test_errors_are_observations_with_hints(env):
    env.reset(task_id="tiny/customers")
    obs = env.step("QUERY SELECT custmer_name FROM customers")
    assert obs.error and obs.hint and not obs.done and obs.reward_parts["execution"] < 0
    obs = env.step("DESCRIBE custmers")
    assert "Did you mean customers" in obs.text
    obs = env.step("EXPLODE everything")
    assert obs.kind == "invalid" and obs.reward_parts["format"] < 0 and env.state.parse_failures == 1


def test_budget_ends_the_episode(env):
    env.reset(task_id="tiny/customers")
    for _ in range(6):
        obs = env.step("SAMPLE customers")
    assert obs.done and obs.metadata["correct"] is None and "Step budget" in obs.text
    after = env.step("ANSWER 5")
    assert after.done and after.error == "episode is over"


def test_hostile_sql_never_touches_the_file(tiny_task_list, tiny_db):
    env = AnalystEnv(tiny_task_list, limits=Limits(max_vm_steps=2_000_000))
    before = file_digest(tiny_db)
    for label, sql, _ in HOSTILE_SQL:
        env.reset(task_id="tiny/customers")
        obs = env.step(f"QUERY {sql}")
        assert obs.error, label
    assert file_digest(tiny_db) == before


def test_repair_episode_starts_from_a_broken_query(env):
    obs = env.reset(seed=3, task_id="tiny/top_city", repair=True)
    broken = env.state.repair_sql
    assert broken and broken in obs.text and "colleague" in obs.text


def test_own_question_without_gold(tiny_db):
    from envs.analyst.tasks import Task

    env = AnalystEnv()
    obs = env.reset(task=Task("own/1", "tiny", "Who lives in London?", None, "easy", "own", tiny_db))
    assert "London" in obs.text
    obs = env.step("ANSWER Ada Lovelace")
    assert obs.done and obs.metadata["correct"] is None


def test_weights_are_configurable(tiny_task_list):
    env = AnalystEnv(tiny_task_list, weights=AnalystRewardWeights(step_cost=0.0))
    env.reset(task_id="tiny/customers")
    assert "step_cost" not in env.step("SAMPLE customers").reward_parts


def test_describe_lists_the_values_of_category_columns(tmp_path):
    import sqlite3

    from envs.analyst.schema import MAX_CATEGORY_VALUES, schema_of

    path = tmp_path / "staff.sqlite"
    con = sqlite3.connect(path)
    con.execute("CREATE TABLE staff (staff_id INTEGER PRIMARY KEY, name TEXT, role TEXT, team TEXT, shift TEXT)")
    con.executemany("INSERT INTO staff VALUES (?,?,?,?,?)",
                    [(i, f"Person {i}", ["Server", "Barista", "Kid's Host"][i % 3], f"team {i % (MAX_CATEGORY_VALUES + 1)}",
                      None) for i in range(60)])
    con.commit()
    con.close()
    text = schema_of(path).table("staff").describe()
    assert "  role TEXT  values: 'Barista', 'Kid''s Host', 'Server'" in text  # sorted, as SQL literals
    assert "  name TEXT\n" in text  # one value per row: names, not categories
    assert "  team TEXT\n" in text  # one value more than shown
    assert text.endswith("  shift TEXT")  # all NULL


def test_schema_mode_lists_the_columns_of_the_questions_tables(tiny_task_list):
    from envs.analyst.env import AnalystEnv

    env = AnalystEnv(tasks=tiny_task_list, mode="schema")
    obs = env.reset(task_id="tiny/customers")  # "How many customers do we have?"
    assert "customers(customer_id INTEGER PK, name TEXT, city TEXT)" in obs.text
    assert "orders(" in obs.text and "-> customers" in obs.text  # its customer_id names customers too
    assert "products(" not in obs.text and "1 more table not shown: DESCRIBE them" in obs.text
    assert [t["name"] for t in obs.schema] == ["customers", "orders"] and obs.metadata["mode"] == "schema"
    assert obs.tables == ["customers", "orders", "products"]  # every table is still named
    explore = env.reset(task_id="tiny/customers", mode="explore")
    assert "customer_id" not in explore.text and explore.schema is None
    with pytest.raises(ValueError, match="observation mode"):
        env.reset(task_id="tiny/customers", mode="everything")


def test_focus_ranks_named_tables_first_and_falls_back_to_every_table(tiny_db, tmp_path):
    import sqlite3

    from envs.analyst.focus import focus_tables
    from envs.analyst.schema import schema_of

    def names(path, question):
        return [t.name for t in focus_tables(schema_of(path), question)]

    assert names(tiny_db, "Which product is the most expensive?") == ["products", "orders"]  # orders.product_id
    assert names(tiny_db, "Which city's customers spent the most?")[0] == "customers"
    assert names(tiny_db, "What is the meaning of life?") == ["customers", "orders", "products"]
    # a link table joining two named tables is listed although the question does not name it; others are not
    school = tmp_path / "school.sqlite"
    con = sqlite3.connect(school)
    con.executescript("CREATE TABLE students (id INTEGER PRIMARY KEY, full_name TEXT);"
                      "CREATE TABLE courses (id INTEGER PRIMARY KEY, title TEXT);"
                      "CREATE TABLE rooms (id INTEGER PRIMARY KEY, label TEXT);"
                      "CREATE TABLE enrolment (stu INTEGER REFERENCES students(id), crs INTEGER REFERENCES courses(id));")
    con.close()
    assert names(school, "Which students take the most courses?") == ["courses", "students", "enrolment"]


def test_schema_overview_is_cut_with_a_marker(tiny_db):
    from envs.analyst.schema import schema_of

    text = schema_of(tiny_db).overview(max_chars=80)
    assert text.splitlines()[0].startswith("customers(") and "more tables not shown: DESCRIBE them" in text


def test_invented_names_are_flagged(tiny_task_list):
    from envs.analyst.env import AnalystEnv

    env = AnalystEnv(tasks=tiny_task_list)
    env.reset(task_id="tiny/customers")
    assert env.step("QUERY SELECT nickname FROM customers").metadata["invented"] == "nickname"
    assert env.step("DESCRIBE clients").metadata["invented"] == "clients"
    assert "invented" not in env.step("QUERY SELECT COUNT(*) FROM customers").metadata


def test_bench_focus_counts_the_tasks_whose_gold_tables_are_all_listed(tiny_task_list):
    from bench.focus import measure

    figures, missed = measure(tiny_task_list)
    # "Which city's customers spent the most?" names customers (and orders, by its customer_id), not products
    assert figures["gold_tables_listed"] == 0.75 and [m.split(":")[0] for m in missed] == ["tiny/top_city"]
    assert figures["overview_chars"] < figures["full_overview_chars"]
