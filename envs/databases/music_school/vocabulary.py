"""The ``music_school`` database's title, schema (DDL), and the vocabularies, prices, rates and weights its generator
draws from (``generator.py``)."""

from datetime import date

TITLE = ("Ravensbourne Music Academy: pupils and their teachers, termly lesson enrolments and lessons, graded exams, "
         "instrument hire, term invoices and concerts")

SCHEMA = """
CREATE TABLE terms (
    term_id           INTEGER PRIMARY KEY,
    name              TEXT NOT NULL UNIQUE,   -- e.g. Autumn 2024
    academic_year     TEXT NOT NULL,          -- September to July, e.g. 2024-25
    season            TEXT NOT NULL,          -- Autumn, Spring, Summer
    starts_on         TEXT NOT NULL,          -- YYYY-MM-DD, first teaching day
    ends_on           TEXT NOT NULL,          -- last teaching day
    half_term_starts  TEXT NOT NULL,          -- no lessons from this day ...
    half_term_ends    TEXT NOT NULL,          -- ... to this one
    weekly_lessons    INTEGER NOT NULL        -- lessons a full-term enrolment gets
);
CREATE TABLE teachers (
    teacher_id          INTEGER PRIMARY KEY,
    first_name          TEXT NOT NULL,
    last_name           TEXT NOT NULL,
    department          TEXT NOT NULL,        -- Keyboard, Strings, Woodwind, Brass, Guitar, Percussion, Voice
    main_instrument     TEXT NOT NULL,        -- some also teach a second or third instrument
    employment          TEXT NOT NULL,        -- Employed or Freelance
    hourly_rate         REAL NOT NULL,        -- current pay per teaching hour
    head_of_department  INTEGER NOT NULL,     -- 0/1
    email               TEXT,                 -- NULL when not on file
    started_on          TEXT NOT NULL,        -- YYYY-MM-DD
    left_on             TEXT                  -- NULL while still teaching here
);
CREATE TABLE students (
    student_id     INTEGER PRIMARY KEY,
    first_name     TEXT NOT NULL,
    last_name      TEXT NOT NULL,
    date_of_birth  TEXT,                      -- YYYY-MM-DD; NULL for adults who did not give it
    age_group      TEXT NOT NULL,             -- Junior (under 18 when they joined) or Adult
    guardian_name  TEXT,                      -- parent or guardian; NULL for adults
    email          TEXT,                      -- the guardian's for juniors (shared by brothers and sisters)
    phone          TEXT,                      -- NULL when none was given
    joined_on      TEXT NOT NULL,             -- YYYY-MM-DD
    status         TEXT NOT NULL,             -- Active, Paused (taking a break), Left
    left_on        TEXT                       -- NULL unless Left
);
CREATE TABLE enrolments (
    enrolment_id    INTEGER PRIMARY KEY,
    student_id      INTEGER NOT NULL REFERENCES students(student_id),
    term_id         INTEGER NOT NULL REFERENCES terms(term_id),
    teacher_id      INTEGER NOT NULL REFERENCES teachers(teacher_id),
    instrument      TEXT NOT NULL,            -- Piano, Violin, Singing, Drums, ...
    lesson_minutes  INTEGER NOT NULL,         -- 30, 45 or 60
    lesson_day      TEXT NOT NULL,            -- Monday ... Saturday, the same every week
    lesson_time     TEXT NOT NULL,            -- HH:MM
    term_fee        REAL NOT NULL,            -- the lessons booked times that academic year's price per lesson
    starts_on       TEXT NOT NULL,            -- first lesson; later than the term start for mid-term joiners
    withdrawn_on    TEXT                      -- NULL unless the pupil stopped part-way through the term
);
CREATE TABLE lessons (
    lesson_id     INTEGER PRIMARY KEY,
    enrolment_id  INTEGER NOT NULL REFERENCES enrolments(enrolment_id),
    lesson_date   TEXT NOT NULL,              -- YYYY-MM-DD, the booked weekly slot
    status        TEXT NOT NULL,              -- Attended, Missed (pupil absent), Cancelled by Teacher, Scheduled
    made_up_on    TEXT                        -- when a lesson the teacher cancelled was made up; NULL otherwise
);
CREATE TABLE exams (
    exam_id     INTEGER PRIMARY KEY,
    student_id  INTEGER NOT NULL REFERENCES students(student_id),
    teacher_id  INTEGER REFERENCES teachers(teacher_id),   -- who entered them; NULL when not recorded
    instrument  TEXT NOT NULL,
    board       TEXT NOT NULL,                -- ABRSM (marked out of 150) or Trinity (out of 100)
    grade       INTEGER NOT NULL,             -- 1 to 8
    exam_date   TEXT NOT NULL,                -- YYYY-MM-DD; may be after today for entries already made
    entry_fee   REAL NOT NULL,
    mark        INTEGER,                      -- NULL until the result is in
    result      TEXT                          -- Distinction, Merit, Pass, Fail; NULL until the result is in
);
CREATE TABLE instrument_hires (
    hire_id      INTEGER PRIMARY KEY,
    student_id   INTEGER NOT NULL REFERENCES students(student_id),
    instrument   TEXT NOT NULL,
    asset_tag    TEXT NOT NULL,               -- the school's own instrument, e.g. VN-07
    size         TEXT,                        -- 1/4, 1/2, 3/4, Full for violins and cellos; NULL otherwise
    started_on   TEXT NOT NULL,               -- YYYY-MM-DD
    returned_on  TEXT,                        -- NULL while still out on hire
    monthly_fee  REAL NOT NULL                -- the hire rate agreed when it went out
);
CREATE TABLE invoices (
    invoice_id        INTEGER PRIMARY KEY,
    student_id        INTEGER NOT NULL REFERENCES students(student_id),
    term_id           INTEGER NOT NULL REFERENCES terms(term_id),
    issued_on         TEXT NOT NULL,          -- YYYY-MM-DD
    due_on            TEXT NOT NULL,
    tuition           REAL NOT NULL,          -- the term fees of the pupil's enrolments
    sibling_discount  REAL NOT NULL,          -- 10% of tuition for each child after the first on a family account
    hire_charges      REAL NOT NULL,          -- instrument hire for the term's months
    total             REAL NOT NULL,          -- tuition - sibling_discount + hire_charges
    amount_paid       REAL NOT NULL,
    paid_on           TEXT,                   -- date of the last payment; NULL when nothing has been paid
    payment_method    TEXT,                   -- Bank Transfer, Card, Cash, Cheque; NULL when nothing paid
    status            TEXT NOT NULL           -- Paid, Part Paid, Unpaid
);
CREATE TABLE concerts (
    concert_id    INTEGER PRIMARY KEY,
    title         TEXT NOT NULL,              -- e.g. Christmas Concert 2024
    concert_type  TEXT NOT NULL,              -- Concert, Recital, Showcase
    concert_date  TEXT NOT NULL,              -- YYYY-MM-DD
    venue         TEXT NOT NULL,
    ticket_price  REAL,                       -- NULL when entry is free
    tickets_sold  INTEGER                     -- NULL for free events and those still to come
);
CREATE TABLE concert_performers (
    concert_id  INTEGER NOT NULL REFERENCES concerts(concert_id),
    running_order  INTEGER NOT NULL,          -- place in the programme
    student_id  INTEGER NOT NULL REFERENCES students(student_id),
    instrument  TEXT NOT NULL,
    piece       TEXT NOT NULL,
    PRIMARY KEY (concert_id, running_order)
);
CREATE INDEX idx_enrolments_student ON enrolments(student_id);
CREATE INDEX idx_enrolments_term ON enrolments(term_id);
CREATE INDEX idx_lessons_enrolment ON lessons(enrolment_id);
CREATE INDEX idx_exams_student ON exams(student_id);
CREATE INDEX idx_hires_student ON instrument_hires(student_id);
CREATE INDEX idx_invoices_student ON invoices(student_id);
CREATE INDEX idx_performers_student ON concert_performers(student_id);
"""

