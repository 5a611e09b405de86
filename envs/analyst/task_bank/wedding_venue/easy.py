"""Gold questions over ``wedding_venue``, the easy section of ``TEMPLATES``: one table."""

from envs.analyst.task_bank.wedding_venue.fragments import FULL_YEARS, IN_DIARY, TODAY, _months
from envs.analyst.tasks import template

TEMPLATES = [
    template(
        "enquiries_in_month", "easy",
        "SELECT COUNT(*) FROM enquiries WHERE substr(received_on, 1, 7) = {month}",
        "How many enquiries came in during {month_name}?",
        "What was our enquiry count for {month_name}, all kinds of event?",
        slots=_months("enquiries", "received_on", "2024-01", "2025-09"), n=2,
    ),
    template(
        "wedding_fair_enquiries_this_year", "easy",
        "SELECT COUNT(*) FROM enquiries WHERE source = 'Wedding Fair' AND received_on >= '2025-01-01'",
        "How many enquiries have the wedding fairs brought us so far this year?",
        "Wedding fairs this year: how many leads have we picked up from them?",
    ),
    template(
        "enquiries_unknown_source", "easy",
        "SELECT COUNT(*) FROM enquiries WHERE source IS NULL",
        "How many enquiries have we logged without noting where they heard about us?",
        "Out of all our enquiries ever, how many have no source recorded?",
    ),
    template(
        "viewings_still_to_come", "easy",
        "SELECT COUNT(*) FROM enquiries WHERE viewing_status = 'Booked'",
        "How many show-rounds have we got booked in that haven't happened yet?",
        "Coming up: how many viewings are in the book at the moment?",
    ),
    template(
        "viewing_no_shows_in_year", "easy",
        "SELECT COUNT(*) FROM enquiries WHERE viewing_status = 'No Show' AND substr(viewing_on, 1, 4) = {year}",
        "How many people didn't turn up for their viewing in {year}?",
        "In {year}, how many booked show-rounds were no-shows?",
        slots=FULL_YEARS, n=2,
    ),
    template(
        "events_held_in_year", "easy",
        "SELECT COUNT(*) FROM bookings WHERE status = 'Completed' AND substr(event_date, 1, 4) = {year}",
        "How many events did the Hall actually host in {year}, everything included?",
        "Counting weddings, corporate days and parties, how many events went ahead in {year}?",
        slots=FULL_YEARS, n=2,
    ),
    template(
        "events_in_diary_next_year", "easy",
        f"SELECT COUNT(*) FROM bookings WHERE {IN_DIARY} AND substr(event_date, 1, 4) = '2026'",
        "How many events have we got in the diary for next year so far, provisional ones included?",
        "Looking at 2026, how many dates are already booked or pencilled in?",
    ),
    template(
        "provisional_holds_now", "easy",
        "SELECT event_date FROM bookings WHERE status = 'Provisional' ORDER BY event_date",
        "Which dates are pencilled in on a provisional hold right now, waiting for a deposit?",
        "List the event dates we're holding provisionally at the moment, earliest first.",
    ),
    template(
        "postponed_events", "easy",
        "SELECT original_date, event_date FROM bookings WHERE original_date IS NOT NULL ORDER BY original_date",
        "Which events have been postponed? Give me the date each was first booked for and the date it moved to.",
        "Show me every postponement on our books: original date and new date, in order of the original date.",
    ),
    template(
        "lapsed_holds_this_year", "easy",
        """SELECT COUNT(*) FROM bookings WHERE status = 'Cancelled' AND confirmed_on IS NULL
           AND cancelled_on >= '2025-01-01'""",
        "How many provisional holds have lapsed this year because the deposit never came in?",
        "This year, how many pencilled-in dates did we release because nobody signed the contract?",
    ),
    template(
        "cancellations_this_year", "easy",
        """SELECT COUNT(*) FROM bookings WHERE status = 'Cancelled' AND confirmed_on IS NOT NULL
           AND cancelled_on >= '2025-01-01'""",
        "How many confirmed bookings have been cancelled on us so far this year?",
        "Cancellations this year, not counting lapsed holds: how many?",
    ),
    template(
        "takings_in_month", "easy",
        "SELECT ROUND(SUM(amount), 2) FROM payments WHERE substr(paid_on, 1, 7) = {month}",
        "What were our takings in {month_name}, net of any refunds?",
        "How much money came in from clients over {month_name}?",
        slots=_months("payments", "paid_on", "2024-03", "2025-09"), n=2,
    ),
    template(
        "refunds_ever", "easy",
        "SELECT ROUND(-SUM(amount), 2) FROM payments WHERE payment_type = 'Refund'",
        "How much have we had to refund to clients since we opened?",
        "What's the total we've paid back in refunds on cancelled events?",
    ),
    template(
        "deposits_this_year", "easy",
        "SELECT ROUND(SUM(amount), 2) FROM payments WHERE payment_type = 'Deposit' AND paid_on >= '2025-01-01'",
        "How much have we taken in deposits this year?",
        "Sue wants the deposits total for 2025 so far.",
    ),
    template(
        "biggest_venue_fee", "easy",
        "SELECT MAX(venue_fee) FROM bookings",
        "What's the biggest venue fee anyone has signed up for with us?",
        "Highest venue hire fee on any booking we've ever taken: how much?",
    ),
    template(
        "average_guests_this_year", "easy",
        """SELECT ROUND(AVG(day_guests), 2) FROM bookings WHERE status = 'Completed'
           AND event_date >= '2025-01-01'""",
        "On average, how many day guests have our events had this year?",
        "What's the average headcount at the events we've held in 2025?",
    ),
    template(
        "bridal_suite_nights_this_year", "easy",
        """SELECT SUM(nights) FROM room_bookings WHERE room = 'Bridal Suite'
           AND check_in BETWEEN '2025-01-01' AND '2025-12-31'""",
        "How many nights has the Bridal Suite been booked for this year, including what's already reserved?",
        "Bridal Suite nights booked with a 2025 check-in: what's the total?",
    ),
    template(
        "bb_stays_this_year", "easy",
        """SELECT COUNT(*) FROM room_bookings WHERE booking_id IS NULL
           AND check_in BETWEEN '2025-01-01' AND '2025-12-31'""",
        "How many B&B stays, guests not here for an event, have we had or got booked this year?",
        "Rosa's asking how many ordinary bed-and-breakfast bookings there are with a 2025 check-in.",
    ),
    template(
        "room_income_in_year", "easy",
        "SELECT ROUND(SUM(nights * nightly_rate), 2) FROM room_bookings WHERE substr(check_in, 1, 4) = {year}",
        "What did the bedrooms bring in during {year}?",
        "Total room income for {year}, event guests and B&B together?",
        slots=FULL_YEARS, n=2,
    ),
    template(
        "recommended_florists", "easy",
        "SELECT name FROM suppliers WHERE category = 'Florist' AND recommended = 1 ORDER BY name",
        "Which florists are on our recommended suppliers list?",
        "A couple want florist suggestions: who's on our recommended list, alphabetically?",
    ),
    template(
        "suppliers_on_twelve_percent", "easy",
        "SELECT name FROM suppliers WHERE commission_rate = 0.12 ORDER BY name",
        "Which suppliers pay us 12% commission?",
        "Who's on the 12 per cent commission deal with us? List them by name.",
    ),
    template(
        "current_coordinators", "easy",
        """SELECT first_name || ' ' || last_name AS name FROM staff
           WHERE role = 'Events Coordinator' AND left_on IS NULL ORDER BY started_on""",
        "Who are our events coordinators at the moment, longest-serving first?",
        "List the coordinators still on the team, in the order they joined.",
    ),
    template(
        "confirmed_without_coordinator", "easy",
        "SELECT COUNT(*) FROM bookings WHERE status = 'Confirmed' AND coordinator_id IS NULL",
        "How many confirmed events still haven't been given a coordinator?",
        "Caroline wants to know how many confirmed bookings are still waiting for a coordinator to be assigned.",
    ),
    template(
        "card_takings_this_year", "easy",
        "SELECT ROUND(SUM(amount), 2) FROM payments WHERE method = 'Card' AND paid_on >= '2025-01-01'",
        "How much has been paid to us by card this year?",
        "This year's card payments: what's the total?",
    ),
    template(
        "next_event", "easy",
        f"""SELECT event_date, day_guests FROM bookings WHERE {IN_DIARY} AND event_date > {TODAY}
            ORDER BY event_date LIMIT 1""",
        "What's the next event in the diary after today, and how many guests are we expecting?",
        "When's our next booking, and what's its day guest number?",
    ),
    template(
        "corporate_enquiries_last_year", "easy",
        "SELECT COUNT(*) FROM enquiries WHERE event_type = 'Corporate' AND received_on LIKE '2024-%'",
        "How many corporate enquiries did we get last year?",
        "Businesses asking about away days and parties in 2024: how many enquiries was that?",
    ),
    template(
        "average_lead_time_this_year", "easy",
        """SELECT ROUND(AVG(julianday(event_date) - julianday(booked_on)), 2) FROM bookings
           WHERE status = 'Completed' AND event_date >= '2025-01-01'""",
        "For the events we've held this year, how far ahead were they booked, on average, in days?",
        "Average gap in days between pencilling a date in and the event itself, for this year's events?",
    ),
    template(
        "flexible_date_share", "easy",
        "SELECT ROUND(100.0 * SUM(preferred_date IS NULL) / COUNT(*), 2) FROM enquiries",
        "What percentage of enquirers don't have a particular date in mind when they first get in touch?",
        "Share of enquiries with no preferred date given, as a percentage?",
    ),
]
