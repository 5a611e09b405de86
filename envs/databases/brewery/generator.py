"""The ``brewery`` database's seeded generator: ``populate(con, rng)`` fills the tables of ``vocabulary.SCHEMA`` from
the vocabularies there and a seeded ``random.Random``.

The brewhouse is simulated brew day by brew day (a free fermenter, a beer that will be in season when it is ready,
losses at packaging); the trade accounts order on weekdays with the seasons, are invoiced on delivery and pay
within their terms or late; the taproom rings up its till day by day; duty follows what was packaged and the
ingredient buying follows what the brews used.
"""

from __future__ import annotations

import math
import random
import sqlite3
from datetime import date, timedelta

from envs.databases.brewery.vocabulary import (
    ADJUNCT_KG_PER_1600, BAR_NAMES, BEERS, BOTTLE_LITRES, BOTTLES_PER_CASE, BREW_MONTH_RATE, BREW_WEEKDAYS,
    BREWER_ROLES, BATCH_NOTES, CAN_LITRES, CANCEL_RATE, CANS_PER_CASE, CASH_RATE, CLOSED_OWING, CLOSED_SETTLED,
    CONDITION_DAYS, CREDIT_DAYS, DELIVERY_DAYS, DELIVERY_LEAD, DUMPED, DUTY_PAY_DAY, DUTY_RATES, FERMENT_DAYS,
    FORMAT_SHARE, HOPPY_EXTRA_LOSS, HOPPY_STYLES, HOPS_KG_PER_1600, INGREDIENT_RISE, INGREDIENTS, INITIAL_SHARE,
    KEG_COLLECTION, KEG_DEPOSITS, KEG_LITRES, KEG_LOSS_RATE, LATE_PAYERS, LOSS_SHARE, MALT_KG_PER_LITRE_ABV,
    NEVER_PAID_RATE, NO_EMAIL_RATE, NO_GRAVITY_RATE, NO_TILL_LOGIN_RATE, NOTE_RATE, ON_ORDER, ON_STOP, OPENED,
    ORDER_COVER, ORDER_INTERVAL, ORDER_LEAD, PACK_KG, PART_PAYMENT_RATE, PAY_METHODS, PAY_ON_TIME, PRICE_RISES,
    PUB_NAMES, RECIPES, RESTAURANT_NAMES, SHOP_NAMES, SNACK_PRICES, SOFT_DRINK_PRICE, SPECIALITY_SHARE, STAFF,
    SUPPLIER_PAID_LATE, SUPPLIER_TERMS, TANKS, TAPROOM_CLOSED, TAPROOM_GROWTH, TAPROOM_HOURS, TAPROOM_ITEMS,
    TAPROOM_MONTH, TAPROOM_RISES, TODAY, TOWNS, TRADE_MONTH, UNSIGNED_SHEET_RATE, YEAST_KG_PER_BREW,
)
from envs.databases.draws import days_between, iso, poisson, random_day, weighted, weighted_pairs

FORMATS = ("Keg", "Can Case", "Bottle Case")


# ---------------------------------------------------------------- beers and staff

class Beer:
    def __init__(self, beer_id: int, row: tuple):
        (self.name, self.style, self.abv, self.range, self.season, launched, retired, self.months,
         keg, can, bottle, self.demand) = row
        self.beer_id = beer_id
        self.launched = date.fromisoformat(launched)
        self.retired = date.fromisoformat(retired) if retired else None
        self.prices = dict(zip(FORMATS, (keg, can, bottle)))  # 2023 trade prices; None where not sold so

    def on_sale(self, day: date) -> bool:
        return (self.launched <= day and (self.retired is None or day <= self.retired)
                and (self.months is None or day.month in self.months))

    def trade_price(self, fmt: str, day: date) -> float:
        price = self.prices[fmt]
        for since, rise in PRICE_RISES:
            if day >= since:
                price *= rise
        return round(price, 2)

    def pint_price(self, day: date) -> float:
        tiers = [(4.0, 4.3), (5.0, 4.9), (6.0, 5.5), (7.0, 6.2), (99.0, 7.5)]
        price = next(p for limit, p in tiers if self.abv < limit)
        return round(price + sum(rise for since, rise in TAPROOM_RISES if day >= since), 2)


