"""The ``wholesale_bakery`` database's title, schema (DDL), and the vocabularies, weights and rates its generator
draws from (``generator.py``)."""

from datetime import date

TITLE = ("Millstone Bakehouse: trade customers, products, standing and one-off orders, bakes and waste, delivery runs, "
         "flour and butter buying, weekly invoices and credit notes")

SCHEMA = """
CREATE TABLE customers (
    customer_id    INTEGER PRIMARY KEY,
    name           TEXT NOT NULL,          -- trading name, e.g. The Copper Kettle
    business_type  TEXT NOT NULL,          -- Café, Deli, Restaurant, Farm Shop, Hotel, Pub
    town           TEXT NOT NULL,
    route          TEXT NOT NULL,          -- delivery route: City Centre, North Villages, Coast Road, Market Towns
    contact_email  TEXT,                   -- NULL when we only have a phone number
    terms_days     INTEGER NOT NULL,       -- credit terms: invoice due this many days after it is issued
    opened_on      TEXT NOT NULL,          -- YYYY-MM-DD the account was opened
    closed_on      TEXT,                   -- NULL while the account is open
    status         TEXT NOT NULL           -- Active, On Stop (no deliveries until they pay), Closed
);
CREATE TABLE products (
    product_id       INTEGER PRIMARY KEY,
    name             TEXT NOT NULL UNIQUE,
    category         TEXT NOT NULL,        -- Sourdough, Bread, Pastry, Cake, Seasonal
    unit_cost        REAL NOT NULL,        -- current cost to make one, in pounds
    wholesale_price  REAL NOT NULL,        -- current trade price of one, in pounds
    launched_on      TEXT NOT NULL,        -- YYYY-MM-DD first day it could be ordered
    discontinued_on  TEXT                  -- NULL while still on the list
);
CREATE TABLE standing_orders (
    standing_order_id  INTEGER PRIMARY KEY,
    customer_id        INTEGER NOT NULL REFERENCES customers(customer_id),
    product_id         INTEGER NOT NULL REFERENCES products(product_id),
    weekday            TEXT NOT NULL,      -- Tuesday .. Saturday: delivered every such day
    quantity           INTEGER NOT NULL,
    started_on         TEXT NOT NULL,
    ended_on           TEXT                -- NULL while it still runs
);
CREATE TABLE delivery_runs (
    run_id       INTEGER PRIMARY KEY,
    run_date     TEXT NOT NULL,            -- YYYY-MM-DD
    route        TEXT NOT NULL,
    van          TEXT NOT NULL,            -- registration plate
    driver       TEXT NOT NULL,
    departed_at  TEXT NOT NULL,            -- HH:MM
    returned_at  TEXT,                     -- HH:MM; NULL when the driver forgot to log it
    miles        REAL                      -- NULL when the odometer was not read
);
CREATE TABLE orders (
    order_id        INTEGER PRIMARY KEY,
    customer_id     INTEGER NOT NULL REFERENCES customers(customer_id),
    source          TEXT NOT NULL,         -- Standing, Phone, Email, Web
    placed_on       TEXT,                  -- YYYY-MM-DD; NULL for standing orders, which place themselves
    delivery_date   TEXT NOT NULL,         -- YYYY-MM-DD
    run_id          INTEGER REFERENCES delivery_runs(run_id),   -- NULL when cancelled
    drop_time       TEXT,                  -- HH:MM the van got there; NULL when cancelled
    status          TEXT NOT NULL,         -- Delivered, Failed (nobody to take it), Cancelled
    failure_reason  TEXT                   -- No Access, Shop Closed, Refused; NULL unless Failed
);
CREATE TABLE order_lines (
    line_id     INTEGER PRIMARY KEY,
    order_id    INTEGER NOT NULL REFERENCES orders(order_id),
    product_id  INTEGER NOT NULL REFERENCES products(product_id),
    quantity    INTEGER NOT NULL,
    unit_price  REAL NOT NULL              -- the trade price on the delivery date
);
CREATE TABLE production_batches (
    batch_id         INTEGER PRIMARY KEY,
    bake_date        TEXT NOT NULL,        -- YYYY-MM-DD, baked overnight for that day's deliveries
    product_id       INTEGER NOT NULL REFERENCES products(product_id),
    quantity_baked   INTEGER NOT NULL,
    quantity_wasted  INTEGER,              -- unsold, burnt or misshapen; NULL when nobody counted
    unit_cost        REAL NOT NULL,        -- cost to make one that day, in pounds
    baker            TEXT                  -- who led the bake; NULL when not noted
);
CREATE TABLE purchases (
    purchase_id    INTEGER PRIMARY KEY,
    supplier       TEXT NOT NULL,
    ingredient     TEXT NOT NULL,          -- Strong White Flour, Wholemeal Flour, Rye Flour, Butter, Sugar, Eggs
    ordered_on     TEXT NOT NULL,
    delivered_on   TEXT,                   -- NULL while still to come
    quantity_kg    REAL NOT NULL,
    price_per_kg   REAL NOT NULL,
    total          REAL NOT NULL
);
CREATE TABLE invoices (
    invoice_id      INTEGER PRIMARY KEY,
    customer_id     INTEGER NOT NULL REFERENCES customers(customer_id),
    week_ending     TEXT NOT NULL,         -- the Saturday closing the week of deliveries it bills
    issued_on       TEXT NOT NULL,         -- the Monday after
    due_on          TEXT NOT NULL,         -- issued_on plus the customer's terms
    amount          REAL NOT NULL,         -- the week's delivered goods less the credit notes taken off it
    amount_paid     REAL NOT NULL,         -- paid so far
    paid_on         TEXT,                  -- day of the last payment; NULL when nothing has been paid
    payment_method  TEXT,                  -- BACS, Card, Cheque, Cash; NULL when nothing has been paid
    status          TEXT NOT NULL          -- Paid, Part Paid, Unpaid, Written Off
);
CREATE TABLE credit_notes (
    credit_note_id  INTEGER PRIMARY KEY,
    order_id        INTEGER NOT NULL REFERENCES orders(order_id),
    product_id      INTEGER REFERENCES products(product_id),   -- NULL when it covers the whole order
    invoice_id      INTEGER REFERENCES invoices(invoice_id),   -- the invoice it was taken off; NULL until invoiced
    issued_on       TEXT NOT NULL,
    reason          TEXT NOT NULL,         -- Short Delivery, Damaged, Quality Complaint, Late Delivery
    quantity        INTEGER,               -- items credited; NULL for a goodwill sum
    amount          REAL NOT NULL
);
CREATE INDEX idx_orders_customer ON orders(customer_id);
CREATE INDEX idx_orders_date ON orders(delivery_date);
CREATE INDEX idx_lines_order ON order_lines(order_id);
CREATE INDEX idx_lines_product ON order_lines(product_id);
CREATE INDEX idx_batches_date ON production_batches(bake_date);
CREATE INDEX idx_invoices_customer ON invoices(customer_id);
"""

