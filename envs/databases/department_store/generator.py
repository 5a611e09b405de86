"""The ``department_store`` database's seeded generator: ``populate(con, rng)`` fills the tables of
``vocabulary.SCHEMA`` from the vocabularies there and a seeded ``random.Random``."""

from __future__ import annotations

import bisect
import math
import random
import sqlite3
from datetime import date, timedelta
from functools import cache

from envs.databases.department_store.vocabulary import (
    BIG_BASKET_TIERS, BRANDS, CITIES, CLOSED_DAYS, CLOTHING, DEFAULT_RETURN_RATE, DEPARTMENTS, EMAIL_DOMAINS, FIRST_DAY,
    FIRST_NAMES, HOME_STORE_SHARE, HOUR_WEIGHTS, INDEXES, ITEMS_PER_RECEIPT, LAST_DAY, LAST_NAMES, LOYALTY_TIERS,
    MEMBERS_AT_FULL_SHARE, MEMBER_SHARE, MONTH_FACTOR, N_CUSTOMERS, OWN_DEPARTMENT_SHARE, PAYMENT_METHODS,
    PAYMENT_WEIGHTS_MEMBER, PAYMENT_WEIGHTS_WALK_IN, POPULARITY_SKEW, PRICE_RISE, PRODUCTS_PER_DEPARTMENT, RETURN_RATE,
    RETURN_REASONS, SERVICE_DESK_STAFF, STAFF_EMAIL_DOMAIN, STORES, STYLES, WEEKDAY_FACTOR, YEARLY_GROWTH,
)


# ---------------------------------------------------------------- small helpers

def _iso(d: date) -> str:
    return d.isoformat()


def _days(start: date, end: date) -> list[date]:
    return [start + timedelta(days=i) for i in range((end - start).days + 1)]


def _random_day(rng: random.Random, start: date, end: date) -> date:
    return start + timedelta(days=rng.randint(0, (end - start).days))


def _money(x: float) -> float:
    return round(x + 1e-9, 2)


def _poisson(rng: random.Random, mean: float) -> int:
    limit, k, p = math.exp(-mean), 0, rng.random()
    while p > limit:
        k += 1
        p *= rng.random()
    return k


def _weighted(rng: random.Random, pairs) -> object:
    values, weights = zip(*pairs)
    return rng.choices(values, weights=weights)[0]


def _cumulative(weights) -> list[float]:
    total, out = 0.0, []
    for w in weights:
        total += w
        out.append(total)
    return out


def _pick(rng: random.Random, cum: list[float], upto: int | None = None) -> int:
    """Index drawn with the weights behind ``cum`` (only among the first ``upto`` entries)."""
    n = len(cum) if upto is None else upto
    return min(bisect.bisect_right(cum, rng.random() * cum[n - 1]), n - 1)


def _phone(rng: random.Random) -> str:
    return f"555-{rng.randint(200, 989):03d}-{rng.randint(0, 9999):04d}"


def _shelf_price(raw: float) -> float:
    """A price as a shop writes it: 24.99, 129.99 (whole dollars, or fives above 100, less a cent)."""
    return float(max(1, round(raw)) - 0.01) if raw < 100 else float(round(raw / 5) * 5 - 0.01)


def _price(rng: random.Random, low: float, high: float) -> float:
    return _shelf_price(math.exp(rng.uniform(math.log(low), math.log(high))))


def _unique_names(rng: random.Random, n: int, taken: set) -> list[tuple[str, str]]:
    names = []
    while len(names) < n:
        pair = (rng.choice(FIRST_NAMES), rng.choice(LAST_NAMES))
        if pair not in taken:
            taken.add(pair)
            names.append(pair)
    return names


@cache
def _black_friday(year: int) -> date:
    first = date(year, 11, 1)
    thursday = first + timedelta(days=(3 - first.weekday()) % 7 + 21)
    return thursday + timedelta(days=1)


