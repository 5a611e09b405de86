"""Gold questions over ``department_store``, the medium section of ``TEMPLATES``: a join, or grouping on one table.

A few here are labelled hard, as ``classify_difficulty`` rates their gold SQL; they stay in this section so the
bank's order, and so the task order, is unchanged.
"""

from envs.analyst.task_bank.department_store.fragments import MONTHS, NET, STORES, YEARS
from envs.analyst.tasks import template

TEMPLATES = [
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
]
