"""The ``marina`` database's seeded generator: ``populate(con, rng)`` fills the tables of ``vocabulary.SCHEMA``
from the vocabularies there and a seeded ``random.Random``.

The annual berths are simulated one at a time (holders sign, renew, give up, sell their boats); then visiting
boats compete for the visitor berths day by day; fuel sales and boatyard jobs follow the boats that were here.
"""

from __future__ import annotations

import random
import sqlite3
from datetime import date, timedelta

from envs.databases.draws import days_between, iso, one_year_on, random_day, weighted
from envs.databases.marina.vocabulary import (
    ANNUAL_RISE, BERTH_BLOCKS, BOAT_SINGLE, BOAT_WORDS_A, BOAT_WORDS_B, BUYER_KEEPS_BERTH, DAILY_RISE,
    EMAIL_DOMAINS, FIRST_NAMES, FIRST_SEASON, FIT_SHARE, FOREIGN_NAMES, FUEL_MONTH_DEMAND, FUEL_PAYMENT,
    FUEL_PRICES, FUEL_ROLES, HOME_PORT, INITIAL_OCCUPANCY, JOB_DAYS, LAST_NAMES, LIVEABOARD_RATE,
    LIVEABOARD_SURCHARGE, MONTHLY_PLAN_RATE, MOORING_PREFERENCE, MOORING_SAIL_SHARE, MOTOR_MAKES, NO_EMAIL_RATE,
    NO_HOME_PORT_RATE, NO_MAKE_RATE, NO_PHONE_RATE, NO_REGISTRATION_RATE, NO_TOWN_RATE, NO_YEAR_RATE, N_FUEL_SALES,
    N_VISITOR_BOATS, N_VISIT_CANDIDATES, ON_QUOTE_RATE, OPENED, OVERRUN, PHONE_PREFIX, POWER_MISSING, PRICE_RISE_ON,
    RECENT_UNPAID_RATE, REFILL_DAYS, RENEWAL_RATE, RESIDENT_TOWNS, SAIL_MAKES, SAIL_PETROL, SAIL_SHARE_RESIDENT,
    SAIL_SHARE_VISITOR, SALE_RATE, SECOND_BOAT_RATE, SECOND_OF_NAME, SHARED_NAMES, SMALL_MOTOR_PETROL, STAFF,
    START_ON_SEASON_DAY, TERMINATION_RATE, TODAY, UNASSIGNED_BOOKED_RATE, UNASSIGNED_TECH_RATE, UNNOTED_STAFF_RATE,
    UNPAID_RATE, VISITOR_FUEL_SHARE, VISITOR_LENGTH, VISITOR_PORTS, VISITOR_SALE_RATE, VISITOR_TOWN_IS_PORT,
    VISITOR_YARD_JOBS, VISIT_CANCEL_RATE, VISIT_MONTH_DEMAND, VISIT_NIGHTS, VISIT_NIGHTS_WEIGHTS, WALK_IN_RATE,
    WALK_UP_PETROL, WALK_UP_RATE, WEEKEND_FUEL, WEEKEND_VISITS, WEEKLY_DISCOUNT, WEEKLY_NIGHTS, YARD_CANCEL_RATE,
    YARD_JOBS, YARD_ROLES,
)


# ---------------------------------------------------------------- helpers

def employed(day: date, roles: tuple) -> tuple[list[int], list[float]]:
    ids, weights = [], []
    for staff_id, (_, _, role, hired, left, load) in enumerate(STAFF, start=1):
        if role in roles and date.fromisoformat(hired) <= day and (left is None or day <= date.fromisoformat(left)):
            ids.append(staff_id)
            weights.append(load)
    return ids, weights


