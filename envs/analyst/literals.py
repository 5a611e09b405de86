"""Filters on values a column never holds: why a query found nothing, said before its answer is believed.

A small model that guesses how a value is spelt ('Website' where the data says 'online', 'DE' for 'Germany') gets
no rows or a zero back and states it as the answer. ``absent_values`` reads a query's ``column = 'text'`` and
``column IN ('text', ...)`` filters, resolves each column to its table with sqlglot's qualification against the
database's schema, and looks each literal up (read-only, a bounded probe each): the ones no row holds come back
with a few values the column does hold. SQLite compares text exactly, so 'website' is absent where 'Website' is
stored. Anything it cannot read or resolve (a construct the optimizer cannot follow, a probe over budget) is left
out, never reported.

    absent_values("SELECT COUNT(*) FROM orders WHERE channel = 'Website'", "shop.sqlite")
    # [Absent(table='orders', column='channel', value='Website', stored=('online', 'phone', 'shop'))]
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import sqlglot
from sqlglot import exp
from sqlglot.optimizer.qualify import qualify

from envs.analyst.schema import schema_of
from envs.sandbox import Limits, guarded, open_readonly, quote_identifier

MAX_LITERALS = 8  # filters checked per query
PROBE_LIMITS = Limits(max_vm_steps=2_000_000, timeout_s=1.0)  # one lookup (a full scan of a large table stops here)
SHOWN_VALUES = 3  # stored values named beside an absent one


@dataclass(frozen=True)
class Absent:
    table: str
    column: str
    value: str
    stored: tuple[str, ...]  # values the column does hold, most frequent first (one more than is shown)

    def __str__(self) -> str:
        held = ", ".join(repr(v) for v in self.stored[:SHOWN_VALUES])
        held += ", ..." if len(self.stored) > SHOWN_VALUES else ""
        said = f"{self.table}.{self.column} = {self.value!r}, which no row holds"
        return f"{said} (it holds {held})" if held else said


def absent_values(sql: str, path: str | Path) -> list[Absent]:
    """The text literals ``sql`` compares a column with that no row of that column holds (module docstring). Read
    once per query and version of the file: an answer card may be drawn several times."""
    try:
        stat = Path(path).stat()
    except OSError:
        return []
    return list(_absent(sql, Path(path).resolve(), stat.st_mtime_ns))


@lru_cache(maxsize=256)
def _absent(sql: str, path: Path, _version: int) -> tuple[Absent, ...]:
    try:
        schema = schema_of(path)
        tree = sqlglot.parse_one(sql, read="sqlite")
        columns = {t.name: {c.name: "TEXT" for c in t.columns} for t in schema.tables.values()}
        qualify(tree, schema=columns, dialect="sqlite", validate_qualify_columns=False)
    except Exception:  # noqa: BLE001 - unreadable SQL or a schema it cannot follow: nothing to say
        return ()
    aliases = {t.alias_or_name: t.name for t in tree.find_all(exp.Table) if t.name in columns}
    filters = []
    for node in tree.find_all(exp.EQ, exp.In):
        column = next((side for side in (node.this, node.args.get("expression")) if isinstance(side, exp.Column)),
                      None)
        literals = node.expressions if isinstance(node, exp.In) else [node.this, node.args.get("expression")]
        table = aliases.get(column.table) if column is not None else None
        if table is None or column.name not in columns[table]:
            continue
        filters += [(table, column.name, lit.this) for lit in literals
                    if isinstance(lit, exp.Literal) and lit.is_string]
    found = []
    try:
        con = open_readonly(path)
    except (OSError, sqlite3.Error):
        return ()
    try:
        for table, column, value in list(dict.fromkeys(filters))[:MAX_LITERALS]:
            if not _holds(con, table, column, value):
                found.append(Absent(table, column, value, _stored(con, table, column)))
    finally:
        con.close()
    return tuple(found)


def _probe(con: sqlite3.Connection, sql: str, params: tuple) -> list[tuple] | None:
    """Rows of one lookup under the sandbox's guards and PROBE_LIMITS; None when it could not finish."""
    try:
        with guarded(con, PROBE_LIMITS, [0]):
            return con.execute(sql, params).fetchmany(PROBE_LIMITS.max_rows)
    except sqlite3.Error:  # interrupted past the budget, or a column SQLite will not compare
        return None


def _holds(con: sqlite3.Connection, table: str, column: str, value: str) -> bool:
    rows = _probe(con, f"SELECT 1 FROM {quote_identifier(table)} WHERE {quote_identifier(column)} = ? LIMIT 1",
                  (value,))
    return rows is None or bool(rows)  # a probe that could not finish says nothing


def _stored(con: sqlite3.Connection, table: str, column: str) -> tuple[str, ...]:
    q = quote_identifier(column)
    rows = _probe(con, f"SELECT {q} FROM {quote_identifier(table)} WHERE {q} IS NOT NULL GROUP BY {q} "
                       f"ORDER BY COUNT(*) DESC, {q} LIMIT {SHOWN_VALUES + 1}", ())
    return tuple(str(v)[:40] for (v,) in rows or ())
