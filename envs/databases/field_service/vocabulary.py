"""The ``field_service`` database's title, schema (DDL), and the vocabularies, weights and rates its generator
draws from (``generator.py``)."""

from datetime import date

TITLE = ("Castle Plumbing & Heating: customers, properties, boiler cover contracts, jobs, engineer visits, parts "
         "and invoices")

SCHEMA = """
CREATE TABLE customers (
    customer_id    INTEGER PRIMARY KEY,
    customer_type  TEXT NOT NULL,          -- Homeowner, Landlord, Letting Agent
    name           TEXT NOT NULL,          -- a person's "first last", or the agency's name
    email          TEXT,                   -- NULL when none was given
    phone          TEXT,                   -- NULL when none was given
    joined_on      TEXT NOT NULL           -- YYYY-MM-DD, when they first came onto the books
);
CREATE TABLE properties (
    property_id      INTEGER PRIMARY KEY,
    customer_id      INTEGER NOT NULL REFERENCES customers(customer_id),
    address          TEXT NOT NULL,        -- house number and street
    town             TEXT NOT NULL,
    postcode         TEXT NOT NULL,        -- e.g. CX4 7QD; the part before the space is the postcode area
    property_type    TEXT NOT NULL,        -- Detached, Semi-Detached, Terraced, Flat, Bungalow
    boiler_make      TEXT,                 -- NULL when unknown
    boiler_model     TEXT,                 -- NULL when unknown
    boiler_installed INTEGER               -- year the current boiler went in; NULL when unknown
);
CREATE TABLE engineers (
    engineer_id      INTEGER PRIMARY KEY,
    first_name       TEXT NOT NULL,
    last_name        TEXT NOT NULL,
    grade            TEXT NOT NULL,        -- Apprentice, Engineer, Senior Engineer
    gas_safe_number  TEXT,                 -- Gas Safe registration; NULL for apprentices
    hourly_rate      REAL NOT NULL,        -- what we pay them per hour, GBP
    started_on       TEXT NOT NULL,
    left_on          TEXT                  -- NULL while still with us
);
CREATE TABLE contracts (
    contract_id   INTEGER PRIMARY KEY,
    property_id   INTEGER NOT NULL REFERENCES properties(property_id),
    plan          TEXT NOT NULL,           -- Boiler Cover, Heating Cover, Home Care Plus
    monthly_fee   REAL NOT NULL,           -- GBP a month (fees went up for terms starting on or after 2025-04-01)
    start_date    TEXT NOT NULL,           -- one year's term; a renewal is a new row
    end_date      TEXT NOT NULL,           -- last day of the term
    status        TEXT NOT NULL,           -- Active, Expired, Cancelled
    cancelled_on  TEXT                     -- NULL unless Cancelled; cover stops that day
);
CREATE TABLE jobs (
    job_id        INTEGER PRIMARY KEY,
    property_id   INTEGER NOT NULL REFERENCES properties(property_id),
    contract_id   INTEGER REFERENCES contracts(contract_id),  -- the cover the job came under; NULL when chargeable
    job_type      TEXT NOT NULL,           -- Breakdown, Annual Service, Gas Safety Check, Leak, Installation
    priority      TEXT NOT NULL,           -- Emergency, Urgent, Routine
    reported_on   TEXT NOT NULL,           -- YYYY-MM-DD, the day the customer called
    status        TEXT NOT NULL,           -- Completed, Awaiting Parts, Scheduled, Cancelled
    completed_on  TEXT                     -- NULL unless Completed
);
CREATE TABLE visits (
    visit_id       INTEGER PRIMARY KEY,
    job_id         INTEGER NOT NULL REFERENCES jobs(job_id),
    engineer_id    INTEGER NOT NULL REFERENCES engineers(engineer_id),
    visit_date     TEXT NOT NULL,
    hours_on_site  REAL,                   -- NULL when the engineer did not log it
    outcome        TEXT NOT NULL           -- Completed, Parts Ordered, Return Visit Needed, No Access
);
CREATE TABLE parts (
    part_id    INTEGER PRIMARY KEY,
    code       TEXT NOT NULL UNIQUE,
    name       TEXT NOT NULL,
    category   TEXT NOT NULL,              -- Boilers, Boiler Spares, Controls, Pipework & Fittings, Radiators,
                                           -- Flues & Filters, Chemicals
    unit_cost  REAL NOT NULL               -- current trade price, GBP (suppliers put prices up on 2025-01-01)
);
CREATE TABLE job_parts (
    job_part_id  INTEGER PRIMARY KEY,
    job_id       INTEGER NOT NULL REFERENCES jobs(job_id),
    part_id      INTEGER NOT NULL REFERENCES parts(part_id),
    quantity     INTEGER NOT NULL,
    unit_cost    REAL NOT NULL             -- trade price we paid at the time
);
CREATE TABLE invoices (
    invoice_id      INTEGER PRIMARY KEY,
    invoice_number  TEXT NOT NULL UNIQUE,  -- e.g. CPH-10153
    job_id          INTEGER NOT NULL UNIQUE REFERENCES jobs(job_id),
    issued_on       TEXT NOT NULL,
    due_on          TEXT NOT NULL,
    labour          REAL NOT NULL,         -- GBP before VAT
    parts           REAL NOT NULL,         -- parts charged (trade price plus our markup), GBP before VAT
    vat             REAL NOT NULL,         -- 20% of labour plus parts
    total           REAL NOT NULL,         -- labour + parts + vat
    status          TEXT NOT NULL,         -- Paid, Unpaid (not yet due), Overdue
    paid_on         TEXT,                  -- NULL unless Paid
    payment_method  TEXT                   -- Card, Bank Transfer, Cash, Cheque; NULL unless Paid
);
CREATE INDEX idx_properties_customer ON properties(customer_id);
CREATE INDEX idx_contracts_property ON contracts(property_id);
CREATE INDEX idx_jobs_property ON jobs(property_id);
CREATE INDEX idx_visits_job ON visits(job_id);
CREATE INDEX idx_visits_engineer ON visits(engineer_id);
CREATE INDEX idx_job_parts_job ON job_parts(job_id);
"""

