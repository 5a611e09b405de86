"""What the baseline knows about the database: the tables it read, their columns' kinds, labels and joins.

Built from DESCRIBE observations, from table definitions the schema survey read (survey.py) with the category
values the lookup query profiled (lookup.py), and from the table names every observation carries. Each column
gets its words (identifier split on case and underscores, abbreviations expanded: ``cust_id`` -> customer id), a
kind (key, date, money, quantity, number, flag, category, text) and tables get a label (the expression that names a row:
``name``, ``first_name || ' ' || last_name``, a title or code — never an id). Derived measures sit beside the
stored columns (``add_durations``): the days between a start and an end date, a length in minutes again in hours,
and what is still owed (billed minus paid); and, once a question names one, a rate (``add_rate``: the share of rows
holding a stored value). Joins follow foreign keys along the shortest path; each step says
whether it goes up (child -> parent, no fan-out) or down.

    catalog = Catalog(["orders", "customers"]); catalog.add(observation.table)
    catalog.join_path("orders", "customers")   # [Step("customers", '"orders"."cust_id" = "customers"."id"', True)]
"""

from __future__ import annotations

import re
from collections import deque
from dataclasses import dataclass, field

from envs.analyst.schema import numeric_type
from envs.analyst.tasks import sql_literal
from envs.sandbox import quote_identifier as quote
from envs.words import expand, human_words, lemma, singular, split_identifier

from agent.baselines.analyst.vocabulary import (BASKET_TAG, CLIENT_TAG, CUSTOMER_VERBS, IRREGULAR_PAST, SECOND_READINGS,
                                               SERVING, SYNONYM_TAGS, word_forms)

GENERIC_PARTS = frozenset({"id", "identifier", "key", "no", "num", "nbr", "number", "code", "name", "of", "the",
                           "on", "at", "is", "has", "flag", "kg", "pct", "percent", "usd", "eur", "gbp", "amt", "value",
                           "val", "fk", "pk", "ref", "in", "by", "to", "per", "p", "pence", "cents"})  # never alone
MINOR_UNITS = frozenset({"p", "pence", "cents", "pennies"})  # ``amt_p``: money kept in hundredths
DATE_PARTS = frozenset({"date", "dt", "time", "timestamp", "ts", "day", "dob", "birth", "birthday", "when",
                        "on", "at", "created", "updated", "modified"})  # name parts of a date column
DATE_TYPES = ("DATE", "TIME")  # declared types of date columns (DATE, DATETIME, TIMESTAMP)
MONEY_PARTS = frozenset({"amount", "amt", "price", "total", "cost", "revenue", "salary", "fee", "refund", "pay", "wage",
                         "balance", "spend", "charge", "income", "sales", "rate", "budget", "payment", "paid",
                         "tax", "subtotal", "profit", "margin", "discount", "fare", "commission", "deposit", "rent",
                         "surcharge", "takings", "turnover", "earnings"})
QUANTITY_PARTS = frozenset({"quantity", "units", "unit", "count", "seats", "nights", "days", "hours", "qty",
                            "stock", "capacity"})
FLAG_PREFIXES = ("is", "has", "can", "was", "allow", "enabled")
OFFERED_PARTS = frozenset({"menu", "shelf", "range", "list"})  # on_menu: sold now (on_offer; not on_sale, on_offer:
# a promotion)
STATE_WORDS = frozenset({"active", "inactive", "available", "current", "enabled", "listed", "visible"})  # an INTEGER
# named so alone is a yes/no (``Available``; not ``live``: streamed?)
PERSON_NAME_PARTS = frozenset({"first", "last", "middle", "given", "family", "full", "nick", "user", "sur"})
LABEL_NAMES = ("name", "full_name", "fullname", "title", "label")  # columns that name a row, best first
EVERYDAY_PARTS = frozenset({"common", "display", "trading", "known", "popular", "everyday"})  # the name people use
CONTACT_PARTS = frozenset({"contact", "manager", "owner", "emergency", "billing"})  # a person to ask for, named
# beside the row's own name (suppliers.contact_name)
MAKER_PARTS = frozenset({"brand", "make", "maker", "manufacturer"})  # a name said before a model's name
CODE_PARTS = frozenset({"code", "sku", "number", "no", "num", "ref", "reference"})
ISO_DATE = re.compile(r"^\d{4}-\d{2}(-\d{2})?")
MONTH_TEXT = re.compile(r"\d{4}-\d{2}")  # a month stored alone: '2025-01' (fullmatch)
CLOCK_TIME = re.compile(r"^(\d{4}-\d{2}-\d{2}[ T])?\d{2}:\d{2}(:\d{2})?")  # '07:30', '2024-03-01 07:30' (not
# '7:30': SQLite reads no time without its two digits)
START_PARTS = frozenset({"start", "begin", "in", "from", "arrival", "arrive", "commence", "commenced"})  # check_in
YES_TEXT = ("yes", "y", "true", "t")  # a yes/no kept as text: what says yes
YES_NO_TEXT = frozenset(YES_TEXT + ("no", "n", "false", "f"))
END_PARTS = frozenset({"end", "out", "to", "until", "departure", "depart", "finish", "finished"})  # check_out
DURATION_NAME = "length in days"  # the derived measure of a table with a start and an end date
DURATION_WORDS = frozenset({"night", "nights", "duration", "durations", "length", "lengths"})
UNPAID_PARTS = frozenset({"break", "breaks", "unpaid"})  # hours that earn no wage
STORED_LENGTH_PARTS = frozenset({"duration", "length", "minutes", "mins", "min", "hours", "hrs", "seconds", "secs",
                                 "worked", "total", "actual"})  # (``hours_worked``: the row's own length)
