"""``populate`` for the ``commercial_laundry`` database: fills the tables from the vocabularies and rates in
``vocabulary.py`` with one seeded ``random.Random``."""

from __future__ import annotations

import random
import sqlite3
from datetime import date, timedelta

from envs.databases.commercial_laundry.vocabulary import (
    BAG_KG, BIG_HOTEL_KG, BREAKDOWN_DAYS, BREAKDOWNS_PER_YEAR, BUST_CLIENT, BUST_ON, BUST_SECTOR, BUST_STOPS_PAYING,
    COLLECTION_NOISE, COMPETITORS, CONTRACTORS, DECEMBER_OVERTIME, DEFAULT_WRITEOFF_RATE, DISPUTE_OPEN_DAYS,
    DISPUTE_RATE, DRIVERS,
    FAULTS, FLOOR_ROLES, IN_HOUSE_SHARE, ITEM_COSTS, KG_PER_ITEM, LOAD_FILL, LOST_CLIENTS, MACHINES, MINIMUMS,
    MISSED_RATE, NAMES, NEVER_COUNTED, NO_SHOW_RATE, OLD_MACHINE_REWASH, PAYERS, PAYMENT_TERMS, PRICE_RISES,
    PROGRAMMES, REPLACEMENT_DRIVER, REWASH_RATE, ROLLING_SHARE, ROUTES, SEASON, SECTOR_ITEMS, SECTORS,
    SERVICE_COST, SERVICE_EVERY_DAYS, SERVICE_HOURS, SHIFT_HOURS, SHIFT_RATE, SICK_RATE, SPARE_VAN,
    SPARE_VAN_RATE, STAFF, START, STILL_BROKEN, SUMMER_OVERTIME, TERM_YEARS, TODAY, UNKNOWN_COMPETITOR,
    UNMANAGED_RATE, UNNOTED_OPERATOR, VAN_REPLACED, WARRANTY_YEARS, WRITEOFF_RATE, WRITEOFF_REASONS,
)
from envs.databases.draws import days_between, iso, poisson, random_day, weighted, weighted_pairs

CLOSED_DAYS = {(12, 25), (12, 26), (1, 1)}  # the laundry shuts on Christmas Day, Boxing Day and New Year's Day
WEEKDAYS_BY_FREQUENCY = {6: (0, 1, 2, 3, 4, 5), 3: (0, 2, 4), 2: (1, 4)}  # Monday = 0
ALTERNATE_DAYS = {3: (1, 3, 5), 2: (0, 3)}


def is_open(day: date) -> bool:
    return day.weekday() < 6 and (day.month, day.day) not in CLOSED_DAYS


def monday(day: date) -> date:
    return day - timedelta(days=day.weekday())


def rate_on(rate_now: float, day: date) -> float:
    """The price in force on ``day`` given today's: every April's rise after ``day`` taken back off."""
    for rise_on, factor in PRICE_RISES:
        if day < rise_on:
            rate_now /= factor
    return rate_now


def years_on(day: date, years: int) -> date:
    try:
        return day.replace(year=day.year + years)
    except ValueError:
        return date(day.year + years, 2, 28)


# ---------------------------------------------------------------- staff and shifts

def staff_ids() -> dict[tuple[str, str], int]:
    return {(first, last): i for i, (first, last, *_) in enumerate(STAFF, start=1)}


def employed_on(person: tuple, day: date) -> bool:
    return person[4] <= day and (person[5] is None or day <= person[5])


def route_driver(route: str, day: date) -> int:
    ids = staff_ids()
    first_last = DRIVERS[ROUTES[route][2]]
    person = STAFF[ids[first_last] - 1]
    if not employed_on(person, day):
        first_last = REPLACEMENT_DRIVER
    return ids[first_last]


