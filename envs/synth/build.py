"""The factory: one seed -> one SQLite file (plan, rows, DDL, written atomically) and what it contains.

``build_database(seed, path)`` writes the file through ``envs.databases.build_database_file`` (foreign keys
checked, ANALYZE, VACUUM, atomic rename); ``database_path(seed)`` builds once into the shared cache under a name
that carries a digest of this package's source and of the Faker version, so any change rebuilds.

    python -m envs.synth build --seed 7 --out /tmp/synth-7.sqlite
"""

from __future__ import annotations

import hashlib
import inspect
import os
import random
import sqlite3
import threading
import time
from contextlib import closing
from dataclasses import asdict, dataclass
from functools import cache
from pathlib import Path

import faker

import envs.databases as databases
import envs.words as words
from envs.synth.catalog import database_name, domain_of, split_of
from envs.synth.ddl import create_statements, schema_hash
from envs.synth.domains import DOMAIN_SPECS
from envs.synth.fill import fill
from envs.synth.plan import Plan, plan_database
from envs.sandbox import quote_identifier

PACKAGE = Path(__file__).resolve().parent
FORMAT_VERSION = 1  # bump to rebuild every cached database without touching a source file
# One transaction and no fsync per statement (5x faster here); the finished file is synced once before its rename.
SCHEMA_PREAMBLE = "PRAGMA synchronous = OFF;\nBEGIN;\n"


@dataclass(frozen=True)
class SynthTable:
    name: str
    rows: int
    columns: tuple[str, ...]


@dataclass(frozen=True)
class SynthDatabase:
    seed: int
    domain: str
    split: str  # "train" or "heldout", by domain
    naming_style: str  # one of envs.words.NAMING_STYLES
    plural_tables: bool
    locale: str  # Faker locale of the names, towns and phone numbers
    tables: tuple[SynthTable, ...]  # parents before children
    foreign_keys: tuple[str, ...]  # "child.column -> parent.column"
    rows: int  # over all tables
    schema_hash: str  # sha256 of the normalised DDL
    build_seconds: float

    @property
    def name(self) -> str:
        return database_name(self.seed)

    def to_json(self) -> dict:
        return {"name": self.name, **asdict(self)}


def build_database(seed: int, path: Path) -> SynthDatabase:
    """Write the database of ``seed`` to ``path`` (replacing it atomically) and describe it."""
    started = time.perf_counter()
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    plan = plan_database(seed, DOMAIN_SPECS[domain_of(seed)])
    data = fill(plan)
    schema = "\n".join(create_statements(plan, data))

    def populate(con: sqlite3.Connection, _rng: random.Random) -> None:
        for table in plan.tables:
            marks = ", ".join("?" * len(table.columns))
            con.executemany(f"INSERT INTO {quote_identifier(table.name)} VALUES ({marks})", data[table.key])

    staging = path.with_name(f".{path.name}.{os.getpid()}.{threading.get_ident()}.staging")
    try:
        databases.build_database_file(staging, SCHEMA_PREAMBLE + schema, populate, random.Random(seed))
        with open(staging, "rb") as file:
            os.fsync(file.fileno())
        os.replace(staging, path)  # atomic: a reader sees the old file or the whole new one
    finally:
        if staging.exists():
            staging.unlink()
    with closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as con:
        digest = schema_hash(con)
    return _describe(plan, data, digest, time.perf_counter() - started)


def _describe(plan: Plan, data: dict[str, list[tuple]], digest: str, seconds: float) -> SynthDatabase:
    tables = tuple(SynthTable(t.name, len(data[t.key]), tuple(c.name for c in t.columns)) for t in plan.tables)
    by_key = {t.key: t for t in plan.tables}
    keys = []
    for table in plan.tables:
        for column in table.columns:
            if column.kind == "ref":
                parent = by_key[column.parent]
                target = next(c.name for c in parent.columns if c.kind == "id")
                keys.append(f"{table.name}.{column.name} -> {parent.name}.{target}")
    return SynthDatabase(plan.seed, plan.domain, split_of(plan.seed), plan.naming_style, plan.plural_tables,
                         plan.locale, tables, tuple(keys), sum(t.rows for t in tables), digest, round(seconds, 4))


NOT_BUILDING = frozenset({"rename.py", "__main__.py"})  # modules of the package that do not shape a database


@cache
def source_digest() -> str:
    """12 hex digits over this package's source, the shared vocabulary and file writer, and the Faker version."""
    hasher = hashlib.sha256(f"{FORMAT_VERSION}/{faker.VERSION}/{sqlite3.sqlite_version}".encode())
    for file in sorted(PACKAGE.rglob("*.py")):
        if file.name in NOT_BUILDING:
            continue
        hasher.update(file.relative_to(PACKAGE).as_posix().encode() + b"\0" + file.read_bytes())
    hasher.update(inspect.getsource(words).encode() + inspect.getsource(databases.build_database_file).encode())
    return hasher.hexdigest()[:12]


def database_path(seed: int) -> Path:
    """Path of the database of ``seed`` in the cache, built first if this version is not there yet.

    Safe under concurrent processes: each builds beside the target and renames into place; same bytes either way.
    """
    folder = databases.cache_dir() / "synth"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{database_name(seed)}-{source_digest()}.sqlite"
    if not path.exists():
        build_database(seed, path)
    return path
