"""The ``brewery`` database's title, schema (DDL), and the vocabularies, weights and rates its generator draws from
(``generator.py``)."""

from datetime import date

TITLE = ("Hopwright Brewing Co.: beers, brew batches and packaging, trade customers with orders, invoices, payments "
         "and keg returns, taproom till sales, beer duty, ingredient buying and staff")

SCHEMA = """
CREATE TABLE staff (
    staff_id     INTEGER PRIMARY KEY,
    first_name   TEXT NOT NULL,
    last_name    TEXT NOT NULL,
    role         TEXT NOT NULL,            -- Head Brewer, Brewer, Assistant Brewer, Sales Manager, Bookkeeper,
                                           -- Taproom Manager, Bar Staff, Delivery Driver, Managing Director
    hired_on     TEXT NOT NULL,            -- YYYY-MM-DD
    left_on      TEXT                      -- NULL while still employed
);
CREATE TABLE beers (
    beer_id      INTEGER PRIMARY KEY,
    name         TEXT NOT NULL UNIQUE,
    style        TEXT NOT NULL,            -- Pale Ale, IPA, Best Bitter, Lager, Stout, Porter, ...
    abv          REAL NOT NULL,            -- % alcohol by volume
    beer_range   TEXT NOT NULL,            -- Core (all year), Seasonal (the same months every year), Limited
    season       TEXT,                     -- Spring, Summer, Autumn, Christmas; NULL for Core and Limited beers
    launched_on  TEXT NOT NULL,            -- YYYY-MM-DD first brewed for sale
    retired_on   TEXT                      -- NULL while still in the range
);
CREATE TABLE batches (
    batch_id         INTEGER PRIMARY KEY,
    batch_code       TEXT NOT NULL UNIQUE, -- e.g. HW-0231, numbered in brewing order
    beer_id          INTEGER NOT NULL REFERENCES beers(beer_id),
    brewer_id        INTEGER REFERENCES staff(staff_id),   -- who brewed it; NULL when the brew sheet is unsigned
    tank             TEXT NOT NULL,        -- fermenter: FV1-FV4 (16 hl), FV5-FV6 (32 hl, double brews)
    brew_date        TEXT NOT NULL,        -- YYYY-MM-DD
    litres_brewed    REAL NOT NULL,        -- wort into the fermenter
    original_gravity REAL,                 -- e.g. 1.048; NULL when not recorded
    packaged_on      TEXT,                 -- YYYY-MM-DD; NULL until packaged (and for dumped batches)
    litres_packaged  REAL,                 -- NULL until packaged; brewhouse losses are brewed minus packaged
    kegs_filled      INTEGER,              -- 30-litre kegs; NULL until packaged
    cans_filled      INTEGER,              -- single 440 ml cans; NULL until packaged
    bottles_filled   INTEGER,              -- single 500 ml bottles; NULL until packaged
    status           TEXT NOT NULL,        -- Fermenting, Conditioning, Packaged, Dumped
    notes            TEXT                  -- free text; NULL mostly
);
CREATE TABLE customers (
    customer_id    INTEGER PRIMARY KEY,
    name           TEXT NOT NULL,          -- trading name, e.g. The Fleece
    customer_type  TEXT NOT NULL,          -- Pub, Bar, Restaurant, Bottle Shop
    town           TEXT NOT NULL,
    contact_email  TEXT,                   -- NULL when we only have a phone number
    credit_days    INTEGER NOT NULL,       -- credit terms: an invoice is due this many days after it is issued
    opened_on      TEXT NOT NULL,          -- YYYY-MM-DD account opened
    closed_on      TEXT,                   -- NULL unless the account was closed
    status         TEXT NOT NULL           -- Active, On Stop (no deliveries until they pay), Closed
);
CREATE TABLE orders (
    order_id      INTEGER PRIMARY KEY,
    customer_id   INTEGER NOT NULL REFERENCES customers(customer_id),
    ordered_on    TEXT NOT NULL,           -- YYYY-MM-DD
    delivered_on  TEXT,                    -- YYYY-MM-DD; NULL unless Delivered
    status        TEXT NOT NULL,           -- Delivered, Pending (not yet out), Cancelled
    invoice_no    TEXT UNIQUE,             -- e.g. INV-02417; NULL unless Delivered (invoiced on delivery)
    due_on        TEXT                     -- YYYY-MM-DD invoice due date; NULL unless Delivered
);
CREATE TABLE order_lines (
    line_id          INTEGER PRIMARY KEY,
    order_id         INTEGER NOT NULL REFERENCES orders(order_id),
    beer_id          INTEGER NOT NULL REFERENCES beers(beer_id),
    format           TEXT NOT NULL,        -- Keg (30 litres), Can Case (24 x 440 ml), Bottle Case (12 x 500 ml)
    quantity         INTEGER NOT NULL,     -- kegs or cases
    unit_price       REAL NOT NULL,        -- trade price of one keg or case, before VAT, on the order date
    deposit_per_keg  REAL,                 -- refundable keg deposit; NULL unless Keg
    kegs_returned    INTEGER               -- empties collected so far; NULL unless Keg
);
CREATE TABLE payments (
    payment_id   INTEGER PRIMARY KEY,
    order_id     INTEGER NOT NULL REFERENCES orders(order_id),   -- the invoice it pays (some are paid in parts)
    paid_on      TEXT NOT NULL,            -- YYYY-MM-DD
    amount       REAL NOT NULL,
    method       TEXT NOT NULL             -- BACS, Card, Cheque
);
CREATE TABLE taproom_sales (
    sale_id      INTEGER PRIMARY KEY,
    sold_at      TEXT NOT NULL,            -- YYYY-MM-DD HH:MM till time
    beer_id      INTEGER REFERENCES beers(beer_id),   -- NULL for soft drinks and snacks
    item         TEXT NOT NULL,            -- Pint, Half, Third, Takeaway Can, Soft Drink, Snack
    quantity     INTEGER NOT NULL,
    amount       REAL NOT NULL,            -- what was rung up, VAT included
    payment      TEXT NOT NULL,            -- Card or Cash
    staff_id     INTEGER REFERENCES staff(staff_id)   -- who served; NULL when the till was not logged in
);
CREATE TABLE duty_returns (
    duty_month       TEXT PRIMARY KEY,     -- YYYY-MM: beer released from the bonded store that month
    draught_litres   REAL NOT NULL,        -- kegged beer released
    packaged_litres  REAL NOT NULL,        -- cans and bottles released
    pure_alcohol_l   REAL NOT NULL,        -- litres of pure alcohol in all of it
    duty_due         REAL NOT NULL,        -- after small producer relief
    paid_on          TEXT                  -- YYYY-MM-DD; NULL until paid (due by the 25th of the next month)
);
CREATE TABLE ingredient_purchases (
    purchase_id   INTEGER PRIMARY KEY,
    supplier      TEXT NOT NULL,
    ingredient    TEXT NOT NULL,           -- e.g. Maris Otter, Citra, London Ale III
    category      TEXT NOT NULL,           -- Malt, Hops, Yeast, Adjunct
    ordered_on    TEXT NOT NULL,           -- YYYY-MM-DD
    delivered_on  TEXT,                    -- YYYY-MM-DD; NULL while still on order
    quantity_kg   REAL NOT NULL,
    price_per_kg  REAL NOT NULL,
    total_cost    REAL NOT NULL,
    paid_on       TEXT                     -- YYYY-MM-DD the supplier's invoice was paid; NULL while unpaid
);
CREATE INDEX idx_batches_beer ON batches(beer_id);
CREATE INDEX idx_orders_customer ON orders(customer_id);
CREATE INDEX idx_order_lines_order ON order_lines(order_id);
CREATE INDEX idx_payments_order ON payments(order_id);
CREATE INDEX idx_taproom_sold_at ON taproom_sales(sold_at);
"""