TODAY = date(2025, 11, 21)  # the last day in the data: a Friday, half-way through the Autumn 2025 term

# name, academic year, starts, ends, half-term starts, half-term ends, weekly lessons
TERMS = [
    ("Summer 2023", "2022-23", date(2023, 4, 17), date(2023, 7, 19), date(2023, 5, 29), date(2023, 6, 2), 11),
    ("Autumn 2023", "2023-24", date(2023, 9, 6), date(2023, 12, 15), date(2023, 10, 23), date(2023, 10, 27), 12),
    ("Spring 2024", "2023-24", date(2024, 1, 8), date(2024, 3, 27), date(2024, 2, 12), date(2024, 2, 16), 10),
    ("Summer 2024", "2023-24", date(2024, 4, 15), date(2024, 7, 19), date(2024, 5, 27), date(2024, 5, 31), 11),
    ("Autumn 2024", "2024-25", date(2024, 9, 4), date(2024, 12, 18), date(2024, 10, 28), date(2024, 11, 1), 12),
    ("Spring 2025", "2024-25", date(2025, 1, 6), date(2025, 4, 4), date(2025, 2, 17), date(2025, 2, 21), 11),
    ("Summer 2025", "2024-25", date(2025, 4, 22), date(2025, 7, 18), date(2025, 5, 26), date(2025, 5, 30), 10),
    ("Autumn 2025", "2025-26", date(2025, 9, 3), date(2025, 12, 17), date(2025, 10, 27), date(2025, 10, 31), 12),
]
# price per lesson by academic year and lesson length in minutes: prices rise each September
LESSON_PRICE = {
    "2022-23": {30: 17.0, 45: 25.5, 60: 34.0},
    "2023-24": {30: 18.0, 45: 27.0, 60: 36.0},
    "2024-25": {30: 19.25, 45: 28.75, 60: 38.5},
    "2025-26": {30: 20.5, 45: 30.75, 60: 41.0},
}
SIBLING_DISCOUNT = 0.10  # off tuition for every child after the first on one family account
INVOICE_LEAD_DAYS = 14  # invoices go out two weeks before term

