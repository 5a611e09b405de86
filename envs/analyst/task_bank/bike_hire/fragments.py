"""SQL fragments and slot queries shared by the ``bike_hire`` task bank's easy, medium and hard templates."""

from envs.analyst.task_bank.calendar_sql import month_name

RIDE_YEARS = "SELECT DISTINCT substr(started_at, 1, 4) AS year FROM rides ORDER BY year"
JOIN_YEARS = "SELECT DISTINCT substr(joined_on, 1, 4) AS year FROM members ORDER BY year"
REPAIR_YEARS = """SELECT DISTINCT substr(completed_on, 1, 4) AS year FROM maintenance_jobs
                  WHERE completed_on IS NOT NULL ORDER BY year"""
DISTRICTS = "SELECT DISTINCT district FROM stations ORDER BY district"


def _ride_months(first: str, last: str) -> str:
    """Slots query: every month (and its name) with rides, between two 'YYYY-MM' bounds."""
    month = "substr(started_at, 1, 7)"
    return f"""SELECT DISTINCT {month} AS month, {month_name(month)} AS month_name
               FROM rides WHERE substr(started_at, 1, 7) BETWEEN '{first}' AND '{last}' ORDER BY month"""
