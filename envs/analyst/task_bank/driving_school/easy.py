"""Gold questions over ``driving_school``, the easy section of ``TEMPLATES``: one table."""

from envs.analyst.task_bank.driving_school.fragments import CENTRES, LESSON_YEARS, TEST_YEARS, _months
from envs.analyst.tasks import template

TEMPLATES = [
    template(
        "pupil_count", "easy",
        "SELECT COUNT(*) FROM pupils",
        "How many pupils have we signed up altogether?",
        "What's the total number of learners who've ever registered with us?",
    ),
    template(
        "dropouts_this_year", "easy",
        "SELECT COUNT(*) FROM pupils WHERE dropped_out_on BETWEEN '2025-01-01' AND '2025-12-31'",
        "How many dropouts have we had this year?",
        "So far this year, how many pupils have told us they're giving up?",
    ),
    template(
        "current_instructors", "easy",
        "SELECT first_name || ' ' || last_name AS instructor FROM instructors WHERE left_on IS NULL ORDER BY instructor",
        "Who's teaching for us at the moment? Alphabetical by first name is fine.",
        "List our current instructors, A to Z.",
    ),
    template(
        "passes_in_month", "easy",
        "SELECT COUNT(*) FROM driving_tests WHERE result = 'Pass' AND substr(test_date, 1, 7) = {month}",
        "How many of our pupils passed their driving test in {month_name}?",
        "Passes in {month_name} — how many did we get?",
        slots=_months("driving_tests", "test_date", "2023-09", "2025-11", "result IS NOT NULL"), n=2,
    ),
    template(
        "pass_rate_in_year", "easy",
        """SELECT ROUND(100.0 * SUM(result = 'Pass') / COUNT(*), 1) FROM driving_tests
           WHERE result IS NOT NULL AND substr(test_date, 1, 4) = {year}""",
        "What was our pass rate in {year}?",
        "Of all the practical tests our pupils sat in {year}, what percentage were passes?",
        slots=TEST_YEARS, n=2,
    ),
    template(
        "first_time_pass_rate_this_year", "easy",
        """SELECT ROUND(100.0 * SUM(result = 'Pass') / COUNT(*), 1) FROM driving_tests
           WHERE first_attempt = 1 AND result IS NOT NULL AND test_date BETWEEN '2025-01-01' AND '2025-12-31'""",
        "What's our first-time pass rate this year?",
        "This year, what share of pupils sitting their very first test passed it? As a percentage.",
    ),
    template(
        "lessons_last_month", "easy",
        "SELECT COUNT(*) FROM lessons WHERE status = 'Completed' AND substr(starts_at, 1, 7) = '2025-10'",
        "How many lessons did we actually teach last month?",
        "Leaving out cancellations and no-shows, how many lessons went ahead last month?",
    ),
    template(
        "lesson_hours_in_year", "easy",
        "SELECT ROUND(SUM(duration_min) / 60.0, 1) FROM lessons WHERE status = 'Completed' AND substr(starts_at, 1, 4) = {year}",
        "How many hours of tuition did we deliver in {year}?",
        "Add up the lesson time we taught in {year} — how many hours is it?",
        slots=LESSON_YEARS, n=2,
    ),
    template(
        "lesson_income_in_month", "easy",
        """SELECT ROUND(SUM(amount_paid - COALESCE(refund_amount, 0)), 2) FROM purchases
           WHERE substr(purchased_on, 1, 7) = {month}""",
        "What was our lesson income in {month_name}?",
        "How much money came in from lesson blocks bought in {month_name}, after refunds?",
        slots=_months("purchases", "purchased_on", "2023-07", "2025-11"), n=2,
    ),
    template(
        "cancellation_fees_2024", "easy",
        "SELECT ROUND(SUM(cancellation_fee), 2) FROM lessons WHERE substr(starts_at, 1, 4) = '2024'",
        "How much did we charge in late-cancellation and no-show fees during 2024?",
        "What did missed and late-cancelled lessons earn us in fees in 2024?",
    ),
    template(
        "upcoming_tests", "easy",
        "SELECT COUNT(*) FROM driving_tests WHERE test_date > '2025-11-30'",
        "How many tests have our pupils got coming up?",
        "How many practical tests are booked from tomorrow onwards?",
    ),
    template(
        "theory_still_to_pass", "easy",
        "SELECT COUNT(*) FROM pupils WHERE theory_passed_on IS NULL AND dropped_out_on IS NULL",
        "How many pupils still haven't passed their theory, not counting the ones who dropped out?",
        "Excluding dropouts, how many of our learners have no theory pass on record yet?",
    ),
    template(
        "signups_from_source", "easy",
        "SELECT COUNT(*) FROM pupils WHERE referral_source = {source} AND substr(registered_on, 1, 4) = '2025'",
        "How many of this year's new pupils came to us through {source}?",
        "This year, how many sign-ups said they heard about us via {source}?",
        slots="""SELECT DISTINCT referral_source AS source FROM pupils WHERE referral_source IS NOT NULL
                 ORDER BY source""", n=2,
    ),
    template(
        "priciest_car", "easy",
        "SELECT registration, make, model, purchase_price FROM cars ORDER BY purchase_price DESC LIMIT 1",
        "Which is the most expensive car we've ever bought, and what did it cost?",
        "What's the dearest car on our books (past or present) — registration, make, model and price?",
    ),
    template(
        "fuel_spend_2024", "easy",
        "SELECT ROUND(SUM(cost), 2) FROM fuel_purchases WHERE filled_on BETWEEN '2024-01-01' AND '2024-12-31'",
        "What did we spend on fuel in 2024?",
        "Total fuel bill for 2024, across all the cars?",
    ),
    template(
        "price_per_litre_this_year", "easy",
        """SELECT ROUND(SUM(cost) / SUM(litres), 3) FROM fuel_purchases
           WHERE litres IS NOT NULL AND filled_on BETWEEN '2025-01-01' AND '2025-12-31'""",
        "Going by the fuel receipts, what have we paid per litre on average this year?",
        "What's our average pump price per litre in 2025, from the receipts that show the litres?",
    ),
    template(
        "outstanding_balance", "easy",
        "SELECT ROUND(SUM(amount_due - amount_paid), 2) FROM purchases WHERE payment_status IN ('Unpaid', 'Part paid')",
        "How much do pupils owe us right now for lesson blocks they haven't fully paid for?",
        "What's the total outstanding on unpaid and part-paid blocks?",
    ),
    template(
        "refunds_this_year", "easy",
        "SELECT ROUND(SUM(refund_amount), 2) FROM purchases WHERE refunded_on BETWEEN '2025-01-01' AND '2025-12-31'",
        "How much have we refunded to pupils so far this year?",
        "What's the total of the refunds we've paid out in 2025?",
    ),
    template(
        "tests_at_centre_this_year", "easy",
        """SELECT COUNT(*) FROM driving_tests
           WHERE test_centre = {centre} AND result IS NOT NULL AND test_date BETWEEN '2025-01-01' AND '2025-11-30'""",
        "How many of our pupils have sat their test at {centre} this year?",
        "This year so far, how many tests have we had at the {centre} centre?",
        slots=CENTRES, n=2,
    ),
    template(
        "clean_sheet_passes", "easy",
        "SELECT COUNT(*) FROM driving_tests WHERE result = 'Pass' AND minor_faults = 0",
        "How many pupils have passed with a clean sheet — not a single fault?",
        "Count the passes where the examiner marked no faults at all.",
    ),
    template(
        "saturday_lessons_this_year", "easy",
        """SELECT COUNT(*) FROM lessons WHERE status = 'Completed' AND strftime('%w', starts_at) = '6'
           AND starts_at BETWEEN '2025-01-01' AND '2025-12-31'""",
        "How many Saturday lessons have we taught this year?",
        "This year, how many of the lessons that went ahead were on a Saturday?",
    ),
    template(
        "automatic_prices", "easy",
        "SELECT name, price FROM packages WHERE transmission = 'Automatic' ORDER BY price",
        "What are we charging for automatic lessons now? Cheapest option first.",
        "Give me the current automatic price list, lowest price first.",
    ),
    template(
        "instructor_leavers", "easy",
        "SELECT first_name || ' ' || last_name AS instructor, left_on FROM instructors WHERE left_on IS NOT NULL ORDER BY left_on",
        "Which instructors have left us, and when? Earliest first.",
        "Who's stopped teaching for the school, with their leaving dates, in the order they went?",
    ),
]
