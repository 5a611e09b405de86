"""Deterministic builder of the ``climbing_gym`` database: ``populate(con, rng)`` fills the tables from the
vocabularies and rates in ``vocabulary.py``.

The order of the draws is part of the data: walls and routes first, then casual climbers (day passes and 10-visit
cards), the courses, the memberships (founders, new joiners, and the first-timers and beginners who signed up
after a visit or a course, some of them cancelling and rejoining), the members' own courses, their check-ins and
direct debits, and last the café and shop's till. Ids are handed out at the end, in date order.
"""

from __future__ import annotations

import random
import sqlite3
from datetime import date, timedelta

from envs.databases.climbing_gym.vocabulary import (
    AGES, AREAS, BOARD_GRADES, BOARD_RESET, BOOKING_OUTCOMES, BOULDER_GRADES, CAFE_RATE, CAFE_WEIGHTS,
    CANCEL_AFTER_PAUSE, CANCEL_MONTH, CANCEL_PER_MONTH, CANCEL_REASONS, CARDS_PER_DAY, CARD_ABANDON, CARD_GAP_DAYS,
    CARD_VALID_DAYS, CASH_SHARE, CASUAL_JOINS, CASUAL_WEEKDAY, CLOSING, CONCESSION_SHARE, COURSES, COURSE_FILL,
    DAY_PASSES_PER_DAY, DOUBLE_QUANTITY_RATE, EARLY_STRIP_RATE, EMAIL_DOMAINS, FAILED_DEBIT_RATE, FAMILY_VISITS,
    FIRST_NAMES, FOUNDING_MEMBERS, HOLD_COLOURS, INSTRUCTOR_ROLES, INTRO_JOINS, JOINS_PER_DAY, JOIN_MONTH,
    KIDS_GRADES, KIDS_POOL, KIDS_REGULARS, LAST_NAMES, MAX_VISITS_PER_WEEK, MEMBER_SHOP_DISCOUNT, NAMED_ROUTE_RATE,
    NO_AREA_RATE, NO_BIRTH_DATE_RATE, NO_CANCEL_REASON, NO_EMAIL_RATE, NO_PAUSE_REASON, NO_PHONE_RATE,
    OFF_PEAK_HOURS, OPENED, PASS_TYPES, PAUSE_MONTHS, PAUSE_PER_MONTH, PAUSE_REASONS, PLANS, PLAN_WEIGHTS,
    PRICE_RISES, PRODUCTS, REJOIN_DAYS, REJOIN_RATE, REPEAT_CASUAL, ROPE_GRADES, ROUTES_PER_RESET, ROUTE_WORDS_A,
    ROUTE_WORDS_B, SCHEDULE_AHEAD, SECOND_ITEM_RATE, SESSION_CANCEL_RATE, SETTING_ROLES, SHOE_HIRE_CASUAL,
    SHOE_HIRE_FIRST, SHOE_HIRE_MEMBER, SHOP_RATE, SHOP_WEIGHTS, STAFF, STUDENT_JUNE_CANCEL, STUDENT_TERM_BOOST,
    TILL_LOAD, TILL_ROLES, TODAY, UNASSIGNED_FUTURE, UNNOTED_STAFF_RATE, UNRECORDED_SETTER, UNSCANNED_CAFE,
    VISITS_PER_WEEK, VISIT_MONTH, VISIT_WEEKDAY, WALK_IN_CAFE_PER_DAY, WALLS, WEEKDAY_HOURS, WEEKEND_HOURS,
)
from envs.databases.draws import days_between, iso, poisson, random_day, weighted, weighted_pairs


def period(day: date) -> int:
    """Which price applies on ``day``: 0 before the first rise, then 1, then 2."""
    return sum(day >= rise for rise in PRICE_RISES)


