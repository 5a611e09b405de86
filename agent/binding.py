"""Name binding: does a query's every table, alias and column resolve in the catalogue the agent was shown?

    unbound("SELECT SUM(l.quantity) FROM orders o", ["orders", "order_items"], {"orders": ["order_id"]})
    # -> "Column 'quantity' could not be resolved for table: 'l'"        (None when every name binds)

A grammar (agent/grammar.py) is context-free: it can keep a query to the schema's table and column names, but not
check that ``l.quantity`` uses an alias the FROM clause declares, that ``quantity`` belongs to a table the query
joins, or that an unqualified column is not ambiguous. Those are the commonest failures of a small model on a
database it has not seen, and SQLite would refuse every one of them. This check, the semantic half of PICARD-style
constrained decoding, runs sqlglot's column qualification against the catalogue (the tables the episode listed,
the columns it showed), so the policy can resample such a query before spending a step on it (agent/llm_policy.py).
It reads only what the agent was shown; a query over a table whose columns it has not seen is checked for table
names only, and a construct sqlglot cannot follow is given the benefit of the doubt.

    python -m pytest tests/test_binding.py
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import sqlglot
from sqlglot.errors import OptimizeError, SqlglotError
from sqlglot.optimizer.qualify import qualify

from envs.sandbox import table_references


def unbound(sql: str, tables: Sequence[str], catalog: Mapping[str, Sequence[str]]) -> str | None:
    """Why ``sql`` does not bind to the shown ``tables`` and their ``catalog`` columns, or None when it does."""
    try:
        tree = sqlglot.parse_one(sql, read="sqlite")
    except SqlglotError as error:
        return f"does not parse: {str(error).splitlines()[0][:120]}"
    known = {name.lower(): name for name in tables}
    named = {table.name.lower() for table in table_references(tree) if table.name}
    if missing := sorted(named - set(known)):
        return f"no table named {missing[0]}"
    columns = {known[name]: catalog.get(known[name]) for name in named}
    if any(not shown for shown in columns.values()):
        return None  # a table whose columns the episode has not shown: only its name can be checked
    schema = {table: {column: "TEXT" for column in shown} for table, shown in columns.items()}
    try:
        qualify(tree, schema=schema, dialect="sqlite", validate_qualify_columns=True)
    except OptimizeError as error:
        return str(error).split(". Line:")[0][:160]
    except Exception:  # noqa: BLE001 - a construct sqlglot's optimizer cannot follow: not the agent's error
        return None
    return None
