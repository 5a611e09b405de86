"""Gold questions over ``music_school``, the easy section of ``TEMPLATES``: one table."""

from envs.analyst.task_bank.music_school.fragments import FULL_YEARS, OWED, THIS_TERM, TODAY, _months
from envs.analyst.tasks import template

TEMPLATES = [
    template(
        "pupils_on_books", "easy",
        "SELECT COUNT(*) FROM students WHERE status = 'Active'",
        "How many pupils have we got on the books at the moment?",
        "Right now, how many active pupils does the academy have?",
    ),
    template(
        "pupils_on_break", "easy",
        "SELECT COUNT(*) FROM students WHERE status = 'Paused'",
        "How many pupils are taking a break from lessons at the moment but haven't left?",
        "Count the pupils who've paused their lessons and are down as coming back.",
    ),
    template(
        "adults_joined_in_year", "easy",
        "SELECT COUNT(*) FROM students WHERE age_group = 'Adult' AND substr(joined_on, 1, 4) = {year}",
        "How many adult learners signed up with us in {year}?",
        "In {year}, how many grown-ups joined the academy for lessons?",
        slots=FULL_YEARS, n=2,
    ),
    template(
        "leavers_in_year", "easy",
        "SELECT COUNT(*) FROM students WHERE status = 'Left' AND substr(left_on, 1, 4) = {year}",
        "How many pupils left us during {year}?",
        "What was the number of leavers in {year}?",
        slots=FULL_YEARS, n=2,
    ),
    template(
        "slots_booked_this_term", "easy",
        f"SELECT COUNT(*) FROM enrolments WHERE term_id = {THIS_TERM}",
        "How many weekly lesson slots have we got booked this term?",
        "This term, how many enrolments are there in total, counting a pupil's second instrument separately?",
    ),
    template(
        "hour_lessons_this_term", "easy",
        f"SELECT COUNT(*) FROM enrolments WHERE term_id = {THIS_TERM} AND lesson_minutes = 60",
        "How many hour-long lessons a week are we teaching this term?",
        "This term, how many of the weekly slots are 60 minutes long?",
    ),
    template(
        "freelance_teachers_now", "easy",
        "SELECT COUNT(*) FROM teachers WHERE employment = 'Freelance' AND left_on IS NULL",
        "How many of our current teachers are freelance rather than employed?",
        "Of the teachers still with us, how many work for us on a freelance basis?",
    ),
    template(
        "heads_of_department", "easy",
        """SELECT department, first_name || ' ' || last_name AS head FROM teachers WHERE head_of_department = 1
           ORDER BY department""",
        "Who heads up each department? Department and name, please.",
        "List our heads of department alongside the department they run.",
    ),
    template(
        "best_paid_teacher", "easy",
        """SELECT first_name || ' ' || last_name AS teacher, hourly_rate FROM teachers WHERE left_on IS NULL
           ORDER BY hourly_rate DESC LIMIT 1""",
        "Which of our current teachers is on the highest hourly rate, and what is it?",
        "Who's the most expensive teacher per hour that we still have on the staff?",
    ),
    template(
        "teachers_who_left", "easy",
        """SELECT first_name || ' ' || last_name AS teacher, left_on FROM teachers WHERE left_on IS NOT NULL
           ORDER BY left_on""",
        "Which teachers have left us, and when did each of them go?",
        "Remind me who's moved on from the teaching staff, with their leaving dates, earliest first.",
    ),
    template(
        "distinctions_in_year", "easy",
        "SELECT COUNT(*) FROM exams WHERE result = 'Distinction' AND substr(exam_date, 1, 4) = {year}",
        "How many distinctions did our pupils get in their {year} exams?",
        "Number of distinctions our pupils got in their graded exams during {year}?",
        slots=FULL_YEARS, n=2,
    ),
    template(
        "results_awaited", "easy",
        f"SELECT COUNT(*) FROM exams WHERE result IS NULL AND exam_date <= {TODAY}",
        "How many exams have our pupils already sat where we're still waiting on the result?",
        "Exams done but no result back yet: how many are there?",
    ),
    template(
        "exams_coming_up", "easy",
        f"SELECT COUNT(*) FROM exams WHERE exam_date > {TODAY}",
        "How many exam entries have we got coming up that haven't been sat yet?",
        "Looking ahead, how many graded exams are our pupils booked in for?",
    ),
    template(
        "grade_eight_passes", "easy",
        "SELECT COUNT(*) FROM exams WHERE grade = 8 AND result IN ('Pass', 'Merit', 'Distinction')",
        "How many Grade 8 passes have our pupils notched up altogether?",
        "Across all our records, how many times has a pupil passed Grade 8?",
    ),
    template(
        "instruments_out_on_hire", "easy",
        "SELECT COUNT(*) FROM instrument_hires WHERE returned_on IS NULL",
        "How many of the school's instruments are out on hire right now?",
        "Who's got instruments out? Just the number of hires still running, please.",
    ),
    template(
        "violin_hire_rate_now", "easy",
        "SELECT DISTINCT monthly_fee FROM instrument_hires WHERE instrument = 'Violin' AND started_on >= '2024-09-01'",
        "What do we charge a month to hire one of our violins these days, since the last rise?",
        "Monthly violin hire: what's the going rate since September 2024?",
    ),
    template(
        "money_owed", "easy",
        f"SELECT ROUND(SUM({OWED}), 2) FROM invoices WHERE status <> 'Paid'",
        "How much do families owe us in unpaid fees altogether?",
        "What's the total still outstanding on our invoices, part-paid ones included?",
    ),
    template(
        "takings_in_month", "easy",
        "SELECT ROUND(SUM(amount_paid), 2) FROM invoices WHERE substr(paid_on, 1, 7) = {month}",
        "What were our fee takings in {month_name}?",
        "How much fee money came in during {month_name}?",
        slots=_months("invoices", "paid_on", "2024-01", "2025-10"), n=2,
    ),
    template(
        "sibling_discounts_last_academic_year", "easy",
        "SELECT ROUND(SUM(sibling_discount), 2) FROM invoices WHERE term_id IN (5, 6, 7)",
        "How much did we give away in sibling discounts over the last academic year?",
        "Across Autumn 2024, Spring 2025 and Summer 2025, what did the sibling discount cost us in total?",
    ),
    template(
        "cancelled_not_made_up", "easy",
        "SELECT COUNT(*) FROM lessons WHERE status = 'Cancelled by Teacher' AND made_up_on IS NULL",
        "How many lessons have teachers cancelled that were never made up?",
        "Teacher cancellations still owed to pupils: how many lessons haven't been made up?",
    ),
    template(
        "missed_lessons_in_month", "easy",
        "SELECT COUNT(*) FROM lessons WHERE status = 'Missed' AND substr(lesson_date, 1, 7) = {month}",
        "How many lessons did pupils miss in {month_name}?",
        "Pupil no-shows in {month_name}: how many lessons were missed?",
        slots="SELECT '2025-01' AS month, 'January 2025' AS month_name UNION ALL SELECT '2025-10', 'October 2025'",
        n=2,
    ),
    template(
        "summer_concert_door_takings", "easy",
        "SELECT ROUND(ticket_price * tickets_sold, 2) FROM concerts WHERE title = 'Summer Concert 2025'",
        "How much did we take in ticket sales for this year's Summer Concert?",
        "What did the 2025 Summer Concert bring in on tickets?",
    ),
    template(
        "youngest_pupil", "easy",
        """SELECT first_name || ' ' || last_name AS pupil, date_of_birth FROM students
           WHERE status = 'Active' AND date_of_birth IS NOT NULL ORDER BY date_of_birth DESC LIMIT 1""",
        "Who's our youngest pupil at the moment, and when were they born?",
        "Of the pupils currently learning with us, which one is the youngest? Give their date of birth too.",
    ),
    template(
        "children_on_account", "easy",
        "SELECT COUNT(*) FROM students WHERE email = {email}",
        "{guardian} ({email}): how many of their children have had lessons with us?",
        "How many children on the {email} family account have we taught? That's {guardian}'s family.",
        slots="""SELECT guardian_name AS guardian, email FROM students
                 WHERE email IS NOT NULL AND guardian_name IS NOT NULL
                 GROUP BY email HAVING COUNT(*) >= 2 ORDER BY MIN(student_id)""",
        n=2,
    ),
    template(
        "full_term_half_hour_fee", "easy",
        f"SELECT MAX(term_fee) FROM enrolments WHERE term_id = {THIS_TERM} AND lesson_minutes = 30",
        "What's the full-term fee for a weekly half-hour lesson this term?",
        "A pupil on 30-minute lessons for the whole of this term pays how much?",
    ),
]
