"""The HTTP API: sessions, typed round trips, the reviewer path, malformed calls, the benchmark, the client."""

import dataclasses
import datetime as dt
import decimal
import json
import threading
import time

import numpy as np
import pandas as pd
import pytest
from fastapi.testclient import TestClient

from agent.baselines.analyst import RuleBasedAnalyst
from agent.baselines.index_tuning import RuleBasedIndexAdvisor
from agent.client import RemoteEnv, RemoteEnvError
from envs.analyst.env import AnalystEnv
from envs.analyst.spec import AnalystAction, AnalystObservation, AnalystState
from envs.base import Observation, State
from envs.review import REVIEW_PENALTY
from envs.server import SESSION_HEADER, ServerConfig, create_api, jsonable
from tests.conftest import file_digest, tiny_tasks

POLICIES = {"analyst": {"baseline": RuleBasedAnalyst}, "index": {"baseline": RuleBasedIndexAdvisor}}


def tiny_api(tiny_db, **config) -> TestClient:
    tasks = tiny_tasks(tiny_db)
    app = create_api(POLICIES, ServerConfig(**config),
                     env_factories={"analyst": lambda: AnalystEnv(tasks=tasks)})
    return TestClient(app)


@pytest.fixture
def client(tiny_db) -> TestClient:
    return tiny_api(tiny_db)


def reset(client: TestClient, **body) -> str:
    response = client.post("/reset", json={"kind": "analyst", **body})
    assert response.status_code == 200, response.text
    return response.json()["session_id"]


def step(client: TestClient, sid: str, action, path: str = "/step"):
    return client.post(path, json={"action": action}, headers={SESSION_HEADER: sid})


# ---------------------------------------------------------------------------------------------- contract


def test_health_and_openapi_schema(client):
    health = client.get("/health").json()
    assert health["status"] == "healthy" and health["kinds"]["analyst"] is True
    assert health["websocket"]["index"] == {"active": 0, "max": ServerConfig().max_ws_sessions}
    schema = client.get("/openapi.json").json()
    assert {"/health", "/tasks", "/reset", "/step", "/state", "/step_with_review", "/benchmark"} <= set(schema["paths"])
    assert {"AnalystObservationModel", "IndexObservationModel", "RowsModel", "StepRequest", "AnalystResetRequest",
            "IndexResetRequest", "EnvResponse"} <= set(schema["components"]["schemas"])


def test_reset_step_state_round_trip(client):
    response = client.post("/reset", json={"kind": "analyst", "task_id": "tiny/customers"})
    body = response.json()
    sid = body["session_id"]
    assert response.headers[SESSION_HEADER] == sid and body["kind"] == "analyst"
    assert body["done"] is False and body["reward"] == 0.0 and "How many customers" in body["observation"]["text"]
    assert body["observation"]["tables"] == ["customers", "orders", "products"]

    described = step(client, sid, "DESCRIBE customers").json()
    assert described["observation"]["kind"] == "describe" and described["observation"]["table"]["row_count"] == 5
    queried = step(client, sid, {"kind": "query", "argument": "SELECT COUNT(*) AS n FROM customers"}).json()
    rows = queried["observation"]["rows"]
    assert rows["columns"] == ["n"] and rows["rows"] == [[5]] and rows["error_kind"] is None
    assert queried["reward"] == pytest.approx(sum(queried["observation"]["reward_parts"].values()))
    answered = step(client, sid, "ANSWER 5").json()
    assert answered["done"] and answered["observation"]["metadata"]["correct"] is True

    state = client.get("/state", headers={SESSION_HEADER: sid}).json()
    assert state["state"]["step_count"] == 3 and state["state"]["task_id"] == "tiny/customers"
    assert state["state"]["correct"] is True and state["session"]["requests"] == 4


def test_reset_is_seeded_and_filtered(client):
    first = [client.post("/reset", json={"seed": seed}).json()["observation"]["metadata"]["task_id"] for seed in range(6)]
    again = [client.post("/reset", json={"seed": seed}).json()["observation"]["metadata"]["task_id"] for seed in range(6)]
    assert first == again
    hard = client.post("/reset", json={"difficulty": "hard", "seed": 3}).json()
    assert hard["observation"]["metadata"]["difficulty"] == "hard"


