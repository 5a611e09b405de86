#!/usr/bin/env python3
"""Seeded generator for the farm_shop SQLite database (stdlib only)."""
import os, random, sqlite3
from datetime import date, datetime, timedelta

random.seed(59)
HERE = os.path.dirname(os.path.abspath(__file__))
DB = os.path.join(HERE, "database", "farm_shop", "farm_shop.sqlite")
os.makedirs(os.path.dirname(DB), exist_ok=True)
if os.path.exists(DB):
    os.remove(DB)

con = sqlite3.connect(DB)
con.execute("PRAGMA foreign_keys = ON")
cur = con.cursor()
cur.executescript("""
CREATE TABLE Suppliers (
    SupplierId INTEGER PRIMARY KEY,
    SupplierName TEXT NOT NULL,
    FarmType TEXT NOT NULL,          -- Arable, Livestock, Dairy, Market Garden, Orchard, Mixed
    Town TEXT NOT NULL,
    County TEXT NOT NULL,
    ContactName TEXT,
    Phone TEXT,
    IsOrganic INTEGER NOT NULL,      -- 1 = yes, 0 = no
    MilesAway REAL,
    StartDate TEXT NOT NULL
);
CREATE TABLE Products (
    ProductId INTEGER PRIMARY KEY,
    ProductName TEXT NOT NULL,
    Category TEXT NOT NULL,          -- Butchery, Vegetables, Fruit, Dairy, Bakery, Eggs, Larder
    SupplierId INTEGER NOT NULL REFERENCES Suppliers(SupplierId),
    Unit TEXT NOT NULL,              -- kg, each, pack, dozen, litre, jar
    UnitPrice REAL NOT NULL,
    IsSeasonal INTEGER NOT NULL,
    IsActive INTEGER NOT NULL,
    DateAdded TEXT NOT NULL
);
CREATE TABLE Customers (
    CustomerId INTEGER PRIMARY KEY,
    FirstName TEXT NOT NULL,
    LastName TEXT NOT NULL,
    Email TEXT,
    Phone TEXT,
    Town TEXT NOT NULL,
    Postcode TEXT NOT NULL,
    JoinDate TEXT NOT NULL,
    IsLoyaltyMember INTEGER NOT NULL,
    MarketingOptIn INTEGER NOT NULL
);
CREATE TABLE Staff (
    StaffId INTEGER PRIMARY KEY,
    FirstName TEXT NOT NULL,
    LastName TEXT NOT NULL,
    Role TEXT NOT NULL,              -- Manager, Butcher, Shop Assistant, Driver, Packer
    HireDate TEXT NOT NULL,
    LeaveDate TEXT,                  -- NULL while still employed
    HourlyRate REAL NOT NULL,
    IsFullTime INTEGER NOT NULL
);
CREATE TABLE BoxSubscriptions (
    SubscriptionId INTEGER PRIMARY KEY,
    CustomerId INTEGER NOT NULL REFERENCES Customers(CustomerId),
    BoxSize TEXT NOT NULL,           -- Small, Medium, Large, Family
    Frequency TEXT NOT NULL,         -- Weekly, Fortnightly
    PricePerBox REAL NOT NULL,
    DeliveryDay TEXT NOT NULL,
    StartDate TEXT NOT NULL,
    EndDate TEXT,                    -- NULL while still running
    Status TEXT NOT NULL             -- Active, Paused, Cancelled
);
CREATE TABLE Orders (
    OrderId INTEGER PRIMARY KEY,
    CustomerId INTEGER REFERENCES Customers(CustomerId),  -- NULL for anonymous walk-ins
    StaffId INTEGER NOT NULL REFERENCES Staff(StaffId),
    OrderDate TEXT NOT NULL,
    Channel TEXT NOT NULL,           -- Counter, Phone, Online
    PaymentMethod TEXT NOT NULL,     -- Card, Cash, Account
    Status TEXT NOT NULL,            -- Completed, Refunded, Cancelled
    IsCollection INTEGER NOT NULL
);
CREATE TABLE OrderLines (
    OrderLineId INTEGER PRIMARY KEY,
    OrderId INTEGER NOT NULL REFERENCES Orders(OrderId),
    ProductId INTEGER NOT NULL REFERENCES Products(ProductId),
    Quantity REAL NOT NULL,
    UnitPrice REAL NOT NULL,
    DiscountPct REAL NOT NULL
);
CREATE TABLE Deliveries (
    DeliveryId INTEGER PRIMARY KEY,
    SubscriptionId INTEGER NOT NULL REFERENCES BoxSubscriptions(SubscriptionId),
    DriverId INTEGER NOT NULL REFERENCES Staff(StaffId),
    ScheduledDate TEXT NOT NULL,
    DeliveredAt TEXT,                -- NULL when not delivered
    Status TEXT NOT NULL,            -- Delivered, Missed, Skipped
    DeliveryFee REAL NOT NULL
);
""")