def add_months(start: date, months: int) -> date:
    """The billing day ``months`` after ``start`` (debits fall on the 28th at the latest)."""
    month = start.month - 1 + months
    return date(start.year + month // 12, month % 12 + 1, min(start.day, 28)) if months else start


def stamp(day: date, minute: int) -> str:
    return f"{iso(day)} {minute // 60:02d}:{minute % 60:02d}"


def arrival_minute(rng: random.Random, day: date, off_peak: bool = False) -> int:
    hours = OFF_PEAK_HOURS if off_peak else (WEEKEND_HOURS if day.weekday() >= 5 else WEEKDAY_HOURS)
    return weighted(rng, list(hours), list(hours.values())) * 60 + rng.randint(0, 59)


def employed(day: date, roles: tuple[str, ...]) -> list[tuple[int, str]]:
    """(staff_id, role) of the staff in ``roles`` working on ``day``."""
    return [(i, role) for i, (_, _, role, hired, left) in enumerate(STAFF, start=1)
            if role in roles and hired <= iso(day) and (left is None or iso(day) <= left)]


class Climbers:
    """Everyone who signed a waiver, with a temporary id; real ids are handed out in registration order."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        self.rows: list[dict] = []

    def new(self, day: date, kind: str) -> int:
        rng = self.rng
        first, last = rng.choice(FIRST_NAMES), rng.choice(LAST_NAMES)
        low, high = AGES[kind]
        born = day - timedelta(days=rng.randint(low * 365, high * 365 + 364))
        adult = kind != "kid"
        email = None
        if adult and rng.random() >= NO_EMAIL_RATE:
            email = f"{first.lower()}.{last.lower()}{rng.randint(1, 99)}@{rng.choice(EMAIL_DOMAINS)}"
        phone = f"07{rng.randint(100, 999)} {rng.randint(100000, 999999)}" if rng.random() >= NO_PHONE_RATE else None
        self.rows.append({
            "id": len(self.rows) + 1, "first": first, "last": last, "email": email, "phone": phone,
            "born": None if rng.random() < NO_BIRTH_DATE_RATE else iso(born),
            "area": None if rng.random() < NO_AREA_RATE else weighted_pairs(rng, AREAS), "registered": day,
        })
        return len(self.rows)

    def id_map(self) -> dict[int, int]:
        order = sorted(self.rows, key=lambda c: (c["registered"], c["id"]))
        return {c["id"]: new for new, c in enumerate(order, start=1)}


# ---------------------------------------------------------------- walls and routes

def route_name(rng: random.Random) -> str | None:
    return f"{rng.choice(ROUTE_WORDS_A)} {rng.choice(ROUTE_WORDS_B)}" if rng.random() < NAMED_ROUTE_RATE else None


def make_routes(rng: random.Random) -> list[tuple]:
    """Each wall is set before opening and reset on a rota (a Tuesday or Wednesday): the old problems come down the
    day the new ones go up."""
    routes = []
    for wall_id, (name, section, wall_type, weeks) in enumerate(WALLS, start=1):
        kind = "Kids" if name == "Kids Wall" else wall_type
        grades = KIDS_GRADES if kind == "Kids" else BOARD_GRADES if weeks == 0 else (
            BOULDER_GRADES if wall_type == "Boulder" else ROPE_GRADES)
        day = OPENED - timedelta(days=7 - wall_id % 4)
        up: list[dict] = []
        while day <= TODAY:
            for r in up:
                r["stripped"] = r["stripped"] or day
            setters = employed(day, SETTING_ROLES)
            ids = [s for s, _ in setters]
            crew = rng.sample(ids, k=min(2, len(ids)))
            low, high = ROUTES_PER_RESET[kind]
            if weeks == 0:
                nxt = BOARD_RESET if day < BOARD_RESET else TODAY + timedelta(days=365)
            else:
                nxt = day + timedelta(weeks=weeks + rng.choice([-1, 0, 0, 1]))
                nxt += timedelta(days=(1 - nxt.weekday()) % 7 + rng.choice([0, 0, 1]))
            up = []
            for _ in range(rng.randint(low, high)):
                r = {"wall": wall_id, "wall_name": name, "section": section, "style": wall_type,
                     "setter": None if rng.random() < UNRECORDED_SETTER else rng.choice(crew),
                     "grade": weighted_pairs(rng, grades), "colour": rng.choice(HOLD_COLOURS),
                     "name": route_name(rng), "set": day, "stripped": None}
                if rng.random() < EARLY_STRIP_RATE and (nxt - day).days > 6:
                    early = random_day(rng, day + timedelta(days=3), nxt - timedelta(days=2))
                    r["stripped"] = early if early <= TODAY else None
                up.append(r)
                routes.append(r)
            day = nxt
    routes.sort(key=lambda r: (r["set"], r["wall"]))
    return [(i, r["wall_name"], r["section"], r["style"], r["setter"], r["grade"], r["colour"], r["name"],
             iso(r["set"]), iso(r["stripped"]) if r["stripped"] else None) for i, r in enumerate(routes, start=1)]


# ---------------------------------------------------------------- casual climbers

def pass_price(pass_type: str, day: date) -> float:
    return next(prices for name, prices, _ in PASS_TYPES if name == pass_type)[period(day)]


def make_casual(rng: random.Random, climbers: Climbers) -> tuple[list[dict], list[dict], list[tuple], list[int]]:
    """Day passes and 10-visit cards with their check-ins; also the first-timers who went on to join (day,
    climber) and the pool of casual climbers."""
    passes, visits, joins, pool = [], [], [], []
    for day in days_between(OPENED, TODAY):
        mean = DAY_PASSES_PER_DAY * VISIT_MONTH[day.month - 1] * CASUAL_WEEKDAY[day.weekday()]
        for _ in range(poisson(rng, mean)):
            first_time = not pool or rng.random() >= REPEAT_CASUAL
            if first_time:
                climber = climbers.new(day, "casual")
                pool.append(climber)
                if rng.random() < CASUAL_JOINS:
                    joins.append((day + timedelta(days=rng.randint(3, 30)), climber))
            else:
                climber = rng.choice(pool)
            pass_type = "Concession Day Pass" if rng.random() < CONCESSION_SHARE else "Day Pass"
            minute = arrival_minute(rng, day)
            p = {"climber": climber, "type": pass_type, "day": day, "minute": minute,
                 "price": pass_price(pass_type, day), "visits": 1, "expires": None}
            passes.append(p)
            visits.append({"climber": climber, "day": day, "minute": minute, "type": "Day Pass", "pass": p,
                           "first": first_time})
        for _ in range(poisson(rng, CARDS_PER_DAY * VISIT_MONTH[day.month - 1])):
            climber = rng.choice(pool) if pool and rng.random() < 0.8 else climbers.new(day, "casual")
            minute = arrival_minute(rng, day)
            expires = day + timedelta(days=CARD_VALID_DAYS)
            p = {"climber": climber, "type": "10-Visit Card", "day": day, "minute": minute,
                 "price": pass_price("10-Visit Card", day), "visits": 10, "expires": expires}
            passes.append(p)
            uses = rng.randint(1, 9) if rng.random() < CARD_ABANDON else 10
            used = day
            for k in range(uses):
                if k:
                    used += timedelta(days=max(1, round(rng.expovariate(1 / CARD_GAP_DAYS))))
                    minute = arrival_minute(rng, used)
                if used > min(TODAY, expires):
                    break
                visits.append({"climber": climber, "day": used, "minute": minute, "type": "10-Visit Card",
                               "pass": p, "first": False})
    return passes, visits, joins, pool


# ---------------------------------------------------------------- courses

def make_sessions(rng: random.Random) -> list[dict]:
    sessions = []
    monday = OPENED - timedelta(days=OPENED.weekday())
    last = TODAY + timedelta(days=SCHEDULE_AHEAD)
    for course_id, (_, _, _, _, _, slots, every) in enumerate(COURSES, start=1):
        week = 0
        while monday + timedelta(weeks=week) <= last:
            for weekday, at in slots:
                day = monday + timedelta(weeks=week, days=weekday)
                if week % every or not OPENED <= day <= last:
                    continue
                instructors = [s for s, _ in employed(min(day, TODAY), INSTRUCTOR_ROLES)]
                instructor = rng.choice(instructors)
                if day > TODAY:
                    status = "Scheduled"
                    instructor = None if rng.random() < UNASSIGNED_FUTURE else instructor
                else:
                    status = "Cancelled" if rng.random() < SESSION_CANCEL_RATE else "Ran"
                sessions.append({"course": course_id, "day": day, "at": at, "instructor": instructor,
                                 "status": status, "bookings": []})
            week += 1
    sessions.sort(key=lambda s: (s["day"], s["at"], s["course"]))
    return sessions


def fill_session(rng: random.Random, session: dict, pick_climber) -> None:
    """Book places on a session; ``pick_climber(booked_on)`` chooses who."""
    _, _, _, places, prices, _, _ = COURSES[session["course"] - 1]
    day = session["day"]
    mean = places * COURSE_FILL * VISIT_MONTH[day.month - 1]
    if day > TODAY:
        mean *= max(0.2, 1 - (day - TODAY).days / 25)
    taken = set()
    for _ in range(min(places, poisson(rng, mean))):
        booked = max(OPENED, day - timedelta(days=int(rng.expovariate(1 / 7))))
        if booked > TODAY:
            continue
        climber = pick_climber(booked)
        if climber is None or climber in taken:
            continue
        taken.add(climber)
        if session["status"] == "Cancelled":
            status = "Cancelled"
        elif session["status"] == "Scheduled":
            status = "Cancelled" if rng.random() < 0.05 else "Booked"
        else:
            status = weighted_pairs(rng, BOOKING_OUTCOMES)
        session["bookings"].append({"climber": climber, "booked": booked, "price": prices[period(booked)],
                                    "status": status})


def book_beginners(rng: random.Random, climbers: Climbers, sessions: list[dict],
                   pool: list[int]) -> list[tuple]:
    """Intro, top rope and kids' sessions: mostly newcomers; returns the beginners who went on to join."""
    kids: list[int] = []
    joins = []

    def newcomer(day: date) -> int:
        return rng.choice(pool) if rng.random() < 0.15 else climbers.new(day, "casual")

    def child(day: date) -> int:
        if kids and rng.random() < KIDS_REGULARS:
            return rng.choice(kids[-KIDS_POOL:])
        kids.append(climbers.new(day, "kid"))
        return kids[-1]

    for s in sessions:
        name, level = COURSES[s["course"] - 1][:2]
        if level == "Intermediate":
            continue
        fill_session(rng, s, child if level == "Kids" else newcomer)
        if level == "Beginner":
            for b in s["bookings"]:
                if b["status"] == "Attended" and rng.random() < INTRO_JOINS:
                    joins.append((s["day"] + timedelta(days=rng.randint(1, 45)), b["climber"]))
    return joins


def book_members(rng: random.Random, sessions: list[dict], memberships: list[dict]) -> None:
    """Lead and technique sessions: members whose membership covers the booking day."""
    def member(day: date) -> int | None:
        on = [m["climber"] for m in memberships if m["start"] <= day <= (m["cancelled"] or TODAY)]
        return rng.choice(on) if on else None

    for s in sessions:
        if COURSES[s["course"] - 1][1] == "Intermediate":
            fill_session(rng, s, member)


# ---------------------------------------------------------------- memberships

def lifecycle(rng: random.Random, plan: str, start: date) -> tuple[list[date], list[tuple], date | None]:
    """A membership month by month: the billing days, its pause if any ([(from, until, reason)]) and the last
    day if it was cancelled (a cancellation runs to the end of the month paid for)."""
    billed, pauses, k = [], [], 0
    day = start
    while day <= TODAY:
        billed.append(day)
        nxt = add_months(start, k + 1)
        p = CANCEL_PER_MONTH * CANCEL_MONTH[day.month - 1]
        if plan == "Student" and day.month == 6:
            p += STUDENT_JUNE_CANCEL
        u = rng.random()
        if u < p:
            last = nxt - timedelta(days=1)
            return billed, pauses, last if last <= TODAY else None
        if u < p + PAUSE_PER_MONTH and nxt <= TODAY and not pauses:
            months = rng.randint(*PAUSE_MONTHS)
            until = add_months(start, k + 1 + months) - timedelta(days=1)
            reason = None if rng.random() < NO_PAUSE_REASON else weighted_pairs(rng, PAUSE_REASONS)
            pauses.append((nxt, until, reason))
            if rng.random() < CANCEL_AFTER_PAUSE:
                return billed, pauses, until if until <= TODAY else None
            k += 1 + months
        else:
            k += 1
        day = add_months(start, k)
    return billed, pauses, None


def pick_plan(rng: random.Random, day: date) -> str:
    weights = list(PLAN_WEIGHTS)
    if day.month in (9, 10):
        weights[1] *= STUDENT_TERM_BOOST
    return weighted(rng, [name for name, _ in PLANS], weights)


def make_memberships(rng: random.Random, climbers: Climbers, joins: list[tuple]) -> list[dict]:
    starts: list[tuple[date, int | None]] = []  # (start, existing climber or None for a new one)
    for _ in range(FOUNDING_MEMBERS):
        starts.append((OPENED + timedelta(days=rng.randint(0, 13)), None))
    for day in days_between(OPENED, TODAY):
        for _ in range(poisson(rng, JOINS_PER_DAY * JOIN_MONTH[day.month - 1])):
            starts.append((day, None))
    starts += [(day, climber) for day, climber in joins if day <= TODAY]
    starts.sort(key=lambda s: (s[0], s[1] or 0))
    member_until: dict[int, date] = {}
    memberships = []
    queue = list(starts)
    while queue:
        day, climber = queue.pop(0)
        if climber is not None and member_until.get(climber, date.min) >= day:
            continue  # already a member
        plan = pick_plan(rng, day)
        if climber is None:
            climber = climbers.new(day, "student" if plan == "Student" else "adult")
        billed, pauses, cancelled = lifecycle(rng, plan, day)
        fee = dict(PLANS)[plan][period(day)]
        memberships.append({"climber": climber, "plan": plan, "start": day, "fee": fee, "billed": billed,
                            "pauses": pauses, "cancelled": cancelled,
                            "visits": min(MAX_VISITS_PER_WEEK, rng.lognormvariate(*VISITS_PER_WEEK)
                                          * (FAMILY_VISITS if plan == "Family" else 1.0))})
        member_until[climber] = cancelled or date.max
        if cancelled and rng.random() < REJOIN_RATE:
            back = cancelled + timedelta(days=rng.randint(*REJOIN_DAYS))
            if back <= TODAY:
                queue.append((back, climber))
                queue.sort(key=lambda s: (s[0], s[1] or 0))
    for m in memberships:
        status = "Cancelled" if m["cancelled"] else "Active"
        if status == "Active" and any(f <= TODAY <= u for f, u, _ in m["pauses"]):
            status = "Paused"
        m["status"] = status
        m["reason"] = (None if not m["cancelled"] or rng.random() < NO_CANCEL_REASON
                       else weighted_pairs(rng, CANCEL_REASONS))
    memberships.sort(key=lambda m: (m["start"], m["climber"]))
    return memberships


def member_visits(rng: random.Random, memberships: list[dict]) -> list[dict]:
    visits = []
    for m in memberships:
        off_peak = m["plan"] == "Off-Peak"
        for day in days_between(m["start"], m["cancelled"] or TODAY):
            if any(f <= day <= u for f, u, _ in m["pauses"]) or (off_peak and day.weekday() >= 5):
                continue
            p = m["visits"] / (5 if off_peak else 7) * VISIT_MONTH[day.month - 1] * VISIT_WEEKDAY[day.weekday()]
            if rng.random() < p:
                visits.append({"climber": m["climber"], "day": day, "minute": arrival_minute(rng, day, off_peak),
                               "type": "Membership", "membership": m, "first": False})
    return visits


def payment_rows(rng: random.Random, memberships: list[dict]) -> list[tuple]:
    payments = []
    for m in memberships:
        for day in m["billed"]:
            status = "Failed" if rng.random() < FAILED_DEBIT_RATE else "Paid"
            payments.append((day, m["id"], m["fee"], status))
    payments.sort(key=lambda p: (p[0], p[1]))
    return [(i, mid, iso(day), fee, status) for i, (day, mid, fee, status) in enumerate(payments, start=1)]


# ---------------------------------------------------------------- the till

def product_price(name: str, day: date) -> float:
    return next(prices for n, _, prices, _ in PRODUCTS if n == name)[period(day)]


def make_sales(rng: random.Random, visits: list[dict], sessions: list[dict]) -> list[dict]:
    on_sale = {name: until for name, _, _, until in PRODUCTS}
    span = (TODAY - OPENED).days
    till_pools: dict[date, tuple] = {}
    sales = []

    def sell(day: date, minute: int, name: str, climber: int | None, member: bool) -> None:
        if on_sale[name] is not None and day > on_sale[name]:
            return
        category = next(c for n, c, _, _ in PRODUCTS if n == name)
        if day not in till_pools:
            staff = employed(day, TILL_ROLES)
            till_pools[day] = ([s for s, _ in staff], [TILL_LOAD[r] for _, r in staff])
        ids, loads = till_pools[day]
        cash = CASH_SHARE[0] + (CASH_SHARE[1] - CASH_SHARE[0]) * (day - OPENED).days / span
        quantity = 2 if rng.random() < DOUBLE_QUANTITY_RATE and category != "Hire" else 1
        if category == "Café" and rng.random() < UNSCANNED_CAFE:
            climber = None
        sales.append({"day": day, "minute": minute, "product": name, "quantity": quantity,
                      "price": product_price(name, day),
                      "discount": MEMBER_SHOP_DISCOUNT if member and category == "Shop" else 0.0,
                      "method": "Cash" if rng.random() < cash else "Card", "climber": climber,
                      "staff": weighted(rng, ids, loads) if rng.random() >= UNNOTED_STAFF_RATE else None})

    def cafe_item(day: date) -> str:
        season = 0 if day.month in (10, 11, 12, 1, 2, 3) else 1
        names = [n for n in CAFE_WEIGHTS if on_sale[n] is None or day <= on_sale[n]]
        return weighted(rng, names, [CAFE_WEIGHTS[n][season] for n in names])

    def closing(day: date) -> int:
        return CLOSING["weekend" if day.weekday() >= 5 else "weekday"] - 5

    for v in visits:
        day, minute, member = v["day"], v["minute"], v["type"] == "Membership"
        hire = SHOE_HIRE_MEMBER if member else SHOE_HIRE_FIRST if v["first"] else SHOE_HIRE_CASUAL
        if rng.random() < hire:
            sell(day, minute, "Shoe Hire", v["climber"], member)
        if rng.random() < CAFE_RATE:
            later = min(closing(day), minute + rng.randint(20, 150))
            sell(day, later, cafe_item(day), v["climber"], member)
            if rng.random() < SECOND_ITEM_RATE:
                sell(day, later, cafe_item(day), v["climber"], member)
        if rng.random() < SHOP_RATE:
            item = weighted(rng, list(SHOP_WEIGHTS), list(SHOP_WEIGHTS.values()))
            sell(day, min(closing(day), minute + rng.randint(0, 120)), item, v["climber"], member)
    for s in sessions:
        if COURSES[s["course"] - 1][0] == "Top Rope Induction" and s["status"] == "Ran":
            hour, minute = map(int, s["at"].split(":"))
            for b in s["bookings"]:
                if b["status"] == "Attended" and rng.random() < 0.6:
                    sell(s["day"], hour * 60 + minute - 10, "Harness Hire", b["climber"], False)
    for day in days_between(OPENED, TODAY):
        for _ in range(poisson(rng, WALK_IN_CAFE_PER_DAY * VISIT_MONTH[day.month - 1])):
            sell(day, arrival_minute(rng, day), cafe_item(day), None, False)
    sales.sort(key=lambda s: (s["day"], s["minute"]))
    return sales


# ---------------------------------------------------------------- all tables

def populate(con: sqlite3.Connection, rng: random.Random) -> None:
    climbers = Climbers(rng)
    routes = make_routes(rng)
    passes, casual_visits, casual_joins, pool = make_casual(rng, climbers)
    sessions = make_sessions(rng)
    course_joins = book_beginners(rng, climbers, sessions, pool)
    memberships = make_memberships(rng, climbers, casual_joins + course_joins)
    book_members(rng, sessions, memberships)
    visits = casual_visits + member_visits(rng, memberships)
    visits.sort(key=lambda v: (v["day"], v["minute"], v["climber"]))
    sales = make_sales(rng, visits, sessions)

    ids = climbers.id_map()
    climber_rows = sorted((ids[c["id"]], c["first"], c["last"], c["email"], c["phone"], c["born"], c["area"],
                           iso(c["registered"])) for c in climbers.rows)
    staff = [(i, first, last, role, hired, left) for i, (first, last, role, hired, left) in enumerate(STAFF, 1)]
    for i, m in enumerate(memberships, start=1):
        m["id"] = i
    membership_rows = []
    for m in memberships:
        paused = m["pauses"][0] if m["pauses"] else (None, None, None)
        membership_rows.append((m["id"], ids[m["climber"]], m["plan"], iso(m["start"]), m["fee"], m["status"],
                                iso(paused[0]) if paused[0] else None, iso(paused[1]) if paused[1] else None,
                                paused[2], iso(m["cancelled"]) if m["cancelled"] else None, m["reason"]))
    payments = payment_rows(rng, memberships)
    passes.sort(key=lambda p: (p["day"], p["minute"], ids[p["climber"]]))
    for i, p in enumerate(passes, start=1):
        p["id"] = i
    pass_rows = [(p["id"], ids[p["climber"]], p["type"], stamp(p["day"], p["minute"]), p["price"], p["visits"],
                  iso(p["expires"]) if p["expires"] else None) for p in passes]
    visit_rows = [(i, ids[v["climber"]], stamp(v["day"], v["minute"]), v["type"],
                   v["membership"]["id"] if "membership" in v else None, v["pass"]["id"] if "pass" in v else None)
                  for i, v in enumerate(visits, start=1)]
    session_rows, booking_list = [], []
    for i, s in enumerate(sessions, start=1):
        course, level, hours, places = COURSES[s["course"] - 1][:4]
        session_rows.append((i, course, level, s["instructor"], f"{iso(s['day'])} {s['at']}", hours, places,
                             s["status"]))
        booking_list += [(b["booked"], i, ids[b["climber"]], b["price"], b["status"]) for b in s["bookings"]]
    booking_list.sort(key=lambda b: (b[0], b[1], b[2]))
    booking_rows = [(i, sid, cid, iso(day), price, status)
                    for i, (day, sid, cid, price, status) in enumerate(booking_list, start=1)]
    category = {name: cat for name, cat, _, _ in PRODUCTS}
    sale_rows = [(i, stamp(s["day"], s["minute"]), s["product"], category[s["product"]], s["quantity"], s["price"],
                  s["discount"], round(s["quantity"] * s["price"] * (1 - s["discount"]), 2), s["method"],
                  ids[s["climber"]] if s["climber"] else None, s["staff"]) for i, s in enumerate(sales, start=1)]

    con.executemany("INSERT INTO staff VALUES (?, ?, ?, ?, ?, ?)", staff)
    con.executemany("INSERT INTO climbers VALUES (?, ?, ?, ?, ?, ?, ?, ?)", climber_rows)
    con.executemany("INSERT INTO memberships VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", membership_rows)
    con.executemany("INSERT INTO membership_payments VALUES (?, ?, ?, ?, ?)", payments)
    con.executemany("INSERT INTO passes VALUES (?, ?, ?, ?, ?, ?, ?)", pass_rows)
    con.executemany("INSERT INTO check_ins VALUES (?, ?, ?, ?, ?, ?)", visit_rows)
    con.executemany("INSERT INTO course_sessions VALUES (?, ?, ?, ?, ?, ?, ?, ?)", session_rows)
    con.executemany("INSERT INTO bookings VALUES (?, ?, ?, ?, ?, ?)", booking_rows)
    con.executemany("INSERT INTO routes VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", routes)
    con.executemany("INSERT INTO sales VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", sale_rows)
