"""The grammar of query shapes: a reading plus its linked roles becomes ONE query, or a reason to abstain.

Things set side by side are read first (contrasts.py): "how did Old Town and Riverside compare on takings" is a
split by their column. Shapes, tried in this order:
- the counted rows followed over time (cohorts.py): "customers who ordered last year but haven't been back";
- two periods compared (periods.py): "how many more X in 2024 than in 2023", "growth from October to November";
  or a figure for each of two periods named: "X in 2024 and in 2025";
- percentage / share (ratios.py): "what percentage of X were Y", "what share of the cash came from each Z";
- the top item within each group and groups against the average group (groupwise.py);
- extreme / top-k (ranking.py): "which X has the highest Y", "who spent the most", "top 3 products by revenue", "which city has
  the most customers" — the row's label (never an id), ordered by a measure or a count grouped by X's key;
- count: "how many X (with filters)", "how many different X", "X with no Y", "X with more than N Y";
- aggregate: sum / average / max / min of a measure, optionally per group; a rate ("the no-show rate") is an
  average; with no aggregate asked, one row's figure ("the monthly price of the Fixed Desk plan"), answered only
  when one row matches;
- group: "per X / for each X / by X" with counts or aggregates;
- list: "which X are ...", "list the X ...", "which X have no Y", optionally with named columns and an order;
- a running total (periods.py) wraps a per-period plan: "cumulative revenue month by month".
Every link must play a part: a linked word the query ignores means the reading missed something, so it abstains;
and a question asking "which" is never answered with a bare figure.

    plan = plan_query(reading, links, ties, catalog)   # Plan(sql=..., shape="count") or raises CannotAnswer
"""

from __future__ import annotations

import dataclasses
import re

from envs.sandbox import quote_identifier as quote
from envs.words import human_words, plural, singular, split_identifier

from agent.baselines.analyst.asks import MONEY_OUT
from agent.baselines.analyst.catalog import (HOUR_PARTS, INTERVAL_UNITS, MINUTE_PARTS, NOT_YET_VALUES, Catalog, Column,
                                             name_words, names_baskets, of_baskets)
from agent.baselines.analyst.cohorts import follow_cohort, follow_contrast, value_contrast
from agent.baselines.analyst.contrasts import contrasted
from agent.baselines.analyst.filters import sql_number
from agent.baselines.analyst.groupwise import group_average, top_per_group
from agent.baselines.analyst.linking import NOTE_SCORE, Link, names_rate, restated_counts
from agent.baselines.analyst.measures import holds_stock, quantity_columns, sold_units, stored_amount
from agent.baselines.analyst.planner import MAX_LIST_ROWS, Plan
from agent.baselines.analyst.periods import compare_periods, each_period, running_total
from agent.baselines.analyst.query import NO_FIGURE, CannotAnswer, NoJoinPath, Query, Select, figure_name
from agent.baselines.analyst.ranking import Ranking
from agent.baselines.analyst.ratios import percentage
from agent.baselines.analyst.reading import Reading
from agent.baselines.analyst.roles import (MEASURE_KINDS, adjective_measure, assign_roles, head_of_phrase,
                                          money_measure, names_money_taken, unrecorded_wages)
from agent.baselines.analyst.vocabulary import (PEOPLE_WORDS, STOPWORDS, UNIT_WORDS, money_word, past_verb,
                                               says_product, speaks_of_selling)

MAX_BELOW = 2  # foreign keys from a child table up to the rows it is counted for ("customers with 15 grooming visits")
ONE_ROW_WORDS = frozenset({"a", "an", "one", "single", "each", "every", "per", "any"})  # "on a single rental": a
# threshold on one row's amount, not on each thing's total
GROUP_CONDITIONS = frozenset({"only", "every", "all", "each", "none"})  # "which towns have only trade customers"
OWNER_DETERMINERS = frozenset({"the", "our", "all", "your", "their", "my", "us"})  # "the names of all our staff"


def plan_query(reading: Reading, links: list[Link], ties: dict[int, list[Link]], catalog: Catalog) -> Plan:
    reading, links = contrasted(reading, links, catalog, ties)
    covered = {i for link in links for i in link.span} | restated_counts(reading.tokens, links, catalog)  # "both shops"
    if any(l.kind == "value" and reading.superlative_at in l.span for l in links):  # "how many plans does Top
        reading = dataclasses.replace(reading, direction=0, superlative_at=None, counts=False, adjective=None,
                                      limit=None)  # Paddock have": a word of a name, not a ranking
    contrast = value_contrast(reading, links)  # "both a dog and a cat": two values, not two conditions on a row
    if contrast and contrast[1] is None and reading.unsupported_at is not None:
        covered.add(reading.unsupported_at)
    if reading.unsupported and (reading.unsupported_at is None or reading.unsupported_at not in covered):
        raise CannotAnswer(f"it asks for {reading.unsupported}, which this baseline does not compute")
    links = [dataclasses.replace(l, kind="table", column=None, value=None, expr=None) if _ranked_verb(l, reading)
             else l for l in links]
    if wages := unrecorded_wages(reading, catalog, links):
        raise CannotAnswer(f"it asks about {wages}, and no money column I found records them")

    def plan_one(one: Reading) -> Plan:
        return Shapes(one, assign_roles(one, links, ties, catalog), catalog).plan()

    if reading.cohort:
        plan = follow_cohort(reading, plan_one, links)
    elif contrast:  # "ordered online but never in store", "have both a dog and a cat"
        plan = follow_contrast(reading, lambda one, kept: Shapes(one, assign_roles(one, kept, ties, catalog),
                                                                 catalog).plan(), contrast, links)
    elif reading.change:
        plan = compare_periods(reading, plan_one)
    elif reading.each_period:
        plan = each_period(reading, plan_one)
    else:
        plan = plan_one(reading)
        plan = running_total(plan, reading) if reading.running else plan
    asked = reading.which and (reading.wh_at == 0 or reading.tokens[reading.wh_at - 1].lower in STOPWORDS)
    if asked and plan.shape in ("count", "aggregate", "value"):  # "which room has the worst no-show rate" (not the
        raise CannotAnswer("it asks which one, and my query gives only a figure")  # "customers who" of a clause)
    return plan


@dataclasses.dataclass
class ChildRows:
    """The rows of a child table that belong to a row of the query's base: FROM (with joins up to it), the WHERE
    that ties them to the base row, and the tables they span."""
    source: str
    where: list[str]
    tables: set[str]
    counted: str  # the child table counted
    distinct: tuple[str, str] | None = None  # (SQL, words) of what is counted once each ("in more than one town":
    # the towns), else the rows are counted


def _ranked_verb(link: Link, reading: Reading) -> bool:
    """"Which dog has been booked the most", "the most booked service": a status still to come ('Booked') said as
    the verb a superlative ranks by names the rows (the bookings), not those rows only ("the most booked
    appointments" and "the most upcoming ones" keep it)."""
    at, tokens = reading.superlative_at, reading.tokens
    value = str(link.value).lower()
    return link.kind == "value" and value in NOT_YET_VALUES and past_verb(value) and len(link.span) == 1 \
        and at is not None and (link.start == at + 1 and not _names_own_rows(link, tokens) or link.end <= at and all(
            t.lower in ("the", "most", "least") for t in tokens[link.end:at + 1]))


