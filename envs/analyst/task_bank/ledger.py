"""Gold questions over ``ledger``: a SaaS founder asking about customers, plans, billing, cash and spending.

The books run from January 2023 to 30 September 2025. "Collected" means payments received (``payments``),
"billed"/"invoiced" means invoice amounts (voided invoices left out where the question says so), and "running"
subscriptions are the ones with no end date.
"""

from envs.analyst.tasks import template

_MONTH_NAME = (
    "CASE substr(m, 6, 2) WHEN '01' THEN 'January' WHEN '02' THEN 'February' WHEN '03' THEN 'March'"
    " WHEN '04' THEN 'April' WHEN '05' THEN 'May' WHEN '06' THEN 'June' WHEN '07' THEN 'July'"
    " WHEN '08' THEN 'August' WHEN '09' THEN 'September' WHEN '10' THEN 'October' WHEN '11' THEN 'November'"
    " ELSE 'December' END || ' ' || substr(m, 1, 4)"
)


def _month_slots(table: str, column: str, since: str = "2023-01-01") -> str:
    """Slot query: every month with rows in ``table``, as '2024-03' (month) and 'March 2024' (month_name)."""
    return (f"SELECT m AS month, {_MONTH_NAME} AS month_name FROM (SELECT DISTINCT substr({column}, 1, 7) AS m "
            f"FROM {table} WHERE {column} >= '{since}') ORDER BY month")


def _year_slots(table: str, column: str) -> str:
    return f"SELECT DISTINCT strftime('%Y', {column}) AS year FROM {table} ORDER BY year"


_METHOD_SLOTS = ("SELECT method, replace(method, '_', ' ') AS method_name FROM payments "
                 "GROUP BY method ORDER BY COUNT(*) DESC, method")

