"""The ``commercial_laundry`` database's title, schema (DDL), and the vocabularies, weights and rates its generator
draws from (``generator.py``)."""

from datetime import date

TITLE = "Brightwater Linen Services: client contracts, collections, wash batches, linen write-offs, invoices, machines"

SCHEMA = """
CREATE TABLE staff (
    staff_id     INTEGER PRIMARY KEY,
    first_name   TEXT NOT NULL,
    last_name    TEXT NOT NULL,
    role         TEXT NOT NULL,            -- Operations Manager, Account Manager, Bookkeeper, Supervisor, Driver,
                                           -- Washroom Operative, Finisher, Maintenance Engineer
    hourly_rate  REAL,                     -- current rate in pounds; NULL for salaried staff
    hired_on     TEXT NOT NULL,            -- YYYY-MM-DD
    left_on      TEXT                      -- NULL while still employed
);
CREATE TABLE clients (
    client_id           INTEGER PRIMARY KEY,
    name                TEXT NOT NULL,
    sector              TEXT NOT NULL,     -- Hotel, Restaurant, Care Home, Spa
    town                TEXT NOT NULL,
    route               TEXT NOT NULL,     -- the van round that collects from them
    pricing             TEXT NOT NULL,     -- Per Kg or Per Item
    rate_per_kg         REAL,              -- current price per kg (or the last, for a client who left);
                                           -- NULL for Per Item clients
    rate_per_item       REAL,              -- current price per item laundered; NULL for Per Kg clients
    min_weekly_charge   REAL,              -- weekly minimum before write-offs; NULL when the contract has none
    payment_terms_days  INTEGER NOT NULL,  -- days from invoice to due date: 14 or 30
    contract_start      TEXT NOT NULL,     -- YYYY-MM-DD, may be before our records begin
    contract_end        TEXT,              -- end of the current term, or the day they left; NULL on a rolling contract
    status              TEXT NOT NULL,     -- Active, Lost, Ceased Trading
    lost_to             TEXT,              -- the competitor who took them on; NULL unless known
    account_manager_id  INTEGER REFERENCES staff(staff_id)   -- NULL when no one looks after the account
);
CREATE TABLE linen_stock (
    stock_id          INTEGER PRIMARY KEY,
    client_id         INTEGER NOT NULL REFERENCES clients(client_id),
    item_type         TEXT NOT NULL,       -- Double Sheet, Bath Towel, Tablecloth, Napkin, Bathrobe, ...
    in_circulation    INTEGER NOT NULL,    -- pieces of this item we keep in circulation for the client
    replacement_cost  REAL NOT NULL,       -- charged per piece when the client loses or ruins one
    last_counted_on   TEXT                 -- last stock-take at the client; NULL if never counted
);
CREATE TABLE machines (
    machine_id    INTEGER PRIMARY KEY,
    name          TEXT NOT NULL UNIQUE,    -- W1, W2, ...
    make          TEXT NOT NULL,
    capacity_kg   INTEGER NOT NULL,        -- dry load the washer-extractor takes
    installed_on  TEXT NOT NULL,
    retired_on    TEXT                     -- NULL while in service
);
CREATE TABLE machine_jobs (
    job_id          INTEGER PRIMARY KEY,
    machine_id      INTEGER NOT NULL REFERENCES machines(machine_id),
    job_type        TEXT NOT NULL,         -- Service or Breakdown
    fault           TEXT,                  -- what went wrong; NULL for a Service
    reported_on     TEXT NOT NULL,         -- YYYY-MM-DD
    fixed_on        TEXT,                  -- NULL while the machine is still out of action
    downtime_hours  REAL,                  -- NULL while still out of action
    cost            REAL,                  -- pounds; NULL when covered by warranty or not yet billed
    engineer        TEXT NOT NULL          -- In-House, or the contractor's name
);
CREATE TABLE collections (
    collection_id    INTEGER PRIMARY KEY,
    client_id        INTEGER NOT NULL REFERENCES clients(client_id),
    collected_on     TEXT NOT NULL,        -- YYYY-MM-DD: the day the van called
    van              TEXT NOT NULL,        -- the van's registration
    driver_id        INTEGER NOT NULL REFERENCES staff(staff_id),
    bags             INTEGER,              -- NULL when Missed
    kg_collected     REAL,                 -- soiled weight; NULL when Missed
    items_collected  INTEGER,              -- pieces counted, for Per Item clients only (else NULL)
    delivered_on     TEXT,                 -- clean linen returned; NULL until delivered, or when Missed
    status           TEXT NOT NULL         -- Delivered, In Process, Missed
);
CREATE TABLE batches (
    batch_id     INTEGER PRIMARY KEY,
    collection_id INTEGER NOT NULL REFERENCES collections(collection_id),
    machine_id   INTEGER NOT NULL REFERENCES machines(machine_id),
    washed_on    TEXT NOT NULL,            -- YYYY-MM-DD
    programme    TEXT NOT NULL,            -- Whites 75C, Colours 60C, Thermal Disinfection, Heavy Soil, Delicates 40C
    kg           REAL NOT NULL,            -- dry weight loaded
    rewash       INTEGER NOT NULL,         -- 0/1: failed inspection and had to go through again
    operator_id  INTEGER REFERENCES staff(staff_id)   -- who loaded it; NULL when not noted
);
CREATE TABLE invoices (
    invoice_id       INTEGER PRIMARY KEY,
    client_id        INTEGER NOT NULL REFERENCES clients(client_id),
    week_start       TEXT NOT NULL,        -- the Monday of the week invoiced
    issued_on        TEXT NOT NULL,        -- the Monday after
    due_on           TEXT NOT NULL,        -- issued_on plus the client's payment terms
    kg_billed        REAL,                 -- Per Kg clients; NULL for Per Item
    items_billed     INTEGER,              -- Per Item clients; NULL for Per Kg
    laundry_charge   REAL NOT NULL,        -- kg or items times the rate in force that week
    minimum_top_up   REAL NOT NULL,        -- added to reach the weekly minimum
    writeoff_charge  REAL NOT NULL,        -- linen lost or ruined by the client that week
    total            REAL NOT NULL,        -- laundry_charge + minimum_top_up + writeoff_charge (no VAT)
    amount_paid      REAL NOT NULL,
    paid_on          TEXT,                 -- the day the (last) payment arrived; NULL if nothing paid
    status           TEXT NOT NULL         -- Paid, Part Paid, Unpaid, Written Off
);
CREATE TABLE linen_writeoffs (
    writeoff_id     INTEGER PRIMARY KEY,
    stock_id        INTEGER NOT NULL REFERENCES linen_stock(stock_id),
    written_off_on  TEXT NOT NULL,         -- YYYY-MM-DD
    reason          TEXT NOT NULL,         -- Lost, Torn, Stained, Machine Damage (our fault: not charged)
    quantity        INTEGER NOT NULL,
    charge          REAL NOT NULL,         -- charged to the client; 0 for Machine Damage
    invoice_id      INTEGER REFERENCES invoices(invoice_id)   -- the invoice that carried it; NULL if not charged
                                                               -- or not yet invoiced
);
CREATE TABLE shifts (
    shift_id     INTEGER PRIMARY KEY,
    staff_id     INTEGER NOT NULL REFERENCES staff(staff_id),
    shift_date   TEXT NOT NULL,            -- YYYY-MM-DD
    shift        TEXT NOT NULL,            -- Early, Late, Day (drivers)
    status       TEXT NOT NULL,            -- Worked, Sick, No Show
    hours        REAL                      -- hours worked; NULL unless Worked
);
CREATE INDEX idx_stock_client ON linen_stock(client_id);
CREATE INDEX idx_collections_client ON collections(client_id);
CREATE INDEX idx_batches_collection ON batches(collection_id);
CREATE INDEX idx_invoices_client ON invoices(client_id);
CREATE INDEX idx_writeoffs_stock ON linen_writeoffs(stock_id);
CREATE INDEX idx_shifts_staff ON shifts(staff_id);
"""

