"""SQL fragments and slot queries shared by the ``marina`` task bank's easy, medium and hard templates."""

MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
               "November", "December"]
DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]


def _month_only(month: str) -> str:
    """SQL for 'March' from a 'YYYY-MM' expression."""
    cases = " ".join(f"WHEN '{i:02d}' THEN '{name}'" for i, name in enumerate(MONTH_NAMES, start=1))
    return f"(CASE substr({month}, 6, 2) {cases} END)"


def _month_name(month: str) -> str:
    """SQL for 'March 2024' from a 'YYYY-MM' expression."""
    return f"{_month_only(month)} || ' ' || substr({month}, 1, 4)"


def _day_name(day: str) -> str:
    """SQL for 'Saturday' from a 'YYYY-MM-DD' expression."""
    cases = " ".join(f"WHEN '{i}' THEN '{name}'" for i, name in enumerate(DAY_NAMES))
    return f"(CASE strftime('%w', {day}) {cases} END)"


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
    return f"""SELECT DISTINCT substr({column}, 1, 7) AS month, {_month_name(f"substr({column}, 1, 7)")} AS month_name
               FROM {table} WHERE substr({column}, 1, 7) BETWEEN '{first}' AND '{last}' ORDER BY month"""
