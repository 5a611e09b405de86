"""One concrete schema drawn from a domain: which tables and columns exist, how they are spelled, how many rows.

Everything a seed varies about a database's shape is decided here, from its own ``random.Random`` (the data are
drawn apart, in ``envs.synth.fill``): optional tables and columns, lookup tables, the naming style
(``envs.words.NAMING_STYLES``), singular or plural table names, a synonym per concept, the locale and the dates
the history spans. Checked by ``python -m pytest -q tests/test_synth.py``.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, replace
from datetime import date, timedelta
from typing import Any

from envs.synth.dsl import Alt, Col, Domain, Entity, Ref, names
from envs.synth.pools import LOCALE_WEIGHTS, LOCALES
from envs.synth.values import Listed
from envs.words import NAMING_STYLES, render_identifier, render_table_name, singular

MIN_TABLES, MAX_TABLES = 2, 9  # tables per database
MIN_ROWS, MAX_ROWS = 10, 5_000  # rows per table: big enough to aggregate, small enough to build in ~0.1 s
MIN_EXPECTED_NULLS = 2.0  # a database has at least one column expected to hold this many NULLs
LOOKUP_MIN_ROWS = 10  # a category list shorter than this stays a text column (a 3-row table is no table)
LOOKUP_TABLE_SHARE = 0.45  # chance a category column with enough values becomes a lookup table + reference
PAIR_FILL = 0.5  # a link table holds at most this share of all possible pairs
COMPOSITE_KEY_SHARE = 0.4  # link tables keyed by their two references rather than an id column
PLURAL_SHARE = 0.5  # databases with plural table names ("customers")
ID_STYLES = ("id", "table_id")  # the key column is "id" everywhere, or named after its table ("customer_id")
LAST_DAYS = (date(2023, 3, 31), date(2025, 12, 31))  # the last day in a database's data lies in this range
HISTORY_YEARS = (3.0, 7.0)  # years of history before that day
LOOKUP_LABELS = names("name|title|label")  # the text column of a lookup table


@dataclass(frozen=True)
class ColumnPlan:
    key: str  # the concept's key in the domain ("unit_price", "customer_id"); "id" for the key column
    name: str  # the identifier as this database spells it
    kind: str  # "id", "ref", or the generator's kind (text, int, float, money, date, stamp, flag)
    gen: Any = None  # draws the values (for a lookup reference: the category words behind the ids)
    nulls: float = 0.0  # share of NULLs
    parent: str = ""  # the referenced table's key, for a reference
    ref: Ref | None = None  # popularity skew, idle parents, "unlike" of a reference
    unique: bool = False  # may be declared UNIQUE


@dataclass(frozen=True)
class TablePlan:
    key: str  # entity key, or "<column>@<entity>" for a lookup table
    name: str
    rows: int  # rows to draw (a link table may end with fewer: duplicate pairs are dropped)
    columns: tuple[ColumnPlan, ...]
    pair: bool = False  # a many-to-many link table
    composite_key: bool = False  # keyed by its first two references instead of an id column


@dataclass(frozen=True)
class Plan:
    seed: int
    domain: str
    naming_style: str  # one of envs.words.NAMING_STYLES
    plural_tables: bool
    locale: str  # Faker locale of names, towns and phone numbers
    start: date  # first day of the history
    end: date  # last day of the data
    tables: tuple[TablePlan, ...]  # parents before children


@dataclass(frozen=True)
class _Naming:
    style: str
    plural: bool
    id_style: str

    def column(self, words: tuple[str, ...]) -> str:
        return render_identifier(list(words), self.style)

    def table(self, words: tuple[str, ...]) -> str:
        return render_table_name(list(words), self.style, self.plural)


def plan_database(seed: int, domain: Domain) -> Plan:
    rng = random.Random(f"synth/{seed}/plan")  # str seeds hash with SHA-512: stable across processes
    naming = _Naming(rng.choice(NAMING_STYLES), rng.random() < PLURAL_SHARE, rng.choice(ID_STYLES))
    locale = rng.choices(LOCALES, weights=LOCALE_WEIGHTS)[0]
    end = LAST_DAYS[0] + timedelta(days=rng.randint(0, (LAST_DAYS[1] - LAST_DAYS[0]).days))
    start = end - timedelta(days=int(365.25 * rng.uniform(*HISTORY_YEARS)))
    entities = _choose_entities(rng, domain)
    parts = {e.key: _choose_columns(rng, e, entities) for e in entities.values()}
    _ensure_nulls(entities, parts)
    lookups = _choose_lookups(rng, parts, len(entities))
    tables = _name_tables(rng, naming, entities, lookups)
    referenced = {p.parent for columns in parts.values() for p in columns if isinstance(p, Ref)}
    plans: list[TablePlan] = []
    rows: dict[str, int] = {}
    for entity in entities.values():
        for lookup_key, column in lookups:
            if lookup_key.endswith("@" + entity.key):
                rows[lookup_key] = len(column.gen.choices)
                plans.append(_lookup_table(naming, lookup_key, tables[lookup_key], column))
        rows[entity.key] = _row_count(rng, entity, parts[entity.key], rows)
        composite = entity.pair and entity.key not in referenced and rng.random() < COMPOSITE_KEY_SHARE
        plans.append(_entity_table(rng, naming, entity, parts[entity.key], tables, lookups, rows[entity.key],
                                   composite))
    return Plan(seed, domain.name, naming.style, naming.plural, locale, start, end, tuple(plans))


def _choose_entities(rng: random.Random, domain: Domain) -> dict[str, Entity]:
    """Optional tables by their ``keep``; a table whose required parent is absent goes too."""
    kept: dict[str, Entity] = {}
    for entity in domain.entities:  # a domain declares at most MAX_TABLES entities (checked in envs.synth.domains)
        if rng.random() < entity.keep and all(p in kept or p == entity.key for p in _required_parents(entity)):
            kept[entity.key] = entity
    return kept


def _required_parents(entity: Entity) -> list[str]:
    return [c.parent for c in entity.columns if isinstance(c, Ref) and c.keep >= 1]


def _choose_columns(rng: random.Random, entity: Entity, kept: dict[str, Entity]) -> list[Col | Ref]:
    chosen: list[Col | Ref] = []
    for column in entity.columns:
        if isinstance(column, Alt):  # only options whose references all point at tables this database has
            options = [o for o in column.options if all(p.parent in kept for p in o if isinstance(p, Ref))]
            parts = rng.choice(options) if options else ()
        else:
            parts = (column,)
        for part in parts:
            if isinstance(part, Ref) and part.parent not in kept:
                continue
            if part.keep >= 1 or rng.random() < part.keep:
                chosen.append(part)
    return chosen


def _ensure_nulls(entities: dict[str, Entity], parts: dict[str, list[Col | Ref]]) -> None:
    """Real tables have gaps: if no chosen column is likely to hold NULLs, bring back the optional one likeliest to."""
    def expected(entity: Entity, column: Col | Ref) -> float:  # NULLs at the fewest rows the entity can have
        return column.nulls * (MIN_ROWS if isinstance(entity.rows[0], str) else entity.rows[0])

    if any(expected(entities[key], p) >= MIN_EXPECTED_NULLS for key, columns in parts.items() for p in columns):
        return
    candidates = [(expected(e, c), -i, e.key, j) for i, e in enumerate(entities.values())
                  for j, c in enumerate(e.columns) if isinstance(c, (Col, Ref)) and c.nulls > 0
                  and c not in parts[e.key] and (not isinstance(c, Ref) or c.parent in entities)]
    if candidates:
        _, _, key, j = max(candidates)
        entity, chosen, added = entities[key], parts[key], entities[key].columns[j]
        parts[key] = [part for column in entity.columns  # declaration order: derived columns follow their sources
                      for part in (column.options_flat() if isinstance(column, Alt) else (column,))
                      if part in chosen or part is added]


def _choose_lookups(rng: random.Random, parts: dict[str, list], table_count: int) -> list[tuple[str, Col]]:
    """Category columns that become a lookup table (and a reference to it) in this database."""
    lookups = []
    for entity_key, columns in parts.items():
        for column in columns:
            if (isinstance(column, Col) and column.lookup and len(getattr(column.gen, "choices", ())) >= LOOKUP_MIN_ROWS
                    and table_count + len(lookups) < MAX_TABLES and rng.random() < LOOKUP_TABLE_SHARE):
                lookups.append((f"{column.key}@{entity_key}", column))
    return lookups


def _name_tables(rng: random.Random, naming: _Naming, entities: dict[str, Entity],
                 lookups: list[tuple[str, Col]]) -> dict[str, tuple[str, tuple[str, ...]]]:
    """Table key -> (name, the words it was made of), every name distinct ignoring case."""
    wanted = [(key, e.names) for key, e in entities.items()] + [(key, c.lookup) for key, c in lookups]
    taken: set[str] = set()
    out = {}
    for key, synonyms in wanted:
        options = list(synonyms)
        rng.shuffle(options)
        for words in options + [options[0] + ("list",), options[0] + ("record",)]:
            name = naming.table(words)
            if name.lower() not in taken:
                break
        taken.add(name.lower())
        out[key] = (name, words)
    return out


def _key_column(naming: _Naming, table_words: tuple[str, ...]) -> ColumnPlan:
    words = ("id",) if naming.id_style == "id" else tuple(singular(" ".join(table_words)).split()) + ("id",)
    return ColumnPlan("id", naming.column(words), "id")


def _lookup_table(naming: _Naming, key: str, table: tuple[str, tuple[str, ...]], column: Col) -> TablePlan:
    name, words = table
    label_words = LOOKUP_LABELS[len(name) % len(LOOKUP_LABELS)]  # varies with the name, needs no draw
    label = ColumnPlan("name", naming.column(label_words), "text", Listed(column.gen.choices), unique=True)
    return TablePlan(key, name, len(column.gen.choices), (_key_column(naming, words), label))


def _entity_table(rng: random.Random, naming: _Naming, entity: Entity, parts: list[Col | Ref],
                  tables: dict[str, tuple[str, tuple[str, ...]]], lookups: list[tuple[str, Col]],
                  rows: int, composite: bool) -> TablePlan:
    name, words = tables[entity.key]
    lookup_of = {column.key: key for key, column in lookups if key.endswith("@" + entity.key)}
    columns = [] if composite else [_key_column(naming, words)]
    taken = {c.name.lower() for c in columns}
    spelling: dict[str, int] = {}  # key -> index of the synonym chosen, for twins spelled alike
    for part in parts:
        if isinstance(part, Ref):
            parent_words = tables[part.parent][1]
            options = list(part.names) or [tuple(singular(" ".join(parent_words)).split()) + ("id",)]
            plan = ColumnPlan(part.key, "", "ref", None, part.nulls, part.parent, part, False)
        elif part.key in lookup_of:
            options = [tuple(singular(" ".join(tables[lookup_of[part.key]][1])).split()) + ("id",)]
            plan = ColumnPlan(part.key, "", "ref", part.gen, part.nulls, lookup_of[part.key], None, False)
        else:
            options = list(part.names)
            plan = ColumnPlan(part.key, "", part.gen.kind, part.gen, part.nulls, unique=part.unique)
        partner = part.unlike if isinstance(part, Ref) else part.twin
        if spelling.get(partner, len(options)) < len(options):
            first = options[spelling[partner]]
        else:
            first = rng.choice(options)
        spelling[part.key] = options.index(first)
        spelled = [naming.column(w) for w in [first] + [w for w in options if w != first]]
        spelled = [s for s in spelled if s.lower() not in taken]
        if not spelled:
            if part.keep < 1:
                continue  # an optional column whose every spelling is taken: leave it out
            spelled = [naming.column(first + ("value",))]
        taken.add(spelled[0].lower())
        columns.append(replace(plan, name=spelled[0]))
    return TablePlan(entity.key, name, rows, tuple(columns), entity.pair, composite)


def _row_count(rng: random.Random, entity: Entity, parts: list[Col | Ref], rows: dict[str, int]) -> int:
    if isinstance(entity.rows[0], str):  # rows per parent row: order lines per order
        parent, lo, hi = entity.rows
        count = rows.get(parent, MIN_ROWS * 10) * rng.uniform(lo, hi)
    else:
        lo, hi = entity.rows
        count = math.exp(rng.uniform(math.log(lo), math.log(hi)))  # log-uniform: small and big shops alike
    if entity.pair:
        sides = [rows[p.parent] for p in parts if isinstance(p, Ref)][:2]
        count = min(count, PAIR_FILL * math.prod(sides)) if len(sides) == 2 else count
    return max(MIN_ROWS, min(MAX_ROWS, int(count)))