def test_reset_with_a_known_session_id_keeps_it_and_an_unknown_one_gets_a_fresh_id(client):
    sid = reset(client, task_id="tiny/customers")
    again = client.post("/reset", json={"task_id": "tiny/priciest"}, headers={SESSION_HEADER: sid}).json()
    assert again["session_id"] == sid and again["observation"]["metadata"]["task_id"] == "tiny/priciest"
    other = client.post("/reset", json={}, headers={SESSION_HEADER: "made-up-by-the-client"}).json()
    assert other["session_id"] != "made-up-by-the-client"


def test_uploads_are_reset_options_over_http(client, tiny_db, tmp_path, monkeypatch):
    monkeypatch.setenv("SQL_STUDIO_CACHE", str(tmp_path))
    uploaded = client.post("/databases", params={"name": "shop.sqlite"}, content=tiny_db.read_bytes()).json()
    remote = RemoteEnv(kind="analyst", client=client)
    first = remote.reset(database=uploaded["database"], question="What is the priciest product?")
    assert isinstance(first, AnalystObservation) and "priciest" in first.text
    assert remote.step("ANSWER Bird Cage").metadata["correct"] is None  # one's own question has no gold answer
    assert remote.state.task_id.startswith(uploaded["database"] + "/own-")
    too_big = tiny_api(tiny_db, max_upload_bytes=1024).post("/databases", content=tiny_db.read_bytes())
    assert too_big.status_code == 413 and "1,024 bytes" in too_big.json()["detail"]


def test_index_resets_by_difficulty_with_a_seed():
    client = TestClient(create_api())
    drawn = [client.post("/reset", json={"kind": "index", "difficulty": "easy", "seed": s}).json() for s in (0, 0, 1)]
    assert drawn[0]["observation"]["metadata"]["scenario"] == drawn[1]["observation"]["metadata"]["scenario"]
    assert all(d["observation"]["metadata"]["scenario"].startswith("easy/") for d in drawn)


def test_tasks_lists_kinds_databases_and_filters():
    client = TestClient(create_api())
    everything = client.get("/tasks").json()
    assert {k["name"]: k["available"] for k in everything["kinds"]}["analyst"] is True
    assert {"kennel", "petshop", "cafe"} <= set(everything["databases"]["analyst"])
    assert everything["difficulties"] == ["easy", "medium", "hard"]
    easy = client.get("/tasks", params={"kind": "analyst", "db": "petshop", "difficulty": "easy"}).json()
    assert easy["count"] > 0 and all(t["db"] == "petshop" and t["difficulty"] == "easy" for t in easy["tasks"])
    heldout = client.get("/tasks", params={"kind": "analyst", "split": "heldout", "limit": 3, "offset": 2}).json()
    assert len(heldout["tasks"]) == 3 and all(t["split"] == "heldout" for t in heldout["tasks"]) and heldout["count"] > 3
    index = client.get("/tasks", params={"kind": "index"}).json()
    assert "easy/ticket_lookup" in {t["task_id"] for t in index["tasks"]}
    assert client.get("/tasks", params={"difficulty": "impossible"}).status_code == 422


def test_text_action_that_does_not_parse_is_an_observation_like_locally(client):
    sid = reset(client, task_id="tiny/customers")
    body = step(client, sid, "FLY to the moon").json()
    assert body["observation"]["kind"] == "invalid" and "expected DESCRIBE" in body["observation"]["error"]
    assert body["observation"]["reward_parts"]["format"] < 0


# ---------------------------------------------------------------------------------------------- errors


def oversized_chunks():
    for _ in range(20):
        yield b"x" * 8192


