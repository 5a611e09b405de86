"""The ``print_shop`` database's seeded generator: ``populate(con, rng)`` fills the tables of ``vocabulary.SCHEMA``
from the vocabularies there and a seeded ``random.Random``.

Day by day, accounts, political parties (in campaign season) and walk-ins ask for work; some of it is quoted first
and only the accepted quotes become jobs. Each job gets a proof cycle, a promise date, a press (which may be down)
and a delivery day; delivered jobs are invoiced, paid late or early, credited or (for one account) written off;
the paper they use is bought back in from the suppliers.
"""

from __future__ import annotations

import math
import random
import sqlite3
from datetime import date, timedelta

from envs.databases.draws import iso, poisson, random_day, weighted, weighted_pairs
from envs.databases.print_shop.vocabulary import (
    ACCEPT_RATE, ACCOUNT_NO_PHONE_RATE, ACCOUNT_PAYMENT, ACCOUNT_PRODUCT_WEIGHTS, ACCOUNT_REQUESTS_PER_DAY, ACCOUNTS,
    BAD_ACCOUNT, BAD_FROM, BAD_ON_STOP, BAD_PART_PAID_ON, BAD_PART_PAYMENT, BREAKDOWN_COST, BREAKDOWN_DAYS,
    BREAKDOWN_DELAY, BUSY_LATE_RATE, CALIBRATION_EVERY, CALIBRATION_HOURS, CANCEL_RATE, CHRISTMAS_MONTHS,
    CLOSED_ACCOUNTS, CREDIT_NOTE_RATE, CREDIT_REASON_WEIGHTS, CREDIT_REASONS, CREDIT_TERMS, DECEMBER_RUSH,
    DECISION_DAYS, DECLINE_SHARE, DESIGN_PROOFS, DESIGNER_LOAD, DISCOUNTS, EARLY_RATE, ELECTION_LATE_RATE,
    ELECTION_REQUESTS_PER_DAY, ELECTION_WINDOWS, EMAIL_DOMAINS, FINISHING_UPLIFT, FIRST_NAMES, LAST_NAMES,
    LATE_CREDIT_RATE, LATE_DAYS, LATE_RATE, MONTH_DEMAND, NEVER_PAID_FROM, NEVER_PAID_RATE, NEW_ACCOUNTS,
    NO_EMAIL_RATE, NO_PHONE_RATE, NO_TOWN_RATE,
    OFFSET_MIN, OLD_ACCOUNT_OPENED, OPENED, OPERATOR_LOAD, OPERATOR_NOT_NOTED, OTHER_SUPPLIER_RATE, OWNER_QUOTES,
    PACK_SHEETS, PAPER_INDEX, PAPER_STOCKS, PART_PAYMENT_RATE, PAY_DAYS_SD, PAYER_KINDS, POLITICAL_PRODUCT_WEIGHTS,
    POLITICAL_QUANTITIES, POLITICAL_QUIET_RATE, PRESS_SHARE, PRESSES, PRICE_LIST, PRODUCTS, PROOF_LATE_STEP,
    QUOTE_PREPARER_NOT_NOTED, QUOTE_SHARE, QUOTE_VALID_DAYS, READY_ARTWORK_PROOF, REORDER_PACKS, REORDER_ROLLS,
    REPRINT_RATE, RUSH_RATE, RUSH_SURCHARGE, SATURDAY_WALK_INS, SERVICE_COST, SERVICE_EVERY, SERVICE_HOURS, STAFF,
    STILL_DOWN, SUPPLIER_FACTOR, TODAY, VAT_RATE, WALK_IN_PAYMENT, WALK_IN_PRODUCT_WEIGHTS, WALK_IN_REPEAT,
    WALK_IN_REQUESTS_PER_DAY, WALK_IN_TOWNS, WEDDING_ACCEPT_RATE, WEDDING_MONTHS, WEDDING_PROOFS,
    WIDE_FORMAT_MAX_POSTERS, WRITTEN_OFF_ON, ZERO_RATED,
)

PRODUCT = {p[0]: p for p in PRODUCTS}


# ---------------------------------------------------------------- helpers

