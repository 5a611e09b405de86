"""Department store: a small chain of four department stores that opened in 2023, with ten departments, staff
(a reporting line from associates up to the general manager), a product catalogue, loyalty customers, three years
of till receipts (2023–2025) with their line items and discounts, and the returns customers brought back.
Walk-in sales have no customer; prices rose each January; sales peak in December and on Black Friday.
`python -m envs.analyst.tasks --db department_store` builds it and checks its gold questions.
"""

from __future__ import annotations

import bisect
import math
import random
import sqlite3
from datetime import date, timedelta
from functools import cache

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


# ---------------------------------------------------------------- small helpers

def _iso(d: date) -> str:
    return d.isoformat()


def _days(start: date, end: date) -> list[date]:
    return [start + timedelta(days=i) for i in range((end - start).days + 1)]


def _random_day(rng: random.Random, start: date, end: date) -> date:
    return start + timedelta(days=rng.randint(0, (end - start).days))


def _money(x: float) -> float:
    return round(x + 1e-9, 2)


def _poisson(rng: random.Random, mean: float) -> int:
    limit, k, p = math.exp(-mean), 0, rng.random()
    while p > limit:
        k += 1
        p *= rng.random()
    return k


def _weighted(rng: random.Random, pairs) -> object:
    values, weights = zip(*pairs)
    return rng.choices(values, weights=weights)[0]


def _cumulative(weights) -> list[float]:
    total, out = 0.0, []
    for w in weights:
        total += w
        out.append(total)
    return out


def _pick(rng: random.Random, cum: list[float], upto: int | None = None) -> int:
    """Index drawn with the weights behind ``cum`` (only among the first ``upto`` entries)."""
    n = len(cum) if upto is None else upto
    return min(bisect.bisect_right(cum, rng.random() * cum[n - 1]), n - 1)


def _phone(rng: random.Random) -> str:
    return f"555-{rng.randint(200, 989):03d}-{rng.randint(0, 9999):04d}"


def _shelf_price(raw: float) -> float:
    """A price as a shop writes it: 24.99, 129.99 (whole dollars, or fives above 100, less a cent)."""
    return float(max(1, round(raw)) - 0.01) if raw < 100 else float(round(raw / 5) * 5 - 0.01)


def _price(rng: random.Random, low: float, high: float) -> float:
    return _shelf_price(math.exp(rng.uniform(math.log(low), math.log(high))))


def _unique_names(rng: random.Random, n: int, taken: set) -> list[tuple[str, str]]:
    names = []
    while len(names) < n:
        pair = (rng.choice(FIRST_NAMES), rng.choice(LAST_NAMES))
        if pair not in taken:
            taken.add(pair)
            names.append(pair)
    return names


@cache
def _black_friday(year: int) -> date:
    first = date(year, 11, 1)
    thursday = first + timedelta(days=(3 - first.weekday()) % 7 + 21)
    return thursday + timedelta(days=1)


@cache
def _promotion(d: date) -> tuple[float, tuple[int, ...]]:
    """(share of lines marked down, the percentages used) on day ``d``: Black Friday weekend, the January and
    July sales, and otherwise the odd clearance markdown."""
    bf = _black_friday(d.year)
    if bf <= d <= bf + timedelta(days=3):
        return 0.6, (25, 30, 30, 40)
    if d.month == 1 and d.day <= 21:
        return 0.5, (20, 25, 30, 40)
    if d.month == 7 and d.day <= 15:
        return 0.4, (15, 20, 25, 30)
    return 0.07, (10, 15)


def _promo_pct(rng: random.Random, d: date) -> int:
    """Percent off one line from a promotion (0 when the line is at full price)."""
    share, pcts = _promotion(d)
    return pcts[int(rng.random() * len(pcts))] if rng.random() < share else 0


# ---------------------------------------------------------------- tables

def _stores(con: sqlite3.Connection) -> None:
    con.executemany(
        "INSERT INTO stores VALUES (?, ?, ?, ?, ?)",
        [(i + 1, code, name, city, _iso(opened)) for i, (code, name, city, opened, _) in enumerate(STORES)],
    )


def _departments(con: sqlite3.Connection) -> None:
    con.executemany(
        "INSERT INTO departments VALUES (?, ?, ?, ?)",
        [(i + 1, d[0], d[1], d[2]) for i, d in enumerate(DEPARTMENTS)],
    )


