"""The ``ledger`` database's title, schema (DDL), and the vocabularies, weights and rates its generator draws
from (``generator.py``)."""

from datetime import date

TITLE = "Ledger — a small SaaS company's customers, plans, subscriptions, invoices, payments, refunds and expenses"

SCHEMA = """
CREATE TABLE account_managers (
    manager_id INTEGER PRIMARY KEY,
    full_name TEXT NOT NULL,
    email TEXT NOT NULL UNIQUE,
    region TEXT NOT NULL,
    hired_on TEXT NOT NULL
);
CREATE TABLE customers (
    customer_id INTEGER PRIMARY KEY,
    company_name TEXT NOT NULL UNIQUE,
    industry TEXT NOT NULL,
    country TEXT NOT NULL,
    company_size TEXT NOT NULL,
    billing_email TEXT NOT NULL,
    phone TEXT,
    signup_date TEXT NOT NULL,
    account_manager_id INTEGER REFERENCES account_managers(manager_id)
);
CREATE TABLE plans (
    plan_id INTEGER PRIMARY KEY,
    plan_code TEXT NOT NULL UNIQUE,
    plan_name TEXT NOT NULL,
    billing_period TEXT NOT NULL CHECK (billing_period IN ('monthly', 'annual')),
    monthly_price REAL NOT NULL,
    retired_on TEXT
);
CREATE TABLE subscriptions (
    subscription_id INTEGER PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
    plan_id INTEGER NOT NULL REFERENCES plans(plan_id),
    seats INTEGER NOT NULL,
    discount_pct INTEGER NOT NULL DEFAULT 0,
    start_date TEXT NOT NULL,
    end_date TEXT,
    status TEXT NOT NULL CHECK (status IN ('active', 'past_due', 'upgraded', 'canceled')),
    cancel_reason TEXT
);
CREATE TABLE invoices (
    invoice_id INTEGER PRIMARY KEY,
    invoice_number TEXT NOT NULL UNIQUE,
    customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
    subscription_id INTEGER NOT NULL REFERENCES subscriptions(subscription_id),
    issued_on TEXT NOT NULL,
    due_on TEXT NOT NULL,
    amount REAL NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('paid', 'open', 'void'))
);
CREATE TABLE payments (
    payment_id INTEGER PRIMARY KEY,
    invoice_id INTEGER NOT NULL REFERENCES invoices(invoice_id),
    paid_at TEXT NOT NULL,
    amount REAL NOT NULL,
    method TEXT NOT NULL CHECK (method IN ('card', 'bank_transfer', 'paypal', 'wire')),
    card_brand TEXT
);
CREATE TABLE refunds (
    refund_id INTEGER PRIMARY KEY,
    payment_id INTEGER NOT NULL REFERENCES payments(payment_id),
    refunded_on TEXT NOT NULL,
    amount REAL NOT NULL,
    reason TEXT NOT NULL
);
CREATE TABLE expenses (
    expense_id INTEGER PRIMARY KEY,
    expense_date TEXT NOT NULL,
    category TEXT NOT NULL,
    vendor TEXT NOT NULL,
    amount REAL NOT NULL,
    note TEXT
);
CREATE INDEX idx_subscriptions_customer ON subscriptions(customer_id);
CREATE INDEX idx_invoices_subscription ON invoices(subscription_id);
CREATE INDEX idx_invoices_customer ON invoices(customer_id);
CREATE INDEX idx_payments_invoice ON payments(invoice_id);
CREATE INDEX idx_refunds_payment ON refunds(payment_id);
"""

FIRST_DAY = date(2023, 1, 1)
AS_OF = date(2025, 9, 30)  # the books close here: later periods are not invoiced yet
SIGNUPS_FIRST_MONTH, SIGNUPS_LAST_MONTH = 34, 76  # new companies per month, growing linearly
SIGNUP_SEASONALITY = [1.1, 1.05, 1.15, 1.0, 1.0, 0.95, 0.85, 0.8, 1.1, 1.1, 1.0, 0.8]  # January..December
CONVERSION_RATE = 0.82  # share of sign-ups that ever start a paid subscription
TRIAL_DAYS = [0, 0, 3, 7, 10, 14, 14, 14, 21, 30]  # days from sign-up to the first paid subscription
MONTHLY_CHURN, MONTHLY_UPGRADE = 0.018, 0.011  # chances at each renewal
ANNUAL_CHURN, ANNUAL_UPGRADE = 0.14, 0.12
LEGACY_UPGRADE = 0.05
LEGACY_LAST_SIGNUP = date(2023, 12, 31)  # the Basic plan was sold until here ...
LEGACY_SUNSET = date(2024, 6, 30)  # ... and its customers were moved to current plans after this
LATE_PAYER_RATE = 0.06  # subscriptions whose invoices are habitually paid weeks late

