"""The counted rows followed from one period into another: "how many customers ordered last year but haven't been
back this year" (lapsed), "of the patients we saw in 2024, what percentage have been back this year" (returned),
"how many dogs stayed with us for the first time in 2025" (first), "what percentage of riders have come back for a
second ride" (repeat: the share of them that did it at least twice, each thing they did planned as a row).

Each period is planned once by the ordinary count shape, as the set of the counted rows' keys (``Reading.ids``)
rather than their number; the sets are then combined: lapsed = the first period's EXCEPT the second's, returned =
the first's INTERSECT the second's, first = the period's EXCEPT every day before it. With one period named,
"haven't been back (since)" and "came back since" compare it with every day after it. Two periods may also be said
as "both in 2024 and in 2025" (returned) or "ordered in 2023 but haven't ordered since 2024" (lapsed). A percentage
is the share of the first period's rows; "which ..." lists the kept rows by name. The period must date what the
rows did (a child table's date), never the rows' own date: customers who joined in 2024 are not customers who came
in 2024.

    plan = follow_cohort(reading, plan_one, links)   # plan_one(reading) -> Plan for one period
"""

from __future__ import annotations

import dataclasses
import re

from envs.sandbox import quote_identifier as quote

from agent.baselines.analyst.linking import Link
from agent.baselines.analyst.planner import MAX_LIST_ROWS, Plan
from agent.baselines.analyst.query import CannotAnswer
from agent.baselines.analyst.reading import Reading

COMBINE = {"lapsed": "EXCEPT", "returned": "INTERSECT", "first": "EXCEPT"}


def follow_cohort(reading: Reading, plan_one, links: list[Link] = ()) -> Plan:
    spans = sorted(reading.dates, key=lambda d: d.first)
    if reading.widened and _conditions_of_deeds(reading, links, spans[0].first):
        raise CannotAnswer("it asks whether they did anything at all later, and I would keep the first period's "
                           "conditions there too")
    if reading.cohort == "repeat":
        return _repeat(reading, plan_one)
    if reading.cohort == "first":
        spans.append(dataclasses.replace(spans[0], side="before"))
    elif len(spans) == 1:  # "played in 2023 and haven't been back since"
        spans.append(dataclasses.replace(spans[0], side="after"))
    if reading.which and reading.count_at is None and reading.percent_at is None:
        return _listed(reading, plan_one, spans)
    plans = [_keys(reading, plan_one, [span]) for span in spans]
    first, second = (p.sql for p in plans)
    kept = f"SELECT * FROM ({first}) {COMBINE[reading.cohort]} SELECT * FROM ({second})"
    if reading.percent_at is None:
        return Plan(f"SELECT COUNT(*) AS {quote(plans[0].columns[0])} FROM ({kept})", "count")
    if reading.cohort == "first":
        raise CannotAnswer("it asks for a share of first-timers, and I could not tell of what")
    return Plan(f'SELECT ROUND(100.0 * (SELECT COUNT(*) FROM ({kept})) / (SELECT COUNT(*) FROM ({first})), 2) '
                f'AS "percentage"', "aggregate")


def _conditions_of_deeds(reading: Reading, links: list[Link], before: int) -> bool:
    """Whether a value said before the first period (at ``before``) restricts what the rows did, not the rows
    themselves: "students who booked a Salsa class in 2024 but haven't booked any class since" (not "which pubs
    ordered in 2023 but haven't ordered since": pubs they stay)."""
    at = reading.count_at if reading.count_at is not None else None if reading.wh_at is None else reading.wh_at + 1
    asked = next((l.table for l in links if l.start == at), None)
    return any(l.kind in ("value", "mention") and l.start < before and l.table != asked for l in links)


def _listed(reading: Reading, plan_one, spans: list) -> Plan:
    """"Which pubs ordered from us in 2023 but haven't placed an order since 2024": the names of the things each
    period lists, combined."""
    return _combined_lists(reading, [(plan_one, [span]) for span in spans], COMBINE[reading.cohort])


def _combined_lists(reading: Reading, sides: list, combine: str) -> Plan:
    """The names each side lists (``sides``: its planner and its periods), combined by ``combine``; answered only
    where their keys, combined the same way, are as many (two pubs of one name, one lapsed and one not, are not told
    apart by names)."""
    plans = []
    for plan_one, dates in sides:
        plan = plan_one(dataclasses.replace(reading, dates=list(dates), cohort=None, grammar=set(reading.grammar),
                                            phrases=set(reading.phrases)))
        if plan.shape != "list" or not plan.names_first:
            raise CannotAnswer("it follows things over time, and I could only do that for a count or a list of names")
        plans.append(plan)
    asked = dataclasses.replace(reading, count_at=None if reading.wh_at is None else reading.wh_at + 1)
    keys = [_keys(asked, plan_one, dates).sql for plan_one, dates in sides]
    first, second = (re.sub(r" LIMIT \d+$", "", p.sql) for p in plans)  # (each list whole: the limit is the answer's)
    names = f"SELECT * FROM ({first}) {combine} SELECT * FROM ({second})"
    ids = f"SELECT * FROM ({keys[0]}) {combine} SELECT * FROM ({keys[1]})"
    return Plan(f"SELECT * FROM ({names}) WHERE (SELECT COUNT(*) FROM ({ids})) = (SELECT COUNT(*) FROM ({names})) "
                f"ORDER BY 1 LIMIT {MAX_LIST_ROWS + 1}", "list", names_first=True, columns=plans[0].columns)


