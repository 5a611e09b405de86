#!/usr/bin/env python3
"""Seeded generator for a small two-vet veterinary clinic database (vet_clinic)."""
import os
import random
import sqlite3
from datetime import date, datetime, timedelta

SEED = 50
rng = random.Random(SEED)

HERE = os.path.dirname(os.path.abspath(__file__))
DB_DIR = os.path.join(HERE, "database", "vet_clinic")
DB_PATH = os.path.join(DB_DIR, "vet_clinic.sqlite")
os.makedirs(DB_DIR, exist_ok=True)
if os.path.exists(DB_PATH):
    os.remove(DB_PATH)

START = date(2023, 1, 2)
TODAY = date(2025, 11, 14)        # data "as of" date; later appointments are still booked
END = date(2025, 12, 31)

SCHEMA = """
CREATE TABLE Vet (
    vetId INTEGER PRIMARY KEY,
    firstName TEXT NOT NULL,
    lastName TEXT NOT NULL,
    role TEXT NOT NULL,
    hireDate TEXT NOT NULL,
    leaveDate TEXT,
    isPartner INTEGER NOT NULL
);
CREATE TABLE Owner (
    ownerId INTEGER PRIMARY KEY,
    firstName TEXT NOT NULL,
    lastName TEXT NOT NULL,
    phone TEXT,
    email TEXT,
    town TEXT NOT NULL,
    postcode TEXT,
    registeredDate TEXT NOT NULL,
    wantsReminders INTEGER NOT NULL
);
CREATE TABLE Animal (
    animalId INTEGER PRIMARY KEY,
    ownerId INTEGER NOT NULL REFERENCES Owner(ownerId),
    name TEXT NOT NULL,
    species TEXT NOT NULL,
    breed TEXT,
    sex TEXT NOT NULL,
    birthDate TEXT,
    weightKg REAL,
    isNeutered INTEGER NOT NULL,
    isInsured INTEGER NOT NULL,
    deceasedDate TEXT
);
CREATE TABLE Treatment (
    treatmentId INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    category TEXT NOT NULL,
    price REAL NOT NULL
);
CREATE TABLE Vaccine (
    vaccineId INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    species TEXT NOT NULL,
    validMonths INTEGER NOT NULL,
    manufacturer TEXT
);
CREATE TABLE Appointment (
    appointmentId INTEGER PRIMARY KEY,
    animalId INTEGER NOT NULL REFERENCES Animal(animalId),
    vetId INTEGER NOT NULL REFERENCES Vet(vetId),
    startTime TEXT NOT NULL,
    durationMinutes INTEGER NOT NULL,
    reason TEXT NOT NULL,
    status TEXT NOT NULL,
    notes TEXT
);
CREATE TABLE AppointmentTreatment (
    appointmentTreatmentId INTEGER PRIMARY KEY,
    appointmentId INTEGER NOT NULL REFERENCES Appointment(appointmentId),
    treatmentId INTEGER NOT NULL REFERENCES Treatment(treatmentId),
    quantity INTEGER NOT NULL,
    lineTotal REAL NOT NULL
);
CREATE TABLE Vaccination (
    vaccinationId INTEGER PRIMARY KEY,
    animalId INTEGER NOT NULL REFERENCES Animal(animalId),
    vaccineId INTEGER NOT NULL REFERENCES Vaccine(vaccineId),
    appointmentId INTEGER REFERENCES Appointment(appointmentId),
    vetId INTEGER REFERENCES Vet(vetId),
    givenDate TEXT NOT NULL,
    dueDate TEXT NOT NULL,
    batchNumber TEXT
);
CREATE TABLE Invoice (
    invoiceId INTEGER PRIMARY KEY,
    appointmentId INTEGER NOT NULL REFERENCES Appointment(appointmentId),
    ownerId INTEGER NOT NULL REFERENCES Owner(ownerId),
    issueDate TEXT NOT NULL,
    amount REAL NOT NULL,
    status TEXT NOT NULL,
    paymentMethod TEXT,
    paidDate TEXT
);
"""

