#!/usr/bin/env python3
"""Seeded generator for the 'bookshop' test database (independent bookshop with events + loyalty club)."""
import os
import random
import sqlite3
from datetime import date, datetime, timedelta

random.seed(51)
HERE = os.path.dirname(os.path.abspath(__file__))
DB = os.path.join(HERE, "database", "bookshop", "bookshop.sqlite")
os.makedirs(os.path.dirname(DB), exist_ok=True)
if os.path.exists(DB):
    os.remove(DB)

con = sqlite3.connect(DB)
con.execute("PRAGMA foreign_keys = ON")
cur = con.cursor()
cur.executescript("""
CREATE TABLE publisher (
  pub_id   INTEGER PRIMARY KEY,
  name     TEXT NOT NULL,
  city     TEXT
);
CREATE TABLE author (
  author_id INTEGER PRIMARY KEY,
  first_nm  TEXT NOT NULL,
  last_nm   TEXT NOT NULL,
  country   TEXT,
  birth_yr  INTEGER,
  is_local  INTEGER NOT NULL DEFAULT 0   -- 1 = lives locally, 0 = not
);
CREATE TABLE book (
  book_id   INTEGER PRIMARY KEY,
  title     TEXT NOT NULL,
  author_id INTEGER NOT NULL REFERENCES author(author_id),
  pub_id    INTEGER REFERENCES publisher(pub_id),
  isbn      TEXT,
  genre     TEXT,
  fmt       TEXT,            -- Hardback / Paperback
  pub_yr    INTEGER,
  price     REAL,
  cost      REAL,
  stock_qty INTEGER,
  is_signed INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE member (
  mem_id    INTEGER PRIMARY KEY,
  first_nm  TEXT NOT NULL,
  last_nm   TEXT NOT NULL,
  email     TEXT,
  phone     TEXT,
  town      TEXT,
  tier      TEXT,            -- Bronze / Silver / Gold
  join_dt   TEXT,
  lapse_dt  TEXT,            -- NULL while still a member
  news_opt  TEXT             -- 'Y' / 'N' newsletter opt-in
);
CREATE TABLE staff (
  staff_id  INTEGER PRIMARY KEY,
  first_nm  TEXT NOT NULL,
  last_nm   TEXT NOT NULL,
  role      TEXT,
  start_dt  TEXT,
  end_dt    TEXT
);
CREATE TABLE sale (
  sale_id   INTEGER PRIMARY KEY,
  sale_dt   TEXT NOT NULL,
  mem_id    INTEGER REFERENCES member(mem_id),   -- NULL for walk-in customers
  staff_id  INTEGER REFERENCES staff(staff_id),
  pay_type  TEXT,          -- Card / Cash / Gift Card
  channel   TEXT,          -- In-store / Online
  total_amt REAL
);
CREATE TABLE sale_line (
  line_id   INTEGER PRIMARY KEY,
  sale_id   INTEGER NOT NULL REFERENCES sale(sale_id),
  book_id   INTEGER NOT NULL REFERENCES book(book_id),
  qty       INTEGER NOT NULL,
  unit_price REAL NOT NULL,
  disc_amt  REAL NOT NULL DEFAULT 0
);
CREATE TABLE event (
  event_id  INTEGER PRIMARY KEY,
  title     TEXT NOT NULL,
  descr     TEXT,
  event_type TEXT,        -- Author Talk / Signing / Book Club / Story Time / Poetry Night / Workshop
  event_dt  TEXT,
  author_id INTEGER REFERENCES author(author_id),
  capacity  INTEGER,
  ticket_price REAL,
  status    TEXT          -- Scheduled / Held / Cancelled
);
CREATE TABLE booking (
  booking_id INTEGER PRIMARY KEY,
  event_id  INTEGER NOT NULL REFERENCES event(event_id),
  mem_id    INTEGER NOT NULL REFERENCES member(mem_id),
  book_dt   TEXT,
  seats     INTEGER,
  paid_amt  REAL,
  attended  TEXT          -- 'Y' / 'N'; NULL for events not yet held
);
""")

