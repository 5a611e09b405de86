"""The ``florist`` database's title, schema (DDL), and the vocabularies, weights and rates its generator draws
from (``generator.py``)."""

from datetime import date

TITLE = "Petal & Stem: a two-shop florist with stems bought in, arrangements, orders, van deliveries and staff"

SCHEMA = """
CREATE TABLE staff (
    staff_id     INTEGER PRIMARY KEY,
    first_name   TEXT NOT NULL,
    last_name    TEXT NOT NULL,
    role         TEXT NOT NULL,            -- Owner, Shop Manager, Florist, Junior Florist, Saturday Assistant,
                                           -- Driver, Bookkeeper
    shop         TEXT,                     -- High Street or Canal Wharf; NULL for people who work for both
    hourly_rate  REAL,                     -- NULL for the owner, who draws no wage
    hired_on     TEXT NOT NULL,            -- YYYY-MM-DD
    left_on      TEXT                      -- NULL while still employed
);
CREATE TABLE flowers (
    flower_id       INTEGER PRIMARY KEY,
    name            TEXT NOT NULL UNIQUE,  -- the stem as the shop buys it, e.g. 'Red Rose (Naomi)'
    colour          TEXT NOT NULL,
    stem_type       TEXT NOT NULL,         -- Focal, Filler, Foliage
    vase_life_days  INTEGER                -- typical days in a vase; NULL where nobody wrote it down
);
CREATE TABLE purchase_lots (
    lot_id         INTEGER PRIMARY KEY,
    flower_id      INTEGER NOT NULL REFERENCES flowers(flower_id),
    shop           TEXT NOT NULL,          -- the shop the lot was delivered to
    supplier       TEXT NOT NULL,          -- grower or wholesaler name
    supplier_type  TEXT NOT NULL,          -- Grower or Wholesaler
    received_on    TEXT NOT NULL,          -- YYYY-MM-DD
    stems          INTEGER NOT NULL,       -- stems bought in the lot
    cost_per_stem  REAL NOT NULL,          -- what we paid per stem
    stems_wasted   INTEGER NOT NULL,       -- stems binned: wilted, damaged or unsold past their best
    notes          TEXT                    -- quality problem on arrival, NULL when none was noted
);
CREATE TABLE arrangements (
    arrangement_id  INTEGER PRIMARY KEY,
    code            TEXT NOT NULL UNIQUE,  -- e.g. BQ-RR12, SY-WRE, WD-BRI
    name            TEXT NOT NULL,
    category        TEXT NOT NULL,         -- Bouquet, Vase Arrangement, Sympathy, Wedding, Seasonal, Gift
    price           REAL NOT NULL,         -- current list price (raised on 2024-09-02)
    launched_on     TEXT NOT NULL,         -- YYYY-MM-DD
    retired_on      TEXT                   -- NULL while still on sale
);
CREATE TABLE recipes (
    arrangement_id  INTEGER NOT NULL REFERENCES arrangements(arrangement_id),
    flower_id       INTEGER NOT NULL REFERENCES flowers(flower_id),
    stems           INTEGER NOT NULL,      -- stems of this flower in one arrangement
    PRIMARY KEY (arrangement_id, flower_id)
);
CREATE TABLE customers (
    customer_id    INTEGER PRIMARY KEY,
    first_name     TEXT NOT NULL,
    last_name      TEXT NOT NULL,
    company        TEXT,                   -- NULL unless Corporate
    customer_type  TEXT NOT NULL,          -- Walk-in (casual, pays per order), Account (invoiced monthly), Corporate
    email          TEXT,                   -- NULL when not given
    phone          TEXT,                   -- NULL when not given
    postcode       TEXT,                   -- NULL when not given
    created_on     TEXT NOT NULL           -- YYYY-MM-DD
);
CREATE TABLE orders (
    order_id        INTEGER PRIMARY KEY,
    customer_id     INTEGER REFERENCES customers(customer_id),  -- NULL for anonymous over-the-counter sales
    shop            TEXT NOT NULL,         -- High Street or Canal Wharf
    taken_by        INTEGER REFERENCES staff(staff_id),         -- NULL for web orders and when not recorded
    channel         TEXT NOT NULL,         -- Phone, Web, Walk-in
    order_date      TEXT NOT NULL,         -- YYYY-MM-DD, the day the order was placed
    fulfilment      TEXT NOT NULL,         -- Delivery, Collection, Over the counter
    delivery_date   TEXT,                  -- day it is delivered or collected; NULL for over-the-counter sales
    occasion        TEXT,                  -- Birthday, Funeral, Wedding, Valentine's Day, ...; NULL when not given
    status          TEXT NOT NULL,         -- Completed, Cancelled, Refunded
    payment_method  TEXT NOT NULL,         -- Card, Cash, Online, Invoice
    discount        REAL NOT NULL,         -- account discount taken off the lines
    delivery_fee    REAL NOT NULL,         -- 0 unless delivered
    total           REAL NOT NULL          -- lines minus discount plus delivery fee
);
CREATE TABLE order_lines (
    line_id         INTEGER PRIMARY KEY,
    order_id        INTEGER NOT NULL REFERENCES orders(order_id),
    arrangement_id  INTEGER NOT NULL REFERENCES arrangements(arrangement_id),
    quantity        INTEGER NOT NULL,
    unit_price      REAL NOT NULL          -- price charged per item
);
CREATE TABLE deliveries (
    delivery_id     INTEGER PRIMARY KEY,   -- one row per attempt
    order_id        INTEGER NOT NULL REFERENCES orders(order_id),
    driver_id       INTEGER REFERENCES staff(staff_id),         -- NULL when an agency courier stood in
    attempt_no      INTEGER NOT NULL,      -- 1 for the first try, 2 and 3 for retries
    attempted_at    TEXT NOT NULL,         -- YYYY-MM-DD HH:MM
    postcode        TEXT NOT NULL,
    zone            TEXT NOT NULL,         -- A (town centre) to D (outlying villages)
    outcome         TEXT NOT NULL,         -- Delivered or Failed
    failure_reason  TEXT                   -- NULL when delivered
);
CREATE INDEX idx_lots_flower ON purchase_lots(flower_id);
CREATE INDEX idx_orders_customer ON orders(customer_id);
CREATE INDEX idx_orders_date ON orders(order_date);
CREATE INDEX idx_lines_order ON order_lines(order_id);
CREATE INDEX idx_lines_arrangement ON order_lines(arrangement_id);
CREATE INDEX idx_deliveries_order ON deliveries(order_id);
"""

