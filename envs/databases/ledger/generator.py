"""The ``ledger`` database's seeded generator: ``populate(con, rng)`` fills the tables of
``vocabulary.SCHEMA`` from the vocabularies there and a seeded ``random.Random``."""

from __future__ import annotations

import random
import sqlite3
from datetime import date, timedelta

from envs.databases.ledger.vocabulary import (
    ADHOC_EXPENSES_PER_MONTH, ANNUAL_CHURN, ANNUAL_UPGRADE, AS_OF, BAD_DEBT_RATE, CANCEL_REASONS, CARD_BRANDS,
    COMPANY_SIZES, CONVERSION_RATE, COUNTRIES, DISCOUNTS, EXPENSE_ADHOC, EXPENSE_NOTES, EXPENSE_RECURRING, FIRST_DAY,
    HOUR_WEIGHTS, INDUSTRIES, INSTALMENT_RATE, LATE_PAYER_RATE, LEGACY_LAST_SIGNUP, LEGACY_SUNSET, LEGACY_UPGRADE,
    MANAGERS, METHODS, MONTHLY_CHURN, MONTHLY_UPGRADE, NAME_NOUNS, NAME_STEMS, PLANS, PLAN_TIER, PLAN_WEIGHTS_BY_SIZE,
    REFUND_RATE, REFUND_REASONS, SIGNUPS_FIRST_MONTH, SIGNUPS_LAST_MONTH, SIGNUP_SEASONALITY, TRIAL_DAYS, VOID_RATE,
)


# ---------------------------------------------------------------- small helpers

def _pick(rng: random.Random, weighted: list[tuple]) -> tuple:
    """One row of a list whose second field is its weight."""
    return rng.choices(weighted, weights=[row[1] for row in weighted])[0]


def _months(first: date, last: date) -> list[date]:
    """First days of the months from ``first`` to ``last``."""
    out, day = [], first.replace(day=1)
    while day <= last:
        out.append(day)
        day = _add_months(day, 1)
    return out


def _add_months(day: date, months: int) -> date:
    """The same day ``months`` later, clamped to the month's end (31 January + 1 month = 28/29 February)."""
    year, month = divmod(day.month - 1 + months, 12)
    first = date(day.year + year, month + 1, 1)
    last_day = (_next_month(first) - timedelta(days=1)).day
    return first.replace(day=min(day.day, last_day))


