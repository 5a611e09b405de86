"""The ``bike_hire`` database's seeded generator: ``populate(con, rng)`` fills the tables of
``vocabulary.SCHEMA`` from the vocabularies there and a seeded ``random.Random``."""

from __future__ import annotations

import math
import random
import sqlite3
from bisect import bisect_right
from datetime import date, datetime, timedelta
from itertools import accumulate

from envs.databases.draws import iso, random_day, weighted_pairs
from envs.databases.bike_hire.vocabulary import (
    ANNUAL_LAPSE_RATE, CANCEL_REASONS, CASUAL_MONTH, CASUAL_RIDES, CASUAL_SLOWER, CASUAL_TARIFFS, CASUAL_WEEKDAY,
    CASUAL_YEAR, COMMUTE_HOURS, COUNTRIES, CRASH_JOBS_TO_CONTRACTOR, DISPUTE_RATE, DISPUTE_RATE_LONG,
    EARLY_CANCEL_RATE, EBIKE_DISTRICT_PULL, EBIKE_PREFERENCE, EBIKE_QUICKER, EMAIL_DOMAINS, FLEET, FOUNDING_MEMBERS,
    GOODWILL_REFUND_RATE, GUEST_CHECKOUT_RATE, HOME_START, JOB_TYPES, JOBS_PER_YEAR, JOIN_MONTH, JOIN_YEAR,
    LAUNCHED, LEISURE_HOURS, LONG_RIDE_MIN, LOST_RIDE_RATE, MAX_MINUTES, MAX_RIDES_PER_WEEK, MECHANICS,
    MEMBER_EBIKE_PER_MIN, MEMBER_FIRST, MEMBER_LAST, MEMBER_MONTH, MEMBER_OVERTIME_PER_MIN, MEMBER_RIDES_PER_WEEK,
    MEMBER_WEEKDAY, MONTHLY_CANCEL_RATE, N_CASUAL, N_MEMBERS, NEVER_RECOVERED, NO_BIRTH_YEAR_RATE,
    NO_HOME_DISTRICT_RATE, NO_PHONE_RATE, PLAN_PRICES, PLAN_WEIGHTS, PLANS, REFUND_IF_DISPUTED, RETIRE_RATE,
    RETIRE_REASONS, ROUND_TRIP, SAME_DISTRICT, STATIONS, TODAY, TOURIST_PULL, TOURIST_STATIONS, TRIP_MINUTES,
    UNRECORDED_MECHANIC_RATE, WARRANTY_DAYS, WARRANTY_TYPES,
)


# ---------------------------------------------------------------- helpers

def phone_number(rng: random.Random) -> str:
    return f"07{rng.randint(100, 999)} {rng.randint(100000, 999999)}"


def make_email(rng: random.Random, first: str, last: str, n: int) -> str:
    last = last.replace("'", "")
    local = [f"{first}.{last}", f"{first[0]}{last}", f"{first}{last}"][rng.randint(0, 2)]
    return f"{local}{n}@{rng.choice(EMAIL_DOMAINS)}".lower()


class DayDraw:
    """Days from LAUNCHED to TODAY with relative weights, drawn from any sub-range by bisecting the running sum."""

    def __init__(self, weight_of):
        self.days = [LAUNCHED + timedelta(days=k) for k in range((TODAY - LAUNCHED).days + 1)]
        self.cum = list(accumulate(weight_of(day) for day in self.days))

    def index(self, day: date) -> int:
        return (day - LAUNCHED).days

    def mass(self, first: date, last: date) -> float:
        lo, hi = self.index(first), self.index(last)
        return self.cum[hi] - (self.cum[lo - 1] if lo else 0.0)

    def draw(self, rng: random.Random, first: date = LAUNCHED, last: date = TODAY) -> date:
        lo, hi = self.index(first), self.index(last)
        base = self.cum[lo - 1] if lo else 0.0
        k = bisect_right(self.cum, base + rng.random() * (self.cum[hi] - base), lo, hi)
        return self.days[min(k, hi)]


def districts() -> list[str]:
    return list(dict.fromkeys(s[1] for s in STATIONS))


# ---------------------------------------------------------------- reference tables

def make_stations() -> list[tuple]:
    return [(i, f"SCB-{i:03d}", name, district, docks, iso(opened or LAUNCHED), closed and iso(closed))
            for i, (name, district, docks, _, opened, closed) in enumerate(STATIONS, start=1)]


