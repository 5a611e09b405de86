"""Words and codes: categories with uneven frequencies, mostly unique names, names that fit their category,
reference numbers and codes. Checked by ``python -m pytest -q tests/test_synth.py``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from envs.synth.values.core import Ctx, Draft, source, unique_rows

ZIPF = 1.05  # exponent of category frequencies when no weights are given: the first value is clearly the most common
WEIGHT_JITTER = 0.3  # lognormal sigma applied to given weights per database, so the order varies a little
LEAD = 1.3  # the most common category is at least this many times as likely as the next
CODE_LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ"  # no I or O: they read as digits, so real codes avoid them
DIGITS = "0123456789"


@dataclass(frozen=True)
class Pick:
    """A category with uneven frequencies, so "which status is most common" has a clear answer."""
    choices: tuple
    weights: tuple = ()  # relative frequencies; empty: Zipf over a per-database shuffle of the choices
    kind: str = "text"

    def draw(self, ctx: Ctx, n: int, draft: Draft) -> list:
        rng = ctx.rng
        if self.weights:
            order = list(self.choices)
            weights = [w * rng.lognormvariate(0, WEIGHT_JITTER) for w in self.weights]
        else:
            order = list(self.choices)
            rng.shuffle(order)
            weights = [1 / (rank + 1) ** ZIPF for rank in range(len(order))]
        if len(weights) > 1:  # a clear favourite: "the most common status" must not be a coin toss
            top = max(range(len(weights)), key=weights.__getitem__)
            runner_up = max(w for i, w in enumerate(weights) if i != top)
            weights[top] = max(weights[top], LEAD * runner_up)
        return rng.choices(order, weights=weights, k=n)


def pick(values: dict | tuple | list, kind: str = "") -> Pick:
    """``pick({"Paid": 80, "Unpaid": 15})`` (given frequencies) or ``pick(("Books", "Toys"))`` (Zipf)."""
    choices = tuple(values)
    weights = tuple(values.values()) if isinstance(values, dict) else ()
    inferred = "int" if all(isinstance(v, int) for v in choices) else (
        "float" if all(isinstance(v, (int, float)) for v in choices) else "text")
    return Pick(choices, weights, kind or inferred)


@dataclass(frozen=True)
class Listed:
    """The given values in order, one per row: a lookup table's labels in id order."""
    values: tuple
    kind: str = "text"

    def draw(self, ctx: Ctx, n: int, draft: Draft) -> list:
        return list(self.values[:n])


@dataclass(frozen=True)
class Distinct:
    """Values from a list without repeats while it lasts (departments, plans, airports): one row each."""
    values: tuple
    kind: str = "text"

    def draw(self, ctx: Ctx, n: int, draft: Draft) -> list:
        if n <= len(self.values):
            return ctx.rng.sample(self.values, n)
        return list(self.values) + [f"{ctx.rng.choice(self.values)} {i}" for i in range(2, n - len(self.values) + 2)]


@dataclass(frozen=True)
class Label:
    """Mostly unique names composed of parts: ("Golden", "Oak") x ("Lodge", "Inn") -> "Oak Inn"."""
    parts: tuple[tuple[str, ...], ...]
    sep: str = " "
    kind: str = "text"

    def draw(self, ctx: Ctx, n: int, draft: Draft) -> list:
        sizes = [len(p) for p in self.parts]
        capacity = math.prod(sizes)
        picks = ctx.rng.sample(range(capacity), n) if n <= capacity else [ctx.rng.randrange(capacity) for _ in range(n)]
        out = []
        for index in picks:
            words = []
            for part, size in zip(self.parts, sizes):
                index, digit = divmod(index, size)
                words.append(part[digit])
            out.append(self.sep.join(w for w in words if w))
        return out


def catalog(groups: dict[str, str]) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """``{"Garden": "Hose, Rake"}`` -> (("Garden", ("Hose", "Rake")),): the categories in order, with their nouns."""
    return tuple((group, tuple(w.strip() for w in text.split(",") if w.strip())) for group, text in groups.items())


