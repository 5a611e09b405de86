"""Roles of the linked words: which table the question counts or asks about, its measure, groups and filters.

``resolve_links`` keeps the best non-overlapping links (ties between different columns are kept as ambiguity);
``Roles`` then says, in schema terms, what each part of the reading refers to. Everything that is unclear raises
``CannotAnswer`` with the reason — two equally good measures, a filter with no column, a date with no date column.

    chosen, ties = resolve_links(links, reading, catalog)
    roles = assign_roles(reading, chosen, ties, catalog)
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass, field

from envs.words import singular, split_identifier

from agent.baselines.analyst.catalog import (DURATION_WORDS, GENERIC_PARTS, INTERVAL_UNITS, PAID_PARTS,
                                             PAY_TABLE_PARTS, SALARY_PARTS, TENDER_PARTS, Catalog, Column, name_words)
from agent.baselines.analyst.linking import NOTE_SCORE, WORK_VERBS, Link, compound_named
from agent.baselines.analyst.asks import GROSS
from agent.baselines.analyst.measures import (MONEY_OUT_PARTS, asks_discount, bought_in, is_discount, is_unit_money,
                                             takings_columns)
from agent.baselines.analyst.query import CannotAnswer
from agent.baselines.analyst.reading import Reading
from agent.baselines.analyst.vocabulary import (SELLING, SHAPE_WORDS, SOFT_WORDS, STOPWORDS, SYNONYM_TAGS, UNIT_WORDS,
                                                 Token, money_word, past_verb, word_forms)

MEASURE_KINDS = ("money", "quantity", "number")  # column kinds that can be added up, averaged or ranked
# Column words a MEASURE_ADJECTIVES concept goes by besides its own ("the longest stay": its nights; "the strongest
# beer": its abv)
CONCEPT_WORDS = {"length": DURATION_WORDS, "strength": frozenset({"abv", "alcohol", "proof"})}
PAY_PARTS = frozenset({"salary", "salaries", "wage", "wages", "pay", "rate"})  # what "the best-paid" are paid
LIST_PRICE_PARTS = frozenset({"price", "prc", "unit", "rate"})  # a price per thing, never money taken on its own
PAYROLL = frozenset({"wage", "wages", "salary", "salaries", "payroll"})  # money paid to the staff
DEFAULT_MONEY = ("amount", "total", "revenue", "price", "value", "sales")  # the plain money column, best first
END_PARTS = frozenset({"left", "leave", "termination", "terminated", "end", "ended", "withdrew", "withdrawn",
                       "retired", "discontinued", "closed", "cancelled", "canceled", "resigned", "departed",
                       "exit", "until", "to"})  # nullable dates that mark a row as no longer current
PERIOD_GROUPS = frozenset({"year", "years", "month", "months", "day", "days"})  # "per year": a period of a date
# Money words that are verbs (not "bill", "pay": nouns too)
MONEY_VERBS = frozenset({"bring", "brings", "bringing", "brought", "take", "took", "taken", "collect", "collected",
                         "earn", "earned", "paid", "charged", "billed", "invoiced"})
BILLED_VERBS = frozenset({"billed", "invoiced", "charged"})  # money asked for as billed, not as paid
MONEY_RANKS = frozenset({"highest", "lowest", "biggest", "largest", "smallest", "best", "worst", "higher", "lower",
                         "bigger"})  # "the highest sales": money (not "the most sales": rows)
OBJECT_FILLER = frozenset({"in", "the", "most", "fewest", "more", "fewer", "a", "any", "new"})
OBJECT_REACH = 5  # tokens from such a verb to its object ("brought in the most bookings", "the most new members")
SPENDING_VERBS = frozenset({"spend", "spent", "spends", "taking", "takes"})  # verbs a measure also takes
MEASURED_WORDS = UNIT_WORDS | DURATION_WORDS | set(INTERVAL_UNITS)  # kilos, nights, hours: never money
BIRTH_TAGS = frozenset(SYNONYM_TAGS["birth"])  # date_of_birth, dob, born_on
OF_REACH = 4  # "the value of an online sale": from "value" to the table named after "of"
AUXILIARIES = frozenset({"did", "do", "does", "have", "has", "had", "we", "you", "they", "i"})  # "how many X did we
# take": words between what is counted and the verb taking it
TAKING = frozenset({"take", "took", "taken", "takes", "taking"})
BRINGING = frozenset({"bring", "brings", "bringing", "brought"})
EARNING = frozenset({"earn", "earns", "earned", "earning"})  # what people earn is their pay
DIRECT_OBJECT = frozenset({"out", "up", "on", "our", "the", "a", "an", "their", "your", "any", "all"})  # took out a
TIME_ASKED = re.compile(r"\bhow long\b|\bin (?:minutes|hours|days|nights|weeks)\b")  # what "take" spends
KIND_ORDER = {"table": 0, "value": 1, "column": 2, "mention": 3}  # equal score and length: a table first


BUYING_IN = frozenset({"purchase", "purchases", "purchased", "supplier", "suppliers", "bought", "buy", "restock",
                       "restocked", "po", "pos"})  # goods we buy in: purchases may be the orders meant


def resolve_links(links: list[Link], reading: Reading, catalog: Catalog | None = None
                  ) -> tuple[list[Link], dict[int, list[Link]]]:
    """Best non-overlapping links, and for each chosen link's start, the rivals that tie with it.

    With a period in the question, a date column beats a stored value on the same words ("check-in"), and a table
    too where a verb names it ("bought in 2024": ``sold_at``), not where a noun does ("basket value in 2024": the
    sales). A stored value that contains a year ('Spring 2025') wins over the year: that date range is removed from
    ``reading``.
    """
    dated = {i for d in reading.dates for i in range(d.first, d.last + 1)}
    usable = [l for l in links if (not set(l.span) & reading.grammar
              or l.kind == "value" and set(l.span) & reading.grammar <= dated
              or _says_former(l, reading))
              and not (set(l.span) <= reading.phrases  # "whatever their status", "ignoring refunds"
                       and not (l.kind == "column" and set(l.span) <= reading.discount_words)
                       and not _says_former(l, reading)  # a "gross" column
                       and not (l.kind == "value" and set(l.span) & reading.opted_out)  # a stored 'Opted out'
                       and not (l.kind == "table" and reading.who and any(reading.tokens[i].lower in WORK_VERBS
                                                                           for i in l.span)))]  # "who is still
    # working for us": the staff, though the words also say "currently"
    periodic = bool(reading.dates) or any(reading.tokens[p].lower in PERIOD_GROUPS for p in reading.group_at
                                          if p < len(reading.tokens))  # "opened in each year": dates are in play

    buys_in = any(t.lower in BUYING_IN for t in reading.tokens)

    def order(link: Link):
        kind = KIND_ORDER[link.kind]
        column = catalog.column(link.table, link.column) if catalog and link.kind == "column" else None
        if periodic and column is not None and catalog.is_date(column):
            kind = -1 if any(past_verb(t.lower) for t in reading.tokens[link.start:link.end]) else 0.5
        bought = link.kind == "table" and bought_in(link.table) and (any(
            t.lower in SELLING for t in reading.tokens[link.start:link.end]) or not buys_in)  # "sold", "orders we
        # completed": the sales, not purchases (unless the question speaks of buying in: "orders to suppliers")
        return -link.score, -(link.end - link.start), bought, kind, not spelled(link), link.start

    def spelled(link: Link) -> bool:  # "membership" is spelled in memberships, and only met as a stem in Members
        if link.kind not in ("table", "column"):
            return True
        name = (link.column if link.kind == "column" else link.table).lower()
        return all(t.lower in name or singular(t.lower) in name
                   for t in reading.tokens[link.start:link.end] if t.is_word)

    usable.sort(key=order)
    chosen, taken, ties = [], set(), {}
    for link in usable:
        if set(link.span) & taken:
            best = next((c for c in chosen if c.start == link.start and c.end == link.end), None)
            if best and best.score == link.score and best.kind == link.kind and \
                    (best.table, best.column) != (link.table, link.column) and order(best)[2] == order(link)[2]:
                ties.setdefault(best.start, []).append(link)
            # "products (have) sold": ``products`` takes "products", and "sold" still names ``product_sales`` (not
            # in "the products we sell", the range)
            rest = [i for i in link.span if i not in taken | reading.grammar | reading.phrases]
            while rest and reading.tokens[rest[0]].lower in STOPWORDS:
                rest.pop(0)
            if link.kind == "table" and rest and rest[-1] - rest[0] == len(rest) - 1 and all(
                    reading.tokens[i].is_word and reading.tokens[i].lower not in STOPWORDS for i in rest) \
                    and not any(c.table == link.table for c in chosen):
                chosen.append(dataclasses.replace(link, start=rest[0], end=rest[-1] + 1))
                taken |= set(rest)
            continue
        chosen.append(link)
        taken |= set(link.span)
    chosen = [_table_named(link, chosen, reading, catalog) for link in chosen]
    chosen.sort(key=lambda l: l.start)
    for link in chosen:
        if _says_former(link, reading):  # 'Inactive' says which rows, no status is turned over
            reading.former -= set(link.span)
            reading.grammar -= set(link.span)
            reading.phrases -= set(link.span)
    for d in list(reading.dates):
        if any(l.kind == "value" and l.start <= d.last and l.end > d.first for l in chosen):
            reading.dates.remove(d)
            reading.grammar -= set(range(d.first, d.last + 1))
    tokens = reading.tokens
    starts = {l.start for l in chosen if l.kind == "column"}
    chosen = [l for l in chosen if not (l.kind == "column" and l.end in starts and all(
        t.lower in SOFT_WORDS for t in tokens[l.start:l.end]))]  # "total quantity": total is the aggregate
    return chosen, ties


def _table_named(link: Link, chosen: list[Link], reading: Reading, catalog: Catalog | None) -> Link:
    """A stored value ('taproom' in shifts.area) said by a word of another table's compound name (taproom_sales):
    that table, where the question's other links are its own ("the most pints in the taproom") or it holds the money
    asked for and the value's table holds none ("how much did the taproom take")."""
    if link.kind != "value" or catalog is None or len(link.span) != 1:
        return link
    named = [t for t in compound_named(reading.tokens[link.start], catalog.tables) if t != link.table]
    others = {l.table for l in chosen if l is not link and l.end != link.start}  # (not "site" of "the site shop")
    money = any(money_word(t) for t in reading.tokens)

    def holds_money(table: str, out: bool = True) -> bool:  # (``out``: money paid out counts too)
        return any(c.kind == "money" and (out or not set(split_identifier(c.name)) & MONEY_OUT_PARTS)
                   for c in catalog.columns(table))

    if len(named) == 1 and link.table not in others and (
            named[0] in others or money and holds_money(named[0]) and not holds_money(link.table, out=False)):
        return Link("table", named[0], link.start, link.end, NOTE_SCORE)
    return link


