#!/usr/bin/env python3
"""Seeded, reproducible generator for the driving_school SQLite database.
Writes <this dir>/database/driving_school/driving_school.sqlite (deleted first)."""
import os
import random
import sqlite3
from datetime import date, datetime, timedelta

random.seed(53)
BASE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.join(BASE, "database", "driving_school")
DB = os.path.join(OUT_DIR, "driving_school.sqlite")
os.makedirs(OUT_DIR, exist_ok=True)
if os.path.exists(DB):
    os.remove(DB)

TODAY = date(2025, 11, 28)          # "now" for the data: later lessons are still booked
START = date(2023, 1, 3)

con = sqlite3.connect(DB)
con.execute("PRAGMA foreign_keys = ON")
cur = con.cursor()
cur.executescript("""
CREATE TABLE instructors (
    instructor_id   INTEGER PRIMARY KEY,
    first_name      TEXT NOT NULL,
    last_name       TEXT NOT NULL,
    phone           TEXT,
    email           TEXT,
    hire_date       TEXT NOT NULL,
    leave_date      TEXT,
    hourly_rate     REAL NOT NULL,
    is_adi_grade_a  INTEGER NOT NULL DEFAULT 0,   -- 1 = top grade approved driving instructor
    is_active       INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE cars (
    car_id          INTEGER PRIMARY KEY,
    registration    TEXT NOT NULL UNIQUE,
    make            TEXT NOT NULL,
    model           TEXT NOT NULL,
    year_made       INTEGER NOT NULL,
    transmission    TEXT NOT NULL,               -- manual / automatic
    fuel_type       TEXT NOT NULL,               -- petrol / diesel / hybrid / electric
    instructor_id   INTEGER REFERENCES instructors(instructor_id),
    acquired_date   TEXT NOT NULL,
    sold_date       TEXT,
    mot_due_date    TEXT
);
CREATE TABLE pupils (
    pupil_id                INTEGER PRIMARY KEY,
    first_name              TEXT NOT NULL,
    last_name               TEXT NOT NULL,
    date_of_birth           TEXT NOT NULL,
    town                    TEXT NOT NULL,
    postcode                TEXT,
    phone                   TEXT,
    email                   TEXT,
    signup_date             TEXT NOT NULL,
    preferred_transmission  TEXT NOT NULL,       -- manual / automatic
    referral_source         TEXT,                -- friend / google / facebook / leaflet / school
    has_provisional_licence INTEGER NOT NULL DEFAULT 1,
    instructor_id           INTEGER REFERENCES instructors(instructor_id)
);
CREATE TABLE packages (
    package_id      INTEGER PRIMARY KEY,
    package_name    TEXT NOT NULL,
    lesson_count    INTEGER NOT NULL,
    lesson_minutes  INTEGER NOT NULL,
    price           REAL NOT NULL,
    is_available    INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE package_purchases (
    purchase_id     INTEGER PRIMARY KEY,
    pupil_id        INTEGER NOT NULL REFERENCES pupils(pupil_id),
    package_id      INTEGER NOT NULL REFERENCES packages(package_id),
    purchase_date   TEXT NOT NULL,
    price_paid      REAL NOT NULL,
    discount_code   TEXT
);
CREATE TABLE lessons (
    lesson_id       INTEGER PRIMARY KEY,
    pupil_id        INTEGER NOT NULL REFERENCES pupils(pupil_id),
    instructor_id   INTEGER NOT NULL REFERENCES instructors(instructor_id),
    car_id          INTEGER REFERENCES cars(car_id),
    purchase_id     INTEGER REFERENCES package_purchases(purchase_id),
    start_time      TEXT NOT NULL,
    duration_minutes INTEGER NOT NULL,
    lesson_type     TEXT NOT NULL,               -- standard / motorway / night / mock_test
    status          TEXT NOT NULL,               -- booked / completed / cancelled / no_show
    pickup_town     TEXT,
    cancelled_reason TEXT,
    price           REAL NOT NULL
);
CREATE TABLE driving_tests (
    test_id         INTEGER PRIMARY KEY,
    pupil_id        INTEGER NOT NULL REFERENCES pupils(pupil_id),
    instructor_id   INTEGER REFERENCES instructors(instructor_id),
    car_id          INTEGER REFERENCES cars(car_id),
    test_type       TEXT NOT NULL,               -- theory / practical
    test_date       TEXT NOT NULL,
    test_centre     TEXT NOT NULL,
    result          TEXT,                        -- pass / fail, NULL if not taken yet
    driving_faults  INTEGER,
    serious_faults  INTEGER,
    fee             REAL NOT NULL
);
CREATE TABLE payments (
    payment_id      INTEGER PRIMARY KEY,
    pupil_id        INTEGER NOT NULL REFERENCES pupils(pupil_id),
    purchase_id     INTEGER REFERENCES package_purchases(purchase_id),
    lesson_id       INTEGER REFERENCES lessons(lesson_id),
    payment_date    TEXT NOT NULL,
    amount          REAL NOT NULL,               -- refunds are negative
    method          TEXT NOT NULL,               -- card / cash / bank_transfer
    is_refund       INTEGER NOT NULL DEFAULT 0
);
""")

