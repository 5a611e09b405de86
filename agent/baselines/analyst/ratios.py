"""Percentages and shares: "what percentage of bookings were cancelled (in each year)?", "what share of the cash
came from each industry?", "what percent of medications have at least one dispensing?".

The question splits at its verb ("were", "have", "came", ...): the words before it name the population (a table,
or a measure whose total is shared out) and its filters; the words after it the condition a row must meet (a
stored value, a missing value, a comparison, a child row that exists or not). The figure is
``100.0 * SUM(CASE WHEN condition THEN 1 (or the measure) ELSE 0 END) / COUNT(*) (or SUM(measure))``, per group
when the question groups; a grouped question with no condition gives each group's share of the whole
(``SUM(COUNT(*)) OVER ()``). A question whose condition or population it cannot pin down is an abstention.

    plan = percentage(shapes)
"""

from __future__ import annotations

from envs.sandbox import quote_identifier as quote

from agent.baselines.analyst.filters import Filters, sql_number
from agent.baselines.analyst.planner import Plan
from agent.baselines.analyst.query import CannotAnswer, Query, Select
from agent.baselines.analyst.roles import MEASURE_KINDS, Roles, asks_money

CONDITION_VERBS = frozenset({"is", "are", "was", "were", "have", "has", "had", "came", "come", "comes", "ended",
                             "end", "got", "get", "went", "go", "became", "become", "fell", "fall", "falls",
                             "did", "do", "does", "involve", "involved", "include", "included", "paid", "used",
                             "made", "belong", "belongs", "belonged"})  # the verb between population and condition
CHILD_REACH = 2  # tokens between a number ("at least one") and the child table it counts


def percentage(shapes) -> Plan:
    r, catalog = shapes.r, shapes.catalog
    group = shapes.group_link()
    grouped = set(range(group.start, group.end)) if group else set()
    verb = next((t.i for t in r.tokens if t.i > r.percent_at and t.lower in CONDITION_VERBS), None)
    if verb is None:  # "what percentage of customers live in Leeds": the condition follows the population
        noun = next((l for l in shapes.roles.links if l.start > r.percent_at and l.kind == "table"), None)
        verb = noun.end if noun is not None and noun.end < len(r.tokens) else None
    if verb is None:
        raise CannotAnswer("it asks for a percentage, and I could not tell of what")
    before = [l for l in shapes.roles.links if l.end <= verb and l.start not in grouped]
    after = [l for l in shapes.roles.links if l.start >= verb and l.end > verb and l.start not in grouped
             and l not in before and not (l.start == verb and r.tokens[verb].lower in CONDITION_VERBS)]
    at_verb = {l.start for l in shapes.roles.links if l.start <= verb < l.end
               and r.tokens[verb].lower in CONDITION_VERBS}  # "ended up cancelled": not end_date here
    shapes.roles.used |= at_verb
    part, measure = _part_of_whole(shapes, before, after) or (None, _shared_measure(shapes, before))
    base = measure.table if measure is not None else _population(shapes, before)
    query = Query(base)
    days = r.days_at is not None and r.days_at > verb  # "were rung up on a Saturday": the days are the condition
    condition = (None, set()) if part is not None else _condition(shapes, after, base, days)
    shapes.apply_filters(query, {l.start for l in after} | at_verb | ({group.start} if group else set())
                         | ({r.days_at} if days else set()), end_table=base)
    shapes._mark_table_links(base)
    query.tables |= set(condition[1])
    value = f"CASE WHEN {condition[0]} THEN {measure.sql if measure is not None else 1} ELSE 0 END" \
        if condition[0] else None
    whole = f"SUM({measure.sql})" if measure is not None else "COUNT(*)"
    if part is not None:
        figure = f"ROUND(100.0 * SUM({part.sql}) / {whole}, 2)"
    elif value is not None:
        figure = f"ROUND(100.0 * SUM({value}) / {whole}, 2)"
    elif group is not None:
        figure = f"ROUND(100.0 * {whole} / SUM({whole}) OVER (), 2)"
    else:
        raise CannotAnswer("it asks for a percentage, and I found no condition to measure")
    select = Select(figure, "percentage", True)
    if group is not None:
        query.select = [shapes.group_by(query, group), select]
        query.order = shapes.group_order(group)
        return shapes.finish(query, "group")
    query.select = [select]
    return shapes.finish(query, "aggregate")


