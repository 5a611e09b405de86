"""Gold questions over ``petshop``, the hard section of ``TEMPLATES``: 3+ tables, nesting, ranking."""

from envs.analyst.tasks import template

TEMPLATES = [
    template(
        "store_sales_ranking", "hard",
        """SELECT s.name, ROUND(SUM(oi.quantity * oi.unit_price), 2) AS sales
           FROM stores s
           JOIN orders o ON o.store_id = s.store_id
           JOIN order_items oi ON oi.order_id = o.order_id
           WHERE strftime('%Y', o.ordered_at) = {year}
           GROUP BY s.store_id, s.name ORDER BY sales DESC""",
        "Rank our shops by their {year} sales, highest first, with each shop's total.",
        "How much did each shop sell in {year}? List them from best to worst.",
        slots="SELECT '2024' AS year UNION ALL SELECT '2025' ORDER BY year",
        n=2,
    ),
    template(
        "category_sales_2025", "hard",
        """SELECT c.name, ROUND(SUM(oi.quantity * oi.unit_price), 2) AS sales
           FROM order_items oi
           JOIN orders o ON o.order_id = oi.order_id
           JOIN products p ON p.product_id = oi.product_id
           JOIN categories c ON c.category_id = p.category_id
           WHERE o.ordered_at >= '2025-01-01' AND o.ordered_at < '2026-01-01'
           GROUP BY c.category_id, c.name""",
        "Break down our 2025 sales by product category.",
        "What was 2025 revenue for each product category?",
    ),
    template(
        "biggest_monthly_jump_2024", "hard",
        """WITH monthly AS (
               SELECT strftime('%m', o.ordered_at) AS month, SUM(oi.quantity * oi.unit_price) AS sales
               FROM orders o JOIN order_items oi ON oi.order_id = o.order_id
               WHERE o.ordered_at >= '2024-01-01' AND o.ordered_at < '2025-01-01'
               GROUP BY month),
           change AS (SELECT month, sales - LAG(sales) OVER (ORDER BY month) AS jump FROM monthly)
           SELECT CASE month WHEN '01' THEN 'January' WHEN '02' THEN 'February' WHEN '03' THEN 'March'
                             WHEN '04' THEN 'April' WHEN '05' THEN 'May' WHEN '06' THEN 'June'
                             WHEN '07' THEN 'July' WHEN '08' THEN 'August' WHEN '09' THEN 'September'
                             WHEN '10' THEN 'October' WHEN '11' THEN 'November' ELSE 'December' END AS month_name
           FROM change WHERE jump IS NOT NULL ORDER BY jump DESC LIMIT 1""",
        "Which month of 2024 saw the biggest increase in sales over the month before?",
        "In 2024, which month had the largest month-on-month rise in revenue?",
    ),
    template(
        "top_spenders", "hard",
        """SELECT c.first_name || ' ' || c.last_name AS customer, ROUND(SUM(oi.quantity * oi.unit_price), 2) AS spent
           FROM customers c
           JOIN orders o ON o.customer_id = c.customer_id
           JOIN order_items oi ON oi.order_id = o.order_id
           GROUP BY c.customer_id ORDER BY spent DESC LIMIT 5""",
        "Who are our five biggest-spending customers of all time, and how much has each spent?",
        "List our top 5 customers by total spend, with the amount each has spent.",
    ),
    template(
        "customer_spend_2025", "hard",
        """SELECT ROUND(SUM(oi.quantity * oi.unit_price), 2)
           FROM customers c
           JOIN orders o ON o.customer_id = c.customer_id
           JOIN order_items oi ON oi.order_id = o.order_id
           WHERE c.first_name || ' ' || c.last_name = {customer}
             AND o.ordered_at >= '2025-01-01' AND o.ordered_at < '2026-01-01'""",
        "How much did {customer} spend with us in 2025?",
        "What was {customer}'s total spend across all our shops in 2025?",
        slots="""SELECT c.first_name || ' ' || c.last_name AS customer
                 FROM customers c JOIN orders o ON o.customer_id = c.customer_id
                 WHERE NOT EXISTS (SELECT 1 FROM customers d WHERE d.customer_id <> c.customer_id
                                   AND d.first_name = c.first_name AND d.last_name = c.last_name)
                 GROUP BY c.customer_id HAVING COUNT(*) >= 30
                 ORDER BY customer""",
        n=2,
    ),
    template(
        "best_margin_category", "hard",
        """SELECT c.name FROM order_items oi
           JOIN products p ON p.product_id = oi.product_id
           JOIN categories c ON c.category_id = p.category_id
           GROUP BY c.category_id, c.name
           ORDER BY SUM(oi.quantity * (oi.unit_price - p.unit_cost)) / SUM(oi.quantity * oi.unit_price) DESC LIMIT 1""",
        "Which product category gives us the best gross margin percentage on what we've actually sold?",
        "Looking at sales against product cost, which category is the most profitable in percentage terms?",
    ),
    template(
        "stores_above_average_2025", "hard",
        """WITH store_sales AS (
               SELECT s.name, SUM(oi.quantity * oi.unit_price) AS sales
               FROM stores s
               JOIN orders o ON o.store_id = s.store_id
               JOIN order_items oi ON oi.order_id = o.order_id
               WHERE o.ordered_at >= '2025-01-01' AND o.ordered_at < '2026-01-01'
               GROUP BY s.store_id, s.name)
           SELECT name FROM store_sales WHERE sales > (SELECT AVG(sales) FROM store_sales)""",
        "Which shops sold more than the average shop did in 2025?",
        "In 2025, which of our shops beat the chain-wide average sales per shop?",
    ),
    template(
        "top_seller_each_store_2025", "hard",
        """WITH staff_sales AS (
               SELECT s.name AS store, e.first_name || ' ' || e.last_name AS employee,
                      ROW_NUMBER() OVER (PARTITION BY s.store_id
                                         ORDER BY SUM(oi.quantity * oi.unit_price) DESC) AS rank_in_store
               FROM orders o
               JOIN order_items oi ON oi.order_id = o.order_id
               JOIN employees e ON e.employee_id = o.employee_id
               JOIN stores s ON s.store_id = o.store_id
               WHERE o.ordered_at >= '2025-01-01' AND o.ordered_at < '2026-01-01'
               GROUP BY s.store_id, e.employee_id)
           SELECT store, employee FROM staff_sales WHERE rank_in_store = 1""",
        "Name the employee at each shop who rang up the highest value of sales in 2025.",
        "In 2025, who was the best performer at every shop, measured by the money they took at checkout?",
    ),
    template(
        "favourite_product_of_owners", "hard",
        """WITH owners AS (SELECT DISTINCT customer_id FROM pets WHERE species = {species})
           SELECT p.name
           FROM owners w
           JOIN orders o ON o.customer_id = w.customer_id
           JOIN order_items oi ON oi.order_id = o.order_id
           JOIN products p ON p.product_id = oi.product_id
           WHERE p.pet_type = {pet_type}
           GROUP BY p.product_id, p.name ORDER BY SUM(oi.quantity) DESC LIMIT 1""",
        "Among customers who own a {animal}, which {animal} product do they buy the most units of?",
        "What's the most popular {animal} product, by units, with our {animal}-owning customers?",
        slots="""SELECT 'Bird' AS species, 'Bird' AS pet_type, 'bird' AS animal
                 UNION ALL SELECT 'Cat', 'Cat', 'cat'
                 UNION ALL SELECT 'Reptile', 'Reptile', 'reptile'
                 ORDER BY species""",
        n=3,
    ),
    template(
        "store_growth_2024_2025", "hard",
        """WITH yearly AS (
               SELECT o.store_id,
                      SUM(CASE WHEN strftime('%Y', o.ordered_at) = '2024' THEN oi.quantity * oi.unit_price END) AS y2024,
                      SUM(CASE WHEN strftime('%Y', o.ordered_at) = '2025' THEN oi.quantity * oi.unit_price END) AS y2025
               FROM orders o JOIN order_items oi ON oi.order_id = o.order_id
               GROUP BY o.store_id)
           SELECT s.name, ROUND(100.0 * (y.y2025 - y.y2024) / y.y2024, 2) AS growth_pct
           FROM yearly y JOIN stores s ON s.store_id = y.store_id
           WHERE y.y2024 > 0""",
        "By what percentage did each shop's sales change from 2024 to 2025? Leave out any shop that wasn't trading in 2024.",
        "Give me the year-on-year sales growth, 2024 to 2025, for every shop that was open in 2024, as a percentage.",
    ),
    template(
        "first_90_days", "hard",
        """SELECT ROUND(SUM(oi.quantity * oi.unit_price), 2)
           FROM stores s
           JOIN orders o ON o.store_id = s.store_id
           JOIN order_items oi ON oi.order_id = o.order_id
           WHERE s.name = {store} AND date(o.ordered_at) < date(s.opened_on, '+90 days')""",
        "How much did {store} sell in its first 90 days after opening?",
        "What were {store}'s total sales over its first 90 days of trading?",
        "In the 90 days from the day {store} opened, how much did it take?",
        slots="SELECT name AS store FROM stores ORDER BY opened_on",
        n=3,
    ),
    template(
        "first_order_online", "hard",
        """WITH ranked AS (
               SELECT customer_id, channel,
                      ROW_NUMBER() OVER (PARTITION BY customer_id ORDER BY ordered_at, order_id) AS nth
               FROM orders WHERE customer_id IS NOT NULL)
           SELECT COUNT(*) FROM ranked WHERE nth = 1 AND channel = 'online'""",
        "How many customers first shopped with us through the website rather than in a shop?",
        "For how many customers was their first ever purchase an online order?",
    ),
    template(
        "top_product_each_category", "hard",
        """WITH product_sales AS (
               SELECT c.name AS category, p.name AS product,
                      ROW_NUMBER() OVER (PARTITION BY c.category_id
                                         ORDER BY SUM(oi.quantity * oi.unit_price) DESC) AS rank_in_category
               FROM order_items oi
               JOIN products p ON p.product_id = oi.product_id
               JOIN categories c ON c.category_id = p.category_id
               GROUP BY c.category_id, p.product_id)
           SELECT category, product FROM product_sales WHERE rank_in_category = 1""",
        "For each product category, which product has brought in the most revenue?",
        "What's the top earner in every category of our range, all time?",
    ),
    template(
        "days_to_first_order", "hard",
        """SELECT ROUND(AVG(julianday(f.first_day) - julianday(c.joined_on)), 2)
           FROM customers c
           JOIN (SELECT customer_id, MIN(date(ordered_at)) AS first_day FROM orders
                 WHERE customer_id IS NOT NULL GROUP BY customer_id) f ON f.customer_id = c.customer_id""",
        "On average, how many days after signing up do customers place their first order?",
        "How long, in days, does a new customer typically take from joining to their first purchase (average)?",
    ),
    template(
        "retention_2024_to_2025", "hard",
        """WITH bought_2024 AS (SELECT DISTINCT customer_id FROM orders
                               WHERE customer_id IS NOT NULL AND strftime('%Y', ordered_at) = '2024'),
                bought_2025 AS (SELECT DISTINCT customer_id FROM orders
                               WHERE customer_id IS NOT NULL AND strftime('%Y', ordered_at) = '2025')
           SELECT ROUND(100.0 * COUNT(b.customer_id) / COUNT(*), 2)
           FROM bought_2024 a LEFT JOIN bought_2025 b ON b.customer_id = a.customer_id""",
        "Of the customers who bought something in 2024, what percentage came back and bought again in 2025?",
        "What's our customer retention from 2024 to 2025: the share of 2024 buyers who also ordered in 2025?",
    ),
    template(
        "top_products_in_category_2025", "hard",
        """SELECT p.name, ROUND(SUM(oi.quantity * oi.unit_price), 2) AS sales
           FROM order_items oi
           JOIN orders o ON o.order_id = oi.order_id
           JOIN products p ON p.product_id = oi.product_id
           JOIN categories c ON c.category_id = p.category_id
           WHERE c.name = {category} AND o.ordered_at >= '2025-01-01' AND o.ordered_at < '2026-01-01'
           GROUP BY p.product_id, p.name ORDER BY sales DESC LIMIT 3""",
        "What were our three best-selling {category} products in 2025 by sales value?",
        "Top 3 products in {category} for 2025, by revenue, with their sales?",
        slots="SELECT name AS category FROM categories ORDER BY name",
        n=2,
    ),
    template(
        "premium_product_share", "hard",
        """SELECT ROUND(100.0 * SUM(CASE WHEN p.price > (SELECT AVG(price) FROM products)
                                         THEN oi.quantity * oi.unit_price ELSE 0 END)
                      / SUM(oi.quantity * oi.unit_price), 2)
           FROM order_items oi JOIN products p ON p.product_id = oi.product_id""",
        "What percentage of our total sales comes from products priced above the average shelf price?",
        "How much of our revenue, as a percentage, is from items that cost more than our average product?",
    ),
]