START = date(2023, 5, 2)  # a Tuesday: the books begin with the new accounting system
TODAY = date(2025, 11, 15)  # a Saturday, the last day in the data
DELIVERY_DAYS = {1: "Tuesday", 2: "Wednesday", 3: "Thursday", 4: "Friday", 5: "Saturday"}  # closed Sunday-Monday
WEEKDAY_DEMAND = {1: 0.8, 2: 0.85, 3: 0.95, 4: 1.3, 5: 1.45}  # Friday and Saturday are the big days
MONTH_DEMAND = [0.88, 0.9, 0.95, 1.0, 1.05, 1.12, 1.18, 1.2, 1.05, 0.98, 1.0, 1.15]
CHRISTMAS_SHUT = (12, 25, 1, 1)  # closed 25 December to 1 January inclusive
EASTER = {2024: date(2024, 3, 31), 2025: date(2025, 4, 20)}
HOT_CROSS_WEEKS = 4  # hot cross buns are on in the four weeks to Easter Saturday
STOLLEN_FROM = (11, 12)  # month, day the Christmas lines start; they run to 24 December

ROUTES = {  # route -> towns on it, weight
    "City Centre": [("Bath", 6), ("Bristol", 3)],
    "North Villages": [("Marshfield", 2), ("Colerne", 1.5), ("Box", 2), ("Corsham", 3)],
    "Coast Road": [("Clevedon", 3), ("Portishead", 3), ("Weston-super-Mare", 2)],
    "Market Towns": [("Frome", 3), ("Bradford on Avon", 3), ("Trowbridge", 2), ("Wells", 2)],
}
ROUTE_WEIGHTS = {"City Centre": 11, "North Villages": 7, "Coast Road": 7, "Market Towns": 9}
ROUTE_DEPART = {"City Centre": "05:20", "North Villages": "05:00", "Coast Road": "04:45", "Market Towns": "05:05"}
ROUTE_MILES = {"City Centre": (18, 30), "North Villages": (34, 52), "Coast Road": (58, 80), "Market Towns": (44, 66)}

