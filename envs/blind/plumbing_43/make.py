import random, sqlite3, os, datetime as dt

random.seed(43)
HERE = os.path.dirname(os.path.abspath(__file__))
DB = os.path.join(HERE, "database", "plumbing", "plumbing.sqlite")

SCHEMA = """
CREATE TABLE eng (
  eng_no    INTEGER PRIMARY KEY,
  fname     TEXT NOT NULL,
  sname     TEXT NOT NULL,
  grade     TEXT NOT NULL,          -- APPR / ENG / SNR
  gas_safe  INTEGER NOT NULL,       -- 1 = Gas Safe registered
  hr_rate   REAL NOT NULL,          -- internal cost per hour
  start_dt  TEXT NOT NULL,
  end_dt    TEXT                    -- NULL = still employed
);
CREATE TABLE van (
  van_reg   TEXT PRIMARY KEY,
  make      TEXT NOT NULL,
  model     TEXT NOT NULL,
  reg_yr    INTEGER NOT NULL,
  mot_due   TEXT NOT NULL,
  eng_no    INTEGER REFERENCES eng(eng_no)   -- current driver, NULL = spare
);
CREATE TABLE cust (
  cust_no   INTEGER PRIMARY KEY,
  title     TEXT,
  fname     TEXT NOT NULL,
  sname     TEXT NOT NULL,
  co_name   TEXT,                   -- only for commercial accounts
  cust_typ  TEXT NOT NULL,          -- DOM / LL (landlord) / COM
  tel       TEXT,
  email     TEXT,
  reg_dt    TEXT NOT NULL
);
CREATE TABLE prop (
  prop_no   INTEGER PRIMARY KEY,
  cust_no   INTEGER NOT NULL REFERENCES cust(cust_no),
  addr1     TEXT NOT NULL,
  town      TEXT NOT NULL,
  postcd    TEXT NOT NULL,
  prop_typ  TEXT NOT NULL,          -- DET / SEMI / TERR / FLAT / BUNG / SHOP / OFFICE
  blr_make  TEXT,
  blr_yr    INTEGER
);
CREATE TABLE job (
  job_no     INTEGER PRIMARY KEY,
  prop_no    INTEGER NOT NULL REFERENCES prop(prop_no),
  eng_no     INTEGER NOT NULL REFERENCES eng(eng_no),
  job_typ    TEXT NOT NULL,         -- BOILER_SVC, BOILER_REP, BOILER_INST, LEAK, BATHROOM, DRAIN, POWERFLUSH, GAS_SAFETY, QUOTE
  callout_dt TEXT NOT NULL,
  done_dt    TEXT,
  hrs        REAL,
  emerg      INTEGER NOT NULL DEFAULT 0,
  status     TEXT NOT NULL,         -- COMP / CANC / OPEN
  qt_amt     REAL,                  -- quote jobs only
  qt_acc     INTEGER,               -- quote jobs only: 1 accepted, 0 declined
  qt_ref     INTEGER REFERENCES job(job_no)  -- work done on the back of a quote
);
CREATE TABLE part (
  part_no    INTEGER PRIMARY KEY,
  descr      TEXT NOT NULL,
  cat        TEXT NOT NULL,
  supplier   TEXT NOT NULL,
  unit_cost  REAL NOT NULL,
  sell_prc   REAL NOT NULL
);
CREATE TABLE job_part (
  job_no    INTEGER NOT NULL REFERENCES job(job_no),
  part_no   INTEGER NOT NULL REFERENCES part(part_no),
  qty       INTEGER NOT NULL,
  PRIMARY KEY (job_no, part_no)
);
CREATE TABLE inv (
  inv_no    INTEGER PRIMARY KEY,
  job_no    INTEGER NOT NULL REFERENCES job(job_no),
  inv_dt    TEXT NOT NULL,
  due_dt    TEXT NOT NULL,
  lab_amt   REAL NOT NULL,
  parts_amt REAL NOT NULL,
  vat       REAL NOT NULL,
  inv_tot   REAL NOT NULL
);
CREATE TABLE pmt (
  pmt_no    INTEGER PRIMARY KEY,
  inv_no    INTEGER NOT NULL REFERENCES inv(inv_no),
  pd_dt     TEXT NOT NULL,
  amt       REAL NOT NULL,
  mthd      TEXT NOT NULL           -- CARD / BACS / CASH / CHQ
);
CREATE TABLE rev (
  rev_no    INTEGER PRIMARY KEY,
  job_no    INTEGER NOT NULL REFERENCES job(job_no),
  rev_dt    TEXT NOT NULL,
  stars     INTEGER NOT NULL,
  src       TEXT NOT NULL,          -- GOOGLE / CHECKATRADE / DIRECT
  cmnt      TEXT
);
"""

D = dt.date
def iso(d): return d.isoformat()
def rdate(a, b): return a + dt.timedelta(days=random.randint(0, (b - a).days))