MALFORMED = [
    ("bad json", dict(content=b'{"action": "DESCRIBE', headers={"content-type": "application/json"}), 422, "not valid JSON"),
    ("not an object", dict(json=["DESCRIBE customers"]), 422, "valid dictionary"),
    ("missing action", dict(json={}), 422, "action: Field required"),
    ("misspelt field", dict(json={"actoin": "DESCRIBE customers"}), 422, "Extra inputs"),
    ("unknown structured action", dict(json={"action": {"kind": "fly", "argument": "x"}}), 422, "unknown action kind 'fly'"),
    ("structured action missing its argument", dict(json={"action": {"kind": "query"}}), 422, "query needs an argument"),
    ("action of the other environment", dict(json={"action": {"kind": "explain", "sql": "SELECT 1"}}), 422, "other environment"),
    ("wrong type", dict(json={"action": 42}), 422, "action"),
    ("oversized body", dict(json={"action": "QUERY SELECT '" + "x" * 70_000 + "'"}), 413, "too large"),
    ("oversized without a length", dict(content=oversized_chunks(), headers={"content-type": "application/json"}), 413, "too large"),
]


@pytest.mark.parametrize("label,kwargs,status,reason", MALFORMED, ids=[m[0] for m in MALFORMED])
def test_malformed_step_calls_get_4xx_with_a_reason(client, label, kwargs, status, reason):
    sid = reset(client, task_id="tiny/customers")
    headers = {SESSION_HEADER: sid, **kwargs.pop("headers", {})}
    response = client.post("/step", headers=headers, **kwargs)
    assert response.status_code == status, response.text
    assert reason in response.json()["detail"]
    assert client.get("/state", headers={SESSION_HEADER: sid}).json()["state"]["step_count"] == 0  # nothing ran
    assert client.get("/health").status_code == 200


@pytest.mark.parametrize("body,status,reason", [
    ({"kind": "chess"}, 422, "kind"),
    ({"task_id": "tiny/nope"}, 404, "unknown task id"),
    ({"seed": -1}, 422, "greater than or equal to 0"),
    ({"difficulty": "trivial"}, 422, "difficulty"),
    ({"split": "heldout"}, 422, "no task matches"),
    ({"mode": "summary"}, 422, "mode: Input should be 'explore' or 'schema'"),  # the observation modes
    ({"kind": "index", "split": "train"}, 422, "split: Extra inputs"),  # an analyst-only option
    ({"database": "../../etc/passwd"}, 422, "upload id"),
    ({"database": "0123456789abcdef"}, 404, "no uploaded database"),
    ({"question": "How many?"}, 422, "question needs database"),
])
def test_bad_resets_get_4xx_with_a_reason(client, body, status, reason):
    response = client.post("/reset", json=body)
    assert response.status_code == status and reason in response.json()["detail"]


@pytest.mark.parametrize("body", [{"task_id": "tiny/nope"}, {"split": "heldout"}])
def test_a_failed_reset_frees_its_new_session(tiny_db, body):
    client = tiny_api(tiny_db, max_sessions=2)
    kept = reset(client)
    for _ in range(3):
        assert client.post("/reset", json=body).status_code in (404, 422)
    assert client.get("/health").json()["sessions"] == 1
    assert step(client, kept, "DESCRIBE orders").status_code == 200  # never evicted by the failed ones
    failed_on_own = client.post("/reset", json=body, headers={SESSION_HEADER: kept})
    assert failed_on_own.status_code in (404, 422) and step(client, kept, "DESCRIBE orders").status_code == 200


def test_session_errors_are_clear(client):
    missing = client.post("/step", json={"action": "DESCRIBE customers"})
    assert missing.status_code == 400 and SESSION_HEADER in missing.json()["detail"]
    unknown = client.post("/step", json={"action": "DESCRIBE customers"}, headers={SESSION_HEADER: "nope"})
    assert unknown.status_code == 404 and "POST /reset" in unknown.json()["detail"]
    assert client.get("/state", headers={SESSION_HEADER: "nope"}).status_code == 404


