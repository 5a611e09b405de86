#!/usr/bin/env python3
"""Seeded, reproducible generator for the 'salon' test database (stdlib only)."""
import os
import random
import sqlite3
from datetime import date, datetime, timedelta

SEED = 48
DIR = os.path.dirname(os.path.abspath(__file__))
DB_ID = "salon"
OUT = os.path.join(DIR, "database", DB_ID, DB_ID + ".sqlite")

rng = random.Random(SEED)

SCHEMA = """
PRAGMA foreign_keys = ON;

CREATE TABLE clients (
    client_id           INTEGER PRIMARY KEY,
    client_first_name   TEXT NOT NULL,
    client_last_name    TEXT NOT NULL,
    client_email        TEXT,
    client_phone        TEXT,
    client_town         TEXT NOT NULL,
    client_birth_date   TEXT,
    client_joined_date  TEXT NOT NULL,
    client_marketing_opt_in INTEGER NOT NULL DEFAULT 0   -- 1 = yes, 0 = no
);

CREATE TABLE stylists (
    stylist_id              INTEGER PRIMARY KEY,
    stylist_first_name      TEXT NOT NULL,
    stylist_last_name       TEXT NOT NULL,
    stylist_role            TEXT NOT NULL,   -- hairdresser / nail technician / therapist
    stylist_level           TEXT NOT NULL,   -- junior / senior / director
    stylist_commission_rate REAL NOT NULL,   -- fraction of service revenue, e.g. 0.35
    stylist_start_date      TEXT NOT NULL,
    stylist_is_active       INTEGER NOT NULL DEFAULT 1   -- 1 = still working here
);

CREATE TABLE services (
    service_id          INTEGER PRIMARY KEY,
    service_name        TEXT NOT NULL,
    service_category    TEXT NOT NULL     -- cut / colour / styling / nails / massage / beauty
);

CREATE TABLE service_prices (
    svc_price_id            INTEGER PRIMARY KEY,
    svc_price_service_id    INTEGER NOT NULL REFERENCES services(service_id),
    svc_price_level         TEXT NOT NULL,   -- junior / senior / director
    svc_price_amount        REAL NOT NULL,
    svc_price_duration_min  INTEGER NOT NULL
);

CREATE TABLE appt (
    appt_id             INTEGER PRIMARY KEY,
    appt_client_id      INTEGER NOT NULL REFERENCES clients(client_id),
    appt_stylist_id     INTEGER NOT NULL REFERENCES stylists(stylist_id),
    appt_start          TEXT NOT NULL,        -- 'YYYY-MM-DD HH:MM:SS'
    appt_status         TEXT NOT NULL,        -- booked / completed / no-show / cancelled
    appt_booked_online  INTEGER NOT NULL DEFAULT 0,
    appt_notes          TEXT
);

CREATE TABLE appt_services (
    appt_service_id         INTEGER PRIMARY KEY,
    appt_service_appt_id    INTEGER NOT NULL REFERENCES appt(appt_id),
    appt_service_service_id INTEGER NOT NULL REFERENCES services(service_id),
    appt_service_price      REAL NOT NULL,
    appt_service_discount   REAL NOT NULL DEFAULT 0
);

CREATE TABLE products (
    product_id          INTEGER PRIMARY KEY,
    product_name        TEXT NOT NULL,
    product_brand       TEXT NOT NULL,
    product_category    TEXT NOT NULL,   -- shampoo / conditioner / treatment / styling / tools / nails / skincare
    product_retail_price REAL NOT NULL,
    product_cost_price  REAL NOT NULL,
    product_stock_qty   INTEGER NOT NULL
);

CREATE TABLE product_sales (
    sale_id             INTEGER PRIMARY KEY,
    sale_product_id     INTEGER NOT NULL REFERENCES products(product_id),
    sale_client_id      INTEGER REFERENCES clients(client_id),     -- NULL = walk-in
    sale_stylist_id     INTEGER REFERENCES stylists(stylist_id),
    sale_date           TEXT NOT NULL,
    sale_quantity       INTEGER NOT NULL,
    sale_unit_price     REAL NOT NULL,
    sale_payment_method TEXT NOT NULL    -- card / cash / voucher
);

CREATE TABLE vouchers (
    voucher_id              INTEGER PRIMARY KEY,
    voucher_code            TEXT NOT NULL UNIQUE,
    voucher_buyer_client_id INTEGER REFERENCES clients(client_id),   -- NULL = bought by a non-client
    voucher_recipient_name  TEXT NOT NULL,
    voucher_value           REAL NOT NULL,
    voucher_issued_date     TEXT NOT NULL,
    voucher_expiry_date     TEXT NOT NULL,
    voucher_redeemed_date   TEXT,           -- NULL = not redeemed yet
    voucher_redeemed_appt_id INTEGER REFERENCES appt(appt_id)
);

CREATE TABLE reviews (
    review_id           INTEGER PRIMARY KEY,
    review_appt_id      INTEGER NOT NULL REFERENCES appt(appt_id),
    review_client_id    INTEGER NOT NULL REFERENCES clients(client_id),
    review_stars        INTEGER NOT NULL,   -- 1..5
    review_comment      TEXT,
    review_date         TEXT NOT NULL,
    review_source       TEXT NOT NULL       -- google / website / facebook
);
"""

