"""Gold questions over ``print_shop``, the easy section of ``TEMPLATES``: one table."""

from envs.analyst.task_bank.print_shop.fragments import (
    LAST_MONTH, LAST_QUARTER, OWING, THIS_YEAR, TODAY, YEARS, _job, _months, _person, _value,
)
from envs.analyst.tasks import template

TEMPLATES = [
    template(
        "jobs_taken_in_month", "easy",
        f"SELECT COUNT(*) FROM jobs WHERE {_job()} AND substr(ordered_on, 1, 7) = {{month}}",
        "How many jobs did we take on in {month_name}? Don't count cancellations or reprints.",
        "Order count for {month_name}: how many new print jobs came in that month, cancelled ones and reprints aside?",
        slots=_months("jobs", "ordered_on", "2023-05", "2025-10"), n=2,
    ),
    template(
        "late_deliveries_last_month", "easy",
        f"""SELECT COUNT(*) FROM jobs WHERE {_job()} AND status = 'Delivered' AND delivered_on > promised_on
            AND delivered_on {LAST_MONTH}""",
        "How many jobs went out late last month?",
        "Of the jobs delivered in September, how many missed the date we'd promised the customer?",
    ),
    template(
        "sales_in_year", "easy",
        "SELECT ROUND(SUM(net_amount), 2) FROM invoices WHERE substr(issued_on, 1, 4) = {year}",
        "What were our sales in {year}, before VAT?",
        "How much did we invoice in {year}, net of VAT?",
        slots=YEARS, n=2,
    ),
    template(
        "takings_last_month", "easy",
        f"SELECT ROUND(SUM(amount), 2) FROM payments WHERE paid_on {LAST_MONTH}",
        "What were our takings last month: all the money that actually came in, card, cash and transfers?",
        "How much money did customers pay us during September 2025?",
    ),
    template(
        "quotes_awaiting_answer", "easy",
        "SELECT COUNT(*) FROM quotes WHERE status = 'Sent'",
        "How many quotes are out with customers that we haven't heard back on yet?",
        "Quotes still waiting for a yes or no: how many?",
    ),
    template(
        "quote_win_rate_this_year", "easy",
        f"""SELECT ROUND(100.0 * SUM(status = 'Accepted') / COUNT(*), 2) FROM quotes
            WHERE status <> 'Sent' AND sent_on >= {THIS_YEAR}""",
        "What's our quote win rate so far this year? Leave out the quotes still waiting on an answer.",
        "Of this year's quotes that have been decided or lapsed, what percentage did we win?",
    ),
    template(
        "rush_jobs_this_year", "easy",
        f"SELECT COUNT(*) FROM jobs WHERE {_job()} AND is_rush = 1 AND ordered_on >= {THIS_YEAR}",
        "How many rush jobs have we taken on this year?",
        "This year so far, how many orders came in as rush jobs?",
    ),
    template(
        "rush_surcharges_last_year", "easy",
        """SELECT ROUND(SUM(rush_surcharge), 2) FROM jobs
           WHERE status = 'Delivered' AND substr(ordered_on, 1, 4) = '2024'""",
        "How much did rush surcharges bring in on last year's jobs?",
        "Total rush surcharges on the jobs we ordered and delivered in 2024?",
    ),
    template(
        "wedding_proof_rounds", "easy",
        f"SELECT ROUND(AVG(proof_rounds), 2) FROM jobs WHERE {_job()} AND product = 'Wedding Stationery'",
        "On average, how many rounds of proofs does a wedding stationery job go through before sign-off?",
        "Wedding couples and their proofs: what's the average number of proof rounds per wedding job?",
    ),
    template(
        "jobs_awaiting_proof", "easy",
        "SELECT COUNT(*) FROM jobs WHERE status = 'Awaiting Proof'",
        "How many jobs are stuck waiting on the customer to approve a proof right now?",
        "Owen's asking how many jobs are sitting at the proof stage at the moment.",
    ),
    template(
        "overdue_invoices", "easy",
        f"SELECT COUNT(*) FROM invoices WHERE {OWING} AND due_on < {TODAY}",
        "How many invoices are overdue at the moment?",
        "Janet wants a count of the invoices past their due date that still haven't been settled.",
    ),
    template(
        "written_off_invoices", "easy",
        "SELECT COUNT(*) FROM invoices WHERE status = 'Written Off'",
        "How many invoices have we had to write off as bad debt?",
        "Number of invoices we've given up on and written off?",
    ),
    template(
        "credit_notes_this_year", "easy",
        f"SELECT ROUND(SUM(amount), 2) FROM credit_notes WHERE issued_on >= {THIS_YEAR}",
        "How much have we given back in credit notes so far this year?",
        "What's the total of the credit notes we've issued in 2025?",
    ),
    template(
        "breakdowns_this_year", "easy",
        f"SELECT COUNT(*) FROM press_downtime WHERE reason = 'Breakdown' AND started_on >= {THIS_YEAR}",
        "How many times has a press broken down this year?",
        "Count of press breakdowns since January, across all the machines.",
    ),
    template(
        "engineer_costs_last_year", "easy",
        "SELECT ROUND(SUM(engineer_cost), 2) FROM press_downtime WHERE substr(started_on, 1, 4) = '2024'",
        "What did engineers' call-outs, services and parts on the presses cost us in 2024?",
        "Last year's bill for press engineers, servicing and repairs together?",
    ),
    template(
        "paper_spend_last_quarter", "easy",
        f"SELECT ROUND(SUM(total_cost), 2) FROM stock_purchases WHERE ordered_on {LAST_QUARTER}",
        "How much did we spend on paper and banner stock last quarter?",
        "Stock purchases between July and September this year: what did they come to?",
    ),
    template(
        "last_price_paid_for_stock", "easy",
        """SELECT unit_cost FROM stock_purchases WHERE paper_stock = {stock}
           ORDER BY ordered_on DESC, purchase_id DESC LIMIT 1""",
        "What did we pay per pack (or roll) for {stock} the last time we ordered it?",
        "Most recent price we paid for {stock}, per pack or roll?",
        slots="SELECT DISTINCT paper_stock AS stock FROM stock_purchases ORDER BY stock", n=2,
    ),
    template(
        "current_designers", "easy",
        f"SELECT {_person()} AS designer FROM staff WHERE role = 'Designer' AND left_on IS NULL ORDER BY hired_on",
        "Who are our designers at the moment? Longest-serving first.",
        "List the designers still working here, in the order they joined.",
    ),
    template(
        "new_walk_ins_this_year", "easy",
        f"SELECT COUNT(*) FROM customers WHERE customer_type = 'Walk-in' AND created_on >= {THIS_YEAR}",
        "How many new walk-in customers have we had through the door this year?",
        "Walk-ins who came to us for the first time in 2025: how many?",
    ),
    template(
        "biggest_invoice", "easy",
        "SELECT MAX(total) FROM invoices",
        "What's the biggest single invoice we've ever sent out, VAT included?",
        "Largest invoice total we've ever raised, including VAT: how much?",
    ),
    template(
        "average_days_late_this_year", "easy",
        f"""SELECT ROUND(AVG(julianday(delivered_on) - julianday(promised_on)), 2) FROM jobs
            WHERE {_job()} AND status = 'Delivered' AND delivered_on > promised_on AND delivered_on >= {THIS_YEAR}""",
        "When a job goes out late, how many days late is it on average? Just this year's deliveries.",
        "Of this year's late deliveries, what's the average number of days past the promised date?",
    ),
    template(
        "cheque_takings_last_year", "easy",
        "SELECT ROUND(SUM(amount), 2) FROM payments WHERE method = 'Cheque' AND substr(paid_on, 1, 4) = '2024'",
        "How much came in by cheque in 2024?",
        "Some accounts still pay by cheque: what did cheques add up to last year?",
    ),
    template(
        "vat_last_quarter", "easy",
        f"SELECT ROUND(SUM(vat_amount), 2) FROM invoices WHERE issued_on {LAST_QUARTER}",
        "For the VAT return, how much VAT did we charge on invoices last quarter?",
        "What's the output VAT on our July to September 2025 invoices?",
    ),
    template(
        "accounts_closed_or_on_stop", "easy",
        "SELECT name, account_status FROM customers WHERE account_status IN ('On Stop', 'Closed') ORDER BY name",
        "Which business accounts are closed or on stop?",
        "List the accounts we no longer trade with normally, closed or on stop, with their status.",
    ),
    template(
        "average_job_value_this_year", "easy",
        f"""SELECT ROUND(AVG{_value()}, 2) FROM jobs WHERE {_job()} AND product = {{product}}
            AND ordered_on >= {THIS_YEAR}""",
        "What's a typical {product} job worth to us this year? The average value, rush surcharges in, before VAT.",
        "Average order value for {product} so far in 2025, ex VAT and including any rush charge?",
        slots="SELECT DISTINCT product FROM jobs ORDER BY product", n=2,
    ),
    template(
        "reprints_last_year", "easy",
        "SELECT COUNT(*) FROM jobs WHERE reprint_of IS NOT NULL AND substr(ordered_on, 1, 4) = '2024'",
        "How many jobs did we have to reprint free of charge last year because of our own mistakes?",
        "Reprints in 2024: how many did we run?",
    ),
    template(
        "business_card_turnaround", "easy",
        f"""SELECT ROUND(AVG(julianday(delivered_on) - julianday(ordered_on)), 2) FROM jobs
            WHERE status = 'Delivered' AND reprint_of IS NULL AND product = 'Business Cards'
            AND ordered_on >= {THIS_YEAR}""",
        "How many days does it take us on average to turn round a business card order this year, order to delivery?",
        "Average turnaround in days on business cards ordered this year?",
    ),
]
