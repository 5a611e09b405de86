#!/usr/bin/env python3
"""Seeded generator for the language_school demo database (stdlib only)."""
import os, random, sqlite3, datetime as dt

random.seed(56)
DB = os.path.join(os.path.dirname(os.path.abspath(__file__)), "database", "language_school", "language_school.sqlite")
os.makedirs(os.path.dirname(DB), exist_ok=True)
if os.path.exists(DB):
    os.remove(DB)
TODAY = dt.date(2025, 11, 15)

con = sqlite3.connect(DB)
con.execute("PRAGMA foreign_keys = ON")
con.executescript("""
CREATE TABLE lang (
  lang_id INTEGER PRIMARY KEY,
  lang_cd TEXT NOT NULL,
  lang_nm TEXT NOT NULL
);
CREATE TABLE tch (
  tch_id INTEGER PRIMARY KEY,
  tch_fnm TEXT NOT NULL,
  tch_lnm TEXT NOT NULL,
  tch_email TEXT,
  tch_town TEXT,
  lang_id INTEGER REFERENCES lang(lang_id),
  tch_natv_flg TEXT CHECK (tch_natv_flg IN ('Y','N')),
  tch_hr_rate REAL,
  tch_hire_dt TEXT,
  tch_end_dt TEXT
);
CREATE TABLE stu (
  stu_id INTEGER PRIMARY KEY,
  stu_fnm TEXT NOT NULL,
  stu_lnm TEXT NOT NULL,
  stu_dob TEXT,
  stu_email TEXT,
  stu_phn TEXT,
  stu_town TEXT,
  stu_src TEXT,
  stu_reg_dt TEXT,
  stu_actv_flg TEXT CHECK (stu_actv_flg IN ('Y','N'))
);
CREATE TABLE crs (
  crs_id INTEGER PRIMARY KEY,
  crs_cd TEXT NOT NULL,
  crs_nm TEXT NOT NULL,
  lang_id INTEGER NOT NULL REFERENCES lang(lang_id),
  crs_lvl TEXT,
  crs_hrs INTEGER,
  crs_fee REAL
);
CREATE TABLE cls (
  cls_id INTEGER PRIMARY KEY,
  crs_id INTEGER NOT NULL REFERENCES crs(crs_id),
  tch_id INTEGER REFERENCES tch(tch_id),
  cls_room TEXT,
  cls_day TEXT,
  cls_tm TEXT,
  cls_mode TEXT,
  cls_cap INTEGER,
  cls_start_dt TEXT,
  cls_end_dt TEXT,
  cls_sts TEXT
);
CREATE TABLE enrl (
  enrl_id INTEGER PRIMARY KEY,
  stu_id INTEGER NOT NULL REFERENCES stu(stu_id),
  cls_id INTEGER NOT NULL REFERENCES cls(cls_id),
  enrl_dt TEXT,
  enrl_sts TEXT,
  enrl_disc_pct REAL
);
CREATE TABLE att (
  att_id INTEGER PRIMARY KEY,
  enrl_id INTEGER NOT NULL REFERENCES enrl(enrl_id),
  att_dt TEXT,
  att_sts TEXT
);
CREATE TABLE pay (
  pay_id INTEGER PRIMARY KEY,
  enrl_id INTEGER NOT NULL REFERENCES enrl(enrl_id),
  pay_dt TEXT,
  pay_amt REAL,
  pay_mthd TEXT,
  pay_ref TEXT
);
CREATE TABLE exm (
  exm_id INTEGER PRIMARY KEY,
  enrl_id INTEGER NOT NULL REFERENCES enrl(enrl_id),
  exm_typ TEXT,
  exm_dt TEXT,
  exm_scr REAL,
  exm_pass_flg TEXT CHECK (exm_pass_flg IN ('Y','N'))
);
""")

def d(s):
    return dt.date.fromisoformat(s)

def rand_date(a, b):
    a, b = d(a) if isinstance(a, str) else a, d(b) if isinstance(b, str) else b
    return a + dt.timedelta(days=random.randint(0, (b - a).days))

