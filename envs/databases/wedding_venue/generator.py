"""The ``wedding_venue`` database's seeded generator: ``populate(con, rng)`` fills the tables of
``vocabulary.SCHEMA`` from the vocabularies there and a seeded ``random.Random``.

Enquiries arrive day by day (more after Christmas and after each wedding fair); some come to a viewing and some
pencil in a date. Bookings are then taken in the order they were made, each getting its date if the diary has it
free (the Hall takes one event a day), and live their lives: confirmed or lapsed, sometimes cancelled or
postponed, paid in stages. Suppliers, coordinators and the guest rooms follow the events that went ahead.
"""

from __future__ import annotations

import random
import sqlite3
from datetime import date, timedelta

from envs.databases.draws import days_between, iso, poisson, random_day, weighted, weighted_pairs
from envs.databases.wedding_venue.vocabulary import (
    BALANCE_DAYS, BB_MONTH, BB_NIGHTS, BB_STAYS, BOOK_DAYS, BOOK_RATE, BRIDAL_SUITE_INCLUDED, CANCEL_RATE,
    COMMISSION_RATES, COMPANY_SUFFIX, COMPANY_WORDS_A, COMPANY_WORDS_B, CONFIRM_DAYS, COORDINATOR,
    COORDINATOR_AHEAD_DAYS, CORPORATE_INVOICE_DAYS, CORPORATE_ROOMS, DAY_FACTOR, DEPOSIT_ROUNDING, DEPOSIT_SHARE,
    DISCOUNT_RATE, DISCOUNTS, EARLY_DAYS, EMAIL_DOMAINS, ENQUIRIES_PER_DAY, ENQUIRY_GROWTH, ENQUIRY_MONTH,
    EVENING_EXTRA, EVENT_MONTH, EVENT_TYPES, EVENT_WEEKDAY, EXTRAS, FAIR_ENQUIRIES, FEE_UNDISCLOSED_RATE,
    FIRST_EVENT, FIRST_NAMES, FLEXIBLE_DATE_RATE, GUEST_DRIFT, GUESTS, GUESTS_PER_ROOM, HOLD_DAYS, HORIZON,
    LAPSE_RATE, LAST_NAMES, LATE_BAR_HOURS, LATE_DAYS, LEAD_DAYS, MANAGER, MANAGER_SHOWS, MARQUEE_GUESTS, METHODS,
    MIN_NOTICE, MUSIC, MUSIC_RECOMMENDED, NIGHT_BEFORE_RATE, NO_EMAIL_RATE, NO_EVENING_RATE, NO_GUEST_NAME_RATE,
    NO_GUESTS_RATE, NO_METHOD_RATE, NO_PARTNER_RATE, NO_PHONE_RATE, NO_SOURCE_RATE, NO_SUPPLIER_PHONE_RATE,
    ON_TIME_RATE, PACKAGES, POSTPONE_MONTHS, POSTPONE_RATE, PRICE_ROUNDING, PRICE_YEARS, RECOMMENDED,
    REFUND_NOTICE, ROOM_YEAR_FACTOR, ROOMS, SEASON_FACTOR, SEASON_OF_MONTH, SOURCES, STAFF, STAGE_DAYS, START,
    SUPPLIER_AHEAD_DAYS, SUPPLIER_FEES, SUPPLIER_NAMES, SUPPLIER_NEEDS, TODAY, TOWNS, VERY_LATE_DAYS,
    VERY_LATE_RATE, VIEWING_DAYS, VIEWING_OUTCOMES, VIEWING_RATE, WEDDING_FAIRS, YEAR_FACTOR,
)

PACKAGE_ID = {name: k for k, (name, *_rest) in enumerate(PACKAGES, start=1)}


# ---------------------------------------------------------------- helpers

def day_type(day: date) -> str:
    return {5: "Saturday", 4: "Friday/Sunday", 6: "Friday/Sunday"}.get(day.weekday(), "Midweek")


def round_to(value: float, step: int) -> float:
    return float(step * round(value / step))


