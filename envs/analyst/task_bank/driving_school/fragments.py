"""SQL fragments and slot queries shared by the ``driving_school`` task bank's easy, medium and hard templates."""

from envs.analyst.task_bank.calendar_sql import month_name

def _months(table: str, column: str, first: str, last: str, where: str = "1 = 1") -> str:
    """Slots query: every month (and its name) in which ``table.column`` has values, between two 'YYYY-MM'."""
    return f"""SELECT DISTINCT substr({column}, 1, 7) AS month, {month_name(f"substr({column}, 1, 7)")} AS month_name
               FROM {table} WHERE {where} AND substr({column}, 1, 7) BETWEEN '{first}' AND '{last}' ORDER BY month"""


INSTRUCTOR = "i.first_name || ' ' || i.last_name"
HOURS = "l.duration_min / 60.0"  # a lesson's hours
NET_PAID = "(p.amount_paid - COALESCE(p.refund_amount, 0))"  # what a block brought in, less any refund
AGE_AT_SIGNUP = ("(CAST(strftime('%Y', registered_on) AS INTEGER) - CAST(strftime('%Y', date_of_birth) AS INTEGER)"
                 " - (strftime('%m-%d', registered_on) < strftime('%m-%d', date_of_birth)))")
WEEKDAY = ("(CASE strftime('%w', l.starts_at) WHEN '0' THEN 'Sunday' WHEN '1' THEN 'Monday' WHEN '2' THEN 'Tuesday'"
           " WHEN '3' THEN 'Wednesday' WHEN '4' THEN 'Thursday' WHEN '5' THEN 'Friday' ELSE 'Saturday' END)")

TEST_YEARS = "SELECT DISTINCT substr(test_date, 1, 4) AS year FROM driving_tests WHERE result IS NOT NULL ORDER BY year"
LESSON_YEARS = "SELECT DISTINCT substr(starts_at, 1, 4) AS year FROM lessons WHERE status = 'Completed' ORDER BY year"
CENTRES = "SELECT DISTINCT test_centre AS centre FROM driving_tests ORDER BY centre"
