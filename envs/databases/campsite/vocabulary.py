"""The ``campsite`` database's title, schema (DDL), and the vocabularies, calendars, weights and prices its
generator draws from (``generator.py``)."""

from datetime import date

TITLE = ("Foxglove Farm Holiday Park: pitches, guests, bookings, seasonal rates, payments, extras, the site shop, "
         "seasonal pitch holders, maintenance and reviews")

SCHEMA = """
CREATE TABLE pitches (
    pitch_id       INTEGER PRIMARY KEY,
    code           TEXT NOT NULL UNIQUE,   -- field letter and number, e.g. M07 (Meadow), O12 (Orchard), P03 (pod)
    field          TEXT NOT NULL,          -- Meadow, Orchard, Top Field, Woodland, Riverside
    pitch_type     TEXT NOT NULL,          -- Tent Pitch, Touring Pitch, Seasonal Pitch, Glamping Pod, Yurt,
                                           -- Static Caravan
    surface        TEXT,                   -- Grass or Hardstanding; NULL for pods, yurts and static caravans
    has_hookup     INTEGER NOT NULL,       -- 0/1 electric hook-up
    sleeps         INTEGER NOT NULL,       -- most people allowed on the pitch or in the unit
    dogs_allowed   INTEGER NOT NULL,       -- 0/1
    opened_on      TEXT NOT NULL,          -- YYYY-MM-DD first night it could be let
    retired_on     TEXT                    -- NULL while still in use
);
CREATE TABLE rates (
    rate_id        INTEGER PRIMARY KEY,
    year           INTEGER NOT NULL,       -- the price list's year; a night is priced at its own year's rate
    season_band    TEXT NOT NULL,          -- Low, Mid, High, Bank Holiday
    pitch_type     TEXT NOT NULL,
    nightly_rate   REAL NOT NULL,          -- per pitch or unit per night, up to its sleeps
    hookup_charge  REAL,                   -- per night on a pitch with hook-up; NULL where electric is included
    UNIQUE (year, season_band, pitch_type)
);
CREATE TABLE guests (
    guest_id    INTEGER PRIMARY KEY,
    first_name  TEXT NOT NULL,
    last_name   TEXT NOT NULL,
    email       TEXT,                      -- NULL when none was given
    phone       TEXT,                      -- NULL when none was given
    home_town   TEXT,                      -- NULL when not recorded
    created_on  TEXT NOT NULL              -- YYYY-MM-DD the guest was first entered
);
CREATE TABLE bookings (
    booking_id    INTEGER PRIMARY KEY,
    guest_id      INTEGER NOT NULL REFERENCES guests(guest_id),
    pitch_id      INTEGER NOT NULL REFERENCES pitches(pitch_id),
    booked_on     TEXT NOT NULL,           -- YYYY-MM-DD; the arrival day for walk-ins
    source        TEXT,                    -- Website, Phone, Pitchup, Walk-in; NULL on some older bookings
    arrival       TEXT NOT NULL,           -- YYYY-MM-DD
    departure     TEXT NOT NULL,           -- YYYY-MM-DD, the morning they leave
    nights        INTEGER NOT NULL,
    adults        INTEGER NOT NULL,
    children      INTEGER NOT NULL,
    dogs          INTEGER NOT NULL,
    unit          TEXT,                    -- what they brought: Tent, Trailer Tent, Caravan, Motorhome, Campervan;
                                           -- NULL in pods, yurts and static caravans
    season_band   TEXT NOT NULL,           -- the band of the arrival night
    pitch_fee     REAL NOT NULL,           -- nights at that year's rate per band, plus hook-up where charged
    status        TEXT NOT NULL,           -- Confirmed, Checked In, Checked Out, Cancelled, No Show
    cancelled_on  TEXT                     -- NULL unless Cancelled
);
CREATE TABLE payments (
    payment_id  INTEGER PRIMARY KEY,
    booking_id  INTEGER NOT NULL REFERENCES bookings(booking_id),
    paid_on     TEXT NOT NULL,             -- YYYY-MM-DD
    kind        TEXT NOT NULL,             -- Deposit, Balance, Extras, Refund
    amount      REAL NOT NULL,             -- refunds are negative
    method      TEXT NOT NULL              -- Card, Cash, Bank Transfer
);
CREATE TABLE booking_extras (
    extra_id    INTEGER PRIMARY KEY,
    booking_id  INTEGER NOT NULL REFERENCES bookings(booking_id),
    extra       TEXT NOT NULL,             -- Dog Fee, Firewood, Late Checkout, Extra Car, Hot Tub
    quantity    INTEGER NOT NULL,          -- dog fees: dogs times nights
    unit_price  REAL NOT NULL,
    total       REAL NOT NULL
);
CREATE TABLE shop_sales (
    sale_id         INTEGER PRIMARY KEY,   -- one till line
    sold_at         TEXT NOT NULL,         -- YYYY-MM-DD HH:MM
    booking_id      INTEGER REFERENCES bookings(booking_id),   -- NULL for day visitors and unrecorded sales
    item            TEXT NOT NULL,
    category        TEXT NOT NULL,         -- Groceries, Drinks, Ice Cream, Firewood & BBQ, Gas, Camping Gear, Pets
    quantity        INTEGER NOT NULL,
    unit_price      REAL NOT NULL,
    total           REAL NOT NULL,
    payment_method  TEXT NOT NULL          -- Card or Cash
);
CREATE TABLE seasonal_contracts (
    contract_id    INTEGER PRIMARY KEY,
    pitch_id       INTEGER NOT NULL REFERENCES pitches(pitch_id),
    guest_id       INTEGER NOT NULL REFERENCES guests(guest_id),
    season_year    INTEGER NOT NULL,
    signed_on      TEXT NOT NULL,          -- YYYY-MM-DD
    start_date     TEXT NOT NULL,          -- 1 March of the season
    end_date       TEXT NOT NULL,          -- 31 October of the season
    fee            REAL NOT NULL,          -- the season's price
    payment_plan   TEXT NOT NULL,          -- Up Front or Instalments
    left_early_on  TEXT                    -- NULL unless the holder gave the pitch up mid-season
);
CREATE TABLE maintenance_issues (
    issue_id     INTEGER PRIMARY KEY,
    pitch_id     INTEGER REFERENCES pitches(pitch_id),   -- NULL for issues with the shared facilities
    facility     TEXT,                     -- Toilet Block, Shower Block, Play Area, Shop, Water Point; NULL on pitches
    reported_on  TEXT NOT NULL,            -- YYYY-MM-DD
    category     TEXT NOT NULL,
    priority     TEXT NOT NULL,            -- Low, Medium, High
    reported_by  TEXT NOT NULL,            -- Warden, Guest, Owner
    resolved_on  TEXT,                     -- NULL while still open
    cost         REAL                      -- NULL while open
);
CREATE TABLE reviews (
    review_id   INTEGER PRIMARY KEY,
    booking_id  INTEGER NOT NULL REFERENCES bookings(booking_id),
    posted_on   TEXT NOT NULL,             -- YYYY-MM-DD
    platform    TEXT NOT NULL,             -- Google, Pitchup, Facebook
    rating      INTEGER NOT NULL,          -- 1 to 5 stars
    comment     TEXT                       -- NULL for a star rating with no words
);
CREATE INDEX idx_bookings_guest ON bookings(guest_id);
CREATE INDEX idx_bookings_pitch ON bookings(pitch_id);
CREATE INDEX idx_payments_booking ON payments(booking_id);
CREATE INDEX idx_extras_booking ON booking_extras(booking_id);
CREATE INDEX idx_shop_booking ON shop_sales(booking_id);
CREATE INDEX idx_reviews_booking ON reviews(booking_id);
"""

