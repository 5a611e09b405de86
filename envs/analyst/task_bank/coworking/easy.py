"""Gold questions over ``coworking``, the easy section of ``TEMPLATES``: one table, no grouping."""

from envs.analyst.task_bank.coworking.fragments import BILLED, BILLING_MONTHS, BOOKING_MONTHS, JOIN_YEARS
from envs.analyst.tasks import template

TEMPLATES = [
    template(
        "current_members", "easy",
        "SELECT COUNT(*) FROM members WHERE left_on IS NULL",
        "How many members have we got at the moment, across all three sites?",
        "What's our current member count? Everyone who hasn't left, all sites together.",
        "Headcount check: how many people are members with us right now?",
    ),
    template(
        "current_members_without_phone", "easy",
        "SELECT COUNT(*) FROM members WHERE left_on IS NULL AND phone IS NULL",
        "If I wanted to ring round all our current members, how many of them have no phone number on file?",
        "How many of the people still with us never gave us a phone number?",
    ),
    template(
        "joined_in_year", "easy",
        "SELECT COUNT(*) FROM members WHERE substr(joined_on, 1, 4) = {year}",
        "How many new members signed up with us in {year}?",
        "In {year}, how many people started a membership at Hive?",
        "What was our total of new joiners across {year}?",
        slots=JOIN_YEARS, n=3,
    ),
    template(
        "leavers_2024", "easy",
        "SELECT COUNT(*) FROM members WHERE left_on BETWEEN '2024-01-01' AND '2024-12-31'",
        "How many members did we lose during 2024?",
        "Churn for 2024 in plain numbers: how many memberships ended that year?",
    ),
    template(
        "referred_members", "easy",
        "SELECT COUNT(*) FROM members WHERE referred_by IS NOT NULL",
        "Word of mouth: how many of our members (past and present) were referred to us by an existing member?",
        "How many people joined because another member recommended us and we logged the referral?",
    ),
    template(
        "priciest_meeting_room", "easy",
        "SELECT code, name, hourly_rate FROM spaces WHERE space_type = 'Meeting Room' "
        "ORDER BY hourly_rate DESC LIMIT 1",
        "Which meeting room is our most expensive to hire by the hour? Give its code, name and hourly rate.",
        "What's the priciest room members can book, and what do we charge per hour for it?",
    ),
    template(
        "plans_on_sale", "easy",
        "SELECT name, monthly_price FROM plans WHERE retired_on IS NULL ORDER BY monthly_price",
        "What membership plans can someone sign up for today, and what does each cost a month? Cheapest first.",
        "Run me through the current price list: every plan we still sell with its monthly price, from lowest to "
        "highest.",
    ),
    template(
        "price_before_rise", "easy",
        "SELECT previous_price FROM plans WHERE name = {plan}",
        "What did the {plan} plan cost per month before the January 2025 price rise?",
        "Before we put prices up, what was the monthly fee for {plan}?",
        slots="SELECT name AS plan FROM plans WHERE previous_price IS NOT NULL ORDER BY plan_id", n=2,
    ),
    template(
        "no_shows_in_month", "easy",
        "SELECT COUNT(*) FROM bookings WHERE status = 'No-show' AND substr(starts_at, 1, 7) = {month}",
        "How many meeting-room bookings in {month_name} were no-shows?",
        "In {month_name}, how many times did someone book a room and then just not turn up?",
        slots=BOOKING_MONTHS, n=2,
    ),
    template(
        "cancellations_last_month", "easy",
        "SELECT COUNT(*) FROM bookings WHERE status = 'Cancelled' AND substr(starts_at, 1, 7) = '2025-09'",
        "How many room bookings got cancelled last month (September)?",
        "Looking at last month, September 2025, how many meeting-room bookings were called off?",
    ),
    template(
        "written_off_total", "easy",
        "SELECT ROUND(SUM(total - amount_paid), 2) FROM invoices WHERE status = 'Written Off'",
        "How much money have we had to write off as bad debt, all told?",
        "What's the total we've written off on invoices we gave up chasing (the unpaid part only)?",
    ),
    template(
        "outstanding_balance", "easy",
        "SELECT ROUND(SUM(total - amount_paid), 2) FROM invoices WHERE status IN ('Unpaid', 'Part Paid')",
        "How much are members still owing us right now? Leave out anything we've written off.",
        "What's the total outstanding on unpaid and part-paid invoices?",
    ),
    template(
        "billed_for_month", "easy",
        f"SELECT ROUND(SUM(total), 2) FROM invoices WHERE {BILLED} AND billing_month = {{month}}",
        "What was our total invoiced for {month_name}?",
        "How much did we bill members for {month_name}, all charges included?",
        slots=BILLING_MONTHS, n=2,
    ),
    template(
        "walk_in_passes_2024", "easy",
        "SELECT COUNT(*) FROM day_passes WHERE host_member_id IS NULL AND visit_date BETWEEN '2024-01-01' AND "
        "'2024-12-31'",
        "How many day passes did we sell to walk-in visitors in 2024? Don't count members' guests.",
        "Leaving out guests that members brought along, how many day-pass visitors came through the door in 2024?",
    ),
    template(
        "private_office_capacity", "easy",
        "SELECT COUNT(*) AS offices, SUM(seats) AS desks FROM spaces WHERE space_type = 'Private Office'",
        "How many private offices do we have across the business, and how many desks do they hold in total?",
        "Give me our private office count and the total seats in them, all sites combined.",
    ),
    template(
        "vat_registered_companies", "easy",
        "SELECT COUNT(*) FROM companies WHERE vat_number IS NOT NULL",
        "How many of our member companies have given us a VAT number?",
        "For how many client companies do we hold a VAT registration number?",
    ),
    template(
        "late_payments_2025", "easy",
        "SELECT COUNT(*) FROM invoices WHERE paid_on > due_on AND issued_on >= '2025-01-01'",
        "How many invoices issued this year were paid after their due date?",
        "Late payers in 2025: how many of this year's invoices came in after the due date?",
    ),
    template(
        "average_booking_hours", "easy",
        "SELECT ROUND(AVG((julianday(ends_at) - julianday(starts_at)) * 24), 2) FROM bookings "
        "WHERE status = 'Completed'",
        "How long does a typical meeting-room booking last, in hours, taking only the ones that actually happened?",
        "What's the average length of a completed room booking, in hours?",
    ),
    template(
        "largest_invoice", "easy",
        f"SELECT invoice_number, total FROM invoices WHERE {BILLED} ORDER BY total DESC LIMIT 1",
        "What's the biggest single invoice we've ever sent out? Invoice number and amount, please.",
        "Which invoice had the highest total of all time, and how much was it for?",
    ),
    template(
        "guests_summer_2025", "easy",
        "SELECT COUNT(*) FROM day_passes WHERE host_member_id IS NOT NULL "
        "AND visit_date BETWEEN '2025-06-01' AND '2025-08-31'",
        "Over the summer (June to August 2025), how many guests did members bring in on guest passes?",
        "How many member guests did we host between June and August this year?",
    ),
    template(
        "left_too_expensive", "easy",
        "SELECT COUNT(*) FROM members WHERE leave_reason = 'Too expensive'",
        "How many people who cancelled their membership told us it was too expensive?",
        "Price as a reason for leaving: how many ex-members gave that as why they left?",
    ),
    template(
        "part_paid_invoices", "easy",
        "SELECT COUNT(*) FROM invoices WHERE status = 'Part Paid'",
        "How many invoices have only been partly paid so far?",
        "Count the invoices where the member has paid something, but not the full amount.",
    ),
    template(
        "biggest_group_booking", "easy",
        "SELECT MAX(attendees) FROM bookings WHERE status = 'Completed'",
        "What's the largest number of people we've had in a single meeting-room booking?",
        "Biggest meeting we've hosted: how many attendees were recorded at most on a completed booking?",
    ),
    template(
        "freelancer_share", "easy",
        "SELECT ROUND(100.0 * SUM(company_id IS NULL) / COUNT(*), 2) FROM members WHERE left_on IS NULL",
        "What percentage of our current members are freelancers rather than part of a member company?",
        "Of the members we have today, what share (in %) don't belong to any company?",
    ),
]
