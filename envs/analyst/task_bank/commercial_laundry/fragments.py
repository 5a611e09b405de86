"""SQL fragments and slot queries shared by the ``commercial_laundry`` task bank's easy, medium and hard templates."""

from envs.analyst.task_bank.calendar_sql import month_name

TODAY = "'2025-11-14'"  # a Friday: the last day in the data
THIS_YEAR = ">= '2025-01-01'"  # applied to a date column: 2025 so far
LAST_YEAR = "BETWEEN '2024-01-01' AND '2024-12-31'"
LAST_MONTH = "BETWEEN '2025-10-01' AND '2025-10-31'"
FULL_YEARS = "SELECT '2024' AS year UNION SELECT '2025' ORDER BY year"  # 2023 starts in May, 2025 runs to today


def _outstanding(alias: str = "") -> str:
    """An invoice with money still to come: Unpaid or Part Paid (Written Off is bad debt, not owed)."""
    return f"{alias}status IN ('Unpaid', 'Part Paid')"


def _overdue(alias: str = "") -> str:
    """An outstanding invoice past its due date."""
    return f"{_outstanding(alias)} AND {alias}due_on < {TODAY}"


def _clients(where: str = "status = 'Active'") -> str:
    """Slots query: client names (``client``) in client order."""
    return f"SELECT name AS client FROM clients WHERE {where} ORDER BY client_id"


def _months(table: str, column: str, first: str, last: str) -> str:
    """Slots query: every month (and its name) with rows in ``table``, between two 'YYYY-MM' bounds."""
    return f"""SELECT DISTINCT substr({column}, 1, 7) AS month, {month_name(f"substr({column}, 1, 7)")} AS month_name
               FROM {table} WHERE substr({column}, 1, 7) BETWEEN '{first}' AND '{last}' ORDER BY month"""