START = date(2023, 3, 1)  # the first day in the books, when the current owner took over the High Street shop
TODAY = date(2025, 12, 31)  # the last day in the data
PRICE_RISE_ON = date(2024, 9, 2)
PRICE_RISE = 1.08  # arrangements.price is the current price; orders before the rise paid about this much less
VALENTINE_MARKUP = 1.2  # red-rose pieces for 10-14 February cost this much more than list
MOTHERS_DAYS = (date(2023, 3, 19), date(2024, 3, 10), date(2025, 3, 30))  # UK Mothering Sunday

# shop, opened, mean orders per trading day (Mon-Sat, before seasonal factors)
SHOPS = [("High Street", date(2023, 3, 1), 17.0), ("Canal Wharf", date(2023, 9, 15), 9.5)]
MONTH_DEMAND = [0.75, 1.0, 1.05, 0.95, 1.1, 1.05, 0.9, 0.85, 0.95, 0.95, 1.0, 1.3]
YEAR_DEMAND = {2023: 1.0, 2024: 1.08, 2025: 1.12}
WEEKDAY_DEMAND = [0.9, 0.85, 0.9, 1.0, 1.25, 1.35]  # Monday..Saturday
VALENTINE_DEMAND = {10: 1.5, 11: 1.8, 12: 2.3, 13: 4.0, 14: 6.0}  # day of February -> demand factor
MOTHERS_DAY_DEMAND = {1: 5.0, 2: 3.5}  # days before Mothering Sunday (Sat, Fri); the rest of that week 1.6
CHRISTMAS_DEMAND = 1.5  # 15-24 December

# channel shares by year: web grows as the new site beds in
CHANNEL_WEIGHTS = {2023: (46, 38, 16), 2024: (44, 34, 22), 2025: (42, 30, 28)}  # Walk-in, Phone, Web
ANONYMOUS_WALK_IN = 0.62  # over-the-counter buyers who leave no details
FULFILMENT = {  # channel -> (Delivery, Collection, Over the counter) weights
    "Walk-in": (14, 4, 82),
    "Phone": (80, 20, 0),
    "Web": (92, 8, 0),
}
PEAK_LEAD_DAYS = ([0, 1, 2, 3, 5, 7, 10, 14], [10, 15, 15, 15, 15, 15, 10, 5])  # pre-orders for the big days
LEAD_DAYS = {"Walk-in": ([0, 1, 2], [70, 22, 8]), "Phone": ([0, 1, 2, 3, 5, 7], [30, 30, 15, 10, 10, 5]),
             "Web": ([0, 1, 2, 3, 5, 7, 10], [15, 30, 20, 12, 12, 8, 3])}