class Register:
    """The owners, boats and ownership records, numbered in the order the marina first met them."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        self.owners: list[tuple] = []
        self.boats: list[dict] = []
        self.ownership: list[list] = []  # [boat_id, owner_id, from, to]
        combos = [f"{a} {b}" for a in BOAT_WORDS_A for b in BOAT_WORDS_B]
        pool = combos + BOAT_SINGLE + [f"{s} II" for s in BOAT_SINGLE] + [f"{c} II" for c in combos[:SECOND_OF_NAME]]
        rng.shuffle(pool)
        self.names = pool
        self.registrations: set[str] = set()

    def registration(self) -> str | None:
        if self.rng.random() < NO_REGISTRATION_RATE:
            return None
        while (number := f"SSR{self.rng.randrange(100000, 999999)}") in self.registrations:
            pass
        self.registrations.add(number)
        return number

    def new_owner(self, country: str = "UK", town: str | None = None) -> int:
        rng = self.rng
        firsts, lasts = FOREIGN_NAMES.get(country, (FIRST_NAMES, LAST_NAMES))
        first, last = rng.choice(firsts), rng.choice(lasts)
        owner_id = len(self.owners) + 1
        local = f"{first}.{last}".lower().replace(" ", "").replace("'", "")
        email = f"{local}{owner_id}@{rng.choice(EMAIL_DOMAINS)}" if rng.random() >= NO_EMAIL_RATE else None
        phone = f"{PHONE_PREFIX[country]}{rng.randint(100, 999)} {rng.randint(100000, 999999)}"
        if rng.random() < NO_PHONE_RATE:
            phone = None
        if town is None and country == "UK":
            towns, weights = zip(*RESIDENT_TOWNS)
            town = weighted(rng, list(towns), list(weights))
        if rng.random() < NO_TOWN_RATE:
            town = None
        self.owners.append((owner_id, first, last, email, phone, town, country))
        return owner_id

    def new_boat(self, boat_type: str, length: float, home_port: str | None) -> int:
        rng = self.rng
        boat_id = len(self.boats) + 1
        makes = SAIL_MAKES if boat_type == "Sail" else MOTOR_MAKES
        self.boats.append({
            "boat_id": boat_id, "name": self.names.pop(), "boat_type": boat_type,
            "make": rng.choice(makes) if rng.random() >= NO_MAKE_RATE else None,
            "length_m": round(length, 1),
            "registration": self.registration(),
            "home_port": home_port if rng.random() >= NO_HOME_PORT_RATE else None,
            "year_built": rng.randint(1974, 2024) if rng.random() >= NO_YEAR_RATE else None,
        })
        return boat_id

    def own(self, boat_id: int, owner_id: int, since: date) -> None:
        self.ownership.append([boat_id, owner_id, since, None])

    def sell(self, boat_id: int, day: date, buyer: int) -> None:
        for record in self.ownership:
            if record[0] == boat_id and record[3] is None:
                record[3] = day
        self.own(boat_id, buyer, day)

    def share_some_names(self, boats: list[dict]) -> None:
        """A few boats carry a name another boat already has, as happens in any real harbour."""
        picked = self.rng.sample(boats[20:], 2 * SHARED_NAMES)
        for target, source in zip(picked[:SHARED_NAMES], picked[SHARED_NAMES:]):
            target["name"] = source["name"]


# ---------------------------------------------------------------- berths and contracts

def make_berths() -> list[tuple]:
    rows, numbering = [], {}
    for pontoon, berth_type, prefix, count, max_len, daily, annual, power in BERTH_BLOCKS:
        for _ in range(count):
            numbering[prefix] = numbering.get(prefix, 0) + 1
            number = numbering[prefix]
            has_power = 0 if number in POWER_MISSING.get(prefix, []) else power
            code = f"{prefix}{number:02d}"
            rows.append((len(rows) + 1, code, pontoon, berth_type, max_len, daily, annual, has_power))
    return rows


def rate_on(current: float, day: date, rise: float) -> float:
    return current if day >= PRICE_RISE_ON else round(current / rise, 2)


def resident_boat(rng: random.Random, register: Register, berth: tuple, since: date,
                  holders: list[int]) -> tuple[int, int]:
    """A new berth holder's boat (and owner, unless one of our holders brings a second boat)."""
    _, code, _, berth_type, max_len, _, _, _ = berth
    if berth_type == "Dry Stack":
        boat_type = "Motor"
    elif berth_type == "Swing Mooring":
        boat_type = "Sail" if rng.random() < MOORING_SAIL_SHARE else "Motor"
    else:
        boat_type = "Sail" if rng.random() < SAIL_SHARE_RESIDENT else "Motor"
    length = max(4.5, max_len * rng.uniform(*FIT_SHARE))
    if holders and rng.random() < SECOND_BOAT_RATE:
        owner_id = rng.choice(holders)
    else:
        owner_id = register.new_owner()
    boat_id = register.new_boat(boat_type, length, HOME_PORT)
    register.own(boat_id, owner_id, since)
    return boat_id, owner_id