def _says_former(link: Link, reading: Reading) -> bool:
    """A stored value spelling a whole FORMER phrase ('Inactive' for "inactive", 'Former'): the value says it (not
    'Active' for the "active" of "not active")."""
    return link.kind == "value" and set(link.span) <= reading.former_words


@dataclass
class Roles:
    links: list[Link]
    ties: dict[int, list[Link]]
    asked: Link | None = None  # what follows how many / which / who / list
    used: set[int] = field(default_factory=set)  # starts of links that play a part in the query

    def after(self, position: int | None, window: int = 4, kinds: tuple[str, ...] = ("table", "column", "value"),
              tokens=None) -> Link | None:
        if position is None:
            return None
        for link in self.links:
            if link.start >= position and link.kind in kinds:
                gap = [t for t in (tokens or [])[position:link.start] if t.lower not in STOPWORDS
                       and t.lower not in SHAPE_WORDS and t.lower not in SOFT_WORDS and t.number is None]
                return link if link.start - position <= window and len(gap) <= 2 else None
        return None


def head_of_phrase(links: list[Link], first: Link, tokens=(), catalog: Catalog | None = None) -> Link:
    """"dog owners", "registered owners", "Bronze members": the last of adjacent links, when it is a table (not
    after a possessive: "the venue's conferences" asks about the venue)."""
    head = first
    if tokens and tokens[first.end - 1].possessive and first.kind == "value":  # "Priya Nair's hourly rate": her
        return next((l for l in links if l.start == first.end and l.kind == "column" and l.table == first.table),
                    first)  # rate, a named row's own column
    for link in links:
        if tokens and tokens[head.end - 1].possessive:
            break
        if link.start == head.end and link.kind == "table" and head.kind in ("table", "column", "value") \
                and not (link.end - link.start == 1 and (past_verb(w := tokens[link.start].lower) or w in (
                    "sell", "sells")) and (
                    head.kind != "value" or catalog is not None
                    and getattr(catalog.column(head.table, head.column), "kind", None) == "category")):
            # (not "customers ordered in 2024", "which brand sells the most", "which pubs ordered": the verb of the
            # orders, the customers (the brand, the pubs: a kind) still head the phrase; "has Rachel Clarke ordered":
            # her orders)
            head = link
        elif link.start == head.end and link.kind == "column" and head.kind == "value" and not (
                tokens and tokens[link.start].lower in SELLING):  # "marketing vendor" (not "which cake sold")
            head = link
        elif link.start == head.end and link.kind == "value" and head.kind == "column" and link.table != head.table:
            head = link  # "van drivers": the staff whose role says so, not the van of a collection
        elif link.start == head.end and link.kind in ("value", "table") and head.kind == "column" \
                and link.table == head.table and catalog is not None \
                and getattr(catalog.column(head.table, head.column), "kind", None) == "flag":
            head = link  # "gluten-free cakes": the cakes, of which the yes/no says which
        elif link.start == head.end and link.kind in ("value", "column") and head.kind == "table" and tokens \
                and tokens[head.end - 1].lower in SELLING:  # "best-selling pastry", "best selling category": the
            head = link  # pastries, the category of products, not the sales
        elif link.start == head.end and link.kind == "value" and head.kind == "table" and catalog is not None \
                and len(path := catalog.join_path(link.table, head.table) or []) == 1 and path[0].up:
            head = link  # "the store managers": the staff whose role says so, at a store
        elif link.start == head.end and link.kind == "column" and head.kind == "table" and link.table == head.table \
                and catalog is not None and getattr(catalog.column(link.table, link.column), "kind", None) in (
                    "category", "text"):  # "expense category", "booking source": the table's own column
            head = link
    return head


