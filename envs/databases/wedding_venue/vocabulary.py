"""The ``wedding_venue`` database's title, schema (DDL), and the vocabularies, weights and rates its generator draws
from (``generator.py``)."""

from datetime import date

TITLE = ("Ashcombe Hall: a country-house venue's enquiries and viewings, bookings with their packages, extras and "
         "payments, suppliers and commission, coordinators and guest rooms")

SCHEMA = """
CREATE TABLE staff (
    staff_id    INTEGER PRIMARY KEY,
    first_name  TEXT NOT NULL,
    last_name   TEXT NOT NULL,
    role        TEXT NOT NULL,             -- Venue Manager, Events Coordinator, Bookkeeper, Head Housekeeper
    started_on  TEXT NOT NULL,             -- YYYY-MM-DD
    left_on     TEXT                       -- NULL while still working at the Hall
);
CREATE TABLE packages (
    package_id  INTEGER PRIMARY KEY,
    name        TEXT NOT NULL UNIQUE,      -- e.g. Classic Wedding, Corporate Away Day
    event_type  TEXT NOT NULL,             -- Wedding, Corporate, Private Party
    max_guests  INTEGER NOT NULL           -- most day guests the package takes
);
CREATE TABLE package_prices (
    package_id  INTEGER NOT NULL REFERENCES packages(package_id),
    year        INTEGER NOT NULL,          -- the calendar year of the event date
    season      TEXT NOT NULL,             -- Peak (May-Sep), Shoulder (Apr, Oct), Off-Peak (Nov-Mar)
    day_type    TEXT NOT NULL,             -- Saturday, Friday/Sunday, Midweek (Monday-Thursday)
    price       REAL NOT NULL,             -- rate card venue fee for an event on such a day
    PRIMARY KEY (package_id, year, season, day_type)
);
CREATE TABLE enquiries (
    enquiry_id       INTEGER PRIMARY KEY,
    received_on      TEXT NOT NULL,        -- YYYY-MM-DD
    source           TEXT,                 -- Website, Wedding Fair, Referral, Social Media; NULL when not asked
    event_type       TEXT NOT NULL,        -- Wedding, Corporate, Private Party
    first_name       TEXT NOT NULL,        -- the contact
    last_name        TEXT NOT NULL,
    partner_name     TEXT,                 -- weddings: the partner's full name; NULL otherwise or when not given
    company          TEXT,                 -- corporate enquiries: the company; NULL otherwise
    email            TEXT,                 -- NULL when not given
    phone            TEXT,                 -- NULL when not given
    preferred_date   TEXT,                 -- the date they asked about; NULL when they were flexible
    guests_estimate  INTEGER,              -- rough numbers at enquiry; NULL when not given
    viewing_on       TEXT,                 -- date of the show-round; NULL when no viewing was arranged
    viewing_status   TEXT,                 -- Attended, No Show, Cancelled, Booked (still to come); NULL if none
    shown_by         INTEGER REFERENCES staff(staff_id)   -- who showed them round; NULL if no viewing
);
CREATE TABLE bookings (
    booking_id      INTEGER PRIMARY KEY,
    enquiry_id      INTEGER NOT NULL REFERENCES enquiries(enquiry_id),
    package_id      INTEGER NOT NULL REFERENCES packages(package_id),
    event_date      TEXT NOT NULL,         -- YYYY-MM-DD; the Hall takes one event a day
    original_date   TEXT,                  -- the date first booked, when the event was postponed; NULL otherwise
    booked_on       TEXT NOT NULL,         -- the date was pencilled in (a provisional hold of 14 days)
    confirmed_on    TEXT,                  -- contract signed and deposit paid; NULL while provisional or lapsed
    status          TEXT NOT NULL,         -- Provisional, Confirmed, Cancelled, Completed
    cancelled_on    TEXT,                  -- NULL unless Cancelled (a lapsed hold is cancelled 14 days on)
    day_guests      INTEGER NOT NULL,      -- expected day guests (the final number once Completed)
    evening_guests  INTEGER,               -- weddings: evening total; NULL for other events or not yet known
    venue_fee       REAL NOT NULL,         -- agreed venue fee: the rate card price less any discount
    deposit         REAL NOT NULL,         -- the non-refundable deposit asked for on signing
    coordinator_id  INTEGER REFERENCES staff(staff_id)   -- events coordinator; NULL until assigned
);
CREATE TABLE booking_extras (
    booking_extra_id  INTEGER PRIMARY KEY,
    booking_id        INTEGER NOT NULL REFERENCES bookings(booking_id),
    extra             TEXT NOT NULL,       -- Marquee, Fireworks, Late Bar, Chiavari Chairs, ...
    quantity          INTEGER NOT NULL,    -- hours for Late Bar, chairs for Chiavari Chairs, otherwise 1
    unit_price        REAL NOT NULL        -- price per unit at the event year's rates
);
CREATE TABLE payments (
    payment_id    INTEGER PRIMARY KEY,
    booking_id    INTEGER NOT NULL REFERENCES bookings(booking_id),
    paid_on       TEXT NOT NULL,           -- YYYY-MM-DD
    payment_type  TEXT NOT NULL,           -- Deposit, Stage Payment, Final Balance, Refund
    amount        REAL NOT NULL,           -- pounds; refunds are negative
    method        TEXT                     -- Bank Transfer, Card, Cheque; NULL when not recorded
);
CREATE TABLE suppliers (
    supplier_id      INTEGER PRIMARY KEY,
    name             TEXT NOT NULL,
    category         TEXT NOT NULL,        -- Caterer, Florist, Band, DJ, Photographer, Cake Maker
    recommended      INTEGER NOT NULL,     -- 0/1 on the Hall's recommended suppliers list
    commission_rate  REAL,                 -- share of the supplier's fee paid to the Hall; NULL if not recommended
    phone            TEXT,                 -- NULL when not on file
    town             TEXT NOT NULL
);
CREATE TABLE event_suppliers (
    booking_id   INTEGER NOT NULL REFERENCES bookings(booking_id),
    supplier_id  INTEGER NOT NULL REFERENCES suppliers(supplier_id),
    fee          REAL,                     -- the supplier's fee to the client; NULL when the client did not say
    commission   REAL,                     -- owed to the Hall by a recommended supplier; NULL otherwise
    PRIMARY KEY (booking_id, supplier_id)
);
CREATE TABLE room_bookings (
    room_booking_id  INTEGER PRIMARY KEY,
    booking_id       INTEGER REFERENCES bookings(booking_id),   -- the event it is for; NULL for a B&B stay
    room             TEXT NOT NULL,        -- Bridal Suite, Garden Suite, Oak, ..., Coach House 2
    check_in         TEXT NOT NULL,        -- YYYY-MM-DD
    nights           INTEGER NOT NULL,
    nightly_rate     REAL NOT NULL,        -- 0 where the room comes with the package
    guest_name       TEXT                  -- lead guest; NULL when not taken
);
CREATE INDEX idx_bookings_enquiry ON bookings(enquiry_id);
CREATE INDEX idx_bookings_date ON bookings(event_date);
CREATE INDEX idx_extras_booking ON booking_extras(booking_id);
CREATE INDEX idx_payments_booking ON payments(booking_id);
CREATE INDEX idx_event_suppliers_supplier ON event_suppliers(supplier_id);
CREATE INDEX idx_rooms_booking ON room_bookings(booking_id);
"""

