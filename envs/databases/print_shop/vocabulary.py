"""The ``print_shop`` database's title, schema (DDL), and the vocabularies, weights and rates its generator draws
from (``generator.py``)."""

from datetime import date

TITLE = "Inkwell Print Co.: customers, quotes, print jobs, presses and downtime, paper purchases, invoices and payments"

SCHEMA = """
CREATE TABLE staff (
    staff_id    INTEGER PRIMARY KEY,
    first_name  TEXT NOT NULL,
    last_name   TEXT NOT NULL,
    role        TEXT NOT NULL,             -- Owner, Production Manager, Account Manager, Designer, Press Operator,
                                           -- Finisher, Front Counter, Bookkeeper
    hired_on    TEXT NOT NULL,             -- YYYY-MM-DD
    left_on     TEXT                       -- NULL while still employed
);
CREATE TABLE customers (
    customer_id        INTEGER PRIMARY KEY,
    name               TEXT NOT NULL,      -- the business for accounts, the person for walk-ins
    customer_type      TEXT NOT NULL,      -- Account or Walk-in
    sector             TEXT,               -- accounts only, e.g. Hospitality, Political; NULL for walk-ins
    contact_name       TEXT,               -- accounts' contact; NULL for walk-ins
    email              TEXT,               -- NULL when none was given
    phone              TEXT,               -- NULL when none was given
    town               TEXT,               -- NULL when not recorded
    credit_terms_days  INTEGER NOT NULL,   -- 30 for accounts; 0 for walk-ins, who pay on collection
    discount_pct       REAL,               -- accounts' trade discount off list prices; NULL for walk-ins
    account_status     TEXT,               -- Active, On Stop, Closed; NULL for walk-ins
    created_on         TEXT NOT NULL       -- YYYY-MM-DD the account was opened or the walk-in first came in
);
CREATE TABLE presses (
    press_id      INTEGER PRIMARY KEY,
    name          TEXT NOT NULL,
    press_type    TEXT NOT NULL,           -- Digital, Offset, Wide Format
    installed_on  TEXT NOT NULL,
    retired_on    TEXT                     -- NULL while in service
);
CREATE TABLE press_downtime (
    downtime_id    INTEGER PRIMARY KEY,
    press_id       INTEGER NOT NULL REFERENCES presses(press_id),
    started_on     TEXT NOT NULL,          -- YYYY-MM-DD
    ended_on       TEXT,                   -- last day out of action; NULL while still down
    hours_lost     REAL,                   -- production hours lost; NULL while still down
    reason         TEXT NOT NULL,          -- Scheduled Service, Calibration, Breakdown
    engineer_cost  REAL                    -- call-out and parts, ex VAT; NULL for work done in-house
);
CREATE TABLE stock_purchases (
    purchase_id  INTEGER PRIMARY KEY,
    supplier     TEXT NOT NULL,
    paper_stock  TEXT NOT NULL,            -- as on jobs.paper_stock, e.g. 400gsm Silk
    ordered_on   TEXT NOT NULL,
    received_on  TEXT,                     -- NULL until delivered
    quantity     INTEGER NOT NULL,         -- packs of 250 SRA3 sheets; rolls for 440gsm PVC Banner
    unit_cost    REAL NOT NULL,            -- per pack or roll, ex VAT: paper prices move
    total_cost   REAL NOT NULL
);
CREATE TABLE quotes (
    quote_id     INTEGER PRIMARY KEY,
    customer_id  INTEGER NOT NULL REFERENCES customers(customer_id),
    prepared_by  INTEGER REFERENCES staff(staff_id),   -- NULL when not noted
    product      TEXT NOT NULL,
    quantity     INTEGER NOT NULL,
    amount       REAL NOT NULL,            -- quoted price ex VAT
    sent_on      TEXT NOT NULL,
    valid_until  TEXT NOT NULL,            -- 30 days after sending
    status       TEXT NOT NULL,            -- Sent (no answer yet), Accepted, Declined, Expired
    decided_on   TEXT                      -- when accepted or declined; NULL for Sent and Expired
);
CREATE TABLE jobs (
    job_id          INTEGER PRIMARY KEY,
    customer_id     INTEGER NOT NULL REFERENCES customers(customer_id),
    quote_id        INTEGER REFERENCES quotes(quote_id),   -- NULL for orders taken without a quote
    product         TEXT NOT NULL,         -- Business Cards, Flyers, Leaflets, Brochures, Posters, Banners, ...
    quantity        INTEGER NOT NULL,
    paper_stock     TEXT NOT NULL,
    finishing       TEXT,                  -- Matt Lamination, Soft Touch Lamination, Folding, Saddle Stitching,
                                           -- Hemming & Eyelets; NULL for none
    is_rush         INTEGER NOT NULL,      -- 0/1
    price           REAL NOT NULL,         -- agreed price ex VAT before any rush surcharge; 0 for reprints
    rush_surcharge  REAL,                  -- ex VAT; NULL unless a rush job
    proof_rounds    INTEGER NOT NULL,      -- proofs sent before sign-off
    designer_id     INTEGER REFERENCES staff(staff_id),    -- NULL when the customer sent print-ready artwork
    press_id        INTEGER REFERENCES presses(press_id),  -- NULL until it goes on a press
    operator_id     INTEGER REFERENCES staff(staff_id),    -- NULL until printed, or when not noted
    ordered_on      TEXT NOT NULL,
    promised_on     TEXT NOT NULL,         -- the date promised to the customer
    delivered_on    TEXT,                  -- NULL unless Delivered
    status          TEXT NOT NULL,         -- Awaiting Proof, In Production, Delivered, Cancelled
    reprint_of      INTEGER REFERENCES jobs(job_id)        -- the job reprinted free of charge after our error
);
CREATE TABLE invoices (
    invoice_id      INTEGER PRIMARY KEY,
    invoice_number  TEXT NOT NULL UNIQUE,  -- INV-24-0123
    job_id          INTEGER NOT NULL REFERENCES jobs(job_id),
    customer_id     INTEGER NOT NULL REFERENCES customers(customer_id),
    issued_on       TEXT NOT NULL,         -- the day the job was delivered
    due_on          TEXT NOT NULL,         -- issued_on plus the customer's credit terms
    net_amount      REAL NOT NULL,         -- job price plus rush surcharge, ex VAT
    vat_amount      REAL NOT NULL,         -- 20%; 0 for zero-rated flyers, leaflets and brochures
    total           REAL NOT NULL,         -- net plus VAT
    status          TEXT NOT NULL          -- Paid, Part Paid, Unpaid, Credited, Written Off
);
CREATE TABLE payments (
    payment_id  INTEGER PRIMARY KEY,
    invoice_id  INTEGER NOT NULL REFERENCES invoices(invoice_id),
    paid_on     TEXT NOT NULL,
    amount      REAL NOT NULL,             -- incl VAT
    method      TEXT NOT NULL              -- Card, Cash, Bank Transfer, Cheque
);
CREATE TABLE credit_notes (
    credit_note_id  INTEGER PRIMARY KEY,
    invoice_id      INTEGER NOT NULL REFERENCES invoices(invoice_id),
    issued_on       TEXT NOT NULL,
    amount          REAL NOT NULL,         -- incl VAT, taken off what the invoice asks
    reason          TEXT NOT NULL          -- Print Defect, Late Delivery, Pricing Error, Goodwill
);
CREATE INDEX idx_quotes_customer ON quotes(customer_id);
CREATE INDEX idx_jobs_customer ON jobs(customer_id);
CREATE INDEX idx_jobs_quote ON jobs(quote_id);
CREATE INDEX idx_jobs_reprint ON jobs(reprint_of);
CREATE INDEX idx_invoices_customer ON invoices(customer_id);
CREATE INDEX idx_invoices_job ON invoices(job_id);
CREATE INDEX idx_payments_invoice ON payments(invoice_id);
CREATE INDEX idx_credit_notes_invoice ON credit_notes(invoice_id);
CREATE INDEX idx_downtime_press ON press_downtime(press_id);
"""

