"""The ``dental_practice`` database's title, schema (DDL), and the vocabularies, weights and rates its generator
draws from (``generator.py``)."""

from datetime import date

TITLE = ("Brightsmile Dental: patients (NHS and private), dentists and hygienists, appointments, treatments, "
         "care plans, invoices, payments and recalls")

SCHEMA = """
CREATE TABLE clinicians (
    clinician_id  INTEGER PRIMARY KEY,
    first_name    TEXT NOT NULL,
    last_name     TEXT NOT NULL,
    role          TEXT NOT NULL,           -- Dentist or Hygienist
    gdc_number    TEXT NOT NULL UNIQUE,    -- General Dental Council registration
    surgery       INTEGER NOT NULL,        -- 1 or 2: the surgery they usually work in
    nhs_performer INTEGER NOT NULL,        -- 0/1 holds an NHS performer number (hygienists do private work only)
    started_on    TEXT NOT NULL,           -- YYYY-MM-DD
    left_on       TEXT                     -- NULL while still with the practice
);
CREATE TABLE patients (
    patient_id        INTEGER PRIMARY KEY,
    first_name        TEXT NOT NULL,
    last_name         TEXT NOT NULL,
    date_of_birth     TEXT NOT NULL,       -- YYYY-MM-DD
    sex               TEXT NOT NULL,       -- F or M
    postcode          TEXT,                -- NULL when not recorded
    phone             TEXT,                -- NULL when none was given
    email             TEXT,                -- NULL when none was given
    patient_type      TEXT NOT NULL,       -- NHS or Private: what the patient is now (some NHS patients went private)
    nhs_exemption     TEXT,                -- why an NHS patient pays no charges (Under 18, Universal Credit, ...);
                                           -- NULL for paying and private patients
    usual_dentist_id  INTEGER REFERENCES clinicians(clinician_id),   -- NULL for a few old records
    registered_on     TEXT NOT NULL,       -- YYYY-MM-DD; the books start on 1 June 2023
    left_on           TEXT,                -- NULL while still on our list
    left_reason       TEXT                 -- Moved Practice, Moved Away, Removed (Missed Appointments), Deceased
);
CREATE TABLE treatments (
    treatment_id  INTEGER PRIMARY KEY,
    code          TEXT NOT NULL UNIQUE,
    name          TEXT NOT NULL,
    category      TEXT NOT NULL,           -- Diagnostic, Preventive, Restorative, Endodontic, Surgical, Prosthetic,
                                           -- Cosmetic, Urgent
    nhs_band      TEXT,                    -- Band 1, Band 2, Band 3 or Urgent; NULL where the NHS does not offer it
    private_fee   REAL NOT NULL,           -- today's private price; the fee actually charged is on each line
    minutes       INTEGER NOT NULL         -- usual chair time
);
CREATE TABLE plans (
    plan_id      INTEGER PRIMARY KEY,
    name         TEXT NOT NULL,
    monthly_fee  REAL NOT NULL,            -- today's monthly price (the direct debits show what was collected)
    covers       TEXT NOT NULL             -- what the plan includes
);
CREATE TABLE plan_memberships (
    membership_id  INTEGER PRIMARY KEY,
    patient_id     INTEGER NOT NULL REFERENCES patients(patient_id),
    plan_id        INTEGER NOT NULL REFERENCES plans(plan_id),
    started_on     TEXT NOT NULL,          -- YYYY-MM-DD
    ended_on       TEXT,                   -- NULL while the membership runs
    status         TEXT NOT NULL           -- Active or Cancelled
);
CREATE TABLE appointments (
    appointment_id    INTEGER PRIMARY KEY,
    patient_id        INTEGER NOT NULL REFERENCES patients(patient_id),
    clinician_id      INTEGER NOT NULL REFERENCES clinicians(clinician_id),
    surgery           INTEGER NOT NULL,    -- 1 or 2
    starts_at         TEXT NOT NULL,       -- YYYY-MM-DD HH:MM
    minutes           INTEGER NOT NULL,
    appointment_type  TEXT NOT NULL,       -- New Patient, Check-Up, Hygiene, Treatment, Emergency, Cosmetic
    booked_on         TEXT,                -- YYYY-MM-DD; NULL for walk-in emergencies
    status            TEXT NOT NULL        -- Booked, Attended, Failed To Attend, Cancelled By Patient,
                                           -- Cancelled By Practice
);
CREATE TABLE appointment_treatments (
    line_id         INTEGER PRIMARY KEY,
    appointment_id  INTEGER NOT NULL REFERENCES appointments(appointment_id),
    treatment_id    INTEGER NOT NULL REFERENCES treatments(treatment_id),
    tooth           TEXT,                  -- e.g. UR6 (upper right sixth); NULL for whole-mouth treatments
    charge_type     TEXT NOT NULL,         -- NHS, Private, or Plan (covered by the patient's care plan)
    fee             REAL                   -- private fee charged (0 under a plan); NULL on NHS lines, which are
                                           -- charged by band on the invoice
);
CREATE TABLE invoices (
    invoice_id      INTEGER PRIMARY KEY,
    patient_id      INTEGER NOT NULL REFERENCES patients(patient_id),
    appointment_id  INTEGER NOT NULL REFERENCES appointments(appointment_id),
    issued_on       TEXT NOT NULL,         -- YYYY-MM-DD
    invoice_type    TEXT NOT NULL,         -- Treatment or Missed Appointment Fee
    nhs_band        TEXT,                  -- the NHS band charged; NULL when no NHS charge
    nhs_charge      REAL NOT NULL,         -- 0 when no NHS charge
    private_charge  REAL NOT NULL,         -- 0 when no private fees
    total           REAL NOT NULL,
    status          TEXT NOT NULL          -- Paid, Part Paid, Unpaid, Written Off
);
CREATE TABLE payments (
    payment_id     INTEGER PRIMARY KEY,
    paid_on        TEXT NOT NULL,          -- YYYY-MM-DD
    amount         REAL NOT NULL,
    method         TEXT NOT NULL,          -- Card, Cash, Bank Transfer, Direct Debit
    invoice_id     INTEGER REFERENCES invoices(invoice_id),              -- NULL for care plan direct debits
    membership_id  INTEGER REFERENCES plan_memberships(membership_id)    -- NULL for invoice payments
);
CREATE TABLE recalls (
    recall_id               INTEGER PRIMARY KEY,
    patient_id              INTEGER NOT NULL REFERENCES patients(patient_id),
    recall_type             TEXT NOT NULL, -- Check-Up or Hygiene
    due_on                  TEXT NOT NULL, -- YYYY-MM-DD
    reminder_sent_on        TEXT,          -- NULL when no reminder went out
    reminder_method         TEXT,          -- SMS, Email, Letter; NULL when none went out
    booked_appointment_id   INTEGER REFERENCES appointments(appointment_id)   -- NULL until the patient books
);
CREATE INDEX idx_appointments_patient ON appointments(patient_id);
CREATE INDEX idx_appointments_clinician ON appointments(clinician_id);
CREATE INDEX idx_lines_appointment ON appointment_treatments(appointment_id);
CREATE INDEX idx_invoices_patient ON invoices(patient_id);
CREATE INDEX idx_payments_invoice ON payments(invoice_id);
CREATE INDEX idx_recalls_patient ON recalls(patient_id);
"""

