"""Gold questions over the ``kennel`` database (Happy Paws Kennel: owners, dogs, breeds, runs, stays, add-on
services and staff), asked the way the kennel's owner or manager would ask them.

Conventions the gold SQL follows: a stay's revenue (``total``) counts in the month it checked out, and only
Completed stays have a bill; cancelled bookings never boarded; a stay's nights are check_out minus check_in.
"""

from envs.analyst.tasks import template


MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
               "November", "December"]


def _month_only(month: str) -> str:
    """SQL for 'March' from a 'YYYY-MM' expression."""
    cases = " ".join(f"WHEN '{i:02d}' THEN '{name}'" for i, name in enumerate(MONTH_NAMES, start=1))
    return f"(CASE substr({month}, 6, 2) {cases} END)"


def _month_name(month: str) -> str:
    """SQL for 'March 2024' from a 'YYYY-MM' expression."""
    return f"{_month_only(month)} || ' ' || substr({month}, 1, 4)"


NIGHTS = "(julianday(s.check_out) - julianday(s.check_in))"

CHECKOUT_YEARS = """SELECT DISTINCT substr(check_out, 1, 4) AS year FROM stays WHERE status = 'Completed'
                    ORDER BY year"""
CHECKIN_YEARS = """SELECT DISTINCT substr(check_in, 1, 4) AS year FROM stays ORDER BY year"""


def _months(column: str, first: str, last: str, where: str = "1 = 1") -> str:
    """Slots query: every month (and its name) in which ``column`` has values, between two 'YYYY-MM' bounds."""
    return f"""SELECT DISTINCT substr({column}, 1, 7) AS month, {_month_name(f"substr({column}, 1, 7)")} AS month_name
               FROM stays WHERE {where} AND substr({column}, 1, 7) BETWEEN '{first}' AND '{last}' ORDER BY month"""


