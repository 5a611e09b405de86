"""Gold questions over ``print_shop``, the medium section of ``TEMPLATES``: a join, or grouping."""

from envs.analyst.task_bank.calendar_sql import month_only
from envs.analyst.task_bank.print_shop.fragments import LAST_QUARTER, THIS_YEAR, TODAY, _job, _person, _value
from envs.analyst.tasks import template

QUARTER = "'Q' || ((CAST(substr(issued_on, 6, 2) AS INTEGER) + 2) / 3)"

TEMPLATES = [
    template(
        "jobs_by_product_this_year", "medium",
        f"""SELECT product, COUNT(*) AS jobs FROM jobs WHERE {_job()} AND ordered_on >= {THIS_YEAR}
            GROUP BY product ORDER BY jobs DESC, product""",
        "What have we been printing this year? Number of jobs per product, most popular first.",
        "Break this year's orders down by product: how many jobs of each?",
    ),
    template(
        "sales_by_month_2024", "medium",
        f"""SELECT {month_only("substr(issued_on, 1, 7)")} AS month, ROUND(SUM(net_amount), 2) AS sales
            FROM invoices WHERE substr(issued_on, 1, 4) = '2024'
            GROUP BY substr(issued_on, 1, 7) ORDER BY substr(issued_on, 1, 7)""",
        "Month by month, what were our sales in 2024, ex VAT?",
        "Give me last year's invoiced sales for each month, January to December.",
    ),
    template(
        "win_rate_by_product_last_year", "medium",
        """SELECT product, ROUND(100.0 * SUM(status = 'Accepted') / COUNT(*), 2) AS win_rate FROM quotes
           WHERE status <> 'Sent' AND substr(sent_on, 1, 4) = '2024' GROUP BY product ORDER BY product""",
        "What was our quote win rate for each product in 2024?",
        "Product by product, what share of last year's quotes did we win?",
    ),
    template(
        "on_time_rate_by_product_this_year", "medium",
        f"""SELECT product, ROUND(100.0 * SUM(delivered_on <= promised_on) / COUNT(*), 2) AS on_time_pct
            FROM jobs WHERE status = 'Delivered' AND reprint_of IS NULL AND delivered_on >= {THIS_YEAR}
            GROUP BY product ORDER BY product""",
        "What's our on-time delivery rate this year for each product?",
        "For each kind of product, what percentage of this year's deliveries went out by the promised date?",
    ),
    template(
        "top_accounts_by_sales_last_year", "medium",
        """SELECT c.name, ROUND(SUM(i.net_amount), 2) AS sales FROM invoices i
           JOIN customers c ON c.customer_id = i.customer_id
           WHERE c.customer_type = 'Account' AND substr(i.issued_on, 1, 4) = '2024'
           GROUP BY c.customer_id ORDER BY sales DESC LIMIT 5""",
        "Who were our five biggest business accounts last year by sales?",
        "Top 5 accounts by invoiced sales in 2024, with the amounts ex VAT.",
    ),
    template(
        "unpaid_overdue_by_account", "medium",
        f"""SELECT c.name, ROUND(SUM(i.total), 2) AS overdue FROM invoices i
            JOIN customers c ON c.customer_id = i.customer_id
            WHERE i.status = 'Unpaid' AND i.due_on < {TODAY} GROUP BY c.customer_id ORDER BY overdue DESC LIMIT 5""",
        "Which five accounts have the most money tied up in overdue invoices they haven't paid a penny of?",
        "Looking only at overdue invoices with nothing paid yet, which 5 customers account for the biggest totals?",
    ),
    template(
        "designer_jobs_this_year", "medium",
        f"""SELECT {_person("s.")} AS designer, COUNT(*) AS jobs FROM jobs j JOIN staff s ON s.staff_id = j.designer_id
            WHERE {_job("j.")} AND j.ordered_on >= {THIS_YEAR} GROUP BY s.staff_id ORDER BY jobs DESC, designer""",
        "How many jobs has each designer worked on this year?",
        "Designer workload so far in 2025: number of jobs per designer, busiest first.",
    ),
    template(
        "hours_lost_by_press_last_year", "medium",
        """SELECT p.name, ROUND(SUM(d.hours_lost), 2) AS hours_lost FROM press_downtime d
           JOIN presses p ON p.press_id = d.press_id WHERE substr(d.started_on, 1, 4) = '2024'
           GROUP BY p.press_id ORDER BY hours_lost DESC, p.name""",
        "How many production hours did each press lose to downtime in 2024?",
        "Press by press, how much downtime did we have last year, in hours? Worst first.",
    ),
    template(
        "press_down_now", "medium",
        """SELECT p.name, d.started_on FROM presses p JOIN press_downtime d ON d.press_id = p.press_id
           WHERE d.ended_on IS NULL""",
        "Is any press out of action right now? Which one, and since when?",
        "Which machine is currently down, and what day did it go down?",
    ),
    template(
        "paper_spend_by_supplier_this_year", "medium",
        f"""SELECT supplier, ROUND(SUM(total_cost), 2) AS spend FROM stock_purchases WHERE ordered_on >= {THIS_YEAR}
            GROUP BY supplier ORDER BY spend DESC""",
        "How much have we spent with each paper supplier this year?",
        "Break down this year's stock purchases by supplier, biggest first.",
    ),
    template(
        "pack_price_by_year", "medium",
        """SELECT substr(ordered_on, 1, 4) AS year, ROUND(SUM(total_cost) / SUM(quantity), 2) AS per_pack
           FROM stock_purchases WHERE paper_stock = {stock} GROUP BY year ORDER BY year""",
        "How has the price of {stock} moved? Average we paid per pack each year.",
        "Year by year, what have we paid on average for a pack of {stock}?",
        slots="""SELECT paper_stock AS stock FROM stock_purchases GROUP BY paper_stock HAVING COUNT(*) >= 40
                 ORDER BY stock""",
        n=2,
    ),
    template(
        "takings_by_method_last_year", "medium",
        """SELECT method, ROUND(SUM(amount), 2) AS takings FROM payments WHERE substr(paid_on, 1, 4) = '2024'
           GROUP BY method ORDER BY takings DESC""",
        "How did customers pay us in 2024? Money in by payment method.",
        "Split last year's takings by method: card, cash, transfer and cheque.",
    ),
    template(
        "busiest_month_2024", "medium",
        f"""SELECT {month_only("substr(ordered_on, 1, 7)")} AS month, COUNT(*) AS jobs FROM jobs
            WHERE {_job()} AND substr(ordered_on, 1, 4) = '2024'
            GROUP BY substr(ordered_on, 1, 7) ORDER BY jobs DESC LIMIT 1""",
        "Which month of 2024 did we take the most jobs, and how many?",
        "Our busiest month last year by number of orders: which was it?",
    ),
    template(
        "political_sales_2024", "medium",
        """SELECT ROUND(SUM(i.net_amount), 2) FROM invoices i JOIN customers c ON c.customer_id = i.customer_id
           WHERE c.sector = 'Political' AND substr(i.issued_on, 1, 4) = '2024'""",
        "With the locals and the general election, how much did the political parties spend with us in 2024?",
        "Total sales to political party accounts last year, ex VAT?",
    ),
    template(
        "general_election_leaflets_by_party", "medium",
        """SELECT c.name, SUM(j.quantity) AS printed FROM jobs j JOIN customers c ON c.customer_id = j.customer_id
           WHERE c.sector = 'Political' AND j.product IN ('Flyers', 'Leaflets') AND j.status = 'Delivered'
           AND j.reprint_of IS NULL AND j.ordered_on BETWEEN '2024-05-23' AND '2024-07-04'
           GROUP BY c.customer_id ORDER BY printed DESC""",
        "In the run-up to the July 2024 general election (23 May to polling day, 4 July), how many flyers and "
        "leaflets did we print and deliver for each party?",
        "General election 2024: number of flyers and leaflets delivered to each party, for orders placed "
        "from 23 May to 4 July.",
    ),
    template(
        "account_jobs_this_year", "medium",
        f"""SELECT COUNT(*) FROM jobs j JOIN customers c ON c.customer_id = j.customer_id
            WHERE c.name = {{customer}} AND {_job("j.")} AND j.ordered_on >= {THIS_YEAR}""",
        "How many jobs has {customer} put through with us this year?",
        "{customer}: how many orders have they placed so far in 2025?",
        slots="""SELECT name AS customer FROM customers WHERE customer_type = 'Account' AND account_status = 'Active'
                 AND sector <> 'Political' ORDER BY customer_id""",
        n=2,
    ),
    template(
        "late_share_by_press_last_year", "medium",
        """SELECT p.name, COUNT(*) AS delivered, ROUND(100.0 * SUM(j.delivered_on > j.promised_on) / COUNT(*), 2)
           AS late_pct FROM jobs j JOIN presses p ON p.press_id = j.press_id
           WHERE j.status = 'Delivered' AND j.reprint_of IS NULL AND substr(j.delivered_on, 1, 4) = '2024'
           GROUP BY p.press_id ORDER BY p.name""",
        "For each press, how many jobs did it print that were delivered in 2024, and what percentage went out late?",
        "Press by press: 2024 deliveries and the share of them that were late.",
    ),
    template(
        "proof_rounds_by_designer", "medium",
        f"""SELECT {_person("s.")} AS designer, ROUND(AVG(j.proof_rounds), 2) AS avg_proofs
            FROM jobs j JOIN staff s ON s.staff_id = j.designer_id WHERE {_job("j.")}
            GROUP BY s.staff_id ORDER BY avg_proofs DESC, designer""",
        "Which designers' jobs need the most proof rounds? Average per job for every designer we've had.",
        "Average number of proofs per job by designer, highest first, including anyone who has left.",
    ),
    template(
        "sales_by_sector_this_year", "medium",
        f"""SELECT COALESCE(c.sector, 'Walk-in') AS sector, ROUND(SUM(i.net_amount), 2) AS sales FROM invoices i
            JOIN customers c ON c.customer_id = i.customer_id WHERE i.issued_on >= {THIS_YEAR}
            GROUP BY COALESCE(c.sector, 'Walk-in') ORDER BY sales DESC""",
        "Where are this year's sales coming from? Invoiced sales by the customer's sector, walk-ins as a line of "
        "their own.",
        "Sales so far in 2025 per sector, with walk-in customers counted together, largest first.",
    ),
    template(
        "accounts_vs_walk_ins_this_year", "medium",
        f"""SELECT c.customer_type, COUNT(*) AS invoices, ROUND(SUM(i.net_amount), 2) AS sales FROM invoices i
            JOIN customers c ON c.customer_id = i.customer_id WHERE i.issued_on >= {THIS_YEAR}
            GROUP BY c.customer_type ORDER BY c.customer_type""",
        "Accounts against walk-ins this year: how many invoices and how much in sales each?",
        "How does this year's business split between account customers and walk-ins? Invoice count and sales.",
    ),
    template(
        "credit_notes_by_reason_last_year", "medium",
        """SELECT reason, COUNT(*) AS credit_notes, ROUND(SUM(amount), 2) AS credited FROM credit_notes
           WHERE substr(issued_on, 1, 4) = '2024' GROUP BY reason ORDER BY credited DESC""",
        "Why did we issue credit notes in 2024? Count and amount for each reason.",
        "Last year's credit notes broken down by reason, biggest amount first.",
    ),
    template(
        "christmas_cards_by_year", "medium",
        f"""SELECT substr(ordered_on, 1, 4) AS year, COUNT(*) AS jobs, ROUND(SUM{_value()}, 2) AS value FROM jobs
            WHERE {_job()} AND product = 'Christmas Cards' GROUP BY year ORDER BY year""",
        "How's the Christmas card trade going year on year? Jobs and their value each year.",
        "Christmas cards by year: number of orders and what they were worth ex VAT.",
    ),
    template(
        "win_rate_by_preparer_this_year", "medium",
        f"""SELECT {_person("s.")} AS prepared_by, COUNT(*) AS quotes,
                   ROUND(100.0 * SUM(q.status = 'Accepted') / COUNT(*), 2) AS win_rate
            FROM quotes q JOIN staff s ON s.staff_id = q.prepared_by
            WHERE q.status <> 'Sent' AND q.sent_on >= {THIS_YEAR} GROUP BY s.staff_id ORDER BY prepared_by""",
        "Whose quotes win most often? For everyone who has sent quotes this year: how many have had an outcome, and "
        "the win rate.",
        "Quote win rate this year by the member of staff who prepared the quote, with the number of decided quotes.",
    ),
    template(
        "best_customer_this_year", "medium",
        f"""SELECT c.name, COUNT(*) AS jobs, ROUND(SUM{_value("j.")}, 2) AS value FROM jobs j
            JOIN customers c ON c.customer_id = j.customer_id WHERE {_job("j.")} AND j.ordered_on >= {THIS_YEAR}
            GROUP BY c.customer_id ORDER BY value DESC LIMIT 1""",
        "Who's given us the most work this year by value? How many jobs, and what were they worth ex VAT?",
        "Our best customer of 2025 so far, going by the value of the jobs they've ordered: who, how many jobs, "
        "how much?",
    ),
    template(
        "vat_by_quarter_this_year", "medium",
        f"""SELECT {QUARTER} AS quarter, ROUND(SUM(vat_amount), 2) AS vat FROM invoices WHERE issued_on >= {THIS_YEAR}
            GROUP BY quarter ORDER BY quarter""",
        "How much VAT have we charged in each quarter this year, the current one so far included?",
        "Output VAT on 2025's invoices, quarter by quarter.",
    ),
    template(
        "turnaround_by_product_last_year", "medium",
        """SELECT product, ROUND(AVG(julianday(delivered_on) - julianday(ordered_on)), 2) AS days FROM jobs
           WHERE status = 'Delivered' AND reprint_of IS NULL AND substr(delivered_on, 1, 4) = '2024'
           GROUP BY product ORDER BY days DESC, product""",
        "What was our average turnaround in days for each product in 2024, slowest first?",
        "Order to delivery, how many days on average did each product take last year?",
    ),
    template(
        "new_accounts_sales", "medium",
        """SELECT c.name, c.created_on, ROUND(SUM(i.net_amount), 2) AS sales FROM customers c
           JOIN invoices i ON i.customer_id = c.customer_id
           WHERE c.customer_type = 'Account' AND c.created_on >= '2024-01-01'
           GROUP BY c.customer_id ORDER BY c.created_on""",
        "Which accounts have we opened since the start of 2024, when did each open, and what have they spent with us?",
        "New business accounts from 2024 on: opening date and sales to date for each.",
    ),
    template(
        "quote_outcomes_last_quarter", "medium",
        f"""SELECT status, COUNT(*) AS quotes, ROUND(SUM(amount), 2) AS value FROM quotes WHERE sent_on {LAST_QUARTER}
            GROUP BY status ORDER BY status""",
        "How did the quotes we sent last quarter pan out? Number and value by outcome.",
        "For quotes sent July to September, how many (and how much) were accepted, declined or left to expire?",
    ),
]
