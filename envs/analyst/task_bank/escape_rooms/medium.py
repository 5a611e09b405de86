"""Gold questions over ``escape_rooms``, the medium section of ``TEMPLATES``: a join, or grouping."""

from envs.analyst.task_bank.calendar_sql import day_name, month_only
from envs.analyst.task_bank.escape_rooms.fragments import CURRENT_ROOMS, EARNED, GAME_MASTER
from envs.analyst.tasks import template

TEMPLATES = [
    template(
        "top_rooms_by_takings_this_year", "medium",
        f"""SELECT r.name, ROUND(SUM(b.amount_paid), 2) AS takings FROM bookings b JOIN rooms r ON r.room_id = b.room_id
            WHERE b.{EARNED} AND substr(b.slot_start, 1, 4) = '2025'
            GROUP BY r.room_id ORDER BY takings DESC LIMIT 3""",
        "Which three rooms have taken the most money this year?",
        "Top 3 rooms by takings in 2025, with the amounts.",
    ),
    template(
        "group_size_by_room", "medium",
        """SELECT r.name, ROUND(AVG(b.players_attended), 2) AS avg_players
           FROM bookings b JOIN rooms r ON r.room_id = b.room_id
           WHERE b.status = 'Completed' GROUP BY r.room_id ORDER BY r.name""",
        "What's the average group size in each of our rooms? Include the one we've retired, A to Z.",
        "Room by room, alphabetically, how many players actually turn up per game on average?",
    ),
    template(
        "bookings_by_channel_this_year", "medium",
        """SELECT channel, COUNT(*) AS bookings FROM bookings WHERE substr(booked_at, 1, 4) = '2025'
           GROUP BY channel ORDER BY bookings DESC""",
        "How are people booking with us this year: online, over the phone or at the desk? Count the bookings taken each way in 2025.",
        "Split the bookings we've taken so far in 2025 by how they came in, whenever the game is.",
    ),
    template(
        "busiest_weekday", "medium",
        f"""SELECT {day_name("slot_start")} AS day, COUNT(*) AS games FROM bookings WHERE status = 'Completed'
            GROUP BY strftime('%w', slot_start) ORDER BY games DESC LIMIT 1""",
        "Which day of the week do we run the most games?",
        "What's our busiest day of the week, going by games played?",
    ),
    template(
        "cancellation_rate_by_year", "medium",
        """SELECT substr(slot_start, 1, 4) AS year,
                  ROUND(100.0 * SUM(status = 'Cancelled') / COUNT(*), 2) AS cancelled_pct
           FROM bookings WHERE slot_start < '2025-12-01' GROUP BY year ORDER BY year""",
        "What percentage of bookings got cancelled in each year so far? Only games that were due by now.",
        "Year by year, how big a share of our bookings end up cancelled (games due up to today)?",
    ),
    template(
        "voucher_values_sold", "medium",
        "SELECT value, COUNT(*) AS sold FROM vouchers GROUP BY value ORDER BY sold DESC",
        "Which gift voucher amounts are most popular? How many of each have we sold?",
        "Break down the vouchers we've sold by face value, most popular first.",
    ),
    template(
        "games_run_by_game_master", "medium",
        f"""SELECT COUNT(*) FROM game_results g JOIN staff st ON st.staff_id = g.game_master_id
            WHERE {GAME_MASTER} = {{staff_name}}""",
        "How many games has {staff_name} run for us in total?",
        "What's {staff_name}'s tally of games hosted so far?",
        "Count the games {staff_name} has been game master for.",
        slots=f"""SELECT {GAME_MASTER} AS staff_name FROM staff st JOIN game_results g ON g.game_master_id = st.staff_id
                  GROUP BY st.staff_id HAVING COUNT(*) >= 200 ORDER BY staff_name""",
        n=3,
    ),
    template(
        "escape_rate_by_team_size", "medium",
        """SELECT b.players_attended AS players, ROUND(100.0 * AVG(g.escaped), 2) AS escape_pct
           FROM game_results g JOIN bookings b ON b.booking_id = g.booking_id
           GROUP BY b.players_attended ORDER BY players""",
        "Do bigger teams escape more often? Give me the escape rate for each number of players.",
        "Break the escape rate down by how many players were actually in the room.",
    ),
    template(
        "ratings_by_platform", "medium",
        """SELECT platform, COUNT(*) AS reviews, ROUND(AVG(stars), 2) AS avg_stars FROM reviews
           GROUP BY platform ORDER BY platform""",
        "How do our ratings compare across Google, TripAdvisor and our own website? Number of reviews and average stars for each.",
        "Break the reviews down by where they were posted: how many, and the average star rating.",
    ),
    template(
        "stars_escaped_or_not", "medium",
        """SELECT CASE g.escaped WHEN 1 THEN 'Escaped' ELSE 'Did not escape' END AS outcome,
                  ROUND(AVG(r.stars), 2) AS avg_stars
           FROM reviews r JOIN game_results g ON g.booking_id = r.booking_id GROUP BY g.escaped ORDER BY outcome""",
        "Do teams that get out leave better reviews? Average stars for teams that escaped against those that didn't.",
        "Compare the average review score from teams who beat the room with teams who ran out of time.",
    ),
    template(
        "most_loyal_player", "medium",
        """SELECT c.first_name || ' ' || c.last_name AS customer, c.email, COUNT(*) AS games
           FROM bookings b JOIN customers c ON c.customer_id = b.customer_id
           WHERE b.status = 'Completed' GROUP BY c.customer_id ORDER BY games DESC LIMIT 1""",
        "Who has played with us more than anyone else, and how many games? I need their email to send them something.",
        "Name our most frequent player by games played, with their email address.",
    ),
    template(
        "corporate_takings_by_year", "medium",
        f"""SELECT substr(b.slot_start, 1, 4) AS year, ROUND(SUM(b.amount_paid), 2) AS takings
            FROM bookings b JOIN customers c ON c.customer_id = b.customer_id
            WHERE c.account_type = 'Corporate' AND b.{EARNED} GROUP BY year ORDER BY year""",
        "How much has corporate business brought in each year?",
        "Year by year, what have company bookings been worth to us?",
    ),
    template(
        "discount_codes_this_year", "medium",
        """SELECT UPPER(discount_code) AS code, COUNT(*) AS games FROM bookings
           WHERE discount_code IS NOT NULL AND status = 'Completed' AND substr(slot_start, 1, 4) = '2025'
           GROUP BY UPPER(discount_code) ORDER BY games DESC, code""",
        "Which discount codes got used on the games we've run this year, and how many times each?",
        "Tally up the promo codes on games played in 2025, most used first.",
    ),
    template(
        "games_in_room_this_year", "medium",
        """SELECT COUNT(*) FROM bookings b JOIN rooms r ON r.room_id = b.room_id
           WHERE r.name = {room} AND b.status = 'Completed' AND substr(b.slot_start, 1, 4) = '2025'""",
        "How many teams have played {room} this year?",
        "How many games of {room} have we run in 2025?",
        "What's the 2025 game count for {room} so far?",
        slots=CURRENT_ROOMS, n=3,
    ),
    template(
        "price_before_the_rise", "medium",
        """SELECT DISTINCT b.price_per_player FROM bookings b JOIN rooms r ON r.room_id = b.room_id
           WHERE r.name = {room} AND b.booked_at < '2025-04-01'""",
        "What did we charge per player for {room} before the price rise in April?",
        "Before prices went up this spring, what was the per-person price of {room}?",
        slots="SELECT name AS room FROM rooms WHERE retired_on IS NULL AND launched_on < '2025-01-01' ORDER BY name",
        n=2,
    ),
    template(
        "busiest_start_hour", "medium",
        """SELECT CAST(substr(slot_start, 12, 2) AS INTEGER) AS hour, COUNT(*) AS games FROM bookings
           WHERE status = 'Completed' GROUP BY hour ORDER BY games DESC LIMIT 1""",
        "Which hour of the day do the most games kick off in?",
        "What's our most popular time slot, by the hour games start?",
    ),
    template(
        "best_month_this_year", "medium",
        f"""SELECT {month_only("substr(slot_start, 1, 7)")} AS month, ROUND(SUM(amount_paid), 2) AS takings
            FROM bookings WHERE {EARNED} AND substr(slot_start, 1, 4) = '2025'
            GROUP BY substr(slot_start, 1, 7) ORDER BY takings DESC LIMIT 1""",
        "What's been our best month for takings this year?",
        "Which month of 2025 has brought in the most money so far?",
    ),
    template(
        "top_customer_towns", "medium",
        """SELECT town, COUNT(*) AS customers FROM customers WHERE town IS NOT NULL
           GROUP BY town ORDER BY customers DESC LIMIT 5""",
        "Where do our customers come from? Top five towns.",
        "Which five towns have the most customers on our books?",
    ),
    template(
        "average_paid_by_channel", "medium",
        """SELECT channel, ROUND(AVG(amount_paid), 2) AS avg_paid FROM bookings WHERE status = 'Completed'
           GROUP BY channel ORDER BY channel""",
        "Do phone bookers pay more than people who book online or walk in? Average paid per game played, by channel.",
        "What does a typical completed booking pay, split by how it was booked?",
    ),
    template(
        "christmas_parties_last_year", "medium",
        f"""SELECT ROUND(SUM(b.amount_paid), 2) FROM bookings b JOIN customers c ON c.customer_id = b.customer_id
            WHERE c.account_type = 'Corporate' AND b.{EARNED} AND substr(b.slot_start, 1, 7) = '2024-12'""",
        "What did the company Christmas parties bring in last December?",
        "How much did corporate bookings take in December 2024, party season?",
    ),
    template(
        "escape_rate_by_current_game_master", "medium",
        f"""SELECT {GAME_MASTER} AS game_master, ROUND(100.0 * AVG(g.escaped), 2) AS escape_pct
            FROM game_results g JOIN staff st ON st.staff_id = g.game_master_id
            WHERE st.left_on IS NULL GROUP BY st.staff_id ORDER BY escape_pct DESC""",
        "Which of the staff still with us get the most teams out? Escape rate on the games each one ran, highest first.",
        "For everyone currently on the team, what percentage of the games they hosted ended in an escape?",
    ),
    template(
        "top_companies_by_spend", "medium",
        f"""SELECT c.company, ROUND(SUM(b.amount_paid), 2) AS spend FROM bookings b
            JOIN customers c ON c.customer_id = b.customer_id
            WHERE c.account_type = 'Corporate' AND b.{EARNED} GROUP BY c.company ORDER BY spend DESC LIMIT 3""",
        "Which three companies have spent the most with us overall?",
        "Top 3 corporate clients by total spend, please, all years.",
    ),
    template(
        "takings_by_theme_this_year", "medium",
        f"""SELECT r.theme, ROUND(SUM(b.amount_paid), 2) AS takings
            FROM bookings b JOIN rooms r ON r.room_id = b.room_id
            WHERE b.{EARNED} AND substr(b.slot_start, 1, 4) = '2025' GROUP BY r.theme ORDER BY takings DESC""",
        "Which kinds of room earn us the most? Takings by theme this year.",
        "Break 2025's takings down by room theme, heist, horror and so on, biggest first.",
    ),
]