# ---------------- publishers ----------------
publishers = [
    ("Penguin Random House", "London"), ("HarperCollins", "London"), ("Faber & Faber", "London"),
    ("Bloomsbury", "London"), ("Canongate", "Edinburgh"), ("Bluemoose Books", "Hebden Bridge"),
    ("Salt Publishing", "Cromer"), ("Seren Books", "Bridgend"), ("Pan Macmillan", "London"),
    ("Little Toller", "Dorset"), ("Walker Books", "London"), ("Granta", "London"),
]
for i, (n, c) in enumerate(publishers, 1):
    cur.execute("INSERT INTO publisher VALUES (?,?,?)", (i, n, c))

# ---------------- authors ----------------
first = ["Margaret", "Tom", "Eleanor", "James", "Priya", "Hannah", "David", "Sarah", "Oliver", "Fiona",
         "Kwame", "Isabel", "Robert", "Aisling", "Ben", "Claire", "Samuel", "Nadia", "Peter", "Ruth",
         "Hugo", "Anita", "Michael", "Jenny", "Callum", "Leila", "Edward", "Grace", "Tariq", "Lucy"]
last = ["Holloway", "Fenwick", "Marsh", "Okafor", "Chandra", "Whitlock", "Brennan", "Ashdown", "Pryce",
        "Lindqvist", "Moreau", "Kavanagh", "Thornton", "Devlin", "Hargreaves", "Nakamura", "Ellison",
        "Rowntree", "Castellano", "Mercer", "Quigley", "Sowerby", "Adeyemi", "Fairbairn", "Calloway",
        "Winterbourne", "Blackwood", "Penhaligon", "Stroud", "Osei"]
countries = ["UK"] * 10 + ["Ireland"] * 2 + ["USA"] * 4 + ["Canada", "Nigeria", "India", "France",
                                                           "Sweden", "Japan", "Australia"]
authors = []
used = set()
for aid in range(1, 61):
    while True:
        fn, ln = random.choice(first), random.choice(last)
        if (fn, ln) not in used:
            used.add((fn, ln))
            break
    country = random.choice(countries)
    is_local = 1 if country == "UK" and random.random() < 0.35 else 0
    by = random.randint(1942, 1994) if random.random() > 0.08 else None
    authors.append((aid, fn, ln, country, by, is_local))
    cur.execute("INSERT INTO author VALUES (?,?,?,?,?,?)", authors[-1])

# ---------------- books ----------------
genres = {
    "Fiction": 0.26, "Crime": 0.14, "History": 0.09, "Children's": 0.12, "Poetry": 0.05,
    "Biography": 0.07, "Nature": 0.07, "Science Fiction": 0.07, "Cookery": 0.05, "Local Interest": 0.08,
}
adj = ["Silent", "Lost", "Winter", "Hidden", "Last", "Salt", "Paper", "Quiet", "Burning", "Northern",
       "Glass", "Wild", "Broken", "Golden", "Long", "Secret", "Hollow", "Drowned", "Midnight", "Little"]
noun = ["Harbour", "Garden", "River", "Orchard", "Lighthouse", "Station", "Moor", "Letters", "Island",
        "House", "Fields", "Tide", "Estuary", "Kingdom", "Fox", "Bell", "Shore", "Road", "Archive", "Heron"]
title_pat = ["The {a} {n}", "{a} {n}", "A {a} {n}", "The {n} of {p}", "{p} {n}", "After the {n}",
             "The {n}keeper", "Beneath the {a} {n}"]
