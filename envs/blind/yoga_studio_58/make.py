#!/usr/bin/env python3
"""Seeded generator for the yoga_studio SQLite database (stdlib only)."""
import os, random, sqlite3
from datetime import date, datetime, timedelta

random.seed(58)
HERE = os.path.dirname(os.path.abspath(__file__))
DB = os.path.join(HERE, "database", "yoga_studio", "yoga_studio.sqlite")
os.makedirs(os.path.dirname(DB), exist_ok=True)
if os.path.exists(DB):
    os.remove(DB)

START = date(2023, 1, 2)
TODAY = date(2025, 6, 30)      # data snapshot day; sessions after it are still scheduled
LAST_SESSION = date(2025, 7, 13)

con = sqlite3.connect(DB)
cur = con.cursor()
cur.executescript("""
PRAGMA foreign_keys = ON;
CREATE TABLE membership_plan (
    plan_id INTEGER PRIMARY KEY,
    plan_name TEXT NOT NULL,
    monthly_fee REAL NOT NULL,
    classes_per_month INTEGER,          -- NULL = unlimited
    is_available INTEGER NOT NULL       -- 1 = still sold, 0 = retired
);
CREATE TABLE member (
    member_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    email TEXT,
    phone TEXT,
    town TEXT,
    date_of_birth TEXT,
    join_date TEXT NOT NULL,
    plan_id INTEGER REFERENCES membership_plan(plan_id),
    status TEXT NOT NULL,               -- active / paused / cancelled
    cancel_date TEXT,                   -- NULL unless cancelled
    newsletter_opt_in INTEGER NOT NULL  -- 1 yes, 0 no
);
CREATE TABLE instructor (
    instructor_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    email TEXT,
    hire_date TEXT NOT NULL,
    leave_date TEXT,                    -- NULL while still teaching
    hourly_rate REAL NOT NULL,
    is_pilates_certified INTEGER NOT NULL
);
CREATE TABLE class_type (
    class_type_id INTEGER PRIMARY KEY,
    class_name TEXT NOT NULL,
    discipline TEXT NOT NULL,           -- yoga / pilates
    level TEXT NOT NULL,                -- beginner / all levels / intermediate / advanced
    duration_minutes INTEGER NOT NULL,
    max_capacity INTEGER NOT NULL,
    drop_in_price REAL NOT NULL
);
CREATE TABLE class_session (
    session_id INTEGER PRIMARY KEY,
    class_type_id INTEGER NOT NULL REFERENCES class_type(class_type_id),
    instructor_id INTEGER NOT NULL REFERENCES instructor(instructor_id),
    room TEXT NOT NULL,
    start_time TEXT NOT NULL,
    status TEXT NOT NULL                -- completed / cancelled / scheduled
);
CREATE TABLE booking (
    booking_id INTEGER PRIMARY KEY,
    session_id INTEGER NOT NULL REFERENCES class_session(session_id),
    member_id INTEGER NOT NULL REFERENCES member(member_id),
    booked_at TEXT NOT NULL,
    status TEXT NOT NULL                -- attended / no-show / cancelled / booked
);
CREATE TABLE payment (
    payment_id INTEGER PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES member(member_id),
    plan_id INTEGER NOT NULL REFERENCES membership_plan(plan_id),
    payment_date TEXT NOT NULL,
    amount REAL NOT NULL,
    method TEXT NOT NULL,               -- card / direct debit / cash
    is_refunded INTEGER NOT NULL
);
CREATE TABLE product (
    product_id INTEGER PRIMARY KEY,
    product_name TEXT NOT NULL,
    category TEXT NOT NULL,             -- mats / clothing / accessories
    price REAL NOT NULL,
    stock_qty INTEGER NOT NULL
);
CREATE TABLE sale (
    sale_id INTEGER PRIMARY KEY,
    product_id INTEGER NOT NULL REFERENCES product(product_id),
    member_id INTEGER REFERENCES member(member_id),   -- NULL = walk-in customer
    sale_date TEXT NOT NULL,
    quantity INTEGER NOT NULL,
    unit_price REAL NOT NULL
);
""")

