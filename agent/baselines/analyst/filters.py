"""WHERE clauses from the question: stored values (negated after "not" / "excluding"), missing values ("no
phone", "without a microchip"), ended rows ("staff who have left"), rows that took place ("lessons we taught": the
status 'Completed'), years and months on the right date column (and periods counted back from the latest date it
holds: "this year", "last month", "last summer"), numeric comparisons ("over $100", "at least 3 seats") and "above
the average".

    where, tables = Filters(reading, roles, catalog).clauses(base="stays", skip={...})
"""

from __future__ import annotations

import re
from calendar import monthrange
from collections import Counter
from datetime import date, timedelta

from envs.analyst.tasks import sql_literal
from envs.sandbox import quote_identifier as quote
from envs.words import lemma, singular, split_identifier

from agent.baselines.analyst.catalog import (BALANCE_NAME, END_PARTS as SPAN_ENDS, MONTH_TEXT, START_PARTS, Catalog,
                                             Column, heads, main_child, on_offer)
from agent.baselines.analyst.linking import Link, flag_word, names_rate
from agent.baselines.analyst.lookup import CANCELLED_STEMS, cancelled_values, leave_out
from agent.baselines.analyst.measures import MONEY_RECEIVED, holds_stock
from agent.baselines.analyst.query import CannotAnswer, NoJoinPath
from agent.baselines.analyst.reading import SEASON_STARTS, Comparison, DateRange, Reading
from agent.baselines.analyst.roles import BIRTH_TAGS, Roles, ends_something, is_birth_date
from agent.baselines.analyst.vocabulary import BE_FORMS, MONTHS, Token, past_verb, stems_of

ASIDE_JOINERS = frozenset({"and", "or", ",", "the", "any", "all", "our", "ones", "one"})  # "X and Y aside"
NEGATION_REACH = 4  # tokens between "not" / "excluding" and the value it negates
MISSING_REACH = 4  # tokens between "no" / "without" and the column that is missing
COMPARISON_REACH = 3  # tokens between a numeric column and the comparison that constrains it
HOLDING_VERBS = frozenset({"have", "has", "had", "with", "holding", "hold", "holds", "gave", "given", "provided",
                           "supplied"})  # "riders who never gave us an email address": a column held
# Words about an ending (cancelled, left, terminated): with them, the one required date is not the obvious one.
ENDING_STEMS = ("cancel", "end", "left", "leav", "terminat", "retir", "discontinu", "clos", "resign", "depart", "quit",
                "churn", "withdr", "expir", "laps", "finish", "stop")
# Words of a date that is a deadline, not the event itself: "invoices in June" are the ones issued in June.
DEADLINE_WORDS = frozenset({"due", "deadline", "expiry", "expires", "expiration", "renewal", "promised", "needed",
                            "required"})  # (needed_by: the day the flowers are for)
# Words of the date a booking was made: beside the date of what was booked ("takings in 2024" are the slots played).
BOOKED_WORDS = frozenset({"booked", "booking", "reserved", "requested", "made"})  # (made_at: when booked)
DATE_ORDER = {"after": ">", "later": ">", "before": "<", "earlier": "<"}  # "paid after the due date"
LEVEL_ORDER = {"below": "<", "under": "<", "beneath": "<", "above": ">", "over": ">"}  # "below their reorder level"
SO_FAR = re.compile(r"\b(so far|to date|up to now|until now|till now)\b")  # a period still running, up to today
# Words of the date the software wrote a row (created_ts, updated_at): beside a date of what the row records, never
# the one a period means ("no-shows last month" are slots of last month)
RECORDED_WORDS = frozenset({"created", "updated", "modified", "inserted", "entered", "logged"})
# Words of a date that sums up the row's latest activity (last_visit, last_login), and of a question about rows
# joining: "new customers in 2025" joined then (created_at), whenever they were last in
LATEST_WORDS = frozenset({"last", "latest", "recent", "recently"})
JOINING_WORDS = frozenset({"new", "~enrol", "created", "create"})  # (~enrol: joined, signed up, registered)
# Words of a date set ahead (scheduled_on, due_for): its day need not have come yet ("so far" ends before it)
PLANNED_WORDS = frozenset({"scheduled", "planned", "expected", "estimated", "projected", "for"})
# Words of the date a row was undone ("cancelled_on"): not the date of what the row records.
UNDONE_WORDS = frozenset({"cancelled", "canceled", "cancellation", "terminated", "withdrawn", "voided", "refunded",
                          "returned"})
# Words of the date a row was settled ("paid_on", "delivered_on"): beside the date it was opened (issued, ordered),
# which is the row's own ("what we invoiced in June": issued in June), unless the question is about money received.
SETTLED_WORDS = frozenset({"paid", "settled", "delivered", "shipped", "dispatched", "fulfilled", "completed",
                           "closed", "resolved"})
# Dates of what followed a row's opening: its settling, and a delivery (which a question dates by only when it says
# so: "orders we delivered in June", "deliveries in June")
AFTERWARDS = SETTLED_WORDS | {"delivery", "deliveries"}
BILLED_PERIODS = frozenset({"period", "month", "week"})  # what a bill covers: ``billing_month``, ``week_start``
SETTLING_VERBS = frozenset(map(lemma, SETTLED_WORDS))  # deliver, pay, ship, ...
SEASON_MIN_DATES = 10  # dates per open month, on average, before empty months are read as a close season
SNAPSHOT_COLUMNS = 3  # date columns whose latest value is the same day: that day is "today" (snapshot_day)
MEDIAN_COLUMNS = 5  # else "today" is the median latest day of at least this many date columns
STALE_DAYS = 365  # a column whose latest day is this much older than the median's records rare events only
LIVE_DAYS = 7  # a database whose latest day is at most this many days old is live: "today" is the calendar's
PERIOD_PREPOSITIONS = frozenset({"in", "during", "from", "of", "for"})  # "events in 2025": the table before it
DETERMINERS = frozenset({"the", "a", "an", "its", "their", "our", "each", "every"})  # before a noun, not a verb
YES_NO_OPENERS = frozenset({"did", "do", "does", "has", "have", "had"}) | BE_FORMS - {"be", "been", "being"}
COMPARATIVES = frozenset({"more", "less", "fewer", "better", "worse"})
COMPARED_STEMS = frozenset({"high", "low", "larg", "small", "bigg", "busi", "quiet", "cheap", "dear", "long", "short"})
PAYMENTS = frozenset({"payment", "payments"})  # dated by the day they were made: ``paid_date``, ``payment_date``
PAID_WORDS = frozenset({"paid", "settled", "payment"})  # words of such a date
CURRENT_VALUES = frozenset({"active", "current", "live", "open", "ongoing", "in progress"})  # a status saying so
HAPPENED_VALUES = frozenset({"completed", "complete", "attended", "ran", "run", "performed", "held", "done",
                             "played", "taught", "went ahead", "took place", "happened"})  # a row that took place
# A yes/no column saying that a row is current (is_active = 1) or no longer is (discontinued = 1)
CURRENT_FLAGS = frozenset({"active", "current", "live", "enabled", "available", "listed"})
RETIRED_FLAGS = frozenset({"inactive", "discontinued", "archived", "retired", "closed", "deleted", "obsolete",
                           "disabled", "withdrawn", "delisted"})