def make_beers() -> list[Beer]:
    return [Beer(i, row) for i, row in enumerate(BEERS, start=1)]


def employed(day: date, roles) -> tuple[list[int], list[float]]:
    """Staff in ``roles`` (a dict role -> weight, or weights from the STAFF table) on ``day``."""
    ids, weights = [], []
    for staff_id, (_, _, role, hired, left, shifts) in enumerate(STAFF, start=1):
        if role in roles and date.fromisoformat(hired) <= day and (left is None or day <= date.fromisoformat(left)):
            ids.append(staff_id)
            weights.append(roles[role] if isinstance(roles, dict) else shifts)
    return ids, weights


# ---------------------------------------------------------------- brewing

def make_batches(rng: random.Random, beers: list[Beer]) -> list[dict]:
    free_from = {tank: OPENED for tank, _ in TANKS}
    dumped = {(name, month): note for name, month, note in DUMPED}
    batches: list[dict] = []
    brewed_ids: set[int] = set()  # a limited beer is brewed on the first brew day its window allows
    for day in days_between(OPENED, TODAY):
        if day.weekday() not in BREW_WEEKDAYS or rng.random() >= BREW_MONTH_RATE[day.month - 1]:
            continue
        ready = day + timedelta(days=21)
        choices = [b for b in beers if b.on_sale(ready) and (b.prices["Keg"] or b.range == "Limited")]
        if not choices:
            continue
        unbrewed = [b for b in choices if b.range == "Limited" and b.beer_id not in brewed_ids]
        beer = unbrewed[0] if unbrewed else weighted(rng, choices, [b.demand for b in choices])
        free = [(tank, size) for tank, size in TANKS if free_from[tank] <= day]
        if not free:
            continue
        double = beer.demand >= 9 and rng.random() < 0.5
        tank, size = next(((t, s) for t, s in free if s == 3200), free[0]) if double else min(free, key=lambda t: t[1])
        brewed = round(size * rng.uniform(0.95, 1.0))
        ferment = FERMENT_DAYS.get(beer.style, rng.randint(12, 16))
        packaged = day + timedelta(days=ferment + rng.randint(*CONDITION_DAYS))
        gravity = round(1.010 + beer.abv * 0.0076 + rng.uniform(-0.002, 0.002), 3)
        brewers, loads = employed(day, BREWER_ROLES)
        batch = {"beer": beer, "tank": tank, "brewed_on": day, "litres": float(brewed),
                 "gravity": gravity if rng.random() >= NO_GRAVITY_RATE else None,
                 "brewer": weighted(rng, brewers, loads) if rng.random() >= UNSIGNED_SHEET_RATE else None,
                 "packaged_on": None, "packaged": None, "kegs": None, "cans": None, "bottles": None,
                 "note": rng.choice(BATCH_NOTES) if rng.random() < NOTE_RATE else None}
        key = (beer.name, day.isoformat()[:7])
        if key in dumped:
            batch["status"], batch["note"] = "Dumped", dumped.pop(key)
            free_from[tank] = day + timedelta(days=rng.randint(8, 12))
        elif packaged > TODAY:
            batch["status"] = "Fermenting" if day + timedelta(days=ferment) > TODAY else "Conditioning"
            free_from[tank] = packaged + timedelta(days=1)
        else:
            package(rng, batch, packaged)
            free_from[tank] = packaged + timedelta(days=1)
        batches.append(batch)
        brewed_ids.add(beer.beer_id)
    if dumped:
        raise ValueError(f"no batch to dump for {sorted(dumped)}")
    return batches


def package(rng: random.Random, batch: dict, day: date) -> None:
    beer = batch["beer"]
    loss = rng.uniform(*LOSS_SHARE) + (HOPPY_EXTRA_LOSS if beer.style in HOPPY_STYLES else 0.0)
    litres = batch["litres"] * (1 - loss)
    shares = [s if beer.prices[f] else 0.0 for f, s in zip(FORMATS, FORMAT_SHARE[beer.range])]
    shares = [s / sum(shares) for s in shares]
    kegs = int(litres * shares[0] / KEG_LITRES)
    cans = int(litres * shares[1] / CAN_LITRES) // CANS_PER_CASE * CANS_PER_CASE
    bottles = int(litres * shares[2] / BOTTLE_LITRES) // BOTTLES_PER_CASE * BOTTLES_PER_CASE
    batch.update(status="Packaged", packaged_on=day, kegs=kegs, cans=cans, bottles=bottles,
                 packaged=round(kegs * KEG_LITRES + cans * CAN_LITRES + bottles * BOTTLE_LITRES, 1))


