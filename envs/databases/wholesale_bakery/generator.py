"""The ``wholesale_bakery`` database's seeded generator: ``populate(con, rng)`` fills the tables of
``vocabulary.SCHEMA`` from the vocabularies there and a seeded ``random.Random``.

Trade accounts open and close over the span, each with its usual basket of products and, for some, standing
orders on fixed weekdays. Delivery days (Tuesday to Saturday) are played out in order: every open account may
order, the orders of a route make that day's delivery run, and the bakehouse bakes what was ordered plus a
buffer. Credit notes follow the deliveries, weekly invoices bill them, and each account pays in its own way.
Ingredient purchases run alongside at prices that follow the flour and butter markets.
"""

from __future__ import annotations

import math
import random
import sqlite3
from datetime import date, timedelta

from envs.databases.draws import iso, random_day, weighted_pairs
from envs.databases.wholesale_bakery.vocabulary import (
    BAKERS, BASKET_SIZE, BUFFER, BUSINESS_TYPES, CANCEL_RATE, CHRISTMAS_SHUT, CLOSED_OWING, CLOSE_RATE,
    COASTAL_NAMES, COST_INDEX_BUTTER, COST_INDEX_FLOUR, CREDIT_RATE, CREDIT_REASONS, DELIVERY_DAYS, DRIVERS,
    DROP_GAP_MIN, EASTER, EMAIL_DOMAINS, EXTRA_LINE_RATE, EXTRA_ORDER_FOR_STANDING, FAIL_RATE, FAIL_REASONS,
    FLOUR_SWITCH, HOT_CROSS_WEEKS, LATE_CREDIT_SHARE, MONTH_DEMAND, NEW_ACCOUNTS, NO_BAKER_RATE, NO_EMAIL_RATE,
    NO_MILES_RATE, NO_RETURN_RATE, NO_WASTE_COUNT_RATE, N_OPENING_ACCOUNTS, ON_STOP, ORDER_LINE_RATE, OWING_WEEKS,
    PART_PAID_SHARE, PAYERS, PAYMENT_METHODS, PENDING_DAYS, PRICE_RISES, PRODUCTS, ROUTES, ROUTE_DEPART,
    ROUTE_MILES, ROUTE_WEIGHTS, SEASONAL, SEASONAL_TAKE_UP, SMALL_BATCH_SPARE, SOURCES, SPARE_VAN, SPARE_VAN_RATE,
    SPOILED, STANDING_CHANGE_RATE, STANDING_DAYS, STANDING_RATE, START, STOLLEN_FROM, SUPPLIERS, TERMS, TODAY, VANS,
    WEB_FROM, WEEKDAY_DEMAND, WRITTEN_OFF,
)

BUTTER_SHARE = {"Pastry": 0.6, "Cake": 0.4, "Seasonal": 0.35, "Sourdough": 0.0, "Bread": 0.1}  # of a product's cost


# ---------------------------------------------------------------- calendar, prices and costs

def is_delivery_day(day: date) -> bool:
    month, first, _, last = CHRISTMAS_SHUT
    shut = (day.month == month and day.day >= first) or (day.month == 1 and day.day <= last)
    return day.weekday() in DELIVERY_DAYS and not shut


def week_ending(day: date) -> date:
    """The Saturday closing the Tuesday-to-Saturday week ``day`` falls in (Sunday and Monday roll forward)."""
    return day + timedelta(days=(5 - day.weekday()) % 7)


def hhmm(minutes: int) -> str:
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def minutes_of(text: str) -> int:
    return int(text[:2]) * 60 + int(text[3:])


class Product:
    def __init__(self, product_id: int, name: str, category: str, cost: float, price: float, launched: date | None,
                 discontinued: date | None, popularity: float, usual: int, types: tuple, season: str | None = None):
        self.id, self.name, self.category = product_id, name, category
        self.cost, self.price, self.popularity, self.usual, self.types = cost, price, popularity, usual, types
        self.launched, self.discontinued, self.season = launched or START, discontinued, season

    def price_on(self, day: date) -> float:
        price = self.price
        for since, rise, category in PRICE_RISES:
            if day >= since and category in (None, self.category):
                price *= rise
        return round(price, 2)

    def cost_on(self, day: date) -> float:
        butter = BUTTER_SHARE[self.category]
        index = (1 - butter) * COST_INDEX_FLOUR[day.year] + butter * COST_INDEX_BUTTER[day.year]
        return round(self.cost * index, 2)

    def in_season(self, day: date) -> bool:
        if self.season == "Christmas":
            return date(day.year, *STOLLEN_FROM) <= day <= date(day.year, 12, 24)
        if self.season == "Easter":
            easter = EASTER.get(day.year)
            return easter is not None and easter - timedelta(weeks=HOT_CROSS_WEEKS) <= day < easter
        return True

    def available(self, day: date) -> bool:
        on_list = self.launched <= day and (self.discontinued is None or day <= self.discontinued)
        return on_list and self.in_season(day)


