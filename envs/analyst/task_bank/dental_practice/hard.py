"""Gold questions over ``dental_practice``, the hard section of ``TEMPLATES``: 3+ tables, nesting, ranking, windows."""

from envs.analyst.task_bank.calendar_sql import month_only
from envs.analyst.task_bank.dental_practice.fragments import CLINICIAN, LAPSED_SINCE, PATIENT, SEEN, YEARS
from envs.analyst.tasks import template

OWED = "(i.total - COALESCE((SELECT SUM(pay.amount) FROM payments pay WHERE pay.invoice_id = i.invoice_id), 0))"

TEMPLATES = [
    template(
        "outstanding_total", "hard",
        f"SELECT ROUND(SUM({OWED}), 2) FROM invoices i WHERE i.status IN ('Unpaid', 'Part Paid')",
        "How much do patients owe us in total right now?",
        "What's the total outstanding on patients' bills, after what they've already paid?",
    ),
    template(
        "top_debtors", "hard",
        f"""SELECT {PATIENT} AS patient, ROUND(SUM({OWED}), 2) AS owed FROM invoices i
            JOIN patients p ON p.patient_id = i.patient_id WHERE i.status IN ('Unpaid', 'Part Paid')
            GROUP BY p.patient_id ORDER BY owed DESC, patient LIMIT 5""",
        "Which five patients owe us the most, and how much each?",
        "Who are our five biggest debtors at the moment?",
    ),
    template(
        "lapsed_patients", "hard",
        f"""SELECT COUNT(*) FROM patients p WHERE p.left_on IS NULL
            AND EXISTS (SELECT 1 FROM appointments a WHERE a.patient_id = p.patient_id AND {SEEN})
            AND NOT EXISTS (SELECT 1 FROM appointments a WHERE a.patient_id = p.patient_id AND {SEEN}
                            AND a.starts_at >= {LAPSED_SINCE})""",
        "How many lapsed patients have we got?",
        "How many patients are still on our books but haven't been in for eighteen months or more?",
    ),
    template(
        "top_private_treatments_this_year", "hard",
        """SELECT t.name, ROUND(SUM(l.fee), 2) AS private_fees FROM appointment_treatments l
           JOIN treatments t ON t.treatment_id = l.treatment_id
           JOIN appointments a ON a.appointment_id = l.appointment_id
           WHERE l.charge_type = 'Private' AND a.starts_at >= '2025-01-01'
           GROUP BY t.treatment_id ORDER BY private_fees DESC LIMIT 5""",
        "What are our five biggest earners among treatments this year, in private fees?",
        "Top 5 treatments by private fee income so far in 2025.",
    ),
    template(
        "fillings_per_dentist_in_year", "hard",
        f"""SELECT {CLINICIAN} AS dentist, COUNT(*) AS fillings FROM appointment_treatments l
            JOIN treatments t ON t.treatment_id = l.treatment_id
            JOIN appointments a ON a.appointment_id = l.appointment_id
            JOIN clinicians c ON c.clinician_id = a.clinician_id
            WHERE t.name LIKE '%Filling' AND substr(a.starts_at, 1, 4) = {{year}}
            GROUP BY c.clinician_id ORDER BY fillings DESC""",
        "How many fillings did each dentist place in {year}? Most first.",
        "In {year}, count the fillings, amalgam and composite together, done by each dentist.",
        slots=YEARS, n=2,
    ),
    template(
        "takings_vs_last_year_to_date", "hard",
        """WITH t AS (SELECT SUM(CASE WHEN paid_on BETWEEN '2024-01-01' AND '2024-12-12' THEN amount END) AS last_year,
                             SUM(CASE WHEN paid_on BETWEEN '2025-01-01' AND '2025-12-12' THEN amount END) AS this_year
                      FROM payments)
           SELECT ROUND(100.0 * (this_year - last_year) / last_year, 2) FROM t""",
        "Are our takings up or down on last year at this point? Percentage change, year to date against the same "
        "dates last year.",
        "How do this year's takings so far compare with last year's over the same stretch, in percent?",
    ),
    template(
        "running_takings_this_year", "hard",
        f"""WITH monthly AS (SELECT substr(paid_on, 1, 7) AS month, SUM(amount) AS takings FROM payments
                             WHERE paid_on >= '2025-01-01' GROUP BY month)
            SELECT {month_only("month")} AS month, ROUND(SUM(takings) OVER (ORDER BY month), 2) AS takings_to_date
            FROM monthly ORDER BY monthly.month""",
        "Show me how this year's takings have built up, as a running total at the end of each month.",
        "Month by month, what are our cumulative takings for 2025?",
    ),
    template(
        "best_takings_month_each_year", "hard",
        f"""WITH monthly AS (SELECT substr(paid_on, 1, 4) AS year, substr(paid_on, 1, 7) AS month,
                                    SUM(amount) AS takings FROM payments GROUP BY month),
                 ranked AS (SELECT *, RANK() OVER (PARTITION BY year ORDER BY takings DESC) AS rnk FROM monthly)
            SELECT year, {month_only("month")} AS best_month, ROUND(takings, 2) AS takings FROM ranked
            WHERE rnk = 1 ORDER BY year""",
        "What was our best month for takings in each year, and how much came in?",
        "For every year on the system, which month brought in the most money?",
    ),
    template(
        "went_private_from_nhs", "hard",
        """SELECT COUNT(DISTINCT p.patient_id) FROM patients p JOIN appointments a ON a.patient_id = p.patient_id
           JOIN appointment_treatments l ON l.appointment_id = a.appointment_id
           WHERE p.patient_type = 'Private' AND l.charge_type = 'NHS'""",
        "How many of our patients who are private now had NHS treatment with us before they switched?",
        "How many patients have gone from NHS to private since the new system went in, going by their treatment?",
    ),
    template(
        "private_fees_per_dentist_this_year", "hard",
        f"""SELECT {CLINICIAN} AS dentist, ROUND(SUM(l.fee), 2) AS private_fees FROM appointment_treatments l
            JOIN appointments a ON a.appointment_id = l.appointment_id
            JOIN clinicians c ON c.clinician_id = a.clinician_id
            WHERE l.charge_type = 'Private' AND c.role = 'Dentist' AND a.starts_at >= '2025-01-01'
            GROUP BY c.clinician_id ORDER BY private_fees DESC""",
        "How much private fee income has each dentist generated this year?",
        "This year's private fees by dentist, highest earner first.",
    ),
    template(
        "plan_income_by_plan_2024", "hard",
        """SELECT pl.name, ROUND(SUM(pay.amount), 2) AS plan_income FROM payments pay
           JOIN plan_memberships m ON m.membership_id = pay.membership_id JOIN plans pl ON pl.plan_id = m.plan_id
           WHERE pay.paid_on BETWEEN '2024-01-01' AND '2024-12-31' GROUP BY pl.plan_id ORDER BY plan_income DESC""",
        "How much did each care plan bring in over last year?",
        "Last year's direct debit income, plan by plan.",
    ),
    template(
        "top_paying_patients_2024", "hard",
        f"""SELECT {PATIENT} AS patient, ROUND(SUM(pay.amount), 2) AS paid FROM payments pay
            JOIN invoices i ON i.invoice_id = pay.invoice_id JOIN patients p ON p.patient_id = i.patient_id
            WHERE pay.paid_on BETWEEN '2024-01-01' AND '2024-12-31'
            GROUP BY p.patient_id ORDER BY paid DESC LIMIT 5""",
        "Who were our five biggest-paying patients last year, not counting plan direct debits?",
        "Top 5 patients by what they paid us against their bills in 2024.",
    ),
    template(
        "commonest_treatment_per_dentist_this_year", "hard",
        f"""WITH counts AS (SELECT c.clinician_id, {CLINICIAN} AS dentist, t.name AS treatment, COUNT(*) AS done
                            FROM appointment_treatments l JOIN appointments a ON a.appointment_id = l.appointment_id
                            JOIN clinicians c ON c.clinician_id = a.clinician_id
                            JOIN treatments t ON t.treatment_id = l.treatment_id
                            WHERE c.role = 'Dentist' AND t.category <> 'Diagnostic'
                            AND a.starts_at >= '2025-01-01' GROUP BY c.clinician_id, t.treatment_id),
                 ranked AS (SELECT *, RANK() OVER (PARTITION BY clinician_id ORDER BY done DESC) AS rnk FROM counts)
            SELECT dentist, treatment, done FROM ranked WHERE rnk = 1 ORDER BY dentist, treatment""",
        "Leaving check-ups and X-rays aside, what's the treatment each dentist has done most often this year, and "
        "how many times?",
        "For each of our dentists, which treatment (not counting examinations and X-rays) have they done most this "
        "year?",
    ),
    template(
        "patients_seen_again_2025", "hard",
        f"""SELECT ROUND(100.0 * COUNT(DISTINCT CASE WHEN a.patient_id IN (
                       SELECT patient_id FROM appointments WHERE status = 'Attended' AND starts_at >= '2025-01-01')
                   THEN a.patient_id END) / COUNT(DISTINCT a.patient_id), 2)
            FROM appointments a WHERE {SEEN} AND a.starts_at BETWEEN '2024-01-01' AND '2024-12-31 23:59'""",
        "Of the patients we saw last year, what percentage have been back in this year?",
        "What share of 2024's patients have we seen again in 2025?",
    ),
    template(
        "overdue_for_check_up", "hard",
        """SELECT COUNT(DISTINCT r.patient_id) FROM recalls r JOIN patients p ON p.patient_id = r.patient_id
           WHERE p.left_on IS NULL AND r.recall_type = 'Check-Up' AND r.booked_appointment_id IS NULL
           AND r.due_on BETWEEN '2025-01-01' AND '2025-12-11'
           AND NOT EXISTS (SELECT 1 FROM appointments a WHERE a.patient_id = r.patient_id
                           AND a.status IN ('Attended', 'Booked') AND a.starts_at >= r.due_on)""",
        "How many current patients had a check-up fall due this year, never booked it, and haven't been in since?",
        "Chasing list: how many patients on our books are overdue a check-up from this year and have had no "
        "appointment since, nor one booked?",
    ),
    template(
        "crown_fee_by_year", "hard",
        """SELECT substr(a.starts_at, 1, 4) AS year, ROUND(AVG(l.fee), 2) AS average_fee
           FROM appointment_treatments l JOIN treatments t ON t.treatment_id = l.treatment_id
           JOIN appointments a ON a.appointment_id = l.appointment_id
           WHERE t.name = 'Porcelain Crown' AND l.charge_type = 'Private' GROUP BY year ORDER BY year""",
        "What has a private crown actually cost patients on average each year? I want to see the price rises.",
        "Average private fee charged for a porcelain crown, year by year.",
    ),
    template(
        "busiest_clinician_each_month_this_year", "hard",
        f"""WITH monthly AS (SELECT substr(a.starts_at, 1, 7) AS month, {CLINICIAN} AS clinician, COUNT(*) AS seen
                             FROM appointments a JOIN clinicians c ON c.clinician_id = a.clinician_id
                             WHERE {SEEN} AND a.starts_at BETWEEN '2025-01-01' AND '2025-11-30 23:59'
                             GROUP BY month, c.clinician_id),
                 ranked AS (SELECT *, ROW_NUMBER() OVER (PARTITION BY month ORDER BY seen DESC, clinician) AS rn
                            FROM monthly)
            SELECT {month_only("month")} AS month, clinician, seen FROM ranked WHERE rn = 1 ORDER BY ranked.month""",
        "Who saw the most patients each month this year, up to the end of November?",
        "Month by month from January to November, which clinician had the most attended appointments?",
    ),
    template(
        "repeat_no_shows_still_registered", "hard",
        """SELECT COUNT(*) FROM patients p WHERE p.left_on IS NULL AND (
               SELECT COUNT(*) FROM appointments a WHERE a.patient_id = p.patient_id
               AND a.status = 'Failed To Attend') >= 3""",
        "How many patients with three or more failed appointments are still on our list?",
        "Serial no-shows: how many current patients have failed to attend at least three times?",
    ),
    template(
        "new_patients_who_came_back_2024", "hard",
        f"""SELECT ROUND(100.0 * SUM((SELECT COUNT(*) FROM appointments a WHERE a.patient_id = p.patient_id
                                     AND {SEEN}) >= 2) / COUNT(*), 2)
            FROM patients p WHERE p.registered_on BETWEEN '2024-01-01' AND '2024-12-31'""",
        "Of the new patients who joined in 2024, what percentage have been in at least twice?",
        "How many of last year's new patients came back after their first visit? As a percentage.",
    ),
    template(
        "private_fees_per_chair_hour_2025", "hard",
        f"""WITH hours AS (SELECT a.clinician_id, SUM(a.minutes) / 60.0 AS hours FROM appointments a
                           WHERE {SEEN} AND a.starts_at >= '2025-01-01' GROUP BY a.clinician_id),
                 fees AS (SELECT a.clinician_id, SUM(l.fee) AS fees FROM appointment_treatments l
                          JOIN appointments a ON a.appointment_id = l.appointment_id
                          WHERE l.charge_type = 'Private' AND a.starts_at >= '2025-01-01' GROUP BY a.clinician_id)
            SELECT {CLINICIAN} AS clinician, ROUND(f.fees / h.hours, 2) AS fees_per_hour
            FROM hours h JOIN fees f ON f.clinician_id = h.clinician_id
            JOIN clinicians c ON c.clinician_id = h.clinician_id ORDER BY fees_per_hour DESC""",
        "This year, how much private fee income does each clinician bring in per hour of attended chair time?",
        "Private fees per chair hour for each dentist and hygienist in 2025, best first.",
    ),
    template(
        "whitening_kits_by_year", "hard",
        """SELECT substr(a.starts_at, 1, 4) AS year, COUNT(*) AS kits FROM appointment_treatments l
           JOIN treatments t ON t.treatment_id = l.treatment_id
           JOIN appointments a ON a.appointment_id = l.appointment_id
           WHERE t.name = 'Teeth Whitening (Home Kit)' GROUP BY year ORDER BY year""",
        "How many whitening kits have we sold each year?",
        "Year by year, how many home whitening treatments have we done?",
    ),
    template(
        "whitaker_patients_still_here", "hard",
        """SELECT COUNT(DISTINCT a.patient_id) FROM appointments a JOIN clinicians c ON c.clinician_id = a.clinician_id
           JOIN patients p ON p.patient_id = a.patient_id
           WHERE c.first_name = 'Thomas' AND c.last_name = 'Whitaker' AND a.status = 'Attended'
           AND p.left_on IS NULL""",
        "How many of the patients Thomas Whitaker saw before he left are still with us?",
        "Of everyone Dr Whitaker treated here, how many are still on our list today?",
    ),
    template(
        "attended_month_on_month", "hard",
        f"""WITH monthly AS (SELECT substr(starts_at, 1, 7) AS month, COUNT(*) AS seen FROM appointments
                             WHERE status = 'Attended' AND starts_at BETWEEN '2025-05-01' AND '2025-11-30 23:59'
                             GROUP BY month)
            SELECT {month_only("month")} AS month, seen, seen - LAG(seen) OVER (ORDER BY month) AS change
            FROM monthly ORDER BY monthly.month LIMIT 6 OFFSET 1""",
        "From June to November, how did the number of patients we saw change from one month to the next?",
        "For each month June to November this year, patients seen and the change on the month before.",
    ),
    template(
        "private_patients_on_plan", "hard",
        """SELECT ROUND(100.0 * SUM(EXISTS (SELECT 1 FROM plan_memberships m WHERE m.patient_id = p.patient_id
                                           AND m.status = 'Active')) / COUNT(*), 2)
           FROM patients p WHERE p.left_on IS NULL AND p.patient_type = 'Private'""",
        "What percentage of our current private patients are on a care plan?",
        "How many of the private patients on our list pay monthly through a plan? As a share of all of them.",
    ),
]
