"""The cost model: SQLite virtual-machine steps per statement, summed over a workload with frequencies.

A statement's cost is the number of VM steps it executes, counted with a progress handler: first every
``COARSE_INTERVAL`` steps, then, for cheap statements, again every ``FINE_INTERVAL`` step so an indexed lookup
(tens of steps) is not rounded to zero. The count depends only on the data, the SQL and the indexes, so the same
input gives the same cost on any machine. Writes run inside a savepoint that is rolled back, so the data never drift
between measurements. Wall-clock medians and EXPLAIN QUERY PLAN are reported beside the cost, for people.
Reads go through the sandbox (validation, authorizer, budget); every connection here is opened with
``cached_statements=0`` so plans always reflect the indexes that exist now.

    python -m pytest tests/test_index_cost.py
"""

from __future__ import annotations

import contextlib
import sqlite3
import statistics
import time
from dataclasses import dataclass, field

import sqlglot
from sqlglot import exp

from envs.sandbox import Limits, SqlRejected, guarded, quote_identifier, tables_named, validate_sql

COARSE_INTERVAL = 100  # VM steps between progress calls on the first count: ~1% overhead on big scans
FINE_INTERVAL = 1  # VM steps between calls on the recount of cheap statements: exact
FINE_BELOW = 20_000  # VM steps; statements cheaper than this are recounted at FINE_INTERVAL
MEASURE_LIMITS = Limits(max_vm_steps=200_000_000, timeout_s=60.0, max_rows=10_000_000)  # per statement
WALL_REPEATS = 5  # runs per wall-clock median
WRITE_KINDS = (exp.Insert, exp.Update, exp.Delete)
_WRITE_ACTIONS = frozenset({
    sqlite3.SQLITE_SELECT, sqlite3.SQLITE_READ, sqlite3.SQLITE_FUNCTION, sqlite3.SQLITE_RECURSIVE,
    sqlite3.SQLITE_INSERT, sqlite3.SQLITE_UPDATE, sqlite3.SQLITE_DELETE,
})


@dataclass
class StatementCost:
    steps: int  # VM steps (the budget when capped)
    error: str | None = None  # the statement failed or was refused


@dataclass
class WorkloadCost:
    total: int  # sum of frequency x steps over the workload
    per_query: dict[str, int] = field(default_factory=dict)  # qid -> steps of one execution
    errors: dict[str, str] = field(default_factory=dict)  # qid -> error


def statement_kind(sql: str) -> str | None:
    """"read", "write" (a single INSERT/UPDATE/DELETE) or None when the text is neither."""
    try:
        validate_sql(sql)
        return "read"
    except SqlRejected:
        pass
    try:
        trees = [t for t in sqlglot.parse(sql.strip().rstrip(";"), read="sqlite") if t is not None]
    except sqlglot.errors.SqlglotError:
        return None
    return "write" if len(trees) == 1 and isinstance(trees[0], WRITE_KINDS) else None


def tables_of(sql: str) -> frozenset[str]:
    """Lower-case names of the tables a statement touches (CTE names excluded)."""
    return frozenset(name.lower() for name in tables_named(sql))


