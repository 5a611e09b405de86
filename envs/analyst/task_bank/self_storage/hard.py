"""Gold questions over ``self_storage``, the hard section of ``TEMPLATES``: 3+ tables, nesting, windows."""

from envs.analyst.task_bank.calendar_sql import month_only
from envs.analyst.task_bank.self_storage.fragments import CUSTOMER, FULL_YEARS, OUTSTANDING, STAY_DAYS, _months
from envs.analyst.tasks import template

TEMPLATES = [
    template(
        "occupancy_now_by_site", "hard",
        """WITH let AS (SELECT DISTINCT unit_id FROM rentals WHERE move_out IS NULL)
           SELECT f.name, ROUND(100.0 * COUNT(l.unit_id) / COUNT(*), 2) AS occupancy_pct
           FROM units u JOIN facilities f ON f.facility_id = u.facility_id LEFT JOIN let l ON l.unit_id = u.unit_id
           GROUP BY f.facility_id ORDER BY f.name""",
        "What's the occupancy at each of our sites right now?",
        "Site by site, what percentage of units are let at the moment?",
    ),
    template(
        "occupancy_on_first_of_month", "hard",
        """SELECT ROUND(100.0 * COUNT(DISTINCT r.unit_id) / (
                   SELECT COUNT(*) FROM units u JOIN facilities f ON f.facility_id = u.facility_id
                   WHERE f.opened_on <= {month} || '-01'), 2)
           FROM rentals r
           WHERE r.move_in <= {month} || '-01' AND (r.move_out IS NULL OR r.move_out > {month} || '-01')""",
        "What was our overall occupancy on 1 {month_name}?",
        "Across the sites that were open at the time, what percentage of units were let on the 1st of {month_name}?",
        slots=_months("rentals", "move_in", "2023-06", "2025-12"), n=2,
    ),
    template(
        "arrears_now", "hard",
        f"WITH {OUTSTANDING} SELECT ROUND(SUM(owed), 2) FROM outstanding",
        "How much are we owed in arrears at the moment?",
        "What's the total arrears across all customers today, net of any part payments?",
    ),
    template(
        "top_debtors", "hard",
        f"""WITH {OUTSTANDING}
            SELECT {CUSTOMER} AS customer, ROUND(SUM(o.owed), 2) AS owed
            FROM outstanding o JOIN rentals r ON r.rental_id = o.rental_id
            JOIN customers c ON c.customer_id = r.customer_id
            GROUP BY c.customer_id ORDER BY SUM(o.owed) DESC LIMIT 5""",
        "Who are the five customers most in arrears right now, and how much does each owe?",
        "Give me the top five debtors as things stand, with what they owe us.",
    ),
    template(
        "billed_by_site", "hard",
        """SELECT f.name, ROUND(SUM(i.total), 2) AS billed FROM invoices i
           JOIN rentals r ON r.rental_id = i.rental_id JOIN units u ON u.unit_id = r.unit_id
           JOIN facilities f ON f.facility_id = u.facility_id
           WHERE substr(i.issued_on, 1, 4) = {year} GROUP BY f.facility_id ORDER BY billed DESC""",
        "How much did each site bill in {year}? Biggest first.",
        "Revenue by facility for {year}, please, highest to lowest.",
        slots=FULL_YEARS, n=2,
    ),
    template(
        "top_business_customers_2025", "hard",
        """SELECT c.company_name, ROUND(SUM(i.total), 2) AS billed FROM invoices i
           JOIN rentals r ON r.rental_id = i.rental_id JOIN customers c ON c.customer_id = r.customer_id
           WHERE c.customer_type = 'Business' AND i.issued_on >= '2025-01-01'
           GROUP BY c.customer_id ORDER BY billed DESC LIMIT 5""",
        "Which five business customers did we invoice the most this year, and for how much?",
        "Top 5 companies by amount billed in 2025?",
    ),
    template(
        "stay_length_by_site", "hard",
        f"""SELECT f.name, ROUND(AVG({STAY_DAYS}), 2) AS avg_days FROM rentals r
            JOIN units u ON u.unit_id = r.unit_id JOIN facilities f ON f.facility_id = u.facility_id
            WHERE r.move_out IS NOT NULL GROUP BY f.facility_id ORDER BY f.name""",
        "What's the average length of stay at each site, in days?",
        "For customers who've left, how long did they keep their unit on average at each facility?",
    ),
    template(
        "summer_move_ins_by_site", "hard",
        """SELECT f.name,
                  SUM(r.move_in BETWEEN '2024-06-01' AND '2024-08-31') AS summer_2024,
                  SUM(r.move_in BETWEEN '2025-06-01' AND '2025-08-31') AS summer_2025
           FROM rentals r JOIN units u ON u.unit_id = r.unit_id JOIN facilities f ON f.facility_id = u.facility_id
           GROUP BY f.facility_id ORDER BY f.name""",
        "How did move-ins at each site this summer compare with the summer before? June to August, both years.",
        "For each facility, give the June-August move-ins in 2024 and in 2025 side by side.",
    ),
    template(
        "billed_change_vs_previous_month", "hard",
        """WITH monthly AS (
               SELECT substr(issued_on, 1, 7) AS month, SUM(total) AS billed FROM invoices GROUP BY month),
           change AS (
               SELECT month, 100.0 * (billed - LAG(billed) OVER (ORDER BY month))
                             / LAG(billed) OVER (ORDER BY month) AS pct_change
               FROM monthly)
           SELECT ROUND(pct_change, 2) FROM change WHERE month = {month}""",
        "By what percentage did our invoicing in {month_name} change on the month before?",
        "Compared with the previous month, how much did billing go up or down in {month_name}, in percent?",
        slots=_months("invoices", "issued_on", "2023-06", "2025-12"), n=2,
    ),
    template(
        "rent_per_sqft_by_site_2025", "hard",
        """WITH rent AS (
               SELECT u.facility_id, SUM(i.rent) AS rent FROM invoices i
               JOIN rentals r ON r.rental_id = i.rental_id JOIN units u ON u.unit_id = r.unit_id
               WHERE i.issued_on >= '2025-01-01' GROUP BY u.facility_id),
           space AS (SELECT facility_id, SUM(size_sqft) AS sqft FROM units GROUP BY facility_id)
           SELECT f.name, ROUND(rent.rent / space.sqft, 2) AS rent_per_sqft
           FROM facilities f JOIN rent ON rent.facility_id = f.facility_id
           JOIN space ON space.facility_id = f.facility_id ORDER BY rent_per_sqft DESC""",
        "How hard is each site's space working? Rent billed this year per square foot of units, site by site.",
        "For 2025, divide each facility's rent invoiced by its total lettable square footage. List the sites from the most per sq ft to the least.",
    ),
    template(
        "repeat_customers", "hard",
        """SELECT COUNT(*) FROM (SELECT customer_id FROM rentals GROUP BY customer_id HAVING COUNT(*) > 1)""",
        "How many customers have rented more than one unit from us, at the same time or one after another?",
        "Count our repeat customers: anyone with two or more rentals on record.",
    ),
    template(
        "quiet_current_tenants", "hard",
        """SELECT COUNT(DISTINCT r.customer_id) FROM rentals r WHERE r.move_out IS NULL
           AND r.customer_id NOT IN (SELECT customer_id FROM gate_access
                                     WHERE result = 'Granted' AND accessed_at >= '2025-10-01')""",
        "How many current tenants haven't been through the gate at all since the start of October?",
        "Count the customers who have a unit with us now but haven't visited since 1 October 2025.",
    ),
    template(
        "collection_rate_by_year", "hard",
        """WITH billed AS (SELECT substr(issued_on, 1, 4) AS year, SUM(total) AS billed FROM invoices GROUP BY year),
           paid AS (
               SELECT substr(i.issued_on, 1, 4) AS year, SUM(p.amount) AS paid
               FROM payments p JOIN invoices i ON i.invoice_id = p.invoice_id GROUP BY year)
           SELECT b.year, ROUND(100.0 * p.paid / b.billed, 2) AS collected_pct
           FROM billed b JOIN paid p ON p.year = b.year ORDER BY b.year""",
        "For each year's invoices, what percentage of the amount billed have we actually collected?",
        "Collection rate by year: money received against each year's invoices as a share of what was invoiced.",
    ),
    template(
        "overlocks_paid_up", "hard",
        """WITH locked AS (
               SELECT rental_id, MAX(event_type = 'Overlock Removed') AS paid_up FROM lien_events
               WHERE rental_id IN (SELECT rental_id FROM lien_events WHERE event_type = 'Overlocked')
               GROUP BY rental_id)
           SELECT ROUND(100.0 * SUM(paid_up) / COUNT(*), 2) FROM locked""",
        "Of all the units we've ever overlocked, what percentage had the overlock taken off because the customer paid up?",
        "When we overlock someone, how often do they clear the debt and get access back? As a percentage of all overlocked rentals.",
    ),
    template(
        "billed_running_total_2025_h1", "hard",
        """WITH monthly AS (
               SELECT substr(issued_on, 1, 7) AS month, SUM(total) AS billed FROM invoices
               WHERE issued_on BETWEEN '2025-01-01' AND '2025-06-30' GROUP BY month)
           SELECT month, ROUND(SUM(billed) OVER (ORDER BY month), 2) AS billed_to_date FROM monthly ORDER BY month""",
        "Show the running total of what we invoiced month by month from January to June this year.",
        "How did billing build up through the first half of 2025? Cumulative total at the end of each month.",
    ),
    template(
        "most_common_size_per_site", "hard",
        """WITH sizes AS (
               SELECT f.name, u.size_sqft, COUNT(*) AS units FROM units u
               JOIN facilities f ON f.facility_id = u.facility_id GROUP BY f.facility_id, u.size_sqft),
           ranked AS (SELECT *, RANK() OVER (PARTITION BY name ORDER BY units DESC) AS rnk FROM sizes)
           SELECT name, size_sqft, units FROM ranked WHERE rnk = 1 ORDER BY name""",
        "What's the most common unit size at each site, and how many units of that size are there?",
        "For every facility, which size of unit do we have the most of?",
    ),
    template(
        "customers_at_several_sites", "hard",
        """SELECT COUNT(*) FROM (
               SELECT r.customer_id FROM rentals r JOIN units u ON u.unit_id = r.unit_id
               GROUP BY r.customer_id HAVING COUNT(DISTINCT u.facility_id) > 1)""",
        "How many customers have rented at more than one of our sites?",
        "Count the customers who've used two or more different StowAway facilities.",
    ),
    template(
        "longest_standing_tenant_per_site", "hard",
        f"""WITH current AS (
                SELECT f.name AS site, {CUSTOMER} AS customer, r.move_in,
                       RANK() OVER (PARTITION BY f.facility_id ORDER BY r.move_in) AS rnk
                FROM rentals r JOIN units u ON u.unit_id = r.unit_id
                JOIN facilities f ON f.facility_id = u.facility_id JOIN customers c ON c.customer_id = r.customer_id
                WHERE r.move_out IS NULL)
            SELECT site, customer, move_in FROM current WHERE rnk = 1 ORDER BY site""",
        "Who is our longest-standing current tenant at each site, and when did they move in?",
        "At every facility, which customer still renting with us moved in first? Give the move-in date.",
    ),
    template(
        "units_never_let", "hard",
        "SELECT COUNT(*) FROM units WHERE unit_id NOT IN (SELECT unit_id FROM rentals)",
        "How many units have sat empty the whole time since the booking system started?",
        "Count the units that haven't had a single tenant since April 2023.",
    ),
    template(
        "price_rise_effect", "hard",
        """SELECT CASE WHEN r.move_in < '2025-03-01' THEN 'before' ELSE 'after' END AS period,
                  ROUND(AVG(r.weekly_rate / u.size_sqft), 2) AS rent_per_sqft
           FROM rentals r JOIN units u ON u.unit_id = r.unit_id JOIN facilities f ON f.facility_id = u.facility_id
           WHERE f.name IN ('StowAway Kingsmere', 'StowAway Millbrook')
             AND r.move_in BETWEEN '2024-09-01' AND '2025-08-31'
           GROUP BY period ORDER BY period DESC""",
        "At Kingsmere and Millbrook, did the March 2025 price rise show in what new customers agreed to pay? Average weekly rent per sq ft for move-ins in the six months before and the six months after.",
        "Compare the agreed weekly rent per square foot of move-ins at our two older sites from September 2024 to February 2025 with March to August 2025.",
    ),
    template(
        "visits_per_customer_by_type_2025", "hard",
        """WITH visits AS (
               SELECT g.customer_id, COUNT(*) AS visits FROM gate_access g
               WHERE g.result = 'Granted' AND g.accessed_at >= '2025-01-01' GROUP BY g.customer_id)
           SELECT c.customer_type, ROUND(AVG(v.visits), 2) AS avg_visits
           FROM visits v JOIN customers c ON c.customer_id = v.customer_id
           GROUP BY c.customer_type ORDER BY c.customer_type""",
        "Do business customers come in more often? This year, average gate visits per visiting customer, personal versus business.",
        "Among customers who came through the gate in 2025, how many visits did each make on average, split by personal and business?",
    ),
    template(
        "company_total_paid", "hard",
        """SELECT ROUND(SUM(p.amount), 2) FROM payments p JOIN invoices i ON i.invoice_id = p.invoice_id
           JOIN rentals r ON r.rental_id = i.rental_id JOIN customers c ON c.customer_id = r.customer_id
           WHERE c.company_name = {company}""",
        "How much has {company} paid us altogether, across all their units?",
        "What's the total we've received from {company} since the books started?",
        slots="""SELECT c.company_name AS company FROM customers c JOIN rentals r ON r.customer_id = c.customer_id
                 WHERE c.customer_type = 'Business' GROUP BY c.customer_id HAVING COUNT(*) >= 2
                 ORDER BY c.company_name""",
        n=2,
    ),
    template(
        "peak_move_in_month_each_year", "hard",
        f"""WITH monthly AS (
                SELECT substr(move_in, 1, 4) AS year, substr(move_in, 1, 7) AS month, COUNT(*) AS move_ins
                FROM rentals WHERE move_in >= '2023-04-01' GROUP BY month),
            ranked AS (SELECT *, RANK() OVER (PARTITION BY year ORDER BY move_ins DESC) AS rnk FROM monthly)
            SELECT year, {month_only("month")} AS busiest_month, move_ins FROM ranked WHERE rnk = 1 ORDER BY year""",
        "In each year, which month brought the most move-ins, and how many?",
        "What was the peak month for new rentals each year since the books began?",
    ),
    template(
        "insurance_share_by_site_2025", "hard",
        """SELECT f.name, ROUND(100.0 * SUM(i.insurance) / SUM(i.total), 2) AS insurance_pct FROM invoices i
           JOIN rentals r ON r.rental_id = i.rental_id JOIN units u ON u.unit_id = r.unit_id
           JOIN facilities f ON f.facility_id = u.facility_id
           WHERE i.issued_on >= '2025-01-01' GROUP BY f.facility_id ORDER BY f.name""",
        "How much of each site's billing this year is insurance premium? Give it as a percentage.",
        "For 2025, what percentage of invoiced amounts at each facility came from goods insurance?",
    ),
]
