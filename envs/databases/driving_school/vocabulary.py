"""The ``driving_school`` database's title, schema (DDL), and the vocabularies, weights and rates its generator
draws from (``generator.py``)."""

from datetime import date

TITLE = "Clear Road Driving School: instructors, cars and fuel, pupils, lesson blocks, lessons and driving tests"

SCHEMA = """
CREATE TABLE instructors (
    instructor_id  INTEGER PRIMARY KEY,
    first_name     TEXT NOT NULL,
    last_name      TEXT NOT NULL,
    grade          TEXT NOT NULL,          -- A, B (qualified instructors' standards-check grade) or Trainee
    hourly_rate    REAL NOT NULL,          -- what the school pays the instructor per hour of lesson taught
    transmission   TEXT NOT NULL,          -- Manual or Automatic: the kind of car they teach in
    phone          TEXT,                   -- NULL when not on file
    started_on     TEXT NOT NULL,          -- YYYY-MM-DD
    left_on        TEXT                    -- NULL while still teaching for the school
);
CREATE TABLE cars (
    car_id          INTEGER PRIMARY KEY,
    registration    TEXT NOT NULL UNIQUE,  -- e.g. HB73 KDW
    make            TEXT NOT NULL,
    model           TEXT NOT NULL,
    gearbox         TEXT NOT NULL,         -- Manual or Automatic
    instructor_id   INTEGER REFERENCES instructors(instructor_id),  -- whose car it is; NULL for the spare car
    bought_on       TEXT NOT NULL,
    purchase_price  REAL NOT NULL,
    sold_on         TEXT                   -- NULL while the school still has it
);
CREATE TABLE fuel_purchases (
    fuel_id     INTEGER PRIMARY KEY,
    car_id      INTEGER NOT NULL REFERENCES cars(car_id),
    filled_on   TEXT NOT NULL,             -- YYYY-MM-DD
    station     TEXT NOT NULL,
    litres      REAL,                      -- NULL when the receipt was lost (only the card statement's amount)
    cost        REAL NOT NULL              -- pounds paid at the pump
);
CREATE TABLE pupils (
    pupil_id          INTEGER PRIMARY KEY,
    first_name        TEXT NOT NULL,
    last_name         TEXT NOT NULL,
    date_of_birth     TEXT NOT NULL,
    email             TEXT,                -- NULL when not given
    phone             TEXT,                -- NULL when not given
    postcode_area     TEXT NOT NULL,       -- outward part of the postcode, e.g. HB4
    transmission      TEXT NOT NULL,       -- Manual or Automatic: what they are learning in
    referral_source   TEXT,                -- how they heard of us; NULL when not asked or not answered
    registered_on     TEXT NOT NULL,
    theory_passed_on  TEXT,                -- NULL until they tell us they passed the theory test
    dropped_out_on    TEXT                 -- set when the pupil told us they were giving up; NULL otherwise
);
CREATE TABLE packages (
    package_id    INTEGER PRIMARY KEY,
    code          TEXT NOT NULL UNIQUE,    -- e.g. MAN-10, AUT-PAYG
    name          TEXT NOT NULL,
    transmission  TEXT NOT NULL,           -- Manual or Automatic
    hours         INTEGER NOT NULL,        -- lesson hours it buys
    price         REAL NOT NULL            -- current price (raised on 2025-03-01)
);
CREATE TABLE purchases (
    purchase_id     INTEGER PRIMARY KEY,
    pupil_id        INTEGER NOT NULL REFERENCES pupils(pupil_id),
    package_id      INTEGER NOT NULL REFERENCES packages(package_id),
    purchased_on    TEXT NOT NULL,
    list_price      REAL NOT NULL,         -- the package's price on the day it was bought
    discount_pct    REAL,                  -- NULL when no discount was given
    amount_due      REAL NOT NULL,         -- list price less the discount
    amount_paid     REAL NOT NULL,
    payment_status  TEXT NOT NULL,         -- Paid, Part paid, Unpaid, Refunded
    refund_amount   REAL,                  -- unused hours paid back; NULL unless Refunded
    refunded_on     TEXT                   -- NULL unless Refunded
);
CREATE TABLE lessons (
    lesson_id         INTEGER PRIMARY KEY,
    pupil_id          INTEGER NOT NULL REFERENCES pupils(pupil_id),
    instructor_id     INTEGER NOT NULL REFERENCES instructors(instructor_id),
    car_id            INTEGER REFERENCES cars(car_id),  -- NULL unless Completed
    purchase_id       INTEGER REFERENCES purchases(purchase_id),  -- the block its hours came out of: NULL for
                                           -- lessons that used no hours, and hours bought before June 2023
    starts_at         TEXT NOT NULL,       -- YYYY-MM-DD HH:MM
    duration_min      INTEGER NOT NULL,    -- 60, 90 or 120
    lesson_type       TEXT NOT NULL,       -- Standard, Mock test, Test day, Motorway
    status            TEXT NOT NULL,       -- Completed, Booked, Cancelled by pupil, Cancelled by instructor, No-show
    cancellation_fee  REAL                 -- charged for a late cancellation or a no-show; NULL when none/waived
);
CREATE TABLE driving_tests (
    test_id         INTEGER PRIMARY KEY,
    pupil_id        INTEGER NOT NULL REFERENCES pupils(pupil_id),
    instructor_id   INTEGER NOT NULL REFERENCES instructors(instructor_id),
    car_id          INTEGER REFERENCES cars(car_id),  -- NULL when the pupil took the test in their own car
    test_centre     TEXT NOT NULL,
    test_date       TEXT NOT NULL,         -- YYYY-MM-DD
    test_time       TEXT NOT NULL,         -- HH:MM
    first_attempt   INTEGER NOT NULL,      -- 1 when it was the pupil's first ever practical test
    result          TEXT,                  -- Pass or Fail; NULL for a test still to come
    minor_faults    INTEGER,               -- NULL for a test still to come
    serious_faults  INTEGER                -- serious or dangerous faults; NULL for a test still to come
);
CREATE INDEX idx_lessons_pupil ON lessons(pupil_id);
CREATE INDEX idx_lessons_instructor ON lessons(instructor_id);
CREATE INDEX idx_purchases_pupil ON purchases(pupil_id);
CREATE INDEX idx_tests_pupil ON driving_tests(pupil_id);
CREATE INDEX idx_fuel_car ON fuel_purchases(car_id);
"""