def make_contracts(rng: random.Random, register: Register, berths: list[tuple]) -> list[dict]:
    contracts: list[dict] = []
    holders: list[int] = []
    for berth in berths:
        berth_id, _, pontoon, berth_type, max_len, _, annual, _ = berth
        if annual is None:
            continue
        if rng.random() < INITIAL_OCCUPANCY:
            start = FIRST_SEASON if rng.random() < START_ON_SEASON_DAY else random_day(rng, OPENED, date(2023, 6, 30))
        else:
            start = FIRST_SEASON + timedelta(days=rng.randint(*REFILL_DAYS))
        tenant = None  # (boat, owner, liveaboard, plan) of the holder whose contract chain is running
        previous = None
        while start <= TODAY:
            if tenant is None:
                boat_id, owner_id = resident_boat(rng, register, berth, start, holders)
                holders.append(owner_id)
                live = int(berth_type == "Pontoon" and max_len > 9 and rng.random() < LIVEABOARD_RATE)
                plan = "Monthly" if rng.random() < MONTHLY_PLAN_RATE else "Annual"
                tenant = (boat_id, owner_id, live, plan)
                previous = None
            boat_id, owner_id, live, plan = tenant
            end = one_year_on(start)
            price = round(rate_on(annual, start, ANNUAL_RISE) * (LIVEABOARD_SURCHARGE if live else 1.0))
            contract = {"contract_id": len(contracts) + 1, "berth_id": berth_id, "boat_id": boat_id,
                        "owner_id": owner_id, "start": start, "end": end, "price": float(price), "plan": plan,
                        "liveaboard": live, "status": "Active", "terminated_on": None, "previous": previous}
            contracts.append(contract)
            u = rng.random()
            event_day = random_day(rng, start + timedelta(days=30), end - timedelta(days=10))
            if u < TERMINATION_RATE + SALE_RATE and event_day <= TODAY:
                contract["status"], contract["terminated_on"] = "Terminated", event_day
                if u >= TERMINATION_RATE:  # the boat was sold
                    buyer = register.new_owner()
                    register.sell(boat_id, event_day, buyer)
                    if rng.random() < BUYER_KEEPS_BERTH:
                        tenant = (boat_id, buyer, 0, "Monthly" if rng.random() < MONTHLY_PLAN_RATE else "Annual")
                        previous, start = None, event_day + timedelta(days=1)
                        continue
                tenant, start = None, event_day + timedelta(days=rng.randint(*REFILL_DAYS))
            elif end >= TODAY:
                break
            else:
                contract["status"] = "Ended"
                if rng.random() < RENEWAL_RATE:
                    previous, start = contract["contract_id"], end + timedelta(days=1)
                else:
                    tenant, start = None, end + timedelta(days=rng.randint(*REFILL_DAYS))
    return contracts


# ---------------------------------------------------------------- visitors

def visitor_boats(rng: random.Random, register: Register) -> list[tuple[int, int]]:
    """The visiting boats that may call, each with its owner: (boat_id, owner_id)."""
    ports = [(p, c) for p, c, _ in VISITOR_PORTS]
    port_w = [w for _, _, w in VISITOR_PORTS]
    ids = []
    for _ in range(N_VISITOR_BOATS):
        port, country = weighted(rng, ports, port_w)
        lives_at_port = country == "UK" and rng.random() < VISITOR_TOWN_IS_PORT
        owner_id = register.new_owner(country, town=port if lives_at_port else None)
        boat_type = "Sail" if rng.random() < SAIL_SHARE_VISITOR else "Motor"
        length = rng.lognormvariate(*VISITOR_LENGTH)
        while not 6.0 <= length <= 19.5:  # what the visitor berths can take
            length = rng.lognormvariate(*VISITOR_LENGTH)
        boat_id = register.new_boat(boat_type, length, port)
        ids.append((boat_id, owner_id))
    return ids


