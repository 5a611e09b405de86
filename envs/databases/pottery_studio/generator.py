"""The ``pottery_studio`` database's seeded generator: ``populate(con, rng)`` fills the tables of
``vocabulary.SCHEMA`` from the vocabularies there and a seeded ``random.Random``.

The timetable of tasters and six-week courses is laid out first and filled by seasonal demand; some students go
on to join as members, and memberships are played out in date order (shelves are handed out as they come free).
Students and members make pieces, which queue for the kilns: firing days are played out one by one, the pieces
crack or come through, get glazed, fired again and collected. Shop sales, gift vouchers and private parties run
alongside. Customers are numbered in the order the studio first met them.
"""

from __future__ import annotations

import heapq
import random
import sqlite3
from datetime import date, timedelta

from envs.databases.draws import days_between, iso, poisson, random_day, weighted_pairs
from envs.databases.pottery_studio.vocabulary import (
    BIG_KILN_DOWN, BOOKING_STATUS, CANCELLED_UNPAID_RATE, CANCEL_REASONS, CASH_RATE, CASH_SALE_RATE, CLAY_BODIES,
    CLOSED, COLLECT_DAYS, COURSE_DEMAND, COURSE_FILL, COURSE_NO_SHOW, COURSE_PRICES, COURSE_SLOTS, COURSE_TYPES,
    COVER_RATE, CRACK_BISQUE, CRACK_GLAZE, DEPOSIT_SHARE, DEPOSIT_UNPAID_RATE, DRY_DAYS, EMAIL_DOMAINS, FIRING_DAYS,
    FIRING_FEE_PER_KG, FIRST_NAMES, FOUNDING_MEMBERS, GLAZES, GLAZE_AFFINITY, GLAZE_DAYS, GLAZE_FAULT, GROWTH,
    HEADCOUNT_CHANGE, HEARD_FROM, KILNS, LAPSE_SHARE, LAST_NAMES, LEAD_DAYS, MAKING, MEMBER_DISCOUNT, MEMBER_JOINS,
    MEMBER_SHOP_VISITS, MEMBER_WEIGHT, MIN_TO_RUN, MONTHLY_LEAVE_RATE, NEVER_COLLECTED, NEW_MEMBERS_A_MONTH,
    NO_EMAIL_RATE, NO_HEARD_RATE, NO_PHONE_RATE, NO_TOWN_RATE, OPENED, OTHER_GLAZE_FAULT, OWNER_TUTORS,
    PARTIES_A_MONTH, PARTY_CANCEL_RATE, PARTY_LEAD_DAYS, PARTY_TYPES, PIECES_A_MONTH, PLANS, QUIET_MAKING,
    QUIET_MEMBER_RATE, REJOIN_RATE, SHELVES, SHOP_ITEMS, STAFF, STUDENT_CRACK, STUDENT_JOINS, SUMMER_TERM_SLOTS,
    TARIFF, TASTER_FILL, TASTER_SLOTS, TERM_STARTS, TEST_KILN_RATE, TODAY, TOP_TEMP, TOWNS, UNASSIGNED_TUTOR_RATE,
    UNGLAZED_RATE, UNRECORDED_FIRER, VOUCHER_A_DAY, VOUCHER_KIND, VOUCHER_PAY, WALK_IN_SALES, WALK_IN_UNNOTED,
)

MEMBER_COURSE_RATE = 0.06  # six-week course places taken by a member (at the member discount)
REPEAT_STUDENT_RATE = {"Taster Session": 0.04, "Wheel Throwing Course": 0.3, "Hand Building Course": 0.2}
UPCOMING_REFUND_RATE = 0.04  # places on courses still to come already refunded
PARTY_GUEST_ORGANISER = 0.1  # parties organised by someone we already know


# ---------------------------------------------------------------- calendar and prices

def is_closed(day: date) -> bool:
    (m1, d1), (m2, d2) = CLOSED
    return (day.month == m1 and day.day >= d1) or (day.month == m2 and day.day <= d2)


