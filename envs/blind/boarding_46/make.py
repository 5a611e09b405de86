#!/usr/bin/env python3
"""Seeded generator for the 'boarding' database (pet boarding kennels, cattery & daycare)."""
import os
import random
import sqlite3
from datetime import date, datetime, timedelta

SEED = 4646
DBID = "boarding"
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "database", DBID, DBID + ".sqlite")
TODAY = date(2025, 6, 15)

rng = random.Random(SEED)

SCHEMA = """
CREATE TABLE tblOwner (
    OwnerID     INTEGER PRIMARY KEY,
    FirstName   TEXT NOT NULL,
    LastName    TEXT NOT NULL,
    Email       TEXT,
    Phone       TEXT,
    Town        TEXT,
    Postcode    TEXT,
    DateJoined  TEXT
);
CREATE TABLE tblPet (
    PetID        INTEGER PRIMARY KEY,
    OwnerID      INTEGER NOT NULL REFERENCES tblOwner(OwnerID),
    PetName      TEXT NOT NULL,
    Species      TEXT NOT NULL,
    Breed        TEXT,
    Sex          TEXT,
    DOB          TEXT,
    WeightKg     REAL,
    IsVaccinated INTEGER NOT NULL,
    IsNeutered   INTEGER NOT NULL,
    VetPractice  TEXT,
    Notes        TEXT
);
CREATE TABLE tblUnit (
    UnitID      INTEGER PRIMARY KEY,
    UnitCode    TEXT NOT NULL,
    UnitType    TEXT NOT NULL,
    Species     TEXT NOT NULL,
    NightlyRate REAL NOT NULL,
    HasHeating  INTEGER NOT NULL,
    IsActive    INTEGER NOT NULL
);
CREATE TABLE tblStaff (
    StaffID    INTEGER PRIMARY KEY,
    FirstName  TEXT NOT NULL,
    LastName   TEXT NOT NULL,
    Role       TEXT NOT NULL,
    StartDate  TEXT NOT NULL,
    EndDate    TEXT,
    HourlyRate REAL
);
CREATE TABLE tblBooking (
    BookingID    INTEGER PRIMARY KEY,
    PetID        INTEGER NOT NULL REFERENCES tblPet(PetID),
    UnitID       INTEGER NOT NULL REFERENCES tblUnit(UnitID),
    StaffID      INTEGER REFERENCES tblStaff(StaffID),
    BookedDate   TEXT NOT NULL,
    CheckInDate  TEXT NOT NULL,
    CheckOutDate TEXT,
    Nights       INTEGER NOT NULL,
    Status       TEXT NOT NULL,
    TotalAmt     REAL NOT NULL
);
CREATE TABLE tblDaycareVisit (
    VisitID     INTEGER PRIMARY KEY,
    PetID       INTEGER NOT NULL REFERENCES tblPet(PetID),
    StaffID     INTEGER REFERENCES tblStaff(StaffID),
    VisitDate   TEXT NOT NULL,
    SessionType TEXT NOT NULL,
    ArrivalTime TEXT,
    DepartTime  TEXT,
    Fee         REAL NOT NULL
);
CREATE TABLE tblExtra (
    ExtraID   INTEGER PRIMARY KEY,
    ExtraName TEXT NOT NULL,
    Category  TEXT NOT NULL,
    Price     REAL NOT NULL
);
CREATE TABLE tblBookingExtra (
    BookingExtraID INTEGER PRIMARY KEY,
    BookingID      INTEGER NOT NULL REFERENCES tblBooking(BookingID),
    ExtraID        INTEGER NOT NULL REFERENCES tblExtra(ExtraID),
    Qty            INTEGER NOT NULL,
    Amt            REAL NOT NULL
);
CREATE TABLE tblPayment (
    PaymentID   INTEGER PRIMARY KEY,
    BookingID   INTEGER NOT NULL REFERENCES tblBooking(BookingID),
    PaymentDate TEXT NOT NULL,
    Amt         REAL NOT NULL,
    Method      TEXT NOT NULL,
    PaymentType TEXT NOT NULL
);
"""

