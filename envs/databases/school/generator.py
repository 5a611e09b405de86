"""The ``school`` database's seeded generator: ``populate(con, rng)`` fills the tables of
``vocabulary.SCHEMA`` from the vocabularies there and a seeded ``random.Random``."""

from __future__ import annotations

import random
import sqlite3
from datetime import date, timedelta

from envs.databases.school.vocabulary import (
    ALEVEL_OPTIONS, COURSEWORK_MAX, END_OF_YEAR_EXAMS, EXAM_MAX, FEMALE_NAMES, GCSE_CORE, GCSE_OPTIONS, HOUSES,
    HOUSE_WEIGHTS, KIND_BASE, KIND_NOISE, KS3_SUBJECTS, LAST_NAMES, MALE_NAMES, MAX_CLASS, MOCK_WEEKS, QUIZ_MAX,
    ROOMS_PER_PREFIX, ROOM_PREFIX, SENIOR_ROLES, SETTED, STAFFING, STAFF_DOMAIN, STUDENT_DOMAIN, STUDY_LEAVE, SUBJECTS,
    TEACHABLE_BY, TERMS, TERM_TREND, TEST_MAX, YEAR_SIZES,
)


# ---------------------------------------------------------------- small helpers

def school_days(first: date, last: date, half_term: date) -> list[date]:
    """Weekdays of a term, without its half-term week."""
    days, day = [], first
    while day <= last:
        if day.weekday() < 5 and not half_term <= day < half_term + timedelta(days=5):
            days.append(day)
        day += timedelta(days=1)
    return days


