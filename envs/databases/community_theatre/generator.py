"""The ``community_theatre`` database's seeded generator: ``populate(con, rng)`` fills the tables of
``vocabulary.SCHEMA`` from the programme and vocabularies there and a seeded ``random.Random``.

The programme is laid out into performances first; the Friends and their memberships follow; each performance
then sells its seats band by band, booking by booking, ahead of the show (the panto from the spring), and only
what was sold by today is kept. Refunds and exchanges, the volunteers' rota, the bar's takings and the funding
follow the performances and the audiences they had.
"""

from __future__ import annotations

import random
import sqlite3
from datetime import date, timedelta

from envs.databases.community_theatre.vocabulary import (
    ANONYMOUS_DONATIONS, BAND_DEMAND, BAR_SPEND, BOOKS_START, BUCKET_PER_HEAD, CANCEL_EXCHANGE, CHANNELS,
    CHANNEL_WEIGHTS, CHILD_SHARE, COMPS, CONCESSION_OFF, CREW, DIRECT_DEBIT_LOYALTY, EMAIL_DOMAINS, EXCHANGE_RATE,
    FAMILY_QUANTITY, FEE_RISE_ON, FIRST_NAMES, FRIEND_KEENNESS, FUNDING, ILLNESS_RATE, INITIAL_MEMBERS,
    INITIAL_RENEWING, IN_HOUSE, JOIN_MONTH_DEMAND, LAST_NAMES, LATE_RENEWAL_RATE, LEAD_DAYS, LEAD_DAYS_DEFAULT,
    LOST_TILL_RATE, MATINEE_DEMAND, MEMBER_DONATION, MEMBER_DONATION_RATE, MEMBER_DONATION_WEIGHTS,
    MEMBER_NOT_NOTED, MEMBER_OFF, MONTH_DEMAND, NEW_MEMBERS_PER_MONTH, NO_EMAIL_RATE, NO_PAYMENT_METHOD_RATE,
    NO_PHONE_RATE, NO_SHOW_RATE, NO_TOWN_RATE, ONLINE_FEE, ON_SALE_DAYS, PANTO_DARK, PANTO_HOLIDAYS_FROM,
    PANTO_HOLIDAY_DAYS, PANTO_ICE_CREAM, PANTO_MATINEE_ONLY, PANTO_ON_SALE, PANTO_PEAK, PANTO_SCHOOL_DAYS, PATTERNS,
    PAYMENT_METHODS, PHONE_FEE, PRESS_COMPS, PRICE_RISE, PROGRAMME, PROGRAMME_PRICE, PROGRAMME_TAKE_UP, QUANTITY,
    REFUND_RATE, ROSTER_AHEAD_DAYS, SCHEMES, SCHOOL_MIX, SEASON_START_MONTH, SEAT_BANDS, STUDIO_BAR, STUDIO_COMPS,
    TODAY, TOWNS, TYPES, TYPE_MIX, VOLUNTEER_JOINED_BEFORE, VOLUNTEER_LEAVE_RATE, VOLUNTEER_ROLES, WEATHER_DAYS,
    WEEKDAY_DEMAND, YOUTH,
)
from envs.databases.draws import days_between, iso, one_year_on, poisson, random_day, weighted, weighted_pairs


# ---------------------------------------------------------------- helpers

def season_of(day: date) -> int:
    """The first calendar year of the season (September to August) that ``day`` falls in."""
    return day.year if day.month >= SEASON_START_MONTH else day.year - 1


def person(rng: random.Random) -> tuple[str, str]:
    return rng.choice(FIRST_NAMES), rng.choice(LAST_NAMES)


# ---------------------------------------------------------------- programme and performances

def panto_times(day: date, opening: date) -> list[str]:
    if (day.month, day.day) in PANTO_DARK:
        return []
    if day == opening:
        return ["19:00"]  # opening night
    if (day.month, day.day) in PANTO_MATINEE_ONLY:
        return ["14:00"]
    holidays = day.month == 1 or (day.month, day.day) >= PANTO_HOLIDAYS_FROM
    if day.weekday() == 0 and not holidays:
        return []  # dark on Mondays in term time
    return PANTO_HOLIDAY_DAYS if holidays or day.weekday() >= 5 else PANTO_SCHOOL_DAYS


