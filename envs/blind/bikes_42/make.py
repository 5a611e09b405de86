#!/usr/bin/env python3
"""Build the 'bikes' SQLite database (bicycle shop + repair workshop) and dev.json.

Deterministic: random.seed(42).
"""
import json
import os
import random
import sqlite3
from datetime import date, timedelta

random.seed(42)

HERE = os.path.dirname(os.path.abspath(__file__))
DB_DIR = os.path.join(HERE, "database", "bikes")
DB_PATH = os.path.join(DB_DIR, "bikes.sqlite")
os.makedirs(DB_DIR, exist_ok=True)
if os.path.exists(DB_PATH):
    os.remove(DB_PATH)

SCHEMA = """
CREATE TABLE tblSupplier (
    SuppID      INTEGER PRIMARY KEY,
    SuppName    TEXT NOT NULL,
    SuppType    TEXT NOT NULL,          -- 'Bikes' or 'Parts'
    Town        TEXT,
    Phone       TEXT,
    AccountOpened TEXT
);

CREATE TABLE tblBike (
    BikeID      INTEGER PRIMARY KEY,
    BrandName   TEXT NOT NULL,
    ModelName   TEXT NOT NULL,
    Category    TEXT NOT NULL,          -- Road, Mountain, Hybrid, Gravel, Folding, Kids, Cargo
    IsEbike     INTEGER NOT NULL DEFAULT 0 CHECK (IsEbike IN (0,1)),
    FrameSize   TEXT,
    ModelYear   INTEGER,
    RRP         REAL NOT NULL,          -- recommended retail price, GBP
    CostPrice   REAL NOT NULL,          -- trade price, GBP
    SuppID      INTEGER REFERENCES tblSupplier(SuppID)
);

CREATE TABLE tblServicePlan (
    PlanID          INTEGER PRIMARY KEY,
    PlanName        TEXT NOT NULL,      -- Bronze, Silver, Gold
    AnnualFee       REAL NOT NULL,
    FreeServices    INTEGER NOT NULL,   -- free services per year
    PartsDiscountPct INTEGER NOT NULL
);

CREATE TABLE tblCustomer (
    CustID      INTEGER PRIMARY KEY,
    FirstName   TEXT NOT NULL,
    Surname     TEXT NOT NULL,
    Email       TEXT,
    Phone       TEXT,
    Town        TEXT,
    Postcode    TEXT,
    JoinDate    TEXT NOT NULL,
    PlanID      INTEGER REFERENCES tblServicePlan(PlanID),
    PlanStartDate TEXT
);

CREATE TABLE tblSale (
    SaleID      INTEGER PRIMARY KEY,
    CustID      INTEGER NOT NULL REFERENCES tblCustomer(CustID),
    SaleDate    TEXT NOT NULL,
    PayMethod   TEXT NOT NULL           -- Card, Cash, Cycle to Work, Finance
);

CREATE TABLE tblSaleLine (
    LineID      INTEGER PRIMARY KEY,
    SaleID      INTEGER NOT NULL REFERENCES tblSale(SaleID),
    BikeID      INTEGER NOT NULL REFERENCES tblBike(BikeID),
    Qty         INTEGER NOT NULL DEFAULT 1,
    SoldPrice   REAL NOT NULL           -- price per unit actually charged, GBP
);

CREATE TABLE tblMechanic (
    MechID      INTEGER PRIMARY KEY,
    FirstName   TEXT NOT NULL,
    Surname     TEXT NOT NULL,
    HourlyRate  REAL NOT NULL,          -- wage, GBP/hour
    StartDate   TEXT NOT NULL,
    LeaveDate   TEXT,
    IsEbikeCertified INTEGER NOT NULL DEFAULT 0 CHECK (IsEbikeCertified IN (0,1))
);

CREATE TABLE tblRepairJob (
    JobID       INTEGER PRIMARY KEY,
    CustID      INTEGER NOT NULL REFERENCES tblCustomer(CustID),
    MechID      INTEGER NOT NULL REFERENCES tblMechanic(MechID),
    JobDate     TEXT NOT NULL,          -- date booked in
    JobType     TEXT NOT NULL,
    BikeDesc    TEXT,
    LabourMins  INTEGER NOT NULL,
    LabourCharge REAL NOT NULL,         -- GBP charged to customer for labour
    Status      TEXT NOT NULL CHECK (Status IN ('Booked','In progress','Collected')),
    CollectedDate TEXT
);

CREATE TABLE tblJobPart (
    JobPartID   INTEGER PRIMARY KEY,
    JobID       INTEGER NOT NULL REFERENCES tblRepairJob(JobID),
    PartName    TEXT NOT NULL,
    PartType    TEXT NOT NULL,
    Qty         INTEGER NOT NULL DEFAULT 1,
    UnitPrice   REAL NOT NULL,          -- GBP charged per unit
    SuppID      INTEGER REFERENCES tblSupplier(SuppID)
);

CREATE TABLE tblDelivery (
    DelivID     INTEGER PRIMARY KEY,
    SuppID      INTEGER NOT NULL REFERENCES tblSupplier(SuppID),
    BikeID      INTEGER NOT NULL REFERENCES tblBike(BikeID),
    DelivDate   TEXT NOT NULL,
    Qty         INTEGER NOT NULL,
    UnitCost    REAL NOT NULL
);
"""

