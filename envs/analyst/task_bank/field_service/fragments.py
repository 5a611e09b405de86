"""SQL fragments and slot queries shared by the ``field_service`` task bank's easy, medium and hard templates."""

from envs.analyst.task_bank.calendar_sql import month_name

CALL_OUT = "job_type IN ('Breakdown', 'Leak')"  # reactive work: the phone rang because something went wrong
LAST_WINTER = "reported_on BETWEEN '2024-12-01' AND '2025-02-28'"
ENGINEER = "e.first_name || ' ' || e.last_name"

FULL_YEARS = "SELECT year FROM (SELECT '2024' AS year UNION ALL SELECT '2025') ORDER BY year"


def _months(table: str, column: str, first: str, last: str) -> str:
    """Slots query: every month (and its name) with rows in ``table``, between two 'YYYY-MM' bounds."""
    return f"""SELECT DISTINCT substr({column}, 1, 7) AS month, {month_name(f"substr({column}, 1, 7)")} AS month_name
               FROM {table} WHERE substr({column}, 1, 7) BETWEEN '{first}' AND '{last}' ORDER BY month"""
