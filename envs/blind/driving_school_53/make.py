#!/usr/bin/env python3
"""Seeded generator for the driving_school demo database (stdlib only)."""
import os, random, sqlite3
from datetime import date, datetime, timedelta

random.seed(5353)
HERE = os.path.dirname(os.path.abspath(__file__))
DB = os.path.join(HERE, "database", "driving_school", "driving_school.sqlite")
os.makedirs(os.path.dirname(DB), exist_ok=True)
if os.path.exists(DB):
    os.remove(DB)

TODAY = date(2025, 6, 15)
START = date(2023, 1, 2)

con = sqlite3.connect(DB)
con.execute("PRAGMA foreign_keys = ON")
con.executescript("""
CREATE TABLE instructors (
    id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    phone TEXT,
    email TEXT,
    hire_date TEXT NOT NULL,
    leave_date TEXT,
    hourly_rate REAL NOT NULL,
    teaches_automatic INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE cars (
    id INTEGER PRIMARY KEY,
    registration TEXT NOT NULL UNIQUE,
    make TEXT NOT NULL,
    model TEXT NOT NULL,
    transmission TEXT NOT NULL,
    fuel_type TEXT NOT NULL,
    year_made INTEGER NOT NULL,
    instructor_id INTEGER REFERENCES instructors(id),
    purchased_on TEXT NOT NULL,
    sold_on TEXT,
    is_dual_control INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE pupils (
    id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    date_of_birth TEXT NOT NULL,
    town TEXT NOT NULL,
    phone TEXT,
    email TEXT,
    signup_date TEXT NOT NULL,
    transmission TEXT NOT NULL,
    instructor_id INTEGER REFERENCES instructors(id),
    theory_test_passed INTEGER NOT NULL DEFAULT 0,
    referral_source TEXT
);
CREATE TABLE packages (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    lesson_count INTEGER NOT NULL,
    price REAL NOT NULL,
    is_active INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE package_purchases (
    id INTEGER PRIMARY KEY,
    pupil_id INTEGER NOT NULL REFERENCES pupils(id),
    package_id INTEGER NOT NULL REFERENCES packages(id),
    purchased_on TEXT NOT NULL,
    price_paid REAL NOT NULL,
    discount_code TEXT
);
CREATE TABLE payments (
    id INTEGER PRIMARY KEY,
    pupil_id INTEGER NOT NULL REFERENCES pupils(id),
    purchase_id INTEGER REFERENCES package_purchases(id),
    paid_on TEXT NOT NULL,
    amount REAL NOT NULL,
    method TEXT NOT NULL
);
CREATE TABLE lessons (
    id INTEGER PRIMARY KEY,
    pupil_id INTEGER NOT NULL REFERENCES pupils(id),
    instructor_id INTEGER NOT NULL REFERENCES instructors(id),
    car_id INTEGER REFERENCES cars(id),
    start_time TEXT NOT NULL,
    duration_minutes INTEGER NOT NULL,
    lesson_type TEXT NOT NULL,
    status TEXT NOT NULL,
    cancellation_reason TEXT,
    pickup_town TEXT
);
CREATE TABLE driving_tests (
    id INTEGER PRIMARY KEY,
    pupil_id INTEGER NOT NULL REFERENCES pupils(id),
    instructor_id INTEGER REFERENCES instructors(id),
    car_id INTEGER REFERENCES cars(id),
    test_centre TEXT NOT NULL,
    test_date TEXT NOT NULL,
    attempt_number INTEGER NOT NULL,
    result TEXT,
    driving_faults INTEGER,
    serious_faults INTEGER
);
""")

def rdate(a, b):
    return a + timedelta(days=random.randint(0, (b - a).days))

def phone():
    return "07" + "".join(random.choice("0123456789") for _ in range(9))

