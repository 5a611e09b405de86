"""OpenEnv-native serving (envs/openenv): the wire types match the environments, OpenEnv's own GenericEnvClient and
our typed clients play whole episodes over ws://127.0.0.1:PORT/analyst and /index, refusals are error frames on a
connection that stays usable, the capacity limit holds, MCP tools act on the session's episode, uploads are reset
options, and 50 WebSocket clients at once see no cross-talk.

    python -m pytest tests/test_openenv.py -q
"""

from __future__ import annotations

import dataclasses

import httpx
import pytest
from openenv import GenericEnvClient

from envs.analyst.env import AnalystEnv
from envs.openenv import ADAPTERS
from envs.openenv.analyst import AnalystActionModel, AnalystEnvironment
from envs.openenv.client import AnalystClient, IndexClient
from envs.openenv.index_tuning import IndexActionModel
from envs.openenv.wire import RENAMED, from_model, jsonable, to_model
from envs.server import ServerConfig, create_api, serve_in_thread
from tests.conftest import build_tiny_db, tiny_tasks

WS_SESSIONS = 4  # the capacity of the module's server, small enough to fill in a test


@pytest.fixture(scope="module")
def tiny_db_module(tmp_path_factory):
    return build_tiny_db(tmp_path_factory.mktemp("openenv") / "tiny.sqlite")


@pytest.fixture(scope="module")
def server(tiny_db_module, tmp_path_factory):
    tasks = tiny_tasks(tiny_db_module)
    app = create_api(config=ServerConfig(max_ws_sessions=WS_SESSIONS),
                     env_factories={"analyst": lambda: AnalystEnv(tasks=tasks)})
    with serve_in_thread(app) as url:
        yield app, url


# ---------------------------------------------------------------------------------------------- wire types


@pytest.mark.parametrize("kind", list(ADAPTERS))
def test_every_dataclass_field_has_its_wire_field(kind):
    adapter = ADAPTERS[kind]
    for dataclass, model in ((adapter.observation_type, adapter.observation_model),
                             (adapter.state_type, adapter.state_model)):
        wire = {RENAMED.get(name, name) for name in model.model_fields}
        missing = {f.name for f in dataclasses.fields(dataclass)} - wire
        assert not missing, f"{model.__name__} lacks {missing}: add them so they reach clients"


def test_wire_round_trip_gives_the_environments_own_values_back(tiny_db_module):
    env = AnalystEnv(tasks=tiny_tasks(tiny_db_module))
    observations = [env.reset(task_id="tiny/customers"), env.step("DESCRIBE orders"),
                    env.step("QUERY SELECT customer_id, SUM(quantity) FROM orders GROUP BY 1"), env.step("ANSWER 5")]
    for observation in observations:
        back = from_model(type(observation), to_model(AnalystEnvironment.observation_model, observation))
        assert type(back) is type(observation) and back.result == observation.result  # rows are tuples again
        assert jsonable(back) == jsonable(observation)  # the rest equal as JSON (DESCRIBE's tuples come back lists)
    state = from_model(type(env.state), to_model(AnalystEnvironment.state_model, env.state))
    assert state == env.state and isinstance(state.seen, set)


def test_action_models_take_one_form():
    assert AnalystActionModel(text="QUERY SELECT 1").text == "QUERY SELECT 1"
    for bad in ({}, {"kind": "query"}, {"kind": "query", "argument": " "}, {"text": "x", "kind": "query"}):
        with pytest.raises(ValueError):
            AnalystActionModel.model_validate(bad)
    assert IndexActionModel(kind="analyze_indexes").kind == "analyze_indexes"
    with pytest.raises(ValueError):
        IndexActionModel(text="analyze_indexes", table="orders")


# ---------------------------------------------------------------------------------------------- OpenEnv's client


def test_generic_client_plays_an_analyst_episode(server):
    app, url = server
    ws = url.replace("http://", "ws://")
    with GenericEnvClient(base_url=f"{ws}/analyst").sync() as env:
        first = env.reset(task_id="tiny/customers", seed=0)
        assert not first.done and "How many customers" in first.observation["text"]
        assert first.observation["tables"] == ["customers", "orders", "products"]
        described = env.step({"kind": "describe", "argument": "customers"})
        assert described.observation["table"]["row_count"] == 5 and described.reward > 0
        rows = env.step({"kind": "query", "argument": "SELECT COUNT(*) AS n FROM customers"}).observation["rows"]
        assert rows["columns"] == ["n"] and rows["rows"] == [[5]]
        bad = env.step({"text": "FLY away"})  # unparsable text: an observation with the format penalty
        assert bad.observation["kind"] == "invalid" and bad.observation["reward_parts"]["format"] < 0
        answered = env.step({"text": "ANSWER 5"})
        assert answered.done and answered.metadata["correct"] is True
        state = env.state()
        assert (state["step_count"], state["correct"], state["task_id"]) == (4, True, "tiny/customers")


