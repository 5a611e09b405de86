"""The ``florist`` database's seeded generator: ``populate(con, rng)`` fills the tables of ``vocabulary.SCHEMA``
from the vocabularies there and a seeded ``random.Random``.

Orders come first (everyday retail, weddings, corporate accounts), priced and delivered; the stock bought in at
each Monday and Thursday market run then follows what those orders used, with some over-buying and wastage.
"""

from __future__ import annotations

import math
import random
import sqlite3
from bisect import bisect_right
from datetime import date, timedelta
from itertools import accumulate

from envs.databases.draws import days_between, iso, random_day, weighted
from envs.databases.florist.vocabulary import (
    ACCOUNT_DISCOUNT, ACCOUNT_SHARE, ANONYMOUS_WALK_IN, ARRANGEMENTS, BUYING_DAYS, CANCEL_RATE, CHANNEL_WEIGHTS,
    CHRISTMAS_DEMAND, COMPLAINT_REFUND_RATE, CORPORATE, CORPORATE_DISCOUNT, CORPORATE_OCCASIONS,
    CORPORATE_ONE_OFFS_PER_MONTH, CORPORATE_QUANTITY, COST_YEAR, COURIER_RATE, CUSTOMER_FIRST, CUSTOMER_LAST,
    DRIVER_WEIGHTS, EMAIL_DOMAINS, EXTRA_RATE, EXTRAS, FAIL_RATE, FAILURE_REASONS, FLOWERS, FULFILMENT,
    FUNERAL_DIRECTOR_SHARE, FUNERAL_DIRECTOR_WEIGHTS, GROWER_DISCOUNT, IMPORTED_CUSTOMERS, LEAD_DAYS,
    LEFTOVER_BINNED, LETTER_COUNTS, MANAGERS_DRIVE_ON_PEAKS, MONTH_DEMAND, MOTHERS_DAY_DEMAND, MOTHERS_DAYS,
    N_CUSTOMERS, NO_EMAIL_RATE, NO_OCCASION, NO_PHONE_RATE, NO_POSTCODE_RATE, NO_PRICE_RISE, OCCASION_ARRANGEMENTS,
    OCCASIONS, OVERBUY, PEAK_FAIL_BUMP, PEAK_LEAD_DAYS, PRICE_RISE, PRICE_RISE_ON, PROBLEM_WASTE, QUALITY_PROBLEMS,
    QUALITY_PROBLEM_RATE, RED_ROSE_PIECES, RETRY_FAIL_RATE, SEASONAL_MONTHS, SECOND_ITEM_RATE, SHOP_ROLES, SHOPS,
    STAFF, STANDING_OCCASION, STANDING_SKIP_RATE, START, SUMMER_PROBLEM_RATE, TODAY, UNRECORDED_TAKER,
    VALENTINE_COST, VALENTINE_DEMAND, VALENTINE_MARKUP, WALK_IN_CASH, WEDDING_CANCEL_RATE, WEDDING_MONTHS,
    WEDDING_PIECES, WEDDINGS_PER_YEAR, WEEKDAY_DEMAND, YEAR_DEMAND, ZONES,
)

ARRANGEMENT = {a[0]: a for a in ARRANGEMENTS}
ARRANGEMENT_ID = {a[0]: i for i, a in enumerate(ARRANGEMENTS, start=1)}
FLOWER_ID = {f[0]: i for i, f in enumerate(FLOWERS, start=1)}


# ---------------------------------------------------------------- helpers

def next_working_day(day: date) -> date:
    day += timedelta(days=1)
    return day + timedelta(days=1) if day.weekday() == 6 else day


def days_before_mothers_day(day: date) -> int | None:
    for sunday in MOTHERS_DAYS:
        if 0 < (sunday - day).days <= 6:
            return (sunday - day).days
    return None


def is_peak(day: date) -> bool:
    return (day.month == 2 and day.day in (13, 14)) or days_before_mothers_day(day) in (1, 2)


def demand(day: date) -> float:
    """Expected orders due on ``day`` relative to an ordinary day (shops are closed on Sundays)."""
    factor = MONTH_DEMAND[day.month - 1] * YEAR_DEMAND[day.year] * WEEKDAY_DEMAND[day.weekday()]
    if day.month == 2:
        factor *= VALENTINE_DEMAND.get(day.day, 1.0)
    before = days_before_mothers_day(day)
    if before is not None:
        factor *= MOTHERS_DAY_DEMAND.get(before, 1.6)
    if day.month == 12 and 15 <= day.day <= 24:
        factor *= CHRISTMAS_DEMAND
    return factor