MANAGERS = [  # full name, region, hired on
    ("Priya Ramanathan", "North America", "2022-11-07"),
    ("Marcus Oyelaran", "North America", "2023-02-13"),
    ("Hannah Vestergaard", "EMEA", "2022-09-19"),
    ("Luca Ferrandi", "EMEA", "2023-06-05"),
    ("Sofia Almeida", "LATAM", "2023-09-11"),
    ("Kenji Watanabe", "APAC", "2023-03-20"),
    ("Tessa Brightwell", "North America", "2024-04-15"),
    ("Omar Haddad", "EMEA", "2024-08-26"),
]

COUNTRIES = [  # country, weight, region, company suffixes, email tld, phone prefix
    ("United States", 36, "North America", ["Inc", "LLC", "Co"], "com", "+1"),
    ("United Kingdom", 12, "EMEA", ["Ltd"], "co.uk", "+44"),
    ("Canada", 9, "North America", ["Inc", "Ltd"], "ca", "+1"),
    ("Germany", 9, "EMEA", ["GmbH", "AG"], "de", "+49"),
    ("Australia", 7, "APAC", ["Pty Ltd"], "com.au", "+61"),
    ("France", 5, "EMEA", ["SAS", "SARL"], "fr", "+33"),
    ("Netherlands", 5, "EMEA", ["B.V."], "nl", "+31"),
    ("Ireland", 3, "EMEA", ["Ltd"], "ie", "+353"),
    ("Brazil", 4, "LATAM", ["Ltda"], "com.br", "+55"),
    ("Mexico", 3, "LATAM", ["S.A. de C.V."], "mx", "+52"),
    ("India", 4, "APAC", ["Pvt Ltd"], "in", "+91"),
    ("Singapore", 2, "APAC", ["Pte Ltd"], "sg", "+65"),
    ("Sweden", 2, "EMEA", ["AB"], "se", "+46"),
    ("Spain", 2, "EMEA", ["S.L."], "es", "+34"),
    ("New Zealand", 1, "APAC", ["Ltd"], "co.nz", "+64"),
]

INDUSTRIES = [  # industry, weight
    ("Software", 18), ("Marketing Agency", 14), ("Healthcare", 11), ("Retail", 10), ("Financial Services", 9),
    ("Logistics", 8), ("Manufacturing", 7), ("Education", 7), ("Real Estate", 6), ("Hospitality", 5),
    ("Construction", 3), ("Nonprofit", 2),
]

COMPANY_SIZES = [  # size band, weight, typical seats (low, high)
    ("1-10", 34, (1, 6)),
    ("11-50", 33, (3, 20)),
    ("51-200", 20, (10, 60)),
    ("201-1000", 10, (20, 120)),
    ("1000+", 3, (50, 250)),
]

NAME_STEMS = [
    "Brightwater", "Ironleaf", "Northgate", "Bluepine", "Copperfield", "Silverline", "Redwood", "Stonebridge",
    "Clearpath", "Harborview", "Summitcrest", "Oakhurst", "Lumen", "Tidewell", "Foxglove", "Granite Peak",
    "Meridian", "Evergreen", "Kestrel", "Blackthorn", "Westbrook", "Sunmill", "Crescent", "Ashford", "Bramble",
    "Cobalt", "Driftwood", "Falconer", "Glasshouse", "Hollowell", "Juniper", "Larkspur", "Maplewood", "Nimbus",
    "Orchard Lane", "Pinecrest", "Quarry Hill", "Riverstone", "Saltmarsh", "Thornbury", "Upland", "Vantage",
    "Willowby", "Yellowfin", "Zephyr", "Amberly", "Beacon", "Cinderford", "Dunmore", "Elmstead", "Fairhaven",
    "Greystone", "Highfield", "Inkwell", "Jadeport", "Kingsley", "Lakeshore", "Moorland", "Northwind", "Oldcastle",
]
NAME_NOUNS = [
    "Analytics", "Logistics", "Labs", "Dental", "Consulting", "Studios", "Partners", "Foods", "Health", "Freight",
    "Realty", "Media", "Robotics", "Outfitters", "Capital", "Clinics", "Academy", "Builders", "Hotels", "Supply",
    "Systems", "Design", "Bakery", "Motors", "Pharma", "Energy", "Textiles", "Travel", "Legal", "Insurance",
    "Brewing", "Fitness", "Printing", "Security", "Ventures", "Marine", "Farms", "Interiors", "Software", "Events",
]