# ---------------- instructors ----------------
instr_rows = [
    # first, last, hire, leave, rate, auto
    ("Gary", "Whitfield", "2016-03-01", None, 36.0, 0),
    ("Sandra", "Okafor", "2018-09-10", None, 38.0, 1),
    ("Mike", "Donnelly", "2019-05-20", None, 35.0, 0),
    ("Priya", "Chauhan", "2020-01-13", None, 37.5, 1),
    ("Tom", "Baxter", "2021-06-01", "2024-08-30", 34.0, 0),
    ("Lorraine", "Fitch", "2022-02-07", None, 36.5, 0),
    ("Darren", "Kellett", "2023-04-03", None, 35.0, 1),
    ("Aisha", "Rahman", "2024-07-15", None, 37.0, 0),
    ("Callum", "Reid", "2025-01-06", None, 34.5, 1),
]
for i, (f, l, h, lv, r, a) in enumerate(instr_rows, 1):
    con.execute("INSERT INTO instructors VALUES (?,?,?,?,?,?,?,?,?)",
                (i, f, l, phone(), f"{f.lower()}.{l.lower()}@roadreadyschool.co.uk", h, lv, r, a))
INSTR = {i: dict(hire=date.fromisoformat(r[2]),
                 leave=date.fromisoformat(r[3]) if r[3] else None, auto=r[5])
         for i, r in enumerate(instr_rows, 1)}

# ---------------- cars ----------------
car_rows = [
    # reg, make, model, trans, fuel, year, instr, bought, sold, dual
    ("KM19 XRT", "Ford", "Fiesta", "manual", "petrol", 2019, 1, "2019-08-01", None, 1),
    ("LV21 HPA", "Toyota", "Yaris", "automatic", "hybrid", 2021, 2, "2021-04-12", None, 1),
    ("RX20 JNO", "Vauxhall", "Corsa", "manual", "petrol", 2020, 3, "2020-10-05", None, 1),
    ("YA22 KDE", "Kia", "Niro", "automatic", "electric", 2022, 4, "2022-06-20", None, 1),
    ("GF18 WLU", "Volkswagen", "Polo", "manual", "diesel", 2018, 5, "2021-06-01", "2024-10-15", 1),
    ("WN22 BSZ", "Peugeot", "208", "manual", "petrol", 2022, 6, "2022-03-01", None, 1),
    ("BK23 OLM", "MG", "MG4", "automatic", "electric", 2023, 7, "2023-04-01", None, 1),
    ("HJ24 TCX", "Volkswagen", "Polo", "manual", "petrol", 2024, 8, "2024-07-10", None, 1),
    ("OU24 NVF", "Toyota", "Yaris", "automatic", "hybrid", 2024, 9, "2025-01-02", None, 1),
    ("PE17 GYR", "Ford", "Fiesta", "manual", "petrol", 2017, None, "2017-11-20", None, 0),
]
for i, r in enumerate(car_rows, 1):
    con.execute("INSERT INTO cars VALUES (?,?,?,?,?,?,?,?,?,?,?)", (i,) + r)
CAR_OF = {r[6]: i for i, r in enumerate(car_rows, 1) if r[6]}
SPARE_CAR = 10

# ---------------- packages ----------------
pkg_rows = [
    ("Single lesson", 1, 38.0, 1),
    ("Block of 5 lessons", 5, 180.0, 1),
    ("Block of 10 lessons", 10, 345.0, 1),
    ("Intensive 20-hour course", 20, 660.0, 1),
    ("Pass Plus", 6, 215.0, 1),
    ("Motorway confidence", 2, 80.0, 1),
    ("Refresher for full licence holders", 3, 110.0, 0),
]
for i, r in enumerate(pkg_rows, 1):
    con.execute("INSERT INTO packages VALUES (?,?,?,?,?)", (i,) + r)

