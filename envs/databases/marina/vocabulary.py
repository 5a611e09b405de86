"""The ``marina`` database's title, schema (DDL), and the vocabularies, weights and rates its generator draws
from (``generator.py``)."""

from datetime import date

TITLE = "Harbour Lights Marina: berths, boat owners and their boats, annual contracts, visitors, fuel dock and boatyard"

SCHEMA = """
CREATE TABLE staff (
    staff_id     INTEGER PRIMARY KEY,
    first_name   TEXT NOT NULL,
    last_name    TEXT NOT NULL,
    role         TEXT NOT NULL,            -- Harbour Master, Deputy Harbour Master, Marina Manager, Bookkeeper,
                                           -- Dockhand, Yard Technician
    hired_on     TEXT NOT NULL,            -- YYYY-MM-DD
    left_on      TEXT                      -- NULL while still employed
);
CREATE TABLE berths (
    berth_id      INTEGER PRIMARY KEY,
    code          TEXT NOT NULL UNIQUE,    -- pontoon letter and number, e.g. A07, V12, M03 (mooring), S21 (stack)
    pontoon       TEXT NOT NULL,           -- A, B, C, D, Visitors, Moorings, Dry Stack
    berth_type    TEXT NOT NULL,           -- Pontoon, Swing Mooring, Dry Stack
    max_length_m  REAL NOT NULL,           -- longest boat the berth takes
    daily_rate    REAL,                    -- current nightly visitor rate; NULL where visitors are not taken
    annual_rate   REAL,                    -- current annual rate; NULL for visitor-only berths
    has_power     INTEGER NOT NULL         -- 0/1 shore power
);
CREATE TABLE owners (
    owner_id    INTEGER PRIMARY KEY,
    first_name  TEXT NOT NULL,
    last_name   TEXT NOT NULL,
    email       TEXT,                      -- NULL when none was given
    phone       TEXT,                      -- NULL when none was given
    town        TEXT,                      -- home town; NULL when not recorded
    country     TEXT NOT NULL              -- UK, France, Netherlands, ...
);
CREATE TABLE boats (
    boat_id       INTEGER PRIMARY KEY,
    name          TEXT NOT NULL,           -- not unique: a few boats share a name
    boat_type     TEXT NOT NULL,           -- Sail or Motor
    make          TEXT,                    -- builder, e.g. Beneteau; NULL when not recorded
    length_m      REAL NOT NULL,           -- length overall
    registration  TEXT UNIQUE,             -- e.g. SSR123456; NULL for unregistered boats
    home_port     TEXT,                    -- Saltmouth for our berth holders; NULL when not recorded
    year_built    INTEGER                  -- NULL when unknown
);
CREATE TABLE boat_owners (
    boat_id     INTEGER NOT NULL REFERENCES boats(boat_id),
    owner_id    INTEGER NOT NULL REFERENCES owners(owner_id),
    owned_from  TEXT NOT NULL,             -- YYYY-MM-DD, or the day we first recorded the boat
    owned_to    TEXT,                      -- NULL for the current owner; set when the boat was sold
    PRIMARY KEY (boat_id, owner_id, owned_from)
);
CREATE TABLE berth_contracts (
    contract_id           INTEGER PRIMARY KEY,
    berth_id              INTEGER NOT NULL REFERENCES berths(berth_id),
    boat_id               INTEGER NOT NULL REFERENCES boats(boat_id),
    owner_id              INTEGER NOT NULL REFERENCES owners(owner_id),   -- who signed it
    start_date            TEXT NOT NULL,   -- YYYY-MM-DD; a contract runs a year, to the day before
    end_date              TEXT NOT NULL,   -- the planned last day
    price                 REAL NOT NULL,   -- agreed annual price (liveaboards pay a surcharge)
    payment_plan          TEXT NOT NULL,   -- Annual or Monthly
    liveaboard            INTEGER NOT NULL, -- 0/1 the owner lives aboard
    status                TEXT NOT NULL,   -- Active, Ended, Terminated
    terminated_on         TEXT,            -- NULL unless Terminated
    previous_contract_id  INTEGER REFERENCES berth_contracts(contract_id)   -- the contract this one renews
);
CREATE TABLE visits (
    visit_id        INTEGER PRIMARY KEY,
    boat_id         INTEGER NOT NULL REFERENCES boats(boat_id),
    berth_id        INTEGER NOT NULL REFERENCES berths(berth_id),
    booked_on       TEXT,                  -- YYYY-MM-DD; NULL for boats that just turned up
    arrival         TEXT NOT NULL,         -- YYYY-MM-DD
    departure       TEXT,                  -- NULL while the boat is still in
    nights          INTEGER,               -- NULL while the boat is still in, or cancelled
    fee             REAL,                  -- NULL unless Departed (weekly stays get 15% off)
    status          TEXT NOT NULL,         -- Departed, Cancelled, In Berth
    payment_status  TEXT                   -- Paid or Unpaid; NULL unless Departed
);
CREATE TABLE fuel_sales (
    sale_id          INTEGER PRIMARY KEY,
    sold_at          TEXT NOT NULL,        -- YYYY-MM-DD HH:MM
    boat_id          INTEGER REFERENCES boats(boat_id),   -- NULL for walk-ups we did not note
    fuel             TEXT NOT NULL,        -- Diesel or Petrol
    litres           REAL NOT NULL,
    price_per_litre  REAL NOT NULL,        -- the pump price that day
    total            REAL NOT NULL,
    payment_method   TEXT NOT NULL,        -- Card, Cash, Account
    staff_id         INTEGER REFERENCES staff(staff_id)   -- who served; NULL when not noted
);
CREATE TABLE yard_jobs (
    job_id          INTEGER PRIMARY KEY,
    boat_id         INTEGER NOT NULL REFERENCES boats(boat_id),
    job_type        TEXT NOT NULL,         -- Lift-out, Antifouling, Engine Service, Hull Repair, Rigging Check
    booked_on       TEXT NOT NULL,
    scheduled_for   TEXT NOT NULL,
    completed_on    TEXT,                  -- NULL unless Completed
    status          TEXT NOT NULL,         -- Completed, Cancelled, In Progress, Booked
    quoted          REAL NOT NULL,
    invoiced        REAL,                  -- NULL unless Completed
    technician_id   INTEGER REFERENCES staff(staff_id)   -- NULL when not yet assigned or not noted
);
CREATE INDEX idx_boat_owners_owner ON boat_owners(owner_id);
CREATE INDEX idx_contracts_berth ON berth_contracts(berth_id);
CREATE INDEX idx_contracts_boat ON berth_contracts(boat_id);
CREATE INDEX idx_visits_boat ON visits(boat_id);
CREATE INDEX idx_fuel_boat ON fuel_sales(boat_id);
CREATE INDEX idx_yard_jobs_boat ON yard_jobs(boat_id);
"""