BOOKS_START = date(2023, 6, 1)  # the practice software went live; nothing earlier is on the system
TODAY = date(2025, 12, 12)  # a Friday: the last day in the books
DIARY_AHEAD_DAYS = 42  # appointments already booked after today
NEW_ADULTS_PRIVATE_FROM = date(2024, 9, 1)  # the practice stopped taking new NHS adults

# first, last, role, GDC number, surgery, NHS performer, started, left, working weekdays (Mon=0), share of new patients
CLINICIANS = [
    ("Priya", "Shah", "Dentist", "81234", 1, 1, "2009-03-02", None, (0, 1, 2, 3), 0.42),
    ("Thomas", "Whitaker", "Dentist", "140217", 2, 1, "2018-09-03", "2024-08-30", (0, 1, 2), 0.36),
    ("Gareth", "Lewis", "Dentist", "102658", 1, 1, "2015-01-12", None, (4, 5), 0.22),
    ("Emma", "Clarke", "Hygienist", "205511", 2, 0, "2016-05-09", None, (3, 4), 0.0),
    ("Aisha", "Okafor", "Dentist", "231940", 2, 1, "2024-09-09", None, (0, 1, 2), 0.36),
    ("Sophie", "Patel", "Hygienist", "260384", 2, 0, "2024-03-02", None, (5,), 0.0),
]
REPLACED_BY = {2: 5}  # Dr Whitaker's patients were handed to Dr Okafor when he left
DAY_HOURS = {"weekday": (8 * 60 + 30, 17 * 60 + 30), "saturday": (9 * 60, 13 * 60)}  # minutes after midnight
LUNCH = (13 * 60, 14 * 60)
SLOT = 10  # minutes: the diary's grid
LEAVE_WEEKS = 4  # each clinician's holiday, two weeks in August and two more across the year