def available(code: str, day: date) -> bool:
    _, _, _, _, launched, retired, _ = ARRANGEMENT[code]
    months = SEASONAL_MONTHS.get(code)
    return (launched <= iso(day) and (retired is None or iso(day) <= retired)
            and (months is None or day.month in months))


def make_postcode(rng: random.Random, district: str) -> str:
    return f"{district} {rng.randint(1, 9)}{rng.choice('ABDEFGHJLNPQRSTUWXYZ')}{rng.choice('ABDEFGHJLNPQRSTUWXYZ')}"


def pick_address(rng: random.Random) -> tuple[str, str]:
    """(postcode, zone) of a delivery address."""
    districts = [(d, zone) for zone, _, ds in ZONES for d, _ in ds]
    district, zone = weighted(rng, districts, [w for _, _, ds in ZONES for _, w in ds])
    return make_postcode(rng, district), zone


# ---------------------------------------------------------------- reference tables

def make_staff() -> list[tuple]:
    return [(i, first, last, role, shop, rate, hired, left)
            for i, (first, last, role, shop, rate, hired, left, _) in enumerate(STAFF, start=1)]


def make_flowers() -> list[tuple]:
    return [(i, name, colour, kind, life) for i, (name, colour, kind, life, *_) in enumerate(FLOWERS, start=1)]


def make_arrangements() -> tuple[list[tuple], list[tuple]]:
    rows, recipes = [], []
    for code, name, category, price, launched, retired, recipe in ARRANGEMENTS:
        rows.append((ARRANGEMENT_ID[code], code, name, category, price, launched, retired))
        recipes += [(ARRANGEMENT_ID[code], FLOWER_ID[flower], stems) for flower, stems in recipe]
    return rows, recipes


def employed(index: int, day: date) -> bool:
    hired, left = STAFF[index][5], STAFF[index][6]
    return hired <= iso(day) and (left is None or iso(day) <= left)


# ---------------------------------------------------------------- customers

def new_customer(rng: random.Random, kind: str, created: date, first=None, last=None, company=None) -> dict:
    first = first or rng.choice(CUSTOMER_FIRST)
    last = last or rng.choice(CUSTOMER_LAST)
    if company:
        slug = "".join(ch for ch in company.lower() if ch.isalnum())[:18]
        email, phone = f"{first.lower()}@{slug}.test", f"01632 {rng.randint(100000, 999999)}"
        postcode = make_postcode(rng, rng.choice(["KB1", "KB2", "KB4", "KB7"]))
    else:
        local = rng.choice([f"{first}.{last}", f"{first[0]}{last}", f"{first}{rng.randint(10, 99)}"])
        local = "".join(ch for ch in local.lower() if ch.isalnum() or ch == ".")
        email = f"{local}{rng.randint(1, 999)}@{rng.choice(EMAIL_DOMAINS)}"
        email = email if rng.random() >= NO_EMAIL_RATE[kind] else None
        phone = f"07{rng.randint(100, 999)} {rng.randint(100000, 999999)}"
        phone = phone if rng.random() >= NO_PHONE_RATE[kind] else None
        postcode = pick_address(rng)[0] if rng.random() >= NO_POSTCODE_RATE[kind] else None
    return {"first": first, "last": last, "company": company, "type": kind, "email": email, "phone": phone,
            "postcode": postcode, "created": created}


def make_private_customers(rng: random.Random) -> list[dict]:
    """Casual and account customers, oldest first, each with a weight for how often they order."""
    people = []
    for _ in range(N_CUSTOMERS):
        kind = "Account" if rng.random() < ACCOUNT_SHARE else "Walk-in"
        if rng.random() < IMPORTED_CUSTOMERS:  # already on the old owner's list
            created = random_day(rng, date(2019, 4, 1), START - timedelta(days=1))
        else:
            created = random_day(rng, START, TODAY - timedelta(days=5))
        person = new_customer(rng, kind, created)
        person["weight"] = min(rng.paretovariate(1.25), 40.0) * (6 if kind == "Account" else 1)
        people.append(person)
    people.sort(key=lambda p: p["created"])
    return people


class CustomerPicker:
    """Draws a private customer among those on the books by a given day, by their ordering weight."""

    def __init__(self, people: list[dict]):
        self.people = people
        self.created = [iso(p["created"]) for p in people]
        self.cumulative = list(accumulate(p["weight"] for p in people))

    def pick(self, rng: random.Random, day: date) -> dict:
        known = bisect_right(self.created, iso(day))
        r = rng.random() * self.cumulative[known - 1]
        return self.people[min(bisect_right(self.cumulative, r), known - 1)]


