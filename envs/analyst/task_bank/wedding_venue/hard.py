"""Gold questions over ``wedding_venue``, the hard section of ``TEMPLATES``: 3+ tables, nesting, ranking, windows."""

from envs.analyst.task_bank.calendar_sql import month_only
from envs.analyst.task_bank.wedding_venue.fragments import (
    LAST_SEASON, THIS_SEASON, TODAY, _converted, _extras, _saturdays, _value,
)
from envs.analyst.tasks import template

PAID = "COALESCE((SELECT SUM(pay.amount) FROM payments pay WHERE pay.booking_id = b.booking_id), 0)"
SEASON = """CASE WHEN substr(b.event_date, 6, 2) BETWEEN '05' AND '09' THEN 'Peak'
                 WHEN substr(b.event_date, 6, 2) IN ('04', '10') THEN 'Shoulder' ELSE 'Off-Peak' END"""
DAY_TYPE = """CASE strftime('%w', b.event_date) WHEN '6' THEN 'Saturday' WHEN '5' THEN 'Friday/Sunday'
                   WHEN '0' THEN 'Friday/Sunday' ELSE 'Midweek' END"""

TEMPLATES = [
    template(
        "free_saturdays_next_season", "hard",
        f"""WITH RECURSIVE {_saturdays("2026-05-01", "2026-09-30")}
            SELECT COUNT(*) FROM saturdays
            WHERE day NOT IN (SELECT event_date FROM bookings WHERE status <> 'Cancelled')""",
        "How many Saturdays are still free next season?",
        "Between May and September 2026, how many Saturdays have we not yet got anything booked on?",
    ),
    template(
        "free_saturdays_next_season_list", "hard",
        f"""WITH RECURSIVE {_saturdays("2026-05-01", "2026-09-30")}
            SELECT day FROM saturdays
            WHERE day NOT IN (SELECT event_date FROM bookings WHERE status <> 'Cancelled') ORDER BY day""",
        "A couple want a summer Saturday next year. Which ones can I still offer them?",
        "List the Saturdays from May to September 2026 that nobody has booked or pencilled in.",
    ),
    template(
        "free_saturdays_next_year", "hard",
        f"""WITH RECURSIVE {_saturdays("2026-01-01", "2026-12-31")}
            SELECT COUNT(*) FROM saturdays
            WHERE day NOT IN (SELECT event_date FROM bookings WHERE status <> 'Cancelled')""",
        "Across the whole of next year, how many Saturdays do we still have available?",
        "How many 2026 Saturdays are still open for bookings?",
    ),
    template(
        "viewing_conversion_by_year", "hard",
        f"""SELECT substr(e.viewing_on, 1, 4) AS year, COUNT(*) AS viewings,
                   ROUND(100.0 * SUM({_converted("e")}) / COUNT(*), 2) AS conversion_pct
            FROM enquiries e WHERE e.viewing_status = 'Attended' GROUP BY year ORDER BY year""",
        "What's our conversion rate from viewings, year by year? Viewings held and the percentage that booked.",
        "For each year, how many show-rounds did we do and what share of them turned into a confirmed booking?",
    ),
    template(
        "conversion_by_source_last_year", "hard",
        f"""SELECT e.source, COUNT(*) AS enquiries, ROUND(100.0 * SUM({_converted("e")}) / COUNT(*), 2) AS pct
            FROM enquiries e WHERE e.source IS NOT NULL AND e.received_on LIKE '2024-%'
            GROUP BY e.source ORDER BY pct DESC""",
        "Which enquiry source converted best last year? For each, the enquiries and the percentage that booked.",
        "Of the enquiries received in 2024, what share went on to confirm a booking, by where they came from?",
    ),
    template(
        "viewing_conversion_by_staff", "hard",
        f"""SELECT s.first_name || ' ' || s.last_name AS name, COUNT(*) AS viewings,
                   ROUND(100.0 * SUM({_converted("e")}) / COUNT(*), 2) AS conversion_pct
            FROM enquiries e JOIN staff s ON s.staff_id = e.shown_by
            WHERE e.viewing_status = 'Attended' GROUP BY s.staff_id HAVING COUNT(*) >= 20
            ORDER BY conversion_pct DESC""",
        "Who's best at turning a show-round into a booking? Conversion rate for everyone who's done 20 or more.",
        "For each member of staff with at least 20 viewings held, what percentage of their viewings booked?",
    ),
    template(
        "commission_by_category_last_year", "hard",
        """SELECT s.category, ROUND(SUM(es.commission), 2) AS commission FROM event_suppliers es
           JOIN suppliers s ON s.supplier_id = es.supplier_id JOIN bookings b ON b.booking_id = es.booking_id
           WHERE b.status = 'Completed' AND b.event_date LIKE '2024-%' AND es.commission IS NOT NULL
           GROUP BY s.category ORDER BY commission DESC""",
        "How much supplier commission did last year's events earn us, by kind of supplier?",
        "Break down 2024's commission from recommended suppliers by category: caterers, florists and so on.",
    ),
    template(
        "top_commission_suppliers_this_year", "hard",
        """SELECT s.name, ROUND(SUM(es.commission), 2) AS commission FROM event_suppliers es
           JOIN suppliers s ON s.supplier_id = es.supplier_id JOIN bookings b ON b.booking_id = es.booking_id
           WHERE b.status = 'Completed' AND b.event_date >= '2025-01-01' AND es.commission IS NOT NULL
           GROUP BY s.supplier_id ORDER BY commission DESC LIMIT 3""",
        "Which three suppliers have earned us the most commission from this year's events?",
        "Top 3 recommended suppliers by commission owed to us on the events held so far in 2025?",
    ),
    template(
        "owed_on_rest_of_year", "hard",
        f"""SELECT ROUND(SUM({_value("b")} - {PAID}), 2) FROM bookings b
            WHERE b.status = 'Confirmed' AND b.event_date > {TODAY} AND b.event_date <= '2025-12-31'""",
        "How much is still to come in on the confirmed events between now and the end of the year?",
        "For the confirmed bookings still to happen in 2025, what's left to pay in total?",
    ),
    template(
        "overdue_wedding_balances", "hard",
        f"""SELECT e.first_name || ' ' || e.last_name AS client, b.event_date FROM bookings b
            JOIN enquiries e ON e.enquiry_id = b.enquiry_id JOIN packages p ON p.package_id = b.package_id
            WHERE p.event_type = 'Wedding' AND b.status = 'Confirmed'
              AND b.event_date <= date({TODAY}, '+42 days')
              AND NOT EXISTS (SELECT 1 FROM payments pay WHERE pay.booking_id = b.booking_id
                              AND pay.payment_type = 'Final Balance')
            ORDER BY b.event_date""",
        "Which couples getting married in the next six weeks still haven't paid their final balance?",
        "Final balances are due six weeks out: who's getting married within six weeks of today and hasn't settled?",
    ),
    template(
        "client_paid_so_far", "hard",
        """SELECT ROUND(SUM(pay.amount), 2) FROM payments pay JOIN bookings b ON b.booking_id = pay.booking_id
           JOIN enquiries e ON e.enquiry_id = b.enquiry_id
           WHERE e.first_name = {first} AND e.last_name = {last} AND b.status = 'Confirmed'""",
        "How much have {first} {last} paid us so far towards their booking?",
        "What's the total {first} {last} have paid in, deposit included?",
        slots="""SELECT e.first_name AS first, e.last_name AS last FROM enquiries e
                 JOIN bookings b ON b.enquiry_id = e.enquiry_id WHERE b.status = 'Confirmed'
                 AND (SELECT COUNT(*) FROM enquiries o WHERE o.first_name = e.first_name
                      AND o.last_name = e.last_name) = 1
                 AND (SELECT COUNT(*) FROM payments pay WHERE pay.booking_id = b.booking_id) >= 2
                 ORDER BY b.booking_id DESC""",
        n=2,
    ),
    template(
        "takings_year_to_date_change", "hard",
        f"""WITH t AS (
                SELECT SUM(CASE WHEN paid_on BETWEEN '2025-01-01' AND {TODAY} THEN amount END) AS this_year,
                       SUM(CASE WHEN paid_on BETWEEN '2024-01-01' AND '2024-10-15' THEN amount END) AS last_year
                FROM payments)
            SELECT ROUND(100.0 * (this_year - last_year) / last_year, 2) FROM t""",
        "Are takings up on last year? Compare this year to date with the same stretch of 2024, as a percentage.",
        "By how many percent are our takings so far this year ahead of or behind the same point last year?",
    ),
    template(
        "best_takings_month_each_year", "hard",
        f"""WITH monthly AS (
                SELECT substr(paid_on, 1, 4) AS year, substr(paid_on, 1, 7) AS month, SUM(amount) AS takings
                FROM payments GROUP BY month),
            ranked AS (SELECT *, RANK() OVER (PARTITION BY year ORDER BY takings DESC) AS rnk FROM monthly)
            SELECT year, {month_only("month")} AS best_month, ROUND(takings, 2) AS takings FROM ranked
            WHERE rnk = 1 ORDER BY year""",
        "For each year, which month brought in the most money, and how much?",
        "What was our best month for takings in each year since we opened?",
    ),
    template(
        "coordinator_revenue_this_year", "hard",
        f"""SELECT s.first_name || ' ' || s.last_name AS coordinator, ROUND(SUM({_value("b")}), 2) AS revenue
            FROM bookings b JOIN staff s ON s.staff_id = b.coordinator_id
            WHERE b.status = 'Completed' AND b.event_date >= '2025-01-01'
            GROUP BY s.staff_id ORDER BY revenue DESC""",
        "What's the total value of the events each coordinator has delivered this year, fees and extras together?",
        "Rank the coordinators by the revenue of the events they've run in 2025.",
    ),
    template(
        "running_takings_this_year", "hard",
        f"""WITH monthly AS (
                SELECT substr(paid_on, 1, 7) AS month, SUM(amount) AS takings FROM payments
                WHERE paid_on >= '2025-01-01' GROUP BY month)
            SELECT {month_only("month")} AS month, ROUND(SUM(takings) OVER (ORDER BY month), 2) AS to_date
            FROM monthly ORDER BY monthly.month""",
        "Month by month, how have this year's takings added up so far? A running total at each month's end, please.",
        "Month by month, what's the cumulative money in for 2025?",
    ),
    template(
        "discounts_this_year_by_type", "hard",
        f"""SELECT p.event_type, COUNT(*) AS discounted,
                   ROUND(AVG(100.0 * (pp.price - b.venue_fee) / pp.price), 2) AS avg_discount_pct
            FROM bookings b JOIN packages p ON p.package_id = b.package_id
            JOIN package_prices pp ON pp.package_id = b.package_id
                 AND pp.year = CAST(substr(b.event_date, 1, 4) AS INTEGER)
                 AND pp.season = {SEASON} AND pp.day_type = {DAY_TYPE}
            WHERE b.status = 'Completed' AND b.event_date >= '2025-01-01' AND b.venue_fee < pp.price
            GROUP BY p.event_type ORDER BY p.event_type""",
        "How many of this year's events did we do below the rate card, and what was the average discount, by type "
        "of event?",
        "For events held in 2025, count the ones discounted off the rate card and the average percentage off, for "
        "weddings, corporate and parties.",
    ),
    template(
        "rooms_per_wedding_this_season", "hard",
        f"""SELECT ROUND(AVG(rooms), 2) FROM (
                SELECT (SELECT COUNT(DISTINCT r.room) FROM room_bookings r WHERE r.booking_id = b.booking_id) AS rooms
                FROM bookings b JOIN packages p ON p.package_id = b.package_id
                WHERE p.event_type = 'Wedding' AND b.status = 'Completed' AND b.event_date {THIS_SEASON})""",
        "On average, how many of our bedrooms did a wedding party take this summer?",
        "For the weddings held May to September this year, what was the average number of rooms booked for each?",
    ),
    template(
        "repeat_corporate_clients", "hard",
        """SELECT COUNT(*) FROM (SELECT e.company FROM bookings b JOIN enquiries e ON e.enquiry_id = b.enquiry_id
                                 WHERE b.status = 'Completed' AND e.company IS NOT NULL
                                 GROUP BY e.company HAVING COUNT(*) > 1)""",
        "How many companies have come back and held more than one event with us?",
        "Count the corporate clients who've had at least two events here.",
    ),
    template(
        "peak_saturday_rise_next_year", "hard",
        """SELECT p.name, ROUND(100.0 * (n.price - o.price) / o.price, 2) AS rise_pct FROM package_prices n
           JOIN package_prices o ON o.package_id = n.package_id AND o.year = 2025 AND o.season = n.season
                AND o.day_type = n.day_type
           JOIN packages p ON p.package_id = n.package_id
           WHERE n.year = 2026 AND n.season = 'Peak' AND n.day_type = 'Saturday' ORDER BY rise_pct DESC, p.name""",
        "By what percentage does each package's peak Saturday price go up from this year to next?",
        "How much are we putting the summer Saturday rates up in 2026, package by package, in percent?",
    ),
    template(
        "wedding_spend_per_guest_last_season", "hard",
        f"""SELECT ROUND(SUM({_value("b")}) / SUM(b.day_guests), 2) FROM bookings b
            JOIN packages p ON p.package_id = b.package_id
            WHERE p.event_type = 'Wedding' AND b.status = 'Completed' AND b.event_date {LAST_SEASON}""",
        "For last season's weddings, what did we take per day guest, venue fee and extras together?",
        "Take all the weddings from May to September 2024: their total bill divided by their total day guests?",
    ),
    template(
        "biggest_weddings_next_year", "hard",
        f"""SELECT e.first_name || ' ' || e.last_name AS client, b.event_date, ROUND({_value("b")}, 2) AS value
            FROM bookings b JOIN enquiries e ON e.enquiry_id = b.enquiry_id
            JOIN packages p ON p.package_id = b.package_id
            WHERE p.event_type = 'Wedding' AND b.status = 'Confirmed' AND b.event_date LIKE '2026-%'
            ORDER BY value DESC LIMIT 3""",
        "Which are the three biggest weddings booked for next year by value? Who, when and how much.",
        "Top 3 confirmed 2026 weddings by the size of the bill: the couple's contact, the date and the total.",
    ),
    template(
        "extras_share_of_revenue_by_year", "hard",
        f"""WITH v AS (
                SELECT substr(b.event_date, 1, 4) AS year, SUM(b.venue_fee) AS fees, SUM({_extras("b")}) AS extras
                FROM bookings b WHERE b.status = 'Completed' GROUP BY year)
            SELECT year, ROUND(100.0 * extras / (fees + extras), 2) AS extras_pct FROM v ORDER BY year""",
        "What share of our event revenue has come from extras rather than venue fees, each year?",
        "Year by year, extras as a percentage of the total value of the events we held?",
    ),
    template(
        "room_nights_by_event_type_this_year", "hard",
        """SELECT p.event_type, SUM(r.nights) AS nights FROM room_bookings r
           JOIN bookings b ON b.booking_id = r.booking_id JOIN packages p ON p.package_id = b.package_id
           WHERE r.check_in BETWEEN '2025-01-01' AND '2025-12-31' GROUP BY p.event_type ORDER BY nights DESC""",
        "This year, how many room nights have come from wedding guests, corporate groups and party guests?",
        "Split the 2025 room nights booked for events by the type of event.",
    ),
    template(
        "unpaid_corporate_invoices", "hard",
        f"""SELECT e.company, b.event_date, ROUND({_value("b")} - {PAID}, 2) AS owed FROM bookings b
            JOIN enquiries e ON e.enquiry_id = b.enquiry_id JOIN packages p ON p.package_id = b.package_id
            WHERE p.event_type = 'Corporate' AND b.status = 'Completed' AND {_value("b")} - {PAID} > 0.005
            ORDER BY b.event_date""",
        "Which companies still owe us money for events they've already held? Company, date and amount.",
        "List the corporate events that have happened but aren't fully paid, with what's outstanding on each.",
    ),
]