# ---------------------------------------------------------------- reference data
VETS = [
    (1, "Helen", "Armstrong", "Veterinary Surgeon", "2011-04-01", None, 1),
    (2, "Tom", "Whitfield", "Veterinary Surgeon", "2016-09-12", None, 1),
    (3, "Priya", "Nair", "Locum Vet", "2024-07-22", "2025-08-29", 0),
]

FIRST = ["James", "Sarah", "David", "Emma", "Michael", "Laura", "Peter", "Claire", "Andrew", "Rachel",
         "Mark", "Nicola", "Paul", "Karen", "Steven", "Joanne", "Richard", "Helen", "Gary", "Lisa",
         "Ian", "Gemma", "Simon", "Amy", "Neil", "Hannah", "Chris", "Louise", "Graham", "Victoria",
         "Alan", "Jennifer", "Craig", "Rebecca", "Stuart", "Kirsty", "Martin", "Fiona", "Kevin", "Lucy",
         "Robert", "Catherine", "John", "Alison", "Daniel", "Megan", "Matthew", "Sophie", "Tony", "Julie"]
LAST = ["Robson", "Charlton", "Milburn", "Dodd", "Forster", "Armstrong", "Elliott", "Hall", "Bell",
        "Thompson", "Wilson", "Graham", "Ridley", "Scott", "Brown", "Smith", "Taylor", "Walker",
        "Heron", "Fenwick", "Patterson", "Henderson", "Hutchinson", "Stephenson", "Nixon", "Liddle",
        "Marshall", "Dixon", "Wood", "Young", "Carr", "Reed", "Lamb", "Pearson", "Telfer", "Curry",
        "Shaw", "Bates", "Oliver", "Moffat", "Purvis", "Anderson", "Watson", "Johnson", "Clark"]
TOWNS = [("Hexham", "NE46", 30), ("Corbridge", "NE45", 14), ("Prudhoe", "NE42", 12),
         ("Haltwhistle", "NE49", 8), ("Haydon Bridge", "NE47", 7), ("Bellingham", "NE48", 5),
         ("Allendale", "NE47", 5), ("Wylam", "NE41", 6), ("Stocksfield", "NE43", 7),
         ("Riding Mill", "NE44", 4), ("Ponteland", "NE20", 2)]

SPECIES = [  # species, weight, breeds, (weight lo, hi)
    ("Dog", 46, ["Labrador Retriever", "Border Collie", "Cocker Spaniel", "Springer Spaniel",
                 "Jack Russell Terrier", "Cockapoo", "Staffordshire Bull Terrier", "German Shepherd",
                 "Border Terrier", "Golden Retriever", "Whippet", "Dachshund", "French Bulldog",
                 "Lurcher", "Crossbreed"], (5.0, 38.0)),
    ("Cat", 36, ["Domestic Shorthair", "Domestic Longhair", "British Shorthair", "Maine Coon",
                 "Siamese", "Bengal", "Ragdoll", "Persian"], (2.8, 7.5)),
    ("Rabbit", 9, ["Netherland Dwarf", "Lionhead", "Mini Lop", "Dutch", "Rex"], (1.0, 4.0)),
    ("Guinea Pig", 4, ["Abyssinian", "American", "Peruvian"], (0.7, 1.3)),
    ("Ferret", 2, [None], (0.6, 1.9)),
    ("Parrot", 2, ["African Grey", "Cockatiel", "Budgerigar"], (0.03, 0.5)),
    ("Tortoise", 1, ["Hermann's Tortoise", "Horsfield Tortoise"], (0.5, 2.5)),
]
PET_NAMES = ["Bella", "Max", "Luna", "Charlie", "Daisy", "Milo", "Poppy", "Teddy", "Molly", "Alfie",
             "Rosie", "Buster", "Willow", "Bailey", "Coco", "Oscar", "Ruby", "Archie", "Lola", "Bruno",
             "Tilly", "Ollie", "Nala", "Simba", "Jasper", "Maisie", "Ziggy", "Biscuit", "Pepper",
             "Smudge", "Tigger", "Misty", "Shadow", "Bonnie", "Murphy", "Hazel", "Pip", "Scout",
             "Bramble", "Fudge", "Honey", "Loki", "Winnie", "Frankie", "Mabel", "Rocky", "Sooty",
             "Flossie", "Dexter", "Hugo", "Nell", "Skye", "Juniper", "Kiwi", "Peanut", "Toffee"]

