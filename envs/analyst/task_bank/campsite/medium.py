"""Gold questions over ``campsite``, the medium section of ``TEMPLATES``: a join, or grouping."""

from envs.analyst.task_bank.calendar_sql import day_name, month_only
from envs.analyst.task_bank.campsite.fragments import LAST_YEAR, STAYS, THIS_SEASON, THIS_YEAR, _stays
from envs.analyst.tasks import template

TEMPLATES = [
    template(
        "pitch_nights_by_type_this_season", "medium",
        f"""SELECT p.pitch_type, SUM(b.nights) AS pitch_nights FROM bookings b JOIN pitches p ON p.pitch_id = b.pitch_id
            WHERE {_stays("b.")} AND b.arrival {THIS_SEASON} GROUP BY p.pitch_type ORDER BY pitch_nights DESC""",
        "How many pitch nights has each kind of pitch sold this season, busiest first?",
        "Break this season's pitch nights down by pitch type: tents, tourers, pods, yurts and statics.",
    ),
    template(
        "dogs_by_month_this_season", "medium",
        f"""SELECT {month_only("substr(arrival, 1, 7)")} AS month, SUM(dogs) AS dogs FROM bookings
            WHERE {STAYS} AND arrival {THIS_SEASON} GROUP BY substr(arrival, 1, 7) ORDER BY substr(arrival, 1, 7)""",
        "Month by month this season, how many dogs have come to stay?",
        "Give me the dog count for each month of this season so far.",
    ),
    template(
        "bookings_by_source_this_year", "medium",
        f"""SELECT source, COUNT(*) AS bookings FROM bookings
            WHERE source IS NOT NULL AND status <> 'Cancelled' AND arrival {THIS_YEAR}
            GROUP BY source ORDER BY bookings DESC""",
        "Where are this year's bookings coming from: our website, the phone, Pitchup or walk-ins? Counts for each.",
        "For bookings arriving this year, cancellations aside, how many came through each channel, biggest first?",
    ),
    template(
        "takings_by_kind_last_year", "medium",
        f"""SELECT kind, ROUND(SUM(amount), 2) AS amount FROM payments WHERE paid_on {LAST_YEAR}
            GROUP BY kind ORDER BY kind""",
        "Split last year's booking money by type of payment: deposits, balances, extras and refunds.",
        "For 2024, what did we take in deposits, balances and extras, and what went back out in refunds?",
    ),
    template(
        "shop_takings_by_category", "medium",
        """SELECT category, ROUND(SUM(total), 2) AS takings FROM shop_sales WHERE substr(sold_at, 1, 4) = {year}
           GROUP BY category ORDER BY takings DESC""",
        "What did the shop take in {year} for each category of goods, best seller first?",
        "Break the {year} shop takings down by category.",
        slots="SELECT '2024' AS year UNION ALL SELECT '2025'", n=2,
    ),
    template(
        "top_shop_items_last_month", "medium",
        """SELECT item, SUM(quantity) AS sold FROM shop_sales WHERE substr(sold_at, 1, 7) = '2025-08'
            GROUP BY item ORDER BY sold DESC LIMIT 5""",
        "What were the shop's five best sellers in August, by number sold?",
        "Top 5 shop items last month, counting units over the till.",
    ),
    template(
        "busiest_arrival_weekday", "medium",
        f"""SELECT {day_name("arrival")} AS day, COUNT(*) AS arrivals FROM bookings WHERE {STAYS}
            GROUP BY strftime('%w', arrival) ORDER BY arrivals DESC LIMIT 1""",
        "Which day of the week do most of our guests arrive on, and how many arrivals has that been?",
        "What's our busiest arrival day of the week over all the stays on record?",
    ),
    template(
        "units_this_season", "medium",
        f"""SELECT unit, COUNT(*) AS stays FROM bookings WHERE unit IS NOT NULL AND {STAYS} AND arrival {THIS_SEASON}
            GROUP BY unit ORDER BY stays DESC""",
        "On the tent and touring pitches this season, how many came with a tent, a caravan, a motorhome and so on?",
        "What sort of outfits have we had in this season? Count the stays by unit.",
    ),
    template(
        "rating_by_platform", "medium",
        """SELECT platform, COUNT(*) AS reviews, ROUND(AVG(rating), 2) AS average_rating FROM reviews
           GROUP BY platform ORDER BY platform""",
        "How do our reviews compare across Google, Pitchup and Facebook? Number and average stars for each.",
        "For each review site, how many reviews have we had and what's the average rating?",
    ),
    template(
        "stays_by_named_guest", "medium",
        f"""SELECT COUNT(*) FROM bookings b JOIN guests g ON g.guest_id = b.guest_id
            WHERE g.first_name = {{first_name}} AND g.last_name = {{last_name}} AND {_stays("b.")}""",
        "How many times has {first_name} {last_name} stayed with us?",
        "{first_name} {last_name} is on the phone wanting a loyalty discount. How many stays has she had here?",
        slots=f"""SELECT g.first_name, g.last_name FROM guests g JOIN bookings b ON b.guest_id = g.guest_id
                  WHERE {_stays("b.")} AND g.first_name IN ('Sarah', 'Emma', 'Claire', 'Rachel', 'Helen', 'Louise')
                  AND NOT EXISTS (SELECT 1 FROM guests o WHERE o.first_name = g.first_name
                                  AND o.last_name = g.last_name AND o.guest_id <> g.guest_id)
                  GROUP BY g.guest_id HAVING COUNT(*) >= 6 ORDER BY g.guest_id""",
        n=2,
    ),
    template(
        "extras_this_year", "medium",
        f"""SELECT e.extra, ROUND(SUM(e.total), 2) AS income FROM booking_extras e
            JOIN bookings b ON b.booking_id = e.booking_id WHERE b.arrival {THIS_YEAR}
            GROUP BY e.extra ORDER BY income DESC""",
        "What have the extras brought in this year: dog fees, firewood, late checkouts and the rest?",
        "For stays this year, how much have we charged for each kind of extra, biggest first?",
    ),
    template(
        "issues_by_category_this_year", "medium",
        f"""SELECT category, COUNT(*) AS issues FROM maintenance_issues WHERE reported_on {THIS_YEAR}
            GROUP BY category ORDER BY issues DESC, category""",
        "What sort of things have been going wrong this year? Maintenance issues by category, most common first.",
        "Count this year's reported maintenance problems by type.",
    ),
    template(
        "days_to_fix_by_priority", "medium",
        """SELECT priority, ROUND(AVG(julianday(resolved_on) - julianday(reported_on)), 2) AS days_to_fix
           FROM maintenance_issues WHERE resolved_on IS NOT NULL GROUP BY priority ORDER BY days_to_fix""",
        "How quickly do we fix things? Average days from report to fix for each priority.",
        "For each priority level, what's the average number of days a maintenance issue takes to get resolved?",
    ),
    template(
        "facility_with_most_issues", "medium",
        """SELECT facility, COUNT(*) AS issues FROM maintenance_issues WHERE facility IS NOT NULL
           GROUP BY facility ORDER BY issues DESC LIMIT 1""",
        "Which of the shared facilities gives us the most trouble, and how many issues has it had?",
        "Toilet block, showers, play area...: which facility has had the most maintenance problems logged?",
    ),
    template(
        "pitch_with_most_issues", "medium",
        """SELECT p.code, COUNT(*) AS issues FROM maintenance_issues m JOIN pitches p ON p.pitch_id = m.pitch_id
           GROUP BY p.pitch_id ORDER BY issues DESC, p.code LIMIT 1""",
        "Which single pitch or unit has had the most maintenance issues, and how many?",
        "Which pitch is our problem child: the one with the most repairs logged against it?",
    ),
    template(
        "cancellation_rate_by_year", "medium",
        """SELECT substr(arrival, 1, 4) AS year,
                  ROUND(100.0 * SUM(CASE WHEN status = 'Cancelled' THEN 1 ELSE 0 END) / COUNT(*), 2) AS cancelled_pct
           FROM bookings WHERE arrival < '2025-10-01' GROUP BY year ORDER BY year""",
        "What percentage of bookings got cancelled each year, up to the end of this month?",
        "Cancellation rate by year: the share of bookings for stays each year that were cancelled, to date.",
    ),
    template(
        "takings_by_month_this_year", "medium",
        f"""SELECT {month_only("substr(paid_on, 1, 7)")} AS month, ROUND(SUM(amount), 2) AS takings FROM payments
            WHERE paid_on {THIS_YEAR} GROUP BY substr(paid_on, 1, 7) ORDER BY substr(paid_on, 1, 7)""",
        "What did bookings bring in each month this year, net of refunds?",
        "Month by month, what have our booking takings been in 2025?",
    ),
    template(
        "party_size_by_pitch_type", "medium",
        f"""SELECT p.pitch_type, ROUND(AVG(b.adults + b.children), 2) AS people FROM bookings b
            JOIN pitches p ON p.pitch_id = b.pitch_id WHERE {_stays("b.")}
            GROUP BY p.pitch_type ORDER BY p.pitch_type""",
        "How many people do we get per booking on each type of pitch, on average, adults and children together?",
        "Average party size for each pitch type, please, counting children as well as adults.",
    ),
    template(
        "seasonal_holders_this_season", "medium",
        """SELECT g.first_name || ' ' || g.last_name AS holder FROM seasonal_contracts c
           JOIN guests g ON g.guest_id = c.guest_id WHERE c.season_year = 2025
           ORDER BY g.last_name, g.first_name""",
        "Who are this season's seasonal pitch holders? Names in surname order.",
        "List everyone with a seasonal contract for 2025, sorted by surname.",
    ),
    template(
        "lead_time_by_pitch_type", "medium",
        f"""SELECT p.pitch_type, ROUND(AVG(julianday(b.arrival) - julianday(b.booked_on)), 2) AS days_ahead
            FROM bookings b JOIN pitches p ON p.pitch_id = b.pitch_id
            WHERE b.source IS NOT 'Walk-in' AND {_stays("b.")} AND b.arrival {THIS_SEASON}
            GROUP BY p.pitch_type ORDER BY days_ahead DESC""",
        "How far ahead do people book each type of pitch? Average days between booking and arrival this season.",
        "For this season's stays, leaving out walk-ins, what's the average booking lead time per pitch type?",
    ),
    template(
        "top_yurt_this_season", "medium",
        f"""SELECT p.code, ROUND(SUM(b.pitch_fee), 2) AS pitch_fees FROM bookings b
            JOIN pitches p ON p.pitch_id = b.pitch_id
            WHERE p.pitch_type = 'Yurt' AND {_stays("b.")} AND b.arrival {THIS_SEASON}
            GROUP BY p.code ORDER BY pitch_fees DESC LIMIT 1""",
        "Which yurt has earned the most in pitch fees this season, and how much?",
        "Of the three yurts, which one has brought in the most this season?",
    ),
    template(
        "dogs_by_field_this_season", "medium",
        f"""SELECT p.field, SUM(b.dogs) AS dogs FROM bookings b JOIN pitches p ON p.pitch_id = b.pitch_id
            WHERE {_stays("b.")} AND b.arrival {THIS_SEASON} GROUP BY p.field ORDER BY dogs DESC""",
        "Which fields have had the most dogs this season? Dog count per field.",
        "How many dogs stayed in each field this season, most first? I'm planning where to put the new dog bins.",
    ),
    template(
        "reviews_by_month_this_year", "medium",
        f"""SELECT {month_only("substr(posted_on, 1, 7)")} AS month, COUNT(*) AS reviews,
                   ROUND(AVG(rating), 2) AS average_rating
            FROM reviews WHERE posted_on {THIS_YEAR}
            GROUP BY substr(posted_on, 1, 7) ORDER BY substr(posted_on, 1, 7)""",
        "How have reviews gone month by month this year: how many and the average stars?",
        "For each month of 2025 so far, give me the number of reviews posted and their average rating.",
    ),
    template(
        "most_frequent_guests", "medium",
        f"""SELECT g.first_name || ' ' || g.last_name AS guest, COUNT(*) AS stays FROM bookings b
            JOIN guests g ON g.guest_id = b.guest_id WHERE {_stays("b.")}
            GROUP BY g.guest_id ORDER BY stays DESC, g.last_name, g.first_name, g.guest_id LIMIT 5""",
        "Who are our five most regular guests, by number of stays?",
        "Top 5 guests by how many times they've stayed with us, please, for the Christmas cards.",
    ),
    template(
        "stays_by_band_this_season", "medium",
        f"""SELECT season_band, COUNT(*) AS stays, SUM(nights) AS pitch_nights FROM bookings
            WHERE {STAYS} AND arrival {THIS_SEASON} GROUP BY season_band ORDER BY pitch_nights DESC""",
        "How did this season's stays split across the price bands: low, mid, high and bank holiday? Stays and nights.",
        "For this season, how many stays and pitch nights fell in each season band, going by the arrival night?",
    ),
    template(
        "future_bookings_by_band", "medium",
        """SELECT season_band, COUNT(*) AS bookings FROM bookings WHERE status = 'Confirmed' AND arrival >= '2026-01-01'
           GROUP BY season_band ORDER BY bookings DESC""",
        "The 2026 bookings we've taken so far: how many are in each price band?",
        "How are next year's advance bookings spread across low, mid, high and bank holiday?",
    ),
    template(
        "kept_from_cancellations_last_year", "medium",
        f"""SELECT ROUND(SUM(pm.amount), 2) FROM payments pm JOIN bookings b ON b.booking_id = pm.booking_id
            WHERE b.status = 'Cancelled' AND b.cancelled_on {LAST_YEAR}""",
        "How much money did we keep from bookings that were cancelled last year, after refunds?",
        "Of the bookings cancelled in 2024, what did we end up holding on to once refunds went back?",
    ),
]
