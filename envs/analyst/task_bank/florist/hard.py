"""Gold questions over ``florist``, the hard section of ``TEMPLATES``: 3+ tables, nesting, ranking, windows."""

from envs.analyst.task_bank.florist.fragments import FULL_YEARS, SALE, _months
from envs.analyst.tasks import template

TEMPLATES = [
    template(
        "best_selling_bouquet_2024", "hard",
        f"""SELECT a.name, SUM(l.quantity) AS sold
            FROM order_lines l JOIN orders o ON o.order_id = l.order_id
            JOIN arrangements a ON a.arrangement_id = l.arrangement_id
            WHERE o.{SALE} AND a.category = 'Bouquet' AND substr(o.order_date, 1, 4) = '2024'
            GROUP BY a.arrangement_id ORDER BY sold DESC LIMIT 1""",
        "What was our best-selling bouquet last year?",
        "Which bouquet sold the most in 2024, and how many went out?",
    ),
    template(
        "top_earning_pieces_2025", "hard",
        f"""SELECT a.name, ROUND(SUM(l.quantity * l.unit_price), 2) AS sales
            FROM order_lines l JOIN orders o ON o.order_id = l.order_id
            JOIN arrangements a ON a.arrangement_id = l.arrangement_id
            WHERE o.{SALE} AND substr(o.order_date, 1, 4) = '2025'
            GROUP BY a.arrangement_id ORDER BY sales DESC LIMIT 5""",
        "Which five pieces earned us the most this year?",
        "Top 5 arrangements by sales value in 2025, with what each brought in.",
    ),
    template(
        "units_sold_of_arrangement", "hard",
        f"""SELECT SUM(l.quantity) FROM order_lines l JOIN orders o ON o.order_id = l.order_id
            JOIN arrangements a ON a.arrangement_id = l.arrangement_id
            WHERE a.name = {{arrangement}} AND o.{SALE} AND substr(o.order_date, 1, 4) = '2024'""",
        "How many units of our {arrangement} did we sell last year?",
        "In 2024, how many of the {arrangement} went out to customers?",
        "Last year's unit sales for the {arrangement}?",
        slots="""SELECT name AS arrangement FROM arrangements
                 WHERE category NOT IN ('Gift', 'Wedding') AND retired_on IS NULL AND launched_on < '2024-01-01'
                 ORDER BY name""",
        n=3,
    ),
    template(
        "valentine_red_rose_stems_2025", "hard",
        """SELECT SUM(l.quantity * r.stems) FROM orders o
           JOIN order_lines l ON l.order_id = o.order_id
           JOIN recipes r ON r.arrangement_id = l.arrangement_id
           JOIN flowers f ON f.flower_id = r.flower_id
           WHERE o.occasion = 'Valentine''s Day' AND o.status <> 'Cancelled' AND substr(o.order_date, 1, 4) = '2025'
             AND f.name = 'Red Rose (Naomi)'""",
        "How many red rose stems went into this year's Valentine's orders?",
        "Counting every Valentine's order we made up in 2025, how many red roses did they use?",
    ),
    template(
        "recipe_cost", "hard",
        """WITH stem_cost AS (
               SELECT flower_id, SUM(stems * cost_per_stem) / SUM(stems) AS cost FROM purchase_lots
               WHERE received_on BETWEEN '2025-01-01' AND '2025-12-31' GROUP BY flower_id)
           SELECT ROUND(SUM(r.stems * sc.cost), 2) FROM recipes r
           JOIN arrangements a ON a.arrangement_id = r.arrangement_id
           JOIN stem_cost sc ON sc.flower_id = r.flower_id
           WHERE a.name = {arrangement}""",
        "What do the flowers in our {arrangement} cost us, going by what we actually paid per stem across this year's purchases?",
        "At 2025's average stem prices (what we spent on each flower over the stems we bought), what's the flower cost of one {arrangement}?",
        slots="""SELECT name AS arrangement FROM arrangements WHERE category IN ('Bouquet', 'Sympathy')
                 AND retired_on IS NULL AND code NOT IN ('BQ-PEO', 'BQ-TUL') ORDER BY code""",
        n=2,
    ),
    template(
        "best_margin_bouquets", "hard",
        """WITH stem_cost AS (
               SELECT flower_id, SUM(stems * cost_per_stem) / SUM(stems) AS cost FROM purchase_lots
               WHERE received_on BETWEEN '2025-01-01' AND '2025-12-31' GROUP BY flower_id),
           margin AS (
               SELECT a.name, a.price - SUM(r.stems * sc.cost) AS margin FROM arrangements a
               JOIN recipes r ON r.arrangement_id = a.arrangement_id
               JOIN stem_cost sc ON sc.flower_id = r.flower_id
               WHERE a.category = 'Bouquet' AND a.retired_on IS NULL GROUP BY a.arrangement_id)
           SELECT name, ROUND(margin, 2) AS margin FROM margin ORDER BY margin DESC LIMIT 3""",
        "Which three bouquets on the current price list leave us the most after paying for the flowers, at what we paid per stem on average across this year's purchases?",
        "Top 3 bouquets on the price list by margin over flower cost, using 2025's average cost per stem (spend over stems bought), please.",
    ),
    template(
        "sales_change_vs_previous_month", "hard",
        f"""WITH monthly AS (
                SELECT substr(order_date, 1, 7) AS month, SUM(total) AS sales FROM orders
                WHERE {SALE} GROUP BY month),
            change AS (
                SELECT month, 100.0 * (sales - LAG(sales) OVER (ORDER BY month))
                              / LAG(sales) OVER (ORDER BY month) AS pct_change FROM monthly)
            SELECT ROUND(pct_change, 2) FROM change WHERE month = {{month}}""",
        "How did {month_name} sales compare with the month before, in percent?",
        "By what percentage were sales up or down in {month_name} against the previous month?",
        slots=_months("orders", "order_date", "2024-03", "2025-12"), n=2,
    ),
    template(
        "top_private_customers_2025", "hard",
        f"""WITH spend AS (
                SELECT c.customer_id, c.first_name || ' ' || c.last_name AS customer, SUM(o.total) AS spent
                FROM customers c JOIN orders o ON o.customer_id = c.customer_id
                WHERE c.customer_type <> 'Corporate' AND o.{SALE} AND substr(o.order_date, 1, 4) = '2025'
                GROUP BY c.customer_id)
            SELECT customer, ROUND(spent, 2) AS spent FROM spend ORDER BY spent DESC LIMIT 5""",
        "Who were our five best private customers this year, businesses aside, and what did each spend?",
        "List the top 5 individual customers by 2025 spend (not the corporate accounts).",
    ),
    template(
        "repeat_customer_rate_2025", "hard",
        """WITH per_customer AS (
               SELECT customer_id, COUNT(*) AS orders FROM orders
               WHERE customer_id IS NOT NULL AND status = 'Completed' AND substr(order_date, 1, 4) = '2025'
               GROUP BY customer_id)
           SELECT ROUND(100.0 * SUM(orders >= 2) / COUNT(*), 2) FROM per_customer""",
        "Of the customers who bought from us this year, what percentage came back and bought again?",
        "What share of 2025's named customers placed two or more orders that went through?",
    ),
    template(
        "valentine_regulars", "hard",
        """SELECT COUNT(*) FROM (
               SELECT customer_id FROM orders WHERE occasion = 'Valentine''s Day' AND customer_id IS NOT NULL
                 AND substr(order_date, 1, 4) = '2024'
               INTERSECT
               SELECT customer_id FROM orders WHERE occasion = 'Valentine''s Day' AND customer_id IS NOT NULL
                 AND substr(order_date, 1, 4) = '2025')""",
        "How many customers ordered Valentine's flowers from us both last year and this year?",
        "Valentine's regulars: how many customers placed a Valentine's order in 2024 and again in 2025?",
    ),
    template(
        "mothers_day_growth", "hard",
        f"""WITH yearly AS (
                SELECT substr(order_date, 1, 4) AS year, SUM(total) AS sales FROM orders
                WHERE {SALE} AND occasion = 'Mother''s Day' GROUP BY year)
            SELECT ROUND(100.0 * (this.sales - last.sales) / last.sales, 2)
            FROM yearly this JOIN yearly last ON last.year = '2024' WHERE this.year = '2025'""",
        "Were Mother's Day sales up or down this year on last year? By what percentage?",
        "How much did Mother's Day sales grow from 2024 to 2025, in percent?",
    ),
    template(
        "running_sales_2025", "hard",
        f"""WITH monthly AS (
                SELECT substr(order_date, 1, 7) AS month, SUM(total) AS sales FROM orders
                WHERE {SALE} AND order_date BETWEEN '2025-01-01' AND '2025-06-30' GROUP BY month)
            SELECT month, ROUND(SUM(sales) OVER (ORDER BY month), 2) AS sales_to_date FROM monthly ORDER BY month""",
        "Show me how this year's sales built up, month by month, from January to June — a running total.",
        "Cumulative sales at the end of each month, January to June 2025?",
    ),
    template(
        "best_day_each_year", "hard",
        f"""WITH daily AS (
                SELECT substr(order_date, 1, 4) AS year, order_date, SUM(total) AS sales FROM orders
                WHERE {SALE} GROUP BY order_date),
            ranked AS (SELECT *, RANK() OVER (PARTITION BY year ORDER BY sales DESC) AS rnk FROM daily)
            SELECT year, order_date, ROUND(sales, 2) AS sales FROM ranked WHERE rnk = 1 ORDER BY year""",
        "What was our single best day for sales in each year, and how much did we take?",
        "For every year, which day did the tills ring the most, and what was the total?",
    ),
    template(
        "top_order_taker_per_shop_2025", "hard",
        """WITH taken AS (
               SELECT o.shop, st.first_name || ' ' || st.last_name AS name, COUNT(*) AS orders
               FROM orders o JOIN staff st ON st.staff_id = o.taken_by
               WHERE substr(o.order_date, 1, 4) = '2025' GROUP BY o.shop, st.staff_id),
           ranked AS (SELECT *, RANK() OVER (PARTITION BY shop ORDER BY orders DESC) AS rnk FROM taken)
           SELECT shop, name, orders FROM ranked WHERE rnk = 1 ORDER BY shop""",
        "In each shop, who took the most orders this year, and how many?",
        "For both shops, name the person who booked in the most orders in 2025, with the number.",
    ),
    template(
        "eventually_delivered_rate", "hard",
        """WITH first_failed AS (
               SELECT order_id FROM deliveries WHERE attempt_no = 1 AND outcome = 'Failed')
           SELECT ROUND(100.0 * COUNT(DISTINCT d.order_id) / (SELECT COUNT(*) FROM first_failed), 2)
           FROM deliveries d JOIN first_failed f ON f.order_id = d.order_id WHERE d.outcome = 'Delivered'""",
        "When the first delivery attempt fails, how often do we get the flowers there in the end? As a percentage.",
        "What percentage of orders whose first drop failed were delivered on a later try?",
    ),
    template(
        "lapsed_customers", "hard",
        """SELECT COUNT(*) FROM (
               SELECT DISTINCT customer_id FROM orders
               WHERE customer_id IS NOT NULL AND substr(order_date, 1, 4) = '2024'
                 AND customer_id NOT IN (SELECT customer_id FROM orders
                                         WHERE customer_id IS NOT NULL AND substr(order_date, 1, 4) = '2025'))""",
        "How many customers who ordered last year haven't been back at all this year?",
        "Count the customers with an order in 2024 but nothing in 2025.",
    ),
    template(
        "stem_cost_share_of_sales", "hard",
        f"""SELECT ROUND(100.0 * (SELECT SUM(stems * cost_per_stem) FROM purchase_lots
                                  WHERE substr(received_on, 1, 4) = {{year}})
                      / (SELECT SUM(total) FROM orders WHERE {SALE} AND substr(order_date, 1, 4) = {{year}}), 2)""",
        "Roughly what did the flowers cost us as a share of sales in {year}? Stem purchases over sales, in percent.",
        "In {year}, what percentage of our sales went on buying stems?",
        slots=FULL_YEARS, n=2,
    ),
    template(
        "bouquets_above_average_2025", "hard",
        f"""WITH sold AS (
                SELECT a.name, SUM(l.quantity) AS units FROM order_lines l
                JOIN orders o ON o.order_id = l.order_id JOIN arrangements a ON a.arrangement_id = l.arrangement_id
                WHERE o.{SALE} AND a.category = 'Bouquet' AND substr(o.order_date, 1, 4) = '2025'
                GROUP BY a.arrangement_id)
            SELECT name, units FROM sold WHERE units > (SELECT AVG(units) FROM sold) ORDER BY units DESC""",
        "Which bouquets sold better than the average bouquet this year? Give me the numbers too.",
        "List the bouquets whose 2025 sales in units beat the bouquet average.",
    ),
    template(
        "valentine_rose_premium", "hard",
        """WITH roses AS (
               SELECT l.received_on, l.stems, l.cost_per_stem FROM purchase_lots l
               JOIN flowers f ON f.flower_id = l.flower_id
               WHERE f.name = 'Red Rose (Naomi)' AND substr(l.received_on, 1, 4) = '2025')
           SELECT ROUND(100.0 * ((SELECT SUM(stems * cost_per_stem) / SUM(stems) FROM roses
                                  WHERE received_on BETWEEN '2025-02-01' AND '2025-02-14')
                                 / (SELECT SUM(stems * cost_per_stem) / SUM(stems) FROM roses
                                    WHERE received_on NOT BETWEEN '2025-02-01' AND '2025-02-14') - 1), 2)""",
        "How much more did red roses cost us per stem, on average over everything we bought, in the Valentine's rush this year (1–14 February) than in the rest of the year, in percent?",
        "In 2025, what was the Valentine's mark-up on red rose stems: the average we paid for lots received 1–14 February against the rest of the year, as a percentage?",
    ),
    template(
        "funeral_sales_by_director", "hard",
        f"""SELECT c.company, ROUND(SUM(l.quantity * l.unit_price), 2) AS sales
            FROM orders o JOIN customers c ON c.customer_id = o.customer_id
            JOIN order_lines l ON l.order_id = o.order_id
            JOIN arrangements a ON a.arrangement_id = l.arrangement_id
            WHERE o.{SALE} AND a.category = 'Sympathy' AND c.customer_type = 'Corporate'
              AND substr(o.order_date, 1, 4) = '2025'
            GROUP BY c.customer_id ORDER BY sales DESC""",
        "Which business accounts bought funeral tributes from us this year, and how much of that work did each bring in?",
        "Sympathy pieces sold to our corporate accounts in 2025: how much per account?",
    ),
    template(
        "big_occasion_best_sellers_2024", "hard",
        f"""WITH sold AS (
                SELECT o.occasion, a.name, SUM(l.quantity) AS units FROM order_lines l
                JOIN orders o ON o.order_id = l.order_id JOIN arrangements a ON a.arrangement_id = l.arrangement_id
                WHERE o.{SALE} AND o.occasion IN ('Valentine''s Day', 'Mother''s Day', 'Christmas')
                  AND substr(o.order_date, 1, 4) = '2024'
                GROUP BY o.occasion, a.arrangement_id),
            ranked AS (SELECT *, RANK() OVER (PARTITION BY occasion ORDER BY units DESC) AS rnk FROM sold)
            SELECT occasion, name, units FROM ranked WHERE rnk = 1 ORDER BY occasion""",
        "For our three big seasons last year — Valentine's, Mother's Day and Christmas — what was the best seller for each, and how many did we sell?",
        "In 2024, which piece sold the most for Valentine's, which for Mother's Day and which for Christmas?",
    ),
    template(
        "wreath_price_before_rise", "hard",
        """SELECT DISTINCT l.unit_price FROM order_lines l JOIN orders o ON o.order_id = l.order_id
           JOIN arrangements a ON a.arrangement_id = l.arrangement_id
           WHERE a.name = 'Classic Wreath' AND o.order_date < '2024-09-02'""",
        "What were we charging for a Classic Wreath before we put our prices up in September 2024?",
        "A customer says she paid less for a Classic Wreath back in early 2024. What was the price before the September 2024 increase?",
    ),
]
