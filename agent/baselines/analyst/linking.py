"""Schema linking: question words tied to tables, columns and stored values.

Tables are linked from their names before anything is read (and from a verb naming those who do it: "teach" ->
``teachers``, weakly); columns, the listed values of category columns and "Year 7"-style numbered values once a
table is read (names and codes found by the lookup query come from lookup.py). A stored value meets the same word
or its stem ("cancellations" ~ 'Cancelled'), never a grammar word's stem ("missing" is not 'Miss') nor a verb
for its doer ("teach" is not 'Teacher'); its words may also be said apart ("paid only part of" ~ 'Part Paid'), and
an idiom of how an event turned out names the one value that says it ("went ahead" ~ 'Completed'); a value or a
yes/no column before "rate" names the share of rows it marks ("the no-show rate", ``link_rates``), and a number
before a table that has that many rows only restates it ("all three sites", ``restated_counts``). A link covers
a span of tokens and has a score: 1.0 when every word of the identifier is in the question, less when only its
head word is, or only through a business synonym. The owner's words from the database's glossary, when the first
observation lists them, link like names (1.0). Question words that no link covers and that are not grammar are
``unknown_words`` — the policy abstains on them rather than guess.

    links = link_schema(tokens, catalog)          # tables + columns + category values + numbered values
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from envs.words import expand, fold_accents, human_words, lemma, split_identifier

from agent.baselines.analyst.catalog import (DURATION_UNITS, END_PARTS, START_PARTS, Catalog, Column, name_words,
                                             on_offer, staff_table, unprefixed)
from agent.baselines.analyst.measures import bought_in, holds_stock
from agent.baselines.analyst.vocabulary import (
    ASC_WORDS, BASKET_TAG, CLIENT_TAG, DESC_WORDS, FILLER_WORDS, IRREGULAR_PAST, MONTHS, PARTICLES, PEOPLE_WORDS,
    SELLING, SHAPE_WORDS, SOFT_WORDS, STOPWORDS, SYNONYM_TAGS, Token, exact_word, money_word, same_word, stems_of,
    tokenize, word_forms)

LEAVERS = frozenset({"leaver", "leavers"})  # people who went: an end date of theirs ...
# ... and those who "have left", "haven't left" (not the days of "leave" they take, nor how many places are "left")
RECORD_HEADS = frozenset({"ticket", "tickets", "log", "logs", "record", "records", "history", "register"})
RECORD_SCORE = 0.9  # "sales" for ``sales_tickets``: the word, though not the name's head (above a synonym's head)
COMPARED_AFTER = frozenset({"more", "less", "over", "under", "above", "below", "between", "at"})  # "cost more than"
HAVE_LEFT = frozenset({"have", "has", "had", "who", "that", "already", "since", "recently", "just", "not"})
SYNONYM_DISCOUNT = 0.85  # a word met only through a synonym group counts a little less than the word itself
GENERIC_SCORE = 0.4  # a label column named by its generic word ("code", "name") in a list of columns
MENTION_SCORE = 0.3  # a modifier of a column's name ("loyalty" of loyalty_tier): explains a word, plays no part
DATE_WORDS = frozenset({"date", "time", "day", "timestamp"})  # a date column's name may leave these unsaid
VOWELS = frozenset("aeiou")  # what an old system's short names drop (``tch``, ``crs``)
UNIT_SUFFIXES = frozenset({"sqm", "sqft", "m2", "ft2", "gbp", "usd", "eur", "years", "yrs"})  # "floor_area_sqm" is an
# area, "age_years" an age
# Words of a length of time in a column's name, and the unit each names ("how long ... in minutes")
TIME_UNITS = {"minute": "minute", "minutes": "minute", "min": "minute", "mins": "minute", "hour": "hour",
              "hours": "hour", "hrs": "hour", "day": "day", "days": "day", "night": "day", "nights": "day"}
LENGTH_OF_TIME = frozenset(TIME_UNITS) | {"duration", "durations", "length", "time"}
SCATTER_GAP = 2  # other words allowed between the words of a stored value said apart ("paid only part of")
NOTE_SCORE = 0.5  # a word explained only by a compound table name or a comment in the schema (link_leftovers)
WORK_VERBS = frozenset({"work", "works", "working", "worked", "employ", "employed", "employs"})  # people who do: staff
ONE_PERSON = frozenset({"person", "someone", "anyone"})  # one of the people said to work here
# A price per unit's words ("a night": ``nightly_rate``, link_unit_prices)
UNIT_ADJECTIVES = {"night": "nightly", "hour": "hourly", "day": "daily", "week": "weekly", "kg": "kg", "kilo": "kilo"}
WAGE_NOUNS = frozenset({"wage", "wages", "payroll"})  # pay for hours worked (link_wages) ...
PAY_WORDS = frozenset({"pay", "earn", "earned", "earns"})  # ... or pay said with a rate ("at their hourly rates")
WAGE_COST = frozenset({"cost", "costs"})  # "what wages cost us": the wages themselves
# "on the lowest wage", "earns the highest wage", "the average wage": a person's rate of pay, not pay added up
RATE_AS_WAGE = re.compile(r"\b(on|earns?|earning|gets?|paid) (the|a|an|their|her|his) (\w+ )?wages?\b|"
                          r"\b(\w+est|minimum|maximum|average|mean|hourly|living) wages?\b")
JOIN_VERBS = frozenset({"join", "joins", "joined", "joining"})  # "the newest person to join the team": staff
EMPLOYEE_TAGS = frozenset(SYNONYM_TAGS["employee"])  # "staff", "employees", "workers": the group's tag
TAKE_VERBS = frozenset({"take", "takes", "took"})  # what a shop takes is its takings
CUSTOMER_SPENDING = frozenset({"spend", "spent", "spends", "spending"})  # what customers spend is what we take
WORKFORCE_REACH = 4  # tokens from "people" to the verb: "people currently work", "people do we employ"
AGENT_SCORE = 0.45  # a verb naming the table of those who do it: it explains the verb once the table is read
# for another reason, and is never the reason to read one (below MIN_TABLE_SCORE)
EVENT_SCORE = 0.6  # a verb of starting / ending tied to a date: below a column named outright
EVENT_REACH = 3  # tokens from the verb to the period it dates ("ended in February 2023")
START_VERBS = frozenset({"start", "started", "starts", "starting", "began", "begin", "begins", "beginning", "commenced",
                         "arrived", "arriving"})
END_VERBS = frozenset({"end", "ended", "ends", "ending", "finished", "finishing", "departed", "departing"})
SEX_CODES = {"F": frozenset({"female", "females", "woman", "women", "girl", "girls"}),
             "M": frozenset({"male", "males", "man", "men", "boy", "boys"}),
             "X": frozenset(), "U": frozenset(), "O": frozenset()}  # a column holding only such codes: sex / gender
AGENT_ENDINGS = ("er", "ers", "or", "ors")  # 'Teacher' / "teach": a person who does it is not the doing
# Idioms for how an event turned out, and the first word of the stored values that say it ("went ahead" of a
# performance is 'Performed', of an appointment 'Attended'); "going ahead" is still to come, so it is not here.
OUTCOME_IDIOMS = {("went", "ahead"): "happened", ("gone", "ahead"): "happened", ("took", "place"): "happened",
                  ("call", "off"): "cancelled", ("called", "off"): "cancelled", ("turned", "away"): "refused",
                  ("turn", "away"): "refused", ("on", "hold"): "paused",
                  **{(*neg, verb, "up"): "missed" for neg in (("not",), ("never",), ("failed", "to"))
                     for verb in ("turn", "turned", "show", "showed", "shown")}}  # "didn't turn up": a 'No-show'
OUTCOME_VALUES = {"happened": frozenset({"completed", "complete", "performed", "attended", "held", "done", "played",
                                         "ran", "happened", "took"}),
                  "cancelled": frozenset({"cancelled", "canceled", "called"}),
                  "refused": frozenset({"denied", "refused", "rejected", "declined", "turned"}),
                  "paused": frozenset({"paused", "suspended", "frozen", "on"}),  # 'On Hold' too
                  "missed": frozenset({"noshow", "dna", "didnotattend", "missed", "absent"})}  # (whole values)
LABEL_PARTS = frozenset({"name", "code", "title", "number", "no", "num", "id", "label", "ref"})  # a row's label


@dataclass(frozen=True)
class Link:
    """A span of question tokens tied to a table, a column or a stored value."""

    kind: str  # "table", "column", "value", or "mention" (a column's modifier word: must be in the query)
    table: str
    start: int
    end: int  # exclusive
    score: float
    column: str | None = None
    value: object = None  # the stored value, for value links
    expr: str | None = None  # SQL expression holding the value (a column, or first || ' ' || last)

    @property
    def span(self) -> range:
        return range(self.start, self.end)


def linkable(token: Token) -> bool:
    """A word a name may link; also the code of "e-bike" where it is also written as one word (``is_ebike``)."""
    return (token.is_word or token.literal and len(token.forms) > 1) and token.lower not in STOPWORDS \
        and token.lower not in SHAPE_WORDS


def _head(words: tuple[frozenset[str], ...]) -> int:
    """Index of the identifier's head: its last word that is not a particle, a date word or a unit ("check_out" ->
    check, "discontinued_date" -> discontinued, "floor_area_sqm" -> area)."""
    for k in range(len(words) - 1, -1, -1):
        if not words[k] <= STOPWORDS and words[k].isdisjoint(DATE_WORDS) and words[k].isdisjoint(UNIT_SUFFIXES):
            return k
    return len(words) - 1


def match_words(words: tuple[frozenset[str], ...], tokens: list[Token]) -> list[tuple[int, int, float]]:
    """(start, end, score) of each place the identifier's head word occurs, extended to its neighbours."""
    head = _head(words)
    found = []
    for token in tokens:
        if not linkable(token):
            continue
        if same_word(words[head], token.forms):
            exact = exact_word(words[head], token.forms)
        elif _abbreviates(words[head], token):
            exact = False
        else:
            continue
        matched, start, end = 1, token.i, token.i + 1
        w, j = head - 1, token.i - 1
        while w >= 0 and j >= 0:
            other = tokens[j]
            if other.is_word and same_word(words[w], other.forms):  # modifiers met through synonyms too
                exact = exact and exact_word(words[w], other.forms)
                matched, start, w = matched + 1, j, w - 1
            elif other.lower not in STOPWORDS or j < token.i - 2:
                break
            j -= 1
        w, j = head + 1, token.i + 1
        while w < len(words) and j < len(tokens) and tokens[j].is_word and same_word(words[w], tokens[j].forms):
            matched, end, w, j = matched + 1, j + 1, w + 1, j + 1
        if matched < len(words):  # "date of birth": the modifier after the head
            j = end
            while j < len(tokens) and j <= token.i + 3 and w >= 0:
                rest = [k for k in range(head) if same_word(words[k], tokens[j].forms)]
                if not rest:
                    break
                matched, end, j = matched + 1, j + 1, j + 1
        if end < len(tokens) and tokens[end].hyphened and tokens[end].lower in PARTICLES \
                and not same_word(words[head], word_forms(token.lower)):  # "call-outs" for ``callout``
            end += 1
        score = min(1.0, matched / len(words)) * (1.0 if exact else SYNONYM_DISCOUNT)
        found.append((start, end, score))
    return found


