#!/usr/bin/env python3
"""Seeded generator for the garden_centre test database (stdlib only)."""
import os
import random
import sqlite3
from datetime import date, datetime, timedelta

random.seed(52)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "database", "garden_centre", "garden_centre.sqlite")
os.makedirs(os.path.dirname(OUT), exist_ok=True)
if os.path.exists(OUT):
    os.remove(OUT)

con = sqlite3.connect(OUT)
con.execute("PRAGMA foreign_keys = ON")
cur = con.cursor()

cur.executescript("""
CREATE TABLE tblStaff (
    StaffId INTEGER PRIMARY KEY,
    FirstName TEXT NOT NULL,
    LastName TEXT NOT NULL,
    Role TEXT NOT NULL,            -- Manager, Nursery Assistant, Cafe Assistant, Driver, Till Operator
    HireDate TEXT NOT NULL,
    LeaveDate TEXT,                -- NULL while still employed
    HourlyRate REAL NOT NULL,
    IsFullTime INTEGER NOT NULL    -- 1 yes / 0 no
);
CREATE TABLE tblSupplier (
    SupplierId INTEGER PRIMARY KEY,
    SupplierName TEXT NOT NULL,
    Town TEXT NOT NULL,
    ContactName TEXT,
    Phone TEXT,
    IsPreferred INTEGER NOT NULL   -- 1 yes / 0 no
);
CREATE TABLE tblCategory (
    CategoryId INTEGER PRIMARY KEY,
    CategoryName TEXT NOT NULL
);
CREATE TABLE tblPlant (
    PlantId INTEGER PRIMARY KEY,
    CommonName TEXT NOT NULL,
    LatinName TEXT,
    CategoryId INTEGER NOT NULL REFERENCES tblCategory(CategoryId),
    SupplierId INTEGER NOT NULL REFERENCES tblSupplier(SupplierId),
    PotSize TEXT NOT NULL,
    RetailPrice REAL NOT NULL,
    CostPrice REAL NOT NULL,
    IsHardy INTEGER NOT NULL,      -- 1 yes / 0 no
    StockQty INTEGER NOT NULL
);
CREATE TABLE tblStockDelivery (
    StockDeliveryId INTEGER PRIMARY KEY,
    SupplierId INTEGER NOT NULL REFERENCES tblSupplier(SupplierId),
    PlantId INTEGER NOT NULL REFERENCES tblPlant(PlantId),
    DeliveryDate TEXT NOT NULL,
    Quantity INTEGER NOT NULL,
    UnitCost REAL NOT NULL,
    ReceivedByStaffId INTEGER REFERENCES tblStaff(StaffId)
);
CREATE TABLE tblCustomer (
    CustomerId INTEGER PRIMARY KEY,
    FirstName TEXT NOT NULL,
    LastName TEXT NOT NULL,
    Town TEXT NOT NULL,
    Postcode TEXT NOT NULL,
    Email TEXT,
    JoinDate TEXT NOT NULL,
    IsLoyaltyMember INTEGER NOT NULL  -- 1 yes / 0 no
);
CREATE TABLE tblOrder (
    OrderId INTEGER PRIMARY KEY,
    CustomerId INTEGER NOT NULL REFERENCES tblCustomer(CustomerId),
    StaffId INTEGER REFERENCES tblStaff(StaffId),   -- NULL for online orders
    OrderDate TEXT NOT NULL,
    Channel TEXT NOT NULL,         -- In store, Online, Phone
    Status TEXT NOT NULL           -- Completed, Cancelled, Pending, Refunded
);
CREATE TABLE tblOrderLine (
    OrderLineId INTEGER PRIMARY KEY,
    OrderId INTEGER NOT NULL REFERENCES tblOrder(OrderId),
    PlantId INTEGER NOT NULL REFERENCES tblPlant(PlantId),
    Quantity INTEGER NOT NULL,
    UnitPrice REAL NOT NULL
);
CREATE TABLE tblVanDelivery (
    VanDeliveryId INTEGER PRIMARY KEY,
    OrderId INTEGER NOT NULL REFERENCES tblOrder(OrderId),
    DriverStaffId INTEGER NOT NULL REFERENCES tblStaff(StaffId),
    ScheduledDate TEXT NOT NULL,
    DeliveredDate TEXT,            -- NULL until delivered
    DeliveryCharge REAL NOT NULL,
    Status TEXT NOT NULL           -- Delivered, Scheduled, Failed
);
CREATE TABLE tblCafeSale (
    CafeSaleId INTEGER PRIMARY KEY,
    SaleDate TEXT NOT NULL,
    StaffId INTEGER NOT NULL REFERENCES tblStaff(StaffId),
    ItemName TEXT NOT NULL,
    Quantity INTEGER NOT NULL,
    Amount REAL NOT NULL
);
""")