def _employees(con: sqlite3.Connection, rng: random.Random) -> list[dict]:
    """Staff from the general manager down to associates, with turnover; returns the rows as dicts."""
    taken: set = set()
    staff: list[dict] = []

    def hire(store, dept, manager, title, hired, salary_range, weight=0.0):
        first, last = _unique_names(rng, 1, taken)[0]
        person = {
            "first": first, "last": last, "store": store, "dept": dept, "manager": manager, "title": title,
            "hired": hired, "left": None, "salary": float(round(rng.uniform(*salary_range) / 50) * 50),
            "phone": _phone(rng) if rng.random() < 0.8 else None, "weight": weight,
        }
        staff.append(person)
        return person

    gm = hire(1, None, None, "General Manager", date(2023, 1, 2), (118000, 126000))
    for s, (_, _, _, opened, _) in enumerate(STORES, start=1):
        boss = hire(s, None, gm, "Store Manager", max(FIRST_DAY, opened - timedelta(days=rng.randint(30, 45))),
                    (68000, 84000))
        for d, dept in enumerate(DEPARTMENTS, start=1):
            start = max(FIRST_DAY + timedelta(days=7), opened - timedelta(days=rng.randint(8, 25)))
            sup = hire(s, d, boss, "Department Supervisor", start, (41000, 52000), weight=0.35)
            for _ in range(dept[4] + (1 if s == 1 else 0)):
                person = hire(s, d, sup, "Sales Associate", start + timedelta(days=rng.randint(0, 6)),
                              (28500, 35500), weight=math.exp(rng.gauss(0, 0.4)))
                while rng.random() < 0.28:  # leaves and is replaced by a new hire
                    earliest = person["hired"] + timedelta(days=90)
                    if earliest >= date(2025, 10, 1):
                        break
                    person["left"] = _random_day(rng, earliest, date(2025, 11, 30))
                    rehire = person["left"] + timedelta(days=rng.randint(5, 30))
                    if rehire > date(2025, 12, 10):
                        break
                    person = hire(s, d, sup, "Sales Associate", rehire, (28500, 35500),
                                  weight=math.exp(rng.gauss(0, 0.4)))
        for _ in range(SERVICE_DESK_STAFF[s - 1]):
            hire(s, None, boss, "Customer Service Assistant", opened - timedelta(days=rng.randint(0, 10)),
                 (27500, 32000))
    order = sorted(range(len(staff)), key=lambda k: (staff[k]["hired"], k))  # managers are hired before their team
    for i, k in enumerate(order, start=1):
        staff[k]["id"] = i
    rows = sorted(
        (
            p["id"], p["first"], p["last"],
            f"{p['first']}.{p['last']}@{STAFF_EMAIL_DOMAIN}".lower().replace("'", ""),
            p["phone"], p["store"], p["dept"], p["manager"]["id"] if p["manager"] else None, p["title"],
            _iso(p["hired"]), _iso(p["left"]) if p["left"] else None, p["salary"],
        )
        for p in staff
    )
    con.executemany("INSERT INTO employees VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", rows)
    return staff


def _products(con: sqlite3.Connection, rng: random.Random) -> list[dict]:
    products: list[dict] = []
    for d, (code, _, _, _, _, nouns, (low, high)) in enumerate(DEPARTMENTS, start=1):
        brands = BRANDS[code]
        names: set = set()
        n_products = PRODUCTS_PER_DEPARTMENT[code]
        popularity = [1.0 / rank ** POPULARITY_SKEW for rank in range(1, n_products + 1)]
        rng.shuffle(popularity)
        serial = 100
        for k in range(n_products):
            while True:
                brand, style, noun = rng.choice(brands), rng.choice(STYLES), rng.choice(nouns)
                name = f"{brand} {style} {noun}"
                if name not in names:
                    names.add(name)
                    break
            serial += rng.randint(1, 9)
            price = _price(rng, low, high)
            launched = FIRST_DAY if rng.random() < 0.72 else _random_day(rng, date(2023, 3, 1), date(2025, 10, 31))
            stopped = None  # a few lines are dropped after at least four months on sale
            if rng.random() < 0.09 and launched < date(2025, 6, 1):
                stopped = _random_day(rng, max(launched + timedelta(days=120), date(2024, 1, 1)), date(2025, 12, 1))
            products.append({
                "id": len(products) + 1, "sku": f"{code}-{brand[:3].upper()}{serial:04d}", "name": name,
                "brand": brand, "dept": d, "code": code, "price": price,
                "cost": _money(price * rng.uniform(0.38, 0.62)), "launched": launched, "stopped": stopped,
                "weight": popularity[k],
            })
    con.executemany(
        "INSERT INTO products VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [(p["id"], p["sku"], p["name"], p["brand"], p["dept"], p["price"], p["cost"], _iso(p["launched"]),
          _iso(p["stopped"]) if p["stopped"] else None) for p in products],
    )
    return products