def make_floor_shifts(rng: random.Random) -> tuple[list[list], dict[date, list[int]]]:
    """Shifts of everyone on the floor but the drivers (theirs follow their rounds), and who loaded washers each day."""
    shifts: list[list] = []
    operators: dict[date, list[int]] = {}
    for day in days_between(START, TODAY):
        if not is_open(day):
            continue
        week = (day - START).days // 7
        for staff_id, person in enumerate(STAFF, start=1):
            role = person[2]
            if role not in FLOOR_ROLES or role == "Driver" or not employed_on(person, day):
                continue
            if role == "Maintenance Engineer" and day.weekday() == 5:
                continue
            if rng.random() >= (SHIFT_RATE if day.weekday() < 5 else SHIFT_RATE / 2):
                continue
            shift = "Day" if role == "Maintenance Engineer" else ("Early", "Late")[(week + staff_id) % 2]
            u = rng.random()
            if u < SICK_RATE:
                status, hours = "Sick", None
            elif u < SICK_RATE + NO_SHOW_RATE:
                status, hours = "No Show", None
            else:
                status, hours = "Worked", SHIFT_HOURS
                busy = (SUMMER_OVERTIME if day.month in (7, 8) else DECEMBER_OVERTIME if day.month == 12 else 0.04)
                if rng.random() < busy:
                    hours += rng.choice([1.0, 1.5, 2.0, 2.5])
                if rng.random() < 0.03:
                    hours -= rng.choice([2.0, 4.0])  # sent home early
                if role == "Washroom Operative":
                    operators.setdefault(day, []).append(staff_id)
            shifts.append([staff_id, iso(day), shift, status, hours])
    return shifts, operators


# ---------------------------------------------------------------- machines

def make_machine_jobs(rng: random.Random) -> tuple[list[tuple], dict[int, set[date]]]:
    """Services and breakdowns of the washers, and the days each machine was out of action."""
    jobs = []
    down: dict[int, set[date]] = {}
    for machine_id, (name, make, _, installed, retired) in enumerate(MACHINES, start=1):
        first, last = max(START, installed), retired or TODAY
        down[machine_id] = set()
        day = first + timedelta(days=rng.randint(5, SERVICE_EVERY_DAYS))
        while day <= last:
            if is_open(day) and day.weekday() < 5:
                cost = round(rng.uniform(*SERVICE_COST[make]), 2)
                hours = round(rng.uniform(*SERVICE_HOURS) * 2) / 2
                jobs.append([machine_id, "Service", None, day, day, hours, cost, CONTRACTORS[make]])
            day += timedelta(days=SERVICE_EVERY_DAYS + rng.randint(-7, 7))
        span = (last - first).days
        n = poisson(rng, BREAKDOWNS_PER_YEAR[name] * span / 365)
        for reported in sorted(random_day(rng, first, last) for _ in range(n)):
            if not is_open(reported):
                reported += timedelta(days=1)
            days_out = weighted_pairs(rng, BREAKDOWN_DAYS)
            fixed = reported + timedelta(days=days_out)
            fault = weighted_pairs(rng, FAULTS)
            in_house = rng.random() < IN_HOUSE_SHARE and fault not in ("Control Board", "Inverter Fault")
            engineer = "In-House" if in_house else CONTRACTORS[make]
            hours = round(days_out * 10 + rng.uniform(1.5, 6.0), 1)
            if in_house:
                cost = round(rng.uniform(15, 140), 2)  # parts only
            elif (reported - installed).days < WARRANTY_YEARS * 365:
                cost = None
            else:
                cost = round(rng.uniform(180, 650) + 220 * min(days_out, 3), 2)
            jobs.append([machine_id, "Breakdown", fault, reported, fixed, hours, cost, engineer])
    still = next(i for i, m in enumerate(MACHINES, start=1) if m[0] == STILL_BROKEN)
    reported = TODAY - timedelta(days=2)
    contractor = CONTRACTORS[MACHINES[still - 1][1]]
    jobs.append([still, "Breakdown", "Bearing Failure", reported, None, None, None, contractor])
    jobs.sort(key=lambda j: (j[3], j[0], j[1]))
    rows = []
    for job_id, (machine_id, job_type, fault, reported, fixed, hours, cost, engineer) in enumerate(jobs, start=1):
        if job_type == "Breakdown":
            for d in days_between(reported, (fixed or TODAY + timedelta(days=1)) - timedelta(days=1)):
                down[machine_id].add(d)
            if fixed is not None and fixed > TODAY:  # still out: the job is open
                fixed, hours, cost = None, None, None
        rows.append((job_id, machine_id, job_type, fault, iso(reported), iso(fixed) if fixed else None, hours, cost,
                     engineer))
    return rows, down


