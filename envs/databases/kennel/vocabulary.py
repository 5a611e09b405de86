"""The ``kennel`` database's title, schema (DDL), and the vocabularies, weights and rates its generator draws
from (``generator.py``)."""

from datetime import date

TITLE = "Happy Paws Kennel: dog boarding with owners, dogs, runs, stays, add-on services and staff"

SCHEMA = """
CREATE TABLE breeds (
    breed_id     INTEGER PRIMARY KEY,
    name         TEXT NOT NULL UNIQUE,
    size_class   TEXT NOT NULL,            -- Small, Medium, Large, Giant
    breed_group  TEXT NOT NULL             -- Terrier, Toy, Herding, ...
);
CREATE TABLE owners (
    owner_id       INTEGER PRIMARY KEY,
    first_name     TEXT NOT NULL,
    last_name      TEXT NOT NULL,
    email          TEXT NOT NULL UNIQUE,
    phone          TEXT,                   -- NULL when the owner gave none
    city           TEXT NOT NULL,
    registered_on  TEXT NOT NULL           -- YYYY-MM-DD
);
CREATE TABLE dogs (
    dog_id      INTEGER PRIMARY KEY,
    owner_id    INTEGER NOT NULL REFERENCES owners(owner_id),
    breed_id    INTEGER NOT NULL REFERENCES breeds(breed_id),
    name        TEXT NOT NULL,
    sex         TEXT NOT NULL,             -- M or F
    dob         TEXT NOT NULL,             -- YYYY-MM-DD
    weight_kg   REAL NOT NULL,
    microchip   TEXT,                      -- 15-digit chip number, NULL when not chipped or not recorded
    neutered    INTEGER NOT NULL           -- 0/1
);
CREATE TABLE runs (
    run_id        INTEGER PRIMARY KEY,
    code          TEXT NOT NULL UNIQUE,    -- e.g. STD-S03, DLX-L02, LUX-M01
    run_type      TEXT NOT NULL,           -- Standard Run, Deluxe Run, Luxury Suite
    size          TEXT NOT NULL,           -- Small, Medium, Large
    nightly_rate  REAL NOT NULL
);
CREATE TABLE staff (
    staff_id     INTEGER PRIMARY KEY,
    first_name   TEXT NOT NULL,
    last_name    TEXT NOT NULL,
    role         TEXT NOT NULL,            -- Manager, Groomer, Kennel Attendant, Vet Technician, Trainer
    email        TEXT NOT NULL UNIQUE,
    hourly_rate  REAL NOT NULL,
    hired_on     TEXT NOT NULL,
    left_on      TEXT                      -- NULL while still employed
);
CREATE TABLE services (
    service_id  INTEGER PRIMARY KEY,
    code        TEXT NOT NULL UNIQUE,      -- e.g. GRM-FULL
    name        TEXT NOT NULL,
    category    TEXT NOT NULL,             -- Grooming, Exercise, Health, Training
    price       REAL NOT NULL              -- current list price (raised on 2025-01-01)
);
CREATE TABLE stays (
    stay_id        INTEGER PRIMARY KEY,
    dog_id         INTEGER NOT NULL REFERENCES dogs(dog_id),
    run_id         INTEGER NOT NULL REFERENCES runs(run_id),
    booked_at      TEXT NOT NULL,          -- YYYY-MM-DD HH:MM
    check_in       TEXT NOT NULL,          -- YYYY-MM-DD
    check_out      TEXT,                   -- NULL while the dog is still checked in
    status         TEXT NOT NULL,          -- Completed, Cancelled, Checked In
    lodging_total  REAL,                   -- nights x nightly rate (10% off 14+ nights); NULL unless Completed
    total          REAL,                   -- lodging plus add-on services; NULL unless Completed
    payment_method TEXT                    -- Card, Cash, Bank Transfer; NULL unless Completed
);
CREATE TABLE stay_services (
    stay_service_id  INTEGER PRIMARY KEY,
    stay_id          INTEGER NOT NULL REFERENCES stays(stay_id),
    service_id       INTEGER NOT NULL REFERENCES services(service_id),
    staff_id         INTEGER REFERENCES staff(staff_id),   -- NULL when nobody was recorded
    service_date     TEXT NOT NULL,
    quantity         INTEGER NOT NULL,
    unit_price       REAL NOT NULL
);
CREATE INDEX idx_dogs_owner ON dogs(owner_id);
CREATE INDEX idx_stays_dog ON stays(dog_id);
CREATE INDEX idx_stays_run ON stays(run_id);
CREATE INDEX idx_stay_services_stay ON stay_services(stay_id);
"""

