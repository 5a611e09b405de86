"""Gold questions over ``pottery_studio``, the medium section of ``TEMPLATES``: a join, or grouping."""

from envs.analyst.task_bank.calendar_sql import day_name, month_only
from envs.analyst.task_bank.pottery_studio.fragments import (
    FAILED, FULL_YEARS, KEPT, LAST_MONTH, LAST_YEAR, SIX_WEEK, THIS_YEAR, _months, name,
)
from envs.analyst.tasks import template

TEMPLATES = [
    template(
        "active_members_by_plan", "medium",
        "SELECT plan, COUNT(*) AS members FROM memberships WHERE status = 'Active' GROUP BY plan ORDER BY members DESC",
        "How do our current members split across the membership plans?",
        "Break down today's active members by plan, most popular first.",
    ),
    template(
        "leavers_by_year_and_kind", "medium",
        """SELECT substr(end_date, 1, 4) AS year, status, COUNT(*) AS memberships FROM memberships
           WHERE status IN ('Lapsed', 'Cancelled') GROUP BY year, status ORDER BY year, status""",
        "Year by year, how many members left us by cancelling and how many just lapsed?",
        "Show me the members we've lost each year, split between cancellations and lapses.",
    ),
    template(
        "new_memberships_by_month_this_year", "medium",
        f"""SELECT {month_only("substr(start_date, 1, 7)")} AS month, COUNT(*) AS joined FROM memberships
            WHERE start_date {THIS_YEAR} GROUP BY substr(start_date, 1, 7) ORDER BY substr(start_date, 1, 7)""",
        "How many memberships have started each month this year?",
        "Month by month, how many people have signed up (or rejoined) as members this year?",
    ),
    template(
        "membership_length_of_leavers_by_plan", "medium",
        """SELECT plan, ROUND(AVG(julianday(end_date) - julianday(start_date)), 2) AS avg_days FROM memberships
           WHERE end_date IS NOT NULL GROUP BY plan ORDER BY avg_days DESC""",
        "For members who've left, how many days did they typically stay, plan by plan?",
        "Average length of a finished membership in days, for each plan.",
    ),
    template(
        "courses_run_per_tutor_this_year", "medium",
        f"""SELECT {name("s.")} AS tutor, COUNT(*) AS courses FROM courses c JOIN staff s ON s.staff_id = c.tutor_id
            WHERE c.course_type IN {SIX_WEEK} AND c.status <> 'Cancelled' AND c.start_date {THIS_YEAR}
            GROUP BY s.staff_id ORDER BY courses DESC, tutor""",
        "How many six-week courses has each tutor led this year?",
        "Which tutors have had six-week courses this year, and how many each?",
    ),
    template(
        "no_shows_last_month", "medium",
        f"""SELECT COUNT(*) FROM bookings b JOIN courses c ON c.course_id = b.course_id
            WHERE b.status = 'No-Show' AND c.start_date {LAST_MONTH}""",
        "How many people booked onto a taster or course starting last month and then never turned up?",
        "No-shows for the classes that began in October: how many?",
    ),
    template(
        "course_income_by_type_in_year", "medium",
        f"""SELECT c.course_type, ROUND(SUM(b.amount_paid), 2) AS income FROM bookings b
            JOIN courses c ON c.course_id = b.course_id
            WHERE b.{KEPT} AND substr(c.start_date, 1, 4) = {{year}}
            GROUP BY c.course_type ORDER BY income DESC""",
        "What did each kind of class bring in for {year}, counting the classes that started that year?",
        "Split {year}'s teaching income between tasters, wheel throwing and hand building.",
        slots=FULL_YEARS, n=2,
    ),
    template(
        "best_taster_slots_this_year", "medium",
        f"""SELECT {day_name("c.start_date")} AS day, c.start_time, COUNT(*) AS attended
            FROM bookings b JOIN courses c ON c.course_id = b.course_id
            WHERE c.course_type = 'Taster Session' AND b.status = 'Attended' AND c.start_date {THIS_YEAR}
            GROUP BY strftime('%w', c.start_date), c.start_time ORDER BY attended DESC LIMIT 3""",
        "Which three taster time slots have had the most people through the door this year?",
        "Top 3 taster slots this year by attendance: day of the week, start time and headcount.",
    ),
    template(
        "crack_rate_by_clay_body", "medium",
        """SELECT clay_body, ROUND(100.0 * SUM(status = 'Cracked') / COUNT(*), 2) AS cracked_pct FROM pieces
           WHERE bisque_firing_id IS NOT NULL GROUP BY clay_body ORDER BY cracked_pct DESC""",
        "Which clay cracks most in our kilns? Percentage of fired pieces that cracked, for each clay body.",
        "For every clay body, what share of the pieces that went in the kiln came out cracked?",
    ),
    template(
        "firings_per_kiln_in_year", "medium",
        """SELECT kiln, COUNT(*) AS firings, ROUND(SUM(cost), 2) AS electricity FROM firings
           WHERE substr(fired_on, 1, 4) = {year} GROUP BY kiln ORDER BY firings DESC""",
        "How many times did we fire each kiln in {year}, and what did each cost us to run?",
        "In {year}, firings and electricity spend kiln by kiln, please.",
        slots=FULL_YEARS, n=2,
    ),
    template(
        "top_glazes_this_year", "medium",
        f"""SELECT p.glaze, COUNT(*) AS pieces FROM pieces p JOIN firings f ON f.firing_id = p.glaze_firing_id
            WHERE f.fired_on {THIS_YEAR} GROUP BY p.glaze ORDER BY pieces DESC LIMIT 5""",
        "What are the five most popular glazes this year, going by the pieces glaze fired?",
        "Which five glazes have gone on the most pots that were glaze fired this year?",
    ),
    template(
        "shop_takings_by_category_last_year", "medium",
        f"""SELECT category, ROUND(SUM(total), 2) AS takings FROM shop_sales WHERE sold_on {LAST_YEAR}
            GROUP BY category ORDER BY takings DESC""",
        "How did last year's shop takings break down between clay, glaze, tools and vouchers?",
        "For 2024, what did the shop take in each category, biggest first?",
    ),
    template(
        "best_selling_clay_this_year", "medium",
        f"""SELECT item, SUM(quantity) AS bags FROM shop_sales WHERE category = 'Clay' AND sold_on {THIS_YEAR}
            GROUP BY item ORDER BY bags DESC LIMIT 1""",
        "Which clay has been our best seller by the bag this year, and how many bags?",
        "This year's most popular bag of clay in the shop — which one, and how many sold?",
    ),
    template(
        "parties_by_type_this_year", "medium",
        f"""SELECT party_type, COUNT(*) AS parties, ROUND(SUM(total_charged), 2) AS income FROM parties
            WHERE status = 'Completed' AND party_date {THIS_YEAR} GROUP BY party_type ORDER BY income DESC""",
        "What kinds of private party have we hosted this year, how many of each, and what did they bring in?",
        "This year's parties by type: number held and money charged.",
    ),
    template(
        "most_prolific_member_this_year", "medium",
        f"""SELECT {name("cu.")} AS member, COUNT(*) AS pieces FROM pieces p
            JOIN customers cu ON cu.customer_id = p.customer_id
            WHERE p.course_id IS NULL AND p.made_on {THIS_YEAR}
            GROUP BY cu.customer_id ORDER BY pieces DESC LIMIT 1""",
        "Which member has made the most pieces this year, and how many?",
        "Who's our most productive member so far this year, by number of pots made?",
    ),
    template(
        "sessions_taught_last_month", "medium",
        f"""SELECT {name("s.")} AS tutor, COUNT(*) AS sessions FROM course_sessions cs
            JOIN staff s ON s.staff_id = cs.tutor_id WHERE cs.session_date {LAST_MONTH}
            GROUP BY s.staff_id ORDER BY sessions DESC, tutor""",
        "How many class sessions did each tutor teach in October?",
        "Last month's teaching: sessions taken by each tutor, covers included.",
    ),
    template(
        "firing_fees_in_month", "medium",
        """SELECT ROUND(SUM(p.firing_fee), 2) FROM pieces p JOIN firings f ON f.firing_id = p.bisque_firing_id
           WHERE substr(f.fired_on, 1, 7) = {month}""",
        "How much did members pay in firing fees for pieces bisque fired in {month_name}?",
        "Firing fees earned on {month_name}'s bisque loads: what's the total?",
        slots=_months("firings", "fired_on", "2023-07", "2025-10"), n=2,
    ),
    template(
        "how_new_members_heard_this_year", "medium",
        f"""SELECT cu.heard_from, COUNT(DISTINCT cu.customer_id) AS members FROM memberships m
            JOIN customers cu ON cu.customer_id = m.customer_id
            WHERE m.start_date {THIS_YEAR} AND cu.heard_from IS NOT NULL
            GROUP BY cu.heard_from ORDER BY members DESC, cu.heard_from""",
        "For the people who took out a membership this year, how did they first hear about us (where we know)?",
        "Where did this year's new members find us? Count them by how they heard of the studio.",
    ),
    template(
        "christmas_vouchers_by_kind_2024", "medium",
        """SELECT item, COUNT(*) AS sold, ROUND(SUM(total), 2) AS takings FROM shop_sales
           WHERE category = 'Gift Voucher' AND sold_on BETWEEN '2024-11-01' AND '2024-12-31'
           GROUP BY item ORDER BY takings DESC""",
        "Over November and December 2024, which vouchers did people buy — how many of each and for how much?",
        "Last Christmas's voucher sales by type of voucher: number sold and money taken.",
    ),
    template(
        "kiln_electricity_by_month_this_year", "medium",
        f"""SELECT {month_only("substr(fired_on, 1, 7)")} AS month, ROUND(SUM(cost), 2) AS electricity FROM firings
            WHERE fired_on {THIS_YEAR} GROUP BY substr(fired_on, 1, 7) ORDER BY substr(fired_on, 1, 7)""",
        "What have the kilns cost us in electricity each month this year?",
        "Month by month this year, how much have we spent powering the kilns?",
    ),
    template(
        "top_member_shop_spend_last_year", "medium",
        f"""SELECT {name("cu.")} AS customer, ROUND(SUM(s.total), 2) AS spent FROM shop_sales s
            JOIN customers cu ON cu.customer_id = s.customer_id WHERE s.sold_on {LAST_YEAR}
            GROUP BY cu.customer_id ORDER BY spent DESC LIMIT 1""",
        "Who spent the most in our shop in 2024, and how much?",
        "Our best shop customer last year: name and total spend.",
    ),
    template(
        "bisque_wait_by_month_this_year", "medium",
        f"""SELECT {month_only("substr(f.fired_on, 1, 7)")} AS month,
                   ROUND(AVG(julianday(f.fired_on) - julianday(p.made_on)), 2) AS avg_days
            FROM pieces p JOIN firings f ON f.firing_id = p.bisque_firing_id
            WHERE f.fired_on {THIS_YEAR} GROUP BY substr(f.fired_on, 1, 7) ORDER BY substr(f.fired_on, 1, 7)""",
        "How long have pieces been waiting between being made and their bisque firing, month by month this year?",
        "Average days from making a pot to bisque firing it, for each month of this year's firings.",
    ),
    template(
        "glaze_fault_rate_by_glaze", "medium",
        f"""SELECT glaze, ROUND(100.0 * SUM(status IN {FAILED}) / COUNT(*), 2) AS lost_pct FROM pieces
            WHERE glaze_firing_id IS NOT NULL GROUP BY glaze ORDER BY lost_pct DESC LIMIT 3""",
        "Which three glazes lose us the most pieces in the glaze firing, as a percentage of what we fire in them?",
        "Our three riskiest glazes: share of glaze-fired pieces that came out cracked or faulty.",
    ),
    template(
        "pieces_for_customer", "medium",
        """SELECT COUNT(*) AS pieces, SUM(p.status IN ('Ready To Collect', 'Collected')) AS finished FROM pieces p
           JOIN customers cu ON cu.customer_id = p.customer_id WHERE cu.email = {email}""",
        "How many pieces has {customer} ({email}) made with us, and how many came through the kiln finished?",
        "{customer}, email {email}: count of pots made, and how many of them are finished?",
        slots="""SELECT c.first_name || ' ' || c.last_name AS customer, c.email FROM customers c
                 JOIN pieces p ON p.customer_id = c.customer_id WHERE c.email IS NOT NULL AND p.course_id IS NULL
                 GROUP BY c.customer_id HAVING COUNT(*) >= 150 ORDER BY c.customer_id""",
        n=2,
    ),
]