OPENED = date(2023, 6, 1)  # the books start when the brewery moved into its unit and opened the taproom
TODAY = date(2025, 11, 30)  # the last day in the data
PRICE_RISES = [(date(2024, 3, 1), 1.05), (date(2025, 3, 1), 1.04)]  # trade price list rises, compounded
TAPROOM_RISES = [(date(2024, 4, 1), 0.20), (date(2025, 4, 1), 0.20)]  # added to a pint each April, in pounds
KEG_DEPOSITS = [(date(2023, 6, 1), 35.0), (date(2024, 3, 1), 40.0)]  # per keg, from that day

# name, style, abv, range, season, launched, retired, months brewed for sale (None: all year), trade keg price
# (2023), can case price (2023) or None, bottle case price (2023) or None, demand weight
BEERS = [
    ("Hopwright Pale", "Pale Ale", 4.2, "Core", None, "2023-06-01", None, None, 98.0, 42.0, None, 10),
    ("Longshore IPA", "IPA", 5.8, "Core", None, "2023-06-01", None, None, 124.0, 52.0, None, 7),
    ("Tanner's Bitter", "Best Bitter", 3.9, "Core", None, "2023-06-01", None, None, 92.0, None, 30.0, 6),
    ("Millrace Lager", "Lager", 4.6, "Core", None, "2023-06-01", None, None, 104.0, 44.0, None, 9),
    ("Coalhouse Stout", "Stout", 5.0, "Core", None, "2023-06-01", None, None, 110.0, 46.0, None, 4),
    ("Quayside Amber", "Amber Ale", 4.5, "Core", None, "2023-06-01", "2024-09-30", None, 100.0, None, 32.0, 3),
    ("Driftwood Session IPA", "Session IPA", 3.6, "Core", None, "2024-04-15", None, None, 96.0, 40.0, None, 6),
    ("Meadowsweet Wheat", "Wheat Beer", 4.8, "Seasonal", "Summer", "2023-06-01", None, (5, 6, 7, 8), 106.0,
     45.0, None, 6),
    ("Sunstruck Saison", "Saison", 5.5, "Seasonal", "Summer", "2024-06-01", None, (6, 7, 8), 118.0, None, 38.0, 4),
    ("Harvest Moon Red", "Red Ale", 5.2, "Seasonal", "Autumn", "2023-09-01", None, (9, 10), 108.0, 46.0, None, 5),
    ("Green Hop Pale", "Pale Ale", 4.9, "Seasonal", "Autumn", "2024-09-01", None, (9,), 115.0, None, None, 5),
    ("Blossom Blonde", "Blonde Ale", 4.4, "Seasonal", "Spring", "2024-03-01", None, (3, 4, 5), 100.0, 42.0, None,
     5),
    ("Yule Log Porter", "Porter", 6.2, "Seasonal", "Christmas", "2023-11-01", None, (11, 12), 120.0, 50.0, 36.0,
     7),
    ("Snowfall Spiced Ale", "Spiced Ale", 6.8, "Seasonal", "Christmas", "2024-11-15", None, (11, 12), 126.0, None,
     40.0, 5),
    ("Double Trouble DIPA", "Double IPA", 8.2, "Limited", None, "2023-10-01", "2023-12-31", (10, 11, 12), 150.0,
     62.0, None, 3),
    ("Nightjar Imperial Stout", "Imperial Stout", 10.5, "Limited", None, "2024-12-01", "2025-02-28", (12, 1, 2),
     None, None, 58.0, 2),
    ("Neon Gooseberry Sour", "Sour", 4.0, "Limited", None, "2025-07-01", "2025-09-30", (7, 8, 9), 128.0, 54.0,
     None, 3),
    ("Tidewater West Coast IPA", "IPA", 6.5, "Limited", None, "2025-04-01", None, (4, 5, 6, 7, 8, 9, 10, 11), 132.0,
     56.0, None, 3),
]
KEG_LITRES = 30.0
CAN_LITRES = 0.44
BOTTLE_LITRES = 0.5
CANS_PER_CASE = 24
BOTTLES_PER_CASE = 12

