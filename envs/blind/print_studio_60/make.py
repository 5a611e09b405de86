#!/usr/bin/env python3
"""Seeded generator for the print_studio SQLite database (stdlib only)."""
import os
import random
import sqlite3
from datetime import date, datetime, timedelta

SEED = 60
HERE = os.path.dirname(os.path.abspath(__file__))
DB_DIR = os.path.join(HERE, "database", "print_studio")
DB_PATH = os.path.join(DB_DIR, "print_studio.sqlite")

rng = random.Random(SEED)

SCHEMA = """
CREATE TABLE emp (
    emp_id     INTEGER PRIMARY KEY,
    emp_nm     TEXT NOT NULL,
    emp_role   TEXT NOT NULL,          -- designer / printer / manager / front desk
    hire_dt    TEXT NOT NULL,
    leave_dt   TEXT,                   -- NULL while still employed
    hrly_rate  REAL NOT NULL,
    is_ft      TEXT NOT NULL           -- 'Y' full time / 'N' part time
);
CREATE TABLE cust (
    cust_id    INTEGER PRIMARY KEY,
    cust_nm    TEXT NOT NULL,
    cust_type  TEXT NOT NULL,          -- business / individual / charity / school
    town       TEXT NOT NULL,
    email      TEXT,
    phone      TEXT,
    join_dt    TEXT NOT NULL,
    is_trade   TEXT NOT NULL           -- 'Y' trade account (discounts, 30 day terms) / 'N'
);
CREATE TABLE stk (
    stk_id       INTEGER PRIMARY KEY,
    stk_nm       TEXT NOT NULL,
    gsm          INTEGER,
    finish       TEXT,                 -- matt / gloss / silk / uncoated / vinyl / fabric
    cost_per_sht REAL NOT NULL,
    supplier     TEXT NOT NULL
);
CREATE TABLE prod (
    prod_id    INTEGER PRIMARY KEY,
    prod_nm    TEXT NOT NULL,
    prod_cat   TEXT NOT NULL,          -- business cards / flyers / posters / banners / stationery / signage
    stk_id     INTEGER REFERENCES stk(stk_id),
    unit_prc   REAL NOT NULL,
    is_active  TEXT NOT NULL           -- 'Y' / 'N'
);
CREATE TABLE ord (
    ord_id     INTEGER PRIMARY KEY,
    cust_id    INTEGER NOT NULL REFERENCES cust(cust_id),
    emp_id     INTEGER REFERENCES emp(emp_id),   -- designer on the job, NULL = print-ready artwork supplied
    ord_dt     TEXT NOT NULL,
    due_dt     TEXT NOT NULL,
    done_dt    TEXT,                   -- NULL until completed
    ord_status TEXT NOT NULL,          -- quoted / in production / completed / cancelled
    rush_flg   TEXT NOT NULL,          -- 'Y' / 'N'
    ord_note   TEXT
);
CREATE TABLE ordln (
    ln_id      INTEGER PRIMARY KEY,
    ord_id     INTEGER NOT NULL REFERENCES ord(ord_id),
    prod_id    INTEGER NOT NULL REFERENCES prod(prod_id),
    ln_qty     INTEGER NOT NULL,
    unit_prc   REAL NOT NULL,
    disc_pct   REAL NOT NULL DEFAULT 0
);
CREATE TABLE inv (
    inv_id     INTEGER PRIMARY KEY,
    ord_id     INTEGER NOT NULL REFERENCES ord(ord_id),
    inv_dt     TEXT NOT NULL,
    due_dt     TEXT NOT NULL,
    inv_amt    REAL NOT NULL,
    inv_status TEXT NOT NULL           -- unpaid / part paid / paid / written off
);
CREATE TABLE pmt (
    pmt_id     INTEGER PRIMARY KEY,
    inv_id     INTEGER NOT NULL REFERENCES inv(inv_id),
    pmt_dt     TEXT NOT NULL,
    pmt_amt    REAL NOT NULL,
    pmt_mthd   TEXT NOT NULL           -- card / bank transfer / cash / cheque
);
"""

START = date(2023, 1, 1)
END = date(2025, 12, 31)
TODAY = date(2025, 12, 31)


def d2s(d):
    return d.isoformat()


def rand_date(a, b):
    return a + timedelta(days=rng.randint(0, (b - a).days))


def workday(d):
    while d.weekday() >= 5:
        d += timedelta(days=1)
    return d


