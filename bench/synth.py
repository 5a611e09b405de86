"""The database factory and the question generator at scale: build time, yield, variety, and why candidates fail.

    python -m bench synth [--databases 30] [--start 0] [--json out.json]

For each factory seed it builds the database in a temporary folder (timed), generates questions on it (timed,
fresh: no cache), and reports medians and p90s over the databases, questions kept per difficulty, distinct
questions and question kinds (templates), and the candidates rejected by reason. The built-in databases get one line each.
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
from collections import Counter
from pathlib import Path

from envs import synth
from envs.analyst.generate import generate_report
from envs.analyst.tasks import DIFFICULTIES
from envs.databases import BUILTIN_DATABASES, database_path


def p90(values: list[float]) -> float:
    return sorted(values)[max(0, int(round(0.9 * len(values))) - 1)] if values else 0.0


def measure(path: Path, db: str) -> dict:
    report = generate_report(path, db)
    counts = report.by_difficulty()
    return {"db": db, "generate_seconds": report.seconds, "candidates": report.candidates, "checked": report.checked,
            "kept": len(report.tasks), **counts, "rejected": dict(report.rejected),
            "questions": [t.question for t in report.tasks],
            "kinds": [t.task_id.split("/")[1] for t in report.tasks]}  # task ids are db/kind/table/...


def main(argv: list[str] | None = None) -> dict:
    parser = argparse.ArgumentParser(prog="python -m bench synth", description=__doc__.splitlines()[0])
    parser.add_argument("--databases", type=int, default=30, help="factory seeds to build and generate on")
    parser.add_argument("--start", type=int, default=0, help="first seed")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args(argv)
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        for seed in range(args.start, args.start + args.databases):
            path = Path(folder) / f"{seed}.sqlite"
            started = time.perf_counter()
            info = synth.build_database(seed, path)
            build = time.perf_counter() - started
            rows.append(measure(path, synth.database_name(seed)) | {
                "seed": seed, "domain": info.domain, "split": info.split, "naming_style": info.naming_style,
                "tables": len(info.tables), "rows": info.rows, "build_seconds": round(build, 4)})
    builtins = [measure(database_path(name), name) for name in BUILTIN_DATABASES]

    rejected = Counter()
    for row in rows:
        rejected.update(row["rejected"])
    questions = [q for row in rows for q in row["questions"]]
    full = sum(all(row[d] >= 20 for d in DIFFICULTIES) for row in rows)
    summary = {
        "databases": len(rows), "domains": len({r["domain"] for r in rows}),
        "naming_styles": len({r["naming_style"] for r in rows}),
        "build_seconds_median": round(statistics.median(r["build_seconds"] for r in rows), 4),
        "build_seconds_p90": round(p90([r["build_seconds"] for r in rows]), 4),
        "generate_seconds_median": round(statistics.median(r["generate_seconds"] for r in rows), 3),
        "generate_seconds_p90": round(p90([r["generate_seconds"] for r in rows]), 3),
        "questions_median": statistics.median(r["kept"] for r in rows),
        **{f"{d}_median": statistics.median(r[d] for r in rows) for d in DIFFICULTIES},
        "databases_with_20_per_difficulty": full,
        "questions": len(questions), "distinct_questions": len(set(questions)),
        "question_kinds": len({k for row in rows for k in row["kinds"]}),
        "candidates": sum(r["candidates"] for r in rows), "checked": sum(r["checked"] for r in rows),
        "rejected": dict(rejected.most_common()),
    }
    print(f"factory databases {args.start}..{args.start + args.databases - 1}: {summary['domains']} domains, "
          f"{summary['naming_styles']} naming styles")
    print(f"{'':34s} {'median':>8s} {'p90':>8s}")
    print(f"{'build seconds per database':34s} {summary['build_seconds_median']:8.3f} {summary['build_seconds_p90']:8.3f}")
    print(f"{'generate seconds per database':34s} {summary['generate_seconds_median']:8.3f} {summary['generate_seconds_p90']:8.3f}")
    print(f"{'questions kept per database':34s} {summary['questions_median']:8.1f}   "
          + "  ".join(f"{d} {summary[d + '_median']:.0f}" for d in DIFFICULTIES))
    print(f"databases with >= 20 questions at every difficulty: {full} of {len(rows)}")
    print(f"questions {summary['questions']}, distinct {summary['distinct_questions']}, "
          f"question kinds {summary['question_kinds']}")
    print(f"candidates {summary['candidates']}, checked {summary['checked']}, rejected: "
          + ", ".join(f"{k} {v}" for k, v in rejected.most_common()))
    print(f"{'built-in database':18s} {'seconds':>8s} {'easy':>5s} {'medium':>6s} {'hard':>5s} {'checked':>8s}  rejected")
    for b in builtins:
        print(f"{b['db']:18s} {b['generate_seconds']:8.2f} {b['easy']:5d} {b['medium']:6d} {b['hard']:5d} {b['checked']:8d}  "
              + ", ".join(f"{k} {v}" for k, v in sorted(b["rejected"].items(), key=lambda kv: -kv[1])))
    result = {"summary": summary, "databases": rows, "builtins": builtins}
    if args.json:
        args.json.write_text(json.dumps(result, indent=1))
    return result


if __name__ == "__main__":
    main()
