"""Gold questions over ``community_theatre``, the hard section of ``TEMPLATES``: 3+ tables, nesting, ranking,
windows."""

from envs.analyst.task_bank.calendar_sql import month_only
from envs.analyst.task_bank.community_theatre.fragments import (
    CAPACITY, LAST_PANTO, LAST_SEASON, PANTO_BEFORE, PLAYED_TITLES, THIS_PANTO, current_friend,
)
from envs.analyst.tasks import template

PAID_SEATS = "t.status = 'Paid' AND t.ticket_type <> 'Comp'"  # tickets sold: paid for and not given back


def _house(group: str, label: str, where: str) -> str:
    """House percentage of the performances that went ahead, grouped by ``group`` (named ``label``)."""
    return f"""WITH shows AS (
                   SELECT p.performance_id, p.venue, {group} AS {label} FROM performances p
                   JOIN productions pr ON pr.production_id = p.production_id
                   WHERE p.status = 'Performed' AND {where}),
               audience AS (
                   SELECT s.{label}, SUM(t.quantity) AS people FROM ticket_sales t
                   JOIN shows s ON s.performance_id = t.performance_id WHERE t.status = 'Paid' GROUP BY s.{label}),
               seats AS (
                   SELECT s.{label}, SUM(c.seats) AS seats FROM shows s JOIN {CAPACITY} c ON c.venue = s.venue
                   GROUP BY s.{label})
               SELECT a.{label}, ROUND(100.0 * a.people / st.seats, 2) AS house_pct
               FROM audience a JOIN seats st ON st.{label} = a.{label}"""


