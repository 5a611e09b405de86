"""50 sessions stepping in parallel against a real uvicorn server on loopback, over HTTP sessions and over OpenEnv
WebSockets: no errors, no cross-talk, bounded.

The server runs in a thread on a free 127.0.0.1 port and stops when the test ends; each run is capped at
``TIMEOUT_S``. Latency figures are printed (``-s``) but not asserted: ``python -m bench api_load`` reports them.
"""

import pytest

from bench.api_load import run_load
from envs.server import ServerConfig, create_api, serve_in_thread

SESSIONS = 50
STEPS = 5  # per session, under the analyst env's 12-step budget
TIMEOUT_S = 120.0  # for the whole run; loaded CI machines are slow, a hang is what this guards against


@pytest.mark.parametrize("transport", ["http", "ws"])
def test_fifty_sessions_step_in_parallel_without_errors_or_cross_talk(transport):
    config = ServerConfig(max_sessions=SESSIONS, max_ws_sessions=SESSIONS)
    with serve_in_thread(create_api(config=config)) as url:
        report = run_load(url, sessions=SESSIONS, steps=STEPS, timeout_s=TIMEOUT_S, transport=transport)
        print(report.summary())
        assert report.errors == [] and report.crosstalk == []
        assert report.finished == SESSIONS and len(report.step_latencies_s) == SESSIONS * STEPS
