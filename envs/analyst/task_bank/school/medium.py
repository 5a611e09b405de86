"""Gold questions over ``school``, the medium section of ``TEMPLATES``: two tables, or grouping.

A few here are labelled hard, as ``classify_difficulty`` rates their gold SQL; they stay in this section so the
bank's order, and so the task order, is unchanged.
"""

from envs.analyst.task_bank.school.fragments import ASSESSMENT_MONTHS, PCT
from envs.analyst.tasks import template

TEMPLATES = [
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
]