def make_plans() -> list[tuple]:
    return [(i, code, name, period, minutes, iso(launched))
            for i, (code, name, period, minutes, launched) in enumerate(PLANS, start=1)]


def make_plan_prices() -> list[tuple]:
    rows = []
    for plan_id, (code, *_) in enumerate(PLANS, start=1):
        prices = PLAN_PRICES[code]
        for k, (price, start) in enumerate(prices):
            until = iso(prices[k + 1][1] - timedelta(days=1)) if k + 1 < len(prices) else None
            rows.append((len(rows) + 1, plan_id, price, iso(start), until))
    return rows


def make_mechanics() -> list[tuple]:
    return [(i, name, contractor, iso(started), left and iso(left))
            for i, (name, contractor, started, left, _) in enumerate(MECHANICS, start=1)]


def make_bikes(rng: random.Random) -> list[dict]:
    bikes = []
    for prefix, type_code, model, first_number, batches in FLEET:
        number = first_number
        for commissioned, count in batches:
            for _ in range(count):
                bike = {"bike_id": len(bikes) + 1, "serial": f"{prefix}-{number}", "type": type_code, "model": model,
                        "commissioned": commissioned, "retired": None, "reason": None}
                if rng.random() < RETIRE_RATE[type_code] and (TODAY - commissioned).days > 120:
                    bike["retired"] = random_day(rng, commissioned + timedelta(days=90), TODAY)
                    bike["reason"] = weighted_pairs(rng, RETIRE_REASONS)
                bikes.append(bike)
                number += 1
    return bikes


# ---------------------------------------------------------------- people

def cancellation(rng: random.Random, plan: str, joined: date) -> date | None:
    if plan == "MONTHLY":
        months = 1
        while rng.random() >= MONTHLY_CANCEL_RATE:
            months += 1
        ends = joined + timedelta(days=30 * months - rng.randint(0, 12))
    elif rng.random() < EARLY_CANCEL_RATE:
        ends = joined + timedelta(days=rng.randint(20, 330))
    else:
        years = 1
        while rng.random() >= ANNUAL_LAPSE_RATE:
            years += 1
        ends = joined + timedelta(days=365 * years)
    return ends if ends <= TODAY else None


def make_members(rng: random.Random) -> list[dict]:
    joins = DayDraw(lambda d: JOIN_MONTH[d.month - 1] * JOIN_YEAR[d.year])
    concession_from = PLANS[2][4]
    district_weights = [(d, sum(s[3] for s in STATIONS if s[1] == d)) for d in districts()]
    median_rate, sigma = MEMBER_RIDES_PER_WEEK
    members = []
    for member_id in range(1, N_MEMBERS + 1):
        if rng.random() < FOUNDING_MEMBERS:
            joined = random_day(rng, LAUNCHED, date(2023, 3, 31))
        else:
            joined = joins.draw(rng)
        plans = [(code, w) for code, w in PLAN_WEIGHTS.items() if code != "CONCESSION" or joined >= concession_from]
        plan = weighted_pairs(rng, plans)
        cancelled = cancellation(rng, plan, joined)
        first, last = rng.choice(MEMBER_FIRST), rng.choice(MEMBER_LAST)
        birth_year = min(2007, max(1946, int(rng.gauss(1989, 12)))) if rng.random() >= NO_BIRTH_YEAR_RATE else None
        if plan == "CONCESSION" and birth_year is not None and 1961 < birth_year < 2001:
            birth_year = rng.choice([rng.randint(2001, 2007), rng.randint(1946, 1960)])  # students and over-65s
        members.append({
            "member_id": member_id, "first": first, "last": last, "email": make_email(rng, first, last, member_id),
            "phone": phone_number(rng) if rng.random() >= NO_PHONE_RATE else None, "birth_year": birth_year,
            "home": weighted_pairs(rng, district_weights) if rng.random() >= NO_HOME_DISTRICT_RATE else None,
            "plan": plan, "joined": joined, "cancelled": cancelled,
            "reason": weighted_pairs(rng, CANCEL_REASONS) if cancelled else None,
            "rate": min(median_rate * math.exp(rng.gauss(0, sigma)), MAX_RIDES_PER_WEEK),
        })
    return members


