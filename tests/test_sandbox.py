"""The read-only sandbox: every hostile statement is refused or cut off, and the file never changes."""

import sqlite3
import time

import pytest

from envs.sandbox import Limits, SqlRejected, guarded, open_readonly, run_query, validate_sql
from tests.conftest import file_digest
from tests.hostile_sql import HOSTILE_SQL

SMALL = Limits(max_vm_steps=2_000_000, timeout_s=2.0, max_rows=50)


@pytest.mark.parametrize("label,sql,kind", HOSTILE_SQL, ids=[h[0] for h in HOSTILE_SQL])
def test_hostile_sql_is_stopped_and_file_unchanged(tiny_db, label, sql, kind):
    before = file_digest(tiny_db)
    con = open_readonly(tiny_db)
    result = run_query(con, sql, SMALL)
    assert not result.ok and result.error_kind == kind, (label, result.error)
    assert result.error and len(result.error) < 500
    assert run_query(con, "SELECT COUNT(*) FROM orders", SMALL).rows == [(60,)]  # the connection still works
    con.close()
    assert file_digest(tiny_db) == before


def test_walls_hold_even_without_the_parser(tiny_db):
    """Should validation ever miss a statement, the read-only connection and the authorizer still refuse it."""
    before = file_digest(tiny_db)
    con = open_readonly(tiny_db)
    for sql in ["DELETE FROM orders", "CREATE TABLE x (y)"]:  # mode=ro + query_only, no authorizer involved
        with pytest.raises(sqlite3.DatabaseError):
            con.execute(sql)
    with guarded(con, SMALL, [0]):
        for sql in ["PRAGMA query_only = 0", "ATTACH ':memory:' AS x", "SELECT load_extension('x')"]:
            with pytest.raises(sqlite3.DatabaseError, match="not authorized"):
                con.execute(sql)
    con.close()
    assert file_digest(tiny_db) == before


def test_row_cap_marks_truncation(tiny_db):
    con = open_readonly(tiny_db)
    result = run_query(con, "SELECT * FROM orders", Limits(max_rows=10))
    assert result.ok and len(result.rows) == 10 and result.truncated
    assert list(result.to_frame().columns) == ["order_id", "customer_id", "product_id", "quantity", "order_date"]


def test_duplicate_column_names_survive_the_frame(tiny_db):
    con = open_readonly(tiny_db)
    result = run_query(con, "SELECT c.customer_id, o.customer_id FROM customers c JOIN orders o USING (customer_id)")
    assert list(result.to_frame().columns) == ["customer_id", "customer_id_2"]


def test_time_limit_is_reported(tiny_db):
    con = open_readonly(tiny_db)
    result = run_query(con, HOSTILE_SQL[-3][1], Limits(max_vm_steps=10**12, timeout_s=0.2))
    assert result.error_kind == "budget" and "time limit" in result.error


@pytest.mark.parametrize("sql", [
    "SELECT length(randomblob(50000000))",  # one huge value
    "SELECT zeroblob(99000) AS a, zeroblob(99000) AS b FROM orders a, orders b",  # many big values: ~24 MB of rows
])
def test_memory_bombs_are_cut_off(tiny_db, sql):
    result = run_query(open_readonly(tiny_db), sql, Limits(max_rows=10_000))
    assert result.error_kind == "budget" and "bytes" in result.error


@pytest.mark.parametrize("sql", [
    "SELECT instr(hex(zeroblob(1000000)), hex(zeroblob(500000)) || '1')",
    "SELECT hex(zeroblob(40000)) LIKE '%' || hex(zeroblob(8000)) || '1%'",
])
def test_single_slow_function_calls_are_bounded(tiny_db, sql):
    """One function call is never interrupted by the progress handler, so size caps must keep it short."""
    started = time.perf_counter()
    result = run_query(open_readonly(tiny_db), sql)
    assert not result.ok and time.perf_counter() - started < 1.0


def test_plain_sql_errors_are_returned(tiny_db):
    result = run_query(open_readonly(tiny_db), "SELECT nope FROM orders")
    assert result.error_kind == "sql" and "no such column" in result.error


@pytest.mark.parametrize("sql", ["SELECT 1", "WITH a AS (SELECT 1) SELECT * FROM a", "SELECT 1 UNION SELECT 2",
                                 "select count(distinct city) from customers;", "SELECT 1; -- a trailing note"])
def test_valid_queries_pass_validation(sql):
    assert validate_sql(sql)


def test_validation_reason_is_clear():
    with pytest.raises(SqlRejected, match="exactly one statement"):
        validate_sql("SELECT 1; SELECT 2")


def test_missing_file_is_not_created(tmp_path):
    with pytest.raises(FileNotFoundError):
        open_readonly(tmp_path / "nope.sqlite")
    assert not (tmp_path / "nope.sqlite").exists()


def test_tables_named_as_written_once_each():
    from envs.sandbox import tables_named

    sql = ("WITH recent AS (SELECT * FROM Orders WHERE placed_on > '2025') "
           "SELECT c.name FROM recent r JOIN Customers c ON c.id = r.customer_id JOIN Orders o ON o.id = r.id;")
    assert tables_named(sql) == ["Customers", "Orders"]  # the outer query's first, the CTE left out, Orders once
    assert tables_named("SELECT FROM WHERE (") == []
