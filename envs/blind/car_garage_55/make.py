#!/usr/bin/env python3
"""Seeded generator for the car_garage demo database (independent car repair garage)."""
import os, random, sqlite3, datetime as dt

random.seed(5511)
HERE = os.path.dirname(os.path.abspath(__file__))
DB = os.path.join(HERE, "database", "car_garage", "car_garage.sqlite")
os.makedirs(os.path.dirname(DB), exist_ok=True)
if os.path.exists(DB):
    os.remove(DB)
con = sqlite3.connect(DB)
cur = con.cursor()
cur.execute("PRAGMA foreign_keys = ON")

cur.executescript("""
CREATE TABLE CUSTOMER (
    CUSTOMER_ID INTEGER PRIMARY KEY,
    FIRST_NAME TEXT NOT NULL,
    LAST_NAME TEXT NOT NULL,
    PHONE TEXT,
    EMAIL TEXT,
    TOWN TEXT NOT NULL,
    POSTCODE TEXT,
    JOINED_DATE TEXT NOT NULL,
    IS_TRADE_ACCOUNT TEXT NOT NULL CHECK (IS_TRADE_ACCOUNT IN ('Y','N'))
);
CREATE TABLE VEHICLE (
    VEHICLE_ID INTEGER PRIMARY KEY,
    CUSTOMER_ID INTEGER NOT NULL REFERENCES CUSTOMER(CUSTOMER_ID),
    REG_NO TEXT NOT NULL UNIQUE,
    MAKE TEXT NOT NULL,
    MODEL TEXT NOT NULL,
    YEAR_MADE INTEGER,
    FUEL_TYPE TEXT,
    COLOUR TEXT
);
CREATE TABLE MECHANIC (
    MECHANIC_ID INTEGER PRIMARY KEY,
    FIRST_NAME TEXT NOT NULL,
    LAST_NAME TEXT NOT NULL,
    GRADE TEXT NOT NULL,
    HOURLY_RATE REAL NOT NULL,
    START_DATE TEXT NOT NULL,
    LEAVE_DATE TEXT,
    IS_MOT_TESTER TEXT NOT NULL CHECK (IS_MOT_TESTER IN ('Y','N'))
);
CREATE TABLE SUPPLIER (
    SUPPLIER_ID INTEGER PRIMARY KEY,
    SUPPLIER_NAME TEXT NOT NULL,
    TOWN TEXT,
    PHONE TEXT
);
CREATE TABLE PART (
    PART_NO TEXT PRIMARY KEY,
    DESCRIPTION TEXT NOT NULL,
    CATEGORY TEXT NOT NULL,
    SUPPLIER_ID INTEGER REFERENCES SUPPLIER(SUPPLIER_ID),
    UNIT_COST REAL NOT NULL,
    SALE_PRICE REAL NOT NULL,
    STOCK_QTY INTEGER NOT NULL,
    REORDER_LEVEL INTEGER NOT NULL
);
CREATE TABLE JOB_CARD (
    JOB_ID INTEGER PRIMARY KEY,
    VEHICLE_ID INTEGER NOT NULL REFERENCES VEHICLE(VEHICLE_ID),
    MECHANIC_ID INTEGER NOT NULL REFERENCES MECHANIC(MECHANIC_ID),
    JOB_TYPE TEXT NOT NULL,
    STATUS TEXT NOT NULL,
    OPENED_AT TEXT NOT NULL,
    COMPLETED_AT TEXT,
    MILEAGE_IN INTEGER,
    LABOUR_HOURS REAL,
    NOTES TEXT
);
CREATE TABLE MOT_TEST (
    MOT_ID INTEGER PRIMARY KEY,
    JOB_ID INTEGER NOT NULL REFERENCES JOB_CARD(JOB_ID),
    TEST_DATE TEXT NOT NULL,
    RESULT TEXT NOT NULL,
    ADVISORY_COUNT INTEGER NOT NULL,
    EXPIRY_DATE TEXT
);
CREATE TABLE JOB_PART (
    JOB_PART_ID INTEGER PRIMARY KEY,
    JOB_ID INTEGER NOT NULL REFERENCES JOB_CARD(JOB_ID),
    PART_NO TEXT NOT NULL REFERENCES PART(PART_NO),
    QUANTITY INTEGER NOT NULL,
    UNIT_PRICE REAL NOT NULL
);
CREATE TABLE INVOICE (
    INVOICE_ID INTEGER PRIMARY KEY,
    JOB_ID INTEGER NOT NULL UNIQUE REFERENCES JOB_CARD(JOB_ID),
    INVOICE_DATE TEXT NOT NULL,
    LABOUR_TOTAL REAL NOT NULL,
    PARTS_TOTAL REAL NOT NULL,
    VAT_AMOUNT REAL NOT NULL,
    TOTAL_AMOUNT REAL NOT NULL,
    IS_PAID TEXT NOT NULL CHECK (IS_PAID IN ('Y','N')),
    PAID_DATE TEXT,
    PAYMENT_METHOD TEXT
);
""")

