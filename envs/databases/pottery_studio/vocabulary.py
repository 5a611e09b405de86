"""The ``pottery_studio`` database's title, schema (DDL), and the vocabularies, weights, prices and rates its
generator draws from (``generator.py``)."""

from datetime import date

TITLE = "Kiln & Clay community pottery studio: memberships, taster sessions and courses, kiln firings, pieces, shop"

SCHEMA = """
CREATE TABLE staff (
    staff_id      INTEGER PRIMARY KEY,
    first_name    TEXT NOT NULL,
    last_name     TEXT NOT NULL,
    role          TEXT NOT NULL,           -- Owner, Studio Manager, Tutor, Kiln Technician, Bookkeeper, Front Desk
    hired_on      TEXT NOT NULL,           -- YYYY-MM-DD
    left_on       TEXT,                    -- NULL while still working here
    session_rate  REAL                     -- what a tutor is paid per session taught; NULL for everyone else
);
CREATE TABLE customers (
    customer_id   INTEGER PRIMARY KEY,
    first_name    TEXT NOT NULL,
    last_name     TEXT NOT NULL,
    email         TEXT,                    -- NULL when none was given
    phone         TEXT,                    -- NULL when none was given
    town          TEXT,                    -- NULL when not recorded
    first_seen_on TEXT NOT NULL,           -- YYYY-MM-DD: first booking, membership, party or purchase
    heard_from    TEXT                     -- Instagram, Friend, Google, Gift Voucher, Walking Past; NULL if not asked
);
CREATE TABLE memberships (
    membership_id  INTEGER PRIMARY KEY,
    customer_id    INTEGER NOT NULL REFERENCES customers(customer_id),
    plan           TEXT NOT NULL,          -- Open Access, Open Access + Shelf, Off-Peak
    start_date     TEXT NOT NULL,          -- YYYY-MM-DD; billed monthly from this day
    end_date       TEXT,                   -- last day covered; NULL while Active
    status         TEXT NOT NULL,          -- Active, Lapsed (payments stopped), Cancelled (gave notice)
    monthly_fee    REAL NOT NULL,          -- the fee agreed at the start; members keep it while they stay
    shelf_number   INTEGER,                -- NULL unless the plan includes a shelf
    cancel_reason  TEXT                    -- NULL unless Cancelled, and not always then
);
CREATE TABLE courses (
    course_id    INTEGER PRIMARY KEY,
    course_type  TEXT NOT NULL,            -- Taster Session, Wheel Throwing Course, Hand Building Course
    tutor_id     INTEGER NOT NULL REFERENCES staff(staff_id),   -- the tutor it was advertised with
    start_date   TEXT NOT NULL,            -- YYYY-MM-DD of the first (or only) session
    start_time   TEXT NOT NULL,            -- HH:MM
    sessions     INTEGER NOT NULL,         -- 1 for a taster, 6 for a course (one a week)
    capacity     INTEGER NOT NULL,         -- places: 8 on the wheels, 10 at the hand-building tables
    price        REAL NOT NULL,            -- price of a place (the price list on its start date)
    status       TEXT NOT NULL             -- Completed, Running, Upcoming, Cancelled (too few bookings)
);
CREATE TABLE course_sessions (
    session_id    INTEGER PRIMARY KEY,
    course_id     INTEGER NOT NULL REFERENCES courses(course_id),
    session_no    INTEGER NOT NULL,        -- 1 to 6
    session_date  TEXT NOT NULL,           -- YYYY-MM-DD
    tutor_id      INTEGER NOT NULL REFERENCES staff(staff_id)   -- who taught it (a cover tutor now and then)
);
CREATE TABLE bookings (
    booking_id      INTEGER PRIMARY KEY,
    course_id       INTEGER NOT NULL REFERENCES courses(course_id),
    customer_id     INTEGER NOT NULL REFERENCES customers(customer_id),
    booked_on       TEXT NOT NULL,         -- YYYY-MM-DD
    amount_paid     REAL NOT NULL,         -- what the place was paid for (members get 10% off courses)
    payment_method  TEXT NOT NULL,         -- Card, Cash, Gift Voucher
    status          TEXT NOT NULL          -- Attended, No-Show, Cancelled (late: no refund), Refunded, Booked
);
CREATE TABLE firings (
    firing_id    INTEGER PRIMARY KEY,
    kiln         TEXT NOT NULL,            -- Big Kiln, Middle Kiln, Test Kiln
    firing_type  TEXT NOT NULL,            -- Bisque or Glaze
    fired_on     TEXT NOT NULL,            -- YYYY-MM-DD the firing started
    top_temp_c   INTEGER NOT NULL,         -- peak temperature reached
    load_kg      REAL NOT NULL,            -- weight of the pieces packed in
    cost         REAL NOT NULL,            -- electricity for the firing, at that day's tariff
    fired_by     INTEGER REFERENCES staff(staff_id)   -- who loaded and fired it; NULL when not written down
);
CREATE TABLE pieces (
    piece_id          INTEGER PRIMARY KEY,
    customer_id       INTEGER NOT NULL REFERENCES customers(customer_id),
    course_id         INTEGER REFERENCES courses(course_id),   -- NULL for members' own work
    made_on           TEXT NOT NULL,       -- YYYY-MM-DD
    clay_body         TEXT NOT NULL,       -- Buff Stoneware, Grogged Stoneware, Porcelain, Red Stoneware
    weight_kg         REAL NOT NULL,       -- dry weight when it went in for bisque
    glaze             TEXT,                -- NULL when left unglazed or not glazed yet
    bisque_firing_id  INTEGER REFERENCES firings(firing_id),   -- NULL until bisque fired
    glaze_firing_id   INTEGER REFERENCES firings(firing_id),   -- NULL until glaze fired (or never glazed)
    status            TEXT NOT NULL,       -- In Progress, Ready To Collect, Collected, Cracked, Glaze Fault
    firing_fee        REAL,                -- members pay per kg when a piece is bisque fired; NULL for students
    collected_on      TEXT                 -- NULL until collected
);
CREATE TABLE shop_sales (
    sale_id         INTEGER PRIMARY KEY,
    sold_on         TEXT NOT NULL,         -- YYYY-MM-DD
    customer_id     INTEGER REFERENCES customers(customer_id),   -- NULL for walk-ins we did not note
    category        TEXT NOT NULL,         -- Clay, Glaze, Tools, Gift Voucher
    item            TEXT NOT NULL,
    quantity        REAL NOT NULL,         -- bags, kg or items, see unit
    unit            TEXT NOT NULL,         -- bag, kg, each
    unit_price      REAL NOT NULL,         -- the shelf price that day
    total           REAL NOT NULL,
    payment_method  TEXT NOT NULL          -- Card or Cash
);
CREATE TABLE parties (
    party_id         INTEGER PRIMARY KEY,
    customer_id      INTEGER NOT NULL REFERENCES customers(customer_id),   -- the organiser
    party_type       TEXT NOT NULL,        -- Hen Party, Team Event, Birthday, Christmas Party
    party_date       TEXT NOT NULL,        -- YYYY-MM-DD
    group_size       INTEGER NOT NULL,     -- places booked
    price_per_head   REAL NOT NULL,
    deposit          REAL NOT NULL,        -- asked for on booking; kept if the party is cancelled
    deposit_paid_on  TEXT,                 -- NULL while the deposit is still owed
    status           TEXT NOT NULL,        -- Confirmed, Completed, Cancelled
    total_charged    REAL,                 -- the whole bill, deposit included; NULL unless Completed
    tutor_id         INTEGER REFERENCES staff(staff_id)   -- NULL until a tutor is put on it
);
CREATE INDEX idx_memberships_customer ON memberships(customer_id);
CREATE INDEX idx_sessions_course ON course_sessions(course_id);
CREATE INDEX idx_bookings_course ON bookings(course_id);
CREATE INDEX idx_bookings_customer ON bookings(customer_id);
CREATE INDEX idx_pieces_customer ON pieces(customer_id);
CREATE INDEX idx_pieces_bisque ON pieces(bisque_firing_id);
CREATE INDEX idx_pieces_glaze ON pieces(glaze_firing_id);
CREATE INDEX idx_shop_sales_customer ON shop_sales(customer_id);
"""