WALK_IN_CASH = 0.22  # over-the-counter payments in cash rather than card
CANCEL_RATE = 0.03  # of phone and web orders
WEDDING_CANCEL_RATE = 0.07
COMPLAINT_REFUND_RATE = 0.012  # completed orders refunded after a complaint
UNRECORDED_TAKER = 0.04

# occasion, everyday weight; None is "not given"
OCCASIONS = [
    ("Birthday", 26), ("Anniversary", 9), ("Funeral", 14), ("Get Well", 5), ("New Baby", 5), ("Thank You", 7),
    ("Congratulations", 5), ("Just Because", 8), ("Sorry", 1.5),
]
NO_OCCASION = {"Walk-in": 0.3, "Phone": 0.06, "Web": 0.02}
FUNERAL_DIRECTOR_SHARE = 0.35  # funeral orders placed by an undertaker on account

# code, name, category, current price, launched, retired, recipe [(flower, stems)]
ARRANGEMENTS = [
    ("BQ-RR06", "Six Red Roses", "Bouquet", 39.0, "2023-03-01", None,
     [("Red Rose (Naomi)", 6), ("Gypsophila", 3), ("Eucalyptus", 2)]),
    ("BQ-RR12", "Classic Dozen Red Roses", "Bouquet", 65.0, "2023-03-01", None,
     [("Red Rose (Naomi)", 12), ("Gypsophila", 5), ("Eucalyptus", 4)]),
    ("BQ-RR24", "Two Dozen Red Roses", "Bouquet", 115.0, "2023-03-01", None,
     [("Red Rose (Naomi)", 24), ("Gypsophila", 8), ("Eucalyptus", 6)]),
    ("BQ-PAST", "Pastel Hand-tied", "Bouquet", 45.0, "2023-03-01", None,
     [("Pink Rose", 5), ("Lisianthus", 4), ("Spray Rose", 3), ("Waxflower", 3), ("Pittosporum", 4)]),
    ("BQ-FCH", "Florist's Choice", "Bouquet", 35.0, "2023-03-01", None,
     [("Alstroemeria", 5), ("Chrysanthemum", 4), ("Carnation", 5), ("Salal", 4)]),
    ("BQ-SUN", "Sunshine Bouquet", "Bouquet", 40.0, "2023-03-01", "2025-02-28",
     [("Sunflower", 5), ("Gerbera", 5), ("Alstroemeria", 4), ("Ruscus", 4)]),
    ("BQ-BRT", "Summer Brights", "Bouquet", 42.0, "2025-03-01", None,
     [("Gerbera", 6), ("Ranunculus", 4), ("Freesia", 4), ("Ruscus", 4)]),
    ("BQ-WHT", "White Elegance", "Bouquet", 55.0, "2023-03-01", None,
     [("White Rose (Avalanche)", 7), ("Oriental Lily", 3), ("Lisianthus", 4), ("Eucalyptus", 4)]),
    ("BQ-TUL", "Spring Tulips", "Bouquet", 30.0, "2023-03-01", None, [("Tulip", 20), ("Ruscus", 3)]),
    ("BQ-PEO", "Peony Luxe", "Bouquet", 70.0, "2024-05-01", None,
     [("Peony", 7), ("Pink Rose", 5), ("Eucalyptus", 4)]),
    ("BQ-MINI", "Mini Posy", "Bouquet", 22.0, "2023-03-01", None,
     [("Spray Rose", 3), ("Carnation", 3), ("Waxflower", 2), ("Pittosporum", 2)]),
    ("BQ-MUM", "Mum in a Million", "Bouquet", 50.0, "2023-03-01", None,
     [("Pink Rose", 6), ("Freesia", 5), ("Carnation", 5), ("Gypsophila", 3), ("Eucalyptus", 3)]),
    ("BQ-GWB", "Get Well Brights", "Bouquet", 32.0, "2023-03-01", None,
     [("Gerbera", 6), ("Alstroemeria", 5), ("Ruscus", 3)]),
    ("BQ-NBP", "New Baby Pink", "Bouquet", 38.0, "2023-03-01", None,
     [("Pink Rose", 4), ("Carnation", 5), ("Gypsophila", 4)]),
    ("BQ-NBB", "New Baby Blue", "Bouquet", 38.0, "2023-03-01", None,
     [("Delphinium", 3), ("White Rose (Avalanche)", 4), ("Gypsophila", 4)]),
    ("VS-HAT", "Hatbox of Roses", "Vase Arrangement", 85.0, "2023-03-01", None,
     [("Red Rose (Naomi)", 18), ("Eucalyptus", 4)]),
    ("VS-REC", "Reception Arrangement", "Vase Arrangement", 95.0, "2023-03-01", None,
     [("Oriental Lily", 5), ("Delphinium", 5), ("Hydrangea", 3), ("Eucalyptus", 8), ("Ruscus", 6)]),
    ("VS-CTR", "Table Centrepiece", "Vase Arrangement", 48.0, "2023-03-01", None,
     [("White Rose (Avalanche)", 6), ("Hydrangea", 2), ("Ranunculus", 4), ("Eucalyptus", 5)]),
    ("VS-ORC", "Orchid Bowl", "Vase Arrangement", 60.0, "2023-03-01", None,
     [("Cymbidium Orchid", 3), ("Salal", 5)]),
    ("SY-POS", "Sympathy Posy", "Sympathy", 45.0, "2023-03-01", None,
     [("White Rose (Avalanche)", 5), ("Chrysanthemum", 5), ("Lisianthus", 3), ("Salal", 4)]),
    ("SY-WRE", "Classic Wreath", "Sympathy", 85.0, "2023-03-01", None,
     [("Chrysanthemum", 30), ("Carnation", 10), ("Salal", 15)]),
    ("SY-HRT", "Heart Tribute", "Sympathy", 140.0, "2023-03-01", None,
     [("Red Rose (Naomi)", 25), ("Carnation", 40), ("Salal", 15)]),
    ("SY-CSK", "Casket Spray", "Sympathy", 220.0, "2023-03-01", None,
     [("White Rose (Avalanche)", 20), ("Oriental Lily", 8), ("Chrysanthemum", 15), ("Eucalyptus", 15),
      ("Ruscus", 10)]),
    ("SY-LET", "Letter Tribute (per letter)", "Sympathy", 75.0, "2023-03-01", None,
     [("Chrysanthemum", 45), ("Salal", 6)]),
    ("WD-BRI", "Bridal Bouquet", "Wedding", 165.0, "2023-03-01", None,
     [("White Rose (Avalanche)", 15), ("Lisianthus", 6), ("Ranunculus", 6), ("Eucalyptus", 6)]),
    ("WD-BMD", "Bridesmaid Posy", "Wedding", 55.0, "2023-03-01", None,
     [("White Rose (Avalanche)", 6), ("Lisianthus", 3), ("Eucalyptus", 3)]),
    ("WD-BTN", "Buttonhole", "Wedding", 9.5, "2023-03-01", None,
     [("White Rose (Avalanche)", 1), ("Eucalyptus", 1)]),
    ("WD-COR", "Corsage", "Wedding", 14.0, "2023-03-01", None, [("Spray Rose", 2), ("Waxflower", 1)]),
    ("WD-ARC", "Wedding Arch Garland", "Wedding", 380.0, "2023-03-01", None,
     [("White Rose (Avalanche)", 40), ("Gypsophila", 30), ("Eucalyptus", 40), ("Ruscus", 20)]),
    ("XM-WRE", "Christmas Door Wreath", "Seasonal", 55.0, "2023-03-01", None,
     [("Nordmann Fir", 20), ("Holly", 6), ("Eucalyptus", 6)]),
    ("XM-TBL", "Festive Table Piece", "Seasonal", 45.0, "2023-11-01", None,
     [("Nordmann Fir", 8), ("Red Rose (Naomi)", 5), ("Holly", 4)]),
    ("GF-CHOC", "Luxury Chocolates", "Gift", 12.0, "2023-03-01", None, []),
    ("GF-VASE", "Glass Vase", "Gift", 15.0, "2023-03-01", None, []),
    ("GF-BALL", "Balloon", "Gift", 6.5, "2024-02-01", None, []),
]
SEASONAL_MONTHS = {  # arrangement code -> months it is sold in (others: all year)
    "BQ-TUL": (1, 2, 3, 4), "BQ-PEO": (5, 6, 7), "BQ-SUN": (6, 7, 8, 9, 10),
    "XM-WRE": (11, 12), "XM-TBL": (11, 12),
}
NO_PRICE_RISE = ("GF-CHOC", "GF-VASE", "GF-BALL")  # bought-in gifts kept their price
RED_ROSE_PIECES = ("BQ-RR06", "BQ-RR12", "BQ-RR24", "VS-HAT")