# ---------------------------------------------------------------- orders

def pick_occasion(rng: random.Random, day: date, channel: str) -> str | None:
    if day.month == 2 and day.day in VALENTINE_DEMAND and rng.random() < 0.35 + 0.1 * (day.day - 10):
        return "Valentine's Day"
    before = days_before_mothers_day(day)
    if before is not None and rng.random() < (0.75 if before <= 2 else 0.45):
        return "Mother's Day"
    if day.month == 12 and day.day <= 24 and rng.random() < 0.3:
        return "Christmas"
    if rng.random() < NO_OCCASION[channel]:
        return None
    return weighted(rng, *zip(*OCCASIONS))


def pick_items(rng: random.Random, occasion: str | None, day: date) -> list[list]:
    """[code, quantity] pairs: the main piece, now and then a second one, now and then a gift."""
    choices = [(code, w) for code, w in OCCASION_ARRANGEMENTS[occasion] if available(code, day)]
    codes, weights = zip(*choices) if choices else (("BQ-FCH",), (1,))
    main = weighted(rng, codes, weights)
    items = [[main, weighted(rng, *LETTER_COUNTS) if main == "SY-LET" else (2 if rng.random() < 0.03 else 1)]]
    if rng.random() < SECOND_ITEM_RATE and len(codes) > 1:
        second = weighted(rng, codes, weights)
        if second != main:
            items.append([second, 1])
    if occasion != "Funeral" and rng.random() < EXTRA_RATE:
        extra = weighted(rng, *zip(*[(c, w) for c, w in EXTRAS if available(c, day)]))
        items.append([extra, 1])
    return items


def order(shop, channel, order_day, fulfilment, due, occasion, customer, items) -> dict:
    return {"shop": shop, "channel": channel, "order_date": order_day, "fulfilment": fulfilment, "due": due,
            "occasion": occasion, "customer": customer, "items": items, "status": "Completed"}


def retail_orders(rng: random.Random, picker: CustomerPicker, funeral_directors: list[dict]) -> list[dict]:
    orders = []
    for due in days_between(START, TODAY):
        if due.weekday() == 6:
            continue
        peak = (due.month == 2 and due.day in VALENTINE_DEMAND) or days_before_mothers_day(due) is not None
        for shop, opened, per_day in SHOPS:
            if due < opened:
                continue
            expected = per_day * demand(due)
            for _ in range(max(0, round(rng.gauss(expected, math.sqrt(expected))))):
                channel = weighted(rng, ("Walk-in", "Phone", "Web"), CHANNEL_WEIGHTS[due.year])
                occasion = pick_occasion(rng, due, channel)
                fulfilment = weighted(rng, ("Delivery", "Collection", "Over the counter"), FULFILMENT[channel])
                customer = None
                if occasion == "Funeral":
                    fulfilment = "Delivery" if fulfilment == "Over the counter" else fulfilment
                    directors = [c for c in funeral_directors if c["created"] <= due]
                    if directors and rng.random() < FUNERAL_DIRECTOR_SHARE:
                        channel, fulfilment = "Phone", "Delivery"
                        customer = weighted(rng, directors, [FUNERAL_DIRECTOR_WEIGHTS[c["company"]] for c in directors])
                if fulfilment == "Over the counter":
                    order_day = due
                else:
                    lead = weighted(rng, *(PEAK_LEAD_DAYS if peak and channel != "Walk-in" else LEAD_DAYS[channel]))
                    order_day = max(due - timedelta(days=lead), opened)
                    if order_day.weekday() == 6 and channel != "Web":  # the shops are shut on Sundays
                        order_day -= timedelta(days=1)
                if customer is None and not (channel == "Walk-in" and rng.random() < ANONYMOUS_WALK_IN):
                    customer = picker.pick(rng, order_day)
                orders.append(order(shop, channel, order_day, fulfilment, due, occasion, customer,
                                    pick_items(rng, occasion, due)))
    return orders


