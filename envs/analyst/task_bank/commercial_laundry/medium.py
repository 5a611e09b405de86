"""Gold questions over ``commercial_laundry``, the medium section of ``TEMPLATES``: a join, or grouping."""

from envs.analyst.task_bank.calendar_sql import day_name, month_only
from envs.analyst.task_bank.commercial_laundry.fragments import (
    FULL_YEARS, LAST_MONTH, LAST_YEAR, THIS_YEAR, _clients, _overdue,
)
from envs.analyst.tasks import template

TEMPLATES = [
    template(
        "clients_by_sector", "medium",
        """SELECT sector, COUNT(*) AS clients FROM clients WHERE status = 'Active'
           GROUP BY sector ORDER BY clients DESC, sector""",
        "How do our current clients break down by sector: hotels, restaurants, care homes, spas?",
        "Count the live accounts in each type of business, biggest group first.",
    ),
    template(
        "kg_by_sector_last_year", "medium",
        f"""SELECT cl.sector, ROUND(SUM(co.kg_collected), 1) AS kg FROM collections co
            JOIN clients cl ON cl.client_id = co.client_id
            WHERE co.collected_on {LAST_YEAR} GROUP BY cl.sector ORDER BY kg DESC""",
        "How many kilos did each sector send us in 2024, heaviest first?",
        "Split last year's laundry volume by sector, in kg collected.",
    ),
    template(
        "kg_for_client_this_year", "medium",
        f"""SELECT ROUND(SUM(co.kg_collected), 1) FROM collections co JOIN clients cl ON cl.client_id = co.client_id
            WHERE cl.name = {{client}} AND co.collected_on {THIS_YEAR}""",
        "How many kilos have we collected from {client} so far this year?",
        "What weight of laundry has {client} given us since January?",
        slots=_clients(), n=2,
    ),
    template(
        "kg_by_month_this_year", "medium",
        f"""SELECT {month_only("substr(collected_on, 1, 7)")} AS month, ROUND(SUM(kg_collected), 1) AS kg
            FROM collections WHERE collected_on {THIS_YEAR}
            GROUP BY substr(collected_on, 1, 7) ORDER BY substr(collected_on, 1, 7)""",
        "Show me kilos processed month by month this year.",
        "Month by month through 2025, how much linen by weight have the vans brought in?",
    ),
    template(
        "rewash_rate_by_programme", "medium",
        """SELECT programme, ROUND(100.0 * AVG(rewash), 2) AS rewash_rate FROM batches
           GROUP BY programme ORDER BY rewash_rate DESC""",
        "Which wash programmes give us the most rewashes? Rewash rate for each, worst first.",
        "Break our rewash percentage down by programme over everything we've washed.",
    ),
    template(
        "rewash_rate_by_machine_this_year", "medium",
        f"""SELECT m.name, ROUND(100.0 * AVG(b.rewash), 2) AS rewash_rate FROM batches b
            JOIN machines m ON m.machine_id = b.machine_id
            WHERE b.washed_on {THIS_YEAR} GROUP BY m.name ORDER BY m.name""",
        "Is any washer letting us down on quality? Rewash rate by machine for this year.",
        "For 2025, what percentage of each machine's batches needed rewashing?",
    ),
    template(
        "breakdowns_by_machine", "medium",
        """SELECT m.name, COUNT(*) AS breakdowns FROM machine_jobs j JOIN machines m ON m.machine_id = j.machine_id
           WHERE j.job_type = 'Breakdown' GROUP BY m.name ORDER BY breakdowns DESC, m.name""",
        "Which machines break down the most? Number of breakdowns per washer since records began.",
        "Rank the washers by how many times each has broken down.",
    ),
    template(
        "machine_out_of_action", "medium",
        """SELECT m.name, j.fault, j.reported_on FROM machine_jobs j JOIN machines m ON m.machine_id = j.machine_id
           WHERE j.fixed_on IS NULL ORDER BY j.reported_on, m.name""",
        "Which washer is out of action at the moment, what's wrong with it and since when?",
        "Have we got a machine down right now? Tell me which one, the fault and the day it was reported.",
    ),
    template(
        "cash_received_by_month_this_year", "medium",
        f"""SELECT {month_only("substr(paid_on, 1, 7)")} AS month, ROUND(SUM(amount_paid), 2) AS received
            FROM invoices WHERE paid_on {THIS_YEAR}
            GROUP BY substr(paid_on, 1, 7) ORDER BY substr(paid_on, 1, 7)""",
        "Denise needs monthly takings for this year: what did clients pay us in each month?",
        "Month by month in 2025, how much money has come in against our invoices?",
    ),
    template(
        "most_overdue_clients", "medium",
        f"""SELECT cl.name, ROUND(SUM(i.total - i.amount_paid), 2) AS overdue FROM invoices i
            JOIN clients cl ON cl.client_id = i.client_id
            WHERE {_overdue("i.")} GROUP BY cl.name ORDER BY overdue DESC LIMIT 5""",
        "Who's behind on paying? The five clients with the most overdue, and how much each.",
        "Top 5 accounts by overdue balance, please: who are they and what do they owe past due?",
    ),
    template(
        "writeoffs_by_reason_this_year", "medium",
        f"""SELECT reason, SUM(quantity) AS pieces, ROUND(SUM(charge), 2) AS charged FROM linen_writeoffs
            WHERE written_off_on {THIS_YEAR} GROUP BY reason ORDER BY pieces DESC""",
        "Why is linen being written off this year? Pieces and charges for each reason.",
        "Break this year's linen write-offs down by reason: how many items, and how much we billed for them.",
    ),
    template(
        "item_most_lost_this_year", "medium",
        f"""SELECT s.item_type, SUM(w.quantity) AS pieces FROM linen_writeoffs w
            JOIN linen_stock s ON s.stock_id = w.stock_id
            WHERE w.reason = 'Lost' AND w.written_off_on {THIS_YEAR}
            GROUP BY s.item_type ORDER BY pieces DESC LIMIT 1""",
        "Which item goes missing most at clients this year, and how many pieces have gone?",
        "What type of linen have clients lost the most of in 2025?",
    ),
    template(
        "linen_in_circulation_for_client", "medium",
        """SELECT s.item_type, s.in_circulation FROM linen_stock s JOIN clients cl ON cl.client_id = s.client_id
           WHERE cl.name = {client} ORDER BY s.item_type""",
        "What linen have we got in circulation at {client}? Each item and the number of pieces.",
        "Give me the stock list for {client}: item types and pieces we keep in circulation for them.",
        slots=_clients("status = 'Active' AND sector IN ('Spa', 'Restaurant')"), n=2,
    ),
    template(
        "collections_by_driver_last_month", "medium",
        f"""SELECT s.first_name || ' ' || s.last_name AS driver, COUNT(*) AS collections FROM collections co
            JOIN staff s ON s.staff_id = co.driver_id
            WHERE co.collected_on {LAST_MONTH} AND co.status <> 'Missed'
            GROUP BY co.driver_id ORDER BY collections DESC""",
        "How many pickups did each driver make in October?",
        "Last month's collections per driver, busiest first, leaving out the missed ones.",
    ),
    template(
        "collections_by_route_this_year", "medium",
        f"""SELECT cl.route, COUNT(*) AS collections FROM collections co JOIN clients cl ON cl.client_id = co.client_id
            WHERE co.collected_on {THIS_YEAR} AND co.status <> 'Missed' GROUP BY cl.route ORDER BY collections DESC""",
        "Which rounds are doing the most work this year? Collections made on each route.",
        "How many stops have the vans made on each route in 2025, excluding missed ones?",
    ),
    template(
        "hours_by_role_last_month", "medium",
        f"""SELECT s.role, ROUND(SUM(sh.hours), 1) AS hours FROM shifts sh JOIN staff s ON s.staff_id = sh.staff_id
            WHERE sh.status = 'Worked' AND sh.shift_date {LAST_MONTH} GROUP BY s.role ORDER BY hours DESC""",
        "How many hours did each job role put in during October?",
        "Total hours worked last month, split by role, most first.",
    ),
    template(
        "average_invoice_by_sector_this_year", "medium",
        f"""SELECT cl.sector, ROUND(AVG(i.total), 2) AS average_invoice FROM invoices i
            JOIN clients cl ON cl.client_id = i.client_id
            WHERE i.week_start {THIS_YEAR} GROUP BY cl.sector ORDER BY average_invoice DESC""",
        "What does a typical weekly invoice come to for each sector this year?",
        "Average weekly bill per sector in 2025, highest first.",
    ),
    template(
        "lost_clients_by_competitor", "medium",
        """SELECT lost_to, COUNT(*) AS clients FROM clients WHERE lost_to IS NOT NULL
           GROUP BY lost_to ORDER BY clients DESC, lost_to""",
        "Which competitors have been taking our customers, and how many has each taken?",
        "Count the accounts we've lost by the rival laundry that won them.",
    ),
    template(
        "collections_by_weekday_this_year", "medium",
        f"""SELECT {day_name("collected_on")} AS weekday, COUNT(*) AS collections FROM collections
            WHERE collected_on {THIS_YEAR} AND status <> 'Missed'
            GROUP BY strftime('%w', collected_on) ORDER BY strftime('%w', collected_on)""",
        "How do this year's collections spread across the days of the week?",
        "Which days are the vans busiest? Count 2025's pickups by weekday.",
    ),
    template(
        "restaurant_kg_run_up_to_christmas", "medium",
        f"""SELECT {month_only("substr(co.collected_on, 1, 7)")} AS month, ROUND(SUM(co.kg_collected), 1) AS kg
            FROM collections co JOIN clients cl ON cl.client_id = co.client_id
            WHERE cl.sector = 'Restaurant' AND co.collected_on BETWEEN '2024-10-01' AND '2024-12-31'
            GROUP BY substr(co.collected_on, 1, 7) ORDER BY substr(co.collected_on, 1, 7)""",
        "How did the restaurants' laundry build up to Christmas last year? Kilos for October, November, December 2024.",
        "Restaurant volumes in the last quarter of 2024, month by month in kg: did the party season show?",
    ),
    template(
        "client_invoiced_in_year", "medium",
        """SELECT ROUND(SUM(i.total), 2) FROM invoices i JOIN clients cl ON cl.client_id = i.client_id
           WHERE cl.name = {client} AND substr(i.week_start, 1, 4) = '2024'""",
        "What did we bill {client} in total for 2024?",
        "How much was {client} worth to us in invoices last year?",
        slots=_clients("contract_start < '2024-01-01' AND status = 'Active' AND sector IN ('Hotel', 'Care Home')"),
    ),
    template(
        "bust_hotel_loss", "medium",
        """SELECT ROUND(SUM(i.total - i.amount_paid), 2) FROM invoices i JOIN clients cl ON cl.client_id = i.client_id
           WHERE cl.status = 'Ceased Trading' AND i.status = 'Written Off'""",
        "How much did we lose when the hotel that went bust stopped paying us?",
        "The client that ceased trading left us with unpaid bills: what did we end up writing off?",
    ),
    template(
        "slowest_payers_this_year", "medium",
        f"""SELECT cl.name, ROUND(AVG(julianday(i.paid_on) - julianday(i.due_on)), 1) AS days_late FROM invoices i
            JOIN clients cl ON cl.client_id = i.client_id
            WHERE i.status = 'Paid' AND i.issued_on {THIS_YEAR}
            GROUP BY cl.name ORDER BY days_late DESC LIMIT 2""",
        "Which two clients pay us latest, on average days past the due date, for this year's invoices?",
        "Name our two slowest payers in 2025 and how many days after the due date they pay, on average.",
    ),
    template(
        "price_per_kg_achieved_by_year", "medium",
        """SELECT substr(week_start, 1, 4) AS year, ROUND(SUM(laundry_charge) / SUM(kg_billed), 3) AS per_kg
           FROM invoices WHERE kg_billed > 0 GROUP BY year ORDER BY year""",
        "What have we actually been getting per kilo from weight-priced clients each year, after the April rises?",
        "Year by year, what's our average achieved laundry price per kg billed (before minimums and write-offs)?",
    ),
    template(
        "clients_hitting_minimum_most", "medium",
        """SELECT cl.name, COUNT(*) AS weeks FROM invoices i JOIN clients cl ON cl.client_id = i.client_id
           WHERE i.minimum_top_up > 0 GROUP BY cl.name ORDER BY weeks DESC, cl.name LIMIT 5""",
        "Which clients most often fall short of their weekly minimum charge? Top five by number of weeks.",
        "Show me the five accounts that have needed a minimum-charge top-up the most weeks.",
    ),
    template(
        "busiest_week_in_year", "medium",
        """SELECT week_start, ROUND(SUM(total), 2) AS invoiced FROM invoices WHERE substr(week_start, 1, 4) = {year}
           GROUP BY week_start ORDER BY invoiced DESC LIMIT 1""",
        "Which was our biggest week for invoicing in {year}, and what did it come to? Give the Monday it started.",
        "In {year}, which week did we bill the most for, and how much?",
        slots=FULL_YEARS, n=2,
    ),
    template(
        "absence_rate_by_role_this_year", "medium",
        f"""SELECT s.role, ROUND(100.0 * SUM(sh.status <> 'Worked') / COUNT(*), 2) AS absence_rate
            FROM shifts sh JOIN staff s ON s.staff_id = sh.staff_id
            WHERE sh.shift_date {THIS_YEAR} AND s.role <> 'Driver'
            GROUP BY s.role ORDER BY absence_rate DESC, s.role""",
        "Leaving the drivers out, what's the absence rate for each role on the floor this year, sick days and "
        "no-shows as a share of rostered shifts?",
        "By role, excluding drivers, what percentage of this year's shifts did people miss, off sick or no-show?",
    ),
    template(
        "late_payment_share_by_terms", "medium",
        f"""SELECT cl.payment_terms_days, ROUND(100.0 * SUM(i.paid_on > i.due_on) / COUNT(*), 2) AS late_share
            FROM invoices i JOIN clients cl ON cl.client_id = i.client_id
            WHERE i.status = 'Paid' AND i.issued_on {THIS_YEAR}
            GROUP BY cl.payment_terms_days ORDER BY cl.payment_terms_days""",
        "Do clients on 30-day terms pay late less often than those on 14 days? Share of this year's paid invoices "
        "that came in after the due date, for each.",
        "For 2025's settled invoices, what percentage were paid late, split by the client's payment terms?",
    ),
]
