"""The ``climbing_gym`` database's title, schema (DDL), and the vocabularies, weights and rates its generator draws
from (``generator.py``)."""

from datetime import date

TITLE = "The Crag Room climbing centre: climbers, memberships, passes, check-ins, courses, routes and the café"

SCHEMA = """
CREATE TABLE staff (
    staff_id     INTEGER PRIMARY KEY,
    first_name   TEXT NOT NULL,
    last_name    TEXT NOT NULL,
    role         TEXT NOT NULL,            -- General Manager, Duty Manager, Head Setter, Route Setter, Instructor,
                                           -- Receptionist, Café Assistant, Bookkeeper
    hired_on     TEXT NOT NULL,            -- YYYY-MM-DD
    left_on      TEXT                      -- NULL while still employed
);
CREATE TABLE climbers (
    climber_id     INTEGER PRIMARY KEY,
    first_name     TEXT NOT NULL,
    last_name      TEXT NOT NULL,
    email          TEXT,                   -- NULL when none was given
    phone          TEXT,                   -- NULL when none was given
    birth_date     TEXT,                   -- YYYY-MM-DD; NULL when not given on the waiver
    area           TEXT,                   -- part of Leeds they live in; NULL when not given
    registered_on  TEXT NOT NULL           -- the day they signed the waiver (first visit, course or membership)
);
CREATE TABLE memberships (
    membership_id  INTEGER PRIMARY KEY,
    climber_id     INTEGER NOT NULL REFERENCES climbers(climber_id),   -- the account holder
    plan           TEXT NOT NULL,          -- Adult, Student, Off-Peak (weekdays before 4pm), Family
    start_date     TEXT NOT NULL,          -- YYYY-MM-DD
    monthly_fee    REAL NOT NULL,          -- locked at the plan's price on the day they joined
    status         TEXT NOT NULL,          -- Active, Paused, Cancelled
    paused_from    TEXT,                   -- first day of a pause (a membership may pause once); else NULL
    paused_until   TEXT,                   -- last day of that pause (may be after today)
    pause_reason   TEXT,                   -- Injury, Travel, Exams, Other; NULL when none was given
    cancelled_on   TEXT,                   -- last day of membership; NULL unless Cancelled
    cancel_reason  TEXT                    -- Moving Away, Cost, Injury, Not Using It, Other; often NULL
);
CREATE TABLE membership_payments (
    payment_id     INTEGER PRIMARY KEY,
    membership_id  INTEGER NOT NULL REFERENCES memberships(membership_id),
    paid_on        TEXT NOT NULL,          -- YYYY-MM-DD, the direct debit date
    amount         REAL NOT NULL,
    status         TEXT NOT NULL           -- Paid or Failed (a bounced direct debit)
);
CREATE TABLE passes (
    pass_id          INTEGER PRIMARY KEY,
    climber_id       INTEGER NOT NULL REFERENCES climbers(climber_id),
    pass_type        TEXT NOT NULL,        -- Day Pass, Concession Day Pass, 10-Visit Card
    sold_at          TEXT NOT NULL,        -- YYYY-MM-DD HH:MM
    price            REAL NOT NULL,        -- what was paid
    visits_included  INTEGER NOT NULL,     -- 1 for a day pass, 10 for a card
    expires_on       TEXT                  -- YYYY-MM-DD for 10-visit cards (a year on); NULL for day passes
);
CREATE TABLE check_ins (
    check_in_id    INTEGER PRIMARY KEY,
    climber_id     INTEGER NOT NULL REFERENCES climbers(climber_id),
    checked_in_at  TEXT NOT NULL,          -- YYYY-MM-DD HH:MM
    entry_type     TEXT NOT NULL,          -- Membership, Day Pass, 10-Visit Card
    membership_id  INTEGER REFERENCES memberships(membership_id),   -- NULL unless entry_type is Membership
    pass_id        INTEGER REFERENCES passes(pass_id)               -- NULL for members
);
CREATE TABLE course_sessions (
    session_id      INTEGER PRIMARY KEY,
    course          TEXT NOT NULL,         -- Intro to Bouldering, Top Rope Induction, Learn to Lead,
                                           -- Technique Clinic, Kids Club
    level           TEXT NOT NULL,         -- Beginner, Intermediate, Kids
    instructor_id   INTEGER REFERENCES staff(staff_id),   -- NULL while not yet assigned
    starts_at       TEXT NOT NULL,         -- YYYY-MM-DD HH:MM
    duration_hours  REAL NOT NULL,
    places          INTEGER NOT NULL,      -- most climbers the session takes
    status          TEXT NOT NULL          -- Ran, Cancelled, Scheduled
);
CREATE TABLE bookings (
    booking_id  INTEGER PRIMARY KEY,
    session_id  INTEGER NOT NULL REFERENCES course_sessions(session_id),
    climber_id  INTEGER NOT NULL REFERENCES climbers(climber_id),
    booked_on   TEXT NOT NULL,             -- YYYY-MM-DD
    price_paid  REAL NOT NULL,             -- the course price when booked; refunded in full if Cancelled
    status      TEXT NOT NULL              -- Attended, No Show, Cancelled, Booked
);
CREATE TABLE routes (
    route_id     INTEGER PRIMARY KEY,      -- boulder problems and roped routes alike
    wall         TEXT NOT NULL,            -- The Slab, The Wave, The Cave, Lead Wall North, ...
    section      TEXT NOT NULL,            -- Main Boulder Hall, The Cave, Kids Zone, Rope Hall, Training Room
    style        TEXT NOT NULL,            -- Boulder, Top Rope, Lead
    setter_id    INTEGER REFERENCES staff(staff_id),   -- NULL when not recorded
    grade        TEXT NOT NULL,            -- V0-V8 on boulder walls, French 4-7b on ropes
    hold_colour  TEXT NOT NULL,
    name         TEXT,                     -- setters name a few; NULL for most
    set_on       TEXT NOT NULL,            -- YYYY-MM-DD
    stripped_on  TEXT                      -- YYYY-MM-DD it came down; NULL while still up
);
CREATE TABLE sales (
    sale_id         INTEGER PRIMARY KEY,   -- one line of a till receipt
    sold_at         TEXT NOT NULL,         -- YYYY-MM-DD HH:MM
    item            TEXT NOT NULL,         -- Flat White, Flapjack, Chalk Ball, Shoe Hire, ...
    category        TEXT NOT NULL,         -- Café, Shop, Hire
    quantity        INTEGER NOT NULL,
    unit_price      REAL NOT NULL,         -- the price that day
    discount        REAL NOT NULL,         -- share off: 0.1 for members in the shop, else 0
    total           REAL NOT NULL,         -- quantity * unit_price * (1 - discount), rounded
    payment_method  TEXT NOT NULL,         -- Card or Cash
    climber_id      INTEGER REFERENCES climbers(climber_id),   -- NULL when the customer wasn't scanned
    staff_id        INTEGER REFERENCES staff(staff_id)         -- who served; NULL when not noted
);
CREATE INDEX idx_memberships_climber ON memberships(climber_id);
CREATE INDEX idx_payments_membership ON membership_payments(membership_id);
CREATE INDEX idx_check_ins_climber ON check_ins(climber_id);
CREATE INDEX idx_check_ins_time ON check_ins(checked_in_at);
CREATE INDEX idx_bookings_session ON bookings(session_id);
CREATE INDEX idx_routes_setter ON routes(setter_id);
"""