START = dt.date(2023, 1, 3)
END = dt.date(2025, 11, 28)   # "today" for the data set

def rdate(a, b):
    return a + dt.timedelta(days=random.randint(0, (b - a).days))

# ---------------- customers ----------------
FIRST = ["James","Oliver","Harry","Jack","George","Noah","Charlie","Jacob","Thomas","William","Daniel","Samuel",
         "Ethan","Joseph","Ryan","Liam","Michael","David","Paul","Mark","Stephen","Andrew","Peter","Graham",
         "Olivia","Amelia","Isla","Emily","Ava","Jessica","Sophie","Grace","Lucy","Hannah","Chloe","Ellie",
         "Sarah","Rachel","Claire","Karen","Helen","Julie","Nicola","Emma","Laura","Rebecca","Gemma","Megan"]
LAST = ["Smith","Jones","Taylor","Brown","Williams","Wilson","Johnson","Davies","Robinson","Wright","Thompson",
        "Evans","Walker","White","Roberts","Green","Hall","Wood","Jackson","Clarke","Hughes","Turner","Hill",
        "Moore","Cooper","Ward","Harrison","Morris","Lee","Baker","Shaw","Atkinson","Fletcher","Holmes","Barker",
        "Dawson","Marsden","Whitaker","Sutcliffe","Hirst","Pickles","Ackroyd","Firth","Haigh","Lister","Brook"]
TOWNS = [("Harrogate","HG1"),("Harrogate","HG2"),("Knaresborough","HG5"),("Ripon","HG4"),("Wetherby","LS22"),
         ("Otley","LS21"),("Ilkley","LS29"),("Pateley Bridge","HG3"),("Boroughbridge","YO51"),("Leeds","LS17")]
TOWN_W = [22, 18, 14, 10, 9, 8, 6, 3, 5, 5]
TRADE_NAMES = [("Dales","Taxis"),("Nidd Valley","Couriers"),("Yorkshire","Plumbing Ltd"),("Ripon","Florists"),
               ("Wharfe","Builders"),("Crimple","Lettings")]

customers = []
cid = 0
for i in range(320):
    cid += 1
    town, pc = random.choices(TOWNS, weights=TOWN_W)[0]
    fn, ln = random.choice(FIRST), random.choice(LAST)
    trade = 'N'
    if i < len(TRADE_NAMES):
        fn, ln = TRADE_NAMES[i]
        trade = 'Y'
    phone = "07" + "".join(str(random.randint(0, 9)) for _ in range(9)) if random.random() > 0.04 else None
    email = (f"{fn.lower().replace(' ', '')}.{ln.lower().replace(' ', '')}{random.randint(1, 99)}@"
             + random.choice(["gmail.com", "hotmail.co.uk", "outlook.com", "btinternet.com", "yahoo.co.uk"])) \
        if random.random() > 0.18 else None
    postcode = f"{pc} {random.randint(1, 9)}{random.choice('ABDEFGHJLNPQRSTUWXY')}{random.choice('ABDEFGHJLNPQRSTUWXY')}"
    if random.random() < 0.35:
        joined = rdate(dt.date(2018, 1, 1), dt.date(2022, 12, 31))
    else:
        joined = rdate(START, dt.date(2025, 9, 30))
    if trade == 'Y':
        joined = rdate(dt.date(2017, 1, 1), dt.date(2022, 6, 30))
    customers.append((cid, fn, ln, phone, email, town, postcode, joined.isoformat(), trade))
cur.executemany("INSERT INTO CUSTOMER VALUES (?,?,?,?,?,?,?,?,?)", customers)

