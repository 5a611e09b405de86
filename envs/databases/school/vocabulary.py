"""The ``school`` database's title, schema (DDL), and the vocabularies, weights and rates its generator draws
from (``generator.py``)."""

from datetime import date

TITLE = "Ashcombe Park School — students, teachers, classes and assessment results for 2024–25"

SCHEMA = """
CREATE TABLE subjects (
    subject_id   INTEGER PRIMARY KEY,
    code         TEXT NOT NULL UNIQUE,
    name         TEXT NOT NULL,
    department   TEXT NOT NULL
);
CREATE TABLE teachers (
    teacher_id   INTEGER PRIMARY KEY,
    staff_code   TEXT NOT NULL UNIQUE,
    title        TEXT NOT NULL,
    first_name   TEXT NOT NULL,
    last_name    TEXT NOT NULL,
    email        TEXT NOT NULL UNIQUE,
    department   TEXT NOT NULL,
    role         TEXT NOT NULL,
    phone_ext    TEXT
);
CREATE TABLE students (
    student_id     INTEGER PRIMARY KEY,
    admission_no   TEXT NOT NULL UNIQUE,
    first_name     TEXT NOT NULL,
    last_name      TEXT NOT NULL,
    gender         TEXT NOT NULL CHECK (gender IN ('F', 'M')),
    date_of_birth  TEXT NOT NULL,
    year_group     INTEGER NOT NULL CHECK (year_group BETWEEN 7 AND 13),
    house          TEXT NOT NULL,
    email          TEXT UNIQUE,
    left_on        TEXT
);
CREATE TABLE classes (
    class_id     INTEGER PRIMARY KEY,
    class_code   TEXT NOT NULL,
    subject_id   INTEGER NOT NULL REFERENCES subjects (subject_id),
    teacher_id   INTEGER NOT NULL REFERENCES teachers (teacher_id),
    year_group   INTEGER NOT NULL,
    term         TEXT NOT NULL,
    room         TEXT,
    UNIQUE (class_code, term)
);
CREATE TABLE enrollments (
    enrollment_id  INTEGER PRIMARY KEY,
    student_id     INTEGER NOT NULL REFERENCES students (student_id),
    class_id       INTEGER NOT NULL REFERENCES classes (class_id),
    enrolled_on    TEXT NOT NULL,
    withdrew_on    TEXT,
    UNIQUE (student_id, class_id)
);
CREATE TABLE assessments (
    assessment_id  INTEGER PRIMARY KEY,
    class_id       INTEGER NOT NULL REFERENCES classes (class_id),
    title          TEXT NOT NULL,
    kind           TEXT NOT NULL CHECK (kind IN ('quiz', 'test', 'coursework', 'exam')),
    assessed_on    TEXT NOT NULL,
    max_score      INTEGER NOT NULL
);
CREATE TABLE results (
    result_id      INTEGER PRIMARY KEY,
    assessment_id  INTEGER NOT NULL REFERENCES assessments (assessment_id),
    student_id     INTEGER NOT NULL REFERENCES students (student_id),
    score          INTEGER,
    UNIQUE (assessment_id, student_id)
);
CREATE INDEX idx_classes_subject ON classes (subject_id);
CREATE INDEX idx_classes_teacher ON classes (teacher_id);
CREATE INDEX idx_enrollments_class ON enrollments (class_id);
CREATE INDEX idx_assessments_class ON assessments (class_id);
CREATE INDEX idx_results_student ON results (student_id);
"""

STAFF_DOMAIN = "ashcombepark.sch.uk"
STUDENT_DOMAIN = "students.ashcombepark.sch.uk"

