"""SQL fragments and slot queries shared by the ``escape_rooms`` task bank's easy, medium and hard templates."""

from envs.analyst.task_bank.calendar_sql import month_name

EARNED = "status IN ('Completed', 'No-show')"  # money we kept: cancellations were refunded, no-shows forfeit
GAME_MASTER = "st.first_name || ' ' || st.last_name"

FULL_YEARS = """SELECT DISTINCT substr(slot_start, 1, 4) AS year FROM bookings
                WHERE slot_start BETWEEN '2024' AND '2026' ORDER BY year"""  # both sites trade in these
CURRENT_ROOMS = "SELECT name AS room FROM rooms WHERE retired_on IS NULL ORDER BY room_id"


def _months(first: str, last: str) -> str:
    """Slots query: every month (and its name) with games played, between two 'YYYY-MM' bounds."""
    return f"""SELECT DISTINCT substr(slot_start, 1, 7) AS month,
                      {month_name("substr(slot_start, 1, 7)")} AS month_name
               FROM bookings WHERE status = 'Completed' AND substr(slot_start, 1, 7) BETWEEN '{first}' AND '{last}'
               ORDER BY month"""