# ---------------- pupils ----------------
FIRST = ["Olivia", "Amelia", "Isla", "Ava", "Mia", "Ivy", "Lily", "Freya", "Grace", "Sophie", "Ella",
         "Chloe", "Evie", "Ruby", "Poppy", "Hannah", "Jessica", "Megan", "Zara", "Aaliyah", "Maya",
         "Niamh", "Erin", "Katie", "Leah", "Oliver", "George", "Harry", "Noah", "Jack", "Leo", "Oscar",
         "Charlie", "Jacob", "Alfie", "Freddie", "Thomas", "James", "Joshua", "Archie", "Ethan", "Mason",
         "Lewis", "Ryan", "Dylan", "Kieran", "Adam", "Mohammed", "Ali", "Daniel", "Sam", "Ben", "Luke",
         "Connor", "Reece", "Jamie", "Rohan", "Arjun", "Kacper", "Tomasz", "Sarah", "Emma", "Lucy",
         "Rachel", "Claire", "Michelle", "Paul", "Mark", "Andrew", "David"]
LAST = ["Smith", "Jones", "Taylor", "Brown", "Williams", "Wilson", "Johnson", "Davies", "Patel",
        "Robinson", "Wright", "Thompson", "Evans", "Walker", "White", "Roberts", "Green", "Hall",
        "Wood", "Jackson", "Clarke", "Hughes", "Edwards", "Turner", "Hill", "Moore", "Cooper", "Ward",
        "Morris", "King", "Harris", "Baker", "Lewis", "Khan", "Hussain", "Ahmed", "Singh", "Nowak",
        "Kowalski", "Murphy", "O'Brien", "Kelly", "Bennett", "Shaw", "Holmes", "Fletcher", "Marsh",
        "Pearce", "Gibson", "Lloyd", "Barnes", "Chapman", "Mason", "Owen", "Price", "Fox"]
TOWNS = [("Reading", 30), ("Wokingham", 16), ("Bracknell", 15), ("Crowthorne", 6), ("Twyford", 5),
         ("Woodley", 11), ("Earley", 9), ("Finchampstead", 4), ("Sandhurst", 5), ("Theale", 3)]
TOWN_NAMES = [t for t, _ in TOWNS]
TOWN_W = [w for _, w in TOWNS]
REFERRALS = ["website", "friend", "google", "instagram", "school leaflet", None]
REF_W = [20, 30, 25, 10, 5, 10]

def active_instructors(d, auto):
    out = [i for i, v in INSTR.items()
           if v["hire"] <= d and (v["leave"] is None or v["leave"] > d + timedelta(days=60))]
    if auto:
        out = [i for i in out if INSTR[i]["auto"]]
    else:
        out = [i for i in out if not INSTR[i]["auto"]]
    return out

N_PUPILS = 340
pupils = []
for pid in range(1, N_PUPILS + 1):
    f, l = random.choice(FIRST), random.choice(LAST)
    signup = rdate(START, date(2025, 6, 1))
    older = f in ("Sarah", "Emma", "Lucy", "Rachel", "Claire", "Michelle", "Paul", "Mark", "Andrew", "David") \
        or random.random() < 0.08
    age = random.randint(24, 52) if older else random.choices([17, 18, 19, 20, 21, 22], [40, 25, 12, 8, 6, 4])[0]
    dob = signup - timedelta(days=age * 365 + random.randint(0, 360))
    auto = random.random() < (0.45 if older else 0.28)
    cands = active_instructors(signup, auto)
    instr = random.choice(cands)
    theory = 1 if random.random() < 0.7 else 0
    email = f"{f.lower()}.{l.lower().replace(chr(39), '')}{random.randint(1, 99)}@" + \
        random.choice(["gmail.com", "hotmail.co.uk", "outlook.com", "icloud.com", "yahoo.co.uk"])
    if random.random() < 0.06:
        email = None
    town = random.choices(TOWN_NAMES, TOWN_W)[0]
    ref = random.choices(REFERRALS, REF_W)[0]
    pupils.append(dict(id=pid, signup=signup, instr=instr, auto=auto, theory=theory, town=town))
    con.execute("INSERT INTO pupils VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
                (pid, f, l, dob.isoformat(), town, phone(), email, signup.isoformat(),
                 "automatic" if auto else "manual", instr, theory, ref))