START = date(2023, 1, 1)
END = date(2025, 11, 30)


def d2s(d):
    return d.isoformat()


def rand_date(a, b):
    return a + timedelta(days=random.randint(0, (b - a).days))


# ---------------- staff ----------------
staff = [
    # first, last, role, hire, leave, rate, fulltime
    ("Margaret", "Hollis", "Manager", "2015-03-02", None, 19.50, 1),
    ("Owen", "Pritchard", "Manager", "2019-08-12", None, 18.25, 1),
    ("Bethan", "Morgan", "Nursery Assistant", "2020-02-17", None, 12.40, 1),
    ("Callum", "Reid", "Nursery Assistant", "2022-04-04", "2024-09-27", 11.90, 1),
    ("Priya", "Shah", "Nursery Assistant", "2023-03-13", None, 12.10, 0),
    ("Tom", "Ashworth", "Nursery Assistant", "2024-10-07", None, 12.60, 1),
    ("Ellie", "Whitmore", "Cafe Assistant", "2021-05-24", None, 11.60, 0),
    ("Jack", "Dunn", "Cafe Assistant", "2023-06-01", "2025-01-10", 11.44, 0),
    ("Sophie", "Granger", "Cafe Assistant", "2022-09-05", None, 11.80, 1),
    ("Hannah", "Lloyd", "Cafe Assistant", "2025-02-03", None, 12.21, 0),
    ("Gareth", "Bowen", "Driver", "2018-11-19", None, 13.75, 1),
    ("Dave", "Kershaw", "Driver", "2021-03-08", None, 13.20, 1),
    ("Liam", "Foster", "Driver", "2023-02-20", "2025-05-30", 12.95, 0),
    ("Ruth", "Evans", "Till Operator", "2017-07-03", None, 12.00, 1),
    ("Kieran", "Mellor", "Till Operator", "2022-11-14", None, 11.70, 0),
    ("Amy", "Castle", "Till Operator", "2023-09-18", "2024-12-20", 11.44, 0),
    ("Nadia", "Okafor", "Till Operator", "2024-03-25", None, 11.90, 1),
    ("Frank", "Billingham", "Nursery Assistant", "2016-04-11", "2023-08-31", 12.80, 1),
]
cur.executemany(
    "INSERT INTO tblStaff (FirstName,LastName,Role,HireDate,LeaveDate,HourlyRate,IsFullTime) VALUES (?,?,?,?,?,?,?)",
    staff)
staff_rows = [(i + 1,) + s for i, s in enumerate(staff)]


def employed(sid, d):
    s = staff_rows[sid - 1]
    hire = date.fromisoformat(s[4])
    leave = date.fromisoformat(s[5]) if s[5] else date(2099, 1, 1)
    return hire <= d <= leave


def staff_for(role_set, d):
    c = [s[0] for s in staff_rows if s[3] in role_set and employed(s[0], d)]
    return c