# England and Wales bank holidays in the span, and the Christmas closure
CLOSED = [
    (date(2023, 8, 28), date(2023, 8, 28)), (date(2023, 12, 23), date(2024, 1, 1)),
    (date(2024, 3, 29), date(2024, 4, 1)), (date(2024, 5, 6), date(2024, 5, 6)), (date(2024, 5, 27), date(2024, 5, 27)),
    (date(2024, 8, 26), date(2024, 8, 26)), (date(2024, 12, 24), date(2025, 1, 1)),
    (date(2025, 4, 18), date(2025, 4, 21)), (date(2025, 5, 5), date(2025, 5, 5)),
    (date(2025, 5, 26), date(2025, 5, 26)),
    (date(2025, 8, 25), date(2025, 8, 25)), (date(2025, 12, 24), date(2026, 1, 1)),
]

# code, name, category, NHS band, private fee at the start (2023), minutes
TREATMENTS = [
    ("NPE", "New Patient Examination", "Diagnostic", "Band 1", 85.0, 40),
    ("EXAM", "Check-Up", "Diagnostic", "Band 1", 55.0, 20),
    ("XRAY", "Bitewing X-Ray", "Diagnostic", "Band 1", 18.0, 10),
    ("SP", "Scale & Polish", "Preventive", "Band 1", 65.0, 30),
    ("FLU", "Fluoride Varnish", "Preventive", "Band 1", 25.0, 10),
    ("FS", "Fissure Sealant", "Preventive", "Band 2", 30.0, 20),
    ("AMF", "Amalgam Filling", "Restorative", "Band 2", 95.0, 30),
    ("CMF", "Composite Filling", "Restorative", "Band 2", 140.0, 40),
    ("RCA", "Root Canal (Front Tooth)", "Endodontic", "Band 2", 350.0, 60),
    ("RCM", "Root Canal (Molar)", "Endodontic", "Band 2", 550.0, 90),
    ("CRN", "Porcelain Crown", "Restorative", "Band 3", 650.0, 60),
    ("EXT", "Extraction", "Surgical", "Band 2", 120.0, 30),
    ("SXT", "Surgical Extraction", "Surgical", "Band 2", 250.0, 60),
    ("DEN", "Acrylic Denture", "Prosthetic", "Band 3", 600.0, 40),
    ("EMG", "Emergency Appointment", "Urgent", "Urgent", 75.0, 20),
    ("WHT", "Teeth Whitening (Home Kit)", "Cosmetic", None, 350.0, 40),
    ("IMP", "Dental Implant", "Cosmetic", None, 2400.0, 90),
    ("MGD", "Sports Mouthguard", "Cosmetic", None, 90.0, 20),
    ("HYG", "Hygienist Visit", "Preventive", None, 70.0, 30),
]
PRIVATE_RISES = [(date(2024, 1, 1), 1.05), (date(2025, 1, 1), 1.04)]  # price-list rises, rounded to the pound
# NHS patient charges in England: frozen in 2024, up on 1 April 2025
NHS_CHARGES = {
    date(2023, 4, 24): {"Band 1": 25.80, "Band 2": 70.70, "Band 3": 306.80, "Urgent": 25.80},
    date(2025, 4, 1): {"Band 1": 27.40, "Band 2": 75.30, "Band 3": 326.70, "Urgent": 27.40},
}
BAND_ORDER = {"Urgent": 0, "Band 1": 1, "Band 2": 2, "Band 3": 3}

