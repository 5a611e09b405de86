#!/usr/bin/env python3
"""Seeded generator for a small coffee roastery database (roastery + café + wholesale)."""
import os
import random
import sqlite3
from datetime import date, datetime, timedelta

random.seed(4919)

HERE = os.path.dirname(os.path.abspath(__file__))
DB_DIR = os.path.join(HERE, "database", "coffee_roastery")
DB_PATH = os.path.join(DB_DIR, "coffee_roastery.sqlite")
os.makedirs(DB_DIR, exist_ok=True)
if os.path.exists(DB_PATH):
    os.remove(DB_PATH)

START = date(2023, 1, 1)
END = date(2025, 9, 30)

conn = sqlite3.connect(DB_PATH)
conn.execute("PRAGMA foreign_keys = ON")
cur = conn.cursor()

cur.executescript(
    """
CREATE TABLE suppliers (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    country TEXT NOT NULL,
    contact_email TEXT,
    phone_number TEXT
);
CREATE TABLE coffees (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    origin_country TEXT NOT NULL,
    region TEXT,
    process_method TEXT NOT NULL,      -- washed / natural / honey
    roast_level TEXT NOT NULL,         -- light / medium / dark
    is_decaf INTEGER NOT NULL DEFAULT 0,
    supplier_id INTEGER NOT NULL REFERENCES suppliers(id),
    retail_bag_price REAL NOT NULL,    -- 250g bag in the café shop
    wholesale_price_per_kilogram REAL NOT NULL,
    date_added TEXT NOT NULL,
    is_available INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE employees (
    id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    role TEXT NOT NULL,                -- barista / roaster / manager / delivery driver
    hire_date TEXT NOT NULL,
    leave_date TEXT,
    hourly_wage REAL NOT NULL
);
CREATE TABLE roast_batches (
    id INTEGER PRIMARY KEY,
    coffee_id INTEGER NOT NULL REFERENCES coffees(id),
    employee_id INTEGER NOT NULL REFERENCES employees(id),
    roast_date TEXT NOT NULL,
    green_weight_kilograms REAL NOT NULL,
    roasted_weight_kilograms REAL NOT NULL,
    roast_duration_minutes REAL NOT NULL,
    passed_quality_check INTEGER NOT NULL DEFAULT 1,
    notes TEXT
);
CREATE TABLE wholesale_customers (
    id INTEGER PRIMARY KEY,
    business_name TEXT NOT NULL,
    contact_name TEXT,
    town TEXT NOT NULL,
    business_type TEXT NOT NULL,       -- cafe / restaurant / office / farm shop
    email TEXT,
    account_opened_date TEXT NOT NULL,
    account_closed_date TEXT
);
CREATE TABLE wholesale_orders (
    id INTEGER PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES wholesale_customers(id),
    order_date TEXT NOT NULL,
    delivery_date TEXT,
    status TEXT NOT NULL,              -- pending / dispatched / delivered / cancelled
    is_paid INTEGER NOT NULL DEFAULT 0,
    driver_id INTEGER REFERENCES employees(id)
);
CREATE TABLE wholesale_order_items (
    id INTEGER PRIMARY KEY,
    order_id INTEGER NOT NULL REFERENCES wholesale_orders(id),
    coffee_id INTEGER NOT NULL REFERENCES coffees(id),
    bag_weight_kilograms REAL NOT NULL,
    quantity INTEGER NOT NULL,
    unit_price REAL NOT NULL
);
CREATE TABLE menu_items (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    category TEXT NOT NULL,            -- hot drinks / cold drinks / food / retail beans
    price REAL NOT NULL,
    is_vegan INTEGER NOT NULL DEFAULT 0,
    is_available INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE cafe_sales (
    id INTEGER PRIMARY KEY,
    sale_time TEXT NOT NULL,
    employee_id INTEGER NOT NULL REFERENCES employees(id),
    payment_method TEXT NOT NULL,      -- card / cash / mobile
    is_takeaway INTEGER NOT NULL DEFAULT 0,
    total_amount REAL NOT NULL
);
CREATE TABLE cafe_sale_items (
    id INTEGER PRIMARY KEY,
    sale_id INTEGER NOT NULL REFERENCES cafe_sales(id),
    menu_item_id INTEGER NOT NULL REFERENCES menu_items(id),
    quantity INTEGER NOT NULL,
    unit_price REAL NOT NULL
);
"""
)