# ---------------- engineers ----------------
ENG = [
  # no, fname, sname, grade, gas, rate, start, end, job weight, emerg weight, star mean
  (1, "Dave", "Holroyd", "SNR", 1, 28.0, "2009-04-01", None, 1.15, 1.6, 4.6),
  (2, "Gary", "Whitworth", "SNR", 1, 27.5, "2012-09-03", None, 1.05, 1.2, 4.3),
  (3, "Mark", "Ackroyd", "ENG", 1, 23.0, "2016-02-15", None, 1.0, 1.0, 4.4),
  (4, "Lee", "Sutcliffe", "ENG", 1, 22.5, "2018-06-11", None, 0.95, 1.3, 3.6),
  (5, "Craig", "Bairstow", "ENG", 1, 22.0, "2019-11-04", None, 0.9, 0.8, 4.1),
  (6, "Ryan", "Crowther", "ENG", 1, 21.5, "2020-01-06", "2024-05-31", 0.9, 1.1, 3.9),
  (7, "Sam", "Pickles", "ENG", 1, 21.0, "2024-03-04", None, 0.9, 0.9, 4.5),
  (8, "Tom", "Haigh", "APPR", 0, 12.5, "2022-09-05", None, 0.45, 0.0, 4.2),
  (9, "Jordan", "Barraclough", "APPR", 0, 11.5, "2023-09-04", None, 0.35, 0.0, 4.0),
]

# ---------------- parts ----------------
PARTS = [
  ("Worcester Bosch Greenstar 4000 30kW combi", "BOILER", "City Plumbing", 1185.00),
  ("Vaillant ecoTEC plus 832 combi", "BOILER", "Plumb Center", 1260.00),
  ("Ideal Logic Max Combi2 C30", "BOILER", "Screwfix", 965.00),
  ("Baxi 830 combi", "BOILER", "Plumb Center", 910.00),
  ("Viessmann Vitodens 050-W 29kW", "BOILER", "City Plumbing", 1040.00),
  ("Magnetic system filter 22mm", "BOILER SPARES", "Screwfix", 68.50),
  ("Diverter valve cartridge", "BOILER SPARES", "Plumb Center", 84.00),
  ("PCB main control board", "BOILER SPARES", "City Plumbing", 235.00),
  ("Fan assembly", "BOILER SPARES", "Plumb Center", 148.00),
  ("Ignition electrode", "BOILER SPARES", "Screwfix", 18.75),
  ("Expansion vessel 8L", "BOILER SPARES", "City Plumbing", 46.00),
  ("Pressure relief valve", "BOILER SPARES", "Screwfix", 22.40),
  ("Gas valve", "BOILER SPARES", "Plumb Center", 162.00),
  ("Pump head Grundfos UPS3", "BOILER SPARES", "City Plumbing", 129.00),
  ("Flue kit horizontal 60/100", "BOILER SPARES", "Screwfix", 54.00),
  ("Inhibitor 1L", "CHEMICALS", "Screwfix", 14.99),
  ("Powerflush cleanser 1L", "CHEMICALS", "Screwfix", 21.50),
  ("Drain unblocker enzyme 5L", "CHEMICALS", "Toolstation", 17.80),
  ("Copper pipe 15mm x 3m", "PIPE & FITTINGS", "Screwfix", 16.40),
  ("Copper pipe 22mm x 3m", "PIPE & FITTINGS", "Screwfix", 31.20),
  ("Compression elbow 15mm", "PIPE & FITTINGS", "Toolstation", 2.10),
  ("Solder ring tee 22mm", "PIPE & FITTINGS", "Toolstation", 3.40),
  ("Push-fit coupler 15mm", "PIPE & FITTINGS", "Screwfix", 2.85),
  ("Isolating valve 15mm", "PIPE & FITTINGS", "Screwfix", 3.95),
  ("PTFE tape", "PIPE & FITTINGS", "Toolstation", 0.60),
  ("Waste pipe 40mm x 3m", "PIPE & FITTINGS", "Toolstation", 6.20),
  ("Double panel radiator 600x1000", "RADIATORS", "Plumb Center", 92.00),
  ("Towel rail chrome 1200x500", "RADIATORS", "City Plumbing", 74.00),
  ("Thermostatic radiator valve pair", "RADIATORS", "Screwfix", 24.50),
  ("Lockshield valve", "RADIATORS", "Toolstation", 6.75),
  ("Close coupled toilet pan & cistern", "SANITARYWARE", "Victorian Plumbing", 148.00),
  ("Basin and pedestal", "SANITARYWARE", "Victorian Plumbing", 96.00),
  ("Thermostatic mixer shower", "SANITARYWARE", "Screwfix", 185.00),
  ("Bath 1700 acrylic", "SANITARYWARE", "Victorian Plumbing", 210.00),
  ("Basin mixer tap", "TAPS & VALVES", "Screwfix", 58.00),
  ("Kitchen mixer tap", "TAPS & VALVES", "Screwfix", 64.00),
  ("Fill valve bottom entry", "TAPS & VALVES", "Toolstation", 9.90),
  ("Flush valve", "TAPS & VALVES", "Toolstation", 12.40),
  ("Stopcock 15mm", "TAPS & VALVES", "Toolstation", 7.80),
  ("Wireless programmable thermostat", "CONTROLS", "City Plumbing", 118.00),
  ("Motorised zone valve 22mm", "CONTROLS", "Plumb Center", 72.00),
  ("Silicone sealant white", "CONSUMABLES", "Toolstation", 4.50),
]