def wedding_orders(rng: random.Random, venue: dict) -> tuple[list[dict], list[dict]]:
    """Wedding orders and the couples who placed them (new customers, on the books from the day they booked)."""
    orders, couples = [], []
    for year in (2023, 2024, 2025):
        for _ in range(WEDDINGS_PER_YEAR):
            month = weighted(rng, range(1, 13), WEDDING_MONTHS)
            day = date(year, month, rng.randint(1, 28))
            day += timedelta(days=(5 - day.weekday()) % 7)  # the Saturday on or after
            booked = day - timedelta(days=rng.randint(45, 270))
            booked -= timedelta(days=1) if booked.weekday() == 6 else timedelta(0)  # the shops are shut on Sundays
            if booked < START or day > TODAY:
                continue
            if rng.random() < 0.2 and venue["created"] <= booked:
                customer, channel = venue, "Phone"
            else:
                customer = new_customer(rng, "Walk-in", booked)
                couples.append(customer)
                channel = weighted(rng, ("Phone", "Walk-in", "Web"), (50, 40, 10))
            items = [[code, rng.randint(low, high)] for code, low, high, chance in WEDDING_PIECES
                     if rng.random() < chance]
            shop = "High Street" if rng.random() < 0.7 or booked < SHOPS[1][1] else "Canal Wharf"
            wedding = order(shop, channel, booked, "Delivery", day, "Wedding", customer, items)
            if rng.random() < WEDDING_CANCEL_RATE:
                wedding["status"] = "Cancelled"
            orders.append(wedding)
    return orders, couples


def corporate_orders(rng: random.Random, companies: list[dict]) -> list[dict]:
    """Weekly standing orders for the contract clients, and one-off event orders from every account."""
    orders = []
    for company, (_, _, _, _, standing, start, until) in zip(companies, CORPORATE):
        if standing is None:
            continue
        code, quantity = standing
        shop = weighted(rng, ("High Street", "Canal Wharf"), (2, 1)) if start >= iso(SHOPS[1][1]) else "High Street"
        last = date.fromisoformat(until) if until else TODAY
        monday = date.fromisoformat(start)
        while monday <= last:
            if rng.random() >= STANDING_SKIP_RATE:
                placed = max(monday - timedelta(days=4), START)  # phoned through the Thursday before
                orders.append(order(shop, "Phone", placed, "Delivery", monday, STANDING_OCCASION, company,
                                    [[code, quantity]]))
            monday += timedelta(days=7)
    accounts = [c for c, spec in zip(companies, CORPORATE) if spec[3] != "Funeral Director"]
    months = (TODAY.year - START.year) * 12 + TODAY.month - START.month + 1
    for _ in range(CORPORATE_ONE_OFFS_PER_MONTH * months):
        customer = rng.choice(accounts)
        spec = CORPORATE[companies.index(customer)]
        last = date.fromisoformat(spec[6]) if spec[6] else TODAY
        due = random_day(rng, customer["created"], last)
        if due.weekday() == 6:
            due -= timedelta(days=1)
        occasion = weighted(rng, *CORPORATE_OCCASIONS)
        items = pick_items(rng, occasion, due)
        items[0][1] = weighted(rng, *CORPORATE_QUANTITY) if occasion == "Event" else items[0][1]
        order_day = max(due - timedelta(days=rng.randint(1, 14)), customer["created"])
        order_day -= timedelta(days=1) if order_day.weekday() == 6 else timedelta(0)
        channel = weighted(rng, ("Phone", "Web"), (3, 1))
        orders.append(order("High Street", channel, order_day, "Delivery", due, occasion, customer, items))
    return orders


def unit_price(code: str, ordered: date, due: date) -> float:
    price = ARRANGEMENT[code][3]
    if ordered < PRICE_RISE_ON and code not in NO_PRICE_RISE:
        price = round(price / PRICE_RISE * 2) / 2
    if code in RED_ROSE_PIECES and due.month == 2 and 10 <= due.day <= 14:
        price = round(price * VALENTINE_MARKUP)
    return float(price)


def pick_taker(rng: random.Random, shop: str, day: date) -> int | None:
    staff = [i for i, s in enumerate(STAFF) if s[2] in SHOP_ROLES and s[3] in (shop, None) and employed(i, day)
             and (s[2] != "Saturday Assistant" or day.weekday() == 5)]
    if not staff or rng.random() < UNRECORDED_TAKER:
        return None
    return weighted(rng, staff, [STAFF[i][7] for i in staff]) + 1


