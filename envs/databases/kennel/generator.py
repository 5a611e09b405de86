"""The ``kennel`` database's seeded generator: ``populate(con, rng)`` fills the tables of
``vocabulary.SCHEMA`` from the vocabularies there and a seeded ``random.Random``."""

from __future__ import annotations

import random
import sqlite3
from datetime import date, timedelta

from envs.databases.draws import iso, random_day, weighted
from envs.databases.kennel.vocabulary import (
    BIG_BILL, BREEDS, CANCEL_RATE, CITIES, DOGS_PER_OWNER, DOG_NAMES, EMAIL_DOMAINS, GO_ELSEWHERE, LONG_STAY_DISCOUNT,
    LONG_STAY_NIGHTS, LUXURY_LONGER, MONTH_DEMAND, NEUTERED_RATE, NIGHTS, NIGHTS_WEIGHTS, NO_CHIP_RATE, NO_PHONE_RATE,
    N_OWNERS, N_STAY_CANDIDATES, OPENED, OPENING_CLIENTS, OWNER_FIRST, OWNER_LAST, PAYMENT_METHODS, PAYMENT_WEIGHTS_BIG,
    PAYMENT_WEIGHTS_SMALL, PRICE_RISE, PRICE_RISE_ON, ROLE_FOR_CATEGORY, RUN_SIZES_FOR, RUN_TYPES, SERVICES,
    SIBLINGS_COME_ALONG, STAFF, TIER_LOYALTY, TIER_WEIGHTS, TODAY, UNRECORDED_STAFF_RATE, YEAR_DEMAND,
)


# ---------------------------------------------------------------- helpers

def phone_number(rng: random.Random) -> str:
    return f"07{rng.randint(100, 999)} {rng.randint(100000, 999999)}"


def make_email(first: str, last: str, n: int, rng: random.Random) -> str:
    style = rng.randint(0, 2)
    local = [f"{first}.{last}", f"{first[0]}{last}", f"{first}{last}{rng.randint(1, 99)}"][style]
    return f"{local}{n}@{rng.choice(EMAIL_DOMAINS)}".lower()


def demand_days(start: date, end: date) -> tuple[list[date], list[float]]:
    days, weights = [], []
    day = start
    while day <= end:
        weekend_bump = 1.25 if day.weekday() in (4, 5) else 1.0  # Friday/Saturday check-ins
        days.append(day)
        weights.append(MONTH_DEMAND[day.month - 1] * YEAR_DEMAND[day.year] * weekend_bump)
        day += timedelta(days=1)
    return days, weights


# ---------------------------------------------------------------- tables

def make_owners(rng: random.Random) -> list[tuple]:
    cities, city_w = zip(*CITIES)
    rows = []
    for owner_id in range(1, N_OWNERS + 1):
        first, last = rng.choice(OWNER_FIRST), rng.choice(OWNER_LAST)
        # many followed the kennel from its previous owner; the rest signed up over the three years
        if rng.random() < OPENING_CLIENTS:
            registered = random_day(rng, OPENED, date(2023, 1, 20))
        else:
            registered = random_day(rng, OPENED, date(2025, 11, 30))
        phone = phone_number(rng) if rng.random() >= NO_PHONE_RATE else None
        rows.append((owner_id, first, last, make_email(first, last, owner_id, rng), phone,
                     weighted(rng, list(cities), list(city_w)), iso(registered)))
    return rows


def make_dogs(rng: random.Random, owners: list[tuple]) -> list[tuple]:
    breed_w = [b[4] for b in BREEDS]
    rows = []
    for owner in owners:
        n_dogs = weighted(rng, *DOGS_PER_OWNER)
        for _ in range(n_dogs):
            breed_id = weighted(rng, list(range(1, len(BREEDS) + 1)), breed_w)
            mean_kg = BREEDS[breed_id - 1][3]
            dob = random_day(rng, date(2010, 3, 1), date(2024, 12, 31))
            weight = max(1.2, rng.gauss(mean_kg, mean_kg * 0.13))
            chip = f"985{rng.randrange(10 ** 12):012d}" if rng.random() >= NO_CHIP_RATE else None
            rows.append((len(rows) + 1, owner[0], breed_id, rng.choice(DOG_NAMES), rng.choice("MF"), iso(dob),
                         round(weight, 1), chip, int(rng.random() < NEUTERED_RATE)))
    return rows


def make_runs() -> list[tuple]:
    rows = []
    for prefix, run_type, size, rate, count in RUN_TYPES:
        for k in range(1, count + 1):
            rows.append((len(rows) + 1, f"{prefix}-{size[0]}{k:02d}", run_type, size, rate))
    return rows