# occasion -> (arrangement code, weight) for the main item of the order
OCCASION_ARRANGEMENTS = {
    "Birthday": [("BQ-PAST", 20), ("BQ-FCH", 18), ("BQ-SUN", 8), ("BQ-BRT", 8), ("BQ-WHT", 8), ("BQ-TUL", 10),
                 ("BQ-PEO", 10), ("BQ-MINI", 10), ("VS-ORC", 6), ("BQ-RR12", 4), ("XM-TBL", 2)],
    "Anniversary": [("BQ-RR12", 30), ("BQ-RR24", 10), ("VS-HAT", 12), ("BQ-WHT", 14), ("BQ-PAST", 10),
                    ("BQ-PEO", 12), ("VS-ORC", 4)],
    "Funeral": [("SY-POS", 30), ("SY-WRE", 30), ("SY-HRT", 8), ("SY-CSK", 12), ("SY-LET", 8), ("BQ-WHT", 8)],
    "Get Well": [("BQ-GWB", 50), ("BQ-FCH", 25), ("BQ-MINI", 15), ("VS-ORC", 5)],
    "New Baby": [("BQ-NBP", 45), ("BQ-NBB", 40), ("BQ-MINI", 10)],
    "Thank You": [("BQ-FCH", 30), ("BQ-MINI", 20), ("BQ-PAST", 20), ("VS-ORC", 10), ("BQ-TUL", 10)],
    "Congratulations": [("BQ-SUN", 15), ("BQ-BRT", 15), ("BQ-PAST", 20), ("BQ-FCH", 20), ("VS-ORC", 10)],
    "Just Because": [("BQ-FCH", 30), ("BQ-TUL", 20), ("BQ-MINI", 20), ("BQ-PEO", 10), ("BQ-SUN", 10),
                     ("BQ-BRT", 10)],
    "Sorry": [("BQ-RR12", 30), ("BQ-PAST", 30), ("BQ-WHT", 20)],
    "Valentine's Day": [("BQ-RR12", 45), ("BQ-RR06", 25), ("BQ-RR24", 12), ("VS-HAT", 10), ("BQ-PAST", 8)],
    "Mother's Day": [("BQ-MUM", 45), ("BQ-PAST", 20), ("BQ-TUL", 15), ("BQ-FCH", 10), ("VS-ORC", 10)],
    "Christmas": [("XM-WRE", 45), ("XM-TBL", 30), ("BQ-WHT", 10), ("VS-ORC", 15)],
    "Event": [("VS-REC", 40), ("VS-CTR", 30), ("VS-ORC", 20), ("BQ-WHT", 10)],
    None: [("BQ-FCH", 30), ("BQ-MINI", 30), ("BQ-TUL", 15), ("BQ-RR06", 10), ("BQ-SUN", 8), ("BQ-BRT", 8)],
}
EXTRAS = [("GF-CHOC", 50), ("GF-VASE", 30), ("GF-BALL", 20)]
EXTRA_RATE = 0.11
SECOND_ITEM_RATE = 0.06  # a second arrangement on the same order
LETTER_COUNTS = ([3, 4, 5, 6], [45, 20, 15, 20])  # MUM, GRAN, NANNA, DADDY ...

