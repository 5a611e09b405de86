"""Two periods compared: "how many more orders in 2024 than in 2023?", "by what percentage did revenue change in
June 2023 compared with the month before?", "how much did net sales grow from October to November 2025?"; and a
figure for each of two periods named ("what did we spend on flour in 2024 and in 2025?", ``each_period``).

The figure (a count or a total) is planned once per period by the ordinary shapes, each plan a scalar query; the
answer combines them: ``ABS(a - b)`` for "how many more / fewer" (the question states the direction), ``later -
earlier`` for a change, ``100 * (later - earlier) / earlier`` for a percentage change or growth. The periods are the
two the question names, or the one it names and the one before it ("the month before", "the previous year").

    plan = compare_periods(reading, plan_one)   # plan_one(reading) -> Plan for one period
"""

from __future__ import annotations

import dataclasses
import re
from datetime import date

from envs.sandbox import quote_identifier as quote

from agent.baselines.analyst.filters import months_back
from agent.baselines.analyst.planner import Plan
from agent.baselines.analyst.query import CannotAnswer
from agent.baselines.analyst.reading import DateRange, Reading

SCALAR_SHAPES = ("count", "aggregate")  # plans whose query returns one figure
LATER = {"last": -1, "this": 0, "latest": 0, "since": 0, "next": 1}  # how a counted-back period's word orders it
COMPARED_WITH = frozenset({"on", "than", "with", "against", "versus", "vs", "over"})  # "up on last year"


def earlier_period(span: DateRange) -> DateRange | None:
    """The year or month before ``span`` (None for other spans: a range of several months is not a period)."""
    try:
        start, end = date.fromisoformat(span.start), date.fromisoformat(span.end)
    except ValueError:
        return None
    if start.day != 1 or end.day != 1:
        return None
    if (start.month, end.month, end.year - start.year) == (1, 1, 1):
        return DateRange(f"{start.year - 1:04d}-01-01", span.start, span.first, span.last)
    months = (end.year - start.year) * 12 + end.month - start.month
    if months == 1:
        year, month = (start.year - 1, 12) if start.month == 1 else (start.year, start.month - 1)
        return DateRange(f"{year:04d}-{month:02d}-01", span.start, span.first, span.last)
    return None


def periods(reading: Reading) -> tuple[DateRange, DateRange]:
    """(earlier, later): the two named periods, or the named one and the one before it. A period counted back from
    today ("last summer") is resolved on the column it filters (filters.counted_back); the one before it is the
    same stretch a cycle earlier (``shift``), and "up on last season" compares this season with it."""
    dates = list({d.relative or (d.start, d.end): d for d in reversed(reading.dates)}.values())[::-1]  # said
    # twice ("up on last year ... the same dates last year"): one period, where it was first said
    if reading.same_stretch and (later := latest_named(dates)):  # "this year to date against the same stretch
        # of 2024": the latest period named, and it a year before (whatever other periods restate that one)
        return (dataclasses.replace(later, shift=12) if later.relative else
                DateRange(months_back(later.start, 12), months_back(later.end, 12), later.first, later.last)), later
    if len(dates) == 2:
        if not any(d.relative for d in dates):
            earlier, later = sorted(dates, key=lambda d: d.start)
            return earlier, later
        if all(d.relative for d in dates) and len({LATER.get(d.relative[0], 0) for d in dates}) == 2:
            earlier, later = sorted(dates, key=lambda d: LATER.get(d.relative[0], 0))
            if earlier.relative[1] == later.relative[1]:  # "this summer against last summer": the one before it
                return dataclasses.replace(later, shift=cycle(later)), later
            return earlier, later
        counted = [d for d in dates if d.relative]
        if len(counted) == 1 and LATER.get(counted[0].relative[0], 0) >= 0:  # "this year against 2024"
            return next(d for d in dates if not d.relative), counted[0]
    if len(dates) == 1 and dates[0].relative:
        span, (which, unit) = dates[0], dates[0].relative
        if not reading.earlier and which == "last" and span.first and \
                reading.tokens[span.first - 1].lower in COMPARED_WITH:  # "up on last season": this season's figure
            span = dataclasses.replace(span, relative=("this", unit))
        elif not reading.earlier:
            raise CannotAnswer("it compares two periods, and I could not tell which ones")
        return dataclasses.replace(span, shift=cycle(span)), span
    if len(dates) == 1 and reading.earlier:
        earlier = earlier_period(dates[0])
        if earlier is not None:
            return earlier, dates[0]
    raise CannotAnswer("it compares two periods, and I could not tell which ones")