def make_visits(rng: random.Random, register: Register, berths: list[tuple], visitors: list) -> list[dict]:
    visitor_berths = sorted((b for b in berths if b[5] is not None), key=lambda b: (b[4], b[0]))
    horizon = (TODAY - OPENED).days + 40
    occupied = {b[0]: bytearray(horizon) for b in visitor_berths}
    days = days_between(OPENED, TODAY)
    day_w = [VISIT_MONTH_DEMAND[d.month - 1] * (WEEKEND_VISITS if d.weekday() in (4, 5) else 1.0) for d in days]
    boat_w = [min(rng.paretovariate(1.2), 25.0) for _ in visitors]
    picked = rng.choices(visitors, weights=boat_w, k=N_VISIT_CANDIDATES)
    arrivals = rng.choices(days, weights=day_w, k=N_VISIT_CANDIDATES)
    nights = rng.choices(VISIT_NIGHTS, weights=VISIT_NIGHTS_WEIGHTS, k=N_VISIT_CANDIDATES)
    length = {b["boat_id"]: b["length_m"] for b in register.boats}
    busy_until: dict[int, date] = {}
    first_seen: dict[int, date] = {}
    visits = []
    for arrival, (boat_id, owner_id), n in sorted(zip(arrivals, picked, nights)):
        if busy_until.get(boat_id, OPENED) > arrival:
            continue
        start = (arrival - OPENED).days
        wants_mooring = rng.random() < MOORING_PREFERENCE
        fits = [b for b in visitor_berths if b[4] >= length[boat_id]]
        fits.sort(key=lambda b: (b[3] != "Swing Mooring") if wants_mooring else (b[3] == "Swing Mooring"))
        berth = next((b for b in fits if not any(occupied[b[0]][start:start + n])), None)
        if berth is None:
            continue  # full: turned away
        walk_in = rng.random() < WALK_IN_RATE
        booked = None if walk_in else max(OPENED, arrival - timedelta(days=min(int(rng.expovariate(1 / 12)), 90)))
        departure = arrival + timedelta(days=n)
        if not walk_in and rng.random() < VISIT_CANCEL_RATE:
            status = "Cancelled"
        else:
            status = "In Berth" if departure > TODAY else "Departed"
            occupied[berth[0]][start:start + n] = b"\x01" * n
            busy_until[boat_id] = departure
        first_seen.setdefault(boat_id, booked or arrival)
        visits.append({"boat_id": boat_id, "owner_id": owner_id, "berth": berth, "booked": booked,
                       "arrival": arrival, "departure": departure, "nights": n, "status": status})
    for boat_id, owner_id in visitors:  # ownership of the visiting boats we actually heard from
        if boat_id in first_seen:
            register.own(boat_id, owner_id, first_seen[boat_id])
    country = {o[0]: o[6] for o in register.owners}
    for boat_id, owner_id in visitors:
        if boat_id in first_seen and rng.random() < VISITOR_SALE_RATE:
            register.sell(boat_id, random_day(rng, first_seen[boat_id] + timedelta(days=60), TODAY),
                          register.new_owner(country[owner_id]))
    return visits


def visit_rows(rng: random.Random, visits: list[dict]) -> list[tuple]:
    rows = []
    for visit_id, v in enumerate(visits, start=1):
        v["visit_id"] = visit_id
        departure = nights = fee = payment = None
        if v["status"] == "Departed":
            departure, nights = iso(v["departure"]), v["nights"]
            rate = rate_on(v["berth"][5], v["arrival"], DAILY_RISE)
            fee = round(nights * rate * (WEEKLY_DISCOUNT if nights >= WEEKLY_NIGHTS else 1.0), 2)
            recent = (TODAY - v["departure"]).days <= 42
            payment = "Unpaid" if rng.random() < (RECENT_UNPAID_RATE if recent else UNPAID_RATE) else "Paid"
        elif v["status"] == "Cancelled":
            departure = iso(v["departure"])  # the planned departure stays on the booking
        booked = iso(v["booked"]) if v["booked"] else None
        rows.append((visit_id, v["boat_id"], v["berth"][0], booked, iso(v["arrival"]), departure, nights, fee,
                     v["status"], payment))
    return rows


# ---------------------------------------------------------------- fuel dock and boatyard