# weddings: per year, months they fall in (weight), and the pieces ordered [(code, min qty, max qty, chance)]
WEDDINGS_PER_YEAR = 34
WEDDING_MONTHS = [1, 1, 2, 4, 7, 9, 10, 9, 7, 3, 1, 2]
WEDDING_PIECES = [("WD-BRI", 1, 1, 1.0), ("WD-BMD", 1, 5, 0.9), ("WD-BTN", 4, 14, 0.95), ("WD-COR", 2, 6, 0.6),
                  ("VS-CTR", 4, 14, 0.7), ("WD-ARC", 1, 1, 0.3)]

# corporate accounts: company, contact first, last, kind, standing order (code, qty) or None, from, until
CORPORATE = [
    ("The Grange Hotel", "Philippa", "Rowe", "Hotel", ("VS-REC", 2), "2023-03-06", None),
    ("Riverside Hotel & Spa", "Marcus", "Feld", "Hotel", ("VS-REC", 3), "2023-06-05", None),
    ("Olive & Vine", "Luca", "Bertoli", "Restaurant", ("VS-CTR", 4), "2023-04-03", "2024-10-28"),
    ("The Copper Kettle", "Anne", "Haworth", "Restaurant", ("VS-CTR", 2), "2024-02-05", None),
    ("Hartley & Moss Solicitors", "Gemma", "Tilsley", "Office", ("VS-REC", 1), "2023-03-06", None),
    ("Brightwater Dental", "Ravi", "Sandhu", "Office", ("VS-ORC", 1), "2023-09-18", "2025-03-31"),
    ("Kestrel Estate Agents", "Owen", "Pryce", "Office", ("VS-CTR", 1), "2024-06-03", None),
    ("Meridian Insurance", "Claire", "Dobson", "Office", None, "2023-05-01", None),
    ("Northgate Primary School", "Helen", "Marsh", "School", None, "2023-03-01", None),
    ("Thornton Hall Weddings", "Jasmine", "Cole", "Venue", None, "2023-03-01", None),
    ("Abbeyfield Funeral Service", "Robert", "Gale", "Funeral Director", None, "2023-03-01", None),
    ("Hollis & Daughters Funeral Directors", "Sarah", "Hollis", "Funeral Director", None, "2023-03-01", None),
    ("J. Fairweather & Sons", "Peter", "Fairweather", "Funeral Director", None, "2023-10-02", None),
    ("St Mary's Church", "Margaret", "Ellis", "Church", None, "2023-03-01", None),
    ("Kingsbridge Golf Club", "Alan", "Pike", "Club", None, "2024-03-04", None),
    ("Pennine Building Society", "Sarah", "Hollis", "Office", None, "2024-09-02", None),
]
FUNERAL_DIRECTOR_WEIGHTS = {"Abbeyfield Funeral Service": 5, "Hollis & Daughters Funeral Directors": 3,
                            "J. Fairweather & Sons": 2}