# name, monthly fee before / from the rise, what it covers, visits covered (check-ups, hygiene) a year, discount
PLANS = [
    ("Essential Care", 16.50, 17.50, "Two check-ups and two hygienist visits a year", 0.0),
    ("Complete Care", 22.00, 23.50, "Two check-ups, two hygienist visits, X-rays and 10% off treatment", 0.10),
    ("Child Care", 6.50, 6.50, "Two check-ups a year, fluoride and sealants for under-18s", 0.0),
]
PLAN_RISE_ON = date(2025, 4, 1)
PLAN_JOIN_RATE = 0.34  # of private adults over the span
NHS_TO_PLAN_RATE = 0.06  # NHS adults who went private by joining a plan
PLAN_CANCEL_RATE = 0.015  # per month a member cancels

FIRST_NAMES_F = [
    "Olivia", "Amelia", "Isla", "Ava", "Emily", "Sophia", "Grace", "Mia", "Poppy", "Ella", "Lily", "Evie", "Freya",
    "Charlotte", "Sienna", "Hannah", "Sarah", "Rachel", "Claire", "Helen", "Karen", "Susan", "Margaret", "Joan",
    "Patricia", "Linda", "Deborah", "Jennifer", "Nicola", "Lisa", "Joanne", "Priya", "Fatima", "Zainab", "Aisha",
    "Megan", "Chloe", "Jessica", "Lauren", "Katie", "Rebecca", "Laura", "Emma", "Gemma", "Sandra", "Pauline",
]
FIRST_NAMES_M = [
    "Oliver", "George", "Noah", "Arthur", "Harry", "Leo", "Muhammad", "Jack", "Charlie", "Oscar", "Jacob", "Henry",
    "Thomas", "James", "William", "Daniel", "Matthew", "Ryan", "Adam", "Michael", "David", "Paul", "Mark", "Andrew",
    "Richard", "Stephen", "Peter", "John", "Robert", "Christopher", "Gary", "Kevin", "Ian", "Alan", "Brian", "Keith",
    "Ahmed", "Ravi", "Samuel", "Joshua", "Luke", "Ben", "Lewis", "Callum", "Dylan", "Ethan",
]
LAST_NAMES = [
    "Smith", "Jones", "Taylor", "Brown", "Williams", "Wilson", "Johnson", "Davies", "Robinson", "Wright", "Thompson",
    "Evans", "Walker", "White", "Roberts", "Green", "Hall", "Wood", "Jackson", "Clarke", "Hughes", "Edwards", "Khan",
    "Patel", "Lewis", "Harris", "Martin", "Cooper", "King", "Lee", "Baker", "Hill", "Morris", "Ward", "Turner",
    "Moore", "Parker", "Bennett", "Cook", "Bailey", "Bell", "Collins", "Ahmed", "Begum", "Murphy", "Kelly", "Price",
    "Shaw", "Mason", "Marshall", "Chapman", "Ellis", "Webb", "Rogers", "Hussain", "Mills", "Knight", "Fox", "Grant",
]
POSTCODES = [("LS6", 20), ("LS16", 16), ("LS17", 12), ("LS7", 10), ("LS8", 9), ("LS18", 7), ("LS12", 6), ("LS4", 5),
             ("LS5", 5), ("LS13", 4)]
EMAIL_DOMAINS = ["mailbox.test", "inbox.test", "postly.test", "example.net", "webmail.test"]
NO_POSTCODE_RATE = 0.03
NO_PHONE_RATE = 0.06
NO_EMAIL_RATE = 0.22
NO_USUAL_DENTIST_RATE = 0.02

N_EXISTING_PATIENTS = 2300  # on the list when the books start
N_NEW_PATIENTS = 1250  # who join over the span
NEW_PATIENT_MONTHS = [1.5, 1.1, 1.0, 0.9, 0.9, 0.8, 0.8, 0.7, 1.4, 1.1, 1.0, 0.6]  # January and September peaks
# age band (low, high) and weight, for patients when they register
AGE_BANDS = [((2, 11), 12), ((12, 17), 9), ((18, 29), 15), ((30, 44), 22), ((45, 64), 25), ((65, 90), 17)]
NHS_SHARE_EXISTING = {"child": 0.85, "adult": 0.62}
NHS_SHARE_NEW = {"child": 0.8, "adult": 0.45}  # adults only until NEW_ADULTS_PRIVATE_FROM
# reasons an adult NHS patient pays no charges, and weights; NULL (None) means they pay
ADULT_EXEMPTIONS = [(None, 78), ("Universal Credit", 9), ("HC2 Certificate", 4), ("Pregnant Or Nursing", 3),
                    ("Pension Credit", 3), ("Under 19 In Education", 0)]
