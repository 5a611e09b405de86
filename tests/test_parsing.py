"""agent/parsing.py: model text -> action text, table-style; the parser never raises."""

from __future__ import annotations

import pytest

from agent.kinds import parse_action
from agent.parsing import parse_analyst, parse_index_tuning
from envs.analyst.spec import AnalystAction

TABLES = ("customers", "orders", "products")

ANALYST_CASES = [
    # (model text, expected action text or None)
    ("DESCRIBE orders", "DESCRIBE orders"),
    ("describe orders", "DESCRIBE orders"),
    ("Describe Orders", "DESCRIBE orders"),  # a known table's own spelling wins
    ("SAMPLE customers", "SAMPLE customers"),
    ("sample: products", "SAMPLE products"),
    ("describe the orders table", "DESCRIBE orders"),
    ("DESCRIBE `orders`;", "DESCRIBE orders"),
    ("DESCRIBE shop.orders", "DESCRIBE orders"),
    ("DESCRIBE warehouse", "DESCRIBE warehouse"),  # unknown table: the env answers with a hint
    ("QUERY SELECT COUNT(*) FROM orders", "QUERY SELECT COUNT(*) FROM orders"),
    ("query SELECT 1;", "QUERY SELECT 1"),
    ("Query: select name from customers", "QUERY select name from customers"),
    ("Action: QUERY SELECT 1", "QUERY SELECT 1"),
    ("Action: DESCRIBE customers", "DESCRIBE customers"),
    ("**Action:** DESCRIBE customers", "DESCRIBE customers"),
    ("Next action: SAMPLE orders", "SAMPLE orders"),
    ("1. DESCRIBE products", "DESCRIBE products"),
    ("- SAMPLE orders", "SAMPLE orders"),
    ("`DESCRIBE orders`", "DESCRIBE orders"),
    ("ANSWER 42", "ANSWER 42"),
    ("answer: 42", "ANSWER 42"),
    ('ANSWER "Ada Lovelace"', "ANSWER Ada Lovelace"),
    ("ANSWER London, Manchester\n\nI hope this helps!", "ANSWER London, Manchester"),
    ("QUERY\n```sql\nSELECT * FROM orders\n```", "QUERY SELECT * FROM orders"),
    ("```sql\nSELECT COUNT(*) FROM orders;\n```", "QUERY SELECT COUNT(*) FROM orders"),
    ("Let me count them.\n```sql\nselect count(*) from orders;\n```\nThis counts the orders.",
     "QUERY select count(*) from orders"),
    ("```\nDESCRIBE orders\n```", "DESCRIBE orders"),
    ("```sqlite\nWITH t AS (SELECT 1 AS x) SELECT x FROM t\n```", "QUERY WITH t AS (SELECT 1 AS x) SELECT x FROM t"),
    ("```sql\nCREATE TABLE t (a INT);\n```", "QUERY CREATE TABLE t (a INT)"),  # the env refuses it, with a reason
    ("QUERY SELECT a\nFROM t\nWHERE x = 1\nThis query returns the rows.", "QUERY SELECT a\nFROM t\nWHERE x = 1"),
    ("QUERY SELECT CASE WHEN a THEN 1\nELSE 2 END FROM t", "QUERY SELECT CASE WHEN a THEN 1\nELSE 2 END FROM t"),
    ("QUERY SELECT 1\nDESCRIBE orders", "QUERY SELECT 1"),  # two actions: the first one
    ("I will look at the schema first.\nDESCRIBE customers", "DESCRIBE customers"),
    ("Sure, I will DESCRIBE products first.", "DESCRIBE products"),
    ("SELECT name FROM customers WHERE city = 'London'", "QUERY SELECT name FROM customers WHERE city = 'London'"),
    ("The query is: SELECT COUNT(*) FROM orders", "QUERY SELECT COUNT(*) FROM orders"),
    ('{"action": "query", "sql": "SELECT 1"}', "QUERY SELECT 1"),
    ('{"action": "DESCRIBE", "table": "orders"}', "DESCRIBE orders"),
    ('{"name": "sample", "arguments": {"table_name": "products"}}', "SAMPLE products"),
    ('<tool_call>\n{"name": "describe", "arguments": {"table": "orders"}}\n</tool_call>', "DESCRIBE orders"),
    ('<tool_call>{"name": "query", "arguments": "{\\"sql\\": \\"SELECT 2\\"}"}</tool_call>', "QUERY SELECT 2"),
    ("{'name': 'answer', 'arguments': {'answer': 42}}", "ANSWER 42"),
    ('{"answer": ["London", "Paris"]}', "ANSWER London, Paris"),
    ('{"sql": "SELECT 3"}', "QUERY SELECT 3"),
    ('{"type": "function", "function": {"name": "query", "arguments": {"query": "SELECT 4"}}}', "QUERY SELECT 4"),
    ("Here it is: {\"action\": \"answer\", \"answer\": \"7 customers\"} done", "ANSWER 7 customers"),
    ("DESCRIBE orders<|im_end|>", "DESCRIBE orders"),
    # nothing usable
    ("", None),
    ("   \n  ", None),
    ("I think the answer is yes", None),
    ("query the orders table to count them", None),  # lower-case verb followed by prose, not SQL
    ("You can use the following steps to create a database:\n1. Create a table", None),
    ("DESCRIBE", None),
    ("QUERY ```", None),
    ('{"action": "dance"}', None),
    ("{not json at all", None),
    ("{" * 5000, None),
    ("\x00\x01\x02", None),
]


