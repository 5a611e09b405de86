"""SQL fragments and slot queries shared by the ``music_school`` task bank's easy, medium and hard templates."""

from envs.analyst.task_bank.calendar_sql import month_name

TODAY = "'2025-11-21'"
THIS_TERM = 8  # Autumn 2025, the term we are in
LAST_TERM = 7  # Summer 2025
LAST_ACADEMIC_YEAR = "'2024-25'"  # Autumn 2024, Spring 2025 and Summer 2025
PUPIL = "s.first_name || ' ' || s.last_name"
TEACHER = "t.first_name || ' ' || t.last_name"
TAUGHT = "(l.status IN ('Attended', 'Missed') OR l.made_up_on IS NOT NULL)"  # the teacher gave (or made up) it
HOURS = "e.lesson_minutes / 60.0"
PASSED = "result IN ('Pass', 'Merit', 'Distinction')"
OWED = "(total - amount_paid)"

FULL_YEARS = "SELECT '2024' AS year UNION SELECT '2025' ORDER BY year"  # 2023 starts with the Summer term
UNIQUE_PUPILS = """SELECT s.first_name || ' ' || s.last_name AS pupil FROM students s
                   WHERE s.status = 'Active' AND (SELECT COUNT(*) FROM students o WHERE o.first_name = s.first_name
                                                  AND o.last_name = s.last_name) = 1"""


def _months(table: str, column: str, first: str, last: str, where: str = "1 = 1") -> str:
    """Slots query: every month (and its name) in which ``table.column`` has values, between two 'YYYY-MM'."""
    return f"""SELECT DISTINCT substr({column}, 1, 7) AS month, {month_name(f"substr({column}, 1, 7)")} AS month_name
               FROM {table} WHERE {where} AND substr({column}, 1, 7) BETWEEN '{first}' AND '{last}' ORDER BY month"""
