"""The ``escape_rooms`` database's seeded generator: ``populate(con, rng)`` fills the tables of
``vocabulary.SCHEMA`` from the vocabularies there and a seeded ``random.Random``.

It walks every slot of every room from the day the booking system went live to a few weeks past ``TODAY``:
corporate events (team days, Christmas parties) reserve their rooms first, then each free slot is booked by the
public with a chance set by season, weekday, time of day and school holidays. Results, reviews and voucher
redemptions follow from the bookings.
"""

from __future__ import annotations

import random
import sqlite3
from datetime import date, datetime, timedelta

from envs.databases.draws import iso, poisson, random_day, weighted
from envs.databases.escape_rooms.vocabulary import (
    ATTENDANCE, BASE_DEMAND, CANCEL_RATE, CHANNELS, CHANNEL_WEIGHTS, CHRISTMAS_PARTY_RATE, CLOSED, COMMENTS,
    COMPANY_FIRST, COMPANY_SECOND, CORPORATE_CANCEL_RATE, DISCOUNT_CODES, EMAIL_DOMAINS, ESCAPE_BASE,
    FAMILY_HOLIDAY_BOOST, FIRST_NAMES, GM_ROLES, HALLOWEEN_HORROR_BOOST, HINTS_MEAN, HOLIDAY_BOOST, HORIZON_DAYS,
    LAST_NAMES, MISTYPED_CODE_RATE, MONTH_DEMAND, NEW_CUSTOMER_RATE, NO_COMMENT_RATE, NO_PHONE_RATE, NO_SHOW_RATE,
    NO_TOWN_RATE, N_COMPANIES, N_VOUCHERS, OPT_IN_RATE, PARTY_SEASON, PLATFORMS, PLAYER_WEIGHTS, PRICE_RISE_ON,
    REPEAT_TICKETS, REVIEW_RATE_ESCAPED, REVIEW_RATE_FAILED, RIVERSIDE_RAMP_DAYS, ROOMS, SCHOOL_HOLIDAYS, SITES,
    SLOTS_BY_LENGTH, STAFF, START, TEAM_EVENTS_PER_YEAR, TODAY, TOWNS, UNLOGGED_HINTS_RATE, UNSIGNED_SHEET_RATE,
    VOUCHER_BUYER_UNKNOWN, VOUCHER_MONTH, VOUCHER_REDEEM_RATE, VOUCHER_VALUES, WALK_IN_RATE, WEEKDAY_DEMAND,
    WEEKDAY_FIRST_SLOT, YEAR_DEMAND,
)

END = TODAY + timedelta(days=HORIZON_DAYS)
NOW = datetime(TODAY.year, TODAY.month, TODAY.day, 23, 59)  # bookings made after this do not exist yet
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I/L on a voucher


# ---------------------------------------------------------------- helpers

def stamp(moment: datetime) -> str:
    return moment.strftime("%Y-%m-%d %H:%M")


def in_holidays(day: date) -> bool:
    text = iso(day)
    return any(first <= text <= last for first, last in SCHOOL_HOLIDAYS)


def shift(hhmm: str, minutes: int) -> str:
    h, m = map(int, hhmm.split(":"))
    total = h * 60 + m + minutes
    return f"{total // 60:02d}:{total % 60:02d}"


def price_on(room: dict, booked: datetime) -> float:
    return room["new_price"] if booked.date() >= PRICE_RISE_ON else room["old_price"]


# ---------------------------------------------------------------- fixed tables

def make_rooms() -> list[dict]:
    rooms, per_site = [], {}
    for room_id, (site, name, theme, diff, lo, hi, minutes, old, new, launched, retired, pop, tweak) in enumerate(
            ROOMS, start=1):
        k = per_site.get(site, 0)
        per_site[site] = k + 1
        slots = [shift(t, 15 * (k % 3)) for t in SLOTS_BY_LENGTH[minutes]]
        rooms.append({"room_id": room_id, "site_id": site, "name": name, "theme": theme, "difficulty": diff,
                      "min": lo, "max": hi, "minutes": minutes, "old_price": old, "new_price": new,
                      "launched": date.fromisoformat(launched),
                      "retired": date.fromisoformat(retired) if retired else None,
                      "popularity": pop, "tweak": tweak, "slots": slots})
    return rooms