# ---------------------------------------------------------------- brewing
TANKS = [("FV1", 1600), ("FV2", 1600), ("FV3", 1600), ("FV4", 1600), ("FV5", 3200), ("FV6", 3200)]
BREW_WEEKDAYS = (0, 1, 3)  # Monday, Tuesday and Thursday are brew days
BREW_MONTH_RATE = [0.55, 0.6, 0.75, 0.85, 0.95, 1.0, 0.95, 0.85, 0.8, 0.9, 0.95, 0.55]  # chance a brew day brews
FERMENT_DAYS = {"Lager": 28, "Imperial Stout": 45, "Sour": 30}  # other styles: 12-16 days in the fermenter
CONDITION_DAYS = (3, 9)  # in the fermenter or bright tank before packaging
LOSS_SHARE = (0.06, 0.14)  # brewhouse losses: trub, dry hop absorption, tank bottoms, packaging
HOPPY_EXTRA_LOSS = 0.03  # hoppy styles lose more to the hops
HOPPY_STYLES = ("IPA", "Double IPA", "Session IPA", "Pale Ale")
NO_GRAVITY_RATE = 0.08
UNSIGNED_SHEET_RATE = 0.04
# the batches we had to pour away: (beer name, month brewed, note)
DUMPED = [("Meadowsweet Wheat", "2024-07", "Infected (lactobacillus) - dumped"),
          ("Hopwright Pale", "2025-02", "Stuck fermentation, off flavours - dumped")]