BOOKS_START = date(2023, 6, 1)  # the booking system went live; nothing earlier was carried over but the pupils
TODAY = date(2025, 11, 30)  # the last day in the data; lessons and tests after it are still to come
BOOKED_AHEAD_DAYS = 14  # lessons already in the diary after TODAY
PRICE_RISE_ON = date(2025, 3, 1)
FEE_BEFORE, FEE_FROM = 25.0, 30.0  # late-cancellation / no-show fee before and from PRICE_RISE_ON

N_PUPILS = 840  # signed up from BOOKS_START on
N_CARRIED_OVER = 160  # pupils already learning when the system went live
CLOSED = [(date(y, 12, 24), date(y + 1, 1, 1)) for y in (2023, 2024, 2025)]  # the office shuts over Christmas

# first, last, grade, hourly rate, transmission, phone, started, left, share of new pupils
INSTRUCTORS = [
    ("Gary", "Whitmore", "A", 24.00, "Manual", "07700 900114", "2015-04-01", None, 1.0),
    ("Sarah", "Okonjo", "A", 24.00, "Automatic", "07700 900236", "2018-09-03", None, 1.0),
    ("Sarah", "Blakey", "B", 22.00, "Manual", "07700 900371", "2020-02-10", None, 0.9),
    ("Dean", "Fairclough", "B", 21.50, "Manual", None, "2019-06-17", "2024-07-26", 0.9),
    ("Priya", "Chandran", "A", 24.50, "Manual", "07700 900458", "2016-11-07", None, 1.0),
    ("Tom", "Haslam", "B", 22.00, "Automatic", "07700 900502", "2021-03-01", None, 0.8),
    ("Mohammed", "Iqbal", "A", 24.00, "Manual", "07700 900619", "2017-01-09", None, 1.0),
    ("Craig", "Dobson", "B", 21.50, "Manual", "07700 900733", "2022-04-04", "2025-03-28", 0.8),
    ("Kelly", "Marsh", "B", 22.00, "Manual", None, "2023-09-04", None, 0.7),
    ("Lauren", "Fisher", "B", 22.00, "Automatic", "07700 900845", "2024-02-05", None, 0.9),
    ("Anita", "Kowal", "B", 22.00, "Manual", "07700 900967", "2024-08-19", None, 0.8),
    ("Jordan", "Pike", "Trainee", 17.50, "Automatic", "07700 900988", "2025-05-12", None, 0.5),
]
GRADE_PASS_BONUS = {"A": 0.06, "B": 0.0, "Trainee": -0.06}

