"""End-to-end in a real browser (Debian chromium + Playwright, headless, loopback only; every other request is
blocked and counted): upload a database and run an analyst episode, run index tuning, cast a blind vote and see the
leaderboard change after a reload. Screenshots go to test-artifacts/.

    python -m pytest tests/test_browser.py
"""

import shutil
from pathlib import Path

import pytest

from tests.app_support import launch, test_services

CHROMIUM = "/usr/bin/chromium"
ARTIFACTS = Path(__file__).resolve().parent.parent / "test-artifacts"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
WAIT_MS = 60_000  # generous: two shared CPU cores

pytestmark = [pytest.mark.slow, pytest.mark.skipif(not Path(CHROMIUM).exists(), reason="Debian chromium missing")]


@pytest.fixture(scope="module")
def app_url(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("browser")
    blocks, url = launch(test_services(tmp))
    yield url
    blocks.close()


@pytest.fixture(scope="module")
def browser():
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield b
        b.close()


@pytest.fixture
def page(browser, app_url):
    ARTIFACTS.mkdir(exist_ok=True)
    blocked = []
    page = browser.new_page(viewport={"width": 1400, "height": 1800})

    def route(r):
        if r.request.url.startswith(("http://127.0.0.1", "ws://127.0.0.1", "data:", "blob:")):
            r.continue_()
        else:
            blocked.append(r.request.url)
            r.abort()

    page.route("**/*", route)
    page.goto(app_url)
    yield page
    page.close()
    assert blocked == [], f"the page tried to reach the internet: {blocked[:3]}"


def textbox(page, elem_id: str) -> str:
    return page.locator(f"#{elem_id} textarea").input_value()


def wait_text(page, elem_id: str, marker: str):
    page.wait_for_function(
        f"(document.querySelector('#{elem_id} textarea')?.value || '').includes({marker!r})", timeout=WAIT_MS)


def test_upload_and_run_an_analyst_episode(page, tiny_db, tmp_path):
    original = tmp_path / "my shop.sqlite"
    shutil.copyfile(tiny_db, original)
    before = original.read_bytes()
    page.locator("#analyst-upload input[type=file]").set_input_files(str(original))
    page.wait_for_function("document.querySelector('#analyst-upload-status').innerText.includes('Loaded')",
                           timeout=WAIT_MS)
    assert "customers" in page.locator("#analyst-schema").inner_text()
    page.locator("#analyst-question textarea").fill("How many orders came from each city?")
    page.locator("#analyst-run").click()
    wait_text(page, "analyst-status", "DONE")
    assert "agent" in textbox(page, "analyst-status").lower()
    assert page.locator("#analyst-agent-steps li[data-step]").count() == 3
    assert "London" in page.locator("#analyst-agent-table").inner_text()  # the result table
    page.locator("#analyst-agent-chart .js-plotly-plot").wait_for(timeout=WAIT_MS)  # the bar chart
    page.locator("#analyst-reward-plot .js-plotly-plot").wait_for(timeout=WAIT_MS)  # the reward trace
    assert "step_cost" in page.locator("#analyst-reward-table").inner_text()
    page.screenshot(path=ARTIFACTS / "analyst-upload-run.png", full_page=True)
    page.locator("#analyst-agent-up").click()
    page.wait_for_function("document.querySelector('#analyst-feedback').innerText.includes('recorded')",
                           timeout=WAIT_MS)
    assert original.read_bytes() == before  # the upload itself is never modified


def test_broken_upload_shows_a_message(page, tmp_path):
    bad = tmp_path / "broken.db"
    bad.write_bytes(b"%PDF-1.4 definitely not sqlite")
    page.locator("#analyst-upload input[type=file]").set_input_files(str(bad))
    page.wait_for_function("document.querySelector('#analyst-upload-status').innerText.includes('refused')",
                           timeout=WAIT_MS)
    assert "PDF" in page.locator("#analyst-upload-status").inner_text()
    page.screenshot(path=ARTIFACTS / "analyst-broken-upload.png", full_page=True)


def test_index_tuning_episode(page):
    page.get_by_role("tab", name="Index tuning").click()
    page.locator("#index-run").click()
    wait_text(page, "index-status", "DONE")
    assert "SEARCH" in page.locator("#index-per-query").inner_text()  # EXPLAIN after: an index is used
    page.locator("#index-score-plot .js-plotly-plot").wait_for(timeout=WAIT_MS)
    assert page.locator("#index-expert-player").get_attribute("data-status") in ("done", "failed")
    page.screenshot(path=ARTIFACTS / "index-tuning-run.png", full_page=True)


def test_blind_vote_changes_the_leaderboard_after_reload(page):
    page.get_by_role("tab", name="Rate").click()
    board_before = page.locator("#rate-leaderboard").inner_text()
    page.locator("#rate-new").click()
    wait_text(page, "rate-status", "READY TO VOTE")
    page.screenshot(path=ARTIFACTS / "rate-before-vote.png", full_page=True)
    page.locator("#rate-comment textarea").fill("A explained it better")
    page.locator("#rate-vote-a").click(timeout=WAIT_MS)
    page.wait_for_function("document.querySelector('#rate-reveal').innerText.includes('A was')", timeout=WAIT_MS)
    page.reload()
    page.get_by_role("tab", name="Rate").click()
    page.wait_for_function("document.querySelector('#rate-leaderboard').innerText.includes('baseline')",
                           timeout=WAIT_MS)
    board_after = page.locator("#rate-leaderboard").inner_text()
    assert board_after != board_before and "llm" in board_after
    page.screenshot(path=ARTIFACTS / "rate-leaderboard-after-reload.png", full_page=True)