FIRST = ["James", "Oliver", "Jack", "Harry", "George", "Thomas", "William", "Daniel", "Matthew",
         "Paul", "Mark", "David", "Richard", "Steven", "Andrew", "Chris", "Ben", "Sam", "Tom",
         "Sarah", "Emma", "Laura", "Rachel", "Claire", "Helen", "Kate", "Sophie", "Lucy", "Amy",
         "Hannah", "Rebecca", "Jessica", "Charlotte", "Emily", "Gemma", "Nicola", "Joanne",
         "Karen", "Susan", "Margaret", "Jean", "Alison", "Fiona", "Megan", "Zoe", "Priya", "Aisha",
         "Raj", "Imran", "Tariq", "Wei", "Anna", "Marta", "Piotr", "Liam", "Connor", "Ellie"]
LAST = ["Smith", "Jones", "Taylor", "Brown", "Williams", "Wilson", "Johnson", "Davies",
        "Robinson", "Wright", "Thompson", "Evans", "Walker", "White", "Roberts", "Green", "Hall",
        "Wood", "Jackson", "Clarke", "Patel", "Khan", "Lewis", "Harris", "Martin", "Cooper",
        "King", "Lee", "Baker", "Harrison", "Morgan", "Allen", "Hughes", "Turner", "Hill",
        "Ward", "Moore", "Parker", "Carter", "Bennett", "Shaw", "Fletcher", "Holmes", "Marsh",
        "Nowak", "Chen", "O'Brien", "Murphy", "Kelly", "Fraser"]
TOWNS = [("Harrogate", "HG1"), ("Harrogate", "HG2"), ("Knaresborough", "HG5"),
         ("Ripon", "HG4"), ("Wetherby", "LS22"), ("Otley", "LS21"), ("Ilkley", "LS29"),
         ("York", "YO24"), ("York", "YO26"), ("Boroughbridge", "YO51"), ("Pateley Bridge", "HG3"),
         ("Leeds", "LS17"), ("Skipton", "BD23"), ("Thirsk", "YO7")]
TOWN_W = [18, 14, 12, 8, 8, 6, 5, 6, 4, 5, 3, 6, 3, 2]

DOG_BREEDS = [("Labrador Retriever", 30, 14), ("Cocker Spaniel", 14, 10),
              ("Border Collie", 18, 7), ("Cockapoo", 10, 12), ("French Bulldog", 12, 6),
              ("Golden Retriever", 30, 6), ("Jack Russell Terrier", 7, 7),
              ("Springer Spaniel", 21, 6), ("German Shepherd", 34, 4), ("Dachshund", 9, 5),
              ("Staffordshire Bull Terrier", 15, 5), ("Labradoodle", 25, 6),
              ("Whippet", 13, 4), ("Beagle", 11, 3), ("Border Terrier", 7, 4),
              ("Shih Tzu", 6, 3), ("Miniature Schnauzer", 8, 3), ("Crossbreed", 16, 6)]
CAT_BREEDS = [("Domestic Shorthair", 4.5, 20), ("Domestic Longhair", 4.8, 7),
              ("British Shorthair", 5.5, 6), ("Maine Coon", 7.0, 4), ("Ragdoll", 5.5, 4),
              ("Siamese", 4.0, 3), ("Bengal", 5.0, 3), ("Persian", 4.2, 2)]
DOG_NAMES = ["Bella", "Luna", "Max", "Poppy", "Teddy", "Alfie", "Daisy", "Milo", "Charlie",
             "Bonnie", "Buster", "Coco", "Ralph", "Bailey", "Rosie", "Archie", "Winnie", "Ted",
             "Hugo", "Nala", "Murphy", "Bruno", "Maisie", "Otis", "Dexter", "Willow", "Pip",
             "Rolo", "Biscuit", "Monty", "Ruby", "Ozzy", "Tilly", "Bear", "Marley", "Skye"]
CAT_NAMES = ["Tigger", "Smudge", "Misty", "Oscar", "Felix", "Shadow", "Luna", "Simba",
             "Cleo", "Pepper", "Mittens", "Sooty", "Ginger", "Willow", "Poppy", "Loki",
             "Olive", "Jasper", "Nala", "Bella", "Mango", "Salem"]
VETS = ["Harrogate Vets4Pets", "Dales Veterinary Centre", "Nidd Vale Vets",
        "Ripon Farm & Pet Vets", "Wetherby Animal Hospital", "York Road Vets", None]
NOTES = ["Nervous with other dogs", "Pulls on lead", "Fussy eater", "Needs soft food",
         "Escape artist - check gates", "Allergic to chicken", "Loves a ball",
         "Do not walk with other dogs", "Diabetic - insulin twice daily",
         "Arthritis - short walks only"]

