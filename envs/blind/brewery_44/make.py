#!/usr/bin/env python3
"""Build the microbrewery SQLite database and the blind text-to-SQL dev set.

Usage: python3 make.py
Writes database/brewery/brewery.sqlite and dev.json next to this script.
"""
import json
import os
import random
import sqlite3
from datetime import date, timedelta

random.seed(44)

HERE = os.path.dirname(os.path.abspath(__file__))
DB_DIR = os.path.join(HERE, "database", "brewery")
DB_PATH = os.path.join(DB_DIR, "brewery.sqlite")
DEV_PATH = os.path.join(HERE, "dev.json")

SCHEMA = """
PRAGMA foreign_keys = ON;

CREATE TABLE suppliers (
    supplier_id     INTEGER PRIMARY KEY,
    supplier_name   TEXT NOT NULL,
    country         TEXT NOT NULL,
    contact_email   TEXT
);

CREATE TABLE ingredients (
    ingredient_id   INTEGER PRIMARY KEY,
    ingredient_name TEXT NOT NULL,
    ingredient_type TEXT NOT NULL CHECK (ingredient_type IN ('hop', 'malt', 'yeast')),
    supplier_id     INTEGER NOT NULL REFERENCES suppliers(supplier_id),
    cost_per_kg     REAL NOT NULL,
    stock_kg        REAL NOT NULL
);

CREATE TABLE beers (
    beer_id         INTEGER PRIMARY KEY,
    beer_name       TEXT NOT NULL UNIQUE,
    style           TEXT NOT NULL,
    abv_percent     REAL NOT NULL,
    price_per_pint  REAL NOT NULL,
    is_seasonal     INTEGER NOT NULL DEFAULT 0 CHECK (is_seasonal IN (0, 1)),
    main_hop_id     INTEGER REFERENCES ingredients(ingredient_id),
    base_malt_id    INTEGER REFERENCES ingredients(ingredient_id),
    launched_on     TEXT NOT NULL
);

CREATE TABLE staff (
    staff_id        INTEGER PRIMARY KEY,
    first_name      TEXT NOT NULL,
    last_name       TEXT NOT NULL,
    role            TEXT NOT NULL CHECK (role IN ('head brewer', 'brewer', 'bartender', 'taproom manager', 'sales rep', 'delivery driver')),
    hourly_rate     REAL NOT NULL,
    hired_on        TEXT NOT NULL,
    left_on         TEXT
);

CREATE TABLE brew_batches (
    batch_id        INTEGER PRIMARY KEY,
    beer_id         INTEGER NOT NULL REFERENCES beers(beer_id),
    brewer_id       INTEGER NOT NULL REFERENCES staff(staff_id),
    brew_date       TEXT NOT NULL,
    litres_brewed   REAL NOT NULL,
    original_gravity REAL NOT NULL,
    batch_status    TEXT NOT NULL CHECK (batch_status IN ('fermenting', 'conditioning', 'packaged', 'dumped'))
);

CREATE TABLE trade_customers (
    customer_id     INTEGER PRIMARY KEY,
    customer_name   TEXT NOT NULL,
    customer_type   TEXT NOT NULL CHECK (customer_type IN ('pub', 'bottle shop', 'restaurant')),
    town            TEXT NOT NULL,
    contact_name    TEXT,
    account_opened_on TEXT NOT NULL
);

CREATE TABLE wholesale_orders (
    order_id        INTEGER PRIMARY KEY,
    customer_id     INTEGER NOT NULL REFERENCES trade_customers(customer_id),
    sales_rep_id    INTEGER REFERENCES staff(staff_id),
    order_date      TEXT NOT NULL,
    delivery_date   TEXT,
    order_status    TEXT NOT NULL CHECK (order_status IN ('pending', 'delivered', 'cancelled'))
);

CREATE TABLE wholesale_order_lines (
    line_id         INTEGER PRIMARY KEY,
    order_id        INTEGER NOT NULL REFERENCES wholesale_orders(order_id),
    beer_id         INTEGER NOT NULL REFERENCES beers(beer_id),
    container_type  TEXT NOT NULL CHECK (container_type IN ('keg', 'cask', 'bottle case')),
    container_litres REAL NOT NULL,
    quantity        INTEGER NOT NULL,
    unit_price      REAL NOT NULL
);

CREATE TABLE taproom_sales (
    sale_id         INTEGER PRIMARY KEY,
    beer_id         INTEGER NOT NULL REFERENCES beers(beer_id),
    staff_id        INTEGER NOT NULL REFERENCES staff(staff_id),
    sale_date       TEXT NOT NULL,
    pints           REAL NOT NULL,
    amount_paid     REAL NOT NULL,
    payment_method  TEXT NOT NULL CHECK (payment_method IN ('card', 'cash'))
);

CREATE TABLE shifts (
    shift_id        INTEGER PRIMARY KEY,
    staff_id        INTEGER NOT NULL REFERENCES staff(staff_id),
    shift_date      TEXT NOT NULL,
    start_time      TEXT NOT NULL,
    end_time        TEXT NOT NULL,
    hours_worked    REAL NOT NULL,
    area            TEXT NOT NULL CHECK (area IN ('brewhouse', 'taproom', 'warehouse', 'deliveries', 'office'))
);
"""

START = date(2023, 1, 1)
END = date(2025, 12, 31)


