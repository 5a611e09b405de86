"""Gold questions over ``petshop``, the medium section of ``TEMPLATES``: a join, or grouping.

A few here are labelled hard, as ``classify_difficulty`` rates their gold SQL; they stay in this section so the
bank's order, and so the task order, is unchanged.
"""

from envs.analyst.tasks import template

TEMPLATES = [
    template(
        "sales_in_month", "medium",
        """SELECT ROUND(SUM(oi.quantity * oi.unit_price), 2)
           FROM orders o JOIN order_items oi ON oi.order_id = o.order_id
           WHERE strftime('%Y-%m', o.ordered_at) = {month}""",
        "What were our total sales in {month_name}?",
        "How much money did we take in {month_name}, all shops and online together?",
        "What did the business turn over in {month_name}?",
        slots="""SELECT '2023-12' AS month, 'December 2023' AS month_name
                 UNION ALL SELECT '2024-09', 'September 2024'
                 UNION ALL SELECT '2025-06', 'June 2025'
                 UNION ALL SELECT '2025-11', 'November 2025'
                 ORDER BY month""",
        n=4,
    ),
    template(
        "card_takings_march_2025", "medium",
        """SELECT ROUND(SUM(oi.quantity * oi.unit_price), 2)
           FROM orders o JOIN order_items oi ON oi.order_id = o.order_id
           WHERE o.payment_method = 'Card' AND o.ordered_at >= '2025-03-01' AND o.ordered_at < '2025-04-01'""",
        "How much came in on card in March 2025, shops and online together?",
        "How much was paid by card across the business in March 2025?",
    ),
    template(
        "top_dog_breeds", "medium",
        """SELECT breed, COUNT(*) AS dogs FROM pets
           WHERE species = 'Dog' AND breed IS NOT NULL
           GROUP BY breed ORDER BY dogs DESC, breed LIMIT 3""",
        "Which three dog breeds turn up most among our customers' pets? Give a count for each.",
        "Which three dog breeds do we see most often on our customer records? Give the count for each.",
    ),
    template(
        "staff_per_store", "medium",
        """SELECT s.name, COUNT(*) AS staff
           FROM stores s JOIN employees e ON e.store_id = s.store_id
           WHERE e.end_date IS NULL
           GROUP BY s.store_id, s.name""",
        "How many people currently work at each of our shops?",
        "Give me the current headcount for every shop.",
    ),
    template(
        "products_per_category", "medium",
        """SELECT c.name, COUNT(*) AS products
           FROM categories c JOIN products p ON p.category_id = c.category_id
           GROUP BY c.category_id, c.name""",
        "Per category, how many different products are on our books?",
        "Break down our product range by category: how many items in each?",
    ),
    template(
        "multi_pet_households", "hard",
        "SELECT COUNT(*) FROM (SELECT customer_id FROM pets GROUP BY customer_id HAVING COUNT(*) >= 3)",
        "How many customers have three or more pets registered with us?",
        "How many of our households have at least three pets on file?",
    ),
    template(
        "order_value_by_channel", "medium",
        """SELECT o.channel, ROUND(SUM(oi.quantity * oi.unit_price) / COUNT(DISTINCT o.order_id), 2) AS avg_order_value
           FROM orders o JOIN order_items oi ON oi.order_id = o.order_id
           GROUP BY o.channel""",
        "What's the average order value online compared with in the shops?",
        "How much does the typical basket come to for online orders versus in-store orders (average per order)?",
    ),
    template(
        "best_seller_units", "medium",
        """SELECT p.name FROM order_items oi JOIN products p ON p.product_id = oi.product_id
           GROUP BY p.product_id, p.name ORDER BY SUM(oi.quantity) DESC LIMIT 1""",
        "What's our best-selling product by number of units?",
        "Which single product have we sold the most units of?",
    ),
    template(
        "top_supplier_revenue", "medium",
        """SELECT p.supplier FROM order_items oi JOIN products p ON p.product_id = oi.product_id
           GROUP BY p.supplier ORDER BY SUM(oi.quantity * oi.unit_price) DESC LIMIT 1""",
        "Which supplier's products bring in the most money for us?",
        "Whose products earn us the most in sales: which supplier is top?",
    ),
    template(
        "most_frequent_shopper", "medium",
        """SELECT c.first_name || ' ' || c.last_name AS customer
           FROM orders o JOIN customers c ON c.customer_id = o.customer_id
           WHERE strftime('%Y', o.ordered_at) = {year}
           GROUP BY c.customer_id ORDER BY COUNT(*) DESC LIMIT 1""",
        "Which customer placed the most orders with us in {year}?",
        "Who was our most frequent shopper in {year}?",
        slots="SELECT '2023' AS year UNION ALL SELECT '2025' ORDER BY year",
        n=2,
    ),
    template(
        "top_cashier_2024", "medium",
        """SELECT e.first_name || ' ' || e.last_name AS employee
           FROM orders o JOIN employees e ON e.employee_id = o.employee_id
           WHERE o.ordered_at >= '2024-01-01' AND o.ordered_at < '2025-01-01'
           GROUP BY e.employee_id ORDER BY COUNT(*) DESC LIMIT 1""",
        "Which team member handled the most checkout transactions in 2024?",
        "Who served the most customers at the till in 2024, by number of orders?",
    ),
    template(
        "dogs_in_town", "medium",
        """SELECT COUNT(*) FROM pets p JOIN customers c ON c.customer_id = p.customer_id
           WHERE p.species = 'Dog' AND c.city = {city}""",
        "How many dogs belong to customers who live in {city}?",
        "How many dogs do our {city} customers own between them?",
        slots="SELECT city FROM stores ORDER BY city",
        n=3,
    ),
    template(
        "payment_mix_2025", "medium",
        """SELECT payment_method, COUNT(*) AS orders FROM orders
           WHERE ordered_at >= '2025-01-01' AND ordered_at < '2026-01-01'
           GROUP BY payment_method""",
        "For 2025, how many orders were settled by card, cash, gift card, mobile wallet and PayPal respectively?",
        "Break down our 2025 orders by payment method.",
    ),
    template(
        "walk_in_share_by_store", "medium",
        """SELECT s.name, ROUND(100.0 * SUM(o.customer_id IS NULL) / COUNT(*), 2) AS walk_in_pct
           FROM orders o JOIN stores s ON s.store_id = o.store_id
           GROUP BY s.store_id, s.name""",
        "For each shop, what percentage of orders were from walk-ins with no customer account?",
        "What share of each shop's orders come from unregistered walk-in shoppers?",
    ),
    template(
        "never_ordered", "hard",
        """SELECT COUNT(*) FROM customers c
           WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.customer_id)""",
        "How many registered customers have never bought anything from us?",
        "How many customers signed up but never placed a single order?",
    ),
    template(
        "units_of_product", "medium",
        """SELECT SUM(oi.quantity) FROM order_items oi JOIN products p ON p.product_id = oi.product_id
           WHERE p.name = {product}""",
        "In total, how many units of {product} have customers bought from us?",
        "What are our lifetime unit sales of {product}?",
        "How many {product} have gone out the door, all time?",
        slots="SELECT name AS product FROM products ORDER BY sku",
        n=3,
    ),
    template(
        "busiest_hour", "medium",
        """SELECT CAST(strftime('%H', ordered_at) AS INTEGER) AS hour FROM orders
           WHERE channel = 'in-store'
           GROUP BY hour ORDER BY COUNT(*) DESC LIMIT 1""",
        "At what hour of the day (24-hour clock) do we ring up the most in-store sales?",
        "In which hour of the day (0-23) do our shop counters see the most orders?",
    ),
    template(
        "busiest_weekday", "medium",
        """SELECT CASE strftime('%w', ordered_at)
                    WHEN '0' THEN 'Sunday' WHEN '1' THEN 'Monday' WHEN '2' THEN 'Tuesday' WHEN '3' THEN 'Wednesday'
                    WHEN '4' THEN 'Thursday' WHEN '5' THEN 'Friday' ELSE 'Saturday' END AS weekday
           FROM orders WHERE channel = 'in-store'
           GROUP BY weekday ORDER BY COUNT(*) DESC LIMIT 1""",
        "Which day of the week brings in the most in-store orders?",
        "What's our busiest day of the week in the shops, by number of in-store orders?",
    ),
    template(
        "top_customer_towns", "medium",
        "SELECT city, COUNT(*) AS customers FROM customers GROUP BY city ORDER BY customers DESC LIMIT 3",
        "Which three towns do most of our customers live in? Give the number of customers for each.",
        "Where do our customers come from? List the three towns with the most of them and how many live in each.",
    ),
    template(
        "customers_every_year", "hard",
        """SELECT COUNT(*) FROM (
               SELECT customer_id FROM orders WHERE customer_id IS NOT NULL
               GROUP BY customer_id HAVING COUNT(DISTINCT strftime('%Y', ordered_at)) = 3)""",
        "How many customers bought from us in every one of the years 2023, 2024 and 2025?",
        "How many customers have placed at least one order in each of 2023, 2024 and 2025?",
    ),
]
