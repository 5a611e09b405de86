"""The pieces every question template shares: a candidate question, and the context templates read data through.

A template family is a function ``family(ctx) -> Iterator[Candidate]``: it looks at the database's profile, asks
the context for the few values a question needs (a common category value, a round threshold, a busy year, a
parent with many children) and yields candidates with gold SQL. Nothing is checked here: envs/analyst/generate.py
runs every candidate's gold SQL and keeps the unambiguous ones.
"""

from __future__ import annotations

import re
import sqlite3
from dataclasses import dataclass
from functools import cached_property

from envs.analyst.questions.phrasing import pick, round_number
from envs.analyst.questions.profile import ColumnProfile, DatabaseProfile, ForeignKey, TableProfile
from envs.analyst.tasks import GOLD_LIMITS
from envs.analyst.tasks import sql_literal as literal
from envs.sandbox import quote_identifier as q
from envs.sandbox import run_query

THRESHOLD_QUANTILE = 0.7  # "above T": T sits near this quantile, so the answer is neither everything nor nothing


@dataclass(frozen=True)
class Candidate:
    key: str  # stable within the database: kind/table/column/...
    question: str
    sql: str
    label_of: str | None = None  # the answer names rows of this table by its label: each value must name one row
    family: str = ""  # the template family that made it (set by the generator), for variety and the benchmark


class Context:
    """A database's profile plus the connection templates draw values from (read-only, sandboxed)."""

    def __init__(self, con: sqlite3.Connection, profile: DatabaseProfile, db: str):
        self.con, self.profile, self.db = con, profile, db

    def candidate(self, key: str, phrasings: list[str], sql: str, label_of: str | None = None) -> Candidate:
        """A candidate whose question is one of ``phrasings``, chosen by the database and the key."""
        clean = re.sub(r"[^0-9A-Za-z_./=-]+", "_", key)
        return Candidate(clean, pick(f"{self.db}/{clean}", phrasings), " ".join(sql.split()), label_of)

    def rows(self, sql: str) -> list[tuple]:
        result = run_query(self.con, sql, GOLD_LIMITS)
        return result.rows if result.ok else []

    @cached_property
    def tables(self) -> list[TableProfile]:
        return [t for t in self.profile.tables.values() if t.rows > 0]

    def threshold(self, column: ColumnProfile):
        """A round number near the column's 70th percentile that some but not all rows exceed, or None."""
        table = self.profile.tables[column.table]
        offset = int(column.present * THRESHOLD_QUANTILE)
        found = self.rows(f"SELECT {column.ref} FROM {q(table.name)} WHERE {column.ref} IS NOT NULL "
                          f"ORDER BY {column.ref} LIMIT 1 OFFSET {offset}")
        if not found or not isinstance(found[0][0], (int, float)):
            return None
        value = round_number(float(found[0][0]), column.integer)
        above = self.rows(f"SELECT COUNT(*) FROM {q(table.name)} WHERE {column.ref} > {value}")
        return value if above and 0 < above[0][0] < column.present else None

    def years(self, column: ColumnProfile) -> list[str]:
        """The years a date column holds, busiest first (ties by year)."""
        found = self.rows(f"SELECT substr({column.ref}, 1, 4) AS y FROM {q(column.table)} WHERE {column.ref} IS NOT NULL "
                          f"GROUP BY y ORDER BY COUNT(*) DESC, y LIMIT 12")
        return [r[0] for r in found if isinstance(r[0], str) and r[0].isdigit()]

    def parent_labels(self, fk: ForeignKey, n: int = 3) -> list:
        """Labels of parents with many children, for "How many orders does <customer> have?" (ranks 2..n+1)."""
        parent = self.profile.tables[fk.parent]
        if parent.label is None:
            return []
        found = self.rows(f"SELECT {parent.label} FROM {q(fk.child)} {fk.join()} GROUP BY {q(fk.parent)}.{q(fk.parent_key)} "
                          f"ORDER BY COUNT(*) DESC, {q(fk.parent)}.{q(fk.parent_key)} LIMIT {n + 1}")
        return [r[0] for r in found[1:] if r[0] is not None]

    def label_is_unique(self, table: str, value) -> bool:
        """True when exactly one row of ``table`` carries ``value`` as its label."""
        label = self.profile.tables[table].label
        if label is None:
            return False
        found = self.rows(f"SELECT COUNT(*) FROM {q(table)} WHERE {label} = {literal(value)}")
        return bool(found) and found[0][0] == 1


def positive_flag(column: ColumnProfile) -> str:
    """The condition that a yes/no column says yes (1, 'Y', 'yes', 'true')."""
    if column.integer:
        return f"{column.ref} = 1"
    return f"lower(CAST({column.ref} AS TEXT)) IN ('y', 'yes', 'true', 't', '1')"