# ---------------- suppliers ----------------
suppliers = [
    ("Hillside Nurseries", "Shrewsbury", "Alan Pugh", "01743 362118", 1),
    ("Severn Valley Growers", "Bridgnorth", "Janet Cole", "01746 761902", 1),
    ("Marcher Roses", "Ludlow", "Peter Vaughan", "01584 873340", 0),
    ("Wrekin Trees Ltd", "Telford", "Sandra Hughes", "01952 245771", 1),
    ("Green Fingers Wholesale", "Shrewsbury", "Mike Lane", None, 0),
    ("Dutch Bulb Direct", "Spalding", "Kees de Vries", "01775 712004", 0),
    ("Oswestry Herb Farm", "Oswestry", None, "01691 659311", 0),
    ("Tropical Leaf Co", "Birmingham", "Ravi Patel", "0121 496 0187", 1),
    ("Alpine Garden Supplies", "Church Stretton", "Fiona Grant", None, 0),
]
cur.executemany(
    "INSERT INTO tblSupplier (SupplierName,Town,ContactName,Phone,IsPreferred) VALUES (?,?,?,?,?)",
    suppliers)

categories = ["Perennials", "Shrubs", "Trees", "Roses", "Bulbs", "Herbs",
              "Houseplants", "Alpines", "Climbers", "Bedding"]
cur.executemany("INSERT INTO tblCategory (CategoryName) VALUES (?)", [(c,) for c in categories])
CAT = {c: i + 1 for i, c in enumerate(categories)}