def _names_own_rows(link: Link, tokens) -> bool:
    """"The most booked appointments": the value said before a word of its own table's name is those rows'."""
    after = tokens[link.end] if link.end < len(tokens) else None
    return after is not None and any(after.forms & w for w in name_words(link.table))


class Shapes(Ranking):
    """The shapes, each building one query from the planner's pieces."""

    def plan(self) -> Plan:
        r, asked = self.r, self.roles.asked
        if asked is not None and asked.kind == "table" and asked.table not in self.catalog.tables \
                and speaks_of_selling(r.tokens[asked.start:asked.end]):  # "our five best sellers": the things
            raise NoJoinPath(asked.table, [asked.table])  # sold, not read yet
        money = bool(self.money_asked())
        if r.percent_at is not None and not any(l.kind == "column" and r.percent_at in l.span
                                                for l in self.roles.links):  # not "commission percentage"
            return percentage(self)
        if r.per_group:
            if not r.direction:
                raise CannotAnswer("it asks for the top item within each group, and I could not tell the ranking")
            return top_per_group(self)
        if r.group_average and not (r.count_at is not None and r.above_average and self._row_level()):
            return group_average(self)
        width = self.asked_period()
        if r.direction and width and (r.which or r.superlative_at is not None):
            if r.group_at:  # "our best day for sales in each year"
                return top_per_group(self)
            return self.period_extreme(width)
        if r.wh_at is not None and (r.count_at is None or r.wh_at < r.count_at) and r.comparisons \
                and self.column(asked) is not None:
            return self.groups_having()
        entity = self._entity(asked)
        if r.direction and (r.wh_at is not None or r.who) and (not self._asked_measure() or self.thing_asked()
                                                               or r.who and isinstance(entity, str)) and (
                r.which or entity is not None and (not isinstance(entity, str) or self.catalog.label(entity))):
            return self.extreme()
        if r.count_at is not None:
            return self.count()
        if r.price_asked and not r.group_at:
            return self.aggregate(forced="value")  # "what does a Flat White cost": its price, one row's figure
        if r.implied_at is not None and r.aggregate is None:  # a request naming no figure (money: reading.py)
            if self._asked_measure():
                return self.aggregate(forced="sum")  # "kilos processed month by month"
            if asked is not None and asked.kind == "table" and self.group_link() and (r.split or not any(
                    c.kind == "money" for c in self.catalog.columns(asked.table))):
                return self.count(at=asked.start)  # "dogs by breed", "split the events by type" (not "visits by
                # month": a count, or takings?)
            if (column := self.column(asked)) is not None and self.catalog.is_date(column) and self.group_link():
                return self.count(at=asked.start)  # "check-ins month by month": the rows whose date names them
        if r.which and r.comparisons and asked is not None and asked.kind == "table" and (self._rate_named() or (
                speaks_of_selling(r.tokens) and self._units_compared(asked.table)) or self._average_compared()):
            return self.entities_having()  # "which instructors have a pass rate over 60%": each one's share;
            # "which products sold more than 150 units": each one's total; "which engineers have an average review
            # rating below 4": each one's average
        if (owner := self._owner_of(asked)) is not None and not (
                r.aggregate or money or r.direction or r.count_at is not None or r.comparisons):
            if self.catalog.label(owner.table) is None:  # "the registrations of our electric cars": no name but
                self.roles.asked = asked  # the column asked
                return self.column_values(self.column(asked))
            if owner.table != asked.table or asked.kind == "table":  # "the names of the pets whose owners ...":
                self.roles.used.add(asked.start)  # the pets' own names
            self.roles.asked = owner  # "what are the names of our hygienists": the rows, with the column asked
            return self.listing()
        if r.wh_at is not None and asked is not None and asked.kind == "table" and not r.aggregate and not money \
                and not (r.direction and self.catalog.label(asked.table) is None):  # "the largest payment": a figure
            return self.listing()
        listed = r.who or r.wh_at is not None and r.tokens[r.wh_at].lower in ("list", "show", "name", "me", "us")
        if r.who and asked is not None and asked.kind == "column" and getattr(self.column(asked), "kind", None) == \
                "flag" and self.catalog.lists_people(asked.table) and not (r.aggregate or money or r.direction):
            return self.listing()  # "who are our keyholders": the people whose flag says so
        if (listed or r.which) and asked is not None and asked.kind == "value" \
                and not (r.aggregate or money or r.direction):  # "who are our dockhands", "list our groomers",
            return self.listing()  # "which florists are on our list": the rows whose role says so
        if r.wh_at is not None and self.column(asked) is not None and r.comparisons:
            return self.groups_having()
        if r.which and r.comparisons and asked is not None and asked.kind == "table" and money:
            return self.entities_having()  # "which customers spent more than $800 in 2025"
        if r.which and r.wh_at is not None and r.tokens[r.wh_at].lower == "which" and self._values_asked(asked):
            return self.column_values(self.column(asked))  # "which towns do we have customer properties in"
        if r.which and not self._asked_measure():
            raise CannotAnswer("it asks which one, and I found nothing to rank or list")
        if r.which and (r.direction or r.superlative_at is not None):  # "who worked the most hours": a bare figure
            raise CannotAnswer("it asks which one, and I found nothing to rank it by")  # would name no one
        if r.aggregate == "sum" and not money and not self._asked_measure() and (rows := self.total_rows()) is not None:
            return self.count(at=rows, number_of=True)  # "total rides for member X"
        if r.aggregate in ("sum", "avg") or self._asked_measure() or r.direction or money:
            return self.aggregate()
        dates = {(c.table, c.name): c for l in self.roles.links if (c := self.column(l)) is not None
                 and self.catalog.is_date(c)}
        if r.tokens and r.tokens[0].lower == "when" and len(dates) == 1:  # "when did the Riverside shop open"
            return self.aggregate(forced="value", measure=next(iter(dates.values())))
        if (column := self.column(asked)) is not None and r.wh_at is not None and not r.comparisons and any(
                l.kind == "value" and l.table == column.table and l.column != column.name for l in self.roles.links):
            self.roles.used.add(asked.start)  # "what is Priya Nair's email": her row's own
            return self.aggregate(forced="value", measure=column)
        raise CannotAnswer("I do not recognise what kind of answer the question wants")

    def _event_of(self, actor: Link) -> Link:
        """The rows "how many times" counts when it names who did something: the one other table whose rows belong
        to the actor's that the question names, or whose date its verb says ("did customers order": orders); the
        actor's own rows when none does ("how many times has Rachel ordered": orders)."""
        def names_event(link: Link) -> bool:  # a table, or a date column a verb named ("order": ordered_on)
            column = self.column(link) if link.kind == "column" else None
            return link.kind == "table" or column is not None and self.catalog.is_date(column)

        events = {l.table: l for l in self.roles.links
                  if l.table != actor.table and names_event(l) and actor.table in self.catalog.owners(l.table)}
        if len(events) > 1:
            raise CannotAnswer(f"'how many times' could count {' or '.join(sorted(events))}")
        event = next(iter(events.values()), actor)
        return event if event.kind == "table" else dataclasses.replace(event, kind="table", column=None)

    def _amount_named_after(self, asked: Link, at: int) -> Link | None:
        """"How many shift hours": a quantity of the counted table named right after it in its unit (hours, kilos),
        which is added up, or one whose rows are counted for each of its values ("what unit sizes ..., and how many
        of each"); None for a column that only filters ("members aged over 40" counts members)."""
        units = UNIT_WORDS | set(INTERVAL_UNITS)
        each = asked.start < at and "each" in [t.lower for t in self.r.tokens[at:]]
        return next((l for l in self.roles.links if l.kind == "column" and l.start == asked.end
                     and l.table == asked.table and getattr(self.column(l), "kind", None) in ("quantity", "number")
                     and (each or any(t.lower in units for t in self.r.tokens[l.start:l.end]))), None)

    def _row_level(self) -> bool:
        """"How many products are priced above the average price": each row's own figure against the average
        row (not a total per thing, as in "customers billed more than the average customer")."""
        asked = self.roles.asked
        if asked is None:
            return False
        own = [c for l in self.roles.links if (c := self.column(l)) is not None and c.table == asked.table
               and c.kind in MEASURE_KINDS]
        money = [c for c in self.catalog.columns(asked.table) if c.kind == "money"]
        return bool(own) or bool(money) and bool(self.money_asked())

    def count(self, at: int | None = None, number_of: bool = False) -> Plan:
        """Rows counted from the words after "how many" (or from ``at``, the subject of a request that implies a
        count); ``number_of`` names the figure "number of <rows>" where the question never says "how many"."""
        asked = self.roles.asked
        at = self.r.count_at if at is None else at
        after = self.r.tokens[at] if at < len(self.r.tokens) else None
        if asked is None and (after is None or after.lower in STOPWORDS):  # "... by city: how many are in each?"
            kind = "table" if any(l.kind == "table" for l in self.roles.links) else "value"  # "passes in October:
            # how many did we get": the rows a stored value marks ('Pass')
            tables = {l.table for l in self.roles.links if l.kind == kind}
            asked = next((l for l in self.roles.links if l.kind == kind), None) if len(tables) == 1 else None
        if asked is None:  # "total rides for ...": the table named at ``at``
            asked = next((l for l in self.roles.links if l.kind == "table" and l.start == at), None)
        if asked is None:
            raise CannotAnswer("I cannot tell what to count")
        if after is not None and after.lower == "times" and asked.kind == "table":  # "how many times did customers
            asked = self._event_of(asked)  # get through the gate": the gate's rows, not the customers who did
        if asked.kind == "table" and (amount := self._amount_named_after(asked, at)):
            asked = amount  # "how many shift hours": the shifts' hours, added up (not the shifts with some)
        column = self.column(asked)
        each = column is not None and asked.start < at and column.kind not in ("key", "money") \
            and "each" in [t.lower for t in self.r.tokens[at:]]  # "which year groups ..., how many in each"
        if column is not None and column.kind == "money" and not self.r.distinct and not each:
            raise CannotAnswer(f"'how many' asks for a count, and {column.name} is an amount of money")
        if column is not None and column.kind in ("quantity", "number") and not self.r.distinct and not each:
            unit = after is not None and after.lower in UNIT_WORDS | {"hours", "minutes"} and any(
                after.forms & w for w in column.words)  # "how many hours did Priya work": hours_worked, added up
            if asked.score <= NOTE_SCORE and not unit \
                    and "number" not in self.catalog.notes.get((column.table, column.name), ()):
                # "how many invoices" named only in credit_days' comment ("an invoice is due this many days after
                # ..."): rows, or that figure added up? (A comment "number of docks" says the column counts them.)
                raise CannotAnswer(f"'how many' could count rows or add up {column.name}")
            return self.aggregate(forced="avg" if self.r.aggregate == "avg" else "sum")  # "on average, how many nights"
        # "on average, how many goes does it take to pass" asks per pupil, not for all rows ("how many cost more than
        # the average price" counts rows)
        if self.r.aggregate == "avg" and not self.r.above_average and (per := self.units_per_basket()) is not None:
            return per
        if self.r.aggregate == "avg" and not self.r.above_average:
            raise CannotAnswer("it asks for an average number of rows per something, which this baseline does not "
                               "compute")
        if self.r.superlative_at is not None:
            raise CannotAnswer(f"it counts something '{self.r.tokens[self.r.superlative_at].text}', which I "
                               f"cannot express as one count")
        if after is not None and after.lower in UNIT_WORDS:  # "how many kilos did each sector send": no rows
            raise CannotAnswer(f"'how many {after.text}' adds up an amount, and I could not tell which")
        base = asked.table
        people = None  # "how many people have an active membership": the members the memberships point at
        if after is not None and after.lower in PEOPLE_WORDS and not self.catalog.lists_people(base):
            people = self._people_key(base) if asked.kind == "table" else None
            if people is None:  # "how many people who cancelled ...": not bookings
                raise CannotAnswer(f"it counts people, and {base} does not list people")
        named = self.catalog.column(asked.table, asked.column) if asked.kind == "value" else None
        # "how many lattes have we sold", "how many hot drinks did we sell": the units sold of the thing or kind
        # named (on its sale lines, or on the one wide table of items sold that names it)
        sold = (self.units_sold_of(named.table, bought=True) or self.sold_quantity(named.table, bought=True)) \
            if named is not None else None
        if named is not None and named.kind == "text" and self._names_rows(named):  # "how many Lattes": not the
            # rows named Latte (one); but "how many goalkeepers" counts the rows whose position says so
            if sold is not None:
                return self.aggregate(forced="sum", measure=sold)
            base = self.items_of_kind(named.table, lambda every, t: every.label(t) is not None)  # "how many cold
            # drinks are on the menu": the things of the kind, named rows of their own (not its sales)
            if base is None:
                raise CannotAnswer(f"'how many {asked.value}' counts something about {asked.value}, not rows named "
                                   f"so")
        if sold is not None:
            return self.aggregate(forced="sum", measure=sold)
        said = {t.lower for t in self.r.tokens[asked.start:asked.end]}
        counted = [c for c in self.catalog.columns(asked.table) if c.kind == "quantity" and c.name.lower() in said]
        if asked.kind == "table" and len(counted) == 1 and not self.r.distinct:  # "how many seats": ``seating``'s
            self.roles.used.add(asked.start)  # ``seats`` added up, the word its column's very name
            return self.aggregate(forced="sum", measure=counted[0])
        if asked.kind == "table" and not self.r.distinct and (sold := self.sold_quantity(asked.table)) is not None \
                and says_product(self.r.tokens[asked.start:asked.end]):  # "how many items did
            self.roles.used.add(asked.start)  # we sell" on a table of sale lines: its units, not its lines
            return self.aggregate(forced="sum", measure=sold)
        if asked.kind == "table" and not self.r.distinct and not of_baskets(asked.table) \
                and (sold := self.units_sold_of(asked.table)) is not None:  # "how many e-bikes have we sold": the
            return self.aggregate(forced="sum", measure=sold)  # units on the sale lines, not the bikes in the range
        units = [c for c in self.catalog.columns(base) if c.kind == "quantity" and not c.expr  # stored units (not
                 and not set(split_identifier(c.name)[-1:]) & (HOUR_PARTS | MINUTE_PARTS)]  # paid_hours: time)
        if units and asked.kind != "table" and not self.r.distinct and not each:  # "how many lattes did we sell": rows or units?
            raise CannotAnswer(f"'how many' could count {base} rows or add up {units[0].name}")
        query = Query(base)
        if asked.kind == "table":
            self.roles.used.add(asked.start)
        value = "COUNT(*)"
        if column is not None and self.r.distinct:  # "how many different cities"
            self.roles.used.add(asked.start)
            value = f"COUNT(DISTINCT {column.sql})"
        elif self.r.distinct and self.catalog.key(base):
            value = f"COUNT(DISTINCT {self.catalog.key(base).sql})"
        if people is not None:
            value = f"COUNT(DISTINCT {people.sql})"
        child_counts = self._absent_children(query) + self._having_children(query)
        self._present_children(query)
        if self.r.above_average:
            measure = self.measure([base])
            if measure is None:
                raise CannotAnswer("'above the average' of what?")
            self.filters.above_average(measure)
        group = self.group_link() or (asked if each else None)
        if group is None and self.groups_asked():  # "how many properties does each letting agent have"
            raise CannotAnswer("it asks for a count for each of something, and I could not tell the groups")
        if group is not None and group.kind == "table" and group.table == base and not each:  # "how many of each
            raise CannotAnswer(f"it counts {base} in groups of themselves")  # package did we sell": not one each
        self.apply_filters(query, {group.start} if group else set(), end_table=base)
        self.filters.flags([(l, c) for l, c in self.numeric_links(MEASURE_KINDS + ("flag",)) + self.modifier_flags()
                            if c.table == base and c.kind != "money"
                            and not (group and l.start == group.start)])
        query.where += [w for w in self.filters.where if w not in query.where]
        self._count_children(query, child_counts)
        noun = f"number of {plural(human_words(base))}" if number_of else plural(human_words(base))
        noun = "people" if people is not None else noun
        if self.r.ids:
            return self._keys(query, noun, group)
        if group:
            name = self.group_by(query, group)
            query.select = [name, Select(value, noun, True)]
            query.order = self.group_order(group)
            if self.r.two_figures:  # "how many refunds and how much money for each method"
                total = self.computed(money_measure(self.catalog, [base], self.r))
                if total is None:
                    raise CannotAnswer("it asks how much, and I found no amount to add up")
                query.select.append(Select(f"SUM({total.sql})", figure_name("total", total.phrase), True))
                query.order = [f"3 {'ASC' if self.r.sort < 0 else 'DESC'}", "1"] if self.r.sort else query.order
            return self.finish(query, "group")
        if self.r.two_figures:
            raise CannotAnswer("it asks for two figures at once, and I could not tell the groups")
        query.select = [Select(value, noun, True)]
        return self.finish(query, "count")

    def _people_key(self, table: str) -> Column | None:
        """The one foreign key of ``table`` that points at a table of people (named by their names), or None; the
        tables pointed at are judged by their definitions, read or not (an order's customer and its member of
        staff are two)."""
        every = self.catalog.declared()
        keys = [c for c in self.catalog.columns(table) if c.references
                and any(k.lists_people(c.references.partition(".")[0]) for k in (self.catalog, every))]
        return keys[0] if len(keys) == 1 else None

    def _keys(self, query: Query, noun: str, group: Link | None) -> Plan:
        """The counted rows' keys, for one period of a cohort or one side of a value contrast (cohorts.py); a
        period must date what they did."""
        key = self.catalog.key(query.base)
        if key is None or group is not None or self.r.two_figures:
            raise CannotAnswer(f"it follows {noun} from one period to another, and I cannot tell them apart")
        query.select, query.distinct = [Select(key.sql, noun)], True
        if self.r.visits:  # each thing they did: its key beside theirs
            event = self.filters.event(query.base)
            if event is None or self.catalog.key(event) is None:
                raise CannotAnswer(f"it asks how often {noun} came, and I cannot tell what they did")
            query.tables.add(event)
            query.select.append(Select(self.catalog.key(event).sql, "visit"))
        elif self.r.dates and not self.filters.dated - {query.base}:  # (a value contrast may name no period)
            raise CannotAnswer(f"it follows {noun} from one period to another, and the period dates the "
                               f"{noun} themselves, not something they did")
        return self.finish(query, "count")

    def _names_rows(self, column: Column) -> bool:
        """A text column that names each row (the table's label, a name or title), not one that sorts rows."""
        label = self.catalog.label(column.table)
        parts = set(split_identifier(column.name))  # (a ``job_title`` says what a person does: it sorts them)
        return label is not None and column.sql in label[0] or bool(
            parts & {"name", "title", "label", "description"}) and not parts & {"job", "role", "position"}

    def _absent_children(self, query: Query) -> list[tuple[ChildRows, str]]:
        """"dogs never booked", "owners without a dog", "clients who never brought an animal in for an
        appointment" (the table named next, below the first, is the one counted): rows of a table below the base
        (a child, or a grandchild through the tables between) counted to none, so that a filter on them alone
        ("since 2025") is the count's (``_count_children``); "products never ordered": NOT EXISTS on the lines that
        join the two (an order's lines name its products). A date every row has names its event ("never had a
        booking": ``stays.booked_at``, the stays)."""
        child_counts = []
        for link in self.roles.links:
            if link.table == query.base or not self.filters.missing(link) or not (link.kind == "table" or (
                    link.kind == "column" and (c := self.column(link)) is not None and self.catalog.is_date(c)
                    and c.not_null and not past_verb(self.r.tokens[link.start].lower)  # (not "never returned":
                    and self.catalog.above(link.table, query.base))):  # a date some rows lack)
                continue
            before = set(self.filters.consumed)
            self.filters.missing(link, consume=True)
            self.filters.counted_none |= self.filters.consumed - before
            self.roles.used.add(link.start)
            below = next((o for o in self.roles.links if o.kind == "table" and 0 <= o.start - link.end <= 3
                          and self.catalog.above(o.table, link.table)), None)
            if below is not None:  # "an animal in for an appointment"
                self.roles.used.add(below.start)
                link = below
            path = self.catalog.join_path(link.table, query.base)
            if path is None:  # the tables between are not read yet
                raise NoJoinPath(link.table, [query.base])
            if len(path) == 2 and not path[0].up and path[1].up:  # orders -> order_items -> products
                query.where.append(f"NOT EXISTS (SELECT 1 FROM {quote(path[0].table)} JOIN {quote(link.table)} "
                                   f"ON {path[0].on} WHERE {path[1].on})")
            elif (rows := self._rows_below(link.table, query.base)) is None:
                raise CannotAnswer(f"I cannot relate {link.table} to {query.base} directly")
            else:
                child_counts.append((rows, "= 0"))
        return child_counts

    def _present_children(self, query: Query) -> None:
        """"owners who have dogs", "customers with orders in 2024": join the child, count each base row once."""
        for link in self.roles.links:
            if link.kind != "table" or link.table == query.base or link.start in self.roles.used:
                continue
            path = self.catalog.join_path(query.base, link.table)
            if path and len(path) == 1 and not path[0].up and not self.filters.missing(link):
                query.tables.add(link.table)
                self.roles.used.add(link.start)

    def _distinct_below(self, comparison, base: str) -> Link | None:
        """"In more than one town", "on at least two different instruments": a column of a table below ``base``,
        right after the number, whose values are counted once each."""
        link = self.roles.after(comparison.at + 1, 2, kinds=("column",), tokens=self.r.tokens)
        column = self.column(link) if link is not None else None
        if column is None or column.kind not in ("category", "text") or not self.catalog.above(link.table, base) \
                or not self._each_once(comparison, link) \
                or past_verb(self.r.tokens[link.start].lower) or any(l.kind == "table" and l.start == link.end
                                                                      for l in self.roles.links):
            return None  # ("three or more failed appointments": the appointments, of a status)
        return link

    def _each_once(self, comparison, link: Link) -> bool:
        """"More than one town", "at least two different instruments": things counted once each ("more than 2
        classes" may count bookings of one class)."""
        said = {t.lower for t in self.r.tokens[comparison.at:link.start]}
        return comparison.value == 1 and "one" in said or bool(said & {"different", "distinct", "separate"})

    def _things_reached(self, table: str, base: str) -> ChildRows | None:
        """"Customers who rented at more than one of our sites": ``table`` is not below ``base`` but above the rows
        that are (the rentals, through their units): those rows, joined up to it, counting its rows once each."""
        below = [t for t in self.catalog.tables if self.catalog.above(t, base) and self.catalog.above(t, table)]
        below = [t for t in below if not any(self.catalog.above(o, t) for o in below if o != t)] if below else []
        key = self.catalog.key(table)
        if len(below) != 1 or key is None or (rows := self._rows_below(below[0], base)) is None:
            return None
        reached = self._reach_above(rows, {table}, base)
        return dataclasses.replace(reached, distinct=(key.sql, human_words(table))) if reached is not None else None

    def _rows_below(self, table: str, base: str) -> ChildRows | None:
        """``table``'s rows that belong to the current ``base`` row, where ``table`` points at it up its foreign
        keys (an owner's dogs; a customer's grooming appointments, through their pets); None when it does not, or
        only through more than two joins."""
        path = self.catalog.join_path(table, base)
        if not path or len(path) > MAX_BELOW or not all(step.up for step in path):
            return None
        joins = "".join(f" JOIN {quote(step.table)} ON {step.on}" for step in path[:-1])
        return ChildRows(f"FROM {quote(table)}{joins}", [path[-1].on], {table, *(s.table for s in path[:-1])}, table)

    def _count_children(self, query: Query, child_counts: list[tuple[ChildRows, str]], shown: bool = False) -> None:
        """The conditions "customers with more than 10 orders" put on a count of each row's children
        (``_having_children``), once the filters are in: a filter on the children alone ("completed orders", "in
        2024") counts only the children that meet it, inside the count, and joins them no more outside it;
        ``shown``: each listed row's count is selected too."""
        for rows, test in child_counts:
            own = []
            for clause in query.where:
                named = Query(query.base, where=[clause]).named_tables(self.catalog)
                if named and (reached := self._reach_above(rows, named, query.base)):
                    if test == "= 0" and named != {rows.counted}:  # "clients with a cat who never had an
                        raise CannotAnswer(f"a condition on {sorted(named - {rows.counted})[0]} may be about the "
                                           f"{query.base} or the {rows.counted} they have none of")  # appointment"
                    rows, own = reached, own + [clause]
            query.where = [w for w in query.where if w not in own]
            if below := self._below_counted(query, rows):  # "instructors with more than 15 pupils pass the test"
                raise CannotAnswer(f"a condition on {below} may be about the {rows.counted} counted")
            counted = f"COUNT(DISTINCT {rows.distinct[0]})" if rows.distinct else "COUNT(*)"
            count = f"(SELECT {counted} {rows.source} WHERE {' AND '.join(rows.where + own)})"
            query.where.append(f"{count} {test}")
            if shown and test != "= 0":  # (none: no count to show)
                what = f"different {rows.distinct[1]}" if rows.distinct else human_words(rows.counted)
                query.select.append(Select(count, f"number of {plural(what)}"))
            still = Query(query.base, select=query.select, where=query.where).named_tables(self.catalog)
            query.tables -= rows.tables - still - {query.base}

    def _below_counted(self, query: Query, rows: ChildRows) -> str | None:
        """A table the query's other filters name that lies below the rows counted (``driving_tests`` beside a count
        of ``pupils``): its condition may say which of them count, which the count outside it would not see."""
        for clause in query.where:
            for table in sorted(Query(query.base, where=[clause]).named_tables(self.catalog) - {query.base}):
                if self.catalog.above(table, rows.counted):
                    return table
        return None

    def _reach_above(self, rows: ChildRows, tables: set[str], base: str) -> ChildRows | None:
        """``rows`` joined up to the ``tables`` a filter names, where each is the children's own or above them and
        not above ``base`` ("customers with more than 1 SUV rental": the rentals' cars); None where one is not."""
        source, reached = rows.source, set(rows.tables)
        for table in sorted(tables - reached):
            path = self.catalog.join_path(rows.counted, table)
            if not path or not all(step.up for step in path) or any(step.table == base for step in path):
                return None  # the filter is the base row's own ("customers in York"), it stays outside the count
            for step in path:
                if step.table not in reached:
                    source += f" JOIN {quote(step.table)} ON {step.on}"
                    reached.add(step.table)
        return dataclasses.replace(rows, source=source, tables=reached)

    def _marked_rows(self, comparison) -> Link | None:
        """"More than 25 no-shows": a stored value right after the number names the rows counted, where those rows
        count no units ("more than 5 widgets" may be units of the lines that name them, a ``qty``)."""
        link = self.roles.after(comparison.at + 1, 0, kinds=("value",), tokens=self.r.tokens)
        return None if link is None or quantity_columns(self.catalog, link.table) else link

    def _having_children(self, query: Query) -> list[tuple[ChildRows, str]]:
        """"owners with more than one dog": the child rows counted and their count's test ("> 1"), which
        ``_count_children`` puts on the query once its filters are in."""
        child_counts = []
        for comparison in self.r.comparisons:
            link = self.roles.after(comparison.at + 1, 2, kinds=("table",), tokens=self.r.tokens) or self._marked_rows(
                comparison)
            if link is None and not (self.r.negations or self.r.current) and any(
                    t.lower == "times" for t in self.r.tokens[comparison.at + 1:comparison.at + 4]):
                link = next((l for l in self.roles.links if l.kind == "value" and l.end <= comparison.start
                             and l.table != query.base), None)  # "no-shows 3 or more times": the rows so marked
            if link is None:
                link = self._distinct_below(comparison, query.base)
                if link is None:
                    continue
            if link.table == query.base:
                continue
            if self.catalog.join_path(link.table, query.base) is None:  # the tables between are not read yet
                raise NoJoinPath(link.table, [query.base])  # (the path up from the counted children)
            rows = self._rows_below(link.table, query.base)
            if rows is None and link.kind == "table" and self._each_once(comparison, link):  # "customers who
                rows = self._things_reached(link.table, query.base)  # rented at more than one of our sites"
            elif rows is not None and link.kind == "column":  # "properties in more than one town"
                rows = dataclasses.replace(rows, distinct=(self.column(link).sql, human_words(link.column)))
            if rows is None:
                raise CannotAnswer(f"I cannot relate {link.table} to {query.base} directly")
            child_counts.append((rows, f"{comparison.op} {int(comparison.value)}"))
            self.filters.used_comparisons.add(comparison.at)
            if rows.distinct:  # "have properties in", "rented at": the rows whose things are counted
                self.roles.used |= {link.start} | {l.start for l in self.roles.links if l.kind == "table"
                                                   and l.table in rows.tables}
            if link.kind == "table":  # (a value still filters the rows counted)
                self.roles.used.add(link.start)
        return child_counts

    def _own_amount(self) -> Column | None:
        """The one amount of the table asked ("the average donation", "our average sale"), else None."""
        asked = self.roles.asked
        if asked is None or asked.kind != "table" or any(money_word(t) for t in self.r.tokens[asked.start:asked.end]) \
                or any(t.lower in ("daily", "weekly", "monthly", "yearly", "annual") for t in self.r.tokens):
            return None  # ("the average daily takings": per day, not per row)
        amounts = [c for c in self.catalog.columns(asked.table) if stored_amount(c)]
        if len(amounts) == 1:
            self.roles.used.add(asked.start)
        return amounts[0] if len(amounts) == 1 else None

    def units_per_basket(self) -> Plan | None:
        """"The average number of items per order", "on average how many items are in a sale": the units of the
        one table of lines of the order or sale named, added up per basket and averaged over baskets; else None."""
        items = [l for l in self.roles.links if l.kind == "table" and l.start and self.r.tokens[l.start - 1].lower
                 in ("of", "many") and says_product(self.r.tokens[l.start:l.end])]  # (the things counted: not "the
        # number of days between ordering and receiving the goods")
        baskets = [l for l in self.roles.links if l.kind == "table" and names_baskets(l.table) and l not in items]
        every = self.catalog.declared() if self.catalog.surveyed else self.catalog
        found = [(b, key, units) for b in baskets for key in every.referencing(b.table)
                 if (units := sold_units(every, key.table)) is not None]
        if not items or len(found) != 1 or self.r.distinct or any(t.lower in ("line", "lines") for t in self.r.tokens):
            return None  # ("line items per order", "different products per order": lines, not units)
        basket, key, units = found[0]
        if units.table not in self.catalog.tables:  # (the lines, read first)
            raise NoJoinPath(basket.table, [units.table])
        self.roles.used |= {items[0].start, basket.start}
        query = Query(units.table, tables={basket.table})
        self.apply_filters(query, set(), end_table=basket.table)
        query.select = [Select(f"ROUND(1.0 * SUM({units.sql}) / COUNT(DISTINCT {key.sql}), 2)",
                               f"average number of {plural(self.r.tokens[items[0].start].lower)} per "
                               f"{singular(human_words(basket.table))}", True)]
        return self.finish(query, "aggregate")

    def aggregate(self, forced: str | None = None, measure: Column | None = None) -> Plan:
        if self.r.two_figures:
            raise CannotAnswer("it asks for two figures at once")
        linked = [l.table for l in self.roles.links]
        measure = measure or self.measure(list(dict.fromkeys(linked)), dates=bool(self.r.direction))
        if measure is None and self._date_superlative():
            measure = self.only_date(list(dict.fromkeys(linked)))
        if measure is None and self._size_superlative():  # "the largest single payment": its amount
            measure = self.computed(money_measure(self.catalog, list(dict.fromkeys(linked)), self.r))
        if measure is None and self.r.aggregate == "avg" and (per := self.units_per_basket()) is not None:
            return per
        if measure is None and self.r.aggregate == "avg":  # "the average donation": the amount of one
            measure = self._own_amount()
        if measure is None:
            raise CannotAnswer(NO_FIGURE)
        if self.r.interval is not None and measure.kind == "money":  # "days from invoice to payment": no money
            raise CannotAnswer(f"it asks for the {self.r.interval[0]} between two dates, and I could not tell which")
        asked_for = self.r.aggregate
        totals = [t for t in self.r.tokens if t.lower in ("total", "totals", "sum")]
        if asked_for == "sum" and totals and self.r.direction and all(any(
                l.kind == "column" and t.i in l.span and (l.table, l.column) == (measure.table, measure.name)
                for l in self.roles.links) for t in totals):
            asked_for = None  # "the largest total funding": the word belongs to the column total_funding (but "the
            # total cost of the 2023 purchases" adds TotalCost up)
        if asked_for == "sum" and not totals and self._size_superlative() and any(
                l.kind == "table" and l.table == measure.table and 0 < l.start - self.r.superlative_at <= 2
                for l in self.roles.links):
            asked_for = None  # "how much was our biggest (single) order": the one order's amount, not all of them
        how = forced or asked_for or ("max" if self.r.direction > 0 else "min" if self.r.direction else None) \
            or ("sum" if self.money_asked() or measure.defined and measure.kind == "money"
                or names_money_taken(self.r, self.roles.links, measure) else None)
        if measure.rate:  # a rate is the average of its rows' 100s and 0s, whatever else the words say
            how = "avg"
        undecided = f"I cannot tell whether to add up, average or pick out {measure.name}"
        if how is None and measure.per_line:
            raise CannotAnswer(undecided)
        how = how or "value"  # one row's figure ("the capacity of the Studio"): answered only if one row matches
        if self.r.limit and self.r.limit > 1:  # "the 3 highest-grossing products": several things, not one figure
            raise CannotAnswer(f"it asks for the top {self.r.limit}, and I found nothing to rank")
        if measure.kind not in MEASURE_KINDS and how in ("sum", "avg"):
            raise CannotAnswer(f"{measure.name} is not a number to add up or average")
        expr = {"sum": f"SUM({measure.sql})", "avg": f"ROUND(AVG({measure.sql}), 2)",
                "max": f"MAX({measure.sql})", "min": f"MIN({measure.sql})", "value": measure.sql}[how]
        if measure.per_line and how != "sum":  # line revenue: per line, or per sale / order the lines belong to?
            expr = self._per_header(measure, how)
        query = Query(measure.table)
        self._mark_table_links(measure.table)
        group = self.group_link()
        if group is None and self.groups_asked():  # "break down the money we took by how it was paid"
            raise CannotAnswer("it asks for a figure for each of something, and I could not tell the groups")
        if group is not None and group.kind == "table" and group.table == measure.table:  # "average seats per
            self.roles.used.add(group.start)  # subscription": each row once, no grouping
            group = None
        self.apply_filters(query, {group.start} if group else set(), end_table=measure.table)
        # "the total of unpaid invoices": paid = 0; "what our trade customers spent": is_trade, a table joined
        before = len(self.filters.where)
        self.filters.flags([(l, c) for l, c in self.numeric_links(("flag",)) + self.modifier_flags()
                            if self.catalog.join_path(measure.table, c.table) is not None])
        query.where += self.filters.where[before:]
        query.tables |= self.filters.tables
        if how == "value":
            if group is not None:
                raise CannotAnswer(undecided)
            if any(not step.up for step in self.catalog.joins(query.base, query.tables) or []):
                raise CannotAnswer(undecided)  # rows joined through their children: how many were there?
            query.select, query.limit = [Select(expr, measure.phrase, False)], 2  # two rows: not one row's figure
            return self.finish(query, "value")
        words = {"sum": "total", "avg": "average", "max": "highest", "min": "lowest"}[how]
        if self.catalog.is_date(measure):
            words = {"max": "latest", "min": "earliest"}.get(how, words)
        phrase = figure_name(words, measure.phrase)
        if measure.rate:  # its own name may hold a stored value ('No-show'): say what the figure is
            phrase = "percentage"
        if how in ("sum", "avg") and measure.kind == "money" and not group and MONEY_OUT.search(self.r.text):
            expr = f"ABS({expr})"  # money paid back, which some books keep negative: one figure is its size (a
            # breakdown keeps its signs)
        value = Select(expr, phrase, True)
        if group:
            name = self.group_by(query, group)
            query.select = [name, value]
            query.order = self.group_order(group)
            return self.finish(query, "group")
        query.select = [value]
        return self.finish(query, "aggregate")

    def _per_header(self, measure: Column, how: str) -> str:
        """"the average sale value": line revenue added up per sale, averaged over the sales the question names."""
        headers = [s for s in self.catalog.edges().get(measure.table, []) if s.up
                   and s.table in self.filters._header(measure.table)]
        named = [s for s in headers if any(l.kind == "table" and l.table == s.table for l in self.roles.links)]
        if how != "avg" or len(named) != 1:
            raise CannotAnswer(f"{measure.table} holds lines: the {how} per line, or per the sale they belong to?")
        foreign_key = named[0].on.split(" = ")[0]  # "lines"."sale_id" = "sales"."sale_id"
        return f"ROUND(SUM({measure.sql}) / COUNT(DISTINCT {foreign_key}), 2)"

    def listing(self) -> Plan:
        asked = self.roles.asked
        if asked.kind == "table":  # a value asked ("our dockhands") stays a filter
            self.roles.used.add(asked.start)
        expr, phrase = self.label(asked.table)
        if asked.kind == "value" and asked.expr == expr:  # "who's on a family box": the boxes go by that name
            raise CannotAnswer(f"no column of {asked.table} names its rows but {asked.column}, the one asked about")
        query = Query(asked.table, select=[Select(expr, human_words(asked.table))])
        self.roles.used |= {l.start for l in self.roles.links if l.kind == "column" and l.table == asked.table
                            and (c := self.column(l)) is not None and c.sql in expr}  # "the names of ...": shown
        compared = {found[0].start for comparison in self.r.comparisons  # "a salary above 55000": a filter
                    if (found := self.filters._compared(comparison, self.numeric_links())) is not None}
        extra = [(l, c) for l, c in ((l, self.column(l)) for l in self.roles.links)
                 if c is not None and c.table == asked.table and c.sql not in expr and c.kind != "flag"
                 and l.start not in self.roles.used | compared and not self.filters.missing(l)
                 and (not self.catalog.is_date(c) or self.r.sort and not self.r.dates)
                 and not (c.kind == "text" and self.r.tokens[l.start - 1].lower in ("a", "an")
                          and self.filters._held(l))]  # "customers with a loyalty card": a filter, not a column
        dated = [(l, c) for l, c in ((l, self.column(l)) for l in self.roles.links) if c is not None
                 and c.table == asked.table and self.catalog.is_date(c) and l.start not in self.roles.used]
        when = dated[0][1] if self.r.when and len(dated) == 1 else None  # "which staff have left, and when?":
        extra = [(l, c) for l, c in extra if c is not when]  # the date filters the rows, and is said for each
        child_counts = self._absent_children(query) + self._having_children(query)  # "which publishers have no
        # books", "which customers have placed more than 20 orders"
        self.apply_filters(query, {l.start for l, _ in extra}, end_table=asked.table, listed=True)
        before = len(self.filters.where)  # "list the discontinued products": discontinued = 1
        self.filters.flags([(l, c) for l, c in self.numeric_links(("flag", "quantity", "number")) if c.table ==
                            asked.table and (c.kind == "flag" or self._held_stock(l, c))])
        query.where += self.filters.where[before:]
        self._count_children(query, child_counts, shown=True)
        if when is not None:
            query.select.append(Select(when.sql, when.phrase))
        for link, column in extra:
            if link.start in self.roles.used:
                continue
            self.roles.used.add(link.start)
            query.select.append(Select(column.sql, column.phrase))
            query.tables.add(column.table)
        if self.r.sort_by and len(query.select) == 1:  # "cheapest class first": by price, said for each
            by = adjective_measure(self.catalog, [asked.table], self.r.sort_by)
            if by is None:
                raise CannotAnswer(f"it sorts {asked.table} by {self.r.sort_by}, and I found no column holding it")
            query.select.append(Select(by.sql, by.phrase))
        if when is not None:  # in the order they happened, unless the question sorts them ("latest first")
            query.order = [f"{when.sql} {'DESC' if self.r.sort > 0 or self.r.age_order > 0 else 'ASC'}", "1"]
        elif self.r.chronological:
            date = next((c for l, c in ((l, self.column(l)) for l in self.roles.links)
                         if c is not None and self.catalog.is_date(c) and c.table == asked.table), None)
            if date is None:
                raise CannotAnswer("it asks for time order, and I found no date to order by")
            query.order = [f"{date.sql} ASC", "1"]
        elif self.r.sort and len(query.select) > 1:
            query.order = [f"2 {'ASC' if self.r.sort < 0 else 'DESC'}", "1"]
        elif self.r.age_order:  # "longest-serving first": by the date every row has (hired_on, launched_on)
            began = [c for c in self.catalog.columns(asked.table) if self.catalog.is_date(c) and c.not_null]
            if len(began) != 1:
                raise CannotAnswer(f"it asks for {asked.table} by age, and I cannot tell which date they began on")
            query.order = [f"{began[0].sql} {'ASC' if self.r.age_order < 0 else 'DESC'}", "1"]
        else:
            query.order = self.catalog.label_order(asked.table)
        query.limit = MAX_LIST_ROWS + 1
        return self.finish(query, "list", names_first=True)

    def _held_stock(self, link: Link, column: Column) -> bool:
        """"Which products are out of stock / in stock": the stock a row holds, none or some."""
        before = [t.lower for t in self.r.tokens[max(0, link.start - 2):link.start]]
        return holds_stock(column) and (before == ["out", "of"] or before[-1:] == ["in"])

    def _owner_of(self, asked: Link | None) -> Link | None:
        """"The names of our hygienists": the rows a text column asked is "of" (a table, or a value saying which
        rows), when the column is theirs."""
        if asked is None:
            return None
        column = self.column(asked)
        names = all(t.lower in ("name", "names") for t in self.r.tokens[asked.start:asked.end])
        if not names and (column is None or column.kind not in ("text", "category")):
            return None
        at = asked.end
        if at >= len(self.r.tokens) or self.r.tokens[at].lower != "of":
            return None
        at += 1
        while at < len(self.r.tokens) and self.r.tokens[at].lower in OWNER_DETERMINERS:
            at += 1
        first = next((l for l in self.roles.links if l.start == at and l.kind in ("table", "value")), None)
        owner = head_of_phrase(self.roles.links, first, self.r.tokens, self.catalog) if first else None
        return owner if owner is not None and owner.kind in ("table", "value") and (
            names and self.catalog.label(owner.table) or column is not None and owner.table == column.table) else None

    def _values_asked(self, asked: Link | None) -> bool:
        """"Which towns do we have customers in": a text column asked in the plural, whose values the answer lists;
        not one value ("which channel is the favourite"), not one the question names ("who's on a family-size box"
        of a ``size`` column), not a condition on each group ("which towns have no customers with a VAT number")."""
        column = self.column(asked)
        r = self.r
        if column is None or column.kind not in ("category", "text") or r.aggregate or r.count_at is not None \
                or r.negations or r.missing or self.money_asked():
            return False
        said = r.tokens[asked.end - 1].lower
        return singular(said) != said and not any(t.lower in GROUP_CONDITIONS for t in r.tokens) and not any(
            l.kind == "value" and (l.table, l.column) == (column.table, column.name) for l in self.roles.links)

    def column_values(self, column: Column) -> Plan:
        """"Which towns do we have customers in?": the distinct values of the column asked, among the rows the
        question's filters keep."""
        self.roles.used.add(self.roles.asked.start)
        query = Query(column.table, select=[Select(column.sql, column.phrase)], distinct=True)
        query.where.append(f"{column.sql} IS NOT NULL")
        self.apply_filters(query, set(), end_table=column.table, listed=True)
        query.order = ["1"]
        query.limit = MAX_LIST_ROWS + 1
        return self.finish(query, "list", names_first=True)

    def _rate_named(self) -> bool:
        return any(names_rate(self.catalog, link) for link in self.roles.links)

    def entities_having(self) -> Plan:
        """"Which customers spent more than $800 in 2025?": the things asked, each with the money its rows (or its
        children's) add up to, kept where that total passes the comparison."""
        if len(self.r.comparisons) > 1:
            raise CannotAnswer("I cannot tell what the comparison counts")
        comparison = self.r.comparisons[0]
        if any(l.start == comparison.at + 1 and l.kind in ("table", "value") for l in self.roles.links):
            raise CannotAnswer("it compares a count of rows and asks for money beside it")  # "more than 600 sales"
        asked = self.roles.asked
        rated = {l.start for l in self.roles.links if names_rate(self.catalog, l)}  # "a test pass rate": the test's
        if one := next((l for l in self.roles.links if l.kind == "table" and l.start and (asked is None or l.table
                        != asked.table) and self.r.tokens[l.start - 1].lower in ONE_ROW_WORDS
                        and l.end not in rated), None):
            raise CannotAnswer(f"it compares the amount of one of the {one.table}, not each thing's total")
        self.filters.used_comparisons.add(comparison.at)
        query, _, value = self.ranked(None, False)
        test = f"{value.expr} {comparison.op} {sql_number(comparison.value)}"
        if value.aggregate:
            query.having = [test]
        else:  # "which products cost more than $20", "which employees earn more than 55000": each row's own figure
            query.where.append(test)
        query.order = ["2 DESC", "1"]
        query.limit = MAX_LIST_ROWS + 1
        return self.finish(query, "list", names_first=True)

    def _average_compared(self) -> Link | None:
        """"Which engineers have an average review rating below 4 stars": "average", then a measure (its link
        returned), then the comparison; not the average thing itself ("more than the average")."""
        r, comparison = self.r, self.r.comparisons[0]
        said = [t.i for t in r.tokens[:comparison.start] if t.lower in ("average", "mean")]
        if r.aggregate != "avg" or r.above_average or not said:
            return None
        return next((l for l in self.roles.links if said[0] < l.start < comparison.start
                     and getattr(self.column(l), "kind", None) in MEASURE_KINDS), None)

    def _units_compared(self, table: str) -> bool:
        """The comparison is of a quantity kept on rows below ``table`` ("products that sold more than 150 units":
        the sale lines' ``qty``): each one's total is compared, not each row's."""
        comparison = self.r.comparisons[0]
        if any(t.lower in ONE_ROW_WORDS for t in self.r.tokens[comparison.at + 1:]):  # "... in a single sale",
            return False  # "per sale", "on one ticket": each row's own quantity
        near = sorted((abs(l.start - comparison.at), c.table, c.name) for l in self.roles.links
                      if abs(l.start - comparison.at) <= 2 and (c := self.column(l)) is not None)
        column = self.catalog.column(near[0][1], near[0][2]) if near else None
        return column is not None and column.kind == "quantity" and column.table != table and any(
            not s.up for s in self.catalog.join_path(table, column.table) or [])

    def groups_having(self) -> Plan:
        """"Which cities have more than 200 owners?": groups of a column, kept by a count of a table."""
        column = self.column(self.roles.asked)
        if column.kind not in ("category", "text"):
            raise CannotAnswer(f"I cannot list {column.name} values by a count")
        self.roles.used.add(self.roles.asked.start)
        comparison = self.r.comparisons[0]
        counted = self.roles.after(comparison.at + 1, 2, kinds=("table", "column"), tokens=self.r.tokens)
        averaged = self._average_compared() if counted is None else None  # "an average exam mark above 120"
        counted = counted or averaged
        if counted is None and self.money_asked():  # "vendors we paid more than $100,000"
            summed = money_measure(self.catalog, [column.table], self.r)
        else:
            summed = self.column(counted)
        if counted is None and summed is None or len(self.r.comparisons) > 1 or \
                summed is not None and summed.kind not in MEASURE_KINDS:
            raise CannotAnswer("I cannot tell what the comparison counts")
        if counted is not None:
            self.roles.used.add(counted.start)
        self.filters.used_comparisons.add(comparison.at)
        base = summed.table if summed is not None else counted.table
        query = Query(base, tables={column.table}, group=[column.sql])
        query.where.append(f"{column.sql} IS NOT NULL")
        self.apply_filters(query, set())
        aggregate = f"{'AVG' if averaged else 'SUM'}({summed.sql})" if summed is not None else "COUNT(*)"
        query.select = [Select(column.sql, column.phrase)]
        if averaged is not None:
            query.select.append(Select(aggregate, figure_name("average", summed.phrase), True))
        elif self.r.count_at is not None or re.search(r"\bhow much\b|\band (the )?(totals?|counts?)\b", self.r.text):
            query.select.append(Select(aggregate, figure_name("total", summed.phrase) if summed is not None
                                       else plural(human_words(base)), True))  # "... and how many each?"
        query.having = [f"{aggregate} {comparison.op} {sql_number(comparison.value)}"]
        query.order = ["2 DESC", "1"] if len(query.select) > 1 and not self.r.alphabetical else ["1"]
        query.limit = MAX_LIST_ROWS + 1
        return self.finish(query, "list", names_first=True)
