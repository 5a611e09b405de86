"""The ``music_school`` database's seeded generator: ``populate(con, rng)`` fills the tables of
``vocabulary.SCHEMA`` from the vocabularies there and a seeded ``random.Random``.

The terms are played out in order. Each term the pupils carrying on keep their teacher and weekly slot (a new
teacher and slot when theirs has left), new families and adults join (some part-way through the term), and every
enrolment's weekly lessons are booked around half term; exams, instrument hires and concerts follow the
enrolments. At the end of a term some pupils leave, some take a break, some take up a second instrument. The
term invoices are worked out last, from the enrolments and hires of each pupil, with sibling discounts.
"""

from __future__ import annotations

import random
import sqlite3
from datetime import date, timedelta

from envs.databases.draws import age_on, iso, random_day, weighted_pairs
from envs.databases.music_school.vocabulary import (
    ADULT_AGE, ADULT_DAYTIME, ADULT_EXAM_RATE, ADULT_LEAVE_EXTRA, ADULT_MINUTES, ADULT_NO_DOB_RATE, ADULT_SHARE,
    ADULT_WEEKDAY, BOARDS, CONCERTS, CURRENT_TERM_UNPAID, DAY_NAMES, EMAIL_DOMAINS, ENTRY_FEES, ENTRY_FEE_RISE,
    EXAM_RATE, FAMILY_CHILDREN, FIRST_NAMES_ADULT, FIRST_NAMES_CHILD, GRADE_SKIP, GUARDIAN_OTHER_SURNAME,
    HIRE_BILLING_MONTHS, HIRE_MONTHS, HIRE_RATE, HIRE_RISE_ON, HIRE_STOCK, INITIAL_GRADE, INSTRUMENTS,
    INVOICE_LEAD_DAYS, JUNIOR_AGE, JUNIOR_WEEKDAY, LAST_NAMES, LEAVE_RATE, LESSON_PRICE, LONGER_LESSON,
    MAKE_UP_DAYS, MAKE_UP_RATE, MID_TERM_JOIN, MINUTES_BY_GRADE, MISSED_RATE, NEW_UNITS, NO_EMAIL_RATE,
    NO_EXAM_TEACHER_RATE, NO_PHONE_RATE, NO_TEACHER_EMAIL, N_INITIAL_PUPILS, PAID_LATE_DAYS, PART_PAID_RATE,
    PAUSE_RATE, PAUSE_RETURN, PAYMENT_METHODS, PIECES, RESULTS_DAYS, ROCK_INSTRUMENTS, SATURDAY, SECOND_INSTRUMENT,
    SIBLING_DISCOUNT, SIBLING_LATER, SIZES, TEACHERS, TEACHER_CANCEL_RATE, TERMS, TICKET_RISE, TODAY, TRANSFER_RATE,
    UNPAID_RATE, VENUE_SEATS, WINTER_MISSED, WITHDRAW_RATE,
)

HIREABLE = {row[0]: row for row in HIRE_STOCK}
SLOT_STEP = 15  # minutes: lessons start on the quarter hour


# ---------------------------------------------------------------- calendar

def teaching(teacher_id: int, start: date, end: date) -> bool:
    """The teacher is on the staff for the whole of ``start`` .. ``end``."""
    _, _, _, _, _, _, _, started, left, _, _ = TEACHERS[teacher_id - 1]
    return date.fromisoformat(started) <= start and (left is None or end <= date.fromisoformat(left))


def term_dates(term: tuple, weekday: int) -> list[date]:
    """The booked lesson days of a full-term enrolment on ``weekday`` (Monday 0): weekly, around half term."""
    _, _, start, end, ht_start, ht_end, lessons = term
    day = start + timedelta(days=(weekday - start.weekday()) % 7)
    days = []
    while day <= end and len(days) < lessons:
        if not ht_start <= day <= ht_end:
            days.append(day)
        day += timedelta(weeks=1)
    return days


