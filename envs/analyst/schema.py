"""What a database looks like: tables, columns, keys, row counts — read once per file and shared.

Also the hint for an SQL error: the nearest table or column names to the one SQLite could not find.
"""

from __future__ import annotations

import difflib
import re
import sqlite3
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from envs.analyst.tasks import sql_literal
from envs.databases import user_tables
from envs.sandbox import open_readonly, quote_identifier, unquote_identifier


MAX_CATEGORY_VALUES = 8  # a text column with at most this many distinct values is shown with them
MAX_CATEGORY_CHARS = 30  # ... each at most this long
MAX_CATEGORY_SCAN_ROWS = 2_000_000  # bigger tables are not scanned for them
OVERVIEW_CHARS = 2_500  # schema mode's first observation lists the columns within this budget (~700 tokens)
NUMERIC_TYPES = ("INT", "REAL", "NUM", "DEC", "FLOAT", "DOUBLE", "MONEY")  # parts of declared types of numbers


def numeric_type(declared: str | None) -> bool:
    """A declared type that holds numbers: INTEGER, REAL, NUMERIC, DECIMAL(10,2), FLOAT, DOUBLE, MONEY."""
    return any(part in (declared or "").upper() for part in NUMERIC_TYPES)


@dataclass(frozen=True)
class Column:
    name: str
    type: str
    primary_key: bool
    not_null: bool
    references: str | None  # "table.column" for a foreign key
    values: tuple[str, ...] = ()  # every distinct value of a low-cardinality text column (categories, statuses)


@dataclass(frozen=True)
class Table:
    name: str
    columns: tuple[Column, ...]
    row_count: int

    def describe(self) -> str:
        lines = [f"Table {self.name} ({self.row_count:,} rows)"]
        for c in self.columns:
            flags = " PRIMARY KEY" if c.primary_key else (" NOT NULL" if c.not_null else "")
            ref = f" -> {c.references}" if c.references else ""
            values = f"  values: {', '.join(sql_literal(v) for v in c.values)}" if c.values else ""
            lines.append(f"  {c.name} {c.type or 'ANY'}{flags}{ref}{values}")
        return "\n".join(lines)


@dataclass(frozen=True)
class DatabaseSchema:
    tables: dict[str, Table]

    @property
    def table_names(self) -> list[str]:
        return list(self.tables)

    def overview(self, max_chars: int = OVERVIEW_CHARS, tables: list[Table] | None = None,
                 mentioned: dict[tuple[str, str], tuple[str, ...]] | None = None) -> str:
        """``tables`` (default: every table) with their columns and types on one line each, compactly; the tables
        left out (not given, or past ``max_chars``) are counted in a visible marker.

        ``customers(customer_id INTEGER PK, name TEXT, city TEXT = 'Leeds')``: a foreign key as ``-> parent``, and
        the stored values a question names (``mentioned``: envs.analyst.values.mentioned_values) after their column.
        """
        tables = list(self.tables.values()) if tables is None else tables
        mentioned = mentioned or {}
        lines, used = [], 0
        for table in tables:
            columns = ", ".join(f"{c.name} {c.type or 'ANY'}" + (" PK" if c.primary_key else "")
                                + (f" -> {c.references.split('.')[0]}" if c.references else "")
                                + _values_note(mentioned.get((table.name, c.name), ())) for c in table.columns)
            line = f"{table.name}({columns})"
            if used + len(line) > max_chars and lines:
                break
            lines.append(line)
            used += len(line) + 1
        if rest := len(self.tables) - len(lines):
            lines.append(f"… {rest} more table{'s' if rest > 1 else ''} not shown: DESCRIBE them")
        return "\n".join(lines)

    def table(self, name: str) -> Table | None:
        """Look a table up by name as written (``we"ird``) or quoted as in SQL (``"we""ird"``, ``[a b]``), any case."""
        written = name.strip().rstrip(";").strip()  # a trailing ";" is SQL habit unless the name itself ends so
        for key in dict.fromkeys((name, name.strip(), written, unquote_identifier(written))):
            found = self.tables.get(key) or next((t for n, t in self.tables.items() if n.lower() == key.lower()), None)
            if found is not None:
                return found
        return None

    def hint_for_error(self, message: str) -> str | None:
        """A 'did you mean' for unknown or ambiguous names in an SQLite error message."""
        if match := re.search(r"no such table: (?:\w+\.)?([\w$]+)", message):
            return suggest_names(match.group(1), self.table_names, "tables")
        if match := re.search(r"no such column: ([\w$.]+)", message):
            name = match.group(1).split(".")[-1]
            qualified = [f"{t.name}.{c.name}" for t in self.tables.values() for c in t.columns]
            by_column = {}
            for q in qualified:
                by_column.setdefault(q.split(".")[1].lower(), []).append(q)
            close = difflib.get_close_matches(name.lower(), list(by_column), n=3, cutoff=0.6)
            options = [q for c in close for q in by_column[c]][:5]
            return f"Did you mean {', '.join(options)}?" if options else f"No column like {name!r}; DESCRIBE the tables to see their columns."
        if match := re.search(r"ambiguous column name: ([\w$.]+)", message):
            name = match.group(1).split(".")[-1]
            owners = [t.name for t in self.tables.values() if any(c.name.lower() == name.lower() for c in t.columns)]
            if not owners:
                return f"Qualify {name} with the table or subquery alias it comes from."
            return f"Qualify it with its table, e.g. {owners[0]}.{name} (it is in {', '.join(owners)})"
        if "syntax error" in message or "incomplete input" in message:
            return "Check the SQL syntax: one SQLite SELECT statement, with quotes around text values."
        return None


