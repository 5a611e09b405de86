"""Gold questions over ``community_theatre``, the easy section of ``TEMPLATES``: one table."""

from envs.analyst.task_bank.community_theatre.fragments import CURRENT_FRIEND, FULL_YEARS, _months
from envs.analyst.tasks import template

TEMPLATES = [
    template(
        "venue_capacity", "easy",
        "SELECT SUM(seats) FROM seat_bands WHERE venue = {venue}",
        "How many seats have we got in the {venue}, all bands together?",
        "What's the full capacity of the {venue}?",
        slots="SELECT DISTINCT venue FROM seat_bands ORDER BY venue", n=2,
    ),
    template(
        "weather_cancellations", "easy",
        "SELECT COUNT(*) FROM performances WHERE status = 'Cancelled' AND cancel_reason = 'Weather'",
        "How many performances have we had to call off because of the weather?",
        "Snow days: how many shows have we lost to bad weather altogether?",
    ),
    template(
        "performances_to_come", "easy",
        "SELECT COUNT(*) FROM performances WHERE status = 'Scheduled'",
        "How many performances have we got coming up in the diary from here on?",
        "Counting everything we've scheduled after today, how many performances are still to come?",
    ),
    template(
        "matinees_in_year", "easy",
        """SELECT COUNT(*) FROM performances WHERE slot = 'Matinee' AND status = 'Performed'
           AND substr(perf_date, 1, 4) = {year}""",
        "How many matinees did we actually put on in {year}, both venues?",
        "In {year}, how many afternoon performances went ahead?",
        slots=FULL_YEARS, n=2,
    ),
    template(
        "booking_fees_in_year", "easy",
        "SELECT ROUND(SUM(booking_fee), 2) FROM ticket_sales WHERE substr(sold_on, 1, 4) = {year}",
        "How much did we make from booking fees on the sales taken in {year}?",
        "What did booking fees bring in across {year}'s ticket sales, phone and online?",
        slots=FULL_YEARS, n=2,
    ),
    template(
        "comps_issued_last_year", "easy",
        """SELECT SUM(quantity) FROM ticket_sales WHERE ticket_type = 'Comp'
           AND sold_on BETWEEN '2024-01-01' AND '2024-12-31'""",
        "How many comps did the box office hand out last year?",
        "In 2024, how many complimentary tickets did we issue in all?",
    ),
    template(
        "refunded_money_last_year", "easy",
        """SELECT ROUND(SUM(quantity * unit_price), 2) FROM ticket_sales
           WHERE status = 'Refunded' AND changed_on BETWEEN '2024-01-01' AND '2024-12-31'""",
        "How much ticket money did we have to hand back in refunds during 2024?",
        "What was the total value of the refunds we gave out last year?",
    ),
    template(
        "online_share_this_year", "easy",
        """SELECT ROUND(100.0 * SUM(CASE WHEN channel = 'Online' THEN quantity ELSE 0 END) / SUM(quantity), 2)
           FROM ticket_sales WHERE status = 'Paid' AND ticket_type <> 'Comp' AND sold_on >= '2025-01-01'""",
        "Of the tickets we've sold so far this year, what percentage were bought online?",
        "What share of this year's paid tickets came through the website rather than the box office or phone?",
    ),
    template(
        "exchanges_this_year", "easy",
        "SELECT COUNT(*) FROM ticket_sales WHERE status = 'Exchanged' AND changed_on >= '2025-01-01'",
        "How many bookings have people swapped to a different performance this year?",
        "This year so far, how many booking lines did the box office exchange onto another date?",
    ),
    template(
        "current_friends", "easy",
        f"SELECT COUNT(DISTINCT member_id) FROM memberships WHERE {CURRENT_FRIEND}",
        "How many Friends of the Lantern have we got at the moment, all schemes together?",
        "As of today, how many people have a membership that's still running?",
    ),
    template(
        "current_patrons", "easy",
        f"SELECT COUNT(*) FROM memberships WHERE scheme = 'Patron' AND {CURRENT_FRIEND}",
        "How many Patrons are on the books right now?",
        "Right now, how many members are on the Patron scheme?",
    ),
    template(
        "friend_fee_now", "easy",
        "SELECT DISTINCT fee FROM memberships WHERE scheme = 'Friend' AND start_date >= '2024-09-01'",
        "What does a single Friends membership cost these days?",
        "Since the fees went up, what are we charging for the basic Friend scheme?",
    ),
    template(
        "membership_income_in_year", "easy",
        "SELECT ROUND(SUM(fee), 2) FROM memberships WHERE substr(start_date, 1, 4) = {year}",
        "How much did Friends' membership fees bring in during {year}, new and renewals?",
        "What was our membership income for {year}?",
        slots=FULL_YEARS, n=2,
    ),
    template(
        "new_friends_in_month", "easy",
        "SELECT COUNT(*) FROM members WHERE substr(joined_on, 1, 7) = {month}",
        "How many brand-new Friends signed up in {month_name}?",
        "In {month_name}, how many people joined the Friends for the first time?",
        slots=_months("members", "joined_on", "2024-01", "2025-10"), n=2,
    ),
    template(
        "direct_debit_share_this_year", "easy",
        """SELECT ROUND(100.0 * SUM(CASE WHEN payment_method = 'Direct Debit' THEN 1 ELSE 0 END) / COUNT(*), 2)
           FROM memberships WHERE start_date >= '2025-01-01'""",
        "Of the memberships that started this year, what percentage are paid by direct debit?",
        "What share of this year's new and renewed memberships went on direct debit?",
    ),
    template(
        "grants_last_year", "easy",
        """SELECT ROUND(SUM(amount), 2) FROM funding WHERE kind = 'Grant'
           AND received_on BETWEEN '2024-01-01' AND '2024-12-31'""",
        "How much grant money did we receive in 2024?",
        "Total grants that came in last year, please.",
    ),
    template(
        "arts_council_total", "easy",
        "SELECT ROUND(SUM(amount), 2) FROM funding WHERE funder = 'Arts Council England'",
        "How much has Arts Council England given us altogether?",
        "Add up everything we've had from the Arts Council.",
    ),
    template(
        "biggest_grant", "easy",
        "SELECT funder, amount FROM funding WHERE kind = 'Grant' ORDER BY amount DESC LIMIT 1",
        "What's the biggest single grant we've had, and who gave it?",
        "Which funder gave us our largest grant, and how much was it?",
    ),
    template(
        "friends_donations_total", "easy",
        "SELECT ROUND(SUM(amount), 2) FROM funding WHERE kind = 'Donation' AND member_id IS NOT NULL",
        "How much have Friends donated on top of their membership fees?",
        "What's the total of the donations our Friends have given us?",
    ),
    template(
        "active_volunteers", "easy",
        "SELECT COUNT(*) FROM volunteers WHERE left_on IS NULL",
        "How many volunteers have we got on the books at the moment?",
        "Front of house team: how many volunteers are still with us?",
    ),
    template(
        "current_duty_managers", "easy",
        """SELECT first_name || ' ' || last_name AS name FROM volunteers WHERE role = 'Duty Manager' AND left_on IS NULL
           ORDER BY joined_on""",
        "Who are our duty managers now? Longest-serving first.",
        "List the volunteer duty managers still with us, in the order they joined.",
    ),
    template(
        "volunteers_joined_this_year", "easy",
        "SELECT COUNT(*) FROM volunteers WHERE joined_on >= '2025-01-01'",
        "How many new volunteers have we signed up this year?",
        "This year, how many people have joined the volunteer team?",
    ),
    template(
        "volunteer_no_shows", "easy",
        "SELECT COUNT(*) FROM volunteer_shifts WHERE status = 'No Show'",
        "How many times has a volunteer simply not turned up for a shift?",
        "Count the no-shows on the volunteer rota since we started keeping it.",
    ),
    template(
        "best_bar_night", "easy",
        "SELECT MAX(takings) FROM bar_sales WHERE counter = 'Bar'",
        "What's the most the bar has ever taken at a single performance?",
        "Record bar takings for one show: how much?",
    ),
    template(
        "visiting_companies", "easy",
        "SELECT COUNT(DISTINCT company) FROM productions WHERE in_house = 0",
        "How many different visiting companies have we had on our programme, counting ones booked in for later?",
        "How many outside companies have we hosted or booked in?",
    ),
    template(
        "friends_lapsing_this_year", "easy",
        f"SELECT COUNT(*) FROM memberships WHERE {CURRENT_FRIEND} AND end_date <= '2025-12-31'",
        "How many of our current memberships run out before the end of the year?",
        "Renewals coming up: how many running memberships expire between now and New Year's Eve?",
    ),
]