# common, latin, category, supplier id, pot, retail, hardy
plants = [
    ("Lavender Hidcote", "Lavandula angustifolia 'Hidcote'", "Shrubs", 1, "2L", 8.99, 1),
    ("Hydrangea Annabelle", "Hydrangea arborescens 'Annabelle'", "Shrubs", 1, "3L", 17.99, 1),
    ("Buddleja Royal Red", "Buddleja davidii 'Royal Red'", "Shrubs", 2, "3L", 12.99, 1),
    ("Box Ball", "Buxus sempervirens", "Shrubs", 5, "5L", 29.99, 1),
    ("Photinia Red Robin", "Photinia x fraseri 'Red Robin'", "Shrubs", 2, "5L", 19.99, 1),
    ("Pittosporum Tom Thumb", "Pittosporum tenuifolium 'Tom Thumb'", "Shrubs", 1, "3L", 16.49, 1),
    ("Choisya Sundance", "Choisya ternata 'Sundance'", "Shrubs", 5, "3L", 15.99, 1),
    ("Hebe Great Orme", "Hebe 'Great Orme'", "Shrubs", 2, "2L", 9.49, 1),
    ("Japanese Maple", "Acer palmatum", "Trees", 4, "10L", 49.99, 1),
    ("Silver Birch", "Betula pendula", "Trees", 4, "12L", 39.99, 1),
    ("Bramley Apple Tree", "Malus domestica 'Bramley'", "Trees", 4, "12L", 34.99, 1),
    ("Victoria Plum Tree", "Prunus domestica 'Victoria'", "Trees", 4, "12L", 36.99, 1),
    ("Olive Tree", "Olea europaea", "Trees", 5, "20L", 89.99, 0),
    ("Rowan", "Sorbus aucuparia", "Trees", 4, "10L", 32.50, 1),
    ("Magnolia Susan", "Magnolia 'Susan'", "Trees", 4, "15L", 64.99, 1),
    ("Flowering Cherry Kanzan", "Prunus 'Kanzan'", "Trees", 4, "15L", 59.99, 1),
    ("Rose Gertrude Jekyll", "Rosa 'Gertrude Jekyll'", "Roses", 3, "4L", 22.99, 1),
    ("Rose Iceberg", "Rosa 'Iceberg'", "Roses", 3, "4L", 18.99, 1),
    ("Rose Peace", "Rosa 'Peace'", "Roses", 3, "4L", 18.99, 1),
    ("Rose Munstead Wood", "Rosa 'Munstead Wood'", "Roses", 3, "4L", 24.99, 1),
    ("Climbing Rose New Dawn", "Rosa 'New Dawn'", "Roses", 3, "5L", 26.99, 1),
    ("Rose Darcey Bussell", "Rosa 'Darcey Bussell'", "Roses", 3, "4L", 23.49, 1),
    ("Geranium Rozanne", "Geranium 'Rozanne'", "Perennials", 1, "2L", 9.99, 1),
    ("Hardy Fuchsia", "Fuchsia magellanica", "Perennials", 2, "2L", 7.99, 1),
    ("Echinacea Magnus", "Echinacea purpurea 'Magnus'", "Perennials", 1, "2L", 8.49, 1),
    ("Hosta Francee", "Hosta 'Francee'", "Perennials", 2, "2L", 8.99, 1),
    ("Salvia Caradonna", "Salvia nemorosa 'Caradonna'", "Perennials", 1, "2L", 7.99, 1),
    ("Lupin Gallery Mix", "Lupinus 'Gallery'", "Perennials", 5, "1L", 5.99, 1),
    ("Foxglove", "Digitalis purpurea", "Perennials", 2, "1L", 4.99, 1),
    ("Peony Sarah Bernhardt", "Paeonia lactiflora 'Sarah Bernhardt'", "Perennials", 1, "3L", 19.99, 1),
    ("Agapanthus Blue", "Agapanthus africanus", "Perennials", 5, "3L", 14.99, 0),
    ("Daffodil Tete-a-Tete (pack 20)", "Narcissus 'Tete-a-Tete'", "Bulbs", 6, "Pack", 4.99, 1),
    ("Tulip Queen of Night (pack 10)", "Tulipa 'Queen of Night'", "Bulbs", 6, "Pack", 5.49, 1),
    ("Allium Purple Sensation (pack 10)", "Allium hollandicum 'Purple Sensation'", "Bulbs", 6, "Pack", 6.99, 1),
    ("Crocus Mixed (pack 25)", "Crocus vernus", "Bulbs", 6, "Pack", 3.99, 1),
    ("Snowdrop (pack 15)", "Galanthus nivalis", "Bulbs", 6, "Pack", 6.49, 1),
    ("Dahlia Bishop of Llandaff", "Dahlia 'Bishop of Llandaff'", "Bulbs", 6, "Tuber", 4.49, 0),
    ("Lily Stargazer (pack 3)", "Lilium 'Stargazer'", "Bulbs", 6, "Pack", 5.99, 1),
    ("Rosemary", "Salvia rosmarinus", "Herbs", 7, "1L", 4.99, 1),
    ("Thyme", "Thymus vulgaris", "Herbs", 7, "9cm", 2.99, 1),
    ("Mint", "Mentha spicata", "Herbs", 7, "9cm", 2.99, 1),
    ("Sage", "Salvia officinalis", "Herbs", 7, "1L", 4.49, 1),
    ("Basil", "Ocimum basilicum", "Herbs", 7, "9cm", 2.49, 0),
    ("Chives", "Allium schoenoprasum", "Herbs", 7, "9cm", 2.99, 1),
    ("Parsley", "Petroselinum crispum", "Herbs", 7, "9cm", 2.49, 1),
    ("Bay Tree", "Laurus nobilis", "Herbs", 5, "10L", 39.99, 1),
    ("Monstera", "Monstera deliciosa", "Houseplants", 8, "17cm", 24.99, 0),
    ("Peace Lily", "Spathiphyllum wallisii", "Houseplants", 8, "14cm", 12.99, 0),
    ("Snake Plant", "Dracaena trifasciata", "Houseplants", 8, "14cm", 14.99, 0),
    ("Fiddle Leaf Fig", "Ficus lyrata", "Houseplants", 8, "21cm", 34.99, 0),
    ("Phalaenopsis Orchid", "Phalaenopsis", "Houseplants", 8, "12cm", 16.99, 0),
    ("Zamioculcas ZZ Plant", "Zamioculcas zamiifolia", "Houseplants", 8, "17cm", 19.99, 0),
    ("Calathea Orbifolia", "Calathea orbifolia", "Houseplants", 8, "14cm", 17.49, 0),
    ("Pothos Golden", "Epipremnum aureum", "Houseplants", 8, "12cm", 8.99, 0),
    ("String of Pearls", None, "Houseplants", 8, "12cm", 11.99, 0),
    ("Saxifrage Mossy", "Saxifraga x arendsii", "Alpines", 9, "9cm", 3.49, 1),
    ("Sempervivum Mix", "Sempervivum", "Alpines", 9, "9cm", 3.99, 1),
    ("Aubrieta Purple", "Aubrieta deltoidea", "Alpines", 9, "9cm", 3.49, 1),
    ("Armeria Sea Thrift", "Armeria maritima", "Alpines", 9, "9cm", 3.49, 1),
    ("Gentian", "Gentiana acaulis", "Alpines", 9, "9cm", 5.99, 1),
    ("Edelweiss", "Leontopodium nivale", "Alpines", 9, "9cm", 4.99, 1),
    ("Clematis Nelly Moser", "Clematis 'Nelly Moser'", "Climbers", 2, "3L", 16.99, 1),
    ("Clematis Montana", "Clematis montana var. rubens", "Climbers", 2, "3L", 14.99, 1),
    ("Honeysuckle", "Lonicera periclymenum", "Climbers", 1, "3L", 12.99, 1),
    ("Star Jasmine", "Trachelospermum jasminoides", "Climbers", 5, "3L", 21.99, 0),
    ("Wisteria Sinensis", "Wisteria sinensis", "Climbers", 5, "5L", 44.99, 1),
    ("Boston Ivy", "Parthenocissus tricuspidata", "Climbers", 2, "3L", 13.49, 1),
    ("Petunia Trailing (6 pack)", "Petunia x hybrida", "Bedding", 2, "6 pack", 3.99, 0),
    ("Begonia (6 pack)", "Begonia semperflorens", "Bedding", 2, "6 pack", 3.99, 0),
    ("Geranium Zonal", "Pelargonium zonale", "Bedding", 2, "10.5cm", 2.99, 0),
    ("Lobelia (6 pack)", "Lobelia erinus", "Bedding", 1, "6 pack", 3.49, 0),
    ("Marigold French (6 pack)", "Tagetes patula", "Bedding", 1, "6 pack", 3.49, 0),
    ("Winter Pansy (6 pack)", "Viola x wittrockiana", "Bedding", 2, "6 pack", 3.99, 1),
    ("Cyclamen Miniature", "Cyclamen persicum", "Bedding", 5, "9cm", 2.99, 0),
    ("Sweet Pea Plugs", "Lathyrus odoratus", "Bedding", 1, "Plug tray", 6.99, 1),
    ("Tree Fern", "Dicksonia antarctica", "Trees", 5, "Log 60cm", 79.99, 0),
    ("Camellia Japonica", "Camellia japonica", "Shrubs", 5, "5L", 27.99, 1),
    ("Fern Hart's Tongue", "Asplenium scolopendrium", "Perennials", 9, "2L", 8.99, 1),
]
plant_rows = []
for (cn, ln, cat, sup, pot, price, hardy) in plants:
    cost = round(price * random.uniform(0.38, 0.55), 2)
    stock = random.choice([0, 2, 4, 6, 8] if random.random() < 0.15 else list(range(12, 140)))
    plant_rows.append((cn, ln, CAT[cat], sup, pot, price, cost, hardy, stock))