def assign_roles(reading: Reading, links: list[Link], ties: dict[int, list[Link]], catalog: Catalog | None = None
                 ) -> Roles:
    roles = Roles(links, ties)
    if reading.count_at is not None and (reading.wh_at is None or reading.wh_at > reading.count_at):
        first = roles.after(reading.count_at, 4, tokens=reading.tokens)
        roles.asked = head_of_phrase(links, first, reading.tokens, catalog) if first else None
    elif reading.wh_at is not None:
        nxt = reading.tokens[reading.wh_at + 1].lower if reading.wh_at + 1 < len(reading.tokens) else ""
        if nxt in ("one", "ones"):  # "among employees ..., which one": the table named before
            before = [l for l in links if l.kind == "table" and l.end <= reading.wh_at]
            roles.asked = before[-1] if before else None
            return roles
        role = next((l for l in links if l.kind == "mention" and l.start == reading.wh_at + 1 and catalog is not None
                     and getattr(catalog.column(l.table, l.column), "references", None)), None)
        if role is not None:  # "which brewer": ``brewer_id``, a key named after the role (planner._role_table)
            roles.asked = role
            return roles
        first = roles.after(reading.wh_at + 1, 5, kinds=("table", "column", "value"), tokens=reading.tokens)
        roles.asked = head_of_phrase(links, first, reading.tokens, catalog) if first else None
        if reading.which and (first is None or first.start > reading.wh_at + 2 and first.kind == "column"):
            before = [l for l in links if l.kind == "table" and l.end <= reading.wh_at]  # "of the X, which has"
            roles.asked = before[-1] if before else roles.asked
        people = [l for l in links if l.kind == "table" and catalog is not None and catalog.lists_people(l.table)]
        if reading.who and roles.asked is None and len({l.table for l in people}) == 1:
            roles.asked = people[0]  # "who's still working here? ... names of staff who haven't left"
    elif reading.implied_at is not None:  # "dogs by breed": the request's subject
        first = roles.after(reading.implied_at, 4, kinds=("table", "column", "value"), tokens=reading.tokens)
        roles.asked = head_of_phrase(links, first, reading.tokens, catalog) if first else None
    return roles


