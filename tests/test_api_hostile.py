"""Hostile SQL through every path that runs SQL, locally and over a real HTTP server: all refused or cut off by the
budget with a clear message, no database file changes by a single byte, and the server keeps answering.

Paths: analyst QUERY (local env, API /step, API /step_with_review, the OpenEnv WebSocket /analyst/ws); index-tuning
explain and rewrite_query (local env, API /step with the structured action, API /step_with_review, /index/ws). Bad
uploads live in tests/test_upload.py.
The database digests are taken before the first test here and compared by the last one.

    python -m pytest tests/test_api_hostile.py
"""

import hashlib

import httpx
import pytest

from envs.analyst.env import AnalystEnv
from envs.analyst.tasks import select_tasks
from envs.databases import BUILTIN_DATABASES, database_path
from envs.review import REVIEW_PENALTY
from envs.index_tuning import IndexTuningEnv
from envs.index_tuning.scenarios import SCENARIOS, database_file
from envs.server import SESSION_HEADER, create_api, serve_in_thread
from tests.hostile_sql import HOSTILE_SQL

ANALYST_TASK = select_tasks(db="petshop")[0].task_id  # petshop has the orders/customers/products HOSTILE_SQL names
INDEX_TASK = "medium/order_lines"  # the shop database: orders, customers, products
IDS = [h[0] for h in HOSTILE_SQL]
SLOW_IN_INDEX = {"huge randomblob"}  # 10-45 s each: the index env's explain/rewrite budgets are 50M/200M VM steps
HOSTILE_INDEX = [pytest.param(*h, id=h[0], marks=[pytest.mark.slow] if h[0] in SLOW_IN_INDEX else []) for h in HOSTILE_SQL]
REJECTED_WORDS = ("refused", "not allowed", "longer than")  # "action longer than ..." is the index parser's refusal


def database_files() -> list:
    files = [database_path(name) for name in BUILTIN_DATABASES]
    return files + sorted({database_file(s.database) for s in SCENARIOS.values()})


def digests() -> dict:
    return {str(p): hashlib.sha256(p.read_bytes()).hexdigest() for p in database_files()}


@pytest.fixture(scope="module", autouse=True)
def digests_before() -> dict:
    return digests()


@pytest.fixture(scope="module")
def api() -> httpx.Client:
    with serve_in_thread(create_api()) as url, httpx.Client(base_url=url, timeout=120) as client:
        yield client


def assert_stopped(error: str | None, kind: str, where: str) -> None:
    assert error, f"{where}: nothing stopped it"
    if kind == "rejected":
        assert any(word in error for word in REJECTED_WORDS), f"{where}: {error}"
    else:
        assert "budget" in error or "time limit" in error, f"{where}: {error}"
    assert len(error) < 500


def new_session(api: httpx.Client, kind: str, task_id: str) -> str:
    response = api.post("/reset", json={"kind": kind, "task_id": task_id})
    assert response.status_code == 200, response.text
    return response.json()["session_id"]


def call(api: httpx.Client, path: str, sid: str, action) -> dict:
    response = api.post(path, json={"action": action}, headers={SESSION_HEADER: sid})
    assert response.status_code == 200, response.text
    assert api.get("/health").json()["status"] == "healthy"
    return response.json()["observation"]


# ---------------------------------------------------------------------------------------------- analyst QUERY


@pytest.fixture(scope="module")
def analyst_env():
    env = AnalystEnv()
    yield env
    env.close()


@pytest.mark.parametrize("label,sql,kind", HOSTILE_SQL, ids=IDS)
def test_analyst_query_local(analyst_env, label, sql, kind):
    analyst_env.reset(task_id=ANALYST_TASK)
    observation = analyst_env.step(f"QUERY {sql}")
    assert observation.result.error_kind == kind, observation.error
    assert_stopped(observation.error, kind, label)
    assert observation.text.startswith("Error: ") and not observation.done


@pytest.mark.parametrize("label,sql,kind", HOSTILE_SQL, ids=IDS)
def test_analyst_query_api_step(api, label, sql, kind):
    sid = new_session(api, "analyst", ANALYST_TASK)
    observation = call(api, "/step", sid, f"QUERY {sql}")
    assert observation["rows"]["error_kind"] == kind
    assert_stopped(observation["error"], kind, label)


@pytest.mark.parametrize("label,sql,kind", HOSTILE_SQL, ids=IDS)
def test_analyst_query_api_step_with_review(api, label, sql, kind):
    sid = new_session(api, "analyst", ANALYST_TASK)
    observation = call(api, "/step_with_review", sid, {"kind": "query", "argument": sql})
    if kind == "rejected":  # the reviewer stops it before the environment sees it
        assert observation["kind"] == "refused" and observation["reward"] == REVIEW_PENALTY
        assert observation["error"].startswith("refused: ")
        assert api.get("/state", headers={SESSION_HEADER: sid}).json()["state"]["step_count"] == 0
    else:  # valid SQL over known tables passes the reviewer; the environment's budget cuts it off
        assert observation["metadata"]["review"] == "passed" and observation["rows"]["error_kind"] == "budget"
    assert_stopped(observation["error"], kind, label)


