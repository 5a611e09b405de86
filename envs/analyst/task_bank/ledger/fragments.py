"""SQL fragments and slot queries shared by the ``ledger`` task bank's easy, medium and hard templates."""

_MONTH_NAME = (
    "CASE substr(m, 6, 2) WHEN '01' THEN 'January' WHEN '02' THEN 'February' WHEN '03' THEN 'March'"
    " WHEN '04' THEN 'April' WHEN '05' THEN 'May' WHEN '06' THEN 'June' WHEN '07' THEN 'July'"
    " WHEN '08' THEN 'August' WHEN '09' THEN 'September' WHEN '10' THEN 'October' WHEN '11' THEN 'November'"
    " ELSE 'December' END || ' ' || substr(m, 1, 4)"
)


def _month_slots(table: str, column: str, since: str = "2023-01-01") -> str:
    """Slot query: every month with rows in ``table``, as '2024-03' (month) and 'March 2024' (month_name)."""
    return (f"SELECT m AS month, {_MONTH_NAME} AS month_name FROM (SELECT DISTINCT substr({column}, 1, 7) AS m "
            f"FROM {table} WHERE {column} >= '{since}') ORDER BY month")


def _year_slots(table: str, column: str) -> str:
    return f"SELECT DISTINCT strftime('%Y', {column}) AS year FROM {table} ORDER BY year"


_METHOD_SLOTS = ("SELECT method, replace(method, '_', ' ') AS method_name FROM payments "
                 "GROUP BY method ORDER BY COUNT(*) DESC, method")