OPENED = date(2023, 3, 1)  # the books start when the new owners took over
FIRST_SEASON = date(2023, 4, 1)  # most berth holders' contracts run from 1 April
TODAY = date(2025, 9, 30)  # the last day in the data
PRICE_RISE_ON = date(2025, 4, 1)
ANNUAL_RISE = 1.06  # berths.annual_rate is the current rate; contracts before the rise were this much lower
DAILY_RISE = 1.08  # berths.daily_rate likewise for visitors
HOME_PORT = "Saltmouth"

# pontoon, berth type, prefix, count, max length m, daily rate, annual rate, power
BERTH_BLOCKS = [
    ("A", "Pontoon", "A", 30, 10.0, None, 3400.0, 1),
    ("B", "Pontoon", "B", 30, 12.0, None, 4150.0, 1),
    ("C", "Pontoon", "C", 24, 15.0, None, 5500.0, 1),
    ("D", "Pontoon", "D", 10, 20.0, None, 8250.0, 1),
    ("Visitors", "Pontoon", "V", 16, 12.0, 38.0, None, 1),
    ("Visitors", "Pontoon", "V", 8, 15.0, 48.0, None, 1),
    ("Visitors", "Pontoon", "V", 4, 20.0, 64.0, None, 1),
    ("Moorings", "Swing Mooring", "M", 24, 12.0, None, 1150.0, 0),
    ("Moorings", "Swing Mooring", "M", 6, 12.0, 22.0, None, 0),
    ("Dry Stack", "Dry Stack", "S", 40, 8.0, None, 2250.0, 0),
]
POWER_MISSING = {"A": [27, 28, 29, 30]}  # the far end of A has never had power run to it

