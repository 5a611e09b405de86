"""Gold questions over ``school``, the hard section of ``TEMPLATES``: 3+ tables, CTEs, windows."""

from envs.analyst.task_bank.school.fragments import PCT
from envs.analyst.tasks import template

TEMPLATES = [
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
