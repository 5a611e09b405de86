"""The ``self_storage`` database's seeded generator: ``populate(con, rng)`` fills the tables of
``vocabulary.SCHEMA`` from the vocabularies there and a seeded ``random.Random``.

Each unit lives through a run of tenancies (a seasonal move-in after a vacant spell, a stay whose length depends on
why the customer rents); customers are then assigned in move-in order, each tenancy is billed monthly, and its
invoices are paid promptly, slowly, or not at all, in which case the unit is overlocked and the contents may be
sold under lien. Gate entries follow from the tenancies.
"""

from __future__ import annotations

import math
import random
import sqlite3
from datetime import date, timedelta

from envs.databases.draws import iso, weighted_pairs
from envs.databases.self_storage.vocabulary import (
    AUCTION_AFTER, BOOKS_START, CARRIED_OVER_RATE, NEGOTIATED_DISCOUNT, PRE_RECORDS_RETURNING, SETTLE_METHODS, BUSINESS_DISCOUNT, BUSINESS_DISCOUNT_RATE, CLIMATE_PREMIUM, COMPANY_FIRST,
    COMPANY_SUFFIX, COMPANY_TRADE, DENIED_RETRIES, DUE_DAYS, EMAIL_DOMAINS, FACILITIES, FIRST_NAMES, GROUND_PREMIUM,
    HALF_PRICE_RATE, HOUR_WEIGHTS, HOURS, INSURANCE, INSURANCE_WEIGHTS, LAST_NAMES, LIEN_NOTICE_AFTER, METHODS,
    MONTH_DEMAND, MONTHLY_WEEKS, MOVE_DAY_VISITS, MOVE_OUT_DEBT_RATE, NEGOTIATED_RATE, NEW_SITE_VACANT_DAYS,
    NO_EMAIL_RATE, NO_PHONE_RATE, NO_SOURCE_RATE, OCCUPIED_AT_START, OTHER_SITE, OVERLOCK_AFTER, OWN_INSURANCE,
    PARTIAL_ON_UNPAID, PAYER_WEIGHTS, PAYERS, PRICE_RISE, PRICE_RISE_ON, PROMO_BUSINESS, PROMO_HALF_PRICE,
    PROMO_STUDENT, RATE_PER_SQFT, RETURNING, SEGMENTS, SETTLE_AFTER, SETTLE_SHARE, SIZE_WEIGHTS_GROUND,
    SIZE_WEIGHTS_UPPER, SIZES, SLOW_LATE_DAYS, SLOW_LATE_SHARE, SOURCES, SPLIT_PAYMENT_RATE, STAY_DAYS,
    STUDENT_DISCOUNT, STUDENT_MONTHS, STUDENT_SIZES, STUDENT_SOURCES, STUDENT_STAY, TODAY, TOWNS, VACANT_DAYS,
    VISITS_PER_WEEK,
)


# ---------------------------------------------------------------- helpers

def month_start(day: date) -> date:
    return day.replace(day=1)