EXTRAS = [
    ("Extra 30-min Walk", "Walk", 8.00),
    ("Solo Field Walk (1hr)", "Walk", 14.00),
    ("Bath & Brush", "Grooming", 25.00),
    ("Full Groom", "Grooming", 45.00),
    ("Nail Clip", "Grooming", 8.50),
    ("Cat Brush & Comb", "Grooming", 10.00),
    ("Oral Medication (per day)", "Medication", 2.50),
    ("Insulin Injection (per day)", "Medication", 5.00),
    ("Flea & Worm Treatment", "Medication", 12.00),
    ("Training Session", "Training", 20.00),
    ("Cuddle Time (15 min)", "Enrichment", 5.00),
    ("Kong Treat Pack", "Enrichment", 4.00),
]

STAFF = [
    ("Janet", "Holroyd", "Manager", "2019-03-01", None, 17.50),
    ("Mark", "Holroyd", "Manager", "2019-03-01", None, 17.50),
    ("Chloe", "Barker", "Kennel Assistant", "2021-06-14", None, 11.80),
    ("Ryan", "Dobson", "Kennel Assistant", "2022-02-07", "2024-08-30", 11.44),
    ("Amelia", "Firth", "Kennel Assistant", "2023-04-03", None, 11.80),
    ("Josh", "Pickles", "Kennel Assistant", "2024-09-02", None, 11.44),
    ("Beth", "Naylor", "Groomer", "2020-10-19", None, 14.00),
    ("Kirsty", "Lund", "Receptionist", "2022-11-01", None, 12.00),
    ("Sian", "Metcalfe", "Daycare Lead", "2021-01-11", None, 13.25),
    ("Tom", "Arkwright", "Kennel Assistant", "2023-07-17", "2025-01-31", 11.44),
    ("Holly", "Wragg", "Daycare Assistant", "2024-03-04", None, 11.44),
]


def d2s(d):
    return d.strftime("%Y-%m-%d")


def rand_date(a, b):
    return a + timedelta(days=rng.randint(0, (b - a).days))


def staff_on(day, roles):
    """Staff with one of roles employed on day."""
    out = []
    for i, s in enumerate(STAFF, start=1):
        if s[2] not in roles:
            continue
        start = date.fromisoformat(s[3])
        end = date.fromisoformat(s[4]) if s[4] else date(2099, 1, 1)
        if start <= day <= end:
            out.append(i)
    return out


