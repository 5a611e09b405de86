"""Seeded draws the built-in database builders share: an ISO date, a weighted pick, a day in a range, a Poisson
count; and the calendar arithmetic they share (every day of a range, a year on, an age). Every builder draws from
one ``random.Random(SEED)``, so these must never change what they draw: a change here changes the data of every
builder that uses them (``builder_source`` hashes this file into their cache names).
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Sequence
from datetime import date, timedelta


def iso(day: date) -> str:
    return day.isoformat()


def weighted(rng: random.Random, items: Sequence, weights: Sequence):
    return rng.choices(list(items), weights=list(weights), k=1)[0]


def weighted_pairs(rng: random.Random, pairs: Iterable[tuple]):
    """A pick from (item, weight) pairs."""
    items, weights = zip(*pairs)
    return rng.choices(items, weights=weights, k=1)[0]


def random_day(rng: random.Random, start: date, end: date) -> date:
    """A day from ``start`` to ``end``, both included (``start`` when the range is empty)."""
    return start + timedelta(days=rng.randint(0, max(0, (end - start).days)))


def poisson(rng: random.Random, mean: float) -> int:
    """A Poisson count (Knuth's product of uniforms)."""
    limit, k, p = math.exp(-mean), 0, rng.random()
    while p > limit:
        k += 1
        p *= rng.random()
    return k


def days_between(start: date, end: date) -> list[date]:
    """Every day from ``start`` to ``end``, both included."""
    return [start + timedelta(days=k) for k in range((end - start).days + 1)]


def one_year_on(start: date) -> date:
    """The last day of a year that begins on ``start`` (a year-long contract or membership)."""
    try:
        return start.replace(year=start.year + 1) - timedelta(days=1)
    except ValueError:  # 29 February
        return date(start.year + 1, 2, 28)


def age_on(born: date, day: date) -> int:
    """Whole years from ``born`` to ``day``."""
    return day.year - born.year - ((day.month, day.day) < (born.month, born.day))