START = date(2023, 5, 1)  # a Monday: the first week in the new system
TODAY = date(2025, 11, 14)  # a Friday, the last day in the data; this week is not yet invoiced
PRICE_RISES = [(date(2024, 4, 1), 1.05), (date(2025, 4, 1), 1.06)]  # every April; client rates are after the last
BUST_CLIENT = "The Marine Parade Hotel"
BUST_ON = date(2025, 3, 21)  # the day it ceased trading; its unpaid invoices were written off
BUST_STOPS_PAYING = 10  # weeks before it ceased trading when payments stopped

# route -> (towns, van registration, driver's position in DRIVERS)
ROUTES = {
    "Scarborough Town": (["Scarborough"], "YK21 BWL", 0),
    "Whitby & Moors": (["Whitby", "Robin Hood's Bay", "Goathland", "Sandsend"], "YK71 LNS", 1),
    "Filey & Bridlington": (["Filey", "Bridlington", "Hunmanby"], "YK20 WSH", 2),
    "York & Malton": (["York", "Malton", "Pickering", "Helmsley"], "YK22 CLN", 3),
}
SPARE_VAN = "YK17 SPR"  # out when a route's van is in for service
SPARE_VAN_RATE = 0.03
VAN_REPLACED = ("Filey & Bridlington", date(2024, 9, 2), "YK74 BRT")  # the old van was sold on that day