# ---------------- membership plans ----------------
plans = [
    (1, "Unlimited Monthly", 119.0, None, 1),
    (2, "8 Classes a Month", 89.0, 8, 1),
    (3, "4 Classes a Month", 55.0, 4, 1),
    (4, "Student Unlimited", 79.0, None, 1),
    (5, "Reformer Pilates 8", 139.0, 8, 1),
    (6, "Off-Peak Unlimited", 85.0, None, 0),
]
cur.executemany("INSERT INTO membership_plan VALUES (?,?,?,?,?)", plans)
plan_fee = {p[0]: p[2] for p in plans}
plan_weights = [30, 25, 18, 10, 9, 8]

# ---------------- instructors ----------------
instructors = [
    (1, "Priya", "Sharma", "2021-03-15", None, 38.0, 0),
    (2, "Hannah", "Whitfield", "2021-09-01", None, 35.0, 1),
    (3, "Tom", "Gallagher", "2022-02-14", None, 32.0, 0),
    (4, "Sofia", "Marquez", "2022-06-20", None, 36.0, 1),
    (5, "Ellie", "Brooks", "2022-11-07", "2024-08-31", 30.0, 0),
    (6, "Daniel", "Okafor", "2023-04-03", None, 34.0, 1),
    (7, "Grace", "Lindqvist", "2023-09-11", None, 33.0, 0),
    (8, "Maya", "Chen", "2024-09-02", None, 31.0, 1),
    (9, "Rhiannon", "Price", "2025-01-13", None, 29.0, 0),
]
for i in instructors:
    cur.execute("INSERT INTO instructor VALUES (?,?,?,?,?,?,?,?)",
                (i[0], i[1], i[2], f"{i[1].lower()}.{i[2].lower()}@lotusandcore.co.uk",
                 i[3], i[4], i[5], i[6]))

# ---------------- class types ----------------
ctypes = [
    (1, "Vinyasa Flow", "yoga", "all levels", 60, 20, 14.0),
    (2, "Hatha Yoga", "yoga", "beginner", 60, 20, 13.0),
    (3, "Yin Yoga", "yoga", "all levels", 75, 18, 14.0),
    (4, "Power Yoga", "yoga", "intermediate", 60, 20, 15.0),
    (5, "Ashtanga Mysore", "yoga", "advanced", 90, 12, 18.0),
    (6, "Restorative Yoga", "yoga", "beginner", 75, 14, 14.0),
    (7, "Mat Pilates", "pilates", "all levels", 45, 16, 13.0),
    (8, "Reformer Pilates", "pilates", "intermediate", 50, 8, 24.0),
    (9, "Beginners Reformer", "pilates", "beginner", 50, 8, 22.0),
    (10, "Prenatal Yoga", "yoga", "beginner", 60, 10, 15.0),
]
cur.executemany("INSERT INTO class_type VALUES (?,?,?,?,?,?,?)", ctypes)
ctype = {c[0]: c for c in ctypes}

# ---------------- members ----------------
first = ["Olivia","Amelia","Isla","Ava","Mia","Ivy","Lily","Isabella","Rosie","Sophia","Grace","Freya",
         "Florence","Willow","Evie","Poppy","Emily","Chloe","Lucy","Phoebe","Alice","Harriet","Jessica",
         "Megan","Charlotte","Eleanor","Ruby","Zara","Aisha","Niamh","Hannah","Sarah","Laura","Kate",
         "Rachel","Claire","Nicola","Joanne","Helen","Fiona","James","Oliver","Jack","Harry","George",
         "Noah","Leo","Arthur","Sam","Ben","Luke","Mark","Ravi","Imran","Tomasz","Marta","Agnieszka",
         "Yuki","Elena","Chiara"]
