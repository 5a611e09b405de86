"""The declarative language the domains are written in: entities (tables), their columns, references and variants.

A domain says what a business keeps, not how one database spells it: each name is a list of synonyms
(``"customer|client|account_holder"``, words joined by ``_``), each optional part has a ``keep`` probability, and
the factory (``envs.synth.plan``) draws one concrete schema per seed from it. Checked by
``python -m pytest -q tests/test_synth.py``.

    table("customer|client", (100, 2000), col("city|town", City()), ref("region", keep=0.5))
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

Names = tuple[tuple[str, ...], ...]  # synonyms, each a tuple of words: (("customer",), ("account", "holder"))


def names(text: str) -> Names:
    """``"customer|client|account_holder"`` -> (("customer",), ("client",), ("account", "holder"))."""
    return tuple(tuple(word for word in synonym.strip().split("_") if word) for synonym in text.split("|")
                 if synonym.strip())


def words(text: str) -> tuple[str, ...]:
    """A comma-separated word list written on a few lines: ``"Tea, Coffee, Hot Chocolate"`` -> a tuple."""
    return tuple(item.strip() for item in text.split(",") if item.strip())


@dataclass(frozen=True)
class Col:
    key: str  # the concept's first synonym ("first_name"): how generators and other columns refer to it
    names: Names
    gen: Any  # a generator from envs.synth.values (has .kind and .draw)
    keep: float = 1.0  # chance the column exists in a given database
    nulls: float = 0.0  # share of NULL values
    lookup: Names = ()  # table names if the values may move to a lookup table (needs >= LOOKUP_MIN_ROWS values)
    unique: bool = False  # declared UNIQUE in some databases, when the drawn values are unique
    twin: str = ""  # key of a column spelled alike: home_score with home_team_id, not home_points


@dataclass(frozen=True)
class Ref:
    key: str  # "customer_id", or the first role synonym ("manager_id")
    parent: str  # key of the referenced entity (may be the entity itself: a hierarchy)
    names: Names = ()  # role names; empty: named after the parent table as this database spells it
    keep: float = 1.0  # below 1: optional column (dropped with its parent); at 1 the entity needs its parent
    nulls: float = 0.0  # share of rows without a parent
    skew: float = 1.0  # lognormal sigma of parent popularity: higher, a few parents get most rows
    idle: float = 0.15  # share of parents that get no rows at all ("customers without orders")
    unlike: str = ""  # key of another reference that must differ on each row, and is spelled alike (home/away)


@dataclass(frozen=True)
class Alt:
    options: tuple[tuple[Col | Ref, ...], ...]  # one option is drawn per database (full name vs first + last)

    def options_flat(self) -> tuple[Col | Ref, ...]:
        return tuple(part for option in self.options for part in option)


@dataclass(frozen=True)
class Entity:
    key: str  # first table synonym ("order_line"): how references name this entity
    names: Names
    rows: tuple  # (lo, hi) rows, drawn log-uniformly; or (entity key, lo, hi): that many rows per parent row
    columns: tuple[Col | Ref | Alt, ...]
    keep: float = 1.0  # chance the table exists in a given database
    pair: bool = False  # a link table: its first two references are unique together (many-to-many)


@dataclass(frozen=True)
class Domain:
    name: str  # short id used in database names ("retail")
    title: str  # one line: what the business is and keeps
    entities: tuple[Entity, ...]  # parents before children


def col(synonyms: str, gen, keep: float = 1.0, nulls: float = 0.0, lookup: str = "", unique: bool = False,
        twin: str = "") -> Col:
    spelled = names(synonyms)
    return Col("_".join(spelled[0]), spelled, gen, keep, nulls, names(lookup) if lookup else (), unique, twin)


def ref(parent: str, synonyms: str = "", keep: float = 1.0, nulls: float = 0.0, skew: float = 1.0,
        idle: float = 0.15, unlike: str = "") -> Ref:
    spelled = names(synonyms) if synonyms else ()
    key = "_".join(spelled[0]) if spelled else f"{parent}_id"
    return Ref(key, parent, spelled, keep, nulls, skew, idle, unlike)


def either(*options: tuple[Col | Ref, ...] | Col | Ref) -> Alt:
    return Alt(tuple(option if isinstance(option, tuple) else (option,) for option in options))


def table(synonyms: str, rows: tuple, *columns: Col | Ref | Alt | tuple, keep: float = 1.0,
          pair: bool = False) -> Entity:
    spelled = names(synonyms)
    flat: list[Col | Ref | Alt] = []
    for column in columns:  # shared groups (a person's name, contact details) are tuples spliced in
        flat.extend(column if isinstance(column, tuple) else (column,))
    return Entity("_".join(spelled[0]), spelled, rows, tuple(flat), keep, pair)


def domain(name: str, title: str, *entities: Entity) -> Domain:
    seen: set[str] = set()
    for entity in entities:  # catch spec mistakes at import time, not in the middle of a build
        for column in entity.columns:
            for option in column.options if isinstance(column, Alt) else ((column,),):
                for part in option:
                    if isinstance(part, Ref) and part.parent not in seen | {entity.key}:
                        raise ValueError(f"{name}.{entity.key}: reference to {part.parent!r} before it is declared")
        seen.add(entity.key)
    return Domain(name, title, entities)
