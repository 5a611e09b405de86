"""Gold questions over ``climbing_gym``, the easy section of ``TEMPLATES``: one table."""

from envs.analyst.task_bank.climbing_gym.fragments import (
    DAY_PASSES, EVENING, FULL_YEARS, LAST_MONTH, LAST_YEAR, THIS_YEAR, _months,
)
from envs.analyst.tasks import template

TEMPLATES = [
    template(
        "active_members_now", "easy",
        "SELECT COUNT(*) FROM memberships WHERE status = 'Active'",
        "How many active members have we got right now?",
        "What's our live membership count at the moment, not counting anyone on a pause?",
    ),
    template(
        "paused_members_now", "easy",
        "SELECT COUNT(*) FROM memberships WHERE status = 'Paused'",
        "How many members have their membership on hold at the moment?",
        "Right now, how many memberships are paused?",
    ),
    template(
        "lowest_locked_fee", "easy",
        "SELECT MIN(monthly_fee) FROM memberships WHERE plan = {plan} AND status = 'Active'",
        "Thanks to locked-in prices, what's the lowest monthly fee an active {plan} member is still paying?",
        "Among our active {plan} members, what's the cheapest rate anyone is on?",
        slots="SELECT 'Adult' AS plan UNION ALL SELECT 'Family'", n=2,
    ),
    template(
        "check_ins_in_month", "easy",
        "SELECT COUNT(*) FROM check_ins WHERE substr(checked_in_at, 1, 7) = {month}",
        "How many check-ins did we have in {month_name}?",
        "How many visits came through the front desk in {month_name}, members and pass holders together?",
        slots=_months("check_ins", "checked_in_at", "2023-11", "2025-09"), n=2,
    ),
    template(
        "day_passes_this_year", "easy",
        f"SELECT COUNT(*) FROM passes WHERE pass_type IN {DAY_PASSES} AND sold_at {THIS_YEAR}",
        "How many day passes have we sold so far this year, concessions included?",
        "Day passes this year, full price and concession together: how many have gone?",
    ),
    template(
        "pass_takings_last_year", "easy",
        f"SELECT ROUND(SUM(price), 2) FROM passes WHERE sold_at {LAST_YEAR}",
        "What did we take on day passes and 10-visit cards last year?",
        "How much money came in from passes in 2024, day passes and punch cards together?",
    ),
    template(
        "membership_takings_in_month", "easy",
        """SELECT ROUND(SUM(amount), 2) FROM membership_payments
           WHERE status = 'Paid' AND substr(paid_on, 1, 7) = {month}""",
        "How much membership money did we collect in {month_name}?",
        "What did the membership direct debits bring in during {month_name}, leaving out the ones that bounced?",
        slots=_months("membership_payments", "paid_on", "2024-01", "2025-10"), n=2,
    ),
    template(
        "bounced_debits_this_year", "easy",
        f"SELECT COUNT(*) FROM membership_payments WHERE status = 'Failed' AND paid_on {THIS_YEAR}",
        "How many membership direct debits have bounced this year?",
        "This year so far, how many monthly membership payments failed to go through?",
    ),
    template(
        "problems_up_now", "easy",
        "SELECT COUNT(*) FROM routes WHERE stripped_on IS NULL",
        "How many problems and routes are up on the walls right now?",
        "Across the whole centre, boulders and ropes, how many climbs have we got set at the moment?",
    ),
    template(
        "routes_set_last_month", "easy",
        f"SELECT COUNT(*) FROM routes WHERE set_on {LAST_MONTH}",
        "How many new problems and routes did the setting team put up last month?",
        "Setting output for September: how many climbs went up?",
    ),
    template(
        "walls_reset_last_month", "easy",
        f"SELECT COUNT(DISTINCT wall) FROM routes WHERE set_on {LAST_MONTH}",
        "How many walls were reset last month?",
        "In September, how many different walls got a reset?",
    ),
    template(
        "till_takings_yesterday", "easy",
        "SELECT ROUND(SUM(total), 2) FROM sales WHERE substr(sold_at, 1, 10) = '2025-10-30'",
        "What did the till take yesterday, café, shop and hire together?",
        "How much did we ring up on the café and shop till yesterday?",
    ),
    template(
        "cancellations_last_month", "easy",
        f"SELECT COUNT(*) FROM memberships WHERE cancelled_on {LAST_MONTH}",
        "How many memberships came to an end through cancellation last month?",
        "How many members did we lose to cancellations in September?",
    ),
    template(
        "new_memberships_this_year", "easy",
        f"SELECT COUNT(*) FROM memberships WHERE start_date {THIS_YEAR}",
        "How many new memberships have started this year, rejoiners included?",
        "Sign-ups so far this year: how many memberships have begun since January?",
    ),
    template(
        "current_instructors", "easy",
        """SELECT first_name || ' ' || last_name AS name FROM staff WHERE role = 'Instructor' AND left_on IS NULL
           ORDER BY hired_on""",
        "Which instructors do we have on the team now? Longest-serving first.",
        "List our current climbing instructors in the order they joined us.",
    ),
    template(
        "punch_cards_sold_in_year", "easy",
        "SELECT COUNT(*) FROM passes WHERE pass_type = '10-Visit Card' AND substr(sold_at, 1, 4) = {year}",
        "How many 10-visit cards did we sell in {year}?",
        "Punch cards: how many went out in {year}?",
        slots=FULL_YEARS, n=2,
    ),
    template(
        "day_pass_price_2023", "easy",
        "SELECT DISTINCT price FROM passes WHERE pass_type = 'Day Pass' AND sold_at < '2024-01-01'",
        "What were we charging for a full-price day pass when we first opened in 2023?",
        "Back in 2023, how much was an adult day pass?",
    ),
    template(
        "last_kombucha_sale", "easy",
        "SELECT MAX(substr(sold_at, 1, 10)) FROM sales WHERE item = 'Kombucha'",
        "When did we last sell a kombucha in the café?",
        "What was the date of our final kombucha sale before we dropped it?",
    ),
    template(
        "cash_share_this_year", "easy",
        f"""SELECT ROUND(100.0 * SUM(CASE WHEN payment_method = 'Cash' THEN total ELSE 0 END) / SUM(total), 2)
            FROM sales WHERE sold_at {THIS_YEAR}""",
        "What percentage of this year's till takings came in as cash?",
        "How much of the café and shop money this year was paid in cash, as a share of the total?",
    ),
    template(
        "injury_pauses_this_year", "easy",
        f"SELECT COUNT(*) FROM memberships WHERE pause_reason = 'Injury' AND paused_from {THIS_YEAR}",
        "How many members have put their membership on hold because of an injury this year?",
        "This year, how many membership pauses were for injuries?",
    ),
    template(
        "evening_share_last_month", "easy",
        f"""SELECT ROUND(100.0 * SUM({EVENING}) / COUNT(*), 2) FROM check_ins
            WHERE checked_in_at {LAST_MONTH}""",
        "What share of last month's check-ins were in the evening, from 5pm onwards?",
        "In September, what percentage of visits started at 5pm or later?",
    ),
    template(
        "sessions_without_instructor", "easy",
        "SELECT COUNT(*) FROM course_sessions WHERE status = 'Scheduled' AND instructor_id IS NULL",
        "How many of the upcoming course sessions still need an instructor assigned?",
        "Coming up on the course calendar, how many sessions have nobody down to teach them yet?",
    ),
    template(
        "new_climbers_in_month", "easy",
        "SELECT COUNT(*) FROM climbers WHERE substr(registered_on, 1, 7) = {month}",
        "How many new climbers signed a waiver with us in {month_name}?",
        "How many first-timers registered in {month_name}?",
        slots=_months("climbers", "registered_on", "2023-06", "2025-10"), n=2,
    ),
    template(
        "january_2024_joiners_still_with_us", "easy",
        """SELECT ROUND(100.0 * SUM(status IN ('Active', 'Paused')) / COUNT(*), 2) FROM memberships
           WHERE start_date BETWEEN '2024-01-01' AND '2024-01-31'""",
        "Of the memberships that started in January 2024, what percentage are still with us, active or paused?",
        "How have last January's new-year joiners stuck at it? Share of January 2024 memberships not cancelled.",
    ),
    template(
        "average_problem_lifespan", "easy",
        """SELECT ROUND(AVG(julianday(stripped_on) - julianday(set_on)), 1) FROM routes
           WHERE stripped_on IS NOT NULL""",
        "How long does a problem or route usually stay up before it's stripped, in days?",
        "On average, how many days do our climbs last on the wall?",
    ),
    template(
        "oldest_climb_still_up", "easy",
        "SELECT MIN(set_on) FROM routes WHERE stripped_on IS NULL",
        "When was the oldest climb that's still up set?",
        "What's the set date of the longest-standing problem we haven't stripped yet?",
    ),
]