BATCH_NOTES = ["Dry hopped twice", "Extra late hops", "Collab brew with Calder Vale Brewery", "Yeast repitched",
               "Short on Citra: swapped for Mosaic", "Chiller fault, pitched warm"]
NOTE_RATE = 0.07
# format shares by beer range when a batch is packaged (keg, can, bottle); a beer without a price skips it
FORMAT_SHARE = {"Core": (0.85, 0.2, 0.2), "Seasonal": (0.85, 0.2, 0.2), "Limited": (0.5, 0.5, 0.5)}

# ---------------------------------------------------------------- trade
TOWNS = [("Hebden Bridge", 12), ("Halifax", 10), ("Todmorden", 6), ("Huddersfield", 8), ("Leeds", 10),
         ("Manchester", 7), ("Sowerby Bridge", 5), ("Bradford", 5), ("Skipton", 3), ("Keighley", 3)]
PUB_NAMES = [
    "The Fleece", "The Shoulder of Mutton", "The White Lion", "The Packhorse Inn", "The Stubbing Wharf",
    "The Hare and Hounds", "The Old Gate", "The Railway", "The Navigation", "The Cross Keys", "The Golden Lion",
    "The Kings Arms", "The Black Bull", "The Robin Hood", "The Dusty Miller", "The Fox and Goose", "The Sportsman",
    "The Waggon and Horses", "The Rose and Crown", "The New Delight", "The Hinchliffe Arms", "The Moorcock",
    "The Commercial", "The Grayston Unity", "The Three Pigeons", "The Lord Nelson", "The Beehive",
    "The Anchor", "The Barge and Barrel", "The Crown Inn",
]
BAR_NAMES = ["Tap & Bottle", "The Hop Cellar", "Stillage", "Kegworks", "Wort & Wonder", "The Grain Store",
             "Brass Monkey Bar", "Vault 9", "Cask and Keg House", "The Copper Still"]
RESTAURANT_NAMES = ["Rook & Radish", "The Mill Kitchen", "Saltpetre", "Bistro Calder", "The Olive Branch",
                    "Ember Grill", "The Canal Dining Room", "Little Peacock", "Smoke & Pickle", "The Larder"]
