"""Filters on values a column never holds (envs/analyst/literals.py), on the tiny shop database."""

import pytest

from envs.analyst.literals import Absent, absent_values


@pytest.mark.parametrize("sql, absent", [
    ("SELECT COUNT(*) FROM customers WHERE city = 'Londres'", [("customers", "city", "Londres")]),
    ("SELECT COUNT(*) FROM customers WHERE city = 'london'", [("customers", "city", "london")]),  # exact, as SQLite
    ("SELECT COUNT(*) FROM orders o JOIN customers c ON c.customer_id = o.customer_id "
     "WHERE c.city IN ('London', 'Paris') AND 'x' = 'x'", [("customers", "city", "Paris")]),  # an alias, a list
    ("SELECT COUNT(*) FROM customers WHERE 'Paris' = city", [("customers", "city", "Paris")]),  # either side
    ("SELECT COUNT(*) FROM customers WHERE city = 'London'", []),
    ("SELECT COUNT(*) FROM customers WHERE nowhere = 'x'", []),  # no such column: the query fails on its own
    ("SELECT COUNT(*) FROM (SELECT * FROM customers) t WHERE t.city = 'Paris'", []),  # a derived table: not read
    ("SELECT COUNT(*) FROM orders WHERE quantity = 2", []),  # numbers are not looked up
    ("not SQL at all", []),
])
def test_finds_the_filters_no_row_holds(tiny_db, sql, absent):
    assert [(a.table, a.column, a.value) for a in absent_values(sql, tiny_db)] == absent


def test_names_values_the_column_does_hold(tiny_db):
    (found,) = absent_values("SELECT * FROM products WHERE product_name = 'Cat Tree'", tiny_db)
    assert found.stored[:3] == ("Bird Cage", "Cat Tower", "Dog Bed") and len(found.stored) == 4
    assert str(found) == ("products.product_name = 'Cat Tree', which no row holds (it holds 'Bird Cage', "
                          "'Cat Tower', 'Dog Bed', ...)")
    assert str(Absent("t", "c", "x", ("a",))) == "t.c = 'x', which no row holds (it holds 'a')"


def test_a_missing_database_says_nothing(tmp_path):
    assert absent_values("SELECT * FROM t WHERE c = 'x'", tmp_path / "gone.sqlite") == []