START, END = date(2023, 1, 1), date(2025, 12, 31)
def rdate(a=START, b=END):
    return a + timedelta(days=random.randint(0, (b - a).days))

# ---------------- Suppliers ----------------
towns = [("Ludlow", "Shropshire"), ("Church Stretton", "Shropshire"), ("Bishop's Castle", "Shropshire"),
         ("Craven Arms", "Shropshire"), ("Leominster", "Herefordshire"), ("Kington", "Herefordshire"),
         ("Tenbury Wells", "Worcestershire"), ("Knighton", "Powys"), ("Much Wenlock", "Shropshire"),
         ("Cleobury Mortimer", "Shropshire"), ("Presteigne", "Powys"), ("Bromyard", "Herefordshire")]
supplier_defs = [
    ("Hollybush Farm", "Livestock"), ("Clee Hill Beef", "Livestock"), ("Oakridge Pork", "Livestock"),
    ("Teme Valley Lamb", "Livestock"), ("Brook House Dairy", "Dairy"), ("Longmynd Dairy", "Dairy"),
    ("Greenacre Market Garden", "Market Garden"), ("Willow Bank Growers", "Market Garden"),
    ("Corve Dale Organics", "Market Garden"), ("Ashford Orchards", "Orchard"), ("Wigmore Fruit Farm", "Orchard"),
    ("Stokesay Mill Bakery", "Bakery"), ("Top Barn Poultry", "Poultry"), ("Hopton Free Range", "Poultry"),
    ("Mortimer Mixed Farm", "Mixed"), ("Diddlebury Fields", "Arable"), ("Onny Valley Preserves", "Larder"),
    ("Wenlock Edge Honey", "Larder"),
]
first_m = ["James", "Tom", "David", "Richard", "Mark", "Andrew", "Paul", "Chris", "Ben", "Sam", "Owen", "Rhys",
           "Gareth", "Luke", "Harry", "George", "Jack", "Oliver", "Peter", "Simon", "Matthew", "Daniel", "Neil"]
first_f = ["Sarah", "Emma", "Claire", "Helen", "Rachel", "Lucy", "Kate", "Jane", "Anna", "Megan", "Sophie",
           "Hannah", "Rebecca", "Laura", "Ellie", "Fiona", "Gemma", "Alice", "Ruth", "Nicola", "Bethan", "Jo"]
last = ["Smith", "Jones", "Williams", "Davies", "Evans", "Price", "Morgan", "Hughes", "Powell", "Bowen",
        "Pritchard", "Baker", "Turner", "Hall", "Wood", "Clarke", "Edwards", "Lewis", "Parry", "Preece",
        "Griffiths", "Watkins", "Bright", "Hammond", "Mason", "Ward", "Fletcher", "Cooper", "Marsh", "Bennett",
        "Lloyd", "Meredith", "Probert", "Gittins", "Jenkins", "Harris", "Vaughan", "Reynolds"]