OPENED = date(2023, 6, 3)  # the studio opened its doors on a Saturday
TODAY = date(2025, 11, 14)  # a Friday: the last day in the data

# first, last, role, hired, left, session rate (tutors), tutor weight (who is put on courses)
STAFF = [
    ("Harriet", "Coombe", "Owner", "2023-06-03", None, None, 2),
    ("Dylan", "Price", "Studio Manager", "2023-06-03", None, None, 0),
    ("Mei", "Tanaka", "Tutor", "2023-06-03", None, 55.0, 5),
    ("Owen", "Pritchard", "Tutor", "2023-06-03", "2024-08-30", 50.0, 4),
    ("Saskia", "Brennan", "Tutor", "2023-09-04", None, 52.0, 4),
    ("Ravi", "Chauhan", "Tutor", "2024-09-02", None, 50.0, 4),
    ("Lotte", "Vermeer", "Tutor", "2025-02-03", None, 48.0, 3),
    ("Gareth", "Bowen", "Kiln Technician", "2023-06-03", "2025-03-28", None, 0),
    ("Nia", "Lloyd", "Kiln Technician", "2025-03-17", None, None, 0),
    ("Pauline", "Ashby", "Bookkeeper", "2023-06-03", None, None, 0),
    ("Ffion", "Rees", "Front Desk", "2023-07-10", None, None, 0),
]
OWNER_TUTORS = ("Owner", "Tutor")  # Harriet teaches too, but is paid as the owner (no session rate)
COVER_RATE = 0.07  # sessions taught by someone other than the advertised tutor

