"""Gold questions over ``self_storage``, the medium section of ``TEMPLATES``: a join, or grouping."""

from envs.analyst.task_bank.calendar_sql import month_only
from envs.analyst.task_bank.self_storage.fragments import CUSTOMER, FACILITY_NAMES, FULL_YEARS, STAY_DAYS
from envs.analyst.tasks import template

TEMPLATES = [
    template(
        "units_per_site", "medium",
        """SELECT f.name, COUNT(*) AS units FROM units u JOIN facilities f ON f.facility_id = u.facility_id
           GROUP BY f.facility_id ORDER BY f.name""",
        "How many units does each of our sites have?",
        "Give me the unit count for every facility.",
    ),
    template(
        "move_ins_by_month_2024", "medium",
        f"""SELECT {month_only("substr(move_in, 1, 7)")} AS month, COUNT(*) AS move_ins FROM rentals
            WHERE substr(move_in, 1, 4) = '2024' GROUP BY substr(move_in, 1, 7) ORDER BY substr(move_in, 1, 7)""",
        "Show me move-ins month by month for last year.",
        "How did new rentals spread across the months of 2024? One row per month, please.",
    ),
    template(
        "billed_last_summer_by_month", "medium",
        f"""SELECT {month_only("substr(issued_on, 1, 7)")} AS month, ROUND(SUM(total), 2) AS billed FROM invoices
            WHERE issued_on BETWEEN '2025-06-01' AND '2025-08-31'
            GROUP BY substr(issued_on, 1, 7) ORDER BY substr(issued_on, 1, 7)""",
        "What did we invoice in each month of last summer?",
        "Monthly billing for June, July and August 2025, please.",
    ),
    template(
        "collected_by_method", "medium",
        """SELECT method, ROUND(SUM(amount), 2) AS collected FROM payments WHERE substr(paid_on, 1, 4) = {year}
           GROUP BY method ORDER BY collected DESC""",
        "How did customers pay us in {year}? Total received by each payment method, largest first.",
        "Break down the money we took in {year} by how it was paid.",
        slots=FULL_YEARS, n=2,
    ),
    template(
        "customers_by_source", "medium",
        """SELECT source, COUNT(*) AS customers FROM customers WHERE source IS NOT NULL
           GROUP BY source ORDER BY customers DESC""",
        "Where do our customers hear about us? Count per channel, leaving out the ones we didn't record.",
        "How did customers find us? Give the number for each source, most common first.",
    ),
    template(
        "units_rented_by_customer", "medium",
        """SELECT COUNT(*) FROM rentals r JOIN customers c ON c.customer_id = r.customer_id
           WHERE c.email = {email}""",
        "How many units has {customer} ({email}) rented from us over the years?",
        "Looking up {customer}, email {email}: how many rentals have they had with us in all?",
        slots=f"""SELECT {CUSTOMER} AS customer, c.email FROM customers c JOIN rentals r ON r.customer_id = c.customer_id
                  WHERE c.customer_type = 'Personal' AND c.email IS NOT NULL
                  GROUP BY c.customer_id HAVING COUNT(*) >= 2 ORDER BY c.customer_id""",
        n=2,
    ),
    template(
        "company_units_now", "medium",
        """SELECT COUNT(*) FROM rentals r JOIN customers c ON c.customer_id = r.customer_id
           WHERE c.company_name = {company} AND r.move_out IS NULL""",
        "How many units is {company} renting from us right now?",
        "{company} — how many units have they currently got with us?",
        slots="""SELECT c.company_name AS company FROM customers c JOIN rentals r ON r.customer_id = c.customer_id
                 WHERE c.customer_type = 'Business' AND r.move_out IS NULL
                 GROUP BY c.customer_id HAVING COUNT(*) >= 2 ORDER BY c.company_name""",
        n=2,
    ),
    template(
        "unit_sizes_at_site", "medium",
        """SELECT u.size_sqft, COUNT(*) AS units FROM units u JOIN facilities f ON f.facility_id = u.facility_id
           WHERE f.name = {facility} GROUP BY u.size_sqft ORDER BY u.size_sqft""",
        "What unit sizes do we have at {facility}, and how many of each?",
        "For {facility}, list each unit size in square feet with the number of units, smallest first.",
        slots=FACILITY_NAMES, n=2,
    ),
    template(
        "current_rent_by_size", "medium",
        """SELECT u.size_sqft, ROUND(AVG(r.weekly_rate), 2) AS avg_weekly_rent
           FROM rentals r JOIN units u ON u.unit_id = r.unit_id
           WHERE r.move_out IS NULL GROUP BY u.size_sqft ORDER BY u.size_sqft""",
        "For our current tenants, what's the average weekly rent they're paying, by unit size?",
        "What are people paying per week at the moment on average for each size of unit?",
    ),
    template(
        "insurance_take_up_by_customer_type", "medium",
        """SELECT c.customer_type, ROUND(100.0 * SUM(r.insurance_cover IS NOT NULL) / COUNT(*), 2) AS insured_pct
           FROM rentals r JOIN customers c ON c.customer_id = r.customer_id
           GROUP BY c.customer_type ORDER BY c.customer_type""",
        "Do businesses take our insurance as often as private customers? Percentage of rentals with our cover, for each.",
        "What share of rentals took our goods cover, personal versus business customers?",
    ),
    template(
        "written_off_by_year", "medium",
        """SELECT substr(issued_on, 1, 4) AS year, ROUND(SUM(total), 2) AS written_off FROM invoices
           WHERE status = 'Written Off' GROUP BY year ORDER BY year""",
        "How much bad debt have we written off, split by the year the invoices went out?",
        "Give me written-off invoice totals per year.",
    ),
    template(
        "stay_length_by_customer_type", "medium",
        f"""SELECT c.customer_type, ROUND(AVG({STAY_DAYS}), 2) AS avg_days
            FROM rentals r JOIN customers c ON c.customer_id = r.customer_id
            WHERE r.move_out IS NOT NULL GROUP BY c.customer_type ORDER BY c.customer_type""",
        "Do business customers stay longer than personal ones? Average length of stay in days for each.",
        "What is the average stay, in days, for personal and for business customers who have left?",
    ),
    template(
        "most_frequent_visitors_2025", "medium",
        f"""SELECT {CUSTOMER} AS customer, COUNT(*) AS visits FROM gate_access g
            JOIN customers c ON c.customer_id = g.customer_id
            WHERE g.result = 'Granted' AND g.accessed_at >= '2025-01-01'
            GROUP BY c.customer_id ORDER BY visits DESC LIMIT 3""",
        "Which three customers have been through the gate most often this year, and how many times? Give the person's name.",
        "Who are our three most regular visitors in 2025, going by gate entries?",
    ),
    template(
        "busiest_site_2025", "medium",
        """SELECT f.name, COUNT(*) AS visits FROM gate_access g JOIN facilities f ON f.facility_id = g.facility_id
           WHERE g.result = 'Granted' AND g.accessed_at >= '2025-01-01'
           GROUP BY f.facility_id ORDER BY visits DESC LIMIT 1""",
        "Which was our busiest site this year?",
        "In 2025, which facility saw the most customer traffic through its gate?",
    ),
    template(
        "busiest_hour", "medium",
        """SELECT CAST(substr(accessed_at, 12, 2) AS INTEGER) AS hour, COUNT(*) AS visits FROM gate_access
           WHERE result = 'Granted' GROUP BY hour ORDER BY visits DESC LIMIT 1""",
        "What time of day is busiest at the gates? Give the hour with the most entries.",
        "In which hour of the day do we see the most customers coming in?",
    ),
    template(
        "late_payment_rate_by_year", "medium",
        """SELECT substr(issued_on, 1, 4) AS year,
                  ROUND(100.0 * SUM(status = 'Late') / SUM(status IN ('Paid', 'Late')), 2) AS late_pct
           FROM invoices GROUP BY year ORDER BY year""",
        "Of the invoices that got paid, what percentage were paid late, year by year?",
        "Are people paying later than they used to? Share of paid invoices settled after the due date, per year.",
    ),
    template(
        "new_customers_per_year", "medium",
        """SELECT substr(joined_on, 1, 4) AS year, COUNT(*) AS customers FROM customers
           WHERE joined_on >= '2023-04-01' GROUP BY year ORDER BY year""",
        "How many new customers did we sign up each year since the books started in April 2023?",
        "New customer numbers per year, from April 2023 on, please.",
    ),
    template(
        "current_tenants_by_town", "medium",
        """SELECT c.town, COUNT(DISTINCT c.customer_id) AS tenants FROM customers c
           JOIN rentals r ON r.customer_id = c.customer_id
           WHERE r.move_out IS NULL GROUP BY c.town ORDER BY tenants DESC, c.town""",
        "Where do our current tenants live? Number of customers per town.",
        "Break down the customers who have a unit with us right now by their home town, biggest first.",
    ),
    template(
        "lien_events_this_year", "medium",
        """SELECT event_type, COUNT(*) AS events FROM lien_events WHERE event_on >= '2025-01-01'
           GROUP BY event_type ORDER BY event_type""",
        "Give me this year's lien activity: how many overlocks, lien notices, releases and auctions?",
        "For 2025, count the overlock and lien events of each type.",
    ),
    template(
        "promo_discounts_by_year", "medium",
        """SELECT substr(issued_on, 1, 4) AS year, ROUND(SUM(discount), 2) AS discounts FROM invoices
           GROUP BY year ORDER BY year""",
        "How much has the half-price first month cost us in discounts each year?",
        "What have we given away in invoice discounts per year?",
    ),
    template(
        "promo_move_ins_this_year", "medium",
        """SELECT promo, COUNT(*) AS move_ins FROM rentals WHERE promo IS NOT NULL AND move_in >= '2025-01-01'
           GROUP BY promo ORDER BY move_ins DESC""",
        "This year, how many move-ins came in on each of our offers?",
        "Count 2025's new rentals by promotion, ignoring those that paid full price.",
    ),
    template(
        "price_per_sqft_climate", "medium",
        """SELECT climate_controlled, ROUND(AVG(weekly_rate / size_sqft), 2) AS per_sqft FROM units
           GROUP BY climate_controlled ORDER BY climate_controlled""",
        "How much more do we charge for climate control? Average weekly list price per square foot, without and with.",
        "Compare the average list price per sq ft per week for standard units and climate-controlled ones.",
    ),
    template(
        "unit_price_before_after", "medium",
        """SELECT u.previous_weekly_rate, u.weekly_rate FROM units u JOIN facilities f ON f.facility_id = u.facility_id
           WHERE f.name = {facility} AND u.unit_number = {unit}""",
        "What was the weekly list price of unit {unit} at {facility} before the price rise, and what is it now?",
        "A customer at {facility} asked about unit {unit}: what did it used to cost a week, and what's the price now?",
        slots="""SELECT f.name AS facility, u.unit_number AS unit FROM units u
                 JOIN facilities f ON f.facility_id = u.facility_id
                 WHERE u.rate_changed_on IS NOT NULL AND u.unit_number IN ('G14', '112', 'G57')
                 ORDER BY u.unit_id""",
        n=2,
    ),
    template(
        "days_late_by_method", "medium",
        """SELECT p.method, ROUND(AVG(julianday(i.paid_on) - julianday(i.due_on)), 2) AS avg_days_late
           FROM invoices i JOIN payments p ON p.invoice_id = i.invoice_id
           WHERE i.status = 'Late' AND p.paid_on = i.paid_on GROUP BY p.method ORDER BY avg_days_late DESC""",
        "When invoices are paid late, how many days past the due date do they get settled on average, by the method of the final payment?",
        "For late-paid invoices, average days overdue at settlement, broken down by how the last payment was made.",
    ),
]
