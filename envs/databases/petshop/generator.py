"""The ``petshop`` database's seeded generator: ``populate(con, rng)`` fills the tables of
``vocabulary.SCHEMA`` from the vocabularies there and a seeded ``random.Random``."""

from __future__ import annotations

import math
import random
import sqlite3
from bisect import bisect
from datetime import date, timedelta
from itertools import accumulate

from envs.databases.petshop.vocabulary import (
    CASHIER_ROLES, CATEGORIES, CORE_STAFF, EMAIL_DOMAINS, END, FIRST_NAMES, IN_STORE_PAYMENTS, ITEM_COUNTS, LAST_NAMES,
    MONTH_SEASON, NEARBY_TOWNS, N_CUSTOMERS, N_SHARED_NAMES, ONLINE_HOURS, ONLINE_PAYMENTS, PET_NAMES, PET_SPECIES,
    QUANTITIES, ROLES, SHOP_HOURS, SPECIES_PET_TYPE, START, STORES, WEEKDAY_SEASON, YEAR_PRICE,
)


# ---------------------------------------------------------------- helpers

def _iso(day: date) -> str:
    return day.isoformat()


def _day_between(rng: random.Random, first: date, last: date) -> date:
    return first + timedelta(days=rng.randint(0, (last - first).days))


def _season(day: date) -> float:
    return MONTH_SEASON[day.month - 1] * WEEKDAY_SEASON[day.weekday()]


def _poisson(rng: random.Random, lam: float) -> int:
    threshold, k, p = math.exp(-lam), 0, 1.0
    while True:
        p *= rng.random()
        if p <= threshold:
            return k
        k += 1


def _phone(rng: random.Random) -> str:
    return f"555-{rng.randint(200, 989)}-{rng.randint(1000, 9999)}"


def _clock(rng: random.Random, online: bool) -> str:
    hour = _pick(rng, ONLINE_HOURS if online else SHOP_HOURS)
    return f"{hour:02d}:{rng.randrange(60):02d}"


def _pick(rng: random.Random, distribution: tuple[list, list[float]]):
    """One value from (values, cumulative weights)."""
    values, cum_weights = distribution
    return values[bisect(cum_weights, rng.random() * cum_weights[-1], 0, len(values) - 1)]


# ---------------------------------------------------------------- tables

def _stores(con) -> None:
    con.executemany("INSERT INTO stores VALUES (?, ?, ?, ?, ?, ?)",
                    [(i, name, city, _iso(opened), phone, sqft)
                     for i, (name, city, opened, phone, sqft, _, _) in enumerate(STORES, 1)])


def _employees(con, rng: random.Random) -> list[tuple]:
    """Core staff from opening day plus later hires, some of whom leave. Returns the employee rows."""
    rows = []
    used = set()

    def person() -> tuple[str, str]:
        while True:
            first, last = rng.choice(FIRST_NAMES), rng.choice(LAST_NAMES)
            if (first, last) not in used:
                used.add((first, last))
                return first, last

    for store_id, (_, _, opened, _, _, weight, _) in enumerate(STORES, 1):
        hires = [(role, max(START, opened - timedelta(days=rng.randint(0, 21))), None) for role in CORE_STAFF]
        for _ in range(2 + round(weight * 2)):  # busier shops hire more part-timers
            hired = _day_between(rng, opened + timedelta(days=20), END - timedelta(days=30))
            left = None
            if rng.random() < 0.5:
                left = hired + timedelta(days=rng.randint(45, 420))
                left = left if left < END else None
            hires.append(("Sales Associate", hired, left))
        hires.sort(key=lambda h: (h[1], h[0]))
        for role, hired, left in hires:
            first, last = person()
            low, high = ROLES[role]
            rows.append((len(rows) + 1, store_id, first, last, role,
                         f"{first}.{last}@happytailspets.com".lower(), _iso(hired),
                         _iso(left) if left else None, round(rng.uniform(low, high) * 4) / 4))
    con.executemany("INSERT INTO employees VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", rows)
    return rows


