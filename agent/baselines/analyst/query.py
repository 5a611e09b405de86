"""A query under construction: a base table, what to select, filters, grouping and order, joined along foreign keys.

Shapes fill a ``Query``; ``Query.sql`` joins every table it mentions, or whose columns its figures and filters
name, to the base along the shortest foreign-key path. Joins that go down (parent -> child) can repeat base rows,
so they are allowed only where that cannot change the answer: a COUNT becomes COUNT(DISTINCT key), a plain list
becomes SELECT DISTINCT, and anything else is refused with ``CannotAnswer`` (a sum over repeated rows would be
wrong, not approximately right).

    q = Query("orders", select=[Select("COUNT(*)", "orders")], where=['"orders"."status" = \\'paid\\''])
    q.sql(catalog)
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field

import sqlglot
from sqlglot import exp

from envs.sandbox import quote_identifier as quote

from agent.baselines.analyst.catalog import Catalog


class CannotAnswer(Exception):
    """The question cannot be answered with confidence; the message is the one-line reason."""


NO_FIGURE = "I cannot find the number the question is about"  # no column holds it: a glossary measure's job
NO_MONEY = "'{}' asks about money, and my query adds up no money column"
RANK = "rank in the answer"  # the column a top-k query ranks by (Query.top), left out of its result


class NoJoinPath(CannotAnswer):
    """No foreign-key path among the described tables joins ``base`` to ``missing`` (a junction may be unseen)."""

    def __init__(self, base: str, missing: list[str]):
        super().__init__(f"no foreign-key path joins {base} to {', '.join(missing)}")
        self.base, self.missing = base, missing


def figure_name(how: str, phrase: str) -> str:
    """The name of an aggregated column: "total amount", and "total" (not "total total") for a column ``total``,
    "net total" for ``net_total``."""
    return phrase if how in phrase.split() else f"{how} {phrase}"


@dataclass(frozen=True)
class Select:
    expr: str  # SQL expression
    alias: str  # the result column's name: plain words the answer composer reads ("customers", "total amount")
    aggregate: bool = False


@dataclass
class Query:
    base: str
    select: list[Select] = field(default_factory=list)
    where: list[str] = field(default_factory=list)
    tables: set[str] = field(default_factory=set)  # tables to join to the base
    group: list[str] = field(default_factory=list)
    having: list[str] = field(default_factory=list)
    order: list[str] = field(default_factory=list)
    limit: int | None = None
    distinct: bool = False
    top: int | None = None  # keep the rows ranked within the first ``top`` by the first ORDER BY term, ties at the
    # cut included: the result is the answer itself, and a tie shows as a row too many

    def sql(self, catalog: Catalog) -> str:
        if self.top:
            inner = dataclasses.replace(self, order=[], limit=None, top=None).sql(catalog)
            position, direction = self.order[0].split()  # "2 DESC": the selected figure ranked by
            names = ", ".join(quote(s.alias) for s in self.select)
            ranked = quote(self.select[int(position) - 1].alias)
            return (f'SELECT {names} FROM (SELECT *, RANK() OVER (ORDER BY {ranked} {direction}) AS "{RANK}" '
                    f'FROM ({inner})) WHERE "{RANK}" <= {self.top} ORDER BY "{RANK}", 1')
        tables = self.tables | self.named_tables(catalog)
        steps = catalog.joins(self.base, tables)
        if steps is None:
            raise NoJoinPath(self.base, sorted(t for t in tables if catalog.join_path(self.base, t) is None))
        select = list(self.select)
        distinct = self.distinct
        if any(not s.up for s in steps):
            key = catalog.key(self.base)
            for k, s in enumerate(select):
                if s.expr == "COUNT(*)" and key is not None:
                    select[k] = Select(f"COUNT(DISTINCT {key.sql})", s.alias, True)
                elif s.aggregate and not s.expr.startswith("COUNT(DISTINCT "):
                    raise CannotAnswer(f"joining {', '.join(x.table for x in steps if not x.up)} would count "
                                       f"{self.base} rows more than once")
            if not self.group and not any(s.aggregate for s in select):
                distinct = True
        columns = ", ".join(f"{s.expr} AS {quote(s.alias)}" for s in select)
        parts = [f"SELECT {'DISTINCT ' if distinct else ''}{columns} FROM {quote(self.base)}"]
        parts += [f"JOIN {quote(s.table)} ON {s.on}" for s in steps]
        if self.where:
            parts.append("WHERE " + " AND ".join(dict.fromkeys(self.where)))
        if self.group:
            parts.append("GROUP BY " + ", ".join(self.group))
        if self.having:
            parts.append("HAVING " + " AND ".join(self.having))
        if self.order:
            parts.append("ORDER BY " + ", ".join(self.order))
        if self.limit:
            parts.append(f"LIMIT {self.limit}")
        return " ".join(parts)

    def named_tables(self, catalog: Catalog) -> set[str]:
        """The tables whose columns the selected figures and the filters name outside any subquery: a measure may
        read a table its own does not (a glossary's ``order_items.quantity * products.price``)."""
        named = set()
        for text in [s.expr for s in self.select] + self.where:
            try:
                tree = sqlglot.parse_one(text, read="sqlite")
            except sqlglot.errors.SqlglotError:
                continue
            named |= {c.table for c in tree.find_all(exp.Column) if c.table and c.find_ancestor(exp.Select) is None}
        return named & set(catalog.tables)