# ---------------- languages
langs = [("EN", "English"), ("ES", "Spanish"), ("FR", "French"), ("DE", "German"),
         ("IT", "Italian"), ("JA", "Japanese"), ("ZH", "Mandarin Chinese")]
for i, (c, n) in enumerate(langs, 1):
    con.execute("INSERT INTO lang VALUES (?,?,?)", (i, c, n))

TOWNS = ["Bristol", "Bath", "Keynsham", "Portishead", "Clevedon", "Weston-super-Mare",
         "Yate", "Thornbury", "Nailsea", "Chipping Sodbury", "Frome", "Radstock"]
TOWN_W = [40, 14, 8, 6, 5, 6, 5, 3, 4, 2, 3, 2]

# ---------------- teachers (fixed list so names are realistic for the language)
teachers = [
    ("Emma", "Harrington", 1, "Y"), ("James", "Whitfield", 1, "Y"), ("Priya", "Nair", 1, "N"),
    ("Lucia", "Fernandez", 2, "Y"), ("Carlos", "Moreno", 2, "Y"), ("Hannah", "Price", 2, "N"),
    ("Camille", "Dubois", 3, "Y"), ("Julien", "Marchand", 3, "Y"), ("Sophie", "Turner", 3, "N"),
    ("Katrin", "Vogel", 4, "Y"), ("Markus", "Becker", 4, "Y"),
    ("Giulia", "Rossi", 5, "Y"), ("Marco", "Bianchi", 5, "Y"),
    ("Yuki", "Tanaka", 6, "Y"), ("Daniel", "Hughes", 6, "N"),
    ("Mei", "Lin", 7, "Y"), ("Wei", "Zhang", 7, "Y"),
]
tch_rows = []
for i, (fn, ln, lid, nat) in enumerate(teachers, 1):
    hire = rand_date("2016-01-01", "2023-06-30")
    end = None
    if i in (9, 15):          # two teachers have left
        end = {9: "2024-07-31", 15: "2025-03-31"}[i]
    rate = round(random.choice([24, 26, 28, 30, 32, 35]) + random.choice([0, 0.5]), 2)
    tch_rows.append((i, fn, ln, f"{fn.lower()}.{ln.lower()}@lingualinks.co.uk",
                     random.choices(TOWNS, TOWN_W)[0], lid, nat, rate, hire.isoformat(), end))
con.executemany("INSERT INTO tch VALUES (?,?,?,?,?,?,?,?,?,?)", tch_rows)
tch_by_lang = {}
for r in tch_rows:
    tch_by_lang.setdefault(r[5], []).append(r)

# ---------------- courses
LVLS = ["A1", "A2", "B1", "B2", "C1"]
LVL_NM = {"A1": "Beginner", "A2": "Elementary", "B1": "Intermediate",
          "B2": "Upper Intermediate", "C1": "Advanced"}
crs_rows = []
cid = 0
for lid, (lc, ln) in enumerate(langs, 1):
    lvls = LVLS if lid <= 4 else (LVLS[:4] if lid == 5 else LVLS[:3])
    for lv in lvls:
        cid += 1
        hrs = {"A1": 30, "A2": 30, "B1": 40, "B2": 40, "C1": 45}[lv]
        fee = {"A1": 295.0, "A2": 325.0, "B1": 395.0, "B2": 425.0, "C1": 495.0}[lv]
        if lid in (6, 7):
            fee += 60.0
        crs_rows.append((cid, f"{lc}-{lv}", f"{ln} {LVL_NM[lv]}", lid, lv, hrs, fee))
    if lid == 1:
        for extra in [("EN-IELTS", "IELTS Exam Preparation", "B2", 36, 550.0),
                      ("EN-BUS", "Business English", "B1", 24, 480.0)]:
            cid += 1
            crs_rows.append((cid, extra[0], extra[1], 1, extra[2], extra[3], extra[4]))
    if lid == 2:
        cid += 1
        crs_rows.append((cid, "ES-CONV", "Spanish Conversation Club", 2, "B1", 20, 210.0))
    if lid == 3:
        cid += 1
        crs_rows.append((cid, "FR-DELF", "DELF B2 Exam Preparation", 3, "B2", 36, 540.0))
