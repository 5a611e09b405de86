"""Which columns a workload statement filters, joins, groups and sorts on, per table (parsed with sqlglot).

Only bare column operands count: ``lower(email) = 'x'`` names no indexable column, which is exactly why such a
query needs a rewrite. Used by the oracle (to list candidates) and by the rule-based advisor.

    python -m pytest tests/test_index_baselines.py -k usage
"""

from __future__ import annotations

from dataclasses import dataclass, field

import sqlglot
from sqlglot import exp

_RANGE = (exp.GT, exp.GTE, exp.LT, exp.LTE)


@dataclass
class ColumnUsage:
    equality: list[str] = field(default_factory=list)  # col = literal, col IN (...), col IS NULL
    range: list[str] = field(default_factory=list)  # <, <=, >, >=, BETWEEN, LIKE 'prefix%'
    join: list[str] = field(default_factory=list)  # col = other_table.col
    group: list[str] = field(default_factory=list)
    order: list[str] = field(default_factory=list)

    def all(self) -> list[str]:
        seen: list[str] = []
        for column in self.equality + self.join + self.range + self.group + self.order:
            if column not in seen:
                seen.append(column)
        return seen


def _add(items: list[str], column: str) -> None:
    if column not in items:
        items.append(column)


def column_usage(sql: str, schema: dict[str, list[str]]) -> dict[str, ColumnUsage]:
    """Per table (real, lower-case names), the columns of ``sql`` an index could serve. Never raises."""
    try:
        tree = sqlglot.parse_one(sql.strip().rstrip(";"), read="sqlite")
    except sqlglot.errors.SqlglotError:
        return {}
    tables = {name.lower(): [c.lower() for c in cols] for name, cols in schema.items()}
    aliases: dict[str, str] = {}
    in_query: list[str] = []
    for table in tree.find_all(exp.Table):
        name = table.name.lower()
        if name in tables:
            aliases[table.alias_or_name.lower()] = name
            aliases.setdefault(name, name)
            if name not in in_query:
                in_query.append(name)
    usage: dict[str, ColumnUsage] = {}

    def resolve(node: exp.Expression) -> tuple[str, str] | None:
        if not isinstance(node, exp.Column) or not node.name:
            return None
        column, qualifier = node.name.lower(), node.table.lower()
        if qualifier:
            table = aliases.get(qualifier)
            return (table, column) if table and column in tables[table] else None
        owners = [t for t in in_query if column in tables[t]]
        return (owners[0], column) if len(owners) == 1 else None

    def record(kind: str, node: exp.Expression) -> None:
        found = resolve(node)
        if found:
            _add(getattr(usage.setdefault(found[0], ColumnUsage()), kind), found[1])

    for node in tree.walk():
        if isinstance(node, exp.EQ):
            left, right = resolve(node.this), resolve(node.expression)
            if left and right:
                if left[0] != right[0] or node.this.table != node.expression.table:
                    record("join", node.this)
                    record("join", node.expression)
            elif left and not right and not node.expression.find(exp.Column):
                record("equality", node.this)
            elif right and not left and not node.this.find(exp.Column):
                record("equality", node.expression)
        elif isinstance(node, exp.In) or isinstance(node, exp.Is):
            record("equality", node.this)
        elif isinstance(node, _RANGE):
            for side, other in ((node.this, node.expression), (node.expression, node.this)):
                if resolve(side) and not other.find(exp.Column):
                    record("range", side)
        elif isinstance(node, exp.Between):
            record("range", node.this)
        elif isinstance(node, exp.Like) and isinstance(node.expression, exp.Literal):
            if not str(node.expression.this).startswith(("%", "_")):
                record("range", node.this)
        elif isinstance(node, exp.Group):
            for item in node.expressions:
                record("group", item)
        elif isinstance(node, exp.Ordered):
            record("order", node.this)
    return usage


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
