"""Gold questions over ``bike_hire``, the medium section of ``TEMPLATES``: a join, or grouping."""

from envs.analyst.task_bank.bike_hire.fragments import RIDE_YEARS
from envs.analyst.task_bank.calendar_sql import day_name, month_only
from envs.analyst.tasks import template

TEMPLATES = [
    template(
        "ebike_average_minutes", "medium",
        """SELECT ROUND(AVG(r.duration_min), 2) FROM rides r JOIN bikes b ON b.bike_id = r.bike_id
           WHERE b.bike_type = 'E'""",
        "How long does a typical e-bike ride last, in minutes?",
        "On average, how many minutes do people keep an e-bike out for?",
    ),
    template(
        "busiest_station_in_year", "medium",
        """SELECT s.name, COUNT(*) AS departures FROM rides r JOIN stations s ON s.station_id = r.start_station_id
           WHERE substr(r.started_at, 1, 4) = {year} GROUP BY s.station_id ORDER BY departures DESC LIMIT 1""",
        "Which was our busiest station in {year}, and how many rides started there?",
        "In {year}, where did the most hires begin? Give the station and the number of rides.",
        slots=RIDE_YEARS, n=2,
    ),
    template(
        "top_stations_2025", "medium",
        """SELECT s.name, COUNT(*) AS departures FROM rides r JOIN stations s ON s.station_id = r.start_station_id
           WHERE r.started_at >= '2025-01-01' GROUP BY s.station_id ORDER BY departures DESC LIMIT 5""",
        "Top five stations this year by number of rides starting there, please, with the counts.",
        "Where do most 2025 journeys begin? List the 5 busiest pick-up stations and how many rides each had.",
    ),
    template(
        "rides_per_district_2025", "medium",
        """SELECT s.district, COUNT(*) AS rides FROM rides r JOIN stations s ON s.station_id = r.start_station_id
           WHERE r.started_at >= '2025-01-01' GROUP BY s.district ORDER BY rides DESC""",
        "For the council report: how many rides started in each district in 2025, busiest district first?",
        "Break down this year's rides by the district they started in.",
    ),
    template(
        "monthly_revenue_2024", "medium",
        f"""SELECT {month_only("substr(started_at, 1, 7)")} AS month, ROUND(SUM(fare), 2) AS revenue FROM rides
            WHERE refunded = 0 AND substr(started_at, 1, 4) = '2024'
            GROUP BY substr(started_at, 1, 7) ORDER BY substr(started_at, 1, 7)""",
        "Month by month, what did fares bring in during 2024?",
        "Can I see 2024's fare takings for each month, January to December?",
    ),
    template(
        "current_plan_prices", "medium",
        """SELECT p.name, pp.price FROM plans p JOIN plan_prices pp ON pp.plan_id = p.plan_id
           WHERE pp.valid_to IS NULL ORDER BY pp.price""",
        "What do our membership plans cost at the moment? Cheapest first.",
        "Give me today's price for each type of pass, from the lowest.",
    ),
    template(
        "annual_pass_price_on", "medium",
        """SELECT pp.price FROM plan_prices pp JOIN plans p ON p.plan_id = pp.plan_id
           WHERE p.code = 'ANNUAL' AND pp.valid_from <= {day} AND (pp.valid_to IS NULL OR pp.valid_to >= {day})""",
        "What did an annual pass cost on {day_words}?",
        "If someone had bought a yearly membership on {day_words}, what would they have paid?",
        slots="""SELECT '2023-07-14' AS day, '14 July 2023' AS day_words
                 UNION ALL SELECT '2025-01-20', '20 January 2025' ORDER BY day""",
        n=2,
    ),
    template(
        "active_members_by_plan", "medium",
        """SELECT p.name, COUNT(*) AS members FROM members m JOIN plans p ON p.plan_id = m.plan_id
           WHERE m.cancelled_on IS NULL GROUP BY p.plan_id ORDER BY members DESC""",
        "How are our active members split across the different plans?",
        "For each kind of pass, how many members currently hold one?",
    ),
    template(
        "cancel_reasons_2025", "medium",
        """SELECT cancel_reason, COUNT(*) AS members FROM members
           WHERE cancelled_on >= '2025-01-01' AND cancel_reason IS NOT NULL
           GROUP BY cancel_reason ORDER BY members DESC""",
        "Why are people leaving? Count this year's cancellations by the reason given, most common first.",
        "Among members who cancelled in 2025 and said why, what reasons did they give and how often?",
    ),
    template(
        "repair_cost_by_type_2025", "medium",
        """SELECT job_type, ROUND(SUM(cost), 2) AS spend FROM maintenance_jobs
           WHERE completed_on >= '2025-01-01' GROUP BY job_type ORDER BY spend DESC LIMIT 3""",
        "Which three kinds of repair have cost us the most this year, and how much each?",
        "Where is the workshop money going in 2025? Top 3 job types by spend.",
    ),
    template(
        "mechanic_jobs_2024", "medium",
        """SELECT COUNT(*) FROM maintenance_jobs j JOIN mechanics m ON m.mechanic_id = j.mechanic_id
           WHERE m.name = {mechanic} AND substr(j.completed_on, 1, 4) = '2024'""",
        "How many jobs did {mechanic} complete in 2024?",
        "What was {mechanic}'s workload in 2024 — number of repair jobs finished?",
        slots="SELECT name AS mechanic FROM mechanics WHERE started_on < '2024-01-01' ORDER BY mechanic_id", n=2,
    ),
    template(
        "weekday_peak_hour", "medium",
        """SELECT CAST(substr(started_at, 12, 2) AS INTEGER) AS hour FROM rides
           WHERE strftime('%w', started_at) BETWEEN '1' AND '5'
           GROUP BY hour ORDER BY COUNT(*) DESC LIMIT 1""",
        "On weekdays, which hour of the day sees the most rides starting?",
        "Monday to Friday, when is our peak hour for hires?",
    ),
    template(
        "member_ride_count", "medium",
        """SELECT COUNT(*) FROM rides r JOIN members m ON m.member_id = r.member_id WHERE m.email = {email}""",
        "How many rides has {member} ({email}) taken with us?",
        "Look up {member}, email {email}: how many times have they hired a bike?",
        "Total rides for member {member} — the one with the address {email}?",
        slots="""SELECT m.first_name || ' ' || m.last_name AS member, m.email FROM members m
                 WHERE m.member_id IN (SELECT member_id FROM rides GROUP BY member_id HAVING COUNT(*) >= 40)
                   AND m.first_name || m.last_name IN (SELECT first_name || last_name FROM members
                                                      GROUP BY first_name, last_name HAVING COUNT(*) > 1)
                 ORDER BY m.member_id""",
        n=3,
    ),
    template(
        "disputes_per_year", "medium",
        """SELECT substr(started_at, 1, 4) AS year, SUM(disputed) AS disputed, SUM(disputed * refunded) AS refunded
           FROM rides GROUP BY year ORDER BY year""",
        "Each year, how many fares were disputed, and how many of those disputes ended in a refund?",
        "Year by year: disputed charges, and the number of disputed rides we refunded.",
    ),
    template(
        "casual_countries", "medium",
        """SELECT home_country, COUNT(*) AS riders FROM casual_riders WHERE home_country IS NOT NULL
           AND home_country <> 'GB' GROUP BY home_country ORDER BY riders DESC LIMIT 3""",
        "Apart from the UK, which three countries do most of our casual riders come from? Give the country codes from their cards and how many riders each.",
        "Top 3 overseas card country codes among pay-per-ride customers, with rider counts.",
    ),
    template(
        "repairs_per_bike_by_model", "medium",
        """SELECT b.model, ROUND(1.0 * COUNT(j.job_id) / COUNT(DISTINCT b.bike_id), 2) AS jobs_per_bike
           FROM bikes b LEFT JOIN maintenance_jobs j ON j.bike_id = b.bike_id
           GROUP BY b.model ORDER BY jobs_per_bike DESC""",
        "Which bike models spend the most time in the workshop? Give the number of repair jobs per bike for each model.",
        "For every model in the fleet, how many maintenance jobs has an average bike needed?",
    ),
    template(
        "station_average_trip", "medium",
        """SELECT ROUND(AVG(r.duration_min), 2) FROM rides r JOIN stations s ON s.station_id = r.start_station_id
           WHERE s.name = {station} AND s.district = {district}""",
        "How long are rides that start at {station} in {district}, on average, in minutes?",
        "For hires picked up at {station} ({district}), what's the mean ride time?",
        slots="""SELECT name AS station, district FROM stations WHERE name IN ('Church Street', 'Riverside Quay')
                 ORDER BY station_id""",
        n=3,
    ),
    template(
        "busiest_weekday_2025", "medium",
        f"""SELECT {day_name("started_at")} AS weekday, COUNT(*) AS rides FROM rides
            WHERE started_at >= '2025-01-01' GROUP BY strftime('%w', started_at) ORDER BY rides DESC LIMIT 1""",
        "Which day of the week has been busiest for rides this year?",
        "So far in 2025, on which weekday do we get the most hires, and how many?",
    ),
    template(
        "casual_ebike_fare_2025", "medium",
        """SELECT ROUND(AVG(r.fare), 2) FROM rides r JOIN bikes b ON b.bike_id = r.bike_id
           WHERE r.casual_id IS NOT NULL AND b.bike_type = 'E' AND r.started_at >= '2025-01-01'""",
        "What does a pay-as-you-go rider pay on average for an e-bike ride this year?",
        "Average casual fare for an electric bike hire in 2025?",
    ),
    template(
        "mechanic_turnaround_2025", "medium",
        """SELECT m.name, ROUND(AVG(julianday(j.completed_on) - julianday(j.reported_on)), 2) AS days
           FROM maintenance_jobs j JOIN mechanics m ON m.mechanic_id = j.mechanic_id
           WHERE j.completed_on >= '2025-01-01' GROUP BY m.mechanic_id ORDER BY days""",
        "How quickly does each mechanic turn jobs around? Average days from report to completion for 2025 jobs, fastest first.",
        "For repairs finished this year, what's each mechanic's average turnaround in days? Quickest first.",
    ),
    template(
        "top_member_fare_spend_2025", "medium",
        """SELECT m.first_name || ' ' || m.last_name AS member, ROUND(SUM(r.fare), 2) AS paid
           FROM rides r JOIN members m ON m.member_id = r.member_id
           WHERE r.refunded = 0 AND r.started_at >= '2025-01-01'
           GROUP BY m.member_id ORDER BY paid DESC LIMIT 3""",
        "Which three members have paid the most in ride charges (overtime and e-bike minutes) this year?",
        "On top of their pass, who are the three members who've spent most on fares in 2025, and how much?",
    ),
    template(
        "casual_revenue_by_country_summer", "medium",
        """SELECT c.home_country, ROUND(SUM(r.fare), 2) AS revenue
           FROM rides r JOIN casual_riders c ON c.casual_id = r.casual_id
           WHERE r.refunded = 0 AND substr(r.started_at, 1, 7) IN ('2025-06', '2025-07', '2025-08')
             AND c.home_country <> 'GB'
           GROUP BY c.home_country ORDER BY revenue DESC LIMIT 3""",
        "Last summer, which three overseas countries (by card country code) brought us the most pay-per-ride revenue, and how much?",
        "June to August 2025: top 3 foreign card country codes by casual fare revenue?",
    ),
]
