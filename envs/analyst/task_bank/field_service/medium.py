"""Gold questions over ``field_service``, the medium section of ``TEMPLATES``: a join, or grouping."""

from envs.analyst.task_bank.calendar_sql import month_only
from envs.analyst.task_bank.field_service.fragments import CALL_OUT, ENGINEER, FULL_YEARS
from envs.analyst.tasks import template

TEMPLATES = [
    template(
        "jobs_by_type_this_year", "medium",
        """SELECT job_type, COUNT(*) AS jobs FROM jobs WHERE reported_on BETWEEN '2025-01-01' AND '2025-12-31'
           GROUP BY job_type ORDER BY jobs DESC""",
        "What kinds of work came in this year? Number of jobs of each type, biggest first.",
        "Break down 2025's jobs by type for me.",
    ),
    template(
        "breakdowns_by_month_2024", "medium",
        f"""SELECT {month_only("substr(reported_on, 1, 7)")} AS month, COUNT(*) AS breakdowns FROM jobs
            WHERE job_type = 'Breakdown' AND substr(reported_on, 1, 4) = '2024'
            GROUP BY substr(reported_on, 1, 7) ORDER BY substr(reported_on, 1, 7)""",
        "Show me how many breakdowns we had each month last year.",
        "Month by month through 2024, how many boiler breakdowns were reported?",
    ),
    template(
        "busiest_engineer_in_year", "medium",
        f"""SELECT {ENGINEER} AS engineer, COUNT(*) AS visits
            FROM visits v JOIN engineers e ON e.engineer_id = v.engineer_id
            WHERE substr(v.visit_date, 1, 4) = {{year}} GROUP BY e.engineer_id ORDER BY visits DESC LIMIT 1""",
        "Who was our busiest engineer in {year}, going by the number of visits?",
        "Which engineer went out on the most visits in {year}, and how many?",
        slots=FULL_YEARS, n=2,
    ),
    template(
        "hours_per_engineer_2025", "medium",
        f"""SELECT {ENGINEER} AS engineer, ROUND(SUM(v.hours_on_site), 2) AS hours
            FROM visits v JOIN engineers e ON e.engineer_id = v.engineer_id
            WHERE v.visit_date BETWEEN '2025-01-01' AND '2025-12-31' GROUP BY e.engineer_id ORDER BY hours DESC""",
        "How many hours on site has each engineer logged this year? Most first.",
        "Give me this year's logged site hours per engineer, highest to lowest.",
    ),
    template(
        "live_contracts_by_plan", "medium",
        """SELECT plan, COUNT(*) AS contracts, ROUND(SUM(monthly_fee), 2) AS monthly_income FROM contracts
           WHERE status = 'Active' GROUP BY plan ORDER BY contracts DESC""",
        "How are our live cover contracts split between the plans, and what does each plan bring in a month?",
        "For each cover plan, how many live contracts and how much monthly income?",
    ),
    template(
        "plan_fees_before_and_after_rise", "medium",
        """SELECT plan, MIN(monthly_fee) AS old_fee, MAX(monthly_fee) AS new_fee FROM contracts
           GROUP BY plan ORDER BY old_fee""",
        "What did each cover plan cost a month before the April 2025 price rise, and what does it cost now?",
        "Old and new monthly fee for every plan, cheapest plan first.",
    ),
    template(
        "properties_per_town", "medium",
        "SELECT town, COUNT(*) AS properties FROM properties GROUP BY town ORDER BY properties DESC",
        "Where is our work? Number of properties we look after in each town.",
        "How many properties have we got on the books per town, most first?",
    ),
    template(
        "top_boiler_makes", "medium",
        """SELECT boiler_make, COUNT(*) AS boilers FROM properties WHERE boiler_make IS NOT NULL
           GROUP BY boiler_make ORDER BY boilers DESC LIMIT 3""",
        "Which three boiler makes do we come across most in our customers' homes?",
        "Top 3 makes of boiler across the properties we look after, with how many of each.",
    ),
    template(
        "revenue_by_job_type_2025", "medium",
        """SELECT j.job_type, ROUND(SUM(i.labour + i.parts), 2) AS revenue
           FROM invoices i JOIN jobs j ON j.job_id = i.job_id
           WHERE substr(i.issued_on, 1, 4) = '2025' GROUP BY j.job_type ORDER BY revenue DESC""",
        "What has each type of job earned us this year, net of VAT?",
        "Split this year's turnover (ex VAT) by the kind of job it came from.",
    ),
    template(
        "payment_methods_in_year", "medium",
        """SELECT payment_method, COUNT(*) AS invoices FROM invoices WHERE substr(paid_on, 1, 4) = {year}
           GROUP BY payment_method ORDER BY invoices DESC""",
        "How did customers pay us in {year}? Number of invoices settled by each method.",
        "Card, bank transfer, cash or cheque: how many payments of each did we take in {year}?",
        slots=FULL_YEARS, n=2,
    ),
    template(
        "properties_per_agency", "medium",
        """SELECT c.name, COUNT(*) AS properties FROM customers c JOIN properties p ON p.customer_id = c.customer_id
           WHERE c.customer_type = 'Letting Agent' GROUP BY c.customer_id ORDER BY properties DESC""",
        "How many properties does each letting agent have with us?",
        "For each of the agencies we work for, how many of their lets do we look after?",
    ),
    template(
        "same_day_emergencies_2025", "medium",
        """SELECT COUNT(DISTINCT j.job_id) FROM jobs j JOIN visits v ON v.job_id = j.job_id
           WHERE j.priority = 'Emergency' AND v.visit_date = j.reported_on
             AND j.reported_on BETWEEN '2025-01-01' AND '2025-12-31'""",
        "How many of this year's emergencies did we get someone out to on the same day they rang?",
        "In 2025, for how many emergency jobs was an engineer on site the day it was reported?",
    ),
    template(
        "most_fitted_spare", "medium",
        """SELECT p.name, SUM(jp.quantity) AS fitted FROM job_parts jp JOIN parts p ON p.part_id = jp.part_id
           WHERE p.category = 'Boiler Spares' GROUP BY p.part_id ORDER BY fitted DESC LIMIT 1""",
        "Which boiler spare do we fit most often?",
        "Across all our jobs, what's the boiler spare part we've gone through the most of, and how many?",
    ),
    template(
        "engineer_visits_2025", "medium",
        f"""SELECT COUNT(*) FROM visits v JOIN engineers e ON e.engineer_id = v.engineer_id
            WHERE {ENGINEER} = {{engineer}} AND v.visit_date BETWEEN '2025-01-01' AND '2025-12-31'""",
        "How many visits has {engineer} done this year?",
        "What's {engineer}'s visit count for 2025?",
        "This year, how many times has {engineer} been out to a job?",
        slots=f"""SELECT {ENGINEER} AS engineer FROM engineers e WHERE e.left_on IS NULL
                  AND e.first_name <> 'Dave' ORDER BY e.engineer_id""",
        n=3,
    ),
    template(
        "cancellation_rate_by_type", "medium",
        """SELECT job_type, ROUND(100.0 * SUM(status = 'Cancelled') / COUNT(*), 2) AS cancelled_pct FROM jobs
           GROUP BY job_type ORDER BY cancelled_pct DESC""",
        "What percentage of each type of job ends up cancelled?",
        "Cancellation rate by job type, as a percentage, worst first.",
    ),
    template(
        "invoiced_by_month_first_half_2025", "medium",
        f"""SELECT {month_only("substr(issued_on, 1, 7)")} AS month, ROUND(SUM(total), 2) AS invoiced FROM invoices
            WHERE issued_on BETWEEN '2025-01-01' AND '2025-06-30'
            GROUP BY substr(issued_on, 1, 7) ORDER BY substr(issued_on, 1, 7)""",
        "How much did we bill each month from January to June this year, VAT included?",
        "Give me the invoiced total for every month of the first half of 2025.",
    ),
    template(
        "overdue_by_job_type", "medium",
        """SELECT j.job_type, ROUND(SUM(i.total), 2) AS overdue FROM invoices i JOIN jobs j ON j.job_id = i.job_id
           WHERE i.status = 'Overdue' GROUP BY j.job_type ORDER BY overdue DESC""",
        "What kind of work is the overdue money for? Total overdue by job type.",
        "Break down our overdue invoices by job type, biggest amount first.",
    ),
    template(
        "covered_share_of_breakdowns", "medium",
        """SELECT substr(reported_on, 1, 4) AS year,
                  ROUND(100.0 * SUM(contract_id IS NOT NULL) / COUNT(*), 2) AS covered_pct
           FROM jobs WHERE job_type = 'Breakdown' GROUP BY year ORDER BY year""",
        "Each year, what percentage of breakdowns were for boiler cover customers?",
        "Year by year, what share of the breakdowns we attended came under a cover plan?",
    ),
    template(
        "biggest_landlords", "medium",
        """SELECT c.name, COUNT(*) AS properties FROM customers c JOIN properties p ON p.customer_id = c.customer_id
           WHERE c.customer_type = 'Landlord' GROUP BY c.customer_id ORDER BY properties DESC, c.name LIMIT 3""",
        "Who are our three biggest landlords by number of properties?",
        "Which three private landlords have the most lets with us, and how many each?",
    ),
    template(
        "callouts_to_address", "medium",
        f"""SELECT COUNT(*) FROM jobs j JOIN properties p ON p.property_id = j.property_id
            WHERE p.address = {{address}} AND p.town = {{town}} AND j.{CALL_OUT}""",
        "How many times have we been called out to {address}, {town}?",
        "How many breakdowns and leaks have we had at {address} in {town}?",
        slots=f"""SELECT p.address, p.town FROM properties p JOIN jobs j ON j.property_id = p.property_id
                  WHERE j.{CALL_OUT} GROUP BY p.property_id HAVING COUNT(*) >= 5 ORDER BY p.property_id""",
        n=2,
    ),
    template(
        "most_breakdowns_property_2025", "medium",
        f"""SELECT p.address, p.town, COUNT(*) AS breakdowns
            FROM jobs j JOIN properties p ON p.property_id = j.property_id
            WHERE j.job_type = 'Breakdown' AND j.reported_on BETWEEN '2025-01-01' AND '2025-12-31'
            GROUP BY p.property_id ORDER BY breakdowns DESC LIMIT 1""",
        "Whose boiler has let them down most this year? Give me the property and how many breakdowns.",
        "Which address has had the most boiler breakdowns in 2025, and how many?",
    ),
    template(
        "average_labour_per_breakdown_by_year", "medium",
        """SELECT substr(i.issued_on, 1, 4) AS year, ROUND(AVG(i.labour), 2) AS avg_labour
           FROM invoices i JOIN jobs j ON j.job_id = i.job_id WHERE j.job_type = 'Breakdown'
           GROUP BY year ORDER BY year""",
        "What's the average labour charge on a breakdown invoice, year by year?",
        "How has the typical labour bill for a breakdown moved each year since we started these books?",
    ),
]
