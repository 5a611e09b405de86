"""The ``escape_rooms`` database's title, schema (DDL), and the vocabularies, weights and rates its generator draws
from (``generator.py``)."""

from datetime import date

TITLE = "Lockbox Escapes: two escape-room sites with rooms, customers, bookings, game results, vouchers and reviews"

SCHEMA = """
CREATE TABLE sites (
    site_id     INTEGER PRIMARY KEY,
    name        TEXT NOT NULL UNIQUE,      -- Old Town, Riverside
    address     TEXT NOT NULL,
    opened_on   TEXT NOT NULL              -- YYYY-MM-DD
);
CREATE TABLE rooms (
    room_id           INTEGER PRIMARY KEY,
    site_id           INTEGER NOT NULL REFERENCES sites(site_id),
    name              TEXT NOT NULL UNIQUE,
    theme             TEXT NOT NULL,       -- Heist, Horror, Mystery, Sci-Fi, ...
    difficulty        INTEGER NOT NULL,    -- designed difficulty, 1 (family) to 5 (expert)
    min_players       INTEGER NOT NULL,
    max_players       INTEGER NOT NULL,
    time_limit_min    INTEGER NOT NULL,
    price_per_player  REAL NOT NULL,       -- current price (all rooms went up on 2025-04-01)
    launched_on       TEXT NOT NULL,
    retired_on        TEXT                 -- NULL while the room is still running
);
CREATE TABLE staff (
    staff_id     INTEGER PRIMARY KEY,
    site_id      INTEGER REFERENCES sites(site_id),   -- NULL for the owner, who works across both sites
    first_name   TEXT NOT NULL,
    last_name    TEXT NOT NULL,
    role         TEXT NOT NULL,            -- Owner, Site Manager, Senior Game Master, Game Master
    hourly_rate  REAL,                     -- NULL for the owner
    hired_on     TEXT NOT NULL,
    left_on      TEXT                      -- NULL while still employed
);
CREATE TABLE customers (
    customer_id      INTEGER PRIMARY KEY,
    first_name       TEXT NOT NULL,
    last_name        TEXT NOT NULL,
    email            TEXT NOT NULL UNIQUE,
    phone            TEXT,                 -- NULL when the customer gave none
    town             TEXT,                 -- NULL when the customer skipped it
    account_type     TEXT NOT NULL,        -- Personal or Corporate
    company          TEXT,                 -- the employer on a Corporate account, NULL on a Personal one
    marketing_opt_in INTEGER NOT NULL,     -- 0/1
    created_on       TEXT NOT NULL         -- YYYY-MM-DD
);
CREATE TABLE vouchers (
    voucher_id         INTEGER PRIMARY KEY,
    code               TEXT NOT NULL UNIQUE,   -- e.g. GV-7K2M9Q
    buyer_customer_id  INTEGER REFERENCES customers(customer_id),   -- NULL when sold over the counter anonymously
    sold_on            TEXT NOT NULL,
    value              REAL NOT NULL,          -- face value, also what the buyer paid
    expires_on         TEXT NOT NULL,          -- twelve months after sale
    status             TEXT NOT NULL,          -- Redeemed, Expired, Active
    redeemed_on        TEXT                    -- NULL unless Redeemed
);
CREATE TABLE bookings (
    booking_id        INTEGER PRIMARY KEY,
    customer_id       INTEGER NOT NULL REFERENCES customers(customer_id),
    room_id           INTEGER NOT NULL REFERENCES rooms(room_id),
    booked_at         TEXT NOT NULL,       -- YYYY-MM-DD HH:MM, when the booking was made
    slot_start        TEXT NOT NULL,       -- YYYY-MM-DD HH:MM, when the game starts
    channel           TEXT NOT NULL,       -- Website, Phone, Walk-in
    players_booked    INTEGER NOT NULL,
    players_attended  INTEGER,             -- who turned up: 0 for a no-show, NULL if cancelled or still to come
    status            TEXT NOT NULL,       -- Completed, Cancelled, No-show, Upcoming
    price_per_player  REAL NOT NULL,       -- the room's price when the booking was made
    discount_code     TEXT,                -- as typed by the customer; NULL when none
    voucher_id        INTEGER REFERENCES vouchers(voucher_id),   -- gift voucher put towards it, NULL when none
    amount_paid       REAL NOT NULL        -- charged up front, after discount and voucher; refunded if Cancelled
);
CREATE TABLE game_results (
    booking_id       INTEGER PRIMARY KEY REFERENCES bookings(booking_id),   -- one per Completed booking
    game_master_id   INTEGER REFERENCES staff(staff_id),   -- NULL when nobody signed the sheet
    escaped          INTEGER NOT NULL,     -- 0/1
    escape_time_min  REAL,                 -- minutes to get out; NULL when the team ran out of time
    hints_used       INTEGER               -- NULL when the game master did not log it
);
CREATE TABLE reviews (
    review_id   INTEGER PRIMARY KEY,
    booking_id  INTEGER NOT NULL REFERENCES bookings(booking_id),
    posted_on   TEXT NOT NULL,
    platform    TEXT NOT NULL,             -- Google, TripAdvisor, Website
    stars       INTEGER NOT NULL,          -- 1 to 5
    comment     TEXT                       -- NULL when only stars were left
);
CREATE INDEX idx_rooms_site ON rooms(site_id);
CREATE INDEX idx_bookings_customer ON bookings(customer_id);
CREATE INDEX idx_bookings_room ON bookings(room_id);
CREATE INDEX idx_bookings_slot ON bookings(slot_start);
CREATE INDEX idx_reviews_booking ON reviews(booking_id);
"""