def d2s(d):
    return d.isoformat()

def rand_date(a, b):
    return a + timedelta(days=random.randint(0, (b - a).days))

# ---------------------------------------------------------------- suppliers
suppliers = [
    (1, "Falcon Specialty", "United Kingdom", "orders@falconcoffees.example", "01273 555 201"),
    (2, "Nordic Approach", "Norway", "sales@nordicapproach.example", "+47 22 55 01 90"),
    (3, "Omwani Coffee", "United Kingdom", "hello@omwani.example", None),
    (4, "Caravela Coffee", "Colombia", "uk@caravela.example", "+57 1 555 0192"),
    (5, "DR Wakefield", "United Kingdom", "trading@drwakefield.example", "020 7555 0148"),
    (6, "Sucafina Specialty", "Switzerland", None, "+41 22 555 0177"),
]
cur.executemany("INSERT INTO suppliers VALUES (?,?,?,?,?)", suppliers)

# ---------------------------------------------------------------- coffees
# name, country, region, process, roast, decaf, supplier, retail, wholesale/kg, added, available
coffees = [
    ("Mendip House Blend", "Brazil", "Cerrado Mineiro", "natural", "medium", 0, 5, 8.50, 19.50, "2023-01-01", 1),
    ("Quarry Espresso", "Brazil", "Sul de Minas", "natural", "dark", 0, 5, 8.75, 20.00, "2023-01-01", 1),
    ("Huila Pink Bourbon", "Colombia", "Huila", "washed", "light", 0, 4, 11.50, 27.00, "2023-01-01", 1),
    ("Tolima Decaf", "Colombia", "Tolima", "washed", "medium", 1, 4, 9.25, 22.00, "2023-01-01", 1),
    ("Yirgacheffe Kochere", "Ethiopia", "Yirgacheffe", "washed", "light", 0, 2, 10.95, 25.50, "2023-01-01", 1),
    ("Guji Hambela", "Ethiopia", "Guji", "natural", "light", 0, 2, 11.25, 26.00, "2023-03-15", 1),
    ("Nyeri Gatomboya", "Kenya", "Nyeri", "washed", "light", 0, 1, 12.50, 29.50, "2023-01-01", 1),
    ("Rwanda Kivu", "Rwanda", "Western Province", "washed", "medium", 0, 3, 10.25, 24.00, "2023-02-01", 1),
    ("Huehuetenango", "Guatemala", "Huehuetenango", "washed", "medium", 0, 1, 9.95, 23.00, "2023-01-01", 1),
    ("Tarrazu Honey", "Costa Rica", "Tarrazu", "honey", "medium", 0, 6, 11.00, 26.50, "2023-05-01", 1),
    ("Sumatra Gayo", "Indonesia", "Aceh", "washed", "dark", 0, 5, 9.75, 22.50, "2023-01-01", 0),
    ("Cajamarca Organic", "Peru", "Cajamarca", "washed", "medium", 0, 6, 9.50, 21.50, "2023-01-01", 1),
    ("Santa Barbara Honey", "Honduras", "Santa Barbara", "honey", "light", 0, 6, 10.75, 25.00, "2024-02-01", 1),
    ("Mexico Chiapas Decaf", "Mexico", "Chiapas", "washed", "dark", 1, 5, 9.00, 21.00, "2024-04-01", 1),
    ("Burundi Kayanza", "Burundi", "Kayanza", "natural", "light", 0, 3, 12.00, 28.00, "2024-06-01", 1),
    ("Yunnan Catimor", "China", "Pu'er", "honey", "medium", 0, 2, 10.50, 24.50, "2024-09-01", 0),
    ("Panama Geisha", "Panama", "Boquete", "washed", "light", 0, 1, 24.00, 62.00, "2025-03-01", 1),
    ("Winter Solstice Blend", "Ethiopia", None, "natural", "medium", 0, 2, 10.00, 23.50, "2025-08-15", 1),
]
for i, c in enumerate(coffees, start=1):
    cur.execute("INSERT INTO coffees VALUES (?,?,?,?,?,?,?,?,?,?,?,?)", (i,) + c)
coffee_added = {i: date.fromisoformat(c[9]) for i, c in enumerate(coffees, start=1)}
# discontinued coffees stop being roasted / sold
coffee_retired = {11: date(2024, 10, 31), 16: date(2025, 2, 28)}
coffee_wholesale = {i: c[8] for i, c in enumerate(coffees, start=1)}

