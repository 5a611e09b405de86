"""SQL fragments and slot queries shared by the ``dental_practice`` task bank's easy, medium and hard templates."""

from envs.analyst.task_bank.calendar_sql import month_name

CLINICIAN = "c.first_name || ' ' || c.last_name"
PATIENT = "p.first_name || ' ' || p.last_name"
SEEN = "a.status = 'Attended'"
LAPSED_SINCE = "'2024-06-12'"  # 18 months before today: a current patient not seen since is lapsed
AGE_NOW = ("(2025 - CAST(substr(p.date_of_birth, 1, 4) AS INTEGER)"
           " - (substr(p.date_of_birth, 6, 5) > '12-12'))")  # whole years on 12 December 2025

YEARS = "SELECT '2024' AS year UNION SELECT '2025' ORDER BY year"  # 2023 starts in June
CURRENT_DENTISTS = ("SELECT first_name || ' ' || last_name AS dentist FROM clinicians"
                    " WHERE role = 'Dentist' AND left_on IS NULL ORDER BY clinician_id")


def _months(table: str, column: str, first: str, last: str, where: str = "1 = 1") -> str:
    """Slots query: every month (and its name) in which ``table.column`` has values, between two 'YYYY-MM'."""
    return f"""SELECT DISTINCT substr({column}, 1, 7) AS month, {month_name(f"substr({column}, 1, 7)")} AS month_name
               FROM {table} WHERE {where} AND substr({column}, 1, 7) BETWEEN '{first}' AND '{last}' ORDER BY month"""
