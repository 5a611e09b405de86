"""Index-tuning scenarios generated from the database factory (``envs.synth``): any seed, a realistic workload.

Each seed's factory database (a cached file, opened read-only like an upload) gets a workload drawn from its own
schema and data: selective lookups, narrow date or number ranges, filtered top-k sorts and group-bys on its largest
tables, joins along its foreign keys, some predicates no index can serve as written (a function of a column, a
LIKE prefix) and correlated subqueries that only a rewrite fixes, plus single-row writes whose cost grows with every
index. Every statement is run once on the data and kept only if it succeeds (reads must return rows). Scenario ids
are ``synth/<database name>``; their split is the factory's (whole domains held out), so held-out domains and the
15 built-in scenarios can stay out of training.

    from envs.index_tuning.synth import synth_scenario, synth_scenarios
    python -m envs.index_tuning.synth 12          # print the workload of seed 12
    python -m pytest tests/test_index_synth.py
"""

from __future__ import annotations

import random
import sqlite3
import sys

from envs.databases import user_tables
from envs.index_tuning.cost import count_statement
from envs.index_tuning.scenarios import Scenario, WorkloadQuery, private_copy
from envs.sandbox import open_readonly, quote_identifier as q
from envs.synth import database_name, database_path, seeds, split_of

SEED = 20261124  # the workloads are part of the benchmark and must not drift
BIG_TABLE_ROWS = 500  # tables at least this large get filters, sorts and writes
MAX_BIG_TABLES = 3  # the largest tables that do
MAX_READS = 12  # reads per workload
RANGE_SHARE = 0.03  # a range filter spans this share of a column's sorted values
BUDGET_SHARE = 0.5  # storage budget for new indexes: this share of the database's used pages
_DATE_GLOB = "[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]*"


def _columns(con: sqlite3.Connection, table: str) -> list[dict]:
    """Per column: name, declared type, primary key, distinct share, and whether its values are ISO dates."""
    rows = con.execute(f"SELECT COUNT(*) FROM {q(table)}").fetchone()[0] or 1
    out = []
    for _, name, declared, _, _, pk in con.execute(f"PRAGMA table_info({q(table)})").fetchall():
        c = q(name)
        distinct, dates, texts = con.execute(
            f"SELECT COUNT(DISTINCT {c}), SUM({c} GLOB '{_DATE_GLOB}'), SUM(typeof({c}) = 'text') FROM {q(table)}"
        ).fetchone()
        out.append({"name": name, "type": (declared or "").upper(), "pk": bool(pk), "share": distinct / rows,
                    "distinct": distinct, "date": (dates or 0) > 0.9 * rows, "text": (texts or 0) > 0.9 * rows})
    return out


def _value(con: sqlite3.Connection, rng: random.Random, table: str, column: str) -> str | None:
    """A SQL literal of a value the column holds (drawn from a random row), or None."""
    rows = con.execute(f"SELECT COUNT(*) FROM {q(table)} WHERE {q(column)} IS NOT NULL").fetchone()[0]
    if not rows:
        return None
    found = con.execute(f"SELECT quote({q(column)}) FROM {q(table)} WHERE {q(column)} IS NOT NULL LIMIT 1 OFFSET ?",
                        (rng.randrange(rows),)).fetchone()
    return found[0] if found and len(found[0]) <= 80 else None


def _table_reads(con, rng, table: str, columns: list[dict]) -> list[str]:
    t = q(table)
    plain = [c for c in columns if not c["pk"]]
    selective = sorted((c for c in plain if c["share"] >= 0.05 and not c["date"]), key=lambda c: -c["share"])
    categories = [c for c in plain if 2 <= c["distinct"] <= 40]
    dates = [c for c in plain if c["date"]]
    numbers = [c for c in plain if c["share"] >= 0.05 and any(w in c["type"] for w in ("INT", "REAL", "DEC", "NUM"))]
    texts = [c for c in selective if c["text"]]
    reads = []
    if selective and (value := _value(con, rng, table, selective[0]["name"])):
        reads.append(f"SELECT * FROM {t} WHERE {q(selective[0]['name'])} = {value}")
    ranged = rng.choice(dates or numbers) if dates or numbers else None
    if ranged:
        c = q(ranged["name"])
        total, start = con.execute(f"SELECT COUNT({c}) FROM {t}").fetchone()[0], rng.random() * 0.9
        lo, hi = (con.execute(f"SELECT quote({c}) FROM {t} WHERE {c} IS NOT NULL ORDER BY {c} LIMIT 1 OFFSET ?",
                              (int(total * share),)).fetchone()[0] for share in (start, start + RANGE_SHARE))
        reads.append(f"SELECT COUNT(*) FROM {t} WHERE {c} >= {lo} AND {c} < {hi}")
    if categories and ranged and (value := _value(con, rng, table, categories[0]["name"])):
        reads.append(f"SELECT * FROM {t} WHERE {q(categories[0]['name'])} = {value} "
                     f"ORDER BY {q(ranged['name'])} DESC LIMIT 10")
    if categories and (dates or numbers):
        group, measure = rng.choice(categories), rng.choice(dates or numbers)
        if ranged and ranged is not group:
            reads.append(f"SELECT {q(group['name'])}, COUNT(*), MAX({q(measure['name'])}) FROM {t} "
                         f"WHERE {q(ranged['name'])} >= {lo} GROUP BY {q(group['name'])}")
    if dates and (day := _value(con, rng, table, dates[0]["name"])):  # non-sargable: a function of the column
        c = q(dates[0]["name"])
        reads.append(rng.choice([f"SELECT COUNT(*) FROM {t} WHERE strftime('%Y-%m-%d', {c}) = {day[:11]}'",
                                 f"SELECT COUNT(*) FROM {t} WHERE substr({c}, 1, 7) = {day[:8]}'"]))
    if texts and (value := _value(con, rng, table, texts[0]["name"])) and value.startswith("'") and len(value) > 6:
        c = q(texts[0]["name"])
        reads.append(rng.choice([f"SELECT * FROM {t} WHERE lower({c}) = {value.lower()}",
                                 f"SELECT * FROM {t} WHERE {c} LIKE {value[:5]}%'"]))
    return reads