# ---------------------------------------------------------------- clients and their linen

def make_clients(rng: random.Random) -> list[dict]:
    route_names = list(ROUTES)
    clients = []
    for sector, (n_start, n_later, kg_range, per_week, item_share, min_share, kg_rate, item_rate) in SECTORS.items():
        names = list(NAMES[sector])
        rng.shuffle(names)
        if sector == BUST_SECTOR:
            names.remove(BUST_CLIENT)
            names.insert(0, BUST_CLIENT)
        for k in range(n_start + n_later):
            route = weighted(rng, route_names, [5, 3, 3, 3])
            weekly_kg = round(rng.uniform(*kg_range))
            per_item = rng.random() < item_share
            rate = round(rng.uniform(*item_rate), 2) if per_item else round(rng.uniform(*kg_rate), 2)
            if k < n_start:
                start = random_day(rng, date(2015, 6, 1), START - timedelta(days=20))
            else:
                start = monday(random_day(rng, START + timedelta(days=30), TODAY - timedelta(days=70)))
            frequency = 6 if sector == "Hotel" and weekly_kg > BIG_HOTEL_KG else per_week
            minimum = None
            if rng.random() < min_share:
                low_week = weekly_kg * min(SEASON[sector]) * (rate / KG_PER_ITEM[sector] if per_item else rate)
                fitting = [m for m in MINIMUMS if m <= low_week * rng.uniform(0.7, 1.15)]
                minimum = fitting[-1] if fitting else MINIMUMS[0]
            terms = weighted_pairs(rng, PAYMENT_TERMS)
            payer = weighted(rng, PAYERS, [p[1] for p in PAYERS])
            town = rng.choice(ROUTES[route][0])
            pattern = rng.choice([WEEKDAYS_BY_FREQUENCY, ALTERNATE_DAYS])  # collected Mon/Wed/Fri or Tue/Thu/Sat, ...
            days = pattern.get(frequency, WEEKDAYS_BY_FREQUENCY[frequency])
            clients.append({
                "name": names[k], "sector": sector, "town": town, "route": route,
                "pricing": "Per Item" if per_item else "Per Kg", "rate_now": rate, "minimum": minimum,
                "terms": terms, "start": start, "weekly_kg": weekly_kg, "frequency": frequency,
                "days": days,
                "payer": payer[2], "status": "Active", "left": None, "lost_to": None,
            })
    clients.sort(key=lambda c: (c["start"], c["name"]))
    for c in clients:
        if c["name"] == BUST_CLIENT:
            c["status"], c["left"] = "Ceased Trading", BUST_ON
    candidates = [c for c in clients if c["status"] == "Active" and c["start"] < TODAY - timedelta(days=300)]
    for c in rng.sample(candidates, LOST_CLIENTS):
        earliest = max(START + timedelta(days=90), c["start"] + timedelta(days=200))
        c["status"], c["left"] = "Lost", random_day(rng, earliest, TODAY - timedelta(days=21))
        if rng.random() >= UNKNOWN_COMPETITOR:
            c["lost_to"] = weighted_pairs(rng, COMPETITORS)
    ids = staff_ids()
    marcus, priya, owen = ids[("Marcus", "Leyland")], ids[("Priya", "Chaudhry")], ids[("Owen", "Barraclough")]
    priya_left = STAFF[priya - 1][5]
    for client_id, c in enumerate(clients, start=1):
        c["client_id"] = client_id
        if c["status"] == "Active":
            if rng.random() < ROLLING_SHARE:
                c["end"] = None
            else:
                term, end = rng.choice(TERM_YEARS), c["start"]
                while end <= TODAY:
                    end = years_on(end, term)
                c["end"] = end - timedelta(days=1)
        else:
            c["end"] = c["left"]
        manager = marcus if rng.random() < 0.5 else priya
        if manager == priya and (c["left"] is None or c["left"] > priya_left):
            manager = owen
        c["manager"] = None if rng.random() < UNMANAGED_RATE else manager
        c["first"] = max(START, c["start"])
        c["last"] = c["left"] or TODAY
    return clients


