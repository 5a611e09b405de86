"""Gold questions over ``coworking``, the hard section of ``TEMPLATES``: 3+ tables, nesting, ranking, windows."""

from envs.analyst.task_bank.calendar_sql import month_only
from envs.analyst.task_bank.coworking.fragments import BILLED, BILLING_MONTHS, BOOKING_YEARS, HOURS, SITE_NAMES
from envs.analyst.tasks import template

BILLED_COMPANIES_2024 = """SELECT c.name AS company FROM companies c JOIN members m ON m.company_id = c.company_id
                           JOIN invoices i ON i.member_id = m.member_id
                           WHERE i.billing_month LIKE '2024-%'
                             AND c.name IN (SELECT name FROM companies GROUP BY name HAVING COUNT(*) = 1)
                           GROUP BY c.company_id HAVING COUNT(DISTINCT m.member_id) >= 3 ORDER BY c.company_id"""

TEMPLATES = [
    template(
        "biggest_client", "hard",
        f"""SELECT c.name, ROUND(SUM(i.total), 2) AS billed
            FROM companies c JOIN members m ON m.company_id = c.company_id JOIN invoices i ON i.member_id = m.member_id
            WHERE i.{BILLED} GROUP BY c.company_id ORDER BY billed DESC LIMIT 1""",
        "Who's our biggest client, and how much have we billed them in total since they started?",
        "Which company has been worth the most to us over the years, by everything we've invoiced its people?",
    ),
    template(
        "top_clients_2025", "hard",
        f"""SELECT c.name, ROUND(SUM(i.total), 2) AS billed
            FROM companies c JOIN members m ON m.company_id = c.company_id JOIN invoices i ON i.member_id = m.member_id
            WHERE i.{BILLED} AND i.billing_month >= '2025-01' GROUP BY c.company_id ORDER BY billed DESC LIMIT 5""",
        "Who are our five biggest client companies this year so far, by amount billed?",
        "Top 5 companies by 2025 billing, with the amount for each.",
    ),
    template(
        "company_billed_2024", "hard",
        f"""SELECT ROUND(SUM(i.total), 2)
            FROM companies c JOIN members m ON m.company_id = c.company_id JOIN invoices i ON i.member_id = m.member_id
            WHERE c.name = {{company}} AND i.{BILLED} AND i.billing_month LIKE '2024-%'""",
        "What did we bill {company} for 2024, across all their people?",
        "For 2024, how much did {company}'s members' invoices add up to?",
        slots=BILLED_COMPANIES_2024, n=2,
    ),
    template(
        "fixed_desk_occupancy_by_site", "hard",
        """SELECT s.name, ROUND(100.0 * COUNT(DISTINCT m.space_id) / COUNT(DISTINCT d.space_id), 2) AS occupancy_pct
           FROM spaces d JOIN sites s ON s.site_id = d.site_id
           LEFT JOIN members m ON m.space_id = d.space_id AND m.left_on IS NULL
           WHERE d.space_type = 'Fixed Desk' GROUP BY s.site_id ORDER BY s.name""",
        "What's fixed-desk occupancy looking like at each site right now?",
        "For each location, what percentage of the fixed desks are taken by a current member?",
    ),
    template(
        "offices_let_at_site", "hard",
        """SELECT COUNT(DISTINCT o.space_id) FROM spaces o JOIN sites s ON s.site_id = o.site_id
           JOIN members m ON m.space_id = o.space_id
           WHERE s.name = {site} AND o.space_type = 'Private Office' AND m.left_on IS NULL""",
        "How many of the private offices at {site} are let at the moment?",
        "Right now, how many private offices in our {city} building have someone in them?",
        slots=SITE_NAMES, n=2,
    ),
    template(
        "room_hours_by_site_in_year", "hard",
        f"""SELECT s.name, ROUND(SUM({HOURS}), 1) AS hours
            FROM bookings b JOIN spaces r ON r.space_id = b.space_id JOIN sites s ON s.site_id = r.site_id
            WHERE b.status = 'Completed' AND substr(b.starts_at, 1, 4) = {{year}}
            GROUP BY s.site_id ORDER BY hours DESC""",
        "How many meeting-room hours were used at each site in {year}?",
        "In {year}, which site's meeting rooms saw the most use? Hours used per site, busiest first.",
        slots=BOOKING_YEARS, n=2,
    ),
    template(
        "no_show_rate_by_site_2025", "hard",
        """SELECT s.name,
                  ROUND(100.0 * SUM(b.status = 'No-show') / SUM(b.status IN ('Completed', 'No-show')), 2) AS no_show_pct
           FROM bookings b JOIN spaces r ON r.space_id = b.space_id JOIN sites s ON s.site_id = r.site_id
           WHERE b.starts_at >= '2025-01-01' GROUP BY s.site_id ORDER BY no_show_pct DESC""",
        "How bad are no-shows at each site this year? The no-show rate per site, as a percentage of bookings that "
        "weren't cancelled and have taken place.",
        "For 2025 so far, what percentage of room bookings that went ahead or were no-shows turned out to be no-shows, "
        "site by site?",
    ),
    template(
        "billed_change_vs_previous_month", "hard",
        f"""WITH monthly AS (
                SELECT billing_month AS month, SUM(total) AS billed FROM invoices WHERE {BILLED} GROUP BY month),
            change AS (
                SELECT month, 100.0 * (billed - LAG(billed) OVER (ORDER BY month))
                              / LAG(billed) OVER (ORDER BY month) AS pct_change FROM monthly)
            SELECT ROUND(pct_change, 2) FROM change WHERE month = {{month}}""",
        "By what percentage did our billing for {month_name} change compared with the month before?",
        "How did invoicing for {month_name} compare with the previous month, as a percentage change?",
        slots=BILLING_MONTHS, n=2,
    ),
    template(
        "cumulative_billed_2025", "hard",
        f"""WITH monthly AS (
                SELECT billing_month AS month, SUM(total) AS billed FROM invoices
                WHERE {BILLED} AND billing_month BETWEEN '2025-01' AND '2025-09' GROUP BY month)
            SELECT month, ROUND(SUM(billed) OVER (ORDER BY month), 2) AS billed_to_date FROM monthly ORDER BY month""",
        "Show how this year's billing has built up: a running total month by month from January to September 2025.",
        "Cumulative amount invoiced through 2025, at the end of each month January to September?",
    ),
    template(
        "top_overage_members_2025", "hard",
        f"""SELECT m.first_name || ' ' || m.last_name AS member, m.email, ROUND(SUM(l.amount), 2) AS overage
            FROM invoice_lines l JOIN invoices i ON i.invoice_id = l.invoice_id
            JOIN members m ON m.member_id = i.member_id
            WHERE l.line_type = 'Room Overage' AND i.{BILLED} AND i.billing_month >= '2025-01'
            GROUP BY m.member_id ORDER BY overage DESC LIMIT 3""",
        "Which three members have paid the most in meeting-room overage charges on this year's invoices? Names, emails "
        "and amounts.",
        "Who goes furthest over their included room hours? Top 3 members by room overage billed in 2025.",
    ),
    template(
        "busiest_room_per_site_2025", "hard",
        f"""WITH usage AS (
                SELECT s.name AS site, r.name AS room, SUM({HOURS}) AS hours
                FROM bookings b JOIN spaces r ON r.space_id = b.space_id JOIN sites s ON s.site_id = r.site_id
                WHERE b.status = 'Completed' AND b.starts_at >= '2025-01-01' GROUP BY r.space_id),
            ranked AS (SELECT *, RANK() OVER (PARTITION BY site ORDER BY hours DESC) AS rnk FROM usage)
            SELECT site, room, ROUND(hours, 1) AS hours FROM ranked WHERE rnk = 1 ORDER BY site""",
        "At each site, which meeting room has been used the most this year, in hours?",
        "For every location, name the room with the most hours of completed bookings in 2025.",
    ),
    template(
        "top_plan_per_site_2025", "hard",
        """WITH joins AS (
               SELECT s.name AS site, p.name AS plan, COUNT(*) AS joiners
               FROM members m JOIN sites s ON s.site_id = m.site_id JOIN plans p ON p.plan_id = m.plan_id
               WHERE m.joined_on >= '2025-01-01' AND p.plan_type <> 'Hot Desk'
               GROUP BY s.site_id, p.plan_id),
           ranked AS (SELECT *, RANK() OVER (PARTITION BY site ORDER BY joiners DESC) AS rnk FROM joins)
           SELECT site, plan, joiners FROM ranked WHERE rnk = 1 ORDER BY site""",
        "Setting hot desks aside, which plan has each site sold most to new members this year, and to how many?",
        "Hot desks apart, what's the best-selling plan at each location among 2025 joiners?",
    ),
    template(
        "current_members_never_booked", "hard",
        """SELECT COUNT(*) FROM members WHERE left_on IS NULL
           AND member_id NOT IN (SELECT member_id FROM bookings WHERE status = 'Completed')""",
        "How many of our current members have never actually used a meeting room?",
        "Count the people still with us who've never had a room booking go ahead.",
    ),
    template(
        "companies_fully_gone", "hard",
        """SELECT COUNT(*) FROM companies c
           WHERE NOT EXISTS (SELECT 1 FROM members m WHERE m.company_id = c.company_id AND m.left_on IS NULL)""",
        "How many member companies have no one left with us at all?",
        "Count the client companies we've lost completely: not a single current member.",
    ),
    template(
        "days_to_first_booking", "hard",
        """WITH firsts AS (
               SELECT m.member_id, m.joined_on, MIN(b.starts_at) AS first_booking
               FROM members m JOIN bookings b ON b.member_id = m.member_id
               WHERE b.status = 'Completed' GROUP BY m.member_id)
           SELECT ROUND(AVG(julianday(substr(first_booking, 1, 10)) - julianday(joined_on)), 1) FROM firsts""",
        "How long after joining do members typically get round to using a meeting room? Average days to their first "
        "completed booking.",
        "On average, how many days pass between someone joining and their first room booking that went ahead?",
    ),
    template(
        "last_quarter_growth", "hard",
        f"""WITH quarters AS (
                SELECT SUM(CASE WHEN billing_month BETWEEN '2025-07' AND '2025-09' THEN total END) AS this_year,
                       SUM(CASE WHEN billing_month BETWEEN '2024-07' AND '2024-09' THEN total END) AS last_year
                FROM invoices WHERE {BILLED})
            SELECT ROUND(100.0 * (this_year - last_year) / last_year, 2) FROM quarters""",
        "How did billing last quarter compare with the same quarter a year earlier? Percentage growth, please.",
        "Year-on-year, by what percent did invoiced revenue grow in Q3 2025 versus Q3 2024?",
    ),
    template(
        "billed_per_site_per_year", "hard",
        f"""SELECT s.name, substr(i.billing_month, 1, 4) AS year, ROUND(SUM(i.total), 2) AS billed
            FROM invoices i JOIN members m ON m.member_id = i.member_id JOIN sites s ON s.site_id = m.site_id
            WHERE i.{BILLED} GROUP BY s.site_id, year ORDER BY s.name, year""",
        "What has each site billed per year? Go by the members' home site.",
        "Year-by-year invoicing for every location, attributing members to their home site.",
    ),
    template(
        "top_owing_companies", "hard",
        """SELECT c.name, ROUND(SUM(i.total - i.amount_paid), 2) AS owed
           FROM companies c JOIN members m ON m.company_id = c.company_id JOIN invoices i ON i.member_id = m.member_id
           WHERE i.status IN ('Unpaid', 'Part Paid') GROUP BY c.company_id ORDER BY owed DESC LIMIT 3""",
        "Which three companies owe us the most right now, and how much?",
        "Chasing list: the three client companies with the biggest outstanding balances.",
    ),
    template(
        "repeat_no_shows_2025", "hard",
        """SELECT COUNT(*) FROM (SELECT member_id FROM bookings
                                 WHERE status = 'No-show' AND starts_at >= '2025-01-01'
                                 GROUP BY member_id HAVING COUNT(*) >= 3)""",
        "How many members have no-showed on a room booking three or more times this year?",
        "Repeat offenders: count the members with at least 3 no-shows in 2025.",
    ),
    template(
        "peak_join_month_each_year", "hard",
        f"""WITH monthly AS (
                SELECT substr(joined_on, 1, 4) AS year, substr(joined_on, 1, 7) AS month, COUNT(*) AS joiners
                FROM members GROUP BY month),
            ranked AS (SELECT *, RANK() OVER (PARTITION BY year ORDER BY joiners DESC) AS rnk FROM monthly)
            SELECT year, {month_only("month")} AS month, joiners FROM ranked WHERE rnk = 1 ORDER BY year""",
        "For each year, which month brought in the most new members, and how many?",
        "What was our best month for sign-ups in each year?",
    ),
    template(
        "walk_in_growth_by_site", "hard",
        """WITH passes AS (
               SELECT s.name,
                      SUM(d.visit_date BETWEEN '2024-01-01' AND '2024-09-30') AS passes_2024,
                      SUM(d.visit_date BETWEEN '2025-01-01' AND '2025-09-30') AS passes_2025
               FROM day_passes d JOIN sites s ON s.site_id = d.site_id
               WHERE d.host_member_id IS NULL AND s.opened_on < '2024-01-01' GROUP BY s.site_id)
           SELECT name, ROUND(100.0 * (passes_2025 - passes_2024) / passes_2024, 2) AS pct_change FROM passes
           ORDER BY name""",
        "How have walk-in day pass sales moved at the sites that were open all of last year? Percentage change from "
        "January-September 2024 to January-September 2025.",
        "Comparing the first nine months of 2025 with the same months of 2024, how did walk-in day passes change at "
        "each site open in both years, in percent?",
    ),
    template(
        "average_september_bill_by_plan", "hard",
        f"""SELECT p.name, ROUND(AVG(i.total), 2) AS avg_bill
            FROM invoices i JOIN members m ON m.member_id = i.member_id JOIN plans p ON p.plan_id = m.plan_id
            WHERE i.{BILLED} AND i.billing_month = '2025-09' GROUP BY p.plan_id ORDER BY avg_bill DESC""",
        "What was the average invoice per member for September 2025, plan by plan?",
        "Looking at last month's invoices, what did a member on each plan get billed on average?",
    ),
    template(
        "referrers_still_here_pct", "hard",
        """SELECT ROUND(100.0 * SUM(left_on IS NULL) / COUNT(*), 2) FROM members
           WHERE member_id IN (SELECT referred_by FROM members WHERE referred_by IS NOT NULL)""",
        "Of the members who've referred someone to us, what percentage are still members themselves?",
        "Are our referrers loyal? Share of people who've made at least one referral that are still current.",
    ),
]
