"""The ``bike_hire`` database's title, schema (DDL), and the vocabularies, weights and rates its generator draws
from (``generator.py``)."""

from datetime import date

TITLE = "Spokes City Bikes: a city bike-share scheme's stations, bikes, members, casual riders, rides and repairs"

SCHEMA = """
CREATE TABLE stations (
    station_id   INTEGER PRIMARY KEY,
    code         TEXT NOT NULL UNIQUE,     -- e.g. SCB-014
    name         TEXT NOT NULL,            -- not unique: two districts each have a Church Street
    district     TEXT NOT NULL,
    capacity     INTEGER NOT NULL,         -- number of docks
    opened_on    TEXT NOT NULL,            -- YYYY-MM-DD
    closed_on    TEXT                      -- NULL while the station is in use
);
CREATE TABLE bikes (
    bike_id          INTEGER PRIMARY KEY,
    serial           TEXT NOT NULL UNIQUE, -- C-1001 ... for classic bikes, E-5001 ... for e-bikes
    bike_type        TEXT NOT NULL,        -- C = classic pedal bike, E = electric (e-bike)
    model            TEXT NOT NULL,
    commissioned_on  TEXT NOT NULL,        -- YYYY-MM-DD, first day in the fleet
    retired_on       TEXT,                 -- NULL while in the fleet
    retire_reason    TEXT                  -- Worn out, Crash damage, Stolen, Lost; NULL while in the fleet
);
CREATE TABLE plans (
    plan_id            INTEGER PRIMARY KEY,
    code               TEXT NOT NULL UNIQUE,  -- ANNUAL, MONTHLY, CONCESSION
    name               TEXT NOT NULL,
    billing_period     TEXT NOT NULL,         -- year or month
    included_minutes   INTEGER NOT NULL,      -- free minutes per ride before overtime is charged
    launched_on        TEXT NOT NULL
);
CREATE TABLE plan_prices (
    plan_price_id  INTEGER PRIMARY KEY,
    plan_id        INTEGER NOT NULL REFERENCES plans(plan_id),
    price          REAL NOT NULL,          -- GBP per billing period
    valid_from     TEXT NOT NULL,          -- YYYY-MM-DD
    valid_to       TEXT                    -- last day at this price; NULL for the current price
);
CREATE TABLE members (
    member_id       INTEGER PRIMARY KEY,
    first_name      TEXT NOT NULL,
    last_name       TEXT NOT NULL,
    email           TEXT NOT NULL UNIQUE,
    phone           TEXT,                  -- NULL when not given
    birth_year      INTEGER,               -- NULL when not given
    home_district   TEXT,                  -- NULL when not given
    plan_id         INTEGER NOT NULL REFERENCES plans(plan_id),
    joined_on       TEXT NOT NULL,         -- YYYY-MM-DD
    cancelled_on    TEXT,                  -- NULL while the membership is active
    cancel_reason   TEXT                   -- NULL when not cancelled or no reason given
);
CREATE TABLE casual_riders (
    casual_id      INTEGER PRIMARY KEY,
    email          TEXT,                   -- NULL for guest checkouts at the kiosk
    home_country   TEXT,                   -- ISO code from the payment card, e.g. GB, FR; NULL if unknown
    first_ride_on  TEXT NOT NULL           -- YYYY-MM-DD
);
CREATE TABLE rides (
    ride_id            INTEGER PRIMARY KEY,
    bike_id            INTEGER NOT NULL REFERENCES bikes(bike_id),
    member_id          INTEGER REFERENCES members(member_id),        -- set for members' rides
    casual_id          INTEGER REFERENCES casual_riders(casual_id),  -- set for casual (pay-per-ride) rides
    start_station_id   INTEGER NOT NULL REFERENCES stations(station_id),
    end_station_id     INTEGER REFERENCES stations(station_id),      -- NULL when the bike was reported lost
    started_at         TEXT NOT NULL,      -- YYYY-MM-DD HH:MM
    ended_at           TEXT,               -- NULL when the bike was reported lost
    duration_min       INTEGER,            -- NULL when the bike was reported lost
    fare               REAL,               -- GBP charged; members pay only overtime and e-bike minutes; NULL if lost
    status             TEXT NOT NULL,      -- Completed or Bike Lost
    disputed           INTEGER NOT NULL,   -- 0/1: the rider contested the charge
    refunded           INTEGER NOT NULL    -- 0/1: the fare was refunded
);
CREATE TABLE mechanics (
    mechanic_id    INTEGER PRIMARY KEY,
    name           TEXT NOT NULL,
    is_contractor  INTEGER NOT NULL,       -- 0/1: an outside workshop rather than staff
    started_on     TEXT NOT NULL,
    left_on        TEXT                    -- NULL while still working for the scheme
);
CREATE TABLE maintenance_jobs (
    job_id        INTEGER PRIMARY KEY,
    bike_id       INTEGER NOT NULL REFERENCES bikes(bike_id),
    mechanic_id   INTEGER REFERENCES mechanics(mechanic_id),  -- NULL when nobody was recorded or not yet assigned
    job_type      TEXT NOT NULL,
    reported_on   TEXT NOT NULL,           -- YYYY-MM-DD
    completed_on  TEXT,                    -- NULL while the job is open
    cost          REAL                     -- parts and labour in GBP; 0 under warranty; NULL while open
);
CREATE INDEX idx_rides_start ON rides(start_station_id);
CREATE INDEX idx_rides_member ON rides(member_id);
CREATE INDEX idx_rides_bike ON rides(bike_id);
CREATE INDEX idx_jobs_bike ON maintenance_jobs(bike_id);
"""