START = date(2023, 4, 1)  # the Hall opened for events in spring 2023: the books start here
FIRST_EVENT = date(2023, 5, 6)  # nothing could be held before the refurbishment was signed off
TODAY = date(2025, 10, 15)  # the last day in the data (a Wednesday)
HORIZON = date(2027, 12, 31)  # the diary runs no further ahead

# ---------------------------------------------------------------- packages and rates

# name, event type, max guests, 2023 Peak Saturday price
PACKAGES = [
    ("Classic Wedding", "Wedding", 110, 9500.0),
    ("Grand Wedding", "Wedding", 160, 14500.0),
    ("Intimate Wedding", "Wedding", 40, 4800.0),
    ("Twilight Wedding", "Wedding", 120, 6200.0),
    ("Corporate Away Day", "Corporate", 80, 3200.0),
    ("Corporate Christmas Party", "Corporate", 150, 5400.0),
    ("Celebration Party", "Private Party", 150, 3800.0),
    ("Garden Party", "Private Party", 120, 4200.0),
]
PRICE_YEARS = [2023, 2024, 2025, 2026, 2027]
YEAR_FACTOR = {2023: 1.0, 2024: 1.06, 2025: 1.113, 2026: 1.19, 2027: 1.24}  # the rate card rises every January
SEASON_FACTOR = {"Peak": 1.0, "Shoulder": 0.85, "Off-Peak": 0.7}
DAY_FACTOR = {"Saturday": 1.0, "Friday/Sunday": 0.8, "Midweek": 0.6}
SEASON_OF_MONTH = {1: "Off-Peak", 2: "Off-Peak", 3: "Off-Peak", 4: "Shoulder", 5: "Peak", 6: "Peak", 7: "Peak",
                   8: "Peak", 9: "Peak", 10: "Shoulder", 11: "Off-Peak", 12: "Off-Peak"}
