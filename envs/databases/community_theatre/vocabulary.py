"""The ``community_theatre`` database's title, schema (DDL), and the programme, vocabularies, weights and rates its
generator draws from (``generator.py``)."""

from datetime import date

TITLE = ("The Lantern Theatre, Westbridge: productions, performances, seat bands, ticket sales, Friends "
         "memberships, volunteers and their shifts, bar takings and funding")

SCHEMA = """
CREATE TABLE seat_bands (
    band_id     INTEGER PRIMARY KEY,
    venue       TEXT NOT NULL,             -- Main House (220 seats) or Studio (60 seats)
    band        TEXT NOT NULL,             -- Front Stalls, Rear Stalls, Circle; the Studio is Unreserved
    seats       INTEGER NOT NULL           -- a venue's capacity is the sum of its bands' seats
);
CREATE TABLE productions (
    production_id    INTEGER PRIMARY KEY,
    title            TEXT NOT NULL,
    company          TEXT NOT NULL,        -- who put it on: Lantern Theatre Company for our own shows
    in_house         INTEGER NOT NULL,     -- 1 for our own productions, 0 for visiting companies
    genre            TEXT NOT NULL,        -- Pantomime, Drama, Comedy, Musical, Family, Music, Dance, Stand-up
    venue            TEXT NOT NULL,        -- where it opened; a show may transfer (see performances.venue)
    director         TEXT,                 -- NULL for visiting companies
    running_minutes  INTEGER               -- including the interval; NULL when not yet known
);
CREATE TABLE performances (
    performance_id  INTEGER PRIMARY KEY,
    production_id   INTEGER NOT NULL REFERENCES productions(production_id),
    venue           TEXT NOT NULL,         -- Main House or Studio
    perf_date       TEXT NOT NULL,         -- YYYY-MM-DD
    start_time      TEXT NOT NULL,         -- HH:MM
    slot            TEXT NOT NULL,         -- Matinee (starts before 17:00) or Evening
    status          TEXT NOT NULL,         -- Performed, Cancelled, Scheduled (still to come)
    cancel_reason   TEXT                   -- Illness or Weather; NULL unless Cancelled
);
CREATE TABLE members (
    member_id   INTEGER PRIMARY KEY,
    first_name  TEXT NOT NULL,
    last_name   TEXT NOT NULL,
    email       TEXT,                      -- NULL when none was given
    town        TEXT,                      -- NULL when not recorded
    joined_on   TEXT NOT NULL              -- first became a Friend
);
CREATE TABLE memberships (
    membership_id   INTEGER PRIMARY KEY,
    member_id       INTEGER NOT NULL REFERENCES members(member_id),
    scheme          TEXT NOT NULL,         -- Friend, Joint Friends, Patron
    start_date      TEXT NOT NULL,
    end_date        TEXT NOT NULL,         -- a year on from the start, less a day
    fee             REAL NOT NULL,         -- the annual fee paid
    is_renewal      INTEGER NOT NULL,      -- 1 when it renews an earlier membership of the member
    payment_method  TEXT                   -- Direct Debit, Card, Cash, Cheque; NULL when not recorded
);
CREATE TABLE ticket_sales (
    sale_id         INTEGER PRIMARY KEY,
    performance_id  INTEGER NOT NULL REFERENCES performances(performance_id),
    band_id         INTEGER NOT NULL REFERENCES seat_bands(band_id),
    ticket_type     TEXT NOT NULL,         -- Full, Concession, Child, Member, Comp (free)
    quantity        INTEGER NOT NULL,      -- tickets in this line of the booking
    unit_price      REAL NOT NULL,         -- price of one ticket; 0 for comps
    booking_fee     REAL NOT NULL,         -- fee on the whole line, kept even when refunded
    channel         TEXT NOT NULL,         -- Box Office, Online, Phone
    sold_on         TEXT NOT NULL,         -- YYYY-MM-DD
    member_id       INTEGER REFERENCES members(member_id),   -- for Member tickets; NULL when not noted
    status          TEXT NOT NULL,         -- Paid, Refunded, Exchanged (moved to another performance)
    changed_on      TEXT,                  -- day it was refunded or exchanged; NULL while Paid
    exchanged_from  INTEGER REFERENCES ticket_sales(sale_id)  -- the sale this one replaced in an exchange
);
CREATE TABLE volunteers (
    volunteer_id  INTEGER PRIMARY KEY,
    first_name    TEXT NOT NULL,
    last_name     TEXT NOT NULL,
    role          TEXT NOT NULL,           -- Usher, Bar, Duty Manager
    phone         TEXT,                    -- NULL when none was given
    joined_on     TEXT NOT NULL,
    left_on       TEXT                     -- NULL while still volunteering
);
CREATE TABLE volunteer_shifts (
    shift_id        INTEGER PRIMARY KEY,
    volunteer_id    INTEGER NOT NULL REFERENCES volunteers(volunteer_id),
    performance_id  INTEGER NOT NULL REFERENCES performances(performance_id),
    duty            TEXT NOT NULL,         -- Usher, Bar, Duty Manager
    hours           REAL NOT NULL,
    status          TEXT NOT NULL          -- Worked, No Show, Rostered (to come), Cancelled (show cancelled)
);
CREATE TABLE bar_sales (
    bar_sale_id     INTEGER PRIMARY KEY,
    performance_id  INTEGER NOT NULL REFERENCES performances(performance_id),
    counter         TEXT NOT NULL,         -- Bar, Ice Cream, Programmes
    takings         REAL NOT NULL,         -- money taken over the performance
    transactions    INTEGER                -- till transactions; NULL when the till report was lost
);
CREATE TABLE funding (
    funding_id     INTEGER PRIMARY KEY,
    received_on    TEXT NOT NULL,
    kind           TEXT NOT NULL,          -- Grant, Donation, Sponsorship, Legacy
    funder         TEXT,                   -- who gave it; NULL for anonymous donations
    amount         REAL NOT NULL,
    production_id  INTEGER REFERENCES productions(production_id),  -- the show it was for, if any
    member_id      INTEGER REFERENCES members(member_id)           -- when a Friend gave it
);
CREATE INDEX idx_performances_production ON performances(production_id);
CREATE INDEX idx_sales_performance ON ticket_sales(performance_id);
CREATE INDEX idx_sales_member ON ticket_sales(member_id);
CREATE INDEX idx_memberships_member ON memberships(member_id);
CREATE INDEX idx_shifts_performance ON volunteer_shifts(performance_id);
CREATE INDEX idx_shifts_volunteer ON volunteer_shifts(volunteer_id);
CREATE INDEX idx_bar_performance ON bar_sales(performance_id);
"""