LAUNCHED = date(2023, 3, 1)
TODAY = date(2025, 11, 30)  # the last day in the data

# name, district, docks, popularity weight, opened (None: at launch), closed
STATIONS = [
    ("Central Station", "City Centre", 40, 14, None, None),
    ("Victoria Square", "City Centre", 30, 9, None, None),
    ("Bus Interchange", "City Centre", 24, 7, None, None),
    ("Corn Exchange", "City Centre", 20, 5, None, None),
    ("Queen Street", "City Centre", 18, 5, None, None),
    ("Library Steps", "City Centre", 16, 4, None, None),
    ("Cathedral Green", "Old Town", 24, 8, None, None),
    ("Market Cross", "Old Town", 20, 6, None, None),
    ("Castle Walk", "Old Town", 18, 6, None, None),
    ("Guildhall Square", "Old Town", 16, 4, None, None),
    ("Church Street", "Old Town", 12, 3, None, None),
    ("Tanners Row", "Old Town", 12, 2, None, None),
    ("Student Union", "University Quarter", 30, 9, None, None),
    ("Science Park Gate", "University Quarter", 20, 5, None, None),
    ("Medical School", "University Quarter", 18, 4, None, None),
    ("Chancellor's Walk", "University Quarter", 16, 3, None, None),
    ("Botanic Gardens", "University Quarter", 14, 3, None, None),
    ("Riverside Quay", "Riverside", 26, 7, None, None),
    ("Ferry Steps", "Riverside", 16, 4, None, None),
    ("Boathouse Lane", "Riverside", 14, 3, None, None),
    ("Weir Bridge", "Riverside", 12, 3, None, None),
    ("Mill Race", "Riverside", 12, 2, date(2023, 9, 4), None),
    ("Northgate Park", "Northgate", 20, 4, None, None),
    ("Church Street", "Northgate", 14, 2, None, None),
    ("Allotments Road", "Northgate", 10, 1.5, None, None),
    ("Northgate Leisure Centre", "Northgate", 16, 3, None, None),
    ("Fire Station Yard", "Northgate", 10, 1.5, date(2024, 5, 13), None),
    ("Hillcrest Shops", "Hillcrest", 14, 2.5, None, None),
    ("Hospital Main Entrance", "Hillcrest", 22, 5, None, None),
    ("Reservoir Gate", "Hillcrest", 10, 1.5, None, None),
    ("Observatory Road", "Hillcrest", 10, 1, None, date(2024, 10, 31)),
    ("Eastfield Retail Park", "Eastfield", 18, 3, None, None),
    ("Canal Basin", "Eastfield", 14, 2.5, None, None),
    ("Gasworks Lane", "Eastfield", 12, 1.5, None, date(2025, 2, 14)),
    ("Eastfield Library", "Eastfield", 12, 2, None, None),
    ("Tram Depot", "Eastfield", 16, 2, date(2025, 3, 3), None),
    ("Dock Basin", "Docklands", 24, 5, date(2024, 4, 2), None),
    ("Marina Point", "Docklands", 20, 4, date(2024, 4, 2), None),
    ("Warehouse Row", "Docklands", 16, 3, date(2024, 4, 2), None),
    ("Customs House", "Docklands", 14, 2.5, date(2024, 4, 2), None),
    ("Harbour Arena", "Docklands", 20, 3, date(2024, 6, 17), None),
]
TOURIST_STATIONS = ("Cathedral Green", "Castle Walk", "Riverside Quay", "Botanic Gardens", "Marina Point",
                    "Market Cross")
