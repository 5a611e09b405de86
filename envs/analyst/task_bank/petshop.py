"""Gold questions over the ``petshop`` database (Happy Tails Pet Supply, a held-out database).

The questions are what a pet shop owner or area manager would ask about the shops, staff, customers and their
pets, the product range and three years of sales. "Sales" and "revenue" mean quantity times the price charged on
the order lines. Check them with ``python -m envs.analyst.tasks --db petshop``.
"""

from envs.analyst.tasks import template

TEMPLATES = [
    # ------------------------------------------------------------------ easy: one table
    template(
        "newest_store", "easy",
        "SELECT name FROM stores ORDER BY opened_on DESC LIMIT 1",
        "Which shop was the last one we opened?",
        "What's the name of our youngest shop, the one that opened its doors last?",
    ),
    template(
        "largest_store", "easy",
        "SELECT name FROM stores ORDER BY square_feet DESC LIMIT 1",
        "Which of our shops has the most floor space?",
        "What's our biggest shop by square footage?",
    ),
    template(
        "customers_without_phone", "easy",
        "SELECT COUNT(*) FROM customers WHERE phone IS NULL",
        "How many registered shoppers never gave us a phone number?",
        "How many customer records have the phone number left blank?",
    ),
    template(
        "pets_of_species", "easy",
        "SELECT COUNT(*) FROM pets WHERE species = {species}",
        "How many {animals} are registered to our customers?",
        "How many of the pets on our books are {animals}?",
        "Across all our customer records, how many {animals} do we know about?",
        slots="""SELECT DISTINCT species, CASE species WHEN 'Fish' THEN 'fish' ELSE lower(species) || 's' END AS animals
                 FROM pets ORDER BY species""",
        n=4,
    ),
    template(
        "supplier_range_size", "easy",
        "SELECT COUNT(*) FROM products WHERE supplier = {supplier}",
        "How many different products do we buy in from {supplier}?",
        "How many items in our range come from {supplier}?",
        slots="SELECT DISTINCT supplier FROM products ORDER BY supplier",
        n=3,
    ),
    template(
        "priciest_product", "easy",
        "SELECT name FROM products ORDER BY price DESC LIMIT 1",
        "What's the priciest item we stock?",
        "If I wanted to buy the single most expensive product we sell, which one would it be?",
    ),
    template(
        "orders_in_month", "easy",
        "SELECT COUNT(*) FROM orders WHERE strftime('%Y-%m', ordered_at) = {month}",
        "How many orders went through in {month_name}, shops and website combined?",
        "What was our total number of orders in {month_name}, online included?",
        "How many sales did we ring up in {month_name}, counting the web shop too?",
        slots="""SELECT '2023-08' AS month, 'August 2023' AS month_name
                 UNION ALL SELECT '2024-05', 'May 2024'
                 UNION ALL SELECT '2025-02', 'February 2025'
                 ORDER BY month""",
        n=3,
    ),
    template(
        "online_orders_2024", "easy",
        "SELECT COUNT(*) FROM orders WHERE channel = 'online' AND ordered_at >= '2024-01-01' AND ordered_at < '2025-01-01'",
        "How many orders came in through the website in 2024?",
        "How many online orders did we get during 2024?",
    ),
    template(
        "current_headcount", "easy",
        "SELECT COUNT(*) FROM employees WHERE end_date IS NULL",
        "How many staff are still on the team today, not counting leavers?",
        "What's our current staff headcount across all the shops?",
    ),
    template(
        "role_hourly_rate", "easy",
        "SELECT ROUND(AVG(hourly_rate), 2) FROM employees WHERE role = {role}",
        "Across all shops, what's the mean hourly pay of our {role_label}s?",
        "What's a {role_label}'s average hourly wage with us?",
        slots="SELECT DISTINCT role, lower(role) AS role_label FROM employees ORDER BY role",
        n=2,
    ),
    template(
        "discontinued_products", "easy",
        "SELECT name FROM products WHERE discontinued_on IS NOT NULL",
        "Which products have we stopped selling?",
        "List the products we've discontinued.",
    ),
    template(
        "new_customers_in_year", "easy",
        "SELECT COUNT(*) FROM customers WHERE strftime('%Y', joined_on) = {year}",
        "How many shoppers joined our customer list in {year}?",
        "In {year}, how many new customer sign-ups did we get?",
        slots="SELECT '2024' AS year UNION ALL SELECT '2025' ORDER BY year",
        n=2,
    ),
    template(
        "avg_price_for_animal", "easy",
        "SELECT ROUND(AVG(price), 2) FROM products WHERE pet_type = {pet_type}",
        "What's the average shelf price of our {animal} products?",
        "On average, what does one of our {animal} products cost?",
        slots="SELECT 'Cat' AS pet_type, 'cat' AS animal UNION ALL SELECT 'Dog', 'dog' ORDER BY pet_type",
        n=2,
    ),
    template(
        "payments_by_method_2025", "easy",
        """SELECT COUNT(*) FROM orders
           WHERE payment_method = {method} AND ordered_at >= '2025-01-01' AND ordered_at < '2026-01-01'""",
        "How many {method_label} payments did we take in 2025?",
        "In 2025, how many orders were paid by {method_label}?",
        slots="""SELECT 'Cash' AS method, 'cash' AS method_label
                 UNION ALL SELECT 'Mobile Wallet', 'mobile wallet'
                 UNION ALL SELECT 'PayPal', 'PayPal'
                 ORDER BY method""",
        n=2,
    ),
    template(
        "marketing_opt_in_rate", "easy",
        "SELECT ROUND(100.0 * SUM(marketing_opt_in) / COUNT(*), 2) FROM customers",
        "What percentage of our customers have agreed to receive marketing from us?",
        "What share of customers are opted in to our marketing emails, as a percentage?",
    ),
    template(
        "products_added_2024", "easy",
        "SELECT COUNT(*) FROM products WHERE added_on >= '2024-01-01' AND added_on < '2025-01-01'",
        "How many products first went on sale with us in 2024?",
        "How many items were newly listed in our catalogue in 2024?",
    ),

    # ------------------------------------------------------------------ medium: a join, or grouping
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

    # ------------------------------------------------------------------ hard: 3+ tables, nesting, ranking
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
