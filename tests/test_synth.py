"""The procedural database factory (envs.synth): deterministic, varied, realistic enough, and keys that hold.

    python -m pytest -q tests/test_synth.py
"""

from __future__ import annotations

import json
import os
import random
import sqlite3
import subprocess
import sys
from collections import Counter
from datetime import date
from pathlib import Path

import pytest

import envs.synth as synth
from envs.databases import user_tables
from envs.sandbox import quote_identifier
from envs.synth import DOMAINS, HELDOUT_DOMAINS, build_database, database_name, domain_of, seeds, split_of
from envs.synth.pools import Pools
from envs.synth.values import After, Ctx, Draft, Since, pick, status
from envs.words import NAMING_STYLES

SURVEY_SEEDS = range(40)  # covers every domain (33) once and a few twice: ~4 s to build
ISO_DATE = r"^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$"


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> dict[int, tuple[synth.SynthDatabase, Path]]:
    folder = tmp_path_factory.mktemp("synth")
    return {seed: (build_database(seed, folder / f"{seed}.sqlite"), folder / f"{seed}.sqlite") for seed in SURVEY_SEEDS}


def dump(path: Path) -> str:
    with sqlite3.connect(path) as con:
        return "\n".join(con.iterdump())


# ---------------------------------------------------------------- seeds, domains, splits

def test_domains_and_heldout_split():
    assert len(DOMAINS) >= 30 and len(set(DOMAINS)) == len(DOMAINS)
    assert HELDOUT_DOMAINS < set(DOMAINS) and len(HELDOUT_DOMAINS) >= 6
    assert 0.15 <= len(HELDOUT_DOMAINS) / len(DOMAINS) <= 0.25


def test_consecutive_seeds_cover_domains_equally():
    counts = Counter(domain_of(seed) for seed in range(3 * len(DOMAINS)))
    assert set(counts) == set(DOMAINS) and set(counts.values()) == {3}


def test_seeds_of_a_split_stay_in_it():
    heldout, train = seeds("heldout", 25), seeds("train", 60, start=100)
    assert len(heldout) == 25 and len(set(heldout)) == 25 and heldout == sorted(heldout)
    assert all(domain_of(s) in HELDOUT_DOMAINS and split_of(s) == "heldout" for s in heldout)
    assert all(s >= 100 and domain_of(s) not in HELDOUT_DOMAINS and split_of(s) == "train" for s in train)
    assert database_name(3) == f"synth-3-{domain_of(3)}"
    with pytest.raises(ValueError):
        seeds("test", 1)


# ---------------------------------------------------------------- the databases themselves

def test_same_seed_gives_the_same_database(built, tmp_path):
    info, path = built[5]
    again = build_database(5, tmp_path / "again.sqlite")
    assert dump(tmp_path / "again.sqlite") == dump(path)
    assert (tmp_path / "again.sqlite").read_bytes() == path.read_bytes()
    assert again.schema_hash == info.schema_hash and again.tables == info.tables


def test_build_does_not_depend_on_string_hashing(built, tmp_path):
    """Another process with another PYTHONHASHSEED writes the same bytes (no iteration over sets of strings)."""
    out = tmp_path / "hashed.sqlite"
    subprocess.run([sys.executable, "-m", "envs.synth", "build", "--seed", "5", "--out", str(out)], check=True,
                   capture_output=True, timeout=120, env={**os.environ, "PYTHONHASHSEED": "12345"})
    assert out.read_bytes() == built[5][1].read_bytes()


def test_every_domain_builds(built):
    assert {info.domain for info, _ in built.values()} == set(DOMAINS)


def test_shape_within_bounds(built):
    for info, path in built.values():
        assert 2 <= len(info.tables) <= 9, info.name
        assert all(10 <= t.rows <= 5000 for t in info.tables), (info.name, [(t.name, t.rows) for t in info.tables])
        assert info.rows == sum(t.rows for t in info.tables)
        with sqlite3.connect(path) as con:
            assert sorted(user_tables(con)) == sorted(t.name for t in info.tables)
            for table in info.tables:
                count = con.execute(f"SELECT COUNT(*) FROM {quote_identifier(table.name)}").fetchone()[0]
                columns = [r[1] for r in con.execute(f"PRAGMA table_info({quote_identifier(table.name)})")]
                assert count == table.rows and tuple(columns) == table.columns


def test_foreign_keys_declared_and_hold(built):
    for info, path in built.values():
        assert info.foreign_keys, f"{info.name} has no foreign keys"
        with sqlite3.connect(path) as con:
            assert con.execute("PRAGMA foreign_key_check").fetchall() == [], info.name
            declared = {f"{t}.{fk[3]} -> {fk[2]}.{fk[4]}" for t in user_tables(con)
                        for fk in con.execute(f"PRAGMA foreign_key_list({quote_identifier(t)})")}
        assert declared == set(info.foreign_keys), info.name


def test_variety_of_names_and_schemas(built):
    infos = [info for info, _ in built.values()]
    assert len({i.naming_style for i in infos}) >= 5 and {i.naming_style for i in infos} <= set(NAMING_STYLES)
    assert {i.plural_tables for i in infos} == {True, False}
    assert len({i.locale for i in infos}) >= 4
    assert len({i.schema_hash for i in infos}) == len(infos)
    same_domain = [info for info, _ in built.values() if info.domain == infos[0].domain]
    assert len({tuple(t.name for t in i.tables) for i in same_domain}) == len(same_domain)