last = ["Smith","Jones","Taylor","Brown","Williams","Wilson","Johnson","Davies","Patel","Robinson",
        "Wright","Thompson","Evans","Walker","White","Roberts","Green","Hall","Thomas","Clarke","Jackson",
        "Wood","Harris","Edwards","Turner","Martin","Cooper","Hill","Ward","Hughes","Moore","Clark",
        "King","Harrison","Lewis","Baker","Lee","Allen","Morris","Khan","Scott","Watson","Davis","Parker",
        "James","Bennett","Young","Phillips","Richardson","Mitchell","Kowalski","Nowak","Rossi","Sato",
        "O'Brien","Murphy","Fletcher","Hunt","Mason","Shaw"]
towns = ["Harrogate"] * 9 + ["Knaresborough"] * 5 + ["Ripon"] * 3 + ["Wetherby"] * 3 + \
        ["Pannal"] * 2 + ["Boroughbridge"] * 2 + ["Pateley Bridge"] + ["Leeds"]

def rand_date(a, b):
    return a + timedelta(days=random.randint(0, (b - a).days))

members = []   # dicts
used_names = set()
N_MEMBERS = 240
for mid in range(1, N_MEMBERS + 1):
    while True:
        fn, ln = random.choice(first), random.choice(last)
        if (fn, ln) not in used_names:
            used_names.add((fn, ln)); break
    # ~ 60 founding members joined late 2022/early 2023, rest spread through to mid 2025
    if mid <= 60:
        jd = rand_date(date(2023, 1, 2), date(2023, 3, 31))
    else:
        jd = rand_date(date(2023, 1, 2), date(2025, 6, 15))
    plan = random.choices([p[0] for p in plans], weights=plan_weights)[0]
    if plan == 6 and jd > date(2024, 3, 31):   # off-peak plan retired in spring 2024
        plan = random.choice([1, 2, 3])
    age = random.randint(19, 68)
    if plan == 4:
        age = random.randint(18, 25)
    dob = rand_date(date(2025 - age - 1, 1, 1), date(2025 - age - 1, 12, 31))
    r = random.random()
    status, cancel = "active", None
    if (TODAY - jd).days > 90:
        if r < 0.22:
            status = "cancelled"
            cancel = rand_date(jd + timedelta(days=60), TODAY - timedelta(days=5))
        elif r < 0.30:
            status = "paused"
    email = f"{fn.lower()}.{ln.lower().replace(chr(39), '')}{random.randint(1, 99)}@" + \
        random.choice(["gmail.com", "outlook.com", "yahoo.co.uk", "hotmail.co.uk", "icloud.com"])
    if random.random() < 0.06:
        email = None
    phone = "07" + "".join(str(random.randint(0, 9)) for _ in range(9)) if random.random() > 0.1 else None
    town = random.choice(towns) if random.random() > 0.04 else None
    dob_s = dob.isoformat() if random.random() > 0.08 else None
    members.append(dict(id=mid, fn=fn, ln=ln, email=email, phone=phone, town=town, dob=dob_s,
                        join=jd, plan=plan, status=status, cancel=cancel,
                        news=1 if random.random() < 0.62 else 0,
                        activity=random.choice([0.4, 0.7, 1.0, 1.0, 1.5, 2.2, 3.0])))
for m in members:
    cur.execute("INSERT INTO member VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
                (m["id"], m["fn"], m["ln"], m["email"], m["phone"], m["town"], m["dob"],
                 m["join"].isoformat(), m["plan"], m["status"],
                 m["cancel"].isoformat() if m["cancel"] else None, m["news"]))