def _abbreviates(forms: frozenset[str], token: Token) -> bool:
    """A short identifier word that starts a longer question word (``ext`` -> "extension", ``cat`` -> "category"),
    or starts its first letter and consonants, as old systems cut names (``tch`` -> "teachers", ``crs`` -> "course",
    ``exm`` -> "exam"; not ``crs`` -> "customers")."""
    word = token.lower
    consonants = word[:1] + "".join(c for c in word[1:] if c not in VOWELS)
    return any(3 <= len(f) <= 4 and f.isalpha() and (len(word) >= 6 and word.startswith(f)
                                                     or len(word) > len(f) and consonants.startswith(f))
               for f in forms)


def match_modifiers(words: tuple[frozenset[str], ...], tokens: list[Token]) -> list[tuple[int, int, float]]:
    """Question words equal to a non-head word of an identifier ("loyalty" for ``loyalty_tier``)."""
    head = _head(words)
    return [(t.i, t.i + 1, MENTION_SCORE) for t in tokens if linkable(t)
            for k, w in enumerate(words) if k != head and exact_word(w, t.forms)]


def link_tables(tokens: list[Token], table_names: list[str]) -> list[Link]:
    """Tables by their names' words; a verb also names the table of those who do it ("teach" -> ``teachers``,
    "borrowed" -> ``borrowers``), with a lower score."""
    links = []
    for table in table_names:
        words = name_words(table)
        if words:
            links += [Link("table", table, s, e, score) for s, e, score in match_words(words, tokens)]
    named = {i for link in links for i in link.span}
    for table in table_names:  # ``sales_tickets``, ``order_log``: the rows are the sales the modifier names
        words = name_words(table)  # (not ``petty_cash_log``'s cash, nor "sell" for the tickets: their lines say it)
        modifier = words[_head(words) - 1] if len(words) > 1 and words[_head(words)] & RECORD_HEADS else frozenset()
        links += [Link("table", table, t.i, t.i + 1, RECORD_SCORE) for t in tokens
                  if BASKET_TAG in modifier and linkable(t) and t.lower not in SELLING and same_word(modifier, t.forms)]
    named = {i for link in links for i in link.span}
    for table in table_names:
        words = name_words(table)
        head = words[_head(words)] if words else frozenset()
        links += [Link("table", table, t.i, t.i + 1, AGENT_SCORE) for t in tokens
                  if t.i not in named and linkable(t) and len(t.lower) > 3 and not head.isdisjoint(_agents(t))
                  and not {t.lower, lemma(t.lower)} & (FILLER_WORDS | SOFT_WORDS)]  # "work" needs no workers
    return links + _workforce(tokens, table_names)