def rate_card() -> dict[tuple, float]:
    """(package name, year, season, day type) -> the rate card venue fee."""
    prices = {}
    for name, _, _, base in PACKAGES:
        for year in PRICE_YEARS:
            for season, s_factor in SEASON_FACTOR.items():
                for kind, d_factor in DAY_FACTOR.items():
                    prices[(name, year, season, kind)] = round_to(base * YEAR_FACTOR[year] * s_factor * d_factor,
                                                                  PRICE_ROUNDING)
    return prices


def staff_on(day: date, role: str) -> tuple[list[int], list[float]]:
    """Staff of ``role`` working on ``day``, with their share of the work."""
    ids, loads = [], []
    for staff_id, (_, _, r, started, left, load) in enumerate(STAFF, start=1):
        if r == role and date.fromisoformat(started) <= day and (left is None or day <= date.fromisoformat(left)):
            ids.append(staff_id)
            loads.append(load or 1)
    return ids, loads


def person(rng: random.Random) -> tuple[str, str]:
    return rng.choice(FIRST_NAMES), rng.choice(LAST_NAMES)


def phone(rng: random.Random) -> str:
    return f"07{rng.randint(100, 999)} {rng.randint(100000, 999999)}"


# ---------------------------------------------------------------- enquiries

def desired_date(rng: random.Random, kind: str, received: date) -> date:
    """The date an enquirer has in mind: a lead time, then a day near it that suits the kind of event."""
    lo, hi, mode = LEAD_DAYS[kind]
    centre = received + timedelta(days=int(rng.triangular(lo, hi, mode)))
    first = max(centre - timedelta(days=45), received + timedelta(days=MIN_NOTICE), FIRST_EVENT)
    last = min(centre + timedelta(days=45), HORIZON)
    if first > last:
        return first
    days = days_between(first, last)
    return weighted(rng, days, [EVENT_MONTH[kind][d.month - 1] * EVENT_WEEKDAY[kind][d.weekday()] for d in days])


def enquiry(rng: random.Random, received: date, kind: str, source: str | None) -> dict:
    first, last = person(rng)
    partner = company = None
    if kind == "Wedding" and rng.random() >= NO_PARTNER_RATE:
        partner = " ".join(person(rng))
    if kind == "Corporate":
        company = " ".join(w for w in (rng.choice(COMPANY_WORDS_A), rng.choice(COMPANY_WORDS_B),
                                        rng.choice(COMPANY_SUFFIX)) if w)
    if rng.random() < NO_EMAIL_RATE:
        email = None
    elif company:
        email = f"{first}.{last}@{company.split()[0]}.test".lower()
    else:
        email = f"{first}.{last}{rng.randint(1, 99)}@{rng.choice(EMAIL_DOMAINS)}".lower()
    mu, sigma = GUESTS[kind]
    guests = max(12, int(rng.lognormvariate(mu, sigma)))
    desired = desired_date(rng, kind, received)
    return {"received": received, "kind": kind, "source": source, "first": first, "last": last,
            "partner": partner, "company": company, "email": email,
            "phone": None if rng.random() < NO_PHONE_RATE else phone(rng),
            "desired": desired, "preferred": None if rng.random() < FLEXIBLE_DATE_RATE else desired,
            "guests": guests, "estimate": None if rng.random() < NO_GUESTS_RATE else round_to(guests, 5),
            "viewing_on": None, "viewing_status": None, "shown_by": None, "booked_on": None}