def add_working_days(day: date, n: int) -> date:
    """``n`` weekdays after ``day`` (the next weekday for n = 0 when ``day`` is a weekend)."""
    while day.weekday() >= 5:
        day += timedelta(days=1)
    for _ in range(n):
        day += timedelta(days=1)
        while day.weekday() >= 5:
            day += timedelta(days=1)
    return day


def previous_working_day(day: date) -> date:
    day -= timedelta(days=1)
    while day.weekday() >= 5:
        day -= timedelta(days=1)
    return day


def factor_on(table: list[tuple[date, float]], day: date) -> float:
    factor = table[0][1]
    for start, value in table:
        if start <= day:
            factor = value
    return factor


def employed(day: date, role: str, loads: dict[str, float] | None = None) -> tuple[list[int], list[float]]:
    ids, weights = [], []
    for staff_id, (first, _, staff_role, hired, left) in enumerate(STAFF, start=1):
        still_there = left is None or day <= date.fromisoformat(left)
        if staff_role == role and date.fromisoformat(hired) <= day and still_there:
            ids.append(staff_id)
            weights.append(loads[first] if loads else 1.0)
    return ids, weights


def in_campaign(day: date) -> bool:
    return any(start <= day <= end for start, end in ELECTION_WINDOWS)


def list_price(product: str, quantity: int, finishing: str | None, day: date) -> float:
    _, _, _, _, _, setup, rate, exponent, *_ = PRODUCT[product]
    base = round(setup + rate * quantity ** exponent)
    return round(base * FINISHING_UPLIFT.get(finishing, 1.0) * factor_on(PRICE_LIST, day), 2)


# ---------------------------------------------------------------- customers

