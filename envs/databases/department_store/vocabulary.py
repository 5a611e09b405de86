"""The ``department_store`` database's title, schema (DDL), and the vocabularies, weights and rates its generator draws
from (``generator.py``)."""

from datetime import date

TITLE = "Department store chain — 4 branches, staff, catalogue, loyalty customers, receipts and returns (2023–2025)"

SCHEMA = """
CREATE TABLE stores (
    store_id     INTEGER PRIMARY KEY,
    store_code   TEXT NOT NULL UNIQUE,
    name         TEXT NOT NULL,
    city         TEXT NOT NULL,
    opened_date  TEXT NOT NULL
);
CREATE TABLE departments (
    department_id INTEGER PRIMARY KEY,
    code          TEXT NOT NULL UNIQUE,
    name          TEXT NOT NULL,
    floor         INTEGER NOT NULL
);
CREATE TABLE employees (
    employee_id      INTEGER PRIMARY KEY,
    first_name       TEXT NOT NULL,
    last_name        TEXT NOT NULL,
    email            TEXT NOT NULL,
    phone            TEXT,
    store_id         INTEGER NOT NULL,
    department_id    INTEGER,
    manager_id       INTEGER,
    job_title        TEXT NOT NULL,
    hire_date        TEXT NOT NULL,
    termination_date TEXT,
    salary           REAL NOT NULL,
    FOREIGN KEY (store_id) REFERENCES stores (store_id),
    FOREIGN KEY (department_id) REFERENCES departments (department_id),
    FOREIGN KEY (manager_id) REFERENCES employees (employee_id)
);
CREATE TABLE products (
    product_id        INTEGER PRIMARY KEY,
    sku               TEXT NOT NULL UNIQUE,
    name              TEXT NOT NULL,
    brand             TEXT NOT NULL,
    department_id     INTEGER NOT NULL,
    list_price        REAL NOT NULL,
    unit_cost         REAL NOT NULL,
    launch_date       TEXT NOT NULL,
    discontinued_date TEXT,
    FOREIGN KEY (department_id) REFERENCES departments (department_id)
);
CREATE TABLE customers (
    customer_id  INTEGER PRIMARY KEY,
    first_name   TEXT NOT NULL,
    last_name    TEXT NOT NULL,
    email        TEXT,
    phone        TEXT,
    city         TEXT NOT NULL,
    loyalty_tier TEXT NOT NULL,
    joined_date  TEXT NOT NULL
);
CREATE TABLE sales (
    sale_id        INTEGER PRIMARY KEY,
    store_id       INTEGER NOT NULL,
    employee_id    INTEGER NOT NULL,
    customer_id    INTEGER,
    sold_at        TEXT NOT NULL,
    payment_method TEXT NOT NULL,
    FOREIGN KEY (store_id) REFERENCES stores (store_id),
    FOREIGN KEY (employee_id) REFERENCES employees (employee_id),
    FOREIGN KEY (customer_id) REFERENCES customers (customer_id)
);
CREATE TABLE sale_items (
    sale_item_id INTEGER PRIMARY KEY,
    sale_id      INTEGER NOT NULL,
    product_id   INTEGER NOT NULL,
    quantity     INTEGER NOT NULL,
    unit_price   REAL NOT NULL,
    discount     REAL NOT NULL DEFAULT 0,
    FOREIGN KEY (sale_id) REFERENCES sales (sale_id),
    FOREIGN KEY (product_id) REFERENCES products (product_id)
);
CREATE TABLE returns (
    return_id     INTEGER PRIMARY KEY,
    sale_item_id  INTEGER NOT NULL,
    return_date   TEXT NOT NULL,
    quantity      INTEGER NOT NULL,
    refund_amount REAL NOT NULL,
    reason        TEXT NOT NULL,
    FOREIGN KEY (sale_item_id) REFERENCES sale_items (sale_item_id)
);
"""

