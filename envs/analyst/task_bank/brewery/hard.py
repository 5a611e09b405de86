"""Gold questions over ``brewery``, the hard section of ``TEMPLATES``: 3+ tables, nesting, ranking, windows."""

from envs.analyst.task_bank.brewery.fragments import BEER_ITEMS, INVOICES, LINE_LITRES, SALE_VALUE, TODAY
from envs.analyst.task_bank.calendar_sql import month_only
from envs.analyst.tasks import template

TEMPLATES = [
    template(
        "kegs_out_with_customer", "hard",
        """SELECT SUM(l.quantity - l.kegs_returned) FROM order_lines l JOIN orders o ON o.order_id = l.order_id
           JOIN customers c ON c.customer_id = o.customer_id
           WHERE c.name = {customer} AND l.format = 'Keg' AND o.status = 'Delivered'""",
        "How many of our kegs are sitting at {customer} right now?",
        "Gary's doing a collection run: how many empties or full kegs does {customer} still have of ours?",
        slots="""SELECT c.name AS customer FROM customers c JOIN orders o ON o.customer_id = c.customer_id
                 JOIN order_lines l ON l.order_id = o.order_id
                 WHERE c.customer_type = 'Pub' AND c.status = 'Active' AND l.format = 'Keg'
                 GROUP BY c.customer_id HAVING SUM(l.quantity - l.kegs_returned) >= 5 ORDER BY c.customer_id""",
        n=2,
    ),
    template(
        "top_debtors", "hard",
        f"""WITH {INVOICES}
            SELECT c.name, ROUND(SUM(b.owed), 2) AS owed FROM balances b
            JOIN customers c ON c.customer_id = b.customer_id
            WHERE b.owed > 0 GROUP BY c.customer_id ORDER BY owed DESC LIMIT 5""",
        "Who owes us the most? The five biggest debtors on the trade ledger and how much each.",
        "Margaret wants the top 5 accounts by outstanding balance.",
    ),
    template(
        "overdue_total", "hard",
        f"""WITH {INVOICES}
            SELECT ROUND(SUM(owed), 2) FROM balances WHERE owed > 0 AND due_on < {TODAY}""",
        "How much trade money is overdue, past the customers' credit terms?",
        "Add up everything we're owed on invoices that have gone past their due date.",
    ),
    template(
        "closed_pub_debt", "hard",
        f"""WITH {INVOICES}
            SELECT ROUND(SUM(b.owed), 2) FROM balances b JOIN customers c ON c.customer_id = b.customer_id
            WHERE c.status = 'Closed' AND b.owed > 0""",
        "The accounts that have shut down: how much did they leave owing us?",
        "What's the unpaid balance on customers whose accounts are closed?",
    ),
    template(
        "days_to_pay_by_type_2024", "hard",
        f"""WITH {INVOICES}
            SELECT c.customer_type, ROUND(AVG(julianday(b.last_paid) - julianday(b.delivered_on)), 2) AS days
            FROM balances b JOIN customers c ON c.customer_id = b.customer_id
            WHERE b.owed <= 0 AND b.delivered_on BETWEEN '2024-01-01' AND '2024-12-31'
            GROUP BY c.customer_type ORDER BY days DESC""",
        "For invoices from 2024 that are paid off, how long did each kind of customer take to pay on average, in days?",
        "Slowest payers by customer type: average days from delivery to settling the bill, for last year's invoices.",
    ),
    template(
        "best_selling_beer_trade_this_year", "hard",
        f"""SELECT b.name, ROUND(SUM({LINE_LITRES}), 1) AS litres
            FROM order_lines l JOIN orders o ON o.order_id = l.order_id JOIN beers b ON b.beer_id = l.beer_id
            WHERE o.status = 'Delivered' AND o.delivered_on >= '2025-01-01'
            GROUP BY b.beer_id ORDER BY litres DESC LIMIT 1""",
        "Which is our best-selling beer to the trade this year, by volume, and how many litres is that?",
        "By litres delivered to pubs, bars, restaurants and shops this year, which beer comes top?",
    ),
    template(
        "christmas_specials_trade_last_christmas", "hard",
        f"""SELECT ROUND(SUM({SALE_VALUE}), 2)
            FROM order_lines l JOIN orders o ON o.order_id = l.order_id JOIN beers b ON b.beer_id = l.beer_id
            WHERE o.status = 'Delivered' AND b.season = 'Christmas'
              AND o.delivered_on BETWEEN '2024-11-01' AND '2024-12-31'""",
        "How much did the Christmas specials bring in from the trade over November and December last year?",
        "What were trade sales of our festive seasonals worth in the 2024 run-up to Christmas?",
    ),
    template(
        "taproom_month_vs_year_before", "hard",
        """WITH monthly AS (SELECT substr(sold_at, 1, 7) AS month, SUM(amount) AS takings FROM taproom_sales
                            GROUP BY month)
           SELECT ROUND(100.0 * (m.takings - p.takings) / p.takings, 2) FROM monthly m
           JOIN monthly p ON p.month = substr(date(m.month || '-01', '-1 year'), 1, 7) WHERE m.month = {month}""",
        "How did the taproom's {month_name} compare with the same month the year before, as a percentage change?",
        "Taproom takings in {month_name} against a year earlier: up or down, and by what percent?",
        slots="SELECT '2025-07' AS month, 'July 2025' AS month_name UNION ALL SELECT '2025-10', 'October 2025'",
        n=2,
    ),
    template(
        "trade_share_by_customer_type_this_year", "hard",
        f"""SELECT c.customer_type,
                   ROUND(100.0 * SUM({SALE_VALUE}) / SUM(SUM({SALE_VALUE})) OVER (), 2) AS share_pct
            FROM order_lines l JOIN orders o ON o.order_id = l.order_id
            JOIN customers c ON c.customer_id = o.customer_id
            WHERE o.status = 'Delivered' AND o.delivered_on >= '2025-01-01'
            GROUP BY c.customer_type ORDER BY share_pct DESC""",
        "What share of this year's trade sales came from each type of customer?",
        "Pubs, bars, restaurants, bottle shops: how does this year's wholesale revenue divide up between them, in %?",
    ),
    template(
        "taproom_running_total_this_year", "hard",
        f"""SELECT {month_only("ym")} AS month, ROUND(SUM(takings) OVER (ORDER BY ym), 2) AS to_date
            FROM (SELECT substr(sold_at, 1, 7) AS ym, SUM(amount) AS takings FROM taproom_sales
                  WHERE sold_at >= '2025-01-01' GROUP BY ym)
            ORDER BY ym""",
        "Show me the taproom's takings this year as a running total, month by month.",
        "Cumulative bar takings for 2025: where did the total stand at the end of each month?",
    ),
    template(
        "ingredient_cost_per_litre_2024", "hard",
        """SELECT ROUND((SELECT SUM(total_cost) FROM ingredient_purchases
                        WHERE ordered_on BETWEEN '2024-01-01' AND '2024-12-31')
                     / (SELECT SUM(litres_packaged) FROM batches
                        WHERE status = 'Packaged' AND packaged_on BETWEEN '2024-01-01' AND '2024-12-31'), 2)""",
        "Roughly what did ingredients cost us per litre of beer packaged in 2024?",
        "Take last year's ingredient spend and divide it by the litres we packaged: what's that per litre?",
    ),
    template(
        "duty_share_of_revenue_2024", "hard",
        f"""SELECT ROUND(100.0 * (SELECT SUM(duty_due) FROM duty_returns WHERE duty_month LIKE '2024-%')
                     / ((SELECT SUM({SALE_VALUE}) FROM order_lines l JOIN orders o ON o.order_id = l.order_id
                         WHERE o.status = 'Delivered' AND o.delivered_on BETWEEN '2024-01-01' AND '2024-12-31')
                        + (SELECT SUM(amount) FROM taproom_sales WHERE sold_at LIKE '2024-%')), 2)""",
        "Beer duty as a percentage of all our 2024 revenue, trade sales and taproom takings together?",
        "Last year, how big was the duty bill next to everything we took in from the trade and the bar, in percent?",
    ),
    template(
        "biggest_growth_accounts", "hard",
        f"""WITH spend AS (
                SELECT o.customer_id,
                       SUM(CASE WHEN o.delivered_on BETWEEN '2024-01-01' AND '2024-10-31' THEN {SALE_VALUE} ELSE 0 END)
                           AS before,
                       SUM(CASE WHEN o.delivered_on BETWEEN '2025-01-01' AND '2025-10-31' THEN {SALE_VALUE} ELSE 0 END)
                           AS now
                FROM order_lines l JOIN orders o ON o.order_id = l.order_id WHERE o.status = 'Delivered'
                GROUP BY o.customer_id)
            SELECT c.name, ROUND(s.now - s.before, 2) AS increase FROM spend s
            JOIN customers c ON c.customer_id = s.customer_id
            WHERE s.before > 0 ORDER BY increase DESC LIMIT 3""",
        ("Which three accounts have grown the most? Compare what they spent January to October this year with the same "
         "months last year."),
        "Top 3 customers by increase in spend, January-October 2025 against January-October 2024.",
    ),
    template(
        "top_pub_by_kegs_2024", "hard",
        """SELECT c.name, c.town, SUM(l.quantity) AS kegs FROM order_lines l JOIN orders o ON o.order_id = l.order_id
           JOIN customers c ON c.customer_id = o.customer_id
           WHERE o.status = 'Delivered' AND l.format = 'Keg' AND c.customer_type = 'Pub'
             AND o.delivered_on BETWEEN '2024-01-01' AND '2024-12-31'
           GROUP BY c.customer_id ORDER BY kegs DESC LIMIT 1""",
        "Which pub took the most kegs off us in 2024? Where is it, and how many kegs?",
        "Our biggest pub customer last year by kegs delivered: name, town and keg count.",
    ),
    template(
        "late_paid_share_2024", "hard",
        f"""WITH {INVOICES}
            SELECT ROUND(100.0 * SUM(last_paid > due_on) / COUNT(*), 2) FROM balances
            WHERE owed <= 0 AND delivered_on BETWEEN '2024-01-01' AND '2024-12-31'""",
        "Of last year's invoices that have been paid, what percentage were paid after the due date?",
        "How often do the trade pay us late? The share of settled 2024 invoices cleared past their terms.",
    ),
    template(
        "average_order_value_by_type_this_year", "hard",
        f"""WITH order_values AS (
                SELECT o.order_id, o.customer_id, SUM({SALE_VALUE}) AS value
                FROM orders o JOIN order_lines l ON l.order_id = o.order_id
                WHERE o.status = 'Delivered' AND o.delivered_on >= '2025-01-01' GROUP BY o.order_id)
            SELECT c.customer_type, ROUND(AVG(v.value), 2) AS average FROM order_values v
            JOIN customers c ON c.customer_id = v.customer_id GROUP BY c.customer_type ORDER BY average DESC""",
        "What's the average delivered order worth this year for each type of customer?",
        "How big is a typical drop to a pub compared with a bar, a restaurant or a shop this year, in pounds?",
    ),
    template(
        "biggest_invoice_this_year", "hard",
        f"""SELECT o.invoice_no, c.name, ROUND(SUM({SALE_VALUE}), 2) AS value
            FROM orders o JOIN order_lines l ON l.order_id = o.order_id
            JOIN customers c ON c.customer_id = o.customer_id
            WHERE o.status = 'Delivered' AND o.delivered_on >= '2025-01-01'
            GROUP BY o.order_id ORDER BY value DESC LIMIT 1""",
        "What's the biggest single invoice we've raised this year? Invoice number, customer and amount.",
        "Which trade invoice this year has been the largest, who was it for, and what was it worth?",
    ),
    template(
        "unreturned_keg_rate_by_type", "hard",
        """SELECT c.customer_type,
                  ROUND(100.0 * SUM(l.quantity - l.kegs_returned) / SUM(l.quantity), 2) AS not_back_pct
           FROM order_lines l JOIN orders o ON o.order_id = l.order_id
           JOIN customers c ON c.customer_id = o.customer_id
           WHERE l.format = 'Keg' AND o.status = 'Delivered' AND o.delivered_on < date('2025-11-30', '-90 days')
           GROUP BY c.customer_type ORDER BY not_back_pct DESC""",
        "For kegs delivered more than three months ago, what percentage never came back, by type of customer?",
        "Which kind of customer is worst at returning kegs? Share of kegs from drops over 90 days old still not back.",
    ),
    template(
        "range_share_of_trade_litres_2024", "hard",
        f"""SELECT b.beer_range, ROUND(100.0 * SUM({LINE_LITRES}) / SUM(SUM({LINE_LITRES})) OVER (), 2) AS share_pct
            FROM order_lines l JOIN orders o ON o.order_id = l.order_id JOIN beers b ON b.beer_id = l.beer_id
            WHERE o.status = 'Delivered' AND o.delivered_on BETWEEN '2024-01-01' AND '2024-12-31'
            GROUP BY b.beer_range ORDER BY share_pct DESC""",
        "How did 2024's trade volume split between core, seasonal and limited beers, as percentages of litres?",
        "Last year, what share of the litres we sold wholesale was core range, seasonals and limited releases?",
    ),
    template(
        "top_beer_all_channels_2024", "hard",
        f"""WITH takings AS (
                SELECT l.beer_id, {SALE_VALUE} AS money FROM order_lines l JOIN orders o ON o.order_id = l.order_id
                WHERE o.status = 'Delivered' AND o.delivered_on BETWEEN '2024-01-01' AND '2024-12-31'
                UNION ALL
                SELECT beer_id, amount FROM taproom_sales WHERE {BEER_ITEMS} AND sold_at LIKE '2024-%')
            SELECT b.name, ROUND(SUM(t.money), 2) AS revenue FROM takings t JOIN beers b ON b.beer_id = t.beer_id
            GROUP BY b.beer_id ORDER BY revenue DESC LIMIT 1""",
        "Counting the trade and the taproom together, which beer earned us the most in 2024, and how much?",
        "Our biggest money-maker last year across wholesale and our own bar: which beer, and what did it bring in?",
    ),
    template(
        "most_kegs_out_customer", "hard",
        """SELECT c.name, SUM(l.quantity - l.kegs_returned) AS kegs,
                  ROUND(SUM((l.quantity - l.kegs_returned) * l.deposit_per_keg), 2) AS deposits
           FROM order_lines l JOIN orders o ON o.order_id = l.order_id
           JOIN customers c ON c.customer_id = o.customer_id
           WHERE l.format = 'Keg' AND o.status = 'Delivered'
           GROUP BY c.customer_id ORDER BY kegs DESC LIMIT 1""",
        "Which customer is hanging on to the most of our kegs, how many, and what are the deposits on them worth?",
        "Who has the most kegs of ours not yet returned? Give the count and the deposit value.",
    ),
    template(
        "beer_trade_sales_last_christmas", "hard",
        f"""SELECT ROUND(SUM({SALE_VALUE}), 2)
            FROM order_lines l JOIN orders o ON o.order_id = l.order_id JOIN beers b ON b.beer_id = l.beer_id
            WHERE o.status = 'Delivered' AND b.name = {{beer}}
              AND o.delivered_on BETWEEN '2024-12-01' AND '2024-12-31'""",
        "What did {beer} take in trade sales last December?",
        "December 2024: how much did we invoice the trade for {beer}?",
        slots="SELECT name AS beer FROM beers WHERE name IN ('Yule Log Porter', 'Coalhouse Stout') ORDER BY beer_id",
        n=2,
    ),
]
