"""The ``driving_school`` database's seeded generator: ``populate(con, rng)`` fills the tables of
``vocabulary.SCHEMA`` from the vocabularies there and a seeded ``random.Random``.

Pupils are played out one at a time in sign-up order: each is given an instructor who teaches their kind of car
(the least loaded, roughly), books lessons into free slots of that instructor's diary, buys a block whenever the
hours run out, books a practical test once ready and the theory is passed, and carries on until they pass, give
up, or the data end. Fuel is bought as each car's lesson hours empty its tank.
"""

from __future__ import annotations

import random
import sqlite3
from datetime import date, timedelta

from envs.databases.draws import iso, random_day, weighted_pairs
from envs.databases.driving_school.vocabulary import (
    AGE_BANDS, AUTOMATIC_RATE_BY_AGE, BLOCK_HABITS, BOOKED_AHEAD_DAYS, BOOKS_START, CANCEL_BY_INSTRUCTOR,
    CANCEL_BY_PUPIL, CARS, CLOSED, DISCOUNTS, DROPOUT_RATE, EMAIL_DOMAINS, FEE_BEFORE, FEE_FROM, FEE_WAIVED,
    FIRST_NAMES, FUEL_PRICE, GIVE_UP_AFTER_FAIL, GRADE_PASS_BONUS, HOLIDAY_WEEKS, HOURS_NEEDED, INSTRUCTORS,
    INTENSIVE_RATE, LAST_NAMES, LATE_CANCEL_SHARE, LESSON_MINUTES, LESSONS_PER_WEEK, LITRES_PER_HOUR,
    LOST_RECEIPT_RATE, MONTH_SIGNUPS, MOTORWAY_AFTER_PASS, N_CARRIED_OVER, N_PUPILS, NEVER_THEORY, NO_EMAIL_RATE,
    NO_LESSONS_RATE, NO_PHONE_RATE, NO_SHOW, OWN_CAR_TEST, PACKAGES, PASS_ELSEWHERE_BEFORE, PAYMENT_RECENT_DAYS,
    PAYMENT_WEIGHTS_OLD, PAYMENT_WEIGHTS_RECENT, POSTCODE_AREAS, PRICE_RISE_ON, REFERRAL_DISCOUNT,
    REFERRAL_SOURCES, REFUND_LEFTOVER_RATE, RETEST_WAIT_WEEKS, SATURDAY_SHARE, SILENT_DROPOUT, SPARE_CAR_RATE,
    STATIONS, TANK_REFILL_LITRES, TEST_CENTRES, TEST_READY_SHARE, TEST_TIMES, TEST_WAIT_WEEKS, THEORY_BEFORE_SIGNUP, TODAY,
    WINTER_CANCEL_FACTOR, YEAR_SIGNUPS,
)

LAST_DIARY_DAY = TODAY + timedelta(days=BOOKED_AHEAD_DAYS)
DAY_OPENS, DAY_CLOSES = 8 * 60, 20 * 60  # minutes after midnight: no lesson starts earlier or ends later
PACKAGE_ID = {p[0]: i for i, p in enumerate(PACKAGES, start=1)}


# ---------------------------------------------------------------- helpers

def closed(day: date) -> bool:
    return day.weekday() == 6 or any(first <= day <= last for first, last in CLOSED)


def weekday_on_or_after(day: date) -> date:
    while day.weekday() >= 5 or closed(day):
        day += timedelta(days=1)
    return day