FIRST_NAMES = [
    "Amelia", "Olivia", "Isla", "Ava", "Emily", "Sophie", "Grace", "Chloe", "Ella", "Lucy", "Hannah", "Megan",
    "Rosie", "Freya", "Imogen", "Jess", "Laura", "Kate", "Rachel", "Sarah", "Claire", "Helen", "Nina", "Priya",
    "Aisha", "Zara", "Leah", "Holly", "Beth", "Anna", "Tom", "James", "Ollie", "Jack", "Sam", "Ben", "Dan", "Matt",
    "Luke", "Josh", "Rhys", "Owain", "Gethin", "Arjun", "Omar", "Chris", "Mark", "Paul", "Simon", "Pete", "Will",
    "Alex", "Jo", "Charlie", "Frankie", "Robin",
]
LAST_NAMES = [
    "Jones", "Williams", "Davies", "Evans", "Thomas", "Roberts", "Hughes", "Lewis", "Morgan", "Griffiths", "Edwards",
    "Smith", "Taylor", "Brown", "Wilson", "Walker", "Wright", "Clarke", "Hall", "Green", "Wood", "Harris", "Martin",
    "Cooper", "King", "Baker", "Patel", "Khan", "Ahmed", "Singh", "Nowak", "Kowalski", "Murphy", "Kelly", "Reid",
    "Fraser", "Campbell", "Bennett", "Shaw", "Palmer", "Lloyd", "Owen", "Jenkins", "Powell", "Rees", "Parry",
]
EMAIL_DOMAINS = ["mailbox.test", "inbox.test", "postly.test", "example.net", "webmail.test"]
TOWNS = [("Cardiff", 40), ("Penarth", 14), ("Barry", 8), ("Caerphilly", 7), ("Pontypridd", 5), ("Newport", 6),
         ("Cowbridge", 4), ("Bristol", 3)]
HEARD_FROM = [("Instagram", 34), ("Friend", 28), ("Google", 20), ("Gift Voucher", 10), ("Walking Past", 8)]
NO_EMAIL_RATE = 0.06
NO_PHONE_RATE = 0.2
NO_TOWN_RATE = 0.12
NO_HEARD_RATE = 0.3

GROWTH = {2023: 0.8, 2024: 1.0, 2025: 1.12}  # word of mouth: demand of each year against 2024
CLOSED = ((12, 24), (1, 2))  # shut from Christmas Eve to 2 January: no sessions, firings or sales

# relative demand by month, January first: courses fill in autumn and winter, summers are quiet
COURSE_DEMAND = [1.15, 1.1, 1.0, 0.85, 0.7, 0.55, 0.45, 0.45, 0.95, 1.2, 1.25, 0.9]
MEMBER_JOINS = [1.3, 1.0, 0.9, 0.8, 0.6, 0.5, 0.4, 0.5, 1.3, 1.4, 1.1, 0.5]  # new members a month, relative
MAKING = [1.1, 1.1, 1.05, 1.0, 0.9, 0.75, 0.6, 0.6, 1.0, 1.15, 1.2, 0.85]  # how much members make, by month

