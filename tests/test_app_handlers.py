"""Handler-level tests of the app without a server: chart choice, analyst helpers, live streams, answer cards."""

import hashlib

import pandas as pd
import pytest

from agent.backends.loading import ADAPTERS_DIR, DEFAULT_ADAPTER_NAME
from agent.charts import chart_for, chart_kind, reward_trace_figure
from agent.reports import adapter_report
from envs.analyst.tasks import Task, select_tasks
from envs.databases.upload import UploadRejected
from tests.app_support import scripted_agent, test_services
from ui.analyst import import_files, pick_question, schema_frame, schema_summary, task_for_run, task_to_state
from ui.services import AgentUnavailable, Player, Services
from ui.views import answer_card, reward_rows, run_status, steps_html


@pytest.mark.parametrize("frame,kind", [
    (pd.DataFrame({"n": [42]}), None),  # a scalar
    (pd.DataFrame({"city": ["A", "B"], "orders": [3, 5]}), "bar"),
    (pd.DataFrame({"month": ["2024-01", "2024-02", "2024-03"], "revenue": [1.5, 2.0, 0.5]}), "line"),
    (pd.DataFrame({"day": ["2024-01-01", "2024-01-02"], "n": [1, 2]}), "line"),
    (pd.DataFrame({"year": [2021, 2022, 2023], "n": [1, 2, 3]}), "line"),
    (pd.DataFrame({"name": ["a", "b"], "city": ["x", "y"]}), None),  # no number
    (pd.DataFrame({"name": ["a"], "n": [1]}), None),  # one row
    (pd.DataFrame({"k": [str(i) for i in range(40)], "n": range(40)}), None),  # too many bars
    (None, None),
])
def test_chart_kind(frame, kind):
    assert chart_kind(frame) == kind
    assert (chart_for(frame) is None) == (kind is None)


def test_reward_trace_figure_has_a_panel_per_player():
    fig = reward_trace_figure({"A": [{"execution": 0.1, "step_cost": -0.02}], "B": [{"correctness": 1.0}], "C": []})
    assert {t.name for t in fig.data} == {"execution", "step_cost", "correctness"}
    assert reward_trace_figure({}) is None


def test_schema_and_questions(tiny_db):
    frame = schema_frame(tiny_db)
    assert set(frame["table"]) == {"customers", "products", "orders"}
    assert "customers.customer_id" in set(frame["references"])
    assert schema_summary("upload: tiny.sqlite", tiny_db).startswith("**upload: tiny.sqlite** — 3 tables: ")
    uploads = {"upload: tiny.sqlite": str(tiny_db)}
    import random
    task = pick_question("upload: tiny.sqlite", "medium", uploads, random.Random(0))
    assert task.difficulty == "medium" and task.gold_sql
    builtin = pick_question("kennel", "hard", {}, random.Random(0))
    assert builtin.db == "kennel" and builtin.split in ("train", "heldout")


def test_task_for_run_keeps_gold_or_makes_an_own_question(tiny_db):
    gold = select_tasks(db="kennel", difficulty="easy")[0]
    state = task_to_state(gold)
    assert task_for_run(gold.question, state, "kennel", {}).gold_sql == gold.gold_sql
    own = task_for_run("How many owners live in Leeds?", state, "kennel", {})
    assert own.gold_sql is None and own.question == "How many owners live in Leeds?"
    assert own.task_id == "kennel/own-" + hashlib.sha1(own.question.encode()).hexdigest()[:8]  # same after restarts
    with pytest.raises(ValueError):
        task_for_run("  ", None, "kennel", {})
    with pytest.raises(ValueError, match="6,016 characters long"):  # a pasted document, not a question
        task_for_run("word " * 1200 + "How many owners?", None, "kennel", {})
    for request in ("Delete all cancelled appointments", "please drop the owners table", "Update order 5's status"):
        with pytest.raises(ValueError, match="read-only"):  # a player turned "delete ..." into a count
            task_for_run(request, None, "kennel", {})
    assert task_for_run("Which updates were removed last year?", None, "kennel", {}).question  # a question