class Customers:
    """The accounts (numbered in the order they were opened) and the walk-ins, added as they first come in."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        self.rows: list[dict] = []
        accounts = []
        for name, sector, town, weight in ACCOUNTS:
            opened = NEW_ACCOUNTS.get(name) or random_day(rng, *OLD_ACCOUNT_OPENED)
            accounts.append((opened, name, sector, town, weight))
        for opened, name, sector, town, weight in sorted(accounts):
            first, last = rng.choice(FIRST_NAMES), rng.choice(LAST_NAMES)
            slug = "".join(ch for ch in name.lower() if ch.isalnum())[:18]
            email = None if rng.random() < 0.08 else f"{first.lower()}@{slug}.co.uk"
            phone = None if rng.random() < ACCOUNT_NO_PHONE_RATE else f"01926 {rng.randint(300000, 899999)}"
            status = "On Stop" if name == BAD_ACCOUNT else "Closed" if name in CLOSED_ACCOUNTS else "Active"
            low, high = weighted_pairs(rng, PAYER_KINDS)
            self.rows.append({
                "name": name, "type": "Account", "sector": sector, "contact": f"{first} {last}", "email": email,
                "phone": phone, "town": town, "terms": CREDIT_TERMS, "discount": weighted(rng, *DISCOUNTS),
                "status": status, "created": opened, "weight": weight,
                "pay_mean": 60.0 if name == BAD_ACCOUNT else rng.uniform(low, high),
                "last_day": BAD_ON_STOP if name == BAD_ACCOUNT else CLOSED_ACCOUNTS.get(name, TODAY)})
        self.walk_ins: list[int] = []

    def trading(self, day: date) -> list[int]:
        return [i for i, c in enumerate(self.rows, start=1)
                if c["type"] == "Account" and c["created"] <= day <= c["last_day"]]

    def walk_in(self, day: date) -> int:
        rng = self.rng
        if self.walk_ins and rng.random() < WALK_IN_REPEAT:
            return rng.choice(self.walk_ins)
        first, last = rng.choice(FIRST_NAMES), rng.choice(LAST_NAMES)
        email = None if rng.random() < NO_EMAIL_RATE else \
            f"{first.lower()}.{last.lower()}{rng.randint(1, 99)}@{rng.choice(EMAIL_DOMAINS)}"
        phone = None if rng.random() < NO_PHONE_RATE else f"07{rng.randint(100, 999)} {rng.randint(100000, 999999)}"
        town = None if rng.random() < NO_TOWN_RATE else weighted_pairs(rng, WALK_IN_TOWNS)
        self.rows.append({"name": f"{first} {last}", "type": "Walk-in", "sector": None, "contact": None,
                          "email": email, "phone": phone, "town": town, "terms": 0, "discount": None,
                          "status": None, "created": day, "weight": 0.0, "pay_mean": 0.0, "last_day": TODAY})
        self.walk_ins.append(len(self.rows))
        return len(self.rows)


# ---------------------------------------------------------------- requests, quotes and jobs

def month_weights(weights: dict[str, float], month: int) -> list[tuple[str, float]]:
    seasonal = {"Christmas Cards": CHRISTMAS_MONTHS[month - 1], "Wedding Stationery": WEDDING_MONTHS[month - 1]}
    return [(p, w * seasonal.get(p, 1.0)) for p, w in weights.items() if w * seasonal.get(p, 1.0) > 0]


def make_requests(rng: random.Random, customers: Customers) -> list[tuple]:
    """Every piece of work asked for: (day, customer_id, product, quantity, kind), in day order."""
    requests = []
    political = [i for i, c in enumerate(customers.rows, start=1) if c["sector"] == "Political"]
    day = OPENED
    while day <= TODAY:
        weekday, season = day.weekday(), MONTH_DEMAND[day.month - 1]
        if weekday < 5:
            ids = [i for i in customers.trading(day) if i not in political]
            weights = [customers.rows[i - 1]["weight"] for i in ids]
            products = month_weights(ACCOUNT_PRODUCT_WEIGHTS, day.month)
            for _ in range(poisson(rng, ACCOUNT_REQUESTS_PER_DAY * season)):
                product = weighted_pairs(rng, products)
                requests.append((day, weighted(rng, ids, weights), product, "Account"))
            rate = ELECTION_REQUESTS_PER_DAY if in_campaign(day) else POLITICAL_QUIET_RATE
            party_w = [customers.rows[i - 1]["weight"] for i in political]
            for _ in range(poisson(rng, rate)):
                requests.append((day, weighted(rng, political, party_w),
                                 weighted_pairs(rng, POLITICAL_PRODUCT_WEIGHTS.items()), "Political"))
        if weekday < 6:
            rate = WALK_IN_REQUESTS_PER_DAY * season * (SATURDAY_WALK_INS if weekday == 5 else 1.0)
            products = month_weights(WALK_IN_PRODUCT_WEIGHTS, day.month)
            for _ in range(poisson(rng, rate)):
                requests.append((day, customers.walk_in(day), weighted_pairs(rng, products), "Walk-in"))
        day += timedelta(days=1)
    return requests


class Presses:
    """The presses' service history, and which press a job goes on."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        self.downtime: list[tuple] = []  # (started, press_id, ended, hours, reason, cost)
        self.breakdowns: dict[int, list[tuple[date, date]]] = {}
        for press_id, (name, kind, installed, retired, per_year) in enumerate(PRESSES, start=1):
            start = max(OPENED, date.fromisoformat(installed))
            end = min(TODAY, date.fromisoformat(retired)) if retired else TODAY
            self.breakdowns[press_id] = []
            day = start + timedelta(days=rng.randint(0, SERVICE_EVERY[1]))
            while day <= end:
                day = add_working_days(day, 0)
                if day <= end:
                    self.downtime.append((day, press_id, day, float(rng.randint(*SERVICE_HOURS)),
                                          "Scheduled Service", round(rng.uniform(*SERVICE_COST), 2)))
                day += timedelta(days=rng.randint(*SERVICE_EVERY))
            if kind == "Digital":
                day = start + timedelta(days=rng.randint(0, CALIBRATION_EVERY[1]))
                while day <= end:
                    day = add_working_days(day, 0)
                    if day <= end:
                        hours = rng.randint(CALIBRATION_HOURS[0] * 2, CALIBRATION_HOURS[1] * 2) / 2
                        self.downtime.append((day, press_id, day, hours, "Calibration", None))
                    day += timedelta(days=rng.randint(*CALIBRATION_EVERY))
            for _ in range(poisson(rng, per_year * (end - start).days / 365)):
                first = add_working_days(random_day(rng, start, end), 0)
                last = add_working_days(first, weighted(rng, *BREAKDOWN_DAYS) - 1)
                if last > end:
                    continue
                days = sum(1 for k in range((last - first).days + 1) if (first + timedelta(days=k)).weekday() < 5)
                hours = round(days * 8 * rng.uniform(0.6, 1.0), 1)
                cost = None if rng.random() < 0.1 else round(rng.uniform(*BREAKDOWN_COST), 2)
                self.downtime.append((first, press_id, last, hours, "Breakdown", cost))
                self.breakdowns[press_id].append((first, last))
        still = next(i for i, p in enumerate(PRESSES, start=1) if p[0] == STILL_DOWN[0])
        self.downtime.append((STILL_DOWN[1], still, None, None, "Breakdown", None))
        self.breakdowns[still].append((STILL_DOWN[1], TODAY + timedelta(days=7)))
        self.downtime.sort(key=lambda d: (d[0], d[1]))

    def pick(self, product: str, quantity: int, day: date) -> int:
        if product == "Banners" or (product == "Posters" and quantity <= WIDE_FORMAT_MAX_POSTERS):
            kind = "Wide Format"
        elif quantity >= OFFSET_MIN.get(product, 10 ** 9):
            kind = "Offset"
        else:
            kind = "Digital"
        ids, weights = [], []
        for press_id, (name, press_kind, installed, retired, _) in enumerate(PRESSES, start=1):
            if press_kind == kind and date.fromisoformat(installed) <= day and \
                    (retired is None or day <= date.fromisoformat(retired)):
                ids.append(press_id)
                weights.append(PRESS_SHARE[name])
        return weighted(self.rng, ids, weights)

    def down_until(self, press_id: int, day: date) -> date | None:
        """The last day of a breakdown of ``press_id`` that covers ``day``, if any."""
        return next((last for first, last in self.breakdowns[press_id] if first <= day <= last), None)


