"""Read-only execution of untrusted SQL: the one door every environment uses to run generated SQL.

Four walls, each enough on its own for the common case, together for the rest:
1. the connection cannot write (URI ``mode=ro`` and ``PRAGMA query_only``; in-memory copies get ``query_only``),
2. the statement is parsed with sqlglot and must be exactly one SELECT/WITH query with no write, PRAGMA or
   ATTACH anywhere inside it and no dangerous function,
3. an SQLite authorizer denies every action a read query does not need,
4. a budget of VM steps and of wall time (progress handler), caps on the size of values, LIKE patterns, columns
   and fetched bytes, and a cap on the rows fetched.

Violations and SQL errors come back as a ``QueryResult`` with ``error`` set; nothing here raises on bad SQL.

    from envs.sandbox import open_readonly, run_query
    con = open_readonly("shop.sqlite")
    result = run_query(con, "SELECT COUNT(*) FROM orders")
"""

from __future__ import annotations

import contextlib
import functools
import logging
import sqlite3
import time
from dataclasses import dataclass, field
from pathlib import Path

import pandas as pd
import sqlglot
from sqlglot import exp

logging.getLogger("sqlglot").setLevel(logging.ERROR)  # "falling back to Command" warnings are our errors

PROGRESS_INTERVAL = 1_000  # VM instructions between progress-handler calls: cheap, and fine-grained enough
MAX_SQL_CHARS = 20_000  # longer statements are refused before parsing (parsing cost grows with length)
# Size caps. One SQL function call (instr, LIKE, replace) runs without a progress-handler check, so the time
# budget cannot stop it; keeping values and LIKE patterns small keeps any single call to milliseconds.
MAX_VALUE_BYTES = 100_000  # longest string/blob a query may read or build
MAX_LIKE_PATTERN = 1_000  # characters in a LIKE/GLOB pattern
MAX_RESULT_COLUMNS = 500  # columns in a result set
MAX_RESULT_BYTES = 20_000_000  # text/blob bytes fetched for one result; the query stops past it

# Functions a read-only analysis never needs; load_extension is the dangerous one, the others are shell helpers.
DENIED_FUNCTIONS = frozenset({"load_extension", "readfile", "writefile", "edit", "fts3_tokenizer", "sqlite_compileoption_get"})

# Anything of these types anywhere in the tree is a write, a schema change or a side channel.
DENIED_EXPRESSIONS = (
    exp.Insert, exp.Update, exp.Delete, exp.Merge, exp.Create, exp.Drop, exp.Alter, exp.Command,
    exp.Pragma, exp.Attach, exp.Detach, exp.Transaction, exp.Commit, exp.Rollback, exp.Set, exp.Use,
    exp.Into, exp.LoadData, exp.Copy, exp.Analyze, exp.TruncateTable,
)

_ALLOWED_ACTIONS = frozenset({sqlite3.SQLITE_SELECT, sqlite3.SQLITE_READ, sqlite3.SQLITE_FUNCTION, sqlite3.SQLITE_RECURSIVE})


@dataclass(frozen=True)
class Limits:
    """Per-query budget for untrusted SQL."""

    max_vm_steps: int = 50_000_000  # SQLite VM instructions; a full scan of 100k rows is ~1-3M
    timeout_s: float = 5.0  # wall-clock seconds, a second guard for slow machines
    max_rows: int = 200  # rows fetched and shown; the rest is reported as truncated


DEFAULT_LIMITS = Limits()


class SqlRejected(ValueError):
    """Raised by ``validate_sql`` when a statement is not a single read-only query."""


@dataclass
class QueryResult:
    """Outcome of one untrusted query: rows or an error, never both."""

    sql: str
    columns: list[str] = field(default_factory=list)
    rows: list[tuple] = field(default_factory=list)
    truncated: bool = False  # more rows existed than the row cap
    error: str | None = None
    error_kind: str | None = None  # "rejected" | "budget" | "sql"
    vm_steps: int = 0  # counted in PROGRESS_INTERVAL units
    elapsed_s: float = 0.0

    @property
    def ok(self) -> bool:
        return self.error is None

    def to_frame(self) -> pd.DataFrame:
        return pd.DataFrame.from_records(self.rows, columns=_unique(self.columns))


def _unique(columns: list[str]) -> list[str]:
    """Make duplicate column names distinct (``SELECT a.id, b.id``) so a DataFrame can hold them."""
    seen: dict[str, int] = {}
    out = []
    for name in columns:
        count = seen.get(name, 0)
        seen[name] = count + 1
        out.append(name if count == 0 else f"{name}_{count + 1}")
    return out