def test_generic_client_plays_an_index_episode(server):
    app, url = server
    with GenericEnvClient(base_url=f"{url.replace('http', 'ws')}/index").sync() as env:
        first = env.reset(task_id="easy/ticket_lookup", episode_id="ep-1")
        assert first.observation["cost"] == first.observation["initial_cost"] > 0
        created = env.step({"kind": "create_index", "table": "tickets", "columns": ["customer_email"]})
        assert created.observation["reward_parts"]["cost_delta"] > 0
        assert created.observation["cost"] < first.observation["cost"]
        done = env.step({"text": "submit_report(indexed tickets by customer_email)"})
        assert done.done and done.observation["score"] > 50
        assert env.state()["episode_id"] == "ep-1" and env.state()["created"] == ["idx_tickets_customer_email"]


def test_typed_clients_return_the_wire_models(server):
    from envs.analyst.spec import AnalystAction

    app, url = server
    with AnalystClient(f"{url}/analyst").sync() as env:  # http:// works too: OpenEnv turns it into ws://
        assert env.reset(task_id="tiny/priciest").observation.tables == ["customers", "orders", "products"]
        result = env.step(AnalystAction("query", "SELECT product_name FROM products ORDER BY price DESC LIMIT 1"))
        assert result.observation.rows.rows == [["Bird Cage"]]
        assert env.step("ANSWER Bird Cage").observation.metadata["correct"] is True
        assert env.state().correct is True
    with IndexClient(f"{url}/index").sync() as env:
        assert env.reset(difficulty="easy", seed=1).observation.kind == "reset"
        assert env.step({"kind": "analyze_indexes"}).observation.error is None


def test_refusals_are_error_frames_and_the_connection_stays_usable(server):
    app, url = server
    with GenericEnvClient(base_url=f"{url}/analyst").sync() as env:
        for options, reason in (({"mode": "summary"}, "VALIDATION_ERROR"), ({"seed": -1}, "VALIDATION_ERROR"),
                                ({"task_id": "tiny/nope"}, "unknown task id"), ({"chess": 1}, "VALIDATION_ERROR")):
            with pytest.raises(RuntimeError, match=reason):
                env.reset(**options)
        with pytest.raises(RuntimeError, match="VALIDATION_ERROR"):
            env.step({"kind": "explain", "sql": "SELECT 1"})  # an index action on the analyst server
        assert env.reset(task_id="tiny/customers", mode="explore").observation["kind"] == "reset"


def test_schema_mode_is_a_reset_option_on_both_transports(server):
    app, url = server
    with GenericEnvClient(base_url=f"{url}/analyst").sync() as env:
        first = env.reset(task_id="tiny/customers", mode="schema").observation
        assert "Schema:" in first["text"] and [t["name"] for t in first["schema"]] == ["customers", "orders"]
        assert env.state()["mode"] == "schema"
        assert env.reset(task_id="tiny/customers", mode="explore").observation["schema"] is None  # names only
    http = httpx.post(f"{url}/reset", json={"task_id": "tiny/customers", "mode": "schema"}).json()
    assert http["observation"]["schema"][0]["columns"][0]["name"] == "customer_id"
    with AnalystClient(f"{url}/analyst").sync() as env:  # the typed client: db_schema in Python
        assert env.reset(task_id="tiny/customers", mode="schema").observation.db_schema[1]["row_count"] == 60


def test_an_oversized_frame_closes_only_its_own_connection(server):
    from websockets.exceptions import ConnectionClosed
    from websockets.sync.client import connect

    from envs.server import WS_MAX_BYTES

    app, url = server
    with connect(f"{url.replace('http', 'ws')}/analyst/ws", max_size=None) as ws:
        ws.send('{"type": "step", "data": {"text": "' + "x" * WS_MAX_BYTES + '"}}')
        with pytest.raises(ConnectionClosed) as closed:
            ws.recv(timeout=30)
    assert closed.value.rcvd.code == 1009  # "message too big"
    with GenericEnvClient(base_url=f"{url}/analyst").sync() as env:
        assert env.reset(task_id="tiny/customers").observation["kind"] == "reset"


