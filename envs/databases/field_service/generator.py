"""The ``field_service`` database's seeded generator: ``populate(con, rng)`` fills the tables of
``vocabulary.SCHEMA`` from the vocabularies there and a seeded ``random.Random``.

Customers and their properties come first, then each property's run of cover contracts (yearly terms, renewed,
upgraded or cancelled). Jobs are drawn per property (breakdowns and leaks by season and boiler age, services on
the cover anniversary, gas safety checks for lets, new boilers after old ones fail), each played out as visits
by the engineers then on the books, with the parts fitted and, for work the cover did not pay for, an invoice.
"""

from __future__ import annotations

import random
import sqlite3
from datetime import date, timedelta
from itertools import accumulate

from envs.databases.draws import iso, random_day, weighted
from envs.databases.field_service.vocabulary import (
    AGENCIES, APPRENTICE_ON_INSTALL, BOILER_MAKE_WEIGHTS, BOILERS, BOOKS_START, BREAKDOWN_MONTHS, BREAKDOWN_RATE,
    BREAKDOWN_SPARES, CANCEL_IN_TERM, CANCEL_RATE, COVER_SINCE, COVER_TAKE_UP, EMAIL_DOMAINS, EMERGENCY_SHARE,
    ENGINEERS, FEE_RISE_ON, FIRST_NAMES, FIRST_TIME_FIX, GAS_SAFETY_DONE, LANDLORD_LETS, LANDLORDS, LAST_NAMES,
    LEAK_FIRST_TIME_FIX, LEAK_MONTHS, LEAK_PARTS, LEAK_RATE, N_HOMEOWNERS, NEW_BOILER_WEIGHTS, NEW_BOILERS,
    NO_ACCESS_RATE, NO_EMAIL_RATE, NO_PHONE_RATE, PAID_SERVICE_RATE, PART_PRICE_RISE, PARTS, PARTS_MARKUP, PAYERS,
    PAYMENT_METHODS, PAYMENT_TERMS_DAYS, PAYMENT_WEIGHTS, PLANS, PRICE_RISE_ON, PROPERTY_TYPES, RATES_BEFORE,
    RATES_FROM, RENEW_RATE, REPLACE_AFTER_BREAKDOWN, SAME_NAME_RATE, SERVICE_MONTHS, STREETS, STUCK_AWAITING_PARTS,
    TODAY, TOWNS, UNINVOICED_RATE, UNKNOWN_AGE_RATE, UNKNOWN_BOILER_RATE, UNLOGGED_HOURS_RATE, UPGRADE_AT_RENEWAL,
    UPGRADE_RATE, VAN_STOCK, VAT_RATE,
)

PART_ID = {p[0]: i for i, p in enumerate(PARTS, start=1)}
PART_COST = {p[0]: p[3] for p in PARTS}
PLAN = {p[0]: p for p in PLANS}
YEAR_DAYS = 365.25


# ---------------------------------------------------------------- helpers

def poisson(rng: random.Random, mean: float) -> int:
    """A Poisson draw: arrivals of a unit-rate process before ``mean``."""
    count, clock = 0, rng.expovariate(1.0)
    while clock < mean:
        count += 1
        clock += rng.expovariate(1.0)
    return count


def working_day(day: date) -> date:
    """The day itself on a weekday, else the Monday after: routine work is not booked at weekends."""
    return day + timedelta(days=(7 - day.weekday()) % 7) if day.weekday() >= 5 else day


def seasonal_days(start: date, end: date, month_weights: list[float]) -> tuple[list[date], list[float]]:
    """Every day from ``start`` to ``end`` with cumulative weights from a month profile."""
    days = [start + timedelta(days=k) for k in range((end - start).days + 1)]
    return days, list(accumulate(month_weights[d.month - 1] for d in days))


def rates_on(day: date) -> tuple[float, float, float]:
    return RATES_FROM if day >= PRICE_RISE_ON else RATES_BEFORE


# ---------------------------------------------------------------- customers and properties

def person_name(rng: random.Random, taken: set) -> tuple[str, str]:
    """A name not yet on the books, except now and then (SAME_NAME_RATE), as happens in a small town."""
    while True:
        first, last = rng.choice(FIRST_NAMES), rng.choice(LAST_NAMES)
        if (first, last) not in taken or rng.random() < SAME_NAME_RATE:
            taken.add((first, last))
            return first, last


