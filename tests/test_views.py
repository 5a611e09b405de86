"""What the tabs draw: model names without paths, pretty SQL, answer sentences, fixed reward columns, readable
chart axes, the arena's identical cards, the index summary, and runs that stop between steps."""

import threading
import time

import pandas as pd
import pytest

from agent.charts import chart_for, chart_kind, readable_label
from envs.analyst.tasks import Task
from tests.app_support import paced_services, test_services
from ui.blind import DECLINED, NO_RESULT, NO_SQL, blind_cards, plain_sentence, waiting_line
from ui.cancel import RunCancellations
from ui.index_tuning import best_line, gain_text, summary_line
from ui.services import PlayerRun
from ui.views import (REWARD_COLUMNS, answer_card, answer_sentence, glossary_tip, model_display, pretty_sql, reward_rows,
                      run_status, steps_html)


@pytest.mark.parametrize("label,shown", [
    ("HuggingFaceTB/SmolLM2-135M-Instruct + /work/main/assets/adapters/analyst-v1 [llama.cpp Q4_1]",
     "HuggingFaceTB/SmolLM2-135M-Instruct + analyst-v1 [llama.cpp Q4_1]"),
    ("/root/.cache/models/smollm2 [transformers]", "smollm2 [transformers]"),
    ("./runs/jobs/3/out/best", "best"),
    (r"C:\models\tiny", "tiny"),
    ("qwen @ http://127.0.0.1:8000/v1 [openai]", "qwen @ http://127.0.0.1:8000/v1 [openai]"),  # a URL stays
    (None, ""),
])
def test_model_display_never_shows_a_local_path(label, shown):
    assert model_display(label) == shown


def test_pretty_sql_lays_out_clauses_and_keeps_what_it_cannot_parse():
    assert pretty_sql("select a, count(*) from t group by a").splitlines() == [
        "SELECT", "  a,", "  COUNT(*)", "FROM t", "GROUP BY", "  a"]
    assert pretty_sql("SELEC nonsense ((") == "SELEC nonsense (("
    assert pretty_sql("  ") is None and pretty_sql(None) is None


@pytest.mark.parametrize("answer,frame,expected", [
    ("42", pd.DataFrame({"orders": [42]}), "There are 42 orders."),  # a bare value stating the result: worded
    ("41", pd.DataFrame({"orders": [42]}), "41"),  # a bare value that is not the result: as written
    ("There are 42 orders.", pd.DataFrame({"orders": [42]}), "There are 42 orders."),
    ("42", None, "42"),
    ("  ", None, None),
])
def test_answer_sentence(answer, frame, expected):
    assert answer_sentence("How many orders are there?", answer, frame) == expected


@pytest.mark.parametrize("column,words", [
    ("unit_price", "unit price"), ("COUNT(*)", "number of rows"), ("AVG(p.price)", "average price"),
    ("SUM(o.quantity * p.price)", "total of quantity × price"), ("ROUND(AVG(price), 2)", "average price"),
    ("strftime('%Y-%m', order_date)", "month of order date"), ("COUNT(DISTINCT customer_id)",
                                                               "number of distinct customer ids"),
    ("weird((", "weird(("),
])
def test_readable_label(column, words):
    assert readable_label(column) == words


def test_chart_axes_are_words_and_the_type_follows_the_shape():
    fig = chart_for(pd.DataFrame({"c.city": ["A", "B"], "COUNT(*)": [3, 5]}))
    assert (fig.layout.xaxis.title.text, fig.layout.yaxis.title.text) == ("city", "number of rows")
    assert chart_kind(pd.DataFrame({"price": [1.5, 2.5, 3.5], "sold": [3, 2, 1]})) == "scatter"
    long = pd.DataFrame({"product": ["An extraordinarily long name", "Another very long name"], "n": [1, 2]})
    assert chart_kind(long) == "barh" and chart_for(long).data[0].orientation == "h"


