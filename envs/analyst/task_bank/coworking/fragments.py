"""SQL fragments and slot queries shared by the ``coworking`` task bank's easy, medium and hard templates."""

from envs.analyst.task_bank.calendar_sql import month_name

def _months(table: str, column: str, first: str, last: str, where: str = "1 = 1") -> str:
    """Slots query: every month (and its name) in which ``column`` has values, between two 'YYYY-MM' bounds."""
    return f"""SELECT DISTINCT substr({column}, 1, 7) AS month, {month_name(f"substr({column}, 1, 7)")} AS month_name
               FROM {table} WHERE {where} AND substr({column}, 1, 7) BETWEEN '{first}' AND '{last}' ORDER BY month"""


BILLED = "status <> 'Void'"  # an invoice raised in error and voided was never billed
HOURS = "((julianday(b.ends_at) - julianday(b.starts_at)) * 24)"  # a booking's length in hours

JOIN_YEARS = "SELECT DISTINCT substr(joined_on, 1, 4) AS year FROM members ORDER BY year"
BOOKING_YEARS = ("SELECT DISTINCT substr(starts_at, 1, 4) AS year FROM bookings WHERE starts_at >= '2024-01-01' "
                 "ORDER BY year")  # the years with all three sites' rooms in use for at least part of the year
BILLING_MONTHS = _months("invoices", "billing_month", "2023-02", "2025-09")
BOOKING_MONTHS = _months("bookings", "starts_at", "2023-02", "2025-09")
SITE_NAMES = "SELECT name AS site, city FROM sites ORDER BY site_id"
