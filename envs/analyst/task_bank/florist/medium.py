"""Gold questions over ``florist``, the medium section of ``TEMPLATES``: a join, or grouping."""

from envs.analyst.task_bank.calendar_sql import day_name, month_only
from envs.analyst.task_bank.florist.fragments import FULL_YEARS, SALE
from envs.analyst.tasks import template

TEMPLATES = [
    template(
        "sales_by_shop", "medium",
        f"""SELECT shop, ROUND(SUM(total), 2) AS sales FROM orders
            WHERE {SALE} AND substr(order_date, 1, 4) = {{year}} GROUP BY shop ORDER BY sales DESC""",
        "How did the two shops compare on sales in {year}?",
        "Split {year}'s sales between High Street and Canal Wharf for me.",
        slots=FULL_YEARS, n=2,
    ),
    template(
        "sales_by_channel_2025", "medium",
        f"""SELECT channel, ROUND(SUM(total), 2) AS sales FROM orders
            WHERE {SALE} AND substr(order_date, 1, 4) = '2025' GROUP BY channel ORDER BY sales DESC""",
        "Break this year's sales down by how the order came in — phone, web or walk-in — biggest first.",
        "Where did 2025's sales come from: the phone, the website or people walking in?",
    ),
    template(
        "top_occasions_2025", "medium",
        """SELECT occasion, COUNT(*) AS orders FROM orders
           WHERE occasion IS NOT NULL AND substr(order_date, 1, 4) = '2025'
           GROUP BY occasion ORDER BY orders DESC LIMIT 5""",
        "What are people mostly buying flowers for this year? Top five occasions by number of orders.",
        "Which five occasions brought in the most orders in 2025?",
    ),
    template(
        "failure_reasons", "medium",
        """SELECT failure_reason, COUNT(*) AS failures FROM deliveries
           WHERE outcome = 'Failed' GROUP BY failure_reason ORDER BY failures DESC""",
        "Why do our deliveries fail? Give me the reasons and how often each one comes up.",
        "Break down the failed delivery attempts by reason, most common first.",
    ),
    template(
        "failure_rate_by_zone", "medium",
        """SELECT zone, ROUND(100.0 * SUM(outcome = 'Failed') / COUNT(*), 2) AS failed_pct FROM deliveries
           GROUP BY zone ORDER BY zone""",
        "Which parts of the patch give the van the most trouble? Failure rate for each delivery zone, please.",
        "What percentage of delivery attempts fail in each zone?",
    ),
    template(
        "drops_per_driver_2025", "medium",
        """SELECT st.first_name || ' ' || st.last_name AS driver, COUNT(*) AS delivered
           FROM deliveries d JOIN staff st ON st.staff_id = d.driver_id
           WHERE st.role = 'Driver' AND d.outcome = 'Delivered' AND substr(d.attempted_at, 1, 4) = '2025'
           GROUP BY st.staff_id ORDER BY delivered DESC""",
        "How many successful drops did each of our drivers make this year?",
        "In 2025, how many orders did each van driver actually get delivered?",
    ),
    template(
        "costliest_waste_flowers_2024", "medium",
        """SELECT f.name, ROUND(SUM(l.stems_wasted * l.cost_per_stem), 2) AS waste_cost
           FROM purchase_lots l JOIN flowers f ON f.flower_id = l.flower_id
           WHERE l.received_on BETWEEN '2024-01-01' AND '2024-12-31'
           GROUP BY f.flower_id ORDER BY waste_cost DESC LIMIT 5""",
        "Which five flowers cost us the most in wastage last year?",
        "Top 5 stems by the money we binned in 2024 — which are they and how much?",
    ),
    template(
        "grower_vs_wholesaler_2025", "medium",
        """SELECT supplier_type, ROUND(SUM(stems * cost_per_stem), 2) AS spend FROM purchase_lots
           WHERE substr(received_on, 1, 4) = '2025' GROUP BY supplier_type ORDER BY spend DESC""",
        "How was this year's spend on stems split between growers and wholesalers?",
        "In 2025, how much did we buy direct from growers compared with through wholesalers?",
    ),
    template(
        "stems_in_arrangement", "medium",
        """SELECT SUM(r.stems) FROM recipes r JOIN arrangements a ON a.arrangement_id = r.arrangement_id
           WHERE a.name = {arrangement}""",
        "How many stems in total go into our {arrangement}?",
        "If I make up a {arrangement}, how many stems does it take altogether, foliage included?",
        "Stem count for a single {arrangement}?",
        slots="""SELECT a.name AS arrangement FROM arrangements a JOIN recipes r ON r.arrangement_id = a.arrangement_id
                 GROUP BY a.arrangement_id ORDER BY a.code""",
        n=2,
    ),
    template(
        "monthly_sales_first_half_2025", "medium",
        f"""SELECT {month_only("substr(order_date, 1, 7)")} AS month, ROUND(SUM(total), 2) AS sales FROM orders
            WHERE {SALE} AND order_date BETWEEN '2025-01-01' AND '2025-06-30'
            GROUP BY substr(order_date, 1, 7) ORDER BY substr(order_date, 1, 7)""",
        "Give me sales month by month for the first half of this year.",
        "What did we take each month from January to June 2025?",
    ),
    template(
        "busiest_counter_weekday", "medium",
        f"""SELECT {day_name("order_date")} AS day, COUNT(*) AS sales FROM orders
            WHERE fulfilment = 'Over the counter' GROUP BY strftime('%w', order_date) ORDER BY sales DESC LIMIT 1""",
        "Which day of the week is busiest for over-the-counter trade?",
        "On which weekday do we sell the most across the counter?",
    ),
    template(
        "orders_taken_by_staff_2025", "medium",
        """SELECT st.first_name || ' ' || st.last_name AS name, COUNT(*) AS orders
           FROM orders o JOIN staff st ON st.staff_id = o.taken_by
           WHERE substr(o.order_date, 1, 4) = '2025' GROUP BY st.staff_id ORDER BY orders DESC LIMIT 3""",
        "Who took the most orders this year? Give me the top three with their counts.",
        "Which three members of staff booked in the most orders in 2025?",
    ),
    template(
        "company_spend_2025", "medium",
        f"""SELECT ROUND(SUM(o.total), 2) FROM orders o JOIN customers c ON c.customer_id = o.customer_id
            WHERE c.company = {{company}} AND o.{SALE} AND substr(o.order_date, 1, 4) = '2025'""",
        "How much has {company} spent with us this year?",
        "What's {company} been worth to us in 2025?",
        "Total up this year's sales to {company}.",
        slots="""SELECT c.company FROM customers c JOIN orders o ON o.customer_id = c.customer_id
                 WHERE c.company IS NOT NULL AND o.order_date >= '2025-01-01' AND o.status = 'Completed'
                 GROUP BY c.customer_id ORDER BY c.company""",
        n=2,
    ),
    template(
        "customer_order_count", "medium",
        """SELECT COUNT(*) FROM orders o JOIN customers c ON c.customer_id = o.customer_id
           WHERE c.first_name || ' ' || c.last_name = {customer}""",
        "How many times has {customer} ordered from us?",
        "How many orders have we had from {customer} over the years?",
        slots="""SELECT c.first_name || ' ' || c.last_name AS customer FROM customers c
                 JOIN orders o ON o.customer_id = c.customer_id WHERE c.company IS NULL
                 GROUP BY c.first_name, c.last_name HAVING COUNT(DISTINCT c.customer_id) = 1 AND COUNT(*) >= 25
                 ORDER BY MIN(c.customer_id)""",
        n=2,
    ),
    template(
        "biggest_average_occasions", "medium",
        f"""SELECT occasion, ROUND(AVG(total), 2) AS average_order FROM orders
            WHERE {SALE} AND occasion NOT IN ('Wedding', 'Event', 'Corporate Contract')
            GROUP BY occasion ORDER BY average_order DESC LIMIT 3""",
        "Leaving aside weddings and corporate work (contract flowers and events), which three occasions bring in the biggest average order?",
        "Weddings, events and contract flowers apart, for which occasions do people spend the most per order? Top 3 with the average.",
    ),
    template(
        "cancellation_rate_by_channel", "medium",
        """SELECT channel, ROUND(100.0 * SUM(status = 'Cancelled') / COUNT(*), 2) AS cancelled_pct FROM orders
           GROUP BY channel ORDER BY channel""",
        "Do web orders get cancelled more than phone ones? Cancellation rate by channel, please.",
        "What percentage of orders end up cancelled for each way of ordering?",
    ),
    template(
        "foliage_stems_2024", "medium",
        """SELECT SUM(l.stems) FROM purchase_lots l JOIN flowers f ON f.flower_id = l.flower_id
           WHERE f.stem_type = 'Foliage' AND substr(l.received_on, 1, 4) = '2024'""",
        "How many stems of greenery did we buy in last year?",
        "Foliage only: how many stems did we buy in 2024?",
    ),
    template(
        "valentine_rose_cost_2025", "medium",
        """SELECT ROUND(SUM(l.stems * l.cost_per_stem) / SUM(l.stems), 2)
           FROM purchase_lots l JOIN flowers f ON f.flower_id = l.flower_id
           WHERE f.name = 'Red Rose (Naomi)' AND l.received_on BETWEEN '2025-02-01' AND '2025-02-14'""",
        "Across all the red roses we bought in the run-up to Valentine's this year, what did we pay per stem on average?",
        "Average cost of a red rose stem over all the lots we bought 1–14 February 2025?",
    ),
    template(
        "best_month_2024", "medium",
        f"""SELECT {month_only("substr(order_date, 1, 7)")} AS month, ROUND(SUM(total), 2) AS sales FROM orders
            WHERE {SALE} AND substr(order_date, 1, 4) = '2024'
            GROUP BY substr(order_date, 1, 7) ORDER BY sales DESC LIMIT 1""",
        "What was our best month for sales last year?",
        "Which month of 2024 brought in the most money, and how much?",
    ),
    template(
        "waste_rate_by_shop_2025", "medium",
        """SELECT shop, ROUND(100.0 * SUM(stems_wasted) / SUM(stems), 2) AS waste_pct FROM purchase_lots
           WHERE substr(received_on, 1, 4) = '2025' GROUP BY shop ORDER BY shop""",
        "Which shop wastes more flowers? Give this year's wastage rate for each.",
        "Compare the two shops on wastage in 2025: share of stems bought that got binned.",
    ),
    template(
        "first_time_success_by_driver_2025", "medium",
        """SELECT st.first_name || ' ' || st.last_name AS driver,
                  ROUND(100.0 * SUM(d.outcome = 'Delivered') / COUNT(*), 2) AS success_pct
           FROM deliveries d JOIN staff st ON st.staff_id = d.driver_id
           WHERE st.role = 'Driver' AND d.attempt_no = 1 AND substr(d.attempted_at, 1, 4) = '2025'
           GROUP BY st.staff_id ORDER BY driver""",
        "For each driver, what share of first attempts got through this year?",
        "How often do our drivers deliver first time? Percentage per driver for 2025.",
    ),
    template(
        "days_ahead_by_channel", "medium",
        """SELECT channel, ROUND(AVG(julianday(delivery_date) - julianday(order_date)), 2) AS days_ahead
           FROM orders WHERE fulfilment = 'Delivery' AND occasion IS NOT 'Wedding'
           GROUP BY channel ORDER BY channel""",
        "How far ahead do people order deliveries? Average days between ordering and delivery for each channel, weddings aside.",
        "Not counting weddings, how many days before the delivery do customers place delivery orders, on average, by channel?",
    ),
    template(
        "top_corporate_client_2024", "medium",
        f"""SELECT c.company, ROUND(SUM(o.total), 2) AS spent FROM orders o
            JOIN customers c ON c.customer_id = o.customer_id
            WHERE c.customer_type = 'Corporate' AND o.{SALE} AND substr(o.order_date, 1, 4) = '2024'
            GROUP BY c.customer_id ORDER BY spent DESC LIMIT 1""",
        "Which business account spent the most with us last year, and how much?",
        "Who was our biggest corporate client in 2024?",
    ),
]