UPCOMING_VALUES = frozenset({"scheduled", "booked", "upcoming", "planned", "confirmed", "pending"})  # still to come
PENDING_VALUES = frozenset({"pending", "awaiting payment"})  # the same beside a 'Paid' value (a payment pending)
UNPAID_VALUES = frozenset({"unpaid", "not paid", "part paid", "part-paid", "partly paid", "partially paid",
                           "outstanding", "open", "overdue"})  # a status saying money is still owed on a row
BIRTH_WORDS = frozenset({"birth", "dob", "born", "birthday"})  # dates of birth end long before the snapshot


def _day(value: object) -> date | None:
    """A stored date's day; a stored month's ('2025-09') first day."""
    text = str(value)
    try:
        return date.fromisoformat(text + "-01" if MONTH_TEXT.fullmatch(text) else text[:10])
    except ValueError:
        return None


def _latest_days(catalog: Catalog) -> list[date]:
    """Each probed date column's latest day (dates of birth left out: they end long before the snapshot)."""
    return [d for (_, name), value in catalog.date_probe.items()
            if (d := _day(value)) is not None and not BIRTH_WORDS & set(split_identifier(name))]


def snapshot_day(catalog: Catalog) -> date | None:
    """The day a database was taken, read from its date columns' latest values: a snapshot ends most of its
    records on one day (sales, payments, sign-ups), while bookings, due dates and contract ends run past it; so
    the latest day that at least SNAPSHOT_COLUMNS columns share, or None when no day is shared so widely."""
    shared = [d for d, count in Counter(_latest_days(catalog)).items() if count >= SNAPSHOT_COLUMNS]
    return max(shared) if shared else None


def clock_today() -> date:
    """The machine's date (a function, so that tests can set it)."""
    return date.today()


def live(day: date | None) -> date | None:
    """``day``, a database's latest day, as "today": the calendar's today instead when it lies at most LIVE_DAYS
    before it (a database kept up to date: its last records are a few days old, and "last month" is the calendar's).
    A snapshot of the past (the built-in databases) keeps its own day."""
    today = clock_today()
    return today if day is not None and 0 <= (today - day).days <= LIVE_DAYS else day