# course type: sessions, capacity, pieces per attendee (low, high), piece weight in kg (mu, sigma of the log)
COURSE_TYPES = {
    "Taster Session": (1, 8, (1, 2), (-0.7, 0.35)),
    "Wheel Throwing Course": (6, 8, (4, 9), (-0.35, 0.4)),
    "Hand Building Course": (6, 10, (3, 6), (-0.2, 0.45)),
}
# a place's price from a date: (from, taster, wheel course, hand-building course)
COURSE_PRICES = [
    (date(2023, 6, 1), 45.0, 240.0, 210.0),
    (date(2024, 4, 1), 49.0, 260.0, 225.0),
    (date(2025, 4, 1), 55.0, 285.0, 245.0),
]
# weekly taster slots: (weekday, time, months it runs: None for all year)
TASTER_SLOTS = [
    (4, "18:30", None), (5, "10:00", None), (5, "14:00", None), (6, "10:30", None),
    (3, "18:30", (10, 11, 12, 1, 2, 3)), (6, "14:30", (10, 11, 12, 1, 2, 3)),
]
# six-week course slots: (course type, weekday, time)
COURSE_SLOTS = [
    ("Wheel Throwing Course", 1, "18:30"), ("Wheel Throwing Course", 2, "18:30"),
    ("Hand Building Course", 3, "10:00"), ("Wheel Throwing Course", 5, "10:30"),
]
TERM_STARTS = [(1, 6), (2, 24), (4, 21), (6, 9), (9, 8), (10, 27)]  # (month, about which day) a block begins
SUMMER_TERM_SLOTS = 2  # only the first two course slots run the June block
TASTER_FILL = 6.4  # expected bookings for a taster in a month of demand 1.0 (capacity 8)
COURSE_FILL = 7.8  # the same for a six-week course
MIN_TO_RUN = 3  # a course or taster with fewer bookings is called off and everyone refunded
BOOKING_STATUS = [("Attended", 86), ("No-Show", 5), ("Cancelled", 3), ("Refunded", 6)]
COURSE_NO_SHOW = [("Attended", 92), ("No-Show", 2), ("Cancelled", 2), ("Refunded", 4)]
LEAD_DAYS = {"Taster Session": (1, 45), "Wheel Throwing Course": (5, 80), "Hand Building Course": (5, 70)}
VOUCHER_PAY = [0.35, 0.3, 0.22, 0.12, 0.08, 0.05, 0.05, 0.05, 0.04, 0.04, 0.04, 0.05]  # by month of booking
CASH_RATE = 0.04
MEMBER_DISCOUNT = 0.9
STUDENT_JOINS = 0.05  # course students who go on to join as members

# plan, weight, (from, monthly fee) the fee rises
PLANS = {
    "Open Access": (50, [(date(2023, 6, 1), 65.0), (date(2024, 9, 1), 70.0), (date(2025, 9, 1), 75.0)]),
    "Open Access + Shelf": (30, [(date(2023, 6, 1), 85.0), (date(2024, 9, 1), 90.0), (date(2025, 9, 1), 95.0)]),
    "Off-Peak": (20, [(date(2023, 6, 1), 45.0), (date(2024, 9, 1), 48.0), (date(2025, 9, 1), 50.0)]),
}
SHELVES = 48  # numbered shelves in the members' room
FOUNDING_MEMBERS = 22
NEW_MEMBERS_A_MONTH = 2.6
MONTHLY_LEAVE_RATE = 0.05
LAPSE_SHARE = 0.4  # of those who leave, payments simply stop; the rest give notice
REJOIN_RATE = 0.15
CANCEL_REASONS = [("Moving Away", 3), ("Cost", 4), ("Not Enough Time", 5), ("Bought Own Wheel", 1), (None, 4)]
PIECES_A_MONTH = {"Open Access": 7.0, "Open Access + Shelf": 9.0, "Off-Peak": 4.5}
QUIET_MEMBER_RATE = 0.15  # members who pay but hardly come in
QUIET_MAKING = (0.03, 0.25)  # their making rate against a usual member's
MEMBER_WEIGHT = (-0.1, 0.55)  # log-normal mu, sigma of a member's piece in kg