BOOKS_START = date(2023, 6, 1)  # the new box office system went live with the June 2023 programme
TODAY = date(2025, 11, 22)  # a Saturday; the data run to the close of the day, later performances are to come
ROSTER_AHEAD_DAYS = 28  # volunteer shifts are rostered this far ahead of today
FEE_RISE_ON = date(2024, 9, 1)  # booking fees, Friends' fees and programme prices went up with the 2024-25 season
SEASON_START_MONTH = 9  # a season runs September to August

# (venue, band, seats, price step from the top band)
SEAT_BANDS = [
    ("Main House", "Front Stalls", 80, 0.0),
    ("Main House", "Rear Stalls", 90, -3.0),
    ("Main House", "Circle", 50, -5.0),
    ("Studio", "Unreserved", 60, 0.0),
]
BAND_DEMAND = {"Front Stalls": 1.08, "Rear Stalls": 1.0, "Circle": 0.82, "Unreserved": 1.0}

IN_HOUSE = "Lantern Theatre Company"
YOUTH = "Lantern Youth Theatre"
# title, company, genre, director (None for visitors), running minutes, popularity (share of seats that sell on a
# good night), top full price at 2023-24 levels, runs: (venue, first day, last day, pattern)
PROGRAMME = [
    ("Blithe Spirit", IN_HOUSE, "Comedy", "Helen Marchbank", 140, 0.68, 18.0,
     [("Main House", "2023-06-06", "2023-06-24", "week")]),
    ("Bugsy Malone", YOUTH, "Musical", "Owen Pryce", 115, 0.86, 12.0,
     [("Main House", "2023-07-19", "2023-07-22", "youth")]),
    ("Twelfth Night", "Shakespeare on the Hoof", "Drama", None, 150, 0.55, 14.0,
     [("Studio", "2023-08-09", "2023-08-12", "studio")]),
    ("Laugh Lantern: Summer Stand-up", "Fool's Gold Comedy", "Stand-up", None, 110, 0.6, 16.0,
     [("Main House", "2023-08-25", "2023-08-26", "nightly")]),
    ("Educating Rita", "Northern Lights Touring", "Drama", None, 135, 0.64, 20.0,
     [("Main House", "2023-09-12", "2023-09-16", "week")]),
    ("The Crucible", IN_HOUSE, "Drama", "Helen Marchbank", 165, 0.58, 18.0,
     [("Main House", "2023-10-03", "2023-10-21", "week")]),
    ("Dracula: A Comedy of Terrors", "Blunderbuss Theatre", "Comedy", None, 120, 0.74, 19.0,
     [("Main House", "2023-10-25", "2023-10-31", "nightly")]),
    ("The Wherrymen in Concert", "The Wherrymen", "Music", None, 120, 0.8, 14.0,
     [("Studio", "2023-11-10", "2023-11-11", "nightly_studio")]),
    ("Cinderella", IN_HOUSE, "Pantomime", "Gareth Lloyd", 150, 0.9, 22.0,
     [("Main House", "2023-12-01", "2024-01-07", "panto")]),
    ("The Snow Queen", "Puddle Jump Theatre", "Family", None, 55, 0.82, 10.0,
     [("Studio", "2023-12-12", "2023-12-23", "family")]),
    ("Abigail's Party", IN_HOUSE, "Comedy", "Owen Pryce", 130, 0.7, 15.0,
     [("Studio", "2024-02-07", "2024-02-24", "studio")]),
    ("An Inspector Calls", "Northern Lights Touring", "Drama", None, 110, 0.72, 21.0,
     [("Main House", "2024-02-27", "2024-03-02", "week")]),
    ("Spring Mix", "Westcountry Dance", "Dance", None, 95, 0.5, 17.0,
     [("Main House", "2024-03-15", "2024-03-16", "nightly")]),
    ("Ladies' Day", IN_HOUSE, "Comedy", "Helen Marchbank", 140, 0.76, 19.0,
     [("Main House", "2024-04-09", "2024-04-27", "week")]),
    ("The Woman in Black", "Candlewick Productions", "Drama", None, 125, 0.8, 22.0,
     [("Main House", "2024-05-14", "2024-05-18", "week")]),
    ("Oliver!", YOUTH, "Musical", "Owen Pryce", 130, 0.87, 13.0,
     [("Main House", "2024-07-17", "2024-07-20", "youth")]),
    ("Comedy Club Summer Special", "Fool's Gold Comedy", "Stand-up", None, 100, 0.7, 12.0,
     [("Studio", "2024-08-16", "2024-08-17", "nightly_studio")]),
    ("Private Lives", IN_HOUSE, "Comedy", "Helen Marchbank", 145, 0.62, 19.0,
     [("Main House", "2024-09-17", "2024-10-05", "week")]),
    ("Of Mice and Men", "Northern Lights Touring", "Drama", None, 120, 0.74, 21.0,
     [("Main House", "2024-10-15", "2024-10-19", "week")]),
    ("Constellations", IN_HOUSE, "Drama", "Owen Pryce", 75, 0.93, 15.0,  # sold out, so it moved next door
     [("Studio", "2024-10-23", "2024-11-09", "studio"), ("Main House", "2024-11-13", "2024-11-16", "nightly")]),
    ("Jack and the Beanstalk", IN_HOUSE, "Pantomime", "Gareth Lloyd", 150, 0.94, 22.0,
     [("Main House", "2024-11-29", "2025-01-05", "panto")]),
    ("Little Owl's Winter Tale", "Puddle Jump Theatre", "Family", None, 50, 0.84, 10.0,
     [("Studio", "2024-12-10", "2024-12-22", "family")]),
    ("Ghost Stories by Candlelight", "Candlewick Productions", "Drama", None, 90, 0.62, 14.0,
     [("Studio", "2025-01-29", "2025-02-01", "studio")]),
    ("Noises Off", IN_HOUSE, "Comedy", "Gareth Lloyd", 155, 0.8, 20.0,
     [("Main House", "2025-02-18", "2025-03-08", "week")]),
    ("The Quayside Quartet", "The Quayside Quartet", "Music", None, 110, 0.74, 15.0,
     [("Studio", "2025-03-21", "2025-03-22", "nightly_studio")]),
    ("A Doll's House", "Northern Lights Touring", "Drama", None, 130, 0.54, 21.0,
     [("Main House", "2025-04-08", "2025-04-12", "week")]),
    ("Steel Magnolias", IN_HOUSE, "Drama", "Helen Marchbank", 135, 0.7, 20.0,
     [("Main House", "2025-05-06", "2025-05-24", "week")]),
    ("Annie", YOUTH, "Musical", "Owen Pryce", 125, 0.88, 13.0,
     [("Main House", "2025-07-16", "2025-07-19", "youth")]),
    ("Comedy Club: Summer Laughs", "Fool's Gold Comedy", "Stand-up", None, 100, 0.68, 13.0,
     [("Studio", "2025-08-15", "2025-08-16", "nightly_studio")]),
    ("The 39 Steps", IN_HOUSE, "Comedy", "Gareth Lloyd", 130, 0.74, 20.0,
     [("Main House", "2025-09-16", "2025-10-04", "week")]),
    ("Frankenstein", "Blunderbuss Theatre", "Drama", None, 120, 0.7, 21.0,
     [("Main House", "2025-10-21", "2025-10-25", "week")]),
    ("Talking Heads", IN_HOUSE, "Drama", "Owen Pryce", 120, 0.76, 15.0,
     [("Studio", "2025-11-05", "2025-11-22", "studio")]),
    ("Aladdin", IN_HOUSE, "Pantomime", "Gareth Lloyd", None, 0.95, 22.0,
     [("Main House", "2025-11-28", "2026-01-04", "panto")]),
    ("The Night Before Christmas", "Puddle Jump Theatre", "Family", None, 55, 0.85, 11.0,
     [("Studio", "2025-12-09", "2025-12-21", "family")]),
    ("New Year Brass", "Blackbird Lane Brass", "Music", None, 120, 0.6, 18.0,
     [("Main House", "2026-01-17", "2026-01-17", "nightly")]),
    ("Shirley Valentine", IN_HOUSE, "Comedy", "Helen Marchbank", None, 0.7, 16.0,
     [("Studio", "2026-02-11", "2026-02-28", "studio")]),
    ("The Importance of Being Earnest", IN_HOUSE, "Comedy", None, None, 0.75, 21.0,
     [("Main House", "2026-03-10", "2026-03-28", "week")]),
]