# registration, make, model, gearbox, instructor number (1-based, None = spare), bought, price, sold
CARS = [
    ("HB71 KXR", "Ford", "Fiesta", "Manual", 1, "2021-10-12", 16450.0, "2024-05-20"),
    ("HB24 VWP", "Volkswagen", "Polo", "Manual", 1, "2024-05-14", 19995.0, None),
    ("HB22 TYS", "Toyota", "Yaris Hybrid", "Automatic", 2, "2022-03-18", 21300.0, "2025-04-11"),
    ("HB25 YHB", "Toyota", "Yaris Hybrid", "Automatic", 2, "2025-04-07", 23850.0, None),
    ("HB72 CRS", "Vauxhall", "Corsa", "Manual", 3, "2022-09-26", 17200.0, None),
    ("HB20 FDF", "Ford", "Fiesta", "Manual", 4, "2020-06-30", 15600.0, "2024-08-09"),
    ("HB73 KDW", "Skoda", "Fabia", "Manual", 5, "2023-09-08", 18750.0, None),
    ("HB19 PCH", "Skoda", "Fabia", "Manual", 5, "2019-08-01", 15900.0, "2023-09-15"),
    ("HB21 THM", "Toyota", "Corolla Hybrid", "Automatic", 6, "2021-03-05", 24500.0, None),
    ("HB70 SIB", "Seat", "Ibiza", "Manual", 7, "2020-09-14", 15750.0, "2024-11-22"),
    ("HB74 MIQ", "Seat", "Ibiza", "Manual", 7, "2024-11-18", 19100.0, None),
    ("HB22 DBS", "Vauxhall", "Corsa", "Manual", 8, "2022-04-01", 16800.0, "2025-04-17"),
    ("HB73 KMR", "Volkswagen", "Polo", "Manual", 9, "2023-09-01", 18900.0, None),
    ("HB24 LFA", "Kia", "Niro Hybrid", "Automatic", 10, "2024-02-01", 27400.0, None),
    ("HB74 ANK", "Ford", "Puma", "Manual", 11, "2024-08-15", 22300.0, None),
    ("HB25 JPK", "Toyota", "Yaris Hybrid", "Automatic", 12, "2025-05-08", 23850.0, None),
    ("HB18 SPR", "Vauxhall", "Corsa", "Manual", None, "2018-05-22", 14200.0, None),
]
SPARE_CAR_RATE = 0.03  # manual lessons taught in the spare car while the instructor's own is at the garage
LITRES_PER_HOUR = {"Manual": 1.7, "Automatic": 1.15}  # town driving; the automatics are hybrids
TANK_REFILL_LITRES = (28, 40)  # an instructor fills up once this much has gone
FUEL_PRICE = {  # pounds per litre by (year, quarter): the pump price moved with the market
    (2023, 2): 1.47, (2023, 3): 1.51, (2023, 4): 1.55, (2024, 1): 1.44, (2024, 2): 1.50, (2024, 3): 1.45,
    (2024, 4): 1.36, (2025, 1): 1.39, (2025, 2): 1.34, (2025, 3): 1.33, (2025, 4): 1.36,
}
STATIONS = [("Tesco Harrowby", 5), ("Shell Kingsford Road", 3), ("BP Wexcombe Bypass", 2),
            ("Sainsbury's Aldergate", 2), ("Esso Mill Lane", 1)]
LOST_RECEIPT_RATE = 0.05