# ---------------- vehicles ----------------
MAKES = {
    "Ford": ["Fiesta", "Focus", "Kuga", "Transit Custom", "Puma"],
    "Vauxhall": ["Corsa", "Astra", "Mokka", "Vivaro"],
    "Volkswagen": ["Golf", "Polo", "Passat", "Tiguan", "Transporter"],
    "BMW": ["1 Series", "3 Series", "X3"],
    "Audi": ["A3", "A4", "Q5"],
    "Toyota": ["Yaris", "Corolla", "RAV4", "Prius"],
    "Nissan": ["Qashqai", "Micra", "Juke", "Leaf"],
    "Kia": ["Sportage", "Ceed", "Picanto"],
    "Hyundai": ["i10", "i30", "Tucson"],
    "Skoda": ["Octavia", "Fabia", "Superb"],
    "Honda": ["Civic", "Jazz", "CR-V"],
    "Peugeot": ["208", "308", "3008"],
    "Land Rover": ["Discovery", "Defender", "Freelander 2"],
    "Volvo": ["XC60", "V40"],
    "Mini": ["Cooper", "Countryman"],
    "Tesla": ["Model 3"],
}
MAKE_W = [16, 12, 13, 6, 6, 8, 7, 5, 4, 5, 4, 5, 3, 3, 3, 1]
COLOURS = ["Silver", "Black", "White", "Grey", "Blue", "Red", "Green"]
AGE_LETTERS = "ABCDEFGHJKLMNOPRSTUVWXY"
vehicles = []
vid = 0
regs = set()
for c in customers:
    n = 1 if random.random() < 0.78 else (2 if random.random() < 0.8 else 3)
    if c[8] == 'Y':
        n = random.randint(3, 5)
    for _ in range(n):
        vid += 1
        make = random.choices(list(MAKES), weights=MAKE_W)[0]
        model = random.choice(MAKES[make])
        year = random.randint(2008, 2023)
        while True:
            plate_yr = year % 100 + (50 if random.random() < 0.5 else 0)
            reg = (random.choice(["YA", "YB", "YC", "YD", "YE", "YF", "YG", "YH", "YJ", "YK", "LN", "BD", "MA"])
                   + f"{plate_yr:02d} " + "".join(random.choice(AGE_LETTERS) for _ in range(3)))
            if reg not in regs:
                regs.add(reg)
                break
        if make == "Tesla" or model == "Leaf":
            fuel = "Electric"
        elif model in ("Prius",):
            fuel = "Hybrid"
        elif model in ("Transit Custom", "Vivaro", "Transporter", "Discovery", "Defender"):
            fuel = "Diesel"
        else:
            fuel = random.choices(["Petrol", "Diesel", "Hybrid"], weights=[60, 32, 8])[0]
        colour = random.choice(COLOURS) if random.random() > 0.03 else None
        vehicles.append((vid, c[0], reg, make, model, year, fuel, colour))
cur.executemany("INSERT INTO VEHICLE VALUES (?,?,?,?,?,?,?,?)", vehicles)

# ---------------- mechanics ----------------
mechanics = [
    (1, "Dave", "Whitaker", "Master Technician", 24.50, "2015-03-02", None, 'Y'),
    (2, "Gary", "Holroyd", "Technician", 19.75, "2018-06-11", None, 'Y'),
    (3, "Priya", "Patel", "Technician", 19.25, "2020-09-07", None, 'N'),
    (4, "Connor", "Byrne", "Apprentice", 11.40, "2023-09-04", None, 'N'),
    (5, "Stuart", "Mellor", "Technician", 18.90, "2016-01-18", "2024-05-31", 'Y'),
    (6, "Luke", "Fairbairn", "Technician", 19.00, "2024-06-17", None, 'Y'),
    (7, "Tom", "Ashworth", "Apprentice", 10.80, "2025-02-03", None, 'N'),
]
cur.executemany("INSERT INTO MECHANIC VALUES (?,?,?,?,?,?,?,?)", mechanics)

# ---------------- suppliers & parts ----------------
suppliers = [
    (1, "Euro Car Parts", "Leeds", "0113 496 0123"),
    (2, "GSF Car Parts", "Harrogate", "01423 555 210"),
    (3, "Andrew Page", "York", "01904 620 447"),
    (4, "Micheldever Tyres", "Leeds", "0113 277 9080"),
    (5, "Opie Oils", "Bradford", "01274 301 556"),
    (6, "Dales Motor Factors", "Ripon", "01765 604 318"),
]
cur.executemany("INSERT INTO SUPPLIER VALUES (?,?,?,?)", suppliers)

