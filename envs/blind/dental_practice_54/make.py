#!/usr/bin/env python3
"""Seeded, reproducible generator for the dental_practice SQLite database.

A mixed NHS / private dental practice in Harrogate, North Yorkshire.
Data covers January 2023 to December 2025; "today" for the data is 2025-10-15,
so appointments after that date are still 'Booked'.
Stdlib only.
"""
import os
import random
import sqlite3
from datetime import date, datetime, timedelta

SEED = 54
rng = random.Random(SEED)

BASE = os.path.dirname(os.path.abspath(__file__))
DB_DIR = os.path.join(BASE, "database", "dental_practice")
DB_PATH = os.path.join(DB_DIR, "dental_practice.sqlite")

TODAY = date(2025, 10, 15)
START = date(2023, 1, 3)
END = date(2025, 12, 19)

SCHEMA = """
CREATE TABLE clinician (
    clinicianId   INTEGER PRIMARY KEY,
    firstName     TEXT NOT NULL,
    lastName      TEXT NOT NULL,
    role          TEXT NOT NULL,            -- 'Dentist' / 'Hygienist'
    gdcNumber     TEXT NOT NULL,
    startDate     TEXT NOT NULL,
    endDate       TEXT,                     -- NULL while still working here
    daysPerWeek   INTEGER NOT NULL
);

CREATE TABLE patient (
    patientId       INTEGER PRIMARY KEY,
    firstName       TEXT NOT NULL,
    lastName        TEXT NOT NULL,
    dateOfBirth     TEXT NOT NULL,
    gender          TEXT NOT NULL,          -- 'F' / 'M'
    town            TEXT NOT NULL,
    postcode        TEXT NOT NULL,
    phone           TEXT,
    email           TEXT,
    registeredDate  TEXT NOT NULL,
    patientType     TEXT NOT NULL,          -- 'NHS' / 'Private'
    isExempt        INTEGER NOT NULL DEFAULT 0,  -- 1 = exempt from NHS charges
    smsReminders    INTEGER NOT NULL DEFAULT 1,  -- 1 = opted in to text reminders
    usualDentistId  INTEGER REFERENCES clinician(clinicianId)
);

CREATE TABLE treatment (
    treatmentId    INTEGER PRIMARY KEY,
    treatmentName  TEXT NOT NULL,
    category       TEXT NOT NULL,
    nhsBand        TEXT,                    -- NULL = not available on the NHS
    privatePrice   REAL NOT NULL,
    durationMins   INTEGER NOT NULL
);

CREATE TABLE nhsBandCharge (
    bandChargeId  INTEGER PRIMARY KEY,
    band          TEXT NOT NULL,
    charge        REAL NOT NULL,
    validFrom     TEXT NOT NULL,
    validTo       TEXT                      -- NULL = current rate
);

CREATE TABLE appointment (
    appointmentId  INTEGER PRIMARY KEY,
    patientId      INTEGER NOT NULL REFERENCES patient(patientId),
    clinicianId    INTEGER NOT NULL REFERENCES clinician(clinicianId),
    apptDate       TEXT NOT NULL,           -- 'YYYY-MM-DD HH:MM:SS'
    durationMins   INTEGER NOT NULL,
    apptType       TEXT NOT NULL,           -- Check-up / Hygiene / Treatment / Emergency
    status         TEXT NOT NULL,           -- Attended / Missed / Cancelled / Booked
    bookedOn       TEXT NOT NULL,
    cancelReason   TEXT
);

CREATE TABLE appointmentTreatment (
    appointmentTreatmentId  INTEGER PRIMARY KEY,
    appointmentId           INTEGER NOT NULL REFERENCES appointment(appointmentId),
    treatmentId             INTEGER NOT NULL REFERENCES treatment(treatmentId),
    toothNumber             TEXT,           -- e.g. 'UR6'; NULL for whole-mouth work
    quantity                INTEGER NOT NULL DEFAULT 1,
    chargedAmount           REAL NOT NULL
);

CREATE TABLE invoice (
    invoiceId      INTEGER PRIMARY KEY,
    patientId      INTEGER NOT NULL REFERENCES patient(patientId),
    appointmentId  INTEGER NOT NULL REFERENCES appointment(appointmentId),
    invoiceDate    TEXT NOT NULL,
    dueDate        TEXT NOT NULL,
    totalAmount    REAL NOT NULL,
    status         TEXT NOT NULL            -- Paid / Part Paid / Unpaid / Written Off
);

CREATE TABLE payment (
    paymentId    INTEGER PRIMARY KEY,
    invoiceId    INTEGER NOT NULL REFERENCES invoice(invoiceId),
    paymentDate  TEXT NOT NULL,
    amount       REAL NOT NULL,
    method       TEXT NOT NULL              -- Card / Cash / Bank Transfer / Direct Debit
);
"""

