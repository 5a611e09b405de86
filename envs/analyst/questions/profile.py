"""What each column of a database is good for in a question: a key, a measure, a date, a category, a label...

The question generator reads this profile instead of the raw schema. It is built from the schema (names, types,
keys) and a bounded look at the data (distinct counts, value types, date formats, the common values of each
category), every query through the read-only sandbox, so it works the same on a built-in database, a factory one
and any upload.
"""

from __future__ import annotations

import re
import sqlite3
from dataclasses import dataclass, field

from envs.analyst.schema import Column, DatabaseSchema
from envs.analyst.tasks import GOLD_LIMITS
from envs.sandbox import quote_identifier as q
from envs.sandbox import run_query
from envs.words import singular, split_identifier

PROFILE_ROWS = 5_000  # rows read per table to decide column kinds: every factory table, a sample of big ones
MAX_CATEGORIES = 20  # a category has at most this many values (a "per category" answer must stay readable)
TOP_VALUES = 6  # common values kept per category (filters pick among them)
LABEL_DISTINCT_SHARE = 0.9  # a label names rows: at least this share of its values are distinct
DATE_VALUE = re.compile(r"^\d{4}-\d{2}-\d{2}")
NAME_WORDS = ("name", "title", "label")  # columns that name a row, best first
CODE_WORDS = ("code", "sku", "number", "num", "no", "reference", "ref")  # ... or identify it, as a last resort
# Numeric columns that identify or order things rather than measure them: no sums or averages of these.
ORDINAL_WORDS = frozenset({"year", "zip", "postal", "postcode", "phone", "code", "number", "num", "no", "floor",
                           "latitude", "longitude", "lat", "lng", "lon", "rank", "extension", "ext", "pin",
                           "sequence", "seq", "version", "id", "month", "day", "week", "quarter", "grade", "level",
                           "position", "sort", "slot", "row", "seat", "line"})
NOT_LABEL_WORDS = frozenset({"phone", "tel", "telephone", "fax", "mobile", "email", "mail", "zip", "postal",
                             "postcode", "iban", "card", "password", "ssn"})  # unique, but nobody names a row so
# Measures whose sum means something (money, quantities, durations); ratings, ages and rates only average.
ADDITIVE_WORDS = frozenset({
    "amount", "total", "cost", "fee", "fees", "salary", "revenue", "balance", "budget", "pay", "wage",
    "sales", "quantity", "qty", "units", "hours", "minutes", "seconds", "duration", "distance", "miles", "km",
    "weight", "kg", "points", "seats", "capacity", "stock", "value", "tip", "spend", "charge", "tax", "discount",
    "refund", "income", "premium", "claim", "deposit", "rent", "calories", "volume", "area", "feet", "sqft",
    "square", "count", "nights", "days", "copies", "pages", "tickets", "attendance", "donation", "payout",
    "bonus", "commission", "expense", "expenses", "subtotal", "freight", "shipping", "mileage", "length",
})
PER_UNIT_WORDS = frozenset({"unit", "rate", "per", "avg", "average", "pct", "percent", "percentage", "ratio"})  # never summed
FLAG_TEXT = frozenset({"y", "n", "yes", "no", "true", "false", "t", "f"})


@dataclass(frozen=True)
class ColumnProfile:
    table: str
    name: str
    kind: str  # key | measure | ordinal | flag | date | label | category | text
    words: tuple[str, ...]  # the identifier's words (envs.words.split_identifier)
    distinct: int
    present: int  # non-NULL values among the rows read
    nulls: int
    additive: bool = False  # measures: a SUM is meaningful
    integer: bool = False  # measures and ordinals: every value is an integer
    values: tuple = ()  # categories: the most common values, most common first

    @property
    def ref(self) -> str:
        """The column as a qualified SQL expression."""
        return f"{q(self.table)}.{q(self.name)}"


@dataclass(frozen=True)
class ForeignKey:
    child: str
    column: str
    parent: str
    parent_key: str

    def join(self) -> str:
        """``JOIN parent ON child.column = parent.key`` (from the child's side)."""
        return f"JOIN {q(self.parent)} ON {q(self.child)}.{q(self.column)} = {q(self.parent)}.{q(self.parent_key)}"


@dataclass(frozen=True)
class TableProfile:
    name: str
    rows: int
    key: str | None  # the primary key column (a single one)
    label_columns: tuple[str, ...] = ()  # the column(s) naming a row: ("name",) or ("first_name", "last_name")
    label_words: str = "name"  # how the label reads: "name", "title", "code"
    columns: tuple[ColumnProfile, ...] = ()

    def of(self, *kinds: str) -> list[ColumnProfile]:
        return [c for c in self.columns if c.kind in kinds]

    @property
    def label(self) -> str | None:
        """SQL naming a row, qualified by the table: "t"."name", or "t"."first_name" || ' ' || "t"."last_name"."""
        return self.label_as(self.name)

    def label_as(self, qualifier: str) -> str | None:
        """The label qualified by ``qualifier`` (an alias in a self-join)."""
        if not self.label_columns:
            return None
        return " || ' ' || ".join(f"{q(qualifier)}.{q(c)}" for c in self.label_columns)


@dataclass(frozen=True)
class DatabaseProfile:
    tables: dict[str, TableProfile]
    foreign_keys: tuple[ForeignKey, ...] = field(default=())

    def children_of(self, parent: str) -> list[ForeignKey]:
        return [fk for fk in self.foreign_keys if fk.parent == parent]

    def parents_of(self, child: str) -> list[ForeignKey]:
        return [fk for fk in self.foreign_keys if fk.child == child]