CLAY_BODIES = [("Buff Stoneware", 45), ("Grogged Stoneware", 25), ("Red Stoneware", 18), ("Porcelain", 12)]
GLAZES = [
    ("Celadon", 12), ("Tenmoku", 10), ("Shino", 7), ("Chun Blue", 9), ("Honey Amber", 8), ("Satin White", 14),
    ("Oatmeal", 9), ("Speckled Cream", 10), ("Copper Red", 4), ("Floating Blue", 9), ("Matt Black", 6), ("Clear", 12),
]
GLAZE_AFFINITY = {  # how much likelier a glaze is on a clay body than its overall weight says
    "Porcelain": {"Celadon": 3.0, "Clear": 2.0, "Chun Blue": 1.5, "Tenmoku": 0.3, "Oatmeal": 0.3},
    "Red Stoneware": {"Honey Amber": 3.0, "Shino": 2.5, "Tenmoku": 1.8, "Satin White": 0.5, "Celadon": 0.4},
    "Grogged Stoneware": {"Oatmeal": 2.2, "Speckled Cream": 1.6, "Matt Black": 1.5},
}
UNGLAZED_RATE = 0.06  # pieces left as bisque (planters, sculptures)
DRY_DAYS = (6, 14)  # from making to bisque-ready
GLAZE_DAYS = (3, 24)  # from bisque to glazed and back on the glaze shelf
CRACK_BISQUE = {"Porcelain": 0.06, "Buff Stoneware": 0.025, "Grogged Stoneware": 0.015, "Red Stoneware": 0.03}
STUDENT_CRACK = 1.8  # beginners' pieces crack more
CRACK_GLAZE = 0.015
GLAZE_FAULT = {"Copper Red": 0.08, "Floating Blue": 0.05}  # the temperamental ones; others 0.02
OTHER_GLAZE_FAULT = 0.02
COLLECT_DAYS = {"member": (1, 21), "student": (4, 75)}
NEVER_COLLECTED = {"member": 0.02, "student": 0.12}
FIRING_FEE_PER_KG = [(date(2023, 6, 1), 3.5), (date(2024, 9, 1), 4.0)]

# kiln, capacity kg, kWh per (bisque, glaze) firing at full load
KILNS = [("Big Kiln", 70.0, (95.0, 125.0)), ("Middle Kiln", 32.0, (48.0, 62.0)), ("Test Kiln", 6.0, (11.0, 14.0))]
BIG_KILN_DOWN = (date(2025, 1, 13), date(2025, 2, 16))  # burnt-out elements: no Big Kiln firings in between
TOP_TEMP = {"Bisque": (995, 1005), "Glaze": (1235, 1265)}
FIRING_DAYS = {"Bisque": (0, 2, 4), "Glaze": (1, 3, 5)}  # bisque Mon, Wed, Fri; glaze Tue, Thu, Sat
TARIFF = [  # electricity in GBP per kWh from a date
    (date(2023, 6, 1), 0.34), (date(2023, 10, 1), 0.31), (date(2024, 4, 1), 0.27), (date(2024, 10, 1), 0.25),
    (date(2025, 4, 1), 0.27),
]
UNRECORDED_FIRER = 0.04
TEST_KILN_RATE = 0.08  # of firing days, a small test firing for glaze trials and urgent pieces