TEMPLATES = [
    # ------------------------------------------------------------------ easy: one table, simple filters
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

    # ------------------------------------------------------------------ medium: a join, or grouping
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

    # ------------------------------------------------------------------ hard: 3+ tables, nesting, windows
    template(
        "company_cash_paid", "hard",
        "SELECT ROUND(SUM(p.amount), 2) AS paid FROM payments p "
        "JOIN invoices i ON i.invoice_id = p.invoice_id JOIN customers c ON c.customer_id = i.customer_id "
        "WHERE c.company_name = {company}",
        "How much cash has {company} actually paid us so far (before refunds)?",
        "What's the total of all payments we've received from {company}, ignoring refunds?",
        "Add up every payment {company} has made to us. What's the total?",
        slots="SELECT c.company_name AS company FROM customers c JOIN invoices i ON i.customer_id = c.customer_id "
              "WHERE i.status = 'paid' GROUP BY c.customer_id HAVING SUM(i.amount) > 20000 ORDER BY company",
        n=3,
    ),
    template(
        "top_customers_net", "hard",
        "WITH paid AS (SELECT i.customer_id, SUM(p.amount) AS amount FROM payments p "
        "JOIN invoices i ON i.invoice_id = p.invoice_id GROUP BY i.customer_id), "
        "refunded AS (SELECT i.customer_id, SUM(r.amount) AS amount FROM refunds r "
        "JOIN payments p ON p.payment_id = r.payment_id JOIN invoices i ON i.invoice_id = p.invoice_id "
        "GROUP BY i.customer_id) "
        "SELECT c.company_name, ROUND(paid.amount - COALESCE(refunded.amount, 0), 2) AS net_paid FROM paid "
        "JOIN customers c ON c.customer_id = paid.customer_id "
        "LEFT JOIN refunded ON refunded.customer_id = paid.customer_id ORDER BY net_paid DESC LIMIT 5",
        "Who are our 5 biggest customers by cash paid to us after refunds, and how much net has each paid?",
        "Rank customers by payments received minus refunds given back and show me the top five with "
        "their net amounts.",
    ),
    template(
        "collected_by_plan_name", "hard",
        "SELECT pl.plan_name, ROUND(SUM(p.amount), 2) AS collected FROM payments p "
        "JOIN invoices i ON i.invoice_id = p.invoice_id "
        "JOIN subscriptions s ON s.subscription_id = i.subscription_id "
        "JOIN plans pl ON pl.plan_id = s.plan_id GROUP BY pl.plan_name ORDER BY collected DESC",
        "How much cash have we collected on each plan, combining its monthly and annual versions? "
        "Biggest first.",
        "Which plans bring in the money? Total payments received per plan name (monthly and annual "
        "billing together), largest first.",
    ),
    template(
        "top_manager_billed_2024", "hard",
        "SELECT m.full_name, ROUND(SUM(i.amount), 2) AS billed FROM invoices i "
        "JOIN customers c ON c.customer_id = i.customer_id "
        "JOIN account_managers m ON m.manager_id = c.account_manager_id "
        "WHERE i.issued_on >= '2024-01-01' AND i.issued_on < '2025-01-01' AND i.status <> 'void' "
        "GROUP BY m.manager_id ORDER BY billed DESC LIMIT 1",
        "Which account manager's customers were billed the most in 2024 (not counting void invoices), "
        "and how much was that?",
        "Looking at non-void invoices issued in 2024, whose book of accounts produced the biggest total, "
        "and what was it?",
    ),
    template(
        "best_month_growth_2024", "hard",
        "WITH monthly AS (SELECT substr(paid_at, 1, 7) AS month, SUM(amount) AS collected FROM payments "
        "GROUP BY month), "
        "growth AS (SELECT month, collected - LAG(collected) OVER (ORDER BY month) AS change FROM monthly) "
        "SELECT month, ROUND(change, 2) AS increase FROM growth WHERE month LIKE '2024-%' "
        "ORDER BY change DESC LIMIT 1",
        "Which month of 2024 showed the biggest jump in cash collected compared with the month before, "
        "and how big was the jump?",
        "In 2024, in which month did payments received grow the most over the previous month? Give the "
        "month and the increase.",
    ),
    template(
        "net_cash_by_month_2025", "hard",
        "WITH cash AS (SELECT substr(paid_at, 1, 7) AS month, SUM(amount) AS collected FROM payments "
        "WHERE paid_at >= '2025-01-01' GROUP BY month), "
        "spend AS (SELECT substr(expense_date, 1, 7) AS month, SUM(amount) AS spent FROM expenses "
        "WHERE expense_date >= '2025-01-01' GROUP BY month) "
        "SELECT cash.month, ROUND(cash.collected - spend.spent, 2) AS net FROM cash "
        "JOIN spend ON spend.month = cash.month ORDER BY cash.month",
        "For each month from January to September 2025, what were payments collected minus expenses?",
        "Month by month in 2025 (January through September), how did cash in from customers compare with "
        "what we spent? Give collections minus expenses for each month.",
    ),
    template(
        "mrr_top_countries", "hard",
        "SELECT c.country, ROUND(SUM(p.monthly_price * s.seats * (100 - s.discount_pct) / 100.0), 2) AS mrr "
        "FROM subscriptions s JOIN plans p ON p.plan_id = s.plan_id "
        "JOIN customers c ON c.customer_id = s.customer_id WHERE s.end_date IS NULL "
        "GROUP BY c.country ORDER BY mrr DESC LIMIT 3",
        "Which 3 countries give us the most monthly recurring revenue today (per-seat monthly price times "
        "seats after discount, over running subscriptions), and how much each?",
        "Top three countries by current MRR, counting each live subscription as its plan's monthly "
        "per-seat price times seats, minus its discount.",
    ),
    template(
        "industry_cash_share", "hard",
        "SELECT c.industry, ROUND(100.0 * SUM(p.amount) / (SELECT SUM(amount) FROM payments), 2) AS pct "
        "FROM payments p JOIN invoices i ON i.invoice_id = p.invoice_id "
        "JOIN customers c ON c.customer_id = i.customer_id GROUP BY c.industry ORDER BY pct DESC",
        "What share of all the cash we've ever collected came from each industry? Percentages, biggest first.",
        "Split our total payments received by customer industry as a percentage of the overall total, "
        "largest share first.",
    ),
    template(
        "monthly_to_annual_switchers", "hard",
        "SELECT COUNT(DISTINCT old.customer_id) AS customers FROM subscriptions old "
        "JOIN plans op ON op.plan_id = old.plan_id "
        "JOIN subscriptions new ON new.customer_id = old.customer_id "
        "AND new.start_date = date(old.end_date, '+1 day') "
        "JOIN plans np ON np.plan_id = new.plan_id "
        "WHERE op.billing_period = 'monthly' AND np.billing_period = 'annual'",
        "How many customers moved from a monthly-billed plan straight onto an annually-billed one when they "
        "changed plans?",
        "Count the customers whose next subscription after a monthly plan was on annual billing.",
    ),
    template(
        "top_customer_per_country", "hard",
        "WITH totals AS (SELECT c.country, c.company_name, SUM(p.amount) AS paid FROM payments p "
        "JOIN invoices i ON i.invoice_id = p.invoice_id JOIN customers c ON c.customer_id = i.customer_id "
        "GROUP BY c.customer_id), "
        "ranked AS (SELECT country, company_name, paid, RANK() OVER (PARTITION BY country ORDER BY paid DESC) "
        "AS rk FROM totals) "
        "SELECT country, company_name, ROUND(paid, 2) AS paid FROM ranked WHERE rk = 1 ORDER BY country",
        "For every country, which customer has paid us the most in total, and how much? Sort by country.",
        "Name our biggest paying customer in each country (by total payments received), with the amount, "
        "countries in alphabetical order.",
    ),
    template(
        "slowest_payer", "hard",
        "WITH settled AS (SELECT i.invoice_id, i.customer_id, "
        "julianday(MAX(substr(p.paid_at, 1, 10))) - julianday(i.due_on) AS days_late "
        "FROM invoices i JOIN payments p ON p.invoice_id = i.invoice_id WHERE i.status = 'paid' "
        "GROUP BY i.invoice_id) "
        "SELECT c.company_name, ROUND(AVG(s.days_late), 2) AS avg_days_late FROM settled s "
        "JOIN customers c ON c.customer_id = s.customer_id GROUP BY c.customer_id HAVING COUNT(*) >= 5 "
        "ORDER BY AVG(s.days_late) DESC LIMIT 1",
        "Among customers with at least 5 paid invoices, who pays latest? Measure days from the due date to "
        "the final payment, averaged over their paid invoices.",
        "Which customer (with five or more paid invoices) settles furthest past the due date on average, "
        "counting from due date to the last payment on each invoice? Give the average days too.",
    ),
    template(
        "busiest_signup_month_per_year", "hard",
        "WITH monthly AS (SELECT strftime('%Y', signup_date) AS year, substr(signup_date, 1, 7) AS month, "
        "COUNT(*) AS signups FROM customers GROUP BY month), "
        "ranked AS (SELECT year, month, signups, RANK() OVER (PARTITION BY year ORDER BY signups DESC) AS rk "
        "FROM monthly) "
        "SELECT year, month, signups FROM ranked WHERE rk = 1 ORDER BY year",
        "For each year, which month brought the most new sign-ups, and how many?",
        "What was our best month for new customer sign-ups in each year, and how many signed up then?",
    ),
    template(
        "running_signups_2024", "hard",
        "SELECT month, signups, SUM(signups) OVER (ORDER BY month) AS running_total FROM "
        "(SELECT substr(signup_date, 1, 7) AS month, COUNT(*) AS signups FROM customers "
        "WHERE signup_date >= '2024-01-01' AND signup_date < '2025-01-01' GROUP BY month) ORDER BY month",
        "Month by month through 2024, how many companies signed up and what was the running total for "
        "the year so far?",
        "Give me 2024's new sign-ups per month alongside a cumulative year-to-date count.",
    ),
    template(
        "most_refunded_customer", "hard",
        "SELECT c.company_name, ROUND(SUM(r.amount), 2) AS refunded FROM refunds r "
        "JOIN payments p ON p.payment_id = r.payment_id JOIN invoices i ON i.invoice_id = p.invoice_id "
        "JOIN customers c ON c.customer_id = i.customer_id GROUP BY c.customer_id "
        "ORDER BY refunded DESC LIMIT 1",
        "Which customer has received the most money back from us in refunds, and how much?",
        "Who's our most refunded customer by total refund amount?",
    ),
    template(
        "manager_cancellations", "hard",
        "SELECT m.full_name, COUNT(*) AS cancellations FROM subscriptions s "
        "JOIN customers c ON c.customer_id = s.customer_id "
        "JOIN account_managers m ON m.manager_id = c.account_manager_id WHERE s.status = 'canceled' "
        "GROUP BY m.manager_id ORDER BY cancellations DESC, m.full_name",
        "How many cancelled subscriptions has each account manager had among their customers? Most first.",
        "Which account managers are losing customers? Count cancelled subscriptions per manager, highest "
        "first.",
    ),
    template(
        "marketing_above_average_2024", "hard",
        "WITH monthly AS (SELECT substr(expense_date, 1, 7) AS month, SUM(amount) AS spent FROM expenses "
        "WHERE category = 'Marketing' AND expense_date >= '2024-01-01' AND expense_date < '2025-01-01' "
        "GROUP BY month) "
        "SELECT month, ROUND(spent, 2) AS spent FROM monthly WHERE spent > (SELECT AVG(spent) FROM monthly) "
        "ORDER BY month",
        "In which months of 2024 was our marketing spend above that year's monthly average, and what did we "
        "spend in each?",
        "List the 2024 months where marketing costs beat the 2024 monthly average, with the amounts.",
    ),
    template(
        "top_plan_in_month", "hard",
        "SELECT p.plan_name, p.billing_period FROM invoices i "
        "JOIN subscriptions s ON s.subscription_id = i.subscription_id JOIN plans p ON p.plan_id = s.plan_id "
        "WHERE substr(i.issued_on, 1, 7) = {month} AND i.status <> 'void' "
        "GROUP BY p.plan_id ORDER BY SUM(i.amount) DESC LIMIT 1",
        "Which plan (name and billing period) accounted for the most invoiced money in {month_name}, "
        "leaving out void invoices?",
        "Looking at non-void invoices issued in {month_name}, which plan brought in the largest billed "
        "total? Name and billing period, please.",
        slots=_month_slots("invoices", "issued_on", "2024-01-01"), n=3,
    ),
    template(
        "customers_above_average_billed", "hard",
        "WITH totals AS (SELECT customer_id, SUM(amount) AS billed FROM invoices WHERE status <> 'void' "
        "GROUP BY customer_id) "
        "SELECT COUNT(*) AS customers FROM totals WHERE billed > (SELECT AVG(billed) FROM totals)",
        "How many customers have been billed more than the average customer, counting non-void invoices "
        "and only customers who've been invoiced at all?",
        "Comparing each invoiced customer's total of non-void invoices with the average of those totals, "
        "how many are above average?",
    ),
    template(
        "conversion_by_industry", "hard",
        "SELECT c.industry, ROUND(100.0 * SUM(EXISTS (SELECT 1 FROM subscriptions s "
        "WHERE s.customer_id = c.customer_id)) / COUNT(*), 2) AS conversion_pct FROM customers c "
        "GROUP BY c.industry ORDER BY conversion_pct DESC, c.industry",
        "Which industries convert sign-ups into paying subscribers best? Give the percentage of each "
        "industry's sign-ups that ever started a subscription, best first.",
        "For each industry, what percent of the companies that signed up went on to take a subscription? "
        "Highest conversion first.",
    ),
    template(
        "legacy_migration", "hard",
        "SELECT np.plan_name, np.billing_period, COUNT(*) AS customers FROM subscriptions old "
        "JOIN plans op ON op.plan_id = old.plan_id "
        "JOIN subscriptions new ON new.customer_id = old.customer_id "
        "AND new.start_date = date(old.end_date, '+1 day') "
        "JOIN plans np ON np.plan_id = new.plan_id WHERE op.plan_code = 'BAS-M' "
        "GROUP BY np.plan_id ORDER BY customers DESC, np.plan_name, np.billing_period",
        "Customers who moved off the old Basic (Legacy) plan: which plans did they move to, and how many "
        "went to each?",
        "Where did our legacy Basic customers go when they changed plan? Count them by the plan (name and "
        "billing period) they switched to.",
    ),
    template(
        "net_cash_2024", "hard",
        "SELECT ROUND((SELECT SUM(amount) FROM payments WHERE paid_at >= '2024-01-01' AND paid_at < '2025-01-01')"
        " - (SELECT SUM(amount) FROM refunds WHERE refunded_on >= '2024-01-01' AND refunded_on < '2025-01-01')"
        " - (SELECT SUM(amount) FROM expenses WHERE expense_date >= '2024-01-01' "
        "AND expense_date < '2025-01-01'), 2) AS net_cash",
        "For 2024 as a whole, what was our net cash result: payments received, minus refunds paid out, "
        "minus expenses?",
        "Take everything customers paid us in 2024, subtract the refunds we issued in 2024 and all of 2024's "
        "expenses. What's left?",
    ),
]