def _workforce(tokens: list[Token], table_names: list[str], staff: list[str] | None = None) -> list[Link]:
    """"How many people work for us", "folks we employ", "which member of staff": people said to work here are the
    rows of the table of employees (``staff``, ``employees``: a name of the employee synonym group), from the people
    word to the verb (or to the team they joined); a member of staff or of the team is one of them, not a member (a
    client)."""
    def works_here(token: Token) -> bool:
        return token.lower == "team" or not EMPLOYEE_TAGS.isdisjoint(token.forms)

    def joins_team(token: Token) -> int | None:  # "to join the team": the end of the phrase
        rest = [t for t in tokens[token.i + 1:token.i + 3] if t.lower not in ("the", "our")]
        return rest[0].i + 1 if token.lower in JOIN_VERBS and rest and works_here(rest[0]) else None

    staff = staff if staff is not None else [t for t in table_names if (words := name_words(t))
                                             and not words[_head(words)].isdisjoint(EMPLOYEE_TAGS)]
    members = [t for t in table_names if (words := name_words(t)) and {"member", "members"} & words[_head(words)]
               and any(not w.isdisjoint(EMPLOYEE_TAGS) for w in words[:_head(words)])]  # ``staff_members``: "staff"
    links = [Link("table", table, t.i, t.i + 1, 1.0) for t in tokens if not EMPLOYEE_TAGS.isdisjoint(t.forms)
             for table in members]
    staff += members
    spans = []
    for token in tokens:
        if token.lower in PEOPLE_WORDS | ONE_PERSON | {"who"}:
            verb = next((t for t in tokens[token.i + 1:token.i + 1 + WORKFORCE_REACH]
                         if t.lower in WORK_VERBS or joins_team(t)), None)
            whom = 0
            if verb is not None and token.lower == "who":  # "who used to work here", "who is still working for
                after = [t.lower for t in tokens[verb.i + 1:verb.i + 3]]  # us": "here" says for whom
                whom = 1 if after[:1] == ["here"] else 2 if after == ["for", "us"] else 0
                verb = verb if whom else None
            if verb is not None:  # (the asking "who" stays the question's: the rows to list)
                spans.append((verb.i, verb.i + 1 + whom) if token.lower == "who" else
                             (token.i, joins_team(verb) or verb.i + 1))
        elif token.lower in ("member", "members"):
            after = [t for t in tokens[token.i + 1:token.i + 4] if t.lower not in ("of", "the", "our")]
            if tokens[token.i + 1:token.i + 2] and tokens[token.i + 1].lower == "of" and after and works_here(after[0]):
                spans.append((token.i, after[0].i + 1))  # "a member of (the) staff"
            elif token.i and works_here(tokens[token.i - 1]):
                spans.append((token.i - 1, token.i + 1))  # "staff member", "team members"
    return links + [Link("table", table, start, end, 1.0) for start, end in spans for table in staff]


def _agents(token: Token) -> set[str]:
    """Who does what a verb says: "teach" -> teacher, "manages" -> manager, "borrowed" -> borrower."""
    base = lemma(token.lower)
    return {base + "er", base + "r", base + "or"} if base.isalpha() and not base.endswith(("er", "or")) else set()


def column_words(column: Column) -> tuple[frozenset[str], ...]:
    """The column's own words, its table's words dropped: "plan_name" in plans names the plan (nothing left),
    "store_code" is the store's code; "reported_at" in damage_report keeps its word."""
    table_words = name_words(column.table)
    own = tuple(w for w in column.words if not any(exact_word(w, t) for t in table_words))
    if own:
        return own
    labelled = set(split_identifier(column.name)) & LABEL_PARTS
    return () if labelled or column.kind in ("text", "key") else column.words