# business type -> (weight, chance of an order on a delivery day, size factor, names)
BUSINESS_TYPES = {
    "Café": (34, 0.75, 1.0, [
        "The Copper Kettle", "Bean & Bramble", "The Daily Grind", "Little Fig", "Honeycomb Café", "The Tea Rooms",
        "Crumbs & Co", "The Green Door", "Sunny Side", "Magpie Coffee", "The Bluebell", "Old Post Office Café",
        "Kettle & Crumb", "The Hideaway", "Flat White Club", "Parlour Café", "Two Sisters Café", "The Snug",
        "Brew & Bake", "Harbourside Café", "Pebble Café", "The Lantern", "Cobble Lane Café", "Wren's Nest",
        "Oak & Ivy", "Station Café", "The Nook", "Bloom Café", "Hilltop Café", "Corner Cup"]),
    "Deli": (14, 0.7, 1.1, [
        "Larder & Co", "The Cheese Shop", "Olive Branch Deli", "Provisions", "The Pantry", "Fennel & Fig",
        "Good Food Deli", "The Store Cupboard", "Salt & Sage", "Bramley Deli", "Deli on the Green", "Pickle Jar"]),
    "Restaurant": (16, 0.6, 1.2, [
        "The Forge", "Sorrel", "Bistro Verde", "Ember", "The Mulberry", "Lido Kitchen", "Porta Rossa",
        "The Fig Tree", "Wild Garlic", "Hearth", "Saltwater", "The Yard", "Marlowe's", "Bottle & Bone",
        "Quay Kitchen"]),
    "Farm Shop": (11, 0.65, 1.5, [
        "Manor Farm Shop", "Hollybrook Farm Shop", "Cheddon Farm Shop", "Valley Farm Shop", "Orchard Farm Shop",
        "Greenacres Farm Shop", "Church Farm Shop", "Tithe Barn Farm Shop", "Westfield Farm Shop",
        "Mill Farm Shop"]),
    "Hotel": (8, 0.85, 1.6, [
        "The Royal Crescent Hotel", "Abbey Hotel", "The Grand Pier Hotel", "Westbury Park Hotel",
        "The Lansdown Hotel", "Coombe House Hotel", "The Bath Arms", "Seaview Hotel"]),
    "Pub": (10, 0.5, 0.8, [
        "The Red Lion", "The Plough", "The Swan", "The George", "The Bell Inn", "The Crown", "The Black Horse",
        "The Fleece", "The Old Ship", "The Wheatsheaf"]),
}
COASTAL_NAMES = {"Harbourside Café", "Pebble Café", "The Grand Pier Hotel", "Seaview Hotel", "Saltwater",
                 "Quay Kitchen", "The Old Ship"}  # these are on the seafront, so on the Coast Road round
N_OPENING_ACCOUNTS = 44
NEW_ACCOUNTS = 34  # opened over the span after the first day
CLOSE_RATE = 0.17  # accounts that close before today
CLOSED_OWING = {"The Daily Grind": date(2025, 9, 20), "Crumbs & Co": date(2024, 6, 15)}
OWING_WEEKS = {"The Daily Grind": 7, "Crumbs & Co": 5}  # their last invoices before closing never got paid
WRITTEN_OFF = {"Crumbs & Co"}  # the bookkeeper gave up on these
ON_STOP = {"Ember": date(2025, 10, 21)}  # on stop since this day, with overdue invoices
NO_EMAIL_RATE = 0.15
TERMS = [(7, 35), (14, 45), (30, 20)]  # credit terms in days, weight
EMAIL_DOMAINS = ["mail.test", "example.co.uk", "inbox.test", "shopmail.test"]

