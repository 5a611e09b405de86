"""Fills the ``campsite`` tables: ``populate(con, rng)`` draws pitches, the yearly price lists, guests, bookings
allocated night by night onto free pitches, their payments and extras, the shop's till lines, the seasonal pitch
holders' contracts, maintenance issues and reviews from the vocabularies in ``vocabulary.py``."""

from __future__ import annotations

import random
import sqlite3
from datetime import date, timedelta

from envs.databases.campsite.vocabulary import (
    ADULT_WEIGHTS, ADULTS, BALANCE_DUE_DAYS, BAND_BOOST, BANDS, BANK_HOLIDAY_MONDAYS, BANK_TRANSFER_SHARE,
    BASE_RATES, BASE_RATING, BOOKS_START, CANCEL_RATE, CARD_SHARE, CATEGORIES, CHILDREN_MEAN, CHRISTMAS, COMMENTS,
    DEPOSIT_SHARE, DOG_FEE, DOG_WEIGHTS, EASTER_HOLIDAYS, EASTER_MONDAYS, EMAIL_DOMAINS, EXTRA_RISE, EXTRAS,
    FACILITY_CATEGORIES, FACILITY_ISSUES, FACILITY_ISSUES_PER_YEAR, FIRST_NAMES, FIX_DAYS, FRIDAY_BOOST,
    GLAMPING_OPEN, GLAMPING_TYPES, HALF_TERMS, HOME_TOWNS, HOOKUP_CHARGE, HOOKUP_CHARGED, HORIZON, ICE_CREAM_SUMMER, IN_HOUSE_RATE,
    INSTALMENTS_RATE, ISSUE_PENALTY, ITEM_WEIGHTS, LAST_NAMES, LATE_OPENED, LEAD_DAYS, LEFT_EARLY_RATE,
    MONTH_DEMAND, N_GUESTS, NEXT_SEASON_SIGNED, NO_COMMENT_RATE, NO_DOG_PODS, NO_EMAIL_RATE, NO_PHONE_RATE,
    NO_SHOW_RATE, NO_SOURCE_BEFORE, NO_TOWN_RATE, OPENED_ON, PARK_YEARS, PEAK_LEAD_EXTRA, PITCH_BLOCKS,
    PITCH_ISSUES, PLATFORMS, PRIORITIES, REFUND_NOTICE_DAYS, REPEAT_SHAPE, REPORTERS, RETIRED, REVIEW_RATE,
    SEASONAL_FEE, SEASONAL_RENEWAL, SEASONAL_VACANCY, SHOP_CASH_SHARE, SHOP_HOURS, SHOP_ITEMS,
    SHOP_LINES_PER_PITCH_NIGHT, SHOP_LINES_PER_SEASONAL_HOLDER, SHOP_RISE, SOURCES, SUMMER_HOLIDAYS, TODAY,
    TOURING_OPEN, UNITS, UNLINKED_SHOP_RATE, WALK_IN_RATE, YEAR_DEMAND, YEAR_RISE,
)
from envs.databases.draws import days_between, iso, poisson, random_day, weighted, weighted_pairs

DAY = timedelta(days=1)


# ---------------------------------------------------------------- calendar

def _in(day: date, spans) -> bool:
    return any(a <= day <= b for a, b in spans)


def _bank_holiday_nights() -> set[date]:
    nights = set()
    for monday in BANK_HOLIDAY_MONDAYS:
        nights |= {monday - timedelta(days=k) for k in (1, 2, 3)}
        if monday in EASTER_MONDAYS:
            nights.add(monday - timedelta(days=4))  # the Thursday before Good Friday
    return nights


BANK_HOLIDAY_NIGHTS = _bank_holiday_nights()


def is_christmas(night: date) -> bool:
    (m1, d1), (m2, d2) = CHRISTMAS
    return (night.month, night.day) >= (m1, d1) or (night.month, night.day) <= (m2, d2)


