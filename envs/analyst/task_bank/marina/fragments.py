"""SQL fragments and slot queries shared by the ``marina`` task bank's easy, medium and hard templates."""

from envs.analyst.task_bank.calendar_sql import month_name

PAID_VISIT = "status = 'Departed' AND payment_status = 'Paid'"  # visitor income: stays that were paid for
THIS_SEASON = "BETWEEN '2025-04-01' AND '2025-09-30'"  # the season runs April to September
LAST_SEASON = "BETWEEN '2024-04-01' AND '2024-09-30'"
LAST_SUMMER = "BETWEEN '2025-06-01' AND '2025-08-31'"


def _in_force(alias: str, day: str) -> str:
    """A berth contract covers ``day`` (an SQL date expression): from its start to its end or termination."""
    return f"{alias}start_date <= {day} AND COALESCE({alias}terminated_on, {alias}end_date) >= {day}"


FULL_YEARS = "SELECT '2024' AS year UNION SELECT '2025' ORDER BY year"  # 2023 starts in March


def _months(table: str, column: str, first: str, last: str) -> str:
    """Slots query: every month (and its name) with rows in ``table``, between two 'YYYY-MM' bounds."""
    return f"""SELECT DISTINCT substr({column}, 1, 7) AS month, {month_name(f"substr({column}, 1, 7)")} AS month_name
               FROM {table} WHERE substr({column}, 1, 7) BETWEEN '{first}' AND '{last}' ORDER BY month"""