@dataclass(frozen=True)
class Item:
    """A name that fits the row's category: a product in "Garden" is a garden product ("Cedar Planter Box")."""
    catalog: tuple[tuple[str, tuple[str, ...]], ...]  # (category, the nouns that belong to it)
    by: str  # key of the category column
    prefixes: tuple[str, ...] = ("",)  # words put before the noun: brands, adjectives
    suffixes: tuple[str, ...] = ("",)  # words put after it: strengths, sizes
    kind: str = "text"

    def draw(self, ctx: Ctx, n: int, draft: Draft) -> list:
        rng, nouns = ctx.rng, dict(self.catalog)
        every = tuple(noun for _, group in self.catalog for noun in group)
        rows = [nouns.get(category, every) for category in source(ctx, draft, self.by) or [None] * n]
        return unique_rows(rows, lambda group: " ".join(
            w for w in (rng.choice(self.prefixes), rng.choice(group), rng.choice(self.suffixes)) if w))


@dataclass(frozen=True)
class Named:
    """A name built on another column: "Leeds" -> "Leeds Central", "Leeds Airport" (unique while it can be)."""
    src: str
    suffixes: tuple[str, ...]
    kind: str = "text"

    def draw(self, ctx: Ctx, n: int, draft: Draft) -> list:
        rng = ctx.rng
        bases = source(ctx, draft, self.src)
        if bases is None:
            bases = [town for town, _ in rng.choices(*ctx.pools.towns(), k=n)]
        return unique_rows(bases, lambda base: f"{base} {rng.choice(self.suffixes)}")


@dataclass(frozen=True)
class Only:
    """Another generator's values where the row's ``src`` is one of ``values``, NULL elsewhere (a claim's payout
    exists only once it is Paid)."""
    src: str
    values: tuple[str, ...]
    gen: Any
    kind: str = "money"

    def draw(self, ctx: Ctx, n: int, draft: Draft) -> list:
        keys, drawn = source(ctx, draft, self.src), self.gen.draw(ctx, n, draft)
        if keys is None:
            return drawn
        return [v if k in self.values else None for k, v in zip(keys, drawn)]


@dataclass(frozen=True)
class Map:
    """A value that goes with another column's value: an airport's code and city from its name."""
    src: str
    mapping: tuple[tuple[str, object], ...]
    kind: str = "text"

    def draw(self, ctx: Ctx, n: int, draft: Draft) -> list:
        values, table = source(ctx, draft, self.src) or [None] * n, dict(self.mapping)
        return [table.get(v) for v in values]


@dataclass(frozen=True)
class Seq:
    """Sequential numbers: "INV-004817", "INV-004818", "INV-004820" (small gaps), or table numbers 1, 2, 3."""
    template: str  # a str.format template with one integer field
    first: int = 0  # 0: start somewhere in the thousands and leave gaps (voided numbers); else count from here
    kind: str = "text"

    def draw(self, ctx: Ctx, n: int, draft: Draft) -> list:
        if self.first:
            numbers = range(self.first, self.first + n)
            return list(numbers) if self.kind == "int" else [self.template.format(i) for i in numbers]
        rng = ctx.rng
        number = rng.randint(1, 40) * 1000 + rng.randint(0, 999)
        out = []
        for _ in range(n):
            number += 1 if rng.random() < 0.9 else rng.randint(2, 4)
            out.append(self.template.format(number))
        return out


@dataclass(frozen=True)
class Code:
    """Codes from a pattern, unique: '#' a digit, '?' a capital letter, '@' a letter fixed for the whole column
    (an airline's two-letter prefix: "@@ ###" -> "QK 482", "QK 117"); other characters as written."""
    pattern: str
    kind: str = "text"

    def draw(self, ctx: Ctx, n: int, draft: Draft) -> list:
        rng = ctx.rng
        pattern = "".join(rng.choice(CODE_LETTERS) if ch == "@" else ch for ch in self.pattern)

        def make(_) -> str:
            return "".join(DIGITS[rng.randrange(10)] if ch == "#" else
                           CODE_LETTERS[rng.randrange(len(CODE_LETTERS))] if ch == "?" else ch for ch in pattern)

        return unique_rows(range(n), make)


def respell(template: str, rng, keep: int = 0, letters: bool = True) -> str:
    """Every digit (and capital letter, with ``letters``) after the first ``keep`` characters redrawn: a fresh value
    of the same shape (a Faker licence plate, IBAN or phone number made unique without another Faker call)."""
    tail = template[keep:]
    digits, capitals = rng.choices(DIGITS, k=len(tail)), rng.choices(CODE_LETTERS, k=len(tail))
    return template[:keep] + "".join(d if c.isdigit() else (a if letters and "A" <= c <= "Z" else c)
                                     for c, d, a in zip(tail, digits, capitals))