def band_of(night: date) -> str:
    """The season band of a night: bank holiday weekends, the summer holidays and Christmas are dearest."""
    if night in BANK_HOLIDAY_NIGHTS:
        return "Bank Holiday"
    summer = SUMMER_HOLIDAYS.get(night.year)
    if (summer and summer[0] <= night <= summer[1]) or is_christmas(night):
        return "High"
    easter = EASTER_HOLIDAYS.get(night.year)
    if (easter and easter[0] <= night <= easter[1]) or _in(night, HALF_TERMS):
        return "Mid"
    if summer and date(night.year, 5, 1) <= night < summer[0]:
        return "Mid"
    return "Low"


def is_open(pitch_type: str, night: date) -> bool:
    key = (night.month, night.day)
    if pitch_type in GLAMPING_TYPES:
        return not (GLAMPING_OPEN[1] < key < GLAMPING_OPEN[0])
    return TOURING_OPEN[0] <= key <= TOURING_OPEN[1]


# ---------------------------------------------------------------- pitches and rates

def make_pitches() -> list[dict]:
    pitches, numbers = [], {}
    for prefix, field, pitch_type, surface, hookup, sleeps, dogs, count in PITCH_BLOCKS:
        for _ in range(count):
            numbers[prefix] = numbers.get(prefix, 0) + 1
            code = f"{prefix}{numbers[prefix]:02d}"
            pitches.append({"pitch_id": len(pitches) + 1, "code": code, "field": field, "pitch_type": pitch_type,
                            "surface": surface, "has_hookup": hookup, "sleeps": sleeps,
                            "dogs_allowed": 0 if code in NO_DOG_PODS else dogs,
                            "opened_on": LATE_OPENED.get(code, OPENED_ON[pitch_type]), "retired_on": RETIRED.get(code)})
    return pitches


def rate_table() -> dict[tuple, tuple]:
    """(year, band, pitch type) -> (nightly rate, hook-up charge or None)."""
    table = {}
    for year in PARK_YEARS:
        for pitch_type, base in BASE_RATES.items():
            for band, price in zip(BANDS, base):
                hookup = HOOKUP_CHARGE[year] if pitch_type in HOOKUP_CHARGED else None
                table[(year, band, pitch_type)] = (round(price * YEAR_RISE[year] * 2) / 2, hookup)
    return table


def pitch_fee(rates: dict, pitch: dict, arrival: date, nights: int) -> float:
    fee = 0.0
    for k in range(nights):
        night = arrival + timedelta(days=k)
        rate, hookup = rates[(night.year, band_of(night), pitch["pitch_type"])]
        fee += rate + (hookup if hookup is not None and pitch["has_hookup"] else 0.0)
    return round(fee, 2)


# ---------------------------------------------------------------- guests

def guest_pool(rng: random.Random) -> list[dict]:
    towns, town_w = zip(*HOME_TOWNS)
    pool = []
    for _ in range(N_GUESTS):
        first, last = rng.choice(FIRST_NAMES), rng.choice(LAST_NAMES)
        email = None if rng.random() < NO_EMAIL_RATE else \
            f"{first.lower()}.{last.lower()}{rng.randint(1, 99)}@{rng.choice(EMAIL_DOMAINS)}"
        phone = None if rng.random() < NO_PHONE_RATE else f"07{rng.randint(100, 999)} {rng.randint(100000, 999999)}"
        town = None if rng.random() < NO_TOWN_RATE else weighted(rng, towns, town_w)
        pool.append({"first": first, "last": last, "email": email, "phone": phone, "town": town, "since": None})
    return pool


def _seen(pool: list[dict], index: int, day: date) -> None:
    if pool[index]["since"] is None or day < pool[index]["since"]:
        pool[index]["since"] = day


# ---------------------------------------------------------------- bookings