# ---------------- places / names ----------------
TOWNS = [
  ("Leeds", ["LS6", "LS8", "LS12", "LS17", "LS28"], 26),
  ("Bradford", ["BD3", "BD9", "BD10", "BD15"], 15),
  ("Wakefield", ["WF1", "WF2", "WF4"], 11),
  ("Huddersfield", ["HD1", "HD3", "HD5"], 12),
  ("Halifax", ["HX1", "HX2", "HX3"], 9),
  ("Harrogate", ["HG1", "HG2"], 7),
  ("Otley", ["LS21"], 4),
  ("Pudsey", ["LS28"], 5),
  ("Morley", ["LS27"], 5),
  ("Keighley", ["BD20", "BD21"], 5),
  ("Ilkley", ["LS29"], 3),
]
STREETS = ["Church Lane", "Station Road", "Victoria Street", "Park Avenue", "Moor Lane", "Manor Road",
  "Westfield Drive", "Mill Lane", "Chapel Street", "Highfield Road", "Oakwood Grove", "Queens Road",
  "Springfield Close", "Beech Avenue", "Hollin Lane", "Green Lane", "King Street", "Northgate",
  "Low Lane", "Rosemont Terrace", "Ash Grove", "Thornhill Road", "Birch Crescent", "Brook Street",
  "Cross Lane", "Fairfax Avenue", "Moorside Road", "Wellington Street", "Albert Road", "Ravenscar Mount"]
FN_M = ["James","John","David","Michael","Paul","Andrew","Peter","Richard","Stephen","Mark","Christopher",
  "Ian","Simon","Neil","Graham","Martin","Kevin","Anthony","Robert","Philip","Matthew","Daniel","Jonathan",
  "Adam","Luke","Harry","Oliver","George","Jack","Imran","Mohammed","Arjun","Callum","Keith","Trevor"]
FN_F = ["Susan","Sarah","Karen","Julie","Helen","Claire","Emma","Rachel","Joanne","Nicola","Lisa","Amanda",
  "Jennifer","Margaret","Patricia","Elizabeth","Catherine","Hannah","Laura","Sophie","Charlotte","Jessica",
  "Amy","Rebecca","Lucy","Fatima","Aisha","Priya","Gillian","Brenda","Jean","Lorraine"]
SN = ["Smith","Jones","Taylor","Brown","Wilson","Walker","Wood","Thompson","Wright","Robinson","Hall","Green",
  "Clarke","Jackson","Hughes","Turner","Harrison","Roberts","Shaw","Atkinson","Hirst","Sykes","Lockwood",
  "Brook","Haigh","Armitage","Kaye","Dyson","Fielding","Moorhouse","Mitchell","Priestley","Crossley",
  "Pearson","Kershaw","Hartley","Greenwood","Barker","Marsden","Firth","Booth","Lister","Hussain","Khan",
  "Ahmed","Patel","Kaur","Singh","O'Brien","Kelly","Murphy","Stead","Tetley","Illingworth","Gledhill",
  "Binns","Rhodes","Holmes","Senior","Wainwright","Ogden","Hudson","Norton","Fletcher","Beaumont"]
CO = ["Aire Valley Lettings Ltd", "Calder Property Management", "Northern Rest Homes", "The Old Bell Inn",
  "Ridings Dental Practice", "Wharfe Café Ltd", "St Mary's Church Hall", "Pennine Estates",
  "Kirkgate Barbers", "Yorkshire Stone Holdings", "Moorview Nursery", "Holme Valley Vets"]

def uk_tel():
    if random.random() < 0.7:
        return "07" + "".join(random.choice("0123456789") for _ in range(3)) + " " + "".join(random.choice("0123456789") for _ in range(6))
    return random.choice(["0113", "01274", "01924", "01484", "01422", "01423"]) + " " + "".join(random.choice("0123456789") for _ in range(6))

