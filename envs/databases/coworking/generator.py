"""The ``coworking`` database's seeded generator: ``populate(con, rng)`` fills the tables of
``vocabulary.SCHEMA`` from the vocabularies there and a seeded ``random.Random``.

Members are simulated month by month at each open site (office companies moving in and out, desk members joining
and leaving), then their room bookings and the day passes sold day by day, and last the monthly invoices: the
membership fee for the month ahead plus the previous month's room overage, printing, guest passes and credits."""

from __future__ import annotations

import calendar
import random
import sqlite3
from datetime import date, timedelta

from envs.databases.draws import iso, poisson, weighted
from envs.databases.coworking.vocabulary import (
    AWAY_SITE, BOOKING_HORIZON_DAYS, BOOKING_HOURS, BOOKING_PLAN_USE, BOOKING_SEASON, BOOKINGS_PER_MEMBER_DAY,
    CAME_FROM_DAY_PASS, CANCEL_RATE, COMPANY_FORMS, COMPANY_STEMS, COMPANY_SUFFIXES, DAY_PASS_PRICE,
    DAY_PASS_SEASON, DAY_PASSES_PER_DAY, DEBIT_FAILS, DESK_PLAN_WEIGHTS, EMAIL_DOMAINS, FIRST_DAY, FIRST_NAMES,
    FIRST_SLOT, FLAKY_MEMBERS, FLAKY_NO_SHOW, FOUNDING_WEIGHTS, GUEST_PASS_PRICE, GUEST_SHARE, INDUSTRIES,
    JOIN_SEASON, LAST_NAMES, LAST_SLOT, LEAVE_REASONS, MID_MONTH_LEAVERS, MONTHLY_CHURN, NO_ATTENDEES, NO_BILLING_EMAIL,
    NO_PHONE_RATE, NO_REASON, NO_SHOW_RATE, NO_VISITOR_EMAIL, OFFICE_CHURN, OFFICE_TAKE_UP, PART_PAY_RATE,
    PAYER_TYPES, PAYMENT_DAYS, PLANS, PRICE_CHANGE_ON, PRINT_PRICE, PRINTING_CHANCE, RAMP_BOOST, RAMP_MONTHS,
    REFERRAL_CREDIT, REFERRED, ROOM_POPULARITY, SHARED_NAME, SITE_PREFIX, SITE_SPACES, SITES,
    START_WEIGHTS, TEAM_MEMBER, TODAY, VAT_REGISTERED, VOID_RATE, WRITE_OFF_AFTER_DAYS,
)

PLAN_INDEX = {plan[0]: i for i, plan in enumerate(PLANS)}
MONTH_NAMES = list(calendar.month_name)


# ---------------------------------------------------------------- helpers

def month_start(day: date) -> date:
    return day.replace(day=1)


def month_end(day: date) -> date:
    return day.replace(day=calendar.monthrange(day.year, day.month)[1])


