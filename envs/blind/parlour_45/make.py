#!/usr/bin/env python3
"""Seeded generator for the 'parlour' ice-cream parlour / dessert cafe database."""
import os
import random
import sqlite3
from datetime import date, datetime, timedelta

SEED = 4512
HERE = os.path.dirname(os.path.abspath(__file__))
DB_DIR = os.path.join(HERE, "database", "parlour")
DB_PATH = os.path.join(DB_DIR, "parlour.sqlite")

rng = random.Random(SEED)

START = date(2023, 3, 1)
END = date(2025, 10, 31)

SCHEMA = """
CREATE TABLE branch (
    branch_id     INTEGER PRIMARY KEY,
    branch_name   TEXT NOT NULL,
    town          TEXT NOT NULL,
    address       TEXT,
    opened_date   TEXT NOT NULL,
    seats         INTEGER
);
CREATE TABLE staff (
    staff_id      INTEGER PRIMARY KEY,
    first_name    TEXT NOT NULL,
    last_name     TEXT NOT NULL,
    role          TEXT NOT NULL,
    branch_id     INTEGER NOT NULL REFERENCES branch(branch_id),
    hourly_rate   REAL NOT NULL,
    start_date    TEXT NOT NULL,
    end_date      TEXT,
    is_keyholder  INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE shifts (
    shift_id      INTEGER PRIMARY KEY,
    staff_id      INTEGER NOT NULL REFERENCES staff(staff_id),
    branch_id     INTEGER NOT NULL REFERENCES branch(branch_id),
    shift_date    TEXT NOT NULL,
    start_time    TEXT NOT NULL,
    end_time      TEXT NOT NULL,
    hours         REAL NOT NULL
);
CREATE TABLE products (
    product_id    INTEGER PRIMARY KEY,
    product_name  TEXT NOT NULL,
    category      TEXT NOT NULL,
    flavour       TEXT,
    price         REAL NOT NULL,
    is_vegan      INTEGER NOT NULL DEFAULT 0,
    is_active     INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE suppliers (
    supplier_id   INTEGER PRIMARY KEY,
    supplier_name TEXT NOT NULL,
    supplies_desc TEXT,
    town          TEXT,
    contact_name  TEXT,
    phone         TEXT,
    email         TEXT
);
CREATE TABLE stock_deliveries (
    delivery_id   INTEGER PRIMARY KEY,
    supplier_id   INTEGER NOT NULL REFERENCES suppliers(supplier_id),
    branch_id     INTEGER NOT NULL REFERENCES branch(branch_id),
    delivery_date TEXT NOT NULL,
    item_desc     TEXT NOT NULL,
    qty           INTEGER NOT NULL,
    unit_cost     REAL NOT NULL,
    total_amt     REAL NOT NULL,
    status        TEXT NOT NULL
);
CREATE TABLE customers (
    customer_id   INTEGER PRIMARY KEY,
    first_name    TEXT NOT NULL,
    last_name     TEXT NOT NULL,
    email         TEXT,
    phone         TEXT,
    town          TEXT,
    joined_date   TEXT NOT NULL,
    card_tier     TEXT NOT NULL,
    points_balance INTEGER NOT NULL DEFAULT 0,
    date_of_birth TEXT
);
CREATE TABLE sales_tickets (
    ticket_id     INTEGER PRIMARY KEY,
    branch_id     INTEGER NOT NULL REFERENCES branch(branch_id),
    staff_id      INTEGER NOT NULL REFERENCES staff(staff_id),
    customer_id   INTEGER REFERENCES customers(customer_id),
    sold_at       TEXT NOT NULL,
    payment_method TEXT NOT NULL,
    eat_in        INTEGER NOT NULL DEFAULT 0,
    total_amt     REAL NOT NULL
);
CREATE TABLE ticket_lines (
    line_id       INTEGER PRIMARY KEY,
    ticket_id     INTEGER NOT NULL REFERENCES sales_tickets(ticket_id),
    product_id    INTEGER NOT NULL REFERENCES products(product_id),
    qty           INTEGER NOT NULL,
    unit_price    REAL NOT NULL,
    line_amt      REAL NOT NULL
);
CREATE TABLE cake_order (
    order_id        INTEGER PRIMARY KEY,
    customer_id     INTEGER NOT NULL REFERENCES customers(customer_id),
    branch_id       INTEGER NOT NULL REFERENCES branch(branch_id),
    taken_by        INTEGER REFERENCES staff(staff_id),
    occasion        TEXT,
    cake_desc       TEXT NOT NULL,
    servings        INTEGER NOT NULL,
    order_date      TEXT NOT NULL,
    collection_date TEXT NOT NULL,
    deposit_amt     REAL NOT NULL,
    total_amt       REAL NOT NULL,
    status          TEXT NOT NULL,
    collected_at    TEXT
);
"""

