"""Built-in databases: deterministic, realistic in shape, built once into the cache."""

import sqlite3

import pytest

import envs.databases as databases
from envs.analyst.schema import schema_of
from envs.databases import BUILTIN_DATABASES, database_path


@pytest.mark.parametrize("name", list(BUILTIN_DATABASES))
def test_shape(name):
    schema = schema_of(database_path(name))
    assert 4 <= len(schema.tables) <= 10
    biggest = max(t.row_count for t in schema.tables.values())
    assert 1_000 <= biggest <= 100_000
    assert any(c.references for t in schema.tables.values() for c in t.columns), "needs foreign keys"
    con = sqlite3.connect(database_path(name))
    nullable = [(t.name, c.name) for t in schema.tables.values() for c in t.columns if not c.not_null and not c.primary_key]
    assert any(con.execute(f'SELECT 1 FROM "{t}" WHERE "{c}" IS NULL LIMIT 1').fetchone() for t, c in nullable), "needs NULLs"


def test_build_is_deterministic(tmp_path, monkeypatch):
    """A second build from scratch gives a byte-identical file (the data are part of the benchmark)."""
    cached = {name: database_path(name).read_bytes() for name in BUILTIN_DATABASES}
    monkeypatch.setenv("SQL_STUDIO_CACHE", str(tmp_path))
    databases.database_path.cache_clear()
    try:
        for name in BUILTIN_DATABASES:
            rebuilt = database_path(name)
            assert rebuilt.parent == tmp_path and rebuilt.read_bytes() == cached[name], name
    finally:
        databases.database_path.cache_clear()


def test_cache_name_covers_every_file_of_a_builder():
    """A builder is a package: its cache name hashes the generator and the vocabulary, not only ``__init__``."""
    source = databases.builder_source(databases.builder("ledger"))
    assert "def populate(" in source and "CREATE TABLE" in source and "PLAN_WEIGHTS_BY_SIZE = {" in source


def test_held_out_databases_exist():
    splits = {db.split for db in BUILTIN_DATABASES.values()}
    assert splits == {"train", "heldout"}