def make_performances(rng: random.Random) -> tuple[list[tuple], list[dict]]:
    productions, performances = [], []
    for production_id, (title, company, genre, director, minutes, _, _, runs) in enumerate(PROGRAMME, start=1):
        in_house = int(company in (IN_HOUSE, YOUTH))
        productions.append((production_id, title, company, in_house, genre, runs[0][0], director, minutes))
        opening = date.fromisoformat(runs[0][1])
        for venue, first, last, pattern in runs:
            for day in days_between(date.fromisoformat(first), date.fromisoformat(last)):
                if pattern == "panto":
                    times = panto_times(day, opening)
                else:
                    times = PATTERNS[pattern].get(day.weekday(), [])
                for start in times:
                    status, reason = ("Performed" if day <= TODAY else "Scheduled"), None
                    if day in WEATHER_DAYS:
                        status, reason = "Cancelled", "Weather"
                    elif day <= TODAY and rng.random() < ILLNESS_RATE:
                        status, reason = "Cancelled", "Illness"
                    performances.append({
                        "performance_id": len(performances) + 1, "production_id": production_id, "venue": venue,
                        "day": day, "time": start, "slot": "Matinee" if start < "17:00" else "Evening",
                        "status": status, "reason": reason, "genre": genre, "opening": opening,
                        "press": in_house and day == opening and start == times[-1], "in_house": in_house,
                        "company": company})
    return productions, performances


# ---------------------------------------------------------------- Friends

def make_members(rng: random.Random) -> tuple[list[tuple], list[dict]]:
    people = []  # [joined_on, scheme, first membership start, first is a renewal]
    schemes = [(s, share) for s, _, _, share, _ in SCHEMES]
    for _ in range(INITIAL_MEMBERS):
        start = random_day(rng, date(2022, 6, 1), date(2023, 5, 31))
        if rng.random() < INITIAL_RENEWING:
            people.append([random_day(rng, date(2012, 1, 1), start - timedelta(days=365)), start, 1])
        else:
            people.append([start, start, 0])
    month = BOOKS_START
    while month <= TODAY:
        for _ in range(poisson(rng, NEW_MEMBERS_PER_MONTH * JOIN_MONTH_DEMAND[month.month - 1])):
            end_of_month = (month.replace(day=28) + timedelta(days=4)).replace(day=1) - timedelta(days=1)
            day = random_day(rng, month, min(end_of_month, TODAY))
            people.append([day, day, 0])
        month = (month.replace(day=28) + timedelta(days=4)).replace(day=1)
    people.sort(key=lambda p: p[0])
    members, memberships = [], []
    rates = {s: renew for s, _, _, _, renew in SCHEMES}
    fees = {s: (before, after) for s, before, after, _, _ in SCHEMES}
    methods, method_w = PAYMENT_METHODS
    for member_id, (joined, start, renewal) in enumerate(people, start=1):
        first, last = person(rng)
        email = None if rng.random() < NO_EMAIL_RATE else \
            f"{first}.{last}{member_id}@{rng.choice(EMAIL_DOMAINS)}".lower().replace("'", "")
        town = None if rng.random() < NO_TOWN_RATE else weighted_pairs(rng, TOWNS)
        members.append((member_id, first, last, email, town, iso(joined)))
        scheme = weighted_pairs(rng, schemes)
        method = weighted(rng, methods, method_w)
        keen = rng.lognormvariate(0, FRIEND_KEENNESS)
        while start <= TODAY:
            end = one_year_on(start)
            fee = fees[scheme][start >= FEE_RISE_ON]
            paid_by = None if rng.random() < NO_PAYMENT_METHOD_RATE else method
            memberships.append({"member_id": member_id, "scheme": scheme, "start": start, "end": end, "fee": fee,
                                "renewal": renewal, "method": paid_by, "name": f"{first} {last}", "keen": keen})
            if rng.random() >= rates[scheme] + (DIRECT_DEBIT_LOYALTY if method == "Direct Debit" else 0.0):
                break
            late = method != "Direct Debit" and rng.random() < LATE_RENEWAL_RATE
            start, renewal = end + timedelta(days=rng.randint(10, 45) if late else 1), 1
    memberships.sort(key=lambda m: (m["start"], m["member_id"]))
    for membership_id, m in enumerate(memberships, start=1):
        m["membership_id"] = membership_id
    return members, memberships


