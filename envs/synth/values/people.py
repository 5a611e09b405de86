"""People, places and companies from the database's Faker pools: names, e-mail addresses that match them, phone
numbers in the locale's format, real towns with their regions, countries. Checked by
``python -m pytest -q tests/test_synth.py``.
"""

from __future__ import annotations

from dataclasses import dataclass

from envs.synth.pools import COUNTRIES, ascii_words
from envs.synth.values.core import Ctx, Draft, source, unique_rows
from envs.synth.values.labels import respell

EMAIL_PATTERNS = ("{f}.{l}", "{f}{l}", "{fi}{l}", "{f}_{l}", "{f}.{l}{n}", "{l}{fi}")  # local parts people choose
PHONE_TEMPLATES = 30  # Faker phone numbers per database whose digits are redrawn per row
PHONE_KEEP = 4  # leading characters a phone number keeps (country or area code)


@dataclass(frozen=True)
class Faked:
    """Values of a Faker provider (``company``, ``job``, ``license_plate``) from the database's pool."""
    provider: str
    fresh: bool = False  # redraw digits and capitals of each value: unique plates, IBANs, postcodes
    distinct: bool = False  # no repeats while the pool lasts (supplier names)
    keep: int = 0  # leading characters a fresh value keeps (an IBAN's country code, an ISBN's 978-)
    letters: bool = True  # a fresh value's capitals are redrawn too (plates); not in street names
    numbered: bool = False  # user names: half get a number, and repeats are redrawn ("jsmith", "anna_k84")
    kind: str = "text"

    def draw(self, ctx: Ctx, n: int, draft: Draft) -> list:
        rng, pool = ctx.rng, ctx.pools.pool(self.provider, n)
        if self.numbered:
            return unique_rows(range(n), lambda _: rng.choice(pool) + (str(rng.randint(1, 999)) if rng.random() < 0.5
                                                                       else ""))
        if self.fresh:
            return unique_rows(range(n), lambda _: respell(rng.choice(pool), rng, self.keep, self.letters)
                               .replace("\n", ", "))
        if self.distinct and n <= len(pool):
            return rng.sample(pool, n)
        return [rng.choice(pool).replace("\n", ", ") for _ in range(n)]


@dataclass(frozen=True)
class Person:
    part: str  # "first", "last" or "full"
    kind: str = "text"

    def draw(self, ctx: Ctx, n: int, draft: Draft) -> list:
        if self.part != "full":
            names, weights = ctx.pools.names(self.part)
            return ctx.rng.choices(names, cum_weights=weights, k=n)
        firsts, lasts = Person("first").draw(ctx, n, draft), Person("last").draw(ctx, n, draft)
        return [f"{first} {last}" for first, last in zip(firsts, lasts)]


@dataclass(frozen=True)
class Gender:
    """Female or male as the row's first name says (Faker's lists per locale), a few not stated or non-binary."""
    other: float = 0.03  # share of the third and fourth labels
    kind: str = "text"

    def draw(self, ctx: Ctx, n: int, draft: Draft) -> list:
        rng = ctx.rng
        labels = rng.choice((("Female", "Male", "Non-binary", "Not stated"), ("F", "M", "X", "U")))
        female, male = ctx.pools.genders()
        firsts = source(ctx, draft, "first_name")
        if firsts is None:
            fulls = source(ctx, draft, "full_name") or [""] * n
            firsts = [name.split(" ")[0] for name in fulls]
        out = []
        for first in firsts:
            if rng.random() < self.other:
                out.append(labels[2] if rng.random() < 0.5 else labels[3])
            elif first in female and first not in male:
                out.append(labels[0])
            elif first in male and first not in female:
                out.append(labels[1])
            else:
                out.append(labels[rng.randrange(2)])
        return out


@dataclass(frozen=True)
class Email:
    """Addresses made from the row's name (first/last or full name columns), unique."""
    kind: str = "text"

    def draw(self, ctx: Ctx, n: int, draft: Draft) -> list:
        rng, domains = ctx.rng, ctx.pools.mail_domains()
        firsts, lasts = source(ctx, draft, "first_name"), source(ctx, draft, "last_name")
        if firsts is None or lasts is None:
            full = source(ctx, draft, "full_name") or Person("full").draw(ctx, n, draft)
            pairs = [(name.split(" ")[0], name.split(" ")[-1]) for name in full]
        else:
            pairs = list(zip(firsts, lasts))
        out = []
        seen: set[str] = set()  # membership only
        for first, last in pairs:
            f, l = ascii_words(first) or "info", ascii_words(last) or "mail"
            local = rng.choice(EMAIL_PATTERNS).format(f=f, l=l, fi=f[0], n=rng.randint(1, 99))
            address = f"{local}@{rng.choice(domains)}"
            while address in seen:
                address = f"{local}{rng.randint(2, 999)}@{rng.choice(domains)}"
            seen.add(address)
            out.append(address)
        return out


@dataclass(frozen=True)
class Phone:
    kind: str = "text"

    def draw(self, ctx: Ctx, n: int, draft: Draft) -> list:
        rng = ctx.rng
        templates = [p for p in ctx.pools.pool("phone_number", PHONE_TEMPLATES) if "x" not in p] or ["555-0100"]
        return unique_rows(range(n), lambda _: respell(rng.choice(templates), rng, PHONE_KEEP))


@dataclass(frozen=True)
class City:
    """A real town of the database's locale; a few towns hold most rows."""
    kind: str = "text"

    def draw(self, ctx: Ctx, n: int, draft: Draft) -> list:
        towns, weights = ctx.pools.towns()
        return [town for town, _ in ctx.rng.choices(towns, weights=weights, k=n)]


@dataclass(frozen=True)
class Region:
    """The state, county or province of the row's town (``city``), or of a town drawn for it."""
    city: str = "city"
    kind: str = "text"

    def draw(self, ctx: Ctx, n: int, draft: Draft) -> list:
        towns, _ = ctx.pools.towns()
        region_of = dict(towns)
        cities = source(ctx, draft, self.city) or City().draw(ctx, n, draft)
        return [region_of.get(town) for town in cities]


@dataclass(frozen=True)
class Country:
    """Mostly the business's own country, some from abroad."""
    abroad: float = 0.1  # share of rows from another country
    kind: str = "text"

    def draw(self, ctx: Ctx, n: int, draft: Draft) -> list:
        rng, home = ctx.rng, ctx.pools.country
        others = [c for c in COUNTRIES if c != home]
        return [rng.choice(others) if rng.random() < self.abroad else home for _ in range(n)]