def median_latest_day(catalog: Catalog) -> date | None:
    """The median of the date columns' latest days, when there are enough of them that bookings taken years ahead
    cannot pull it forward, taken again without the columns of rare events (the latest shop opening, the latest
    leaver: over STALE_DAYS before it): "today" when no day is shared widely (``snapshot_day``)."""
    latest = sorted(_latest_days(catalog))
    if len(latest) < MEDIAN_COLUMNS:
        return None
    median = latest[len(latest) // 2]
    recent = [d for d in latest if (median - d).days <= STALE_DAYS]  # not when the last shop opened or anyone left
    return recent[len(recent) // 2]


def business_season(per_month: dict[int, int], column: Column) -> tuple[int, int]:
    """A business's season, read from how many of ``column``'s dates fall in each month (1-12): the months outside
    its close season — (first month, length). The close season is the longest run of quiet months (under a tenth
    of the busiest month's dates) that holds a month with none at all, so it may span the new year and take in a
    few winter stays: a campsite's arrivals from March to October (a handful in November and December): (3, 8); a
    theatre dark in July and August: (9, 10). A business with dates in every month has no close season; empty
    months say "closed" only where the open ones hold SEASON_MIN_DATES dates each on average (few dates leave gaps)."""
    held = {m: n for m, n in per_month.items() if n > 0}
    if not held:
        raise CannotAnswer(f"it asks for a season, and I could not tell which months {column.name} covers")
    if len(held) == 12:
        raise CannotAnswer(f"it asks for a season, and {column.name} has dates in every month of the year")
    if sum(held.values()) < SEASON_MIN_DATES * len(held):
        raise CannotAnswer(f"it asks for a season, and {column.name} holds too few dates to show one")
    quiet = {m for m in range(1, 13) if held.get(m, 0) < max(held.values()) / 10}
    runs = []  # (length, first month) of each circular run of quiet months that holds an empty one
    for first in (m for m in sorted(quiet) if (m - 2) % 12 + 1 not in quiet):
        run = [first]
        while run[-1] % 12 + 1 in quiet:
            run.append(run[-1] % 12 + 1)
        if any(m not in held for m in run):
            runs.append((len(run), first))
    length, first = max(runs)
    return (first + length - 1) % 12 + 1, 12 - length


def today_of(catalog: Catalog, column: Column) -> date | None:
    """"Today" for a question about ``column``: the database's snapshot day when its columns agree on one
    (``snapshot_day``), else their median latest day (``median_latest_day``), else the latest date ``column``
    holds; the calendar's today when that day is less than a week old (``live``)."""
    return live(snapshot_day(catalog)) or live(median_latest_day(catalog)) or \
        live(_day(catalog.date_probe.get((column.table, column.name))))


def so_far_day(catalog: Catalog, column: Column, today: date) -> date:
    """The last day "so far" takes in when no snapshot day is shared: an estimate of today (the median latest day,
    ``median_latest_day``, else the latest day of the other date columns: ``column``'s own may lie ahead, else
    ``today``), or ``column``'s own latest day when it is named for something done (paid_on, sold_at, created_at:
    a verb in the past tense) and that is later: what was done has happened (takings after the estimate were
    taken), while a date set ahead (a concert, an exam, anything scheduled) need not have come."""
    others = [day for (table, name), value in catalog.date_probe.items()
              if (table, name) != (column.table, column.name) and (day := _day(value)) is not None
              and not (BIRTH_WORDS | DEADLINE_WORDS | SPAN_ENDS | PLANNED_WORDS) & set(split_identifier(name.lower()))]
    estimate = live(median_latest_day(catalog)) or (live(max(others)) if others else today)
    words = split_identifier(column.name.lower())
    own = _day(catalog.date_probe.get((column.table, column.name)))
    done = own is not None and any(past_verb(w) for w in words) and not set(words) & (DEADLINE_WORDS | PLANNED_WORDS)
    return max(estimate, own) if done else estimate


def counted_back(span: DateRange, catalog: Catalog, column: Column, so_far: bool = False) -> DateRange | None:
    """A period counted back from "today" (``today_of``).
    "This year" is that date's year (None, no filter, when the column's dates all lie within one year: the whole
    record is this year's), "next year" the one after it (what is booked ahead), "last month" the month before its
    month, "last summer" the latest June-August over by then, "this summer" the latest one begun; "in August" the
    latest August begun, "last July" the latest one over; "this season" the latest business season begun, from the
    months the column's dates fall in (``business_season``);
    "January to June this year" those months of that date's year (of the year before for "last year"), "since
    January" the latest January begun to that date.
    A period still running ends on the snapshot day (on ``so_far_day`` when the question says "so far"): bookings
    already taken for later have not happened. A span's ``shift`` then moves both ends back that many months (a
    comparison's earlier period, periods.py), and a period so moved must lie within the column's record."""
    def months(index: int, count: int) -> DateRange:  # ``count`` months from month number ``index``
        (y1, m1), (y2, m2) = divmod(index, 12), divmod(index + count, 12)
        return DateRange(f"{y1:04d}-{m1 + 1:02d}-01", f"{y2:04d}-{m2 + 1:02d}-01", span.first, span.last)

    key = (column.table, column.name)
    snapshot = live(snapshot_day(catalog))
    today = today_of(catalog, column)
    first = _day(catalog.date_first.get(key))
    if today is None:
        raise CannotAnswer(f"it asks for a period counted back from today, and I found no latest {column.name}")
    which, unit = span.relative
    back = {"last": 1, "next": -1}.get(which, 0)  # periods back from this one ("next year": one ahead)
    if unit == "year":
        if which == "this" and not span.shift and first is not None and (today - first).days <= 366:
            return None
        period = months((today.year - back) * 12, 12)
    elif unit.endswith("-"):  # "since January": from the latest January begun to today
        start = int(unit[:-1])
        begun = (today.year - (start > today.month)) * 12 + start - 1
        period = DateRange(months(begun, 1).start, (today + timedelta(days=1)).isoformat(), span.first, span.last)
    elif "-" in unit:  # months of that year: "January to June this year"
        start, end = map(int, unit.split("-"))
        period = months((today.year - back) * 12 + start - 1, end - start + 1)
    elif unit == "month":
        period = months(today.year * 12 + today.month - 1 - back, 1)
    elif unit == "season":  # the business's own season: the latest begun, the one before, the one after
        start, length = business_season(catalog.date_months.get(key, {}), column)
        begun = today.year * 12 + start - 1 - 12 * (start > today.month)
        period = months(begun - 12 * back, length)
    else:  # a season (three months) or a named month ("in August", "last July")
        start, length = (SEASON_STARTS[unit], 3) if unit in SEASON_STARTS else (MONTHS[unit], 1)
        over_or_begun = start + length <= today.month if back else start <= today.month
        period = months((today.year - (not over_or_begun)) * 12 + start - 1, length)
    tomorrow = (snapshot + timedelta(days=1)).isoformat() if snapshot else \
        (so_far_day(catalog, column, today) + timedelta(days=1)).isoformat() if so_far else None
    if tomorrow and period.start < tomorrow < period.end:
        period = DateRange(period.start, tomorrow, span.first, span.last)
    if span.shift:  # the same stretch of the earlier period: a running one to the same day
        day_after = (today + timedelta(days=1)).isoformat()
        end = day_after if period.start < day_after < period.end else period.end
        period = DateRange(months_back(period.start, span.shift), months_back(end, span.shift), span.first, span.last)
        if first is not None and period.start < first.isoformat():  # a part of it before the record began
            raise CannotAnswer(f"it compares with a period {column.name} does not cover in full (its dates begin "
                               f"{first.isoformat()})")
    return period


def months_back(day: str, months: int) -> str:
    """The ISO day ``months`` months before ``day`` (the month's last day where it is shorter: 29 February)."""
    d = date.fromisoformat(day)
    year, month = divmod(d.year * 12 + d.month - 1 - months, 12)
    return date(year, month + 1, min(d.day, monthrange(year, month + 1)[1])).isoformat()


def _bounds(span: DateRange, months: bool) -> tuple[str, str]:
    """A period's bounds as the column writes dates: a column of months ('2025-01', which sorts before
    '2025-01-01') compares with months, and the month a period ends inside ("this year" cut at today) counts."""
    if not months:
        return span.start, span.end
    year, month = int(span.end[:4]), int(span.end[5:7])
    if span.end[8:] != "01":
        year, month = year + (month == 12), month % 12 + 1
    return span.start[:7], f"{year:04d}-{month:02d}"


class Filters:
    def __init__(self, reading: Reading, roles: Roles, catalog: Catalog):
        self.reading, self.roles, self.catalog = reading, roles, catalog
        self.where: list[str] = []
        self.tables: set[str] = set()
        self.dated: set[str] = set()  # tables whose date a period filters
        self.used_comparisons: set[int] = set()
        self.consumed: set[int] = set()  # negation / missing words that a clause took up
        self.counted_none: set[int] = set()  # those a count of none took up ("never paid an invoice": no paid
        # invoice; the words after it say which rows there are none of, not which are missing)
        self.groups: set[int] = set()  # value links that name groups, not filters (Planner.split_link)
        self.compared: set[int] = set()  # date links compared with each other (date_order), which date no period
        self.negated_values: set[str] = set()  # tables with a value negated before they are named ("haven't done
        # any night lessons")
        self.several_ok = bool(re.search(r"\b(total|altogether|combined|in all|together|either|any of)\b",
                                         reading.text))  # "card or cash in total": one figure over several values

    def _stored(self) -> set[int]:
        """Positions inside stored values: the "no" of 'No-show' (or of "the no-show rate") negates nothing."""
        return {i for link in self.roles.links if link.kind == "value" or names_rate(self.catalog, link)
                for i in link.span}

    def negated(self, link: Link, consume: bool = True) -> bool:
        found = self._negations(link)
        if consume:
            self.consumed |= set(found)
        return bool(found)

    def _negations(self, link: Link) -> list[int]:
        """The negation (or set-aside) words that negate ``link``."""
        found = [p for p in self.reading.negations if 0 < link.start - p <= NEGATION_REACH
                 and not self._value_between(p, link) and p not in self._stored() and p not in self.counted_none]
        return found + [p for p in self.reading.set_aside if self._set_aside(link, p)]

    def _compares(self) -> bool:
        """The question weighs things against each other ("which has more", "did X or Y take more", "higher at X or
        Y"; not "which accounts are closed or on stop", a list of either)."""
        words = [t.lower for t in self.reading.tokens]
        listed = self.reading.which and self.reading.superlative_at is None and self.reading.count_at is None
        return self.reading.which and not listed or bool(words) and words[0] in YES_NO_OPENERS or any(
            w in COMPARATIVES or w.endswith("er") and w[:-2] in COMPARED_STEMS for w in words)

    def _value_between(self, negation: int, link: Link) -> bool:
        """A stored value between a negation and ``link`` takes the negation, unless the two are listed together
        ("excluding refunds and voids": both are left out)."""
        between = [o for o in self.roles.links if o.kind == "value" and o.start > negation and o.end <= link.start]
        if not between:
            return False
        gap = set(range(max(o.end for o in between), link.start))
        return not all(self.reading.tokens[i].lower in ASIDE_JOINERS for i in gap)

    def _set_aside(self, link: Link, aside: int) -> bool:
        """"Weddings aside", "cancelled orders and reprints aside": the link comes before the "aside", with only
        other links and joining words between them."""
        if not 0 <= aside - link.end <= NEGATION_REACH:
            return False
        between = set(range(link.end, aside)) - {i for other in self.roles.links for i in other.span}
        return all(self.reading.tokens[i].lower in ASIDE_JOINERS for i in between)

    def missing(self, link: Link, consume: bool = False) -> bool:
        found = [p for p in self.reading.missing if 0 < link.start - p <= MISSING_REACH]
        found += [p for p in self.reading.missing_after if 0 <= p - link.end <= MISSING_REACH - 2]  # "is not recorded"
        found = [p for p in found if p not in self._stored() and p not in self.counted_none]
        if consume:
            self.consumed |= set(found)
        return bool(found)

    def unexplained_negation(self) -> int | None:
        """A "not" / "no" / "never" that nothing in the query took up (the reading missed what it negates)."""
        compared = {i for c in self.reading.comparisons for i in range(c.start, c.at)}
        for p in self.reading.negations + self.reading.missing + self.reading.missing_after + self.reading.set_aside:
            if p not in self.consumed and p not in compared and p not in self._stored():
                return p
        return None

    def values(self, skip: set[int]) -> None:
        """Equality (or IN) on each stored value the question names; NOT for negated ones."""
        grouped: dict[tuple[str, str, bool], list] = {}
        valued: set[tuple[str, str]] = set()  # columns filtered by a value: their names are explained too
        for link in self.roles.links:
            if link.kind != "value" or link.start in skip or link.start in self.groups:
                continue
            if self.included(link):  # "online included": the online orders are counted too, not alone
                self.roles.used.add(link.start)
                continue
            rivals = [r for r in self.roles.ties.get(link.start, []) if r.kind == "value"]
            if rivals:
                options = [x for x in [link] + rivals if self._prefer(x, [y for y in [link] + rivals if y is not x])]
                if len(options) != 1:
                    raise CannotAnswer(f"'{link.value}' is stored in several columns ({link.column}, "
                                       f"{rivals[0].column})")
                self.roles.used.add(link.start)
                link = options[0]
            negations = self._negations(link)
            self.consumed |= set(negations)
            if negations and not any(l.kind == "table" and l.table == link.table and l.end <= min(negations)
                                     for l in self.roles.links):  # "haven't done any night lessons" (not "lessons
                self.negated_values.add(link.table)  # that were not cancelled": a clause on the rows named)
            grouped.setdefault((link.table, link.expr, bool(negations)), []).append(link)
            valued.add((link.table, link.column))
            self.roles.used.add(link.start)
        for (table, expr, negated), links in grouped.items():
            values = list(dict.fromkeys(link.value for link in links))
            either = not self._compares() and any(t.lower == "or" for t in self.reading.tokens[
                links[0].end:links[-1].start])  # "cancelled or no-shows": either one ("did X or Y take more": no)
            if len(values) > 1 and not negated and not self.several_ok and not either:
                raise CannotAnswer(f"it names several values ({', '.join(map(str, values[:3]))}): one figure for "
                                   f"all of them, or one each?")
            literal = ", ".join(sql_literal(v) for v in values)
            if len(values) == 1:
                self.where.append(f"{expr} {'<>' if negated else '='} {literal}")
            else:
                self.where.append(f"{expr} {'NOT IN' if negated else 'IN'} ({literal})")
            self.tables.add(table)
        for link in self.roles.links:  # "whose department is Languages": the column is named for its value
            if link.kind == "column" and (link.table, link.column) in valued:
                self.roles.used.add(link.start)

    def included(self, link: Link) -> bool:
        """A value the question adds to the rest, not one it selects: "online included", "the web shop too", "all
        shops and online together" (the one value of its column named before "together": the others are the rest),
        "concerts and recitals" (a kind of the rows just named)."""
        at = link.end
        nouns = [l for l in self.roles.links if l.kind == "table" and l.start == at]  # "cancelled stays too"
        at = nouns[0].end if nouns else at + any(t.lower == "ones" for t in self.reading.tokens[at:at + 1])
        after = [t.lower for t in self.reading.tokens[at:at + 2]]
        if after[:1] in (["included"], ["too"], ["inclusive"]) or after == ["as", "well"]:
            return True
        tokens = self.reading.tokens
        if link.start >= 2 and tokens[link.start - 1].lower == "and" and any(  # "concerts and recitals": a kind
                l.kind == "table" and l.table == link.table and l.end == link.start - 1 for l in self.roles.links):
            if str(link.value).lower().startswith(CANCELLED_STEMS):  # not a kind: an outcome of them
                raise CannotAnswer(f"it asks for two figures at once: all {link.table} and the "
                                   f"{str(link.value).lower()} ones")
            return True  # added to the rows the table names, which hold it: all of them
        same_column = [l for l in self.roles.links if l.kind == "value" and l.start != link.start
                       and (l.table, l.expr) == (link.table, link.expr)]
        return after[:1] in (["together"], ["combined"]) and not same_column

    def _prefer(self, link: Link, rivals: list[Link]) -> bool:
        """A value found in several columns: fine when the question names only this one's column ("town
        'Paris'"), or only this one's table (by name, a column, or another value: "girls in Year 8"); when it asks
        for rows of a table whose name and another column both hold the value, the other column; when it names none
        of their tables, only this one's is a join away from a table it names (``_next_to``)."""
        asked = self.roles.asked
        label = self.catalog.label(link.table)
        if asked is not None and asked.kind == "table" and label and all(  # "what subjects come under Mathematics":
                r.table == link.table == asked.table for r in rivals):  # not the subject named so, its department
            own_name = [x for x in (link, *rivals) if x.expr == label[0]]
            if len(own_name) == 1 and len(rivals) == 1:
                return own_name[0] is not link
        named = {(l.table, l.column) for l in self.roles.links if l.kind == "column"}
        if (link.table, link.column) in named:
            return not any((r.table, r.column) in named for r in rivals)
        if any((r.table, r.column) in named for r in rivals):
            return False
        linked = {l.table for l in self.roles.links if l.kind in ("table", "column")
                  or l.kind == "value" and l.start != link.start}
        if any(x.table in linked for x in (link, *rivals)):
            return link.table in linked and not any(r.table in linked for r in rivals)
        return self._next_to(link.table, linked) and not any(self._next_to(r.table, linked) for r in rivals)

    def _held(self, link: Link) -> bool:
        """"Customers who have a loyalty card", "staff with an email address": a text column said to be held by
        the row (its value is not NULL), not one whose value the question then gives ("with the email 'a@b.c'")."""
        tokens = self.reading.tokens
        before = [t.lower for t in tokens[max(0, link.start - 3):link.start]]
        while before and before[-1] in ("a", "an", "the", "their", "its", "his", "her", "got", "us"):
            before.pop()
        after = tokens[link.end] if link.end < len(tokens) else None
        return bool(before) and before[-1] in HOLDING_VERBS and not (
            after is not None and (after.quoted or after.literal or after.capital or after.number is not None))

    def _next_to(self, table: str, linked: set[str]) -> bool:
        """"How many dogs belong to customers in Fairhaven", 'Dog' both a pet's species and a product's pet type:
        the table one join away from a table the question names (pets -> customers) holds the value meant."""
        return any(step.table in linked for step in self.catalog.edges().get(table, []))

    def date_order(self, skip: set[int]) -> set[int]:
        """"Paid after their due date", "delivered before the promised date": one date of each row against another of
        the same row, the first named right before the word of order and the second right after it. Returns the
        positions of both (their columns are compared, not tested for NULL)."""
        tokens, compared = self.reading.tokens, set()
        dates = [l for l in self.roles.links if l.kind == "column" and l.start not in skip
                 and (c := self.catalog.column(l.table, l.column)) is not None and self.catalog.is_date(c)]
        for first in dates:
            at = first.end
            op = DATE_ORDER.get(tokens[at].lower) if at < len(tokens) else None
            if op is None:
                continue
            at += 1
            if at < len(tokens) and tokens[at].lower == "than":  # "later than the promised date"
                at += 1
            while at < len(tokens) and tokens[at].lower in DETERMINERS:
                at += 1
            seconds = [l for l in dates if l.start == at and l.table == first.table and l.column != first.column]
            if len(seconds) == 1:
                one, other = (self.catalog.column(l.table, l.column) for l in (first, seconds[0]))
                self.where.append(f"substr({one.sql}, 1, 10) {op} substr({other.sql}, 1, 10)")  # by day (paid
                # at 16:05 on the due day is not paid after it)
                self.tables.add(first.table)
                compared |= {first.start, seconds[0].start}
        self.roles.used |= compared
        self.compared |= compared
        return compared

    def columns(self, skip: set[int]) -> None:
        """"no phone number" -> IS NULL; "staff who have left" -> left_on IS NOT NULL."""
        for link in self.roles.links:
            if link.kind not in ("column", "mention") or link.start in skip:
                continue
            column = self.catalog.column(link.table, link.column)
            if column is None or link.kind == "mention" and not column.references:  # "no manager": manager_id
                continue
            if self.missing(link) and not column.not_null:
                self.missing(link, consume=True)
                self.where.append(f"{column.sql} IS NULL")
            elif link.kind == "column" and self.catalog.is_date(column) and not column.not_null and (
                    ends_something(column) or any(past_verb(t.lower) for t in self.reading.tokens[link.start:link.end])
            ) and not self.reading.dates:  # "staff who have left" / "not left"; "dogs that have passed away"
                still = self.negated(link) or self.reading.current and not self.reading.former \
                    and ends_something(column)  # ("still here"; not "no longer here, having left")
                self.where.append(f"{column.sql} IS {'' if still else 'NOT '}NULL")
            elif link.kind == "column" and column.kind == "text" and not column.not_null and self._held(link):
                self.where.append(f"{column.sql} IS NOT NULL")  # "customers with a loyalty card"
            elif link.kind == "column" and self.catalog.is_date(column) and not column.not_null \
                    and any(forms & UNDONE_WORDS for forms in column.words) and self.negated(link):
                self.where.append(f"{column.sql} IS NULL")  # "leave out refunded sales" (refunded_on), in 2024
            else:
                continue
            self.tables.add(link.table)
            self.roles.used.add(link.start)

    def flags(self, numeric: list[tuple[Link, Column]]) -> None:
        """"dogs that are neutered", "subscriptions with a discount": a number named with no comparison, in a
        count, holds for rows where it is above zero (zero or missing after "not" / "no")."""
        for link, column in numeric:
            if link.start in self.roles.used:
                continue
            if (against := self._against_stock(link, column)) is not None:
                self.where.append(against)
                self.tables.add(column.table)
                self.roles.used.add(link.start)
                continue
            privative = self.reading.tokens[link.start].lower == f"un{flag_word(column)}"  # "unpaid": not paid
            former = flag_word(column) in CURRENT_FLAGS and self.reading.former \
                or link.start - 1 in self.reading.former  # "no longer active"; "no longer banned": banned no more
            if self.negated(link) or self.missing(link) or privative or former:
                self.missing(link, consume=True)
                self.where.append(f"COALESCE({column.sql}, 0) = 0")
            else:
                self.where.append(f"{column.sql} > 0")
            self.tables.add(column.table)
            self.roles.used.add(link.start)

    def _against_stock(self, link: Link, column: Column) -> str | None:
        """"Products below their reorder level", "at or under the minimum": the stock a row holds compared with
        the level named (the one stock column of its table)."""
        words = [t.lower for t in self.reading.tokens[max(0, link.start - 4):link.start]]
        while words and words[-1] in ("their", "its", "the", "his", "her"):
            words.pop()
        if not words or words[-1] not in LEVEL_ORDER:
            return None
        stock = [c for c in self.catalog.columns(column.table) if c != column and c.kind in ("quantity", "number")
                 and holds_stock(c)]
        if len(stock) != 1 or link.end < len(self.reading.tokens) and self.reading.tokens[link.end].number is not None:
            return None  # ("over the age of 10": a number compared)
        return f"{stock[0].sql} {LEVEL_ORDER[words[-1]]}{'=' if words[-3:-1] == ['at', 'or'] else ''} {column.sql}"

    def happened(self, table: str) -> None:
        """"Lessons we taught", "games played", "events that went ahead": the rows of ``table`` (else of the table
        whose date a period filters: "customers who played in 2023") its status marks as having taken place
        ('Completed', 'Attended'), unless the question names a value of that status itself; with no such status,
        every row."""
        if not self._unlinked(self.reading.happened):  # a word the schema names (``played_on``) says nothing of it
            return
        events = [table, *sorted(self.dated - {table})] + ([self.event(table)] if self.reading.ids else [])
        for event in dict.fromkeys(e for e in events if e):
            if clause := self._status_saying(event, HAPPENED_VALUES):
                self.where.append(clause)
                self.tables.add(event)
                return

    def upcoming(self, table: str) -> None:
        """"Performances coming up", "appointments from now on": the rows of ``table`` its status marks as still to
        come ('Scheduled', 'Booked'); with no one such status value, the question cannot be answered."""
        if not self._unlinked(self.reading.upcoming) or any(
                l.kind == "value" and str(l.value).lower() in UPCOMING_VALUES for l in self.roles.links):
            return  # (or the question names the status itself: "booked from now on")
        clause = self._status_saying(table, UPCOMING_VALUES)
        if clause is None:
            raise CannotAnswer(f"it asks what is still to come, and no status of {table} says so")
        self.where.append(clause)

    def overdue(self, tables: list[str]) -> None:
        """"Overdue", "past their due date", "in arrears": the rows of the first of ``tables`` with a due date that
        are still unpaid (a status saying so, else a balance left, else no payment date) and due before today;
        unless a stored value says it ('Overdue')."""
        if any(l.kind == "value" and set(l.span) & self.reading.overdue for l in self.roles.links):
            return
        self.roles.used |= {l.start for l in self.roles.links if set(l.span) & self.reading.overdue}  # the balance
        for table in dict.fromkeys(t for name in tables for t in (name, *self._header(name))):
            due = [c for c in self.catalog.columns(table) if "due" in split_identifier(c.name)
                   and self.catalog.is_date(c)]
            if len(due) != 1:
                continue
            today, unpaid = today_of(self.catalog, due[0]), self._unpaid(table)
            if unpaid is None:
                raise CannotAnswer(f"it asks what is overdue, and nothing in {table} says whether a row is paid")
            if today is None:
                raise CannotAnswer(f"it asks what is overdue, and I could not tell today's date from {table}")
            self.where += [unpaid, f"{due[0].sql} < {sql_literal(today.isoformat())}"]
            self.tables.add(table)
            return
        raise CannotAnswer("it asks what is overdue, and no table I read records a due date")

    def _unpaid(self, table: str) -> str | None:
        """The condition that money is still owed on a row of ``table``."""
        columns = self.catalog.columns(table)
        for column in columns:
            unpaid = [str(v) for v in column.values if str(v).lower() in UNPAID_VALUES]
            if unpaid:
                return f"{column.sql} IN ({', '.join(sql_literal(v) for v in unpaid)})"
        if balance := next((c for c in columns if c.name == BALANCE_NAME), None):
            return f"{balance.sql} > 0"
        paid_on = [c for c in columns if "paid" in split_identifier(c.name) and self.catalog.is_date(c)]
        return f"{paid_on[0].sql} IS NULL" if len(paid_on) == 1 else None

    def _flag(self, link: Link) -> bool:
        column = self.catalog.column(link.table, link.column)
        return column is not None and column.kind == "flag"

    def _unlinked(self, positions: set[int]) -> set[int]:
        return positions - {i for link in self.roles.links for i in link.span}

    def still_on(self, table: str) -> None:
        """"Events in the diary", "dogs that boarded with us": the rows of ``table`` (else of the table whose date a
        period filters) still on or that took place, those its status marks cancelled left out."""
        if not self.reading.diary:
            return
        for event in [table, *sorted(self.dated - {table})]:
            status = next((c for c in self.catalog.columns(event) if cancelled_values(c)), None)
            if status is not None:
                self.where.append(leave_out(status, cancelled_values(status)))
                self.tables.add(event)
                return

    def _status_saying(self, table: str, values: frozenset[str]) -> str | None:
        """``status = 'Active'``: the condition that ``table``'s one stored value among ``values`` holds, on a column
        the question names no value of ("active or paused" says which itself); None unless exactly one says so."""
        named = {(l.table, l.column) for l in self.roles.links if l.kind == "value"}
        marked = [(c, v) for c in self.catalog.columns(table) if (c.table, c.name) not in named
                  for v in c.values if str(v).lower() in values or _code_for(str(v), values)]
        return f"{marked[0][0].sql} = {sql_literal(marked[0][1])}" if len(marked) == 1 else None

    def _flag_saying(self, table: str) -> str | None:
        """``is_active > 0`` or ``COALESCE(discontinued, 0) = 0``: the one yes/no column of ``table`` that says
        whether a row is current, as the condition that it is; None unless exactly one says so."""
        def current(c: Column) -> bool:  # ``is_active``, ``on_menu``
            return flag_word(c) in CURRENT_FLAGS or on_offer(c)

        marked = [c for c in self.catalog.columns(table)
                  if c.kind == "flag" and (current(c) or flag_word(c) in RETIRED_FLAGS)]
        if len(marked) != 1:
            return None
        flag = marked[0]
        return f"{flag.sql} > 0" if current(flag) else f"COALESCE({flag.sql}, 0) = 0"

    def current(self, table: str, end_column: Column | None) -> None:
        """"Still", "right now", "active": the rows a status marks current ('Active'), else those with no end
        date; a question with no filter at all that could say so is not guessed at."""
        if not (self.reading.current or self.reading.former) or self.reading.overdue or any(
                l.kind == "value" and str(l.value).lower() in CURRENT_VALUES
                or l.kind == "column" and (l.column == BALANCE_NAME or self._flag(l) and not (
                    end_column is not None and self.catalog.lists_people(l.table))) for l in self.roles.links):
            return  # what is owed (or overdue) is what is owed now; "still unpaid" is what a yes/no says now (not
            # "our current keyholders": people, who may have left)
        former = bool(self.reading.former)  # "former members": the rows that are not
        if clause := self._status_saying(table, CURRENT_VALUES) or self._flag_saying(table):
            self.where.append(f"NOT ({clause})" if former else clause)
        elif end_column is not None:
            self.where.append(f"{end_column.sql} IS {'NOT ' if former else ''}NULL")
        elif not self.where:  # another filter may say it ('Checked In', the one owner named)
            raise CannotAnswer(f"it asks about current {table}, and I found nothing that marks a row as current")
        self.tables.add(table)

    def dates(self, base: str, preferred: list[str], days: bool = True) -> None:
        """Each year / month range on the date column the question names, else the base table's only one; and the
        days of the week it names ("Saturday lessons"), unless ``days`` is False (they are a percentage's
        condition)."""
        if days and (clause := self.weekdays(base, preferred)):
            self.where.append(clause)
        for span in self.reading.dates:
            column = self._period_column(base, preferred, span.first)
            self._rate_undated(column)
            side = span.side
            if span.relative:
                span = counted_back(span, self.catalog, column, SO_FAR.search(self.reading.text) is not None)
                if span is None and side:
                    raise CannotAnswer("the period is the whole record, so nothing lies before or after it")
                if span is None:  # the record covers one year: all of it is "this year"
                    continue
            if self.catalog.holds_months(column) and span.days == 1:  # "on 1 September 2024" of '2024-09'
                raise CannotAnswer(f"it asks about one day, and {column.table}.{column.name} holds months")
            start, end = map(sql_literal, _bounds(span, self.catalog.holds_months(column)))
            after, before = f"{column.sql} >= {end}", f"{column.sql} < {start}"
            within = f"{column.sql} >= {start} AND {column.sql} < {end}"
            self.where.append({"before": before, "after": after}.get(side, within))
            self.tables.add(column.table)
            self.dated.add(column.table)

    def _rate_undated(self, date: Column) -> None:
        """"The delivery rate this year" dated by ``delivered_on``: only the rows the rate counts have that date, so
        every rate would be 100."""
        for link in self.roles.links:
            column = self.catalog.column(link.table, link.column) if link.kind == "column" else None
            if column is not None and column.rate and column.table == date.table and stems_of(
                    frozenset(column.name.lower().split()[:-1])) & {s for forms in date.words for s in stems_of(forms)}:
                raise CannotAnswer(f"the period dates what the {column.name} counts, so every row in it counts")

    def weekdays(self, base: str, preferred: list[str]) -> str | None:
        """The condition that a row's date falls on the days of the week the question names, or None (none named,
        or a stored value such as a session's 'Saturday' says it)."""
        r = self.reading
        if not r.days or any(r.days_at in link.span for link in self.roles.links):
            return None
        column = self._period_column(base, preferred, r.days_at)
        self.tables.add(column.table)
        return f"strftime('%w', {column.sql}) IN ({', '.join(repr(str(d)) for d in sorted(r.days))})"

    def _period_column(self, base: str, preferred: list[str], at: int) -> Column:
        """The date a period or day named at token ``at`` applies to (date_column), reachable without a child."""
        column = self.date_column(base, preferred, before=at)
        path = self.catalog.join_path(base, column.table) or []
        if column.table != base and not self._named(column) and not all(s.up for s in path) and not self.reading.ids:
            raise CannotAnswer(f"the period would apply to {column.table}.{column.name}, which the question "
                               f"does not name")  # a child's date would silently change what is counted
        return column

    def _named(self, column: Column) -> bool:
        """The question names the table of ``column``: the table itself, or the column by a verb ("customers who
        ordered in 2024" names orders.ordered_on, "members bought" sales.sold_at; "at the end of 2024", a noun after
        its article, names no table of ended_at)."""
        tokens = self.reading.tokens
        return any(l.table == column.table and (l.kind == "table" or l.column == column.name and not (
            l.start and tokens[l.start - 1].lower in DETERMINERS)) for l in self.roles.links)

    def _flag_dated(self, before: int | None, table: str) -> Column | None:
        """"The cats adopted in 2025": the yes/no column of ``table`` a verb right before the period names (the
        period dates that event, not the row's other date), else None."""
        flags = [c for l in self.roles.links if before is not None and l.kind == "column" and l.table == table
                 and l.end in (before, before - 1) and (c := self.catalog.column(l.table, l.column)) is not None
                 and c.kind == "flag" and c.words and past_verb(self.reading.tokens[l.start].lower)]
        return flags[0] if flags else None

    def date_column(self, base: str, preferred: list[str], before: int | None = None) -> Column:
        """The date a period applies to: one the question names (and the query can reach; of several, the last
        named before the period ``before``: "bookings due to start in 2023" dates the start), else the base
        table's only date; with several and none named, the question is ambiguous."""
        links = self.roles.links
        if before is not None:
            links = sorted(links, key=lambda l: (l.start > before, -l.start if l.start < before else l.start))
        # "In each year (by check-in date)": a date said after "by" is the one every period goes by
        links = sorted(links, key=lambda l: not (l.start and self.reading.tokens[l.start - 1].lower == "by"))
        for link in links:
            column = self.catalog.column(link.table, link.column) if link.kind == "column" else None
            if link.start in self.compared:  # "2025 invoices paid after their due date": no period of payment
                continue
            if column is not None and self.catalog.is_date(column) and not self.negated(link, consume=False) and (
                    column.table == base or self.catalog.join_path(base, column.table) is not None):
                self.roles.used.add(link.start)  # (not "leave out refunded sales": refunded_on dates nothing)
                return column
        dated = [t for t in preferred if t != base and any(self.catalog.is_date(c) for c in self.catalog.columns(t))]
        children = self._dated_children(base)
        below = [t for t in preferred if any(not s.up and s.table in children
                                             for s in self.catalog.join_path(base, t) or [])]
        compared = {(l.table, l.column) for l in self.roles.links if l.start in self.compared}
        received = any(t.lower in MONEY_RECEIVED for t in self.reading.tokens)  # takings: the day money came in
        payments = any(t.lower in PAYMENTS for t in self.reading.tokens)  # "card payments in October": the day paid
        for table in dict.fromkeys([*self._possessed(before), *self._qualified(base, before),
                                    *self._child_event(base, before, children), base,
                                    *self._header(base), *self._extended(base), *preferred]):
            found = [c for c in self.catalog.columns(table)
                     if self.catalog.is_date(c) and (c.table, c.name) not in compared]
            if len(alive := [c for c in found if not self._birth(c)]) == 1:  # JoinDate beside DateOfBirth
                found = alive
            if found and self._header(table) and self._dated_by_verb(found) is None \
                    and all(any(forms & UNDONE_WORDS for forms in c.words) for c in found):
                continue  # an order line's ``returned_on``: its sale's own date is the line's
            if len(found) == 1 and table == base and below:  # "customers who shopped at Hillview in 2024": when
                raise CannotAnswer(f"the period could date {base} or what they did there")  # they joined, or shopped?
            if len(found) == 1 and (flag := self._flag_dated(before, table)) is not None \
                    and not set(stems_of(found[0].words[0])) & set(stems_of(flag.words[0])):
                raise CannotAnswer(f"the period dates what {flag.name} says, and {table} keeps no date of it")
            if len(found) == 1:
                return found[0]
            required = [c for c in found if c.not_null]
            ending = any(t.lower.startswith(ENDING_STEMS) and t.i not in set(self.reading.negations)
                         | self.reading.phrases for t in self.reading.tokens) \
                and any(not c.not_null or ends_something(c) or any(forms & UNDONE_WORDS for forms in c.words)
                        for c in found)  # ("leaving out void invoices" is no ending; "appointments cancelled in
            # 2024" where every date is required, none the day of the cancelling, are those of 2024)
            paid = payments and any(any(forms & PAID_WORDS for forms in c.words) for c in found)
            if len(required) == 1 and not dated and not ending and not paid:
                return required[0]  # the date every row has (hired, launched), unless the question is about an end
            if len(found) > 1 and (chosen := self._dated_by_verb(found)
                                   or self._event_date(found, ending, received, payments, self.reading.said)
                                   or self._own_date(table, found)):
                return chosen
            if found:
                raise CannotAnswer(f"{table} has several dates ({', '.join(c.name for c in found[:4])}) and the "
                                   f"question does not say which one")
        if unread := [t for t in self._header(base) if t not in self.catalog.tables]:  # the lines of a sale not
            raise NoJoinPath(base, unread)  # yet read: their date is the sale's
        raise CannotAnswer(f"no date column in {base} to apply the period to")

    def _possessed(self, at: int | None) -> list[str]:
        """"This year's concerts", "2024's bookings": the table a period said in the possessive owns, dated by it."""
        tokens = self.reading.tokens
        period = self._period_at(at)
        if period is None or not tokens[period.last].possessive:
            return []
        return [l.table for l in self.roles.links if l.kind == "table" and l.start == period.last + 1][:1]

    def _period_at(self, at: int | None) -> DateRange | None:
        """The period the question says at token ``at``."""
        return next((d for d in self.reading.dates if d.first == at), None)

    def _qualified(self, base: str, at: int | None) -> list[str]:
        """"Bookings for events in 2025": the table named just before the period ("events", then "in") is what it
        dates, when that table is one the counted rows belong to (a parent, up the foreign keys from ``base``) and
        has a date of its own (``event_dt``; not "at the branch in July", whose ``opened_date`` dates no shift)."""
        tokens = self.reading.tokens
        period = self._period_at(at)
        if period is None or period.relative or not period.first \
                or tokens[period.first - 1].lower not in PERIOD_PREPOSITIONS:
            return []
        named = [l.table for l in self.roles.links if l.kind == "table" and l.end == period.first - 1
                 and l.table != base]
        path = self.catalog.join_path(base, named[0]) if named else None
        dates = [c for c in self.catalog.columns(named[0]) if self.catalog.is_date(c)] if named else []
        return named[:1] if path and all(s.up for s in path) and self._own_date(named[0], dates) else []

    def _birth(self, column: Column) -> bool:
        """A date of birth, which a period ("new members in 2024") never dates unless the question says born."""
        return is_birth_date(column) and not any(t.forms & BIRTH_TAGS for t in self.reading.tokens)

    def _child_event(self, base: str, before: int | None, children: dict[str, int]) -> list[str]:
        """"customers who ordered in 2024", "owners with stays in 2023": the period dates the child rows named
        last before it (the event), not the counted rows' own date (when a customer joined); ``children``: base's
        dated children (``_dated_children``)."""
        named = [l for l in self.roles.links if l.kind == "table" and before is not None and l.end <= before]
        if named and named[-1].table != base:
            return [named[-1].table] if named[-1].table in children else []
        if self.reading.ids:  # a cohort follows what the rows did, never their own date: the nearest dated child
            nearest = {t: self.catalog.columns(t) for t in children if children[t] == min(children.values())}
            found = main_child(base, getattr(self.catalog.key(base), "name", None), nearest)
            return [found] if found else []
        return []

    def event(self, base: str) -> str | None:
        """What the rows of ``base`` did, for a cohort: the table a period dates, else the nearest dated child."""
        dated = sorted(self.dated - {base})
        found = dated or self._child_event(base, None, self._dated_children(base))
        return found[0] if len(found) == 1 else None

    def _dated_children(self, base: str) -> dict[str, int]:
        """Tables below ``base`` (reached down foreign keys only) that hold a date, with their distance."""
        found = {}
        for table in self.catalog.tables:
            path = self.catalog.join_path(base, table) if table != base else None
            dated = any(self.catalog.is_date(c) for c in self.catalog.columns(table))
            if path and dated and not any(s.up for s in path):
                found[table] = len(path)
        return found

    def _dated_by_verb(self, found: list[Column]) -> Column | None:
        """The one date whose name the question says, link or not: "invoices we issued in 2024" -> issued_on; every
        word of it ("passed their driving test" does not name theory_passed_on)."""
        negated = {i for p in self.reading.negations for i in range(p + 1, p + NEGATION_REACH + 1)}
        said = [c for c in found if c.words and all(any(forms & t.forms for t in self.reading.tokens
                                                        if t.i not in negated)  # not "leave out refunded sales"
                                                    for forms in c.words)]
        return said[0] if len(said) == 1 else None

    @staticmethod
    def _event_date(found: list[Column], ending: bool, received: bool, payments: bool, said: frozenset[str]
                    ) -> Column | None:
        """Of an event date and deadlines or the day it was undone (issued_on, due_on, cancelled_on), the event's; of
        the date a booking was made and the date booked (booked_at, slot_start), the one booked; of the date a row was
        opened and the date it was settled (ordered_on, delivered_on), the opening one, unless the question is about
        money ``received``, and the day paid where it is about ``payments`` (paid_date); of those and a delivery, the
        one the question says (``said``: its words' forms; "delivered", "paid"); of its start and its end (starts_at,
        ends_at), its start: unless the question is about an end. The day a row was written (created_ts) dates nothing
        beside a date of the event (one that did not follow its opening); the latest of something (last_visit) nothing
        when the question is about rows joining ("new customers in 2025", ``said``)."""
        def named(column: Column, words: frozenset[str]) -> bool:
            return any(forms & words for forms in column.words)

        events = [c for c in found if not named(c, DEADLINE_WORDS | UNDONE_WORDS)]
        if said & JOINING_WORDS:
            events = [c for c in events if not named(c, LATEST_WORDS)] or events
        kept = [c for c in events if not named(c, RECORDED_WORDS)]
        if any(not named(c, AFTERWARDS) for c in kept):  # (orders' created_at, shipped_at: the order was made
            events = kept  # when created)
        booked = [c for c in events if named(c, BOOKED_WORDS)]
        events = [c for c in events if c not in booked] if len(booked) < len(events) else events
        if said & (AFTERWARDS | SETTLING_VERBS):  # "orders delivered in June": delivery_date
            after = [c for c in events if named(c, AFTERWARDS)]
            events = after if 0 < len(after) < len(events) else events
        settled = [c for c in events if named(c, SETTLED_WORDS)]
        paid = [c for c in events if named(c, PAID_WORDS)]
        if payments and paid and len(paid) < len(events):  # payments: the day they were made
            events = paid
        elif settled and len(settled) < len(events) and not received:
            events = [c for c in events if c not in settled]
        covered = [c for c in events if named(c, BILLED_PERIODS)]  # an invoice's ``billing_month`` beside the day it
        if len(covered) == 1 and len(events) == 2 and not ending:  # was issued: the period it bills is its period
            return covered[0]
        if len(events) == 2 and not ending:  # (the name's own parts too: "in" of check_in is no word to link)
            def said(c: Column, parts: frozenset[str]) -> bool:
                return named(c, parts) or bool(set(split_identifier(c.name.lower())) & parts)
            events = [c for c in events if said(c, START_PARTS)] \
                if any(said(c, SPAN_ENDS) for c in events) else events
        return events[0] if len(events) == 1 and not ending else None

    @staticmethod
    def _own_date(table: str, found: list[Column]) -> Column | None:
        """The date named after its table, the row's own event: ``orders.order_date`` over ``delivery_date``."""
        noun = singular(split_identifier(table)[-1]) if split_identifier(table) else ""
        own = [c for c in found if any(noun in forms for forms in c.words)]
        return own[0] if len(own) == 1 else None

    def _extended(self, table: str) -> list[str]:
        """The table whose rows ``table`` extends one for one (its primary key is a foreign key there: a game's
        result kept beside its booking), whose date is its date."""
        key = self.catalog.key(table)
        parent = key.references.split(".")[0] if key is not None and key.references else None
        return [parent] if parent in self.catalog.tables and parent != table else []

    def _header(self, table: str) -> list[str]:
        """The parent a line-item table belongs to, whose date is its date: ``sale_items`` -> ``sales``."""
        return [s.table for s in self.catalog.edges().get(table, []) if s.up and heads(s.table, table)]

    def comparisons(self, numeric: list[tuple[Link, Column]]) -> None:
        """"priced over 100" -> price > 100: the numeric column nearest the comparison."""
        for comparison in self.reading.comparisons:
            column = self._compared(comparison, numeric)
            if column is None or comparison.at in self.used_comparisons:  # (a total's threshold: entities_having)
                continue
            if column[1].rate:  # each row's 100 or 0: a rate compares groups of rows (entities_having)
                raise CannotAnswer(f"it compares the {column[1].name}, and I could not tell of which groups")
            self.where.append(f"{column[1].sql} {comparison.op} {sql_number(comparison.value)}")
            self.tables.add(column[1].table)
            self.roles.used.add(column[0].start)
            self.used_comparisons.add(comparison.at)

        compared = {c.at for c in self.reading.comparisons}
        for link, column in numeric:  # "five-star reviews", "rooms with 2 beds": the number the column holds
            number = counted_number(self.reading.tokens, link, column)
            if number is not None and number.i not in compared | self.reading.grammar \
                    and link.start not in self.roles.used:
                self.where.append(f"{column.sql} = {sql_number(number.number)}")
                self.tables.add(column.table)
                self.roles.used.add(link.start)

    @staticmethod
    def _compared(comparison: Comparison, numeric: list[tuple[Link, Column]]) -> tuple[Link, Column] | None:
        near = [(abs(link.start - comparison.at), link, column) for link, column in numeric
                if link.end <= comparison.start and comparison.start - link.end <= COMPARISON_REACH
                or link.start > comparison.at and link.start - comparison.at <= COMPARISON_REACH]
        if not near:
            return None
        _, link, column = min(near, key=lambda x: x[0])
        return link, column

    def above_average(self, measure: Column) -> None:
        op = ">" if any(t.lower in ("above", "more", "higher", "greater", "over", "exceeds", "exceed", "exceeding",
                                    "beat", "beats") for t in self.reading.tokens) else "<"
        self.where.append(f"{measure.sql} {op} (SELECT AVG({measure.sql}) FROM {quote(measure.table)})")
        self.tables.add(measure.table)


def _code_for(value: str, words: frozenset[str]) -> bool:
    """A short upper-case code that begins one of ``words`` ('COMP' for "completed", 'ACT' for "active")."""
    return 3 <= len(value) <= 5 and value.isalpha() and value.isupper() and any(
        w.startswith(value.lower()) for w in words)


def counted_number(tokens: list[Token], link: Link, column: Column | None) -> Token | None:
    """The whole number said right before a column of whole numbers that counts something ("5 stars", "five-star",
    "2 bedrooms"): the value its rows hold; None for money, keys and anything else."""
    if column is None or link.kind != "column" or column.kind not in ("number", "quantity") or link.start == 0 \
            or "INT" not in column.type.upper():
        return None
    number = tokens[link.start - 1]
    return number if number.number is not None and float(number.number).is_integer() else None


def sql_number(value: float) -> str:
    """A number as an SQL literal: 3, not 3.0."""
    return str(int(value)) if float(value).is_integer() else repr(value)