BOOKS_START = date(2023, 7, 1)  # jobs and invoices run from here ...
TODAY = date(2025, 12, 31)  # ... to the last day in the data; "this year" is 2025
COVER_SINCE = date(2022, 7, 1)  # cover contracts live on 1 July 2023 may have started up to a year before
PRICE_RISE_ON = date(2025, 1, 1)  # labour rate, fixed fees and trade prices all went up
FEE_RISE_ON = date(2025, 4, 1)  # cover terms starting on or after this pay the new monthly fee
PART_PRICE_RISE = 1.06  # parts.unit_cost is the 2025 trade price; earlier ones were this much lower

# (labour per hour, annual service fixed fee, gas safety check fixed fee) before / from PRICE_RISE_ON, GBP ex VAT
RATES_BEFORE = (65.0, 89.0, 75.0)
RATES_FROM = (72.0, 95.0, 80.0)
PARTS_MARKUP = 1.30  # parts are charged at trade price plus 30%
VAT_RATE = 0.20

# plan, monthly fee before / from FEE_RISE_ON, covers leaks, popularity weight
PLANS = [
    ("Boiler Cover", 14.50, 16.00, False, 50),
    ("Heating Cover", 19.00, 21.00, False, 32),
    ("Home Care Plus", 26.00, 28.50, True, 18),
]
COVER_TAKE_UP = {"Homeowner": 0.42, "Landlord": 0.55, "Letting Agent": 0.25}
RENEW_RATE = 0.82
CANCEL_IN_TERM = 0.07
UPGRADE_AT_RENEWAL = 0.06

N_HOMEOWNERS = 2400
LANDLORDS = 46
LANDLORD_LETS = ([2, 3, 4, 5, 6, 8, 11], [30, 24, 16, 11, 9, 6, 4])
# agency, number of managed properties, days it takes to pay, share paid late
AGENCIES = [
    ("Keystone Lettings", 58, 26, 0.35),
    ("Harbour Property Management", 41, 34, 0.45),
    ("Castle Lets", 33, 18, 0.20),
    ("Oakfield Estates", 22, 22, 0.30),
]
PAYMENT_TERMS_DAYS = {"Homeowner": 14, "Landlord": 30, "Letting Agent": 30}