# --------------------------------------------------------------------------- reference data
CLINICIANS = [
    # id, first, last, role, gdc, start, end, days
    (1, "Sarah", "Whitfield", "Dentist", "81234", "2011-09-01", None, 4),
    (2, "James", "Okafor", "Dentist", "102345", "2016-03-14", None, 5),
    (3, "Priya", "Raman", "Dentist", "178456", "2019-08-05", None, 4),
    (4, "Tom", "Hartley", "Dentist", "196732", "2021-01-11", "2024-07-31", 5),
    (5, "Emily", "Carter", "Dentist", "285019", "2024-09-02", None, 5),
    (6, "Rachel", "Moss", "Hygienist", "4561", "2014-05-06", None, 3),
    (7, "Leanne", "Brooks", "Hygienist", "251873", "2020-10-01", None, 4),
    (8, "Sophie", "Nolan", "Hygienist", "266120", "2023-06-19", None, 2),
]
DENTISTS = [1, 2, 3, 4, 5]
HYGIENISTS = [6, 7, 8]

TREATMENTS = [
    # id, name, category, band, privatePrice, mins
    (1, "Routine Examination", "Diagnostic", "Band 1", 55.00, 20),
    (2, "Bitewing X-ray", "Diagnostic", "Band 1", 22.00, 10),
    (3, "Scale and Polish", "Preventive", "Band 1", 65.00, 30),
    (4, "Hygienist Deep Clean", "Preventive", None, 95.00, 45),
    (5, "Fluoride Varnish", "Preventive", "Band 1", 25.00, 10),
    (6, "Fissure Sealant", "Preventive", "Band 2", 38.00, 15),
    (7, "Amalgam Filling", "Restorative", "Band 2", 95.00, 30),
    (8, "White Composite Filling", "Restorative", "Band 2", 145.00, 40),
    (9, "Root Canal - Front Tooth", "Endodontic", "Band 2", 375.00, 60),
    (10, "Root Canal - Molar", "Endodontic", "Band 2", 695.00, 90),
    (11, "Simple Extraction", "Oral Surgery", "Band 2", 125.00, 30),
    (12, "Surgical Extraction", "Oral Surgery", "Band 2", 295.00, 60),
    (13, "Porcelain Crown", "Restorative", "Band 3", 675.00, 60),
    (14, "Bridge (per unit)", "Restorative", "Band 3", 620.00, 60),
    (15, "Full Denture", "Prosthetic", "Band 3", 950.00, 45),
    (16, "Partial Denture", "Prosthetic", "Band 3", 690.00, 45),
    (17, "Teeth Whitening", "Cosmetic", None, 395.00, 60),
    (18, "Composite Bonding", "Cosmetic", None, 260.00, 45),
    (19, "Dental Implant", "Implant", None, 2450.00, 90),
    (20, "Emergency Consultation", "Diagnostic", "Band 1", 85.00, 20),
    (21, "Sports Mouthguard", "Preventive", None, 125.00, 20),
    (22, "Veneer", "Cosmetic", None, 595.00, 60),
]
TREAT = {t[0]: t for t in TREATMENTS}

NHS_BANDS = [
    # England patient charges
    (1, "Band 1", 23.80, "2020-12-17", "2023-04-23"),
    (2, "Band 2", 65.20, "2020-12-17", "2023-04-23"),
    (3, "Band 3", 282.80, "2020-12-17", "2023-04-23"),
    (4, "Band 1", 25.80, "2023-04-24", "2024-03-31"),
    (5, "Band 2", 70.70, "2023-04-24", "2024-03-31"),
    (6, "Band 3", 306.80, "2023-04-24", "2024-03-31"),
    (7, "Band 1", 26.80, "2024-04-01", "2025-03-31"),
    (8, "Band 2", 73.50, "2024-04-01", "2025-03-31"),
    (9, "Band 3", 319.10, "2024-04-01", "2025-03-31"),
    (10, "Band 1", 27.40, "2025-04-01", None),
    (11, "Band 2", 75.30, "2025-04-01", None),
    (12, "Band 3", 326.70, "2025-04-01", None),
]


