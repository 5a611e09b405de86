"""Gold questions for the department store chain (``envs/databases/department_store.py``): what its owner and
store managers ask about receipts, departments, staff, loyalty customers and returns.

"Net sales" throughout means quantity * unit_price - discount on the receipt lines; refunds are separate.
Check with ``python -m envs.analyst.tasks --db department_store``.
"""

from envs.analyst.tasks import template

NET = "(si.quantity * si.unit_price - si.discount)"  # one receipt line after its discount

MONTHS = """
    SELECT '2023-12' AS month, 'December 2023' AS month_name
    UNION ALL SELECT '2024-03', 'March 2024'
    UNION ALL SELECT '2024-11', 'November 2024'
    UNION ALL SELECT '2025-07', 'July 2025'
    ORDER BY month
"""
YEARS = "SELECT '2024' AS year UNION ALL SELECT '2025' ORDER BY year"
EARLY_YEARS = "SELECT '2023' AS year UNION ALL SELECT '2024' ORDER BY year"
MONTHS_B = """
    SELECT '2023-08' AS month, 'August 2023' AS month_name
    UNION ALL SELECT '2024-06', 'June 2024'
    UNION ALL SELECT '2025-02', 'February 2025'
    UNION ALL SELECT '2025-09', 'September 2025'
    ORDER BY month
"""
STORES = "SELECT name AS store FROM stores ORDER BY store_id"
DEPARTMENTS = "SELECT name AS department FROM departments ORDER BY department_id"
BRANDS = "SELECT DISTINCT brand FROM products ORDER BY brand"