def pick_driver(rng: random.Random, shop: str, day: date) -> int | None:
    if rng.random() < COURIER_RATE:
        return None
    if is_peak(day) and rng.random() < MANAGERS_DRIVE_ON_PEAKS:
        managers = [i for i, s in enumerate(STAFF) if s[2] == "Shop Manager" and s[3] == shop and employed(i, day)]
        if managers:
            return managers[0] + 1
    drivers = [i for i, s in enumerate(STAFF) if s[2] == "Driver" and employed(i, day)]
    return weighted(rng, drivers, [DRIVER_WEIGHTS[STAFF[i][0]] for i in drivers]) + 1


def deliver(rng: random.Random, o: dict) -> list[dict]:
    """Delivery attempts for one order; three failures and the order is refunded."""
    postcode, zone = pick_address(rng)
    attempts, day = [], o["due"]
    for attempt_no in (1, 2, 3):
        minutes = rng.randint(8 * 60 + 30, 17 * 60 + 30)
        rate = FAIL_RATE[zone] * (PEAK_FAIL_BUMP if is_peak(day) else 1.0) if attempt_no == 1 else RETRY_FAIL_RATE
        failed = rng.random() < rate
        attempts.append({"driver": pick_driver(rng, o["shop"], day), "attempt_no": attempt_no,
                         "at": f"{iso(day)} {minutes // 60:02d}:{minutes % 60:02d}", "postcode": postcode,
                         "zone": zone, "outcome": "Failed" if failed else "Delivered",
                         "reason": weighted(rng, *FAILURE_REASONS) if failed else None})
        if not failed:
            return attempts
        day = next_working_day(day) if next_working_day(day) <= TODAY else day
    o["status"] = "Refunded"
    return attempts


def settle(rng: random.Random, orders: list[dict]) -> None:
    """Statuses, takers, prices, discounts, fees and delivery attempts, in order-id order."""
    fees = {zone: fee for zone, fee, _ in ZONES}
    for o in orders:
        customer = o["customer"]
        kind = customer["type"] if customer else "Walk-in"
        if o["status"] == "Completed" and o["fulfilment"] != "Over the counter" and o["occasion"] != "Wedding" \
                and o["channel"] != "Walk-in" and rng.random() < CANCEL_RATE:
            o["status"] = "Cancelled"
        o["taken_by"] = None if o["channel"] == "Web" else pick_taker(rng, o["shop"], o["order_date"])
        o["lines"] = [(code, qty, unit_price(code, o["order_date"], o["due"])) for code, qty in o["items"]]
        gross = sum(qty * price for _, qty, price in o["lines"])
        rate = {"Corporate": CORPORATE_DISCOUNT, "Account": ACCOUNT_DISCOUNT}.get(kind, 0.0)
        o["discount"] = round(gross * rate, 2)
        o["attempts"] = deliver(rng, o) if o["fulfilment"] == "Delivery" and o["status"] != "Cancelled" else []
        o["fee"] = fees[o["attempts"][0]["zone"]] if o["attempts"] else (
            fees[pick_address(rng)[1]] if o["fulfilment"] == "Delivery" else 0.0)
        o["total"] = round(gross - o["discount"] + o["fee"], 2)
        if o["status"] == "Completed" and rng.random() < COMPLAINT_REFUND_RATE:
            o["status"] = "Refunded"
        if kind in ("Corporate", "Account"):
            o["payment"] = "Invoice"
        elif o["channel"] == "Web":
            o["payment"] = "Online"
        elif o["channel"] == "Walk-in" and rng.random() < WALK_IN_CASH:
            o["payment"] = "Cash"
        else:
            o["payment"] = "Card"


# ---------------------------------------------------------------- stock

