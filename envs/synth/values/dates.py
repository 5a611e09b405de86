"""Dates as real files keep them: ISO text ('2023-04-17', '2023-04-17 14:05:09') within the business's history,
busier recently; dates of birth; years; seasons; dates that follow other dates (shipped after ordered, NULL when
that lies beyond the data). Checked by ``python -m pytest -q tests/test_synth.py``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date, datetime, timedelta

from envs.synth.values.core import Ctx, Draft, source

OPEN_HOURS = (8, 20)  # default hours of the day events happen in


def _day(ctx: Ctx, lo: float, hi: float, growth: float) -> date:
    span = (ctx.end - ctx.start).days
    u = ctx.rng.random() ** (1 / (1 + growth))  # growth > 0: recent days more likely (the business grows)
    return ctx.start + timedelta(days=int(span * (lo + (hi - lo) * u)))


def _clock(rng: random.Random, opens: int, closes: int) -> str:
    hour = min(int(rng.triangular(opens, closes, (opens + closes) / 2)), closes - 1)
    return f"{hour:02d}:{rng.randrange(60):02d}:{rng.randrange(60):02d}"


@dataclass(frozen=True)
class Day:
    """ISO dates in a share of the business's history: ``Day(0, 0.2)`` is its first fifth."""
    lo: float = 0.0
    hi: float = 1.0
    growth: float = 0.5  # recent dates more likely, as a growing business has more of them
    kind: str = "date"

    def draw(self, ctx: Ctx, n: int, draft: Draft) -> list:
        return [_day(ctx, self.lo, self.hi, self.growth).isoformat() for _ in range(n)]


@dataclass(frozen=True)
class Stamp:
    """ISO date-times ('2023-04-17 14:05:09'), mostly within opening hours."""
    lo: float = 0.0
    hi: float = 1.0
    growth: float = 0.5
    hours: tuple[int, int] = OPEN_HOURS
    kind: str = "stamp"

    def draw(self, ctx: Ctx, n: int, draft: Draft) -> list:
        rng, (opens, closes) = ctx.rng, self.hours
        return [f"{_day(ctx, self.lo, self.hi, self.growth).isoformat()} {_clock(rng, opens, closes)}"
                for _ in range(n)]


@dataclass(frozen=True)
class Birth:
    """Dates of birth for people aged ``lo`` to ``hi`` years at the end of the data."""
    lo: int
    hi: int
    kind: str = "date"

    def draw(self, ctx: Ctx, n: int, draft: Draft) -> list:
        rng, end = ctx.rng, ctx.end
        return [(end - timedelta(days=rng.randint(self.lo * 365, self.hi * 365 + 364))).isoformat() for _ in range(n)]


@dataclass(frozen=True)
class Year:
    """Calendar years ``lo``..``hi`` years before the last year of the data (a car's model year)."""
    lo: int
    hi: int
    kind: str = "int"

    def draw(self, ctx: Ctx, n: int, draft: Draft) -> list:
        rng, last = ctx.rng, ctx.end.year
        return [last - rng.randint(self.lo, self.hi) for _ in range(n)]


@dataclass(frozen=True)
class Season:
    """Sports or academic seasons within the history: '2022/23', '2023/24' (later ones more common)."""
    kind: str = "text"

    def draw(self, ctx: Ctx, n: int, draft: Draft) -> list:
        first, last = ctx.start.year, ctx.end.year - (ctx.end.month < 8)
        years = list(range(first, last + 1))
        picks = ctx.rng.choices(years, weights=[i + 1 for i in range(len(years))], k=n)
        return [f"{y}/{(y + 1) % 100:02d}" for y in picks]