def d(x):
    return x.isoformat()


def rand_date(a, b):
    return a + timedelta(days=random.randint(0, (b - a).days))


# ---------------------------------------------------------------- suppliers
SUPPLIERS = [
    ("Charles Faram & Co", "England", "orders@charlesfaram.example"),
    ("Crisp Malt", "England", "sales@crispmalt.example"),
    ("Simpsons Malt", "Scotland", "trade@simpsonsmalt.example"),
    ("Yakima Chief Hops", "USA", "uk@yakimachief.example"),
    ("Bintani Hops", "Australia", "hello@bintani.example"),
    ("Weyermann Malting", "Germany", "export@weyermann.example"),
    ("Lallemand Brewing", "Canada", "brewing@lallemand.example"),
    ("Thomas Fawcett & Sons", "England", "office@fawcett.example"),
]

# name, type, supplier index (1-based), cost_per_kg
INGREDIENTS = [
    ("Maris Otter Pale Malt", "malt", 2, 1.45),
    ("Golden Promise Malt", "malt", 3, 1.62),
    ("Extra Pale Malt", "malt", 2, 1.38),
    ("Pilsner Malt", "malt", 6, 1.52),
    ("Munich Malt", "malt", 6, 1.70),
    ("Crystal 150", "malt", 8, 1.95),
    ("Chocolate Malt", "malt", 8, 2.30),
    ("Roasted Barley", "malt", 3, 2.10),
    ("Wheat Malt", "malt", 6, 1.58),
    ("Oat Malt", "malt", 8, 1.88),
    ("Brown Malt", "malt", 2, 2.05),
    ("East Kent Goldings", "hop", 1, 24.50),
    ("Fuggles", "hop", 1, 21.00),
    ("Challenger", "hop", 1, 19.80),
    ("Target", "hop", 1, 18.40),
    ("Cascade", "hop", 4, 27.90),
    ("Citra", "hop", 4, 42.50),
    ("Mosaic", "hop", 4, 44.00),
    ("Simcoe", "hop", 4, 39.60),
    ("Centennial", "hop", 4, 31.20),
    ("Galaxy", "hop", 5, 46.80),
    ("Nelson Sauvin", "hop", 5, 49.90),
    ("Saaz", "hop", 6, 26.30),
    ("Hallertau Mittelfrueh", "hop", 6, 28.70),
    ("Bramling Cross", "hop", 1, 22.60),
    ("Nottingham Ale Yeast", "yeast", 7, 96.00),
    ("Verdant IPA Yeast", "yeast", 7, 118.00),
    ("Belle Saison Yeast", "yeast", 7, 104.00),
    ("Diamond Lager Yeast", "yeast", 7, 101.00),
    ("London ESB Yeast", "yeast", 7, 99.00),
]


def ing_id(name):
    for i, row in enumerate(INGREDIENTS, start=1):
        if row[0] == name:
            return i
    raise KeyError(name)


# name, style, abv, price_per_pint, seasonal, main hop, base malt, launched
BEERS = [
    ("Ironbridge Bitter", "Best Bitter", 4.2, 4.60, 0, "Fuggles", "Maris Otter Pale Malt", "2019-03-01"),
    ("Foundry Pale", "Pale Ale", 4.5, 4.90, 0, "Cascade", "Maris Otter Pale Malt", "2019-03-01"),
    ("Night Shift Stout", "Stout", 5.0, 5.20, 0, "Challenger", "Maris Otter Pale Malt", "2019-09-14"),
    ("Copper Kettle IPA", "IPA", 6.2, 5.80, 0, "Citra", "Extra Pale Malt", "2020-05-02"),
    ("Haze Runner", "New England IPA", 6.8, 6.20, 0, "Mosaic", "Golden Promise Malt", "2021-04-17"),
    ("Lamplighter Porter", "Porter", 5.4, 5.30, 0, "East Kent Goldings", "Maris Otter Pale Malt", "2020-10-10"),
    ("Canal Street Lager", "Lager", 4.4, 5.00, 0, "Saaz", "Pilsner Malt", "2021-06-05"),
    ("Old Tom's Mild", "Mild", 3.6, 4.20, 0, "Fuggles", "Maris Otter Pale Malt", "2019-11-01"),
    ("Golden Hour", "Golden Ale", 3.9, 4.50, 0, "Challenger", "Extra Pale Malt", "2020-04-11"),
    ("Tidewater Double IPA", "Double IPA", 8.4, 7.40, 0, "Simcoe", "Golden Promise Malt", "2022-02-19"),
    ("Hedgerow Saison", "Saison", 5.8, 5.60, 1, "Saaz", "Pilsner Malt", "2022-06-04"),
    ("Winter Warmer", "Old Ale", 6.9, 6.10, 1, "Target", "Maris Otter Pale Malt", "2021-11-13"),
    ("Orchard Sour", "Sour", 4.0, 5.50, 1, "Hallertau Mittelfrueh", "Wheat Malt", "2023-05-20"),
    ("Bramble Bitter", "Bitter", 3.8, 4.40, 0, "Bramling Cross", "Maris Otter Pale Malt", "2021-02-27"),
    ("Southern Cross Pale", "Pale Ale", 5.2, 5.40, 0, "Galaxy", "Extra Pale Malt", "2022-08-06"),
    ("Harvest Moon Red", "Red Ale", 5.1, 5.10, 1, "Centennial", "Munich Malt", "2022-09-24"),
    ("Velvet Oat Stout", "Oatmeal Stout", 5.6, 5.50, 0, "East Kent Goldings", "Oat Malt", "2023-01-28"),
    ("Sunday Best Wheat", "Wheat Beer", 4.8, 5.00, 1, "Hallertau Mittelfrueh", "Wheat Malt", "2023-04-08"),
    ("Midnight Barley Wine", "Barley Wine", 10.5, 8.20, 1, "Target", "Maris Otter Pale Malt", "2023-11-25"),
    ("Nelson's Column", "IPA", 6.0, 5.90, 0, "Nelson Sauvin", "Golden Promise Malt", "2024-03-16"),
    ("Session Hop", "Session IPA", 3.4, 4.70, 0, "Citra", "Extra Pale Malt", "2024-07-06"),
]