# ---------------------------------------------------------------- staff
EMPS = [
    ("Hannah Lowe", "manager", date(2019, 3, 4), None, 24.50, "Y"),
    ("Tom Ashworth", "designer", date(2020, 6, 15), None, 19.75, "Y"),
    ("Priya Nair", "designer", date(2021, 9, 1), None, 18.90, "Y"),
    ("Callum Reid", "designer", date(2022, 2, 7), date(2024, 5, 31), 17.60, "Y"),
    ("Megan Doyle", "designer", date(2023, 4, 17), None, 17.25, "N"),
    ("Jack Whitfield", "designer", date(2024, 6, 10), None, 17.80, "Y"),
    ("Sofia Marchetti", "designer", date(2025, 1, 13), None, 16.90, "N"),
    ("Gary Pickering", "printer", date(2018, 11, 5), None, 16.40, "Y"),
    ("Dean Holloway", "printer", date(2022, 8, 22), date(2025, 3, 14), 15.80, "Y"),
    ("Liam Carver", "printer", date(2025, 3, 3), None, 15.50, "Y"),
    ("Rachel Fenton", "front desk", date(2021, 1, 11), None, 13.20, "N"),
    ("Amy Brookes", "front desk", date(2023, 10, 2), date(2024, 12, 20), 12.90, "N"),
]

# ---------------------------------------------------------------- paper / media stocks
STOCKS = [
    ("Silk 350gsm", 350, "silk", 0.21, "Antalis"),
    ("Matt 400gsm", 400, "matt", 0.26, "Antalis"),
    ("Uncoated Recycled 300gsm", 300, "uncoated", 0.18, "Paperlinx"),
    ("Gloss 170gsm", 170, "gloss", 0.09, "Antalis"),
    ("Silk 130gsm", 130, "silk", 0.06, "Paperlinx"),
    ("Gloss 250gsm", 250, "gloss", 0.14, "Antalis"),
    ("Uncoated Bond 100gsm", 100, "uncoated", 0.04, "Paperlinx"),
    ("Conqueror Laid 120gsm", 120, "uncoated", 0.22, "Arjowiggins"),
    ("Satin Poster Paper 200gsm", 200, "silk", 0.75, "Fenner Papers"),
    ("Blueback Poster 115gsm", 115, "matt", 0.55, "Fenner Papers"),
    ("PVC Banner Vinyl 440gsm", 440, "vinyl", 4.80, "Signmaster"),
    ("Mesh Banner 270gsm", 270, "vinyl", 5.60, "Signmaster"),
    ("Polyester Fabric 220gsm", 220, "fabric", 6.40, "Signmaster"),
    ("Foamex Board 5mm", None, None, 7.20, "Signmaster"),
]

# name, category, stock index (1-based, None = no stock), unit price, active
PRODS = [
    ("Business Cards Standard (per 100)", "business cards", 1, 18.00, "Y"),
    ("Business Cards Premium Matt (per 100)", "business cards", 2, 26.00, "Y"),
    ("Business Cards Recycled (per 100)", "business cards", 3, 21.50, "Y"),
    ("Business Cards Spot UV (per 100)", "business cards", 2, 39.00, "Y"),
    ("A5 Flyers (per 250)", "flyers", 4, 42.00, "Y"),
    ("A6 Flyers (per 250)", "flyers", 4, 29.00, "Y"),
    ("DL Leaflets Folded (per 250)", "flyers", 5, 55.00, "Y"),
    ("A4 Flyers (per 250)", "flyers", 5, 68.00, "Y"),
    ("Postcards A6 (per 100)", "flyers", 6, 24.00, "N"),
    ("A3 Posters (each)", "posters", 9, 6.50, "Y"),
    ("A2 Posters (each)", "posters", 9, 11.00, "Y"),
    ("A1 Posters (each)", "posters", 9, 17.50, "Y"),
    ("A0 Posters (each)", "posters", 9, 26.00, "Y"),
    ("Billboard Blueback 6-sheet (each)", "posters", 10, 85.00, "N"),
    ("PVC Banner 2m x 1m", "banners", 11, 45.00, "Y"),
    ("PVC Banner 3m x 1m", "banners", 11, 62.00, "Y"),
    ("Mesh Banner 4m x 1m", "banners", 12, 98.00, "Y"),
    ("Roller Banner 850mm", "banners", 13, 79.00, "Y"),
    ("Fabric Backdrop 2.4m", "banners", 13, 165.00, "Y"),
    ("Letterheads (per 500)", "stationery", 8, 72.00, "Y"),
    ("Compliment Slips (per 500)", "stationery", 7, 38.00, "Y"),
    ("Branded Notepads A5 (each)", "stationery", 7, 3.20, "Y"),
    ("Presentation Folders (per 50)", "stationery", 6, 95.00, "Y"),
    ("Wedding Invitations (per 50)", "stationery", 8, 64.00, "Y"),
    ("Order of Service (per 50)", "stationery", 5, 33.00, "Y"),
    ("Foamex Sign A2", "signage", 14, 28.00, "Y"),
    ("Foamex Sign A1", "signage", 14, 44.00, "Y"),
    ("Window Vinyl Graphic (per sqm)", "signage", None, 36.00, "Y"),
    ("Vehicle Magnetic Sign (pair)", "signage", None, 58.00, "N"),
    ("Graphic Design (per hour)", "design", None, 40.00, "Y"),
    ("Canvas Print A2 (each)", "posters", None, 34.00, "Y"),
    ("Die-Cut Stickers (per 100)", "stationery", 6, 27.00, "Y"),
]
NOT_YET_SOLD = {"Canvas Print A2 (each)", "Die-Cut Stickers (per 100)"}   # added to the price list Dec 2025