FIRST_NAMES = [
    "David", "Sarah", "John", "Emma", "Michael", "Claire", "Paul", "Rachel", "Mark", "Helen", "Andrew", "Karen",
    "Steven", "Lisa", "Richard", "Joanne", "Peter", "Nicola", "Ian", "Louise", "Gary", "Amanda", "Neil", "Julie",
    "Chris", "Emily", "Simon", "Laura", "James", "Sophie", "Robert", "Hannah", "Gareth", "Rhian", "Owen", "Carys",
    "Aled", "Bethan", "Tomasz", "Anna", "Ravi", "Priya", "Imran", "Ayesha", "Kwame", "Grace", "Sean", "Siobhan",
    "Margaret", "Brian", "Pauline", "Keith", "Jean", "Derek", "Alison", "Martin", "Gillian", "Colin", "Wendy",
    "Stuart", "Fiona", "Graham", "Joanna", "Adam", "Lucy", "Daniel", "Megan", "Rhys", "Ffion", "Dylan", "Elin",
    "Nathan", "Chloe", "Kieran", "Zoe", "Marcus", "Deborah", "Trevor", "Sandra", "Harriet", "Oliver", "Yusuf",
]
LAST_NAMES = [
    "Jones", "Williams", "Davies", "Evans", "Thomas", "Roberts", "Hughes", "Lewis", "Morgan", "Griffiths",
    "Edwards", "Smith", "Taylor", "Brown", "Wilson", "Johnson", "Walker", "Wright", "Thompson", "White", "Hall",
    "Green", "Clarke", "Jackson", "Wood", "Harris", "Turner", "Hill", "Cooper", "Ward", "Patel", "Khan", "Ahmed",
    "Kowalski", "Nowak", "O'Brien", "Murphy", "Price", "Powell", "Rees", "Owen", "Jenkins", "Baker", "Fletcher",
    "Bennett", "Chapman", "Marsh", "Lloyd", "Phillips", "Bevan", "Pritchard", "Howell", "Mason", "Kaur", "Singh",
    "Hussain", "Lewandowski", "Doyle", "Kelly", "Sutton", "Barker", "Holmes", "Fisher", "Lambert", "Webb",
    "Carter", "Stevens", "Hayward", "Gibbs", "Parry", "Vaughan", "Sheppard", "Dixon", "Atkinson",
]
EMAIL_DOMAINS = ["mailbox.test", "inbox.test", "homemail.test", "example.net"]
NO_EMAIL_RATE = {"Homeowner": 0.22, "Landlord": 0.05, "Letting Agent": 0.0}
NO_PHONE_RATE = 0.06
SAME_NAME_RATE = 0.015  # a drawn name already on the books is kept this often: a few customers share a name

# town, postcode areas, weight: most of the work is in Castlebridge itself
TOWNS = [
    ("Castlebridge", ["CX1", "CX2", "CX3"], 36),
    ("Northwold", ["CX4"], 14),
    ("Eastmere", ["CX5"], 12),
    ("Hadley Green", ["CX6"], 10),
    ("Marsh End", ["CX7"], 9),
    ("Kingsford", ["CX8"], 8),
    ("Upper Thorne", ["CX9"], 6),
    ("Little Brampton", ["CX10"], 5),
]
STREETS = [
    "High Street", "Church Road", "Mill Lane", "Station Road", "Victoria Road", "Park Avenue", "Castle Street",
    "Queens Road", "The Crescent", "Orchard Close", "Meadow Way", "Bridge Street", "Chapel Lane", "King Street",
    "Windsor Drive", "Oak Tree Close", "Riverside", "Elm Grove", "New Road", "Hillside Avenue", "Brook Street",
    "Willow Court", "Market Street", "Ash Grove", "School Lane", "Priory Road", "Thornbury Way", "Cedar Drive",
]
PROPERTY_TYPES = {  # owner type -> (types, weights)
    "Homeowner": (["Detached", "Semi-Detached", "Terraced", "Flat", "Bungalow"], [22, 34, 26, 8, 10]),
    "Landlord": (["Semi-Detached", "Terraced", "Flat"], [20, 45, 35]),
    "Letting Agent": (["Semi-Detached", "Terraced", "Flat"], [15, 35, 50]),
}
# boiler make -> models
BOILERS = {
    "Worcester Bosch": ["Greenstar 4000", "Greenstar 8000 Life", "Greenstar 30i", "Greenstar CDi Classic"],
    "Vaillant": ["ecoTEC plus 832", "ecoTEC pro 28", "ecoTEC exclusive"],
    "Baxi": ["800 Combi", "600 Combi", "Duo-tec 28"],
    "Ideal": ["Logic Max Combi", "Vogue Max", "Logic C30", "Independent C35"],
    "Glow-worm": ["Energy 30c", "Betacom 4"],
    "Potterton": ["Promax Combi", "Titanium 28"],
    "Viessmann": ["Vitodens 100-W"],
    "Alpha": ["E-Tec 28"],
}
BOILER_MAKE_WEIGHTS = [30, 22, 16, 16, 6, 5, 3, 2]
NEW_BOILERS = {  # what we fit: make, model, part code of the boiler
    "Worcester Bosch": ("Greenstar 4000", "BLR-WB4000"),
    "Vaillant": ("ecoTEC plus 832", "BLR-VEP832"),
    "Ideal": ("Logic Max Combi", "BLR-ILMC30"),
    "Baxi": ("800 Combi", "BLR-BX830"),
}
NEW_BOILER_WEIGHTS = [45, 30, 15, 10]
UNKNOWN_BOILER_RATE = 0.14  # nobody has written down the make, model or age
UNKNOWN_AGE_RATE = 0.10  # make and model known, year not

