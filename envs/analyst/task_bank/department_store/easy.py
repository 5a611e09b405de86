"""Gold questions over ``department_store``, the easy section of ``TEMPLATES``: one table, no grouping."""

from envs.analyst.task_bank.department_store.fragments import BRANDS, MONTHS_B, YEARS
from envs.analyst.tasks import template

TEMPLATES = [
    template(
        "newest_store", "easy",
        "SELECT name FROM stores ORDER BY opened_date DESC LIMIT 1",
        "Which of our stores is the newest?",
        "What's the name of the branch we opened most recently?",
    ),
    template(
        "members_in_tier", "easy",
        "SELECT COUNT(*) FROM customers WHERE loyalty_tier = {tier}",
        "How many {tier} members are in our loyalty scheme?",
        "How many loyalty customers sit in the {tier} tier?",
        slots="SELECT DISTINCT loyalty_tier AS tier FROM customers ORDER BY tier", n=2,
    ),
    template(
        "customers_without_email", "easy",
        "SELECT COUNT(*) FROM customers WHERE email IS NULL",
        "How many of our loyalty customers have we got no email address for?",
        "For how many loyalty members is the email address missing?",
    ),
    template(
        "members_joined_in_year", "easy",
        "SELECT COUNT(*) FROM customers WHERE joined_date LIKE {year} || '-%'",
        "How many people signed up to the loyalty scheme in {year}?",
        "How many new loyalty members did we get during {year}?",
        slots=YEARS, n=2,
    ),
    template(
        "brand_catalogue_size", "easy",
        "SELECT COUNT(*) FROM products WHERE brand = {brand}",
        "How many {brand} products are in our catalogue, including discontinued ones?",
        "How many different items from {brand} have we ever stocked?",
        slots=BRANDS, n=2,
    ),
    template(
        "priciest_product", "easy",
        "SELECT name FROM products ORDER BY list_price DESC LIMIT 1",
        "What's the most expensive product in our catalogue by list price?",
        "Which item carries the highest list price?",
    ),
    template(
        "discontinued_products", "easy",
        "SELECT COUNT(*) FROM products WHERE discontinued_date IS NOT NULL",
        "How many products have we discontinued so far?",
        "How many items in the catalogue have been dropped from our range?",
    ),
    template(
        "biggest_markup_product", "easy",
        "SELECT name FROM products ORDER BY list_price - unit_cost DESC LIMIT 1",
        "Which product makes us the most money per unit at full list price (list price minus cost)?",
        "On which item is the dollar gap between list price and unit cost the largest?",
    ),
    template(
        "products_launched_2024", "easy",
        "SELECT COUNT(*) FROM products WHERE launch_date BETWEEN '2024-01-01' AND '2024-12-31'",
        "How many new products did we add to the range during 2024?",
        "How many products launched in calendar year 2024?",
    ),
    template(
        "receipts_in_month", "easy",
        "SELECT COUNT(*) FROM sales WHERE substr(sold_at, 1, 7) = {month}",
        "How many receipts did we ring up across all stores in {month_name}?",
        "How many sales transactions did the chain process in {month_name}?",
        slots=MONTHS_B, n=2,
    ),
    template(
        "walk_in_share_2025", "easy",
        "SELECT ROUND(100.0 * SUM(customer_id IS NULL) / COUNT(*), 2) FROM sales WHERE sold_at LIKE '2025-%'",
        "What percentage of our 2025 receipts were walk-ins with no loyalty card scanned?",
        "In 2025, what share of sales had no loyalty customer attached, as a percentage?",
    ),
    template(
        "first_sale", "easy",
        "SELECT MIN(sold_at) FROM sales",
        "When exactly did we ring up our very first sale?",
        "What's the date and time of the earliest receipt on record?",
    ),
    template(
        "weekend_share_2025", "easy",
        "SELECT ROUND(100.0 * SUM(strftime('%w', sold_at) IN ('0', '6')) / COUNT(*), 2) FROM sales "
        "WHERE sold_at LIKE '2025-%'",
        "What percentage of our 2025 receipts were rung up on a Saturday or Sunday?",
        "How much of our 2025 transaction count, as a percentage, came from weekends?",
    ),
    template(
        "units_returned_for_reason", "easy",
        "SELECT SUM(quantity) FROM returns WHERE reason = {reason} AND return_date LIKE '2024-%'",
        "How many units came back in 2024 with the return reason '{reason}'?",
        "In 2024, how many items were returned because of '{reason}'?",
        slots="SELECT DISTINCT reason FROM returns ORDER BY reason", n=2,
    ),
    template(
        "refunds_2025", "easy",
        "SELECT ROUND(SUM(refund_amount), 2) FROM returns WHERE return_date BETWEEN '2025-01-01' AND '2025-12-31'",
        "How much money did we refund to customers in 2025?",
        "What was the total of all refunds paid out during 2025?",
    ),
    template(
        "largest_refund", "easy",
        "SELECT MAX(refund_amount) FROM returns",
        "What's the biggest single refund we've ever paid out?",
        "What was the largest refund on any one return?",
    ),
    template(
        "current_associates", "easy",
        "SELECT COUNT(*) FROM employees WHERE job_title = 'Sales Associate' AND termination_date IS NULL",
        "How many sales associates are still on the payroll?",
        "How many sales associates do we currently employ (not counting people who have left)?",
    ),
    template(
        "hires_in_year", "easy",
        "SELECT COUNT(*) FROM employees WHERE hire_date LIKE {year} || '-%'",
        "How many people did we hire in {year}?",
        "How many new staff joined us during {year}?",
        slots=YEARS, n=2,
    ),
    template(
        "largest_line_discount", "easy",
        "SELECT MAX(discount) FROM sale_items",
        "What's the biggest discount ever given on a single receipt line?",
        "What is the largest dollar discount that has been applied to one line on a receipt?",
    ),
    template(
        "units_sold_total", "easy",
        "SELECT SUM(quantity) FROM sale_items",
        "How many units have we sold in total since we opened?",
        "Across every receipt ever, how many individual items have we sold?",
    ),
    template(
        "floor_one_departments", "easy",
        "SELECT name FROM departments WHERE floor = 1 ORDER BY name",
        "Which departments are on floor 1?",
        "List the departments we have on the first floor (floor 1).",
    ),
]