# staff: first, last, role, hourly rate now (None: salaried), hired, left
STAFF = [
    ("Gillian", "Harrop", "Operations Manager", None, date(2014, 3, 3), None),
    ("Marcus", "Leyland", "Account Manager", None, date(2018, 9, 10), None),
    ("Priya", "Chaudhry", "Account Manager", None, date(2021, 1, 11), date(2024, 7, 31)),
    ("Owen", "Barraclough", "Account Manager", None, date(2024, 8, 5), None),
    ("Denise", "Atkinson", "Bookkeeper", None, date(2016, 5, 16), None),
    ("Craig", "Pickering", "Supervisor", 14.6, date(2015, 6, 1), None),
    ("Shona", "Wilkinson", "Supervisor", 14.6, date(2019, 2, 18), None),
    ("Terry", "Dobson", "Driver", 12.85, date(2012, 4, 2), None),
    ("Wayne", "Hutchinson", "Driver", 12.85, date(2017, 7, 3), date(2024, 3, 29)),
    ("Kevin", "Brough", "Driver", 12.85, date(2020, 10, 5), None),
    ("Lee", "Ashworth", "Driver", 12.85, date(2022, 3, 14), None),
    ("Jamie", "Stockdale", "Driver", 12.85, date(2024, 3, 25), None),
    ("Karen", "Robinson", "Washroom Operative", 12.21, date(2013, 8, 5), None),
    ("Dean", "Kitching", "Washroom Operative", 12.21, date(2019, 4, 1), None),
    ("Agnieszka", "Nowak", "Washroom Operative", 12.21, date(2020, 6, 8), None),
    ("Ryan", "Foster", "Washroom Operative", 12.21, date(2022, 11, 7), date(2024, 1, 19)),
    ("Tomasz", "Zielinski", "Washroom Operative", 12.21, date(2024, 1, 22), None),
    ("Bethany", "Cole", "Washroom Operative", 12.21, date(2023, 6, 12), date(2025, 5, 30)),
    ("Callum", "Staithes", "Washroom Operative", 12.21, date(2025, 6, 2), None),
    ("Maureen", "Ellerby", "Finisher", 12.21, date(2009, 9, 7), None),
    ("Julie", "Hodgson", "Finisher", 12.21, date(2016, 11, 14), None),
    ("Sandra", "Mennell", "Finisher", 12.21, date(2018, 3, 5), date(2025, 2, 28)),
    ("Olena", "Kovalenko", "Finisher", 12.21, date(2022, 9, 19), None),
    ("Chloe", "Dennison", "Finisher", 12.21, date(2023, 4, 17), None),
    ("Lisa", "Rowntree", "Finisher", 12.21, date(2025, 3, 10), None),
    ("Phil", "Raine", "Maintenance Engineer", 17.5, date(2017, 1, 9), None),
]
DRIVERS = [("Terry", "Dobson"), ("Wayne", "Hutchinson"), ("Kevin", "Brough"), ("Lee", "Ashworth")]
REPLACEMENT_DRIVER = ("Jamie", "Stockdale")  # took over Wayne's round
FLOOR_ROLES = ("Supervisor", "Driver", "Washroom Operative", "Finisher", "Maintenance Engineer")
SHIFT_RATE = 0.8  # chance a floor worker is rostered on a working day (holidays, days off)
SICK_RATE = 0.035
NO_SHOW_RATE = 0.006
SHIFT_HOURS = 8.0
SUMMER_OVERTIME = 0.3  # chance of a long shift in July and August, when the hotels are full
DECEMBER_OVERTIME = 0.2