def finished_runs(tmp_path, tiny_db):
    task = Task("tiny/own", "tiny", "How many orders per city?", None, "own", "own", tiny_db)
    return task, list(test_services(tmp_path).stream_analyst(task))[-1]


def test_reward_columns_are_fixed_and_cards_hide_empty_parts(tmp_path, tiny_db):
    task, runs = finished_runs(tmp_path, tiny_db)
    frame = reward_rows(runs)
    assert list(frame.columns) == ["player", "step", "action", *REWARD_COLUMNS, "reward"]
    assert not frame[list(REWARD_COLUMNS)].isna().any().any()
    assert list(reward_rows({}).columns) == list(frame.columns)  # the same columns with no step at all
    empty = answer_card(PlayerRun("llm", "LLM agent", status="running"))
    assert all(value is None for value in empty.values())  # nothing to show yet: every part hidden
    assert steps_html(None, "x") == ""


def test_errors_and_hints_are_in_view_in_the_step_list(tmp_path, tiny_db):
    services = paced_services(tmp_path, 0.0, replies=("DESCRIBE ordres", "ANSWER 1"))
    task = Task("tiny/own", "tiny", "How many orders?", None, "own", "own", tiny_db)
    runs = list(services.stream_analyst(task))[-1]
    listing = steps_html(runs["llm"], "x")
    visible_part = listing.split("<details>")[0]
    assert "Error: no table named" in visible_part and "Hint: Did you mean orders" in visible_part
    assert "paced-test-model" in listing


def test_blind_cards_share_one_format(tmp_path, tiny_db):
    task, runs = finished_runs(tmp_path, tiny_db)
    a, b = blind_cards([runs["llm"], runs["baseline"]], task.question)
    assert [k for k, v in a.items() if v is not None] == [k for k, v in b.items() if v is not None]
    assert a["verdict"] is None and b["verdict"] is None  # verdicts come with the names, after the vote
    stopped = PlayerRun("llm", "LLM agent", status="stopped")
    c, d = blind_cards([stopped, runs["baseline"]], task.question)
    assert c["answer"] == "No answer." and c["frame"] is NO_RESULT and c["sql"] == NO_SQL and c["chart"] is None
    assert waiting_line(runs, 3.0) == "Both players are working… 3.0 s"


@pytest.mark.parametrize("text,plain", [
    ("42", "42."), ("**There are** 5 orders", "There are 5 orders."), ("- a\n- b", "A b."), (None, "No answer."),
    ("Cost is 5*3!", "Cost is 5\\*3!"),
])
def test_plain_sentence(text, plain):
    assert plain_sentence(text) == plain


def test_index_summary_says_what_was_gained():
    g = {"label": "Rule-based advisor", "score": 100.0, "cost": 28_574, "initial_cost": 27_215_400,
         "before_ms": 1142.2, "after_ms": 47.8, "speedup": 23.9, "indexes": ["idx_a", "idx_b"], "rewrites": 0}
    assert gain_text(g) == ("score 100/100 · workload 1,142.2 ms → 47.8 ms (23.9× faster) · "
                            "VM steps 27,215,400 → 28,574 · 2 indexes kept: idx_a, idx_b")
    assert "4× slower" in gain_text({**g, "speedup": 0.25}) and "0 indexes kept" in gain_text({**g, "indexes": []})
    assert summary_line({"x": PlayerRun("x", "X", status="running")}) == ""
    rival = {**g, "label": "LLM agent", "speedup": 30.1}  # same score and VM steps, luckier timing
    assert best_line([g, rival]).startswith("**Best: a tie between Rule-based advisor and LLM agent**")
    cheaper = best_line([g, {**rival, "cost": 28_000}], waiting=1)
    assert cheaper.startswith("**Best so far (1 still working): LLM agent**")