# SQLite's keywords (sqlite.org/lang_keywords.html): a table or column with one of these names must be quoted.
SQLITE_KEYWORDS = frozenset("""ABORT ACTION ADD AFTER ALL ALTER ALWAYS ANALYZE AND AS ASC ATTACH AUTOINCREMENT BEFORE
BEGIN BETWEEN BY CASCADE CASE CAST CHECK COLLATE COLUMN COMMIT CONFLICT CONSTRAINT CREATE CROSS CURRENT CURRENT_DATE
CURRENT_TIME CURRENT_TIMESTAMP DATABASE DEFAULT DEFERRABLE DEFERRED DELETE DESC DETACH DISTINCT DO DROP EACH ELSE END
ESCAPE EXCEPT EXCLUDE EXCLUSIVE EXISTS EXPLAIN FAIL FILTER FIRST FOLLOWING FOR FOREIGN FROM FULL GENERATED GLOB GROUP
GROUPS HAVING IF IGNORE IMMEDIATE IN INDEX INDEXED INITIALLY INNER INSERT INSTEAD INTERSECT INTO IS ISNULL JOIN KEY
LAST LEFT LIKE LIMIT MATCH MATERIALIZED NATURAL NO NOT NOTHING NOTNULL NULL NULLS OF OFFSET ON OR ORDER OTHERS OUTER
OVER PARTITION PLAN PRAGMA PRECEDING PRIMARY QUERY RAISE RANGE RECURSIVE REFERENCES REGEXP REINDEX RELEASE RENAME
REPLACE RESTRICT RETURNING RIGHT ROLLBACK ROW ROWS SAVEPOINT SELECT SET TABLE TEMP TEMPORARY THEN TIES TO TRANSACTION
TRIGGER UNBOUNDED UNION UNIQUE UPDATE USING VACUUM VALUES VIEW VIRTUAL WHEN WHERE WINDOW WITH WITHOUT""".split())


@functools.lru_cache(maxsize=4096)
def quote_identifier(name: str) -> str:
    """A table or column name as an SQLite identifier, embedded quotes doubled."""
    return '"' + name.replace('"', '""') + '"'


_QUOTES = {'"': '"', "`": "`", "[": "]"}  # SQLite accepts "name", `name` and [name]


def unquote_identifier(text: str) -> str:
    """The name an identifier as written in SQL stands for: ``"we""ird"`` -> ``we"ird``, ``[a b]`` -> ``a b``;
    a bare name comes back stripped. The inverse of ``quote_identifier``; never raises."""
    text = text.strip()
    close = _QUOTES.get(text[:1])
    if close is None or len(text) < 2 or not text.endswith(close):
        return text
    inner = text[1:-1]
    return inner if close == "]" else inner.replace(close * 2, close)


def needs_quotes(name: str) -> bool:
    """True when ``name`` cannot be written bare in SQL: a keyword, or anything but ASCII letters, digits and _."""
    bare = name.isascii() and (name[:1].isalpha() or name[:1] == "_") and name.replace("_", "a").isalnum()
    return not bare or name.upper() in SQLITE_KEYWORDS


def validate_sql(sql: str) -> str:
    """Return the statement if it is exactly one read-only query, else raise ``SqlRejected`` with the reason."""
    text = sql.strip().rstrip(";").strip()
    if not text:
        raise SqlRejected("empty statement")
    if len(text) > MAX_SQL_CHARS:
        raise SqlRejected(f"statement longer than {MAX_SQL_CHARS} characters")
    try:
        parsed = sqlglot.parse(text, read="sqlite")
        statements = [s for s in parsed if s is not None and not isinstance(s, exp.Semicolon)]  # "SELECT 1; -- note"
    except sqlglot.errors.SqlglotError as error:
        raise SqlRejected(f"could not parse SQL: {str(error).splitlines()[0][:200]}") from None
    if len(statements) != 1:
        raise SqlRejected(f"expected exactly one statement, got {len(statements)}")
    tree = statements[0]
    if not isinstance(tree, exp.Query):
        raise SqlRejected(f"only SELECT/WITH queries are allowed, not {type(tree).__name__.upper()}")
    for node in tree.walk():
        if isinstance(node, DENIED_EXPRESSIONS):
            raise SqlRejected(f"{type(node).__name__.upper()} is not allowed inside a query")
        if isinstance(node, exp.Func):
            name = (node.name if isinstance(node, exp.Anonymous) else node.sql_name()).lower()
            if name in DENIED_FUNCTIONS:
                raise SqlRejected(f"function {name}() is not allowed")
    return text


def table_references(tree: exp.Expression) -> list[exp.Table]:
    """Every table a parsed statement reads, once per reference (a self-join counts twice), CTE names left out."""
    ctes = {cte.alias_or_name.lower() for cte in tree.find_all(exp.CTE)}
    return [t for t in tree.find_all(exp.Table) if t.name.lower() not in ctes]


def tables_named(sql: str) -> list[str]:
    """The tables a statement reads, as written, each once (the outer query's first, as sqlglot walks the tree; CTE
    names left out); [] when it does not parse."""
    try:
        tree = sqlglot.parse_one(sql.strip().rstrip(";"), read="sqlite")
    except sqlglot.errors.SqlglotError:
        return []
    return list(dict.fromkeys(t.name for t in table_references(tree) if t.name)) if tree is not None else []


