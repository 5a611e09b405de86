"""How soon the app answers a click, measured in a real browser: the app as `python app.py` serves it, Chromium on
loopback.

    python -m bench browser [--runs 5] [--agent trained|base|off] [--json runs/bench_browser.json]

Starts `python app.py` on a free loopback port (the LLM agent as the app loads it; --agent off serves without it),
drives headless Debian chromium through Playwright (never `playwright install`; every non-loopback request is
aborted), and times inside the page: a capturing click listener stamps the click and a requestAnimationFrame loop
stamps the first frame in which each condition holds, so a figure is click -> first painted frame showing it:

- feedback: the clicked action's status line is shown (Analyst Run and New question, Index tuning Run, Rate's New
  matchup), or the question is filled in (New question)
- loading notice: the agent's panel says "loading the model" (only a cold run shows it: later runs find it loaded)
- first step: a step in the baseline's / the agent's step list
- baseline rendered: the baseline's card is shown with every part it shows filled in (sentence, table, chart, SQL)

Every timed run starts from a freshly loaded page (the server stays up). The first Analyst run is cold (the model
loads) and is reported apart; medians are over the warm runs. Each run is stopped with its Stop button once the
agent has shown a step (a CPU model needs minutes for a whole episode), so Stop -> run ended is measured too.
Targets (issue 19): feedback <= 1 s after any click, baseline rendered <= 2 s.
"""

from __future__ import annotations

import argparse
import json
import os
import socket
import statistics
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
LOCAL = ("http://127.0.0.1", "ws://127.0.0.1", "data:", "blob:")
ROOT = Path(__file__).resolve().parent.parent
DATABASES = ("kennel", "school", "department_store", "ledger", "petshop", "cafe")  # built-ins, taken in turn
START_TIMEOUT_S = 240  # the app's start-up (imports, built-in databases) on two busy cores
COLD_TIMEOUT_MS = 600_000  # the cold run: the model loads, then its first step (minutes on a busy CPU)
WARM_TIMEOUT_MS = 300_000  # a warm run until both first steps (one CPU generation of a long prompt)
STOP_TIMEOUT_MS = 60_000  # Stop until the run has ended
FEEDBACK_TARGET_S = 1.0  # issue 19: first visible feedback after any click
RENDERED_TARGET_S = 2.0  # issue 19: the baseline's episode fully rendered
EXTRA_RUNS = 2  # Index tuning Run and Rate's New matchup clicks timed (each run stopped at once)

EXTRAS = (("Index tuning Run", "Index tuning", "#index-run", "index-status", "#index-stop", "DONE"),
          ("New matchup (Rate)", "Rate", "#rate-new", "rate-status", "#rate-stop", "READY TO VOTE"))
SHOWN = "const shown = s => { const e = document.querySelector(s); return !!e && e.getClientRects().length > 0; };"
TEXT = ("const text = s => { const e = document.querySelector(s);"
        " return !e ? '' : ['TEXTAREA', 'INPUT'].includes(e.tagName) ? e.value : (e.innerText || ''); };")



def loopback_only(page) -> list[str]:
    """Route every request of ``page``: loopback goes through, anything else is aborted and listed in the returned
    list (it grows as the page runs), so a run or a test can report what tried to leave the machine."""
    blocked: list[str] = []

    def route(r):
        if r.request.url.startswith(LOCAL):
            r.continue_()
        else:
            blocked.append(r.request.url)
            r.abort()

    page.route("**/*", route)
    return blocked

def status_shown(elem_id: str) -> str:
    return f"shown('#{elem_id}') && text('#{elem_id} textarea').length > 0"


def card_rendered(prefix: str) -> str:
    """The player's card is shown, done, with every part it shows filled in."""
    return (f"(document.querySelector('#{prefix}-steps-list')?.dataset.status === 'done'"
            f" && shown('#{prefix}-card') && text('#{prefix}-answer').trim() !== ''"
            f" && (!shown('#{prefix}-table') || !!document.querySelector('#{prefix}-table td'))"
            f" && (!shown('#{prefix}-chart') || !!document.querySelector('#{prefix}-chart .main-svg'))"
            f" && (!shown('#{prefix}-sql') || text('#{prefix}-sql .cm-content').trim() !== ''))")


RUN_PROBES = {
    "feedback": status_shown("analyst-status"),
    "loading notice": "text('#analyst-agent-steps').includes('loading the model')",
    "baseline first step": "!!document.querySelector('#analyst-baseline-steps li[data-step]')",
    "agent first step": "!!document.querySelector('#analyst-agent-steps li[data-step]')",
    "agent ended": "['done', 'stopped', 'unavailable', 'failed'].includes("
                   "document.querySelector('#analyst-agent-steps-list')?.dataset.status)",
    "baseline rendered": card_rendered("analyst-baseline"),
}
QUESTION_PROBES = {"feedback": "text('#analyst-question textarea').length > 0"}


