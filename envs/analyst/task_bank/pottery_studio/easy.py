"""Gold questions over ``pottery_studio``, the easy section of ``TEMPLATES``: one table."""

from envs.analyst.task_bank.pottery_studio.fragments import FULL_YEARS, KEPT, LAST_MONTH, THIS_YEAR, _months
from envs.analyst.tasks import template

TEMPLATES = [
    template(
        "active_members_now", "easy",
        "SELECT COUNT(*) FROM memberships WHERE status = 'Active'",
        "How many paying studio members have we got at the moment?",
        "What's our membership number right now — everyone on an active plan?",
    ),
    template(
        "lapsed_members_in_year", "easy",
        "SELECT COUNT(*) FROM memberships WHERE status = 'Lapsed' AND substr(end_date, 1, 4) = {year}",
        "How many members just let their membership lapse in {year}, without cancelling?",
        "In {year}, how many memberships lapsed because the payments stopped?",
        slots=FULL_YEARS, n=2,
    ),
    template(
        "shelves_rented_now", "easy",
        "SELECT COUNT(DISTINCT shelf_number) FROM memberships WHERE status = 'Active' AND shelf_number IS NOT NULL",
        "How many of the shelves in the members' room are rented out right now?",
        "Out of our 48 member shelves, how many are currently taken?",
    ),
    template(
        "monthly_membership_income_now", "easy",
        "SELECT ROUND(SUM(monthly_fee), 2) FROM memberships WHERE status = 'Active'",
        "What do our current members pay us in total each month, at the fees they're on?",
        "Add up this month's membership direct debits: what's the monthly total from everyone active?",
    ),
    template(
        "open_access_on_old_fee", "easy",
        """SELECT COUNT(*) FROM memberships WHERE status = 'Active' AND plan = 'Open Access'
           AND monthly_fee < 75""",
        "How many open access members are still paying less than the current £75 because they joined earlier?",
        "Since the September price rise, how many active open access members are still on an older, cheaper fee?",
    ),
    template(
        "founding_members_still_here", "easy",
        "SELECT COUNT(*) FROM memberships WHERE start_date = '2023-06-03' AND status = 'Active'",
        "How many of the members who signed up on our opening day are still members?",
        "Of our founding members from day one, how many have stuck with us?",
    ),
    template(
        "memberships_started_in_year", "easy",
        "SELECT COUNT(*) FROM memberships WHERE substr(start_date, 1, 4) = {year}",
        "How many memberships did we sign up in {year}, counting people who rejoined?",
        "Number of new studio memberships started during {year}?",
        slots=FULL_YEARS, n=2,
    ),
    template(
        "taster_price_now", "easy",
        "SELECT DISTINCT price FROM courses WHERE course_type = 'Taster Session' AND status = 'Upcoming'",
        "What are we charging for a place on a taster session at the moment?",
        "How much is a taster ticket going for on the upcoming dates?",
    ),
    template(
        "tasters_called_off_this_year", "easy",
        f"""SELECT COUNT(*) FROM courses WHERE course_type = 'Taster Session' AND status = 'Cancelled'
            AND start_date {THIS_YEAR}""",
        "How many taster sessions have we had to call off this year for lack of bookings?",
        "This year so far, how many tasters got cancelled because not enough people booked?",
    ),
    template(
        "voucher_places_this_year", "easy",
        f"""SELECT COUNT(*) FROM bookings WHERE payment_method = 'Gift Voucher' AND {KEPT}
            AND booked_on {THIS_YEAR}""",
        "How many places have people booked with a gift voucher so far this year (not counting refunds)?",
        "This year, how many bookings were paid for by redeeming a voucher, leaving out the refunded ones?",
    ),
    template(
        "vouchers_sold_in_december", "easy",
        "SELECT COUNT(*) FROM shop_sales WHERE category = 'Gift Voucher' AND substr(sold_on, 1, 7) = {month}",
        "How many gift vouchers did we sell in {month_name}?",
        "Christmas voucher rush: how many vouchers went out of the door in {month_name}?",
        slots="SELECT '2023-12' AS month, 'December 2023' AS month_name UNION SELECT '2024-12', 'December 2024'",
        n=2,
    ),
    template(
        "clay_bags_sold_this_year", "easy",
        f"SELECT SUM(quantity) FROM shop_sales WHERE category = 'Clay' AND sold_on {THIS_YEAR}",
        "How many bags of clay have we sold this year?",
        "Clay sales so far this year: how many bags is that, all bodies together?",
    ),
    template(
        "porcelain_price_in_month", "easy",
        "SELECT DISTINCT unit_price FROM shop_sales WHERE item = 'Porcelain 10kg' AND substr(sold_on, 1, 7) = {month}",
        "What were we charging for a 10kg bag of porcelain in {month_name}?",
        "Back in {month_name}, how much was a bag of porcelain in the shop?",
        slots="SELECT '2024-03' AS month, 'March 2024' AS month_name UNION SELECT '2025-06', 'June 2025'", n=2,
    ),
    template(
        "shop_takings_in_month", "easy",
        "SELECT ROUND(SUM(total), 2) FROM shop_sales WHERE substr(sold_on, 1, 7) = {month}",
        "What did the shop take in {month_name}, vouchers included?",
        "Shop takings for {month_name}: clay, glaze, tools and vouchers all together?",
        slots=_months("shop_sales", "sold_on", "2023-07", "2025-10"), n=2,
    ),
    template(
        "shop_cash_share_this_year", "easy",
        f"""SELECT ROUND(100.0 * SUM(CASE WHEN payment_method = 'Cash' THEN total ELSE 0 END) / SUM(total), 2)
            FROM shop_sales WHERE sold_on {THIS_YEAR}""",
        "What percentage of this year's shop takings came in as cash?",
        "How much of the shop money this year was paid in cash rather than card, as a share?",
    ),
    template(
        "kiln_electricity_last_month", "easy",
        f"SELECT ROUND(SUM(cost), 2) FROM firings WHERE fired_on {LAST_MONTH}",
        "What did last month's kiln firings cost us in electricity?",
        "How much went on electricity for the kilns in October?",
    ),
    template(
        "glaze_firings_this_year", "easy",
        f"SELECT COUNT(*) FROM firings WHERE firing_type = 'Glaze' AND fired_on {THIS_YEAR}",
        "How many glaze firings have we done this year across all the kilns?",
        "Count of glaze kiln loads fired so far this year?",
    ),
    template(
        "pieces_cracked_ever", "easy",
        "SELECT COUNT(*) FROM pieces WHERE status = 'Cracked'",
        "How many pieces have cracked in the kiln since we opened?",
        "Since day one, how many pots have come out of a firing cracked?",
    ),
    template(
        "pieces_awaiting_collection", "easy",
        "SELECT COUNT(*) FROM pieces WHERE status = 'Ready To Collect'",
        "How many finished pieces are sitting on the collection shelves waiting to be picked up?",
        "How much finished work is still uncollected — number of pieces?",
    ),
    template(
        "pieces_in_the_kiln_queue", "easy",
        "SELECT COUNT(*) FROM pieces WHERE status = 'In Progress'",
        "How many pieces are still somewhere in the firing pipeline right now?",
        "What's the backlog: how many pots haven't been through their last firing yet?",
    ),
    template(
        "hen_parties_this_year", "easy",
        f"""SELECT COUNT(*) FROM parties WHERE party_type = 'Hen Party' AND status = 'Completed'
            AND party_date {THIS_YEAR}""",
        "How many hen parties have we hosted so far this year?",
        "Hen dos this year: how many have actually come in and thrown pots?",
    ),
    template(
        "party_deposits_outstanding", "easy",
        "SELECT ROUND(SUM(deposit), 2) FROM parties WHERE status = 'Confirmed' AND deposit_paid_on IS NULL",
        "How much in party deposits are we still waiting on for bookings that are going ahead?",
        "For the confirmed private parties, what's the total of deposits not yet paid?",
    ),
    template(
        "kept_deposits_cancelled_parties", "easy",
        "SELECT ROUND(SUM(deposit), 2) FROM parties WHERE status = 'Cancelled' AND deposit_paid_on IS NOT NULL",
        "How much have we kept in deposits from parties that cancelled on us?",
        "Money from forfeited deposits: what have cancelled party bookings left us with?",
    ),
    template(
        "biggest_party_group", "easy",
        "SELECT MAX(group_size) FROM parties WHERE status = 'Completed'",
        "What's the largest group we've had in for a private party?",
        "Biggest party booking we've actually hosted: how many places?",
    ),
    template(
        "current_tutors", "easy",
        """SELECT first_name || ' ' || last_name AS name FROM staff WHERE role = 'Tutor' AND left_on IS NULL
           ORDER BY hired_on""",
        "Who's on our teaching team at the moment? Tutors only, longest-serving first.",
        "List the tutors still working with us, in the order they joined.",
    ),
    template(
        "members_joined_2024_still_here", "easy",
        """SELECT ROUND(100.0 * SUM(status = 'Active') / COUNT(*), 2) FROM memberships
           WHERE start_date BETWEEN '2024-01-01' AND '2024-12-31'""",
        "Of the memberships that started last year, what percentage are still going today?",
        "How well do we keep members? Share of 2024's new memberships that are still active, in percent.",
    ),
]