INDEXES = """
CREATE INDEX idx_sales_sold_at ON sales (sold_at);
CREATE INDEX idx_sales_customer ON sales (customer_id);
CREATE INDEX idx_sale_items_sale ON sale_items (sale_id);
CREATE INDEX idx_sale_items_product ON sale_items (product_id);
CREATE INDEX idx_returns_item ON returns (sale_item_id);
"""  # created once the rows are in: far quicker than keeping them up to date row by row

FIRST_DAY = date(2023, 1, 2)
LAST_DAY = date(2025, 12, 31)
CLOSED_DAYS = ((12, 25), (1, 1))  # (month, day) the stores never open

# code, name, city, opening day, receipts on an average day at full strength
STORES = (
    ("DTN", "Downtown Flagship", "Riverton", date(2023, 2, 4), 6.6),
    ("NGT", "Northgate", "Riverton", date(2023, 3, 18), 4.9),
    ("LKS", "Lakeside", "Port Ellis", date(2023, 6, 10), 4.6),
    ("HLV", "Hillview", "Ashford", date(2024, 9, 21), 4.0),
)

# code, name, floor, share of demand, associates per store (flagship gets one more), product nouns, price range
DEPARTMENTS = (
    ("WMN", "Womenswear", 2, 1.45, 3, ("Wrap Dress", "Blouse", "Midi Skirt", "Cardigan", "Trench Coat", "Jumpsuit",
                                      "Knit Sweater", "Tailored Trousers", "Linen Shirt", "Denim Jacket"), (24, 190)),
    ("MEN", "Menswear", 2, 1.05, 2, ("Oxford Shirt", "Chino", "Blazer", "Polo Shirt", "Crewneck Sweater",
                                    "Overcoat", "Slim Jeans", "Quilted Vest", "Flannel Shirt", "Suit Trousers"), (22, 260)),
    ("KID", "Kids & Baby", 3, 0.8, 2, ("Romper", "Pyjama Set", "Hoodie", "Rain Jacket", "Leggings", "Dungarees",
                                      "Sleepsuit", "School Shirt", "Fleece", "Swimsuit"), (9, 65)),
    ("FTW", "Footwear", 1, 0.9, 2, ("Trainer", "Chelsea Boot", "Loafer", "Ballet Flat", "Sandal", "Hiking Boot",
                                   "Slip-On", "Derby Shoe", "Ankle Boot", "Slipper"), (25, 210)),
    ("BTY", "Beauty", 1, 1.3, 2, ("Face Serum", "Lipstick", "Eau De Parfum", "Night Cream", "Mascara",
                                 "Cleansing Balm", "Hand Cream", "Body Lotion", "Eyeshadow Palette", "Hair Oil"), (8, 120)),
    ("HOM", "Home & Kitchen", 3, 1.1, 2, ("Duvet Cover", "Cast Iron Pan", "Bath Towel", "Dinner Set", "Table Lamp",
                                        "Scented Candle", "Knife Block", "Throw Blanket", "Coffee Press", "Cushion"), (12, 240)),
    ("ELC", "Electronics", 1, 0.6, 1, ("Wireless Earbuds", "Bluetooth Speaker", "Smart Watch", "Tablet",
                                      "Phone Charger", "Headphones", "Fitness Tracker", "E-Reader", "Power Bank",
                                      "Action Camera"), (19, 480)),
    ("SPO", "Sports & Outdoors", 3, 0.6, 1, ("Yoga Mat", "Running Jacket", "Water Bottle", "Backpack", "Tennis Racket",
                                            "Cycling Gloves", "Dumbbell Set", "Camping Chair", "Trail Shorts",
                                            "Gym Bag"), (12, 180)),
    ("TOY", "Toys", 3, 0.7, 1, ("Building Set", "Plush Bear", "Puzzle", "Board Game", "Remote Car", "Doll House",
                               "Train Set", "Art Kit", "Science Kit", "Card Game"), (8, 95)),
    ("ACC", "Accessories", 1, 0.8, 1, ("Leather Belt", "Tote Bag", "Wool Scarf", "Sunglasses", "Wallet",
                                      "Umbrella", "Beanie", "Crossbody Bag", "Watch", "Silk Tie"), (14, 160)),
)