def weekdays_from(monday: date, count: int) -> list[date]:
    return [d for d in (monday + timedelta(days=i) for i in range(count * 7 // 5 + 3)) if d.weekday() < 5][:count]


def next_weekday(day: date) -> date:
    while day.weekday() >= 5:
        day += timedelta(days=1)
    return day


def email_local(first: str, last: str) -> str:
    return f"{first}.{last}".lower().replace("'", "").replace("-", "")


def weighted_sample(rng: random.Random, items: tuple, k: int, exclude: tuple = ()) -> list:
    """k distinct items drawn with probability proportional to their weights."""
    pool = [(code, w) for code, w in items if code not in exclude]
    chosen = []
    for _ in range(k):
        pick = rng.choices(range(len(pool)), weights=[w for _, w in pool])[0]
        chosen.append(pool.pop(pick)[0])
    return chosen


def split_groups(members: list, max_size: int) -> list[list]:
    """Cut an ordered list into the fewest near-equal groups of at most max_size."""
    n_groups = max(1, -(-len(members) // max_size))
    size, extra = divmod(len(members), n_groups)
    groups, start = [], 0
    for g in range(n_groups):
        end = start + size + (1 if g < extra else 0)
        groups.append(members[start:end])
        start = end
    return groups


def staff_code(first: str, last: str, taken: set) -> str:
    """Three-letter initials (first initial, then letters of the surname) not yet taken."""
    letters = [c for c in last.upper() if c.isalpha()]
    for k in range(1, len(letters)):
        code = first[0].upper() + letters[0] + letters[k]
        if code not in taken:
            return code
    return first[0].upper() + letters[0] + str(len(taken))


def term_day(rng: random.Random, days: list[date], low: float, high: float) -> date:
    """A random school day between the fractions low and high of the term."""
    lo = int(low * len(days))
    return days[rng.randrange(lo, max(lo + 1, int(high * len(days))))]


def clamp(value: float, low: float, high: float) -> float:
    return max(low, min(high, value))


# ---------------------------------------------------------------- people

def make_teachers(rng: random.Random) -> tuple[list[tuple], list[tuple[int, str]]]:
    """Rows for ``teachers`` and (teacher_id, specialism) pairs."""
    department = {code: dept for code, _, dept, _, _ in SUBJECTS}
    rows, specialisms, codes, used_names, used_emails = [], [], set(), set(), set()
    senior = list(SENIOR_ROLES)
    heads_done = set()
    teacher_id = 0
    for specialism, count in STAFFING:
        for _ in range(count):
            teacher_id += 1
            female = rng.random() < 0.62
            while True:
                first = rng.choice(FEMALE_NAMES if female else MALE_NAMES)
                last = rng.choice(LAST_NAMES)
                if (first, last) not in used_names:
                    used_names.add((first, last))
                    break
            title = rng.choice(("Mrs", "Ms", "Miss", "Dr") if female else ("Mr", "Mr", "Mr", "Dr"))
            code = staff_code(first, last, codes)
            codes.add(code)
            dept = department[specialism]
            if dept not in heads_done:
                role = "Head of Department"
                heads_done.add(dept)
            elif senior and rng.random() < 0.12:
                role = senior.pop(0)
            else:
                role = "Early Career Teacher" if rng.random() < 0.15 else "Teacher"
            phone = None if rng.random() < 0.2 else str(200 + teacher_id * 3 + rng.randint(0, 2))
            email = f"{email_local(first[0], last)}@{STAFF_DOMAIN}"
            if email in used_emails:
                email = f"{email_local(first, last)}@{STAFF_DOMAIN}"
            used_emails.add(email)
            rows.append((teacher_id, code, title, first, last, email, dept, role, phone))
            specialisms.append((teacher_id, specialism))
    return rows, specialisms


def make_students(rng: random.Random) -> list[dict]:
    students, used_names, used_emails = [], set(), set()
    student_id = 0
    for year, size in YEAR_SIZES:
        born_from = date(2024 - year - 5, 9, 1)
        for n in range(size):
            student_id += 1
            gender = "F" if rng.random() < 0.5 else "M"
            while True:
                first = rng.choice(FEMALE_NAMES if gender == "F" else MALE_NAMES)
                last = rng.choice(LAST_NAMES)
                if (first, last) not in used_names:
                    used_names.add((first, last))
                    break
            dob = born_from + timedelta(days=rng.randrange(365))
            email = None
            if rng.random() > (0.3 if year == 7 else 0.08):
                email = f"{email_local(first, last)}@{STUDENT_DOMAIN}"
                if email in used_emails:
                    email = f"{email_local(first, last)}{n % 10}@{STUDENT_DOMAIN}"
                used_emails.add(email)
            students.append({
                "id": student_id,
                "admission_no": f"AP{2024 - year + 7:04d}{n + 1:03d}",
                "first": first, "last": last, "gender": gender, "dob": dob.isoformat(), "year": year,
                "house": rng.choices(HOUSES, weights=HOUSE_WEIGHTS)[0], "email": email,
                "ability": rng.gauss(0, 1),
                "absence": rng.betavariate(1.2, 30) if rng.random() < 0.88 else rng.uniform(0.08, 0.3),
                "joined": None, "left": None,
            })
    for s in students:  # a few arrive during the year, a few leave
        r = rng.random()
        if r < 0.02:
            s["joined"] = next_weekday(TERMS[rng.randrange(1, 3)][1] + timedelta(days=rng.randrange(0, 40)))
        elif r < 0.035 and s["year"] not in (11, 13):
            s["left"] = next_weekday(TERMS[0][1] + timedelta(days=rng.randrange(30, 280)))
    return students


# ---------------------------------------------------------------- curriculum and classes

def choose_courses(rng: random.Random, students: list[dict]) -> dict[int, list[str]]:
    """Subjects each student takes this year."""
    courses = {}
    for s in students:
        year = s["year"]
        if year <= 9:
            courses[s["id"]] = list(KS3_SUBJECTS) + [rng.choice(("FRE", "SPA"))]
        elif year <= 11:
            courses[s["id"]] = list(GCSE_CORE) + weighted_sample(rng, GCSE_OPTIONS, 4)
        else:
            picks = weighted_sample(rng, ALEVEL_OPTIONS, 3)
            if "MAT" in picks and s["ability"] > 0.8 and rng.random() < 0.5:
                picks.append("FMA")
            elif rng.random() < 0.15:
                picks += weighted_sample(rng, ALEVEL_OPTIONS, 1, exclude=tuple(picks))
            courses[s["id"]] = picks
    return courses


def stage(year: int) -> str:
    return "ks3" if year <= 9 else "gcse" if year <= 11 else "alevel"


def plan_groups(rng: random.Random, students: list[dict], courses: dict, skill) -> dict:
    """(year, subject) -> list of groups (lists of student ids) for one term."""
    plan = {}
    for year, _ in YEAR_SIZES:
        cohort = [s for s in students if s["year"] == year]
        tutor_order = sorted(cohort, key=lambda s: (s["house"], s["last"], s["first"]))
        subjects = [code for code, *_ in SUBJECTS if any(code in courses[s["id"]] for s in cohort)]
        for code in subjects:
            takers = [s for s in tutor_order if code in courses[s["id"]]]
            if code in SETTED and year <= 11:
                takers = sorted(takers, key=lambda s: -skill(s, code) + rng.gauss(0, 0.25))
            plan[(year, code)] = [[s["id"] for s in g] for g in split_groups(takers, MAX_CLASS[stage(year)])]
    return plan


def allocate_teacher(rng: random.Random, code: str, specialisms: list, load: dict, previous: int | None) -> int:
    allowed = TEACHABLE_BY.get(code, (code,))
    if previous is not None and rng.random() < 0.9:
        return previous
    eligible = [t for t, spec in specialisms if spec in allowed]
    weights = [1.0 / (1 + load[t]) ** 2 for t in eligible]
    return rng.choices(eligible, weights=weights)[0]


# ---------------------------------------------------------------- assessments and scores

def assessment_plan(rng: random.Random, code: str, has_coursework: bool, year: int, term: str,
                    days: list[date]) -> list[tuple[str, str, date, int]]:
    """(title, kind, date, max score) for one class in one term."""
    if year in (11, 13) and term == "Summer 2025":
        days = [d for d in days if d < STUDY_LEAVE]
    plan = []
    if code != "PE":
        n_quiz = rng.choice((1, 1, 2, 2))
        window = 0.5 / n_quiz  # quizzes spread over the first half of the term, one per window
        for i in range(n_quiz):
            day = term_day(rng, days, 0.02 + i * window, 0.02 + (i + 1) * window)
            plan.append((f"Quiz {i + 1}", "quiz", day, rng.choice(QUIZ_MAX)))
        plan.append(("End of Unit Test", "test", term_day(rng, days, 0.55, 0.85), rng.choice(TEST_MAX)))
    if has_coursework and (code == "PE" or rng.random() < 0.55):
        title = "Practical Assessment" if code in ("PE", "DRA", "MUS") else "Coursework Project"
        plan.append((title, "coursework", term_day(rng, days, 0.8, 0.95), rng.choice(COURSEWORK_MAX)))
    if code != "PE":
        if year in (11, 13) and term in MOCK_WEEKS:
            plan.append(("Mock Exam", "exam", rng.choice(weekdays_from(MOCK_WEEKS[term], 5)), rng.choice(EXAM_MAX)))
        elif year not in (11, 13) and term == "Summer 2025":
            plan.append(("End of Year Exam", "exam", rng.choice(weekdays_from(END_OF_YEAR_EXAMS, 10)),
                         rng.choice(EXAM_MAX)))
    return sorted(plan, key=lambda a: (a[2], a[0]))


def populate(con: sqlite3.Connection, rng: random.Random) -> None:
    subject_ids = {code: i for i, (code, *_) in enumerate(SUBJECTS, 1)}
    subject_info = {code: (dept, cw, off) for code, _, dept, cw, off in SUBJECTS}
    con.executemany("INSERT INTO subjects VALUES (?, ?, ?, ?)",
                    [(subject_ids[code], code, name, dept) for code, name, dept, _, _ in SUBJECTS])

    teacher_rows, specialisms = make_teachers(rng)
    con.executemany("INSERT INTO teachers VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", teacher_rows)
    teacher_effect = {t: rng.gauss(0, 3) for t, _ in specialisms}

    students = make_students(rng)
    con.executemany("INSERT INTO students VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", [
        (s["id"], s["admission_no"], s["first"], s["last"], s["gender"], s["dob"], s["year"], s["house"],
         s["email"], s["left"].isoformat() if s["left"] else None) for s in students])
    by_id = {s["id"]: s for s in students}

    talent: dict[tuple[int, str], float] = {}

    def skill(s: dict, code: str) -> float:
        key = (s["id"], code)
        if key not in talent:
            talent[key] = s["ability"] + rng.gauss(0, 0.6)
        return talent[key]

    courses = choose_courses(rng, students)
    classes, enrollments, assessments, results = [], [], [], []
    previous_teacher: dict[tuple, int] = {}
    for term_no, (term, first_day, last_day, half_term) in enumerate(TERMS):
        days = school_days(first_day, last_day, half_term)
        if term_no == 1:  # some sixth formers drop their fourth A level after the autumn
            for s in students:
                if s["year"] >= 12 and len(courses[s["id"]]) == 4 and rng.random() < 0.6:
                    courses[s["id"]] = courses[s["id"]][:3]
        on_roll = [s for s in students
                   if (s["joined"] is None or s["joined"] <= last_day) and (s["left"] is None or s["left"] > first_day)]
        plan = plan_groups(rng, on_roll, courses, skill)
        load = {t: 0 for t, _ in specialisms}  # classes per teacher this term
        for (year, code), groups in plan.items():
            dept, has_cw, offset = subject_info[code]
            for g, members in enumerate(groups, 1):
                class_id = len(classes) + 1
                class_code = f"{year}{code}{g}"
                teacher = allocate_teacher(rng, code, specialisms, load, previous_teacher.get((year, code, g)))
                previous_teacher[(year, code, g)] = teacher
                load[teacher] += 1
                room = None if code == "PE" else f"{ROOM_PREFIX[dept]}{rng.randint(1, ROOMS_PER_PREFIX)}"
                classes.append((class_id, class_code, subject_ids[code], teacher, year, term, room))
                spans = {}
                for sid in members:
                    s = by_id[sid]
                    start = max(first_day, s["joined"]) if s["joined"] else first_day
                    end = s["left"] if s["left"] and s["left"] <= last_day else None
                    spans[sid] = (start, end)
                    enrollments.append((len(enrollments) + 1, sid, class_id, start.isoformat(),
                                        end.isoformat() if end else None))
                trend = TERM_TREND[term] + (-4 if year >= 12 else 0)
                for title, kind, day, max_score in assessment_plan(rng, code, has_cw, year, term, days):
                    assessment_id = len(assessments) + 1
                    assessments.append((assessment_id, class_id, title, kind, day.isoformat(), max_score))
                    for sid in members:
                        start, end = spans[sid]
                        if day < start or (end is not None and day >= end):
                            continue
                        s = by_id[sid]
                        miss = s["absence"] * (0.6 if kind == "exam" else 1.0)
                        if rng.random() < miss:
                            score = None
                        else:
                            pct = (KIND_BASE[kind] + offset + 14 * skill(s, code) + teacher_effect[teacher]
                                   + trend + rng.gauss(0, KIND_NOISE[kind]))
                            score = round(clamp(pct, 0, 100) * max_score / 100)
                        results.append((len(results) + 1, assessment_id, sid, score))

    con.executemany("INSERT INTO classes VALUES (?, ?, ?, ?, ?, ?, ?)", classes)
    con.executemany("INSERT INTO enrollments VALUES (?, ?, ?, ?, ?)", enrollments)
    con.executemany("INSERT INTO assessments VALUES (?, ?, ?, ?, ?, ?)", assessments)
    con.executemany("INSERT INTO results VALUES (?, ?, ?, ?)", results)
