#!/usr/bin/env python3
"""Seeded generator for the 'deli' sandwich shop / juice bar database."""
import os
import random
import sqlite3
from datetime import date, datetime, timedelta

random.seed(4711)
HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.join(HERE, "database", "deli")
OUT = os.path.join(OUT_DIR, "deli.sqlite")
os.makedirs(OUT_DIR, exist_ok=True)
if os.path.exists(OUT):
    os.remove(OUT)

con = sqlite3.connect(OUT)
cur = con.cursor()
cur.executescript("""
PRAGMA foreign_keys = ON;
CREATE TABLE ingredient (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    allergen TEXT,            -- NULL when none
    supplier TEXT,
    cost_kg REAL
);
CREATE TABLE items (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    cat TEXT NOT NULL,        -- Sandwich, Wrap, Salad, Soup, Juice, Smoothie, Coffee, Bakery
    price REAL NOT NULL,
    veg TEXT NOT NULL,        -- 'Y' / 'N'
    active INTEGER NOT NULL   -- 1 on menu, 0 retired
);
CREATE TABLE recipe (
    item INTEGER NOT NULL REFERENCES items(id),
    ingr INTEGER NOT NULL REFERENCES ingredient(id),
    grams REAL,
    PRIMARY KEY (item, ingr)
);
CREATE TABLE customers (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    email TEXT,
    phone TEXT,
    town TEXT,
    biz INTEGER NOT NULL,     -- 1 business account, 0 private
    company TEXT,             -- NULL for private customers
    joined TEXT
);
CREATE TABLE staff (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    role TEXT NOT NULL,       -- Manager, Sandwich Maker, Barista, Counter, Driver
    hired TEXT NOT NULL,
    rate REAL NOT NULL,       -- hourly pay
    left_on TEXT              -- NULL if still employed
);
CREATE TABLE orders (
    id INTEGER PRIMARY KEY,
    cust INTEGER REFERENCES customers(id),   -- NULL for anonymous walk-ins
    placed TEXT NOT NULL,
    channel TEXT NOT NULL,    -- walk-in, online, catering
    status TEXT NOT NULL,     -- done, cancelled, refunded
    staff_id INTEGER REFERENCES staff(id),
    total REAL NOT NULL
);
CREATE TABLE order_lines (
    id INTEGER PRIMARY KEY,
    order_id INTEGER NOT NULL REFERENCES orders(id),
    item INTEGER NOT NULL REFERENCES items(id),
    qty INTEGER NOT NULL,
    price REAL NOT NULL       -- unit price charged
);
CREATE TABLE catering (
    id INTEGER PRIMARY KEY,
    order_id INTEGER REFERENCES orders(id),
    cust INTEGER NOT NULL REFERENCES customers(id),
    event_day TEXT NOT NULL,
    headcount INTEGER NOT NULL,
    venue TEXT,
    deposit REAL,             -- NULL if no deposit taken
    paid TEXT NOT NULL,       -- 'yes' / 'no' balance settled
    status TEXT NOT NULL      -- booked, delivered, cancelled
);
CREATE TABLE waste (
    id INTEGER PRIMARY KEY,
    item INTEGER NOT NULL REFERENCES items(id),
    day TEXT NOT NULL,
    qty INTEGER NOT NULL,
    reason TEXT NOT NULL,     -- unsold, dropped, expired, wrong order
    staff INTEGER REFERENCES staff(id),
    note TEXT
);
""")