def client_rows(clients: list[dict]) -> list[tuple]:
    rows = []
    for c in clients:
        rate = round(rate_on(c["rate_now"], c["left"]) if c["left"] else c["rate_now"], 2)
        per_kg = rate if c["pricing"] == "Per Kg" else None
        per_item = rate if c["pricing"] == "Per Item" else None
        rows.append((c["client_id"], c["name"], c["sector"], c["town"], c["route"], c["pricing"], per_kg, per_item,
                     c["minimum"], c["terms"], iso(c["start"]), iso(c["end"]) if c["end"] else None, c["status"],
                     c["lost_to"], c["manager"]))
    return rows


def make_stock(rng: random.Random, clients: list[dict]) -> list[dict]:
    stock = []
    for c in clients:
        for item, per_100kg in SECTOR_ITEMS[c["sector"]]:
            if item == "Bathrobe" and c["sector"] == "Hotel" and rng.random() < 0.5:
                continue  # not every hotel puts robes in the rooms
            pieces = max(20, round(per_100kg * c["weekly_kg"] / 100 * rng.uniform(0.85, 1.2) / 10) * 10)
            counted = None
            if rng.random() >= NEVER_COUNTED:
                counted = iso(random_day(rng, max(c["first"], c["last"] - timedelta(days=300)), c["last"]))
            stock.append({"stock_id": len(stock) + 1, "client": c, "item": item, "pieces": pieces,
                          "cost": ITEM_COSTS[item], "counted": counted})
    return stock


