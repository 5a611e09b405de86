"""SQL fragments and slot queries shared by the ``pottery_studio`` task bank's easy, medium and hard templates."""

from envs.analyst.task_bank.calendar_sql import month_name

TODAY = "'2025-11-14'"  # the last day in the data, a Friday
THIS_YEAR = "BETWEEN '2025-01-01' AND '2025-11-14'"  # to date: courses, sessions and parties run past today
LAST_YEAR = "BETWEEN '2024-01-01' AND '2024-12-31'"
LAST_MONTH = "BETWEEN '2025-10-01' AND '2025-10-31'"
SIX_WEEK = "('Wheel Throwing Course', 'Hand Building Course')"  # the courses, as against taster sessions
KEPT = "status <> 'Refunded'"  # a booking whose money we kept: course income counts these
FAILED = "('Cracked', 'Glaze Fault')"  # pieces lost in the kiln
FULL_YEARS = "SELECT '2024' AS year UNION SELECT '2025' ORDER BY year"  # 2023 starts in June


def member_on(alias: str, day: str) -> str:
    """A membership covers ``day`` (an SQL date expression): from its start to its end date, or still going."""
    return f"{alias}start_date <= {day} AND ({alias}end_date IS NULL OR {alias}end_date >= {day})"


def name(alias: str) -> str:
    """A person named "first last"."""
    return f"{alias}first_name || ' ' || {alias}last_name"


def _months(table: str, column: str, first: str, last: str) -> str:
    """Slots query: every month (and its name) with rows in ``table``, between two 'YYYY-MM' bounds."""
    return f"""SELECT DISTINCT substr({column}, 1, 7) AS month, {month_name(f"substr({column}, 1, 7)")} AS month_name
               FROM {table} WHERE substr({column}, 1, 7) BETWEEN '{first}' AND '{last}' ORDER BY month"""