def ambiguous(roles: Roles, link: Link) -> list[Link]:
    return roles.ties.get(link.start, [])


def measure_columns(catalog: Catalog, table: str, kinds=MEASURE_KINDS) -> list[Column]:
    return [c for c in catalog.columns(table) if c.kind in kinds]


def money_measure(catalog: Catalog, tables: list[str], reading: Reading) -> Column | None:
    """The money a "revenue" / "spent" question means: a column the question names, else what the tables record as
    taken (a stored amount, else quantity x unit price of a line-item table, also one joined below them)."""
    candidates = [c for t in tables for c in catalog.columns(t) if c.kind == "money"]
    words = reading.said
    pay = [c for c in candidates if set(split_identifier(c.name)) & SALARY_PARTS and catalog.of_persons(c.table)]
    if len(pay) == 1 and {t.lower for t in reading.tokens} & EARNING and not reading.dates and not any(
            money_word(t) for t in reading.tokens if t.lower not in EARNING) and not any(
            set(split_identifier(t)) & PAY_TABLE_PARTS for t in set(catalog.surveyed) | set(catalog.tables)):
        return pay[0]  # "which employees earn more than 55000": their salary, the one pay of people named (not
        # what they earned in a period, nor where pay is recorded as paid: payslips)
    named = [c for c in candidates if all(not w.isdisjoint(words) for w in c.words)
             and not (asks_discount(reading) and is_discount(c))]
    if len(named) == 1:
        return named[0]
    before_money = {f for t, nxt in zip(reading.tokens, reading.tokens[1:]) if money_word(nxt)
                    for f in t.forms if not f.startswith("~")} - SOFT_WORDS - STOPWORDS  # "labour" of "labour income"
    billed = any(t.lower in BILLED_VERBS for t in reading.tokens)
    other = LIST_PRICE_PARTS | (PAID_PARTS if billed else frozenset())  # not "tickets brought in": a ticket_price;
    modified = [c for c in candidates if not set(split_identifier(c.name)) & other  # not "by amount billed":
                and any(w & before_money for w in c.words[:-1])]  # the amount_paid
    if not named and len(modified) == 1:  # "repair labour income": the one amount whose modifier is said before a
        return modified[0]  # word of money (LabourCharge)
    takings = _through_lines(catalog, takings_columns(catalog, tables, reading), tables, reading)
    if not takings:  # "sales" named, "sale_items" holds the lines
        below = [t for t in catalog.tables if t not in tables and any(catalog.above(t, linked) for linked in tables)]
        takings = takings_columns(catalog, below, reading)
    if not takings and len(candidates) == 1 and _billed(reading, candidates[0].table):  # "the biggest vet bill":
        return candidates[0]  # the one amount of the visits, whatever its name (a cost: no money taken)
    if not takings:
        return None
    if len({c.table for c in takings}) > 1:
        takings = _headers(catalog, takings, tables)
    if len({c.table for c in takings}) > 1:
        raise CannotAnswer("money columns in several tables could be meant: " + ", ".join(
            f"{c.table}.{c.name}" for c in takings[:4]))
    takings = before_or_after_discount(catalog, takings, reading)
    tender = [c for c in takings if set(split_identifier(c.name)) & TENDER_PARTS & words]
    if len(tender) == 1:
        return tender[0]  # "how much cash did we take": cash_takings, not the day's total takings
    for plain in DEFAULT_MONEY:
        hits = [c for c in takings if c.name.lower() == plain] or [c for c in takings if _bare_money(c) == plain]
        if len(hits) == 1:
            return hits[0]
    if len(takings) == 1:
        return takings[0]
    raise CannotAnswer("several money columns could be meant: " + ", ".join(c.name for c in takings[:4]))