places = ["Whitby", "Ely", "Kelso", "Ludlow", "Rye", "Alnwick", "Hay", "Tenby", "Buxton", "Malton"]
genre_names = list(genres)
genre_w = list(genres.values())
titles = set()
books = []
for bid in range(1, 181):
    while True:
        t = random.choice(title_pat).format(a=random.choice(adj), n=random.choice(noun), p=random.choice(places))
        if t not in titles:
            titles.add(t)
            break
    g = random.choices(genre_names, genre_w)[0]
    if g == "Cookery":
        t = random.choice(["Recipes from the ", "The Kitchen ", "Suppers by the "]) + random.choice(noun)
        if t in titles:
            t += " Cookbook"
        titles.add(t)
    aid = random.randint(1, 60)
    if g == "Local Interest":
        loc = [a[0] for a in authors if a[5] == 1]
        aid = random.choice(loc)
    pub = random.randint(1, 12) if random.random() > 0.05 else None
    fmt = "Hardback" if random.random() < 0.3 else "Paperback"
    base = {"Children's": 7.99, "Poetry": 10.99, "Cookery": 22.0, "History": 16.99}.get(g, 9.99)
    price = round(base + random.choice([0, 0, 1, 2, 3, 5]) + (8 if fmt == "Hardback" else 0), 2)
    if price == int(price):
        price -= 0.01
    price = round(price, 2)
    cost = round(price * random.uniform(0.5, 0.62), 2)
    isbn = "978" + "".join(str(random.randint(0, 9)) for _ in range(10))
    stock = random.choice([0, 0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20])
    signed = 1 if random.random() < 0.12 else 0
    pub_yr = random.randint(2005, 2025)
    books.append((bid, t, aid, pub, isbn, g, fmt, pub_yr, price, cost, stock, signed))
    cur.execute("INSERT INTO book VALUES (?,?,?,?,?,?,?,?,?,?,?,?)", books[-1])
book_price = {b[0]: b[8] for b in books}
book_pubyr = {b[0]: b[7] for b in books}

# ---------------- members ----------------
mfirst = ["Alice", "Brian", "Catherine", "Derek", "Emma", "Frank", "Gemma", "Harry", "Ivy", "Jack", "Karen",
          "Liam", "Megan", "Neil", "Olivia", "Paul", "Rachel", "Simon", "Tessa", "Victor", "Wendy", "Zoe",
          "Amir", "Bethan", "Colin", "Deborah", "Ewan", "Freya", "Gareth", "Helen", "Imran", "Joanna",
          "Keith", "Lorna", "Martin", "Nina", "Owen", "Philippa", "Rhys", "Sian", "Trevor", "Ursula"]
mlast = ["Smith", "Jones", "Taylor", "Brown", "Williams", "Wilson", "Johnson", "Davies", "Robinson", "Wright",
         "Thompson", "Evans", "Walker", "White", "Roberts", "Green", "Hall", "Wood", "Jackson", "Clarke",
         "Patel", "Khan", "Lewis", "Harris", "Baker", "Turner", "Hughes", "Edwards", "Cooper", "Ward"]
towns = ["Ludlow"] * 9 + ["Leominster"] * 4 + ["Church Stretton"] * 3 + ["Tenbury Wells"] * 3 + \
        ["Craven Arms"] * 2 + ["Bishop's Castle"] * 2 + ["Knighton", "Cleobury Mortimer", "Shrewsbury", "Hereford"]
members = []
mnames = set()
start = date(2023, 1, 1)
for mid in range(1, 321):
    while True:
        fn, ln = random.choice(mfirst), random.choice(mlast)
        if (fn, ln) not in mnames:
            mnames.add((fn, ln))
            break
    jd = start + timedelta(days=int(random.triangular(0, 1090, 200)))
    town = random.choice(towns)
    tier = random.choices(["Bronze", "Silver", "Gold"], [0.6, 0.28, 0.12])[0]
    lapse = None
    if random.random() < 0.12:
        ld = jd + timedelta(days=random.randint(90, 600))
        if ld < date(2025, 12, 20):
            lapse = ld.isoformat()
    email = (f"{fn}.{ln}{random.randint(1, 99)}@" + random.choice(["gmail.com", "outlook.com", "btinternet.com",
                                                                    "yahoo.co.uk", "icloud.com"])).lower() \
        if random.random() > 0.07 else None
    phone = ("07" + "".join(str(random.randint(0, 9)) for _ in range(9))) if random.random() > 0.2 else None
    news = "Y" if random.random() < 0.62 else "N"
    members.append((mid, fn, ln, email, phone, town, tier, jd.isoformat(), lapse, news))
    cur.execute("INSERT INTO member VALUES (?,?,?,?,?,?,?,?,?,?)", members[-1])
mem_join = {m[0]: m[7] for m in members}
mem_lapse = {m[0]: m[8] for m in members}
mem_tier = {m[0]: m[6] for m in members}