def test_workload_snapshot_costs_and_plans_each_read_query():
    from envs.index_tuning import IndexTuningEnv
    from envs.index_tuning.workload import workload_snapshot

    env = IndexTuningEnv()
    try:
        workload = env.reset(task_id="easy/ticket_lookup").metadata["workload"]
        snapshot = workload_snapshot(env.connection, workload, env.state.rewrites)
        reads = [q["qid"] for q in workload if q["kind"] == "read"]
        assert list(snapshot) == reads and all(v["steps"] > 0 and v["plan"] and v["sql"] for v in snapshot.values())
    finally:
        env.close()
    assert workload_snapshot(None, workload) == {}


def test_import_files_refuses_bad_uploads_with_a_message(tmp_path):
    bad = tmp_path / "notes.db"
    bad.write_bytes(b"PK\x03\x04 not a database")
    with pytest.raises(UploadRejected, match="zip"):
        import_files([str(bad)])
    with pytest.raises(UploadRejected):
        import_files([str(bad), str(bad)])


def test_stream_runs_both_players_and_reports_an_unavailable_agent(tiny_db, tmp_path):
    services = test_services(tmp_path)
    task = Task("tiny/own", "tiny", "How many orders per city?", None, "own", "own", tiny_db)
    snapshots = list(services.stream_analyst(task))
    runs = snapshots[-1]
    assert {r.status for r in runs.values()} == {"done"}
    agent = runs["llm"]
    card = answer_card(agent)
    assert card["answer"] == "Every city placed 12 orders." and card["chart"] is not None
    assert list(card["frame"].columns) == ["city", "orders"] and "GROUP BY" in card["sql"]
    assert card["verdict"].startswith("No gold answer")
    assert 'data-status="done"' in steps_html(agent, "x") and "QUERY" in steps_html(agent, "x")
    assert set(reward_rows(runs)["player"]) == {"LLM agent (scripted)", "Rule-based baseline"}
    assert run_status(runs, "DONE").endswith("DONE")

    def broken():
        raise AgentUnavailable("no model here")

    failing = Services(ratings_path=tmp_path / "r.duckdb")
    players = [Player("llm", "LLM agent", broken), failing.analyst_players()[1]]
    runs = list(failing.stream_analyst(task, players))[-1]
    assert runs["llm"].status == "unavailable" and runs["baseline"].status == "done"
    assert "agent unavailable: no model here" in steps_html(runs["llm"], "x")
    assert answer_card(runs["llm"])["answer"].startswith("**agent unavailable:**")


def test_a_model_failure_mid_episode_ends_only_that_column(tiny_db, tmp_path):
    class Exploding:
        def __call__(self, conversations):
            raise RuntimeError("CUDA out of memory")

    from agent.llm_policy import LLMPolicy

    services = Services(ratings_path=tmp_path / "r.duckdb", agent_factory=lambda: LLMPolicy(Exploding()))
    task = Task("tiny/own", "tiny", "How many customers?", None, "own", "own", tiny_db)
    runs = list(services.stream_analyst(task))[-1]
    assert runs["llm"].status == "failed" and "out of memory" in runs["llm"].message
    assert runs["baseline"].status == "done"


def test_the_llm_plays_in_the_mode_its_adapter_learnt_and_the_baseline_in_the_default(tiny_db, tmp_path):
    from agent.llm_policy import LLMPolicy
    from agent.prompts import PromptConfig
    from envs.analyst.env import DEFAULT_MODE
    from tests.app_support import ScriptedGenerator

    task = Task("tiny/own", "tiny", "How many customers?", None, "own", "own", tiny_db)
    for learnt in ("schema", "explore"):
        services = Services(ratings_path=tmp_path / "r.duckdb", agent_factory=lambda: LLMPolicy(
            ScriptedGenerator(["ANSWER 3"]), prompt_config=PromptConfig(mode=learnt)))
        runs = list(services.stream_analyst(task))[-1]
        assert runs["llm"].episode.first.metadata["mode"] == learnt
        assert runs["baseline"].episode.first.metadata["mode"] == DEFAULT_MODE


def test_scripted_agent_factory_reports_its_model_id():
    assert scripted_agent().model_id == "scripted-test-model"


