"""The ``cafe`` database's seeded generator: ``populate(con, rng)`` fills the tables of
``vocabulary.SCHEMA`` from the vocabularies there and a seeded ``random.Random``."""

from __future__ import annotations

import datetime as dt
import math
import random
import sqlite3
from functools import cache
from itertools import accumulate

from envs.databases.cafe.vocabulary import (
    BAKER_HOURS, BRANCHES, BRANCH_TASTES, CARD_TIPS, CATEGORIES, CATEGORY_CODES, CLOSED_DAYS, COST_INFLATION,
    COVER_CHANCE, DINE_IN_CHANCE, END, FIRST_NAMES, FIRST_NEEDED, HOUR_WEIGHTS, INGREDIENTS, LAST_NAMES, LEAVE_CHANCE,
    LINES_PER_ORDER, MENU, MONTH_FACTOR, PAYMENT_SHARES, PAY_RISE, PRICE_RISES, QUANTITY_WEIGHTS, ROLES, SHIFT_HOURS,
    SHIFT_STARTS, START, SUPPLIERS, TILL_WEIGHTS, TIP_BUTTONS, TIP_CHANCE, YEARLY_GROWTH,
)


# ---------------------------------------------------------------- helpers

def _date(text: str) -> dt.date:
    return dt.date.fromisoformat(text)


def _days(first: dt.date, last: dt.date):
    day = first
    while day <= last:
        yield day
        day += dt.timedelta(days=1)


def _money(value: float) -> float:
    return round(value + 1e-9, 2)


def _to_5p(value: float) -> float:
    return round(round(value * 20) / 20, 2)


@cache
def _table(weighted: tuple) -> tuple[tuple, tuple]:
    """((value, weight), ...) -> values and cumulative weights, for rng.choices."""
    values, weights = zip(*weighted)
    return values, tuple(accumulate(weights))


def _picks(rng: random.Random, weighted: tuple, k: int) -> list:
    values, cum = _table(weighted)
    return rng.choices(values, cum_weights=cum, k=k)


def _pick(rng: random.Random, weighted: tuple) -> object:
    return _picks(rng, weighted, 1)[0]


def _is_closed(day: dt.date, dow_factor: float) -> bool:
    return dow_factor == 0 or (day.month, day.day) in CLOSED_DAYS


def _price_on(base: float, day: dt.date) -> float:
    return _price_after(base, sum(day >= since for since, _ in PRICE_RISES))


@cache
def _price_after(base: float, rises: int) -> float:
    price = base
    for _, rise in PRICE_RISES[:rises]:
        price = _to_5p(price * rise)
    return price


def _pay_rate(base: float, hired: dt.date, year: int) -> float:
    return _money(base * (1 + PAY_RISE) ** (year - hired.year))


def _phone(rng: random.Random) -> str:
    return f"07{rng.randint(100, 999)} {rng.randint(100000, 999999)}"


# ---------------------------------------------------------------- tables

def _insert_branches(con) -> list[dict]:
    con.executemany(
        "INSERT INTO branches VALUES (?, ?, ?, ?, ?, ?, ?)",
        [(i, name, city, addr, phone, seats, opened) for i, (name, city, addr, phone, seats, opened, _, _)
         in enumerate(BRANCHES, 1)],
    )
    return [
        {"id": i, "seats": seats, "opened": _date(opened), "rate": rate, "dow": dow}
        for i, (_, _, _, _, seats, opened, rate, dow) in enumerate(BRANCHES, 1)
    ]