# The same length in other units, linked only by "how long ... in hours" (linking.link_how_long): name -> (unit,
# how many of it in a day)
HOURS_NAME = "length in hours"  # the derived length between a start and an end, in hours (wage_parts)
DURATION_UNITS = {HOURS_NAME: ("hour", 24), "length in minutes": ("minute", 1440)}
BALANCE_NAME = "balance owed"  # a derived measure: billed minus paid
TENDER_PARTS = frozenset({"cash", "card", "cards", "cheque", "cheques", "online", "contactless", "voucher", "vouchers",
                          "account", "transfer", "bank", "other"})  # how money was taken (``cash_takings``)
RECEIPT_TABLE_WORDS = frozenset({"payment", "receipt"})  # a table of money received (or paid against bills)
PAID_PARTS = frozenset({"paid", "received", "settled"})  # name parts of an amount paid so far
NOT_YET_VALUES = frozenset({"scheduled", "booked", "upcoming", "planned"})  # rows whose money is not taken yet
UNIT_COST_PARTS = frozenset({"cost", "costs", "unit", "per", "item", "price", "buy", "buying", "purchase"})
SELLING_PRICE_PARTS = frozenset({"price", "rrp", "unit", "per", "item", "sell", "selling", "sale", "retail", "list",
                                 "shelf"})  # a price per unit (not ``price_per_case``)
MARGIN_FORMS = word_forms("margin") | word_forms("markup")  # a price less a cost
BILLED_NAMES = frozenset({"total", "amount", "billed", "invoiced", "due"})  # the plain name of the amount billed
OWED_WORDS = frozenset({"owe", "owes", "owed", "owing", "outstanding", "balance", "balances", "debt", "debts",
                        "overdue", "arrears"})
BALANCE_WORDS = OWED_WORDS | {"unpaid"}  # what names the balance owed (unless a yes/no ``paid`` says "unpaid")
MINUTE_PARTS = frozenset({"min", "mins", "minute", "minutes"})  # name parts of a length of time in minutes
HOUR_PARTS = frozenset({"hour", "hours", "hr", "hrs"})
HOURLY_PARTS = frozenset({"hourly", "hour", "hr"})  # name parts of an hourly rate (``hourly_rate``, ``tch_hr_rate``)
RATE_PARTS = frozenset({"rate", "wage", "pay"})
SALARY_PARTS = frozenset({"salary", "salaries", "wages", "earnings"})  # pay that is no hourly rate
PAY_TABLE_PARTS = frozenset({"payslip", "payslips", "payroll", "payrolls", "wages", "salaries", "payruns"})
WAGES_NAME = "wages"  # the derived measure of hours worked times an hourly rate (Catalog.add_wages)
PERSON_TABLES = frozenset({"staff", "employee", "member", "customer", "client", "student", "pupil", "patient",
                           "owner", "guest", "teacher", "tutor", "volunteer", "worker", "user", "person", "people",
                           "walker", "groomer", "driver", "instructor", "trainer", "coach", "stylist", "barber",
                           "therapist", "technician", "cleaner", "adopter", "donor", "tenant", "borrower"})
EMPLOYEE_TAG = min(SYNONYM_TAGS["staff"])  # the tag of "staff", "employees", "workers"
EMPLOYMENT_PARTS = frozenset({"hire", "hired", "start", "started", "commission", "salary", "wage", "wages", "payroll",
                              "role", "job"})  # name parts of what only an employer keeps about a person
CREDIT_PARTS = frozenset({"credit", "credits", "adjustment", "adjustments", "allowance", "allowances"})  # credit
# notes: money taken off what a bill asks
INTERVAL_UNITS = {"days": 1, "hours": 24, "minutes": 1440, "weeks": 1 / 7}  # how many of each in a day


@dataclass
class Column:
    table: str
    name: str
    type: str
    primary_key: bool
    not_null: bool
    references: str | None
    values: tuple[str, ...]
    words: tuple[frozenset[str], ...]  # forms of each non-generic word of the name
    kind: str = "text"
    expr: str | None = None  # a derived measure's SQL over its table's columns (quantity * unit price)
    parts: tuple[str, ...] = ()  # the columns a derived measure is computed from
    rate: bool = False  # a derived rate: 100 for the rows it counts, 0 for the others; its figure is the average
    defined: bool = False  # a measure the owner's glossary defines: its phrase asks for it as "revenue" does
    whole: bool = False  # a derived figure of the row itself (a day's total takings), never a line's amount

    @property
    def reference(self) -> str:
        return f"{quote(self.table)}.{quote(self.name)}"

    @property
    def in_hundredths(self) -> bool:
        """Money kept in pence or cents (``amt_p``, ``price_cents``)."""
        parts = split_identifier(self.name)
        return self.kind == "money" and self.expr is None and len(parts) > 1 and parts[-1] in MINOR_UNITS

    @property
    def yes_no_text(self) -> bool:
        """A yes/no kept as text ('yes' / 'no'): a flag whose figure is 1 or 0."""
        return self.kind == "flag" and says_yes_or_no(self.values)

    @property
    def sql(self) -> str:
        """The column's figure: its derived expression, or its value (money kept in hundredths, in pounds or
        dollars: "our takings" are never 507863; a 'yes' / 'no' as 1 / 0)."""
        if self.yes_no_text:
            return f"(lower({self.reference}) IN ({', '.join(map(repr, YES_TEXT))}))"
        return self.expr or (f"({self.reference} / 100.0)" if self.in_hundredths else self.reference)

    @property
    def label_sql(self) -> str:
        """The column as a group or a list names its rows: a 'yes' / 'no' as written, not as 1 / 0."""
        return self.reference if self.yes_no_text else self.sql

    @property
    def phrase(self) -> str:
        words = human_words(self.name)
        return words.rsplit(" ", 1)[0] if self.in_hundredths else words

    @property
    def per_line(self) -> bool:
        """A derived amount of each line of a line-item table (quantity * unit price): its average or extreme is
        per line or per the sale the lines belong to. A derived length of time is a plain figure of its row."""
        return self.expr is not None and self.kind == "money" and not self.whole