def test_the_index_step_list_says_which_drops_the_cost_guard_made():
    from agent.baselines.index_tuning import RandomIndexPolicy
    from agent.rollout import start_episode, take_step
    from envs.index_tuning.env import IndexTuningEnv
    from ui.index_tuning import index_players_html

    env = IndexTuningEnv(max_steps=4, use_oracle=False, wall_repeats=0)
    episode = start_episode(env, RandomIndexPolicy(0), task_id="easy/department_payroll")
    take_step(episode, env, "create_index(employees, [salary])", 0.1, "create_index(employees, [salary])", 9)
    take_step(episode, env, "drop_index(idx_employees_salary)", 0.0, "[cost guard] drop_index(idx_employees_salary)")
    env.close()
    page = index_players_html({"llm": PlayerRun("llm", "LLM agent", status="running", episode=episode)})
    assert page.count("cost guard") == 1 and page.index("cost guard") > page.index("drop_index")


def test_the_index_step_list_explains_a_pruning_check():
    """A drop the next step undoes by re-creating the index is a measurement, and the list says so; a guard's
    re-create stays the guard's."""
    from agent.baselines.index_tuning import RandomIndexPolicy
    from agent.rollout import start_episode, take_step
    from envs.index_tuning.env import IndexTuningEnv
    from ui.index_tuning import step_notes

    env = IndexTuningEnv(max_steps=6, use_oracle=False, wall_repeats=0)
    episode = start_episode(env, RandomIndexPolicy(0), task_id="easy/department_payroll")
    take_step(episode, env, "create_index(employees, [salary])", 0.1, "create_index(employees, [salary])", 9)
    take_step(episode, env, "drop_index(idx_employees_salary)", 0.1, "drop_index(idx_employees_salary)", 9)
    take_step(episode, env, "create_index(employees, [salary])", 0.1, "create_index(employees, [salary])", 9)
    take_step(episode, env, "drop_index(idx_employees_salary)", 0.1, "drop_index(idx_employees_salary)", 9)
    take_step(episode, env, "create_index(employees, [salary])", 0.0, "[cost guard] create_index(employees, [salary])")
    env.close()
    notes = step_notes(episode.steps)
    assert notes[1].startswith("pruning check") and notes[2].startswith("re-created")
    assert 3 not in notes and notes[4].startswith("cost guard")


def test_a_cancelled_stream_stops_its_players_between_steps(tmp_path, tiny_db):
    services = paced_services(tmp_path, 0.2)
    task = Task("tiny/own", "tiny", "How many orders?", None, "own", "own", tiny_db)
    cancel = threading.Event()
    for runs in services.stream_analyst(task, cancel=cancel):
        if runs["llm"].episode is not None and runs["llm"].episode.steps:
            cancel.set()
    assert runs["llm"].status == "stopped" and runs["baseline"].status == "done"
    assert len(runs["llm"].episode.steps) <= 2 < 12
    made = len(services.agent_factory.calls)
    time.sleep(0.5)
    assert len(services.agent_factory.calls) == made


def test_closing_a_stream_stops_its_players(tmp_path, tiny_db):
    services = paced_services(tmp_path, 0.2)
    task = Task("tiny/own", "tiny", "How many orders?", None, "own", "own", tiny_db)
    stream = services.stream_analyst(task)
    next(stream)
    stream.close()  # what Gradio does when the tab is closed or the event cancelled
    deadline = time.monotonic() + 3
    while any(t.name == "player-llm" and t.is_alive() for t in threading.enumerate()):
        assert time.monotonic() < deadline, "the agent's thread outlived its stream"
        time.sleep(0.05)
    assert len(services.agent_factory.calls) <= 2


def test_run_cancellations_are_per_tab_and_session():
    registry = RunCancellations()
    with registry.run("analyst", "s1") as first:
        assert registry.running("analyst", "s1") and not registry.running("analyst", "s2")
        assert not registry.stop("rate", "s1") and not first.is_set()
        assert registry.stop("analyst", "s1") and first.is_set()
    assert not registry.running("analyst", "s1")
    with registry.run("analyst", "s1") as old:
        with registry.run("analyst", "s1") as new:  # a new run in the same tab and session supersedes the old
            assert old.is_set() and not new.is_set()


