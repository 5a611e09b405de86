"""SQL fragments and slot queries shared by the ``climbing_gym`` task bank's easy, medium and hard templates."""

from envs.analyst.task_bank.calendar_sql import month_name

TODAY = "'2025-10-31'"  # the last day in the data
THIS_YEAR = "BETWEEN '2025-01-01' AND '2025-12-31 23:59'"  # works on dates and on 'YYYY-MM-DD HH:MM' stamps
LAST_YEAR = "BETWEEN '2024-01-01' AND '2024-12-31 23:59'"
LAST_MONTH = "BETWEEN '2025-09-01' AND '2025-09-30 23:59'"  # September 2025
EVENING = "substr(checked_in_at, 12, 5) >= '17:00'"  # an evening visit: checked in from 5pm
WEEKEND = "strftime('%w', checked_in_at) IN ('0', '6')"
DAY_PASSES = "('Day Pass', 'Concession Day Pass')"  # "day passes" include concessions
COURSE_TAKINGS = "b.status IN ('Attended', 'No Show')"  # places on a session that ran; no-shows forfeit
FULL_YEARS = "SELECT '2024' AS year UNION SELECT '2025' ORDER BY year"  # 2023 starts in May


def full_name(alias: str) -> str:
    """SQL for 'first last' of a person (a climber or a member of staff) under ``alias``."""
    return f"{alias}.first_name || ' ' || {alias}.last_name"


def _months(table: str, column: str, first: str, last: str) -> str:
    """Slots query: every month (and its name) with rows in ``table``, between two 'YYYY-MM' bounds."""
    return f"""SELECT DISTINCT substr({column}, 1, 7) AS month, {month_name(f"substr({column}, 1, 7)")} AS month_name
               FROM {table} WHERE substr({column}, 1, 7) BETWEEN '{first}' AND '{last}' ORDER BY month"""
