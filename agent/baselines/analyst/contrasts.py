"""Things set against each other: "how did Old Town and Riverside compare on takings?", "how many nights do dogs
stay compared with cats?", "do card, cash and bank-transfer customers spend differently?" ask for one figure per
stored value, the values being the groups of their column (``compared_values``); "how did the two shops compare on
sales?" for one per shop (``compared_column``); the figure is the one asked, else the one said after "on" ("compare
on bookings": counted). "Freelance rather than employed" keeps the rows of the first value and names the second
only to contrast it (``_instead``). Periods compared are periods.py's, never these.

    reading, links = contrasted(reading, links, catalog, ties)
"""

from __future__ import annotations

import dataclasses
import re

from agent.baselines.analyst.catalog import Catalog
from agent.baselines.analyst.linking import Link, count_said
from agent.baselines.analyst.reading import Reading

COMPARING = frozenset({"compare", "compared", "comparing", "comparison", "versus", "vs", "differently", "against"})
INSTEAD = (("rather", "than"), ("instead", "of"))
UNNAMED_FIGURE = "a comparison on a figure other than a count, a total of money or an average"
MAX_APART = 3  # tokens between two values set against each other ("Main House shows versus Studio")
# between a word of comparison and a period it compares with ("compared with the same month last year")
TO_A_PERIOD = frozenset({"with", "to", "against", "the", "same", "period", "time", "of", "that", "in"})
# one side set against the rest ("compare with the others", "the branch average"), or a difference asked
ONE_SIDE = re.compile(r"\b(others?|rest)\b|\b(with|to|against) (the|our|an?) (\w+ )?(average|mean|norm)\b|"
                      r"\bhow (much|many) (higher|lower|more|fewer|less|bigger|smaller|greater)\b|\bdifference\b")
DETERMINERS = frozenset({"the", "our", "all"})  # "the shops", "our branches" (or a number: "two shops", count_said)


def contrasted(reading: Reading, links: list[Link], catalog: Catalog, ties: dict[int, list[Link]] | None = None
               ) -> tuple[Reading, list[Link]]:
    """The reading and links with things set against each other read: compared values as a split, a compared
    column as the groups, a value said "rather than" another as the only one. Idempotent (the policy reads the
    links before it plans)."""
    reading, links = _instead(reading, links)
    if not _sides_named(reading):
        return reading, links
    values = compared_values(reading, links, ties or {})
    group = None if values else compared_column(reading, links, catalog)
    if not (values or group):
        return reading, links
    if reading.count_for_change:  # rows counted only for want of a figure: the one said after "on", if any
        reading = _figure_compared(reading, links, catalog)
        if reading.count_for_change:  # ("how did A and B compare on shift hours": added up, or averaged?)
            return dataclasses.replace(reading, change=None, unsupported_at=None, unsupported=UNNAMED_FIGURE), links
    said = {t.i for t in reading.tokens if t.lower in COMPARING}
    unsupported = reading.unsupported if reading.unsupported_at not in said else None
    group_at = reading.group_at + ([group.start] if group and group.start not in reading.group_at else [])
    return dataclasses.replace(reading, change=None, split=group is None, unsupported=unsupported, group_at=group_at,
                               compared=tuple(str(l.value) for l in values), phrases=reading.phrases | said), links


def may_contrast(reading: Reading) -> bool:
    """Whether the word that made the question unsupported may be read once values are linked ("versus",
    "rather")."""
    at = reading.unsupported_at
    return at is not None and (reading.tokens[at].lower in COMPARING | {first for first, _ in INSTEAD} or both_said(
        reading, at))


def both_said(reading: Reading, at: int) -> bool:
    """"Both a dog and a cat": "both", then two short phrases joined by "and", which may be two stored values of one
    column (cohorts.value_contrast)."""
    words = [t.lower for t in reading.tokens[at:at + 8]]
    return words[0] == "both" and "and" in words[2:5]


def _sides_named(reading: Reading) -> bool:
    """A word of comparison whose every side is named, and no period compared: not "compared with last year"
    (periods.py), "with the others", "how much higher", a share of each side ("what share came by phone versus
    online": the shares of one whole), nor what one side is not ("orders not placed online compared with ...")."""
    tokens = reading.tokens
    said = [t.i for t in tokens if t.lower in COMPARING]
    if not said or reading.earlier or len(reading.dates) > 1 or reading.change not in (None, "change") \
            or reading.percent_at is not None or reading.negations:
        return False
    to_period = any(d.first > i and all(t.lower in TO_A_PERIOD for t in tokens[i + 1:d.first])
                    for i in said for d in reading.dates)
    return not to_period and not ONE_SIDE.search(" ".join(t.lower for t in tokens))