BOOKS_START = date(2023, 3, 1)  # the booking system went in for the 2023 season
TODAY = date(2025, 9, 28)  # the last day in the data; later arrivals are bookings already taken
HORIZON = date(2026, 10, 31)  # the furthest arrival anyone could book
PARK_YEARS = [2023, 2024, 2025, 2026]

# touring season for tents and tourers; glamping and static caravans also open over Christmas and New Year
TOURING_OPEN = ((3, 15), (10, 31))  # (month, day) first and last night
GLAMPING_OPEN = ((3, 1), (1, 2))  # runs over New Year into 2 January
GLAMPING_TYPES = ("Glamping Pod", "Yurt", "Static Caravan")

# school holidays and bank holiday weekends (England) that set the season band of a night
SUMMER_HOLIDAYS = {2023: (date(2023, 7, 21), date(2023, 9, 3)), 2024: (date(2024, 7, 19), date(2024, 9, 1)),
                   2025: (date(2025, 7, 18), date(2025, 8, 31)), 2026: (date(2026, 7, 17), date(2026, 8, 30))}
EASTER_HOLIDAYS = {2023: (date(2023, 4, 1), date(2023, 4, 16)), 2024: (date(2024, 3, 23), date(2024, 4, 7)),
                   2025: (date(2025, 4, 5), date(2025, 4, 21)), 2026: (date(2026, 3, 28), date(2026, 4, 12))}