# pattern -> weekday (Monday 0) -> start times; a time before 17:00 is a matinee
PATTERNS = {
    "week": {1: ["19:30"], 2: ["19:30"], 3: ["14:30", "19:30"], 4: ["19:30"], 5: ["14:30", "19:30"]},
    "youth": {2: ["19:00"], 3: ["19:00"], 4: ["19:00"], 5: ["14:00", "19:00"]},
    "studio": {2: ["19:45"], 3: ["19:45"], 4: ["19:45"], 5: ["15:00", "19:45"]},
    "nightly": {d: ["19:30"] for d in range(7)},
    "nightly_studio": {d: ["19:45"] for d in range(7)},
    "family": {d: ["10:30", "13:30"] for d in range(1, 7)},
}
PANTO_SCHOOL_DAYS = ["10:30", "19:00"]  # Tuesday to Friday before the school holidays
PANTO_HOLIDAY_DAYS = ["14:00", "18:30"]  # weekends, and every day from the holidays on
PANTO_HOLIDAYS_FROM = (12, 19)  # month, day: the schools break up
PANTO_MATINEE_ONLY = [(12, 24), (12, 31)]
PANTO_DARK = [(12, 25)]
ON_SALE_DAYS = 150  # days before the first performance that tickets go on sale
PANTO_ON_SALE = 300  # the panto is on sale from the spring
LEAD_DAYS = {"Pantomime": 40.0, "Family": 20.0, "Musical": 14.0}  # mean days booked ahead; others below
LEAD_DAYS_DEFAULT = 16.0

