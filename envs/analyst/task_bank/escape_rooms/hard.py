"""Gold questions over ``escape_rooms``, the hard section of ``TEMPLATES``: 3+ tables, nesting, ranking, windows."""

from envs.analyst.task_bank.calendar_sql import month_only
from envs.analyst.task_bank.escape_rooms.fragments import CURRENT_ROOMS, EARNED, FULL_YEARS, GAME_MASTER, _months
from envs.analyst.tasks import template

TEMPLATES = [
    template(
        "takings_by_site_in_year", "hard",
        f"""SELECT s.name AS site, ROUND(SUM(b.amount_paid), 2) AS takings
            FROM bookings b JOIN rooms r ON r.room_id = b.room_id JOIN sites s ON s.site_id = r.site_id
            WHERE b.{EARNED} AND substr(b.slot_start, 1, 4) = {{year}} GROUP BY s.site_id ORDER BY takings DESC""",
        "How did Old Town and Riverside compare on takings in {year}?",
        "Split {year}'s booking takings between our two sites.",
        slots=FULL_YEARS, n=2,
    ),
    template(
        "hardest_room_now", "hard",
        """SELECT r.name, ROUND(100.0 * AVG(g.escaped), 2) AS escape_pct
           FROM game_results g JOIN bookings b ON b.booking_id = g.booking_id JOIN rooms r ON r.room_id = b.room_id
           WHERE r.retired_on IS NULL GROUP BY r.room_id ORDER BY escape_pct LIMIT 1""",
        "What's our hardest room at the moment, going by how few teams get out?",
        "Of the rooms we're running now, which has the lowest escape rate, and what is it?",
    ),
    template(
        "escape_rate_for_room", "hard",
        """SELECT ROUND(100.0 * AVG(g.escaped), 2)
           FROM game_results g JOIN bookings b ON b.booking_id = g.booking_id JOIN rooms r ON r.room_id = b.room_id
           WHERE r.name = {room}""",
        "What's the escape rate on {room}?",
        "What percentage of teams make it out of {room}?",
        "Of all the teams who've played {room}, what share beat it?",
        slots=CURRENT_ROOMS, n=3,
    ),
    template(
        "escape_time_by_room", "hard",
        """SELECT r.name, ROUND(AVG(g.escape_time_min), 2) AS avg_minutes
           FROM game_results g JOIN bookings b ON b.booking_id = g.booking_id JOIN rooms r ON r.room_id = b.room_id
           WHERE g.escaped = 1 AND r.retired_on IS NULL GROUP BY r.room_id ORDER BY avg_minutes""",
        "How fast do teams get out of each of our current rooms? Quickest room first.",
        "Room by room, what's the average winning time in the rooms we're running now, fastest first?",
    ),
    template(
        "top_game_master_this_year", "hard",
        f"""SELECT {GAME_MASTER} AS game_master, COUNT(*) AS games
            FROM game_results g JOIN staff st ON st.staff_id = g.game_master_id
            JOIN bookings b ON b.booking_id = g.booking_id
            WHERE substr(b.slot_start, 1, 4) = '2025' GROUP BY st.staff_id ORDER BY games DESC LIMIT 1""",
        "Who has run the most games this year, and how many?",
        "Which game master has hosted the most games in 2025?",
    ),
    template(
        "repeat_player_share", "hard",
        """WITH per_customer AS (
               SELECT customer_id, COUNT(*) AS games FROM bookings WHERE status = 'Completed' GROUP BY customer_id)
           SELECT ROUND(100.0 * SUM(games >= 2) / COUNT(*), 2) FROM per_customer""",
        "What share of the customers who've played with us have come back for at least a second game?",
        "What percentage of our players are repeat customers, with two or more games played?",
    ),
    template(
        "takings_change_vs_previous_month", "hard",
        f"""WITH monthly AS (
                SELECT substr(slot_start, 1, 7) AS month, SUM(amount_paid) AS takings FROM bookings
                WHERE {EARNED} GROUP BY month),
            change AS (
                SELECT month, 100.0 * (takings - LAG(takings) OVER (ORDER BY month))
                              / LAG(takings) OVER (ORDER BY month) AS pct_change FROM monthly)
            SELECT ROUND(pct_change, 2) FROM change WHERE month = {{month}}""",
        "How did {month_name} takings compare with the month before, in percent?",
        "By what percentage were takings up or down in {month_name} on the previous month?",
        slots=_months("2024-02", "2025-11"), n=2,
    ),
    template(
        "busiest_month_each_year", "hard",
        f"""WITH monthly AS (
                SELECT substr(slot_start, 1, 4) AS year, substr(slot_start, 1, 7) AS month, COUNT(*) AS games
                FROM bookings WHERE status = 'Completed' GROUP BY month),
            ranked AS (SELECT *, RANK() OVER (PARTITION BY year ORDER BY games DESC) AS rnk FROM monthly)
            SELECT year, {month_only("month")} AS busiest_month, games FROM ranked WHERE rnk = 1 ORDER BY year""",
        "For each year, which month did we run the most games in, and how many?",
        "What's been the peak month for games played in each year since we started?",
    ),
    template(
        "top_room_per_site_this_year", "hard",
        f"""WITH takings AS (
                SELECT s.name AS site, r.name AS room, SUM(b.amount_paid) AS takings
                FROM bookings b JOIN rooms r ON r.room_id = b.room_id JOIN sites s ON s.site_id = r.site_id
                WHERE b.{EARNED} AND substr(b.slot_start, 1, 4) = '2025' GROUP BY r.room_id),
            ranked AS (SELECT *, RANK() OVER (PARTITION BY site ORDER BY takings DESC) AS rnk FROM takings)
            SELECT site, room, ROUND(takings, 2) AS takings FROM ranked WHERE rnk = 1 ORDER BY site""",
        "What's the top-earning room at each site this year?",
        "For Old Town and for Riverside, which room has taken the most money in 2025, and how much?",
    ),
    template(
        "best_reviewed_game_masters", "hard",
        f"""SELECT {GAME_MASTER} AS game_master, ROUND(AVG(r.stars), 2) AS avg_stars
            FROM reviews r JOIN game_results g ON g.booking_id = r.booking_id
            JOIN staff st ON st.staff_id = g.game_master_id
            WHERE st.left_on IS NULL GROUP BY st.staff_id ORDER BY avg_stars DESC LIMIT 3""",
        "Which three game masters get the best reviews? Only people still working here.",
        "Top 3 current staff by the average stars on reviews of the games they ran.",
    ),
    template(
        "first_game_escape_rate", "hard",
        """WITH games AS (
               SELECT g.escaped,
                      ROW_NUMBER() OVER (PARTITION BY b.customer_id ORDER BY b.slot_start, b.booking_id) AS nth
               FROM game_results g JOIN bookings b ON b.booking_id = g.booking_id
               JOIN customers c ON c.customer_id = b.customer_id WHERE c.account_type = 'Personal')
           SELECT CASE WHEN nth = 1 THEN 'First game' ELSE 'Return visit' END AS visit,
                  ROUND(100.0 * AVG(escaped), 2) AS escape_pct
           FROM games GROUP BY visit ORDER BY visit""",
        "Do people get better with practice? Compare the escape rate on customers' first game with their later ones, corporate accounts aside.",
        "Escape rate for first-timers against players on a return visit (personal customers only).",
    ),
    template(
        "lapsed_2023_players", "hard",
        """WITH last_game AS (
               SELECT customer_id, MAX(slot_start) AS last_played FROM bookings
               WHERE status = 'Completed' GROUP BY customer_id)
           SELECT COUNT(*) FROM last_game WHERE last_played < '2024-01-01'""",
        "How many customers played with us in 2023 and haven't been back for a game since?",
        "Count the players whose last game with us was back in 2023.",
    ),
    template(
        "running_takings_first_half", "hard",
        f"""WITH monthly AS (
                SELECT substr(slot_start, 1, 7) AS month, SUM(amount_paid) AS takings FROM bookings
                WHERE {EARNED} AND slot_start BETWEEN '2025-01-01' AND '2025-06-30 23:59' GROUP BY month)
            SELECT month, ROUND(SUM(takings) OVER (ORDER BY month), 2) AS takings_to_date
            FROM monthly ORDER BY month""",
        "Show me how this year's takings built up month by month from January to June, as a running total.",
        "Cumulative takings at the end of each month for the first half of 2025, please.",
    ),
    template(
        "no_show_rate_by_site_this_year", "hard",
        """SELECT s.name AS site, ROUND(100.0 * SUM(b.status = 'No-show') / COUNT(*), 2) AS no_show_pct
           FROM bookings b JOIN rooms r ON r.room_id = b.room_id JOIN sites s ON s.site_id = r.site_id
           WHERE b.status IN ('Completed', 'No-show') AND substr(b.slot_start, 1, 4) = '2025'
           GROUP BY s.site_id ORDER BY site""",
        "What's the no-show rate at each site this year?",
        "In 2025, how often did booked groups fail to turn up at Old Town compared with Riverside? As a percentage, cancellations aside.",
    ),
    template(
        "rooms_above_average_this_year", "hard",
        f"""WITH takings AS (
                SELECT r.name, SUM(b.amount_paid) AS takings FROM bookings b JOIN rooms r ON r.room_id = b.room_id
                WHERE b.{EARNED} AND substr(b.slot_start, 1, 4) = '2025' GROUP BY r.room_id)
            SELECT name, ROUND(takings, 2) AS takings FROM takings
            WHERE takings > (SELECT AVG(takings) FROM takings) ORDER BY takings DESC""",
        "Which rooms have taken more than the average room this year?",
        "List the rooms whose 2025 takings beat the average across the rooms that traded, with what each took.",
    ),
    template(
        "best_reviewed_room", "hard",
        """SELECT r.name, ROUND(AVG(rv.stars), 2) AS avg_stars
           FROM reviews rv JOIN bookings b ON b.booking_id = rv.booking_id JOIN rooms r ON r.room_id = b.room_id
           WHERE r.retired_on IS NULL GROUP BY r.room_id ORDER BY avg_stars DESC LIMIT 1""",
        "Which of our current rooms gets the best reviews?",
        "Going by average stars, what's the best-loved room we're running now?",
    ),
    template(
        "booking_lead_time_by_site", "hard",
        """SELECT s.name AS site, ROUND(AVG(julianday(b.slot_start) - julianday(b.booked_at)), 2) AS days_ahead
           FROM bookings b JOIN rooms r ON r.room_id = b.room_id JOIN sites s ON s.site_id = r.site_id
           WHERE b.channel <> 'Walk-in' GROUP BY s.site_id ORDER BY site""",
        "How far ahead do people book at each site? Average days between booking and the game, walk-ins left out.",
        "Leaving walk-ins aside, what's the average booking lead time in days at Old Town and at Riverside?",
    ),
    template(
        "riverside_share_this_year", "hard",
        f"""SELECT ROUND(100.0 * SUM(CASE WHEN s.name = 'Riverside' THEN b.amount_paid END) / SUM(b.amount_paid), 2)
            FROM bookings b JOIN rooms r ON r.room_id = b.room_id JOIN sites s ON s.site_id = r.site_id
            WHERE b.{EARNED} AND substr(b.slot_start, 1, 4) = '2025'""",
        "What share of this year's takings came from Riverside?",
        "Riverside's slice of our 2025 takings, as a percentage?",
    ),
    template(
        "hints_by_difficulty", "hard",
        """SELECT r.difficulty, ROUND(AVG(g.hints_used), 2) AS avg_hints
           FROM game_results g JOIN bookings b ON b.booking_id = g.booking_id JOIN rooms r ON r.room_id = b.room_id
           GROUP BY r.difficulty ORDER BY r.difficulty""",
        "How many hints do teams need on average at each difficulty rating?",
        "Average hints per game by the room's difficulty level, from 1 up to 5.",
    ),
    template(
        "customer_history", "hard",
        """SELECT COUNT(*) AS games, SUM(g.escaped) AS escapes
           FROM customers c JOIN bookings b ON b.customer_id = c.customer_id
           JOIN game_results g ON g.booking_id = b.booking_id WHERE c.email = {email}""",
        "How many games has {customer} ({email}) played with us, and how many of those did they escape?",
        "Look up {customer}, email {email}: games played and rooms beaten?",
        slots="""SELECT c.first_name || ' ' || c.last_name AS customer, c.email FROM customers c
                 JOIN bookings b ON b.customer_id = c.customer_id WHERE b.status = 'Completed'
                 GROUP BY c.customer_id HAVING COUNT(*) >= 6 ORDER BY c.customer_id""",
        n=2,
    ),
    template(
        "christmas_voucher_favourite_room", "hard",
        """SELECT r.name, COUNT(*) AS bookings
           FROM bookings b JOIN vouchers v ON v.voucher_id = b.voucher_id JOIN rooms r ON r.room_id = b.room_id
           WHERE substr(v.sold_on, 6, 2) = '12' GROUP BY r.room_id ORDER BY bookings DESC LIMIT 1""",
        "Vouchers bought as Christmas presents (sold in December): which room do people most often spend them on?",
        "Which room gets booked most with gift vouchers that were sold in a December?",
    ),
    template(
        "christmas_party_regulars", "hard",
        """SELECT COUNT(*) FROM (
               SELECT c.company FROM bookings b JOIN customers c ON c.customer_id = b.customer_id
               WHERE c.account_type = 'Corporate' AND b.status <> 'Cancelled'
                 AND substr(b.slot_start, 1, 7) = '2023-12'
               INTERSECT
               SELECT c.company FROM bookings b JOIN customers c ON c.customer_id = b.customer_id
               WHERE c.account_type = 'Corporate' AND b.status <> 'Cancelled'
                 AND substr(b.slot_start, 1, 7) = '2024-12')""",
        "How many companies that had their Christmas do with us in 2023 came back for another in 2024?",
        "Count the firms that held a Christmas party here in December 2023 and again in December 2024.",
    ),
    template(
        "first_time_players_this_year", "hard",
        """SELECT COUNT(*) FROM (SELECT customer_id, MIN(slot_start) AS first_game FROM bookings
                                 WHERE status = 'Completed' GROUP BY customer_id)
           WHERE first_game >= '2025-01-01'""",
        "How many brand-new players have we had this year, people whose first game with us was in 2025?",
        "In 2025, how many customers played their very first game with us?",
    ),
]