def make_staff() -> list[tuple]:
    return [
        (i, first, last, role, f"{first}.{last}@happypawskennel.test".lower(), rate, hired, left)
        for i, (first, last, role, rate, hired, left, _) in enumerate(STAFF, start=1)
    ]


def make_services() -> list[tuple]:
    return [(i, code, name, cat, price) for i, (code, name, cat, price, _, _) in enumerate(SERVICES, start=1)]


def allocate_run(rng, runs_by_key, occupied, dog_size, tier, start, nights) -> int | None:
    """The first free run (lowest code) of the wanted tier that fits the dog, else of any tier."""
    tiers = [tier] + [t for t in TIER_WEIGHTS if t != tier]
    for run_type in tiers:
        for size in RUN_SIZES_FOR[dog_size]:
            for run_id in runs_by_key[(run_type, size)]:
                if not any(occupied[run_id][start:start + nights]):
                    return run_id
        if rng.random() < GO_ELSEWHERE:
            return None
    return None


def make_stays(rng, owners, dogs, runs) -> list[dict]:
    days, day_w = demand_days(OPENED, TODAY)
    horizon = len(days) + 40
    occupied = {run[0]: bytearray(horizon) for run in runs}
    runs_by_key: dict[tuple, list[int]] = {}
    for run in runs:
        runs_by_key.setdefault((run[2], run[3]), []).append(run[0])
    registered = {o[0]: date.fromisoformat(o[6]) for o in owners}
    # a few regulars board constantly; most dogs come once or twice a year
    dog_w = [min(rng.paretovariate(1.3), 40.0) for _ in dogs]
    owner_tier = {o[0]: weighted(rng, list(TIER_WEIGHTS), list(TIER_WEIGHTS.values())) for o in owners}
    tiers = list(TIER_WEIGHTS)

    picked_dogs = rng.choices([d[0] for d in dogs], weights=dog_w, k=N_STAY_CANDIDATES)
    picked_days = rng.choices(days, weights=day_w, k=N_STAY_CANDIDATES)
    picked_nights = rng.choices(NIGHTS, weights=NIGHTS_WEIGHTS, k=N_STAY_CANDIDATES)
    candidates = sorted(zip(picked_days, picked_dogs, picked_nights, [rng.random() for _ in picked_dogs]))

    dog_by_id = {d[0]: d for d in dogs}
    dogs_of: dict[int, list[int]] = {}
    for d in dogs:
        dogs_of.setdefault(d[1], []).append(d[0])
    busy_until: dict[int, date] = {}
    stays = []
    for check_in, dog_id, nights, u in candidates:
        owner_id = dog_by_id[dog_id][1]
        if check_in < registered[owner_id]:
            continue
        # brothers and sisters usually board together, on one booking
        party = [dog_id] + [d for d in dogs_of[owner_id] if d != dog_id and rng.random() < SIBLINGS_COME_ALONG]
        tier = owner_tier[owner_id] if rng.random() < TIER_LOYALTY else rng.choice(tiers)
        if tier == "Luxury Suite" and rng.random() < LUXURY_LONGER:  # suite guests take longer holidays
            nights = min(nights + rng.randint(2, 7), NIGHTS[-1])
        lead = min(int(rng.expovariate(1 / 18)), 120)
        booked_day = max(check_in - timedelta(days=lead), registered[owner_id])
        booked_at = f"{iso(booked_day)} {rng.randint(8, 20):02d}:{rng.choice([0, 5, 10, 15, 20, 30, 40, 45, 50]):02d}"
        check_out = check_in + timedelta(days=nights)
        start = (check_in - OPENED).days
        for member in party:
            dog = dog_by_id[member]
            if check_in < date.fromisoformat(dog[5]) + timedelta(days=120) or busy_until.get(member, OPENED) > check_in:
                continue
            run_id = allocate_run(rng, runs_by_key, occupied, BREEDS[dog[2] - 1][1], tier, start, nights)
            if run_id is None:
                continue
            if u < CANCEL_RATE:
                status = "Cancelled"
            else:
                status = "Checked In" if check_out > TODAY else "Completed"
                occupied[run_id][start:start + nights] = b"\x01" * nights
                busy_until[member] = check_out
            stays.append({"dog_id": member, "owner_id": owner_id, "run_id": run_id, "booked_at": booked_at,
                          "check_in": check_in, "check_out": check_out, "nights": nights, "status": status})
    for stay_id, stay in enumerate(stays, start=1):
        stay["stay_id"] = stay_id
    return stays


