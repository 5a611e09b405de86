"""End-to-end in a real browser (Debian chromium + Playwright, headless, loopback only; every other request is
blocked and counted): upload a database and run an analyst episode, run index tuning, cast a blind vote and see the
leaderboard change after a reload. Screenshots go to test-artifacts/ (the README's to test-artifacts/readme/).

    python -m pytest tests/test_browser.py
"""

import shutil

import pytest

from tests.app_support import launch, test_services
from tests.browser_support import (ARTIFACTS, WAIT_MS, browser, needs_chromium, open_page, readme_shot, textbox,
                                   wait_text)

pytestmark = needs_chromium
__all__ = ["browser"]  # the fixture, imported for pytest


@pytest.fixture(scope="module")
def app_url(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("browser")
    blocks, url = launch(test_services(tmp))
    yield url
    blocks.close()


@pytest.fixture
def page(browser, app_url):
    with open_page(browser, app_url) as page:
        yield page


def upload(page, path) -> None:
    """Upload ``path`` (or a list of files) in the Analyst tab and wait until it is loaded."""
    page.locator("#analyst-upload input[type=file]").set_input_files(
        [str(p) for p in path] if isinstance(path, list) else str(path))
    page.wait_for_function("document.querySelector('#analyst-upload-status').innerText.includes('Loaded')",
                           timeout=WAIT_MS)


def ask(page, question: str, enter: bool = False) -> None:
    """Ask ``question`` (with the Run button, or ``enter``: the Enter key in the box) and wait until both players
    are done."""
    box = page.locator("#analyst-question textarea")
    box.fill(question)
    box.press("Enter") if enter else page.locator("#analyst-run").click()
    wait_text(page, "analyst-status", "DONE")


def test_upload_and_run_an_analyst_episode(page, tiny_db, tmp_path):
    original = tmp_path / "my shop.sqlite"
    shutil.copyfile(tiny_db, original)
    before = original.read_bytes()
    upload(page, original)
    assert "customers" in page.locator("#analyst-schema").inner_text()
    ask(page, "How many orders came from each city?")
    assert "agent" in textbox(page, "analyst-status").lower()
    assert page.locator("#analyst-agent-steps li[data-step]").count() == 3
    page.wait_for_function(  # the result table (it may render after the status says DONE on a busy machine)
        "(document.querySelector('#analyst-agent-table')?.innerText || '').includes('London')", timeout=WAIT_MS)
    page.locator("#analyst-agent-chart .js-plotly-plot").wait_for(timeout=WAIT_MS)  # the bar chart
    page.locator("#analyst-reward-plot .js-plotly-plot").wait_for(timeout=WAIT_MS)  # the reward trace
    assert "step_cost" in page.locator("#analyst-reward-table").inner_text()
    page.screenshot(path=ARTIFACTS / "analyst-upload-run.png", full_page=True)
    readme_shot(page, "analyst-card", "#analyst-agent-card", whole_width=False)
    page.locator("#analyst-agent-up").click()
    page.wait_for_function("document.querySelector('#analyst-feedback').innerText.includes('recorded')",
                           timeout=WAIT_MS)
    page.wait_for_function("document.querySelector('#analyst-agent-up').classList.contains('primary')",
                           timeout=WAIT_MS)  # the thumb stays pressed, its twin not
    assert "primary" not in page.locator("#analyst-agent-down").get_attribute("class")
    assert original.read_bytes() == before  # the upload itself is never modified


def test_a_glossary_teaches_both_players_the_owners_words(page, tiny_db, tmp_path):
    words = tmp_path / "tiny.glossary.txt"
    words.write_text("patrons: customers\n")
    upload(page, [tiny_db, words])  # a glossary uploaded with its database fills the box
    page.locator("#analyst-glossary-accordion button").first.click()  # open the accordion
    assert textbox(page, "analyst-glossary") == "patrons: customers\n"
    page.locator("#analyst-glossary textarea").fill("punters, regulars: customers\nghosts: spirits")
    page.locator("#analyst-question textarea").click()  # typing checks it, and leaving the box again
    page.wait_for_function("document.querySelector('#analyst-glossary-status').innerText.includes('spirits')",
                           timeout=WAIT_MS)
    assert "1 entry in use" in page.locator("#analyst-glossary-status").inner_text()
    ask(page, "How many punters do we have?", enter=True)
    answer = page.locator("#analyst-baseline-answer").inner_text()
    assert "5" in answer and "can't" not in answer  # without the glossary: "I could not link 'punters' ..."


def test_broken_upload_shows_a_message_and_the_next_upload_stands_alone(page, tmp_path, tiny_db):
    bad = tmp_path / "broken.db"
    bad.write_bytes(b"%PDF-1.4 definitely not sqlite")
    page.locator("#analyst-upload input[type=file]").set_input_files(str(bad))
    page.wait_for_function("document.querySelector('#analyst-upload-status').innerText.includes('refused')",
                           timeout=WAIT_MS)
    assert "PDF" in page.locator("#analyst-upload-status").inner_text()
    page.screenshot(path=ARTIFACTS / "analyst-broken-upload.png", full_page=True)
    page.locator("#analyst-upload input[type=file]").set_input_files(str(tiny_db))  # no ✕ pressed in between
    page.wait_for_function("document.querySelector('#analyst-upload-status').innerText.includes('Loaded')",
                           timeout=WAIT_MS)


def test_a_database_dropped_on_index_tuning_is_the_one_tuned(page, tiny_db):
    """Uploading on the Index tuning tab picks the "uploaded database" scenario: the default built-in one would
    otherwise be tuned while the user's file sits unused."""
    page.get_by_role("tab", name="Index tuning").click()
    page.locator("#index-upload-db input[type=file]").set_input_files(str(tiny_db))
    page.wait_for_function("(document.querySelector('#index-scenario input')?.value || '') === 'uploaded database'",
                           timeout=WAIT_MS)


def test_a_database_uploaded_on_the_analyst_tab_is_tuned_without_a_second_upload(page, tiny_db):
    upload(page, tiny_db)
    page.get_by_role("tab", name="Index tuning").click()
    page.locator("#index-scenario input").click()
    page.get_by_role("option", name="uploaded database", exact=True).click()
    page.locator("#index-run").click()
    wait_text(page, "index-status", "DONE")
    assert "nothing ran" not in textbox(page, "index-status")  # it used to ask for the file again
    assert page.locator("#index-summary").inner_text().startswith("Best:")


def test_index_tuning_episode(page):
    page.get_by_role("tab", name="Index tuning").click()
    page.locator("#index-run").click()
    wait_text(page, "index-status", "DONE")
    assert "SEARCH" in page.locator("#index-per-query").inner_text()  # EXPLAIN after: an index is used
    summary = page.locator("#index-summary").inner_text()  # what the tuning gained, in one line
    assert summary.startswith("Best:") and "ms →" in summary and "indexes kept" in summary, summary
    assert page.locator("#index-baseline-gain").inner_text().count("×") == 1  # each player's own line
    page.locator("#index-score-plot .js-plotly-plot").wait_for(timeout=WAIT_MS)
    assert page.locator("#index-expert-player").get_attribute("data-status") in ("done", "failed")
    page.screenshot(path=ARTIFACTS / "index-tuning-run.png", full_page=True)
    readme_shot(page, "index-summary", "#index-summary")


def test_blind_vote_changes_the_leaderboard_after_reload(page):
    page.get_by_role("tab", name="Rate").click()
    board_before = page.locator("#rate-leaderboard").inner_text()
    page.locator("#rate-new").click()
    wait_text(page, "rate-status", "READY TO VOTE")
    assert_blind(page)
    page.screenshot(path=ARTIFACTS / "rate-before-vote.png", full_page=True)
    readme_shot(page, "arena", "#rate-question")
    page.locator("#rate-comment textarea").fill("A explained it better")
    page.locator("#rate-vote-a").click(timeout=WAIT_MS)
    page.wait_for_function("document.querySelector('#rate-reveal').innerText.includes('A was')", timeout=WAIT_MS)
    reveal = page.locator("#rate-reveal").inner_text()
    assert "LLM agent (scripted)" in reveal and "Rule-based baseline" in reveal  # the names, after the vote
    page.locator("#rate-a-steps-accordion").wait_for(timeout=WAIT_MS)  # and the steps
    page.reload()
    page.get_by_role("tab", name="Rate").click()
    page.wait_for_function("document.querySelector('#rate-leaderboard').innerText.includes('Rule-based baseline')",
                           timeout=WAIT_MS)
    board_after = page.locator("#rate-leaderboard").inner_text()
    assert board_after != board_before and "LLM agent" in board_after  # named as the app names them
    page.screenshot(path=ARTIFACTS / "rate-leaderboard-after-reload.png", full_page=True)


TELLS = ("llm", "scripted", "paced", "rule-based", "baseline", "model", "steps", " s ·", "loading")  # lower case
SKELETON_JS = """side => {  // the rendered elements of one side, with the side's letter taken out of every id
    const column = document.querySelector(`#rate-${side}-column`);
    return [...column.querySelectorAll('[id]')].filter(e => e.offsetParent !== null)
        .map(e => `${e.tagName}#${e.id.replace(`rate-${side}-`, 'rate-X-')}.${[...e.classList].sort().join('.')}`);
}"""


def assert_blind(page):
    """Before the vote: no player name, model, status, step count or timing in the matchup's parts of the page,
    and A and B (once shown) rendered with the very same elements and classes."""
    for elem_id in ("rate-sides", "rate-status", "rate-question", "rate-votes"):
        text = page.evaluate(f"(() => {{ const e = document.querySelector('#{elem_id}'); return e ? (e.innerHTML + ' '"
                             f" + (e.querySelector('textarea')?.value || '')).toLowerCase() : ''; }})()")
        found = {t: text[max(0, text.find(t) - 120):text.find(t) + 80] for t in TELLS if t in text}
        assert not found, f"#{elem_id} tells who is who before the vote: {found}"
    if page.locator("#rate-sides").count():
        # the two sides render one after the other: compare them once both have settled (a few seconds at most)
        for _ in range(20):
            a, b = (page.evaluate(f"({SKELETON_JS})('{side}')") for side in "ab")
            if a == b:
                break
            page.wait_for_timeout(250)
        assert a == b and any("rate-X-answer" in e for e in a), (a, b)