def price_on(changes: list[tuple[date, float]], day: date) -> float:
    price = changes[0][1]
    for since, value in changes:
        if day >= since:
            price = value
    return price


def course_price(course_type: str, day: date) -> float:
    column = ["Taster Session", "Wheel Throwing Course", "Hand Building Course"].index(course_type) + 1
    return price_on([(row[0], row[column]) for row in COURSE_PRICES], day)


def add_months(day: date, months: int) -> date:
    month = day.month - 1 + months
    year, month = day.year + month // 12, month % 12 + 1
    return date(year, month, min(day.day, 28 if month == 2 else 30 if month in (4, 6, 9, 11) else 31))


def employed(day: date, roles: tuple) -> tuple[list[int], list[float]]:
    ids, weights = [], []
    for staff_id, (_, _, role, hired, left, _, weight) in enumerate(STAFF, start=1):
        if role in roles and date.fromisoformat(hired) <= day and (left is None or day <= date.fromisoformat(left)):
            ids.append(staff_id)
            weights.append(weight)
    return ids, weights


def pick_tutor(rng: random.Random, day: date, avoid: int | None = None) -> int:
    ids, weights = employed(day, OWNER_TUTORS)
    pairs = [(i, w) for i, w in zip(ids, weights) if i != avoid] or list(zip(ids, weights))
    return weighted_pairs(rng, pairs)


# ---------------------------------------------------------------- customers