START = date(2023, 3, 1)  # the booking system went live at Old Town
TODAY = date(2025, 11, 30)  # the last day in the data; later slots are Upcoming
HORIZON_DAYS = 75  # how far past TODAY already-made bookings reach
PRICE_RISE_ON = date(2025, 4, 1)  # bookings made from this day pay the new price
CLOSED = {(12, 25), (12, 26), (1, 1)}  # month, day

# name, address, opened
SITES = [
    ("Old Town", "14 Cooper's Yard, Old Town", "2023-03-01"),
    ("Riverside", "Unit 3, Wharf Street, Riverside", "2024-05-17"),
]
# site, name, theme, difficulty, min, max, minutes, old price, new price, launched, retired, popularity,
# escape-rate tweak (how the room plays against its designed difficulty)
ROOMS = [
    (1, "The Vault", "Heist", 3, 2, 6, 60, 22.0, 24.0, "2023-03-01", None, 1.2, 0.0),
    (1, "Pharaoh's Tomb", "Adventure", 4, 3, 8, 60, 22.0, 24.0, "2023-03-01", None, 1.0, 0.03),
    (1, "Murder at Blackwood Manor", "Mystery", 2, 2, 6, 60, 20.0, 22.0, "2023-03-01", None, 1.1, 0.0),
    (1, "Submarine 13", "Sci-Fi", 5, 2, 5, 60, 24.0, 24.0, "2023-03-01", "2024-08-31", 0.75, 0.02),
    (1, "Pirate Cove", "Family", 1, 2, 6, 45, 15.0, 16.0, "2023-03-01", None, 0.6, 0.0),
    (1, "The Asylum", "Horror", 5, 2, 6, 60, 25.0, 27.0, "2024-10-04", None, 1.3, -0.06),
    (2, "The Alchemist's Lab", "Fantasy", 3, 2, 6, 60, 23.0, 25.0, "2024-05-17", None, 1.05, 0.05),
    (2, "Prison Break", "Thriller", 4, 3, 8, 60, 23.0, 25.0, "2024-05-17", None, 1.1, -0.02),
    (2, "Casino Heist", "Heist", 3, 4, 10, 75, 25.0, 27.0, "2024-05-17", None, 0.9, 0.02),
    (2, "Mission Control", "Sci-Fi", 4, 2, 6, 60, 24.0, 26.0, "2024-05-17", None, 0.95, -0.04),
    (2, "Sherlock's Study", "Mystery", 2, 2, 5, 60, 23.0, 25.0, "2025-02-14", None, 1.0, -0.03),
]
# slot start times by game length; a room's slots shift by 15 minutes per room so the desk is not swamped
SLOTS_BY_LENGTH = {
    45: ["10:00", "11:15", "12:30", "13:45", "15:00", "16:15", "17:30"],
    60: ["10:00", "11:30", "13:00", "14:30", "16:00", "17:30", "19:00", "20:30"],
    75: ["10:00", "11:45", "13:30", "15:15", "17:00", "18:45", "20:30"],
}
WEEKDAY_FIRST_SLOT = "13:00"  # term-time Monday to Thursday: no morning sessions
ESCAPE_BASE = {1: 0.84, 2: 0.71, 3: 0.56, 4: 0.43, 5: 0.29}  # by designed difficulty
HINTS_MEAN = {1: 1.2, 2: 1.6, 3: 2.1, 4: 2.6, 5: 3.1}

