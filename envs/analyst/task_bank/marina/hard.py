"""Gold questions over ``marina``, the hard section of ``TEMPLATES``: 3+ tables, nesting, ranking, windows."""

from envs.analyst.task_bank.calendar_sql import month_only
from envs.analyst.task_bank.marina.fragments import LAST_SEASON, PAID_VISIT, THIS_SEASON, _in_force
from envs.analyst.tasks import template

TEMPLATES = [
    template(
        "current_owner_of_sold_boat", "hard",
        """SELECT o.first_name || ' ' || o.last_name AS owner FROM boats bt
           JOIN boat_owners bo ON bo.boat_id = bt.boat_id JOIN owners o ON o.owner_id = bo.owner_id
           WHERE bt.registration = {registration} AND bo.owned_to IS NULL""",
        "{boat} ({registration}) changed hands a while back. Who owns her now?",
        "Who's the current owner of {boat}, registration {registration}?",
        slots="""SELECT bt.name AS boat, bt.registration FROM boats bt JOIN boat_owners bo ON bo.boat_id = bt.boat_id
                 WHERE bt.registration IS NOT NULL AND bo.owned_to IS NOT NULL ORDER BY bt.boat_id""",
        n=2,
    ),
    template(
        "annual_occupancy_on_day", "hard",
        f"""SELECT ROUND(100.0 * (SELECT COUNT(DISTINCT c.berth_id) FROM berth_contracts c
                                  WHERE {_in_force("c.", "{day}")})
                     / (SELECT COUNT(*) FROM berths WHERE annual_rate IS NOT NULL), 2)""",
        "What was our occupancy on {day_name}: the share of the annual berths that were let?",
        "On {day_name}, what percentage of the berths we let by the year actually had a contract on them?",
        slots="SELECT '2024-07-01' AS day, '1 July 2024' AS day_name UNION ALL SELECT '2025-01-01', 'New Year''s Day 2025'",
        n=2,
    ),
    template(
        "most_loyal_visitors", "hard",
        """SELECT bt.name, o.first_name || ' ' || o.last_name AS owner, SUM(v.nights) AS nights
           FROM visits v JOIN boats bt ON bt.boat_id = v.boat_id
           JOIN boat_owners bo ON bo.boat_id = bt.boat_id AND bo.owned_to IS NULL
           JOIN owners o ON o.owner_id = bo.owner_id
           WHERE v.status = 'Departed' GROUP BY bt.boat_id ORDER BY nights DESC, bt.name LIMIT 5""",
        "Who are our most loyal visitors? The five visiting boats with the most nights here over the years, and who owns each now.",
        "Top 5 visiting boats by total nights spent with us — the boat, her current owner and the nights.",
    ),
    template(
        "renewal_rate_2024", "hard",
        """SELECT ROUND(100.0 * SUM(EXISTS (SELECT 1 FROM berth_contracts r WHERE r.previous_contract_id = c.contract_id))
                      / COUNT(*), 2)
           FROM berth_contracts c
           WHERE c.status = 'Ended' AND c.end_date BETWEEN '2024-01-01' AND '2024-12-31'""",
        "Of the berth contracts that ran their full term and came up for renewal in 2024, what percentage did we renew?",
        "What was our renewal rate last year — contracts that ran to their end date in 2024 and were renewed, as a percentage?",
    ),
    template(
        "visitor_income_season_change", "hard",
        f"""WITH seasons AS (
                SELECT SUM(CASE WHEN arrival {LAST_SEASON} THEN fee END) AS last_season,
                       SUM(CASE WHEN arrival {THIS_SEASON} THEN fee END) AS this_season
                FROM visits WHERE {PAID_VISIT})
            SELECT ROUND(100.0 * (this_season - last_season) / last_season, 2) FROM seasons""",
        "Is visitor income up or down on last season? Give me the percentage change.",
        "How does this season's visitor income compare with last season's, in percent?",
    ),
    template(
        "fuel_running_total_2025", "hard",
        f"""WITH monthly AS (
                SELECT substr(sold_at, 1, 7) AS month, SUM(total) AS takings FROM fuel_sales
                WHERE sold_at >= '2025-01-01' GROUP BY month)
            SELECT {month_only("month")} AS month, ROUND(SUM(takings) OVER (ORDER BY month), 2) AS takings_to_date
            FROM monthly ORDER BY monthly.month""",
        "Show me how the fuel dock's takings have built up this year, as a running total at the end of each month.",
        "Month by month, what's the cumulative fuel income for this year so far?",
    ),
    template(
        "holders_with_several_boats", "hard",
        """SELECT COUNT(*) FROM (SELECT owner_id FROM berth_contracts WHERE status = 'Active'
                                 GROUP BY owner_id HAVING COUNT(DISTINCT boat_id) > 1)""",
        "How many of our berth holders have more than one boat in with us right now?",
        "Count the current berth holders who keep two or more boats here.",
    ),
    template(
        "yard_income_by_pontoon_2025", "hard",
        """SELECT b.pontoon, ROUND(SUM(j.invoiced), 2) AS invoiced
           FROM yard_jobs j JOIN berth_contracts c ON c.boat_id = j.boat_id
                AND j.scheduled_for BETWEEN c.start_date AND COALESCE(c.terminated_on, c.end_date)
           JOIN berths b ON b.berth_id = c.berth_id
           WHERE j.status = 'Completed' AND j.completed_on >= '2025-01-01'
           GROUP BY b.pontoon ORDER BY invoiced DESC""",
        "This year, how much yard work did we invoice to the boats on each pontoon (moorings and dry stack too)? Going by where the boat was berthed when the job was done.",
        "Which pontoons' berth holders are the yard's best customers this year? Invoiced amount per pontoon, counting each job against the berth the boat held at the time.",
    ),
    template(
        "top_overrun_technician_per_job_type", "hard",
        """WITH overrun AS (
               SELECT j.job_type, s.first_name || ' ' || s.last_name AS technician,
                      AVG(100.0 * (j.invoiced - j.quoted) / j.quoted) AS pct
               FROM yard_jobs j JOIN staff s ON s.staff_id = j.technician_id
               WHERE j.status = 'Completed' GROUP BY j.job_type, s.staff_id HAVING COUNT(*) >= 5),
           ranked AS (SELECT *, RANK() OVER (PARTITION BY job_type ORDER BY pct DESC) AS rnk FROM overrun)
           SELECT job_type, technician, ROUND(pct, 2) AS avg_overrun_pct FROM ranked WHERE rnk = 1 ORDER BY job_type""",
        "For each type of yard job, which technician's jobs tend to run furthest over quote? Average overrun in percent, only counting techs with at least five of that job done.",
        "Whose jobs overshoot the quote most, job type by job type? Give the technician and their average overrun percentage (five or more completed jobs of the type).",
    ),
    template(
        "visitors_returning_2025", "hard",
        """WITH y2024 AS (SELECT DISTINCT boat_id FROM visits WHERE status <> 'Cancelled' AND substr(arrival, 1, 4) = '2024'),
                y2025 AS (SELECT DISTINCT boat_id FROM visits WHERE status <> 'Cancelled' AND substr(arrival, 1, 4) = '2025')
           SELECT ROUND(100.0 * (SELECT COUNT(*) FROM y2024 WHERE boat_id IN (SELECT boat_id FROM y2025))
                        / (SELECT COUNT(*) FROM y2024), 2)""",
        "Of the visiting boats that came to us in 2024, what percentage have been back this year?",
        "How many of last year's visitors returned this year? As a percentage of last year's visiting boats.",
    ),
    template(
        "best_visitor_month_each_year", "hard",
        f"""WITH monthly AS (
                SELECT substr(arrival, 1, 4) AS year, substr(arrival, 1, 7) AS month, SUM(fee) AS income FROM visits
                WHERE {PAID_VISIT} GROUP BY month),
            ranked AS (SELECT *, RANK() OVER (PARTITION BY year ORDER BY income DESC) AS rnk FROM monthly)
            SELECT year, {month_only("month")} AS best_month, ROUND(income, 2) AS income FROM ranked
            WHERE rnk = 1 ORDER BY year""",
        "For each year, which month brought in the most visitor income, and how much?",
        "What was the best month for visitor income in each year we've been running the place?",
    ),
    template(
        "last_diesel_price_change", "hard",
        """WITH daily AS (SELECT DISTINCT substr(sold_at, 1, 10) AS day, price_per_litre FROM fuel_sales
                          WHERE fuel = 'Diesel'),
                changes AS (SELECT day, LAG(price_per_litre) OVER (ORDER BY day) AS old_price,
                                   price_per_litre AS new_price FROM daily)
           SELECT day, old_price, new_price FROM changes WHERE old_price <> new_price ORDER BY day DESC LIMIT 1""",
        "When did the diesel price at the pump last change, and what did it go from and to? The first day we sold at the new price will do.",
        "What was the most recent change to our diesel price: the first day it applied, the old price and the new one?",
    ),
    template(
        "empty_annual_berths_now", "hard",
        """SELECT code FROM berths WHERE annual_rate IS NOT NULL
           AND berth_id NOT IN (SELECT berth_id FROM berth_contracts WHERE status = 'Active') ORDER BY code""",
        "Which of our annual berths are sitting empty at the moment? Berth numbers, please.",
        "List the berths we let by the year that have no current contract on them.",
    ),
    template(
        "visitor_occupancy_in_month", "hard",
        """WITH bounds AS (
               SELECT date({month} || '-01') AS first_day, date({month} || '-01', '+1 month') AS next_month),
           used AS (
               SELECT SUM(julianday(MIN(COALESCE(v.departure, '2025-10-01'), b.next_month))
                          - julianday(MAX(v.arrival, b.first_day))) AS berth_nights
               FROM visits v, bounds b
               WHERE v.status <> 'Cancelled' AND v.arrival < b.next_month
                 AND COALESCE(v.departure, '2025-10-01') > b.first_day)
           SELECT ROUND(100.0 * u.berth_nights
                        / ((SELECT COUNT(*) FROM berths WHERE daily_rate IS NOT NULL)
                           * (julianday(b.next_month) - julianday(b.first_day))), 2)
           FROM used u, bounds b""",
        "How full were the visitor berths in {month_name}? Occupied berth-nights as a percentage of what we had available.",
        "What was visitor occupancy in {month_name}, counting every visitor berth and mooring night?",
        slots="SELECT '2024-08' AS month, 'August 2024' AS month_name UNION ALL SELECT '2025-05', 'May 2025'",
        n=2,
    ),
    template(
        "fuel_share_by_customer_kind_2025", "hard",
        """WITH sales AS (
               SELECT f.total,
                      CASE WHEN f.boat_id IS NULL THEN 'Walk-up'
                           WHEN f.boat_id IN (SELECT boat_id FROM berth_contracts) THEN 'Berth holder'
                           ELSE 'Visitor' END AS customer
               FROM fuel_sales f WHERE f.sold_at >= '2025-01-01')
           SELECT customer, ROUND(100.0 * SUM(total) / (SELECT SUM(total) FROM sales), 2) AS share_pct
           FROM sales GROUP BY customer ORDER BY share_pct DESC""",
        "Who buys our fuel? This year's fuel takings split between berth holders' boats, visiting boats and walk-ups we didn't note, as percentages.",
        "What share of this year's fuel money came from our own berth holders, from visitors, and from unnoted walk-ups?",
    ),
    template(
        "top_yard_customers_2024", "hard",
        """SELECT o.first_name || ' ' || o.last_name AS owner, ROUND(SUM(j.invoiced), 2) AS spent
           FROM yard_jobs j JOIN boat_owners bo ON bo.boat_id = j.boat_id
                AND bo.owned_from <= j.completed_on AND (bo.owned_to IS NULL OR j.completed_on < bo.owned_to)
           JOIN owners o ON o.owner_id = bo.owner_id
           WHERE j.status = 'Completed' AND j.completed_on BETWEEN '2024-01-01' AND '2024-12-31'
           GROUP BY o.owner_id ORDER BY spent DESC LIMIT 3""",
        "Who were the yard's three biggest customers in 2024, and what did each of them spend? Bill each job to whoever owned the boat at the time.",
        "Name the three owners who spent the most in the boatyard last year, with their totals (jobs go to the owner at the time).",
    ),
    template(
        "renewal_price_increase_2025", "hard",
        """SELECT ROUND(AVG(100.0 * (c.price - p.price) / p.price), 2)
           FROM berth_contracts c JOIN berth_contracts p ON p.contract_id = c.previous_contract_id
           JOIN berths b ON b.berth_id = c.berth_id
           WHERE c.start_date >= '2025-01-01' AND b.berth_type = 'Pontoon'""",
        "When pontoon berth holders renewed this year, how much more were they asked to pay, on average, in percent?",
        "For this year's pontoon renewals, what was the average percentage rise on the previous contract's price?",
    ),
    template(
        "sold_mid_contract", "hard",
        """SELECT COUNT(*) FROM berth_contracts c
           WHERE c.status = 'Terminated'
             AND EXISTS (SELECT 1 FROM boat_owners bo WHERE bo.boat_id = c.boat_id AND bo.owner_id = c.owner_id
                         AND bo.owned_to = c.terminated_on)""",
        "How many berth contracts ended early because the holder sold the boat?",
        "Count the contracts that were cut short when the boat was sold.",
    ),
    template(
        "longest_visit_this_season", "hard",
        f"""SELECT bt.name, bt.home_port, o.country, SUM(v.nights) AS nights
            FROM visits v JOIN boats bt ON bt.boat_id = v.boat_id
            JOIN boat_owners bo ON bo.boat_id = v.boat_id AND bo.owned_to IS NULL
            JOIN owners o ON o.owner_id = bo.owner_id
            WHERE v.status = 'Departed' AND v.arrival {THIS_SEASON}
            GROUP BY bt.boat_id ORDER BY nights DESC LIMIT 1""",
        "Which visiting boat has spent the most nights with us this season, all her visits together? Name, home port, her owner's country and the nights.",
        "This season's most faithful visitor: which boat stayed the most nights in total, where's she from, which country is her owner from, and how many nights?",
    ),
    template(
        "fuel_month_vs_year_before", "hard",
        """WITH monthly AS (SELECT substr(sold_at, 1, 7) AS month, SUM(total) AS takings FROM fuel_sales GROUP BY month)
           SELECT ROUND(100.0 * (m.takings - p.takings) / p.takings, 2) FROM monthly m
           JOIN monthly p ON p.month = substr(date(m.month || '-01', '-1 year'), 1, 7) WHERE m.month = {month}""",
        "How did the fuel dock do in {month_name} compared with the same month a year earlier, as a percentage change?",
        "Fuel takings in {month_name} against the same month the year before: up or down, by how much in percent?",
        slots="SELECT '2024-07' AS month, 'July 2024' AS month_name UNION ALL SELECT '2025-08', 'August 2025'",
        n=2,
    ),
    template(
        "owner_berth_history", "hard",
        """SELECT COUNT(DISTINCT c.berth_id) FROM berth_contracts c JOIN owners o ON o.owner_id = c.owner_id
           JOIN berths b ON b.berth_id = c.berth_id WHERE o.email = {email} AND b.berth_type = 'Pontoon'""",
        "How many different pontoon berths has {owner} ({email}) held contracts on with us?",
        "{owner}, email {email}: across all their contracts, how many separate pontoon berths have they had?",
        slots="""SELECT o.first_name || ' ' || o.last_name AS owner, o.email FROM owners o
                 JOIN berth_contracts c ON c.owner_id = o.owner_id JOIN berths b ON b.berth_id = c.berth_id
                 WHERE o.email IS NOT NULL AND b.berth_type = 'Pontoon'
                 GROUP BY o.owner_id HAVING COUNT(DISTINCT c.berth_id) >= 2 ORDER BY o.owner_id""",
        n=2,
    ),
]