def make_writeoffs(rng: random.Random, stock: list[dict]) -> list[dict]:
    writeoffs = []
    reasons, reason_w = zip(*WRITEOFF_REASONS)
    for s in stock:
        c = s["client"]
        month = date(c["first"].year, c["first"].month, 1)
        rate = WRITEOFF_RATE.get(s["item"], DEFAULT_WRITEOFF_RATE)
        while month <= c["last"]:
            following = date(month.year + month.month // 12, month.month % 12 + 1, 1)
            first, last = max(month, c["first"]), min(following - timedelta(days=1), c["last"])
            for _ in range(poisson(rng, rate * s["pieces"] / 100)):
                day = random_day(rng, first, last)
                if not is_open(day):
                    continue
                reason = weighted(rng, reasons, reason_w)
                quantity = 1 + poisson(rng, 5.0 if s["item"] in ("Napkin", "Face Cloth", "Tea Towel") else 1.5)
                charge = 0.0 if reason == "Machine Damage" else round(quantity * s["cost"], 2)
                writeoffs.append({"stock": s, "day": day, "reason": reason, "quantity": quantity, "charge": charge,
                                  "invoice_id": None})
            month = following
    writeoffs.sort(key=lambda w: (w["day"], w["stock"]["stock_id"]))
    return writeoffs


# ---------------------------------------------------------------- collections and wash batches

def make_collections(rng: random.Random, clients: list[dict]) -> list[dict]:
    route_of, replaced_on, new_van = VAN_REPLACED
    collections = []
    for day in days_between(START, TODAY):
        if not is_open(day):
            continue
        for c in clients:
            if not (c["first"] <= day <= c["last"]) or day.weekday() not in c["days"]:
                continue
            van = ROUTES[c["route"]][1]
            if c["route"] == route_of and day >= replaced_on:
                van = new_van
            if rng.random() < SPARE_VAN_RATE:
                van = SPARE_VAN
            row = {"client": c, "day": day, "van": van, "driver": route_driver(c["route"], day), "bags": None,
                   "kg": None, "items": None, "delivered": None, "status": "Missed"}
            if rng.random() >= MISSED_RATE:
                kg = c["weekly_kg"] * SEASON[c["sector"]][day.month - 1] / c["frequency"]
                kg = round(max(4.0, kg * rng.lognormvariate(0, COLLECTION_NOISE)), 1)
                delivered = day + timedelta(days=2 if day.weekday() == 5 else 1)
                row.update(kg=kg, bags=max(1, round(kg / BAG_KG + rng.uniform(-0.5, 1.5))),
                           status="Delivered" if delivered <= TODAY else "In Process",
                           delivered=delivered if delivered <= TODAY else None)
                if c["pricing"] == "Per Item":
                    row["items"] = round(kg / KG_PER_ITEM[c["sector"]] * rng.uniform(0.92, 1.08))
            collections.append(row)
    for collection_id, row in enumerate(collections, start=1):
        row["collection_id"] = collection_id
    return collections


def make_batches(rng: random.Random, collections: list[dict], down: dict[int, set[date]],
                 operators: dict[date, list[int]]) -> list[tuple]:
    rows = []
    programmes = {sector: list(zip(*pairs)) for sector, pairs in PROGRAMMES.items()}
    for row in collections:
        if row["kg"] is None:
            continue
        day = row["day"]
        working = [(i, m) for i, m in enumerate(MACHINES, start=1)
                   if m[3] <= day and (m[4] is None or day <= m[4]) and day not in down[i]]
        names, weights = programmes[row["client"]["sector"]]
        remaining = row["kg"]
        while remaining > 0.05:
            machine_id, machine = weighted(rng, working, [m[2] for _, m in working])
            load = round(min(remaining, machine[2] * rng.uniform(*LOAD_FILL)), 1)
            remaining = round(remaining - load, 1)
            programme = weighted(rng, names, weights)
            chance = REWASH_RATE[programme] + (OLD_MACHINE_REWASH if machine[0] == "W5" else 0.0)
            crew = operators.get(day, [])
            operator = rng.choice(crew) if crew and rng.random() >= UNNOTED_OPERATOR else None
            rows.append((len(rows) + 1, row["collection_id"], machine_id, iso(day), programme, load,
                         int(rng.random() < chance), operator))
    return rows


def driver_shifts(rng: random.Random, collections: list[dict]) -> list[list]:
    rounds = sorted({(row["driver"], row["day"]) for row in collections})
    return [[driver, iso(day), "Day", "Worked", rng.choice([7.5, 8.0, 8.0, 8.5, 9.0])] for driver, day in rounds]


# ---------------------------------------------------------------- invoices

def make_invoices(rng: random.Random, clients: list[dict], collections: list[dict],
                  writeoffs: list[dict]) -> list[tuple]:
    weekly: dict[tuple[int, date], list] = {}
    for row in collections:
        if row["kg"] is not None:
            week = weekly.setdefault((row["client"]["client_id"], monday(row["day"])), [0.0, 0])
            week[0] += row["kg"]
            week[1] += row["items"] or 0
    charged: dict[tuple[int, date], list[dict]] = {}
    for w in writeoffs:
        if w["charge"] > 0:
            charged.setdefault((w["stock"]["client"]["client_id"], monday(w["day"])), []).append(w)
    rows = []
    last_week = monday(TODAY) - timedelta(days=7)
    for c in clients:
        week = monday(c["first"])
        stops_paying = monday(BUST_ON) - timedelta(weeks=BUST_STOPS_PAYING)
        while week <= min(last_week, monday(c["last"])):
            key = (c["client_id"], week)
            kg, items = weekly.get(key, (0.0, 0))
            rate = rate_on(c["rate_now"], week)
            per_kg = c["pricing"] == "Per Kg"
            laundry = round((kg if per_kg else items) * rate, 2)
            top_up = round(c["minimum"] - laundry, 2) if c["minimum"] and laundry < c["minimum"] else 0.0
            lost = charged.get(key, [])
            writeoff = round(sum(w["charge"] for w in lost), 2)
            total = round(laundry + top_up + writeoff, 2)
            issued = week + timedelta(days=7)
            due = issued + timedelta(days=c["terms"])
            paid_on = due + timedelta(days=rng.randint(*c["payer"]))
            paid_on = max(paid_on, issued + timedelta(days=1))
            if c["status"] == "Ceased Trading" and week >= stops_paying:
                status = "Written Off"
                amount = round(total * 0.4, 2) if week == stops_paying else 0.0
                paid_on = paid_on if amount else None
            elif paid_on > TODAY:
                status, amount, paid_on = "Unpaid", 0.0, None
            elif writeoff > 0 and (TODAY - paid_on).days <= DISPUTE_OPEN_DAYS and rng.random() < DISPUTE_RATE:
                status, amount = "Part Paid", round(total - writeoff, 2)
            else:
                status, amount = "Paid", total
            invoice_id = len(rows) + 1
            for w in lost:
                w["invoice_id"] = invoice_id
            rows.append((invoice_id, c["client_id"], iso(week), iso(issued), iso(due), round(kg, 1) if per_kg else None,
                         None if per_kg else items, laundry, top_up, writeoff, total, amount,
                         iso(paid_on) if paid_on else None, status))
            week += timedelta(days=7)
    return rows


# ---------------------------------------------------------------- all tables

def populate(con: sqlite3.Connection, rng: random.Random) -> None:
    staff = [(i, first, last, role, rate, iso(hired), iso(left) if left else None)
             for i, (first, last, role, rate, hired, left) in enumerate(STAFF, start=1)]
    machines = [(i, name, make, kg, iso(installed), iso(retired) if retired else None)
                for i, (name, make, kg, installed, retired) in enumerate(MACHINES, start=1)]
    jobs, down = make_machine_jobs(rng)
    floor, operators = make_floor_shifts(rng)
    clients = make_clients(rng)
    stock = make_stock(rng, clients)
    writeoffs = make_writeoffs(rng, stock)
    collections = make_collections(rng, clients)
    batches = make_batches(rng, collections, down, operators)
    shifts = sorted(floor + driver_shifts(rng, collections), key=lambda s: (s[1], s[0]))
    invoices = make_invoices(rng, clients, collections, writeoffs)

    con.executemany("INSERT INTO staff VALUES (?, ?, ?, ?, ?, ?, ?)", staff)
    con.executemany("INSERT INTO clients VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", client_rows(clients))
    con.executemany("INSERT INTO linen_stock VALUES (?, ?, ?, ?, ?, ?)",
                    [(s["stock_id"], s["client"]["client_id"], s["item"], s["pieces"], s["cost"], s["counted"])
                     for s in stock])
    con.executemany("INSERT INTO machines VALUES (?, ?, ?, ?, ?, ?)", machines)
    con.executemany("INSERT INTO machine_jobs VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", jobs)
    con.executemany("INSERT INTO collections VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    [(r["collection_id"], r["client"]["client_id"], iso(r["day"]), r["van"], r["driver"], r["bags"],
                      r["kg"], r["items"], iso(r["delivered"]) if r["delivered"] else None, r["status"])
                     for r in collections])
    con.executemany("INSERT INTO batches VALUES (?, ?, ?, ?, ?, ?, ?, ?)", batches)
    con.executemany("INSERT INTO invoices VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", invoices)
    con.executemany("INSERT INTO linen_writeoffs VALUES (?, ?, ?, ?, ?, ?, ?)",
                    [(i, w["stock"]["stock_id"], iso(w["day"]), w["reason"], w["quantity"], w["charge"],
                      w["invoice_id"]) for i, w in enumerate(writeoffs, start=1)])
    con.executemany("INSERT INTO shifts VALUES (?, ?, ?, ?, ?, ?)",
                    [(i, *s) for i, s in enumerate(shifts, start=1)])