def _count(con: sqlite3.Connection, run, interval: int, limits: Limits) -> tuple[int, bool]:
    """VM steps of ``run()`` counted every ``interval`` steps; stopped (capped) by the step or time budget."""
    calls = [0]
    budget_calls = max(1, limits.max_vm_steps // interval)
    deadline = time.perf_counter() + limits.timeout_s

    def progress() -> int:
        calls[0] += 1
        # the clock is read every 1,000 calls only: reading it on each call would dominate a FINE_INTERVAL count
        return int(calls[0] > budget_calls or (calls[0] % 1_000 == 0 and time.perf_counter() > deadline))

    con.set_progress_handler(progress, interval)
    try:
        run()
        capped = False
    except sqlite3.OperationalError as error:
        if str(error) != "interrupted":
            raise
        capped = True
    finally:
        con.set_progress_handler(None, 0)
    return calls[0] * interval, capped


def _drain(con: sqlite3.Connection, sql: str) -> None:
    cursor = con.execute(sql)
    for _ in cursor:
        pass
    cursor.close()


@contextlib.contextmanager
def untrusted(con: sqlite3.Connection, limits: Limits):
    """The sandbox's guard (authorizer, query_only, budget) around a block; writable again afterwards."""
    try:
        with guarded(con, limits, [0]):
            yield
    finally:
        con.execute("PRAGMA query_only = OFF")


def count_read(con: sqlite3.Connection, sql: str, limits: Limits = MEASURE_LIMITS) -> StatementCost:
    """VM steps of one read-only query (validated by the sandbox, run under its authorizer)."""
    try:
        text = validate_sql(sql)
    except SqlRejected as error:
        return StatementCost(0, f"refused: {error}")
    return _measure(con, lambda: _drain(con, text), limits, lambda: untrusted(con, limits))


def _write_authorizer(action, arg1, arg2, db_name, trigger):
    return sqlite3.SQLITE_OK if action in _WRITE_ACTIONS else sqlite3.SQLITE_DENY


@contextlib.contextmanager
def rolled_back(con: sqlite3.Connection):
    """A savepoint that is always rolled back, with an authorizer that allows only DML on existing tables."""
    con.execute("SAVEPOINT cost_probe")
    con.set_authorizer(_write_authorizer)
    try:
        yield
    finally:
        con.set_authorizer(None)
        con.execute("ROLLBACK TO cost_probe")
        con.execute("RELEASE cost_probe")


def count_write(con: sqlite3.Connection, sql: str, limits: Limits = MEASURE_LIMITS) -> StatementCost:
    """VM steps of one INSERT/UPDATE/DELETE, run in a savepoint that is always rolled back."""
    if statement_kind(sql) != "write":
        return StatementCost(0, "refused: a workload write must be a single INSERT, UPDATE or DELETE")
    text = sql.strip().rstrip(";")
    return _measure(con, lambda: con.execute(text), limits, lambda: rolled_back(con))


def prepare(sql: str) -> tuple[str | None, str]:
    """(kind, text to execute) of a workload statement, parsed once: timing loops must not time the parser."""
    kind = statement_kind(sql)
    return kind, validate_sql(sql) if kind == "read" else sql.strip().rstrip(";")


def run_prepared(con: sqlite3.Connection, kind: str | None, text: str, limits: Limits = MEASURE_LIMITS) -> str | None:
    """Run a prepared workload statement once, uncounted (reads sandboxed, writes rolled back); the error, or None."""
    try:
        if kind == "read":
            with untrusted(con, limits):
                _drain(con, text)
        elif kind == "write":
            with rolled_back(con):
                con.execute(text)
        else:
            return "refused: not a workload statement"
    except (sqlite3.Error, OverflowError, ValueError) as error:
        return str(error) or type(error).__name__
    return None


def _measure(con, run, limits: Limits, guard) -> StatementCost:
    """Count ``run`` coarsely, then finely when cheap; each count inside a fresh ``guard()`` (a write's savepoint is
    rolled back between the two, so an INSERT with a key does not collide with its own first run)."""
    try:
        with guard():
            steps, capped = _count(con, run, COARSE_INTERVAL, limits)
        if not capped and steps < FINE_BELOW:
            with guard():
                steps, capped = _count(con, run, FINE_INTERVAL, limits)
    except (sqlite3.Error, OverflowError, ValueError) as error:
        message = str(error)
        return StatementCost(0, f"refused: {message}" if "not authorized" in message else message)
    return StatementCost(steps, f"stopped at the budget of {limits.max_vm_steps:,} VM steps" if capped else None)


def count_statement(con: sqlite3.Connection, sql: str, limits: Limits = MEASURE_LIMITS) -> StatementCost:
    return count_write(con, sql, limits) if statement_kind(sql) == "write" else count_read(con, sql, limits)


def query_plan(con: sqlite3.Connection, sql: str, limits: Limits = MEASURE_LIMITS) -> list[str]:
    """EXPLAIN QUERY PLAN as indented lines ("SEARCH orders USING INDEX ..."); writes are planned in a savepoint."""
    try:
        text = validate_sql(sql)
        guard = untrusted(con, limits)
    except SqlRejected:
        if statement_kind(sql) != "write":
            return ["(no plan: not a single query)"]
        text, guard = sql.strip().rstrip(";"), contextlib.nullcontext()
    depth: dict[int, int] = {0: -1}
    lines = []
    try:
        with guard:
            rows = con.execute(f"EXPLAIN QUERY PLAN {text}").fetchall()
    except sqlite3.Error as error:
        return [f"(no plan: {error})"]
    for node, parent, _, detail in rows:
        depth[node] = depth.get(parent, -1) + 1
        lines.append("  " * depth[node] + detail)
    return lines or ["(trivial plan)"]


def wall_median_s(con: sqlite3.Connection, sql: str, repeats: int = WALL_REPEATS) -> float:
    """Median wall-clock seconds of a statement (for people; never part of the reward)."""
    times = []
    for _ in range(repeats):
        started = time.perf_counter()
        count_statement(con, sql)  # the same path as the cost, so writes stay rolled back
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def index_signature(con: sqlite3.Connection, tables: frozenset[str]) -> tuple:
    """What the planner can use on ``tables``: sorted (table, columns, unique) of every index, names ignored."""
    signature = []
    for (table,) in con.execute("SELECT name FROM sqlite_master WHERE type = 'table'").fetchall():
        if table.lower() not in tables:
            continue
        for _, name, unique, _, partial in con.execute(f"PRAGMA index_list({quote_identifier(table)})").fetchall():
            info = con.execute(f"PRAGMA index_xinfo({quote_identifier(name)})").fetchall()
            columns = tuple(str(row[2]) for row in info if row[5])
            signature.append((table.lower(), columns, bool(unique), bool(partial)))
    return tuple(sorted(signature))


def used_pages(con: sqlite3.Connection) -> int:
    """Pages in use (page_count minus free pages): grows by an index's size when it is created."""
    return con.execute("PRAGMA page_count").fetchone()[0] - con.execute("PRAGMA freelist_count").fetchone()[0]


class CostMeter:
    """Measures workloads, remembering each statement's cost per set of indexes on the tables it touches.

    One meter belongs to one database content (a scenario): the memo is valid because writes are rolled back.
    """

    def __init__(self) -> None:
        self._memo: dict[tuple, StatementCost] = {}
        self._tables: dict[str, frozenset[str]] = {}

    def statement(self, con: sqlite3.Connection, sql: str) -> StatementCost:
        tables = self._tables.get(sql)
        if tables is None:
            tables = self._tables[sql] = tables_of(sql)
        key = (sql, index_signature(con, tables))
        if key not in self._memo:
            self._memo[key] = count_statement(con, sql)
        return self._memo[key]

    def workload(self, con: sqlite3.Connection, queries) -> WorkloadCost:
        """``queries``: (qid, sql, frequency) triples."""
        result = WorkloadCost(total=0)
        for qid, sql, freq in queries:
            cost = self.statement(con, sql)
            result.per_query[qid] = cost.steps
            result.total += freq * cost.steps
            if cost.error:
                result.errors[qid] = cost.error
        return result