# code, name, category, 2025 trade price GBP
PARTS = [
    ("BLR-WB4000", "Worcester Bosch Greenstar 4000 30kW combi", "Boilers", 1185.00),
    ("BLR-VEP832", "Vaillant ecoTEC plus 832 combi", "Boilers", 1240.00),
    ("BLR-ILMC30", "Ideal Logic Max Combi 30", "Boilers", 895.00),
    ("BLR-BX830", "Baxi 830 combi", "Boilers", 930.00),
    ("SPR-PCB", "Main PCB", "Boiler Spares", 186.00),
    ("SPR-FAN", "Fan assembly", "Boiler Spares", 142.00),
    ("SPR-DIV", "Diverter valve", "Boiler Spares", 58.00),
    ("SPR-PUMP", "Circulating pump", "Boiler Spares", 96.00),
    ("SPR-PSENS", "Pressure sensor", "Boiler Spares", 34.00),
    ("SPR-ELEC", "Ignition electrode", "Boiler Spares", 18.50),
    ("SPR-FSENS", "Flame sensor", "Boiler Spares", 22.00),
    ("SPR-EXPV", "Expansion vessel", "Boiler Spares", 74.00),
    ("SPR-GASV", "Gas valve", "Boiler Spares", 128.00),
    ("SPR-PRV", "Pressure relief valve", "Boiler Spares", 27.00),
    ("SPR-HEX", "Heat exchanger", "Boiler Spares", 310.00),
    ("SPR-TRAP", "Condensate trap", "Boiler Spares", 21.00),
    ("SPR-NTC", "NTC thermistor", "Boiler Spares", 16.00),
    ("SPR-SEAL", "Service seal kit", "Boiler Spares", 9.50),
    ("CTL-STAT", "Programmable room thermostat", "Controls", 62.00),
    ("CTL-WSTAT", "Wireless smart thermostat", "Controls", 118.00),
    ("CTL-TRV", "Thermostatic radiator valve head", "Controls", 11.50),
    ("CTL-MV2", "2-port motorised valve", "Controls", 48.00),
    ("PIP-CU15", "15mm copper pipe, 3m", "Pipework & Fittings", 14.00),
    ("PIP-CU22", "22mm copper pipe, 3m", "Pipework & Fittings", 24.00),
    ("FIT-COMP", "Compression fittings pack", "Pipework & Fittings", 9.50),
    ("FIT-PUSH", "Push-fit elbow 15mm", "Pipework & Fittings", 2.80),
    ("FIT-ISO", "Isolating valve", "Pipework & Fittings", 4.20),
    ("FIT-RADV", "Radiator valve pair", "Pipework & Fittings", 16.00),
    ("FIT-WASH", "Fibre washer pack", "Pipework & Fittings", 3.50),
    ("FIT-CART", "Tap cartridge", "Pipework & Fittings", 12.00),
    ("FIT-FILL", "Cistern fill valve", "Pipework & Fittings", 11.00),
    ("RAD-SP10", "Single panel radiator 600x1000", "Radiators", 78.00),
    ("RAD-DP12", "Double panel radiator 600x1200", "Radiators", 118.00),
    ("FLU-HKIT", "Horizontal flue kit", "Flues & Filters", 92.00),
    ("FLT-MAG", "Magnetic system filter", "Flues & Filters", 68.00),
    ("CHM-INH", "Central heating inhibitor 1L", "Chemicals", 14.50),
    ("CHM-CLN", "System cleanser 1L", "Chemicals", 13.00),
]
# the spare a breakdown needed, by weight, when the van did not have it
BREAKDOWN_SPARES = {
    "SPR-PCB": 12, "SPR-FAN": 10, "SPR-DIV": 14, "SPR-PUMP": 10, "SPR-PSENS": 10, "SPR-EXPV": 8, "SPR-GASV": 5,
    "SPR-HEX": 3, "CTL-MV2": 6, "CTL-STAT": 4,
}
VAN_STOCK = {"SPR-ELEC": 12, "SPR-FSENS": 9, "SPR-PRV": 8, "SPR-TRAP": 7, "SPR-NTC": 8, "CHM-INH": 4, "FIT-ISO": 3}
LEAK_PARTS = {"FIT-COMP": 14, "FIT-PUSH": 10, "FIT-ISO": 8, "FIT-RADV": 7, "FIT-WASH": 9, "FIT-CART": 6,
              "FIT-FILL": 5, "PIP-CU15": 8, "PIP-CU22": 4, "RAD-SP10": 2, "RAD-DP12": 1}