FIRST_F = ["Emma", "Olivia", "Sophie", "Amelia", "Isla", "Grace", "Chloe", "Lucy", "Hannah", "Jessica",
           "Charlotte", "Ella", "Megan", "Holly", "Laura", "Rachel", "Sarah", "Katie", "Rebecca", "Amy",
           "Zoe", "Natalie", "Gemma", "Victoria", "Helen", "Claire", "Louise", "Joanne", "Nicola", "Karen",
           "Fiona", "Alice", "Freya", "Poppy", "Ruby", "Evie", "Lily", "Daisy", "Imogen", "Harriet",
           "Priya", "Aisha", "Mia", "Jade", "Leah", "Abigail", "Molly", "Eleanor", "Beth", "Tasha"]
FIRST_M = ["James", "Oliver", "Jack", "Harry", "George", "Thomas", "William", "Daniel", "Matthew", "Ben",
           "Samuel", "Joshua", "Luke", "Ryan", "Adam", "Chris", "Mark", "Paul", "David", "Tom",
           "Ravi", "Connor", "Liam", "Nathan", "Callum"]
LAST = ["Smith", "Jones", "Taylor", "Brown", "Williams", "Wilson", "Johnson", "Davies", "Robinson", "Wright",
        "Thompson", "Evans", "Walker", "White", "Roberts", "Green", "Hall", "Wood", "Jackson", "Clarke",
        "Patel", "Hughes", "Edwards", "Turner", "Hill", "Moore", "Cooper", "Ward", "Harris", "Martin",
        "Shaw", "Baker", "Lee", "Atkinson", "Dixon", "Holmes", "Marshall", "Fletcher", "Barker", "Ellis",
        "Horsfall", "Lister", "Sutcliffe", "Pickles", "Ackroyd", "Kaur", "Khan", "Brennan", "Fox", "Booth"]
TOWNS = [("Harrogate", 34), ("Knaresborough", 14), ("Ripon", 9), ("Wetherby", 8), ("Leeds", 10),
         ("York", 7), ("Otley", 6), ("Ilkley", 6), ("Pannal", 3), ("Boroughbridge", 3)]

STYLISTS = [
    # first, last, role, level, commission, start, active
    ("Danielle", "Hartley", "hairdresser", "director", 0.40, "2014-03-01", 1),
    ("Marcus", "Reid", "hairdresser", "director", 0.40, "2016-09-12", 1),
    ("Kirsty", "Naylor", "hairdresser", "senior", 0.35, "2018-05-14", 1),
    ("Jodie", "Whitaker", "hairdresser", "senior", 0.35, "2019-02-04", 1),
    ("Sam", "Okafor", "hairdresser", "senior", 0.33, "2020-08-24", 0),
    ("Ellie", "Brook", "hairdresser", "junior", 0.30, "2022-09-05", 1),
    ("Tyler", "Grant", "hairdresser", "junior", 0.28, "2023-06-19", 1),
    ("Megan", "Firth", "hairdresser", "junior", 0.30, "2021-10-11", 0),
    ("Anya", "Kowalski", "nail technician", "senior", 0.35, "2019-11-01", 1),
    ("Lauren", "Pearce", "nail technician", "junior", 0.30, "2023-01-09", 1),
    ("Nadia", "Haddad", "therapist", "senior", 0.36, "2017-04-03", 1),
    ("Beth", "Armitage", "therapist", "junior", 0.30, "2022-03-21", 1),
]
# Leavers: last day they took appointments
LEAVE_DATE = {5: date(2024, 7, 31), 8: date(2024, 2, 29)}

