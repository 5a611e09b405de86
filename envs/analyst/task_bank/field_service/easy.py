"""Gold questions over ``field_service``, the easy section of ``TEMPLATES``: one table."""

from envs.analyst.task_bank.field_service.fragments import CALL_OUT, FULL_YEARS, LAST_WINTER, _months
from envs.analyst.tasks import template

TEMPLATES = [
    template(
        "landlord_count", "easy",
        "SELECT COUNT(*) FROM customers WHERE customer_type = 'Landlord'",
        "How many landlords do we do work for?",
        "Not counting the agencies, how many private landlords have we got on the books?",
    ),
    template(
        "customers_without_email", "easy",
        "SELECT COUNT(*) FROM customers WHERE email IS NULL",
        "How many customers have we got no email address for?",
        "The office wants to send invoices by email: how many customers are missing an email on their record?",
    ),
    template(
        "unknown_boilers", "easy",
        "SELECT COUNT(*) FROM properties WHERE boiler_make IS NULL",
        "For how many of the properties we look after do we not even know what make of boiler is in there?",
        "How many properties on our list have no boiler make recorded?",
    ),
    template(
        "properties_in_postcode_area", "easy",
        "SELECT COUNT(*) FROM properties WHERE postcode LIKE {area} || ' %'",
        "How many properties do we look after in the {area} postcode area?",
        "Count the addresses on our books with a {area} postcode.",
        slots="""SELECT DISTINCT substr(postcode, 1, instr(postcode, ' ') - 1) AS area FROM properties
                 WHERE area IN ('CX1', 'CX10') ORDER BY area""",
        n=2,
    ),
    template(
        "live_contracts", "easy",
        "SELECT COUNT(*) FROM contracts WHERE status = 'Active'",
        "How many cover contracts are live at the moment?",
        "Right now, how many properties are paying us for boiler cover?",
    ),
    template(
        "monthly_cover_income", "easy",
        "SELECT ROUND(SUM(monthly_fee), 2) FROM contracts WHERE status = 'Active'",
        "What's coming in every month from cover plans at the moment?",
        "If you add up the monthly fees on all the live cover contracts, what do you get?",
    ),
    template(
        "contracts_cancelled_this_year", "easy",
        "SELECT COUNT(*) FROM contracts WHERE status = 'Cancelled' AND substr(cancelled_on, 1, 4) = '2025'",
        "How many customers have cancelled their cover partway through this year?",
        "Count the cover contracts that were cancelled during 2025.",
    ),
    template(
        "breakdowns_last_winter", "easy",
        f"SELECT COUNT(*) FROM jobs WHERE job_type = 'Breakdown' AND {LAST_WINTER}",
        "How many boiler breakdowns did we get called about last winter?",
        "Between December 2024 and the end of February 2025, how many breakdown jobs came in?",
    ),
    template(
        "emergency_callouts_in_month", "easy",
        f"""SELECT COUNT(*) FROM jobs
            WHERE {CALL_OUT} AND priority = 'Emergency' AND substr(reported_on, 1, 7) = {{month}}""",
        "How many emergency call-outs did we have in {month_name}?",
        "In {month_name}, how many call-outs were logged as emergencies?",
        slots=_months("jobs", "reported_on", "2024-01", "2025-11"), n=2,
    ),
    template(
        "jobs_awaiting_parts", "easy",
        "SELECT COUNT(*) FROM jobs WHERE status = 'Awaiting Parts'",
        "How many jobs are sat waiting on parts right now?",
        "What's the number of open jobs held up because we're waiting for parts?",
    ),
    template(
        "amount_owed", "easy",
        "SELECT ROUND(SUM(total), 2) FROM invoices WHERE status <> 'Paid'",
        "How much are we owed at the moment?",
        "What's the total of all the invoices that haven't been paid yet, VAT included?",
    ),
    template(
        "overdue_invoice_count", "easy",
        "SELECT COUNT(*) FROM invoices WHERE status = 'Overdue'",
        "How many invoices are overdue?",
        "How many bills have gone past their due date without being paid?",
    ),
    template(
        "invoiced_in_month", "easy",
        "SELECT ROUND(SUM(total), 2) FROM invoices WHERE substr(issued_on, 1, 7) = {month}",
        "What did we invoice in {month_name}, including VAT?",
        "Total value of the invoices we raised in {month_name}, VAT and all?",
        slots=_months("invoices", "issued_on", "2023-09", "2025-11"), n=2,
    ),
    template(
        "revenue_in_year", "easy",
        "SELECT ROUND(SUM(labour + parts), 2) FROM invoices WHERE substr(issued_on, 1, 4) = {year}",
        "What was our turnover for {year}, before VAT?",
        "How much did we invoice in {year}, leaving the VAT out?",
        slots=FULL_YEARS, n=2,
    ),
    template(
        "biggest_invoice", "easy",
        "SELECT invoice_number, total FROM invoices ORDER BY total DESC LIMIT 1",
        "Which was the biggest invoice we've ever sent out, and what did it come to?",
        "Give me the invoice number and amount of our largest bill to date.",
    ),
    template(
        "no_access_visits_this_year", "easy",
        "SELECT COUNT(*) FROM visits WHERE outcome = 'No Access' AND visit_date BETWEEN '2025-01-01' AND '2025-12-31'",
        "How many wasted trips have we had this year where the engineer couldn't get in?",
        "This year, how many visits ended with no access to the property?",
    ),
    template(
        "qualified_engineers", "easy",
        "SELECT COUNT(*) FROM engineers WHERE grade <> 'Apprentice' AND left_on IS NULL",
        "How many qualified engineers have we got working for us now, apprentices aside?",
        "Excluding the apprentices, what's our current number of engineers?",
    ),
    template(
        "old_boilers", "easy",
        "SELECT COUNT(*) FROM properties WHERE boiler_installed < 2010",
        "How many of the boilers we look after are over 15 years old?",
        "Count the properties whose boiler went in before 2010.",
    ),
    template(
        "boilers_fitted_last_year", "easy",
        """SELECT COUNT(*) FROM jobs
           WHERE job_type = 'Installation' AND status = 'Completed' AND substr(completed_on, 1, 4) = '2024'""",
        "How many new boilers did we put in last year?",
        "In 2024, how many boiler installations did we finish?",
    ),
    template(
        "paid_late_this_year", "easy",
        "SELECT COUNT(*) FROM invoices WHERE paid_on > due_on AND substr(issued_on, 1, 4) = '2025'",
        "Of this year's invoices, how many were paid after the due date?",
        "How many of the bills we sent in 2025 got paid late?",
    ),
    template(
        "boiler_prices", "easy",
        "SELECT name, unit_cost FROM parts WHERE category = 'Boilers' ORDER BY unit_cost DESC",
        "What do the boilers we fit cost us from the supplier? Dearest first.",
        "List the boilers we install with their trade price, most expensive first.",
    ),
    template(
        "average_time_on_site", "easy",
        "SELECT ROUND(AVG(hours_on_site), 2) FROM visits WHERE outcome <> 'No Access'",
        "On average, how long is an engineer on site per visit, in hours? Leave out the no-access trips.",
        "What's the mean time spent at a property per visit, not counting the times we couldn't get in?",
    ),
    template(
        "boiler_at_address", "easy",
        "SELECT boiler_make || ' ' || boiler_model FROM properties WHERE address = {address} AND town = {town}",
        "What boiler is in at {address}, {town}?",
        "Remind me which boiler {address} in {town} has.",
        slots="""SELECT address, town FROM properties WHERE boiler_make IS NOT NULL AND property_id % 400 = 7
                 ORDER BY property_id""",
        n=2,
    ),
    template(
        "winter_vs_summer_breakdowns", "easy",
        """SELECT SUM(reported_on BETWEEN '2024-12-01' AND '2025-02-28') AS last_winter,
                  SUM(reported_on BETWEEN '2025-06-01' AND '2025-08-31') AS this_summer
           FROM jobs WHERE job_type = 'Breakdown'""",
        "How do breakdowns last winter compare with this summer? Give me both counts.",
        "Breakdown call-ins: December 2024 to February 2025 versus June to August 2025, how many in each?",
    ),
    template(
        "cheque_payments_this_year", "easy",
        "SELECT COUNT(*) FROM invoices WHERE payment_method = 'Cheque' AND substr(paid_on, 1, 4) = '2025'",
        "Does anyone still pay by cheque? How many invoices were settled that way this year?",
        "How many invoices got paid by cheque in 2025?",
    ),
]