def build():
    if os.path.exists(DB): os.remove(DB)
    con = sqlite3.connect(DB)
    con.executescript(SCHEMA)
    cur = con.cursor()

    for e in ENG:
        cur.execute("INSERT INTO eng VALUES (?,?,?,?,?,?,?,?)", e[:8])

    vans = [
        ("YD19 KXP", "Ford", "Transit Custom", 2019, "2025-03-14", 1),
        ("YK67 BNF", "Vauxhall", "Vivaro", 2017, "2025-08-02", 2),
        ("YG21 RHU", "Volkswagen", "Transporter", 2021, "2025-11-19", 3),
        ("YJ18 OWD", "Citroen", "Dispatch", 2018, "2025-05-27", 4),
        ("YA70 LZT", "Renault", "Trafic", 2020, "2025-10-08", 5),
        ("YE16 TMV", "Ford", "Transit Connect", 2016, "2025-02-21", None),
        ("YF73 SPK", "Ford", "Transit Custom", 2023, "2026-09-30", 7),
    ]
    cur.executemany("INSERT INTO van VALUES (?,?,?,?,?,?)", vans)

    parts = []
    for i, (d, c, s, cost) in enumerate(PARTS, 1):
        mark = 1.25 if c == "BOILER" else random.choice([1.3, 1.35, 1.4, 1.5])
        parts.append((i, d, c, s, cost, round(cost * mark, 2)))
    cur.executemany("INSERT INTO part VALUES (?,?,?,?,?,?)", parts)
    pidx = {p[1]: p for p in parts}
    cat = {}
    for p in parts: cat.setdefault(p[2], []).append(p)

    # customers
    used = set(); custs = []
    n_cust = 360
    co_pool = CO[:]
    random.shuffle(co_pool)
    for cno in range(1, n_cust + 1):
        r = random.random()
        typ = "DOM" if r < 0.84 else ("LL" if r < 0.95 else "COM")
        if typ == "COM" and not co_pool: typ = "LL"
        while True:
            male = random.random() < 0.5
            fn = random.choice(FN_M if male else FN_F); sn = random.choice(SN)
            if (fn, sn) not in used: used.add((fn, sn)); break
        title = random.choice(["Mr"] if male else ["Mrs", "Ms", "Miss", "Mrs"])
        if random.random() < 0.08: title = "Dr"
        co = co_pool.pop() if typ == "COM" else None
        email = None if random.random() < 0.12 else f"{fn.lower()}.{sn.lower().replace(chr(39),'')}{random.randint(1,99)}@{random.choice(['gmail.com','hotmail.co.uk','btinternet.com','yahoo.co.uk','outlook.com'])}"
        reg = rdate(D(2015, 1, 1), D(2024, 10, 31))
        custs.append((cno, title, fn, sn, co, typ, uk_tel(), email, iso(reg)))
    cur.executemany("INSERT INTO cust VALUES (?,?,?,?,?,?,?,?,?)", custs)

    # properties
    props = []; pno = 0
    town_w = [t[2] for t in TOWNS]
    for c in custs:
        n = 1 if c[5] == "DOM" else (random.randint(2, 6) if c[5] == "LL" else random.randint(1, 2))
        if c[5] == "DOM" and random.random() < 0.04: n = 2
        home_town = random.choices(TOWNS, weights=town_w)[0]
        for k in range(n):
            t = home_town if (k == 0 or random.random() < 0.6) else random.choices(TOWNS, weights=town_w)[0]
            pno += 1
            pc = random.choice(t[1]) + " " + str(random.randint(1, 9)) + random.choice("ABDEFGHJLNPQRSTUWXYZ") + random.choice("ABDEFGHJLNPQRSTUWXYZ")
            if c[5] == "COM":
                ptyp = random.choice(["SHOP", "OFFICE"])
            elif c[5] == "LL":
                ptyp = random.choices(["FLAT", "TERR", "SEMI"], weights=[5, 4, 2])[0]
            else:
                ptyp = random.choices(["DET", "SEMI", "TERR", "FLAT", "BUNG"], weights=[3, 5, 4, 2, 1.5])[0]
            num = random.randint(1, 180)
            addr = (f"Flat {random.randint(1,12)}, {num} " if ptyp == "FLAT" else f"{num} ") + random.choice(STREETS)
            bm = random.choice(["Worcester Bosch", "Vaillant", "Ideal", "Baxi", "Potterton", "Glow-worm", "Viessmann"])
            by = random.randint(2004, 2022)
            if random.random() < 0.05: bm, by = None, None
            props.append((pno, c[0], addr, t[0], pc, ptyp, bm, by))
    cur.executemany("INSERT INTO prop VALUES (?,?,?,?,?,?,?,?)", props)

    # jobs
    TYPES = {  # weight, hrs range, emerg prob
      "BOILER_SVC": (30, (0.75, 1.5), 0.0),
      "BOILER_REP": (17, (1.0, 4.0), 0.30),
      "LEAK":       (18, (0.5, 3.5), 0.40),
      "DRAIN":      (6,  (0.5, 2.5), 0.25),
      "GAS_SAFETY": (9,  (0.5, 1.0), 0.0),
      "POWERFLUSH": (4,  (4.0, 7.0), 0.0),
      "QUOTE":      (10, (0.5, 1.0), 0.0),
    }
    tnames = list(TYPES); tw = [TYPES[t][0] for t in tnames]
    prop_w = [3.0 if p[5] in ("FLAT", "TERR") and p[1] and custs[p[1]-1][5] == "LL" else 1.0 for p in props]
    jobs = []
    start, end = D(2023, 1, 3), D(2025, 11, 28)

    def pick_eng(d, emerg, typ):
        cands = []
        for e in ENG:
            s = D.fromisoformat(e[6]); en = D.fromisoformat(e[7]) if e[7] else D(2030, 1, 1)
            if not (s <= d <= en): continue
            if typ in ("BOILER_SVC", "BOILER_REP", "GAS_SAFETY", "BOILER_INST") and not e[4]: continue
            w = e[9] if emerg else e[8]
            if w > 0: cands.append((e[0], w))
        return random.choices([c[0] for c in cands], weights=[c[1] for c in cands])[0]

    n_jobs = 1750
    raw = []
    for _ in range(n_jobs):
        d = rdate(start, end)
        # more boiler work in winter
        typ = random.choices(tnames, weights=tw)[0]
        if d.month in (11, 12, 1, 2) and typ in ("DRAIN", "GAS_SAFETY") and random.random() < 0.5:
            typ = "BOILER_REP"
        raw.append((d, typ))
    raw.sort()

    jno = 0
    followups = []
    for d, typ in raw:
        jno += 1
        emerg = 1 if random.random() < TYPES[typ][2] else 0
        prop = random.choices(props, weights=prop_w)[0]
        e = pick_eng(d, emerg, typ)
        lo, hi = TYPES[typ][1]
        hrs = round(random.uniform(lo, hi) * 4) / 4
        status = "COMP"
        if random.random() < 0.04: status = "CANC"
        done = d if (emerg or typ in ("QUOTE",)) else d + dt.timedelta(days=random.randint(0, 6))
        if done > D(2025, 11, 20) and random.random() < 0.6: status = "OPEN"
        qt_amt = qt_acc = None
        if typ == "QUOTE":
            status = "COMP"
            kind = random.choices(["BOILER_INST", "BATHROOM"], weights=[3, 1])[0]
            qt_amt = round(random.uniform(2300, 4200) if kind == "BOILER_INST" else random.uniform(3800, 8500), -1)
            qt_acc = 1 if random.random() < 0.55 else 0
            if qt_acc:
                followups.append((jno, kind, d, prop, qt_amt))
        if status == "CANC": hrs, done = None, None
        if status == "OPEN": hrs, done = None, None
        jobs.append([jno, prop[0], e, typ, iso(d), iso(done) if done else None, hrs, emerg, status, qt_amt, qt_acc, None])

    # follow-up installation jobs from accepted quotes
    fjobs = []
    skip = set(random.sample(range(len(followups)), 5))
    for i, (qno, kind, d, prop, amt) in enumerate(followups):
        fd = d + dt.timedelta(days=random.randint(8, 45))
        if i in skip or fd > D(2025, 12, 15):
            continue
        e = pick_eng(fd, 0, kind)
        days = random.randint(1, 2) if kind == "BOILER_INST" else random.randint(3, 6)
        hrs = float(days * 8 - random.choice([0, 1, 2]))
        fdone = fd + dt.timedelta(days=days - 1)
        status = "COMP" if fdone <= D(2025, 12, 10) else "OPEN"
        fjobs.append([None, prop[0], e, kind, iso(fd), iso(fdone) if status == "COMP" else None,
                      hrs if status == "COMP" else None, 0, status, amt, None, qno])
    alljobs = jobs + fjobs
    alljobs.sort(key=lambda j: (j[4], j[0] or 10**9))
    remap = {}
    for i, j in enumerate(alljobs, 1):
        if j[0] is not None: remap[j[0]] = i
        j[0] = i
    for j in alljobs:
        if j[11] is not None: j[11] = remap[j[11]]
        if j[3] in ("BOILER_INST", "BATHROOM"):
            j[9] = None  # amount lives on the quote
    cur.executemany("INSERT INTO job VALUES (?,?,?,?,?,?,?,?,?,?,?,?)", alljobs)
    qamt = {j[0]: j[9] for j in alljobs if j[3] == "QUOTE"}

    # parts per job
    jparts = []
    def add(jp, name, q):
        jp[pidx_by_name[name][0]] = jp.get(pidx_by_name[name][0], 0) + q
    pidx_by_name = {p[1]: p for p in parts}
    pipe = [p[1] for p in cat["PIPE & FITTINGS"]]
    for j in alljobs:
        if j[8] != "COMP" or j[3] == "QUOTE": continue
        jp = {}
        t = j[3]
        if t == "BOILER_SVC":
            if random.random() < 0.3: add(jp, "Inhibitor 1L", 1)
            if random.random() < 0.15: add(jp, "Ignition electrode", 1)
        elif t == "BOILER_REP":
            for _ in range(random.choice([1, 1, 1, 2])):
                sp = random.choices([p[1] for p in cat["BOILER SPARES"]],
                                    weights=[3, 5, 3, 3, 6, 4, 4, 2, 3, 1])[0]
                add(jp, sp, 1)
            if random.random() < 0.3: add(jp, "Inhibitor 1L", 1)
        elif t == "LEAK":
            for _ in range(random.randint(1, 3)):
                add(jp, random.choice(pipe), random.randint(1, 4))
            if random.random() < 0.2: add(jp, random.choice(["Stopcock 15mm", "Fill valve bottom entry", "Flush valve", "Lockshield valve"]), 1)
        elif t == "DRAIN":
            if random.random() < 0.5: add(jp, "Drain unblocker enzyme 5L", 1)
            if random.random() < 0.3: add(jp, "Waste pipe 40mm x 3m", 1)
        elif t == "GAS_SAFETY":
            pass
        elif t == "POWERFLUSH":
            add(jp, "Powerflush cleanser 1L", random.randint(2, 4)); add(jp, "Inhibitor 1L", 1)
            if random.random() < 0.5: add(jp, "Magnetic system filter 22mm", 1)
        elif t == "BOILER_INST":
            add(jp, random.choices([p[1] for p in cat["BOILER"]], weights=[5, 3, 3, 2, 1])[0], 1)
            add(jp, "Flue kit horizontal 60/100", 1); add(jp, "Magnetic system filter 22mm", 1)
            add(jp, "Inhibitor 1L", 1); add(jp, "Copper pipe 22mm x 3m", random.randint(1, 3))
            add(jp, "Solder ring tee 22mm", random.randint(2, 6))
            if random.random() < 0.6: add(jp, "Wireless programmable thermostat", 1)
            if random.random() < 0.3: add(jp, "Thermostatic radiator valve pair", random.randint(2, 6))
        elif t == "BATHROOM":
            for n in ["Close coupled toilet pan & cistern", "Basin and pedestal", "Basin mixer tap", "Silicone sealant white"]:
                add(jp, n, 1)
            add(jp, random.choice(["Bath 1700 acrylic", "Thermostatic mixer shower"]), 1)
            if random.random() < 0.5: add(jp, "Towel rail chrome 1200x500", 1)
            add(jp, "Copper pipe 15mm x 3m", random.randint(1, 3)); add(jp, "Waste pipe 40mm x 3m", 1)
        if random.random() < 0.08 and t in ("LEAK", "BOILER_REP"):
            add(jp, "Double panel radiator 600x1000", 1)
        for pn, q in jp.items():
            jparts.append((j[0], pn, q))
    cur.executemany("INSERT INTO job_part VALUES (?,?,?)", jparts)
    jp_by_job = {}
    for a, b, q in jparts: jp_by_job.setdefault(a, []).append((b, q))

    # invoices and payments
    invs = []; pmts = []; ino = 0; pno_ = 0
    for j in alljobs:
        if j[8] != "COMP" or j[3] == "QUOTE": continue
        done = D.fromisoformat(j[5])
        idt = done + dt.timedelta(days=random.choice([0, 0, 1, 1, 2, 3, 5]))
        if idt > D(2025, 12, 31): idt = D(2025, 12, 31)
        t = j[3]
        partsv = round(sum(parts[p - 1][5] * q for p, q in jp_by_job.get(j[0], [])), 2)
        if t == "BOILER_SVC": lab = 85.0 if j[7] == 0 else 120.0
        elif t == "GAS_SAFETY": lab = 70.0
        elif t in ("BOILER_INST", "BATHROOM"):
            net = qamt[j[11]] / 1.2
            lab = round(net - partsv, 2)
            if lab < 450: lab = round(random.uniform(450, 900), 2)  # extras on the day
        else:
            lab = round(j[6] * (95.0 if j[7] else 65.0) + (60.0 if j[7] else 0.0), 2)
        if t not in ("BOILER_INST", "BATHROOM"):
            lab = round(lab, 2)
        net = round(lab + partsv, 2)
        vat = round(net * 0.2, 2)
        tot = round(net + vat, 2)
        ino += 1
        cust_typ = custs[props[j[1] - 1][1] - 1][5]
        terms = 30 if cust_typ in ("LL", "COM") else 14
        invs.append((ino, j[0], iso(idt), iso(idt + dt.timedelta(days=terms)), lab, partsv, vat, tot))
        # payment behaviour
        late = idt > D(2025, 10, 15)
        punpaid = 0.45 if late else 0.035
        if cust_typ == "LL": punpaid *= 1.5
        if random.random() < punpaid:
            continue
        if cust_typ == "COM": mth = random.choices(["BACS", "CHQ"], weights=[4, 1])[0]
        elif cust_typ == "LL": mth = random.choices(["BACS", "CARD", "CHQ"], weights=[6, 2, 1])[0]
        else: mth = random.choices(["CARD", "BACS", "CASH", "CHQ"], weights=[10, 6, 2, 0.5])[0]
        if t in ("BOILER_INST", "BATHROOM") and random.random() < 0.6:
            first = round(tot * 0.5, 2)
            d1 = idt + dt.timedelta(days=random.randint(0, 5))
            d2 = d1 + dt.timedelta(days=random.randint(14, 40))
            if d2 <= D(2025, 12, 31):
                pno_ += 1; pmts.append((pno_, ino, iso(d1), first, mth))
                pno_ += 1; pmts.append((pno_, ino, iso(d2), round(tot - first, 2), mth))
                continue
        lag = 0 if mth in ("CARD", "CASH") and random.random() < 0.7 else random.randint(1, terms + (25 if cust_typ == "LL" else 10))
        pd = idt + dt.timedelta(days=lag)
        if pd > D(2025, 12, 31): continue
        pno_ += 1; pmts.append((pno_, ino, iso(pd), tot, mth))
    cur.executemany("INSERT INTO inv VALUES (?,?,?,?,?,?,?,?)", invs)
    cur.executemany("INSERT INTO pmt VALUES (?,?,?,?,?)", pmts)

    # reviews
    COMMENTS = {
      5: ["Brilliant service, turned up on time and fixed it fast.", "Really tidy work, would recommend.",
          "Came out late at night, absolute lifesaver.", "Friendly and professional.", "Great job, fair price.", None, None],
      4: ["Good job, bit of a wait for parts.", "Sorted the problem, left it clean.", "Happy overall.", None, None],
      3: ["Job done but arrived later than promised.", "OK, price a bit steep.", "Had to chase for the invoice.", None],
      2: ["Had to call back as problem came back.", "Left a mess in the kitchen.", "Poor communication."],
      1: ["Did not turn up on the first day.", "Leak started again within a week.", "Overcharged, would not use again."],
    }
    star_mean = {e[0]: e[10] for e in ENG}
    revs = []; rno = 0
    for j in alljobs:
        if j[8] != "COMP" or j[3] == "QUOTE": continue
        if random.random() > (0.45 if j[7] else 0.27): continue
        m = star_mean[j[2]]
        s = int(round(random.gauss(m, 0.85)))
        s = max(1, min(5, s))
        rd = D.fromisoformat(j[5]) + dt.timedelta(days=random.randint(0, 20))
        if rd > D(2025, 12, 31): continue
        rno += 1
        revs.append((rno, j[0], iso(rd), s, random.choices(["GOOGLE", "CHECKATRADE", "DIRECT"], weights=[5, 3, 1])[0],
                     random.choice(COMMENTS[s])))
    cur.executemany("INSERT INTO rev VALUES (?,?,?,?,?,?)", revs)
    con.commit()
    return con