OPENED = date(2023, 5, 1)  # the books in this system start here
TODAY = date(2025, 10, 31)  # the last day in the data (a Friday)
# (from, factor): the price list goes up each February
PRICE_LIST = [(date(2023, 5, 1), 1.0), (date(2024, 2, 1), 1.05), (date(2025, 2, 1), 1.092)]
VAT_RATE = 0.2
ZERO_RATED = {"Flyers", "Leaflets", "Brochures"}  # printed matter zero-rated for VAT in the UK
RUSH_SURCHARGE = 0.25  # share of the price
CREDIT_TERMS = 30  # days, for every account
QUOTE_VALID_DAYS = 30

# name, quantities, quantity weights, (stock, weight)s, (finishing, weight)s, setup £, rate £, exponent,
# lead working days, design share for accounts, design share for walk-ins, sheets of stock per item
PRODUCTS = [
    ("Business Cards", [100, 250, 500, 1000, 2500], [2, 4, 5, 3, 1], [("400gsm Silk", 3), ("350gsm Uncoated", 2)],
     [(None, 5), ("Matt Lamination", 3), ("Soft Touch Lamination", 2)], 18.0, 0.45, 0.75, 4, 0.3, 0.6, 1 / 24),
    ("Flyers", [250, 500, 1000, 2500, 5000, 10000], [2, 4, 5, 3, 2, 1], [("150gsm Gloss", 3), ("170gsm Silk", 2)],
     [(None, 8), ("Matt Lamination", 1)], 25.0, 0.35, 0.8, 4, 0.35, 0.6, 1 / 4),
    ("Leaflets", [250, 500, 1000, 2500, 5000], [2, 3, 4, 2, 1], [("170gsm Silk", 2), ("150gsm Gloss", 1)],
     [("Folding", 1)], 35.0, 0.45, 0.8, 5, 0.4, 0.6, 1 / 2),
    ("Brochures", [50, 100, 250, 500, 1000], [2, 3, 3, 2, 1], [("170gsm Silk", 1)],
     [("Saddle Stitching", 1)], 60.0, 2.2, 0.85, 8, 0.5, 0.7, 2),
    ("Posters", [1, 5, 10, 25, 50, 100], [3, 3, 3, 2, 1, 1], [("200gsm Gloss", 1)],
     [(None, 3), ("Matt Lamination", 1)], 10.0, 6.5, 0.85, 3, 0.2, 0.5, 1),
    ("Banners", [1, 2, 3, 5], [6, 3, 1, 1], [("440gsm PVC Banner", 1)],
     [("Hemming & Eyelets", 1)], 30.0, 65.0, 0.95, 3, 0.3, 0.6, 1 / 20),
    ("Wedding Stationery", [40, 60, 80, 100, 120, 150], [1, 2, 3, 3, 2, 1],
     [("300gsm Textured Card", 3), ("350gsm Uncoated", 1)], [(None, 3), ("Folding", 2)], 90.0, 2.8, 0.95, 10,
     0.95, 0.95, 1 / 2),
    ("Christmas Cards", [50, 100, 250, 500, 1000], [2, 3, 3, 2, 1],
     [("350gsm Uncoated", 2), ("300gsm Textured Card", 1)], [("Folding", 1)], 30.0, 1.1, 0.85, 7, 0.5, 0.7, 1 / 2),
    ("Letterheads", [250, 500, 1000, 2500], [2, 4, 3, 1], [("120gsm Uncoated Bond", 1)],
     [(None, 1)], 20.0, 0.25, 0.85, 4, 0.3, 0.5, 1 / 2),
]
FINISHING_UPLIFT = {"Matt Lamination": 1.12, "Soft Touch Lamination": 1.2}  # others are in the product's price
ACCOUNT_PRODUCT_WEIGHTS = {"Business Cards": 22, "Flyers": 22, "Leaflets": 10, "Brochures": 8, "Posters": 10,
                           "Banners": 8, "Wedding Stationery": 0.3, "Christmas Cards": 4, "Letterheads": 8}
