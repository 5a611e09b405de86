"""The reviewer: the sandbox's validation plus a known-tables check, with a readable reason for every refusal."""

import pytest

from envs.review import review_action, review_sql

TABLES = ["customers", "orders", "products"]


@pytest.mark.parametrize("sql,ok,reason", [
    ("SELECT COUNT(*) FROM orders", True, None),
    ("select * from ORDERS o join Customers c using (customer_id)", True, None),
    ("WITH big AS (SELECT * FROM orders) SELECT COUNT(*) FROM big", True, None),
    ("SELECT * FROM main.orders", True, None),
    ("SELECT (SELECT MAX(price) FROM products) AS top", True, None),
    ("DELETE FROM orders", False, "only SELECT/WITH"),
    ("SELECT 1; DROP TABLE orders", False, "exactly one statement"),
    ("SELECT * FROM invoices", False, "unknown table 'invoices'; the tables are: customers, orders, products"),
    ("SELECT * FROM temp.orders", False, "only the main database"),
    ("SELECT * FROM json_each('[1]')", False, "table-valued functions"),
    ("SELECT * FROM sqlite_master", False, "unknown table"),
    ("SELECT load_extension('x')", False, "load_extension"),
])
def test_review_sql(sql, ok, reason):
    review = review_sql(sql, TABLES)
    assert review.ok is ok
    assert (review.reason is None) if ok else (review.reason.startswith("refused: ") and reason in review.reason)


@pytest.mark.parametrize("kind,action,ok,reason", [
    ("analyst", "DESCRIBE orders", True, None),
    ("analyst", 'SAMPLE "Orders"', True, None),
    ("analyst", "DESCRIBE salaries", False, "unknown table 'salaries'"),
    ("analyst", "QUERY UPDATE orders SET quantity = 0", False, "only SELECT/WITH"),
    ("analyst", "ANSWER forty-two", True, None),
    ("analyst", "DANCE", False, "expected DESCRIBE"),
    ("index", "explain(SELECT * FROM orders)", True, None),
    ("index", "rewrite_query(q1, SELECT * FROM orders; DELETE FROM orders)", False, "exactly one statement"),
    ("index", {"kind": "explain", "sql": "SELECT * FROM payroll"}, False, "unknown table 'payroll'"),
    ("index", "create_index(orders, [customer_id])", True, None),
    ("index", "create_index(ghosts, [id])", False, "unknown table 'ghosts'"),
    ("index", "drop_everything()", False, "unknown action"),
    ("index", "submit_report(done)", True, None),
    ("chess", "e4", False, "no reviewer"),
])
def test_review_action(kind, action, ok, reason):
    review = review_action(kind, action, TABLES)
    assert review.ok is ok and (ok or reason in review.reason), review
