"""The ``dental_practice`` database's seeded generator: ``populate(con, rng)`` fills the tables of
``vocabulary.SCHEMA`` from the vocabularies there and a seeded ``random.Random``.

Patients are played out one at a time in registration order: each comes in when their recall falls due (a little
late, later still in August), sees their usual dentist in a free slot of that dentist's diary, is sometimes found
to need treatment that is booked in a few weeks on, sees the hygienist every six months if that is their habit,
and now and then has an emergency or a cosmetic treatment, until they leave, lapse or the diary ends. Invoices,
payments, care plan direct debits and recalls follow the appointments.
"""

from __future__ import annotations

import random
import sqlite3
from datetime import date, timedelta

from envs.databases.dental_practice.vocabulary import (
    ADULT_EXEMPTIONS, AGE_BANDS, AUGUST_DEFER, BAND_ORDER, BANK_TRANSFER_OVER, BOOKS_START, CANCEL_BY_PATIENT_RATE,
    CANCEL_BY_PRACTICE_RATE, CARD_SHARE, CHILD_FLUORIDE_RATE, CHILD_SEALANT_RATE, CLINICIANS, CLOSED, DAY_HOURS,
    DEPOSIT_SHARE, DIARY_AHEAD_DAYS, EMAIL_DOMAINS, EMERGENCY_FINDING, EMERGENCY_PER_YEAR, FINDINGS, FIRST_NAMES_F,
    FIRST_NAMES_M, FTA_FACTOR, FTA_RATE, FTA_REMOVAL_AFTER, FTA_REMOVAL_RATE, HYGIENE_HABIT, LAPSE_RATE, LAST_NAMES,
    LATE_FOR_RECALL, LEAVE_RATE, LEAVE_REASONS, LEAVE_WEEKS, LUNCH, MISSED_FEE, MISSED_FEE_WAIVED,
    MOUTHGUARD_MONTHS, MOUTHGUARD_PER_YEAR, NEW_ADULTS_PRIVATE_FROM, NEW_PATIENT_MONTHS, NHS_CHARGES,
    NHS_SCALE_RATE, NHS_SHARE_EXISTING, NHS_SHARE_NEW, NHS_TO_PLAN_RATE, NO_EMAIL_RATE, NO_PHONE_RATE,
    NO_POSTCODE_RATE, NO_REMINDER_RATE, NO_USUAL_DENTIST_RATE, N_EXISTING_PATIENTS, N_NEW_PATIENTS, PLANS,
    PLAN_CANCEL_RATE, PLAN_JOIN_RATE, PLAN_RISE_ON, POSTCODES, PRIVATE_ONLY_FINDINGS, PRIVATE_RISES,
    REBOOK_AFTER_MISS, RECALL_MONTHS_WEIGHTS, RECENT_DAYS, REMINDER_DAYS_BEFORE, REMINDER_METHOD_WEIGHTS,
    REPLACED_BY, SLOT, TODAY, TREATMENTS, UNPAID_RATE, WALK_IN_EMERGENCY, WHITENING_MONTHS, WHITENING_PER_YEAR,
    WINTER_CANCEL_FACTOR, WRITE_OFF_RATE, XRAY_RATE,
)
from envs.databases.draws import age_on, iso, poisson, random_day, weighted_pairs

DIARY_END = TODAY + timedelta(days=DIARY_AHEAD_DAYS)
TREATMENT_ID = {t[0]: i for i, t in enumerate(TREATMENTS, start=1)}
PLAN_ID = {p[0]: i for i, p in enumerate(PLANS, start=1)}
DENTISTS = [i for i, c in enumerate(CLINICIANS, start=1) if c[2] == "Dentist"]
HYGIENISTS = [i for i, c in enumerate(CLINICIANS, start=1) if c[2] == "Hygienist"]
COVERED = {"Essential Care": {"EXAM", "SP", "HYG"}, "Complete Care": {"EXAM", "SP", "HYG", "XRAY"},
           "Child Care": {"EXAM", "FLU", "FS"}}  # what each plan pays for in full


