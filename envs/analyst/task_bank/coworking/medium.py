"""Gold questions over ``coworking``, the medium section of ``TEMPLATES``: a join, or grouping."""

from envs.analyst.task_bank.calendar_sql import month_only
from envs.analyst.task_bank.coworking.fragments import BILLED, BOOKING_YEARS, HOURS, JOIN_YEARS
from envs.analyst.tasks import template

UNIQUE_COMPANIES = """SELECT c.name AS company FROM companies c JOIN members m ON m.company_id = c.company_id
                      WHERE m.left_on IS NULL
                        AND c.name IN (SELECT name FROM companies GROUP BY name HAVING COUNT(*) = 1)
                      GROUP BY c.company_id HAVING COUNT(*) >= 3 ORDER BY c.company_id"""
LONG_STANDING_MEMBERS = """SELECT m.first_name || ' ' || m.last_name AS member, m.email FROM members m
                           JOIN invoices i ON i.member_id = m.member_id
                           GROUP BY m.member_id HAVING COUNT(*) >= 12 ORDER BY m.member_id"""
NO_SHOW_RATE = "ROUND(100.0 * SUM(b.status = 'No-show') / SUM(b.status IN ('Completed', 'No-show')), 2)"

TEMPLATES = [
    template(
        "current_members_per_site", "medium",
        """SELECT s.name, COUNT(*) AS members FROM members m JOIN sites s ON s.site_id = m.site_id
           WHERE m.left_on IS NULL GROUP BY s.site_id ORDER BY members DESC""",
        "How many current members does each of our sites have? Biggest first.",
        "Split today's membership by home site: how many members at each location?",
    ),
    template(
        "current_members_by_plan", "medium",
        """SELECT p.name, COUNT(*) AS members FROM members m JOIN plans p ON p.plan_id = m.plan_id
           WHERE m.left_on IS NULL GROUP BY p.plan_id ORDER BY members DESC""",
        "What plans are our current members on? Give the number on each, most popular first.",
        "Break down the people we have right now by membership plan, largest group first.",
    ),
    template(
        "top_leave_reasons", "medium",
        """SELECT leave_reason, COUNT(*) AS leavers FROM members WHERE leave_reason IS NOT NULL
           GROUP BY leave_reason ORDER BY leavers DESC LIMIT 3""",
        "What are the three most common reasons people give for leaving, and how many gave each?",
        "Top 3 cancellation reasons from exit conversations, with how often each came up?",
    ),
    template(
        "billed_and_collected_by_year", "medium",
        f"""SELECT substr(billing_month, 1, 4) AS year, ROUND(SUM(total), 2) AS billed,
                   ROUND(SUM(amount_paid), 2) AS collected
            FROM invoices WHERE {BILLED} GROUP BY year ORDER BY year""",
        "Year by year, how much did we bill and how much of it have we actually collected?",
        "For each year, what did we invoice and what has come in against those invoices so far?",
    ),
    template(
        "billed_by_charge_type_2025", "medium",
        f"""SELECT l.line_type, ROUND(SUM(l.amount), 2) AS billed
            FROM invoice_lines l JOIN invoices i ON i.invoice_id = l.invoice_id
            WHERE i.{BILLED} AND substr(i.billing_month, 1, 4) = '2025'
            GROUP BY l.line_type ORDER BY billed DESC""",
        "Where does this year's billing come from? Break 2025's invoiced amounts down by type of charge.",
        "For 2025 invoices, how much was billed under each kind of line: membership, room overage, printing and so on?",
    ),
    template(
        "most_used_room_in_year", "medium",
        f"""SELECT r.code, r.name, ROUND(SUM({HOURS}), 1) AS hours
            FROM bookings b JOIN spaces r ON r.space_id = b.space_id
            WHERE b.status = 'Completed' AND substr(b.starts_at, 1, 4) = {{year}}
            GROUP BY r.space_id ORDER BY hours DESC LIMIT 1""",
        "Which meeting room got the most use in {year}, measured in hours actually used? Give its code and name.",
        "In {year}, which of our rooms was booked for the most hours (only bookings that went ahead)?",
        slots=BOOKING_YEARS, n=2,
    ),
    template(
        "worst_no_show_room", "medium",
        f"""SELECT r.code, r.name, {NO_SHOW_RATE} AS no_show_pct
            FROM bookings b JOIN spaces r ON r.space_id = b.space_id
            GROUP BY r.space_id ORDER BY no_show_pct DESC LIMIT 1""",
        "Which meeting room has the worst no-show rate, as a share of its bookings that weren't cancelled and have "
        "already happened?",
        "Where do people most often book and not show up? Name the room with the highest no-show percentage "
        "(no-shows out of completed plus no-show bookings).",
    ),
    template(
        "company_headcount", "medium",
        """SELECT COUNT(*) FROM members m JOIN companies c ON c.company_id = m.company_id
           WHERE c.name = {company} AND m.left_on IS NULL""",
        "How many people from {company} are members with us at the moment?",
        "What's {company}'s current headcount in our spaces?",
        slots=UNIQUE_COMPANIES, n=2,
    ),
    template(
        "plan_mix_of_2025_joiners", "medium",
        """SELECT p.name, COUNT(*) AS joiners FROM members m JOIN plans p ON p.plan_id = m.plan_id
           WHERE m.joined_on >= '2025-01-01' GROUP BY p.plan_id ORDER BY joiners DESC, p.name""",
        "Which plans have new members been choosing this year? Count of 2025 joiners per plan, most first (ties A to "
        "Z).",
        "For everyone who joined in 2025, how are they spread across our plans?",
    ),
    template(
        "day_passes_per_site_2025", "medium",
        """SELECT s.name, COUNT(*) AS passes FROM day_passes d JOIN sites s ON s.site_id = d.site_id
           WHERE d.visit_date >= '2025-01-01' GROUP BY s.site_id ORDER BY passes DESC""",
        "How many day passes has each site issued so far this year, guests included?",
        "Day passes in 2025 by location, members' guests and walk-ins together: which site has done the most?",
    ),
    template(
        "joiners_by_month_2024", "medium",
        f"""SELECT {month_only("substr(joined_on, 1, 7)")} AS month, COUNT(*) AS joiners FROM members
            WHERE substr(joined_on, 1, 4) = '2024' GROUP BY substr(joined_on, 1, 7) ORDER BY substr(joined_on, 1, 7)""",
        "Show me new member sign-ups for each month of 2024, January to December.",
        "How did joining go month by month through 2024?",
    ),
    template(
        "largest_companies_now", "medium",
        """SELECT c.name, COUNT(*) AS members FROM members m JOIN companies c ON c.company_id = m.company_id
           WHERE m.left_on IS NULL GROUP BY c.company_id HAVING COUNT(*) >= 5 ORDER BY members DESC, c.name""",
        "Which member companies have five or more people with us right now? Biggest first, with their headcount.",
        "List our largest teams in the building today, every company with at least 5 current members, "
        "largest first (ties A to Z).",
    ),
    template(
        "companies_by_industry", "medium",
        "SELECT industry, COUNT(*) AS companies FROM companies GROUP BY industry ORDER BY companies DESC, industry",
        "What industries do our member companies come from? Number of companies in each, biggest first.",
        "Give me a count of client companies per sector, largest sector first (ties alphabetically).",
    ),
    template(
        "busiest_start_hour", "medium",
        """SELECT CAST(substr(starts_at, 12, 2) AS INTEGER) AS hour, COUNT(*) AS bookings FROM bookings
           WHERE status = 'Completed' GROUP BY hour ORDER BY bookings DESC LIMIT 1""",
        "At what hour of the day do most meeting-room bookings start? Count only those that went ahead.",
        "What's the most popular start hour for room bookings that actually happened (e.g. 9 for 9:00-9:59)?",
    ),
    template(
        "cancellations_by_weekday", "medium",
        """SELECT CASE strftime('%w', starts_at) WHEN '1' THEN 'Monday' WHEN '2' THEN 'Tuesday'
                  WHEN '3' THEN 'Wednesday' WHEN '4' THEN 'Thursday' WHEN '5' THEN 'Friday' END AS weekday,
                  COUNT(*) AS cancellations
           FROM bookings WHERE status = 'Cancelled' GROUP BY strftime('%w', starts_at) ORDER BY cancellations DESC
           LIMIT 1""",
        "Which day of the week sees the most cancelled room bookings, and how many has it had?",
        "Cancellations by weekday: which day of the week is worst?",
    ),
    template(
        "top_referrer", "medium",
        """SELECT r.first_name || ' ' || r.last_name AS referrer, r.email, COUNT(*) AS referrals
           FROM members m JOIN members r ON r.member_id = m.referred_by
           GROUP BY r.member_id ORDER BY referrals DESC LIMIT 1""",
        "Who has referred the most new members to us, and how many? Give their email too.",
        "Our best ambassador: which member has brought in the most referrals?",
    ),
    template(
        "joiners_per_site_in_year", "medium",
        """SELECT s.name, COUNT(*) AS joiners FROM members m JOIN sites s ON s.site_id = m.site_id
           WHERE substr(m.joined_on, 1, 4) = {year} GROUP BY s.site_id ORDER BY s.name""",
        "How many new members did each site sign up in {year}?",
        "Per location, how many people joined during {year}?",
        slots=JOIN_YEARS, n=2,
    ),
    template(
        "written_off_by_year", "medium",
        """SELECT substr(issued_on, 1, 4) AS year, ROUND(SUM(total - amount_paid), 2) AS written_off
           FROM invoices WHERE status = 'Written Off' GROUP BY year ORDER BY year""",
        "How much bad debt did we write off from each year's invoices (the unpaid part), by year issued?",
        "Break our write-offs down by the year the invoices were raised.",
    ),
    template(
        "top_guest_host", "medium",
        """SELECT m.first_name || ' ' || m.last_name AS member, m.email, COUNT(*) AS guests
           FROM day_passes d JOIN members m ON m.member_id = d.host_member_id
           GROUP BY m.member_id ORDER BY guests DESC LIMIT 1""",
        "Which member has brought in the most guests on day passes, and how many?",
        "Who's our most sociable member, going by the number of guest passes taken out in their name?",
    ),
    template(
        "printing_billed_in_year", "medium",
        f"""SELECT ROUND(SUM(l.amount), 2) FROM invoice_lines l JOIN invoices i ON i.invoice_id = l.invoice_id
            WHERE i.{BILLED} AND l.line_type = 'Printing' AND substr(i.billing_month, 1, 4) = {{year}}""",
        "How much did we bill for printing on invoices covering {year}?",
        "Printing charges for {year}: what was the total on our invoices?",
        slots="SELECT DISTINCT substr(billing_month, 1, 4) AS year FROM invoices ORDER BY year", n=2,
    ),
    template(
        "invoice_status_2024", "medium",
        """SELECT status, COUNT(*) AS invoices FROM invoices WHERE substr(issued_on, 1, 4) = '2024'
           GROUP BY status ORDER BY invoices DESC""",
        "Where do last year's invoices stand? Count of 2024 invoices by status.",
        "For the invoices we raised in 2024, how many are paid, part paid, written off and so on?",
    ),
    template(
        "retention_referred_vs_not", "medium",
        """SELECT CASE WHEN referred_by IS NULL THEN 'Not referred' ELSE 'Referred' END AS source,
                  ROUND(100.0 * SUM(left_on IS NULL) / COUNT(*), 2) AS still_members_pct
           FROM members GROUP BY source ORDER BY source""",
        "Do referred members stick around better? What percentage of referred and of non-referred members are still "
        "with us?",
        "Compare retention: the share of members who are still current, for those who came by referral versus everyone "
        "else.",
    ),
    template(
        "churn_of_2024_joiners_by_plan", "medium",
        """SELECT p.name, ROUND(100.0 * SUM(m.left_on IS NOT NULL) / COUNT(*), 2) AS left_pct
           FROM members m JOIN plans p ON p.plan_id = m.plan_id
           WHERE substr(m.joined_on, 1, 4) = '2024' GROUP BY p.plan_id ORDER BY p.name""",
        "Of the people who joined in 2024, what percentage have since left, plan by plan?",
        "For the 2024 intake, show the share on each plan who've already cancelled.",
    ),
    template(
        "member_total_paid", "medium",
        """SELECT ROUND(SUM(i.amount_paid), 2) FROM invoices i JOIN members m ON m.member_id = i.member_id
           WHERE m.email = {email}""",
        "How much has {member} ({email}) paid us altogether?",
        "What's the total we've received from {member}, email {email}, since they joined?",
        slots=LONG_STANDING_MEMBERS, n=2,
    ),
    template(
        "average_days_late_by_method", "medium",
        """SELECT payment_method, ROUND(AVG(julianday(paid_on) - julianday(due_on)), 2) AS avg_days_late
           FROM invoices WHERE paid_on > due_on GROUP BY payment_method ORDER BY avg_days_late DESC""",
        "When invoices are paid late, how late are they on average for each payment method, in days?",
        "For late payments only, what's the average number of days past due by payment method?",
    ),
    template(
        "average_tenure_of_leavers", "medium",
        """SELECT p.plan_type, ROUND(AVG(julianday(m.left_on) - julianday(m.joined_on)), 1) AS avg_days
           FROM members m JOIN plans p ON p.plan_id = m.plan_id
           WHERE m.left_on IS NOT NULL GROUP BY p.plan_type ORDER BY avg_days DESC""",
        "For members who've left, how long did they stay on average, in days, by type of plan?",
        "Average membership length in days among ex-members, per plan type, longest first.",
    ),
    template(
        "day_pass_converts_still_here", "medium",
        """SELECT ROUND(100.0 * SUM(m.left_on IS NULL) / COUNT(*), 2)
           FROM day_passes d JOIN members m ON m.member_id = d.converted_member_id""",
        "Of the day-pass visitors who went on to become members, what percentage are still members today?",
        "Day pass to membership: of the converts, what share haven't left?",
    ),
]
