"""Gold questions over ``marina``, the medium section of ``TEMPLATES``: a join, or grouping."""

from envs.analyst.task_bank.calendar_sql import day_name, month_name, month_only
from envs.analyst.task_bank.marina.fragments import FULL_YEARS, LAST_SUMMER, PAID_VISIT, THIS_SEASON
from envs.analyst.tasks import template

TEMPLATES = [
    template(
        "visitor_income_last_summer_by_month", "medium",
        f"""SELECT {month_only("substr(arrival, 1, 7)")} AS month, ROUND(SUM(fee), 2) AS income FROM visits
            WHERE {PAID_VISIT} AND arrival {LAST_SUMMER}
            GROUP BY substr(arrival, 1, 7) ORDER BY substr(arrival, 1, 7)""",
        "Break last summer's visitor income down month by month.",
        "How did visitor berthing income go over June, July and August this year, month by month?",
    ),
    template(
        "fuel_takings_by_fuel", "medium",
        """SELECT fuel, ROUND(SUM(total), 2) AS takings, ROUND(SUM(litres), 2) AS litres FROM fuel_sales
           WHERE substr(sold_at, 1, 4) = {year} GROUP BY fuel ORDER BY fuel""",
        "How did the fuel dock's {year} takings split between diesel and petrol? Litres too, please.",
        "For {year}, give me diesel and petrol separately: money taken and litres sold.",
        slots=FULL_YEARS, n=2,
    ),
    template(
        "holders_per_pontoon", "medium",
        """SELECT b.pontoon, COUNT(*) AS contracts FROM berth_contracts c JOIN berths b ON b.berth_id = c.berth_id
           WHERE c.status = 'Active' GROUP BY b.pontoon ORDER BY contracts DESC, b.pontoon""",
        "As things stand, how many berths are let on annual contracts on each pontoon, moorings and dry stack included?",
        "Give me a count of the running annual contracts by pontoon, busiest first.",
    ),
    template(
        "top_visitor_home_ports_this_season", "medium",
        f"""SELECT bt.home_port, COUNT(*) AS visits FROM visits v JOIN boats bt ON bt.boat_id = v.boat_id
            WHERE v.status <> 'Cancelled' AND v.arrival {THIS_SEASON} AND bt.home_port IS NOT NULL
            GROUP BY bt.home_port ORDER BY visits DESC LIMIT 5""",
        "Where did this season's visitors sail in from? The five home ports we saw most often, with the number of visits.",
        "Top 5 home ports among the boats that visited us this season, by number of stays.",
    ),
    template(
        "yard_income_by_job_type_2024", "medium",
        """SELECT job_type, ROUND(SUM(invoiced), 2) AS invoiced FROM yard_jobs
           WHERE status = 'Completed' AND completed_on BETWEEN '2024-01-01' AND '2024-12-31'
           GROUP BY job_type ORDER BY invoiced DESC""",
        "What did the boatyard invoice in 2024 for each kind of job, biggest earner first?",
        "Split last year's yard income by job type — lift-outs, antifouling, engines and so on.",
    ),
    template(
        "visitor_nights_for_boat", "medium",
        """SELECT SUM(v.nights) FROM visits v JOIN boats bt ON bt.boat_id = v.boat_id
           WHERE bt.registration = {registration} AND v.status = 'Departed'""",
        "How many nights in all has {boat} ({registration}) spent with us as a visitor?",
        "{boat}, registration {registration}, keeps coming back — how many nights has she stayed altogether?",
        slots="""SELECT bt.name AS boat, bt.registration FROM boats bt JOIN visits v ON v.boat_id = bt.boat_id
                 WHERE bt.registration IS NOT NULL AND v.status = 'Departed'
                 GROUP BY bt.boat_id HAVING COUNT(*) >= 8 ORDER BY bt.boat_id""",
        n=2,
    ),
    template(
        "yard_jobs_per_technician_2025", "medium",
        """SELECT s.first_name || ' ' || s.last_name AS technician, COUNT(*) AS jobs
           FROM yard_jobs j JOIN staff s ON s.staff_id = j.technician_id
           WHERE j.status = 'Completed' AND j.completed_on >= '2025-01-01'
           GROUP BY s.staff_id ORDER BY jobs DESC""",
        "How many jobs has each of the yard techs finished so far this year?",
        "Rank the yard technicians by completed jobs this year.",
    ),
    template(
        "visitor_rate_per_night_by_berth_type_2025", "medium",
        """SELECT b.berth_type, ROUND(SUM(v.fee) / SUM(v.nights), 2) AS per_night
           FROM visits v JOIN berths b ON b.berth_id = v.berth_id
           WHERE v.status = 'Departed' AND v.arrival >= '2025-01-01' GROUP BY b.berth_type ORDER BY b.berth_type""",
        "This year, what have visitors actually paid per night on average, on the pontoon compared with a swing mooring?",
        "Pontoon versus mooring: what's the average visitor fee per night this year?",
    ),
    template(
        "busiest_visitor_month_2024", "medium",
        f"""SELECT {month_only("substr(arrival, 1, 7)")} AS month, SUM(nights) AS nights FROM visits
            WHERE status = 'Departed' AND substr(arrival, 1, 4) = '2024'
            GROUP BY substr(arrival, 1, 7) ORDER BY nights DESC LIMIT 1""",
        "Which month of 2024 brought us the most visitor nights, and how many was that?",
        "In 2024, what was the peak month for visiting boats, counting nights spent?",
    ),
    template(
        "top_fuel_server_this_year", "medium",
        """SELECT s.first_name || ' ' || s.last_name AS name, COUNT(*) AS sales
           FROM fuel_sales f JOIN staff s ON s.staff_id = f.staff_id
           WHERE f.sold_at >= '2025-01-01' GROUP BY s.staff_id ORDER BY sales DESC LIMIT 1""",
        "Who's served the most customers on the fuel dock this year, and how many?",
        "Which member of staff has rung up the most fuel sales this year?",
    ),
    template(
        "average_diesel_price_by_year", "medium",
        """SELECT substr(sold_at, 1, 4) AS year, ROUND(SUM(total) / SUM(litres), 3) AS per_litre FROM fuel_sales
           WHERE fuel = 'Diesel' GROUP BY year ORDER BY year""",
        "Litre for litre, what did our diesel customers pay on average each year?",
        "What was the average price per litre of the diesel we sold in each year, weighting by litres?",
    ),
    template(
        "visit_cancellation_rate_by_year", "medium",
        """SELECT substr(arrival, 1, 4) AS year,
                  ROUND(100.0 * SUM(status = 'Cancelled') / SUM(booked_on IS NOT NULL), 2) AS cancelled_pct
           FROM visits GROUP BY year ORDER BY year""",
        "Of the visitor bookings made ahead, what percentage were cancelled, year by year?",
        "Show the cancellation rate on advance visitor bookings for each year.",
    ),
    template(
        "new_contract_price_by_berth_type_2025", "medium",
        """SELECT b.berth_type, ROUND(AVG(c.price), 2) AS avg_price FROM berth_contracts c
           JOIN berths b ON b.berth_id = c.berth_id
           WHERE c.start_date >= '2025-01-01' GROUP BY b.berth_type ORDER BY avg_price DESC""",
        "For contracts starting this year, what's the average annual price on a pontoon, a mooring and in the dry stack?",
        "What are this year's contracts averaging per year, by type of berth?",
    ),
    template(
        "busiest_arrival_weekday_2025", "medium",
        f"""SELECT {day_name("arrival")} AS day, COUNT(*) AS arrivals FROM visits
            WHERE status <> 'Cancelled' AND arrival >= '2025-01-01'
            GROUP BY strftime('%w', arrival) ORDER BY arrivals DESC LIMIT 1""",
        "Which day of the week do most visitors arrive on this year, and how many arrivals is that?",
        "What's the busiest arrival day for visiting boats this year?",
    ),
    template(
        "top_fuel_boats_2024", "medium",
        """SELECT bt.name, bt.registration, ROUND(SUM(f.total), 2) AS spent
           FROM fuel_sales f JOIN boats bt ON bt.boat_id = f.boat_id
           WHERE f.sold_at BETWEEN '2024-01-01' AND '2024-12-31'
           GROUP BY bt.boat_id ORDER BY spent DESC LIMIT 3""",
        "Which three boats spent the most at the fuel dock in 2024? Registration and amount for each.",
        "Our thirstiest boats last year: top 3 by fuel spend, with their registrations.",
    ),
    template(
        "yard_jobs_by_status_2025", "medium",
        """SELECT status, COUNT(*) AS jobs FROM yard_jobs WHERE scheduled_for >= '2025-01-01'
           GROUP BY status ORDER BY jobs DESC""",
        "Where do this year's yard jobs stand? Count them by status.",
        "For jobs scheduled this year, how many are done, cancelled, in hand or still to come?",
    ),
    template(
        "liveaboards_by_pontoon", "medium",
        """SELECT b.pontoon, COUNT(*) AS liveaboards FROM berth_contracts c JOIN berths b ON b.berth_id = c.berth_id
           WHERE c.status = 'Active' AND c.liveaboard = 1 GROUP BY b.pontoon ORDER BY b.pontoon""",
        "Which pontoons are our liveaboards on at the moment, and how many on each?",
        "Break down today's liveaboards by pontoon.",
    ),
    template(
        "fuel_in_month_by_payment", "medium",
        """SELECT payment_method, ROUND(SUM(total), 2) AS takings FROM fuel_sales
           WHERE substr(sold_at, 1, 7) = {month} GROUP BY payment_method ORDER BY takings DESC""",
        "How was the fuel money paid in {month_name} — card, cash or account? Amounts for each.",
        "Break down {month_name}'s fuel takings by how customers paid.",
        slots=f"""SELECT DISTINCT substr(sold_at, 1, 7) AS month, {month_name("substr(sold_at, 1, 7)")} AS month_name
                  FROM fuel_sales WHERE substr(sold_at, 6, 2) IN ('07', '08') ORDER BY month""",
        n=2,
    ),
    template(
        "terminations_by_berth_type", "medium",
        """SELECT b.berth_type, COUNT(*) AS terminated FROM berth_contracts c JOIN berths b ON b.berth_id = c.berth_id
           WHERE c.status = 'Terminated' GROUP BY b.berth_type ORDER BY terminated DESC, b.berth_type""",
        "Where do people give up their berths early? Count the terminated contracts by type of berth.",
        "How many early terminations have we had on pontoon berths, moorings and dry stack respectively?",
    ),
    template(
        "unpaid_visitor_bills_by_year", "medium",
        """SELECT substr(arrival, 1, 4) AS year, COUNT(*) AS bills, ROUND(SUM(fee), 2) AS owed FROM visits
           WHERE status = 'Departed' AND payment_status = 'Unpaid' GROUP BY year ORDER BY year""",
        "How many visitor bills are still unpaid from each year, and how much do they add up to?",
        "Year by year, what are we still owed by visitors who left without paying?",
    ),
    template(
        "visiting_boats_per_year", "medium",
        """SELECT substr(arrival, 1, 4) AS year, COUNT(DISTINCT boat_id) AS boats FROM visits
           WHERE status <> 'Cancelled' GROUP BY year ORDER BY year""",
        "How many different visiting boats have come in each year? Count each boat once a year, however often she called.",
        "Year by year, how many separate boats have visited us?",
    ),
    template(
        "owner_boat_count_lookup", "medium",
        """SELECT COUNT(*) FROM boat_owners bo JOIN owners o ON o.owner_id = bo.owner_id
           WHERE o.email = {email} AND bo.owned_to IS NULL""",
        "How many boats does {owner} ({email}) own at the moment, as far as our records go?",
        "As far as our records show, how many boats does {owner} currently have? Email on file: {email}.",
        slots="""SELECT o.first_name || ' ' || o.last_name AS owner, o.email FROM owners o
                 JOIN boat_owners bo ON bo.owner_id = o.owner_id
                 WHERE o.email IS NOT NULL AND bo.owned_to IS NULL
                 GROUP BY o.owner_id HAVING COUNT(*) >= 2 ORDER BY o.owner_id""",
        n=2,
    ),
]
