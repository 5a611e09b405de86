"""Gold questions over ``florist``, the easy section of ``TEMPLATES``: one table."""

from envs.analyst.task_bank.florist.fragments import FULL_YEARS, ORDER_YEARS, SALE, _months
from envs.analyst.tasks import template

TEMPLATES = [
    template(
        "sales_in_year", "easy",
        f"SELECT ROUND(SUM(total), 2) FROM orders WHERE {SALE} AND substr(order_date, 1, 4) = {{year}}",
        "What did we take in sales across both shops in {year}?",
        "Total sales for {year}, please — everything, both shops.",
        slots=FULL_YEARS, n=2,
    ),
    template(
        "orders_taken_in_month", "easy",
        "SELECT COUNT(*) FROM orders WHERE substr(order_date, 1, 7) = {month}",
        "How many orders did we take in {month_name}, counting everything that came in?",
        "Roughly how busy was {month_name}? Give me the number of orders placed that month.",
        slots=_months("orders", "order_date", "2023-04", "2025-11"), n=2,
    ),
    template(
        "cancelled_orders_2024", "easy",
        "SELECT COUNT(*) FROM orders WHERE status = 'Cancelled' AND order_date BETWEEN '2024-01-01' AND '2024-12-31'",
        "How many orders got cancelled last year?",
        "Of the orders placed in 2024, how many were cancelled in the end?",
    ),
    template(
        "refunds_in_2025", "easy",
        "SELECT ROUND(SUM(total), 2) FROM orders WHERE status = 'Refunded' AND substr(order_date, 1, 4) = '2025'",
        "How much money have we had to give back in refunds on this year's orders?",
        "What's the total value of the orders we refunded in 2025?",
    ),
    template(
        "failed_deliveries_in_year", "easy",
        "SELECT COUNT(*) FROM deliveries WHERE outcome = 'Failed' AND substr(attempted_at, 1, 4) = {year}",
        "How many failed deliveries did the van have in {year}?",
        "In {year}, how many times did a delivery attempt fail?",
        slots="SELECT DISTINCT substr(attempted_at, 1, 4) AS year FROM deliveries ORDER BY year", n=2,
    ),
    template(
        "anonymous_counter_sales", "easy",
        "SELECT COUNT(*) FROM orders WHERE customer_id IS NULL",
        "How many orders on the system have no customer attached to them?",
        "How many orders were taken without any customer details at all — people who just paid at the counter?",
    ),
    template(
        "rift_valley_spend_2025", "easy",
        """SELECT ROUND(SUM(stems * cost_per_stem), 2) FROM purchase_lots
           WHERE supplier = 'Rift Valley Roses' AND substr(received_on, 1, 4) = '2025'""",
        "How much have we spent with Rift Valley Roses this year?",
        "What did our 2025 stem purchases from the Rift Valley Roses farm come to?",
    ),
    template(
        "wastage_rate_2024", "easy",
        """SELECT ROUND(100.0 * SUM(stems_wasted) / SUM(stems), 2) FROM purchase_lots
           WHERE received_on BETWEEN '2024-01-01' AND '2024-12-31'""",
        "What percentage of the stems we bought in 2024 ended up in the bin?",
        "What was our wastage rate last year, as a percentage of stems bought?",
    ),
    template(
        "waste_cost_july_2025", "easy",
        """SELECT ROUND(SUM(stems_wasted * cost_per_stem), 2) FROM purchase_lots
           WHERE substr(received_on, 1, 7) = '2025-07'""",
        "What did wastage cost us last July?",
        "How much money went in the bin as wasted stems from the stock we bought in July 2025?",
    ),
    template(
        "average_order_value_2025", "easy",
        f"SELECT ROUND(AVG(total), 2) FROM orders WHERE {SALE} AND substr(order_date, 1, 4) = '2025'",
        "What's our average order value this year?",
        "On average, how much does a customer spend per order in 2025?",
    ),
    template(
        "web_share_2025", "easy",
        "SELECT ROUND(100.0 * SUM(channel = 'Web') / COUNT(*), 2) FROM orders WHERE substr(order_date, 1, 4) = '2025'",
        "What share of this year's orders came in through the website?",
        "How much of our 2025 business is online now? Percentage of orders placed on the web.",
    ),
    template(
        "dearest_on_price_list", "easy",
        "SELECT name, price FROM arrangements WHERE retired_on IS NULL ORDER BY price DESC LIMIT 1",
        "What's the most expensive thing on our price list at the moment, and what does it cost?",
        "Which piece do we currently charge the most for?",
    ),
    template(
        "funeral_price_list", "easy",
        "SELECT name, price FROM arrangements WHERE category = 'Sympathy' ORDER BY price",
        "Can you list our funeral tributes with their current prices, cheapest first?",
        "What sympathy pieces do we offer and what do they cost now? Lowest price first.",
    ),
    template(
        "retired_arrangements", "easy",
        "SELECT name FROM arrangements WHERE retired_on IS NOT NULL",
        "Is there anything we've stopped selling? Which arrangement was dropped?",
        "Which of our arrangements has been taken off sale?",
    ),
    template(
        "current_drivers", "easy",
        """SELECT first_name || ' ' || last_name AS name FROM staff
           WHERE role = 'Driver' AND left_on IS NULL ORDER BY name""",
        "Who's driving the van for us these days?",
        "Which drivers are still with us? Alphabetical, please.",
    ),
    template(
        "valentines_week_takings", "easy",
        f"""SELECT ROUND(SUM(total), 2) FROM orders
            WHERE {SALE} AND order_date BETWEEN {{year}} || '-02-08' AND {{year}} || '-02-14'""",
        "What did we take around Valentine's in {year}?",
        "How much did sales come to in Valentine's week {year}?",
        slots=FULL_YEARS, n=2,
    ),
    template(
        "mothers_day_orders", "easy",
        "SELECT COUNT(*) FROM orders WHERE occasion = 'Mother''s Day' AND substr(order_date, 1, 4) = {year}",
        "How many Mother's Day orders did we get in {year}?",
        "For Mothering Sunday {year}, how many orders came in?",
        slots=ORDER_YEARS, n=2,
    ),
    template(
        "weddings_done_2025", "easy",
        """SELECT COUNT(*) FROM orders
           WHERE occasion = 'Wedding' AND status <> 'Cancelled' AND substr(delivery_date, 1, 4) = '2025'""",
        "How many weddings did we do the flowers for this year?",
        "Not counting the ones that were called off, how many weddings took place with our flowers in 2025?",
    ),
    template(
        "delivery_charges_2024", "easy",
        f"SELECT ROUND(SUM(delivery_fee), 2) FROM orders WHERE {SALE} AND substr(order_date, 1, 4) = '2024'",
        "How much did we make on delivery charges last year?",
        "What did delivery fees bring in during 2024?",
    ),
    template(
        "cash_takings_december_2024", "easy",
        f"""SELECT ROUND(SUM(total), 2) FROM orders
            WHERE {SALE} AND payment_method = 'Cash' AND substr(order_date, 1, 7) = '2024-12'""",
        "How much cash did we take in December 2024?",
        "What were the cash takings for the Christmas month of 2024 (December)?",
    ),
    template(
        "spring_sales_change", "easy",
        f"""SELECT ROUND(100.0 * (SUM(CASE WHEN order_date BETWEEN '2025-03-01' AND '2025-05-31' THEN total END)
                                  - SUM(CASE WHEN order_date BETWEEN '2024-03-01' AND '2024-05-31' THEN total END))
                            / SUM(CASE WHEN order_date BETWEEN '2024-03-01' AND '2024-05-31' THEN total END), 2)
            FROM orders WHERE {SALE}""",
        "How did last spring's sales compare with the spring before? Give me the change in percent.",
        "By what percentage were our March-to-May sales in 2025 up or down on the same months of 2024?",
    ),
    template(
        "new_customers_2025", "easy",
        "SELECT COUNT(*) FROM customers WHERE created_on BETWEEN '2025-01-01' AND '2025-12-31'",
        "How many new customers did we add to the books this year?",
        "In 2025, how many customers were set up for the first time?",
    ),
]
