"""Built-in business databases: a registry of deterministic builders and a build-once cache of SQLite files.

Each builder (a package: ``vocabulary.py`` for the data it draws from, ``generator.py`` for the code) exports
``TITLE`` (one line), ``SCHEMA`` (DDL with foreign keys) and ``populate(con, rng)``, which fills the tables from a
seeded ``random.Random``. The file is built once into the cache folder (``$SQL_STUDIO_CACHE`` or
``~/.cache/sql-agent-studio``) under a name that carries a hash of every source file of the builder, so editing
any of them rebuilds it and nothing ever needs the network.

    python -m envs.databases          # build all and print their sizes
"""

from __future__ import annotations

import hashlib
import importlib
import inspect
import os
import random
import sqlite3
import tempfile
from collections.abc import Callable
from contextlib import closing
from dataclasses import dataclass
from functools import cache
from pathlib import Path

SEED = 20261121  # one seed for every builder: the data are part of the benchmark and must not drift


@dataclass(frozen=True)
class BuiltinDatabase:
    name: str  # short id used in task ids and URLs
    split: str  # "train" or "heldout": held-out databases are never seen in training


BUILTIN_DATABASES: dict[str, BuiltinDatabase] = {
    db.name: db
    for db in (
        BuiltinDatabase("kennel", "train"),
        BuiltinDatabase("school", "train"),
        BuiltinDatabase("department_store", "train"),
        BuiltinDatabase("ledger", "train"),
        BuiltinDatabase("bike_hire", "train"),
        BuiltinDatabase("coworking", "train"),
        BuiltinDatabase("florist", "train"),
        BuiltinDatabase("marina", "train"),
        BuiltinDatabase("escape_rooms", "train"),
        BuiltinDatabase("field_service", "train"),
        BuiltinDatabase("self_storage", "train"),
        BuiltinDatabase("driving_school", "train"),
        BuiltinDatabase("dental_practice", "train"),
        BuiltinDatabase("climbing_gym", "train"),
        BuiltinDatabase("wedding_venue", "train"),
        BuiltinDatabase("music_school", "train"),
        BuiltinDatabase("print_shop", "train"),
        BuiltinDatabase("campsite", "train"),
        BuiltinDatabase("community_theatre", "train"),
        BuiltinDatabase("wholesale_bakery", "train"),
        BuiltinDatabase("pottery_studio", "train"),
        BuiltinDatabase("commercial_laundry", "train"),
        BuiltinDatabase("brewery", "train"),
        BuiltinDatabase("petshop", "heldout"),
        BuiltinDatabase("cafe", "heldout"),
    )
}


def cache_dir() -> Path:
    folder = Path(os.environ.get("SQL_STUDIO_CACHE") or Path.home() / ".cache" / "sql-agent-studio")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def builder(name: str):
    if name not in BUILTIN_DATABASES:
        raise KeyError(f"unknown database {name!r}; built-in: {', '.join(BUILTIN_DATABASES)}")
    return importlib.import_module(f"envs.databases.{name}")


def builder_source(module) -> str:
    """The source a built file depends on: a builder module's, or every module's of a builder package, and the
    draws every builder may share (draws.py)."""
    shared = (Path(__file__).parent / "draws.py").read_text()
    if not hasattr(module, "__path__"):
        return inspect.getsource(module) + shared
    return "".join(path.read_text() for path in sorted(Path(inspect.getfile(module)).parent.glob("*.py"))) + shared


@cache
def database_path(name: str) -> Path:
    """Path of the built-in database ``name``, building it first if the cache lacks this version."""
    module = builder(name)
    digest = hashlib.sha256(builder_source(module).encode() + str(SEED).encode()).hexdigest()[:12]
    path = cache_dir() / f"{name}-{digest}.sqlite"
    if not path.exists():
        build_database_file(path, module.SCHEMA, module.populate, random.Random(SEED))
    return path


def build_database_file(path: Path, schema: str, populate: Callable[[sqlite3.Connection, random.Random], None],
                        rng: random.Random, analyze: bool = True) -> Path:
    """Create ``path`` from DDL and a seeded populate function; foreign keys are checked before it appears."""
    # Build beside the target and rename: concurrent processes never see a half-written file.
    fd, tmp = tempfile.mkstemp(dir=path.parent, suffix=".tmp")
    os.close(fd)
    try:
        with closing(sqlite3.connect(tmp)) as con:
            con.execute("PRAGMA foreign_keys = ON")
            con.executescript(schema)
            populate(con, rng)
            con.commit()
            problems = con.execute("PRAGMA foreign_key_check").fetchall()
            if problems:
                raise ValueError(f"{path.name}: {len(problems)} foreign key violations, e.g. {problems[:3]}")
            if analyze:  # planner statistics, as a real database would have them
                con.execute("ANALYZE")
                con.commit()
            con.execute("VACUUM")
        os.replace(tmp, path)
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)
    return path


def user_tables(con: sqlite3.Connection) -> list[str]:
    """Names of the user's tables, in name order (SQLite's internal ``sqlite_*`` tables left out)."""
    return [row[0] for row in con.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND substr(name, 1, 7) <> 'sqlite_' ORDER BY name")]


def build_all() -> dict[str, Path]:
    return {name: database_path(name) for name in BUILTIN_DATABASES}


def builtin_glossary(name: str, path: str | Path) -> Path | None:
    """The glossary a built-in database's owner wrote (``<name>/glossary.txt``, envs.analyst.glossary), when
    ``path`` is that database's file."""
    if name not in BUILTIN_DATABASES:
        return None
    file = Path(__file__).parent / name / "glossary.txt"
    return file if file.is_file() and Path(path).resolve() == database_path(name).resolve() else None