def _customers(con: sqlite3.Connection, rng: random.Random) -> list[dict]:
    first_open = STORES[0][3]
    days = _days(first_open, date(2025, 12, 20))
    # a rush of sign-ups in the first months, then a steady trickle that grows a little
    join_cum = _cumulative([(4.0 if i < 90 else 1.0) * (1 + i / 1500) for i in range(len(days))])
    names = _unique_names(rng, N_CUSTOMERS, set())
    people = []
    for first, last in names:
        city, _, home_code = _weighted(rng, [(c, c[1]) for c in CITIES])
        tier, _, factor, _ = _weighted(rng, [(t, t[1]) for t in LOYALTY_TIERS])
        joined = days[_pick(rng, join_cum)]
        open_codes = [s[0] for s in STORES if s[3] <= joined]
        home = home_code if home_code in open_codes else "DTN"  # shopped at the flagship until theirs opened
        email = None
        if rng.random() < 0.78:
            tag = rng.choice(("", "", str(rng.randint(1, 99)), str(rng.randint(1970, 2005))))
            email = f"{first}.{last}{tag}@{rng.choice(EMAIL_DOMAINS)}".lower().replace("'", "")
        people.append({
            "first": first, "last": last, "email": email, "phone": _phone(rng) if rng.random() < 0.65 else None,
            "city": city, "tier": tier, "joined": joined, "home": [s[0] for s in STORES].index(home) + 1,
            "weight": factor * math.exp(rng.gauss(0, 0.8)),
            "member_pct": next(t[3] for t in LOYALTY_TIERS if t[0] == tier),
        })
    people.sort(key=lambda p: (p["joined"], p["last"], p["first"]))
    for i, p in enumerate(people, start=1):
        p["id"] = i
    con.executemany(
        "INSERT INTO customers VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        [(p["id"], p["first"], p["last"], p["email"], p["phone"], p["city"], p["tier"], _iso(p["joined"]))
         for p in people],
    )
    return people


class _CustomerPicker:
    """Weighted draw of a loyalty customer who had joined by a given day, preferring the store's own regulars."""

    def __init__(self, people: list[dict]):
        self.people = people
        self.joined = [p["joined"] for p in people]
        self.cum = _cumulative(p["weight"] for p in people)
        self.by_store = {}
        for s in range(1, len(STORES) + 1):
            local = [p for p in people if p["home"] == s]
            self.by_store[s] = (local, [p["joined"] for p in local], _cumulative(p["weight"] for p in local))

    def pick(self, rng: random.Random, store: int, day: date) -> dict | None:
        """A member for a receipt, or None for a walk-in (few receipts are scanned while the scheme is young)."""
        n_all = bisect.bisect_right(self.joined, day)
        if rng.random() >= MEMBER_SHARE * min(1.0, n_all / MEMBERS_AT_FULL_SHARE):
            return None
        local, joined, cum = self.by_store[store]
        n = bisect.bisect_right(joined, day)
        if n and rng.random() < HOME_STORE_SHARE:
            return local[_pick(rng, cum, n)]
        return self.people[_pick(rng, self.cum, n_all)]


def _receipt_times(rng: random.Random, staff: list[dict]) -> list[tuple]:
    """(timestamp, day, store, employee) of every receipt, in time order."""
    hours = list(HOUR_WEIGHTS)
    hour_cum = _cumulative(HOUR_WEIGHTS.values())
    tillers = {s: [p for p in staff if p["store"] == s and p["weight"] > 0] for s in range(1, len(STORES) + 1)}
    receipts = []
    for day in _days(FIRST_DAY, LAST_DAY):
        if (day.month, day.day) in CLOSED_DAYS:
            continue
        years = (day - date(2023, 1, 1)).days / 365.0
        base = MONTH_FACTOR[day.month - 1] * WEEKDAY_FACTOR[day.weekday()] * (1 + YEARLY_GROWTH * years)
        bf = _black_friday(day.year)
        if bf <= day <= bf + timedelta(days=3):
            base *= 2.2
        for s, (_, _, _, opened, per_day) in enumerate(STORES, start=1):
            if day < opened:
                continue
            ramp = min(1.0, 0.6 + 0.4 * (day - opened).days / 90)
            tills = [p for p in tillers[s] if p["hired"] <= day and (p["left"] is None or day < p["left"])]
            cum = _cumulative(p["weight"] for p in tills)
            stamps = []
            for _ in range(_poisson(rng, per_day * base * ramp)):
                hour = hours[_pick(rng, hour_cum)]
                stamps.append(f"{_iso(day)} {hour:02d}:{rng.randint(0, 59):02d}")
            for stamp in sorted(stamps):
                receipts.append((stamp, day, s, tills[_pick(rng, cum)]))
    receipts.sort(key=lambda r: (r[0], r[2]))
    return receipts


