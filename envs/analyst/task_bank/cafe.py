"""Gold questions over the Crumb & Kettle cafe and bakery database (``envs/databases/cafe.py``, held out).

What the owner asks: sales by month, branch and category, best sellers, payments and tips, staff hours and wage
bills, ingredient spending with suppliers, and menu facts. "Sales" means what the order lines took (quantity ×
price of the day), tips not included; "current" staff have no ``left_on``; items "on the menu" have no
``discontinued_on``. Slots over months and pairs are hand-picked (``picked``) so instances vary.
"""

from envs.analyst.tasks import template

MONTH_NAMES = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
               "November", "December")


def _month_name(column: str) -> str:
    cases = " ".join(f"WHEN '{i:02d}' THEN '{name}'" for i, name in enumerate(MONTH_NAMES, 1))
    return f"CASE substr({column}, 6, 2) {cases} END || ' ' || substr({column}, 1, 4)"


def picked(columns: str, *rows: tuple) -> str:
    """A slots query over hand-picked values; a ``month``/``prev_month`` column ('YYYY-MM') gets a ``*_name``."""
    names = [c.strip() for c in columns.split(",")]
    values = ", ".join("(" + ", ".join("'" + str(v).replace("'", "''") + "'" for v in row) + ")" for row in rows)
    extra = "".join(f", {_month_name(c)} AS {c}_name" for c in names if c in ("month", "prev_month"))
    columns = ", ".join(names)
    return f"WITH picked({columns}) AS (VALUES {values}) SELECT *{extra} FROM picked ORDER BY {columns}"


def months(*values: str) -> str:
    return picked("month", *[(v,) for v in values])


SALES = "SUM(ol.quantity * ol.unit_price)"
YEARS = "SELECT DISTINCT substr(ordered_at, 1, 4) AS year FROM orders ORDER BY year"
YEARS_DESC = "SELECT DISTINCT substr(ordered_at, 1, 4) AS year FROM orders ORDER BY year DESC"
BRANCHES = "SELECT name AS branch FROM branches ORDER BY branch_id"