def batch_rows(batches: list[dict]) -> list[tuple]:
    return [(i, f"HW-{100 + i:04d}", b["beer"].beer_id, b["brewer"], b["tank"], iso(b["brewed_on"]), b["litres"],
             b["gravity"], iso(b["packaged_on"]) if b["packaged_on"] else None, b["packaged"], b["kegs"], b["cans"],
             b["bottles"], b["status"], b["note"]) for i, b in enumerate(batches, start=1)]


# ---------------------------------------------------------------- trade customers, orders, payments

def make_customers(rng: random.Random) -> list[dict]:
    named = [(n, "Pub") for n in PUB_NAMES] + [(n, "Bar") for n in BAR_NAMES]
    named += [(n, "Restaurant") for n in RESTAURANT_NAMES] + [(n, "Bottle Shop") for n in SHOP_NAMES]
    special = {CLOSED_OWING[0], CLOSED_SETTLED[0], ON_STOP[0], *LATE_PAYERS}
    customers = []
    for name, kind in named:
        town = weighted_pairs(rng, TOWNS)
        slug = "".join(ch for ch in name.lower().replace("the ", "") if ch.isalnum())
        opened = OPENED if name in special or rng.random() < INITIAL_SHARE else random_day(
            rng, OPENED + timedelta(days=30), TODAY - timedelta(days=60))
        customers.append({
            "name": name, "type": kind, "town": town,
            "email": f"orders@{slug}.example" if rng.random() >= NO_EMAIL_RATE else None,
            "credit": weighted(rng, *CREDIT_DAYS), "opened": opened, "closed": None, "status": "Active",
            "last": TODAY, "thirst": rng.lognormvariate(0, 0.35)})
    for c in customers:
        if c["name"] == CLOSED_OWING[0]:
            c.update(closed=CLOSED_OWING[1], status="Closed", last=CLOSED_OWING[1] - timedelta(days=1))
        elif c["name"] == CLOSED_SETTLED[0]:
            c.update(closed=CLOSED_SETTLED[1], status="Closed", last=CLOSED_SETTLED[1] - timedelta(days=1))
        elif c["name"] == ON_STOP[0]:
            c.update(status="On Stop", last=ON_STOP[1] - timedelta(days=1))
    customers.sort(key=lambda c: (c["opened"], c["name"]))
    for i, c in enumerate(customers, start=1):
        c["id"] = i
    return customers


def order_lines(rng: random.Random, customer: dict, beers: list[Beer], day: date) -> list[list]:
    kind = customer["type"]
    if kind in ("Pub", "Bar"):
        wanted = [("Keg", rng.randint(1, 3), (1, 3 if kind == "Pub" else 2))]
        if kind == "Bar" and rng.random() < 0.3:
            wanted.append(("Can Case", 1, (1, 2)))
    elif kind == "Restaurant":
        wanted = [("Keg", rng.randint(1, 2), (1, 2))] if rng.random() < 0.6 else []
        wanted.append((rng.choice(["Can Case", "Bottle Case"]), rng.randint(1, 2), (1, 3)))
    else:
        wanted = [("Can Case", rng.randint(1, 3), (1, 4)), ("Bottle Case", rng.randint(0, 2), (1, 3))]
    lines = []
    for fmt, n_beers, qty in wanted:
        stock = [b for b in beers if b.on_sale(day) and b.prices[fmt]]
        picked: list[Beer] = []
        for _ in range(min(n_beers, len(stock))):
            left = [b for b in stock if b not in picked]
            picked.append(weighted(rng, left, [b.demand for b in left]))
        for beer in picked:
            deposit = None
            if fmt == "Keg":
                deposit = next(d for since, d in reversed(KEG_DEPOSITS) if day >= since)
            lines.append([beer.beer_id, fmt, rng.randint(*qty), beer.trade_price(fmt, day), deposit, None])
    return lines


def working_day(day: date) -> date:
    while day.weekday() >= 5:
        day += timedelta(days=1)
    return day


