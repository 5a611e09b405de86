"""Command line of the database factory: build one database, or survey many and summarise their variety.

    python -m envs.synth build --seed 7 --out /tmp/synth-7.sqlite
    python -m envs.synth survey --count 300 --json /tmp/survey.json
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
from collections import Counter
from pathlib import Path

from envs.synth.build import SynthDatabase, build_database

P90 = 0.9  # the slow-build percentile reported next to the median


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m envs.synth", description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    build = commands.add_parser("build", help="write the database of one seed")
    build.add_argument("--seed", type=int, required=True)
    build.add_argument("--out", type=Path, required=True, help="the .sqlite file to write (replaced)")
    survey = commands.add_parser("survey", help="build seeds start..start+count-1 in a temporary folder")
    survey.add_argument("--count", type=int, required=True)
    survey.add_argument("--start", type=int, default=0)
    survey.add_argument("--json", type=Path, required=True, help="where to write {databases, summary}")
    args = parser.parse_args(argv)
    if args.command == "build":
        print(one_line(build_database(args.seed, args.out), args.out))
        return 0
    report = run_survey(args.start, args.count)
    args.json.parent.mkdir(parents=True, exist_ok=True)
    args.json.write_text(json.dumps(report, indent=1) + "\n")
    print(format_summary(report["summary"]))
    print(f"wrote {args.json}")
    return 0


def one_line(info: SynthDatabase, path: Path) -> str:
    tables = ", ".join(f"{t.name}={t.rows:,}" for t in info.tables)
    return (f"{info.name} ({info.split}): {info.naming_style}{' plural' if info.plural_tables else ''} names, "
            f"{info.locale}, {len(info.tables)} tables, {len(info.foreign_keys)} foreign keys, {info.rows:,} rows "
            f"in {info.build_seconds:.2f}s -> {path}\n  {tables}")


def run_survey(start: int, count: int) -> dict:
    databases = []
    with tempfile.TemporaryDirectory(prefix="synth-survey-") as folder:
        for seed in range(start, start + count):
            path = Path(folder) / f"{seed}.sqlite"
            databases.append(build_database(seed, path).to_json())
            path.unlink()  # a few MB each: keep the folder small
    return {"databases": databases, "summary": summarise(databases)}


def summarise(databases: list[dict]) -> dict:
    seconds = sorted(d["build_seconds"] for d in databases)
    tables = [len(d["tables"]) for d in databases]
    table_rows = [t["rows"] for d in databases for t in d["tables"]]
    return {
        "databases": len(databases),
        "domains": len({d["domain"] for d in databases}),
        "domain_counts": dict(sorted(Counter(d["domain"] for d in databases).items())),
        "splits": dict(sorted(Counter(d["split"] for d in databases).items())),
        "naming_styles": dict(sorted(Counter(d["naming_style"] for d in databases).items())),
        "plural_tables": sum(d["plural_tables"] for d in databases),
        "locales": dict(sorted(Counter(d["locale"] for d in databases).items())),
        "distinct_schemas": len({d["schema_hash"] for d in databases}),
        "tables_per_database": {"min": min(tables), "median": statistics.median(tables), "max": max(tables)},
        "rows_per_table": {"min": min(table_rows), "median": statistics.median(table_rows), "max": max(table_rows)},
        "foreign_keys": sum(len(d["foreign_keys"]) for d in databases),
        "median_build_seconds": round(statistics.median(seconds), 4),
        "p90_build_seconds": round(seconds[min(len(seconds) - 1, int(P90 * len(seconds)))], 4),
        "max_build_seconds": round(seconds[-1], 4),
    }


def format_summary(summary: dict) -> str:
    styles = ", ".join(f"{k} {v}" for k, v in summary["naming_styles"].items())
    splits = ", ".join(f"{k} {v}" for k, v in summary["splits"].items())
    tables, rows = summary["tables_per_database"], summary["rows_per_table"]
    return "\n".join([
        f"databases          {summary['databases']}  ({splits})",
        f"domains            {summary['domains']}",
        f"naming styles      {len(summary['naming_styles'])}: {styles}; "
        f"plural table names in {summary['plural_tables']}",
        f"locales            {', '.join(f'{k} {v}' for k, v in summary['locales'].items())}",
        f"distinct schemas   {summary['distinct_schemas']}",
        f"tables/database    {tables['min']}..{tables['max']} (median {tables['median']})",
        f"rows/table         {rows['min']}..{rows['max']} (median {rows['median']})",
        f"build seconds      median {summary['median_build_seconds']}, p90 {summary['p90_build_seconds']}, "
        f"max {summary['max_build_seconds']}",
    ])


if __name__ == "__main__":
    sys.exit(main())