class FriendsOnDay:
    """Which Friends' memberships cover a day, for the Member tickets they buy."""

    def __init__(self, memberships: list[dict]):
        self.by_month: dict[str, list[dict]] = {}
        for m in memberships:
            month = m["start"].replace(day=1)
            while month <= m["end"]:
                self.by_month.setdefault(month.isoformat()[:7], []).append(m)
                month = (month.replace(day=28) + timedelta(days=4)).replace(day=1)

    def pick(self, rng: random.Random, day: date) -> int | None:
        pool = self.by_month.get(day.isoformat()[:7], [])
        if not pool:
            return None
        for m in rng.choices(pool, weights=[m["keen"] for m in pool], k=8):  # a few Friends book everything
            if m["start"] <= day <= m["end"]:
                return m["member_id"]
        return None


# ---------------------------------------------------------------- ticket sales

def make_bands() -> tuple[list[tuple], dict[str, list[tuple]]]:
    rows = [(band_id, venue, band, seats) for band_id, (venue, band, seats, _) in enumerate(SEAT_BANDS, start=1)]
    by_venue: dict[str, list[tuple]] = {}
    for band_id, (venue, band, seats, step) in enumerate(SEAT_BANDS, start=1):
        by_venue.setdefault(venue, []).append((band_id, band, seats, step))
    return rows, by_venue


def prices(perf: dict, base: float, step: float) -> dict[str, float]:
    full = base + PRICE_RISE[season_of(perf["opening"])] + step
    if perf["genre"] == "Pantomime" and (perf["day"] >= date(perf["day"].year, 12, 20) or perf["day"].month == 1
                                         or (perf["slot"] == "Evening" and perf["day"].weekday() in (4, 5))):
        full += PANTO_PEAK
    return {"Full": full, "Concession": full - CONCESSION_OFF, "Child": round(full * CHILD_SHARE * 2) / 2,
            "Member": full - MEMBER_OFF, "Comp": 0.0}


def booking_fee(channel: str, quantity: int, day: date) -> float:
    later = day >= FEE_RISE_ON
    if channel == "Online":
        return round(ONLINE_FEE[later] * quantity, 2)
    return PHONE_FEE[later] if channel == "Phone" else 0.0