class Diary:
    """Who teaches when: instructors' dates, holidays, cars, and the lesson slots already taken."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        self.taken: dict[tuple[int, date], list[tuple[int, int]]] = {}
        self.pupil_ends: dict[int, list[date]] = {i: [] for i in range(1, len(INSTRUCTORS) + 1)}
        self.holiday: dict[int, set[date]] = {}
        for i in range(1, len(INSTRUCTORS) + 1):
            days = set()
            for year in (2023, 2024, 2025):
                first = date(year, 7, 1) + timedelta(weeks=rng.randint(0, 6))
                days |= {first + timedelta(days=k) for k in range(7 * HOLIDAY_WEEKS)}
            self.holiday[i] = days

    @staticmethod
    def teaching(i: int, day: date) -> bool:
        started, left = INSTRUCTORS[i - 1][6], INSTRUCTORS[i - 1][7]
        return date.fromisoformat(started) <= day and (left is None or day <= date.fromisoformat(left))

    def pick_instructor(self, transmission: str, day: date) -> int:
        pairs = [(i, INSTRUCTORS[i - 1][8] / (1 + sum(end >= day for end in self.pupil_ends[i])))
                 for i in range(1, len(INSTRUCTORS) + 1)
                 if INSTRUCTORS[i - 1][4] == transmission and self.teaching(i, day + timedelta(days=30))]
        return weighted_pairs(self.rng, pairs)

    def free_start(self, i: int, day: date, wanted: int, minutes: int) -> int | None:
        """The free start time nearest ``wanted`` (minutes after midnight), on the half hour, or None."""
        if closed(day) or day in self.holiday[i] or not self.teaching(i, day):
            return None
        busy = self.taken.get((i, day), [])
        for shift in (0, 30, -30, 60, -60, 90, -90, 120, -120):
            start = wanted + shift
            end = start + minutes
            if DAY_OPENS <= start and end <= DAY_CLOSES and all(end <= a or start >= b for a, b in busy):
                return start
        return None

    def book(self, i: int, day: date, start: int, minutes: int) -> None:
        self.taken.setdefault((i, day), []).append((start, start + minutes))


def car_for(i: int, day: date) -> int | None:
    """The car instructor ``i`` taught in on ``day``: their newest car then owned."""
    best = None
    for car_id, (_, _, _, _, owner, bought, _, sold) in enumerate(CARS, start=1):
        if owner == i and date.fromisoformat(bought) <= day and (sold is None or day < date.fromisoformat(sold)):
            best = car_id
    return best


SPARE_CAR = next(car_id for car_id, car in enumerate(CARS, start=1) if car[4] is None)


# ---------------------------------------------------------------- pupils

def make_pupil(rng: random.Random, pupil_id: int, registered: date) -> dict:
    low, high, _ = weighted_pairs(rng, [(band, band[2]) for band in AGE_BANDS])
    age = rng.randint(low, high)
    dob = registered - timedelta(days=int(365.25 * age) + rng.randint(0, 364))
    automatic_rate = next(rate for under, rate in AUTOMATIC_RATE_BY_AGE if age < under)
    first, last = rng.choice(FIRST_NAMES), rng.choice(LAST_NAMES)
    local = rng.choice([f"{first}.{last}", f"{first[0]}{last}", f"{first}{last}{rng.randint(1, 99)}"])
    email = f"{local}{pupil_id}@{rng.choice(EMAIL_DOMAINS)}".lower() if rng.random() >= NO_EMAIL_RATE else None
    phone = f"07{rng.randint(100, 999)} {rng.randint(100000, 999999)}" if rng.random() >= NO_PHONE_RATE else None
    if rng.random() < THEORY_BEFORE_SIGNUP:
        theory = registered - timedelta(days=rng.randint(5, 400))
    elif rng.random() < NEVER_THEORY:
        theory = None
    else:
        theory = registered + timedelta(days=int(rng.uniform(20, 160)))
    return {
        "pupil_id": pupil_id, "first": first, "last": last, "dob": dob, "age": age, "email": email, "phone": phone,
        "area": weighted_pairs(rng, POSTCODE_AREAS),
        "transmission": "Automatic" if rng.random() < automatic_rate else "Manual",
        "referral": weighted_pairs(rng, REFERRAL_SOURCES), "registered": registered, "theory": theory, "dropped": None,
    }


def signup_days(rng: random.Random) -> list[date]:
    days, weights = [], []
    day = BOOKS_START
    while day <= TODAY - timedelta(days=3):
        if not closed(day):
            days.append(day)
            weights.append(MONTH_SIGNUPS[day.month - 1] * YEAR_SIGNUPS[day.year] * (0.6 if day.weekday() == 5 else 1))
        day += timedelta(days=1)
    carried = [random_day(rng, date(2023, 1, 9), BOOKS_START - timedelta(days=1)) for _ in range(N_CARRIED_OVER)]
    return sorted(carried + rng.choices(days, weights=weights, k=N_PUPILS))


# ---------------------------------------------------------------- one pupil's learning

class Learner:
    """Plays out one pupil's lessons, blocks and tests into the shared row lists."""

    def __init__(self, rng, diary: Diary, pupil: dict, out: dict):
        self.rng, self.diary, self.pupil, self.out = rng, diary, pupil, out
        self.minutes_left = 0  # of the newest block
        self.block: int | None = None
        self.block_hours = 0
        self.done = 0  # minutes of completed lessons
        self.fee_count = 0

    # -- money
    def buy(self, day: date, code_suffix: str) -> None:
        p = self.pupil
        code = f"{'MAN' if p['transmission'] == 'Manual' else 'AUT'}-{code_suffix}"
        _, _, _, hours, before, after = PACKAGES[PACKAGE_ID[code] - 1]
        price = after if day >= PRICE_RISE_ON else before
        discount = None if hours < 10 else weighted_pairs(self.rng, DISCOUNTS)
        if discount is None and not self.out["purchases_of"].get(p["pupil_id"]) and p["referral"] == "Friend or family":
            discount = REFERRAL_DISCOUNT if code_suffix != "PAYG" else None
        due = round(price * (1 - (discount or 0) / 100), 2)
        row = {"purchase_id": len(self.out["purchases"]) + 1, "pupil_id": p["pupil_id"], "package_id": PACKAGE_ID[code],
               "purchased_on": day, "list_price": price, "discount": discount, "due": due, "hours": hours,
               "refund": None, "refunded_on": None}
        self.out["purchases"].append(row)
        self.out["purchases_of"].setdefault(p["pupil_id"], []).append(row)
        self.block, self.block_hours = row["purchase_id"], hours
        self.minutes_left += hours * 60

    def maybe_refund(self, day: date) -> None:
        rows = self.out["purchases_of"].get(self.pupil["pupil_id"])
        if not rows or self.minutes_left < 120 or rows[-1]["hours"] < 5 or self.rng.random() >= REFUND_LEFTOVER_RATE:
            return
        last = rows[-1]
        refunded_on = day + timedelta(days=self.rng.randint(2, 24))
        if refunded_on <= TODAY:
            hours = min(self.minutes_left / 60, last["hours"])
            last["refund"], last["refunded_on"] = round(hours * last["due"] / last["hours"], 2), refunded_on

    # -- lessons
    def lesson_status(self, day: date) -> str:
        if day > TODAY:
            return "Booked"
        winter = WINTER_CANCEL_FACTOR if day.month in (12, 1, 2) else 1.0
        u = self.rng.random()
        for status, rate in (("Cancelled by pupil", CANCEL_BY_PUPIL), ("Cancelled by instructor",
                             CANCEL_BY_INSTRUCTOR * winter), ("No-show", NO_SHOW)):
            if u < rate:
                return status
            u -= rate
        return "Completed"

    def add_lesson(self, instructor: int, day: date, start: int, minutes: int, kind: str, habit: str) -> str:
        status = self.lesson_status(day)
        if kind == "Test day" and status != "Booked":  # nobody skips the warm-up before their test
            status = "Completed"
        car = purchase = fee = None
        if status == "Completed" or status == "Booked":
            if self.minutes_left < minutes:
                self.buy(max(day - timedelta(days=self.rng.randint(0, 4)), self.pupil["registered"], BOOKS_START),
                         habit)
            self.minutes_left -= minutes
            purchase = self.block
            if status == "Completed":
                self.done += minutes
                car = car_for(instructor, day)
                if car is None or (INSTRUCTORS[instructor - 1][4] == "Manual" and self.rng.random() < SPARE_CAR_RATE):
                    car = SPARE_CAR
        elif status == "No-show" or (status == "Cancelled by pupil" and self.rng.random() < LATE_CANCEL_SHARE):
            if self.rng.random() >= FEE_WAIVED:
                fee = FEE_FROM if day >= PRICE_RISE_ON else FEE_BEFORE
        self.diary.book(instructor, day, start, minutes)
        self.out["lessons"].append((self.pupil["pupil_id"], instructor, car, purchase,
                                    f"{iso(day)} {start // 60:02d}:{start % 60:02d}", minutes, kind, status, fee))
        return status

    def next_slot(self, instructor: int, day: date, wanted: int, minutes: int) -> tuple[date, int | None]:
        """The first day from ``day`` with a free slot near ``wanted`` (Saturdays only sometimes); no start
        time once the instructor has left or the diary ends."""
        left = INSTRUCTORS[instructor - 1][7]
        while day <= LAST_DIARY_DAY and (left is None or day <= date.fromisoformat(left)):
            if day.weekday() != 5 or self.rng.random() < SATURDAY_SHARE:  # a full weekday rolls on
                start = self.diary.free_start(instructor, day, wanted, minutes)
                if start is not None:
                    return day, start
            day += timedelta(days=1)
        return day, None

    # -- tests
    def take_test(self, instructor: int, test_day: date, centre: tuple, attempt: int, first_ever: bool,
                  needed: float) -> str | None:
        p = self.pupil
        time = self.rng.choice(TEST_TIMES)
        minutes_at = int(time[:2]) * 60 + int(time[3:])
        warm_up = minutes_at - 70
        if test_day <= LAST_DIARY_DAY and self.diary.free_start(instructor, test_day, warm_up, 60) == warm_up:
            self.add_lesson(instructor, test_day, warm_up, 60, "Test day", "PAYG")
        own_car = self.rng.random() < OWN_CAR_TEST
        car = None if own_car else (car_for(instructor, test_day) or SPARE_CAR)
        result = minors = serious = None
        if test_day <= TODAY:
            chance = (centre[1] + GRADE_PASS_BONUS[INSTRUCTORS[instructor - 1][2]]
                      + 0.25 * (min(self.done / 60 / needed, 1.3) - 1) + 0.02 * min(attempt - 1, 3)
                      - (0.05 if p["age"] >= 30 else 0))
            if self.rng.random() < min(max(chance, 0.08), 0.88):
                result, serious = "Pass", 0
                minors = min(15, max(0, round(self.rng.gauss(6, 3))))
            else:
                result = "Fail"
                if self.rng.random() < 0.05:
                    serious, minors = 0, self.rng.randint(16, 21)
                else:
                    serious = weighted_pairs(self.rng, [(1, 70), (2, 22), (3, 8)])
                    minors = min(15, max(0, round(self.rng.gauss(8, 4))))
        self.out["tests"].append((p["pupil_id"], instructor, car, centre[0], iso(test_day), time, int(first_ever),
                                  result, minors, serious))
        return result

    def run(self) -> date:
        """Play the pupil out; returns the last day they were on an instructor's books."""
        rng, p = self.rng, self.pupil
        habit = weighted_pairs(rng, BLOCK_HABITS.items())
        theory_first = p["theory"] is not None and p["theory"] <= p["registered"]
        intensive = theory_first and rng.random() < INTENSIVE_RATE  # a course comes with its test: theory needed
        needed = max(10.0, rng.gauss(*HOURS_NEEDED) + (8 if p["age"] >= 25 else 0)
                     - (5 if p["transmission"] == "Automatic" else 0))
        if p["registered"] < BOOKS_START:  # part-way through, with hours left on a block bought on paper
            self.done = int(rng.uniform(0, 0.7) * needed) * 60
            self.minutes_left = rng.choice([0, 0, 60, 120, 240, 360])
        dropout_at = rng.uniform(0.05, 0.95) * needed * 60 if rng.random() < DROPOUT_RATE else None
        if p["theory"] is None:  # without the theory there is no test: sooner or later they give up
            dropout_at = rng.uniform(0.3, 1.1) * needed * 60
        per_week = 5 if intensive else weighted_pairs(rng, zip(*LESSONS_PER_WEEK))
        minutes_choice = 120 if intensive else weighted_pairs(rng, zip(*LESSON_MINUTES))
        wanted = 60 * (rng.choice([16, 17, 17, 18]) if p["age"] < 19 else rng.choice(range(8, 18)))
        centre = weighted_pairs(rng, [(c, c[2] * (3 if c[0][0] == p["area"][0] else 1)) for c in TEST_CENTRES])
        day = max(p["registered"], BOOKS_START) + timedelta(days=rng.randint(2, 20))
        instructor = self.diary.pick_instructor(p["transmission"], day)
        if intensive:
            self.buy(max(p["registered"], day - timedelta(days=rng.randint(3, 20))), "INT")
        test_day, attempt, first_ever = None, 1, rng.random() >= PASS_ELSEWHERE_BEFORE
        last_day = day
        while day <= LAST_DIARY_DAY:
            if not self.diary.teaching(instructor, day + timedelta(days=3)):
                instructor = self.diary.pick_instructor(p["transmission"], day)
            if dropout_at is not None and self.done >= dropout_at:
                if rng.random() >= SILENT_DROPOUT and last_day + timedelta(days=40) <= TODAY:
                    p["dropped"] = last_day + timedelta(days=rng.randint(3, 40))
                    self.maybe_refund(p["dropped"])
                if p["theory"] and p["theory"] > last_day:  # gave up before sitting the theory test
                    p["theory"] = None
                return last_day
            if test_day is None and p["theory"] and p["theory"] <= min(day, TODAY) and (
                    intensive or self.done >= TEST_READY_SHARE * needed * 60):
                low, high = TEST_WAIT_WEEKS[day.year]
                weeks = 3 if intensive else rng.randint(low, high)
                test_day = weekday_on_or_after(day + timedelta(weeks=weeks, days=rng.randint(0, 4)))
            if test_day is not None and day >= test_day:
                result = self.take_test(instructor, test_day, centre, attempt, first_ever, needed)
                last_day = test_day
                if result is None:
                    return test_day
                if result == "Pass":
                    if rng.random() < MOTORWAY_AFTER_PASS:
                        when, start = self.next_slot(instructor, test_day + timedelta(days=rng.randint(10, 50)),
                                                     wanted, 120)
                        if start is not None and when <= LAST_DIARY_DAY:
                            self.add_lesson(instructor, when, start, 120, "Motorway", habit)
                            last_day = when
                    self.maybe_refund(last_day)
                    return last_day
                attempt, first_ever, intensive = attempt + 1, False, False
                per_week = 1  # a weekly lesson keeps them ticking over until the retest
                needed = self.done / 60 + rng.uniform(4, 10)
                if rng.random() < GIVE_UP_AFTER_FAIL * (attempt - 1):
                    dropout_at = self.done
                day = test_day + timedelta(days=rng.randint(2, 10))
                test_day = weekday_on_or_after(test_day + timedelta(weeks=rng.randint(*RETEST_WAIT_WEEKS)))
                continue
            day, start = self.next_slot(instructor, day, wanted, minutes_choice)
            if day > LAST_DIARY_DAY:
                break
            if start is None:  # their instructor has left: carry on with another
                instructor = self.diary.pick_instructor(p["transmission"], day)
                continue
            if test_day is not None and day >= test_day:
                continue
            kind = "Mock test" if test_day and (test_day - day).days <= 21 and rng.random() < 0.35 else "Standard"
            self.add_lesson(instructor, day, start, minutes_choice, kind, habit)
            last_day = day
            gap = 7 / per_week
            day += timedelta(days=max(1, round(rng.uniform(gap * 0.8, gap * 1.25))))
            if day.weekday() == 6 or (day.weekday() == 5 and rng.random() >= SATURDAY_SHARE):
                day += timedelta(days=rng.choice([-2, 1, 2, 3, 4] if day.weekday() == 6 else [-1, 2, 3, 4, 5]))
                day = max(day, last_day + timedelta(days=1))
        if test_day is not None and test_day > TODAY:  # booked, still to come
            self.take_test(instructor, test_day, centre, attempt, first_ever, needed)
        return last_day