PRICE_ROUNDING = 50  # rate card prices are whole fifties
DISCOUNT_RATE = 0.12  # bookings given a late-availability or off-peak discount
DISCOUNTS = [0.05, 0.1, 0.15]
DEPOSIT_SHARE = {"Wedding": 0.25, "Corporate": 0.3, "Private Party": 0.3}
DEPOSIT_ROUNDING = 50

# extra, event types it is sold for (with the chance), unit, 2023 unit price
EXTRAS = [
    ("Marquee", {"Wedding": 0.12, "Private Party": 0.1}, "event", 3200.0),
    ("Fireworks", {"Wedding": 0.14, "Private Party": 0.12, "Corporate": 0.05}, "event", 1850.0),
    ("Late Bar", {"Wedding": 0.45, "Private Party": 0.4, "Corporate": 0.15}, "hour", 180.0),
    ("Chiavari Chairs", {"Wedding": 0.3}, "guest", 4.5),
    ("Firepit & Marshmallows", {"Wedding": 0.2, "Private Party": 0.15}, "event", 250.0),
    ("Ceremony on the Lawn", {"Wedding": 0.35}, "event", 650.0),
    ("Exclusive Use Night Before", {"Wedding": 0.1}, "event", 1500.0),
    ("Projector & PA", {"Corporate": 0.6}, "event", 150.0),
]
MARQUEE_GUESTS = 100  # weddings this big often take the marquee
LATE_BAR_HOURS = ([1, 2, 3], [5, 3, 1])

# ---------------------------------------------------------------- enquiries and demand