TOWNS = ["Harrogate"] * 9 + ["Knaresborough"] * 5 + ["Ripon"] * 4 + ["Wetherby"] * 3 + \
        ["York"] * 4 + ["Leeds"] * 3 + ["Skipton"] * 2 + ["Otley"] * 2 + ["Thirsk"] + ["Ilkley"]

BIZ_FIRST = ["Harbour", "Greenfield", "Oakwood", "Riverside", "Millstone", "Nidd Valley", "Copper Kettle",
             "Bluebell", "Stray", "Castle", "Abbey", "Willow", "Fountains", "Brimham", "Swale", "Station",
             "Yorkstone", "Dales", "Ashfield", "Kingfisher", "Moorland", "Old Mill", "Ivy House", "Redbrick",
             "Northgate", "Parkside", "Beech Tree", "Silver Birch", "Cobblestone", "Valley Gardens"]
BIZ_LAST = ["Bakery", "Dental Practice", "Estate Agents", "Cafe", "Florist", "Joinery", "Tea Rooms",
            "Physiotherapy", "Vets", "Brewery", "Garage", "Accountants", "Hair Studio", "Yoga", "Deli",
            "Lettings", "Plumbing & Heating", "Gin Company", "Bookshop", "Butchers", "Wedding Venue",
            "Solicitors", "Fitness", "Roofing", "Nursery", "Gallery", "Electrical", "Landscapes"]
CHARITIES = ["Harrogate Hospice Trust", "Nidderdale Rescue Dogs", "Ripon Food Bank", "Yorkshire Wildlife Friends",
             "Knaresborough Lions Club", "Wetherby Rotary", "Dales Mountain Rescue", "St Mark's Church",
             "Harrogate Foodbank", "Otley Carnival Committee", "York Mind", "Skipton Scouts"]
SCHOOLS = ["Rossett School", "St Aidan's Primary", "Ripon Grammar School", "King James's School",
           "Harrogate Ladies' College", "Oatlands Junior School", "Wetherby High School", "Boroughbridge Primary",
           "Skipton Academy", "Knaresborough Montessori"]
FIRST = ["Sarah", "James", "Emma", "Oliver", "Charlotte", "Harry", "Sophie", "George", "Lucy", "Daniel", "Chloe",
         "Matthew", "Hollie", "Ben", "Laura", "Adam", "Rebecca", "Michael", "Jessica", "Peter", "Katie", "Andrew",
         "Ellie", "Robert", "Zoe", "Mark", "Anna", "Stephen", "Grace", "Paul", "Naomi", "Ryan"]
LAST = ["Mitchell", "Hartley", "Thornton", "Barker", "Sutcliffe", "Holmes", "Jackson", "Atkinson", "Walker",
        "Brennan", "Clegg", "Firth", "Pearson", "Wood", "Hirst", "Lister", "Marshall", "Kaur", "Ahmed", "Dawson",
        "Ellis", "Metcalfe", "Shaw", "Naylor", "Rhodes", "Fletcher", "Kowalski", "Patel", "Greenwood", "Chapman"]