def compared_values(reading: Reading, links: list[Link], ties: dict[int, list[Link]]) -> list[Link]:
    """The value links of one column said side by side with a word of comparison between or after them (none
    also stored in another column: "pay by card versus direct debit" may be the members' billing or the payments'
    method)."""
    by_column: dict[tuple[str, str | None], list[Link]] = {}
    for link in sorted(links, key=lambda l: l.start):
        if link.kind == "value":
            by_column.setdefault((link.table, link.column), []).append(link)
    several = [named for named in by_column.values() if len({str(l.value).lower() for l in named}) > 1]
    if len(several) != 1:
        return []
    named = several[0]
    side_by_side = all(b.start - a.end <= MAX_APART for a, b in zip(named, named[1:]))
    comparing = any(t.lower in COMPARING and t.i >= named[0].end for t in reading.tokens)  # ("compared with X,
    # how did Y do": not values compared)
    elsewhere = any(r.kind == "value" and (r.table, r.column) != (l.table, l.column)
                    for l in named for r in ties.get(l.start, []))
    return named if side_by_side and comparing and not elsewhere else []


def compared_column(reading: Reading, links: list[Link], catalog: Catalog) -> Link | None:
    """"How did the two shops compare on sales?", "how did our branches compare on hours worked?": the table whose
    rows have names, or the column of names or categories, said right before "compare" after "the" or "our" (not
    "how did sales compare", nor "the Riverside branch") holds the things compared, one figure each."""
    at = next((t.i for t in reading.tokens if t.lower == "compare"), None)
    named = [l for l in links if l.kind in ("table", "column") and l.end == at]
    before = reading.tokens[named[0].start - 1] if len(named) == 1 and named[0].start else None
    if before is None or before.lower not in DETERMINERS and count_said(before) is None:
        return None
    link = named[0]
    if link.kind == "table":
        return link if catalog.label(link.table) else None
    column = catalog.column(link.table, link.column)
    return link if column is not None and column.kind in ("text", "category", "name") else None


def _figure_compared(reading: Reading, links: list[Link], catalog: Catalog) -> Reading:
    """"Compare on bookings": the rows of that table counted; "compare on appointment fees": that money added up
    (the reading as it was where "on" names neither)."""
    tokens = reading.tokens
    on = next((t.i for t in tokens if t.lower == "on" and any(
        u.lower in COMPARING for u in tokens[max(0, t.i - 3):t.i])), None)
    at = on + 1 if on is not None else None
    while at is not None and at < len(tokens) and tokens[at].lower in ("the", "their", "its", "our", "total"):
        at += 1
    named = [l for l in links if l.start == at and l.kind in ("table", "column")]
    if len(named) != 1:
        return reading
    after = [l for l in links if l.start == named[0].end and l.kind == "column" and l.table == named[0].table]
    if named[0].kind == "table" and not after:
        return dataclasses.replace(reading, count_at=named[0].start, count_for_change=False)
    column = catalog.column(named[0].table, (after or named)[0].column)  # ("appointment fees": the fees)
    if column is not None and column.kind == "money":
        return dataclasses.replace(reading, count_at=None, aggregate="sum", count_for_change=False)
    return reading


def _instead(reading: Reading, links: list[Link]) -> tuple[Reading, list[Link]]:
    """"Paid monthly rather than up front", "freelance instead of employed": the value after "rather than" is of
    the same column as one before it, so it only says what the rows are not; its link and the words go."""
    tokens = reading.tokens
    for i in range(len(tokens) - 1):
        if (tokens[i].lower, tokens[i + 1].lower) not in INSTEAD:
            continue
        after = [l for l in links if l.kind == "value" and i + 2 <= l.start <= i + 3]  # ("rather than by phone")
        before = [l for l in links if l.kind == "value" and l.end <= i and i - l.end <= 1]
        if after and before and (after[0].table, after[0].column) == (before[0].table, before[0].column):
            dropped = set(range(i, after[0].end))
            unsupported = reading.unsupported if reading.unsupported_at not in dropped else None
            reading = dataclasses.replace(reading, unsupported=unsupported, phrases=reading.phrases | dropped,
                                          group_at=[p for p in reading.group_at if p not in dropped])
            links = [l for l in links if not set(l.span) & dropped]
    return reading, links