# code, name, department, has coursework, difficulty offset (percentage points)
SUBJECTS = (
    ("ENG", "English", "English", True, 0),
    ("MAT", "Mathematics", "Mathematics", False, -3),
    ("FMA", "Further Mathematics", "Mathematics", False, -6),
    ("SCI", "Science", "Science", False, -2),
    ("BIO", "Biology", "Science", False, -3),
    ("CHE", "Chemistry", "Science", False, -6),
    ("PHY", "Physics", "Science", False, -5),
    ("HIS", "History", "Humanities", True, 0),
    ("GEO", "Geography", "Humanities", True, 1),
    ("REL", "Religious Studies", "Humanities", False, 3),
    ("PSY", "Psychology", "Social Sciences", False, -1),
    ("SOC", "Sociology", "Social Sciences", False, 2),
    ("ECO", "Economics", "Social Sciences", False, -4),
    ("BUS", "Business Studies", "Social Sciences", True, 2),
    ("FRE", "French", "Languages", False, -4),
    ("SPA", "Spanish", "Languages", False, -2),
    ("ART", "Art and Design", "Creative Arts", True, 6),
    ("MUS", "Music", "Creative Arts", True, 4),
    ("DRA", "Drama", "Creative Arts", True, 7),
    ("CMP", "Computer Science", "Technology", True, -2),
    ("DT", "Design and Technology", "Technology", True, 3),
    ("PE", "Physical Education", "Physical Education", True, 8),
)

# Who may teach a subject, by the teacher's specialism (default: the subject's own specialists).
TEACHABLE_BY = {"SCI": ("BIO", "CHE", "PHY"), "MAT": ("MAT", "FMA"), "BUS": ("BUS", "ECO")}

# specialism, number of teachers (departments come from SUBJECTS)
STAFFING = (
    ("ENG", 8), ("MAT", 7), ("FMA", 2), ("BIO", 4), ("CHE", 3), ("PHY", 3), ("HIS", 4), ("GEO", 3),
    ("REL", 2), ("PSY", 2), ("SOC", 1), ("ECO", 1), ("BUS", 1), ("FRE", 2), ("SPA", 2), ("ART", 3),
    ("MUS", 2), ("DRA", 2), ("CMP", 3), ("DT", 2), ("PE", 6),
)
SENIOR_ROLES = ("Headteacher", "Deputy Headteacher", "Deputy Headteacher", "Assistant Headteacher")
ROOM_PREFIX = {
    "English": "E", "Mathematics": "M", "Science": "S", "Humanities": "H", "Social Sciences": "SS",
    "Languages": "L", "Creative Arts": "A", "Technology": "T",
}
ROOMS_PER_PREFIX = 8

HOUSES = ("Falcon", "Heron", "Kestrel", "Osprey")
HOUSE_WEIGHTS = (28, 25, 25, 22)
YEAR_SIZES = ((7, 184), (8, 178), (9, 171), (10, 166), (11, 158), (12, 97), (13, 86))

KS3_SUBJECTS = ("ENG", "MAT", "SCI", "HIS", "GEO", "REL", "ART", "MUS", "DRA", "CMP", "PE")
SETTED = ("ENG", "MAT", "SCI")
GCSE_CORE = ("ENG", "MAT", "SCI", "PE")
GCSE_OPTIONS = (  # option subject, popularity weight
    ("HIS", 30), ("GEO", 26), ("CMP", 22), ("BUS", 20), ("SPA", 17), ("ART", 14), ("FRE", 11),
    ("DT", 10), ("REL", 9), ("DRA", 8), ("MUS", 5),
)
ALEVEL_OPTIONS = (
    ("MAT", 30), ("PSY", 24), ("BIO", 22), ("CHE", 18), ("ENG", 14), ("HIS", 14), ("PHY", 12),
    ("ECO", 12), ("SOC", 12), ("BUS", 10), ("CMP", 9), ("GEO", 9), ("ART", 8), ("REL", 4),
    ("FRE", 3), ("SPA", 3), ("DRA", 3), ("DT", 3), ("MUS", 2),
)
MAX_CLASS = {"ks3": 30, "gcse": 28, "alevel": 22}

# name, first day, last day, half-term week (Monday)
TERMS = (
    ("Autumn 2024", date(2024, 9, 4), date(2024, 12, 20), date(2024, 10, 28)),
    ("Spring 2025", date(2025, 1, 6), date(2025, 4, 4), date(2025, 2, 17)),
    ("Summer 2025", date(2025, 4, 22), date(2025, 7, 18), date(2025, 5, 26)),
)
STUDY_LEAVE = date(2025, 5, 16)  # Years 11 and 13 stop lessons for their public exams
MOCK_WEEKS = {"Autumn 2024": date(2024, 12, 2), "Spring 2025": date(2025, 3, 3)}  # Years 11 and 13
END_OF_YEAR_EXAMS = date(2025, 6, 9)  # two weeks, everyone else