def link_columns(tokens: list[Token], catalog: Catalog) -> list[Link]:
    links = []
    for column in catalog.columns():
        if column.kind == "key":  # a foreign key's role word ("parent" of parent_id) explains a join
            role = tuple(w for w in column.words if not any(exact_word(w, t) for t in name_words(column.table)))
            if column.references and role and role != name_words(column.references.partition(".")[0]):
                for s, e, _ in match_words(role, tokens):
                    if not (e - s == 1 and tokens[s].lower in TAKE_VERBS):  # (not ``taken_by``: money taken)
                        links.append(Link("mention", column.table, s, e, MENTION_SCORE, column.name))
            continue
        words = column_words(column)
        label = catalog.label(column.table)
        if not words:  # "plan_name" in plans: its own word ("code", "name") when a list asks for it
            parts = set(split_identifier(column.name)) & LABEL_PARTS
            links += [Link("column", column.table, t.i, t.i + 1, GENERIC_SCORE, column.name) for t in tokens
                      if t.lower in parts or lemma(t.lower) in parts]
            continue
        if label and label[0] == column.sql:  # "companies" for the label company_name: the rows themselves
            links += [Link("table", column.table, s, e, score * SYNONYM_DISCOUNT)
                      for s, e, score in match_words(words, tokens)]
            continue
        trailing = set(split_identifier(column.name)) | set(human_words(column.name).lower().split())
        if catalog.is_date(column):
            trailing |= DATE_WORDS
        table_words = name_words(column.table)
        bare_date = len(words) < len(column.words) and all(w & DATE_WORDS for w in words)
        for s, e, score in match_words(words, tokens):
            if score < 1 and _customers_spend(tokens, s):  # not the cost of "cost_price" (an expense's synonym)
                continue
            if score < 1 and e - s == 1 and tokens[s].lower in TAKE_VERBS:  # "how much did each shop take": money
                continue  # taken, not ``deposit_taken`` (a question's "deposit taken" still names it)
            if score < 1 and on_offer(column):  # "the priciest thing on the menu": no ``on_menu`` through a
                continue  # synonym ("on sale" still names ``on_sale``)
            if score < 1 and tokens[s].lower in SELLING and bought_in(column.table):  # "sold": not when purchases
                continue  # were ``ordered_on``
            if catalog.is_date(column) and tokens[s].lower in SELLING and s and tokens[s - 1].lower in \
                    DESC_WORDS | ASC_WORDS:  # "our best-selling cake": units sold, not the day ``sold_at``
                continue
            if s > 0 and len(words) < len(column.words) and any(
                    exact_word(w, tokens[s - 1].forms) for w in table_words):  # "breed group" for breed_group
                s -= 1
            elif bare_date:  # stay_services.service_date is a "service date", not any "date"
                continue
            links.append(Link("column", column.table, s, _absorb(tokens, e, trailing), score, column.name))
        for s, e, score in match_modifiers(words, tokens):
            links.append(Link("mention", column.table, s, e, score, column.name))
    return links


def _customers_spend(tokens: list[Token], at: int) -> bool:
    """"What trade customers spend", "clients who spent", "our biggest-spending (loyalty) customer", "which customer
    ..., and how much did they spend": money the customers spend, which we take."""
    def client(near: list[Token]) -> bool:
        return any(CLIENT_TAG in t.forms for t in near)
    return tokens[at].lower in CUSTOMER_SPENDING and (client(tokens[max(0, at - 3):at] + tokens[at + 1:at + 3]) or (
        at > 0 and tokens[at - 1].lower in ("they", "he", "she") and client(tokens[:at])))


def _absorb(tokens: list[Token], end: int, trailing: set[str]) -> int:
    """Extend a column's span over the identifier's leftover parts: "weight in kg", "registered date",
    "check-ins" for ``check_in``."""
    if end < len(tokens) and tokens[end].forms & trailing:
        return end + 1
    j = end
    while j < len(tokens) and tokens[j].lower in ("in", "of"):
        j += 1
    if j < len(tokens) and tokens[j].forms & trailing:
        return j + 1
    return end


def value_words(value: str) -> list[tuple[str, frozenset[str]]]:
    """Each word of a stored value with the forms a question word may meet it in (stems included); accents
    folded ('Café' is "cafe", not "caf")."""
    parts = [p for p in re.split(r"[^0-9a-z]+", fold_accents(str(value).lower())) if p]
    return [(p, stems_of(word_forms(p)) if p.isalpha() else frozenset({p})) for p in parts]


def link_category_values(tokens: list[Token], catalog: Catalog) -> list[Link]:
    """Question phrases equal to a listed value of a category column ('Cancelled' for "cancellations")."""
    links = []
    for column in catalog.columns():
        for value in column.values:
            words = value_words(value)
            for token in tokens:
                if token.quoted and token.lower == str(value).lower():
                    links.append(Link("value", column.table, token.i, token.i + 1, 1.0, column.name, value,
                                      column.sql))
            if str(value) in SEX_CODES and set(map(str, column.values)) <= set(SEX_CODES):  # 'F' for "female"
                links += [Link("value", column.table, t.i, t.i + 1, 1.0, column.name, value, column.sql)
                          for t in tokens if t.lower in SEX_CODES[str(value)]]
            if len(value) == 1:  # "grade B": a one-letter value only as written, right after its column's name
                links += [Link("value", column.table, t.i, t.i + 1, 1.0, column.name, value, column.sql)
                          for t in tokens if t.text == value and t.i >= 1 and any(
                              same_word(w, tokens[k].forms) for w in column.words for k in range(max(0, t.i - 3), t.i))]
                continue
            if not words or len(words) == 1 and word_forms(words[0][0]) & (STOPWORDS | SHAPE_WORDS):  # 'Other'; not
                continue  # 'No-show', nor 'Frome' (whose crude stem is "from")
            for token in tokens:
                end = token.i + len(words)
                if end > len(tokens):
                    continue
                span = tokens[token.i:end]
                if all(_meets(w, t) for w, t in zip(words, span)):
                    links.append(Link("value", column.table, token.i, end, 1.0, column.name, value, column.sql))
            links += _link_scattered_value(tokens, column, value, words)
        links += _link_dated_values(tokens, column)
    return links