def _arrival_weight(category: str, types: tuple, day: date) -> float:
    if not is_open(types[0], day):
        return 0.0
    weight = MONTH_DEMAND[day.month - 1] * BAND_BOOST[band_of(day)] * YEAR_DEMAND[day.year]
    if day.weekday() == 4:
        weight *= FRIDAY_BOOST
    elif day.weekday() == 5:
        weight *= FRIDAY_BOOST / 2
    if category == "static" and day.weekday() not in (0, 4):
        weight *= 0.15  # static caravans change over on Mondays and Fridays
    return weight


def _free(grid: dict, pitch: dict, start: int, nights: int) -> bool:
    return not any(grid[pitch["pitch_id"]][start:start + nights])


def _eligible(pitch: dict, arrival: date, departure: date) -> bool:
    return pitch["opened_on"] <= arrival and (pitch["retired_on"] is None or pitch["retired_on"] >= departure)


def make_bookings(rng: random.Random, pitches: list[dict], rates: dict, pool: list[dict]) -> list[dict]:
    days = days_between(BOOKS_START, HORIZON)
    candidates = []
    for category, (types, count, nights_list, nights_w) in CATEGORIES.items():
        weights = [_arrival_weight(category, types, d) for d in days]
        arrivals = rng.choices(days, weights=weights, k=count)
        for arrival in arrivals:
            nights = weighted(rng, nights_list, nights_w)
            walk_in = rng.random() < WALK_IN_RATE[category]
            peak = band_of(arrival) in ("High", "Bank Holiday")
            mean_lead = LEAD_DAYS[category] + (PEAK_LEAD_EXTRA if peak else 0)
            lead = 0 if walk_in else 1 + int(rng.expovariate(1 / mean_lead))
            booked = arrival - timedelta(days=lead)
            if booked > TODAY:
                continue  # not booked yet
            candidates.append((booked, arrival, category, nights, walk_in))
    candidates.sort(key=lambda c: (c[0], c[1], c[2], c[3]))
    grid = {p["pitch_id"]: bytearray((HORIZON - BOOKS_START).days + 20) for p in pitches}
    guest_w = [min(rng.paretovariate(REPEAT_SHAPE), 30.0) for _ in pool]
    by_type: dict[str, list[dict]] = {}
    for p in pitches:
        by_type.setdefault(p["pitch_type"], []).append(p)
    bookings = []
    for booked, arrival, category, nights, walk_in in candidates:
        types = CATEGORIES[category][0]
        departure = arrival + timedelta(days=nights)
        if not all(is_open(types[0], arrival + timedelta(days=k)) for k in range(nights)):
            continue
        holiday = band_of(arrival) != "Low" and arrival.month in (4, 5, 7, 8, 10, 12)
        adults = weighted(rng, ADULTS, ADULT_WEIGHTS)
        children = poisson(rng, CHILDREN_MEAN["holiday" if holiday else "term"])
        dogs = weighted(rng, [0, 1, 2], DOG_WEIGHTS)
        start = (arrival - BOOKS_START).days
        options = [p for t in types for p in by_type[t]
                   if _eligible(p, arrival, departure) and _free(grid, p, start, nights)]
        if dogs:
            options = [p for p in options if p["dogs_allowed"]] or options  # else the dog goes to kennels
        if not options:
            continue  # full: turned away
        unit = weighted_pairs(rng, UNITS[types[0]]) if types[0] in UNITS else None
        if unit in ("Motorhome", "Caravan"):
            options = [p for p in options if p["surface"] == "Hardstanding"] or options
        if unit == "Campervan" or (unit == "Tent" and rng.random() < 0.3):
            options = [p for p in options if p["has_hookup"]] or options
        pitch = rng.choice(options)
        if not pitch["dogs_allowed"]:
            dogs = 0
        children = max(0, min(children, pitch["sleeps"] - adults))
        guest = rng.choices(range(len(pool)), weights=guest_w, k=1)[0]
        cancelled_on = None
        if not walk_in and rng.random() < CANCEL_RATE:
            cancelled_on = random_day(rng, booked, arrival - DAY)
            if cancelled_on > TODAY:
                cancelled_on = None
        if cancelled_on is not None:
            status = "Cancelled"
        elif arrival > TODAY:
            status = "Confirmed"
        elif departure > TODAY:
            status = "Checked In"
        elif not walk_in and rng.random() < NO_SHOW_RATE:
            status = "No Show"
        else:
            status = "Checked Out"
        if status != "Cancelled":
            grid[pitch["pitch_id"]][start:start + nights] = b"\x01" * nights
        if walk_in:
            source = "Walk-in"
        elif booked < NO_SOURCE_BEFORE and rng.random() < 0.6:
            source = None
        else:
            source = weighted_pairs(rng, SOURCES)
        _seen(pool, guest, booked)
        bookings.append({"guest": guest, "pitch": pitch, "booked": booked, "source": source, "arrival": arrival,
                         "departure": departure, "nights": nights, "adults": adults, "children": children,
                         "dogs": dogs, "unit": unit, "band": band_of(arrival),
                         "fee": pitch_fee(rates, pitch, arrival, nights), "status": status,
                         "cancelled_on": cancelled_on, "walk_in": walk_in})
    bookings.sort(key=lambda b: (b["booked"], b["arrival"], b["pitch"]["pitch_id"]))
    for booking_id, b in enumerate(bookings, start=1):
        b["booking_id"] = booking_id
    return bookings


