"""Gold questions over ``ledger``, the hard section of ``TEMPLATES``: 3+ tables, nesting, windows."""

from envs.analyst.task_bank.ledger.fragments import _month_slots
from envs.analyst.tasks import template

TEMPLATES = [
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
