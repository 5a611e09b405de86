"""Gold questions over ``bike_hire``, the hard section of ``TEMPLATES``: 3+ tables, nesting, ranking, windows."""

from envs.analyst.task_bank.bike_hire.fragments import DISTRICTS, _ride_months
from envs.analyst.task_bank.calendar_sql import month_only
from envs.analyst.tasks import template

TEMPLATES = [
    template(
        "busiest_station_each_year", "hard",
        """WITH departures AS (
               SELECT substr(r.started_at, 1, 4) AS year, s.name, COUNT(*) AS rides
               FROM rides r JOIN stations s ON s.station_id = r.start_station_id
               GROUP BY year, s.station_id),
           ranked AS (SELECT *, RANK() OVER (PARTITION BY year ORDER BY rides DESC) AS rnk FROM departures)
           SELECT year, name, rides FROM ranked WHERE rnk = 1 ORDER BY year""",
        "For each year we've been running, which station had the most rides starting from it, and how many?",
        "Year by year, what was the busiest station and its number of departures?",
    ),
    template(
        "revenue_change_vs_previous_month", "hard",
        """WITH monthly AS (
               SELECT substr(started_at, 1, 7) AS month, SUM(fare) AS revenue FROM rides
               WHERE refunded = 0 GROUP BY month),
           change AS (
               SELECT month, 100.0 * (revenue - LAG(revenue) OVER (ORDER BY month))
                             / LAG(revenue) OVER (ORDER BY month) AS pct_change
               FROM monthly)
           SELECT ROUND(pct_change, 2) FROM change WHERE month = {month}""",
        "How did fare revenue in {month_name} compare with the month before, as a percentage change?",
        "By what percent did takings move in {month_name} versus the previous month?",
        slots=_ride_months("2023-05", "2025-11"), n=2,
    ),
    template(
        "joined_at_price", "hard",
        """SELECT COUNT(*) FROM members m JOIN plans p ON p.plan_id = m.plan_id
           JOIN plan_prices pp ON pp.plan_id = p.plan_id
           WHERE pp.plan_price_id = {plan_price_id} AND m.joined_on >= pp.valid_from
             AND (pp.valid_to IS NULL OR m.joined_on <= pp.valid_to)""",
        "How many people signed up for the {plan} while it was priced at £{price}?",
        "While the {plan} cost £{price}, how many new members joined on it?",
        slots="""SELECT pp.plan_price_id, p.name AS plan, printf('%.2f', pp.price) AS price
                 FROM plan_prices pp JOIN plans p ON p.plan_id = pp.plan_id ORDER BY pp.plan_price_id""",
        n=3,
    ),
    template(
        "ebike_share_by_district_2025", "hard",
        """SELECT s.district, ROUND(100.0 * SUM(b.bike_type = 'E') / COUNT(*), 2) AS ebike_pct
           FROM rides r JOIN bikes b ON b.bike_id = r.bike_id JOIN stations s ON s.station_id = r.start_station_id
           WHERE r.started_at >= '2025-01-01' GROUP BY s.district ORDER BY ebike_pct DESC""",
        "In each district, what percentage of this year's rides were on e-bikes? Highest first.",
        "Where are e-bikes most popular? For 2025, give the e-bike share of rides starting in each district.",
    ),
    template(
        "biggest_net_outflow_2025", "hard",
        """WITH flows AS (
               SELECT start_station_id AS station_id, -1 AS delta FROM rides WHERE started_at >= '2025-01-01'
               UNION ALL
               SELECT end_station_id, 1 FROM rides WHERE started_at >= '2025-01-01' AND end_station_id IS NOT NULL)
           SELECT s.name, -SUM(f.delta) AS net_loss FROM flows f JOIN stations s ON s.station_id = f.station_id
           GROUP BY s.station_id ORDER BY net_loss DESC LIMIT 1""",
        "Which station keeps running out of bikes — more rides leaving it than arriving — the most this year, and by how many?",
        "For rebalancing: in 2025, which station had the largest excess of departures over arrivals, and what was the gap?",
    ),
    template(
        "repair_cost_per_ride_by_model", "hard",
        """WITH spend AS (
               SELECT b.model, SUM(j.cost) AS cost FROM maintenance_jobs j JOIN bikes b ON b.bike_id = j.bike_id
               GROUP BY b.model),
           usage AS (
               SELECT b.model, COUNT(*) AS rides FROM rides r JOIN bikes b ON b.bike_id = r.bike_id GROUP BY b.model)
           SELECT spend.model, ROUND(spend.cost / usage.rides, 2) AS cost_per_ride
           FROM spend JOIN usage ON usage.model = spend.model ORDER BY cost_per_ride DESC""",
        "Per ride taken, how much has each bike model cost us in repairs since launch? Most expensive first.",
        "Which models are cheapest to keep running? Give total repair spend divided by rides for each model.",
    ),
    template(
        "members_never_ridden", "hard",
        "SELECT COUNT(*) FROM members WHERE member_id NOT IN (SELECT member_id FROM rides WHERE member_id IS NOT NULL)",
        "How many people have paid for a membership but never taken a single ride?",
        "Count the members who have no rides at all on record.",
    ),
    template(
        "repeat_casual_share", "hard",
        """WITH per_rider AS (SELECT casual_id, COUNT(*) AS rides FROM rides WHERE casual_id IS NOT NULL
                              GROUP BY casual_id)
           SELECT ROUND(100.0 * SUM(rides >= 2) / COUNT(*), 2) FROM per_rider""",
        "What percentage of casual riders have come back for a second ride (or more)?",
        "Of everyone who has paid per ride, what share used us more than once? As a percentage.",
    ),
    template(
        "top_mechanic_each_year", "hard",
        """WITH jobs AS (
               SELECT substr(j.completed_on, 1, 4) AS year, m.name, COUNT(*) AS jobs
               FROM maintenance_jobs j JOIN mechanics m ON m.mechanic_id = j.mechanic_id
               WHERE j.completed_on IS NOT NULL GROUP BY year, m.mechanic_id),
           ranked AS (SELECT *, RANK() OVER (PARTITION BY year ORDER BY jobs DESC) AS rnk FROM jobs)
           SELECT year, name, jobs FROM ranked WHERE rnk = 1 ORDER BY year""",
        "Who completed the most repair jobs each year, and how many?",
        "For every year, name the mechanic (or workshop) that finished the most jobs, with the count.",
    ),
    template(
        "running_rides_first_half_2025", "hard",
        """WITH monthly AS (
               SELECT substr(started_at, 1, 7) AS month, COUNT(*) AS rides FROM rides
               WHERE started_at BETWEEN '2025-01-01' AND '2025-06-30 23:59' GROUP BY month)
           SELECT month, SUM(rides) OVER (ORDER BY month) AS rides_to_date FROM monthly ORDER BY month""",
        "Show how rides added up through the first half of this year: the running total at the end of each month, January to June.",
        "Cumulative ride count by month for January–June 2025?",
    ),
    template(
        "top_route_2025", "hard",
        """SELECT a.name AS from_station, b.name AS to_station, COUNT(*) AS rides
           FROM rides r JOIN stations a ON a.station_id = r.start_station_id
           JOIN stations b ON b.station_id = r.end_station_id
           WHERE r.started_at >= '2025-01-01' AND r.end_station_id <> r.start_station_id
           GROUP BY r.start_station_id, r.end_station_id ORDER BY rides DESC LIMIT 1""",
        "What was the most popular A-to-B journey this year (different start and end stations), and how many rides made it?",
        "In 2025, which pair of stations — from one to another — saw the most trips?",
    ),
    template(
        "busiest_month_each_year", "hard",
        f"""WITH monthly AS (
                SELECT substr(started_at, 1, 4) AS year, substr(started_at, 1, 7) AS month, COUNT(*) AS rides
                FROM rides GROUP BY month),
            ranked AS (SELECT *, RANK() OVER (PARTITION BY year ORDER BY rides DESC) AS rnk FROM monthly)
            SELECT year, {month_only("month")} AS busiest_month, rides FROM ranked WHERE rnk = 1 ORDER BY year""",
        "What was the peak month for rides in each year, and how many rides did it have?",
        "For every year so far, which month was busiest on the bikes?",
    ),
    template(
        "rides_per_riding_member_2025", "hard",
        """SELECT ROUND(AVG(rides), 2) FROM (
               SELECT member_id, COUNT(*) AS rides FROM rides
               WHERE member_id IS NOT NULL AND started_at >= '2025-01-01' GROUP BY member_id)""",
        "Among members who've ridden at least once this year, how many rides has each taken on average?",
        "Average rides per member in 2025, counting only members who actually rode?",
    ),
    template(
        "stations_above_district_average", "hard",
        """WITH departures AS (
               SELECT s.name, COUNT(*) AS rides FROM rides r JOIN stations s ON s.station_id = r.start_station_id
               WHERE s.district = {district} AND r.started_at >= '2025-01-01' GROUP BY s.station_id)
           SELECT name, rides FROM departures WHERE rides > (SELECT AVG(rides) FROM departures) ORDER BY rides DESC""",
        "In {district}, which stations had more rides starting there this year than the district's average station?",
        "Which {district} stations beat the district average for 2025 departures? Give their ride counts.",
        slots=DISTRICTS, n=3,
    ),
    template(
        "idle_bikes", "hard",
        """SELECT COUNT(*) FROM bikes WHERE retired_on IS NULL
             AND bike_id NOT IN (SELECT bike_id FROM rides WHERE started_at >= '2025-11-01')""",
        "How many bikes still in the fleet haven't been ridden at all this month (November)?",
        "Fleet check: count the in-service bikes that have had no hires since 1 November 2025.",
    ),
    template(
        "lost_bikes_2025", "hard",
        """SELECT b.serial, s.name AS hired_from, substr(r.started_at, 1, 10) AS day
           FROM rides r JOIN bikes b ON b.bike_id = r.bike_id JOIN stations s ON s.station_id = r.start_station_id
           WHERE r.status = 'Bike Lost' AND r.started_at >= '2025-01-01' ORDER BY r.started_at""",
        "Which bikes went missing on a ride this year? Give each bike's serial, the station it was hired from and the date.",
        "For the police log: list the 2025 rides where the bike was reported lost — serial number, pick-up station and day, in date order.",
    ),
    template(
        "days_to_first_ride", "hard",
        """WITH first_ride AS (SELECT member_id, MIN(started_at) AS first_at FROM rides
                               WHERE member_id IS NOT NULL GROUP BY member_id)
           SELECT ROUND(AVG(julianday(substr(f.first_at, 1, 10)) - julianday(m.joined_on)), 2)
           FROM members m JOIN first_ride f ON f.member_id = m.member_id
           WHERE m.joined_on >= '2024-01-01' AND m.joined_on < '2025-01-01'""",
        "For people who joined in 2024, how many days on average passed between signing up and their first ride?",
        "How long does a 2024 joiner typically wait before first using the bikes? Mean days from joining to first ride, for those who have ridden.",
    ),
    template(
        "rides_per_member_by_plan_2025", "hard",
        """SELECT p.name, ROUND(1.0 * COUNT(*) / COUNT(DISTINCT m.member_id), 2) AS rides_per_member
           FROM rides r JOIN members m ON m.member_id = r.member_id JOIN plans p ON p.plan_id = m.plan_id
           WHERE r.started_at >= '2025-01-01' GROUP BY p.plan_id ORDER BY rides_per_member DESC""",
        "Which plan's members ride the most? For 2025, average rides per riding member on each plan.",
        "Compare annual, monthly and concession members this year: rides per member who rode.",
    ),
    template(
        "first_month_riders_2024", "hard",
        """SELECT ROUND(100.0 * SUM(EXISTS (SELECT 1 FROM rides r WHERE r.member_id = m.member_id
                                                AND substr(r.started_at, 1, 10) <= date(m.joined_on, '+30 days')))
                        / COUNT(*), 2)
           FROM members m WHERE m.joined_on BETWEEN '2024-01-01' AND '2024-12-31'""",
        "What percentage of the people who joined in 2024 took a ride within 30 days of joining?",
        "Of 2024's new members, what share got on a bike in their first 30 days? As a percentage.",
    ),
    template(
        "members_every_month_2025", "hard",
        """SELECT COUNT(*) FROM (
               SELECT member_id FROM rides WHERE member_id IS NOT NULL AND started_at >= '2025-01-01'
               GROUP BY member_id HAVING COUNT(DISTINCT substr(started_at, 1, 7)) = 11)""",
        "How many members have ridden in every single month of this year so far (January to November)?",
        "Our most loyal riders: how many members took at least one ride in each month from January to November 2025?",
    ),
    template(
        "district_revenue_share_2025", "hard",
        """SELECT s.district, ROUND(100.0 * SUM(r.fare) / SUM(SUM(r.fare)) OVER (), 2) AS revenue_pct
           FROM rides r JOIN stations s ON s.station_id = r.start_station_id
           WHERE r.refunded = 0 AND r.started_at >= '2025-01-01' GROUP BY s.district ORDER BY revenue_pct DESC""",
        "What share of this year's fare revenue came from rides starting in each district? Biggest first, as percentages.",
        "Split 2025 revenue by district of departure, in percent of the total.",
    ),
]