# first, last, grade, gas safe number, hourly pay, started, left, workload weight
ENGINEERS = [
    ("Gareth", "Price", "Senior Engineer", "187342", 24.50, "2012-04-02", None, 5),
    ("Dave", "Morgan", "Senior Engineer", "203918", 23.80, "2016-09-05", None, 6),
    ("Dave", "Whitfield", "Engineer", "412077", 20.50, "2020-02-17", None, 6),
    ("Sian", "Howells", "Engineer", "455120", 20.00, "2021-06-07", None, 6),
    ("Marek", "Nowak", "Engineer", "478831", 19.75, "2022-03-14", None, 5),
    ("Tom", "Ashby", "Engineer", "398264", 19.50, "2019-01-07", "2025-03-14", 6),
    ("Priya", "Shah", "Engineer", "521906", 19.25, "2024-05-13", None, 5),
    ("Liam", "Carver", "Apprentice", None, 12.50, "2023-09-04", None, 3),
    ("Ellie", "Brooks", "Apprentice", None, 11.80, "2025-01-06", None, 3),
]
FIRST_TIME_FIX = {"Senior Engineer": 0.82, "Engineer": 0.72}  # breakdowns fixed on the first visit
LEAK_FIRST_TIME_FIX = 0.86
NO_ACCESS_RATE = 0.035
UNLOGGED_HOURS_RATE = 0.025
APPRENTICE_ON_INSTALL = 0.6

# per property per year; an old boiler breaks down more, a new one hardly at all
BREAKDOWN_RATE = 0.55
LEAK_RATE = 0.11
PAID_SERVICE_RATE = 0.13  # homeowners without cover who book a one-off service each year
UPGRADE_RATE = 0.012  # a new boiler nobody needed in a hurry
REPLACE_AFTER_BREAKDOWN = 0.22  # for boilers 12+ years old
GAS_SAFETY_DONE = 0.93  # share of let properties whose yearly gas safety check was booked with us
CANCEL_RATE = {"Breakdown": 0.04, "Leak": 0.05, "Annual Service": 0.03, "Gas Safety Check": 0.02,
               "Installation": 0.06}
STUCK_AWAITING_PARTS = 0.02  # parts on back order for months
UNINVOICED_RATE = 0.012  # a finished chargeable job nobody got round to invoicing
# relative call-outs by month: breakdowns peak in the cold months, burst pipes in January and February
BREAKDOWN_MONTHS = [2.1, 1.8, 1.3, 0.9, 0.6, 0.45, 0.4, 0.45, 0.7, 1.2, 1.7, 2.2]
LEAK_MONTHS = [1.9, 1.6, 1.0, 0.8, 0.8, 0.8, 0.8, 0.8, 0.8, 0.9, 1.0, 1.4]
SERVICE_MONTHS = [0.6, 0.7, 0.9, 1.0, 1.0, 1.0, 0.9, 0.9, 1.4, 1.6, 1.3, 0.6]  # autumn, before the cold
EMERGENCY_SHARE = {"Breakdown": (0.28, 0.45), "Leak": (0.45, 0.55)}  # (summer, winter) share called in as Emergency
# (customer type) -> (share paying late, mean days to pay when on time, share never paying)
PAYERS = {"Homeowner": (0.10, 5, 0.012), "Landlord": (0.22, 14, 0.02)}
PAYMENT_METHODS = ["Card", "Bank Transfer", "Cash", "Cheque"]
PAYMENT_WEIGHTS = {"Homeowner": [58, 30, 8, 4], "Landlord": [20, 74, 2, 4], "Letting Agent": [2, 97, 0, 1]}