BRANDS = {  # per department code, in catalogue order
    "WMN": ("Maison Verre", "Aveline", "Coralie", "Thornbury"),
    "MEN": ("Hartwell", "Brookfield & Co", "Norcross", "Ashdown"),
    "KID": ("Little Wren", "Puddle & Pip", "Kitely"),
    "FTW": ("Stridewell", "Calloway", "Rook & Row", "Pavia"),
    "BTY": ("Lumiere Lab", "Velour", "Orchid Bay", "Saltmere"),
    "HOM": ("Hearthstone", "Linden Home", "Copperleaf", "Maple & Mill"),
    "ELC": ("Voltra", "Soniq", "Kestrel Tech"),
    "SPO": ("Summitline", "Ridgeback", "Tempo Active"),
    "TOY": ("Bramble Toys", "Jumble Box", "Starling Play"),
    "ACC": ("Fenwick", "Aurelle", "Castor & Vane"),
}

STYLES = ("Classic", "Essential", "Premium", "Heritage", "Everyday", "Signature", "Organic", "Deluxe", "Compact",
          "Studio", "Coastal", "Urban")

FIRST_NAMES = (
    "Amelia", "Oliver", "Isla", "Noah", "Ava", "Leo", "Mia", "Arthur", "Ivy", "Theo", "Freya", "Oscar", "Grace",
    "Archie", "Lily", "Henry", "Rosie", "Jack", "Evie", "Finn", "Ella", "Hugo", "Sophie", "Elijah", "Poppy",
    "Samuel", "Willow", "Jacob", "Daisy", "Reuben", "Harper", "Felix", "Maya", "Rowan", "Clara", "Jude", "Aisha",
    "Omar", "Priya", "Ravi", "Mei", "Kenji", "Lucia", "Mateo", "Sofia", "Diego", "Nadia", "Tomasz", "Anya",
    "Ibrahim", "Zara", "Elliot", "Hannah", "Caleb", "Imogen", "Ezra", "Martha", "Miles", "Phoebe", "Gabriel",
    "Esme", "Jasper", "Beatrice", "Nathan", "Matilda", "Isaac", "Florence", "Sebastian", "Alice", "Dominic",
    "Eleanor", "Patrick", "Naomi", "Vincent", "Ruth", "Simon", "Carmen", "Ronan", "Helena", "Marcus", "Leah",
    "Adrian", "Iris", "Connor", "Tessa", "Declan", "Yasmin", "Bruno", "Celine", "Kofi", "Amara", "Luca",
    "Greta", "Stefan", "Ingrid", "Joel", "Lena", "Victor", "Olive", "Rafael",
)
LAST_NAMES = (
    "Ashworth", "Bellamy", "Carrow", "Dunmore", "Ellison", "Fairbanks", "Garroway", "Hollis", "Ingram", "Jessop",
    "Kendrick", "Lockhart", "Merriweather", "Northcott", "Oakley", "Pemberton", "Quarrie", "Radcliffe", "Sterling",
    "Thackeray", "Underhill", "Vance", "Whitlock", "Yardley", "Ambrose", "Blackwood", "Calloway", "Dalton",
    "Everett", "Fletcher", "Gaskell", "Hargreave", "Iverson", "Jennings", "Kingsley", "Langford", "Mortimer",
    "Nightingale", "Osborne", "Prescott", "Rowntree", "Sheridan", "Templeton", "Upton", "Wakefield", "Winslow",
    "Abernathy", "Brennan", "Castellano", "Delacroix", "Okafor", "Nakamura", "Petrova", "Sandoval", "Haddad",
    "Kowalski", "Lindqvist", "Moreau", "Novak", "Patel", "Quinlan", "Rahman", "Santos", "Takahashi", "Varga",
    "Weston", "Zielinski", "Adebayo", "Bianchi", "Chandra", "Duarte", "Eriksen", "Fitzgerald", "Gallagher",
    "Hamilton", "Iqbal", "Jovanovic", "Kaur", "Larsen", "Mendoza", "Nwosu", "O'Donnell", "Park", "Romano",
    "Sullivan", "Tran", "Vasquez", "Whitfield", "Young", "Thornton", "Harrow", "Pike", "Crane", "Marsh",
)
EMAIL_DOMAINS = ("mailbox.example", "inbox.example", "postal.example", "netmail.example")
STAFF_EMAIL_DOMAIN = "halcyonstores.example"