def make_products() -> list[Product]:
    products = [Product(i, *p) for i, p in enumerate(PRODUCTS, start=1)]
    for name, cost, price, season, usual, types in SEASONAL:
        products.append(Product(len(products) + 1, name, "Seasonal", cost, price, None, None, 0, usual, types, season))
    return products


def product_rows(products: list[Product]) -> list[tuple]:
    return [(p.id, p.name, p.category, p.cost_on(TODAY), p.price_on(TODAY), iso(p.launched),
             iso(p.discontinued) if p.discontinued else None) for p in products]


# ---------------------------------------------------------------- accounts

def make_customers(rng: random.Random, products: list[Product]) -> list[dict]:
    names = {t: list(v[3]) for t, v in BUSINESS_TYPES.items()}
    for pool in names.values():
        rng.shuffle(pool)
    forced = {"The Daily Grind": "Café", "Crumbs & Co": "Café", **{n: "Restaurant" for n in ON_STOP}}
    for name, kind in forced.items():
        names[kind].remove(name)
    types = list(BUSINESS_TYPES)
    type_w = [BUSINESS_TYPES[t][0] for t in types]
    picks = list(forced.items())
    while len(picks) < N_OPENING_ACCOUNTS + NEW_ACCOUNTS:
        kind = rng.choices(types, weights=type_w, k=1)[0]
        if names[kind]:
            picks.append((names[kind].pop(), kind))
    opening = picks[:N_OPENING_ACCOUNTS]
    rng.shuffle(opening)
    later = sorted(random_day(rng, START + timedelta(days=21), TODAY - timedelta(days=30)) for _ in range(NEW_ACCOUNTS))
    opened = [random_day(rng, date(2017, 3, 1), START - timedelta(days=1)) for _ in opening] + later
    customers = []
    for (name, kind), opened_on in zip(opening + picks[N_OPENING_ACCOUNTS:], opened):
        route = weighted_pairs(rng, ROUTE_WEIGHTS.items())
        town = weighted_pairs(rng, ROUTES[route])
        if name in COASTAL_NAMES:
            route = "Coast Road"
            town = weighted_pairs(rng, ROUTES[route])
        closed_on = CLOSED_OWING.get(name)
        if closed_on is None and name not in ON_STOP and rng.random() < CLOSE_RATE:
            earliest = max(opened_on, START) + timedelta(days=120)
            closed_on = random_day(rng, earliest, TODAY - timedelta(days=10)) if earliest < TODAY else None
        _, chance, size, _ = BUSINESS_TYPES[kind]
        fits = [p for p in products if p.season is None and kind in p.types]
        basket = []
        for _ in range(rng.randint(*BASKET_SIZE)):
            p = rng.choices(fits, weights=[f.popularity for f in fits], k=1)[0]
            if p not in basket:
                basket.append(p)
        scale = size * rng.lognormvariate(0, 0.35)
        slug = "".join(ch for ch in name.lower() if ch.isalnum())
        email = None if rng.random() < NO_EMAIL_RATE else f"orders@{slug}.{rng.choice(EMAIL_DOMAINS)}"
        payer = "Slow" if name in CLOSED_OWING or name in ON_STOP else weighted_pairs(
            rng, ((k, v[0]) for k, v in PAYERS.items()))
        customers.append({
            "id": len(customers) + 1, "name": name, "type": kind, "town": town, "route": route, "email": email,
            "terms": weighted_pairs(rng, TERMS), "opened": opened_on, "closed": closed_on,
            "stop": ON_STOP.get(name), "chance": chance * rng.uniform(0.7, 1.15), "basket": basket,
            "qty": {p.id: max(1, p.usual * scale * rng.uniform(0.6, 1.4)) for p in products}, "payer": payer,
        })
    return customers