# department, instrument, demand weight (for new pupils), share of adults among its learners
INSTRUMENTS = [
    ("Keyboard", "Piano", 30, 1.3),
    ("Strings", "Violin", 12, 0.5), ("Strings", "Viola", 1.5, 0.5), ("Strings", "Cello", 5, 0.7),
    ("Strings", "Double Bass", 0.8, 1.0),
    ("Woodwind", "Flute", 5, 0.8), ("Woodwind", "Clarinet", 4, 0.6), ("Woodwind", "Saxophone", 5, 1.3),
    ("Woodwind", "Oboe", 0.8, 0.6),
    ("Brass", "Trumpet", 4, 0.6), ("Brass", "Trombone", 1.5, 0.6), ("Brass", "French Horn", 0.7, 0.5),
    ("Guitar", "Guitar", 12, 1.2), ("Guitar", "Electric Guitar", 5, 1.2), ("Guitar", "Bass Guitar", 1.5, 1.5),
    ("Percussion", "Drums", 8, 0.9),
    ("Voice", "Singing", 10, 2.0),
]
# first, last, department, instruments taught, employment, hourly rate, head, started, left, capacity, days
# (capacity: pupils a term at most; days: weekday numbers, Monday 0 ... Saturday 5)
TEACHERS = [
    ("Eleanor", "Whitcombe", "Keyboard", ["Piano"], "Employed", 34.0, 1, "2014-09-01", None, 40, [0, 1, 2, 3, 5]),
    ("Daniel", "Osei", "Keyboard", ["Piano"], "Employed", 31.5, 0, "2019-09-02", None, 38, [0, 1, 3, 4, 5]),
    ("Marta", "Kowalczyk", "Keyboard", ["Piano"], "Freelance", 38.0, 0, "2021-01-04", None, 30, [1, 2, 4, 5]),
    ("Harriet", "Lyle", "Keyboard", ["Piano"], "Freelance", 36.0, 0, "2023-09-04", "2025-07-18", 24, [0, 2, 3]),
    ("Tom", "Ferris", "Keyboard", ["Piano"], "Freelance", 37.0, 0, "2025-09-01", None, 26, [0, 2, 3, 5]),
    ("Isabel", "Navarro", "Strings", ["Violin", "Viola"], "Employed", 33.0, 1, "2016-09-01", None, 34,
     [0, 1, 3, 5]),
    ("Ruth", "Adebayo", "Strings", ["Violin"], "Freelance", 37.5, 0, "2022-04-19", None, 22, [1, 2, 4]),
    ("Gareth", "Pryce", "Strings", ["Cello", "Double Bass"], "Employed", 32.0, 0, "2018-01-08", None, 26,
     [0, 2, 3, 5]),
    ("Clare", "Devlin", "Woodwind", ["Flute", "Oboe"], "Employed", 33.0, 1, "2017-09-04", None, 28, [0, 1, 3, 5]),
    ("Marcus", "Bell", "Woodwind", ["Clarinet", "Saxophone"], "Freelance", 39.0, 0, "2020-09-07", None, 24,
     [1, 2, 4]),
    ("Priya", "Raman", "Woodwind", ["Saxophone", "Clarinet", "Flute"], "Freelance", 36.5, 0, "2024-01-08", None,
     20, [0, 3, 5]),
    ("Jonah", "Hartley", "Brass", ["Trumpet", "French Horn"], "Freelance", 38.5, 1, "2019-01-07", None, 22,
     [1, 3, 5]),
    ("Fiona", "McBride", "Brass", ["Trombone", "Trumpet"], "Freelance", 37.0, 0, "2021-09-06", None, 14, [2, 4]),
    ("Luke", "Carrow", "Guitar", ["Guitar", "Electric Guitar", "Bass Guitar"], "Employed", 31.0, 1, "2018-09-03",
     None, 36, [0, 1, 2, 3, 5]),
    ("Ben", "Adeyemi", "Guitar", ["Electric Guitar", "Guitar", "Bass Guitar"], "Freelance", 35.0, 0, "2023-04-17",
     "2024-12-18", 22, [2, 4, 5]),
    ("Sam", "Whitlock", "Guitar", ["Guitar", "Electric Guitar"], "Freelance", 35.5, 0, "2025-01-06", None, 22,
     [2, 4, 5]),
    ("Danny", "Roche", "Percussion", ["Drums"], "Freelance", 36.0, 1, "2019-09-02", None, 30, [0, 1, 3, 5]),
    ("Chris", "Mallory", "Percussion", ["Drums"], "Freelance", 34.0, 0, "2024-09-02", None, 16, [2, 4]),
    ("Amara", "Joseph", "Voice", ["Singing"], "Employed", 32.5, 1, "2020-01-06", None, 32, [0, 1, 2, 3, 5]),
    ("Olivia", "Grant", "Voice", ["Singing", "Piano"], "Freelance", 37.0, 0, "2022-09-05", None, 20, [1, 3, 4]),
]
NO_TEACHER_EMAIL = {"Danny Roche", "Fiona McBride"}  # freelancers who never gave us an address
DAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
# minutes after midnight: when juniors and adults may start a lesson on a weekday and on a Saturday
JUNIOR_WEEKDAY = (15 * 60 + 30, 19 * 60 + 15)
ADULT_WEEKDAY = (10 * 60, 20 * 60 + 30)
SATURDAY = (9 * 60, 14 * 60)
ADULT_DAYTIME = 0.35  # adults who come in during the day rather than the evening

