"""Gold questions over ``pottery_studio``, the hard section of ``TEMPLATES``: 3+ tables, nesting, ranking, windows."""

from envs.analyst.task_bank.calendar_sql import month_only
from envs.analyst.task_bank.pottery_studio.fragments import (
    FAILED, FULL_YEARS, KEPT, LAST_MONTH, LAST_YEAR, SIX_WEEK, THIS_YEAR, TODAY, member_on, name,
)
from envs.analyst.tasks import template

TEMPLATES = [
    template(
        "big_kiln_longest_break", "hard",
        """WITH big AS (SELECT DISTINCT fired_on FROM firings WHERE kiln = 'Big Kiln'),
                gaps AS (SELECT LAG(fired_on) OVER (ORDER BY fired_on) AS last_before, fired_on AS back_on FROM big)
           SELECT last_before, back_on, CAST(julianday(back_on) - julianday(last_before) AS INTEGER) AS days
           FROM gaps WHERE last_before IS NOT NULL ORDER BY days DESC LIMIT 1""",
        "The big kiln was out of action for a spell. When did it last fire before its longest break, when did it "
        "fire again, and how many days was it idle?",
        "What's the longest the big kiln has gone without a firing — the last firing before, the first one after, "
        "and the gap in days?",
    ),
    template(
        "tutor_pay_last_month", "hard",
        f"""WITH work AS (
                SELECT tutor_id FROM course_sessions WHERE session_date {LAST_MONTH}
                UNION ALL
                SELECT tutor_id FROM parties WHERE status = 'Completed' AND tutor_id IS NOT NULL
                AND party_date {LAST_MONTH})
            SELECT {name("s.")} AS tutor, COUNT(*) AS sessions, ROUND(COUNT(*) * s.session_rate, 2) AS pay
            FROM work w JOIN staff s ON s.staff_id = w.tutor_id WHERE s.session_rate IS NOT NULL
            GROUP BY s.staff_id ORDER BY pay DESC, tutor""",
        "Pauline needs October's tutor pay: for each tutor on a session rate, how many class sessions and parties "
        "did they take, and what do we owe them?",
        "Work out last month's tutor wages — sessions taught plus parties run, times each tutor's session rate.",
    ),
    template(
        "taster_to_course_conversion", "hard",
        f"""WITH tasters AS (
                SELECT b.customer_id, MIN(c.start_date) AS first_taster FROM bookings b
                JOIN courses c ON c.course_id = b.course_id
                WHERE c.course_type = 'Taster Session' AND b.status = 'Attended'
                AND substr(c.start_date, 1, 4) = {{year}} GROUP BY b.customer_id)
            SELECT ROUND(100.0 * SUM(EXISTS (
                       SELECT 1 FROM bookings b2 JOIN courses c2 ON c2.course_id = b2.course_id
                       WHERE b2.customer_id = t.customer_id AND c2.course_type IN {SIX_WEEK} AND b2.{KEPT}
                       AND c2.start_date > t.first_taster)) / COUNT(*), 2)
            FROM tasters t""",
        "Of the people who came to a taster in {year}, what percentage went on to book a six-week course afterwards?",
        "How well do tasters convert? Share of {year}'s taster attendees who later signed up for a full course.",
        slots="SELECT '2023' AS year UNION SELECT '2024' ORDER BY year", n=2,
    ),
    template(
        "students_turned_members", "hard",
        """SELECT COUNT(*) FROM (SELECT customer_id, MIN(start_date) AS joined FROM memberships GROUP BY customer_id) j
           WHERE EXISTS (SELECT 1 FROM bookings b JOIN courses c ON c.course_id = b.course_id
                         WHERE b.customer_id = j.customer_id AND b.status = 'Attended' AND c.start_date < j.joined)""",
        "How many of our members first came to us as students, on a taster or course before they joined?",
        "Count the members who'd attended one of our classes before taking out their first membership.",
    ),
    template(
        "loss_rate_by_kiln", "hard",
        f"""WITH loads AS (
                SELECT bisque_firing_id AS firing_id, (status = 'Cracked' AND glaze_firing_id IS NULL) AS lost
                FROM pieces WHERE bisque_firing_id IS NOT NULL
                UNION ALL
                SELECT glaze_firing_id, status IN {FAILED} FROM pieces WHERE glaze_firing_id IS NOT NULL)
            SELECT f.kiln, ROUND(100.0 * SUM(l.lost) / COUNT(*), 2) AS lost_pct
            FROM loads l JOIN firings f ON f.firing_id = l.firing_id GROUP BY f.kiln ORDER BY lost_pct DESC""",
        "Which kiln ruins the most work? For each kiln, the percentage of pieces it fired that came out cracked or "
        "with a glaze fault, bisque and glaze firings together.",
        "Kiln by kiln, what share of everything loaded into it was lost in that firing?",
    ),
    template(
        "members_on_first_of_month_this_year", "hard",
        f"""WITH RECURSIVE months(day) AS (
                SELECT '2025-01-01' UNION ALL SELECT date(day, '+1 month') FROM months WHERE day < '2025-11-01')
            SELECT {month_only("substr(day, 1, 7)")} AS month,
                   (SELECT COUNT(*) FROM memberships m WHERE {member_on("m.", "months.day")}) AS members
            FROM months ORDER BY day""",
        "How many members did we have on the first of each month this year?",
        "Track our membership through this year: the number of members on the 1st of every month.",
    ),
    template(
        "class_income_vs_year_before", "hard",
        f"""WITH monthly AS (
                SELECT substr(c.start_date, 1, 7) AS month, SUM(b.amount_paid) AS income FROM bookings b
                JOIN courses c ON c.course_id = b.course_id WHERE b.{KEPT} GROUP BY month)
            SELECT ROUND(100.0 * (m.income - p.income) / p.income, 2) FROM monthly m
            JOIN monthly p ON p.month = substr(date(m.month || '-01', '-1 year'), 1, 7) WHERE m.month = {{month}}""",
        "How did teaching income for the classes starting in {month_name} compare with the same month a year "
        "before? Percentage change.",
        "Classes that began in {month_name}: income up or down on the same month the previous year, in percent?",
        slots="SELECT '2024-10' AS month, 'October 2024' AS month_name UNION SELECT '2025-10', 'October 2025'", n=2,
    ),
    template(
        "shop_running_total_this_year", "hard",
        f"""WITH monthly AS (SELECT substr(sold_on, 1, 7) AS month, SUM(total) AS takings FROM shop_sales
                             WHERE sold_on {THIS_YEAR} GROUP BY month)
            SELECT {month_only("month")} AS month, ROUND(SUM(takings) OVER (ORDER BY month), 2) AS to_date
            FROM monthly ORDER BY monthly.month""",
        "Show how the shop's takings have built up over this year: a running total at the end of each month.",
        "Cumulative shop takings this year, month by month?",
    ),
    template(
        "best_taster_month_each_year", "hard",
        f"""WITH monthly AS (
                SELECT substr(c.start_date, 1, 4) AS year, substr(c.start_date, 1, 7) AS month, COUNT(*) AS attended
                FROM bookings b JOIN courses c ON c.course_id = b.course_id
                WHERE c.course_type = 'Taster Session' AND b.status = 'Attended' GROUP BY month),
            ranked AS (SELECT *, RANK() OVER (PARTITION BY year ORDER BY attended DESC) AS rnk FROM monthly)
            SELECT year, {month_only("month")} AS best_month, attended FROM ranked WHERE rnk = 1 ORDER BY year""",
        "For each year, which month got the most people to taster sessions, and how many came?",
        "Peak taster month of every year we've been open, with the attendance.",
    ),
    template(
        "biggest_spenders_overall", "hard",
        f"""WITH spend AS (
                SELECT customer_id, amount_paid AS amount FROM bookings WHERE {KEPT}
                UNION ALL SELECT customer_id, total FROM shop_sales WHERE customer_id IS NOT NULL
                UNION ALL SELECT customer_id, total_charged FROM parties WHERE status = 'Completed'
                UNION ALL SELECT customer_id, firing_fee FROM pieces WHERE firing_fee IS NOT NULL)
            SELECT {name("cu.")} AS customer, ROUND(SUM(s.amount), 2) AS spent
            FROM spend s JOIN customers cu ON cu.customer_id = s.customer_id
            GROUP BY cu.customer_id ORDER BY spent DESC LIMIT 3""",
        "Leaving membership fees aside, who are our three biggest spenders ever — classes, shop, parties and firing "
        "fees all together?",
        "Top 3 customers by everything they've paid us apart from their membership: bookings, shop purchases, "
        "parties and firing fees.",
    ),
    template(
        "top_firing_fee_payers", "hard",
        """SELECT cu.first_name || ' ' || cu.last_name AS member, ROUND(SUM(p.firing_fee), 2) AS fees
           FROM pieces p JOIN firings f ON f.firing_id = p.bisque_firing_id
           JOIN customers cu ON cu.customer_id = p.customer_id
           WHERE substr(f.fired_on, 1, 4) = {year} GROUP BY cu.customer_id ORDER BY fees DESC LIMIT 5""",
        "Which five members paid the most in firing fees in {year}, going by when their pieces were bisque fired?",
        "Top 5 members by firing fees for {year}'s bisque firings, with the amounts.",
        slots=FULL_YEARS, n=2,
    ),
    template(
        "six_week_fill_this_year", "hard",
        f"""WITH places AS (
                SELECT c.course_type, c.capacity,
                       (SELECT COUNT(*) FROM bookings b WHERE b.course_id = c.course_id AND b.{KEPT}) AS taken
                FROM courses c WHERE c.course_type IN {SIX_WEEK} AND c.status <> 'Cancelled'
                AND c.start_date {THIS_YEAR})
            SELECT course_type, ROUND(100.0 * SUM(taken) / SUM(capacity), 2) AS filled_pct FROM places
            GROUP BY course_type ORDER BY course_type""",
        "How full have this year's six-week courses been? Places taken as a percentage of places available, wheel "
        "and hand building separately.",
        "What fill rate are we getting on the six-week courses that have started this year, by type of course?",
    ),
    template(
        "members_who_came_back", "hard",
        "SELECT COUNT(*) FROM (SELECT customer_id FROM memberships GROUP BY customer_id HAVING COUNT(*) > 1)",
        "How many people have left the studio and later rejoined as members?",
        "Count the members who've had more than one membership with us — the ones who came back.",
    ),
    template(
        "cover_sessions_this_year", "hard",
        f"""SELECT {name("s.")} AS tutor, COUNT(*) AS covered FROM course_sessions cs
            JOIN courses c ON c.course_id = cs.course_id JOIN staff s ON s.staff_id = cs.tutor_id
            WHERE cs.tutor_id <> c.tutor_id AND cs.session_date {THIS_YEAR} AND cs.session_date < {TODAY}
            GROUP BY s.staff_id ORDER BY covered DESC, tutor""",
        "This year, who has stepped in to cover sessions for another tutor's class, and how many sessions each?",
        "Cover teaching so far this year: sessions taught by someone other than the advertised tutor, per tutor.",
    ),
    template(
        "long_uncollected_pieces", "hard",
        f"""SELECT CASE WHEN p.course_id IS NULL THEN 'Member' ELSE 'Student' END AS maker, COUNT(*) AS pieces
            FROM pieces p JOIN firings b ON b.firing_id = p.bisque_firing_id
            LEFT JOIN firings g ON g.firing_id = p.glaze_firing_id
            WHERE p.status = 'Ready To Collect' AND COALESCE(g.fired_on, b.fired_on) < date({TODAY}, '-3 months')
            GROUP BY maker ORDER BY maker""",
        "How many finished pieces have been sitting uncollected for more than three months since their last "
        "firing? Split members' work from students'.",
        "Members versus students: count of pots still not picked up over three months after they came out of "
        "the kiln.",
    ),
    template(
        "member_shop_spend_by_plan", "hard",
        f"""WITH spend AS (
                SELECT m.plan, (SELECT COALESCE(SUM(s.total), 0) FROM shop_sales s
                                WHERE s.customer_id = m.customer_id AND s.sold_on {THIS_YEAR}) AS spent
                FROM memberships m WHERE m.status = 'Active')
            SELECT plan, ROUND(AVG(spent), 2) AS avg_spent FROM spend GROUP BY plan ORDER BY plan""",
        "On average, how much has each of our current members spent in the shop this year, plan by plan?",
        "Average shop spend this year per active member, by membership plan (members who bought nothing count "
        "as zero).",
    ),
    template(
        "idle_members", "hard",
        f"""SELECT COUNT(*) FROM memberships m WHERE m.status = 'Active' AND m.start_date <= date({TODAY}, '-60 days')
            AND NOT EXISTS (SELECT 1 FROM pieces p WHERE p.customer_id = m.customer_id
                            AND p.made_on > date({TODAY}, '-60 days'))""",
        "How many current members, with us for at least two months, haven't made a single piece in the last 60 "
        "days?",
        "Which of our paying members have gone quiet? Count those who joined 60+ days ago and have made nothing "
        "in the past 60 days.",
    ),
    template(
        "busiest_tutor_each_year", "hard",
        f"""WITH taught AS (
                SELECT substr(cs.session_date, 1, 4) AS year, cs.tutor_id, COUNT(*) AS sessions
                FROM course_sessions cs WHERE cs.session_date < {TODAY} GROUP BY year, cs.tutor_id),
            ranked AS (SELECT *, RANK() OVER (PARTITION BY year ORDER BY sessions DESC) AS rnk FROM taught)
            SELECT r.year, {name("s.")} AS tutor, r.sessions FROM ranked r JOIN staff s ON s.staff_id = r.tutor_id
            WHERE r.rnk = 1 ORDER BY r.year""",
        "Who taught the most class sessions in each year, and how many?",
        "Year by year, which tutor took the most sessions?",
    ),
    template(
        "worst_cracking_month_each_year", "hard",
        f"""WITH monthly AS (
                SELECT substr(f.fired_on, 1, 4) AS year, substr(f.fired_on, 1, 7) AS month, COUNT(*) AS cracked
                FROM pieces p JOIN firings f ON f.firing_id = COALESCE(p.glaze_firing_id, p.bisque_firing_id)
                WHERE p.status = 'Cracked' GROUP BY month),
            ranked AS (SELECT *, RANK() OVER (PARTITION BY year ORDER BY cracked DESC) AS rnk FROM monthly)
            SELECT year, {month_only("month")} AS month, cracked FROM ranked WHERE rnk = 1 ORDER BY year""",
        "In each year, which month did we lose the most pieces to cracking in the kiln, and how many?",
        "Our worst month for cracked pots, year by year, going by the firing they cracked in.",
    ),
    template(
        "favourite_glaze_per_clay", "hard",
        """WITH counts AS (SELECT clay_body, glaze, COUNT(*) AS pieces FROM pieces WHERE glaze IS NOT NULL
                           GROUP BY clay_body, glaze),
                ranked AS (SELECT *, RANK() OVER (PARTITION BY clay_body ORDER BY pieces DESC) AS rnk FROM counts)
           SELECT clay_body, glaze, pieces FROM ranked WHERE rnk = 1 ORDER BY clay_body""",
        "For each clay body, which glaze do people put on it most often?",
        "What's the go-to glaze on each of our clays, with the number of pieces?",
    ),
    template(
        "income_streams_last_year", "hard",
        f"""WITH streams AS (
                SELECT 'Classes' AS stream, SUM(b.amount_paid) AS income FROM bookings b
                JOIN courses c ON c.course_id = b.course_id WHERE b.{KEPT} AND c.start_date {LAST_YEAR}
                UNION ALL SELECT 'Shop', SUM(total) FROM shop_sales WHERE sold_on {LAST_YEAR}
                UNION ALL SELECT 'Parties', SUM(total_charged) FROM parties
                          WHERE status = 'Completed' AND party_date {LAST_YEAR}
                UNION ALL SELECT 'Firing Fees', SUM(p.firing_fee) FROM pieces p
                          JOIN firings f ON f.firing_id = p.bisque_firing_id WHERE f.fired_on {LAST_YEAR})
            SELECT stream, ROUND(income, 2) AS income, ROUND(100.0 * income / (SELECT SUM(income) FROM streams), 2)
                   AS share_pct
            FROM streams ORDER BY income DESC""",
        "Memberships aside, where did our money come from in 2024? Classes, shop, parties and firing fees, with "
        "each one's share.",
        "Split last year's non-membership income into classes, the shop, parties and firing fees, with percentages.",
    ),
    template(
        "busiest_firing_day", "hard",
        """WITH loads AS (SELECT bisque_firing_id AS firing_id FROM pieces WHERE bisque_firing_id IS NOT NULL
                          UNION ALL SELECT glaze_firing_id FROM pieces WHERE glaze_firing_id IS NOT NULL)
           SELECT f.fired_on, COUNT(*) AS pieces FROM loads l JOIN firings f ON f.firing_id = l.firing_id
           GROUP BY f.fired_on ORDER BY pieces DESC LIMIT 1""",
        "What's the most pieces we've ever fired in a single day, all kilns together, and which day was it?",
        "Our record kiln day: the date we fired the most pots across the kilns, and how many.",
    ),
]