START = date(2023, 1, 1)
END = date(2025, 10, 31)
NDAYS = (END - START).days


def rand_date(a=START, b=END, seasonal=False):
    while True:
        d = a + timedelta(days=random.randint(0, (b - a).days))
        if not seasonal:
            return d
        # busier spring/summer
        w = {1: .45, 2: .5, 3: .75, 4: .95, 5: 1.0, 6: 1.0, 7: .95, 8: .9,
             9: .8, 10: .65, 11: .55, 12: .7}[d.month]
        if random.random() < w:
            return d


# ---------------------------------------------------------------- suppliers
suppliers = [
    # id, name, type, town, phone, opened
    (1, "Trek Bicycle UK", "Bikes", "Milton Keynes", "01908 282626", "2018-03-01"),
    (2, "Giant UK", "Bikes", "Nottingham", "0115 977 5900", "2017-06-12"),
    (3, "Specialized UK", "Bikes", "Guildford", "01483 238200", "2019-01-15"),
    (4, "Brompton Bicycle Ltd", "Bikes", "London", "020 8232 8484", "2018-09-20"),
    (5, "Madison", "Bikes", "Milton Keynes", "01908 326000", "2016-04-04"),
    (6, "Raleigh UK", "Bikes", "Eastwood", "0115 855 5555", "2016-02-10"),
    (7, "Avon Valley Cycles Wholesale", "Bikes", "Bristol", "0117 955 1234", "2020-05-05"),
    (8, "Extra UK", "Parts", "Northampton", "01604 595700", "2016-01-20"),
    (9, "Fisher Outdoor", "Parts", "Witney", "01993 777 100", "2017-11-01"),
    (10, "Westcountry Bike Parts", "Parts", "Bristol", "0117 966 4321", "2021-02-14"),
    (11, "Zyro Fisher", "Parts", "Bedale", "01677 427 300", "2019-07-07"),
]

# ---------------------------------------------------------------- bikes
# brand, model, category, ebike, rrp, supplier, popularity weight
bike_specs = [
    ("Trek", "Domane AL 2", "Road", 0, 849, 1, 6),
    ("Trek", "Domane SL 5", "Road", 0, 2850, 1, 2),
    ("Trek", "Marlin 5", "Mountain", 0, 599, 1, 7),
    ("Trek", "Marlin 7", "Mountain", 0, 899, 1, 4),
    ("Trek", "FX 2", "Hybrid", 0, 650, 1, 7),
    ("Trek", "Checkpoint ALR 5", "Gravel", 0, 1999, 1, 2),
    ("Trek", "Allant+ 7", "Hybrid", 1, 3650, 1, 2),
    ("Trek", "Rail 5", "Mountain", 1, 5400, 1, 1),
    ("Trek", "Precaliber 20", "Kids", 0, 300, 1, 4),
    ("Giant", "Contend AR 3", "Road", 0, 799, 2, 5),
    ("Giant", "TCR Advanced 2", "Road", 0, 2199, 2, 2),
    ("Giant", "Talon 2", "Mountain", 0, 649, 2, 5),
    ("Giant", "Escape 2", "Hybrid", 0, 529, 2, 7),
    ("Giant", "Revolt 2", "Gravel", 0, 1149, 2, 3),
    ("Giant", "Explore E+ 2", "Hybrid", 1, 2999, 2, 3),
    ("Giant", "ARX 24", "Kids", 0, 349, 2, 3),
    ("Specialized", "Allez Sport", "Road", 0, 1100, 3, 3),
    ("Specialized", "Rockhopper Comp", "Mountain", 0, 900, 3, 4),
    ("Specialized", "Sirrus 2.0", "Hybrid", 0, 600, 3, 5),
    ("Specialized", "Diverge E5", "Gravel", 0, 1300, 3, 3),
    ("Specialized", "Turbo Vado 3.0", "Hybrid", 1, 3250, 3, 3),
    ("Specialized", "Turbo Levo Comp", "Mountain", 1, 6500, 3, 1),
    ("Specialized", "Jett 20", "Kids", 0, 375, 3, 2),
    ("Brompton", "C Line Explore", "Folding", 0, 1645, 4, 4),
    ("Brompton", "P Line Urban", "Folding", 0, 2595, 4, 2),
    ("Brompton", "Electric C Line", "Folding", 1, 3095, 4, 2),
    ("Cannondale", "CAAD Optimo 2", "Road", 0, 1150, 7, 2),
    ("Cannondale", "Trail 6", "Mountain", 0, 700, 7, 3),
    ("Cannondale", "Quick 4", "Hybrid", 0, 675, 7, 3),
    ("Cannondale", "Topstone 3", "Gravel", 0, 1400, 7, 2),
    ("Raleigh", "Pioneer Trail", "Hybrid", 0, 450, 6, 4),
    ("Raleigh", "Motus Tour", "Hybrid", 1, 2100, 6, 3),
    ("Raleigh", "Strada 2", "Hybrid", 0, 550, 6, 3),
    ("Raleigh", "Jazzi 20", "Kids", 0, 230, 6, 3),
    ("Frog", "Frog 44", "Kids", 0, 390, 7, 3),
    ("Frog", "Frog 55", "Kids", 0, 420, 7, 2),
    ("Frog", "Tadpole Mini", "Kids", 0, 260, 7, 2),
    ("Tern", "Vektron S10", "Folding", 1, 3800, 5, 1),
    ("Tern", "GSD S10", "Cargo", 1, 6200, 5, 1),
    ("Ridgeback", "Speed", "Hybrid", 0, 599, 5, 3),
    ("Ridgeback", "Tour", "Hybrid", 0, 999, 5, 2),
    ("Orbea", "Orca M30", "Road", 0, 2299, 7, 0),
    ("Orbea", "Vibe H30", "Hybrid", 1, 3199, 7, 0),
    ("Moulton", "TSR 8", "Folding", 0, 2150, 5, 0),
]