FIRST = ["Olivia", "Amelia", "Isla", "Ava", "Mia", "Ivy", "Lily", "Freya", "Grace", "Sophie",
         "Ella", "Poppy", "Evie", "Ruby", "Chloe", "Jessica", "Hannah", "Megan", "Lucy", "Holly",
         "Oliver", "George", "Noah", "Arthur", "Harry", "Leo", "Jack", "Charlie", "Oscar", "Jacob",
         "Thomas", "James", "William", "Alfie", "Henry", "Joshua", "Daniel", "Samuel", "Ethan", "Lewis",
         "Priya", "Aisha", "Zara", "Ravi", "Mohammed", "Tomasz", "Kasia", "Niamh", "Callum", "Rhys"]
LAST = ["Smith", "Jones", "Taylor", "Brown", "Williams", "Wilson", "Johnson", "Davies", "Patel", "Robinson",
        "Wright", "Thompson", "Evans", "Walker", "White", "Roberts", "Green", "Hall", "Wood", "Jackson",
        "Clarke", "Hughes", "Edwards", "Turner", "Hill", "Moore", "Cooper", "Ward", "Morris", "King",
        "Baker", "Harrison", "Morgan", "Khan", "Lewis", "Price", "Bennett", "Griffiths", "Kowalski", "Murphy"]
TOWNS = ["Whitby", "Scarborough", "Pickering", "Malton", "Filey", "Helmsley", "Robin Hood's Bay",
         "Sleights", "Bridlington", "York"]
TOWN_W = [30, 28, 8, 6, 9, 3, 4, 5, 4, 3]


def d2s(d):
    return d.isoformat()


def rand_date(a, b):
    return a + timedelta(days=rng.randint(0, (b - a).days))


def season_weight(d):
    # summer is busy, winter is quiet
    return {1: 0.35, 2: 0.4, 3: 0.55, 4: 0.75, 5: 0.9, 6: 1.2, 7: 1.6, 8: 1.7,
            9: 1.0, 10: 0.7, 11: 0.5, 12: 0.65}[d.month]