@cache
def _promotion(d: date) -> tuple[float, tuple[int, ...]]:
    """(share of lines marked down, the percentages used) on day ``d``: Black Friday weekend, the January and
    July sales, and otherwise the odd clearance markdown."""
    bf = _black_friday(d.year)
    if bf <= d <= bf + timedelta(days=3):
        return 0.6, (25, 30, 30, 40)
    if d.month == 1 and d.day <= 21:
        return 0.5, (20, 25, 30, 40)
    if d.month == 7 and d.day <= 15:
        return 0.4, (15, 20, 25, 30)
    return 0.07, (10, 15)


def _promo_pct(rng: random.Random, d: date) -> int:
    """Percent off one line from a promotion (0 when the line is at full price)."""
    share, pcts = _promotion(d)
    return pcts[int(rng.random() * len(pcts))] if rng.random() < share else 0


# ---------------------------------------------------------------- tables

def _stores(con: sqlite3.Connection) -> None:
    con.executemany(
        "INSERT INTO stores VALUES (?, ?, ?, ?, ?)",
        [(i + 1, code, name, city, _iso(opened)) for i, (code, name, city, opened, _) in enumerate(STORES)],
    )


def _departments(con: sqlite3.Connection) -> None:
    con.executemany(
        "INSERT INTO departments VALUES (?, ?, ?, ?)",
        [(i + 1, d[0], d[1], d[2]) for i, d in enumerate(DEPARTMENTS)],
    )


def _employees(con: sqlite3.Connection, rng: random.Random) -> list[dict]:
    """Staff from the general manager down to associates, with turnover; returns the rows as dicts."""
    taken: set = set()
    staff: list[dict] = []

    def hire(store, dept, manager, title, hired, salary_range, weight=0.0):
        first, last = _unique_names(rng, 1, taken)[0]
        person = {
            "first": first, "last": last, "store": store, "dept": dept, "manager": manager, "title": title,
            "hired": hired, "left": None, "salary": float(round(rng.uniform(*salary_range) / 50) * 50),
            "phone": _phone(rng) if rng.random() < 0.8 else None, "weight": weight,
        }
        staff.append(person)
        return person

    gm = hire(1, None, None, "General Manager", date(2023, 1, 2), (118000, 126000))
    for s, (_, _, _, opened, _) in enumerate(STORES, start=1):
        boss = hire(s, None, gm, "Store Manager", max(FIRST_DAY, opened - timedelta(days=rng.randint(30, 45))),
                    (68000, 84000))
        for d, dept in enumerate(DEPARTMENTS, start=1):
            start = max(FIRST_DAY + timedelta(days=7), opened - timedelta(days=rng.randint(8, 25)))
            sup = hire(s, d, boss, "Department Supervisor", start, (41000, 52000), weight=0.35)
            for _ in range(dept[4] + (1 if s == 1 else 0)):
                person = hire(s, d, sup, "Sales Associate", start + timedelta(days=rng.randint(0, 6)),
                              (28500, 35500), weight=math.exp(rng.gauss(0, 0.4)))
                while rng.random() < 0.28:  # leaves and is replaced by a new hire
                    earliest = person["hired"] + timedelta(days=90)
                    if earliest >= date(2025, 10, 1):
                        break
                    person["left"] = _random_day(rng, earliest, date(2025, 11, 30))
                    rehire = person["left"] + timedelta(days=rng.randint(5, 30))
                    if rehire > date(2025, 12, 10):
                        break
                    person = hire(s, d, sup, "Sales Associate", rehire, (28500, 35500),
                                  weight=math.exp(rng.gauss(0, 0.4)))
        for _ in range(SERVICE_DESK_STAFF[s - 1]):
            hire(s, None, boss, "Customer Service Assistant", opened - timedelta(days=rng.randint(0, 10)),
                 (27500, 32000))
    order = sorted(range(len(staff)), key=lambda k: (staff[k]["hired"], k))  # managers are hired before their team
    for i, k in enumerate(order, start=1):
        staff[k]["id"] = i
    rows = sorted(
        (
            p["id"], p["first"], p["last"],
            f"{p['first']}.{p['last']}@{STAFF_EMAIL_DOMAIN}".lower().replace("'", ""),
            p["phone"], p["store"], p["dept"], p["manager"]["id"] if p["manager"] else None, p["title"],
            _iso(p["hired"]), _iso(p["left"]) if p["left"] else None, p["salary"],
        )
        for p in staff
    )
    con.executemany("INSERT INTO employees VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", rows)
    return staff