def test_the_trained_choice_names_the_adapter_in_use(monkeypatch):
    from ui.analyst import model_choices
    from ui.services import trained_label

    monkeypatch.delenv("ADAPTER_ID", raising=False)
    monkeypatch.delenv("MODEL_ID", raising=False)
    shipped = adapter_report(ADAPTERS_DIR / DEFAULT_ADAPTER_NAME)  # the label states the weights' own measured figure
    assert trained_label() == (f"Trained agent (base model + smollm2-135m-sql-agent, shipped; right on "
                               f"{shipped.accuracy:.1%} of held-out questions)")
    handed = "/srv/app/runs/jobs/20261124-1010-ab12/out/best"  # the Train tab's one-click hand-off
    assert trained_label(handed) == "Trained agent (base model + 20261124-1010-ab12/best, from the Train tab)"
    assert trained_label("none") == "Trained agent's slot: the base model alone (no adapter, from the Train tab)"
    services = Services(adapter_id=handed)
    assert model_choices(services)[0] == (trained_label(handed), "trained")  # the Analyst tab's dropdown
    monkeypatch.setenv("ADAPTER_ID", "someone/sql-lora")
    assert trained_label() == "Trained agent (base model + someone/sql-lora, $ADAPTER_ID)"


def test_the_agent_dropdown_and_the_arena_pick_which_model_plays(tmp_path, monkeypatch):
    from ui import services as services_module
    from ui.services import BASE_PLAYER, ENDPOINT_PLAYER, PlayerRun, agent_options, arena_options

    asked = []

    def fake_load(adapter_id=None, choice=None, progress=None, kind="analyst"):
        asked.append(choice)
        return object(), f"model for {choice}"

    monkeypatch.setattr(services_module, "load_llm_policy", fake_load)
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    services = Services(ratings_path=tmp_path / "r.duckdb")
    assert [k for k, _ in agent_options()] == ["trained", "rules+trained", "base"] and [k for k, _ in arena_options()] == ["baseline", "base"]
    for choice in ("base", "trained", None):
        services.analyst_players(choice)[0].make(progress=None)
    assert asked == ["base", "trained", None]  # None: $SQL_STUDIO_AGENT or trained, decided when loading
    assert [p.name for p in services.arena_players()] == ["llm", "baseline"]
    base = services.arena_players("base")
    assert [p.name for p in base] == ["llm", BASE_PLAYER] and base[1].make()[1] == "model for base"
    with pytest.raises(ValueError, match="no endpoint"):
        services.arena_players("endpoint")
    monkeypatch.setenv("OPENAI_BASE_URL", "http://127.0.0.1:9/v1")
    monkeypatch.setenv("OPENAI_MODEL", "qwen")
    assert [k for k, _ in arena_options()] == ["baseline", "base", "endpoint"]
    assert [p.name for p in services.arena_players()] == ["llm", ENDPOINT_PLAYER + "qwen"]  # the default opponent
    loading = PlayerRun("llm", "LLM agent", status="loading", progress="converting the adapter (first run only)")
    assert "converting the adapter" in run_status({"llm": loading}, "DONE")
    assert "converting the adapter" in steps_html(loading, "x")


def test_the_app_plays_each_kind_as_its_figures_were_measured(monkeypatch):
    """Grammar, cost guard and persistence for index tuning; the grammar for the analyst (the README's rows)."""
    import agent.backends as backends
    from ui.services import load_llm_policy

    def fake_generator(conversations, grammars=None):
        return []

    fake_generator.label = "fake"
    fake_generator.temperature, fake_generator.seed = 0.0, None
    monkeypatch.setattr(backends, "make_generator", lambda *args, **kwargs: fake_generator)
    monkeypatch.setattr(backends, "load_generator", lambda generator, progress=None: None)
    monkeypatch.setattr("agent.llm_policy.sampled_retry", lambda generator: generator)
    index, _ = load_llm_policy(kind="index_tuning")
    analyst, _ = load_llm_policy()
    assert index.constrain and index.guard and index.persist
    assert analyst.constrain and not analyst.guard and not analyst.persist  # both are index-tuning mechanisms
    assert analyst.bind and not index.bind  # name binding checks analyst queries