FIRST_NAMES_CHILD = [
    "Oliver", "Amelia", "George", "Isla", "Noah", "Ava", "Arthur", "Mia", "Leo", "Ivy", "Freddie", "Florence",
    "Theo", "Lily", "Oscar", "Freya", "Archie", "Evie", "Henry", "Grace", "Alfie", "Willow", "Jack", "Sophia",
    "Charlie", "Ella", "Harry", "Rosie", "Finley", "Poppy", "Isaac", "Ruby", "Joshua", "Elsie", "Max", "Matilda",
    "Samuel", "Hannah", "Reuben", "Emily", "Zain", "Aisha", "Rohan", "Priya", "Kai", "Mei", "Tomasz", "Zofia",
    "Ethan", "Maya", "Lucas", "Chloe", "Jacob", "Imogen", "Felix", "Clara", "Hugo", "Esme", "Ezra", "Orla",
]
FIRST_NAMES_ADULT = [
    "James", "Sarah", "David", "Rachel", "Paul", "Helen", "Mark", "Claire", "Andrew", "Emma", "Richard", "Laura",
    "Stephen", "Joanne", "Michael", "Katherine", "Simon", "Nicola", "Peter", "Fiona", "Graham", "Susan", "Anil",
    "Deepa", "Martin", "Julie", "Robert", "Anne", "Tim", "Gillian", "Chris", "Louise", "Neil", "Mandy", "Ian",
    "Alison", "Olu", "Yemi", "Wei", "Lin", "Jon", "Beth",
]
LAST_NAMES = [
    "Smith", "Jones", "Taylor", "Brown", "Williams", "Wilson", "Johnson", "Davies", "Patel", "Robinson", "Wright",
    "Thompson", "Evans", "Walker", "White", "Roberts", "Green", "Hall", "Wood", "Jackson", "Clarke", "Khan",
    "Harris", "Lewis", "Martin", "Cooper", "King", "Baker", "Hughes", "Edwards", "Turner", "Hill", "Moore",
    "Morris", "Ward", "Okafor", "Nguyen", "Kowalski", "Shah", "Begum", "Chen", "Murphy", "O'Connor", "Fraser",
    "Bennett", "Ellis", "Price", "Fisher", "Mason", "Lawson", "Sharma", "Ahmed", "Fletcher", "Hunt", "Knight",
]
EMAIL_DOMAINS = ["mailbox.test", "homenet.test", "inbox.test", "example.org", "familymail.test"]
NO_EMAIL_RATE = 0.05
NO_PHONE_RATE = 0.12
ADULT_NO_DOB_RATE = 0.3
GUARDIAN_OTHER_SURNAME = 0.15  # children whose parent on file has another surname