# ---------------------------------------------------------------- ingredients
ingredients = [
    ("Sourdough bread", "gluten", "Hartley's Bakery", 3.20),
    ("Wholemeal bread", "gluten", "Hartley's Bakery", 2.90),
    ("Ciabatta", "gluten", "Hartley's Bakery", 3.60),
    ("Flour tortilla", "gluten", "Brakes", 4.10),
    ("Cheddar", "milk", "Brakes", 9.80),
    ("Brie", "milk", "Brakes", 14.50),
    ("Mozzarella", "milk", "Brakes", 10.20),
    ("Halloumi", "milk", "Brakes", 13.40),
    ("Butter", "milk", "Brakes", 8.60),
    ("Free-range egg", "egg", "Meadow Farm", 5.20),
    ("Mayonnaise", "egg", "Brakes", 4.30),
    ("Pesto", "nuts", "Brakes", 16.00),
    ("Walnuts", "nuts", "Brakes", 18.50),
    ("Peanut butter", "peanuts", "Brakes", 7.40),
    ("Smoked salmon", "fish", "Fresh Fish Co", 32.00),
    ("Tuna", "fish", "Brakes", 11.50),
    ("Prawns", "crustaceans", "Fresh Fish Co", 21.00),
    ("Hummus", "sesame", "Brakes", 6.80),
    ("Tahini", "sesame", "Brakes", 9.90),
    ("English mustard", "mustard", "Brakes", 5.50),
    ("Celery", "celery", "Green Grocers Ltd", 2.10),
    ("Soy sauce", "soya", "Brakes", 4.80),
    ("Oat milk", "gluten", "Brakes", 1.90),
    ("Whole milk", "milk", "Meadow Farm", 1.10),
    ("Greek yoghurt", "milk", "Meadow Farm", 4.50),
    ("Roast chicken", None, "Meadow Farm", 12.80),
    ("Honey roast ham", None, "Meadow Farm", 13.90),
    ("Pastrami", "mustard", "Brakes", 22.00),
    ("Bacon", None, "Meadow Farm", 11.20),
    ("Falafel", "sesame", "Brakes", 8.90),
    ("Avocado", None, "Green Grocers Ltd", 7.50),
    ("Tomato", None, "Green Grocers Ltd", 2.60),
    ("Lettuce", None, "Green Grocers Ltd", 3.10),
    ("Cucumber", None, "Green Grocers Ltd", 1.80),
    ("Red onion", None, "Green Grocers Ltd", 1.40),
    ("Rocket", None, "Green Grocers Ltd", 9.00),
    ("Spinach", None, "Green Grocers Ltd", 6.40),
    ("Kale", None, "Green Grocers Ltd", 5.90),
    ("Carrot", None, "Green Grocers Ltd", 0.90),
    ("Beetroot", None, "Green Grocers Ltd", 1.60),
    ("Apple", None, "Green Grocers Ltd", 1.90),
    ("Orange", None, "Green Grocers Ltd", 2.20),
    ("Ginger", None, "Green Grocers Ltd", 6.00),
    ("Banana", None, "Green Grocers Ltd", 1.30),
    ("Strawberries", None, "Green Grocers Ltd", 7.80),
    ("Mango", None, "Green Grocers Ltd", 4.90),
    ("Coffee beans", None, "Ground Up Roasters", 24.00),
    ("Pickles", "mustard", "Brakes", 3.80),
    ("Sweetcorn", None, "Brakes", 2.40),
    ("Lentils", None, "Brakes", 2.70),
    ("Butternut squash", None, "Green Grocers Ltd", 1.70),
    ("Vegetable stock", "celery", "Brakes", 3.30),
    ("Chocolate", "milk", "Brakes", 12.00),
    ("Oats", "gluten", "Brakes", 2.20),
]
ING = {}
for i, (n, a, s, c) in enumerate(ingredients, 1):
    # a few unknown suppliers / costs
    if n in ("Kale", "Tahini"):
        s = None
    if n in ("Beetroot",):
        c = None
    cur.execute("INSERT INTO ingredient VALUES (?,?,?,?,?)", (i, n, a, s, c))
    ING[n] = i