def test_mixed_case_identifiers_are_queryable(built):
    styled = [(info, path) for info, path in built.values() if info.naming_style in ("camel", "pascal", "upper")]
    assert styled
    for info, path in styled:
        with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as con:
            for table in info.tables:
                columns = ", ".join(quote_identifier(c) for c in table.columns)
                con.execute(f"SELECT {columns} FROM {quote_identifier(table.name)} LIMIT 1").fetchall()


def test_values_look_real(built):
    """NULLs somewhere, ISO dates, and categories with a clear favourite, in every database."""
    for info, path in built.values():
        with sqlite3.connect(path) as con:
            nulls, dates, skewed = 0, 0, 0
            for table in info.tables:
                name = quote_identifier(table.name)
                for column in table.columns:
                    col = quote_identifier(column)
                    nulls += con.execute(f"SELECT COUNT(*) FROM {name} WHERE {col} IS NULL").fetchone()[0]
                    sample = con.execute(f"SELECT {col} FROM {name} WHERE {col} LIKE '____-__-__%' LIMIT 20").fetchall()
                    if sample:
                        dates += 1
                        assert all(date.fromisoformat(v[:10]) and len(v) in (10, 19) for (v,) in sample), column
                    top = con.execute(f"SELECT COUNT(*) FROM {name} WHERE typeof({col}) = 'text' GROUP BY {col} "
                                      f"ORDER BY 1 DESC LIMIT 2").fetchall()
                    if len(top) == 2 and table.rows >= 100 and top[0][0] >= 1.2 * top[1][0]:
                        skewed += 1
            assert nulls and dates and skewed, (info.name, nulls, dates, skewed)


def test_summary_is_json_friendly(built):
    info, _ = built[0]
    record = json.loads(json.dumps(info.to_json()))
    assert record["name"] == info.name and record["tables"][0]["name"] == info.tables[0].name
    assert {"seed", "domain", "split", "naming_style", "plural_tables", "locale", "foreign_keys", "rows",
            "schema_hash", "build_seconds"} <= set(record)


def test_database_path_builds_once(tmp_path, monkeypatch):
    monkeypatch.setenv("SQL_STUDIO_CACHE", str(tmp_path))
    first = synth.database_path(11)
    stamp = first.stat().st_mtime_ns
    again = synth.database_path(11)
    assert again == first and again.stat().st_mtime_ns == stamp
    assert first.parent == tmp_path / "synth" and first.name.startswith(database_name(11) + "-")
    assert not list(first.parent.glob("*.staging")) and not list(first.parent.glob("*.tmp"))


# ---------------------------------------------------------------- generators

def ctx(seed: int = 0) -> Ctx:
    rng = random.Random(seed)
    return Ctx(rng, Pools("en_GB", rng), date(2021, 1, 1), date(2024, 6, 30))


def test_status_agrees_with_its_date():
    context, draft = ctx(), Draft(6)
    draft.columns["closed_on"] = ["2023-01-05", None, "2024-06-30", "2024-07-01", None, "2022-03-03 10:00:00"]
    values = status("closed_on", {"Open": 1}, {"Closed": 1}).draw(context, 6, draft)
    assert values == ["Closed", "Open", "Closed", "Open", "Open", "Closed"]


def test_dates_follow_their_source():
    context, draft = ctx(), Draft(300)
    draft.columns["opened_at"] = [f"2024-06-{d:02d} 12:00:00" for d in range(1, 31)] * 10
    after = After("opened_at", 0, 3, stamp=True).draw(context, 300, draft)
    assert all(a is None or a > o for a, o in zip(after, draft.columns["opened_at"]))
    assert any(a is None for a in after)  # beyond the end of the data: not happened yet
    since = Since("opened_at", within=5).draw(context, 300, draft)
    assert all(o[:10] <= s <= "2024-06-30" for s, o in zip(since, draft.columns["opened_at"]))


def test_pick_has_a_clear_favourite():
    for seed in range(20):
        values = pick({"A": 10, "B": 10, "C": 5}).draw(ctx(seed), 4000, Draft(4000))
        (_, first), (_, second) = Counter(values).most_common(2)
        assert first > 1.15 * second


# ---------------------------------------------------------------- command line

def test_cli_build_and_survey(tmp_path):
    out = tmp_path / "one.sqlite"
    done = subprocess.run([sys.executable, "-m", "envs.synth", "build", "--seed", "4", "--out", str(out)],
                          capture_output=True, text=True, timeout=120, check=True)
    assert database_name(4) in done.stdout and out.exists()
    report = tmp_path / "survey.json"
    done = subprocess.run([sys.executable, "-m", "envs.synth", "survey", "--count", "3", "--json", str(report)],
                          capture_output=True, text=True, timeout=120, check=True)
    data = json.loads(report.read_text())
    assert [d["seed"] for d in data["databases"]] == [0, 1, 2]
    assert {"seed", "domain", "split", "naming_style", "tables", "foreign_keys", "rows", "build_seconds",
            "schema_hash"} <= set(data["databases"][0])
    summary = data["summary"]
    assert summary["domains"] == 3 and summary["distinct_schemas"] == 3
    assert "median_build_seconds" in summary and "p90_build_seconds" in summary and "naming_styles" in summary
    assert "distinct schemas" in done.stdout