# shop items: category, item, unit, (from, price) changes, weight of demand
SHOP_ITEMS = [
    ("Clay", "Buff Stoneware 12.5kg", "bag", [(date(2023, 6, 1), 18.5), (date(2024, 4, 1), 19.5),
                                               (date(2025, 4, 1), 21.0)], 30),
    ("Clay", "Grogged Stoneware 12.5kg", "bag", [(date(2023, 6, 1), 19.5), (date(2024, 4, 1), 20.5),
                                                  (date(2025, 4, 1), 22.0)], 16),
    ("Clay", "Red Stoneware 12.5kg", "bag", [(date(2023, 6, 1), 20.0), (date(2024, 4, 1), 21.0),
                                              (date(2025, 4, 1), 22.5)], 12),
    ("Clay", "Porcelain 10kg", "bag", [(date(2023, 6, 1), 28.0), (date(2024, 4, 1), 30.0),
                                        (date(2025, 4, 1), 33.0)], 8),
    ("Glaze", "Celadon Powder", "kg", [(date(2023, 6, 1), 14.0), (date(2025, 4, 1), 15.5)], 5),
    ("Glaze", "Tenmoku Powder", "kg", [(date(2023, 6, 1), 12.5), (date(2025, 4, 1), 13.5)], 4),
    ("Glaze", "Satin White Powder", "kg", [(date(2023, 6, 1), 11.0), (date(2025, 4, 1), 12.0)], 6),
    ("Glaze", "Chun Blue Powder", "kg", [(date(2023, 6, 1), 16.0), (date(2025, 4, 1), 17.5)], 3),
    ("Glaze", "Brush-On Glaze Jar", "each", [(date(2023, 6, 1), 9.5), (date(2024, 4, 1), 10.5)], 7),
    ("Tools", "Beginner Tool Kit", "each", [(date(2023, 6, 1), 12.0), (date(2024, 9, 1), 14.0)], 8),
    ("Tools", "Trimming Tool", "each", [(date(2023, 6, 1), 7.5)], 5),
    ("Tools", "Apron", "each", [(date(2023, 6, 1), 18.0), (date(2025, 4, 1), 20.0)], 3),
    ("Gift Voucher", "Taster Voucher", "each", None, 0),  # priced as a taster place that day
    ("Gift Voucher", "Course Voucher", "each", None, 0),  # priced as a wheel-throwing place that day
    ("Gift Voucher", "Gift Voucher £25", "each", [(date(2023, 6, 1), 25.0)], 0),
]
MEMBER_SHOP_VISITS = 1.3  # purchases an active member makes a month
WALK_IN_SALES = 0.6  # walk-in sales a day (clay and tools)
WALK_IN_UNNOTED = 0.55  # walk-in sales with no customer noted
VOUCHER_A_DAY = [0.6, 0.3, 0.9, 0.3, 0.3, 0.35, 0.3, 0.3, 0.35, 0.5, 1.6, 5.5]  # by month: Christmas is the season
VOUCHER_KIND = [("Taster Voucher", 60), ("Course Voucher", 15), ("Gift Voucher £25", 25)]
CASH_SALE_RATE = 0.12

# party type, weight, months (weights by month), weekdays allowed, group size range, price per head (from, price)
PARTY_TYPES = [
    ("Hen Party", 40, [0.3, 0.5, 0.8, 1.2, 1.5, 1.6, 1.5, 1.4, 1.2, 0.8, 0.4, 0.2], (4, 5), (6, 14),
     [(date(2023, 6, 1), 42.0), (date(2024, 4, 1), 45.0), (date(2025, 4, 1), 48.0)]),
    ("Team Event", 28, [0.8, 1.0, 1.1, 1.0, 1.0, 1.2, 0.9, 0.4, 1.0, 1.1, 0.9, 0.3], (1, 2, 3), (8, 20),
     [(date(2023, 6, 1), 48.0), (date(2024, 4, 1), 52.0), (date(2025, 4, 1), 55.0)]),
    ("Birthday", 20, [1.0] * 12, (5, 6), (5, 12),
     [(date(2023, 6, 1), 38.0), (date(2024, 4, 1), 40.0), (date(2025, 4, 1), 42.0)]),
    ("Christmas Party", 12, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1.5, 4.0], (1, 2, 3, 4), (10, 24),
     [(date(2023, 6, 1), 50.0), (date(2024, 4, 1), 54.0), (date(2025, 4, 1), 58.0)]),
]
PARTIES_A_MONTH = 5.0
DEPOSIT_SHARE = 0.25  # of the booked price, rounded to the pound
PARTY_CANCEL_RATE = 0.08
DEPOSIT_UNPAID_RATE = 0.2  # of upcoming parties, deposit not yet paid
CANCELLED_UNPAID_RATE = 0.5  # cancelled before the deposit came in
HEADCOUNT_CHANGE = (-3, 2)  # the final headcount against the booking
PARTY_LEAD_DAYS = (10, 90)
UNASSIGNED_TUTOR_RATE = 0.5  # of upcoming parties
