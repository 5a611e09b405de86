"""Gold questions over ``petshop``, the easy section of ``TEMPLATES``: one table."""

from envs.analyst.tasks import template

TEMPLATES = [
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
]