@dataclass(frozen=True)
class Step:
    table: str  # the table this step joins
    on: str  # the join condition
    up: bool  # True when following a foreign key from child to parent (every row meets at most one parent)


@dataclass
class Catalog:
    table_names: list[str]
    tables: dict[str, list[Column]] = field(default_factory=dict)
    row_counts: dict[str, int] = field(default_factory=dict)
    date_probe: dict[tuple[str, str], object] = field(default_factory=dict)  # a sample value of text columns
    date_first: dict[tuple[str, str], object] = field(default_factory=dict)  # their smallest value, when asked
    date_months: dict[tuple[str, str], dict[int, int]] = field(default_factory=dict)  # how many of their dates
    # fall in each month (1-12) they hold, when a season is asked (filters.business_season)
    cancelled_money: dict[tuple[str, str], int] = field(default_factory=dict)  # cancelled rows with an amount
    unprofiled: set[str] = field(default_factory=set)  # tables read from their definition: category values unknown
    roles: dict[str, str] = field(default_factory=dict)  # a synonym group's tag -> the table that plays it
    notes: dict[tuple[str, str | None], frozenset[str]] = field(default_factory=dict)  # comments' words (survey.py)
    surveyed: dict[str, list[Column]] = field(default_factory=dict)  # every table's definition (survey.py), read or not

    def add(self, described: dict) -> None:
        """Add a structured DESCRIBE output ({"name", "row_count", "columns": [...]})."""
        name = described["name"]
        columns = []
        for c in described["columns"]:
            column = Column(name, c["name"], c.get("type") or "", bool(c.get("primary_key")),
                            bool(c.get("not_null")), c.get("references"), tuple(c.get("values") or ()),
                            name_words(c["name"]))
            column.kind = column_kind(column)
            columns.append(column)
        self.tables[name] = columns
        self.row_counts[name] = int(described.get("row_count") or 0)

    def add_definition(self, table: str, columns: list[Column]) -> None:
        """Add a table as its CREATE TABLE statement declares it (survey.py): no category values until
        ``set_values`` (the lookup query profiles its text columns)."""
        self.tables[table] = columns
        self.unprofiled.add(table)

    def set_values(self, table: str, name: str, values: tuple[str, ...]) -> None:
        """A profiled column's category values (DESCRIBE's rule: a handful of short labels), and its kind again."""
        column = self.column(table, name)
        if column is not None:
            column.values = values
            column.kind = column_kind(column)
        self.unprofiled.discard(table)

    def add_durations(self) -> None:
        """A derived measure for each table with one start and one end date (check_in / check_out, start_date /
        end_date): the days between them, which "nights", "duration" and "length" name (and the same in hours and
        minutes, which only those units name), and a length stored in minutes again in hours. Call once the date
        probes are in (a text column is a date only once a probe saw an ISO value)."""
        for table, columns in self.tables.items():
            if any(c.name == DURATION_NAME for c in columns):
                continue
            derived = {c.name for c in columns if c.expr}
            owed = balance_owed(columns, self.tables)
            columns += [c for c in in_hours(columns) + ([owed] if owed else []) + tender_totals(columns)
                        + unit_margin(columns) if c.name not in derived]
            dates = [c for c in columns if self.is_date(c) or self.holds_times(c)]
            parts = {c.name: {lemma(p) for p in split_identifier(c.name)} for c in dates}  # starts_on -> start
            starts = [c for c in dates if parts[c.name] & START_PARTS]
            ends = [c for c in dates if parts[c.name] & END_PARTS]
            if len(starts) == 1 and len(ends) == 1 and starts[0] is not ends[0]:
                start, end = starts[0], ends[0]
                days = f"(julianday({end.sql}) - julianday({start.sql}))"
                clock = self.holds_times(start) and self.holds_times(end)  # a shift from 07:00 to 15:00: its
                if clock and not self.is_date(start):  # length is in hours (times alone: one that ends before it
                    days = f"({days} + ({end.sql} < {start.sql}))"  # starts ends the next day)
                stored = [set(split_identifier(c.name)) for c in columns
                          if c.expr is None and c.kind in ("quantity", "number")]
                clock = clock and not any(parts <= STORED_LENGTH_PARTS for parts in stored)  # (not beside a stored
                # length of the row, ``duration_min``; a ``break_minutes`` is a part of it, which "length" may name)
                lengths = not any(parts & STORED_LENGTH_PARTS for parts in stored)
                columns.append(Column(table, DURATION_NAME, "REAL", False, False, None, (),
                                      () if clock else (DURATION_WORDS,), "quantity", expr=days,
                                      parts=(start.name, end.name)))
                columns += [Column(table, name, "REAL", False, False, None, (),  # "how long ... in hours"; where
                                   _clock_words(unit, lengths) if clock else (), "quantity",  # the ends hold times,
                                   expr=f"({days} * {scale})", parts=(start.name, end.name))  # "hours"
                            for name, (unit, scale) in DURATION_UNITS.items()]

    def add_interval(self, start: Column, end: Column, unit: str) -> Column:
        """A derived measure of ``start``'s table: the time from ``start`` to ``end`` (two dates of each row) in
        ``unit`` (days, hours, minutes, weeks), named by the question's own words ("days from report to
        completion"), so no schema word links to it."""
        days = f"(julianday({end.sql}) - julianday({start.sql}))"
        return self._keep(Column(start.table, f"{unit} from {start.name} to {end.name}", "REAL", False, False, None,
                                 (), (), "quantity", expr=f"({days} * {INTERVAL_UNITS[unit]})",
                                 parts=(start.name, end.name)))

    def add_wages(self, hours: Column, rate: Column) -> Column:
        """A derived measure of ``hours``'s table: the pay for each row worked, its hours times the hourly ``rate`` of
        the person it belongs to (``shifts.hours * staff.hourly_rate``: the query joins the rate's table); money,
        linked only by the words of pay (linking.link_wages)."""
        return self._keep(Column(hours.table, WAGES_NAME, "REAL", False, False, None, (), (), "money",
                                 expr=f"({hours.sql} * {rate.sql})", parts=hours.parts or (hours.name,)))

    def wage_parts(self) -> tuple[Column, Column] | None:
        """(hours worked, hourly rate): the one hourly rate of people in the tables read (``hourly_rate``,
        ``tch_hr_rate``, ``pay_rate``; not a room's hire rate) and the one length in hours of a table below theirs
        (stored, or derived from minutes or from a start and an end); None unless there is exactly one of each, or
        where the database keeps pay of another kind (a salary beside the rate, a table of payslips)."""
        if any(set(split_identifier(t)) & PAY_TABLE_PARTS for t in set(self.surveyed) | set(self.tables)):
            return None  # pay recorded as paid (``payslips``, ``payroll_runs``): not worked out from a rate
        pay = [c for c in self.columns() if c.expr is None and c.kind in ("money", "number")
               and set(split_identifier(c.name)) & (RATE_PARTS | SALARY_PARTS)]
        rates = [c for c in pay if (parts := set(split_identifier(c.name))) & RATE_PARTS
                 and (parts & HOURLY_PARTS or {"pay", "rate"} <= parts)]
        if len(rates) != 1 or len(pay) != 1 or not self.of_persons(rates[0].table):
            return None
        rate = rates[0]
        hours = [c for t in self.tables if self.above(t, rate.table) for c in self.columns(t)
                 if (c.kind in ("quantity", "number") and c.name.lower().endswith(("hours", "hrs"))
                     or c.name == HOURS_NAME) and not set(split_identifier(c.name)) & UNPAID_PARTS]  # (the
        # unit ends the name: ``hr_avg`` is a heart rate; a break is not paid)
        hours = [c for c in hours if c.name != HOURS_NAME] or hours  # a stored length over the dates'
        return (hours[0], rate) if len(hours) == 1 else None

    def add_rate(self, column: Column, value: str | None) -> Column:
        """A derived rate of ``column``'s table ("the no-show rate", "the rewash rate"): 100 for a row whose
        ``column`` holds ``value`` (a yes/no column: is yes), 0 for the other rows; NULLs count for neither, nor do
        cancelled rows (except in the cancellation rate itself) or rows still to come ('Upcoming'): a no-show or a pass
        needs a booking that stood."""
        # The rows left out are read from the text itself: a value the lookup found leaves the column's other values
        # unknown. The cancellation rate is of all rows.
        not_yet = ", ".join(map(sql_literal, sorted(NOT_YET_VALUES)))
        skip = f"WHEN lower({column.sql}) LIKE 'cancel%' OR lower({column.sql}) IN ({not_yet}) THEN NULL " \
            if value is not None and not str(value).lower().startswith("cancel") else ""
        hit = f"{column.sql} = {sql_literal(value)}" if value is not None else f"{column.sql} = 1"
        return self._keep(Column(column.table, f"{value if value is not None else human_words(column.name)} rate",
                                 "REAL", False, False, None, (), (), "number",
                                 expr=f"(CASE {skip}WHEN {hit} THEN 100.0 WHEN {column.sql} IS NOT NULL THEN 0 END)",
                                 parts=(column.name,), rate=True))

    def add_difference(self, first: Column, second: Column) -> Column:
        """A derived measure of one row: ``first`` less ``second`` ("list price minus cost"), money when either is;
        linked only by the phrase that says it (linking.link_differences)."""
        kind = "money" if "money" in (first.kind, second.kind) else "number"
        return self._keep(Column(first.table, f"{human_words(first.name)} minus {human_words(second.name)}", "REAL",
                                 False, False, None, (), (), kind, expr=f"({first.sql} - {second.sql})",
                                 parts=(first.name, second.name), whole=True))  # (a figure of its row)

    def add_measure(self, table: str, phrase: str, sql: str, reads: list[str]) -> Column:
        """A measure the owner's glossary defines ("revenue: order_items.quantity * products.price"; ``sql`` with
        every name quoted): derived on ``table`` from columns of ``reads`` (it and the tables its keys lead to),
        money when one of those columns is. Only the glossary's phrase links it (it has no words of its own)."""
        used = [c for t in reads for c in self.tables.get(t, []) if c.expr is None and c.reference in sql]
        same_name = self.column(table, phrase)
        name = phrase if same_name is None or same_name.expr == f"({sql})" else f"{phrase} as the glossary defines it"
        return self._keep(Column(table, name, "REAL", False, False, None, (), (),
                                 "money" if any(c.kind == "money" for c in used) else "number", expr=f"({sql})",
                                 parts=tuple(c.name for c in used if c.table == table), defined=True))

    def _keep(self, derived: Column) -> Column:
        """A derived measure added to its table once: the one of that name already there, else ``derived``."""
        found = self.column(derived.table, derived.name)
        if found is None:
            self.tables[derived.table].append(derived)
        return found or derived

    def columns(self, table: str | None = None) -> list[Column]:
        if table is not None:
            return self.tables.get(table, [])
        return [c for cols in self.tables.values() for c in cols]

    def column(self, table: str, name: str) -> Column | None:
        return next((c for c in self.tables.get(table, []) if c.name == name), None)

    def key(self, table: str) -> Column | None:
        keys = [c for c in self.tables.get(table, []) if c.primary_key]
        return keys[0] if len(keys) == 1 else None

    def is_date(self, column: Column) -> bool:
        """A date stored as ISO text: by its name or type, unless a probe saw otherwise; or found by a probe."""
        key = (column.table, column.name)
        if key in self.date_probe:
            sample = self.date_probe[key]
            return column.kind in ("date", "text") and isinstance(sample, str) and bool(ISO_DATE.match(sample))
        return column.kind == "date"

    def holds_times(self, column: Column) -> bool:
        """A column of times of day ('07:30'), alone or after a date, as a probe saw it."""
        sample = self.date_probe.get((column.table, column.name))
        return isinstance(sample, str) and bool(CLOCK_TIME.match(sample))

    def holds_months(self, column: Column) -> bool:
        """A date column of months alone ('2025-01'), as a probe saw it."""
        sample = self.date_probe.get((column.table, column.name))
        return isinstance(sample, str) and bool(MONTH_TEXT.fullmatch(sample))

    def _text(self, table: str) -> list[Column]:
        return [c for c in self.tables.get(table, []) if c.kind in ("text", "category") and not c.primary_key
                and not c.references]

    def _names(self, table: str) -> tuple[Column, Column] | None:
        """A person's first and last name columns."""
        ends = [(c, tuple(human_words(c.name).lower().split()[-2:])) for c in self._text(table)]  # (first_nm, fname,
        # stu_fnm: first name)
        first = next((c for c, end in ends if end in (("first", "name"), ("given", "name"))), None)
        last = next((c for c, end in ends if end in (("last", "name"), ("family", "name")) or end[-1:] == ("surname",)),
                    None)
        return (first, last) if first and last else None

    def referencing(self, table: str) -> list[Column]:
        """The foreign-key columns that point at ``table``, of every table read or defined in the survey."""
        return [c for columns in {**self.surveyed, **self.tables}.values() for c in columns
                if c.references and c.references.partition(".")[0] == table]

    def declared(self) -> Catalog:
        """Every table as the survey's definitions declare them, read or not (none before the survey)."""
        return Catalog(list(self.surveyed), dict(self.surveyed))

    def lists_people(self, table: str) -> bool:
        """Rows named by a person's name (``name``, or first and last names)."""
        return (self.label(table) or ("", ""))[1] in ("name", "full name")

    def of_persons(self, table: str) -> bool:
        """Rows that are people for certain: first and last names, or a name in a table named for people
        (``staff.staff_name``; not the ``name`` of ``locations``)."""
        return self._names(table) is not None or (self.label(table) or ("", ""))[1].endswith("name") and bool(
            {singular(w) for w in split_identifier(table)} & PERSON_TABLES)

    def label(self, table: str) -> tuple[str, str] | None:
        """(SQL expression, phrase) naming a row of ``table``; None when only an id would do. A person's names come
        before a ``title`` (beside first and last names, a title is "Miss")."""
        text = self._text(table)
        by_name = {c.name.lower().replace(" ", "_"): c for c in text}
        singular_table = "_".join(split_identifier(table))
        keys = (*LABEL_NAMES, f"{singular_table}_name", f"{singular_table.rstrip('s')}_name")
        names = self._names(table)
        for key in keys if names is None else [k for k in keys if k != "title"]:
            if key in by_name:
                return by_name[key].sql, by_name[key].phrase
        if names:
            return full_name_sql(*names), "name"
        named = [c for c in text if tuple(map(expand, split_identifier(c.name)[-1:])) in (("name",), ("title",))]
        if len(named) > 1:  # trading_name beside contact_name: the row's own name, not a person to ask for
            own = set(split_identifier(table)) | {singular(w) for w in split_identifier(table)}  # (managers.manager_name)
            named = [c for c in named if not set(split_identifier(c.name)) & (CONTACT_PARTS - own)]
        everyday = [c for c in named if set(split_identifier(c.name)) & EVERYDAY_PARTS]
        if len(named) > 1 and len(everyday) == 1:  # CommonName beside LatinName, trading_name beside legal_name
            named = everyday
        if len(named) == 1:
            return named[0].sql, named[0].phrase
        makers = [c for c in named if set(split_identifier(c.name)) & MAKER_PARTS]
        if len(named) == 2 and len(makers) == 1:  # brand_name and model_name: "Trek Domane", as a bike is named
            return full_name_sql(makers[0], next(c for c in named if c is not makers[0])), "name"
        described = [c for c in text if tuple(map(expand, split_identifier(c.name)[-1:])) == ("description",)]
        if len(described) == 1:  # stock with a sku and a description: "Neon Tetra" names it, not 'TRF-0012'
            return described[0].sql, described[0].phrase
        codes = [c for c in text if set(split_identifier(c.name)) & CODE_PARTS and c.kind == "text"]
        if len(codes) == 1:
            return codes[0].sql, codes[0].phrase
        return None

    def label_order(self, table: str) -> list[str]:
        """How a list of ``table``'s rows is ordered when the question says nothing: people by surname, then first
        name (a register's order); other rows by their label."""
        names = self._names(table)
        label = self.label(table)
        if names and label and label[0] == full_name_sql(*names):
            return [names[1].sql, names[0].sql]
        return ["1"]

    # ------------------------------------------------------------------ joins

    def edges(self) -> dict[str, list[Step]]:
        """Foreign keys of the described tables, both ways; undescribed parents appear as pass-through nodes."""
        graph: dict[str, list[Step]] = {}
        for table, columns in self.tables.items():
            for c in columns:
                if not c.references:
                    continue
                target, _, target_column = c.references.partition(".")
                if target == table or target not in self.table_names:
                    continue
                if target_column in ("", "rowid") and self.key(target) is not None:  # REFERENCES t: its key
                    target_column = self.key(target).name
                on = f"{c.sql} = {quote(target)}.{quote(target_column or 'rowid')}"
                graph.setdefault(table, []).append(Step(target, on, True))
                graph.setdefault(target, []).append(Step(table, on, False))
        return graph

    def owners(self, table: str) -> set[str]:
        """The tables every row of ``table`` belongs to: its foreign keys followed up, through described tables and
        the survey's definitions ("payments" -> invoices -> rentals -> customers). A nullable key counts too, as
        ``Planner._children`` reads a path of up steps."""
        found, todo = set(), [table]
        while todo:
            here = todo.pop()
            columns = self.tables.get(here, []) + self.surveyed.get(here, [])
            for parent in {c.references.partition(".")[0] for c in columns if c.references} - found - {table}:
                found.add(parent)
                todo.append(parent)
        return found

    def above(self, table: str, other: str) -> bool:
        """``other`` is reached from ``table`` up foreign keys only: its parent, grandparent ... (never itself)."""
        path = self.join_path(table, other)
        return bool(path) and all(step.up for step in path)

    def join_path(self, base: str, target: str) -> list[Step] | None:
        """The shortest FK path from ``base`` to ``target`` (ties: fewer down steps), or None when unconnected."""
        if base == target:
            return []
        graph = self.edges()
        best: dict[str, tuple[int, int]] = {base: (0, 0)}
        previous: dict[str, tuple[str, Step]] = {}
        todo = deque([base])
        while todo:
            here = todo.popleft()
            hops, downs = best[here]
            for step in graph.get(here, []):
                cost = (hops + 1, downs + (not step.up))
                if step.table not in best or cost < best[step.table]:
                    if step.table in best and cost[0] > best[step.table][0]:
                        continue
                    best[step.table] = cost
                    previous[step.table] = (here, step)
                    todo.append(step.table)
        if target not in previous:
            return None
        path, node = [], target
        while node != base:
            node, step = previous[node]
            path.append(step)
        return list(reversed(path))

    def joins(self, base: str, targets: set[str]) -> list[Step] | None:
        """Steps joining every table of ``targets`` to ``base`` (each table joined once), or None."""
        steps: list[Step] = []
        joined = {base}
        for target in sorted(targets - {base}, key=lambda t: (len(self.join_path(base, t) or [0] * 9), t)):
            path = self.join_path(base, target)
            if path is None:
                return None
            for step in path:
                if step.table not in joined:
                    joined.add(step.table)
                    steps.append(step)
        return steps