def _customers(con, rng: random.Random) -> list[tuple]:
    rows = []
    n_stores = len(STORES)
    store_weights = [s[5] for s in STORES]
    names = rng.sample([(f, l) for f in FIRST_NAMES for l in LAST_NAMES], N_CUSTOMERS)
    for k in range(N_SHARED_NAMES):  # a few real namesakes
        names[-1 - k] = names[k * 97]
    for customer_id, (first, last) in enumerate(names, 1):
        store_id = rng.choices(range(1, n_stores + 1), weights=store_weights)[0]
        opened = STORES[store_id - 1][2]
        if rng.random() < 0.45:  # existing shoppers signed up in the shop's first months
            joined = _day_between(rng, opened, opened + timedelta(days=150))
        else:
            joined = _day_between(rng, opened, END - timedelta(days=10))
        email = None
        if rng.random() > 0.07:
            email = f"{first}.{last}{rng.randint(1, 99)}@{rng.choice(EMAIL_DOMAINS)}".lower()
        phone = _phone(rng) if rng.random() > 0.28 else None
        city = STORES[store_id - 1][1] if rng.random() < 0.8 else rng.choice(NEARBY_TOWNS)
        rows.append((customer_id, first, last, email, phone, city, store_id, _iso(joined),
                     1 if rng.random() < 0.62 else 0))
    con.executemany("INSERT INTO customers VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", rows)
    return rows


def _pets(con, rng: random.Random) -> dict[int, list[str]]:
    """Pets per customer; returns customer_id -> the product pet types their pets need."""
    species_names = [s[0] for s in PET_SPECIES]
    species_weights = [s[1] for s in PET_SPECIES]
    breeds = {s[0]: s[2] for s in PET_SPECIES}
    rows, needs = [], {}
    for customer_id in range(1, N_CUSTOMERS + 1):
        count = rng.choices([0, 1, 2, 3, 4], weights=[0.14, 0.5, 0.24, 0.09, 0.03])[0]
        needs[customer_id] = []
        for _ in range(count):
            species = rng.choices(species_names, weights=species_weights)[0]
            options = breeds[species]  # listed from most to least popular
            breed = rng.choices(options, weights=[1 / (i + 1) ** 0.7 for i in range(len(options))])[0]
            breed = breed if rng.random() > 0.15 else None
            birth_year = rng.randint(2008 if species in ("Cat", "Bird", "Reptile") else 2011, 2025)
            if species in ("Fish", "Hamster"):
                birth_year = rng.randint(2021, 2025)
            rows.append((len(rows) + 1, customer_id, rng.choice(PET_NAMES), species, breed,
                         birth_year if rng.random() > 0.2 else None))
            pet_type = SPECIES_PET_TYPE[species]
            if pet_type not in needs[customer_id]:
                needs[customer_id].append(pet_type)
    con.executemany("INSERT INTO pets VALUES (?, ?, ?, ?, ?, ?)", rows)
    return needs


def _products(con, rng: random.Random) -> list[tuple]:
    con.executemany("INSERT INTO categories VALUES (?, ?)", [(i, c[0]) for i, c in enumerate(CATEGORIES, 1)])
    rows = []
    for category_id, (_, prefix, suppliers, lines) in enumerate(CATEGORIES, 1):
        number = 100
        for pet_type, brands, items in lines:
            for item, base_price in items:
                brand_count = 1 if base_price > 80 else rng.choice([1, 2, 2, 3])
                for brand in rng.sample(brands, min(brand_count, len(brands))):
                    number += rng.randint(1, 9)
                    price = round(base_price * rng.uniform(0.9, 1.15), 2)
                    price = math.floor(price) + 0.99 if price > 5 else price
                    margin = rng.uniform(0.32, 0.55)
                    added = START
                    if rng.random() < 0.12:
                        added = _day_between(rng, date(2024, 1, 1), date(2025, 6, 30))
                    gone = None
                    if added == START and rng.random() < 0.08:
                        gone = _day_between(rng, date(2024, 2, 1), date(2025, 10, 31))
                    rows.append((len(rows) + 1, f"{prefix}-{number:04d}", f"{brand} {item}", category_id, pet_type,
                                 rng.choice(suppliers), round(price, 2), round(price * (1 - margin), 2),
                                 _iso(added), _iso(gone) if gone else None))
    con.executemany("INSERT INTO products VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", rows)
    return rows


