"""Gold questions over ``dental_practice``, the medium section of ``TEMPLATES``: a join, or grouping."""

from envs.analyst.task_bank.calendar_sql import day_name, month_only
from envs.analyst.task_bank.dental_practice.fragments import AGE_NOW, CLINICIAN, CURRENT_DENTISTS, SEEN, YEARS
from envs.analyst.tasks import template

TEMPLATES = [
    template(
        "seen_per_clinician_last_month", "medium",
        f"""SELECT {CLINICIAN} AS clinician, COUNT(*) AS appointments FROM appointments a
            JOIN clinicians c ON c.clinician_id = a.clinician_id
            WHERE {SEEN} AND substr(a.starts_at, 1, 7) = '2025-11'
            GROUP BY c.clinician_id ORDER BY appointments DESC, clinician""",
        "How many patients did each dentist and hygienist see last month? Busiest first.",
        "Give me last month's attended appointments per clinician, most at the top.",
    ),
    template(
        "no_shows_by_weekday_this_year", "medium",
        f"""SELECT {day_name("starts_at")} AS day, COUNT(*) AS no_shows FROM appointments
            WHERE status = 'Failed To Attend' AND starts_at >= '2025-01-01'
            GROUP BY strftime('%w', starts_at) ORDER BY no_shows DESC, strftime('%w', starts_at)""",
        "Which days of the week do we get the most no-shows this year? Count for each day, worst first.",
        "Break this year's FTAs down by day of the week, highest first.",
    ),
    template(
        "takings_by_month_this_year", "medium",
        f"""SELECT {month_only("substr(paid_on, 1, 7)")} AS month, ROUND(SUM(amount), 2) AS takings FROM payments
            WHERE paid_on >= '2025-01-01' GROUP BY substr(paid_on, 1, 7) ORDER BY substr(paid_on, 1, 7)""",
        "Show me our takings month by month this year.",
        "How much money came in each month of 2025 so far?",
    ),
    template(
        "top_treatments_by_private_fees", "medium",
        """SELECT t.name, ROUND(SUM(l.fee), 2) AS private_fees FROM appointment_treatments l
           JOIN treatments t ON t.treatment_id = l.treatment_id WHERE l.charge_type = 'Private'
           GROUP BY t.treatment_id ORDER BY private_fees DESC LIMIT 5""",
        "Which five treatments have earned us the most in private fees since the system went in?",
        "Top 5 treatments by private fee income, all time.",
    ),
    template(
        "list_size_per_dentist", "medium",
        f"""SELECT {CLINICIAN} AS dentist, COUNT(*) AS patients FROM patients p
            JOIN clinicians c ON c.clinician_id = p.usual_dentist_id
            WHERE p.left_on IS NULL GROUP BY c.clinician_id ORDER BY patients DESC, dentist""",
        "How many current patients does each dentist have as their usual dentist? Biggest list first.",
        "What's the size of each dentist's patient list at the moment?",
    ),
    template(
        "nhs_bands_in_year", "medium",
        """SELECT nhs_band, COUNT(*) AS courses FROM invoices
           WHERE nhs_band IS NOT NULL AND substr(issued_on, 1, 4) = {year} GROUP BY nhs_band ORDER BY nhs_band""",
        "How many NHS charges of each band did we bill in {year}?",
        "In {year}, break down the NHS charges we made by band.",
        slots=YEARS, n=2,
    ),
    template(
        "members_per_plan", "medium",
        """SELECT pl.name, COUNT(*) AS members FROM plan_memberships m JOIN plans pl ON pl.plan_id = m.plan_id
           WHERE m.status = 'Active' GROUP BY pl.plan_id ORDER BY members DESC""",
        "How many members does each care plan have at the moment?",
        "Break down our current plan members by plan, biggest first.",
    ),
    template(
        "monthly_plan_income_now", "medium",
        """SELECT ROUND(SUM(pl.monthly_fee), 2) FROM plan_memberships m JOIN plans pl ON pl.plan_id = m.plan_id
           WHERE m.status = 'Active'""",
        "At today's plan prices, how much comes in every month from our current plan members?",
        "What's our monthly recurring income from care plans right now?",
    ),
    template(
        "busiest_dentist_in_year", "medium",
        f"""SELECT {CLINICIAN} AS dentist, ROUND(SUM(a.minutes) / 60.0, 1) AS hours FROM appointments a
            JOIN clinicians c ON c.clinician_id = a.clinician_id
            WHERE {SEEN} AND c.role = 'Dentist' AND substr(a.starts_at, 1, 4) = {{year}}
            GROUP BY c.clinician_id ORDER BY hours DESC LIMIT 1""",
        "Which dentist spent the most hours in the chair with patients in {year}, and how many?",
        "Who was our busiest dentist in {year} by hours of attended appointments?",
        slots=YEARS, n=2,
    ),
    template(
        "missed_and_cancelled_last_year", "medium",
        """SELECT status, COUNT(*) AS appointments FROM appointments
           WHERE status IN ('Failed To Attend', 'Cancelled By Patient', 'Cancelled By Practice')
           AND starts_at BETWEEN '2024-01-01' AND '2024-12-31 23:59' GROUP BY status ORDER BY appointments DESC""",
        "Last year, how many appointments were lost to no-shows, patient cancellations and our own cancellations?",
        "Break down the appointments that didn't happen in 2024 by reason.",
    ),
    template(
        "emergencies_by_month_2024", "medium",
        f"""SELECT {month_only("substr(starts_at, 1, 7)")} AS month, COUNT(*) AS emergencies FROM appointments
            WHERE appointment_type = 'Emergency' AND status = 'Attended'
            AND starts_at BETWEEN '2024-01-01' AND '2024-12-31 23:59'
            GROUP BY substr(starts_at, 1, 7) ORDER BY substr(starts_at, 1, 7)""",
        "How many emergency patients did we see in each month of last year?",
        "Month by month through 2024, how many emergencies came in?",
    ),
    template(
        "no_show_rate_per_clinician_this_year", "medium",
        f"""SELECT {CLINICIAN} AS clinician,
                   ROUND(100.0 * SUM(a.status = 'Failed To Attend')
                         / SUM(a.status IN ('Attended', 'Failed To Attend')), 2) AS no_show_rate
            FROM appointments a JOIN clinicians c ON c.clinician_id = a.clinician_id
            WHERE a.starts_at >= '2025-01-01' AND a.status IN ('Attended', 'Failed To Attend')
            GROUP BY c.clinician_id ORDER BY no_show_rate DESC, clinician""",
        "Whose patients no-show the most this year? No-show rate per clinician, worst first.",
        "This year's FTA rate for each dentist and hygienist, highest first.",
    ),
    template(
        "new_patients_by_month_2024", "medium",
        f"""SELECT {month_only("substr(registered_on, 1, 7)")} AS month, COUNT(*) AS new_patients FROM patients
            WHERE registered_on BETWEEN '2024-01-01' AND '2024-12-31'
            GROUP BY substr(registered_on, 1, 7) ORDER BY substr(registered_on, 1, 7)""",
        "How many new patients registered in each month of last year?",
        "Show me 2024's new patient registrations month by month.",
    ),
    template(
        "reminder_methods_last_year", "medium",
        """SELECT reminder_method, COUNT(*) AS reminders FROM recalls
           WHERE reminder_sent_on BETWEEN '2024-01-01' AND '2024-12-31'
           GROUP BY reminder_method ORDER BY reminders DESC""",
        "How did we send out last year's recall reminders? Count by text, email and letter.",
        "In 2024, how many recall reminders went by each method?",
    ),
    template(
        "why_patients_left", "medium",
        """SELECT left_reason, COUNT(*) AS patients FROM patients WHERE left_on IS NOT NULL
           GROUP BY left_reason ORDER BY patients DESC""",
        "Why have patients left us? Count for each reason, most common first.",
        "Break down the patients we've lost by the reason they left.",
    ),
    template(
        "busiest_weekday_this_year", "medium",
        f"""SELECT {day_name("starts_at")} AS day, COUNT(*) AS appointments FROM appointments
            WHERE status = 'Attended' AND starts_at >= '2025-01-01'
            GROUP BY strftime('%w', starts_at) ORDER BY appointments DESC LIMIT 1""",
        "What's our busiest day of the week this year, and how many patients have we seen on it?",
        "Which weekday has had the most attended appointments in 2025?",
    ),
    template(
        "payment_methods_last_month", "medium",
        """SELECT method, ROUND(SUM(amount), 2) AS taken FROM payments WHERE substr(paid_on, 1, 7) = '2025-11'
           GROUP BY method ORDER BY taken DESC""",
        "How did last month's takings split between card, cash, bank transfer and direct debit?",
        "Last month's money in, by payment method, biggest first.",
    ),
    template(
        "clinician_appointments_this_year", "medium",
        f"""SELECT COUNT(*) FROM appointments a JOIN clinicians c ON c.clinician_id = a.clinician_id
            WHERE {CLINICIAN} = {{dentist}} AND {SEEN} AND a.starts_at >= '2025-01-01'""",
        "How many patients has {dentist} seen so far this year?",
        "This year, how many attended appointments has {dentist} had?",
        slots=CURRENT_DENTISTS, n=3,
    ),
    template(
        "average_age_by_type", "medium",
        f"""SELECT p.patient_type, ROUND(AVG({AGE_NOW}), 1) AS average_age FROM patients p
            WHERE p.left_on IS NULL GROUP BY p.patient_type ORDER BY p.patient_type""",
        "Are our private patients older than our NHS ones? Average age of each, current patients only.",
        "What's the average age of our NHS patients and of our private patients today?",
    ),
    template(
        "charge_types_this_year", "medium",
        f"""SELECT l.charge_type, COUNT(*) AS treatments FROM appointment_treatments l
            JOIN appointments a ON a.appointment_id = l.appointment_id
            WHERE a.starts_at >= '2025-01-01' GROUP BY l.charge_type ORDER BY treatments DESC""",
        "This year, how many treatments did we do on the NHS, privately and under a care plan?",
        "Split this year's treatments by how they were paid for: NHS, private or plan.",
    ),
    template(
        "takings_by_year", "medium",
        """SELECT substr(paid_on, 1, 4) AS year, ROUND(SUM(amount), 2) AS takings FROM payments
           GROUP BY year ORDER BY year""",
        "What have our takings been each year since the new system went in?",
        "Year by year, how much money has the practice taken?",
    ),
    template(
        "no_show_rate_by_patient_type_this_year", "medium",
        """SELECT p.patient_type,
                  ROUND(100.0 * SUM(a.status = 'Failed To Attend') / COUNT(*), 2) AS no_show_rate
           FROM appointments a JOIN patients p ON p.patient_id = a.patient_id
           WHERE a.starts_at >= '2025-01-01' AND a.status IN ('Attended', 'Failed To Attend')
           GROUP BY p.patient_type ORDER BY p.patient_type""",
        "Do NHS patients miss more appointments than private ones? No-show rate for each this year.",
        "This year's no-show rate, NHS patients against private patients.",
    ),
    template(
        "worst_no_show_month_2024", "medium",
        f"""SELECT {month_only("substr(starts_at, 1, 7)")} AS month,
                   ROUND(100.0 * SUM(status = 'Failed To Attend') / COUNT(*), 2) AS no_show_rate
            FROM appointments WHERE status IN ('Attended', 'Failed To Attend')
            AND starts_at BETWEEN '2024-01-01' AND '2024-12-31 23:59'
            GROUP BY substr(starts_at, 1, 7) ORDER BY no_show_rate DESC LIMIT 1""",
        "Which month last year had the worst no-show rate, and what was it?",
        "In 2024, what month did patients fail to turn up the most, as a rate?",
    ),
    template(
        "emergencies_per_dentist_this_year", "medium",
        f"""SELECT {CLINICIAN} AS dentist, COUNT(*) AS emergencies FROM appointments a
            JOIN clinicians c ON c.clinician_id = a.clinician_id
            WHERE a.appointment_type = 'Emergency' AND {SEEN} AND a.starts_at >= '2025-01-01'
            GROUP BY c.clinician_id ORDER BY emergencies DESC""",
        "How many emergencies has each dentist dealt with this year?",
        "This year, who's been seeing the emergency patients? Count per dentist.",
    ),
]
