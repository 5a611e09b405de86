"""SQL fragments and slot queries shared by the ``florist`` task bank's easy, medium and hard templates."""

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


SALE = "status = 'Completed'"  # a sale: neither cancelled nor refunded

ORDER_YEARS = "SELECT DISTINCT substr(order_date, 1, 4) AS year FROM orders ORDER BY year"
FULL_YEARS = """SELECT DISTINCT substr(order_date, 1, 4) AS year FROM orders WHERE order_date >= '2024-01-01'
                ORDER BY year"""  # the whole years in the books


def _months(table: str, column: str, first: str, last: str) -> str:
    """Slots query: every month (and its name) with rows in ``table``, between two 'YYYY-MM' bounds."""
    return f"""SELECT DISTINCT substr({column}, 1, 7) AS month, {_month_name(f"substr({column}, 1, 7)")} AS month_name
               FROM {table} WHERE substr({column}, 1, 7) BETWEEN '{first}' AND '{last}' ORDER BY month"""
