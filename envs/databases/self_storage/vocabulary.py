"""The ``self_storage`` database's title, schema (DDL), and the vocabularies, weights and rates its generator
draws from (``generator.py``)."""

from datetime import date

TITLE = ("StowAway Self Storage: three facilities, their units, customers, rentals, monthly invoices, payments, "
         "gate access and lien (overlock) events")

SCHEMA = """
CREATE TABLE facilities (
    facility_id    INTEGER PRIMARY KEY,
    name           TEXT NOT NULL UNIQUE,   -- e.g. StowAway Kingsmere
    town           TEXT NOT NULL,
    address        TEXT NOT NULL,
    opened_on      TEXT NOT NULL,          -- YYYY-MM-DD
    floors         INTEGER NOT NULL,       -- storeys with units; floor 0 is the ground floor
    climate_floors TEXT                    -- climate-controlled floors, e.g. '1,2'; NULL when none
);
CREATE TABLE units (
    unit_id              INTEGER PRIMARY KEY,
    facility_id          INTEGER NOT NULL REFERENCES facilities(facility_id),
    unit_number          TEXT NOT NULL,    -- e.g. G07, 114, 215; unique within a facility only
    size_sqft            INTEGER NOT NULL,
    floor                INTEGER NOT NULL, -- 0 = ground floor (drive-up)
    climate_controlled   INTEGER NOT NULL, -- 0/1
    weekly_rate          REAL NOT NULL,    -- current list price per week, GBP
    previous_weekly_rate REAL,             -- list price before rate_changed_on; NULL if it never changed
    rate_changed_on      TEXT,             -- NULL if the list price never changed
    UNIQUE (facility_id, unit_number)
);
CREATE TABLE customers (
    customer_id    INTEGER PRIMARY KEY,
    customer_type  TEXT NOT NULL,          -- Personal or Business
    first_name     TEXT NOT NULL,          -- the contact person for a business
    last_name      TEXT NOT NULL,
    company_name   TEXT,                   -- NULL for personal customers
    email          TEXT,                   -- NULL when none was given
    phone          TEXT,                   -- NULL when none was given
    town           TEXT NOT NULL,
    source         TEXT,                   -- how they found us; NULL when not recorded
    joined_on      TEXT NOT NULL           -- YYYY-MM-DD
);
CREATE TABLE rentals (
    rental_id        INTEGER PRIMARY KEY,
    unit_id          INTEGER NOT NULL REFERENCES units(unit_id),
    customer_id      INTEGER NOT NULL REFERENCES customers(customer_id),
    move_in          TEXT NOT NULL,        -- YYYY-MM-DD
    move_out         TEXT,                 -- NULL while the customer still has the unit
    weekly_rate      REAL NOT NULL,        -- agreed rent per week, GBP, after any rate discount
    promo            TEXT,                 -- First Month Half Price, Student Summer, Business 10%; NULL if none
    insurance_cover  INTEGER,              -- goods cover chosen, GBP; NULL when they use their own insurance
    insurance_weekly REAL,                 -- insurance premium per week, GBP; NULL when no cover
    status           TEXT NOT NULL         -- Current, Moved Out, Auctioned (contents sold under lien)
);
CREATE TABLE invoices (
    invoice_id  INTEGER PRIMARY KEY,
    rental_id   INTEGER NOT NULL REFERENCES rentals(rental_id),
    period      TEXT NOT NULL,             -- YYYY-MM, the calendar month billed (in advance)
    issued_on   TEXT NOT NULL,             -- the 1st of the month, or the move-in day for the first invoice
    due_on      TEXT NOT NULL,             -- 7 days after issue
    rent        REAL NOT NULL,             -- weekly rate x 52 / 12 for a full month, pro rata for the first
    insurance   REAL NOT NULL,             -- insurance premium for the period; 0 when none
    discount    REAL NOT NULL,             -- promotional discount; 0 when none
    total       REAL NOT NULL,             -- rent + insurance - discount
    status      TEXT NOT NULL,             -- Paid, Late (paid after due date), Unpaid, Written Off
    paid_on     TEXT                       -- day it was paid in full; NULL unless Paid or Late
);
CREATE TABLE payments (
    payment_id  INTEGER PRIMARY KEY,
    invoice_id  INTEGER NOT NULL REFERENCES invoices(invoice_id),
    paid_on     TEXT NOT NULL,
    amount      REAL NOT NULL,
    method      TEXT NOT NULL              -- Direct Debit, Card, Bank Transfer, Cash
);
CREATE TABLE gate_access (
    access_id    INTEGER PRIMARY KEY,
    customer_id  INTEGER NOT NULL REFERENCES customers(customer_id),
    facility_id  INTEGER NOT NULL REFERENCES facilities(facility_id),
    accessed_at  TEXT NOT NULL,            -- YYYY-MM-DD HH:MM, keypad entry at the gate
    result       TEXT NOT NULL             -- Granted, or Denied while the customer is overlocked
);
CREATE TABLE lien_events (
    event_id     INTEGER PRIMARY KEY,
    rental_id    INTEGER NOT NULL REFERENCES rentals(rental_id),
    event_type   TEXT NOT NULL,            -- Overlocked, Lien Notice, Overlock Removed, Auctioned
    event_on     TEXT NOT NULL,
    amount_owed  REAL NOT NULL             -- arrears on the rental that day, GBP
);
CREATE INDEX idx_units_facility ON units(facility_id);
CREATE INDEX idx_rentals_unit ON rentals(unit_id);
CREATE INDEX idx_rentals_customer ON rentals(customer_id);
CREATE INDEX idx_invoices_rental ON invoices(rental_id);
CREATE INDEX idx_payments_invoice ON payments(invoice_id);
CREATE INDEX idx_gate_customer ON gate_access(customer_id);
CREATE INDEX idx_lien_rental ON lien_events(rental_id);
"""

