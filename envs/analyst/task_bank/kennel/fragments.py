"""SQL fragments and slot queries shared by the ``kennel`` task bank's easy, medium and hard templates."""

MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
               "November", "December"]


def _month_only(month: str) -> str:
    """SQL for 'March' from a 'YYYY-MM' expression."""
    cases = " ".join(f"WHEN '{i:02d}' THEN '{name}'" for i, name in enumerate(MONTH_NAMES, start=1))
    return f"(CASE substr({month}, 6, 2) {cases} END)"


def _month_name(month: str) -> str:
    """SQL for 'March 2024' from a 'YYYY-MM' expression."""
    return f"{_month_only(month)} || ' ' || substr({month}, 1, 4)"


NIGHTS = "(julianday(s.check_out) - julianday(s.check_in))"

CHECKOUT_YEARS = """SELECT DISTINCT substr(check_out, 1, 4) AS year FROM stays WHERE status = 'Completed'
                    ORDER BY year"""
CHECKIN_YEARS = """SELECT DISTINCT substr(check_in, 1, 4) AS year FROM stays ORDER BY year"""


def _months(column: str, first: str, last: str, where: str = "1 = 1") -> str:
    """Slots query: every month (and its name) in which ``column`` has values, between two 'YYYY-MM' bounds."""
    return f"""SELECT DISTINCT substr({column}, 1, 7) AS month, {_month_name(f"substr({column}, 1, 7)")} AS month_name
               FROM stays WHERE {where} AND substr({column}, 1, 7) BETWEEN '{first}' AND '{last}' ORDER BY month"""