def arm(page, button: str, probes: dict[str, str]) -> None:
    """Stamp the next click on ``button`` and, from then on, the first frame in which each probe holds."""
    checks = ", ".join(f"{json.dumps(name)}: () => ({src})" for name, src in probes.items())
    page.evaluate(f"""() => {{
        {SHOWN} {TEXT}
        const probes = {{{checks}}};
        const bench = window.__bench = {{t0: null, marks: {{}}, live: true}};
        document.addEventListener('click', e => {{
            if (bench.t0 === null && e.target.closest({json.dumps(button)})) bench.t0 = performance.now();
        }}, true);
        const tick = () => {{
            if (bench.t0 !== null) for (const [name, holds] of Object.entries(probes)) {{
                if (name in bench.marks) continue;
                try {{ if (holds()) bench.marks[name] = (performance.now() - bench.t0) / 1000; }} catch (e) {{}}
            }}
            if (bench.live) requestAnimationFrame(tick);
        }};
        requestAnimationFrame(tick);
    }}""")


def timed_click(page, button: str, probes: dict[str, str], until: str, timeout_ms: int) -> dict[str, float]:
    """Click ``button``; wait until the JS condition ``until`` (over ``marks``) holds; the marks in seconds."""
    arm(page, button, probes)
    page.locator(button).click()
    page.wait_for_function(f"(() => {{ const marks = window.__bench.marks; return {until}; }})()", timeout=timeout_ms,
                           polling=100)
    return page.evaluate("(() => { window.__bench.live = false; return window.__bench.marks; })()")


def wait_done(page, elem_id: str, marker: str, timeout_ms: int = STOP_TIMEOUT_MS) -> None:
    page.wait_for_function(f"(document.querySelector('#{elem_id} textarea')?.value || '').includes({marker!r})",
                           timeout=timeout_ms, polling=100)


def stop_run(page, stop: str, status: str, marker: str, timeout_ms: int = STOP_TIMEOUT_MS) -> dict[str, float] | None:
    """Press Stop when the run is still going: (Stop -> feedback, Stop -> ended), else None."""
    if marker in page.locator(f"#{status} textarea").input_value() or not page.locator(stop).is_visible():
        return None
    probes = {"feedback": f"text('{stop}') !== 'Stop' || text('#{status} textarea').includes({marker!r})",
              "ended": f"text('#{status} textarea').includes({marker!r})"}
    return timed_click(page, stop, probes, "'ended' in marks", timeout_ms)


def choose_database(page, db: str) -> None:
    page.locator("#analyst-db input").click()
    page.get_by_role("option", name=db, exact=True).click()
    page.wait_for_function(f"document.querySelector('#analyst-schema-summary').innerText.includes({db!r})",
                           timeout=STOP_TIMEOUT_MS)


def analyst_run(page, url: str, db: str, cold: bool) -> dict[str, float]:
    """One Analyst run on a gold question of ``db`` in a freshly loaded page (nothing of an earlier run on it): New
    question, Run, then Stop once the agent has shown a step."""
    page.goto(url)
    choose_database(page, db)
    page.locator("#analyst-question textarea").fill("")
    marks = {"new question feedback": timed_click(page, "#analyst-new-question", QUESTION_PROBES,
                                                  "'feedback' in marks", STOP_TIMEOUT_MS)["feedback"]}
    until = "'baseline rendered' in marks && ('agent first step' in marks || 'agent ended' in marks)"
    marks.update(timed_click(page, "#analyst-run", RUN_PROBES, until, COLD_TIMEOUT_MS if cold else WARM_TIMEOUT_MS))
    stopped = stop_run(page, "#analyst-stop", "analyst-status", "DONE")
    if stopped:
        marks.update({f"stop {k}": v for k, v in stopped.items()})
    wait_done(page, "analyst-status", "DONE")
    marks["agent"] = page.locator("#analyst-agent-steps-list").inner_text().splitlines()[0]
    return marks