def member_row(m: dict) -> tuple:
    plan_id = [p[0] for p in PLANS].index(m["plan"]) + 1
    return (m["member_id"], m["first"], m["last"], m["email"], m["phone"], m["birth_year"], m["home"], plan_id,
            iso(m["joined"]), m["cancelled"] and iso(m["cancelled"]), m["reason"])


def make_casual_riders(rng: random.Random) -> list[dict]:
    firsts = DayDraw(lambda d: CASUAL_MONTH[d.month - 1] * CASUAL_YEAR[d.year] * CASUAL_WEEKDAY[d.weekday()])
    riders = []
    for casual_id in range(1, N_CASUAL + 1):
        first_ride = firsts.draw(rng)
        email = None
        if rng.random() >= GUEST_CHECKOUT_RATE:
            email = make_email(rng, rng.choice(MEMBER_FIRST), rng.choice(MEMBER_LAST), 50_000 + casual_id)
        rides = weighted_pairs(rng, list(zip(*CASUAL_RIDES)))
        if rides <= 5:  # a visitor: the rest of their rides within a few days
            days = [first_ride] + [min(first_ride + timedelta(days=rng.randint(0, 4)), TODAY) for _ in range(rides - 1)]
        else:  # a pay-as-you-go regular
            days = [first_ride] + [firsts.draw(rng, first_ride, min(first_ride + timedelta(days=240), TODAY))
                                   for _ in range(rides - 1)]
        riders.append({"casual_id": casual_id, "email": email, "country": weighted_pairs(rng, COUNTRIES),
                       "first_ride": first_ride, "days": days})
    return riders


# ---------------------------------------------------------------- rides

def ride_requests(rng: random.Random, members: list[dict], casuals: list[dict]) -> list[dict]:
    """Who rides when: a start time for every ride, members' by their riding rate, casual riders' by their days."""
    member_days = DayDraw(lambda d: MEMBER_MONTH[d.month - 1] * MEMBER_WEEKDAY[d.weekday()])
    hours = list(range(24))
    requests = []
    for m in members:
        last = m["cancelled"] or TODAY
        expected = m["rate"] / 7 * member_days.mass(m["joined"], last)
        count = int(expected) + (rng.random() < expected % 1)
        for _ in range(count):
            day = member_days.draw(rng, m["joined"], last)
            commute = day.weekday() < 5 and rng.random() < 0.75
            hour = rng.choices(hours, weights=COMMUTE_HOURS if commute else LEISURE_HOURS, k=1)[0]
            requests.append({"start": datetime(day.year, day.month, day.day, hour, rng.randint(0, 59)),
                             "kind": "member", "rider": m["member_id"], "home": m["home"], "plan": m["plan"]})
    for c in casuals:
        for day in c["days"]:
            hour = rng.choices(hours, weights=LEISURE_HOURS, k=1)[0]
            requests.append({"start": datetime(day.year, day.month, day.day, hour, rng.randint(0, 59)),
                             "kind": "casual", "rider": c["casual_id"], "home": None, "plan": None})
    requests.sort(key=lambda r: (r["start"], r["kind"], r["rider"]))
    return requests


def open_stations(day: date) -> list[int]:
    return [i for i, s in enumerate(STATIONS, start=1) if (s[4] or LAUNCHED) <= day and (s[5] is None or day < s[5])]


def pick_start(rng: random.Random, open_ids: list[int], request: dict) -> int:
    pool = open_ids
    if request["home"] and rng.random() < HOME_START:
        pool = [i for i in open_ids if STATIONS[i - 1][1] == request["home"]] or open_ids
    weights = [STATIONS[i - 1][3] * (TOURIST_PULL if request["kind"] == "casual" and STATIONS[i - 1][0]
                                     in TOURIST_STATIONS else 1.0) for i in pool]
    return rng.choices(pool, weights=weights, k=1)[0]


def pick_end(rng: random.Random, open_ids: list[int], start: int, kind: str) -> tuple[int, str]:
    if rng.random() < ROUND_TRIP[kind]:
        return start, "round"
    district = STATIONS[start - 1][1]
    local = [i for i in open_ids if i != start and STATIONS[i - 1][1] == district]
    if local and rng.random() < SAME_DISTRICT:
        return rng.choices(local, weights=[STATIONS[i - 1][3] for i in local], k=1)[0], "local"
    away = [i for i in open_ids if STATIONS[i - 1][1] != district]
    return rng.choices(away, weights=[STATIONS[i - 1][3] for i in away], k=1)[0], "cross"


