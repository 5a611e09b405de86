"""Gold questions over ``wholesale_bakery``, the hard section of ``TEMPLATES``: 3+ tables, nesting, ranking,
windows."""

from envs.analyst.task_bank.calendar_sql import month_only
from envs.analyst.task_bank.wholesale_bakery.fragments import (
    LAST_MONTH, LAST_YEAR, SALE, THIS_WEEK, THIS_WEEK_LAST_YEAR, THIS_YEAR, YEARS,
)
from envs.analyst.tasks import template

TEMPLATES = [
    template(
        "best_sellers_last_month", "hard",
        f"""SELECT p.name, SUM(l.quantity) AS units FROM order_lines l JOIN orders o ON o.order_id = l.order_id
            JOIN products p ON p.product_id = l.product_id
            WHERE o.status = 'Delivered' AND o.delivery_date {LAST_MONTH}
            GROUP BY p.product_id ORDER BY units DESC LIMIT 5""",
        "What were our five best sellers last month, by number sold?",
        "Top 5 products in October by units delivered, please.",
    ),
    template(
        "sales_this_week_vs_last_year", "hard",
        f"""WITH weeks AS (
                SELECT SUM(CASE WHEN o.delivery_date {THIS_WEEK} THEN {SALE} END) AS this_week,
                       SUM(CASE WHEN o.delivery_date {THIS_WEEK_LAST_YEAR} THEN {SALE} END) AS last_year
                FROM orders o JOIN order_lines l ON l.order_id = o.order_id WHERE o.status = 'Delivered')
            SELECT ROUND(this_week, 2) AS this_week, ROUND(last_year, 2) AS same_week_last_year,
                   ROUND(100.0 * (this_week - last_year) / last_year, 2) AS change_pct FROM weeks""",
        "How are this week's takings looking against this week last year? Both totals and the percentage change.",
        "Compare this week's sales with the same week last year — the two figures and how much up or down in "
        "percent.",
    ),
    template(
        "sales_by_business_type_this_year", "hard",
        f"""SELECT c.business_type, ROUND(SUM({SALE}), 2) AS sales
            FROM orders o JOIN order_lines l ON l.order_id = o.order_id
            JOIN customers c ON c.customer_id = o.customer_id
            WHERE o.status = 'Delivered' AND o.delivery_date {THIS_YEAR}
            GROUP BY c.business_type ORDER BY sales DESC""",
        "Who buys the most from us this year — cafés, delis, restaurants, farm shops, hotels or pubs? Sales for "
        "each.",
        "Split this year's takings by type of customer, biggest first.",
    ),
    template(
        "customer_spend_in_year", "hard",
        f"""SELECT ROUND(SUM({SALE}), 2) FROM orders o JOIN order_lines l ON l.order_id = o.order_id
            JOIN customers c ON c.customer_id = o.customer_id
            WHERE c.name = {{customer}} AND o.status = 'Delivered' AND substr(o.delivery_date, 1, 4) = '2024'""",
        "How much did {customer} spend with us in 2024?",
        "What was {customer} worth to us last year, in sales?",
        slots="""SELECT name AS customer FROM customers WHERE opened_on < '2024-01-01'
                 AND (closed_on IS NULL OR closed_on > '2025-01-01') ORDER BY customer_id DESC""",
        n=2,
    ),
    template(
        "top_customers_last_year", "hard",
        f"""SELECT c.name, ROUND(SUM({SALE}), 2) AS sales
            FROM orders o JOIN order_lines l ON l.order_id = o.order_id
            JOIN customers c ON c.customer_id = o.customer_id
            WHERE o.status = 'Delivered' AND o.delivery_date {LAST_YEAR}
            GROUP BY c.customer_id ORDER BY sales DESC LIMIT 5""",
        "Who were our five biggest customers last year, and what did each spend?",
        "Top 5 accounts by sales in 2024, with the amounts.",
    ),
    template(
        "margin_by_category_last_year", "hard",
        f"""SELECT p.category, ROUND(SUM(l.quantity * (l.unit_price - b.unit_cost)), 2) AS margin,
                   ROUND(100.0 * SUM(l.quantity * (l.unit_price - b.unit_cost)) / SUM({SALE}), 2) AS margin_pct
            FROM order_lines l JOIN orders o ON o.order_id = l.order_id
            JOIN products p ON p.product_id = l.product_id
            JOIN production_batches b ON b.product_id = l.product_id AND b.bake_date = o.delivery_date
            WHERE o.status = 'Delivered' AND o.delivery_date {LAST_YEAR}
            GROUP BY p.category ORDER BY margin DESC""",
        "What gross margin did each product category make last year, in pounds and as a percentage of its sales? "
        "Use the cost of the bake on the day.",
        "For 2024, how much did we make over cost on each category — margin in pounds and as a percent of sales, "
        "costing each item at that day's bake?",
    ),
    template(
        "running_sales_this_year", "hard",
        f"""WITH monthly AS (
                SELECT substr(o.delivery_date, 1, 7) AS month, SUM({SALE}) AS sales
                FROM orders o JOIN order_lines l ON l.order_id = o.order_id
                WHERE o.status = 'Delivered' AND o.delivery_date {THIS_YEAR} GROUP BY month)
            SELECT {month_only("month")} AS month, ROUND(SUM(sales) OVER (ORDER BY month), 2) AS sales_to_date
            FROM monthly ORDER BY monthly.month""",
        "How have this year's sales built up? Give me the running total as it stood at the end of each month.",
        "Month by month, what are our cumulative sales for 2025 so far?",
    ),
    template(
        "best_month_each_year", "hard",
        f"""WITH monthly AS (
                SELECT substr(o.delivery_date, 1, 4) AS year, substr(o.delivery_date, 1, 7) AS month,
                       SUM({SALE}) AS sales
                FROM orders o JOIN order_lines l ON l.order_id = o.order_id WHERE o.status = 'Delivered'
                GROUP BY month),
            ranked AS (SELECT *, RANK() OVER (PARTITION BY year ORDER BY sales DESC) AS rnk FROM monthly)
            SELECT year, {month_only("month")} AS best_month, ROUND(sales, 2) AS sales FROM ranked
            WHERE rnk = 1 ORDER BY year""",
        "What was our best month for sales in each year, and how much did we take?",
        "For every year on the books, which month had the highest takings?",
    ),
    template(
        "croissant_price_changes", "hard",
        """WITH daily AS (
               SELECT DISTINCT o.delivery_date AS day, l.unit_price FROM order_lines l
               JOIN orders o ON o.order_id = l.order_id JOIN products p ON p.product_id = l.product_id
               WHERE p.name = 'Croissant'),
           changes AS (SELECT day, LAG(unit_price) OVER (ORDER BY day) AS old_price, unit_price AS new_price
                       FROM daily)
           SELECT day, old_price, new_price FROM changes WHERE old_price <> new_price ORDER BY day""",
        "When have we put the croissant price up, and from what to what each time? The first day at the new price.",
        "Give me the history of our croissant price rises: date, old price, new price.",
    ),
    template(
        "lapsed_since_last_year", "hard",
        """SELECT c.name FROM customers c
           WHERE EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.customer_id AND o.status = 'Delivered'
                         AND o.delivery_date BETWEEN '2024-01-01' AND '2024-12-31')
             AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.customer_id AND o.status = 'Delivered'
                             AND o.delivery_date >= '2025-01-01')
           ORDER BY c.name""",
        "Which customers bought from us last year but haven't had a single delivery this year?",
        "Who have we lost since last year? Accounts with deliveries in 2024 and none at all in 2025.",
    ),
    template(
        "closed_owing_money", "hard",
        """WITH unpaid AS (
               SELECT customer_id, SUM(amount - amount_paid) AS unpaid FROM invoices
               WHERE status IN ('Unpaid', 'Part Paid', 'Written Off') GROUP BY customer_id)
           SELECT c.name, c.closed_on, ROUND(u.unpaid, 2) AS unpaid
           FROM customers c JOIN unpaid u ON u.customer_id = c.customer_id
           WHERE c.status = 'Closed' AND u.unpaid > 0 ORDER BY c.closed_on""",
        "Which customers closed down still owing us money, when did they close, and how much was left unpaid "
        "(written-off invoices included)?",
        "List the accounts that shut up shop with unpaid bills — closing date and what they never paid, bad debts "
        "included.",
    ),
    template(
        "waste_cost_leader_per_category", "hard",
        f"""WITH cost AS (
                SELECT p.category, p.name, SUM(b.quantity_wasted * b.unit_cost) AS waste_cost
                FROM production_batches b JOIN products p ON p.product_id = b.product_id
                WHERE b.bake_date {THIS_YEAR} GROUP BY p.product_id),
            ranked AS (SELECT *, RANK() OVER (PARTITION BY category ORDER BY waste_cost DESC) AS rnk FROM cost)
            SELECT category, name, ROUND(waste_cost, 2) AS waste_cost FROM ranked WHERE rnk = 1 ORDER BY category""",
        "In each category, which product has cost us the most in waste this year, and how much?",
        "Category by category, what's our most expensive product to throw away in 2025?",
    ),
    template(
        "new_accounts_sales_this_year", "hard",
        f"""SELECT ROUND(SUM({SALE}), 2) FROM orders o JOIN order_lines l ON l.order_id = o.order_id
            JOIN customers c ON c.customer_id = o.customer_id
            WHERE c.opened_on {THIS_YEAR} AND o.status = 'Delivered'""",
        "How much have the customers we signed up this year bought from us so far?",
        "What are this year's new accounts worth in sales to date?",
    ),
    template(
        "standing_value_by_route", "hard",
        """SELECT c.route, ROUND(SUM(s.quantity * p.wholesale_price), 2) AS weekly_value
           FROM standing_orders s JOIN customers c ON c.customer_id = s.customer_id
           JOIN products p ON p.product_id = s.product_id
           WHERE s.ended_on IS NULL GROUP BY c.route ORDER BY weekly_value DESC""",
        "At today's prices, what are the running standing orders worth in a week on each delivery route?",
        "Weekly value of our standing orders per round, at current prices.",
    ),
    template(
        "driver_most_failed_each_year", "hard",
        """WITH failed AS (
               SELECT substr(o.delivery_date, 1, 4) AS year, r.driver, COUNT(*) AS failed
               FROM orders o JOIN delivery_runs r ON r.run_id = o.run_id WHERE o.status = 'Failed'
               GROUP BY year, r.driver),
           ranked AS (SELECT *, RANK() OVER (PARTITION BY year ORDER BY failed DESC) AS rnk FROM failed)
           SELECT year, driver, failed FROM ranked WHERE rnk = 1 ORDER BY year, driver""",
        "For each year, which driver had the most failed drops, and how many?",
        "Year by year, whose rounds came back with the most undelivered drops?",
    ),
    template(
        "stollen_this_week_vs_last_year", "hard",
        f"""SELECT SUM(CASE WHEN o.delivery_date {THIS_WEEK} THEN l.quantity ELSE 0 END) AS this_week,
                   SUM(CASE WHEN o.delivery_date {THIS_WEEK_LAST_YEAR} THEN l.quantity ELSE 0 END) AS last_year
            FROM order_lines l JOIN orders o ON o.order_id = l.order_id
            JOIN products p ON p.product_id = l.product_id
            WHERE p.name = 'Stollen' AND o.status = 'Delivered'""",
        "How many stollen have gone out this week, compared with this week last year?",
        "Stollen's back on: units delivered this week versus the same week last year?",
    ),
    template(
        "late_payers_share_by_route", "hard",
        f"""WITH paid AS (
                SELECT c.route, i.paid_on > i.due_on AS late FROM invoices i
                JOIN customers c ON c.customer_id = i.customer_id
                WHERE i.status = 'Paid' AND i.paid_on {THIS_YEAR})
            SELECT route, ROUND(100.0 * SUM(late) / COUNT(*), 2) AS late_pct FROM paid
            GROUP BY route ORDER BY late_pct DESC""",
        "On each delivery route, what percentage of the invoices paid this year were paid late?",
        "Which rounds have the worst payers? Share of this year's paid invoices that came in after the due date, "
        "per route.",
    ),
    template(
        "average_order_by_type_this_year", "hard",
        f"""SELECT c.business_type, ROUND(SUM({SALE}) / COUNT(DISTINCT o.order_id), 2) AS average_order
            FROM orders o JOIN order_lines l ON l.order_id = o.order_id
            JOIN customers c ON c.customer_id = o.customer_id
            WHERE o.status = 'Delivered' AND o.delivery_date {THIS_YEAR}
            GROUP BY c.business_type ORDER BY average_order DESC""",
        "What's a typical order worth from each kind of customer this year? Average order value by business type.",
        "Average order size in pounds for cafés, delis, restaurants and the rest, 2025.",
    ),
    template(
        "hot_cross_buns_easter_change", "hard",
        """WITH easter AS (
               SELECT SUM(CASE WHEN substr(o.delivery_date, 1, 4) = '2024' THEN l.quantity END) AS y2024,
                      SUM(CASE WHEN substr(o.delivery_date, 1, 4) = '2025' THEN l.quantity END) AS y2025
               FROM order_lines l JOIN orders o ON o.order_id = l.order_id
               JOIN products p ON p.product_id = l.product_id
               WHERE p.name = 'Hot Cross Buns (pack of 4)' AND o.status = 'Delivered')
           SELECT y2024, y2025, ROUND(100.0 * (y2025 - y2024) / y2024, 2) AS change_pct FROM easter""",
        "How did this Easter's hot cross bun sales compare with last Easter's? Packs sold each year and the change "
        "in percent.",
        "Hot cross buns: packs delivered in the 2024 season, in the 2025 season, and the percentage change.",
    ),
    template(
        "most_credited_customer_this_year", "hard",
        f"""SELECT c.name, COUNT(*) AS notes, ROUND(SUM(n.amount), 2) AS credited
            FROM credit_notes n JOIN orders o ON o.order_id = n.order_id
            JOIN customers c ON c.customer_id = o.customer_id
            WHERE n.issued_on {THIS_YEAR} GROUP BY c.customer_id ORDER BY credited DESC LIMIT 3""",
        "Which three customers have we credited most this year? Number of credit notes and the total.",
        "Top 3 accounts by money given back in credit notes in 2025.",
    ),
    template(
        "top_customer_per_route_last_year", "hard",
        f"""WITH spend AS (
                SELECT c.route, c.name, SUM({SALE}) AS sales
                FROM orders o JOIN order_lines l ON l.order_id = o.order_id
                JOIN customers c ON c.customer_id = o.customer_id
                WHERE o.status = 'Delivered' AND o.delivery_date {LAST_YEAR} GROUP BY c.customer_id),
            ranked AS (SELECT *, RANK() OVER (PARTITION BY route ORDER BY sales DESC) AS rnk FROM spend)
            SELECT route, name, ROUND(sales, 2) AS sales FROM ranked WHERE rnk = 1 ORDER BY route""",
        "Who was the biggest customer on each delivery route last year, and what did they spend?",
        "Route by route, our top account in 2024 by sales.",
    ),
    template(
        "sales_growth_in_year", "hard",
        f"""WITH yearly AS (
                SELECT SUM(CASE WHEN o.delivery_date BETWEEN '2024-01-01' AND '2024-10-31'
                                THEN {SALE} END) AS before,
                       SUM(CASE WHEN o.delivery_date BETWEEN '2025-01-01' AND '2025-10-31' THEN {SALE} END) AS now
                FROM orders o JOIN order_lines l ON l.order_id = o.order_id WHERE o.status = 'Delivered')
            SELECT ROUND(100.0 * (now - before) / before, 2) FROM yearly""",
        "Are we growing? January to October sales this year against January to October last year, as a percentage.",
        "By how much are this year's takings up or down on last year, comparing January-October with "
        "January-October?",
    ),
    template(
        "weekly_sales_year_peak", "hard",
        f"""WITH weekly AS (
                SELECT date(o.delivery_date, 'weekday 6') AS week_ending, SUM({SALE}) AS sales
                FROM orders o JOIN order_lines l ON l.order_id = o.order_id
                WHERE o.status = 'Delivered' AND substr(o.delivery_date, 1, 4) = {{year}} GROUP BY week_ending)
            SELECT week_ending, ROUND(sales, 2) AS sales FROM weekly ORDER BY sales DESC LIMIT 1""",
        "What was our busiest week of {year} for sales? The Saturday it ended on and the takings.",
        "In {year}, which week brought in the most money? Give the week-ending Saturday and the total.",
        slots=YEARS, n=2,
    ),
]