def make_orders(rng: random.Random, customers: list[dict], beers: list[Beer]) -> list[dict]:
    orders = []
    for c in customers:
        base = 7.0 / ORDER_INTERVAL[c["type"]] / 5 * c["thirst"]
        for day in days_between(c["opened"], c["last"]):
            if day.weekday() >= 5 or rng.random() >= base * TRADE_MONTH[day.month - 1]:
                continue
            lines = order_lines(rng, c, beers, day)
            if not lines:
                continue
            delivered = working_day(day + timedelta(days=rng.randint(*DELIVERY_DAYS)))
            if rng.random() < CANCEL_RATE:
                status, delivered = "Cancelled", None
            elif delivered > TODAY:
                status, delivered = "Pending", None
            elif c["closed"] and delivered >= c["closed"]:
                status, delivered = "Cancelled", None
            else:
                status = "Delivered"
            orders.append({"customer": c, "ordered_on": day, "delivered_on": delivered, "status": status,
                           "lines": lines})
    orders.sort(key=lambda o: (o["ordered_on"], o["customer"]["id"]))
    for i, o in enumerate(orders, start=1):
        o["id"] = i
    delivered = sorted((o for o in orders if o["delivered_on"]), key=lambda o: (o["delivered_on"], o["id"]))
    for n, o in enumerate(delivered, start=2001):
        o["invoice"] = f"INV-{n:05d}"
        o["due_on"] = o["delivered_on"] + timedelta(days=o["customer"]["credit"])
    return orders


def return_kegs(rng: random.Random, orders: list[dict]) -> None:
    for o in orders:
        for line in o["lines"]:
            if line[1] != "Keg" or not o["delivered_on"]:
                continue
            c = o["customer"]
            if c["name"] == CLOSED_OWING[0] and o["delivered_on"] >= CLOSED_OWING[2]:
                line[5] = 0  # the pub shut with our kegs in its cellar
                continue
            back = 0
            for _ in range(line[2]):
                soonest, mean_wait = KEG_COLLECTION
                collected = o["delivered_on"] + timedelta(days=int(rng.expovariate(1 / mean_wait)) + soonest)
                if rng.random() >= KEG_LOSS_RATE and collected <= TODAY:
                    back += 1
            line[5] = back


def make_payments(rng: random.Random, orders: list[dict]) -> list[tuple]:
    payments = []
    for o in sorted((o for o in orders if o["delivered_on"]), key=lambda o: o["invoice"]):
        c = o["customer"]
        total = round(sum(q * price for _, _, q, price, _, _ in o["lines"]), 2)
        if c["name"] == CLOSED_OWING[0] and o["delivered_on"] >= CLOSED_OWING[2]:
            continue
        if rng.random() < NEVER_PAID_RATE:
            continue
        on_time = PAY_ON_TIME * (0.4 if c["name"] in LATE_PAYERS else 1.0)
        if rng.random() < on_time:
            day = o["delivered_on"] + timedelta(days=rng.randint(3, c["credit"]))
        else:
            day = o["due_on"] + timedelta(days=rng.randint(1, 50))
        method = weighted(rng, *PAY_METHODS)
        if rng.random() < PART_PAYMENT_RATE:
            first = round(total * rng.uniform(0.3, 0.7), 2)
            parts = [(day, first), (day + timedelta(days=rng.randint(7, 30)), round(total - first, 2))]
        else:
            parts = [(day, total)]
        for paid_on, amount in parts:
            if paid_on <= TODAY:
                payments.append((o["id"], paid_on, amount, method))
    payments.sort(key=lambda p: (p[1], p[0]))
    return [(i, order_id, iso(day), amount, method) for i, (order_id, day, amount, method) in
            enumerate(payments, start=1)]


# ---------------------------------------------------------------- taproom

def taproom_hour(rng: random.Random, opens: int, closes: int) -> int:
    hours = list(range(opens, closes))
    weights = [1.0 + 2.5 * math.exp(-((h - 19.5) ** 2) / 4) + (1.2 if 13 <= h <= 15 else 0.0) for h in hours]
    return weighted(rng, hours, weights)