BOOKS_START = date(2023, 4, 1)  # the booking system went live; tenants already in place were carried over
TODAY = date(2025, 12, 31)  # the last day in the data; "this year" is 2025
PRICE_RISE_ON = date(2025, 3, 1)  # list prices went up at the two older sites
PRICE_RISE = 1.07  # units.weekly_rate is the new list price; the old one was this much lower
DUE_DAYS = 7  # invoices fall due a week after issue
MONTHLY_WEEKS = 52 / 12  # a full month's rent is this many weeks

# name, town, address, opened, floors, climate-controlled floors, units per floor, price factor, raised prices
FACILITIES = [
    ("StowAway Kingsmere", "Kingsmere", "Unit 4, Riverside Trading Estate", date(2015, 6, 1), 3, "1,2",
     [90, 90, 80], 1.10, True),
    ("StowAway Millbrook", "Millbrook", "Old Mill Lane", date(2019, 3, 18), 1, None, [200], 0.92, True),
    ("StowAway Fernley Park", "Fernley", "2 Fernley Park Way", date(2024, 5, 13), 3, "0,1,2",
     [70, 70, 60], 1.0, False),
]
OCCUPIED_AT_START = 0.86  # share of units at the older sites already let when the books start

SIZES = [10, 15, 25, 35, 50, 75, 100, 150, 200]  # square feet
SIZE_WEIGHTS_GROUND = [2, 3, 6, 8, 12, 12, 12, 8, 5]  # big units sit on the drive-up ground floor
SIZE_WEIGHTS_UPPER = [10, 12, 16, 14, 12, 6, 3, 0.5, 0]
# weekly GBP per square foot by unit size: small units cost more per foot
RATE_PER_SQFT = {10: 1.35, 15: 1.15, 25: 0.95, 35: 0.85, 50: 0.75, 75: 0.66, 100: 0.60, 150: 0.52, 200: 0.48}
CLIMATE_PREMIUM = 1.18
GROUND_PREMIUM = 1.05

