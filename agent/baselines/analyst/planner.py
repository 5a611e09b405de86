"""The planner's pieces: measures, labels, groups, filters and the final checks every shape goes through.

A ``Planner`` holds one question's reading, its linked roles and the catalog; shapes.py builds queries from these
pieces. ``finish`` is the gate: a link the query ignores, a money word with no money column in the query, or a
"not" / "no" that applied to nothing makes the whole plan an abstention.

    planner = Planner(reading, roles, catalog); planner.measure(["orders"])   # -> Column or None
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from envs.analyst.tasks import sql_literal
from envs.sandbox import quote_identifier as quote
from envs.words import human_words, split_identifier

from agent.baselines.analyst.asks import GROSS
from agent.baselines.analyst.catalog import (BALANCE_NAME, CODE_PARTS, NOT_YET_VALUES, Catalog, Column, names_baskets,
                                             of_baskets, people_doing)
from agent.baselines.analyst.filters import PENDING_VALUES, Filters
from agent.baselines.analyst.linking import GENERIC_SCORE, Link, count_said, counted
from agent.baselines.analyst.lookup import cancelled_flag, cancelled_values, leave_out, returned_values
from agent.baselines.analyst.measures import (MONEY_IN, MONEY_RECEIVED, asks_discount, bought_in, given_back,
                                             is_discount, is_unit_money, line_parts, line_revenue, money_coming_in,
                                             quantity_columns, receipt_tables, sold_units, stored_amount,
                                             takings_columns)
from agent.baselines.analyst.query import NO_MONEY, CannotAnswer, NoJoinPath, Query, Select
from agent.baselines.analyst.reading import Reading
from agent.baselines.analyst.roles import (
    MEASURE_KINDS, Roles, adjective_measure, end_date_column, ends_something, money_measure, money_words, most_of,
)
from agent.baselines.analyst.vocabulary import (FILLER_WORDS, PRODUCT_TAG, SELLING, SOFT_WORDS, STOPWORDS,
                                               SUPPLIER_TAG, UNIT_WORDS, WEEKDAYS, money_word, past_verb,
                                               says_product, speaks_of_buying, speaks_of_selling)

SPENDING = frozenset({"spend", "spent", "spending", "spends", "pay", "paid"})  # money paid out
WEEKDAY, HOUR = 1, 2  # "which day of the week", "which hour": periods that are no prefix of the date (period_expr)
PERIOD_WORDS = {"year": 4, "years": 4, "yearly": 4, "annual": 4, "annually": 4, "month": 7, "months": 7,
                "monthly": 7, "day": 10, "days": 10, "daily": 10,  # "per year": the date's first 4 / 7 / 10 chars
                "weekday": WEEKDAY, "weekdays": WEEKDAY}
CYCLES = {"weekday": WEEKDAY, "hour": HOUR}  # reading.CYCLE_PHRASES; "per hour" is a rate, so no period word
PERIOD_NAMES = {4: "year", 7: "month", 10: "day", WEEKDAY: "day of the week", HOUR: "hour of the day"}
LIST_GLUE = frozenset({"and", "or", "the", "a", "an"})  # between the items of a list ("A, B and the C")
TOTAL_PARTS = frozenset({"total", "gross", "grand"})  # name parts of an amount with everything in it ...
PART_TOTALS = frozenset({"net", "sub", "subtotal", "ex", "exc", "excl", "pre", "before"})  # ... unless one says not
INCLUDING = frozenset({"counting", "including", "across", "plus"})  # a list that says what one figure covers
PERIOD_ADVERBS = frozenset({"yearly", "monthly", "annually", "annual", "daily"})  # "monthly": per month, or a name
MONEY_NOUNS = frozenset({"sales", "takings", "revenue", "income", "turnover", "earnings"})  # money, whatever links
ROLE_PARTS = frozenset({"role", "job", "position", "post", "title", "occupation"})  # a person's role: staff.role
HELD_WORDS = frozenset({"account", "card", "member", "membership"})  # ``trade_account``: a yes/no of what a row holds
THING_WORDS = frozenset({"thing", "things", "item", "items", "one", "ones"})  # "the priciest thing": a row
WHOLE_PARTS = frozenset({"total", "amount", "gross", "line"})  # a row's whole amount (total_cost, line_cost), not its
# unit_cost
SPENDING_TABLE_WORDS = frozenset({"purchase", "purchases", "expense", "expenses", "cost", "costs", "payroll"})
EACH_OF = re.compile(r"of (the |our )?((two|three|four|five|six|\d+) )?")  # "each of (the two) sites"
MAX_LIST_ROWS = 20  # a list or group answer longer than this is a dump, not an answer
GROUP_MARKERS = frozenset({"each", "per", "every", "by"})  # the word before a group the question asks figures for
SIZE_SUPERLATIVES = frozenset({"largest", "biggest", "smallest"})  # "the largest invoice": by its money column
DATE_WORDS = frozenset({"date", "dates", "day", "days", "time", "times", "timestamp"})  # a date said as one
DATE_SUPERLATIVES = frozenset({"newest", "latest", "earliest", "recent", "first", "last", "most", "least"})  # "most
# recent", "first" and "last" rank by a date when no other measure is named


def period_expr(date: str, width: int) -> str:
    """The period a date falls in: its first ``width`` characters (2024, 2024-03, 2024-03-15), its weekday, or the
    hour of its time ('00'-'23')."""
    if width == HOUR:
        return f"strftime('%H', {date})"  # text ('09'): a label, not an id
    if width == WEEKDAY:
        days = " ".join(f"WHEN '{i}' THEN '{name.title()}'" for i, name in enumerate(WEEKDAYS))
        return f"CASE strftime('%w', {date}) {days} END"
    return f"substr({date}, 1, {width})"


def _without_exclusions(sql: str, column: Column) -> str:
    """``sql`` less the conditions that leave rows out by ``column`` ("leave out anything written off": status NOT
    IN (...)): a column the question only excludes by may still leave out what else has ended."""
    return re.sub(rf"{re.escape(column.sql)} (<> '(''|[^'])*'|NOT IN \((?:'(''|[^'])*'(, )?)+\))", "", sql)


def grouped_by_period(reading: Reading) -> bool:
    """The question asks for a figure per period ("per month", "each year")."""
    return any(reading.tokens[p].lower in PERIOD_WORDS for p in reading.group_at if p < len(reading.tokens))


def which_period(reading: Reading) -> bool:
    """The question asks which period ("which month brought the most new sign-ups")."""
    return any(t.lower in PERIOD_WORDS and t.i and reading.tokens[t.i - 1].lower in ("which", "what")
               for t in reading.tokens)


@dataclass(frozen=True)
class Plan:
    sql: str
    shape: str  # extreme, count, aggregate, group, list, value (one row's figure)
    top: int | None = None  # the k rows asked for (the query keeps any tied with the k-th: Query.top)
    names_first: bool = False  # the first column names things: it must not come back as ids
    columns: tuple[str, ...] = ()  # the result's column names (the select aliases), for shapes that wrap the query
    period: bool = False  # grouped by a period of a date (its first column): ordered in time


class Planner:
    def __init__(self, reading: Reading, roles: Roles, catalog: Catalog):
        self.r, self.roles, self.catalog = reading, roles, catalog
        self.filters = Filters(reading, roles, catalog)
        self.period_grouped = False  # group_by grouped by a period ("per month")

    # ------------------------------------------------------------------ pieces

    def column(self, link: Link | None) -> Column | None:
        return self.catalog.column(link.table, link.column) if link and link.kind == "column" else None

    def numeric_links(self, kinds: tuple[str, ...] = MEASURE_KINDS) -> list[tuple[Link, Column]]:
        out = []
        for link in self.roles.links:
            column = self.column(link)
            if column is not None and column.kind in kinds:
                out.append((link, column))
        return out

    def modifier_flags(self) -> list[tuple[Link, Column]]:
        """"Trade customers" for ``customers.trade_account`` (an INTEGER, 0 or 1): the modifier word of a yes/no,
        or of a whole number named as a kind of account or card a row holds (not ``loyalty_points``), said before
        its own table, says which rows."""
        tables = {(l.table, l.start) for l in self.roles.links if l.kind == "table"}
        return [(l, c) for l in self.roles.links if l.kind == "mention" and (l.table, l.end) in tables
                and (c := self.catalog.column(l.table, l.column)) is not None and (
                    c.kind == "flag" or c.kind == "number" and "INT" in c.type.upper()
                    and split_identifier(c.name)[-1] in HELD_WORDS)]

    def _amount_of(self, first: Link, second: Link) -> bool:
        """"The total amount of tips", "the value of the stock": ``first`` names how much of ``second`` there is."""
        words = [t.lower for t in self.r.tokens[first.end:second.start]]
        return words in (["of"], ["of", "the"], ["of", "our"], ["of", "all"])

    def money_asked(self) -> list:
        """The words asking for a sum of money (``money_words``), with a money noun that names a date: "the month
        with the highest sales" links ``sold_at``, and asks for the sales' money (not "the busiest day for number of
        sales", which counts them by their date)."""
        dated = {i for l in self.roles.links if l.kind == "column" and (c := self.catalog.column(l.table, l.column))
                 and self.catalog.is_date(c) for i in l.span}
        return money_words(self.r, self.roles.links) + [
            t for t in self.r.tokens if t.i in dated and t.lower in MONEY_NOUNS and t.i != self.r.count_at
            and not most_of(self.r.tokens, t.i) or t.lower == "value" and t.i - 1 in dated]  # ("the average sale
        # value": the money of the rows ``sold_at`` dates)

    def measure(self, tables: list[str], dates: bool = False) -> Column | None:
        """The measure: a named numeric column not used as a filter, else one implied by an adjective or money."""
        kinds = MEASURE_KINDS + (("date",) if dates else ())
        named = [(l, c) for l, c in ((l, self.column(l)) for l in self.roles.links)
                 if c is not None and (c.kind in kinds or dates and self.catalog.is_date(c))
                 and l.start not in self.roles.used and not (asks_discount(self.r) and is_discount(c))]
        named = [(l, c) for l, c in named if not self._misnamed(l, c)]
        named = [(l, c) for l, c in named if not set(l.span) <= self.r.included]  # "VAT included": not the VAT
        if all(money_word(t) for l, _ in named for t in self.r.tokens[l.start:l.end]) \
                and (spent := self._spent_with(tables)) is not None:  # (a measure named by more than "spend")
            return spent
        if any(c.kind in MEASURE_KINDS for _, c in named):  # "units sold": the units, not the date sold
            named = [(l, c) for l, c in named if c.kind in MEASURE_KINDS]
        all_named = named
        named = list({(c.table, c.name): (l, c) for l, c in reversed(named)}.values())[::-1]  # one per column
        if len(named) == 2 and self._amount_of(named[0][0], named[1][0]):
            self.roles.used.add(named[0][0].start)  # "the total amount of tips": the tips (not total_amount)
            named = named[1:]
        parts = [(l, c) for l, c in named if any(c.table == d.table and c.name in d.parts for _, d in named if d.expr)]
        if parts and len(named) - len(parts) == 1:  # "the margin between price and cost": the margin, its parts said
            self.roles.used |= {l.start for l, _ in parts}
            named = [x for x in named if x not in parts]
        if len(named) > 1:
            raise CannotAnswer("two measures are named: " + ", ".join(c.name for _, c in named[:3]))
        if named:
            link, column = named[0]
            said = self.r.tokens[link.start]  # "the most expensive drink", "drink" only in the comment on
            if self.r.adjective == "price" and column.kind != "money":  # "the cheapest pint": not the fewest pints
                raise CannotAnswer(f"it asks for a price, and '{said.text}' names {column.name}, which is no price")
            if link.start - 1 in self.r.adding or link.start - 2 in self.r.adding:  # "the average order value,
                raise CannotAnswer(f"it asks for a figure with {column.phrase} added to it, which this baseline "
                                   f"does not compute")  # including the delivery charge": the fee added to goods
            rivals = [self.column(t) for t in self.roles.ties.get(link.start, [])]
            rivals = [c for c in rivals if c is not None and c.kind in kinds]
            if rivals:  # the same name in two tables: the one whose table the question otherwise names
                others = {l.table for l in self.roles.links if l.start != link.start and l.kind != "mention"}
                options = [c for c in [column] + rivals if c.table in others] or [column] + rivals
                if len(options) == 1:
                    column, rivals = options[0], []
                elif (meant := self._whole_amount(options, link) or self._units_sold(options)) is not None:
                    column, rivals = meant, []
                    self.roles.used.add(link.start)
            if rivals:
                raise CannotAnswer(f"'{human_words(column.name)}' could be {column.table}.{column.name} or "
                                   f"{rivals[0].table}.{rivals[0].name}")
            self.roles.used |= {l.start for l, c in all_named if (c.table, c.name) == (column.table, column.name)}
            return self._line_amount(column)
        if self.r.adjective:
            found = adjective_measure(self.catalog, tables, self.r.adjective)
            if found is not None:
                return found
        sold = {(c.table, c.name): c for t in tables if (c := self.units_sold_of(t)) is not None}
        if self.r.superlative_at is not None and len(sold) == 1 and not self.money_asked():
            return next(iter(sold.values()))  # "our best-selling pastry": the units sold
        if self.money_asked() or self.r.aggregate == "sum" and self.total_rows() is None:
            return self.computed(money_measure(self.catalog, tables, self.r) or self._money_received(tables)
                                 or self._only_money(tables))
        return None

    def _spent_with(self, tables: list[str]) -> Column | None:
        """"Which supplier do we spend the most with", "how much did we pay each supplier": the amount of the one
        dated table of goods bought from a supplier named (purchases, deliveries, purchase orders; read if it is
        not), not a product's cost nor a waste log's value; else None."""
        tokens = self.r.tokens
        if not any(t.lower in SPENDING for t in tokens):
            return None
        suppliers = {l.table for l in self.roles.links if l.kind == "table" and l.table in tables
                     and any(SUPPLIER_TAG in t.forms for t in tokens[l.start:l.end])}
        bought = {fk.table for s in suppliers for fk in self.catalog.referencing(s) if not given_back(fk.table)}
        # (not a supplier's credit notes: money back)
        defined = [self.catalog.columns(t) or self.catalog.surveyed.get(t, []) for t in sorted(bought)]
        amounts = [c for columns in defined if any(self.catalog.is_date(c) for c in columns)  # (events of buying,
                   for c in columns if stored_amount(c)]  # not a product list)
        if len(amounts) != 1:
            return None
        if amounts[0].table not in self.catalog.tables:
            raise NoJoinPath(min(suppliers), [amounts[0].table])
        self.roles.used |= {l.start for l in self.roles.links if l.kind == "column"
                            and all(money_word(t) for t in tokens[l.start:l.end])}  # ("spend": not a cost column)
        return amounts[0]

    def _misnamed(self, link: Link, column: Column) -> bool:
        """A quantity named only by a word of money: "what did we bill" names ``kg_billed`` by its "billed", a weight,
        and no unit is asked for. The money the question asks for is then found as money is."""
        tokens = self.r.tokens
        return all(money_word(t) for t in tokens[link.start:link.end]) and bool(
            set(split_identifier(column.name)) & UNIT_WORDS) and not any(t.lower in UNIT_WORDS for t in tokens)

    def _only_money(self, tables: list[str]) -> Column | None:
        """"What was our revenue in October?" naming no table: the amount of the one table of the database that
        stores money taken (``invoices.total_amount``; a price, or a line's quantity times its price, is not one),
        else, where no table stores one, the one table of sale lines; None when no table does (or the survey of every
        definition did not run); with several, the question must say which."""
        if tables or not self.money_asked() or not self.catalog.surveyed:
            return None
        every = self.catalog.declared()
        money_in = money_coming_in(self.r)  # "what did we take": not what purchases cost
        takings = {t: found for t in every.tables if (found := takings_columns(every, [t], self.r))
                   and not (money_in and bought_in(t))}
        holding = sorted(t for t, found in takings.items() if any(c.expr is None for c in found))
        holding = [t for t in holding if not any(every.above(t, h) and names_baskets(h) for h in holding)]  # an
        # order's, not its lines'
        if not holding:  # no amount stored anywhere: the one table of sale lines (a quantity at a price)
            holding = sorted(takings)
        if len(holding) > 1:
            raise CannotAnswer(f"money is kept in several tables ({', '.join(holding[:4])}): which one?")
        return money_measure(self.catalog, holding, self.r) if holding and holding[0] in self.catalog.tables else None

    def _whole_amount(self, columns: list[Column], link: Link) -> Column | None:
        """"How much did we spend on stock" linking both ``unit_cost`` and ``total_cost``: where money is added up
        (or the linked word is money spent or taken), the one amount of a row among per-unit figures of its table
        (a sum of unit costs is no sum of money)."""
        spent = any(money_word(t) for t in self.r.tokens[link.start:link.end])
        if not (spent or self.money_asked() or self.r.aggregate == "sum"):
            return None
        whole = [c for c in columns if c.kind == "money" and set(split_identifier(c.name)) & WHOLE_PARTS]
        rest = [c for c in columns if c not in whole]
        if len(whole) == 1 and rest and all(is_unit_money(c) and c.table == whole[0].table for c in rest):
            return whole[0]
        return None

    def _units_sold(self, columns: list[Column]) -> Column | None:
        """"Our best-selling product by units" linking both ``sale_items.quantity`` and ``returns.quantity``: where
        the question speaks of selling, the quantity of the one table of sale lines (a quantity and a unit price)."""
        lines = [c for c in columns if c == self.sold_quantity(c.table)]
        return lines[0] if len(lines) == 1 else None

    def sold_quantity(self, table: str, bought: bool = False) -> Column | None:
        """The quantity of ``table`` where it is a table of sale lines and the question speaks of selling (``bought``:
        or of customers buying)."""
        said = speaks_of_selling(self.r.tokens) or bought and speaks_of_buying(self.r.tokens)
        return sold_units(self.catalog, table) if said else None

    def units_sold_of(self, table: str, bought: bool = False) -> Column | None:
        """"How many pumpkin spice lattes have we sold": where the question speaks of selling (``bought``: or of
        customers buying, "how many flat whites were ordered"), the quantity of the one table of sale lines whose
        rows point at ``table`` (the product named), else None."""
        lines = [sold for t in self._children(table) if (sold := self.sold_quantity(t, bought)) is not None]
        return lines[0] if len(lines) == 1 else None

    def _line_amount(self, column: Column, summed: bool = False) -> Column:
        """A per-unit price named where money is added up or shared out ("what did X take in trade sales",
        ``unit_price``; ``summed``: a ranking adds it up): the lines' amounts (quantity * price), since a sum of
        prices is no sum of money; the price itself otherwise."""
        summed = summed or bool(self.money_asked()) or self.r.aggregate == "sum" \
            or self.r.percent_at is not None
        if not is_unit_money(column) or not summed:  # "what share of trade sales": a share of a sum
            return column
        parts = line_parts(self.catalog, column.table)
        if parts is None and len(quantity_columns(self.catalog, column.table)) > 1:  # qty_ordered, qty_received
            raise CannotAnswer(f"{column.name} is a figure per unit, and I cannot tell which quantity it goes with")
        if parts is None or parts[1] is not column:  # (a sum of unit costs is no money spent)
            return column
        return self.computed(line_revenue(self.catalog, column.table, self.r)) or column

    def total_rows(self) -> int | None:
        """"Total rides for member X": the total of a table's rows is their number, not the table's money; the
        position of the table's name, or None ("the total lesson time" is a total of time)."""
        tokens = self.r.tokens
        return next((l.start for t in tokens if t.lower in ("total", "totals") for l in self.roles.links
                     if l.kind == "table" and l.start == t.i + 1 and (l.end == len(tokens) or tokens[l.end].lower
                                                                       in STOPWORDS)), None)  # not "total lesson time"

    def _money_received(self, tables: list[str]) -> Column | None:
        """"Our takings in July", "how much money came in", when no table the question names records money taken:
        what the database's one table of payments received holds (not what was billed: invoices may go unpaid)."""
        if not any(t.lower in MONEY_RECEIVED for t in self.r.tokens):
            return None
        received = receipt_tables(list(self.catalog.tables))
        return money_measure(self.catalog, received, self.r) if len(received) == 1 else None

    def computed(self, measure: Column | None) -> Column | None:
        """Mark the columns a derived measure is made of ("discounts" in "net of discounts") as used."""
        if measure is not None and measure.parts:
            self.roles.used |= {l.start for l in self.roles.links if l.kind in ("column", "mention")
                                and l.table == measure.table and l.column in measure.parts}
        return measure

    def _size_superlative(self) -> bool:
        at = self.r.superlative_at
        return at is not None and self.r.tokens[at].lower in SIZE_SUPERLATIVES

    def _date_superlative(self) -> bool:
        """A superlative of dates itself ("the latest", "the most recent"), not a "most" that counts ("who has rung
        up the most transactions")."""
        at = self.r.superlative_at
        if at is None or self.r.tokens[at].lower not in DATE_SUPERLATIVES:
            return False
        return self.r.tokens[at].lower not in ("most", "least") or any(
            t.lower in ("recent", "recently") for t in self.r.tokens[at + 1:at + 2])

    def only_date(self, tables: list[str]) -> Column | None:
        """The one date of the first linked table that has dates (a required one when there are two, else the one
        that does not end something)."""
        for table in tables:
            found = [c for c in self.catalog.columns(table) if self.catalog.is_date(c)]
            required = [c for c in found if c.not_null]
            if len(found) == 1 or len(required) == 1:
                return found[0] if len(found) == 1 else required[0]
            if len(begun := [c for c in found if not ends_something(c)]) == 1:
                return begun[0]  # "the newest person to join": hire_date, not the left_date of those who left
            if found:
                raise CannotAnswer(f"{table} has several dates and the question does not say which one")
        return None

    def label(self, table: str) -> tuple[str, str]:
        found = self.catalog.label(table)
        if found is None:
            raise CannotAnswer(f"no column of {table} names its rows (only ids), so I cannot say which one")
        return found

    def asked_period(self) -> int | None:
        """"Which month ...": the width of the date prefix the question asks for (not "which Year 12 pupil"), or
        a cycle ("which day of the week", "at what hour of the day")."""
        r = self.r
        at = r.wh_at + 1 if r.wh_at is not None else len(r.tokens)
        after_superlative = r.superlative_at + 1 if r.superlative_at is not None else None
        if r.cycle_at is not None and r.cycle_at in (at, after_superlative):
            return CYCLES[r.cycle]
        after = r.superlative_at + 1 if r.superlative_at is not None else len(r.tokens)
        if after < len(r.tokens) and r.tokens[after].lower in ("one", "single"):  # "our highest one day takings"
            after += 1
        if after < len(r.tokens) and r.tokens[after].lower in PERIOD_WORDS:  # "what was our best month for sales"
            at = after
        if at >= len(r.tokens) or r.tokens[at].lower not in PERIOD_WORDS:
            return None
        return None if at + 1 < len(r.tokens) and r.tokens[at + 1].number is not None else PERIOD_WORDS[r.tokens[at].lower]

    def group_link(self) -> Link | None:
        """The thing after per / each / by: a category or text column, a table, or a date period."""
        if (split := self.split_link()) is not None:
            if grouped_by_period(self.r):
                raise CannotAnswer("it asks for groups of two kinds at once (each period, split by a value)")
            return split
        for position in self.r.group_at:
            named = any(l.kind == "column" and l.start <= position < l.end and l.end - l.start > 1
                        for l in self.roles.links)  # "monthly rent", "year group": a word of a column's name
            if position < len(self.r.tokens) and self.r.tokens[position].lower in PERIOD_ADVERBS and named:
                continue  # (not a grouping)
            if position == self.r.cycle_at:
                return Link("period", "", position, position + 1, 1.0, column=self.r.cycle)
            if position < len(self.r.tokens) and self.r.tokens[position].lower in PERIOD_WORDS and not named:
                return Link("period", "", position, position + 1, 1.0, column=self.r.tokens[position].lower)
            words = " ".join(t.lower for t in self.r.tokens[position:position + 4]) + " "
            if position and self.r.tokens[position - 1].lower == "each" and (of := EACH_OF.match(words)):
                position += of.group().count(" ")  # "each of the two sites": the sites
            for mention in (l for l in self.roles.links if l.kind == "mention" and l.start == position):
                if role := self._role_table(self.catalog.column(mention.table, mention.column)):  # "each brewer":
                    return Link("table", role, mention.start, mention.end, mention.score)  # the staff it points to
            link = self.roles.after(position, 2, kinds=("column", "table"), tokens=self.r.tokens)
            nxt = next((l for l in self.roles.links if link and l.start == link.end and l.kind == "column"
                        and l.table == link.table), None) if link and link.kind == "table" else None
            if nxt is not None:  # "each department floor": the floor of the department
                self.roles.used.add(link.start)
                link = nxt
            column = self.column(link)
            if column is not None and column.kind == "date" and not any(  # "the average spend per order at": the
                    t.lower in DATE_WORDS for t in self.r.tokens[link.start:link.end]):  # orders, not each minute of
                link, column = Link("table", link.table, link.start, link.end, link.score), None  # ``ordered_at``
                # ("per delivery date" names the date: its days are the groups; periods are read above)
            if link and link.kind == "table" and self.r.tokens[position - 1].lower == "per" \
                    and position != self.r.group_at[-1]:
                continue  # "the average spend per ticket for each payment method": what it is an average of
            if link and (link.kind == "table" or column is not None and column.kind not in ("key", "money")):
                return link
        return None

    def _role_table(self, column: Column | None) -> str | None:
        """The table a foreign key named after a role points to (``brewer_id`` -> staff), when it is the only key
        from its table to that one (so the join takes it)."""
        if column is None or column.kind != "key" or not column.references:
            return None
        target = column.references.split(".")[0]
        keys = [c for c in self.catalog.columns(column.table) if c.references and c.references.split(".")[0] == target]
        if target == column.table or len(keys) != 1:
            return None
        if target not in self.catalog.tables:
            raise NoJoinPath(column.table, [target])  # (read it, then plan again)
        return target

    def groups_asked(self) -> bool:
        """The question asks for a figure per group: "each" / "per" / "every" / "by" before a word that is not a
        stored value ("paid to us by PayPal" filters)."""
        tokens, values = self.r.tokens, {l.start for l in self.roles.links if l.kind == "value"}
        return any(0 < p <= len(tokens) and tokens[p - 1].lower in GROUP_MARKERS
                   and not (tokens[p - 1].lower == "by" and p in values) for p in self.r.group_at)

    def split_link(self) -> Link | None:
        """"Split between High Street and Canal Wharf", "broken down into phone, web or walk-in", a list of values
        (``_listed_groups``): the one column whose several values the question names are the groups (all of its
        groups: the names may be examples)."""
        named: dict[tuple[str, str], list[Link]] = {}
        for link in self.roles.links:
            if link.kind == "value" and not self.filters.negated(link, consume=self.r.split):
                named.setdefault((link.table, link.column), []).append(link)
        several = [links for links in named.values() if len({l.value for l in links}) > 1]
        if len(several) != 1 or not (self.r.split or self._listed_groups(several[0])):
            return None
        first = several[0][0]
        self.roles.used |= {l.start for l in several[0]} | {  # (and the column itself, where it is named)
            l.start for l in self.roles.links
            if l.kind == "column" and (l.table, l.column) == (first.table, first.column)}
        self.filters.groups |= {l.start for l in several[0]}
        return Link("column", first.table, first.start, first.end, 1.0, first.column)

    def _listed_groups(self, links: list[Link]) -> bool:
        """"How many weddings, corporate events and private parties", "number of distinctions, merits, passes and
        fails", "came in by card, cash and bank transfer", "card, cash or cheque: how many of each": three or more
        values of one column said as one list, after "how many" or "by" or before "of each", ask for one figure each
        (not "counting weddings, corporate days and parties, how many events": the list says what one figure
        counts); so do the groups restated (``_restates_groups``)."""
        tokens, links = self.r.tokens, sorted(links, key=lambda l: l.start)
        joined = all(all(t.lower in LIST_GLUE for t in tokens[a.end:b.start]) for a, b in zip(links, links[1:]))
        before = [t.lower for t in tokens[max(0, links[0].start - 2):links[0].start]]
        said = " ".join(t.lower for t in tokens[:links[0].start])
        after = " ".join(t.lower for t in tokens[links[-1].end:])  # "card, cash or cheque: how many of each"
        asked = re.search(r"\bhow many\b|\bnumber of\b", said) is not None or before[-1:] == ["by"] \
            or re.search(r"\b(of|for) each\b", after) is not None
        return (len({l.value for l in links}) >= 3 and asked or self._restates_groups(links)) and joined \
            and not set(before) & INCLUDING and not self.filters.several_ok  # ("... in total": one figure)

    def _restates_groups(self, links: list[Link]) -> bool:
        """"For each channel (counter, phone, online)": values said right after their own column asked per group,
        every value the column holds and no "only", name its groups (not "for each channel (phone, online)")."""
        first, tokens = links[0], self.r.tokens
        column = self.catalog.column(first.table, first.column)
        named = any(l.kind == "column" and (l.table, l.column) == (first.table, first.column) and l.end == first.start
                    and l.start and tokens[l.start - 1].lower in GROUP_MARKERS for l in self.roles.links)
        return named and column is not None and bool(column.values) and not any(t.lower == "only" for t in tokens) \
            and {str(v).lower() for v in column.values} == {str(l.value).lower() for l in links}

    def group_order(self, group: Link) -> list[str]:
        """Ordered groups (periods, numbers such as a year group) in their own order, names alphabetically when
        asked; otherwise the report order, biggest first."""
        column = self.column(group)
        ordinal = group.kind == "period" or column is not None and column.kind in MEASURE_KINDS
        if ordinal and self.r.sort <= 0 or self.r.alphabetical and self.r.sort <= 0 or self.r.sort < 0:  # "biggest
            # first (ties alphabetical)": the names only break ties
            return ["1"]
        return ["2 DESC", "1"]

    def apply_filters(self, query: Query, skip: set[int], end_table: str | None = None, listed: bool = False) -> None:
        f = self.filters
        f.values(skip)
        f.columns(skip | f.date_order(skip))
        f.comparisons([(l, c) for l, c in self.numeric_links() if l.start not in skip])
        if not listed:  # "customers with an active subscription", "areas by active subscriptions": the
            end_table = next((l.table for l in self.roles.links if l.kind == "table" and l.start  # subscriptions'
                              and self.r.tokens[l.start - 1].lower in ("active", "current", "live", "ongoing")),
                             end_table)  # standing (a list's own rows are the ones listed)
        if end_table:
            f.current(end_table, end_date_column(self.catalog, end_table))
        if self.r.dates or self.r.days:
            f.dates(query.base, sorted(query.tables | f.tables), days=self.r.days_at not in skip)
        f.happened(query.base)
        f.still_on(query.base)
        f.upcoming(query.base)
        if self.r.overdue:
            f.overdue([query.base, *sorted(query.tables | f.tables)])
        if any(c.at not in f.used_comparisons for c in self.r.comparisons):
            raise CannotAnswer("a comparison in the question applies to nothing I could link")
        for table in sorted(f.negated_values - {query.base}):
            if self.catalog.above(table, query.base):  # "instructors who haven't done any night lessons" are no
                # instructors with some lesson that is no night lesson (a NOT EXISTS this shape does not build)
                raise CannotAnswer(f"it says which {table} the {query.base} have not had, and I only filter rows")
        query.where += f.where
        query.tables |= f.tables

    def period_of(self, date: Column, width: int) -> str:
        """period_expr of ``date``; an hour only of a date the lookup saw holding times ("2025-03-01 14:05")."""
        if width == HOUR and ":" not in str(self.catalog.date_probe.get((date.table, date.name)) or ""):
            raise CannotAnswer(f"{date.table}.{date.name} holds no times of day")
        return period_expr(date.sql, width)

    def group_by(self, query: Query, link: Link) -> Select:
        """Group ``query`` by the linked thing; returns the SELECT item that names each group."""
        self.roles.used.add(link.start)
        if link.kind == "period":
            self.period_grouped = True
            date = self.filters.date_column(query.base, sorted(query.tables))
            width = CYCLES.get(link.column) or PERIOD_WORDS[link.column]
            expr = self.period_of(date, width)
            query.tables.add(date.table)
            query.group.append(expr)
            query.where.append(f"{date.sql} IS NOT NULL")
            return Select(expr, PERIOD_NAMES[width])
        if link.kind == "table":
            expr, phrase = self.label(link.table)
            key = self.catalog.key(link.table)
            query.group.append(key.sql if key else expr)
            query.tables.add(link.table)
            return Select(expr, human_words(link.table))
        column = self.column(link)
        query.group.append(column.label_sql)
        query.tables.add(column.table)
        query.where.append(f"{column.label_sql} IS NOT NULL")
        return Select(column.label_sql, column.phrase)

    def _asked_measure(self) -> bool:
        column = self.column(self.roles.asked)
        return column is not None and column.kind in MEASURE_KINDS

    def _mark_table_links(self, *tables: str) -> None:
        for link in self.roles.links:
            if link.kind == "table" and link.table in tables:
                self.roles.used.add(link.start)

    def busy_table(self) -> str | None:
        """"Which day of the week is busiest", naming nothing it counts: the one table of orders or sales read."""
        if not self.r.busy or any(l.kind == "table" for l in self.roles.links):
            return None
        baskets = [t for t in self.catalog.tables if names_baskets(t)]
        return baskets[0] if len(baskets) == 1 else None

    def thing_asked(self) -> bool:
        """"The most expensive thing on our price list": a word for a row of what is measured, with no link of its
        own, right after the superlative (and its adjective)."""
        at = self.r.superlative_at
        linked = {i for l in self.roles.links for i in l.span}
        return at is not None and any(t.lower in THING_WORDS and t.i not in linked
                                      for t in self.r.tokens[at + 1:at + 3])

    def _entity(self, asked: Link | None) -> str | Column | None:
        if asked is not None and asked.kind == "mention" and (
                role := self._role_table(self.catalog.column(asked.table, asked.column))):
            return role  # "which brewer": the staff ``brewer_id`` points to
        if asked is not None and asked.kind == "table":
            if self.r.who and self.r.superlative_at is not None and asked.start > self.r.superlative_at \
                    and not self.catalog.lists_people(asked.table):  # "who rang up the most sales": the people the
                people = self._people_asked()  # sales point at, not the sales
                return people if people is not None and self.catalog.of_persons(people) else asked.table
            sellers = self._its_sellers(asked)
            item = self.item_column(asked.table) if self._sold_or_taken() and (
                says_product(self.r.tokens[asked.start:asked.end]) or sellers or any(
                    l.kind == "value" and l.table == asked.table and self._after_which(l) for l in self.roles.links)) \
                else None  # "our best selling item", "which cold drink sells best" of sale lines naming what they
            # sold: its name
            if item is not None and sellers:  # ("sellers": the item, said)
                self.roles.used |= {l.start for l in self.roles.links if self.r.superlative_at + 1 in l.span}
            return self._thing_sold(asked.table) or item or asked.table
        measured = {l.table for l in self.roles.links if l.kind in ("table", "column")}
        if self.thing_asked() and len(measured) == 1 and self.catalog.label(table := measured.pop()):
            return table  # "the most expensive thing on our price list": the row whose price it is
        if asked is not None and asked.kind == "value" and self._after_which(asked) and self._sold_or_taken() and (
                item := self.item_column(asked.table)) is not None and item.name != asked.column:
            return item  # "which cold drink sells best": the items of the sale lines of that category
        if asked is not None and asked.kind == "value" and (kinds := self._of_kind(asked.table)) is not None:
            return kinds  # "our most expensive tree": the items of the type 'Trees', kept in a table of types
        if asked is not None and asked.kind == "value" and self.catalog.label(asked.table) and (
                not self.r.which or self.catalog.lists_people(asked.table)
                and set(split_identifier(asked.column or "")) & ROLE_PARTS or self._kind_of_row(asked)):
            return asked.table  # "the most expensive hot drink": the product ('Hot Drinks' says which ones); "which
            # groomer": the staff member ('groomer' their role)
        column = self.column(asked)
        if column is not None and column.kind in ("category", "text") and not self.catalog.is_date(column):
            return column
        return self._people_asked() if self.r.who else None

    def _of_kind(self, kinds: str) -> str | None:
        """"Our most expensive tree" where 'Trees' is a row of ``product_types``: the items of the kind that keep
        what the superlative's adjective measures (their price), else None."""
        if not self.r.adjective or adjective_measure(self.catalog, [kinds], self.r.adjective) is not None:
            return None
        return self.items_of_kind(kinds, lambda every, t: adjective_measure(every, [t], self.r.adjective) is not None)

    def items_of_kind(self, kinds: str, keep) -> str | None:
        """The one table whose rows point at ``kinds`` (a row of a table of kinds: 'Trees', 'Cold Drinks') among those
        ``keep(catalog, table)`` accepts, judged by the tables' definitions (read from its definition if it is not
        read yet: ``NoJoinPath``), else None."""
        every = self.catalog.declared() if self.catalog.surveyed else self.catalog
        kept = [s.table for s in every.edges().get(kinds, []) if not s.up and s.table != kinds and keep(every, s.table)]
        if len(kept) == 1 and kept[0] not in self.catalog.tables:
            raise NoJoinPath(kinds, kept)
        return kept[0] if len(kept) == 1 else None

    def _its_sellers(self, asked: Link) -> bool:
        """"The shop's five best sellers", "the café's best seller": a table's name, then its superlative (and a
        number), then a word of the things sold — what its lines sold, not the lines."""
        at = self.r.superlative_at
        if at is None or not asked.end <= at <= asked.end + 1:
            return False
        return at + 1 < len(self.r.tokens) and self.r.tokens[at + 1].lower in SELLING and says_product(
            self.r.tokens[at + 1:at + 2]) and all(t.number is not None for t in self.r.tokens[asked.end:at])

    def _thing_sold(self, lines: str) -> str | None:
        """"Our best selling item", "which item sold the most" where "item" names ``order_items``, sale lines that
        name nothing: the one thing they point at (``menu_items``), read if it is not; else None."""
        if self.catalog.label(lines) is not None or self.sold_quantity(lines) is None:
            return None
        things = [s.table for s in self.catalog.edges().get(lines, []) if s.up and not names_baskets(s.table)]
        if len(things) != 1:
            return None
        if things[0] not in self.catalog.tables:
            raise NoJoinPath(lines, things)
        return things[0] if self.catalog.label(things[0]) is not None else None

    def _sold_or_taken(self) -> bool:
        """The question ranks by units sold or money taken ("best selling", "by revenue"), no price or size."""
        return not self.r.adjective and (speaks_of_selling(self.r.tokens) or bool(self.money_asked()))

    def item_column(self, table: str) -> Column | None:
        """The one column naming what each line of a flat table of sale lines sold (``sales`` keeping
        ``item_name`` and ``quantity``), else None."""
        if sold_units(self.catalog, table) is None:
            return None
        named = [c for c in self.catalog.columns(table)
                 if c.kind in ("text", "category") and any(PRODUCT_TAG in w for w in c.words)]
        return named[0] if len(named) == 1 else None

    def _kind_of_row(self, asked: Link) -> bool:
        """"Which yurt has earned the most", "which three landlords did we bill the most": a value of a column that
        sorts the rows of its table into kinds (``pitch_type``, ``customer_type``, ``category``), said right after
        "which" (or its number), names the rows of that kind."""
        column = self.catalog.column(asked.table, asked.column) if asked.column else None
        return column is not None and column.kind == "category" and self._after_which(asked)

    def _after_which(self, link: Link) -> bool:
        """Said right after "which" (or its number): "which cold drink", "which three landlords"."""
        between = self.r.tokens[self.r.wh_at + 1:link.start] if self.r.wh_at is not None else None
        return between is not None and all(t.number is not None or t.lower in ("of", "our", "the") for t in between)

    def _people_asked(self) -> str | None:
        """Who a "who" question asks for: the one table listing people that it names, else the one table of
        persons its tables point at ("who has worked the most shifts": the staff the shifts point at)."""
        people = [t for t in self.catalog.tables if self.catalog.lists_people(t)]
        named = [t for t in people if any(l.table == t for l in self.roles.links)]
        above = [t for t in people if self.catalog.of_persons(t) and any(
            self.catalog.above(l.table, t) for l in self.roles.links if l.kind in ("table", "column"))]
        if not named and len(above) > 1:  # "who took the most orders": the staff they point at, not the customers
            above = people_doing(self.r.tokens, above)
        return (named or above)[0] if len(named) == 1 or not named and len(above) == 1 else None

    def _one_way(self, query: Query) -> None:
        """"How many staff worked a shift at UniLawn": a stored value said after a table of the counted rows' children
        (the shifts), where both those rows and their children point at the value's table (``home_kiosk_id``,
        ``shifts.kiosk_id``), could be the kiosk of either, which answer differently: declined, not guessed ("how
        many UniLawn staff" and "pets owned by Helen" say whose)."""
        edges = self.catalog.edges()
        steps = self.catalog.joins(query.base, query.tables | query.named_tables(self.catalog)) or []
        children = {s.table for s in steps if not s.up}
        for link in self.roles.links:
            if link.kind != "value" or not any(e.up and e.table == link.table for e in edges.get(query.base, [])):
                continue
            before = [l for l in self.roles.links if l.end <= link.start and l.kind in ("table", "column")]
            if before and before[-1].table in children and any(
                    e.up and e.table == link.table for e in edges.get(before[-1].table, [])):
                raise CannotAnswer(f"'{link.value}' could name the {link.table} of the {query.base} or of their "
                                   f"{before[-1].table}")

    def _children(self, table: str) -> list[str]:
        return [t for t in self.catalog.tables if self.catalog.above(t, table)]

    # ------------------------------------------------------------------ checks

    def finish(self, query: Query, shape: str, top: int | None = None, names_first: bool = False) -> Plan:
        if self.r.ranked_noun is not None and (shape != "group" or self.r.ranked_noun not in self.roles.used):
            raise CannotAnswer("it ranks things, and I could not group the figure by them")
        sql = query.sql(self.catalog)
        self._one_way(query)
        dated = {(l.table, l.column) for l in self.roles.links if l.kind == "column" and l.start in self.roles.used
                 and (c := self.column(l)) is not None and self.catalog.is_date(c)}
        unused = [l for l in self.roles.links if l.start not in self.roles.used and not self._incidental(l, query, sql)
                  and not (l.kind == "column" and (l.table, l.column) in dated)  # "the date the booking was made"
                  and not (l.kind == "mention" and self.catalog.column(l.table, l.column)
                           and self.catalog.column(l.table, l.column).sql in sql)]
        if unused:
            words = " ".join(t.text for t in self.r.tokens[unused[0].start:unused[0].end])
            raise CannotAnswer(f"I could not fit '{words}' into a query")
        money = self.money_asked()
        if money and not self.r.frequency and not any(c.sql in sql for c in self.catalog.columns()
                                                      if c.kind == "money"):
            raise CannotAnswer(NO_MONEY.format(money[0].text))
        earned = next((t for t in self.r.tokens if t.lower in MONEY_IN), None)
        spent = sorted(t for t in query.tables | {query.base} if set(split_identifier(t)) & SPENDING_TABLE_WORDS)
        if earned and spent:  # "takings" summed from purchases: money going out, not in
            raise CannotAnswer(f"'{earned.text}' is money coming in, and {spent[0]} records money going out")
        loose = self.filters.unexplained_negation()
        if loose is not None:
            raise CannotAnswer(f"I could not tell what '{self.r.tokens[loose].text}' applies to")
        if self._leave_out_cancellations(query, sql):
            sql = query.sql(self.catalog)
        return Plan(sql, shape, top, names_first, tuple(s.alias for s in query.select), self.period_grouped)

    def _leave_out_cancellations(self, query: Query, sql: str) -> bool:
        """Money or a derived figure (line revenue, nights) added up over rows that may be cancelled (a status with
        'Cancelled', 'Void', 'Refunded' ..., or a yes/no ``refunded``) while the question never says whether those
        count: the convention is that money taken and nights stayed leave them out, by the row's own status or by
        that of the header a line belongs to (joined; a status only when the lookup saw cancelled rows carry an
        amount: otherwise the two readings agree), nights leave out the no-shows too, and the balance owed the
        debts written off. True when it added such a filter to ``query``."""
        added = [s.expr for s in query.select if s.aggregate]
        before = len(query.where)
        for table in dict.fromkeys([query.base, *query.tables]):
            money = self._taken_columns(table, added)
            if not money:
                continue
            taken = all(c.kind == "money" for c in money)  # what a no-show paid was kept; it stayed no nights
            owed = any(c.name == BALANCE_NAME for c in money)
            picked = any({"status", "state"} & set(split_identifier(c.name)) and re.search(
                rf"{re.escape(c.sql)} (= |IN \()", sql) for c in self.catalog.columns(table))  # ("deliveries that
            # went out": the rows picked by their own status, whatever their subscription's)
            for holder in (table, *([] if picked else self.filters._header(table))):  # a line's status is its
                # sale's ('Cancelled')
                flag = next((c for c in self.catalog.columns(holder) if cancelled_flag(c) and c.sql not in sql), None)
                if flag is not None:  # refunded = 1
                    query.where.append(f"{flag.sql} = 0")
                status = next((c for c in self.catalog.columns(holder) if cancelled_values(c, owed=owed)
                               and c.sql not in _without_exclusions(sql, c)), None)
                ended = [v for v in cancelled_values(status, taken, owed) if sql_literal(v) not in sql] \
                    if status is not None else []  # (what the question itself left out is out already)
                if status is not None and of_baskets(holder) and not bought_in(holder):  # an order sent back
                    ended += [v for v in returned_values(status) if sql_literal(v) not in sql]  # sold nothing
                if ended and taken and not owed and not self.r.upcoming:  # nor rows still to come ('Booked')
                    paid = any(str(v).lower() == "paid" for v in status.values)  # nor, beside 'Paid', 'Pending'
                    ended += [str(v) for v in status.values
                              if str(v).lower() in NOT_YET_VALUES | (PENDING_VALUES if paid else frozenset())]
                if ended and not all(self.catalog.cancelled_money.get((table, c.name), 1) == 0 for c in money):
                    query.where.append(leave_out(status, ended))
                if len(query.where) > before:
                    query.tables.add(holder)
                    return True
        return False

    def _taken_columns(self, table: str, added: list[str]) -> list[Column]:
        """The columns of ``table`` whose sums (``added``: the query's aggregate expressions) are money taken or a
        derived figure: an amount (not a list price), a unit price times a quantity (a line's revenue, where the
        quantity is the line's and the price its product's), nights."""
        sold = self.sold_quantity(table)
        lines = line_parts(self.catalog, table)
        priced = lines[0] if lines and lines[1].table != table else None  # a quantity at its product's price
        return [c for c in self.catalog.columns(table)
                if (c.kind == "money" and not is_unit_money(c) or c.expr) and any(c.sql in e for e in added)
                or is_unit_money(c) and any(f"{c.sql} *" in e or f"* {c.sql}" in e for e in added)
                or c == priced and any(f"{c.sql} * {lines[1].sql}" in e for e in added)
                or c == sold and any(c.sql in e for e in added)]  # units sold, as money taken

    def _left_off(self, column: Column | None, sql: str) -> bool:
        """"Before discounts": the discount of the lines whose quantity times price the query adds up, left off."""
        lines = line_parts(self.catalog, column.table) if column is not None and GROSS.search(self.r.text) else None
        return lines is not None and lines[2] == column and f"{lines[0].sql} * {lines[1].sql}" in sql

    def _included(self, link: Link, sql: str) -> bool:
        """"How much did we bill, VAT included": a part the question says the amount includes, where the query adds
        up the total of that part's own table (``total``, ``gross_amount``: the amount that includes it; not a
        ``net_total`` or a ``sub_total``)."""
        return set(link.span) <= self.r.included and any(
            c.kind == "money" and (parts := set(split_identifier(c.name))) & TOTAL_PARTS and not parts & PART_TOTALS
            and c.sql in sql for c in self.catalog.columns(link.table))

    def _incidental(self, link: Link, query: Query, sql: str) -> bool:
        """A link the query already covers: the base or a joined table ("through their products"), a table every
        row of the base belongs to ("how did customers pay us": payments -> invoices -> rentals -> customers; not
        "split between our two sites" or "at each site", which ask for its groups), a date column used as an
        adjective of a table ("registered owners"), a modifier on a grammar word ("year"), a part the amount added up
        includes ("VAT included")."""
        if link.kind in ("column", "mention") and self._included(link, sql):
            return True
        if link.kind == "table":  # also a table noun modifying the next one: "customer payments", "dog owners"
            joined = link.table == query.base or link.table in query.tables or f"JOIN {quote(link.table)} " in sql
            if link.start and self.r.tokens[link.start - 1].lower in ("each", "every", "per"):
                return joined  # "at each site" asks for its groups (not "paid by customers")
            return joined or link.table in self.filters._header(query.base) \
                or query.base in self._children(link.table) \
                or link.table in self.catalog.owners(query.base) and not self.r.split \
                or any(other.kind == "table" and other.start == link.end and other.start in self.roles.used
                       and len(self.catalog.join_path(link.table, other.table) or ()) == 1  # a key joins them:
                       for other in self.roles.links)  # not "membership income" read as the till's
        if link.kind == "mention":  # on a grammar word, or a modifier every row has ("loyalty customers"), or
            column = self.catalog.column(link.table, link.column)  # of a column the query adds up ("labour income")
            said = [self.catalog.column(l.table, l.column) for l in [link, *self.roles.ties.get(link.start, [])]]
            return all(t.lower in SOFT_WORDS | FILLER_WORDS for t in self.r.tokens[link.start:link.end]) or any(
                c is not None and c.kind == "money" and f"{c.sql})" in sql for c in said) or (
                column is not None and column.not_null and column.kind in ("category", "text")
                and link.table in (query.base, *query.tables)) or self._left_off(column, sql)
        if link.kind == "column" and link.score <= GENERIC_SCORE:  # "number" of invoice_number, not asked for
            return True
        if link.kind == "column" and link.start and (said := count_said(self.r.tokens[link.start - 1])) is not None \
                and said == counted(link, self.catalog):
            return True  # "across both shops" of ``orders.shop`` (two values): all of them
        column = self.column(link)
        if column is not None and column.table == query.base and self.r.count_at is not None and \
                set(split_identifier(column.name)) & CODE_PARTS and column.kind in ("text", "key") and column.not_null:
            return True  # "the staff count" over staff_code: the word names the rows counted (a VAT number that
            # some rows lack would be a condition)
        if column is not None and column.kind == "text" and column.not_null and past_verb(column.name.lower()) \
                and not self.r.dates and f"{quote(column.table)} " in sql + " " and any(
                    l.kind == "table" and l.table == column.table for l in self.roles.links):
            return True  # "customers who have placed more than 10 orders": ``orders.placed`` is the orders' verb
        if column is None or not self.catalog.is_date(column):
            return False
        if column.not_null and not (self.r.dates or self.r.days) and all(
                past_verb(t.lower) for t in self.r.tokens[link.start:link.end]) and any(
                    other.kind == "table" and other.end == link.start and (
                        column.table == other.table or column.table in self.catalog.owners(other.table))
                    for other in self.roles.links):
            return True  # "the dogs registered with us": a date every row has (the dogs' own or their owners'), with
            # no period, picks none out (not "units sold", a measure's verb; not "members attended": a child's date)
        if column.table == query.base and (link.start == self.r.count_at or any(  # "how many bookings": the rows
                other.kind == "value" and other.table == query.base and other.end == link.start  # "cancelled bookings"
                for other in self.roles.links)):
            return True
        if not self.r.dates and (f"{quote(column.table)} " in sql + " "  # "units sold": the verb of the event
                                 or column.table in self.filters._header(query.base)):
            return True
        return any(other.kind == "table" and other.start == link.end and other.start in self.roles.used
                   for other in self.roles.links)