def _link_scattered_value(tokens: list[Token], column: Column, value: str,
                          words: list[tuple[str, frozenset[str]]]) -> list[Link]:
    """A value of two or three content words said apart or in another order: "paid only part of" -> 'Part Paid'.
    Every word met once, the span no longer than the words and SCATTER_GAP others; its longer span wins over a
    shorter value inside it ('Paid')."""
    if not 2 <= len(words) <= 3 or any(w in STOPWORDS | SHAPE_WORDS for w, _ in words):
        return []  # 'Checked In' is not "checked out in"
    places = [[t.i for t in tokens if _meets(w, t)] for w in words]
    if any(not p for p in places):
        return []
    links = []
    for first in places[0]:
        chosen = [min(p, key=lambda i: abs(i - first)) for p in places]
        start, end = min(chosen), max(chosen) + 1
        contiguous = chosen == list(range(start, end))
        if len(set(chosen)) == len(chosen) and not contiguous and end - start <= len(words) + SCATTER_GAP:
            links.append(Link("value", column.table, start, end, 1.0, column.name, value, column.sql))
    return links


def _link_dated_values(tokens: list[Token], column: Column) -> list[Link]:
    """"the spring term" -> 'Spring 2025': a value of one word and a number, named by its word alone when no
    other value of the column has that word."""
    named: dict[str, list[str]] = {}
    for value in column.values:
        words = value_words(value)
        alpha = [w for w in words if w[0].isalpha()]
        if len(alpha) == 1 and len(words) > 1 and all(w[0].isdigit() for w in words if w not in alpha):
            named.setdefault(alpha[0][0], []).append(value)
    links = []
    for word, values in named.items():
        if len(values) != 1:
            continue
        links += [Link("value", column.table, t.i, t.i + 1, 1.0, column.name, values[0], column.sql)
                  for t in tokens if t.is_word and not t.quoted and t.lower == word
                  and not (t.i + 1 < len(tokens) and tokens[t.i + 1].number is not None)]  # "Spring 2024" as written
    return links


def link_numbered(tokens: list[Token], catalog: Catalog) -> list[Link]:
    """"Year 7", "floor 1": a word of an integer column's name followed by a whole number is an equality."""
    links = []
    for column in catalog.columns():
        if column.kind not in ("number", "quantity") or "INT" not in column.type.upper():
            continue
        for token in tokens[:-1]:
            nxt = tokens[token.i + 1]
            if token.is_word and nxt.number is not None and nxt.number.is_integer() and nxt.lower.isdigit() \
                    and len(nxt.lower) < 4 and any(exact_word(w, token.forms) for w in column.words):
                links.append(Link("value", column.table, token.i, token.i + 2, 1.0, column.name,
                                  int(nxt.number), column.sql))
    return links


def _meets(value_word: tuple[str, frozenset[str]], token: Token) -> bool:
    """A question word meets a stored value's word: the same word, or the same stem ("cancellations" meets
    'Cancelled', "bathing" 'Bath') — but a grammar word only as written ("missing" is not 'Miss') and a verb never
    meets a person who does it ("teach" is not 'Teacher'), nor an adverb its adjective ("completely")."""
    word, forms = value_word
    if token.quoted or token.literal:
        return False
    if token.number is not None:
        return token.lower in forms
    if token.lower in STOPWORDS or token.lower in SHAPE_WORDS:
        return token.lower == word
    if word in token.forms:
        return True
    if word.endswith(AGENT_ENDINGS) != token.lower.endswith(AGENT_ENDINGS):
        return False
    if token.lower.endswith("ly") and word.endswith("ed") and token.lower[:-2] in forms:  # "completely" says
        return False  # how, not 'Completed' ("partly" is 'Part')
    return not forms.isdisjoint(stems_of(token.forms))


def link_event_dates(tokens: list[Token], catalog: Catalog, periods: list[int]) -> list[Link]:
    """"stays that ended in 2024" -> ``check_out``, "began in 2024" -> ``check_in``: a verb of starting or ending
    right before a period names the one date of that kind (start / end words in its name) in a described table."""
    links = []
    for token in tokens:
        polarity = START_VERBS if token.lower in START_VERBS else END_VERBS if token.lower in END_VERBS else None
        if polarity is None or not any(0 < p - token.i <= EVENT_REACH for p in periods):
            continue
        parts = START_PARTS if polarity is START_VERBS else END_PARTS
        found = [c for c in catalog.columns() if catalog.is_date(c) and set(split_identifier(c.name)) & parts]
        if len(found) == 1:
            links.append(Link("column", found[0].table, token.i, token.i + 1, EVENT_SCORE, found[0].name))
    return links


def link_schema(tokens: list[Token], catalog: Catalog) -> list[Link]:
    return link_tables(tokens, list(catalog.table_names)) + link_roles(tokens, catalog) + \
        link_columns(tokens, catalog) + link_category_values(tokens, catalog) + link_numbered(tokens, catalog) + \
        link_outcomes(tokens, catalog) + link_leavers(tokens, catalog) + link_staff(tokens, catalog) + \
        link_cost_compared(tokens, catalog) + link_stock_held(tokens, catalog)


def link_staff(tokens: list[Token], catalog: Catalog) -> list[Link]:
    """"Staff", "the team", "which member of staff" where no table is named for staff: the one table of the people
    who work here (``catalog.staff_table``: ``stylists``)."""
    found = staff_table(catalog)
    if found is None:
        return []
    return [Link("table", found, t.i, t.i + 1, SYNONYM_DISCOUNT) for t in tokens
            if not EMPLOYEE_TAGS.isdisjoint(t.forms) or t.lower == "team"] + _workforce(tokens, [], [found])


def link_leavers(tokens: list[Token], catalog: Catalog) -> list[Link]:
    """"Staff who have left", "leavers": the one nullable end date of a table of people (``end_date``), which its
    name does not say (``left_on`` links by name)."""
    links = []
    for table in (t for t in catalog.tables if catalog.of_persons(t)):
        ends = [c for c in catalog.columns(table) if catalog.is_date(c) and not c.not_null
                and any(w & (END_PARTS | {"leave", "leaving"}) for w in c.words)]  # ``end_date``, ``leave_date``
        if len(ends) == 1 and not any(w & (LEAVERS | {"left"}) for w in ends[0].words):
            links += [Link("column", table, t.i, t.i + 1, SYNONYM_DISCOUNT, ends[0].name) for t in tokens
                      if t.lower in LEAVERS or t.lower == "left" and t.i and tokens[t.i - 1].lower in HAVE_LEFT]
    return links