def make_quote(rng: random.Random, request: tuple, customer: dict, price: float) -> dict:
    day, customer_id, product, quantity, kind = request
    valid = day + timedelta(days=QUOTE_VALID_DAYS)
    decided = day + timedelta(days=min(QUOTE_VALID_DAYS - 1, int(rng.expovariate(1 / DECISION_DAYS))))
    accept = WEDDING_ACCEPT_RATE if product == "Wedding Stationery" else ACCEPT_RATE[kind]
    if rng.random() < accept:
        status = "Accepted"
    else:
        status = "Declined" if rng.random() < DECLINE_SHARE else "Expired"
    if status == "Expired":
        decided = None
        if valid >= TODAY:
            status = "Sent"
    elif decided > TODAY:
        status, decided = "Sent", None
    role = "Account Manager" if customer["type"] == "Account" else "Front Counter"
    ids, _ = employed(day, role)
    preparer = 1 if rng.random() < OWNER_QUOTES else rng.choice(ids)
    if rng.random() < QUOTE_PREPARER_NOT_NOTED:
        preparer = None
    return {"customer_id": customer_id, "prepared_by": preparer, "product": product, "quantity": quantity,
            "amount": price, "sent": day, "valid": valid, "status": status, "decided": decided}


def schedule_job(rng: random.Random, presses: Presses, job: dict, lead: int, late_rate: float) -> None:
    """Fill in a job's promise, press, operator, delivery and status."""
    ordered = job["ordered"]
    job["promised"] = promised = add_working_days(ordered, lead)
    delivered = promised
    if rng.random() < late_rate:
        delivered = add_working_days(promised, weighted(rng, *LATE_DAYS))
    elif not job["rush"] and rng.random() < EARLY_RATE and add_working_days(ordered, 1) < promised:
        delivered = previous_working_day(promised)
    print_day = max(add_working_days(ordered, 0), previous_working_day(delivered))
    press_id = presses.pick(job["product"], job["quantity"], print_day)
    down = presses.down_until(press_id, print_day)
    if down is not None and rng.random() < BREAKDOWN_DELAY:
        delivered = max(delivered, add_working_days(down, 1))
        print_day = previous_working_day(delivered)
    ids, loads = employed(print_day, "Press Operator", OPERATOR_LOAD)
    operator = None if rng.random() < OPERATOR_NOT_NOTED else weighted(rng, ids, loads)
    job.update(press=press_id, operator=operator, delivered=delivered)
    if rng.random() < CANCEL_RATE and job["reprint_of"] is None:
        job.update(status="Cancelled", press=None, operator=None, delivered=None)
    elif delivered <= TODAY:
        job["status"] = "Delivered"
    elif job["proofs"] and add_working_days(ordered, job["proofs"]) > TODAY:
        job.update(status="Awaiting Proof", press=None, operator=None, delivered=None)
    else:
        job.update(status="In Production", delivered=None)