# code, name, transmission, hours, price before PRICE_RISE_ON, price from it
PACKAGES = [
    ("MAN-PAYG", "Pay as you go (2 hours)", "Manual", 2, 76.0, 82.0),
    ("MAN-5", "5-hour block", "Manual", 5, 185.0, 200.0),
    ("MAN-10", "10-hour block", "Manual", 10, 355.0, 385.0),
    ("MAN-20", "20-hour block", "Manual", 20, 690.0, 750.0),
    ("MAN-INT", "Intensive course (30 hours)", "Manual", 30, 1050.0, 1140.0),
    ("AUT-PAYG", "Pay as you go (2 hours)", "Automatic", 2, 80.0, 86.0),
    ("AUT-5", "5-hour block", "Automatic", 5, 195.0, 210.0),
    ("AUT-10", "10-hour block", "Automatic", 10, 375.0, 405.0),
    ("AUT-20", "20-hour block", "Automatic", 20, 730.0, 790.0),
    ("AUT-INT", "Intensive course (30 hours)", "Automatic", 30, 1110.0, 1200.0),
]
BLOCK_HABITS = {"PAYG": 12, "5": 20, "10": 42, "20": 26}  # which block a pupil usually buys (by code suffix)
INTENSIVE_RATE = 0.04  # pupils who book an intensive course: daily two-hour lessons for three weeks
DISCOUNTS = [(None, 86), (5.0, 6), (10.0, 7), (15.0, 1)]  # per block of 10+ hours; PAYG is never discounted
REFERRAL_DISCOUNT = 5.0  # first block of a pupil sent by a friend
REFUND_LEFTOVER_RATE = 0.65  # pupils who ask for unused block hours back when they pass or give up
PAYMENT_RECENT_DAYS = 45  # purchases younger than this may still be part paid or unpaid
PAYMENT_WEIGHTS_RECENT = {"Paid": 78, "Part paid": 15, "Unpaid": 7}
PAYMENT_WEIGHTS_OLD = {"Paid": 97, "Part paid": 2, "Unpaid": 1}

FIRST_NAMES = [
    "Olivia", "Amelia", "Isla", "Ava", "Mia", "Ivy", "Lily", "Isabella", "Sophia", "Grace", "Freya", "Poppy",
    "Ella", "Evie", "Charlotte", "Millie", "Ruby", "Chloe", "Holly", "Megan", "Jessica", "Lucy", "Niamh", "Aisha",
    "Zara", "Maryam", "Hannah", "Ellie", "Keira", "Paige", "Oliver", "George", "Noah", "Arthur", "Leo", "Harry",
    "Oscar", "Jack", "Charlie", "Jacob", "Thomas", "Alfie", "Joshua", "James", "William", "Ethan", "Callum",
    "Liam", "Kieran", "Ryan", "Connor", "Luke", "Adam", "Ibrahim", "Yusuf", "Hamza", "Bilal", "Aarav", "Rohan",
    "Kacper", "Jakub", "Mateo", "Daniel", "Samuel", "Ben", "Max", "Finley", "Tyler", "Owen", "Declan", "Nathan",
    "Rebecca", "Claire", "Joanne", "Michelle", "Andrew", "Paul", "Stephen", "Mark", "Ewa", "Agnieszka",
]
LAST_NAMES = [
    "Smith", "Jones", "Taylor", "Brown", "Wilson", "Evans", "Thomas", "Johnson", "Roberts", "Walker", "Wright",
    "Robinson", "Thompson", "White", "Hughes", "Edwards", "Green", "Hall", "Wood", "Harris", "Lewis", "Martin",
    "Jackson", "Clarke", "Clark", "Turner", "Hill", "Scott", "Cooper", "Morris", "Ward", "Moore", "King",
    "Watson", "Baker", "Harrison", "Morgan", "Patel", "Young", "Allen", "Mitchell", "James", "Anderson",
    "Phillips", "Lee", "Bell", "Parker", "Davis", "Khan", "Hussain", "Ali", "Ahmed", "Begum", "Nowak",
    "Kowalski", "Singh", "Kaur", "Murphy", "Kelly", "Shaw", "Holmes", "Atkinson", "Barker", "Booth", "Dixon",
    "Hudson", "Lawson", "Pearson", "Sutcliffe", "Ackroyd", "Haigh", "Firth",
]
EMAIL_DOMAINS = ["mailbox.test", "inbox.test", "postly.test", "webmail.test", "example.net"]
NO_EMAIL_RATE = 0.07
NO_PHONE_RATE = 0.05
# (postcode area, weight): the school is in Harrowby; fewer pupils come from further out
POSTCODE_AREAS = [("HB1", 10), ("HB2", 14), ("HB3", 12), ("HB4", 16), ("HB5", 9), ("HB6", 8), ("HB7", 6),
                  ("HB8", 5), ("KF1", 6), ("KF2", 4), ("WX3", 4), ("WX4", 3)]