def _clock_words(unit: str, lengths: bool) -> tuple[frozenset[str], ...]:
    """The words of a length between two times of day in ``unit``: "hours", and in hours also "length" ("the
    average shift length") and the other words of a duration (no nights), unless (not ``lengths``) another length
    of time is kept beside it (a ``break_minutes``: "the average break length")."""
    duration = DURATION_WORDS - {"night", "nights"} if unit == "hour" and lengths else frozenset()
    return (word_forms(f"{unit}s") | duration,)


def says_yes_or_no(values) -> bool:
    """Stored values that are all yes / no words ('yes', 'N', 'true')."""
    return bool(values) and {str(v).lower() for v in values} <= YES_NO_TEXT


def full_name_sql(first: Column, last: Column) -> str:
    """A person's name, as a label, from a first and a last name column; a row with one of them empty keeps the
    other (a trade account's name kept in first_name, its last_name NULL), where ``||`` alone would give NULL; NULL
    when both are."""
    return f"nullif(trim(coalesce({first.sql}, '') || ' ' || coalesce({last.sql}, '')), '')"


def name_words(name: str) -> tuple[frozenset[str], ...]:
    """Forms of the meaningful words of an identifier (abbreviations expanded, generic parts dropped, except
    the "name" of first_name / last_name: "first" alone is not a column)."""
    words = human_words(name).lower().split()
    if len(words) == 2 and words[1] == "name" and words[0] in PERSON_NAME_PARTS:
        return tuple(word_forms(w) for w in words)
    meaningful = [w for w in words if w not in GENERIC_PARTS] or words
    second = {expand(p).lower(): SECOND_READINGS[p] for p in split_identifier(name) if p in SECOND_READINGS}
    return tuple(word_forms(w) | (word_forms(second[w]) if w in second else frozenset()) for w in meaningful)