# name, category, unit cost, trade price (both at the start), launched (None: from the start), discontinued,
# weekly popularity weight, usual quantity, types that buy it
ALL = ("Café", "Deli", "Restaurant", "Farm Shop", "Hotel", "Pub")
PRODUCTS = [
    ("White Sourdough Loaf", "Sourdough", 1.05, 3.40, None, None, 10, 8, ALL),
    ("Seeded Sourdough Loaf", "Sourdough", 1.25, 3.80, None, None, 7, 6, ALL),
    ("Rye Sourdough", "Sourdough", 1.20, 3.70, None, None, 4, 4, ("Café", "Deli", "Restaurant", "Farm Shop")),
    ("Spelt Sourdough", "Sourdough", 1.35, 4.10, date(2024, 3, 5), None, 4, 4, ("Café", "Deli", "Farm Shop")),
    ("Country Bloomer", "Bread", 0.85, 2.60, None, None, 6, 6, ("Café", "Farm Shop", "Pub", "Hotel")),
    ("Wholemeal Tin", "Bread", 0.75, 2.30, None, None, 5, 6, ("Café", "Farm Shop", "Hotel", "Deli")),
    ("Focaccia Slab", "Bread", 1.80, 5.50, None, None, 5, 3, ("Restaurant", "Deli", "Café", "Pub")),
    ("Baguette", "Bread", 0.45, 1.40, None, None, 8, 12, ALL),
    ("Brioche Burger Bun", "Bread", 0.22, 0.65, None, None, 6, 36, ("Pub", "Restaurant", "Café")),
    ("Ciabatta", "Bread", 0.40, 1.20, None, date(2024, 10, 31), 5, 10, ("Café", "Deli", "Restaurant", "Pub")),
    ("Croissant", "Pastry", 0.38, 1.10, None, None, 10, 18, ("Café", "Deli", "Hotel", "Farm Shop")),
    ("Pain au Chocolat", "Pastry", 0.45, 1.30, None, None, 8, 12, ("Café", "Deli", "Hotel", "Farm Shop")),
    ("Almond Croissant", "Pastry", 0.62, 1.75, None, None, 5, 8, ("Café", "Deli")),
    ("Cinnamon Bun", "Pastry", 0.48, 1.45, None, None, 7, 10, ("Café", "Deli", "Farm Shop")),
    ("Cardamom Knot", "Pastry", 0.52, 1.55, date(2023, 10, 3), None, 5, 8, ("Café", "Deli")),
    ("Pain aux Raisins", "Pastry", 0.46, 1.30, None, date(2025, 3, 29), 3, 6, ("Café", "Hotel")),
    ("Savoury Cheese Scone", "Pastry", 0.35, 1.05, None, None, 4, 10, ("Café", "Farm Shop", "Pub")),
    ("Morning Bun", "Pastry", 0.50, 1.50, date(2025, 5, 6), None, 6, 8, ("Café", "Deli")),
    ("Lemon Drizzle Cake", "Cake", 4.20, 13.50, None, None, 3, 1, ("Café", "Farm Shop", "Deli")),
    ("Carrot Cake", "Cake", 5.10, 16.00, None, None, 3, 1, ("Café", "Farm Shop", "Deli", "Restaurant")),
    ("Chocolate Brownie Tray", "Cake", 6.50, 21.00, None, None, 3, 1, ("Café", "Deli", "Pub")),
    ("Bakewell Tart", "Cake", 4.80, 15.00, None, None, 2, 1, ("Café", "Farm Shop", "Hotel")),
    ("Banana Bread", "Cake", 3.60, 11.50, date(2024, 1, 9), None, 3, 1, ("Café", "Deli")),
    ("Victoria Sponge", "Cake", 4.50, 14.50, None, None, 2, 1, ("Café", "Farm Shop", "Hotel")),
]
SEASONAL = [  # name, unit cost, price, season, usual quantity, types that buy it
    ("Stollen", 2.40, 7.50, "Christmas", 4, ("Café", "Deli", "Farm Shop", "Hotel")),
    ("Mince Pies (box of 6)", 1.90, 5.75, "Christmas", 5, ("Café", "Deli", "Farm Shop", "Hotel", "Pub")),
    ("Hot Cross Buns (pack of 4)", 0.95, 2.95, "Easter", 8, ("Café", "Deli", "Farm Shop", "Hotel")),
    ("Simnel Cake", 6.80, 21.00, "Easter", 1, ("Café", "Farm Shop")),
]
SEASONAL_TAKE_UP = 0.7  # chance an order in season carries a seasonal line that fits the customer
BASKET_SIZE = (3, 8)  # products a customer usually takes
ORDER_LINE_RATE = 0.75  # chance each usual product is on a given one-off order
EXTRA_LINE_RATE = 0.08  # chance of one product off the usual list