SHOP_NAMES = ["Hop & Barley Bottle Shop", "The Bottle Bank", "Beer Ritz", "Malt & Vine", "The Beer Library",
              "Crafty Cans", "Grape & Grain", "The Offie", "Hopsters", "Bottled Up"]
ORDER_INTERVAL = {"Pub": 15.0, "Bar": 17.0, "Restaurant": 24.0, "Bottle Shop": 24.0}  # mean days between orders
CREDIT_DAYS = ([14, 30, 60], [25, 65, 10])
INITIAL_SHARE = 0.7  # accounts open when the books start
NO_EMAIL_RATE = 0.15
TRADE_MONTH = [0.7, 0.7, 0.85, 0.95, 1.05, 1.25, 1.35, 1.3, 1.0, 0.95, 1.05, 1.45]  # orders by month
CANCEL_RATE = 0.02
DELIVERY_DAYS = (1, 4)
# the pub that shut owing us money, the restaurant that closed with its account settled, the bar on stop
CLOSED_OWING = ("The Packhorse Inn", date(2025, 3, 14), date(2024, 12, 1))  # name, closed on, stopped paying from
CLOSED_SETTLED = ("Saltpetre", date(2024, 8, 31))
ON_STOP = ("Kegworks", date(2025, 9, 20))  # put on stop that day: no orders since
LATE_PAYERS = ("Kegworks", "The Railway", "Ember Grill")
PAY_ON_TIME = 0.72  # invoices paid within terms
PART_PAYMENT_RATE = 0.05
NEVER_PAID_RATE = 0.01
PAY_METHODS = (["BACS", "Card", "Cheque"], [85, 10, 5])
KEG_LOSS_RATE = 0.02  # kegs that never come back
KEG_COLLECTION = (5, 18)  # empties are collected at least 5 days after delivery, 18 more on average

# ---------------------------------------------------------------- taproom
# weekday -> (opening hour, closing hour, transactions on an ordinary day); Monday and Tuesday closed
TAPROOM_HOURS = {2: (16, 22, 34), 3: (16, 22, 48), 4: (16, 23, 105), 5: (12, 23, 150), 6: (12, 18, 68)}
TAPROOM_CLOSED = ["12-25", "12-26", "01-01"]
TAPROOM_MONTH = [0.6, 0.6, 0.75, 0.9, 1.05, 1.25, 1.4, 1.35, 1.0, 0.9, 0.95, 1.3]
TAPROOM_GROWTH = 0.12  # a year's growth in footfall
TAPROOM_ITEMS = (["Pint", "Half", "Third", "Takeaway Can", "Soft Drink", "Snack"], [58, 15, 5, 8, 6, 8])
SOFT_DRINK_PRICE = 2.6
SNACK_PRICES = [1.5, 2.0, 3.5]  # crisps, nuts, pork pie
CASH_RATE = 0.12
NO_TILL_LOGIN_RATE = 0.02

# ---------------------------------------------------------------- duty and ingredients
DUTY_RATES = [(date(2023, 6, 1), 8.42, 9.27), (date(2025, 2, 1), 8.72, 9.61)]  # from, draught, other, per litre
DUTY_PAY_DAY = (18, 25)
MALT_KG_PER_LITRE_ABV = 0.038  # grain bill: kg per litre of wort per % ABV
SPECIALITY_SHARE = 0.08
HOPS_KG_PER_1600 = {"IPA": 22, "Double IPA": 30, "Session IPA": 18, "Pale Ale": 16, "Best Bitter": 7, "Lager": 6,
                    "Stout": 6, "Amber Ale": 9, "Wheat Beer": 5, "Saison": 8, "Red Ale": 10, "Blonde Ale": 9,
                    "Porter": 6, "Spiced Ale": 6, "Imperial Stout": 9, "Sour": 4}