# pupils on the books when the records start, and new pupils (families or adults) per term by season
N_INITIAL_PUPILS = 300
NEW_UNITS = {"Autumn": 52, "Spring": 32, "Summer": 24}
ADULT_SHARE = 0.22  # of new units
FAMILY_CHILDREN = [(1, 74), (2, 21), (3, 5)]
SIBLING_LATER = 0.3  # a younger brother or sister who starts a term or more after the first child
TRANSFER_RATE = 0.3  # new pupils who come with grades from another teacher
MID_TERM_JOIN = 0.2  # of new pupils, those who start part-way through a term
JUNIOR_AGE = (5, 15)  # age when a child starts
ADULT_AGE = (18, 72)
INITIAL_GRADE = [(0, 30), (1, 16), (2, 15), (3, 13), (4, 10), (5, 7), (6, 5), (7, 3), (8, 1)]
MINUTES_BY_GRADE = [(0, {30: 85, 45: 12, 60: 3}), (3, {30: 55, 45: 38, 60: 7}), (6, {30: 15, 45: 50, 60: 35})]
ADULT_MINUTES = {30: 40, 45: 35, 60: 25}

LEAVE_RATE = {"Autumn": 0.06, "Spring": 0.05, "Summer": 0.14}  # pupils not returning after a term of that season
ADULT_LEAVE_EXTRA = 0.05
PAUSE_RATE = 0.035  # pupils who take a term or two off
PAUSE_RETURN = 0.75  # of those, the share who come back; the rest leave
SECOND_INSTRUMENT = 0.025  # pupils who take up another instrument each term
LONGER_LESSON = 0.06  # pupils who move up to a longer lesson after a term
WITHDRAW_RATE = 0.012  # enrolments stopped part-way through a term (the pupil leaves)
MISSED_RATE = 0.055  # lessons the pupil missed
WINTER_MISSED = 0.04  # extra in January and February (colds)
TEACHER_CANCEL_RATE = 0.022
MAKE_UP_RATE = 0.7  # of lessons the teacher cancelled, those made up later
MAKE_UP_DAYS = (2, 25)

# board, share, max mark, pass, merit, distinction, mean mark, sd
BOARDS = [("ABRSM", 0.65, 150, 100, 120, 130, 116.0, 12.0), ("Trinity", 0.35, 100, 60, 75, 87, 74.0, 9.5)]
EXAM_RATE = 0.17  # per junior pupil-instrument each term, from the second term on
ADULT_EXAM_RATE = 0.03
ROCK_INSTRUMENTS = ("Drums", "Electric Guitar", "Bass Guitar")  # always entered for Trinity's rock and pop grades
GRADE_SKIP = 0.15  # pupils who skip a grade
RESULTS_DAYS = 21  # results come back three weeks after the exam
NO_EXAM_TEACHER_RATE = 0.03
# entry fee by grade (1-8) in 2023; fees rise every January
ENTRY_FEES = {"ABRSM": [49, 55, 61, 67, 76, 84, 96, 108], "Trinity": [47, 53, 58, 64, 72, 80, 91, 104]}
ENTRY_FEE_RISE = 1.05

# instrument, asset tag prefix, school instruments of the kind, monthly fee before and from HIRE_RISE_ON
HIRE_STOCK = [
    ("Violin", "VN", 22, 14.0, 15.5), ("Viola", "VA", 4, 16.0, 17.5), ("Cello", "VC", 9, 24.0, 26.0),
    ("Flute", "FL", 8, 15.0, 16.5), ("Clarinet", "CL", 8, 15.0, 16.5), ("Saxophone", "SX", 6, 22.0, 24.0),
    ("Trumpet", "TP", 6, 13.0, 14.5), ("Trombone", "TB", 4, 15.0, 16.5), ("French Horn", "HN", 2, 25.0, 27.5),
]
HIRE_RISE_ON = date(2024, 9, 1)
HIRE_RATE = 0.55  # juniors starting a hireable instrument who hire one of ours
HIRE_MONTHS = (2, 24)  # how long a hire lasts before they buy their own
SIZES = [(7, "1/4"), (9, "1/2"), (11, "3/4"), (99, "Full")]  # size by age (under ...), violins and cellos
# hire is billed by calendar month: the months each season's invoice covers
HIRE_BILLING_MONTHS = {"Autumn": [9, 10, 11, 12], "Spring": [1, 2, 3, 4], "Summer": [5, 6, 7, 8]}