def minutes_for(rng: random.Random, trip: str, kind: str, bike_type: str) -> int:
    median, sigma = TRIP_MINUTES[trip]
    minutes = median * math.exp(rng.gauss(0, sigma))
    minutes *= (CASUAL_SLOWER if kind == "casual" else 1.0) * (EBIKE_QUICKER if bike_type == "E" else 1.0)
    if rng.random() < 0.008:  # left undocked, or a long day out
        minutes *= rng.uniform(3, 9)
    return max(1, min(MAX_MINUTES, round(minutes)))


def fare_for(request: dict, minutes: int, bike_type: str, day: date) -> float:
    if request["kind"] == "member":
        included = next(p[3] for p in PLANS if p[0] == request["plan"])
        fare = max(0, minutes - included) * MEMBER_OVERTIME_PER_MIN
        fare += minutes * MEMBER_EBIKE_PER_MIN if bike_type == "E" else 0.0
        return round(fare, 2)
    _, unlock, classic, electric = [t for t in CASUAL_TARIFFS if t[0] <= day][-1]
    return round(unlock + minutes * (electric if bike_type == "E" else classic), 2)


def make_rides(rng: random.Random, requests: list[dict], bikes: list[dict]) -> tuple[list[tuple], list[tuple]]:
    """Rides in time order, each on a bike in the fleet that day; returns the rides and the (bike, day) recoveries."""
    events = sorted([(b["commissioned"], 0, b["bike_id"]) for b in bikes]
                    + [(b["retired"], 1, b["bike_id"]) for b in bikes if b["retired"]])
    pool: dict[str, list[int]] = {"C": [], "E": []}
    in_fleet = [False] * (len(bikes) + 1)
    stations_on: dict[date, list[int]] = {}
    rides, recovered = [], []
    k = 0
    for request in requests:
        day = request["start"].date()
        while k < len(events) and events[k][0] <= day:
            _, leaving, bike_id = events[k]
            bike = bikes[bike_id - 1]
            if leaving and in_fleet[bike_id]:
                pool[bike["type"]].remove(bike_id)
                in_fleet[bike_id] = False
            elif not leaving:
                pool[bike["type"]].append(bike_id)
                in_fleet[bike_id] = True
            k += 1
        open_ids = stations_on.setdefault(day, open_stations(day))
        start = pick_start(rng, open_ids, request)
        share_e = len(pool["E"]) / (len(pool["C"]) + len(pool["E"]))
        pull = EBIKE_PREFERENCE[request["kind"]] * EBIKE_DISTRICT_PULL.get(STATIONS[start - 1][1], 1.0)
        bike_type = "E" if rng.random() < min(share_e * pull, 0.85) else "C"
        bike_id = rng.choice(pool[bike_type])
        member_id = request["rider"] if request["kind"] == "member" else None
        casual_id = request["rider"] if request["kind"] == "casual" else None
        started = request["start"].strftime("%Y-%m-%d %H:%M")
        ride_id = len(rides) + 1
        if rng.random() < LOST_RIDE_RATE:
            rides.append((ride_id, bike_id, member_id, casual_id, start, None, started, None, None, None,
                          "Bike Lost", 0, 0))
            if rng.random() < NEVER_RECOVERED:
                bike = bikes[bike_id - 1]
                bike["retired"], bike["reason"] = day, "Lost"
                pool[bike_type].remove(bike_id)
                in_fleet[bike_id] = False
            else:
                recovered.append((bike_id, day))
            continue
        end, trip = pick_end(rng, open_ids, start, request["kind"])
        minutes = minutes_for(rng, trip, request["kind"], bike_type)
        ended = (request["start"] + timedelta(minutes=minutes)).strftime("%Y-%m-%d %H:%M")
        fare = fare_for(request, minutes, bike_type, day)
        disputed = fare > 0 and rng.random() < (DISPUTE_RATE_LONG if minutes > LONG_RIDE_MIN else DISPUTE_RATE)
        refunded = ((disputed and rng.random() < REFUND_IF_DISPUTED)
                    or (fare > 0 and rng.random() < GOODWILL_REFUND_RATE))
        rides.append((ride_id, bike_id, member_id, casual_id, start, end, started, ended, minutes, fare,
                      "Completed", int(disputed), int(refunded)))
    return rides, recovered


