"""Eval reports, one source for every reader: the Results tab, the Train tab's adapter list, the README and the
model card all read the same JSON files through this module, so they cannot disagree.

    python -m agent.reports                         # every report found, one line each
    python -m agent.reports --check README.md assets/adapters/smollm2-135m-sql-agent/README.md
    python -m agent.reports --write README.md assets/adapters/smollm2-135m-sql-agent/README.md

A report is what ``python -m agent.evaluate ... --json FILE`` writes ({"overall", "by_db", "by_difficulty",
"episodes"}). They are found in:
- ``assets/adapters/<name>/eval/``: the shipped adapter's evaluations, described by ``eval/index.json`` (each file's
  row label and command; ``"weights": true`` marks the evaluation of the weights shipped in that folder);
- ``bench/data/`` and the runs folder (``$SQL_STUDIO_RUNS``, default ``runs/``), searched recursively; a training
  job's best adapter carries its held-out tracking report in ``best/eval/tracking.json`` (models/tracking.py).

A Markdown file holds a generated table between ``<!-- results: FOLDER -->`` and ``<!-- /results -->``; ``--write``
regenerates it from FOLDER's reports and ``--check`` fails when the text there differs from the files.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHIPPED_ADAPTERS = ROOT / "assets" / "adapters"
BENCH_DATA = ROOT / "bench" / "data"
RUNS_ENV = "SQL_STUDIO_RUNS"  # where training runs and eval JSONs of this machine live
INDEX_FILE = "index.json"  # an eval folder's manifest: row labels, commands, which row the shipped weights are
TRACKING_FILE = "tracking.json"  # a job adapter's held-out tracking report (models/tracking.py)
REQUIRED_KEYS = {"overall", "by_db", "by_difficulty"}
SKIPPED_DIRS = ("checkpoint-", "eval-step-")  # trainer checkpoints and tracking scratch: no reports inside
MAX_OTHER_REPORTS = 30  # newest reports from runs/ and bench/ shown; shipped ones are always all shown
MARKER = re.compile(r"(<!-- results: (?P<folder>[^ ]+) -->\n)(?P<body>.*?)(<!-- /results -->)", re.S)
DIFFICULTIES = ("easy", "medium", "hard")


def runs_dir() -> Path:
    """The runs folder: training jobs (``jobs/``), CLI runs and eval JSONs (``$SQL_STUDIO_RUNS`` or ``runs/``)."""
    return Path(os.environ.get(RUNS_ENV) or ROOT / "runs")


def default_report_dirs() -> tuple[Path, ...]:
    return (SHIPPED_ADAPTERS, BENCH_DATA, runs_dir())


@dataclass
class Report:
    """One eval report file and what it is."""

    label: str  # the row's name ("SFT (320 steps)", "job 20261124-1010-ab12 best (tracking)")
    path: Path
    data: dict
    source: str  # "shipped", "bench" or "runs"
    command: str = ""  # how it was produced, when the manifest says
    weights: bool = False  # True: the evaluation of the adapter shipped in the same folder
    meta: dict = field(default_factory=dict)  # a tracking report's own description (tasks, step, adapter)

    @property
    def accuracy(self) -> float:
        return float(self.data["overall"]["accuracy"])

    @property
    def n(self) -> int:
        return int(self.data["overall"]["n"])


def is_report(data) -> bool:
    return isinstance(data, dict) and REQUIRED_KEYS <= data.keys()


def _read(path: Path) -> dict | None:
    try:
        data = json.loads(path.read_text())
    except (OSError, ValueError):
        return None
    return data if is_report(data) else None


def manifest(folder: Path) -> dict:
    """An eval folder's index.json ({} when there is none or it does not parse)."""
    try:
        data = json.loads((Path(folder) / INDEX_FILE).read_text())
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def folder_reports(folder: Path, source: str = "shipped") -> list[Report]:
    """The reports of one eval folder in its manifest's order (files it does not list follow, by name)."""
    folder = Path(folder)
    index = manifest(folder)
    rows = [r for r in index.get("reports", []) if isinstance(r, dict) and r.get("file")]
    listed = {r["file"] for r in rows}
    rows += [{"file": p.name} for p in sorted(folder.glob("*.json")) if p.name not in listed | {INDEX_FILE}]
    owner = folder.parent.name
    reports = []
    for row in rows:
        data = _read(folder / row["file"])
        if data is not None:
            label = row.get("label") or f"{owner}: {Path(row['file']).stem}"
            reports.append(Report(label, folder / row["file"], data, source, row.get("command", ""),
                                  bool(row.get("weights")), data.get("meta") or {}))
    return reports


def _label(path: Path, root: Path, data: dict) -> str:
    relative = path.relative_to(root)
    parts = relative.parts
    if path.name == TRACKING_FILE and "out" in parts:  # jobs/<id>/out/best/eval/tracking.json
        job = parts[parts.index("out") - 1]
        step = (data.get("meta") or {}).get("step")
        return f"job {job} best" + (f" (step {step}, tracking)" if step is not None else " (tracking)")
    return str(relative.with_suffix(""))