# ---------------------------------------------------------------- menu items
# name, cat, price, veg, active, recipe [(ingredient, grams)]
menu = [
    ("Classic BLT", "Sandwich", 5.95, "N", 1, [("Sourdough bread", 120), ("Bacon", 60), ("Lettuce", 20), ("Tomato", 40), ("Mayonnaise", 15)]),
    ("Chicken Caesar Ciabatta", "Sandwich", 6.75, "N", 1, [("Ciabatta", 130), ("Roast chicken", 90), ("Lettuce", 20), ("Mayonnaise", 15), ("Cheddar", 15)]),
    ("Ham & Mustard", "Sandwich", 5.25, "N", 1, [("Wholemeal bread", 110), ("Honey roast ham", 80), ("English mustard", 8), ("Butter", 10)]),
    ("Cheese & Pickle", "Sandwich", 4.50, "Y", 1, [("Wholemeal bread", 110), ("Cheddar", 60), ("Pickles", 30), ("Butter", 10)]),
    ("Tuna Melt", "Sandwich", 6.25, "N", 1, [("Sourdough bread", 120), ("Tuna", 80), ("Mayonnaise", 20), ("Cheddar", 40), ("Sweetcorn", 20)]),
    ("Egg Mayo & Cress", "Sandwich", 4.25, "Y", 1, [("Wholemeal bread", 110), ("Free-range egg", 90), ("Mayonnaise", 20)]),
    ("Reuben", "Sandwich", 7.95, "N", 1, [("Sourdough bread", 120), ("Pastrami", 100), ("Cheddar", 30), ("Pickles", 30), ("English mustard", 8)]),
    ("Smoked Salmon Bagel", "Sandwich", 7.50, "N", 1, [("Sourdough bread", 90), ("Smoked salmon", 70), ("Butter", 10), ("Red onion", 10)]),
    ("Brie & Cranberry", "Sandwich", 6.50, "Y", 1, [("Ciabatta", 130), ("Brie", 60), ("Rocket", 10)]),
    ("Prawn Marie Rose", "Sandwich", 6.95, "N", 0, [("Wholemeal bread", 110), ("Prawns", 80), ("Mayonnaise", 20), ("Lettuce", 15)]),
    ("Caprese Ciabatta", "Sandwich", 6.25, "Y", 1, [("Ciabatta", 130), ("Mozzarella", 70), ("Tomato", 50), ("Pesto", 15)]),
    ("Falafel Wrap", "Wrap", 5.95, "Y", 1, [("Flour tortilla", 80), ("Falafel", 90), ("Hummus", 40), ("Lettuce", 20), ("Red onion", 10)]),
    ("Chicken Pesto Wrap", "Wrap", 6.50, "N", 1, [("Flour tortilla", 80), ("Roast chicken", 90), ("Pesto", 15), ("Rocket", 10)]),
    ("Halloumi Wrap", "Wrap", 6.75, "Y", 1, [("Flour tortilla", 80), ("Halloumi", 80), ("Spinach", 15), ("Tomato", 30)]),
    ("Avocado & Hummus Wrap", "Wrap", 6.25, "Y", 1, [("Flour tortilla", 80), ("Avocado", 70), ("Hummus", 40), ("Spinach", 15)]),
    ("Spicy Bean Wrap", "Wrap", 5.50, "Y", 0, [("Flour tortilla", 80), ("Sweetcorn", 40), ("Red onion", 15), ("Tomato", 30)]),
    ("Greek Salad", "Salad", 6.95, "Y", 1, [("Tomato", 80), ("Cucumber", 60), ("Red onion", 20), ("Lettuce", 40)]),
    ("Chicken & Avocado Salad", "Salad", 7.95, "N", 1, [("Roast chicken", 100), ("Avocado", 70), ("Spinach", 40), ("Tomato", 40)]),
    ("Waldorf Salad", "Salad", 6.50, "Y", 1, [("Celery", 50), ("Apple", 60), ("Walnuts", 25), ("Mayonnaise", 20), ("Lettuce", 30)]),
    ("Superfood Bowl", "Salad", 8.25, "Y", 1, [("Kale", 50), ("Beetroot", 40), ("Avocado", 50), ("Tahini", 15), ("Lentils", 60)]),
    ("Tomato & Basil Soup", "Soup", 4.50, "Y", 1, [("Tomato", 250), ("Vegetable stock", 150), ("Red onion", 20)]),
    ("Butternut Squash Soup", "Soup", 4.75, "Y", 1, [("Butternut squash", 220), ("Vegetable stock", 150), ("Ginger", 5)]),
    ("Red Lentil Soup", "Soup", 4.50, "Y", 1, [("Lentils", 90), ("Carrot", 60), ("Vegetable stock", 150), ("Celery", 30)]),
    ("Chicken Noodle Soup", "Soup", 5.25, "N", 0, [("Roast chicken", 70), ("Carrot", 40), ("Celery", 30), ("Soy sauce", 10)]),
    ("Green Machine", "Juice", 4.95, "Y", 1, [("Kale", 60), ("Spinach", 40), ("Cucumber", 120), ("Apple", 150), ("Ginger", 5)]),
    ("Carrot & Ginger Zinger", "Juice", 4.50, "Y", 1, [("Carrot", 250), ("Orange", 100), ("Ginger", 8)]),
    ("Beet It", "Juice", 4.75, "Y", 1, [("Beetroot", 150), ("Apple", 150), ("Ginger", 5)]),
    ("Fresh Orange", "Juice", 3.95, "Y", 1, [("Orange", 350)]),
    ("Celery Cleanse", "Juice", 4.95, "Y", 1, [("Celery", 300), ("Cucumber", 100), ("Apple", 50)]),
    ("Berry Blast", "Smoothie", 5.25, "Y", 1, [("Strawberries", 120), ("Banana", 100), ("Greek yoghurt", 80), ("Whole milk", 100)]),
    ("Mango Lassi", "Smoothie", 4.95, "Y", 1, [("Mango", 150), ("Greek yoghurt", 120), ("Whole milk", 60)]),
    ("PB Banana Protein", "Smoothie", 5.75, "Y", 1, [("Peanut butter", 30), ("Banana", 120), ("Oat milk", 200), ("Oats", 20)]),
    ("Tropical Oat Smoothie", "Smoothie", 5.25, "Y", 1, [("Mango", 120), ("Banana", 80), ("Oat milk", 200)]),
    ("Flat White", "Coffee", 3.20, "Y", 1, [("Coffee beans", 18), ("Whole milk", 150)]),
    ("Americano", "Coffee", 2.80, "Y", 1, [("Coffee beans", 18)]),
    ("Oat Latte", "Coffee", 3.50, "Y", 1, [("Coffee beans", 18), ("Oat milk", 220)]),
    ("Cappuccino", "Coffee", 3.30, "Y", 1, [("Coffee beans", 18), ("Whole milk", 180)]),
    ("Hot Chocolate", "Coffee", 3.40, "Y", 1, [("Chocolate", 30), ("Whole milk", 220)]),
    ("Almond Croissant", "Bakery", 2.95, "Y", 1, [("Butter", 30), ("Walnuts", 10), ("Oats", 5)]),
    ("Chocolate Brownie", "Bakery", 2.75, "Y", 1, [("Chocolate", 40), ("Butter", 30), ("Free-range egg", 25)]),
    ("Flapjack", "Bakery", 2.50, "Y", 1, [("Oats", 60), ("Butter", 30)]),
    ("Carrot Cake Slice", "Bakery", 3.25, "Y", 1, [("Carrot", 40), ("Walnuts", 15), ("Free-range egg", 25), ("Butter", 20)]),
    ("Sausage Roll", "Bakery", 3.10, "N", 0, [("Butter", 25)]),
]
ITEMS = []  # (id, name, cat, price)
for i, (n, c, p, v, a, rec) in enumerate(menu, 1):
    cur.execute("INSERT INTO items VALUES (?,?,?,?,?,?)", (i, n, c, p, v, a))
    ITEMS.append((i, n, c, p, a))
    for ing, g in rec:
        cur.execute("INSERT INTO recipe VALUES (?,?,?)", (i, ING[ing], g))