# sector -> (clients at the start, joining later, weekly kg (low, high), collections a week, Per Item share,
#            minimum charge share, rate per kg (low, high), rate per item (low, high))
SECTORS = {
    "Hotel": (22, 5, (280, 1400), 3, 0.0, 0.7, (1.55, 1.95), None),
    "Restaurant": (17, 6, (35, 160), 2, 0.75, 0.5, (1.9, 2.3), (0.42, 0.68)),
    "Care Home": (10, 3, (180, 520), 3, 0.0, 0.3, (1.4, 1.7), None),
    "Spa": (3, 2, (70, 220), 2, 0.6, 0.6, (1.8, 2.1), (0.55, 0.85)),
}
BIG_HOTEL_KG = 1000  # hotels washing more than this a week are collected six days a week
KG_PER_ITEM = {"Restaurant": 0.32, "Spa": 0.55}  # average dry weight of a piece
# relative volume by calendar month
SEASON = {
    "Hotel": [0.55, 0.6, 0.72, 0.88, 1.0, 1.22, 1.45, 1.52, 1.12, 0.86, 0.64, 0.8],
    "Restaurant": [0.72, 0.82, 0.9, 0.95, 1.0, 1.05, 1.15, 1.15, 1.0, 0.95, 1.08, 1.65],
    "Care Home": [1.02, 1.0, 1.0, 0.98, 1.0, 0.98, 0.97, 0.97, 1.0, 1.0, 1.02, 1.03],
    "Spa": [0.85, 1.15, 0.95, 0.95, 1.0, 1.0, 1.05, 1.05, 0.95, 0.95, 1.05, 1.3],
}
COLLECTION_NOISE = 0.18  # log-normal sigma of a collection's weight around the expected
MISSED_RATE = 0.012  # the van could not get in or nobody was there
BAG_KG = 12.0  # a laundry bag holds about this much

HOTEL_NAMES = [
    "The Esplanade Hotel", "Royal Crescent Hotel", "The Cliffside Hotel", "Raven Hall Hotel", "The Bay Hotel",
    "Seacliff Lodge", "Abbey View Hotel", "Moorland Inn", "The Grand Pavilion", "Saltwick Hotel", "Belvedere House",
    "The Ox Pasture Hall", "Harbourside Hotel", "The Minster Gate Hotel", "Castle Keep Hotel", "Peasholm Park Hotel",
    "The Old Rectory", "Headland Hotel", "The Starboard Inn", "Ryedale Country Hotel", "Skelton Grange",
    "The Beacon Hotel", "Kirkgate Hotel", "The Lighthouse Hotel", "Wold View Hotel", "The Yorkshire Rose",
    "Lastingham Lodge", "The Marine Parade Hotel",
]
RESTAURANT_NAMES = [
    "The Mussel Shack", "Lanterna", "The Copper Pan", "Ambrosia Brasserie", "Salt & Sage", "The Fisherman's Rest",
    "Bella Vista", "Magpie Kitchen", "The Shambles Bistro", "Olive & Vine", "The Hungry Gull", "Kasbah Grill",
    "Ruby's Dining Room", "The Wheelhouse", "Saffron House", "The Tin Kettle", "Blue Lobster", "Maison Rouge",
    "The Quayside Kitchen", "Thyme & Tide", "The Drovers Table", "Golden Dragon", "The Bridge Street Bistro",
]
CARE_NAMES = [
    "Meadowbank Care Home", "Oakwood House", "St Hilda's Nursing Home", "Rosedale Court", "Hawthorn Lodge",
    "Ferndale Residential Home", "Brackenbury House", "Kirkdale Manor", "The Willows Care Centre", "Sunnyside House",
    "Larchfield Nursing Home", "Aire View Care Home", "Priory Gardens",
]
SPA_NAMES = ["Serenity Day Spa", "The Salt Room Spa", "Moorside Wellness Spa", "Bay Retreat Spa", "Lotus Spa"]
NAMES = {"Hotel": HOTEL_NAMES, "Restaurant": RESTAURANT_NAMES, "Care Home": CARE_NAMES, "Spa": SPA_NAMES}
BUST_SECTOR = "Hotel"

LOST_CLIENTS = 9  # clients lost to a competitor over the period
COMPETITORS = [("Whitewave Textile Services", 4), ("Coastline Laundry", 3), ("Pristine Linen Co", 2)]
UNKNOWN_COMPETITOR = 0.25  # lost clients who did not say where they went
TERM_YEARS = [2, 3]  # fixed terms; the rest are rolling
ROLLING_SHARE = 0.25
PAYMENT_TERMS = [(14, 0.4), (30, 0.6)]
MINIMUMS = [60.0, 75.0, 100.0, 150.0, 250.0]  # weekly minimum charge options in pounds
UNMANAGED_RATE = 0.06  # accounts left without an account manager (nobody picked them up)