TOURIST_PULL = 3.0  # casual riders start at the sights this many times more often than their popularity says

# serial prefix, type code, model, first number, (commissioned on, how many) batches
FLEET = [
    ("C", "C", "Roadster Mk1", 1001, [(LAUNCHED, 320)]),
    ("C", "C", "Roadster Mk2", 1401, [(date(2024, 3, 18), 60), (date(2025, 4, 7), 40)]),
    ("E", "E", "VoltRide E1", 5001, [(LAUNCHED, 60)]),
    ("E", "E", "VoltRide E2", 5101, [(date(2024, 4, 2), 120), (date(2025, 5, 12), 60)]),
]
# reason, share of planned (non-ride) retirements
RETIRE_REASONS = [("Worn out", 35), ("Crash damage", 40), ("Stolen", 25)]
RETIRE_RATE = {"C": 0.10, "E": 0.07}  # share of each type retired (other than lost on a ride) by the end
LOST_RIDE_RATE = 0.0006  # chance a ride ends with the bike reported lost
NEVER_RECOVERED = 0.7  # the rest turn up again and go back into service

# code, name, billing period, included minutes per ride, launched
PLANS = [
    ("ANNUAL", "Annual Pass", "year", 45, LAUNCHED),
    ("MONTHLY", "Monthly Pass", "month", 30, LAUNCHED),
    ("CONCESSION", "Annual Concession", "year", 45, date(2024, 1, 15)),
]
# plan code -> (price, valid from) in date order; each price lasts until the day before the next one
PLAN_PRICES = {
    "ANNUAL": [(80.0, LAUNCHED), (90.0, date(2024, 3, 1)), (99.0, date(2025, 3, 1))],
    "MONTHLY": [(10.0, LAUNCHED), (12.0, date(2024, 3, 1)), (13.5, date(2025, 6, 1))],
    "CONCESSION": [(50.0, date(2024, 1, 15)), (55.0, date(2025, 3, 1))],
}
PLAN_WEIGHTS = {"ANNUAL": 52, "MONTHLY": 33, "CONCESSION": 15}  # once the concession exists

# pay-per-ride tariff: (from, unlock fee, per minute classic, per minute e-bike)
CASUAL_TARIFFS = [(LAUNCHED, 1.00, 0.10, 0.20), (date(2024, 6, 1), 1.25, 0.12, 0.25)]
MEMBER_OVERTIME_PER_MIN = 0.10  # beyond the plan's included minutes
MEMBER_EBIKE_PER_MIN = 0.06  # members pay for every e-bike minute