# ---------------- staff ----------------
staff = [
    (1, "Rosalind", "Mayhew", "Owner", "2015-04-01", None),
    (2, "Daniel", "Frost", "Manager", "2019-09-02", None),
    (3, "Chloe", "Bamber", "Bookseller", "2022-03-14", None),
    (4, "Ahmed", "Rahman", "Bookseller", "2023-02-06", "2024-08-30"),
    (5, "Poppy", "Lister", "Saturday Assistant", "2023-06-03", None),
    (6, "Gwen", "Tudor", "Events Coordinator", "2023-10-16", None),
    (7, "Marcus", "Hale", "Bookseller", "2024-09-09", None),
]
cur.executemany("INSERT INTO staff VALUES (?,?,?,?,?,?)", staff)

def staff_on(d):
    ids = []
    for s in staff:
        if s[4] <= d and (s[5] is None or d <= s[5]):
            ids.append(s[0])
    if d >= "2023-01-01" and date.fromisoformat(d).weekday() != 5:
        ids = [i for i in ids if i != 5] or ids
    return ids

# ---------------- sales ----------------
# popularity weights so there are clear bestsellers
pop = {b[0]: random.paretovariate(1.6) for b in books}
bids = list(pop)
bw = [pop[b] for b in bids]
month_w = {1: 0.8, 2: 0.75, 3: 0.9, 4: 0.95, 5: 0.95, 6: 1.0, 7: 1.15, 8: 1.2, 9: 0.9, 10: 1.0, 11: 1.25, 12: 1.9}
sale_id = 0
line_id = 0
d = date(2023, 1, 3)
end = date(2025, 12, 23)
while d <= end:
    if d.weekday() != 6:  # closed Sundays
        n = random.randint(0, 3)
        if random.random() < month_w[d.month] - 0.7:
            n += 1
        if d.year == 2025:
            n += random.random() < 0.25
        for _ in range(n):
            ds = d.isoformat()
            t = datetime(d.year, d.month, d.day, random.randint(9, 17), random.randint(0, 59), random.randint(0, 59))
            mem = None
            if random.random() < 0.45:
                elig = [m for m in mem_join if mem_join[m] <= ds and (mem_lapse[m] is None or mem_lapse[m] > ds)]
                if elig:
                    ew = [3 if mem_tier[m] == "Gold" else 2 if mem_tier[m] == "Silver" else 1 for m in elig]
                    mem = random.choices(elig, ew)[0]
            st = random.choice(staff_on(ds))
            channel = "Online" if random.random() < 0.15 else "In-store"
            pay = "Card" if channel == "Online" else random.choices(["Card", "Cash", "Gift Card"], [0.72, 0.2, 0.08])[0]
            sale_id += 1
            lines = []
            nl = random.choices([1, 2, 3, 4], [0.55, 0.28, 0.12, 0.05])[0]
            chosen = set()
            for _ in range(nl):
                for _try in range(20):
                    b = random.choices(bids, bw)[0]
                    if b not in chosen and book_pubyr[b] <= d.year:
                        break
                else:
                    continue
                chosen.add(b)
                q = random.choices([1, 2, 3], [0.85, 0.12, 0.03])[0]
                up = book_price[b]
                disc = 0.0
                if mem is not None:
                    rate = {"Bronze": 0.0, "Silver": 0.05, "Gold": 0.10}[mem_tier[mem]]
                    disc = round(up * q * rate, 2)
                lines.append((b, q, up, disc))
            if not lines:
                sale_id -= 1
                continue
            total = round(sum(q * up - dc for _, q, up, dc in lines), 2)
            cur.execute("INSERT INTO sale VALUES (?,?,?,?,?,?,?)",
                        (sale_id, t.strftime("%Y-%m-%d %H:%M:%S"), mem, st, pay, channel, total))
            for b, q, up, dc in lines:
                line_id += 1
                cur.execute("INSERT INTO sale_line VALUES (?,?,?,?,?,?)", (line_id, sale_id, b, q, up, dc))
    d += timedelta(days=1)

# ---------------- events ----------------
etypes = [("Author Talk", 40, 8.0), ("Signing", 60, 0.0), ("Book Club", 14, 3.0),
          ("Story Time", 20, 0.0), ("Poetry Night", 30, 5.0), ("Workshop", 12, 25.0)]