HALF_TERMS = [(date(2023, 5, 27), date(2023, 6, 4)), (date(2023, 10, 21), date(2023, 10, 29)),
              (date(2024, 5, 25), date(2024, 6, 2)), (date(2024, 10, 26), date(2024, 11, 3)),
              (date(2025, 5, 24), date(2025, 6, 1)), (date(2025, 10, 25), date(2025, 11, 2)),
              (date(2026, 5, 23), date(2026, 5, 31))]
# the Monday of each bank holiday weekend (Easter: the Monday; Good Friday's night is in the band too)
BANK_HOLIDAY_MONDAYS = [date(2023, 4, 10), date(2023, 5, 1), date(2023, 5, 8), date(2023, 5, 29), date(2023, 8, 28),
                        date(2024, 4, 1), date(2024, 5, 6), date(2024, 5, 27), date(2024, 8, 26),
                        date(2025, 4, 21), date(2025, 5, 5), date(2025, 5, 26), date(2025, 8, 25),
                        date(2026, 4, 6), date(2026, 5, 4), date(2026, 5, 25), date(2026, 8, 31)]
EASTER_MONDAYS = {date(2023, 4, 10), date(2024, 4, 1), date(2025, 4, 21), date(2026, 4, 6)}
CHRISTMAS = ((12, 22), (1, 2))  # glamping nights over Christmas and New Year are High

# code prefix, field, pitch type, surface, hook-up, sleeps, dogs, count
PITCH_BLOCKS = [
    ("M", "Meadow", "Tent Pitch", "Grass", 0, 6, 1, 18),
    ("M", "Meadow", "Tent Pitch", "Grass", 1, 6, 1, 8),
    ("O", "Orchard", "Touring Pitch", "Hardstanding", 1, 6, 1, 22),
    ("O", "Orchard", "Touring Pitch", "Grass", 1, 6, 1, 8),
    ("T", "Top Field", "Seasonal Pitch", "Hardstanding", 1, 6, 1, 14),
    ("P", "Woodland", "Glamping Pod", None, 1, 4, 1, 6),
    ("Y", "Woodland", "Yurt", None, 1, 5, 0, 3),
    ("C", "Riverside", "Static Caravan", None, 1, 6, 0, 6),
]
NO_DOG_PODS = {"P05", "P06"}  # the two newer pods are kept dog-free for allergy sufferers
RETIRED = {"P04": date(2024, 11, 20)}  # a fallen oak finished off pod 4 in the November storm
OPENED_ON = {"Tent Pitch": date(2012, 4, 1), "Touring Pitch": date(2012, 4, 1), "Seasonal Pitch": date(2016, 3, 1),
             "Glamping Pod": date(2021, 5, 28), "Yurt": date(2022, 4, 8), "Static Caravan": date(2019, 3, 1)}
LATE_OPENED = {"Y03": date(2025, 3, 1), "O29": date(2024, 3, 15), "O30": date(2024, 3, 15)}  # added later

BANDS = ["Low", "Mid", "High", "Bank Holiday"]
# 2023 nightly rates by band; later years rise by YEAR_RISE
BASE_RATES = {
    "Tent Pitch": (18.0, 23.0, 30.0, 34.0),
    "Touring Pitch": (22.0, 28.0, 36.0, 40.0),
    "Seasonal Pitch": (22.0, 28.0, 36.0, 40.0),  # on the price list, though let by the season
    "Glamping Pod": (55.0, 68.0, 85.0, 92.0),
    "Yurt": (80.0, 98.0, 125.0, 135.0),
    "Static Caravan": (75.0, 92.0, 120.0, 130.0),
}
HOOKUP_CHARGED = ("Tent Pitch", "Touring Pitch", "Seasonal Pitch")  # pitch types that pay extra for electric
HOOKUP_CHARGE = {2023: 5.0, 2024: 5.5, 2025: 6.0, 2026: 6.0}  # per night, tent and touring pitches only
YEAR_RISE = {2023: 1.0, 2024: 1.06, 2025: 1.12, 2026: 1.17}
SEASONAL_FEE = {2023: 2150.0, 2024: 2295.0, 2025: 2450.0, 2026: 2600.0}