def _values_note(values: tuple[str, ...]) -> str:
    """`` = 'Leeds'``, `` in ('Leeds', 'York')``: the literal a filter on the column would use."""
    if not values:
        return ""
    if len(values) == 1:
        return f" = {sql_literal(values[0])}"
    return f" in ({', '.join(sql_literal(v) for v in values)})"


def suggest_names(name: str, names: list[str], what: str) -> str:
    close = difflib.get_close_matches(name.lower(), [n.lower() for n in names], n=3, cutoff=0.5)
    original = {n.lower(): n for n in names}
    if close:
        return f"Did you mean {', '.join(original[c] for c in close)}?"
    return f"Available {what}: {', '.join(names)}"


def has_text_affinity(declared: str | None) -> bool:
    """SQLite's rule for text affinity: CHAR, CLOB or TEXT in the declared type."""
    upper = (declared or "").upper()
    return any(word in upper for word in ("CHAR", "CLOB", "TEXT"))


def _is_category_candidate(row: tuple, refs: dict) -> bool:
    """A text-affinity column that is no key or reference."""
    return not row[5] and row[1] not in refs and has_text_affinity(row[2])


def category_values(con: sqlite3.Connection, quoted_table: str, column: str, row_count: int) -> tuple[str, ...]:
    """The distinct values of a column when it holds a handful of short labels (a status, a role), else ().

    DESCRIBE shows them so a question's "servers" or "cancelled" can be matched to the stored 'Server' or
    'Cancelled' without spending a SAMPLE step. Skipped on very large tables (one scan per text column).
    """
    if not 0 < row_count <= MAX_CATEGORY_SCAN_ROWS:
        return ()
    quoted_column = quote_identifier(column)
    rows = con.execute(f"SELECT DISTINCT {quoted_column} FROM {quoted_table} WHERE {quoted_column} IS NOT NULL "
                       f"LIMIT {MAX_CATEGORY_VALUES + 1}").fetchall()
    values = [r[0] for r in rows]
    if not values or len(values) > MAX_CATEGORY_VALUES or len(values) * 4 > row_count:
        return ()  # free text, names, dates — or too few rows to call it a category
    if not all(isinstance(v, str) and 0 < len(v) <= MAX_CATEGORY_CHARS for v in values):
        return ()
    return tuple(sorted(values))


def read_schema(con: sqlite3.Connection) -> DatabaseSchema:
    """Introspect a (trusted) connection: user tables only, in name order."""
    names = user_tables(con)
    tables = {}
    for name in names:
        quoted = quote_identifier(name)
        refs = {row[3]: f"{row[2]}.{row[4] or 'rowid'}" for row in con.execute(f"PRAGMA foreign_key_list({quoted})")}
        (count,) = con.execute(f"SELECT COUNT(*) FROM {quoted}").fetchone()
        columns = tuple(
            Column(row[1], row[2], bool(row[5]), bool(row[3]), refs.get(row[1]),
                   category_values(con, quoted, row[1], count) if _is_category_candidate(row, refs) else ())
            for row in con.execute(f"PRAGMA table_info({quoted})")
        )
        tables[name] = Table(name, columns, count)
    return DatabaseSchema(tables)


@cache
def _schema_for(path: Path, mtime_ns: int, size: int) -> DatabaseSchema:
    con = open_readonly(path)
    try:
        return read_schema(con)
    finally:
        con.close()


def schema_of(path: str | Path) -> DatabaseSchema:
    """The schema of a database file, cached until the file changes."""
    path = Path(path).resolve()
    stat = path.stat()
    return _schema_for(path, stat.st_mtime_ns, stat.st_size)