FIRST_NAMES = [
    "Alan", "Barbara", "Clive", "Deborah", "Edward", "Fiona", "Geoffrey", "Helen", "Ian", "Jane", "Keith", "Lesley",
    "Martin", "Nicola", "Oliver", "Patricia", "Richard", "Sarah", "Trevor", "Ursula", "Victor", "Wendy", "Adam",
    "Bridget", "Colin", "Diane", "Elliot", "Gemma", "Hugh", "Imogen", "Jonathan", "Kate", "Laurence", "Miriam",
    "Nigel", "Olivia", "Philip", "Rachel", "Simon", "Tessa", "William", "Yvonne", "Rupert", "Harriet", "Giles",
    "Camilla", "Toby", "Sophie", "Jack", "Emma", "Tom", "Lucy", "Ben", "Anna", "Sam", "Claire", "Dan", "Ruth",
]
LAST_NAMES = [
    "Pascoe", "Trelawny", "Penrose", "Nancarrow", "Rowe", "Jago", "Tonkin", "Polglase", "Trevithick", "Curnow",
    "Hocking", "Kitto", "Bolitho", "Carne", "Chegwidden", "Eddy", "Hosking", "Pengelly", "Roskilly", "Tregear",
    "Ashford", "Blakeley", "Carrington", "Davenport", "Ellison", "Fairweather", "Gresham", "Holloway", "Kingsley",
    "Lambert", "Merriman", "Norris", "Osborne", "Prescott", "Radcliffe", "Sherwood", "Thornton", "Waverley",
    "Whitfield", "Yates", "Barrow", "Cole", "Drake", "Fletcher", "Gray", "Hale", "Marsh", "Nash", "Page", "Reed",
]
FOREIGN_NAMES = {  # country -> (first names, last names) for visiting crews
    "France": (["Jean", "Marie", "Pierre", "Sophie", "Luc", "Camille", "Yves", "Anne"],
               ["Le Gall", "Moreau", "Kerjean", "Dubois", "Le Bihan", "Lefèvre", "Tanguy", "Morvan"]),
    "Netherlands": (["Jan", "Anke", "Pieter", "Marloes", "Joost", "Femke"],
                    ["de Vries", "Jansen", "van Dijk", "Bakker", "Visser", "Smit"]),
    "Belgium": (["Wim", "Els", "Koen", "Lieve"], ["Peeters", "Maes", "Claes", "Wouters"]),
    "Germany": (["Klaus", "Birgit", "Stefan", "Anja"], ["Schmidt", "Becker", "Hoffmann", "Krüger"]),
    "Ireland": (["Sean", "Aoife", "Ciaran", "Niamh"], ["Murphy", "O'Brien", "Walsh", "Byrne"]),
}
PHONE_PREFIX = {"UK": "07", "France": "+33 6", "Netherlands": "+31 6", "Belgium": "+32 4", "Germany": "+49 15",
                "Ireland": "+353 8"}
RESIDENT_TOWNS = [("Saltmouth", 30), ("Kingsbridge", 14), ("Totnes", 10), ("Exeter", 12), ("Plymouth", 10),
                  ("Bristol", 6), ("London", 8), ("Tavistock", 5), ("Newton Abbot", 5)]
# home port, country, weight: where our visitors sail in from
VISITOR_PORTS = [
    ("Dartmouth", "UK", 14), ("Salcombe", "UK", 12), ("Plymouth", "UK", 12), ("Falmouth", "UK", 10),
    ("Fowey", "UK", 7), ("Brixham", "UK", 7), ("Weymouth", "UK", 6), ("Poole", "UK", 6), ("Lymington", "UK", 6),
    ("Hamble", "UK", 5), ("Cherbourg", "France", 5), ("Roscoff", "France", 4), ("St Malo", "France", 3),
    ("St Peter Port", "UK", 6), ("Camaret", "France", 2), ("IJmuiden", "Netherlands", 2),
    ("Nieuwpoort", "Belgium", 1.5), ("Cuxhaven", "Germany", 1), ("Kinsale", "Ireland", 1.5),
]
EMAIL_DOMAINS = ["seamail.test", "inbox.test", "postly.test", "webmail.test", "example.net"]