def _next_month(first: date) -> date:
    """First day of the month after the one ``first`` opens."""
    return date(first.year + first.month // 12, first.month % 12 + 1, 1)


def _money(x: float) -> float:
    return round(x + 1e-9, 2)


def _stamp(rng: random.Random, day: date) -> str:
    """A timestamp on ``day``, mostly in office hours."""
    hour = rng.choices(range(24), weights=HOUR_WEIGHTS)[0]
    return f"{day.isoformat()} {hour:02d}:{rng.randrange(60):02d}"


def _slug(name: str) -> str:
    return "".join(ch for ch in name.lower() if ch.isalnum())


def _phone(rng: random.Random, prefix: str) -> str:
    return f"{prefix} {rng.randint(200, 989)} {rng.randint(100, 999)} {rng.randint(1000, 9999)}"


# ---------------------------------------------------------------- the tables

def _managers() -> list[tuple]:
    """account_managers rows, with company e-mail addresses."""
    rows = []
    for i, (name, region, hired) in enumerate(MANAGERS, start=1):
        first, last = name.lower().split(" ", 1)
        rows.append((i, name, f"{first}.{last.replace(' ', '')}@ledgerly.io", region, hired))
    return rows


def _customers(rng: random.Random, managers: list[tuple]) -> list[dict]:
    """Sign-ups month by month (growing, seasonal); mid-size and large companies get a manager from their region."""
    names = [(stem, noun) for stem in NAME_STEMS for noun in NAME_NOUNS]
    rng.shuffle(names)
    by_region: dict[str, list[int]] = {}
    for manager_id, _, _, region, hired in managers:
        by_region.setdefault(region, []).append(manager_id)
    hired_on = {m[0]: date.fromisoformat(m[4]) for m in managers}
    customers, months = [], _months(FIRST_DAY, AS_OF)
    for k, month in enumerate(months):
        trend = SIGNUPS_FIRST_MONTH + (SIGNUPS_LAST_MONTH - SIGNUPS_FIRST_MONTH) * k / (len(months) - 1)
        count = round(trend * SIGNUP_SEASONALITY[month.month - 1] * rng.uniform(0.85, 1.15))
        days_in_month = (_next_month(month) - month).days
        for day in sorted(rng.randrange(days_in_month) for _ in range(count)):
            signup = month + timedelta(days=day)
            if signup > AS_OF:
                continue
            stem, noun = names[len(customers)]
            country, _, region, suffixes, tld, prefix = _pick(rng, COUNTRIES)
            size, _, seats_range = _pick(rng, COMPANY_SIZES)
            name = f"{stem} {noun}"
            if rng.random() < 0.7:
                name = f"{name} {rng.choice(suffixes)}"
            managed = size in ("201-1000", "1000+") or (size == "51-200" and rng.random() < 0.6)
            manager = None
            if managed:
                options = [m for m in by_region[region] if hired_on[m] <= signup] or by_region[region]
                manager = rng.choice(options)
            customers.append({
                "id": len(customers) + 1, "name": name, "industry": _pick(rng, INDUSTRIES)[0], "country": country,
                "size": size, "seats_range": seats_range,
                "email": f"{rng.choice(['billing', 'accounts', 'finance', 'ap'])}@{_slug(stem + noun)}.{tld}",
                "phone": _phone(rng, prefix) if rng.random() < 0.78 else None,
                "signup": signup, "manager": manager,
            })
    return customers


def _plan_for(rng: random.Random, size: str, start: date) -> int:
    """plan_id (1-based) for a new subscription: legacy Basic for small early customers, else weighted by size."""
    if start <= LEGACY_LAST_SIGNUP and size in ("1-10", "11-50") and rng.random() < 0.3:
        return 1
    weights = PLAN_WEIGHTS_BY_SIZE[size]
    return rng.choices(range(1, len(PLANS) + 1), weights=weights)[0]


def _upgrade(rng: random.Random, plan_id: int) -> int:
    """A current plan one step up: a higher tier, or the same tier billed annually instead of monthly."""
    code, _, period, _, _ = PLANS[plan_id - 1]
    tier = PLAN_TIER[code]
    options = [i for i, (other, _, other_period, _, retired) in enumerate(PLANS, start=1)
               if retired is None and (PLAN_TIER[other] > tier or (
                   PLAN_TIER[other] == tier and period == "monthly" and other_period == "annual"))]
    return rng.choice(options[:3]) if options else plan_id


def _run(rng: random.Random, sub: dict) -> int | None:
    """Renew ``sub`` period by period until it is cancelled, upgraded or reaches AS_OF; the next plan if upgraded."""
    code, _, period, _, _ = PLANS[sub["plan"] - 1]
    step = 12 if period == "annual" else 1
    churn, upgrade = (ANNUAL_CHURN, ANNUAL_UPGRADE) if period == "annual" else (MONTHLY_CHURN, MONTHLY_UPGRADE)
    if code == "BAS-M":
        upgrade = LEGACY_UPGRADE
    period_start = sub["start"]
    while (period_end := _add_months(period_start, step)) <= AS_OF:
        roll = rng.random()
        if roll < churn:
            sub["end"], sub["status"] = period_end - timedelta(days=1), "canceled"
            sub["reason"] = _pick(rng, CANCEL_REASONS)[0]
            return None
        if roll < churn + upgrade or (code == "BAS-M" and period_end > LEGACY_SUNSET):
            new_plan = _upgrade(rng, sub["plan"])
            if new_plan != sub["plan"]:
                sub["end"], sub["status"] = period_end - timedelta(days=1), "upgraded"
                return new_plan
        period_start = period_end
    return None


def _subscriptions(rng: random.Random, customers: list[dict]) -> list[dict]:
    """Each converted customer's chain of subscriptions: the first plan, then any upgrades, until churn or AS_OF."""
    subs = []
    for cust in customers:
        if rng.random() > CONVERSION_RATE:
            continue
        start = cust["signup"] + timedelta(days=rng.choice(TRIAL_DAYS))
        if start > AS_OF:
            continue
        plan_id = _plan_for(rng, cust["size"], start)
        low, high = cust["seats_range"]
        seats = max(1, min(high, round(low * (high / low) ** (rng.random() ** 1.6))))
        discount = _pick(rng, DISCOUNTS)[0] if seats >= 5 else 0
        while plan_id is not None:
            sub = {"id": len(subs) + 1, "customer": cust["id"], "plan": plan_id, "seats": seats,
                   "discount": discount, "start": start, "end": None, "status": "active", "reason": None,
                   "late_payer": rng.random() < LATE_PAYER_RATE}
            subs.append(sub)
            plan_id = _run(rng, sub)
            if plan_id is not None:
                start = sub["end"] + timedelta(days=1)
                seats = max(seats, round(seats * rng.uniform(1.0, 1.5)))
    return subs


def _invoices(subs: list[dict], customers: list[dict]) -> list[dict]:
    """One invoice per billing period of every subscription, numbered in date order."""
    size_of = {c["id"]: c["size"] for c in customers}
    invoices = []
    for sub in subs:
        code, _, period, price, _ = PLANS[sub["plan"] - 1]
        step = 12 if period == "annual" else 1
        amount = _money(price * step * sub["seats"] * (100 - sub["discount"]) / 100)
        terms = 30 if code == "ENT-A" or size_of[sub["customer"]] in ("201-1000", "1000+") else 14
        last = min(AS_OF, sub["end"] or AS_OF)
        k = 0
        while (issued := _add_months(sub["start"], step * k)) <= last:
            invoices.append({"customer": sub["customer"], "sub": sub, "issued": issued,
                             "due": issued + timedelta(days=terms), "amount": amount})
            k += 1
    invoices.sort(key=lambda inv: (inv["issued"], inv["customer"], inv["sub"]["id"]))
    for number, inv in enumerate(invoices, start=1):
        inv["id"] = number
        inv["number"] = f"INV-{inv['issued'].year}-{number:06d}"
    return invoices


def _payments(rng: random.Random, invoices: list[dict], customers: list[dict]) -> list[tuple]:
    """Settle each invoice: status on the invoice, payment rows returned; big customers prefer wires."""
    method_of: dict[int, str] = {}
    big = {c["id"] for c in customers if c["size"] in ("201-1000", "1000+")}
    for cust in customers:
        method = _pick(rng, METHODS)[0]
        if cust["id"] in big and method in ("card", "paypal") and rng.random() < 0.6:
            method = "wire"
        method_of[cust["id"]] = method
    brand_of = {c["id"]: _pick(rng, CARD_BRANDS)[0] for c in customers}
    payments = []
    for inv in invoices:
        age = (AS_OF - inv["issued"]).days
        late = inv["sub"]["late_payer"]
        method = method_of[inv["customer"]]
        if rng.random() < VOID_RATE:
            inv["status"] = "void"
            continue
        if method == "card":
            delay = 0 if rng.random() < 0.85 else rng.randint(1, 10)
        else:
            delay = min(int(rng.expovariate(1 / 9)), 75)
        if late:
            delay += rng.randint(20, 60)
        unpaid = (age > 60 and rng.random() < BAD_DEBT_RATE) or delay > age
        parts = 2 if method != "card" and rng.random() < INSTALMENT_RATE else 1
        if unpaid:
            inv["status"] = "open"
            if age > 20 and rng.random() < 0.3:  # a part paid, the rest outstanding
                share = _money(inv["amount"] * rng.choice([0.25, 0.4, 0.5]))
                day = inv["issued"] + timedelta(days=min(age, rng.randint(3, 20)))
                payments.append((inv["id"], _stamp(rng, day), share, method))
            continue
        inv["status"] = "paid"
        paid_day = inv["issued"] + timedelta(days=delay)
        if parts == 2 and (paid_day - inv["issued"]).days >= 10:
            first = _money(inv["amount"] * rng.choice([0.3, 0.5, 0.6]))
            first_day = inv["issued"] + timedelta(days=rng.randint(1, (paid_day - inv["issued"]).days - 1))
            payments.append((inv["id"], _stamp(rng, first_day), first, method))
            payments.append((inv["id"], _stamp(rng, paid_day), _money(inv["amount"] - first), method))
        else:
            payments.append((inv["id"], _stamp(rng, paid_day), inv["amount"], method))
    payments.sort(key=lambda p: (p[1], p[0]))
    return [(i, inv_id, at, amount, method, brand_of[invoices[inv_id - 1]["customer"]] if method == "card" else None)
            for i, (inv_id, at, amount, method) in enumerate(payments, start=1)]


def _refunds(rng: random.Random, payments: list[tuple]) -> list[tuple]:
    """A few payments partly or fully refunded within 40 days, numbered in date order."""
    rows = []
    for payment_id, _, paid_at, amount, _, _ in payments:
        if rng.random() >= REFUND_RATE:
            continue
        day = date.fromisoformat(paid_at[:10]) + timedelta(days=rng.randint(1, 40))
        if day > AS_OF:
            continue
        reason = _pick(rng, REFUND_REASONS)[0]
        full = reason in ("Duplicate charge", "Billing error") and rng.random() < 0.7
        refund = amount if full else _money(amount * rng.choice([0.1, 0.2, 0.25, 0.5]))
        rows.append((day.isoformat(), payment_id, refund, reason))
    rows.sort()
    return [(i, payment_id, day, refund, reason) for i, (day, payment_id, refund, reason) in enumerate(rows, start=1)]


def _expenses(rng: random.Random) -> list[tuple]:
    """Monthly recurring bills (payroll, hosting, rent, ...) plus ad-hoc spending, numbered in date order."""
    rows = []
    for k, month in enumerate(_months(FIRST_DAY, AS_OF)):
        for category, vendor, base, growth, note in EXPENSE_RECURRING:
            amount = base * (1 + growth) ** k * rng.uniform(0.97, 1.03)
            day = month + timedelta(days=rng.choice([0, 0, 1, 2, 4]) if category != "Payroll" else 27)
            rows.append((day.isoformat(), category, vendor, _money(amount), note))
        days_in_month = (_next_month(month) - month).days
        for _ in range(rng.randint(*ADHOC_EXPENSES_PER_MONTH)):
            category, _, vendors, (low, high) = _pick(rng, EXPENSE_ADHOC)
            vendor = vendors[min(int(rng.expovariate(1.2)), len(vendors) - 1)]  # first vendors used most
            amount = low * (high / low) ** (rng.random() ** 1.8)
            day = month + timedelta(days=rng.randrange(days_in_month))
            note = rng.choice(EXPENSE_NOTES).format(q=(month.month - 1) // 3 + 1) if rng.random() < 0.35 else None
            rows.append((day.isoformat(), category, vendor, _money(amount), note))
    rows.sort(key=lambda r: (r[0], r[1], r[2], r[3]))
    return [(i, *row) for i, row in enumerate(rows, start=1)]


def _mark_past_due(subs: list[dict], invoices: list[dict]) -> None:
    """Active subscriptions with an overdue open invoice are past due."""
    for inv in invoices:
        sub = inv["sub"]
        if inv["status"] == "open" and inv["due"] < AS_OF and sub["status"] == "active":
            sub["status"] = "past_due"


def populate(con: sqlite3.Connection, rng: random.Random) -> None:
    managers = _managers()
    customers = _customers(rng, managers)
    subs = _subscriptions(rng, customers)
    invoices = _invoices(subs, customers)
    payment_rows = _payments(rng, invoices, customers)
    _mark_past_due(subs, invoices)
    con.executemany("INSERT INTO account_managers VALUES (?, ?, ?, ?, ?)", managers)
    con.executemany("INSERT INTO customers VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", [
        (c["id"], c["name"], c["industry"], c["country"], c["size"], c["email"], c["phone"],
         c["signup"].isoformat(), c["manager"]) for c in customers])
    con.executemany("INSERT INTO plans VALUES (?, ?, ?, ?, ?, ?)",
                    [(i, *plan) for i, plan in enumerate(PLANS, start=1)])
    con.executemany("INSERT INTO subscriptions VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", [
        (s["id"], s["customer"], s["plan"], s["seats"], s["discount"], s["start"].isoformat(),
         s["end"].isoformat() if s["end"] else None, s["status"], s["reason"]) for s in subs])
    con.executemany("INSERT INTO invoices VALUES (?, ?, ?, ?, ?, ?, ?, ?)", [
        (inv["id"], inv["number"], inv["customer"], inv["sub"]["id"], inv["issued"].isoformat(),
         inv["due"].isoformat(), inv["amount"], inv["status"]) for inv in invoices])
    con.executemany("INSERT INTO payments VALUES (?, ?, ?, ?, ?, ?)", payment_rows)
    con.executemany("INSERT INTO refunds VALUES (?, ?, ?, ?, ?)", _refunds(rng, payment_rows))
    con.executemany("INSERT INTO expenses VALUES (?, ?, ?, ?, ?, ?)", _expenses(rng))