# popularity weights per item
weights = {}
for (i, n, c, p, a) in ITEMS:
    base = {"Sandwich": 9, "Wrap": 6, "Salad": 4, "Soup": 4, "Juice": 5,
            "Smoothie": 4, "Coffee": 12, "Bakery": 6}[c]
    weights[i] = base * random.uniform(0.5, 1.6)
# make a clear winner for sales volume
weights[34] = 30.0   # Flat White
weights[1] = 17.0    # Classic BLT
retired = {i for (i, n, c, p, a) in ITEMS if a == 0}

# ---------------------------------------------------------------- staff
staff = [
    ("Maria Costa", "Manager", "2021-03-01", 15.50, None),
    ("Tom Whitfield", "Sandwich Maker", "2022-06-13", 11.80, None),
    ("Priya Shah", "Barista", "2022-09-05", 11.60, None),
    ("Liam O'Connor", "Counter", "2023-01-09", 11.44, "2024-08-30"),
    ("Chloe Evans", "Sandwich Maker", "2023-04-17", 11.60, None),
    ("Jake Turner", "Driver", "2023-05-02", 12.00, None),
    ("Aisha Begum", "Barista", "2023-11-20", 11.44, None),
    ("Daniel Novak", "Counter", "2024-02-05", 11.44, "2025-03-14"),
    ("Ellie Barnes", "Sandwich Maker", "2024-07-22", 11.44, None),
    ("Sam Price", "Counter", "2024-09-02", 11.44, None),
    ("Rosie Hughes", "Barista", "2025-01-13", 12.21, None),
    ("Ben Carter", "Driver", "2025-02-24", 12.21, None),
]
STAFF = []
for i, s in enumerate(staff, 1):
    cur.execute("INSERT INTO staff VALUES (?,?,?,?,?,?)", (i, *s))
    STAFF.append((i, s[1], s[2], s[4]))