N_MEMBERS = 1500
FOUNDING_MEMBERS = 0.18  # share who joined in the launch month
N_CASUAL = 8200
MEMBER_RIDES_PER_WEEK = (0.22, 0.95)  # lognormal median and sigma of one member's riding rate
MAX_RIDES_PER_WEEK = 6.0
MONTHLY_CANCEL_RATE = 0.07  # chance a monthly member stops in any given month
ANNUAL_LAPSE_RATE = 0.30  # chance an annual member does not renew at an anniversary
EARLY_CANCEL_RATE = 0.04  # annual members who cancel part way through their first year
CANCEL_REASONS = [("Moved away", 14), ("Too expensive", 18), ("Bought own bike", 12), ("Not using it enough", 22),
                  ("No bikes when I need one", 9), (None, 25)]
NO_PHONE_RATE = 0.22
NO_BIRTH_YEAR_RATE = 0.35
NO_HOME_DISTRICT_RATE = 0.18
HOME_START = 0.45  # chance a member starts a ride in their home district

# casual riders: how many rides each takes, and where they come from (None: card country unknown)
CASUAL_RIDES = ([1, 2, 3, 4, 5, 8, 14], [58, 20, 9, 5, 3, 3, 2])
GUEST_CHECKOUT_RATE = 0.33
COUNTRIES = [("GB", 62), ("FR", 6), ("DE", 6), ("NL", 4), ("US", 5), ("ES", 4), ("IT", 3), ("IE", 3), ("PL", 2),
             ("AU", 1), (None, 12)]

# relative demand by month
MEMBER_MONTH = [0.45, 0.5, 0.7, 0.9, 1.1, 1.25, 1.35, 1.3, 1.2, 0.95, 0.7, 0.5]
CASUAL_MONTH = [0.25, 0.3, 0.5, 0.9, 1.2, 1.5, 1.9, 2.0, 1.2, 0.7, 0.4, 0.45]
CASUAL_YEAR = {2023: 1.0, 2024: 1.25, 2025: 1.4}
JOIN_MONTH = [1.3, 0.8, 1.0, 1.2, 1.3, 1.2, 1.0, 0.9, 1.4, 0.8, 0.5, 0.4]  # new-year resolutions, September starters
JOIN_YEAR = {2023: 1.0, 2024: 1.15, 2025: 1.05}
MEMBER_WEEKDAY = [1.15, 1.2, 1.2, 1.15, 1.05, 0.6, 0.5]  # Monday first: commuting
CASUAL_WEEKDAY = [0.7, 0.65, 0.7, 0.75, 1.0, 1.7, 1.6]
# start hour weights, 0-23
COMMUTE_HOURS = [0.1, 0.05, 0.02, 0.02, 0.05, 0.3, 1.5, 5, 7, 3, 1.5, 1.5,
                 2, 1.8, 1.5, 2, 3.5, 6, 4.5, 2.5, 1.6, 1, 0.6, 0.3]
LEISURE_HOURS = [0.1, 0.05, 0.02, 0.02, 0.02, 0.05, 0.2, 0.5, 1, 2, 3.5, 4.5,
                 5, 5, 5, 4.5, 4, 3.5, 2.5, 1.8, 1.2, 0.8, 0.4, 0.2]

# where a ride ends: back where it began, elsewhere in the district, or in another district
ROUND_TRIP = {"member": 0.05, "casual": 0.25}
SAME_DISTRICT = 0.38
# median minutes and lognormal sigma by kind of trip; casual riders dawdle, e-bikes are quicker
TRIP_MINUTES = {"round": (28, 0.6), "local": (9, 0.45), "cross": (17, 0.4)}
CASUAL_SLOWER = 1.35
EBIKE_QUICKER = 0.8
MAX_MINUTES = 720
EBIKE_PREFERENCE = {"member": 1.2, "casual": 1.6}  # e-bike choice relative to their share of the fleet
# riders setting off from the hills take e-bikes more, students on a budget less
EBIKE_DISTRICT_PULL = {"Hillcrest": 1.5, "Northgate": 1.2, "Eastfield": 1.1, "University Quarter": 0.8,
                       "City Centre": 0.9}