def make_taproom(rng: random.Random, beers: list[Beer]) -> list[tuple]:
    items, item_w = TAPROOM_ITEMS
    rows = []
    for day in days_between(OPENED, TODAY):
        if day.weekday() not in TAPROOM_HOURS or day.isoformat()[5:] in TAPROOM_CLOSED:
            continue
        opens, closes, base = TAPROOM_HOURS[day.weekday()]
        growth = 1 + TAPROOM_GROWTH * (day - OPENED).days / 365
        draught = [b for b in beers if b.on_sale(day) and b.prices["Keg"]]
        packs = [b for b in beers if b.on_sale(day) and (b.prices["Can Case"] or b.prices["Bottle Case"])]
        staff, shifts = employed(day, {"Taproom Manager", "Bar Staff"})
        for _ in range(poisson(rng, base * TAPROOM_MONTH[day.month - 1] * growth)):
            hour = taproom_hour(rng, opens, closes)
            minute = rng.randint(0, 59)
            item = weighted(rng, items, item_w)
            beer = None
            if item in ("Pint", "Half", "Third"):
                beer = weighted(rng, draught, [b.demand for b in draught])
                pint = beer.pint_price(day)
                unit = {"Pint": pint, "Half": round(pint / 2 + 0.1, 2), "Third": round(pint / 3 + 0.2, 2)}[item]
                quantity = weighted(rng, [1, 2, 3, 4], [55, 30, 8, 7]) if item == "Pint" else rng.randint(1, 3)
            elif item == "Takeaway Can":
                beer = weighted(rng, packs, [b.demand for b in packs])
                unit, quantity = round(beer.pint_price(day) - 0.6, 2), rng.randint(1, 6)
            elif item == "Soft Drink":
                unit, quantity = SOFT_DRINK_PRICE, rng.randint(1, 2)
            else:
                unit, quantity = rng.choice(SNACK_PRICES), rng.randint(1, 3)
            payment = "Cash" if rng.random() < CASH_RATE else "Card"
            server = weighted(rng, staff, shifts) if rng.random() >= NO_TILL_LOGIN_RATE else None
            rows.append((f"{iso(day)} {hour:02d}:{minute:02d}", beer.beer_id if beer else None, item, quantity,
                         round(quantity * unit, 2), payment, server))
    rows.sort(key=lambda r: r[0])
    return [(i, *row) for i, row in enumerate(rows, start=1)]


# ---------------------------------------------------------------- duty and ingredients

def make_duty(rng: random.Random, batches: list[dict]) -> list[tuple]:
    months = sorted({iso(d)[:7] for d in days_between(OPENED, TODAY)})
    rows = []
    for month in months:
        first = date.fromisoformat(month + "-01")
        _, draught_rate, other_rate = [r for r in DUTY_RATES if r[0] <= first][-1]
        draught = packaged = draught_lpa = other_lpa = 0.0
        for b in batches:
            if b["packaged_on"] and iso(b["packaged_on"])[:7] == month:
                kegs = b["kegs"] * KEG_LITRES
                small = b["cans"] * CAN_LITRES + b["bottles"] * BOTTLE_LITRES
                draught, packaged = draught + kegs, packaged + small
                draught_lpa += kegs * b["beer"].abv / 100
                other_lpa += small * b["beer"].abv / 100
        next_month = (first + timedelta(days=32)).replace(day=1)
        paid = next_month.replace(day=rng.randint(*DUTY_PAY_DAY))
        duty = round(draught_lpa * draught_rate + other_lpa * other_rate, 2)
        rows.append((month, round(draught, 1), round(packaged, 1), round(draught_lpa + other_lpa, 2), duty,
                     iso(paid) if paid <= TODAY else None))
    return rows


def ingredient_price(name: str, day: date) -> float:
    category, _, price = INGREDIENTS[name]
    for factor in INGREDIENT_RISE[category][:day.year - 2023 + 1]:
        price *= factor
    return round(price, 2)


def batch_needs(batch: dict) -> dict[str, float]:
    beer, litres = batch["beer"], batch["litres"]
    base, speciality, hops, yeast, adjunct = RECIPES[beer.style]
    grain = MALT_KG_PER_LITRE_ABV * litres * beer.abv
    needs = {base: grain * (1 - SPECIALITY_SHARE), speciality: grain * SPECIALITY_SHARE, yeast: YEAST_KG_PER_BREW}
    for hop in hops:
        needs[hop] = HOPS_KG_PER_1600[beer.style] * litres / 1600 / len(hops)
    if adjunct:
        needs[adjunct] = ADJUNCT_KG_PER_1600[adjunct] * litres / 1600
    return needs