def link_outcomes(tokens: list[Token], catalog: Catalog) -> list[Link]:
    """An idiom for how an event turned out ("went ahead", "called off", "turned away") to the one stored value
    that says it ('Completed', 'Performed', 'Cancelled', 'Denied'); nothing when no value, or several, could be
    meant."""
    links = []
    for phrase, outcome in OUTCOME_IDIOMS.items():
        starts = [t.i for t in tokens if tuple(u.lower for u in tokens[t.i:t.i + len(phrase)]) == phrase]
        if not starts:
            continue
        said = [(c, v) for c in catalog.columns() for v in c.values if " by " not in str(v).lower() and (
            str(v).lower().split(" ")[0] in OUTCOME_VALUES[outcome] or re.sub(r"[\W_]", "", str(v).lower()) in
            OUTCOME_VALUES[outcome])]
        if len(said) == 1:
            (column, value), = said
            links += [Link("value", column.table, i, i + len(phrase), 1.0, column.name, value, column.sql)
                      for i in starts]
    return links


def link_glossary(tokens: list[Token], entries: list[dict], catalog: Catalog | None = None) -> list[Link]:
    """The owner's words: where the question says a phrase of a glossary entry (envs.analyst.glossary; the entries
    the first observation lists), a link to what the entry names — its table, or its column, stored value or
    measure once the tables it reads are read; where phrases overlap, the longest. Without a catalog, every entry
    links its tables: the tables to read."""
    spans = []
    for entry in entries:
        table, name, reads = entry.get("table"), entry.get("column"), list(entry.get("tables") or ())
        if catalog is not None and entry.get("sql"):  # a measure, once every table it reads is read
            if not all(t in catalog.tables for t in reads):
                continue
            column = catalog.add_measure(table, str((entry.get("phrases") or ["measure"])[0]), str(entry["sql"]), reads)
        else:
            column = catalog.column(table, name) if catalog is not None and name else None
        if catalog is not None and name and column is None:
            continue  # its table is not read (yet)
        for phrase in entry.get("phrases") or ():
            words = tokenize(str(phrase))
            spans += [(start, start + len(words), entry, column) for start in range(len(tokens) - len(words) + 1)
                      if words and all(exact_word(w.forms, t.forms) for w, t in zip(words, tokens[start:]))]
    links, taken = [], set()
    for start, end, entry, column in sorted(spans, key=lambda span: span[0] - span[1]):
        if not taken.isdisjoint(range(start, end)):
            continue
        taken.update(range(start, end))
        if column is None:
            links += [Link("table", table, start, end, 1.0) for table in entry.get("tables") or [entry["table"]]]
        elif entry.get("value") is None:
            links.append(Link("column", column.table, start, end, 1.0, column.name))
        else:
            links.append(Link("value", column.table, start, end, 1.0, column.name, entry["value"], column.sql))
    return links


def link_roles(tokens: list[Token], catalog: Catalog) -> list[Link]:
    """Words of a synonym group to the table found playing it ("clients" -> ``owners``, ``Catalog.roles``)."""
    return [Link("table", table, t.i, t.i + 1, 1.0) for tag, table in catalog.roles.items()
            for t in tokens if tag in t.forms and linkable(t)]


def link_leftovers(tokens: list[Token], catalog: Catalog, links: list[Link], ignore: set[int]) -> list[Link]:
    """Words nothing else explains, with a low score, when they point at one table or column read: a word of a
    table's compound name ("games" -> ``game_results``, "fuel" -> ``fuel_sales``), or a word of one column's (or
    table's) comment in the schema ("docks" in ``capacity INTEGER -- number of docks``): its documentation. A word
    a column's modifier only mentions may still name a compound table ("lessons": ``lesson_bookings``, not the
    ``lesson_mins`` of enrolments), unless a length of time is asked ("how long is the average lesson")."""
    found = []
    lengths = any(t.lower in LENGTH_OF_TIME or t.lower == "long" for t in tokens)  # "how long is the average
    mentioned = {i for link in links if link.kind == "mention" for i in link.span}  # lesson": ``lesson_mins``
    for token in unknown_words(tokens, links if lengths else [link for link in links if link.kind != "mention"],
                               ignore):
        forms = {f for f in token.forms if not f.startswith("~")}
        named = {(t, None) for t in compound_named(token, catalog.tables)}
        if token.i in mentioned and not named:
            continue
        owners = named or {key for key, words in catalog.notes.items() if forms & words and key[0] in catalog.tables
                           and (key[1] is None or (c := catalog.column(*key)) is not None and c.kind != "key"
                                and not catalog.is_date(c))}  # "when the game starts": an event's date
        beside = {(l.table, l.column) for l in links if l.end == token.i or l.start == token.i + 1}
        if len(owners) > 1 and len(owners & beside) == 1:  # "cover charges": the note of cover_total_p, which
            owners &= beside  # "cover" names, not the "price charged" of sale lines
        if len(owners) == 1:
            (table, column), = owners
            kind = "table" if column is None else "column"
            found.append(Link(kind, table, token.i, token.i + 1, NOTE_SCORE, column))
    return found


def compound_named(token: Token, tables) -> list[str]:
    """The tables whose compound name has the word other than as its head ("taproom" of ``taproom_sales``)."""
    return [t for t in tables if len(words := name_words(t)) > 1
            and any(k != _head(words) and exact_word(w, token.forms) for k, w in enumerate(words))]


def link_privatives(tokens: list[Token], catalog: Catalog) -> list[Link]:
    """"Unpaid", "unconfirmed": a yes/no column named by the rest of the word (``paid``), read as not so
    (``Filters.flags``); a stored value spelled so ('Unpaid') links on its own."""
    links = []
    for token in tokens:
        rest = token.lower[2:] if token.lower.startswith("un") and token.is_word else ""
        if not (rest in IRREGULAR_PAST or rest.endswith("ed") and len(rest) >= 5):
            continue
        links += [Link("column", column.table, token.i, token.i + 1, 1.0, column.name) for column in catalog.columns()
                  if column.kind == "flag" and flag_word(column) == rest]
    return links