ENQUIRIES_PER_DAY = 2.0
ENQUIRY_MONTH = [1.8, 1.4, 1.2, 1.0, 0.9, 0.9, 0.8, 0.9, 1.0, 1.2, 1.0, 1.1]  # engagements at Christmas
ENQUIRY_GROWTH = {2023: 0.7, 2024: 1.0, 2025: 1.15}  # word gets round
WEDDING_FAIRS = [date(2023, 10, 8), date(2024, 1, 21), date(2024, 10, 6), date(2025, 1, 19), date(2025, 10, 5)]
FAIR_ENQUIRIES = 18  # mean wedding enquiries in the week after a fair
EVENT_TYPES = [("Wedding", 62), ("Corporate", 20), ("Private Party", 18)]
SOURCES = {
    "Wedding": [("Website", 42), ("Social Media", 27), ("Referral", 16), ("Wedding Fair", 6)],
    "Corporate": [("Website", 50), ("Referral", 36), ("Social Media", 8)],
    "Private Party": [("Website", 38), ("Social Media", 32), ("Referral", 24)],
}
NO_SOURCE_RATE = 0.06
LEAD_DAYS = {"Wedding": (150, 800, 460), "Corporate": (14, 160, 45), "Private Party": (28, 300, 90)}  # tri
EVENT_MONTH = {
    "Wedding": [0.25, 0.3, 0.5, 0.9, 1.7, 2.3, 2.5, 2.4, 2.0, 1.1, 0.35, 0.6],
    "Corporate": [0.6, 0.9, 1.1, 1.0, 1.1, 1.2, 1.0, 0.4, 1.2, 1.1, 1.3, 2.8],
    "Private Party": [0.6, 0.6, 0.8, 0.9, 1.1, 1.4, 1.5, 1.2, 1.0, 0.9, 0.9, 1.3],
}
EVENT_WEEKDAY = {  # Monday first
    "Wedding": [0.04, 0.04, 0.07, 0.15, 0.8, 2.6, 0.5],
    "Corporate": [1.0, 1.3, 1.4, 1.3, 0.9, 0.08, 0.04],
    "Private Party": [0.05, 0.05, 0.08, 0.1, 0.6, 1.8, 0.5],
}
FLEXIBLE_DATE_RATE = 0.3  # enquiries with no preferred date on record
GUESTS = {"Wedding": (4.45, 0.4), "Corporate": (3.7, 0.45), "Private Party": (4.3, 0.35)}  # log-normal mu, sigma
NO_GUESTS_RATE = 0.2
VIEWING_RATE = {"Wedding": 0.6, "Corporate": 0.35, "Private Party": 0.4}
VIEWING_DAYS = (4, 35)
VIEWING_OUTCOMES = [("Attended", 88), ("No Show", 6), ("Cancelled", 6)]
MANAGER_SHOWS = 0.2  # viewings the venue manager takes herself
BOOK_RATE = {  # chance an enquiry books: after an attended viewing, without any viewing, after a missed one
    "Wedding": (0.36, 0.03, 0.02),
    "Corporate": (0.55, 0.25, 0.05),
    "Private Party": (0.45, 0.12, 0.03),
}
BOOK_DAYS = (0, 20)  # from the viewing (or enquiry) to pencilling in the date
MIN_NOTICE = 14  # days between pencilling in and the event
NO_EMAIL_RATE = 0.08
NO_PHONE_RATE = 0.15
NO_PARTNER_RATE = 0.1
EMAIL_DOMAINS = ["mailbox.test", "inbox.test", "postly.test", "example.net", "webmail.test"]

# ---------------------------------------------------------------- the booking's life

CONFIRM_DAYS = (2, 14)
LAPSE_RATE = 0.1  # provisional holds never confirmed
HOLD_DAYS = 14
CANCEL_RATE = {"Wedding": 0.06, "Corporate": 0.08, "Private Party": 0.07}
POSTPONE_RATE = 0.035  # weddings moved to a later date
POSTPONE_MONTHS = (4, 13)
COORDINATOR_AHEAD_DAYS = 270  # a coordinator is assigned about nine months before the event
GUEST_DRIFT = (0.85, 1.08)  # final numbers against the estimate
EVENING_EXTRA = (15, 60)
NO_EVENING_RATE = 0.08  # weddings with no evening numbers yet