# style -> (base malt, speciality malt, hops, yeast, adjunct or None)
RECIPES = {
    "Pale Ale": ("Pale Ale Malt", "Crystal 60", ("Citra", "Cascade"), "London Ale III", None),
    "IPA": ("Pale Ale Malt", "Carapils", ("Citra", "Mosaic", "Simcoe"), "London Ale III", None),
    "Double IPA": ("Pale Ale Malt", "Carapils", ("Citra", "Mosaic", "Nelson Sauvin"), "London Ale III", None),
    "Session IPA": ("Pale Ale Malt", "Oats", ("Mosaic", "Cascade"), "London Ale III", None),
    "Best Bitter": ("Maris Otter", "Crystal 150", ("East Kent Goldings", "Fuggles"), "English Ale", None),
    "Lager": ("Pilsner Malt", "Carapils", ("Saaz",), "Lager W-34/70", None),
    "Stout": ("Maris Otter", "Roasted Barley", ("East Kent Goldings",), "English Ale", None),
    "Amber Ale": ("Maris Otter", "Crystal 150", ("Cascade", "Fuggles"), "English Ale", None),
    "Wheat Beer": ("Wheat Malt", "Pilsner Malt", ("Saaz",), "Hefeweizen", "Orange Peel"),
    "Saison": ("Pilsner Malt", "Wheat Malt", ("Saaz", "East Kent Goldings"), "Saison", None),
    "Red Ale": ("Maris Otter", "Crystal 150", ("Cascade",), "English Ale", None),
    "Blonde Ale": ("Pale Ale Malt", "Wheat Malt", ("Cascade", "Saaz"), "London Ale III", None),
    "Porter": ("Maris Otter", "Chocolate Malt", ("Fuggles",), "English Ale", "Vanilla"),
    "Spiced Ale": ("Maris Otter", "Crystal 150", ("East Kent Goldings",), "English Ale", "Cinnamon"),
    "Imperial Stout": ("Maris Otter", "Roasted Barley", ("East Kent Goldings",), "English Ale", "Lactose"),
    "Sour": ("Pilsner Malt", "Wheat Malt", ("Saaz",), "Lactobacillus Blend", "Gooseberry Puree"),
}
# ingredient -> (category, supplier, price per kg in June 2023)
INGREDIENTS = {
    "Maris Otter": ("Malt", "Northfield Maltings", 1.12), "Pale Ale Malt": ("Malt", "Northfield Maltings", 0.98),
    "Pilsner Malt": ("Malt", "Thrale & Sons", 1.02), "Wheat Malt": ("Malt", "Thrale & Sons", 1.05),
    "Crystal 60": ("Malt", "Northfield Maltings", 1.35), "Crystal 150": ("Malt", "Northfield Maltings", 1.38),
    "Carapils": ("Malt", "Thrale & Sons", 1.30), "Oats": ("Malt", "Thrale & Sons", 1.10),
    "Roasted Barley": ("Malt", "Northfield Maltings", 1.55), "Chocolate Malt": ("Malt", "Northfield Maltings", 1.60),
    "Citra": ("Hops", "Bine & Cone Hop Merchants", 38.0), "Mosaic": ("Hops", "Bine & Cone Hop Merchants", 36.0),
    "Simcoe": ("Hops", "Bine & Cone Hop Merchants", 33.0), "Nelson Sauvin": ("Hops", "Antipodes Hops", 44.0),
    "Cascade": ("Hops", "Bine & Cone Hop Merchants", 18.0), "Saaz": ("Hops", "Bine & Cone Hop Merchants", 21.0),
    "East Kent Goldings": ("Hops", "Kentish Hop Farms", 19.5), "Fuggles": ("Hops", "Kentish Hop Farms", 17.0),
    "London Ale III": ("Yeast", "Cellar Yeast Lab", 120.0), "English Ale": ("Yeast", "Cellar Yeast Lab", 110.0),
    "Lager W-34/70": ("Yeast", "Cellar Yeast Lab", 115.0), "Hefeweizen": ("Yeast", "Cellar Yeast Lab", 118.0),
    "Saison": ("Yeast", "Cellar Yeast Lab", 125.0), "Lactobacillus Blend": ("Yeast", "Cellar Yeast Lab", 160.0),
    "Orange Peel": ("Adjunct", "Brewers Pantry", 9.5), "Vanilla": ("Adjunct", "Brewers Pantry", 310.0),
    "Cinnamon": ("Adjunct", "Brewers Pantry", 14.0), "Lactose": ("Adjunct", "Brewers Pantry", 3.2),
    "Gooseberry Puree": ("Adjunct", "Brewers Pantry", 4.8),
}
YEAST_KG_PER_BREW = 0.5
ADJUNCT_KG_PER_1600 = {"Orange Peel": 2.0, "Vanilla": 0.3, "Cinnamon": 1.5, "Lactose": 40.0,
                       "Gooseberry Puree": 120.0}