def price_on(day: date, fuel: str) -> float:
    price = FUEL_PRICES[0]
    for change in FUEL_PRICES:
        if change[0] <= day:
            price = change
    return price[1] if fuel == "Diesel" else price[2]


def fuel_for(rng: random.Random, boat: dict | None) -> tuple[str, float]:
    if boat is None:  # ribs, jet skis and tenders at the pump
        fuel = "Petrol" if rng.random() < WALK_UP_PETROL else "Diesel"
        return fuel, rng.uniform(8, 70)
    if boat["boat_type"] == "Sail":
        return ("Petrol", rng.uniform(5, 20)) if rng.random() < SAIL_PETROL else ("Diesel", rng.uniform(12, 85))
    if boat["length_m"] <= 8:
        return ("Petrol" if rng.random() < SMALL_MOTOR_PETROL else "Diesel"), rng.uniform(25, 140)
    return "Diesel", rng.uniform(60, 30 * boat["length_m"])


def make_fuel_sales(rng: random.Random, register: Register, contracts: list[dict], visits: list[dict]) -> list[tuple]:
    days = days_between(OPENED, TODAY)
    day_w = [FUEL_MONTH_DEMAND[d.month - 1] * (WEEKEND_FUEL if d.weekday() >= 5 else 1.0) for d in days]
    departing: dict[date, list[int]] = {}
    for v in visits:
        if v["status"] == "Departed":
            departing.setdefault(v["departure"], []).append(v["boat_id"])
    boats = {b["boat_id"]: b for b in register.boats}
    staff_pools: dict[date, tuple] = {}
    rows = []
    for day in sorted(rng.choices(days, weights=day_w, k=N_FUEL_SALES)):
        boat_id, resident = None, False
        u = rng.random()
        if u >= WALK_UP_RATE:
            if u < WALK_UP_RATE + VISITOR_FUEL_SHARE and departing.get(day):
                boat_id = rng.choice(departing[day])
            else:
                for _ in range(6):  # a berth holder whose contract covers the day
                    c = rng.choice(contracts)
                    if c["start"] <= day <= (c["terminated_on"] or c["end"]):
                        boat_id, resident = c["boat_id"], True
                        break
        fuel, litres = fuel_for(rng, boats.get(boat_id))
        litres = round(litres, 2)
        price = price_on(day, fuel)
        methods, weights = FUEL_PAYMENT
        method = weighted(rng, methods, weights) if resident else weighted(rng, methods[:2], weights[:2])
        if day not in staff_pools:
            staff_pools[day] = employed(day, FUEL_ROLES)
        ids, loads = staff_pools[day]
        staff_id = weighted(rng, ids, loads) if rng.random() >= UNNOTED_STAFF_RATE else None
        summer = 5 <= day.month <= 9
        minute = rng.randint(8 * 60, 19 * 60) if summer else rng.randint(9 * 60, 16 * 60)
        rows.append((len(rows) + 1, f"{iso(day)} {minute // 60:02d}:{minute % 60:02d}", boat_id, fuel, litres, price,
                     round(litres * price, 2), method, staff_id))
    return rows


def yard_job(rng: random.Random, boat: dict, job_type: str, day: date, base: float, per_m: float) -> dict:
    quoted = round((base + per_m * boat["length_m"]) * (ANNUAL_RISE if day >= PRICE_RISE_ON else 1.0), 2)
    booked = max(OPENED, day - timedelta(days=rng.randint(3, 60)))
    return {"boat_id": boat["boat_id"], "job_type": job_type, "booked": booked, "scheduled": day, "quoted": quoted}