def link_cost_compared(tokens: list[Token], catalog: Catalog) -> list[Link]:
    """"Which treatments cost more than £150": a cost compared with a figure is the one price (``price``, ``fee``,
    ``charge``) of the tables read, where no column is named for a cost."""
    said = [t for t in tokens[:-1] if t.lower in ("cost", "costs") and tokens[t.i + 1].lower in COMPARED_AFTER]
    if not said or any("cost" in split_identifier(c.name) for c in catalog.columns()):
        return []
    prices = [c for c in catalog.columns() if c.kind == "money" and c.expr is None
              and set(split_identifier(c.name)) & {"price", "fee", "charge"}]
    return [Link("column", prices[0].table, t.i, t.i + 1, 1.0, prices[0].name) for t in said] if len(prices) == 1 \
        else []


def link_stock_held(tokens: list[Token], catalog: Catalog) -> list[Link]:
    """"In stock", "out of stock": the one column of the tables read that counts the units a row holds
    (``stock_qty``, whose head is its unit, so "stock" alone does not name it)."""
    said = [t for t in tokens if t.lower == "stock" and t.i and tokens[t.i - 1].lower in ("in", "of")]
    held = [c for c in catalog.columns() if c.kind in ("quantity", "number") and holds_stock(c)]
    return [Link("column", held[0].table, t.i, t.i + 1, 1.0, held[0].name) for t in said] if len(held) == 1 else []


def flag_word(column: Column) -> str:
    """The word a yes/no column says of a row: ``paid``, ``is_paid``, ``has_paid``, ``stylist_is_active`` of
    stylists, ``stu_actv_flg`` of stu -> "paid", "active"."""
    parts = [w for w in map(expand, unprefixed(column)) if w not in ("is", "has", "was", "flag")]
    return parts[0] if len(parts) == 1 else ""


def link_how_long(tokens: list[Token], catalog: Catalog, links: list[Link]) -> list[Link]:
    """The "long" of "how long" (and the unit asked: "in minutes") to the one duration the tables read hold: a
    number whose name says a length of time (``duration_min``, ``hours_on_site``) or the derived length between a
    start and an end date, in the unit the question names when it names one."""
    at = next((t.i for t in tokens[1:] if t.lower == "long" and tokens[t.i - 1].lower == "how"), None)
    if at is None:
        return []
    units = [t for t in tokens if t.lower in TIME_UNITS]
    asked = TIME_UNITS[units[0].lower] if units else None
    named = {l.table for l in links if l.kind in ("table", "value")}
    found = []
    for column in catalog.columns():
        words, derived = set().union(*column.words), DURATION_UNITS.get(column.name)
        if column.kind not in ("quantity", "number") or catalog.is_date(column) \
                or not (derived or words & LENGTH_OF_TIME):
            continue
        said = {derived[0]} if derived else {TIME_UNITS[w] for w in words if w in TIME_UNITS}
        if asked and said != {asked} or not asked and derived and "length" not in words:
            continue  # a length in hours for "in minutes"; a derived length in hours when no unit is asked (but
            # between two times of day: a shift's length is in hours)
        found.append(column)
    if len(found) > 1:  # a stored duration (or one stored in other units) over the one derived from its dates
        found = [c for c in found if c.expr is None] or [c for c in found if len(c.parts) == 1] or found
    if len(found) > 1 and named:
        found = [c for c in found if c.table in named] or found
    if len(found) != 1:
        return []
    column = found[0]
    return [Link("column", column.table, i, i + 1, NOTE_SCORE, column.name) for i in [at] + [t.i for t in units[:1]]]


def interval_ends(tokens: list[Token], reading, catalog: Catalog) -> tuple[Column, Column] | None:
    """"Days from report to completion": the two dates of one table that the words of each end name, every word of
    a date's name said there (``reported_on``, ``completed_on``); None unless exactly one table has both."""
    if reading.interval is None:
        return None
    _, first, second = reading.interval

    def named(dates: list[Column], span: range) -> Column | None:
        said = [c for c in dates if c.words and all(any(forms & tokens[i].forms for i in span) for forms in c.words)]
        return said[0] if len(said) == 1 else None

    found = []
    for table in catalog.tables:
        dates = [c for c in catalog.columns(table) if catalog.is_date(c)]
        start, end = named(dates, first), named(dates, second)
        if start is not None and end is not None and start is not end:
            found.append((start, end))
    return found[0] if len(found) == 1 else None


def unknown_words(tokens: list[Token], links: list[Link], ignore: set[int] = frozenset()) -> list[Token]:
    """Content words that no link covers and that are neither grammar nor filler (nor in ``ignore``)."""
    covered = {i for link in links for i in link.span} | set(ignore)
    return [t for t in tokens if t.is_word and t.i not in covered and t.lower not in STOPWORDS
            and t.lower not in SHAPE_WORDS and t.lower not in FILLER_WORDS and t.lower not in SOFT_WORDS
            and t.lower not in MONTHS and lemma(t.lower) not in FILLER_WORDS | SOFT_WORDS
            and not money_word(t)]


def restated_counts(tokens: list[Token], links: list[Link], catalog: Catalog) -> set[int]:
    """Numbers that only restate how many rows a linked table has ("across all three sites" with three sites,
    "both shops" with two): they ask for nothing."""
    return {link.start - 1 for link in links if link.start > 0 and (said := count_said(tokens[link.start - 1]))
            is not None and counted(link, catalog) == said}


def counted(link: Link, catalog: Catalog) -> int | None:
    """How many things a table link names (its rows), or a column link of a category (its values: "both shops" of
    ``orders.shop``, 'Harrogate' and 'York'); None when not known."""
    if link.kind == "table":
        return catalog.row_counts.get(link.table)
    column = catalog.column(link.table, link.column) if link.kind == "column" else None
    return len(column.values) if column is not None and column.kind == "category" and column.values else None


