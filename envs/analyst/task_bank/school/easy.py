"""Gold questions over ``school``, the easy section of ``TEMPLATES``: one table."""

from envs.analyst.task_bank.school.fragments import ASSESSMENT_MONTHS
from envs.analyst.tasks import template

TEMPLATES = [
    template(
        "students_on_roll", "easy",
        "SELECT COUNT(*) FROM students WHERE left_on IS NULL",
        "What's our current number of students on roll?",
        "How many pupils do we currently have, not counting those who have left?",
    ),
    template(
        "year_group_size", "easy",
        "SELECT COUNT(*) FROM students WHERE year_group = {year_group} AND left_on IS NULL",
        "What's the current headcount in Year {year_group}?",
        "How big is Year {year_group} right now, leaving out anyone who has left?",
        "How many Year {year_group} students are currently on roll?",
        slots="SELECT DISTINCT year_group FROM students ORDER BY year_group", n=3,
    ),
    template(
        "students_without_email", "easy",
        "SELECT COUNT(*) FROM students WHERE email IS NULL",
        "For how many pupils are we missing an email address?",
        "How many students don't have a school email address on file?",
    ),
    template(
        "teachers_in_department", "easy",
        "SELECT COUNT(*) FROM teachers WHERE department = {department}",
        "What's the staff count in the {department} department?",
        "Tell me how many teachers {department} has.",
        slots="SELECT DISTINCT department FROM teachers ORDER BY department", n=2,
    ),
    template(
        "teachers_without_extension", "easy",
        "SELECT first_name || ' ' || last_name AS teacher FROM teachers WHERE phone_ext IS NULL "
        "ORDER BY last_name, first_name",
        "Which teachers have no phone extension listed? Give their full names, sorted by surname.",
        "List the staff we can't reach on an internal phone extension, alphabetically by surname.",
    ),
    template(
        "leavers", "easy",
        "SELECT first_name || ' ' || last_name AS student, year_group, left_on FROM students "
        "WHERE left_on IS NOT NULL ORDER BY left_on, last_name",
        "Which students left the school during the year? Show their name, year group and leaving date, earliest first.",
        "Who has left us this year, and when? Include each leaver's year group, in order of leaving.",
    ),
    template(
        "oldest_student", "easy",
        "SELECT first_name || ' ' || last_name FROM students ORDER BY date_of_birth LIMIT 1",
        "Who is the oldest student on our records?",
        "Which pupil has the earliest date of birth?",
    ),
    template(
        "youngest_in_year", "easy",
        "SELECT first_name || ' ' || last_name FROM students WHERE year_group = {year_group} AND left_on IS NULL "
        "ORDER BY date_of_birth DESC LIMIT 1",
        "Who is the youngest student currently in Year {year_group}?",
        "Which Year {year_group} pupil still on roll was born most recently?",
        slots="SELECT DISTINCT year_group FROM students WHERE year_group IN (9, 12) ORDER BY year_group", n=2,
    ),
    template(
        "assessments_of_kind", "easy",
        "SELECT COUNT(*) FROM assessments WHERE kind = {kind}",
        "Across the whole year, how many {label} did we set?",
        "What's the total number of {label} set this school year?",
        slots="SELECT kind, CASE kind WHEN 'quiz' THEN 'quizzes' WHEN 'test' THEN 'tests' "
              "WHEN 'exam' THEN 'exams' ELSE 'pieces of coursework' END AS label "
              "FROM assessments GROUP BY kind ORDER BY kind", n=2,
    ),
    template(
        "assessments_in_month", "easy",
        "SELECT COUNT(*) FROM assessments WHERE substr(assessed_on, 1, 7) = {month}",
        "What was the number of assessments held in {month_name}?",
        "Count the quizzes, tests, exams and coursework deadlines that fell in {month_name}.",
        slots=ASSESSMENT_MONTHS, n=2,
    ),
    template(
        "missed_sittings", "easy",
        "SELECT COUNT(*) FROM results WHERE score IS NULL",
        "In total, how many times this year did a student miss an assessment (no score recorded)?",
        "How many assessment results are blank because the student was absent?",
    ),
    template(
        "subjects_in_department", "easy",
        "SELECT name FROM subjects WHERE department = {department} ORDER BY name",
        "Which subjects does the {department} department cover? List them alphabetically.",
        "What subjects come under {department}? Alphabetical order please.",
        slots="SELECT department FROM subjects GROUP BY department HAVING COUNT(*) > 1 ORDER BY department", n=2,
    ),
    template(
        "classes_without_room", "easy",
        "SELECT COUNT(*) FROM classes WHERE room IS NULL",
        "Count the classes across the year that had no classroom assigned.",
        "How many classes across the year were timetabled without a room?",
    ),
    template(
        "last_assessment_date", "easy",
        "SELECT MAX(assessed_on) FROM assessments",
        "When was the last assessment of the school year held?",
        "What date did the final assessment of the year take place?",
    ),
    template(
        "headteacher", "easy",
        "SELECT first_name || ' ' || last_name FROM teachers WHERE role = 'Headteacher'",
        "Who is our headteacher?",
        "What's the name of the head of the school?",
    ),
    template(
        "early_career_teachers", "easy",
        "SELECT COUNT(*) FROM teachers WHERE role = 'Early Career Teacher'",
        "What's the number of early career teachers on the staff?",
        "How many ECTs are on the staff?",
    ),
    template(
        "enrollments_ended_early", "easy",
        "SELECT COUNT(*) FROM enrollments WHERE withdrew_on IS NOT NULL",
        "Because of students leaving, how many class places ended part-way through a term?",
        "How many class enrollments have a withdrawal date?",
    ),
    template(
        "spring_mock_window", "easy",
        "SELECT MIN(assessed_on) AS first_mock, MAX(assessed_on) AS last_mock FROM assessments "
        "WHERE title = 'Mock Exam' AND assessed_on >= '2025-01-01'",
        "Between which dates did the spring mock exams run? Give the first and last day.",
        "What were the first and last days of the mock exams after Christmas?",
    ),
    template(
        "classes_for_year_in_term", "easy",
        "SELECT COUNT(*) FROM classes WHERE year_group = {year_group} AND term = 'Autumn 2024'",
        "In the Autumn 2024 term, how many classes did Year {year_group} have?",
        "Give me the number of separate Year {year_group} classes running in the autumn term.",
        slots="SELECT DISTINCT year_group FROM classes ORDER BY year_group", n=2,
    ),
]