# first, last, role, hourly_rate, hired_on, left_on
STAFF = [
    ("Gareth", "Pennington", "head brewer", 24.50, "2019-01-14", None),
    ("Priya", "Chandran", "brewer", 17.80, "2020-08-03", None),
    ("Tom", "Halloran", "brewer", 16.90, "2022-03-21", None),
    ("Ellie", "Marsden", "brewer", 16.40, "2023-09-04", None),
    ("Josh", "Whitfield", "bartender", 12.10, "2021-05-10", None),
    ("Megan", "Doyle", "bartender", 11.90, "2022-06-13", "2024-08-30"),
    ("Callum", "Reid", "bartender", 11.75, "2023-02-06", None),
    ("Aisha", "Okafor", "bartender", 12.00, "2023-07-17", None),
    ("Finn", "Gallagher", "bartender", 11.60, "2024-04-08", None),
    ("Sophie", "Turnbull", "taproom manager", 15.20, "2020-02-17", None),
    ("Rob", "Ashworth", "sales rep", 16.00, "2020-11-02", None),
    ("Hannah", "Kerr", "sales rep", 15.50, "2023-01-09", None),
    ("Dave", "Iqbal", "delivery driver", 13.40, "2021-09-27", None),
    ("Lucy", "Bramwell", "delivery driver", 13.10, "2024-02-12", None),
]

TOWNS = ["Sheffield", "Leeds", "Manchester", "York", "Huddersfield", "Harrogate",
         "Halifax", "Bradford", "Wakefield", "Barnsley"]

# name, type, town, account_opened_on
CUSTOMERS = [
    ("The Red Lion", "pub", "Sheffield", "2019-06-01"),
    ("The King's Arms", "pub", "York", "2019-08-15"),
    ("The Fat Cat", "pub", "Sheffield", "2019-04-20"),
    ("The Grapes", "pub", "Manchester", "2020-01-10"),
    ("The Crown & Anchor", "pub", "Leeds", "2020-03-05"),
    ("The Kelham Tap", "pub", "Sheffield", "2020-07-22"),
    ("The Black Swan", "pub", "Harrogate", "2021-02-14"),
    ("The Blue Bell", "pub", "York", "2021-05-30"),
    ("The Railway Inn", "pub", "Huddersfield", "2019-10-03"),
    ("The Wheatsheaf", "pub", "Wakefield", "2022-01-18"),
    ("The Rose & Crown", "pub", "Halifax", "2020-09-09"),
    ("The Fleece", "pub", "Bradford", "2021-11-11"),
    ("The Old Bell", "pub", "Barnsley", "2022-04-25"),
    ("The Shakespeare", "pub", "Sheffield", "2019-05-17"),
    ("The Brewers Arms", "pub", "Leeds", "2022-08-08"),
    ("The Packhorse", "pub", "Manchester", "2023-03-13"),
    ("The Golden Fleece", "pub", "York", "2021-07-07"),
    ("The Three Tuns", "pub", "Halifax", "2023-06-19"),
    ("The White Hart", "pub", "Harrogate", "2020-12-01"),
    ("The Plough", "pub", "Wakefield", "2024-02-26"),
    ("The Fox & Hounds", "pub", "Barnsley", "2024-09-02"),
    ("The Navigation", "pub", "Huddersfield", "2025-03-03"),
    ("Hop Hideout", "bottle shop", "Sheffield", "2020-04-04"),
    ("The Bottle Cellar", "bottle shop", "Leeds", "2021-03-22"),
    ("Craft & Cask", "bottle shop", "Manchester", "2021-10-30"),
    ("Beer Central", "bottle shop", "York", "2022-05-16"),
    ("Grain & Grape", "bottle shop", "Harrogate", "2022-11-07"),
    ("The Hop Vault", "bottle shop", "Bradford", "2023-08-21"),
    ("Cap & Crown Beer Shop", "bottle shop", "Huddersfield", "2024-01-15"),
    ("Barrel & Bottle", "bottle shop", "Wakefield", "2025-05-12"),
    ("Olive & Ash Kitchen", "restaurant", "Leeds", "2021-06-28"),
    ("The Copper Pot Bistro", "restaurant", "Sheffield", "2022-02-07"),
    ("Smokehouse 44", "restaurant", "Manchester", "2022-09-19"),
    ("The Allotment", "restaurant", "York", "2023-04-03"),
    ("Marrow & Bone", "restaurant", "Harrogate", "2023-10-23"),
    ("Spice Route", "restaurant", "Bradford", "2024-05-06"),
    ("The Fisherman's Table", "restaurant", "Halifax", "2024-11-18"),
]