TREATMENTS = [
    (1, "Standard Consultation", "Consultation", 48.00),
    (2, "Follow-up Consultation", "Consultation", 28.00),
    (3, "Emergency Consultation", "Consultation", 135.00),
    (4, "Vaccination Appointment", "Preventive", 62.00),
    (5, "Microchipping", "Preventive", 25.00),
    (6, "Flea Treatment", "Medication", 18.50),
    (7, "Worming Tablet", "Medication", 11.75),
    (8, "Antibiotic Course", "Medication", 34.90),
    (9, "Pain Relief (Meloxicam)", "Medication", 27.40),
    (10, "Blood Panel", "Diagnostic", 96.00),
    (11, "X-Ray", "Diagnostic", 165.00),
    (12, "Ultrasound Scan", "Diagnostic", 185.00),
    (13, "Urinalysis", "Diagnostic", 42.00),
    (14, "Dental Scale and Polish", "Surgery", 289.00),
    (15, "Neutering (Dog)", "Surgery", 310.00),
    (16, "Neutering (Cat)", "Surgery", 112.00),
    (17, "Wound Stitching", "Surgery", 118.00),
    (18, "Lump Removal", "Surgery", 395.00),
    (19, "Nail Clip", "Grooming", 12.00),
    (20, "Anal Gland Expression", "Grooming", 19.50),
    (21, "Ear Cleaning", "Grooming", 29.00),
    (22, "Euthanasia", "End of Life", 165.00),
    (23, "Cremation", "End of Life", 140.00),
]

VACCINES = [
    (1, "DHP Core", "Dog", 36, "Zoetis"),
    (2, "Leptospirosis L4", "Dog", 12, "MSD Animal Health"),
    (3, "Kennel Cough", "Dog", 12, "MSD Animal Health"),
    (4, "Rabies", "Dog", 36, "Boehringer Ingelheim"),
    (5, "Feline Enteritis and Cat Flu", "Cat", 12, "Zoetis"),
    (6, "Feline Leukaemia (FeLV)", "Cat", 12, "Virbac"),
    (7, "Myxo-RHD Plus", "Rabbit", 12, "MSD Animal Health"),
]
VACC_BY_SPECIES = {}
for v in VACCINES:
    VACC_BY_SPECIES.setdefault(v[2], []).append(v)

REASONS = {  # reason -> (weight, duration, treatment options)
    "Routine check-up": (22, 15, [1]),
    "Vaccination": (20, 15, [4]),
    "Lameness": (8, 20, [1]),
    "Skin problem": (8, 15, [1]),
    "Vomiting / diarrhoea": (8, 15, [1]),
    "Ear infection": (6, 15, [1]),
    "Dental": (5, 60, [14]),
    "Neutering": (5, 90, [15]),
    "Follow-up": (10, 10, [2]),
    "Nail clip": (4, 10, [19]),
    "Injury": (4, 30, [3]),
    "Lump check": (3, 20, [1]),
    "Weight check": (2, 10, [2]),
}

CANCEL_NOTES = ["Owner rang to cancel", "Rebooked for later date", "Pet recovered",
                "Owner unwell", None, None]
VISIT_NOTES = ["Bright and alert", "Owner advised diet change", "Recheck in two weeks",
               "Nervous patient, handled well", "Weight gain noted", "All normal", None, None, None, None]


def wchoice(items, weights):
    return rng.choices(items, weights=weights, k=1)[0]


def rand_date(a, b):
    return a + timedelta(days=rng.randint(0, (b - a).days))


def add_months(d, months):
    m = d.month - 1 + months
    y = d.year + m // 12
    m = m % 12 + 1
    day = min(d.day, [31, 29 if y % 4 == 0 else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1])
    return date(y, m, day)


