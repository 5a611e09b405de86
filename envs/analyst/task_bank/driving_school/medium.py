"""Gold questions over ``driving_school``, the medium section of ``TEMPLATES``: a join, or grouping."""

from envs.analyst.task_bank.calendar_sql import month_only
from envs.analyst.task_bank.driving_school.fragments import AGE_AT_SIGNUP, HOURS, INSTRUCTOR, LESSON_YEARS, NET_PAID, WEEKDAY
from envs.analyst.tasks import template

TEMPLATES = [
    template(
        "lessons_per_instructor_last_month", "medium",
        f"""SELECT {INSTRUCTOR} AS instructor, COUNT(*) AS lessons FROM lessons l
            JOIN instructors i ON i.instructor_id = l.instructor_id
            WHERE l.status = 'Completed' AND substr(l.starts_at, 1, 7) = '2025-10'
            GROUP BY i.instructor_id ORDER BY lessons DESC""",
        "How many lessons did each instructor teach last month? Most first.",
        "Give me last month's lesson count per instructor, busiest at the top.",
    ),
    template(
        "busiest_instructor_in_year", "medium",
        f"""SELECT {INSTRUCTOR} AS instructor, ROUND(SUM({HOURS}), 1) AS hours FROM lessons l
            JOIN instructors i ON i.instructor_id = l.instructor_id
            WHERE l.status = 'Completed' AND substr(l.starts_at, 1, 4) = {{year}}
            GROUP BY i.instructor_id ORDER BY hours DESC LIMIT 1""",
        "Who was our busiest instructor in {year}, and how many hours did they teach?",
        "Which instructor put in the most lesson hours in {year}?",
        slots=LESSON_YEARS, n=2,
    ),
    template(
        "pass_rate_by_centre_this_year", "medium",
        """SELECT test_centre, ROUND(100.0 * SUM(result = 'Pass') / COUNT(*), 1) AS pass_rate FROM driving_tests
           WHERE result IS NOT NULL AND test_date BETWEEN '2025-01-01' AND '2025-12-31'
           GROUP BY test_centre ORDER BY pass_rate DESC""",
        "How do the test centres compare on pass rate this year? Best first.",
        "Break this year's pass rate down by test centre, highest first.",
    ),
    template(
        "instructor_pass_rate", "medium",
        f"""SELECT ROUND(100.0 * SUM(t.result = 'Pass') / COUNT(*), 1) FROM driving_tests t
            JOIN instructors i ON i.instructor_id = t.instructor_id
            WHERE {INSTRUCTOR} = {{instructor}} AND t.result IS NOT NULL""",
        "What's {instructor}'s pass rate?",
        "Across every test their pupils have taken, what percentage of {instructor}'s pupils passed?",
        "How good is {instructor} at getting people through? Give their pass rate as a percentage.",
        slots=f"""SELECT {INSTRUCTOR} AS instructor FROM instructors i
                  JOIN driving_tests t ON t.instructor_id = i.instructor_id WHERE t.result IS NOT NULL
                  GROUP BY i.instructor_id HAVING COUNT(*) >= 20 ORDER BY instructor""", n=3,
    ),
    template(
        "income_by_month_first_half", "medium",
        f"""SELECT {month_only("substr(p.purchased_on, 1, 7)")} AS month, ROUND(SUM({NET_PAID}), 2) AS income
            FROM purchases p WHERE p.purchased_on BETWEEN '2025-01-01' AND '2025-06-30'
            GROUP BY substr(p.purchased_on, 1, 7) ORDER BY substr(p.purchased_on, 1, 7)""",
        "Show me lesson income month by month for January to June this year.",
        "How much did we take from lesson blocks in each month of the first half of 2025, net of refunds?",
    ),
    template(
        "best_selling_block_this_year", "medium",
        """SELECT k.name, k.transmission, COUNT(*) AS sold FROM purchases p JOIN packages k ON k.package_id = p.package_id
           WHERE p.purchased_on BETWEEN '2025-01-01' AND '2025-12-31'
           GROUP BY k.package_id ORDER BY sold DESC LIMIT 1""",
        "Which lesson package has sold best this year, and how many have we sold?",
        "What's our most popular block this year by number sold?",
    ),
    template(
        "referral_sources_this_year", "medium",
        """SELECT referral_source, COUNT(*) AS pupils FROM pupils
           WHERE referral_source IS NOT NULL AND registered_on BETWEEN '2025-01-01' AND '2025-12-31'
           GROUP BY referral_source ORDER BY pupils DESC, referral_source""",
        "Where did this year's new pupils hear about us? Count per source, for those who told us.",
        "Break down 2025 sign-ups by how they found us, biggest source first (skip the ones we didn't record).",
    ),
    template(
        "dropout_rate_by_transmission", "medium",
        """SELECT transmission, ROUND(100.0 * SUM(dropped_out_on IS NOT NULL) / COUNT(*), 1) AS dropout_pct
           FROM pupils GROUP BY transmission ORDER BY transmission""",
        "Do automatic learners give up more than manual ones? Give the dropout rate for each.",
        "What percentage of manual pupils and of automatic pupils have dropped out?",
    ),
    template(
        "fuel_by_car_this_year", "medium",
        """SELECT c.registration, ROUND(SUM(f.cost), 2) AS fuel FROM fuel_purchases f JOIN cars c ON c.car_id = f.car_id
           WHERE f.filled_on BETWEEN '2025-01-01' AND '2025-12-31'
           GROUP BY c.car_id ORDER BY fuel DESC LIMIT 3""",
        "Which three cars have cost us the most in fuel this year, and how much each?",
        "Top 3 cars by fuel spend in 2025, with registrations and totals.",
    ),
    template(
        "instructor_cancellations_this_year", "medium",
        f"""SELECT {INSTRUCTOR} AS instructor, COUNT(*) AS cancelled FROM lessons l
            JOIN instructors i ON i.instructor_id = l.instructor_id
            WHERE l.status = 'Cancelled by instructor' AND l.starts_at BETWEEN '2025-01-01' AND '2025-12-31'
            GROUP BY i.instructor_id ORDER BY cancelled DESC LIMIT 1""",
        "Which instructor has called off the most lessons this year, and how many?",
        "Who cancelled on their pupils most often in 2025?",
    ),
    template(
        "age_at_signup_by_transmission", "medium",
        f"""SELECT transmission, ROUND(AVG({AGE_AT_SIGNUP}), 1) AS avg_age FROM pupils
            GROUP BY transmission ORDER BY transmission""",
        "How old are our pupils on average when they sign up, manual versus automatic?",
        "Average age at sign-up for manual and for automatic learners?",
    ),
    template(
        "top_postcode_areas", "medium",
        """SELECT postcode_area, COUNT(*) AS pupils FROM pupils GROUP BY postcode_area ORDER BY pupils DESC LIMIT 4""",
        "Which four postcode areas do most of our pupils come from?",
        "Top 4 postcode areas by number of pupils, please.",
    ),
    template(
        "pupil_lesson_hours", "medium",
        f"""SELECT ROUND(SUM({HOURS}), 1) FROM lessons l JOIN pupils u ON u.pupil_id = l.pupil_id
            WHERE u.email = {{email}} AND l.status = 'Completed'""",
        "How many hours of lessons has {pupil} ({email}) had with us?",
        "What's the total lesson time {pupil} — email {email} — has done with us, in hours?",
        slots="""SELECT u.first_name || ' ' || u.last_name AS pupil, u.email FROM pupils u
                 JOIN lessons l ON l.pupil_id = u.pupil_id
                 WHERE u.email IS NOT NULL AND l.status = 'Completed'
                 GROUP BY u.pupil_id HAVING COUNT(*) >= 20 ORDER BY u.pupil_id""", n=3,
    ),
    template(
        "busiest_test_month_this_year", "medium",
        f"""SELECT {month_only("substr(test_date, 1, 7)")} AS month, COUNT(*) AS tests FROM driving_tests
            WHERE result IS NOT NULL AND test_date BETWEEN '2025-01-01' AND '2025-12-31'
            GROUP BY substr(test_date, 1, 7) ORDER BY tests DESC LIMIT 1""",
        "Which month this year had the most driving tests, and how many?",
        "What's been our busiest month for tests in 2025?",
    ),
    template(
        "instructor_pay_in_month", "medium",
        f"""SELECT ROUND(SUM({HOURS} * i.hourly_rate), 2) FROM lessons l
            JOIN instructors i ON i.instructor_id = l.instructor_id
            WHERE {INSTRUCTOR} = {{instructor}} AND l.status = 'Completed' AND substr(l.starts_at, 1, 7) = {{month}}""",
        "What do we owe {instructor} for the lessons they taught in {month_name}?",
        "Work out {instructor}'s pay for {month_name}: hours taught times their hourly rate.",
        slots=f"""SELECT {INSTRUCTOR} AS instructor, substr(l.starts_at, 1, 7) AS month,
                         {month_only("substr(l.starts_at, 1, 7)")} || ' ' || substr(l.starts_at, 1, 4) AS month_name
                  FROM lessons l JOIN instructors i ON i.instructor_id = l.instructor_id
                  WHERE l.status = 'Completed' AND substr(l.starts_at, 1, 7) IN ('2024-03', '2025-09')
                  GROUP BY i.instructor_id, month ORDER BY month, instructor""", n=2,
    ),
    template(
        "faults_pass_vs_fail", "medium",
        """SELECT result, ROUND(AVG(minor_faults), 2) AS avg_minors FROM driving_tests
           WHERE result IS NOT NULL GROUP BY result ORDER BY result""",
        "On average, how many minor faults do pupils pick up on a pass compared with a fail?",
        "Average number of minors on passed tests versus failed ones?",
    ),
    template(
        "spare_car_lessons_this_year", "medium",
        """SELECT COUNT(*) FROM lessons l JOIN cars c ON c.car_id = l.car_id
           WHERE c.instructor_id IS NULL AND l.starts_at BETWEEN '2025-01-01' AND '2025-12-31'""",
        "How many lessons this year had to be done in the spare car?",
        "This year, how often did an instructor teach in the spare car rather than their own?",
    ),
    template(
        "lessons_by_weekday_last_year", "medium",
        f"""SELECT {WEEKDAY} AS weekday, COUNT(*) AS lessons FROM lessons l
            WHERE l.status = 'Completed' AND l.starts_at BETWEEN '2024-01-01' AND '2024-12-31'
            GROUP BY weekday ORDER BY lessons DESC""",
        "Which days of the week were busiest for lessons last year? Count per day, busiest first.",
        "Last year's lessons by day of the week, most to fewest.",
    ),
    template(
        "dropout_refunds", "medium",
        """SELECT ROUND(SUM(p.refund_amount), 2) FROM purchases p JOIN pupils u ON u.pupil_id = p.pupil_id
           WHERE u.dropped_out_on IS NOT NULL""",
        "How much have we refunded to pupils who dropped out?",
        "What's the total we've paid back to dropouts for unused hours?",
    ),
    template(
        "top_spenders_this_year", "medium",
        f"""SELECT u.first_name || ' ' || u.last_name AS pupil, ROUND(SUM({NET_PAID}), 2) AS spent
            FROM purchases p JOIN pupils u ON u.pupil_id = p.pupil_id
            WHERE p.purchased_on BETWEEN '2025-01-01' AND '2025-12-31'
            GROUP BY u.pupil_id ORDER BY spent DESC LIMIT 5""",
        "Who are our five biggest-spending pupils this year, and how much has each paid (after refunds)?",
        "Top 5 pupils by what they've paid us for lessons in 2025, net of refunds.",
    ),
    template(
        "pass_rate_by_grade_last_year", "medium",
        """SELECT i.grade, ROUND(100.0 * SUM(t.result = 'Pass') / COUNT(*), 1) AS pass_rate
           FROM driving_tests t JOIN instructors i ON i.instructor_id = t.instructor_id
           WHERE t.result IS NOT NULL AND substr(t.test_date, 1, 4) = '2024'
           GROUP BY i.grade ORDER BY i.grade""",
        "Do our grade A instructors get better results? Give last year's pass rate for each instructor grade.",
        "Pass rate in 2024 split by the instructor's grade.",
    ),
    template(
        "average_price_per_hour_by_block", "medium",
        """SELECT k.code, ROUND(SUM(p.amount_due) / SUM(k.hours), 2) AS per_hour
           FROM purchases p JOIN packages k ON k.package_id = p.package_id
           WHERE k.transmission = 'Manual' AND p.purchased_on BETWEEN '2025-03-01' AND '2025-11-30'
           GROUP BY k.code ORDER BY per_hour DESC""",
        "Since the price rise in March, what have manual pupils actually paid per hour on each package, after discounts?",
        "For manual blocks bought since March's price increase, what's the effective hourly price per package code?",
    ),
]