cur.executemany(
    "INSERT INTO tblPlant (CommonName,LatinName,CategoryId,SupplierId,PotSize,RetailPrice,CostPrice,IsHardy,StockQty) "
    "VALUES (?,?,?,?,?,?,?,?,?)", plant_rows)
NPLANT = len(plant_rows)
# plants that never sell (new lines / flops)
never_sold = {CN for CN in ["Tree Fern", "Edelweiss", "String of Pearls", "Gentian"]}
never_sold_ids = {i + 1 for i, p in enumerate(plants) if p[0] in never_sold}

# seasonal weights by month
SEASON = {1: 0.35, 2: 0.5, 3: 1.2, 4: 1.8, 5: 2.0, 6: 1.5, 7: 1.1, 8: 0.9, 9: 0.9, 10: 0.8, 11: 0.7, 12: 0.9}
CAT_PEAK = {  # multipliers per category per month range
    "Bedding": {4: 3, 5: 4, 6: 2.5, 7: 1.2, 9: 1.5, 10: 1.8},
    "Bulbs": {9: 3, 10: 4, 11: 2.5, 3: 1.5},
    "Roses": {6: 2, 7: 1.5, 11: 1.5},
    "Houseplants": {11: 2, 12: 3, 1: 2, 2: 1.5},
    "Trees": {11: 2, 12: 2, 2: 1.5, 3: 1.5},
}