def _staff_rows(rng: random.Random, branches: list[dict]) -> list[dict]:
    """Each branch's opening roster, plus replacements for everyone who leaves."""
    used_names: set[tuple[str, str]] = set()
    staff: list[dict] = []

    def hire(branch: dict, role: str, rate_range, hired: dt.date) -> None:
        while True:
            first, last = rng.choice(FIRST_NAMES), rng.choice(LAST_NAMES)
            if (first, last) not in used_names:
                used_names.add((first, last))
                break
        member = {
            "id": len(staff) + 1, "branch": branch["id"], "first": first, "last": last, "role": role,
            "phone": _phone(rng) if rng.random() < 0.8 else None, "hired": hired, "left": None,
            "base": round(rng.uniform(*rate_range), 2),
        }
        staff.append(member)
        left = hired + dt.timedelta(days=rng.randint(120, 1100))
        if role != "Manager" and rng.random() < LEAVE_CHANCE and left < END - dt.timedelta(days=30):
            member["left"] = left
            successor = member["left"] + dt.timedelta(days=rng.randint(7, 35))
            if successor < END:
                hire(branch, role, rate_range, successor)

    for branch in branches:
        for role, count, rate_range, _ in ROLES:
            for _ in range(count):
                hire(branch, role, rate_range, max(START, branch["opened"] - dt.timedelta(days=rng.randint(3, 20))))
    return staff


def _insert_staff(con, staff: list[dict]) -> None:
    rows = []
    for m in staff:
        last_year = (m["left"] or END).year
        email = f"{m['first']}.{m['last']}@crumbandkettle.co.uk".lower()
        rows.append((m["id"], m["branch"], m["first"], m["last"], m["role"], email, m["phone"],
                     m["hired"].isoformat(), m["left"].isoformat() if m["left"] else None,
                     _pay_rate(m["base"], m["hired"], last_year)))
    con.executemany("INSERT INTO staff VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", rows)


def _insert_menu(con) -> list[dict]:
    con.executemany("INSERT INTO menu_categories VALUES (?, ?)", list(enumerate(CATEGORIES, 1)))
    items, rows, counters = [], [], [0] * len(CATEGORIES)
    for item_id, (cat, name, base, vegan, w_am, w_pm, intro, disc) in enumerate(MENU, 1):
        c = CATEGORIES.index(cat)
        counters[c] += 1
        introduced = _date(intro) if intro else START
        discontinued = _date(disc) if disc else None
        price_now = _price_on(base, discontinued or END)
        sku = f"{CATEGORY_CODES[c]}-{counters[c]:03d}"
        rows.append((item_id, c + 1, sku, name, price_now, vegan, introduced.isoformat(),
                     discontinued.isoformat() if discontinued else None))
        items.append({"id": item_id, "category": cat, "vegan": vegan, "base": base, "am": w_am, "pm": w_pm,
                      "from": introduced, "to": discontinued or END})
    con.executemany("INSERT INTO menu_items VALUES (?, ?, ?, ?, ?, ?, ?, ?)", rows)
    return items


def _insert_suppliers(con, rng: random.Random) -> None:
    rows = []
    for i, (name, contact, city, has_phone) in enumerate(SUPPLIERS, 1):
        first, last = contact.split()
        domain = name.lower().removesuffix(" co").replace(" ", "") + ".co.uk"
        phone = f"01632 {rng.randint(960000, 960999)}" if has_phone else None
        rows.append((i, name, contact, f"{first[0]}.{last}@{domain}".lower(), phone, city))
    con.executemany("INSERT INTO suppliers VALUES (?, ?, ?, ?, ?, ?)", rows)
    supplier_ids = {name: i for i, (name, *_) in enumerate(SUPPLIERS, 1)}
    con.executemany(
        "INSERT INTO ingredients VALUES (?, ?, ?, ?)",
        [(i, supplier_ids[sup], name, unit) for i, (name, sup, unit, *_) in enumerate(INGREDIENTS, 1)],
    )


def _volume(branch: dict, day: dt.date) -> float:
    """Expected orders at a branch on a day (0 when shut)."""
    dow = branch["dow"][day.weekday()]
    if day < branch["opened"] or _is_closed(day, dow):
        return 0.0
    ramp = min(1.0, 0.45 + (day - branch["opened"]).days / 150)
    growth = (1 + YEARLY_GROWTH) ** ((day - START).days / 365)
    return branch["rate"] * dow * MONTH_FACTOR[day.month - 1] * ramp * growth