# ---------------------------------------------------------------- extras and payments

def make_extras(rng: random.Random, bookings: list[dict]) -> list[tuple]:
    rows = []
    for b in bookings:
        if b["status"] not in ("Checked In", "Checked Out"):
            continue
        year = b["arrival"].year
        lines = []
        if b["dogs"]:
            lines.append(("Dog Fee", b["dogs"] * b["nights"], DOG_FEE[year]))
        for extra, (price, chance) in EXTRAS.items():
            if chance is None or (extra == "Hot Tub") != (b["pitch"]["pitch_type"] == "Yurt"):
                continue
            if extra == "Late Checkout" and b["status"] == "Checked In":
                continue
            if rng.random() < chance:
                quantity = {"Firewood": rng.randint(1, 4), "Extra Car": b["nights"]}.get(extra, 1)
                lines.append((extra, quantity, round(price * EXTRA_RISE[year], 2)))
        for extra, quantity, unit_price in lines:
            rows.append((len(rows) + 1, b["booking_id"], extra, quantity, unit_price, round(quantity * unit_price, 2)))
        b["extras"] = round(sum(q * p for _, q, p in lines), 2)
    return rows


def _method(rng: random.Random, ahead: bool) -> str:
    if ahead and rng.random() < BANK_TRANSFER_SHARE:
        return "Bank Transfer"
    return "Card" if rng.random() < CARD_SHARE else "Cash"


def make_payments(rng: random.Random, bookings: list[dict]) -> list[tuple]:
    rows = []

    def pay(b: dict, day: date, kind: str, amount: float, ahead: bool = False) -> None:
        rows.append([b["booking_id"], day, kind, round(amount, 2), _method(rng, ahead)])

    for b in bookings:
        fee, status = b["fee"], b["status"]
        if b["walk_in"]:
            if status in ("Checked In", "Checked Out"):
                pay(b, b["arrival"], "Balance", fee)
        else:
            deposit = round(fee * DEPOSIT_SHARE, 2)
            pay(b, b["booked"], "Deposit", deposit, ahead=True)
            ahead = b["pitch"]["pitch_type"] in GLAMPING_TYPES
            due = max(b["booked"], b["arrival"] - timedelta(days=BALANCE_DUE_DAYS)) if ahead else b["arrival"]
            last_day = {"Cancelled": b["cancelled_on"], "Confirmed": TODAY}.get(status, b["arrival"])
            if status == "No Show" and not ahead:
                last_day = b["arrival"] - DAY
            paid = deposit
            if due <= last_day:
                pay(b, due, "Balance", fee - deposit, ahead=ahead)
                paid = fee
            if status == "Cancelled" and (b["arrival"] - b["cancelled_on"]).days >= REFUND_NOTICE_DAYS:
                pay(b, b["cancelled_on"], "Refund", -paid, ahead=True)
        if status == "Checked Out" and b.get("extras"):
            pay(b, b["departure"], "Extras", b["extras"])
    rows.sort(key=lambda r: (r[1], r[0]))
    return [(i, r[0], iso(r[1]), r[2], r[3], r[4]) for i, r in enumerate(rows, start=1)]