FIRST_NAMES = [
    "James", "Sarah", "David", "Emma", "Mark", "Claire", "Paul", "Rachel", "Andrew", "Helen", "Steven", "Louise",
    "Richard", "Nicola", "Gareth", "Joanne", "Simon", "Kerry", "Darren", "Lisa", "Ian", "Amanda", "Neil", "Becky",
    "Chris", "Hannah", "Matt", "Laura", "Tom", "Sophie", "Dan", "Jess", "Rob", "Katie", "Gary", "Karen", "Stuart",
    "Michelle", "Phil", "Gemma", "Tony", "Alison", "Craig", "Donna", "Lee", "Natalie", "Wayne", "Zoe", "Keith",
    "Pauline", "Graham", "Sandra", "Martin", "Julie", "Alan", "Denise", "Kevin", "Tracey", "Sam", "Charlotte",
]
LAST_NAMES = [
    "Smith", "Jones", "Taylor", "Brown", "Williams", "Wilson", "Johnson", "Davies", "Robinson", "Wright",
    "Thompson", "Evans", "Walker", "White", "Roberts", "Green", "Hall", "Wood", "Jackson", "Clarke", "Hughes",
    "Edwards", "Turner", "Hill", "Moore", "Cooper", "Ward", "Morris", "King", "Watson", "Harrison", "Morgan",
    "Baker", "Young", "Allen", "Mitchell", "Bell", "Price", "Bennett", "Griffiths", "Kelly", "Marshall", "Lloyd",
    "Parker", "Shaw", "Hunt", "Fisher", "Pearce", "Holmes", "Mason", "Fowler", "Pritchard", "Dawson", "Lamb",
]
HOME_TOWNS = [("Bristol", 12), ("Birmingham", 10), ("London", 9), ("Exeter", 7), ("Taunton", 6), ("Bath", 5),
              ("Cardiff", 6), ("Swindon", 4), ("Reading", 4), ("Oxford", 3), ("Cheltenham", 4), ("Gloucester", 3),
              ("Plymouth", 4), ("Southampton", 3), ("Coventry", 3), ("Leicester", 2), ("Nottingham", 2),
              ("Manchester", 2), ("Salisbury", 3), ("Yeovil", 3), ("Newport", 2), ("Leeds", 1.5)]
EMAIL_DOMAINS = ["mailbox.test", "inbox.test", "postly.test", "webmail.test", "example.net"]
NO_EMAIL_RATE = 0.07
NO_PHONE_RATE = 0.14
NO_TOWN_RATE = 0.09
N_GUESTS = 5200
REPEAT_SHAPE = 1.4  # Pareto shape of a guest's pull: a loyal few come back year after year

