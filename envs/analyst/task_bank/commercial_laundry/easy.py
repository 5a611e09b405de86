"""Gold questions over ``commercial_laundry``, the easy section of ``TEMPLATES``: one table."""

from envs.analyst.task_bank.commercial_laundry.fragments import (
    FULL_YEARS, LAST_MONTH, LAST_YEAR, THIS_YEAR, TODAY, _months, _outstanding, _overdue,
)
from envs.analyst.tasks import template

TEMPLATES = [
    template(
        "active_clients", "easy",
        "SELECT COUNT(*) FROM clients WHERE status = 'Active'",
        "How many clients are we washing for at the moment?",
        "How many live laundry accounts have we got on the books right now?",
    ),
    template(
        "clients_lost_to_competitor", "easy",
        "SELECT COUNT(*) FROM clients WHERE status = 'Lost' AND lost_to = {competitor}",
        "How many of our accounts have gone over to {competitor}?",
        "{competitor} keeps poaching our customers. How many clients have we lost to them?",
        slots="SELECT DISTINCT lost_to AS competitor FROM clients WHERE lost_to IS NOT NULL ORDER BY competitor", n=2,
    ),
    template(
        "contracts_up_for_renewal", "easy",
        f"""SELECT name, contract_end FROM clients
            WHERE status = 'Active' AND contract_end BETWEEN {TODAY} AND '2026-02-14' ORDER BY contract_end, name""",
        "Whose laundry contracts run out in the next three months? Give me the client and the end date.",
        "Which accounts have their contract term ending between now and mid-February 2026, soonest first?",
    ),
    template(
        "rolling_contracts", "easy",
        "SELECT COUNT(*) FROM clients WHERE status = 'Active' AND contract_end IS NULL",
        "How many of our current clients are on a rolling contract with no fixed end date?",
        "Of the accounts we serve today, how many have no end date on their contract, just rolling on?",
    ),
    template(
        "kg_collected_in_month", "easy",
        "SELECT ROUND(SUM(kg_collected), 1) FROM collections WHERE substr(collected_on, 1, 7) = {month}",
        "How many kilos of dirty linen did the vans bring in during {month_name}?",
        "What was our total kilos collected in {month_name}?",
        slots=_months("collections", "collected_on", "2023-05", "2025-10"), n=2,
    ),
    template(
        "missed_collections_this_year", "easy",
        f"SELECT COUNT(*) FROM collections WHERE status = 'Missed' AND collected_on {THIS_YEAR}",
        "How many collections have the drivers missed so far this year?",
        "This year to date, how many times did a van turn up and fail to pick up the laundry?",
    ),
    template(
        "collections_in_process", "easy",
        "SELECT COUNT(*) FROM collections WHERE status = 'In Process'",
        "How many collections are in the building right now, picked up but not yet delivered back clean?",
        "Count the loads of client laundry we're still working through that haven't gone back out.",
    ),
    template(
        "rewash_rate_this_year", "easy",
        f"SELECT ROUND(100.0 * AVG(rewash), 2) FROM batches WHERE washed_on {THIS_YEAR}",
        "What's our rewash rate this year, as a percentage of batches?",
        "So far in 2025, what share of wash batches failed inspection and had to go round again?",
    ),
    template(
        "invoiced_in_year", "easy",
        "SELECT ROUND(SUM(total), 2) FROM invoices WHERE substr(week_start, 1, 4) = {year}",
        "How much did we invoice clients for in {year}, all in?",
        "What's the total we billed for laundry work done in {year}, write-off charges and all?",
        slots=FULL_YEARS, n=2,
    ),
    template(
        "money_owed_to_us", "easy",
        f"SELECT ROUND(SUM(total - amount_paid), 2) FROM invoices WHERE {_outstanding()}",
        "How much money are clients sitting on that they still owe us, across all open invoices?",
        "What's the total of our unpaid and part-paid invoices, the bit still to come in?",
    ),
    template(
        "money_overdue", "easy",
        f"SELECT ROUND(SUM(total - amount_paid), 2) FROM invoices WHERE {_overdue()}",
        "Of what clients owe us, how much is already past its due date?",
        "What's the total overdue on our invoices as of today?",
    ),
    template(
        "part_paid_invoices", "easy",
        "SELECT COUNT(*) FROM invoices WHERE status = 'Part Paid'",
        "How many invoices have clients paid only part of?",
        "Count the bills where the customer has settled some but not all of it.",
    ),
    template(
        "cash_received_last_month", "easy",
        f"SELECT ROUND(SUM(amount_paid), 2) FROM invoices WHERE paid_on {LAST_MONTH}",
        "What were our takings last month, money actually received from clients?",
        "How much cash came in from customers paying their invoices in October?",
    ),
    template(
        "minimum_top_ups_this_year", "easy",
        f"SELECT ROUND(SUM(minimum_top_up), 2) FROM invoices WHERE week_start {THIS_YEAR}",
        "How much have we billed this year purely from clients falling short of their weekly minimum?",
        "This year, what's the total of the minimum-charge top-ups on our invoices?",
    ),
    template(
        "writeoff_charges_last_year", "easy",
        f"SELECT ROUND(SUM(charge), 2) FROM linen_writeoffs WHERE written_off_on {LAST_YEAR}",
        "What did we charge clients for lost and ruined linen during 2024?",
        "Last year, how much were the linen write-off charges passed on to customers worth?",
    ),
    template(
        "pieces_ruined_by_our_machines", "easy",
        "SELECT SUM(quantity) FROM linen_writeoffs WHERE reason = 'Machine Damage'",
        "How many pieces of clients' linen have our own washers wrecked over the years?",
        "Count the items we've had to write off because our machines damaged them.",
    ),
    template(
        "breakdowns_this_year", "easy",
        f"SELECT COUNT(*) FROM machine_jobs WHERE job_type = 'Breakdown' AND reported_on {THIS_YEAR}",
        "How many times has a washer broken down this year?",
        "Phil wants the number of machine breakdowns logged since January.",
    ),
    template(
        "service_spend_last_year", "easy",
        f"SELECT ROUND(SUM(cost), 2) FROM machine_jobs WHERE job_type = 'Service' AND reported_on {LAST_YEAR}",
        "What did routine servicing of the washers cost us in 2024?",
        "How much went on planned machine services last year, leaving breakdowns aside?",
    ),
    template(
        "washers_in_service", "easy",
        "SELECT name, make, capacity_kg FROM machines WHERE retired_on IS NULL ORDER BY name",
        "Which washers do we have on the floor now? Name, make and load capacity.",
        "List the washer-extractors still in service with how many kilos each takes.",
    ),
    template(
        "sick_shifts_last_month", "easy",
        f"SELECT COUNT(*) FROM shifts WHERE status = 'Sick' AND shift_date {LAST_MONTH}",
        "How many shifts were lost to sickness in October?",
        "Last month, how many rostered shifts did people phone in sick for?",
    ),
    template(
        "long_shifts_this_summer", "easy",
        "SELECT COUNT(*) FROM shifts WHERE hours > 8 AND shift_date BETWEEN '2025-07-01' AND '2025-08-31'",
        "In July and August this year, how many shifts ran past the standard eight hours?",
        "How many overtime shifts did the team put in over the summer holidays this year?",
    ),
    template(
        "staff_on_payroll", "easy",
        "SELECT COUNT(*) FROM staff WHERE left_on IS NULL",
        "How many people work for us today, office and floor together?",
        "What's our current headcount?",
    ),
    template(
        "current_drivers", "easy",
        """SELECT first_name || ' ' || last_name AS driver FROM staff
           WHERE role = 'Driver' AND left_on IS NULL ORDER BY last_name""",
        "Who are our van drivers at present?",
        "Give me the names of the drivers we employ now, by surname.",
    ),
    template(
        "dearest_per_kg_client", "easy",
        """SELECT name, rate_per_kg FROM clients WHERE status = 'Active' AND pricing = 'Per Kg'
           ORDER BY rate_per_kg DESC LIMIT 1""",
        "Which current per-kilo client pays us the highest rate, and what is it?",
        "Among live accounts priced by weight, who's on the best price per kg for us?",
    ),
    template(
        "clients_without_account_manager", "easy",
        "SELECT name FROM clients WHERE status = 'Active' AND account_manager_id IS NULL ORDER BY name",
        "Are any current clients without an account manager? Which ones?",
        "List the live accounts that nobody is looking after as account manager.",
    ),
    template(
        "days_to_pay_this_year", "easy",
        f"""SELECT ROUND(AVG(julianday(paid_on) - julianday(issued_on)), 1) FROM invoices
            WHERE status = 'Paid' AND issued_on {THIS_YEAR}""",
        "On average, how many days after we send an invoice are clients paying us this year?",
        "For invoices issued in 2025 and settled in full, how long does the money take to arrive, in days on average?",
    ),
    template(
        "new_clients_this_year", "easy",
        f"SELECT COUNT(*) FROM clients WHERE contract_start {THIS_YEAR}",
        "How many new accounts have we signed up this year?",
        "How many clients started a contract with us in 2025?",
    ),
]
