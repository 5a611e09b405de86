"""Gold questions over ``escape_rooms``, the easy section of ``TEMPLATES``: one table."""

from envs.analyst.task_bank.escape_rooms.fragments import EARNED, FULL_YEARS, _months
from envs.analyst.tasks import template

THIS_SUMMER = "substr(slot_start, 1, 7) IN ('2025-07', '2025-08')"
LAST_SUMMER = "substr(slot_start, 1, 7) IN ('2024-07', '2024-08')"

TEMPLATES = [
    template(
        "rooms_running_now", "easy",
        "SELECT COUNT(*) FROM rooms WHERE retired_on IS NULL",
        "How many rooms have we got running at the moment, both sites together?",
        "Across Old Town and Riverside, how many rooms can people actually book right now?",
    ),
    template(
        "takings_in_year", "easy",
        f"SELECT ROUND(SUM(amount_paid), 2) FROM bookings WHERE {EARNED} AND substr(slot_start, 1, 4) = {{year}}",
        "What did we take from bookings in {year}?",
        "Total booking takings for {year}, please, both sites.",
        slots=FULL_YEARS, n=2,
    ),
    template(
        "games_played_in_month", "easy",
        "SELECT COUNT(*) FROM bookings WHERE status = 'Completed' AND substr(slot_start, 1, 7) = {month}",
        "How many games did we actually run in {month_name}?",
        "In {month_name}, how many teams played a room with us?",
        slots=_months("2023-04", "2025-11"), n=2,
    ),
    template(
        "escape_rate_overall", "easy",
        "SELECT ROUND(100.0 * AVG(escaped), 2) FROM game_results",
        "What's our overall escape rate?",
        "Across every game we've ever run, what percentage of teams got out in time?",
    ),
    template(
        "average_escape_time", "easy",
        "SELECT ROUND(AVG(escape_time_min), 2) FROM game_results WHERE escaped = 1",
        "When teams do get out, how long does it take them on average?",
        "How fast do teams escape, on average, in minutes? Only the ones who made it, obviously.",
    ),
    template(
        "no_shows_this_year", "easy",
        "SELECT COUNT(*) FROM bookings WHERE status = 'No-show' AND substr(slot_start, 1, 4) = '2025'",
        "How many groups have just not turned up this year?",
        "Count the no-shows we've had in 2025.",
    ),
    template(
        "cancellations_last_december", "easy",
        "SELECT COUNT(*) FROM bookings WHERE status = 'Cancelled' AND substr(slot_start, 1, 7) = '2024-12'",
        "Last Christmas, how many of the games booked for December got cancelled?",
        "How many cancellations did we have for games due in December 2024?",
    ),
    template(
        "voucher_sales_in_year", "easy",
        "SELECT ROUND(SUM(value), 2) FROM vouchers WHERE substr(sold_on, 1, 4) = {year}",
        "How much did we sell in gift vouchers in {year}?",
        "What were gift voucher sales worth in {year}?",
        slots=FULL_YEARS, n=2,
    ),
    template(
        "expired_vouchers", "easy",
        "SELECT COUNT(*) FROM vouchers WHERE status = 'Expired'",
        "How many gift vouchers have run out before anyone used them?",
        "Count the vouchers that expired unused.",
    ),
    template(
        "outstanding_voucher_value", "easy",
        "SELECT ROUND(SUM(value), 2) FROM vouchers WHERE status = 'Active'",
        "How much have we got out there in gift vouchers that are still valid and haven't been spent yet?",
        "What's the face value of all the live, unredeemed vouchers we might still have to honour?",
    ),
    template(
        "student_games_this_year", "easy",
        """SELECT COUNT(*) FROM bookings
           WHERE UPPER(discount_code) = 'STUDENT10' AND status = 'Completed' AND substr(slot_start, 1, 4) = '2025'""",
        "How many games this year were played on the student discount?",
        "This year, how many teams that actually played had booked with the student code?",
    ),
    template(
        "average_rating_this_year", "easy",
        "SELECT ROUND(AVG(stars), 2) FROM reviews WHERE substr(posted_on, 1, 4) = '2025'",
        "What's our average star rating this year?",
        "How many stars are reviewers giving us on average in 2025?",
    ),
    template(
        "corporate_companies", "easy",
        "SELECT COUNT(DISTINCT company) FROM customers WHERE account_type = 'Corporate'",
        "How many different companies have a corporate account with us?",
        "How many firms do we have on corporate accounts? Count each company once.",
    ),
    template(
        "walk_ins_last_year", "easy",
        "SELECT COUNT(*) FROM bookings WHERE channel = 'Walk-in' AND substr(slot_start, 1, 4) = '2024'",
        "How many walk-ins did we get last year?",
        "In 2024, how many games were booked by people who just walked in off the street?",
    ),
    template(
        "biggest_room", "easy",
        "SELECT name, max_players FROM rooms ORDER BY max_players DESC LIMIT 1",
        "Which room can take the biggest group, and how many players is that?",
        "What's our largest room by group size, and what's its player limit?",
    ),
    template(
        "current_price_list", "easy",
        "SELECT name, price_per_player FROM rooms WHERE retired_on IS NULL ORDER BY price_per_player, name",
        "What do we charge per player for each room now? Cheapest first.",
        "Give me our current per-person prices for every room we're running, lowest first (A to Z on a tie).",
    ),
    template(
        "players_in_month", "easy",
        "SELECT SUM(players_attended) FROM bookings WHERE status = 'Completed' AND substr(slot_start, 1, 7) = {month}",
        "How many people came through the doors to play in {month_name}?",
        "What was our player count for {month_name}, counting everyone who actually turned up?",
        slots=_months("2023-06", "2025-10"), n=2,
    ),
    template(
        "retired_room", "easy",
        "SELECT name, retired_on FROM rooms WHERE retired_on IS NOT NULL",
        "Which room did we close down, and when was its last day?",
        "Remind me which room we retired and the date it went.",
    ),
    template(
        "vouchers_2024_redeemed", "easy",
        """SELECT ROUND(100.0 * SUM(status = 'Redeemed') / COUNT(*), 2) FROM vouchers
           WHERE substr(sold_on, 1, 4) = '2024'""",
        "Of the gift vouchers we sold last year, what percentage have been used?",
        "What redemption rate are we seeing on the vouchers sold in 2024?",
    ),
    template(
        "no_show_rate_last_year", "easy",
        f"""SELECT ROUND(100.0 * SUM(status = 'No-show') / COUNT(*), 2) FROM bookings
            WHERE {EARNED} AND substr(slot_start, 1, 4) = '2024'""",
        "What was our no-show rate last year?",
        "In 2024, what share of the groups due to play never showed up? Leave cancelled bookings out of it.",
    ),
    template(
        "summer_takings_change", "easy",
        f"""SELECT ROUND(100.0 * (SUM(CASE WHEN {THIS_SUMMER} THEN amount_paid END)
                                  - SUM(CASE WHEN {LAST_SUMMER} THEN amount_paid END))
                            / SUM(CASE WHEN {LAST_SUMMER} THEN amount_paid END), 2)
            FROM bookings WHERE {EARNED}""",
        "How did this summer's takings compare with last summer's? Percentage change, July and August.",
        "By what percent were July-August 2025 takings up or down on July-August 2024?",
    ),
    template(
        "fastest_escape", "easy",
        "SELECT MIN(escape_time_min) FROM game_results",
        "What's the quickest escape we've ever had, in minutes?",
        "What's the record: the fastest any team has got out of one of our rooms?",
    ),
    template(
        "refunds_last_year", "easy",
        """SELECT ROUND(SUM(amount_paid), 2) FROM bookings
           WHERE status = 'Cancelled' AND substr(slot_start, 1, 4) = '2024'""",
        "How much did we have to refund on cancelled bookings last year?",
        "What did cancellations cost us in refunds for games that were due in 2024?",
    ),
]
