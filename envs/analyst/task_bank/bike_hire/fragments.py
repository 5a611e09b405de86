"""SQL fragments and slot queries shared by the ``bike_hire`` task bank's easy, medium and hard templates."""

MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
               "November", "December"]
WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]  # strftime('%w') order


def _month_only(month: str) -> str:
    """SQL for 'March' from a 'YYYY-MM' expression."""
    cases = " ".join(f"WHEN '{i:02d}' THEN '{name}'" for i, name in enumerate(MONTH_NAMES, start=1))
    return f"(CASE substr({month}, 6, 2) {cases} END)"


def _month_name(month: str) -> str:
    """SQL for 'March 2024' from a 'YYYY-MM' expression."""
    return f"{_month_only(month)} || ' ' || substr({month}, 1, 4)"


def _weekday_name(timestamp: str) -> str:
    """SQL for 'Tuesday' from a 'YYYY-MM-DD ...' expression."""
    cases = " ".join(f"WHEN '{i}' THEN '{name}'" for i, name in enumerate(WEEKDAY_NAMES))
    return f"(CASE strftime('%w', {timestamp}) {cases} END)"


RIDE_YEARS = "SELECT DISTINCT substr(started_at, 1, 4) AS year FROM rides ORDER BY year"
JOIN_YEARS = "SELECT DISTINCT substr(joined_on, 1, 4) AS year FROM members ORDER BY year"
REPAIR_YEARS = """SELECT DISTINCT substr(completed_on, 1, 4) AS year FROM maintenance_jobs
                  WHERE completed_on IS NOT NULL ORDER BY year"""
DISTRICTS = "SELECT DISTINCT district FROM stations ORDER BY district"


def _ride_months(first: str, last: str) -> str:
    """Slots query: every month (and its name) with rides, between two 'YYYY-MM' bounds."""
    month = "substr(started_at, 1, 7)"
    return f"""SELECT DISTINCT {month} AS month, {_month_name(month)} AS month_name
               FROM rides WHERE substr(started_at, 1, 7) BETWEEN '{first}' AND '{last}' ORDER BY month"""