def make_sales(rng: random.Random, performances: list[dict], by_venue: dict, friends: FriendsOnDay) -> list[dict]:
    first_day: dict[int, date] = {}
    for p in performances:
        first_day.setdefault(p["production_id"], p["day"])
    sales: list[dict] = []
    sold: dict[tuple[int, int], int] = {}  # (performance, band) -> seats sold and not given back
    for p in performances:
        _, _, genre, _, _, popularity, base, _ = PROGRAMME[p["production_id"] - 1]
        family = genre in ("Pantomime", "Family", "Musical")
        fill = popularity * WEEKDAY_DEMAND[p["day"].weekday()] * MONTH_DEMAND[p["day"].month - 1]
        if p["slot"] == "Matinee" and not family:
            fill *= MATINEE_DEMAND
        on_sale = first_day[p["production_id"]] - timedelta(
            days=PANTO_ON_SALE if genre == "Pantomime" else ON_SALE_DAYS)
        mix = TYPE_MIX[genre]
        if p["time"] == "10:30" and genre == "Pantomime":  # school parties
            mix = SCHOOL_MIX
        for band_id, band, seats, step in by_venue[p["venue"]]:
            price = prices(p, base, step)
            comps = 0
            if p["status"] != "Cancelled" and band_id == by_venue[p["venue"]][0][0]:  # comps go in the best seats
                comps = PRESS_COMPS if p["press"] and p["venue"] == "Main House" else rng.randint(
                    *(COMPS if p["venue"] == "Main House" else STUDIO_COMPS))
            if comps:
                sales.append({"perf": p, "band_id": band_id, "type": "Comp", "qty": comps, "price": 0.0,
                              "channel": "Box Office", "day": p["day"] - timedelta(days=rng.randint(1, 10)),
                              "member": None})
            target = min(seats - comps, round(seats * min(1.0, fill * BAND_DEMAND[band] * rng.gauss(1, 0.09))))
            while target > 0:
                values, weights = FAMILY_QUANTITY if family else QUANTITY
                qty = min(target, weighted(rng, values, weights))
                target -= qty
                kind = weighted(rng, TYPES, mix)
                lead = int(rng.expovariate(1 / LEAD_DAYS.get(genre, LEAD_DAYS_DEFAULT)))
                day = p["day"] - timedelta(days=lead)
                if day < on_sale:
                    day = min(p["day"], on_sale + timedelta(days=rng.randint(0, 20)))
                channel = weighted(rng, CHANNELS, CHANNEL_WEIGHTS[max(2022, min(2025, day.year))])
                if lead == 0:
                    channel = "Box Office"
                member = friends.pick(rng, day) if kind == "Member" else None
                if kind == "Member" and channel == "Box Office" and rng.random() < MEMBER_NOT_NOTED:
                    member = None
                sales.append({"perf": p, "band_id": band_id, "type": kind, "qty": qty, "price": price[kind],
                              "channel": channel, "day": day, "member": member})
    sales = [s for s in sales if s["day"] <= TODAY]
    for s in sales:
        s.update(fee=0.0 if s["type"] == "Comp" else booking_fee(s["channel"], s["qty"], s["day"]),
                 status="Paid", changed=None, source=None)
        key = (s["perf"]["performance_id"], s["band_id"])
        sold[key] = sold.get(key, 0) + s["qty"]
    return give_back(rng, sales, performances, by_venue, sold)


def give_back(rng: random.Random, sales: list[dict], performances: list[dict], by_venue: dict,
              sold: dict) -> list[dict]:
    """Refunds and exchanges: a few of any show's bookings, and every booking for a cancelled performance."""
    seats = {band_id: n for bands in by_venue.values() for band_id, _, n, _ in bands}
    runs: dict[tuple[int, str], list[dict]] = {}
    for p in performances:
        if p["status"] != "Cancelled":
            runs.setdefault((p["production_id"], p["venue"]), []).append(p)
    extra = []
    for s in sales:
        p = s["perf"]
        if s["type"] == "Comp":
            continue
        if p["status"] == "Cancelled":
            changed = min(TODAY, p["day"] + timedelta(days=rng.randint(0, 5)))
            exchange = rng.random() < CANCEL_EXCHANGE
        else:
            u = rng.random()
            if u >= REFUND_RATE + EXCHANGE_RATE or s["day"] >= p["day"]:
                continue
            changed = random_day(rng, s["day"], p["day"] - timedelta(days=1))
            if changed > TODAY:
                continue
            exchange = u >= REFUND_RATE
        if exchange:
            options = [q for q in runs.get((p["production_id"], p["venue"]), [])
                       if q["day"] > changed and q is not p
                       and sold.get((q["performance_id"], s["band_id"]), 0) + s["qty"] <= seats[s["band_id"]]]
            if options:
                target = rng.choice(options[:12])
                sold[(target["performance_id"], s["band_id"])] = sold.get(
                    (target["performance_id"], s["band_id"]), 0) + s["qty"]
                extra.append({**s, "perf": target, "day": changed, "fee": 0.0, "status": "Paid", "changed": None,
                              "source": s})
                s.update(status="Exchanged", changed=changed)
                continue
            if p["status"] != "Cancelled":
                continue  # nothing to move to: the customer keeps the original tickets
        s.update(status="Refunded", changed=changed)
    every = sales + extra
    order = sorted(range(len(every)), key=lambda k: (every[k]["day"], k))
    for sale_id, k in enumerate(order, start=1):
        every[k]["sale_id"] = sale_id
    return [every[k] for k in order]


# ---------------------------------------------------------------- volunteers, bar and funding