def _authorizer(action, arg1, arg2, db_name, trigger):
    if action not in _ALLOWED_ACTIONS:
        return sqlite3.SQLITE_DENY
    if action == sqlite3.SQLITE_FUNCTION and (arg2 or "").lower() in DENIED_FUNCTIONS:
        return sqlite3.SQLITE_DENY
    return sqlite3.SQLITE_OK


def open_readonly(path: str | Path) -> sqlite3.Connection:
    """Open a database file so that no statement on this connection can change it."""
    path = Path(path)
    if not path.is_file():  # a plain connect on a wrong path would silently create an empty database
        raise FileNotFoundError(f"no database at {path}")
    con = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, check_same_thread=False, cached_statements=0)
    con.execute("PRAGMA query_only = ON")
    return con


@contextlib.contextmanager
def guarded(con: sqlite3.Connection, limits: Limits, counter: list[int]):
    """Install the authorizer, query_only and the step/time budget on ``con`` for the duration of the block."""
    deadline = time.perf_counter() + limits.timeout_s
    budget_calls = max(1, limits.max_vm_steps // PROGRESS_INTERVAL)

    def progress() -> int:
        counter[0] += 1
        return int(counter[0] > budget_calls or time.perf_counter() > deadline)

    con.execute("PRAGMA query_only = ON")
    caps = {sqlite3.SQLITE_LIMIT_LENGTH: MAX_VALUE_BYTES, sqlite3.SQLITE_LIMIT_LIKE_PATTERN_LENGTH: MAX_LIKE_PATTERN,
            sqlite3.SQLITE_LIMIT_COLUMN: MAX_RESULT_COLUMNS}
    previous = {limit: con.setlimit(limit, value) for limit, value in caps.items()}
    con.set_authorizer(_authorizer)
    con.set_progress_handler(progress, PROGRESS_INTERVAL)
    try:
        yield
    finally:
        con.set_progress_handler(None, 0)
        con.set_authorizer(None)
        for limit, value in previous.items():
            con.setlimit(limit, value)


class ResultTooLarge(Exception):
    """The rows fetched so far hold more than MAX_RESULT_BYTES of text and blobs."""


def _fetch_capped(cursor: sqlite3.Cursor, max_rows: int) -> list[tuple]:
    """Fetch up to ``max_rows`` rows one at a time, stopping once their text/blob bytes pass MAX_RESULT_BYTES."""
    rows, size = [], 0
    for row in iter(cursor.fetchone, None):
        size += sum(len(v) for v in row if isinstance(v, (str, bytes)))
        if size > MAX_RESULT_BYTES:
            raise ResultTooLarge(f"query stopped: the result holds more than {MAX_RESULT_BYTES:,} bytes")
        rows.append(row)
        if len(rows) >= max_rows:
            break
    return rows


def run_query(con: sqlite3.Connection, sql: str, limits: Limits = DEFAULT_LIMITS) -> QueryResult:
    """Validate and run one untrusted query on ``con``; errors are returned, never raised."""
    started = time.perf_counter()
    try:
        text = validate_sql(sql)
    except SqlRejected as error:
        return QueryResult(sql=sql, error=f"refused: {error}", error_kind="rejected")
    counter = [0]
    result = QueryResult(sql=text)
    try:
        with guarded(con, limits, counter):
            cursor = con.execute(text)
            result.columns = [d[0] for d in cursor.description or ()]
            fetched = _fetch_capped(cursor, limits.max_rows + 1)
            cursor.close()
        result.truncated = len(fetched) > limits.max_rows
        result.rows = fetched[: limits.max_rows]
    except sqlite3.OperationalError as error:
        message = str(error)
        if message == "interrupted":
            over_time = time.perf_counter() - started >= limits.timeout_s
            result.error = (
                f"query stopped: exceeded the time limit of {limits.timeout_s:g} s" if over_time
                else f"query stopped: exceeded the budget of {limits.max_vm_steps:,} SQLite VM steps"
            )
            result.error_kind = "budget"
        elif "vtable constructor failed" in message:  # json_each(), pragma_*() need more than a read
            result.error, result.error_kind = "refused: table-valued functions are not allowed", "rejected"
        elif "not authorized" in message:
            result.error, result.error_kind = f"refused: {message}", "rejected"
        else:
            result.error, result.error_kind = message, "sql"
    except sqlite3.DataError as error:  # SQLITE_TOOBIG: a value outgrew MAX_VALUE_BYTES
        result.error, result.error_kind = f"query stopped: a value grew beyond {MAX_VALUE_BYTES:,} bytes ({error})", "budget"
    except ResultTooLarge as error:
        result.error, result.error_kind = str(error), "budget"
    except (sqlite3.Error, OverflowError, ValueError, MemoryError) as error:
        result.error, result.error_kind = f"{type(error).__name__}: {error}", "sql"
    result.vm_steps = counter[0] * PROGRESS_INTERVAL
    result.elapsed_s = time.perf_counter() - started
    return result