def view_and_decide(rng: random.Random, e: dict) -> None:
    """Whether the enquirer comes to a viewing, and whether (and when) they pencil in a date."""
    kind = e["kind"]
    after_viewing, without, after_missed = BOOK_RATE[kind]
    chance, decided_from = without, e["received"]
    if rng.random() < VIEWING_RATE[kind]:
        day = e["received"] + timedelta(days=rng.randint(*VIEWING_DAYS))
        if day.weekday() == 5:  # Saturdays are for weddings, not show-rounds
            day += timedelta(days=1)
        e["viewing_on"] = day
        if day > TODAY:
            e["viewing_status"] = "Booked"
            chance = 0.0
        else:
            e["viewing_status"] = weighted_pairs(rng, [(s, w) for s, w in VIEWING_OUTCOMES])
            chance = after_viewing if e["viewing_status"] == "Attended" else after_missed
            decided_from = day
        if e["viewing_status"] != "Cancelled":
            ids, loads = staff_on(min(day, TODAY), COORDINATOR)
            manager = staff_on(min(day, TODAY), MANAGER)[0]
            e["shown_by"] = manager[0] if rng.random() < MANAGER_SHOWS else weighted(rng, ids, loads)
    if rng.random() < chance:
        booked = decided_from + timedelta(days=rng.randint(*BOOK_DAYS))
        if booked <= TODAY:
            e["booked_on"] = booked


def make_enquiries(rng: random.Random) -> list[dict]:
    kinds, kind_w = zip(*EVENT_TYPES)
    enquiries = []
    fair_days = {fair + timedelta(days=k) for fair in WEDDING_FAIRS for k in range(7)}
    for day in days_between(START, TODAY):
        mean = ENQUIRIES_PER_DAY * ENQUIRY_MONTH[day.month - 1] * ENQUIRY_GROWTH[day.year]
        for _ in range(poisson(rng, mean)):
            kind = weighted(rng, kinds, kind_w)
            source = None if rng.random() < NO_SOURCE_RATE else weighted_pairs(rng, SOURCES[kind])
            enquiries.append(enquiry(rng, day, kind, source))
        if day in fair_days:
            for _ in range(poisson(rng, FAIR_ENQUIRIES / 7 * (2.5 if day in WEDDING_FAIRS else 0.75))):
                enquiries.append(enquiry(rng, day, "Wedding", "Wedding Fair"))
    for enquiry_id, e in enumerate(enquiries, start=1):
        e["enquiry_id"] = enquiry_id
        view_and_decide(rng, e)
    return enquiries


# ---------------------------------------------------------------- the diary

class Diary:
    """Which dates are held, and until when: the Hall takes one event a day."""

    def __init__(self):
        self.holds: dict[date, list[list]] = {}  # day -> [[from, until or None], ...]

    def free(self, day: date, on: date) -> bool:
        return all(until is not None and until <= on for _, until in self.holds.get(day, []))

    def never_held(self, day: date) -> bool:
        return not self.holds.get(day)

    def hold(self, day: date, since: date) -> list:
        entry = [since, None]
        self.holds.setdefault(day, []).append(entry)
        return entry


def find_date(diary: Diary, e: dict, booked: date) -> date | None:
    """The enquirer's date if it is free, else the day either side, else the same weekday a week or two away."""
    wanted = e["desired"]
    earliest = max(booked + timedelta(days=MIN_NOTICE), FIRST_EVENT)
    candidates = [wanted, wanted - timedelta(days=1), wanted + timedelta(days=1)]
    candidates += [wanted + timedelta(days=sign * 7 * k) for k in range(1, 3) for sign in (1, -1)]
    for day in candidates:
        if earliest <= day <= HORIZON and diary.free(day, booked):
            return day
    return None


def choose_package(rng: random.Random, kind: str, guests: int, day: date) -> str:
    if kind == "Wedding":
        if guests <= 40:
            return "Intimate Wedding" if rng.random() < 0.8 else "Classic Wedding"
        if guests > 110:
            return "Grand Wedding"
        return weighted(rng, ["Classic Wedding", "Twilight Wedding", "Grand Wedding"], [75, 15, 10])
    if kind == "Corporate":
        festive = day.month == 12 or (day.month == 11 and day.day >= 20)
        return "Corporate Christmas Party" if festive and rng.random() < 0.85 else "Corporate Away Day"
    return "Garden Party" if 5 <= day.month <= 8 and rng.random() < 0.5 else "Celebration Party"