def _walk(folder: Path):
    for path in sorted(folder.iterdir()):
        if path.is_dir() and not path.name.startswith(SKIPPED_DIRS):
            yield from _walk(path)
        elif path.suffix == ".json":
            yield path


def find_reports(folders=None) -> list[Report]:
    """Every report under ``folders`` (default: shipped adapters, bench/data, the runs folder): shipped ones first
    (each adapter's manifest order), then the others newest first."""
    folders = [Path(f) for f in (default_report_dirs() if folders is None else folders)]
    shipped, others, seen = [], [], set()
    for folder in folders:
        if not folder.is_dir():
            continue
        for eval_dir in sorted(folder.glob("*/eval")):  # an adapters folder: <name>/eval/*.json
            for report in folder_reports(eval_dir):
                seen.add(report.path.resolve())
                shipped.append(report)
        if (folder / INDEX_FILE).exists():  # an eval folder itself
            for report in folder_reports(folder):
                seen.add(report.path.resolve())
                shipped.append(report)
    for folder in folders:
        if not folder.is_dir():
            continue
        source = "bench" if folder.resolve() == BENCH_DATA.resolve() else "runs"
        for path in _walk(folder):
            if path.resolve() in seen:
                continue
            data = _read(path)
            if data is not None:
                seen.add(path.resolve())
                others.append(Report(_label(path, folder, data), path, data, source, meta=data.get("meta") or {}))
    others.sort(key=lambda r: r.path.stat().st_mtime, reverse=True)
    return shipped + others[:MAX_OTHER_REPORTS]


def adapter_report(adapter: str | Path) -> Report | None:
    """The evaluation of an adapter folder's own weights: the manifest's ``weights`` row, else its tracking report."""
    folder = Path(adapter) / "eval"
    if not folder.is_dir():
        return None
    reports = folder_reports(folder, "adapter")
    return next((r for r in reports if r.weights), None) or next(
        (r for r in reports if r.path.name == TRACKING_FILE), None)


# ---------------------------------------------------------------------------------------------- Markdown


def cell(stats: dict | None) -> str:
    """"15.4% (2/13)": accuracy and the counts behind it."""
    if not stats:
        return "–"
    n = int(stats["n"])
    return f"{stats['accuracy']:.1%} ({round(stats['accuracy'] * n)}/{n})"


def markdown_table(reports: list[Report]) -> str:
    """The README's table: one row per report, accuracy per difficulty and per database, overall, mean steps."""
    difficulties = [d for d in DIFFICULTIES if any(d in r.data["by_difficulty"] for r in reports)]
    databases = sorted({db for r in reports for db in r.data["by_db"]})
    header = ["row", *difficulties, *databases, "overall", "mean steps", "file"]
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    for r in reports:
        name = f"{r.label} ★" if r.weights else r.label
        cells = [name, *(cell(r.data["by_difficulty"].get(d)) for d in difficulties),
                 *(cell(r.data["by_db"].get(db)) for db in databases), f"**{cell(r.data['overall'])}**",
                 f"{r.data['overall']['mean_steps']:.2f}", f"`{r.path.name}`"]
        lines.append("| " + " | ".join(cells) + " |")
    shipped = next((r for r in reports if r.weights), None)
    if shipped is not None:
        lines += ["", f"★ the weights shipped in `{shipped.path.parent.parent.relative_to(ROOT)}`: "
                      f"**{cell(shipped.data['overall'])}** held-out (`{shipped.path.relative_to(ROOT)}`)."]
    return "\n".join(lines)


def render_block(folder: str) -> str:
    return markdown_table(folder_reports(ROOT / folder)) + "\n"


def refresh_markdown(text: str) -> str:
    """``text`` with every results block regenerated from its folder."""
    return MARKER.sub(lambda m: m.group(1) + render_block(m.group("folder")) + m.group(4), text)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m agent.reports", description=__doc__.splitlines()[0])
    action = parser.add_mutually_exclusive_group()
    action.add_argument("--check", nargs="+", type=Path, metavar="MD", help="fail when a results block is stale")
    action.add_argument("--write", nargs="+", type=Path, metavar="MD", help="regenerate the results blocks")
    args = parser.parse_args(argv)
    if args.check or args.write:
        stale = []
        for path in args.check or args.write:
            text = path.read_text()
            fresh = refresh_markdown(text)
            if not MARKER.search(text):
                stale.append(f"{path}: no <!-- results: FOLDER --> block")
            elif fresh != text:
                if args.write:
                    path.write_text(fresh)
                    print(f"{path}: updated")
                else:
                    stale.append(f"{path}: the results table differs from the eval files (run --write)")
        for line in stale:
            print(line, file=sys.stderr)
        return 1 if stale else 0
    for report in find_reports():
        print(f"{report.accuracy:7.1%}  n={report.n:<4d} {report.source:8s} {report.label}  ({report.path})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
