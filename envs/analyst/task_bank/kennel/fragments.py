"""SQL fragments and slot queries shared by the ``kennel`` task bank's easy, medium and hard templates."""

from envs.analyst.task_bank.calendar_sql import month_name

NIGHTS = "(julianday(s.check_out) - julianday(s.check_in))"

CHECKOUT_YEARS = """SELECT DISTINCT substr(check_out, 1, 4) AS year FROM stays WHERE status = 'Completed'
                    ORDER BY year"""
CHECKIN_YEARS = """SELECT DISTINCT substr(check_in, 1, 4) AS year FROM stays ORDER BY year"""


def _months(column: str, first: str, last: str, where: str = "1 = 1") -> str:
    """Slots query: every month (and its name) in which ``column`` has values, between two 'YYYY-MM' bounds."""
    return f"""SELECT DISTINCT substr({column}, 1, 7) AS month, {month_name(f"substr({column}, 1, 7)")} AS month_name
               FROM stays WHERE {where} AND substr({column}, 1, 7) BETWEEN '{first}' AND '{last}' ORDER BY month"""