# ---------------------------------------------------------------------------------------------- index tuning


@pytest.fixture(scope="module")
def index_env():
    env = IndexTuningEnv()
    yield env
    env.close()


def assert_explain_stopped(error: str | None, text: str, kind: str, where: str) -> None:
    if kind == "rejected":
        assert_stopped(error, kind, where)
    else:  # explain reports the plan and the cost it counted up to the budget: information, not an error
        assert error is None and "stopped at the budget" in text, f"{where}: {error} {text[:200]}"


@pytest.mark.parametrize("label,sql,kind", HOSTILE_INDEX)
def test_index_explain_local(index_env, label, sql, kind):
    index_env.reset(task_id=INDEX_TASK)
    observation = index_env.step(f"explain({sql})")
    assert_explain_stopped(observation.error, observation.text, kind, label)


@pytest.mark.parametrize("label,sql,kind", HOSTILE_INDEX)
def test_index_rewrite_local(index_env, label, sql, kind):
    index_env.reset(task_id=INDEX_TASK)
    observation = index_env.step(f"rewrite_query(q1, {sql})")
    assert_stopped(observation.error, kind, label)
    assert not index_env.state.rewrites


@pytest.mark.parametrize("label,sql,kind", HOSTILE_INDEX)
def test_index_explain_api_step(api, label, sql, kind):
    sid = new_session(api, "index", INDEX_TASK)
    observation = call(api, "/step", sid, {"kind": "explain", "sql": sql})
    assert_explain_stopped(observation["error"], observation["text"], kind, label)


@pytest.mark.parametrize("label,sql,kind", HOSTILE_INDEX)
def test_index_rewrite_api_step(api, label, sql, kind):
    sid = new_session(api, "index", INDEX_TASK)
    observation = call(api, "/step", sid, {"kind": "rewrite_query", "qid": "q1", "sql": sql})
    assert_stopped(observation["error"], kind, label)
    assert api.get("/state", headers={SESSION_HEADER: sid}).json()["state"]["rewrites"] == {}


@pytest.mark.parametrize("label,sql,kind", HOSTILE_INDEX)
def test_index_explain_api_step_with_review(api, label, sql, kind):
    sid = new_session(api, "index", INDEX_TASK)
    observation = call(api, "/step_with_review", sid, f"explain({sql})")
    if kind == "rejected":
        assert observation["kind"] == "refused" and observation["reward"] == REVIEW_PENALTY
        assert_stopped(observation["error"], kind, label)
    else:
        assert observation["metadata"]["review"] == "passed"
        assert_explain_stopped(observation["error"], observation["text"], kind, label)


# ---------------------------------------------------------------------------------------------- OpenEnv WebSocket


@pytest.fixture(scope="module")
def ws_clients(api):
    from openenv import GenericEnvClient

    clients = {kind: GenericEnvClient(base_url=f"{api.base_url}/{kind}").sync() for kind in ("analyst", "index")}
    yield clients
    for client in clients.values():
        client.close()


@pytest.mark.parametrize("label,sql,kind", HOSTILE_SQL, ids=IDS)
def test_analyst_query_websocket(ws_clients, api, label, sql, kind):
    env = ws_clients["analyst"]
    env.reset(task_id=ANALYST_TASK)
    observation = env.step({"kind": "query", "argument": sql}).observation
    assert observation["rows"]["error_kind"] == kind
    assert_stopped(observation["error"], kind, label)
    assert api.get("/health").json()["status"] == "healthy"


@pytest.mark.parametrize("label,sql,kind", HOSTILE_INDEX)
def test_index_rewrite_websocket(ws_clients, label, sql, kind):
    env = ws_clients["index"]
    env.reset(task_id=INDEX_TASK)
    observation = env.step({"kind": "rewrite_query", "qid": "q1", "sql": sql}).observation
    assert_stopped(observation["error"], kind, label)
    assert env.state()["rewrites"] == {}


# ---------------------------------------------------------------------------------------------- afterwards


def test_no_database_file_changed_and_the_server_still_answers(api, digests_before):
    assert digests() == digests_before
    assert api.get("/health").json()["status"] == "healthy"
    sid = new_session(api, "analyst", ANALYST_TASK)
    observation = call(api, "/step", sid, "QUERY SELECT COUNT(*) FROM orders")
    assert observation["error"] is None and observation["rows"]["rows"][0][0] > 0