# name, category, {level: (price, duration)}
SERVICES = [
    ("Ladies Cut & Blow Dry", "cut", {"junior": (38, 45), "senior": (52, 60), "director": (68, 60)}),
    ("Gents Cut", "cut", {"junior": (22, 30), "senior": (28, 30), "director": (36, 30)}),
    ("Restyle Cut", "cut", {"junior": (45, 60), "senior": (60, 75), "director": (78, 75)}),
    ("Fringe Trim", "cut", {"junior": (8, 15), "senior": (10, 15), "director": (12, 15)}),
    ("Childrens Cut", "cut", {"junior": (16, 30), "senior": (20, 30), "director": (24, 30)}),
    ("Full Head Colour", "colour", {"junior": (65, 90), "senior": (80, 90), "director": (95, 90)}),
    ("Root Tint", "colour", {"junior": (48, 60), "senior": (58, 60), "director": (68, 60)}),
    ("Half Head Highlights", "colour", {"junior": (70, 90), "senior": (85, 105), "director": (99, 105)}),
    ("Full Head Highlights", "colour", {"junior": (95, 120), "senior": (115, 135), "director": (135, 135)}),
    ("Balayage", "colour", {"junior": (120, 150), "senior": (145, 165), "director": (175, 180)}),
    ("Toner / Gloss", "colour", {"junior": (25, 30), "senior": (30, 30), "director": (35, 30)}),
    ("Blow Dry", "styling", {"junior": (25, 30), "senior": (32, 40), "director": (40, 40)}),
    ("Occasion Hair Up", "styling", {"junior": (45, 60), "senior": (58, 60), "director": (70, 60)}),
    ("Olaplex Treatment", "styling", {"junior": (20, 20), "senior": (20, 20), "director": (20, 20)}),
    ("Gel Manicure", "nails", {"junior": (28, 45), "senior": (34, 45)}),
    ("Gel Pedicure", "nails", {"junior": (34, 60), "senior": (40, 60)}),
    ("Acrylic Full Set", "nails", {"junior": (38, 75), "senior": (45, 75)}),
    ("Gel Removal", "nails", {"junior": (10, 20), "senior": (12, 20)}),
    ("Swedish Massage 60 min", "massage", {"junior": (50, 60), "senior": (60, 60)}),
    ("Deep Tissue Massage 60 min", "massage", {"junior": (58, 60), "senior": (68, 60)}),
    ("Hot Stone Massage 75 min", "massage", {"junior": (70, 75), "senior": (82, 75)}),
    ("Back Neck & Shoulder Massage", "massage", {"junior": (32, 30), "senior": (38, 30)}),
    ("Express Facial", "beauty", {"junior": (35, 30), "senior": (42, 30)}),
    ("Eyebrow Wax & Tint", "beauty", {"junior": (18, 20), "senior": (22, 20)}),
    ("Lash Lift", "beauty", {"junior": (40, 45), "senior": (48, 45)}),
]
ROLE_CATS = {"hairdresser": ["cut", "colour", "styling"], "nail technician": ["nails"],
             "therapist": ["massage", "beauty"]}