# why people rent: share of move-ins by segment (before the size and season adjustments below), and stay in days
SEGMENTS = {"house_move": 44, "long_term": 36, "business": 16, "student": 0}
STUDENT_MONTHS = {5: 40, 6: 90, 7: 50}  # student summer storage: segment weight in these move-in months
STUDENT_SIZES = (10, 15, 25)
STAY_DAYS = {  # (median days, spread of the log, shortest, longest)
    "house_move": (85, 0.6, 14, 700),
    "long_term": (420, 0.7, 60, 2600),
    "business": (600, 0.6, 90, 3200),
}
STUDENT_STAY = (60, 115)
# relative move-in demand by month: summer (students, house moves) busy, December/January quiet
MONTH_DEMAND = [0.55, 0.6, 0.8, 0.9, 1.0, 1.3, 1.25, 1.2, 1.05, 0.85, 0.7, 0.45]
VACANT_DAYS = 40  # mean gap between one tenant leaving and the next moving in
NEW_SITE_VACANT_DAYS = 150  # a new site fills up slowly

PROMO_HALF_PRICE = "First Month Half Price"
PROMO_STUDENT = "Student Summer"
PROMO_BUSINESS = "Business 10%"
HALF_PRICE_RATE = {2023: 0.08, 2024: 0.30, 2025: 0.38}  # the half-price offer was pushed from 2024
STUDENT_DISCOUNT = 0.85
BUSINESS_DISCOUNT = 0.90
BUSINESS_DISCOUNT_RATE = 0.3
NEGOTIATED_RATE = 0.1  # share of move-ins that haggled a little off the list price ...
NEGOTIATED_DISCOUNT = 0.95  # ... and what they got
CARRIED_OVER_RATE = (0.86, 1.0)  # tenants from before the books start pay this share of the old list price

# insurance cover (GBP) -> weekly premium (GBP), and how often each is chosen
INSURANCE = {1000: 1.50, 2500: 2.75, 5000: 4.50, 10000: 7.50}
INSURANCE_WEIGHTS = [30, 35, 25, 10]
OWN_INSURANCE = {"Personal": 0.22, "Business": 0.45}

RETURNING = {"Personal": 0.06, "Business": 0.35}  # chance a move-in is an existing customer
OTHER_SITE = 0.2  # share of returning customers who had been at a different site
PRE_RECORDS_RETURNING = 0.02  # new records for customers who had rented before the books started
NO_EMAIL_RATE = {"Personal": 0.13, "Business": 0.03}
NO_PHONE_RATE = 0.04
NO_SOURCE_RATE = 0.11
SOURCES = [("Google", 40), ("Drive-by", 18), ("Recommendation", 15), ("Comparison Site", 10), ("Facebook", 8),
           ("Leaflet", 4), ("Returning Customer", 5)]
STUDENT_SOURCES = [("University Fair", 45), ("Google", 30), ("Facebook", 15), ("Recommendation", 10)]
# (town, weight) for each facility: most customers live near the site they use
TOWNS = {
    1: [("Kingsmere", 45), ("Ashbury", 18), ("Little Hadley", 10), ("Wrenfield", 8), ("Millbrook", 5),
        ("Stonebridge", 5), ("Elmstead", 4), ("Harrowgate Vale", 5)],
    2: [("Millbrook", 50), ("Oakham Cross", 20), ("Ashbury", 10), ("Kingsmere", 6), ("Elmstead", 8),
        ("Stonebridge", 6)],
    3: [("Fernley", 55), ("Oakham Cross", 15), ("Wrenfield", 12), ("Millbrook", 8), ("Little Hadley", 10)],
}