def purchase_lots(rng: random.Random, orders: list[dict]) -> list[tuple]:
    """One lot per flower a shop needs at each market run, sized from the stems the next few days' orders use."""
    recipes = {code: [(FLOWER_ID[f], stems) for f, stems in recipe] for code, *_, recipe in ARRANGEMENTS}
    used: dict[tuple, int] = {}  # (shop, flower_id, day) -> stems
    for o in orders:
        if o["status"] == "Cancelled":
            continue
        for code, qty in o["items"]:
            for flower_id, stems in recipes[code]:
                key = (o["shop"], flower_id, o["due"])
                used[key] = used.get(key, 0) + stems * qty
    rows = []
    for shop, opened, _ in SHOPS:
        runs = [d for d in days_between(opened - timedelta(days=3), TODAY) if d.weekday() in BUYING_DAYS]
        for run, next_run in zip(runs, runs[1:] + [TODAY + timedelta(days=1)]):
            window = list(days_between(run, next_run - timedelta(days=1)))
            for flower_id, (name, _, _, _, cost, bunch, suppliers) in enumerate(FLOWERS, start=1):
                need = sum(used.get((shop, flower_id, d), 0) for d in window)
                if need == 0:
                    continue
                stems = math.ceil(need * rng.uniform(*OVERBUY) / bunch) * bunch
                open_to = [s for s in suppliers if s[3] is None or run.month in s[3]]
                supplier, kind, _, _ = weighted(rng, open_to, [s[2] for s in open_to])
                price = cost * COST_YEAR[run.year] * (GROWER_DISCOUNT if kind == "Grower" else 1.0)
                if run.month == 2 and run.day <= 14:
                    price *= VALENTINE_COST.get(name, 1.0)
                price = max(0.05, round(price * rng.gauss(1.0, 0.06), 2))
                wasted = round((stems - need) * rng.uniform(*LEFTOVER_BINNED))
                problem_rate = SUMMER_PROBLEM_RATE if run.month in (7, 8) else QUALITY_PROBLEM_RATE
                note = weighted(rng, *QUALITY_PROBLEMS) if rng.random() < problem_rate else None
                if note:
                    wasted = min(stems, wasted + round(stems * rng.uniform(*PROBLEM_WASTE)))
                rows.append([flower_id, shop, supplier, kind, iso(run), stems, price, wasted, note])
    rows.sort(key=lambda r: (r[4], r[1], r[0]))
    return [(i, *r) for i, r in enumerate(rows, start=1)]


# ---------------------------------------------------------------- populate

def populate(con: sqlite3.Connection, rng: random.Random) -> None:
    staff = make_staff()
    flowers = make_flowers()
    arrangements, recipes = make_arrangements()
    private = make_private_customers(rng)
    companies = [new_customer(rng, "Corporate", date.fromisoformat(start), first, last, name)
                 for name, first, last, _, _, start, _ in CORPORATE]
    directors = [c for c in companies if c["company"] in FUNERAL_DIRECTOR_WEIGHTS]
    venue = next(c for c in companies if c["company"] == "Thornton Hall Weddings")

    weddings, couples = wedding_orders(rng, venue)
    orders = retail_orders(rng, CustomerPicker(private), directors) + weddings + corporate_orders(rng, companies)
    orders = [o for _, o in sorted(enumerate(orders), key=lambda p: (p[1]["order_date"], p[1]["due"], p[0]))]
    settle(rng, orders)

    customers = sorted(private + companies + couples, key=lambda c: c["created"])  # stable: ties keep their order
    for customer_id, c in enumerate(customers, start=1):
        c["id"] = customer_id
    customer_rows = [(c["id"], c["first"], c["last"], c["company"], c["type"], c["email"], c["phone"],
                      c["postcode"], iso(c["created"])) for c in customers]
    order_rows, line_rows, delivery_rows = [], [], []
    for order_id, o in enumerate(orders, start=1):
        delivery_date = None if o["fulfilment"] == "Over the counter" else iso(o["due"])
        order_rows.append((order_id, o["customer"]["id"] if o["customer"] else None, o["shop"], o["taken_by"],
                           o["channel"], iso(o["order_date"]), o["fulfilment"], delivery_date, o["occasion"],
                           o["status"], o["payment"], o["discount"], o["fee"], o["total"]))
        for code, qty, price in o["lines"]:
            line_rows.append((len(line_rows) + 1, order_id, ARRANGEMENT_ID[code], qty, price))
        for a in o["attempts"]:
            delivery_rows.append((len(delivery_rows) + 1, order_id, a["driver"], a["attempt_no"], a["at"],
                                  a["postcode"], a["zone"], a["outcome"], a["reason"]))
    lots = purchase_lots(rng, orders)

    con.executemany("INSERT INTO staff VALUES (?, ?, ?, ?, ?, ?, ?, ?)", staff)
    con.executemany("INSERT INTO flowers VALUES (?, ?, ?, ?, ?)", flowers)
    con.executemany("INSERT INTO purchase_lots VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", lots)
    con.executemany("INSERT INTO arrangements VALUES (?, ?, ?, ?, ?, ?, ?)", arrangements)
    con.executemany("INSERT INTO recipes VALUES (?, ?, ?)", recipes)
    con.executemany("INSERT INTO customers VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", customer_rows)
    con.executemany("INSERT INTO orders VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", order_rows)
    con.executemany("INSERT INTO order_lines VALUES (?, ?, ?, ?, ?)", line_rows)
    con.executemany("INSERT INTO deliveries VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", delivery_rows)