def test_a_declined_answer_reads_the_same_whoever_declined(tmp_path, tiny_db):
    """An abstention's reason can name its player ("... which this baseline does not compute"): before the vote,
    every abstention reads "Declined to answer.", the LLM's and the baseline's alike."""
    services = paced_services(tmp_path, 0.0, replies=("ANSWER I can't answer this: the model failed (timeout)",))
    task = Task("tiny/own", "tiny", "How many orders were placed last week?", None, "own", "own", tiny_db)
    runs = list(services.stream_analyst(task))[-1]
    cards = blind_cards([runs["llm"], runs["baseline"]], task.question)
    assert "this baseline" in runs["baseline"].episode.last.metadata["answer"]  # the reason names its player
    assert cards[0]["answer"] == cards[1]["answer"] == DECLINED


def finished_llm(tmp_path, tiny_db, *replies):
    task = Task("tiny/own", "tiny", "How many orders are there?", None, "own", "own", tiny_db)
    return list(paced_services(tmp_path, 0.0, replies=replies).stream_analyst(task))[-1]["llm"]


def test_the_card_says_what_stands_behind_an_answer(tmp_path, tiny_db):
    import sqlite3
    with sqlite3.connect(tiny_db) as con:
        n = con.execute("SELECT COUNT(*) FROM orders").fetchone()[0]
    question = "How many orders are there?"
    worded = answer_card(finished_llm(tmp_path, tiny_db, "QUERY SELECT COUNT(*) AS orders FROM orders",
                                      f"ANSWER {n}"), question)
    assert worded["answer"].startswith(f"There are {n} orders.") and f"worded from its answer: {n}" in worded["answer"]
    assert worded["sql"] and worded["frame"] is not None and not worded["verdict"].startswith("⚠")
    unbacked = answer_card(finished_llm(tmp_path, tiny_db, "DESCRIBE orders", "ANSWER 7"), question)
    assert unbacked["answer"] == "7" and unbacked["verdict"].startswith("⚠ no query of this episode ran")
    declined = answer_card(finished_llm(tmp_path, tiny_db, "QUERY SELECT COUNT(*) FROM orders",
                                        "ANSWER I can't answer this: no column says what an order is."), question)
    assert declined["sql"] is None and declined["frame"] is None and declined["chart"] is None  # lookups, no answer
    assert declined["verdict"].startswith("○ answer: abstained")
    assert "Glossary" not in declined["answer"]  # its reason is no unexplained word


def test_a_filter_on_a_value_no_row_holds_is_flagged(tmp_path, tiny_db):
    """"There are 0 customers" from `city = 'Londres'`: the card says the value is not in the data."""
    card = answer_card(finished_llm(tmp_path, tiny_db, "QUERY SELECT COUNT(*) FROM customers WHERE city = 'Londres'",
                                    "ANSWER 0"), "How many customers live in London?")
    assert card["verdict"].startswith("⚠ its query filters customers.city = 'Londres', which no row holds (it holds "
                                      "'Amsterdam', 'London', 'Manchester', ...)"), card["verdict"]
    fine = answer_card(finished_llm(tmp_path, tiny_db, "QUERY SELECT COUNT(*) FROM customers WHERE city = 'London'",
                                    "ANSWER 1"), "How many customers live in London?")
    assert "no row holds" not in fine["verdict"]


def test_an_answer_its_result_does_not_back_is_flagged(tmp_path, tiny_db):
    """From a new user's trial: "11" over a NULL sum, a column's name over no rows, and a figure the result does not
    hold all read as answers; queries that ran and failed were said not to have run."""
    question = "How many orders are there?"
    empty = answer_card(finished_llm(tmp_path, tiny_db, "QUERY SELECT SUM(order_id) FROM orders WHERE order_id < 0",
                                     "ANSWER 11"), question)
    assert empty["verdict"].startswith("⚠ its last query returned no rows or only empty values"), empty["verdict"]
    named = answer_card(finished_llm(tmp_path, tiny_db, "QUERY SELECT order_id FROM orders WHERE order_id < 0",
                                     "ANSWER order_id"), question)
    assert named["verdict"].startswith("⚠ its last query returned no rows"), named["verdict"]
    other = answer_card(finished_llm(tmp_path, tiny_db, "QUERY SELECT COUNT(*) FROM orders", "ANSWER 102158"),
                        question)
    assert other["verdict"].startswith("⚠ the answer does not state what its last query returned"), other["verdict"]
    failed = answer_card(finished_llm(tmp_path, tiny_db, "QUERY SELECT COUNT(*) FROM ordres", "ANSWER 7"), question)
    assert failed["verdict"].startswith("⚠ no query of this episode succeeded"), failed["verdict"]