frame_sizes = {
    "Road": ["52cm", "54cm", "56cm", "58cm"],
    "Gravel": ["S", "M", "L"],
    "Mountain": ["S", "M", "L", "XL"],
    "Hybrid": ["S", "M", "L"],
    "Folding": ["One size"],
    "Kids": ["20in wheel", "24in wheel", "16in wheel"],
    "Cargo": ["One size"],
}

bikes = []
for i, (brand, model, cat, eb, rrp, sid, pop) in enumerate(bike_specs, start=1):
    margin = random.uniform(0.62, 0.72)
    cost = round(rrp * margin, 2)
    fs = random.choice(frame_sizes[cat])
    year = random.choice([2023, 2024, 2024, 2025])
    bikes.append((i, brand, model, cat, eb, fs, year, float(rrp), cost, sid))
bike_pop = {i: spec[6] for i, spec in enumerate(bike_specs, start=1)}
bike_by_id = {b[0]: b for b in bikes}

# ---------------------------------------------------------------- plans
plans = [
    (1, "Bronze", 39.0, 1, 0),
    (2, "Silver", 79.0, 2, 10),
    (3, "Gold", 129.0, 4, 15),
]

# ---------------------------------------------------------------- customers
first_names = ["Oliver", "George", "Harry", "Jack", "Charlie", "Thomas", "James",
               "William", "Daniel", "Samuel", "Joseph", "Benjamin", "Lewis", "Ethan",
               "Matthew", "Ryan", "Luke", "Adam", "Callum", "Tom", "Mark", "Paul",
               "Simon", "Richard", "Andrew", "Steven", "David", "Peter", "Gareth",
               "Rhys", "Olivia", "Amelia", "Isla", "Emily", "Ava", "Jessica", "Sophie",
               "Grace", "Lucy", "Ellie", "Chloe", "Hannah", "Charlotte", "Megan",
               "Rebecca", "Sarah", "Laura", "Emma", "Katie", "Rachel", "Helen",
               "Claire", "Nicola", "Joanne", "Priya", "Aisha", "Mohammed", "Arjun",
               "Fatima", "Zara"]
surnames = ["Smith", "Jones", "Williams", "Taylor", "Brown", "Davies", "Evans",
            "Wilson", "Thomas", "Johnson", "Roberts", "Robinson", "Thompson",
            "Wright", "Walker", "White", "Edwards", "Hughes", "Green", "Hall",
            "Lewis", "Harris", "Clarke", "Patel", "Jackson", "Wood", "Turner",
            "Martin", "Cooper", "Hill", "Ward", "Morris", "Moore", "Clark", "Lee",
            "King", "Baker", "Harrison", "Morgan", "Allen", "James", "Scott",
            "Phillips", "Watson", "Davis", "Parker", "Price", "Bennett", "Young",
            "Griffiths", "Mitchell", "Kelly", "Cook", "Carter", "Richardson",
            "Bailey", "Collins", "Bell", "Shaw", "Murphy", "Khan", "Ahmed",
            "Singh", "Begum", "Fletcher", "Pearce", "Lloyd", "Marsh", "Hussain"]
towns = [("Bristol", "BS", 40), ("Bath", "BA", 14), ("Keynsham", "BS31", 9),
         ("Portishead", "BS20", 7), ("Clevedon", "BS21", 6), ("Nailsea", "BS48", 5),
         ("Weston-super-Mare", "BS23", 6), ("Thornbury", "BS35", 4),
         ("Yate", "BS37", 4), ("Chipping Sodbury", "BS37", 2), ("Radstock", "BA3", 2),
         ("Midsomer Norton", "BA3", 3)]