OPENED = date(2023, 5, 1)  # grand opening
TODAY = date(2025, 10, 31)  # the last day in the data
SCHEDULE_AHEAD = 21  # days of course sessions already on the calendar after today
# prices are indexed by period: before the first rise, between the rises, after the second
PRICE_RISES = [date(2024, 1, 1), date(2025, 1, 1)]

# name, monthly fee at each period (Off-Peak is weekdays before 4pm; a Family's account holder checks in for all)
PLANS = [("Adult", (48.0, 50.0, 54.0)), ("Student", (38.0, 40.0, 42.0)), ("Off-Peak", (34.0, 36.0, 38.0)),
         ("Family", (95.0, 99.0, 105.0))]
PLAN_WEIGHTS = [55, 17, 15, 13]
STUDENT_TERM_BOOST = 2.5  # September-October joiners pick Student this much more often
FOUNDING_MEMBERS = 110  # joined in the first fortnight
JOINS_PER_DAY = 0.45  # base rate of new memberships, before seasonality
# relative demand by month (January resolutions, autumn back-to-indoors)
JOIN_MONTH = [1.6, 1.2, 1.0, 0.8, 0.7, 0.6, 0.6, 0.7, 1.3, 1.4, 1.2, 0.7]
CANCEL_PER_MONTH = 0.045  # monthly chance a member cancels, before seasonality
CANCEL_MONTH = [0.8, 0.9, 1.0, 1.3, 1.5, 1.6, 1.5, 1.3, 0.8, 0.7, 0.7, 0.9]  # summer outdoors season
STUDENT_JUNE_CANCEL = 0.3  # students leave at the end of the academic year
CANCEL_REASONS = [("Moving Away", 3), ("Cost", 4), ("Injury", 2), ("Not Using It", 4), ("Other", 1)]
NO_CANCEL_REASON = 0.4
PAUSE_PER_MONTH = 0.018  # a membership pauses at most once
PAUSE_MONTHS = (1, 3)
PAUSE_REASONS = [("Injury", 5), ("Travel", 4), ("Exams", 2), ("Other", 1)]
NO_PAUSE_REASON = 0.25
CANCEL_AFTER_PAUSE = 0.2  # pauses that end in a cancellation instead
REJOIN_RATE = 0.12  # cancelled members who come back
REJOIN_DAYS = (45, 420)
FAILED_DEBIT_RATE = 0.02
VISITS_PER_WEEK = (-0.05, 0.55)  # log-normal mu, sigma of a member's usual visits a week
FAMILY_VISITS = 1.4  # a family's account holder brings the household along
MAX_VISITS_PER_WEEK = 4.0  # even the keenest regular rests some days