def _shared_measure(shapes, before: list):
    """The measure whose total is shared out ("of the total floor area", "of all the cash"), or None."""
    named = [l for l in before if l.kind == "column" and (c := shapes.column(l)) is not None
             and c.kind in MEASURE_KINDS]
    if not named and not asks_money(shapes.r, before):
        return None
    tables = list(dict.fromkeys(l.table for l in before if l.kind in ("table", "column")))
    return shapes.measure(tables)  # (money naming no table: the one table of money taken, Planner._only_money)


def _part_of_whole(shapes, before: list, after: list) -> tuple | None:
    """"What percentage of the total billed was NHS charges": the one figure named after the verb is a part whose
    total is shared out of the measure named before it (a column of the same table), not a condition that it be
    above zero. (part, whole) columns, or None when the words after the verb name anything else or no such whole
    is named before it."""
    numeric = [(l, c) for l in after if (c := shapes.column(l)) is not None and c.kind in MEASURE_KINDS]
    if len(numeric) != 1 or any(l.kind in ("value", "table") for l in after):
        return None
    link, part = numeric[0]
    shapes.roles.used.add(link.start)  # so that the measure is the one named before the verb
    whole = _shared_measure(shapes, before)
    if whole is None or whole.table != part.table:
        shapes.roles.used.discard(link.start)
        return None
    if whole.name == part.name:
        raise CannotAnswer(f"it asks for a share of a total, and I found only {part.name} for both the part and "
                           f"the whole")
    return part, whole


def _population(shapes, before: list) -> str:
    """The table whose rows are counted: the first table named before the verb (or an event named by its date,
    "bookings" for ``booked_at``)."""
    for link in sorted(before, key=lambda l: (l.start < shapes.r.percent_at, l.start)):
        column = shapes.column(link)
        if link.kind == "table" or column is not None and shapes.catalog.is_date(column):
            shapes.roles.used.add(link.start)
            return link.table
    raise CannotAnswer("it asks for a percentage, and I could not tell of which rows")


def _condition(shapes, after: list, base: str, days: bool) -> tuple[str | None, set[str]]:
    """The condition a row must meet (SQL, tables it needs), from the links after the verb (and the days of the
    week named there, when ``days``)."""
    r, catalog = shapes.r, shapes.catalog
    sub = Roles(after, {start: rivals for start, rivals in shapes.roles.ties.items() if any(
        l.start == start for l in after)})
    found = Filters(r, sub, catalog)
    found.values(set())
    found.columns(found.date_order(set()))  # ("paid after the due date": one date against another)
    numeric = [(l, c) for l in after if (c := shapes.column(l)) is not None and c.kind in MEASURE_KINDS]
    found.comparisons(numeric)
    clauses = list(found.where)
    if days and (clause := found.weekdays(base, [base])):
        clauses.append(clause)
    parents = []
    for link in after:
        if link.kind != "table" or link.start in sub.used:
            continue
        if link.table == base or catalog.above(base, link.table):
            sub.used.add(link.start)  # "from homes with ...": the rows themselves or their parent
            parents += [link.table] if link.table != base else []
            continue
        path = catalog.join_path(link.table, base)
        if not path or len(path) != 1 or not path[0].up:
            raise CannotAnswer(f"I cannot relate {link.table} to {base} directly")
        clauses.append(_child_clause(shapes, found, link, path[0].on))
        sub.used.add(link.start)
    for link, column in numeric:  # "came with a discount": a figure above zero
        if link.start not in sub.used and not found.missing(link):
            clauses.append(f"COALESCE({column.sql}, 0) > 0")
            found.tables.add(column.table)
            sub.used.add(link.start)
    if parents and not clauses:  # "rides on e-bikes": every ride has a bike, so a word about it went unread
        raise CannotAnswer(f"it asks for the share of {base} with some {parents[0]}, and I could not tell which")
    shapes.roles.used |= sub.used
    shapes.filters.used_comparisons |= found.used_comparisons
    shapes.filters.consumed |= found.consumed
    return (" AND ".join(f"({c})" for c in clauses) if clauses else None), found.tables


def _child_clause(shapes, found: Filters, link, on: str) -> str:
    """"have at least one dispensing", "have no orders", "with more than 2 visits": a child row count."""
    child = f"FROM {quote(link.table)} WHERE {on}"
    if found.missing(link, consume=True):
        return f"NOT EXISTS (SELECT 1 {child})"
    for comparison in shapes.r.comparisons:
        if 0 < link.start - comparison.at <= CHILD_REACH:
            found.used_comparisons.add(comparison.at)
            return f"(SELECT COUNT(*) {child}) {comparison.op} {sql_number(comparison.value)}"
    return f"EXISTS (SELECT 1 {child})"