# first, last, site, role, hourly rate, hired, left, workload weight, review charm (stars)
STAFF = [
    ("Nina", "Castell", None, "Owner", None, "2023-03-01", None, 0.4, 0.1),
    ("Joe", "Brannigan", 1, "Site Manager", 15.50, "2023-03-01", None, 1.0, 0.0),
    ("Sam", "Whitaker", 1, "Senior Game Master", 13.20, "2023-03-01", None, 4.0, 0.25),
    ("Priya", "Nair", 1, "Game Master", 12.00, "2023-03-01", None, 3.5, 0.1),
    ("Tom", "Fletcher", 1, "Game Master", 11.80, "2023-03-01", "2024-06-28", 3.0, -0.3),
    ("Ellie", "Marsh", 1, "Game Master", 11.80, "2023-05-15", None, 3.0, 0.15),
    ("Chris", "Doyle", 1, "Game Master", 11.80, "2023-09-04", "2025-02-28", 2.5, -0.05),
    ("Zoe", "Adams", 1, "Game Master", 12.00, "2024-07-01", None, 3.0, 0.0),
    ("Luca", "Romano", 1, "Game Master", 12.20, "2025-03-03", "2025-08-29", 2.0, -0.2),
    ("Kofi", "Mensah", 1, "Game Master", 12.20, "2025-09-01", None, 2.5, 0.05),
    ("Hannah", "Okoro", 2, "Site Manager", 15.50, "2024-04-15", None, 1.0, 0.05),
    ("Sam", "Patel", 2, "Senior Game Master", 13.20, "2024-04-22", None, 4.0, 0.2),
    ("Chris", "Okafor", 2, "Game Master", 12.00, "2024-04-22", None, 3.0, 0.0),
    ("Maya", "Lindqvist", 2, "Game Master", 12.00, "2024-05-01", None, 3.0, 0.3),
    ("Reece", "Hughes", 2, "Game Master", 12.00, "2024-05-01", "2025-06-27", 2.5, -0.25),
    ("Aisha", "Begum", 2, "Game Master", 12.20, "2024-09-09", None, 2.5, 0.1),
    ("Ben", "Carter", 2, "Game Master", 12.20, "2025-06-30", None, 2.5, 0.0),
]
GM_ROLES = ("Site Manager", "Senior Game Master", "Game Master", "Owner")