# weekday factors on demand (Monday 0), month factors (quiet summers, a lull after the panto)
WEEKDAY_DEMAND = [0.8, 0.78, 0.84, 0.92, 1.06, 1.14, 0.96]
MONTH_DEMAND = [0.82, 0.9, 0.95, 1.0, 1.0, 0.9, 0.78, 0.74, 0.95, 1.0, 1.0, 1.0]
MATINEE_DEMAND = 0.86  # a midweek matinee sells less than the evening; the panto's and family shows' do not
PRICE_RISE = {2022: 0.0, 2023: 0.0, 2024: 1.5, 2025: 3.0}  # added to full prices, by the season's first year
PANTO_PEAK = 2.0  # added to panto full prices on Friday and Saturday evenings and from 20 December
CONCESSION_OFF = 3.0
CHILD_SHARE = 0.6  # a child's ticket is 60% of full, rounded to 50p
MEMBER_OFF = 2.0
# ticket types (Full, Concession, Child, Member) by genre
TYPE_MIX = {
    "Pantomime": [34, 12, 46, 8], "Family": [30, 6, 60, 4], "Musical": [44, 16, 32, 8],
    "Drama": [52, 27, 2, 19], "Comedy": [55, 25, 2, 18], "Music": [62, 22, 2, 14], "Dance": [58, 20, 10, 12],
    "Stand-up": [70, 18, 0, 12],
}
TYPES = ["Full", "Concession", "Child", "Member"]
SCHOOL_MIX = [10, 4, 84, 2]  # the panto's 10:30 term-time shows are school parties
QUANTITY = ([1, 2, 3, 4, 5, 6], [24, 46, 10, 13, 4, 3])
FAMILY_QUANTITY = ([1, 2, 3, 4, 5, 6], [6, 22, 22, 30, 12, 8])  # pantos and family shows come in groups
CHANNELS = ["Box Office", "Online", "Phone"]
CHANNEL_WEIGHTS = {2022: [44, 40, 16], 2023: [40, 44, 16], 2024: [34, 52, 14], 2025: [29, 59, 12]}
ONLINE_FEE = (1.5, 1.75)  # per ticket, before and after FEE_RISE_ON
PHONE_FEE = (2.0, 2.5)  # per booking line
COMPS = (0, 4)  # comps per Main House performance; press nights get PRESS_COMPS
PRESS_COMPS = 14
STUDIO_COMPS = (0, 2)
FRIEND_KEENNESS = 0.9  # log-normal sigma of how often a Friend books: a few book everything
MEMBER_NOT_NOTED = 0.06  # Member tickets sold at the box office without the member's number
REFUND_RATE = 0.012
EXCHANGE_RATE = 0.018
CANCEL_EXCHANGE = 0.35  # of the bookings for a cancelled performance; the rest are refunded
ILLNESS_RATE = 0.012  # performances lost to illness in the cast
WEATHER_DAYS = [date(2024, 1, 5), date(2025, 1, 3)]  # snow: everything that day was called off