PLANS = [  # code, name, billing period, monthly price per seat, retired on
    ("BAS-M", "Basic (Legacy)", "monthly", 9.00, "2023-12-31"),
    ("STR-M", "Starter", "monthly", 15.00, None),
    ("STR-A", "Starter", "annual", 12.50, None),
    ("GRW-M", "Growth", "monthly", 29.00, None),
    ("GRW-A", "Growth", "annual", 24.00, None),
    ("BUS-M", "Business", "monthly", 49.00, None),
    ("BUS-A", "Business", "annual", 41.00, None),
    ("ENT-A", "Enterprise", "annual", 79.00, None),
]
PLAN_TIER = {"BAS-M": 0, "STR-M": 1, "STR-A": 1, "GRW-M": 2, "GRW-A": 2, "BUS-M": 3, "BUS-A": 3, "ENT-A": 4}
PLAN_WEIGHTS_BY_SIZE = {  # weights over PLANS (legacy plan handled separately)
    "1-10": [0, 40, 12, 28, 8, 6, 2, 0],
    "11-50": [0, 22, 10, 34, 14, 12, 6, 2],
    "51-200": [0, 6, 6, 26, 20, 18, 16, 8],
    "201-1000": [0, 0, 2, 12, 16, 20, 28, 22],
    "1000+": [0, 0, 0, 4, 8, 10, 28, 50],
}
DISCOUNTS = [(0, 78), (10, 12), (15, 5), (20, 5)]
CANCEL_REASONS = [
    ("Too expensive", 30), ("Switched to a competitor", 22), ("Missing features", 16), ("No longer needed", 15),
    ("Went out of business", 8), ("Poor support experience", 5), ("Merged with another company", 4),
]

METHODS = [("card", 58), ("bank_transfer", 24), ("paypal", 12), ("wire", 6)]
CARD_BRANDS = [("Visa", 55), ("Mastercard", 33), ("Amex", 12)]
REFUND_REASONS = [
    ("Customer request", 34), ("Billing error", 22), ("Duplicate charge", 16), ("Service outage credit", 14),
    ("Downgrade proration", 14),
]
INSTALMENT_RATE = 0.15  # non-card invoices paid in two parts
VOID_RATE = 0.018
BAD_DEBT_RATE = 0.008  # old invoices that were never paid
REFUND_RATE = 0.022

EXPENSE_RECURRING = [  # category, vendor, base monthly amount, monthly growth, note
    ("Payroll", "Harbor & Main Payroll Services", 182000.0, 0.016, "Monthly salaries"),
    ("Hosting", "Cloudvale Hosting", 14500.0, 0.025, None),
    ("Software", "Trellis Workspace", 640.0, 0.010, "Team collaboration suite"),
    ("Software", "Pagewise CRM", 890.0, 0.008, None),
    ("Office", "Union Square Coworking", 11800.0, 0.0, "Office rent"),
    ("Insurance", "Steadfast Mutual", 1150.0, 0.0, "Business liability policy"),
]
EXPENSE_ADHOC = [  # category, weight, vendors, amount range
    ("Marketing", 26, ["Beaconlight Ads", "Amplify Search", "Fernhill Events", "Brightcast Media", "Loopline Social"],
     (150, 6500)),
    ("Travel", 16, ["Skyway Airlines", "Northstar Rail", "Harbor Inn Hotels", "Metro Cab Co"], (40, 2400)),
    ("Software", 14, ["Codeshelf", "Mailcrest", "Signwell", "Stackhive", "Formly"], (20, 900)),
    ("Contractors", 12, ["Pixel & Pine Design", "Quillworks Copywriting", "Bytebridge Dev", "Clearview QA"],
     (400, 9000)),
    ("Office", 10, ["Deskmate Supplies", "Greenleaf Catering", "Brewline Coffee", "Tidy Office Cleaning"],
     (25, 1200)),
    ("Legal", 5, ["Whitfield & Rowe LLP", "Carrow Legal Group"], (300, 8000)),
    ("Training", 5, ["Upskill Academy", "Summit Conferences"], (90, 2500)),
    ("Equipment", 7, ["Voltline Electronics", "Framewise Furniture"], (120, 4200)),
]
EXPENSE_NOTES = ["Q{q} campaign", "Team offsite", "Client visit", "Conference", "Replacement laptop",
                 "Trade show booth", "Annual renewal", "Recruiting"]
ADHOC_EXPENSES_PER_MONTH = (48, 80)
HOUR_WEIGHTS = [1] * 7 + [4] * 11 + [2] * 6  # payments land mostly in office hours