def test_the_glossary_box_is_checked_and_both_players_read_it(tiny_db, tmp_path):
    from envs.analyst.glossary import parse_glossary
    from ui.analyst import GLOSSARY_HELP, glossary_of, glossary_status

    uploads = {"upload: tiny.sqlite": str(tiny_db)}
    assert glossary_of("upload: tiny.sqlite", uploads) == ""  # an upload starts with none
    assert "Glossary:" not in glossary_of("petshop", {}) and "orders.channel" in glossary_of("petshop", {})
    assert glossary_status("", "upload: tiny.sqlite", uploads) == GLOSSARY_HELP
    status = glossary_status("punters: customers\nghosts: spirits\nbad", "upload: tiny.sqlite", uploads)
    assert status.startswith("✓ 1 entry in use.") and "there is no table spirits" in status and "line 3" in status
    assert glossary_status("web = online", "upload: tiny.sqlite", uploads).startswith("No entry in use.\n\n⚠️ left out")
    task = Task("tiny/own", "tiny", "How many punters do we have?", None, "own", "own", tiny_db)
    services = test_services(tmp_path)
    runs = list(services.stream_analyst(task, glossary=parse_glossary("punters: customers")))[-1]
    assert all("punters: customers" in run.episode.first.text for run in runs.values())
    assert "5" in answer_card(runs["baseline"])["answer"]
    plain = list(services.stream_analyst(task))[-1]
    assert "Glossary" not in plain["baseline"].episode.first.text


def test_a_glossary_uploaded_beside_the_database_fills_the_box(tiny_db, tmp_path):
    from ui.analyst import split_glossary

    words = tmp_path / "shop glossary.txt"
    words.write_text("punters: customers\n")
    assert split_glossary([str(tiny_db), str(words)]) == ([str(tiny_db)], "punters: customers\n")
    assert split_glossary([str(tiny_db)]) == ([str(tiny_db)], None)
    with pytest.raises(UploadRejected, match="at most one glossary"):
        split_glossary([str(tiny_db), str(words), str(words)])
    with pytest.raises(UploadRejected, match="needs its database"):  # a glossary alone is no database
        import_files(split_glossary([str(words)])[0])


def test_the_leaderboard_names_policies_as_the_app_does():
    from ui.services import policy_name

    assert [policy_name(p) for p in ("llm", "baseline", "llm:base", "openai:qwen2.5", "other")] == [
        "LLM agent", "Rule-based baseline", "Base model (no adapter)", "Endpoint: qwen2.5", "other"]


def test_the_per_query_table_shows_each_querys_sql_and_its_rewrite():
    """The automatic workload's queries were shown only as q1 ... q12: the table now carries the SQL measured (and
    the rewrite run after, when a player rewrote the query)."""
    from types import SimpleNamespace

    from ui.index_tuning import PER_QUERY_COLUMNS, player_frame
    from ui.services import PlayerRun

    before = {"q1": {"sql": "SELECT * FROM t WHERE a = 1", "steps": 90, "plan": ["SCAN t"]},
              "q2": {"sql": "SELECT COUNT(*) FROM t", "steps": 50, "plan": ["SCAN t"]}}
    after = {"q1": {"sql": "SELECT * FROM t WHERE a = 1", "steps": 9, "plan": ["SEARCH t USING INDEX i (a=?)"]},
             "q2": {"sql": "SELECT COUNT(a) FROM t", "steps": 40, "plan": ["SCAN t"]}}
    run = PlayerRun("baseline", "Rule-based advisor", status="done",
                    episode=SimpleNamespace(before=before, after=after))
    frame = player_frame(run)
    assert list(frame.columns) == PER_QUERY_COLUMNS
    assert frame["SQL"].tolist() == ["SELECT * FROM t WHERE a = 1",
                                     "SELECT COUNT(*) FROM t → SELECT COUNT(a) FROM t"]
    assert player_frame(PlayerRun("baseline", "x", status="running", episode=SimpleNamespace(before=before))) is None