# booking demand: candidate arrivals per category over the whole span and their shape
CATEGORIES = {  # pitch types a booking may land on, candidates, nights and weights
    "tent": (("Tent Pitch",), 7200, [1, 2, 3, 4, 5, 6, 7], [12, 34, 20, 10, 6, 3, 8]),
    "touring": (("Touring Pitch",), 6200, [2, 3, 4, 5, 7, 10, 14], [20, 24, 16, 10, 18, 6, 6]),
    "glamping": (("Glamping Pod", "Yurt"), 2300, [1, 2, 3, 4, 7], [8, 40, 24, 12, 8]),
    "static": (("Static Caravan",), 1500, [3, 4, 7], [35, 30, 35]),
}
# relative arrival demand by month, then multipliers for weekends, bands
MONTH_DEMAND = [0.15, 0.2, 0.45, 0.8, 1.0, 1.1, 1.4, 1.9, 0.9, 0.65, 0.3, 0.4]
FRIDAY_BOOST = 2.4  # Friday arrivals; Saturday half of that
BAND_BOOST = {"Low": 0.7, "Mid": 1.0, "High": 1.6, "Bank Holiday": 2.2}
YEAR_DEMAND = {2023: 0.9, 2024: 1.0, 2025: 1.08, 2026: 1.1}
LEAD_DAYS = {"tent": 18, "touring": 40, "glamping": 70, "static": 110}  # mean days booked ahead
PEAK_LEAD_EXTRA = 60  # summer and bank holiday stays are booked further ahead
WALK_IN_RATE = {"tent": 0.22, "touring": 0.12, "glamping": 0.02, "static": 0.0}
SOURCES = [("Website", 55), ("Phone", 25), ("Pitchup", 20)]
NO_SOURCE_BEFORE = date(2023, 6, 1)  # the source field was added to the booking form that June
UNITS = {
    "Tent Pitch": [("Tent", 84), ("Trailer Tent", 5), ("Campervan", 11)],
    "Touring Pitch": [("Caravan", 55), ("Motorhome", 30), ("Campervan", 15)],
}
ADULTS = [1, 2, 3, 4]
ADULT_WEIGHTS = [8, 70, 10, 12]
CHILDREN_MEAN = {"holiday": 1.5, "term": 0.35}  # Poisson mean of children per booking
DOG_WEIGHTS = [66, 26, 8]  # 0, 1 or 2 dogs where dogs are allowed
CANCEL_RATE = 0.08
NO_SHOW_RATE = 0.02
REFUND_NOTICE_DAYS = 28  # cancelled at least this far ahead: the deposit comes back
BALANCE_DUE_DAYS = 28  # glamping and static caravans pay the balance this far ahead; pitches on arrival
DEPOSIT_SHARE = 0.25

EXTRAS = {  # extra: (2023 price, chance per stay); Dog Fee is per dog per night, Hot Tub yurts only
    "Dog Fee": (3.0, None),
    "Firewood": (7.0, 0.22),
    "Late Checkout": (15.0, 0.06),
    "Extra Car": (5.0, 0.07),
    "Hot Tub": (45.0, 0.45),
}
DOG_FEE = {2023: 3.0, 2024: 3.5, 2025: 4.0, 2026: 4.0}
EXTRA_RISE = {2023: 1.0, 2024: 1.0, 2025: 1.2, 2026: 1.2}  # the other extras went up once, in 2025
CARD_SHARE = 0.82
BANK_TRANSFER_SHARE = 0.3  # of glamping and static balances paid ahead

# item, category, 2023 price
SHOP_ITEMS = [
    ("Milk 2 Pints", "Groceries", 1.45), ("Bread", "Groceries", 1.60), ("Eggs (6)", "Groceries", 2.10),
    ("Bacon", "Groceries", 3.20), ("Sausages", "Groceries", 3.60), ("Baked Beans", "Groceries", 0.95),
    ("Butter", "Groceries", 2.30), ("Croissants", "Groceries", 2.80), ("Newspaper", "Groceries", 2.00),
    ("Coffee", "Drinks", 3.00), ("Local Cider", "Drinks", 3.80), ("Lager 4-Pack", "Drinks", 6.50),
    ("Soft Drink", "Drinks", 1.30), ("Ice Cream Cone", "Ice Cream", 2.20), ("Ice Lolly", "Ice Cream", 1.50),
    ("Firewood Net", "Firewood & BBQ", 7.00), ("Kindling", "Firewood & BBQ", 3.00),
    ("Charcoal", "Firewood & BBQ", 6.50),
    ("Disposable BBQ", "Firewood & BBQ", 4.00), ("Marshmallows", "Firewood & BBQ", 2.00),
    ("Gas Bottle Refill", "Gas", 24.00), ("Camping Gaz Cartridge", "Gas", 9.50),
    ("Tent Pegs", "Camping Gear", 4.50), ("Mallet", "Camping Gear", 8.00), ("Toilet Fluid", "Camping Gear", 12.00),
    ("Torch Batteries", "Camping Gear", 4.00), ("Dog Treats", "Pets", 2.50), ("Poo Bags", "Pets", 1.50),
]
ITEM_WEIGHTS = [14, 12, 6, 5, 5, 3, 3, 5, 4, 8, 4, 4, 6, 10, 6, 6, 3, 3, 3, 3, 2, 2, 1.5, 0.7, 1.2, 1, 1.5, 1.5]
SHOP_RISE = {2023: 1.0, 2024: 1.05, 2025: 1.1}
SHOP_LINES_PER_PITCH_NIGHT = 0.95
SHOP_LINES_PER_SEASONAL_HOLDER = 0.6  # a seasonal holder's paper and milk: till lines a day
UNLINKED_SHOP_RATE = 0.25  # sales nobody put on a booking
SHOP_HOURS = (8 * 60, 18 * 60)
SHOP_CASH_SHARE = 0.2
ICE_CREAM_SUMMER = 3.0  # ice cream sells this much better in June to August