@dataclass(frozen=True)
class After:
    """A date ``lo``..``hi`` days (or minutes) after another (``"order_date"``, ``"invoice_id.issued_on"``).

    When it falls after the end of the data it is NULL (not yet shipped, still checked in), unless ``planned``:
    a due date or planned end exists before the day comes.
    """
    src: str
    lo: int
    hi: int
    stamp: bool = False  # write a time of day too
    planned: bool = False  # keep dates beyond the end of the data
    minutes: bool = False  # lo and hi are minutes, not days (a flight's arrival); implies stamp
    kind: str = "date"

    def __post_init__(self):
        if self.stamp or self.minutes:
            object.__setattr__(self, "kind", "stamp")

    def draw(self, ctx: Ctx, n: int, draft: Draft) -> list:
        rng, end = ctx.rng, ctx.end
        starts = source(ctx, draft, self.src)
        if starts is None:
            starts = Day().draw(ctx, n, draft)
        out = []
        for start in starts:
            if start is None:
                out.append(None)
            elif self.minutes:
                moment = datetime.fromisoformat(start) + timedelta(minutes=rng.randint(self.lo, self.hi))
                out.append(moment.isoformat(" ", "seconds"))
            else:
                day = date.fromisoformat(start[:10]) + timedelta(days=rng.randint(self.lo, self.hi))
                if day > end and not self.planned:
                    out.append(None)
                elif not self.stamp:
                    out.append(day.isoformat())
                else:
                    out.append(_later_stamp(rng, start, day))
        return out


def _later_stamp(rng: random.Random, start: str, day: date) -> str:
    """A time on ``day``, and after ``start`` when that is the same day (a reply comes after the question)."""
    moment = f"{day.isoformat()} {_clock(rng, *OPEN_HOURS)}"
    if len(start) > 10 and moment <= start:
        moment = (datetime.fromisoformat(start) + timedelta(minutes=rng.randint(5, 240))).isoformat(" ", "seconds")
    return moment


@dataclass(frozen=True)
class Since:
    """A date after another date (``"customer_id.created_at"``: no order before sign-up), by the end of the data,
    or within ``within`` days of it (a payment soon after its invoice)."""
    src: str
    stamp: bool = False  # write a time of day too
    hours: tuple[int, int] = OPEN_HOURS
    growth: float = 0.3  # recent dates more likely
    within: int = 0  # at most this many days after the source date; 0: any time until the end
    ahead: int = 0  # days past the end of the data that are allowed too (appointments already booked)
    kind: str = "date"

    def __post_init__(self):
        if self.stamp:
            object.__setattr__(self, "kind", "stamp")

    def draw(self, ctx: Ctx, n: int, draft: Draft) -> list:
        rng, last = ctx.rng, ctx.end + timedelta(days=self.ahead)
        starts = source(ctx, draft, self.src) or [None] * n
        first = ctx.start.isoformat()
        out = []
        for start in starts:
            begin = date.fromisoformat((start or first)[:10])
            span = max((last - begin).days, 0)
            if self.within:
                day = begin + timedelta(days=rng.randint(0, min(self.within, span)))
            else:
                day = begin + timedelta(days=int(span * rng.random() ** (1 / (1 + self.growth))))
            if not self.stamp:
                out.append(day.isoformat())
            else:
                out.append(_later_stamp(rng, start, day) if start else f"{day.isoformat()} {_clock(rng, *self.hours)}")
        return out


@dataclass(frozen=True)
class Status:
    """A status that agrees with a date: a row whose ``src`` date is NULL or after the end of the data is still
    going (``ongoing``: Open, Active, Scheduled), the others are finished (``done``: Closed, Expired, Completed)."""
    src: str
    ongoing: tuple[tuple[str, float], ...]
    done: tuple[tuple[str, float], ...]
    kind: str = "text"

    def draw(self, ctx: Ctx, n: int, draft: Draft) -> list:
        rng, end = ctx.rng, ctx.end.isoformat()
        dates = source(ctx, draft, self.src)
        going = rng.choices([v for v, _ in self.ongoing], weights=[w for _, w in self.ongoing], k=n)
        finished = rng.choices([v for v, _ in self.done], weights=[w for _, w in self.done], k=n)
        if dates is None:  # this database lacks the date: the status stands alone
            share = 0.15
            return [g if rng.random() < share else f for g, f in zip(going, finished)]
        return [g if d is None or d[:10] > end else f for d, g, f in zip(dates, going, finished)]


def status(src: str, ongoing: dict[str, float], done: dict[str, float]) -> Status:
    """``status("resolved_at", {"Open": 60, "Pending": 40}, {"Closed": 80, "Resolved": 20})``."""
    return Status(src, tuple(ongoing.items()), tuple(done.items()))