# item type -> replacement cost in pounds
ITEM_COSTS = {
    "Single Sheet": 6.5, "Double Sheet": 8.9, "Duvet Cover": 12.4, "Pillowcase": 2.1, "Bath Towel": 7.8,
    "Hand Towel": 3.2, "Bath Mat": 4.6, "Bathrobe": 18.5, "Tablecloth": 11.2, "Napkin": 1.35, "Chef Whites": 14.9,
    "Tea Towel": 1.8, "Apron": 5.6, "Couch Cover": 9.8, "Face Cloth": 1.1,
}
# sector -> item types kept, each with pieces in circulation per 100 kg washed a week
SECTOR_ITEMS = {
    "Hotel": [("Double Sheet", 22), ("Single Sheet", 8), ("Duvet Cover", 14), ("Pillowcase", 40), ("Bath Towel", 30),
              ("Hand Towel", 30), ("Bath Mat", 14), ("Bathrobe", 5)],
    "Restaurant": [("Tablecloth", 90), ("Napkin", 420), ("Chef Whites", 18), ("Tea Towel", 120), ("Apron", 25)],
    "Care Home": [("Single Sheet", 35), ("Pillowcase", 30), ("Duvet Cover", 18), ("Bath Towel", 30),
                  ("Hand Towel", 28)],
    "Spa": [("Bath Towel", 80), ("Hand Towel", 60), ("Bathrobe", 30), ("Couch Cover", 25), ("Face Cloth", 70)],
}
NEVER_COUNTED = 0.12
# item type -> write-offs per month for each 100 pieces in circulation
WRITEOFF_RATE = {"Napkin": 0.35, "Bathrobe": 1.6, "Tea Towel": 0.5, "Face Cloth": 0.7}
DEFAULT_WRITEOFF_RATE = 0.25
WRITEOFF_REASONS = [("Lost", 50), ("Torn", 20), ("Stained", 22), ("Machine Damage", 8)]

# name, make, capacity kg, installed, retired
MACHINES = [
    ("W1", "Girbau", 120, date(2016, 2, 15), None),
    ("W2", "Girbau", 120, date(2016, 2, 15), None),
    ("W3", "Electrolux", 60, date(2018, 8, 6), None),
    ("W4", "Electrolux", 60, date(2018, 8, 6), None),
    ("W5", "Primus", 33, date(2011, 5, 9), date(2024, 6, 14)),
    ("W6", "Electrolux", 60, date(2024, 6, 24), None),
    ("W7", "Primus", 33, date(2019, 10, 21), None),
]
SERVICE_EVERY_DAYS = 91
SERVICE_COST = {"Girbau": (260, 340), "Electrolux": (190, 250), "Primus": (150, 190)}
SERVICE_HOURS = (3.0, 5.0)
BREAKDOWNS_PER_YEAR = {"W1": 3.0, "W2": 2.5, "W3": 2.0, "W4": 2.2, "W5": 9.0, "W6": 1.0, "W7": 1.5}
FAULTS = [("Door Lock Fault", 20), ("Drain Pump Failure", 18), ("Bearing Failure", 8), ("Heating Element", 14),
          ("Control Board", 10), ("Inverter Fault", 8), ("Water Leak", 16), ("Detergent Pump", 12)]
CONTRACTORS = {"Girbau": "Girbau UK Service", "Electrolux": "Northern Laundry Engineering",
               "Primus": "Northern Laundry Engineering"}
IN_HOUSE_SHARE = 0.45  # breakdowns Phil fixes himself
WARRANTY_YEARS = 2  # a breakdown this soon after installation costs us nothing
BREAKDOWN_DAYS = [(0, 30), (1, 35), (2, 18), (3, 9), (5, 5), (8, 3)]  # days out of action, weight
STILL_BROKEN = "W4"  # its latest breakdown is not yet fixed

PROGRAMMES = {  # sector -> (programme, weight)
    "Hotel": [("Whites 75C", 70), ("Colours 60C", 20), ("Heavy Soil", 10)],
    "Restaurant": [("Heavy Soil", 60), ("Whites 75C", 30), ("Colours 60C", 10)],
    "Care Home": [("Thermal Disinfection", 75), ("Whites 75C", 20), ("Colours 60C", 5)],
    "Spa": [("Colours 60C", 40), ("Delicates 40C", 35), ("Whites 75C", 25)],
}
REWASH_RATE = {"Heavy Soil": 0.085, "Whites 75C": 0.03, "Colours 60C": 0.025, "Thermal Disinfection": 0.04,
               "Delicates 40C": 0.02}
OLD_MACHINE_REWASH = 0.035  # extra rewash chance on W5 before it was retired
LOAD_FILL = (0.75, 1.0)  # share of a machine's capacity a load fills
UNNOTED_OPERATOR = 0.05

# payment behaviour: (share of clients, days after due (low, high))
PAYERS = [("Prompt", 0.55, (-8, 0)), ("Steady", 0.3, (-3, 9)), ("Slow", 0.15, (5, 45))]
DISPUTE_RATE = 0.06  # invoices with write-off charges where the client pays only the laundry
DISPUTE_OPEN_DAYS = 120  # older disputes were settled in full in the end; recent ones are still Part Paid