# seasonal holders
SEASONAL_RENEWAL = 0.8
SEASONAL_VACANCY = 0.06  # a pitch the waiting list did not fill that year
LEFT_EARLY_RATE = 0.05
INSTALMENTS_RATE = 0.45
NEXT_SEASON_SIGNED = 0.7  # of 2026's contracts, the share already signed by today

# maintenance: category, pitch types it applies to, per pitch per year mean, cost range
PITCH_ISSUES = [
    ("Hook-up Fault", ("Tent Pitch", "Touring Pitch", "Seasonal Pitch"), 0.35, (15.0, 180.0)),
    ("Waterlogging", ("Tent Pitch", "Touring Pitch"), 0.25, (0.0, 120.0)),
    ("Surface Repair", ("Touring Pitch", "Seasonal Pitch"), 0.15, (40.0, 350.0)),
    ("Heating", ("Glamping Pod", "Yurt", "Static Caravan"), 0.8, (30.0, 420.0)),
    ("Plumbing", ("Static Caravan",), 1.2, (40.0, 380.0)),
    ("Roof Leak", ("Glamping Pod", "Yurt", "Static Caravan"), 0.5, (60.0, 900.0)),
    ("Tree Damage", ("Tent Pitch", "Glamping Pod", "Yurt"), 0.1, (80.0, 600.0)),
]
FACILITY_ISSUES = [("Toilet Block", 6), ("Shower Block", 7), ("Play Area", 2), ("Shop", 1.5), ("Water Point", 2.5)]
FACILITY_CATEGORIES = {"Toilet Block": ["Plumbing", "Blocked Drain", "Lighting"],
                       "Shower Block": ["Plumbing", "No Hot Water", "Lighting"],
                       "Play Area": ["Broken Equipment"], "Shop": ["Fridge Fault", "Lighting"],
                       "Water Point": ["Plumbing", "Leaking Tap"]}
FACILITY_ISSUES_PER_YEAR = 28
PRIORITIES = [("Low", 45), ("Medium", 38), ("High", 17)]
REPORTERS = [("Warden", 55), ("Guest", 35), ("Owner", 10)]
FIX_DAYS = {"High": 2, "Medium": 6, "Low": 18}  # mean days to fix
IN_HOUSE_RATE = 0.3  # fixed by the warden for nothing but time: cost 0

# reviews
REVIEW_RATE = 0.17
PLATFORMS = [("Google", 50), ("Pitchup", 35), ("Facebook", 15)]
BASE_RATING = {"Tent Pitch": 4.3, "Touring Pitch": 4.4, "Glamping Pod": 4.5, "Yurt": 4.7, "Static Caravan": 4.2}
ISSUE_PENALTY = 1.2  # stars lost when something broke on the pitch during the stay
NO_COMMENT_RATE = 0.3
COMMENTS = {
    5: ["Lovely quiet site, spotless facilities.", "Brilliant for the kids, we'll be back.", "Friendly owners and "
        "a great shop.", "Best campsite we've stayed on.", "Dog heaven, fields and walks on the doorstep."],
    4: ["Very nice site, showers could be warmer.", "Good pitch, a bit of a walk to the toilets.",
        "Great stay, shop a little pricey.", "Lovely spot, busy over the bank holiday."],
    3: ["OK for a night or two.", "Pitch was muddy after the rain.", "Fine but the showers need updating."],
    2: ["Hook-up kept tripping and it took a day to fix.", "Noisy neighbours and nobody did anything."],
    1: ["Leaking roof and no heating. Never again.", "Booking mix-up, we were given the wrong pitch."],
}