TEMPLATES = [
    template(
        "tickets_sold_for_production", "hard",
        f"""SELECT SUM(t.quantity) FROM ticket_sales t JOIN performances p ON p.performance_id = t.performance_id
            JOIN productions pr ON pr.production_id = p.production_id
            WHERE pr.title = {{title}} AND {PAID_SEATS}""",
        "How many tickets did we sell for {title}? Paid ones only, leave the comps out.",
        "What were the paid ticket sales for {title}, in tickets, after refunds?",
        slots=PLAYED_TITLES, n=3,
    ),
    template(
        "house_percentage_for_production", "hard",
        f"""SELECT house_pct FROM ({_house("pr.title", "title", "pr.title = {title}")})""",
        "How full were we for {title}? Give me the house percentage across the performances that went ahead.",
        "What was the average house for {title}, as a percentage of the seats available, comps included?",
        slots="""SELECT pr.title FROM productions pr WHERE EXISTS (SELECT 1 FROM performances p
                 WHERE p.production_id = pr.production_id AND p.status = 'Performed') ORDER BY pr.production_id DESC""",
        n=3,
    ),
    template(
        "house_percentage_by_venue_last_season", "hard",
        f"""{_house("p.venue", "house", f"p.perf_date {LAST_SEASON}")} ORDER BY a.house""",
        "How full were the Main House and the Studio over last season? House percentage for each.",
        "Across the 2024-25 season, what house percentage did each venue run at?",
    ),
    template(
        "house_percentage_own_vs_visiting_last_season", "hard",
        f"""{_house("CASE pr.in_house WHEN 1 THEN 'In-house' ELSE 'Visiting' END", "kind",
                    f"p.perf_date {LAST_SEASON}")} ORDER BY a.kind""",
        "Last season, did our own productions fill the house better than the visiting companies? House % for each.",
        "Compare the 2024-25 house percentage of in-house shows with that of visiting companies.",
    ),
    template(
        "emptiest_production_last_season", "hard",
        f"""{_house("pr.title", "title", f"p.perf_date {LAST_SEASON}")} ORDER BY house_pct LIMIT 1""",
        "Which show had the emptiest house last season, and what was its house percentage?",
        "Of last season's productions, which one sold the smallest share of its seats?",
    ),
    template(
        "panto_income_change", "hard",
        f"""WITH income AS (
                SELECT SUM(CASE WHEN pr.title = {LAST_PANTO} THEN t.quantity * t.unit_price END) AS last_panto,
                       SUM(CASE WHEN pr.title = {PANTO_BEFORE} THEN t.quantity * t.unit_price END) AS panto_before
                FROM ticket_sales t JOIN performances p ON p.performance_id = t.performance_id
                JOIN productions pr ON pr.production_id = p.production_id WHERE t.status = 'Paid')
            SELECT ROUND(100.0 * (last_panto - panto_before) / panto_before, 2) FROM income""",
        "Did last year's panto take more at the box office than the one before? Percentage change in ticket income.",
        "By how much, in percent, was Jack and the Beanstalk's ticket income up or down on Cinderella's?",
    ),
    template(
        "last_panto_tickets_by_type", "hard",
        f"""SELECT t.ticket_type, SUM(t.quantity) AS tickets FROM ticket_sales t
            JOIN performances p ON p.performance_id = t.performance_id
            JOIN productions pr ON pr.production_id = p.production_id
            WHERE pr.title = {LAST_PANTO} AND t.status = 'Paid' GROUP BY t.ticket_type ORDER BY tickets DESC""",
        "For the last panto, how many tickets went at each ticket type, comps included?",
        "Break down last winter's panto audience by ticket type: full, concession, child, member, comps.",
    ),
    template(
        "top_productions_by_income_last_season", "hard",
        f"""SELECT pr.title, ROUND(SUM(t.quantity * t.unit_price), 2) AS ticket_income FROM ticket_sales t
            JOIN performances p ON p.performance_id = t.performance_id
            JOIN productions pr ON pr.production_id = p.production_id
            WHERE t.status = 'Paid' AND p.perf_date {LAST_SEASON}
            GROUP BY pr.production_id ORDER BY ticket_income DESC LIMIT 3""",
        "What were our three biggest earners at the box office last season, and what did each take in tickets?",
        "Top 3 shows of the 2024-25 season by ticket income.",
    ),
    template(
        "bar_spend_per_head_last_season", "hard",
        f"""WITH audience AS (
                SELECT p.production_id, SUM(t.quantity) AS people FROM ticket_sales t
                JOIN performances p ON p.performance_id = t.performance_id
                WHERE t.status = 'Paid' AND p.status = 'Performed' AND p.perf_date {LAST_SEASON}
                GROUP BY p.production_id),
            bar AS (
                SELECT p.production_id, SUM(b.takings) AS takings FROM bar_sales b
                JOIN performances p ON p.performance_id = b.performance_id
                WHERE b.counter = 'Bar' AND p.perf_date {LAST_SEASON} GROUP BY p.production_id)
            SELECT pr.title, ROUND(bar.takings / audience.people, 2) AS bar_per_head
            FROM bar JOIN audience ON audience.production_id = bar.production_id
            JOIN productions pr ON pr.production_id = bar.production_id
            ORDER BY bar.takings / audience.people DESC, pr.title LIMIT 3""",
        "Which three shows last season had the thirstiest audiences? Bar takings per head of audience.",
        "Last season's top 3 productions for bar spend per person in the house.",
    ),
    template(
        "front_of_house_per_head_by_venue_last_season", "hard",
        f"""WITH audience AS (
                SELECT p.venue, SUM(t.quantity) AS people FROM ticket_sales t
                JOIN performances p ON p.performance_id = t.performance_id
                WHERE t.status = 'Paid' AND p.status = 'Performed' AND p.perf_date {LAST_SEASON} GROUP BY p.venue),
            spend AS (
                SELECT p.venue, SUM(b.takings) AS takings FROM bar_sales b
                JOIN performances p ON p.performance_id = b.performance_id
                WHERE p.perf_date {LAST_SEASON} GROUP BY p.venue)
            SELECT spend.venue, ROUND(spend.takings / audience.people, 2) AS spend_per_head
            FROM spend JOIN audience ON audience.venue = spend.venue ORDER BY spend.venue""",
        "Last season, what did each person in the audience spend on average at the bar, ice creams and "
        "programmes together? Main House and Studio separately.",
        "Secondary spend per head for the 2024-25 season, by venue: everything front of house sells.",
    ),
    template(
        "friends_renewal_rate_2024", "hard",
        """SELECT ROUND(100.0 * SUM(EXISTS (SELECT 1 FROM memberships r WHERE r.member_id = m.member_id
                                            AND r.start_date > m.start_date)) / COUNT(*), 2)
           FROM memberships m WHERE m.end_date BETWEEN '2024-01-01' AND '2024-12-31'""",
        "Of the memberships that ran out during 2024, what percentage did the Friend renew?",
        "What was our Friends renewal rate for memberships expiring in 2024?",
    ),
    template(
        "last_panto_busiest_usher", "hard",
        f"""SELECT v.first_name || ' ' || v.last_name AS volunteer, COUNT(*) AS shifts FROM volunteer_shifts s
            JOIN volunteers v ON v.volunteer_id = s.volunteer_id
            JOIN performances p ON p.performance_id = s.performance_id
            JOIN productions pr ON pr.production_id = p.production_id
            WHERE pr.title = {LAST_PANTO} AND s.status = 'Worked' AND s.duty = 'Usher'
            GROUP BY v.volunteer_id ORDER BY shifts DESC, volunteer LIMIT 3""",
        "Which three ushers did the most shifts on the last panto, and how many each?",
        "Top 3 ushers by shifts worked during Jack and the Beanstalk.",
    ),
    template(
        "cancellation_fallout", "hard",
        """SELECT pr.title, p.perf_date, p.start_time,
                  SUM(CASE WHEN t.status = 'Refunded' THEN t.quantity ELSE 0 END) AS refunded,
                  SUM(CASE WHEN t.status = 'Exchanged' THEN t.quantity ELSE 0 END) AS exchanged
           FROM performances p JOIN productions pr ON pr.production_id = p.production_id
           JOIN ticket_sales t ON t.performance_id = p.performance_id
           WHERE p.status = 'Cancelled' GROUP BY p.performance_id ORDER BY p.perf_date, p.start_time""",
        "For each cancelled performance, how many tickets did we refund and how many did people swap to another date?",
        "Cancelled shows: per performance, the tickets refunded versus the tickets exchanged.",
    ),
    template(
        "panto_share_of_income_2024", "hard",
        """SELECT ROUND(100.0 * SUM(CASE WHEN pr.genre = 'Pantomime' THEN t.quantity * t.unit_price ELSE 0 END)
                        / SUM(t.quantity * t.unit_price), 2)
           FROM ticket_sales t JOIN performances p ON p.performance_id = t.performance_id
           JOIN productions pr ON pr.production_id = p.production_id
           WHERE t.status = 'Paid' AND p.perf_date BETWEEN '2024-01-01' AND '2024-12-31'""",
        "What share of 2024's ticket income came from panto performances?",
        "How dependent are we on the panto? Percentage of the ticket money for 2024's performances that was panto.",
    ),
    template(
        "ticket_income_running_total_this_year", "hard",
        f"""WITH monthly AS (
                SELECT substr(p.perf_date, 1, 7) AS month, SUM(t.quantity * t.unit_price) AS income
                FROM ticket_sales t JOIN performances p ON p.performance_id = t.performance_id
                WHERE t.status = 'Paid' AND p.status = 'Performed' AND p.perf_date >= '2025-01-01' GROUP BY month)
            SELECT {month_only("month")} AS month, ROUND(SUM(income) OVER (ORDER BY month), 2) AS income_to_date
            FROM monthly ORDER BY monthly.month""",
        "How has this year's ticket income built up, as a running total month by month, for the shows we've played?",
        "Cumulative box office income for this year's performances, at the end of each month.",
    ),
    template(
        "best_month_each_year", "hard",
        f"""WITH monthly AS (
                SELECT substr(p.perf_date, 1, 4) AS year, substr(p.perf_date, 1, 7) AS month,
                       SUM(t.quantity * t.unit_price) AS income
                FROM ticket_sales t JOIN performances p ON p.performance_id = t.performance_id
                WHERE t.status = 'Paid' AND p.status = 'Performed' AND p.perf_date BETWEEN '2024-01-01' AND '2025-11-22'
                GROUP BY month),
            ranked AS (SELECT *, RANK() OVER (PARTITION BY year ORDER BY income DESC) AS rnk FROM monthly)
            SELECT year, {month_only("month")} AS best_month, ROUND(income, 2) AS income FROM ranked
            WHERE rnk = 1 ORDER BY year""",
        "In 2024 and in 2025 so far, which month's performances took the most in tickets, and how much?",
        "For each of the last two years, what was our best month at the box office?",
    ),
    template(
        "current_patrons_ticket_spend", "hard",
        f"""SELECT ROUND(SUM(t.quantity * t.unit_price), 2) FROM ticket_sales t
            WHERE t.status = 'Paid' AND t.ticket_type = 'Member' AND t.member_id IN (
                SELECT ms.member_id FROM memberships ms WHERE ms.scheme = 'Patron' AND {current_friend("ms.")})""",
        "How much have our current Patrons spent on member tickets with us, over all the time we have records?",
        "Total member-ticket spend by the people who are Patrons today.",
    ),
    template(
        "current_friends_never_booked", "hard",
        f"""SELECT COUNT(DISTINCT ms.member_id) FROM memberships ms WHERE {current_friend("ms.")}
            AND NOT EXISTS (SELECT 1 FROM ticket_sales t WHERE t.member_id = ms.member_id)""",
        "How many of our current Friends have never booked a single member ticket?",
        "Count today's members who have no member-ticket bookings on record at all.",
    ),
    template(
        "most_comps_production", "hard",
        """SELECT pr.title, SUM(t.quantity) AS comps FROM ticket_sales t
           JOIN performances p ON p.performance_id = t.performance_id
           JOIN productions pr ON pr.production_id = p.production_id
           WHERE t.ticket_type = 'Comp' AND t.status = 'Paid'
           GROUP BY pr.production_id ORDER BY comps DESC LIMIT 1""",
        "Which show have we given away the most comps for, and how many?",
        "Most complimentary tickets for a single production: which one, and how many comps?",
    ),
    template(
        "this_panto_sold_so_far", "hard",
        f"""SELECT SUM(t.quantity) FROM ticket_sales t JOIN performances p ON p.performance_id = t.performance_id
            JOIN productions pr ON pr.production_id = p.production_id
            WHERE pr.title = {THIS_PANTO} AND {PAID_SEATS}""",
        "How many tickets have we sold for this year's panto so far?",
        "Aladdin advance: how many paid tickets are in the bag to date?",
    ),
    template(
        "last_panto_average_house_by_slot", "hard",
        f"""WITH per_show AS (
                SELECT p.performance_id, p.slot, SUM(t.quantity) AS people FROM performances p
                JOIN productions pr ON pr.production_id = p.production_id
                JOIN ticket_sales t ON t.performance_id = p.performance_id
                WHERE pr.title = {LAST_PANTO} AND p.status = 'Performed' AND t.status = 'Paid'
                GROUP BY p.performance_id)
            SELECT slot, ROUND(AVG(people), 2) AS average_audience FROM per_show GROUP BY slot ORDER BY slot""",
        "At the last panto, how many people did we get on average at a matinee compared with an evening show?",
        "Average audience per performance for Jack and the Beanstalk, matinees against evenings.",
    ),
    template(
        "booking_lead_by_genre", "hard",
        """SELECT pr.genre, ROUND(AVG(julianday(p.perf_date) - julianday(t.sold_on)), 2) AS days_ahead
           FROM ticket_sales t JOIN performances p ON p.performance_id = t.performance_id
           JOIN productions pr ON pr.production_id = p.production_id
           WHERE t.status = 'Paid' AND t.ticket_type <> 'Comp' AND t.exchanged_from IS NULL AND p.status = 'Performed'
           GROUP BY pr.genre ORDER BY days_ahead DESC""",
        "How far ahead do people book for each genre? Average days between the booking and the show.",
        "By genre, what's the average number of days our bookings are made before the performance?",
    ),
    template(
        "youth_theatre_child_share", "hard",
        """SELECT pr.title, ROUND(100.0 * SUM(CASE WHEN t.ticket_type = 'Child' THEN t.quantity ELSE 0 END)
                                  / SUM(t.quantity), 2) AS child_pct
           FROM ticket_sales t JOIN performances p ON p.performance_id = t.performance_id
           JOIN productions pr ON pr.production_id = p.production_id
           WHERE pr.company = 'Lantern Youth Theatre' AND t.status = 'Paid' AND t.ticket_type <> 'Comp'
           GROUP BY pr.production_id ORDER BY MIN(p.perf_date)""",
        "For each youth theatre show, what percentage of the paid tickets were child tickets?",
        "Youth theatre productions: the share of paid tickets sold at the child price, show by show in date order.",
    ),
]
