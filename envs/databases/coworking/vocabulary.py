"""The ``coworking`` database's title, schema (DDL), and the vocabularies, weights and rates its generator draws
from (``generator.py``)."""

from datetime import date

TITLE = ("Hive Workspaces: three coworking sites with plans, member companies, members, desks, rooms, bookings, "
         "invoices and day passes")

SCHEMA = """
CREATE TABLE sites (
    site_id    INTEGER PRIMARY KEY,
    name       TEXT NOT NULL UNIQUE,     -- e.g. Hive Harbourside
    city       TEXT NOT NULL,
    address    TEXT NOT NULL,
    opened_on  TEXT NOT NULL,            -- YYYY-MM-DD
    hot_desks  INTEGER NOT NULL          -- seats in the shared hot-desk area
);
CREATE TABLE plans (
    plan_id           INTEGER PRIMARY KEY,
    code              TEXT NOT NULL UNIQUE,
    name              TEXT NOT NULL,
    plan_type         TEXT NOT NULL,     -- Virtual Office, Hot Desk, Fixed Desk, Private Office
    monthly_price     REAL NOT NULL,     -- current price per member per month
    previous_price    REAL,              -- the price before price_changed_on; NULL if never changed
    price_changed_on  TEXT,              -- YYYY-MM-DD; NULL if never changed
    room_hours        INTEGER NOT NULL,  -- meeting-room hours included each month
    desk_days         INTEGER,           -- days of desk access a month; NULL = unlimited
    retired_on        TEXT               -- no longer sold to new members after this day; NULL while on sale
);
CREATE TABLE companies (
    company_id     INTEGER PRIMARY KEY,
    name           TEXT NOT NULL,        -- not unique: two unrelated firms can share a name
    industry       TEXT NOT NULL,
    billing_email  TEXT,                 -- NULL when invoices go to each member
    vat_number     TEXT,                 -- NULL when not VAT registered or not given
    signed_on      TEXT NOT NULL         -- YYYY-MM-DD, first member's start
);
CREATE TABLE spaces (
    space_id     INTEGER PRIMARY KEY,
    site_id      INTEGER NOT NULL REFERENCES sites(site_id),
    code         TEXT NOT NULL UNIQUE,   -- e.g. BRS-D07, MAN-O03, LDS-M2
    space_type   TEXT NOT NULL,          -- Fixed Desk, Private Office, Meeting Room
    name         TEXT,                   -- meeting rooms only
    seats        INTEGER NOT NULL,
    floor        INTEGER NOT NULL,
    hourly_rate  REAL                    -- meeting rooms only: charged per hour beyond a plan's included hours
);
CREATE TABLE members (
    member_id     INTEGER PRIMARY KEY,
    first_name    TEXT NOT NULL,
    last_name     TEXT NOT NULL,
    email         TEXT NOT NULL UNIQUE,
    phone         TEXT,                  -- NULL when not given
    company_id    INTEGER REFERENCES companies(company_id),  -- NULL for freelancers
    plan_id       INTEGER NOT NULL REFERENCES plans(plan_id),
    site_id       INTEGER NOT NULL REFERENCES sites(site_id),   -- home site
    space_id      INTEGER REFERENCES spaces(space_id),         -- assigned desk or office; NULL for hot desk/virtual
    joined_on     TEXT NOT NULL,         -- YYYY-MM-DD
    left_on       TEXT,                  -- last day of membership; NULL for current members
    leave_reason  TEXT,                  -- NULL while current, and when none was given
    referred_by   INTEGER REFERENCES members(member_id)          -- the member who referred them, if any
);
CREATE TABLE bookings (
    booking_id  INTEGER PRIMARY KEY,
    space_id    INTEGER NOT NULL REFERENCES spaces(space_id),   -- a meeting room
    member_id   INTEGER NOT NULL REFERENCES members(member_id),
    starts_at   TEXT NOT NULL,           -- YYYY-MM-DD HH:MM
    ends_at     TEXT NOT NULL,           -- YYYY-MM-DD HH:MM
    attendees   INTEGER,                 -- NULL when not entered
    status      TEXT NOT NULL            -- Completed, Cancelled, No-show, Confirmed (still to come)
);
CREATE TABLE invoices (
    invoice_id      INTEGER PRIMARY KEY,
    invoice_number  TEXT NOT NULL UNIQUE,  -- HW-YYYY-NNNNN
    member_id       INTEGER NOT NULL REFERENCES members(member_id),
    billing_month   TEXT NOT NULL,         -- YYYY-MM the membership fee covers
    issued_on       TEXT NOT NULL,
    due_on          TEXT NOT NULL,
    total           REAL NOT NULL,         -- sum of the invoice's lines
    amount_paid     REAL NOT NULL,         -- received so far (0 when nothing)
    paid_on         TEXT,                  -- date of the (last) payment; NULL when nothing received
    payment_method  TEXT,                  -- Direct Debit, Card, Bank Transfer; NULL when nothing received
    status          TEXT NOT NULL          -- Paid, Part Paid, Unpaid, Written Off, Void (issued in error)
);
CREATE TABLE invoice_lines (
    line_id      INTEGER PRIMARY KEY,
    invoice_id   INTEGER NOT NULL REFERENCES invoices(invoice_id),
    line_type    TEXT NOT NULL,          -- Membership, Room Overage, Printing, Day Pass, Referral Credit
    description  TEXT NOT NULL,
    quantity     REAL NOT NULL,
    unit_price   REAL NOT NULL,
    amount       REAL NOT NULL           -- quantity x unit_price (negative for credits)
);
CREATE TABLE day_passes (
    pass_id              INTEGER PRIMARY KEY,
    site_id              INTEGER NOT NULL REFERENCES sites(site_id),
    visit_date           TEXT NOT NULL,
    visitor_name         TEXT NOT NULL,
    visitor_email        TEXT,            -- NULL when not given
    host_member_id       INTEGER REFERENCES members(member_id),  -- a member's guest, billed on their invoice
    price                REAL NOT NULL,
    converted_member_id  INTEGER REFERENCES members(member_id)   -- the visitor later joined as this member
);
CREATE INDEX idx_members_company ON members(company_id);
CREATE INDEX idx_bookings_space ON bookings(space_id);
CREATE INDEX idx_bookings_member ON bookings(member_id);
CREATE INDEX idx_invoices_member ON invoices(member_id);
CREATE INDEX idx_invoice_lines_invoice ON invoice_lines(invoice_id);
CREATE INDEX idx_day_passes_site ON day_passes(site_id);
"""

