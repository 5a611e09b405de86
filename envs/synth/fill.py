"""The rows of a planned database: every column drawn at once, parents before children, keys that hold.

References follow a skewed popularity (a few customers place most orders, some none), a hierarchy points only
upwards (an employee's manager was hired before), a link table holds each pair once, and lookup references carry
the category words as well as the ids so later columns can depend on them. Checked by
``python -m pytest -q tests/test_synth.py``.
"""

from __future__ import annotations

import random

from envs.synth.plan import ColumnPlan, Plan, TablePlan
from envs.synth.pools import Pools
from envs.synth.values import Ctx, Draft, popularity

BOSS_SHARE = 0.12  # share of a hierarchy's rows that others report to
BOSS_SKEW = 0.8  # lognormal sigma of how many reports each boss has
PAIR_TRIES = 4  # rounds of redrawing pairs before a link table settles for fewer rows


def fill(plan: Plan) -> dict[str, list[tuple]]:
    """Table key -> its rows as tuples in column order."""
    rng = random.Random(f"synth/{plan.seed}/data")
    ctx = Ctx(rng, Pools(plan.locale, rng), plan.start, plan.end)
    out = {}
    for table in plan.tables:
        draft = Draft(table.rows, parents={c.key: c.parent for c in table.columns if c.parent})
        ctx.drafts[table.key] = draft
        if table.pair:
            _draw_pairs(ctx, table, draft)
        for column in table.columns:
            if column.key in draft.columns:
                continue
            draft.columns[column.key] = _draw(ctx, table, column, draft)
        out[table.key] = list(zip(*(draft.columns[c.key] for c in table.columns)))
    return out


def _draw(ctx: Ctx, table: TablePlan, column: ColumnPlan, draft: Draft) -> list:
    rng, n = ctx.rng, draft.rows
    if column.kind == "id":
        return list(range(1, n + 1))
    if column.kind != "ref":
        values = column.gen.draw(ctx, n, draft)
    elif column.gen is not None:  # a lookup reference: draw the words, store their ids
        words = column.gen.draw(ctx, n, draft)
        ids = {word: i for i, word in enumerate(column.gen.choices, start=1)}
        draft.labels[column.key] = words
        values = [ids[w] for w in words]
    elif column.parent == table.key:
        values = _hierarchy(rng, n)
    else:
        values = _references(ctx, column, n)
    if column.nulls:
        values = [None if rng.random() < column.nulls else v for v in values]
        if column.key in draft.labels:
            draft.labels[column.key] = [None if v is None else w for v, w in zip(values, draft.labels[column.key])]
    if column.ref is not None and column.ref.unlike in draft.columns:
        count = ctx.drafts[column.parent].rows
        values = [v % count + 1 if v is not None and v == other else v
                  for v, other in zip(values, draft.columns[column.ref.unlike])]
    return values


def _references(ctx: Ctx, column: ColumnPlan, n: int) -> list[int]:
    count = ctx.drafts[column.parent].rows
    cumulative = popularity(ctx.rng, count, column.ref.skew, column.ref.idle)
    return ctx.rng.choices(range(1, count + 1), cum_weights=cumulative, k=n)


def _hierarchy(rng: random.Random, n: int) -> list[int | None]:
    """Row 1 reports to nobody; the first bosses report to earlier ones, everyone else to a boss."""
    bosses = max(2, round(n * BOSS_SHARE))
    cumulative = popularity(rng, bosses, BOSS_SKEW, 0.0)
    out: list[int | None] = [None]
    for row in range(2, n + 1):
        if row <= bosses:
            out.append(rng.randint(1, row - 1))
        else:
            out.append(rng.choices(range(1, bosses + 1), cum_weights=cumulative)[0])
    return out


def _draw_pairs(ctx: Ctx, table: TablePlan, draft: Draft) -> None:
    """The two references of a link table, each pair once (student x course enrolled once)."""
    first, second = [c for c in table.columns if c.ref is not None][:2]
    weights = {c.key: popularity(ctx.rng, ctx.drafts[c.parent].rows, c.ref.skew, c.ref.idle) for c in (first, second)}
    pairs: dict[tuple[int, int], None] = {}
    for _ in range(PAIR_TRIES):
        missing = draft.rows - len(pairs)
        if missing <= 0:
            break
        lefts, rights = (ctx.rng.choices(range(1, ctx.drafts[c.parent].rows + 1), cum_weights=weights[c.key],
                                         k=missing * 2) for c in (first, second))
        pairs.update(dict.fromkeys(zip(lefts, rights)))
    chosen = list(pairs)[:draft.rows]
    draft.rows = len(chosen)
    draft.columns[first.key] = [a for a, _ in chosen]
    draft.columns[second.key] = [b for _, b in chosen]