N_CUST = 480
customers = []
used_emails = set()
for cid in range(1, N_CUST + 1):
    fn = random.choice(first_names)
    sn = random.choice(surnames)
    town, pc, _ = random.choices(towns, weights=[t[2] for t in towns])[0]
    if len(pc) == 2:
        pcode = f"{pc}{random.randint(1, 16)} {random.randint(1, 9)}{random.choice('ABDEFGHJLNPQRSTUWXYZ')}{random.choice('ABDEFGHJLNPQRSTUWXYZ')}"
    else:
        pcode = f"{pc} {random.randint(1, 9)}{random.choice('ABDEFGHJLNPQRSTUWXYZ')}{random.choice('ABDEFGHJLNPQRSTUWXYZ')}"
    base = f"{fn.lower()}.{sn.lower()}"
    email = f"{base}@{random.choice(['gmail.com', 'hotmail.co.uk', 'outlook.com', 'yahoo.co.uk', 'btinternet.com'])}"
    k = 2
    while email in used_emails:
        email = f"{base}{k}@gmail.com"
        k += 1
    used_emails.add(email)
    phone = f"07{random.randint(100, 999)} {random.randint(100000, 999999)}"
    join = rand_date(date(2022, 6, 1), date(2025, 9, 30))
    plan = None
    pstart = None
    r = random.random()
    if r < 0.10:
        plan = 1
    elif r < 0.18:
        plan = 2
    elif r < 0.24:
        plan = 3
    if plan:
        pstart = (join + timedelta(days=random.randint(0, 200)))
        if pstart > END:
            pstart = END
        pstart = pstart.isoformat()
    customers.append([cid, fn, sn, email, phone, town, pcode, join.isoformat(), plan, pstart])

cust_join = {c[0]: date.fromisoformat(c[7]) for c in customers}

# ---------------------------------------------------------------- mechanics
mechanics = [
    (1, "Dave", "Fletcher", 15.50, "2019-04-01", None, 1),
    (2, "Sian", "Morgan", 14.25, "2021-08-16", None, 1),
    (3, "Kieran", "Walsh", 13.00, "2022-02-01", "2024-06-30", 0),
    (4, "Tomasz", "Nowak", 14.00, "2023-05-08", None, 0),
    (5, "Jade", "Osei", 12.75, "2024-07-15", None, 1),
]
mech_weight = {1: 1.35, 2: 1.15, 3: 0.9, 4: 1.0, 5: 0.95}

# ---------------------------------------------------------------- sales
PAY = ["Card", "Cash", "Cycle to Work", "Finance"]
sellable = [b for b in bikes if bike_pop[b[0]] > 0]
weights = [bike_pop[b[0]] for b in sellable]
sales, lines = [], []
sid = 0
lid = 0
N_SALES = 720
cust_ids = [c[0] for c in customers]
# some loyal customers buy repeatedly
loyal = random.sample(cust_ids, 25)
sale_dates = sorted(rand_date(seasonal=True) for _ in range(N_SALES))
for sd in sale_dates:
    # choose a customer that had joined by the sale date
    for _ in range(50):
        c = random.choice(loyal) if random.random() < 0.12 else random.choice(cust_ids)
        if cust_join[c] <= sd:
            break
    else:
        c = min(cust_ids, key=lambda x: cust_join[x])
    sid += 1
    nlines = random.choices([1, 2, 3], weights=[84, 13, 3])[0]
    pay_w = [55, 8, 22, 15]
    sales.append((sid, c, sd.isoformat(), random.choices(PAY, weights=pay_w)[0]))
    for _ in range(nlines):
        b = random.choices(sellable, weights=weights)[0]
        # model availability: model year can't be after sale year + 1
        qty = random.choices([1, 2], weights=[93, 7])[0]
        rrp = b[7]
        disc = random.choices([0, 0.05, 0.10, 0.15, 0.20], weights=[55, 18, 14, 8, 5])[0]
        price = round(rrp * (1 - disc) / 5) * 5 - (1 if random.random() < 0.3 else 0)
        price = float(min(price, rrp))
        lid += 1
        lines.append((lid, sid, b[0], qty, price))

# ---------------------------------------------------------------- deliveries
deliveries = []
did = 0
units_sold = {}
for l in lines:
    units_sold[l[2]] = units_sold.get(l[2], 0) + l[3]