def add_months(day: date, n: int) -> date:
    """The first day of the month ``n`` months after ``day``'s."""
    k = day.year * 12 + day.month - 1 + n
    return date(k // 12, k % 12 + 1, 1)


def months_between(first: date, last: date) -> list[date]:
    """First days of every month from ``first``'s to ``last``'s, inclusive."""
    months, m = [], month_start(first)
    while m <= last:
        months.append(m)
        m = add_months(m, 1)
    return months


def weekday_in(rng: random.Random, start: date, end: date) -> date | None:
    """A random Monday-to-Friday day between two dates, or None if there is none."""
    days = [start + timedelta(days=k) for k in range((end - start).days + 1)]
    days = [d for d in days if d.weekday() < 5]
    return rng.choice(days) if days else None


def price_on(day: date, plan: tuple) -> float:
    _, _, _, price, previous, *_ = plan
    return previous if previous is not None and day < PRICE_CHANGE_ON else price


def active_on(member: dict, day: date) -> bool:
    return member["joined"] <= day and (member["left"] is None or day <= member["left"])


# ---------------------------------------------------------------- fixed tables

def make_sites() -> list[tuple]:
    return [(i, name, city, address, iso(opened), hot_desks)
            for i, (name, city, address, opened, hot_desks, _, _) in enumerate(SITES, start=1)]


def make_spaces() -> list[tuple]:
    rows = []
    for site_id, (desks, offices, rooms) in enumerate(SITE_SPACES, start=1):
        prefix, floors = SITE_PREFIX[site_id - 1], SITES[site_id - 1][6]
        for k in range(1, desks + 1):
            rows.append((len(rows) + 1, site_id, f"{prefix}-D{k:02d}", "Fixed Desk", None, 1, 1 + k % floors, None))
        for k, seats in enumerate(offices, start=1):
            rows.append((len(rows) + 1, site_id, f"{prefix}-O{k:02d}", "Private Office", None, seats, floors, None))
        for k, (name, seats, rate) in enumerate(rooms, start=1):
            rows.append((len(rows) + 1, site_id, f"{prefix}-M{k}", "Meeting Room", name, seats, 1, rate))
    return rows


def make_plans() -> list[tuple]:
    return [(i, code, name, kind, price, previous, iso(PRICE_CHANGE_ON) if previous else None, hours, days, retired)
            for i, (code, name, kind, price, previous, hours, days, retired) in enumerate(PLANS, start=1)]


# ---------------------------------------------------------------- people

class People:
    """Names, emails and companies handed out while simulating, kept unique where the schema says so."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        self.emails: set[str] = set()
        self.company_names: set[str] = set()
        self.companies: list[dict] = []

    def unique_email(self, local: str, domain: str) -> str:
        email, k = f"{local}@{domain}".lower(), 2
        while email in self.emails:
            email, k = f"{local}{k}@{domain}".lower(), k + 1
        self.emails.add(email)
        return email

    def company(self, signed: date, site: int, small_team: bool) -> dict:
        rng = self.rng
        industry, name = weighted(rng, *zip(*INDUSTRIES)), None
        if small_team and rng.random() < SHARED_NAME:  # an unrelated small firm named like one in another city
            others = [c for c in self.companies if c["site"] != site and c["small_team"]]
            if others:
                namesake = rng.choice(others)
                industry, name = namesake["industry"], namesake["name"]
        while name is None:
            stem, suffix = rng.choice(COMPANY_STEMS), rng.choice(COMPANY_SUFFIXES[industry])
            candidate = f"{stem} {suffix}{rng.choice(COMPANY_FORMS)}"
            name = None if candidate in self.company_names else candidate
        slug = "".join(ch for ch in name.lower().replace(" ltd", "").replace(" llp", "") if ch.isalnum())
        if name in self.company_names:  # the namesake has its own web domain, named after its city
            slug = f"{slug}-{SITES[site - 1][1].lower()}"
        self.company_names.add(name)
        billing = None if rng.random() < NO_BILLING_EMAIL else self.unique_email("accounts", f"{slug}.test")
        vat = f"GB{rng.randint(100_000_000, 999_999_999)}" if rng.random() < VAT_REGISTERED else None
        company = {"name": name, "industry": industry, "billing": billing, "vat": vat, "signed": signed,
                   "slug": slug, "site": site, "small_team": small_team, "members": []}
        self.companies.append(company)
        return company

    def member(self, company: dict | None, plan: str, site: int, space: int | None, joined: date,
               left: date | None) -> dict:
        rng = self.rng
        first, last = rng.choice(FIRST_NAMES), rng.choice(LAST_NAMES)
        if company is not None:
            email = self.unique_email(f"{first}.{last}", f"{company['slug']}.test")
        else:
            local = rng.choice([f"{first}.{last}", f"{first[0]}{last}", f"{first}{last}{rng.randint(1, 99)}"])
            email = self.unique_email(local, rng.choice(EMAIL_DOMAINS))
        phone = None if rng.random() < NO_PHONE_RATE else f"07{rng.randint(100, 999)} {rng.randint(100000, 999999)}"
        member = {"first": first, "last": last, "email": email, "phone": phone, "company": company, "plan": plan,
                  "site": site, "space": space, "joined": joined, "left": left, "reason": None, "referrer": None}
        if company is not None:
            company["members"].append(member)
        return member


def leaving_day(rng: random.Random, joined: date, churn: float) -> date | None:
    """The last day of a membership that ends with chance ``churn`` each month; None if it runs past TODAY."""
    months = 0
    while rng.random() >= churn:
        months += 1
        if add_months(joined, months) > TODAY:
            return None
    last_month = add_months(joined, months)
    left = month_end(last_month)
    if rng.random() < MID_MONTH_LEAVERS:
        left = last_month + timedelta(days=rng.randint(0, 27))
    left = max(left, joined + timedelta(days=6))
    return left if left <= TODAY else None


def simulate_members(rng: random.Random, spaces: list[tuple], people: People) -> list[dict]:
    members: list[dict] = []
    offices = [s for s in spaces if s[3] == "Private Office"]
    desks = [s for s in spaces if s[3] == "Fixed Desk"]
    free_from = {s[0]: date.min for s in offices + desks}
    teams: dict[int, list[dict]] = {1: [], 2: [], 3: []}
    for month in months_between(FIRST_DAY, TODAY):
        season = JOIN_SEASON[month.month - 1]
        for site_id, (_, _, _, opened, _, rate, _) in enumerate(SITES, start=1):
            if month_end(month) < opened:
                continue
            first_day, last_day = max(month, opened), min(month_end(month), TODAY)
            ramp = RAMP_BOOST if (month.year - opened.year) * 12 + month.month - opened.month < RAMP_MONTHS else 1.0
            # office companies move into free offices
            for office in offices:
                if office[1] != site_id or free_from[office[0]] > first_day:
                    continue
                if rng.random() >= OFFICE_TAKE_UP * season * ramp:
                    continue
                moved_in = weekday_in(rng, max(first_day, free_from[office[0]]), last_day)
                if moved_in is None:
                    continue
                moved_out = leaving_day(rng, moved_in, OFFICE_CHURN)
                free_from[office[0]] = moved_out + timedelta(days=1) if moved_out else date.max
                company = people.company(moved_in, site_id, small_team=False)
                headcount = max(1, round(office[5] * rng.uniform(0.55, 1.0)))
                for k in range(headcount):
                    joined = moved_in if k == 0 or rng.random() < 0.7 else moved_in + timedelta(days=rng.randint(3, 60))
                    if joined > TODAY or (moved_out and joined >= moved_out):
                        continue
                    left = leaving_day(rng, joined, MONTHLY_CHURN["PO"])
                    if moved_out and (left is None or left > moved_out):
                        left = moved_out
                    members.append(people.member(company, "PO", site_id, office[0], joined, left))
            # desk members join on their own or with a small team
            open_share = ((last_day - first_day).days + 1) / month_end(month).day  # a site's first month, or TODAY's
            for _ in range(poisson(rng, rate * season * ramp * open_share)):
                joined = weekday_in(rng, first_day, last_day)
                if joined is None:
                    continue
                founding = site_id == 1 and joined <= date.fromisoformat(PLANS[PLAN_INDEX["HD-FND"]][7])
                plan = weighted(rng, [p[0] for p in PLANS], FOUNDING_WEIGHTS if founding else DESK_PLAN_WEIGHTS)
                left = leaving_day(rng, joined, MONTHLY_CHURN[plan])
                space = None
                if plan == "FD":
                    free = [d[0] for d in desks if d[1] == site_id and free_from[d[0]] <= joined]
                    if free:
                        space = free[0]
                        free_from[space] = left + timedelta(days=1) if left else date.max
                    else:  # no fixed desk free: they take a hot desk while they wait
                        plan = "HD-UNL"
                company = None
                if plan != "VO" and rng.random() < TEAM_MEMBER:
                    open_teams = [c for c in teams[site_id] if any(active_on(m, joined) for m in c["members"])]
                    company = rng.choice(open_teams) if open_teams and rng.random() < 0.6 else None
                    if company is None:
                        company = people.company(joined, site_id, small_team=True)
                        teams[site_id].append(company)
                members.append(people.member(company, plan, site_id, space, joined, left))
    return members


def add_history(rng: random.Random, members: list[dict]) -> None:
    """Leave reasons and referrals, once every member exists."""
    reasons, reason_w = zip(*LEAVE_REASONS)
    for member in members:
        if member["left"] is not None and rng.random() >= NO_REASON:
            member["reason"] = weighted(rng, list(reasons), list(reason_w))
    connector = {id(m): min(rng.paretovariate(1.2), 30.0) for m in members}  # a few members refer many
    for member in members:
        if rng.random() >= REFERRED:
            continue
        day = member["joined"]
        candidates = [m for m in members if m["site"] == member["site"] and m["joined"] < day and active_on(m, day)]
        if candidates:
            member["referrer"] = weighted(rng, candidates, [connector[id(m)] for m in candidates])


# ---------------------------------------------------------------- activity

def active_by_month(members: list[dict]) -> dict[tuple[int, date], list[int]]:
    """(site, first day of month) -> indexes of the members at that site at some point in that month."""
    horizon = TODAY + timedelta(days=BOOKING_HORIZON_DAYS)
    table: dict[tuple[int, date], list[int]] = {}
    for i, member in enumerate(members):
        for month in months_between(member["joined"], member["left"] or horizon):
            table.setdefault((member["site"], month), []).append(i)
    return table


def make_bookings(rng: random.Random, members: list[dict], spaces: list[tuple]) -> list[dict]:
    by_month = active_by_month(members)
    rooms = {site: [s for s in spaces if s[1] == site and s[3] == "Meeting Room"] for site in range(1, len(SITES) + 1)}
    use = [BOOKING_PLAN_USE[m["plan"]] * rng.lognormvariate(0, 0.7) for m in members]
    flaky = [rng.random() < FLAKY_MEMBERS for _ in members]
    horizon = TODAY + timedelta(days=BOOKING_HORIZON_DAYS)
    bookings = []
    day = FIRST_DAY
    while day <= horizon:
        if day.weekday() < 5:
            here = {site: [i for i in by_month.get((site, month_start(day)), []) if active_on(members[i], day)]
                    for site in rooms}
            for site, site_rooms in rooms.items():
                if not here[site]:
                    continue
                taken = {room[0]: bytearray(48) for room in site_rooms}
                weights = [use[i] for i in here[site]]
                lam = sum(weights) * BOOKINGS_PER_MEMBER_DAY * BOOKING_SEASON[day.month - 1]
                for _ in range(poisson(rng, lam)):
                    who = weighted(rng, here[site], weights)
                    room = weighted(rng, site_rooms, [ROOM_POPULARITY[r[5]] for r in site_rooms])
                    if rng.random() < AWAY_SITE:  # a member from another site books a room here
                        away = [i for s, ids in here.items() if s != site for i in ids]
                        who = rng.choice(away) if away else who
                    hours = weighted(rng, *BOOKING_HOURS)
                    slots = int(hours * 2)
                    for _attempt in range(3):
                        start = FIRST_SLOT + weighted(rng, range(len(START_WEIGHTS)), START_WEIGHTS)
                        if start + slots <= LAST_SLOT and not any(taken[room[0]][start:start + slots]):
                            break
                    else:
                        continue
                    starts = f"{iso(day)} {start // 2:02d}:{30 * (start % 2):02d}"
                    ends = f"{iso(day)} {(start + slots) // 2:02d}:{30 * ((start + slots) % 2):02d}"
                    u = rng.random()
                    if day > TODAY and rng.random() < (day - TODAY).days / (BOOKING_HORIZON_DAYS + 1):
                        continue  # fewer bookings are made the further ahead a day is
                    if day > TODAY:
                        status = "Confirmed"
                    elif u < CANCEL_RATE:
                        status = "Cancelled"
                    elif u < CANCEL_RATE + (FLAKY_NO_SHOW if flaky[who] else NO_SHOW_RATE):
                        status = "No-show"
                    else:
                        status = "Completed"
                    if status != "Cancelled":
                        taken[room[0]][start:start + slots] = b"\x01" * slots
                    attendees = None if rng.random() < NO_ATTENDEES else rng.randint(1, room[5])
                    bookings.append({"room": room, "member": who, "starts": starts, "ends": ends, "day": day,
                                     "hours": hours, "attendees": attendees, "status": status})
        day += timedelta(days=1)
    bookings.sort(key=lambda b: (b["starts"], b["room"][0]))
    return bookings


def visitor(rng: random.Random) -> tuple[str, str | None]:
    first, last = rng.choice(FIRST_NAMES), rng.choice(LAST_NAMES)
    email = None if rng.random() < NO_VISITOR_EMAIL else \
        f"{first}.{last}{rng.randint(1, 999)}@{rng.choice(EMAIL_DOMAINS)}".lower()
    return f"{first} {last}", email


def make_day_passes(rng: random.Random, members: list[dict]) -> list[dict]:
    by_month = active_by_month(members)
    passes = []
    for site_id, (_, _, _, opened, _, _, _) in enumerate(SITES, start=1):
        day = opened
        while day <= TODAY:
            if day.weekday() < 5:
                for _ in range(poisson(rng, DAY_PASSES_PER_DAY[site_id - 1] * DAY_PASS_SEASON[day.month - 1])):
                    name, email = visitor(rng)
                    host = None
                    if rng.random() < GUEST_SHARE:
                        here = [i for i in by_month.get((site_id, month_start(day)), [])
                                if active_on(members[i], day)]
                        host = rng.choice(here) if here else None
                    prices = GUEST_PASS_PRICE if host is not None else DAY_PASS_PRICE
                    passes.append({"site": site_id, "day": day, "name": name, "email": email, "host": host,
                                   "price": prices[day >= PRICE_CHANGE_ON], "converted": None})
            day += timedelta(days=1)
    # some freelancers tried a day pass at their site before joining
    for i, member in enumerate(members):
        opened = SITES[member["site"] - 1][3]
        if member["company"] is None and member["plan"] != "HD-FND" and rng.random() < CAME_FROM_DAY_PASS:
            day = weekday_in(rng, max(opened, member["joined"] - timedelta(days=45)),
                             member["joined"] - timedelta(days=3))
            if day is not None:
                passes.append({"site": member["site"], "day": day, "name": f"{member['first']} {member['last']}",
                               "email": member["email"], "host": None, "price": DAY_PASS_PRICE[day >= PRICE_CHANGE_ON],
                               "converted": i})
    passes.sort(key=lambda p: (p["day"], p["site"]))
    return passes


# ---------------------------------------------------------------- billing

def month_label(day: date) -> str:
    return f"{MONTH_NAMES[day.month]} {day.year}"


def arrears_lines(rng, member, month, overage, guests, credits) -> list[tuple]:
    """Lines billed in arrears for ``month``: room hours beyond the plan's, printing, guest passes, credits."""
    lines = []
    for room, day, hours in overage.get(month, []):
        lines.append(("Room Overage", f"{room[4]} ({room[2]}), {day.day} {MONTH_NAMES[day.month][:3]}",
                      hours, room[7]))
    if rng.random() < PRINTING_CHANCE:
        pages = max(5, int(rng.lognormvariate(4.0, 0.9)))
        lines.append(("Printing", f"Printing, {month_label(month)}", pages, PRINT_PRICE))
    for price, count in sorted(guests.get(month, {}).items()):
        lines.append(("Day Pass", f"Guest day passes, {month_label(month)}", count, price))
    for name in credits.get(month, []):
        lines.append(("Referral Credit", f"Thank you for referring {name}", 1, -REFERRAL_CREDIT))
    return lines


def member_activity(members, bookings, passes):
    """Per member: room overage by month, guest passes by month and price, referral credits by month."""
    plan_hours = {p[0]: p[5] for p in PLANS}
    used: dict[tuple[int, date], float] = {}
    overage: list[dict] = [{} for _ in members]
    for b in bookings:  # in time order, so the included hours are used up first
        if b["status"] not in ("Completed", "No-show") or b["room"][7] is None:
            continue
        key = (b["member"], month_start(b["day"]))
        credit = max(0.0, plan_hours[members[b["member"]]["plan"]] - used.get(key, 0.0))
        used[key] = used.get(key, 0.0) + b["hours"]
        extra = b["hours"] - min(credit, b["hours"])
        if extra > 0:
            overage[b["member"]].setdefault(key[1], []).append((b["room"], b["day"], extra))
    guests: list[dict] = [{} for _ in members]
    for p in passes:
        if p["host"] is not None:
            by_price = guests[p["host"]].setdefault(month_start(p["day"]), {})
            by_price[p["price"]] = by_price.get(p["price"], 0) + 1
    index = {id(m): i for i, m in enumerate(members)}
    credits: list[dict] = [{} for _ in members]
    for m in members:
        if m["referrer"] is not None:
            credits[index[id(m["referrer"])]].setdefault(month_start(m["joined"]), []).append(
                f"{m['first']} {m['last']}")
    return overage, guests, credits


def settle(rng, payer: tuple[str, str], issued: date, due: date, total: float) -> tuple:
    """(amount paid, paid on, method, status) for one invoice, as of TODAY."""
    method, habit = payer
    partial = False
    if habit == "good":
        paid = due if method == "Direct Debit" else issued + timedelta(days=rng.randint(0, 4))
        if method == "Direct Debit" and rng.random() < DEBIT_FAILS:
            paid, method = due + timedelta(days=rng.randint(5, 10)), "Card"
    elif habit == "slow":
        paid = max(issued + timedelta(days=1), due + timedelta(days=round(rng.gauss(3, 9))))
    else:
        paid = due + timedelta(days=rng.randint(5, 60))
        partial = rng.random() < PART_PAY_RATE
    if paid > TODAY:
        return 0.0, None, None, "Unpaid"
    if partial:
        return round(total * rng.uniform(0.3, 0.8), 2), iso(paid), method, "Part Paid"
    return total, iso(paid), method, "Paid"


def make_invoices(rng, members, bookings, passes) -> tuple[list[tuple], list[tuple]]:
    overage, guests, credits = member_activity(members, bookings, passes)
    drafts = []
    for i, member in enumerate(members):
        plan = PLANS[PLAN_INDEX[member["plan"]]]
        payer = weighted(rng, list(PAYER_TYPES[0]), PAYER_TYPES[1])
        last = member["left"] or TODAY
        months = months_between(member["joined"], last)
        bad_leaver = payer[1] == "bad" and member["left"] is not None
        unpaid_tail = rng.randint(1, 3) if bad_leaver else 0
        for k, month in enumerate(months):
            issued = member["joined"] if k == 0 else month
            price = price_on(issued, plan)
            share = 1.0
            if k == 0 and member["joined"].day > 1:
                days = calendar.monthrange(month.year, month.month)[1]
                share = round((days - member["joined"].day + 1) / days, 2)
            label = f"{plan[1]}, {month_label(month)}" + (" (part month)" if share < 1 else "")
            lines = [("Membership", label, share, price)]
            if k > 0:
                lines += arrears_lines(rng, member, add_months(month, -1), overage[i], guests[i], credits[i])
            lines = [(kind, text, qty, unit, round(qty * unit, 2)) for kind, text, qty, unit in lines]
            subtotal = sum(line[4] for line in lines if line[0] != "Referral Credit")
            if subtotal < 2 * REFERRAL_CREDIT:  # a credit needs an invoice big enough to take it; else it lapses
                lines = [line for line in lines if line[0] != "Referral Credit"]
            total = round(sum(line[4] for line in lines), 2)
            due = issued + timedelta(days=PAYMENT_DAYS)
            paid, paid_on, method, status = settle(rng, payer, issued, due, total)
            if k >= len(months) - unpaid_tail:  # a bad payer's last invoices before leaving
                if status == "Paid":
                    paid, paid_on, method, status = 0.0, None, None, "Unpaid"
                if (TODAY - issued).days > WRITE_OFF_AFTER_DAYS:
                    status = "Written Off"
            drafts.append((issued, i, 0, month, due, total, paid, paid_on, method, status, lines))
            if rng.random() < VOID_RATE:  # raised twice by mistake; the copy was voided
                drafts.append((issued, i, 1, month, due, total, 0.0, None, None, "Void", lines))
    drafts.sort(key=lambda d: (d[0], d[1], d[2]))
    invoices, invoice_lines, per_year = [], [], {}
    for invoice_id, (issued, i, _, month, due, total, paid, paid_on, method, status, lines) in enumerate(
            drafts, start=1):
        per_year[issued.year] = per_year.get(issued.year, 0) + 1
        number = f"HW-{issued.year}-{per_year[issued.year]:05d}"
        invoices.append((invoice_id, number, i + 1, month.strftime("%Y-%m"), iso(issued), iso(due), total,
                         paid, paid_on, method, status))
        for kind, text, qty, unit, amount in lines:
            invoice_lines.append((len(invoice_lines) + 1, invoice_id, kind, text, qty, unit, amount))
    return invoices, invoice_lines


# ---------------------------------------------------------------- populate

def populate(con: sqlite3.Connection, rng: random.Random) -> None:
    sites, spaces, plans = make_sites(), make_spaces(), make_plans()
    people = People(rng)
    members = simulate_members(rng, spaces, people)
    members.sort(key=lambda m: (m["joined"], m["site"]))
    add_history(rng, members)
    companies = sorted(people.companies, key=lambda c: c["signed"])
    company_id = {id(c): k for k, c in enumerate(companies, start=1)}
    member_id = {id(m): k for k, m in enumerate(members, start=1)}
    bookings = make_bookings(rng, members, spaces)
    passes = make_day_passes(rng, members)
    invoices, invoice_lines = make_invoices(rng, members, bookings, passes)

    con.executemany("INSERT INTO sites VALUES (?, ?, ?, ?, ?, ?)", sites)
    con.executemany("INSERT INTO plans VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", plans)
    con.executemany("INSERT INTO companies VALUES (?, ?, ?, ?, ?, ?)", [
        (company_id[id(c)], c["name"], c["industry"], c["billing"], c["vat"], iso(c["signed"])) for c in companies])
    con.executemany("INSERT INTO spaces VALUES (?, ?, ?, ?, ?, ?, ?, ?)", spaces)
    con.executemany("INSERT INTO members VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", [
        (member_id[id(m)], m["first"], m["last"], m["email"], m["phone"],
         company_id[id(m["company"])] if m["company"] else None, PLAN_INDEX[m["plan"]] + 1, m["site"], m["space"],
         iso(m["joined"]), iso(m["left"]) if m["left"] else None, m["reason"],
         member_id[id(m["referrer"])] if m["referrer"] else None) for m in members])
    con.executemany("INSERT INTO bookings VALUES (?, ?, ?, ?, ?, ?, ?)", [
        (k, b["room"][0], b["member"] + 1, b["starts"], b["ends"], b["attendees"], b["status"])
        for k, b in enumerate(bookings, start=1)])
    con.executemany("INSERT INTO invoices VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", invoices)
    con.executemany("INSERT INTO invoice_lines VALUES (?, ?, ?, ?, ?, ?, ?)", invoice_lines)
    con.executemany("INSERT INTO day_passes VALUES (?, ?, ?, ?, ?, ?, ?, ?)", [
        (k, p["site"], iso(p["day"]), p["name"], p["email"], p["host"] + 1 if p["host"] is not None else None,
         p["price"], p["converted"] + 1 if p["converted"] is not None else None)
        for k, p in enumerate(passes, start=1)])