def staff_pool(day: date, role: str) -> tuple[list[int], list[float]]:
    ids, weights = [], []
    for i, (_, _, staff_role, _, hired, left, load) in enumerate(STAFF, start=1):
        employed = date.fromisoformat(hired) <= day and (left is None or day <= date.fromisoformat(left))
        if staff_role == role and employed:
            ids.append(i)
            weights.append(load)
    return ids, weights


def service_quantity(rng: random.Random, rule: str, nights: int) -> int:
    if rule == "one":
        return 1
    if rule == "every_night":
        return nights
    if rule == "few":
        return rng.randint(1, min(3, nights))
    return rng.randint(max(1, nights // 3), nights)  # some_nights


def make_stay_services(rng, stays, owners) -> list[tuple]:
    spender = {o[0]: rng.choice([0.4, 0.7, 1.0, 1.0, 1.3, 1.8]) for o in owners}
    pools: dict[tuple, tuple] = {}
    rows = []
    for stay in stays:
        if stay["status"] == "Cancelled":
            continue
        nights = stay["nights"]
        last_day = min(stay["check_out"] - timedelta(days=1), TODAY)
        span = (last_day - stay["check_in"]).days
        length_factor = min(1.0 + nights / 10, 2.2)
        for service_id, (_, _, category, price, chance, rule) in enumerate(SERVICES, start=1):
            if rng.random() >= min(chance * spender[stay["owner_id"]] * length_factor, 0.95):
                continue
            served = stay["check_in"] + timedelta(days=rng.randint(0, span))
            qty = service_quantity(rng, rule, span + 1)
            unit_price = price if served >= PRICE_RISE_ON else round(price / PRICE_RISE, 2)
            key = (served, ROLE_FOR_CATEGORY[category])
            if key not in pools:
                pools[key] = staff_pool(served, key[1])
            ids, weights = pools[key]
            staff_id = weighted(rng, ids, weights) if ids and rng.random() >= UNRECORDED_STAFF_RATE else None
            rows.append((len(rows) + 1, stay["stay_id"], service_id, staff_id, iso(served), qty, unit_price))
    return rows


def stay_rows(rng, stays, runs, stay_services) -> list[tuple]:
    rate = {r[0]: r[4] for r in runs}
    extras: dict[int, float] = {}
    for _, stay_id, _, _, _, qty, unit_price in stay_services:
        extras[stay_id] = extras.get(stay_id, 0.0) + qty * unit_price
    rows = []
    for s in stays:
        lodging = total = method = None
        if s["status"] == "Completed":
            discount = LONG_STAY_DISCOUNT if s["nights"] >= LONG_STAY_NIGHTS else 1.0
            lodging = round(s["nights"] * rate[s["run_id"]] * discount, 2)
            total = round(lodging + extras.get(s["stay_id"], 0.0), 2)
            method = weighted(rng, PAYMENT_METHODS, PAYMENT_WEIGHTS_BIG if total >= BIG_BILL else PAYMENT_WEIGHTS_SMALL)
        check_out = None if s["status"] == "Checked In" else iso(s["check_out"])
        rows.append((s["stay_id"], s["dog_id"], s["run_id"], s["booked_at"], iso(s["check_in"]), check_out,
                     s["status"], lodging, total, method))
    return rows


def populate(con: sqlite3.Connection, rng: random.Random) -> None:
    breeds = [(i, name, size, group) for i, (name, size, group, _, _) in enumerate(BREEDS, start=1)]
    owners = make_owners(rng)
    dogs = make_dogs(rng, owners)
    runs = make_runs()
    staff = make_staff()
    services = make_services()
    stays = make_stays(rng, owners, dogs, runs)
    stay_services = make_stay_services(rng, stays, owners)
    stays_table = stay_rows(rng, stays, runs, stay_services)

    con.executemany("INSERT INTO breeds VALUES (?, ?, ?, ?)", breeds)
    con.executemany("INSERT INTO owners VALUES (?, ?, ?, ?, ?, ?, ?)", owners)
    con.executemany("INSERT INTO dogs VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", dogs)
    con.executemany("INSERT INTO runs VALUES (?, ?, ?, ?, ?)", runs)
    con.executemany("INSERT INTO staff VALUES (?, ?, ?, ?, ?, ?, ?, ?)", staff)
    con.executemany("INSERT INTO services VALUES (?, ?, ?, ?, ?)", services)
    con.executemany("INSERT INTO stays VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", stays_table)
    con.executemany("INSERT INTO stay_services VALUES (?, ?, ?, ?, ?, ?, ?)", stay_services)