def month_end(year: int, month: int) -> date:
    return date(year + month // 12, month % 12 + 1, 1) - timedelta(days=1)


# ---------------------------------------------------------------- people

class Register:
    """Pupils, numbered in the order they joined, with their families' contact details."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        self.pupils: list[dict] = []
        self.families = 0

    def contact(self, first: str, last: str) -> tuple[str | None, str | None]:
        rng = self.rng
        local = rng.choice([f"{first}.{last}", f"{first[0]}{last}", f"{first}{last}{rng.randint(1, 99)}"])
        local = local.replace("'", "").replace(" ", "").lower()
        email = f"{local}{len(self.pupils) + 1}@{rng.choice(EMAIL_DOMAINS)}" if rng.random() >= NO_EMAIL_RATE else None
        phone = f"07{rng.randint(100, 999)} {rng.randint(100000, 999999)}" if rng.random() >= NO_PHONE_RATE else None
        return email, phone

    def new_family(self) -> dict:
        rng = self.rng
        surname = rng.choice(LAST_NAMES)
        guardian_last = rng.choice(LAST_NAMES) if rng.random() < GUARDIAN_OTHER_SURNAME else surname
        guardian_first = rng.choice(FIRST_NAMES_ADULT)
        email, phone = self.contact(guardian_first, guardian_last)
        self.families += 1
        return {"family": self.families, "surname": surname, "guardian": f"{guardian_first} {guardian_last}",
                "email": email, "phone": phone, "taken": set()}

    def add_child(self, family: dict, joined: date) -> dict:
        rng = self.rng
        first = rng.choice([n for n in FIRST_NAMES_CHILD if n not in family["taken"]])
        family["taken"].add(first)
        dob = joined - timedelta(days=int(365.25 * rng.randint(*JUNIOR_AGE)) + rng.randint(0, 364))
        return self._add(first, family["surname"], dob, "Junior", family, joined)

    def add_adult(self, joined: date) -> dict:
        rng = self.rng
        first, last = rng.choice(FIRST_NAMES_ADULT), rng.choice(LAST_NAMES)
        dob = joined - timedelta(days=int(365.25 * rng.randint(*ADULT_AGE)) + rng.randint(0, 364))
        email, phone = self.contact(first, last)
        return self._add(first, last, dob, "Adult", {"family": None, "guardian": None, "email": email,
                                                     "phone": phone}, joined)

    def _add(self, first: str, last: str, dob: date, group: str, family: dict, joined: date) -> dict:
        pupil = {"student_id": len(self.pupils) + 1, "first": first, "last": last, "dob": dob, "group": group,
                 "family": family["family"], "guardian": family["guardian"], "email": family["email"],
                 "phone": family["phone"], "joined": joined, "left": None, "paused": 0, "returns": True,
                 "courses": [], "hires": [], "no_dob": group == "Adult" and self.rng.random() < ADULT_NO_DOB_RATE}
        self.pupils.append(pupil)
        return pupil


# ---------------------------------------------------------------- teachers' diaries

class Timetable:
    """Who teaches whom in one term: each teacher's pupils and the weekly slots already taken."""

    def __init__(self, rng: random.Random, term: tuple):
        self.rng, self.term = rng, term
        self.load = {t: 0 for t in range(1, len(TEACHERS) + 1)}
        self.taken: dict[tuple[int, int], list[tuple[int, int]]] = {}

    def free(self, teacher_id: int, day: int, start: int, minutes: int) -> bool:
        return all(start + minutes <= a or start >= b for a, b in self.taken.get((teacher_id, day), []))

    def book(self, teacher_id: int, day: int, start: int, minutes: int) -> None:
        self.taken.setdefault((teacher_id, day), []).append((start, start + minutes))
        self.load[teacher_id] += 1

    def pick_teacher(self, instrument: str) -> int | None:
        start, end = self.term[2], self.term[3]
        pairs = []
        for t, row in enumerate(TEACHERS, start=1):
            if instrument in row[3] and teaching(t, start, end):
                room = max(row[9] - self.load[t], 0) + 0.5
                pairs.append((t, room * (1.0 if row[3][0] == instrument else 0.35)))
        return weighted_pairs(self.rng, pairs) if pairs else None

    def pick_slot(self, teacher_id: int, pupil: dict, minutes: int) -> tuple[int, int]:
        rng = self.rng
        days = TEACHERS[teacher_id - 1][10]
        daytime = pupil["group"] == "Adult" and rng.random() < ADULT_DAYTIME
        for _ in range(60):
            day = rng.choice(days)
            if day == 5:
                low, high = SATURDAY
            elif pupil["group"] == "Adult":
                low, high = (ADULT_WEEKDAY[0], 15 * 60) if daytime else (17 * 60 + 30, ADULT_WEEKDAY[1])
            else:
                low, high = JUNIOR_WEEKDAY
            start = low + SLOT_STEP * rng.randint(0, (high - low) // SLOT_STEP)
            if self.free(teacher_id, day, start, minutes):
                return day, start
        for day in days:  # a full diary: the first free slot of the whole day
            for start in range(9 * 60, 21 * 60, SLOT_STEP):
                if self.free(teacher_id, day, start, minutes):
                    return day, start
        return days[0], 21 * 60


# ---------------------------------------------------------------- pupils' courses

def initial_grade(rng: random.Random) -> int:
    return weighted_pairs(rng, INITIAL_GRADE)


def lesson_minutes(rng: random.Random, pupil: dict, grade: int, day: date) -> int:
    if pupil["group"] == "Adult":
        return weighted_pairs(rng, ADULT_MINUTES.items())
    if age_on(pupil["dob"], day) < 8:
        return 30
    band = [mix for low, mix in MINUTES_BY_GRADE if grade >= low][-1]
    return weighted_pairs(rng, band.items())


def pick_instrument(rng: random.Random, pupil: dict, not_this: tuple = ()) -> str:
    adult = pupil["group"] == "Adult"
    return weighted_pairs(rng, [(name, weight * (adult_share if adult else 1.0))
                                for _, name, weight, adult_share in INSTRUMENTS if name not in not_this])


def new_course(rng: random.Random, pupil: dict, day: date, grade: int = 0, not_this: tuple = ()) -> dict:
    instrument = pick_instrument(rng, pupil, not_this)
    board = "Trinity" if instrument in ROCK_INSTRUMENTS else weighted_pairs(rng, [(b[0], b[1]) for b in BOARDS])
    return {"instrument": instrument, "grade": grade, "board": board, "minutes": lesson_minutes(rng, pupil, grade, day),
            "teacher": None, "slot": None, "terms": 0, "since_exam": 0, "new": True}


# ---------------------------------------------------------------- the terms

class School:
    """Plays out the terms into the row lists of every table but the invoices."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        self.register = Register(rng)
        self.enrolments: list[dict] = []
        self.lessons: list[tuple] = []
        self.exams: list[tuple] = []
        self.concerts: list[tuple] = []
        self.performers: list[tuple] = []
        self.free_from = {name: [date(2000, 1, 1)] * stock for name, _, stock, _, _ in HIRE_STOCK}
        self.hires: list[dict] = []
        self.later_siblings: dict[int, list[dict]] = {}  # term index -> families with a child still to start

    # -------- joining

    def join_unit(self, k: int, joined: date, grade_draw: bool = False) -> list[dict]:
        rng, reg = self.rng, self.register
        if rng.random() < ADULT_SHARE:
            pupils = [reg.add_adult(joined)]
        else:
            family = reg.new_family()
            children = weighted_pairs(rng, FAMILY_CHILDREN)
            pupils = [reg.add_child(family, joined)]
            for _ in range(children - 1):
                if rng.random() < SIBLING_LATER and k + 1 < len(TERMS):
                    self.later_siblings.setdefault(min(k + rng.randint(1, 3), len(TERMS) - 1), []).append(family)
                else:
                    pupils.append(reg.add_child(family, joined))
        for pupil in pupils:
            grade = initial_grade(rng) if grade_draw or rng.random() < TRANSFER_RATE else 0
            pupil["courses"].append(new_course(rng, pupil, joined, grade))
            if grade_draw:
                pupil["courses"][0]["new"] = False
                pupil["courses"][0]["terms"] = 3
                pupil["courses"][0]["since_exam"] = rng.randint(0, 3)
        return pupils

    def newcomers(self, k: int) -> list[tuple[dict, date]]:
        """Pupils starting in term ``k`` and the day each joined (on the books before or during the term)."""
        rng = self.rng
        name, _, start, end = TERMS[k][:4]
        arrivals = []
        if k == 0:
            for _ in range(N_INITIAL_PUPILS):
                back = min(rng.randint(14, 5 * 365), rng.randint(14, 5 * 365))
                joined = start - timedelta(days=back)
                arrivals += [(p, joined) for p in self.join_unit(k, joined, grade_draw=True)]
                if len(arrivals) >= N_INITIAL_PUPILS:
                    break
        for _ in range(NEW_UNITS[name.split()[0]]):
            if rng.random() < MID_TERM_JOIN:
                joined = random_day(rng, start, start + timedelta(weeks=6))
            else:
                joined = random_day(rng, start - timedelta(weeks=6), start - timedelta(days=3))
            arrivals += [(p, joined) for p in self.join_unit(k, joined)]
        for family in self.later_siblings.pop(k, []):
            joined = random_day(rng, start - timedelta(weeks=5), start - timedelta(days=3))
            pupil = self.register.add_child(family, joined)
            pupil["courses"].append(new_course(rng, pupil, joined))
            arrivals.append((pupil, joined))
        arrivals.sort(key=lambda a: (a[1], a[0]["student_id"]))
        return arrivals

    # -------- one term

    def run_term(self, k: int) -> None:
        rng = self.rng
        term = TERMS[k]
        name, year, start, end = term[:4]
        timetable = Timetable(rng, term)
        carrying_on = [p for p in self.register.pupils if p["left"] is None and p["paused"] == 0]
        arrivals = self.newcomers(k)
        starts = {p["student_id"]: start for p in carrying_on}
        starts.update({p["student_id"]: joined + timedelta(days=3) for p, joined in arrivals})
        roster = carrying_on + [p for p, _ in arrivals]
        # pupils carrying on with a teacher who is still here keep their slot; the others are fitted around them
        queue = []
        for pupil in roster:
            for course in pupil["courses"]:
                t = course["teacher"]
                if t and teaching(t, start, end) and course["slot"] and timetable.free(t, *course["slot"],
                                                                                       course["minutes"]):
                    timetable.book(t, *course["slot"], course["minutes"])
                else:
                    queue.append((pupil, course))
        for pupil, course in queue:
            if not (course["teacher"] and teaching(course["teacher"], start, end)):
                course["teacher"] = timetable.pick_teacher(course["instrument"])
            course["slot"] = timetable.pick_slot(course["teacher"], pupil, course["minutes"])
            timetable.book(course["teacher"], *course["slot"], course["minutes"])
        for pupil in roster:
            for course in pupil["courses"]:
                self.enrol(k, pupil, course, starts[pupil["student_id"]])
        self.hold_concerts(k)
        if k + 1 < len(TERMS):
            self.end_of_term(k, roster)

    def enrol(self, k: int, pupil: dict, course: dict, first_day: date) -> None:
        rng = self.rng
        term = TERMS[k]
        day, slot = course["slot"]
        days = [d for d in term_dates(term, day) if d >= first_day]
        if pupil["left"] is not None or not days:
            return
        withdrawn = None
        if len(days) > 3 and rng.random() < WITHDRAW_RATE:
            withdrawn = days[rng.randint(2, len(days) - 2)]
            if withdrawn > TODAY:
                withdrawn = None
            else:
                pupil["left"] = withdrawn
                self.return_hires(pupil, withdrawn)
        fee = round(len(days) * LESSON_PRICE[term[1]][course["minutes"]], 2)
        enrolment_id = len(self.enrolments) + 1
        self.enrolments.append({
            "enrolment_id": enrolment_id, "student_id": pupil["student_id"], "term": k, "teacher": course["teacher"],
            "instrument": course["instrument"], "minutes": course["minutes"], "day": DAY_NAMES[day],
            "time": f"{slot // 60:02d}:{slot % 60:02d}", "fee": fee, "starts": days[0], "withdrawn": withdrawn,
            "group": pupil["group"], "grade": course["grade"]})
        for d in days:
            if withdrawn and d > withdrawn:
                break
            made_up = None
            if d > TODAY:
                status = "Scheduled"
            else:
                roll = rng.random()
                missed = MISSED_RATE + (WINTER_MISSED if d.month in (1, 2) else 0)
                if roll < TEACHER_CANCEL_RATE:
                    status = "Cancelled by Teacher"
                    if rng.random() < MAKE_UP_RATE:
                        later = d + timedelta(days=rng.randint(*MAKE_UP_DAYS))
                        made_up = iso(later) if later <= TODAY else None
                elif roll < TEACHER_CANCEL_RATE + missed:
                    status = "Missed"
                else:
                    status = "Attended"
            self.lessons.append((len(self.lessons) + 1, enrolment_id, iso(d), status, made_up))
        if course["new"] and pupil["group"] == "Junior" and course["instrument"] in HIREABLE and \
                rng.random() < HIRE_RATE:
            self.hire(pupil, course["instrument"], days[0] - timedelta(days=rng.randint(0, 10)))
        course["new"] = False
        course["terms"] += 1
        course["since_exam"] += 1
        self.maybe_exam(k, pupil, course, days, withdrawn)

    # -------- exams

    def maybe_exam(self, k: int, pupil: dict, course: dict, days: list[date], withdrawn: date | None) -> None:
        rng = self.rng
        rate = EXAM_RATE if pupil["group"] == "Junior" else ADULT_EXAM_RATE
        if course["grade"] >= 8 or course["terms"] < 2 or course["since_exam"] < 2 or rng.random() >= rate:
            return
        start, end = TERMS[k][2], TERMS[k][3]
        day = random_day(rng, start + timedelta(weeks=5), end - timedelta(days=3))
        while day.weekday() == 6:
            day += timedelta(days=1)
        if withdrawn and day > withdrawn:
            return
        grade = min(8, course["grade"] + (2 if course["grade"] >= 1 and rng.random() < GRADE_SKIP else 1))
        board = next(b for b in BOARDS if b[0] == course["board"])
        _, _, top, pass_mark, merit, distinction, mean, sd = board
        fee = float(round(ENTRY_FEES[board[0]][grade - 1] * ENTRY_FEE_RISE ** (day.year - 2023)))
        mark = result = None
        if day <= TODAY - timedelta(days=RESULTS_DAYS):
            mark = min(top, round(rng.gauss(mean + (2 if course["minutes"] > 30 else 0), sd)))
            result = ("Distinction" if mark >= distinction else "Merit" if mark >= merit
                      else "Pass" if mark >= pass_mark else "Fail")
            if result != "Fail":
                course["grade"] = grade
        teacher = course["teacher"] if rng.random() >= NO_EXAM_TEACHER_RATE else None
        self.exams.append([pupil["student_id"], teacher, course["instrument"], board[0], grade, day, fee, mark,
                           result])
        course["since_exam"] = 0

    # -------- hire

    def hire(self, pupil: dict, instrument: str, day: date) -> None:
        rng = self.rng
        _, prefix, _, before, after = HIREABLE[instrument]
        free = [i for i, f in enumerate(self.free_from[instrument]) if f < day]
        if not free:
            return
        slot = free[0]
        planned = day + timedelta(days=30 * rng.randint(*HIRE_MONTHS) + rng.randint(-5, 5))
        size = None
        if instrument in ("Violin", "Cello"):
            size = next(s for under, s in SIZES if age_on(pupil["dob"], day) < under)
        hire = {"student_id": pupil["student_id"], "instrument": instrument, "tag": f"{prefix}-{slot + 1:02d}",
                "slot": slot, "size": size, "start": day, "end": planned,
                "fee": after if day >= HIRE_RISE_ON else before}
        self.free_from[instrument][slot] = planned
        self.hires.append(hire)
        pupil["hires"].append(hire)

    def return_hires(self, pupil: dict, day: date) -> None:
        """Hires still out when a pupil stops come back within a few weeks."""
        for hire in pupil["hires"]:
            back = day + timedelta(days=self.rng.randint(3, 20))
            if hire["end"] > back:
                hire["end"] = back
                self.free_from[hire["instrument"]][hire["slot"]] = back

    # -------- between terms

    def end_of_term(self, k: int, roster: list[dict]) -> None:
        rng = self.rng
        season, end = TERMS[k][0].split()[0], TERMS[k][3]
        next_start = TERMS[k + 1][2]
        enrolled = {p["student_id"] for p in roster}
        for pupil in self.register.pupils:  # those on a break count down to their return
            if pupil["left"] is None and pupil["paused"] > 0 and pupil["student_id"] not in enrolled:
                pupil["paused"] -= 1
                if pupil["paused"] == 0 and not pupil["returns"]:
                    pupil["left"] = random_day(rng, end - timedelta(weeks=6), next_start - timedelta(days=7))
        for pupil in roster:
            if pupil["left"] is not None:  # withdrew during the term
                continue
            leave = LEAVE_RATE[season] + (ADULT_LEAVE_EXTRA if pupil["group"] == "Adult" else 0)
            roll = rng.random()
            if roll < leave:
                pupil["left"] = random_day(rng, end - timedelta(days=10), next_start - timedelta(days=7))
                self.return_hires(pupil, pupil["left"])
            elif roll < leave + PAUSE_RATE:
                pupil["paused"] = rng.randint(1, 2)
                pupil["returns"] = rng.random() < PAUSE_RETURN
                self.return_hires(pupil, end)
            else:
                for course in pupil["courses"]:
                    if rng.random() < LONGER_LESSON and course["minutes"] < 60:
                        course["minutes"] += 15
                        course["slot"] = None
                if rng.random() < SECOND_INSTRUMENT and len(pupil["courses"]) < 2:
                    taken = tuple(c["instrument"] for c in pupil["courses"])
                    pupil["courses"].append(new_course(rng, pupil, next_start, not_this=taken))

    # -------- concerts

    def hold_concerts(self, k: int) -> None:
        rng = self.rng
        name, _, start, end = TERMS[k][:4]
        season = name.split()[0]
        for title, kind, venue, week, weekday, price, (low, high), seasons in CONCERTS:
            if season not in seasons:
                continue
            if week > 0:
                day = start + timedelta(weeks=week - 1)
                day += timedelta(days=(weekday - day.weekday()) % 7)
            else:
                day = end - timedelta(weeks=-week - 1)
                day -= timedelta(days=(day.weekday() - weekday) % 7)
            adults_only = title.startswith("Adult")
            seen, pool = set(), []
            for e in self.enrolments:
                if e["term"] == k and e["starts"] < day and not (e["withdrawn"] and e["withdrawn"] < day) \
                        and (e["group"] == "Adult") == adults_only and e["student_id"] not in seen:
                    seen.add(e["student_id"])
                    weight = 1 + e["grade"] if kind != "Recital" else 3
                    pool.append((e, weight))
            chosen = []
            for _ in range(min(rng.randint(low, high), len(pool))):
                pick = weighted_pairs(rng, [(i, w) for i, (_, w) in enumerate(pool)])
                chosen.append(pool.pop(pick)[0])
            concert_id = len(self.concerts) + 1
            ticket = price + TICKET_RISE[day.year] if price is not None else None
            sold = None
            if ticket is not None and day <= TODAY:
                sold = round(VENUE_SEATS[venue] * rng.uniform(0.55, 0.97))
            named = f"{season} {title}" if kind == "Recital" and not adults_only else title  # one a term
            self.concerts.append((concert_id, f"{named} {day.year}", kind, iso(day), venue, ticket, sold))
            for order, e in enumerate(chosen, start=1):
                self.performers.append((concert_id, order, e["student_id"], e["instrument"],
                                        rng.choice(PIECES[e["instrument"]])))


# ---------------------------------------------------------------- invoices

def hire_months(hire: dict, term: tuple) -> int:
    """Calendar months of the term's billing period in which the hire was out."""
    season, year = term[0].split()[0], int(term[0].split()[1])
    out_until = hire["end"]
    return sum(hire["start"] <= month_end(year, m) and out_until >= date(year, m, 1)
               for m in HIRE_BILLING_MONTHS[season])


def make_invoices(rng: random.Random, school: School) -> list[tuple]:
    pupils = {p["student_id"]: p for p in school.register.pupils}
    rows = []
    for k, term in enumerate(TERMS):
        start = term[2]
        by_pupil: dict[int, list[dict]] = {}
        for e in school.enrolments:
            if e["term"] == k:
                by_pupil.setdefault(e["student_id"], []).append(e)
        first_child: dict[int, int] = {}
        for student_id in sorted(by_pupil):
            family = pupils[student_id]["family"]
            if family is not None:
                first_child.setdefault(family, student_id)
        for student_id in sorted(by_pupil):
            pupil, enrolments = pupils[student_id], by_pupil[student_id]
            tuition = round(sum(e["fee"] for e in enrolments), 2)
            family = pupil["family"]
            discount = round(tuition * SIBLING_DISCOUNT, 2) if family and first_child[family] != student_id else 0.0
            hire = round(sum(h["fee"] * hire_months(h, term) for h in pupil["hires"]), 2)
            total = round(tuition - discount + hire, 2)
            first_lesson = min(e["starts"] for e in enrolments)
            if first_lesson - start > timedelta(days=7):  # a mid-term joiner is billed when they join
                issued = pupil["joined"]
                due = issued + timedelta(days=14)
            else:
                issued, due = start - timedelta(days=INVOICE_LEAD_DAYS), start
            paid_on = due + timedelta(days=rng.randint(*PAID_LATE_DAYS))
            paid_on = max(paid_on, issued + timedelta(days=1))
            roll = rng.random()
            unpaid = CURRENT_TERM_UNPAID if k == len(TERMS) - 1 else UNPAID_RATE
            if roll < unpaid or paid_on > TODAY:
                status, paid, paid_on = "Unpaid", 0.0, None
            elif roll < unpaid + PART_PAID_RATE:
                status, paid = "Part Paid", float(round(total * rng.uniform(0.3, 0.7)))
            else:
                status, paid = "Paid", total
            method = weighted_pairs(rng, PAYMENT_METHODS) if paid_on else None
            rows.append((len(rows) + 1, student_id, k + 1, iso(issued), iso(due), tuition, discount, hire, total,
                         paid, iso(paid_on) if paid_on else None, method, status))
    return rows


# ---------------------------------------------------------------- all tables

def populate(con: sqlite3.Connection, rng: random.Random) -> None:
    school = School(rng)
    for k in range(len(TERMS)):
        school.run_term(k)
    invoices = make_invoices(rng, school)

    terms = [(k, name, year, iso(s), iso(e), iso(hs), iso(he), n)
             for k, (name, year, s, e, hs, he, n) in enumerate(TERMS, start=1)]
    teachers = []
    for t, (first, last, dept, taught, kind, rate, head, started, left, _, _) in enumerate(TEACHERS, start=1):
        email = None if f"{first} {last}" in NO_TEACHER_EMAIL else f"{first}.{last}@ravensbourne-music.test".lower()
        teachers.append((t, first, last, dept, taught[0], kind, rate, head, email, started, left))
    last_term_pupils = {e["student_id"] for e in school.enrolments if e["term"] == len(TERMS) - 1}
    students = []
    for p in school.register.pupils:
        if p["left"] is not None:
            status = "Left"
        elif p["student_id"] in last_term_pupils:
            status = "Active"
        else:
            status = "Paused"
        students.append((p["student_id"], p["first"], p["last"], None if p["no_dob"] else iso(p["dob"]), p["group"],
                         p["guardian"], p["email"], p["phone"], iso(p["joined"]), status,
                         iso(p["left"]) if p["left"] else None))
    enrolments = [(e["enrolment_id"], e["student_id"], e["term"] + 1, e["teacher"], e["instrument"], e["minutes"],
                   e["day"], e["time"], e["fee"], iso(e["starts"]), iso(e["withdrawn"]) if e["withdrawn"] else None)
                  for e in school.enrolments]
    school.exams.sort(key=lambda x: (x[5], x[0], x[2]))
    exams = [(i, s, t, inst, board, grade, iso(day), fee, mark, result)
             for i, (s, t, inst, board, grade, day, fee, mark, result) in enumerate(school.exams, start=1)]
    school.hires.sort(key=lambda h: (h["start"], h["student_id"], h["instrument"]))
    hires = [(i, h["student_id"], h["instrument"], h["tag"], h["size"], iso(h["start"]),
              iso(h["end"]) if h["end"] <= TODAY else None, h["fee"]) for i, h in enumerate(school.hires, start=1)]

    con.executemany("INSERT INTO terms VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    [(k, name, year, name.split()[0], s, e, hs, he, n) for k, name, year, s, e, hs, he, n in terms])
    con.executemany("INSERT INTO teachers VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", teachers)
    con.executemany("INSERT INTO students VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", students)
    con.executemany("INSERT INTO enrolments VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", enrolments)
    con.executemany("INSERT INTO lessons VALUES (?, ?, ?, ?, ?)", school.lessons)
    con.executemany("INSERT INTO exams VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", exams)
    con.executemany("INSERT INTO instrument_hires VALUES (?, ?, ?, ?, ?, ?, ?, ?)", hires)
    con.executemany("INSERT INTO invoices VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", invoices)
    con.executemany("INSERT INTO concerts VALUES (?, ?, ?, ?, ?, ?, ?)", school.concerts)
    con.executemany("INSERT INTO concert_performers VALUES (?, ?, ?, ?, ?)", school.performers)