def main():
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    if os.path.exists(OUT):
        os.remove(OUT)
    con = sqlite3.connect(OUT)
    con.executescript(SCHEMA)
    cur = con.cursor()

    # ---- staff
    for i, s in enumerate(STAFF, start=1):
        cur.execute("INSERT INTO tblStaff VALUES (?,?,?,?,?,?,?)", (i,) + s)

    # ---- extras
    for i, e in enumerate(EXTRAS, start=1):
        cur.execute("INSERT INTO tblExtra VALUES (?,?,?,?)", (i,) + e)

    # ---- units
    units = []
    uid = 0
    for n in range(1, 17):
        uid += 1
        units.append((uid, "K%02d" % n, "Standard Kennel", "Dog", 24.00, 1 if n <= 10 else 0,
                      0 if n == 16 else 1))
    for n in range(1, 7):
        uid += 1
        units.append((uid, "D%02d" % n, "Deluxe Kennel", "Dog", 32.00, 1, 1))
    for n in range(1, 3):
        uid += 1
        units.append((uid, "F%02d" % n, "Family Suite", "Dog", 45.00, 1, 1))
    for n in range(1, 11):
        uid += 1
        units.append((uid, "C%02d" % n, "Cattery Pen", "Cat", 16.50, 1, 1))
    for n in range(1, 3):
        uid += 1
        units.append((uid, "CS%d" % n, "Cattery Suite", "Cat", 22.00, 1, 1))
    cur.executemany("INSERT INTO tblUnit VALUES (?,?,?,?,?,?,?)", units)

    # ---- owners
    owners = []
    used_names = set()
    for oid in range(1, 261):
        while True:
            fn, ln = rng.choice(FIRST), rng.choice(LAST)
            if (fn, ln) not in used_names:
                used_names.add((fn, ln))
                break
        town, pc = rng.choices(TOWNS, weights=TOWN_W)[0]
        postcode = "%s %d%s%s" % (pc, rng.randint(1, 9), rng.choice("ABDEFGHJLNPQRSTUWXYZ"),
                                  rng.choice("ABDEFGHJLNPQRSTUWXYZ"))
        email = None if rng.random() < 0.07 else "%s.%s%d@%s" % (
            fn.lower(), ln.lower().replace("'", ""), rng.randint(1, 99),
            rng.choice(["gmail.com", "hotmail.co.uk", "outlook.com", "btinternet.com",
                        "yahoo.co.uk"]))
        phone = None if rng.random() < 0.04 else "07%d %06d" % (rng.randint(100, 999),
                                                                  rng.randint(0, 999999))
        joined = rand_date(date(2019, 4, 1), date(2025, 5, 31))
        owners.append((oid, fn, ln, email, phone, town, postcode, d2s(joined)))
    cur.executemany("INSERT INTO tblOwner VALUES (?,?,?,?,?,?,?,?)", owners)

    # ---- pets
    pets = []
    pid = 0
    for o in owners:
        oid = o[0]
        npets = rng.choices([1, 2, 3], weights=[68, 26, 6])[0]
        used = set()
        for _ in range(npets):
            pid += 1
            species = "Dog" if rng.random() < 0.68 else "Cat"
            if species == "Dog":
                breed, wt, _w = rng.choices(DOG_BREEDS, weights=[b[2] for b in DOG_BREEDS])[0]
                names = DOG_NAMES
                weight = round(max(3.0, rng.gauss(wt, wt * 0.15)), 1)
            else:
                breed, wt, _w = rng.choices(CAT_BREEDS, weights=[b[2] for b in CAT_BREEDS])[0]
                names = CAT_NAMES
                weight = round(max(2.5, rng.gauss(wt, 0.8)), 1)
            name = rng.choice([n for n in names if n not in used])
            used.add(name)
            dob = rand_date(date(2009, 1, 1), date(2024, 12, 31))
            if rng.random() < 0.05:
                dob_s = None
            else:
                dob_s = d2s(dob)
            vacc = 0 if rng.random() < 0.09 else 1
            neut = 1 if rng.random() < 0.75 else 0
            vet = rng.choice(VETS)
            note = rng.choice(NOTES) if rng.random() < 0.18 else None
            if species == "Cat" and note and ("dogs" in note or "lead" in note or "walk" in note
                                              or "ball" in note or "gates" in note):
                note = None
            pets.append([pid, oid, name, species, breed, rng.choice(["M", "F"]), dob_s, weight,
                         vacc, neut, vet, note])
    cur.executemany("INSERT INTO tblPet VALUES (?,?,?,?,?,?,?,?,?,?,?,?)", pets)

    # ---- bookings
    dog_units = [u for u in units if u[3] == "Dog" and u[6] == 1]
    cat_units = [u for u in units if u[3] == "Cat"]
    unit_busy = {u[0]: [] for u in units}  # list of (start, end)
    # some pets are frequent boarders, some never board
    boarders = [p for p in pets if rng.random() < 0.72]
    weights = [rng.choice([1, 1, 1, 2, 2, 3, 5, 8]) for _ in boarders]
    bookings = []
    bid = 0
    start_period = date(2023, 1, 2)
    end_period = date(2025, 9, 30)
    attempts = 0
    while len(bookings) < 1450 and attempts < 20000:
        attempts += 1
        pet = rng.choices(boarders, weights=weights)[0]
        # seasonal check-in date: more in summer / christmas
        while True:
            ci = rand_date(start_period, end_period)
            m = ci.month
            w = {7: 3.0, 8: 3.2, 12: 2.2, 4: 1.6, 5: 1.4, 10: 1.5, 6: 1.3, 2: 1.1}.get(m, 0.8)
            if rng.random() < w / 3.2:
                break
        nights = rng.choices([1, 2, 3, 4, 5, 6, 7, 10, 14, 21],
                             weights=[6, 10, 10, 8, 8, 6, 14, 6, 8, 2])[0]
        co = ci + timedelta(days=nights)
        if ci > TODAY + timedelta(days=90):
            continue
        pool = dog_units if pet[3] == "Dog" else cat_units
        if pet[3] == "Dog":
            pool = rng.choices([u for u in pool], weights=[
                8 if u[2] == "Standard Kennel" else (4 if u[2] == "Deluxe Kennel" else 1)
                for u in pool])
            pool = pool + dog_units
        else:
            pool = rng.choices(cat_units, weights=[
                6 if u[2] == "Cattery Pen" else 2 for u in cat_units]) + cat_units
        unit = None
        for u in pool:
            if all(co <= s or ci >= e for s, e in unit_busy[u[0]]):
                unit = u
                break
        if unit is None:
            continue
        unit_busy[unit[0]].append((ci, co))
        bid += 1
        booked = ci - timedelta(days=rng.choices([rng.randint(1, 14), rng.randint(15, 120)],
                                                 weights=[3, 7])[0])
        if booked > TODAY:
            booked = TODAY - timedelta(days=rng.randint(0, 20))
        if ci > TODAY:
            status = "Cancelled" if rng.random() < 0.06 else "Confirmed"
            co_s = d2s(co) if status == "Confirmed" else None
        elif ci <= TODAY < co:
            status = "CheckedIn"
            co_s = None
        else:
            r = rng.random()
            if r < 0.08:
                status, co_s = "Cancelled", None
            elif r < 0.11:
                status, co_s = "NoShow", None
            else:
                status = "Completed"
                # occasionally collected early
                actual = co - timedelta(days=1) if (nights > 3 and rng.random() < 0.05) else co
                co_s = d2s(actual)
        # pets boarded before their owner joined is fine (joined = first record), skip checks
        if status in ("Completed", "CheckedIn"):
            st = staff_on(ci, ("Kennel Assistant", "Manager", "Receptionist"))
            staff = rng.choice(st)
        elif status == "Confirmed":
            staff = None
        else:
            staff = None if rng.random() < 0.5 else rng.choice(
                staff_on(min(ci, TODAY), ("Receptionist", "Manager")))
        rate = unit[4]
        if ci.year == 2023:
            rate = round(rate * 0.92, 2)
        elif ci.year == 2024:
            rate = round(rate * 0.96, 2)
        total = round(rate * nights, 2)
        bookings.append([bid, pet[0], unit[0], staff, d2s(booked), d2s(ci), co_s, nights,
                         status, total, pet[3]])

    # sort bookings by check-in so IDs are chronological-ish
    bookings.sort(key=lambda b: (b[5], b[1]))
    for i, b in enumerate(bookings, start=1):
        b[0] = i

    # ---- booking extras
    bextras = []
    beid = 0
    pet_by_id = {p[0]: p for p in pets}
    for b in bookings:
        if b[8] in ("Cancelled", "NoShow"):
            continue
        pet = pet_by_id[b[1]]
        species = pet[3]
        nights = b[7]
        chosen = []
        if species == "Dog":
            if rng.random() < 0.35:
                chosen.append((1, rng.randint(1, nights)))
            if rng.random() < 0.10:
                chosen.append((2, rng.randint(1, max(1, nights // 2))))
            if rng.random() < 0.18:
                chosen.append((rng.choice([3, 3, 4]), 1))
            if rng.random() < 0.12:
                chosen.append((5, 1))
            if rng.random() < 0.05:
                chosen.append((10, rng.randint(1, 3)))
            if rng.random() < 0.10:
                chosen.append((12, rng.randint(1, nights)))
        else:
            if rng.random() < 0.15:
                chosen.append((6, 1))
            if rng.random() < 0.12:
                chosen.append((11, rng.randint(1, nights)))
        if pet[11] and "Diabetic" in pet[11]:
            chosen.append((8, nights))
        elif rng.random() < 0.08:
            chosen.append((7, nights))
        if rng.random() < 0.04:
            chosen.append((9, 1))
        for ex, q in chosen:
            beid += 1
            price = EXTRAS[ex - 1][2]
            bextras.append((beid, b[0], ex, q, round(price * q, 2)))

    extra_tot = {}
    for be in bextras:
        extra_tot[be[1]] = extra_tot.get(be[1], 0) + be[4]

    # ---- payments
    payments = []
    payid = 0
    methods = ["Card", "Card", "Card", "Card", "Bank Transfer", "Cash"]
    for b in bookings:
        bid_, status = b[0], b[8]
        booked = date.fromisoformat(b[4])
        ci = date.fromisoformat(b[5])
        total = round(b[9] + extra_tot.get(bid_, 0), 2)
        deposit = round(b[9] * 0.25, 2) if b[7] >= 5 else 0
        if deposit and status != "NoShow" or (status == "NoShow" and deposit):
            pd = booked + timedelta(days=rng.randint(0, 3))
            if pd > TODAY:
                pd = TODAY
            payid += 1
            t = datetime(pd.year, pd.month, pd.day, rng.randint(9, 17), rng.randint(0, 59),
                         rng.randint(0, 59))
            payments.append((payid, bid_, t.strftime("%Y-%m-%d %H:%M:%S"), deposit,
                             rng.choice(["Card", "Card", "Bank Transfer"]), "Deposit"))
            if status == "Cancelled" and rng.random() < 0.5 and ci - booked > timedelta(days=14):
                payid += 1
                rd = min(pd + timedelta(days=rng.randint(1, 10)), TODAY)
                t = datetime(rd.year, rd.month, rd.day, rng.randint(9, 17), rng.randint(0, 59), 0)
                payments.append((payid, bid_, t.strftime("%Y-%m-%d %H:%M:%S"), -deposit,
                                 "Card", "Refund"))
        if status == "Completed":
            co = date.fromisoformat(b[6])
            payid += 1
            t = datetime(co.year, co.month, co.day, rng.randint(8, 11), rng.randint(0, 59),
                         rng.randint(0, 59))
            payments.append((payid, bid_, t.strftime("%Y-%m-%d %H:%M:%S"),
                             round(total - deposit, 2), rng.choice(methods), "Balance"))

    cur.executemany("INSERT INTO tblBooking VALUES (?,?,?,?,?,?,?,?,?,?)",
                    [tuple(b[:10]) for b in bookings])
    cur.executemany("INSERT INTO tblBookingExtra VALUES (?,?,?,?,?)", bextras)
    cur.executemany("INSERT INTO tblPayment VALUES (?,?,?,?,?,?)", payments)

    # ---- daycare visits (dogs only, a subset of regulars)
    dogs = [p for p in pets if p[3] == "Dog"]
    regulars = rng.sample(dogs, 30)
    visits = []
    vid = 0
    day = date(2023, 1, 3)
    fees = {"Full Day": (28.00, 30.00, 32.00), "Half Day AM": (16.00, 17.00, 18.00),
            "Half Day PM": (16.00, 17.00, 18.00)}
    reg_pattern = {p[0]: (rng.sample(range(5), rng.choice([1, 1, 2, 2, 3])),
                          rng.uniform(0.5, 0.95),
                          rand_date(date(2023, 1, 1), date(2024, 10, 1)),
                          rng.choice(["Full Day", "Full Day", "Half Day AM", "Half Day PM"]))
                   for p in regulars}
    while day <= TODAY:
        if day.weekday() < 5:
            yi = day.year - 2023
            staff_pool = staff_on(day, ("Daycare Lead", "Daycare Assistant"))
            for p in regulars:
                days, prob, since, sess = reg_pattern[p[0]]
                if day < since or day.weekday() not in days or rng.random() > prob:
                    continue
                if rng.random() < 0.1:
                    sess_t = rng.choice(list(fees))
                else:
                    sess_t = sess
                if sess_t == "Half Day PM":
                    arr = "13:%02d" % rng.randint(0, 30)
                    dep = "%02d:%02d" % (rng.randint(17, 18), rng.randint(0, 59))
                elif sess_t == "Half Day AM":
                    arr = "%02d:%02d" % (rng.randint(7, 8), rng.randint(0, 59))
                    dep = "12:%02d" % rng.randint(30, 59)
                else:
                    arr = "%02d:%02d" % (rng.randint(7, 8), rng.randint(0, 59))
                    dep = "%02d:%02d" % (rng.randint(16, 18), rng.randint(0, 59))
                if rng.random() < 0.03:
                    dep = None
                vid += 1
                visits.append((vid, p[0], rng.choice(staff_pool), d2s(day), sess_t, arr, dep,
                               fees[sess_t][yi]))
        day += timedelta(days=1)
    cur.executemany("INSERT INTO tblDaycareVisit VALUES (?,?,?,?,?,?,?,?)", visits)

    con.commit()
    for t in ["tblOwner", "tblPet", "tblUnit", "tblStaff", "tblBooking", "tblDaycareVisit",
              "tblExtra", "tblBookingExtra", "tblPayment"]:
        print(t, con.execute("SELECT COUNT(*) FROM %s" % t).fetchone()[0])
    con.close()


if __name__ == "__main__":
    main()