def make_customers(rng: random.Random) -> list[dict]:
    customers, taken = [], set()

    def add(kind, name, email, joined, lets, pay=None):
        phone = None if rng.random() < NO_PHONE_RATE else f"07{rng.randint(100, 999)} {rng.randint(100000, 999999)}"
        customers.append({"id": len(customers) + 1, "type": kind, "name": name, "email": email, "phone": phone,
                          "joined": joined, "lets": lets, "pay": pay})

    def email_for(kind, first, last):
        if rng.random() < NO_EMAIL_RATE[kind]:
            return None
        local = rng.choice([f"{first}.{last}", f"{first[0]}{last}", f"{first}{last}{rng.randint(1, 99)}"])
        return f"{local.replace(chr(39), '')}{len(customers) + 1}@{rng.choice(EMAIL_DOMAINS)}".lower()

    for _ in range(N_HOMEOWNERS):
        first, last = person_name(rng, taken)
        # about half were customers before these books begin; the rest found us since
        joined = random_day(rng, date(2014, 1, 1), BOOKS_START) if rng.random() < 0.5 else \
            random_day(rng, BOOKS_START, date(2025, 11, 30))
        add("Homeowner", f"{first} {last}", email_for("Homeowner", first, last), joined, 1)
    for _ in range(LANDLORDS):
        first, last = person_name(rng, taken)
        joined = random_day(rng, date(2012, 1, 1), BOOKS_START) if rng.random() < 0.75 else \
            random_day(rng, BOOKS_START, date(2025, 6, 30))
        add("Landlord", f"{first} {last}", email_for("Landlord", first, last), joined,
            weighted(rng, *LANDLORD_LETS))
    agency_joined = [date(2019, 3, 11), date(2021, 10, 4), date(2023, 9, 12), date(2024, 3, 4)]
    for (name, lets, days_to_pay, late), joined in zip(AGENCIES, agency_joined):
        slug = name.split()[0].lower()
        add("Letting Agent", name, f"accounts@{slug}.test", joined, lets, (late, days_to_pay, 0.03))
    rng.shuffle(customers)  # ids in no telling order, as an imported customer list has them
    for i, c in enumerate(customers, start=1):
        c["id"] = i
    return customers


def make_properties(rng: random.Random, customers: list[dict]) -> list[dict]:
    towns, areas, town_w = zip(*TOWNS)
    makes = list(BOILERS)
    seen = set()
    properties = []
    for c in customers:
        for _ in range(c["lets"]):
            k = weighted(rng, range(len(towns)), town_w)
            while True:
                address = f"{rng.randint(1, 140)} {rng.choice(STREETS)}"
                if (address, towns[k]) not in seen:
                    seen.add((address, towns[k]))
                    break
            postcode = f"{rng.choice(areas[k])} {rng.randint(1, 9)}{rng.choice('ABDEFGHJLNPQRSTUWXY')}" \
                       f"{rng.choice('ABDEFGHJLNPQRSTUWXY')}"
            make = model = year = None
            if rng.random() >= UNKNOWN_BOILER_RATE:
                make = weighted(rng, makes, BOILER_MAKE_WEIGHTS)
                model = rng.choice(BOILERS[make])
                if rng.random() >= UNKNOWN_AGE_RATE:
                    year = min(2023, int(2023 - rng.expovariate(1 / 9)))
                    year = max(year, 1998)
            properties.append({"id": len(properties) + 1, "customer": c, "address": address, "town": towns[k],
                               "postcode": postcode, "type": weighted(rng, *PROPERTY_TYPES[c["type"]]),
                               "make": make, "model": model, "year": year})
    return properties


# ---------------------------------------------------------------- cover contracts

def make_contracts(rng: random.Random, properties: list[dict]) -> list[dict]:
    contracts = []
    plans, plan_w = [p[0] for p in PLANS], [p[4] for p in PLANS]
    for prop in properties:
        kind = prop["customer"]["type"]
        if rng.random() >= COVER_TAKE_UP[kind]:
            continue
        start = random_day(rng, max(prop["customer"]["joined"], COVER_SINCE), TODAY - timedelta(days=20))
        plan = weighted(rng, plans, plan_w)
        while start <= TODAY:
            end = date(start.year + 1, start.month, min(start.day, 28)) - timedelta(days=1)
            cancelled = None
            if rng.random() < CANCEL_IN_TERM:
                cancelled = random_day(rng, start + timedelta(days=20), end - timedelta(days=10))
                if cancelled > TODAY:
                    cancelled = None
            fee = PLAN[plan][2] if start >= FEE_RISE_ON else PLAN[plan][1]
            status = "Cancelled" if cancelled else ("Active" if end >= TODAY else "Expired")
            if end >= BOOKS_START:
                contracts.append({"property": prop["id"], "plan": plan, "fee": fee, "start": start, "end": end,
                                  "status": status, "cancelled": cancelled})
            if cancelled or rng.random() >= RENEW_RATE:
                break
            if rng.random() < UPGRADE_AT_RENEWAL and plan != plans[-1]:
                plan = plans[plans.index(plan) + 1]
            start = end + timedelta(days=1)
    contracts.sort(key=lambda c: (c["start"], c["property"]))
    for i, c in enumerate(contracts, start=1):
        c["id"] = i
    return contracts


