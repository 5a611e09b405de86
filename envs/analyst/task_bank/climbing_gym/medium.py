"""Gold questions over ``climbing_gym``, the medium section of ``TEMPLATES``: a join, or grouping."""

from envs.analyst.task_bank.calendar_sql import day_name, month_only
from envs.analyst.task_bank.climbing_gym.fragments import (
    COURSE_TAKINGS, DAY_PASSES, EVENING, FULL_YEARS, LAST_MONTH, LAST_YEAR, THIS_YEAR, TODAY, WEEKEND, full_name,
)
from envs.analyst.tasks import template

TEMPLATES = [
    template(
        "busiest_evening_this_year", "medium",
        f"""SELECT {day_name("checked_in_at")} AS day, COUNT(*) AS check_ins FROM check_ins
            WHERE {EVENING} AND checked_in_at {THIS_YEAR}
            GROUP BY strftime('%w', checked_in_at) ORDER BY check_ins DESC LIMIT 1""",
        "Which is our busiest evening of the week this year, and how many evening check-ins has it had?",
        "Looking at visits from 5pm onwards this year, which night of the week is the busiest?",
    ),
    template(
        "check_ins_by_month_this_year", "medium",
        f"""SELECT {month_only("substr(checked_in_at, 1, 7)")} AS month, COUNT(*) AS check_ins FROM check_ins
            WHERE checked_in_at {THIS_YEAR}
            GROUP BY substr(checked_in_at, 1, 7) ORDER BY substr(checked_in_at, 1, 7)""",
        "Give me this year's check-ins month by month.",
        "How many visits have we had each month so far this year?",
    ),
    template(
        "busiest_weekend_hour", "medium",
        f"""SELECT substr(checked_in_at, 12, 2) || ':00' AS hour, COUNT(*) AS check_ins FROM check_ins
            WHERE {WEEKEND} GROUP BY substr(checked_in_at, 12, 2) ORDER BY check_ins DESC LIMIT 1""",
        "At weekends, which hour of the day sees the most people arriving?",
        "What's our peak arrival hour on Saturdays and Sundays, going by every check-in since we opened?",
    ),
    template(
        "active_members_by_plan", "medium",
        """SELECT plan, COUNT(*) AS members FROM memberships WHERE status = 'Active'
           GROUP BY plan ORDER BY members DESC, plan""",
        "How do our active members split across the plans? Biggest plan first.",
        "Break down the current active memberships by plan: Adult, Student, Off-Peak and Family.",
    ),
    template(
        "cancel_reasons_last_year", "medium",
        f"""SELECT cancel_reason, COUNT(*) AS cancellations FROM memberships
            WHERE cancelled_on {LAST_YEAR} AND cancel_reason IS NOT NULL
            GROUP BY cancel_reason ORDER BY cancellations DESC, cancel_reason""",
        "Of the members who told us why they cancelled last year, what were the reasons? Most common first.",
        "Why did people leave in 2024? Count the cancellations by the reason given, where there was one.",
    ),
    template(
        "pass_takings_by_type_in_year", "medium",
        """SELECT pass_type, COUNT(*) AS sold, ROUND(SUM(price), 2) AS takings FROM passes
           WHERE substr(sold_at, 1, 4) = {year} GROUP BY pass_type ORDER BY takings DESC""",
        "For {year}, how many of each kind of pass did we sell and what did each bring in?",
        "Split {year}'s pass sales by type: day passes, concessions and 10-visit cards, with the money for each.",
        slots=FULL_YEARS, n=1,
    ),
    template(
        "top_cafe_items_this_year", "medium",
        f"""SELECT item, SUM(quantity) AS sold FROM sales WHERE category = 'Café' AND sold_at {THIS_YEAR}
            GROUP BY item ORDER BY sold DESC LIMIT 5""",
        "What are the five best sellers in the café this year, by number sold?",
        "Top 5 café items so far this year: what's flying off the counter, and how many of each?",
    ),
    template(
        "till_takings_by_category_last_month", "medium",
        f"""SELECT category, ROUND(SUM(total), 2) AS takings FROM sales WHERE sold_at {LAST_MONTH}
            GROUP BY category ORDER BY takings DESC""",
        "How did last month's till takings split between the café, the shop and hire?",
        "For September, what did we take on café, shop and hire items separately?",
    ),
    template(
        "climbs_up_by_section", "medium",
        """SELECT section, COUNT(*) AS climbs FROM routes WHERE stripped_on IS NULL
           GROUP BY section ORDER BY climbs DESC, section""",
        "How many climbs are up in each part of the centre right now?",
        "Give me the current problem and route count by section: main hall, cave, rope hall and so on.",
    ),
    template(
        "climbs_set_per_setter_this_year", "medium",
        f"""SELECT {full_name("s")} AS setter, COUNT(*) AS climbs FROM routes r
            JOIN staff s ON s.staff_id = r.setter_id
            WHERE r.set_on {THIS_YEAR} GROUP BY s.staff_id ORDER BY climbs DESC, setter""",
        "How many climbs has each setter put up this year? Most prolific first.",
        "Setting league table for this year: problems and routes set by each setter.",
    ),
    template(
        "walls_reset_last_month_names", "medium",
        f"""SELECT wall, COUNT(*) AS climbs_set FROM routes WHERE set_on {LAST_MONTH}
            GROUP BY wall ORDER BY wall""",
        "Which walls got reset last month, and how many new climbs went up on each?",
        "List the walls the setters reset in September, alphabetically, with the number of climbs set on each.",
    ),
    template(
        "grade_spread_on_wall", "medium",
        """SELECT grade, COUNT(*) AS climbs FROM routes WHERE wall = {wall} AND stripped_on IS NULL
           GROUP BY grade ORDER BY grade""",
        "What's the grade spread on {wall} at the moment? How many climbs at each grade.",
        "Count what's currently up on {wall} by grade, easiest first.",
        slots="SELECT 'The Wave' AS wall UNION ALL SELECT 'Lead Wall North'", n=2,
    ),
    template(
        "sessions_run_per_course_this_year", "medium",
        f"""SELECT course, COUNT(*) AS sessions FROM course_sessions WHERE status = 'Ran' AND starts_at {THIS_YEAR}
            GROUP BY course ORDER BY sessions DESC, course""",
        "How many sessions of each course have actually run this year?",
        "Course by course, how many sessions have gone ahead so far this year?",
    ),
    template(
        "instructor_sessions_last_year", "medium",
        f"""SELECT {full_name("st")} AS instructor, COUNT(*) AS sessions FROM course_sessions s
            JOIN staff st ON st.staff_id = s.instructor_id
            WHERE s.status = 'Ran' AND s.starts_at {LAST_YEAR}
            GROUP BY st.staff_id ORDER BY sessions DESC, instructor""",
        "How many course sessions did each instructor teach last year?",
        "In 2024, who taught how many sessions? Busiest instructor first.",
    ),
    template(
        "no_show_rate_this_year", "medium",
        f"""SELECT ROUND(100.0 * SUM(b.status = 'No Show') / COUNT(*), 2) FROM bookings b
            JOIN course_sessions s ON s.session_id = b.session_id
            WHERE s.status = 'Ran' AND s.starts_at {THIS_YEAR} AND b.status IN ('Attended', 'No Show')""",
        "What's our no-show rate on courses this year?",
        "Of the course places people kept this year, what percentage never turned up?",
    ),
    template(
        "new_members_per_month_last_year", "medium",
        f"""SELECT {month_only("substr(start_date, 1, 7)")} AS month, COUNT(*) AS new_memberships FROM memberships
            WHERE start_date {LAST_YEAR} GROUP BY substr(start_date, 1, 7) ORDER BY substr(start_date, 1, 7)""",
        "How many new memberships did we sign each month last year?",
        "Month by month through 2024, how many memberships started?",
    ),
    template(
        "day_pass_areas_this_year", "medium",
        f"""SELECT c.area, COUNT(*) AS day_passes FROM passes p JOIN climbers c ON c.climber_id = p.climber_id
            WHERE p.pass_type IN {DAY_PASSES} AND p.sold_at {THIS_YEAR} AND c.area IS NOT NULL
            GROUP BY c.area ORDER BY day_passes DESC LIMIT 5""",
        "Where are this year's day-pass customers coming from? The top five areas by passes sold.",
        "Which five parts of town have bought the most day passes this year, where we know the area?",
    ),
    template(
        "busiest_day_last_month", "medium",
        f"""SELECT substr(checked_in_at, 1, 10) AS day, COUNT(*) AS check_ins FROM check_ins
            WHERE checked_in_at {LAST_MONTH} GROUP BY day ORDER BY check_ins DESC LIMIT 1""",
        "What was our busiest single day last month, and how many check-ins did it have?",
        "Which day in September had the most people through the door?",
    ),
    template(
        "till_takings_by_staff_last_month", "medium",
        f"""SELECT {full_name("st")} AS served_by, ROUND(SUM(s.total), 2) AS takings FROM sales s
            JOIN staff st ON st.staff_id = s.staff_id
            WHERE s.sold_at {LAST_MONTH} GROUP BY st.staff_id ORDER BY takings DESC""",
        "Who rang up what on the till last month? Takings by member of staff, highest first.",
        "For September, how much did each person serving on the till take?",
    ),
    template(
        "check_ins_by_entry_type_in_year", "medium",
        """SELECT entry_type, COUNT(*) AS check_ins FROM check_ins WHERE substr(checked_in_at, 1, 4) = {year}
           GROUP BY entry_type ORDER BY check_ins DESC""",
        "In {year}, how did visits split between members, day passes and 10-visit cards?",
        "How many {year} check-ins were on a membership, a day pass or a punch card?",
        slots=FULL_YEARS, n=1,
    ),
    template(
        "flat_white_price_history", "medium",
        """SELECT unit_price, MIN(substr(sold_at, 1, 10)) AS first_sold FROM sales WHERE item = 'Flat White'
           GROUP BY unit_price ORDER BY first_sold""",
        "How has the price of a flat white changed since we opened? Each price and the day we started charging it.",
        "What have we charged for a flat white over the years, and from when?",
    ),
    template(
        "top_visitors_this_year", "medium",
        f"""SELECT c.climber_id, {full_name("c")} AS climber, COUNT(*) AS visits FROM check_ins ch
            JOIN climbers c ON c.climber_id = ch.climber_id
            WHERE ch.checked_in_at {THIS_YEAR} GROUP BY c.climber_id ORDER BY visits DESC, c.climber_id LIMIT 5""",
        "Who are our five most regular climbers this year? Their climber number, name and visits.",
        "Top 5 climbers by check-ins so far this year, with their ids so I can tell apart any namesakes.",
    ),
    template(
        "walls_longest_since_reset", "medium",
        f"""SELECT wall, CAST(julianday({TODAY}) - julianday(MAX(set_on)) AS INTEGER) AS days_since_reset
            FROM routes GROUP BY wall ORDER BY days_since_reset DESC, wall LIMIT 3""",
        "Which three walls have gone longest without a reset, and how many days has it been?",
        "Head setter's question: what are the three walls most overdue for a reset, going by days since last set?",
    ),
    template(
        "membership_takings_by_plan_in_year", "medium",
        """SELECT m.plan, ROUND(SUM(p.amount), 2) AS takings FROM membership_payments p
           JOIN memberships m ON m.membership_id = p.membership_id
           WHERE p.status = 'Paid' AND substr(p.paid_on, 1, 4) = {year}
           GROUP BY m.plan ORDER BY takings DESC""",
        "How much membership income did each plan bring in during {year}? Biggest first.",
        "Split {year}'s membership takings by plan.",
        slots=FULL_YEARS, n=1,
    ),
    template(
        "course_takings_by_course_this_year", "medium",
        f"""SELECT s.course, ROUND(SUM(b.price_paid), 2) AS takings FROM bookings b
            JOIN course_sessions s ON s.session_id = b.session_id
            WHERE {COURSE_TAKINGS} AND s.starts_at {THIS_YEAR}
            GROUP BY s.course ORDER BY takings DESC""",
        "What has each course earned us this year, from the sessions that have run?",
        "Course income so far this year, course by course, highest earner first.",
    ),
    template(
        "instructor_hours_last_year", "medium",
        f"""SELECT {full_name("st")} AS instructor, SUM(s.duration_hours) AS hours FROM course_sessions s
            JOIN staff st ON st.staff_id = s.instructor_id
            WHERE s.status = 'Ran' AND s.starts_at {LAST_YEAR}
            GROUP BY st.staff_id ORDER BY hours DESC, instructor""",
        "How many hours of teaching did each instructor do last year?",
        "Instructor hours on courses that ran in 2024, most first.",
    ),
    template(
        "visits_per_member_by_plan_last_month", "medium",
        f"""SELECT m.plan, ROUND(1.0 * COUNT(*) / COUNT(DISTINCT ch.membership_id), 2) AS visits_each
            FROM check_ins ch JOIN memberships m ON m.membership_id = ch.membership_id
            WHERE ch.checked_in_at {LAST_MONTH} GROUP BY m.plan ORDER BY visits_each DESC""",
        "Last month, how many times did a member on each plan come in, on average, counting members who came at all?",
        "Average September visits per visiting member, split by plan.",
    ),
    template(
        "average_age_active_by_plan", "medium",
        f"""SELECT m.plan,
                   ROUND(AVG((strftime('%Y', {TODAY}) - strftime('%Y', c.birth_date))
                             - (strftime('%m-%d', {TODAY}) < strftime('%m-%d', c.birth_date))), 1) AS average_age
            FROM memberships m JOIN climbers c ON c.climber_id = m.climber_id
            WHERE m.status = 'Active' AND c.birth_date IS NOT NULL GROUP BY m.plan ORDER BY m.plan""",
        "What's the average age of our active members on each plan, where we have a date of birth?",
        "How old are our members, plan by plan? Average age today of the active account holders.",
    ),
]