def d(x):
    return x.isoformat()

def rand_date(a, b):
    return a + timedelta(days=random.randint(0, (b - a).days))

def phone():
    return "07" + "".join(str(random.randint(0, 9)) for _ in range(9))

# ---------------- instructors ----------------
instructors = [
    # first, last, hire, leave, rate, grade_a
    ("Gary", "Whitfield", date(2015, 4, 1), None, 38.0, 1),
    ("Sandra", "Okafor", date(2017, 9, 12), None, 37.0, 1),
    ("Tom", "Barker", date(2019, 2, 4), None, 35.0, 0),
    ("Priya", "Nair", date(2020, 6, 15), None, 36.0, 1),
    ("Dave", "Kowalski", date(2018, 3, 20), date(2024, 7, 31), 34.0, 0),
    ("Helen", "Marsh", date(2021, 1, 11), None, 35.0, 0),
    ("Liam", "O'Connor", date(2023, 5, 2), None, 33.0, 0),
    ("Aisha", "Rahman", date(2024, 2, 19), None, 34.0, 0),
    ("Mark", "Pritchard", date(2016, 8, 8), date(2025, 3, 28), 36.0, 1),
]
for i, (fn, ln, hd, ld, rate, ga) in enumerate(instructors, 1):
    cur.execute("INSERT INTO instructors VALUES (?,?,?,?,?,?,?,?,?,?)",
                (i, fn, ln, phone(), f"{fn.lower()}.{ln.lower().replace(chr(39), '')}@topgeardriving.co.uk",
                 d(hd), d(ld) if ld else None, rate, ga, 0 if ld else 1))
INSTR = {i: dict(start=max(hd, START), end=ld or date(2099, 1, 1)) for i, (_, _, hd, ld, _, _) in enumerate(instructors, 1)}