def next_month(day: date) -> date:
    return date(day.year + day.month // 12, day.month % 12 + 1, 1)


def quarter_rate(value: float) -> float:
    """List prices are quoted to the nearest 25p."""
    return round(value * 4) / 4


# ---------------------------------------------------------------- facilities and units

def make_facilities() -> list[tuple]:
    return [(i, name, town, address, iso(opened), floors, climate)
            for i, (name, town, address, opened, floors, climate, _, _, _) in enumerate(FACILITIES, start=1)]


def make_units(rng: random.Random) -> list[dict]:
    units = []
    for facility_id, (_, _, _, _, _, climate, per_floor, factor, raised) in enumerate(FACILITIES, start=1):
        climate_floors = {int(f) for f in climate.split(",")} if climate else set()
        for floor, count in enumerate(per_floor):
            weights = SIZE_WEIGHTS_GROUND if floor == 0 else SIZE_WEIGHTS_UPPER
            sizes = sorted(rng.choices(SIZES, weights=weights, k=count))  # small units first along the corridor
            for k, size in enumerate(sizes, start=1):
                climate_controlled = floor in climate_floors
                rate = size * RATE_PER_SQFT[size] * factor
                rate *= CLIMATE_PREMIUM if climate_controlled else 1.0
                rate *= GROUND_PREMIUM if floor == 0 else 1.0
                rate = quarter_rate(rate)
                units.append({
                    "unit_id": len(units) + 1, "facility_id": facility_id,
                    "number": f"{'G' if floor == 0 else floor}{k:02d}", "size": size, "floor": floor,
                    "climate": int(climate_controlled), "rate": rate,
                    "old_rate": quarter_rate(rate / PRICE_RISE) if raised else None,
                })
    return units


def list_rate(unit: dict, day: date) -> float:
    if unit["old_rate"] is not None and day < PRICE_RISE_ON:
        return unit["old_rate"]
    return unit["rate"]


# ---------------------------------------------------------------- tenancies

def pick_segment(rng: random.Random, size: int, move_in: date) -> str:
    weights = dict(SEGMENTS)
    if size in STUDENT_SIZES:
        weights["student"] = STUDENT_MONTHS.get(move_in.month, 0)
    if size >= 75:
        weights["business"] *= 2.0
        weights["house_move"] *= 1.3
    elif size <= 15:
        weights["business"] *= 0.3
    return weighted_pairs(rng, weights.items())


def stay_days(rng: random.Random, segment: str) -> int:
    if segment == "student":
        return rng.randint(*STUDENT_STAY)
    median, spread, shortest, longest = STAY_DAYS[segment]
    return min(max(int(rng.lognormvariate(math.log(median), spread)), shortest), longest)


def next_move_in(rng: random.Random, free_from: date, mean_gap: float) -> date:
    """A vacant spell, then a move-in on a day the season makes likely."""
    day = free_from + timedelta(days=int(rng.expovariate(1 / mean_gap)))
    peak = max(MONTH_DEMAND)
    while rng.random() >= MONTH_DEMAND[day.month - 1] / peak:
        day += timedelta(days=1 + int(rng.expovariate(1 / 7)))
    return day


def make_tenancies(rng: random.Random, units: list[dict]) -> list[dict]:
    tenancies = []
    for unit in units:
        opened = FACILITIES[unit["facility_id"] - 1][3]
        free_from, gap = max(opened, BOOKS_START), VACANT_DAYS
        if opened < BOOKS_START and rng.random() < OCCUPIED_AT_START:
            # a tenant carried over from the old system: some part of their stay is already behind them
            segment = weighted_pairs(rng, [("long_term", 50), ("business", 30), ("house_move", 20)])
            days = stay_days(rng, segment)
            move_in = BOOKS_START - timedelta(days=rng.randint(1, min(days, (BOOKS_START - opened).days)))
            free_from = move_in + timedelta(days=days)
            tenancies.append({"unit": unit, "segment": segment, "move_in": move_in, "end": free_from})
        elif opened >= BOOKS_START:
            gap = NEW_SITE_VACANT_DAYS
        while True:
            move_in = next_move_in(rng, free_from, gap)
            if move_in > TODAY:
                break
            segment = pick_segment(rng, unit["size"], move_in)
            free_from = move_in + timedelta(days=stay_days(rng, segment))
            tenancies.append({"unit": unit, "segment": segment, "move_in": move_in, "end": free_from})
            gap = VACANT_DAYS
    tenancies.sort(key=lambda t: (t["move_in"], t["unit"]["unit_id"]))
    for rental_id, tenancy in enumerate(tenancies, start=1):
        tenancy["rental_id"] = rental_id
    return tenancies


# ---------------------------------------------------------------- customers

def company_name(rng: random.Random, taken: set) -> str:
    while True:
        name = f"{rng.choice(COMPANY_FIRST)} {rng.choice(COMPANY_TRADE)} {rng.choice(COMPANY_SUFFIX)}"
        if name not in taken:
            taken.add(name)
            return name


def new_customer(rng: random.Random, customer_id: int, kind: str, tenancy: dict, companies: set) -> dict:
    first, last = rng.choice(FIRST_NAMES), rng.choice(LAST_NAMES)
    company = company_name(rng, companies) if kind == "Business" else None
    if rng.random() < NO_EMAIL_RATE[kind]:
        email = None
    elif company:
        slug = "".join(ch for ch in company.lower() if ch.isalpha())[:18]
        email = f"{first[0]}.{last}@{slug}.test".lower()
    else:
        email = f"{first}.{last}{customer_id}@{rng.choice(EMAIL_DOMAINS)}".lower()
    phone = None if rng.random() < NO_PHONE_RATE else f"07{rng.randint(100, 999)} {rng.randint(100000, 999999)}"
    sources = STUDENT_SOURCES if tenancy["segment"] == "student" else [s for s in SOURCES if s[0] != "Returning Customer"]
    source = None if rng.random() < NO_SOURCE_RATE else weighted_pairs(rng, sources)
    lead = 0 if tenancy["move_in"] < BOOKS_START else rng.choice([0, 0, 0, 1, 2, 3, 5, 7, 10])
    return {"customer_id": customer_id, "kind": kind, "first": first, "last": last, "company": company,
            "email": email, "phone": phone, "town": weighted_pairs(rng, TOWNS[tenancy["unit"]["facility_id"]]),
            "source": source, "joined": tenancy["move_in"] - timedelta(days=lead)}


def assign_customers(rng: random.Random, tenancies: list[dict]) -> list[dict]:
    """Customers in order of their first move-in; some come back, and businesses take more units."""
    customers: list[dict] = []
    pools: dict[tuple, list[int]] = {}
    companies: set = set()
    for tenancy in tenancies:
        kind = "Business" if tenancy["segment"] == "business" else "Personal"
        site = tenancy["unit"]["facility_id"]
        if rng.random() < OTHER_SITE:  # now and then a customer comes back to a different site
            site = rng.randint(1, len(FACILITIES))
        pool = pools.setdefault((kind, site), [])
        if pool and tenancy["segment"] != "student" and rng.random() < RETURNING[kind]:
            tenancy["customer_id"] = rng.choice(pool)
            continue
        customer = new_customer(rng, len(customers) + 1, kind, tenancy, companies)
        if customer["source"] is not None and tenancy["move_in"] >= BOOKS_START and rng.random() < PRE_RECORDS_RETURNING:
            customer["source"] = "Returning Customer"  # a customer from before the records began
        customers.append(customer)
        pools.setdefault((kind, tenancy["unit"]["facility_id"]), []).append(customer["customer_id"])
        tenancy["customer_id"] = customer["customer_id"]
    return customers


# ---------------------------------------------------------------- terms

def set_terms(rng: random.Random, tenancy: dict) -> None:
    unit, move_in, segment = tenancy["unit"], tenancy["move_in"], tenancy["segment"]
    rate = list_rate(unit, move_in)
    if move_in < BOOKS_START:  # long-standing tenants are on older, lower rates
        rate = quarter_rate(rate * rng.uniform(*CARRIED_OVER_RATE))
    promo = None
    if segment == "student":
        promo, rate = PROMO_STUDENT, rate * STUDENT_DISCOUNT
    elif segment == "business" and rng.random() < BUSINESS_DISCOUNT_RATE:
        promo, rate = PROMO_BUSINESS, rate * BUSINESS_DISCOUNT
    elif move_in >= BOOKS_START and rng.random() < HALF_PRICE_RATE[move_in.year]:
        promo = PROMO_HALF_PRICE
    if promo in (None, PROMO_HALF_PRICE) and rng.random() < NEGOTIATED_RATE:
        rate *= NEGOTIATED_DISCOUNT
    kind = "Business" if segment == "business" else "Personal"
    cover = None
    if rng.random() >= OWN_INSURANCE[kind]:
        cover = rng.choices(list(INSURANCE), weights=INSURANCE_WEIGHTS, k=1)[0]
    tenancy.update(rate=round(rate, 2), promo=promo, cover=cover,
                   premium=INSURANCE[cover] if cover else None, kind=kind)


# ---------------------------------------------------------------- billing

def billing_periods(move_in: date, end: date | None) -> list[tuple[date, date]]:
    """(period month, issue day) for each invoice: the move-in day first, then the 1st of every later month."""
    last = min(end - timedelta(days=1), TODAY) if end else TODAY
    if move_in >= BOOKS_START:
        periods, month = [(month_start(move_in), move_in)], next_month(move_in)
    else:
        periods, month = [], BOOKS_START
    while month <= last:
        periods.append((month, month))
        month = next_month(month)
    return periods


def invoice_amounts(tenancy: dict, month: date, issued: date, first: bool) -> tuple[float, float, float]:
    weeks = MONTHLY_WEEKS
    if first and issued.day != 1:
        weeks = (next_month(month) - issued).days / 7
    rent = round(tenancy["rate"] * weeks, 2)
    insurance = round((tenancy["premium"] or 0.0) * weeks, 2)
    discount = round(rent / 2, 2) if first and tenancy["promo"] == PROMO_HALF_PRICE else 0.0
    return rent, insurance, discount


def plan_default(rng: random.Random, tenancy: dict) -> None:
    """For a defaulter: the invoice they stop paying at, and whether they settle or lose the contents."""
    periods = billing_periods(tenancy["move_in"], tenancy["end"])
    tenancy["default_at"] = None
    if len(periods) < 3:
        tenancy["payer"] = "slow"
        return
    k = rng.randint(1, len(periods) - 1)
    due = periods[k][1] + timedelta(days=DUE_DAYS)
    tenancy["default_at"], tenancy["default_due"] = periods[k][1], due
    if rng.random() < SETTLE_SHARE:
        settle = due + timedelta(days=rng.randint(*SETTLE_AFTER))
        tenancy["settle"], tenancy["auction"] = settle, None
        if tenancy["end"] <= settle:
            tenancy["end"] = settle + timedelta(days=rng.randint(1, 30))
    else:
        auction = due + timedelta(days=rng.randint(*AUCTION_AFTER))
        tenancy["settle"], tenancy["auction"] = None, auction
        tenancy["end"] = auction


def normal_payments(rng: random.Random, tenancy: dict, due: date, total: float) -> list[tuple[date, float, str]]:
    method = tenancy["method"]
    if tenancy["payer"] == "prompt":
        return [(due - timedelta(days=rng.randint(0, DUE_DAYS)), total, method)]
    if rng.random() >= SLOW_LATE_SHARE:
        return [(due - timedelta(days=rng.randint(0, 5)), total, method)]
    day = due + timedelta(days=rng.randint(*SLOW_LATE_DAYS))
    if rng.random() < SPLIT_PAYMENT_RATE:
        first = round(total * rng.uniform(0.3, 0.6), 2)
        early = due + timedelta(days=rng.randint(0, (day - due).days))
        return [(early, first, method), (day, round(total - first, 2), method)]
    return [(day, total, method)]


def bill(rng: random.Random, tenancy: dict, next_invoice_id: int) -> tuple[list[dict], list[tuple]]:
    """The tenancy's invoices (with status) and the payments made against them up to TODAY."""
    invoices, payments = [], []
    periods = billing_periods(tenancy["move_in"], tenancy["end"])
    debt_on_leaving = (tenancy["payer"] == "slow" and tenancy["end"] is not None
                       and rng.random() < MOVE_OUT_DEBT_RATE)
    for i, (month, issued) in enumerate(periods):
        rent, insurance, discount = invoice_amounts(tenancy, month, issued, i == 0 and issued >= BOOKS_START)
        total = round(rent + insurance - discount, 2)
        due = issued + timedelta(days=DUE_DAYS)
        in_default = tenancy.get("default_at") is not None and issued >= tenancy["default_at"]
        settle, auction = tenancy.get("settle"), tenancy.get("auction")
        if in_default and settle is not None and issued <= settle:
            planned = [(settle, total, weighted_pairs(rng, SETTLE_METHODS))]
        elif in_default and settle is None:
            planned = []
        elif debt_on_leaving and i == len(periods) - 1:
            planned = []
        else:
            planned = normal_payments(rng, tenancy, due, total)
        made = [p for p in planned if p[0] <= TODAY]
        if len(made) == len(planned) and planned:
            paid_on = max(p[0] for p in planned)
            status = "Paid" if paid_on <= due else "Late"
        else:
            paid_on = None
            written_off = (auction is not None and auction <= TODAY and in_default) or (
                debt_on_leaving and i == len(periods) - 1)
            status = "Written Off" if written_off else "Unpaid"
            if not made and due < TODAY and rng.random() < PARTIAL_ON_UNPAID:
                day = due + timedelta(days=rng.randint(0, 20))
                if day <= TODAY and (auction is None or day < auction):
                    made = [(day, round(total * rng.uniform(0.2, 0.6), 2), tenancy["method"])]
        invoice_id = next_invoice_id + len(invoices)
        invoices.append({"invoice_id": invoice_id, "rental_id": tenancy["rental_id"], "period": month.strftime("%Y-%m"),
                         "issued": issued, "due": due, "rent": rent, "insurance": insurance, "discount": discount,
                         "total": total, "status": status, "paid_on": paid_on,
                         "payments": [(day, amount) for day, amount, _ in made]})
        payments.extend((invoice_id, day, amount, method) for day, amount, method in made)
    return invoices, payments


def arrears_on(invoices: list[dict], day: date) -> float:
    owed = 0.0
    for inv in invoices:
        if inv["issued"] <= day and (inv["paid_on"] is None or inv["paid_on"] > day):
            owed += inv["total"] - sum(amount for paid, amount in inv["payments"] if paid < day)
    return round(owed, 2)


def lien_events(tenancy: dict, invoices: list[dict]) -> tuple[list[tuple], tuple[date, date] | None]:
    """(rental, type, day, arrears) events for a defaulter, and the days the unit was overlocked."""
    if tenancy.get("default_at") is None:
        return [], None
    due, settle, auction = tenancy["default_due"], tenancy["settle"], tenancy["auction"]
    overlocked = due + timedelta(days=OVERLOCK_AFTER)
    if overlocked > TODAY:
        return [], None
    steps = [("Overlocked", overlocked)]
    notice = due + timedelta(days=LIEN_NOTICE_AFTER)
    release = settle or auction
    if notice < release and notice <= TODAY:
        steps.append(("Lien Notice", notice))
    if release <= TODAY:
        steps.append(("Overlock Removed" if settle else "Auctioned", release))
    events = [(tenancy["rental_id"], kind, day, arrears_on(invoices, day)) for kind, day in steps]
    return events, (overlocked, min(release, TODAY + timedelta(days=1)))


# ---------------------------------------------------------------- gate access

def gate_entries(rng: random.Random, tenancy: dict, lockout: tuple[date, date] | None) -> list[tuple]:
    first = max(tenancy["move_in"], BOOKS_START)
    last = min(tenancy["end"] - timedelta(days=1), TODAY) if tenancy["end"] else TODAY
    days = []
    if tenancy["move_in"] >= BOOKS_START:
        days += [tenancy["move_in"]] * rng.randint(*MOVE_DAY_VISITS)
    rate = VISITS_PER_WEEK[tenancy["segment"]] * rng.uniform(0.5, 1.5) / 7
    day = first + timedelta(days=1 + int(rng.expovariate(rate)))
    while day < last:
        days.append(day)
        day += timedelta(days=1 + int(rng.expovariate(rate)))
    if tenancy["status"] == "Moved Out":
        days += [last] * rng.randint(1, MOVE_DAY_VISITS[1] - 1)
    rows = []
    for day in days:
        minutes = HOURS[0] * 60 + rng.choices(range(len(HOURS)), weights=HOUR_WEIGHTS, k=1)[0] * 60 + rng.randint(0, 59)
        if lockout and lockout[0] <= day < lockout[1]:
            for _ in range(rng.randint(*DENIED_RETRIES)):
                rows.append((tenancy["customer_id"], tenancy["unit"]["facility_id"], day, minutes, "Denied"))
                minutes = min(minutes + rng.randint(1, 4), 22 * 60)
        else:
            rows.append((tenancy["customer_id"], tenancy["unit"]["facility_id"], day, minutes, "Granted"))
    return rows


# ---------------------------------------------------------------- populate

def populate(con: sqlite3.Connection, rng: random.Random) -> None:
    facilities = make_facilities()
    units = make_units(rng)
    tenancies = make_tenancies(rng, units)
    customers = assign_customers(rng, tenancies)
    kind_of = {c["customer_id"]: c["kind"] for c in customers}
    payer_of, method_of = {}, {}
    for c in customers:
        payer_of[c["customer_id"]] = rng.choices(PAYERS, weights=PAYER_WEIGHTS[c["kind"]], k=1)[0]
        method_of[c["customer_id"]] = weighted_pairs(rng, METHODS["prompt" if payer_of[c["customer_id"]] == "prompt" else "slow"])

    invoices, payments, events, gate = [], [], [], []
    for tenancy in tenancies:
        set_terms(rng, tenancy)
        tenancy["payer"], tenancy["method"] = payer_of[tenancy["customer_id"]], method_of[tenancy["customer_id"]]
        if tenancy["payer"] == "defaulter":
            plan_default(rng, tenancy)
        if tenancy["end"] > TODAY:
            tenancy["end"], tenancy["status"] = None, "Current"
        else:
            tenancy["status"] = "Auctioned" if tenancy.get("auction") == tenancy["end"] else "Moved Out"
        rental_invoices, rental_payments = bill(rng, tenancy, len(invoices) + 1)
        rental_events, lockout = lien_events(tenancy, rental_invoices)
        invoices += rental_invoices
        payments += rental_payments
        events += rental_events
        gate += gate_entries(rng, tenancy, lockout)
    assert all(kind_of[t["customer_id"]] == t["kind"] for t in tenancies)

    payments.sort(key=lambda p: (p[1], p[0]))
    events.sort(key=lambda e: (e[2], e[0]))
    gate.sort(key=lambda g: (g[2], g[3], g[0]))

    con.executemany("INSERT INTO facilities VALUES (?, ?, ?, ?, ?, ?, ?)", facilities)
    con.executemany("INSERT INTO units VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", [
        (u["unit_id"], u["facility_id"], u["number"], u["size"], u["floor"], u["climate"], u["rate"],
         u["old_rate"], iso(PRICE_RISE_ON) if u["old_rate"] is not None else None) for u in units])
    con.executemany("INSERT INTO customers VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", [
        (c["customer_id"], c["kind"], c["first"], c["last"], c["company"], c["email"], c["phone"], c["town"],
         c["source"], iso(c["joined"])) for c in customers])
    con.executemany("INSERT INTO rentals VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", [
        (t["rental_id"], t["unit"]["unit_id"], t["customer_id"], iso(t["move_in"]),
         iso(t["end"]) if t["end"] else None, t["rate"], t["promo"], t["cover"], t["premium"], t["status"])
        for t in tenancies])
    con.executemany("INSERT INTO invoices VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", [
        (i["invoice_id"], i["rental_id"], i["period"], iso(i["issued"]), iso(i["due"]), i["rent"], i["insurance"],
         i["discount"], i["total"], i["status"], iso(i["paid_on"]) if i["paid_on"] else None) for i in invoices])
    con.executemany("INSERT INTO payments VALUES (?, ?, ?, ?, ?)", [
        (k, invoice_id, iso(day), amount, method)
        for k, (invoice_id, day, amount, method) in enumerate(payments, start=1)])
    con.executemany("INSERT INTO gate_access VALUES (?, ?, ?, ?, ?)", [
        (k, customer_id, facility_id, f"{iso(day)} {minutes // 60:02d}:{minutes % 60:02d}", result)
        for k, (customer_id, facility_id, day, minutes, result) in enumerate(gate, start=1)])
    con.executemany("INSERT INTO lien_events VALUES (?, ?, ?, ?, ?)", [
        (k, rental_id, kind, iso(day), amount) for k, (rental_id, kind, day, amount) in enumerate(events, start=1)])