def _insert_purchases(con, rng: random.Random, branches: list[dict]) -> None:
    rows = []
    for branch in branches:
        scale = branch["rate"] / BRANCHES[0][6]
        for ing_id, (name, _, unit, cost, qty, every) in enumerate(INGREDIENTS, 1):
            first = max(START, _date(FIRST_NEEDED.get(name, "2023-01-01")))
            day = max(first, branch["opened"] - dt.timedelta(days=rng.randint(1, 4)))
            while day <= END:
                ramp = min(1.0, 0.5 + (day - branch["opened"]).days / 150)
                quantity = qty * scale * ramp * rng.uniform(0.75, 1.25)
                quantity = float(max(1, round(quantity))) if unit in ("each", "case", "dozen") else \
                    max(0.5, round(quantity * 2) / 2)
                years = (day - START).days / 365
                unit_cost = _money(cost * (1 + COST_INFLATION) ** years * rng.uniform(0.95, 1.05))
                rows.append((branch["id"], ing_id, day.isoformat(), quantity, unit_cost, _money(quantity * unit_cost)))
                day += dt.timedelta(days=every + rng.choice((-1, 0, 0, 0, 1)))
    rows.sort(key=lambda r: (r[2], r[0], r[1]))
    con.executemany(
        "INSERT INTO purchases (branch_id, ingredient_id, purchase_date, quantity, unit_cost, total_cost) "
        "VALUES (?, ?, ?, ?, ?, ?)",
        rows,
    )


def _day_roster(rng, branch, day, staff, busy) -> list[tuple]:
    """Shifts (staff, start, hours) worked at a branch on one day."""
    here = [m for m in staff if m["branch"] == branch["id"] and m["hired"] <= day
            and (m["left"] is None or day <= m["left"])]
    roster = []
    for m in here:
        if m["role"] == "Manager" and day.weekday() < 5:
            roster.append((m, "08:00", 8.0))
        elif m["role"] == "Baker" and rng.random() < 0.5:
            roster.append((m, "05:30", _pick(rng, BAKER_HOURS)))
    floor = [m for m in here if m["role"] in ("Shift Lead", "Barista", "Server")]
    weights = [next(r[3] for r in ROLES if r[0] == m["role"]) for m in floor]
    wanted = 2 + (day.weekday() >= 5) + (branch["rate"] > 9)
    chosen: list[dict] = []
    while floor and len(chosen) < wanted:
        m = rng.choices(floor, weights)[0]
        i = floor.index(m)
        floor.pop(i)
        weights.pop(i)
        if m["id"] not in busy:
            chosen.append(m)
    if rng.random() < COVER_CHANCE:
        others = [m for m in staff if m["branch"] != branch["id"] and m["role"] in ("Barista", "Server")
                  and m["hired"] <= day and (m["left"] is None or day <= m["left"]) and m["id"] not in busy]
        if others:
            chosen.append(rng.choice(others))
    for m in chosen:
        roster.append((m, rng.choice(SHIFT_STARTS), _pick(rng, SHIFT_HOURS)))
    for m, _, _ in roster:
        busy.add(m["id"])
    return roster


def _menu_weights(items: list[dict], day: dt.date, taste: dict) -> tuple[list, list, list]:
    """Items on sale that day with a branch's cumulative popularity weights before and after 11:00."""
    live = [it for it in items if it["from"] <= day <= it["to"]]
    boost = [taste.get(it["category"], 1.0) * (taste.get("vegan", 1.0) if it["vegan"] else 1.0) for it in live]
    return (live, list(accumulate(it["am"] * b for it, b in zip(live, boost))),
            list(accumulate(it["pm"] * b for it, b in zip(live, boost))))