def person():
    return random.choice(first_m + first_f), random.choice(last)
def phone():
    return "01584 " + str(random.randint(100000, 999999))

for i, (name, ftype) in enumerate(supplier_defs, 1):
    town, county = random.choice(towns)
    f, l = person()
    organic = 1 if name in ("Corve Dale Organics", "Willow Bank Growers", "Longmynd Dairy", "Hopton Free Range",
                            "Teme Valley Lamb") else 0
    cur.execute("INSERT INTO Suppliers VALUES (?,?,?,?,?,?,?,?,?,?)",
                (i, name, ftype, town, county, f"{f} {l}", phone() if random.random() > 0.1 else None,
                 organic, round(random.uniform(2, 35), 1),
                 rdate(date(2018, 1, 1), date(2024, 6, 30)).isoformat()))
sup_by_type = {}
for i, (name, ftype) in enumerate(supplier_defs, 1):
    sup_by_type.setdefault(ftype, []).append(i)

# ---------------- Products ----------------
prod_defs = {
    "Butchery": (["Livestock", "Mixed"], [
        ("Beef Sirloin Steak", "kg", 32.0), ("Beef Mince", "kg", 11.5), ("Rib of Beef", "kg", 28.0),
        ("Braising Steak", "kg", 14.5), ("Beef Brisket", "kg", 13.0), ("Pork Sausages", "pack", 5.2),
        ("Pork Chops", "kg", 12.0), ("Pork Belly", "kg", 10.5), ("Dry Cured Bacon", "pack", 4.8),
        ("Gammon Joint", "kg", 13.5), ("Lamb Leg", "kg", 19.0), ("Lamb Chops", "kg", 21.0),
        ("Lamb Mince", "kg", 13.0), ("Lamb Shoulder", "kg", 16.0), ("Venison Burgers", "pack", 6.5),
        ("Steak Burgers", "pack", 5.5), ("Black Pudding", "each", 3.2), ("Faggots", "pack", 4.0)]),
    "Poultry": (["Poultry"], [
        ("Whole Chicken", "each", 14.0), ("Chicken Breasts", "kg", 16.5), ("Chicken Thighs", "kg", 9.0),
        ("Free Range Turkey", "kg", 15.0), ("Duck Breasts", "pack", 9.5)]),
    "Eggs": (["Poultry"], [("Free Range Eggs", "dozen", 4.2), ("Duck Eggs", "each", 0.6)]),
    "Vegetables": (["Market Garden", "Arable", "Mixed"], [
        ("Potatoes", "kg", 1.6), ("Carrots", "kg", 1.4), ("Onions", "kg", 1.5), ("Leeks", "kg", 3.2),
        ("Parsnips", "kg", 2.4), ("Swede", "each", 1.2), ("Cauliflower", "each", 1.9), ("Savoy Cabbage", "each", 1.6),
        ("Purple Sprouting Broccoli", "kg", 6.0), ("Asparagus", "pack", 4.5), ("Runner Beans", "kg", 5.5),
        ("Courgettes", "kg", 3.0), ("Tomatoes", "kg", 4.2), ("Salad Leaves", "pack", 2.5), ("Beetroot", "kg", 2.2),
        ("Kale", "pack", 2.0), ("Butternut Squash", "each", 1.8), ("Garlic", "each", 0.9)]),
    "Fruit": (["Orchard", "Market Garden"], [
        ("Bramley Apples", "kg", 2.6), ("Cox Apples", "kg", 3.0), ("Conference Pears", "kg", 3.2),
        ("Strawberries", "pack", 3.5), ("Raspberries", "pack", 3.8), ("Plums", "kg", 4.0), ("Rhubarb", "kg", 3.4),
        ("Blackcurrants", "pack", 3.0)]),
    "Dairy": (["Dairy"], [
        ("Whole Milk", "litre", 1.3), ("Double Cream", "each", 2.1), ("Salted Butter", "each", 3.4),
        ("Natural Yoghurt", "each", 2.3), ("Shropshire Blue", "kg", 24.0), ("Mature Cheddar", "kg", 18.0),
        ("Soft Goats Cheese", "each", 4.2)]),
    "Bakery": (["Bakery"], [
        ("Sourdough Loaf", "each", 4.2), ("Granary Loaf", "each", 3.1), ("Pork Pie", "each", 4.5),
        ("Sausage Roll", "each", 2.4), ("Welsh Cakes", "pack", 3.0), ("Fruit Cake", "each", 8.5)]),
    "Larder": (["Larder"], [
        ("Wildflower Honey", "jar", 6.8), ("Strawberry Jam", "jar", 3.9), ("Damson Jam", "jar", 4.1),
        ("Apple Chutney", "jar", 3.8), ("Piccalilli", "jar", 3.6), ("Rapeseed Oil", "each", 5.5),
        ("Apple Juice", "litre", 3.2)]),
}
seasonal = {"Asparagus", "Runner Beans", "Strawberries", "Raspberries", "Plums", "Rhubarb", "Blackcurrants",
            "Purple Sprouting Broccoli", "Free Range Turkey", "Courgettes", "Butternut Squash"}
