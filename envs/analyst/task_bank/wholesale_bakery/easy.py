"""Gold questions over ``wholesale_bakery``, the easy section of ``TEMPLATES``: one table."""

from envs.analyst.task_bank.wholesale_bakery.fragments import (
    LAST_MONTH, LAST_YEAR, OPEN_INVOICE, OVERDUE, OWED, THIS_WEEK_LAST_YEAR, THIS_YEAR, YEARS, _months,
)
from envs.analyst.tasks import template

TEMPLATES = [
    template(
        "active_accounts", "easy",
        "SELECT COUNT(*) FROM customers WHERE status = 'Active'",
        "How many trade accounts have we got on the go at the moment?",
        "Right now, how many customers are active and taking deliveries from us?",
    ),
    template(
        "accounts_closed_in_year", "easy",
        "SELECT COUNT(*) FROM customers WHERE substr(closed_on, 1, 4) = {year}",
        "How many of our trade customers closed their accounts in {year}?",
        "In {year}, how many accounts did we lose for good?",
        slots=YEARS, n=2,
    ),
    template(
        "failed_drops_in_month", "easy",
        "SELECT COUNT(*) FROM orders WHERE status = 'Failed' AND substr(delivery_date, 1, 7) = {month}",
        "How many failed drops did the vans have in {month_name}?",
        "In {month_name}, how many deliveries couldn't be dropped off?",
        slots=_months("orders", "delivery_date", "2024-01", "2025-10", "status = 'Failed'"), n=2,
    ),
    template(
        "overdue_invoice_count", "easy",
        f"SELECT COUNT(*) FROM invoices WHERE {OVERDUE}",
        "How many invoices are past their due date and still not fully paid?",
        "Count the overdue invoices for me, please.",
    ),
    template(
        "total_owed", "easy",
        f"SELECT ROUND(SUM({OWED}), 2) FROM invoices WHERE {OPEN_INVOICE}",
        "How much do our customers owe us in total right now, due or not?",
        "What's the total still outstanding across all the unpaid and part-paid invoices?",
    ),
    template(
        "written_off_total", "easy",
        "SELECT ROUND(SUM(amount), 2) FROM invoices WHERE status = 'Written Off'",
        "How much have we had to write off in bad debts altogether?",
        "What's the total value of the invoices we've given up on and written off?",
    ),
    template(
        "waste_units_in_year", "easy",
        "SELECT SUM(quantity_wasted) FROM production_batches WHERE substr(bake_date, 1, 4) = {year}",
        "How many items did we end up throwing away in {year}?",
        "Across every bake in {year}, how much waste did we record, in items?",
        slots=YEARS, n=2,
    ),
    template(
        "waste_rate_last_month", "easy",
        f"""SELECT ROUND(100.0 * SUM(quantity_wasted) / SUM(quantity_baked), 2) FROM production_batches
            WHERE quantity_wasted IS NOT NULL AND bake_date {LAST_MONTH}""",
        "What percentage of what we baked last month was wasted?",
        "Nell wants last month's waste rate: wasted as a share of baked, in percent.",
    ),
    template(
        "butter_spend_in_year", "easy",
        "SELECT ROUND(SUM(total), 2) FROM purchases WHERE ingredient = 'Butter' AND substr(ordered_on, 1, 4) = {year}",
        "How much did we spend on butter in {year}?",
        "What did butter cost us in total across {year}?",
        slots=YEARS, n=2,
    ),
    template(
        "accounts_on_standing_orders", "easy",
        "SELECT COUNT(DISTINCT customer_id) FROM standing_orders WHERE ended_on IS NULL",
        "How many customers are on a standing order with us at the moment?",
        "Count the accounts that have a standing order still running.",
    ),
    template(
        "croissant_price_now", "easy",
        "SELECT wholesale_price FROM products WHERE name = 'Croissant'",
        "What are we charging the trade for a croissant these days?",
        "What's our current wholesale price on a plain croissant?",
    ),
    template(
        "discontinued_products", "easy",
        "SELECT name FROM products WHERE discontinued_on IS NOT NULL ORDER BY discontinued_on",
        "Which products have we dropped from the list? Oldest first.",
        "What have we stopped making, in the order we stopped?",
    ),
    template(
        "credit_notes_this_year", "easy",
        f"SELECT ROUND(SUM(amount), 2) FROM credit_notes WHERE issued_on {THIS_YEAR}",
        "So far this year, what have we handed back to customers in credit notes?",
        "What's the total of this year's credit notes?",
    ),
    template(
        "short_delivery_credits_last_year", "easy",
        f"SELECT COUNT(*) FROM credit_notes WHERE reason = 'Short Delivery' AND issued_on {LAST_YEAR}",
        "How many times last year did we have to credit a customer because we sent them short?",
        "Number of short-delivery credit notes we raised in 2024?",
    ),
    template(
        "web_orders_this_year", "easy",
        f"SELECT COUNT(*) FROM orders WHERE source = 'Web' AND status <> 'Cancelled' AND delivery_date {THIS_YEAR}",
        "How many orders have come in through the website this year?",
        "This year, how many of our orders were placed online?",
    ),
    template(
        "average_coast_road_miles", "easy",
        "SELECT ROUND(AVG(miles), 2) FROM delivery_runs WHERE route = 'Coast Road'",
        "How many miles is the Coast Road run on average?",
        "On a typical day, what's the mileage on the Coast Road round?",
    ),
    template(
        "spare_van_outings_this_year", "easy",
        f"SELECT COUNT(*) FROM delivery_runs WHERE van = 'WX17 RFJ' AND run_date {THIS_YEAR}",
        "How many runs has the spare van (WX17 RFJ) had to do this year?",
        "This year, how often did we have to send the old spare van, WX17 RFJ, out on a round?",
    ),
    template(
        "orders_this_week_last_year", "easy",
        f"SELECT COUNT(*) FROM orders WHERE status <> 'Cancelled' AND delivery_date {THIS_WEEK_LAST_YEAR}",
        "How many orders went out on the vans this week last year?",
        "Looking back to the same week last year, how many drops were there?",
    ),
    template(
        "new_accounts_this_year", "easy",
        f"SELECT COUNT(*) FROM customers WHERE opened_on {THIS_YEAR}",
        "How many new trade accounts have we opened this year?",
        "How many new customers have signed up with us so far in 2025?",
    ),
    template(
        "active_accounts_on_30_days", "easy",
        "SELECT COUNT(*) FROM customers WHERE status = 'Active' AND terms_days = 30",
        "How many of our active customers are on thirty-day terms?",
        "Out of the active accounts, how many get a full month to pay?",
    ),
    template(
        "cheque_share_this_year", "easy",
        f"""SELECT ROUND(100.0 * SUM(payment_method = 'Cheque') / COUNT(*), 2) FROM invoices
            WHERE payment_method IS NOT NULL AND paid_on {THIS_YEAR}""",
        "What percentage of the invoices paid this year were settled by cheque?",
        "Do people still pay by cheque? What share of this year's paid invoices came in that way?",
    ),
    template(
        "average_invoice_this_year", "easy",
        f"SELECT ROUND(AVG(amount), 2) FROM invoices WHERE issued_on {THIS_YEAR}",
        "What's the average weekly invoice come to this year?",
        "For the invoices we've sent out in 2025, what's the average amount?",
    ),
    template(
        "first_wessex_mill_order", "easy",
        "SELECT MIN(ordered_on) FROM purchases WHERE supplier = 'Wessex Mill'",
        "When did we first order flour from Wessex Mill?",
        "What was the date of our first order with Wessex Mill?",
    ),
    template(
        "best_margin_product", "easy",
        """SELECT name, ROUND(wholesale_price - unit_cost, 2) AS margin FROM products WHERE discontinued_on IS NULL
           ORDER BY margin DESC LIMIT 1""",
        "Which product on the list makes us the most per item, and by how much?",
        "What's our highest-margin line at today's prices and costs? Name and the margin per item.",
    ),
    template(
        "items_baked_on_day", "easy",
        "SELECT SUM(quantity_baked) FROM production_batches WHERE bake_date = {day}",
        "How many items did we bake for {day_name}?",
        "What was the total bake, in items, for {day_name}?",
        slots="SELECT '2024-12-24' AS day, 'Christmas Eve 2024' AS day_name "
              "UNION ALL SELECT '2025-04-19', 'Easter Saturday 2025'",
        n=2,
    ),
    template(
        "butter_price_latest", "easy",
        "SELECT price_per_kg FROM purchases WHERE ingredient = 'Butter' ORDER BY ordered_on DESC LIMIT 1",
        "What did we pay per kilo for butter on our most recent order?",
        "Latest butter delivery: what was the price per kg?",
    ),
    template(
        "parts_paid_outstanding", "easy",
        f"SELECT ROUND(SUM({OWED}), 2) FROM invoices WHERE status = 'Part Paid'",
        "On the invoices people have only paid part of, how much is still to come?",
        "What's left to collect on the part-paid invoices?",
    ),
]
