"""Ranked things: the queries behind "which X has the highest Y", "the top 3 products by revenue", "which month had
the most check-ins" — the asked things (a table's labelled rows, a category, or periods of a date) with the figure
they are ranked by (a measure, or a count of the table named after the superlative), filtered.

``Ranking.ranked`` / ``Ranking.period_ranked`` build the query without order or limit, so that the extreme shape
(shapes.py) and the per-group and against-the-average shapes (groupwise.py) share one way of finding X and Y.

    query, name, value = shapes.ranked(reading.superlative_at, reading.counts)
"""

from __future__ import annotations

from envs.words import human_words, plural

from agent.baselines.analyst.catalog import Column, of_baskets
from agent.baselines.analyst.linking import TIME_UNITS, Link
from agent.baselines.analyst.measures import is_unit_money, quantity_columns, takings_columns
from agent.baselines.analyst.planner import MONEY_NOUNS, PERIOD_NAMES, PERIOD_WORDS, Plan, Planner
from agent.baselines.analyst.query import CannotAnswer, NoJoinPath, Query, Select, figure_name
from agent.baselines.analyst.roles import MEASURE_KINDS, money_measure
from agent.baselines.analyst.vocabulary import SELLING, STOPWORDS, SYNONYM_TAGS, UNIT_WORDS, speaks_of_selling

MONEY_RANKED = MONEY_NOUNS - {"sales"} | {"money"}  # "the most money"
BILLS = frozenset({"bill", "bills"})  # money after a table ("the most in vet bills"), not alone ("the most bills")
# ("the most sales" may count them)
QUALITY_SUPERLATIVES = frozenset({"best", "worst", "highest", "lowest", "top"})  # "the best reviews": rated
RATING_TAG = min(SYNONYM_TAGS["rating"])  # the tag of "rating" and "stars"
COMMON_WORDS = frozenset({"common", "frequent", "popular", "usual"})  # "most common X": X with the most rows


