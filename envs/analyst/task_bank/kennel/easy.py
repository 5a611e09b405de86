"""Gold questions over ``kennel``, the easy section of ``TEMPLATES``: one table."""

from envs.analyst.task_bank.kennel.fragments import CHECKIN_YEARS, CHECKOUT_YEARS, _months
from envs.analyst.tasks import template

TEMPLATES = [
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
]