for b in bikes:
    bid = b[0]
    need = units_sold.get(bid, 0) + random.randint(2, 5)
    ndel = max(2, -(-need // random.choice([4, 5, 6])))
    ddates = sorted(rand_date(date(2022, 12, 1), date(2025, 9, 30)) for _ in range(ndel))
    ddates[0] = date(2022, 12, 1) + timedelta(days=random.randint(0, 40))
    ddates.sort()
    chunks = [1] * ndel
    for _ in range(need - ndel):
        chunks[random.randrange(ndel)] += 1
    for d, q in zip(ddates, chunks):
        did += 1
        uc = round(b[8] * random.uniform(0.97, 1.04), 2)
        deliveries.append((did, b[9], bid, d.isoformat(), q, uc))
deliveries.sort(key=lambda x: (x[3], x[2]))
deliveries = [(i,) + d[1:] for i, d in enumerate(deliveries, start=1)]

# ---------------------------------------------------------------- repair jobs
job_types = [
    # type, weight, mins range, base charge
    ("Puncture repair", 22, (15, 30), 15.0),
    ("Basic service", 20, (45, 75), 55.0),
    ("Full service", 12, (120, 200), 130.0),
    ("Gear tune", 12, (20, 45), 25.0),
    ("Brake bleed", 7, (40, 70), 40.0),
    ("Wheel true", 8, (25, 50), 22.0),
    ("E-bike service", 9, (90, 150), 95.0),
    ("Chain and cassette fit", 7, (25, 45), 20.0),
    ("New bike build", 3, (60, 120), 0.0),
]
bike_descs_generic = ["Carrera Subway", "Boardman MTB 8.6", "Claud Butler Urban",
                      "Apollo Phaze", "Voodoo Bizango", "Dawes Galaxy", "Pinnacle Lithium",
                      "Saracen Mantra", "B'Twin Triban RC120", "Whyte Kingston",
                      "Ribble CGR AL", "Cube Aim", "Vitus Nucleus", "Orbea Vector"]
parts_catalogue = {
    "Puncture repair": [("Inner tube 700x25c Presta", "Inner tube", 7.99, 8),
                        ("Inner tube 26x2.1 Schrader", "Inner tube", 6.99, 8),
                        ("Schwalbe Marathon Plus 700x35c", "Tyre", 44.99, 9),
                        ("Continental Grand Prix 5000 700x25c", "Tyre", 59.99, 11)],
    "Basic service": [("Shimano B01S resin brake pads", "Brake pads", 12.99, 8),
                      ("Jagwire brake cable kit", "Cable", 14.99, 10),
                      ("Inner tube 700x35c Presta", "Inner tube", 7.99, 8)],
    "Full service": [("Shimano HG-71 chain", "Chain", 24.99, 9),
                     ("Shimano HG50 8-speed cassette", "Cassette", 29.99, 9),
                     ("Jagwire gear cable kit", "Cable", 16.99, 10),
                     ("Shimano BB-UN300 bottom bracket", "Bottom bracket", 27.99, 9),
                     ("Shimano B01S resin brake pads", "Brake pads", 12.99, 8),
                     ("FSA Orbit headset bearings", "Headset", 22.99, 11)],
    "Gear tune": [("Jagwire gear cable kit", "Cable", 16.99, 10),
                  ("Shimano Tourney rear mech hanger", "Mech hanger", 18.99, 8)],
    "Brake bleed": [("Shimano mineral oil 100ml", "Fluid", 9.99, 9),
                    ("Shimano J04C metal pads", "Brake pads", 24.99, 8),
                    ("SRAM DOT 5.1 bleed kit fluid", "Fluid", 11.99, 11)],
    "Wheel true": [("DT Swiss Champion spoke", "Spoke", 2.49, 10),
                   ("Rim tape 700c", "Rim tape", 5.99, 10)],
    "E-bike service": [("KMC e11 EPT chain", "Chain", 39.99, 8),
                       ("Shimano J04C metal pads", "Brake pads", 24.99, 8),
                       ("Bosch Performance speed sensor", "Electrical", 49.99, 11),
                       ("Schwalbe Energizer Plus 700x47c", "Tyre", 49.99, 9)],
    "Chain and cassette fit": [("Shimano HG-71 chain", "Chain", 24.99, 9),
                               ("KMC X11 chain", "Chain", 32.99, 11),
                               ("SRAM PG-1130 cassette", "Cassette", 64.99, 8),
                               ("Shimano HG50 8-speed cassette", "Cassette", 29.99, 9)],
    "New bike build": [("Pedals flat alloy", "Pedals", 19.99, 10),
                       ("Mudguard set 700c", "Mudguards", 29.99, 11)],
}

jobs, jobparts = [], []
jid = 0
jpid = 0
N_JOBS = 1650
job_dates = sorted(rand_date(seasonal=True) for _ in range(N_JOBS))
bought = {}
for l in lines:
    s = sales[l[1] - 1]
    bought.setdefault(s[1], []).append(l[2])
# repair-only regulars
regulars = random.sample(cust_ids, 60)
for jd in job_dates:
    for _ in range(50):
        r = random.random()
        if r < 0.25:
            c = random.choice(regulars)
        else:
            c = random.choice(cust_ids)
        if cust_join[c] <= jd:
            break
    jt = random.choices(job_types, weights=[t[1] for t in job_types])[0]
    jtype, _, (mlo, mhi), base = jt
    # bike description
    if c in bought and random.random() < 0.6:
        b = bike_by_id[random.choice(bought[c])]
        desc = f"{b[1]} {b[2]}"
        is_e = b[4] == 1
    else:
        desc = random.choice(bike_descs_generic + [f"{b[1]} {b[2]}" for b in bikes[:20]])
        is_e = False
    if jtype == "E-bike service" and not is_e:
        eb = random.choice([b for b in bikes if b[4] == 1])
        desc = f"{eb[1]} {eb[2]}"
    # mechanic active on date
    active = [m for m in mechanics
              if date.fromisoformat(m[4]) <= jd and (m[5] is None or date.fromisoformat(m[5]) >= jd)]
    if jtype == "E-bike service":
        cert = [m for m in active if m[6] == 1]
        if cert:
            active = cert
    m = random.choices(active, weights=[mech_weight[x[0]] for x in active])[0]
    mins = random.randint(mlo, mhi)
    mins = int(round(mins / 5.0) * 5)
    if jtype == "New bike build":
        charge = 0.0
    else:
        charge = round(base + max(0, mins - (mlo + mhi) / 2) * 0.5, 2)
        charge = round(charge * 2) / 2
    # status
    days_before_end = (END - jd).days
    if days_before_end > 14:
        status = "Collected"
    elif days_before_end > 5:
        status = random.choice(["Collected", "Collected", "In progress"])
    else:
        status = random.choice(["Booked", "Booked", "In progress"])
    collected = (jd + timedelta(days=random.randint(0, 6))).isoformat() if status == "Collected" else None
    jid += 1
    jobs.append((jid, c, m[0], jd.isoformat(), jtype, desc, mins, charge, status, collected))
    # parts
    cat = parts_catalogue[jtype]
    if jtype == "Puncture repair":
        npart = 1
    elif jtype in ("Full service", "E-bike service"):
        npart = random.choice([1, 2, 2, 3, 3, 4])
    else:
        npart = random.choice([0, 1, 1, 2])
    chosen = random.sample(cat, min(npart, len(cat)))
    for pname, ptype, price, psupp in chosen:
        jpid += 1
        if ptype == "Spoke":
            q = random.randint(1, 6)
        elif ptype == "Inner tube":
            q = random.choice([1, 1, 1, 2])
        else:
            q = 1
        jobparts.append((jpid, jid, pname, ptype, q, price, psupp))

# a few bookings from customers who only ever come in for repairs (ensured by design)

# ---------------------------------------------------------------- write DB
con = sqlite3.connect(DB_PATH)
con.execute("PRAGMA foreign_keys = ON")
con.executescript(SCHEMA)
con.executemany("INSERT INTO tblSupplier VALUES (?,?,?,?,?,?)", suppliers)
con.executemany("INSERT INTO tblBike VALUES (?,?,?,?,?,?,?,?,?,?)", bikes)
con.executemany("INSERT INTO tblServicePlan VALUES (?,?,?,?,?)", plans)
con.executemany("INSERT INTO tblCustomer VALUES (?,?,?,?,?,?,?,?,?,?)", customers)
con.executemany("INSERT INTO tblSale VALUES (?,?,?,?)", sales)
con.executemany("INSERT INTO tblSaleLine VALUES (?,?,?,?,?)", lines)
con.executemany("INSERT INTO tblMechanic VALUES (?,?,?,?,?,?,?)", mechanics)
con.executemany("INSERT INTO tblRepairJob VALUES (?,?,?,?,?,?,?,?,?,?)", jobs)
con.executemany("INSERT INTO tblJobPart VALUES (?,?,?,?,?,?,?)", jobparts)
con.executemany("INSERT INTO tblDelivery VALUES (?,?,?,?,?,?)", deliveries)
con.commit()
assert not con.execute("PRAGMA foreign_key_check").fetchall()

# ---------------------------------------------------------------- questions
QUESTIONS = [
# ---------------- easy
("How many customers do we have on our books?",
 "SELECT COUNT(*) FROM tblCustomer"),
("How many different e-bike models do we carry?",
 "SELECT COUNT(*) FROM tblBike WHERE IsEbike = 1"),
("Which bike has the highest recommended retail price?",
 "SELECT BrandName, ModelName FROM tblBike ORDER BY RRP DESC LIMIT 1"),
("How many repair jobs are booked in but not started yet?",
 "SELECT COUNT(*) FROM tblRepairJob WHERE Status = 'Booked'"),
("List the names of our customers who live in Radstock.",
 "SELECT FirstName, Surname FROM tblCustomer WHERE Town = 'Radstock'"),
("What is the average retail price of the folding bikes we stock?",
 "SELECT AVG(RRP) FROM tblBike WHERE Category = 'Folding'"),
("How many mechanics have ever worked for us?",
 "SELECT COUNT(*) FROM tblMechanic"),
("How many sales did we make in 2024?",
 "SELECT COUNT(*) FROM tblSale WHERE SaleDate BETWEEN '2024-01-01' AND '2024-12-31'"),
("Which of our suppliers are based in Bristol?",
 "SELECT SuppName FROM tblSupplier WHERE Town = 'Bristol'"),
("How much does the Gold service plan cost per year?",
 "SELECT AnnualFee FROM tblServicePlan WHERE PlanName = 'Gold'"),
("How many repair jobs took more than three hours of labour?",
 "SELECT COUNT(*) FROM tblRepairJob WHERE LabourMins > 180"),
("What is the cheapest kids' bike we sell?",
 "SELECT BrandName, ModelName FROM tblBike WHERE Category = 'Kids' ORDER BY RRP ASC LIMIT 1"),
# ---------------- medium
("How many e-bikes have we sold in total?",
 "SELECT SUM(sl.Qty) FROM tblSaleLine sl JOIN tblBike b ON b.BikeID = sl.BikeID WHERE b.IsEbike = 1"),
("What was our total repair labour income in May 2025?",
 "SELECT SUM(LabourCharge) FROM tblRepairJob WHERE JobDate BETWEEN '2025-05-01' AND '2025-05-31'"),
("Which mechanic did the most repair jobs in 2024?",
 "SELECT m.FirstName, m.Surname FROM tblRepairJob j JOIN tblMechanic m ON m.MechID = j.MechID WHERE j.JobDate BETWEEN '2024-01-01' AND '2024-12-31' GROUP BY m.MechID ORDER BY COUNT(*) DESC LIMIT 1"),
("How many customers are signed up to the Gold service plan?",
 "SELECT COUNT(*) FROM tblCustomer c JOIN tblServicePlan p ON p.PlanID = c.PlanID WHERE p.PlanName = 'Gold'"),
("What was our total bike sales revenue in 2023?",
 "SELECT SUM(sl.Qty * sl.SoldPrice) FROM tblSaleLine sl JOIN tblSale s ON s.SaleID = sl.SaleID WHERE s.SaleDate BETWEEN '2023-01-01' AND '2023-12-31'"),
("Which brand sold the most bikes in 2024?",
 "SELECT b.BrandName FROM tblSaleLine sl JOIN tblSale s ON s.SaleID = sl.SaleID JOIN tblBike b ON b.BikeID = sl.BikeID WHERE s.SaleDate BETWEEN '2024-01-01' AND '2024-12-31' GROUP BY b.BrandName ORDER BY SUM(sl.Qty) DESC LIMIT 1"),
("On average, how many minutes of labour does a full service take?",
 "SELECT AVG(LabourMins) FROM tblRepairJob WHERE JobType = 'Full service'"),
("Which three towns do most of our customers come from?",
 "SELECT Town FROM tblCustomer GROUP BY Town ORDER BY COUNT(*) DESC LIMIT 3"),
("How many bikes did Madison deliver to us in 2024?",
 "SELECT SUM(d.Qty) FROM tblDelivery d JOIN tblSupplier s ON s.SuppID = d.SuppID WHERE s.SuppName = 'Madison' AND d.DelivDate BETWEEN '2024-01-01' AND '2024-12-31'"),
("What was the total value of parts fitted on repair jobs in 2025?",
 "SELECT SUM(p.Qty * p.UnitPrice) FROM tblJobPart p JOIN tblRepairJob j ON j.JobID = p.JobID WHERE j.JobDate BETWEEN '2025-01-01' AND '2025-12-31'"),
("How many e-bike services did we do in 2024?",
 "SELECT COUNT(*) FROM tblRepairJob WHERE JobType = 'E-bike service' AND JobDate BETWEEN '2024-01-01' AND '2024-12-31'"),
("Which type of part did we fit the most of in 2024?",
 "SELECT p.PartType FROM tblJobPart p JOIN tblRepairJob j ON j.JobID = p.JobID WHERE j.JobDate BETWEEN '2024-01-01' AND '2024-12-31' GROUP BY p.PartType ORDER BY SUM(p.Qty) DESC LIMIT 1"),
# ---------------- hard
("Which brands have we never sold?",
 "SELECT DISTINCT b.BrandName FROM tblBike b WHERE NOT EXISTS (SELECT 1 FROM tblSaleLine sl JOIN tblBike b2 ON b2.BikeID = sl.BikeID WHERE b2.BrandName = b.BrandName)"),
("How many customers have had repair work done but have never bought a bike from us?",
 "SELECT COUNT(*) FROM tblCustomer c WHERE EXISTS (SELECT 1 FROM tblRepairJob j WHERE j.CustID = c.CustID) AND NOT EXISTS (SELECT 1 FROM tblSale s WHERE s.CustID = c.CustID)"),
("Which mechanic fitted the most money's worth of parts on their repair jobs in 2025?",
 "SELECT m.FirstName, m.Surname FROM tblJobPart p JOIN tblRepairJob j ON j.JobID = p.JobID JOIN tblMechanic m ON m.MechID = j.MechID WHERE j.JobDate BETWEEN '2025-01-01' AND '2025-12-31' GROUP BY m.MechID ORDER BY SUM(p.Qty * p.UnitPrice) DESC LIMIT 1"),
("For each bike category, how many bikes did we sell in 2024?",
 "SELECT b.Category, SUM(sl.Qty) FROM tblSaleLine sl JOIN tblSale s ON s.SaleID = sl.SaleID JOIN tblBike b ON b.BikeID = sl.BikeID WHERE s.SaleDate BETWEEN '2024-01-01' AND '2024-12-31' GROUP BY b.Category"),
("On average, how much below the recommended retail price did we sell road bikes for in 2024?",
 "SELECT AVG(b.RRP - sl.SoldPrice) FROM tblSaleLine sl JOIN tblSale s ON s.SaleID = sl.SaleID JOIN tblBike b ON b.BikeID = sl.BikeID WHERE b.Category = 'Road' AND s.SaleDate BETWEEN '2024-01-01' AND '2024-12-31'"),
("Which month of 2024 had the highest bike sales revenue?",
 "SELECT strftime('%m', s.SaleDate) AS SaleMonth FROM tblSale s JOIN tblSaleLine sl ON sl.SaleID = s.SaleID WHERE s.SaleDate BETWEEN '2024-01-01' AND '2024-12-31' GROUP BY SaleMonth ORDER BY SUM(sl.Qty * sl.SoldPrice) DESC LIMIT 1"),
("Which supplier's bikes brought in the most sales revenue in 2024?",
 "SELECT sp.SuppName FROM tblSaleLine sl JOIN tblSale s ON s.SaleID = sl.SaleID JOIN tblBike b ON b.BikeID = sl.BikeID JOIN tblSupplier sp ON sp.SuppID = b.SuppID WHERE s.SaleDate BETWEEN '2024-01-01' AND '2024-12-31' GROUP BY sp.SuppID ORDER BY SUM(sl.Qty * sl.SoldPrice) DESC LIMIT 1"),
("Which customers have spent more than £12,000 on bikes with us altogether?",
 "SELECT c.FirstName, c.Surname FROM tblCustomer c JOIN tblSale s ON s.CustID = c.CustID JOIN tblSaleLine sl ON sl.SaleID = s.SaleID GROUP BY c.CustID HAVING SUM(sl.Qty * sl.SoldPrice) > 12000"),
("Which mechanics did more than 150 repair jobs in 2023?",
 "SELECT m.FirstName, m.Surname FROM tblMechanic m JOIN tblRepairJob j ON j.MechID = m.MechID WHERE j.JobDate BETWEEN '2023-01-01' AND '2023-12-31' GROUP BY m.MechID HAVING COUNT(*) > 150"),
("Which bike models have been delivered to us but never sold?",
 "SELECT b.BrandName, b.ModelName FROM tblBike b WHERE EXISTS (SELECT 1 FROM tblDelivery d WHERE d.BikeID = b.BikeID) AND NOT EXISTS (SELECT 1 FROM tblSaleLine sl WHERE sl.BikeID = b.BikeID)"),
("What was our total gross profit on bike sales in 2024, taking sold price minus cost price?",
 "SELECT SUM(sl.Qty * (sl.SoldPrice - b.CostPrice)) FROM tblSaleLine sl JOIN tblSale s ON s.SaleID = sl.SaleID JOIN tblBike b ON b.BikeID = sl.BikeID WHERE s.SaleDate BETWEEN '2024-01-01' AND '2024-12-31'"),
("Which Gold plan customers did not bring anything in for repair in 2025?",
 "SELECT c.FirstName, c.Surname FROM tblCustomer c JOIN tblServicePlan p ON p.PlanID = c.PlanID WHERE p.PlanName = 'Gold' AND NOT EXISTS (SELECT 1 FROM tblRepairJob j WHERE j.CustID = c.CustID AND j.JobDate BETWEEN '2025-01-01' AND '2025-12-31')"),
]

out = []
for q, sql in QUESTIONS:
    rows = con.execute(sql).fetchall()
    assert rows and any(v is not None for v in rows[0]), (q, sql, rows)
    out.append({"db_id": "bikes", "question": q, "query": sql})
con.close()

if QUESTIONS:
    with open(os.path.join(HERE, "dev.json"), "w") as f:
        json.dump(out, f, indent=2)

if __name__ == "__main__":
    con = sqlite3.connect(DB_PATH)
    for (t,) in con.execute("SELECT name FROM sqlite_master WHERE type='table' ORDER BY name"):
        print(t, con.execute(f"SELECT COUNT(*) FROM {t}").fetchone()[0])
    print("questions:", len(out))