# customers that stopped ordering at the end of 2023 / mid 2024, and ones that never ordered
STOP_ORDERING = {
    "The Grapes": date(2023, 12, 31),
    "The Old Bell": date(2023, 11, 30),
    "The Black Swan": date(2024, 6, 30),
    "Beer Central": date(2024, 3, 31),
    "Smokehouse 44": date(2023, 10, 31),
}
NEVER_ORDERED = {"The Navigation", "Barrel & Bottle", "The Fisherman's Table"}

CONTACT_FIRST = ["Mark", "Sarah", "Dean", "Gemma", "Liam", "Rachel", "Steve", "Claire",
                 "Nathan", "Jess", "Paul", "Kirsty", "Adam", "Zoe", "Imran", "Beth"]
CONTACT_LAST = ["Holmes", "Brook", "Shaw", "Pickering", "Booth", "Walsh", "Hirst",
                "Lodge", "Firth", "Lister", "Sutcliffe", "Ramsden", "Khan", "Wood"]

# containers: type -> (litres, price multiplier per litre)
CONTAINERS = {
    "keg": 30.0,
    "cask": 40.9,          # firkin
    "bottle case": 5.28,   # 12 x 440ml
}


def season_ok(beer, day):
    """Seasonal beers are only around at certain times of year."""
    name = beer[0]
    m = day.month
    if name == "Hedgerow Saison":
        return m in (5, 6, 7, 8)
    if name == "Winter Warmer":
        return m in (11, 12, 1, 2)
    if name == "Orchard Sour":
        return m in (6, 7, 8, 9)
    if name == "Harvest Moon Red":
        return m in (9, 10, 11)
    if name == "Sunday Best Wheat":
        return m in (4, 5, 6, 7, 8)
    if name == "Midnight Barley Wine":
        return m in (12, 1)
    return True


def beer_available(beer, day):
    return date.fromisoformat(beer[7]) <= day and season_ok(beer, day)


def staff_active(s, day):
    hired = date.fromisoformat(s[4])
    left = date.fromisoformat(s[5]) if s[5] else None
    return hired <= day and (left is None or day <= left)


# popularity weights for taproom and trade
POP = {
    "Ironbridge Bitter": 9, "Foundry Pale": 12, "Night Shift Stout": 7, "Copper Kettle IPA": 11,
    "Haze Runner": 10, "Lamplighter Porter": 5, "Canal Street Lager": 13, "Old Tom's Mild": 3,
    "Golden Hour": 8, "Tidewater Double IPA": 4, "Hedgerow Saison": 5, "Winter Warmer": 6,
    "Orchard Sour": 5, "Bramble Bitter": 4, "Southern Cross Pale": 7, "Harvest Moon Red": 5,
    "Velvet Oat Stout": 6, "Sunday Best Wheat": 5, "Midnight Barley Wine": 3,
    "Nelson's Column": 8, "Session Hop": 6,
}