# ---------------- lessons, tests, purchases, payments ----------------
CENTRES = ["Reading (Elgar Road)", "Reading (Elgar Road)", "Slough", "Farnborough", "Wokingham"]
CANCEL_REASONS = ["pupil ill", "pupil cancelled - exams", "instructor ill", "car in garage",
                  "bad weather", "pupil cancelled - work", "pupil cancelled - no reason"]
lesson_id = test_id = purchase_id = payment_id = 0
lesson_rows, test_rows, purchase_rows, payment_rows = [], [], [], []

def instructor_for(p, d):
    """Pupils of a leaver get moved to another instructor of the same kind."""
    i = p["instr"]
    lv = INSTR[i]["leave"]
    if lv and d >= lv:
        cands = [c for c in active_instructors(lv, p["auto"]) if c != i]
        p["instr"] = cands[p["id"] % len(cands)]
        i = p["instr"]
    return i

def buy(p, d, pkg):
    global purchase_id, payment_id
    purchase_id += 1
    price = pkg_rows[pkg - 1][2]
    code = None
    if pkg in (3, 4) and random.random() < 0.15:
        codes = ["STUDENT10", "FRIEND15"]
        if d.year == 2024 and 3 <= d.month <= 5:
            codes.append("SPRING24")
        code = random.choice(codes)
        price = round(price * {"STUDENT10": 0.9, "SPRING24": 0.92, "FRIEND15": 0.85}[code], 2)
    purchase_rows.append((purchase_id, p["id"], pkg, d.isoformat(), price, code))
    method = random.choices(["card", "bank_transfer", "cash"], [55, 35, 10])[0]
    if pkg == 4 and random.random() < 0.6:
        # instalments: deposit then remainder (remainder possibly still owed)
        dep = 200.0
        payment_id += 1
        payment_rows.append((payment_id, p["id"], purchase_id, d.isoformat(), dep, method))
        later = d + timedelta(days=random.randint(10, 40))
        if later <= TODAY and random.random() < 0.85:
            payment_id += 1
            payment_rows.append((payment_id, p["id"], purchase_id, later.isoformat(), round(price - dep, 2), method))
    elif pkg == 3 and random.random() < 0.12 and d > date(2025, 4, 1):
        payment_id += 1
        payment_rows.append((payment_id, p["id"], purchase_id, d.isoformat(), 100.0, method))
    else:
        payment_id += 1
        payment_rows.append((payment_id, p["id"], purchase_id, d.isoformat(), price, method))

