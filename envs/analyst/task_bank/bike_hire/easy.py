"""Gold questions over ``bike_hire``, the easy section of ``TEMPLATES``: one table."""

from envs.analyst.task_bank.bike_hire.fragments import DISTRICTS, JOIN_YEARS, REPAIR_YEARS, RIDE_YEARS, _ride_months
from envs.analyst.tasks import template

TEMPLATES = [
    template(
        "stations_in_use", "easy",
        "SELECT COUNT(*) FROM stations WHERE closed_on IS NULL",
        "How many docking stations have we got in operation at the moment?",
        "Right now, how many of our stations are open for riders?",
    ),
    template(
        "docks_in_use", "easy",
        "SELECT SUM(capacity) FROM stations WHERE closed_on IS NULL",
        "Across all the stations still in use, how many docks do we have in total?",
        "The council wants our current dock count: how many docking points are there at our open stations?",
    ),
    template(
        "ebikes_in_fleet", "easy",
        "SELECT COUNT(*) FROM bikes WHERE bike_type = 'E' AND retired_on IS NULL",
        "How many e-bikes are in the fleet today?",
        "Not counting anything retired, how many electric bikes do we currently run?",
    ),
    template(
        "active_members", "easy",
        "SELECT COUNT(*) FROM members WHERE cancelled_on IS NULL",
        "How many active members does the scheme have?",
        "What's our current membership — people with a pass that hasn't been cancelled?",
    ),
    template(
        "rides_in_month", "easy",
        "SELECT COUNT(*) FROM rides WHERE substr(started_at, 1, 7) = {month}",
        "How many rides did we have in {month_name}?",
        "What was the ride count for {month_name}, members and casual riders together?",
        slots=_ride_months("2023-04", "2025-10"), n=2,
    ),
    template(
        "fare_revenue_in_year", "easy",
        "SELECT ROUND(SUM(fare), 2) FROM rides WHERE refunded = 0 AND substr(started_at, 1, 4) = {year}",
        "What was our fare revenue for {year}?",
        "How much did rides bring in through fares in {year}, after refunds?",
        slots=RIDE_YEARS, n=2,
    ),
    template(
        "lost_bike_rides", "easy",
        "SELECT COUNT(*) FROM rides WHERE status = 'Bike Lost'",
        "Since launch, how many rides ended with the bike being reported lost?",
        "How often has a hired bike simply never come back to a dock — how many rides were reported lost?",
    ),
    template(
        "refunds_this_year", "easy",
        "SELECT ROUND(SUM(fare), 2) FROM rides WHERE refunded = 1 AND started_at >= '2025-01-01'",
        "How much have we handed back in refunded fares so far this year?",
        "Finance asks: what's the total value of fares we've refunded for 2025 rides?",
    ),
    template(
        "average_ride_minutes", "easy",
        "SELECT ROUND(AVG(duration_min), 2) FROM rides",
        "How long do rides usually take, in minutes?",
        "What's the average length of a ride on our bikes, in minutes?",
    ),
    template(
        "members_joined_in_year", "easy",
        "SELECT COUNT(*) FROM members WHERE substr(joined_on, 1, 4) = {year}",
        "How many people took out a membership in {year}?",
        "Membership sign-ups in {year}: how many were there, whatever plan they chose?",
        slots=JOIN_YEARS, n=2,
    ),
    template(
        "too_expensive_cancellations_2025", "easy",
        """SELECT COUNT(*) FROM members
           WHERE cancel_reason = 'Too expensive' AND cancelled_on BETWEEN '2025-01-01' AND '2025-12-31'""",
        "Of the members who cancelled this year, how many told us it was too expensive?",
        "How many 2025 cancellations gave price as the reason — 'too expensive'?",
    ),
    template(
        "stations_in_district", "easy",
        "SELECT COUNT(*) FROM stations WHERE district = {district} AND closed_on IS NULL",
        "How many stations do we currently have in the {district} district?",
        "Counting only stations still open, how many docking stations serve {district}?",
        slots=DISTRICTS, n=2,
    ),
    template(
        "closed_stations", "easy",
        "SELECT name, closed_on FROM stations WHERE closed_on IS NOT NULL ORDER BY closed_on",
        "Which stations have we shut, and when did each close? Earliest first.",
        "List any docking stations that are no longer in use, with their closing dates, in the order they closed.",
    ),
    template(
        "bikes_stolen", "easy",
        "SELECT COUNT(*) FROM bikes WHERE retire_reason = 'Stolen'",
        "How many of our bikes have been stolen since the scheme started?",
        "For the insurance renewal: how many bikes have we written off as stolen?",
    ),
    template(
        "guest_checkouts", "easy",
        "SELECT COUNT(*) FROM casual_riders WHERE email IS NULL",
        "How many pay-as-you-go riders used the kiosk as a guest and never gave us an email address?",
        "Count the casual riders we have no email for.",
    ),
    template(
        "german_card_riders", "easy",
        "SELECT COUNT(*) FROM casual_riders WHERE home_country = 'DE'",
        "How many of our casual riders paid with a German card?",
        "The tourism office is curious: how many pay-per-ride customers came from Germany, going by their card?",
    ),
    template(
        "open_repair_jobs", "easy",
        "SELECT COUNT(*) FROM maintenance_jobs WHERE completed_on IS NULL",
        "How many repair jobs are still waiting to be finished?",
        "What's the size of the workshop backlog — jobs reported but not yet completed?",
    ),
    template(
        "repair_spend_in_year", "easy",
        "SELECT ROUND(SUM(cost), 2) FROM maintenance_jobs WHERE substr(completed_on, 1, 4) = {year}",
        "What did bike repairs and maintenance cost us in {year}?",
        "Total workshop spend for {year}: parts and labour on jobs finished that year?",
        slots=REPAIR_YEARS, n=2,
    ),
    template(
        "free_member_rides_2025", "easy",
        """SELECT COUNT(*) FROM rides
           WHERE member_id IS NOT NULL AND fare = 0 AND started_at BETWEEN '2025-01-01' AND '2025-12-31 23:59'""",
        "This year, how many member rides cost the member nothing at all?",
        "In 2025, how many rides by members came in at a fare of zero?",
    ),
    template(
        "members_at_end_of_2024", "easy",
        """SELECT COUNT(*) FROM members
           WHERE joined_on <= '2024-12-31' AND (cancelled_on IS NULL OR cancelled_on > '2024-12-31')""",
        "How many members did we have on the books at the end of 2024?",
        "On 31 December 2024, what was our membership count?",
    ),
    template(
        "summer_ride_growth", "easy",
        """SELECT ROUND(100.0 * (SUM(substr(started_at, 1, 7) IN ('2025-06', '2025-07', '2025-08'))
                                 - SUM(substr(started_at, 1, 7) IN ('2024-06', '2024-07', '2024-08')))
                        / SUM(substr(started_at, 1, 7) IN ('2024-06', '2024-07', '2024-08')), 2)
           FROM rides""",
        "By what percentage did rides grow last summer (June to August) compared with the summer before?",
        "Compared with summer 2024, how much busier was last summer in number of rides? June–August, as a percentage.",
    ),
    template(
        "stations_opened_2024", "easy",
        "SELECT name FROM stations WHERE opened_on BETWEEN '2024-01-01' AND '2024-12-31' ORDER BY name",
        "Which stations did we open during 2024? Alphabetical order, please.",
        "Give me an A–Z list of the stations that were added to the network in 2024.",
    ),
    template(
        "longest_ride", "easy",
        "SELECT MAX(duration_min) FROM rides",
        "What's the longest ride anyone has taken with us, in minutes?",
        "How many minutes did our longest-ever hire last?",
    ),
]
