"""Gold questions over ``commercial_laundry``, the hard section of ``TEMPLATES``: 3+ tables, nesting, ranking,
windows."""

from envs.analyst.task_bank.calendar_sql import month_only
from envs.analyst.task_bank.commercial_laundry.fragments import LAST_YEAR, THIS_YEAR, TODAY, _overdue
from envs.analyst.tasks import template

TEMPLATES = [
    template(
        "rewash_rate_by_sector_this_year", "hard",
        f"""SELECT cl.sector, ROUND(100.0 * AVG(b.rewash), 2) AS rewash_rate FROM batches b
            JOIN collections co ON co.collection_id = b.collection_id JOIN clients cl ON cl.client_id = co.client_id
            WHERE b.washed_on {THIS_YEAR} GROUP BY cl.sector ORDER BY rewash_rate DESC""",
        "Whose laundry needs rewashing most? This year's rewash rate for each sector of client.",
        "By client sector, what percentage of 2025's batches had to be washed again?",
    ),
    template(
        "top_writeoff_clients_this_year", "hard",
        f"""SELECT cl.name, ROUND(SUM(w.charge), 2) AS charged FROM linen_writeoffs w
            JOIN linen_stock s ON s.stock_id = w.stock_id JOIN clients cl ON cl.client_id = s.client_id
            WHERE w.written_off_on {THIS_YEAR} GROUP BY cl.name ORDER BY charged DESC LIMIT 5""",
        "Which five clients have we charged most for lost or damaged linen this year?",
        "Top 5 customers by linen write-off charges in 2025, with the amounts.",
    ),
    template(
        "napkins_lost_by_restaurant", "hard",
        f"""SELECT cl.name, SUM(w.quantity) AS napkins FROM linen_writeoffs w
            JOIN linen_stock s ON s.stock_id = w.stock_id JOIN clients cl ON cl.client_id = s.client_id
            WHERE s.item_type = 'Napkin' AND w.reason = 'Lost' AND w.written_off_on {LAST_YEAR}
            GROUP BY cl.name ORDER BY napkins DESC LIMIT 3""",
        "Which three restaurants lost the most of our napkins in 2024?",
        "Napkins keep vanishing: name the three clients that lost the most of them last year, and how many.",
    ),
    template(
        "bathrobes_written_off_by_sector", "hard",
        """SELECT cl.sector, SUM(w.quantity) AS bathrobes FROM linen_writeoffs w
           JOIN linen_stock s ON s.stock_id = w.stock_id JOIN clients cl ON cl.client_id = s.client_id
           WHERE s.item_type = 'Bathrobe' GROUP BY cl.sector ORDER BY bathrobes DESC""",
        "Bathrobes walk out of the door: how many have been written off at hotels compared with spas?",
        "By sector, how many bathrobes have we had to write off altogether?",
    ),
    template(
        "summer_kg_change", "hard",
        """WITH summers AS (
               SELECT SUM(CASE WHEN collected_on BETWEEN '2024-07-01' AND '2024-08-31' THEN kg_collected END) AS y2024,
                      SUM(CASE WHEN collected_on BETWEEN '2025-07-01' AND '2025-08-31' THEN kg_collected END) AS y2025
               FROM collections)
           SELECT ROUND(100.0 * (y2025 - y2024) / y2024, 2) FROM summers""",
        "How did this summer's volume compare with last summer's? Percentage change in kilos collected, July and "
        "August.",
        "Were we busier in July-August 2025 than in July-August 2024? Give me the change in kg as a percentage.",
    ),
    template(
        "clients_badly_overdue", "hard",
        f"""SELECT COUNT(*) FROM clients cl WHERE EXISTS (
                SELECT 1 FROM invoices i WHERE i.client_id = cl.client_id AND {_overdue("i.")}
                AND julianday({TODAY}) - julianday(i.due_on) > 30)""",
        "How many clients have at least one invoice more than a month past its due date?",
        "Count the accounts with something over 30 days overdue.",
    ),
    template(
        "sector_share_of_billing_last_year", "hard",
        f"""SELECT cl.sector, ROUND(100.0 * SUM(i.total) / (SELECT SUM(total) FROM invoices
                                                               WHERE week_start {LAST_YEAR}), 2) AS share
            FROM invoices i JOIN clients cl ON cl.client_id = i.client_id
            WHERE i.week_start {LAST_YEAR} GROUP BY cl.sector ORDER BY share DESC""",
        "What share of last year's invoicing came from each sector, as percentages?",
        "How dependent are we on hotels? Percentage of 2024 billing by client sector.",
    ),
    template(
        "biggest_client_per_sector_this_year", "hard",
        f"""WITH kg AS (
                SELECT cl.sector, cl.name, SUM(co.kg_collected) AS kg FROM collections co
                JOIN clients cl ON cl.client_id = co.client_id
                WHERE co.collected_on {THIS_YEAR} GROUP BY cl.client_id),
            ranked AS (SELECT sector, name, kg, ROW_NUMBER() OVER (PARTITION BY sector ORDER BY kg DESC) AS rank
                       FROM kg)
            SELECT sector, name, ROUND(kg, 1) AS kg FROM ranked WHERE rank = 1 ORDER BY sector""",
        "Who's our biggest client in each sector this year, by kilos?",
        "For every sector, which single account has sent us the most weight of laundry in 2025?",
    ),
    template(
        "invoiced_running_total_this_year", "hard",
        f"""WITH monthly AS (
                SELECT substr(week_start, 1, 7) AS month, SUM(total) AS invoiced FROM invoices
                WHERE week_start {THIS_YEAR} GROUP BY month)
            SELECT {month_only("month")} AS month, ROUND(SUM(invoiced) OVER (ORDER BY month), 2) AS invoiced_to_date
            FROM monthly ORDER BY monthly.month""",
        "How has this year's invoicing built up? A running total at the end of each month, by invoice week.",
        "Give me cumulative billing for 2025, month by month.",
    ),
    template(
        "lost_clients_weekly_value", "hard",
        """WITH recent AS (
               SELECT i.client_id, i.total,
                      ROW_NUMBER() OVER (PARTITION BY i.client_id ORDER BY i.week_start DESC) AS n
               FROM invoices i JOIN clients cl ON cl.client_id = i.client_id WHERE cl.status = 'Lost')
           SELECT cl.name, ROUND(AVG(r.total), 2) AS weekly FROM recent r JOIN clients cl ON cl.client_id = r.client_id
           WHERE r.n <= 12 GROUP BY cl.name ORDER BY weekly DESC""",
        "What was each client we lost to a rival worth a week? Average of their last twelve weekly invoices.",
        "For the accounts that left us for a competitor, what did they average per invoice over their final 12 weeks?",
    ),
    template(
        "machines_clear_of_breakdowns_this_year", "hard",
        f"""SELECT m.name FROM machines m WHERE m.retired_on IS NULL AND NOT EXISTS (
                SELECT 1 FROM machine_jobs j WHERE j.machine_id = m.machine_id AND j.job_type = 'Breakdown'
                AND j.reported_on {THIS_YEAR}) ORDER BY m.name""",
        "Which washers have got through this year without a single breakdown?",
        "Name the machines in service that haven't broken down once in 2025.",
    ),
    template(
        "operators_above_average_rewash", "hard",
        f"""SELECT s.first_name || ' ' || s.last_name AS operator, ROUND(100.0 * AVG(b.rewash), 2) AS rewash_rate
            FROM batches b JOIN staff s ON s.staff_id = b.operator_id
            WHERE b.washed_on {THIS_YEAR} GROUP BY s.staff_id
            HAVING AVG(b.rewash) > (SELECT AVG(rewash) FROM batches WHERE washed_on {THIS_YEAR})
            ORDER BY rewash_rate DESC""",
        "Which washroom operatives have a rewash rate above the floor's average this year?",
        "Craig wants to know whose loads this year fail inspection more often than average, with their rewash rates.",
    ),
    template(
        "biggest_volume_falls", "hard",
        """WITH autumn AS (
               SELECT cl.name,
                      SUM(CASE WHEN co.collected_on BETWEEN '2024-09-01' AND '2024-10-31' THEN co.kg_collected END)
                          AS before,
                      SUM(CASE WHEN co.collected_on BETWEEN '2025-09-01' AND '2025-10-31' THEN co.kg_collected END)
                          AS after
               FROM collections co JOIN clients cl ON cl.client_id = co.client_id
               WHERE cl.status = 'Active' GROUP BY cl.name)
           SELECT name, ROUND(100.0 * (after - before) / before, 2) AS change FROM autumn
           WHERE before > 0 AND after > 0 ORDER BY change LIMIT 3""",
        "Which three current clients' volumes have dropped the most: September-October this year against the same "
        "two months last year, as a percentage?",
        "Comparing Sep-Oct 2025 with Sep-Oct 2024, which three live accounts sent us the smallest share of the kilos "
        "they used to? Show the percentage change.",
    ),
    template(
        "billing_by_account_manager_this_year", "hard",
        f"""SELECT s.first_name || ' ' || s.last_name AS account_manager, ROUND(SUM(i.total), 2) AS invoiced
            FROM invoices i JOIN clients cl ON cl.client_id = i.client_id
            JOIN staff s ON s.staff_id = cl.account_manager_id
            WHERE i.week_start {THIS_YEAR} GROUP BY s.staff_id ORDER BY invoiced DESC""",
        "How much have each account manager's clients been invoiced this year?",
        "Split 2025's billing by account manager, going by who looks after each client now.",
    ),
    template(
        "overdue_by_account_manager", "hard",
        f"""SELECT s.first_name || ' ' || s.last_name AS account_manager,
                   ROUND(SUM(i.total - i.amount_paid), 2) AS overdue
            FROM invoices i JOIN clients cl ON cl.client_id = i.client_id
            JOIN staff s ON s.staff_id = cl.account_manager_id
            WHERE {_overdue("i.")} GROUP BY s.staff_id ORDER BY overdue DESC""",
        "Which account manager has the most overdue money sitting with their clients?",
        "Overdue balances by account manager, please, biggest first.",
    ),
    template(
        "kg_by_driver_last_year", "hard",
        f"""SELECT s.first_name || ' ' || s.last_name AS driver, cl.route, ROUND(SUM(co.kg_collected), 1) AS kg
            FROM collections co JOIN staff s ON s.staff_id = co.driver_id
            JOIN clients cl ON cl.client_id = co.client_id
            WHERE co.collected_on {LAST_YEAR} GROUP BY s.staff_id, cl.route ORDER BY kg DESC""",
        "For 2024, how many kilos did each driver bring in on each route?",
        "Last year's collected weight by driver and round, heaviest first.",
    ),
    template(
        "clients_never_missed", "hard",
        """SELECT COUNT(*) FROM clients cl WHERE cl.status = 'Active' AND NOT EXISTS (
               SELECT 1 FROM collections co WHERE co.client_id = cl.client_id AND co.status = 'Missed')""",
        "How many current clients have never once had a missed collection?",
        "Count the live accounts where the van has always managed to pick up.",
    ),
    template(
        "machine_share_of_kg_this_year", "hard",
        f"""SELECT m.name, ROUND(100.0 * SUM(b.kg) / (SELECT SUM(kg) FROM batches WHERE washed_on {THIS_YEAR}), 2)
                   AS share
            FROM batches b JOIN machines m ON m.machine_id = b.machine_id
            WHERE b.washed_on {THIS_YEAR} GROUP BY m.name ORDER BY m.name""",
        "What share of this year's kilos has gone through each washer?",
        "How is the load spread across the machines in 2025? Percentage of the weight washed on each.",
    ),
    template(
        "cash_received_year_on_year", "hard",
        """WITH years AS (
               SELECT SUM(CASE WHEN paid_on BETWEEN '2024-01-01' AND '2024-10-31' THEN amount_paid END) AS y2024,
                      SUM(CASE WHEN paid_on BETWEEN '2025-01-01' AND '2025-10-31' THEN amount_paid END) AS y2025
               FROM invoices)
           SELECT ROUND(100.0 * (y2025 - y2024) / y2024, 2) FROM years""",
        "Are takings up on last year? Percentage change in money received, January to October 2025 against the same "
        "months of 2024.",
        "Compare cash in from clients over January-October this year with the same stretch last year, as a % change.",
    ),
    template(
        "kg_per_operative_hour_by_month", "hard",
        f"""WITH kg AS (SELECT substr(washed_on, 1, 7) AS month, SUM(kg) AS kg FROM batches
                        WHERE washed_on {THIS_YEAR} GROUP BY month),
                 hours AS (SELECT substr(sh.shift_date, 1, 7) AS month, SUM(sh.hours) AS hours FROM shifts sh
                           JOIN staff s ON s.staff_id = sh.staff_id
                           WHERE s.role = 'Washroom Operative' AND sh.status = 'Worked' AND sh.shift_date {THIS_YEAR}
                           GROUP BY month)
            SELECT {month_only("kg.month")} AS month, ROUND(kg.kg / hours.hours, 1) AS kg_per_hour
            FROM kg JOIN hours ON hours.month = kg.month ORDER BY kg.month""",
        "How productive is the washroom? Kilos washed per operative hour worked, each month this year.",
        "Month by month in 2025, what weight goes through the washers for every hour our washroom operatives work?",
    ),
    template(
        "writeoff_share_of_spa_billing", "hard",
        """SELECT cl.name, ROUND(100.0 * SUM(i.writeoff_charge) / SUM(i.total), 2) AS writeoff_share
           FROM invoices i JOIN clients cl ON cl.client_id = i.client_id
           WHERE cl.sector = 'Spa' AND cl.client_id IN (SELECT client_id FROM linen_stock WHERE item_type = 'Bathrobe')
           GROUP BY cl.name ORDER BY writeoff_share DESC""",
        "For the spas that have our bathrobes, what percentage of everything we've billed them was linen write-off "
        "charges?",
        "At each spa with robes in circulation, how much of their invoicing has been for lost or ruined linen, as a "
        "share?",
    ),
    template(
        "busiest_month_per_sector_last_year", "hard",
        f"""WITH monthly AS (
                SELECT cl.sector, substr(co.collected_on, 1, 7) AS month, SUM(co.kg_collected) AS kg
                FROM collections co JOIN clients cl ON cl.client_id = co.client_id
                WHERE co.collected_on {LAST_YEAR} GROUP BY cl.sector, month),
            ranked AS (SELECT sector, month, kg, RANK() OVER (PARTITION BY sector ORDER BY kg DESC) AS rank
                       FROM monthly)
            SELECT sector, {month_only("month")} AS month, ROUND(kg, 1) AS kg FROM ranked WHERE rank = 1
            ORDER BY sector""",
        "In 2024, which month was busiest for each sector, by kilos collected?",
        "When did each type of client peak last year? The top month per sector and its weight.",
    ),
    template(
        "first_invoice_of_newest_client", "hard",
        """SELECT cl.name, i.week_start, i.total FROM invoices i JOIN clients cl ON cl.client_id = i.client_id
           WHERE cl.client_id = (SELECT client_id FROM clients ORDER BY contract_start DESC, client_id DESC LIMIT 1)
           ORDER BY i.week_start LIMIT 1""",
        "Who's our newest client, and what was the week and total of their first invoice?",
        "For the account that signed with us most recently, when was their first invoiced week and what did it come "
        "to?",
    ),
    template(
        "hotel_linen_loss_rate_by_item", "hard",
        f"""WITH stock AS (SELECT s.item_type, SUM(s.in_circulation) AS pieces FROM linen_stock s
                           JOIN clients cl ON cl.client_id = s.client_id
                           WHERE cl.sector = 'Hotel' AND cl.status = 'Active' GROUP BY s.item_type),
                 gone AS (SELECT s.item_type, SUM(w.quantity) AS pieces FROM linen_writeoffs w
                          JOIN linen_stock s ON s.stock_id = w.stock_id JOIN clients cl ON cl.client_id = s.client_id
                          WHERE cl.sector = 'Hotel' AND cl.status = 'Active' AND w.written_off_on {THIS_YEAR}
                          GROUP BY s.item_type)
            SELECT stock.item_type, ROUND(100.0 * COALESCE(gone.pieces, 0) / stock.pieces, 2) AS written_off_pct
            FROM stock LEFT JOIN gone ON gone.item_type = stock.item_type
            ORDER BY written_off_pct DESC, stock.item_type""",
        "Across our current hotels, what percentage of each linen item in circulation has been written off this "
        "year?",
        "Hotel linen wastage by item type for 2025: pieces written off as a share of what's in circulation there now.",
    ),
    template(
        "invoiced_by_month_against_last_year", "hard",
        f"""WITH monthly AS (
               SELECT substr(week_start, 6, 2) AS mm,
                      SUM(CASE WHEN substr(week_start, 1, 4) = '2024' THEN total END) AS last_year,
                      SUM(CASE WHEN substr(week_start, 1, 4) = '2025' THEN total END) AS this_year
               FROM invoices WHERE substr(week_start, 6, 2) <= '10' GROUP BY mm)
           SELECT {month_only("'2025-' || mm")} AS month, ROUND(last_year, 2) AS invoiced_2024,
                  ROUND(this_year, 2) AS invoiced_2025,
                  ROUND(100.0 * (this_year - last_year) / last_year, 2) AS change_pct
           FROM monthly ORDER BY mm""",
        "Month by month from January to October, how does this year's invoicing stack up against last year's? "
        "Both years and the percentage change.",
        "For each month January-October, show billing in 2024, billing in 2025 and the % difference.",
    ),
]
