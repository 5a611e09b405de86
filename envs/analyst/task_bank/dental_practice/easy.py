"""Gold questions over ``dental_practice``, the easy section of ``TEMPLATES``: one table."""

from envs.analyst.task_bank.dental_practice.fragments import YEARS, _months
from envs.analyst.tasks import template

TEMPLATES = [
    template(
        "patients_on_list", "easy",
        "SELECT COUNT(*) FROM patients WHERE left_on IS NULL",
        "How many patients have we got on our list at the moment?",
        "What's the size of the practice list right now, leaving out anyone who's left us?",
    ),
    template(
        "nhs_patients_now", "easy",
        "SELECT COUNT(*) FROM patients WHERE left_on IS NULL AND patient_type = 'NHS'",
        "How many of our current patients are NHS?",
        "Of the patients still registered with us, how many are on the NHS rather than private?",
    ),
    template(
        "no_shows_last_month", "easy",
        "SELECT COUNT(*) FROM appointments WHERE status = 'Failed To Attend' AND substr(starts_at, 1, 7) = '2025-11'",
        "How many no-shows did we have last month?",
        "Last month, how many patients just didn't turn up for their appointment?",
    ),
    template(
        "appointments_in_diary", "easy",
        "SELECT COUNT(*) FROM appointments WHERE status = 'Booked'",
        "How many appointments have we got booked in the diary from now on?",
        "Looking ahead, how many future appointments are in the book?",
    ),
    template(
        "booked_tomorrow", "easy",
        "SELECT COUNT(*) FROM appointments WHERE status = 'Booked' AND substr(starts_at, 1, 10) = '2025-12-13'",
        "How many patients are booked in for tomorrow's Saturday session?",
        "What does tomorrow look like: how many appointments are in the book?",
    ),
    template(
        "takings_in_month", "easy",
        "SELECT ROUND(SUM(amount), 2) FROM payments WHERE substr(paid_on, 1, 7) = {month}",
        "What were our takings in {month_name}?",
        "How much money came into the practice in {month_name}, plan direct debits included?",
        slots=_months("payments", "paid_on", "2023-07", "2025-11"), n=2,
    ),
    template(
        "new_patients_in_year", "easy",
        "SELECT COUNT(*) FROM patients WHERE substr(registered_on, 1, 4) = {year} AND registered_on >= '2023-06-01'",
        "How many new patients did we register in {year}?",
        "In {year}, how many new patients joined the practice?",
        slots=YEARS, n=2,
    ),
    template(
        "written_off_total", "easy",
        "SELECT ROUND(SUM(total), 2) FROM invoices WHERE status = 'Written Off'",
        "How much have we had to write off in bad debts since the new system went in?",
        "What's the total of all the bills we've written off?",
    ),
    template(
        "band3_charge_now", "easy",
        "SELECT DISTINCT nhs_charge FROM invoices WHERE nhs_band = 'Band 3' AND issued_on >= '2025-04-01'",
        "What are we charging NHS patients for a Band 3 course since the April rise?",
        "What's the current NHS Band 3 patient charge?",
    ),
    template(
        "crown_price", "easy",
        "SELECT private_fee FROM treatments WHERE name = 'Porcelain Crown'",
        "What's our private price for a porcelain crown these days?",
        "A private patient asks how much a crown costs: what's the current fee?",
    ),
    template(
        "current_hygienists", "easy",
        "SELECT first_name || ' ' || last_name AS hygienist FROM clinicians WHERE role = 'Hygienist' "
        "AND left_on IS NULL ORDER BY started_on",
        "Who are our hygienists? Longest-serving first.",
        "List the hygienists working here now, in the order they joined us.",
    ),
    template(
        "plan_income_this_year", "easy",
        "SELECT ROUND(SUM(amount), 2) FROM payments WHERE method = 'Direct Debit' AND paid_on >= '2025-01-01'",
        "How much have the care plan direct debits brought in so far this year?",
        "What's our plan income this year to date?",
    ),
    template(
        "missed_fees_last_year", "easy",
        "SELECT COUNT(*) FROM invoices WHERE invoice_type = 'Missed Appointment Fee' "
        "AND issued_on BETWEEN '2024-01-01' AND '2024-12-31'",
        "How many missed-appointment fees did we charge last year?",
        "In 2024, how many times did we bill a patient for failing to turn up?",
    ),
    template(
        "active_plan_members", "easy",
        "SELECT COUNT(*) FROM plan_memberships WHERE status = 'Active'",
        "How many patients are signed up to one of our care plans at the moment?",
        "What's our current plan membership, in number of members?",
    ),
    template(
        "walk_in_emergencies_this_year", "easy",
        "SELECT COUNT(*) FROM appointments WHERE appointment_type = 'Emergency' AND booked_on IS NULL "
        "AND starts_at >= '2025-01-01'",
        "How many emergency walk-ins have we seen this year, people who turned up in pain with no booking?",
        "This year, how many unbooked emergency patients have we fitted in on the day?",
    ),
    template(
        "practice_cancellations_last_year", "easy",
        "SELECT COUNT(*) FROM appointments WHERE status = 'Cancelled By Practice' "
        "AND starts_at BETWEEN '2024-01-01' AND '2024-12-31 23:59'",
        "How many appointments did we ourselves have to cancel last year?",
        "In 2024, how many times did the practice cancel on a patient?",
    ),
    template(
        "adult_exempt_patients", "easy",
        "SELECT COUNT(*) FROM patients WHERE left_on IS NULL AND nhs_exemption IS NOT NULL "
        "AND nhs_exemption <> 'Under 18'",
        "How many of our current patients are exempt from NHS charges for a reason other than being under 18?",
        "Not counting children, how many patients on the list don't pay NHS charges?",
    ),
    template(
        "average_treatment_bill_this_year", "easy",
        "SELECT ROUND(AVG(total), 2) FROM invoices WHERE invoice_type = 'Treatment' AND issued_on >= '2025-01-01'",
        "What's the average treatment bill this year?",
        "On average, how much has a treatment invoice come to in 2025?",
    ),
    template(
        "saturday_patients_this_year", "easy",
        "SELECT COUNT(*) FROM appointments WHERE status = 'Attended' AND strftime('%w', starts_at) = '6' "
        "AND starts_at >= '2025-01-01'",
        "How many patients have we seen in Saturday sessions this year?",
        "This year, how many attended appointments were on a Saturday?",
    ),
    template(
        "no_show_rate_in_year", "easy",
        "SELECT ROUND(100.0 * SUM(status = 'Failed To Attend') / SUM(status IN ('Attended', 'Failed To Attend')), 2) "
        "FROM appointments WHERE substr(starts_at, 1, 4) = {year}",
        "What was our no-show rate in {year}?",
        "In {year}, what percentage of appointments that should have gone ahead were FTAs?",
        slots=YEARS, n=2,
    ),
    template(
        "cosmetic_price_list", "easy",
        "SELECT name, private_fee FROM treatments WHERE category = 'Cosmetic' ORDER BY private_fee DESC",
        "What cosmetic treatments do we offer and what do they cost? Dearest first.",
        "Give me the cosmetic price list, most expensive at the top.",
    ),
    template(
        "patients_left_this_year", "easy",
        "SELECT COUNT(*) FROM patients WHERE left_on >= '2025-01-01'",
        "How many patients have come off our list this year?",
        "This year, how many patients have left the practice, for whatever reason?",
    ),
    template(
        "new_patient_exams_last_month", "easy",
        "SELECT COUNT(*) FROM appointments WHERE appointment_type = 'New Patient' AND status = 'Attended' "
        "AND substr(starts_at, 1, 7) = '2025-11'",
        "How many new patient exams did we do last month?",
        "Last month, how many new patients came in for their first examination?",
    ),
    template(
        "patients_seen_in_year", "easy",
        "SELECT COUNT(DISTINCT patient_id) FROM appointments WHERE status = 'Attended' "
        "AND substr(starts_at, 1, 4) = {year}",
        "How many different patients did we see in {year}?",
        "In {year}, how many individual patients came through the door at least once?",
        slots=YEARS, n=2,
    ),
    template(
        "recall_booking_rate_2024", "easy",
        "SELECT ROUND(100.0 * SUM(booked_appointment_id IS NOT NULL) / COUNT(*), 2) FROM recalls "
        "WHERE recall_type = 'Check-Up' AND due_on BETWEEN '2024-01-01' AND '2024-12-31'",
        "Of the check-up recalls that fell due last year, what percentage did patients actually book?",
        "How well did our 2024 check-up recalls work: what share ended up with an appointment booked?",
    ),
    template(
        "nhs_share_of_billing_2024", "easy",
        "SELECT ROUND(100.0 * SUM(nhs_charge) / SUM(total), 2) FROM invoices "
        "WHERE issued_on BETWEEN '2024-01-01' AND '2024-12-31'",
        "What percentage of what we billed last year was NHS charges?",
        "In 2024, how much of our invoicing came from NHS patient charges, as a share?",
    ),
]