KIND_BASE = {"quiz": 68, "test": 62, "coursework": 66, "exam": 57}
KIND_NOISE = {"quiz": 13, "test": 10, "coursework": 8, "exam": 9}
TERM_TREND = {"Autumn 2024": 0.0, "Spring 2025": 2.0, "Summer 2025": 3.5}
QUIZ_MAX = (10, 20, 20, 25)
TEST_MAX = (40, 50, 50, 60)
COURSEWORK_MAX = (30, 40, 50)
EXAM_MAX = (80, 100, 100, 120)

FEMALE_NAMES = (
    "Amelia", "Olivia", "Isla", "Ava", "Mia", "Ivy", "Lily", "Isabella", "Rosie", "Sophia", "Grace", "Freya",
    "Evie", "Poppy", "Ella", "Daisy", "Emily", "Sienna", "Harper", "Matilda", "Phoebe", "Ruby", "Alice",
    "Maya", "Chloe", "Zara", "Aisha", "Hannah", "Imogen", "Layla", "Esme", "Florence", "Niamh", "Priya",
    "Erin", "Megan", "Jessica", "Lucy", "Holly", "Amira", "Eleanor", "Tilly", "Bethany", "Leah", "Nadia",
    "Orla", "Sofia", "Keira", "Maisie", "Scarlett",
)
MALE_NAMES = (
    "Oliver", "George", "Noah", "Arthur", "Leo", "Harry", "Oscar", "Archie", "Henry", "Jack", "Charlie",
    "Freddie", "Theo", "Alfie", "Jacob", "Thomas", "Finley", "Isaac", "Joshua", "Max", "Samuel", "Reuben",
    "Ethan", "Louis", "Mohammed", "Adam", "Rory", "Callum", "Kai", "Dylan", "Tobias", "Ewan", "Ibrahim",
    "Rohan", "Luca", "Owen", "Harvey", "Elliot", "Jamie", "Zachary", "Ben", "Caleb", "Daniel", "Felix",
    "Hugo", "Kieran", "Nathan", "Patrick", "Sebastian", "Yusuf",
)
LAST_NAMES = (
    "Ashworth", "Bamford", "Barraclough", "Bennett", "Blackwood", "Bramley", "Brennan", "Brooks", "Calloway",
    "Carrick", "Chadwick", "Chowdhury", "Clegg", "Cotterill", "Crossley", "Dalby", "Davenport", "Dempsey",
    "Donnelly", "Dunmore", "Eastwood", "Ellery", "Farrow", "Fairhurst", "Fenwick", "Fletcher", "Gallagher",
    "Garside", "Greenhalgh", "Gupta", "Hadley", "Halliwell", "Hargreaves", "Hartley", "Haworth", "Holroyd",
    "Hussain", "Ingram", "Iqbal", "Jagger", "Kaur", "Kershaw", "Kilbride", "Lambert", "Latham", "Lockwood",
    "Lomax", "Maddox", "Malik", "Marsden", "McAllister", "McCready", "Merriman", "Mistry", "Moorcroft",
    "Nowak", "Nuttall", "O'Brien", "O'Keefe", "Okafor", "Ormerod", "Pannell", "Patel", "Pickering",
    "Pilkington", "Quigley", "Radcliffe", "Ramsbottom", "Rashid", "Redfern", "Rhodes", "Ridley", "Rowntree",
    "Sandford", "Sedgwick", "Shackleton", "Sharma", "Singh", "Slater", "Smith-Perry", "Stansfield",
    "Sutcliffe", "Swales", "Thackeray", "Thornton", "Tillotson", "Townsend", "Varley", "Wadsworth",
    "Walmsley", "Whitaker", "Whiteley", "Wilde", "Winterbottom", "Wozniak", "Yates", "Youssef", "Zielinski",
)