PAID_LATE_DAYS = (-12, 40)  # days from the due date to payment
PART_PAID_RATE = 0.035
UNPAID_RATE = 0.015
CURRENT_TERM_UNPAID = 0.1  # this term's invoices still outstanding
PAYMENT_METHODS = [("Bank Transfer", 70), ("Card", 20), ("Cheque", 6), ("Cash", 4)]

# concert title, type, venue, week of term (negative: from the end), weekday, ticket price, performers, seasons
CONCERTS = [
    ("Informal Recital", "Recital", "Recital Room", 5, 5, None, (10, 16), ("Autumn", "Spring", "Summer")),
    ("Christmas Concert", "Concert", "St Mary's Church", -1, 5, 8.0, (20, 28), ("Autumn",)),
    ("Spring Showcase", "Showcase", "Main Hall", -2, 4, 6.0, (16, 24), ("Spring",)),
    ("Adult Learners' Evening", "Recital", "Recital Room", -4, 2, None, (7, 12), ("Spring",)),
    ("Summer Concert", "Concert", "Ravensbourne Arts Centre", -2, 5, 10.0, (22, 30), ("Summer",)),
]
TICKET_RISE = {2023: 0.0, 2024: 0.0, 2025: 2.0}  # ticket prices went up by this from 2025
VENUE_SEATS = {"St Mary's Church": 220, "Main Hall": 160, "Ravensbourne Arts Centre": 300, "Recital Room": 60}
PIECES = {
    "Piano": ["Für Elise (Beethoven)", "Prelude in C (Bach)", "Gymnopédie No. 1 (Satie)", "The Entertainer (Joplin)",
              "Clair de Lune (Debussy)", "Waltz in A minor (Chopin)", "Sonatina in G (Clementi)"],
    "Violin": ["Humoresque (Dvořák)", "Gavotte (Gossec)", "Meditation from Thaïs (Massenet)",
               "Concerto in A minor (Vivaldi)", "Allegro (Suzuki)"],
    "Viola": ["Élégie (Fauré)", "Concerto in G (Telemann)"],
    "Cello": ["The Swan (Saint-Saëns)", "Bourrée (Bach)", "Élégie (Fauré)"],
    "Double Bass": ["The Elephant (Saint-Saëns)", "Walking Bass Blues"],
    "Flute": ["Syrinx (Debussy)", "Badinerie (Bach)", "Sicilienne (Fauré)", "Pink Panther (Mancini)"],
    "Clarinet": ["Stranger on the Shore (Bilk)", "Concerto in A, slow movement (Mozart)", "Petite Pièce (Debussy)"],
    "Saxophone": ["Baker Street (Rafferty)", "Take Five (Desmond)", "Pink Panther (Mancini)"],
    "Oboe": ["Gabriel's Oboe (Morricone)", "Romance (Schumann)"],
    "Trumpet": ["Trumpet Voluntary (Clarke)", "Il Silenzio (Rosso)", "Trumpet Tune (Purcell)"],
    "Trombone": ["Bolero (Ravel)", "Sliding Home Blues"],
    "French Horn": ["Romance (Saint-Saëns)", "Horn Concerto No. 4 (Mozart)"],
    "Guitar": ["Romanza", "Lágrima (Tárrega)", "Greensleeves", "Blackbird (Lennon-McCartney)"],
    "Electric Guitar": ["Sweet Child o' Mine", "Smoke on the Water", "Johnny B. Goode", "Seven Nation Army"],
    "Bass Guitar": ["Another One Bites the Dust", "Come Together"],
    "Drums": ["We Will Rock You", "Back in Black", "Rock Grade 3 study", "Sing, Sing, Sing"],
    "Singing": ["Memory (Cats)", "Where is Love? (Oliver!)", "Caro mio ben", "Castle on a Cloud (Les Mis)",
                "Someone Like You (Adele)", "Pie Jesu (Fauré)"],
}