STAGE_DAYS = 180  # weddings: half the total due six months before
BALANCE_DAYS = {"Wedding": 42, "Private Party": 28}  # final balance due this many days before the event
CORPORATE_INVOICE_DAYS = (7, 45)  # corporate clients settle after the event
ON_TIME_RATE = 0.8
EARLY_DAYS = (0, 10)
LATE_DAYS = (1, 20)
VERY_LATE_RATE = 0.05
VERY_LATE_DAYS = (21, 75)
REFUND_NOTICE = 90  # cancelled this far ahead, half the stage payment is refunded
METHODS = [("Bank Transfer", 75), ("Card", 22), ("Cheque", 3)]
NO_METHOD_RATE = 0.04

# ---------------------------------------------------------------- suppliers

TOWNS = ["Ashcombe", "Marlborough", "Devizes", "Hungerford", "Swindon", "Bath", "Newbury", "Chippenham"]
# category, name pattern words, number recommended, number not, commission range, fee (base, per guest)
SUPPLIER_NAMES = {
    "Caterer": ["Hartley & Vine Catering", "The Wiltshire Kitchen", "Saffron & Sage", "Long Table Feasts",
                "Copper Pot Caterers", "Orchard House Catering"],
    "Florist": ["Petal & Stem", "The Flower Barn", "Wild Meadow Flowers", "Bloom & Bough", "Fern and Foxglove",
                "Rosehip Florals", "The Little Posy Co"],
    "Band": ["The Velvet Brogues", "Midnight Motown", "Silver Linings Band", "The Good Times Collective",
             "Jukebox Heroes", "The Sunday Best", "Brass Monkeys", "The Honeybees"],
    "DJ": ["DJ Nick Sharpe", "Party Starters Discos", "Groove Station", "Spin Doctor Events", "Decks & Lights"],
    "Photographer": ["Emma Kirby Photography", "Fox & Fern Photography", "Lightbox Weddings", "Chris Dunn Images",
                     "Golden Hour Studio", "Amelia Price Photography", "Lens & Lace", "True North Pictures"],
    "Cake Maker": ["The Cake Loft", "Sugar & Sponge", "Crumbs of Comfort", "Tiered & True"],
}
RECOMMENDED = {"Caterer": 6, "Florist": 4, "Band": 4, "DJ": 3, "Photographer": 4, "Cake Maker": 2}
COMMISSION_RATES = [0.05, 0.08, 0.1, 0.12]
SUPPLIER_FEES = {  # base fee, per day guest, spread
    "Caterer": (800.0, 62.0, 0.12),
    "Florist": (450.0, 6.0, 0.35),
    "Band": (1400.0, 0.0, 0.25),
    "DJ": (450.0, 0.0, 0.25),
    "Photographer": (1300.0, 0.0, 0.3),
    "Cake Maker": (220.0, 2.5, 0.3),
}
SUPPLIER_NEEDS = {  # category, chance, chance of picking from the recommended list
    "Wedding": [("Caterer", 1.0, 1.0), ("Florist", 0.85, 0.7), ("Photographer", 0.92, 0.45),
                ("Cake Maker", 0.7, 0.6)],
    "Corporate": [("Caterer", 1.0, 1.0)],
    "Private Party": [("Caterer", 1.0, 1.0), ("Cake Maker", 0.3, 0.6)],
}
MUSIC = {"Wedding": (0.55, 0.38), "Private Party": (0.35, 0.5), "Corporate": (0.0, 0.25)}  # band, DJ chances
MUSIC_RECOMMENDED = 0.55
FEE_UNDISCLOSED_RATE = 0.25  # of clients' own suppliers
SUPPLIER_AHEAD_DAYS = 365  # beyond a year out, only the caterer is booked
NO_SUPPLIER_PHONE_RATE = 0.15

# ---------------------------------------------------------------- rooms

# room, 2023 nightly rate
ROOMS = [("Bridal Suite", 295.0), ("Garden Suite", 245.0), ("Oak", 185.0), ("Ash", 185.0), ("Beech", 175.0),
         ("Willow", 175.0), ("Rowan", 165.0), ("Hazel", 165.0), ("Cedar", 165.0), ("Elm", 155.0),
         ("Coach House 1", 140.0), ("Coach House 2", 140.0)]