# (source, weight); None: the office did not ask or the pupil did not answer
REFERRAL_SOURCES = [("Google", 26), ("Friend or family", 24), ("Facebook", 9), ("Instagram", 8), ("TikTok", 5),
                    ("School or college leaflet", 6), ("Sibling was a pupil", 7), ("Car signage", 3), (None, 12)]
# (age at sign-up low, high, weight)
AGE_BANDS = [(17, 17, 42), (18, 19, 22), (20, 24, 16), (25, 34, 12), (35, 59, 8)]
AUTOMATIC_RATE_BY_AGE = [(20, 0.22), (30, 0.33), (200, 0.48)]  # (under this age, share learning in an automatic)
THEORY_BEFORE_SIGNUP = 0.32  # pupils who had already passed the theory test
NEVER_THEORY = 0.10  # of the rest: never pass (or never tell us)
NO_LESSONS_RATE = 0.04  # sign up, then never book a lesson
DROPOUT_RATE = 0.15  # stop learning before passing
SILENT_DROPOUT = 0.25  # of those, just stop coming without telling us (no dropped_out_on)
PASS_ELSEWHERE_BEFORE = 0.07  # pupils whose first test with us was not their first ever
MOTORWAY_AFTER_PASS = 0.12  # passed pupils who come back for a motorway lesson

# relative sign-ups by month: 17th birthdays and summer holidays; December is quiet
MONTH_SIGNUPS = [1.0, 0.9, 1.0, 1.1, 1.1, 1.2, 1.45, 1.35, 1.2, 1.0, 0.9, 0.55]
YEAR_SIGNUPS = {2023: 1.0, 2024: 1.05, 2025: 1.1}
LESSON_MINUTES = ([60, 90, 120], [35, 25, 40])
LESSONS_PER_WEEK = ([1, 2, 3], [55, 37, 8])
START_HOURS = list(range(8, 19))  # lesson start hours on the clock
SATURDAY_SHARE = 0.5  # a Saturday is about half as likely as a weekday to be a lesson day

CANCEL_BY_PUPIL = 0.065
LATE_CANCEL_SHARE = 0.4  # of pupil cancellations, inside 48 hours: a fee is due
FEE_WAIVED = 0.3  # the office waives about this many fees
CANCEL_BY_INSTRUCTOR = 0.025
WINTER_CANCEL_FACTOR = 1.8  # ice, snow and colds: December to February
NO_SHOW = 0.015
HOLIDAY_WEEKS = 2  # each instructor's summer break, in July or August

HOURS_NEEDED = (38, 11)  # mean and spread of the lesson hours a pupil needs to be test-ready
TEST_READY_SHARE = 0.45  # pupils book the test this far in: the wait for a date covers the rest
TEST_CENTRES = [("Harrowby", 0.44, 5), ("Kingsford", 0.49, 3), ("Wexcombe", 0.54, 2), ("Aldergate", 0.38, 2)]
TEST_TIMES = ["08:10", "09:07", "10:14", "11:21", "13:33", "14:30", "15:27"]
TEST_WAIT_WEEKS = {2023: (12, 22), 2024: (11, 20), 2025: (8, 16)}  # the DVSA backlog when the test is booked
RETEST_WAIT_WEEKS = (6, 14)
OWN_CAR_TEST = 0.05
GIVE_UP_AFTER_FAIL = 0.12
