"""Gold questions over ``climbing_gym``, the hard section of ``TEMPLATES``: 3+ tables, nesting, ranking, windows."""

from envs.analyst.task_bank.calendar_sql import month_only
from envs.analyst.task_bank.climbing_gym.fragments import (
    COURSE_TAKINGS, DAY_PASSES, LAST_MONTH, LAST_YEAR, THIS_YEAR, TODAY, full_name,
)
from envs.analyst.tasks import template

TEMPLATES = [
    template(
        "lapsed_members", "hard",
        """SELECT COUNT(*) FROM (SELECT climber_id FROM memberships GROUP BY climber_id
                                 HAVING SUM(status IN ('Active', 'Paused')) = 0)""",
        "How many lapsed members have we got: people who've been members but aren't any more?",
        "Count the former members who currently have no membership with us, active or paused.",
    ),
    template(
        "rejoined_members", "hard",
        "SELECT COUNT(*) FROM (SELECT climber_id FROM memberships GROUP BY climber_id HAVING COUNT(*) > 1)",
        "How many people have cancelled their membership and later come back to rejoin?",
        "How many of our climbers have taken out a membership more than once?",
    ),
    template(
        "intro_conversion_rate", "hard",
        """SELECT ROUND(100.0 * SUM(EXISTS (SELECT 1 FROM memberships m WHERE m.climber_id = a.climber_id
                                             AND m.start_date > a.first_course)) / COUNT(*), 2)
           FROM (SELECT b.climber_id, MIN(substr(s.starts_at, 1, 10)) AS first_course FROM bookings b
                 JOIN course_sessions s ON s.session_id = b.session_id
                 WHERE s.course = 'Intro to Bouldering' AND b.status = 'Attended' GROUP BY b.climber_id) a""",
        "What percentage of the people who came on an Intro to Bouldering session went on to become members?",
        "How well does the intro course convert? Share of intro attendees who took out a membership afterwards.",
    ),
    template(
        "session_fill_by_course_this_year", "hard",
        f"""WITH filled AS (
                SELECT s.session_id, s.course, s.places, COUNT(b.booking_id) AS taken FROM course_sessions s
                LEFT JOIN bookings b ON b.session_id = s.session_id AND b.status IN ('Attended', 'No Show')
                WHERE s.status = 'Ran' AND s.starts_at {THIS_YEAR} GROUP BY s.session_id)
            SELECT course, ROUND(100.0 * AVG(1.0 * taken / places), 2) AS fill_rate FROM filled
            GROUP BY course ORDER BY fill_rate DESC""",
        "How full are our courses this year? The average share of places taken per session, course by course.",
        "For each course, what percentage of the places on a session do we fill on average this year?",
    ),
    template(
        "check_ins_vs_same_month_last_year", "hard",
        """WITH monthly AS (
               SELECT substr(checked_in_at, 1, 7) AS month, COUNT(*) AS n FROM check_ins
               GROUP BY substr(checked_in_at, 1, 7))
           SELECT ROUND(100.0 * (cur.n - prev.n) / prev.n, 2) FROM monthly cur JOIN monthly prev
           ON prev.month = (CAST(substr(cur.month, 1, 4) AS INTEGER) - 1) || substr(cur.month, 5)
           WHERE cur.month = {month}""",
        "How did check-ins in {month_name} compare with the same month a year before, as a percentage change?",
        "Were we busier in {month_name} than a year earlier? Give me the change in visits in percent.",
        slots="""SELECT '2025-01' AS month, 'January 2025' AS month_name
                 UNION ALL SELECT '2025-09', 'September 2025'""",
        n=2,
    ),
    template(
        "membership_takings_running_total", "hard",
        f"""WITH monthly AS (
                SELECT substr(paid_on, 1, 7) AS month, SUM(amount) AS takings FROM membership_payments
                WHERE status = 'Paid' AND paid_on {THIS_YEAR} GROUP BY month)
            SELECT {month_only("month")} AS month, ROUND(SUM(takings) OVER (ORDER BY month), 2) AS takings_to_date
            FROM monthly ORDER BY monthly.month""",
        "Show me how membership income has built up this year, as a running total at the end of each month.",
        "Month by month, what's the cumulative membership money for this year so far?",
    ),
    template(
        "top_setter_per_section", "hard",
        f"""WITH counts AS (
                SELECT r.section, {full_name("s")} AS setter, COUNT(*) AS climbs,
                       RANK() OVER (PARTITION BY r.section ORDER BY COUNT(*) DESC) AS rk
                FROM routes r JOIN staff s ON s.staff_id = r.setter_id
                WHERE r.stripped_on IS NULL GROUP BY r.section, s.staff_id)
            SELECT section, setter, climbs FROM counts WHERE rk = 1 ORDER BY section, setter""",
        "For each section of the centre, which setter has the most climbs up right now?",
        "Who's got the most problems on the walls at the moment in each area: main hall, cave, rope hall and so on?",
    ),
    template(
        "setter_share_of_climbs_up", "hard",
        f"""SELECT {full_name("s")} AS setter, COUNT(*) AS climbs,
                   ROUND(100.0 * COUNT(*) / SUM(COUNT(*)) OVER (), 2) AS share
            FROM routes r JOIN staff s ON s.staff_id = r.setter_id
            WHERE r.stripped_on IS NULL GROUP BY s.staff_id ORDER BY climbs DESC, setter""",
        "Of the climbs up right now with a known setter, how many did each setter put up, and what share is that?",
        "Whose setting is on the walls at the moment? Each setter's count of climbs up and their percentage.",
    ),
    template(
        "takings_memberships_vs_passes_this_year", "hard",
        f"""WITH members AS (
                SELECT substr(paid_on, 1, 7) AS month, SUM(amount) AS takings FROM membership_payments
                WHERE status = 'Paid' AND paid_on {THIS_YEAR} GROUP BY month),
            door AS (
                SELECT substr(sold_at, 1, 7) AS month, SUM(price) AS takings FROM passes
                WHERE sold_at {THIS_YEAR} GROUP BY month)
            SELECT {month_only("m.month")} AS month, ROUND(m.takings, 2) AS memberships,
                   ROUND(d.takings, 2) AS passes
            FROM members m JOIN door d ON d.month = m.month ORDER BY m.month""",
        "Month by month this year, what did memberships bring in against passes?",
        "Put this year's membership income and pass income side by side for each month.",
    ),
    template(
        "takings_by_stream_last_year", "hard",
        f"""WITH streams AS (
                SELECT 'Memberships' AS stream, SUM(amount) AS takings FROM membership_payments
                WHERE status = 'Paid' AND paid_on {LAST_YEAR}
                UNION ALL SELECT 'Passes', SUM(price) FROM passes WHERE sold_at {LAST_YEAR}
                UNION ALL SELECT 'Courses', SUM(b.price_paid) FROM bookings b
                          JOIN course_sessions s ON s.session_id = b.session_id
                          WHERE {COURSE_TAKINGS} AND s.starts_at {LAST_YEAR}
                UNION ALL SELECT 'Café, shop and hire', SUM(total) FROM sales WHERE sold_at {LAST_YEAR})
            SELECT stream, ROUND(takings, 2) AS takings FROM streams ORDER BY takings DESC""",
        "Where did our money come from last year? Takings from memberships, passes, courses and the till.",
        "Give me 2024's income by stream: membership fees, day passes and cards, courses, and café/shop/hire.",
    ),
    template(
        "best_takings_month_this_year", "hard",
        f"""WITH money AS (
                SELECT substr(paid_on, 1, 7) AS ym, amount AS takings FROM membership_payments
                WHERE status = 'Paid' AND paid_on {THIS_YEAR}
                UNION ALL SELECT substr(sold_at, 1, 7), price FROM passes WHERE sold_at {THIS_YEAR}
                UNION ALL SELECT substr(s.starts_at, 1, 7), b.price_paid FROM bookings b
                          JOIN course_sessions s ON s.session_id = b.session_id
                          WHERE {COURSE_TAKINGS} AND s.starts_at {THIS_YEAR}
                UNION ALL SELECT substr(sold_at, 1, 7), total FROM sales WHERE sold_at {THIS_YEAR})
            SELECT {month_only("ym")} AS month, ROUND(SUM(takings), 2) AS takings FROM money
            GROUP BY ym ORDER BY SUM(takings) DESC LIMIT 1""",
        "Which has been our best month for total takings this year, everything included, and what did we take?",
        "Adding up memberships, passes, courses and the till, which month this year brought in the most money?",
    ),
    template(
        "active_members_no_visit_last_month", "hard",
        f"""SELECT COUNT(*) FROM memberships m WHERE m.status = 'Active' AND m.start_date < '2025-09-01'
            AND NOT EXISTS (SELECT 1 FROM check_ins ch WHERE ch.membership_id = m.membership_id
                            AND ch.checked_in_at {LAST_MONTH})""",
        "How many active members, who were already members at the start of September, didn't come in once last month?",
        "Of our active members who joined before September, how many never checked in during September?",
    ),
    template(
        "cafe_spend_per_visit_this_year", "hard",
        f"""WITH till AS (
                SELECT substr(sold_at, 1, 7) AS month, SUM(total) AS takings FROM sales
                WHERE category = 'Café' AND sold_at {THIS_YEAR} GROUP BY month),
            visits AS (
                SELECT substr(checked_in_at, 1, 7) AS month, COUNT(*) AS n FROM check_ins
                WHERE checked_in_at {THIS_YEAR} GROUP BY month)
            SELECT {month_only("t.month")} AS month, ROUND(t.takings / v.n, 2) AS cafe_per_visit
            FROM till t JOIN visits v ON v.month = t.month ORDER BY t.month""",
        "How much café money are we making per check-in each month this year?",
        "Café takings divided by visits, month by month for this year.",
    ),
    template(
        "new_members_jan_oct_change", "hard",
        """WITH years AS (
               SELECT SUM(start_date BETWEEN '2024-01-01' AND '2024-10-31') AS last_year,
                      SUM(start_date BETWEEN '2025-01-01' AND '2025-10-31') AS this_year FROM memberships)
           SELECT ROUND(100.0 * (this_year - last_year) / last_year, 2) FROM years""",
        "Are we signing up more members than last year? New memberships January to October, change in percent.",
        "Compare sign-ups this year to date with the same stretch of 2024: what's the percentage change?",
    ),
    template(
        "no_show_rate_by_instructor", "hard",
        f"""SELECT {full_name("st")} AS instructor,
                   ROUND(100.0 * SUM(b.status = 'No Show') / COUNT(*), 2) AS no_show_rate
            FROM bookings b JOIN course_sessions s ON s.session_id = b.session_id
            JOIN staff st ON st.staff_id = s.instructor_id
            WHERE s.status = 'Ran' AND b.status IN ('Attended', 'No Show') AND st.left_on IS NULL
            GROUP BY st.staff_id ORDER BY no_show_rate DESC, instructor""",
        "For each of our current instructors, what share of people booked on their sessions didn't show up?",
        "No-show rate on courses by instructor, for the instructors still with us, worst first.",
    ),
    template(
        "lapsed_members_back_on_passes", "hard",
        """SELECT COUNT(DISTINCT m.climber_id) FROM memberships m JOIN passes p ON p.climber_id = m.climber_id
           WHERE m.status = 'Cancelled' AND p.sold_at > m.cancelled_on
           AND NOT EXISTS (SELECT 1 FROM memberships n WHERE n.climber_id = m.climber_id
                           AND n.status IN ('Active', 'Paused'))""",
        "How many lapsed members still come in on a day pass or a punch card since cancelling?",
        "Count the ex-members, not members now, who've bought a pass from us after their membership ended.",
    ),
    template(
        "expired_card_usage", "hard",
        f"""SELECT ROUND(AVG(used), 2) FROM (
                SELECT p.pass_id, COUNT(ch.check_in_id) AS used FROM passes p
                LEFT JOIN check_ins ch ON ch.pass_id = p.pass_id
                WHERE p.pass_type = '10-Visit Card' AND p.expires_on <= {TODAY} GROUP BY p.pass_id)""",
        "On the 10-visit cards that have expired, how many of the ten visits did people actually use, on average?",
        "Looking at punch cards past their expiry date: average number of visits used per card?",
    ),
    template(
        "first_timers_who_returned", "hard",
        f"""WITH firsts AS (
                SELECT climber_id, MIN(sold_at) AS first_visit FROM passes
                WHERE pass_type IN {DAY_PASSES} GROUP BY climber_id
                HAVING MIN(sold_at) BETWEEN '2025-01-01' AND '2025-06-30 23:59')
            SELECT ROUND(100.0 * SUM(EXISTS (SELECT 1 FROM check_ins ch WHERE ch.climber_id = f.climber_id
                                               AND ch.checked_in_at > f.first_visit)) / COUNT(*), 2)
            FROM firsts f""",
        "Of the people whose first day pass with us was in the first half of this year, what percentage came back?",
        "How many first-time day-pass climbers from January to June returned for another visit, as a percentage?",
    ),
    template(
        "cards_to_day_pass_regulars_this_year", "hard",
        f"""SELECT ROUND(100.0 * SUM(EXISTS (SELECT 1 FROM passes d WHERE d.climber_id = c.climber_id
                                              AND d.pass_type IN {DAY_PASSES} AND d.sold_at < c.sold_at))
                     / COUNT(*), 2)
            FROM passes c WHERE c.pass_type = '10-Visit Card' AND c.sold_at {THIS_YEAR}""",
        "Of the 10-visit cards sold this year, what percentage went to people who'd bought a day pass before?",
        "How many of this year's punch cards were bought by earlier day-pass customers, as a share of all cards?",
    ),
    template(
        "top_visitors_with_plan_last_year", "hard",
        f"""SELECT {full_name("c")} AS member, m.plan, COUNT(*) AS visits FROM check_ins ch
            JOIN memberships m ON m.membership_id = ch.membership_id JOIN climbers c ON c.climber_id = ch.climber_id
            WHERE ch.checked_in_at {LAST_YEAR} GROUP BY m.membership_id ORDER BY visits DESC LIMIT 3""",
        "Who were our three most dedicated members last year, which plan were they on, and how many visits?",
        "Top 3 members by check-ins in 2024, with their plan.",
    ),
    template(
        "members_paid_over_2000", "hard",
        """SELECT COUNT(*) FROM (
               SELECT m.climber_id FROM membership_payments p JOIN memberships m ON m.membership_id = p.membership_id
               WHERE p.status = 'Paid' GROUP BY m.climber_id HAVING SUM(p.amount) > 2000)""",
        "How many climbers have paid us more than £2,000 in membership fees since we opened?",
        "Count the members whose direct debits to date add up to over two thousand pounds.",
    ),
    template(
        "course_places_to_members_this_year", "hard",
        f"""SELECT ROUND(100.0 * SUM(EXISTS (SELECT 1 FROM memberships m WHERE m.climber_id = b.climber_id
                                              AND m.start_date <= b.booked_on
                                              AND COALESCE(m.cancelled_on, '9999-12-31') >= b.booked_on))
                     / COUNT(*), 2)
            FROM bookings b JOIN course_sessions s ON s.session_id = b.session_id
            WHERE {COURSE_TAKINGS} AND s.starts_at {THIS_YEAR}""",
        "What share of this year's course places went to people who were members when they booked?",
        "Of the people on our courses this year, what percentage held a membership at the time of booking?",
    ),
    template(
        "kids_club_regulars_this_year", "hard",
        f"""SELECT COUNT(*) FROM (
                SELECT b.climber_id FROM bookings b JOIN course_sessions s ON s.session_id = b.session_id
                WHERE s.course = 'Kids Club' AND b.status = 'Attended' AND s.starts_at {THIS_YEAR}
                GROUP BY b.climber_id HAVING COUNT(*) >= 5)""",
        "How many children have come to Kids Club at least five times this year?",
        "Count this year's Kids Club regulars: kids who've attended five or more sessions.",
    ),
]
