"""Gold questions over ``driving_school``, the hard section of ``TEMPLATES``: 3+ tables, nesting, ranking, windows."""

from envs.analyst.task_bank.calendar_sql import month_only
from envs.analyst.task_bank.driving_school.fragments import HOURS, INSTRUCTOR, NET_PAID, _months
from envs.analyst.tasks import template

TEMPLATES = [
    template(
        "best_first_time_instructor_this_year", "hard",
        f"""WITH firsts AS (
                SELECT {INSTRUCTOR} AS instructor, COUNT(*) AS tests, SUM(t.result = 'Pass') AS passes
                FROM driving_tests t JOIN instructors i ON i.instructor_id = t.instructor_id
                WHERE t.first_attempt = 1 AND t.result IS NOT NULL AND t.test_date BETWEEN '2025-01-01' AND '2025-12-31'
                GROUP BY i.instructor_id HAVING COUNT(*) >= 10)
            SELECT instructor, ROUND(100.0 * passes / tests, 1) AS first_time_pass_rate FROM firsts
            ORDER BY first_time_pass_rate DESC LIMIT 1""",
        "Which instructor has the best first-time pass rate this year? Only count instructors with at least 10 first attempts.",
        "Among instructors whose pupils have sat 10 or more first tests in 2025, who has the highest first-time pass rate?",
    ),
    template(
        "average_attempts_to_pass", "hard",
        """WITH passed AS (SELECT pupil_id, MIN(test_date) AS passed_on FROM driving_tests WHERE result = 'Pass'
                          GROUP BY pupil_id)
           SELECT ROUND(AVG(attempts), 2) FROM (
               SELECT p.pupil_id, COUNT(*) AS attempts FROM passed p JOIN driving_tests t ON t.pupil_id = p.pupil_id
               WHERE t.test_date <= p.passed_on GROUP BY p.pupil_id)""",
        "On average, how many goes at the test does it take our pupils to pass (counting only tests taken with us)?",
        "For pupils who've passed, what's the average number of tests they sat with us, the pass included?",
    ),
    template(
        "hours_before_passing", "hard",
        f"""WITH passed AS (
                SELECT t.pupil_id, MIN(t.test_date) AS passed_on FROM driving_tests t
                JOIN pupils u ON u.pupil_id = t.pupil_id
                WHERE t.result = 'Pass' AND u.registered_on >= '2023-06-01' GROUP BY t.pupil_id)
            SELECT ROUND(AVG(hours), 1) FROM (
                SELECT p.pupil_id, SUM({HOURS}) AS hours FROM passed p JOIN lessons l ON l.pupil_id = p.pupil_id
                WHERE l.status = 'Completed' AND date(l.starts_at) <= p.passed_on GROUP BY p.pupil_id)""",
        "For pupils who signed up from June 2023 onwards and have passed, how many hours of lessons did they have with us on average before passing?",
        "How many lesson hours does it take to get someone through the test? Average over pupils who registered since June 2023 and passed, counting lessons up to the day they passed.",
    ),
    template(
        "income_change_vs_previous_month", "hard",
        f"""WITH monthly AS (
                SELECT substr(p.purchased_on, 1, 7) AS month, SUM({NET_PAID}) AS income FROM purchases p GROUP BY month),
            change AS (
                SELECT month, 100.0 * (income - LAG(income) OVER (ORDER BY month)) / LAG(income) OVER (ORDER BY month)
                       AS pct_change FROM monthly)
            SELECT ROUND(pct_change, 1) FROM change WHERE month = {{month}}""",
        "By what percentage did lesson income change in {month_name} compared with the month before?",
        "How did {month_name}'s lesson income compare with the previous month, as a percentage change?",
        slots=_months("purchases", "purchased_on", "2023-08", "2025-11"), n=2,
    ),
    template(
        "fuel_per_teaching_hour_this_year", "hard",
        f"""WITH fuel AS (
                SELECT car_id, SUM(cost) AS cost FROM fuel_purchases
                WHERE filled_on BETWEEN '2025-01-01' AND '2025-12-31' GROUP BY car_id),
            teaching AS (
                SELECT l.car_id, SUM({HOURS}) AS hours FROM lessons l
                WHERE l.status = 'Completed' AND l.starts_at BETWEEN '2025-01-01' AND '2025-12-31' GROUP BY l.car_id)
            SELECT c.registration, c.make || ' ' || c.model AS car, ROUND(f.cost / t.hours, 2) AS fuel_per_hour
            FROM cars c JOIN fuel f ON f.car_id = c.car_id JOIN teaching t ON t.car_id = c.car_id
            ORDER BY fuel_per_hour DESC LIMIT 1""",
        "Which car has cost us the most in fuel per hour of teaching this year, and what's the figure?",
        "Fuel spend divided by lesson hours taught in it, for 2025: which car comes out most expensive?",
    ),
    template(
        "running_income_this_year", "hard",
        f"""WITH monthly AS (
                SELECT substr(p.purchased_on, 1, 7) AS month, SUM({NET_PAID}) AS income FROM purchases p
                WHERE p.purchased_on BETWEEN '2025-01-01' AND '2025-11-30' GROUP BY month)
            SELECT month, ROUND(SUM(income) OVER (ORDER BY month), 2) AS income_to_date FROM monthly ORDER BY month""",
        "Show me our lesson income building up through this year: the running total at the end of each month.",
        "Give the cumulative lesson income for 2025, month by month.",
    ),
    template(
        "busiest_month_each_year", "hard",
        f"""WITH monthly AS (
                SELECT substr(starts_at, 1, 4) AS year, substr(starts_at, 1, 7) AS month, COUNT(*) AS lessons
                FROM lessons WHERE status = 'Completed' GROUP BY month),
            ranked AS (SELECT *, RANK() OVER (PARTITION BY year ORDER BY lessons DESC) AS rnk FROM monthly)
            SELECT year, {month_only("month")} AS busiest_month, lessons FROM ranked WHERE rnk = 1 ORDER BY year""",
        "For each year, which month did we teach the most lessons, and how many?",
        "What was the peak month for lessons in each year on the system?",
    ),
    template(
        "gone_quiet_pupils", "hard",
        """SELECT COUNT(*) FROM pupils u
           WHERE u.dropped_out_on IS NULL
             AND u.pupil_id IN (SELECT pupil_id FROM lessons WHERE status = 'Completed')
             AND u.pupil_id NOT IN (SELECT pupil_id FROM driving_tests WHERE result = 'Pass' OR result IS NULL)
             AND u.pupil_id NOT IN (SELECT pupil_id FROM lessons
                                    WHERE status IN ('Completed', 'Booked') AND starts_at >= '2025-09-01')""",
        "How many pupils have simply gone quiet — had lessons with us, haven't passed, haven't told us they're quitting, nothing booked, and no lesson since the start of September?",
        "Count the learners who've stopped turning up without a word: not passed, not down as a dropout, no test booked, and no lessons taken or booked from 1 September on.",
    ),
    template(
        "top_instructor_per_transmission_this_year", "hard",
        f"""WITH rates AS (
                SELECT i.transmission, {INSTRUCTOR} AS instructor, 100.0 * SUM(t.result = 'Pass') / COUNT(*) AS rate
                FROM driving_tests t JOIN instructors i ON i.instructor_id = t.instructor_id
                WHERE t.result IS NOT NULL AND t.test_date BETWEEN '2025-01-01' AND '2025-12-31'
                GROUP BY i.instructor_id HAVING COUNT(*) >= 10),
            ranked AS (SELECT *, RANK() OVER (PARTITION BY transmission ORDER BY rate DESC) AS rnk FROM rates)
            SELECT transmission, instructor, ROUND(rate, 1) AS pass_rate FROM ranked WHERE rnk = 1 ORDER BY transmission""",
        "Who's got the best pass rate this year among the manual instructors, and who among the automatic ones? Ignore anyone with fewer than 10 tests.",
        "For manual and for automatic, name the instructor with the highest 2025 pass rate (minimum 10 tests) and the rate.",
    ),
    template(
        "centre_pass_rate_change", "hard",
        """WITH rates AS (
               SELECT test_centre,
                      100.0 * SUM(CASE WHEN substr(test_date, 1, 4) = '2024' THEN result = 'Pass' END)
                            / SUM(substr(test_date, 1, 4) = '2024') AS rate_2024,
                      100.0 * SUM(CASE WHEN substr(test_date, 1, 4) = '2025' THEN result = 'Pass' END)
                            / SUM(substr(test_date, 1, 4) = '2025') AS rate_2025
               FROM driving_tests WHERE result IS NOT NULL GROUP BY test_centre)
           SELECT test_centre, ROUND(rate_2024, 1) AS rate_2024, ROUND(rate_2025, 1) AS rate_2025,
                  ROUND(rate_2025 - rate_2024, 1) AS change FROM rates ORDER BY test_centre""",
        "How has each test centre's pass rate moved between last year and this year? Give both rates and the change in points.",
        "Compare 2024 and 2025 pass rates at every test centre, with the difference in percentage points.",
    ),
    template(
        "days_signup_to_pass", "hard",
        """WITH passed AS (SELECT pupil_id, MIN(test_date) AS passed_on FROM driving_tests WHERE result = 'Pass'
                          GROUP BY pupil_id)
           SELECT ROUND(AVG(julianday(p.passed_on) - julianday(u.registered_on)), 1)
           FROM passed p JOIN pupils u ON u.pupil_id = p.pupil_id
           WHERE substr(u.registered_on, 1, 4) = {year}""",
        "For pupils who signed up in {year} and have since passed, how many days on average did it take from sign-up to pass?",
        "How long, in days, did {year}'s sign-ups typically take to pass — average from registration to passing day, for those who've passed?",
        slots="SELECT DISTINCT substr(registered_on, 1, 4) AS year FROM pupils WHERE registered_on >= '2023-06-01' AND registered_on < '2025-01-01' ORDER BY year",
        n=2,
    ),
    template(
        "dropouts_by_last_instructor_this_year", "hard",
        f"""WITH last_lesson AS (
                SELECT l.pupil_id, l.instructor_id,
                       ROW_NUMBER() OVER (PARTITION BY l.pupil_id ORDER BY l.starts_at DESC) AS rn
                FROM lessons l WHERE l.status = 'Completed')
            SELECT {INSTRUCTOR} AS instructor, COUNT(*) AS dropouts
            FROM pupils u JOIN last_lesson x ON x.pupil_id = u.pupil_id AND x.rn = 1
            JOIN instructors i ON i.instructor_id = x.instructor_id
            WHERE u.dropped_out_on BETWEEN '2025-01-01' AND '2025-12-31'
            GROUP BY i.instructor_id ORDER BY dropouts DESC LIMIT 1""",
        "Which instructor has lost the most pupils to dropping out this year? Go by who taught the pupil's last lesson.",
        "Counting each 2025 dropout against the instructor of their final lesson, who comes out worst?",
    ),
    template(
        "pupil_test_history", "hard",
        f"""SELECT t.test_date, t.test_centre, {INSTRUCTOR} AS instructor, t.result, t.minor_faults
            FROM driving_tests t JOIN pupils u ON u.pupil_id = t.pupil_id
            JOIN instructors i ON i.instructor_id = t.instructor_id
            WHERE u.email = {{email}} AND t.result IS NOT NULL ORDER BY t.test_date""",
        "How did {pupil} ({email}) get on with their driving tests? Dates, centres, instructor, result and minor faults.",
        "Pull up {pupil}'s test history (email {email}): each test's date, centre, instructor, result and minors.",
        slots="""SELECT u.first_name || ' ' || u.last_name AS pupil, u.email FROM pupils u
                 JOIN driving_tests t ON t.pupil_id = u.pupil_id
                 WHERE u.email IS NOT NULL AND t.result IS NOT NULL
                 GROUP BY u.pupil_id HAVING COUNT(*) >= 3 ORDER BY u.pupil_id""", n=2,
    ),
    template(
        "days_between_fail_and_retest", "hard",
        """WITH seq AS (
               SELECT test_date, LAG(test_date) OVER (PARTITION BY pupil_id ORDER BY test_date) AS previous_date,
                      LAG(result) OVER (PARTITION BY pupil_id ORDER BY test_date) AS previous_result
               FROM driving_tests WHERE result IS NOT NULL)
           SELECT ROUND(AVG(julianday(test_date) - julianday(previous_date)), 1) FROM seq
           WHERE previous_result = 'Fail'""",
        "When a pupil fails, how many days on average is it until they sit their next test?",
        "Average wait in days between a failed test and the retake, for retakes that have happened?",
    ),
    template(
        "instructors_above_average_hours_last_year", "hard",
        f"""WITH hours AS (
                SELECT {INSTRUCTOR} AS instructor, SUM({HOURS}) AS hours FROM lessons l
                JOIN instructors i ON i.instructor_id = l.instructor_id
                WHERE l.status = 'Completed' AND substr(l.starts_at, 1, 4) = '2024' GROUP BY i.instructor_id)
            SELECT instructor, ROUND(hours, 1) AS hours FROM hours
            WHERE hours > (SELECT AVG(hours) FROM hours) ORDER BY hours DESC""",
        "Which instructors taught more hours than the average instructor last year? With their hours.",
        "List the instructors whose 2024 teaching hours beat the team average, most hours first.",
    ),
    template(
        "first_time_pass_rate_by_referral", "hard",
        """SELECT u.referral_source, ROUND(100.0 * SUM(t.result = 'Pass') / COUNT(*), 1) AS first_time_pass_rate
           FROM driving_tests t JOIN pupils u ON u.pupil_id = t.pupil_id
           WHERE t.first_attempt = 1 AND t.result IS NOT NULL AND u.referral_source IS NOT NULL
             AND u.referral_source IN (SELECT referral_source FROM pupils GROUP BY referral_source HAVING COUNT(*) >= 50)
           GROUP BY u.referral_source ORDER BY first_time_pass_rate DESC, u.referral_source""",
        "For each way pupils hear about us (only sources that have brought in 50 or more pupils), what's the first-time pass rate?",
        "Do pupils from some referral sources pass first time more often? First-time pass rate per source, for sources with at least 50 pupils.",
    ),
    template(
        "lessons_change_vs_previous_month", "hard",
        """WITH monthly AS (
               SELECT substr(starts_at, 1, 7) AS month, COUNT(*) AS lessons FROM lessons WHERE status = 'Completed'
               GROUP BY month)
           SELECT lessons - prev FROM (SELECT month, lessons, LAG(lessons) OVER (ORDER BY month) AS prev FROM monthly)
           WHERE month = {month}""",
        "How many more (or fewer) lessons did we teach in {month_name} than the month before?",
        "Lessons taught in {month_name} minus lessons taught the previous month — what's the difference?",
        slots=_months("lessons", "starts_at", "2023-09", "2025-11", "status = 'Completed'"), n=2,
    ),
    template(
        "repeat_failers_still_trying", "hard",
        """SELECT COUNT(*) FROM (
               SELECT pupil_id FROM driving_tests WHERE result = 'Fail' GROUP BY pupil_id HAVING COUNT(*) >= 2)
           WHERE pupil_id NOT IN (SELECT pupil_id FROM driving_tests WHERE result = 'Pass')
             AND pupil_id NOT IN (SELECT pupil_id FROM pupils WHERE dropped_out_on IS NOT NULL)""",
        "How many pupils have failed two or more times, still haven't passed, and are still with us?",
        "Count the learners with at least two fails and no pass who haven't dropped out.",
    ),
    template(
        "instructor_pay_share_this_year", "hard",
        f"""WITH pay AS (
                SELECT SUM({HOURS} * i.hourly_rate) AS pay FROM lessons l
                JOIN instructors i ON i.instructor_id = l.instructor_id
                WHERE l.status = 'Completed' AND l.starts_at BETWEEN '2025-01-01' AND '2025-12-31'),
            income AS (
                SELECT SUM({NET_PAID}) AS income FROM purchases p
                WHERE p.purchased_on BETWEEN '2025-01-01' AND '2025-12-31')
            SELECT ROUND(100.0 * pay / income, 1) FROM pay, income""",
        "What share of this year's lesson income has gone on paying the instructors for the hours they taught?",
        "Instructor pay for 2025 lessons as a percentage of 2025 lesson income — what is it?",
    ),
    template(
        "top_pupil_hours_still_learning", "hard",
        f"""SELECT u.first_name || ' ' || u.last_name AS pupil, ROUND(SUM({HOURS}), 1) AS hours
            FROM lessons l JOIN pupils u ON u.pupil_id = l.pupil_id
            WHERE l.status = 'Completed' AND u.dropped_out_on IS NULL
              AND u.pupil_id NOT IN (SELECT pupil_id FROM driving_tests WHERE result = 'Pass')
            GROUP BY u.pupil_id ORDER BY hours DESC LIMIT 3""",
        "Of the pupils still learning (not passed, not dropped out), which three have had the most lesson hours with us?",
        "Who are the three learners without a pass yet who've clocked up the most hours with us? Leave out dropouts.",
    ),
    template(
        "best_area_first_time_pass_rate", "hard",
        """WITH firsts AS (
               SELECT u.postcode_area, COUNT(*) AS tests, SUM(t.result = 'Pass') AS passes
               FROM driving_tests t JOIN pupils u ON u.pupil_id = t.pupil_id
               WHERE t.first_attempt = 1 AND t.result IS NOT NULL GROUP BY u.postcode_area HAVING COUNT(*) >= 30)
           SELECT postcode_area, ROUND(100.0 * passes / tests, 1) AS first_time_pass_rate FROM firsts
           ORDER BY first_time_pass_rate DESC LIMIT 1""",
        "Which postcode area's pupils pass first time most often? Only areas with at least 30 first tests.",
        "Among postcode areas with 30 or more first attempts, which has the best first-time pass rate, and what is it?",
    ),
    template(
        "late_cancel_fees_by_instructor_last_year", "hard",
        f"""WITH fees AS (
                SELECT {INSTRUCTOR} AS instructor, SUM(l.cancellation_fee) AS fees FROM lessons l
                JOIN instructors i ON i.instructor_id = l.instructor_id
                WHERE l.cancellation_fee IS NOT NULL AND substr(l.starts_at, 1, 4) = '2024' GROUP BY i.instructor_id)
            SELECT instructor, fees FROM fees ORDER BY fees DESC LIMIT 3""",
        "Whose pupils ran up the most cancellation and no-show fees last year? Top three instructors with the totals.",
        "Top 3 instructors by late-cancellation and no-show fees charged to their pupils in 2024.",
    ),
]