def site_opened(site_id: int) -> date:
    return date.fromisoformat(SITES[site_id - 1][2])


def room_open(room: dict, day: date) -> bool:
    return (room["launched"] <= day and (room["retired"] is None or day <= room["retired"])
            and site_opened(room["site_id"]) <= day and (day.month, day.day) not in CLOSED)


def day_slots(room: dict, day: date) -> list[str]:
    """Term-time Monday to Thursday the rooms open after lunch; otherwise from ten."""
    if day.weekday() <= 3 and not in_holidays(day):
        return [t for t in room["slots"] if t >= WEEKDAY_FIRST_SLOT]
    return room["slots"]


# ---------------------------------------------------------------- people

class People:
    """Customers as they turn up: a pool to draw returning players from, and corporate contacts."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        self.rows: list[dict] = []
        self.pool: list[int] = []  # one entry per 'ticket': keen players come back more often

    def new(self, account_type: str = "Personal", company: str | None = None) -> int:
        rng = self.rng
        tmp_id = len(self.rows)
        self.rows.append({
            "tmp_id": tmp_id, "first": rng.choice(FIRST_NAMES), "last": rng.choice(LAST_NAMES),
            "phone": None if rng.random() < NO_PHONE_RATE and account_type == "Personal"
            else f"07{rng.randint(100, 999)} {rng.randint(100000, 999999)}",
            "town": None if rng.random() < NO_TOWN_RATE else weighted(rng, *map(list, zip(*TOWNS))),
            "account_type": account_type, "company": company, "opt_in": int(rng.random() < OPT_IN_RATE),
            "dates": [], "played": 0,
        })
        if account_type == "Personal":
            self.pool.extend([tmp_id] * weighted(rng, *REPEAT_TICKETS))
        return tmp_id

    def booker(self) -> int:
        if not self.pool or self.rng.random() < NEW_CUSTOMER_RATE:
            return self.new()
        return self.rng.choice(self.pool)


def make_companies(rng: random.Random, people: People) -> list[dict]:
    names = [f"{a} {b}" for a in COMPANY_FIRST for b in COMPANY_SECOND]
    rng.shuffle(names)
    companies = []
    for name in names[:N_COMPANIES]:
        joined = random_day(rng, START, TODAY - timedelta(days=40))
        contacts = [people.new("Corporate", name)]
        if rng.random() < 0.08:  # a second organiser at the same firm opened their own account
            contacts.append(people.new("Corporate", name))
        companies.append({"name": name, "joined": joined, "contacts": contacts})
    return companies


# ---------------------------------------------------------------- bookings

def demand(room: dict, day: date, slot: str) -> float:
    hour = int(slot[:2])
    holiday = in_holidays(day)
    p = BASE_DEMAND * MONTH_DEMAND[day.month - 1] * WEEKDAY_DEMAND[day.weekday()] * YEAR_DEMAND[day.year]
    p *= room["popularity"]
    p *= 0.55 if hour < 12 else 0.75 if hour < 14 else 0.95 if hour < 17 else 1.2 if hour < 20 else 0.85
    if holiday and day.weekday() <= 4 and hour < 17:
        p *= HOLIDAY_BOOST
    if room["theme"] == "Family":
        p *= FAMILY_HOLIDAY_BOOST if holiday or day.weekday() >= 5 else 0.7
        p *= 0.4 if hour >= 17 else 1.0
    if room["theme"] == "Horror" and day.month == 10 and day.day >= 17:
        p *= HALLOWEEN_HORROR_BOOST
    since_open = (day - max(site_opened(room["site_id"]), room["launched"])).days
    if room["site_id"] == 2 and since_open < RIVERSIDE_RAMP_DAYS:
        p *= 0.45 + 0.55 * since_open / RIVERSIDE_RAMP_DAYS
    return min(p, 0.95)


def players_for(rng: random.Random, room: dict) -> int:
    sizes = [n for n in PLAYER_WEIGHTS if room["min"] <= n <= room["max"]]
    return weighted(rng, sizes, [PLAYER_WEIGHTS[n] for n in sizes])


def earliest_booking(room: dict) -> datetime:
    first = max(START, max(site_opened(room["site_id"]), room["launched"]) - timedelta(days=16))
    return datetime(first.year, first.month, first.day, 9, 0)


def discount_for(rng: random.Random, room: dict, booked: datetime) -> tuple[str | None, int]:
    day = iso(booked.date())
    for code, pct, windows, rate in DISCOUNT_CODES:
        if windows is not None and not any(first <= day <= last for first, last in windows):
            continue
        if code == "RIVERSIDE30" and room["site_id"] != 2:
            continue
        if rng.random() < rate:
            if rng.random() < MISTYPED_CODE_RATE:
                code = rng.choice([code.lower(), code.capitalize()])
            return code, pct
    return None, 0


def make_corporate_bookings(rng, companies, rooms, taken) -> list[dict]:
    """Team days through the year and Christmas parties in the party season, several rooms at once."""
    events = []
    for company in companies:
        years = (TODAY - company["joined"]).days / 365
        for _ in range(poisson(rng, TEAM_EVENTS_PER_YEAR * years)):
            day = random_day(rng, company["joined"] + timedelta(days=5), END)
            while day.weekday() > 4:
                day += timedelta(days=1)
            if day.month != 12:
                events.append((company, day, rng.choice(["13:00", "14:30", "16:00"]), rng.randint(6, 16)))
        for year in (2023, 2024, 2025):
            (m1, d1), (m2, d2) = PARTY_SEASON
            first, last = date(year, m1, d1), date(year, m2, d2)
            if company["joined"] < first - timedelta(days=20) and rng.random() < CHRISTMAS_PARTY_RATE:
                day = random_day(rng, first, last)
                if day.weekday() in (0, 1):
                    day += timedelta(days=3)
                events.append((company, day, rng.choice(["17:30", "19:00", "19:00"]), rng.randint(8, 28)))
    bookings = []
    for company, day, target, team in sorted(events, key=lambda e: (e[1], e[2], e[0]["name"])):
        open_rooms = {1: [], 2: []}
        for room in rooms:
            if room_open(room, day) and room["theme"] != "Family":
                open_rooms[room["site_id"]].append(room)
        site = 2 if open_rooms[2] and rng.random() < 0.6 else 1
        candidates = sorted(open_rooms[site], key=lambda r: -r["max"] + rng.random() * 3)
        lead = rng.randint(14, 70) if day.month == 12 else rng.randint(7, 45)
        booked = datetime(day.year, day.month, day.day, rng.randint(9, 17), rng.choice([0, 10, 20, 30, 40, 50]))
        booked -= timedelta(days=lead)
        if booked > NOW:
            continue
        booked = max(booked, datetime.combine(company["joined"], datetime.min.time()) + timedelta(hours=10))
        contact = rng.choice(company["contacts"])
        cancelled = rng.random() < CORPORATE_CANCEL_RATE
        channel = "Phone" if rng.random() < 0.6 else "Website"
        left = team
        for room in candidates:
            if left <= 0:
                break
            slot = min(room["slots"], key=lambda t: abs(int(t[:2]) * 60 + int(t[3:]) - int(target[:2]) * 60
                                                        - int(target[3:])))
            if (room["room_id"], day, slot) in taken:
                continue
            players = max(room["min"], min(room["max"], left))
            left -= players
            taken.add((room["room_id"], day, slot))
            bookings.append({"customer": contact, "room": room, "day": day, "slot": slot, "booked_at": booked,
                             "channel": channel, "players": players, "corporate": True,
                             "cancelled": cancelled, "walk_in": False})
    return bookings


def make_public_bookings(rng, rooms, people, taken) -> list[dict]:
    bookings = []
    day = START
    while day <= END:
        for room in rooms:
            if not room_open(room, day):
                continue
            for slot in day_slots(room, day):
                if (room["room_id"], day, slot) in taken:
                    continue
                start = datetime.combine(day, datetime.strptime(slot, "%H:%M").time())
                p = demand(room, day, slot)
                tries = 2  # a cancelled slot can be rebooked once
                while tries and rng.random() < p:
                    tries -= 1
                    lead = min(rng.expovariate(1 / (9 if day.weekday() < 4 else 13)), 90)
                    booked = start - timedelta(days=lead, minutes=rng.randint(30, 600))
                    if booked < earliest_booking(room):  # booked as soon as the room took bookings
                        booked = earliest_booking(room) + (start - earliest_booking(room)) * rng.random() * 0.8
                    if booked > NOW or booked >= start:
                        break
                    bookings.append({"customer": None, "room": room, "day": day, "slot": slot,
                                     "booked_at": booked.replace(second=0, microsecond=0),
                                     "channel": weighted(rng, CHANNELS, CHANNEL_WEIGHTS), "players": None,
                                     "corporate": False, "cancelled": rng.random() < CANCEL_RATE,
                                     "walk_in": False})
                    if not bookings[-1]["cancelled"]:
                        break
                    p *= 0.5
                else:
                    if tries == 2 and day <= TODAY and rng.random() < WALK_IN_RATE:
                        booked = start - timedelta(minutes=rng.randint(5, 90))
                        bookings.append({"customer": None, "room": room, "day": day, "slot": slot,
                                         "booked_at": booked, "channel": "Walk-in", "players": None,
                                         "corporate": False, "cancelled": False, "walk_in": True})
        day += timedelta(days=1)
    return bookings


# ---------------------------------------------------------------- vouchers

def make_vouchers(rng: random.Random) -> list[dict]:
    days, weights = [], []
    day = START
    while day <= TODAY:
        days.append(day)
        weights.append(VOUCHER_MONTH[day.month - 1] * YEAR_DEMAND[day.year] * (1.4 if day.weekday() >= 5 else 1.0))
        day += timedelta(days=1)
    sold = sorted(rng.choices(days, weights=weights, k=N_VOUCHERS))
    codes: set[str] = set()
    vouchers = []
    for sold_on in sold:
        code = ""
        while not code or code in codes:
            code = "GV-" + "".join(rng.choice(CODE_ALPHABET) for _ in range(6))
        codes.add(code)
        expires = sold_on.replace(year=sold_on.year + 1) if (sold_on.month, sold_on.day) != (2, 29) \
            else date(sold_on.year + 1, 2, 28)
        planned = None
        if rng.random() < VOUCHER_REDEEM_RATE:
            planned = sold_on + timedelta(days=3 + int(rng.expovariate(1 / 95)))
        vouchers.append({"code": code, "sold_on": sold_on, "expires": expires,
                         "value": weighted(rng, *VOUCHER_VALUES), "planned": planned, "redeemed": None,
                         "buyer": None})
    return vouchers


# ---------------------------------------------------------------- filling in each booking

def settle_bookings(rng, bookings, people, vouchers) -> None:
    """Booker, players, status, price, discount and voucher for each booking, in slot order."""
    pending = sorted((v for v in vouchers if v["planned"] is not None), key=lambda v: (v["planned"], v["code"]))
    queue = 0
    for b in bookings:
        room, start = b["room"], datetime.combine(b["day"], datetime.strptime(b["slot"], "%H:%M").time())
        booked_day = b["booked_at"].date()
        voucher = None
        usable = not (b["corporate"] or b["walk_in"] or b["cancelled"])
        if usable and queue < len(pending) and pending[queue]["planned"] <= booked_day:
            candidate = pending[queue]
            queue += 1
            if candidate["sold_on"] <= booked_day <= candidate["expires"]:
                voucher = candidate
                voucher["redeemed"] = booked_day
        if b["customer"] is None:
            b["customer"] = people.new() if voucher else people.booker()
        if b["players"] is None:
            b["players"] = players_for(rng, room)
        if b["cancelled"]:
            b["status"] = "Cancelled"
        elif start > NOW:
            b["status"] = "Upcoming"
        elif not b["corporate"] and not b["walk_in"] and rng.random() < NO_SHOW_RATE:
            b["status"] = "No-show"
        else:
            b["status"] = "Completed"
        b["price"] = price_on(room, b["booked_at"])
        code, pct = (None, 0) if b["corporate"] or b["walk_in"] else discount_for(rng, room, b["booked_at"])
        if voucher:
            code, pct = None, 0
        b["code"] = code
        gross = b["players"] * b["price"]
        net = round(gross * (100 - pct) / 100, 2)
        b["voucher"] = voucher
        b["amount"] = round(max(0.0, net - voucher["value"]), 2) if voucher else net
        b["attended"] = None
        if b["status"] == "No-show":
            b["attended"] = 0
        elif b["status"] == "Completed":
            b["attended"] = max(1, b["players"] - weighted(rng, *ATTENDANCE))
        people.rows[b["customer"]]["dates"].append(booked_day)


def staff_on(site_id: int, day: date) -> tuple[list[int], list[float]]:
    ids, weights = [], []
    for staff_id, (_, _, site, role, _, hired, left, load, _) in enumerate(STAFF, start=1):
        here = site == site_id or site is None
        employed = date.fromisoformat(hired) <= day and (left is None or day <= date.fromisoformat(left))
        if here and employed and role in GM_ROLES:
            ids.append(staff_id)
            weights.append(load)
    return ids, weights


def play_games(rng, bookings, people) -> list[dict]:
    """A result for each completed booking: who ran it, whether the team got out, how fast, how many hints."""
    results, crews = [], {}
    for b in bookings:
        if b["status"] != "Completed":
            continue
        room = b["room"]
        key = (room["site_id"], b["day"])
        if key not in crews:
            crews[key] = staff_on(*key)
        ids, weights = crews[key]
        gm = weighted(rng, ids, weights)
        charm = STAFF[gm - 1][8]
        player = people.rows[b["customer"]]
        chance = ESCAPE_BASE[room["difficulty"]] + room["tweak"]
        chance += max(-0.1, min(0.1, 0.035 * (b["attended"] - 4))) + 0.05 * min(player["played"], 3) + 0.08 * charm
        escaped = rng.random() < max(0.03, min(0.97, chance))
        player["played"] += 1
        hints = poisson(rng, HINTS_MEAN[room["difficulty"]] + (0.0 if escaped else 1.0))
        minutes = None
        if escaped:
            used = 0.6 + 0.4 * rng.betavariate(2.2, 1.5) + 0.012 * hints
            minutes = round(min(room["minutes"] * used, room["minutes"] - 0.1), 1)
        b["escaped"], b["gm_charm"] = escaped, charm
        results.append({"booking": b, "gm": None if rng.random() < UNSIGNED_SHEET_RATE else gm,
                        "escaped": int(escaped), "minutes": minutes,
                        "hints": None if rng.random() < UNLOGGED_HINTS_RATE else hints})
    return results


def write_reviews(rng, results) -> list[dict]:
    reviews = []
    for r in results:
        b = r["booking"]
        if rng.random() >= (REVIEW_RATE_ESCAPED if r["escaped"] else REVIEW_RATE_FAILED):
            continue
        posted = b["day"] + timedelta(days=int(rng.expovariate(1 / 1.6)))
        if posted > TODAY:
            continue
        mean = (4.5 if r["escaped"] else 3.7) + b["gm_charm"] + (0.1 if b["room"]["theme"] == "Horror" else 0.0)
        stars = max(1, min(5, round(rng.gauss(mean, 0.9))))
        comment = None if rng.random() < NO_COMMENT_RATE else rng.choice(COMMENTS[stars])
        reviews.append({"booking": b, "posted": posted, "platform": weighted(rng, *PLATFORMS), "stars": stars,
                        "comment": comment})
    return reviews


# ---------------------------------------------------------------- rows

def customer_rows(rng, people, vouchers) -> dict[int, int]:
    """Give voucher buyers an account, date each customer by their first contact, number them in that order."""
    personal = [row["tmp_id"] for row in people.rows if row["account_type"] == "Personal" and row["dates"]]
    for v in vouchers:
        if rng.random() < VOUCHER_BUYER_UNKNOWN:
            continue
        buyer = rng.choice(personal) if rng.random() < 0.45 else people.new()
        v["buyer"] = buyer
        people.rows[buyer]["dates"].append(v["sold_on"])
    for row in people.rows:
        row["created"] = min(row["dates"]) if row["dates"] else random_day(rng, START, TODAY)
    order = sorted(people.rows, key=lambda row: (row["created"], row["tmp_id"]))
    return {row["tmp_id"]: customer_id for customer_id, row in enumerate(order, start=1)}


def populate(con: sqlite3.Connection, rng: random.Random) -> None:
    rooms = make_rooms()
    people = People(rng)
    companies = make_companies(rng, people)
    taken: set[tuple] = set()
    corporate = make_corporate_bookings(rng, companies, rooms, taken)
    public = make_public_bookings(rng, rooms, people, taken)
    bookings = sorted(corporate + public, key=lambda b: (b["day"], b["slot"], b["room"]["room_id"]))
    vouchers = make_vouchers(rng)
    settle_bookings(rng, bookings, people, vouchers)
    results = play_games(rng, bookings, people)
    reviews = write_reviews(rng, results)
    new_id = customer_rows(rng, people, vouchers)

    # ids in the order things happened: customers by first contact, bookings by when they were made
    bookings.sort(key=lambda b: (b["booked_at"], b["room"]["room_id"], b["day"], b["slot"]))
    for booking_id, b in enumerate(bookings, start=1):
        b["id"] = booking_id
    for voucher_id, v in enumerate(vouchers, start=1):
        v["id"] = voucher_id
    customers = []
    for row in sorted(people.rows, key=lambda row: new_id[row["tmp_id"]]):
        cid = new_id[row["tmp_id"]]
        local = rng.choice([f"{row['first']}.{row['last']}", f"{row['first'][0]}{row['last']}",
                            f"{row['first']}{row['last'][0]}"])
        domain = row["company"].split()[0].lower() + ".test" if row["company"] else rng.choice(EMAIL_DOMAINS)
        customers.append((cid, row["first"], row["last"], f"{local}{cid}@{domain}".lower(), row["phone"],
                          row["town"], row["account_type"], row["company"], row["opt_in"], iso(row["created"])))
    staff = [(i, site, first, last, role, rate, hired, left)
             for i, (first, last, site, role, rate, hired, left, _, _) in enumerate(STAFF, start=1)]
    voucher_rows = []
    for v in vouchers:
        status = "Redeemed" if v["redeemed"] else "Expired" if v["expires"] < TODAY else "Active"
        voucher_rows.append((v["id"], v["code"], new_id[v["buyer"]] if v["buyer"] is not None else None,
                             iso(v["sold_on"]), v["value"], iso(v["expires"]), status,
                             iso(v["redeemed"]) if v["redeemed"] else None))
    booking_rows = [
        (b["id"], new_id[b["customer"]], b["room"]["room_id"], stamp(b["booked_at"]), f"{iso(b['day'])} {b['slot']}",
         b["channel"], b["players"], b["attended"], b["status"], b["price"], b["code"],
         b["voucher"]["id"] if b["voucher"] else None, b["amount"])
        for b in bookings
    ]
    result_rows = sorted((r["booking"]["id"], r["gm"], r["escaped"], r["minutes"], r["hints"]) for r in results)
    reviews.sort(key=lambda r: (r["posted"], r["booking"]["id"]))
    review_rows = [(i, r["booking"]["id"], iso(r["posted"]), r["platform"], r["stars"], r["comment"])
                   for i, r in enumerate(reviews, start=1)]
    room_rows = [(r["room_id"], r["site_id"], r["name"], r["theme"], r["difficulty"], r["min"], r["max"],
                  r["minutes"], r["new_price"], iso(r["launched"]), iso(r["retired"]) if r["retired"] else None)
                 for r in rooms]

    con.executemany("INSERT INTO sites VALUES (?, ?, ?, ?)",
                    [(i, name, address, opened) for i, (name, address, opened) in enumerate(SITES, start=1)])
    con.executemany("INSERT INTO rooms VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", room_rows)
    con.executemany("INSERT INTO staff VALUES (?, ?, ?, ?, ?, ?, ?, ?)", staff)
    con.executemany("INSERT INTO customers VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", customers)
    con.executemany("INSERT INTO vouchers VALUES (?, ?, ?, ?, ?, ?, ?, ?)", voucher_rows)
    con.executemany("INSERT INTO bookings VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", booking_rows)
    con.executemany("INSERT INTO game_results VALUES (?, ?, ?, ?, ?)", result_rows)
    con.executemany("INSERT INTO reviews VALUES (?, ?, ?, ?, ?, ?)", review_rows)
