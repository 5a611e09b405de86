"""Gold questions over ``print_shop``, the hard section of ``TEMPLATES``: 3+ tables, nesting, ranking, windows."""

from envs.analyst.task_bank.calendar_sql import month_only
from envs.analyst.task_bank.print_shop.fragments import THIS_YEAR, TODAY, _balance, _job, _person, _value
from envs.analyst.tasks import template

I_OWING = "i.status IN ('Unpaid', 'Part Paid')"
REPRINTED = "EXISTS (SELECT 1 FROM jobs r WHERE r.reprint_of = j.job_id)"

TEMPLATES = [
    template(
        "top_debtors", "hard",
        f"""SELECT c.name, ROUND(SUM({_balance("i.")}), 2) AS owed FROM invoices i
            JOIN customers c ON c.customer_id = i.customer_id WHERE {I_OWING}
            GROUP BY c.customer_id ORDER BY owed DESC LIMIT 5""",
        "Who owes us the most right now? The five biggest debtors and what each still owes.",
        "Top 5 customers by outstanding balance, after what they've paid and any credit notes.",
    ),
    template(
        "total_owed", "hard",
        f"SELECT ROUND(SUM({_balance('i.')}), 2) FROM invoices i WHERE {I_OWING}",
        "How much are customers into us for altogether at the moment? Leave out the debt we've written off.",
        "What's our total debtors figure right now, net of part payments and credit notes, written-off debt aside?",
    ),
    template(
        "aged_debtors", "hard",
        f"""WITH owing AS (
                SELECT {_balance("i.")} AS owed, julianday({TODAY}) - julianday(i.due_on) AS days_over
                FROM invoices i WHERE {I_OWING})
            SELECT CASE WHEN days_over <= 0 THEN 'Not yet due' WHEN days_over <= 30 THEN '1-30 days'
                        WHEN days_over <= 60 THEN '31-60 days' WHEN days_over <= 90 THEN '61-90 days'
                        ELSE 'Over 90 days' END AS age,
                   COUNT(*) AS invoices, ROUND(SUM(owed), 2) AS owed
            FROM owing GROUP BY age ORDER BY MIN(days_over)""",
        "Can I have an aged debtors summary? What's owed not yet due, then 1-30, 31-60, 61-90 and over 90 days "
        "overdue, with the number of invoices in each.",
        "Split what customers owe us by how overdue it is (not yet due, 1-30, 31-60, 61-90, 90+ days): invoices "
        "and amount in each band.",
    ),
    template(
        "bad_debt_written_off", "hard",
        f"""SELECT c.name, ROUND(SUM({_balance("i.")}), 2) AS written_off FROM invoices i
            JOIN customers c ON c.customer_id = i.customer_id WHERE i.status = 'Written Off'
            GROUP BY c.customer_id ORDER BY written_off DESC""",
        "How much bad debt have we had to write off, and whose was it?",
        "Which customer's debts did we write off, and how much was still owing on those invoices when we did?",
    ),
    template(
        "slowest_payers_last_year", "hard",
        """WITH settled AS (
               SELECT i.customer_id, i.issued_on, MAX(p.paid_on) AS paid_on FROM invoices i
               JOIN payments p ON p.invoice_id = i.invoice_id
               WHERE i.status = 'Paid' AND substr(i.issued_on, 1, 4) = '2024' GROUP BY i.invoice_id)
           SELECT c.name, ROUND(AVG(julianday(s.paid_on) - julianday(s.issued_on)), 2) AS days_to_pay
           FROM settled s JOIN customers c ON c.customer_id = s.customer_id WHERE c.customer_type = 'Account'
           GROUP BY c.customer_id HAVING COUNT(*) >= 5 ORDER BY days_to_pay DESC LIMIT 5""",
        "Which accounts were the slowest payers on last year's invoices? Average days from invoice to settling up, "
        "the worst five, counting accounts with at least five paid invoices from 2024.",
        "Top 5 slowest-paying accounts for invoices issued in 2024 (at least five paid), by average days to pay.",
    ),
    template(
        "sales_running_total_this_year", "hard",
        f"""WITH monthly AS (
                SELECT substr(issued_on, 1, 7) AS month, SUM(net_amount) AS sales FROM invoices
                WHERE issued_on >= {THIS_YEAR} GROUP BY month)
            SELECT {month_only("month")} AS month, ROUND(SUM(sales) OVER (ORDER BY month), 2) AS sales_to_date
            FROM monthly ORDER BY monthly.month""",
        "Show me how this year's sales have built up: the running total at the end of each month.",
        "Month by month, what are our cumulative invoiced sales for 2025 so far?",
    ),
    template(
        "sales_vs_last_year_to_date", "hard",
        """WITH ytd AS (
               SELECT SUM(CASE WHEN issued_on BETWEEN '2024-01-01' AND '2024-10-31' THEN net_amount END) AS last_year,
                      SUM(CASE WHEN issued_on BETWEEN '2025-01-01' AND '2025-10-31' THEN net_amount END) AS this_year
               FROM invoices)
           SELECT ROUND(100.0 * (this_year - last_year) / last_year, 2) FROM ytd""",
        "Are we up or down on last year? Sales so far this year against the same period of 2024, as a percentage.",
        "Year to date, how do our sales compare with January to October last year, in percent?",
    ),
    template(
        "best_sales_month_each_year", "hard",
        f"""WITH monthly AS (
                SELECT substr(issued_on, 1, 4) AS year, substr(issued_on, 1, 7) AS month, SUM(net_amount) AS sales
                FROM invoices GROUP BY month),
            ranked AS (SELECT *, RANK() OVER (PARTITION BY year ORDER BY sales DESC) AS rnk FROM monthly)
            SELECT year, {month_only("month")} AS best_month, ROUND(sales, 2) AS sales FROM ranked
            WHERE rnk = 1 ORDER BY year""",
        "For each year on the books, which month had the best sales, and how much?",
        "What was our strongest month for invoiced sales in each year?",
    ),
    template(
        "lapsed_accounts", "hard",
        f"""SELECT c.name FROM customers c WHERE c.customer_type = 'Account'
            AND EXISTS (SELECT 1 FROM invoices i WHERE i.customer_id = c.customer_id
                        AND substr(i.issued_on, 1, 4) = '2024')
            AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.customer_id = c.customer_id
                            AND i.issued_on >= {THIS_YEAR})
            ORDER BY c.name""",
        "Which accounts bought from us last year but haven't been invoiced for anything this year?",
        "List the business accounts with 2024 invoices and none so far in 2025.",
    ),
    template(
        "top_sector_per_product_last_year", "hard",
        """WITH sector_sales AS (
               SELECT j.product, c.sector, SUM(i.net_amount) AS sales FROM invoices i
               JOIN jobs j ON j.job_id = i.job_id JOIN customers c ON c.customer_id = i.customer_id
               WHERE c.customer_type = 'Account' AND substr(i.issued_on, 1, 4) = '2024'
               GROUP BY j.product, c.sector),
           ranked AS (SELECT *, RANK() OVER (PARTITION BY product ORDER BY sales DESC) AS rnk FROM sector_sales)
           SELECT product, sector, ROUND(sales, 2) AS sales FROM ranked WHERE rnk = 1 ORDER BY product""",
        "Among our business accounts, which sector spent the most on each product last year, and how much?",
        "Product by product, which kind of business account (by sector) was our biggest buyer in 2024?",
    ),
    template(
        "repeat_walk_ins_share", "hard",
        f"""SELECT ROUND(100.0 * SUM(jobs >= 2) / COUNT(*), 2) FROM (
                SELECT j.customer_id, COUNT(*) AS jobs FROM jobs j JOIN customers c ON c.customer_id = j.customer_id
                WHERE c.customer_type = 'Walk-in' AND {_job("j.")} GROUP BY j.customer_id)""",
        "Of the walk-in customers who've ordered from us, what percentage have come back for a second job?",
        "What share of our walk-ins with at least one order have placed two or more?",
    ),
    template(
        "reprint_rate_by_operator", "hard",
        f"""SELECT {_person("s.")} AS operator, COUNT(*) AS jobs,
                   ROUND(100.0 * SUM({REPRINTED}) / COUNT(*), 2) AS reprint_pct
            FROM jobs j JOIN staff s ON s.staff_id = j.operator_id
            WHERE j.status = 'Delivered' AND j.reprint_of IS NULL
            GROUP BY s.staff_id ORDER BY reprint_pct DESC, operator""",
        "Which press operators' jobs have had to be reprinted most often? Delivered jobs each ran and the "
        "percentage we reprinted, all time.",
        "Reprint rate by press operator: how many delivered jobs each printed, and what share had to be redone.",
    ),
    template(
        "press_jobs_and_downtime_this_year", "hard",
        f"""SELECT p.name,
                   (SELECT COUNT(*) FROM jobs j WHERE j.press_id = p.press_id AND j.status = 'Delivered'
                    AND j.reprint_of IS NULL AND j.delivered_on >= {THIS_YEAR}) AS jobs,
                   (SELECT ROUND(COALESCE(SUM(d.hours_lost), 0), 2) FROM press_downtime d
                    WHERE d.press_id = p.press_id AND d.started_on >= {THIS_YEAR}) AS hours_lost
            FROM presses p WHERE p.retired_on IS NULL ORDER BY p.name""",
        "For each press still in service: how many jobs has it printed for delivery this year, reprints aside, "
        "and how many hours has it been down?",
        "Press by press (current machines only), this year's delivered jobs against hours lost to downtime.",
    ),
    template(
        "paper_price_change", "hard",
        """WITH yearly AS (
               SELECT SUM(CASE WHEN substr(ordered_on, 1, 4) = '2024' THEN total_cost END)
                      / SUM(CASE WHEN substr(ordered_on, 1, 4) = '2024' THEN quantity END) AS y2024,
                      SUM(CASE WHEN substr(ordered_on, 1, 4) = '2025' THEN total_cost END)
                      / SUM(CASE WHEN substr(ordered_on, 1, 4) = '2025' THEN quantity END) AS y2025
               FROM stock_purchases WHERE paper_stock = {stock})
           SELECT ROUND(100.0 * (y2025 - y2024) / y2024, 2) FROM yearly""",
        "By how much, in percent, has the average price we pay for {stock} gone up or down this year compared "
        "with 2024?",
        "{stock}: percentage change in our average cost per pack or roll, 2024 to 2025?",
        slots="""SELECT paper_stock AS stock FROM stock_purchases GROUP BY paper_stock HAVING COUNT(*) >= 20
                 ORDER BY stock DESC""",
        n=2,
    ),
    template(
        "sales_by_account_manager_last_year", "hard",
        f"""SELECT {_person("s.")} AS account_manager, ROUND(SUM(i.net_amount), 2) AS sales FROM quotes q
            JOIN jobs j ON j.quote_id = q.quote_id JOIN invoices i ON i.job_id = j.job_id
            JOIN staff s ON s.staff_id = q.prepared_by
            WHERE s.role = 'Account Manager' AND substr(i.issued_on, 1, 4) = '2024'
            GROUP BY s.staff_id ORDER BY sales DESC""",
        "How much of last year's invoiced sales came from work each account manager quoted for?",
        "Account managers by 2024 sales on jobs that came from their quotes, highest first.",
    ),
    template(
        "account_growth_top5", "hard",
        """WITH yearly AS (
               SELECT c.name,
                      SUM(CASE WHEN i.issued_on BETWEEN '2024-01-01' AND '2024-10-31' THEN i.net_amount ELSE 0 END)
                      AS last_year,
                      SUM(CASE WHEN i.issued_on BETWEEN '2025-01-01' AND '2025-10-31' THEN i.net_amount ELSE 0 END)
                      AS this_year
               FROM invoices i JOIN customers c ON c.customer_id = i.customer_id
               WHERE c.customer_type = 'Account' GROUP BY c.customer_id)
           SELECT name, ROUND(last_year, 2) AS last_year, ROUND(this_year, 2) AS this_year,
                  ROUND(this_year - last_year, 2) AS growth
           FROM yearly ORDER BY growth DESC LIMIT 5""",
        "Which five accounts have grown the most with us? Sales January to October this year against the same "
        "months last year, and the increase.",
        "Top 5 accounts by growth in sales, 2025 year to date versus January-October 2024, with both figures.",
    ),
    template(
        "top10_accounts_share_last_year", "hard",
        """SELECT ROUND(100.0 * (SELECT SUM(sales) FROM (
                   SELECT SUM(i.net_amount) AS sales FROM invoices i JOIN customers c ON c.customer_id = i.customer_id
                   WHERE c.customer_type = 'Account' AND substr(i.issued_on, 1, 4) = '2024'
                   GROUP BY i.customer_id ORDER BY sales DESC LIMIT 10))
               / (SELECT SUM(net_amount) FROM invoices WHERE substr(issued_on, 1, 4) = '2024'), 2)""",
        "How dependent are we on our biggest accounts? What share of last year's total sales came from the top ten?",
        "Our ten largest accounts in 2024: what percentage of all that year's sales did they make up?",
    ),
    template(
        "worst_late_month_each_year", "hard",
        """WITH monthly AS (
               SELECT substr(delivered_on, 1, 4) AS year, substr(delivered_on, 1, 7) AS month, COUNT(*) AS late
               FROM jobs WHERE status = 'Delivered' AND reprint_of IS NULL AND delivered_on > promised_on
               GROUP BY month),
           ranked AS (SELECT *, RANK() OVER (PARTITION BY year ORDER BY late DESC) AS rnk FROM monthly)
           SELECT year, month, late FROM ranked WHERE rnk = 1 ORDER BY year, month""",
        "In each year, which month had the most jobs go out late, and how many? Give the month as YYYY-MM.",
        "Year by year, our worst month for late deliveries (YYYY-MM) and the number of late jobs.",
    ),
    template(
        "late_credits_busy_season", "hard",
        """SELECT ROUND(SUM(cn.amount), 2) FROM credit_notes cn JOIN invoices i ON i.invoice_id = cn.invoice_id
           JOIN jobs j ON j.job_id = i.job_id
           WHERE cn.reason = 'Late Delivery' AND substr(j.delivered_on, 6, 2) IN ('11', '12')""",
        "How much have we credited customers for late delivery on jobs that went out in November or December?",
        "Pre-Christmas crunch: total late-delivery credit notes on jobs delivered in November or December, all years.",
    ),
    template(
        "reprint_rate_by_product", "hard",
        f"""SELECT product, ROUND(100.0 * SUM({REPRINTED}) / COUNT(*), 2) AS reprint_pct FROM jobs j
            WHERE j.status = 'Delivered' AND j.reprint_of IS NULL
            GROUP BY product ORDER BY reprint_pct DESC, product""",
        "Which products do we most often have to reprint? Reprint rate per product over everything we've delivered.",
        "For each product, what percentage of delivered jobs had to be run again because of our mistakes?",
    ),
    template(
        "quoted_walk_ins_never_ordered", "hard",
        """SELECT COUNT(*) FROM customers c WHERE c.customer_type = 'Walk-in'
           AND EXISTS (SELECT 1 FROM quotes q WHERE q.customer_id = c.customer_id)
           AND NOT EXISTS (SELECT 1 FROM jobs j WHERE j.customer_id = c.customer_id)""",
        "How many walk-in customers have had a quote from us but never actually ordered anything?",
        "Walk-ins we've quoted who have never placed a single order with us: how many?",
    ),
    template(
        "top_customer_per_product_last_year", "hard",
        f"""WITH spend AS (
                SELECT j.product, c.name, SUM{_value("j.")} AS value FROM jobs j
                JOIN customers c ON c.customer_id = j.customer_id
                WHERE {_job("j.")} AND substr(j.ordered_on, 1, 4) = '2024' GROUP BY j.product, c.customer_id),
            ranked AS (SELECT *, RANK() OVER (PARTITION BY product ORDER BY value DESC) AS rnk FROM spend)
            SELECT product, name, ROUND(value, 2) AS value FROM ranked WHERE rnk = 1 ORDER BY product, name""",
        "For each product, who was our biggest customer last year by the value of jobs ordered?",
        "Product by product, which customer ordered the most from us in 2024 by value, and how much?",
    ),
    template(
        "job_value_change_by_product", "hard",
        f"""WITH yearly AS (
                SELECT product, AVG(CASE WHEN substr(ordered_on, 1, 4) = '2024' THEN {_value()} END) AS y2024,
                       AVG(CASE WHEN substr(ordered_on, 1, 4) = '2025' THEN {_value()} END) AS y2025
                FROM jobs WHERE {_job()} GROUP BY product)
            SELECT product, ROUND(y2024, 2) AS avg_2024, ROUND(y2025, 2) AS avg_2025,
                   ROUND(100.0 * (y2025 - y2024) / y2024, 2) AS change_pct
            FROM yearly ORDER BY product""",
        "How has the average job value moved for each product, last year against this year? Both averages and the "
        "change in percent.",
        "Per product: average order value in 2024, in 2025 so far, and the percentage change.",
    ),
    template(
        "debts_over_60_days", "hard",
        f"""SELECT c.name, ROUND(SUM({_balance("i.")}), 2) AS owed FROM invoices i
            JOIN customers c ON c.customer_id = i.customer_id
            WHERE {I_OWING} AND i.due_on < date({TODAY}, '-60 days')
            GROUP BY c.customer_id ORDER BY owed DESC, c.name""",
        "Which customers have invoices more than 60 days past due, and how much is still owed on them?",
        "Janet's chasing list: everyone owing on invoices over 60 days overdue, with the amount, biggest first.",
    ),
    template(
        "accounts_every_year", "hard",
        """SELECT COUNT(*) FROM (
               SELECT i.customer_id FROM invoices i JOIN customers c ON c.customer_id = i.customer_id
               WHERE c.customer_type = 'Account' GROUP BY i.customer_id
               HAVING COUNT(DISTINCT substr(i.issued_on, 1, 4)) = 3)""",
        "How many accounts have bought from us in every year on the books: 2023, 2024 and 2025?",
        "Count the business accounts with invoices in each of 2023, 2024 and this year.",
    ),
]