def staff_on(d, roles=None):
    ds = d.isoformat()
    ok = [sid for (sid, role, hired, left) in STAFF
          if hired <= ds and (left is None or left >= ds)
          and (roles is None or role in roles)]
    return ok


# ---------------------------------------------------------------- customers
first = ["Oliver", "Amelia", "George", "Isla", "Harry", "Ava", "Jack", "Mia", "Charlie",
         "Grace", "Noah", "Sophie", "James", "Emily", "William", "Lily", "Thomas", "Freya",
         "Oscar", "Ella", "Henry", "Poppy", "Leo", "Ruby", "Alfie", "Evie", "Joshua", "Hannah",
         "Ethan", "Zara", "Mohammed", "Sienna", "Lucas", "Imogen", "Max", "Phoebe", "Adam",
         "Megan", "Ryan", "Katie"]
last = ["Smith", "Jones", "Taylor", "Brown", "Williams", "Wilson", "Johnson", "Davies",
        "Patel", "Robinson", "Wright", "Thompson", "Evans", "Walker", "White", "Roberts",
        "Green", "Hall", "Wood", "Jackson", "Clarke", "Khan", "Hughes", "Edwards", "Lewis",
        "Harris", "Martin", "Cooper", "Ward", "Morris", "Bennett", "Fletcher"]
towns = ["Harrogate"] * 10 + ["Knaresborough"] * 4 + ["Ripon"] * 3 + ["Wetherby"] * 2 + \
        ["Leeds"] * 3 + ["York"] * 2 + ["Pannal"]
companies = [
    ("Yorkshire Water Solutions", "Harrogate"), ("Dales Legal LLP", "Harrogate"),
    ("Nidd Valley Accountants", "Knaresborough"), ("Brightside Digital", "Leeds"),
    ("Harrogate Convention Centre", "Harrogate"), ("Stray Property Group", "Harrogate"),
    ("Ripon Cathedral Trust", "Ripon"), ("Crown Architects", "York"),
    ("Pennine Recruitment", "Leeds"), ("Wetherby Vets", "Wetherby"),
    ("Claro Insurance", "Harrogate"), ("Greenway Dental", "Knaresborough"),
    ("Kestrel Engineering", "Pannal"), ("Northern Rail Consultancy", "York"),
    ("Spa Town Estates", "Harrogate"), ("Oakdale Primary School", "Harrogate"),
    ("Bettys Fundraising Committee", "Harrogate"), ("Harlow Hill Surgery", "Harrogate"),
]
CUST = []  # (id, biz, joined)
used = set()
cid = 0
# business accounts
for comp, town in companies:
    cid += 1
    while True:
        fn, ln = random.choice(first), random.choice(last)
        if (fn, ln) not in used:
            used.add((fn, ln))
            break
    dom = comp.lower().replace(" ", "").replace("'", "")[:16] + ".co.uk"
    email = f"{fn.lower()}.{ln.lower()}@{dom}"
    phone = "01423 " + str(random.randint(500000, 899999)) if town in ("Harrogate", "Knaresborough", "Pannal") else "0113 " + str(random.randint(2000000, 4999999))
    j = date(2023, 1, 2) + timedelta(days=random.randint(0, 820))
    cur.execute("INSERT INTO customers VALUES (?,?,?,?,?,?,?,?)",
                (cid, f"{fn} {ln}", email, phone, town, 1, comp, j.isoformat()))
    CUST.append((cid, 1, j))
# private customers
for _ in range(182):
    cid += 1
    while True:
        fn, ln = random.choice(first), random.choice(last)
        if (fn, ln) not in used:
            used.add((fn, ln))
            break
    email = f"{fn.lower()}{ln.lower()}{random.randint(1, 99)}@{random.choice(['gmail.com', 'hotmail.co.uk', 'outlook.com', 'icloud.com', 'yahoo.co.uk'])}"
    if random.random() < 0.12:
        email = None
    phone = "07" + str(random.randint(100000000, 999999999)) if random.random() < 0.7 else None
    town = random.choice(towns) if random.random() < 0.93 else None
    j = date(2023, 1, 2) + timedelta(days=random.randint(0, 1000))
    cur.execute("INSERT INTO customers VALUES (?,?,?,?,?,?,?,?)",
                (cid, f"{fn} {ln}", email, phone, town, 0, None, j.isoformat()))
    CUST.append((cid, 0, j))