products = []  # (id, name, category, price)
pid = 0
for cat, (ftypes, items) in prod_defs.items():
    pool = [s for t in ftypes for s in sup_by_type.get(t, [])]
    for name, unit, price in items:
        pid += 1
        sid = random.choice(pool)
        if name == "Wildflower Honey":
            sid = 18
        active = 0 if random.random() < 0.07 else 1
        added = rdate(date(2021, 1, 1), date(2024, 9, 1)).isoformat()
        cur.execute("INSERT INTO Products VALUES (?,?,?,?,?,?,?,?,?)",
                    (pid, name, "Butchery" if cat == "Poultry" else cat, sid, unit, price,
                     1 if name in seasonal else 0, active, added))
        products.append((pid, name, cat, price, unit))

# ---------------- Customers ----------------
cust_towns = [("Ludlow", "SY8"), ("Ludlow", "SY8"), ("Ludlow", "SY8"), ("Church Stretton", "SY6"),
              ("Craven Arms", "SY7"), ("Leominster", "HR6"), ("Tenbury Wells", "WR15"), ("Cleobury Mortimer", "DY14"),
              ("Bishop's Castle", "SY9"), ("Much Wenlock", "TF13"), ("Knighton", "LD7")]
N_CUST = 320
customers = []
for cid in range(1, N_CUST + 1):
    f, l = person()
    town, pc = random.choice(cust_towns)
    email = f"{f.lower()}.{l.lower()}{random.randint(1, 99)}@{random.choice(['gmail.com', 'btinternet.com', 'hotmail.co.uk', 'outlook.com'])}" \
        if random.random() > 0.15 else None
    joined = rdate(date(2023, 1, 1), date(2025, 10, 31))
    cur.execute("INSERT INTO Customers VALUES (?,?,?,?,?,?,?,?,?,?)",
                (cid, f, l, email, ("07" + str(random.randint(100000000, 999999999))) if random.random() > 0.25 else None,
                 town, f"{pc} {random.randint(1, 9)}{random.choice('ABDEFGHJLNPQRSTUWXYZ')}{random.choice('ABDEFGHJLNPQRSTUWXYZ')}",
                 joined.isoformat(), 1 if random.random() < 0.35 else 0, 1 if random.random() < 0.6 else 0))
    customers.append((cid, joined))

