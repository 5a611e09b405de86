"""Repair variant: derive a realistically broken query from a gold query, for episodes that start from it.

Mistakes people make: a misspelt column or table, a join that lost its condition, the wrong aggregate, a
forgotten GROUP BY. ``break_query`` tries them in a seeded order and keeps the first whose result is an error or
differs from the gold result, so the broken query is always really broken.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

import sqlglot
from sqlglot import exp

AGGREGATE_SWAPS = {exp.Sum: exp.Avg, exp.Avg: exp.Sum, exp.Max: exp.Min, exp.Min: exp.Max, exp.Count: exp.Sum}


def misspell(name: str, rng: random.Random) -> str:
    """Drop or swap a letter, the way fingers do."""
    if len(name) < 4:
        return name + name[-1]
    i = rng.randrange(1, len(name) - 1)
    if rng.random() < 0.5:
        return name[:i] + name[i + 1:]
    return name[:i] + name[i + 1] + name[i] + name[i + 2:]


def _misspelt_column(tree: exp.Expression, rng: random.Random) -> Iterator[exp.Expression]:
    columns = [c for c in tree.find_all(exp.Column) if c.name and not isinstance(c.this, exp.Star)]
    for column in rng.sample(columns, len(columns)):
        broken = tree.copy()
        target = next(c for c in broken.find_all(exp.Column) if c == column)
        target.set("this", exp.to_identifier(misspell(column.name, rng)))
        yield broken


def _misspelt_table(tree: exp.Expression, rng: random.Random) -> Iterator[exp.Expression]:
    tables = list(tree.find_all(exp.Table))
    for table in rng.sample(tables, len(tables)):
        broken = tree.copy()
        target = next(t for t in broken.find_all(exp.Table) if t == table)
        if not target.alias:  # keep qualified columns pointing at the old name working through an alias
            target.set("alias", exp.TableAlias(this=exp.to_identifier(table.name)))
        target.set("this", exp.to_identifier(misspell(table.name, rng)))
        yield broken


def _dropped_join_condition(tree: exp.Expression, rng: random.Random) -> Iterator[exp.Expression]:
    for i, join in enumerate(tree.find_all(exp.Join)):
        if join.args.get("on") is not None:
            broken = tree.copy()
            list(broken.find_all(exp.Join))[i].set("on", None)
            yield broken


def _wrong_aggregate(tree: exp.Expression, rng: random.Random) -> Iterator[exp.Expression]:
    for i, node in enumerate(tree.find_all(*AGGREGATE_SWAPS)):
        broken = tree.copy()
        target = list(broken.find_all(*AGGREGATE_SWAPS))[i]
        target.replace(AGGREGATE_SWAPS[type(node)](this=target.this.copy()))
        yield broken


def _dropped_group_by(tree: exp.Expression, rng: random.Random) -> Iterator[exp.Expression]:
    for i, select in enumerate(tree.find_all(exp.Select)):
        if select.args.get("group"):
            broken = tree.copy()
            list(broken.find_all(exp.Select))[i].set("group", None)
            yield broken


MISTAKES: dict[str, Callable[[exp.Expression, random.Random], Iterator[exp.Expression]]] = {
    "misspelt column": _misspelt_column,
    "misspelt table": _misspelt_table,
    "missing join condition": _dropped_join_condition,
    "wrong aggregate": _wrong_aggregate,
    "missing GROUP BY": _dropped_group_by,
}


def break_query(gold_sql: str, is_broken: Callable[[str], bool], seed: int) -> tuple[str, str] | None:
    """Return (broken SQL, mistake name) for the first candidate that ``is_broken`` accepts, or None."""
    rng = random.Random(seed)
    tree = sqlglot.parse_one(gold_sql, read="sqlite")
    for name in rng.sample(list(MISTAKES), len(MISTAKES)):
        for candidate in MISTAKES[name](tree, rng):
            sql = candidate.sql(dialect="sqlite")
            if sql != gold_sql and is_broken(sql):
                return sql, name
    return None