WALK_IN_PRODUCT_WEIGHTS = {"Business Cards": 20, "Flyers": 14, "Leaflets": 3, "Brochures": 2, "Posters": 12,
                           "Banners": 8, "Wedding Stationery": 9, "Christmas Cards": 5, "Letterheads": 2}
POLITICAL_PRODUCT_WEIGHTS = {"Flyers": 6, "Leaflets": 4, "Posters": 2, "Banners": 1}
POLITICAL_QUANTITIES = {"Flyers": [2500, 5000, 10000, 20000], "Leaflets": [2500, 5000, 10000], "Posters": [25, 50, 100],
                        "Banners": [1, 2, 3]}
CHRISTMAS_MONTHS = [0, 0, 0, 0, 0, 0, 0, 0, 0.3, 2.5, 5.0, 2.0]  # Christmas cards are ordered Sep-Dec
WEDDING_MONTHS = [1.3, 1.6, 1.8, 1.7, 1.4, 1.1, 0.8, 0.6, 0.6, 0.7, 0.6, 0.9]  # invitations go out in spring
MONTH_DEMAND = [0.72, 0.82, 0.95, 1.05, 1.1, 1.08, 0.98, 0.82, 1.05, 1.15, 1.4, 1.1]
ACCOUNT_REQUESTS_PER_DAY = 8.0  # weekdays
WALK_IN_REQUESTS_PER_DAY = 4.5
SATURDAY_WALK_INS = 0.5  # Saturday mornings only; accounts order on weekdays
# (from, to): campaigns before the May 2024 locals, the July 2024 general election and the May 2025 locals
ELECTION_WINDOWS = [(date(2024, 3, 25), date(2024, 4, 26)), (date(2024, 5, 23), date(2024, 6, 28)),
                    (date(2025, 3, 24), date(2025, 4, 25))]