def make_bookings(rng: random.Random, enquiries: list[dict]) -> list[dict]:
    prices = rate_card()
    max_guests = {name: most for name, _, most, _ in PACKAGES}
    diary = Diary()
    bookings = []
    for e in sorted((e for e in enquiries if e["booked_on"]), key=lambda e: (e["booked_on"], e["enquiry_id"])):
        booked = e["booked_on"]
        day = find_date(diary, e, booked)
        if day is None:
            continue  # nothing suitable free: the enquiry is lost
        kind = e["kind"]
        package = choose_package(rng, kind, e["guests"], day)
        guests = min(e["guests"], max_guests[package])
        rate = prices[(package, day.year, SEASON_OF_MONTH[day.month], day_type(day))]
        late = (day - booked).days < 180 or SEASON_OF_MONTH[day.month] == "Off-Peak"
        discount = rng.choice(DISCOUNTS) if late and rng.random() < DISCOUNT_RATE * 2 else 0.0
        fee = float(round(rate * (1 - discount)))
        b = {"enquiry": e, "kind": kind, "package": package, "event": day, "original": None, "booked": booked,
             "confirmed": None, "status": None, "cancelled": None, "guests": guests, "fee": fee,
             "deposit": round_to(fee * DEPOSIT_SHARE[kind], DEPOSIT_ROUNDING)}
        hold = diary.hold(day, booked)
        live(rng, diary, b, hold)
        bookings.append(b)
    for booking_id, b in enumerate(bookings, start=1):
        b["booking_id"] = booking_id
    return bookings


def live(rng: random.Random, diary: Diary, b: dict, hold: list) -> None:
    """A booking's life: confirmed or lapsed, perhaps postponed or cancelled, completed once the day has passed."""
    booked, day = b["booked"], b["event"]
    if rng.random() < LAPSE_RATE:
        lapse = booked + timedelta(days=HOLD_DAYS)
        hold[1] = lapse
        if lapse <= TODAY:
            b["status"], b["cancelled"] = "Cancelled", lapse
        else:
            b["status"] = "Provisional"
        return
    confirmed = min(booked + timedelta(days=rng.randint(*CONFIRM_DAYS)), day - timedelta(days=1))
    if confirmed > TODAY:
        b["status"] = "Provisional"
        return
    b["confirmed"] = confirmed
    if b["kind"] == "Wedding" and rng.random() < POSTPONE_RATE and (day - confirmed).days > 60:
        postponed = random_day(rng, confirmed + timedelta(days=10), day - timedelta(days=30))
        weeks = rng.randint(int(POSTPONE_MONTHS[0] * 4.35), int(POSTPONE_MONTHS[1] * 4.35))
        new_day = day + timedelta(weeks=weeks)
        if postponed <= TODAY and new_day <= HORIZON and diary.never_held(new_day):
            hold[1] = postponed
            hold = diary.hold(new_day, postponed)
            b["original"], b["event"], day = day, new_day, new_day
    if rng.random() < CANCEL_RATE[b["kind"]]:
        lo = confirmed + timedelta(days=10)
        cancelled = random_day(rng, lo, max(lo, day - timedelta(days=14)))
        if cancelled <= TODAY and cancelled < day:
            hold[1] = cancelled
            b["status"], b["cancelled"] = "Cancelled", cancelled
            return
    b["status"] = "Completed" if day < TODAY else "Confirmed"
    if b["status"] == "Completed":
        b["guests"] = max(10, min(round(b["guests"] * rng.uniform(*GUEST_DRIFT)), b["guests"] + 10))


# ---------------------------------------------------------------- what hangs off a booking

def make_extras(rng: random.Random, bookings: list[dict]) -> list[tuple]:
    rows = []
    for b in bookings:
        b["extras_total"] = 0.0
        if b["confirmed"] is None and b["status"] == "Cancelled":
            continue  # a lapsed hold never got as far as extras
        for name, chances, unit, base in EXTRAS:
            chance = chances.get(b["kind"], 0.0)
            if name == "Marquee" and b["guests"] > MARQUEE_GUESTS:
                chance *= 2.5
            if rng.random() >= chance:
                continue
            quantity = {"hour": weighted(rng, *LATE_BAR_HOURS), "guest": b["guests"]}.get(unit, 1)
            price = round(base * YEAR_FACTOR[b["event"].year], 2)
            b["extras_total"] += quantity * price
            rows.append((len(rows) + 1, b["booking_id"], name, quantity, price))
    return rows