def extra_run(page, url: str, tab: str, button: str, status: str, stop: str, marker: str) -> dict[str, float]:
    """Click a tab's run button in a freshly loaded page: click -> its status line; then Stop it."""
    page.goto(url)
    page.get_by_role("tab", name=tab).click()
    page.locator(button).wait_for(timeout=STOP_TIMEOUT_MS)
    marks = timed_click(page, button, {"feedback": status_shown(status)}, "'feedback' in marks", STOP_TIMEOUT_MS)
    stop_run(page, stop, status, marker, COLD_TIMEOUT_MS)  # an index step (CREATE INDEX, a generation) may be long
    wait_done(page, status, marker, COLD_TIMEOUT_MS)
    return marks


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_app(agent: str, log_path: Path) -> tuple[subprocess.Popen, str]:
    """`python app.py` on a free loopback port; returns (process, url) once the page answers."""
    port = free_port()
    env = {**os.environ, "GRADIO_SERVER_NAME": "127.0.0.1", "GRADIO_SERVER_PORT": str(port),
           "GRADIO_ANALYTICS_ENABLED": "False", "HF_HUB_OFFLINE": "1", "SQL_STUDIO_AGENT": agent}
    log = log_path.open("w")
    process = subprocess.Popen([sys.executable, "app.py"], cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
    url, deadline = f"http://127.0.0.1:{port}/", time.monotonic() + START_TIMEOUT_S
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise SystemExit(f"the app exited with {process.returncode}; see {log_path}")
        try:
            with urllib.request.urlopen(url, timeout=5) as response:
                if response.status == 200:
                    return process, url
        except OSError:
            time.sleep(0.5)
    process.terminate()
    raise SystemExit(f"the app did not answer within {START_TIMEOUT_S} s; see {log_path}")


def summary_rows(analyst: list[dict], extras: dict[str, list[dict]]) -> list[tuple[str, list[float], float | None]]:
    """(what, warm figures, target) rows; the cold run is reported apart."""
    warm = analyst[1:]

    def col(key: str) -> list[float]:
        return [m[key] for m in warm if isinstance(m.get(key), float)]

    rows = [("click Run (Analyst) -> first visible feedback", col("feedback"), FEEDBACK_TARGET_S),
            ("click New question -> question shown", col("new question feedback"), FEEDBACK_TARGET_S)]
    rows += [(f"click {name} -> first visible feedback", [m["feedback"] for m in runs], FEEDBACK_TARGET_S)
             for name, runs in extras.items()]
    rows += [("click Stop -> first visible feedback", col("stop feedback"), FEEDBACK_TARGET_S),
             ("click Stop -> run ended", col("stop ended"), None),
             ("click Run -> baseline's first visible step", col("baseline first step"), None),
             ("click Run -> baseline episode fully rendered", col("baseline rendered"), RENDERED_TARGET_S),
             ("click Run -> agent's first visible step (model loaded)", col("agent first step"), None)]
    return rows


def report(analyst: list[dict], extras: dict[str, list[dict]], load: tuple[float, float]) -> dict:
    cold = analyst[0]
    print(f"\nload average {load[0]:.2f} at the start, {load[1]:.2f} at the end ({os.cpu_count()} CPUs); "
          f"agent: {cold.get('agent', '?')}")
    print(f"{'medians over warm runs':58s} {'median':>8s} {'max':>8s} {'n':>3s}  target")
    out = {"cold": cold, "warm": analyst[1:], "extras": extras, "load_average": load, "rows": {}}
    for what, values, target in summary_rows(analyst, extras):
        if not values:
            print(f"{what:58s} {'n/a':>8s}")
            continue
        median, worst = statistics.median(values), max(values)
        verdict = "" if target is None else f"<= {target:g} s {'PASS' if median <= target else 'MISS'}"
        print(f"{what:58s} {median:7.3f}s {worst:7.3f}s {len(values):3d}  {verdict}")
        out["rows"][what] = {"median_s": median, "max_s": worst, "n": len(values), "target_s": target}
    print("cold run (the first: the model loads):")
    for key in ("feedback", "loading notice", "baseline first step", "baseline rendered", "agent first step"):
        value = cold.get(key)
        print(f"  click Run -> {key:30s} " + (f"{value:7.3f} s" if isinstance(value, float) else "not seen"))
    return out


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="warm Analyst runs timed after the cold one")
    parser.add_argument("--agent", default="trained", choices=("trained", "base", "off"),
                        help="the LLM agent the app serves ($SQL_STUDIO_AGENT)")
    parser.add_argument("--json", type=Path, help="also write every figure here")
    args = parser.parse_args(argv)
    from playwright.sync_api import Error as PlaywrightError
    from playwright.sync_api import sync_playwright

    log_path = Path(os.environ.get("TMPDIR", "/tmp")) / f"bench-browser-app-{os.getpid()}.log"
    load_start = os.getloadavg()[0]
    process, url = start_app(args.agent, log_path)
    analyst, extras = [], {name: [] for name, *_ in EXTRAS}
    blocked: list[str] = []
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            page = browser.new_page(viewport={"width": 1400, "height": 1600})

            blocked = loopback_only(page)
            for i in range(args.runs + 1):
                marks = analyst_run(page, url, DATABASES[i % len(DATABASES)], cold=i == 0)
                analyst.append(marks)
                shown = ", ".join(f"{k} {v:.3f}" for k, v in marks.items() if isinstance(v, float))
                print(f"{'cold' if i == 0 else 'warm'} {DATABASES[i % len(DATABASES)]:17s} {shown}", flush=True)
            for _ in range(EXTRA_RUNS):
                for name, tab, button, status, stop, marker in EXTRAS:
                    try:
                        extras[name].append(extra_run(page, url, tab, button, status, stop, marker))
                    except PlaywrightError as error:  # reported, and the figures so far still printed
                        print(f"{name}: {type(error).__name__}: {str(error).splitlines()[0]}", flush=True)
            print("index/rate feedback: " + ", ".join(f"{name} {[round(m['feedback'], 3) for m in runs]}"
                                                      for name, runs in extras.items()), flush=True)
            browser.close()
    finally:
        process.terminate()
        process.wait(timeout=30)
    if blocked:
        print(f"the page tried to reach the internet (blocked): {blocked[:3]}")
    figures = report(analyst, extras, (load_start, os.getloadavg()[0]))
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(figures, indent=2))


if __name__ == "__main__":
    main()