ELECTION_REQUESTS_PER_DAY = 2.2
POLITICAL_QUIET_RATE = 0.03  # political orders per weekday outside campaigns
WALK_IN_REPEAT = 0.25  # walk-in requests from someone who has been in before
# share of requests quoted first: by product, for accounts and for walk-ins
QUOTE_SHARE = {"Business Cards": (0.2, 0.1), "Flyers": (0.45, 0.15), "Leaflets": (0.6, 0.2),
               "Brochures": (0.9, 0.6), "Posters": (0.25, 0.1), "Banners": (0.6, 0.4),
               "Wedding Stationery": (0.9, 0.9), "Christmas Cards": (0.5, 0.3), "Letterheads": (0.2, 0.1)}
ACCEPT_RATE = {"Account": 0.66, "Walk-in": 0.45, "Political": 0.8}
WEDDING_ACCEPT_RATE = 0.5
DECLINE_SHARE = 0.55  # of quotes not accepted, those answered with a no rather than left to expire
DECISION_DAYS = 5.0  # mean days to an answer
RUSH_RATE = {"Account": 0.07, "Walk-in": 0.1, "Political": 0.3}
DECEMBER_RUSH = 0.12
CANCEL_RATE = 0.025
LATE_RATE = 0.08
BUSY_LATE_RATE = 0.2  # November and December
ELECTION_LATE_RATE = 0.14
PROOF_LATE_STEP = 0.08  # extra chance of going out late for each proof round past the second
LATE_DAYS = ([1, 2, 3, 5], [6, 3, 1, 0.5])  # working days late, weights
EARLY_RATE = 0.1  # jobs out a working day before the promise
DESIGN_PROOFS = ([1, 2, 3, 4], [45, 30, 15, 10])
WEDDING_PROOFS = ([2, 3, 4, 5], [35, 35, 20, 10])
READY_ARTWORK_PROOF = 0.6  # print-ready jobs still get one PDF proof
OPERATOR_NOT_NOTED = 0.03
QUOTE_PREPARER_NOT_NOTED = 0.03
OWNER_QUOTES = 0.12
REPRINT_RATE = 0.022  # delivered jobs reprinted after our mistake
OFFSET_MIN = {"Flyers": 2500, "Leaflets": 2500, "Letterheads": 2500, "Brochures": 1000}
WIDE_FORMAT_MAX_POSTERS = 10