FIRST_NAMES = [
    "Amelia", "Oliver", "Isla", "Harry", "Freya", "Jack", "Poppy", "George", "Ivy", "Noah", "Rosie", "Leo",
    "Evie", "Arthur", "Grace", "Theo", "Lily", "Oscar", "Millie", "Charlie", "Hannah", "Thomas", "Chloe", "James",
    "Sophie", "William", "Ella", "Henry", "Megan", "Samuel", "Lucy", "Daniel", "Abigail", "Joseph", "Ruby",
    "Jamie", "Katie", "Ryan", "Laura", "Adam", "Emma", "Luke", "Holly", "Matt", "Jess", "Dan", "Beth", "Alex",
    "Priya", "Ravi", "Tomasz", "Agnieszka", "Kwame", "Zara", "Ibrahim", "Fiona", "Callum", "Rhys", "Seren",
    "Owen", "Marcus", "Helen", "Stuart", "Karen", "Nathan", "Sian", "Connor", "Abbie", "Kieran", "Leah",
]
LAST_NAMES = [
    "Smith", "Jones", "Taylor", "Brown", "Williams", "Wilson", "Johnson", "Davies", "Robinson", "Wright",
    "Thompson", "Evans", "Walker", "White", "Roberts", "Green", "Hall", "Wood", "Jackson", "Clarke", "Hughes",
    "Edwards", "Turner", "Hill", "Cooper", "Ward", "Morris", "Moore", "King", "Baker", "Harrison", "Lewis",
    "Patel", "Khan", "Ali", "Okafor", "Mensah", "Kowalski", "Nowak", "Murphy", "Kelly", "Campbell", "Stewart",
    "Bennett", "Price", "Shaw", "Lloyd", "Ellis", "Fox", "Grant", "Marsh", "Reid", "Palmer", "Webb", "Holt",
]
EMAIL_DOMAINS = ["mailbox.test", "inbox.test", "postly.test", "webmail.test", "example.net"]
# (town, weight): most players come from the city itself, some from the commuter towns
TOWNS = [
    ("Castlebridge", 46), ("Northfield", 12), ("Ashby Marsh", 9), ("Kelham", 8), ("Danesford", 7),
    ("Upper Wick", 5), ("Hollinsby", 4), ("Fairhaven", 4), ("Stokeley", 3), ("Brackenbury", 2),
]
COMPANY_FIRST = [
    "Brightwave", "Harbour", "Northgate", "Silverline", "Kestrel", "Bluebell", "Ironbridge", "Oakleaf",
    "Redwood", "Summit", "Clearview", "Foxglove", "Granite", "Meridian", "Pinnacle", "Lantern", "Willow",
    "Copperfield", "Thistle", "Beacon",
]
COMPANY_SECOND = [
    "Digital", "Logistics", "Solicitors", "Accountancy", "Dental Care", "Engineering", "Insurance", "Recruitment",
    "Architects", "Software", "Estate Agents", "Marketing", "Consulting", "Print Works", "Vets",
]
N_COMPANIES = 85
TEAM_EVENTS_PER_YEAR = 0.8  # per company, away from the Christmas season
CHRISTMAS_PARTY_RATE = 0.55  # chance a company books a Christmas party in a given December
PARTY_SEASON = ((11, 24), (12, 22))  # month, day bounds of the Christmas party season

# relative demand for a slot
MONTH_DEMAND = [0.62, 0.78, 0.8, 0.95, 0.88, 0.85, 1.02, 1.12, 0.78, 1.0, 0.95, 1.3]
WEEKDAY_DEMAND = [0.5, 0.55, 0.65, 0.85, 1.25, 1.55, 1.25]  # Monday first
YEAR_DEMAND = {2023: 0.82, 2024: 0.95, 2025: 1.05, 2026: 1.05}
BASE_DEMAND = 0.43  # chance a slot of demand 1.0 gets booked
RIVERSIDE_RAMP_DAYS = 90  # a new site builds up to full demand over this many days
# school holidays (inclusive): more daytime games, and the family room fills up
SCHOOL_HOLIDAYS = [
    ("2023-04-01", "2023-04-16"), ("2023-05-27", "2023-06-04"), ("2023-07-22", "2023-09-03"),
    ("2023-10-21", "2023-10-29"), ("2023-12-20", "2024-01-03"), ("2024-02-10", "2024-02-18"),
    ("2024-03-29", "2024-04-14"), ("2024-05-25", "2024-06-02"), ("2024-07-20", "2024-09-03"),
    ("2024-10-26", "2024-11-03"), ("2024-12-20", "2025-01-05"), ("2025-02-15", "2025-02-23"),
    ("2025-04-05", "2025-04-21"), ("2025-05-24", "2025-06-01"), ("2025-07-19", "2025-09-02"),
    ("2025-10-25", "2025-11-02"), ("2025-12-19", "2026-01-04"), ("2026-02-14", "2026-02-22"),
]
HOLIDAY_BOOST = 1.3
FAMILY_HOLIDAY_BOOST = 1.9
HALLOWEEN_HORROR_BOOST = 1.8  # the horror room in the fortnight before Halloween

