"""Shared pieces of the browser tests: Debian chromium through Playwright (headless, loopback only: every other
request is blocked and reported), a page factory, small waits on elem_ids, and the README's screenshots
(``readme_shot``; ``python -m tests.readme_screenshots`` copies them to assets/screenshots/). Never runs
`playwright install`."""

from __future__ import annotations

from contextlib import contextmanager
from pathlib import Path

import pytest

from bench.browser import ARGS, CHROMIUM, loopback_only  # the benchmark's Chromium, flags and loopback guard

ARTIFACTS = Path(__file__).resolve().parent.parent / "test-artifacts"
WAIT_MS = 60_000  # generous: two shared CPU cores
README_SHOTS = ARTIFACTS / "readme"  # the screenshots the README shows, as the tests last took them
README_SHOT_HEIGHT = 860  # px: one screenful of the 1400 px wide test page, a PNG of a few hundred KB at most

needs_chromium = [pytest.mark.slow, pytest.mark.skipif(not Path(CHROMIUM).exists(), reason="Debian chromium missing")]


@pytest.fixture(scope="module")
def browser():
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield b
        b.close()


@contextmanager
def open_page(browser, url: str):
    """A page on ``url`` that may reach loopback only; fails the test if it tried anything else."""
    ARTIFACTS.mkdir(exist_ok=True)
    page = browser.new_page(viewport={"width": 1400, "height": 1800})
    blocked = loopback_only(page)
    page.goto(url)
    try:
        yield page
    finally:
        if not page.is_closed():
            page.close()
    assert blocked == [], f"the page tried to reach the internet: {blocked[:3]}"


def textbox(page, elem_id: str) -> str:
    return page.locator(f"#{elem_id} textarea").input_value()


def wait_text(page, elem_id: str, marker: str, timeout: int = WAIT_MS):
    page.wait_for_function(
        f"(document.querySelector('#{elem_id} textarea')?.value || '').includes({marker!r})", timeout=timeout)


def visible(page, selector: str) -> bool:
    """True when ``selector`` matches an element that is rendered and shown."""
    locator = page.locator(selector)
    return locator.count() > 0 and locator.first.is_visible()


def readme_shot(page, name: str, selector: str, whole_width: bool = True) -> Path:
    """A screenful of the page from the top of ``selector`` down (only that element's width and height unless
    ``whole_width``), to test-artifacts/readme/NAME.png."""
    README_SHOTS.mkdir(parents=True, exist_ok=True)
    left, top, width, height, page_width, page_height = page.evaluate(
        "s => { const r = document.querySelector(s).getBoundingClientRect(), d = document.documentElement;"
        " return [r.left + window.scrollX, r.top + window.scrollY, r.width, r.height, d.clientWidth,"
        " d.scrollHeight]; }", selector)
    pad = 12  # px of air around the element
    top = max(0, int(top) - pad)
    if whole_width:
        clip = {"x": 0, "y": top, "width": page_width, "height": min(README_SHOT_HEIGHT, page_height - top)}
    else:
        x = max(0, int(left) - pad)
        clip = {"x": x, "y": top, "width": min(int(width) + 2 * pad, page_width - x),
                "height": min(README_SHOT_HEIGHT, int(height) + 2 * pad, page_height - top)}
    path = README_SHOTS / f"{name}.png"
    page.screenshot(path=path, clip=clip, full_page=True)
    return path