# ---------------- weekly timetable -> class sessions ----------------
# (weekday 0=Mon, time, class_type, preferred instructors, room)
timetable = [
    (0, "07:00", 1, [1, 7], "Studio A"),
    (0, "18:30", 8, [2, 4], "Reformer Room"),
    (0, "19:45", 3, [3, 5], "Studio A"),
    (1, "09:30", 7, [6, 2], "Studio B"),
    (1, "18:00", 4, [3, 1], "Studio A"),
    (1, "19:15", 9, [4, 8], "Reformer Room"),
    (2, "07:00", 5, [1], "Studio A"),
    (2, "12:15", 7, [6, 8], "Studio B"),
    (2, "18:30", 2, [5, 7, 9], "Studio A"),
    (3, "09:30", 10, [5, 7, 9], "Studio B"),
    (3, "18:30", 8, [2, 6], "Reformer Room"),
    (3, "19:30", 1, [7, 3], "Studio A"),
    (4, "17:30", 6, [5, 7, 9], "Studio B"),
    (5, "09:00", 1, [1, 3], "Studio A"),
    (5, "10:30", 8, [4, 2, 8], "Reformer Room"),
    (6, "10:00", 3, [7, 5, 9], "Studio A"),
]
inst = {i[0]: i for i in instructors}

def inst_ok(iid, d):
    h = date.fromisoformat(inst[iid][3])
    l = date.fromisoformat(inst[iid][4]) if inst[iid][4] else None
    return d >= h and (l is None or d <= l)

sessions = []
d = START
sid = 0
while d <= LAST_SESSION:
    for wd, t, ct, prefs, room in timetable:
        if d.weekday() != wd:
            continue
        # Prenatal yoga only launched in Sept 2023; Ashtanga Mysore dropped from Jan 2025
        if ct == 10 and d < date(2023, 9, 1):
            continue
        if ct == 5 and d >= date(2025, 1, 1):
            continue
        # studio closed over Christmas
        if (d.month == 12 and d.day >= 24) or (d.month == 1 and d.day == 1):
            continue
        cands = [p for p in prefs if inst_ok(p, d)]
        if not cands:
            pil = ctype[ct][2] == "pilates"
            cands = [i for i in inst if inst_ok(i, d) and (not pil or inst[i][6] == 1)]
        iid = cands[0] if random.random() < 0.8 else random.choice(cands)
        if random.random() < 0.08:   # cover teacher
            pil = ctype[ct][2] == "pilates"
            cover = [i for i in inst if inst_ok(i, d) and (not pil or inst[i][6] == 1)]
            iid = random.choice(cover)
        sid += 1
        if d > TODAY:
            st = "scheduled"
        else:
            st = "cancelled" if random.random() < 0.03 else "completed"
        sessions.append((sid, ct, iid, room, f"{d.isoformat()} {t}:00", st))
    d += timedelta(days=1)
cur.executemany("INSERT INTO class_session VALUES (?,?,?,?,?,?)", sessions)

# ---------------- bookings ----------------
popularity = {1: 0.55, 2: 0.45, 3: 0.5, 4: 0.45, 5: 0.35, 6: 0.4, 7: 0.5, 8: 0.8, 9: 0.7, 10: 0.45}
bookings = []
bid = 0
for s in sessions:
    sid, ct, iid, room, st_time, st = s
    sd = date.fromisoformat(st_time[:10])
    eligible = [m for m in members if m["join"] <= sd and (m["cancel"] is None or m["cancel"] >= sd)]
    if ct in (8, 9):
        weighted = [m for m in eligible if m["plan"] == 5 or random.random() < 0.25]
    else:
        weighted = eligible
    cap = ctype[ct][5]
    n = int(cap * popularity[ct] * random.uniform(0.15, 0.55))
    n = max(0, min(n, len(weighted)))
    chosen = []
    pool = weighted[:]
    wts = [m["activity"] * (0.3 if m["status"] == "paused" else 1.0) for m in pool]
    while len(chosen) < n and pool:
        k = random.choices(range(len(pool)), weights=wts)[0]
        chosen.append(pool.pop(k)); wts.pop(k)
    for m in chosen:
        bid += 1
        booked = datetime.fromisoformat(st_time) - timedelta(hours=random.randint(2, 240),
                                                             minutes=random.randint(0, 59))
        if booked.date() < m["join"]:
            booked = datetime.combine(m["join"], datetime.min.time()) + timedelta(hours=9)
        if st == "scheduled":
            bst = "cancelled" if random.random() < 0.06 else "booked"
        elif st == "cancelled":
            bst = "cancelled"
        else:
            r = random.random()
            bst = "attended" if r < 0.84 else ("no-show" if r < 0.93 else "cancelled")
        bookings.append((bid, sid, m["id"], booked.strftime("%Y-%m-%d %H:%M:%S"), bst))