# ---------------------------------------------------------------- employees
employees = [
    ("Hannah", "Price", "manager", "2023-01-01", None, 17.50),
    ("Tom", "Whitcombe", "roaster", "2023-01-01", None, 15.25),
    ("Priya", "Shah", "roaster", "2023-06-12", None, 14.50),
    ("Gareth", "Evans", "roaster", "2023-01-01", "2024-03-29", 14.75),
    ("Sophie", "Marsh", "barista", "2023-01-01", None, 12.40),
    ("Jack", "Hollins", "barista", "2023-01-01", "2023-09-15", 11.44),
    ("Amelia", "Booth", "barista", "2023-04-03", None, 12.10),
    ("Leo", "Fairweather", "barista", "2023-09-18", "2025-01-10", 11.90),
    ("Chloe", "Dunn", "barista", "2024-05-07", None, 12.21),
    ("Ravi", "Patel", "barista", "2025-01-13", None, 12.21),
    ("Mark", "Lovell", "delivery driver", "2023-01-01", "2024-08-30", 12.80),
    ("Dan", "Cooper", "delivery driver", "2024-09-02", None, 13.10),
    ("Ellie", "Greenslade", "barista", "2025-06-02", None, 12.21),
]
for i, e in enumerate(employees, start=1):
    cur.execute("INSERT INTO employees VALUES (?,?,?,?,?,?,?)", (i,) + e)

def employed(eid, d):
    e = employees[eid - 1]
    h = date.fromisoformat(e[3])
    l = date.fromisoformat(e[4]) if e[4] else None
    return h <= d and (l is None or d <= l)

roasters = [i for i, e in enumerate(employees, start=1) if e[2] == "roaster"]
baristas = [i for i, e in enumerate(employees, start=1) if e[2] in ("barista", "manager")]
drivers = [i for i, e in enumerate(employees, start=1) if e[2] == "delivery driver"]

def coffee_live(cid, d):
    return coffee_added[cid] <= d and (cid not in coffee_retired or d <= coffee_retired[cid])

# ---------------------------------------------------------------- roast batches
batch_id = 0
d = START
batches = []
popular = {1: 6, 2: 6, 3: 2, 4: 2, 5: 2, 6: 2, 7: 1.5, 8: 1.5, 9: 2, 10: 1.5, 11: 1,
           12: 2, 13: 1.5, 14: 1.5, 15: 1.2, 16: 0.8, 17: 0.4, 18: 1}
notes_pool = ["first crack a bit early", "drum temp low at charge", "slightly scorched",
              "under-developed, sold as seconds", "great colour", "chaff collector full"]
while d <= END:
    if d.weekday() in (0, 2, 3):  # roast days Mon, Wed, Thu
        live = [c for c in popular if coffee_live(c, d)]
        n = random.choice([2, 3, 3, 4])
        picks = random.choices(live, weights=[popular[c] for c in live], k=n)
        for cid in picks:
            on_shift = [r for r in roasters if employed(r, d)]
            rid = random.choice(on_shift)
            green = random.choice([6.0, 8.0, 10.0, 12.0, 12.0, 15.0])
            loss = random.uniform(0.13, 0.19) if coffees[cid - 1][4] != "dark" else random.uniform(0.17, 0.22)
            roasted = round(green * (1 - loss), 2)
            dur = round(random.uniform(9.5, 13.5) + (1.5 if coffees[cid - 1][4] == "dark" else 0), 1)
            passed = 1 if random.random() > 0.05 else 0
            note = None
            if not passed:
                note = random.choice(notes_pool[:4])
            elif random.random() < 0.08:
                note = random.choice(notes_pool[4:])
            batch_id += 1
            batches.append((batch_id, cid, rid, d2s(d), green, roasted, dur, passed, note))
    d += timedelta(days=1)
cur.executemany("INSERT INTO roast_batches VALUES (?,?,?,?,?,?,?,?,?)", batches)