def test_an_abstention_on_unexplained_words_points_to_the_glossary(tmp_path, tiny_db):
    card = answer_card(finished_llm(tmp_path, tiny_db, "ANSWER I can't answer this: I could not link 'website', "
                                    "'till' to any table, column or stored value."), "How many website orders?")
    assert "“website” and “till” are words of this business" in card["answer"]
    assert "`website: table.column = 'value'`" in card["answer"] and card["frame"] is None


def test_the_glossary_tip_names_the_columns_of_few_values_the_player_read(tmp_path):
    """The owner writing "website: orders.channel = 'online'" needs to see that channel holds 'online': the tip
    lists the columns of few values of the tables the player read."""
    import sqlite3
    shop = tmp_path / "shop.sqlite"
    with sqlite3.connect(shop) as con:
        con.execute("CREATE TABLE orders (order_id INTEGER PRIMARY KEY, channel TEXT NOT NULL, total REAL)")
        con.executemany("INSERT INTO orders (channel, total) VALUES (?, ?)",
                        [(("online", "phone", "shop")[i % 3], 10.0 + i) for i in range(30)])
        con.execute("CREATE TABLE notes (note_id INTEGER PRIMARY KEY, kind TEXT)")
        con.executemany("INSERT INTO notes (kind) VALUES (?)", [("<b>x</b>",)] * 8)
    task = Task("shop/own", "shop", "How many website orders?", None, "own", "own", shop)
    run = list(paced_services(tmp_path, 0.0, replies=(
        "QUERY SELECT COUNT(*) FROM orders",
        "ANSWER I can't answer this: I could not link 'website' to any table, column or stored value.",
    )).stream_analyst(task))[-1]["llm"]
    card = answer_card(run, task.question)
    assert "`orders.channel` ('online', 'phone', 'shop')" in card["answer"]
    assert "notes" not in card["answer"]  # not read
    assert glossary_tip("I can't answer this: I could not link 'x' to any table, column or stored value.") \
        .endswith("and ask again.")  # no run: no columns
    left_out = "There are 3 orders. (I could not link 'x' to any table, column or stored value, so the query leaves " \
        "it out.)"
    assert "“x”" in glossary_tip(left_out)  # an answer that left the word out: the owner may still say what it means


def test_a_figure_no_column_holds_draws_a_measure_tip_with_the_number_columns_read(tmp_path, tiny_db):
    """"What was our revenue?" on a shop whose prices and quantities sit in two tables: the owner is shown how to
    define the figure ("revenue: table.quantity * table.price") and the number columns the player read."""
    task = Task("tiny/own", "tiny", "What were our takings?", None, "own", "own", tiny_db)
    run = list(paced_services(tmp_path, 0.0, replies=(
        "QUERY SELECT o.quantity, p.price FROM orders o JOIN products p ON p.product_id = o.product_id",
        "ANSWER I can't answer this: 'takings' asks about money, and my query adds up no money column.",
    )).stream_analyst(task))[-1]["llm"]
    answer = answer_card(run, task.question)["answer"]
    assert "“takings” is worked out from other figures" in answer and "`takings: table.quantity * table.price`" in answer
    assert "Number columns it read: `orders.quantity`, `products.price`." in answer  # no keys
    assert "“revenue”" in glossary_tip("I can't answer this: I cannot find the number the question is about.")
    assert glossary_tip("I can't answer this: there is a tie at the top, so no single answer.") is None