def customer_rows(customers: list[dict]) -> list[tuple]:
    rows = []
    for c in customers:
        status = "Closed" if c["closed"] else "On Stop" if c["stop"] else "Active"
        rows.append((c["id"], c["name"], c["type"], c["town"], c["route"], c["email"], c["terms"], iso(c["opened"]),
                     iso(c["closed"]) if c["closed"] else None, status))
    return rows


def last_day(c: dict) -> date:
    """The last day an account takes deliveries."""
    ends = [TODAY]
    if c["closed"]:
        ends.append(c["closed"] - timedelta(days=1))
    if c["stop"]:
        ends.append(c["stop"] - timedelta(days=1))
    return min(ends)


def make_standing_orders(rng: random.Random, customers: list[dict]) -> list[dict]:
    """Standing order rows: an account's chosen weekdays times some of its usual products."""
    rows = []
    for c in customers:
        if rng.random() >= STANDING_RATE or c["type"] == "Pub":
            continue
        days = weighted_pairs(rng, STANDING_DAYS)
        start = c["opened"]  # standing orders of older accounts may predate the books
        end = last_day(c)
        change = None
        if rng.random() < STANDING_CHANGE_RATE:
            change = random_day(rng, max(start, START) + timedelta(days=90), end)
            if change >= end:
                change = None
        periods = [(start, change - timedelta(days=1) if change else None, 1.0)]
        if change:
            periods.append((change, None, rng.uniform(0.7, 1.3)))
        for first, stop, factor in periods:
            for product in c["basket"]:
                if product.launched > first or rng.random() > 0.8:
                    continue
                ended = stop
                if product.discontinued and (ended is None or product.discontinued < ended):
                    ended = product.discontinued
                if ended is None and end < TODAY:
                    ended = end
                if ended is not None and ended < first:
                    continue
                for day in days:
                    wd = next(k for k, v in DELIVERY_DAYS.items() if v == day)
                    qty = max(1, round(c["qty"][product.id] * WEEKDAY_DEMAND[wd] * factor))
                    rows.append({"id": len(rows) + 1, "customer": c["id"], "product": product, "weekday": day,
                                 "qty": qty, "start": first, "end": ended})
    return rows


# ---------------------------------------------------------------- orders and runs

def placed_on(rng: random.Random, day: date, source: str) -> date:
    back = 1 if source == "Phone" else weighted_pairs(rng, ((1, 5), (2, 3), (3, 1)))
    placed = day - timedelta(days=back)
    if placed.weekday() == 6 and source == "Phone":  # nobody answers the phone on Sunday
        placed -= timedelta(days=1)
    return placed


def make_orders(rng: random.Random, customers: list[dict], products: list[Product], standing: list[dict]):
    """Orders (dicts with their lines) for every delivery day, in date order."""
    seasonal = [p for p in products if p.season]
    by_customer: dict[int, list[dict]] = {}
    for s in standing:
        by_customer.setdefault(s["customer"], []).append(s)
    orders = []
    day = START
    while day <= TODAY:
        if not is_delivery_day(day):
            day += timedelta(days=1)
            continue
        wd = day.weekday()
        demand = WEEKDAY_DEMAND[wd] * MONTH_DEMAND[day.month - 1]
        for c in customers:
            if day < c["opened"] or day > last_day(c):
                continue
            rows = [s for s in by_customer.get(c["id"], []) if s["weekday"] == DELIVERY_DAYS[wd]
                    and s["start"] <= day and (s["end"] is None or day <= s["end"])]
            lines: dict[int, int] = {}
            if rows:
                source = "Standing"
                for s in rows:
                    lines[s["product"].id] = s["qty"]
            else:
                chance = (EXTRA_ORDER_FOR_STANDING if c["id"] in by_customer else c["chance"]) * demand / 1.1
                if rng.random() >= min(0.97, chance):
                    continue
                choices = [(s, w) for s, w in SOURCES if s != "Web" or day >= WEB_FROM]
                source = weighted_pairs(rng, choices)
                for p in c["basket"]:
                    if p.available(day) and rng.random() < ORDER_LINE_RATE:
                        lines[p.id] = max(1, round(c["qty"][p.id] * demand * rng.gauss(1, 0.2)))
                if rng.random() < EXTRA_LINE_RATE:
                    extra = rng.choice([p for p in products if p.season is None and p.available(day)])
                    lines.setdefault(extra.id, max(1, round(extra.usual * rng.uniform(0.3, 0.8))))
                if not lines:
                    fallback = [p for p in c["basket"] if p.available(day)]
                    if not fallback:
                        continue
                    lines[fallback[0].id] = max(1, round(c["qty"][fallback[0].id] * demand))
            for p in seasonal:
                if c["type"] in p.types and p.available(day) and rng.random() < SEASONAL_TAKE_UP / 2:
                    lines.setdefault(p.id, max(1, round(c["qty"][p.id] * demand * rng.uniform(0.6, 1.4))))
            u = rng.random()
            status = "Cancelled" if u < CANCEL_RATE else "Failed" if u < CANCEL_RATE + FAIL_RATE else "Delivered"
            orders.append({"customer": c, "source": source, "day": day,
                           "placed": None if source == "Standing" else placed_on(rng, day, source),
                           "lines": lines, "status": status})
        day += timedelta(days=1)
    return orders


