"""The reviewer behind ``POST /step_with_review``: checks an action before it can reach an environment.

Nothing here runs SQL (no EXPLAIN, no connection): SQL goes through the sandbox's own validator
(``envs.sandbox.validate_sql``, the one validator every path shares), then a table check — every table the
statement reads must be one of the database's tables (CTE names aside; table-valued functions, which the sandbox's
authorizer refuses anyway, are refused here with a clearer reason). Actions that name a table (DESCRIBE, SAMPLE,
analyze_statistics, create_index) must name a known one. A refused action gets ``REVIEW_PENALTY`` and never
reaches the environment, so the database is untouched and the episode's step budget is not spent.

    from envs.review import review_action
    review = review_action("analyst", "QUERY SELECT * FROM pets; DROP TABLE pets", {"pets", "orders"})
    review.ok, review.reason      # False, 'refused: expected exactly one statement, got 2'
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

import sqlglot
from sqlglot import exp

from envs.sandbox import SqlRejected, table_references, validate_sql

# Reward of a refused action: the weighted cost of a failing query in the analyst env (execution 0.1 x -1), so a
# refusal is never cheaper than the mistake it prevents; small beside a correct answer (+1.0).
REVIEW_PENALTY = -0.1


@dataclass(frozen=True)
class Review:
    ok: bool
    reason: str | None = None  # why the action was refused ("refused: ...")
    sql: str | None = None  # the statement that was checked, when the action carries SQL


def _norm(name: str) -> str:
    return name.strip().strip('`"[]').strip().rstrip(";").strip().lower()


def review_sql(sql: str, known_tables: Iterable[str]) -> Review:
    """One read-only statement (the sandbox's rules) that reads only the database's own tables."""
    try:
        text = validate_sql(sql)
    except SqlRejected as error:
        return Review(False, f"refused: {error}", sql)
    tree = sqlglot.parse_one(text, read="sqlite")  # validate_sql has parsed this very text already
    known = {name.lower() for name in known_tables}
    for table in table_references(tree):
        if not isinstance(table.this, exp.Identifier):
            return Review(False, "refused: table-valued functions are not allowed", sql)
        if table.db and table.db.lower() != "main":
            return Review(False, f"refused: only the main database can be read, not {table.db!r}", sql)
        name = table.name.lower()
        if name not in known:
            listed = ", ".join(sorted(known)) or "none"
            return Review(False, f"refused: unknown table {table.name[:60]!r}; the tables are: {listed}", sql)
    return Review(True, sql=text)


def _review_table(name: str | None, known_tables: Iterable[str]) -> Review:
    known = {t.lower() for t in known_tables}
    if name is None or _norm(name) not in known:
        shown = (name or "").strip()[:60]
        return Review(False, f"refused: unknown table {shown!r}; the tables are: {', '.join(sorted(known)) or 'none'}")
    return Review(True)


def review_analyst(action: Any, known_tables: Iterable[str]) -> Review:
    """Review an analyst action (``AnalystAction`` or its text form)."""
    from envs.analyst.spec import AnalystAction

    if not isinstance(action, AnalystAction):
        try:
            action = AnalystAction.from_text(str(action))
        except ValueError as error:
            return Review(False, f"refused: {error}")
    if action.kind == "query":
        return review_sql(action.argument, known_tables)
    if action.kind in ("describe", "sample"):
        return _review_table(action.argument, known_tables)
    return Review(True)  # ANSWER runs no SQL


def review_index(action: Any, known_tables: Iterable[str]) -> Review:
    """Review an index-tuning action (``IndexAction``, its text form or its dict form)."""
    from envs.index_tuning.spec import IndexAction

    action = IndexAction.parse(action)
    if action.kind == "invalid":
        return Review(False, f"refused: {action.error}")
    if action.kind in ("explain", "rewrite_query"):
        return review_sql(action.sql or "", known_tables)
    if action.kind in ("analyze_statistics", "create_index"):
        return _review_table(action.table, known_tables)
    return Review(True)  # inspect_query, analyze_indexes, drop_index, submit_report run no agent SQL


def review_action(kind: str, action: Any, known_tables: Iterable[str]) -> Review:
    """Review ``action`` for an environment of ``kind`` ("analyst" or "index") over ``known_tables``."""
    if kind == "analyst":
        return review_analyst(action, known_tables)
    if kind == "index":
        return review_index(action, known_tables)
    return Review(False, f"refused: no reviewer for environment kind {kind!r}")