def _products(con: sqlite3.Connection, rng: random.Random) -> list[dict]:
    products: list[dict] = []
    for d, (code, _, _, _, _, nouns, (low, high)) in enumerate(DEPARTMENTS, start=1):
        brands = BRANDS[code]
        names: set = set()
        n_products = PRODUCTS_PER_DEPARTMENT[code]
        popularity = [1.0 / rank ** POPULARITY_SKEW for rank in range(1, n_products + 1)]
        rng.shuffle(popularity)
        serial = 100
        for k in range(n_products):
            while True:
                brand, style, noun = rng.choice(brands), rng.choice(STYLES), rng.choice(nouns)
                name = f"{brand} {style} {noun}"
                if name not in names:
                    names.add(name)
                    break
            serial += rng.randint(1, 9)
            price = _price(rng, low, high)
            launched = FIRST_DAY if rng.random() < 0.72 else _random_day(rng, date(2023, 3, 1), date(2025, 10, 31))
            stopped = None  # a few lines are dropped after at least four months on sale
            if rng.random() < 0.09 and launched < date(2025, 6, 1):
                stopped = _random_day(rng, max(launched + timedelta(days=120), date(2024, 1, 1)), date(2025, 12, 1))
            products.append({
                "id": len(products) + 1, "sku": f"{code}-{brand[:3].upper()}{serial:04d}", "name": name,
                "brand": brand, "dept": d, "code": code, "price": price,
                "cost": _money(price * rng.uniform(0.38, 0.62)), "launched": launched, "stopped": stopped,
                "weight": popularity[k],
            })
    con.executemany(
        "INSERT INTO products VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [(p["id"], p["sku"], p["name"], p["brand"], p["dept"], p["price"], p["cost"], _iso(p["launched"]),
          _iso(p["stopped"]) if p["stopped"] else None) for p in products],
    )
    return products


def _customers(con: sqlite3.Connection, rng: random.Random) -> list[dict]:
    first_open = STORES[0][3]
    days = _days(first_open, date(2025, 12, 20))
    # a rush of sign-ups in the first months, then a steady trickle that grows a little
    join_cum = _cumulative([(4.0 if i < 90 else 1.0) * (1 + i / 1500) for i in range(len(days))])
    names = _unique_names(rng, N_CUSTOMERS, set())
    people = []
    for first, last in names:
        city, _, home_code = _weighted(rng, [(c, c[1]) for c in CITIES])
        tier, _, factor, _ = _weighted(rng, [(t, t[1]) for t in LOYALTY_TIERS])
        joined = days[_pick(rng, join_cum)]
        open_codes = [s[0] for s in STORES if s[3] <= joined]
        home = home_code if home_code in open_codes else "DTN"  # shopped at the flagship until theirs opened
        email = None
        if rng.random() < 0.78:
            tag = rng.choice(("", "", str(rng.randint(1, 99)), str(rng.randint(1970, 2005))))
            email = f"{first}.{last}{tag}@{rng.choice(EMAIL_DOMAINS)}".lower().replace("'", "")
        people.append({
            "first": first, "last": last, "email": email, "phone": _phone(rng) if rng.random() < 0.65 else None,
            "city": city, "tier": tier, "joined": joined, "home": [s[0] for s in STORES].index(home) + 1,
            "weight": factor * math.exp(rng.gauss(0, 0.8)),
            "member_pct": next(t[3] for t in LOYALTY_TIERS if t[0] == tier),
        })
    people.sort(key=lambda p: (p["joined"], p["last"], p["first"]))
    for i, p in enumerate(people, start=1):
        p["id"] = i
    con.executemany(
        "INSERT INTO customers VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        [(p["id"], p["first"], p["last"], p["email"], p["phone"], p["city"], p["tier"], _iso(p["joined"]))
         for p in people],
    )
    return people


