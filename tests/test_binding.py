"""agent/binding.py: a query binds when every table, alias and column it names resolves in what the agent was shown."""

import pytest

from agent.binding import unbound
from envs.analyst.schema import schema_of
from envs.analyst.task_sets import benchmark_sets

TABLES = ["orders", "order_items", "customers"]
CATALOG = {"orders": ["order_id", "customer_id", "ordered_at"], "order_items": ["order_id", "quantity", "unit_price"],
           "customers": ["customer_id", "first_name"]}


@pytest.mark.parametrize("sql", [
    "SELECT ROUND(SUM(l.quantity * l.unit_price), 2) FROM order_items l JOIN orders o ON o.order_id = l.order_id "
    "WHERE o.ordered_at LIKE '2024-%'",
    "SELECT c.first_name, COUNT(*) AS n FROM customers c JOIN orders o ON o.customer_id = c.customer_id "
    "GROUP BY c.customer_id ORDER BY n DESC LIMIT 1",
    "WITH m AS (SELECT substr(ordered_at, 1, 7) AS month, COUNT(*) AS n FROM orders GROUP BY month) "
    "SELECT month FROM m ORDER BY n DESC LIMIT 1",
    "SELECT quantity FROM orders o JOIN order_items l ON l.order_id = o.order_id",
    "SELECT COUNT(*) FROM Customers WHERE customer_id NOT IN (SELECT customer_id FROM orders)",
])
def test_queries_that_resolve_bind(sql):
    assert unbound(sql, TABLES, CATALOG) is None


@pytest.mark.parametrize("sql, why", [
    ("SELECT SUM(l.quantity * l.unit_price) FROM orders o JOIN customers c ON c.customer_id = o.customer_id",
     "could not be resolved"),  # an alias no FROM clause declares
    ("SELECT email FROM customers", "could not be resolved"),  # a column the table does not have
    ("SELECT o.quantity FROM orders o", "Unknown column: quantity"),  # a column of another table
    ("SELECT order_id FROM orders o JOIN order_items l ON l.order_id = o.order_id", "could not be resolved"),  # ambiguous
    ("SELECT COUNT(*) FROM pets", "no table named pets"),
    ("SELECT FROM WHERE", "does not parse"),
])
def test_queries_sqlite_would_refuse_do_not_bind(sql, why):
    assert why in (unbound(sql, TABLES, CATALOG) or "")


def test_a_table_whose_columns_were_not_shown_is_checked_by_name_only():
    assert unbound("SELECT anything FROM customers", TABLES, {}) is None
    assert unbound("SELECT anything FROM suppliers", TABLES, {}) == "no table named suppliers"


def test_every_gold_query_binds_to_its_full_schema():
    """The check must never refuse a right answer: every built-in gold query and a factory sample bind."""
    sets = benchmark_sets(3, 2)
    for task in (t for tasks in sets.values() for t in tasks):
        schema = schema_of(task.path)
        catalog = {name: [c.name for c in table.columns] for name, table in schema.tables.items()}
        assert unbound(task.gold_sql, schema.table_names, catalog) is None, task.task_id