def make_volunteers(rng: random.Random) -> list[dict]:
    volunteers = []
    for role, count, hours in VOLUNTEER_ROLES:
        for _ in range(count):
            if rng.random() < VOLUNTEER_JOINED_BEFORE:
                joined = random_day(rng, date(2014, 1, 1), BOOKS_START - timedelta(days=1))
            else:
                joined = random_day(rng, BOOKS_START, TODAY - timedelta(days=60))
            left = None
            if rng.random() < VOLUNTEER_LEAVE_RATE:
                left = random_day(rng, max(joined, BOOKS_START) + timedelta(days=60), TODAY)
            first, last = person(rng)
            phone = None if rng.random() < NO_PHONE_RATE else f"07{rng.randint(100, 999)} {rng.randint(100000, 999999)}"
            volunteers.append({"first": first, "last": last, "role": role, "phone": phone, "joined": joined,
                               "left": left, "hours": hours, "keen": rng.lognormvariate(0, 0.6)})
    volunteers.sort(key=lambda v: (v["joined"], v["last"], v["first"]))
    for volunteer_id, v in enumerate(volunteers, start=1):
        v["volunteer_id"] = volunteer_id
    return volunteers


def make_shifts(rng: random.Random, performances: list[dict], volunteers: list[dict]) -> list[tuple]:
    rows = []
    horizon = TODAY + timedelta(days=ROSTER_AHEAD_DAYS)
    for p in performances:
        if p["day"] > horizon:
            continue
        for duty, main, studio in CREW:
            need = main if p["venue"] == "Main House" else studio
            if duty == "Usher" and p["genre"] == "Pantomime":
                need += 1
            pool = [v for v in volunteers if v["role"] == duty and v["joined"] <= p["day"]
                    and (v["left"] is None or p["day"] <= v["left"])]
            chosen: list[dict] = []
            while len(chosen) < min(need, len(pool)):
                v = weighted(rng, pool, [w["keen"] for w in pool])
                if v not in chosen:
                    chosen.append(v)
            for v in chosen:
                if p["status"] == "Cancelled":
                    status = "Cancelled"
                elif p["day"] > TODAY:
                    status = "Rostered"
                else:
                    status = "No Show" if rng.random() < NO_SHOW_RATE else "Worked"
                rows.append((len(rows) + 1, v["volunteer_id"], p["performance_id"], duty, v["hours"], status))
    return rows


def make_bar_sales(rng: random.Random, performances: list[dict], audience: dict[int, int]) -> list[tuple]:
    rows = []
    for p in performances:
        if p["status"] != "Performed":
            continue
        heads = audience.get(p["performance_id"], 0)
        counters = ["Bar", "Ice Cream"] if p["venue"] == "Main House" else ["Bar"]
        for counter in counters:
            evening, matinee, basket = BAR_SPEND[counter]
            spend = evening if p["slot"] == "Evening" else matinee
            if counter == "Ice Cream" and p["genre"] == "Pantomime":
                spend *= PANTO_ICE_CREAM
            if counter == "Bar" and p["venue"] == "Studio":
                spend *= STUDIO_BAR
            takings = round(heads * spend * rng.gauss(1, 0.14), 2)
            if takings <= 0:
                continue
            transactions = max(1, round(takings / basket * rng.gauss(1, 0.08)))
            lost = rng.random() < LOST_TILL_RATE
            rows.append([p["performance_id"], counter, takings, None if lost else transactions])
        if p["venue"] == "Main House" and p["in_house"]:
            share = PROGRAMME_TAKE_UP[p["genre"] == "Pantomime"]
            count = max(0, round(heads * share * rng.gauss(1, 0.15)))
            if count:
                price = PROGRAMME_PRICE[p["day"] >= FEE_RISE_ON]
                rows.append([p["performance_id"], "Programmes", round(count * price, 2),
                             None if rng.random() < LOST_TILL_RATE else count])
    return [(k, *row) for k, row in enumerate(rows, start=1)]