# ---------------------------------------------------------------- fuel and rows

def make_fuel(rng: random.Random, lessons: list[tuple]) -> list[tuple]:
    hours_by_car: dict[int, dict[date, float]] = {}
    for _, _, car, _, starts_at, minutes, _, status, _ in lessons:
        if car is not None:
            day = date.fromisoformat(starts_at[:10])
            hours_by_car.setdefault(car, {}).setdefault(day, 0.0)
            hours_by_car[car][day] += minutes / 60
    rows = []
    for car in sorted(hours_by_car):
        gearbox = CARS[car - 1][3]
        used, threshold = 0.0, rng.uniform(*TANK_REFILL_LITRES)
        for day in sorted(hours_by_car[car]):
            used += hours_by_car[car][day] * LITRES_PER_HOUR[gearbox] * rng.uniform(0.85, 1.2)
            if used >= threshold:
                litres = round(used + rng.uniform(0, 2), 2)
                price = FUEL_PRICE[(day.year, (day.month - 1) // 3 + 1)] + rng.uniform(-0.03, 0.03)
                rows.append((car, iso(day), weighted_pairs(rng, STATIONS), litres, round(litres * price, 2)))
                used, threshold = 0.0, rng.uniform(*TANK_REFILL_LITRES)
    rows.sort(key=lambda r: (r[1], r[0]))
    return [(i, car, day, station, None if rng.random() < LOST_RECEIPT_RATE else litres, cost)
            for i, (car, day, station, litres, cost) in enumerate(rows, start=1)]


def purchase_rows(rng: random.Random, purchases: list[dict]) -> list[tuple]:
    rows = []
    for b in purchases:
        if b["refund"] is not None:
            status, paid = "Refunded", b["due"]
        else:
            recent = (TODAY - b["purchased_on"]).days < PAYMENT_RECENT_DAYS
            status = weighted_pairs(rng, (PAYMENT_WEIGHTS_RECENT if recent else PAYMENT_WEIGHTS_OLD).items())
            paid = {"Paid": b["due"], "Unpaid": 0.0}.get(status)
            if paid is None:
                paid = float(max(10, round(b["due"] * rng.uniform(0.3, 0.7) / 10) * 10))
        rows.append((b["purchase_id"], b["pupil_id"], b["package_id"], iso(b["purchased_on"]), b["list_price"],
                     b["discount"], b["due"], paid, status, b["refund"],
                     iso(b["refunded_on"]) if b["refunded_on"] else None))
    return rows


def populate(con: sqlite3.Connection, rng: random.Random) -> None:
    diary = Diary(rng)
    out = {"lessons": [], "purchases": [], "purchases_of": {}, "tests": []}
    pupils = []
    for pupil_id, registered in enumerate(signup_days(rng), start=1):
        pupil = make_pupil(rng, pupil_id, registered)
        pupils.append(pupil)
        if rng.random() < NO_LESSONS_RATE:
            continue
        learner = Learner(rng, diary, pupil, out)
        lessons_before = len(out["lessons"])
        end = learner.run()
        if len(out["lessons"]) > lessons_before:
            diary.pupil_ends[out["lessons"][-1][1]].append(end)

    instructors = [(i, first, last, grade, rate, gearbox, phone, started, left)
                   for i, (first, last, grade, rate, gearbox, phone, started, left, _) in enumerate(INSTRUCTORS, 1)]
    cars = [(i, reg, make, model, gearbox, owner, bought, price, sold)
            for i, (reg, make, model, gearbox, owner, bought, price, sold) in enumerate(CARS, start=1)]
    packages = [(i, code, name, gearbox, hours, after)
                for i, (code, name, gearbox, hours, _, after) in enumerate(PACKAGES, start=1)]
    pupil_rows = [(p["pupil_id"], p["first"], p["last"], iso(p["dob"]), p["email"], p["phone"], p["area"],
                   p["transmission"], p["referral"], iso(p["registered"]),
                   iso(p["theory"]) if p["theory"] and p["theory"] <= TODAY else None,
                   iso(p["dropped"]) if p["dropped"] else None) for p in pupils]
    lessons = sorted(out["lessons"], key=lambda r: (r[4], r[1]))
    tests = sorted(out["tests"], key=lambda r: (r[4], r[5], r[0]))

    con.executemany("INSERT INTO instructors VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", instructors)
    con.executemany("INSERT INTO cars VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", cars)
    con.executemany("INSERT INTO fuel_purchases VALUES (?, ?, ?, ?, ?, ?)", make_fuel(rng, lessons))
    con.executemany("INSERT INTO pupils VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", pupil_rows)
    con.executemany("INSERT INTO packages VALUES (?, ?, ?, ?, ?, ?)", packages)
    con.executemany("INSERT INTO purchases VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", purchase_rows(rng, out["purchases"]))
    con.executemany("INSERT INTO lessons VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    [(i, *row) for i, row in enumerate(lessons, start=1)])
    con.executemany("INSERT INTO driving_tests VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    [(i, *row) for i, row in enumerate(tests, start=1)])