def _kind(column: Column, words: tuple[str, ...], stats: tuple, fk_columns: set[str]) -> tuple[str, bool, bool]:
    """(kind, additive, integer) of one column from its name, declared type and the statistics read."""
    distinct, numeric, integers, present, first, flag_text = stats
    if column.primary_key or column.name in fk_columns or (words and words[-1] in ("id", "uuid", "guid")):
        return "key", False, False
    if numeric == present:
        integer = integers == present
        if distinct <= 2 and integer:
            return "flag", False, True  # 0/1 columns are yes/no, not quantities
        if any(w in ORDINAL_WORDS for w in words) and not any(w in ADDITIVE_WORDS for w in words):
            return "ordinal", False, integer
        additive = any(w in ADDITIVE_WORDS for w in words) and not any(w in PER_UNIT_WORDS for w in words)
        return "measure", additive, integer
    if first is not None and DATE_VALUE.match(str(first)):
        return "date", False, False
    if distinct <= 2 and flag_text == present:
        return "flag", False, False
    if (any(w in NAME_WORDS + CODE_WORDS for w in words) and not any(w in NOT_LABEL_WORDS for w in words)
            and distinct >= present * LABEL_DISTINCT_SHARE):
        return "label", False, False
    if 2 <= distinct <= MAX_CATEGORIES and distinct * 2 <= present:  # values repeat: a grouping
        return "category", False, False
    return "text", False, False


def _column_stats(con: sqlite3.Connection, table: str, column: str) -> tuple | None:
    c = q(column)
    flags = ", ".join(f"'{v}'" for v in sorted(FLAG_TEXT))
    sql = (f"SELECT COUNT(DISTINCT {c}), SUM(typeof({c}) IN ('integer', 'real')), SUM(typeof({c}) = 'integer'), "
           f"COUNT({c}), MIN(CAST({c} AS TEXT)), SUM(lower(CAST({c} AS TEXT)) IN ({flags})), COUNT(*) "
           f"FROM (SELECT {c} FROM {q(table)} LIMIT {PROFILE_ROWS})")
    result = run_query(con, sql, GOLD_LIMITS)
    if not result.ok or not result.rows:
        return None
    *stats, rows = result.rows[0]
    return tuple(v or 0 if i != 4 else v for i, v in enumerate(stats)), rows


def _top_values(con: sqlite3.Connection, table: str, column: str) -> tuple:
    c = q(column)
    result = run_query(con, f"SELECT {c} FROM (SELECT {c} FROM {q(table)} LIMIT {PROFILE_ROWS}) WHERE {c} IS NOT NULL "
                            f"GROUP BY {c} ORDER BY COUNT(*) DESC, {c} LIMIT {TOP_VALUES}", GOLD_LIMITS)
    return tuple(r[0] for r in result.rows) if result.ok else ()


def _label(table: str, columns: list[ColumnProfile]) -> tuple[tuple[str, ...], str]:
    """The expression that names a row of ``table``: a name or title, first + last name, else a code."""
    by_words = {c.words: c for c in columns}
    first = next((c for w, c in by_words.items() if w[-2:] in (("first", "name"), ("given", "name"))
                  or w == ("fname",)), None)
    last = next((c for w, c in by_words.items() if w[-2:] in (("last", "name"), ("family", "name"), ("sur", "name"))
                 or w in (("surname",), ("lname",))), None)
    own = set(split_identifier(table)) | {singular(w) for w in split_identifier(table)}
    # "name" alone first, then the table's own name ("product_name" in products), then any other name column
    labels = sorted((c for c in columns if c.kind == "label" and c is not first and c is not last),
                    key=lambda c: (len(c.words) > 1, not set(c.words[:-1]) <= own))
    for wanted in NAME_WORDS:
        for c in labels:
            if c.words[-1] == wanted:
                return (c.name,), wanted
    if first and last:
        return (first.name, last.name), "name"
    for c in labels:
        return (c.name,), " ".join(c.words[-1:])
    return (), "name"


def profile_database(con: sqlite3.Connection, schema: DatabaseSchema) -> DatabaseProfile:
    """Profile every table of ``schema`` on the (read-only) connection ``con``."""
    tables, foreign_keys = {}, []
    for table in schema.tables.values():
        fk_columns = {c.name for c in table.columns if c.references}
        for c in table.columns:
            parent, _, key = (c.references or "").partition(".")
            if parent in schema.tables and key and key != "rowid":
                foreign_keys.append(ForeignKey(table.name, c.name, parent, key))
        columns = []
        for c in table.columns:
            read = _column_stats(con, table.name, c.name)
            if read is None:
                continue
            stats, rows = read
            words = split_identifier(c.name) or (c.name.lower(),)
            kind, additive, integer = _kind(c, words, stats, fk_columns)
            if not stats[3] and kind != "key":
                continue  # an empty column says nothing
            values = _top_values(con, table.name, c.name) if kind == "category" else ()
            columns.append(ColumnProfile(table.name, c.name, kind, words, stats[0], stats[3], rows - stats[3],
                                         additive, integer, values))
        keys = [c.name for c in table.columns if c.primary_key]
        label, label_words = _label(table.name, columns)
        tables[table.name] = TableProfile(table.name, table.row_count, keys[0] if len(keys) == 1 else None, label,
                                          label_words, tuple(columns))
    return DatabaseProfile(tables, tuple(foreign_keys))