TOWNS = [("Westbridge", 44), ("Ashcombe", 12), ("Kingsmead", 10), ("Little Harford", 7), ("Marlow Green", 6),
         ("Stoke Abbas", 5), ("Elmsworth", 5), ("Brackley Cross", 4)]
EMAIL_DOMAINS = ["inbox.test", "postly.test", "webmail.test", "example.net", "mailbox.test"]
NO_EMAIL_RATE = 0.14
NO_TOWN_RATE = 0.08
FIRST_NAMES = [
    "Alan", "Barbara", "Clive", "Deborah", "Edward", "Fiona", "Geoffrey", "Helen", "Ian", "Jane", "Keith", "Lesley",
    "Martin", "Nicola", "Oliver", "Patricia", "Richard", "Sarah", "Trevor", "Valerie", "Wendy", "Adam", "Bridget",
    "Colin", "Diane", "Gemma", "Hugh", "Imogen", "Jonathan", "Kate", "Laurence", "Miriam", "Nigel", "Olivia",
    "Philip", "Rachel", "Simon", "Tessa", "William", "Yvonne", "Rupert", "Harriet", "Giles", "Sophie", "Jack",
    "Emma", "Tom", "Lucy", "Ben", "Anna", "Sam", "Claire", "Dan", "Ruth", "Margaret", "Maureen", "Graham", "Pauline",
]
LAST_NAMES = [
    "Abbott", "Ashford", "Baker", "Blakeley", "Brook", "Carrington", "Chapman", "Cole", "Davenport", "Dawson",
    "Ellison", "Fairweather", "Fletcher", "Gray", "Gresham", "Hale", "Harding", "Holloway", "Hughes", "Kingsley",
    "Lambert", "Lowe", "Marsh", "Merriman", "Nash", "Norris", "Osborne", "Page", "Parry", "Prescott", "Radcliffe",
    "Reed", "Sherwood", "Slater", "Thornton", "Turner", "Walsh", "Waverley", "Whitfield", "Yates",
]