@pytest.mark.parametrize("text, expected", ANALYST_CASES)
def test_parse_analyst(text, expected):
    result = parse_analyst(text, TABLES)
    assert result.action == expected, result.reason
    assert result.ok == (expected is not None)
    if expected is not None:  # the environment's exact parser accepts every action we return
        assert str(AnalystAction.from_text(result.action)).split()[0] == expected.split()[0]


@pytest.mark.parametrize("value", [None, 42, b"DESCRIBE orders", ["QUERY SELECT 1"], {"action": "query"}, 3.5])
def test_non_text_never_raises(value):
    assert parse_analyst(value).action is None
    assert parse_index_tuning(value).action is None


def test_reasons_say_how_it_was_read():
    assert parse_analyst("DESCRIBE orders").reason == "exact"
    assert parse_analyst("```sql\nSELECT 1\n```").reason == "code fence"
    assert parse_analyst('<tool_call>{"name": "answer", "arguments": {"answer": "3"}}</tool_call>').reason == "tool call"
    assert parse_analyst("SELECT 1").reason == "bare SQL"
    assert "no action" in parse_analyst("hello").reason


def test_huge_and_odd_inputs_never_raise():
    for text in ["QUERY " + "SELECT 1 UNION ALL " * 5000, "```" * 3000, '{"a": ' * 3000, "<tool_call>" * 1000,
                 "\n" * 10000, "ANSWER " + "x" * 100000]:
        parse_analyst(text)
        parse_index_tuning(text)


INDEX_CASES = [
    ("create_index(orders, [customer_id, created_at])", "create_index(orders, [customer_id, created_at])"),
    ("CREATE_INDEX(orders, [email], unique=True)", "create_index(orders, [email], unique=True)"),
    ("analyze_indexes", "analyze_indexes"),
    ("Action: analyze_indexes", "analyze_indexes"),
    ("inspect_query(3)", "inspect_query(q3)"),
    ("I'll run inspect_query(q3) now.", "inspect_query(q3)"),
    ("```\nexplain(SELECT *\nFROM orders WHERE id = 1)\n```", "explain(SELECT *\nFROM orders WHERE id = 1)"),
    ("First, let me check.\ndrop_index(idx_orders_customer_id)", "drop_index(idx_orders_customer_id)"),
    ('{"name": "create_index", "arguments": {"table": "orders", "columns": ["customer_id"]}}',
     "create_index(orders, [customer_id])"),
    ('<tool_call>{"name": "analyze_statistics", "arguments": {"table": "orders"}}</tool_call>',
     "analyze_statistics(orders)"),
    ("submit_report(added an index on orders.customer_id)", "submit_report(added an index on orders.customer_id)"),
    ("create_index(orders)", None),
    ("make it faster please", None),
    ("", None),
]


@pytest.mark.parametrize("text, expected", INDEX_CASES)
def test_parse_index_tuning(text, expected):
    assert parse_index_tuning(text).action == expected


def test_parse_action_dispatches_by_kind():
    assert parse_action("analyst", "DESCRIBE orders").action == "DESCRIBE orders"
    assert parse_action("index_tuning", "analyze_indexes").action == "analyze_indexes"
    assert parse_action("index", "analyze_indexes").action == "analyze_indexes"  # the wire name works too
    assert parse_action("chess", "e4").action is None