def slug(s):
    return "".join(c for c in s.lower() if c.isalnum())


def make_customers():
    custs = []
    used = set()
    # businesses
    while len([c for c in custs if c[1] == "business"]) < 150:
        nm = f"{rng.choice(BIZ_FIRST)} {rng.choice(BIZ_LAST)}"
        if nm in used:
            continue
        used.add(nm)
        custs.append((nm, "business"))
    for nm in CHARITIES:
        custs.append((nm, "charity"))
    for nm in SCHOOLS:
        custs.append((nm, "school"))
    while len([c for c in custs if c[1] == "individual"]) < 75:
        nm = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
        if nm in used:
            continue
        used.add(nm)
        custs.append((nm, "individual"))
    rng.shuffle(custs)
    rows = []
    for i, (nm, ctype) in enumerate(custs, start=1):
        town = rng.choice(TOWNS)
        if ctype == "individual":
            email = f"{slug(nm.split()[0])}.{slug(nm.split()[1])}{rng.randint(1, 99)}@" + \
                rng.choice(["gmail.com", "hotmail.co.uk", "outlook.com", "btinternet.com"])
            if rng.random() < 0.12:
                email = None
        else:
            email = rng.choice(["info", "hello", "office", "accounts", "admin"]) + "@" + slug(nm)[:18] + \
                rng.choice([".co.uk", ".com", ".org.uk" if ctype in ("charity", "school") else ".co.uk"])
            if rng.random() < 0.04:
                email = None
        phone = None if rng.random() < 0.15 else "01423 " + f"{rng.randint(100000, 999999)}" \
            if town in ("Harrogate", "Knaresborough") else ("07" + f"{rng.randint(700000000, 999999999)}")
        # join date: some before 2023 (existing customers), most during 2023-2025
        if rng.random() < 0.3:
            jd = rand_date(date(2019, 1, 1), date(2022, 12, 31))
        else:
            jd = rand_date(START, date(2025, 10, 31))
        trade = "Y" if (ctype == "business" and rng.random() < 0.28) or (ctype == "school" and rng.random() < 0.5) else "N"
        rows.append((i, nm, ctype, town, email, phone, d2s(jd), trade))
    return rows


