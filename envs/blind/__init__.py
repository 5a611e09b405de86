"""Blind trials: twenty small business databases, each with 36 hand-written questions and their gold SQL, written by
helpers who had never seen this project's code (the baseline rounds of the README's *Evaluate* section).

Each folder ``<db_id>_<n>`` holds ``make.py`` (a seeded generator that writes ``database/<db_id>/<db_id>.sqlite``
beside itself, standard library only) and ``dev.json`` (the questions, Spider layout). A database is built once into
the cache folder (``$SQL_STUDIO_CACHE`` or ``~/.cache/sql-agent-studio``) under a name that carries a hash of its
generator, as the built-in databases are, so nothing needs the network.

Natural questions over schemas written by other hands are the material the factory's generated questions lack, so
the SFT recipe may train on the ``train`` trials (models/sft_data.py, ``blind_trials``); the ``validation`` trials
are kept for choices (which save to ship) and never trained on or reported as a test set.

    python -m envs.blind                 # build every trial database and print its size and questions
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
from functools import cache
from pathlib import Path

from envs.analyst.spider import load_spider
from envs.analyst.tasks import Task
from envs.databases import cache_dir

HERE = Path(__file__).parent
# four trials of domains no other trial has, kept for choices; the other sixteen may be trained on
VALIDATION = ("language_school_56", "yoga_studio_58", "farm_shop_59", "print_studio_60")
SPLITS = ("train", "validation")
BUILD_SECONDS = 300  # one generator's time limit (each takes a few seconds)


def trials(split: str | None = None) -> list[str]:
    """The trial folders' names, sorted; only those of ``split`` when given."""
    if split is not None and split not in SPLITS:
        raise ValueError(f"split must be one of {', '.join(SPLITS)}; got {split!r}")
    names = sorted(p.name for p in HERE.iterdir() if (p / "make.py").is_file())
    return [n for n in names if split is None or (n in VALIDATION) == (split == "validation")]


@cache
def database_dir(name: str) -> Path:
    """The Spider ``database`` folder of trial ``name``, built on first use: its generator runs in a fresh folder
    named by a hash of the trial's files, and the folder is moved into place only once the build succeeded."""
    source = HERE / name
    digest = hashlib.sha256(b"".join(p.read_bytes() for p in sorted(source.glob("*.py")))).hexdigest()[:12]
    target = cache_dir() / "blind" / f"{name}-{digest}"
    if not (target / "database").is_dir():
        target.parent.mkdir(parents=True, exist_ok=True)
        work = Path(tempfile.mkdtemp(dir=target.parent, prefix=f".{name}-"))
        try:
            for script in source.glob("*.py"):
                shutil.copy(script, work / script.name)
            for db_id in {item["db_id"] for item in json.loads((source / "dev.json").read_text())}:
                (work / "database" / db_id).mkdir(parents=True, exist_ok=True)  # not every generator makes it
            run = subprocess.run([sys.executable, "make.py"], cwd=work, capture_output=True, text=True,
                                 timeout=BUILD_SECONDS)
            if run.returncode != 0:  # say which trial and why, not only an exit status
                raise RuntimeError(f"blind trial {name}: make.py failed: {run.stderr.strip()[-500:]}")
            os.replace(work, target)  # atomic: a concurrent build of the same trial leaves one whole copy
        except OSError:
            if not (target / "database").is_dir():
                raise
        finally:
            shutil.rmtree(work, ignore_errors=True)
    return target / "database"


def trial_tasks(name: str) -> list[Task]:
    """Trial ``name``'s questions as tasks over its built database, named by the trial (two trials are driving
    schools, and a trial's db_id may be a built-in database's name): task ids ``blind/<name>/<i>``."""
    return [Task(f"blind/{name}/{t.task_id.split('/')[-1]}", name, t.question, t.gold_sql, t.difficulty, "blind",
                 t.db_path) for t in load_spider(HERE / name / "dev.json", database_dir(name))]


def blind_tasks(split: str) -> list[Task]:
    """Every question of the trials of ``split``."""
    return [task for name in trials(split) for task in trial_tasks(name)]


def main() -> None:
    for name in trials():
        tasks = trial_tasks(name)
        size = sum(p.stat().st_size for p in database_dir(name).rglob("*.sqlite"))
        split = "validation" if name in VALIDATION else "train"
        print(f"{name:22} {split:10} {len(tasks):3} questions  {size / 1e6:5.1f} MB  {database_dir(name)}")


if __name__ == "__main__":
    main()