# ---------------- stock deliveries ----------------
sd_rows = []
for _ in range(420):
    pid = random.randint(1, NPLANT)
    p = plant_rows[pid - 1]
    sup = p[3]
    d = rand_date(START, END)
    while random.random() > SEASON[d.month] / 2.0:
        d = rand_date(START, END)
    rec = staff_for({"Nursery Assistant", "Manager"}, d)
    qty = random.choice([6, 10, 12, 20, 24, 30, 36, 48, 50, 60]) if p[5] < 30 else random.choice([2, 3, 4, 5, 6, 8, 10])
    unit = round(p[6] * random.uniform(0.95, 1.08) * (1.0 + 0.04 * (d.year - 2023)), 2)
    recv = random.choice(rec) if random.random() > 0.05 else None
    sd_rows.append((d, sup, pid, qty, unit, recv))
sd_rows.sort(key=lambda r: r[0])
cur.executemany(
    "INSERT INTO tblStockDelivery (SupplierId,PlantId,DeliveryDate,Quantity,UnitCost,ReceivedByStaffId) VALUES (?,?,?,?,?,?)",
    [(r[1], r[2], d2s(r[0]), r[3], r[4], r[5]) for r in sd_rows])

# ---------------- customers ----------------
first = ["James", "Susan", "David", "Carol", "Peter", "Linda", "John", "Janet", "Robert", "Helen", "Michael",
         "Angela", "Richard", "Gillian", "Stephen", "Pauline", "Andrew", "Karen", "Ian", "Wendy", "Chris",
         "Emma", "Mark", "Sarah", "Paul", "Rachel", "Graham", "Lucy", "Keith", "Joanne", "Neil", "Kate",
         "Geoff", "Sian", "Rhys", "Megan", "Dylan", "Charlotte", "Harry", "Olivia", "Barbara", "Trevor",
         "Maureen", "Colin", "Hazel", "Derek", "Jean", "Brian", "Alison", "Simon"]
last = ["Smith", "Jones", "Williams", "Taylor", "Brown", "Davies", "Evans", "Wilson", "Thomas", "Roberts",
        "Johnson", "Lewis", "Walker", "Robinson", "Wood", "Thompson", "White", "Watson", "Jackson", "Wright",
        "Green", "Harris", "Cooper", "King", "Lee", "Martin", "Clarke", "James", "Morgan", "Hughes", "Edwards",
        "Hill", "Moore", "Clark", "Harrison", "Scott", "Young", "Morris", "Hall", "Ward", "Turner", "Carter",
        "Phillips", "Mitchell", "Patel", "Adams", "Campbell", "Anderson", "Allen", "Cook", "Bailey", "Parker",
        "Price", "Griffiths", "Owen", "Powell", "Jenkins", "Bennett", "Pugh", "Corbett"]
towns = [("Shrewsbury", "SY1", 30), ("Shrewsbury", "SY2", 15), ("Shrewsbury", "SY3", 18),
         ("Telford", "TF1", 10), ("Telford", "TF3", 8), ("Ludlow", "SY8", 9), ("Bridgnorth", "WV16", 9),
         ("Oswestry", "SY11", 8), ("Church Stretton", "SY6", 6), ("Much Wenlock", "TF13", 5),
         ("Market Drayton", "TF9", 4), ("Whitchurch", "SY13", 4), ("Pontesbury", "SY5", 4),
         ("Wem", "SY4", 4)]
