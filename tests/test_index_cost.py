"""Cost model: VM-step counts are deterministic, fall with the right index, not with a useless one; writes rise.

    python -m pytest tests/test_index_cost.py
"""


import pytest

from envs.index_tuning import cost
from envs.index_tuning.scenarios import SCENARIOS, private_copy


@pytest.fixture()
def tickets():
    con = private_copy(SCENARIOS["easy/ticket_lookup"])
    yield con
    con.close()


LOOKUP = SCENARIOS["easy/ticket_lookup"].workload[0].sql
INSERT = SCENARIOS["easy/ticket_lookup"].workload[2].sql


def test_cost_is_deterministic(tickets):
    assert cost.count_read(tickets, LOOKUP).steps == cost.count_read(tickets, LOOKUP).steps > 10_000
    fresh = private_copy(SCENARIOS["easy/ticket_lookup"])
    assert cost.count_read(fresh, LOOKUP).steps == cost.count_read(tickets, LOOKUP).steps


def test_right_index_lowers_cost_and_useless_one_does_not(tickets):
    before = cost.count_read(tickets, LOOKUP).steps
    tickets.execute("CREATE INDEX useless ON tickets(subject)")
    assert cost.count_read(tickets, LOOKUP).steps >= before
    tickets.execute("CREATE INDEX by_email ON tickets(customer_email)")
    after = cost.count_read(tickets, LOOKUP).steps
    assert after < before / 100
    assert any("by_email" in line for line in cost.query_plan(tickets, LOOKUP))


def test_plan_reflects_dropped_index(tickets):
    tickets.execute("CREATE INDEX by_email ON tickets(customer_email)")
    assert "by_email" in " ".join(cost.query_plan(tickets, LOOKUP))
    tickets.execute("DROP INDEX by_email")  # the statement cache must not serve the stale plan
    assert "by_email" not in " ".join(cost.query_plan(tickets, LOOKUP))


def test_write_cost_rises_with_each_index_and_data_never_drift(tickets):
    rows = tickets.execute("SELECT COUNT(*) FROM tickets").fetchone()[0]
    costs = [cost.count_write(tickets, INSERT).steps]
    for i, column in enumerate(("customer_email", "status", "opened_at")):
        tickets.execute(f"CREATE INDEX i{i} ON tickets({column})")
        costs.append(cost.count_write(tickets, INSERT).steps)
    assert costs == sorted(costs) and len(set(costs)) == len(costs)
    assert tickets.execute("SELECT COUNT(*) FROM tickets").fetchone()[0] == rows  # rolled back


@pytest.mark.parametrize("sql", [
    "DELETE FROM tickets", "SELECT 1; DROP TABLE tickets", "ATTACH 'x.db' AS x", "PRAGMA writable_schema = 1",
    "SELECT load_extension('evil')",
])
def test_hostile_reads_are_refused(tickets, sql):
    result = cost.count_read(tickets, sql)
    assert result.error and result.error.startswith("refused")
    assert tickets.execute("SELECT COUNT(*) FROM tickets").fetchone()[0] == 30_000


def test_write_must_be_one_dml_statement(tickets):
    assert cost.count_write(tickets, "DROP TABLE tickets").error.startswith("refused")
    assert cost.count_write(tickets, "SELECT 1").error.startswith("refused")


def test_budget_caps_a_runaway_query(tickets):
    limits = cost.Limits(max_vm_steps=5_000, timeout_s=5, max_rows=10)
    result = cost.count_read(tickets, "SELECT COUNT(*) FROM tickets a, tickets b", limits)
    assert result.error and "budget" in result.error and result.steps <= 5_000 + cost.COARSE_INTERVAL


def test_meter_memo_follows_indexes(tickets):
    meter = cost.CostMeter()
    workload = [("q1", LOOKUP, 10), ("w1", INSERT, 5)]
    first = meter.workload(tickets, workload)
    tickets.execute("CREATE INDEX by_email ON tickets(customer_email)")
    second = meter.workload(tickets, workload)
    assert second.total < first.total and second.per_query["w1"] > first.per_query["w1"]
    tickets.execute("DROP INDEX by_email")
    assert meter.workload(tickets, workload).total == first.total


def test_tables_and_kinds():
    assert cost.tables_of("SELECT * FROM a JOIN b ON a.x = b.y WHERE a.z IN (SELECT z FROM c)") == {"a", "b", "c"}
    assert cost.statement_kind("SELECT 1") == "read"
    assert cost.statement_kind("UPDATE t SET a = 1") == "write"
    assert cost.statement_kind("CREATE TABLE t(a)") is None


def test_used_pages_grow_with_an_index(tickets):
    before = cost.used_pages(tickets)
    tickets.execute("CREATE INDEX by_email ON tickets(customer_email)")
    grown = cost.used_pages(tickets)
    tickets.execute("DROP INDEX by_email")
    assert grown > before + 50 and cost.used_pages(tickets) == before