def column_kind(column: Column) -> str:
    """key / date / flag / money / quantity / number / category / text, from the name, type and listed values."""
    parts = set(human_words(column.name).lower().split())
    raw = split_identifier(column.name)
    ctype = column.type.upper()
    numeric = numeric_type(ctype)
    dated = any(t in ctype for t in DATE_TYPES) or (
        not numeric and bool(parts & DATE_PARTS) and all(ISO_DATE.match(v) for v in column.values))
    if column.primary_key and not dated or column.references or (raw and raw[-1] in ("id", "key", "fk") and
                                                                  len(raw) > 1) or column.name.lower() == "id":
        return "key"  # a day's row keyed by its date (``till_date TEXT PRIMARY KEY``) keeps the date
    if dated:
        return "date"
    bare = unprefixed(column)  # ``stylist_is_active`` of stylists: ``is_active``
    one_participle = len(bare) == 1 and "INT" in ctype and (
        bare[0].endswith("ed") or bare[0] in IRREGULAR_PAST or bare[0] in STATE_WORDS)
    # ``escaped``, ``refunded``, ``paid``, ``active``: a yes/no (``amount_paid`` is money)
    if numeric and bare and bare[0] in FLAG_PREFIXES or "BOOL" in ctype or one_participle or on_offer(column):
        return "flag"
    if says_yes_or_no(column.values) and len(column.values) > 1:
        return "flag"  # paid TEXT: 'yes' / 'no'
    if column.values:
        return "category"
    if numeric and len(raw) > 1 and raw[-1] in MINOR_UNITS:
        return "money"  # ``unit_p``: a unit price in pence
    if numeric and parts & MONEY_PARTS:
        return "quantity" if raw[-1] in HOUR_PARTS | MINUTE_PARTS and "per" not in raw else "money"  # ``paid_hours``:
        # time, not money (``price_per_hour`` is money)
    if numeric and parts & QUANTITY_PARTS:
        return "quantity"
    if numeric:
        return "number"
    return "text"