PRICE_RISES = [(date(2024, 2, 6), 1.06, None), (date(2024, 9, 3), 1.08, "Pastry"), (date(2025, 2, 4), 1.05, None)]
# monthly cost index by (year, month): flour eased in 2024, butter climbed through 2024-25
COST_INDEX_FLOUR = {2023: 1.0, 2024: 0.96, 2025: 0.98}
COST_INDEX_BUTTER = {2023: 1.0, 2024: 1.12, 2025: 1.3}

STANDING_RATE = 0.42  # accounts on standing orders
STANDING_DAYS = [(("Tuesday", "Friday"), 3), (("Tuesday", "Thursday", "Saturday"), 3), (("Friday", "Saturday"), 3),
                 (("Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"), 2), (("Tuesday",), 2),
                 (("Saturday",), 2)]
STANDING_CHANGE_RATE = 0.35  # standing orders rewritten once along the way
EXTRA_ORDER_FOR_STANDING = 0.15  # a standing customer also phones in on a non-standing day

SOURCES = [("Phone", 40), ("Email", 30), ("Web", 30)]
WEB_FROM = date(2024, 4, 2)  # the web ordering page went live; before it, phone or email
CANCEL_RATE = 0.012
FAIL_RATE = 0.018
FAIL_REASONS = [("No Access", 5), ("Shop Closed", 3), ("Refused", 1)]
DROP_GAP_MIN = (6, 22)  # minutes between drops on a run

DRIVERS = [  # name, from, to
    ("Dave Hollis", date(2023, 5, 2), None), ("Marta Nowak", date(2023, 5, 2), None),
    ("Kev Osborne", date(2023, 5, 2), date(2024, 8, 31)), ("Jamie Price", date(2023, 5, 2), None),
    ("Priya Shah", date(2024, 8, 20), None), ("Tom Gallagher", date(2023, 5, 2), date(2025, 2, 28)),
    ("Sian Morgan", date(2025, 2, 18), None),
]
VANS = {  # route -> usual van; the spare covers breakdowns
    "City Centre": "WX19 KHM", "North Villages": "WX20 BNL", "Coast Road": "WU68 TZR", "Market Towns": "WX21 DPA",
}
SPARE_VAN = "WX17 RFJ"
SPARE_VAN_RATE = 0.04
NO_RETURN_RATE = 0.05
NO_MILES_RATE = 0.08

BAKERS = [("Nell Harding", 5), ("Tomasz Wójcik", 4), ("Ruth Adeyemi", 3)]  # head baker and the bench
NO_BAKER_RATE = 0.1
BUFFER = (0.02, 0.08)  # baked over the orders, as a share
SMALL_BATCH_SPARE = 0.3  # chance of one spare on a batch of under ten (a cake or two over)
SPOILED = (0.0, 0.03)  # burnt or misshapen, as a share of the order
NO_WASTE_COUNT_RATE = 0.03

CREDIT_REASONS = [("Short Delivery", 45), ("Damaged", 25), ("Quality Complaint", 15), ("Late Delivery", 15)]
CREDIT_RATE = 0.03  # delivered orders that get a credit note
LATE_CREDIT_SHARE = 0.25  # of a late order's value, as goodwill

# payer profile: weight, days after due (lo, hi) that they pay, chance an invoice is paid only in part
PAYERS = {"Prompt": (50, (-5, 0), 0.0), "Steady": (35, (0, 12), 0.03), "Slow": (15, (8, 45), 0.08)}
PAYMENT_METHODS = [("BACS", 70), ("Card", 15), ("Cheque", 10), ("Cash", 5)]
PART_PAID_SHARE = (0.3, 0.8)

SUPPLIERS = {  # ingredient -> (supplier, kg per order, price per kg at the start, orders per 4 weeks)
    "Strong White Flour": ("Shipton Mill", 1000, 0.92, 4),
    "Wholemeal Flour": ("Shipton Mill", 250, 0.98, 2),
    "Rye Flour": ("Gilchesters Organics", 100, 1.45, 1),
    "Butter": ("West Country Dairies", 150, 6.20, 4),
    "Sugar": ("Bakery Supplies Direct", 200, 1.05, 1),
    "Eggs": ("Hollybrook Eggs", 60, 3.10, 4),
}
FLOUR_SWITCH = (date(2024, 11, 5), "Strong White Flour", "Wessex Mill", 0.97)  # moved supplier: cheaper flour
PENDING_DAYS = 4  # orders placed in the last days have not arrived yet