# scheme, fee before and after FEE_RISE_ON, share of new members, renewal rate
SCHEMES = [("Friend", 35.0, 40.0, 66, 0.72), ("Joint Friends", 55.0, 60.0, 26, 0.76), ("Patron", 150.0, 175.0, 8, 0.86)]
INITIAL_MEMBERS = 320  # Friends whose membership was running when the books start
INITIAL_RENEWING = 0.8  # of those, Friends of some years' standing rather than first-year members
DIRECT_DEBIT_LOYALTY = 0.08  # added to the renewal rate of Friends who pay by direct debit
NEW_MEMBERS_PER_MONTH = 11.0
JOIN_MONTH_DEMAND = [1.0, 0.7, 0.8, 0.8, 0.8, 0.6, 0.5, 0.5, 1.5, 1.2, 1.8, 2.6]  # Christmas gifts, panto season
LATE_RENEWAL_RATE = 0.12  # renewals paid a few weeks after the old membership ran out
PAYMENT_METHODS = (["Direct Debit", "Card", "Cash", "Cheque"], [45, 38, 7, 10])
NO_PAYMENT_METHOD_RATE = 0.05
MEMBER_DONATION_RATE = 0.14  # Friends who add a donation when they join or renew
MEMBER_DONATION = [10.0, 20.0, 25.0, 50.0, 100.0]
MEMBER_DONATION_WEIGHTS = [30, 30, 20, 15, 5]

# role, count, hours per shift
VOLUNTEER_ROLES = [("Usher", 34, 3.5), ("Bar", 14, 4.0), ("Duty Manager", 6, 5.0)]
VOLUNTEER_JOINED_BEFORE = 0.7  # volunteers already with us when the books start
VOLUNTEER_LEAVE_RATE = 0.2
NO_PHONE_RATE = 0.1
NO_SHOW_RATE = 0.03
# volunteers needed per performance: (duty, Main House, Studio); the panto needs a fifth usher
CREW = [("Duty Manager", 1, 1), ("Usher", 4, 1), ("Bar", 2, 1)]

# counter: spend per head at an evening and at a matinee, average transaction
BAR_SPEND = {"Bar": (4.3, 1.9, 6.8), "Ice Cream": (0.7, 1.5, 3.2)}
PANTO_ICE_CREAM = 1.6  # panto audiences eat more ice cream
STUDIO_BAR = 0.85  # the Studio's bar is a hatch: less spend per head
PROGRAMME_PRICE = (3.0, 3.5)  # before and after FEE_RISE_ON: in-house Main House shows only
PROGRAMME_TAKE_UP = (0.13, 0.24)  # share of the audience buying one: most shows, the panto
LOST_TILL_RATE = 0.05

# received on, kind, funder, amount, production title (or None)
FUNDING = [
    ("2023-07-14", "Grant", "Westbridge Town Council", 4000.0, "Bugsy Malone"),
    ("2023-10-02", "Grant", "Arts Council England", 24000.0, None),
    ("2023-10-16", "Sponsorship", "Pengelly & Sons Builders", 3000.0, "Cinderella"),
    ("2023-11-20", "Grant", "Cresswell Family Trust", 7500.0, None),
    ("2024-02-12", "Grant", "The Hartley Foundation", 5000.0, "Oliver!"),
    ("2024-04-05", "Grant", "Westbridge District Council", 12000.0, None),
    ("2024-04-22", "Sponsorship", "Harbourside Dental", 1500.0, "The Woman in Black"),
    ("2024-09-30", "Grant", "Arts Council England", 30000.0, None),
    ("2024-10-14", "Sponsorship", "Pengelly & Sons Builders", 3500.0, "Jack and the Beanstalk"),
    ("2024-10-21", "Grant", "Cresswell Family Trust", 6000.0, "Constellations"),
    ("2025-01-27", "Sponsorship", "Harbourside Dental", 1500.0, "Noises Off"),
    ("2025-03-10", "Grant", "The Hartley Foundation", 5000.0, "Annie"),
    ("2025-04-04", "Grant", "Westbridge District Council", 11000.0, None),
    ("2025-06-18", "Legacy", "Estate of Margaret Holloway", 10000.0, None),
    ("2025-09-08", "Sponsorship", "Kingsmead Motors", 2000.0, "The 39 Steps"),
    ("2025-10-01", "Grant", "Arts Council England", 28500.0, None),
    ("2025-10-13", "Sponsorship", "Pengelly & Sons Builders", 3500.0, "Aladdin"),
]
BUCKET_PER_HEAD = 0.45  # the panto's bucket collection for the building fund, per head, after each evening show
ANONYMOUS_DONATIONS = 40  # one-off gifts through the website and the box office, without a name
