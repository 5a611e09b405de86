"""Gold questions over ``ledger``, the easy section of ``TEMPLATES``: one table, simple filters."""

from envs.analyst.task_bank.ledger.fragments import _METHOD_SLOTS, _month_slots, _year_slots
from envs.analyst.tasks import template

TEMPLATES = [
    template(
        "signups_in_year", "easy",
        "SELECT COUNT(*) AS signups FROM customers WHERE strftime('%Y', signup_date) = {year}",
        "How many companies signed up with us in {year}?",
        "How many new customer accounts were created during {year}?",
        "Count the businesses that registered with us in {year}.",
        slots=_year_slots("customers", "signup_date"), n=3,
    ),
    template(
        "customers_in_country", "easy",
        "SELECT COUNT(*) AS customers FROM customers WHERE country = {country}",
        "How many of our customers are based in {country}?",
        "How many companies from {country} do we have on the books?",
        slots="SELECT country FROM customers GROUP BY country HAVING COUNT(*) >= 40 ORDER BY country", n=2,
    ),
    template(
        "customers_without_phone", "easy",
        "SELECT COUNT(*) AS customers FROM customers WHERE phone IS NULL",
        "For how many customers are we missing a phone number?",
        "How many customer accounts have no contact phone on file?",
    ),
    template(
        "plan_price_list", "easy",
        "SELECT plan_code, plan_name, billing_period, monthly_price FROM plans WHERE retired_on IS NULL "
        "ORDER BY monthly_price",
        "List the plans we still sell with their code, name, billing period and per-seat monthly price, "
        "cheapest first.",
        "What plans are currently on offer and what does each cost per seat per month? Cheapest first, "
        "with plan code, name and billing period.",
    ),
    template(
        "collected_in_month", "easy",
        "SELECT ROUND(SUM(amount), 2) AS collected FROM payments WHERE substr(paid_at, 1, 7) = {month}",
        "How much money came in from customer payments in {month_name}, before any refunds?",
        "What did we collect in payments during {month_name} (ignore refunds)?",
        slots=_month_slots("payments", "paid_at"), n=2,
    ),
    template(
        "collected_by_method_2024", "easy",
        "SELECT ROUND(SUM(amount), 2) AS collected FROM payments "
        "WHERE method = {method} AND paid_at >= '2024-01-01' AND paid_at < '2025-01-01'",
        "What did we take in {method_name} payments during 2024?",
        "How much was paid to us by {method_name} in calendar year 2024?",
        slots=_METHOD_SLOTS, n=2,
    ),
    template(
        "open_invoice_count", "easy",
        "SELECT COUNT(*) AS open_invoices FROM invoices WHERE status = 'open'",
        "How many invoices are still open?",
        "How many of our invoices haven't been settled yet and are marked open?",
    ),
    template(
        "overdue_open_face_value", "easy",
        "SELECT ROUND(SUM(amount), 2) AS overdue_total FROM invoices "
        "WHERE status = 'open' AND due_on < '2025-09-30'",
        "What's the total face value of the open invoices that were already past their due date on "
        "30 September 2025?",
        "Add up the full amounts of all open invoices whose due date was before 30 September 2025. "
        "What do they come to?",
    ),
    template(
        "biggest_invoice_2024", "easy",
        "SELECT invoice_number FROM invoices WHERE issued_on >= '2024-01-01' AND issued_on < '2025-01-01' "
        "ORDER BY amount DESC LIMIT 1",
        "What's the invoice number of the largest invoice we issued in 2024?",
        "Which 2024 invoice had the biggest amount? I need its invoice number.",
    ),
    template(
        "avg_paid_invoice", "easy",
        "SELECT ROUND(AVG(amount), 2) AS avg_amount FROM invoices WHERE status = 'paid'",
        "What's the average amount of a paid invoice?",
        "Across all invoices that have been paid, how big is the typical invoice on average?",
    ),
    template(
        "refunds_for_reason", "easy",
        "SELECT ROUND(SUM(amount), 2) AS refunded FROM refunds WHERE reason = {reason}",
        "How much have we refunded in total for '{reason}'?",
        "What's the total of all refunds logged with the reason '{reason}'?",
        slots="SELECT reason FROM refunds GROUP BY reason ORDER BY reason", n=2,
    ),
    template(
        "spend_on_category_2024", "easy",
        "SELECT ROUND(SUM(amount), 2) AS spent FROM expenses "
        "WHERE category = {category} AND expense_date >= '2024-01-01' AND expense_date < '2025-01-01'",
        "How much did we spend on {category} in 2024?",
        "What were our total {category} expenses for 2024?",
        slots="SELECT category FROM expenses GROUP BY category ORDER BY SUM(amount) DESC, category", n=2,
    ),
    template(
        "first_customer", "easy",
        "SELECT company_name FROM customers ORDER BY signup_date LIMIT 1",
        "Which company was the very first to sign up with us?",
        "Who was our first ever customer sign-up?",
    ),
    template(
        "running_subscriptions", "easy",
        "SELECT COUNT(*) AS running FROM subscriptions WHERE end_date IS NULL",
        "How many subscriptions are still running, i.e. haven't been cancelled or replaced by an upgrade?",
        "How many live subscriptions do we have right now (no end date)?",
    ),
    template(
        "cancellations_2024", "easy",
        "SELECT COUNT(*) AS cancellations FROM subscriptions "
        "WHERE status = 'canceled' AND end_date >= '2024-01-01' AND end_date < '2025-01-01'",
        "How many subscriptions were cancelled with an end date in 2024?",
        "How many cancellations took effect during 2024?",
    ),
    template(
        "biggest_marketing_bill", "easy",
        "SELECT vendor, amount FROM expenses WHERE category = 'Marketing' ORDER BY amount DESC LIMIT 1",
        "What was the single biggest marketing bill we've paid, and which vendor sent it?",
        "Which vendor is behind our largest individual marketing expense, and how much was it?",
    ),
    template(
        "emea_managers", "easy",
        "SELECT full_name FROM account_managers WHERE region = 'EMEA' ORDER BY full_name",
        "Who are our account managers for the EMEA region? Alphabetical order, please.",
        "List the account managers covering EMEA, sorted by name.",
    ),
    template(
        "discount_share", "easy",
        "SELECT ROUND(100.0 * SUM(discount_pct > 0) / COUNT(*), 2) AS pct_discounted FROM subscriptions",
        "What percentage of all the subscriptions we've ever sold came with a discount?",
        "Out of every subscription on record, what share (in percent) had some discount applied?",
    ),
    template(
        "invoices_sent_in_month", "easy",
        "SELECT COUNT(*) AS invoices FROM invoices WHERE substr(issued_on, 1, 7) = {month}",
        "How many invoices did we send out in {month_name}?",
        "How many invoices were issued during {month_name}, whatever their status?",
        slots=_month_slots("invoices", "issued_on", "2023-06-01"), n=2,
    ),
    template(
        "largest_customers_count", "easy",
        "SELECT COUNT(*) AS customers FROM customers WHERE company_size = '1000+'",
        "How many of our customers are big companies with more than 1,000 employees?",
        "How many accounts are in our largest company-size band (1000+ staff)?",
    ),
]