PARTS = [
    # (prefix, description, category, supplier, cost)
    ("OF", "Oil filter", "Filters", 1, 4.20), ("OF", "Oil filter (diesel)", "Filters", 1, 5.10),
    ("AF", "Air filter", "Filters", 2, 7.80), ("PF", "Pollen filter", "Filters", 2, 6.40),
    ("FF", "Fuel filter", "Filters", 3, 11.90),
    ("EO", "Engine oil 5W-30 (1L)", "Oils & Fluids", 5, 4.60), ("EO", "Engine oil 0W-20 (1L)", "Oils & Fluids", 5, 6.10),
    ("BF", "Brake fluid DOT4 (1L)", "Oils & Fluids", 5, 5.30), ("CL", "Coolant antifreeze (1L)", "Oils & Fluids", 5, 3.90),
    ("SW", "Screenwash concentrate", "Oils & Fluids", 6, 2.10), ("AC", "Air con regas R134a", "Oils & Fluids", 6, 18.00),
    ("BP", "Front brake pads", "Brakes", 1, 22.50), ("BP", "Rear brake pads", "Brakes", 1, 18.70),
    ("BD", "Front brake discs (pair)", "Brakes", 3, 48.00), ("BD", "Rear brake discs (pair)", "Brakes", 3, 41.50),
    ("BC", "Brake caliper", "Brakes", 3, 62.00), ("HB", "Handbrake cable", "Brakes", 6, 16.80),
    ("TY", "Tyre 205/55 R16", "Tyres", 4, 58.00), ("TY", "Tyre 195/65 R15", "Tyres", 4, 49.00),
    ("TY", "Tyre 225/45 R17", "Tyres", 4, 71.00), ("TY", "Tyre 215/65 R16C van", "Tyres", 4, 79.00),
    ("TV", "Tyre valve", "Tyres", 4, 0.90),
    ("BT", "Battery 063", "Electrical", 2, 62.00), ("BT", "Battery 096", "Electrical", 2, 74.00),
    ("BT", "Battery AGM 019", "Electrical", 2, 128.00), ("BU", "Headlight bulb H7", "Electrical", 6, 4.80),
    ("BU", "Indicator bulb", "Electrical", 6, 0.95), ("BU", "Number plate bulb", "Electrical", 6, 0.85),
    ("AL", "Alternator (recon)", "Electrical", 3, 145.00), ("SM", "Starter motor (recon)", "Electrical", 3, 118.00),
    ("GP", "Glow plug", "Engine", 1, 9.40), ("SP", "Spark plug", "Engine", 1, 5.60),
    ("TB", "Timing belt kit", "Engine", 3, 96.00), ("WP", "Water pump", "Engine", 3, 54.00),
    ("AB", "Auxiliary drive belt", "Engine", 1, 17.20), ("TH", "Thermostat", "Engine", 1, 21.00),
    ("CK", "Clutch kit", "Transmission", 3, 165.00), ("DM", "Dual mass flywheel", "Transmission", 3, 310.00),
    ("CV", "CV joint", "Transmission", 1, 38.00), ("DS", "Drop link", "Suspension", 1, 12.40),
    ("SA", "Front shock absorber", "Suspension", 1, 46.00), ("CS", "Coil spring", "Suspension", 6, 33.00),
    ("WB", "Wheel bearing", "Suspension", 1, 29.00), ("TR", "Track rod end", "Suspension", 6, 14.50),
    ("WA", "Wishbone arm", "Suspension", 3, 52.00), ("EX", "Exhaust back box", "Exhaust", 2, 68.00),
    ("EX", "Exhaust centre section", "Exhaust", 2, 55.00), ("DP", "DPF cleaner fluid", "Exhaust", 5, 14.00),
    ("WI", "Wiper blade set", "Bodywork", 6, 12.00), ("MI", "Door mirror glass", "Bodywork", 6, 15.50),
]
parts = []
counters = {}
part_info = {}
for prefix, desc, cat, sup, cost in PARTS:
    counters[prefix] = counters.get(prefix, 0) + 1
    pno = f"{prefix}-{100 + counters[prefix] * 7 + random.randint(0, 5)}"
    markup = random.uniform(1.35, 1.75)
    sale = round(cost * markup, 2)
    reorder = 2 if cost > 100 else (5 if cost > 30 else 10)
    stock = random.randint(0, reorder * 4)
    parts.append([pno, desc, cat, sup, cost, sale, stock, reorder])
    part_info[desc] = (pno, sale)