def build():
    os.makedirs(DB_DIR, exist_ok=True)
    if os.path.exists(DB_PATH):
        os.remove(DB_PATH)
    con = sqlite3.connect(DB_PATH)
    con.executescript(SCHEMA)
    cur = con.cursor()

    # suppliers
    for i, (n, c, e) in enumerate(SUPPLIERS, start=1):
        cur.execute("INSERT INTO suppliers VALUES (?,?,?,?)", (i, n, c, e))

    # ingredients
    for i, (n, t, s, cost) in enumerate(INGREDIENTS, start=1):
        if t == "malt":
            stock = round(random.uniform(150, 1800), 1)
        elif t == "hop":
            stock = round(random.uniform(4, 65), 1)
        else:
            stock = round(random.uniform(0.5, 6), 2)
        cur.execute("INSERT INTO ingredients VALUES (?,?,?,?,?,?)", (i, n, t, s, cost, stock))

    # beers
    for i, b in enumerate(BEERS, start=1):
        name, style, abv, ppp, seas, hop, malt, launched = b
        cur.execute("INSERT INTO beers VALUES (?,?,?,?,?,?,?,?,?)",
                    (i, name, style, abv, ppp, seas, ing_id(hop), ing_id(malt), launched))

    # staff
    for i, s in enumerate(STAFF, start=1):
        cur.execute("INSERT INTO staff VALUES (?,?,?,?,?,?,?)", (i,) + s)

    brewers = [i for i, s in enumerate(STAFF, start=1) if s[2] in ("head brewer", "brewer")]
    bartenders = [i for i, s in enumerate(STAFF, start=1) if s[2] in ("bartender", "taproom manager")]
    reps = [i for i, s in enumerate(STAFF, start=1) if s[2] == "sales rep"]

    # brew batches: roughly 1-2 brews a week
    batch_id = 0
    day = START + timedelta(days=2)
    beer_weights = [POP[b[0]] for b in BEERS]
    while day <= END - timedelta(days=3):
        if day.weekday() < 5 and random.random() < 0.28:
            # choose a beer available at brew time (brew a bit ahead for seasonals)
            for _ in range(50):
                bi = random.choices(range(len(BEERS)), weights=beer_weights)[0]
                if beer_available(BEERS[bi], day + timedelta(days=21)) and \
                        date.fromisoformat(BEERS[bi][7]) <= day + timedelta(days=30):
                    break
            b = BEERS[bi]
            cands = [x for x in brewers if staff_active(STAFF[x - 1], day)]
            brewer = random.choices(cands, weights=[3 if x == 1 else 2 for x in cands])[0]
            litres = random.choice([800, 1000, 1000, 1200, 1600, 1600, 2000])
            if b[2] >= 8:
                litres = random.choice([500, 600, 800])
            litres = float(litres + random.choice([-40, -25, -10, 0, 0, 0, 15]))
            og = round(1.000 + (b[2] * 0.0076) + random.uniform(-0.002, 0.002), 3)
            age = (END - day).days
            if age < 10:
                status = "fermenting"
            elif age < 28:
                status = "conditioning"
            else:
                status = "dumped" if random.random() < 0.03 else "packaged"
            batch_id += 1
            cur.execute("INSERT INTO brew_batches VALUES (?,?,?,?,?,?,?)",
                        (batch_id, bi + 1, brewer, d(day), litres, og, status))
        day += timedelta(days=1)

    # trade customers
    for i, (n, t, town, opened) in enumerate(CUSTOMERS, start=1):
        contact = f"{random.choice(CONTACT_FIRST)} {random.choice(CONTACT_LAST)}"
        cur.execute("INSERT INTO trade_customers VALUES (?,?,?,?,?,?)", (i, n, t, town, contact, opened))

    # wholesale orders
    order_id = 0
    line_id = 0
    for ci, (n, t, town, opened) in enumerate(CUSTOMERS, start=1):
        if n in NEVER_ORDERED:
            continue
        first = max(START, date.fromisoformat(opened))
        last = STOP_ORDERING.get(n, END)
        # order frequency in days
        if t == "pub":
            gap_mean = random.choice([10, 14, 18, 24, 30])
        elif t == "bottle shop":
            gap_mean = random.choice([20, 28, 35])
        else:
            gap_mean = random.choice([25, 35, 45])
        dday = first + timedelta(days=random.randint(0, 20))
        while dday <= last:
            order_id += 1
            rep = random.choice([r for r in reps if staff_active(STAFF[r - 1], dday)] or [11])
            age = (END - dday).days
            r = random.random()
            if age < 5:
                status = "pending"
            elif r < 0.04:
                status = "cancelled"
            else:
                status = "delivered"
            delivery = d(dday + timedelta(days=random.randint(1, 5))) if status == "delivered" else None
            cur.execute("INSERT INTO wholesale_orders VALUES (?,?,?,?,?,?)",
                        (order_id, ci, rep, d(dday), delivery, status))
            # lines
            avail = [i for i, b in enumerate(BEERS) if beer_available(b, dday)]
            nlines = random.choice([1, 2, 2, 3, 3, 4])
            chosen = set()
            for _ in range(nlines):
                bi = random.choices(avail, weights=[POP[BEERS[i][0]] for i in avail])[0]
                if bi in chosen:
                    continue
                chosen.add(bi)
                b = BEERS[bi]
                if t == "pub":
                    ctype = random.choices(["cask", "keg"], weights=[5, 4])[0]
                    if b[1] in ("Lager", "New England IPA", "Double IPA", "Sour"):
                        ctype = "keg"
                    qty = random.choice([1, 1, 2, 2, 3, 4])
                elif t == "bottle shop":
                    ctype = "bottle case"
                    qty = random.choice([2, 3, 4, 5, 6, 8, 10])
                else:
                    ctype = random.choices(["keg", "bottle case"], weights=[3, 2])[0]
                    qty = random.choice([1, 1, 2, 3]) if ctype == "keg" else random.choice([2, 3, 4])
                litres = CONTAINERS[ctype]
                # wholesale price per litre scales with pint price; yearly price rises
                yr_mult = {2023: 1.0, 2024: 1.05, 2025: 1.09}[dday.year]
                if ctype == "bottle case":
                    unit = round((b[3] * 4.9) * yr_mult, 2)
                elif ctype == "cask":
                    unit = round((b[3] * 22.5) * yr_mult, 2)
                else:
                    unit = round((b[3] * 18.2) * yr_mult, 2)
                line_id += 1
                cur.execute("INSERT INTO wholesale_order_lines VALUES (?,?,?,?,?,?,?)",
                            (line_id, order_id, bi + 1, ctype, litres, qty, unit))
            dday += timedelta(days=max(3, int(random.gauss(gap_mean, gap_mean * 0.3))))

    # taproom sales: taproom open Wed-Sun
    sale_id = 0
    day = START
    while day <= END:
        if day.weekday() >= 2 and not (day.month == 12 and day.day in (25, 26)):
            busy = {2: 8, 3: 10, 4: 16, 5: 20, 6: 12}[day.weekday()]
            if day.month in (6, 7, 8, 12):
                busy = int(busy * 1.3)
            busy = int(busy * {2023: 0.8, 2024: 1.0, 2025: 1.15}[day.year])
            n = max(1, int(random.gauss(busy, busy * 0.25)))
            n = max(1, n // 2)   # each row is a tab / round, not a pint
            on_duty = [s for s in bartenders if staff_active(STAFF[s - 1], day)]
            avail = [i for i, b in enumerate(BEERS) if beer_available(b, day)]
            for _ in range(n):
                bi = random.choices(avail, weights=[POP[BEERS[i][0]] for i in avail])[0]
                b = BEERS[bi]
                pints = random.choice([0.5, 1, 1, 2, 2, 2, 3, 3, 4, 5, 6])
                if b[2] >= 8:
                    pints = random.choice([0.5, 0.5, 1])
                yr_mult = {2023: 0.95, 2024: 1.0, 2025: 1.05}[day.year]
                price = round(b[3] * yr_mult, 1)
                staff = random.choice(on_duty)
                sale_id += 1
                cur.execute("INSERT INTO taproom_sales VALUES (?,?,?,?,?,?,?)",
                            (sale_id, bi + 1, staff, d(day), pints, round(price * pints, 2),
                             random.choices(["card", "cash"], weights=[9, 1])[0]))
        day += timedelta(days=1)

    # shifts
    shift_id = 0
    day = START
    while day <= END:
        wd = day.weekday()
        plan = []
        for sid, s in enumerate(STAFF, start=1):
            if not staff_active(s, day):
                continue
            role = s[2]
            if role in ("head brewer", "brewer") and wd < 5 and random.random() < 0.55:
                plan.append((sid, "brewhouse", "07:00", random.choice([8.0, 8.5, 9.0])))
            elif role == "bartender" and wd >= 2 and random.random() < 0.45:
                plan.append((sid, "taproom", random.choice(["12:00", "16:00", "17:00"]),
                             random.choice([5.0, 6.0, 6.5, 7.0])))
            elif role == "taproom manager" and wd >= 2 and random.random() < 0.7:
                plan.append((sid, random.choice(["taproom", "taproom", "office"]), "11:00",
                             random.choice([7.5, 8.0, 9.0])))
            elif role == "sales rep" and wd < 5 and random.random() < 0.5:
                plan.append((sid, "office", "09:00", random.choice([7.0, 7.5, 8.0])))
            elif role == "delivery driver" and wd < 5 and random.random() < 0.5:
                plan.append((sid, random.choice(["deliveries", "deliveries", "warehouse"]), "08:00",
                             random.choice([6.0, 7.5, 8.0])))
        for sid, area, start, hrs in plan:
            h, m = map(int, start.split(":"))
            total = h * 60 + m + int(hrs * 60)
            end_t = f"{(total // 60) % 24:02d}:{total % 60:02d}"
            shift_id += 1
            cur.execute("INSERT INTO shifts VALUES (?,?,?,?,?,?,?)",
                        (shift_id, sid, d(day), start, end_t, hrs, area))
        day += timedelta(days=1)

    con.commit()
    return con



# ---------------------------------------------------------------- dev set
# (difficulty, question, gold SQL)
QUESTIONS = [
    # ---------------- easy
    ("easy", "What's the strongest beer we make?",
     "SELECT beer_name FROM beers ORDER BY abv_percent DESC LIMIT 1"),
    ("easy", "How many of our beers are seasonal?",
     "SELECT COUNT(*) FROM beers WHERE is_seasonal = 1"),
    ("easy", "How many litres did we brew in 2025?",
     "SELECT SUM(litres_brewed) FROM brew_batches WHERE brew_date BETWEEN '2025-01-01' AND '2025-12-31'"),
    ("easy", "How many pubs do we have as trade customers?",
     "SELECT COUNT(*) FROM trade_customers WHERE customer_type = 'pub'"),
    ("easy", "Which beer has the cheapest pint in the taproom?",
     "SELECT beer_name FROM beers ORDER BY price_per_pint ASC LIMIT 1"),
    ("easy", "Which of our beers are pale ales?",
     "SELECT beer_name FROM beers WHERE style = 'Pale Ale'"),
    ("easy", "Which trade customers are based in York?",
     "SELECT customer_name FROM trade_customers WHERE town = 'York'"),
    ("easy", "What is the average ABV across all our beers?",
     "SELECT AVG(abv_percent) FROM beers"),
    ("easy", "How many different hops do we keep as ingredients?",
     "SELECT COUNT(*) FROM ingredients WHERE ingredient_type = 'hop'"),
    ("easy", "Which of our suppliers are based in England?",
     "SELECT supplier_name FROM suppliers WHERE country = 'England'"),
    ("easy", "How many wholesale orders were cancelled in 2024?",
     "SELECT COUNT(*) FROM wholesale_orders WHERE order_status = 'cancelled' AND order_date BETWEEN '2024-01-01' AND '2024-12-31'"),
    ("easy", "How much did the taproom take in total in 2023?",
     "SELECT ROUND(SUM(amount_paid), 2) FROM taproom_sales WHERE sale_date BETWEEN '2023-01-01' AND '2023-12-31'"),

    # ---------------- medium
    ("medium", "Which beer sold the most pints in the taproom in 2024?",
     "SELECT b.beer_name FROM taproom_sales AS t JOIN beers AS b ON b.beer_id = t.beer_id "
     "WHERE t.sale_date BETWEEN '2024-01-01' AND '2024-12-31' "
     "GROUP BY b.beer_id, b.beer_name ORDER BY SUM(t.pints) DESC LIMIT 1"),
    ("medium", "How many litres of Haze Runner did we brew in 2024?",
     "SELECT SUM(bb.litres_brewed) FROM brew_batches AS bb JOIN beers AS b ON b.beer_id = bb.beer_id "
     "WHERE b.beer_name = 'Haze Runner' AND bb.brew_date BETWEEN '2024-01-01' AND '2024-12-31'"),
    ("medium", "Which hops do we buy from Yakima Chief Hops?",
     "SELECT i.ingredient_name FROM ingredients AS i JOIN suppliers AS s ON s.supplier_id = i.supplier_id "
     "WHERE s.supplier_name = 'Yakima Chief Hops' AND i.ingredient_type = 'hop'"),
    ("medium", "How many wholesale orders did The Red Lion place in 2025?",
     "SELECT COUNT(*) FROM wholesale_orders AS o JOIN trade_customers AS c ON c.customer_id = o.customer_id "
     "WHERE c.customer_name = 'The Red Lion' AND o.order_date BETWEEN '2025-01-01' AND '2025-12-31'"),
    ("medium", "Who rang up the highest number of individual taproom sales in 2025?",
     "SELECT s.first_name || ' ' || s.last_name FROM taproom_sales AS t JOIN staff AS s ON s.staff_id = t.staff_id "
     "WHERE t.sale_date BETWEEN '2025-01-01' AND '2025-12-31' "
     "GROUP BY s.staff_id ORDER BY COUNT(*) DESC LIMIT 1"),
    ("medium", "How many hours did Josh Whitfield work in 2024?",
     "SELECT SUM(sh.hours_worked) FROM shifts AS sh JOIN staff AS s ON s.staff_id = sh.staff_id "
     "WHERE s.first_name = 'Josh' AND s.last_name = 'Whitfield' "
     "AND sh.shift_date BETWEEN '2024-01-01' AND '2024-12-31'"),
    ("medium", "How many batches did each brewer brew in 2024?",
     "SELECT s.first_name || ' ' || s.last_name, COUNT(*) FROM brew_batches AS bb JOIN staff AS s ON s.staff_id = bb.brewer_id "
     "WHERE bb.brew_date BETWEEN '2024-01-01' AND '2024-12-31' GROUP BY s.staff_id"),
    ("medium", "Which trade customers have never placed an order with us?",
     "SELECT c.customer_name FROM trade_customers AS c "
     "WHERE NOT EXISTS (SELECT 1 FROM wholesale_orders AS o WHERE o.customer_id = c.customer_id)"),
    ("medium", "What's the average pint price of our seasonal beers?",
     "SELECT AVG(price_per_pint) FROM beers WHERE is_seasonal = 1"),
    ("medium", "How many casks went out to the trade on delivered orders in 2024?",
     "SELECT SUM(l.quantity) FROM wholesale_order_lines AS l JOIN wholesale_orders AS o ON o.order_id = l.order_id "
     "WHERE l.container_type = 'cask' AND o.order_status = 'delivered' "
     "AND o.order_date BETWEEN '2024-01-01' AND '2024-12-31'"),
    ("medium", "Which malt is the base malt for the most of our beers?",
     "SELECT i.ingredient_name FROM beers AS b JOIN ingredients AS i ON i.ingredient_id = b.base_malt_id "
     "GROUP BY i.ingredient_id, i.ingredient_name ORDER BY COUNT(*) DESC LIMIT 1"),
    ("medium", "How many bottle shops placed at least one order in 2025?",
     "SELECT COUNT(DISTINCT c.customer_id) FROM trade_customers AS c JOIN wholesale_orders AS o ON o.customer_id = c.customer_id "
     "WHERE c.customer_type = 'bottle shop' AND o.order_date BETWEEN '2025-01-01' AND '2025-12-31'"),

    # ---------------- hard
    ("hard", "Which pubs ordered from us in 2023 but haven't placed any order since 1 January 2024?",
     "SELECT c.customer_name FROM trade_customers AS c "
     "WHERE c.customer_type = 'pub' "
     "AND EXISTS (SELECT 1 FROM wholesale_orders AS o WHERE o.customer_id = c.customer_id "
     "AND o.order_date BETWEEN '2023-01-01' AND '2023-12-31') "
     "AND NOT EXISTS (SELECT 1 FROM wholesale_orders AS o WHERE o.customer_id = c.customer_id "
     "AND o.order_date >= '2024-01-01')"),
    ("hard", "Which trade customer spent the most with us on delivered wholesale orders in 2025?",
     "SELECT c.customer_name FROM trade_customers AS c "
     "JOIN wholesale_orders AS o ON o.customer_id = c.customer_id "
     "JOIN wholesale_order_lines AS l ON l.order_id = o.order_id "
     "WHERE o.order_status = 'delivered' AND o.order_date BETWEEN '2025-01-01' AND '2025-12-31' "
     "GROUP BY c.customer_id, c.customer_name ORDER BY SUM(l.quantity * l.unit_price) DESC LIMIT 1"),
    ("hard", "Which beers did we brew in 2023 but not at all in 2025?",
     "SELECT b.beer_name FROM beers AS b "
     "WHERE EXISTS (SELECT 1 FROM brew_batches AS bb WHERE bb.beer_id = b.beer_id "
     "AND bb.brew_date BETWEEN '2023-01-01' AND '2023-12-31') "
     "AND NOT EXISTS (SELECT 1 FROM brew_batches AS bb WHERE bb.beer_id = b.beer_id "
     "AND bb.brew_date BETWEEN '2025-01-01' AND '2025-12-31')"),
    ("hard", "How much wholesale revenue did each type of trade customer bring in from delivered orders in 2024?",
     "SELECT c.customer_type, ROUND(SUM(l.quantity * l.unit_price), 2) FROM trade_customers AS c "
     "JOIN wholesale_orders AS o ON o.customer_id = c.customer_id "
     "JOIN wholesale_order_lines AS l ON l.order_id = o.order_id "
     "WHERE o.order_status = 'delivered' AND o.order_date BETWEEN '2024-01-01' AND '2024-12-31' "
     "GROUP BY c.customer_type"),
    ("hard", "Which staff members took more than £4,500 in taproom sales in 2024?",
     "SELECT s.first_name || ' ' || s.last_name FROM taproom_sales AS t JOIN staff AS s ON s.staff_id = t.staff_id "
     "WHERE t.sale_date BETWEEN '2024-01-01' AND '2024-12-31' "
     "GROUP BY s.staff_id HAVING SUM(t.amount_paid) > 4500"),
    ("hard", "Which month of 2024 had the highest taproom takings?",
     "SELECT strftime('%m', sale_date) AS sale_month FROM taproom_sales "
     "WHERE sale_date BETWEEN '2024-01-01' AND '2024-12-31' "
     "GROUP BY sale_month ORDER BY SUM(amount_paid) DESC LIMIT 1"),
    ("hard", "Which supplier provides the main hop for the most of our beers?",
     "SELECT s.supplier_name FROM beers AS b "
     "JOIN ingredients AS i ON i.ingredient_id = b.main_hop_id "
     "JOIN suppliers AS s ON s.supplier_id = i.supplier_id "
     "GROUP BY s.supplier_id, s.supplier_name ORDER BY COUNT(*) DESC LIMIT 1"),
    ("hard", "Which beers have never been sent out to the trade in a cask?",
     "SELECT b.beer_name FROM beers AS b WHERE NOT EXISTS ("
     "SELECT 1 FROM wholesale_order_lines AS l WHERE l.beer_id = b.beer_id AND l.container_type = 'cask')"),
    ("hard", "What percentage of taproom takings in 2024 was paid in cash?",
     "SELECT 100.0 * SUM(CASE WHEN payment_method = 'cash' THEN amount_paid ELSE 0 END) / SUM(amount_paid) "
     "FROM taproom_sales WHERE sale_date BETWEEN '2024-01-01' AND '2024-12-31'"),
    ("hard", "Which beer brought in the most wholesale revenue from delivered orders in 2024, and how much was it?",
     "SELECT b.beer_name, ROUND(SUM(l.quantity * l.unit_price), 2) FROM wholesale_order_lines AS l "
     "JOIN wholesale_orders AS o ON o.order_id = l.order_id "
     "JOIN beers AS b ON b.beer_id = l.beer_id "
     "WHERE o.order_status = 'delivered' AND o.order_date BETWEEN '2024-01-01' AND '2024-12-31' "
     "GROUP BY b.beer_id, b.beer_name ORDER BY SUM(l.quantity * l.unit_price) DESC LIMIT 1"),
    ("hard", "Which trade customers placed orders in every year from 2023 to 2025?",
     "SELECT c.customer_name FROM trade_customers AS c JOIN wholesale_orders AS o ON o.customer_id = c.customer_id "
     "WHERE o.order_date BETWEEN '2023-01-01' AND '2025-12-31' "
     "GROUP BY c.customer_id, c.customer_name HAVING COUNT(DISTINCT strftime('%Y', o.order_date)) = 3"),
    ("hard", "Which beers sold more pints in the taproom in 2025 than in 2024?",
     "SELECT b.beer_name FROM taproom_sales AS t JOIN beers AS b ON b.beer_id = t.beer_id "
     "GROUP BY b.beer_id, b.beer_name "
     "HAVING SUM(CASE WHEN t.sale_date BETWEEN '2025-01-01' AND '2025-12-31' THEN t.pints ELSE 0 END) > "
     "SUM(CASE WHEN t.sale_date BETWEEN '2024-01-01' AND '2024-12-31' THEN t.pints ELSE 0 END)"),
]


def verify():
    con = sqlite3.connect(DB_PATH)
    dev = []
    counts = {}
    for diff, question, sql in QUESTIONS:
        rows = con.execute(sql).fetchall()
        assert rows and rows[0] and rows[0][0] is not None, (question, rows)
        counts[diff] = counts.get(diff, 0) + 1
        dev.append({"db_id": "brewery", "question": question, "query": sql})
        print(f"[{diff}] {question}\n   -> {rows[:8]}{' ...' if len(rows) > 8 else ''} ({len(rows)} rows)")
    print(counts)
    with open(DEV_PATH, "w") as f:
        json.dump(dev, f, indent=2)


if __name__ == "__main__":
    con = build()
    for (t,) in con.execute("SELECT name FROM sqlite_master WHERE type='table' ORDER BY name"):
        print(t, con.execute(f"SELECT COUNT(*) FROM {t}").fetchone()[0])
    con.close()
    verify()