def paid_day(rng: random.Random, due: date) -> date:
    u = rng.random()
    if u < ON_TIME_RATE:
        return due - timedelta(days=rng.randint(*EARLY_DAYS))
    if u < 1 - VERY_LATE_RATE:
        return due + timedelta(days=rng.randint(*LATE_DAYS))
    return due + timedelta(days=rng.randint(*VERY_LATE_DAYS))


def make_payments(rng: random.Random, bookings: list[dict]) -> list[tuple]:
    payments = []  # (paid_on, booking_id, type, amount)
    for b in bookings:
        confirmed = b["confirmed"]
        if confirmed is None:
            continue
        day, kind, deposit = b["event"], b["kind"], b["deposit"]
        total = b["fee"] + b["extras_total"]
        due = [(confirmed, "Deposit", deposit)]
        if kind == "Wedding":
            stage_due = max(day - timedelta(days=STAGE_DAYS), confirmed + timedelta(days=7))
            balance_due = day - timedelta(days=BALANCE_DAYS[kind])
            stage = round(total * 0.5 - deposit, 2)
            if stage_due < balance_due and stage > 0:
                due.append((stage_due, "Stage Payment", stage))
            else:
                stage = 0.0
            due.append((max(balance_due, confirmed + timedelta(days=3)), "Final Balance",
                        round(total - deposit - stage, 2)))
        elif kind == "Private Party":
            due.append((max(day - timedelta(days=BALANCE_DAYS[kind]), confirmed + timedelta(days=3)),
                        "Final Balance", round(total - deposit, 2)))
        else:
            due.append((day + timedelta(days=rng.randint(*CORPORATE_INVOICE_DAYS) - 7), "Final Balance",
                        round(total - deposit, 2)))
        stage_paid = 0.0
        for when, kind_of, amount in due:
            paid = when if kind_of == "Deposit" else paid_day(rng, when)
            if paid > TODAY or (b["cancelled"] and paid >= b["cancelled"]):
                continue
            payments.append((paid, b["booking_id"], kind_of, amount))
            stage_paid += amount if kind_of == "Stage Payment" else 0.0
        if b["cancelled"] and stage_paid and (day - b["cancelled"]).days >= REFUND_NOTICE:
            refunded = b["cancelled"] + timedelta(days=rng.randint(5, 20))
            if refunded <= TODAY:
                payments.append((refunded, b["booking_id"], "Refund", -round(stage_paid / 2, 2)))
    payments.sort(key=lambda p: (p[0], p[1]))
    methods, method_w = zip(*METHODS)
    return [(k, booking_id, iso(paid), kind_of, amount,
             None if rng.random() < NO_METHOD_RATE else weighted(rng, methods, method_w))
            for k, (paid, booking_id, kind_of, amount) in enumerate(payments, start=1)]


def assign_coordinators(rng: random.Random, bookings: list[dict]) -> None:
    for b in bookings:
        b["coordinator"] = None
        if b["confirmed"] is None:
            continue
        day = b["event"]
        assigned = max(b["confirmed"], day - timedelta(days=COORDINATOR_AHEAD_DAYS))
        if assigned > TODAY or (b["cancelled"] and b["cancelled"] <= assigned):
            continue
        ids, loads = [], []
        for staff_id, (_, _, role, started, left, load) in enumerate(STAFF, start=1):
            started = date.fromisoformat(started)
            if role == COORDINATOR and started <= min(TODAY, day - timedelta(days=30)) and (
                    left is None or date.fromisoformat(left) >= day):
                ids.append(staff_id)
                loads.append(load)
        b["coordinator"] = weighted(rng, ids, loads)