# ---------------- Staff ----------------
staff_defs = [
    ("Margaret", "Hollins", "Manager", "2016-03-01", None, 18.5, 1),
    ("Dylan", "Corbett", "Butcher", "2017-09-04", None, 15.2, 1),
    ("Aled", "Rowlands", "Butcher", "2022-04-11", None, 13.8, 1),
    ("Kieran", "Shaw", "Butcher", "2023-02-06", "2024-08-30", 13.0, 1),
    ("Priya", "Nair", "Shop Assistant", "2021-05-17", None, 11.8, 1),
    ("Chloe", "Amos", "Shop Assistant", "2023-06-01", None, 11.5, 0),
    ("Ellie", "Tranter", "Shop Assistant", "2022-10-03", "2024-03-29", 11.0, 0),
    ("Liam", "Ferris", "Shop Assistant", "2024-04-15", None, 11.6, 0),
    ("Gwen", "Pugh", "Packer", "2020-02-10", None, 11.4, 0),
    ("Tomasz", "Nowak", "Packer", "2023-01-09", None, 11.4, 1),
    ("Rob", "Haines", "Driver", "2019-07-22", None, 12.5, 1),
    ("Steve", "Millichamp", "Driver", "2022-11-14", "2025-05-30", 12.2, 1),
    ("Nia", "Brookes", "Driver", "2025-05-19", None, 12.4, 1),
    ("Joe", "Cartwright", "Driver", "2023-03-06", None, 12.2, 0),
]
staff = []
for sid, s in enumerate(staff_defs, 1):
    cur.execute("INSERT INTO Staff VALUES (?,?,?,?,?,?,?,?)", (sid,) + s)
    staff.append((sid,) + s)

def employed(s, d):
    hire = date.fromisoformat(s[4]); leave = date.fromisoformat(s[5]) if s[5] else date(2100, 1, 1)
    return hire <= d <= leave

# ---------------- Box subscriptions ----------------
box_prices = {"Small": 14.0, "Medium": 19.5, "Large": 25.0, "Family": 31.0}
sub_custs = random.sample(customers, 78)
subs = []
for i, (cid, joined) in enumerate(sub_custs, 1):
    size = random.choices(list(box_prices), [3, 5, 3, 2])[0]
    freq = random.choices(["Weekly", "Fortnightly"], [3, 2])[0]
    start = max(joined, date(2023, 1, 2)) + timedelta(days=random.randint(0, 90))
    if start > date(2025, 11, 30):
        start = date(2025, 11, 30) - timedelta(days=random.randint(0, 60))
    price = box_prices[size] + (0.0 if start < date(2024, 4, 1) else 1.0)
    r = random.random()
    if r < 0.55:
        status, end = "Active", None
    elif r < 0.68:
        status, end = "Paused", None
    else:
        status = "Cancelled"
        end = start + timedelta(days=random.randint(30, 600))
        if end > date(2025, 12, 20):
            status, end = "Active", None
    day = random.choice(["Tuesday", "Wednesday", "Thursday", "Friday"])
    cur.execute("INSERT INTO BoxSubscriptions VALUES (?,?,?,?,?,?,?,?,?)",
                (i, cid, size, freq, price, day, start.isoformat(), end.isoformat() if end else None, status))
    subs.append((i, cid, size, freq, price, day, start, end, status))

# ---------------- Deliveries ----------------
wd = {"Monday": 0, "Tuesday": 1, "Wednesday": 2, "Thursday": 3, "Friday": 4}
drivers = [s for s in staff if s[3] == "Driver"]
did = 0
for (sid_, cid, size, freq, price, day, start, end, status) in subs:
    d = start + timedelta(days=(wd[day] - start.weekday()) % 7)
    stop = end or date(2025, 12, 31)
    if status == "Paused":
        stop = min(stop, start + timedelta(days=random.randint(60, 500)))
    step = 7 if freq == "Weekly" else 14
    while d <= stop and d <= date(2025, 12, 31):
        avail = [s for s in drivers if employed(s, d)]
        drv = random.choice(avail)
        r = random.random()
        if r < 0.93:
            st = "Delivered"
            at = datetime(d.year, d.month, d.day, random.randint(8, 16), random.randint(0, 59), 0)
            delivered = at.strftime("%Y-%m-%d %H:%M:%S")
        elif r < 0.97:
            st, delivered = "Skipped", None
        else:
            st, delivered = "Missed", None
        fee = 0.0 if size in ("Large", "Family") else 2.5
        did += 1
        cur.execute("INSERT INTO Deliveries VALUES (?,?,?,?,?,?,?)",
                    (did, sid_, drv[0], d.isoformat(), delivered, st, fee))
        d += timedelta(days=step)

