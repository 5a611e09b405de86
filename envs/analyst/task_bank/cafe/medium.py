"""Gold questions over ``cafe``, the medium section of ``TEMPLATES``: a join, or grouping on one table.

A few here are labelled hard, as ``classify_difficulty`` rates their gold SQL; they stay in this section so the
bank's order, and so the task order, is unchanged.
"""

from envs.analyst.task_bank.cafe.fragments import SALES, YEARS, YEARS_DESC, months, picked
from envs.analyst.tasks import template

TEMPLATES = [
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
]