con = sqlite3.connect(DB_PATH)
con.execute("PRAGMA foreign_keys = ON")
con.executescript(SCHEMA)
con.executemany("INSERT INTO Vet VALUES (?,?,?,?,?,?,?)", VETS)
con.executemany("INSERT INTO Treatment VALUES (?,?,?,?)", TREATMENTS)
con.executemany("INSERT INTO Vaccine VALUES (?,?,?,?,?)", VACCINES)
PRICE = {t[0]: t[3] for t in TREATMENTS}

# ---------------------------------------------------------------- owners
owners = []
used_names = set()
for oid in range(1, 321):
    while True:
        fn, ln = rng.choice(FIRST), rng.choice(LAST)
        if (fn, ln) not in used_names:
            used_names.add((fn, ln))
            break
    town, pc, _ = wchoice(TOWNS, [t[2] for t in TOWNS])
    postcode = f"{pc} {rng.randint(1, 9)}{rng.choice('ABDEFGHJLNPQRSTUWXYZ')}{rng.choice('ABDEFGHJLNPQRSTUWXYZ')}"
    phone = "07" + "".join(str(rng.randint(0, 9)) for _ in range(9)) if rng.random() < 0.97 else None
    email = (f"{fn.lower()}.{ln.lower()}{rng.randint(1, 99) if rng.random() < 0.4 else ''}@"
             f"{rng.choice(['gmail.com', 'hotmail.co.uk', 'btinternet.com', 'outlook.com', 'yahoo.co.uk'])}"
             if rng.random() < 0.85 else None)
    if oid <= 200:
        reg = rand_date(date(2014, 1, 1), date(2022, 12, 31))
    else:
        reg = rand_date(date(2023, 1, 1), date(2025, 10, 31))
    reminders = 1 if rng.random() < 0.72 else 0
    owners.append((oid, fn, ln, phone, email, town, postcode, reg.isoformat(), reminders))
con.executemany("INSERT INTO Owner VALUES (?,?,?,?,?,?,?,?,?)", owners)
owner_reg = {o[0]: date.fromisoformat(o[7]) for o in owners}

# ---------------------------------------------------------------- animals
animals = []
aid = 0
for o in owners:
    n = wchoice([1, 2, 3, 4], [62, 26, 9, 3])
    for _ in range(n):
        aid += 1
        sp, _, breeds, (wlo, whi) = wchoice(SPECIES, [s[1] for s in SPECIES])
        breed = rng.choice(breeds)
        sex = rng.choice(["Male", "Female"])
        max_age = {"Dog": 15, "Cat": 18, "Rabbit": 9, "Guinea Pig": 6, "Ferret": 8, "Parrot": 25, "Tortoise": 40}[sp]
        bd = rand_date(date(2025, 6, 1) - timedelta(days=365 * max_age), date(2025, 3, 1))
        birth = bd.isoformat() if rng.random() < 0.93 else None
        weight = round(rng.uniform(wlo, whi), 2 if wlo < 0.5 else 1) if rng.random() < 0.95 else None
        neut = 1 if (sp in ("Dog", "Cat", "Rabbit") and rng.random() < 0.68) else 0
        insured = 1 if (sp in ("Dog", "Cat") and rng.random() < 0.55) or rng.random() < 0.05 else 0
        animals.append([aid, o[0], rng.choice(PET_NAMES), sp, breed, sex, birth, weight, neut, insured, None])

# some older animals die during the period (deceasedDate set later via euthanasia appointment)
# ---------------------------------------------------------------- appointments
appointments = []
lines = []
vaccinations = []
invoices = []
apid = 0
lineid = 0
vacid = 0
invid = 0


def vet_for(d):
    # locum covers holidays in Aug 2024 and mid Jul - end Aug 2025
    if date(2024, 8, 1) <= d <= date(2024, 8, 23) or date(2025, 7, 14) <= d <= date(2025, 8, 29):
        return wchoice([1, 2, 3], [1, 1, 2])
    return wchoice([1, 2], [56, 44])