def make_suppliers(rng: random.Random) -> tuple[list[tuple], dict[str, list[tuple]]]:
    rows, by_category = [], {}
    for category, names in SUPPLIER_NAMES.items():
        for k, name in enumerate(names):
            recommended = int(k < RECOMMENDED[category])
            rate = rng.choice(COMMISSION_RATES) if recommended else None
            supplier_id = len(rows) + 1
            rows.append((supplier_id, name, category, recommended, rate,
                         None if rng.random() < NO_SUPPLIER_PHONE_RATE else phone(rng), rng.choice(TOWNS)))
            popularity = rng.uniform(0.5, 2.0)
            by_category.setdefault(category, []).append((supplier_id, recommended, rate, popularity))
    return rows, by_category


def make_event_suppliers(rng: random.Random, bookings: list[dict], by_category: dict) -> list[tuple]:
    rows = []
    for b in bookings:
        if b["status"] == "Cancelled" or b["confirmed"] is None:
            continue
        far = (b["event"] - TODAY).days > SUPPLIER_AHEAD_DAYS
        needs = list(SUPPLIER_NEEDS[b["kind"]])
        band, dj = MUSIC[b["kind"]]
        u = rng.random()
        if u < band:
            needs.append(("Band", 1.0, MUSIC_RECOMMENDED))
        elif u < band + dj:
            needs.append(("DJ", 1.0, MUSIC_RECOMMENDED))
        for category, chance, listed in needs:
            if rng.random() >= chance or (far and category != "Caterer"):
                continue
            want_listed = rng.random() < listed
            pool = [s for s in by_category[category] if bool(s[1]) == want_listed] or by_category[category]
            supplier_id, recommended, rate, _ = weighted(rng, pool, [s[3] for s in pool])
            base, per_guest, spread = SUPPLIER_FEES[category]
            fee = round((base + per_guest * b["guests"]) * rng.uniform(1 - spread, 1 + spread), 2)
            commission = round(fee * rate, 2) if recommended else None
            if not recommended and rng.random() < FEE_UNDISCLOSED_RATE:
                fee = None
            rows.append((b["booking_id"], supplier_id, fee, commission))
    return rows


# ---------------------------------------------------------------- rooms

def make_rooms(rng: random.Random, bookings: list[dict]) -> list[tuple]:
    taken: dict[str, set[date]] = {room: set() for room, _ in ROOMS}
    rates = dict(ROOMS)
    stays = []  # (check_in, room, nights, booking_id, rate, guest)

    def book(room: str, check_in: date, nights: int, booking_id, guest, free_of_charge: bool = False) -> bool:
        nights_needed = {check_in + timedelta(days=k) for k in range(nights)}
        if nights_needed & taken[room]:
            return False
        taken[room] |= nights_needed
        rate = 0.0 if free_of_charge else round(rates[room] * ROOM_YEAR_FACTOR[check_in.year], 2)
        stays.append((check_in, room, nights, booking_id, rate,
                      None if rng.random() < NO_GUEST_NAME_RATE else guest))
        return True

    others = [room for room, _ in ROOMS if room != "Bridal Suite"]
    for b in sorted(bookings, key=lambda b: (b["event"], b["booking_id"])):
        if b["status"] == "Cancelled" or b["confirmed"] is None or (b["event"] - TODAY).days > 365:
            continue
        day, e = b["event"], b["enquiry"]
        if b["kind"] == "Wedding":
            couple = f"{e['first']} {e['last']}"
            book("Bridal Suite", day, 2 if rng.random() < 0.25 else 1, b["booking_id"], couple,
                 b["package"] == BRIDAL_SUITE_INCLUDED)
            n = min(len(others), poisson(rng, b["guests"] / GUESTS_PER_ROOM))
            for room in rng.sample(others, n):
                before = rng.random() < NIGHT_BEFORE_RATE
                book(room, day - timedelta(days=1) if before else day, 2 if before else 1, b["booking_id"],
                     " ".join(person(rng)))
        elif b["kind"] == "Corporate" and b["package"] == "Corporate Away Day":
            chance, fewest, most = CORPORATE_ROOMS
            if rng.random() < chance:
                for room in rng.sample(others, rng.randint(fewest, most)):
                    book(room, day - timedelta(days=1), 1, b["booking_id"], " ".join(person(rng)))
        elif b["kind"] == "Private Party" and rng.random() < 0.3:
            for room in rng.sample(others, rng.randint(1, 4)):
                book(room, day, 1, b["booking_id"], " ".join(person(rng)))
    days = days_between(START + timedelta(days=30), TODAY + timedelta(days=60))
    day_w = [BB_MONTH[d.month - 1] * (1.8 if d.weekday() in (4, 5) else 1.0) for d in days]
    rooms = [room for room, _ in ROOMS]
    made = 0
    while made < BB_STAYS:
        check_in = weighted(rng, days, day_w)
        made += book(rng.choice(rooms), check_in, weighted(rng, *BB_NIGHTS), None, " ".join(person(rng)))
    stays.sort(key=lambda s: (s[0], s[1]))
    return [(k, booking_id, room, iso(check_in), nights, rate, guest)
            for k, (check_in, room, nights, booking_id, rate, guest) in enumerate(stays, start=1)]