FIRST_DAY = date(2023, 1, 9)  # the first site opened
TODAY = date(2025, 10, 15)  # the last day in the data: later bookings are still Confirmed, October is half billed
PRICE_CHANGE_ON = date(2025, 1, 1)

# name, city, address, opened on, hot-desk seats, new desk members a month (before seasonality), floors
SITES = [
    ("Hive Harbourside", "Bristol", "14 Canons Road, Bristol BS1 5UH", date(2023, 1, 9), 50, 11.0, 2),
    ("Hive Northern Quarter", "Manchester", "61 Tib Street, Manchester M4 1LS", date(2023, 9, 4), 60, 13.0, 3),
    ("Hive Calls Landing", "Leeds", "3 The Calls, Leeds LS2 7EY", date(2024, 10, 7), 40, 9.0, 2),
]
SITE_PREFIX = ["BRS", "MAN", "LDS"]
# per site: fixed desks, private office sizes (seats), meeting rooms (name, seats, hourly rate)
SITE_SPACES = [
    (30, [2, 2, 3, 4, 4, 6, 8, 10],
     [("Lovelace", 4, 20.0), ("Brunel", 8, 35.0), ("The Boardroom", 14, 60.0), ("Phone Booth", 1, 8.0)]),
    (40, [2, 2, 2, 4, 4, 4, 5, 6, 8, 12],
     [("Turing", 4, 20.0), ("Pankhurst", 6, 28.0), ("Engels", 8, 35.0), ("The Boardroom", 16, 65.0),
      ("Phone Booth", 1, 8.0)]),
    (24, [2, 3, 4, 4, 6, 8], [("Hepworth", 4, 22.0), ("Moore", 8, 36.0), ("The Boardroom", 12, 55.0)]),
]
ROOM_POPULARITY = {1: 2.5, 4: 4.0, 6: 2.5, 8: 2.2, 12: 1.0, 14: 1.0, 16: 1.0}  # by seats: small rooms go most