def cover_on(contracts_of: list[dict], day: date) -> dict | None:
    for c in contracts_of:
        if c["start"] <= day <= c["end"] and (c["cancelled"] is None or day < c["cancelled"]):
            return c
    return None


# ---------------------------------------------------------------- jobs

def boiler_age_factor(year: int | None, day: date) -> float:
    if year is None:
        return 1.2
    age = day.year - year
    return 0.35 if age < 3 else 0.7 if age < 8 else 1.1 if age < 12 else 1.6 if age < 16 else 2.2


def draw_jobs(rng: random.Random, properties: list[dict], contracts: list[dict]) -> list[dict]:
    """Every job reported between BOOKS_START and TODAY, as (property, type, reported day, cover)."""
    cover = {}
    for c in contracts:
        cover.setdefault(c["property"], []).append(c)
    breakdown_days = seasonal_days(BOOKS_START, TODAY, BREAKDOWN_MONTHS)
    leak_days = seasonal_days(BOOKS_START, TODAY, LEAK_MONTHS)
    service_days = seasonal_days(BOOKS_START, TODAY, SERVICE_MONTHS)
    years = ((TODAY - BOOKS_START).days + 1) / YEAR_DAYS
    jobs = []
    for prop in properties:
        joined = prop["customer"]["joined"]
        contracts_of = cover.get(prop["id"], [])
        kind = prop["customer"]["type"]
        # contract holders ring about every fault; others sometimes go elsewhere
        calls = 1.25 if contracts_of else 0.8
        events = []
        n = poisson(rng, BREAKDOWN_RATE * calls * years * 1.4)
        for day in rng.choices(breakdown_days[0], cum_weights=breakdown_days[1], k=n):
            events.append((day, "Breakdown"))
        for day in rng.choices(leak_days[0], cum_weights=leak_days[1], k=poisson(rng, LEAK_RATE * years)):
            events.append((day, "Leak"))
        if rng.random() < UPGRADE_RATE * years:
            events.append((random_day(rng, BOOKS_START, TODAY - timedelta(days=10)), "Upgrade"))
        for c in contracts_of:  # the service each term includes, booked a month or more in
            term_end = min(c["end"], c["cancelled"] or c["end"], TODAY)
            day = c["start"] + timedelta(days=rng.randint(25, 330))
            if BOOKS_START <= day <= term_end and rng.random() < 0.9:
                events.append((day, "Annual Service"))
        if kind == "Homeowner" and not contracts_of:
            for day in rng.choices(service_days[0], cum_weights=service_days[1],
                                   k=poisson(rng, PAID_SERVICE_RATE * years)):
                events.append((day, "Annual Service"))
        if kind != "Homeowner":  # a gas safety certificate every year on the same date
            anniversary = random_day(rng, date(2023, 1, 1), date(2023, 12, 31))
            for year in (2023, 2024, 2025):
                day = anniversary.replace(year=year)
                if BOOKS_START <= day <= TODAY and rng.random() < GAS_SAFETY_DONE:
                    events.append((day, "Gas Safety Check"))
        replaced = None
        for day, job_type in sorted(events):
            if day < joined:
                continue
            if job_type == "Breakdown":
                if replaced and day > replaced and rng.random() < 0.8:  # a new boiler rarely fails
                    continue
                factor = boiler_age_factor(prop["year"], day)
                if rng.random() > factor / 2.2:
                    continue
            if job_type == "Upgrade":
                job_type = "Installation"
            if job_type == "Installation" and replaced:
                continue
            jobs.append({"property": prop, "type": job_type, "reported": day, "cover": None})
            old = prop["year"] is not None and day.year - prop["year"] >= 12
            if job_type == "Breakdown" and old and not replaced and rng.random() < REPLACE_AFTER_BREAKDOWN:
                install_day = day + timedelta(days=rng.randint(4, 35))
                if install_day <= TODAY:
                    jobs.append({"property": prop, "type": "Installation", "reported": install_day, "cover": None})
                    replaced = install_day
            if job_type == "Installation":
                replaced = day
    # what cover, if any, each job came under
    for job in jobs:
        c = cover_on(cover.get(job["property"]["id"], []), job["reported"])
        if c is None or job["type"] in ("Installation", "Gas Safety Check"):
            continue
        if job["type"] == "Leak" and not PLAN[c["plan"]][3]:
            continue
        job["cover"] = c
    jobs.sort(key=lambda j: (j["reported"], j["property"]["id"], j["type"]))
    for i, job in enumerate(jobs, start=1):
        job["id"] = i
    return jobs