# ---------------- cars ----------------
cars = [
    # reg, make, model, year, trans, fuel, instructor, acquired, sold
    ("KX19 HBD", "Ford", "Fiesta", 2019, "manual", "petrol", 1, date(2019, 9, 1), date(2024, 2, 10)),
    ("RV24 TLO", "Ford", "Fiesta", 2024, "manual", "petrol", 1, date(2024, 2, 10), None),
    ("KY20 MZP", "Vauxhall", "Corsa", 2020, "manual", "petrol", 2, date(2020, 3, 5), None),
    ("RX22 JWF", "Toyota", "Yaris", 2022, "automatic", "hybrid", 2, date(2022, 4, 1), None),
    ("KP21 CNE", "Volkswagen", "Polo", 2021, "manual", "petrol", 3, date(2021, 5, 14), None),
    ("RE71 UYA", "Toyota", "Yaris", 2021, "automatic", "hybrid", 4, date(2021, 10, 2), None),
    ("KN18 FGS", "Ford", "Focus", 2018, "manual", "diesel", 5, date(2018, 4, 1), date(2024, 8, 15)),
    ("RY23 PLK", "Peugeot", "208", 2023, "manual", "petrol", 6, date(2023, 3, 1), None),
    ("RK73 WSA", "MG", "MG4", 2023, "automatic", "electric", 7, date(2023, 9, 20), None),
    ("RV73 NDX", "Vauxhall", "Corsa", 2023, "manual", "petrol", 7, date(2023, 5, 2), None),
    ("RO24 BFT", "Toyota", "Yaris", 2024, "automatic", "hybrid", 8, date(2024, 2, 19), None),
    ("KM17 ZRV", "Skoda", "Fabia", 2017, "manual", "petrol", 9, date(2017, 6, 1), date(2025, 4, 20)),
    ("RF25 KCU", "Kia", "Picanto", 2025, "manual", "petrol", None, date(2025, 6, 2), None),  # spare car
]
for i, (reg, mk, md, yr, tr, fu, ins, acq, sold) in enumerate(cars, 1):
    mot = None if sold else d(rand_date(date(2025, 12, 1), date(2026, 10, 30)))
    cur.execute("INSERT INTO cars VALUES (?,?,?,?,?,?,?,?,?,?,?)",
                (i, reg, mk, md, yr, tr, fu, ins, d(acq), d(sold) if sold else None, mot))
CARS = [dict(id=i, trans=c[4], ins=c[6], acq=max(c[7], START), sold=c[8] or date(2099, 1, 1))
        for i, c in enumerate(cars, 1)]

def car_for(ins, trans, day):
    opts = [c for c in CARS if c["ins"] == ins and c["trans"] == trans and c["acq"] <= day < c["sold"]]
    if not opts:
        opts = [c for c in CARS if c["ins"] == ins and c["acq"] <= day < c["sold"]]
    return opts[0]["id"] if opts else None

AUTO_INSTR = {2, 4, 7, 8}          # instructors with an automatic car; 4 and 8 teach automatic only

# ---------------- packages ----------------
packages = [
    ("Single Lesson", 1, 60, 38.0, 1),
    ("Starter Block of 5", 5, 60, 180.0, 1),
    ("Block of 10", 10, 60, 350.0, 1),
    ("Block of 20", 20, 60, 680.0, 1),
    ("Two-Hour Block of 10", 10, 120, 690.0, 1),
    ("Intensive 30 Hours", 15, 120, 1020.0, 1),
    ("Motorway Confidence Pack", 3, 120, 210.0, 1),
    ("Pass Plus", 6, 60, 230.0, 1),
    ("Refresher Block of 3", 3, 60, 108.0, 0),
]
for i, p in enumerate(packages, 1):
    cur.execute("INSERT INTO packages VALUES (?,?,?,?,?,?)", (i, *p))
PLAN_PKG = {"block5": 2, "block10": 3, "block20": 4, "intensive": 6, "twohour": 5}

# ---------------- pupils ----------------
FIRST = ["Oliver", "Amelia", "Jack", "Isla", "Harry", "Ava", "Charlie", "Mia", "George", "Emily", "Noah", "Grace",
         "Leo", "Sophie", "Alfie", "Lily", "Freddie", "Ella", "Oscar", "Chloe", "Archie", "Ruby", "Ethan", "Evie",
         "Jacob", "Poppy", "Thomas", "Freya", "Joshua", "Millie", "Max", "Daisy", "Samuel", "Holly", "Dylan",
         "Jessica", "Kai", "Maisie", "Reuben", "Zara", "Mohammed", "Hannah", "Arjun", "Megan", "Callum", "Niamh",
         "Ryan", "Lucy", "Ben", "Katie", "Adam", "Olivia", "Lewis", "Imogen", "Finley", "Scarlett", "Aaron",
         "Bethany", "Kieran", "Tia", "Jamal", "Rosie", "Tyler", "Eleanor", "Bradley", "Phoebe", "Ibrahim", "Layla"]