class Ranking(Planner):
    """The ranked-query pieces of the shapes."""

    def period_extreme(self, width: int) -> Plan:
        """"Which month of 2024 had the most check-ins": periods of a date, ranked by a count or a sum."""
        k = self.r.limit or 1
        query, _, _ = self.period_ranked(width)
        query.order = [f"2 {'ASC' if self.r.direction < 0 else 'DESC'}", "1"]
        query.top = k
        return self.finish(query, "extreme", top=k, names_first=True)

    def _number_of(self, after: int | None) -> Link | None:
        """"The busiest month in 2024 for number of transactions": the rows named where the count is asked, after
        the superlative ("number of")."""
        at = self.r.count_at
        if after is None or at is None or at <= after:
            return None
        return self.roles.after(at, 1, kinds=("table", "column"), tokens=self.r.tokens)

    def period_ranked(self, width: int, group: Link | None = None) -> tuple[Query, Select, Select]:
        """Periods of a date (``width`` characters of it) with the count or total they are ranked by; with
        ``group``, also the group each belongs to (selected first)."""
        self.roles.used |= {at + 1 for at in (self.r.wh_at, self.r.superlative_at) if at is not None
                            and self.r.tokens[at + 1:at + 2] and self.r.tokens[at + 1].lower in PERIOD_WORDS}
        after = self.r.superlative_at + 1 if self.r.superlative_at is not None else None
        words = [t.lower for t in self.r.tokens[after + 1:after + 4]] if after is not None else []
        reach = 4 + next((len(of) for of in (words, words[:2])  # ("the busiest day of the week for sales")
                          if of[:1] == ["of"] and of[-1] in ("day", "week")), 0)
        link = self.roles.after(after, reach, kinds=("table", "column"), tokens=self.r.tokens) \
            or self._kind_after(after) \
            or self._number_of(after)
        before = [t.lower for t in self.r.tokens[:link.start] if t.lower not in ("the", "our")][-1:] if link else []
        if link is not None and link.kind == "value" and before in (["at"], ["in"]) \
                and not any(self.catalog.is_date(c) for c in self.catalog.columns(link.table)):
            link = None  # "the busiest day at the kiosk": a place, whose rows are not the events counted (not "the
            # busiest day for Spin Blast": the classes of that kind)
        column = self.column(link) if link is not None and link.kind == "column" else None
        measure = column if column is not None and column.kind in MEASURE_KINDS else \
            self.measure([link.table] if link else []) if column is None and after is not None else None  # "the
        # best month for sales": money (with no table named, the one table of money taken), else a count
        if column is not None and self.catalog.is_date(column) and any(t.i in link.span for t in self.money_asked()):
            measure = self.measure([link.table])  # "the month with the highest sales": ``sold_at``, and their money
        if link is None and measure is None and (busy := self.busy_table()) is not None:  # "which day of the week
            link = Link("table", busy, after - 1, after, 1.0)  # is busiest": the orders (or sales)
        if link is None and measure is None:
            raise CannotAnswer("I cannot tell what to count in each period")
        table = measure.table if measure is not None and measure.kind == "money" or link is None else link.table
        # ("the best month for takings": the sale lines the money is in, dated by their sale)
        date = column if column is not None and self.catalog.is_date(column) else None
        if link is not None and link.kind != "value":  # (a value is the filter on the rows counted)
            self.roles.used.add(link.start)
        if date is None:
            date = self.filters.date_column(table, [])
        query = Query(table, tables={date.table})
        expr = self.period_of(date, width)
        name = Select(expr, PERIOD_NAMES[width])
        value = Select(f"SUM({measure.sql})" if measure else "COUNT(*)",
                       figure_name("total", measure.phrase) if measure else plural(human_words(table)), True)
        query.where.append(f"{date.sql} IS NOT NULL")
        query.select, query.group = [name, value], [expr]
        if group is not None:
            query.select.insert(0, self.group_by(query, group))
        self.apply_filters(query, {group.start} if group else set(), end_table=None)
        return query, name, value

    def _kind_after(self, position: int | None) -> Link | None:
        """"The most exams": a stored value right after ``position`` (grammar words between), whose rows are
        counted; not "the most people to taster sessions", where the rows counted are something else."""
        link = self.roles.after(position, 4, kinds=("value",), tokens=self.r.tokens)
        return link if link is not None and all(t.lower in STOPWORDS for t in self.r.tokens[position:link.start]) \
            else None

    def extreme(self) -> Plan:
        """Which X has the highest Y / the most Z: the label of X, ordered, LIMIT k (+1 to see ties)."""
        k = self.r.limit or 1
        query, _, value = self.ranked(self.r.count_pivot, self.r.counts)
        query.order = [f"2 {'ASC' if self.r.direction < 0 else 'DESC'}", "1"]
        query.top = k
        return self.finish(query, "extreme", top=k, names_first=True)

    def ranked(self, pivot: int | None, counts: bool, group: Link | None = None, average: bool | None = None
               ) -> tuple[Query, Select, Select]:
        """The asked things with the figure they are ranked or compared by (a measure, or a count of the table
        named after ``pivot``), filtered; with ``group``, also the group each belongs to (selected first)."""
        asked = self.roles.asked
        entity = self._entity(asked)
        if entity is None:
            raise CannotAnswer("I cannot tell which kind of thing the question asks for")
        self.roles.used.add(asked.start) if asked else None
        sold = self._best_selling(entity)
        counted = None if sold is not None else self._counted_table(entity, pivot, counts)
        units = self._units_of(counted, pivot) if counted and pivot is not None else None
        counted = None if units is not None else counted  # "which type of part did we fit the most of": the parts'
        # quantity added up
        if isinstance(entity, Column):  # which city has the most customers
            measure = units or sold or (None if counted else self.measure([entity.table]) or (self.computed(
                money_measure(self.catalog, [entity.table] + self._children(entity.table), self.r))
                if self.money_asked() else None))  # a measure named may live elsewhere; money taken, below ("which
            # city makes us the most money": the sales of its branches)
            base = counted or (measure.table if measure else entity.table)
            query = Query(base, tables={entity.table})
            name = Select(entity.label_sql, entity.phrase)
            query.group.append(entity.label_sql)
            query.where.append(f"{entity.label_sql} IS NOT NULL")
        else:
            measure = units or sold or (None if counted else self.measure([entity] + self._children(entity),
                                                                          dates=True))
            if measure is None and counted is None and self._date_superlative():
                measure = self.only_date([entity])
            if measure is None and counted is None and self._size_superlative():  # "the largest invoice"
                measure = self.computed(money_measure(self.catalog, [entity], self.r))
            if measure is None and counted is None and (rating := self._review_rating()) is not None:
                measure, average = rating, True  # "which room gets the best reviews": their average rating
            if measure is None and counted is None and asked is not None \
                    and getattr(self.column(asked), "kind", None) in MEASURE_KINDS:
                measure = self.column(asked)  # "who worked the most hours": the people above the hours worked;
                # "who has the highest hourly rate": the people's own
            base = counted or (measure.table if measure else entity)
            expr, phrase = self.label(entity)
            query = Query(base, tables={entity})
            name = Select(expr, human_words(entity))
            if base != entity:
                query.group.append(self.catalog.key(entity).sql if self.catalog.key(entity) else expr)
        self._mark_table_links(base, entity if isinstance(entity, str) else entity.table)
        if query.group and measure is not None and self.catalog.is_date(measure):  # "the busiest station (rides
            measure, counted = None, measure.table  # started there)": a date names events, counted, not added up
        elif measure is not None and self.catalog.is_date(measure) and not self._date_superlative() \
                and not self.r.adjective:  # (the oldest: by date of birth)
            raise CannotAnswer("I cannot tell what to rank by")  # "who has rung up the most": not the latest hired
        if measure is None and counted is None and isinstance(entity, Column) and any(
                l.kind == "table" and l.table == entity.table for l in self.roles.links):
            counted = entity.table  # "where do our customers come from? Top five towns": customers per town
        if measure is None and counted is None:
            apart = sorted({l.table for l in self.roles.links if l.kind == "table" and isinstance(entity, str)
                            and self.catalog.join_path(l.table, entity) is None and any(
                                c.kind in MEASURE_KINDS for c in self.catalog.columns(l.table))})
            own = entity if isinstance(entity, str) else entity.table
            if not apart and any(t.lower in MONEY_RANKED for t in self.r.tokens):  # "which city makes us the
                # most money": the sale lines read, the sales between them not
                apart = sorted(t for t in self.catalog.tables if t != own and self.catalog.join_path(t, own) is None
                               and takings_columns(self.catalog, [t], self.r))
            if apart:  # "customers invoiced more than 5000": the orders between them and the invoices are not read
                raise NoJoinPath(apart[0], [own])
            raise CannotAnswer("I cannot tell what to rank by")
        if query.group:
            how = "AVG" if (self.r.aggregate == "avg" if average is None else average) else "SUM"
            how = "AVG" if measure is not None and measure.rate else how  # a rate: the average of its 100s and 0s
            if how == "AVG" and measure is not None and measure.per_line:
                raise CannotAnswer(f"{measure.table} holds lines: the average per line, or per sale?")
            if how == "SUM" and measure is not None and measure.expr is None:
                measure = self._line_amount(measure, summed=True)  # "the supplier we spent most with": not unit costs
            value = Select(f"{how}({measure.sql})" if measure else "COUNT(*)",
                           measure.phrase if measure and measure.rate
                           else figure_name('average' if how == 'AVG' else 'total', measure.phrase) if measure
                           else plural(human_words(counted)), True)
        else:
            value = Select(measure.sql, measure.phrase)
            query.where.append(f"{measure.sql} IS NOT NULL")
        query.select = [name, value]
        if group is not None:
            grouped = list(query.group)
            query.select.insert(0, self.group_by(query, group))
            query.group = query.group if grouped else []  # rows ranked within their group, not added up
        self.apply_filters(query, {group.start} if group else set(),
                           end_table=entity if isinstance(entity, str) else None)
        return query, name, value

    def _review_rating(self) -> Column | None:
        """"Which room gets the best reviews", "our worst-reviewed pitch": the one rating (``stars``, ``rating``) of
        the table of reviews said right after a superlative of quality, else None."""
        at = self.r.superlative_at
        if at is None or self.r.tokens[at].lower not in QUALITY_SUPERLATIVES:
            return None
        link = next((l for l in self.roles.links if l.kind == "table" and at < l.start <= at + 2), None)
        ratings = [c for c in self.catalog.columns(link.table) if c.kind in ("number", "quantity")
                   and any(RATING_TAG in w for w in c.words)] if link is not None else []
        if len(ratings) != 1:
            return None
        self.roles.used.add(link.start)
        return ratings[0]

    def _best_selling(self, entity: str | Column) -> Column | None:
        """"Our best-selling product", "which item sold the most", "our most popular product": the units its sale
        lines sold, not how many sales it was in ("which brand sells the most": its products'); where a word of
        selling (or "popular") is the superlative's own and the question names no other measure or adjective."""
        at, tokens = self.r.superlative_at, self.r.tokens
        if at is None or self.r.frequency or self.r.adjective or self.money_asked():  # ("best-selling by revenue")
            return None
        item = isinstance(entity, Column) and self.item_column(entity.table) is entity  # ("which item sold the
        # most" of one flat table of sale lines: its item_name)
        if isinstance(entity, Column) and (of_baskets(entity.table) and not item
                                           or not any(t.lower in SELLING for t in tokens)):
            return None  # ("the most popular payment method": sales counted)
        sold = self.sold_quantity(entity.table) if item else \
            self.units_sold_of(entity if isinstance(entity, str) else entity.table)  # (a brand: its products')
        if any(l.kind == "column" and getattr(c := self.column(l), "kind", None) in MEASURE_KINDS and c is not sold
               for l in self.roles.links):  # (another measure named; "sells the most units": the units sold)
            return None
        after = self.roles.after(at + 1, 1, kinds=("table", "column"), tokens=tokens)
        units = after is not None and sold is not None and self.column(after) is sold  # "sells the most units"
        sold_most = any(t.lower in SELLING for t in tokens[max(0, at - 2):at]) and (
            after is None or units)  # "which item sold the most"
        popular = any(t.lower == "popular" for t in tokens[at:at + 2])
        if self.r.counts and not (sold_most or popular) or not speaks_of_selling(self.r.superlative_words):
            return None
        if sold is not None:  # the word of selling is said (not "selling" as a word of cake_order's comment), and
            # "units" names what it adds up
            self.roles.used |= {l.start for l in self.roles.links if l.kind == "table"
                                and all(tokens[i].lower in SELLING for i in l.span) or self.column(l) is sold}
        return sold

    def _units_of(self, counted: str, pivot: int) -> Column | None:
        """"The most of" with nothing named after it: the one quantity column of the rows counted, where they keep
        one (a line's ``qty``), else None (the rows themselves are counted)."""
        after = [t.lower for t in self.r.tokens[pivot + 1:pivot + 3]]
        if after[:1] != ["of"] or self.roles.after(pivot + 2, 2, kinds=("table", "column"), tokens=self.r.tokens):
            return None
        units = quantity_columns(self.catalog, counted)
        return units[0] if len(units) == 1 else None

    def _counted_table(self, entity: str | Column, pivot: int | None, counts: bool) -> str | None:
        """"which X has the MOST Y": Y is a table linked after the superlative (not X itself)."""
        if pivot is None or not counts:
            return None
        own = entity if isinstance(entity, str) else entity.table
        link = self.roles.after(pivot + 1, 4, kinds=("table", "column"), tokens=self.r.tokens)
        money = bool(self.money_asked()) or any(  # "which companies owe us the most": their balance owed
            l.start < pivot and l.kind == "column" and getattr(self.column(l), "kind", None) == "money"
            for l in self.roles.links)
        dated = self.column(link) if link is not None and link.kind == "column" else None
        if dated is not None and self.catalog.is_date(dated) and dated.table != own and not money:
            self.roles.used.add(link.start)  # "the town we got the most call-outs from": the jobs' callout_dt,
            return dated.table  # an event's date, names the events counted
        if (link is None or link.kind != "table") and isinstance(entity, Column) \
                and (not money or self.r.frequency):  # "the most common sex of the dogs", "... way people pay"
            return entity.table
        if link is None and isinstance(entity, str) and self.r.counts_own_rows \
                and (self.r.frequency or not money):
            return self._counted_rows(own, pivot)  # "which service was booked most often": its bookings
        if link is None or link.kind != "table" or self._money_ranked(pivot, link) or self._units_of_rows(link):
            return None
        self.roles.used.add(link.start)
        common = COMMON_WORDS & {t.lower for t in self.r.tokens[pivot:pivot + 2]}
        if link.table == own and isinstance(entity, str) and common:
            return self._counted_rows(own, pivot)  # "the most common breeds (among the dogs)"
        if link.table == own and not isinstance(entity, Column):
            return None
        return self._events_of(link, own) if isinstance(entity, str) else link.table

    def _units_of_rows(self, table: Link) -> bool:
        """"The most lesson hours", "the most pitch nights": a unit said right after the table, naming a measure of
        its rows, is added up, not the rows counted (not "the most class sessions", no unit; not "the most orders
        totalling over 40", a measure compared)."""
        tokens = self.r.tokens
        return any(l.start == table.end and l.kind == "column" and l.table == table.table
                   and getattr(self.column(l), "kind", None) in MEASURE_KINDS
                   and all(t.lower in TIME_UNITS or t.lower in UNIT_WORDS for t in tokens[l.start:l.end])
                   and not any(l.end <= c.start <= l.end + 1 for c in self.r.comparisons) for l in self.roles.links)

    def _events_of(self, named: Link, own: str) -> str:
        """"Which groomer did the most grooms", "which instructor taught the most classes": where the rows named are
        a list of kinds of event (a price list, or a table the word only half names: grooming_services,
        class_types) that does not belong to the ranked things (the staff), the one table whose rows belong to both
        (the appointments, the sessions) holds the events (not "the most customers": each is counted once)."""
        counted = named.table
        kinds = named.score < 1 or any(is_unit_money(c) for c in self.catalog.columns(counted))
        if self.catalog.above(counted, own) or not kinds:
            return counted
        both = [t for t in self._children(own) if t in self._children(counted)]
        return both[0] if len(both) == 1 else counted

    def _money_ranked(self, pivot: int, link: Link) -> bool:
        """"Which kiosk brought in the most money (completed orders only)", "which cat cost us the most in vet
        bills": the superlative's own noun is money, or the table's, so the rows named are the rows the money is in,
        not what is counted (not "the most cash sales")."""
        said = [t for t in self.r.tokens[pivot + 1:link.start] if t.lower not in STOPWORDS]
        after = self.r.tokens[link.end:link.end + 1]
        own = self.r.tokens[link.start:link.end]  # "which brand brings in the most revenue": "revenue" names the
        # table of sales by its money, not its rows
        return bool(said) and said[0].lower in MONEY_RANKED or bool(after) and after[0].lower in MONEY_RANKED | BILLS \
            or any(t.lower in MONEY_RANKED for t in own)

    def _counted_rows(self, own: str, pivot: int) -> str | None:
        """What makes a row of ``own`` common: the table the question names after it whose rows belong to it
        ("most common breeds among the dogs"), else the one table whose rows point straight at it."""
        named = next((l for l in self.roles.links if l.kind == "table" and l.start > pivot and l.table != own
                      and self.catalog.above(l.table, own)), None)
        if named is not None:
            self.roles.used.add(named.start)
            return named.table
        edges = self.catalog.edges()
        children = [t for t in self.catalog.tables if any(s.up and s.table == own for s in edges.get(t, []))]
        return children[0] if len(children) == 1 else None
