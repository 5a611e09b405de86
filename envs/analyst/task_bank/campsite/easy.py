"""Gold questions over ``campsite``, the easy section of ``TEMPLATES``: one table, no grouping."""

from envs.analyst.task_bank.campsite.fragments import (
    LAST_MONTH, LAST_SEASON, LAST_YEAR, PAST_YEARS, SHOP_MONTHS, STAYS, THIS_SEASON, THIS_YEAR,
)
from envs.analyst.tasks import template

TEMPLATES = [
    template(
        "tent_pitches_with_hookup", "easy",
        "SELECT COUNT(*) FROM pitches WHERE pitch_type = 'Tent Pitch' AND has_hookup = 1 AND retired_on IS NULL",
        "How many of our tent pitches have an electric hook-up?",
        "Campers keep asking for electric: how many tent pitches on the Meadow come with hook-up?",
    ),
    template(
        "retired_pitch", "easy",
        "SELECT code FROM pitches WHERE retired_on IS NOT NULL",
        "Which pitch have we taken out of use altogether?",
        "Remind me which unit we had to retire and stop letting.",
    ),
    template(
        "dog_free_units", "easy",
        "SELECT code FROM pitches WHERE dogs_allowed = 0 AND retired_on IS NULL ORDER BY code",
        "Which of our pitches and units don't take dogs? Give me the codes in order.",
        "A guest with a dog allergy wants a dog-free unit: list every pitch where dogs aren't allowed.",
    ),
    template(
        "touring_bank_holiday_rate", "easy",
        """SELECT nightly_rate FROM rates WHERE pitch_type = 'Touring Pitch' AND season_band = 'Bank Holiday'
           AND year = {year}""",
        "What was our bank holiday nightly rate for a touring pitch in {year}, before hook-up?",
        "In {year}, what did we charge a night for a touring pitch over a bank holiday weekend, not counting electric?",
        slots=PAST_YEARS, n=2,
    ),
    template(
        "hookup_charge_this_year", "easy",
        "SELECT DISTINCT hookup_charge FROM rates WHERE year = 2025 AND hookup_charge IS NOT NULL",
        "What are we charging a night for electric hook-up this year?",
        "How much is the hook-up supplement per night on this year's price list?",
    ),
    template(
        "touring_high_rates_by_year", "easy",
        """SELECT year, nightly_rate FROM rates WHERE pitch_type = 'Touring Pitch' AND season_band = 'High'
           ORDER BY year""",
        "How has the high-season touring pitch price moved year by year, next year's included?",
        "Show me the peak-season nightly rate for a touring pitch for each year on the price lists.",
    ),
    template(
        "bookings_taken_for_next_year", "easy",
        "SELECT COUNT(*) FROM bookings WHERE status = 'Confirmed' AND arrival >= '2026-01-01'",
        "How many bookings have we already got in the diary for next year?",
        "Early birds: how many confirmed bookings are there for stays in 2026?",
    ),
    template(
        "on_site_now", "easy",
        "SELECT COUNT(*) FROM bookings WHERE status = 'Checked In'",
        "How many bookings are checked in on site right now?",
        "The warden's doing his evening round: how many pitches and units are occupied by checked-in guests tonight?",
    ),
    template(
        "arrivals_this_coming_week", "easy",
        "SELECT COUNT(*) FROM bookings WHERE status = 'Confirmed' AND arrival BETWEEN '2025-09-29' AND '2025-10-05'",
        "How many arrivals are we expecting over the next seven days?",
        "Looking at the week ahead, Monday to Sunday, how many confirmed bookings are due to arrive?",
    ),
    template(
        "dogs_in_month", "easy",
        f"SELECT SUM(dogs) FROM bookings WHERE {STAYS} AND substr(arrival, 1, 7) = {{month}}",
        "How many dogs came to stay in {month_name}?",
        "Counting every dog that arrived with its owners in {month_name}, how many was that?",
        slots=SHOP_MONTHS, n=2,
    ),
    template(
        "pitch_nights_last_season", "easy",
        f"SELECT SUM(nights) FROM bookings WHERE {STAYS} AND arrival {LAST_SEASON}",
        "How many pitch nights did we sell last season, glamping and statics included?",
        "Across the whole of the 2024 season, how many nights did guests actually stay with us?",
    ),
    template(
        "cancellations_this_season", "easy",
        f"SELECT COUNT(*) FROM bookings WHERE status = 'Cancelled' AND arrival {THIS_SEASON}",
        "How many bookings for this season have been cancelled?",
        "This season, how many people booked and then cancelled on us?",
    ),
    template(
        "no_shows_in_year", "easy",
        "SELECT COUNT(*) FROM bookings WHERE status = 'No Show' AND substr(arrival, 1, 4) = {year}",
        "How many no-shows did we have in {year}?",
        "In {year}, how many booked guests simply never turned up?",
        slots=PAST_YEARS, n=2,
    ),
    template(
        "walk_ins_last_month", "easy",
        f"SELECT COUNT(*) FROM bookings WHERE source = 'Walk-in' AND {STAYS} AND arrival {LAST_MONTH}",
        "How many walk-ins did we take in August, people who turned up without booking?",
        "Last month, how many guests arrived on spec and got a pitch without having booked?",
    ),
    template(
        "motorhome_average_stay", "easy",
        f"SELECT ROUND(AVG(nights), 2) FROM bookings WHERE unit = 'Motorhome' AND {STAYS}",
        "How long do motorhomes stay with us on average, in nights?",
        "What's the average stay for a motorhome?",
    ),
    template(
        "shop_takings_in_month", "easy",
        "SELECT ROUND(SUM(total), 2) FROM shop_sales WHERE substr(sold_at, 1, 7) = {month}",
        "What did the site shop take in {month_name}?",
        "Shop takings for {month_name}, please.",
        slots=SHOP_MONTHS, n=2,
    ),
    template(
        "ice_creams_this_year", "easy",
        "SELECT SUM(quantity) FROM shop_sales WHERE category = 'Ice Cream' AND sold_at >= '2025-01-01'",
        "How many ice creams and lollies has the shop sold this year?",
        "Ice cream count for 2025 so far: how many have gone over the counter?",
    ),
    template(
        "shop_cash_share_this_year", "easy",
        """SELECT ROUND(100.0 * SUM(CASE WHEN payment_method = 'Cash' THEN total ELSE 0 END) / SUM(total), 2)
           FROM shop_sales WHERE sold_at >= '2025-01-01'""",
        "What percentage of the shop's takings this year came in as cash?",
        "Is anyone still paying cash in the shop? What share of this year's shop money was cash?",
    ),
    template(
        "deposits_this_year", "easy",
        f"SELECT ROUND(SUM(amount), 2) FROM payments WHERE kind = 'Deposit' AND paid_on {THIS_YEAR}",
        "How much have we taken in deposits so far this year?",
        "Total of booking deposits paid to us in 2025 to date?",
    ),
    template(
        "refunds_last_year", "easy",
        f"SELECT ROUND(-SUM(amount), 2) FROM payments WHERE kind = 'Refund' AND paid_on {LAST_YEAR}",
        "How much did we hand back in refunds last year?",
        "What did cancellations cost us in refunds paid out during 2024?",
    ),
    template(
        "takings_last_month", "easy",
        f"SELECT ROUND(SUM(amount), 2) FROM payments WHERE paid_on {LAST_MONTH}",
        "What were our booking takings in August, after refunds?",
        "How much booking money came in last month, net of anything we refunded?",
    ),
    template(
        "open_maintenance_issues", "easy",
        "SELECT COUNT(*) FROM maintenance_issues WHERE resolved_on IS NULL",
        "How many maintenance jobs are still open?",
        "What's on the warden's list: how many reported problems haven't been fixed yet?",
    ),
    template(
        "high_priority_issues_this_season", "easy",
        f"SELECT COUNT(*) FROM maintenance_issues WHERE priority = 'High' AND reported_on {THIS_SEASON}",
        "How many urgent, high-priority repairs have been reported this season?",
        "This season, how many maintenance problems were logged as high priority?",
    ),
    template(
        "maintenance_spend_in_year", "easy",
        "SELECT ROUND(SUM(cost), 2) FROM maintenance_issues WHERE substr(resolved_on, 1, 4) = {year}",
        "How much did repairs and maintenance cost us in {year}?",
        "What was the bill for fixing things around the park in {year}?",
        slots=PAST_YEARS, n=2,
    ),
    template(
        "average_rating_this_year", "easy",
        f"SELECT ROUND(AVG(rating), 2) FROM reviews WHERE posted_on {THIS_YEAR}",
        "What's our average review score this year, out of five?",
        "How many stars are we averaging across this year's reviews?",
    ),
    template(
        "seasonals_signed_next_season", "easy",
        "SELECT COUNT(*) FROM seasonal_contracts WHERE season_year = 2026",
        "How many seasonal pitch holders have signed up for next season already?",
        "So far, how many seasonal contracts do we have for 2026?",
    ),
    template(
        "seasonal_fee_this_season", "easy",
        "SELECT DISTINCT fee FROM seasonal_contracts WHERE season_year = 2025",
        "What are the seasonals paying for a pitch this season?",
        "How much is a season-long pitch in the Top Field costing holders this year?",
    ),
    template(
        "new_guests_this_year", "easy",
        "SELECT COUNT(*) FROM guests WHERE created_on >= '2025-01-01'",
        "How many new guests have we added to the books this year?",
        "This year, how many people have booked with us for the first time?",
    ),
]