# first, last, role, hired, left
STAFF = [
    ("Margaret", "Hale", "Owner", "2012-04-02", None),
    ("Owen", "Pritchard", "Production Manager", "2016-09-05", None),
    ("Sunita", "Kaur", "Account Manager", "2019-03-11", None),
    ("Tom", "Barker", "Account Manager", "2023-01-09", "2024-05-31"),
    ("Chloe", "Davies", "Account Manager", "2024-06-17", None),
    ("Laura", "Fenwick", "Designer", "2017-02-13", None),
    ("Jamie", "Okafor", "Designer", "2020-08-03", "2024-08-30"),
    ("Priya", "Menon", "Designer", "2022-05-16", None),
    ("Ellis", "Grant", "Designer", "2024-09-09", None),
    ("Gary", "Whitmore", "Press Operator", "2013-01-07", None),
    ("Dean", "Moss", "Press Operator", "2018-10-01", None),
    ("Kasia", "Nowak", "Press Operator", "2021-04-12", "2025-03-28"),
    ("Ryan", "Cole", "Press Operator", "2025-04-07", None),
    ("Beth", "Lowe", "Finisher", "2019-11-04", None),
    ("Hannah", "Price", "Front Counter", "2021-09-06", None),
    ("Megan", "Shaw", "Front Counter", "2023-06-12", "2024-12-20"),
    ("Aisha", "Rahman", "Front Counter", "2025-01-06", None),
    ("Janet", "Crowther", "Bookkeeper", "2015-01-05", None),
]
DESIGNER_LOAD = {"Laura": 4, "Jamie": 3, "Priya": 3, "Ellis": 2}
OPERATOR_LOAD = {"Gary": 4, "Dean": 4, "Kasia": 3, "Ryan": 2}

# name, type, installed, retired, breakdowns a year
PRESSES = [
    ("Konica Minolta AccurioPress C4080", "Digital", "2021-03-15", None, 1.5),
    ("Ricoh Pro C7100", "Digital", "2017-06-01", "2024-06-28", 6.0),
    ("Xerox Versant 280", "Digital", "2024-07-01", None, 1.0),
    ("Heidelberg Speedmaster SM52", "Offset", "2011-10-10", None, 4.0),
    ("HP Latex 365", "Wide Format", "2019-05-20", None, 1.5),
    ("Roland TrueVIS VG2-540", "Wide Format", "2024-02-12", None, 1.0),
]
PRESS_SHARE = {"Konica Minolta AccurioPress C4080": 3, "Ricoh Pro C7100": 2, "Xerox Versant 280": 2,
               "Heidelberg Speedmaster SM52": 1, "HP Latex 365": 2, "Roland TrueVIS VG2-540": 3}
SERVICE_EVERY = (80, 100)  # days between scheduled services
SERVICE_HOURS = (4, 8)
SERVICE_COST = (320.0, 680.0)
CALIBRATION_EVERY = (30, 60)  # digital presses, done in-house
CALIBRATION_HOURS = (1, 3)
BREAKDOWN_DAYS = ([1, 2, 3, 5], [5, 3, 2, 1])
BREAKDOWN_COST = (180.0, 2400.0)
STILL_DOWN = ("Heidelberg Speedmaster SM52", date(2025, 10, 29))  # the offset press broke down this week
BREAKDOWN_DELAY = 0.6  # jobs due off a broken-down press that go out late

