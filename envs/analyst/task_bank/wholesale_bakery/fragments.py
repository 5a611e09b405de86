"""SQL fragments and slot queries shared by the ``wholesale_bakery`` task bank's easy, medium and hard templates."""

from envs.analyst.task_bank.calendar_sql import month_name

TODAY = "'2025-11-15'"
THIS_WEEK = "BETWEEN '2025-11-11' AND '2025-11-15'"  # the delivery week, Tuesday to Saturday
THIS_WEEK_LAST_YEAR = "BETWEEN '2024-11-12' AND '2024-11-16'"
LAST_MONTH = "BETWEEN '2025-10-01' AND '2025-10-31'"
THIS_YEAR = "BETWEEN '2025-01-01' AND '2025-12-31'"
LAST_YEAR = "BETWEEN '2024-01-01' AND '2024-12-31'"
SALE = "l.quantity * l.unit_price"  # a line's value, charged only when the order was Delivered
OWED = "(amount - amount_paid)"
OPEN_INVOICE = "status IN ('Unpaid', 'Part Paid')"  # written-off invoices are no longer chased
OVERDUE = f"{OPEN_INVOICE} AND due_on < {TODAY}"

YEARS = "SELECT '2024' AS year UNION SELECT '2025' ORDER BY year"  # 2023 starts in May


def _months(table: str, column: str, first: str, last: str, where: str = "1 = 1") -> str:
    """Slots query: every month (and its name) in which ``table.column`` has values, between two 'YYYY-MM'."""
    return f"""SELECT DISTINCT substr({column}, 1, 7) AS month, {month_name(f"substr({column}, 1, 7)")} AS month_name
               FROM {table} WHERE {where} AND substr({column}, 1, 7) BETWEEN '{first}' AND '{last}' ORDER BY month"""