tw = [t[2] for t in towns]
cust_rows = []
used = set()
for i in range(420):
    while True:
        fn, ln = random.choice(first), random.choice(last)
        if (fn, ln) not in used:
            used.add((fn, ln))
            break
    t = random.choices(towns, weights=tw)[0]
    pc = f"{t[1]} {random.randint(1, 9)}{random.choice('ABDEFGHJLNPQRSTUWXYZ')}{random.choice('ABDEFGHJLNPQRSTUWXYZ')}"
    email = None if random.random() < 0.22 else f"{fn.lower()}.{ln.lower()}{random.choice(['', str(random.randint(1, 99))])}@{random.choice(['gmail.com', 'btinternet.com', 'hotmail.co.uk', 'outlook.com', 'yahoo.co.uk'])}"
    jd = rand_date(date(2023, 1, 1), date(2025, 10, 31)) if random.random() < 0.75 else rand_date(date(2023, 1, 1), date(2023, 4, 30))
    loyal = 1 if random.random() < 0.38 else 0
    cust_rows.append((fn, ln, t[0], pc, email, d2s(jd), loyal))
cust_rows.sort(key=lambda r: r[5])
cur.executemany(
    "INSERT INTO tblCustomer (FirstName,LastName,Town,Postcode,Email,JoinDate,IsLoyaltyMember) VALUES (?,?,?,?,?,?,?)",
    cust_rows)
NCUST = len(cust_rows)
# activity weight per customer: a few regulars, many occasional, some never order
cust_weight = []
for i, c in enumerate(cust_rows):
    r = random.random()
    w = 0 if r < 0.08 else (8 if r < 0.14 else (2.5 if r < 0.45 else 1))
    if c[6] == 1 and w:
        w *= 1.6
    cust_weight.append(w)

# ---------------- orders, lines, van deliveries ----------------
order_rows, line_rows, van_rows = [], [], []
plant_weights_base = [random.uniform(0.5, 3.0) if (i + 1) not in never_sold_ids else 0 for i in range(NPLANT)]
# force a clear best seller
plant_weights_base[0] = 5.5   # Lavender
plant_weights_base[22] = 4.2  # Geranium Rozanne
cat_of = {i + 1: plants[i][2] for i in range(NPLANT)}

oid = 0
d = START
while d <= END:
    n = int(round(SEASON[d.month] * random.uniform(0.6, 2.4) * (1 + 0.08 * (d.year - 2023))))
    if d.weekday() == 6:
        n = max(0, n - 1)
    for _ in range(n):
        elig = [i for i in range(NCUST) if cust_weight[i] > 0 and date.fromisoformat(cust_rows[i][5]) <= d]
        if not elig:
            continue
        ci = random.choices(elig, weights=[cust_weight[i] for i in elig])[0]
        ch = random.choices(["In store", "Online", "Phone"], weights=[60, 30, 10])[0]
        hh = random.randint(9, 17) if ch != "Online" else random.randint(6, 23)
        ts = datetime(d.year, d.month, d.day, hh, random.randint(0, 59), random.randint(0, 59))
        if ch == "Online":
            sid = None
        else:
            tills = staff_for({"Till Operator", "Manager", "Nursery Assistant"}, d)
            wts = [5 if staff_rows[s - 1][3] == "Till Operator" else 1 for s in tills]
            sid = random.choices(tills, weights=wts)[0]
        days_to_end = (END - d).days
        if days_to_end < 6 and ch != "In store":
            status = "Pending"
        else:
            status = random.choices(["Completed", "Cancelled", "Refunded"], weights=[92, 5, 3])[0]
        oid += 1
        order_rows.append((oid, ci + 1, sid, ts.strftime("%Y-%m-%d %H:%M:%S"), ch, status))
        nl = random.choices([1, 2, 3, 4, 5], weights=[40, 28, 17, 10, 5])[0]
        wts = []
        for pi in range(NPLANT):
            w = plant_weights_base[pi] * CAT_PEAK.get(cat_of[pi + 1], {}).get(d.month, 1)
            wts.append(w)
        chosen = set()
        for _ in range(nl):
            pi = random.choices(range(NPLANT), weights=wts)[0]
            if pi in chosen:
                continue
            chosen.add(pi)
            price = plant_rows[pi][5]
            yr_factor = {2023: 0.92, 2024: 0.96, 2025: 1.0}[d.year]
            up = round(price * yr_factor, 2)
            if cust_rows[ci][6] == 1 and random.random() < 0.3:
                up = round(up * 0.9, 2)  # loyalty discount
            q = random.choices([1, 2, 3, 4, 6, 10], weights=[50, 22, 10, 8, 6, 4])[0]
            if price > 30:
                q = 1 if random.random() < 0.85 else 2
            line_rows.append((oid, pi + 1, q, up))
        # van delivery
        bigtotal = sum(l[2] * l[3] for l in line_rows if l[0] == oid)
        wants_van = (ch != "In store" and random.random() < 0.7) or (ch == "In store" and bigtotal > 45 and random.random() < 0.35)
        if status == "Pending":
            wants_van = True
        if wants_van and status != "Cancelled":
            sched = d + timedelta(days=random.randint(1, 6))
            drivers = staff_for({"Driver"}, sched)
            drv = random.choice(drivers)
            charge = 0.0 if bigtotal >= 75 else (5.95 if cust_rows[ci][2] == "Shrewsbury" else 8.95)
            if sched > END or status == "Pending":
                vstatus, dd = "Scheduled", None
            elif random.random() < 0.04:
                vstatus, dd = "Failed", None
            else:
                vstatus, dd = "Delivered", d2s(sched + timedelta(days=1 if random.random() < 0.08 else 0))
            van_rows.append((oid, drv, d2s(sched), dd, charge, vstatus))
    d += timedelta(days=1)