# name, sector, town, weight
ACCOUNTS = [
    ("The Royal Oak Kenilworth", "Hospitality", "Kenilworth", 1.0),
    ("Bistro Verde", "Hospitality", "Leamington Spa", 1.2),
    ("The Pantry Café", "Hospitality", "Warwick", 0.8),
    ("Jephson Tea Rooms", "Hospitality", "Leamington Spa", 0.7),
    ("Castle Lane Brewery", "Hospitality", "Warwick", 1.5),
    ("The Warwick Arms Hotel", "Hospitality", "Warwick", 1.8),
    ("Spice Garden", "Hospitality", "Leamington Spa", 0.9),
    ("Parade Florists", "Retail", "Leamington Spa", 0.8),
    ("Bath Street Books", "Retail", "Leamington Spa", 0.9),
    ("Kenilworth Cycles", "Retail", "Kenilworth", 0.7),
    ("Regent Jewellers", "Retail", "Leamington Spa", 0.6),
    ("Mill End Interiors", "Retail", "Kenilworth", 1.0),
    ("Smith & Daughters Butchers", "Retail", "Warwick", 0.5),
    ("Avon Valley Estates", "Property", "Stratford-upon-Avon", 2.5),
    ("Spa Town Lettings", "Property", "Leamington Spa", 1.4),
    ("Clarendon Property Management", "Property", "Leamington Spa", 1.6),
    ("Priory Homes", "Property", "Warwick", 2.0),
    ("Hartley & Moss Solicitors", "Professional Services", "Warwick", 1.1),
    ("Greenway Accountants", "Professional Services", "Leamington Spa", 0.9),
    ("Lockhart Financial Planning", "Professional Services", "Kenilworth", 0.6),
    ("Beacon HR Consulting", "Professional Services", "Coventry", 0.7),
    ("Holt Architects", "Professional Services", "Leamington Spa", 0.8),
    ("St Nicholas Primary School", "Education", "Warwick", 1.0),
    ("Warwick Dance Academy", "Education", "Warwick", 1.2),
    ("Leamington Music Centre", "Education", "Leamington Spa", 0.8),
    ("Kenilworth Montessori", "Education", "Kenilworth", 0.5),
    ("Riverside Animal Rescue", "Charity", "Leamington Spa", 0.9),
    ("Warwickshire Carers Trust", "Charity", "Warwick", 1.1),
    ("Friends of Jephson Gardens", "Charity", "Leamington Spa", 0.6),
    ("Regency Events & Weddings Ltd", "Events", "Leamington Spa", 2.8),
    ("Leamington Food Festival", "Events", "Leamington Spa", 1.3),
    ("Warwick Folk Festival", "Events", "Warwick", 1.0),
    ("Spa Run Club", "Events", "Leamington Spa", 0.5),
    ("Bright Spark Electrical", "Trades", "Rugby", 0.8),
    ("Hamilton Roofing", "Trades", "Coventry", 0.6),
    ("Greenfingers Landscaping", "Trades", "Kenilworth", 0.7),
    ("ClearView Windows", "Trades", "Coventry", 1.0),
    ("Dunmore Plumbing & Heating", "Trades", "Southam", 0.6),
    ("Linden Dental Practice", "Health", "Leamington Spa", 0.8),
    ("Parade Physio", "Health", "Leamington Spa", 0.6),
    ("Balance Yoga Studio", "Health", "Kenilworth", 0.7),
    ("Leam Vets", "Health", "Leamington Spa", 0.7),
    ("Leamington Lions RFC", "Sport", "Leamington Spa", 0.9),
    ("Kenilworth Wardens Cricket Club", "Sport", "Kenilworth", 0.6),
    ("Warwick District Liberal Democrats", "Political", "Leamington Spa", 1.0),
    ("Leamington Labour Party", "Political", "Leamington Spa", 1.2),
    ("Kenilworth & Southam Conservatives", "Political", "Kenilworth", 1.1),
    ("Warwickshire Green Party", "Political", "Warwick", 0.7),
]
# accounts opened while the books run (the rest are older): name -> opened
NEW_ACCOUNTS = {"Spice Garden": date(2023, 9, 18), "Balance Yoga Studio": date(2024, 1, 22),
                "Leam Vets": date(2024, 4, 8), "Greenfingers Landscaping": date(2024, 10, 7),
                "Holt Architects": date(2025, 2, 3), "Spa Run Club": date(2025, 5, 12)}
OLD_ACCOUNT_OPENED = (date(2014, 1, 1), date(2023, 3, 31))
# accounts that closed: name -> last day they traded with us
CLOSED_ACCOUNTS = {"The Pantry Café": date(2024, 9, 30), "Spa Town Lettings": date(2025, 3, 31)}
BAD_ACCOUNT = "Regency Events & Weddings Ltd"
BAD_FROM = date(2024, 10, 1)  # invoices from here on were never paid in full
BAD_ON_STOP = date(2025, 2, 14)  # no more work after this; account On Stop
BAD_PART_PAYMENT = 0.3  # they paid a little towards the October 2024 invoices
BAD_PART_PAID_ON = date(2024, 12, 6)
WRITTEN_OFF_ON = date(2025, 7, 31)  # they went into administration; we wrote their debt off
DISCOUNTS = ([0.0, 5.0, 10.0], [5, 3, 1.5])
PAYER_KINDS = [((14, 30), 0.6), ((32, 50), 0.3), ((52, 80), 0.1)]  # mean days to pay an invoice, share
PAY_DAYS_SD = 7.0
PART_PAYMENT_RATE = 0.05
NEVER_PAID_RATE = 0.01  # account invoices lost in a dispute or a drawer, still being chased
NEVER_PAID_FROM = date(2024, 7, 1)
CREDIT_NOTE_RATE = 0.025
LATE_CREDIT_RATE = 0.12  # late jobs that got a credit note for it
# reason, share of the invoice total (low, high)
CREDIT_REASONS = {"Print Defect": (0.3, 1.0), "Late Delivery": (0.1, 0.2), "Pricing Error": (0.05, 0.15),
                  "Goodwill": (0.05, 0.1)}