# ---------------------------------------------------------------- wholesale customers
customers = [
    ("The Bakehouse Frome", "Rosie Tanner", "Frome", "cafe"),
    ("Sheppey Inn", "Alistair Crump", "Glastonbury", "restaurant"),
    ("Milk & Honey Café", "Jo Bennett", "Wells", "cafe"),
    ("Stroud Brewery Tap", "Nick Ashworth", "Stroud", "restaurant"),
    ("Bath Spa Hotel Kitchen", "Marco Ricci", "Bath", "restaurant"),
    ("Farrington's Farm Shop", "Sally Goodland", "Farrington Gurney", "farm shop"),
    ("Pip's Coffee Cart", "Philippa Hart", "Bristol", "cafe"),
    ("Hartwell Accountants", "Derek Moss", "Taunton", "office"),
    ("Cheddar Gorge Tearooms", "Mary Harding", "Cheddar", "cafe"),
    ("The Old Bookshop Café", "Ben Lyle", "Shepton Mallet", "cafe"),
    ("Clifton Coworking", "Aisha Okafor", "Bristol", "office"),
    ("Bruton Deli", "Harriet Wells", "Bruton", "farm shop"),
    ("Little Bear Bakery", "Sam Littlejohn", "Bath", "cafe"),
    ("Wookey Hole Kiosk", "Pete Fry", "Wells", "cafe"),
    ("The Swan Wedmore", "Kate Orme", "Wedmore", "restaurant"),
    ("Glastonbury Wholefoods", "River Jones", "Glastonbury", "farm shop"),
    ("Quantock Cycle Café", "Owen Price", "Taunton", "cafe"),
    ("Radstock Dental Practice", "Dr Fiona Blake", "Radstock", "office"),
    ("Harbourside Kitchen", "Luis Moreno", "Bristol", "restaurant"),
    ("Castle Cary Café", "Nell Dyer", "Castle Cary", "cafe"),
    ("Midsomer Norton Library Café", "Tessa Vowles", "Midsomer Norton", "cafe"),
    ("Kilver Court Garden Shop", "Gill Parfitt", "Shepton Mallet", "farm shop"),
    ("The Brew House Yeovil", "Callum Reid", "Yeovil", "cafe"),
    ("Somerset Estate Agents", "Fiona Hale", "Street", "office"),
    ("Velo Espresso", "Marcus Tran", "Bath", "cafe"),
    ("The Rusty Pig", "Jess Rowe", "Frome", "restaurant"),
    ("Street Sourdough", "Anna Clarke", "Street", "cafe"),
    ("Bradford on Avon Tea Rooms", "Graham Pike", "Bradford on Avon", "cafe"),
    ("Wells Cathedral Refectory", "Susan Abbott", "Wells", "cafe"),
    ("Temple Cloud Garage Shop", "Rob Dyke", "Temple Cloud", "farm shop"),
    ("Oak & Ember Pizza", "Tariq Hussain", "Bristol", "restaurant"),
    ("Mendip Vets", "Claire Rudd", "Wells", "office"),
    ("Seed & Sprout Café", "Maya Ellis", "Frome", "cafe"),
    ("Minehead Beach Huts", "Chris Lane", "Minehead", "cafe"),
]
cust_rows = []
cust_span = {}
for i, (bn, cn, town, bt) in enumerate(customers, start=1):
    if i <= 14:
        opened = rand_date(date(2022, 3, 1), date(2022, 12, 20))
    elif i <= 31:
        opened = rand_date(date(2023, 1, 10), date(2025, 3, 31))
    else:
        opened = rand_date(date(2025, 7, 1), date(2025, 9, 20))  # brand new, no orders yet
    closed = None
    if i in (4, 9, 18, 22):
        closed = rand_date(max(opened, date(2023, 6, 1)) + timedelta(days=120), date(2025, 6, 30))
    email = None if i in (6, 14, 30) else (
        cn.split()[-1].lower() + "@" + bn.lower().replace("é", "e").replace("&", "and").replace("'", "").replace(" ", "") + ".example")
    cust_rows.append((i, bn, cn, town, bt, email, d2s(opened), d2s(closed) if closed else None))
    cust_span[i] = (opened, closed)
cur.executemany("INSERT INTO wholesale_customers VALUES (?,?,?,?,?,?,?,?)", cust_rows)

# ---------------------------------------------------------------- wholesale orders
cust_freq = {}
for i, (_, _, _, bt) in enumerate(customers, start=1):
    base = {"cafe": 14, "restaurant": 21, "office": 30, "farm shop": 28}[bt]
    cust_freq[i] = base + random.randint(-4, 6)