RECALL_MONTHS_WEIGHTS = [(6, 55), (9, 15), (12, 30)]  # check-up interval
HYGIENE_HABIT = {"NHS": 0.22, "Private": 0.62}  # patients who see the hygienist every six months
LATE_FOR_RECALL = (4, 45)  # days after the due date a patient usually books for
AUGUST_DEFER = 0.6  # share of August check-ups pushed to September
LAPSE_RATE = 0.10  # patients who simply stop coming at some point
LEAVE_REASONS = [("Moved Away", 55), ("Moved Practice", 35), ("Deceased", 4)]
LEAVE_RATE = 0.07  # patients who tell us they are leaving
FTA_REMOVAL_AFTER = 3  # failed appointments before a patient is taken off the list (sometimes)
FTA_REMOVAL_RATE = 0.5

# chance of each finding at an attended check-up: treatment code, chance, teeth (low, high)
FINDINGS = [("CMF", 0.16, (1, 3)), ("AMF", 0.07, (1, 2)), ("RCM", 0.018, (1, 1)), ("RCA", 0.012, (1, 1)),
            ("CRN", 0.035, (1, 1)), ("EXT", 0.03, (1, 2)), ("SXT", 0.006, (1, 1)), ("DEN", 0.006, (1, 1)),
            ("IMP", 0.006, (1, 1))]
PRIVATE_ONLY_FINDINGS = {"IMP"}
XRAY_RATE = 0.45  # check-ups with bitewings
NHS_SCALE_RATE = 0.35  # NHS check-ups where the dentist also scales
CHILD_FLUORIDE_RATE = 0.7
CHILD_SEALANT_RATE = 0.06
EMERGENCY_PER_YEAR = 0.09  # per patient
EMERGENCY_FINDING = [("EXT", 0.22), ("CMF", 0.25), ("RCM", 0.06)]
WALK_IN_EMERGENCY = 0.4  # emergencies seen the same day with no booking made
WHITENING_PER_YEAR = 0.025  # per private adult; more before summer and Christmas
WHITENING_MONTHS = [0.8, 0.8, 1.0, 1.2, 1.6, 1.6, 1.1, 0.7, 0.8, 0.9, 1.2, 1.4]
MOUTHGUARD_PER_YEAR = 0.012  # per child or young adult, mostly in August and September
MOUTHGUARD_MONTHS = [0.6, 0.4, 0.4, 0.6, 0.6, 0.6, 1.0, 2.5, 2.5, 0.8, 0.6, 0.4]

# appointment outcomes: base chances, and what moves them
FTA_RATE = 0.045
CANCEL_BY_PATIENT_RATE = 0.07
CANCEL_BY_PRACTICE_RATE = 0.015
FTA_FACTOR = {"young": 1.8, "monday": 1.3, "december": 1.4, "nhs": 1.3}
WINTER_CANCEL_FACTOR = 1.5  # December to February: colds and snow
REBOOK_AFTER_MISS = 0.8  # missed or cancelled appointments rebooked
MISSED_FEE = {date(2023, 1, 1): 30.0, date(2025, 1, 1): 35.0}  # charged to private patients who fail to attend
MISSED_FEE_WAIVED = 0.45

CARD_SHARE = 0.86  # of payments at the desk; the rest cash, big bills by bank transfer
BANK_TRANSFER_OVER = 1000.0
DEPOSIT_SHARE = 0.5  # crowns, dentures and implants: half on the day, the rest later
UNPAID_RATE = 0.025  # bills left unpaid at the desk
RECENT_DAYS = 60  # unpaid bills older than this are chased: most paid, some written off
WRITE_OFF_RATE = 0.3
REMINDER_DAYS_BEFORE = 21
REMINDER_METHOD_WEIGHTS = {"SMS": 60, "Email": 30, "Letter": 10}
NO_REMINDER_RATE = 0.04  # recalls the system failed to send
