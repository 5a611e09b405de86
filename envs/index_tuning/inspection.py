"""What an index-tuning agent can look at without changing anything: a workload query's plan and cost, the indexes
and which queries use them, per-column statistics, the plan of any SELECT; and the names the environment looks up
or makes (tables and columns written bare or quoted as in SQL, index names safe to write bare).

Each action is a function of the episode's connection and scenario context that returns (text, error, metadata),
the shape ``IndexTuningEnv.step`` turns into an observation:

    text, error, meta = inspect_query(ctx, con, {"q1": "SELECT ..."}, "q1")
    python -m pytest tests/test_index_tuning_env.py
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Iterable

from envs.index_tuning import cost
from envs.index_tuning.analysis import column_usage
from envs.index_tuning.context import ScenarioContext, table_statistics
from envs.sandbox import Limits, quote_identifier, unquote_identifier

EXPLAIN_LIMITS = Limits(max_vm_steps=50_000_000, timeout_s=5.0, max_rows=10)  # an agent's explain(sql)
NOT_NAME = re.compile(r"[^a-z0-9_$]+")  # what an index name made from table/column names leaves out
# a plan line that reads a whole table: "SCAN <table>" for any name, not an index scan, a subquery or a constant row
FULL_SCAN = re.compile(r"^\s*SCAN (?!\()(?!CONSTANT ROW\s*$)(?!.* USING ).+$", re.MULTILINE)

Result = tuple[str, str | None, dict]  # (observation text, error, metadata)


def named(name: str, names: Iterable[str]) -> str | None:
    """The one of ``names`` that ``name`` stands for: as written, stripped, or unquoted as in SQL (``"we""ird"``,
    ``[a b]``); exact case first, then any case. None when there is none."""
    names = list(names)
    for key in dict.fromkeys((name, name.strip(), unquote_identifier(name))):
        found = key if key in names else next((n for n in names if n.lower() == key.lower()), None)
        if found is not None:
            return found
    return None


def index_name(table: str, columns: Iterable[str]) -> str:
    """``idx_<table>_<columns>`` in lower-case letters, digits, _ and $ only, so it can be written bare in
    ``drop_index(name)`` whatever the table and column names hold."""
    return "idx_" + NOT_NAME.sub("_", "_".join((table, *columns)).lower())


def list_indexes(con: sqlite3.Connection, tables: Iterable[str]) -> list[dict]:
    """Every index on ``tables``: name, table, columns, unique, and origin ("c": CREATE INDEX, "pk"/"u": implied)."""
    out = []
    for table in tables:
        for _, name, unique, origin, _ in con.execute(f"PRAGMA index_list({quote_identifier(table)})").fetchall():
            columns = [r[2] for r in con.execute(f"PRAGMA index_info({quote_identifier(name)})").fetchall()]
            out.append({"name": name, "table": table, "columns": columns, "unique": bool(unique), "origin": origin})
    return out


NONE_INDEXABLE = "none (functions or expressions hide them: a rewrite can expose them)"
USAGE_TAGS = (("equality", "="), ("join", "join"), ("range", "range"), ("group", "group by"), ("order", "order by"))
TABLE_RANK = {"=": 0, "range": 1, "group by": 2, "order by": 2}  # tables with only join columns come last


def indexable_columns(sql: str, schema: dict[str, list[str]]) -> str:
    """Per table (real names, aliases resolved), the columns an index could serve and how the query uses each:
    ``order_items: order_id (=), product_id (join); products: id (join)``; "" when there are none."""
    ranked = []
    for table, use in column_usage(sql, schema).items():
        tagged: dict[str, str] = {}
        for kind, tag in USAGE_TAGS:
            for column in getattr(use, kind):
                tagged.setdefault(column, tag)
        if tagged:
            # filtered tables first: a plan starts from the table its WHERE narrows, and joins into the rest
            rank = min(TABLE_RANK.get(tag, len(TABLE_RANK)) for tag in tagged.values())
            ranked.append((rank, f"{table}: " + ", ".join(f"{column} ({tag})" for column, tag in tagged.items())))
    return "; ".join(part for _, part in sorted(ranked, key=lambda item: item[0]))


def inspect_query(ctx: ScenarioContext, con: sqlite3.Connection, sql_by_qid: dict[str, str], qid: str) -> Result:
    """One workload query as it stands now (rewritten or not): its SQL, cost per run and per workload, wall time,
    plan, and the columns an index could serve (what a tuner reads off the SQL, aliases resolved to tables)."""
    query = next((q for q in ctx.scenario.workload if q.qid == qid), None)
    if query is None:
        return "", f"unknown query {qid!r}; the workload has {', '.join(sql_by_qid)}", {}
    sql = sql_by_qid[qid]
    steps = ctx.meter.statement(con, sql)
    plan = cost.query_plan(con, sql)
    wall_ms = 1000 * cost.wall_median_s(con, sql)
    lines = [f"{qid} [{query.kind}, x{query.freq}]: {sql}"]
    if sql != query.sql:
        lines.append(f"  (rewritten; original: {query.sql})")
    lines += [f"  cost {steps.steps:,} VM steps per run, {query.freq * steps.steps:,} per workload "
              f"(~{wall_ms:.2f} ms wall, median)", "  plan:"] + [f"    {line}" for line in plan]
    usable = indexable_columns(sql, ctx.schema)
    lines.append(f"  columns an index could serve: {usable or NONE_INDEXABLE}")
    return "\n".join(lines), None, {"qid": qid, "sql": sql, "plan": plan, "steps": steps.steps, "wall_ms": wall_ms,
                                    "indexable": usable}


def analyze_indexes(ctx: ScenarioContext, con: sqlite3.Connection, sql_by_qid: dict[str, str],
                    indexes: list[dict]) -> Result:
    """Each index with the workload queries whose plan uses it, and the queries that scan a whole table."""
    plans = {q.qid: "\n".join(cost.query_plan(con, sql_by_qid[q.qid])) for q in ctx.scenario.workload}
    lines = ["Indexes:" if indexes else "No indexes besides the tables' primary keys."]
    for index in indexes:
        users = [qid for qid, plan in plans.items() if re.search(rf"\bINDEX {re.escape(index['name'])}\b", plan)]
        index["used_by"] = users
        lines.append(f"  {index['name']} ON {index['table']}({', '.join(index['columns'])})"
                     f"{' UNIQUE' if index['unique'] else ''}: used by {', '.join(users) or 'no workload query'}")
    scans = [qid for qid, plan in plans.items() if FULL_SCAN.search(plan)]
    lines.append(f"Queries with a full table scan: {', '.join(scans) or 'none'}")
    return "\n".join(lines), None, {"indexes": indexes, "full_scans": scans}


def analyze_statistics(ctx: ScenarioContext, con: sqlite3.Connection, tables: list[str]) -> Result:
    """Rows, per-column distinct values and NULLs, and ANALYZE's figures, for ``tables`` (names as in the schema).
    ANALYZE runs on a throw-away copy, so the episode's plans keep depending only on its indexes."""
    scratch = None
    if any(t not in ctx.statistics for t in tables):
        scratch = sqlite3.connect(":memory:", cached_statements=0)
        con.backup(scratch)
    try:
        found = [table_statistics(ctx, con, t, scratch) for t in tables]
    finally:
        if scratch is not None:
            scratch.close()
    lines = []
    for stats in found:
        lines.append(f"{stats['table']}: {stats['rows']:,} rows")
        lines += [f"  {c}: {v['distinct']:,} distinct ({v['selectivity']:.6f} of rows per value), {v['nulls']:,} NULL"
                  for c, v in stats["columns"].items()]
        if stats["stat1"]:
            lines.append("  ANALYZE (sqlite_stat1): "
                         + "; ".join(f"{i or stats['table']}: {x}" for i, x in stats["stat1"]))
    meta = dict(found[0]) if len(found) == 1 else {}
    meta["tables"] = {stats["table"]: stats for stats in found}
    return "\n".join(lines), None, meta


def explain(con: sqlite3.Connection, sql: str) -> Result:
    """The plan and measured cost of any read query the sandbox accepts."""
    steps = cost.count_read(con, sql, EXPLAIN_LIMITS)
    if steps.error and steps.error.startswith("refused"):
        return "", steps.error, {}
    plan = cost.query_plan(con, sql, EXPLAIN_LIMITS)
    lines = ["plan:"] + [f"  {line}" for line in plan]
    lines.append(f"cost: {steps.steps:,} VM steps" + (f" ({steps.error})" if steps.error else ""))
    return "\n".join(lines), None, {"plan": plan, "steps": steps.steps}
