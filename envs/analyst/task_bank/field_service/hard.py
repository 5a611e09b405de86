"""Gold questions over ``field_service``, the hard section of ``TEMPLATES``: 3+ tables, nesting, ranking, windows."""

from envs.analyst.task_bank.calendar_sql import month_only
from envs.analyst.task_bank.field_service.fragments import CALL_OUT, ENGINEER, FULL_YEARS, _months
from envs.analyst.tasks import template

VISITS_PER_JOB = "SELECT job_id, COUNT(*) AS visits FROM visits GROUP BY job_id"

TEMPLATES = [
    template(
        "first_time_fix_rate_in_year", "hard",
        f"""WITH per_job AS ({VISITS_PER_JOB})
            SELECT ROUND(100.0 * SUM(pj.visits = 1) / COUNT(*), 2) FROM jobs j JOIN per_job pj ON pj.job_id = j.job_id
            WHERE j.job_type = 'Breakdown' AND j.status = 'Completed' AND substr(j.completed_on, 1, 4) = {{year}}""",
        "What was our first-time fix rate on breakdowns in {year}?",
        "Of the breakdowns we finished in {year}, what percentage were sorted in a single visit?",
        slots=FULL_YEARS, n=2,
    ),
    template(
        "first_time_fix_by_engineer_2025", "hard",
        f"""WITH first_visit AS (
                SELECT job_id, engineer_id,
                       ROW_NUMBER() OVER (PARTITION BY job_id ORDER BY visit_date, visit_id) AS k FROM visits),
            per_job AS ({VISITS_PER_JOB})
            SELECT {ENGINEER} AS engineer, ROUND(100.0 * SUM(pj.visits = 1) / COUNT(*), 2) AS first_time_fix_pct
            FROM jobs j JOIN first_visit f ON f.job_id = j.job_id AND f.k = 1
            JOIN per_job pj ON pj.job_id = j.job_id JOIN engineers e ON e.engineer_id = f.engineer_id
            WHERE j.job_type = 'Breakdown' AND j.status = 'Completed'
              AND j.completed_on BETWEEN '2025-01-01' AND '2025-12-31'
            GROUP BY e.engineer_id ORDER BY first_time_fix_pct DESC""",
        "Rank the engineers by first-time fix rate on this year's completed breakdowns, crediting whoever made the "
        "first visit.",
        "For breakdowns finished in 2025, what's each engineer's first-time fix percentage (jobs they went to first "
        "that needed no second visit)?",
    ),
    template(
        "owed_by_customer_type", "hard",
        """SELECT c.customer_type, ROUND(SUM(i.total), 2) AS owed FROM invoices i
           JOIN jobs j ON j.job_id = i.job_id JOIN properties p ON p.property_id = j.property_id
           JOIN customers c ON c.customer_id = p.customer_id
           WHERE i.status <> 'Paid' GROUP BY c.customer_type ORDER BY owed DESC""",
        "Who owes us the money: how much is outstanding from homeowners, landlords and letting agents?",
        "Split what we're owed by type of customer.",
    ),
    template(
        "top_debtors", "hard",
        """SELECT c.name, ROUND(SUM(i.total), 2) AS owed FROM invoices i
           JOIN jobs j ON j.job_id = i.job_id JOIN properties p ON p.property_id = j.property_id
           JOIN customers c ON c.customer_id = p.customer_id
           WHERE i.status = 'Overdue' GROUP BY c.customer_id ORDER BY owed DESC LIMIT 3""",
        "Which three customers have the most overdue money with us, and how much each?",
        "Chase list: the top 3 customers by overdue balance.",
    ),
    template(
        "emergency_response_by_year", "hard",
        """WITH first_visit AS (SELECT job_id, MIN(visit_date) AS first_day FROM visits GROUP BY job_id)
           SELECT substr(j.reported_on, 1, 4) AS year,
                  ROUND(AVG(julianday(f.first_day) - julianday(j.reported_on)), 2) AS avg_days
           FROM jobs j JOIN first_visit f ON f.job_id = j.job_id
           WHERE j.priority = 'Emergency' GROUP BY year ORDER BY year""",
        "How quickly do we get to emergencies? Average days from the call to the first visit, by year.",
        "Each year, on average how many days passed between an emergency being reported and our first visit?",
    ),
    template(
        "renewal_rate_2024", "hard",
        """SELECT ROUND(100.0 * SUM(EXISTS (SELECT 1 FROM contracts r WHERE r.property_id = c.property_id
                                            AND r.start_date = date(c.end_date, '+1 day'))) / COUNT(*), 2)
           FROM contracts c WHERE c.status = 'Expired' AND c.end_date BETWEEN '2024-01-01' AND '2024-12-31'""",
        "Of the cover contracts that ran their full year and came up for renewal in 2024, what percentage renewed?",
        "What was our cover renewal rate in 2024 (terms ending that year that rolled straight into a new one)?",
    ),
    template(
        "covered_parts_cost_by_plan_2025", "hard",
        """SELECT c.plan, ROUND(SUM(jp.quantity * jp.unit_cost), 2) AS parts_cost
           FROM jobs j JOIN contracts c ON c.contract_id = j.contract_id JOIN job_parts jp ON jp.job_id = j.job_id
           WHERE j.completed_on BETWEEN '2025-01-01' AND '2025-12-31' GROUP BY c.plan ORDER BY parts_cost DESC""",
        "What have the parts on cover jobs cost us this year, plan by plan?",
        "For jobs done under cover in 2025, how much did we spend on parts for each plan?",
    ),
    template(
        "labour_cost_by_job_type_2025", "hard",
        """SELECT j.job_type, ROUND(SUM(v.hours_on_site * e.hourly_rate), 2) AS labour_cost
           FROM visits v JOIN engineers e ON e.engineer_id = v.engineer_id JOIN jobs j ON j.job_id = v.job_id
           WHERE v.visit_date BETWEEN '2025-01-01' AND '2025-12-31' GROUP BY j.job_type ORDER BY labour_cost DESC""",
        "What did our engineers' time on site cost us this year for each type of job, at what we pay them per hour?",
        "Wage cost of site hours in 2025 by job type (logged hours times each engineer's hourly rate).",
    ),
    template(
        "top_landlords_billed_2025", "hard",
        """SELECT c.name, ROUND(SUM(i.total), 2) AS billed FROM invoices i
           JOIN jobs j ON j.job_id = i.job_id JOIN properties p ON p.property_id = j.property_id
           JOIN customers c ON c.customer_id = p.customer_id
           WHERE c.customer_type = 'Landlord' AND substr(i.issued_on, 1, 4) = '2025'
           GROUP BY c.customer_id ORDER BY billed DESC LIMIT 3""",
        "Which three landlords did we bill the most this year, and how much?",
        "Top 3 private landlords by what we invoiced them in 2025, VAT included.",
    ),
    template(
        "billed_to_agency_this_year", "hard",
        """SELECT ROUND(SUM(i.total), 2) FROM invoices i
           JOIN jobs j ON j.job_id = i.job_id JOIN properties p ON p.property_id = j.property_id
           JOIN customers c ON c.customer_id = p.customer_id
           WHERE c.name = {agency} AND substr(i.issued_on, 1, 4) = '2025'""",
        "How much have we billed {agency} this year?",
        "What's the total of this year's invoices to {agency}, VAT included?",
        slots="SELECT name AS agency FROM customers WHERE customer_type = 'Letting Agent' ORDER BY name",
        n=2,
    ),
    template(
        "boilers_fitted_by_make_2025", "hard",
        """SELECT pt.name, SUM(jp.quantity) AS fitted FROM jobs j JOIN job_parts jp ON jp.job_id = j.job_id
           JOIN parts pt ON pt.part_id = jp.part_id
           WHERE pt.category = 'Boilers' AND j.completed_on BETWEEN '2025-01-01' AND '2025-12-31'
           GROUP BY pt.part_id ORDER BY fitted DESC""",
        "Which boilers did we fit this year, and how many of each?",
        "Count of new boilers installed in 2025 by model, most popular first.",
    ),
    template(
        "busiest_callout_month_each_year", "hard",
        f"""WITH monthly AS (
                SELECT substr(reported_on, 1, 4) AS year, substr(reported_on, 1, 7) AS month, COUNT(*) AS callouts
                FROM jobs WHERE {CALL_OUT} GROUP BY month),
            ranked AS (SELECT *, RANK() OVER (PARTITION BY year ORDER BY callouts DESC) AS rnk FROM monthly)
            SELECT year, {month_only("month")} AS busiest_month, callouts FROM ranked WHERE rnk = 1 ORDER BY year""",
        "For each year, which month had the most call-outs, and how many?",
        "When does the phone ring hardest? Peak month for breakdowns and leaks in each year.",
    ),
    template(
        "running_invoiced_2025", "hard",
        """WITH monthly AS (
               SELECT substr(issued_on, 1, 7) AS month, SUM(total) AS invoiced FROM invoices
               WHERE issued_on BETWEEN '2025-01-01' AND '2025-12-31' GROUP BY month)
           SELECT month, ROUND(SUM(invoiced) OVER (ORDER BY month), 2) AS invoiced_to_date
           FROM monthly ORDER BY month""",
        "Show me how this year's invoicing built up, as a running total at the end of each month.",
        "Cumulative amount invoiced (VAT in) month by month through 2025.",
    ),
    template(
        "callouts_change_vs_previous_month", "hard",
        f"""WITH monthly AS (SELECT substr(reported_on, 1, 7) AS month, COUNT(*) AS callouts FROM jobs
                             WHERE {CALL_OUT} GROUP BY month),
            change AS (SELECT month, 100.0 * (callouts - LAG(callouts) OVER (ORDER BY month))
                                     / LAG(callouts) OVER (ORDER BY month) AS pct FROM monthly)
            SELECT ROUND(pct, 2) FROM change WHERE month = {{month}}""",
        "By what percentage did call-outs change in {month_name} compared with the month before?",
        "How did the number of call-outs in {month_name} compare with the previous month, as a percentage change?",
        slots=_months("jobs", "reported_on", "2023-09", "2025-12"), n=2,
    ),
    template(
        "lapsed_cover_properties", "hard",
        """SELECT COUNT(DISTINCT property_id) FROM contracts
           WHERE property_id NOT IN (SELECT property_id FROM contracts WHERE status = 'Active')""",
        "How many properties used to have cover with us but don't any more?",
        "Count the properties that had a cover plan at some point but have no live contract now.",
    ),
    template(
        "let_properties_without_gas_safety_2025", "hard",
        """SELECT COUNT(*) FROM properties p JOIN customers c ON c.customer_id = p.customer_id
           WHERE c.customer_type IN ('Landlord', 'Letting Agent')
             AND p.property_id NOT IN (SELECT property_id FROM jobs
                                       WHERE job_type = 'Gas Safety Check' AND status = 'Completed'
                                         AND completed_on BETWEEN '2025-01-01' AND '2025-12-31')""",
        "How many of the let properties we look after haven't had a gas safety check done by us this year?",
        "Landlord and agency properties with no completed gas safety check from us in 2025: how many?",
    ),
    template(
        "days_to_pay_by_customer_type_2025", "hard",
        """SELECT c.customer_type, ROUND(AVG(julianday(i.paid_on) - julianday(i.issued_on)), 2) AS avg_days
           FROM invoices i JOIN jobs j ON j.job_id = i.job_id JOIN properties p ON p.property_id = j.property_id
           JOIN customers c ON c.customer_id = p.customer_id
           WHERE i.status = 'Paid' AND substr(i.issued_on, 1, 4) = '2025'
           GROUP BY c.customer_type ORDER BY avg_days DESC""",
        "How long does each type of customer take to pay us? Average days from invoice to payment for this year's "
        "paid bills.",
        "Slowest payers first: average days to pay by customer type, for invoices raised in 2025 and since paid.",
    ),
    template(
        "stuck_awaiting_parts", "hard",
        """WITH last_visit AS (SELECT job_id, MAX(visit_date) AS last_day FROM visits GROUP BY job_id)
           SELECT p.address, p.town, CAST(julianday('2025-12-31') - julianday(l.last_day) AS INTEGER) AS days_waiting
           FROM jobs j JOIN last_visit l ON l.job_id = j.job_id JOIN properties p ON p.property_id = j.property_id
           WHERE j.status = 'Awaiting Parts' AND l.last_day < '2025-12-01' ORDER BY days_waiting DESC""",
        "Which jobs have been stuck waiting on parts for more than a month since our last visit? Address and days "
        "waiting, longest first.",
        "List the awaiting-parts jobs where nobody's been back for over a month, with how many days it's been.",
    ),
    template(
        "top_parts_spend_2025", "hard",
        """SELECT pt.name, ROUND(SUM(jp.quantity * jp.unit_cost), 2) AS spend
           FROM jobs j JOIN job_parts jp ON jp.job_id = j.job_id JOIN parts pt ON pt.part_id = jp.part_id
           WHERE pt.category <> 'Boilers' AND j.completed_on BETWEEN '2025-01-01' AND '2025-12-31'
           GROUP BY pt.part_id ORDER BY spend DESC LIMIT 3""",
        "Boilers aside, which three parts did we spend the most on this year?",
        "Leaving out the boilers themselves, what were our top 3 parts by cost in 2025?",
    ),
    template(
        "breakdowns_by_boiler_age_2025", "hard",
        """WITH banded AS (
               SELECT property_id, CASE WHEN 2025 - boiler_installed < 5 THEN 'Under 5'
                                        WHEN 2025 - boiler_installed < 10 THEN '5-9'
                                        WHEN 2025 - boiler_installed < 15 THEN '10-14'
                                        ELSE '15 or more' END AS age_band
               FROM properties WHERE boiler_installed IS NOT NULL),
           counts AS (
               SELECT b.age_band, COUNT(*) AS properties,
                      (SELECT COUNT(*) FROM jobs j JOIN banded b2 ON b2.property_id = j.property_id
                       WHERE b2.age_band = b.age_band AND j.job_type = 'Breakdown'
                         AND j.reported_on BETWEEN '2025-01-01' AND '2025-12-31') AS breakdowns
               FROM banded b GROUP BY b.age_band)
           SELECT age_band, ROUND(1.0 * breakdowns / properties, 3) AS breakdowns_per_property FROM counts
           ORDER BY breakdowns_per_property""",
        "Do older boilers really break down more? Breakdowns per property this year by boiler age: under 5, 5-9, "
        "10-14 and 15+ years.",
        "For 2025, how many breakdowns per property did we see in each boiler age band (under 5, 5-9, 10-14, 15 or "
        "more years old)?",
    ),
    template(
        "visits_per_breakdown_covered_or_not", "hard",
        f"""WITH per_job AS ({VISITS_PER_JOB})
            SELECT CASE WHEN j.contract_id IS NULL THEN 'Chargeable' ELSE 'Under cover' END AS kind,
                   ROUND(AVG(pj.visits), 2) AS avg_visits
            FROM jobs j JOIN per_job pj ON pj.job_id = j.job_id
            WHERE j.job_type = 'Breakdown' AND j.status = 'Completed' GROUP BY kind ORDER BY kind""",
        "Do cover customers' breakdowns take more visits to fix than paying customers'? Average visits per "
        "completed breakdown for each.",
        "Average number of visits to finish a breakdown: under cover versus chargeable.",
    ),
    template(
        "customer_total_paid", "hard",
        """SELECT ROUND(SUM(i.total), 2) FROM invoices i JOIN jobs j ON j.job_id = i.job_id
           JOIN properties p ON p.property_id = j.property_id JOIN customers c ON c.customer_id = p.customer_id
           WHERE c.email = {email} AND i.status = 'Paid'""",
        "How much has {name} ({email}) paid us altogether?",
        "What's the total {name}, email {email}, has paid on our invoices so far?",
        slots="""SELECT c.name, c.email FROM customers c JOIN properties p ON p.customer_id = c.customer_id
                 JOIN jobs j ON j.property_id = p.property_id JOIN invoices i ON i.job_id = j.job_id
                 WHERE c.customer_type = 'Homeowner' AND c.email IS NOT NULL AND i.status = 'Paid'
                 GROUP BY c.customer_id HAVING COUNT(*) >= 4 ORDER BY c.customer_id""",
        n=2,
    ),
    template(
        "new_customers_first_job_2025", "hard",
        """SELECT COUNT(*) FROM (SELECT p.customer_id, MIN(j.reported_on) AS first_job
                                 FROM jobs j JOIN properties p ON p.property_id = j.property_id GROUP BY p.customer_id)
           WHERE first_job BETWEEN '2025-01-01' AND '2025-12-31'""",
        "How many customers came to us for the first time this year, going by their first ever job?",
        "Brand-new customers in 2025: how many had their first ever job with us that year?",
    ),
    template(
        "top_engineer_per_job_type_2025", "hard",
        f"""WITH counts AS (
                SELECT j.job_type, {ENGINEER} AS engineer, COUNT(*) AS visits
                FROM visits v JOIN engineers e ON e.engineer_id = v.engineer_id JOIN jobs j ON j.job_id = v.job_id
                WHERE v.visit_date BETWEEN '2025-01-01' AND '2025-12-31' GROUP BY j.job_type, e.engineer_id),
            ranked AS (SELECT *, RANK() OVER (PARTITION BY job_type ORDER BY visits DESC) AS rnk FROM counts)
            SELECT job_type, engineer, visits FROM ranked WHERE rnk = 1 ORDER BY job_type""",
        "For each type of job, which engineer did the most visits this year?",
        "Who's our go-to engineer for each kind of work in 2025, by number of visits?",
    ),
    template(
        "average_installation_bill_by_boiler", "hard",
        """SELECT pt.name, ROUND(AVG(i.total), 2) AS avg_bill FROM invoices i JOIN jobs j ON j.job_id = i.job_id
           JOIN job_parts jp ON jp.job_id = j.job_id JOIN parts pt ON pt.part_id = jp.part_id
           WHERE pt.category = 'Boilers' GROUP BY pt.part_id ORDER BY avg_bill DESC""",
        "What does a new boiler typically cost the customer, by the model we fit? Average invoice including VAT.",
        "Average installation invoice for each boiler model we put in, dearest first.",
    ),
    template(
        "engineers_more_hours_than_last_year", "hard",
        f"""WITH hours AS (
                SELECT v.engineer_id,
                       SUM(CASE WHEN substr(v.visit_date, 1, 4) = '2024' THEN v.hours_on_site END) AS h2024,
                       SUM(CASE WHEN substr(v.visit_date, 1, 4) = '2025' THEN v.hours_on_site END) AS h2025
                FROM visits v GROUP BY v.engineer_id)
            SELECT {ENGINEER} AS engineer, ROUND(100.0 * (h.h2025 - h.h2024) / h.h2024, 2) AS pct_change
            FROM hours h JOIN engineers e ON e.engineer_id = h.engineer_id
            WHERE h.h2024 > 0 AND h.h2025 > 0 AND e.left_on IS NULL ORDER BY pct_change DESC""",
        "For the engineers who worked both years and are still with us, how did their site hours change from last "
        "year to this, in percent?",
        "Percentage change in logged site hours, 2024 to 2025, for each current engineer who was here in both years.",
    ),
]