def priority_of(rng: random.Random, job: dict) -> str:
    if job["type"] not in EMERGENCY_SHARE:
        return "Routine"
    summer, winter = EMERGENCY_SHARE[job["type"]]
    share = winter if job["reported"].month in (11, 12, 1, 2, 3) else summer
    return weighted(rng, ["Emergency", "Urgent", "Routine"], [share, (1 - share) * 0.7, (1 - share) * 0.3])


def first_visit_day(rng: random.Random, job: dict) -> date:
    day = job["reported"]
    if job["priority"] == "Emergency":
        return day + timedelta(days=0 if rng.random() < 0.7 else 1)
    if job["priority"] == "Urgent":
        return working_day(day + timedelta(days=rng.randint(0, 3)))
    if job["type"] in ("Breakdown", "Leak"):
        return working_day(day + timedelta(days=rng.randint(2, 9)))
    return working_day(day + timedelta(days=rng.randint(5, 30)))


class Roster:
    """Who could go out on a given day, for a given kind of work."""

    def __init__(self):
        self.rows = [(i, grade, date.fromisoformat(started), date.fromisoformat(left) if left else None, load)
                     for i, (_, _, grade, _, _, started, left, load) in enumerate(ENGINEERS, start=1)]

    def pick(self, rng: random.Random, day: date, job_type: str, apprentice: bool = False) -> int | None:
        ids, weights = [], []
        for i, grade, started, left, load in self.rows:
            if not (started <= day and (left is None or day <= left)):
                continue
            if apprentice != (grade == "Apprentice") and not (job_type == "Annual Service" and grade == "Apprentice"):
                continue
            ids.append(i)
            weights.append(load)
        return weighted(rng, ids, weights) if ids else None

    def grade(self, engineer_id: int) -> str:
        return self.rows[engineer_id - 1][1]


def hours_for(rng: random.Random, job_type: str) -> float:
    low, high = {"Breakdown": (0.5, 3.0), "Leak": (0.5, 3.5), "Annual Service": (0.75, 1.5),
                 "Gas Safety Check": (0.5, 1.25), "Installation": (6.0, 9.0)}[job_type]
    return round(rng.uniform(low, high) * 4) / 4


