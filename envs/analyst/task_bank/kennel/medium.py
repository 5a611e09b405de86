"""Gold questions over ``kennel``, the medium section of ``TEMPLATES``: a join, or grouping.

A few here are labelled hard, as ``classify_difficulty`` rates their gold SQL; they stay in this section so the
bank's order, and so the task order, is unchanged.
"""

from envs.analyst.task_bank.calendar_sql import month_only
from envs.analyst.task_bank.kennel.fragments import CHECKOUT_YEARS, NIGHTS, _months
from envs.analyst.tasks import template

TEMPLATES = [
    template(
        "takings_by_payment_method", "medium",
        """SELECT payment_method, ROUND(SUM(total), 2) AS takings FROM stays
           WHERE status = 'Completed' AND substr(check_out, 1, 4) = {year}
           GROUP BY payment_method ORDER BY takings DESC""",
        "Break down what we took for stays ending in {year} by payment method, biggest first.",
        "How much came in by card, cash and bank transfer for stays that checked out in {year}?",
        slots=CHECKOUT_YEARS, n=2,
    ),
    template(
        "stays_per_run_type_2025", "medium",
        """SELECT r.run_type, COUNT(*) AS stays FROM stays s JOIN runs r ON r.run_id = s.run_id
           WHERE s.status <> 'Cancelled' AND substr(s.check_in, 1, 4) = '2025'
           GROUP BY r.run_type ORDER BY stays DESC""",
        "Give the number of stays each type of run got in 2025 (by check-in, not counting cancellations).",
        "For stays starting in 2025, how were they split between standard runs, deluxe runs and luxury suites?",
    ),
    template(
        "top_breeds", "medium",
        """SELECT b.name, COUNT(*) AS dogs FROM dogs d JOIN breeds b ON b.breed_id = d.breed_id
           GROUP BY b.breed_id ORDER BY dogs DESC LIMIT 5""",
        "What are the five most common breeds among the dogs on our books, and how many of each?",
        "Which 5 breeds do we see the most of? Give the number of registered dogs for each.",
    ),
    template(
        "multi_dog_owners", "hard",
        "SELECT COUNT(*) FROM (SELECT owner_id FROM dogs GROUP BY owner_id HAVING COUNT(*) > 1)",
        "Among our owners, how many have more than one dog registered with us?",
        "What's the number of multi-dog households we have on file?",
    ),
    template(
        "addon_revenue_by_category_2024", "medium",
        """SELECT sv.category, ROUND(SUM(ss.quantity * ss.unit_price), 2) AS revenue
           FROM stay_services ss JOIN services sv ON sv.service_id = ss.service_id
           WHERE ss.service_date BETWEEN '2024-01-01' AND '2024-12-31'
           GROUP BY sv.category ORDER BY revenue DESC""",
        "What did each category of add-on service bring in during 2024?",
        "Split our 2024 add-on takings by service category — grooming, exercise, health and training.",
    ),
    template(
        "services_by_staff_member", "medium",
        """SELECT COUNT(*) FROM stay_services ss JOIN staff st ON st.staff_id = ss.staff_id
           WHERE st.first_name || ' ' || st.last_name = {staff_name}
             AND ss.service_date BETWEEN '2024-01-01' AND '2024-12-31'""",
        "How many add-on services did {staff_name} carry out in 2024?",
        "In 2024, how many service jobs were logged against {staff_name}?",
        "Tally up the add-on services {staff_name} carried out in 2024.",
        slots="""SELECT DISTINCT st.first_name || ' ' || st.last_name AS staff_name
                 FROM staff st JOIN stay_services ss ON ss.staff_id = st.staff_id
                 WHERE ss.service_date BETWEEN '2024-01-01' AND '2024-12-31' ORDER BY staff_name""",
        n=3,
    ),
    template(
        "breed_average_weight", "medium",
        """SELECT ROUND(AVG(d.weight_kg), 2) FROM dogs d JOIN breeds b ON b.breed_id = d.breed_id
           WHERE b.name = {breed}""",
        "What's the average weight of the {breed} dogs we look after, in kg?",
        "How heavy is a typical {breed} on our books? Give the mean weight in kilos.",
        "Among the {breed} dogs registered with us, what is the mean weight in kg?",
        slots="SELECT name AS breed FROM breeds ORDER BY name", n=3,
    ),
    template(
        "dog_with_most_stays", "medium",
        """SELECT d.name, COUNT(*) AS stays FROM dogs d JOIN stays s ON s.dog_id = d.dog_id
           WHERE s.status <> 'Cancelled' GROUP BY d.dog_id ORDER BY stays DESC LIMIT 1""",
        "Which dog has boarded with us the most times, and how many stays is that?",
        "Who's our most frequent canine guest? Name and number of stays, not counting cancelled bookings.",
    ),
    template(
        "top_runs_by_lodging_2025", "medium",
        """SELECT r.code, ROUND(SUM(s.lodging_total), 2) AS lodging FROM stays s JOIN runs r ON r.run_id = s.run_id
           WHERE s.status = 'Completed' AND substr(s.check_out, 1, 4) = '2025'
           GROUP BY r.run_id ORDER BY lodging DESC LIMIT 3""",
        "Which three runs earned the most in lodging fees for stays that ended in 2025?",
        "Give me the top 3 runs by boarding revenue (lodging only) in 2025, with the amounts.",
    ),
    template(
        "clients_per_town", "medium",
        "SELECT city, COUNT(*) AS owners FROM owners GROUP BY city ORDER BY owners DESC, city",
        "Give me a count of clients in each town.",
        "Where do our owners live? Give the number of clients per town, most first.",
    ),
    template(
        "busiest_month_2024", "medium",
        f"""SELECT {month_only("substr(check_in, 1, 7)")} AS month, COUNT(*) AS check_ins FROM stays
            WHERE status <> 'Cancelled' AND substr(check_in, 1, 4) = '2024'
            GROUP BY substr(check_in, 1, 7) ORDER BY check_ins DESC LIMIT 1""",
        "Which month of 2024 had the most check-ins, and how many were there?",
        "What was our busiest month for check-ins in 2024?",
    ),
    template(
        "average_nights_by_run_type", "medium",
        f"""SELECT r.run_type, ROUND(AVG({NIGHTS}), 2) AS avg_nights FROM stays s JOIN runs r ON r.run_id = s.run_id
            WHERE s.status = 'Completed' GROUP BY r.run_type ORDER BY r.run_type""",
        "Do guests in our suites stay longer? Give the average nights per completed stay for each type of run.",
        "What's the average length of a completed stay, in nights, in standard runs, deluxe runs and luxury suites?",
    ),
    template(
        "most_booked_service_2025", "medium",
        """SELECT sv.name FROM stay_services ss JOIN services sv ON sv.service_id = ss.service_id
           WHERE ss.service_date BETWEEN '2025-01-01' AND '2025-12-31'
           GROUP BY sv.service_id ORDER BY COUNT(*) DESC LIMIT 1""",
        "Which add-on service was booked most often in 2025?",
        "What was our most popular extra in 2025, by number of times it was added to a stay?",
    ),
    template(
        "staff_without_services", "hard",
        """SELECT first_name || ' ' || last_name AS name FROM staff
           WHERE staff_id NOT IN (SELECT staff_id FROM stay_services WHERE staff_id IS NOT NULL)
           ORDER BY name""",
        "Which staff members have never been logged on an add-on service? Alphabetical list, please.",
        "Who on the team has no service jobs recorded against them at all? List them A to Z.",
    ),
    template(
        "dogs_never_booked", "hard",
        "SELECT COUNT(*) FROM dogs WHERE dog_id NOT IN (SELECT dog_id FROM stays)",
        "How many registered dogs have never had a single booking with us?",
        "Count the dogs on file that have never been booked in.",
    ),
    template(
        "cancellation_rate_by_year", "medium",
        """SELECT substr(check_in, 1, 4) AS year,
                  ROUND(100.0 * SUM(status = 'Cancelled') / COUNT(*), 2) AS cancelled_pct
           FROM stays GROUP BY year ORDER BY year""",
        "What percentage of bookings were cancelled in each year (by check-in date)?",
        "Show our cancellation rate per year as a percentage of all bookings.",
    ),
    template(
        "dogs_per_breed_group", "medium",
        """SELECT b.breed_group, COUNT(*) AS dogs FROM dogs d JOIN breeds b ON b.breed_id = d.breed_id
           GROUP BY b.breed_group ORDER BY dogs DESC, b.breed_group""",
        "Break our registered dogs down by breed group: how many in each?",
        "Break our dogs down by breed group (terriers, hounds and so on), largest group first.",
    ),
    template(
        "nights_for_dog", "medium",
        f"""SELECT CAST(SUM({NIGHTS}) AS INTEGER) FROM stays s JOIN dogs d ON d.dog_id = s.dog_id
            WHERE d.microchip = {{microchip}} AND s.status = 'Completed'""",
        "How many nights in total has {dog_name} (microchip {microchip}) spent with us?",
        "Add up every completed stay for {dog_name}, chip number {microchip}: how many nights is that?",
        slots="""SELECT d.name AS dog_name, d.microchip FROM dogs d JOIN stays s ON s.dog_id = d.dog_id
                 WHERE d.microchip IS NOT NULL AND s.status = 'Completed'
                 GROUP BY d.dog_id HAVING COUNT(*) >= 5 ORDER BY d.dog_id""",
        n=2,
    ),
    template(
        "average_bill_by_payment_method", "medium",
        """SELECT payment_method, ROUND(AVG(total), 2) AS avg_bill FROM stays
           WHERE status = 'Completed' GROUP BY payment_method ORDER BY avg_bill DESC""",
        "Do card, cash and bank-transfer customers spend differently? Give the average bill for each.",
        "What's the average stay bill for each payment method?",
    ),
    template(
        "solo_walks_in_month", "medium",
        """SELECT SUM(ss.quantity) FROM stay_services ss JOIN services sv ON sv.service_id = ss.service_id
           WHERE sv.name = 'Solo Walk' AND substr(ss.service_date, 1, 7) = {month}""",
        "In {month_name}, how many solo walks did we do?",
        "Count the solo walks we charged for in {month_name}, counting each walk in a multi-walk booking.",
        slots=_months("check_in", "2023-06", "2025-10", "status = 'Completed'"), n=2,
    ),
    template(
        "groomer_revenue_2025", "medium",
        """SELECT st.first_name || ' ' || st.last_name AS groomer, ROUND(SUM(ss.quantity * ss.unit_price), 2) AS revenue
           FROM stay_services ss JOIN staff st ON st.staff_id = ss.staff_id
           WHERE st.role = 'Groomer' AND ss.service_date BETWEEN '2025-01-01' AND '2025-12-31'
           GROUP BY st.staff_id ORDER BY revenue DESC""",
        "How much service revenue did each of our groomers bring in during 2025?",
        "Rank our groomers by the value of the services they performed in 2025.",
    ),
    template(
        "addon_share_by_run_type", "medium",
        """SELECT r.run_type, ROUND(100.0 * SUM(s.total - s.lodging_total) / SUM(s.total), 2) AS addon_pct
           FROM stays s JOIN runs r ON r.run_id = s.run_id
           WHERE s.status = 'Completed' GROUP BY r.run_type ORDER BY r.run_type""",
        "For each type of run, what percentage of the money from completed stays came from add-on services rather than lodging?",
        "How big a slice of the bill are the extras? Give the add-on share of revenue per run type, as a percentage.",
    ),
]