CORPORATE_ONE_OFFS_PER_MONTH = 5  # event flowers and thank-yous ordered by the corporate accounts
CORPORATE_OCCASIONS = (["Event", "Thank You", "Congratulations", "Funeral"], [6, 2, 1, 1])
CORPORATE_QUANTITY = ([1, 2, 3, 4, 6], [40, 25, 15, 10, 10])
STANDING_OCCASION = "Corporate Contract"
STANDING_SKIP_RATE = 0.05  # weeks a client paused its standing order (closures, holidays)
CORPORATE_DISCOUNT = 0.10
ACCOUNT_DISCOUNT = 0.05

N_CUSTOMERS = 5200
ACCOUNT_SHARE = 0.035  # of private customers; they order far more often
IMPORTED_CUSTOMERS = 0.25  # share already on the books when the owner took over
NO_EMAIL_RATE = {"Walk-in": 0.3, "Account": 0.05}
NO_PHONE_RATE = {"Walk-in": 0.18, "Account": 0.02}
NO_POSTCODE_RATE = {"Walk-in": 0.35, "Account": 0.0}
CUSTOMER_FIRST = [
    "Sarah", "Emma", "Claire", "Rachel", "Helen", "Laura", "Gemma", "Hannah", "Sophie", "Charlotte", "Lucy",
    "Amy", "Jessica", "Katie", "Natalie", "Joanne", "Karen", "Susan", "Julie", "Alison", "Fiona", "Priya",
    "Aisha", "Zofia", "Mei", "James", "David", "Mark", "Paul", "Andrew", "Richard", "Daniel", "Tom", "Chris",
    "Matthew", "Steven", "Michael", "Ben", "Adam", "Luke", "Ryan", "Gareth", "Imran", "Tariq", "Piotr", "Kofi",
    "Graham", "Stuart", "Ian", "Neil", "Margaret", "Patricia", "Jean", "Brenda", "Sheila", "Eileen",
]
CUSTOMER_LAST = [
    "Smith", "Jones", "Taylor", "Brown", "Williams", "Wilson", "Johnson", "Davies", "Robinson", "Wright",
    "Thompson", "Evans", "Walker", "White", "Roberts", "Green", "Hall", "Wood", "Jackson", "Clarke", "Hughes",
    "Edwards", "Turner", "Hill", "Moore", "Cooper", "Ward", "Morris", "King", "Harris", "Baker", "Lewis",
    "Patel", "Khan", "Ahmed", "Begum", "Kowalski", "Chen", "Osei", "Murphy", "O'Brien", "MacLeod", "Fraser",
    "Pemberton", "Ashdown", "Whitcombe", "Halliwell", "Brierley", "Fothergill", "Entwistle", "Ackroyd",
    "Barraclough", "Cartwright", "Dyson", "Firth", "Garside", "Haigh", "Illingworth", "Jagger", "Kitson",
    "Lockwood", "Midgley", "Naylor", "Oldroyd", "Priestley", "Ramsden", "Schofield", "Sykes", "Thornton",
    "Uttley", "Wadsworth", "Armitage", "Bairstow", "Crowther", "Dearden", "Exley", "Greenwood", "Hirst",
    "Nowak", "Singh", "Hussain", "Mensah", "Adeyemi", "Novak", "Costa", "Rossi", "Walsh", "Kelly", "Quinn",
]
EMAIL_DOMAINS = ["mailbox.test", "inbox.test", "postly.test", "webmail.test"]