def _billed(reading: Reading, table: str) -> bool:
    """"Vet bill(s)": a bill the question names by ``table``'s own word before it (not "the most bills", which
    counts them)."""
    named = set().union(*name_words(table))
    return any(t.lower in ("bill", "bills") and t.i > 0 and reading.tokens[t.i - 1].forms & named
               for t in reading.tokens)


def unrecorded_wages(reading: Reading, catalog: Catalog, links: list[Link]) -> str | None:
    """"Our wage bill" is money paid to the staff: never the money a bill of sales took. The word asked, when no
    table or money column read records pay (a stored 'Wages' category links as a value; "still on the payroll" is
    a phrase for the current staff)."""
    valued = {i for link in links if link.kind == "value" for i in link.span}
    payroll = {f for t in reading.tokens if t.i not in reading.phrases | valued for f in t.forms} & PAYROLL
    pay = PAYROLL | {"pay"}  # (by name: ``annual_pay``, a ``payroll`` table; not what a customer paid)
    recorded = any(pay & set(split_identifier(c.name)) for c in catalog.columns() if c.kind == "money") or any(
        pay & set(split_identifier(t)) for t in catalog.tables)
    return min(payroll) if payroll and not recorded else None


def before_or_after_discount(catalog: Catalog, takings: list[Column], reading: Reading) -> list[Column]:
    """Beside a ``subtotal`` and a discount, the row's other amount (``total_paid``) is what it came to after the
    discount: that one, or the subtotal where the question asks for the figure before discounts ("gross" may be
    before tax too: left undecided)."""
    subtotals = [c for c in takings if {"subtotal", "sub"} & set(split_identifier(c.name))
                 and any(is_discount(d) for d in catalog.columns(c.table))]
    if not subtotals or len(subtotals) == len(takings) or re.search(r"\bgross\b", reading.text):
        return takings
    return subtotals if GROSS.search(reading.text) else [c for c in takings if c not in subtotals]


