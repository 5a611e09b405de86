"""SQL fragments and slot queries shared by the ``self_storage`` task bank's easy, medium and hard templates."""

from envs.analyst.task_bank.calendar_sql import month_name

TODAY = "'2025-12-31'"  # the last day in the data
CUSTOMER = "c.first_name || ' ' || c.last_name"
STAY_DAYS = "(julianday(r.move_out) - julianday(r.move_in))"
# what is still owed on each unpaid invoice that has fallen due: its total less any part payments
OUTSTANDING = f"""outstanding AS (
    SELECT i.invoice_id, i.rental_id, i.total - COALESCE(SUM(p.amount), 0) AS owed
    FROM invoices i LEFT JOIN payments p ON p.invoice_id = i.invoice_id
    WHERE i.status = 'Unpaid' AND i.due_on < {TODAY}
    GROUP BY i.invoice_id)"""

FULL_YEARS = "SELECT year FROM (SELECT '2024' AS year UNION ALL SELECT '2025') ORDER BY year"
ALL_YEARS = "SELECT year FROM (SELECT '2023' AS year UNION ALL SELECT '2024' UNION ALL SELECT '2025') ORDER BY year"
FACILITY_NAMES = "SELECT name AS facility FROM facilities ORDER BY facility_id"


def _months(table: str, column: str, first: str, last: str) -> str:
    """Slots query: every month (and its name) with rows in ``table``, between two 'YYYY-MM' bounds."""
    return f"""SELECT DISTINCT substr({column}, 1, 7) AS month, {month_name(f"substr({column}, 1, 7)")} AS month_name
               FROM {table} WHERE substr({column}, 1, 7) BETWEEN '{first}' AND '{last}' ORDER BY month"""