def test_idle_sessions_expire_with_410(tiny_db):
    client = tiny_api(tiny_db, idle_ttl_s=0.3)
    sid = reset(client, task_id="tiny/customers")
    assert step(client, sid, "DESCRIBE customers").status_code == 200
    time.sleep(0.4)
    gone = step(client, sid, "DESCRIBE customers")
    assert gone.status_code == 410 and "expired after 0.3 s idle" in gone.json()["detail"]


def test_least_recently_used_session_is_evicted(tiny_db):
    client = tiny_api(tiny_db, max_sessions=2)
    a, b = reset(client, task_id="tiny/customers"), reset(client, task_id="tiny/priciest")
    assert step(client, a, "DESCRIBE customers").status_code == 200  # a is now more recent than b
    c = reset(client, task_id="tiny/top_city")
    evicted = step(client, b, "DESCRIBE customers")
    assert evicted.status_code == 410 and "least recently used" in evicted.json()["detail"]
    assert step(client, a, "DESCRIBE orders").status_code == 200 and step(client, c, "DESCRIBE orders").status_code == 200
    assert client.get("/health").json()["sessions"] == 2


def test_sessions_do_not_share_state(client):
    a, b = reset(client, task_id="tiny/customers"), reset(client, task_id="tiny/priciest")
    for _ in range(3):
        step(client, a, "DESCRIBE orders")
    state_a = client.get("/state", headers={SESSION_HEADER: a}).json()["state"]
    state_b = client.get("/state", headers={SESSION_HEADER: b}).json()["state"]
    assert (state_a["step_count"], state_a["task_id"]) == (3, "tiny/customers")
    assert (state_b["step_count"], state_b["task_id"]) == (0, "tiny/priciest")