def play_out(rng: random.Random, job: dict, roster: Roster) -> tuple[list[tuple], list[str]]:
    """The visits a job took (day, engineer, hours, outcome) and the codes of the parts it needed."""
    job_type = job["type"]
    if rng.random() < CANCEL_RATE[job_type]:  # sorted on the phone, or they went elsewhere
        job["status"] = "Cancelled"
        return [], []
    day = first_visit_day(rng, job)
    visits, parts = [], []
    if job_type == "Installation":
        days = 2 if rng.random() < 0.7 else 3
        lead = roster.pick(rng, day, job_type)
        for k in range(days):
            on = working_day(day + timedelta(days=min(k, 1)))
            if on > TODAY:  # booked in, not started
                job["status"] = "Scheduled"
                return [], []
            last = k == days - 1
            visits.append((on, lead, hours_for(rng, job_type), "Completed" if last else "Return Visit Needed"))
            helper = roster.pick(rng, on, job_type, apprentice=True)
            if k == 0 and helper and rng.random() < APPRENTICE_ON_INSTALL:
                visits.append((on, helper, hours_for(rng, job_type), "Return Visit Needed"))
            day = on
        make = weighted(rng, list(NEW_BOILERS), NEW_BOILER_WEIGHTS)
        parts = [NEW_BOILERS[make][1], "FLU-HKIT", "FLT-MAG", "CHM-INH", "CHM-CLN", "FIT-COMP"]
        if rng.random() < 0.4:
            parts.append(rng.choice(["CTL-STAT", "CTL-WSTAT"]))
        if rng.random() < 0.5:
            parts += ["CTL-TRV"] * rng.randint(2, 8)
        job["new_boiler"] = (make, NEW_BOILERS[make][0])
        job["status"] = "Completed"
        return visits, parts

    engineer = None
    while True:
        if day > TODAY:
            break
        if engineer is None or rng.random() < 0.3:
            engineer = roster.pick(rng, day, job_type)
        if rng.random() < NO_ACCESS_RATE:
            visits.append((day, engineer, 0.25, "No Access"))
            if rng.random() < 0.3:
                job["status"] = "Cancelled"
                return visits, []
            day = working_day(day + timedelta(days=rng.randint(1, 6)))
            continue
        if job_type == "Breakdown":
            fixed = rng.random() < (FIRST_TIME_FIX[roster.grade(engineer)] if not visits else 0.9)
        elif job_type == "Leak":
            fixed = rng.random() < (LEAK_FIRST_TIME_FIX if not visits else 0.95)
        else:
            fixed = rng.random() < 0.95 or len(visits) > 0
        if fixed:
            visits.append((day, engineer, hours_for(rng, job_type), "Completed"))
            break
        needs_part = rng.random() < 0.85
        outcome = "Parts Ordered" if needs_part else "Return Visit Needed"
        visits.append((day, engineer, hours_for(rng, job_type), outcome))
        if needs_part:
            pool = LEAK_PARTS if job_type == "Leak" else BREAKDOWN_SPARES
            parts.append(weighted(rng, pool, pool.values()))
            if job_type == "Breakdown" and rng.random() < STUCK_AWAITING_PARTS:  # on back order for months
                job["status"] = "Awaiting Parts"
                return visits, []
        day = working_day(day + timedelta(days=rng.randint(2, 9) if needs_part else rng.randint(1, 5)))
    if not visits or visits[-1][3] != "Completed":
        waiting = visits and visits[-1][3] == "Parts Ordered"
        job["status"] = "Awaiting Parts" if waiting else "Scheduled"
        return visits, []
    if job_type == "Breakdown" and rng.random() < 0.5:
        parts.append(weighted(rng, VAN_STOCK, VAN_STOCK.values()))
    elif job_type == "Leak":
        parts += [weighted(rng, LEAK_PARTS, LEAK_PARTS.values()) for _ in range(rng.randint(1, 3))]
    elif job_type == "Annual Service" and rng.random() < 0.35:
        parts.append(rng.choice(["SPR-SEAL", "SPR-SEAL", "CHM-INH", "SPR-ELEC"]))
    elif job_type == "Gas Safety Check" and rng.random() < 0.05:
        parts.append("SPR-SEAL")
    job["status"] = "Completed"
    return visits, parts


def part_rows(rng: random.Random, job: dict, codes: list[str], start_id: int) -> list[tuple]:
    counts: dict[str, int] = {}
    for code in codes:
        counts[code] = counts.get(code, 0) + 1
    rows = []
    for code, count in counts.items():
        if code.startswith("PIP") or code.startswith("FIT-PUSH"):
            count += rng.randint(0, 2)
        cost = PART_COST[code] if job["completed"] >= PRICE_RISE_ON else round(PART_COST[code] / PART_PRICE_RISE, 2)
        rows.append((start_id + len(rows), job["id"], PART_ID[code], count, cost))
    return rows


def invoice_row(rng: random.Random, job: dict, hours: list, parts: list[tuple]) -> tuple | None:
    """The bill for a finished job the cover did not pay for, from its job id on (the invoice id and number are
    given later, in date order); None when it is not (yet) invoiced."""
    issued = job["completed"] + timedelta(days=min(int(rng.expovariate(1 / 1.5)), 10))
    if issued > TODAY or rng.random() < UNINVOICED_RATE:
        return None
    hourly, service_fee, safety_fee = rates_on(job["completed"])
    if job["type"] == "Annual Service":
        labour = service_fee
    elif job["type"] == "Gas Safety Check":
        labour = safety_fee
    else:
        labour = round(max(1.0, sum(h if h is not None else 1.0 for h in hours)) * hourly, 2)
    parts_charged = round(sum(q * c for _, _, _, q, c in parts) * PARTS_MARKUP, 2)
    vat = round((labour + parts_charged) * VAT_RATE, 2)
    total = round(labour + parts_charged + vat, 2)
    customer = job["property"]["customer"]
    kind = customer["type"]
    due = issued + timedelta(days=PAYMENT_TERMS_DAYS[kind])
    late, mean_days, never = customer["pay"] or PAYERS[kind]
    paid = None
    if rng.random() >= never:
        if rng.random() < late:
            paid = due + timedelta(days=rng.randint(3, 75))
        else:
            paid = issued + timedelta(days=min(int(rng.expovariate(1 / mean_days)), PAYMENT_TERMS_DAYS[kind]))
    method = None
    if paid is not None and paid <= TODAY:
        status = "Paid"
        method = weighted(rng, PAYMENT_METHODS, PAYMENT_WEIGHTS[kind])
    else:
        paid = None
        status = "Overdue" if due < TODAY else "Unpaid"
    return (job["id"], iso(issued), iso(due), labour, parts_charged, vat, total, status,
            iso(paid) if paid else None, method)