# each animal gets a visit pattern
deaths = {}
for a in animals:
    animal_id, owner_id, _, sp = a[0], a[1], a[2], a[3]
    first_possible = max(START, owner_reg[owner_id])
    if first_possible > END:
        continue
    rate = {"Dog": 4.0, "Cat": 2.6, "Rabbit": 2.2, "Guinea Pig": 1.2, "Ferret": 1.6,
            "Parrot": 0.8, "Tortoise": 0.6}[sp] * rng.uniform(0.3, 1.7)
    span_years = (END - first_possible).days / 365.0
    nvis = max(0, int(round(rate * span_years + rng.uniform(-1, 1))))
    if rng.random() < 0.06:
        nvis = 0  # registered but never actually came in during the period
    # a few animals die during the period
    death = None
    if a[6] and date.fromisoformat(a[6]) < date(2013, 6, 1) and rng.random() < 0.45:
        death = rand_date(max(first_possible, date(2023, 3, 1)), date(2025, 10, 31))
    elif rng.random() < 0.02:
        death = rand_date(max(first_possible, date(2023, 3, 1)), date(2025, 10, 31))
    last_possible = death if death else END
    if last_possible < first_possible:
        death = None
        last_possible = END
    days = sorted(rand_date(first_possible, last_possible) for _ in range(nvis))
    if death:
        days = [d for d in days if d < death] + [death]
        deaths[animal_id] = death
        a[10] = death.isoformat()
    vacc_species = sp in VACC_BY_SPECIES
    for i, d in enumerate(days):
        while d.weekday() == 6:  # closed Sundays
            d -= timedelta(days=1)
        is_death = death is not None and i == len(days) - 1
        if is_death:
            reason = "Euthanasia"
            dur = 30
        else:
            rs = list(REASONS.keys())
            ws = [REASONS[r][0] for r in rs]
            reason = wchoice(rs, ws)
            if reason == "Vaccination" and not vacc_species:
                reason = "Routine check-up"
            if reason == "Neutering" and (a[8] == 0 or sp not in ("Dog", "Cat")):
                reason = "Routine check-up"
            dur = REASONS[reason][1]
        if d.weekday() == 5:
            hh = rng.randint(9, 11)
        else:
            hh = rng.randint(8, 17)
        mm = rng.choice([0, 15, 30, 45])
        if hh == 8 and mm < 30:
            mm = 30
        start = datetime(d.year, d.month, d.day, hh, mm)
        vet = vet_for(d)
        if d > TODAY:
            status = "Booked"
        else:
            status = wchoice(["Completed", "Cancelled", "No-show"], [88, 8, 4])
            if is_death:
                status = "Completed"
        notes = None
        if status == "Cancelled":
            notes = rng.choice(CANCEL_NOTES)
        elif status == "Completed":
            notes = rng.choice(VISIT_NOTES)
        apid += 1
        appointments.append((apid, animal_id, vet, start.strftime("%Y-%m-%d %H:%M:%S"), dur, reason, status, notes))
        if status != "Completed":
            continue
        # treatment lines
        items = []
        if is_death:
            items.append((22, 1))
            if rng.random() < 0.7:
                items.append((23, 1))
        else:
            base = REASONS[reason][2][0]
            if reason == "Neutering":
                base = 15 if sp == "Dog" else 16
            items.append((base, 1))
            if reason in ("Routine check-up", "Vaccination") and sp in ("Dog", "Cat", "Rabbit", "Ferret"):
                if rng.random() < 0.45:
                    items.append((6, 1))
                if rng.random() < 0.35:
                    items.append((7, rng.choice([1, 1, 2])))
                if rng.random() < 0.04:
                    items.append((5, 1))
                if rng.random() < 0.12:
                    items.append((19, 1))
            if reason in ("Skin problem", "Ear infection", "Injury", "Vomiting / diarrhoea"):
                if rng.random() < 0.6:
                    items.append((8, 1))
                if reason == "Ear infection" and rng.random() < 0.6:
                    items.append((21, 1))
                if reason == "Injury" and rng.random() < 0.5:
                    items.append((17, 1))
            if reason in ("Lameness", "Injury"):
                if rng.random() < 0.5:
                    items.append((9, 1))
                if rng.random() < 0.3:
                    items.append((11, 1))
            if reason in ("Vomiting / diarrhoea", "Weight check", "Lump check"):
                if rng.random() < 0.3:
                    items.append((10, 1))
                if rng.random() < 0.15:
                    items.append((12, 1))
                if reason == "Lump check" and rng.random() < 0.3:
                    items.append((18, 1))
            if reason in ("Dental", "Neutering"):
                items.append((9, 1))
                if rng.random() < 0.4:
                    items.append((10, 1))
            if reason == "Routine check-up" and sp == "Dog" and rng.random() < 0.08:
                items.append((20, 1))
            if reason == "Routine check-up" and sp == "Cat" and rng.random() < 0.06:
                items.append((13, 1))
        total = 0.0
        seen = set()
        for tid, q in items:
            if tid in seen:
                continue
            seen.add(tid)
            lineid += 1
            lt = round(PRICE[tid] * q, 2)
            total += lt
            lines.append((lineid, apid, tid, q, lt))
        # vaccinations
        if reason == "Vaccination":
            opts = VACC_BY_SPECIES[sp]
            chosen = [opts[0]] if sp != "Dog" else [VACCINES[1]]
            if sp == "Dog":
                if rng.random() < 0.4:
                    chosen.append(VACCINES[0])
                if rng.random() < 0.45:
                    chosen.append(VACCINES[2])
                if rng.random() < 0.03:
                    chosen.append(VACCINES[3])
            if sp == "Cat" and rng.random() < 0.35:
                chosen.append(VACCINES[5])
            for v in chosen:
                vacid += 1
                due = add_months(d, v[3])
                batch = f"{v[4][:2].upper()}{d.year % 100}{rng.randint(1000, 9999)}" if rng.random() < 0.92 else None
                vaccinations.append((vacid, animal_id, v[0], apid, vet, d.isoformat(), due.isoformat(), batch))
        # invoice
        invid += 1
        total = round(total, 2)
        age = (TODAY - d).days
        if age < 14 and rng.random() < 0.6:
            inv_status, method, paid = "Unpaid", None, None
        elif rng.random() < 0.025:
            inv_status, method, paid = ("Overdue", None, None)
        else:
            method = wchoice(["Card", "Cash", "Bank Transfer", "Insurance"],
                             [62, 10, 8, 20 if a[9] else 0])
            lag = 0 if method in ("Card", "Cash") else rng.randint(3, 40)
            paid = d + timedelta(days=lag)
            if paid > TODAY:
                inv_status, method, paid = "Unpaid", None, None
            else:
                inv_status = "Paid"
        invoices.append((invid, apid, owner_id, d.isoformat(), total, inv_status, method,
                         paid.isoformat() if paid else None))