# ---------------------------------------------------------------- shop

def make_shop_sales(rng: random.Random, bookings: list[dict], contracts: list[dict]) -> list[tuple]:
    on_site: dict[date, list[int]] = {}
    for b in bookings:
        if b["status"] in ("Checked In", "Checked Out"):
            for k in range(b["nights"]):
                on_site.setdefault(b["arrival"] + timedelta(days=k), []).append(b["booking_id"])
    rows = []
    for day in days_between(BOOKS_START, TODAY):
        if not is_open("Tent Pitch", day):
            continue  # the shop keeps the touring season
        guests = on_site.get(day, [])
        seasonals = sum(1 for c in contracts if c["start"] <= day <= (c["left_early"] or c["end"]))
        n = poisson(rng, SHOP_LINES_PER_PITCH_NIGHT * len(guests) + SHOP_LINES_PER_SEASONAL_HOLDER * seasonals)
        weights = [w * (ICE_CREAM_SUMMER if cat == "Ice Cream" and 6 <= day.month <= 8 else 1.0)
                   for (_, cat, _), w in zip(SHOP_ITEMS, ITEM_WEIGHTS)]
        lines = []
        for _ in range(n):
            minute = rng.randint(*SHOP_HOURS)
            item, category, price = weighted(rng, SHOP_ITEMS, weights)
            quantity = weighted(rng, [1, 2, 3, 4], [70, 20, 7, 3])
            unit_price = round(price * SHOP_RISE[day.year] * 20) / 20
            booking = None if not guests or rng.random() < UNLINKED_SHOP_RATE else rng.choice(guests)
            method = "Cash" if rng.random() < SHOP_CASH_SHARE else "Card"
            lines.append((minute, booking, item, category, quantity, unit_price, method))
        for minute, booking, item, category, quantity, unit_price, method in sorted(lines, key=lambda r: r[0]):
            rows.append((len(rows) + 1, f"{iso(day)} {minute // 60:02d}:{minute % 60:02d}", booking, item, category,
                         quantity, unit_price, round(quantity * unit_price, 2), method))
    return rows


# ---------------------------------------------------------------- seasonal holders

def make_contracts(rng: random.Random, pitches: list[dict], pool: list[dict]) -> list[dict]:
    seasonal = [p for p in pitches if p["pitch_type"] == "Seasonal Pitch"]
    contracts = []
    holders: dict[int, int | None] = {p["pitch_id"]: None for p in seasonal}
    for year in PARK_YEARS:
        start, end = date(year, 3, 1), date(year, 10, 31)
        for p in seasonal:
            holder = holders[p["pitch_id"]]
            renewing = holder is not None and rng.random() < SEASONAL_RENEWAL
            if renewing:
                signed = random_day(rng, date(year - 1, 9, 1), date(year - 1, 10, 31))
            elif rng.random() < SEASONAL_VACANCY:
                holders[p["pitch_id"]] = None
                continue
            else:
                holder = rng.randrange(len(pool))
                signed = random_day(rng, date(year - 1, 11, 1), date(year, 2, 20))
            if year == PARK_YEARS[-1]:  # next season: only renewals, and not all signed yet
                if not renewing or rng.random() >= NEXT_SEASON_SIGNED:
                    continue
                signed = random_day(rng, date(year - 1, 9, 1), TODAY)
            left = None
            if rng.random() < LEFT_EARLY_RATE:
                left = random_day(rng, date(year, 4, 15), date(year, 9, 15))
                if left > TODAY:
                    left = None
            _seen(pool, holder, signed)
            plan = "Instalments" if rng.random() < INSTALMENTS_RATE else "Up Front"
            contracts.append({"pitch_id": p["pitch_id"], "guest": holder, "year": year, "signed": signed,
                              "start": start, "end": end, "fee": SEASONAL_FEE[year], "plan": plan, "left_early": left})
            holders[p["pitch_id"]] = None if left else holder
    contracts.sort(key=lambda c: (c["year"], c["signed"], c["pitch_id"]))
    return contracts