class _CustomerPicker:
    """Weighted draw of a loyalty customer who had joined by a given day, preferring the store's own regulars."""

    def __init__(self, people: list[dict]):
        self.people = people
        self.joined = [p["joined"] for p in people]
        self.cum = _cumulative(p["weight"] for p in people)
        self.by_store = {}
        for s in range(1, len(STORES) + 1):
            local = [p for p in people if p["home"] == s]
            self.by_store[s] = (local, [p["joined"] for p in local], _cumulative(p["weight"] for p in local))

    def pick(self, rng: random.Random, store: int, day: date) -> dict | None:
        """A member for a receipt, or None for a walk-in (few receipts are scanned while the scheme is young)."""
        n_all = bisect.bisect_right(self.joined, day)
        if rng.random() >= MEMBER_SHARE * min(1.0, n_all / MEMBERS_AT_FULL_SHARE):
            return None
        local, joined, cum = self.by_store[store]
        n = bisect.bisect_right(joined, day)
        if n and rng.random() < HOME_STORE_SHARE:
            return local[_pick(rng, cum, n)]
        return self.people[_pick(rng, self.cum, n_all)]


def _receipt_times(rng: random.Random, staff: list[dict]) -> list[tuple]:
    """(timestamp, day, store, employee) of every receipt, in time order."""
    hours = list(HOUR_WEIGHTS)
    hour_cum = _cumulative(HOUR_WEIGHTS.values())
    tillers = {s: [p for p in staff if p["store"] == s and p["weight"] > 0] for s in range(1, len(STORES) + 1)}
    receipts = []
    for day in _days(FIRST_DAY, LAST_DAY):
        if (day.month, day.day) in CLOSED_DAYS:
            continue
        years = (day - date(2023, 1, 1)).days / 365.0
        base = MONTH_FACTOR[day.month - 1] * WEEKDAY_FACTOR[day.weekday()] * (1 + YEARLY_GROWTH * years)
        bf = _black_friday(day.year)
        if bf <= day <= bf + timedelta(days=3):
            base *= 2.2
        for s, (_, _, _, opened, per_day) in enumerate(STORES, start=1):
            if day < opened:
                continue
            ramp = min(1.0, 0.6 + 0.4 * (day - opened).days / 90)
            tills = [p for p in tillers[s] if p["hired"] <= day and (p["left"] is None or day < p["left"])]
            cum = _cumulative(p["weight"] for p in tills)
            stamps = []
            for _ in range(_poisson(rng, per_day * base * ramp)):
                hour = hours[_pick(rng, hour_cum)]
                stamps.append(f"{_iso(day)} {hour:02d}:{rng.randint(0, 59):02d}")
            for stamp in sorted(stamps):
                receipts.append((stamp, day, s, tills[_pick(rng, cum)]))
    receipts.sort(key=lambda r: (r[0], r[2]))
    return receipts