# ---------------------------------------------------------------- repairs

def pick_mechanic(rng: random.Random, day: date, job_type: str) -> int | None:
    working = [(i, load) for i, (_, contractor, started, left, load) in enumerate(MECHANICS, start=1)
               if started <= day and (left is None or day <= left)]
    if job_type == "Crash repair" and rng.random() < CRASH_JOBS_TO_CONTRACTOR:
        contractors = [i for i, _ in working if MECHANICS[i - 1][1]]
        if contractors:
            return contractors[0]
    return weighted_pairs(rng, working)


def make_job(rng: random.Random, bike: dict, job_type: str, reported: date) -> tuple:
    _, _, _, low, high, max_days = next(j for j in JOB_TYPES if j[0] == job_type)
    completed = reported + timedelta(days=rng.randint(0, max_days))
    mechanic = pick_mechanic(rng, reported, job_type)
    if completed > TODAY:
        return (bike["bike_id"], mechanic if rng.random() < 0.5 else None, job_type, iso(reported), None, None)
    cost = round(rng.uniform(low, high), 2)
    if job_type in WARRANTY_TYPES and (reported - bike["commissioned"]).days <= WARRANTY_DAYS:
        cost = 0.0
    if rng.random() < UNRECORDED_MECHANIC_RATE:
        mechanic = None
    return (bike["bike_id"], mechanic, job_type, iso(reported), iso(completed), cost)


def make_jobs(rng: random.Random, bikes: list[dict], recovered: list[tuple]) -> list[tuple]:
    jobs = []
    for bike in bikes:
        last = min(bike["retired"] or TODAY, TODAY)
        types = [(j[0], j[1] if bike["type"] == "C" else j[2]) for j in JOB_TYPES]
        day = bike["commissioned"]
        while True:
            day += timedelta(days=max(1, round(rng.expovariate(JOBS_PER_YEAR[bike["type"]] / 365))))
            if day > last:
                break
            jobs.append(make_job(rng, bike, weighted_pairs(rng, types), day))
        if bike["reason"] == "Crash damage":  # the assessment that wrote it off
            jobs.append(make_job(rng, bike, "Crash repair", last - timedelta(days=rng.randint(0, 3))))
    for bike_id, day in recovered:
        jobs.append(make_job(rng, bikes[bike_id - 1], "Recovered bike check",
                             min(day + timedelta(days=rng.randint(2, 20)), TODAY)))
    jobs.sort(key=lambda j: (j[3], j[0], j[2]))
    return [(job_id, *job) for job_id, job in enumerate(jobs, start=1)]


def populate(con: sqlite3.Connection, rng: random.Random) -> None:
    bikes = make_bikes(rng)
    members = make_members(rng)
    casuals = make_casual_riders(rng)
    rides, recovered = make_rides(rng, ride_requests(rng, members, casuals), bikes)
    jobs = make_jobs(rng, bikes, recovered)

    con.executemany("INSERT INTO stations VALUES (?, ?, ?, ?, ?, ?, ?)", make_stations())
    con.executemany("INSERT INTO bikes VALUES (?, ?, ?, ?, ?, ?, ?)", [
        (b["bike_id"], b["serial"], b["type"], b["model"], iso(b["commissioned"]), b["retired"] and iso(b["retired"]),
         b["reason"]) for b in bikes])
    con.executemany("INSERT INTO plans VALUES (?, ?, ?, ?, ?, ?)", make_plans())
    con.executemany("INSERT INTO plan_prices VALUES (?, ?, ?, ?, ?)", make_plan_prices())
    con.executemany("INSERT INTO members VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", [member_row(m) for m in members])
    con.executemany("INSERT INTO casual_riders VALUES (?, ?, ?, ?)",
                    [(c["casual_id"], c["email"], c["country"], iso(c["first_ride"])) for c in casuals])
    con.executemany("INSERT INTO rides VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", rides)
    con.executemany("INSERT INTO mechanics VALUES (?, ?, ?, ?, ?)", make_mechanics())
    con.executemany("INSERT INTO maintenance_jobs VALUES (?, ?, ?, ?, ?, ?, ?)", jobs)