def _through_lines(catalog: Catalog, takings: list[Column], tables: list[str], reading: Reading) -> list[Column]:
    """A sale's lines' own money in place of the sale's total where a table the question names (a product, its
    category) is reached from the sale through its lines alone ("sales by category")."""
    above = catalog.above
    for header in dict.fromkeys(c.table for c in takings):
        reached = [t for t in tables if t != header and not above(header, t)]
        lines = [t for t in catalog.tables if above(t, header) and any(above(t, r) for r in reached)]
        if reached and len(lines) == 1 and (own := takings_columns(catalog, lines, reading)):
            takings = [c for c in takings if c.table != header] + own
    return takings


def _headers(catalog: Catalog, takings: list[Column], tables: list[str]) -> list[Column]:
    """A sale's total, not its lines' totals: the same money twice over, where nothing the question names (a
    product, a category) is reached through the lines alone."""
    above = catalog.above

    def through_lines(child: str, header: str) -> bool:
        return any(above(child, t) and not above(header, t) for t in tables if t not in (child, header))

    return [c for c in takings if not any(above(c.table, d.table) and not through_lines(c.table, d.table)
                                          for d in takings if d.table != c.table)]


def _bare_money(column: Column) -> str:
    """The one word a money column's name says beside its table's and a generic part: ``total_amt`` and
    ``order_total`` (of orders) are totals."""
    table = {f for w in name_words(column.table) for f in w}
    rest = [p for p in split_identifier(column.name) if p not in GENERIC_PARTS and p not in table]
    return rest[0] if len(rest) == 1 else ""


def money_words(reading: Reading, links: list[Link]) -> list:
    """Words asking for a sum of money ("spent", "revenue") that no link explains (not a money verb whose object
    is something else: "brought in the most bookings", "paid by card")."""
    covered = {i for link in links if link.kind in ("column", "value") for i in link.span}
    if reading.aggregate != "sum" and not reading.discount_words:  # "how many bills": a table, not a sum of money
        covered |= {i for link in links if link.kind == "table"
                    and (link.score >= 1.0 or _counted(link, links, reading))
                    and not (link.start and reading.tokens[link.start - 1].lower in MONEY_RANKS)
                    and not _sales_by(link, reading) for i in link.span}  # ("how many till sales": what is
        # counted, a table's synonym; "the highest sales", "our sales by category" are money)
    return [t for t in reading.tokens if t.i not in covered and (money_word(t) or _worth_of(t, links, reading.tokens))
            and not _verb_of_something_else(t, reading, links)]


def _sales_by(link: Link, reading: Reading) -> bool:
    """"What were our sales by category", "sales per month": money broken down, where nothing is counted."""
    tokens = reading.tokens
    return reading.count_at is None and tokens[link.end - 1].lower == "sales" \
        and tokens[link.end:link.end + 1] != [] and tokens[link.end].lower in ("by", "per")


def most_of(tokens: list[Token], at: int) -> bool:
    """The word at ``at`` is what "the most" (fewest, more, fewer) counts: "the most sales" are the most rows (not
    "the most revenue")."""
    return 0 < at < len(tokens) and tokens[at - 1].lower in ("most", "fewest", "more", "fewer") and (
        tokens[at].lower == "sales" or not money_word(tokens[at])) and not any(
        t.lower in MONEY_VERBS for t in tokens[max(0, at - 5):at - 1])  # ("brought in the most sales": money)


def _counted(link: Link, links: list[Link], reading: Reading) -> bool:
    """The table "how many" counts: the link at the count, or after values that say which ("how many walk-in
    sales"); or the rows "the most" counts ("who put through the most sales", not "the highest sales")."""
    if most_of(reading.tokens, link.start):
        return True
    at = reading.count_at
    if at is None:
        return False
    if link.start <= at < link.end:
        return True
    said = {i for l in links if l.kind == "value" for i in l.span}
    return link.start > at and all(i in said for i in range(at, link.start))