def employed(day: date) -> list[str]:
    return [name for name, first, last in DRIVERS if first <= day and (last is None or day <= last)]


def make_runs(rng: random.Random, orders: list[dict]) -> list[tuple]:
    """One run per route and delivery day; stamps each order with its run, drop time and failure reason."""
    by_run: dict[tuple[date, str], list[dict]] = {}
    for o in orders:
        if o["status"] != "Cancelled":
            by_run.setdefault((o["day"], o["customer"]["route"]), []).append(o)
    runs = []
    drivers_on: dict[date, list[str]] = {}
    for (day, route) in sorted(by_run, key=lambda k: (k[0], list(ROUTES).index(k[1]))):
        if day not in drivers_on:
            drivers_on[day] = rng.sample(employed(day), len(ROUTES))
        driver = drivers_on[day][list(ROUTES).index(route)]
        van = SPARE_VAN if rng.random() < SPARE_VAN_RATE else VANS[route]
        departed = minutes_of(ROUTE_DEPART[route]) + rng.randint(-5, 20)
        clock = departed + rng.randint(10, 35)
        stops = by_run[(day, route)]
        rng.shuffle(stops)
        run_id = len(runs) + 1
        for o in stops:
            clock += rng.randint(*DROP_GAP_MIN)
            o["run"], o["drop"] = run_id, hhmm(clock)
            o["reason"] = weighted_pairs(rng, FAIL_REASONS) if o["status"] == "Failed" else None
        returned = None if rng.random() < NO_RETURN_RATE else hhmm(clock + rng.randint(25, 70))
        miles = None if rng.random() < NO_MILES_RATE else round(rng.uniform(*ROUTE_MILES[route]), 1)
        runs.append((run_id, iso(day), route, van, driver, hhmm(departed), returned, miles))
    return runs


def make_batches(rng: random.Random, orders: list[dict], products: list[Product]) -> list[tuple]:
    ordered: dict[tuple[date, int], int] = {}
    failed: dict[tuple[date, int], int] = {}
    for o in orders:
        if o["status"] == "Cancelled":
            continue
        for pid, qty in o["lines"].items():
            ordered[(o["day"], pid)] = ordered.get((o["day"], pid), 0) + qty
            if o["status"] == "Failed":
                failed[(o["day"], pid)] = failed.get((o["day"], pid), 0) + qty
    by_id = {p.id: p for p in products}
    rows = []
    for (day, pid) in sorted(ordered):
        qty = ordered[(day, pid)]
        spare = 1 if qty < 10 and rng.random() < SMALL_BATCH_SPARE else 0
        baked = math.ceil(qty * (1 + rng.uniform(*BUFFER))) + spare
        spoiled = round(qty * rng.uniform(*SPOILED))  # burnt, misshapen or dropped
        wasted = min(baked, baked - qty + failed.get((day, pid), 0) + spoiled)
        if rng.random() < NO_WASTE_COUNT_RATE:
            wasted = None
        baker = None if rng.random() < NO_BAKER_RATE else weighted_pairs(rng, BAKERS)
        rows.append((len(rows) + 1, iso(day), pid, baked, wasted, by_id[pid].cost_on(day), baker))
    return rows