# relative check-in demand by month and by weekday (Monday first)
VISIT_MONTH = [1.3, 1.3, 1.15, 1.0, 0.85, 0.75, 0.7, 0.75, 0.95, 1.1, 1.2, 1.05]
VISIT_WEEKDAY = [1.1, 1.2, 1.15, 1.15, 0.8, 1.0, 0.9]
CASUAL_WEEKDAY = [0.7, 0.7, 0.7, 0.8, 1.0, 2.3, 2.0]
# opening hours: weekdays 10:00-22:00, weekends 09:00-20:00; relative arrivals by hour
WEEKDAY_HOURS = {10: 1.0, 11: 1.0, 12: 1.6, 13: 1.4, 14: 1.0, 15: 1.0, 16: 1.6, 17: 3.2, 18: 5.0, 19: 4.6, 20: 2.6,
                 21: 0.8}
WEEKEND_HOURS = {9: 1.5, 10: 3.5, 11: 4.5, 12: 4.5, 13: 4.5, 14: 4.5, 15: 3.5, 16: 2.5, 17: 1.6, 18: 0.8, 19: 0.3}
OFF_PEAK_HOURS = {10: 2.0, 11: 2.0, 12: 2.6, 13: 2.2, 14: 1.6, 15: 1.2}
CLOSING = {"weekday": 22 * 60, "weekend": 20 * 60}  # minutes after midnight

# pass type, price at each period, visits included
PASS_TYPES = [
    ("Day Pass", (13.5, 14.0, 15.0), 1),
    ("Concession Day Pass", (11.0, 11.5, 12.0), 1),
    ("10-Visit Card", (115.0, 120.0, 130.0), 10),
]
DAY_PASSES_PER_DAY = 7.0  # before seasonality and weekday
CONCESSION_SHARE = 0.3
REPEAT_CASUAL = 0.35  # day passes bought by someone who has been before
CARDS_PER_DAY = 0.55
CARD_GAP_DAYS = 8.0  # mean days between a card holder's visits
CARD_ABANDON = 0.15  # cards never used up
CARD_VALID_DAYS = 365
CASUAL_JOINS = 0.05  # day-pass first-timers who take out a membership within a month