# code, name, type, current price, previous price, room hours, desk days, retired on
PLANS = [
    ("VO", "Virtual Office", "Virtual Office", 49.0, None, 0, 0, None),
    ("HD-10", "Hot Desk 10 Days", "Hot Desk", 149.0, 135.0, 2, 10, None),
    ("HD-UNL", "Hot Desk Unlimited", "Hot Desk", 259.0, 239.0, 4, None, None),
    ("HD-FND", "Founding Member Hot Desk", "Hot Desk", 199.0, None, 4, None, "2023-03-31"),
    ("FD", "Fixed Desk", "Fixed Desk", 359.0, 329.0, 6, None, None),
    ("PO", "Private Office (per desk)", "Private Office", 489.0, 449.0, 8, None, None),
]
# weights over PLANS for members joining on their own (not with an office company)
DESK_PLAN_WEIGHTS = [9, 18, 34, 0, 20, 0]
FOUNDING_WEIGHTS = [4, 8, 20, 40, 14, 0]  # in the first site's first weeks, the founding offer sells best
MONTHLY_CHURN = {"VO": 0.045, "HD-10": 0.075, "HD-UNL": 0.05, "HD-FND": 0.022, "FD": 0.03, "PO": 0.015}
OFFICE_CHURN = 0.028  # chance each month an office company moves out
OFFICE_TAKE_UP = 0.18  # chance a month that a free office finds a tenant
MID_MONTH_LEAVERS = 0.15  # most leave on a month's last day; these walk out mid-month
LEAVE_REASONS = [
    ("Moved away", 18), ("Working from home", 16), ("Too expensive", 15), ("Found another space", 11),
    ("Company closed", 8), ("Took a full-time job", 10), ("Team outgrew the office", 5), ("Not using it enough", 12),
]
NO_REASON = 0.3
TEAM_MEMBER = 0.28  # desk members who come as part of a small company
REFERRED = 0.14
REFERRAL_CREDIT = 50.0
CAME_FROM_DAY_PASS = 0.12  # freelancers who tried a day pass before joining
# relative sign-ups by month: January and September busy, August and December quiet
JOIN_SEASON = [1.4, 1.1, 1.05, 0.95, 0.95, 0.85, 0.75, 0.6, 1.35, 1.1, 0.95, 0.55]
RAMP_MONTHS = 4  # a new site fills quicker in its first months
RAMP_BOOST = 1.8

FIRST_NAMES = [
    "Amelia", "Oliver", "Isla", "Harry", "Freya", "Jack", "Poppy", "George", "Ivy", "Noah", "Rosie", "Leo",
    "Evie", "Arthur", "Grace", "Theo", "Lily", "Oscar", "Millie", "Charlie", "Hannah", "Thomas", "Chloe", "James",
    "Sophie", "William", "Ella", "Henry", "Megan", "Samuel", "Lucy", "Daniel", "Abigail", "Joseph", "Ruby",
    "Nadia", "Ravi", "Priya", "Tomasz", "Agnieszka", "Kwame", "Zara", "Ibrahim", "Fiona", "Callum", "Aisha",
    "Declan", "Imogen", "Rhys", "Maya", "Owen", "Marcus", "Helen", "Stuart", "Yusuf", "Jess", "Ben", "Kate",
    "Sam", "Alex", "Chris", "Laura", "Matt", "Hollie", "Dan", "Nina", "Ewan", "Sara", "Luca", "Anya",
]
LAST_NAMES = [
    "Smith", "Jones", "Taylor", "Brown", "Williams", "Wilson", "Johnson", "Davies", "Patel", "Robinson", "Wright",
    "Thompson", "Evans", "Walker", "White", "Roberts", "Green", "Hall", "Wood", "Jackson", "Clarke", "Khan",
    "Hughes", "Edwards", "Hill", "Moore", "Lewis", "Harris", "Cooper", "Ward", "Okafor", "Mensah", "Nowak",
    "Kowalski", "Chaudhry", "Begum", "Rahman", "Ahmed", "Murphy", "Kelly", "Byrne", "Fraser", "Campbell",
    "Morgan", "Price", "Bennett", "Lloyd", "Holt", "Marsh", "Fletcher", "Barker", "Doyle", "Rossi", "Novak",
]
EMAIL_DOMAINS = ["gmail.test", "outlook.test", "proton.test", "icloud.test"]
INDUSTRIES = [
    ("Software", 22), ("Design", 14), ("Marketing", 13), ("Consulting", 10), ("Architecture", 5),
    ("Media", 8), ("Finance", 6), ("Charity", 4), ("E-commerce", 9), ("Recruitment", 5), ("Games", 4),
]
COMPANY_STEMS = [
    "Northlight", "Copperleaf", "Bluefin", "Lanternfish", "Paper Crane", "Tidal", "Foxhole", "Greenhouse",
    "Brightside", "Kite", "Mossgrove", "Redbrick", "Saltwater", "Tandem", "Ultramarine", "Wildflower", "Yardstick",
    "Acorn", "Beacon", "Cobble", "Driftwood", "Ember", "Fieldwork", "Granite", "Harbour", "Inkwell", "Juniper",
    "Keystone", "Lighthouse", "Meridian", "Nettle", "Orbit", "Pebble", "Quill", "Rook", "Sparrow", "Thistle",
    "Vantage", "Willow", "Zest", "Anchor", "Bramble", "Canal", "Dovetail", "Elm", "Flint", "Gull", "Heron",
]
COMPANY_SUFFIXES = {
    "Software": ["Labs", "Software", "Digital", "Tech"], "Design": ["Studio", "Design", "Creative"],
    "Marketing": ["Marketing", "Agency", "Media"], "Consulting": ["Consulting", "Partners", "Advisory"],
    "Architecture": ["Architects", "Studio"], "Media": ["Media", "Films", "Productions"],
    "Finance": ["Capital", "Finance", "Accounting"], "Charity": ["Trust", "Foundation"],
    "E-commerce": ["Goods", "Co", "Supply"], "Recruitment": ["Talent", "Recruitment"],
    "Games": ["Games", "Interactive"],
}
COMPANY_FORMS = [" Ltd", " Ltd", "", " LLP"]
VAT_REGISTERED = 0.55
SHARED_NAME = 0.05  # a new company happens to share an earlier one's name (at another site)
NO_BILLING_EMAIL = 0.25  # companies whose members each get their own invoice and no central email
NO_PHONE_RATE = 0.17