PRODUCTS = [
    # name, brand, category, retail, cost, stock
    ("No.3 Hair Perfector 100ml", "Olaplex", "treatment", 28.00, 14.50, 18),
    ("No.4 Bond Maintenance Shampoo 250ml", "Olaplex", "shampoo", 28.00, 14.50, 12),
    ("No.5 Bond Maintenance Conditioner 250ml", "Olaplex", "conditioner", 28.00, 14.50, 9),
    ("No.7 Bonding Oil 30ml", "Olaplex", "treatment", 28.00, 14.50, 0),
    ("Elixir Ultime Oil 100ml", "Kerastase", "treatment", 47.50, 23.00, 6),
    ("Bain Satin Shampoo 250ml", "Kerastase", "shampoo", 29.50, 14.00, 10),
    ("Fondant Fluidealiste Conditioner 200ml", "Kerastase", "conditioner", 33.00, 16.00, 7),
    ("All Soft Shampoo 300ml", "Redken", "shampoo", 19.95, 9.20, 15),
    ("All Soft Conditioner 300ml", "Redken", "conditioner", 19.95, 9.20, 14),
    ("Acidic Bonding Concentrate Shampoo", "Redken", "shampoo", 24.50, 11.50, 11),
    ("Color Extend Blondage Shampoo", "Redken", "shampoo", 19.95, 9.20, 8),
    ("Moroccanoil Treatment Original 100ml", "Moroccanoil", "treatment", 38.85, 18.50, 13),
    ("Moroccanoil Hydrating Shampoo 250ml", "Moroccanoil", "shampoo", 22.50, 10.80, 9),
    ("Moroccanoil Volumizing Mousse", "Moroccanoil", "styling", 24.00, 11.00, 5),
    ("Tecni.Art Fix Anti-Frizz Spray", "L'Oreal Professionnel", "styling", 14.50, 6.50, 20),
    ("Serie Expert Absolut Repair Mask", "L'Oreal Professionnel", "treatment", 23.90, 11.20, 10),
    ("Silver Shampoo 300ml", "L'Oreal Professionnel", "shampoo", 17.95, 8.10, 16),
    ("Platinum+ Styler", "ghd", "tools", 229.00, 150.00, 3),
    ("Helios Hair Dryer", "ghd", "tools", 199.00, 128.00, 2),
    ("Paddle Brush", "ghd", "tools", 22.00, 10.00, 12),
    ("Wet Brush Original Detangler", "WetBrush", "tools", 12.99, 5.20, 25),
    ("Heat Protect Spray 150ml", "Bumble and bumble", "styling", 27.00, 12.50, 6),
    ("Surf Spray 125ml", "Bumble and bumble", "styling", 28.00, 13.00, 4),
    ("ProSpa Cuticle Oil", "OPI", "nails", 14.95, 6.00, 22),
    ("Nail Envy Strengthener", "OPI", "nails", 19.90, 8.50, 14),
    ("Gel Nail Polish Kit", "OPI", "nails", 34.00, 16.00, 0),
    ("Pro-Collagen Marine Cream 50ml", "Elemis", "skincare", 105.00, 52.00, 4),
    ("Superfood Facial Wash", "Elemis", "skincare", 22.00, 10.00, 8),
    ("Pro-Collagen Cleansing Balm", "Elemis", "skincare", 49.00, 24.00, 5),
    ("Muscle Soak Bath Salts", "Neom", "skincare", 26.00, 12.00, 7),
]
# relative popularity of products
PRODUCT_WEIGHTS = [9, 6, 6, 5, 4, 4, 3, 6, 5, 4, 4, 7, 4, 2, 5, 3, 6, 1, 1, 3, 6, 3, 2, 4, 3, 2, 1, 3, 2, 3]

REVIEW_COMMENTS = {
    5: ["Absolutely love my hair, thank you!", "Best salon in town.", "So relaxing, will be back.",
        "Couldn't be happier with the colour.", "Amazing as always.", "Really friendly team."],
    4: ["Really pleased, just ran a bit late.", "Lovely result, bit pricey.", "Great cut, nice atmosphere."],
    3: ["It was ok.", "Colour not quite what I asked for.", "Fine but felt rushed."],
    2: ["Waited 20 minutes past my time.", "Not happy with the fringe.", "Nails chipped after 3 days."],
    1: ["Very disappointed.", "Won't be coming back.", "Booking was lost and nobody called me."],
}

START = date(2023, 1, 3)
TODAY = date(2025, 9, 30)          # data snapshot date; later appointments are still 'booked'
END = date(2025, 11, 29)