def _sales(con: sqlite3.Connection, rng: random.Random, staff: list[dict], products: list[dict],
           people: list[dict]) -> None:
    picker = _CustomerPicker(people)
    by_dept = {d: [p for p in products if p["dept"] == d] for d in range(1, len(DEPARTMENTS) + 1)}
    dept_cum = {d: _cumulative(p["weight"] for p in items) for d, items in by_dept.items()}
    month_dept_cum = []
    for month in range(1, 13):
        weights = []
        for code, _, _, share, *_ in DEPARTMENTS:
            w = share
            if code == "TOY" and month in (11, 12):
                w *= 2.6
            if code == "SPO" and month in (1, 5, 6, 7):
                w *= 1.5
            if code == "ELC" and month in (11, 12):
                w *= 1.8
            weights.append(w)
        month_dept_cum.append(_cumulative(weights))
    counts = [c for c, _ in ITEMS_PER_RECEIPT]
    count_cum = _cumulative(w for _, w in ITEMS_PER_RECEIPT)
    qty_cum = {True: _cumulative((70, 22, 8)), False: _cumulative((90, 9, 1))}  # cheap items go in twos and threes
    prices = {(p["id"], year): _shelf_price(p["price"] * (1 + PRICE_RISE) ** (year - 2025))
              for p in products for year in (2023, 2024, 2025)}
    payment_cum = {  # (member?, year): mobile payments catch on year by year
        (member, year): _cumulative(w * (1 + 0.35 * (year - 2023)) if m == "Mobile" else w for m, w in
                                    zip(PAYMENT_METHODS, PAYMENT_WEIGHTS_MEMBER if member else PAYMENT_WEIGHTS_WALK_IN))
        for member in (False, True) for year in (2023, 2024, 2025)
    }

    sales, items, returns = [], [], []
    for sale_id, (stamp, day, store, clerk) in enumerate(_receipt_times(rng, staff), start=1):
        member = picker.pick(rng, store, day)
        method = PAYMENT_METHODS[_pick(rng, payment_cum[(member is not None, day.year)])]
        sales.append((sale_id, store, clerk["id"], member["id"] if member else None, stamp, method))
        n_lines = counts[_pick(rng, count_cum)]
        if member and rng.random() < BIG_BASKET_TIERS.get(member["tier"], 0.0):
            n_lines += 1 + (rng.random() < 0.4)
        for _ in range(n_lines):
            if rng.random() < OWN_DEPARTMENT_SHARE:
                dept = clerk["dept"]
            else:
                dept = _pick(rng, month_dept_cum[day.month - 1]) + 1
            for _attempt in range(30):
                product = by_dept[dept][_pick(rng, dept_cum[dept])]
                if product["launched"] <= day and (product["stopped"] is None or day < product["stopped"]):
                    break
            else:
                continue
            qty = 1 + _pick(rng, qty_cum[product["price"] < 30])
            unit = prices[(product["id"], day.year)]
            pct = max(_promo_pct(rng, day), member["member_pct"] if member else 0)
            discount = _money(qty * unit * pct / 100)
            item_id = len(items) + 1
            items.append((item_id, sale_id, product["id"], qty, unit, discount))
            rate = RETURN_RATE.get(product["code"], DEFAULT_RETURN_RATE) * (1.4 if pct >= 25 else 1.0)
            if rng.random() < rate:
                back = day + timedelta(days=min(rng.randint(1, 30), rng.randint(1, 30)))
                if back > LAST_DAY:
                    continue
                n_back = qty if qty == 1 or rng.random() < 0.7 else rng.randint(1, qty - 1)
                group = "clothing" if product["code"] in CLOTHING else (
                    "ELC" if product["code"] == "ELC" else "other")
                reason = _weighted(rng, RETURN_REASONS[group])
                refund = _money(n_back * (qty * unit - discount) / qty)
                returns.append((len(returns) + 1, item_id, _iso(back), n_back, refund, reason))
    con.executemany("INSERT INTO sales VALUES (?, ?, ?, ?, ?, ?)", sales)
    con.executemany("INSERT INTO sale_items VALUES (?, ?, ?, ?, ?, ?)", items)
    returns.sort(key=lambda r: (r[2], r[1]))
    con.executemany("INSERT INTO returns VALUES (?, ?, ?, ?, ?, ?)",
                    [(i, *r[1:]) for i, r in enumerate(returns, start=1)])


def populate(con: sqlite3.Connection, rng: random.Random) -> None:
    _stores(con)
    _departments(con)
    staff = _employees(con, rng)
    products = _products(con, rng)
    people = _customers(con, rng)
    _sales(con, rng, staff, products, people)
    con.executescript(INDEXES)