def unprefixed(column: Column) -> tuple[str, ...]:
    """The words of a column's name without its table's name in front: ``stylist_is_active`` of ``stylists`` ->
    ("is", "active"); a name that is only the table's word stays whole."""
    raw = split_identifier(column.name)
    own = {singular(w) for w in split_identifier(column.table)}
    return raw[1:] if len(raw) > 1 and singular(raw[0]) in own else raw


def on_offer(column: Column) -> bool:
    """``on_menu``, ``on_shelf``: a yes/no saying a row is offered now (not ``on_hand``, a quantity)."""
    raw = split_identifier(column.name)
    return len(raw) == 2 and raw[0] == "on" and raw[1] in OFFERED_PARTS and "INT" in column.type.upper()


def main_child(table: str, key: str | None, children: dict[str, list[Column]]) -> str | None:
    """Of the tables ``children`` (name -> columns) that point at ``table``, the one, or else the one whose foreign
    key is named as ``table``'s key ``key`` is (``orders.customer_id``: the rows' main tie to it, not a role such as
    ``vouchers.buyer_customer_id``); None when that does not single one out."""
    def plain(column: Column) -> bool:
        target, _, name = (column.references or "").partition(".")
        return target == table and column.name == (name or key)

    if len(children) == 1:
        return next(iter(children))
    named = [t for t, columns in children.items() if any(plain(c) for c in columns)]
    return named[0] if len(named) == 1 else None