# ---------------------------------------------------------------- money

def make_credits(rng: random.Random, orders: list[dict], prices: dict) -> list[dict]:
    credits = []
    for o in orders:
        if o["status"] != "Delivered":
            continue
        late = o["drop"] >= "08:30" and o["customer"]["type"] in ("Café", "Hotel") and rng.random() < 0.3
        if not late and rng.random() >= CREDIT_RATE:
            continue
        issued = o["day"] + timedelta(days=rng.randint(0, 3))
        if issued > TODAY:
            continue
        if late:
            value = sum(q * prices[(pid, o["day"])] for pid, q in o["lines"].items())
            credits.append({"order": o, "product": None, "issued": issued, "reason": "Late Delivery",
                            "qty": None, "amount": round(value * LATE_CREDIT_SHARE, 2)})
            continue
        reason = weighted_pairs(rng, [r for r in CREDIT_REASONS if r[0] != "Late Delivery"])
        pid = rng.choice(sorted(o["lines"]))
        qty = o["lines"][pid]
        n = rng.randint(1, max(1, min(qty, 4))) if reason != "Quality Complaint" else rng.randint(1, qty // 2 + 1)
        credits.append({"order": o, "product": pid, "issued": issued, "reason": reason, "qty": n,
                        "amount": round(n * prices[(pid, o["day"])], 2)})
    return credits


def make_invoices(rng: random.Random, customers: list[dict], orders: list[dict], credits: list[dict],
                  prices: dict) -> list[tuple]:
    goods: dict[tuple[int, date], float] = {}
    for o in orders:
        if o["status"] == "Delivered":
            key = (o["customer"]["id"], week_ending(o["day"]))
            goods[key] = goods.get(key, 0.0) + sum(q * prices[(pid, o["day"])] for pid, q in o["lines"].items())
    billed = {k for k in goods if k[1] + timedelta(days=2) <= TODAY}
    weeks: dict[int, list[date]] = {}
    for cid, week in sorted(billed):
        weeks.setdefault(cid, []).append(week)
    taken: dict[tuple[int, date], float] = {}
    for cr in credits:
        cid = cr["order"]["customer"]["id"]
        week = next((w for w in weeks.get(cid, []) if w >= week_ending(cr["issued"])), None)
        cr["week"] = week
        if week is not None:
            taken[(cid, week)] = taken.get((cid, week), 0.0) + cr["amount"]
    by_id = {c["id"]: c for c in customers}
    rows, invoice_ids = [], {}
    for cid, week in sorted(billed, key=lambda k: (k[1], k[0])):
        c = by_id[cid]
        amount = round(goods[(cid, week)] - taken.get((cid, week), 0.0), 2)
        issued = week + timedelta(days=2)
        due = issued + timedelta(days=c["terms"])
        _, (lo, hi), part = PAYERS[c["payer"]]
        paid_day = due + timedelta(days=rng.randint(lo, hi))
        paid, paid_on, method, status = 0.0, None, None, "Unpaid"
        owing_from = None
        if c["name"] in OWING_WEEKS:
            owing_from = c["closed"] - timedelta(weeks=OWING_WEEKS[c["name"]])
        elif c["stop"]:
            owing_from = c["stop"] - timedelta(weeks=5)
        if owing_from is not None and week >= owing_from:
            status = "Written Off" if c["name"] in WRITTEN_OFF else "Unpaid"
        elif paid_day <= TODAY:
            paid_on, method = paid_day, weighted_pairs(rng, PAYMENT_METHODS)
            if rng.random() < part and paid_day + timedelta(days=30) > TODAY:
                paid, status = round(amount * rng.uniform(*PART_PAID_SHARE), 2), "Part Paid"
            else:
                paid, status = amount, "Paid"
        invoice_ids[(cid, week)] = len(rows) + 1
        rows.append((len(rows) + 1, cid, iso(week), iso(issued), iso(due), amount, paid,
                     iso(paid_on) if paid_on else None, method, status))
    for cr in credits:
        cr["invoice"] = invoice_ids.get((cr["order"]["customer"]["id"], cr["week"])) if cr["week"] else None
    return rows


def make_purchases(rng: random.Random) -> list[tuple]:
    rows = []
    for ingredient, (supplier, kg, price, per_four_weeks) in SUPPLIERS.items():
        day = START - timedelta(days=rng.randint(1, 6))
        gap = 28 / per_four_weeks
        while day <= TODAY:
            who, per_kg = supplier, price
            if ingredient == "Butter":
                per_kg *= COST_INDEX_BUTTER[day.year]
            elif "Flour" in ingredient:
                per_kg *= COST_INDEX_FLOUR[day.year]
            switch_on, switched, new_supplier, factor = FLOUR_SWITCH
            if ingredient == switched and day >= switch_on:
                who, per_kg = new_supplier, per_kg * factor
            per_kg = round(per_kg * rng.uniform(0.98, 1.02), 3)
            qty = round(kg * MONTH_DEMAND[day.month - 1] * rng.uniform(0.85, 1.15) / 5) * 5
            delivered = day + timedelta(days=rng.randint(2, 5))
            arrived = iso(delivered) if delivered <= TODAY and (TODAY - day).days > PENDING_DAYS else None
            rows.append((0, who, ingredient, day, arrived, float(qty), per_kg, round(qty * per_kg, 2)))
            day += timedelta(days=max(3, round(gap + rng.uniform(-2, 2))))
            if day.weekday() == 6:
                day += timedelta(days=1)
    rows.sort(key=lambda r: (r[3], r[2]))
    return [(i, r[1], r[2], iso(r[3]), *r[4:]) for i, r in enumerate(rows, start=1)]


# ---------------------------------------------------------------- all tables

def populate(con: sqlite3.Connection, rng: random.Random) -> None:
    products = make_products()
    customers = make_customers(rng, products)
    standing = make_standing_orders(rng, customers)
    orders = make_orders(rng, customers, products, standing)
    runs = make_runs(rng, orders)
    batches = make_batches(rng, orders, products)
    prices = {(p.id, o["day"]): p.price_on(o["day"]) for o in orders for p in products if p.id in o["lines"]}
    credits = make_credits(rng, orders, prices)
    invoices = make_invoices(rng, customers, orders, credits, prices)
    purchases = make_purchases(rng)

    order_rows, line_rows = [], []
    for order_id, o in enumerate(orders, start=1):
        o["id"] = order_id
        cancelled = o["status"] == "Cancelled"
        order_rows.append((order_id, o["customer"]["id"], o["source"], iso(o["placed"]) if o["placed"] else None,
                           iso(o["day"]), None if cancelled else o["run"], None if cancelled else o["drop"],
                           o["status"], None if cancelled else o["reason"]))
        for pid, qty in sorted(o["lines"].items()):
            line_rows.append((len(line_rows) + 1, order_id, pid, qty, prices[(pid, o["day"])]))
    standing_rows = [(s["id"], s["customer"], s["product"].id, s["weekday"], s["qty"], iso(s["start"]),
                      iso(s["end"]) if s["end"] else None) for s in standing]
    credits.sort(key=lambda cr: (cr["issued"], cr["order"]["id"]))
    credit_rows = [(i, cr["order"]["id"], cr["product"], cr["invoice"], iso(cr["issued"]), cr["reason"], cr["qty"],
                    cr["amount"]) for i, cr in enumerate(credits, start=1)]

    con.executemany("INSERT INTO customers VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", customer_rows(customers))
    con.executemany("INSERT INTO products VALUES (?, ?, ?, ?, ?, ?, ?)", product_rows(products))
    con.executemany("INSERT INTO standing_orders VALUES (?, ?, ?, ?, ?, ?, ?)", standing_rows)
    con.executemany("INSERT INTO delivery_runs VALUES (?, ?, ?, ?, ?, ?, ?, ?)", runs)
    con.executemany("INSERT INTO orders VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", order_rows)
    con.executemany("INSERT INTO order_lines VALUES (?, ?, ?, ?, ?)", line_rows)
    con.executemany("INSERT INTO production_batches VALUES (?, ?, ?, ?, ?, ?, ?)", batches)
    con.executemany("INSERT INTO purchases VALUES (?, ?, ?, ?, ?, ?, ?, ?)", purchases)
    con.executemany("INSERT INTO invoices VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", invoices)
    con.executemany("INSERT INTO credit_notes VALUES (?, ?, ?, ?, ?, ?, ?, ?)", credit_rows)