OPENED = date(2023, 1, 2)
TODAY = date(2025, 12, 31)  # the last day in the data; stays running past it are still "Checked In"
PRICE_RISE_ON = date(2025, 1, 1)
PRICE_RISE = 1.08  # services.price is the 2025 list price; earlier charges were this much lower

N_OWNERS = 2600
N_STAY_CANDIDATES = 13_000
LONG_STAY_NIGHTS = 14
LONG_STAY_DISCOUNT = 0.90

# name, size class, group, mean weight kg, popularity weight
BREEDS = [
    ("Labrador Retriever", "Large", "Sporting", 31, 14),
    ("French Bulldog", "Small", "Non-Sporting", 12, 11),
    ("Golden Retriever", "Large", "Sporting", 30, 10),
    ("Cockapoo", "Small", "Mixed", 9, 9),
    ("German Shepherd", "Large", "Herding", 34, 7),
    ("Cocker Spaniel", "Medium", "Sporting", 13, 7),
    ("Border Collie", "Medium", "Herding", 18, 6),
    ("Dachshund", "Small", "Hound", 9, 5),
    ("Beagle", "Medium", "Hound", 11, 5),
    ("Staffordshire Bull Terrier", "Medium", "Terrier", 15, 5),
    ("Cavalier King Charles Spaniel", "Small", "Toy", 7, 4),
    ("Jack Russell Terrier", "Small", "Terrier", 7, 4),
    ("Labradoodle", "Large", "Mixed", 26, 4),
    ("Boxer", "Large", "Working", 29, 3),
    ("Shih Tzu", "Small", "Toy", 6, 3),
    ("Miniature Schnauzer", "Small", "Terrier", 8, 3),
    ("Springer Spaniel", "Medium", "Sporting", 21, 3),
    ("Siberian Husky", "Large", "Working", 23, 2.5),
    ("Pug", "Small", "Toy", 8, 2.5),
    ("Whippet", "Medium", "Hound", 12, 2),
    ("Bernese Mountain Dog", "Giant", "Working", 45, 1.5),
    ("Great Dane", "Giant", "Working", 60, 1),
    ("Chihuahua", "Small", "Toy", 2.5, 2),
    ("Vizsla", "Large", "Sporting", 24, 1.5),
    ("Shiba Inu", "Medium", "Non-Sporting", 10, 1),
    ("Newfoundland", "Giant", "Working", 58, 0.7),
    ("Bichon Frise", "Small", "Non-Sporting", 6, 1.5),
    ("Rhodesian Ridgeback", "Large", "Hound", 36, 0.8),
    ("Australian Shepherd", "Medium", "Herding", 22, 1.5),
    ("Mixed Breed", "Medium", "Mixed", 17, 6),
]