club_books = ["The Quiet Orchard", "Salt Letters", "The Drowned Bell", "A Northern Tide"]
events = []
eid = 0
d = date(2023, 2, 1)
TODAY = date(2025, 11, 15)   # "snapshot" date: later events are still Scheduled
while d <= date(2026, 1, 31):
    # roughly 2-3 events per month
    for _ in range(random.choice([2, 2, 3, 3, 4])):
        et, cap, tp = random.choices(etypes, [0.3, 0.15, 0.2, 0.15, 0.1, 0.1])[0]
        day = d + timedelta(days=random.randint(0, 27))
        hr = 10 if et == "Story Time" else random.choice([18, 19, 19])
        aid = None
        if et in ("Author Talk", "Signing"):
            aid = random.randint(1, 60)
            a = authors[aid - 1]
            title = f"{a[1]} {a[2]} in conversation" if et == "Author Talk" else f"Meet & sign: {a[1]} {a[2]}"
            descr = f"{et} with {a[1]} {a[2]}"
        elif et == "Poetry Night":
            aid = random.choice([a[0] for a in authors]) if random.random() < 0.5 else None
            title = "Open Mic Poetry Night" if aid is None else f"Poetry Night with {authors[aid-1][1]} {authors[aid-1][2]}"
            descr = "Readings and open mic"
        elif et == "Book Club":
            title = "Monthly Book Club"
            descr = "Discussing " + random.choice(club_books)
        elif et == "Story Time":
            title = "Saturday Story Time"
            descr = "Stories for under-7s"
        else:
            title = random.choice(["Writing Your First Novel", "Bookbinding Workshop", "Memoir Writing Workshop"])
            descr = "Hands-on session, materials included"
        if day <= TODAY:
            status = "Cancelled" if random.random() < 0.07 else "Held"
        else:
            status = "Scheduled"
        eid += 1
        tp2 = tp + (random.choice([0, 2]) if tp else 0)
        events.append((eid, title, descr, et, f"{day.isoformat()} {hr:02d}:00:00", aid, cap, tp2, status))
        cur.execute("INSERT INTO event VALUES (?,?,?,?,?,?,?,?,?)", events[-1])
    m = d.month + 1
    d = date(d.year + (m > 12), (m - 1) % 12 + 1, 1)

# ---------------- bookings ----------------
bk = 0
for e in events:
    eid, _, _, et, edt, aid, cap, tp, status = e
    ed = edt[:10]
    elig = [m for m in mem_join if mem_join[m] <= ed and (mem_lapse[m] is None or mem_lapse[m] > ed)]
    if not elig:
        continue
    fill = random.uniform(0.2, 0.95) if status != "Scheduled" else random.uniform(0.05, 0.5)
    target = int(cap * fill)
    seats_left = cap
    picked = set()
    while seats_left > 0 and target > 0:
        m = random.choice(elig)
        if m in picked:
            target -= 1
            continue
        picked.add(m)
        seats = min(seats_left, random.choices([1, 2, 3], [0.6, 0.32, 0.08])[0])
        if et == "Book Club":
            seats = 1
        seats_left -= seats
        target -= seats
        bdt = (date.fromisoformat(ed) - timedelta(days=random.randint(1, 40)))
        if bdt.isoformat() < mem_join[m]:
            bdt = date.fromisoformat(mem_join[m])
        paid = round(seats * tp * (0.9 if mem_tier[m] == "Gold" else 1.0), 2)
        if status == "Held":
            att = "Y" if random.random() < 0.88 else "N"
        elif status == "Cancelled":
            att = "N"
            paid = 0.0   # refunded
        else:
            att = None
        bk += 1
        cur.execute("INSERT INTO booking VALUES (?,?,?,?,?,?,?)", (bk, eid, m, bdt.isoformat(), seats, paid, att))

con.commit()
for t in ["publisher", "author", "book", "member", "staff", "sale", "sale_line", "event", "booking"]:
    print(t, cur.execute(f"SELECT COUNT(*) FROM {t}").fetchone()[0])
con.close()