def main():
    if os.path.exists(DB_PATH):
        os.remove(DB_PATH)
    os.makedirs(DB_DIR, exist_ok=True)
    con = sqlite3.connect(DB_PATH)
    con.execute("PRAGMA foreign_keys = ON")
    con.executescript(SCHEMA)

    # staff
    emp_rows = []
    for i, (nm, role, hd, ld, rate, ft) in enumerate(EMPS, start=1):
        emp_rows.append((i, nm, role, d2s(hd), d2s(ld) if ld else None, rate, ft))
    con.executemany("INSERT INTO emp VALUES (?,?,?,?,?,?,?)", emp_rows)

    con.executemany("INSERT INTO stk VALUES (?,?,?,?,?,?)",
                    [(i, *s) for i, s in enumerate(STOCKS, start=1)])
    con.executemany("INSERT INTO prod VALUES (?,?,?,?,?,?)",
                    [(i, *p) for i, p in enumerate(PRODS, start=1)])

    custs = make_customers()
    con.executemany("INSERT INTO cust VALUES (?,?,?,?,?,?,?,?)", custs)

    # customer "activity weight": a few regulars order a lot, some never order
    weights = {}
    for c in custs:
        r = rng.random()
        if r < 0.10:
            w = 0.0                         # signed up / quoted once on the phone, never ordered
        elif r < 0.20:
            w = rng.uniform(6, 12)          # regulars
        else:
            w = rng.uniform(0.5, 2.5)
        if c[2] == "individual":
            w *= 0.4
        weights[c[0]] = w
    # make the top regular unambiguous
    top = [c for c in custs if c[2] == "business" and c[6] < "2023-01-01"][0]
    weights[top[0]] = 22.0
    cust_ids = [c[0] for c in custs]
    cust_w = [weights[c] for c in cust_ids]
    cust_join = {c[0]: date.fromisoformat(c[6]) for c in custs}
    cust_type = {c[0]: c[2] for c in custs}
    cust_trade = {c[0]: c[7] for c in custs}

    designers = [(r[0], date.fromisoformat(r[3]), date.fromisoformat(r[4]) if r[4] else None)
                 for r in emp_rows if r[2] == "designer"]
    dweights = {2: 1.4, 3: 1.2, 4: 1.0, 5: 0.7, 6: 1.0, 7: 0.6}

    prod_by_cat = {}
    for i, p in enumerate(PRODS, start=1):
        prod_by_cat.setdefault(p[1], []).append((i, p))
    cat_pref = {
        "business": [("business cards", 5), ("flyers", 4), ("posters", 2), ("banners", 2), ("stationery", 3), ("signage", 2)],
        "individual": [("stationery", 5), ("posters", 3), ("business cards", 2), ("banners", 2), ("flyers", 1)],
        "charity": [("flyers", 5), ("posters", 4), ("banners", 4), ("stationery", 1)],
        "school": [("posters", 4), ("banners", 3), ("flyers", 3), ("stationery", 3), ("signage", 1)],
    }
    qty_rule = {
        "business cards": [1, 2, 3, 5, 10],
        "flyers": [1, 2, 4, 8, 20],
        "posters": [5, 10, 20, 25, 50, 100],
        "banners": [1, 1, 1, 2, 3],
        "stationery": [1, 2, 4, 10, 25],
        "signage": [1, 1, 2, 4],
        "design": [1, 2, 3, 4, 6],
    }
    NOTES = ["Customer supplying logo as PDF", "Proof by email please", "Collect in person",
             "Deliver to site", "Match previous job", "Pantone 286C for logo", "Needs to be ready for event",
             "Call before printing", "Reprint of last order", "Spell check names carefully"]

    ord_rows, ln_rows, inv_rows, pmt_rows = [], [], [], []
    oid = lid = iid = pid = 0
    # seasonal volume per month
    day = START
    while day <= date(2025, 12, 19):
        m = day.month
        base = 1.25 + 0.2 * (day.year - 2023)
        if m in (3, 4, 9, 10, 11):
            base *= 1.35
        if m in (8, 12):
            base *= 0.75
        if day.weekday() >= 5:
            base *= 0.15
        n = 0
        lam = base
        # poisson-ish
        while rng.random() < lam / (lam + 1):
            n += 1
            lam *= 0.8
        for _ in range(n):
            # pick a customer who has joined by this date
            while True:
                cid = rng.choices(cust_ids, weights=cust_w)[0]
                if cust_join[cid] <= day:
                    break
            oid += 1
            ctype = cust_type[cid]
            rush = "Y" if rng.random() < 0.14 else "N"
            due = workday(day + timedelta(days=rng.randint(2, 4) if rush == "Y" else rng.randint(5, 15)))
            # designer (None if artwork supplied)
            emp = None
            if rng.random() < 0.72:
                avail = [(d, dweights[d]) for d, h, l in designers if h <= day and (l is None or l >= day)]
                emp = rng.choices([a[0] for a in avail], weights=[a[1] for a in avail])[0]
            age = (TODAY - day).days
            r = rng.random()
            if age < 14:
                status = "quoted" if r < 0.35 else "in production"
            elif age < 30:
                status = "quoted" if r < 0.15 else ("in production" if r < 0.45 else ("cancelled" if r < 0.5 else "completed"))
            else:
                status = "cancelled" if r < 0.06 else ("quoted" if r < 0.09 else "completed")
            done = None
            if status == "completed":
                slip = rng.choice([-2, -1, 0, 0, 0, 0, 1, 2, 3, 5]) if rush == "N" else rng.choice([0, 0, 0, 1])
                done = workday(max(day + timedelta(days=1), due + timedelta(days=slip)))
                if done > TODAY:
                    done = TODAY
            note = rng.choice(NOTES) if rng.random() < 0.25 else None
            ord_rows.append((oid, cid, emp, d2s(day), d2s(due), d2s(done) if done else None, status, rush, note))

            # lines
            nlines = rng.choices([1, 2, 3, 4], weights=[45, 30, 17, 8])[0]
            cats = cat_pref[ctype]
            chosen = set()
            total = 0.0
            for _l in range(nlines):
                cat = rng.choices([c[0] for c in cats], weights=[c[1] for c in cats])[0]
                cand = [p for p in prod_by_cat[cat]
                        if (p[1][4] == "Y" or day < date(2024, 7, 1)) and p[1][0] not in NOT_YET_SOLD]
                if not cand:
                    continue
                pid_, p = rng.choice(cand)
                if pid_ in chosen:
                    continue
                chosen.add(pid_)
                qty = rng.choice(qty_rule[cat])
                # price rise of 5% from 2024 and 4% more from 2025
                price = p[3] * (1.05 if day.year >= 2024 else 1.0) * (1.04 if day.year >= 2025 else 1.0)
                price = round(price, 2)
                disc = 0.0
                if cust_trade[cid] == "Y":
                    disc = 10.0
                elif ctype in ("charity", "school") and rng.random() < 0.6:
                    disc = 5.0
                elif qty >= 20 and rng.random() < 0.3:
                    disc = 5.0
                lid += 1
                ln_rows.append((lid, oid, pid_, qty, price, disc))
                total += qty * price * (1 - disc / 100)
            if emp is not None and rng.random() < 0.35 and 30 not in chosen:
                qty = rng.choice(qty_rule["design"])
                price = round(40.0 * (1.05 if day.year >= 2024 else 1.0) * (1.04 if day.year >= 2025 else 1.0), 2)
                lid += 1
                ln_rows.append((lid, oid, 30, qty, price, 0.0))
                total += qty * price
            if rush == "Y":
                total *= 1.0  # rush surcharge is absorbed; flag only
            total = round(total * 1.2, 2)  # VAT at 20%

            # invoices
            if status in ("completed", "in production") and not (status == "in production" and rng.random() < 0.6):
                iid += 1
                idt = done if done else day + timedelta(days=rng.randint(0, 3))
                if idt > TODAY:
                    idt = TODAY
                terms = 30 if cust_trade[cid] == "Y" else 14
                idue = idt + timedelta(days=terms)
                # payments
                pays = []
                age_i = (TODAY - idt).days
                rr = rng.random()
                if age_i < 20 and rr < 0.55:
                    istatus = "unpaid"
                elif rr < 0.025 and age_i > 120:
                    istatus = "written off"
                elif rr < 0.07 and age_i > 60:
                    istatus = "unpaid"
                elif rr < 0.12:
                    istatus = "part paid"
                    dep = round(total * rng.choice([0.25, 0.5]), 2)
                    pdt = idt + timedelta(days=rng.randint(0, 20))
                    if pdt > TODAY:
                        pdt = TODAY
                    pays.append((pdt, dep))
                else:
                    istatus = "paid"
                    if rng.random() < 0.2:
                        dep = round(total * 0.5, 2)
                        p1 = idt + timedelta(days=rng.randint(0, 5))
                        p2 = p1 + timedelta(days=rng.randint(3, 40))
                        p1 = min(p1, TODAY)
                        p2 = min(p2, TODAY)
                        pays.append((p1, dep))
                        pays.append((p2, round(total - dep, 2)))
                    else:
                        late = rng.choice([0, 1, 2, 5, 7, 10, 14, 20, 28, 35, 45, 60])
                        pd = min(idt + timedelta(days=late), TODAY)
                        pays.append((pd, total))
                inv_rows.append((iid, oid, d2s(idt), d2s(idue), total, istatus))
                if cust_trade[cid] == "Y":
                    mth = ["bank transfer"] * 8 + ["cheque"] * 2
                elif ctype in ("charity", "school"):
                    mth = ["bank transfer"] * 5 + ["cheque"] * 3 + ["card"] * 2
                else:
                    mth = ["card"] * 6 + ["cash"] * 2 + ["bank transfer"] * 2
                how = rng.choice(mth)
                for pdt, amt in pays:
                    pid += 1
                    ts = datetime(pdt.year, pdt.month, pdt.day, rng.randint(9, 17), rng.randint(0, 59), rng.randint(0, 59))
                    pmt_rows.append((pid, iid, ts.strftime("%Y-%m-%d %H:%M:%S"), amt,
                                     how if rng.random() < 0.8 else rng.choice(mth)))
        day += timedelta(days=1)

    con.executemany("INSERT INTO ord VALUES (?,?,?,?,?,?,?,?,?)", ord_rows)
    con.executemany("INSERT INTO ordln VALUES (?,?,?,?,?,?)", ln_rows)
    con.executemany("INSERT INTO inv VALUES (?,?,?,?,?,?)", inv_rows)
    con.executemany("INSERT INTO pmt VALUES (?,?,?,?,?)", pmt_rows)
    con.commit()
    for t in ("emp", "cust", "stk", "prod", "ord", "ordln", "inv", "pmt"):
        print(t, con.execute(f"SELECT COUNT(*) FROM {t}").fetchone()[0])
    con.close()


if __name__ == "__main__":
    main()