# ---------------------------------------------------------------- maintenance and reviews

def make_issues(rng: random.Random, pitches: list[dict]) -> list[dict]:
    issues = []

    def issue(pitch_id, facility, day, category):
        priority = weighted_pairs(rng, PRIORITIES)
        resolved = day + timedelta(days=int(rng.expovariate(1 / FIX_DAYS[priority])))
        cost = None
        if resolved > TODAY:
            resolved = None
        else:
            cost = 0.0 if rng.random() < IN_HOUSE_RATE else None
        issues.append({"pitch_id": pitch_id, "facility": facility, "day": day, "category": category,
                       "priority": priority, "by": weighted_pairs(rng, REPORTERS), "resolved": resolved, "cost": cost})

    for year in (2023, 2024, 2025):
        first, last = max(BOOKS_START, date(year, 1, 1)), min(TODAY, date(year, 12, 31))
        for p in pitches:
            lo = max(first, p["opened_on"])
            hi = min(last, p["retired_on"] - DAY) if p["retired_on"] else last
            span = [d for d in days_between(lo, hi) if is_open(p["pitch_type"], d)] if lo <= hi else []
            if not span:
                continue
            share = len(span) / 365
            for category, types, mean, cost_range in PITCH_ISSUES:
                if p["pitch_type"] in types:
                    for _ in range(poisson(rng, mean * share * 1.4)):
                        issue(p["pitch_id"], None, rng.choice(span), category)
        span = [d for d in days_between(first, last) if is_open("Tent Pitch", d)]
        facilities, facility_w = zip(*FACILITY_ISSUES)
        for _ in range(poisson(rng, FACILITY_ISSUES_PER_YEAR * (len(span) / 230))):
            facility = weighted(rng, facilities, facility_w)
            issue(None, facility, rng.choice(span), rng.choice(FACILITY_CATEGORIES[facility]))
    ranges = {c: r for c, _, _, r in PITCH_ISSUES}
    for i in issues:
        if i["resolved"] is not None and i["cost"] is None:
            lo, hi = ranges.get(i["category"], (10.0, 250.0))
            i["cost"] = round(rng.uniform(max(lo, 10.0), hi), 2)
    storm = next(p for p in pitches if p["retired_on"])
    issues.append({"pitch_id": storm["pitch_id"], "facility": None, "day": storm["retired_on"] - DAY,
                   "category": "Tree Damage", "priority": "High", "by": "Owner",
                   "resolved": storm["retired_on"] + timedelta(days=13), "cost": 1250.0})
    issues.sort(key=lambda i: (i["day"], i["pitch_id"] or 0, i["facility"] or "", i["category"]))
    return issues


def make_reviews(rng: random.Random, bookings: list[dict], issues: list[dict]) -> list[tuple]:
    broke: dict[int, list[date]] = {}
    for i in issues:
        if i["pitch_id"] is not None and i["priority"] != "Low":
            broke.setdefault(i["pitch_id"], []).append(i["day"])
    reviews = []
    for b in bookings:
        if b["status"] != "Checked Out" or rng.random() >= REVIEW_RATE:
            continue
        posted = b["departure"] + timedelta(days=int(rng.expovariate(1 / 5)))
        if posted > TODAY:
            continue
        trouble = any(b["arrival"] <= d < b["departure"] for d in broke.get(b["pitch"]["pitch_id"], []))
        mean = BASE_RATING[b["pitch"]["pitch_type"]] - (ISSUE_PENALTY if trouble else 0.0)
        rating = max(1, min(5, round(rng.gauss(mean, 0.75))))
        comment = None if rng.random() < NO_COMMENT_RATE else rng.choice(COMMENTS[rating])
        reviews.append((posted, b["booking_id"], weighted_pairs(rng, PLATFORMS), rating, comment))
    reviews.sort(key=lambda r: (r[0], r[1]))
    return [(i, r[1], iso(r[0]), r[2], r[3], r[4]) for i, r in enumerate(reviews, start=1)]


