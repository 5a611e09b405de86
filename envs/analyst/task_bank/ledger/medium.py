"""Gold questions over ``ledger``, the medium section of ``TEMPLATES``: a join, or grouping.

A few here are labelled hard, as ``classify_difficulty`` rates their gold SQL; they stay in this section so the
bank's order, and so the task order, is unchanged.
"""

from envs.analyst.task_bank.ledger.fragments import _METHOD_SLOTS, _year_slots
from envs.analyst.tasks import template

TEMPLATES = [
    template(
        "top_countries", "medium",
        "SELECT country, COUNT(*) AS customers FROM customers GROUP BY country "
        "ORDER BY customers DESC, country LIMIT 5",
        "Which five countries do most of our customers come from, and how many customers are in each?",
        "Give me our top 5 countries by number of customers, with the counts.",
    ),
    template(
        "customers_by_industry", "medium",
        "SELECT industry, COUNT(*) AS customers FROM customers GROUP BY industry "
        "ORDER BY customers DESC, industry",
        "Break our customer base down by industry: how many customers in each, largest first?",
        "How many customers do we have in each industry? Most common industry first.",
    ),
    template(
        "collections_by_method", "medium",
        "SELECT method, ROUND(SUM(amount), 2) AS collected FROM payments "
        "WHERE strftime('%Y', paid_at) = {year} GROUP BY method ORDER BY collected DESC",
        "How much did we collect through each payment method in {year}? Biggest first.",
        "Split {year}'s incoming payments by method (card, bank transfer, etc.) with the totals, largest first.",
        slots=_year_slots("payments", "paid_at"), n=2,
    ),
    template(
        "spend_by_category", "medium",
        "SELECT category, ROUND(SUM(amount), 2) AS spent FROM expenses "
        "WHERE strftime('%Y', expense_date) = {year} GROUP BY category ORDER BY spent DESC",
        "Where did our money go in {year}? Total expenses per category, biggest first.",
        "Give me {year}'s spending broken down by expense category, largest category first.",
        slots=_year_slots("expenses", "expense_date"), n=2,
    ),
    template(
        "top_marketing_vendor", "medium",
        "SELECT vendor, ROUND(SUM(amount), 2) AS spent FROM expenses WHERE category = 'Marketing' "
        "GROUP BY vendor ORDER BY spent DESC LIMIT 1",
        "Which marketing vendor have we spent the most with overall, and how much in total?",
        "Across all our marketing expenses, who's our biggest vendor and what have we paid them altogether?",
    ),
    template(
        "running_subs_per_plan", "medium",
        "SELECT p.plan_name, p.billing_period, COUNT(*) AS running FROM subscriptions s "
        "JOIN plans p ON p.plan_id = s.plan_id WHERE s.end_date IS NULL "
        "GROUP BY p.plan_id ORDER BY running DESC, p.plan_name, p.billing_period",
        "How many running subscriptions does each plan have right now? Show plan name, billing period "
        "and count, most popular first.",
        "Which plans are our live subscriptions on? Count the subscriptions without an end date per plan "
        "(name and billing period), biggest first.",
    ),
    template(
        "billed_to_company", "medium",
        "SELECT ROUND(SUM(i.amount), 2) AS billed FROM invoices i "
        "JOIN customers c ON c.customer_id = i.customer_id "
        "WHERE c.company_name = {company} AND i.status <> 'void'",
        "How much have we billed {company} in total, leaving out voided invoices?",
        "What's the total of all non-void invoices we've sent to {company}?",
        "Add up every invoice to {company} except the voided ones. What's the total?",
        slots="SELECT company_name AS company FROM customers "
              "WHERE customer_id IN (SELECT customer_id FROM invoices WHERE status <> 'void') "
              "ORDER BY company_name",
        n=3,
    ),
    template(
        "customers_per_manager", "medium",
        "SELECT m.full_name, COUNT(c.customer_id) AS customers FROM account_managers m "
        "LEFT JOIN customers c ON c.account_manager_id = m.manager_id "
        "GROUP BY m.manager_id ORDER BY customers DESC, m.full_name",
        "How many customers does each account manager look after? Busiest first.",
        "Show every account manager with the number of customer accounts assigned to them, most first.",
    ),
    template(
        "cancel_reasons", "medium",
        "SELECT cancel_reason, COUNT(*) AS cancellations FROM subscriptions WHERE status = 'canceled' "
        "GROUP BY cancel_reason ORDER BY cancellations DESC, cancel_reason",
        "Why do customers cancel? Give the number of cancelled subscriptions per reason, most common first.",
        "Break down our cancellations by the reason given, with counts, most frequent reason first.",
    ),
    template(
        "plan_most_cancellations", "medium",
        "SELECT p.plan_name, p.billing_period FROM subscriptions s JOIN plans p ON p.plan_id = s.plan_id "
        "WHERE s.status = 'canceled' GROUP BY p.plan_id ORDER BY COUNT(*) DESC LIMIT 1",
        "Which plan (name and billing period) has lost the most subscriptions to cancellation?",
        "On which plan do we see the highest number of cancelled subscriptions? Give its name and "
        "billing period.",
    ),
    template(
        "refunds_by_method", "medium",
        "SELECT p.method, COUNT(*) AS refunds, ROUND(SUM(r.amount), 2) AS refunded FROM refunds r "
        "JOIN payments p ON p.payment_id = r.payment_id GROUP BY p.method ORDER BY refunded DESC",
        "How many refunds and how much money have we refunded for each payment method the original "
        "payment used? Largest amount first.",
        "Break our refunds down by how the refunded payment was made: number of refunds and total "
        "refunded per method, biggest total first.",
    ),
    template(
        "days_to_pay_by_method", "medium",
        "SELECT ROUND(AVG(julianday(substr(p.paid_at, 1, 10)) - julianday(i.issued_on)), 2) AS avg_days "
        "FROM payments p JOIN invoices i ON i.invoice_id = p.invoice_id WHERE p.method = {method}",
        "On average, how many days pass between issuing an invoice and receiving a {method_name} payment "
        "against it?",
        "For payments made by {method_name}, what's the average number of days from the invoice date to the "
        "payment date?",
        slots=_METHOD_SLOTS, n=2,
    ),
    template(
        "monthly_collections_2024", "medium",
        "SELECT substr(paid_at, 1, 7) AS month, ROUND(SUM(amount), 2) AS collected FROM payments "
        "WHERE paid_at >= '2024-01-01' AND paid_at < '2025-01-01' GROUP BY month ORDER BY month",
        "Show me how much we collected in payments each month of 2024.",
        "Month by month, what were our cash receipts from customers in 2024?",
    ),
    template(
        "split_payment_invoices", "hard",
        "SELECT COUNT(*) AS invoices FROM (SELECT invoice_id FROM payments GROUP BY invoice_id "
        "HAVING COUNT(*) > 1)",
        "How many invoices have received more than one payment, i.e. were paid in instalments?",
        "How many of our invoices got paid in several parts rather than in one go?",
    ),
    template(
        "repeat_subscribers", "hard",
        "SELECT COUNT(*) AS customers FROM (SELECT customer_id FROM subscriptions GROUP BY customer_id "
        "HAVING COUNT(*) > 1)",
        "How many customers have had more than one subscription with us over time?",
        "How many companies show up with two or more subscriptions in our records (for example after "
        "an upgrade)?",
    ),
    template(
        "industry_avg_seats", "medium",
        "SELECT c.industry, ROUND(AVG(s.seats), 2) AS avg_seats FROM subscriptions s "
        "JOIN customers c ON c.customer_id = s.customer_id WHERE s.end_date IS NULL "
        "GROUP BY c.industry ORDER BY avg_seats DESC LIMIT 3",
        "Among running subscriptions, which three industries have the most seats per subscription on "
        "average, and what are those averages?",
        "Which 3 industries buy the biggest subscriptions, measured by average seats on their live "
        "subscriptions?",
    ),
    template(
        "big_vendors", "medium",
        "SELECT vendor, ROUND(SUM(amount), 2) AS total FROM expenses GROUP BY vendor "
        "HAVING SUM(amount) > 100000 ORDER BY total DESC",
        "Which vendors have we paid more than $100,000 in total, and how much each? Biggest first.",
        "List every supplier whose bills add up to over 100k overall, with their totals, largest first.",
    ),
    template(
        "outstanding_on_open", "hard",
        "SELECT ROUND(SUM(i.amount - COALESCE(p.paid, 0)), 2) AS outstanding FROM invoices i "
        "LEFT JOIN (SELECT invoice_id, SUM(amount) AS paid FROM payments GROUP BY invoice_id) p "
        "ON p.invoice_id = i.invoice_id WHERE i.status = 'open'",
        "How much money is still owed to us on open invoices, after subtracting partial payments "
        "we've already received on them?",
        "What's the remaining unpaid balance across all open invoices, net of any instalments already paid?",
    ),
    template(
        "billing_period_starts_2024", "medium",
        "SELECT p.billing_period, COUNT(*) AS subscriptions FROM subscriptions s "
        "JOIN plans p ON p.plan_id = s.plan_id "
        "WHERE s.start_date >= '2024-01-01' AND s.start_date < '2025-01-01' "
        "GROUP BY p.billing_period ORDER BY p.billing_period",
        "Of the subscriptions that started in 2024, how many were billed annually and how many monthly?",
        "Split the subscriptions started during 2024 by billing period (annual vs monthly), with counts.",
    ),
    template(
        "current_mrr", "medium",
        "SELECT ROUND(SUM(p.monthly_price * s.seats * (100 - s.discount_pct) / 100.0), 2) AS mrr "
        "FROM subscriptions s JOIN plans p ON p.plan_id = s.plan_id WHERE s.end_date IS NULL",
        "What's our monthly recurring revenue right now: per-seat monthly price times seats, after each "
        "subscription's discount, summed over every subscription still running?",
        "Work out current MRR for me: for each live subscription take the plan's monthly per-seat price "
        "times its seats, less its discount, and add them all up.",
    ),
    template(
        "card_brands", "medium",
        "SELECT card_brand, COUNT(*) AS payments, ROUND(SUM(amount), 2) AS collected FROM payments "
        "WHERE method = 'card' GROUP BY card_brand ORDER BY collected DESC",
        "For card payments, how many payments and how much money came in on each card brand? "
        "Biggest first.",
        "Break down our card takings by card brand: number of payments and total amount, largest first.",
    ),
    template(
        "cancel_rate_by_plan", "medium",
        "SELECT p.plan_code, ROUND(100.0 * SUM(s.status = 'canceled') / COUNT(*), 2) AS cancel_pct "
        "FROM subscriptions s JOIN plans p ON p.plan_id = s.plan_id "
        "GROUP BY p.plan_id ORDER BY cancel_pct DESC, p.plan_code",
        "For each plan code, what percentage of its subscriptions ended up cancelled? Highest rate first.",
        "Which plans have the worst cancellation rate? Give the share of each plan's subscriptions that "
        "were cancelled, in percent, by plan code, worst first.",
    ),
    template(
        "never_converted", "hard",
        "SELECT COUNT(*) AS customers FROM customers c WHERE strftime('%Y', c.signup_date) = {year} "
        "AND NOT EXISTS (SELECT 1 FROM subscriptions s WHERE s.customer_id = c.customer_id)",
        "How many of the companies that signed up in {year} never started a paid subscription?",
        "Of {year}'s sign-ups, how many never became paying subscribers?",
        slots="SELECT DISTINCT strftime('%Y', signup_date) AS year FROM customers "
              "WHERE signup_date < '2025-01-01' ORDER BY year",
        n=2,
    ),
]
