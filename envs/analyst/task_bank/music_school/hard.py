"""Gold questions over ``music_school``, the hard section of ``TEMPLATES``: 3+ tables, nesting, ranking, windows."""

from envs.analyst.task_bank.calendar_sql import month_only
from envs.analyst.task_bank.music_school.fragments import (
    HOURS, LAST_ACADEMIC_YEAR, LAST_TERM, PASSED, PUPIL, TAUGHT, TEACHER, THIS_TERM, TODAY, UNIQUE_PUPILS,
)
from envs.analyst.tasks import template

TEMPLATES = [
    template(
        "freelance_pay_in_month", "hard",
        f"""SELECT ROUND(SUM(t.hourly_rate * {HOURS}), 2) FROM lessons l
            JOIN enrolments e ON e.enrolment_id = l.enrolment_id JOIN teachers t ON t.teacher_id = e.teacher_id
            WHERE t.employment = 'Freelance' AND {TAUGHT} AND substr(l.lesson_date, 1, 7) = {{month}}""",
        "What did our freelance teachers earn from us in {month_name}, at their hourly rates?",
        "Freelance teaching bill for {month_name}: hours taught times each freelancer's rate, in total?",
        slots="SELECT '2025-03' AS month, 'March 2025' AS month_name UNION ALL SELECT '2025-10', 'October 2025'",
        n=2,
    ),
    template(
        "most_cancelling_teacher_last_academic_year", "hard",
        f"""SELECT {TEACHER} AS teacher, COUNT(*) AS cancelled FROM lessons l
            JOIN enrolments e ON e.enrolment_id = l.enrolment_id JOIN teachers t ON t.teacher_id = e.teacher_id
            JOIN terms tm ON tm.term_id = e.term_id
            WHERE l.status = 'Cancelled by Teacher' AND tm.academic_year = {LAST_ACADEMIC_YEAR}
            GROUP BY t.teacher_id ORDER BY cancelled DESC LIMIT 1""",
        "Which teacher cancelled the most lessons last academic year, and how many?",
        "Over 2024-25, whose lessons got called off by the teacher most often?",
    ),
    template(
        "pupil_timetable_this_term", "hard",
        f"""SELECT e.instrument, {TEACHER} AS teacher, e.lesson_day, e.lesson_time FROM enrolments e
            JOIN students s ON s.student_id = e.student_id JOIN teachers t ON t.teacher_id = e.teacher_id
            WHERE e.term_id = {THIS_TERM} AND {PUPIL} = {{pupil}} ORDER BY e.instrument""",
        "Who teaches {pupil} this term, and when's their lesson?",
        "{pupil}'s parent is on the phone: what does {pupil} learn this term, with whom, and on which day and time?",
        slots=UNIQUE_PUPILS + " ORDER BY s.joined_on DESC, s.student_id", n=2,
    ),
    template(
        "attendance_by_department_last_academic_year", "hard",
        f"""SELECT t.department,
                   ROUND(100.0 * SUM(l.status = 'Attended') / SUM(l.status IN ('Attended', 'Missed')), 2) AS attendance
            FROM lessons l JOIN enrolments e ON e.enrolment_id = l.enrolment_id
            JOIN teachers t ON t.teacher_id = e.teacher_id JOIN terms tm ON tm.term_id = e.term_id
            WHERE tm.academic_year = {LAST_ACADEMIC_YEAR} GROUP BY t.department ORDER BY attendance DESC""",
        "How did attendance compare across departments last academic year? Percentage of lessons pupils turned up to.",
        "For 2024-25, give me each department's attendance rate, best first (teacher cancellations don't count).",
    ),
    template(
        "paused_and_came_back", "hard",
        """WITH taught AS (SELECT DISTINCT student_id, term_id FROM enrolments)
           SELECT COUNT(DISTINCT a.student_id) FROM taught a
           WHERE NOT EXISTS (SELECT 1 FROM taught b WHERE b.student_id = a.student_id AND b.term_id = a.term_id + 1)
             AND EXISTS (SELECT 1 FROM taught c WHERE c.student_id = a.student_id AND c.term_id > a.term_id + 1)""",
        "How many pupils have taken at least a term off and then come back to lessons?",
        "Count the pupils who had a break of a term or more between enrolments and then returned.",
    ),
    template(
        "retention_into_this_term", "hard",
        """SELECT ROUND(100.0 * COUNT(DISTINCT n.student_id) / COUNT(DISTINCT p.student_id), 2)
           FROM enrolments p JOIN terms tp ON tp.term_id = p.term_id
           LEFT JOIN enrolments n ON n.student_id = p.student_id
                AND n.term_id = (SELECT term_id FROM terms WHERE name = 'Autumn 2025')
           WHERE tp.name = 'Summer 2025'""",
        "What percentage of last term's pupils have carried on into this term?",
        "Of everyone who had lessons in the Summer 2025 term, what share is back with us this autumn?",
    ),
    template(
        "brand_new_pupils_this_term", "hard",
        f"""SELECT COUNT(*) FROM (SELECT student_id FROM enrolments GROUP BY student_id
                                 HAVING MIN(term_id) = {THIS_TERM})""",
        "How many brand-new pupils started lessons with us this term?",
        "This term's intake: how many pupils are having their first term with us?",
    ),
    template(
        "best_merit_rate_per_department", "hard",
        f"""WITH rates AS (
                SELECT t.department, {TEACHER} AS teacher,
                       100.0 * SUM(x.result IN ('Merit', 'Distinction')) / COUNT(*) AS merit_rate
                FROM exams x JOIN teachers t ON t.teacher_id = x.teacher_id WHERE x.result IS NOT NULL
                GROUP BY t.teacher_id HAVING COUNT(*) >= 8),
            ranked AS (SELECT *, RANK() OVER (PARTITION BY department ORDER BY merit_rate DESC) AS rnk FROM rates)
            SELECT department, teacher, ROUND(merit_rate, 2) AS merit_or_better_pct FROM ranked WHERE rnk = 1
            ORDER BY department, teacher""",
        "In each department, which teacher's pupils most often get a merit or distinction? Percentage of their exam "
        "results, only teachers with at least eight results.",
        "Department by department, whose exam candidates do best: the highest share of merits and distinctions "
        "(teachers with 8+ results)?",
    ),
    template(
        "most_frequent_performers", "hard",
        f"""WITH counts AS (
                SELECT {PUPIL} AS pupil, COUNT(*) AS performances FROM concert_performers p
                JOIN students s ON s.student_id = p.student_id JOIN concerts c ON c.concert_id = p.concert_id
                WHERE c.concert_date <= {TODAY} GROUP BY s.student_id)
            SELECT pupil, performances FROM counts WHERE performances = (SELECT MAX(performances) FROM counts)
            ORDER BY pupil""",
        "Which pupils have performed at the most concerts and recitals, and how many times?",
        "Who are our most regular performers? Everyone tied for the most appearances so far, with the number.",
    ),
    template(
        "price_per_lesson_by_year", "hard",
        """SELECT tm.academic_year,
                  ROUND(AVG(e.term_fee / (SELECT COUNT(*) FROM lessons l WHERE l.enrolment_id = e.enrolment_id)), 2)
                  AS price_per_lesson
           FROM enrolments e JOIN terms tm ON tm.term_id = e.term_id
           WHERE e.lesson_minutes = {minutes} AND e.withdrawn_on IS NULL
           GROUP BY tm.academic_year ORDER BY tm.academic_year""",
        "What have we charged per {minutes}-minute lesson in each academic year?",
        "How has the price of a single {minutes}-minute lesson gone up, academic year by academic year?",
        slots="SELECT 30 AS minutes UNION ALL SELECT 45", n=2,
    ),
    template(
        "department_share_of_tuition_this_term", "hard",
        f"""WITH fees AS (SELECT t.department, SUM(e.term_fee) AS fees FROM enrolments e
                          JOIN teachers t ON t.teacher_id = e.teacher_id WHERE e.term_id = {THIS_TERM}
                          GROUP BY t.department)
            SELECT department, ROUND(100.0 * fees / (SELECT SUM(fees) FROM fees), 2) AS share_pct FROM fees
            ORDER BY share_pct DESC""",
        "What share of this term's lesson fees does each department bring in?",
        "Split this term's tuition by department as percentages of the total.",
    ),
    template(
        "active_pupils_with_old_debts", "hard",
        f"""SELECT COUNT(*) FROM students s WHERE s.status = 'Active'
            AND EXISTS (SELECT 1 FROM invoices i WHERE i.student_id = s.student_id AND i.term_id < {THIS_TERM}
                        AND i.status <> 'Paid')""",
        "How many of our current pupils still owe money from a previous term?",
        "Pupils having lessons now who've got an unpaid or part-paid bill from an earlier term: how many?",
    ),
    template(
        "top_instrument_per_department", "hard",
        f"""WITH counts AS (SELECT t.department, e.instrument, COUNT(*) AS pupils FROM enrolments e
                            JOIN teachers t ON t.teacher_id = e.teacher_id WHERE e.term_id = {THIS_TERM}
                            GROUP BY t.department, e.instrument),
                ranked AS (SELECT *, RANK() OVER (PARTITION BY department ORDER BY pupils DESC) AS rnk FROM counts)
            SELECT department, instrument, pupils FROM ranked WHERE rnk = 1 ORDER BY department""",
        "For each department, which instrument has the most pupils this term?",
        "What's the most popular instrument in every department at the moment, with its number of pupils?",
    ),
    template(
        "harriet_pupils_new_teachers", "hard",
        f"""SELECT {TEACHER} AS teacher, COUNT(*) AS pupils FROM enrolments old
            JOIN teachers h ON h.teacher_id = old.teacher_id
            JOIN enrolments new ON new.student_id = old.student_id AND new.instrument = old.instrument
                 AND new.term_id = {THIS_TERM}
            JOIN teachers t ON t.teacher_id = new.teacher_id
            WHERE old.term_id = {LAST_TERM} AND h.first_name = 'Harriet' AND h.last_name = 'Lyle'
            GROUP BY t.teacher_id ORDER BY pupils DESC, teacher""",
        "Harriet Lyle left in the summer. Which teachers have taken on her piano pupils this term, and how many each?",
        "Of Harriet Lyle's pupils from last term who carried on, who is teaching them now? Count per teacher.",
    ),
    template(
        "teacher_hours_this_term", "hard",
        f"""SELECT {TEACHER} AS teacher, ROUND(SUM({HOURS}), 2) AS hours FROM lessons l
            JOIN enrolments e ON e.enrolment_id = l.enrolment_id JOIN teachers t ON t.teacher_id = e.teacher_id
            WHERE e.term_id = {THIS_TERM} AND {TAUGHT} GROUP BY t.teacher_id ORDER BY hours DESC LIMIT 3""",
        "Which three teachers have taught the most hours so far this term?",
        "Top three teachers by teaching hours this term to date, with their hours.",
    ),
    template(
        "takings_change_year_to_date", "hard",
        """WITH years AS (
               SELECT SUM(CASE WHEN paid_on BETWEEN '2024-01-01' AND '2024-11-21' THEN amount_paid END) AS last_year,
                      SUM(CASE WHEN paid_on BETWEEN '2025-01-01' AND '2025-11-21' THEN amount_paid END) AS this_year
               FROM invoices)
           SELECT ROUND(100.0 * (this_year - last_year) / last_year, 2) FROM years""",
        "Are fee takings up on last year? Percentage change, this year to date against the same point last year.",
        "How do our takings so far this year compare with the same period of 2024, in percent?",
    ),
    template(
        "takings_running_total_this_academic_year", "hard",
        f"""WITH monthly AS (SELECT substr(paid_on, 1, 7) AS month, SUM(amount_paid) AS takings FROM invoices
                            WHERE paid_on >= '2025-08-01' GROUP BY month)
            SELECT {month_only("month")} AS month, ROUND(SUM(takings) OVER (ORDER BY month), 2) AS takings_to_date
            FROM monthly ORDER BY monthly.month""",
        "Show me fee takings for this academic year building up month by month, as a running total from August.",
        "Since the start of August, what's the running total of fees collected at the end of each month?",
    ),
    template(
        "pupils_passing_two_grades", "hard",
        f"""SELECT COUNT(*) FROM (SELECT student_id, instrument FROM exams WHERE {PASSED}
                                 GROUP BY student_id, instrument HAVING COUNT(*) >= 2)""",
        "How many pupils have passed two or more grades on the same instrument since our records began?",
        "Count the pupils who've got at least two exam passes on one instrument.",
    ),
    template(
        "most_missed_lessons_this_term", "hard",
        f"""WITH counts AS (
                SELECT {PUPIL} AS pupil, COUNT(*) AS missed FROM lessons l
                JOIN enrolments e ON e.enrolment_id = l.enrolment_id JOIN students s ON s.student_id = e.student_id
                WHERE e.term_id = {THIS_TERM} AND l.status = 'Missed' GROUP BY s.student_id)
            SELECT pupil, missed FROM counts WHERE missed = (SELECT MAX(missed) FROM counts) ORDER BY pupil""",
        "Which pupils have missed the most lessons so far this term, and how many?",
        "Who are our worst attenders this term: the pupils with the most missed lessons (all of them if it's a tie)?",
    ),
    template(
        "adult_share_of_tuition_this_term", "hard",
        f"""SELECT ROUND(100.0 * SUM(CASE WHEN s.age_group = 'Adult' THEN e.term_fee ELSE 0 END)
                         / (SELECT SUM(term_fee) FROM enrolments WHERE term_id = {THIS_TERM}), 2)
            FROM enrolments e JOIN students s ON s.student_id = e.student_id WHERE e.term_id = {THIS_TERM}""",
        "What percentage of this term's lesson fees comes from adult learners?",
        "How much of the tuition this term is paid for adult pupils, as a share of the total?",
    ),
    template(
        "hire_longest_current", "hard",
        f"""SELECT {PUPIL} AS pupil, h.instrument, h.asset_tag, h.started_on FROM instrument_hires h
            JOIN students s ON s.student_id = h.student_id
            WHERE h.returned_on IS NULL AND h.started_on = (SELECT MIN(started_on) FROM instrument_hires
                                                            WHERE returned_on IS NULL)""",
        "Which hire has been out the longest? Who has the instrument, what is it, its tag and when it went out.",
        "Of the instruments still on hire, which one has been out since the earliest date, and with whom?",
    ),
    template(
        "teacher_cancellation_share_by_term", "hard",
        f"""SELECT tm.name, ROUND(100.0 * SUM(l.status = 'Cancelled by Teacher') / COUNT(*), 2) AS cancelled_pct
            FROM lessons l JOIN enrolments e ON e.enrolment_id = l.enrolment_id JOIN terms tm ON tm.term_id = e.term_id
            WHERE tm.academic_year = {LAST_ACADEMIC_YEAR} GROUP BY tm.term_id ORDER BY tm.starts_on""",
        "Term by term last academic year, what percentage of booked lessons did our teachers cancel?",
        "How often did teachers call off lessons in each term of 2024-25, as a share of all lessons booked?",
    ),
]