# ---------------------------------------------------------------- all tables

def populate(con: sqlite3.Connection, rng: random.Random) -> None:
    pitches = make_pitches()
    rates = rate_table()
    pool = guest_pool(rng)
    bookings = make_bookings(rng, pitches, rates, pool)
    contracts = make_contracts(rng, pitches, pool)
    extras = make_extras(rng, bookings)
    payments = make_payments(rng, bookings)
    shop = make_shop_sales(rng, bookings, contracts)
    issues = make_issues(rng, pitches)
    reviews = make_reviews(rng, bookings, issues)

    known = sorted((g["since"], i) for i, g in enumerate(pool) if g["since"] is not None)
    guest_id = {index: n for n, (_, index) in enumerate(known, start=1)}
    guests = [(guest_id[i], pool[i]["first"], pool[i]["last"], pool[i]["email"], pool[i]["phone"], pool[i]["town"],
               iso(since)) for since, i in known]
    pitch_rows = [(p["pitch_id"], p["code"], p["field"], p["pitch_type"], p["surface"], p["has_hookup"], p["sleeps"],
                   p["dogs_allowed"], iso(p["opened_on"]), iso(p["retired_on"]) if p["retired_on"] else None)
                  for p in pitches]
    rate_rows = [(i, year, band, pitch_type, rate, hookup)
                 for i, ((year, band, pitch_type), (rate, hookup)) in enumerate(rates.items(), start=1)]
    booking_rows = [(b["booking_id"], guest_id[b["guest"]], b["pitch"]["pitch_id"], iso(b["booked"]), b["source"],
                     iso(b["arrival"]), iso(b["departure"]), b["nights"], b["adults"], b["children"], b["dogs"],
                     b["unit"], b["band"], b["fee"], b["status"],
                     iso(b["cancelled_on"]) if b["cancelled_on"] else None) for b in bookings]
    contract_rows = [(i, c["pitch_id"], guest_id[c["guest"]], c["year"], iso(c["signed"]), iso(c["start"]),
                      iso(c["end"]), c["fee"], c["plan"], iso(c["left_early"]) if c["left_early"] else None)
                     for i, c in enumerate(contracts, start=1)]
    issue_rows = [(n, i["pitch_id"], i["facility"], iso(i["day"]), i["category"], i["priority"], i["by"],
                   iso(i["resolved"]) if i["resolved"] else None, i["cost"]) for n, i in enumerate(issues, start=1)]

    con.executemany("INSERT INTO pitches VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", pitch_rows)
    con.executemany("INSERT INTO rates VALUES (?, ?, ?, ?, ?, ?)", rate_rows)
    con.executemany("INSERT INTO guests VALUES (?, ?, ?, ?, ?, ?, ?)", guests)
    con.executemany("INSERT INTO bookings VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", booking_rows)
    con.executemany("INSERT INTO payments VALUES (?, ?, ?, ?, ?, ?)", payments)
    con.executemany("INSERT INTO booking_extras VALUES (?, ?, ?, ?, ?, ?)", extras)
    con.executemany("INSERT INTO shop_sales VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", shop)
    con.executemany("INSERT INTO seasonal_contracts VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", contract_rows)
    con.executemany("INSERT INTO maintenance_issues VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", issue_rows)
    con.executemany("INSERT INTO reviews VALUES (?, ?, ?, ?, ?, ?)", reviews)
