"""Task sets beyond the built-in task banks: generated questions over factory databases, or over any SQLite file.

Both draw a seeded sample of each difficulty from the generator's verified questions, so a set is the same for
every policy and every run. Factory sets follow the factory's split by domain: ``heldout`` databases come from
domains that training never sees.

    tasks = factory_tasks("heldout", databases=20, per_difficulty=4)   # 240 tasks over 20 held-out databases
    tasks = factory_tasks("validation", databases=12, per_difficulty=1)  # held-out domains, for choosing only
    tasks = file_tasks("shop.sqlite", per_difficulty=10)
    sets = benchmark_sets(databases=20, per_difficulty=4)            # what the benchmarks report, by name
"""

from __future__ import annotations

import random
from pathlib import Path

from envs.analyst.generate import generate_tasks
from envs.analyst.tasks import DIFFICULTIES, Task, builtin_tasks


def sample_by_difficulty(tasks: list[Task], per_difficulty: int, rng: random.Random) -> list[Task]:
    """Up to ``per_difficulty`` tasks of each difficulty, drawn with ``rng`` (the generator's order is by family)."""
    out = []
    for difficulty in DIFFICULTIES:
        pool = [t for t in tasks if t.difficulty == difficulty]
        out += rng.sample(pool, min(per_difficulty, len(pool)))
    return out


VALIDATION_SEEDS_FROM = 1_000_000  # "validation": held-out domains' databases far above every seed a figure reports
FACTORY_SETS = ("train", "heldout", "validation")


def factory_tasks(split: str, databases: int, per_difficulty: int, seed: int = 0, start: int = 0) -> list[Task]:
    """Generated questions over the first ``databases`` factory databases of ``split`` (from seed ``start`` on).
    ``validation`` is the held-out domains from seed ``VALIDATION_SEEDS_FROM`` on: for choices (which checkpoint,
    which setting), so that no reported test set makes them."""
    from envs import synth  # the factory builds (and caches) each database on first use

    if split == "validation":
        split, start = "heldout", start + VALIDATION_SEEDS_FROM
    tasks = []
    for db_seed in synth.seeds(split, databases, start):
        path = synth.database_path(db_seed)
        generated = generate_tasks(path, synth.database_name(db_seed), split=split)
        tasks += sample_by_difficulty(generated, per_difficulty, random.Random(f"{seed}/{db_seed}"))
    return tasks


def file_tasks(path: str | Path, per_difficulty: int, seed: int = 0, db: str | None = None) -> list[Task]:
    """Generated questions over the SQLite file at ``path`` (opened read-only)."""
    return sample_by_difficulty(generate_tasks(path, db), per_difficulty, random.Random(seed))


def benchmark_sets(databases: int, per_difficulty: int) -> dict[str, list[Task]]:
    """The sets the schema benchmarks report on: every built-in task, then generated questions over the first
    ``databases`` factory databases of the training and of the held-out domains."""
    return {"built-in tasks": list(builtin_tasks()),
            **{f"factory {split}": factory_tasks(split, databases, per_difficulty) for split in ("train", "heldout")}}
