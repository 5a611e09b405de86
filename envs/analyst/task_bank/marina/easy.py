"""Gold questions over ``marina``, the easy section of ``TEMPLATES``: one table."""

from envs.analyst.task_bank.marina.fragments import FULL_YEARS, LAST_SEASON, PAID_VISIT, _months
from envs.analyst.tasks import template

TEMPLATES = [
    template(
        "visitor_only_berths", "easy",
        "SELECT COUNT(*) FROM berths WHERE annual_rate IS NULL",
        "How many of our berths are kept purely for visitors and never let on an annual contract?",
        "Out of all the berths and moorings, how many are visitor-only?",
    ),
    template(
        "pontoon_berths_without_power", "easy",
        "SELECT code FROM berths WHERE berth_type = 'Pontoon' AND has_power = 0 ORDER BY code",
        "Which pontoon berths still don't have shore power? Just the berth numbers.",
        "List the pontoon berths with no electric hook-up, in berth order.",
    ),
    template(
        "liveaboards_now", "easy",
        "SELECT COUNT(*) FROM berth_contracts WHERE status = 'Active' AND liveaboard = 1",
        "How many liveaboards have we got in the marina at the moment?",
        "Right now, how many of our berth holders are living on board?",
    ),
    template(
        "visitor_income_in_year", "easy",
        f"SELECT ROUND(SUM(fee), 2) FROM visits WHERE {PAID_VISIT} AND substr(arrival, 1, 4) = {{year}}",
        "What was our visitor income in {year}?",
        "How much did visiting boats pay us in berthing fees in {year}?",
        slots=FULL_YEARS, n=2,
    ),
    template(
        "visitor_money_owed", "easy",
        "SELECT ROUND(SUM(fee), 2) FROM visits WHERE status = 'Departed' AND payment_status = 'Unpaid'",
        "How much do visiting boats still owe us for stays they never paid for?",
        "What's the total of the visitor berthing bills that are still outstanding?",
    ),
    template(
        "diesel_price_august_2024", "easy",
        "SELECT DISTINCT price_per_litre FROM fuel_sales WHERE fuel = 'Diesel' AND substr(sold_at, 1, 7) = '2024-08'",
        "What were we charging a litre for diesel at the pump in August 2024?",
        "Back in August 2024, what was our diesel price per litre?",
    ),
    template(
        "fuel_takings_in_month", "easy",
        "SELECT ROUND(SUM(total), 2) FROM fuel_sales WHERE substr(sold_at, 1, 7) = {month}",
        "What did the fuel dock take in {month_name}?",
        "How much fuel money came in over {month_name}, diesel and petrol together?",
        slots=_months("fuel_sales", "sold_at", "2023-04", "2025-09"), n=2,
    ),
    template(
        "petrol_litres_this_year", "easy",
        "SELECT ROUND(SUM(litres), 2) FROM fuel_sales WHERE fuel = 'Petrol' AND sold_at >= '2025-01-01'",
        "How many litres of petrol have we sold so far this year?",
        "Petrol sales this year: what's the total in litres?",
    ),
    template(
        "cancelled_visits_last_season", "easy",
        f"SELECT COUNT(*) FROM visits WHERE status = 'Cancelled' AND arrival {LAST_SEASON}",
        "How many visitor bookings got cancelled last season?",
        "Last season, how many visiting boats booked a berth and then cancelled?",
    ),
    template(
        "longest_boat_on_record", "easy",
        "SELECT name, length_m FROM boats ORDER BY length_m DESC LIMIT 1",
        "What's the longest boat we have on record, and how long is she?",
        "Of every boat we've ever had in, berth holders and visitors alike, which is the biggest by length?",
    ),
    template(
        "early_terminations_in_year", "easy",
        "SELECT COUNT(*) FROM berth_contracts WHERE status = 'Terminated' AND substr(terminated_on, 1, 4) = {year}",
        "How many berth holders walked away from their contract early in {year}?",
        "In {year}, how many annual berth contracts were ended before they ran out?",
        slots="SELECT DISTINCT substr(terminated_on, 1, 4) AS year FROM berth_contracts WHERE terminated_on IS NOT NULL ORDER BY year",
        n=2,
    ),
    template(
        "monthly_payers_now", "easy",
        "SELECT COUNT(*) FROM berth_contracts WHERE status = 'Active' AND payment_plan = 'Monthly'",
        "How many of the contracts running at the moment are paid monthly rather than up front?",
        "Judith wants to know: how many current berth contracts are on a monthly payment plan?",
    ),
    template(
        "dry_stack_annual_rate", "easy",
        "SELECT DISTINCT annual_rate FROM berths WHERE berth_type = 'Dry Stack'",
        "What does a year in the dry stack cost at today's rates?",
        "What's our current annual price for a dry stack space?",
    ),
    template(
        "walk_in_visitors_this_year", "easy",
        "SELECT COUNT(*) FROM visits WHERE booked_on IS NULL AND arrival >= '2025-01-01'",
        "How many of this year's visitor arrivals were walk-ins who hadn't booked ahead?",
        "How many unbooked arrivals have we had on the visitors' pontoon and moorings this year?",
    ),
    template(
        "average_visit_nights", "easy",
        "SELECT ROUND(AVG(nights), 2) FROM visits WHERE status = 'Departed'",
        "How many nights does a visiting boat usually stay with us, on average?",
        "What's the average length of a visitor's stay, in nights?",
    ),
    template(
        "yard_jobs_waiting", "easy",
        "SELECT COUNT(*) FROM yard_jobs WHERE status = 'Booked'",
        "How many yard jobs are booked in that we haven't started on yet?",
        "What's in the boatyard's diary: how many jobs are booked but not yet under way?",
    ),
    template(
        "visitors_in_now", "easy",
        "SELECT COUNT(*) FROM visits WHERE status = 'In Berth'",
        "How many visiting boats are in the marina right now?",
        "Gwen's asking how many visiting boats we've got in at the moment.",
    ),
    template(
        "yard_overrun_2024", "easy",
        """SELECT ROUND(SUM(invoiced - quoted), 2) FROM yard_jobs
           WHERE status = 'Completed' AND completed_on BETWEEN '2024-01-01' AND '2024-12-31'""",
        "Across the jobs the yard finished in 2024, how much more did we invoice than we'd quoted?",
        "In total, how far over the quotes did last year's completed boatyard work come in?",
    ),
    template(
        "current_dockhands", "easy",
        """SELECT first_name || ' ' || last_name AS name FROM staff WHERE role = 'Dockhand' AND left_on IS NULL
           ORDER BY hired_on""",
        "Who are our dockhands at the moment? Longest-serving first.",
        "Which dockhands are still working for us? List them in order of when they started.",
    ),
    template(
        "biggest_fuel_sale", "easy",
        "SELECT MAX(total) FROM fuel_sales",
        "What's the biggest single fuel sale the dock has ever rung up?",
        "Largest fuel bill one customer has paid in a single fill-up: how much?",
    ),
    template(
        "new_holders_in_year", "easy",
        """SELECT COUNT(*) FROM berth_contracts WHERE previous_contract_id IS NULL
           AND substr(start_date, 1, 4) = {year}""",
        "How many brand-new berth contracts, not counting renewals, started in {year}?",
        "Leaving renewals aside, how many fresh annual contracts did we start in {year}?",
        slots=FULL_YEARS, n=2,
    ),
    template(
        "fuel_on_account_share_2025", "easy",
        """SELECT ROUND(100.0 * SUM(CASE WHEN payment_method = 'Account' THEN total ELSE 0 END) / SUM(total), 2)
           FROM fuel_sales WHERE sold_at >= '2025-01-01'""",
        "What percentage of this year's fuel takings were put on berth holders' accounts?",
        "How much of the fuel money this year went on account, as a share of the total?",
    ),
]