PLAYER_WEIGHTS = {2: 14, 3: 20, 4: 26, 5: 18, 6: 12, 7: 5, 8: 3, 9: 1.2, 10: 0.8}
NEW_CUSTOMER_RATE = 0.56  # share of bookings made by someone we have never seen
REPEAT_TICKETS = ([1, 2, 4, 8], [62, 24, 10, 4])  # how keen a new customer is to come back
CHANNELS = ["Website", "Phone"]
CHANNEL_WEIGHTS = [84, 16]
WALK_IN_RATE = 0.035  # a free slot later the same day, taken by someone at the desk
CANCEL_RATE = 0.06
CORPORATE_CANCEL_RATE = 0.09
NO_SHOW_RATE = 0.025
ATTENDANCE = ([0, 1, 2], [79, 16, 5])  # players missing from a completed booking
NO_PHONE_RATE = 0.18
NO_TOWN_RATE = 0.21
OPT_IN_RATE = 0.42
UNSIGNED_SHEET_RATE = 0.015  # game results with no game master recorded
UNLOGGED_HINTS_RATE = 0.035

# code, percent off, (first, last) booking dates it is valid for (None: always), use rate when valid
DISCOUNT_CODES = [
    ("STUDENT10", 10, None, 0.035),
    ("BLUELIGHT15", 15, None, 0.015),
    ("SUMMER20", 20, [("2024-07-01", "2024-08-31"), ("2025-07-01", "2025-08-31")], 0.12),
    ("BLACKFRIDAY25", 25, [("2024-11-29", "2024-12-02"), ("2025-11-28", "2025-11-30")], 0.45),
    ("RIVERSIDE30", 30, [("2024-05-01", "2024-06-16")], 0.35),  # Riverside opening offer, Riverside rooms only
    ("SORRY50", 50, None, 0.003),  # goodwill code after a complaint
]
MISTYPED_CODE_RATE = 0.09  # codes typed in lower or mixed case, which the till accepts

VOUCHER_VALUES = ([50.0, 75.0, 100.0, 150.0], [30, 35, 25, 10])
N_VOUCHERS = 1500
VOUCHER_REDEEM_RATE = 0.74
VOUCHER_BUYER_UNKNOWN = 0.27
# relative voucher sales by month: Christmas presents, then Mother's Day and Father's Day
VOUCHER_MONTH = [0.5, 0.6, 1.3, 0.7, 0.7, 1.2, 0.6, 0.6, 0.6, 0.8, 2.2, 5.0]

REVIEW_RATE_ESCAPED = 0.31
REVIEW_RATE_FAILED = 0.2
NO_COMMENT_RATE = 0.43
PLATFORMS = (["Google", "TripAdvisor", "Website"], [58, 27, 15])
COMMENTS = {
    5: ["Brilliant fun, can't wait to try another room!", "Best escape room we've done.",
        "Amazing set and a great game master.", "Loved every minute, the puzzles were so clever.",
        "Perfect for a birthday, highly recommend.", "Got out with seconds to spare - what a rush!"],
    4: ["Really good, a couple of puzzles were a bit obscure.", "Great room, hints came at just the right time.",
        "Good fun, slightly warm in the room.", "Enjoyed it, would come back."],
    3: ["It was ok, some props were broken.", "Fun but a bit pricey for what it is.",
        "Started late and felt rushed.", "Puzzles didn't always make sense."],
    2: ["Disappointing, a lock was faulty.", "Too many red herrings, not much fun.",
        "Game master seemed distracted."],
    1: ["Room wasn't ready when we arrived.", "Waste of money, nothing worked.", "Very poor, won't return."],
}