# mark overdue invoices older than 30 days that are unpaid
invoices = [(i[0], i[1], i[2], i[3], i[4],
             "Overdue" if i[5] == "Unpaid" and (TODAY - date.fromisoformat(i[3])).days > 30 else i[5],
             i[6], i[7]) for i in invoices]

# vaccinations given at the previous practice (no appointment, no vet of ours) for some new clients
for a in animals:
    if a[3] in VACC_BY_SPECIES and owner_reg[a[1]] >= date(2023, 1, 1) and rng.random() < 0.25:
        v = VACC_BY_SPECIES[a[3]][0] if a[3] != "Dog" else VACCINES[1]
        d = owner_reg[a[1]] - timedelta(days=rng.randint(30, 300))
        vacid += 1
        vaccinations.append((vacid, a[0], v[0], None, None, d.isoformat(),
                             add_months(d, v[3]).isoformat(), None))

con.executemany("INSERT INTO Animal VALUES (?,?,?,?,?,?,?,?,?,?,?)", [tuple(a) for a in animals])
con.executemany("INSERT INTO Appointment VALUES (?,?,?,?,?,?,?,?)", appointments)
con.executemany("INSERT INTO AppointmentTreatment VALUES (?,?,?,?,?)", lines)
con.executemany("INSERT INTO Vaccination VALUES (?,?,?,?,?,?,?,?)", vaccinations)
con.executemany("INSERT INTO Invoice VALUES (?,?,?,?,?,?,?,?)", invoices)
con.commit()

for (t,) in con.execute("SELECT name FROM sqlite_master WHERE type='table' ORDER BY rowid"):
    print(f"{t}: {con.execute(f'SELECT COUNT(*) FROM {t}').fetchone()[0]} rows")
con.close()
