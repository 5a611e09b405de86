"""Gold questions over ``department_store``, the hard section of ``TEMPLATES``: 3+ tables, nesting, ranking,
comparisons.
"""

from envs.analyst.task_bank.department_store.fragments import DEPARTMENTS, EARLY_YEARS, MONTHS, MONTHS_B, NET, YEARS
from envs.analyst.tasks import template

TEMPLATES = [
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