def staff_table(catalog: Catalog) -> str | None:
    """The one table of the people who work here, where no table is named for staff (``stylists``, ``engineers``):
    rows of persons, not clients, with a column only an employer keeps (a hire or start date, a role, pay)."""
    def head(table: str) -> frozenset[str]:
        words = name_words(table)
        return words[-1] if words else frozenset()

    if any(EMPLOYEE_TAG in head(t) for t in catalog.table_names):
        return None
    found = [t for t in catalog.tables if catalog.of_persons(t) and CLIENT_TAG not in head(t) and any(
        set(split_identifier(c.name)) & EMPLOYMENT_PARTS for c in catalog.columns(t))]
    return found[0] if len(found) == 1 else None


def people_doing(tokens, tables: list[str]) -> list[str]:
    """Of ``tables`` of people, those a verb of the question says act: "who took (rang up, served) the most orders"
    the staff, "who placed (bought, spent) the most" the customers, by a word of their name; all of them where no
    such verb is said or no table is so named."""
    said = {t.lower for t in tokens}
    tag = EMPLOYEE_TAG if said & SERVING else CLIENT_TAG if said & CUSTOMER_VERBS else None
    return [t for t in tables if tag is not None and any(tag in w for w in name_words(t))] or tables


def balance_owed(columns: list[Column], others: dict[str, list[Column]] | None = None) -> Column | None:
    """What is still owed on each row of a table that records an amount billed and an amount paid (``total`` and
    ``amount_paid``), or an amount billed and a table of the payments made against it (``payments.invoice_id``,
    one of ``others``), or an amount and a yes/no saying whether it was paid (``invoice_total``, ``paid``): billed
    minus paid, which "owe", "owing" and "outstanding" name; None for other tables."""
    money = [c for c in columns if c.kind == "money" and c.expr is None]
    paid = [c for c in money if set(split_identifier(c.name)) & PAID_PARTS]
    billed = [c for c in money if set(human_words(c.name).lower().split()) <= BILLED_NAMES]  # ``total``, ``total_amt``
    flag = [c for c in columns if c.kind == "flag" and set(split_identifier(c.name)) & PAID_PARTS]
    if not billed and not paid and len(flag) == 1:  # ``invoice_total`` beside a yes/no ``paid``
        billed = [c for c in money if split_identifier(c.name)[-1] in BILLED_NAMES]
    if len(billed) != 1 or len(paid) > 1:
        return None
    if paid:
        expr, parts = f"({billed[0].sql} - COALESCE({paid[0].sql}, 0))", (billed[0].name, paid[0].name)
    elif (found := payments_of(billed[0].table, others or {})) and (key := _referenced(found[0], columns)):
        link, amount = found
        expr = f"({billed[0].sql} - COALESCE((SELECT SUM({amount.sql}) FROM {quote(amount.table)} " \
               f"WHERE {link.sql} = {key.sql}), 0))"
        parts = (billed[0].name, f"{amount.table}.{amount.name}")
    elif len(flag) == 1:
        expr, parts = f"(CASE WHEN COALESCE({flag[0].sql}, 0) = 0 THEN {billed[0].sql} ELSE 0 END)", (
            billed[0].name, flag[0].name)  # a yes/no says whether it was paid: all of it is owed until it is
    else:
        return None
    said = OWED_WORDS if flag else BALANCE_WORDS  # (beside a yes/no ``paid``, "unpaid" is that yes/no)
    return Column(billed[0].table, BALANCE_NAME, "REAL", False, False, None, (), (said,), "money", expr=expr,
                  parts=parts)


