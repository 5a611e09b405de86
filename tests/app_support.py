"""Helpers for the app tests: a scripted LLM generator (the real LLMPolicy code path, no model) and a launched app."""

from __future__ import annotations

import os
import socket
import time
from pathlib import Path

os.environ.setdefault("GRADIO_ANALYTICS_ENABLED", "False")
os.environ.setdefault("HF_HUB_OFFLINE", "1")

from agent.llm_policy import LLMPolicy, Reply  # noqa: E402
from ui.services import Services  # noqa: E402

ANALYST_SCRIPT = ("DESCRIBE orders",
                  "QUERY SELECT c.city, COUNT(*) AS orders FROM orders o JOIN customers c "
                  "ON c.customer_id = o.customer_id WHERE c.city IS NOT NULL GROUP BY c.city ORDER BY c.city",
                  "ANSWER Every city placed 12 orders.")
INDEX_SCRIPT = ("analyze_indexes", "submit_report(looked, changed nothing)")


class ScriptedGenerator:
    """Replies from a fixed script, one per call (then ANSWER/submit); stands in for the model."""

    def __init__(self, replies, last: str = "ANSWER I am done."):
        self.replies, self.last = list(replies), last

    def __call__(self, conversations):
        return [Reply(self.replies.pop(0) if self.replies else self.last, tokens=4) for _ in conversations]


class PacedGenerator(ScriptedGenerator):
    """The scripted generator taking ``delay_s`` per reply, like a slow model; every call is logged in ``calls``
    (tests check that a stopped or abandoned run makes no further call)."""

    def __init__(self, replies, delay_s: float, calls: list, last: str = "ANSWER I am done."):
        super().__init__(replies, last)
        self.delay_s, self.calls = delay_s, calls

    def __call__(self, conversations):
        time.sleep(self.delay_s)
        self.calls.append(time.monotonic())
        return super().__call__(conversations)


def paced_services(tmp: Path, delay_s: float, replies=("DESCRIBE orders",) * 30) -> Services:
    """Services whose LLM agent takes ``delay_s`` per step (by default it wanders until its step budget ends);
    ``services.agent_factory.calls`` logs its generations."""
    calls: list[float] = []

    def factory():
        return LLMPolicy(PacedGenerator(replies, delay_s, calls))
    factory.model_id, factory.calls = "paced-test-model", calls
    return Services(ratings_path=tmp / "ratings.duckdb", agent_factory=factory, agent_label="LLM agent (paced)",
                    index_agent_factory=scripted_index_agent, results_dirs=(tmp / "results",))


paced_services.__test__ = False  # not a test


def scripted_agent(replies=ANALYST_SCRIPT):
    def factory():
        return LLMPolicy(ScriptedGenerator(replies))
    factory.model_id = "scripted-test-model"
    return factory


def scripted_index_agent():
    return LLMPolicy(ScriptedGenerator(INDEX_SCRIPT, last="submit_report(done)"), kind="index_tuning")


def test_services(tmp: Path, replies=ANALYST_SCRIPT) -> Services:
    return Services(ratings_path=tmp / "ratings.duckdb", agent_factory=scripted_agent(replies),
                    agent_label="LLM agent (scripted)", index_agent_factory=scripted_index_agent,
                    results_dirs=(tmp / "results",))


test_services.__test__ = False  # not a test


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def launch(services: Services):
    """Build and launch the app in-process on loopback; returns (blocks, url)."""
    import app

    blocks = app.build_app(services)
    port = free_port()
    blocks.launch(server_name="127.0.0.1", server_port=port, prevent_thread_lock=True, ssr_mode=False,
                  quiet=True, css_paths=[app.CSS_PATH])
    return blocks, f"http://127.0.0.1:{port}/"