def make_jobs(rng: random.Random, customers: Customers, presses: Presses,
              requests: list[tuple]) -> tuple[list[dict], list[dict]]:
    quotes, jobs = [], []
    for day, customer_id, product, kind in requests:
        customer = customers.rows[customer_id - 1]
        _, quantities, q_weights, stocks, finishes, _, _, _, lead, design_acc, design_walk, _ = PRODUCT[product]
        if kind == "Political":
            quantity = rng.choice(POLITICAL_QUANTITIES[product])
        else:
            quantity = weighted(rng, quantities, q_weights)
        stock, finishing = weighted_pairs(rng, stocks), weighted_pairs(rng, finishes)
        price = round(list_price(product, quantity, finishing, day) * (1 - (customer["discount"] or 0) / 100), 2)
        quote_id, ordered = None, day
        share = QUOTE_SHARE[product][0 if customer["type"] == "Account" else 1]
        if rng.random() < share:
            quote = make_quote(rng, (day, customer_id, product, quantity, kind), customer, price)
            quotes.append(quote)
            if quote["status"] != "Accepted":
                continue
            quote_id, ordered = len(quotes), quote["decided"]
        rush_rate = DECEMBER_RUSH if ordered.month == 12 and kind != "Political" else RUSH_RATE[kind]
        rush = rng.random() < rush_rate
        design = rng.random() < (design_acc if customer["type"] == "Account" else design_walk)
        designer = None
        if design:
            ids, loads = employed(ordered, "Designer", DESIGNER_LOAD)
            designer = weighted(rng, ids, loads)
            proofs = weighted(rng, *(WEDDING_PROOFS if product == "Wedding Stationery" else DESIGN_PROOFS))
        else:
            proofs = 1 if rng.random() < READY_ARTWORK_PROOF else 0
        if rush:
            lead = 1 if lead <= 4 else max(2, lead // 2)
        late = BUSY_LATE_RATE if ordered.month in (11, 12) else ELECTION_LATE_RATE if in_campaign(ordered) \
            else LATE_RATE
        job = {"customer_id": customer_id, "quote_id": quote_id, "product": product, "quantity": quantity,
               "stock": stock, "finishing": finishing, "rush": int(rush), "price": price,
               "surcharge": round(price * RUSH_SURCHARGE, 2) if rush else None, "proofs": proofs,
               "designer": designer, "ordered": ordered, "reprint_of": None}
        schedule_job(rng, presses, job, lead, late + PROOF_LATE_STEP * max(0, proofs - 2))
        jobs.append(job)
    for job in list(jobs):  # our mistakes, put right free of charge
        if job["status"] != "Delivered" or rng.random() >= REPRINT_RATE:
            continue
        ordered = add_working_days(job["delivered"], rng.randint(1, 3))
        if ordered > TODAY:
            continue
        reprint = {**job, "quote_id": None, "rush": 0, "price": 0.0, "surcharge": None, "proofs": 0,
                   "designer": None, "ordered": ordered, "reprint_of": job}
        schedule_job(rng, presses, reprint, 2, LATE_RATE)
        jobs.append(reprint)
    jobs.sort(key=lambda j: (j["ordered"], j["customer_id"], j["product"], j["quantity"], j["price"]))
    for job_id, job in enumerate(jobs, start=1):
        job["job_id"] = job_id
    return quotes, jobs


# ---------------------------------------------------------------- invoices, payments, credit notes

def pay_day(day: date) -> date:
    while day.weekday() >= 5:  # money arrives on weekdays
        day += timedelta(days=1)
    return day


def make_billing(rng: random.Random, customers: Customers, jobs: list[dict]) -> tuple[list, list, list]:
    billable = sorted((j for j in jobs if j["status"] == "Delivered" and j["price"] > 0),
                      key=lambda j: (j["delivered"], j["job_id"]))
    invoices, payments, credits = [], [], []
    per_year: dict[int, int] = {}
    for invoice_id, job in enumerate(billable, start=1):
        customer = customers.rows[job["customer_id"] - 1]
        issued = job["delivered"]
        per_year[issued.year] = per_year.get(issued.year, 0) + 1
        net = round(job["price"] + (job["surcharge"] or 0.0), 2)
        vat = 0.0 if job["product"] in ZERO_RATED else round(net * VAT_RATE, 2)
        total = round(net + vat, 2)
        number = f"INV-{issued.year % 100:02d}-{per_year[issued.year]:04d}"
        due = issued + timedelta(days=customer["terms"])
        paid, credited, written_off = 0.0, 0.0, False
        if customer["type"] == "Walk-in":
            payments.append((issued, invoice_id, total, weighted(rng, *WALK_IN_PAYMENT)))
            paid = total
        else:
            method = weighted(rng, *ACCOUNT_PAYMENT)
            credit_day = None
            reason = None
            if job["delivered"] > job["promised"] and rng.random() < LATE_CREDIT_RATE:
                reason = "Late Delivery"
            elif rng.random() < CREDIT_NOTE_RATE:
                reason = weighted_pairs(rng, CREDIT_REASON_WEIGHTS.items())
            if reason:
                credit_day = issued + timedelta(days=rng.randint(2, 20))
                low, high = CREDIT_REASONS[reason]
                share = 1.0 if reason == "Print Defect" and rng.random() < 0.4 else rng.uniform(low, high)
                if credit_day <= TODAY:
                    credited = round(total * share, 2)
                    credits.append((credit_day, invoice_id, credited, reason))
            owed = round(total - credited, 2)
            if customer["name"] == BAD_ACCOUNT and issued >= BAD_FROM:
                written_off = WRITTEN_OFF_ON <= TODAY  # they went into administration owing all of it
                if issued.month == BAD_FROM.month and issued.year == BAD_FROM.year:
                    part = round(owed * BAD_PART_PAYMENT, 2)
                    payments.append((BAD_PART_PAID_ON, invoice_id, part, method))
                    paid = part
            elif owed > 0 and issued >= NEVER_PAID_FROM and rng.random() < NEVER_PAID_RATE:
                pass  # still unpaid, and being chased
            elif owed > 0:
                when = issued + timedelta(days=max(5, round(rng.gauss(customer["pay_mean"], PAY_DAYS_SD))))
                if credited:
                    when = max(when, credit_day + timedelta(days=1))
                if rng.random() < PART_PAYMENT_RATE:
                    first = round(owed / 2, 2)
                    splits = [(max(issued + timedelta(days=3), when - timedelta(days=15)), first),
                              (when + timedelta(days=rng.randint(7, 25)), round(owed - first, 2))]
                else:
                    splits = [(when, owed)]
                for day, amount in splits:
                    if pay_day(day) <= TODAY:
                        payments.append((pay_day(day), invoice_id, amount, method))
                        paid = round(paid + amount, 2)
        if written_off:
            status = "Written Off"
        elif credited >= total - 0.005:
            status = "Credited"
        elif paid + credited >= total - 0.005:
            status = "Paid"
        else:
            status = "Part Paid" if paid > 0 else "Unpaid"
        invoices.append((invoice_id, number, job["job_id"], job["customer_id"], iso(issued), iso(due), net, vat,
                         total, status))
    payments.sort(key=lambda p: (p[0], p[1]))
    credits.sort(key=lambda c: (c[0], c[1]))
    payment_rows = [(i, p[1], iso(p[0]), p[2], p[3]) for i, p in enumerate(payments, start=1)]
    credit_rows = [(i, c[1], iso(c[0]), c[2], c[3]) for i, c in enumerate(credits, start=1)]
    return invoices, payment_rows, credit_rows


# ---------------------------------------------------------------- paper

def make_purchases(rng: random.Random, jobs: list[dict]) -> list[tuple]:
    """Paper bought in as the jobs use it up: an order whenever a stock's use since the last one passes a level."""
    per_item = {p[0]: p[11] for p in PRODUCTS}
    use: dict[date, dict[str, float]] = {}
    for job in jobs:
        if job["status"] in ("Delivered", "In Production"):
            sheets = job["quantity"] * per_item[job["product"]] * 1.1  # with make-ready waste
            units = sheets if job["stock"] == "440gsm PVC Banner" else sheets / PACK_SHEETS
            day = use.setdefault(job["ordered"], {})
            day[job["stock"]] = day.get(job["stock"], 0.0) + units
    stocks = {s[0]: s for s in PAPER_STOCKS}
    since = {s: 0.0 for s in stocks}
    rows = []
    for day in sorted(use):
        for stock, units in sorted(use[day].items()):
            since[stock] += units
            roll = stock == "440gsm PVC Banner"
            if since[stock] < (REORDER_ROLLS if roll else REORDER_PACKS):
                continue
            quantity = math.ceil(since[stock]) if roll else max(10, 5 * math.ceil(since[stock] / 5))
            since[stock] -= quantity
            _, cost, usual, other = stocks[stock]
            supplier = other if rng.random() < OTHER_SUPPLIER_RATE else usual
            ordered = add_working_days(day, 0)
            if ordered > TODAY:
                continue
            unit_cost = round(cost * factor_on(PAPER_INDEX, ordered) * SUPPLIER_FACTOR[supplier], 2)
            received = add_working_days(ordered, rng.randint(1, 3))
            rows.append([ordered, supplier, stock, received if received <= TODAY else None, quantity, unit_cost])
    rows.sort(key=lambda r: (r[0], r[2]))
    return [(i, r[1], r[2], iso(r[0]), iso(r[3]) if r[3] else None, r[4], r[5], round(r[4] * r[5], 2))
            for i, r in enumerate(rows, start=1)]


# ---------------------------------------------------------------- all tables

def populate(con: sqlite3.Connection, rng: random.Random) -> None:
    customers = Customers(rng)
    presses = Presses(rng)
    requests = make_requests(rng, customers)
    quotes, jobs = make_jobs(rng, customers, presses, requests)
    invoices, payments, credits = make_billing(rng, customers, jobs)
    purchases = make_purchases(rng, jobs)

    staff = [(i, first, last, role, hired, left) for i, (first, last, role, hired, left) in enumerate(STAFF, 1)]
    press_rows = [(i, name, kind, installed, retired) for i, (name, kind, installed, retired, _)
                  in enumerate(PRESSES, 1)]
    downtime = [(i, d[1], iso(d[0]), iso(d[2]) if d[2] else None, d[3], d[4], d[5])
                for i, d in enumerate(presses.downtime, 1)]
    customer_rows = [(i, c["name"], c["type"], c["sector"], c["contact"], c["email"], c["phone"], c["town"],
                      c["terms"], c["discount"], c["status"], iso(c["created"]))
                     for i, c in enumerate(customers.rows, 1)]
    quote_rows = [(i, q["customer_id"], q["prepared_by"], q["product"], q["quantity"], q["amount"], iso(q["sent"]),
                   iso(q["valid"]), q["status"], iso(q["decided"]) if q["decided"] else None)
                  for i, q in enumerate(quotes, 1)]
    job_rows = [(j["job_id"], j["customer_id"], j["quote_id"], j["product"], j["quantity"], j["stock"],
                 j["finishing"], j["rush"], j["price"], j["surcharge"], j["proofs"], j["designer"], j["press"],
                 j["operator"], iso(j["ordered"]), iso(j["promised"]),
                 iso(j["delivered"]) if j["delivered"] else None, j["status"],
                 j["reprint_of"]["job_id"] if j["reprint_of"] else None) for j in jobs]

    con.executemany("INSERT INTO staff VALUES (?, ?, ?, ?, ?, ?)", staff)
    con.executemany("INSERT INTO customers VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", customer_rows)
    con.executemany("INSERT INTO presses VALUES (?, ?, ?, ?, ?)", press_rows)
    con.executemany("INSERT INTO press_downtime VALUES (?, ?, ?, ?, ?, ?, ?)", downtime)
    con.executemany("INSERT INTO stock_purchases VALUES (?, ?, ?, ?, ?, ?, ?, ?)", purchases)
    con.executemany("INSERT INTO quotes VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", quote_rows)
    con.executemany("INSERT INTO jobs VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", job_rows)
    con.executemany("INSERT INTO invoices VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", invoices)
    con.executemany("INSERT INTO payments VALUES (?, ?, ?, ?, ?)", payments)
    con.executemany("INSERT INTO credit_notes VALUES (?, ?, ?, ?, ?)", credits)
