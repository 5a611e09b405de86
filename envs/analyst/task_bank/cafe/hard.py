"""Gold questions over ``cafe``, the hard section of ``TEMPLATES``: 3+ tables, nesting, windows."""

from envs.analyst.task_bank.cafe.fragments import BRANCHES, SALES, YEARS, YEARS_DESC, picked
from envs.analyst.tasks import template

TEMPLATES = [
    template(
        "branch_sales_month", "hard",
        f"SELECT ROUND({SALES}, 2) FROM order_lines ol JOIN orders o ON o.order_id = ol.order_id"
        " JOIN branches b ON b.branch_id = o.branch_id"
        " WHERE b.name = {branch} AND substr(o.ordered_at, 1, 7) = {month}",
        "What were {branch}'s sales in {month_name}, excluding tips?",
        "How much did {branch} take in food and drink sales during {month_name}?",
        slots=picked("branch, month", ("Harbour Street", "2023-02"), ("Station Square", "2024-11")), n=2,
    ),
    template(
        "category_sales_year", "hard",
        f"SELECT c.name AS category, ROUND({SALES}, 2) AS sales FROM order_lines ol"
        " JOIN orders o ON o.order_id = ol.order_id JOIN menu_items mi ON mi.item_id = ol.item_id"
        " JOIN menu_categories c ON c.category_id = mi.category_id WHERE substr(o.ordered_at, 1, 4) = {year}"
        " GROUP BY c.name ORDER BY sales DESC",
        "Break down our {year} sales by menu category, biggest first.",
        "How much did each menu category bring in during {year}? Rank them.",
        slots=YEARS, n=2,
    ),
    template(
        "top_items_branch_2025", "hard",
        f"SELECT mi.name, ROUND({SALES}, 2) AS sales FROM order_lines ol JOIN orders o ON o.order_id = ol.order_id"
        " JOIN branches b ON b.branch_id = o.branch_id JOIN menu_items mi ON mi.item_id = ol.item_id"
        " WHERE b.name = {branch} AND o.ordered_at >= '2025-01-01' GROUP BY mi.item_id ORDER BY sales DESC LIMIT 3",
        "What were the three biggest earners on the menu at {branch} in 2025, by sales value?",
        "Which 3 items brought in the most money at {branch} during 2025, and how much each?",
        slots="SELECT name AS branch FROM branches WHERE branch_id IN (2, 3) ORDER BY branch_id", n=2,
    ),
    template(
        "sales_change_month", "hard",
        f"WITH monthly AS (SELECT substr(o.ordered_at, 1, 7) AS month, {SALES} AS sales FROM order_lines ol"
        " JOIN orders o ON o.order_id = ol.order_id WHERE substr(o.ordered_at, 1, 7) IN ({prev_month}, {month})"
        " GROUP BY month)"
        " SELECT ROUND(100.0 * (cur.sales - prev.sales) / prev.sales, 2) FROM monthly cur, monthly prev"
        " WHERE cur.month = {month} AND prev.month = {prev_month}",
        "By what percentage did our total sales change from {prev_month_name} to {month_name}?",
        "How did {month_name} sales compare with {prev_month_name}? Give the percentage change.",
        slots=picked("prev_month, month", ("2023-12", "2024-01"), ("2025-05", "2025-06")), n=2,
    ),
    template(
        "running_sales_2025", "hard",
        f"SELECT substr(o.ordered_at, 1, 7) AS month, ROUND({SALES}, 2) AS sales,"
        f" ROUND(SUM({SALES}) OVER (ORDER BY substr(o.ordered_at, 1, 7)), 2) AS running_total"
        " FROM order_lines ol JOIN orders o ON o.order_id = ol.order_id WHERE o.ordered_at >= '2025-01-01'"
        " GROUP BY month ORDER BY month",
        "Give me our month-by-month sales for 2025 alongside a running year-to-date total.",
        "For each month of 2025, what were sales and the cumulative total so far that year?",
    ),
    template(
        "above_category_average", "hard",
        "SELECT mi.name, mi.price FROM menu_items mi JOIN menu_categories c ON c.category_id = mi.category_id"
        " WHERE c.name = {category} AND mi.discontinued_on IS NULL AND mi.price > (SELECT AVG(m2.price)"
        " FROM menu_items m2 WHERE m2.category_id = mi.category_id AND m2.discontinued_on IS NULL)"
        " ORDER BY mi.price DESC, mi.name",
        "Which {category} items on the current menu are priced above the {category} average, dearest first?",
        "In {category}, which current items cost more than the average for that category? Most expensive first.",
        slots="SELECT name AS category FROM menu_categories WHERE name IN ('Coffee', 'Sandwiches') ORDER BY name", n=2,
    ),
    template(
        "top_front_of_house_hours_2025", "hard",
        "WITH hours AS (SELECT b.name AS branch, s.first_name || ' ' || s.last_name AS person, SUM(sh.hours) AS hours,"
        " RANK() OVER (PARTITION BY b.name ORDER BY SUM(sh.hours) DESC) AS rnk FROM shifts sh"
        " JOIN staff s ON s.staff_id = sh.staff_id JOIN branches b ON b.branch_id = sh.branch_id"
        " WHERE s.role IN ('Barista', 'Server', 'Shift Lead') AND substr(sh.shift_date, 1, 4) = '2025'"
        " GROUP BY b.name, s.staff_id)"
        " SELECT branch, person, hours FROM hours WHERE rnk = 1 ORDER BY branch",
        "Among our front-of-house team (baristas, servers and shift leads), who worked the most hours at each "
        "branch in 2025, and how many?",
        "For each branch, which barista, server or shift lead logged the most hours there in 2025?",
    ),
    template(
        "margin_after_ingredients_2025", "hard",
        f"WITH sales AS (SELECT o.branch_id, {SALES} AS sales FROM order_lines ol"
        " JOIN orders o ON o.order_id = ol.order_id WHERE o.ordered_at >= '2025-01-01' GROUP BY o.branch_id),"
        " costs AS (SELECT branch_id, SUM(total_cost) AS cost FROM purchases WHERE purchase_date >= '2025-01-01'"
        " GROUP BY branch_id)"
        " SELECT b.name AS branch, ROUND(s.sales - c.cost, 2) AS left_after_ingredients FROM branches b"
        " JOIN sales s ON s.branch_id = b.branch_id JOIN costs c ON c.branch_id = b.branch_id"
        " ORDER BY left_after_ingredients DESC",
        "For each branch, how much of its 2025 sales was left after paying for ingredients? Highest first.",
        "What did each branch make in 2025 once ingredient purchases are taken off its sales?",
    ),
    template(
        "best_month_per_branch", "hard",
        f"WITH monthly AS (SELECT b.name AS branch, substr(o.ordered_at, 1, 7) AS month, {SALES} AS sales,"
        f" RANK() OVER (PARTITION BY b.name ORDER BY {SALES} DESC) AS rnk FROM order_lines ol"
        " JOIN orders o ON o.order_id = ol.order_id JOIN branches b ON b.branch_id = o.branch_id"
        " GROUP BY b.name, month)"
        " SELECT branch, month, ROUND(sales, 2) AS sales FROM monthly WHERE rnk = 1 ORDER BY branch",
        "What has been each branch's best month ever for sales, and how much did it take?",
        "For every branch, which calendar month was its record for sales, and what were the takings?",
    ),
    template(
        "supplier_spend_year", "hard",
        "SELECT s.name AS supplier, ROUND(SUM(p.total_cost), 2) AS spend FROM purchases p"
        " JOIN ingredients i ON i.ingredient_id = p.ingredient_id JOIN suppliers s ON s.supplier_id = i.supplier_id"
        " WHERE substr(p.purchase_date, 1, 4) = {year} GROUP BY s.name ORDER BY spend DESC",
        "How much did we spend with each supplier in {year}? Biggest first.",
        "Rank our suppliers by what we paid them in {year}.",
        slots=YEARS_DESC, n=1,
    ),
    template(
        "vegan_share_by_branch_2025", "hard",
        "SELECT b.name AS branch, ROUND(100.0 * SUM(CASE WHEN mi.is_vegan = 1 THEN ol.quantity * ol.unit_price"
        f" ELSE 0 END) / {SALES}, 2) AS vegan_pct FROM order_lines ol JOIN orders o ON o.order_id = ol.order_id"
        " JOIN branches b ON b.branch_id = o.branch_id JOIN menu_items mi ON mi.item_id = ol.item_id"
        " WHERE o.ordered_at >= '2025-01-01' GROUP BY b.name ORDER BY vegan_pct DESC",
        "What share of each branch's 2025 sales came from vegan items? Highest first.",
        "At each branch, what percentage of 2025 takings were vegan items?",
    ),
    template(
        "top_sellers_staff_2024", "hard",
        f"SELECT s.first_name || ' ' || s.last_name AS person, ROUND({SALES}, 2) AS sales FROM order_lines ol"
        " JOIN orders o ON o.order_id = ol.order_id JOIN staff s ON s.staff_id = o.staff_id"
        " WHERE substr(o.ordered_at, 1, 4) = '2024' GROUP BY s.staff_id ORDER BY sales DESC LIMIT 3",
        "Which three members of staff took the most money at the till in 2024, and how much?",
        "Who were our top 3 staff by sales rung up during 2024?",
    ),
    template(
        "days_above_average_2025", "hard",
        "WITH daily AS (SELECT date(o.ordered_at) AS day, COUNT(*) AS orders FROM orders o"
        " JOIN branches b ON b.branch_id = o.branch_id WHERE b.name = {branch} AND o.ordered_at >= '2025-01-01'"
        " GROUP BY day)"
        " SELECT COUNT(*) FROM daily WHERE orders > (SELECT AVG(orders) FROM daily)",
        "In 2025, on how many of the days {branch} was open did it take more orders than its daily average "
        "for the year?",
        "How many trading days in 2025 were above-average days for orders at {branch}?",
        slots=BRANCHES, n=2,
    ),
    template(
        "first_full_month_units", "hard",
        "WITH launch AS (SELECT item_id, CASE WHEN substr(introduced_on, 9, 2) = '01' THEN substr(introduced_on, 1, 7)"
        " ELSE substr(date(introduced_on, 'start of month', '+1 month'), 1, 7) END AS first_month"
        " FROM menu_items WHERE name = {item})"
        " SELECT SUM(ol.quantity) FROM order_lines ol JOIN orders o ON o.order_id = ol.order_id"
        " JOIN launch l ON l.item_id = ol.item_id WHERE substr(o.ordered_at, 1, 7) = l.first_month",
        "How many {item}s did we sell in the item's first full calendar month on the menu?",
        "In its first complete month on sale, how many {item}s did we sell across all branches?",
        slots=picked("item", ("Matcha Latte",), ("Falafel Wrap",)), n=2,
    ),
    template(
        "biggest_cost_rise", "hard",
        "WITH yearly AS (SELECT i.name, SUM(CASE WHEN p.purchase_date < '2024-01-01' THEN p.total_cost END)"
        " / SUM(CASE WHEN p.purchase_date < '2024-01-01' THEN p.quantity END) AS cost_2023,"
        " SUM(CASE WHEN p.purchase_date >= '2025-01-01' THEN p.total_cost END)"
        " / SUM(CASE WHEN p.purchase_date >= '2025-01-01' THEN p.quantity END) AS cost_2025"
        " FROM purchases p JOIN ingredients i ON i.ingredient_id = p.ingredient_id GROUP BY i.name)"
        " SELECT name, ROUND(100.0 * (cost_2025 - cost_2023) / cost_2023, 2) AS pct_rise FROM yearly"
        " ORDER BY pct_rise DESC LIMIT 1",
        "Which ingredient's average cost per unit rose the most in percentage terms from 2023 to 2025, and by "
        "how much?",
        "Comparing what we paid per unit in 2023 with 2025, which ingredient went up the most (as a percentage)?",
    ),
    template(
        "peak_hour_per_branch", "hard",
        "WITH hourly AS (SELECT b.name AS branch, CAST(substr(o.ordered_at, 12, 2) AS INTEGER) AS hour,"
        " RANK() OVER (PARTITION BY b.name ORDER BY COUNT(*) DESC) AS rnk FROM orders o"
        " JOIN branches b ON b.branch_id = o.branch_id GROUP BY b.name, hour)"
        " SELECT branch, hour FROM hourly WHERE rnk = 1 ORDER BY branch",
        "At each branch, which hour of the day brings in the most orders? (24-hour clock, e.g. 13 for 1-2pm)",
        "What's the peak ordering hour at each of our branches, as the starting hour on a 24-hour clock?",
    ),
    template(
        "category_best_sellers_2025", "hard",
        "WITH units AS (SELECT c.name AS category, mi.name AS item, SUM(ol.quantity) AS units,"
        " RANK() OVER (PARTITION BY c.name ORDER BY SUM(ol.quantity) DESC) AS rnk FROM order_lines ol"
        " JOIN orders o ON o.order_id = ol.order_id JOIN menu_items mi ON mi.item_id = ol.item_id"
        " JOIN menu_categories c ON c.category_id = mi.category_id WHERE o.ordered_at >= '2025-01-01'"
        " GROUP BY c.name, mi.item_id)"
        " SELECT category, item, units FROM units WHERE rnk = 1 ORDER BY category",
        "What was the best-selling item in each menu category in 2025, by units sold?",
        "For every category on the menu, which item sold the most units in 2025, and how many?",
    ),
]