LAST = ["Smith", "Jones", "Taylor", "Brown", "Williams", "Wilson", "Johnson", "Davies", "Patel", "Robinson",
        "Wright", "Thompson", "Evans", "Walker", "White", "Roberts", "Green", "Hall", "Thomas", "Clarke",
        "Jackson", "Wood", "Harris", "Edwards", "Turner", "Martin", "Cooper", "Hill", "Ward", "Hughes", "Moore",
        "Clark", "King", "Harrison", "Lewis", "Baker", "Lee", "Allen", "Morris", "Khan", "Scott", "Watson",
        "Davis", "Parker", "James", "Bennett", "Young", "Phillips", "Richardson", "Mitchell", "Bailey", "Carter",
        "Cook", "Singh", "Shaw", "Bell", "Collins", "Morgan", "Kelly", "Begum", "Chapman", "Ali", "Mason",
        "Hussain", "Pearce", "Gray", "Kaur", "Fletcher", "Dixon", "Holmes"]
TOWNS = [("Reading", "RG1", 30), ("Wokingham", "RG40", 16), ("Bracknell", "RG12", 14), ("Woodley", "RG5", 11),
         ("Earley", "RG6", 10), ("Twyford", "RG10", 6), ("Theale", "RG7", 4), ("Crowthorne", "RG45", 5),
         ("Finchampstead", "RG40", 4)]
TOWN_W = [t[2] for t in TOWNS]
REF = ["friend", "google", "facebook", "leaflet", "school", None]
REF_W = [34, 28, 16, 8, 6, 8]
INSTR_W = {1: 12, 2: 10, 3: 11, 4: 9, 5: 8, 6: 10, 7: 9, 8: 8, 9: 7}

N_PUPILS = 420
pupils = []
used_names = set()
for pid in range(1, N_PUPILS + 1):
    while True:
        fn, ln = random.choice(FIRST), random.choice(LAST)
        if (fn, ln) not in used_names:
            used_names.add((fn, ln))
            break
    # signups spread over 2023-01 .. 2025-11, a little busier in spring/summer
    while True:
        sd = rand_date(date(2023, 1, 3), date(2025, 11, 20))
        if sd.month in (3, 4, 5, 6, 7, 8) or random.random() < 0.7:
            break
    age = random.choices([17, 18, 19, 20, 22, 25, 30, 38, 45], [40, 20, 10, 6, 6, 6, 5, 4, 3])[0]
    dob = sd - timedelta(days=age * 365 + random.randint(10, 360))
    trans = "automatic" if random.random() < 0.3 else "manual"
    active = [i for i, v in INSTR.items() if v["start"] <= sd < v["end"] - timedelta(days=60)]
    if trans == "automatic":
        pool = [i for i in active if i in AUTO_INSTR]
    else:
        pool = [i for i in active if i not in (4, 8)]
    ins = random.choices(pool, [INSTR_W[i] for i in pool])[0]
    if random.random() < 0.03:
        ins = None  # enquired, never allocated an instructor
    town, pc, _ = random.choices(TOWNS, TOWN_W)[0]
    postcode = f"{pc} {random.randint(1, 9)}{random.choice('ABDEFGHJLNPQRSTUWXYZ')}{random.choice('ABDEFGHJLNPQRSTUWXYZ')}"
    if random.random() < 0.05:
        postcode = None
    email = f"{fn.lower()}.{ln.lower()}{random.randint(1, 99)}@{random.choice(['gmail.com', 'hotmail.co.uk', 'outlook.com', 'icloud.com', 'yahoo.co.uk'])}"
    if random.random() < 0.06:
        email = None
    prov = 0 if random.random() < 0.06 else 1
    ref = random.choices(REF, REF_W)[0]
    pupils.append(dict(id=pid, fn=fn, ln=ln, sd=sd, trans=trans, ins=ins, town=town, prov=prov))
    cur.execute("INSERT INTO pupils VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)",
                (pid, fn, ln, d(dob), town, postcode, phone(), email, d(sd), trans, ref, prov, ins))

# ---------------- purchases, lessons, payments, tests ----------------
CENTRES = [("Reading", 0.48), ("Wokingham", 0.52), ("Newbury", 0.55), ("Slough", 0.40), ("Farnborough", 0.50)]
CANCEL_REASONS = ["pupil ill", "pupil cancelled late", "instructor ill", "weather", "car off road", "exam clash", None]
DISCOUNTS = [None] * 8 + ["STUDENT10", "SUMMER24", "REFER15"]
RATES = {1: 38, 2: 37, 3: 35, 4: 36, 5: 34, 6: 35, 7: 33, 8: 34, 9: 36}