ROOM_YEAR_FACTOR = {2023: 1.0, 2024: 1.05, 2025: 1.1, 2026: 1.15, 2027: 1.2}
BRIDAL_SUITE_INCLUDED = "Grand Wedding"  # the package that comes with the Bridal Suite free
GUESTS_PER_ROOM = 12  # wedding guests per room taken, on average
NIGHT_BEFORE_RATE = 0.3  # event guests who also stay the night before
CORPORATE_ROOMS = (0.2, 2, 8)  # chance an away day books rooms the night before, fewest, most
BB_STAYS = 320  # B&B stays by the public on nights the rooms are free
BB_MONTH = [0.3, 0.4, 0.6, 0.9, 1.2, 1.4, 1.6, 1.7, 1.2, 0.8, 0.5, 0.9]
BB_NIGHTS = ([1, 2, 3], [5, 4, 1])
NO_GUEST_NAME_RATE = 0.1

# ---------------------------------------------------------------- people

# first, last, role, started, left, share of the events coordinated
STAFF = [
    ("Caroline", "Ashdown", "Venue Manager", "2023-01-09", None, 0),
    ("Harriet", "Fenwick", "Events Coordinator", "2023-02-01", None, 5),
    ("Tom", "Bellamy", "Events Coordinator", "2023-02-01", "2024-11-29", 5),
    ("Priya", "Sandhu", "Events Coordinator", "2023-09-04", None, 4),
    ("Megan", "O'Rourke", "Events Coordinator", "2024-10-14", None, 4),
    ("Jack", "Pemberton", "Events Coordinator", "2025-03-03", None, 3),
    ("Sue", "Whitlock", "Bookkeeper", "2023-01-09", None, 0),
    ("Rosa", "Lima", "Head Housekeeper", "2023-03-06", None, 0),
]
COORDINATOR = "Events Coordinator"
MANAGER = "Venue Manager"

FIRST_NAMES = [
    "Amelia", "Olivia", "Isla", "Emily", "Poppy", "Ella", "Lily", "Sophie", "Grace", "Freya", "Charlotte", "Lucy",
    "Hannah", "Chloe", "Jessica", "Holly", "Katie", "Laura", "Rebecca", "Georgia", "Alice", "Eleanor", "Megan",
    "Jack", "Harry", "Oliver", "Charlie", "James", "George", "Thomas", "William", "Joshua", "Daniel", "Samuel",
    "Matthew", "Ben", "Luke", "Ryan", "Adam", "Alex", "Sam", "Rob", "Chris", "Tom", "Jamie", "Ed", "Will", "Max",
]
LAST_NAMES = [
    "Smith", "Jones", "Taylor", "Brown", "Williams", "Wilson", "Johnson", "Davies", "Robinson", "Wright",
    "Thompson", "Evans", "Walker", "White", "Roberts", "Green", "Hall", "Wood", "Jackson", "Clarke", "Harris",
    "Cooper", "King", "Lee", "Martin", "Baker", "Turner", "Hill", "Morris", "Ward", "Moore", "Parker", "Price",
    "Bennett", "Griffiths", "Fisher", "Marshall", "Hughes", "Edwards", "Ellis", "Palmer", "Mason", "Hunt", "Fox",
]
COMPANY_WORDS_A = ["Kestrel", "Meridian", "Brightwater", "Ridgeway", "Oakfield", "Northgate", "Silverline",
                   "Harbour", "Greenleaf", "Summit", "Castlegate", "Bluestone", "Avon", "Chalk Hill", "Foxley"]
COMPANY_WORDS_B = ["Consulting", "Insurance", "Software", "Logistics", "Partners", "Engineering", "Solicitors",
                   "Group", "Pharma", "Estates", "Analytics", "Media"]
COMPANY_SUFFIX = ["Ltd", "plc", "LLP", ""]
