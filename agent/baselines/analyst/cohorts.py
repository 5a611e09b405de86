"""The counted rows followed from one period into another: "how many customers ordered last year but haven't been
back this year" (lapsed), "of the patients we saw in 2024, what percentage have been back this year" (returned),
"how many dogs stayed with us for the first time in 2025" (first), "what percentage of riders have come back for a
second ride" (repeat: the share of them that did it at least twice, each thing they did planned as a row).

Each period is planned once by the ordinary count shape, as the set of the counted rows' keys (``Reading.ids``)
rather than their number; the sets are then combined: lapsed = the first period's EXCEPT the second's, returned =
the first's INTERSECT the second's, first = the period's EXCEPT every day before it. With one period named,
"haven't been back (since)" and "came back since" compare it with every day after it. A percentage is the share of
the first period's rows. The period must date what the rows did (a child table's date), never the rows' own date:
customers who joined in 2024 are not customers who came in 2024.

    plan = follow_cohort(reading, plan_one)   # plan_one(reading) -> Plan for one period
"""

from __future__ import annotations

import dataclasses

from envs.sandbox import quote_identifier as quote

from agent.baselines.analyst.planner import Plan
from agent.baselines.analyst.query import CannotAnswer
from agent.baselines.analyst.reading import Reading

COMBINE = {"lapsed": "EXCEPT", "returned": "INTERSECT", "first": "EXCEPT"}


def follow_cohort(reading: Reading, plan_one) -> Plan:
    spans = sorted(reading.dates, key=lambda d: d.first)
    if reading.cohort == "repeat":
        return _repeat(reading, plan_one)
    if reading.cohort == "first":
        spans.append(dataclasses.replace(spans[0], side="before"))
    elif len(spans) == 1:  # "played in 2023 and haven't been back since"
        spans.append(dataclasses.replace(spans[0], side="after"))
    plans = [_keys(reading, plan_one, [span]) for span in spans]
    first, second = (p.sql for p in plans)
    kept = f"SELECT * FROM ({first}) {COMBINE[reading.cohort]} SELECT * FROM ({second})"
    if reading.percent_at is None:
        return Plan(f"SELECT COUNT(*) AS {quote(plans[0].columns[0])} FROM ({kept})", "count")
    if reading.cohort == "first":
        raise CannotAnswer("it asks for a share of first-timers, and I could not tell of what")
    return Plan(f'SELECT ROUND(100.0 * (SELECT COUNT(*) FROM ({kept})) / (SELECT COUNT(*) FROM ({first})), 2) '
                f'AS "percentage"', "aggregate")


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