def make_purchases(rng: random.Random, batches: list[dict]) -> list[tuple]:
    stock: dict[str, float] = {}
    orders = []
    for batch in batches:
        for name, need in batch_needs(batch).items():
            if stock.get(name, 0.0) >= need:
                stock[name] -= need
                continue
            category, supplier, _ = INGREDIENTS[name]
            pack = PACK_KG[category]
            kg = math.ceil(need * rng.randint(*ORDER_COVER[category]) / pack) * pack
            ordered = batch["brewed_on"] - timedelta(days=rng.randint(*ORDER_LEAD))
            orders.append((name, ordered, float(kg), True))
            stock[name] = stock.get(name, 0.0) + kg - need
    orders += [(name, day, kg, False) for name, day, kg in ON_ORDER]
    orders.sort(key=lambda o: (o[1], o[0]))
    rows = []
    for i, (name, ordered, kg, arrives) in enumerate(orders, start=1):
        category, supplier, _ = INGREDIENTS[name]
        price = ingredient_price(name, ordered)
        delivered = ordered + timedelta(days=rng.randint(*DELIVERY_LEAD)) if arrives else None
        paid = None
        if delivered:
            due = delivered + timedelta(days=SUPPLIER_TERMS + rng.randint(*SUPPLIER_PAID_LATE))
            paid = due if due <= TODAY else None
        rows.append((i, supplier, name, category, iso(ordered), iso(delivered) if delivered else None, kg, price,
                     round(kg * price, 2), iso(paid) if paid else None))
    return rows


# ---------------------------------------------------------------- all tables

def populate(con: sqlite3.Connection, rng: random.Random) -> None:
    beers = make_beers()
    staff = [(i, first, last, role, hired, left) for i, (first, last, role, hired, left, _) in enumerate(STAFF, 1)]
    batches = make_batches(rng, beers)
    customers = make_customers(rng)
    orders = make_orders(rng, customers, beers)
    return_kegs(rng, orders)
    payments = make_payments(rng, orders)
    taproom = make_taproom(rng, beers)
    duty = make_duty(rng, batches)
    purchases = make_purchases(rng, batches)

    beer_rows = [(b.beer_id, b.name, b.style, b.abv, b.range, b.season, iso(b.launched),
                  iso(b.retired) if b.retired else None) for b in beers]
    customer_rows = [(c["id"], c["name"], c["type"], c["town"], c["email"], c["credit"], iso(c["opened"]),
                      iso(c["closed"]) if c["closed"] else None, c["status"]) for c in customers]
    order_rows = [(o["id"], o["customer"]["id"], iso(o["ordered_on"]),
                   iso(o["delivered_on"]) if o["delivered_on"] else None, o["status"], o.get("invoice"),
                   iso(o["due_on"]) if o.get("due_on") else None) for o in orders]
    line_rows = [(o["id"], *line) for o in orders for line in o["lines"]]
    line_rows = [(i, *row) for i, row in enumerate(line_rows, start=1)]

    con.executemany("INSERT INTO staff VALUES (?, ?, ?, ?, ?, ?)", staff)
    con.executemany("INSERT INTO beers VALUES (?, ?, ?, ?, ?, ?, ?, ?)", beer_rows)
    con.executemany("INSERT INTO batches VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", batch_rows(batches))
    con.executemany("INSERT INTO customers VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", customer_rows)
    con.executemany("INSERT INTO orders VALUES (?, ?, ?, ?, ?, ?, ?)", order_rows)
    con.executemany("INSERT INTO order_lines VALUES (?, ?, ?, ?, ?, ?, ?, ?)", line_rows)
    con.executemany("INSERT INTO payments VALUES (?, ?, ?, ?, ?)", payments)
    con.executemany("INSERT INTO taproom_sales VALUES (?, ?, ?, ?, ?, ?, ?, ?)", taproom)
    con.executemany("INSERT INTO duty_returns VALUES (?, ?, ?, ?, ?, ?)", duty)
    con.executemany("INSERT INTO ingredient_purchases VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", purchases)