QUESTIONS = [
# ---------------- easy ----------------
("How many of our customers are landlords?",
 "SELECT COUNT(*) FROM cust WHERE cust_typ = 'LL'"),
("How many emergency call-outs did we get in 2024?",
 "SELECT COUNT(*) FROM job WHERE emerg = 1 AND callout_dt BETWEEN '2024-01-01' AND '2024-12-31'"),
("What was the total value of all invoices raised in 2023?",
 "SELECT SUM(inv_tot) FROM inv WHERE inv_dt BETWEEN '2023-01-01' AND '2023-12-31'"),
("Which towns do we have customer properties in?",
 "SELECT DISTINCT town FROM prop"),
("Which parts cost us more than £200 each to buy in?",
 "SELECT descr FROM part WHERE unit_cost > 200"),
("How many five-star reviews have we had?",
 "SELECT COUNT(*) FROM rev WHERE stars = 5"),
("On average, how many hours does a leak repair take?",
 "SELECT AVG(hrs) FROM job WHERE job_typ = 'LEAK'"),
("Which van has the earliest MOT due date? Just give me the registration.",
 "SELECT van_reg FROM van ORDER BY mot_due ASC LIMIT 1"),
("How many quotes have customers accepted?",
 "SELECT COUNT(*) FROM job WHERE job_typ = 'QUOTE' AND qt_acc = 1"),
("What is the biggest single payment we have ever received?",
 "SELECT MAX(amt) FROM pmt"),
("How many properties do we look after in Harrogate?",
 "SELECT COUNT(*) FROM prop WHERE town = 'Harrogate'"),
("What are the names of our apprentices?",
 "SELECT fname, sname FROM eng WHERE grade = 'APPR'"),
# ---------------- medium ----------------
("Which engineer did the most emergency call-outs in 2023?",
 "SELECT e.fname, e.sname FROM eng e JOIN job j ON j.eng_no = e.eng_no WHERE j.emerg = 1 AND j.callout_dt BETWEEN '2023-01-01' AND '2023-12-31' GROUP BY e.eng_no ORDER BY COUNT(*) DESC LIMIT 1"),
("How much have we invoiced in total for boiler installations?",
 "SELECT SUM(i.inv_tot) FROM inv i JOIN job j ON i.job_no = j.job_no WHERE j.job_typ = 'BOILER_INST'"),
("What is the average star rating for each engineer?",
 "SELECT e.fname, e.sname, AVG(r.stars) FROM rev r JOIN job j ON r.job_no = j.job_no JOIN eng e ON j.eng_no = e.eng_no GROUP BY e.eng_no"),
("Which customers have unpaid invoices?",
 "SELECT DISTINCT c.fname, c.sname FROM cust c JOIN prop p ON p.cust_no = c.cust_no JOIN job j ON j.prop_no = p.prop_no JOIN inv i ON i.job_no = j.job_no WHERE NOT EXISTS (SELECT 1 FROM pmt WHERE pmt.inv_no = i.inv_no)"),
("How many jobs of each type did we complete in 2025?",
 "SELECT job_typ, COUNT(*) FROM job WHERE status = 'COMP' AND done_dt BETWEEN '2025-01-01' AND '2025-12-31' GROUP BY job_typ"),
("How much have customers paid us by card altogether?",
 "SELECT SUM(amt) FROM pmt WHERE mthd = 'CARD'"),
("Which town did we get the most call-outs from in 2023?",
 "SELECT p.town FROM job j JOIN prop p ON j.prop_no = p.prop_no WHERE j.callout_dt BETWEEN '2023-01-01' AND '2023-12-31' GROUP BY p.town ORDER BY COUNT(*) DESC LIMIT 1"),
("Who drives the van with registration YK67 BNF?",
 "SELECT e.fname, e.sname FROM van v JOIN eng e ON v.eng_no = e.eng_no WHERE v.van_reg = 'YK67 BNF'"),
("How many parts have we used on jobs in each part category?",
 "SELECT p.cat, SUM(jp.qty) FROM job_part jp JOIN part p ON jp.part_no = p.part_no GROUP BY p.cat"),
("How many completed jobs have we done at flats?",
 "SELECT COUNT(*) FROM job j JOIN prop p ON j.prop_no = p.prop_no WHERE p.prop_typ = 'FLAT' AND j.status = 'COMP'"),
("What is the average invoice total for emergency call-outs?",
 "SELECT AVG(i.inv_tot) FROM inv i JOIN job j ON i.job_no = j.job_no WHERE j.emerg = 1"),
("Which customers have properties in more than one town?",
 "SELECT c.fname, c.sname FROM cust c JOIN prop p ON p.cust_no = c.cust_no GROUP BY c.cust_no HAVING COUNT(DISTINCT p.town) > 1"),
# ---------------- hard ----------------
("Which engineers have never done an emergency call-out?",
 "SELECT e.fname, e.sname FROM eng e WHERE NOT EXISTS (SELECT 1 FROM job j WHERE j.eng_no = e.eng_no AND j.emerg = 1)"),
("Which customers have had more than 30 jobs done across their properties?",
 "SELECT c.fname, c.sname FROM cust c JOIN prop p ON p.cust_no = c.cust_no JOIN job j ON j.prop_no = p.prop_no GROUP BY c.cust_no HAVING COUNT(*) > 30"),
("What percentage of the quotes we gave in 2024 were accepted?",
 "SELECT 100.0 * SUM(qt_acc) / COUNT(*) FROM job WHERE job_typ = 'QUOTE' AND callout_dt BETWEEN '2024-01-01' AND '2024-12-31'"),
("Which engineer brought in the most invoiced revenue in 2025?",
 "SELECT e.fname, e.sname FROM inv i JOIN job j ON i.job_no = j.job_no JOIN eng e ON j.eng_no = e.eng_no WHERE i.inv_dt BETWEEN '2025-01-01' AND '2025-12-31' GROUP BY e.eng_no ORDER BY SUM(i.inv_tot) DESC LIMIT 1"),
("Which customers have had at least 4 completed jobs but have never left us a review?",
 "SELECT c.fname, c.sname FROM cust c JOIN prop p ON p.cust_no = c.cust_no JOIN job j ON j.prop_no = p.prop_no WHERE j.status = 'COMP' AND NOT EXISTS (SELECT 1 FROM rev r JOIN job j2 ON r.job_no = j2.job_no JOIN prop p2 ON j2.prop_no = p2.prop_no WHERE p2.cust_no = c.cust_no) GROUP BY c.cust_no HAVING COUNT(*) >= 4"),
("Which part have we used the most of, by quantity, on boiler repairs?",
 "SELECT p.descr FROM job_part jp JOIN part p ON jp.part_no = p.part_no JOIN job j ON jp.job_no = j.job_no WHERE j.job_typ = 'BOILER_REP' GROUP BY p.part_no ORDER BY SUM(jp.qty) DESC LIMIT 1"),
("For each payment method, what is the average number of days between the invoice date and the payment date?",
 "SELECT p.mthd, AVG(julianday(p.pd_dt) - julianday(i.inv_dt)) FROM pmt p JOIN inv i ON p.inv_no = i.inv_no GROUP BY p.mthd"),
("Which month of 2024 had the highest total invoiced?",
 "SELECT strftime('%m', inv_dt) AS mon FROM inv WHERE inv_dt BETWEEN '2024-01-01' AND '2024-12-31' GROUP BY mon ORDER BY SUM(inv_tot) DESC LIMIT 1"),
("Which engineers have an average review rating below 4 stars?",
 "SELECT e.fname, e.sname FROM rev r JOIN job j ON r.job_no = j.job_no JOIN eng e ON j.eng_no = e.eng_no GROUP BY e.eng_no HAVING AVG(r.stars) < 4"),
("What did the parts used on landlords' jobs cost us in total, at our buying price?",
 "SELECT SUM(jp.qty * pt.unit_cost) FROM job_part jp JOIN part pt ON jp.part_no = pt.part_no JOIN job j ON jp.job_no = j.job_no JOIN prop p ON j.prop_no = p.prop_no JOIN cust c ON p.cust_no = c.cust_no WHERE c.cust_typ = 'LL'"),
("Which customers accepted a quote but never had a job booked in on the back of it?",
 "SELECT DISTINCT c.fname, c.sname FROM job q JOIN prop p ON q.prop_no = p.prop_no JOIN cust c ON p.cust_no = c.cust_no WHERE q.job_typ = 'QUOTE' AND q.qt_acc = 1 AND NOT EXISTS (SELECT 1 FROM job f WHERE f.qt_ref = q.job_no)"),
("Which properties have had more than three leak repairs? Give the address and postcode.",
 "SELECT p.addr1, p.postcd FROM prop p JOIN job j ON j.prop_no = p.prop_no WHERE j.job_typ = 'LEAK' GROUP BY p.prop_no HAVING COUNT(*) > 3"),
]

def check_and_write(con):
    import json
    out = []
    for q, sql in QUESTIONS:
        rows = con.execute(sql).fetchall()
        assert rows and rows[0][0] is not None, ("empty result", q)
        out.append({"db_id": "plumbing", "question": q, "query": sql})
    with open(os.path.join(HERE, "dev.json"), "w") as f:
        json.dump(out, f, indent=2, ensure_ascii=False)
    return out


if __name__ == "__main__":
    con = build()
    for (t,) in con.execute("SELECT name FROM sqlite_master WHERE type='table' ORDER BY rowid"):
        print(t, con.execute(f"SELECT COUNT(*) FROM {t}").fetchone()[0])
    out = check_and_write(con)
    print(len(out), "questions written, all gold queries non-empty")