def _sales(con: sqlite3.Connection, rng: random.Random, staff: list[dict], products: list[dict],
           people: list[dict]) -> None:
    picker = _CustomerPicker(people)
    by_dept = {d: [p for p in products if p["dept"] == d] for d in range(1, len(DEPARTMENTS) + 1)}
    dept_cum = {d: _cumulative(p["weight"] for p in items) for d, items in by_dept.items()}
    month_dept_cum = []
    for month in range(1, 13):
        weights = []
        for code, _, _, share, *_ in DEPARTMENTS:
            w = share
            if code == "TOY" and month in (11, 12):
                w *= 2.6
            if code == "SPO" and month in (1, 5, 6, 7):
                w *= 1.5
            if code == "ELC" and month in (11, 12):
                w *= 1.8
            weights.append(w)
        month_dept_cum.append(_cumulative(weights))
    counts = [c for c, _ in ITEMS_PER_RECEIPT]
    count_cum = _cumulative(w for _, w in ITEMS_PER_RECEIPT)
    qty_cum = {True: _cumulative((70, 22, 8)), False: _cumulative((90, 9, 1))}  # cheap items go in twos and threes
    prices = {(p["id"], year): _shelf_price(p["price"] * (1 + PRICE_RISE) ** (year - 2025))
              for p in products for year in (2023, 2024, 2025)}
    payment_cum = {  # (member?, year): mobile payments catch on year by year
        (member, year): _cumulative(w * (1 + 0.35 * (year - 2023)) if m == "Mobile" else w for m, w in
                                    zip(PAYMENT_METHODS, PAYMENT_WEIGHTS_MEMBER if member else PAYMENT_WEIGHTS_WALK_IN))
        for member in (False, True) for year in (2023, 2024, 2025)
    }

    sales, items, returns = [], [], []
    for sale_id, (stamp, day, store, clerk) in enumerate(_receipt_times(rng, staff), start=1):
        member = picker.pick(rng, store, day)
        method = PAYMENT_METHODS[_pick(rng, payment_cum[(member is not None, day.year)])]
        sales.append((sale_id, store, clerk["id"], member["id"] if member else None, stamp, method))
        n_lines = counts[_pick(rng, count_cum)]
        if member and rng.random() < BIG_BASKET_TIERS.get(member["tier"], 0.0):
            n_lines += 1 + (rng.random() < 0.4)
        for _ in range(n_lines):
            if rng.random() < OWN_DEPARTMENT_SHARE:
                dept = clerk["dept"]
            else:
                dept = _pick(rng, month_dept_cum[day.month - 1]) + 1
            for _attempt in range(30):
                product = by_dept[dept][_pick(rng, dept_cum[dept])]
                if product["launched"] <= day and (product["stopped"] is None or day < product["stopped"]):
                    break
            else:
                continue
            qty = 1 + _pick(rng, qty_cum[product["price"] < 30])
            unit = prices[(product["id"], day.year)]
            pct = max(_promo_pct(rng, day), member["member_pct"] if member else 0)
            discount = _money(qty * unit * pct / 100)
            item_id = len(items) + 1
            items.append((item_id, sale_id, product["id"], qty, unit, discount))
            rate = RETURN_RATE.get(product["code"], DEFAULT_RETURN_RATE) * (1.4 if pct >= 25 else 1.0)
            if rng.random() < rate:
                back = day + timedelta(days=min(rng.randint(1, 30), rng.randint(1, 30)))
                if back > LAST_DAY:
                    continue
                n_back = qty if qty == 1 or rng.random() < 0.7 else rng.randint(1, qty - 1)
                group = "clothing" if product["code"] in CLOTHING else (
                    "ELC" if product["code"] == "ELC" else "other")
                reason = _weighted(rng, RETURN_REASONS[group])
                refund = _money(n_back * (qty * unit - discount) / qty)
                returns.append((len(returns) + 1, item_id, _iso(back), n_back, refund, reason))
    con.executemany("INSERT INTO sales VALUES (?, ?, ?, ?, ?, ?)", sales)
    con.executemany("INSERT INTO sale_items VALUES (?, ?, ?, ?, ?, ?)", items)
    returns.sort(key=lambda r: (r[2], r[1]))
    con.executemany("INSERT INTO returns VALUES (?, ?, ?, ?, ?, ?)",
                    [(i, *r[1:]) for i, r in enumerate(returns, start=1)])


def populate(con: sqlite3.Connection, rng: random.Random) -> None:
    _stores(con)
    _departments(con)
    staff = _employees(con, rng)
    products = _products(con, rng)
    people = _customers(con, rng)
    _sales(con, rng, staff, products, people)
    con.executescript(INDEXES)