def test_a_blind_card_shows_the_sentence_without_the_notes_that_would_tell(tmp_path, tiny_db):
    """"There are 60 orders. (worded from its answer: 60)" is only ever the LLM's card: the blind vote shows the
    sentence alone, as the baseline's."""
    llm = finished_llm(tmp_path, tiny_db, "QUERY SELECT COUNT(*) AS orders FROM orders", "ANSWER 60")
    assert "worded from" in answer_card(llm, "How many orders are there?")["answer"]
    card, = blind_cards([llm], "How many orders are there?")
    assert card["answer"] == "There are 60 orders."


def test_the_status_says_when_the_answers_disagree(tmp_path, tiny_db):
    """"There are 0 orders." beside "There are 60 orders.": the line the run ends on says so (no gold to check)."""
    task = Task("tiny/own", "tiny", "How many orders are there?", None, "own", "own", tiny_db)
    runs = list(paced_services(tmp_path, 0.0, replies=("QUERY SELECT COUNT(*) FROM orders WHERE quantity > 9",
                                                       "ANSWER There are 0 orders.")).stream_analyst(task))[-1]
    assert "There are 60 orders" in runs["baseline"].episode.last.metadata["answer"]
    status = run_status(runs, "DONE")
    assert "⚠ the answers disagree (0 against 60): check their queries · DONE" in status
    agreeing = list(paced_services(tmp_path, 0.0, replies=("QUERY SELECT COUNT(*) FROM orders",
                                                           "ANSWER 60")).stream_analyst(task))[-1]
    assert "disagree" not in run_status(agreeing, "DONE")


def test_the_status_says_how_each_player_ended_and_never_ticks(tmp_path, tiny_db):
    """"DONE ✓" read as "right": each player's state says whether it answered, could not, or ran out of steps."""
    task = Task("tiny/own", "tiny", "How many orders are there?", None, "own", "own", tiny_db)
    runs = list(paced_services(tmp_path, 0.0, replies=("ANSWER I can't answer this: no idea.",))
                .stream_analyst(task))[-1]
    status = run_status(runs, "DONE")
    assert "done after 1 step: can't answer" in status and "done after" in status and ": answered" in status, status
    wandering = list(paced_services(tmp_path, 0.0).stream_analyst(task))[-1]  # DESCRIBE until the budget ends
    assert ": no answer" in run_status(wandering, "DONE")


def test_a_result_table_shows_sums_without_float_noise(tmp_path, tiny_db):
    llm = finished_llm(tmp_path, tiny_db, "QUERY SELECT 0.1 + 0.2 AS total, 'x' AS name, 3 AS n", "ANSWER 0.3")
    frame = answer_card(llm, "What is the total?")["frame"]
    assert frame.iloc[0].tolist() == [0.3, "x", 3]


def test_the_results_overview_reads_each_report_name_across():
    """Long report names under rotated bars squashed the chart to a strip: one horizontal bar a report, in the table's
    order, the chart as tall as the reports need."""
    from ui.results import overall_figure

    frame = pd.DataFrame({"run": [f"compare/llm_glossary_full_pass_heldout{n}" for n in range(12)],
                          "accuracy": [n / 20 for n in range(12)]})
    fig = overall_figure(frame)
    bar, = fig.data
    assert bar.orientation == "h" and list(bar.y) == list(frame["run"]) and bar.text[3] == "15.0%"
    assert fig.layout.height >= 24 * 12 and fig.layout.yaxis.autorange == "reversed"
    assert overall_figure(frame.iloc[:0]) is None


def test_the_result_warning_benchmark_counts_the_baselines_answers(capsys):
    from bench.result_warning import main

    main(["--split", "heldout", "--every", "20"])
    (line,) = [l for l in capsys.readouterr().out.splitlines() if l.startswith("heldout:")]
    assert line.startswith("heldout: 8 tasks,") and "the warning fired on" in line, line
