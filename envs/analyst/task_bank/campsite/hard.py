"""Gold questions over ``campsite``, the hard section of ``TEMPLATES``: 3+ tables, nesting, ranking, windows."""

from envs.analyst.task_bank.calendar_sql import month_only
from envs.analyst.task_bank.campsite.fragments import (
    LAST_MONTH, LAST_SEASON, SEASON_MONTHS, STAYS, THIS_SEASON, THIS_YEAR, _in_use, _nights, _on_site, _stays,
)
from envs.analyst.tasks import template

TEMPLATES = [
    template(
        "touring_occupancy_in_month", "hard",
        f"""WITH RECURSIVE {_nights("{first}", "{last}")}
            SELECT ROUND(100.0 * (SELECT COUNT(*) FROM nights n JOIN bookings b ON {_on_site("b.", "n.night")}
                                  JOIN pitches p ON p.pitch_id = b.pitch_id
                                  WHERE p.pitch_type = 'Touring Pitch' AND {_stays("b.")})
                         / (SELECT COUNT(*) FROM nights n JOIN pitches p ON {_in_use("p.", "n.night")}
                            WHERE p.pitch_type = 'Touring Pitch'), 2)""",
        "What was occupancy on the touring pitches in {month_name}?",
        "In {month_name}, what percentage of the available touring pitch nights did we actually fill?",
        slots=SEASON_MONTHS, n=2,
    ),
    template(
        "rating_by_pitch_type", "hard",
        """SELECT p.pitch_type, COUNT(*) AS reviews, ROUND(AVG(r.rating), 2) AS average_rating FROM reviews r
           JOIN bookings b ON b.booking_id = r.booking_id JOIN pitches p ON p.pitch_id = b.pitch_id
           GROUP BY p.pitch_type ORDER BY average_rating DESC, p.pitch_type""",
        "Which kind of stay gets the best reviews? Number of reviews and average stars for each pitch type.",
        "Compare the review scores for tents, tourers, pods, yurts and statics.",
    ),
    template(
        "guests_back_from_last_season", "hard",
        f"""SELECT COUNT(*) FROM (SELECT guest_id FROM bookings WHERE {STAYS} AND arrival {LAST_SEASON}
                                 INTERSECT
                                 SELECT guest_id FROM bookings WHERE {STAYS} AND arrival {THIS_SEASON})""",
        "How many of last season's guests have been back to stay with us this season?",
        "Count the guests who stayed in the 2024 season and came again in 2025.",
    ),
    template(
        "top_spending_guests", "hard",
        """SELECT g.first_name || ' ' || g.last_name AS guest, ROUND(SUM(pm.amount), 2) AS spent FROM payments pm
           JOIN bookings b ON b.booking_id = pm.booking_id JOIN guests g ON g.guest_id = b.guest_id
           GROUP BY g.guest_id ORDER BY spent DESC LIMIT 5""",
        "Who are our five most valuable guests, by everything they've paid us for bookings, net of refunds?",
        "Top 5 guests by total booking payments over the years.",
    ),
    template(
        "shop_spend_per_stay_by_type", "hard",
        f"""WITH shop AS (SELECT booking_id, SUM(total) AS spent FROM shop_sales WHERE booking_id IS NOT NULL
                          GROUP BY booking_id)
            SELECT p.pitch_type, ROUND(SUM(COALESCE(s.spent, 0)) / COUNT(*), 2) AS shop_per_stay
            FROM bookings b JOIN pitches p ON p.pitch_id = b.pitch_id LEFT JOIN shop s ON s.booking_id = b.booking_id
            WHERE {_stays("b.")} AND b.arrival {THIS_SEASON} GROUP BY p.pitch_type ORDER BY shop_per_stay DESC""",
        "Who spends most in the shop? Average shop spend per stay this season for each pitch type.",
        "This season, how much does a booking put through the shop till on average, by type of pitch?",
    ),
    template(
        "takings_running_total_this_year", "hard",
        f"""WITH monthly AS (SELECT substr(paid_on, 1, 7) AS month, SUM(amount) AS takings FROM payments
                             WHERE paid_on {THIS_YEAR} GROUP BY month)
            SELECT {month_only("month")} AS month, ROUND(SUM(takings) OVER (ORDER BY month), 2) AS takings_to_date
            FROM monthly ORDER BY monthly.month""",
        "Show me how this year's booking takings have built up: the running total at the end of each month.",
        "Month by month, what's the cumulative booking money for 2025 so far, after refunds?",
    ),
    template(
        "busiest_month_each_year", "hard",
        f"""WITH monthly AS (SELECT substr(arrival, 1, 4) AS year, substr(arrival, 1, 7) AS month,
                                    SUM(nights) AS pitch_nights
                             FROM bookings WHERE {STAYS} GROUP BY month),
                 ranked AS (SELECT year, month, pitch_nights,
                                   ROW_NUMBER() OVER (PARTITION BY year ORDER BY pitch_nights DESC, month) AS rn
                            FROM monthly)
            SELECT year, {month_only("month")} AS month, pitch_nights FROM ranked WHERE rn = 1 ORDER BY year""",
        "For each year, which was our busiest month by pitch nights, and how many did we sell?",
        "Year by year, give me the peak month and its number of pitch nights.",
    ),
    template(
        "august_pitch_fees_change", "hard",
        f"""WITH august AS (
                SELECT SUM(CASE WHEN arrival BETWEEN '2024-08-01' AND '2024-08-31' THEN pitch_fee END) AS last_year,
                       SUM(CASE WHEN arrival {LAST_MONTH} THEN pitch_fee END) AS this_year
                FROM bookings WHERE {STAYS})
            SELECT ROUND(100.0 * (this_year - last_year) / last_year, 2) FROM august""",
        "Were pitch fees up on the year in August? Percentage change against August 2024.",
        "How did this August's pitch fee income compare with last August's, in percent?",
    ),
    template(
        "top_pitch_per_type_this_season", "hard",
        f"""WITH fees AS (SELECT p.pitch_type, p.code, SUM(b.pitch_fee) AS fees FROM bookings b
                          JOIN pitches p ON p.pitch_id = b.pitch_id
                          WHERE {_stays("b.")} AND b.arrival {THIS_SEASON} GROUP BY p.pitch_id),
                 ranked AS (SELECT pitch_type, code, fees,
                                   RANK() OVER (PARTITION BY pitch_type ORDER BY fees DESC) AS rk FROM fees)
            SELECT pitch_type, code, ROUND(fees, 2) AS pitch_fees FROM ranked WHERE rk = 1 ORDER BY pitch_type, code""",
        "For each type of pitch, which single pitch or unit has earned the most in pitch fees this season?",
        "Name this season's top earner in each pitch type, with its pitch fees.",
    ),
    template(
        "balance_still_to_come", "hard",
        """SELECT ROUND(SUM(b.pitch_fee) - (SELECT SUM(pm.amount) FROM payments pm
                                            JOIN bookings c ON c.booking_id = pm.booking_id
                                            WHERE c.status = 'Confirmed'), 2)
           FROM bookings b WHERE b.status = 'Confirmed'""",
        "On all the confirmed bookings still to arrive, how much in pitch fees have we yet to collect?",
        "How much money is still to come in on future bookings, once you take off the deposits and balances "
        "already paid?",
    ),
    template(
        "rating_when_something_broke", "hard",
        """WITH rated AS (
               SELECT r.rating, EXISTS (SELECT 1 FROM maintenance_issues m WHERE m.pitch_id = b.pitch_id
                                        AND m.priority <> 'Low' AND m.reported_on >= b.arrival
                                        AND m.reported_on < b.departure) AS broke
               FROM reviews r JOIN bookings b ON b.booking_id = r.booking_id)
           SELECT ROUND(AVG(CASE WHEN broke THEN rating END), 2) AS with_problem,
                  ROUND(AVG(CASE WHEN NOT broke THEN rating END), 2) AS without_problem FROM rated""",
        "Do breakdowns hurt our reviews? Average rating from stays where something on their pitch went wrong, "
        "against the rest.",
        "Compare the average review score of guests who had a medium or high priority fault on their pitch "
        "during the stay with everyone else's.",
    ),
    template(
        "seasonals_renewed_this_season", "hard",
        """SELECT COUNT(*) FROM (SELECT guest_id FROM seasonal_contracts WHERE season_year = 2024
                                 INTERSECT SELECT guest_id FROM seasonal_contracts WHERE season_year = 2025)""",
        "How many of last season's seasonal holders signed up again for this season?",
        "Of the 2024 seasonals, how many are back on a seasonal pitch in 2025?",
    ),
    template(
        "three_season_holders", "hard",
        """SELECT g.first_name || ' ' || g.last_name AS holder, p.code FROM seasonal_contracts c
           JOIN guests g ON g.guest_id = c.guest_id JOIN pitches p ON p.pitch_id = c.pitch_id
           WHERE c.season_year = 2025 AND c.guest_id IN (
               SELECT guest_id FROM seasonal_contracts WHERE season_year BETWEEN 2023 AND 2025
               GROUP BY guest_id HAVING COUNT(DISTINCT season_year) = 3)
           ORDER BY p.code""",
        "Which seasonals have been with us every season since 2023? Names and this season's pitch, in pitch order.",
        "List the seasonal holders who've had a contract in 2023, 2024 and 2025, with the pitch they're on now.",
    ),
    template(
        "extras_share_by_pitch_type", "hard",
        f"""WITH extras AS (SELECT booking_id, SUM(total) AS extras FROM booking_extras GROUP BY booking_id)
            SELECT p.pitch_type, ROUND(100.0 * SUM(COALESCE(e.extras, 0)) / SUM(b.pitch_fee), 2) AS extras_pct
            FROM bookings b JOIN pitches p ON p.pitch_id = b.pitch_id
            LEFT JOIN extras e ON e.booking_id = b.booking_id
            WHERE {_stays("b.")} AND b.arrival {THIS_YEAR} GROUP BY p.pitch_type ORDER BY extras_pct DESC""",
        "How much do extras add to a stay? Extras as a percentage of pitch fees this year, for each pitch type.",
        "For this year's stays, what are the extras worth relative to the pitch fees, by type of pitch, in percent?",
    ),
    template(
        "occupancy_by_type_last_month", "hard",
        f"""WITH RECURSIVE {_nights("'2025-08-01'", "'2025-08-31'")},
                 sold AS (SELECT p.pitch_type, COUNT(*) AS nights_sold FROM nights n
                          JOIN bookings b ON {_on_site("b.", "n.night")} JOIN pitches p ON p.pitch_id = b.pitch_id
                          WHERE {_stays("b.")} GROUP BY p.pitch_type),
                 available AS (SELECT p.pitch_type, COUNT(*) AS nights_available FROM nights n
                               JOIN pitches p ON {_in_use("p.", "n.night")}
                               WHERE p.pitch_type <> 'Seasonal Pitch' GROUP BY p.pitch_type)
            SELECT a.pitch_type, ROUND(100.0 * COALESCE(s.nights_sold, 0) / a.nights_available, 2) AS occupancy
            FROM available a LEFT JOIN sold s ON s.pitch_type = a.pitch_type ORDER BY occupancy DESC""",
        "What was occupancy in August for each type of pitch? Seasonal pitches left out.",
        "Last month's occupancy by pitch type, fullest first.",
    ),
    template(
        "shop_month_on_month_this_season", "hard",
        f"""SELECT month, takings, change FROM (
                SELECT {month_only("month")} AS month, month AS period, ROUND(takings, 2) AS takings,
                       ROUND(takings - LAG(takings) OVER (ORDER BY month), 2) AS change
                FROM (SELECT substr(sold_at, 1, 7) AS month, SUM(total) AS takings FROM shop_sales
                      WHERE sold_at >= '2025-03-01' GROUP BY substr(sold_at, 1, 7)))
            WHERE change IS NOT NULL ORDER BY period""",
        "How have the shop's takings moved from one month to the next this season? Each month's takings and the "
        "change on the month before, from April.",
        "Month on month this season, what did the shop take and how much up or down was that on the previous month?",
    ),
    template(
        "best_reviewed_pitches", "hard",
        """SELECT p.code, COUNT(*) AS reviews, ROUND(AVG(r.rating), 2) AS average_rating FROM reviews r
           JOIN bookings b ON b.booking_id = r.booking_id JOIN pitches p ON p.pitch_id = b.pitch_id
           GROUP BY p.pitch_id HAVING COUNT(*) >= 10 ORDER BY AVG(r.rating) DESC, p.code LIMIT 3""",
        "Which three pitches get the best reviews? Only count pitches with at least ten reviews.",
        "Top 3 pitches or units by average star rating, among those reviewed ten times or more.",
    ),
    template(
        "first_timers_who_returned", "hard",
        f"""WITH first_stays AS (SELECT guest_id, MIN(arrival) AS first_arrival FROM bookings WHERE {STAYS}
                                 GROUP BY guest_id)
            SELECT ROUND(100.0 * SUM(EXISTS (SELECT 1 FROM bookings b WHERE b.guest_id = f.guest_id
                                             AND {_stays("b.")} AND b.arrival {THIS_SEASON})) / COUNT(*), 2)
            FROM first_stays f WHERE f.first_arrival {LAST_SEASON}""",
        "Of the guests who stayed with us for the first time last season, what percentage have come back this season?",
        "What share of 2024's first-time guests returned for another stay in the 2025 season?",
    ),
    template(
        "busiest_night_this_year", "hard",
        f"""WITH RECURSIVE {_nights("'2025-01-01'", "'2025-09-28'")}
            SELECT n.night, COUNT(*) AS pitches_occupied FROM nights n JOIN bookings b ON {_on_site("b.", "n.night")}
            WHERE {_stays("b.")} GROUP BY n.night ORDER BY pitches_occupied DESC, n.night LIMIT 1""",
        "What was our busiest night of the year so far, and how many pitches and units were occupied?",
        "Which night this year had the most bookings on site, and how many was that?",
    ),
    template(
        "glamping_share_of_takings", "hard",
        f"""SELECT ROUND(100.0 * SUM(CASE WHEN p.pitch_type IN ('Glamping Pod', 'Yurt') THEN pm.amount ELSE 0 END)
                         / SUM(pm.amount), 2)
            FROM payments pm JOIN bookings b ON b.booking_id = pm.booking_id JOIN pitches p ON p.pitch_id = b.pitch_id
            WHERE pm.paid_on {THIS_YEAR}""",
        "What share of this year's booking takings came from the glamping, pods and yurts together?",
        "Pods and yurts: what percentage of the booking money we've taken in 2025 do they account for?",
    ),
    template(
        "guests_missed_a_year", "hard",
        f"""SELECT COUNT(*) FROM (
                SELECT guest_id FROM bookings WHERE {STAYS} AND substr(arrival, 1, 4) = '2023'
                INTERSECT SELECT guest_id FROM bookings WHERE {STAYS} AND substr(arrival, 1, 4) = '2025'
                EXCEPT SELECT guest_id FROM bookings WHERE {STAYS} AND substr(arrival, 1, 4) = '2024')""",
        "How many guests stayed with us in 2023, skipped 2024 and came back this year?",
        "Count the guests who came in 2023 and again in 2025 but didn't stay at all in 2024.",
    ),
    template(
        "biggest_bill_this_season", "hard",
        f"""WITH bills AS (
                SELECT b.guest_id, b.pitch_fee
                       + COALESCE((SELECT SUM(e.total) FROM booking_extras e WHERE e.booking_id = b.booking_id), 0)
                       + COALESCE((SELECT SUM(s.total) FROM shop_sales s WHERE s.booking_id = b.booking_id), 0) AS bill
                FROM bookings b WHERE {_stays("b.")} AND b.arrival {THIS_SEASON})
            SELECT g.first_name || ' ' || g.last_name AS guest, ROUND(bills.bill, 2) AS total FROM bills
            JOIN guests g ON g.guest_id = bills.guest_id ORDER BY bills.bill DESC LIMIT 1""",
        "Which single stay this season ran up the biggest bill, pitch fee, extras and shop together? Whose was it?",
        "Who had the most expensive stay of the season once you add the extras and their shop spend to the pitch fee, "
        "and what did it come to?",
    ),
    template(
        "unsigned_seasonal_pitches", "hard",
        """SELECT code FROM pitches WHERE pitch_type = 'Seasonal Pitch'
           AND pitch_id NOT IN (SELECT pitch_id FROM seasonal_contracts WHERE season_year = 2026) ORDER BY code""",
        "Which seasonal pitches haven't got a contract signed for next season yet?",
        "List the Top Field seasonal pitches still without a 2026 holder.",
    ),
    template(
        "best_shop_customer_this_year", "hard",
        """SELECT g.first_name || ' ' || g.last_name AS guest, ROUND(SUM(s.total), 2) AS spent FROM shop_sales s
           JOIN bookings b ON b.booking_id = s.booking_id JOIN guests g ON g.guest_id = b.guest_id
           WHERE s.sold_at >= '2025-01-01' GROUP BY g.guest_id ORDER BY spent DESC LIMIT 1""",
        "Who's been our best shop customer this year, going by what's been put through on their bookings?",
        "Which guest has spent the most in the site shop in 2025, and how much?",
    ),
]
