"""Which columns a workload statement filters, joins, groups and sorts on, per table (parsed with sqlglot).

Only bare column operands count: ``lower(email) = 'x'`` names no indexable column, which is exactly why such a
query needs a rewrite. A comparison with another table's column (a join, or a correlated subquery's outer row)
counts like one with a literal: the index is searched once per value. Used by the oracle (to list candidates) and
by the rule-based advisor.

    python -m pytest tests/test_index_baselines.py -k usage
"""

from __future__ import annotations

from dataclasses import dataclass, field

import sqlglot
from sqlglot import exp

from envs.index_tuning.sources import owner_of

_RANGE = (exp.GT, exp.GTE, exp.LT, exp.LTE)


@dataclass
class ColumnUsage:
    equality: list[str] = field(default_factory=list)  # col = literal, col IN (...), col IS NULL
    range: list[str] = field(default_factory=list)  # <, <=, >, >=, BETWEEN, LIKE 'prefix%'
    closed: list[str] = field(default_factory=list)  # range columns bounded on both sides (usually more selective)
    join: list[str] = field(default_factory=list)  # col = other_table.col
    group: list[str] = field(default_factory=list)
    order: list[str] = field(default_factory=list)
    read: list[str] = field(default_factory=list)  # every column of the table the statement reads (covering)

    def all(self) -> list[str]:
        seen: list[str] = []
        for column in self.equality + self.join + self.range + self.group + self.order:
            if column not in seen:
                seen.append(column)
        return seen


def _add(items: list[str], column: str) -> None:
    if column not in items:
        items.append(column)


def _parse(sql: str):
    try:
        return sqlglot.parse_one(sql.strip().rstrip(";"), read="sqlite")
    except sqlglot.errors.SqlglotError:
        return None


def usage_by_instance(sql: str, schema: dict[str, list[str]]) -> list[tuple[str, ColumnUsage]]:
    """(table, usage) per table reference of ``sql``: a self-join or a correlated subquery over the same table gives
    one entry per alias, because each is searched on its own. Real, lower-case names; never raises."""
    tree = _parse(sql)
    if tree is None:
        return []
    types = {name.lower(): {c.lower(): "" for c in cols} for name, cols in schema.items()}
    usage: dict[tuple, tuple[str, ColumnUsage]] = {}
    bounds: dict[tuple, set[str]] = {}  # (instance, column) -> {"lower", "upper"}

    def resolve(node: exp.Expression):
        if not isinstance(node, exp.Column) or not node.name:
            return None
        found = owner_of(node, types)
        return (id(found[0]), found[1], found[2], node.name.lower()) if found else None

    def instances(node: exp.Expression) -> set:
        return {(r[0], r[1]) for r in map(resolve, node.find_all(exp.Column)) if r}

    def record(kind: str, node: exp.Expression) -> None:
        found = resolve(node)
        if found:
            _, use = usage.setdefault(found[:2], (found[2], ColumnUsage()))
            _add(getattr(use, kind), found[3])

    def free_of(other: exp.Expression, side: exp.Expression) -> bool:
        """``other`` reads nothing of ``side``'s table reference (a literal, a join partner or an outer row)."""
        mine = resolve(side)
        return mine is not None and mine[:2] not in instances(other) and not other.find(exp.Select)

    for node in tree.walk():
        if isinstance(node, exp.EQ):
            left, right = resolve(node.this), resolve(node.expression)
            if left and right and left[:2] != right[:2]:
                record("join", node.this)
                record("join", node.expression)
            elif left and not right and free_of(node.expression, node.this):
                record("join" if node.expression.find(exp.Column) else "equality", node.this)
            elif right and not left and free_of(node.this, node.expression):
                record("join" if node.this.find(exp.Column) else "equality", node.expression)
        elif isinstance(node, (exp.In, exp.Is)):
            record("equality", node.this)
        elif isinstance(node, _RANGE):
            for side, other, lower in ((node.this, node.expression, (exp.GT, exp.GTE)),
                                       (node.expression, node.this, (exp.LT, exp.LTE))):
                if resolve(side) and free_of(other, side):
                    record("range", side)
                    bound = bounds.setdefault(resolve(side), set())
                    bound.add("lower" if isinstance(node, lower) else "upper")
                    if len(bound) == 2:
                        record("closed", side)
        elif isinstance(node, exp.Between):
            record("range", node.this)
            record("closed", node.this)
        elif isinstance(node, exp.Like) and isinstance(node.expression, exp.Literal):
            if not str(node.expression.this).startswith(("%", "_")):
                record("range", node.this)
        elif isinstance(node, exp.Group):
            for item in node.expressions:
                record("group", item)
        elif isinstance(node, exp.Ordered):
            record("order", node.this)
    for column in tree.find_all(exp.Column):
        found = resolve(column)
        if found:
            _, use = usage.setdefault(found[:2], (found[2], ColumnUsage()))
            _add(use.read, found[3])
    return list(usage.values())


def column_usage(sql: str, schema: dict[str, list[str]]) -> dict[str, ColumnUsage]:
    """Per table (real, lower-case names), the columns of ``sql`` an index could serve. Never raises."""
    merged: dict[str, ColumnUsage] = {}
    for table, use in usage_by_instance(sql, schema):
        into = merged.setdefault(table, ColumnUsage())
        for kind in ("equality", "range", "closed", "join", "group", "order", "read"):
            for column in getattr(use, kind):
                _add(getattr(into, kind), column)
    return merged


def workload_columns(sqls: list[str], schema: dict[str, list[str]], rowid_columns: dict[str, str] | None = None,
                     searched: bool = False) -> dict[str, list[str]]:
    """Per table (real, lower-case names), the columns an index of the workload could hold: those the statements
    filter, join, group, sort on or read (a covering index), first use first; ``searched``: only the first kind,
    the ones an index could lead with (a scan of an index no statement searches costs as much as the table's).
    A table's rowid alias is left out: every index already ends in the rowid, and a search by it uses the table
    itself. Never raises."""
    skip = {str(t).lower(): str(c).lower() for t, c in (rowid_columns or {}).items()}
    columns: dict[str, list[str]] = {}
    for sql in sqls:
        for table, use in column_usage(sql, schema).items():
            for column in use.all() + ([] if searched else use.read):
                if column != skip.get(table):
                    _add(columns.setdefault(table, []), column)
    return columns


def candidate_indexes(sqls: list[str], schema: dict[str, list[str]]) -> list[tuple[str, tuple[str, ...]]]:
    """Single columns and ordered column pairs per table, from the columns the statements use (deterministic order)."""
    columns: dict[str, list[str]] = {}
    for sql in sqls:
        for table, use in column_usage(sql, schema).items():
            for column in use.all():
                _add(columns.setdefault(table, []), column)
    candidates: list[tuple[str, tuple[str, ...]]] = []
    for table in sorted(columns):
        cols = columns[table]
        candidates += [(table, (c,)) for c in cols]
        candidates += [(table, (a, b)) for a in cols for b in cols if a != b]
    return candidates