# ---------------------------------------------------------------- populate

def populate(con: sqlite3.Connection, rng: random.Random) -> None:
    customers = make_customers(rng)
    properties = make_properties(rng, customers)
    contracts = make_contracts(rng, properties)
    jobs = draw_jobs(rng, properties, contracts)
    roster = Roster()

    visit_rows, job_part_rows, invoices = [], [], []
    for job in jobs:
        job["priority"] = priority_of(rng, job)
        visits, codes = play_out(rng, job, roster)
        logged_hours = []
        for day, engineer, hours, outcome in visits:
            logged = None if outcome != "No Access" and rng.random() < UNLOGGED_HOURS_RATE else hours
            visit_rows.append((len(visit_rows) + 1, job["id"], engineer, iso(day), logged, outcome))
            if outcome != "No Access":
                logged_hours.append(logged)
        job["completed"] = visits[-1][0] if job["status"] == "Completed" else None
        if job["status"] != "Completed":
            continue
        if "new_boiler" in job:
            prop = job["property"]
            prop["make"], prop["model"] = job["new_boiler"]
            prop["year"] = job["completed"].year
        parts = part_rows(rng, job, codes, len(job_part_rows) + 1)
        job_part_rows += parts
        if job["cover"] is None:
            row = invoice_row(rng, job, logged_hours, parts)
            if row is not None:
                invoices.append(row)

    # invoice numbers run in the order they were raised
    invoices.sort(key=lambda row: (row[1], row[0]))
    invoices = [(n, f"CPH-{10000 + n}", *row) for n, row in enumerate(invoices, start=1)]

    con.executemany("INSERT INTO customers VALUES (?, ?, ?, ?, ?, ?)", [
        (c["id"], c["type"], c["name"], c["email"], c["phone"], iso(c["joined"]))
        for c in sorted(customers, key=lambda c: c["id"])])
    con.executemany("INSERT INTO properties VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", [
        (p["id"], p["customer"]["id"], p["address"], p["town"], p["postcode"], p["type"], p["make"], p["model"],
         p["year"]) for p in properties])
    con.executemany("INSERT INTO engineers VALUES (?, ?, ?, ?, ?, ?, ?, ?)", [
        (i, first, last, grade, gas_safe, rate, started, left)
        for i, (first, last, grade, gas_safe, rate, started, left, _) in enumerate(ENGINEERS, start=1)])
    con.executemany("INSERT INTO contracts VALUES (?, ?, ?, ?, ?, ?, ?, ?)", [
        (c["id"], c["property"], c["plan"], c["fee"], iso(c["start"]), iso(c["end"]), c["status"],
         iso(c["cancelled"]) if c["cancelled"] else None) for c in contracts])
    con.executemany("INSERT INTO jobs VALUES (?, ?, ?, ?, ?, ?, ?, ?)", [
        (j["id"], j["property"]["id"], j["cover"]["id"] if j["cover"] else None, j["type"], j["priority"],
         iso(j["reported"]), j["status"], iso(j["completed"]) if j["completed"] else None) for j in jobs])
    con.executemany("INSERT INTO visits VALUES (?, ?, ?, ?, ?, ?)", visit_rows)
    con.executemany("INSERT INTO parts VALUES (?, ?, ?, ?, ?)",
                    [(i, code, name, cat, cost) for i, (code, name, cat, cost) in enumerate(PARTS, start=1)])
    con.executemany("INSERT INTO job_parts VALUES (?, ?, ?, ?, ?)", job_part_rows)
    con.executemany("INSERT INTO invoices VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", invoices)
