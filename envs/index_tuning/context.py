"""What every episode of one scenario shares, built once per scenario version: costs, schema, statistics, results.

The initial workload cost (and the cost memo behind it), the schema with declared types and rowid columns, the
statistics ``analyze_statistics`` reports (the data never drift: workload writes are rolled back) and the original
queries' rows that rewrites are checked against.

    from envs.index_tuning.context import scenario_context
    python -m pytest tests/test_index_tuning_env.py -k statistics
"""

from __future__ import annotations

import sqlite3
import threading
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any

from envs.analyst.verify import results_match
from envs.index_tuning import cost, oracle
from envs.index_tuning.scenarios import Scenario
from envs.sandbox import quote_identifier

MAX_CONTEXTS = 64  # scenario contexts kept (built-ins plus recent uploads); the least recently used goes


@dataclass
class ScenarioContext:
    """What every episode of one scenario shares: the cost memo, the initial cost, statistics, original results."""

    scenario: Scenario
    meter: cost.CostMeter
    initial: cost.WorkloadCost
    base_pages: int
    schema: dict[str, list[str]]
    types: dict[str, dict[str, str]]  # table -> column -> declared type
    rowid_columns: dict[str, str]  # table -> its INTEGER PRIMARY KEY column (the rowid: already the table's order)
    own_indexes: tuple[str, ...] = ()  # names of the indexes the database came with
    results: dict[str, Any] = field(default_factory=dict)  # qid -> original rows (for rewrite checks)
    statistics: dict[str, dict] = field(default_factory=dict)  # table -> analyze_statistics metadata (data never drift)


_CONTEXTS: OrderedDict[Scenario, ScenarioContext] = OrderedDict()  # one per scenario version; built on first reset
_CONTEXTS_LOCK = threading.Lock()  # guards the two dicts
_BUILDING: dict[Scenario, threading.Lock] = {}  # one lock per key: concurrent first resets build a context once


def scenario_context(scenario: Scenario, con: sqlite3.Connection) -> ScenarioContext:
    """The shared context of ``scenario``, built from ``con`` (a fresh copy) on first use."""
    key = scenario
    with _CONTEXTS_LOCK:
        build_lock = _BUILDING.setdefault(key, threading.Lock())
    with build_lock:  # the initial costs take seconds on a big database: other resets of this scenario wait
        with _CONTEXTS_LOCK:
            if key in _CONTEXTS:
                _CONTEXTS.move_to_end(key)
                return _CONTEXTS[key]
        meter = cost.CostMeter()
        initial = meter.workload(con, [(q.qid, q.sql, q.freq) for q in scenario.workload])
        schema = oracle.schema_of(con)
        info = {t: con.execute(f"PRAGMA table_info({quote_identifier(t)})").fetchall() for t in schema}
        types = {t: {r[1]: r[2] for r in rows} for t, rows in info.items()}
        rowid = {t: keys[0][1] for t, rows in info.items()
                 if len(keys := [r for r in rows if r[5]]) == 1 and keys[0][2].upper() == "INTEGER"}
        own = tuple(r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type = 'index'"))
        context = ScenarioContext(scenario, meter, initial, cost.used_pages(con), schema, types, rowid, own)
        with _CONTEXTS_LOCK:
            _CONTEXTS[key] = context
            _BUILDING.pop(key, None)
            while len(_CONTEXTS) > MAX_CONTEXTS:
                _CONTEXTS.popitem(last=False)
    return context



def table_statistics(ctx: ScenarioContext, con: sqlite3.Connection, table: str, scratch: sqlite3.Connection | None) -> dict:
    """Row count, per-column distinct values and NULLs, and ANALYZE's sqlite_stat1 (run on ``scratch``, a copy, so
    the episode's plans keep depending only on the indexes). Cached in the context."""
    if table in ctx.statistics:
        return ctx.statistics[table]
    rows = con.execute(f"SELECT COUNT(*) FROM {quote_identifier(table)}").fetchone()[0]
    columns = {}
    for column in ctx.schema[table]:
        quoted = quote_identifier(column)
        distinct, nulls = con.execute(
            f"SELECT COUNT(DISTINCT {quoted}), SUM({quoted} IS NULL) FROM {quote_identifier(table)}").fetchone()
        columns[column] = {"distinct": distinct, "nulls": nulls or 0,
                           "selectivity": round(1 / distinct, 6) if distinct else 1.0}
    stat1 = []
    if scratch is not None:
        try:
            scratch.execute(f"ANALYZE {quote_identifier(table)}")
            stat1 = [list(r) for r in scratch.execute("SELECT idx, stat FROM sqlite_stat1 WHERE tbl = ?", (table,))]
        except sqlite3.Error:
            pass
    ctx.statistics[table] = {"table": table, "rows": rows, "columns": columns, "stat1": stat1}
    return ctx.statistics[table]


def rewrite_check(old, new, ordered: bool) -> dict:
    """Whether a rewrite's result (``new``, a sandbox QueryResult) equals the original's: the same bag of rows, in
    the same order when the original orders; with the sentence the observation shows."""
    same = len(old.columns) == len(new.columns) and results_match(new.rows, old.rows, ordered, column_order_matters=True)
    how = "row by row, in order (the original has ORDER BY)" if ordered else "as a bag of rows (no ORDER BY)"
    return {"equal": same, "ordered": ordered, "original_rows": len(old.rows), "original_columns": len(old.columns),
            "rewrite_rows": len(new.rows), "rewrite_columns": len(new.columns),
            "text": f"Checked on the data: original {len(old.rows)} rows x {len(old.columns)} columns, rewrite "
                    f"{len(new.rows)} x {len(new.columns)}, compared {how}: {'equal' if same else 'different'}"}