TEMPLATES = [
    # ------------------------------------------------------------------ easy: one table
    template(
        "vegan_items_now", "easy",
        "SELECT COUNT(*) FROM menu_items WHERE is_vegan = 1 AND discontinued_on IS NULL",
        "How many vegan options do we have on the menu right now?",
        "Of the items we currently sell, how many are vegan?",
    ),
    template(
        "priciest_item", "easy",
        "SELECT name FROM menu_items WHERE discontinued_on IS NULL ORDER BY price DESC LIMIT 1",
        "What's the most expensive thing on our menu at the moment?",
        "Which item currently on the menu has the highest price?",
    ),
    template(
        "orders_in_month", "easy",
        "SELECT COUNT(*) FROM orders WHERE substr(ordered_at, 1, 7) = {month}",
        "How many orders did we take across all branches in {month_name}?",
        "What was our order count for {month_name}, all three branches together?",
        "How many tickets went through our tills in {month_name}?",
        slots=months("2023-08", "2024-05", "2025-12"), n=3,
    ),
    template(
        "tips_in_year", "easy",
        "SELECT ROUND(SUM(tip), 2) FROM orders WHERE substr(ordered_at, 1, 4) = {year}",
        "How much did customers leave us in tips in {year}?",
        "What did recorded tips add up to over {year}?",
        slots=YEARS, n=2,
    ),
    template(
        "staff_without_phone", "easy",
        "SELECT first_name || ' ' || last_name AS name FROM staff WHERE phone IS NULL AND left_on IS NULL",
        "Which of our current staff don't have a phone number on file?",
        "We're updating the contact sheet: who on the current team has no phone number recorded?",
    ),
    template(
        "dropped_items", "easy",
        "SELECT name, discontinued_on FROM menu_items WHERE discontinued_on IS NOT NULL ORDER BY discontinued_on",
        "Which items have we taken off the menu, and when did each one go, earliest first?",
        "List the menu items we've discontinued along with the date each was dropped, in date order.",
    ),
    template(
        "takeaway_share", "easy",
        "SELECT ROUND(100.0 * SUM(order_type = 'takeaway') / COUNT(*), 2) FROM orders"
        " WHERE substr(ordered_at, 1, 4) = {year}",
        "What percentage of our orders in {year} were takeaway?",
        "In {year}, what share of orders were takeaway rather than eat-in, as a percentage?",
        slots=YEARS_DESC, n=2,
    ),
    template(
        "suppliers_without_phone", "easy",
        "SELECT name FROM suppliers WHERE phone IS NULL",
        "Which of our suppliers don't we have a phone number for?",
        "For which suppliers is there no phone number on record?",
    ),
    template(
        "hires_in_year", "easy",
        "SELECT COUNT(*) FROM staff WHERE substr(hired_on, 1, 4) = {year}",
        "How many new people did we take on in {year}?",
        "How many staff did we hire during {year}?",
        slots="SELECT DISTINCT substr(hired_on, 1, 4) AS year FROM staff WHERE hired_on >= '2024' ORDER BY year", n=2,
    ),
    template(
        "hours_in_month", "easy",
        "SELECT SUM(hours) FROM shifts WHERE substr(shift_date, 1, 7) = {month}",
        "How many staff hours did we work in total in {month_name}, all branches together?",
        "What was the total number of hours rostered across every shift in {month_name}?",
        slots=months("2023-04", "2025-07"), n=2,
    ),
    template(
        "best_paid_now", "easy",
        "SELECT first_name || ' ' || last_name FROM staff WHERE left_on IS NULL ORDER BY hourly_rate DESC LIMIT 1",
        "Who is our best-paid employee per hour at the moment?",
        "Which current member of staff has the highest hourly rate?",
    ),
    template(
        "ingredient_spend_year", "easy",
        "SELECT ROUND(SUM(total_cost), 2) FROM purchases WHERE substr(purchase_date, 1, 4) = {year}",
        "How much did we spend on ingredients in {year}?",
        "What was our total ingredient purchasing bill for {year}?",
        slots=YEARS_DESC, n=2,
    ),
    template(
        "items_added", "easy",
        "SELECT name, introduced_on FROM menu_items WHERE introduced_on > '2023-01-01' ORDER BY introduced_on",
        "Which items have we added to the menu since we launched at the start of 2023, and when did each arrive "
        "(in order)?",
        "List the menu additions made after 1 January 2023 with their introduction dates, oldest first.",
    ),
    template(
        "longest_serving_leaver", "easy",
        "SELECT first_name || ' ' || last_name FROM staff WHERE left_on IS NOT NULL"
        " ORDER BY julianday(left_on) - julianday(hired_on) DESC LIMIT 1",
        "Of the people who have left us, who had stayed the longest?",
        "Among former staff, who had the longest time with us between being hired and leaving?",
    ),
    template(
        "item_price_now", "easy",
        "SELECT price FROM menu_items WHERE name = {item}",
        "What's our current menu price for the {item}?",
        "How much are we charging for the {item} these days?",
        slots=picked("item", ("Flat White",), ("Avocado Toast",), ("Carrot Cake",)), n=3,
    ),
    template(
        "avg_rate_by_role", "easy",
        "SELECT ROUND(AVG(hourly_rate), 2) FROM staff WHERE left_on IS NULL AND role = {role}",
        "What's the average hourly rate of our current {roles}?",
        "On average, what do we pay our {roles} per hour right now?",
        slots="SELECT DISTINCT role, lower(role) || 's' AS roles FROM staff WHERE role <> 'Manager' ORDER BY role", n=2,
    ),
    # ------------------------------------------------------------------ medium: a join, or grouping on one table
    template(
        "orders_per_branch_year", "medium",
        "SELECT b.name AS branch, COUNT(*) AS orders FROM orders o JOIN branches b ON b.branch_id = o.branch_id"
        " WHERE substr(o.ordered_at, 1, 4) = {year} GROUP BY b.name ORDER BY orders DESC",
        "How many orders did each branch take in {year}, busiest first?",
        "Rank our branches by number of orders in {year}.",
        slots=YEARS_DESC, n=2,
    ),
    template(
        "sales_in_month", "medium",
        f"SELECT ROUND({SALES}, 2) FROM order_lines ol JOIN orders o ON o.order_id = ol.order_id"
        " WHERE substr(o.ordered_at, 1, 7) = {month}",
        "What were our total sales across all branches in {month_name}, not counting tips?",
        "How much did we take in food and drink sales in {month_name}, all branches?",
        slots=months("2023-06", "2024-12"), n=2,
    ),
    template(
        "sales_by_payment_month", "medium",
        f"SELECT ROUND({SALES}, 2) FROM order_lines ol JOIN orders o ON o.order_id = ol.order_id"
        " WHERE substr(o.ordered_at, 1, 7) = {month} AND o.payment_type = {payment}",
        "What did we take in {payment} payments in {month_name}, excluding tips?",
        "How much of {month_name}'s sales were paid by {payment}?",
        slots=picked("month, payment", ("2024-03", "card"), ("2023-10", "cash"), ("2025-05", "mobile")), n=3,
    ),
    template(
        "top_items_units", "medium",
        "SELECT mi.name, SUM(ol.quantity) AS units FROM order_lines ol JOIN menu_items mi ON mi.item_id = ol.item_id"
        " GROUP BY mi.item_id ORDER BY units DESC LIMIT 5",
        "What are our five best-selling items of all time by number sold?",
        "Give me the top 5 items by units sold since we opened, with how many of each.",
    ),
    template(
        "payment_split_2025", "medium",
        "SELECT payment_type, COUNT(*) AS orders FROM orders WHERE ordered_at >= '2025-01-01'"
        " GROUP BY payment_type ORDER BY orders DESC",
        "How did our 2025 orders split between card, cash and mobile payments? Most common first.",
        "In 2025, how many orders were paid each way (card, cash, mobile)?",
    ),
    template(
        "busiest_hour", "medium",
        "SELECT CAST(substr(ordered_at, 12, 2) AS INTEGER) AS hour FROM orders GROUP BY hour"
        " ORDER BY COUNT(*) DESC LIMIT 1",
        "Which hour of the day is our busiest for orders, over all branches and all time? (e.g. 14 for 2-3pm)",
        "At what hour do the most orders come in overall? Give the starting hour on a 24-hour clock.",
    ),
    template(
        "busiest_weekday_branch", "medium",
        "SELECT CASE strftime('%w', o.ordered_at) WHEN '0' THEN 'Sunday' WHEN '1' THEN 'Monday'"
        " WHEN '2' THEN 'Tuesday' WHEN '3' THEN 'Wednesday' WHEN '4' THEN 'Thursday' WHEN '5' THEN 'Friday'"
        " ELSE 'Saturday' END AS weekday FROM orders o JOIN branches b ON b.branch_id = o.branch_id"
        " WHERE b.name = {branch} GROUP BY strftime('%w', o.ordered_at) ORDER BY COUNT(*) DESC LIMIT 1",
        "Which day of the week is busiest at {branch}, going by number of orders?",
        "On which weekday does {branch} usually get the most orders?",
        slots="SELECT name AS branch FROM branches WHERE branch_id IN (1, 3) ORDER BY branch_id", n=2,
    ),
    template(
        "leavers_per_branch", "medium",
        "SELECT b.name AS branch, COUNT(*) AS leavers FROM staff s JOIN branches b ON b.branch_id = s.branch_id"
        " WHERE s.left_on IS NOT NULL GROUP BY b.name ORDER BY leavers DESC",
        "How many staff have left each branch since it opened? Most turnover first.",
        "Which branches lose the most people? Give the number of leavers per branch, highest first.",
    ),
    template(
        "ingredient_spend", "medium",
        "SELECT ROUND(SUM(p.total_cost), 2) FROM purchases p JOIN ingredients i ON i.ingredient_id = p.ingredient_id"
        " WHERE i.name = {ingredient} AND substr(p.purchase_date, 1, 4) = {year}",
        "How much did we spend on {ingredient} in {year}, all branches?",
        "What was our total bill for {ingredient} across {year}?",
        slots=picked("ingredient, year", ("Espresso Beans", "2024"), ("Whole Milk", "2025"), ("Avocados", "2023")),
        n=3,
    ),
    template(
        "vegan_sales_share", "medium",
        f"SELECT ROUND(100.0 * SUM(CASE WHEN mi.is_vegan = 1 THEN ol.quantity * ol.unit_price ELSE 0 END)"
        f" / {SALES}, 2) FROM order_lines ol JOIN menu_items mi ON mi.item_id = ol.item_id",
        "What percentage of all our sales since opening has come from vegan items?",
        "Over our whole history, what share of sales (by value) were vegan items?",
    ),
    template(
        "avg_order_value_year", "hard",
        "SELECT ROUND(AVG(total), 2) FROM (SELECT o.order_id, SUM(ol.quantity * ol.unit_price) AS total"
        " FROM orders o JOIN order_lines ol ON ol.order_id = o.order_id"
        " WHERE substr(o.ordered_at, 1, 4) = {year} GROUP BY o.order_id)",
        "What was the average spend per order in {year}, before tips?",
        "How much did a customer spend per order on average in {year}, excluding tips?",
        slots=YEARS, n=2,
    ),
    template(
        "top_hours_by_role_month", "medium",
        "SELECT s.first_name || ' ' || s.last_name FROM shifts sh JOIN staff s ON s.staff_id = sh.staff_id"
        " WHERE s.role = {role} AND substr(sh.shift_date, 1, 7) = {month}"
        " GROUP BY s.staff_id ORDER BY SUM(sh.hours) DESC LIMIT 1",
        "Which of our {roles} put in the most hours in {month_name}, across all branches?",
        "Who worked the most hours among the {roles} in {month_name}?",
        slots=picked("month, role, roles", ("2023-09", "Barista", "baristas"), ("2025-02", "Server", "servers")), n=2,
    ),
    template(
        "wage_bill_by_branch", "medium",
        "SELECT b.name AS branch, ROUND(SUM(sh.hours * sh.hourly_rate), 2) AS wages FROM shifts sh"
        " JOIN branches b ON b.branch_id = sh.branch_id WHERE substr(sh.shift_date, 1, 4) = {year}"
        " GROUP BY b.name ORDER BY wages DESC",
        "What did we pay in wages at each branch in {year} (hours times rate), highest first?",
        "Show me the {year} wage bill for each branch, largest first.",
        slots=YEARS_DESC, n=2,
    ),
    template(
        "top_cashier_2024", "medium",
        "SELECT s.first_name || ' ' || s.last_name FROM orders o JOIN staff s ON s.staff_id = o.staff_id"
        " WHERE substr(o.ordered_at, 1, 4) = '2024' GROUP BY s.staff_id ORDER BY COUNT(*) DESC LIMIT 1",
        "Who rang up the most orders on the till in 2024?",
        "Which member of staff served the most orders during 2024?",
    ),
    template(
        "busy_months_2025", "medium",
        "SELECT substr(ordered_at, 1, 7) AS month, COUNT(*) AS orders FROM orders WHERE ordered_at >= '2025-01-01'"
        " GROUP BY month HAVING COUNT(*) > 1050 ORDER BY month",
        "Which months of 2025 had more than 1,050 orders, and how many did each have?",
        "List the months in 2025 where we took over 1,050 orders, with the order count.",
    ),
    template(
        "ingredient_cost_trend", "medium",
        "SELECT substr(p.purchase_date, 1, 4) AS year, ROUND(SUM(p.total_cost) / SUM(p.quantity), 2) AS cost_per_unit"
        " FROM purchases p JOIN ingredients i ON i.ingredient_id = p.ingredient_id WHERE i.name = {ingredient}"
        " GROUP BY year ORDER BY year",
        "Year by year, what did we pay on average per {unit} of {ingredient} (total spent over total bought)?",
        "How has our average cost per {unit} of {ingredient} moved each year? Use total spend divided by quantity.",
        slots=picked("ingredient, unit", ("Butter", "kg"), ("Oat Milk", "litre")), n=2,
    ),
    template(
        "cover_shifts_2025", "medium",
        "SELECT COUNT(*) FROM shifts sh JOIN staff s ON s.staff_id = sh.staff_id"
        " WHERE sh.branch_id <> s.branch_id AND substr(sh.shift_date, 1, 4) = '2025'",
        "How many shifts in 2025 were worked by someone covering at a branch other than their own?",
        "In 2025, how often did staff work a shift away from their home branch?",
    ),
    # ------------------------------------------------------------------ hard: 3+ tables, nesting, windows
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
