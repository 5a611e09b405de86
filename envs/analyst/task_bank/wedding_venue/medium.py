"""Gold questions over ``wedding_venue``, the medium section of ``TEMPLATES``: a join, or grouping."""

from envs.analyst.task_bank.calendar_sql import day_name, month_only
from envs.analyst.task_bank.wedding_venue.fragments import FULL_YEARS, NEXT_SEASON, TODAY
from envs.analyst.tasks import template

TEMPLATES = [
    template(
        "enquiries_by_source_this_year", "medium",
        """SELECT source, COUNT(*) AS enquiries FROM enquiries
           WHERE source IS NOT NULL AND received_on >= '2025-01-01' GROUP BY source ORDER BY enquiries DESC, source""",
        "Where have this year's enquiries come from? Count them by source, biggest first.",
        "Break down 2025's enquiries by how people found us: website, fairs, referrals, social media.",
    ),
    template(
        "events_by_type_in_year", "medium",
        """SELECT p.event_type, COUNT(*) AS events FROM bookings b JOIN packages p ON p.package_id = b.package_id
           WHERE b.status = 'Completed' AND substr(b.event_date, 1, 4) = {year}
           GROUP BY p.event_type ORDER BY events DESC""",
        "How many weddings, corporate events and private parties did we hold in {year}?",
        "Split the events that went ahead in {year} by type of event.",
        slots=FULL_YEARS, n=2,
    ),
    template(
        "peak_saturday_price_next_year", "medium",
        """SELECT pp.price FROM package_prices pp JOIN packages p ON p.package_id = pp.package_id
           WHERE p.name = {package} AND pp.year = 2026 AND pp.season = 'Peak' AND pp.day_type = 'Saturday'""",
        "What's the rate card price for a {package} on a summer Saturday next year?",
        "A couple are asking about a peak-season Saturday in 2026 on the {package} package: what do we charge?",
        slots="SELECT name AS package FROM packages WHERE event_type = 'Wedding' ORDER BY package_id", n=2,
    ),
    template(
        "takings_by_month_this_year", "medium",
        f"""SELECT {month_only("substr(paid_on, 1, 7)")} AS month, ROUND(SUM(amount), 2) AS takings FROM payments
            WHERE paid_on >= '2025-01-01' GROUP BY substr(paid_on, 1, 7) ORDER BY substr(paid_on, 1, 7)""",
        "Give me this year's takings month by month.",
        "How much money has come in each month of 2025 so far?",
    ),
    template(
        "extras_sold_this_year", "medium",
        """SELECT x.extra, COUNT(*) AS bookings FROM booking_extras x JOIN bookings b ON b.booking_id = x.booking_id
           WHERE b.status <> 'Cancelled' AND substr(b.event_date, 1, 4) = '2025'
           GROUP BY x.extra ORDER BY bookings DESC, x.extra""",
        "Which extras are people taking for this year's events, and on how many bookings each?",
        "How popular is each add-on for 2025 events? Number of bookings that have it, most popular first.",
    ),
    template(
        "late_bar_hours_last_year", "medium",
        """SELECT SUM(x.quantity) FROM booking_extras x JOIN bookings b ON b.booking_id = x.booking_id
           WHERE x.extra = 'Late Bar' AND b.status = 'Completed' AND b.event_date LIKE '2024-%'""",
        "How many hours of late bar did we sell across last year's events?",
        "Late bar extensions at the events held in 2024: how many hours in total?",
    ),
    template(
        "events_per_coordinator_this_year", "medium",
        """SELECT s.first_name || ' ' || s.last_name AS coordinator, COUNT(*) AS events
           FROM bookings b JOIN staff s ON s.staff_id = b.coordinator_id
           WHERE b.status = 'Completed' AND b.event_date >= '2025-01-01'
           GROUP BY s.staff_id ORDER BY events DESC, coordinator""",
        "How many events has each coordinator looked after this year?",
        "Coordinator workload for 2025 so far: events delivered by each of them, busiest first.",
    ),
    template(
        "most_booked_caterer", "medium",
        """SELECT s.name, COUNT(*) AS events FROM event_suppliers es JOIN suppliers s ON s.supplier_id = es.supplier_id
           WHERE s.category = 'Caterer' GROUP BY s.supplier_id ORDER BY events DESC LIMIT 1""",
        "Which caterer has been booked for the most of our events, past and upcoming, and how many?",
        "Who's our busiest caterer, counting every event they're booked for?",
    ),
    template(
        "room_nights_by_room_this_year", "medium",
        """SELECT room, SUM(nights) AS nights FROM room_bookings WHERE check_in BETWEEN '2025-01-01' AND '2025-12-31'
           GROUP BY room ORDER BY nights DESC, room""",
        "How many nights has each bedroom been booked for this year? Busiest room first.",
        "Room by room, how many nights are booked with a 2025 check-in?",
    ),
    template(
        "viewings_shown_by_staff_this_year", "medium",
        """SELECT s.first_name || ' ' || s.last_name AS name, COUNT(*) AS viewings
           FROM enquiries e JOIN staff s ON s.staff_id = e.shown_by
           WHERE e.viewing_status = 'Attended' AND e.viewing_on >= '2025-01-01'
           GROUP BY s.staff_id ORDER BY viewings DESC, name""",
        "Who's done the show-rounds this year, and how many each?",
        "Count the viewings held so far this year by the member of staff who showed them round.",
    ),
    template(
        "busiest_wedding_month_this_year", "medium",
        f"""SELECT {month_only("substr(b.event_date, 1, 7)")} AS month, COUNT(*) AS weddings
            FROM bookings b JOIN packages p ON p.package_id = b.package_id
            WHERE p.event_type = 'Wedding' AND b.status = 'Completed' AND b.event_date >= '2025-01-01'
            GROUP BY substr(b.event_date, 1, 7) ORDER BY weddings DESC LIMIT 1""",
        "Which month this year did we hold the most weddings, and how many?",
        "What's been our busiest wedding month of 2025 so far?",
    ),
    template(
        "wedding_guests_by_package", "medium",
        """SELECT p.name, ROUND(AVG(b.day_guests), 2) AS avg_guests FROM bookings b
           JOIN packages p ON p.package_id = b.package_id
           WHERE p.event_type = 'Wedding' AND b.status = 'Completed' GROUP BY p.name ORDER BY avg_guests DESC""",
        "How big are our weddings on each package? Average day guests for the weddings we've held.",
        "For each wedding package, what's the average number of day guests at the weddings that have gone ahead?",
    ),
    template(
        "viewing_no_show_rate_by_year", "medium",
        """SELECT substr(viewing_on, 1, 4) AS year,
                  ROUND(100.0 * SUM(viewing_status = 'No Show') / COUNT(*), 2) AS no_show_pct
           FROM enquiries WHERE viewing_status IN ('Attended', 'No Show') GROUP BY year ORDER BY year""",
        "Of the viewings that weren't cancelled beforehand, what percentage were no-shows each year?",
        "Year by year, how often do people simply not turn up to a viewing? As a percentage.",
    ),
    template(
        "wedding_fee_by_day_this_year", "medium",
        f"""SELECT {day_name("b.event_date")} AS day, COUNT(*) AS weddings, ROUND(AVG(b.venue_fee), 2) AS avg_fee
            FROM bookings b JOIN packages p ON p.package_id = b.package_id
            WHERE p.event_type = 'Wedding' AND b.status = 'Completed' AND b.event_date >= '2025-01-01'
            GROUP BY strftime('%w', b.event_date) ORDER BY weddings DESC, day""",
        "For this year's weddings, which days of the week were they on? Number and average venue fee for each day.",
        "Break 2025's weddings down by weekday: how many, and what did the venue fee average?",
    ),
    template(
        "event_date_for_client", "medium",
        """SELECT b.event_date FROM bookings b JOIN enquiries e ON e.enquiry_id = b.enquiry_id
           WHERE e.first_name = {first} AND e.last_name = {last} AND b.status = 'Confirmed'""",
        "When is {first} {last}'s event booked for?",
        "Can you remind me what date {first} {last} have got with us?",
        slots="""SELECT e.first_name AS first, e.last_name AS last FROM enquiries e
                 JOIN bookings b ON b.enquiry_id = e.enquiry_id WHERE b.status = 'Confirmed'
                 AND (SELECT COUNT(*) FROM enquiries o WHERE o.first_name = e.first_name
                      AND o.last_name = e.last_name) = 1
                 ORDER BY b.booking_id""",
        n=2,
    ),
    template(
        "bookings_made_by_source_this_year", "medium",
        """SELECT e.source, COUNT(*) AS bookings FROM bookings b JOIN enquiries e ON e.enquiry_id = b.enquiry_id
           WHERE b.confirmed_on >= '2025-01-01' AND e.source IS NOT NULL
           GROUP BY e.source ORDER BY bookings DESC, e.source""",
        "Of the bookings confirmed this year, how many came from each source?",
        "Which channels are actually producing signed bookings in 2025? Count by enquiry source.",
    ),
    template(
        "top_corporate_clients", "medium",
        """SELECT e.company, COUNT(*) AS events FROM bookings b JOIN enquiries e ON e.enquiry_id = b.enquiry_id
           WHERE b.status = 'Completed' AND e.company IS NOT NULL
           GROUP BY e.company ORDER BY events DESC, e.company LIMIT 3""",
        "Which three companies have held the most events here?",
        "Our best corporate clients: top 3 by number of events actually held.",
    ),
    template(
        "cancellations_by_event_type", "medium",
        """SELECT p.event_type, COUNT(*) AS cancellations FROM bookings b
           JOIN packages p ON p.package_id = b.package_id
           WHERE b.status = 'Cancelled' AND b.confirmed_on IS NOT NULL
           GROUP BY p.event_type ORDER BY cancellations DESC""",
        "Since we opened, how many confirmed bookings have been cancelled, by type of event?",
        "Which kinds of event cancel on us most? Count the cancellations of confirmed bookings by event type.",
    ),
    template(
        "takings_by_payment_type_this_year", "medium",
        """SELECT payment_type, ROUND(SUM(amount), 2) AS amount FROM payments WHERE paid_on >= '2025-01-01'
           GROUP BY payment_type ORDER BY amount DESC""",
        "This year's takings split into deposits, stage payments, final balances and refunds, please.",
        "How does 2025's money in break down by kind of payment?",
    ),
    template(
        "room_income_event_vs_bb_this_year", "medium",
        """SELECT CASE WHEN booking_id IS NULL THEN 'B&B' ELSE 'Event guests' END AS guests,
                  ROUND(SUM(nights * nightly_rate), 2) AS income
           FROM room_bookings WHERE check_in BETWEEN '2025-01-01' AND '2025-12-31'
           GROUP BY guests ORDER BY guests""",
        "How much of this year's room income is from event guests and how much from ordinary B&B stays?",
        "Split the 2025 bedroom income between people here for events and B&B guests.",
    ),
    template(
        "events_by_weekday_last_year", "medium",
        f"""SELECT {day_name("event_date")} AS day, COUNT(*) AS events FROM bookings
            WHERE status = 'Completed' AND event_date LIKE '2024-%'
            GROUP BY strftime('%w', event_date) ORDER BY events DESC, day""",
        "Which days of the week were our events on last year? Count by day.",
        "For 2024's events, how many fell on each day of the week, busiest day first?",
    ),
    template(
        "venue_fees_by_year", "medium",
        """SELECT substr(event_date, 1, 4) AS year, COUNT(*) AS events, ROUND(SUM(venue_fee), 2) AS venue_fees
           FROM bookings WHERE status = 'Completed' GROUP BY year ORDER BY year""",
        "Year by year, how many events have we held and what did the venue hire fees come to?",
        "Show me events held and total venue fees for every year since we opened.",
    ),
    template(
        "away_day_midweek_rate_by_year", "medium",
        """SELECT pp.year, pp.price FROM package_prices pp JOIN packages p ON p.package_id = pp.package_id
           WHERE p.name = 'Corporate Away Day' AND pp.season = 'Off-Peak' AND pp.day_type = 'Midweek'
           ORDER BY pp.year""",
        "How has our off-peak midweek rate for a corporate away day moved year by year on the rate card?",
        "Show the winter midweek away-day price for every year on the rate card.",
    ),
    template(
        "top_extras_by_income_last_year", "medium",
        """SELECT x.extra, ROUND(SUM(x.quantity * x.unit_price), 2) AS income FROM booking_extras x
           JOIN bookings b ON b.booking_id = x.booking_id
           WHERE b.status = 'Completed' AND b.event_date LIKE '2024-%'
           GROUP BY x.extra ORDER BY income DESC LIMIT 3""",
        "Which three extras earned us the most at last year's events?",
        "Top 3 add-ons by income for the events we held in 2024?",
    ),
    template(
        "lead_time_by_event_type", "medium",
        """SELECT p.event_type, ROUND(AVG(julianday(b.event_date) - julianday(b.booked_on)), 2) AS avg_days
           FROM bookings b JOIN packages p ON p.package_id = b.package_id
           WHERE b.status = 'Completed' GROUP BY p.event_type ORDER BY avg_days DESC""",
        "How far in advance do people book, by type of event? Average days from pencilling in to the day itself.",
        "Average booking lead time in days for weddings, corporate events and private parties we've held?",
    ),
    template(
        "weddings_next_season_by_package", "medium",
        f"""SELECT p.name, COUNT(*) AS weddings FROM bookings b JOIN packages p ON p.package_id = b.package_id
            WHERE p.event_type = 'Wedding' AND b.status IN ('Confirmed', 'Provisional')
            AND b.event_date {NEXT_SEASON} GROUP BY p.name ORDER BY weddings DESC, p.name""",
        "How many weddings have we got booked for next season on each package?",
        "Next summer's weddings so far, May to September 2026: count by package.",
    ),
    template(
        "upcoming_events_by_coordinator", "medium",
        f"""SELECT s.first_name || ' ' || s.last_name AS coordinator, COUNT(*) AS events
            FROM bookings b JOIN staff s ON s.staff_id = b.coordinator_id
            WHERE b.status = 'Confirmed' AND b.event_date > {TODAY} AND b.event_date <= '2025-12-31'
            GROUP BY s.staff_id ORDER BY events DESC, coordinator""",
        "Between now and the end of the year, how many confirmed events does each coordinator have?",
        "Coordinators' diaries for the rest of 2025: confirmed events each.",
    ),
]