# customer home cities, their weight, and the store they shop at (store code) once it is open
CITIES = (
    ("Riverton", 34, "DTN"), ("Millbrook", 14, "NGT"), ("Cedar Falls", 9, "NGT"), ("Port Ellis", 16, "LKS"),
    ("Westbury", 8, "LKS"), ("Ashford", 12, "HLV"), ("Oakmont", 7, "HLV"),
)
N_CUSTOMERS = 2800
LOYALTY_TIERS = (("Bronze", 55, 1.0, 0), ("Silver", 25, 1.8, 0), ("Gold", 14, 3.2, 5), ("Platinum", 6, 6.0, 10))
MEMBER_SHARE = 0.62  # share of receipts scanned with a loyalty card
HOME_STORE_SHARE = 0.82
MEMBERS_AT_FULL_SHARE = 600  # the scheme reaches its usual share of receipts once this many have joined

PRODUCTS_PER_DEPARTMENT = {"WMN": 72, "MEN": 58, "KID": 46, "FTW": 50, "BTY": 66, "HOM": 62, "ELC": 38, "SPO": 42,
                           "TOY": 44, "ACC": 48}
POPULARITY_SKEW = 0.85  # Zipf exponent of product popularity within a department
SERVICE_DESK_STAFF = (3, 1, 2, 1)  # customer service assistants per store (they handle returns, not tills)
BIG_BASKET_TIERS = {"Gold": 0.25, "Platinum": 0.4}  # chance such a member adds another item or two
MONTH_FACTOR = (0.95, 0.7, 0.8, 0.85, 0.9, 0.92, 1.0, 0.92, 0.85, 0.9, 1.25, 1.6)
WEEKDAY_FACTOR = (0.8, 0.75, 0.85, 0.95, 1.15, 1.45, 1.1)  # Monday first
YEARLY_GROWTH = 0.12
HOUR_WEIGHTS = {9: 3, 10: 6, 11: 8, 12: 11, 13: 11, 14: 8, 15: 8, 16: 9, 17: 11, 18: 10, 19: 7, 20: 4}
ITEMS_PER_RECEIPT = ((1, 44), (2, 25), (3, 15), (4, 8), (5, 4), (6, 2), (7, 1), (8, 1))
OWN_DEPARTMENT_SHARE = 0.55  # items a till rings up from the associate's own department
PRICE_RISE = 0.03  # list prices went up by this much every January; list_price is the 2025 price
PAYMENT_METHODS = ("Card", "Cash", "Mobile", "Gift Card")
PAYMENT_WEIGHTS_WALK_IN = (52, 30, 13, 5)
PAYMENT_WEIGHTS_MEMBER = (60, 10, 22, 8)
RETURN_RATE = {"WMN": 0.09, "FTW": 0.10, "MEN": 0.07, "ELC": 0.06, "KID": 0.05}
DEFAULT_RETURN_RATE = 0.03
RETURN_REASONS = {
    "clothing": (("Wrong Size", 55), ("Changed Mind", 20), ("Not As Described", 12), ("Damaged", 8), ("Defective", 5)),
    "ELC": (("Defective", 50), ("Changed Mind", 20), ("Not As Described", 15), ("Damaged", 15)),
    "other": (("Changed Mind", 40), ("Damaged", 25), ("Not As Described", 20), ("Defective", 15)),
}
CLOTHING = ("WMN", "MEN", "KID", "FTW")