# staff: first, last, role, shop, hourly rate, hired, left, order-taking weight
STAFF = [
    ("Rosalind", "Hale", "Owner", None, None, "2023-03-01", None, 2),
    ("Megan", "Price", "Shop Manager", "High Street", 14.20, "2023-03-01", None, 5),
    ("Tom", "Ashby", "Shop Manager", "Canal Wharf", 14.20, "2023-09-04", None, 5),
    ("Priya", "Nair", "Florist", "High Street", 12.60, "2023-03-01", None, 6),
    ("Joanna", "Kerr", "Florist", "High Street", 12.40, "2023-03-01", "2024-06-28", 5),
    ("Emma", "Doyle", "Florist", "Canal Wharf", 12.40, "2023-09-04", None, 6),
    ("Emma", "Whitfield", "Junior Florist", "High Street", 11.10, "2024-07-15", None, 4),
    ("Sam", "Okoro", "Junior Florist", "Canal Wharf", 11.10, "2024-02-12", None, 4),
    ("Lucy", "Barnes", "Saturday Assistant", "High Street", 10.50, "2023-05-06", "2025-08-30", 3),
    ("Gary", "Finch", "Driver", None, 11.80, "2023-03-01", "2023-12-22", 0),
    ("Dave", "Pollard", "Driver", None, 12.00, "2023-03-01", None, 0),
    ("Kasia", "Nowak", "Driver", None, 12.00, "2024-01-08", None, 0),
    ("Hilary", "Moss", "Bookkeeper", None, 18.50, "2023-03-01", None, 0),
]
SHOP_ROLES = ("Owner", "Shop Manager", "Florist", "Junior Florist", "Saturday Assistant")
DRIVER_WEIGHTS = {"Gary": 5, "Dave": 6, "Kasia": 5}
MANAGERS_DRIVE_ON_PEAKS = 0.15  # on Valentine's and Mothering Sunday weekend the managers take the car out too
COURIER_RATE = 0.02  # attempts by an agency courier, driver not recorded

# zone, delivery fee, postcode districts (weight)
ZONES = [("A", 5.95, [("KB1", 5), ("KB2", 4), ("KB3", 3)]),
         ("B", 7.95, [("KB4", 3), ("KB5", 3), ("KB6", 2)]),
         ("C", 9.95, [("KB7", 2), ("KB8", 2), ("HD1", 1.5)]),
         ("D", 12.95, [("HD2", 1), ("HD3", 0.8), ("LM1", 0.7)])]
FAIL_RATE = {"A": 0.045, "B": 0.055, "C": 0.07, "D": 0.1}
RETRY_FAIL_RATE = 0.2
PEAK_FAIL_BUMP = 1.6  # failures rise on the busiest delivery days
FAILURE_REASONS = (["No one home", "Wrong address", "Refused", "Access problem", "Van breakdown"],
                   [58, 17, 6, 15, 4])