con.executemany("INSERT INTO crs VALUES (?,?,?,?,?,?,?)", crs_rows)
crs_by_id = {r[0]: r for r in crs_rows}

# popularity weights per language
LANG_W = {1: 30, 2: 24, 3: 16, 4: 9, 5: 8, 6: 9, 7: 4}

# ---------------- classes
DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
TIMES = ["09:30", "13:00", "18:00", "18:30", "19:00", "10:00"]
ROOMS = ["R1", "R2", "R3", "R4", "R5", "Lab"]
cls_rows = []
clid = 0
term_starts = ["2023-02-06", "2023-04-17", "2023-09-11", "2024-01-08", "2024-04-15",
               "2024-09-09", "2025-01-06", "2025-04-22", "2025-09-08", "2026-01-12"]
for ts in term_starts:
    n = random.randint(9, 13)
    chosen = random.sample([r[0] for r in crs_rows], n)
    for c in chosen:
        crs = crs_by_id[c]
        lid = crs[3]
        start = d(ts) + dt.timedelta(days=random.randint(0, 6))
        if start > TODAY and start.year > 2025:
            start = d(ts.replace("2026-01-12", "2025-12-01")) + dt.timedelta(days=random.randint(0, 8))
        weeks = max(8, crs[5] // 3)
        planned_end = start + dt.timedelta(weeks=weeks)
        cands = [t for t in tch_by_lang[lid]
                 if d(t[8]) <= start and (t[9] is None or d(t[9]) >= planned_end)]
        tch = random.choice(cands)[0] if cands else None
        if start > TODAY:
            sts, end = "planned", None
        elif planned_end > TODAY:
            sts, end = "running", None
        else:
            sts, end = "completed", planned_end.isoformat()
        if sts != "planned" and random.random() < 0.07:
            sts = "cancelled"
            end = None
        mode = random.choices(["in-person", "online", "hybrid"], [70, 20, 10])[0]
        clid += 1
        cls_rows.append([clid, c, tch, None if mode == "online" else random.choice(ROOMS),
                         random.choice(DAYS), random.choice(TIMES), mode,
                         random.choice([8, 10, 12, 12, 14]), start.isoformat(), end, sts])
con.executemany("INSERT INTO cls VALUES (?,?,?,?,?,?,?,?,?,?,?)", cls_rows)

# ---------------- students
FN = ["Oliver", "Amelia", "George", "Isla", "Harry", "Ava", "Jack", "Mia", "Charlie", "Ella",
      "Thomas", "Grace", "William", "Lily", "Noah", "Freya", "Oscar", "Chloe", "Alfie", "Evie",
      "Leo", "Poppy", "Jacob", "Ruby", "Ethan", "Sophia", "Samuel", "Florence", "Joseph", "Alice",
      "Lucas", "Daisy", "Henry", "Phoebe", "Max", "Megan", "Adam", "Holly", "Ryan", "Zara",
      "Mohammed", "Aisha", "Tomasz", "Agnieszka", "Rahul", "Ananya", "Stefan", "Elena", "Kofi",
      "Fatima", "Ben", "Rachel", "David", "Sarah", "Peter", "Helen", "Mark", "Claire", "Paul",
      "Joanne", "Andrew", "Nicola", "Simon", "Karen", "Richard", "Susan", "Martin", "Julie"]
LN = ["Smith", "Jones", "Taylor", "Brown", "Williams", "Wilson", "Johnson", "Davies", "Patel",
      "Robinson", "Wright", "Thompson", "Evans", "Walker", "White", "Roberts", "Green", "Hall",
      "Wood", "Jackson", "Clarke", "Lewis", "Harris", "Martin", "Cooper", "King", "Baker",
      "Hill", "Moore", "Ward", "Morris", "Turner", "Kowalski", "Nowak", "Khan", "Ahmed",
      "Singh", "Mensah", "Okafor", "Popescu", "Hughes", "Edwards", "Collins", "Stewart",
      "Morgan", "Bell", "Murphy", "Bailey", "Cox", "Richardson", "Howard", "Fisher", "Palmer"]
SRC = ["website", "referral", "walk-in", "social media", "flyer", "employer"]
SRC_W = [38, 22, 10, 18, 5, 7]
stu_rows = []
seen = set()
N_STU = 420
sid = 0
while sid < N_STU:
    fn, ln = random.choice(FN), random.choice(LN)
    if (fn, ln) in seen:
        continue
    seen.add((fn, ln))
    sid += 1
    age = random.choices([random.randint(16, 24), random.randint(25, 45), random.randint(46, 75)],
                         [30, 50, 20])[0]
    dob = rand_date(f"{2025 - age - 1}-01-01", f"{2025 - age - 1}-12-31")
    reg = rand_date("2023-01-02", "2023-01-31") if sid <= 70 else rand_date("2023-01-02", "2025-10-31")
    email = f"{fn.lower()}.{ln.lower()}{random.randint(1, 99)}@" + random.choice(
        ["gmail.com", "outlook.com", "yahoo.co.uk", "btinternet.com", "hotmail.co.uk"])
    if random.random() < 0.06:
        email = None
    phone = "07" + "".join(str(random.randint(0, 9)) for _ in range(9))
    if random.random() < 0.1:
        phone = None
    stu_rows.append([sid, fn, ln, dob.isoformat(), email, phone,
                     random.choices(TOWNS, TOWN_W)[0], random.choices(SRC, SRC_W)[0],
                     reg.isoformat(), "Y"])

# ---------------- enrolments, attendance, payments, exams
enrl_rows, att_rows, pay_rows, exm_rows = [], [], [], []
eid = aid = pid = xid = 0
stu_last_activity = {}
for cl in cls_rows:
    clid, c, tch, room, day, tm, mode, cap, start, end, sts = cl
    crs = crs_by_id[c]
    start_d = d(start)
    pop = LANG_W[crs[3]] / 30
    n = max(2, min(cap, int(round(random.uniform(0.45, 1.0) * cap * (0.6 + 0.5 * pop)))))
    if sts == "cancelled":
        n = random.randint(1, 4)
    if sts == "planned":
        n = random.randint(2, max(3, cap // 2))
    eligible = [s for s in stu_rows if d(s[8]) <= start_d]
    if len(eligible) < n:
        eligible = stu_rows
    chosen = random.sample(eligible, n)
    # lesson dates
    if sts in ("completed", "running"):
        weeks = max(8, crs[5] // 3)
        lessons = [start_d + dt.timedelta(weeks=w) for w in range(weeks)
                   if start_d + dt.timedelta(weeks=w) <= TODAY]
    else:
        lessons = []
    for s in chosen:
        eid += 1
        edt = start_d - dt.timedelta(days=random.randint(3, 40))
        if edt < d(s[8]):
            edt = min(d(s[8]), start_d)
        if edt > TODAY:
            edt = TODAY - dt.timedelta(days=random.randint(0, 10))
        if sts == "cancelled":
            es = "cancelled"
        elif sts == "planned":
            es = "active"
        elif sts == "running":
            es = "withdrawn" if random.random() < 0.06 else "active"
        else:
            es = "withdrawn" if random.random() < 0.1 else "completed"
        disc = random.choices([0.0, 10.0, 15.0, 20.0], [75, 14, 7, 4])[0]
        enrl_rows.append((eid, s[0], clid, edt.isoformat(), es, disc))
        stu_last_activity[s[0]] = max(stu_last_activity.get(s[0], edt), edt)
        due = round(crs[6] * (1 - disc / 100), 2)
        # payments
        if es != "cancelled":
            mthd = random.choices(["card", "bank transfer", "cash", "direct debit"], [45, 30, 10, 15])[0]
            r = random.random()
            if r < 0.6:
                parts = [due]
            elif r < 0.9:
                half = round(due / 2, 2)
                parts = [half, round(due - half, 2)]
            else:
                parts = [round(due / 2, 2)]   # part paid, balance outstanding
            if sts == "planned" and random.random() < 0.4:
                parts = [round(min(due, 50.0), 2)]  # deposit only
            for k, amt in enumerate(parts):
                pdt = edt + dt.timedelta(days=random.randint(0, 5) + 35 * k)
                if pdt > TODAY:
                    continue
                pid += 1
                pts = dt.datetime.combine(pdt, dt.time(random.randint(9, 19), random.randint(0, 59),
                                                       random.randint(0, 59)))
                pay_rows.append((pid, eid, pts.strftime("%Y-%m-%d %H:%M:%S"), amt, mthd,
                                 f"LL{pdt.year}{pid:05d}" if mthd != "cash" else None))
        # attendance
        skill = random.random()
        quit_at = random.randint(2, max(3, len(lessons) - 1)) if es == "withdrawn" else None
        for w, ld in enumerate(lessons):
            if quit_at is not None and w >= quit_at:
                break
            r = random.random()
            p_abs = 0.05 + 0.2 * (1 - skill)
            if r < p_abs:
                a = "absent"
            elif r < p_abs + 0.05:
                a = "excused"
            elif r < p_abs + 0.13:
                a = "late"
            else:
                a = "present"
            aid += 1
            att_rows.append((aid, eid, ld.isoformat(), a))
        # exams (only completed enrolments get a final; some completed courses also had a mid-term)
        if es == "completed":
            final_dt = d(end) - dt.timedelta(days=random.randint(0, 3))
            if crs[5] >= 36 and random.random() < 0.7:
                mid_dt = start_d + (d(end) - start_d) / 2
                sc = round(min(100, max(20, random.gauss(46 + 32 * skill, 12))), 1)
                xid += 1
                exm_rows.append((xid, eid, "mid-term", mid_dt.isoformat(), sc,
                                 "Y" if sc >= 50 else "N"))
            if random.random() < 0.93:
                sc = round(min(100, max(20, random.gauss(47 + 34 * skill, 12))), 1)
                xid += 1
                exm_rows.append((xid, eid, "final", final_dt.isoformat(), sc,
                                 "Y" if sc >= 50 else "N"))
        elif es == "active" and sts == "running" and crs[5] >= 36 and random.random() < 0.5:
            mid_dt = start_d + dt.timedelta(weeks=6)
            if mid_dt <= TODAY:
                sc = round(min(100, max(20, random.gauss(46 + 32 * skill, 12))), 1)
                xid += 1
                exm_rows.append((xid, eid, "placement" if random.random() < 0.1 else "mid-term",
                                 mid_dt.isoformat(), sc, "Y" if sc >= 50 else "N"))

# students with no activity since 2024-06 (or never enrolled) are inactive
for s in stu_rows:
    last = stu_last_activity.get(s[0])
    if last is None:
        if d(s[8]) < dt.date(2025, 5, 1) or random.random() < 0.5:
            s[9] = "N"
    elif last < dt.date(2024, 6, 1):
        s[9] = "N" if random.random() < 0.8 else "Y"

con.executemany("INSERT INTO stu VALUES (?,?,?,?,?,?,?,?,?,?)", stu_rows)
con.executemany("INSERT INTO enrl VALUES (?,?,?,?,?,?)", enrl_rows)
con.executemany("INSERT INTO att VALUES (?,?,?,?)", att_rows)
con.executemany("INSERT INTO pay VALUES (?,?,?,?,?,?)", pay_rows)
con.executemany("INSERT INTO exm VALUES (?,?,?,?,?,?)", exm_rows)
con.commit()
for t in ["lang", "tch", "stu", "crs", "cls", "enrl", "att", "pay", "exm"]:
    print(t, con.execute(f"SELECT COUNT(*) FROM {t}").fetchone()[0])
con.close()
