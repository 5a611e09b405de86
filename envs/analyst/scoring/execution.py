"""Query results compared the way Spider's official execution match does: ``strip_distinct`` drops DISTINCT from a
query, ``results_match`` compares rows as a bag (a list when ordered) under some column order, floats to
SIGNIFICANT_DIGITS digits.
"""

from __future__ import annotations

import itertools
from collections import Counter
from functools import lru_cache

import sqlglot
from sqlglot import exp

SIGNIFICANT_DIGITS = 10  # floats are compared to this many digits (summation order changes the last bits)
MAX_PERMUTATIONS = 5_000  # column assignments tried before declaring a mismatch


@lru_cache(maxsize=4096)
def strip_distinct(sql: str) -> str:
    """The query with every DISTINCT removed (Spider's evaluation drops it); unchanged if it cannot be parsed."""
    try:
        tree = sqlglot.parse_one(sql, read="sqlite")
    except sqlglot.errors.SqlglotError:
        return sql
    found = False
    for node in tree.find_all(exp.Select):  # SELECT DISTINCT only: COUNT(DISTINCT x) keeps its meaning
        if node.args.get("distinct"):
            node.set("distinct", None)
            found = True
    return tree.sql(dialect="sqlite") if found else sql


def result_cell(value):
    """A cell as results are compared: a float to SIGNIFICANT_DIGITS digits, anything else as it is."""
    return float(f"{value:.{SIGNIFICANT_DIGITS}g}") if isinstance(value, float) else value


def results_match(pred_rows: list[tuple], gold_rows: list[tuple], ordered: bool,
                  column_order_matters: bool = False) -> bool:
    """Spider-style result equality: same row count and width, some column order under which rows agree.

    ``column_order_matters`` allows only the columns' own order (a rewritten query must keep its output's shape).
    """
    if len(pred_rows) != len(gold_rows):
        return False
    if not gold_rows:
        return True
    width = len(gold_rows[0])
    if len(pred_rows[0]) != width:
        return False
    pred = [tuple(map(result_cell, r)) for r in pred_rows]
    gold = [tuple(map(result_cell, r)) for r in gold_rows]
    pred_columns = [Counter(r[i] for r in pred) for i in range(width)]
    gold_columns = [Counter(r[i] for r in gold) for i in range(width)]
    # For each gold column, the predicted columns holding the same bag of values.
    options = [[i for i in (range(width) if not column_order_matters else [j]) if pred_columns[i] == gold_columns[j]]
               for j in range(width)]
    if any(not o for o in options):
        return False
    gold_bag = Counter(gold)
    for tried, assignment in enumerate(itertools.product(*options)):
        if tried >= MAX_PERMUTATIONS:
            break
        if len(set(assignment)) != width:
            continue
        permuted = [tuple(r[i] for i in assignment) for r in pred]
        if (permuted == gold) if ordered else (Counter(permuted) == gold_bag):
            return True
    return False