cust_freq[1] = 8   # The Bakehouse is the biggest regular
cust_freq[5] = 10
cust_favs = {}
for i in cust_freq:
    cust_favs[i] = random.sample([1, 2, 3, 5, 8, 9, 12, 4], k=random.randint(1, 3))

order_id = 0
item_id = 0
orders = []
items = []
for cid in range(1, len(customers) + 1):
    opened, closed = cust_span[cid]
    d = max(opened, START) + timedelta(days=random.randint(2, 12))
    stop = min(closed or END, END)
    if cid in (33, 34):
        continue  # accounts opened but nothing ordered yet
    while d <= stop:
        order_id += 1
        days_ago = (END - d).days
        r = random.random()
        if days_ago <= 3:
            status = "pending"
        elif days_ago <= 7:
            status = "dispatched" if r < 0.7 else "pending"
        elif r < 0.03:
            status = "cancelled"
        else:
            status = "delivered"
        delivery = None
        driver = None
        if status in ("delivered", "dispatched"):
            dd = d + timedelta(days=random.randint(1, 3))
            while dd.weekday() >= 5:
                dd += timedelta(days=1)
            on = [x for x in drivers if employed(x, dd)]
            driver = on[0] if on else drivers[-1]
            if status == "delivered":
                delivery = d2s(dd)
        if status == "cancelled":
            paid = 0
        elif status == "delivered":
            paid = 1 if days_ago > 45 or random.random() < 0.5 else 0
            if cid == 26 and days_ago < 200:
                paid = 0  # The Rusty Pig is behind on invoices
        else:
            paid = 0
        orders.append((order_id, cid, d2s(d), delivery, status, paid, driver))
        live = [c for c in cust_favs[cid] if coffee_live(c, d)]
        extra = [c for c in range(1, 19) if coffee_live(c, d) and c not in (17, 18)]
        lines = set(live)
        if random.random() < 0.35:
            lines.add(random.choice(extra))
        for coffee in sorted(lines):
            bag = random.choice([1.0, 1.0, 1.0, 5.0]) if customers[cid - 1][3] != "farm shop" else 0.25
            if bag == 0.25:
                qty = random.choice([6, 12, 12, 18, 24])
                price = round(coffees[coffee - 1][7] * 0.6, 2)
            else:
                qty = random.randint(1, 4) if bag == 5.0 else random.randint(2, 10)
                unit = coffee_wholesale[coffee] * bag
                if d >= date(2025, 1, 1):
                    unit *= 1.08  # price rise in January 2025
                price = round(unit, 2)
            item_id += 1
            items.append((item_id, order_id, coffee, bag, qty, price))
        d += timedelta(days=max(3, int(random.gauss(cust_freq[cid], 3))))
orders.sort(key=lambda o: (o[2], o[1]))
remap = {}
new_orders = []
for n, o in enumerate(orders, start=1):
    remap[o[0]] = n
    new_orders.append((n,) + o[1:])
items = [(it[0], remap[it[1]]) + it[2:] for it in items]
items.sort(key=lambda it: (it[1], it[2]))
items = [(n,) + it[1:] for n, it in enumerate(items, start=1)]
cur.executemany("INSERT INTO wholesale_orders VALUES (?,?,?,?,?,?,?)", new_orders)
cur.executemany("INSERT INTO wholesale_order_items VALUES (?,?,?,?,?,?)", items)