def names_money_taken(reading: Reading, links: list[Link], column: Column) -> bool:
    """A word of money taken ("takings", "take", "sales") that names ``column`` itself, an amount and not a per-unit
    price: the owner's "takings: orders.total_amount" asks for its total as the bare word does."""
    return column.kind == "money" and not is_unit_money(column) and any(
        link.kind == "column" and (link.table, link.column) == (column.table, column.name) and any(
            money_word(t) for t in reading.tokens[link.start:link.end])
        for link in links)


def _worth_of(token: Token, links: list[Link], tokens: list[Token]) -> bool:
    """"the average order value", "the value of an online sale": the value of a table's rows is money (not "the
    status values")."""
    if token.lower != "value":
        return False
    of = token.i + 1 < len(tokens) and tokens[token.i + 1].lower == "of"
    said = {i for l in links if l.kind == "value" for i in l.span}  # "the value of a completed online order"
    return any(l.kind == "table" and (l.end == token.i or of and token.i + 2 <= l.start and (
        l.start <= token.i + OF_REACH or all(i in said for i in range(token.i + OF_REACH, l.start)))) for l in links)


def _verb_of_something_else(token, reading: Reading, links: list[Link]) -> bool:
    """A money verb whose object is not money: "brought in the most bookings" ranks by a count of bookings, in
    "how many sales were paid by card" the card is a payment method, "nights spent" and "kilos collected" are the
    measure's own verb, and "took out a membership" takes rows."""
    if token.lower in ("pay", "paid", "paying") and re.search(r"\bhow (do|does|did|are|were|is|was) (\w+ ){1,2}$",
                                                            " ".join(t.lower for t in reading.tokens[:token.i]) + " "):
        return True  # "how do people pay", "how are customers paying": the way they pay, not how much
    if token.lower not in MONEY_VERBS | SPENDING_VERBS:
        return False
    if any(l.kind == "column" and l.end <= token.i and (l.start == reading.count_at or l.end == token.i and {
            t.lower for t in reading.tokens[l.start:l.end]} & MEASURED_WORDS) for l in links):
        return True  # "how many nights has Waffles spent with us", "the total kilos collected" (not "fares brought")
    after = [t.lower for t in reading.tokens[token.i + 1:token.i + 1 + OBJECT_REACH]]
    if token.lower in SPENDING_VERBS and next((w for w in after if w not in OBJECT_FILLER), "") in MEASURED_WORDS:
        return True  # "which dog spent the most nights with us": its object is nights, not money
    if token.lower in TAKING and TIME_ASKED.search(reading.text):
        return True  # "how long does it take", "the longest ride anyone has taken, in minutes": time, not takings
    if token.lower in TAKING and (table := next((l for l in links if l.start > token.i and l.kind == "table"), None)) \
            and {t.lower for t in reading.tokens[token.i + 1:table.start]} <= DIRECT_OBJECT:
        return True  # "took out a membership", "taking our customers": the rows taken, not money
    if token.lower in TAKING and reading.wh_at is not None and not reading.comparisons and any(
            l.kind == "table" and l.start == reading.wh_at + 1 and l.end <= token.i for l in links) and not {
            t.lower for t in reading.tokens[token.i + 1:]} & {"most", "more", "least", "less", "fewest", "much"}:
        return True  # "which courses has Ann Hale taken": the things asked are what was taken
    if token.lower in BRINGING and _brought_in(token, reading, links):
        return True  # "clients who never brought an animal in", "did not bring anything in for repair"
    if token.lower in TAKING and any(t.lower in TAKING and _verb_of_something_else(t, reading, links)
                                     for t in reading.tokens[:token.i]):
        return True  # "... taking our customers, and how many has each taken?": the same verb, the same sense
    if token.lower not in MONEY_VERBS:
        return False
    if token.lower in ("take", "took", "taken", "bring", "brought") and reading.aggregate != "sum" and (any(
            l.kind == "table" and l.start == reading.count_at < token.i for l in links)
            or _counts_its_object(token, reading, links)):
        return True  # "how many orders did we take": the rows counted are its object (not "billed more")
    after = [l for l in links if token.i < l.start <= token.i + OBJECT_REACH and l.kind in ("table", "value")]
    if not after:
        return False
    between = [t.lower for t in reading.tokens[token.i + 1:after[0].start]]
    if after[0].kind == "value":
        between = between[1:] if between[:1] == ["for"] else between  # "paid for in cash"
        return (reading.count_at is not None or reading.percent_at is not None) and bool(between) \
            and between[0] in ("by", "with", "via", "using", "in")  # ("what percentage of orders were paid in cash")
    return set(between) <= OBJECT_FILLER and bool(set(between) & {"most", "fewest", "more", "fewer"})