BIZ = [c for c in CUST if c[1] == 1]
PRIV = [c for c in CUST if c[1] == 0]
# a handful of private customers who never order anything
never = set(random.sample([c[0] for c in PRIV], 14))
PRIV_ORD = [c for c in PRIV if c[0] not in never]
# some business accounts never book catering (only online lunches)
no_cater = {BIZ[5][0], BIZ[12][0], BIZ[16][0]}

# ---------------------------------------------------------------- orders
START = date(2023, 1, 3)
END = date(2025, 6, 30)
oid = 0
lid = 0


def pick_items(k, cats=None):
    pool = [it for it in ITEMS if (cats is None or it[2] in cats)]
    ws = [weights[it[0]] for it in pool]
    return random.choices(pool, weights=ws, k=k)


def add_order(cust, ts, channel, status, sid, lines):
    global oid, lid
    oid += 1
    total = round(sum(q * p for (_, q, p) in lines), 2)
    cur.execute("INSERT INTO orders VALUES (?,?,?,?,?,?,?)",
                (oid, cust, ts, channel, status, sid, total))
    for (item, q, p) in lines:
        lid += 1
        cur.execute("INSERT INTO order_lines VALUES (?,?,?,?,?)", (lid, oid, item, q, p))
    return oid


def price_at(item_price, d):
    # prices went up 5% on 2024-04-01 and another 4% on 2025-03-01
    p = item_price
    if d < date(2025, 3, 1):
        p = p / 1.04
    if d < date(2024, 4, 1):
        p = p / 1.05
    return round(p * 20) / 20  # nearest 5p


def item_ok(it, d):
    # retired items stopped selling at end of 2023/2024
    if it[4] == 1:
        return True
    return d < date(2024, 6, 1)


d = START
while d <= END:
    if d.weekday() == 6:  # closed Sundays
        d += timedelta(days=1)
        continue
    season = 1.0 + 0.25 * (d.month in (5, 6, 7, 8)) - 0.15 * (d.month in (12, 1))
    growth = 1.0 + 0.18 * (d.year - 2023)
    n_walk = int(random.gauss(2.6, 0.9) * season * growth)
    n_online = int(random.gauss(1.0, 0.6) * season * growth)
    workers = staff_on(d, ("Counter", "Barista", "Manager", "Sandwich Maker"))
    for _ in range(max(0, n_walk)):
        hh = random.choice([7, 8, 8, 9, 10, 11, 12, 12, 12, 13, 13, 14, 15, 16])
        ts = datetime(d.year, d.month, d.day, hh, random.randint(0, 59), random.randint(0, 59))
        k = random.choice([1, 1, 1, 2, 2, 3])
        lines = []
        for it in pick_items(k):
            if not item_ok(it, d):
                continue
            lines.append((it[0], 1 if random.random() < 0.85 else 2, price_at(it[3], d)))
        if not lines:
            continue
        cust = None
        if random.random() < 0.22:
            cust = random.choice(PRIV_ORD)[0]
        status = "done" if random.random() > 0.01 else "refunded"
        add_order(cust, ts.strftime("%Y-%m-%d %H:%M:%S"), "walk-in", status,
                  random.choice(workers), lines)
    for _ in range(max(0, n_online)):
        hh = random.choice([7, 8, 9, 10, 10, 11, 11])
        ts = datetime(d.year, d.month, d.day, hh, random.randint(0, 59), random.randint(0, 59))
        if random.random() < 0.25:
            c = random.choice(BIZ)
        else:
            c = random.choice(PRIV_ORD)
        if c[2] > d:
            continue
        k = random.choice([1, 2, 2, 3, 4]) if c[1] == 0 else random.randint(3, 8)
        lines = []
        for it in pick_items(k, ("Sandwich", "Wrap", "Salad", "Juice", "Smoothie", "Bakery", "Soup")):
            if not item_ok(it, d):
                continue
            lines.append((it[0], random.choice([1, 1, 1, 2]), price_at(it[3], d)))
        if not lines:
            continue
        r = random.random()
        status = "done" if r > 0.06 else ("cancelled" if r > 0.015 else "refunded")
        add_order(c[0], ts.strftime("%Y-%m-%d %H:%M:%S"), "online", status, None, lines)
    d += timedelta(days=1)