# name, level, hours, places, price at each period, weekly slots (weekday Monday=0, "HH:MM"), every n weeks
COURSES = [
    ("Intro to Bouldering", "Beginner", 1.5, 8, (30.0, 32.0, 35.0), [(5, "10:00"), (2, "18:30")], 1),
    ("Top Rope Induction", "Beginner", 1.5, 6, (25.0, 25.0, 28.0), [(6, "11:00"), (1, "19:00")], 1),
    ("Learn to Lead", "Intermediate", 3.0, 4, (95.0, 99.0, 110.0), [(5, "14:00")], 2),
    ("Technique Clinic", "Intermediate", 2.0, 10, (18.0, 20.0, 22.0), [(0, "19:00")], 2),
    ("Kids Club", "Kids", 1.0, 10, (10.0, 11.0, 12.0), [(5, "14:00"), (6, "14:00")], 1),
]
COURSE_FILL = 0.72  # mean share of places taken, before seasonality
SESSION_CANCEL_RATE = 0.04
BOOKING_OUTCOMES = [("Attended", 88), ("No Show", 5), ("Cancelled", 7)]
INTRO_JOINS = 0.22  # beginners who take out a membership after their course
KIDS_REGULARS = 0.65  # Kids Club places taken by a child who has been before
KIDS_POOL = 45  # the regulars are among the children who first came most recently
UNASSIGNED_FUTURE = 0.3  # scheduled sessions with no instructor yet

# name, section, style, reset every n weeks (0: set once at opening)
WALLS = [
    ("The Slab", "Main Boulder Hall", "Boulder", 6),
    ("The Wave", "Main Boulder Hall", "Boulder", 5),
    ("The Prow", "Main Boulder Hall", "Boulder", 5),
    ("Comp Wall", "Main Boulder Hall", "Boulder", 4),
    ("The Cave", "The Cave", "Boulder", 5),
    ("Cave Back Wall", "The Cave", "Boulder", 6),
    ("Kids Wall", "Kids Zone", "Boulder", 8),
    ("Auto-Belay Wall", "Rope Hall", "Top Rope", 10),
    ("Top Rope Slab", "Rope Hall", "Top Rope", 9),
    ("Lead Wall North", "Rope Hall", "Lead", 8),
    ("Lead Wall South", "Rope Hall", "Lead", 8),
    ("Training Board", "Training Room", "Boulder", 0),
]
BOARD_RESET = date(2025, 2, 11)  # the training board was reset once, when the new holds came
ROUTES_PER_RESET = {"Boulder": (10, 16), "Top Rope": (6, 9), "Lead": (6, 9), "Kids": (8, 12)}
BOULDER_GRADES = [("V0", 8), ("V1", 13), ("V2", 16), ("V3", 16), ("V4", 13), ("V5", 10), ("V6", 7), ("V7", 4),
                  ("V8", 2)]
KIDS_GRADES = [("V0", 5), ("V1", 4), ("V2", 2)]
BOARD_GRADES = [("V3", 3), ("V4", 5), ("V5", 6), ("V6", 5), ("V7", 4), ("V8", 2)]
ROPE_GRADES = [("4", 4), ("5a", 6), ("5b", 8), ("5c", 9), ("6a", 10), ("6a+", 9), ("6b", 8), ("6b+", 6), ("6c", 5),
               ("7a", 3), ("7a+", 2), ("7b", 1)]
HOLD_COLOURS = ["Yellow", "Green", "Blue", "Red", "Black", "White", "Purple", "Orange", "Pink", "Teal"]
NAMED_ROUTE_RATE = 0.3
ROUTE_WORDS_A = ["Crimp", "Slopey", "Dyno", "Heel", "Pinch", "Mantel", "Sloper", "Pocket", "Gaston", "Undercling",
                 "Toe", "Jug", "Sidepull", "Knee", "Flag"]
ROUTE_WORDS_B = ["Dreams", "Nightmare", "Party", "Therapy", "Express", "Disco", "Monday", "Problem", "Parade",
                 "Theory", "Attack", "Shuffle", "Hero", "Magic", "Panic"]
UNRECORDED_SETTER = 0.04
EARLY_STRIP_RATE = 0.02  # problems taken down before the reset (a spun hold, a bad landing)
SETTING_ROLES = ("Head Setter", "Route Setter")