# flower, colour, stem type, vase life, cost per stem 2025, bunch size, suppliers [(name, type, weight, months)]
WHOLESALE_ALL = [("Aalsmeer Direct", "Wholesaler", 6, None), ("Covent Garden Flower Co", "Wholesaler", 3, None)]
FOLIAGE = [("Greenline Foliage", "Wholesaler", 6, None), ("Aalsmeer Direct", "Wholesaler", 2, None)]
FLOWERS = [
    ("Red Rose (Naomi)", "Red", "Focal", 9, 0.85, 20,
     [("Rift Valley Roses", "Grower", 5, None), ("Aalsmeer Direct", "Wholesaler", 4, None)]),
    ("White Rose (Avalanche)", "White", "Focal", 9, 0.80, 20,
     [("Rift Valley Roses", "Grower", 4, None), ("Aalsmeer Direct", "Wholesaler", 4, None)]),
    ("Pink Rose", "Pink", "Focal", 9, 0.80, 20,
     [("Rift Valley Roses", "Grower", 4, None), ("Aalsmeer Direct", "Wholesaler", 4, None)]),
    ("Spray Rose", "Pink", "Focal", 8, 0.60, 10, WHOLESALE_ALL),
    ("Oriental Lily", "White", "Focal", 12, 2.10, 10, WHOLESALE_ALL),
    ("Chrysanthemum", "White", "Filler", 18, 0.45, 10, WHOLESALE_ALL),
    ("Carnation", "Mixed", "Filler", 16, 0.35, 25, WHOLESALE_ALL),
    ("Gerbera", "Orange", "Focal", None, 0.55, 10, WHOLESALE_ALL),
    ("Sunflower", "Yellow", "Focal", 8, 0.90, 10,
     [("Holt Farm Flowers", "Grower", 8, (6, 7, 8, 9)), ("Aalsmeer Direct", "Wholesaler", 3, None)]),
    ("Peony", "Pink", "Focal", 6, 2.80, 10,
     [("Holt Farm Flowers", "Grower", 8, (5, 6)), ("Aalsmeer Direct", "Wholesaler", 3, None)]),
    ("Hydrangea", "Blue", "Focal", 10, 2.40, 10, WHOLESALE_ALL),
    ("Alstroemeria", "Mixed", "Filler", 14, 0.40, 10, WHOLESALE_ALL),
    ("Freesia", "Yellow", "Filler", 8, 0.55, 10, WHOLESALE_ALL),
    ("Lisianthus", "Purple", "Filler", 12, 0.95, 10, WHOLESALE_ALL),
    ("Ranunculus", "Peach", "Focal", 8, 1.10, 10, WHOLESALE_ALL),
    ("Tulip", "Mixed", "Focal", 7, 0.40, 50,
     [("Fenland Bulb Growers", "Grower", 8, (1, 2, 3, 4)), ("Aalsmeer Direct", "Wholesaler", 3, None)]),
    ("Delphinium", "Blue", "Focal", None, 1.30, 10, WHOLESALE_ALL),
    ("Cymbidium Orchid", "Green", "Focal", 21, 4.50, 6, [("Covent Garden Flower Co", "Wholesaler", 1, None)]),
    ("Gypsophila", "White", "Filler", 10, 0.50, 10, WHOLESALE_ALL),
    ("Waxflower", "Pink", "Filler", 14, 0.45, 10, WHOLESALE_ALL),
    ("Eucalyptus", "Green", "Foliage", 14, 0.40, 10, FOLIAGE),
    ("Ruscus", "Green", "Foliage", 21, 0.25, 10, FOLIAGE),
    ("Salal", "Green", "Foliage", 21, 0.20, 25, FOLIAGE),
    ("Pittosporum", "Green", "Foliage", None, 0.35, 10, FOLIAGE),
    ("Nordmann Fir", "Green", "Foliage", 30, 0.30, 25, [("Wolds Christmas Greenery", "Grower", 1, None)]),
    ("Holly", "Green", "Foliage", 14, 0.45, 10, [("Wolds Christmas Greenery", "Grower", 1, None)]),
]
BUYING_DAYS = (0, 3)  # Monday and Thursday market runs
OVERBUY = (1.05, 1.3)  # stems bought over what the orders turn out to need
LEFTOVER_BINNED = (0.3, 0.85)  # share of unsold stems that end up binned (the rest go into counter bunches)
COST_YEAR = {2023: 0.92, 2024: 0.97, 2025: 1.0}
GROWER_DISCOUNT = 0.88
VALENTINE_COST = {"Red Rose (Naomi)": 2.3, "White Rose (Avalanche)": 1.4, "Pink Rose": 1.5}  # lots of 1-14 Feb
QUALITY_PROBLEMS = (["Wilted on arrival", "Botrytis (grey mould)", "Broken stems in transit",
                     "Short stems, under spec", "Heat damage"], [40, 20, 18, 12, 10])
QUALITY_PROBLEM_RATE = 0.045
SUMMER_PROBLEM_RATE = 0.08  # July and August
PROBLEM_WASTE = (0.15, 0.55)  # share of a problem lot binned on arrival