# make a handful clearly below reorder level
for p in parts:
    if p[1] in ("Front brake pads", "Battery 063", "Wiper blade set", "Tyre 205/55 R16", "Drop link"):
        p[6] = max(0, p[7] - random.randint(1, 3))
cur.executemany("INSERT INTO PART VALUES (?,?,?,?,?,?,?,?)", [tuple(p) for p in parts])
sale_of = {p[1]: (p[0], p[5]) for p in parts}

# ---------------- job cards, MOTs, parts used, invoices ----------------
JOB_TYPES = ["Service", "MOT", "Repair", "Diagnostic", "Tyres", "Air Con"]
JOB_W = [30, 26, 24, 9, 8, 3]
REPAIR_PARTS = {
    "Brakes": ["Front brake pads", "Rear brake pads", "Front brake discs (pair)", "Rear brake discs (pair)",
               "Brake caliper", "Handbrake cable", "Brake fluid DOT4 (1L)"],
    "Suspension": ["Drop link", "Front shock absorber", "Coil spring", "Wheel bearing", "Track rod end", "Wishbone arm"],
    "Electrical": ["Battery 063", "Battery 096", "Battery AGM 019", "Alternator (recon)", "Starter motor (recon)",
                   "Headlight bulb H7"],
    "Engine": ["Timing belt kit", "Water pump", "Auxiliary drive belt", "Thermostat", "Glow plug", "Spark plug",
               "Coolant antifreeze (1L)"],
    "Transmission": ["Clutch kit", "Dual mass flywheel", "CV joint"],
    "Exhaust": ["Exhaust back box", "Exhaust centre section", "DPF cleaner fluid"],
}
REPAIR_NOTES = {
    "Brakes": ["Grinding noise from front brakes", "Brake warning light on", "Pulling to left under braking",
               "Handbrake not holding"],
    "Suspension": ["Knocking over bumps", "Clonk from front nearside", "Wheel bearing noise at speed",
                   "Coil spring snapped"],
    "Electrical": ["Won't start, flat battery", "Battery light on", "Headlight out", "Slow cranking"],
    "Engine": ["Timing belt due", "Overheating", "Squeal from engine bay", "Rough idle"],
    "Transmission": ["Clutch slipping", "Juddering pulling away", "Clicking on full lock"],
    "Exhaust": ["Blowing exhaust", "DPF light on", "Exhaust rattle"],
}
MOT_FAIL_REPAIR = ["Brakes", "Suspension", "Electrical", "Exhaust"]

def mechanic_pool(day, mot=False):
    pool = []
    for m in mechanics:
        s = dt.date.fromisoformat(m[5])
        e = dt.date.fromisoformat(m[6]) if m[6] else dt.date(2100, 1, 1)
        if s <= day <= e and (not mot or m[7] == 'Y'):
            pool.append(m)
    return pool

job_rows, mot_rows, jp_rows, inv_rows = [], [], [], []
jid = motid = jpid = invid = 0
veh_mileage = {v[0]: random.randint(8000, 120000) for v in vehicles}
# busier vehicles: trade vans and some regulars
veh_weight = {}
for v in vehicles:
    cust = customers[v[1] - 1]
    w = 3.0 if cust[8] == 'Y' else random.choice([0.0, 0.4, 1, 1, 1.5, 2, 2.5])
    veh_weight[v[0]] = w
vids = [v[0] for v in vehicles]
wts = [veh_weight[v] for v in vids]

