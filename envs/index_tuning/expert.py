"""SQLite's own index advisor: the ``.expert`` command of the ``sqlite3`` shell, run as a subprocess.

The database is first copied (backup API) into a temporary file, so the shell never opens a scenario file or an
upload. Each query gets its own ``.expert`` run; the suggested ``CREATE INDEX`` lines are parsed into
(table, columns). Without the shell (Debian package ``sqlite3``) ``ExpertUnavailable`` says so clearly.

    python -m pytest tests/test_index_baselines.py -k expert
"""

from __future__ import annotations

import os
import re
import shutil
import sqlite3
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

SQLITE3_SHELL = os.environ.get("SQLITE3_SHELL") or shutil.which("sqlite3") or "/usr/bin/sqlite3"
EXPERT_TIMEOUT_S = 30.0  # per query; .expert answers in milliseconds on these schemas
_CREATE = re.compile(r"CREATE\s+(UNIQUE\s+)?INDEX\s+(\S+)\s+ON\s+(\"?[\w$]+\"?)\s*\((.*?)\)\s*;", re.IGNORECASE)


class ExpertUnavailable(RuntimeError):
    """The sqlite3 shell is missing or cannot run."""


@dataclass(frozen=True)
class ExpertSuggestion:
    qid: str
    table: str
    columns: tuple[str, ...]  # in index order; DESC and COLLATE clauses dropped
    sql: str  # the CREATE INDEX line as the shell printed it


def shell_available() -> str | None:
    """Path of a runnable sqlite3 shell, or None."""
    return SQLITE3_SHELL if Path(SQLITE3_SHELL).is_file() and os.access(SQLITE3_SHELL, os.X_OK) else None


def _strip(name: str) -> str:
    return name.strip().strip('"').strip("'").strip("`").strip("[]")


def parse_expert_output(text: str, qid: str = "") -> list[ExpertSuggestion]:
    """The CREATE INDEX lines of ``.expert`` output; "(no new indexes)" gives an empty list. Never raises."""
    suggestions = []
    for match in _CREATE.finditer(text):
        columns = []
        for part in match.group(4).split(","):
            words = part.strip().split()
            if words:
                columns.append(_strip(words[0]))
        if columns:
            suggestions.append(ExpertSuggestion(qid, _strip(match.group(3)), tuple(columns), match.group(0)))
    return suggestions


def _copy(source: sqlite3.Connection | str | Path, target: str) -> None:
    dst = sqlite3.connect(target)
    try:
        if isinstance(source, sqlite3.Connection):
            source.backup(dst)
        else:
            path = Path(source).resolve()
            if not path.is_file():
                raise FileNotFoundError(f"no database at {path}")
            src = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)
            try:
                src.backup(dst)
            finally:
                src.close()
    finally:
        dst.close()


def suggest_indexes(source: sqlite3.Connection | str | Path, queries: list[tuple[str, str]]) -> list[ExpertSuggestion]:
    """Run ``.expert`` for each (qid, sql) on a temporary copy of ``source``; raises ExpertUnavailable without a shell."""
    shell = shell_available()
    if shell is None:
        raise ExpertUnavailable(f"SQLite's .expert needs the sqlite3 shell (Debian package sqlite3); none at {SQLITE3_SHELL}")
    suggestions: list[ExpertSuggestion] = []
    with tempfile.TemporaryDirectory(prefix="expert-") as folder:
        copy = os.path.join(folder, "copy.sqlite")
        _copy(source, copy)
        for qid, sql in queries:
            script = f".expert\n{sql.strip().rstrip(';')};\n"
            try:
                done = subprocess.run([shell, "-batch", copy], input=script, capture_output=True, text=True,
                                      timeout=EXPERT_TIMEOUT_S, check=False)
            except (OSError, subprocess.TimeoutExpired) as error:
                raise ExpertUnavailable(f"sqlite3 shell failed: {error}") from None
            suggestions += parse_expert_output(done.stdout, qid)
    return suggestions