# name, category, price at each period, on sale until (None: still sold)
PRODUCTS = [
    ("Flat White", "Café", (3.1, 3.2, 3.4), None),
    ("Latte", "Café", (3.2, 3.3, 3.5), None),
    ("Tea", "Café", (2.2, 2.3, 2.4), None),
    ("Hot Chocolate", "Café", (3.0, 3.1, 3.3), None),
    ("Flapjack", "Café", (2.5, 2.6, 2.8), None),
    ("Brownie", "Café", (2.8, 2.9, 3.1), None),
    ("Bagel", "Café", (4.5, 4.8, 5.0), None),
    ("Soup of the Day", "Café", (4.8, 5.0, 5.5), None),
    ("Protein Bar", "Café", (2.2, 2.3, 2.5), None),
    ("Bottled Water", "Café", (1.2, 1.2, 1.3), None),
    ("Kombucha", "Café", (3.5, 3.5, 3.5), date(2024, 6, 30)),
    ("Chalk Ball", "Shop", (4.0, 4.0, 4.5), None),
    ("Loose Chalk 250g", "Shop", (6.5, 6.5, 7.0), None),
    ("Finger Tape", "Shop", (3.5, 3.5, 3.75), None),
    ("Boulder Brush", "Shop", (5.0, 5.0, 5.5), None),
    ("Chalk Bag", "Shop", (18.0, 18.0, 20.0), None),
    ("Climbing Shoes", "Shop", (75.0, 75.0, 79.0), None),
    ("Shoe Hire", "Hire", (4.0, 4.0, 4.5), None),
    ("Harness Hire", "Hire", (3.0, 3.0, 3.0), None),
]
# relative demand for each café item by season (winter, summer): soup and hot chocolate are winter things
CAFE_WEIGHTS = {"Flat White": (10, 9), "Latte": (7, 6), "Tea": (6, 4), "Hot Chocolate": (5, 1.5), "Flapjack": (6, 6),
                "Brownie": (5, 5), "Bagel": (4, 4), "Soup of the Day": (4, 0.3), "Protein Bar": (5, 5),
                "Bottled Water": (3, 8), "Kombucha": (2, 3)}
SHOP_WEIGHTS = {"Chalk Ball": 8, "Loose Chalk 250g": 5, "Finger Tape": 7, "Boulder Brush": 4, "Chalk Bag": 2,
                "Climbing Shoes": 1}
CAFE_RATE = 0.28  # check-ins that buy from the café
SHOP_RATE = 0.035
SHOE_HIRE_FIRST = 0.75  # first-timers who hire shoes
SHOE_HIRE_CASUAL = 0.35
SHOE_HIRE_MEMBER = 0.01
WALK_IN_CAFE_PER_DAY = 2.5  # parents and passers-by
SECOND_ITEM_RATE = 0.3
DOUBLE_QUANTITY_RATE = 0.12
MEMBER_SHOP_DISCOUNT = 0.1
CASH_SHARE = (0.16, 0.06)  # share of cash at opening and today
UNSCANNED_CAFE = 0.45  # café sales to climbers who didn't give their name
UNNOTED_STAFF_RATE = 0.07
TILL_ROLES = ("Receptionist", "Café Assistant", "Duty Manager")
TILL_LOAD = {"Receptionist": 4, "Café Assistant": 5, "Duty Manager": 1}

# first, last, role, hired, left
STAFF = [
    ("Megan", "Shaw", "General Manager", "2023-02-01", None),
    ("Tom", "Whitaker", "Duty Manager", "2023-03-13", None),
    ("Priya", "Nair", "Duty Manager", "2023-04-03", "2024-08-30"),
    ("Callum", "Reid", "Duty Manager", "2024-08-19", None),
    ("Jess", "Okafor", "Head Setter", "2023-03-01", None),
    ("Dan", "Morley", "Route Setter", "2023-03-01", None),
    ("Sian", "Pritchard", "Route Setter", "2023-04-10", "2025-03-28"),
    ("Luca", "Ferri", "Route Setter", "2024-02-05", None),
    ("Ellie", "Brooks", "Route Setter", "2025-03-17", None),
    ("Hannah", "Kerr", "Instructor", "2023-04-03", None),
    ("Owen", "Price", "Instructor", "2023-04-03", "2024-12-20"),
    ("Maya", "Collins", "Instructor", "2024-01-08", None),
    ("Rob", "Atkinson", "Instructor", "2025-01-06", None),
    ("Zoe", "Turner", "Receptionist", "2023-04-17", None),
    ("Ben", "Hughes", "Receptionist", "2023-04-17", "2024-05-31"),
    ("Amira", "Haddad", "Receptionist", "2024-05-13", None),
    ("Lily", "Evans", "Café Assistant", "2023-04-17", None),
    ("Sam", "Doyle", "Café Assistant", "2023-09-04", None),
    ("Grace", "Lin", "Bookkeeper", "2023-03-01", None),
]
INSTRUCTOR_ROLES = ("Instructor",)