cur.executemany("INSERT INTO tblOrder (OrderId,CustomerId,StaffId,OrderDate,Channel,Status) VALUES (?,?,?,?,?,?)", order_rows)
cur.executemany("INSERT INTO tblOrderLine (OrderId,PlantId,Quantity,UnitPrice) VALUES (?,?,?,?)", line_rows)
cur.executemany(
    "INSERT INTO tblVanDelivery (OrderId,DriverStaffId,ScheduledDate,DeliveredDate,DeliveryCharge,Status) VALUES (?,?,?,?,?,?)",
    van_rows)

# ---------------- cafe ----------------
menu = [("Flat White", 3.40, 12), ("Cappuccino", 3.40, 10), ("Pot of Tea", 2.80, 14), ("Hot Chocolate", 3.60, 6),
        ("Scone with Jam and Cream", 3.95, 9), ("Victoria Sponge", 3.75, 7), ("Bacon Roll", 4.50, 6),
        ("Soup of the Day", 5.95, 5), ("Jacket Potato", 7.50, 4), ("Cream Tea for Two", 11.50, 3),
        ("Toasted Teacake", 2.95, 5), ("Sausage Roll", 3.25, 4), ("Kids Lunchbox", 5.50, 2)]
cafe_rows = []
d = START
while d <= END:
    # cafe closed Christmas day / boxing day
    if not (d.month == 12 and d.day in (25, 26)):
        n = int(round(random.uniform(0.8, 2.2) * (1.4 if d.weekday() >= 5 else 1.0) * (0.6 + SEASON[d.month] * 0.3)))
        baristas = staff_for({"Cafe Assistant"}, d) or staff_for({"Manager"}, d)
        for _ in range(n):
            item = random.choices(menu, weights=[m[2] for m in menu])[0]
            if item[0] == "Soup of the Day" and d.month in (6, 7, 8):
                item = menu[0]
            q = random.choices([1, 2, 3, 4], weights=[55, 30, 10, 5])[0]
            price = round(item[1] * (1.0 + 0.05 * (d.year - 2023)), 2)
            ts = datetime(d.year, d.month, d.day, random.randint(9, 16), random.randint(0, 59), random.randint(0, 59))
            cafe_rows.append((ts.strftime("%Y-%m-%d %H:%M:%S"), random.choice(baristas), item[0], q, round(q * price, 2)))
    d += timedelta(days=1)
cur.executemany("INSERT INTO tblCafeSale (SaleDate,StaffId,ItemName,Quantity,Amount) VALUES (?,?,?,?,?)", cafe_rows)

con.commit()
for (t,) in cur.execute("SELECT name FROM sqlite_master WHERE type='table' ORDER BY name").fetchall():
    print(t, con.execute(f"SELECT COUNT(*) FROM {t}").fetchone()[0])
con.close()