# ---------------------------------------------------------------- helpers

def add_months(day: date, months: int) -> date:
    month = day.month - 1 + months
    return date(day.year + month // 12, month % 12 + 1, min(day.day, 28))


def closed(day: date) -> bool:
    return day.weekday() == 6 or any(first <= day <= last for first, last in CLOSED)


def private_fee(code: str, day: date) -> float:
    fee = TREATMENTS[TREATMENT_ID[code] - 1][4]
    for rise_on, factor in PRIVATE_RISES:
        if day >= rise_on:
            fee = float(round(fee * factor))
    return fee


def nhs_charge(band: str, day: date) -> float:
    return max((since, charges) for since, charges in NHS_CHARGES.items() if since <= day)[1][band]


def missed_fee(day: date) -> float:
    return max((since, fee) for since, fee in MISSED_FEE.items() if since <= day)[1]


def tooth(rng: random.Random, back: bool = True) -> str:
    return rng.choice(["UR", "UL", "LR", "LL"]) + str(rng.randint(4, 8) if back else rng.randint(1, 3))


class Diary:
    """Who works when (weekdays, leave, closures) and the appointment slots already taken."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        self.taken: dict[tuple[int, date], list[tuple[int, int]]] = {}
        self.leave: dict[int, set[date]] = {}
        for cid in range(1, len(CLINICIANS) + 1):
            days: set[date] = set()
            for year in (2023, 2024, 2025):
                summer = date(year, 7, 24) + timedelta(weeks=rng.randint(0, 4))
                days |= {summer + timedelta(days=k) for k in range(14)}
                for _ in range(LEAVE_WEEKS - 2):  # two weeks in summer, the rest a week at a time
                    week = date(year, 1, 2) + timedelta(weeks=rng.randint(0, 50))
                    days |= {week - timedelta(days=week.weekday()) + timedelta(days=k) for k in range(7)}
            self.leave[cid] = days

    @staticmethod
    def employed(cid: int, day: date) -> bool:
        started, left = CLINICIANS[cid - 1][6], CLINICIANS[cid - 1][7]
        return date.fromisoformat(started) <= day and (left is None or day <= date.fromisoformat(left))

    def works(self, cid: int, day: date) -> bool:
        return (day.weekday() in CLINICIANS[cid - 1][8] and not closed(day) and self.employed(cid, day)
                and day not in self.leave[cid])

    def free_start(self, cid: int, day: date, minutes: int, wanted: int) -> int | None:
        opens, closes = DAY_HOURS["saturday" if day.weekday() == 5 else "weekday"]
        busy = self.taken.get((cid, day), [])
        starts = sorted(range(opens, closes - minutes + 1, SLOT), key=lambda s: (abs(s - wanted), s))
        for start in starts:
            end = start + minutes
            if start < LUNCH[1] and end > LUNCH[0] and day.weekday() != 5:
                continue
            if all(end <= a or start >= b for a, b in busy):
                return start
        return None

    def find(self, choices: list[int], day: date, minutes: int, wanted: int, within: int = 120):
        """The first (clinician, day, start) from ``day`` on, among ``choices``, or None past the diary's end."""
        for _ in range(within):
            if day > DIARY_END:
                return None
            for cid in choices:
                if self.works(cid, day):
                    start = self.free_start(cid, day, minutes, wanted)
                    if start is not None:
                        self.taken.setdefault((cid, day), []).append((start, start + minutes))
                        return cid, day, start
            day += timedelta(days=1)
        return None


# ---------------------------------------------------------------- patients

def make_patient(rng: random.Random, patient_id: int, registered: date, existing: bool) -> dict:
    (low, high) = weighted_pairs(rng, AGE_BANDS)
    age = rng.randint(low, high)
    dob = registered - timedelta(days=int(365.25 * age) + rng.randint(0, 364))
    sex = rng.choice("FM")
    first = rng.choice(FIRST_NAMES_F if sex == "F" else FIRST_NAMES_M)
    last = rng.choice(LAST_NAMES)
    child = age < 18
    shares = NHS_SHARE_EXISTING if existing else NHS_SHARE_NEW
    nhs_share = shares["child" if child else "adult"]
    if not existing and not child and registered >= NEW_ADULTS_PRIVATE_FROM:
        nhs_share = 0.0
    nhs = rng.random() < nhs_share
    exemption = None
    if nhs:
        exemption = "Under 18" if child else weighted_pairs(rng, ADULT_EXEMPTIONS)
    first_visit = max(registered, BOOKS_START) + timedelta(days=7)
    usual = weighted_pairs(rng, [(i, c[9]) for i, c in enumerate(CLINICIANS, start=1)
                                 if c[9] and Diary.employed(i, first_visit)])
    local = rng.choice([f"{first}.{last}", f"{first[0]}{last}", f"{first}{rng.randint(1, 99)}"])
    return {
        "patient_id": patient_id, "first": first, "last": last, "dob": dob, "sex": sex,
        "postcode": None if rng.random() < NO_POSTCODE_RATE else postcode(rng),
        "phone": None if rng.random() < NO_PHONE_RATE else f"07{rng.randint(100, 999)} {rng.randint(100000, 999999)}",
        "email": None if rng.random() < NO_EMAIL_RATE or age < 14 else
        f"{local}{patient_id}@{rng.choice(EMAIL_DOMAINS)}".lower(),
        "type": "NHS" if nhs else "Private", "exemption": exemption, "usual": usual, "registered": registered,
        "left_on": None, "left_reason": None, "private_from": None, "membership": None,
    }


def postcode(rng: random.Random) -> str:
    letters = "ABDEFGHJLNPQRSTUWXY"  # those the inward code uses
    district = weighted_pairs(rng, POSTCODES)
    return f"{district} {rng.randint(1, 9)}{rng.choice(letters)}{rng.choice(letters)}"


def registration_days(rng: random.Random) -> list[tuple[date, bool]]:
    existing = [(random_day(rng, date(2004, 1, 1), BOOKS_START - timedelta(days=30)), True)
                for _ in range(N_EXISTING_PATIENTS)]
    days, weights = [], []
    day = BOOKS_START
    while day <= TODAY - timedelta(days=2):
        if not closed(day) and day.weekday() < 5:
            days.append(day)
            weights.append(NEW_PATIENT_MONTHS[day.month - 1])
        day += timedelta(days=1)
    new = [(d, False) for d in rng.choices(days, weights=weights, k=N_NEW_PATIENTS)]
    return sorted(existing + new)


def make_membership(rng: random.Random, p: dict, out: dict) -> None:
    """Some private patients are on a care plan; a few NHS adults go private by joining one."""
    child = age_on(p["dob"], max(p["registered"], BOOKS_START)) < 18
    start = None
    if p["type"] == "Private" and rng.random() < PLAN_JOIN_RATE:
        first = max(p["registered"], date(2019, 1, 1))
        start = random_day(rng, first, TODAY - timedelta(days=20))
    elif p["type"] == "NHS" and not child and rng.random() < NHS_TO_PLAN_RATE:
        start = random_day(rng, max(p["registered"], BOOKS_START) + timedelta(days=60), TODAY - timedelta(days=20))
        p["was_exempt"] = p["exemption"] is not None  # their NHS visits before the switch stay exempt
        p["private_from"], p["type"], p["exemption"] = start, "Private", None
    if start is None:
        return
    plan = "Child Care" if child else ("Complete Care" if rng.random() < 0.4 else "Essential Care")
    ended = None
    month = start
    while month <= TODAY:
        month = add_months(month, 1)
        if month > TODAY:
            break
        if month > BOOKS_START and rng.random() < PLAN_CANCEL_RATE:
            ended = month
            break
    p["membership"] = {"membership_id": len(out["memberships"]) + 1, "plan": plan, "start": start, "end": ended}
    out["memberships"].append((p["patient_id"], p["membership"]))


# ---------------------------------------------------------------- one patient's visits

class Patient:
    """Plays out one patient's appointments into the shared row lists."""

    def __init__(self, rng: random.Random, diary: Diary, p: dict, out: dict):
        self.rng, self.diary, self.p, self.out = rng, diary, p, out
        self.failed = 0
        self.stop = DIARY_END  # no bookings after this day (left, lapsed, or the diary's end)
        self.wanted = 60 * rng.choice([9, 10, 11, 12, 14, 15, 16, 16, 17])

    # -- who pays what
    def private_on(self, day: date) -> bool:
        return self.p["type"] == "Private" and (self.p["private_from"] is None or day >= self.p["private_from"])

    def plan_on(self, day: date) -> str | None:
        m = self.p["membership"]
        if m and m["start"] <= day and (m["end"] is None or day < m["end"]):
            return m["plan"]
        return None

    def dentist(self, day: date) -> list[int]:
        usual = self.p["usual"]
        while usual in REPLACED_BY and not Diary.employed(usual, day):
            usual = REPLACED_BY[usual]
        return [usual]

    # -- appointments
    def status(self, day: date) -> str:
        if day > TODAY:
            return "Booked"
        age = age_on(self.p["dob"], day)
        fta = FTA_RATE
        fta *= FTA_FACTOR["young"] if 16 <= age < 30 else 1
        fta *= FTA_FACTOR["monday"] if day.weekday() == 0 else 1
        fta *= FTA_FACTOR["december"] if day.month == 12 else 1
        fta *= FTA_FACTOR["nhs"] if not self.private_on(day) else 1
        winter = WINTER_CANCEL_FACTOR if day.month in (12, 1, 2) else 1.0
        u = self.rng.random()
        for status, rate in (("Failed To Attend", fta), ("Cancelled By Patient", CANCEL_BY_PATIENT_RATE * winter),
                             ("Cancelled By Practice", CANCEL_BY_PRACTICE_RATE)):
            if u < rate:
                return status
            u -= rate
        return "Attended"

    def book(self, kind: str, day: date, minutes: int, choices: list[int], lead: tuple[int, int],
             walk_in: bool = False) -> tuple[dict | None, dict | None]:
        """Book (and rebook after a miss) until attended; returns (first appointment, attended one or None)."""
        first = None
        while day <= self.stop:
            found = self.diary.find(choices, day, minutes, self.wanted)
            if found is None:
                return first, None
            cid, when, start = found
            booked_on = None if walk_in else when - timedelta(days=self.rng.randint(*lead))
            if booked_on is not None and booked_on > TODAY or when > self.stop:
                self.diary.taken[(cid, when)].remove((start, start + minutes))
                return first, None
            booked_on = None if booked_on is None else max(booked_on, self.p["registered"], BOOKS_START)
            status = "Attended" if walk_in else self.status(when)
            appt = {"patient_id": self.p["patient_id"], "clinician_id": cid, "surgery": CLINICIANS[cid - 1][4],
                    "starts_at": f"{iso(when)} {start // 60:02d}:{start % 60:02d}", "day": when, "minutes": minutes,
                    "type": kind, "booked_on": booked_on, "status": status, "lines": []}
            self.out["appointments"].append(appt)
            first = first or appt
            if status in ("Attended", "Booked"):
                return first, appt if status == "Attended" else None
            if status == "Failed To Attend":
                self.missed(appt)
            if self.rng.random() >= REBOOK_AFTER_MISS:
                return first, None
            day = when + timedelta(days=self.rng.randint(3, 25))
            lead = (1, 10)
        return first, None

    def missed(self, appt: dict) -> None:
        self.failed += 1
        day = appt["day"]
        if self.private_on(day) and self.rng.random() >= MISSED_FEE_WAIVED:
            self.out["missed_fees"].append((appt, missed_fee(day)))
        if self.failed >= FTA_REMOVAL_AFTER and self.rng.random() < FTA_REMOVAL_RATE and self.p["left_on"] is None:
            left = day + timedelta(days=self.rng.randint(7, 30))
            if left <= TODAY:
                self.p["left_on"], self.p["left_reason"] = left, "Removed (Missed Appointments)"
                self.stop = min(self.stop, left)

    def add_line(self, appt: dict, code: str, tooth_: str | None = None) -> None:
        day = appt["day"]
        band = TREATMENTS[TREATMENT_ID[code] - 1][3]
        plan = self.plan_on(day)
        if plan and code in COVERED[plan]:
            charge, fee = "Plan", 0.0
        elif self.private_on(day) or band is None or code == "HYG":
            fee = private_fee(code, day)
            if plan:
                fee = round(fee * (1 - PLANS[PLAN_ID[plan] - 1][4]), 2)  # Complete Care: 10% off treatment
            charge = "Private"
        else:
            charge, fee = "NHS", None
        appt["lines"].append((TREATMENT_ID[code], tooth_, charge, fee))

    def minutes(self, codes: list[str]) -> int:
        total = sum(TREATMENTS[TREATMENT_ID[c] - 1][5] for c in codes)
        return max(SLOT, min(150, -(-total // SLOT) * SLOT))

    # -- the visits
    def check_up(self, day: date, new_patient: bool) -> date | None:
        rng = self.rng
        child = age_on(self.p["dob"], day) < 18
        codes = ["NPE" if new_patient else "EXAM"]
        xray = rng.random() < XRAY_RATE and not child
        scale = not child and not self.hygiene and rng.random() < NHS_SCALE_RATE
        codes += ["XRAY"] * xray + ["SP"] * scale
        kind = "New Patient" if new_patient else "Check-Up"
        _, appt = self.book(kind, day, self.minutes(codes), self.dentist(day), (7, 70))
        if appt is None:
            return None
        for code in codes:
            self.add_line(appt, code, None)
        if child and rng.random() < CHILD_FLUORIDE_RATE:
            self.add_line(appt, "FLU")
        if child and rng.random() < CHILD_SEALANT_RATE:
            self.add_line(appt, "FS", tooth(rng))
        seen = appt["day"]
        for code, chance, (low, high) in FINDINGS:
            if rng.random() < chance * (0.4 if child else 1) * (1.6 if new_patient else 1):
                if code in PRIVATE_ONLY_FINDINGS and not self.private_on(seen):
                    continue
                teeth = [tooth(rng, code not in ("RCA",)) for _ in range(rng.randint(low, high))]
                self.treatment(seen + timedelta(days=rng.randint(7, 35)), [code] * len(teeth), teeth, (5, 20))
        return seen

    def treatment(self, day: date, codes: list[str], teeth: list, lead: tuple[int, int], kind: str = "Treatment",
                  walk_in: bool = False) -> dict | None:
        choices = self.dentist(day) if kind != "Emergency" else [d for d in DENTISTS if Diary.employed(d, day)]
        _, appt = self.book(kind, day, self.minutes(codes), choices, lead, walk_in)
        if appt is not None:
            for code, where in zip(codes, teeth):
                self.add_line(appt, code, where)
        return appt

    def run(self, existing: bool) -> None:
        rng, p = self.rng, self.p
        start = max(p["registered"], BOOKS_START)
        if rng.random() < LEAVE_RATE:
            left = random_day(rng, start + timedelta(days=30), TODAY + timedelta(days=60))
            if left <= TODAY:
                p["left_on"], p["left_reason"] = left, weighted_pairs(rng, LEAVE_REASONS)
                self.stop = left
        if rng.random() < LAPSE_RATE:
            self.stop = min(self.stop, random_day(rng, start, TODAY))
        interval = weighted_pairs(rng, RECALL_MONTHS_WEIGHTS)
        self.hygiene = rng.random() < HYGIENE_HABIT[p["type"]] and age_on(p["dob"], start) >= 16
        recalls = self.out["recalls"]
        # check-ups
        first_visit = None
        if existing:  # their last check-up was before the books start: the next one falls anywhere in the interval
            first_visit = start + timedelta(days=rng.randint(0, 30 * interval))
            due, new_patient = first_visit - timedelta(days=rng.randint(*LATE_FOR_RECALL)), False
            recalls.append({"patient_id": p["patient_id"], "type": "Check-Up", "due": due, "appt": None})
        else:
            due, new_patient = start + timedelta(days=rng.randint(3, 21)), True
        while due <= self.stop:
            day = due + timedelta(days=rng.randint(*LATE_FOR_RECALL) if not new_patient else 0)
            if first_visit is not None:
                day, first_visit = first_visit, None
            if day.month == 8 and rng.random() < AUGUST_DEFER:
                day = date(day.year, 9, rng.randint(1, 20))
            recall = recalls[-1] if not new_patient else None
            first_count = len(self.out["appointments"])
            seen = self.check_up(day, new_patient)
            if recall is not None and len(self.out["appointments"]) > first_count:
                recall["appt"] = self.out["appointments"][first_count]
            if seen is None:
                break
            new_patient = False
            due = add_months(seen, interval)
            if seen <= TODAY:
                recalls.append({"patient_id": p["patient_id"], "type": "Check-Up", "due": due, "appt": None})
        # hygiene
        if self.hygiene:
            due = start + timedelta(days=rng.randint(10, 180))
            while due <= self.stop:
                recall = {"patient_id": p["patient_id"], "type": "Hygiene", "due": due, "appt": None}
                recalls.append(recall)
                hyg = self.diary.find(HYGIENISTS, due + timedelta(days=rng.randint(0, 30)), 30, self.wanted)
                if hyg is None:
                    break
                cid, when, at = hyg
                self.diary.taken[(cid, when)].remove((at, at + 30))
                first_count = len(self.out["appointments"])
                _, appt = self.book("Hygiene", when, 30, HYGIENISTS, (10, 80))
                if len(self.out["appointments"]) > first_count:
                    recall["appt"] = self.out["appointments"][first_count]
                if appt is None:
                    break
                self.add_line(appt, "HYG")
                due = add_months(appt["day"], 6)
                if appt["day"] > TODAY:
                    break
        # emergencies and extras
        years = max(0.0, (min(self.stop, TODAY) - start).days / 365.25)
        for _ in range(poisson(rng, EMERGENCY_PER_YEAR * years)):
            day = random_day(rng, start, min(self.stop, TODAY))
            walk_in = rng.random() < WALK_IN_EMERGENCY
            codes, teeth = ["EMG"], [None]
            for code, chance in EMERGENCY_FINDING:
                if rng.random() < chance:
                    codes.append(code)
                    teeth.append(tooth(rng))
                    break
            self.treatment(day, codes, teeth, (0, 1), "Emergency", walk_in)
        adult = age_on(p["dob"], start) >= 18
        if adult and p["type"] == "Private":
            for _ in range(poisson(rng, WHITENING_PER_YEAR * years * 1.2)):
                day = weighted_day(rng, start, min(self.stop, TODAY), WHITENING_MONTHS)
                self.treatment(day, ["WHT"], [None], (3, 30), "Cosmetic")
        if age_on(p["dob"], start) < 25:
            for _ in range(poisson(rng, MOUTHGUARD_PER_YEAR * years * 1.5)):
                day = weighted_day(rng, start, min(self.stop, TODAY), MOUTHGUARD_MONTHS)
                self.treatment(day, ["MGD"], [None], (3, 30), "Cosmetic")


def weighted_day(rng: random.Random, start: date, end: date, month_weights: list[float]) -> date:
    """A day in [start, end], drawn with the month weights (rejection sampling)."""
    top = max(month_weights)
    for _ in range(50):
        day = random_day(rng, start, end)
        if rng.random() < month_weights[day.month - 1] / top:
            return day
    return random_day(rng, start, end)


# ---------------------------------------------------------------- money and rows

def invoice_for(patient: dict, appt: dict) -> tuple[str | None, float, float]:
    day = appt["day"]
    bands = [TREATMENTS[tid - 1][3] for tid, _, charge, _ in appt["lines"] if charge == "NHS"]
    band = max(bands, key=BAND_ORDER.get) if bands else None
    exempt = patient["exemption"] is not None or patient.get("was_exempt", False)
    charge = 0.0 if band is None or exempt else nhs_charge(band, day)
    private = round(sum(fee for _, _, c, fee in appt["lines"] if c == "Private"), 2)
    return (band if charge else None), charge, private


def settle(rng: random.Random, day: date, total: float, big: bool) -> tuple[str, list[tuple[date, float, str]]]:
    """An invoice's status and its payments (day, amount, method)."""
    method = "Bank Transfer" if total > BANK_TRANSFER_OVER else ("Card" if rng.random() < CARD_SHARE else "Cash")
    age = (TODAY - day).days
    if big:
        deposit = round(total * DEPOSIT_SHARE, 2)
        rest_on = day + timedelta(days=rng.randint(14, 45))
        if rest_on > TODAY:
            return "Part Paid", [(day, deposit, "Card")]
        return "Paid", [(day, deposit, "Card"), (rest_on, round(total - deposit, 2), method)]
    if rng.random() < UNPAID_RATE * (3 if age < RECENT_DAYS else 1):
        if age < RECENT_DAYS:
            return "Unpaid", []
        if rng.random() < WRITE_OFF_RATE:
            return "Written Off", []
        return "Paid", [(day + timedelta(days=rng.randint(20, min(age, 90))), total, "Bank Transfer")]
    return "Paid", [(day, total, method)]


def populate(con: sqlite3.Connection, rng: random.Random) -> None:
    diary = Diary(rng)
    out: dict = {"appointments": [], "missed_fees": [], "recalls": [], "memberships": []}
    patients = []
    for patient_id, (registered, existing) in enumerate(registration_days(rng), start=1):
        p = make_patient(rng, patient_id, registered, existing)
        make_membership(rng, p, out)
        Patient(rng, diary, p, out).run(existing)
        for gone, successor in REPLACED_BY.items():  # the list of a dentist who left passed to their successor
            left = date.fromisoformat(CLINICIANS[gone - 1][7])
            if p["usual"] == gone and (p["left_on"] is None or p["left_on"] > left):
                p["usual"] = successor
        if rng.random() < NO_USUAL_DENTIST_RATE and existing:
            p["usual"] = None
        patients.append(p)
    by_id = {p["patient_id"]: p for p in patients}

    appts = sorted(out["appointments"], key=lambda a: (a["starts_at"], a["surgery"], a["clinician_id"]))
    for appointment_id, a in enumerate(appts, start=1):
        a["appointment_id"] = appointment_id
    lines = [(a["appointment_id"], tid, where, charge, fee) for a in appts for tid, where, charge, fee in a["lines"]]

    invoices, payments = [], []
    big_codes = {TREATMENT_ID[c] for c in ("CRN", "DEN", "IMP")}
    bills = []
    for a in appts:
        if a["status"] == "Attended":
            band, charge, private = invoice_for(by_id[a["patient_id"]], a)
            if charge + private > 0:
                big = any(tid in big_codes for tid, _, c, _ in a["lines"] if c == "Private")
                bills.append((a, "Treatment", band, charge, private, big))
    for a, fee in out["missed_fees"]:
        bills.append((a, "Missed Appointment Fee", None, 0.0, fee, False))
    bills.sort(key=lambda b: (b[0]["day"], b[0]["appointment_id"], b[1]))
    for invoice_id, (a, kind, band, charge, private, big) in enumerate(bills, start=1):
        total = round(charge + private, 2)
        status, paid = settle(rng, a["day"], total, big)
        if kind == "Missed Appointment Fee" and status == "Paid" and rng.random() < 0.25:
            status, paid = ("Written Off", []) if (TODAY - a["day"]).days > RECENT_DAYS else ("Unpaid", [])
        invoices.append((invoice_id, a["patient_id"], a["appointment_id"], iso(a["day"]), kind, band, charge, private,
                         total, status))
        payments += [(iso(day), amount, method, invoice_id, None) for day, amount, method in paid]
    for patient_id, m in out["memberships"]:
        fees = PLANS[PLAN_ID[m["plan"]] - 1]
        month = date(max(m["start"], BOOKS_START).year, max(m["start"], BOOKS_START).month, 1)
        if month < m["start"]:
            month = add_months(month, 1)
        while month <= TODAY and (m["end"] is None or month < m["end"]):
            payments.append((iso(month), fees[2] if month >= PLAN_RISE_ON else fees[1], "Direct Debit", None,
                             m["membership_id"]))
            month = add_months(month, 1)
    payments.sort(key=lambda r: (r[0], r[3] or 0, r[4] or 0))
    payments = [(i, *row) for i, row in enumerate(payments, start=1)]

    recall_rows = []
    for r in sorted(out["recalls"], key=lambda r: (r["due"], r["patient_id"], r["type"])):
        if r["due"] < BOOKS_START:
            continue
        p = by_id[r["patient_id"]]
        sent_on = r["due"] - timedelta(days=REMINDER_DAYS_BEFORE)
        method = None
        if sent_on <= TODAY and sent_on >= BOOKS_START and rng.random() >= NO_REMINDER_RATE and (
                p["left_on"] is None or sent_on < p["left_on"]):
            pairs = [(m, w) for m, w in REMINDER_METHOD_WEIGHTS.items()
                     if (m != "SMS" or p["phone"]) and (m != "Email" or p["email"])]
            method = weighted_pairs(rng, pairs)
        else:
            sent_on = None
        booked = r["appt"]["appointment_id"] if r["appt"] is not None else None
        recall_rows.append((len(recall_rows) + 1, r["patient_id"], r["type"], iso(r["due"]),
                            iso(sent_on) if sent_on else None, method, booked))

    con.executemany("INSERT INTO clinicians VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    [(i, *c[:8]) for i, c in enumerate(CLINICIANS, start=1)])
    con.executemany("INSERT INTO patients VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", [
        (p["patient_id"], p["first"], p["last"], iso(p["dob"]), p["sex"], p["postcode"], p["phone"], p["email"],
         p["type"], p["exemption"], p["usual"], iso(p["registered"]), iso(p["left_on"]) if p["left_on"] else None,
         p["left_reason"]) for p in patients])
    con.executemany("INSERT INTO treatments VALUES (?, ?, ?, ?, ?, ?, ?)", [
        (i, code, name, category, band, private_fee(code, TODAY), minutes)
        for i, (code, name, category, band, _, minutes) in enumerate(TREATMENTS, start=1)])
    con.executemany("INSERT INTO plans VALUES (?, ?, ?, ?)",
                    [(i, name, after, covers) for i, (name, _, after, covers, _) in enumerate(PLANS, start=1)])
    con.executemany("INSERT INTO plan_memberships VALUES (?, ?, ?, ?, ?, ?)", [
        (m["membership_id"], patient_id, PLAN_ID[m["plan"]], iso(m["start"]), iso(m["end"]) if m["end"] else None,
         "Cancelled" if m["end"] else "Active") for patient_id, m in out["memberships"]])
    con.executemany("INSERT INTO appointments VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", [
        (a["appointment_id"], a["patient_id"], a["clinician_id"], a["surgery"], a["starts_at"], a["minutes"],
         a["type"], iso(a["booked_on"]) if a["booked_on"] else None, a["status"]) for a in appts])
    con.executemany("INSERT INTO appointment_treatments VALUES (?, ?, ?, ?, ?, ?)",
                    [(i, *line) for i, line in enumerate(lines, start=1)])
    con.executemany("INSERT INTO invoices VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", invoices)
    con.executemany("INSERT INTO payments VALUES (?, ?, ?, ?, ?, ?)", payments)
    con.executemany("INSERT INTO recalls VALUES (?, ?, ?, ?, ?, ?, ?)", recall_rows)