OWNER_FIRST = [
    "Amelia", "Oliver", "Isla", "Harry", "Freya", "Jack", "Poppy", "George", "Ivy", "Noah", "Rosie", "Leo",
    "Evie", "Arthur", "Grace", "Theo", "Lily", "Oscar", "Millie", "Charlie", "Hannah", "Thomas", "Chloe", "James",
    "Sophie", "William", "Ella", "Henry", "Megan", "Samuel", "Lucy", "Daniel", "Abigail", "Joseph", "Ruby",
    "Edward", "Martha", "Benjamin", "Nadia", "Ravi", "Priya", "Tomasz", "Agnieszka", "Kwame", "Zara", "Ibrahim",
    "Fiona", "Callum", "Bethany", "Declan", "Imogen", "Rhys", "Seren", "Gareth", "Catrin", "Owen", "Elin",
    "Marcus", "Diane", "Graham", "Helen", "Stuart", "Wendy", "Colin", "Julie", "Neil", "Karen",
]
OWNER_LAST = [
    "Ashworth", "Bramley", "Calloway", "Dunmore", "Ellery", "Fairbrook", "Gilmour", "Hartwell", "Ingleby",
    "Jessop", "Kettering", "Lomax", "Marchant", "Newbold", "Oakridge", "Pemberton", "Quayle", "Redfern",
    "Stainton", "Thackeray", "Underhill", "Varley", "Whitlock", "Yardley", "Aldridge", "Blackmore", "Cresswell",
    "Dalby", "Everard", "Fenwick", "Greenhalgh", "Holroyd", "Ibbotson", "Kershaw", "Linford", "Mellor",
    "Northcott", "Ormerod", "Pickering", "Rowntree", "Sutcliffe", "Tattersall", "Wainwright", "Hollins",
    "Okafor", "Mensah", "Kowalczyk", "Nowicki", "Chaudhry", "Patel", "Begum", "Rahman", "Llewellyn", "Pritchard",
    "Mackay", "Buchanan", "Doyle", "Brennan", "Fitzgerald", "Moretti", "Lindqvist",
]
EMAIL_DOMAINS = ["mailbox.test", "inbox.test", "postly.test", "webmail.test", "example.net"]
# (city, weight): most clients live close to the kennel
CITIES = [
    ("Ashbury", 30), ("Millbrook", 22), ("Fernley", 14), ("Oakham Cross", 10), ("Kingsmere", 8),
    ("Little Hadley", 6), ("Wrenfield", 5), ("Stonebridge", 4), ("Harrowgate Vale", 3), ("Elmstead", 2),
]
DOG_NAMES = [
    "Bella", "Max", "Luna", "Teddy", "Daisy", "Milo", "Coco", "Alfie", "Poppy", "Buddy", "Rosie", "Bailey",
    "Molly", "Charlie", "Lola", "Archie", "Willow", "Bruno", "Nala", "Ollie", "Maisie", "Winston", "Honey",
    "Toby", "Ruby", "Barney", "Pippa", "Rocky", "Hazel", "Monty", "Biscuit", "Bonnie", "Murphy", "Skye", "Reggie",
    "Tilly", "Dexter", "Pepper", "Hugo", "Mabel", "Otis", "Peanut", "Ziggy", "Juno", "Bear", "Maple", "Rufus",
    "Cleo", "Fudge", "Marley", "Nova", "Scout", "Bramble", "Hector", "Sasha", "Duke", "Clover", "Wilf", "Tess",
    "Frankie", "Ginger", "Loki", "Misty", "Pablo", "Queenie", "Rolo", "Sunny", "Truffle", "Waffles", "Yoshi",
]
# code, run type, size, nightly rate, how many runs
RUN_TYPES = [
    ("STD", "Standard Run", "Small", 32.0, 14),
    ("STD", "Standard Run", "Medium", 38.0, 16),
    ("STD", "Standard Run", "Large", 44.0, 16),
    ("DLX", "Deluxe Run", "Small", 45.0, 6),
    ("DLX", "Deluxe Run", "Medium", 52.0, 8),
    ("DLX", "Deluxe Run", "Large", 58.0, 8),
    ("LUX", "Luxury Suite", "Small", 68.0, 3),
    ("LUX", "Luxury Suite", "Medium", 76.0, 4),
    ("LUX", "Luxury Suite", "Large", 85.0, 4),
]
TIER_WEIGHTS = {"Standard Run": 64, "Deluxe Run": 26, "Luxury Suite": 10}
RUN_SIZES_FOR = {  # a dog's size class -> run sizes it may use, best fit first
    "Small": ("Small", "Medium", "Large"),
    "Medium": ("Medium", "Large"),
    "Large": ("Large",),
    "Giant": ("Large",),
}
# first, last, role, hourly rate, hired, left, workload weight
STAFF = [
    ("Margaret", "Thornbury", "Manager", 24.50, "2023-01-02", None, 1),
    ("Declan", "Ashcombe", "Manager", 21.00, "2023-01-02", "2024-08-30", 1),
    ("Sunita", "Varma", "Manager", 22.50, "2024-09-02", None, 1),
    ("Bethan", "Lowry", "Groomer", 16.75, "2023-01-02", None, 6),
    ("Craig", "Halloran", "Groomer", 15.90, "2023-01-02", "2024-05-17", 4),
    ("Tamsin", "Greaves", "Groomer", 16.20, "2023-06-12", None, 3),
    ("Ola", "Adeyemi", "Groomer", 16.00, "2024-05-20", None, 4),
    ("Kieran", "Moss", "Kennel Attendant", 12.40, "2023-01-02", None, 7),
    ("Jade", "Penhallow", "Kennel Attendant", 12.40, "2023-01-02", "2023-10-06", 4),
    ("Liam", "Corrigan", "Kennel Attendant", 12.10, "2023-01-02", None, 5),
    ("Hollie", "Brackwell", "Kennel Attendant", 11.90, "2023-04-03", "2025-03-28", 3),
    ("Mateusz", "Zielinski", "Kennel Attendant", 12.00, "2023-10-09", None, 4),
    ("Freya", "Dunstan", "Kennel Attendant", 11.80, "2024-03-04", None, 2),
    ("Aaron", "Pettifer", "Kennel Attendant", 11.80, "2025-04-07", None, 3),
    ("Nisha", "Kapoor", "Vet Technician", 19.20, "2023-01-02", None, 5),
    ("Gavin", "Rudd", "Vet Technician", 18.60, "2023-02-06", "2025-06-27", 3),
    ("Eleri", "Vaughan", "Vet Technician", 18.90, "2025-07-01", None, 3),
    ("Rob", "Castellan", "Trainer", 20.00, "2023-01-02", None, 3),
    ("Kerry", "Lindley", "Trainer", 19.50, "2023-09-04", None, 1),
]
ROLE_FOR_CATEGORY = {
    "Grooming": "Groomer", "Exercise": "Kennel Attendant", "Health": "Vet Technician", "Training": "Trainer",
}
# code, name, category, 2025 list price, chance per stay, quantity rule
SERVICES = [
    ("GRM-BATH", "Bath and Brush", "Grooming", 32.0, 0.22, "one"),
    ("GRM-FULL", "Full Groom", "Grooming", 62.0, 0.10, "one"),
    ("GRM-NAIL", "Nail Trim", "Grooming", 14.0, 0.14, "one"),
    ("WLK-SOLO", "Solo Walk", "Exercise", 12.0, 0.34, "some_nights"),
    ("WLK-PACK", "Pack Hike", "Exercise", 19.0, 0.15, "few"),
    ("PLY-SESS", "Playgroup Session", "Exercise", 9.0, 0.40, "some_nights"),
    ("VET-CHK", "Vet Check", "Health", 48.0, 0.06, "one"),
    ("MED-ADM", "Medication Administration", "Health", 5.5, 0.11, "every_night"),
    ("TRN-BASIC", "Basic Obedience Session", "Training", 38.0, 0.05, "few"),
    ("TRN-AGIL", "Agility Session", "Training", 28.0, 0.04, "few"),
    ("PUP-CUDL", "Bedtime Cuddle and Treat", "Exercise", 6.0, 0.20, "every_night"),
]
PAYMENT_METHODS = ["Card", "Cash", "Bank Transfer"]
PAYMENT_WEIGHTS_SMALL = [74, 20, 6]  # bills under BIG_BILL
PAYMENT_WEIGHTS_BIG = [62, 3, 35]
BIG_BILL = 600.0
CANCEL_RATE = 0.07
SIBLINGS_COME_ALONG = 0.6
LUXURY_LONGER = 0.4
# relative demand by month: summer holidays and Christmas are busy, January/February quiet
MONTH_DEMAND = [0.55, 0.6, 0.8, 1.0, 1.0, 1.05, 1.5, 1.65, 1.0, 1.05, 0.8, 1.35]
YEAR_DEMAND = {2023: 1.0, 2024: 0.95, 2025: 0.9}  # per client; the client base itself grows a lot
OPENING_CLIENTS = 0.45  # share of owners who came over from the previous kennel in the first weeks
DOGS_PER_OWNER = ([1, 2, 3, 4], [70, 21, 7, 2])
NO_PHONE_RATE = 0.14
NO_CHIP_RATE = 0.11
NEUTERED_RATE = 0.68
TIER_LOYALTY = 0.85  # how often an owner books their usual kind of run
GO_ELSEWHERE = 0.5  # chance an owner walks away rather than take another kind of run when theirs is full
UNRECORDED_STAFF_RATE = 0.025
NIGHTS = list(range(1, 22))
NIGHTS_WEIGHTS = [10, 14, 15, 13, 10, 7, 9, 4, 3, 3, 2, 1.5, 1.5, 3, 1, 0.8, 0.6, 0.5, 0.4, 0.4, 1.2]