class Customers:
    """Everyone the studio has met; ids are renumbered by the day first seen when the tables are written."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        self.rows: list[dict] = []

    def new(self, day: date, heard: str | None = "draw") -> int:
        rng = self.rng
        first, last = rng.choice(FIRST_NAMES), rng.choice(LAST_NAMES)
        cid = len(self.rows) + 1
        local = f"{first}.{last}".lower()
        self.rows.append({
            "id": cid, "first": first, "last": last,
            "email": f"{local}{cid}@{rng.choice(EMAIL_DOMAINS)}" if rng.random() >= NO_EMAIL_RATE else None,
            "phone": f"07{rng.randint(100, 999)} {rng.randint(100000, 999999)}" if rng.random() >= NO_PHONE_RATE
            else None,
            "town": weighted_pairs(rng, TOWNS) if rng.random() >= NO_TOWN_RATE else None,
            "seen": day,
            "heard": (weighted_pairs(rng, HEARD_FROM) if rng.random() >= NO_HEARD_RATE else None)
            if heard == "draw" else heard,
        })
        return cid

    def seen(self, cid: int, day: date) -> None:
        row = self.rows[cid - 1]
        row["seen"] = min(row["seen"], day)


# ---------------------------------------------------------------- the timetable and its bookings

def make_courses(rng: random.Random) -> list[dict]:
    courses = []
    for day in days_between(OPENED, TODAY + timedelta(days=35)):
        if is_closed(day):
            continue
        for weekday, time, months in TASTER_SLOTS:
            if day.weekday() == weekday and (months is None or day.month in months):
                courses.append({"type": "Taster Session", "start": day, "time": time})
    for year in (2023, 2024, 2025, 2026):
        for month, about in TERM_STARTS:
            slots = COURSE_SLOTS[:SUMMER_TERM_SLOTS] if month == 6 else COURSE_SLOTS
            for course_type, weekday, time in slots:
                start = date(year, month, about)
                start += timedelta(days=(weekday - start.weekday()) % 7)
                if OPENED <= start <= TODAY + timedelta(days=35):
                    courses.append({"type": course_type, "start": start, "time": time})
    courses.sort(key=lambda c: (c["start"], c["time"], c["type"]))
    for course_id, c in enumerate(courses, start=1):
        sessions, capacity, _, _ = COURSE_TYPES[c["type"]]
        c.update(id=course_id, sessions=sessions, capacity=capacity, price=course_price(c["type"], c["start"]),
                 tutor=pick_tutor(rng, c["start"]))
        c["dates"] = [c["start"] + timedelta(weeks=k) for k in range(sessions)]
    return courses


def book_courses(rng: random.Random, courses: list[dict]) -> list[dict]:
    """Fill every course by its month's demand; a booking's customer is 'new', a repeat student or a member."""
    bookings, students = [], []  # students: (customer key, last day) of earlier attendees
    for c in courses:
        taster = c["type"] == "Taster Session"
        fill = TASTER_FILL if taster else COURSE_FILL
        mean = fill * COURSE_DEMAND[c["start"].month - 1] * GROWTH[min(c["start"].year, 2025)]
        wanted = min(c["capacity"], poisson(rng, mean))
        low, high = LEAD_DAYS[c["type"]]
        places = []
        for _ in range(wanted):
            booked = max(date(2023, 5, 1), c["start"] - timedelta(days=rng.randint(low, high)))
            if booked > TODAY:
                continue
            earlier = [s for s in students if s[1] < booked]
            if earlier and rng.random() < REPEAT_STUDENT_RATE[c["type"]]:
                who = ("customer", rng.choice(earlier[-400:])[0])
            elif not taster and rng.random() < MEMBER_COURSE_RATE:
                who = ("member", None)
            else:
                who = ("new", None)
            places.append({"course": c, "booked": booked, "who": who})
        called_off = len(places) < MIN_TO_RUN and c["start"] - timedelta(days=7) <= TODAY
        if called_off:
            c["status"] = "Cancelled"
        elif c["start"] >= TODAY:
            c["status"] = "Upcoming"
        elif c["dates"][-1] < TODAY:
            c["status"] = "Completed"
        else:
            c["status"] = "Running"
        places.sort(key=lambda p: p["booked"])
        for p in places:
            month = p["booked"].month - 1
            p["method"] = ("Gift Voucher" if rng.random() < VOUCHER_PAY[month]
                           else "Cash" if rng.random() < CASH_RATE else "Card")
            if called_off:
                p["status"] = "Refunded"
            elif c["status"] == "Upcoming":
                p["status"] = "Refunded" if rng.random() < UPCOMING_REFUND_RATE else "Booked"
            else:
                p["status"] = weighted_pairs(rng, BOOKING_STATUS if taster else COURSE_NO_SHOW)
            bookings.append(p)
            if p["status"] == "Attended" and p["who"][0] != "member":
                students.append((p, c["dates"][-1]))
    # repeat students point at an earlier booking; resolved to a customer when customers are made
    return bookings


def resolve_students(customers: Customers, bookings: list[dict]) -> None:
    for b in bookings:
        kind, ref = b["who"]
        if kind == "new":
            b["customer"] = customers.new(b["booked"])
        elif kind == "customer":
            b["customer"] = ref["customer"]
            customers.seen(b["customer"], b["booked"])


def student_joiners(rng: random.Random, bookings: list[dict]) -> list[tuple[date, int]]:
    """Attendees who liked it enough to join: (join day, customer)."""
    joins, done = [], set()
    for b in bookings:
        if b["status"] == "Attended" and "customer" in b and b["customer"] not in done:
            if rng.random() < STUDENT_JOINS:
                day = b["course"]["dates"][-1] + timedelta(days=rng.randint(1, 60))
                if day <= TODAY:
                    joins.append((day, b["customer"]))
                    done.add(b["customer"])
    return joins


# ---------------------------------------------------------------- memberships

def make_memberships(rng: random.Random, customers: Customers, joiners: list[tuple[date, int]]) -> list[dict]:
    events = [(OPENED, 0, None) for _ in range(FOUNDING_MEMBERS)]
    month = date(OPENED.year, OPENED.month, 1)
    while month <= TODAY:
        rate = NEW_MEMBERS_A_MONTH * MEMBER_JOINS[month.month - 1] * GROWTH[month.year]
        for _ in range(poisson(rng, rate)):
            day = random_day(rng, max(month, OPENED), min(add_months(month, 1) - timedelta(days=1), TODAY))
            events.append((day, 0, None))
        month = add_months(month, 1)
    events += [(day, 0, cid) for day, cid in joiners]
    events = [(day, k, cid) for k, (day, _, cid) in enumerate(sorted(events, key=lambda e: (e[0], e[2] or 0)))]
    heapq.heapify(events)
    shelves = {n: OPENED for n in range(1, SHELVES + 1)}  # shelf -> free from
    memberships = []
    counter = len(events)
    plans = [(name, weight) for name, (weight, _) in PLANS.items()]
    while events:
        start, _, cid = heapq.heappop(events)
        if cid is None:
            cid = customers.new(start)
        customers.seen(cid, start)
        plan = weighted_pairs(rng, plans)
        shelf = None
        if plan == "Open Access + Shelf":
            free = [n for n, since in sorted(shelves.items()) if since <= start]
            if free:
                shelf = free[0]
            else:
                plan = "Open Access"
        months = 1
        while rng.random() >= MONTHLY_LEAVE_RATE:
            months += 1
        end = add_months(start, months) - timedelta(days=1)
        m = {"customer": cid, "plan": plan, "start": start, "shelf": shelf,
             "fee": price_on(PLANS[plan][1], start),
             "making": rng.uniform(*QUIET_MAKING) if rng.random() < QUIET_MEMBER_RATE else rng.lognormvariate(0, 0.4)}
        if end >= TODAY:
            m.update(end=None, status="Active", reason=None)
            if shelf:
                shelves[shelf] = date.max
        else:
            lapsed = rng.random() < LAPSE_SHARE
            m.update(end=end, status="Lapsed" if lapsed else "Cancelled",
                     reason=None if lapsed else weighted_pairs(rng, CANCEL_REASONS))
            if shelf:
                shelves[shelf] = end + timedelta(days=rng.randint(1, 10))
            if rng.random() < REJOIN_RATE:
                back = end + timedelta(days=rng.randint(45, 300))
                if back <= TODAY:
                    counter += 1
                    heapq.heappush(events, (back, counter, cid))
        memberships.append(m)
    memberships.sort(key=lambda m: (m["start"], m["customer"]))
    return memberships


def member_on(memberships: list[dict], day: date) -> list[int]:
    return [m["customer"] for m in memberships if m["start"] <= day and (m["end"] or TODAY) >= day]


def resolve_members(rng: random.Random, customers: Customers, bookings: list[dict], memberships: list[dict]) -> None:
    for b in bookings:
        if b["who"][0] != "member":
            continue
        members = member_on(memberships, b["booked"])
        b["customer"] = rng.choice(members) if members else customers.new(b["booked"])
        b["member"] = bool(members)
        customers.seen(b["customer"], b["booked"])


def booking_amount(b: dict) -> float:
    price = b["course"]["price"]
    return round(price * MEMBER_DISCOUNT, 2) if b.get("member") else price


# ---------------------------------------------------------------- pieces and the kilns

def draw_weight(rng: random.Random, mu: float, sigma: float) -> float:
    return round(min(4.5, max(0.15, rng.lognormvariate(mu, sigma))), 2)


def make_pieces(rng: random.Random, bookings: list[dict], memberships: list[dict]) -> list[dict]:
    pieces = []
    for b in bookings:
        c = b["course"]
        if b["status"] != "Attended":
            continue
        _, _, (low, high), (mu, sigma) = COURSE_TYPES[c["type"]]
        making_days = c["dates"][:1] if c["sessions"] == 1 else c["dates"][:4]
        for _ in range(rng.randint(low, high)):
            made = rng.choice(making_days)
            if made >= TODAY:
                continue
            pieces.append({"customer": b["customer"], "course": c, "made": made, "kind": "student",
                           "weight": draw_weight(rng, mu, sigma)})
    for m in memberships:
        last = min(m["end"] or TODAY, TODAY - timedelta(days=1))
        month = m["start"]
        while month <= last:
            days = [d for d in days_between(month, min(add_months(month, 1) - timedelta(days=1), last))
                    if not is_closed(d)]
            rate = PIECES_A_MONTH[m["plan"]] * MAKING[month.month - 1] * m["making"] * len(days) / 30.4
            count = poisson(rng, rate) if days else 0
            for _ in range(count):
                pieces.append({"customer": m["customer"], "course": None, "made": rng.choice(days), "kind": "member",
                               "weight": draw_weight(rng, *MEMBER_WEIGHT)})
            month = add_months(month, 1)
    body_by_customer: dict[int, str] = {}
    for p in pieces:  # a member mostly sticks to one clay; students get what the tutor hands out
        if p["kind"] == "member":
            usual = body_by_customer.setdefault(p["customer"], weighted_pairs(rng, CLAY_BODIES))
            p["body"] = usual if rng.random() < 0.8 else weighted_pairs(rng, CLAY_BODIES)
        else:
            p["body"] = "Buff Stoneware" if rng.random() < 0.85 else "Grogged Stoneware"
        p["ready"] = p["made"] + timedelta(days=rng.randint(*DRY_DAYS))
        p.update(bisque=None, glaze_firing=None, glaze=None, status="In Progress", final=None)
    pieces.sort(key=lambda p: (p["made"], p["customer"], p["weight"]))
    return pieces


def kiln_available(kiln: str, day: date) -> bool:
    return not (kiln == "Big Kiln" and BIG_KILN_DOWN[0] <= day <= BIG_KILN_DOWN[1])


def pack(queue: list[dict], capacity: float) -> list[dict]:
    load, packed = 0.0, []
    for p in queue:
        if load + p["weight"] <= capacity:
            packed.append(p)
            load += p["weight"]
    return packed


def fire_kilns(rng: random.Random, pieces: list[dict]) -> list[dict]:
    """Play out the firing days: bisque then glaze, each kiln fired when there is a load worth firing."""
    firings = []
    waiting = {"Bisque": [], "Glaze": []}
    incoming = sorted(pieces, key=lambda p: p["ready"])
    glaze_incoming: list[tuple[date, int, dict]] = []
    nxt, k = 0, 0
    for day in days_between(OPENED, TODAY - timedelta(days=1)):
        while nxt < len(incoming) and incoming[nxt]["ready"] <= day:
            incoming[nxt]["queued"] = day
            waiting["Bisque"].append(incoming[nxt])
            nxt += 1
        while glaze_incoming and glaze_incoming[0][0] <= day:
            piece = heapq.heappop(glaze_incoming)[2]
            piece["queued"] = day
            waiting["Glaze"].append(piece)
        if is_closed(day):
            continue
        for kind in ("Bisque", "Glaze"):
            if day.weekday() not in FIRING_DAYS[kind] or not waiting[kind]:
                continue
            fired_big = False
            for kiln, capacity, kwh in KILNS:
                queue = waiting[kind]
                if not queue or not kiln_available(kiln, day):
                    continue
                oldest = (day - queue[0]["queued"]).days
                load = sum(p["weight"] for p in queue)
                if kiln == "Test Kiln":
                    if rng.random() >= TEST_KILN_RATE:
                        continue
                elif load < 0.55 * capacity and oldest < 8:
                    continue
                elif kiln == "Middle Kiln" and kiln_available("Big Kiln", day) and not fired_big and oldest < 8:
                    continue  # a part load waits for the big kiln rather than going in the small one
                packed = pack(queue, capacity)
                if not packed:
                    continue
                firing = {"id": len(firings) + 1, "kiln": kiln, "type": kind, "day": day, "capacity": capacity,
                          "kwh": kwh[0 if kind == "Bisque" else 1], "load": sum(p["weight"] for p in packed)}
                firings.append(firing)
                fired_big = fired_big or kiln == "Big Kiln"
                chosen = {id(p) for p in packed}
                waiting[kind] = [p for p in queue if id(p) not in chosen]
                for p in packed:
                    k += 1
                    after = outcome(rng, p, firing)
                    if after is not None:
                        heapq.heappush(glaze_incoming, (after, k, p))
    return firings


def outcome(rng: random.Random, p: dict, firing: dict) -> date | None:
    """What the firing did to the piece; the day it is glazed and ready for the glaze kiln, if it goes on."""
    day = firing["day"]
    student = p["kind"] == "student"
    if firing["type"] == "Bisque":
        p["bisque"] = firing
        crack = CRACK_BISQUE[p["body"]] * (STUDENT_CRACK if student else 1.0) * (1 + 0.2 * p["weight"])
        if rng.random() < crack:
            p["status"] = "Cracked"
            return None
        if not student and rng.random() < UNGLAZED_RATE:
            p["final"] = day + timedelta(days=2)
            return None
        if student and p["course"]["sessions"] == 6:
            later = [d for d in p["course"]["dates"][4:] if d > day]
            glazed = later[0] if later else day + timedelta(days=rng.randint(5, 12))
        else:
            glazed = day + timedelta(days=rng.randint(*GLAZE_DAYS) if not student else rng.randint(4, 10))
        if glazed <= TODAY:
            affinity = GLAZE_AFFINITY.get(p["body"], {})
            p["glaze"] = weighted_pairs(rng, [(glaze, w * affinity.get(glaze, 1.0)) for glaze, w in GLAZES])
        return glazed
    p["glaze_firing"] = firing
    if rng.random() < CRACK_GLAZE * (STUDENT_CRACK if student else 1.0):
        p["status"] = "Cracked"
    elif rng.random() < GLAZE_FAULT.get(p["glaze"], OTHER_GLAZE_FAULT):
        p["status"] = "Glaze Fault"
    else:
        p["final"] = day + timedelta(days=2)
    return None


def piece_rows(rng: random.Random, pieces: list[dict], ids: dict[int, int]) -> list[tuple]:
    rows = []
    for piece_id, p in enumerate(pieces, start=1):
        collected = None
        if p["final"] is not None and p["final"] <= TODAY:
            p["status"] = "Ready To Collect"
            if rng.random() >= NEVER_COLLECTED[p["kind"]]:
                day = p["final"] + timedelta(days=rng.randint(*COLLECT_DAYS[p["kind"]]))
                if day <= TODAY:
                    p["status"], collected = "Collected", iso(day)
        fee = None
        if p["kind"] == "member" and p["bisque"] is not None:
            fee = round(p["weight"] * price_on(FIRING_FEE_PER_KG, p["bisque"]["day"]), 2)
        rows.append((piece_id, ids[p["customer"]], p["course"]["id"] if p["course"] else None, iso(p["made"]),
                     p["body"], p["weight"], p["glaze"], p["bisque"]["id"] if p["bisque"] else None,
                     p["glaze_firing"]["id"] if p["glaze_firing"] else None, p["status"], fee, collected))
    return rows


def firing_rows(rng: random.Random, firings: list[dict]) -> list[tuple]:
    rows = []
    for f in firings:
        low, high = TOP_TEMP[f["type"]]
        share = 0.55 + 0.45 * f["load"] / f["capacity"]
        cost = round(f["kwh"] * share * price_on(TARIFF, f["day"]) * rng.uniform(0.95, 1.05), 2)
        ids, _ = employed(f["day"], ("Kiln Technician",))
        if not ids or rng.random() < 0.12:
            ids, _ = employed(f["day"], ("Owner", "Studio Manager"))
        firer = rng.choice(ids) if rng.random() >= UNRECORDED_FIRER else None
        rows.append((f["id"], f["kiln"], f["type"], iso(f["day"]), rng.randint(low, high), round(f["load"], 2), cost,
                     firer))
    return rows


# ---------------------------------------------------------------- shop and parties

def shop_price(item: tuple, day: date) -> float:
    category, name, _, changes, _ = item
    if name == "Taster Voucher":
        return course_price("Taster Session", day)
    if name == "Course Voucher":
        return course_price("Wheel Throwing Course", day)
    return price_on(changes, day)


def make_sales(rng: random.Random, customers: Customers, memberships: list[dict]) -> list[dict]:
    goods = [item for item in SHOP_ITEMS if item[4] > 0]
    vouchers = {item[1]: item for item in SHOP_ITEMS if item[0] == "Gift Voucher"}
    sales = []

    def sell(day: date, item: tuple, customer: int | None) -> None:
        unit = item[2]
        quantity = (float(rng.choice([1, 1, 1, 2, 2, 3])) if unit == "bag"
                    else rng.choice([0.5, 1.0, 1.0, 1.5, 2.0]) if unit == "kg" else 1.0)
        price = shop_price(item, day)
        method = "Cash" if rng.random() < CASH_SALE_RATE else "Card"
        sales.append({"day": day, "customer": customer, "category": item[0], "item": item[1], "quantity": quantity,
                      "unit": unit, "price": price, "total": round(quantity * price, 2), "method": method})
        if customer is not None:
            customers.seen(customer, day)

    for m in memberships:
        last = m["end"] or TODAY
        for _ in range(poisson(rng, MEMBER_SHOP_VISITS * max(1, (last - m["start"]).days) / 30.4)):
            day = random_day(rng, m["start"], last)
            if not is_closed(day):
                sell(day, weighted_pairs(rng, [(item, item[4]) for item in goods]), m["customer"])
    walk_in_goods = [(item, item[4] * (2 if item[0] == "Tools" else 1)) for item in goods]
    for day in days_between(OPENED, TODAY):
        if is_closed(day):
            continue
        for _ in range(poisson(rng, WALK_IN_SALES)):
            who = None if rng.random() < WALK_IN_UNNOTED else customers.new(day)
            sell(day, weighted_pairs(rng, walk_in_goods), who)
        rate = VOUCHER_A_DAY[day.month - 1] * (1.0 if day.month != 12 or day.day < 20 else 1.6)
        for _ in range(poisson(rng, rate * GROWTH[day.year])):
            buyer = customers.new(day) if rng.random() >= 0.15 else None
            sell(day, vouchers[weighted_pairs(rng, VOUCHER_KIND)], buyer)
    sales.sort(key=lambda s: (s["day"], s["category"], s["item"]))
    return sales


def make_parties(rng: random.Random, customers: Customers, known: list[int]) -> list[dict]:
    parties = []
    total_weight = sum(t[1] for t in PARTY_TYPES)
    for day in days_between(OPENED, TODAY + timedelta(days=90)):
        if is_closed(day):
            continue
        for name, weight, months, weekdays, (low, high), prices in PARTY_TYPES:
            if day.weekday() not in weekdays:
                continue
            rate = PARTIES_A_MONTH * weight / total_weight * months[day.month - 1] / (len(weekdays) * 4.35)
            if rng.random() >= rate * GROWTH[min(day.year, 2025)]:
                continue
            booked = day - timedelta(days=rng.randint(*PARTY_LEAD_DAYS))
            if booked > TODAY:
                continue
            booked = max(booked, date(2023, 5, 1))
            organiser = rng.choice(known) if known and rng.random() < PARTY_GUEST_ORGANISER else None
            if organiser is None:
                organiser = customers.new(booked)
            customers.seen(organiser, booked)
            size = rng.randint(low, high)
            price = price_on(prices, booked)
            deposit = float(round(DEPOSIT_SHARE * size * price))
            paid = booked + timedelta(days=rng.randint(0, 7))
            past = day < TODAY
            cancelled = rng.random() < PARTY_CANCEL_RATE * (1.0 if past else 0.4)
            if cancelled:
                status, total = "Cancelled", None
                if rng.random() < CANCELLED_UNPAID_RATE or paid > TODAY:
                    paid = None
            elif past:
                status = "Completed"
                total = round(max(4, size + rng.randint(*HEADCOUNT_CHANGE)) * price, 2)
            else:
                status, total = "Confirmed", None
                if paid > TODAY or rng.random() < DEPOSIT_UNPAID_RATE:
                    paid = None
            tutor = pick_tutor(rng, min(day, TODAY))
            if status == "Confirmed" and rng.random() < UNASSIGNED_TUTOR_RATE or status == "Cancelled":
                tutor = None
            parties.append({"customer": organiser, "type": name, "day": day, "size": size, "price": price,
                            "deposit": deposit, "paid": paid, "status": status, "total": total, "tutor": tutor})
    return parties


# ---------------------------------------------------------------- all tables

def populate(con: sqlite3.Connection, rng: random.Random) -> None:
    staff = [(i, first, last, role, hired, left, rate)
             for i, (first, last, role, hired, left, rate, _) in enumerate(STAFF, start=1)]
    customers = Customers(rng)
    courses = make_courses(rng)
    bookings = book_courses(rng, courses)
    resolve_students(customers, bookings)
    memberships = make_memberships(rng, customers, student_joiners(rng, bookings))
    resolve_members(rng, customers, bookings, memberships)
    pieces = make_pieces(rng, bookings, memberships)
    firings = fire_kilns(rng, pieces)
    sales = make_sales(rng, customers, memberships)
    known = sorted({b["customer"] for b in bookings} | {m["customer"] for m in memberships})
    parties = make_parties(rng, customers, known)

    order = sorted(customers.rows, key=lambda c: (c["seen"], c["id"]))
    ids = {c["id"]: new_id for new_id, c in enumerate(order, start=1)}
    customer_rows = [(ids[c["id"]], c["first"], c["last"], c["email"], c["phone"], c["town"], iso(c["seen"]),
                      c["heard"]) for c in order]
    membership_rows = [(k, ids[m["customer"]], m["plan"], iso(m["start"]), iso(m["end"]) if m["end"] else None,
                        m["status"], m["fee"], m["shelf"], m["reason"]) for k, m in enumerate(memberships, start=1)]
    course_rows = [(c["id"], c["type"], c["tutor"], iso(c["start"]), c["time"], c["sessions"], c["capacity"],
                    c["price"], c["status"]) for c in courses]
    session_rows = []
    for c in courses:
        if c["status"] == "Cancelled":
            continue
        for number, day in enumerate(c["dates"], start=1):
            ids_on, _ = employed(day, OWNER_TUTORS)
            tutor = c["tutor"]
            if tutor not in ids_on or rng.random() < COVER_RATE:
                tutor = pick_tutor(rng, day, avoid=c["tutor"])
            session_rows.append((len(session_rows) + 1, c["id"], number, iso(day), tutor))
    bookings.sort(key=lambda b: (b["booked"], b["course"]["id"]))
    booking_rows = [(k, b["course"]["id"], ids[b["customer"]], iso(b["booked"]), booking_amount(b), b["method"],
                     b["status"]) for k, b in enumerate(bookings, start=1)]
    sale_rows = [(k, iso(s["day"]), ids[s["customer"]] if s["customer"] else None, s["category"], s["item"],
                  s["quantity"], s["unit"], s["price"], s["total"], s["method"]) for k, s in enumerate(sales, start=1)]
    party_rows = [(k, ids[p["customer"]], p["type"], iso(p["day"]), p["size"], p["price"], p["deposit"],
                   iso(p["paid"]) if p["paid"] else None, p["status"], p["total"], p["tutor"])
                  for k, p in enumerate(parties, start=1)]

    con.executemany("INSERT INTO staff VALUES (?, ?, ?, ?, ?, ?, ?)", staff)
    con.executemany("INSERT INTO customers VALUES (?, ?, ?, ?, ?, ?, ?, ?)", customer_rows)
    con.executemany("INSERT INTO memberships VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", membership_rows)
    con.executemany("INSERT INTO courses VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", course_rows)
    con.executemany("INSERT INTO course_sessions VALUES (?, ?, ?, ?, ?)", session_rows)
    con.executemany("INSERT INTO bookings VALUES (?, ?, ?, ?, ?, ?, ?)", booking_rows)
    con.executemany("INSERT INTO firings VALUES (?, ?, ?, ?, ?, ?, ?, ?)", firing_rows(rng, firings))
    con.executemany("INSERT INTO pieces VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", piece_rows(rng, pieces, ids))
    con.executemany("INSERT INTO shop_sales VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", sale_rows)
    con.executemany("INSERT INTO parties VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", party_rows)