def test_requests_on_one_session_are_serialised(client):
    sid = reset(client, task_id="tiny/customers")
    statuses = []

    def worker(i):
        statuses.append(step(client, sid, f"QUERY SELECT {i}, COUNT(*) FROM orders").status_code)

    threads = [threading.Thread(target=worker, args=(i,)) for i in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert statuses == [200] * 8
    assert client.get("/state", headers={SESSION_HEADER: sid}).json()["state"]["step_count"] == 8  # no lost update


def test_a_busy_session_answers_409(tiny_db):
    client = tiny_api(tiny_db, lock_wait_s=0.1)
    sid = reset(client, task_id="tiny/customers")
    session = client.app.state.environments.sessions.get(sid)
    with session.lock:
        busy = step(client, sid, "DESCRIBE customers")
    assert busy.status_code == 409 and "one request at a time" in busy.json()["detail"]


# ---------------------------------------------------------------------------------------------- reviewer


def test_reviewer_refuses_unsafe_sql_without_touching_the_database_or_the_step_budget(client, tiny_db):
    before = file_digest(tiny_db)
    sid = reset(client, task_id="tiny/customers")
    refused = step(client, sid, "QUERY DELETE FROM orders", "/step_with_review").json()
    observation = refused["observation"]
    assert observation["kind"] == "refused" and refused["reward"] == REVIEW_PENALTY == -0.1
    assert "only SELECT/WITH" in observation["error"] and "not counted" in observation["text"]
    assert observation["reward_parts"] == {"review": REVIEW_PENALTY} and observation["steps_left"] == 12
    unknown = step(client, sid, "QUERY SELECT * FROM invoices", "/step_with_review").json()["observation"]
    assert "unknown table 'invoices'" in unknown["error"] and "customers, orders, products" in unknown["error"]
    bad_table = step(client, sid, "SAMPLE salaries", "/step_with_review").json()["observation"]
    assert bad_table["kind"] == "refused"
    state = client.get("/state", headers={SESSION_HEADER: sid}).json()
    assert state["state"]["step_count"] == 0 and state["session"]["refused"] == 3
    assert file_digest(tiny_db) == before


def test_reviewer_passes_good_actions_to_the_environment(client):
    sid = reset(client, task_id="tiny/customers")
    body = step(client, sid, "QUERY WITH c AS (SELECT * FROM customers) SELECT COUNT(*) FROM c", "/step_with_review").json()
    assert body["observation"]["rows"]["rows"] == [[5]] and body["observation"]["metadata"]["review"] == "passed"
    assert step(client, sid, "ANSWER 5", "/step_with_review").json()["done"] is True


# ---------------------------------------------------------------------------------------------- serialisation


def test_jsonable_handles_numpy_pandas_and_friends():
    @dataclasses.dataclass
    class Point:
        x: float
        tags: set

    value = {
        "i": np.int64(3), "f": np.float32(1.5), "nan": float("nan"), "npnan": np.float64("nan"), "b": np.bool_(True),
        "arr": np.arange(3), "ts": pd.Timestamp("2024-01-02 03:04"), "na": pd.NA, "nat": pd.NaT,
        "frame": pd.DataFrame({"a": [1, 2], "b": ["x", None]}), "series": pd.Series([1.0, None]),
        "blob": b"\x00\xff", "dec": decimal.Decimal("1.25"), "when": dt.date(2024, 5, 6), "set": {3, 1},
        "point": Point(1.0, {"b", "a"}), 7: "int key", "long": "y" * 50,
    }
    out = jsonable(value, max_chars=10)
    json.dumps(out, allow_nan=False)  # strict JSON: no NaN, no numpy types
    assert out["i"] == 3 and out["f"] == 1.5 and out["nan"] is None and out["npnan"] is None and out["b"] is True
    assert out["arr"] == [0, 1, 2] and out["ts"].startswith("2024-01-02T03:04") and out["na"] is None and out["nat"] is None
    assert out["frame"] == {"columns": ["a", "b"], "rows": [[1, "x"], [2, None]]}
    assert out["series"] == [1.0, None] and out["blob"] == "0x00ff" and out["dec"] == 1.25 and out["set"] == [1, 3]
    assert out["point"] == {"x": 1.0, "tags": ["a", "b"]} and out["7"] == "int key" and out["long"] == "y" * 9 + "…"


class NumpyEnv:
    """An environment whose observations carry numpy/pandas values, as an uploaded DuckDB-backed one might."""

    def __init__(self):
        self._state = State()

    @property
    def state(self):
        return self._state

    def reset(self, seed=None, task_id=None, **kwargs):
        return Observation(text="hi", reward=np.float64(0.0), metadata={"n": np.int64(2), "x": np.float64("inf"),
                                                                          "when": pd.Timestamp("2024-01-01")})

    def step(self, action):
        self._state.step_count += 1
        return Observation(text="ok", reward=np.float32(0.5), reward_parts={"a": np.float64(0.5)},
                           metadata={"frame": pd.DataFrame({"v": np.array([1, 2])})})


def test_numpy_and_pandas_values_cross_the_api():
    client = TestClient(create_api(env_factories={"analyst": NumpyEnv}))
    first = client.post("/reset", json={}).json()
    assert first["observation"]["metadata"] == {"n": 2, "x": None, "when": "2024-01-01T00:00:00"}
    body = step(client, first["session_id"], "anything").json()
    assert body["reward"] == 0.5 and body["observation"]["metadata"]["frame"] == {"columns": ["v"], "rows": [[1], [2]]}


def test_rows_are_capped_in_json(tiny_db):
    client = tiny_api(tiny_db, max_rows=7, max_cell_chars=5)
    sid = reset(client, task_id="tiny/customers")
    rows = step(client, sid, "QUERY SELECT name FROM customers CROSS JOIN orders").json()["observation"]["rows"]
    assert len(rows["rows"]) == 7 and rows["truncated"] and rows["rows"][0][0] == "Ada …"


# ---------------------------------------------------------------------------------------------- benchmark


def test_benchmark_runs_the_injected_baseline(client):
    report = client.get("/benchmark", params={"n": 4, "seed": 1}).json()
    assert report["n"] == 4 and report["policy"] == "baseline" and 0.0 <= report["accuracy"] <= 1.0
    assert report["step_latency"]["count"] == sum(e["steps"] for e in report["episodes"]) > 0
    assert report["step_latency"]["p95_ms"] >= report["step_latency"]["p50_ms"] > 0
    unknown = client.get("/benchmark", params={"policy": "oracle"})
    assert unknown.status_code == 422 and "no analyst policy named 'oracle'" in unknown.json()["detail"]
    assert client.get("/benchmark", params={"n": 10_000}).status_code == 422


def test_benchmark_runs_the_index_policy_on_index_scenarios():
    client = TestClient(create_api(POLICIES))
    response = client.get("/benchmark", params={"kind": "index", "n": 1, "difficulty": "easy"})
    assert response.status_code == 200, response.text
    report = response.json()
    assert report["kind"] == "index" and report["n"] == 1 and report["accuracy"] is None
    assert 0.0 <= report["mean_score"] <= 100.0 and report["episodes"][0]["steps"] > 0


def test_benchmark_policy_of_another_kind_is_a_422():
    client = TestClient(create_api({"analyst": {"baseline": RuleBasedAnalyst}}))
    response = client.get("/benchmark", params={"kind": "index"})
    assert response.status_code == 422 and "index policies: none" in response.json()["detail"]


def test_benchmark_without_injected_policies_says_so():
    response = TestClient(create_api()).get("/benchmark")
    assert response.status_code == 422 and "injects" in response.json()["detail"]


# ---------------------------------------------------------------------------------------------- the client


def test_remote_env_matches_the_local_env_step_for_step(client, tiny_db):
    local = AnalystEnv(tasks=tiny_tasks(tiny_db))
    remote = RemoteEnv(kind="analyst", client=client)
    actions = ["DESCRIBE orders", AnalystAction("query", "SELECT customer_id, SUM(quantity) FROM orders GROUP BY 1"),
               "QUERY SELECT nope FROM orders", "SAMPLE products", "ANSWER 5"]
    a, b = local.reset(task_id="tiny/customers", seed=0), remote.reset(task_id="tiny/customers", seed=0)
    assert isinstance(b, AnalystObservation) and a.text == b.text and a.tables == b.tables
    for action in actions:
        a, b = local.step(action), remote.step(action)
        assert isinstance(b, AnalystObservation)
        assert (a.text, a.reward, a.reward_parts, a.done, a.error, a.hint, a.kind, a.steps_left) == (
            b.text, b.reward, b.reward_parts, b.done, b.error, b.hint, b.kind, b.steps_left)
        if a.result is not None and a.result.ok:
            assert b.frame.equals(a.frame)
    state = remote.state
    assert isinstance(state, AnalystState) and isinstance(state.seen, set)
    assert (state.step_count, state.seen, state.correct) == (local.state.step_count, local.state.seen, local.state.correct)
    refused = remote.step_with_review("QUERY DROP TABLE orders")
    assert refused.kind == "refused" and refused.reward == REVIEW_PENALTY
    with pytest.raises(RemoteEnvError) as raised:
        RemoteEnv(client=client).step("DESCRIBE orders")  # no reset yet: no session
    assert raised.value.status == 400


def test_index_sessions_over_the_api_and_the_client():
    client = TestClient(create_api())
    remote = RemoteEnv(kind="index", client=client)
    first = remote.reset(task_id="easy/ticket_lookup")
    from envs.index_tuning.spec import IndexAction, IndexObservation, IndexState

    assert isinstance(first, IndexObservation) and first.cost == first.initial_cost > 0
    created = remote.step(IndexAction.create_index("tickets", ["customer_email"]))
    assert created.error is None and created.reward_parts["cost_delta"] > 0 and created.cost < first.cost
    refused = remote.step_with_review("explain(SELECT * FROM invoices)")
    assert refused.kind == "refused" and "unknown table" in refused.error
    wrong_kind = client.post("/step", json={"action": {"kind": "query", "argument": "SELECT 1"}},
                             headers={SESSION_HEADER: remote.session_id})
    assert wrong_kind.status_code == 422 and "other environment" in wrong_kind.json()["detail"]
    state = remote.state
    assert isinstance(state, IndexState) and state.step_count == 1 and state.created == ["idx_tickets_customer_email"]
