"""What every value generator shares: the build context, the table being drawn, and reading earlier columns.

A generator is a frozen dataclass with a ``kind`` (the logical type: text, int, float, money, date, stamp, flag)
and ``draw(ctx, n, draft) -> list`` that draws a whole column at once from ``ctx.rng``. Derived generators read
columns drawn before them in the same row (``"start_date"``) or through a reference (``"product_id.price"``).
Checked by ``python -m pytest -q tests/test_synth.py``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import date
from itertools import accumulate

from envs.synth.pools import Pools

UNIQUE_TRIES = 8  # redraws before a label or code may repeat


@dataclass
class Draft:
    """One table while it is drawn: its columns so far (key -> values) and where its references point."""
    rows: int
    columns: dict[str, list] = field(default_factory=dict)  # as inserted: ids for references
    labels: dict[str, list] = field(default_factory=dict)  # the words behind lookup references ("Books", not 3)
    parents: dict[str, str] = field(default_factory=dict)  # reference key -> parent entity key


@dataclass
class Ctx:
    rng: random.Random
    pools: Pools
    start: date  # first day of the business's history in this database
    end: date  # the last day in the data: "today" for open bookings, unpaid invoices, current employees
    drafts: dict[str, Draft] = field(default_factory=dict)  # entity key -> its drawn table


def source(ctx: Ctx, draft: Draft, key: str) -> list | None:
    """Values of ``key`` in this table, or of ``"ref.column"`` in the parent row each reference points to."""
    if "." not in key:
        return draft.labels[key] if key in draft.labels else draft.columns.get(key)
    ref, column = key.split(".", 1)
    ids, parent = draft.columns.get(ref), ctx.drafts.get(draft.parents.get(ref, ""))
    if ids is None or parent is None:
        return None
    values = parent.labels[column] if column in parent.labels else parent.columns.get(column)
    if values is None:
        return None
    return [None if i is None else values[i - 1] for i in ids]


def popularity(rng: random.Random, count: int, skew: float, idle: float) -> list[float]:
    """Cumulative weights of ``count`` parents: lognormal popularity, a share ``idle`` of them never chosen."""
    weights = [0.0 if rng.random() < idle else rng.lognormvariate(0, skew) for _ in range(count)]
    if not any(weights):
        weights[rng.randrange(count)] = 1.0
    return list(accumulate(weights))


def unique_rows(rows, make) -> list:
    """``make(row)`` for each row, redrawn up to UNIQUE_TRIES times while it repeats an earlier value."""
    seen: set = set()  # membership only, never iterated: string hashing cannot change the output
    out = []
    for row in rows:
        for _ in range(UNIQUE_TRIES):
            value = make(row)
            if value not in seen:
                break
        seen.add(value)
        out.append(value)
    return out