def _order_lines(rng, live, cum, day, order_id, lines) -> None:
    """Append one order's lines: distinct items drawn by popularity, priced at the price of the day."""
    n = _pick(rng, LINES_PER_ORDER)
    picked: list[dict] = []
    for it in rng.choices(live, cum_weights=cum, k=n + 2):
        if it not in picked:
            picked.append(it)
        if len(picked) == n:
            break
    for it, qty in zip(picked, _picks(rng, QUANTITY_WEIGHTS, len(picked))):
        lines.append((order_id, it["id"], qty, _price_on(it["base"], day)))


def _insert_operations(con, rng: random.Random, branches: list[dict], staff: list[dict], items: list[dict]) -> None:
    """Walk the calendar: each branch's shifts that day, then its orders and their lines."""
    shifts, orders, lines = [], [], []
    menu_key, menus = None, []
    for day in _days(START, END):
        key = tuple(it["from"] <= day <= it["to"] for it in items)
        if key != menu_key:
            menu_key = key
            menus = [_menu_weights(items, day, taste) for taste in BRANCH_TASTES]
        busy: set[int] = set()
        cash_share, mobile_share = PAYMENT_SHARES[day.year - START.year]
        for branch in branches:
            expected = _volume(branch, day)
            if expected == 0:
                continue
            roster = _day_roster(rng, branch, day, staff, busy)
            for m, start, length in roster:
                shifts.append((m["id"], branch["id"], day.isoformat(), start, length,
                               _pay_rate(m["base"], m["hired"], day.year)))
            tills = [m for m, _, _ in roster if m["role"] != "Baker"]
            till_weights = [TILL_WEIGHTS[m["role"]] for m in tills]
            count = max(0, round(rng.gauss(expected, math.sqrt(expected))))
            live, cum_am, cum_pm = menus[branch["id"] - 1]
            hours = _picks(rng, HOUR_WEIGHTS[branch["id"] - 1], count)
            times = sorted((hour, rng.randrange(60)) for hour in hours)
            for hour, minute in times:
                order_id = len(orders) + 1
                dine_in = rng.random() < (DINE_IN_CHANCE[1] if hour >= 11 else DINE_IN_CHANCE[0])
                r = rng.random()
                payment = "cash" if r < cash_share else "mobile" if r < cash_share + mobile_share else "card"
                if payment == "cash":
                    tip = None
                elif dine_in and rng.random() < TIP_CHANCE:
                    tip = float(rng.choice(TIP_BUTTONS if payment == "mobile" else CARD_TIPS))
                else:
                    tip = 0.0
                cashier = rng.choices(tills, till_weights)[0]
                table = rng.randint(1, branch["seats"] // 2) if dine_in else None
                orders.append((order_id, branch["id"], cashier["id"], f"{day.isoformat()} {hour:02d}:{minute:02d}",
                               "dine_in" if dine_in else "takeaway", table, payment, tip))
                _order_lines(rng, live, cum_am if hour < 11 else cum_pm, day, order_id, lines)
    con.executemany(
        "INSERT INTO shifts (staff_id, branch_id, shift_date, start_time, hours, hourly_rate)"
        " VALUES (?, ?, ?, ?, ?, ?)",
        shifts,
    )
    con.executemany("INSERT INTO orders VALUES (?, ?, ?, ?, ?, ?, ?, ?)", orders)
    con.executemany("INSERT INTO order_lines (order_id, item_id, quantity, unit_price) VALUES (?, ?, ?, ?)", lines)


def populate(con: sqlite3.Connection, rng: random.Random) -> None:
    branches = _insert_branches(con)
    staff = _staff_rows(rng, branches)
    _insert_staff(con, staff)
    items = _insert_menu(con)
    _insert_suppliers(con, rng)
    _insert_purchases(con, rng, branches)
    _insert_operations(con, rng, branches, staff, items)