# ---------------- Orders & lines ----------------
counter_staff = [s for s in staff if s[3] in ("Manager", "Butcher", "Shop Assistant")]
regulars = random.sample([c[0] for c in customers], 60)
cat_weights = {"Butchery": 5, "Poultry": 2, "Eggs": 2, "Vegetables": 3, "Fruit": 2, "Dairy": 3, "Bakery": 3, "Larder": 2}
prod_by_cat = {}
for p in products:
    prod_by_cat.setdefault(p[2], []).append(p)
oid = 0
olid = 0
d = START
while d <= END:
    n = random.randint(0, 3) + (1 if d.weekday() in (4, 5) else 0) + (2 if d.month == 12 and d.day > 15 else 0)
    if d.weekday() == 6:
        n = 0  # closed Sundays
    for _ in range(n):
        r = random.random()
        if r < 0.45:
            cid = random.choice(regulars)
        elif r < 0.8:
            cid = random.randint(1, N_CUST)
        else:
            cid = None
        if cid is not None and date.fromisoformat(cur.execute(
                "SELECT JoinDate FROM Customers WHERE CustomerId=?", (cid,)).fetchone()[0]) > d:
            cid = None
        avail = [s for s in counter_staff if employed(s, d)]
        st = random.choice(avail)
        ts = datetime(d.year, d.month, d.day, random.randint(8, 17), random.randint(0, 59), random.randint(0, 59))
        channel = random.choices(["Counter", "Phone", "Online"], [6, 2, 2])[0] if cid else "Counter"
        pay = random.choices(["Card", "Cash", "Account"], [7, 2, 1])[0] if cid else random.choice(["Card", "Cash"])
        status = random.choices(["Completed", "Refunded", "Cancelled"], [94, 3, 3])[0]
        oid += 1
        cur.execute("INSERT INTO Orders VALUES (?,?,?,?,?,?,?,?)",
                    (oid, cid, st[0], ts.strftime("%Y-%m-%d %H:%M:%S"), channel, pay, status,
                     1 if channel != "Counter" and random.random() < 0.6 else 0))
        chosen = set()
        for _ in range(random.randint(1, 4)):
            cat = random.choices(list(cat_weights), list(cat_weights.values()))[0]
            p = random.choice(prod_by_cat[cat])
            if p[0] in chosen:
                continue
            chosen.add(p[0])
            if p[4] == "kg":
                q = round(random.choice([0.25, 0.5, 0.75, 1.0, 1.5, 2.0]) * (3 if d.month == 12 and cat == "Butchery" and random.random() < 0.3 else 1), 2)
            else:
                q = float(random.randint(1, 3))
            price = round(p[3] * (1.05 if d.year == 2025 else 1.0), 2)
            disc = random.choices([0.0, 5.0, 10.0], [85, 10, 5])[0]
            olid += 1
            cur.execute("INSERT INTO OrderLines VALUES (?,?,?,?,?,?)", (olid, oid, p[0], q, price, disc))
    d += timedelta(days=1)

con.commit()
for t in ["Suppliers", "Products", "Customers", "Staff", "BoxSubscriptions", "Orders", "OrderLines", "Deliveries"]:
    print(t, con.execute(f"SELECT COUNT(*) FROM {t}").fetchone()[0])
con.close()