for p in pupils:
    # how keen is this pupil
    target = random.choices([random.randint(2, 8), random.randint(10, 22), random.randint(22, 40)],
                            [25, 40, 35])[0]
    intensive = random.random() < 0.08
    if intensive:
        target = max(target, 20)
    ghost = p["signup"] < date(2025, 5, 1) and random.random() < 0.04  # pays up front, then never turns up
    ghost_tries = 0
    d = p["signup"] + timedelta(days=random.randint(2, 14))
    credits = 0
    taken = 0
    passed = False
    attempt = 0
    test_due_after = random.randint(12, 26)
    hour = random.choice([8, 9, 10, 11, 13, 14, 15, 16, 17, 18])
    weekday_pref = random.randint(0, 6)
    gap = 2 if intensive else random.choice([4, 7, 7, 7, 10, 14])
    while taken < target and not passed and d <= date(2025, 7, 31):
        if credits <= 0:
            if intensive and taken == 0:
                pkg = 4
            else:
                pkg = random.choices([1, 2, 3, 6], [20, 35, 40, 5])[0] if taken < 30 else random.choice([1, 2])
                if d < date(2024, 3, 1) and random.random() < 0.04:
                    pkg = 7
            if d <= TODAY:
                buy(p, d, pkg)
                credits = pkg_rows[pkg - 1][1]
            else:
                credits = 5  # future bookings, paid later
        instr = instructor_for(p, d)
        car = CAR_OF.get(instr)
        # the car swap: Tom's Polo sold, spare car used occasionally
        if random.random() < 0.03:
            car = SPARE_CAR if not p["auto"] else car
        start = datetime(d.year, d.month, d.day, hour, random.choice([0, 0, 30]))
        dur = random.choices([60, 90, 120], [45, 30, 25])[0]
        if intensive:
            dur = 120
        lt = "standard"
        r = random.random()
        if taken > 15 and r < 0.08:
            lt = "mock test"
        elif taken > 12 and r < 0.13:
            lt = "motorway"
        elif taken > 8 and r < 0.16:
            lt = "night driving"
        if d > TODAY:
            status, reason = "booked", None
        else:
            r = random.random()
            if r < 0.09:
                status, reason = "cancelled", random.choice(CANCEL_REASONS)
            elif r < 0.12:
                status, reason = "no-show", None
            else:
                status, reason = "completed", None
        if ghost and status != "booked":
            status = random.choice(["cancelled", "no-show"])
            reason = random.choice(CANCEL_REASONS[:2] + CANCEL_REASONS[5:]) if status == "cancelled" else None
            ghost_tries += 1
        pickup = p["town"] if random.random() < 0.85 else random.choices(TOWN_NAMES, TOWN_W)[0]
        lesson_id += 1
        lesson_rows.append((lesson_id, p["id"], instr, car, start.strftime("%Y-%m-%d %H:%M:%S"), dur, lt,
                            status, reason, pickup))
        if status == "completed":
            taken += 1
            credits -= 1
        # driving test?
        if taken >= test_due_after and p["theory"] and status == "completed" and random.random() < 0.6:
            attempt += 1
            td = d + timedelta(days=random.randint(5, 30))
            tdt = datetime(td.year, td.month, td.day, random.choice([8, 9, 10, 11, 13, 14, 15]),
                           random.choice([7, 14, 21, 28, 35, 42, 49]))
            if td > TODAY:
                result, df, sf = None, None, None
            else:
                prob = 0.48 + 0.06 * attempt + (0.05 if p["auto"] else 0)
                if random.random() < prob:
                    result, df, sf = "pass", random.randint(0, 15), 0
                else:
                    result = "fail"
                    df = random.randint(3, 22)
                    sf = random.choices([0, 1, 2, 3], [10, 60, 22, 8])[0]
            test_id += 1
            test_rows.append((test_id, p["id"], instr, car, random.choice(CENTRES),
                              tdt.strftime("%Y-%m-%d %H:%M:%S"), attempt, result, df, sf))
            if result == "pass":
                passed = True
                if random.random() < 0.12 and td + timedelta(days=20) <= TODAY:
                    pp = td + timedelta(days=random.randint(7, 20))
                    buy(p, pp, 5)
                d = td
            elif result is None:
                d = td  # stop booking beyond test
                break
            else:
                test_due_after = taken + random.randint(3, 8)
                d = td
        if ghost and ghost_tries >= 2:
            break
        d = d + timedelta(days=gap + random.randint(-1, 2))

# pupils handed over to another instructor keep their current one on file
for p in pupils:
    con.execute("UPDATE pupils SET instructor_id = ? WHERE id = ?", (p["instr"], p["id"]))
con.executemany("INSERT INTO package_purchases VALUES (?,?,?,?,?,?)", purchase_rows)
con.executemany("INSERT INTO payments VALUES (?,?,?,?,?,?)", payment_rows)
con.executemany("INSERT INTO lessons VALUES (?,?,?,?,?,?,?,?,?,?)", lesson_rows)
con.executemany("INSERT INTO driving_tests VALUES (?,?,?,?,?,?,?,?,?,?)", test_rows)
con.commit()
for t in ["instructors", "cars", "pupils", "packages", "package_purchases", "payments", "lessons",
          "driving_tests"]:
    print(t, con.execute(f"SELECT COUNT(*) FROM {t}").fetchone()[0])
con.close()
