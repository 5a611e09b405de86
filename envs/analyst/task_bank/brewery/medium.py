"""Gold questions over ``brewery``, the medium section of ``TEMPLATES``: a join, or grouping."""

from envs.analyst.task_bank.brewery.fragments import FULL_YEARS, LINE_LITRES, SALE_VALUE
from envs.analyst.task_bank.calendar_sql import day_name, month_only
from envs.analyst.tasks import template

TEMPLATES = [
    template(
        "taproom_takings_this_summer_by_month", "medium",
        f"""SELECT {month_only("substr(sold_at, 1, 7)")} AS month, ROUND(SUM(amount), 2) AS takings
            FROM taproom_sales WHERE sold_at BETWEEN '2025-06-01' AND '2025-08-31 23:59'
            GROUP BY substr(sold_at, 1, 7) ORDER BY substr(sold_at, 1, 7)""",
        "How did the taproom do month by month over this summer?",
        "Give me the bar takings for June, July and August this year, one line a month.",
    ),
    template(
        "trade_sales_in_year", "medium",
        f"""SELECT ROUND(SUM({SALE_VALUE}), 2) FROM order_lines l JOIN orders o ON o.order_id = l.order_id
            WHERE o.status = 'Delivered' AND substr(o.delivered_on, 1, 4) = {{year}}""",
        "What did we sell to the trade in {year}, before VAT?",
        "Siobhan's asking for our wholesale revenue for {year}: what's the figure?",
        slots=FULL_YEARS, n=2,
    ),
    template(
        "kegs_by_beer_last_month", "hard",
        """SELECT b.name, SUM(l.quantity) AS kegs FROM order_lines l JOIN orders o ON o.order_id = l.order_id
           JOIN beers b ON b.beer_id = l.beer_id
           WHERE o.status = 'Delivered' AND l.format = 'Keg' AND substr(o.delivered_on, 1, 7) = '2025-10'
           GROUP BY b.beer_id ORDER BY kegs DESC, b.name""",
        "Which beers went out in kegs last month, and how many of each? Biggest first.",
        "Keg deliveries in October broken down by beer, please, most kegs at the top.",
    ),
    template(
        "orders_by_customer_type_this_year", "medium",
        """SELECT c.customer_type, COUNT(*) AS orders FROM orders o JOIN customers c ON c.customer_id = o.customer_id
           WHERE o.status <> 'Cancelled' AND o.ordered_on >= '2025-01-01'
           GROUP BY c.customer_type ORDER BY orders DESC""",
        "This year, how many orders have come from pubs, bars, restaurants and bottle shops respectively?",
        "Split this year's trade orders by kind of customer.",
    ),
    template(
        "brews_per_brewer_this_year", "medium",
        """SELECT s.first_name || ' ' || s.last_name AS brewer, COUNT(*) AS brews
           FROM batches b JOIN staff s ON s.staff_id = b.brewer_id
           WHERE b.brew_date >= '2025-01-01' GROUP BY s.staff_id ORDER BY brews DESC""",
        "Who's done the brewing this year? Number of brews signed off by each brewer.",
        "How many batches has each member of the brew team put through this year?",
    ),
    template(
        "loss_rate_by_tank", "medium",
        """SELECT tank, ROUND(100.0 * SUM(litres_brewed - litres_packaged) / SUM(litres_brewed), 2) AS loss_pct
           FROM batches WHERE status = 'Packaged' GROUP BY tank ORDER BY tank""",
        "Do some fermenters lose more beer than others? Brewhouse loss percentage by tank.",
        "For each FV, what share of the beer brewed into it was lost before packaging?",
    ),
    template(
        "busiest_saturday_hour_this_year", "medium",
        """SELECT substr(sold_at, 12, 2) || ':00' AS hour, COUNT(*) AS transactions FROM taproom_sales
           WHERE strftime('%w', sold_at) = '6' AND sold_at >= '2025-01-01'
           GROUP BY substr(sold_at, 12, 2) ORDER BY transactions DESC LIMIT 1""",
        "On Saturdays this year, which hour is the busiest at the bar?",
        "When's the Saturday rush in the taproom? The hour with the most till transactions this year.",
    ),
    template(
        "taproom_takings_by_weekday_2024", "medium",
        f"""SELECT {day_name("sold_at")} AS day, ROUND(SUM(amount), 2) AS takings FROM taproom_sales
            WHERE sold_at BETWEEN '2024-01-01' AND '2024-12-31 23:59'
            GROUP BY strftime('%w', sold_at) ORDER BY takings DESC""",
        "Last year, how much did the taproom take on each day of the week we open? Best day first.",
        "Rank our opening days by 2024 taproom takings.",
    ),
    template(
        "active_accounts_by_town", "medium",
        """SELECT town, COUNT(*) AS accounts FROM customers WHERE status = 'Active'
           GROUP BY town ORDER BY accounts DESC, town""",
        "Where are our live trade accounts? A count per town.",
        "How many active customers do we have in each town, most first?",
    ),
    template(
        "payments_by_method_this_year", "medium",
        """SELECT method, ROUND(SUM(amount), 2) AS received FROM payments WHERE paid_on >= '2025-01-01'
           GROUP BY method ORDER BY received DESC""",
        "How have trade customers paid us this year: how much by BACS, card and cheque?",
        "Break this year's customer payments down by payment method.",
    ),
    template(
        "ingredient_spend_by_category_2024", "medium",
        """SELECT category, ROUND(SUM(total_cost), 2) AS spend FROM ingredient_purchases
           WHERE ordered_on BETWEEN '2024-01-01' AND '2024-12-31' GROUP BY category ORDER BY spend DESC""",
        "What did we spend on ingredients last year, split into malt, hops, yeast and adjuncts?",
        "Ingredient buying in 2024 by category: how much went on each?",
    ),
    template(
        "supplier_spend_2024", "medium",
        """SELECT supplier, ROUND(SUM(total_cost), 2) AS spend FROM ingredient_purchases
           WHERE ordered_on BETWEEN '2024-01-01' AND '2024-12-31' GROUP BY supplier ORDER BY spend DESC""",
        "Which suppliers did we spend the most with in 2024? All of them, with the amounts.",
        "Rank our ingredient suppliers by what we bought from them last year.",
    ),
    template(
        "duty_by_year", "medium",
        """SELECT substr(duty_month, 1, 4) AS year, ROUND(SUM(duty_due), 2) AS duty FROM duty_returns
           GROUP BY year ORDER BY year""",
        "What has our beer duty come to in each year, paid or not?",
        "Year by year, how big was the duty bill?",
    ),
    template(
        "litres_brewed_by_beer_2024", "medium",
        """SELECT be.name, SUM(b.litres_brewed) AS litres FROM batches b JOIN beers be ON be.beer_id = b.beer_id
           WHERE b.brew_date BETWEEN '2024-01-01' AND '2024-12-31'
           GROUP BY be.beer_id ORDER BY litres DESC LIMIT 3""",
        "Which three beers did we brew the most of in 2024, in litres?",
        "Our top 3 beers by volume brewed last year, with the litres.",
    ),
    template(
        "top_taproom_pint_this_year", "medium",
        """SELECT be.name, SUM(t.quantity) AS pints FROM taproom_sales t JOIN beers be ON be.beer_id = t.beer_id
           WHERE t.item = 'Pint' AND t.sold_at >= '2025-01-01' GROUP BY be.beer_id ORDER BY pints DESC LIMIT 1""",
        "What's been the most popular pint in the taproom this year, and how many have we poured?",
        "Which beer has sold the most pints over our own bar so far this year?",
    ),
    template(
        "seasonal_share_of_pints_this_summer", "medium",
        """SELECT ROUND(100.0 * SUM(CASE WHEN be.beer_range = 'Seasonal' THEN t.quantity ELSE 0 END)
                   / SUM(t.quantity), 2)
           FROM taproom_sales t JOIN beers be ON be.beer_id = t.beer_id
           WHERE t.item = 'Pint' AND t.sold_at BETWEEN '2025-06-01' AND '2025-08-31 23:59'""",
        "This summer, what percentage of the pints poured in the taproom were seasonal beers?",
        "How much of our pint trade over June to August was the seasonals, as a share?",
    ),
    template(
        "invoices_for_customer", "medium",
        """SELECT COUNT(*) FROM orders o JOIN customers c ON c.customer_id = o.customer_id
           WHERE c.name = {customer} AND o.status = 'Delivered'""",
        "How many invoices have we sent {customer} altogether?",
        "Since they started with us, how many deliveries have we invoiced to {customer}?",
        slots="""SELECT name AS customer FROM customers WHERE customer_type IN ('Restaurant', 'Bottle Shop')
                 ORDER BY customer_id""",
        n=2,
    ),
    template(
        "customers_with_pending_orders", "medium",
        """SELECT DISTINCT c.name FROM orders o JOIN customers c ON c.customer_id = o.customer_id
           WHERE o.status = 'Pending' ORDER BY c.name""",
        "Who's waiting on a delivery from us? Just the customer names, A to Z.",
        "Which accounts have orders in that haven't gone out yet?",
    ),
    template(
        "litres_brewed_by_month_this_year", "medium",
        f"""SELECT {month_only("substr(brew_date, 1, 7)")} AS month, SUM(litres_brewed) AS litres FROM batches
            WHERE brew_date >= '2025-01-01' GROUP BY substr(brew_date, 1, 7) ORDER BY substr(brew_date, 1, 7)""",
        "How many litres have we brewed in each month of this year?",
        "Month by month this year, what volume went into the fermenters?",
    ),
    template(
        "taproom_takings_by_year", "medium",
        """SELECT substr(sold_at, 1, 4) AS year, ROUND(SUM(amount), 2) AS takings FROM taproom_sales
           GROUP BY year ORDER BY year""",
        "What has the taproom taken each year since it opened?",
        "Year-by-year takings over our own bar, please.",
    ),
    template(
        "top_server_this_year", "medium",
        """SELECT s.first_name || ' ' || s.last_name AS name, COUNT(*) AS transactions
           FROM taproom_sales t JOIN staff s ON s.staff_id = t.staff_id
           WHERE t.sold_at >= '2025-01-01' GROUP BY s.staff_id ORDER BY transactions DESC LIMIT 1""",
        "Who's rung up the most transactions on the taproom till this year?",
        "Which of the bar team has served the most customers so far this year, by till count?",
    ),
    template(
        "dumped_batches", "medium",
        """SELECT b.batch_code, be.name, b.brew_date FROM batches b JOIN beers be ON be.beer_id = b.beer_id
           WHERE b.status = 'Dumped' ORDER BY b.brew_date""",
        "Which batches have we had to dump? Batch code, beer and brew date.",
        "List the brews that got poured away, with the beer and when they were brewed.",
    ),
    template(
        "top_takeaway_cans_last_month", "medium",
        """SELECT be.name, SUM(t.quantity) AS cans FROM taproom_sales t JOIN beers be ON be.beer_id = t.beer_id
           WHERE t.item = 'Takeaway Can' AND substr(t.sold_at, 1, 7) = '2025-10'
           GROUP BY be.beer_id ORDER BY cans DESC LIMIT 3""",
        "What were the three best sellers in the taproom fridge to take away last month?",
        "Top 3 beers by takeaway cans sold at the bar in October, with the numbers.",
    ),
    template(
        "busiest_order_month_2024", "medium",
        f"""SELECT {month_only("substr(ordered_on, 1, 7)")} AS month, COUNT(*) AS orders FROM orders
            WHERE status <> 'Cancelled' AND ordered_on BETWEEN '2024-01-01' AND '2024-12-31'
            GROUP BY substr(ordered_on, 1, 7) ORDER BY orders DESC LIMIT 1""",
        "Which month of 2024 brought in the most trade orders, and how many?",
        "Last year's peak month for orders from the trade: which was it?",
    ),
    template(
        "loss_rate_by_style", "medium",
        """SELECT be.style,
                  ROUND(100.0 * SUM(b.litres_brewed - b.litres_packaged) / SUM(b.litres_brewed), 2) AS loss_pct
           FROM batches b JOIN beers be ON be.beer_id = b.beer_id WHERE b.status = 'Packaged'
           GROUP BY be.style HAVING COUNT(*) >= 10 ORDER BY loss_pct DESC""",
        "For the styles we've brewed at least ten times, what's the brewhouse loss rate of each? Worst first.",
        "Which of our regular styles loses the most beer between fermenter and package, in percent?",
    ),
    template(
        "biggest_loss_batch_this_year", "medium",
        """SELECT b.batch_code, be.name, ROUND(b.litres_brewed - b.litres_packaged, 1) AS lost
           FROM batches b JOIN beers be ON be.beer_id = b.beer_id
           WHERE b.status = 'Packaged' AND b.brew_date >= '2025-01-01' ORDER BY lost DESC LIMIT 1""",
        "Of this year's packaged batches, which one lost the most litres along the way?",
        "Which batch brewed this year had the biggest brewhouse loss in litres, and what beer was it?",
    ),
    template(
        "top_hops_by_spend_this_year", "medium",
        """SELECT ingredient, ROUND(SUM(total_cost), 2) AS spend FROM ingredient_purchases
           WHERE category = 'Hops' AND ordered_on >= '2025-01-01'
           GROUP BY ingredient ORDER BY spend DESC LIMIT 3""",
        "Which three hop varieties have cost us the most this year?",
        "Top 3 hops by money spent so far in 2025.",
    ),
    template(
        "trade_litres_by_format_2024", "medium",
        f"""SELECT l.format, ROUND(SUM({LINE_LITRES}), 1) AS litres
            FROM order_lines l JOIN orders o ON o.order_id = l.order_id
            WHERE o.status = 'Delivered' AND o.delivered_on BETWEEN '2024-01-01' AND '2024-12-31'
            GROUP BY l.format ORDER BY litres DESC""",
        "In litres, how much beer went to the trade in kegs, in cans and in bottles during 2024?",
        "Last year's wholesale volume split by pack format, in litres.",
    ),
    template(
        "active_accounts_gone_quiet", "medium",
        """SELECT c.name, MAX(o.ordered_on) AS last_order FROM customers c
           JOIN orders o ON o.customer_id = c.customer_id
           WHERE c.status = 'Active' AND o.status <> 'Cancelled'
           GROUP BY c.customer_id HAVING MAX(o.ordered_on) < date('2025-11-30', '-30 days')
           ORDER BY last_order, c.name""",
        "Which live accounts haven't ordered anything in the last 30 days, and when did each last order?",
        ("Siobhan wants to chase the customers who've gone quiet: active accounts with no order for over a month, and "
         "the date of their last order."),
    ),
]
