"""Repair variant: every mistake kind produces SQL that is really broken, deterministically."""

import random

import sqlglot
import pytest

from envs.analyst.repair import MISTAKES, break_query, misspell

GOLD = ("SELECT c.city, SUM(o.quantity) AS units FROM customers AS c JOIN orders AS o ON o.customer_id = c.customer_id "
        "GROUP BY c.city ORDER BY units DESC")


@pytest.mark.parametrize("name", list(MISTAKES))
def test_each_mistake_changes_the_query(name):
    tree = sqlglot.parse_one(GOLD, read="sqlite")
    candidates = [c.sql(dialect="sqlite") for c in MISTAKES[name](tree, random.Random(0))]
    assert candidates and all(c != tree.sql(dialect="sqlite") for c in candidates)


def test_break_query_is_seeded_and_checked():
    first = break_query(GOLD, lambda sql: True, seed=7)
    assert first == break_query(GOLD, lambda sql: True, seed=7)
    assert first[1] in MISTAKES
    assert break_query(GOLD, lambda sql: False, seed=7) is None  # nothing counts as broken -> no repair task


def test_misspell_changes_the_name():
    rng = random.Random(1)
    assert all(misspell(name, rng) != name for name in ["quantity", "customers", "id", "city"])