def _brought_in(verb, reading: Reading, links: list[Link]) -> bool:
    """"Brought an animal in", "bring anything in": the verb's object is a thing (a table, or "anything") with "in"
    after it, not money ("brought in the most", "brought the most in")."""
    after = [t.lower for t in reading.tokens[verb.i + 1:verb.i + 6]]
    if "in" not in after[1:] or after[0] not in DIRECT_OBJECT | {"anything", "something", "nothing", "his", "her"}:
        return False
    end = verb.i + 1 + after.index("in", 1)
    return any(t.lower in ("anything", "something", "nothing") for t in reading.tokens[verb.i + 1:end]) or any(
        l.kind == "table" and verb.i < l.start and l.end == end for l in links)


def _counts_its_object(verb, reading: Reading, links: list[Link]) -> bool:
    """"How many cash payments did we take": the words from "how many" to the verb are all names of the schema
    (and "did we"), so what is counted is the verb's object."""
    if reading.count_at is None or reading.count_at >= verb.i:
        return False
    named = {i for l in links for i in l.span}
    return reading.count_at in named and all(i in named or reading.tokens[i].lower in AUXILIARIES
                                             for i in range(reading.count_at, verb.i))


def asks_money(reading: Reading, links: list[Link] = ()) -> bool:
    return bool(money_words(reading, list(links)))


def adjective_measure(catalog: Catalog, tables: list[str], concept: str) -> Column | None:
    """The column an adjective implies ("cheapest" -> a price column, "oldest" -> a birth date)."""
    if concept == "began":  # "the longest-serving": the one date every row has (hired_on, joined_on)
        began = [c for t in tables for c in catalog.columns(t) if catalog.is_date(c) and c.not_null and c.expr is None
                 and not is_birth_date(c)]  # (not when they were born)
        if len(began) > 1:
            raise CannotAnswer(f"several dates could say when {tables[0]} began: "
                               + ", ".join(c.name for c in began[:4]))
        return began[0] if began else None
    forms = word_forms(concept) | CONCEPT_WORDS.get(concept, frozenset())
    found = [c for t in tables for c in catalog.columns(t)
             if c.kind != "key" and any(not w.isdisjoint(forms) for w in c.words)]
    if concept == "birth":
        found = [c for c in found if catalog.is_date(c)]
    elif concept == "salary":  # "the best-paid": a column of pay by its name's own words (``annual_salary``,
        found = [c for t in tables for c in catalog.columns(t)  # ``hourly_rate``), not an invoice's ``amount_paid``
                 if c.kind == "money" and set(split_identifier(c.name)) & PAY_PARTS]
    elif concept == "price":
        found = [c for c in found if c.kind == "money"]
        sold = [c for c in found if "cost" not in split_identifier(c.name)]
        found = sold or found  # "the priciest item": its retail_price, not the cost_price we pay for it
    if len(found) > 1:
        exact = [c for c in found if any(concept in w for w in c.words)]
        found = exact if len(exact) == 1 else found
    if len(found) > 1 and len(own := [c for c in found if c.table == tables[0]]) == 1:  # the thing's own price,
        found = own  # not what its sale lines charged
    if len(found) > 1:
        raise CannotAnswer(f"several columns could hold the {concept}: " + ", ".join(c.name for c in found[:4]))
    return found[0] if found else None


def end_date_column(catalog: Catalog, table: str) -> Column | None:
    """A nullable date that marks a row as over (left_on, termination_date), for "still" / "currently"."""
    found = [c for c in catalog.columns(table) if catalog.is_date(c) and not c.not_null and ends_something(c)]
    return found[0] if len(found) == 1 else None


def ends_something(column: Column) -> bool:
    """A column named for an ending (``left_on``, ``discontinued_date``): a date that, once set, ends a row."""
    return any(w & END_PARTS for w in column.words)


def is_birth_date(column: Column) -> bool:
    return any(w & BIRTH_TAGS for w in column.words)