cur.executemany("INSERT INTO booking VALUES (?,?,?,?,?)", bookings)

# ---------------- payments (monthly membership fees) ----------------
payments = []
pid = 0
fee_rise = date(2024, 4, 1)     # fees went up ~5% in April 2024
for m in members:
    pay_day = m["join"]
    end = m["cancel"] or TODAY
    method = random.choices(["direct debit", "card", "cash"], weights=[70, 25, 5])[0]
    plan = m["plan"]
    while pay_day <= end:
        fee = plan_fee[plan]
        if pay_day >= fee_rise and plan != 6:
            fee = round(fee * 1.05, 0) - 0.01 if fee > 60 else fee + 3
        if m["status"] == "paused" and pay_day > TODAY - timedelta(days=70):
            break
        pid += 1
        refunded = 1 if random.random() < 0.015 else 0
        payments.append((pid, m["id"], plan, pay_day.isoformat(), round(fee, 2), method, refunded))
        # next month, same day (clamped to 28)
        y, mo = pay_day.year + (pay_day.month // 12), pay_day.month % 12 + 1
        pay_day = date(y, mo, min(m["join"].day, 28))
cur.executemany("INSERT INTO payment VALUES (?,?,?,?,?,?,?)", payments)

# ---------------- retail products ----------------
products = [
    (1, "Lotus Cork Yoga Mat", "mats", 54.0, 12),
    (2, "Natural Rubber Mat 5mm", "mats", 68.0, 7),
    (3, "Travel Mat 1.5mm", "mats", 32.0, 0),
    (4, "Studio PVC Mat", "mats", 24.0, 25),
    (5, "Organic Cotton Leggings", "clothing", 48.0, 18),
    (6, "Seamless Sports Bra", "clothing", 34.0, 14),
    (7, "Bamboo Relaxed Tee", "clothing", 28.0, 20),
    (8, "Lotus & Core Hoodie", "clothing", 55.0, 6),
    (9, "Grip Socks (pair)", "accessories", 9.5, 60),
    (10, "Cork Yoga Block", "accessories", 14.0, 30),
    (11, "Cotton Yoga Strap", "accessories", 8.0, 22),
    (12, "Stainless Water Bottle", "accessories", 18.0, 15),
    (13, "Buckwheat Meditation Cushion", "accessories", 39.0, 4),
    (14, "Mat Cleaning Spray", "accessories", 7.5, 40),
    (15, "Men's Training Shorts", "clothing", 36.0, 9),
]
cur.executemany("INSERT INTO product VALUES (?,?,?,?,?)", products)
prod_w = [5, 3, 2, 6, 8, 6, 5, 4, 30, 10, 6, 7, 2, 9, 0]   # shorts never sold yet
sales = []
sale_id = 0
d = START
while d <= TODAY:
    for _ in range(random.choice([0, 0, 0, 1, 1, 2])):
        p = random.choices(products, weights=prod_w)[0]
        qty = 1 if p[2] != "accessories" else random.choice([1, 1, 1, 2, 2, 3])
        price = p[3]
        if d.month in (1,) and p[2] == "clothing":
            price = round(price * 0.8, 2)     # January sale on clothing
        active = [m for m in members if m["join"] <= d and (m["cancel"] is None or m["cancel"] >= d)]
        mem = random.choice(active)["id"] if (active and random.random() < 0.7) else None
        sale_id += 1
        sales.append((sale_id, p[0], mem, d.isoformat(), qty, price))
    d += timedelta(days=1)
cur.executemany("INSERT INTO sale VALUES (?,?,?,?,?,?)", sales)

con.commit()
for t in ["membership_plan", "member", "instructor", "class_type", "class_session",
          "booking", "payment", "product", "sale"]:
    print(t, cur.execute(f"SELECT COUNT(*) FROM {t}").fetchone()[0])
con.close()
