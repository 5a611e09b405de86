"""SQL fragments and slot queries shared by the ``florist`` task bank's easy, medium and hard templates."""

from envs.analyst.task_bank.calendar_sql import month_name

SALE = "status = 'Completed'"  # a sale: neither cancelled nor refunded

ORDER_YEARS = "SELECT DISTINCT substr(order_date, 1, 4) AS year FROM orders ORDER BY year"
FULL_YEARS = """SELECT DISTINCT substr(order_date, 1, 4) AS year FROM orders WHERE order_date >= '2024-01-01'
                ORDER BY year"""  # the whole years in the books


def _months(table: str, column: str, first: str, last: str) -> str:
    """Slots query: every month (and its name) with rows in ``table``, between two 'YYYY-MM' bounds."""
    return f"""SELECT DISTINCT substr({column}, 1, 7) AS month, {month_name(f"substr({column}, 1, 7)")} AS month_name
               FROM {table} WHERE substr({column}, 1, 7) BETWEEN '{first}' AND '{last}' ORDER BY month"""