def test_schema_and_metadata_describe_each_environment(server):
    app, url = server
    for kind, field in (("analyst", "tables"), ("index", "cost")):
        schema = httpx.get(f"{url}/{kind}/schema").json()
        assert field in schema["observation"]["properties"] and "text" in schema["action"]["properties"]
        assert "total_reward" in schema["state"]["properties"]
        metadata = httpx.get(f"{url}/{kind}/metadata").json()
        assert metadata["name"] == kind and "`mode`" in metadata["readme_content"]
        assert httpx.get(f"{url}/{kind}/health").json()["status"] == "healthy"
        # OpenEnv's stateless POST /reset is left out: sessions are WebSockets, or X-Session-Id on /reset
        assert httpx.post(f"{url}/{kind}/reset", json={}).status_code in (404, 405)


def test_the_capacity_limit_refuses_the_next_session(server):
    app, url = server
    clients = [GenericEnvClient(base_url=f"{url}/analyst").sync() for _ in range(WS_SESSIONS)]
    try:
        for client in clients:
            client.reset(task_id="tiny/customers")
        assert httpx.get(f"{url}/health").json()["websocket"]["analyst"] == {"active": WS_SESSIONS, "max": WS_SESSIONS}
        with GenericEnvClient(base_url=f"{url}/analyst").sync() as extra, pytest.raises(RuntimeError, match="CAPACITY"):
            extra.reset()
    finally:
        for client in clients:
            client.close()


def test_mcp_tools_act_on_the_sessions_episode(server):
    app, url = server
    listed = httpx.post(f"{url}/analyst/mcp", json={"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {}})
    assert [t["name"] for t in listed.json()["result"]["tools"]] == ["answer", "describe", "query", "sample"]
    from fastapi.testclient import TestClient

    client = TestClient(app)
    with client.websocket_connect("/analyst/ws") as ws:
        ws.send_json({"type": "reset", "data": {"task_id": "tiny/customers"}})
        assert ws.receive_json()["type"] == "observation"
        params = {"name": "query", "arguments": {"sql": "SELECT COUNT(*) FROM orders"}}
        call = {"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": params}
        ws.send_json({"type": "mcp", "data": call})
        assert "60" in ws.receive_json()["data"]["result"]
        ws.send_json({"type": "state"})
        assert ws.receive_json()["data"]["step_count"] == 1


# ---------------------------------------------------------------------------------------------- uploads


def test_an_uploaded_database_is_a_reset_option(server, tiny_db_module, tmp_path, monkeypatch):
    monkeypatch.setenv("SQL_STUDIO_CACHE", str(tmp_path))
    app, url = server
    uploaded = httpx.post(f"{url}/databases", params={"name": "shop.sqlite"}, content=tiny_db_module.read_bytes())
    assert uploaded.status_code == 200, uploaded.text
    database = uploaded.json()["database"]
    assert uploaded.json()["tables"] == ["customers", "orders", "products"]
    with AnalystClient(f"{url}/analyst").sync() as env:
        first = env.reset(database=database, question="How many orders are there?")
        assert "How many orders" in first.observation.text and first.observation.tables[0] == "customers"
        assert env.step("QUERY SELECT COUNT(*) FROM orders").observation.rows.rows == [[60]]
        generated = env.reset(database=database, difficulty="easy", seed=0)  # a verified, generated question
        assert generated.observation.text.startswith("Question:") and env.state().task_id.startswith(database)
        with pytest.raises(RuntimeError, match="no uploaded database"):
            env.reset(database="0123456789abcdef")
    with IndexClient(f"{url}/index").sync() as env:  # tuned for an auto-generated workload
        assert env.reset(database=database).observation.text.startswith(f"Scenario upload/{database}")
    refused = httpx.post(f"{url}/databases", params={"name": "notes.sqlite"}, content=b"not a database at all")
    assert refused.status_code == 422 and "not an SQLite database" in refused.json()["detail"]


def test_server_paths_never_reach_the_wire():
    from envs.index_tuning import IndexTuningEnv
    from envs.openenv.index_tuning import IndexObservationModel
    from envs.openenv.wire import to_model

    env = IndexTuningEnv()
    observation = env.reset(task_id="easy/ticket_lookup")
    assert "database_file" in observation.metadata  # the local .expert advisor reads it
    assert "database_file" not in to_model(IndexObservationModel, observation).metadata
