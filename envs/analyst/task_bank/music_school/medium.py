"""Gold questions over ``music_school``, the medium section of ``TEMPLATES``: a join, or grouping."""

from envs.analyst.task_bank.calendar_sql import month_only
from envs.analyst.task_bank.music_school.fragments import (
    LAST_ACADEMIC_YEAR, PASSED, PUPIL, TEACHER, THIS_TERM, TODAY, UNIQUE_PUPILS,
)
from envs.analyst.tasks import template

TEMPLATES = [
    template(
        "pupils_per_department_this_term", "medium",
        f"""SELECT t.department, COUNT(DISTINCT e.student_id) AS pupils FROM enrolments e
            JOIN teachers t ON t.teacher_id = e.teacher_id WHERE e.term_id = {THIS_TERM}
            GROUP BY t.department ORDER BY pupils DESC, t.department""",
        "How many pupils has each department got this term? Biggest department first.",
        "Break this term's pupils down by department, going by who teaches them.",
    ),
    template(
        "top_instruments_this_term", "medium",
        f"""SELECT instrument, COUNT(*) AS pupils FROM enrolments WHERE term_id = {THIS_TERM}
            GROUP BY instrument ORDER BY pupils DESC LIMIT 5""",
        "What are our five most popular instruments this term, and how many pupils learn each?",
        "Top 5 instruments by number of pupils learning them this term?",
    ),
    template(
        "busiest_teacher_this_term", "medium",
        f"""SELECT {TEACHER} AS teacher, COUNT(DISTINCT e.student_id) AS pupils FROM enrolments e
            JOIN teachers t ON t.teacher_id = e.teacher_id WHERE e.term_id = {THIS_TERM}
            GROUP BY t.teacher_id ORDER BY pupils DESC LIMIT 1""",
        "Which teacher has the most pupils this term, and how many?",
        "Who's carrying the biggest teaching list this term? Name and number of pupils.",
    ),
    template(
        "takings_by_month_this_year", "medium",
        f"""SELECT {month_only("substr(paid_on, 1, 7)")} AS month, ROUND(SUM(amount_paid), 2) AS takings FROM invoices
            WHERE paid_on >= '2025-01-01' GROUP BY substr(paid_on, 1, 7) ORDER BY substr(paid_on, 1, 7)""",
        "Month by month, what have we taken in fees so far this year?",
        "Can I see this year's fee takings broken down by month?",
    ),
    template(
        "exam_results_in_year", "medium",
        """SELECT result, COUNT(*) AS exams FROM exams WHERE result IS NOT NULL AND substr(exam_date, 1, 4) = {year}
           GROUP BY result ORDER BY exams DESC""",
        "How did our pupils' exams go in {year}? Number of distinctions, merits, passes and fails.",
        "Give me the {year} exam results tally: how many of each outcome?",
        slots="SELECT '2024' AS year UNION SELECT '2025' ORDER BY year", n=2,
    ),
    template(
        "pass_rate_by_board", "medium",
        f"""SELECT board, ROUND(100.0 * SUM({PASSED}) / COUNT(*), 2) AS pass_rate FROM exams
            WHERE result IS NOT NULL GROUP BY board ORDER BY board""",
        "What's our exam pass rate with ABRSM compared with Trinity?",
        "Pass rate by exam board, as a percentage, please.",
    ),
    template(
        "average_mark_by_grade_abrsm", "medium",
        """SELECT grade, ROUND(AVG(mark), 2) AS average_mark, COUNT(*) AS exams FROM exams
           WHERE board = 'ABRSM' AND mark IS NOT NULL GROUP BY grade ORDER BY grade""",
        "Grade by grade, what's the average mark our pupils get in ABRSM exams, and how many sat each?",
        "For ABRSM exams, show the average mark and the number of candidates at each grade.",
    ),
    template(
        "missed_lessons_by_weekday_last_year", "medium",
        f"""SELECT e.lesson_day, COUNT(*) AS missed FROM lessons l JOIN enrolments e ON e.enrolment_id = l.enrolment_id
            WHERE l.status = 'Missed' AND e.term_id IN (5, 6, 7)
            GROUP BY e.lesson_day ORDER BY missed DESC LIMIT 1""",
        "Last academic year, which day of the week had the most lessons missed by pupils?",
        "Which lesson day saw the most pupil no-shows over 2024-25, and how many?",
    ),
    template(
        "term_fees_last_academic_year", "medium",
        f"""SELECT tm.name, ROUND(SUM(e.term_fee), 2) AS term_fees FROM enrolments e
            JOIN terms tm ON tm.term_id = e.term_id WHERE tm.academic_year = {LAST_ACADEMIC_YEAR}
            GROUP BY tm.term_id ORDER BY tm.starts_on""",
        "What did lesson fees come to for each term of last academic year, before any discounts?",
        "Term by term, what was our tuition for 2024-25?",
    ),
    template(
        "outstanding_by_term", "medium",
        f"""SELECT tm.name, ROUND(SUM(i.total - i.amount_paid), 2) AS owed FROM invoices i
            JOIN terms tm ON tm.term_id = i.term_id WHERE i.status <> 'Paid'
            GROUP BY tm.term_id ORDER BY tm.starts_on""",
        "How much is still owed to us, term by term?",
        "Break the unpaid fees down by the term they were billed for.",
    ),
    template(
        "hires_out_by_instrument", "medium",
        """SELECT instrument, COUNT(*) AS on_hire FROM instrument_hires WHERE returned_on IS NULL
           GROUP BY instrument ORDER BY on_hire DESC, instrument""",
        "Which of our instruments are out on hire at the moment, and how many of each?",
        "Count the hires still running, by instrument.",
    ),
    template(
        "who_has_instrument_on_hire", "medium",
        f"""SELECT {PUPIL} AS pupil, h.asset_tag FROM instrument_hires h JOIN students s ON s.student_id = h.student_id
            WHERE h.instrument = {{instrument}} AND h.returned_on IS NULL ORDER BY h.asset_tag""",
        "Who's got one of our {instrument_plural} out on hire at the moment? Name and asset tag.",
        "Which pupils are hiring a school {instrument_lower} right now, and which one has each got?",
        slots="""SELECT instrument, lower(instrument) || 's' AS instrument_plural, lower(instrument) AS instrument_lower
                 FROM instrument_hires WHERE returned_on IS NULL GROUP BY instrument HAVING COUNT(*) >= 3
                 ORDER BY instrument""",
        n=2,
    ),
    template(
        "terms_with_us", "medium",
        f"""SELECT COUNT(DISTINCT e.term_id) FROM enrolments e JOIN students s ON s.student_id = e.student_id
            WHERE {PUPIL} = {{pupil}}""",
        "How many terms has {pupil} had lessons with us since the Summer 2023 term?",
        "{pupil}: in how many of the terms on record were they enrolled?",
        slots=UNIQUE_PUPILS + " ORDER BY s.student_id", n=2,
    ),
    template(
        "performers_per_concert_this_year", "medium",
        f"""SELECT c.title, COUNT(*) AS performers FROM concerts c
            JOIN concert_performers p ON p.concert_id = c.concert_id
            WHERE c.concert_date BETWEEN '2025-01-01' AND {TODAY} GROUP BY c.concert_id ORDER BY c.concert_date""",
        "How many pupils performed at each of this year's concerts and recitals so far?",
        "For every concert we've put on this year, how many performers were in the programme?",
    ),
    template(
        "ticket_takings_by_year", "medium",
        """SELECT substr(concert_date, 1, 4) AS year, ROUND(SUM(ticket_price * tickets_sold), 2) AS ticket_takings
           FROM concerts WHERE tickets_sold IS NOT NULL GROUP BY year ORDER BY year""",
        "What have concert tickets brought in each year?",
        "Year by year, how much did we take from ticket sales at our concerts?",
    ),
    template(
        "payment_methods_last_academic_year", "medium",
        """SELECT payment_method, COUNT(*) AS invoices, ROUND(SUM(amount_paid), 2) AS paid FROM invoices
           WHERE term_id IN (5, 6, 7) AND payment_method IS NOT NULL GROUP BY payment_method ORDER BY paid DESC""",
        "How did families pay their fees last academic year? Number of invoices and amount by payment method.",
        "For 2024-25's invoices, break down what was paid by bank transfer, card, cheque and cash.",
    ),
    template(
        "new_pupils_by_year_and_age_group", "medium",
        """SELECT substr(joined_on, 1, 4) AS year, age_group, COUNT(*) AS pupils FROM students
           WHERE joined_on >= '2024-01-01' GROUP BY year, age_group ORDER BY year, age_group""",
        "How many new juniors and adults joined in 2024 and in 2025 so far?",
        "Sign-ups for last year and this year, split between children and adults.",
    ),
    template(
        "busiest_lesson_day_this_term", "medium",
        f"""SELECT lesson_day, COUNT(*) AS slots FROM enrolments WHERE term_id = {THIS_TERM}
            GROUP BY lesson_day ORDER BY slots DESC LIMIT 1""",
        "Which is our busiest teaching day of the week this term?",
        "This term, what day do we have the most weekly lessons on, and how many?",
    ),
    template(
        "big_families", "medium",
        """SELECT guardian_name, email FROM students WHERE status = 'Active' AND guardian_name IS NOT NULL
           AND email IS NOT NULL GROUP BY email HAVING COUNT(*) >= 3 ORDER BY guardian_name, email""",
        "Which families have three or more children having lessons with us at the moment? Parent and email.",
        "List the parents who've currently got at least three kids learning here, with their email addresses.",
    ),
    template(
        "exam_entries_by_teacher_this_year", "medium",
        f"""SELECT {TEACHER} AS teacher, COUNT(*) AS entries FROM exams x JOIN teachers t ON t.teacher_id = x.teacher_id
            WHERE x.exam_date >= '2025-01-01' GROUP BY t.teacher_id ORDER BY entries DESC, teacher LIMIT 3""",
        "Which three teachers have made the most exam entries this year?",
        "Top three teachers by exam entries in 2025, with the number each entered.",
    ),
    template(
        "missed_lessons_by_month_this_year", "medium",
        f"""SELECT {month_only("substr(lesson_date, 1, 7)")} AS month, COUNT(*) AS missed FROM lessons
            WHERE status = 'Missed' AND lesson_date >= '2025-01-01'
            GROUP BY substr(lesson_date, 1, 7) ORDER BY substr(lesson_date, 1, 7)""",
        "How many lessons have pupils missed each month this year?",
        "Month by month in 2025, the number of lessons where the pupil didn't turn up.",
    ),
    template(
        "collection_rate_by_term", "medium",
        """SELECT tm.name, ROUND(100.0 * SUM(i.amount_paid) / SUM(i.total), 2) AS collected_pct FROM invoices i
           JOIN terms tm ON tm.term_id = i.term_id WHERE tm.academic_year IN ('2024-25', '2025-26')
           GROUP BY tm.term_id ORDER BY tm.starts_on""",
        "What percentage of what we billed have we actually collected, for each term since September 2024?",
        "Term by term from Autumn 2024 on, how much of the invoiced fees has been paid, as a percentage?",
    ),
    template(
        "pupil_exam_history", "medium",
        f"""SELECT x.instrument, x.grade, x.exam_date, x.result FROM exams x
            JOIN students s ON s.student_id = x.student_id
            WHERE {PUPIL} = {{pupil}} AND x.result IS NOT NULL ORDER BY x.exam_date""",
        "What exams has {pupil} taken with us, and how did each go?",
        "Show me {pupil}'s exam record: instrument, grade, date and result.",
        slots=UNIQUE_PUPILS + """ AND (SELECT COUNT(*) FROM exams x WHERE x.student_id = s.student_id
                                       AND x.result IS NOT NULL) >= 2 ORDER BY s.student_id""",
        n=2,
    ),
    template(
        "average_invoice_this_term", "medium",
        f"""SELECT s.age_group, ROUND(AVG(i.total), 2) AS average_invoice FROM invoices i
            JOIN students s ON s.student_id = i.student_id WHERE i.term_id = {THIS_TERM}
            GROUP BY s.age_group ORDER BY s.age_group""",
        "What's the average term bill this term for an adult pupil compared with a junior?",
        "Average invoice this term, adults versus juniors?",
    ),
    template(
        "distinction_rate_by_grade_band", "medium",
        """SELECT CASE WHEN grade <= 3 THEN 'Grades 1-3' WHEN grade <= 5 THEN 'Grades 4-5' ELSE 'Grades 6-8' END
                  AS band, ROUND(100.0 * SUM(result = 'Distinction') / COUNT(*), 2) AS distinction_pct
           FROM exams WHERE result IS NOT NULL GROUP BY band ORDER BY band""",
        "Do our pupils get more distinctions at the lower grades? Distinction rate for grades 1-3, 4-5 and 6-8.",
        "Split exam results into grades 1 to 3, 4 to 5 and 6 to 8: what percentage were distinctions in each band?",
    ),
]