def latest_named(dates: list[DateRange]) -> DateRange | None:
    """The current period a question names ("this year", "since March"), else the latest one named outright."""
    current = [d for d in dates if d.relative and LATER.get(d.relative[0], 0) == 0]
    return (current or sorted((d for d in dates if not d.relative), key=lambda d: d.start)[-1:] or [None])[0]


def cycle(span: DateRange) -> int:
    """The months from a period counted back to the same one before it: a month's for "last month", else a year's."""
    return 1 if span.relative[1] == "month" else 12


def compare_periods(reading: Reading, plan_one) -> Plan:
    earlier, later = periods(reading)
    plans = []
    for span in (earlier, later):
        one = dataclasses.replace(reading, dates=[span], change=None, earlier=False, percent_at=None,
                                  grammar=set(reading.grammar), phrases=set(reading.phrases))
        plan = plan_one(one)
        if plan.shape not in SCALAR_SHAPES:
            raise CannotAnswer("it compares two periods, and I can only compare one figure for each")
        plans.append(plan)
    if plans[0].sql == plans[1].sql:
        raise CannotAnswer("it compares two periods, and both came out the same")
    before, after = (f"({p.sql})" for p in plans)
    if reading.change == "difference":
        figure, name = f"ABS({after} - {before})", "difference"
    elif reading.change == "percent":
        figure, name = f"ROUND(100.0 * ({after} - {before}) / {before}, 2)", "percentage change"
    else:
        figure, name = f"{after} - {before}", "change"
    return Plan(f'SELECT {figure} AS "{name}"', "aggregate")


def running_total(plan: Plan, reading: Reading) -> Plan:
    """Each period's figure added to the ones before it; the figure itself too when the question asks for it."""
    if plan.shape != "group" or not plan.period or len(plan.columns) != 2:
        raise CannotAnswer("it asks for a running total, and I could not tell over which periods")
    period, value = (quote(c) for c in plan.columns)
    both = reading.count_at is not None or re.search(r"\bhow much\b", reading.text)  # "how many ... and the running total"
    figures = f"{value}, " if both else ""
    sql = f'SELECT {period}, {figures}SUM({value}) OVER (ORDER BY {period}) AS "running total" FROM ({plan.sql}) ORDER BY 1'
    return dataclasses.replace(plan, sql=sql, columns=())


def each_period(reading: Reading, plan_one) -> Plan:
    """"What did we spend on flour in 2024 and in 2025": the figure planned once for each period named, one row each
    (the period, as "2024" or "2024-03", then the figure)."""
    rows = []
    for span in sorted(reading.dates, key=lambda d: d.start):
        one = dataclasses.replace(reading, dates=[span], each_period=False, grammar=set(reading.grammar),
                                  phrases=set(reading.phrases))
        plan = plan_one(one)
        if plan.shape not in SCALAR_SHAPES:
            raise CannotAnswer("it asks for a figure in each of two periods, and I can only give one figure for each")
        label = span.start[:4] if span.start[5:] == "01-01" and span.end[5:] == "01-01" else span.start[:7]
        rows.append((label, plan))
    name = (rows[0][1].columns or ("figure",))[0]
    sql = " UNION ALL ".join(f"SELECT '{label}' AS \"period\", ({plan.sql}) AS {quote(name)}" for label, plan in rows)
    return Plan(sql, "group", columns=("period", name), period=True)
