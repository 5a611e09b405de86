"""Gold questions over ``wholesale_bakery``, the medium section of ``TEMPLATES``: a join, or grouping."""

from envs.analyst.task_bank.calendar_sql import day_name, month_only
from envs.analyst.task_bank.wholesale_bakery.fragments import (
    LAST_MONTH, LAST_YEAR, OVERDUE, OWED, SALE, THIS_WEEK, THIS_YEAR, YEARS, _months,
)
from envs.analyst.tasks import template

TEMPLATES = [
    template(
        "sales_in_month", "medium",
        f"""SELECT ROUND(SUM({SALE}), 2) FROM orders o JOIN order_lines l ON l.order_id = o.order_id
            WHERE o.status = 'Delivered' AND substr(o.delivery_date, 1, 7) = {{month}}""",
        "What were our total takings for {month_name}?",
        "How much did we sell to the trade in {month_name}, in pounds?",
        slots=_months("orders", "delivery_date", "2023-06", "2025-10"), n=2,
    ),
    template(
        "most_baked_last_month", "medium",
        f"""SELECT p.name, SUM(b.quantity_baked) AS baked FROM production_batches b
            JOIN products p ON p.product_id = b.product_id WHERE b.bake_date {LAST_MONTH}
            GROUP BY p.product_id ORDER BY baked DESC LIMIT 5""",
        "What were the five things we baked most of last month, and how many of each?",
        "Top 5 products by quantity baked in October, please.",
    ),
    template(
        "waste_by_category_last_year", "medium",
        f"""SELECT p.category, SUM(b.quantity_wasted) AS wasted,
                   ROUND(100.0 * SUM(b.quantity_wasted) / SUM(b.quantity_baked), 2) AS waste_pct
            FROM production_batches b JOIN products p ON p.product_id = b.product_id
            WHERE b.quantity_wasted IS NOT NULL AND b.bake_date {LAST_YEAR}
            GROUP BY p.category ORDER BY waste_pct DESC""",
        "Break last year's waste down by category: how many items went in the bin and what percentage of the bake?",
        "Which kinds of product did we waste most of in 2024, proportionally? Items wasted and waste rate per "
        "category.",
    ),
    template(
        "failed_drops_by_route_this_year", "medium",
        f"""SELECT r.route, COUNT(*) AS failed FROM orders o JOIN delivery_runs r ON r.run_id = o.run_id
            WHERE o.status = 'Failed' AND o.delivery_date {THIS_YEAR} GROUP BY r.route ORDER BY failed DESC""",
        "Which rounds have had the most failed drops this year? Count per route.",
        "How many failed drops has each delivery route had in 2025, worst first?",
    ),
    template(
        "failure_reasons_last_year", "medium",
        f"""SELECT failure_reason, COUNT(*) AS drops FROM orders WHERE status = 'Failed' AND delivery_date {LAST_YEAR}
            GROUP BY failure_reason ORDER BY drops DESC""",
        "Why did drops fail last year? Give me the reasons and how often each came up.",
        "For 2024's failed deliveries, what were the reasons and how many of each?",
    ),
    template(
        "orders_by_weekday_this_year", "medium",
        f"""SELECT {day_name("delivery_date")} AS day, COUNT(*) AS orders FROM orders
            WHERE status <> 'Cancelled' AND delivery_date {THIS_YEAR}
            GROUP BY strftime('%w', delivery_date) ORDER BY strftime('%w', delivery_date)""",
        "How do this year's orders spread across the delivery days, Tuesday to Saturday?",
        "Count of orders by day of the week for 2025, please.",
    ),
    template(
        "runs_per_driver_this_year", "medium",
        f"""SELECT driver, COUNT(*) AS runs FROM delivery_runs WHERE run_date {THIS_YEAR}
            GROUP BY driver ORDER BY runs DESC, driver""",
        "How many rounds has each driver done this year?",
        "Who's been doing the driving in 2025? Runs per driver, most first.",
    ),
    template(
        "run_length_by_route", "medium",
        """SELECT route, ROUND(AVG((julianday('2000-01-01 ' || returned_at) - julianday('2000-01-01 ' || departed_at))
                                  * 24 * 60), 2) AS minutes
           FROM delivery_runs WHERE returned_at IS NOT NULL GROUP BY route ORDER BY minutes DESC""",
        "How long is each delivery round on average, from leaving the bakery to getting back? In minutes.",
        "Average time out on the road per route, in minutes, longest first.",
    ),
    template(
        "credit_notes_by_reason_last_year", "medium",
        f"""SELECT reason, COUNT(*) AS notes, ROUND(SUM(amount), 2) AS credited FROM credit_notes
            WHERE issued_on {LAST_YEAR} GROUP BY reason ORDER BY credited DESC""",
        "What did we credit customers for last year? Number of credit notes and the money, by reason.",
        "Split 2024's credit notes by reason, with how many and how much.",
    ),
    template(
        "behind_on_paying", "medium",
        f"""SELECT c.name, ROUND(SUM(i.amount - i.amount_paid), 2) AS overdue
            FROM invoices i JOIN customers c ON c.customer_id = i.customer_id
            WHERE i.status IN ('Unpaid', 'Part Paid') AND i.due_on < '2025-11-15'
            GROUP BY c.customer_id ORDER BY overdue DESC LIMIT 5""",
        "Who's most behind on paying us? The five accounts with the most overdue, and how much each.",
        "Top five customers by overdue balance, please — I need to start chasing.",
    ),
    template(
        "paid_in_by_month_this_year", "medium",
        f"""SELECT {month_only("substr(paid_on, 1, 7)")} AS month, ROUND(SUM(amount_paid), 2) AS paid_in
            FROM invoices WHERE paid_on {THIS_YEAR} GROUP BY substr(paid_on, 1, 7) ORDER BY substr(paid_on, 1, 7)""",
        "How much money came in from customers each month this year?",
        "Month by month for 2025, what have customers paid us?",
    ),
    template(
        "butter_price_by_year", "medium",
        """SELECT substr(ordered_on, 1, 4) AS year, ROUND(SUM(total) / SUM(quantity_kg), 3) AS per_kg
           FROM purchases WHERE ingredient = 'Butter' GROUP BY year ORDER BY year""",
        "How has the butter price moved? Average we paid per kilo each year.",
        "Year by year, what's butter cost us per kg on average?",
    ),
    template(
        "spend_by_supplier_last_year", "medium",
        f"""SELECT supplier, ROUND(SUM(total), 2) AS spent FROM purchases WHERE ordered_on {LAST_YEAR}
            GROUP BY supplier ORDER BY spent DESC""",
        "What did we spend with each of our suppliers last year?",
        "Break down 2024's ingredient bill by supplier, biggest first.",
    ),
    template(
        "open_accounts_by_route", "medium",
        """SELECT route, COUNT(*) AS accounts FROM customers WHERE closed_on IS NULL
           GROUP BY route ORDER BY accounts DESC, route""",
        "How many open accounts have we got on each delivery route?",
        "Count the current customers per round.",
    ),
    template(
        "seasonal_baked_by_year", "medium",
        """SELECT substr(b.bake_date, 1, 4) AS year, SUM(b.quantity_baked) AS baked, SUM(b.quantity_wasted) AS wasted
           FROM production_batches b JOIN products p ON p.product_id = b.product_id
           WHERE p.name = {product} GROUP BY year ORDER BY year""",
        "How many {product} did we bake each year, and how many got wasted?",
        "Year by year, what did we bake and throw away of the {product}?",
        slots="SELECT name AS product FROM products WHERE name IN ('Stollen', 'Hot Cross Buns (pack of 4)') "
              "ORDER BY name DESC",
        n=2,
    ),
    template(
        "standing_accounts_by_weekday", "medium",
        """SELECT weekday, COUNT(DISTINCT customer_id) AS accounts FROM standing_orders WHERE ended_on IS NULL
           GROUP BY weekday ORDER BY CASE weekday WHEN 'Tuesday' THEN 2 WHEN 'Wednesday' THEN 3
                                  WHEN 'Thursday' THEN 4 WHEN 'Friday' THEN 5 ELSE 6 END""",
        "For each delivery day, how many customers have a standing order that falls on it?",
        "Which days do the running standing orders land on? Number of accounts per weekday.",
    ),
    template(
        "orders_by_source_this_year", "medium",
        f"""SELECT source, COUNT(*) AS orders FROM orders WHERE status <> 'Cancelled' AND delivery_date {THIS_YEAR}
            GROUP BY source ORDER BY orders DESC""",
        "How are orders reaching us this year — standing, phone, email or web? Counts for each.",
        "This year's orders by how they came in, please.",
    ),
    template(
        "average_order_by_source_this_year", "medium",
        f"""SELECT o.source, ROUND(SUM({SALE}) / COUNT(DISTINCT o.order_id), 2) AS average_order
            FROM orders o JOIN order_lines l ON l.order_id = o.order_id
            WHERE o.status = 'Delivered' AND o.delivery_date {THIS_YEAR}
            GROUP BY o.source ORDER BY average_order DESC""",
        "Are web orders bigger or smaller than phone ones? Average order value this year by how it was placed.",
        "What's the average order worth this year for each ordering channel?",
    ),
    template(
        "customer_orders_this_year", "medium",
        f"""SELECT COUNT(*) FROM orders o JOIN customers c ON c.customer_id = o.customer_id
            WHERE c.name = {{customer}} AND o.status <> 'Cancelled' AND o.delivery_date {THIS_YEAR}""",
        "How many orders have we sent out to {customer} this year?",
        "{customer}: how many orders have they had from us in 2025?",
        slots="""SELECT name AS customer FROM customers WHERE status = 'Active' AND opened_on < '2024-01-01'
                 ORDER BY customer_id""",
        n=2,
    ),
    template(
        "days_late_paying_by_type", "medium",
        f"""SELECT c.business_type, ROUND(AVG(julianday(i.paid_on) - julianday(i.due_on)), 2) AS days_after_due
            FROM invoices i JOIN customers c ON c.customer_id = i.customer_id
            WHERE i.status = 'Paid' AND i.paid_on {THIS_YEAR}
            GROUP BY c.business_type ORDER BY days_after_due DESC""",
        "Which kinds of customer pay slowest? Average days between due date and payment this year, by business type.",
        "For invoices paid this year, how many days after the due date did each type of business pay on average?",
    ),
    template(
        "van_miles_this_year", "medium",
        f"""SELECT van, ROUND(SUM(miles), 1) AS miles FROM delivery_runs WHERE run_date {THIS_YEAR}
            GROUP BY van ORDER BY miles DESC""",
        "How many logged miles has each van done this year?",
        "Mileage per van for 2025, from the run sheets.",
    ),
    template(
        "waste_cost_top_products_last_month", "medium",
        f"""SELECT p.name, ROUND(SUM(b.quantity_wasted * b.unit_cost), 2) AS waste_cost
            FROM production_batches b JOIN products p ON p.product_id = b.product_id
            WHERE b.bake_date {LAST_MONTH} GROUP BY p.product_id ORDER BY waste_cost DESC LIMIT 3""",
        "Which three products cost us the most in waste last month, and how much?",
        "Where's the money going in the bin? Top 3 products by cost of waste in October.",
    ),
    template(
        "standing_share_of_sales_this_year", "medium",
        f"""SELECT ROUND(100.0 * SUM(CASE WHEN o.source = 'Standing' THEN {SALE} ELSE 0 END) / SUM({SALE}), 2)
            FROM orders o JOIN order_lines l ON l.order_id = o.order_id
            WHERE o.status = 'Delivered' AND o.delivery_date {THIS_YEAR}""",
        "What share of this year's takings comes from standing orders?",
        "How much of our 2025 sales is standing-order business, as a percentage?",
    ),
    template(
        "sales_this_week_by_day", "medium",
        f"""SELECT {day_name("o.delivery_date")} AS day, ROUND(SUM({SALE}), 2) AS sales
            FROM orders o JOIN order_lines l ON l.order_id = o.order_id
            WHERE o.status = 'Delivered' AND o.delivery_date {THIS_WEEK}
            GROUP BY o.delivery_date ORDER BY o.delivery_date""",
        "How have takings gone day by day this week?",
        "Give me this week's sales for each delivery day so far.",
    ),
    template(
        "flour_spend_by_year", "medium",
        """SELECT substr(ordered_on, 1, 4) AS year, ROUND(SUM(total), 2) AS spent FROM purchases
           WHERE ingredient LIKE '%Flour' AND ordered_on >= '2024-01-01' GROUP BY year ORDER BY year""",
        "What have we spent on flour, all kinds together, in 2024 and so far in 2025?",
        "Flour bill by year since the start of 2024, please.",
    ),
]