def band_charge(band, d):
    ds = d.isoformat()
    for _id, b, charge, vf, vt in NHS_BANDS:
        if b == band and vf <= ds and (vt is None or ds <= vt):
            return charge
    raise ValueError((band, d))


FIRST_F = ["Olivia", "Amelia", "Isla", "Ava", "Emily", "Sophie", "Grace", "Lily", "Freya", "Charlotte",
           "Ella", "Mia", "Evie", "Poppy", "Jessica", "Hannah", "Lucy", "Chloe", "Ruby", "Katie",
           "Sarah", "Emma", "Claire", "Helen", "Rebecca", "Laura", "Joanne", "Nicola", "Amanda", "Karen",
           "Susan", "Margaret", "Patricia", "Linda", "Janet", "Gillian", "Alison", "Fiona", "Rachel", "Zara",
           "Aisha", "Priya", "Megan", "Bethany", "Eleanor", "Harriet", "Molly", "Imogen", "Jean", "Pauline"]
FIRST_M = ["Oliver", "George", "Harry", "Jack", "Noah", "Charlie", "Jacob", "Alfie", "Freddie", "Oscar",
           "Thomas", "William", "James", "Daniel", "Matthew", "Joshua", "Samuel", "Benjamin", "Luke", "Adam",
           "David", "Paul", "Mark", "Andrew", "Richard", "Stephen", "Peter", "Michael", "Christopher", "Simon",
           "Robert", "John", "Ian", "Graham", "Neil", "Gary", "Kevin", "Martin", "Brian", "Keith",
           "Mohammed", "Arjun", "Ryan", "Callum", "Lewis", "Ethan", "Nathan", "Harvey", "Derek", "Colin"]
SURNAMES = ["Smith", "Jones", "Taylor", "Brown", "Wilson", "Johnson", "Davies", "Robinson", "Wright", "Thompson",
            "Evans", "Walker", "White", "Roberts", "Green", "Hall", "Wood", "Jackson", "Clarke", "Patel",
            "Hughes", "Edwards", "Turner", "Hill", "Moore", "Cooper", "Ward", "Harrison", "Lee", "Martin",
            "Barker", "Atkinson", "Holmes", "Sutcliffe", "Ackroyd", "Haigh", "Lister", "Pickles", "Hirst",
            "Firth", "Metcalfe", "Dobson", "Kaur", "Khan", "Hussain", "Bell", "Shaw", "Marshall", "Armitage",
            "Greenwood", "Rhodes", "Dawson", "Fletcher", "Naylor", "Bentley", "Townend", "Whiteley", "Moorhouse"]
TOWNS = [  # town, postcode districts, weight
    ("Harrogate", ["HG1", "HG2", "HG3"], 46),
    ("Knaresborough", ["HG5"], 16),
    ("Ripon", ["HG4"], 9),
    ("Wetherby", ["LS22"], 8),
    ("Pannal", ["HG3"], 5),
    ("Killinghall", ["HG3"], 4),
    ("Boroughbridge", ["YO51"], 4),
    ("Pateley Bridge", ["HG3"], 3),
    ("Otley", ["LS21"], 3),
    ("Spofforth", ["HG3"], 2),
]
EMAIL_DOMAINS = ["gmail.com", "hotmail.co.uk", "outlook.com", "yahoo.co.uk", "btinternet.com", "icloud.com",
                 "sky.com"]
CANCEL_REASONS = ["Patient unwell", "Work commitments", "Rescheduled by patient", "Clinician unavailable",
                  "Childcare", "Bad weather", "Transport problems"]


def rand_date(a, b):
    return a + timedelta(days=rng.randint(0, (b - a).days))


def weekday_on_or_after(d):
    while d.weekday() >= 5:
        d += timedelta(days=1)
    return d


def clinician_active(cid, d):
    c = CLINICIANS[cid - 1]
    s = date.fromisoformat(c[5])
    e = date.fromisoformat(c[6]) if c[6] else date(2099, 1, 1)
    return s <= d <= e