def rand_date(a, b):
    return a + timedelta(days=rng.randint(0, (b - a).days))


def weighted(items):
    vals, w = zip(*items)
    return rng.choices(vals, weights=w)[0]


def main():
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    if os.path.exists(OUT):
        os.remove(OUT)
    con = sqlite3.connect(OUT)
    con.executescript(SCHEMA)
    cur = con.cursor()

    # ---- stylists
    for i, s in enumerate(STYLISTS, 1):
        cur.execute("INSERT INTO stylists VALUES (?,?,?,?,?,?,?,?)", (i,) + s)
    stylist_level = {i: s[3] for i, s in enumerate(STYLISTS, 1)}
    stylist_role = {i: s[2] for i, s in enumerate(STYLISTS, 1)}
    stylist_start = {i: date.fromisoformat(s[5]) for i, s in enumerate(STYLISTS, 1)}

    # ---- services + prices
    service_cat = {}
    prices = {}
    pid = 0
    for sid, (name, cat, lv) in enumerate(SERVICES, 1):
        cur.execute("INSERT INTO services VALUES (?,?,?)", (sid, name, cat))
        service_cat[sid] = cat
        for level, (amt, dur) in lv.items():
            pid += 1
            cur.execute("INSERT INTO service_prices VALUES (?,?,?,?,?)", (pid, sid, level, float(amt), dur))
            prices[(sid, level)] = float(amt)
    services_by_cat = {}
    for sid, cat in service_cat.items():
        services_by_cat.setdefault(cat, []).append(sid)

    # ---- clients
    n_clients = 420
    used_emails = set()
    clients = []
    for cid in range(1, n_clients + 1):
        female = rng.random() < 0.8
        fn = rng.choice(FIRST_F if female else FIRST_M)
        ln = rng.choice(LAST)
        town = weighted(TOWNS)
        joined = rand_date(date(2021, 6, 1), date(2025, 8, 31))
        if rng.random() < 0.85:
            base = f"{fn.lower()}.{ln.lower()}"
            email = base + "@" + rng.choice(["gmail.com", "hotmail.co.uk", "outlook.com", "yahoo.co.uk", "btinternet.com"])
            k = 2
            while email in used_emails:
                email = f"{base}{k}@gmail.com"
                k += 1
            used_emails.add(email)
        else:
            email = None
        phone = None if rng.random() < 0.07 else "07" + "".join(str(rng.randint(0, 9)) for _ in range(9))
        birth = None if rng.random() < 0.3 else rand_date(date(1950, 1, 1), date(2007, 12, 31)).isoformat()
        opt = 1 if rng.random() < 0.55 else 0
        cur.execute("INSERT INTO clients VALUES (?,?,?,?,?,?,?,?,?)",
                    (cid, fn, ln, email, phone, town, birth, joined.isoformat(), opt))
        clients.append((cid, joined, female))

    # each client has a preferred stylist and a visit frequency
    hair_stylists = [i for i in stylist_role if stylist_role[i] == "hairdresser"]
    nail_stylists = [i for i in stylist_role if stylist_role[i] == "nail technician"]
    ther_stylists = [i for i in stylist_role if stylist_role[i] == "therapist"]
    hair_w = {1: 6, 2: 5, 3: 8, 4: 7, 5: 5, 6: 6, 7: 3, 8: 3}

    def stylist_ok(sid, d):
        if d < stylist_start[sid]:
            return False
        if sid in LEAVE_DATE and d > LEAVE_DATE[sid]:
            return False
        return True

    # ---- appointments
    appts = []   # (appt_id, client_id, stylist_id, datetime, status)
    slots = [f"{h:02d}:{m:02d}:00" for h in range(9, 18) for m in (0, 15, 30, 45)]
    for cid, joined, female in clients:
        start = max(joined, START)
        if start > END:
            continue
        visits_per_year = rng.choice([1, 2, 3, 4, 4, 5, 6, 6, 8, 10, 12])
        if rng.random() < 0.08:
            visits_per_year = 0   # registered but never booked
        span_days = (END - start).days
        n = int(round(visits_per_year * span_days / 365.0 * rng.uniform(0.6, 1.1)))
        pref_hair = rng.choices(list(hair_w), weights=list(hair_w.values()))[0]
        wants_nails = female and rng.random() < 0.35
        wants_ther = rng.random() < 0.3
        for _ in range(n):
            d = rand_date(start, END)
            if d.weekday() == 6:      # closed Sundays
                d += timedelta(days=1)
            if d > END:
                continue
            r = rng.random()
            if wants_nails and r < 0.35:
                kind = "nails"
            elif wants_ther and r > 0.8:
                kind = "ther"
            else:
                kind = "hair"
            if kind == "hair":
                sid = pref_hair if (rng.random() < 0.8 and stylist_ok(pref_hair, d)) else None
                if sid is None:
                    cands = [s for s in hair_stylists if stylist_ok(s, d)]
                    sid = rng.choices(cands, weights=[hair_w[s] for s in cands])[0]
            elif kind == "nails":
                cands = [s for s in nail_stylists if stylist_ok(s, d)]
                sid = rng.choice(cands) if len(cands) == 1 else rng.choices(cands, weights=[3, 2])[0]
            else:
                cands = [s for s in ther_stylists if stylist_ok(s, d)]
                sid = rng.choices(cands, weights=[3, 2][:len(cands)])[0]
            t = rng.choice(slots if d.weekday() != 5 else slots[:28])
            dt = datetime.fromisoformat(f"{d.isoformat()} {t}")
            if d > TODAY:
                status = "booked" if rng.random() < 0.93 else "cancelled"
            else:
                status = weighted([("completed", 87), ("cancelled", 8), ("no-show", 5)])
            appts.append([cid, sid, dt, status])
    appts.sort(key=lambda a: a[2])
    appt_rows = []
    for aid, (cid, sid, dt, status) in enumerate(appts, 1):
        online = 1 if rng.random() < (0.3 if dt.year == 2023 else 0.45 if dt.year == 2024 else 0.6) else 0
        note = None
        if rng.random() < 0.12:
            note = rng.choice(["Patch test done", "Running late - called ahead", "Allergic to PPD - use alternative",
                               "Prefers quiet appointment", "Bring reference photo", "Wedding trial",
                               "Sensitive scalp", "Pregnant - no hot stones"])
        cur.execute("INSERT INTO appt VALUES (?,?,?,?,?,?,?)",
                    (aid, cid, sid, dt.strftime("%Y-%m-%d %H:%M:%S"), status, online, note))
        appt_rows.append((aid, cid, sid, dt, status))

    # ---- appointment services
    asid = 0
    for aid, cid, sid, dt, status in appt_rows:
        role = stylist_role[sid]
        level = stylist_level[sid]
        chosen = []
        if role == "hairdresser":
            main = weighted([(1, 34), (2, 10), (3, 5), (5, 4), (6, 10), (7, 12), (8, 6), (9, 5), (10, 6), (12, 6), (13, 2)])
            chosen.append(main)
            if main in (6, 7, 8, 9, 10) and rng.random() < 0.7:
                chosen.append(1)
            if main in (8, 9, 10) and rng.random() < 0.5:
                chosen.append(11)
            if rng.random() < 0.12:
                chosen.append(14)
            if main == 1 and rng.random() < 0.05:
                chosen.append(4)
        elif role == "nail technician":
            main = weighted([(15, 45), (16, 20), (17, 20)])
            if rng.random() < 0.4:
                chosen.append(18)
            chosen.append(main)
        else:
            main = weighted([(19, 25), (20, 15), (21, 10), (22, 15), (23, 15), (24, 12), (25, 8)])
            chosen.append(main)
            if main in (23, 25) and rng.random() < 0.4:
                chosen.append(24)
        chosen = list(dict.fromkeys(chosen))
        for svc in chosen:
            asid += 1
            price = prices[(svc, level)]
            # small price rises: 2023 prices 5% lower
            if dt.year == 2023:
                price = round(price * 0.95, 2)
            disc = 0.0
            if rng.random() < 0.08:
                disc = round(price * rng.choice([0.1, 0.15, 0.2]), 2)
            cur.execute("INSERT INTO appt_services VALUES (?,?,?,?,?)", (asid, aid, svc, price, disc))

    # ---- products and sales
    for i, p in enumerate(PRODUCTS, 1):
        cur.execute("INSERT INTO products VALUES (?,?,?,?,?,?,?)", (i,) + p)
    completed = [a for a in appt_rows if a[4] == "completed"]
    sale_id = 0
    for _ in range(1100):
        prod = rng.choices(range(1, len(PRODUCTS) + 1), weights=PRODUCT_WEIGHTS)[0]
        if rng.random() < 0.78:
            a = rng.choice(completed)
            cid, sid, d = a[1], a[2], a[3].date()
        else:
            cid = None
            d = rand_date(START, TODAY)
            sid = None if rng.random() < 0.5 else rng.choice([s for s in stylist_role if stylist_ok(s, d)])
        qty = 1 if rng.random() < 0.85 else rng.choice([2, 2, 3])
        price = PRODUCTS[prod - 1][3]
        if d.year == 2023:
            price = round(price * 0.95, 2)
        method = weighted([("card", 80), ("cash", 14), ("voucher", 6)])
        sale_id += 1
        cur.execute("INSERT INTO product_sales VALUES (?,?,?,?,?,?,?,?)",
                    (sale_id, prod, cid, sid, d.isoformat(), qty, price, method))

    # ---- gift vouchers
    used_codes = set()
    recip_first = FIRST_F + FIRST_M
    for vid in range(1, 181):
        issued = rand_date(date(2023, 1, 5), date(2025, 9, 20))
        if rng.random() < 0.3:   # Christmas spike
            y = rng.choice([2023, 2024])
            issued = rand_date(date(y, 12, 1), date(y, 12, 23))
        while True:
            code = "GV-" + "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(6))
            if code not in used_codes:
                used_codes.add(code)
                break
        buyer = rng.randint(1, n_clients) if rng.random() < 0.7 else None
        value = float(weighted([(25, 20), (50, 35), (75, 12), (100, 22), (150, 8), (200, 3)]))
        expiry = date(issued.year + 1, issued.month, min(issued.day, 28))
        recip = rng.choice(recip_first) + " " + rng.choice(LAST)
        redeemed = None
        red_appt = None
        if rng.random() < 0.62:
            rd = issued + timedelta(days=rng.randint(5, 330))
            if rd <= min(expiry, TODAY):
                cands = [a for a in completed if a[3].date() == rd]
                if cands:
                    red_appt = rng.choice(cands)[0]
                redeemed = rd.isoformat()
        cur.execute("INSERT INTO vouchers VALUES (?,?,?,?,?,?,?,?,?)",
                    (vid, code, buyer, recip, value, issued.isoformat(), expiry.isoformat(), redeemed, red_appt))

    # ---- reviews
    rid = 0
    stylist_bias = {1: 0.3, 2: 0.2, 3: 0.4, 4: 0.0, 5: -0.2, 6: -0.1, 7: -0.6, 8: -0.3, 9: 0.3, 10: -0.2, 11: 0.5, 12: 0.1}
    for aid, cid, sid, dt, status in appt_rows:
        if status != "completed" or rng.random() > 0.22:
            continue
        score = 4.3 + stylist_bias[sid] + rng.gauss(0, 1.0)
        stars = max(1, min(5, int(round(score))))
        if rng.random() < 0.025:      # the occasional really bad experience
            stars = 1
        comment = rng.choice(REVIEW_COMMENTS[stars]) if rng.random() < 0.7 else None
        rdate = (dt + timedelta(days=rng.randint(0, 6))).date()
        if rdate > TODAY:
            rdate = TODAY
        src = weighted([("google", 60), ("website", 25), ("facebook", 15)])
        rid += 1
        cur.execute("INSERT INTO reviews VALUES (?,?,?,?,?,?,?)",
                    (rid, aid, cid, stars, comment, rdate.isoformat(), src))

    con.commit()
    for (t,) in con.execute("SELECT name FROM sqlite_master WHERE type='table' ORDER BY name"):
        print(f"{t:16s} {con.execute(f'SELECT COUNT(*) FROM {t}').fetchone()[0]}")
    con.close()


if __name__ == "__main__":
    main()