# ---------------------------------------------------------------- catering
venues = ["Boardroom", "Main office", "Training suite", "Hall 1", "Reception",
          "Conference room B", "Staff room", "Marquee, Valley Gardens", None]
cat_id = 0
cater_custs = [c for c in BIZ if c[0] not in no_cater]
for _ in range(138):
    c = random.choice(cater_custs)
    lo = max(c[2], date(2023, 2, 1))
    span = (date(2025, 9, 30) - lo).days
    ev = lo + timedelta(days=random.randint(0, span))
    if ev.weekday() >= 5:
        ev -= timedelta(days=ev.weekday() - 4)
    head = random.choice([8, 10, 12, 12, 15, 20, 20, 25, 30, 40, 50, 60, 80, 120])
    placed = datetime(ev.year, ev.month, ev.day, 10, 0, 0) - timedelta(days=random.randint(3, 21), hours=random.randint(0, 5))
    future = ev > date(2025, 6, 30)
    r = random.random()
    if future:
        status = "booked"
    else:
        status = "cancelled" if r < 0.08 else "delivered"
    # food per head
    lines = []
    per = {"Sandwich": 1.0, "Wrap": 0.5, "Salad": 0.3, "Juice": 0.4, "Bakery": 0.6}
    for catg, ratio in per.items():
        total_q = max(1, int(head * ratio * random.uniform(0.8, 1.2)))
        chosen = [it for it in pick_items(3, (catg,)) if item_ok(it, ev)]
        if not chosen:
            continue
        split = {}
        for j in range(total_q):
            it = chosen[j % len(chosen)]
            split[it] = split.get(it, 0) + 1
        for it, q in split.items():
            lines.append((it[0], q, round(price_at(it[3], ev) * 0.9, 2)))  # 10% catering rate
    ostatus = {"booked": "done", "delivered": "done", "cancelled": "cancelled"}[status]
    drivers = staff_on(ev, ("Driver",)) or staff_on(ev, ("Manager",))
    o = add_order(c[0], placed.strftime("%Y-%m-%d %H:%M:%S"), "catering", ostatus,
                  random.choice(drivers), lines)
    tot = sum(q * p for (_, q, p) in lines)
    if head >= 20 or random.random() < 0.4:
        deposit = round(tot * random.choice([0.2, 0.25, 0.3]), 2)
    else:
        deposit = None
    if status == "delivered":
        paid = "yes" if random.random() < 0.9 else "no"
    else:
        paid = "no"
    cat_id += 1
    cur.execute("INSERT INTO catering VALUES (?,?,?,?,?,?,?,?,?)",
                (cat_id, o, c[0], ev.isoformat(), head, random.choice(venues),
                 deposit, paid, status))

# ---------------------------------------------------------------- waste
reasons = ["unsold"] * 12 + ["expired"] * 3 + ["dropped"] * 2 + ["wrong order"]
notes = {"dropped": ["fell off counter", "dropped during delivery", "tray tipped"],
         "expired": ["past use-by", "milk turned", "bread stale"],
         "wrong order": ["customer wanted no mayo", "made wrong wrap", "oat milk requested"]}
wid = 0
perishable = [it for it in ITEMS if it[2] in ("Sandwich", "Wrap", "Salad", "Soup", "Juice", "Smoothie", "Bakery")]
d = date(2023, 1, 3)
while d <= END:
    if d.weekday() == 6:
        d += timedelta(days=1)
        continue
    if random.random() < 0.55:
        closers = staff_on(d, ("Manager", "Sandwich Maker", "Counter"))
        for _ in range(random.randint(1, 3)):
            it = random.choice(perishable)
            if not item_ok(it, d):
                continue
            r = random.choice(reasons)
            q = random.randint(1, 6) if r == "unsold" else random.randint(1, 2)
            if it[1] == "Smoked Salmon Bagel" and r == "unsold":
                q += 2
            note = random.choice(notes[r]) if r in notes and random.random() < 0.7 else None
            wid += 1
            cur.execute("INSERT INTO waste VALUES (?,?,?,?,?,?,?)",
                        (wid, it[0], d.isoformat(), q, r, random.choice(closers), note))
    d += timedelta(days=1)

con.commit()
con.close()
print("wrote", OUT)