# --------------------------------------------------------------------------- build
def build():
    os.makedirs(DB_DIR, exist_ok=True)
    if os.path.exists(DB_PATH):
        os.remove(DB_PATH)
    con = sqlite3.connect(DB_PATH)
    con.execute("PRAGMA foreign_keys = ON")
    con.executescript(SCHEMA)

    con.executemany("INSERT INTO clinician VALUES (?,?,?,?,?,?,?,?)", CLINICIANS)
    con.executemany("INSERT INTO treatment VALUES (?,?,?,?,?,?)", TREATMENTS)
    con.executemany("INSERT INTO nhsBandCharge VALUES (?,?,?,?,?)", NHS_BANDS)

    # ---------------- patients
    patients = []
    n_pat = 500
    town_names = [t[0] for t in TOWNS]
    town_w = [t[2] for t in TOWNS]
    used_names = set()
    for pid in range(1, n_pat + 1):
        gender = rng.choice("FM")
        while True:
            fn = rng.choice(FIRST_F if gender == "F" else FIRST_M)
            ln = rng.choice(SURNAMES)
            if (fn, ln) not in used_names:
                used_names.add((fn, ln))
                break
        age_group = rng.random()
        if age_group < 0.18:
            dob = rand_date(date(2008, 1, 1), date(2021, 12, 31))
        elif age_group < 0.82:
            dob = rand_date(date(1960, 1, 1), date(2004, 12, 31))
        else:
            dob = rand_date(date(1935, 1, 1), date(1959, 12, 31))
        t_idx = rng.choices(range(len(TOWNS)), weights=town_w)[0]
        town = TOWNS[t_idx][0]
        pc = rng.choice(TOWNS[t_idx][1]) + " " + str(rng.randint(1, 9)) + rng.choice("ABDEFGHJLNPQRSTUWXY") + \
            rng.choice("ABDEFGHJLNPQRSTUWXY")
        phone = "07" + "".join(str(rng.randint(0, 9)) for _ in range(9)) if rng.random() < 0.93 else None
        if phone is None and rng.random() < 0.5:
            phone = "01423 " + "".join(str(rng.randint(0, 9)) for _ in range(6))
        email = None
        if rng.random() < 0.78:
            email = f"{fn.lower()}.{ln.lower()}{rng.randint(1, 99) if rng.random() < 0.5 else ''}@" \
                    f"{rng.choice(EMAIL_DOMAINS)}"
        # registration: long-standing patients plus a stream of new joiners 2023-2025
        r = rng.random()
        if r < 0.62:
            reg = rand_date(max(dob, date(2004, 1, 1)), date(2022, 12, 31))
        elif r < 0.76:
            reg = rand_date(date(2023, 1, 1), date(2023, 12, 31))
        elif r < 0.89:
            reg = rand_date(date(2024, 1, 1), date(2024, 12, 31))
        else:
            reg = rand_date(date(2025, 1, 1), date(2025, 9, 30))
        if reg < dob:
            reg = dob + timedelta(days=400)
        # NHS places closed to new adults from mid 2024 -> newer joiners mostly private
        p_nhs = 0.58 if reg < date(2024, 6, 1) else 0.25
        ptype = "NHS" if rng.random() < p_nhs else "Private"
        age_2024 = (date(2024, 6, 1) - dob).days / 365.25
        is_exempt = 0
        if ptype == "NHS":
            if age_2024 < 18:
                is_exempt = 1
            elif rng.random() < 0.14:
                is_exempt = 1
        sms = 1 if rng.random() < 0.81 else 0
        # usual dentist: must have been working when they registered / now
        candidates = [d for d in DENTISTS if clinician_active(d, max(reg, date(2023, 1, 1)))]
        usual = rng.choice(candidates) if rng.random() < 0.96 else None
        patients.append(dict(id=pid, fn=fn, ln=ln, dob=dob, gender=gender, town=town, pc=pc, phone=phone,
                             email=email, reg=reg, ptype=ptype, exempt=is_exempt, sms=sms, usual=usual))
    # a few patients deliberately with no usual dentist, already random; ensure Tom Hartley's patients moved
    for p in patients:
        if p["usual"] == 4:
            p["usual"] = rng.choice([4, 5, 5, 2])  # some records never updated
    con.executemany(
        "INSERT INTO patient VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
        [(p["id"], p["fn"], p["ln"], p["dob"].isoformat(), p["gender"], p["town"], p["pc"], p["phone"],
          p["email"], p["reg"].isoformat(), p["ptype"], p["exempt"], p["sms"], p["usual"]) for p in patients])

    # ---------------- appointments
    booked_slots = set()  # (clinicianId, datetime)

    def pick_slot(cid, d, mins):
        d = weekday_on_or_after(d)
        for _ in range(40):
            if not clinician_active(cid, d):
                return None
            hh = rng.randint(8, 16)
            mm = rng.choice([0, 15, 30, 45])
            if hh == 8 and mm < 30:
                mm = 30
            if hh == 12 and mm >= 30 or hh == 13 and mm < 30:  # lunch
                continue
            dt = datetime(d.year, d.month, d.day, hh, mm)
            if (cid, dt) not in booked_slots:
                booked_slots.add((cid, dt))
                return dt
            d = weekday_on_or_after(d + timedelta(days=1))
        return None

    def pick_dentist(p, d):
        if p["usual"] and clinician_active(p["usual"], d) and rng.random() < 0.85:
            return p["usual"]
        opts = [c for c in DENTISTS if clinician_active(c, d)]
        return rng.choice(opts)

    def pick_hygienist(d):
        opts = [c for c in HYGIENISTS if clinician_active(c, d)]
        w = {6: 4, 7: 5, 8: 2}
        return rng.choices(opts, weights=[w[c] for c in opts])[0]

    appts = []  # dicts

    def add_appt(p, cid, dt, atype, mins):
        appts.append(dict(p=p, cid=cid, dt=dt, atype=atype, mins=mins))

    for p in patients:
        first_day = max(START, p["reg"])
        # some patients drift away from the practice
        leave = END
        if rng.random() < 0.12 and first_day < date(2025, 1, 1):
            leave = rand_date(max(first_day + timedelta(days=120), date(2023, 6, 1)), date(2025, 6, 1))
        interval = 183 if p["ptype"] == "Private" else rng.choice([183, 274, 365])
        hyg_interval = None
        if p["ptype"] == "Private" and rng.random() < 0.7:
            hyg_interval = rng.choice([92, 122, 183])
        elif p["ptype"] == "NHS" and rng.random() < 0.25:
            hyg_interval = 365
        d = first_day + timedelta(days=rng.randint(0, interval))
        while d <= min(leave, END):
            cid = pick_dentist(p, d)
            dt = pick_slot(cid, d, 20)
            if dt:
                add_appt(p, cid, dt, "Check-up", 20)
                # follow-up treatment course
                if rng.random() < (0.38 if p["ptype"] == "NHS" else 0.33):
                    td = dt.date() + timedelta(days=rng.randint(7, 35))
                    if td <= END:
                        cid2 = cid if clinician_active(cid, td) else pick_dentist(p, td)
                        dt2 = pick_slot(cid2, td, 40)
                        if dt2:
                            add_appt(p, cid2, dt2, "Treatment", rng.choice([30, 40, 60]))
                            if rng.random() < 0.25:
                                td3 = dt2.date() + timedelta(days=rng.randint(10, 30))
                                if td3 <= END:
                                    cid3 = cid2 if clinician_active(cid2, td3) else pick_dentist(p, td3)
                                    dt3 = pick_slot(cid3, td3, 60)
                                    if dt3:
                                        add_appt(p, cid3, dt3, "Treatment", 60)
            d = d + timedelta(days=interval + rng.randint(-20, 30))
        if hyg_interval:
            d = first_day + timedelta(days=rng.randint(10, hyg_interval))
            while d <= min(leave, END):
                cid = pick_hygienist(d)
                dt = pick_slot(cid, d, 30)
                if dt:
                    add_appt(p, cid, dt, "Hygiene", rng.choice([30, 45]))
                d = d + timedelta(days=hyg_interval + rng.randint(-10, 20))
        # emergencies
        n_em = rng.choices([0, 1, 2], weights=[80, 16, 4])[0]
        for _ in range(n_em):
            ed = rand_date(first_day, min(leave, END))
            cid = rng.choice([c for c in DENTISTS if clinician_active(c, weekday_on_or_after(ed))] or [1])
            dt = pick_slot(cid, ed, 20)
            if dt:
                add_appt(p, cid, dt, "Emergency", 20)

    appts.sort(key=lambda a: (a["dt"], a["cid"]))

    # no-show tendency per patient
    no_show = {p["id"]: (0.28 if rng.random() < 0.06 else 0.035) for p in patients}

    appt_rows, at_rows, inv_rows, pay_rows = [], [], [], []
    at_id = inv_id = pay_id = 0
    for aid, a in enumerate(appts, start=1):
        p, dt = a["p"], a["dt"]
        lead = {"Emergency": rng.randint(0, 1), "Treatment": rng.randint(5, 30)}.get(a["atype"],
                                                                                        rng.randint(14, 120))
        booked_on = dt.date() - timedelta(days=lead)
        cancel_reason = None
        if dt.date() > TODAY:
            status = "Booked"
        else:
            r = rng.random()
            if a["atype"] != "Emergency" and r < 0.085:
                status = "Cancelled"
                cancel_reason = rng.choice(CANCEL_REASONS)
            elif a["atype"] != "Emergency" and r < 0.085 + no_show[p["id"]]:
                status = "Missed"
            else:
                status = "Attended"
        appt_rows.append((aid, p["id"], a["cid"], dt.strftime("%Y-%m-%d %H:%M:%S"), a["mins"], a["atype"],
                          status, booked_on.isoformat(), cancel_reason))
        if status != "Attended":
            continue

        # ---- treatments performed
        age = (dt.date() - p["dob"]).days / 365.25
        items = []  # (treatmentId, tooth, qty)
        teeth = [q + str(n) for q in ("UR", "UL", "LR", "LL") for n in range(1, 9)]
        if a["atype"] == "Check-up":
            items.append((1, None, 1))
            if rng.random() < 0.35:
                items.append((2, None, rng.choice([1, 2])))
            if age < 17 and rng.random() < 0.6:
                items.append((5, None, 1))
            if p["ptype"] == "NHS" and rng.random() < 0.3:
                items.append((3, None, 1))
        elif a["atype"] == "Hygiene":
            if p["ptype"] == "Private":
                items.append((4 if rng.random() < 0.3 else 3, None, 1))
            else:
                items.append((3, None, 1))
            if rng.random() < 0.15:
                items.append((5, None, 1))
        elif a["atype"] == "Emergency":
            items.append((20, None, 1))
            r = rng.random()
            if r < 0.3:
                items.append((11, rng.choice(teeth), 1))
            elif r < 0.5:
                items.append((7 if p["ptype"] == "NHS" and rng.random() < 0.5 else 8, rng.choice(teeth), 1))
            elif r < 0.6:
                items.append((9 if rng.random() < 0.4 else 10, rng.choice(teeth), 1))
        else:  # Treatment
            if p["ptype"] == "NHS":
                pool = [(7, 24), (8, 14), (9, 4), (10, 5), (11, 12), (12, 3), (13, 9), (14, 2), (15, 2),
                        (16, 4), (6, 3), (17, 1.5), (18, 1), (21, 0.5)]
            else:
                pool = [(7, 4), (8, 30), (9, 4), (10, 6), (11, 8), (12, 3), (13, 11), (14, 2), (15, 1),
                        (16, 2), (6, 2), (17, 7), (18, 6), (19, 3), (21, 2), (22, 3)]
            if age < 16:
                pool = [(6, 10), (7, 5), (8, 6), (11, 5), (21, 2)]
            if age < 60:
                pool = [x for x in pool if x[0] not in (15,)] or pool
            n_items = rng.choices([1, 2, 3], weights=[65, 28, 7])[0]
            chosen = set()
            for _ in range(n_items):
                tid = rng.choices([x[0] for x in pool], weights=[x[1] for x in pool])[0]
                if tid in chosen:
                    continue
                chosen.add(tid)
                tooth = None
                qty = 1
                if tid in (7, 8):
                    qty = rng.choices([1, 2, 3], weights=[70, 23, 7])[0]
                    tooth = rng.choice(teeth) if qty == 1 else None
                elif tid in (6,):
                    qty = rng.choice([2, 4])
                elif tid in (9,):
                    tooth = rng.choice([q + str(n) for q in ("UR", "UL", "LR", "LL") for n in range(1, 4)])
                elif tid in (10,):
                    tooth = rng.choice([q + str(n) for q in ("UR", "UL", "LR", "LL") for n in range(6, 8)])
                elif tid in (11, 12, 13, 19):
                    tooth = rng.choice(teeth)
                elif tid in (18, 22):
                    qty = rng.choice([1, 2, 4, 6])
                elif tid == 14:
                    qty = rng.choice([2, 3])
                items.append((tid, tooth, qty))

        # ---- charges
        charged = []
        if p["ptype"] == "Private":
            for tid, tooth, qty in items:
                charged.append(round(TREAT[tid][4] * qty, 2))
        else:
            band_rank = {"Band 1": 1, "Band 2": 2, "Band 3": 3}
            nhs_idx = [i for i, it in enumerate(items) if TREAT[it[0]][3] is not None]
            top = None
            if nhs_idx:
                top = max(nhs_idx, key=lambda i: band_rank[TREAT[items[i][0]][3]])
            for i, (tid, tooth, qty) in enumerate(items):
                band = TREAT[tid][3]
                if band is None:
                    charged.append(round(TREAT[tid][4] * qty, 2))
                elif i == top and not p["exempt"]:
                    charged.append(band_charge(band, dt.date()))
                else:
                    charged.append(0.0)
        for (tid, tooth, qty), amt in zip(items, charged):
            at_id += 1
            at_rows.append((at_id, aid, tid, tooth, qty, amt))

        total = round(sum(charged), 2)
        if total <= 0:
            continue
        inv_id += 1
        inv_date = dt.date()
        due = inv_date + timedelta(days=30)
        age_days = (TODAY - inv_date).days
        r = rng.random()
        if age_days > 90:
            status = "Paid" if r < 0.90 else "Part Paid" if r < 0.94 else "Unpaid" if r < 0.97 else "Written Off"
        elif age_days > 30:
            status = "Paid" if r < 0.84 else "Part Paid" if r < 0.91 else "Unpaid"
        else:
            status = "Paid" if r < 0.72 else "Part Paid" if r < 0.80 else "Unpaid"
        if total < 30 and status == "Part Paid":
            status = "Paid"
        inv_rows.append((inv_id, p["id"], aid, inv_date.isoformat(), due.isoformat(), total, status))

        def pay(d, amt, method):
            nonlocal pay_id
            pay_id += 1
            pay_rows.append((pay_id, inv_id, d.isoformat(), round(amt, 2), method))

        def method_for(d0):
            return rng.choices(["Card", "Cash", "Bank Transfer"], weights=[78, 8, 14])[0]

        if status == "Paid":
            if total > 1000 and rng.random() < 0.7:
                # instalments by direct debit
                n = rng.choice([2, 3, 4])
                part = round(total / n, 2)
                for k in range(n):
                    amt = part if k < n - 1 else round(total - part * (n - 1), 2)
                    pd_ = inv_date + timedelta(days=30 * k)
                    if pd_ > TODAY:
                        pd_ = TODAY
                    pay(pd_, amt, "Direct Debit" if k > 0 else "Card")
            else:
                pd_ = inv_date if rng.random() < 0.8 else inv_date + timedelta(days=rng.randint(1, 40))
                if pd_ > TODAY:
                    pd_ = TODAY
                pay(pd_, total, method_for(pd_))
        elif status == "Part Paid":
            amt = round(total * rng.choice([0.25, 0.4, 0.5, 0.6]), 2)
            pay(inv_date, amt, "Card")
        elif status == "Written Off" and rng.random() < 0.3:
            pay(inv_date + timedelta(days=rng.randint(5, 60)), round(total * 0.2, 2), "Cash")

    con.executemany("INSERT INTO appointment VALUES (?,?,?,?,?,?,?,?,?)", appt_rows)
    con.executemany("INSERT INTO appointmentTreatment VALUES (?,?,?,?,?,?)", at_rows)
    con.executemany("INSERT INTO invoice VALUES (?,?,?,?,?,?,?)", inv_rows)
    con.executemany("INSERT INTO payment VALUES (?,?,?,?,?)", pay_rows)
    con.commit()

    for t in ["clinician", "patient", "treatment", "nhsBandCharge", "appointment", "appointmentTreatment",
              "invoice", "payment"]:
        n = con.execute(f"SELECT COUNT(*) FROM {t}").fetchone()[0]
        print(f"{t:22s} {n}")
    bad = con.execute("PRAGMA foreign_key_check").fetchall()
    print("foreign key problems:", len(bad))
    con.close()


if __name__ == "__main__":
    build()
