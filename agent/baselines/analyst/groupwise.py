"""Shapes that rank or compare things within groups, built on ``Shapes.ranked`` (the asked things and their figure):

- the top item within each group: "for each store, who sold the most?" -> RANK() OVER (PARTITION BY store) = 1,
  one row per group (more on a tie, as the question would have it);
- groups against the average group: "which vendors have more spend than the average vendor?" -> the things whose
  figure is above (or below) the mean of all their figures; "how many ..." counts them.

    plan = top_per_group(shapes)      # or group_average(shapes); both raise CannotAnswer when a slot is unclear
"""

from __future__ import annotations

import dataclasses
import re

from envs.sandbox import quote_identifier as quote

from agent.baselines.analyst.planner import Plan
from agent.baselines.analyst.query import CannotAnswer, Select

BELOW_WORDS = frozenset({"fewer", "less", "lower", "below", "under", "smaller", "worse"})
OWN_WORDS = frozenset({"their", "its"})
COMPARATIVES = frozenset({"more", "higher", "above", "greater", "bigger", "larger", "over", "exceed", "exceeds",
                          "exceeding", "better"}) | BELOW_WORDS


def top_per_group(shapes) -> Plan:
    """The best (or worst) thing in each group, with its figure: one ranked query partitioned by the group."""
    r = shapes.r
    group = shapes.group_link()
    if group is None:
        raise CannotAnswer("it asks for the top item in each group, and I could not tell the groups")
    if r.limit and r.limit > 1:
        raise CannotAnswer(f"it asks for the top {r.limit} in each group")
    if shapes.asked_period():  # "for each year, which month had the most check-ins"
        query, name, value = shapes.period_ranked(shapes.asked_period(), group)
    else:
        query, name, value = shapes.ranked(r.count_pivot, r.counts, group)
    label = query.select[0]
    if label.expr == name.expr:  # "best reviews ... for each pitch type": the groups are the ranked things
        raise CannotAnswer("it ranks the groups themselves, so each group's top would be the group")
    direction = "ASC" if r.direction < 0 else "DESC"
    query.select.append(Select(f"RANK() OVER (PARTITION BY {label.expr} ORDER BY {value.expr} {direction})",
                               "rank", True))
    plan = shapes.finish(query, "group")
    columns = ", ".join(quote(s.alias) for s in (label, name, value))
    sql = f"SELECT {columns} FROM ({plan.sql}) WHERE {quote('rank')} = 1 ORDER BY 1, 2"
    return dataclasses.replace(plan, sql=sql, top=None, names_first=False)


def _own_group(shapes, pivot: int):
    """"Priced above the average for their category", "paid more than the average rate in their role": the group
    whose average each thing is measured against (a column or table said after "for/in their"), or None."""
    tokens = shapes.r.tokens
    for i in range(pivot + 1, len(tokens) - 1):
        if tokens[i].lower in OWN_WORDS and tokens[i - 1].lower in ("for", "in", "within", "across"):
            return shapes.roles.after(i + 1, 1, kinds=("table", "column"), tokens=tokens)
    return None


def group_average(shapes) -> Plan:
    """Things whose figure beats the average thing's: "which specialties have more trainers than average"."""
    r = shapes.r
    words = [t.lower for t in r.tokens]
    pivot = next((i for i, w in enumerate(words) if w in COMPARATIVES), None)
    if pivot is None or not re.search(r"\b(average|mean)\b", r.text):
        raise CannotAnswer("I could not tell what is compared with the average")
    counted = shapes.roles.after(pivot + 1, 4, kinds=("table", "column"), tokens=r.tokens)
    counts = counted is not None and counted.kind == "table"  # "more trainers than": a count; "more quantity": a sum
    own = _own_group(shapes, pivot)
    query, name, value = shapes.ranked(pivot, counts, own, average=False)  # "the average X" is the comparison
    asked = shapes.roles.asked
    shapes.roles.used |= {l.start for l in shapes.roles.links if asked is not None and l.start > pivot and (
        l.table, l.column) == (asked.table, asked.column) and l.kind == asked.kind}  # "than the average college"
    below = words[pivot] in BELOW_WORDS
    plan = shapes.finish(query, "list", names_first=True)
    figure, average = quote(value.alias), f"(SELECT AVG({quote(value.alias)}) FROM ranked)"
    if own is not None:  # each thing against the average of its own group
        average = quote("group average")
        plan = dataclasses.replace(plan, sql=f"SELECT *, AVG({figure}) OVER (PARTITION BY "
                                             f"{quote(query.select[0].alias)}) AS {average} FROM ({plan.sql})")
    test = f"{figure} {'<' if below else '>'} {average}"
    if r.count_at is not None:
        sql = f"WITH ranked AS ({plan.sql}) SELECT COUNT(*) AS {quote(name.alias)} FROM ranked WHERE {test}"
        return dataclasses.replace(plan, sql=sql, shape="count", names_first=False)
    shown = quote(name.alias) + (f", {quote(query.select[0].alias)}" if own is not None else "")  # (the group too)
    sql = (f"WITH ranked AS ({plan.sql}) SELECT {shown}, {figure} FROM ranked WHERE {test} "
           f"ORDER BY {figure} {'ASC' if below else 'DESC'}, 1")
    return dataclasses.replace(plan, sql=sql)
