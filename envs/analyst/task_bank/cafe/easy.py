"""Gold questions over ``cafe``, the easy section of ``TEMPLATES``: one table."""

from envs.analyst.task_bank.cafe.fragments import YEARS, YEARS_DESC, months, picked
from envs.analyst.tasks import template

TEMPLATES = [
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
]