# yearly price changes by category, applied each 1 January (the harvest feeds through)
INGREDIENT_RISE = {"Malt": [1.0, 1.09, 1.04], "Hops": [1.0, 1.06, 0.97], "Yeast": [1.0, 1.05, 1.05],
                   "Adjunct": [1.0, 1.03, 1.04]}
ORDER_COVER = {"Malt": (3, 6), "Hops": (4, 8), "Yeast": (1, 2), "Adjunct": (2, 4)}  # brews one order covers
PACK_KG = {"Malt": 25.0, "Hops": 5.0, "Yeast": 0.5, "Adjunct": 1.0}  # orders come in whole sacks and packs
ORDER_LEAD = (5, 14)  # days before the brew that needs it
DELIVERY_LEAD = (2, 6)
# restocking for December's brews, ordered in the last days and not yet delivered: ingredient, ordered on, kg
ON_ORDER = [("Maris Otter", date(2025, 11, 26), 1000.0), ("Pale Ale Malt", date(2025, 11, 26), 1500.0),
            ("Citra", date(2025, 11, 27), 20.0), ("English Ale", date(2025, 11, 28), 1.0)]
SUPPLIER_TERMS = 30
SUPPLIER_PAID_LATE = (0, 12)

# first, last, role, hired, left, taproom shift weight
STAFF = [
    ("Owen", "Hopwright", "Managing Director", "2023-06-01", None, 0),
    ("Ruth", "Calloway", "Head Brewer", "2023-06-01", None, 0),
    ("Dev", "Mistry", "Brewer", "2023-06-01", None, 0),
    ("Hannah", "Lees", "Assistant Brewer", "2023-06-01", "2024-05-31", 0),
    ("Callum", "Firth", "Assistant Brewer", "2024-06-10", None, 0),
    ("Siobhan", "Doyle", "Sales Manager", "2023-06-01", None, 0),
    ("Margaret", "Ackroyd", "Bookkeeper", "2023-06-01", None, 0),
    ("Jess", "Barraclough", "Taproom Manager", "2023-06-01", None, 5),
    ("Liam", "Sutcliffe", "Bar Staff", "2023-06-01", "2024-01-07", 4),
    ("Priya", "Shah", "Bar Staff", "2023-06-01", None, 4),
    ("Tom", "Greenwood", "Bar Staff", "2023-07-15", "2024-09-20", 3),
    ("Amber", "Holroyd", "Bar Staff", "2024-01-08", None, 4),
    ("Kieran", "Walsh", "Bar Staff", "2024-05-01", "2024-09-15", 3),
    ("Zoe", "Fielding", "Bar Staff", "2024-10-01", None, 4),
    ("Marek", "Nowak", "Bar Staff", "2025-05-01", "2025-09-14", 3),
    ("Gary", "Crossley", "Delivery Driver", "2023-06-01", None, 0),
]
BREWER_ROLES = {"Head Brewer": 3, "Brewer": 4, "Assistant Brewer": 2}  # share of the brews