BOAT_WORDS_A = [
    "Blue", "Sea", "Morning", "Silver", "Wind", "Salt", "Storm", "Golden", "Wild", "Summer", "Harbour", "Evening",
    "Misty", "Ocean", "Lucky", "Free", "Jolly", "Red", "Northern", "Southern", "Swift", "Quiet", "Dancing", "Merry",
    "Grey", "White", "Black", "Little", "Old", "Bright", "Gentle", "Restless",
]
BOAT_WORDS_B = [
    "Heron", "Breeze", "Star", "Spray", "Dancer", "Tern", "Petrel", "Wanderer", "Spirit", "Rover", "Lady",
    "Dawn", "Tide", "Gull", "Shadow", "Dream", "Whisper", "Swallow", "Mist", "Horizon", "Venture", "Dolphin",
    "Runner", "Maid", "Cloud", "Arrow", "Queen", "Lark", "Finch", "Otter", "Seal", "Fox",
]
SECOND_OF_NAME = 600  # how many of the two-word names also occur as "... II" (a second boat of that name)
BOAT_SINGLE = [
    "Serenity", "Aurora", "Calypso", "Odyssey", "Kittiwake", "Puffin", "Halcyon", "Tranquility", "Moonshadow",
    "Freedom", "Persephone", "Avocet", "Sanderling", "Curlew", "Islander", "Nimbus", "Zephyr", "Marigold",
    "Bonaventure",
    "Escapade", "Skylark", "Valkyrie", "Jubilee", "Pelican", "Osprey", "Kestrel", "Merlin", "Selkie", "Cormorant",
    "Bluebird", "Ariel", "Fandango", "Rascal", "Solace", "Wayfarer", "Galatea", "Amethyst", "Saoirse", "Hirondelle",
]
SHARED_NAMES = 7  # boats given a name another boat already has: the registers are not unique
SAIL_MAKES = ["Beneteau", "Jeanneau", "Bavaria", "Westerly", "Hallberg-Rassy", "Moody", "Dufour", "Hanse", "Contessa"]
MOTOR_MAKES = ["Princess", "Fairline", "Sunseeker", "Nimbus", "Beneteau", "Jeanneau", "Quicksilver", "Axopar",
               "Broom"]
SAIL_SHARE_RESIDENT = 0.58
SAIL_SHARE_VISITOR = 0.72
VISITOR_LENGTH = (2.35, 0.2)  # log-normal mu, sigma of a visiting boat's length in m (about 10.5 m)
NO_MAKE_RATE = 0.12
NO_REGISTRATION_RATE = 0.08
NO_YEAR_RATE = 0.15
NO_HOME_PORT_RATE = 0.05
NO_EMAIL_RATE = 0.10
NO_PHONE_RATE = 0.18
NO_TOWN_RATE = 0.07

INITIAL_OCCUPANCY = 0.9  # share of annual berths let at the start
START_ON_SEASON_DAY = 0.85  # of those, contracts starting on 1 April rather than around it
MOORING_SAIL_SHARE = 0.8  # swing moorings are mostly yachts; the dry stack only takes motor boats
RENEWAL_RATE = 0.82
TERMINATION_RATE = 0.06  # contracts given up early
SALE_RATE = 0.05  # contracts during which the boat is sold
BUYER_KEEPS_BERTH = 0.6  # the buyer signs a new contract for the same berth
REFILL_DAYS = (10, 150)  # gap before the waiting list fills a freed berth
SECOND_BOAT_RATE = 0.05  # a new berth holder who already has a boat with us
LIVEABOARD_RATE = 0.09  # of pontoon berths over 9 m
LIVEABOARD_SURCHARGE = 1.2
MONTHLY_PLAN_RATE = 0.4
FIT_SHARE = (0.62, 0.98)  # a boat's length as a share of its berth's limit

N_VISITOR_BOATS = 1300
N_VISIT_CANDIDATES = 8000
# relative visitor demand by month: the summer is everything
VISIT_MONTH_DEMAND = [0.05, 0.06, 0.2, 0.6, 1.0, 1.5, 2.1, 2.4, 1.3, 0.45, 0.1, 0.07]
VISIT_NIGHTS = list(range(1, 15))
VISIT_NIGHTS_WEIGHTS = [34, 24, 14, 9, 5, 3, 5, 1.5, 1, 1, 0.7, 0.5, 0.4, 0.8]
WEEKLY_NIGHTS = 7
WEEKLY_DISCOUNT = 0.85
VISIT_CANCEL_RATE = 0.06
UNPAID_RATE = 0.03
RECENT_UNPAID_RATE = 0.2  # bills from the last six weeks are still being chased
WALK_IN_RATE = 0.35  # visitors who arrive without booking
MOORING_PREFERENCE = 0.15  # visitors who would rather pay less on a swing mooring
WEEKEND_VISITS = 1.6  # Friday and Saturday arrivals against a weekday
VISITOR_TOWN_IS_PORT = 0.7  # UK visitors who live where they keep the boat

