"""Gold questions over ``self_storage``, the easy section of ``TEMPLATES``: one table."""

from envs.analyst.task_bank.self_storage.fragments import ALL_YEARS, FULL_YEARS, _months
from envs.analyst.tasks import template

TEMPLATES = [
    template(
        "climate_controlled_units", "easy",
        "SELECT COUNT(*) FROM units WHERE climate_controlled = 1",
        "How many climate-controlled units have we got across the three sites?",
        "Across the whole company, what's the count of units with climate control?",
    ),
    template(
        "units_let_now", "easy",
        "SELECT COUNT(*) FROM rentals WHERE move_out IS NULL",
        "How many units have we got let out at the moment?",
        "Right now, how many rentals are still running?",
    ),
    template(
        "move_ins_in_month", "easy",
        "SELECT COUNT(*) FROM rentals WHERE substr(move_in, 1, 7) = {month}",
        "How many move-ins did we have in {month_name}?",
        "In {month_name}, how many new rentals started?",
        slots=_months("rentals", "move_in", "2023-05", "2025-11"), n=2,
    ),
    template(
        "customers_without_email", "easy",
        "SELECT COUNT(*) FROM customers WHERE email IS NULL",
        "We want to email everyone about the new opening hours. How many customers have we got no email for?",
        "How many customer records are missing an email address?",
    ),
    template(
        "business_customer_count", "easy",
        "SELECT COUNT(*) FROM customers WHERE customer_type = 'Business'",
        "How many business customers have we had on the books?",
        "Not counting private individuals, how many companies have rented from us?",
    ),
    template(
        "student_move_ins_in_year", "easy",
        "SELECT COUNT(*) FROM rentals WHERE promo = 'Student Summer' AND substr(move_in, 1, 4) = {year}",
        "How many students took a unit on the summer student deal in {year}?",
        "Student summer storage in {year}: how many rentals started on that offer?",
        slots=ALL_YEARS, n=3,
    ),
    template(
        "billed_in_year", "easy",
        "SELECT ROUND(SUM(total), 2) FROM invoices WHERE substr(issued_on, 1, 4) = {year}",
        "What did we invoice in total in {year}?",
        "How much did we bill customers over the whole of {year}, insurance included?",
        slots=FULL_YEARS, n=2,
    ),
    template(
        "collected_in_month", "easy",
        "SELECT ROUND(SUM(amount), 2) FROM payments WHERE substr(paid_on, 1, 7) = {month}",
        "How much money actually came in during {month_name}?",
        "What were our takings in {month_name}, going by payments received?",
        slots=_months("payments", "paid_on", "2023-06", "2025-11"), n=2,
    ),
    template(
        "written_off_total", "easy",
        "SELECT ROUND(SUM(total), 2) FROM invoices WHERE status = 'Written Off'",
        "How much have we had to write off in bad debt since the books started?",
        "What's the total value of invoices we've written off?",
    ),
    template(
        "dearest_list_price", "easy",
        "SELECT MAX(weekly_rate) FROM units",
        "What's the most we ask per week for any single unit?",
        "What's the top weekly list price across all our units?",
    ),
    template(
        "units_repriced", "easy",
        "SELECT COUNT(*) FROM units WHERE rate_changed_on IS NOT NULL",
        "How many units had their list price changed in the price review?",
        "When we put prices up, how many units did it affect?",
    ),
    template(
        "average_price_rise", "easy",
        "SELECT ROUND(AVG(weekly_rate - previous_weekly_rate), 2) FROM units WHERE rate_changed_on IS NOT NULL",
        "When the list prices went up, what was the average increase per week on the units that changed?",
        "By how many pounds a week did a repriced unit go up, on average, in the price rise?",
    ),
    template(
        "overlocks_this_year", "easy",
        "SELECT COUNT(*) FROM lien_events WHERE event_type = 'Overlocked' AND substr(event_on, 1, 4) = '2025'",
        "How many times have we had to overlock a unit this year?",
        "This year so far, how many units have been overlocked for non-payment?",
    ),
    template(
        "units_auctioned", "easy",
        "SELECT COUNT(*) FROM rentals WHERE status = 'Auctioned'",
        "How many tenancies have ended with us auctioning off the contents?",
        "In total, how many lien sales have we had where the goods were auctioned?",
    ),
    template(
        "denied_gate_entries_this_year", "easy",
        "SELECT COUNT(*) FROM gate_access WHERE result = 'Denied' AND accessed_at >= '2025-01-01'",
        "How often has the gate turned someone away this year?",
        "How many refused keypad entries have we logged in 2025?",
    ),
    template(
        "gate_entries_on_day", "easy",
        "SELECT COUNT(*) FROM gate_access WHERE result = 'Granted' AND substr(accessed_at, 1, 10) = '2025-08-02'",
        "Across all sites, how many times did customers get through the gate on Saturday 2 August 2025?",
        "How many successful gate entries were there in total on 2 August 2025?",
    ),
    template(
        "google_signups_this_year", "easy",
        "SELECT COUNT(*) FROM customers WHERE source = 'Google' AND joined_on >= '2025-01-01'",
        "How many of this year's new customers found us on Google?",
        "Of the customers who joined in 2025, how many came to us through Google?",
    ),
    template(
        "current_tenants_own_insurance", "easy",
        "SELECT COUNT(*) FROM rentals WHERE move_out IS NULL AND insurance_cover IS NULL",
        "How many of our current tenants have their own insurance instead of taking our cover?",
        "Among the rentals still running, how many have no goods cover from us?",
    ),
    template(
        "average_length_of_stay", "easy",
        "SELECT ROUND(AVG(julianday(move_out) - julianday(move_in)), 2) FROM rentals WHERE move_out IS NOT NULL",
        "What's our average length of stay, in days?",
        "Typically, how many days does a customer keep a unit before they leave? Give the mean.",
    ),
    template(
        "half_price_take_up_this_year", "easy",
        "SELECT COUNT(*) FROM rentals WHERE promo = 'First Month Half Price' AND move_in >= '2025-01-01'",
        "How many people this year moved in on the half-price first month offer?",
        "Count this year's move-ins that came with the first month at half price.",
    ),
    template(
        "direct_debit_share_2025", "easy",
        """SELECT ROUND(100.0 * SUM(method = 'Direct Debit') / COUNT(*), 2) FROM payments
           WHERE substr(paid_on, 1, 4) = '2025'""",
        "What percentage of the payments we received in 2025 came by direct debit?",
        "How much of this year's payments are by direct debit, as a share of the number of payments?",
    ),
    template(
        "move_outs_last_summer", "easy",
        "SELECT COUNT(*) FROM rentals WHERE move_out BETWEEN '2025-06-01' AND '2025-08-31'",
        "How many move-outs did we have last summer, June to August?",
        "Between June and August 2025, how many rentals came to an end?",
    ),
    template(
        "late_invoices_in_year", "easy",
        "SELECT COUNT(*) FROM invoices WHERE status = 'Late' AND substr(issued_on, 1, 4) = {year}",
        "How many of the invoices we sent out in {year} got paid late?",
        "Of the {year} invoices, how many were settled after their due date?",
        slots=FULL_YEARS, n=2,
    ),
    template(
        "big_drive_up_units", "easy",
        "SELECT COUNT(*) FROM units WHERE floor = 0 AND size_sqft >= 100",
        "How many ground-floor units of 100 square feet or more do we have? Someone's asking about van access.",
        "Count the drive-up units on the ground floor that are at least 100 sq ft.",
    ),
]