DISPUTE_RATE_LONG = 0.3  # rides over LONG_RIDE_MIN: "the dock didn't register my return"
LONG_RIDE_MIN = 120
DISPUTE_RATE = 0.006
REFUND_IF_DISPUTED = 0.55
GOODWILL_REFUND_RATE = 0.004  # refunded without a dispute (faulty bike)

# mechanics: name, contractor, started, left, workload weight
MECHANICS = [
    ("Dave Okoro", 0, date(2023, 2, 1), None, 5),
    ("Sian Pryce", 0, date(2023, 2, 1), date(2024, 9, 30), 4),
    ("Tomasz Wrobel", 0, date(2023, 6, 5), None, 4),
    ("Cycle Doctor Ltd", 1, date(2023, 3, 1), None, 2),
    ("Priya Nair", 0, date(2024, 9, 16), None, 4),
    ("Ellie Marsh", 0, date(2025, 4, 1), None, 3),
]
# job type, weight classic, weight e-bike, cost low, cost high, days to fix (max)
JOB_TYPES = [
    ("Puncture", 28, 20, 8, 16, 2),
    ("Brakes", 20, 16, 12, 35, 3),
    ("Chain and gears", 15, 7, 15, 45, 4),
    ("Lights", 8, 6, 6, 22, 2),
    ("Scheduled service", 18, 18, 25, 45, 3),
    ("Crash repair", 7, 7, 40, 220, 10),
    ("Battery", 0, 10, 180, 340, 7),
    ("Motor fault", 0, 8, 90, 260, 12),
    ("Recovered bike check", 0, 0, 20, 40, 3),
]
JOBS_PER_YEAR = {"C": 2.4, "E": 4.0}
WARRANTY_DAYS = 365  # battery and motor jobs within a year of commissioning cost nothing
WARRANTY_TYPES = ("Battery", "Motor fault")
CRASH_JOBS_TO_CONTRACTOR = 0.6
UNRECORDED_MECHANIC_RATE = 0.03

MEMBER_FIRST = [
    "Olivia", "Amelia", "Isla", "Ava", "Mia", "Grace", "Freya", "Emily", "Sophie", "Chloe", "Hannah", "Lucy",
    "Ella", "Zara", "Priya", "Aisha", "Niamh", "Megan", "Rachel", "Laura", "Sarah", "Emma", "Kate", "Helen",
    "Oliver", "Jack", "Harry", "George", "Noah", "Leo", "Oscar", "Thomas", "James", "William", "Daniel", "Ben",
    "Sam", "Joe", "Adam", "Tom", "Matt", "Chris", "David", "Mark", "Paul", "Ravi", "Omar", "Kwame", "Tomasz",
    "Lukas", "Marco", "Connor", "Rhys", "Ewan",
]
MEMBER_LAST = [
    "Smith", "Jones", "Taylor", "Brown", "Williams", "Wilson", "Johnson", "Davies", "Patel", "Robinson", "Wright",
    "Thompson", "Evans", "Walker", "White", "Roberts", "Green", "Hall", "Wood", "Jackson", "Clarke", "Khan",
    "Hughes", "Edwards", "Lewis", "Harris", "Martin", "Cooper", "Hill", "Ward", "Morris", "Moore", "Clark",
    "Baker", "Harrison", "Nowak", "Okafor", "Murphy", "O'Brien", "Kaur", "Ali", "Mensah", "Fraser", "Campbell",
]
EMAIL_DOMAINS = ["mailbox.test", "inbox.test", "postly.test", "webmail.test", "example.net"]