day = START
while day <= END:
    if day.weekday() < 6:  # Mon-Sat
        seasonal = 1.25 if day.month in (3, 9, 11, 12) else 1.0
        growth = 1.0 + (day.year - 2023) * 0.12
        n_jobs = int(random.gauss(2.1 * seasonal * growth, 0.9))
        if day.weekday() == 5:
            n_jobs = n_jobs // 2
        for _ in range(max(0, n_jobs)):
            jid += 1
            # only vehicles whose owner had already joined by this day
            while True:
                v_id = random.choices(vids, weights=wts)[0]
                if customers[vehicles[v_id - 1][1] - 1][7] <= day.isoformat():
                    break
            jtype = random.choices(JOB_TYPES, weights=JOB_W)[0]
            mot = jtype == "MOT"
            pool = mechanic_pool(day, mot)
            # Dave does more than his share of MOTs; apprentices get simpler jobs
            weights = []
            for m in pool:
                w = 1.0
                if m[3] == "Apprentice":
                    w = 0.6 if jtype in ("Service", "Tyres") else 0.15
                if m[0] == 1:
                    w *= 1.3
                weights.append(w)
            mech = random.choices(pool, weights=weights)[0]
            opened = dt.datetime.combine(day, dt.time(random.randint(7, 15), random.choice([0, 15, 30, 45]),
                                                      random.randint(0, 59)))
            veh_mileage[v_id] += random.randint(1500, 9000)
            mileage = veh_mileage[v_id] if random.random() > 0.03 else None
            cat = None
            if jtype == "Service":
                hours = random.choice([1.0, 1.5, 1.5, 2.0, 2.5, 3.0])
                note = random.choice(["Interim service", "Full service", "Major service", "Full service + brake fluid"])
            elif jtype == "MOT":
                hours = 1.0
                note = "Annual MOT test"
            elif jtype == "Repair":
                cat = random.choices(list(REPAIR_PARTS), weights=[30, 22, 18, 14, 8, 8])[0]
                hours = round(random.choice([0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 6]) * (1.6 if cat == "Transmission" else 1), 1)
                note = random.choice(REPAIR_NOTES[cat])
            elif jtype == "Diagnostic":
                hours = random.choice([0.5, 1.0, 1.0, 1.5])
                note = random.choice(["Engine management light on", "Intermittent stalling", "ABS light on",
                                      "Airbag light on", "Battery drain overnight"])
            elif jtype == "Tyres":
                hours = random.choice([0.5, 0.5, 1.0])
                note = random.choice(["Two front tyres", "Four new tyres", "Puncture repair", "Nail in rear tyre"])
            else:
                hours = 0.75
                note = "Air con regas"
            age_days = (END - day).days
            if age_days <= 2:
                status = random.choice(["Open", "In Progress"])
            elif age_days <= 8:
                status = random.choices(["Open", "In Progress", "Completed", "Awaiting Parts"], weights=[2, 3, 4, 2])[0]
            else:
                status = random.choices(["Completed", "Cancelled"], weights=[97, 3])[0]
            if random.random() < 0.004 and status == "Completed" and age_days > 30:
                status = "Awaiting Parts"
            completed = None
            if status == "Completed":
                completed = opened + dt.timedelta(hours=hours + random.uniform(0.5, 5))
                if hours >= 4 or random.random() < 0.15:
                    completed += dt.timedelta(days=random.randint(1, 3))
                if completed.date() > END:
                    completed = dt.datetime.combine(END, dt.time(16, 30, 0))
            labour = hours if status != "Cancelled" else None
            job_rows.append((jid, v_id, mech[0], jtype, status, opened.strftime("%Y-%m-%d %H:%M:%S"),
                             completed.strftime("%Y-%m-%d %H:%M:%S") if completed else None, mileage, labour, note))

            # parts used
            used = []
            if status in ("Completed", "In Progress", "Awaiting Parts"):
                veh = vehicles[v_id - 1]
                if jtype == "Service":
                    diesel = veh[6] == "Diesel"
                    used.append(("Oil filter (diesel)" if diesel else "Oil filter", 1))
                    used.append(("Engine oil 0W-20 (1L)" if veh[6] == "Hybrid" else "Engine oil 5W-30 (1L)",
                                 random.choice([4, 5, 5, 6])))
                    if "Full" in note or "Major" in note:
                        used.append(("Air filter", 1))
                        used.append(("Pollen filter", 1))
                    if "Major" in note:
                        used.append(("Fuel filter", 1) if diesel else ("Spark plug", 4))
                    if "brake fluid" in note:
                        used.append(("Brake fluid DOT4 (1L)", 1))
                    if random.random() < 0.3:
                        used.append(("Screenwash concentrate", 1))
                    if random.random() < 0.2:
                        used.append(("Wiper blade set", 1))
                elif jtype == "Repair":
                    k = random.choice([1, 1, 2])
                    for pdesc in random.sample(REPAIR_PARTS[cat], k):
                        q = 1
                        if pdesc in ("Glow plug", "Spark plug"):
                            q = 4
                        elif pdesc in ("Coolant antifreeze (1L)", "Brake fluid DOT4 (1L)"):
                            q = random.choice([1, 2])
                        elif pdesc in ("Drop link", "Track rod end") and random.random() < 0.4:
                            q = 2
                        used.append((pdesc, q))
                elif jtype == "Tyres":
                    if "Puncture" in note or "Nail" in note:
                        used.append(("Tyre valve", 1))
                    else:
                        size = random.choice(["Tyre 205/55 R16", "Tyre 195/65 R15", "Tyre 225/45 R17"])
                        if veh[4] in ("Transit Custom", "Vivaro", "Transporter"):
                            size = "Tyre 215/65 R16C van"
                        q = 2 if "Two" in note else 4
                        used.append((size, q))
                        used.append(("Tyre valve", q))
                elif jtype == "Air Con":
                    used.append(("Air con regas R134a", 1))
                elif jtype == "MOT":
                    if random.random() < 0.25:
                        used.append((random.choice(["Headlight bulb H7", "Indicator bulb", "Number plate bulb",
                                                    "Wiper blade set", "Screenwash concentrate"]), 1))
            for pdesc, q in used:
                jpid += 1
                pno, price = sale_of[pdesc]
                # price changes a little over time
                price = round(price * (1 + (day.year - 2023) * 0.04), 2)
                jp_rows.append((jpid, jid, pno, q, price))

            # MOT results
            if mot and status in ("Completed",):
                motid += 1
                r = random.random()
                result = "Pass" if r < 0.52 else ("Pass with advisories" if r < 0.83 else "Fail")
                adv = 0 if result == "Pass" else random.randint(1, 5) if result == "Pass with advisories" \
                    else random.randint(0, 3)
                expiry = (day + dt.timedelta(days=364)).isoformat() if result != "Fail" else None
                mot_rows.append((motid, jid, day.isoformat(), result, adv, expiry))

            # invoices
            if status == "Completed":
                rate = 72.0 if day.year == 2023 else (76.0 if day.year == 2024 else 80.0)
                if jtype == "MOT":
                    labour_total = 54.85
                else:
                    labour_total = round(hours * rate, 2)
                parts_total = round(sum(r[3] * r[4] for r in jp_rows[len(jp_rows) - len(used):]), 2) if used else 0.0
                vat = round((labour_total if jtype != "MOT" else 0) * 0.2 + parts_total * 0.2, 2)
                total = round(labour_total + parts_total + vat, 2)
                inv_day = completed.date()
                cust = customers[vehicles[v_id - 1][1] - 1]
                age = (END - inv_day).days
                if cust[8] == 'Y':
                    paid = age > 30 or random.random() < 0.3
                    pay_delay = random.randint(7, 30)
                    method = "Bank Transfer"
                else:
                    paid = age > 14 or random.random() < 0.85
                    if random.random() < 0.006 and age > 14:
                        paid = False
                    pay_delay = 0 if random.random() < 0.9 else random.randint(1, 14)
                    method = random.choices(["Card", "Cash", "Bank Transfer"], weights=[70, 18, 12])[0]
                paid_date = inv_day + dt.timedelta(days=pay_delay)
                if paid_date > END:
                    paid = False
                invid += 1
                inv_rows.append((invid, jid, inv_day.isoformat(), labour_total, parts_total, vat, total,
                                 'Y' if paid else 'N', paid_date.isoformat() if paid else None,
                                 method if paid else None))
    day += dt.timedelta(days=1)

cur.executemany("INSERT INTO JOB_CARD VALUES (?,?,?,?,?,?,?,?,?,?)", job_rows)
cur.executemany("INSERT INTO MOT_TEST VALUES (?,?,?,?,?,?)", mot_rows)
cur.executemany("INSERT INTO JOB_PART VALUES (?,?,?,?,?)", jp_rows)
cur.executemany("INSERT INTO INVOICE VALUES (?,?,?,?,?,?,?,?,?,?)", inv_rows)
con.commit()
for t in ["CUSTOMER", "VEHICLE", "MECHANIC", "SUPPLIER", "PART", "JOB_CARD", "MOT_TEST", "JOB_PART", "INVOICE"]:
    print(t, cur.execute(f"SELECT COUNT(*) FROM {t}").fetchone()[0])
con.close()
