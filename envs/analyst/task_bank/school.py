"""Gold questions over the ``school`` database (Ashcombe Park School, 2024–25): what a head teacher, head of year
or head of department asks about the roll, staffing, classes, assessments and results. A NULL score is a missed
assessment; "on roll" means the student has not left (``left_on IS NULL``); percentages are per result,
score * 100 / max_score, averaged.
"""

from envs.analyst.tasks import template

MONTH_NAME = """CASE substr({col}, 6, 2) WHEN '01' THEN 'January' WHEN '02' THEN 'February' WHEN '03' THEN 'March'
    WHEN '04' THEN 'April' WHEN '05' THEN 'May' WHEN '06' THEN 'June' WHEN '07' THEN 'July' WHEN '08' THEN 'August'
    WHEN '09' THEN 'September' WHEN '10' THEN 'October' WHEN '11' THEN 'November' ELSE 'December' END
    || ' ' || substr({col}, 1, 4)"""

ASSESSMENT_MONTHS = f"""SELECT DISTINCT substr(assessed_on, 1, 7) AS month,
    {MONTH_NAME.format(col="assessed_on")} AS month_name FROM assessments ORDER BY month"""

PCT = "r.score * 100.0 / a.max_score"

TEMPLATES = [
    # ------------------------------------------------------------------ easy: one table
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
    # ------------------------------------------------------------------ medium: two tables, or grouping
    template(
        "house_sizes", "medium",
        "SELECT house, COUNT(*) AS students FROM students WHERE left_on IS NULL "
        "GROUP BY house ORDER BY students DESC, house",
        "Give me a head count by house for current students, largest first (ties alphabetical).",
        "How many students on roll are in each house? Biggest house first (ties alphabetical).",
    ),
    template(
        "gender_by_year", "medium",
        "SELECT year_group, SUM(gender = 'F') AS girls, SUM(gender = 'M') AS boys FROM students "
        "WHERE left_on IS NULL GROUP BY year_group ORDER BY year_group",
        "Break down our current students by year group and gender (girls and boys side by side).",
        "How many girls and how many boys are on roll in each year group?",
    ),
    template(
        "missing_email_by_year", "medium",
        "SELECT year_group, COUNT(*) AS without_email FROM students WHERE email IS NULL "
        "GROUP BY year_group ORDER BY year_group",
        "Which year groups are missing student email addresses, and how many in each?",
        "How many students in each year group have no email address recorded?",
    ),
    template(
        "staff_by_department", "medium",
        "SELECT department, COUNT(*) AS teachers FROM teachers GROUP BY department ORDER BY teachers DESC, department",
        "Give me staff numbers per department, biggest first (ties alphabetical).",
        "How many teachers does each department have? Largest department first, ties in alphabetical order.",
    ),
    template(
        "busiest_teachers", "medium",
        "SELECT t.first_name || ' ' || t.last_name AS teacher, COUNT(*) AS classes FROM classes c "
        "JOIN teachers t ON t.teacher_id = c.teacher_id GROUP BY t.teacher_id ORDER BY classes DESC, teacher LIMIT 3",
        "Which 3 teachers taught the most classes over the whole year, and how many each?",
        "Who are our three busiest teachers by number of classes taught across all three terms?",
    ),
    template(
        "teacher_classes_in_term", "medium",
        "SELECT COUNT(*) FROM classes c JOIN teachers t ON t.teacher_id = c.teacher_id "
        "WHERE t.first_name || ' ' || t.last_name = {teacher} AND c.term = 'Spring 2025'",
        "How many classes did {teacher} teach in the Spring 2025 term?",
        "What was {teacher}'s class load in the spring term?",
        "In Spring 2025, how many classes was {teacher} timetabled to teach?",
        slots="SELECT DISTINCT t.first_name || ' ' || t.last_name AS teacher FROM teachers t "
              "JOIN classes c ON c.teacher_id = t.teacher_id WHERE c.term = 'Spring 2025' ORDER BY teacher", n=3,
    ),
    template(
        "average_by_kind", "medium",
        f"SELECT a.kind, ROUND(AVG({PCT}), 2) AS avg_pct FROM results r "
        "JOIN assessments a ON a.assessment_id = r.assessment_id WHERE r.score IS NOT NULL "
        "GROUP BY a.kind ORDER BY avg_pct DESC",
        "What's the average percentage score for each type of assessment, highest first?",
        "How do quizzes, tests, coursework and exams compare on average percentage mark?",
    ),
    template(
        "most_missed_students", "medium",
        "SELECT s.first_name || ' ' || s.last_name AS student, COUNT(*) AS missed FROM results r "
        "JOIN students s ON s.student_id = r.student_id WHERE r.score IS NULL "
        "GROUP BY s.student_id ORDER BY missed DESC, student LIMIT 5",
        "Which 5 students missed the most assessments, and how many did each miss?",
        "Who are the five pupils with the most missed assessments this year?",
    ),
    template(
        "full_marks_quizzes", "medium",
        "SELECT COUNT(*) FROM results r JOIN assessments a ON a.assessment_id = r.assessment_id "
        "WHERE a.kind = 'quiz' AND r.score = a.max_score",
        "Count the times a student scored full marks on a quiz this year.",
        "How many perfect quiz scores were there this year?",
    ),
    template(
        "missed_in_month", "medium",
        "SELECT COUNT(*) FROM results r JOIN assessments a ON a.assessment_id = r.assessment_id "
        "WHERE r.score IS NULL AND substr(a.assessed_on, 1, 7) = {month}",
        "In {month_name}, how many assessment sittings had no score because the student was away?",
        "What was the number of missed assessments in {month_name}?",
        slots=ASSESSMENT_MONTHS, n=2,
    ),
    template(
        "classes_by_department", "medium",
        "SELECT sb.department, COUNT(*) AS classes FROM classes c JOIN subjects sb ON sb.subject_id = c.subject_id "
        "WHERE c.term = 'Summer 2025' GROUP BY sb.department ORDER BY classes DESC, sb.department",
        "Break down the summer term's classes by department, busiest department first (ties alphabetical).",
        "How many classes did each department run in the Summer 2025 term? Most first, ties alphabetical.",
    ),
    template(
        "student_average", "hard",
        f"SELECT ROUND(AVG({PCT}), 2) FROM results r JOIN assessments a ON a.assessment_id = r.assessment_id "
        "JOIN students s ON s.student_id = r.student_id "
        "WHERE s.first_name || ' ' || s.last_name = {student} AND r.score IS NOT NULL",
        "What's {student}'s average percentage across all the assessments they sat?",
        "On average, what percentage did {student} score on their assessments this year?",
        "How is {student} doing overall? Give their average percentage mark.",
        slots="SELECT first_name || ' ' || last_name AS student FROM students WHERE left_on IS NULL "
              "ORDER BY admission_no", n=3,
    ),
    template(
        "assessment_kinds_in_summer", "medium",
        "SELECT a.kind, COUNT(*) AS assessments FROM assessments a JOIN classes c ON c.class_id = a.class_id "
        "WHERE c.term = 'Summer 2025' GROUP BY a.kind ORDER BY assessments DESC",
        "In the summer term, how many quizzes, tests, coursework tasks and exams were set? Most common first.",
        "Give me the Summer 2025 term's assessment count for each kind of assessment, most common first.",
    ),
    template(
        "year_seven_houses", "medium",
        "SELECT house, COUNT(*) AS students FROM students WHERE year_group = {year_group} "
        "GROUP BY house ORDER BY house",
        "How are the Year {year_group} students split across the houses? (houses in alphabetical order)",
        "Give me the number of Year {year_group} pupils in each house, houses A to Z.",
        slots="SELECT DISTINCT year_group FROM students WHERE year_group IN (7, 12) ORDER BY year_group", n=2,
    ),
    template(
        "frequent_absentees", "hard",
        "SELECT COUNT(*) FROM (SELECT student_id FROM results WHERE score IS NULL "
        "GROUP BY student_id HAVING COUNT(*) >= 10)",
        "Count the pupils with at least ten missed assessments against their name this year.",
        "How many students have missed 10 or more assessments this year?",
    ),
    template(
        "mid_year_joiners", "medium",
        "SELECT s.first_name || ' ' || s.last_name AS student, MIN(e.enrolled_on) AS joined FROM enrollments e "
        "JOIN students s ON s.student_id = e.student_id GROUP BY s.student_id "
        "HAVING MIN(e.enrolled_on) > '2025-03-31' ORDER BY joined, student",
        "Which students only joined us after the end of March 2025, and when did they start?",
        "List the pupils whose first class started after 31 March 2025, with their start date.",
    ),
    template(
        "staff_by_role", "medium",
        "SELECT role, COUNT(*) AS staff FROM teachers GROUP BY role ORDER BY staff DESC, role",
        "Give me a count of teachers by job role, largest group first (ties alphabetical).",
        "How many staff do we have in each role? Most common role first, ties alphabetical.",
    ),
    template(
        "average_class_size", "medium",
        "SELECT c.year_group, ROUND(COUNT(*) * 1.0 / COUNT(DISTINCT c.class_id), 2) AS avg_class_size "
        "FROM enrollments e JOIN classes c ON c.class_id = e.class_id WHERE c.term = 'Autumn 2024' "
        "GROUP BY c.year_group ORDER BY c.year_group",
        "What was the average class size in each year group in the Autumn 2024 term?",
        "In the autumn term, how many students did a typical class have, year group by year group (average)?",
    ),
    template(
        "subject_classes_in_term", "medium",
        "SELECT COUNT(*) FROM classes c JOIN subjects sb ON sb.subject_id = c.subject_id "
        "WHERE sb.name = {subject} AND c.term = 'Spring 2025'",
        "In the spring term, how many separate {subject} classes did we timetable?",
        "What was the number of {subject} classes running in Spring 2025?",
        slots="SELECT name AS subject FROM subjects WHERE code IN ('GEO', 'MAT', 'MUS', 'PSY') ORDER BY name", n=2,
    ),
    template(
        "busiest_exam_month", "medium",
        "SELECT substr(assessed_on, 1, 7) AS month, COUNT(*) AS exams FROM assessments WHERE kind = 'exam' "
        "GROUP BY month ORDER BY exams DESC LIMIT 1",
        "Which month had the most exams, and how many were there? (year and month)",
        "In which month did we hold the largest number of exams?",
    ),
    template(
        "student_missed", "medium",
        "SELECT COUNT(*) FROM results r JOIN students s ON s.student_id = r.student_id "
        "WHERE s.first_name || ' ' || s.last_name = {student} AND r.score IS NULL",
        "What's {student}'s count of missed assessments this year?",
        "How many times was {student} absent for an assessment?",
        slots="SELECT s.first_name || ' ' || s.last_name AS student FROM students s WHERE EXISTS "
              "(SELECT 1 FROM results r WHERE r.student_id = s.student_id AND r.score IS NULL) "
              "ORDER BY s.admission_no", n=2,
    ),
    # ------------------------------------------------------------------ hard: 3+ tables, CTEs, windows
    template(
        "subject_students", "hard",
        "SELECT COUNT(DISTINCT e.student_id) FROM enrollments e JOIN classes c ON c.class_id = e.class_id "
        "JOIN subjects sb ON sb.subject_id = c.subject_id WHERE sb.name = {subject}",
        "What's the number of different students who studied {subject} at some point this year?",
        "How many pupils took {subject} in 2024–25?",
        slots="SELECT name AS subject FROM subjects ORDER BY name", n=2,
    ),
    template(
        "top_student_in_year", "hard",
        f"SELECT s.first_name || ' ' || s.last_name FROM results r "
        "JOIN assessments a ON a.assessment_id = r.assessment_id JOIN students s ON s.student_id = r.student_id "
        f"WHERE s.year_group = {{year_group}} AND s.left_on IS NULL AND r.score IS NOT NULL GROUP BY s.student_id "
        f"ORDER BY AVG({PCT}) DESC LIMIT 1",
        "Among students still on roll, who has the highest average percentage in Year {year_group}?",
        "Which current Year {year_group} student has the best average mark across all their assessments?",
        "Who's top of Year {year_group} on average percentage score (leavers excluded)?",
        slots="SELECT DISTINCT year_group FROM students ORDER BY year_group", n=2,
    ),
    template(
        "best_exam_subjects", "hard",
        f"SELECT sb.name, ROUND(AVG({PCT}), 2) AS avg_pct FROM results r "
        "JOIN assessments a ON a.assessment_id = r.assessment_id JOIN classes c ON c.class_id = a.class_id "
        "JOIN subjects sb ON sb.subject_id = c.subject_id WHERE a.title = 'End of Year Exam' AND r.score IS NOT NULL "
        "GROUP BY sb.subject_id ORDER BY avg_pct DESC LIMIT 3",
        "Which 3 subjects had the best average percentage in the end-of-year exams?",
        "In the summer end-of-year exams, what were our three strongest subjects by average percentage?",
    ),
    template(
        "teacher_best_tests", "hard",
        f"SELECT t.first_name || ' ' || t.last_name AS teacher, ROUND(AVG({PCT}), 2) AS avg_pct FROM results r "
        "JOIN assessments a ON a.assessment_id = r.assessment_id JOIN classes c ON c.class_id = a.class_id "
        "JOIN teachers t ON t.teacher_id = c.teacher_id WHERE a.kind = 'test' AND r.score IS NOT NULL "
        "GROUP BY c.teacher_id ORDER BY avg_pct DESC LIMIT 1",
        "Whose classes scored the highest average percentage on end-of-unit tests, and what was it?",
        "Which teacher's students did best on tests this year (average percentage)?",
    ),
    template(
        "house_averages", "hard",
        f"SELECT s.house, ROUND(AVG({PCT}), 2) AS avg_pct FROM results r "
        "JOIN assessments a ON a.assessment_id = r.assessment_id JOIN students s ON s.student_id = r.student_id "
        "WHERE r.score IS NOT NULL GROUP BY s.house ORDER BY avg_pct DESC",
        "Rank the houses by their students' average percentage across all assessments.",
        "For the house cup: what's each house's average assessment percentage, best first?",
    ),
    template(
        "monthly_assessment_load", "hard",
        "WITH monthly AS (SELECT substr(assessed_on, 1, 7) AS month, COUNT(*) AS assessments FROM assessments "
        "GROUP BY month), "
        "changes AS (SELECT month, assessments, assessments - LAG(assessments) OVER (ORDER BY month) AS change "
        "FROM monthly) "
        "SELECT month, assessments, change FROM changes WHERE month >= '2024-10' ORDER BY month",
        "Month by month from October 2024, how many assessments did we hold, and how many more or fewer was that "
        "than the month before?",
        "For each month starting October 2024, show the number of assessments and the change on the previous month.",
    ),
    template(
        "missed_rate_by_year", "hard",
        "SELECT c.year_group, ROUND(100.0 * SUM(r.score IS NULL) / COUNT(*), 2) AS missed_pct FROM results r "
        "JOIN assessments a ON a.assessment_id = r.assessment_id JOIN classes c ON c.class_id = a.class_id "
        "GROUP BY c.year_group ORDER BY c.year_group",
        "What percentage of assessments were missed in each year group?",
        "Show the missed-assessment rate (as a percentage of all sittings) for each year group.",
    ),
    template(
        "above_year_average", "hard",
        f"WITH per_student AS (SELECT r.student_id, AVG({PCT}) AS avg_pct FROM results r "
        "JOIN assessments a ON a.assessment_id = r.assessment_id JOIN students s ON s.student_id = r.student_id "
        "WHERE s.year_group = {year_group} AND s.left_on IS NULL AND r.score IS NOT NULL GROUP BY r.student_id) "
        "SELECT COUNT(*) FROM per_student WHERE avg_pct > (SELECT AVG(avg_pct) FROM per_student)",
        "Of the pupils on roll in Year {year_group}, how many are averaging better than the mean of all their "
        "classmates' average percentages?",
        "How many current Year {year_group} students have a personal average percentage above the year group's "
        "average (the mean of those students' own averages)?",
        slots="SELECT DISTINCT year_group FROM students ORDER BY year_group", n=2,
    ),
    template(
        "most_improved", "hard",
        f"WITH term_avg AS (SELECT r.student_id, c.term, AVG({PCT}) AS avg_pct FROM results r "
        "JOIN assessments a ON a.assessment_id = r.assessment_id JOIN classes c ON c.class_id = a.class_id "
        "WHERE r.score IS NOT NULL GROUP BY r.student_id, c.term) "
        "SELECT s.first_name || ' ' || s.last_name AS student, ROUND(su.avg_pct - au.avg_pct, 2) AS improvement "
        "FROM term_avg au JOIN term_avg su ON su.student_id = au.student_id AND su.term = 'Summer 2025' "
        "JOIN students s ON s.student_id = au.student_id WHERE au.term = 'Autumn 2024' "
        "ORDER BY improvement DESC LIMIT 5",
        "Which 5 students improved the most from their Autumn 2024 average to their Summer 2025 average, "
        "and by how many percentage points?",
        "Who are our five most improved students, comparing their autumn-term and summer-term average percentages?",
    ),
    template(
        "best_class_in_exam", "hard",
        f"SELECT c.class_code, t.first_name || ' ' || t.last_name AS teacher, ROUND(AVG({PCT}), 2) AS avg_pct "
        "FROM results r JOIN assessments a ON a.assessment_id = r.assessment_id "
        "JOIN classes c ON c.class_id = a.class_id JOIN subjects sb ON sb.subject_id = c.subject_id "
        "JOIN teachers t ON t.teacher_id = c.teacher_id "
        "WHERE a.title = 'End of Year Exam' AND c.year_group = {year_group} AND sb.name = {subject} "
        "AND r.score IS NOT NULL GROUP BY c.class_id ORDER BY avg_pct DESC LIMIT 1",
        "Which Year {year_group} {subject} class did best in the end-of-year exam? Give the class code, "
        "its teacher and the average percentage.",
        "In the Year {year_group} {subject} end-of-year exam, which class came out on top, who teaches it, "
        "and what did it average?",
        slots="SELECT DISTINCT c.year_group, sb.name AS subject FROM classes c JOIN subjects sb "
              "ON sb.subject_id = c.subject_id WHERE sb.code IN ('MAT', 'ENG', 'SCI') AND c.year_group IN (8, 9, 10) "
              "ORDER BY c.year_group, subject", n=2,
    ),
    template(
        "gender_averages_by_year", "hard",
        f"SELECT c.year_group, ROUND(AVG(CASE WHEN s.gender = 'F' THEN {PCT} END), 2) AS girls_avg, "
        f"ROUND(AVG(CASE WHEN s.gender = 'M' THEN {PCT} END), 2) AS boys_avg FROM results r "
        "JOIN assessments a ON a.assessment_id = r.assessment_id JOIN classes c ON c.class_id = a.class_id "
        "JOIN students s ON s.student_id = r.student_id WHERE r.score IS NOT NULL "
        "GROUP BY c.year_group ORDER BY c.year_group",
        "In each year group, what's the girls' average percentage and the boys' average percentage?",
        "Compare girls and boys year group by year group: average assessment percentage for each.",
    ),
    template(
        "student_best_subject", "hard",
        f"SELECT sb.name FROM results r JOIN assessments a ON a.assessment_id = r.assessment_id "
        "JOIN classes c ON c.class_id = a.class_id JOIN subjects sb ON sb.subject_id = c.subject_id "
        "JOIN students s ON s.student_id = r.student_id "
        "WHERE s.first_name || ' ' || s.last_name = {student} AND r.score IS NOT NULL "
        f"GROUP BY sb.subject_id ORDER BY AVG({PCT}) DESC LIMIT 1",
        "What is {student}'s strongest subject by average percentage?",
        "Which subject does {student} score best in on average?",
        slots="SELECT first_name || ' ' || last_name AS student FROM students WHERE left_on IS NULL "
              "AND year_group BETWEEN 8 AND 12 ORDER BY last_name, first_name", n=2,
    ),
    template(
        "popular_a_levels", "hard",
        "SELECT sb.name, COUNT(DISTINCT e.student_id) AS students FROM enrollments e "
        "JOIN classes c ON c.class_id = e.class_id JOIN subjects sb ON sb.subject_id = c.subject_id "
        "WHERE c.year_group = 12 AND c.term = 'Autumn 2024' GROUP BY sb.subject_id ORDER BY students DESC LIMIT 3",
        "What were the 3 most popular subjects among Year 12 students in the autumn term, and how many took each?",
        "Which three A-level subjects had the most Year 12 students in Autumn 2024?",
    ),
    template(
        "teacher_student_count", "hard",
        "SELECT COUNT(DISTINCT e.student_id) FROM enrollments e JOIN classes c ON c.class_id = e.class_id "
        "JOIN teachers t ON t.teacher_id = c.teacher_id WHERE t.first_name || ' ' || t.last_name = {teacher}",
        "Across all their classes this year, how many individual pupils has {teacher} taught?",
        "How many different students did {teacher} teach this year?",
        slots="SELECT first_name || ' ' || last_name AS teacher FROM teachers ORDER BY staff_code", n=2,
    ),
    template(
        "coursework_vs_exams", "hard",
        f"SELECT ROUND(AVG(CASE WHEN a.kind = 'coursework' THEN {PCT} END) "
        f"- AVG(CASE WHEN a.kind = 'exam' THEN {PCT} END), 2) FROM results r "
        "JOIN assessments a ON a.assessment_id = r.assessment_id JOIN classes c ON c.class_id = a.class_id "
        "WHERE c.year_group IN (10, 11) AND r.score IS NOT NULL",
        "For our GCSE years (Years 10 and 11), how many percentage points higher is the average coursework "
        "score than the average exam score?",
        "In Years 10 and 11, what's the gap between average coursework percentage and average exam percentage?",
    ),
    template(
        "never_missed", "hard",
        "SELECT COUNT(*) FROM students s WHERE s.year_group = {year_group} AND s.left_on IS NULL "
        "AND NOT EXISTS (SELECT 1 FROM results r WHERE r.student_id = s.student_id AND r.score IS NULL)",
        "In Year {year_group}, how many current pupils have not missed a single assessment this year?",
        "Among Year {year_group} students on roll, how many have a perfect record of sitting every assessment?",
        slots="SELECT DISTINCT year_group FROM students ORDER BY year_group", n=2,
    ),
    template(
        "teachers_beating_department", "hard",
        f"WITH scored AS (SELECT t.teacher_id, t.first_name || ' ' || t.last_name AS teacher, t.department, "
        f"{PCT} AS pct FROM results r JOIN assessments a ON a.assessment_id = r.assessment_id "
        "JOIN classes c ON c.class_id = a.class_id JOIN teachers t ON t.teacher_id = c.teacher_id "
        "WHERE r.score IS NOT NULL), "
        "dept AS (SELECT department, AVG(pct) AS dept_avg FROM scored GROUP BY department) "
        "SELECT s.teacher, s.department, ROUND(AVG(s.pct) - d.dept_avg, 2) AS above_department "
        "FROM scored s JOIN dept d ON d.department = s.department GROUP BY s.teacher_id "
        "HAVING AVG(s.pct) - d.dept_avg > 3 ORDER BY above_department DESC, s.teacher",
        "Which teachers' classes average more than 3 percentage points above their department's overall average? "
        "Show the margin, biggest first.",
        "Which teachers are outperforming their own department by over 3 points on average percentage, "
        "and by how much?",
    ),
]