FIRST_NAMES = [
    "Amelia", "Oliver", "Isla", "Harry", "Freya", "Jack", "Poppy", "George", "Ivy", "Noah", "Rosie", "Leo",
    "Evie", "Arthur", "Grace", "Theo", "Lily", "Oscar", "Millie", "Charlie", "Hannah", "Thomas", "Chloe", "James",
    "Sophie", "William", "Ella", "Henry", "Megan", "Samuel", "Lucy", "Daniel", "Abigail", "Joseph", "Ruby",
    "Edward", "Martha", "Benjamin", "Nadia", "Ravi", "Priya", "Tomasz", "Agnieszka", "Kwame", "Zara", "Ibrahim",
    "Fiona", "Callum", "Bethany", "Declan", "Imogen", "Rhys", "Seren", "Gareth", "Catrin", "Owen", "Elin",
    "Marcus", "Diane", "Graham", "Helen", "Stuart", "Wendy", "Colin", "Julie", "Neil", "Karen", "Paul", "Sarah",
    "David", "Emma", "Mark", "Claire", "Steven", "Joanne", "Ian", "Rachel", "Kevin", "Nicola",
]
LAST_NAMES = [
    "Smith", "Jones", "Taylor", "Brown", "Williams", "Wilson", "Johnson", "Davies", "Patel", "Wright", "Walker",
    "Robinson", "Thompson", "White", "Hughes", "Edwards", "Green", "Hall", "Wood", "Harris", "Lewis", "Martin",
    "Jackson", "Clarke", "Turner", "Hill", "Scott", "Cooper", "Morris", "Ward", "Moore", "King", "Watson",
    "Baker", "Harrison", "Morgan", "Young", "Allen", "Mitchell", "Kelly", "Bell", "Begum", "Okafor", "Nowak",
    "Kowalski", "Khan", "Ali", "Murphy", "Bennett", "Gray", "Cox", "Pearson", "Fletcher", "Hartley", "Ashworth",
    "Pemberton", "Sutcliffe", "Whitlock", "Lindqvist", "Moretti",
]
EMAIL_DOMAINS = ["mailbox.test", "inbox.test", "postly.test", "webmail.test", "example.net"]
COMPANY_FIRST = [
    "Harbour", "Oakleaf", "Greenway", "Bright", "Castle", "Riverside", "Summit", "Kestrel", "Willow", "Northgate",
    "Copper", "Meadow", "Fenwick", "Anchor", "Beacon", "Thistle", "Blue Door", "Red Kite", "Ironbridge", "Linden",
]
COMPANY_TRADE = [
    "Events", "Removals", "Catering", "Antiques", "Electrical", "Landscapes", "Flooring", "Print", "Interiors",
    "Trade Supplies", "Vintage", "Decorators", "Cycles", "Home Staging", "Archives", "Party Hire", "Plumbing",
    "Signs", "Crafts", "Online Retail",
]
COMPANY_SUFFIX = ["Ltd", "Ltd", "Ltd", "& Co", "Services", "Group"]

# how reliably a rental's invoices are paid: prompt (on or before the due date), slow, or a default part-way through
PAYER_WEIGHTS = {"Personal": [62, 31, 7], "Business": [48, 45, 7]}
PAYERS = ["prompt", "slow", "defaulter"]
METHODS = {  # (method, weight) for each kind of payer
    "prompt": [("Direct Debit", 70), ("Card", 30)],
    "slow": [("Card", 50), ("Bank Transfer", 35), ("Cash", 15)],
}
SLOW_LATE_SHARE = 0.42  # share of a slow payer's invoices paid after the due date
SLOW_LATE_DAYS = (1, 40)
SPLIT_PAYMENT_RATE = 0.18  # late invoices settled in two instalments
PARTIAL_ON_UNPAID = 0.3  # unpaid invoices with a part payment on them
MOVE_OUT_DEBT_RATE = 0.03  # slow payers who leave without paying the last invoice (written off)
OVERLOCK_AFTER = 14  # days after the due date of the first unpaid invoice
LIEN_NOTICE_AFTER = 30
AUCTION_AFTER = (70, 110)
SETTLE_AFTER = (18, 70)  # days after the due date when a defaulter who pays up settles everything
SETTLE_SHARE = 0.55  # defaulters who pay up rather than lose their goods
SETTLE_METHODS = [("Card", 2), ("Cash", 1)]  # how an overlocked customer clears the debt at the counter

# gate visits per week while renting, by segment, and the busiest hours
VISITS_PER_WEEK = {"house_move": 0.45, "long_term": 0.12, "business": 1.4, "student": 0.05}
MOVE_DAY_VISITS = (2, 4)
HOURS = list(range(6, 22))
HOUR_WEIGHTS = [1, 3, 5, 7, 8, 8, 7, 7, 8, 9, 9, 8, 6, 4, 3, 2]
DENIED_RETRIES = (1, 3)  # an overlocked customer tries the keypad a few times