def _join_reads(con, rng, table: str, columns_of: dict[str, list[dict]]) -> list[str]:
    reads = []
    for _, _, parent, child_col, parent_col, *_ in con.execute(f"PRAGMA foreign_key_list({q(table)})").fetchall():
        if parent not in columns_of:
            continue
        key = parent_col or next((c["name"] for c in columns_of[parent] if c["pk"]), "rowid")
        filters = [c for c in columns_of[parent] if not c["pk"] and 2 <= c["distinct"] and c["share"] < 0.5]
        if not filters or not (value := _value(con, rng, parent, filters[0]["name"])):
            continue
        f = q(filters[0]["name"])
        reads.append(f"SELECT c.* FROM {q(table)} c JOIN {q(parent)} p ON p.{q(key)} = c.{q(child_col)} "
                     f"WHERE p.{f} = {value}")
        reads.append(f"SELECT p.{q(key)} FROM {q(parent)} p WHERE p.{f} = {value} AND "
                     f"(SELECT COUNT(*) FROM {q(table)} c WHERE c.{q(child_col)} = p.{q(key)}) >= 2")
    return reads


def _writes(con, rng, table: str, columns: list[dict]) -> list[str]:
    pk = next((c["name"] for c in columns if c["pk"]), "rowid")
    plain = [c for c in columns if not c["pk"] and c["share"] < 0.5]  # not a unique column: SET c = c never fails
    if not plain:
        return []
    target = _value(con, rng, table, pk)
    column = q(rng.choice(plain)["name"])
    return [f"UPDATE {q(table)} SET {column} = {column} WHERE {q(pk)} = {target}"] if target else []


def synth_workload(con: sqlite3.Connection, seed: int) -> tuple[WorkloadQuery, ...]:
    """A deterministic workload for the factory database of ``seed`` (``con``: a private copy of it)."""
    rng = random.Random(f"{SEED}/{seed}")
    tables = user_tables(con)
    sizes = {t: con.execute(f"SELECT COUNT(*) FROM {q(t)}").fetchone()[0] for t in tables}
    columns_of = {t: _columns(con, t) for t in tables}
    big = [t for t in sorted(tables, key=lambda t: -sizes[t]) if sizes[t] >= BIG_TABLE_ROWS][:MAX_BIG_TABLES]
    reads, writes = [], []
    for table in big:
        reads += _table_reads(con, rng, table, columns_of[table]) + _join_reads(con, rng, table, columns_of)
        writes += _writes(con, rng, table, columns_of[table])
    kept: list[WorkloadQuery] = []
    for sql in dict.fromkeys(reads):
        try:
            returns_rows = con.execute(f"SELECT EXISTS ({sql})").fetchone()[0]
        except sqlite3.Error:  # a value that does not survive quoting: leave the statement out
            continue
        if len(kept) < MAX_READS and returns_rows:
            kept.append(WorkloadQuery(f"q{len(kept) + 1}", sql, rng.choice((5, 10, 20, 50)), "read"))
    for sql in writes:
        if not count_statement(con, sql).error:
            kept.append(WorkloadQuery(f"w{sum(w.kind == 'write' for w in kept) + 1}", sql, rng.choice((20, 50)), "write"))
    if not any(w.kind == "read" for w in kept):
        raise ValueError(f"seed {seed}: no table has {BIG_TABLE_ROWS} rows to tune")
    return tuple(kept)


def synth_scenario(seed: int) -> Scenario:
    """The index-tuning scenario of factory seed ``seed`` (builds the database into the cache on first use)."""
    path = database_path(seed)
    draft = Scenario(f"synth/{database_name(seed)}", "synth", database_name(seed), "", "", (), 0, path=str(path))
    con = private_copy(draft)
    try:
        workload = synth_workload(con, seed)
    finally:
        con.close()
    source = open_readonly(path)
    try:
        used = source.execute("PRAGMA page_count").fetchone()[0] - source.execute("PRAGMA freelist_count").fetchone()[0]
    finally:
        source.close()
    return Scenario(draft.id, "synth", draft.title,
                    f"A {database_name(seed).split('-', 2)[-1]} database ({split_of(seed)} domain) with a generated "
                    "workload: lookups, ranges, sorts, joins, predicates hidden behind functions, correlated "
                    "subqueries and writes.", "", workload, max(64, int(used * BUDGET_SHARE)), path=str(path))


def synth_scenarios(split: str, count: int, start: int = 0) -> list[Scenario]:
    """``count`` scenarios whose factory domain is in ``split`` ("train" or "heldout"); seeds without a big
    enough table are skipped."""
    out, seed = [], start
    while len(out) < count:
        candidate = seeds(split, 1, seed)[0]
        seed = candidate + 1
        try:
            out.append(synth_scenario(candidate))
        except ValueError:
            continue
    return out


if __name__ == "__main__":
    for number in map(int, sys.argv[1:] or ["0"]):
        scenario = synth_scenario(number)
        print(f"{scenario.id}: budget {scenario.budget_pages} pages")
        for query in scenario.workload:
            print(f"  {query.qid} x{query.freq} {query.sql}")