def value_contrast(reading: Reading, links: list[Link]) -> tuple[Link, int | None, Link] | None:
    """"Customers who ordered online but never in store", "suppliers that deliver to Harbourside but not to Old
    Town": two stored values of one column, the second negated after "but" (the first, the negation, the second);
    "owners who have both a dog and a cat": two said after "both", joined by "and" (no negation)."""
    values = [l for l in links if l.kind == "value"]
    if len(values) != 2 or (values[0].table, values[0].expr) != (values[1].table, values[1].expr):
        return None
    first, second = sorted(values, key=lambda l: l.start)
    between = [t.lower for t in reading.tokens[first.end:second.start]]
    negation = [i for i in {*reading.negations, *reading.missing, *reading.missing_after}
                if first.end < i < second.start]
    if "but" in between and len(negation) == 1:
        return first, negation[0], second
    before = [t.lower for t in reading.tokens[max(0, first.start - 3):first.start]]
    if "both" in before and "and" in between and not negation:
        return first, None, second
    return None


def follow_contrast(reading: Reading, plan_with, contrast: tuple[Link, int | None, Link], links: list[Link]) -> Plan:
    """The rows the first value keeps, less those the second keeps (``value_contrast``; with no negation, those both
    keep): each side planned without the other's value (and without the negation), as the keys of the rows counted
    (or the names listed), then combined. ``plan_with(reading, links)`` plans one side."""
    first, negation, second = contrast
    combine = "INTERSECT" if negation is None else "EXCEPT"
    plain = dataclasses.replace(reading, negations=[i for i in reading.negations if i != negation],
                                missing=[i for i in reading.missing if i != negation],
                                missing_after=[i for i in reading.missing_after if i != negation],
                                grammar=set(reading.grammar) | {negation} - {None},
                                phrases=set(reading.phrases) | {negation} - {None})
    sides = [(lambda one, kept=[l for l in links if l is not other]: plan_with(one, kept), reading.dates)
             for other in (second, first)]
    if plain.which and plain.count_at is None and plain.percent_at is None:
        return _combined_lists(plain, sides, combine)
    if plain.percent_at is not None:
        raise CannotAnswer("it asks for a share of rows kept by two values, and I can only count or list them")
    keys = [_keys(plain, plan_one, dates) for plan_one, dates in sides]
    kept = f"SELECT * FROM ({keys[0].sql}) {combine} SELECT * FROM ({keys[1].sql})"
    return Plan(f"SELECT COUNT(*) AS {quote(keys[0].columns[0])} FROM ({kept})", "count")


def _repeat(reading: Reading, plan_one) -> Plan:
    """"What percentage of riders have come back for a second ride": of the rows that did something (in the period
    named), those that did it at least twice."""
    plan = _keys(reading, plan_one, reading.dates, visits=True)
    key = quote(plan.columns[0])
    per_row = f"SELECT {key}, COUNT(*) AS visits FROM ({plan.sql}) GROUP BY {key}"
    if reading.percent_at is None:
        raise CannotAnswer("it asks who came back, and I can only give their share")
    return Plan(f'SELECT ROUND(100.0 * SUM(visits >= 2) / COUNT(*), 2) AS "percentage" FROM ({per_row})', "aggregate")


def _keys(reading: Reading, plan_one, dates: list, visits: bool = False) -> Plan:
    """The keys of the rows counted ("how many customers", else "(what percentage) of the patients") in ``dates``;
    with ``visits``, each thing they did beside them."""
    counted = reading.count_at
    if counted is None:
        counted = next((t.i + 1 for t in reading.tokens if t.lower == "of"), None)
    if counted is None:
        raise CannotAnswer("it follows things over time, and I could not tell which things")
    one = dataclasses.replace(reading, dates=list(dates), cohort=None, percent_at=None, ids=True, visits=visits,
                              count_at=counted, wh_at=None, which=False, who=False,
                              grammar=set(reading.grammar), phrases=set(reading.phrases))
    plan = plan_one(one)
    if plan.shape != "count":
        raise CannotAnswer("it follows things over time, and I could only do that for a count")
    return plan
