"""Long runs in a real browser, with an LLM agent that takes ~1 s a step (a paced script, no model): nothing is
shown before a run, the baseline's panel fills in while the agent still works, Stop ends the run and its worker,
a closed tab stops its worker within seconds, and the arena stays blind while one player is already done.

    python -m pytest tests/test_browser_runs.py
"""

import threading
import time

import pytest

from tests.app_support import launch, paced_services
from tests.browser_support import ARTIFACTS, WAIT_MS, browser, needs_chromium, open_page, visible, wait_text
from tests.test_browser import assert_blind

pytestmark = needs_chromium
__all__ = ["browser"]  # the fixture, imported for pytest

STEP_S = 1.0  # the paced agent's time per step: its whole episode (12 steps) would take ~12 s
STOP_WITHIN_S = 5.0  # a stopped or abandoned run's worker must be gone this soon
QUESTION = "How many owners are there?"  # kennel, the default database


@pytest.fixture(scope="module")
def paced(tmp_path_factory):
    services = paced_services(tmp_path_factory.mktemp("paced"), STEP_S)
    blocks, url = launch(services)
    yield url, services.agent_factory.calls
    blocks.close()


def players_alive() -> list[str]:
    return [t.name for t in threading.enumerate() if t.name.startswith("player-") and t.is_alive()]


def wait_workers_gone(calls: list) -> float:
    """Seconds until no player thread is left (fails after STOP_WITHIN_S); then checks no generation follows."""
    started = time.monotonic()
    while players_alive():
        assert time.monotonic() - started < STOP_WITHIN_S, f"still working: {players_alive()}"
        time.sleep(0.1)
    waited, made = time.monotonic() - started, len(calls)
    time.sleep(STEP_S * 1.5)
    assert len(calls) == made, "the agent kept generating after its run was stopped"
    return waited


def start_run(page):
    page.locator("#analyst-question textarea").fill(QUESTION)
    page.locator("#analyst-run").click()


def test_nothing_is_shown_before_a_run(browser, paced):
    url, _ = paced
    with open_page(browser, url) as page:
        for elem_id in ("analyst-status", "analyst-agent-card", "analyst-baseline-card", "analyst-reward-plot",
                        "analyst-reward-table", "analyst-stop"):
            assert not visible(page, f"#{elem_id}"), f"#{elem_id} is shown before any run"
        assert page.locator("#analyst-agent-steps").inner_text().strip() == ""
        for tab, button, hidden in (
                ("Index tuning", "index-run", ("index-status", "index-score-plot", "index-llm-per-query")),
                ("Rate", "rate-new", ("rate-status", "rate-sides", "rate-votes", "rate-export-file"))):
            page.get_by_role("tab", name=tab).click()
            page.locator(f"#{button}").wait_for(timeout=WAIT_MS)
            for elem_id in hidden:
                assert not visible(page, f"#{elem_id}"), f"#{elem_id} is shown before any run"
        headers = page.evaluate("[...document.querySelectorAll('th')].filter(e => e.offsetParent !== null)"
                                ".map(e => e.innerText.trim())")
        assert not [h for h in headers if h.isdigit()], f"placeholder column headers: {headers}"


def test_panels_render_independently_and_stop_ends_the_run(browser, paced):
    url, calls = paced
    with open_page(browser, url) as page:
        clicked = time.monotonic()
        start_run(page)
        wait_text(page, "analyst-status", "LLM agent")  # feedback at once: each player's state
        feedback_s = time.monotonic() - clicked
        page.locator("#analyst-baseline-card").wait_for(state="visible", timeout=WAIT_MS)
        agent = page.locator("#analyst-agent-steps-list").get_attribute("data-status")
        assert agent in ("loading", "running"), "the baseline's card waited for the agent"
        assert not visible(page, "#analyst-agent-card")
        page.locator("#analyst-agent-steps li[data-step]").first.wait_for(timeout=WAIT_MS)
        hint = page.locator("#analyst-agent-steps .step-hint").first  # its error and the env's hint, in view
        assert hint.is_visible() and "Hint" in hint.inner_text()
        assert "of 12" in page.locator("#analyst-agent-steps .player-state").inner_text()  # step n of N
        page.locator("#analyst-stop").click()
        wait_text(page, "analyst-status", "DONE", timeout=STOP_WITHIN_S * 1000)
        assert page.locator("#analyst-agent-steps-list").get_attribute("data-status") == "stopped"
        assert page.locator("#analyst-baseline-steps-list").get_attribute("data-status") == "done"
        assert "Stopped" in page.locator("#analyst-agent-answer").inner_text()
        assert not visible(page, "#analyst-stop")
        page.screenshot(path=ARTIFACTS / "analyst-stopped.png", full_page=True)
        wait_workers_gone(calls)
        assert len(calls) < 12
    assert feedback_s < 5.0  # loose on two shared cores; the bench measures the real figure


def test_closing_the_tab_stops_its_worker(browser, paced):
    url, calls = paced
    with open_page(browser, url) as page:
        start_run(page)
        page.locator("#analyst-agent-steps li[data-step]").first.wait_for(timeout=WAIT_MS)
        assert players_alive(), "the agent should still be working"
        made = len(calls)
        page.close()
    wait_workers_gone(calls)
    assert len(calls) <= made + 4  # stopped within a few steps of the close, far from the 12-step budget


def test_the_arena_stays_blind_while_one_player_is_done(browser, paced):
    url, _ = paced
    with open_page(browser, url) as page:
        page.get_by_role("tab", name="Rate").click()
        page.locator("#rate-new").click()
        wait_text(page, "rate-status", "working")
        deadline = time.monotonic() + WAIT_MS / 1000  # the baseline finishes in a step or two, the agent is paced
        while players_alive() != ["player-llm"] and time.monotonic() < deadline:  # (polled: on a loaded machine
            time.sleep(0.1)  # the baseline's thread may take longer than two paced steps)
        assert players_alive() == ["player-llm"]
        assert not visible(page, "#rate-sides") and not visible(page, "#rate-votes")
        assert_blind(page)
        page.locator("#rate-stop").click()  # no need to wait for the whole episode
        wait_text(page, "rate-status", "READY TO VOTE", timeout=STOP_WITHIN_S * 1000)
        assert not visible(page, "#rate-votes")  # nothing to vote on after a stop