FIRST_NAMES = [
    "Oliver", "Amelia", "George", "Isla", "Harry", "Ava", "Jack", "Mia", "Noah", "Ivy", "Leo", "Freya", "Oscar",
    "Lily", "Charlie", "Grace", "Alfie", "Sophie", "Jacob", "Evie", "Thomas", "Ella", "James", "Poppy", "William",
    "Chloe", "Joshua", "Ruby", "Henry", "Emily", "Ethan", "Hannah", "Max", "Zara", "Adam", "Aisha", "Daniel", "Niamh",
    "Samuel", "Priya", "Mohammed", "Fatima", "Ryan", "Laura", "Matthew", "Rachel", "Luke", "Beth", "Ben", "Kate",
    "Josh", "Holly", "Sam", "Megan", "Rory", "Tilly", "Finn", "Jade", "Kieran", "Nina", "Arjun", "Yusuf", "Ellie",
    "Callum", "Imogen", "Dylan", "Harriet", "Reuben", "Maisie", "Elliot", "Phoebe", "Toby", "Lucy", "Owen", "Anna",
    "Patrick", "Georgia", "Connor", "Abigail", "Hamza", "Layla", "Tomasz", "Zofia", "Kwame", "Ama", "Liam", "Erin",
    "Marcus", "Naomi", "Felix", "Esme", "Aaron", "Rosie", "Kai", "Iris", "Jamal", "Sana", "Declan", "Martha",
]
LAST_NAMES = [
    "Smith", "Jones", "Taylor", "Brown", "Wilson", "Walker", "Wright", "Robinson", "Thompson", "White", "Hughes",
    "Edwards", "Green", "Hall", "Wood", "Harris", "Clarke", "Jackson", "Turner", "Hill", "Moore", "Cooper", "Ward",
    "Shaw", "Atkinson", "Barker", "Holmes", "Dawson", "Heaton", "Sutcliffe", "Ackroyd", "Firth", "Hirst", "Pickles",
    "Hussain", "Khan", "Patel", "Begum", "Ali", "Kaur", "Murphy", "Kelly", "Nowak", "Kowalski", "Okoro", "Mensah",
    "Chen", "Wong", "Lees", "Marsden", "Riley", "Gill", "Hargreaves", "Lister", "Crowther", "Bentley",
    "Armitage", "Booth", "Brook", "Charlesworth", "Denton", "Exley", "Fearnley", "Greenwood", "Haigh", "Illingworth",
    "Jowett", "Kershaw", "Lockwood", "Mellor", "Naylor", "Oldroyd", "Pearson", "Ramsden", "Scholes", "Thornton",
    "Usher", "Varley", "Whiteley", "Yeadon", "Ahmed", "Iqbal", "Rahman", "Singh", "Sharma", "Mahmood", "O'Connor",
    "Doyle", "Byrne", "Zielinski", "Novak", "Asante", "Boateng", "Li", "Nguyen", "Costa", "Rossi", "Fischer",
]
AREAS = [("Headingley", 14), ("Hyde Park", 10), ("Chapel Allerton", 9), ("Meanwood", 9), ("Kirkstall", 8),
         ("Horsforth", 7), ("Roundhay", 6), ("City Centre", 9), ("Armley", 5), ("Beeston", 4), ("Otley", 3),
         ("Wetherby", 2), ("Bradford", 3), ("Wakefield", 2)]
EMAIL_DOMAINS = ["mailbox.test", "inbox.test", "postly.test", "webmail.test", "example.net"]
NO_EMAIL_RATE = 0.12
NO_PHONE_RATE = 0.22
NO_BIRTH_DATE_RATE = 0.09
NO_AREA_RATE = 0.11
# ages at registration: (low, high) by kind of climber
AGES = {"adult": (19, 58), "student": (18, 24), "kid": (6, 13), "casual": (16, 45)}
