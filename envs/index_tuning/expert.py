"""SQLite's own index advisor: the ``.expert`` command of the ``sqlite3`` shell, run as a subprocess.

The database is first copied (backup API) into a temporary file, so the shell never opens a scenario file or an
upload. Each query gets its own ``.expert`` run; the suggested ``CREATE INDEX`` lines are parsed by sqlglot into
(table, columns), whatever characters the names hold. Without the shell (Debian package ``sqlite3``) ``ExpertUnavailable`` says so clearly.

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

import sqlglot
from sqlglot import exp

SQLITE3_SHELL = os.environ.get("SQLITE3_SHELL") or shutil.which("sqlite3") or "/usr/bin/sqlite3"
EXPERT_TIMEOUT_S = 30.0  # per query; .expert answers in milliseconds on these schemas
_CREATE_LINE = re.compile(r"^\s*CREATE\s+(?:UNIQUE\s+)?INDEX\b.*$", re.IGNORECASE | re.MULTILINE)  # one per line


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


def _index_of(statement: str) -> tuple[str, tuple[str, ...]] | None:
    """(table, columns) of one CREATE INDEX statement, read by sqlglot: quoted names with spaces, quotes, commas or
    brackets come out as the names they are; DESC and COLLATE are dropped. None when it is not one."""
    try:
        tree = sqlglot.parse_one(statement, read="sqlite")
    except sqlglot.errors.SqlglotError:
        return None
    index = tree.this if isinstance(tree, exp.Create) else None
    params = index.args.get("params") if isinstance(index, exp.Index) else None
    if params is None or index.args.get("table") is None:
        return None
    names = []
    for part in params.args.get("columns") or []:  # Ordered (DESC) around Collate around the name
        # the shell writes a plain name bare and an odd one as a string literal: ON "order items"('cust, id')
        name = part.find(exp.Column, exp.Literal)
        if name is None or (isinstance(name, exp.Literal) and not name.is_string):
            return None
        names.append(name.name)
    return (index.args["table"].name, tuple(names)) if names else None


def parse_expert_output(text: str, qid: str = "") -> list[ExpertSuggestion]:
    """The CREATE INDEX lines of ``.expert`` output; "(no new indexes)" gives an empty list. Never raises."""
    suggestions = []
    for match in _CREATE_LINE.finditer(text):
        found = _index_of(match.group(0).strip())
        if found is not None:
            suggestions.append(ExpertSuggestion(qid, found[0], found[1], match.group(0).strip()))
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