def main():
    os.makedirs(DB_DIR, exist_ok=True)
    if os.path.exists(DB_PATH):
        os.remove(DB_PATH)
    con = sqlite3.connect(DB_PATH)
    con.execute("PRAGMA foreign_keys = ON")
    con.executescript(SCHEMA)
    cur = con.cursor()

    # ---------------- branches ----------------
    branches = [
        (1, "Harbourside", "Whitby", "14 Pier Road, Whitby YO21 3PU", "2016-05-21", 40),
        (2, "Old Town", "Scarborough", "3 Eastborough, Scarborough YO11 1NW", "2021-07-02", 24),
    ]
    cur.executemany("INSERT INTO branch VALUES (?,?,?,?,?,?)", branches)

    # ---------------- staff ----------------
    roles = (["manager"] * 1 + ["supervisor"] * 1 + ["scooper"] * 7 + ["barista"] * 3 +
             ["baker"] * 1 + ["cleaner"] * 1)
    base_rate = {"manager": 14.80, "supervisor": 12.90, "scooper": 10.42, "barista": 11.00,
                 "baker": 13.20, "cleaner": 10.42}
    staff = []
    sid = 0
    used_names = set()
    for b in (1, 2):
        for r in roles:
            sid += 1
            while True:
                fn, ln = rng.choice(FIRST), rng.choice(LAST)
                if (fn, ln) not in used_names:
                    used_names.add((fn, ln))
                    break
            if r in ("manager", "baker"):
                sd = rand_date(date(2019, 1, 1), date(2022, 12, 31)) if b == 1 else rand_date(date(2021, 6, 1), date(2022, 6, 1))
            else:
                sd = rand_date(date(2021, 1, 1), date(2025, 5, 1))
            ed = None
            if r in ("scooper", "barista", "cleaner") and rng.random() < 0.35:
                ed = sd + timedelta(days=rng.randint(90, 600))
                if ed >= END:
                    ed = None
            rate = round(base_rate[r] + rng.choice([0, 0, 0.25, 0.5, 0.75, 1.0]), 2)
            key = 1 if r in ("manager", "supervisor") or (r == "barista" and rng.random() < 0.4) else 0
            staff.append((sid, fn, ln, r, b, rate, d2s(sd), d2s(ed) if ed else None, key))
    # one extra part-time baker at branch 2 who started 2025
    staff.append((sid + 1, "Bethany", "Ashworth", "baker", 2, 12.60, "2025-02-03", None, 0))
    cur.executemany("INSERT INTO staff VALUES (?,?,?,?,?,?,?,?,?)", staff)

    def active_staff(b, d, roles_ok=None):
        out = []
        for s in staff:
            if s[4] != b:
                continue
            if roles_ok and s[3] not in roles_ok:
                continue
            sd = date.fromisoformat(s[6])
            ed = date.fromisoformat(s[7]) if s[7] else None
            if sd <= d and (ed is None or d <= ed):
                out.append(s)
        return out

    # ---------------- shifts (sampled days, not every day) ----------------
    shift_rows = []
    shid = 0
    d = START
    while d <= END:
        for b in (1, 2):
            if b == 2 and d.month in (1, 2) and d.weekday() in (0, 1):
                continue  # old town closed mon/tue in deep winter
            if rng.random() > 0.28:  # only a sample of days recorded
                continue
            pool = active_staff(b, d)
            n = max(2, int(round(len(pool) * 0.35 * season_weight(d))))
            n = min(n, len(pool))
            for s in rng.sample(pool, n):
                st = rng.choice(["09:00", "10:00", "11:00", "12:00", "13:00", "16:00"])
                length = rng.choice([4, 4.5, 5, 6, 6, 7, 8])
                sh = datetime.strptime(st, "%H:%M") + timedelta(hours=length)
                if sh.hour > 22:
                    sh = sh.replace(hour=22, minute=0)
                    length = (sh - datetime.strptime(st, "%H:%M")).seconds / 3600
                shid += 1
                shift_rows.append((shid, s[0], b, d2s(d), st, sh.strftime("%H:%M"), float(length)))
        d += timedelta(days=1)
    cur.executemany("INSERT INTO shifts VALUES (?,?,?,?,?,?,?)", shift_rows)

    # ---------------- products ----------------
    products = [
        # name, category, flavour, price, vegan, active
        ("Single Scoop Vanilla Bean", "ice cream", "vanilla", 3.20, 0, 1),
        ("Double Scoop Vanilla Bean", "ice cream", "vanilla", 5.40, 0, 1),
        ("Single Scoop Salted Caramel", "ice cream", "salted caramel", 3.40, 0, 1),
        ("Double Scoop Salted Caramel", "ice cream", "salted caramel", 5.80, 0, 1),
        ("Single Scoop Mint Choc Chip", "ice cream", "mint choc chip", 3.30, 0, 1),
        ("Single Scoop Strawberry", "ice cream", "strawberry", 3.30, 0, 1),
        ("Single Scoop Rum & Raisin", "ice cream", "rum and raisin", 3.50, 0, 1),
        ("Single Scoop Honeycomb", "ice cream", "honeycomb", 3.40, 0, 1),
        ("Single Scoop Pistachio", "ice cream", "pistachio", 3.90, 0, 1),
        ("Single Scoop Whitby Gin & Lemon", "ice cream", "gin and lemon", 3.90, 0, 0),
        ("Single Scoop Chocolate Fudge Brownie", "ice cream", "chocolate", 3.50, 0, 1),
        ("Single Scoop Cookies & Cream", "ice cream", "cookies and cream", 3.40, 0, 1),
        ("Single Scoop Bubblegum", "ice cream", "bubblegum", 3.20, 0, 0),
        ("Mango Sorbet", "sorbet", "mango", 3.30, 1, 1),
        ("Raspberry Sorbet", "sorbet", "raspberry", 3.30, 1, 1),
        ("Lemon Sorbet", "sorbet", "lemon", 3.20, 1, 1),
        ("Oat Milk Chocolate", "ice cream", "chocolate", 3.60, 1, 1),
        ("Coconut & Lime Vegan Scoop", "ice cream", "coconut and lime", 3.60, 1, 0),
        ("Knickerbocker Glory", "sundae", "mixed", 7.95, 0, 1),
        ("Banana Split", "sundae", "banana", 7.50, 0, 1),
        ("Hot Fudge Sundae", "sundae", "chocolate", 6.95, 0, 1),
        ("Strawberry Eton Mess Sundae", "sundae", "strawberry", 7.25, 0, 1),
        ("Vegan Berry Sundae", "sundae", "mixed berry", 7.25, 1, 1),
        ("Vanilla Milkshake", "milkshake", "vanilla", 4.80, 0, 1),
        ("Chocolate Milkshake", "milkshake", "chocolate", 4.80, 0, 1),
        ("Strawberry Milkshake", "milkshake", "strawberry", 4.80, 0, 1),
        ("Biscoff Milkshake", "milkshake", "biscoff", 5.40, 0, 1),
        ("Oreo Freakshake", "milkshake", "cookies and cream", 6.90, 0, 1),
        ("Belgian Waffle with Ice Cream", "waffle", None, 6.50, 0, 1),
        ("Waffle with Nutella & Banana", "waffle", "chocolate", 6.80, 0, 1),
        ("Crepe with Lemon & Sugar", "waffle", "lemon", 4.90, 0, 1),
        ("Americano", "hot drink", None, 2.90, 1, 1),
        ("Cappuccino", "hot drink", None, 3.40, 0, 1),
        ("Latte", "hot drink", None, 3.50, 0, 1),
        ("Hot Chocolate", "hot drink", "chocolate", 3.60, 0, 1),
        ("Pot of Yorkshire Tea", "hot drink", None, 2.60, 1, 1),
        ("Affogato", "hot drink", "vanilla", 4.20, 0, 1),
        ("Slice of Victoria Sponge", "cake", "vanilla", 3.80, 0, 1),
        ("Slice of Carrot Cake", "cake", "carrot", 3.90, 0, 1),
        ("Chocolate Brownie", "cake", "chocolate", 3.20, 0, 1),
        ("Vegan Lemon Drizzle Slice", "cake", "lemon", 3.80, 1, 1),
        ("Scone with Jam & Cream", "cake", None, 3.60, 0, 1),
        ("Kids Cone with Sprinkles", "ice cream", "vanilla", 2.50, 0, 1),
        ("Doggy Ice Cream Pot", "ice cream", None, 2.00, 0, 1),
        ("Take-Home Tub 500ml", "take home", None, 6.50, 0, 1),
        ("Take-Home Tub 1 Litre", "take home", None, 11.00, 0, 1),
        ("Ice Cream Cake 8 inch", "celebration cake", None, 28.00, 0, 1),
        ("Ice Cream Cake 10 inch", "celebration cake", None, 38.00, 0, 1),
        ("Sponge Celebration Cake", "celebration cake", None, 32.00, 0, 1),
        ("Vegan Celebration Cake", "celebration cake", None, 36.00, 1, 1),
        ("Pumpkin Spice Scoop", "ice cream", "pumpkin spice", 3.60, 0, 0),
    ]
    cur.executemany("INSERT INTO products VALUES (?,?,?,?,?,?,?)",
                    [(i + 1,) + p for i, p in enumerate(products)])
    prod = [(i + 1,) + p for i, p in enumerate(products)]
    # sale weights; celebration cakes never sold over the counter; Pumpkin Spice never sold
    pop = {
        "Single Scoop Vanilla Bean": 10, "Double Scoop Vanilla Bean": 7, "Single Scoop Salted Caramel": 9,
        "Double Scoop Salted Caramel": 6, "Single Scoop Mint Choc Chip": 6, "Single Scoop Strawberry": 6,
        "Single Scoop Rum & Raisin": 3, "Single Scoop Honeycomb": 5, "Single Scoop Pistachio": 4,
        "Single Scoop Whitby Gin & Lemon": 2, "Single Scoop Chocolate Fudge Brownie": 7,
        "Single Scoop Cookies & Cream": 5, "Single Scoop Bubblegum": 2, "Mango Sorbet": 3,
        "Raspberry Sorbet": 3, "Lemon Sorbet": 2, "Oat Milk Chocolate": 2, "Coconut & Lime Vegan Scoop": 1,
        "Knickerbocker Glory": 3, "Banana Split": 2, "Hot Fudge Sundae": 3, "Strawberry Eton Mess Sundae": 2,
        "Vegan Berry Sundae": 1, "Vanilla Milkshake": 3, "Chocolate Milkshake": 4, "Strawberry Milkshake": 3,
        "Biscoff Milkshake": 4, "Oreo Freakshake": 2, "Belgian Waffle with Ice Cream": 4,
        "Waffle with Nutella & Banana": 3, "Crepe with Lemon & Sugar": 1, "Americano": 3, "Cappuccino": 4,
        "Latte": 4, "Hot Chocolate": 4, "Pot of Yorkshire Tea": 3, "Affogato": 1,
        "Slice of Victoria Sponge": 2, "Slice of Carrot Cake": 2, "Chocolate Brownie": 3,
        "Vegan Lemon Drizzle Slice": 1, "Scone with Jam & Cream": 2, "Kids Cone with Sprinkles": 5,
        "Doggy Ice Cream Pot": 2, "Take-Home Tub 500ml": 2, "Take-Home Tub 1 Litre": 1,
    }
    sellable = [p for p in prod if p[1] in pop]
    # discontinued lines stop selling after a cutoff
    discontinued_cut = {"Single Scoop Whitby Gin & Lemon": date(2024, 9, 30),
                        "Single Scoop Bubblegum": date(2024, 3, 31),
                        "Coconut & Lime Vegan Scoop": date(2023, 10, 31)}
    # winter boosts for hot drinks
    price_rise = date(2024, 4, 1)  # prices were 0.20 lower before this

    # ---------------- suppliers ----------------
    suppliers = [
        (1, "Yorkshire Dales Dairy Co", "milk, cream and ice cream base", "Thirsk", "Martin Hebden", "01845 522190", "orders@ydairy.co.uk"),
        (2, "Moorland Fruit Farm", "fresh fruit and berries", "Pickering", "Sally Dobson", "01751 473002", None),
        (3, "Bean & Leaf Roasters", "coffee beans and tea", "York", "Jonty Reeve", "01904 611843", "trade@beanandleaf.co.uk"),
        (4, "Coastal Catering Supplies", "cones, cups, napkins and spoons", "Hull", "Dean Marsh", "01482 330771", "sales@coastalcs.co.uk"),
        (5, "Sweet Things Wholesale", "sauces, sprinkles and toppings", "Leeds", "Farah Iqbal", "0113 496 0221", "farah@sweetthings.co.uk"),
        (6, "North Riding Bakery Supplies", "flour, sugar and baking goods", "Malton", "Gareth Lowe", None, "gareth@nrbs.co.uk"),
        (7, "Plant Pantry", "oat milk and vegan bases", "Harrogate", "Imogen Fairley", "01423 502118", "hello@plantpantry.co.uk"),
        (8, "Whitby Cleaning Services", "cleaning products", "Whitby", None, "01947 600114", None),
        (9, "Ryedale Chocolate Works", "chocolate and cocoa", "Malton", "Peter Sowerby", "01653 690032", "peter@ryedalechoc.co.uk"),
    ]
    cur.executemany("INSERT INTO suppliers VALUES (?,?,?,?,?,?,?)", suppliers)
    sup_items = {
        1: [("double cream 5L", 14.50), ("whole milk 20L", 16.80), ("ice cream base mix 10L", 27.00), ("butter 5kg", 31.00)],
        2: [("strawberries 5kg", 19.00), ("raspberries 3kg", 21.50), ("bananas 7kg", 9.80), ("lemons 5kg", 8.90), ("mangoes 4kg", 15.20)],
        3: [("espresso beans 5kg", 78.00), ("Yorkshire tea bags 1100", 32.50), ("hot chocolate powder 2kg", 18.40)],
        4: [("waffle cones box of 300", 36.00), ("paper cups 1000", 42.00), ("wooden spoons 5000", 24.00), ("tubs 500ml x 200", 55.00)],
        5: [("salted caramel sauce 3kg", 22.00), ("rainbow sprinkles 2kg", 11.50), ("biscoff crumb 2kg", 17.90), ("oreo crumb 2kg", 16.40)],
        6: [("plain flour 16kg", 13.20), ("caster sugar 25kg", 24.60), ("free range eggs tray of 180", 38.00)],
        7: [("oat milk 12x1L", 19.20), ("vegan ice cream base 10L", 34.00)],
        8: [("sanitiser 5L", 12.50), ("blue roll x6", 21.00), ("bin liners 200", 14.00)],
        9: [("dark chocolate callets 5kg", 62.00), ("cocoa powder 2kg", 21.00), ("fudge pieces 3kg", 27.50)],
    }
    sup_freq = {1: 9, 2: 4, 3: 2, 4: 2, 5: 2, 6: 1, 7: 1, 8: 1, 9: 1}
    deliveries = []
    did = 0
    d = START
    while d <= END:
        for b in (1, 2):
            for s_id, f in sup_freq.items():
                if s_id == 6 and b == 2:
                    continue  # all baking done at Harbourside
                p = f / 30.0 * (0.6 + 0.5 * season_weight(d)) * (1.0 if b == 1 else 0.7)
                if rng.random() < p:
                    item, cost = rng.choice(sup_items[s_id])
                    if d >= date(2024, 1, 1):
                        cost = round(cost * 1.06, 2)
                    if d >= date(2025, 1, 1):
                        cost = round(cost * 1.04, 2)
                    qty = rng.choice([1, 1, 2, 2, 3, 4, 5, 6])
                    r = rng.random()
                    status = "received" if r < 0.88 else ("partial" if r < 0.95 else "returned")
                    if d > END - timedelta(days=4):
                        status = "on order"
                    did += 1
                    deliveries.append((did, s_id, b, d2s(d), item, qty, cost, round(qty * cost, 2), status))
        d += timedelta(days=1)
    cur.executemany("INSERT INTO stock_deliveries VALUES (?,?,?,?,?,?,?,?,?)", deliveries)

    # ---------------- customers (loyalty card) ----------------
    customers = []
    for cid in range(1, 421):
        fn, ln = rng.choice(FIRST), rng.choice(LAST)
        jd = rand_date(date(2022, 6, 1), date(2025, 9, 30))
        email = f"{fn.lower()}.{ln.lower()}{rng.randint(1, 99)}@{rng.choice(['gmail.com', 'hotmail.co.uk', 'outlook.com', 'btinternet.com', 'yahoo.co.uk'])}" if rng.random() < 0.82 else None
        phone = f"07{rng.randint(100, 999)} {rng.randint(100000, 999999)}" if rng.random() < 0.6 else None
        town = rng.choices(TOWNS, TOWN_W)[0] if rng.random() < 0.93 else None
        dob = d2s(rand_date(date(1950, 1, 1), date(2010, 12, 31))) if rng.random() < 0.55 else None
        customers.append([cid, fn, ln, email, phone, town, d2s(jd), "bronze", 0, dob])

    # ---------------- sales tickets & lines ----------------
    tickets = []
    lines = []
    tid = 0
    lid = 0
    cust_spend = {}
    loyal_pool = [c for c in customers]
    regulars = rng.sample(loyal_pool, 60)
    d = START
    while d <= END:
        for b in (1, 2):
            if b == 2 and d.month in (1, 2) and d.weekday() in (0, 1):
                continue
            base = 2.6 if b == 1 else 1.7
            if d.weekday() >= 5:
                base *= 1.4
            n = int(base * season_weight(d) + rng.random())
            servers = active_staff(b, d, ("scooper", "barista", "supervisor", "manager"))
            if not servers:
                continue
            for _ in range(n):
                tid += 1
                hh = rng.choices(range(10, 21), [2, 4, 7, 8, 9, 9, 8, 6, 4, 3, 2])[0]
                ts = datetime(d.year, d.month, d.day, hh, rng.randint(0, 59), rng.randint(0, 59))
                server = rng.choice(servers)
                cust = None
                if rng.random() < 0.38:
                    cand = rng.choice(regulars) if rng.random() < 0.5 else rng.choice(loyal_pool)
                    if date.fromisoformat(cand[6]) <= d:
                        cust = cand[0]
                pay = rng.choices(["card", "contactless", "cash"], [30, 50, 20])[0]
                eat_in = 1 if rng.random() < (0.45 if b == 1 else 0.3) else 0
                total = 0.0
                nlines = rng.choices([1, 2, 3, 4], [45, 32, 15, 8])[0]
                chosen = set()
                for _l in range(nlines):
                    while True:
                        p = rng.choices(sellable, [pop[x[1]] * (2.5 if (x[2] == "hot drink" and d.month in (11, 12, 1, 2)) else 1) for x in sellable])[0]
                        cut = discontinued_cut.get(p[1])
                        if cut and d > cut:
                            continue
                        if p[0] in chosen:
                            continue
                        break
                    chosen.add(p[0])
                    qty = rng.choices([1, 2, 3, 4], [60, 28, 8, 4])[0]
                    up = p[4] if d >= price_rise else round(p[4] - 0.20, 2)
                    amt = round(qty * up, 2)
                    total += amt
                    lid += 1
                    lines.append((lid, tid, p[0], qty, up, amt))
                total = round(total, 2)
                if cust:
                    cust_spend[cust] = cust_spend.get(cust, 0) + total
                tickets.append((tid, b, server[0], cust, ts.strftime("%Y-%m-%d %H:%M:%S"), pay, eat_in, total))
        d += timedelta(days=1)

    # loyalty tier / points from spend
    for c in customers:
        sp = cust_spend.get(c[0], 0)
        c[8] = int(sp * 10) - rng.choice([0, 0, 50, 100, 200]) if sp else 0
        c[8] = max(c[8], 0)
        c[7] = "gold" if sp >= 170 else ("silver" if sp >= 60 else "bronze")
    cur.executemany("INSERT INTO customers VALUES (?,?,?,?,?,?,?,?,?,?)", [tuple(c) for c in customers])
    cur.executemany("INSERT INTO sales_tickets VALUES (?,?,?,?,?,?,?,?)", tickets)
    cur.executemany("INSERT INTO ticket_lines VALUES (?,?,?,?,?,?)", lines)

    # ---------------- cake / party orders ----------------
    cake_prods = {"Ice Cream Cake 8 inch": (28.0, 10), "Ice Cream Cake 10 inch": (38.0, 16),
                  "Sponge Celebration Cake": (32.0, 14), "Vegan Celebration Cake": (36.0, 12)}
    occasions = ["birthday", "birthday", "birthday", "birthday", "anniversary", "wedding", "christening",
                 "retirement", "baby shower", None]
    decorations = ["with name piped on top", "unicorn theme", "football theme", "chocolate drip and sprinkles",
                   "fresh strawberries", "number candles", "gold leaf", "dinosaur theme", "plain white icing",
                   "rainbow layers", "photo print topper", "mermaid theme"]
    flavours = ["vanilla", "salted caramel", "chocolate fudge brownie", "strawberry", "mint choc chip",
                "honeycomb", "lemon", "cookies and cream", "pistachio"]
    bakers = [s for s in staff if s[3] in ("baker", "manager", "supervisor")]
    orders = []
    for oid in range(1, 171):
        cust = rng.choice(customers)
        b = rng.choices([1, 2], [65, 35])[0]
        od = rand_date(max(date.fromisoformat(cust[6]), START), END - timedelta(days=3))
        cd = od + timedelta(days=rng.randint(3, 21))
        kind = rng.choices(list(cake_prods), [35, 25, 28, 12])[0]
        base, serv = cake_prods[kind]
        size_extra = rng.choice([0, 0, 0, 4, 8])
        servings = serv + size_extra
        total = base + size_extra * 2.5 + rng.choice([0, 0, 5, 7.5, 12])
        if cd >= date(2025, 1, 1):
            total += 2.0
        deposit = round(total * rng.choice([0.25, 0.5, 0.5]), 2)
        occ = rng.choice(occasions)
        desc = f"{kind.replace(' Celebration Cake', '').replace('Ice Cream Cake', 'ice cream cake')} - {rng.choice(flavours)}, {rng.choice(decorations)}"
        today = date(2025, 10, 31)
        if cd > today:
            status = rng.choice(["pending", "pending", "confirmed"])
            coll = None
        elif cd > today - timedelta(days=2):
            status = "ready"
            coll = None
        else:
            r = rng.random()
            if r < 0.9:
                status = "collected"
                coll = datetime(cd.year, cd.month, cd.day, rng.randint(10, 17), rng.choice([0, 15, 30, 45]), 0).strftime("%Y-%m-%d %H:%M:%S")
            else:
                status = "cancelled"
                coll = None
        taken = [s for s in bakers if s[4] == b]
        taker = rng.choice(taken)[0] if rng.random() < 0.92 else None
        orders.append((oid, cust[0], b, taker, occ, desc, servings, d2s(od), d2s(cd), deposit, round(total, 2), status, coll))
    cur.executemany("INSERT INTO cake_order VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)", orders)

    con.commit()
    con.close()
    print("wrote", DB_PATH)


if __name__ == "__main__":
    main()