def tender_totals(columns: list[Column]) -> list[Column]:
    """The whole of money a row keeps split by how it was taken (``cash_takings`` and ``card_takings`` of a day at
    the till): a derived "total takings", the sum of the parts, which the parts' shared words name, unless a
    stored column already holds that whole (``total_takings``, ``total``)."""
    money = [c for c in columns if c.kind == "money" and c.expr is None]
    heads: dict[tuple[str, ...], list[Column]] = {}
    for c in money:
        parts = split_identifier(c.name)
        head = tuple(p for p in parts if p not in TENDER_PARTS)
        if head and len(parts) - len(head) == 1:
            heads.setdefault(head, []).append(c)
    stored = {tuple(p for p in split_identifier(c.name) if p not in BILLED_NAMES) for c in money}  # () for ``total``
    return [Column(split[0].table, "total " + " ".join(head), "REAL", False, False, None, (),
                   tuple(word_forms(p) for p in head), "money",
                   expr="(" + " + ".join(f"COALESCE({c.sql}, 0)" for c in split) + ")",
                   parts=tuple(c.name for c in split), whole=True)
            for head, split in heads.items() if len(split) > 1 and head not in stored and () not in stored]


def unit_margin(columns: list[Column]) -> list[Column]:
    """What one unit of a row makes: its one selling price less its one cost (``price`` and ``cost_price``), a
    derived "margin" that "margin" and "markup" name; [] where the row keeps other than one of each, or a margin."""
    money = [c for c in columns if c.kind == "money" and c.expr is None]
    parts = {c.name: set(split_identifier(c.name)) for c in money}
    costs = [c for c in money if parts[c.name] & {"cost", "costs"} and parts[c.name] <= UNIT_COST_PARTS]  # (not a
    # ``case_cost``: a case holds many units)
    prices = [c for c in money if c not in costs and parts[c.name] & {"price", "rrp"}
              and parts[c.name] <= SELLING_PRICE_PARTS]
    if len(costs) != 1 or len(prices) != 1 or any(MARGIN_FORMS & w for c in columns for w in c.words):
        return []
    return [Column(prices[0].table, "margin", "REAL", False, False, None, (), (MARGIN_FORMS,), "number",
                   expr=f"({prices[0].sql} - {costs[0].sql})", parts=(prices[0].name, costs[0].name), whole=True)]


def names_baskets(table: str) -> bool:
    """A table of orders or sales by its head word (``orders``, ``retail_sales``; not ``order_items``)."""
    words = name_words(table)
    return bool(words) and BASKET_TAG in words[-1]


def of_baskets(table: str) -> bool:
    """A table of orders or sales, or of their lines, by any word of its name (``order_items``)."""
    return any(BASKET_TAG in w for w in name_words(table))


def heads(parent: str, table: str) -> bool:
    """``sales`` heads ``sale_items`` (and ``cafe_sales`` heads ``cafe_sale_items``): the parent a line-item table
    belongs to, named by the table's first word or words (its date is the lines' date)."""
    words, own = [singular(w) for w in split_identifier(table)], [singular(w) for w in split_identifier(parent)]
    return len(words) > 1 and bool(own) and (own[-1] == words[0] or len(words) > len(own) and words[:len(own)] == own)


def receipt_tables(tables: list[str]) -> list[str]:
    """Tables of money received (``payments``, ``customer_receipts``): what "our takings" add up."""
    return [t for t in tables if singular(split_identifier(t)[-1]) in RECEIPT_TABLE_WORDS]


def _referenced(link: Column, columns: list[Column]) -> Column | None:
    """The column of ``columns`` a foreign key points at: the one it names, else the primary key."""
    name = link.references.split(".")[1] if link.references and "." in link.references else ""
    return next((c for c in columns if c.name == name), None) if name else \
        next((c for c in columns if c.primary_key), None)


def payments_of(table: str, others: dict[str, list[Column]]) -> tuple[Column, Column] | None:
    """The one table of payments made against ``table``'s rows (``payments.invoice_id`` -> ``invoices``): its
    key to ``table`` and its one amount."""
    found = []
    for other, columns in others.items():
        links = [c for c in columns if c.references and c.references.split(".")[0] == table]
        amounts = [c for c in columns if c.kind == "money" and c.expr is None]
        if other != table and receipt_tables([other]) and len(links) == 1 and len(amounts) == 1:
            found.append((links[0], amounts[0]))
        elif links and amounts and set(split_identifier(other)) & CREDIT_PARTS:
            return None  # credit notes also take money off what is owed: billed minus paid is not the balance
    return found[0] if len(found) == 1 else None


def in_hours(columns: list[Column]) -> list[Column]:
    """A stored length of time in minutes (``duration_min``, ``lesson_minutes``: the unit ends the name, so
    ``min_players`` is no length) again in hours, which only "hours" names ("how many hours of lessons"), unless
    the table already holds one in hours."""
    def unit(column: Column) -> str:
        parts = split_identifier(column.name)
        return parts[-1] if parts and column.kind in ("quantity", "number") and column.expr is None else ""

    if any(unit(c) in HOUR_PARTS for c in columns):
        return []
    return [Column(c.table, "_".join(split_identifier(c.name)[:-1] + ("hours",)), "REAL", False, False, None, (),
                   (word_forms("hours"),), "quantity", expr=f"({c.sql} / 60.0)", parts=(c.name,))
            for c in columns if unit(c) in MINUTE_PARTS]