def count_said(token: Token) -> float | None:
    """How many things a word before a table says there are: a number, or "both" (two)."""
    return 2 if token.lower == "both" else token.number


def names_rate(catalog: Catalog, link: Link) -> bool:
    """``link`` names a rate ("the pass rate", ``link_rates``): a share of rows, never one row's figure."""
    return link.kind == "column" and getattr(catalog.column(link.table, link.column), "rate", False)


def asks_wages(tokens: list[Token]) -> bool:
    """A word of wages ("wages", "payroll"; not "on the lowest wage", a rate), or one of pay said with the rate that
    it is made of ("pay: hours taught times their hourly rate", "earn ... at their hourly rates"; not "the highest
    hourly rate we pay", "what hourly rate do we pay Ann")."""
    said, text = {t.lower for t in tokens}, " ".join(t.lower for t in tokens)
    if said & WAGE_NOUNS:
        return not RATE_AS_WAGE.search(text)
    return bool(said & PAY_WORDS) and bool(re.search(r"\b(at|times) (their|his|her|the|our) (\w+ )?rates?\b", text))


def link_wages(tokens: list[Token], catalog: Catalog, links: list[Link]) -> list[Link]:
    """"What did wages cost us at each branch, going by shift hours and pay rates", "Anita's pay for September: hours
    taught times her hourly rate": the hours of each row worked times the hourly rate of whoever worked it
    (``Catalog.add_wages``), where a word of wages is said (or one of pay with a rate). The words of pay, of the rate
    and of the hours all link to it, so none is left over or read as a second measure."""
    found = catalog.wage_parts() if asks_wages(tokens) else None
    if found is None:
        return []
    hours, rate = found
    if any((l.kind == "value" or l.kind == "column" and (l.table, l.column) == (rate.table, rate.name)) and any(
            tokens[i].lower in WAGE_NOUNS for i in l.span) for l in links):
        return []  # "the average hourly wage": ``HourlyWage`` itself; "who in payroll": a department
    wages = catalog.add_wages(hours, rate)
    def span(t: Token) -> tuple[int, int]:  # "wages cost us": the verb with its subject
        costs = t.lower in WAGE_NOUNS and t.i + 1 < len(tokens) and tokens[t.i + 1].lower in WAGE_COST
        return t.i, t.i + 2 if costs else t.i + 1

    spans = [span(t) for t in tokens if t.lower in WAGE_NOUNS | PAY_WORDS | {"rate", "rates", "hourly"}]
    spans += [(l.start, l.end) for l in links if l.kind in ("column", "mention")
              and (l.table, l.column) in ((hours.table, hours.name), (rate.table, rate.name))]
    return [Link("column", wages.table, start, end, 1.0, wages.name) for start, end in dict.fromkeys(spans)]


def link_unit_prices(tokens: list[Token], catalog: Catalog, links: list[Link]) -> list[Link]:
    """"What do we charge a night", "how much is a suite per night", "the price per kg": the one money column named
    for that unit (``nightly_rate``, ``price_per_night``, ``rate_per_kg``), which the unit and its "a" / "per" link to
    (not the nights of a stay: a rate is no length); of several, the one of the table a stored value the question
    names is in ("for a Dog Suite": ``units``, not the rate each booking was charged)."""
    found = []
    valued = {l.table for l in links if l.kind == "value"}
    for t in tokens[1:]:
        if t.lower not in UNIT_ADJECTIVES or tokens[t.i - 1].lower not in ("a", "an", "per", "each"):
            continue
        named = [c for c in catalog.columns() if c.kind == "money"
                 and {t.lower, UNIT_ADJECTIVES[t.lower]} & set(split_identifier(c.name.lower()))]
        if len(named) > 1:
            named = [c for c in named if c.table in valued]
        if len(named) == 1:
            found.append(Link("column", named[0].table, t.i - 1, t.i + 1, 1.0, named[0].name))
    return found


def link_differences(tokens: list[Token], catalog: Catalog, links: list[Link]) -> list[Link]:
    """"List price minus cost", "the sale price less the cost price": one figure of a row less another of the same
    row, a derived measure (``Catalog.add_difference``) the whole phrase links to."""
    out = []
    for t in tokens:
        if t.lower not in ("minus", "less") or t.i + 1 < len(tokens) and tokens[t.i + 1].lower == "than":
            continue  # (not "less than": a comparison)
        after = t.i + 1 + (t.i + 1 < len(tokens) and tokens[t.i + 1].lower == "the")
        figures = [(l, c) for l in links if l.kind == "column" and (l.end == t.i or l.start == after)
                   and (c := catalog.column(l.table, l.column)) is not None and c.kind in ("money", "number")]
        pairs = {(a.start, b.end): (c, d) for a, c in figures if a.end == t.i for b, d in figures
                 if b.start == after and c.table == d.table and c.name != d.name}
        if len(pairs) == 1:
            (start, end), (first, second) = next(iter(pairs.items()))
            out.append(Link("column", first.table, start, end, 1.0, catalog.add_difference(first, second).name))
    return out


def link_rates(tokens: list[Token], catalog: Catalog, links: list[Link]) -> list[Link]:
    """"Our no-show rate", "the rewash rate": a stored value (or a yes/no column) named just before "rate" is the
    share of rows it marks, a derived measure (``Catalog.add_rate``) the whole phrase links to."""
    out = []
    for t in tokens:
        if t.lower not in ("rate", "rates"):
            continue
        for link in [l for l in links if l.end == t.i and l.kind in ("value", "column")]:
            column = catalog.column(link.table, link.column)
            marks_rows = column is not None and not column.expr and (  # a yes/no, or a value stored in the column
                column.kind == "flag" if link.kind == "column" else bool(column.values) or link.expr == column.sql)
            # (profiled, or found there by the lookup: not a full name its parts make up)
            if not marks_rows:
                continue
            rate = catalog.add_rate(column, link.value if link.kind == "value" else None)
            out.append(Link("column", link.table, link.start, t.i + 1, 1.0, rate.name))
    return out