TEMPLATES = [
    # ------------------------------------------------------------------ easy: one table, no grouping
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
    # ------------------------------------------------------------------ medium: a join, or grouping on one table
    template(
        "net_sales_in_month", "medium",
        f"SELECT ROUND(SUM({NET}), 2) FROM sales s JOIN sale_items si ON si.sale_id = s.sale_id "
        "WHERE substr(s.sold_at, 1, 7) = {month}",
        "What were our net sales after discounts across the chain in {month_name}?",
        "How much did we take in {month_name}, after discounts, across all stores?",
        "What was the chain's total takings net of discounts for {month_name}?",
        slots=MONTHS, n=3,
    ),
    template(
        "store_receipts_2025", "medium",
        "SELECT COUNT(*) FROM sales s JOIN stores st ON st.store_id = s.store_id "
        "WHERE st.name = {store} AND s.sold_at LIKE '2025-%'",
        "How many receipts did our {store} store ring up in 2025?",
        "How many sales did {store} process during 2025?",
        slots=STORES, n=2,
    ),
    template(
        "products_per_department", "medium",
        "SELECT d.name, COUNT(*) AS products FROM products p JOIN departments d ON d.department_id = p.department_id "
        "GROUP BY d.department_id ORDER BY products DESC, d.name",
        "How many products do we carry in each department?",
        "Give me the product count per department, biggest first.",
    ),
    template(
        "salary_by_title", "medium",
        "SELECT job_title, ROUND(AVG(salary), 2) AS avg_salary FROM employees GROUP BY job_title "
        "ORDER BY avg_salary DESC",
        "What's the average salary for each job title?",
        "Break down average pay by role, highest first.",
    ),
    template(
        "current_headcount_by_store", "medium",
        "SELECT st.name, COUNT(*) AS staff FROM employees e JOIN stores st ON st.store_id = e.store_id "
        "WHERE e.termination_date IS NULL GROUP BY st.store_id ORDER BY staff DESC, st.name",
        "How many current employees work at each store?",
        "What's today's headcount at each branch, not counting people who have left?",
    ),
    template(
        "tier_breakdown", "medium",
        "SELECT loyalty_tier, COUNT(*) AS members FROM customers GROUP BY loyalty_tier ORDER BY members DESC",
        "How many loyalty members do we have in each tier?",
        "Break our loyalty customers down by tier.",
    ),
    template(
        "payment_mix_2024", "medium",
        "SELECT payment_method, COUNT(*) AS receipts FROM sales WHERE sold_at LIKE '2024-%' "
        "GROUP BY payment_method ORDER BY receipts DESC",
        "How did customers pay in 2024? Give the number of receipts for each payment method.",
        "What's the split of 2024 receipts by payment method?",
    ),
    template(
        "busiest_month_2024", "medium",
        "SELECT substr(sold_at, 1, 7) AS month, COUNT(*) AS receipts FROM sales WHERE sold_at LIKE '2024-%' "
        "GROUP BY month ORDER BY receipts DESC LIMIT 1",
        "Which month of 2024 had the most receipts (give it as YYYY-MM), and how many were there?",
        "In 2024, what was our busiest month by number of transactions, and how many? Write the month as YYYY-MM.",
    ),
    template(
        "busiest_hour", "medium",
        "SELECT CAST(substr(sold_at, 12, 2) AS INTEGER) AS hour FROM sales GROUP BY hour "
        "ORDER BY COUNT(*) DESC LIMIT 1",
        "At what hour of the day do we ring up the most sales (e.g. 14 for 2pm–3pm)?",
        "Which hour of the day is busiest at the tills, counting receipts over all time?",
    ),
    template(
        "refunds_by_reason", "medium",
        "SELECT reason, ROUND(SUM(refund_amount), 2) AS refunded FROM returns GROUP BY reason "
        "ORDER BY refunded DESC",
        "How much have we refunded for each return reason?",
        "Break down total refunds by the reason customers gave.",
    ),
    template(
        "members_by_city", "medium",
        "SELECT city, COUNT(*) AS members FROM customers GROUP BY city ORDER BY members DESC, city",
        "Where do our loyalty members live? Give the member count per city.",
        "How many loyalty customers do we have in each city?",
    ),
    template(
        "top_products_by_units", "medium",
        "SELECT p.name, SUM(si.quantity) AS units FROM sale_items si JOIN products p ON p.product_id = si.product_id "
        "GROUP BY p.product_id ORDER BY units DESC LIMIT 5",
        "What are our 5 best-selling products by units sold, all time?",
        "Name the top 5 products by number of units sold.",
    ),
    template(
        "brand_units_sold", "medium",
        "SELECT SUM(si.quantity) FROM sale_items si JOIN products p ON p.product_id = si.product_id "
        "WHERE p.brand = {brand}",
        "How many {brand} units have we sold in total?",
        "What's the total number of {brand} items we've sold since opening?",
        slots="SELECT DISTINCT brand FROM products ORDER BY brand DESC", n=3,
    ),
    template(
        "most_frequent_member", "medium",
        "SELECT c.first_name || ' ' || c.last_name AS customer FROM sales s "
        "JOIN customers c ON c.customer_id = s.customer_id GROUP BY c.customer_id ORDER BY COUNT(*) DESC LIMIT 1",
        "Which loyalty customer has visited us the most times (most receipts)?",
        "Who is our most frequent shopper by number of receipts?",
    ),
    template(
        "top_clerk_2025", "medium",
        "SELECT e.first_name || ' ' || e.last_name AS employee FROM sales s "
        "JOIN employees e ON e.employee_id = s.employee_id WHERE s.sold_at LIKE '2025-%' "
        "GROUP BY e.employee_id ORDER BY COUNT(*) DESC LIMIT 1",
        "Which employee rang up the most receipts in 2025?",
        "Who processed the most sales at the till during 2025?",
    ),
    template(
        "average_receipt_value", "medium",
        f"SELECT ROUND(SUM({NET}) / COUNT(DISTINCT s.sale_id), 2) FROM sales s "
        "JOIN sale_items si ON si.sale_id = s.sale_id WHERE s.sold_at LIKE {year} || '-%'",
        "What was our average receipt value after discounts in {year}?",
        "In {year}, how much did the typical receipt come to on average, net of discounts?",
        slots=YEARS, n=2,
    ),
    template(
        "direct_reports_per_store_manager", "medium",
        "SELECT m.first_name || ' ' || m.last_name AS manager, COUNT(r.employee_id) AS direct_reports "
        "FROM employees m JOIN employees r ON r.manager_id = m.employee_id "
        "WHERE m.job_title = 'Store Manager' GROUP BY m.employee_id ORDER BY direct_reports DESC, manager",
        "How many people report directly to each of our store managers?",
        "For every store manager, how many direct reports do they have?",
    ),
    template(
        "members_never_bought", "hard",
        "SELECT COUNT(*) FROM customers c WHERE NOT EXISTS "
        "(SELECT 1 FROM sales s WHERE s.customer_id = c.customer_id)",
        "How many loyalty members have never actually bought anything?",
        "How many customers signed up to the scheme but have no receipts at all?",
    ),
    template(
        "priciest_department", "medium",
        "SELECT d.name FROM products p JOIN departments d ON d.department_id = p.department_id "
        "GROUP BY d.department_id ORDER BY AVG(p.list_price) DESC LIMIT 1",
        "Which department has the highest average list price?",
        "In which department are the products most expensive on average, going by list price?",
    ),
    template(
        "store_distinct_shoppers_2024", "medium",
        "SELECT COUNT(DISTINCT s.customer_id) FROM sales s JOIN stores st ON st.store_id = s.store_id "
        "WHERE st.name = {store} AND s.sold_at LIKE '2024-%'",
        "How many different loyalty customers shopped at {store} in 2024?",
        "In 2024, how many distinct loyalty members bought something at our {store} store?",
        slots="SELECT name AS store FROM stores ORDER BY store_id DESC", n=2,
    ),
    template(
        "big_brands_by_units", "medium",
        "SELECT p.brand, SUM(si.quantity) AS units FROM sale_items si JOIN products p ON p.product_id = si.product_id "
        "GROUP BY p.brand HAVING units > 2500 ORDER BY units DESC",
        "Which brands have sold more than 2,500 units in total, and how many each?",
        "List every brand with over 2,500 units sold, with its unit count.",
    ),
    # ------------------------------------------------------------------ hard: 3+ tables, nesting, ranking, comparisons
    template(
        "net_sales_by_store_year", "hard",
        f"SELECT st.name, ROUND(SUM({NET}), 2) AS net_sales FROM sales s "
        "JOIN sale_items si ON si.sale_id = s.sale_id JOIN stores st ON st.store_id = s.store_id "
        "WHERE s.sold_at LIKE {year} || '-%' GROUP BY st.store_id ORDER BY net_sales DESC",
        "What were net sales after discounts at each store in {year}?",
        "Break down {year} takings by store, net of discounts.",
        slots=YEARS, n=2,
    ),
    template(
        "top_spender_in_year", "hard",
        f"SELECT c.first_name || ' ' || c.last_name AS customer, ROUND(SUM({NET}), 2) AS spent FROM sales s "
        "JOIN sale_items si ON si.sale_id = s.sale_id JOIN customers c ON c.customer_id = s.customer_id "
        "WHERE s.sold_at LIKE {year} || '-%' GROUP BY c.customer_id ORDER BY spent DESC LIMIT 1",
        "Who was our biggest-spending loyalty customer in {year}, and how much did they spend after discounts?",
        "Which customer spent the most with us in {year} (net of discounts), and what was the total?",
        slots=YEARS, n=2,
    ),
    template(
        "department_ranking_in_month", "hard",
        f"SELECT d.name, ROUND(SUM({NET}), 2) AS net_sales FROM sales s "
        "JOIN sale_items si ON si.sale_id = s.sale_id JOIN products p ON p.product_id = si.product_id "
        "JOIN departments d ON d.department_id = p.department_id WHERE substr(s.sold_at, 1, 7) = {month} "
        "GROUP BY d.department_id ORDER BY net_sales DESC",
        "Rank our departments by net sales in {month_name}.",
        "How did each department do in {month_name}? Net sales after discounts, best first.",
        slots=MONTHS, n=2,
    ),
    template(
        "top_products_in_department", "hard",
        f"SELECT p.name, ROUND(SUM({NET}), 2) AS net_sales FROM sale_items si "
        "JOIN products p ON p.product_id = si.product_id JOIN departments d ON d.department_id = p.department_id "
        "WHERE d.name = {department} GROUP BY p.product_id ORDER BY net_sales DESC LIMIT 3",
        "What are the top 3 products in {department} by net sales (after discounts), all time?",
        "Which three {department} items have brought in the most money after discounts?",
        "Give me the 3 highest-grossing products in the {department} department, net of discounts.",
        slots=DEPARTMENTS, n=3,
    ),
    template(
        "nov_vs_oct_2025", "hard",
        f"WITH m AS (SELECT substr(s.sold_at, 1, 7) AS month, SUM({NET}) AS net FROM sales s "
        "JOIN sale_items si ON si.sale_id = s.sale_id WHERE substr(s.sold_at, 1, 7) IN ('2025-10', '2025-11') "
        "GROUP BY month) "
        "SELECT ROUND(100.0 * (nov.net - oct.net) / oct.net, 2) FROM m nov JOIN m oct "
        "ON nov.month = '2025-11' AND oct.month = '2025-10'",
        "By what percentage did net sales grow from October 2025 to November 2025?",
        "How much bigger, in percent, were November 2025's takings than October 2025's, after discounts?",
    ),
    template(
        "top_associate_per_store_2025", "hard",
        f"WITH by_clerk AS (SELECT st.name AS store, e.first_name || ' ' || e.last_name AS employee, "
        f"SUM({NET}) AS net FROM sales s JOIN sale_items si ON si.sale_id = s.sale_id "
        "JOIN employees e ON e.employee_id = s.employee_id JOIN stores st ON st.store_id = s.store_id "
        "WHERE s.sold_at LIKE '2025-%' GROUP BY s.store_id, e.employee_id), "
        "ranked AS (SELECT store, employee, net, RANK() OVER (PARTITION BY store ORDER BY net DESC) AS r "
        "FROM by_clerk) "
        "SELECT store, employee, ROUND(net, 2) AS net_sales FROM ranked WHERE r = 1 ORDER BY store",
        "Who was the top salesperson at each store in 2025 by net sales rung up, and how much did they bring in?",
        "For every branch, which employee took the most money at the till in 2025 after discounts?",
    ),
    template(
        "return_rate_by_department", "hard",
        "WITH sold AS (SELECT p.department_id, SUM(si.quantity) AS units FROM sale_items si "
        "JOIN products p ON p.product_id = si.product_id GROUP BY p.department_id), "
        "back AS (SELECT p.department_id, SUM(r.quantity) AS units FROM returns r "
        "JOIN sale_items si ON si.sale_item_id = r.sale_item_id JOIN products p ON p.product_id = si.product_id "
        "GROUP BY p.department_id) "
        "SELECT d.name, ROUND(100.0 * back.units / sold.units, 2) AS return_rate_pct FROM departments d "
        "JOIN sold ON sold.department_id = d.department_id JOIN back ON back.department_id = d.department_id "
        "ORDER BY return_rate_pct DESC",
        "What percentage of units sold gets returned in each department?",
        "Show the return rate (units returned as a percentage of units sold) for every department, worst first.",
    ),
    template(
        "associates_above_store_average", "hard",
        "SELECT COUNT(*) FROM employees e WHERE e.job_title = 'Sales Associate' AND e.termination_date IS NULL "
        "AND e.salary > (SELECT AVG(x.salary) FROM employees x WHERE x.job_title = 'Sales Associate' "
        "AND x.termination_date IS NULL AND x.store_id = e.store_id)",
        "How many of our current sales associates earn more than the average current associate at their own store?",
        "Counting only people still employed, how many sales associates are paid above their store's associate "
        "average?",
    ),
    template(
        "top_associate_in_year", "hard",
        f"SELECT e.first_name || ' ' || e.last_name AS employee, st.name AS store, ROUND(SUM({NET}), 2) AS net_sales "
        "FROM sales s JOIN sale_items si ON si.sale_id = s.sale_id JOIN employees e ON e.employee_id = s.employee_id "
        "JOIN stores st ON st.store_id = e.store_id WHERE s.sold_at LIKE {year} || '-%' "
        "GROUP BY e.employee_id ORDER BY net_sales DESC LIMIT 1",
        "Who was our top salesperson in {year} by net sales rung up, which store are they at, and how much?",
        "Which employee brought in the most money at the till in {year} (after discounts)? Give their store and total.",
        slots=EARLY_YEARS, n=2,
    ),
    template(
        "lapsed_members_2025", "hard",
        "SELECT COUNT(DISTINCT customer_id) FROM sales WHERE sold_at LIKE '2024-%' AND customer_id NOT IN "
        "(SELECT customer_id FROM sales WHERE sold_at LIKE '2025-%' AND customer_id IS NOT NULL)",
        "How many loyalty customers shopped with us in 2024 but didn't come back at all in 2025?",
        "How many of our 2024 loyalty shoppers have lapsed, with no purchase during 2025?",
    ),
    template(
        "margin_by_department_2025", "hard",
        f"SELECT d.name, ROUND(SUM({NET} - si.quantity * p.unit_cost), 2) AS gross_margin FROM sales s "
        "JOIN sale_items si ON si.sale_id = s.sale_id JOIN products p ON p.product_id = si.product_id "
        "JOIN departments d ON d.department_id = p.department_id WHERE s.sold_at LIKE '2025-%' "
        "GROUP BY d.department_id ORDER BY gross_margin DESC",
        "What gross margin (net sales after discounts minus product cost) did each department make in 2025?",
        "In 2025, how much profit over cost did every department bring in, after discounts?",
    ),
    template(
        "store_growth_2025", "hard",
        f"WITH yearly AS (SELECT st.name AS store, substr(s.sold_at, 1, 4) AS year, SUM({NET}) AS net FROM sales s "
        "JOIN sale_items si ON si.sale_id = s.sale_id JOIN stores st ON st.store_id = s.store_id "
        "WHERE st.opened_date < '2024-01-01' GROUP BY st.store_id, year) "
        "SELECT a.store, ROUND(100.0 * (b.net - a.net) / a.net, 2) AS growth_pct FROM yearly a "
        "JOIN yearly b ON b.store = a.store AND a.year = '2024' AND b.year = '2025' ORDER BY growth_pct DESC",
        "For the stores that were open all through 2024, how much did net sales grow in 2025, in percent?",
        "Year on year, 2024 to 2025, what was the percentage growth in net sales at each store that opened before "
        "2024?",
    ),
    template(
        "basket_by_tier", "hard",
        f"WITH baskets AS (SELECT s.sale_id, c.loyalty_tier, SUM({NET}) AS value FROM sales s "
        "JOIN customers c ON c.customer_id = s.customer_id JOIN sale_items si ON si.sale_id = s.sale_id "
        "GROUP BY s.sale_id) "
        "SELECT loyalty_tier, ROUND(AVG(value), 2) AS avg_basket FROM baskets GROUP BY loyalty_tier "
        "ORDER BY avg_basket DESC",
        "What's the average receipt value after discounts for each loyalty tier?",
        "Do our higher-tier members spend more per visit? Show average net basket value per tier.",
    ),
    template(
        "most_returned_product", "hard",
        "SELECT p.name, SUM(r.quantity) AS units_returned FROM returns r "
        "JOIN sale_items si ON si.sale_item_id = r.sale_item_id JOIN products p ON p.product_id = si.product_id "
        "GROUP BY p.product_id ORDER BY units_returned DESC LIMIT 1",
        "Which product has been returned the most, and how many units came back?",
        "What's our most-returned item by units, and how many units is that?",
    ),
    template(
        "top_team_supervisor_2025", "hard",
        "SELECT sup.first_name || ' ' || sup.last_name AS supervisor, COUNT(*) AS receipts FROM sales s "
        "JOIN employees e ON e.employee_id = s.employee_id JOIN employees sup ON sup.employee_id = e.manager_id "
        "WHERE s.sold_at LIKE '2025-%' AND sup.job_title = 'Department Supervisor' "
        "GROUP BY sup.employee_id ORDER BY receipts DESC LIMIT 1",
        "Which department supervisor's team of associates rang up the most receipts in 2025, and how many?",
        "Whose team was busiest at the tills in 2025? Give the supervisor and the number of receipts their direct "
        "reports processed.",
    ),
    template(
        "top10_product_share", "hard",
        f"WITH by_product AS (SELECT si.product_id, SUM({NET}) AS net FROM sale_items si GROUP BY si.product_id), "
        "top AS (SELECT net FROM by_product ORDER BY net DESC LIMIT 10) "
        "SELECT ROUND(100.0 * (SELECT SUM(net) FROM top) / (SELECT SUM(net) FROM by_product), 2)",
        "What percentage of all our net sales comes from our 10 best-selling products by revenue?",
        "How concentrated is revenue: what share of all-time net sales do the top 10 products account for?",
    ),
    template(
        "first_purchases_in_month", "hard",
        "WITH firsts AS (SELECT customer_id, MIN(sold_at) AS first_at FROM sales WHERE customer_id IS NOT NULL "
        "GROUP BY customer_id) SELECT COUNT(*) FROM firsts WHERE substr(first_at, 1, 7) = {month}",
        "How many loyalty customers made their very first purchase with us in {month_name}?",
        "In {month_name}, how many members shopped with us for the first time?",
        slots=MONTHS_B, n=2,
    ),
    template(
        "cumulative_2025_by_quarter", "hard",
        f"WITH q AS (SELECT (CAST(substr(s.sold_at, 6, 2) AS INTEGER) + 2) / 3 AS quarter, SUM({NET}) AS net "
        "FROM sales s JOIN sale_items si ON si.sale_id = s.sale_id WHERE s.sold_at LIKE '2025-%' GROUP BY quarter) "
        "SELECT 'Q' || q.quarter AS quarter, ROUND(SUM(q.net) OVER (ORDER BY q.quarter), 2) AS running_total FROM q "
        "ORDER BY q.quarter",
        "What were our cumulative 2025 net sales at the end of each quarter?",
        "Give me the running total of 2025 takings after discounts, quarter by quarter.",
    ),
    template(
        "net_after_refunds_by_year", "hard",
        f"WITH takings AS (SELECT substr(s.sold_at, 1, 4) AS year, SUM({NET}) AS net FROM sales s "
        "JOIN sale_items si ON si.sale_id = s.sale_id GROUP BY year), "
        "refunds AS (SELECT substr(return_date, 1, 4) AS year, SUM(refund_amount) AS refunded FROM returns "
        "GROUP BY year) "
        "SELECT t.year, ROUND(t.net - r.refunded, 2) AS net_of_refunds FROM takings t "
        "JOIN refunds r ON r.year = t.year ORDER BY t.year",
        "For each year, what did we take after discounts and after subtracting the refunds paid out that year?",
        "Year by year, what are our net sales less the refunds we paid in the same year?",
    ),
]
