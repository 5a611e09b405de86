"""Numbers: skewed amounts (lognormal prices), small counts, measurements, flags, and values computed from other
columns (the price paid copies the list price; a line total is quantity x unit price). Checked by
``python -m pytest -q tests/test_synth.py``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from envs.synth.values.core import Ctx, Draft, source

MEDIAN_JITTER = 0.15  # lognormal sigma applied to an amount's median per database: each shop has its own prices
MIN_AMOUNT = 0.5  # no free goods and no negative prices
CHARM_ENDINGS = (0.99, 0.99, 0.95, 0.49, 0.0)  # shop prices: 19.99, 4.95, 12.00


@dataclass(frozen=True)
class Money:
    """Amounts with a long right tail (lognormal around ``median``), optionally scaled by the row's category."""
    median: float
    sigma: float = 0.6
    by: str = ""  # key of a column whose value scales the median
    scale: tuple[tuple[str, float], ...] = ()  # (value of that column, factor)
    charm: bool = False  # shop prices: 19.99, 4.49
    kind: str = "money"  # "int" for whole numbers (listeners, capacities), "float" for measurements

    def draw(self, ctx: Ctx, n: int, draft: Draft) -> list:
        rng, factors = ctx.rng, dict(self.scale)
        median = self.median * rng.lognormvariate(0, MEDIAN_JITTER)
        keys = (source(ctx, draft, self.by) if self.by else None) or [None] * n
        out = []
        for key in keys:
            value = max(median * factors.get(key, 1.0) * rng.lognormvariate(0, self.sigma), MIN_AMOUNT)
            if self.charm and value > 2:
                value = math.floor(value) + rng.choice(CHARM_ENDINGS)
            out.append(round(value) if self.kind == "int" else round(value, 2))
        return out


@dataclass(frozen=True)
class Int:
    lo: int
    hi: int
    kind: str = "int"

    def draw(self, ctx: Ctx, n: int, draft: Draft) -> list:
        return [ctx.rng.randint(self.lo, self.hi) for _ in range(n)]


@dataclass(frozen=True)
class Count:
    """Small counts, mostly near ``lo``, with a tail up to ``hi`` (quantities, nights, attendees)."""
    mean: float
    hi: int
    lo: int = 1
    kind: str = "int"

    def draw(self, ctx: Ctx, n: int, draft: Draft) -> list:
        rng, lo, hi = ctx.rng, self.lo, self.hi
        log_q = math.log(1 - 1 / (1 + max(self.mean - lo, 0.01)))  # geometric with mean (mean - lo) above lo
        return [min(lo + int(math.log(1.0 - rng.random()) / log_q), hi) for _ in range(n)]


@dataclass(frozen=True)
class Num:
    """Measurements around ``mu`` (normal, clipped): weights, scores, durations."""
    mu: float
    sd: float
    lo: float
    hi: float
    digits: int = 1  # 0: whole numbers, declared as an integer column
    kind: str = "float"

    def __post_init__(self):
        if self.digits == 0 and self.kind == "float":
            object.__setattr__(self, "kind", "int")

    def draw(self, ctx: Ctx, n: int, draft: Draft) -> list:
        rng, lo, hi = ctx.rng, self.lo, self.hi
        values = [min(max(rng.gauss(self.mu, self.sd), lo), hi) for _ in range(n)]
        return [round(v) for v in values] if self.digits == 0 else [round(v, self.digits) for v in values]


@dataclass(frozen=True)
class Flag:
    p: float  # share of 1s
    kind: str = "flag"

    def draw(self, ctx: Ctx, n: int, draft: Draft) -> list:
        rng = ctx.rng
        return [1 if rng.random() < self.p else 0 for _ in range(n)]


@dataclass(frozen=True)
class Copy:
    """The value of another column, scaled by a random factor in [lo, hi] (list price -> price paid)."""
    src: str
    fallback: Any  # drawn instead when this database lacks the source column
    lo: float = 1.0
    hi: float = 1.0
    kind: str = "money"

    def draw(self, ctx: Ctx, n: int, draft: Draft) -> list:
        values = source(ctx, draft, self.src)
        if values is None:
            return self.fallback.draw(ctx, n, draft)
        rng, lo, hi = ctx.rng, self.lo, self.hi
        if lo == hi == 1.0:
            return list(values)
        digits = 0 if self.kind == "int" else (1 if self.kind == "float" else 2)
        return [None if v is None else round(v * rng.uniform(lo, hi), digits) for v in values]


@dataclass(frozen=True)
class Calc:
    """Two columns combined: ``Calc("quantity", "*", "unit_price")``, ``Calc("gross_pay", "-", "tax")``."""
    a: str
    op: str  # "*", "-" or "+"
    b: str
    fallback: Any  # drawn instead when this database lacks a source column
    kind: str = "money"

    def draw(self, ctx: Ctx, n: int, draft: Draft) -> list:
        left, right = source(ctx, draft, self.a), source(ctx, draft, self.b)
        if left is None or right is None:
            return self.fallback.draw(ctx, n, draft)
        combine = {"*": lambda x, y: x * y, "-": lambda x, y: x - y, "+": lambda x, y: x + y}[self.op]
        return [None if x is None or y is None else round(combine(x, y), 2) for x, y in zip(left, right)]


@dataclass(frozen=True)
class Shift:
    """Another column plus ``lo``..``hi`` (a work made 20-60 years after its artist's birth), at most this year."""
    src: str
    lo: int
    hi: int
    fallback: Any  # drawn instead when this database lacks the source column
    kind: str = "int"

    def draw(self, ctx: Ctx, n: int, draft: Draft) -> list:
        values = source(ctx, draft, self.src)
        if values is None:
            return self.fallback.draw(ctx, n, draft)
        rng, last = ctx.rng, ctx.end.year
        return [None if v is None else min(v + rng.randint(self.lo, self.hi), last) for v in values]