def make_yard_jobs(rng: random.Random, register: Register, contracts: list[dict], visits: list[dict]) -> list[tuple]:
    boats = {b["boat_id"]: b for b in register.boats}
    jobs = []
    for c in contracts:
        last = c["terminated_on"] or c["end"]
        years = ((last - c["start"]).days + 1) / 365
        span = days_between(c["start"], last)
        for job_type, month_w, base, per_m, chance in YARD_JOBS:
            if job_type == "Rigging Check" and boats[c["boat_id"]]["boat_type"] != "Sail":
                continue
            if rng.random() < min(1.0, chance * years):
                day = weighted(rng, span, [month_w[d.month - 1] + 0.01 for d in span])
                jobs.append(yard_job(rng, boats[c["boat_id"]], job_type, day, base, per_m))
    departed = [v for v in visits if v["status"] == "Departed" and v["nights"] >= 2]
    for v in rng.sample(departed, VISITOR_YARD_JOBS):
        job_type = weighted(rng, ["Engine Service", "Hull Repair", "Rigging Check"], [6, 2, 2])
        _, _, base, per_m, _ = next(j for j in YARD_JOBS if j[0] == job_type)
        jobs.append(yard_job(rng, boats[v["boat_id"]], job_type, v["arrival"] + timedelta(days=1), base, per_m))
    jobs = [j for j in jobs if j["booked"] <= TODAY]
    jobs.sort(key=lambda j: (j["booked"], j["boat_id"], j["job_type"]))
    rows = []
    for job_id, j in enumerate(jobs, start=1):
        done = j["scheduled"] + timedelta(days=rng.randint(0, JOB_DAYS[j["job_type"]]))
        completed = invoiced = None
        if rng.random() < YARD_CANCEL_RATE:
            status = "Cancelled"
        elif j["scheduled"] > TODAY:
            status = "Booked"
        elif done > TODAY:
            status = "In Progress"
        else:
            status, completed = "Completed", iso(done)
            share = 1.0 if rng.random() < ON_QUOTE_RATE else rng.uniform(*OVERRUN)
            invoiced = round(j["quoted"] * share, 2)
        ids, loads = employed(j["scheduled"], YARD_ROLES)
        tech = weighted(rng, ids, loads) if ids and rng.random() >= UNASSIGNED_TECH_RATE else None
        if status == "Booked" and rng.random() < UNASSIGNED_BOOKED_RATE:
            tech = None
        rows.append((job_id, j["boat_id"], j["job_type"], iso(j["booked"]), iso(j["scheduled"]), completed, status,
                     j["quoted"], invoiced, tech))
    return rows


# ---------------------------------------------------------------- all tables

def populate(con: sqlite3.Connection, rng: random.Random) -> None:
    register = Register(rng)
    staff = [(i, first, last, role, hired, left) for i, (first, last, role, hired, left, _) in enumerate(STAFF, 1)]
    berths = make_berths()
    contracts = make_contracts(rng, register, berths)
    visitors = visitor_boats(rng, register)
    visits = make_visits(rng, register, berths, visitors)
    visits_table = visit_rows(rng, visits)
    fuel = make_fuel_sales(rng, register, contracts, visits)
    jobs = make_yard_jobs(rng, register, contracts, visits)
    seen = {r[0] for r in register.ownership}  # visiting boats that never got in touch are dropped
    kept = [b for b in register.boats if b["boat_id"] in seen]
    register.share_some_names(kept)
    boats = [tuple(b.values()) for b in kept]
    known = {r[1] for r in register.ownership}
    owner_rows = [o for o in register.owners if o[0] in known]
    ownership = [(b, o, iso(f), iso(t) if t else None) for b, o, f, t in register.ownership]
    contract_rows = [(c["contract_id"], c["berth_id"], c["boat_id"], c["owner_id"], iso(c["start"]), iso(c["end"]),
                      c["price"], c["plan"], c["liveaboard"], c["status"],
                      iso(c["terminated_on"]) if c["terminated_on"] else None, c["previous"]) for c in contracts]

    con.executemany("INSERT INTO staff VALUES (?, ?, ?, ?, ?, ?)", staff)
    con.executemany("INSERT INTO berths VALUES (?, ?, ?, ?, ?, ?, ?, ?)", berths)
    con.executemany("INSERT INTO owners VALUES (?, ?, ?, ?, ?, ?, ?)", owner_rows)
    con.executemany("INSERT INTO boats VALUES (?, ?, ?, ?, ?, ?, ?, ?)", boats)
    con.executemany("INSERT INTO boat_owners VALUES (?, ?, ?, ?)", ownership)
    con.executemany("INSERT INTO berth_contracts VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", contract_rows)
    con.executemany("INSERT INTO visits VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", visits_table)
    con.executemany("INSERT INTO fuel_sales VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", fuel)
    con.executemany("INSERT INTO yard_jobs VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", jobs)
