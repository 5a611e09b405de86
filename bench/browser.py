"""In the browser: click Run -> first streamed step, and click Run -> baseline episode done, on built-in databases.

    python -m bench browser [--runs 9] [--with-agent]

Launches the app in-process on loopback (the LLM agent off unless --with-agent, so the figure is the baseline's
path through the UI), drives headless Debian chromium with Playwright, and prints the medians over gold questions.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

os.environ.setdefault("GRADIO_ANALYTICS_ENABLED", "False")
os.environ.setdefault("HF_HUB_OFFLINE", "1")

CHROMIUM = "/usr/bin/chromium"
DATABASES = ("kennel", "school", "department_store", "ledger", "petshop", "cafe")
TIMEOUT_MS = 60_000


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9, help="episodes timed (built-in databases in turn)")
    parser.add_argument("--with-agent", action="store_true", help="load the real LLM agent beside the baseline")
    args = parser.parse_args(argv)
    if not args.with_agent:
        os.environ["SQL_STUDIO_AGENT"] = "off"
    from playwright.sync_api import sync_playwright

    from tests.app_support import launch
    from ui.services import Services

    blocks, url = launch(Services())
    first, done = [], []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=["--headless", "--no-sandbox", "--disable-gpu"])
        page = browser.new_page(viewport={"width": 1400, "height": 1600})
        page.route("**/*", lambda r: r.continue_() if r.request.url.startswith("http://127.0.0.1") else r.abort())
        page.goto(url)
        for i in range(args.runs + 1):  # the first run warms up imports and caches; it is not counted
            db = DATABASES[i % len(DATABASES)]
            page.locator("#analyst-db input").click()
            page.get_by_role("option", name=db, exact=True).click()
            page.wait_for_function(f"document.querySelector('#analyst-schema-summary').innerText.includes('{db}')",
                                   timeout=TIMEOUT_MS)
            page.locator("#analyst-question textarea").fill("")
            page.locator("#analyst-new-question").click()
            page.wait_for_function("document.querySelector('#analyst-question textarea').value.length > 0",
                                   timeout=TIMEOUT_MS)
            started = time.perf_counter()
            page.locator("#analyst-run").click()
            page.wait_for_selector("#analyst-baseline-steps li[data-step]", timeout=TIMEOUT_MS)
            t_first = time.perf_counter() - started
            page.wait_for_selector('#analyst-baseline-steps [data-status="done"]', timeout=TIMEOUT_MS)
            t_done = time.perf_counter() - started
            page.wait_for_function("document.querySelector('#analyst-status textarea').value.includes('DONE')",
                                   timeout=TIMEOUT_MS)
            if i:
                first.append(t_first)
                done.append(t_done)
            print(f"{db:18s} first step {t_first:.3f} s   baseline done {t_done:.3f} s" + ("" if i else "  (warm-up)"))
        browser.close()
    blocks.close()
    print(f"median over {len(first)} runs: click -> first streamed step {statistics.median(first):.3f} s, "
          f"click -> baseline episode done {statistics.median(done):.3f} s (target <= 1 s each)")


if __name__ == "__main__":
    main()
