"""TPC-H SF 0.01 as an uploaded database: each index policy's episode through the upload path, timed end to end.

It is what a user does with their own file - ``python -m agent.evaluate --env index --db FILE --workload
bench/data/tpch_workload.sql`` - for each policy, printing the report (VM steps, % of best known, wall time before
and after, speed-up) and the seconds the whole evaluation took (the target is under 2 minutes).

    python -m bench.index_tpch --make /tmp/tpch.sqlite     # once: TPC-H data from DuckDB's dbgen, into SQLite
    python -m bench.index_tpch /tmp/tpch.sqlite [--policy baseline expert]

``--make`` needs a DuckDB whose ``tpch`` extension loads offline, e.g. ``pip install --target /tmp/tpch
duckdb==1.5.5 duckdb-extension-tpch==1.5.5`` and ``PYTHONPATH=/tmp/tpch`` for that one command (the project's
DuckDB 2.0 would download the extension). The SQLite file gets TPC-H's primary and foreign keys, no other index.
"""

from __future__ import annotations

import argparse
import sqlite3
import time
from pathlib import Path

from agent.index_eval import evaluate_index, format_index_report

SCALE_FACTOR = 0.01  # TPC-H scale: 60,175 lineitem rows, 15,000 orders, ~10 MB as SQLite
WORKLOAD = Path(__file__).parent / "data" / "tpch_workload.sql"
SCHEMA = """
CREATE TABLE region (r_regionkey INTEGER PRIMARY KEY, r_name TEXT NOT NULL, r_comment TEXT);
CREATE TABLE nation (n_nationkey INTEGER PRIMARY KEY, n_name TEXT NOT NULL,
  n_regionkey INTEGER NOT NULL REFERENCES region(r_regionkey), n_comment TEXT);
CREATE TABLE part (p_partkey INTEGER PRIMARY KEY, p_name TEXT, p_mfgr TEXT, p_brand TEXT, p_type TEXT,
  p_size INTEGER, p_container TEXT, p_retailprice REAL, p_comment TEXT);
CREATE TABLE supplier (s_suppkey INTEGER PRIMARY KEY, s_name TEXT, s_address TEXT,
  s_nationkey INTEGER NOT NULL REFERENCES nation(n_nationkey), s_phone TEXT, s_acctbal REAL, s_comment TEXT);
CREATE TABLE partsupp (ps_partkey INTEGER NOT NULL REFERENCES part(p_partkey),
  ps_suppkey INTEGER NOT NULL REFERENCES supplier(s_suppkey), ps_availqty INTEGER, ps_supplycost REAL,
  ps_comment TEXT, PRIMARY KEY (ps_partkey, ps_suppkey));
CREATE TABLE customer (c_custkey INTEGER PRIMARY KEY, c_name TEXT, c_address TEXT,
  c_nationkey INTEGER NOT NULL REFERENCES nation(n_nationkey), c_phone TEXT, c_acctbal REAL, c_mktsegment TEXT,
  c_comment TEXT);
CREATE TABLE orders (o_orderkey INTEGER PRIMARY KEY, o_custkey INTEGER NOT NULL REFERENCES customer(c_custkey),
  o_orderstatus TEXT, o_totalprice REAL, o_orderdate TEXT, o_orderpriority TEXT, o_clerk TEXT,
  o_shippriority INTEGER, o_comment TEXT);
CREATE TABLE lineitem (l_orderkey INTEGER NOT NULL REFERENCES orders(o_orderkey), l_partkey INTEGER NOT NULL,
  l_suppkey INTEGER NOT NULL, l_linenumber INTEGER NOT NULL, l_quantity REAL, l_extendedprice REAL,
  l_discount REAL, l_tax REAL, l_returnflag TEXT, l_linestatus TEXT, l_shipdate TEXT, l_commitdate TEXT,
  l_receiptdate TEXT, l_shipinstruct TEXT, l_shipmode TEXT, l_comment TEXT, PRIMARY KEY (l_orderkey, l_linenumber),
  FOREIGN KEY (l_partkey, l_suppkey) REFERENCES partsupp(ps_partkey, ps_suppkey));
"""
TABLES = ("region", "nation", "part", "supplier", "partsupp", "customer", "orders", "lineitem")


def make_database(path: Path, scale_factor: float = SCALE_FACTOR) -> None:
    """Generate TPC-H with DuckDB's dbgen and copy it into a new SQLite file (dates as ISO text)."""
    import duckdb  # only this step needs it

    duck = duckdb.connect()
    try:
        duck.execute("LOAD tpch")
    except duckdb.Error:
        import duckdb_extension_tpch  # the PyPI package that ships the extension file

        folder = Path(duckdb_extension_tpch.__file__).parent
        duck.execute(f"LOAD '{next(folder.rglob('tpch.duckdb_extension'))}'")
    duck.execute(f"CALL dbgen(sf={scale_factor})")
    path.unlink(missing_ok=True)
    con = sqlite3.connect(path)
    con.executescript(SCHEMA)
    for table in TABLES:
        columns = [r[1] for r in con.execute(f"PRAGMA table_info({table})")]
        rows = duck.execute(f"SELECT {', '.join(f'CAST({c} AS VARCHAR)' if c.endswith('date') else c for c in columns)} "
                            f"FROM {table}").fetchall()
        con.executemany(f"INSERT INTO {table} VALUES ({', '.join('?' * len(columns))})",
                        [tuple(float(v) if type(v).__name__ == "Decimal" else v for v in row) for row in rows])
    con.commit()
    con.execute("VACUUM")
    con.close()


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("db", type=Path)
    parser.add_argument("--make", action="store_true", help="generate the TPC-H SQLite file first")
    parser.add_argument("--policy", nargs="+", default=["baseline", "expert"])
    args = parser.parse_args(argv)
    if args.make:
        make_database(args.db)
        print(f"wrote {args.db} ({args.db.stat().st_size / 1e6:.1f} MB)")
        return
    for policy in args.policy:
        started = time.perf_counter()
        report = evaluate_index(policy, db=str(args.db), workload=str(WORKLOAD))
        print(format_index_report(report))
        print(f"{policy}: evaluation took {time.perf_counter() - started:.1f} s (target < 120 s)\n")


if __name__ == "__main__":
    main()
