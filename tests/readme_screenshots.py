"""Refresh the README's screenshots from the browser tests that take them: runs those tests (Debian chromium,
loopback; tests/browser_support.readme_shot writes test-artifacts/readme/NAME.png), then copies each PNG to
assets/screenshots/, refusing any over MAX_BYTES.

    python -m tests.readme_screenshots            # run the four tests, then copy
    python -m tests.readme_screenshots --copy     # copy what the last test run left in test-artifacts/readme/
"""

from __future__ import annotations

import argparse
import shutil
import sys
from pathlib import Path

from tests.browser_support import README_SHOTS

ROOT = Path(__file__).resolve().parent.parent
TARGET = ROOT / "assets" / "screenshots"
MAX_BYTES = 400_000  # each shipped PNG: one screenful, a few hundred KB at most
SHOTS = {  # screenshot -> the test that takes it
    "analyst-card": "tests/test_browser.py::test_upload_and_run_an_analyst_episode",
    "index-summary": "tests/test_browser.py::test_index_tuning_episode",
    "arena": "tests/test_browser.py::test_blind_vote_changes_the_leaderboard_after_reload",
    "train-tab": "tests/test_browser_train.py::test_train_tab_default_job_on_a_fresh_cache",
}


def copy_shots() -> list[Path]:
    """Copy every screenshot of SHOTS from test-artifacts/readme/ to assets/screenshots/; raise if one is missing
    or too big (nothing is copied then)."""
    sources = [README_SHOTS / f"{name}.png" for name in SHOTS]
    missing = [p.name for p in sources if not p.exists()]
    if missing:
        raise SystemExit(f"not taken (run the tests first): {', '.join(missing)}")
    big = [f"{p.name} ({p.stat().st_size:,} bytes)" for p in sources if p.stat().st_size > MAX_BYTES]
    if big:
        raise SystemExit(f"over {MAX_BYTES:,} bytes: {', '.join(big)}")
    TARGET.mkdir(parents=True, exist_ok=True)
    return [Path(shutil.copyfile(p, TARGET / p.name)) for p in sources]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--copy", action="store_true", help="only copy what the last test run took")
    args = parser.parse_args(argv)
    if not args.copy:
        import pytest

        for old in README_SHOTS.glob("*.png"):  # only what this run takes is copied
            old.unlink()
        code = pytest.main(["-q", *SHOTS.values()])
        if code != 0:
            raise SystemExit(f"the browser tests failed (exit {code}); nothing copied")
    for path in copy_shots():
        print(f"{path.relative_to(ROOT)}  {path.stat().st_size:,} bytes")


if __name__ == "__main__":
    main(sys.argv[1:])