# bookings: per active member per working day, before seasonality
BOOKINGS_PER_MEMBER_DAY = 0.055
BOOKING_PLAN_USE = {"VO": 0.7, "HD-10": 0.5, "HD-UNL": 1.0, "HD-FND": 1.0, "FD": 1.1, "PO": 1.3}
BOOKING_SEASON = [0.95, 1.05, 1.1, 1.0, 1.05, 1.0, 0.85, 0.6, 1.1, 1.15, 1.1, 0.7]
BOOKING_HOURS = ([0.5, 1.0, 1.5, 2.0, 3.0, 4.0], [14, 40, 12, 20, 9, 5])
FIRST_SLOT, LAST_SLOT = 16, 36  # half-hour slots: 08:00 to 18:00
# how often a booking starts in each half hour from 08:00 to 17:30: mostly on the hour, mid-morning and early afternoon
START_WEIGHTS = [2, 2, 8, 5, 9, 5, 7, 3, 3, 2, 5, 3, 8, 4, 6, 3, 4, 2, 1, 1]
CANCEL_RATE = 0.09
NO_SHOW_RATE = 0.045
FLAKY_MEMBERS = 0.06  # members who no-show far more often
FLAKY_NO_SHOW = 0.25
NO_ATTENDEES = 0.22
AWAY_SITE = 0.12  # bookings made at a site other than the member's home site
BOOKING_HORIZON_DAYS = 28  # bookings already made for the weeks after TODAY

# day passes: walk-ins per working day at a site, by month (summer visitors), and prices before/after the change
DAY_PASSES_PER_DAY = [3.5, 4.5, 3.0]
DAY_PASS_SEASON = [0.7, 0.8, 0.9, 1.0, 1.1, 1.2, 1.5, 1.6, 1.1, 1.0, 0.8, 0.6]
DAY_PASS_PRICE = (25.0, 30.0)
GUEST_PASS_PRICE = (15.0, 18.0)  # a member's guest, billed to the member
GUEST_SHARE = 0.22
NO_VISITOR_EMAIL = 0.3

# invoices
PAYMENT_DAYS = 14  # invoices issued on the 1st (or the joining day), due 14 days later
PAYER_TYPES = ([("Direct Debit", "good"), ("Bank Transfer", "slow"), ("Bank Transfer", "bad"), ("Card", "good")],
               [64, 20, 7, 9])
DEBIT_FAILS = 0.03  # a failed direct debit, paid by card a week later
PART_PAY_RATE = 0.3  # bad payers: share of invoices paid only in part
WRITE_OFF_AFTER_DAYS = 90
PRINTING_CHANCE = 0.3  # of member-months with some printing
PRINT_PRICE = 0.08  # per page
VOID_RATE = 0.004  # invoices raised twice by mistake; the copy is voided