CREDIT_REASON_WEIGHTS = {"Print Defect": 3, "Pricing Error": 2, "Goodwill": 2}
WALK_IN_PAYMENT = (["Card", "Cash"], [72, 28])
ACCOUNT_PAYMENT = (["Bank Transfer", "Cheque", "Card"], [90, 7, 3])

# stock, pack cost £, usual supplier, other supplier
PAPER_STOCKS = [
    ("400gsm Silk", 42.0, "Antalis", "Premier Paper"),
    ("350gsm Uncoated", 38.5, "Antalis", "Denmaur"),
    ("170gsm Silk", 17.8, "Premier Paper", "Antalis"),
    ("150gsm Gloss", 15.2, "Premier Paper", "Denmaur"),
    ("200gsm Gloss", 21.4, "Premier Paper", "Antalis"),
    ("300gsm Textured Card", 64.0, "GF Smith", "Antalis"),
    ("120gsm Uncoated Bond", 11.9, "Denmaur", "Premier Paper"),
    ("440gsm PVC Banner", 118.0, "Spandex", "Antalis"),
]
SUPPLIER_FACTOR = {"Antalis": 1.03, "Premier Paper": 1.0, "Denmaur": 0.97, "GF Smith": 1.0, "Spandex": 1.0}
OTHER_SUPPLIER_RATE = 0.2
# (from, factor): mill prices eased in late 2023 and rose again from autumn 2024
PAPER_INDEX = [(date(2023, 5, 1), 1.0), (date(2023, 10, 1), 0.95), (date(2024, 4, 1), 0.97),
               (date(2024, 10, 1), 1.02), (date(2025, 4, 1), 1.06)]
REORDER_PACKS = 12  # packs used since the last order that trigger a new one (2 rolls for PVC)
REORDER_ROLLS = 2
PACK_SHEETS = 250

FIRST_NAMES = [
    "Oliver", "Amelia", "George", "Isla", "Harry", "Ava", "Jack", "Mia", "Charlie", "Emily", "Thomas", "Grace",
    "James", "Sophie", "William", "Lily", "Daniel", "Chloe", "Samuel", "Ella", "Joseph", "Hannah", "Matthew",
    "Lucy", "Benjamin", "Holly", "Ryan", "Jessica", "Adam", "Rebecca", "Mohammed", "Aisha", "Raj", "Anita",
    "Piotr", "Agnieszka", "David", "Sarah", "Michael", "Emma", "Paul", "Claire", "Mark", "Helen", "Andrew",
    "Rachel", "Stephen", "Karen", "Simon", "Julie", "Gurpreet", "Harjit", "Liam", "Niamh",
]
LAST_NAMES = [
    "Smith", "Jones", "Taylor", "Brown", "Williams", "Wilson", "Johnson", "Davies", "Robinson", "Wright",
    "Thompson", "Evans", "Walker", "White", "Roberts", "Green", "Hall", "Wood", "Jackson", "Clarke", "Patel",
    "Khan", "Lewis", "Harris", "Martin", "Cooper", "King", "Baker", "Turner", "Hill", "Ward", "Morris", "Moore",
    "Sandhu", "Gill", "Kowalski", "Murphy", "Kelly", "Bennett", "Griffiths", "Hughes", "Edwards", "Carter",
]
WALK_IN_TOWNS = [("Leamington Spa", 40), ("Warwick", 20), ("Kenilworth", 12), ("Whitnash", 6), ("Coventry", 6),
                 ("Southam", 4), ("Stratford-upon-Avon", 4), ("Rugby", 3)]
EMAIL_DOMAINS = ["mailbox.test", "inbox.test", "postly.test", "example.net"]
NO_EMAIL_RATE = 0.35  # walk-ins
NO_PHONE_RATE = 0.12
NO_TOWN_RATE = 0.45
ACCOUNT_NO_PHONE_RATE = 0.05