N_FUEL_SALES = 13_000
FUEL_MONTH_DEMAND = [0.2, 0.22, 0.45, 0.8, 1.1, 1.5, 2.1, 2.3, 1.3, 0.7, 0.3, 0.2]
WALK_UP_RATE = 0.22  # fuel sold to a boat nobody noted
VISITOR_FUEL_SHARE = 0.3
# (from date, diesel, petrol): the pump price changes with the wholesale price
FUEL_PRICES = [
    (date(2023, 3, 1), 1.68, 1.62), (date(2023, 5, 15), 1.59, 1.55), (date(2023, 8, 1), 1.64, 1.58),
    (date(2023, 10, 2), 1.72, 1.63), (date(2024, 1, 8), 1.61, 1.55), (date(2024, 4, 1), 1.66, 1.60),
    (date(2024, 7, 1), 1.63, 1.58), (date(2024, 10, 1), 1.57, 1.52), (date(2025, 3, 3), 1.55, 1.49),
    (date(2025, 6, 2), 1.52, 1.47), (date(2025, 8, 4), 1.56, 1.50),
]
FUEL_PAYMENT = (["Card", "Cash", "Account"], [70, 8, 22])  # Account only for berth holders
UNNOTED_STAFF_RATE = 0.03
WEEKEND_FUEL = 1.4  # Saturday and Sunday sales against a weekday
WALK_UP_PETROL = 0.65  # ribs, jet skis and tenders mostly run on petrol
SAIL_PETROL = 0.05  # a yacht buying petrol is filling the outboard can
SMALL_MOTOR_PETROL = 0.8  # motor boats up to 8 m mostly have petrol outboards

# job type, months it is done in (weights by month), base quote, quote per metre, yearly chance per resident boat
YARD_JOBS = [
    ("Lift-out", [3, 3, 3, 2, 0.3, 0, 0, 0, 0.5, 3, 3, 1], 95.0, 14.0, 0.55),
    ("Antifouling", [3, 3, 3, 2, 0.5, 0, 0, 0, 0.3, 1.5, 1, 0.5], 120.0, 32.0, 0.45),
    ("Engine Service", [1.5, 2.5, 3, 2.5, 1, 0.5, 0.5, 0.5, 0.8, 1.5, 1.5, 0.7], 260.0, 9.0, 0.5),
    ("Hull Repair", [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1], 400.0, 45.0, 0.08),
    ("Rigging Check", [1, 2, 3, 3, 1, 0.3, 0.3, 0.3, 0.5, 1, 0.5, 0.3], 180.0, 6.0, 0.2),
]
# the most days a job may run past its scheduled day
JOB_DAYS = {"Lift-out": 0, "Antifouling": 3, "Engine Service": 2, "Hull Repair": 21, "Rigging Check": 1}
OVERRUN = (0.92, 1.35)  # invoiced as a share of the quote
YARD_CANCEL_RATE = 0.06
ON_QUOTE_RATE = 0.55  # jobs invoiced exactly as quoted
VISITOR_YARD_JOBS = 60
VISITOR_SALE_RATE = 0.03  # visiting boats we saw under two owners  # engine trouble and the like on visiting boats
UNASSIGNED_TECH_RATE = 0.04
UNASSIGNED_BOOKED_RATE = 0.5  # jobs still to come often have no technician yet

# first, last, role, hired, left, workload weight (fuel dock / yard)
STAFF = [
    ("Gwen", "Tremayne", "Harbour Master", "2023-03-01", None, 1),
    ("Peter", "Rowse", "Deputy Harbour Master", "2023-03-01", "2024-10-31", 2),
    ("Ellie", "Pascoe", "Deputy Harbour Master", "2024-11-04", None, 2),
    ("Andrew", "Colenso", "Marina Manager", "2023-03-01", None, 0),
    ("Judith", "Kemp", "Bookkeeper", "2023-03-01", None, 0),
    ("Jory", "Angove", "Dockhand", "2023-03-01", None, 6),
    ("Callum", "Reid", "Dockhand", "2023-04-17", "2023-09-29", 5),
    ("Maisie", "Hender", "Dockhand", "2023-05-02", None, 5),
    ("Tariq", "Shah", "Dockhand", "2024-04-02", "2024-09-27", 5),
    ("Kit", "Treloar", "Dockhand", "2024-06-03", None, 4),
    ("Rosa", "Lindqvist", "Dockhand", "2025-04-07", None, 5),
    ("Mike", "Bassett", "Yard Technician", "2023-03-01", None, 5),
    ("Dave", "Opie", "Yard Technician", "2023-03-01", "2024-12-20", 4),
    ("Nathan", "Kessell", "Yard Technician", "2023-09-11", None, 4),
    ("Lowenna", "Rickard", "Yard Technician", "2025-01-13", None, 4),
]
FUEL_ROLES = ("Dockhand", "Deputy Harbour Master", "Harbour Master")
YARD_ROLES = ("Yard Technician",)
