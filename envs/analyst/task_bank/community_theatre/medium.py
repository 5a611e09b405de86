"""Gold questions over ``community_theatre``, the medium section of ``TEMPLATES``: a join, or grouping."""

from envs.analyst.task_bank.calendar_sql import day_name, month_only
from envs.analyst.task_bank.community_theatre.fragments import (
    CURRENT_FRIEND, FULL_YEARS, LAST_SEASON, PLAYED_TITLES, THIS_SEASON, current_friend,
)
from envs.analyst.tasks import template

TEMPLATES = [
    template(
        "performances_of_production", "medium",
        """SELECT COUNT(*) FROM performances p JOIN productions pr ON pr.production_id = p.production_id
           WHERE pr.title = {title} AND p.status = 'Performed'""",
        "How many performances of {title} actually went ahead?",
        "{title}: how many times did we play it, not counting anything cancelled?",
        slots=PLAYED_TITLES, n=2,
    ),
    template(
        "ticket_income_by_channel_in_year", "medium",
        """SELECT channel, ROUND(SUM(quantity * unit_price), 2) AS ticket_income FROM ticket_sales
           WHERE status = 'Paid' AND substr(sold_on, 1, 4) = {year} GROUP BY channel ORDER BY ticket_income DESC""",
        "How did the ticket money taken in {year} split between box office, online and phone?",
        "For sales made in {year}, what did each booking channel bring in, biggest first?",
        slots=FULL_YEARS, n=2,
    ),
    template(
        "booking_fees_by_channel_last_year", "medium",
        """SELECT channel, ROUND(SUM(booking_fee), 2) AS fees FROM ticket_sales
           WHERE sold_on BETWEEN '2024-01-01' AND '2024-12-31' AND booking_fee > 0
           GROUP BY channel ORDER BY fees DESC""",
        "Last year's booking fees: how much came from online bookings and how much from phone bookings?",
        "Split the 2024 booking fee income by channel for me.",
    ),
    template(
        "audience_by_month_this_year", "medium",
        f"""SELECT {month_only("substr(p.perf_date, 1, 7)")} AS month, SUM(t.quantity) AS audience
            FROM ticket_sales t JOIN performances p ON p.performance_id = t.performance_id
            WHERE t.status = 'Paid' AND p.status = 'Performed' AND p.perf_date >= '2025-01-01'
            GROUP BY substr(p.perf_date, 1, 7) ORDER BY substr(p.perf_date, 1, 7)""",
        "Month by month this year, how many people came through the doors, comps included?",
        "Give me this year's attendance by month, counting everyone with a ticket for a show that went ahead.",
    ),
    template(
        "bar_takings_by_venue_last_season", "medium",
        f"""SELECT p.venue, ROUND(SUM(b.takings), 2) AS bar_takings
            FROM bar_sales b JOIN performances p ON p.performance_id = b.performance_id
            WHERE b.counter = 'Bar' AND p.perf_date {LAST_SEASON} GROUP BY p.venue ORDER BY p.venue""",
        "Last season, what did the bar take during Main House shows versus Studio shows?",
        "Bar takings for the 2024-25 season, split by venue.",
    ),
    template(
        "ice_cream_by_slot_this_year", "medium",
        """SELECT p.slot, ROUND(SUM(b.takings), 2) AS ice_cream
           FROM bar_sales b JOIN performances p ON p.performance_id = b.performance_id
           WHERE b.counter = 'Ice Cream' AND p.perf_date >= '2025-01-01' GROUP BY p.slot ORDER BY p.slot""",
        "This year, how much ice cream have we sold at matinees compared with evening shows?",
        "Ice-cream takings so far this year: matinees against evenings.",
    ),
    template(
        "top_volunteers_by_hours", "medium",
        """SELECT v.first_name || ' ' || v.last_name AS volunteer, SUM(s.hours) AS hours
           FROM volunteer_shifts s JOIN volunteers v ON v.volunteer_id = s.volunteer_id
           WHERE s.status = 'Worked' GROUP BY v.volunteer_id ORDER BY hours DESC, volunteer LIMIT 5""",
        "Who are our five most dedicated volunteers, going by hours actually worked since the rota began?",
        "Top 5 volunteers by hours put in, with their hours, so we can thank them properly.",
    ),
    template(
        "volunteer_hours_by_month_this_year", "medium",
        f"""SELECT {month_only("substr(p.perf_date, 1, 7)")} AS month, SUM(s.hours) AS hours
            FROM volunteer_shifts s JOIN performances p ON p.performance_id = s.performance_id
            WHERE s.status = 'Worked' AND p.perf_date >= '2025-01-01'
            GROUP BY substr(p.perf_date, 1, 7) ORDER BY substr(p.perf_date, 1, 7)""",
        "How many volunteer hours did front of house get through each month this year?",
        "Month by month for this year, total hours worked by our volunteers.",
    ),
    template(
        "active_volunteers_by_role", "medium",
        """SELECT role, COUNT(*) AS volunteers FROM volunteers WHERE left_on IS NULL
           GROUP BY role ORDER BY volunteers DESC""",
        "How many ushers, bar volunteers and duty managers have we got at the moment?",
        "Break our current volunteers down by role, please.",
    ),
    template(
        "current_friends_by_scheme", "medium",
        f"""SELECT scheme, COUNT(*) AS members FROM memberships WHERE {CURRENT_FRIEND}
            GROUP BY scheme ORDER BY members DESC""",
        "How many current members are on each scheme: Friend, Joint Friends and Patron?",
        "Today's membership by scheme, biggest first.",
    ),
    template(
        "current_friends_by_town", "medium",
        f"""SELECT m.town, COUNT(*) AS friends FROM memberships ms JOIN members m ON m.member_id = ms.member_id
            WHERE {current_friend("ms.")} AND m.town IS NOT NULL
            GROUP BY m.town ORDER BY friends DESC LIMIT 3""",
        "Where do our current Friends live? The three towns with the most of them.",
        "Top three home towns among today's members, with how many in each.",
    ),
    template(
        "membership_income_by_scheme_this_year", "medium",
        """SELECT scheme, ROUND(SUM(fee), 2) AS income FROM memberships WHERE start_date >= '2025-01-01'
           GROUP BY scheme ORDER BY income DESC""",
        "What has each membership scheme brought in this year in fees?",
        "This year's Friends income split by scheme, largest first.",
    ),
    template(
        "funding_by_kind_in_year", "medium",
        """SELECT kind, ROUND(SUM(amount), 2) AS amount FROM funding WHERE substr(received_on, 1, 4) = {year}
           GROUP BY kind ORDER BY amount DESC""",
        "How did our {year} grants, sponsorship and donations break down by type?",
        "Fundraising in {year}: the total received for each kind of funding.",
        slots=FULL_YEARS, n=2,
    ),
    template(
        "sponsored_shows", "medium",
        """SELECT pr.title, f.funder, f.amount FROM funding f JOIN productions pr ON pr.production_id = f.production_id
           WHERE f.kind = 'Sponsorship' ORDER BY f.received_on""",
        "Which shows have had a sponsor, who sponsored them and for how much? Oldest deal first.",
        "List our production sponsorships: show, sponsor and amount, in date order.",
    ),
    template(
        "biggest_sponsor", "medium",
        """SELECT funder, SUM(amount) AS total FROM funding WHERE kind = 'Sponsorship'
           GROUP BY funder ORDER BY total DESC LIMIT 1""",
        "Which business has put the most money into sponsoring our shows, and how much in total?",
        "Who's our biggest sponsor overall?",
    ),
    template(
        "performances_by_genre_last_season", "medium",
        f"""SELECT pr.genre, COUNT(*) AS performances FROM performances p
            JOIN productions pr ON pr.production_id = p.production_id
            WHERE p.status = 'Performed' AND p.perf_date {LAST_SEASON}
            GROUP BY pr.genre ORDER BY performances DESC, pr.genre""",
        "Last season, how many performances did we give of each genre?",
        "Break the 2024-25 season's performances down by genre: panto, drama, comedy and so on.",
    ),
    template(
        "cancelled_performances", "medium",
        """SELECT pr.title, p.perf_date, p.start_time, p.cancel_reason FROM performances p
           JOIN productions pr ON pr.production_id = p.production_id
           WHERE p.status = 'Cancelled' ORDER BY p.perf_date, p.start_time""",
        "Which performances have we had to cancel, when were they and why?",
        "Give me the list of cancelled shows with the date, the time and the reason.",
    ),
    template(
        "top_member_bookers", "medium",
        """SELECT m.first_name || ' ' || m.last_name AS friend, SUM(t.quantity) AS tickets
           FROM ticket_sales t JOIN members m ON m.member_id = t.member_id
           WHERE t.ticket_type = 'Member' AND t.status = 'Paid'
           GROUP BY m.member_id ORDER BY tickets DESC, friend LIMIT 3""",
        "Which three Friends have bought the most member-price tickets, and how many each?",
        "Our keenest members: top 3 by member tickets bought.",
    ),
    template(
        "refunds_by_month_this_year", "medium",
        f"""SELECT {month_only("substr(changed_on, 1, 7)")} AS month, ROUND(SUM(quantity * unit_price), 2) AS refunded
            FROM ticket_sales WHERE status = 'Refunded' AND changed_on >= '2025-01-01'
            GROUP BY substr(changed_on, 1, 7) ORDER BY substr(changed_on, 1, 7)""",
        "How much have we refunded each month this year?",
        "Month by month, what's gone back out in ticket refunds this year?",
    ),
    template(
        "average_price_by_type_this_season", "medium",
        f"""SELECT t.ticket_type, ROUND(SUM(t.quantity * t.unit_price) / SUM(t.quantity), 2) AS average_price
            FROM ticket_sales t JOIN performances p ON p.performance_id = t.performance_id
            WHERE t.status = 'Paid' AND t.ticket_type <> 'Comp' AND p.perf_date {THIS_SEASON}
            GROUP BY t.ticket_type ORDER BY average_price DESC""",
        "For this season's shows, what's the average price we're getting per ticket for each ticket type?",
        "Average ticket price by type (full, concession, child, member) across the shows of this season.",
    ),
    template(
        "transferred_production", "medium",
        """SELECT pr.title FROM productions pr JOIN performances p ON p.production_id = pr.production_id
           GROUP BY pr.production_id HAVING COUNT(DISTINCT p.venue) > 1""",
        "Which of our shows played in both the Studio and the Main House?",
        "We had a production that transferred venues. Which one was it?",
    ),
    template(
        "new_friends_by_month_this_year", "medium",
        f"""SELECT {month_only("substr(joined_on, 1, 7)")} AS month, COUNT(*) AS new_friends FROM members
            WHERE joined_on >= '2025-01-01' GROUP BY substr(joined_on, 1, 7) ORDER BY substr(joined_on, 1, 7)""",
        "How many new Friends have joined each month this year?",
        "This year's Friends sign-ups, month by month.",
    ),
    template(
        "audience_by_weekday_last_season", "medium",
        f"""SELECT {day_name("p.perf_date")} AS day, SUM(t.quantity) AS audience
            FROM ticket_sales t JOIN performances p ON p.performance_id = t.performance_id
            WHERE t.status = 'Paid' AND p.status = 'Performed' AND p.perf_date {LAST_SEASON}
            GROUP BY strftime('%w', p.perf_date) ORDER BY audience DESC""",
        "Last season, which days of the week pulled in the biggest audiences? Totals per weekday, busiest first.",
        "Attendance by day of the week across the 2024-25 season, biggest day first.",
    ),
    template(
        "online_share_by_year", "medium",
        """SELECT substr(sold_on, 1, 4) AS year,
                  ROUND(100.0 * SUM(CASE WHEN channel = 'Online' THEN quantity ELSE 0 END) / SUM(quantity), 2)
                  AS online_pct
           FROM ticket_sales WHERE status = 'Paid' AND ticket_type <> 'Comp' AND sold_on >= '2024-01-01'
           GROUP BY substr(sold_on, 1, 4) ORDER BY year""",
        "Is online booking growing? Give me the percentage of paid tickets sold online in 2024 and so far in 2025.",
        "Year by year since 2024, what share of our paid tickets were bought online?",
    ),
    template(
        "no_shows_by_duty", "medium",
        """SELECT duty, COUNT(*) AS no_shows FROM volunteer_shifts WHERE status = 'No Show'
           GROUP BY duty ORDER BY no_shows DESC, duty""",
        "Which volunteer duties have the most no-shows: ushers, bar or duty managers?",
        "Count the no-shows on the rota by duty.",
    ),
]