def make_funding(rng: random.Random, performances: list[dict], memberships: list[dict],
                 audience: dict[int, int]) -> list[tuple]:
    by_title = {title: k for k, (title, *_) in enumerate(PROGRAMME, start=1)}
    gifts = [(date.fromisoformat(day), kind, funder, amount, by_title.get(title) if title else None, None)
             for day, kind, funder, amount, title in FUNDING]
    for m in memberships:
        if BOOKS_START <= m["start"] <= TODAY and rng.random() < MEMBER_DONATION_RATE:
            amount = weighted(rng, MEMBER_DONATION, MEMBER_DONATION_WEIGHTS)
            gifts.append((m["start"], "Donation", m["name"], amount, None, m["member_id"]))
    for p in performances:
        if p["genre"] == "Pantomime" and p["status"] == "Performed" and p["slot"] == "Evening":
            amount = round(audience.get(p["performance_id"], 0) * BUCKET_PER_HEAD * rng.gauss(1, 0.2), 2)
            gifts.append((p["day"], "Donation", None, max(amount, 5.0), p["production_id"], None))
    for _ in range(ANONYMOUS_DONATIONS):
        amount = weighted(rng, [5.0, 10.0, 20.0, 50.0, 100.0, 250.0], [15, 30, 25, 18, 9, 3])
        gifts.append((random_day(rng, BOOKS_START, TODAY), "Donation", None, amount, None, None))
    gifts.sort(key=lambda g: (g[0], g[1], g[3]))
    return [(k, iso(day), kind, funder, amount, production, member)
            for k, (day, kind, funder, amount, production, member) in enumerate(gifts, start=1)]


# ---------------------------------------------------------------- all tables

def populate(con: sqlite3.Connection, rng: random.Random) -> None:
    band_rows, by_venue = make_bands()
    productions, performances = make_performances(rng)
    members, memberships = make_members(rng)
    sales = make_sales(rng, performances, by_venue, FriendsOnDay(memberships))
    audience: dict[int, int] = {}
    for s in sales:
        if s["status"] == "Paid":
            audience[s["perf"]["performance_id"]] = audience.get(s["perf"]["performance_id"], 0) + s["qty"]
    volunteers = make_volunteers(rng)
    shifts = make_shifts(rng, performances, volunteers)
    bar = make_bar_sales(rng, performances, audience)
    funding = make_funding(rng, performances, memberships, audience)

    con.executemany("INSERT INTO seat_bands VALUES (?, ?, ?, ?)", band_rows)
    con.executemany("INSERT INTO productions VALUES (?, ?, ?, ?, ?, ?, ?, ?)", productions)
    con.executemany("INSERT INTO performances VALUES (?, ?, ?, ?, ?, ?, ?, ?)", [
        (p["performance_id"], p["production_id"], p["venue"], iso(p["day"]), p["time"], p["slot"], p["status"],
         p["reason"]) for p in performances])
    con.executemany("INSERT INTO members VALUES (?, ?, ?, ?, ?, ?)", members)
    con.executemany("INSERT INTO memberships VALUES (?, ?, ?, ?, ?, ?, ?, ?)", [
        (m["membership_id"], m["member_id"], m["scheme"], iso(m["start"]), iso(m["end"]), m["fee"], m["renewal"],
         m["method"]) for m in memberships])
    con.executemany("INSERT INTO ticket_sales VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", [
        (s["sale_id"], s["perf"]["performance_id"], s["band_id"], s["type"], s["qty"], s["price"], s["fee"],
         s["channel"], iso(s["day"]), s["member"], s["status"], iso(s["changed"]) if s["changed"] else None,
         s["source"]["sale_id"] if s["source"] else None) for s in sales])
    con.executemany("INSERT INTO volunteers VALUES (?, ?, ?, ?, ?, ?, ?)", [
        (v["volunteer_id"], v["first"], v["last"], v["role"], v["phone"], iso(v["joined"]),
         iso(v["left"]) if v["left"] else None) for v in volunteers])
    con.executemany("INSERT INTO volunteer_shifts VALUES (?, ?, ?, ?, ?, ?)", shifts)
    con.executemany("INSERT INTO bar_sales VALUES (?, ?, ?, ?, ?)", bar)
    con.executemany("INSERT INTO funding VALUES (?, ?, ?, ?, ?, ?, ?)", funding)