TEMPLATES = [
    # ------------------------------------------------------------------ easy: one table
    template(
        "owner_count", "easy",
        "SELECT COUNT(*) FROM owners",
        "How many dog owners do we have on our books?",
        "What's the total number of clients registered with the kennel?",
    ),
    template(
        "dogs_without_microchip", "easy",
        "SELECT COUNT(*) FROM dogs WHERE microchip IS NULL",
        "Looking at the dogs on file, how many have no microchip number recorded?",
        "Count the registered dogs that are missing a microchip number.",
    ),
    template(
        "cancellations_in_year", "easy",
        "SELECT COUNT(*) FROM stays WHERE status = 'Cancelled' AND substr(check_in, 1, 4) = {year}",
        "How many bookings due to start in {year} were cancelled?",
        "Of the bookings with a check-in date in {year}, how many ended up cancelled?",
        slots=CHECKIN_YEARS, n=2,
    ),
    template(
        "card_takings_in_month", "easy",
        """SELECT ROUND(SUM(total), 2) FROM stays
           WHERE status = 'Completed' AND payment_method = 'Card' AND substr(check_out, 1, 7) = {month}""",
        "What did we take in card payments for stays that ended in {month_name}?",
        "How much was paid by card for stays checking out in {month_name}?",
        slots=_months("check_out", "2023-02", "2025-11", "status = 'Completed'"), n=2,
    ),
    template(
        "cheapest_large_run", "easy",
        "SELECT MIN(nightly_rate) FROM runs WHERE size = 'Large'",
        "What's the cheapest nightly rate we offer for a large run?",
        "If someone has a big dog that needs a large run, what's the lowest we charge per night?",
    ),
    template(
        "dogs_checked_in_now", "easy",
        "SELECT COUNT(*) FROM stays WHERE status = 'Checked In'",
        "As things stand, how many dogs are still checked in with us?",
        "Right now, how many dogs are boarding with us that haven't checked out yet?",
    ),
    template(
        "owners_without_phone", "easy",
        "SELECT COUNT(*) FROM owners WHERE phone IS NULL",
        "Our phone list has gaps: how many owners haven't given us a number?",
        "For how many clients do we have no phone number on file?",
    ),
    template(
        "clients_in_town", "easy",
        "SELECT COUNT(*) FROM owners WHERE city = {city}",
        "How many of our clients live in {city}?",
        "What number of our registered owners come from {city}?",
        slots="SELECT city FROM owners GROUP BY city ORDER BY city", n=2,
    ),
    template(
        "grooming_price_list", "easy",
        "SELECT name, price FROM services WHERE category = 'Grooming' ORDER BY price",
        "List our grooming services with their current prices, cheapest first.",
        "What grooming options do we offer and what does each cost now? Cheapest first, please.",
    ),
    template(
        "average_dog_weight", "easy",
        "SELECT ROUND(AVG(weight_kg), 2) FROM dogs",
        "On average, what do the dogs on our books weigh, in kilos?",
        "On average, how heavy are the dogs registered with us (kg)?",
    ),
    template(
        "fortnight_stays_2024", "easy",
        """SELECT COUNT(*) FROM stays
           WHERE status = 'Completed' AND substr(check_in, 1, 4) = '2024'
             AND julianday(check_out) - julianday(check_in) >= 14""",
        "Long holidays: count the stays that began in 2024 and lasted two weeks or longer.",
        "Of the stays that began in 2024, how many lasted at least 14 nights?",
    ),
    template(
        "current_headcount", "easy",
        "SELECT COUNT(*) FROM staff WHERE left_on IS NULL",
        "Including everyone still on the payroll, how many people work at the kennel right now?",
        "What's our current staff headcount, not counting people who have left?",
    ),
    template(
        "staff_leavers", "easy",
        "SELECT first_name || ' ' || last_name AS name FROM staff WHERE left_on IS NOT NULL ORDER BY left_on",
        "Which staff members have left us? List them in the order they left.",
        "Who has left the team since we opened, earliest leaver first?",
    ),
    template(
        "largest_bill", "easy",
        "SELECT MAX(total) FROM stays",
        "What was the biggest single bill a stay has ever come to?",
        "What was our largest invoice for one dog's stay?",
    ),
    template(
        "checkins_in_month", "easy",
        "SELECT COUNT(*) FROM stays WHERE status <> 'Cancelled' AND substr(check_in, 1, 7) = {month}",
        "How many check-ins did we have during {month_name}, not counting cancelled bookings?",
        "Leaving out cancelled bookings, what was our number of check-ins in {month_name}?",
        slots=_months("check_in", "2023-03", "2025-11"), n=2,
    ),
    template(
        "giant_breeds", "easy",
        "SELECT name FROM breeds WHERE size_class = 'Giant' ORDER BY name",
        "Which breeds do we class as giant? Alphabetically, please.",
        "List the breeds in our giant size class in alphabetical order.",
    ),
    template(
        "revenue_in_year", "easy",
        "SELECT ROUND(SUM(total), 2) FROM stays WHERE status = 'Completed' AND substr(check_out, 1, 4) = {year}",
        "What was our total revenue from stays that checked out in {year}?",
        "How much did we bill in total for stays ending in {year}?",
        slots=CHECKOUT_YEARS, n=2,
    ),
    template(
        "new_clients_2025", "easy",
        "SELECT COUNT(*) FROM owners WHERE registered_on BETWEEN '2025-01-01' AND '2025-12-31'",
        "How many new clients signed up with us in 2025?",
        "In 2025, how many owners registered with the kennel?",
    ),
    template(
        "average_stay_length", "easy",
        "SELECT ROUND(AVG(julianday(check_out) - julianday(check_in)), 2) FROM stays WHERE status = 'Completed'",
        "On average, how many nights does a completed stay last?",
        "What's the typical length of a stay with us — the mean number of nights across completed stays?",
    ),
    template(
        "unattributed_services", "easy",
        "SELECT COUNT(*) FROM stay_services WHERE staff_id IS NULL",
        "Some add-on services were logged without saying which staff member did them. How many?",
        "Count the service records that have no staff member attached.",
    ),
    template(
        "heaviest_dog", "easy",
        "SELECT name, weight_kg FROM dogs ORDER BY weight_kg DESC LIMIT 1",
        "What's the heaviest dog on our books, and how much does it weigh?",
        "Which registered dog is the heaviest? Give its name and weight in kg.",
    ),
    template(
        "bookings_taken_november_2024", "easy",
        "SELECT COUNT(*) FROM stays WHERE booked_at >= '2024-11-01' AND booked_at < '2024-12-01'",
        "Going by the date the booking was made, how many bookings did we take during November 2024?",
        "Bookings taken in November 2024, by the date they were made (whenever the stay was): what's the count?",
    ),
    template(
        "luxury_suite_count", "easy",
        "SELECT COUNT(*) FROM runs WHERE run_type = 'Luxury Suite'",
        "How many luxury suites does the kennel have?",
        "Of all our runs, what number are luxury suites?",
    ),

    # ------------------------------------------------------------------ medium: a join, or grouping
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
        f"""SELECT {_month_only("substr(check_in, 1, 7)")} AS month, COUNT(*) AS check_ins FROM stays
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

    # ------------------------------------------------------------------ hard: 3+ tables, nesting, windows
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
            SELECT year, {_month_only("month")} AS busiest_month, check_ins FROM ranked WHERE rnk = 1 ORDER BY year""",
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
