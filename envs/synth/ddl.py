"""The CREATE statements of a planned database, written after its rows so that declarations hold for the data.

Declared types vary as they do in real files (INTEGER/INT/BIGINT, DECIMAL(10,2)/REAL, VARCHAR(40)/TEXT,
DATE/DATETIME/TEXT), NOT NULL and UNIQUE only where the values allow, foreign keys inline or as table
constraints, sometimes indexed. Every identifier goes through ``envs.sandbox.quote_identifier``. Checked by
``python -m pytest -q tests/test_synth.py``.
"""

from __future__ import annotations

import hashlib
import random
import re
import sqlite3

from envs.sandbox import quote_identifier
from envs.synth.plan import ColumnPlan, Plan, TablePlan

# Declared types per logical kind; a database uses one as its house type and strays now and then.
TYPES = {
    "id": ("INTEGER", "INTEGER", "INT", "BIGINT"),
    "ref": ("INTEGER", "INT", "BIGINT"),
    "int": ("INTEGER", "INT", "BIGINT", "SMALLINT"),
    "money": ("NUMERIC", "DECIMAL(10,2)", "REAL", "FLOAT", "DECIMAL(12,2)", "MONEY"),
    "float": ("REAL", "FLOAT", "DOUBLE", "NUMERIC(8,2)"),
    "text": ("TEXT", "VARCHAR", "NVARCHAR", "VARCHAR"),  # the VARCHARs get a length that fits the values
    "date": ("DATE", "TEXT", "DATETIME", "DATE"),
    "stamp": ("DATETIME", "TIMESTAMP", "TEXT"),
    "flag": ("BOOLEAN", "INTEGER", "BIT", "TINYINT(1)"),
}
TYPE_STRAY = 0.15  # chance a column ignores its database's house type (real schemas grow by many hands)
TEXT_WIDTHS = (10, 20, 30, 40, 50, 60, 80, 100, 120, 150, 200, 255, 500)  # VARCHAR(n) sizes people pick
FIXED_WIDTH_MAX = 12  # codes of one length up to this may be CHAR(n)
CHAR_SHARE = 0.5  # chance such a column is CHAR(n) rather than the house text type
TEXT_HEADROOM = 1.2  # VARCHAR(n) leaves this much room over the longest value
STRICTNESS = (0.0, 1.0)  # per database: the chance a column without NULLs is declared NOT NULL
UNIQUE_SHARE = 0.6  # chance a unique-by-design column with unique values is declared UNIQUE
SMALLINT_MAX = 32_767  # a SMALLINT column only where the values fit, as a real one would
INLINE_FK_SHARE = 0.6  # databases declaring foreign keys inline (vs FOREIGN KEY table constraints)
INDEX_FK_SHARE = 0.5  # databases that index their foreign key columns


def create_statements(plan: Plan, data: dict[str, list[tuple]]) -> list[str]:
    rng = random.Random(f"synth/{plan.seed}/ddl")
    house = {kind: rng.choice(options) for kind, options in TYPES.items()}
    strict = rng.uniform(*STRICTNESS)
    inline = rng.random() < INLINE_FK_SHARE
    indexed = rng.random() < INDEX_FK_SHARE
    names = {t.key: t for t in plan.tables}
    statements, indexes = [], []
    for table in plan.tables:
        rows = data[table.key]
        lines, constraints = [], []
        for i, column in enumerate(table.columns):
            values = [row[i] for row in rows]
            lines.append(_column_line(rng, house, strict, column, values, names, inline, constraints))
            if column.kind == "ref" and indexed:
                index = quote_identifier(f"ix_{table.name}_{column.name}".lower())
                target = f"{quote_identifier(table.name)} ({quote_identifier(column.name)})"
                indexes.append(f"CREATE INDEX {index} ON {target};")
        if table.composite_key:
            keys = [quote_identifier(c.name) for c in table.columns if c.ref is not None][:2]
            constraints.insert(0, f"PRIMARY KEY ({', '.join(keys)})")
        body = ",\n    ".join(lines + constraints)
        statements.append(f"CREATE TABLE {quote_identifier(table.name)} (\n    {body}\n);")
    return statements + indexes


def _column_line(rng: random.Random, house: dict, strict: float, column: ColumnPlan, values: list,
                 names: dict[str, TablePlan], inline: bool, constraints: list[str]) -> str:
    """One column's declaration; a foreign key goes inline or, with ``inline`` False, into ``constraints``."""
    kind = column.kind
    declared = house[kind] if rng.random() >= TYPE_STRAY else rng.choice(TYPES[kind])
    if kind == "text":
        declared = _text_type(rng, declared, values)
    if declared == "SMALLINT" and max((v for v in values if v is not None), default=0) > SMALLINT_MAX:
        declared = "INTEGER"
    line = f"{quote_identifier(column.name)} {declared}"
    if kind == "id":
        return line + " PRIMARY KEY"
    has_null = any(v is None for v in values)
    if not has_null and rng.random() < strict:
        line += " NOT NULL"
    if column.unique and not has_null and len(set(values)) == len(values) and rng.random() < UNIQUE_SHARE:
        line += " UNIQUE"
    if kind == "ref":
        parent = names[column.parent]
        key = next(c.name for c in parent.columns if c.kind == "id")
        target = f"{quote_identifier(parent.name)} ({quote_identifier(key)})"
        if inline:
            line += f" REFERENCES {target}"
        else:
            constraints.append(f"FOREIGN KEY ({quote_identifier(column.name)}) REFERENCES {target}")
    return line


def _text_type(rng: random.Random, declared: str, values: list) -> str:
    lengths = {len(v) for v in values if isinstance(v, str)}
    longest = max(lengths, default=10)
    if len(lengths) == 1 and longest <= FIXED_WIDTH_MAX and rng.random() < CHAR_SHARE:
        return f"CHAR({longest})"
    if declared == "TEXT":
        return declared
    return f"{declared}({next((w for w in TEXT_WIDTHS if w >= longest * TEXT_HEADROOM), 1000)})"


def schema_hash(con: sqlite3.Connection) -> str:
    """SHA-256 of the schema's DDL with whitespace normalised: equal for equally declared databases."""
    ddl = [re.sub(r"\s+", " ", sql).strip() for (sql,) in con.execute(
        "SELECT sql FROM sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%' ORDER BY type, name")]
    return hashlib.sha256("\n".join(ddl).encode()).hexdigest()