# ---------------------------------------------------------------- all tables

def populate(con: sqlite3.Connection, rng: random.Random) -> None:
    staff = [(k, first, last, role, started, left) for k, (first, last, role, started, left, _) in enumerate(STAFF, 1)]
    packages = [(PACKAGE_ID[name], name, kind, most) for name, kind, most, _ in PACKAGES]
    prices = [(PACKAGE_ID[name], year, season, kind, price)
              for (name, year, season, kind), price in rate_card().items()]
    enquiries = make_enquiries(rng)
    bookings = make_bookings(rng, enquiries)
    extras = make_extras(rng, bookings)
    payments = make_payments(rng, bookings)
    assign_coordinators(rng, bookings)
    suppliers, by_category = make_suppliers(rng)
    event_suppliers = make_event_suppliers(rng, bookings, by_category)
    rooms = make_rooms(rng, bookings)

    enquiry_rows = [(e["enquiry_id"], iso(e["received"]), e["source"], e["kind"], e["first"], e["last"],
                     e["partner"], e["company"], e["email"], e["phone"],
                     iso(e["preferred"]) if e["preferred"] else None,
                     int(e["estimate"]) if e["estimate"] is not None else None,
                     iso(e["viewing_on"]) if e["viewing_on"] else None, e["viewing_status"], e["shown_by"])
                    for e in enquiries]
    booking_rows = []
    for b in bookings:
        evening = None
        if b["kind"] == "Wedding" and rng.random() >= NO_EVENING_RATE:
            evening = b["guests"] + rng.randint(*EVENING_EXTRA)
        booking_rows.append((b["booking_id"], b["enquiry"]["enquiry_id"], PACKAGE_ID[b["package"]], iso(b["event"]),
                             iso(b["original"]) if b["original"] else None, iso(b["booked"]),
                             iso(b["confirmed"]) if b["confirmed"] else None, b["status"],
                             iso(b["cancelled"]) if b["cancelled"] else None, b["guests"], evening, b["fee"],
                             b["deposit"], b["coordinator"]))

    con.executemany("INSERT INTO staff VALUES (?, ?, ?, ?, ?, ?)", staff)
    con.executemany("INSERT INTO packages VALUES (?, ?, ?, ?)", packages)
    con.executemany("INSERT INTO package_prices VALUES (?, ?, ?, ?, ?)", prices)
    con.executemany("INSERT INTO enquiries VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", enquiry_rows)
    con.executemany("INSERT INTO bookings VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", booking_rows)
    con.executemany("INSERT INTO booking_extras VALUES (?, ?, ?, ?, ?)", extras)
    con.executemany("INSERT INTO payments VALUES (?, ?, ?, ?, ?, ?)", payments)
    con.executemany("INSERT INTO suppliers VALUES (?, ?, ?, ?, ?, ?, ?)", suppliers)
    con.executemany("INSERT INTO event_suppliers VALUES (?, ?, ?, ?)", event_suppliers)
    con.executemany("INSERT INTO room_bookings VALUES (?, ?, ?, ?, ?, ?, ?)", rooms)
