"""SQL fragments and slot queries shared by the ``escape_rooms`` task bank's easy, medium and hard templates."""

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


EARNED = "status IN ('Completed', 'No-show')"  # money we kept: cancellations were refunded, no-shows forfeit
GAME_MASTER = "st.first_name || ' ' || st.last_name"

FULL_YEARS = """SELECT DISTINCT substr(slot_start, 1, 4) AS year FROM bookings
                WHERE slot_start BETWEEN '2024' AND '2026' ORDER BY year"""  # both sites trade in these
CURRENT_ROOMS = "SELECT name AS room FROM rooms WHERE retired_on IS NULL ORDER BY room_id"


def _months(first: str, last: str) -> str:
    """Slots query: every month (and its name) with games played, between two 'YYYY-MM' bounds."""
    return f"""SELECT DISTINCT substr(slot_start, 1, 7) AS month,
                      {_month_name("substr(slot_start, 1, 7)")} AS month_name
               FROM bookings WHERE status = 'Completed' AND substr(slot_start, 1, 7) BETWEEN '{first}' AND '{last}'
               ORDER BY month"""