purchase_id = lesson_id = payment_id = test_id = 0
purchases, lessons_rows, payments, tests = [], [], [], []

def add_payment(pupil, purchase, lesson, day, amount, method=None, refund=0):
    global payment_id
    payment_id += 1
    method = method or random.choices(["card", "cash", "bank_transfer"], [55, 15, 30])[0]
    payments.append((payment_id, pupil, purchase, lesson, d(day), round(amount, 2), method, refund))

for p in pupils:
    if p["ins"] is None or not p["prov"]:
        continue
    ins = p["ins"]
    ins_end = INSTR[ins]["end"]
    day = p["sd"] + timedelta(days=random.randint(3, 20))
    plan = random.choices(["payg", "block5", "block10", "block20", "intensive", "twohour"], [18, 16, 30, 14, 8, 10])[0]
    quit_after = random.choices([3, 8, 15, 25, 40], [8, 12, 25, 35, 20])[0]
    per_week = random.choice([1, 1, 1, 2]) if plan != "intensive" else 4
    taken = 0
    passed = False
    theory_done = False
    fails = 0
    current_purchase, left_in_purchase = None, 0
    minutes = 60
    while taken < quit_after and not passed:
        if day > date(2025, 12, 20):
            break
        if day >= ins_end:
            # instructor left: move pupil to another active instructor of the same kind
            cands = [i for i, v in INSTR.items() if v["start"] <= day < v["end"] and
                     ((i in AUTO_INSTR) if p["trans"] == "automatic" else i not in (4, 8))]
            ins = random.choice(cands)
            ins_end = INSTR[ins]["end"]
        # buy a package when needed
        if plan != "payg" and left_in_purchase == 0 and day <= TODAY:
            pkg = PLAN_PKG[plan]
            if taken > 0 and plan == "block20":
                pkg = 3
            purchase_id += 1
            disc = random.choice(DISCOUNTS)
            price = packages[pkg - 1][3]
            if disc == "STUDENT10":
                price *= 0.9
            elif disc == "REFER15":
                price *= 0.85
            elif disc == "SUMMER24":
                price *= 0.92
            pdate = day - timedelta(days=random.randint(0, 5))
            purchases.append((purchase_id, p["id"], pkg, d(pdate), round(price, 2), disc))
            current_purchase, left_in_purchase = purchase_id, packages[pkg - 1][1]
            minutes = packages[pkg - 1][2]
            # pay in full or in two halves
            if random.random() < 0.75:
                add_payment(p["id"], purchase_id, None, pdate, price)
            else:
                add_payment(p["id"], purchase_id, None, pdate, price / 2)
                add_payment(p["id"], purchase_id, None, pdate + timedelta(days=random.randint(14, 35)), price / 2)
        if plan == "payg":
            minutes = random.choice([60, 60, 90, 120])
        hour = random.choice([8, 9, 10, 11, 13, 14, 15, 16, 17, 18, 19])
        start = datetime(day.year, day.month, day.day, hour, random.choice([0, 0, 30]))
        if start.weekday() == 6:
            start += timedelta(days=1)
        sday = start.date()
        if sday > TODAY:
            status = "booked"
        else:
            status = random.choices(["completed", "cancelled", "no_show"], [86, 10, 4])[0]
        ltype = "standard"
        if taken > 10 and random.random() < 0.08:
            ltype = "motorway"
        elif taken > 6 and random.random() < 0.05 and start.month in (11, 12, 1, 2) and hour >= 16:
            ltype = "night"
        elif taken > 12 and random.random() < 0.10:
            ltype = "mock_test"
        rate = RATES[ins] + (2 if start.year >= 2025 else 0)
        if plan == "payg":
            price = round(rate * minutes / 60, 2)
        else:
            pk = packages[PLAN_PKG[plan] - 1]
            price = round(pk[3] / pk[1], 2)
        reason = random.choice(CANCEL_REASONS) if status == "cancelled" else None
        pickup = p["town"] if random.random() < 0.85 else random.choice(["Reading", "Wokingham", "Bracknell"])
        car = car_for(ins, p["trans"], sday)
        lesson_id += 1
        lessons_rows.append((lesson_id, p["id"], ins, car, current_purchase if plan != "payg" else None,
                             start.strftime("%Y-%m-%d %H:%M:%S"), minutes, ltype, status, pickup, reason, price))
        if plan == "payg" and status in ("completed", "no_show"):
            add_payment(p["id"], None, lesson_id, sday, price,
                        random.choices(["card", "cash", "bank_transfer"], [50, 35, 15])[0])
        if status in ("completed", "no_show") or (status == "cancelled" and reason == "pupil cancelled late"):
            if plan != "payg":
                left_in_purchase -= 1
        if status == "completed":
            taken += 1
        # occasional refund when the school cancelled a pre-paid lesson
        if status == "cancelled" and reason in ("instructor ill", "car off road") and plan != "payg" and random.random() < 0.3:
            add_payment(p["id"], current_purchase, lesson_id, sday + timedelta(days=2), -price, "card", 1)
        # theory test around lesson 4-8
        if not theory_done and taken >= random.randint(4, 8) and status == "completed":
            tdate = sday + timedelta(days=random.randint(5, 25))
            if tdate > date(2025, 12, 31):
                tdate = date(2025, 12, random.randint(18, 31))
            test_id += 1
            res = None if tdate > TODAY else ("pass" if random.random() < 0.62 else "fail")
            tests.append((test_id, p["id"], None, None, "theory", d(tdate), "Reading Theory Centre", res,
                          None, None, 23.0))
            if res in ("pass", None):
                theory_done = True
        # practical test once enough lessons and theory passed
        need = 16 if plan != "intensive" else 12
        if theory_done and taken >= need + fails * 4 and status == "completed" and random.random() < 0.35:
            tdate = sday + timedelta(days=random.randint(14, 60))
            if tdate > date(2025, 12, 31):
                tdate = date(2025, 12, random.randint(15, 31))
            centre, prate = random.choices(CENTRES, [40, 25, 10, 12, 13])[0]
            test_id += 1
            if tdate > TODAY:
                res, df, sf = None, None, None
            else:
                good = random.random() < prate + (0.06 if ins in (1, 2, 4, 9) else 0)
                if good:
                    res, df, sf = "pass", random.randint(0, 15), 0
                else:
                    res = "fail"
                    df = random.randint(3, 22)
                    sf = random.choices([0, 1, 2, 3], [10, 60, 22, 8])[0]
                    if df <= 15 and sf == 0:
                        sf = 1          # a fail with <=15 minors needs a serious fault
            tests.append((test_id, p["id"], ins, car_for(ins, p["trans"], min(tdate, TODAY)), "practical",
                          d(tdate), centre, res, df, sf, 62.0 if tdate.weekday() < 5 else 75.0))
            if res == "pass":
                passed = True
            elif res == "fail":
                fails += 1
                day = tdate
        day = day + timedelta(days=random.choice([5, 6, 7, 7, 8, 10, 14]) // per_week + 1)

cur.executemany("INSERT INTO package_purchases VALUES (?,?,?,?,?,?)", purchases)
cur.executemany("INSERT INTO lessons VALUES (?,?,?,?,?,?,?,?,?,?,?,?)", lessons_rows)
cur.executemany("INSERT INTO driving_tests VALUES (?,?,?,?,?,?,?,?,?,?,?)", tests)
cur.executemany("INSERT INTO payments VALUES (?,?,?,?,?,?,?,?)", payments)
con.commit()

for t in ["instructors", "cars", "pupils", "packages", "package_purchases", "lessons", "driving_tests", "payments"]:
    print(t, cur.execute(f"SELECT COUNT(*) FROM {t}").fetchone()[0])
print("fk problems:", len(cur.execute("PRAGMA foreign_key_check").fetchall()))
con.close()
