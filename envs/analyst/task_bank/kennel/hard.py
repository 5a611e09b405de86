"""Gold questions over ``kennel``, the hard section of ``TEMPLATES``: 3+ tables, nesting, windows."""

from envs.analyst.task_bank.calendar_sql import month_only
from envs.analyst.task_bank.kennel.fragments import CHECKIN_YEARS, NIGHTS, _months
from envs.analyst.tasks import template

TEMPLATES = [
    template(
        "top_clients_2025", "hard",
        """WITH spend AS (
               SELECT o.owner_id, o.first_name || ' ' || o.last_name AS owner, SUM(s.total) AS spent
               FROM owners o JOIN dogs d ON d.owner_id = o.owner_id JOIN stays s ON s.dog_id = d.dog_id
               WHERE s.status = 'Completed' AND substr(s.check_out, 1, 4) = '2025'
               GROUP BY o.owner_id)
           SELECT owner, ROUND(spent, 2) AS spent FROM spend ORDER BY spent DESC LIMIT 5""",
        "Who were our top 5 clients by total spend in 2025 (stays that ended that year), and how much did each spend?",
        "List the five owners who spent the most with us for stays checking out in 2025, with their totals.",
    ),
    template(
        "owner_lifetime_spend", "hard",
        """SELECT ROUND(SUM(s.total), 2) FROM owners o JOIN dogs d ON d.owner_id = o.owner_id
           JOIN stays s ON s.dog_id = d.dog_id WHERE o.email = {email} AND s.status = 'Completed'""",
        "How much has {owner_name} ({email}) spent with us in total, across all their dogs?",
        "What's the lifetime value of {owner_name}, email {email} — everything billed for all their dogs' stays?",
        "Across all their dogs, what has {owner_name} ({email}) spent with us in total?",
        slots="""SELECT o.first_name || ' ' || o.last_name AS owner_name, o.email FROM owners o
                 WHERE o.owner_id IN (SELECT d.owner_id FROM dogs d JOIN stays s ON s.dog_id = d.dog_id
                                      WHERE s.status = 'Completed' GROUP BY d.owner_id
                                      HAVING COUNT(DISTINCT d.dog_id) >= 2)
                 ORDER BY o.owner_id""",
        n=3,
    ),
    template(
        "breed_most_nights_2024", "hard",
        f"""SELECT b.name, CAST(SUM({NIGHTS}) AS INTEGER) AS nights
            FROM stays s JOIN dogs d ON d.dog_id = s.dog_id JOIN breeds b ON b.breed_id = d.breed_id
            WHERE s.status = 'Completed' AND substr(s.check_in, 1, 4) = '2024'
            GROUP BY b.breed_id ORDER BY nights DESC LIMIT 1""",
        "Which breed spent the most nights with us in 2024, and how many nights was that?",
        "Counting stays that started in 2024, which breed racked up the most boarding nights?",
    ),
    template(
        "revenue_change_vs_previous_month", "hard",
        """WITH monthly AS (
               SELECT substr(check_out, 1, 7) AS month, SUM(total) AS revenue FROM stays
               WHERE status = 'Completed' GROUP BY month),
           change AS (
               SELECT month, 100.0 * (revenue - LAG(revenue) OVER (ORDER BY month))
                             / LAG(revenue) OVER (ORDER BY month) AS pct_change
               FROM monthly)
           SELECT ROUND(pct_change, 2) FROM change WHERE month = {month}""",
        "By what percentage did our revenue change in {month_name} compared with the month before? Count each stay in the month it checked out.",
        "How did {month_name} takings compare with the previous month, as a percentage change (stays counted by check-out month)?",
        slots=_months("check_out", "2023-06", "2025-11", "status = 'Completed'"), n=2,
    ),
    template(
        "busiest_month_each_year", "hard",
        f"""WITH monthly AS (
                SELECT substr(check_in, 1, 4) AS year, substr(check_in, 1, 7) AS month, COUNT(*) AS check_ins
                FROM stays WHERE status <> 'Cancelled' GROUP BY month),
            ranked AS (
                SELECT year, month, check_ins,
                       RANK() OVER (PARTITION BY year ORDER BY check_ins DESC) AS rnk FROM monthly)
            SELECT year, {month_only("month")} AS busiest_month, check_ins FROM ranked WHERE rnk = 1 ORDER BY year""",
        "For each year, which month had the most check-ins (ignoring cancellations), and how many?",
        "What was the peak month for check-ins in each year we've been open?",
    ),
    template(
        "top_staff_per_role_2025", "hard",
        """WITH jobs AS (
               SELECT st.role, st.first_name || ' ' || st.last_name AS name, COUNT(*) AS services
               FROM staff st JOIN stay_services ss ON ss.staff_id = st.staff_id
               WHERE ss.service_date BETWEEN '2025-01-01' AND '2025-12-31'
               GROUP BY st.staff_id),
           ranked AS (SELECT *, RANK() OVER (PARTITION BY role ORDER BY services DESC) AS rnk FROM jobs)
           SELECT role, name, services FROM ranked WHERE rnk = 1 ORDER BY role""",
        "In 2025, for each staff role that carries out add-on services, who handled the most of them, and how many?",
        "For each role that does add-on services, name the person who logged the most service jobs in 2025, with the count.",
    ),
    template(
        "luxury_suites_above_average_2025", "hard",
        """WITH lodging AS (
               SELECT r.code, SUM(s.lodging_total) AS revenue FROM runs r JOIN stays s ON s.run_id = r.run_id
               WHERE r.run_type = 'Luxury Suite' AND s.status = 'Completed' AND substr(s.check_out, 1, 4) = '2025'
               GROUP BY r.run_id)
           SELECT code, ROUND(revenue, 2) AS revenue FROM lodging
           WHERE revenue > (SELECT AVG(revenue) FROM lodging) ORDER BY revenue DESC""",
        "Which luxury suites earned more in lodging than the average luxury suite in 2025 (stays that ended that year)?",
        "List the luxury suites whose 2025 boarding revenue beat the luxury-suite average, with their revenue.",
    ),
    template(
        "repeat_client_rate", "hard",
        """WITH per_owner AS (
               SELECT d.owner_id, COUNT(*) AS stays FROM stays s JOIN dogs d ON d.dog_id = s.dog_id
               WHERE s.status <> 'Cancelled' GROUP BY d.owner_id)
           SELECT ROUND(100.0 * SUM(stays >= 2) / COUNT(*), 2) FROM per_owner""",
        "Of the owners who have boarded a dog with us, what percentage have had at least two stays (any of their dogs)?",
        "What share of our boarding clients are repeat customers, i.e. two or more stays across their dogs? As a percentage.",
    ),
    template(
        "revenue_by_town_2025", "hard",
        """SELECT o.city, ROUND(SUM(s.total), 2) AS revenue
           FROM stays s JOIN dogs d ON d.dog_id = s.dog_id JOIN owners o ON o.owner_id = d.owner_id
           WHERE s.status = 'Completed' AND substr(s.check_out, 1, 4) = '2025'
           GROUP BY o.city ORDER BY revenue DESC LIMIT 5""",
        "Which five towns did the most 2025 revenue come from, and how much from each?",
        "Where are our best-paying clients? Top 5 towns by revenue from stays ending in 2025.",
    ),
    template(
        "dog_most_nights_in_year", "hard",
        f"""SELECT d.name AS dog, o.first_name || ' ' || o.last_name AS owner, CAST(SUM({NIGHTS}) AS INTEGER) AS nights
            FROM stays s JOIN dogs d ON d.dog_id = s.dog_id JOIN owners o ON o.owner_id = d.owner_id
            WHERE s.status = 'Completed' AND substr(s.check_in, 1, 4) = {{year}}
            GROUP BY d.dog_id ORDER BY nights DESC LIMIT 1""",
        "Which dog spent the most nights with us in {year}, who owns it, and how many nights was it?",
        "Counting stays that started in {year}, which dog boarded the most nights? Give the dog, its owner and the nights.",
        slots=CHECKIN_YEARS, n=2,
    ),
    template(
        "first_time_dogs_2025", "hard",
        """SELECT COUNT(*) FROM (SELECT dog_id, MIN(check_in) AS first_stay FROM stays
                                 WHERE status <> 'Cancelled' GROUP BY dog_id)
           WHERE first_stay BETWEEN '2025-01-01' AND '2025-12-31'""",
        "In 2025, how many dogs boarded with us for the very first time?",
        "Brand-new canine guests in 2025 — dogs whose first ever stay was that year: what's the count?",
    ),
    template(
        "average_gap_between_stays", "hard",
        """WITH visits AS (
               SELECT dog_id, check_in,
                      LAG(check_out) OVER (PARTITION BY dog_id ORDER BY check_in) AS previous_check_out
               FROM stays WHERE status = 'Completed')
           SELECT ROUND(AVG(julianday(check_in) - julianday(previous_check_out)), 2) FROM visits
           WHERE previous_check_out IS NOT NULL""",
        "When a dog comes back to us, how many days on average have passed since its previous check-out? Use completed stays.",
        "For returning dogs, what's the average gap in days between one completed stay's check-out and the next one's check-in?",
    ),
    template(
        "occupancy_in_month", "hard",
        """WITH bounds AS (
               SELECT date({month} || '-01') AS first_day, date({month} || '-01', '+1 month') AS next_month),
           used AS (
               SELECT SUM(julianday(MIN(s.check_out, b.next_month))
                          - julianday(MAX(s.check_in, b.first_day))) AS run_nights
               FROM stays s, bounds b
               WHERE s.status <> 'Cancelled' AND s.check_in < b.next_month AND s.check_out > b.first_day)
           SELECT ROUND(100.0 * u.run_nights
                        / ((SELECT COUNT(*) FROM runs) * (julianday(b.next_month) - julianday(b.first_day))), 2)
           FROM used u, bounds b""",
        "What was our occupancy in {month_name}: run-nights occupied as a percentage of all run-nights available?",
        "How full were we in {month_name}? Give occupied run-nights as a percentage of total run capacity for the month.",
        slots=_months("check_in", "2023-04", "2025-11"), n=2,
    ),
    template(
        "top_service_per_category_2025", "hard",
        """WITH revenue AS (
               SELECT sv.category, sv.name, SUM(ss.quantity * ss.unit_price) AS revenue
               FROM stay_services ss JOIN services sv ON sv.service_id = ss.service_id
               WHERE ss.service_date BETWEEN '2025-01-01' AND '2025-12-31'
               GROUP BY sv.service_id),
           ranked AS (SELECT *, RANK() OVER (PARTITION BY category ORDER BY revenue DESC) AS rnk FROM revenue)
           SELECT category, name, ROUND(revenue, 2) AS revenue FROM ranked WHERE rnk = 1 ORDER BY category""",
        "For each service category, which add-on earned the most in 2025, and how much?",
        "What was the top-earning service in each category last year (2025)?",
    ),
    template(
        "family_bookings", "hard",
        """SELECT COUNT(*) FROM (
               SELECT d.owner_id, s.check_in FROM stays s JOIN dogs d ON d.dog_id = s.dog_id
               WHERE s.status <> 'Cancelled'
               GROUP BY d.owner_id, s.check_in HAVING COUNT(*) >= 2)""",
        "Count the occasions when an owner checked in two or more of their dogs on the same day.",
        "How often do families board several dogs together — count the owner-and-day combinations with at least two dogs checking in.",
    ),
    template(
        "running_revenue_first_half_2025", "hard",
        """WITH monthly AS (
               SELECT substr(check_out, 1, 7) AS month, SUM(total) AS revenue FROM stays
               WHERE status = 'Completed' AND check_out BETWEEN '2025-01-01' AND '2025-06-30'
               GROUP BY month)
           SELECT month, ROUND(SUM(revenue) OVER (ORDER BY month), 2) AS revenue_to_date FROM monthly ORDER BY month""",
        "Show our cumulative revenue month by month for January to June 2025 (stays counted in their check-out month).",
        "How did revenue build up through the first half of 2025? Give the running total at the end of each month.",
    ),
    template(
        "run_type_nights_growth", "hard",
        f"""WITH nights AS (
                SELECT r.run_type,
                       SUM(CASE WHEN substr(s.check_in, 1, 4) = '2024' THEN {NIGHTS} END) AS nights_2024,
                       SUM(CASE WHEN substr(s.check_in, 1, 4) = '2025' THEN {NIGHTS} END) AS nights_2025
                FROM stays s JOIN runs r ON r.run_id = s.run_id
                WHERE s.status = 'Completed' GROUP BY r.run_type)
            SELECT run_type, ROUND(100.0 * (nights_2025 - nights_2024) / nights_2024, 2) AS pct_change
            FROM nights ORDER BY run_type""",
        "How did the number of nights booked in each type of run change from 2024 to 2025, in percent? Use completed stays by check-in year.",
        "Year on year, 2024 to 2025: what was the percentage growth in boarded nights for standard runs, deluxe runs and luxury suites?",
    ),
    template(
        "lapsed_2023_clients", "hard",
        """WITH per_owner AS (
               SELECT d.owner_id, MAX(s.check_in) AS last_stay FROM stays s JOIN dogs d ON d.dog_id = s.dog_id
               WHERE s.status <> 'Cancelled' GROUP BY d.owner_id)
           SELECT COUNT(*) FROM per_owner WHERE last_stay < '2024-01-01'""",
        "How many clients boarded a dog with us in 2023 but haven't been back since?",
        "Lapsed clients: count the owners whose last stay with us was back in 2023.",
    ),
    template(
        "breed_group_addon_spend", "hard",
        """SELECT b.breed_group, ROUND(AVG(s.total - s.lodging_total), 2) AS avg_addons
           FROM stays s JOIN dogs d ON d.dog_id = s.dog_id JOIN breeds b ON b.breed_id = d.breed_id
           WHERE s.status = 'Completed' GROUP BY b.breed_group ORDER BY avg_addons DESC LIMIT 1""",
        "Which breed group spends the most on add-on services per completed stay, and what's the average?",
        "Owners of which breed group pay the most for extras per stay on average?",
    ),
    template(
        "clients_above_average_2024", "hard",
        """WITH spend AS (
               SELECT d.owner_id, SUM(s.total) AS spent FROM stays s JOIN dogs d ON d.dog_id = s.dog_id
               WHERE s.status = 'Completed' AND substr(s.check_out, 1, 4) = '2024' GROUP BY d.owner_id)
           SELECT COUNT(*) FROM spend WHERE spent > (SELECT AVG(spent) FROM spend)""",
        "Among clients who paid us something for stays ending in 2024, how many spent more than the average such client?",
        "How many owners beat the average 2024 client spend (stays that checked out in 2024)?",
    ),
    template(
        "top_breed_per_size_2025", "hard",
        """WITH counts AS (
               SELECT b.size_class, b.name, COUNT(*) AS stays
               FROM stays s JOIN dogs d ON d.dog_id = s.dog_id JOIN breeds b ON b.breed_id = d.breed_id
               WHERE s.status <> 'Cancelled' AND substr(s.check_in, 1, 4) = '2025'
               GROUP BY b.breed_id),
           ranked AS (SELECT *, RANK() OVER (PARTITION BY size_class ORDER BY stays DESC) AS rnk FROM counts)
           SELECT size_class, name, stays FROM ranked WHERE rnk = 1 ORDER BY size_class""",
        "For each size class, which breed boarded with us most often in 2025, and how many stays?",
        "In 2025, what was the most frequent breed among small, medium, large and giant dogs, with stay counts?",
    ),
]