def _order_plan(rng: random.Random, customers: list[tuple]) -> list[tuple]:
    """(day, store_id, customer_id or None, channel) for every order, customers' orders first, then walk-ins."""
    plan = []
    store_open = [s[2] for s in STORES]
    for customer in customers:
        customer_id, home_store, joined = customer[0], customer[6], date.fromisoformat(customer[7])
        loyalty = min(rng.paretovariate(1.25), 25.0)  # a few regulars buy far more than the rest
        years = ((END - joined).days + 1) / 365
        count = _poisson(rng, 0.65 * loyalty * years)
        online_share = rng.choice([0.02, 0.05, 0.1, 0.25, 0.6])
        for _ in range(count):
            while True:
                day = _day_between(rng, joined, END)
                if rng.random() * 1.9 < _season(day):
                    break
            store_id = home_store
            if rng.random() < 0.12:
                store_id = rng.randint(1, len(STORES))
                if store_open[store_id - 1] > day:
                    store_id = home_store
            online = rng.random() < online_share * (0.7 + 0.25 * (day.year - 2023))
            plan.append((day, store_id, customer_id, "online" if online else "in-store"))
    for store_id, (_, _, opened, _, _, _, walk_ins) in enumerate(STORES, 1):
        day = opened
        while day <= END:
            ramp = min(1.0, 0.55 + (day - opened).days / 500)
            for _ in range(_poisson(rng, 1.05 * walk_ins * ramp * _season(day))):
                plan.append((day, store_id, None, "in-store"))
            day += timedelta(days=1)
    return plan


def _orders(con, rng: random.Random, customers, employees, products, needs) -> None:
    plan = _order_plan(rng, customers)
    stamped = [(_iso(day) + " " + _clock(rng, channel == "online"), store_id, customer_id, channel, day)
               for day, store_id, customer_id, channel in plan]
    stamped.sort(key=lambda o: (o[0], o[1]))
    cashiers = {}
    for e in employees:
        if e[4] in CASHIER_ROLES:
            cashiers.setdefault(e[1], []).append((e[0], date.fromisoformat(e[6]),
                                                  date.fromisoformat(e[7]) if e[7] else END,
                                                  2.0 if e[4] == "Sales Associate" else 1.0))
    # product popularity: a steep curve over shuffled ranks, cheap everyday items sold more than big-ticket ones
    ranks = list(range(1, len(products) + 1))
    rng.shuffle(ranks)
    popularity = [min(1.6, (25.0 / p[6]) ** 0.6) / r ** 0.55 for p, r in zip(products, ranks)]
    by_type = {}
    for p, w in zip(products, popularity):
        by_type.setdefault(p[4], []).append((p, w))
    pools = {}
    for pet_type, entries in by_type.items():
        shared = [(p, w * 0.3) for p, w in by_type["All Pets"]] if pet_type != "All Pets" else []
        pool = entries + shared
        pools[pet_type] = ([e[0] for e in pool], list(accumulate(e[1] for e in pool)))
    everything = (products, list(accumulate(popularity)))
    order_rows, item_rows = [], []
    for order_id, (stamp, store_id, customer_id, channel, day) in enumerate(stamped, 1):
        employee_id = None
        if channel == "in-store":
            staff = [c for c in cashiers[store_id] if c[1] <= day <= c[2]]
            employee_id = rng.choices([c[0] for c in staff], weights=[c[3] for c in staff])[0]
            payment = _pick(rng, IN_STORE_PAYMENTS)
        else:
            payment = _pick(rng, ONLINE_PAYMENTS)
        order_rows.append((order_id, store_id, customer_id, employee_id, stamp, channel, payment))
        wants = needs.get(customer_id) or []
        n_items = _pick(rng, ITEM_COUNTS)
        if channel == "online" and rng.random() < 0.4:
            n_items += 1  # web baskets run bigger
        chosen, today = [], stamp[:10]
        for _ in range(n_items):
            for attempt in range(12):
                if wants and attempt < 6 and rng.random() < 0.8:
                    pool = pools[rng.choice(wants)]
                else:
                    pool = everything
                product = _pick(rng, pool)
                active = product[8] <= today and (product[9] is None or today < product[9])
                if active and product[0] not in chosen:
                    break
            else:
                continue
            chosen.append(product[0])
            price = product[6] * YEAR_PRICE[day.year]
            if rng.random() < 0.09:
                price *= rng.choice([0.85, 0.8, 0.9])  # promotion
            quantity = _pick(rng, QUANTITIES)
            if product[6] > 80:
                quantity = 1
            item_rows.append((len(item_rows) + 1, order_id, product[0], quantity, round(price, 2)))
    con.executemany("INSERT INTO orders VALUES (?, ?, ?, ?, ?, ?, ?)", order_rows)
    con.executemany("INSERT INTO order_items VALUES (?, ?, ?, ?, ?)", item_rows)


def populate(con: sqlite3.Connection, rng: random.Random) -> None:
    _stores(con)
    employees = _employees(con, rng)
    customers = _customers(con, rng)
    needs = _pets(con, rng)
    products = _products(con, rng)
    _orders(con, rng, customers, employees, products, needs)