# ---------------------------------------------------------------- menu
menu = [
    ("Espresso", "hot drinks", 2.40, 1, 1),
    ("Americano", "hot drinks", 2.90, 1, 1),
    ("Flat White", "hot drinks", 3.30, 0, 1),
    ("Cappuccino", "hot drinks", 3.40, 0, 1),
    ("Latte", "hot drinks", 3.50, 0, 1),
    ("Cortado", "hot drinks", 3.10, 0, 1),
    ("Mocha", "hot drinks", 3.80, 0, 1),
    ("Filter of the Day", "hot drinks", 3.20, 1, 1),
    ("Hot Chocolate", "hot drinks", 3.60, 0, 1),
    ("Chai Latte", "hot drinks", 3.60, 0, 1),
    ("Iced Latte", "cold drinks", 3.80, 0, 1),
    ("Cold Brew", "cold drinks", 3.70, 1, 1),
    ("Espresso Tonic", "cold drinks", 4.20, 1, 1),
    ("Sparkling Elderflower", "cold drinks", 2.60, 1, 1),
    ("Almond Croissant", "food", 3.40, 0, 1),
    ("Cinnamon Bun", "food", 3.60, 0, 1),
    ("Banana Bread", "food", 3.20, 0, 1),
    ("Vegan Brownie", "food", 3.30, 1, 1),
    ("Cheese & Ham Toastie", "food", 6.50, 0, 1),
    ("Hummus Sourdough Sandwich", "food", 6.20, 1, 1),
    ("Pumpkin Spice Latte", "hot drinks", 4.10, 0, 0),
    ("Retail Bag - House Blend 250g", "retail beans", 8.50, 1, 1),
    ("Retail Bag - Single Origin 250g", "retail beans", 11.00, 1, 1),
    ("Retail Bag - Decaf 250g", "retail beans", 9.25, 1, 1),
    ("Oat Milk Babyccino", "hot drinks", 1.20, 1, 0),
]
for i, m in enumerate(menu, start=1):
    cur.execute("INSERT INTO menu_items VALUES (?,?,?,?,?,?)", (i,) + m)
# weights; 25 (babyccino) never sold; 21 (PSL) only Sep-Nov
menu_weight = {1: 6, 2: 9, 3: 12, 4: 10, 5: 13, 6: 5, 7: 4, 8: 4, 9: 4, 10: 4, 11: 3, 12: 3,
               13: 1.5, 14: 2, 15: 5, 16: 6, 17: 4, 18: 3, 19: 4, 20: 3, 21: 4, 22: 1.2, 23: 1.0,
               24: 0.6}
summer = {11, 12, 13, 14}

# ---------------------------------------------------------------- café sales (a sample of tills, ~3-4 recorded per day)
sale_rows = []
sale_items = []
sale_id = 0
sitem_id = 0
d = START
while d <= END:
    if d.weekday() == 6 and random.random() < 0.7:  # mostly shut Sundays
        d += timedelta(days=1)
        continue
    n_sales = random.choice([2, 3, 3, 4]) + (1 if d.weekday() == 5 else 0)
    if d.month in (12,) and d.day in (25, 26):
        n_sales = 0
    times = sorted(random.randint(8 * 3600, 16 * 3600 + 1800) for _ in range(n_sales))
    for t in times:
        staff = [b for b in baristas if employed(b, d)]
        emp = random.choice(staff + [b for b in staff if b != 1])
        pm_r = random.random()
        cash_share = 0.22 if d.year == 2023 else (0.15 if d.year == 2024 else 0.10)
        pm = "cash" if pm_r < cash_share else ("mobile" if pm_r < cash_share + 0.25 else "card")
        take = 1 if random.random() < 0.45 else 0
        choices = {}
        for mid, w in menu_weight.items():
            if mid in summer and d.month not in (5, 6, 7, 8, 9):
                w *= 0.25
            if mid == 21:
                if d.month not in (9, 10, 11):
                    continue
            choices[mid] = w
        k = random.choice([1, 1, 1, 2, 2, 3])
        picked = set(random.choices(list(choices), weights=list(choices.values()), k=k))
        total = 0.0
        sale_id += 1
        hh, rem = divmod(t, 3600)
        mm, ss = divmod(rem, 60)
        ts = f"{d2s(d)} {hh:02d}:{mm:02d}:{ss:02d}"
        for mid in sorted(picked):
            qty = random.choice([1, 1, 1, 1, 2, 2, 3])
            price = menu[mid - 1][2]
            if d.year == 2023 and menu[mid - 1][1] != "retail beans":
                price = round(price - 0.20, 2)
            sitem_id += 1
            sale_items.append((sitem_id, sale_id, mid, qty, price))
            total += qty * price
        sale_rows.append((sale_id, ts, emp, pm, take, round(total, 2)))
    d += timedelta(days=1)
cur.executemany("INSERT INTO cafe_sales VALUES (?,?,?,?,?,?)", sale_rows)
cur.executemany("INSERT INTO cafe_sale_items VALUES (?,?,?,?,?)", sale_items)

conn.commit()
for (t,) in cur.execute("SELECT name FROM sqlite_master WHERE type='table' ORDER BY name").fetchall():
    print(t, conn.execute(f"SELECT COUNT(*) FROM {t}").fetchone()[0])
conn.close()
