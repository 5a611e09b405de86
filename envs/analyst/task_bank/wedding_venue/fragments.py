"""SQL fragments and slot queries shared by the ``wedding_venue`` task bank's easy, medium and hard templates."""

from envs.analyst.task_bank.calendar_sql import month_name

TODAY = "'2025-10-15'"  # the last day in the data
IN_DIARY = "status IN ('Confirmed', 'Provisional')"  # bookings that hold a date still to come
THIS_SEASON = "BETWEEN '2025-05-01' AND '2025-09-30'"  # Peak: May to September
LAST_SEASON = "BETWEEN '2024-05-01' AND '2024-09-30'"
NEXT_SEASON = "BETWEEN '2026-05-01' AND '2026-09-30'"
FULL_YEARS = "SELECT '2024' AS year UNION SELECT '2025' ORDER BY year"  # 2023 starts in April


def _extras(alias: str) -> str:
    """SQL for the extras on booking ``alias`` (quantity times unit price; 0 when none)."""
    return (f"COALESCE((SELECT SUM(x.quantity * x.unit_price) FROM booking_extras x "
            f"WHERE x.booking_id = {alias}.booking_id), 0)")


def _value(alias: str) -> str:
    """SQL for a booking's value: the venue fee plus its extras."""
    return f"({alias}.venue_fee + {_extras(alias)})"


def _converted(alias: str) -> str:
    """SQL: enquiry ``alias`` led to a booking that was confirmed."""
    return (f"EXISTS (SELECT 1 FROM bookings cb WHERE cb.enquiry_id = {alias}.enquiry_id "
            f"AND cb.confirmed_on IS NOT NULL)")


def _saturdays(first: str, last: str) -> str:
    """A recursive CTE ``saturdays(day)``: every Saturday from the first on or after ``first`` to ``last``."""
    return f"""saturdays(day) AS (
                   SELECT date('{first}', 'weekday 6')
                   UNION ALL SELECT date(day, '+7 days') FROM saturdays WHERE date(day, '+7 days') <= '{last}')"""


def _months(table: str, column: str, first: str, last: str) -> str:
    """Slots query: every month (and its name) with rows in ``table``, between two 'YYYY-MM' bounds."""
    return f"""SELECT DISTINCT substr({column}, 1, 7) AS month, {month_name(f"substr({column}, 1, 7)")} AS month_name
               FROM {table} WHERE substr({column}, 1, 7) BETWEEN '{first}' AND '{last}' ORDER BY month"""
