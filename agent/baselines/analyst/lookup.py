"""The value lookup the baseline runs as a query, and the word patterns the schema survey (survey.py) looks for.

- ``search_patterns``: the substrings a table definition would contain if it held a word (its stem, lemma,
  synonyms, short forms) — so a question that names no table ("the average salary") still finds one to DESCRIBE;
- ``junction_search_sql``: the tables whose definition names two given tables (a link table nobody named);
- ``lookup_sql``: ONE query over the text columns for the question's candidate values (quoted phrases, emails,
  codes, capitalised names such as "Ashbury", "Bethan Lowry" or "110 Church Road" (a figure inside a name, and a
  unit glued to it, "120gsm Uncoated Bond", go with it), unexplained words such as "goalkeepers") — those
  of the tables read first, then, once the survey has run, those of every other table — plus the category values
  of tables read from their definitions and the largest value of text columns that may hold ISO dates.
  ``read_lookup`` turns its rows into value links and catalog facts.

    sql = lookup_sql(lookup_phrases(tokens, covered), catalog, probes)   # None when nothing needs looking up
"""

from __future__ import annotations

from envs.analyst.schema import MAX_CATEGORY_CHARS, MAX_CATEGORY_VALUES
from envs.analyst.tasks import sql_literal
from envs.sandbox import MAX_SQL_CHARS, quote_identifier as quote
from envs.words import ABBREVIATIONS, lemma, plural, singular, split_identifier

from agent.baselines.analyst.catalog import Catalog, Column, full_name_sql, name_words
from agent.baselines.analyst.linking import AGENT_ENDINGS, Link, linkable
from agent.baselines.analyst.vocabulary import (
    FILLER_WORDS, MONTHS, SOFT_WORDS, STOPWORDS, SYNONYM_TAGS, Token, past_verb, stem, word_forms,
)

MAX_PHRASE_WORDS = 5  # longest phrase looked up among stored values
# Names a stored value may spell in full or short ("outside the UK": 'United Kingdom')
VALUE_ALIASES = {"uk": ("united kingdom", "great britain", "gb"), "gb": ("united kingdom", "great britain", "uk"),
                 "us": ("united states", "usa", "united states of america"),
                 "usa": ("united states", "us", "united states of america"),
                 "america": ("united states", "usa", "us", "united states of america")}
MAX_LOOSE_WORDS = 3  # longest phrase of lower-case words looked up ("pumpkin spice lattes")
MAX_LOOKUP_PHRASES = 40  # phrases in the one lookup query
MAX_LOOKUP_COLUMNS = 40  # text columns it scans: those of the tables read first, then the others'
MAX_LOOKUP_ROWS = 200  # rows it returns (the environment's row cap): profiles first, then matches and probes
UNIT_SEPARATOR = chr(31)  # joins a column's profiled values (group_concat): a character no label contains
TEXT_TYPES = ("CHAR", "CLOB", "TEXT")  # SQLite's text affinity: the columns DESCRIBE lists values for
NAME_PAIR = "<first last>"  # marks a lookup hit on first_name || ' ' || last_name
MAX_SEARCH_PATTERNS = 6  # substrings tried per word: its own forms first, then synonyms and short forms
CANCELLED_STEMS = ("cancel", "void", "refund", "fail", "declin", "reject", "abandon", "no show", "no-show")  # rows
# that may not count as money taken ("Cancelled", "Void", "Refunded", "Failed") or as time spent ('No-show')
RETURNED_STEMS = ("returned",)  # an order or a sale sent back took no money (a hire 'Returned' was one that ended)
WRITTEN_OFF_STEMS = ("written off", "written-off", "write off", "write-off", "bad debt")
NO_SHOW_STEMS = ("no show", "no-show")  # a no-show used no time, but what it paid was kept
CANCELLED_FLAGS = frozenset({"cancelled", "canceled", "void", "voided", "refunded", "failed", "declined", "rejected",
                             "abandoned"})  # the name of a yes/no column whose 1 means such a row
CTE_PREFIX = "baseline lookup: "  # names the lookup's common table expressions: no table of a database is called so
TEXTS = quote(f"{CTE_PREFIX}texts")  # a row's text values joined (cancelled_probes)
STATUS_PARTS = frozenset({"status", "state", "outcome", "result", "stage"})  # a row's standing, one word
CONNECTORS = ("of", "and", "&", "de", "the")  # words inside a capitalised name ("Bank of England")


# How a stored value reads as the question's words: hyphens and ampersands are no words ('No-show' -> "no show",
# 'Puddle & Pip' -> "puddle pip", 'B&B' -> "b b"), and a possessive is read without its 's, as the question's words
# are ('Children''s' -> "children"); ``spelled`` and ``spelled_sql`` must agree.
SPELLING = (("-", " "), (" & ", " "), ("&", " "), ("'s", ""), ("\u2019s", ""))


def spelled(value: object) -> str:
    text = str(value).lower()
    for old, new in SPELLING:
        text = text.replace(old, new)
    return text


def spelled_sql(expr: str) -> str:
    for old, new in SPELLING:
        expr = f"replace({expr}, {sql_literal(old)}, {sql_literal(new)})"
    return f"lower({expr})"


def lookup_phrases(tokens: list[Token], covered: set[int]) -> dict[str, range]:
    """Phrases that may be stored values: quoted, emails, long codes, capitalised runs, unexplained words."""
    phrases: dict[str, range] = {}
    for t in tokens:
        if t.quoted or t.literal or (t.number is not None and len(t.lower) >= 5 and t.lower.isdigit()):
            phrases[t.text.lower()] = range(t.i, t.i + 1)
    run: list[Token] = []
    for t, nxt in zip(tokens + [None], tokens[1:] + [None, None]):
        if t is not None and (t.is_word and (t.capital or run and (t.lower in CONNECTORS or _capitalised(t)))
                              and t.lower not in MONTHS or _in_name(t, nxt, run) or _the_of_name(t, nxt, run)):
            run.append(t)
            continue
        while run and (run[-1].lower in CONNECTORS or run[-1].number is not None):
            run.pop()
        for size in range(min(len(run), MAX_PHRASE_WORDS), 0, -1):  # the whole run and its sub-runs
            for a in range(0, len(run) - size + 1):
                part = run[a:a + size]
                if any(p.capital for p in part) and not part[0].glued:  # a name, not a figure on its own
                    phrases.setdefault(written(part).lower(), range(part[0].i, part[-1].i + 1))
        run = []
    loose = [t for t in tokens if (linkable(t) or t.hyphened and t.i and tokens[t.i - 1].lower == "no")
             and t.i not in covered
             and not {t.lower, lemma(t.lower)} & (FILLER_WORDS | SOFT_WORDS)]  # "businesses": filler, not a value
    # ("no-show": a grammar word after "no", joined to it: 'No-show')
    plurals: dict[str, range] = {}  # a stored category may spell a noun in the plural ("pastry": 'Pastries')
    for t in loose:  # each unexplained word, with the words after it ("pumpkin spice lattes"), and with the word
        end = t.i  # before it: a hyphen joins them ("no-shows": 'No-show', though "no" alone is grammar), or a noun
        # that also names a table ("sales associates": the job 'Sales Associate')
        before = t.i and (t.hyphened or tokens[t.i - 1].is_word and tokens[t.i - 1].lower not in STOPWORDS)
        while end < min(len(tokens), t.i + MAX_LOOSE_WORDS) and tokens[end].is_word \
                and (end == t.i or tokens[end].lower not in STOPWORDS):
            end += 1
            for start in (t.i - 1, t.i) if before else (t.i,):
                words = [w.lower for w in tokens[start:end]]
                phrases.setdefault(" ".join(words), range(start, end))
            if _noun_in_lower_case(tokens[t.i:end]) and plural(words[-1]) != words[-1]:
                plurals.setdefault(" ".join(words[:-1] + [plural(words[-1])]), range(t.i, end))
    # Last (the list is cut short): a name that one capitalised word opens may go on in lower case ("Oil on canvas",
    # "ATR 72-600"). Each phrase lengthens the lookup, which drops columns past its size limit: only after such a word.
    for t in tokens:
        alone = t.capital and not t.glued and not (t.i and tokens[t.i - 1].capital) and t.i + 1 < len(tokens) \
            and not tokens[t.i + 1].capital
        for end in range(t.i + 2, min(t.i + MAX_PHRASE_WORDS, len(tokens)) + 1) if alone else ():
            if not tokens[end - 1].is_word and tokens[end - 1].number is None:
                break
            phrases.setdefault(written(tokens[t.i:end]).lower(), range(t.i, end))
    for phrase, span in plurals.items():  # last of all: the first cut when the list is long
        phrases.setdefault(phrase, span)
    return dict(list(phrases.items())[:MAX_LOOKUP_PHRASES])


def _noun_in_lower_case(run: list[Token]) -> bool:
    """Words written in lower case that end on what may be a noun (not "selling", "spent", "recently", "uk")."""
    last = run[-1].lower
    return not any(t.capital for t in run) and len(last) > 3 and not last.endswith(("ing", "ly")) \
        and not past_verb(last)


def _the_of_name(t: Token, nxt: Token | None, run: list[Token]) -> bool:
    """"Played The Vault", "shows of The Broken Kingdom", "animals on Lower Meadow": a grammar word written with a
    capital inside the sentence, before another, starts the name (and such words go on with it)."""
    return not run and _capitalised(t) and not t.capital and nxt is not None and _capitalised(nxt)


def _capitalised(t: Token) -> bool:
    """A word written with a capital inside its sentence, grammar words too ("Lower", "Broken")."""
    return t.is_word and t.text[:1].isupper() and not t.opens


def _in_name(t: Token, nxt: Token | None, run: list[Token]) -> bool:
    """A figure inside a capitalised name ("Hot Desk 10 Days", "110 Church Road", "120gsm Uncoated Bond"), or the
    unit written onto it ("gsm")."""
    if t.glued and run and run[-1].number is not None:
        return True
    return t.number is not None and t.text.isdigit() and not t.glued and nxt is not None and (
        nxt.capital or nxt.glued and nxt.is_word)


def written(tokens: list[Token]) -> str:
    """Tokens as the question wrote them: spaced, except where it glued them ("120gsm")."""
    return "".join(("" if t.glued or n == 0 else " ") + t.text for n, t in enumerate(tokens))


def lookup_columns(catalog: Catalog, elsewhere: list[Column] = ()) -> list[Column]:
    """Text columns worth scanning: not keys, not categories (their values are known), not dates — those of the
    tables read first, then those of other tables (``elsewhere``, from the survey's definitions)."""
    out = [c for c in catalog.columns() if c.kind == "text"] + [c for c in elsewhere if c.kind == "text"]
    return out[:MAX_LOOKUP_COLUMNS]


def phrase_forms(phrases: dict[str, range]) -> dict[str, range]:
    """The phrases as a stored value may spell them: as written, with the last word singular ("goalkeepers" ->
    goalkeeper), hyphens and ampersands read as spaces on both sides (``spelled``: 'No-show' for "no-shows"), and a
    country's other names ("UK": 'United Kingdom')."""
    forms: dict[str, range] = {}
    for phrase, span in phrases.items():
        words = spelled(phrase).split()
        if not words:
            continue
        for form in (words, words[:-1] + [singular(words[-1])]):
            forms.setdefault(" ".join(form), span)
        for alias in VALUE_ALIASES.get(" ".join(words), ()):
            forms.setdefault(alias, span)
    return forms


def profile_parts(catalog: Catalog) -> list[str]:
    """For each table read from its definition: each text column's first distinct values (DESCRIBE's category
    values, decided in ``read_lookup``) and the row count."""
    parts = []
    for table in sorted(catalog.unprofiled):
        parts.append(f"SELECT 'rows', {sql_literal(table)}, '', COUNT(*) FROM {quote(table)}")
        for c in catalog.columns(table):
            if c.kind in ("text", "category") and any(t in c.type.upper() for t in TEXT_TYPES) and not c.values:
                # (values a CHECK constraint declares are known already)
                parts.append(f"SELECT 'values', {sql_literal(table)}, {sql_literal(c.name)}, (SELECT group_concat(v, "
                             f"char(31)) FROM (SELECT DISTINCT {c.sql} AS v FROM {quote(table)} WHERE {c.sql} IS NOT "
                             f"NULL LIMIT {MAX_CATEGORY_VALUES + 1}))")
    return parts


def name_pair(catalog: Catalog, table: str) -> tuple[Column, Column] | None:
    cols = catalog.columns(table)
    first = next((c for c in cols if split_identifier(c.name)[-2:] == ("first", "name")), None)
    last = next((c for c in cols if split_identifier(c.name)[-2:] == ("last", "name")), None)
    return (first, last) if first and last else None


def lookup_sql(phrases: dict[str, range], catalog: Catalog, probes: list[Column], money: bool = False,
               elsewhere: dict[str, list[Column]] | None = None, spans: bool = False,
               seasons: bool = False) -> str | None:
    """ONE query: the category values of tables read from their definitions (``profile_parts``); which text columns
    hold which phrase (as ``spelled``: case-insensitive, hyphens and ampersands as spaces) — of the tables read,
    then of the others in ``elsewhere``; the largest value of each column in ``probes`` (text columns that may hold
    dates: an ISO date there makes them date columns; with ``spans`` also the smallest, with ``seasons`` how many of
    their dates fall in each month); and, for a question about money, how many cancelled rows still carry an amount
    (``cancelled_probes``). Where the statement would be longer than the sandbox accepts, the last columns searched
    (those of tables not read yet) are left out."""
    elsewhere = {t: cols for t, cols in (elsewhere or {}).items() if t not in catalog.tables}
    ctes: list[str] = []
    parts = profile_parts(catalog) + (cancelled_probes(catalog, ctes) if money else [])
    hits = []
    if phrases:
        wanted = "(" + ", ".join(sql_literal(p) for p in phrase_forms(phrases)) + ")"
        others = [c for cols in elsewhere.values() for c in cols]
        readers = Catalog(list(catalog.table_names), {**catalog.tables, **elsewhere})
        scanned = lookup_columns(catalog, others)
        for c in scanned:
            s = spelled_sql(c.sql)
            stems = "".join(f" OR {s} LIKE {sql_literal(st + '%')} AND instr({s}, ' ') = 0" for st in _word_stems(
                phrases) if set(split_identifier(c.name)) & STATUS_PARTS)  # 'Cancelled' for "cancellations"
            hits.append(f"SELECT DISTINCT 'hit' AS k, {sql_literal(c.table)} AS t, {sql_literal(c.name)} AS c, "
                        f"{c.sql} AS v FROM {quote(c.table)} WHERE {s} IN {wanted}{stems}")
        read = sum(c.table in catalog.tables for c in scanned)  # the read tables' names shortened ("the kiosk")
        hits[read:read] = [_tail_sql(n, wanted, readers.of_persons(n.table))
                           for n in _names(readers, catalog.tables)]  # before other tables'
        for table in readers.tables:
            pair = name_pair(readers, table)
            if pair:
                expr = f"{pair[0].sql} || ' ' || {pair[1].sql}"  # both names (a surname alone is last_name's)
                hits.append(f"SELECT DISTINCT 'hit', {sql_literal(table)}, {sql_literal(NAME_PAIR)}, {expr} "
                            f"FROM {quote(table)} WHERE {spelled_sql(expr)} IN {wanted}")
        hits += [_tail_sql(n, wanted, readers.of_persons(n.table))
                 for n in _names(readers, elsewhere)]  # last, so the first cut
    dates = []
    for c in probes:
        dates.append(f"SELECT 'probe', {sql_literal(c.table)}, {sql_literal(c.name)}, MAX({c.sql}) "
                     f"FROM {quote(c.table)}")
        if spans:  # a period counted back from the latest date: is the whole record within one year?
            dates.append(f"SELECT 'first', {sql_literal(c.table)}, {sql_literal(c.name)}, MIN({c.sql}) "
                         f"FROM {quote(c.table)}")
        if seasons:  # "this season": the months a business is open in (filters.business_season)
            dates.append(f"SELECT 'months', {sql_literal(c.table)}, {sql_literal(c.name)}, (SELECT group_concat(m "
                         f"|| ':' || n) FROM (SELECT substr({c.sql}, 6, 2) AS m, COUNT(*) AS n FROM {quote(c.table)} "
                         f"GROUP BY m))")
    if not parts + hits + dates:
        return None
    while True:
        sql = ("WITH " + ", ".join(ctes) + " " if ctes else "") + " UNION ALL ".join(parts + hits + dates) + \
            f" LIMIT {MAX_LOOKUP_ROWS}"
        if len(sql) <= MAX_SQL_CHARS or not hits:
            return sql
        hits.pop()


def cancelled_values(column: Column, money: bool = False, owed: bool = False) -> list[str]:
    """The stored values of ``column`` that say a row did not happen; for ``money`` taken, not the no-shows; for
    what is ``owed``, the debts written off too (no one owes them any more)."""
    stems = CANCELLED_STEMS + WRITTEN_OFF_STEMS if owed else CANCELLED_STEMS
    return [str(v) for v in column.values if str(v).lower().startswith(stems)
            and not (money and str(v).lower().startswith(NO_SHOW_STEMS))]


def returned_values(column: Column) -> list[str]:
    """The stored values of ``column`` that say an order or a sale was sent back ('Returned')."""
    return [str(v) for v in column.values if str(v).lower().startswith(RETURNED_STEMS)]


def leave_out(column: Column, values: list[str]) -> str:
    """The condition that a row's ``column`` holds none of ``values``."""
    return f"{column.sql} NOT IN ({', '.join(sql_literal(v) for v in values)})"


def cancelled_flag(column: Column) -> bool:
    """A yes/no column that says a row was cancelled or refunded (``refunded``, ``is_void``): 1 for those rows."""
    values = {str(v) for v in column.values}
    yes_no = values <= {"0", "1"} if values else "INT" in column.type.upper() or column.kind == "flag"
    return yes_no and bool(set(split_identifier(column.name)) & CANCELLED_FLAGS)


def cancelled_probes(catalog: Catalog, ctes: list[str]) -> list[str]:
    """Per money column of a table whose status can say 'Cancelled' / 'Void': its cancelled rows with an amount
    (for a table whose values are not known yet, rows whose text starts so in any column that may be a status:
    those rows are named once in ``ctes``, one common table expression per table)."""
    parts = []
    for table in sorted(catalog.unprofiled):
        texts = [c for c in catalog.columns(table) if c.kind in ("text", "category") and not catalog.is_date(c)]
        amounts = [c for c in catalog.columns(table) if c.kind == "money"]
        if texts and amounts:  # a row's texts as one string, each after a char(31): a text starting with a stem
            # holds char(31) and the stem (written once per table, however many columns and stems)
            joined = " || ".join(f"char(31) || lower(coalesce({c.sql}, ''))" for c in texts)
            ended = " OR ".join(f"instr({TEXTS}, char(31) || {sql_literal(s)})" for s in CANCELLED_STEMS)
            rows = quote(f"{CTE_PREFIX}ended {table}")
            ctes.append(f"{rows} AS (SELECT * FROM (SELECT *, {joined} AS {TEXTS} FROM {quote(table)}) WHERE {ended})")
            parts += [f"SELECT 'cancelled', {sql_literal(table)}, {sql_literal(money.name)}, COUNT({quote(money.name)}) "
                      f"FROM {rows}" for money in amounts]
    for table in (t for t in catalog.tables if t not in catalog.unprofiled):
        statuses = [c for c in catalog.columns(table) if cancelled_values(c)]
        for status in statuses[:1]:
            ended = ", ".join(sql_literal(v) for v in cancelled_values(status))
            for money in (c for c in catalog.columns(table) if c.kind == "money"):
                parts.append(f"SELECT 'cancelled', {sql_literal(table)}, {sql_literal(money.name)}, COUNT(*) FROM "
                             f"{quote(table)} WHERE {status.sql} IN ({ended}) AND {money.sql} IS NOT NULL")
    return parts


def _word_stems(phrases: dict[str, range]) -> dict[str, range]:
    """The stems of the one-word phrases (four letters or more) that are nouns of events (plural, or in -ion), each
    with its span: a status of one word with the same stem is the word ('Cancelled' for "cancellations", "the
    cancellation rate", 'Refunded' for "refunds"; not 'Delivered' for "each delivery route")."""
    return {st: span for phrase, span in phrases.items() if phrase.isalpha() and len(span) == 1
            and phrase.endswith(("s", "ion"))
            for st in {stem(f) for f in word_forms(phrase) if f.isalpha()} if len(st) >= 4}


def _value_span(value: object, forms: dict[str, range], stems: dict[str, range]) -> range | None:
    """The span of the phrase a found value spells, or of the word it shares a stem with (not a person who does
    it, nor a doing: 'Walker' is not "walks", 'Returning' not "returns")."""
    text = spelled(value)
    if text in forms or not text.isalpha() or text.endswith(AGENT_ENDINGS + ("ing",)):
        return forms.get(text)
    return next((stems[st] for st in {stem(f) for f in word_forms(text) if f.isalpha()} if st in stems), None)


def _names(catalog: Catalog, tables) -> list[Column]:
    """The text columns that name the rows of ``tables`` (``site_name``, ``supp_name``)."""
    return [c for t in tables if (label := catalog.label(t)) is not None
            for c in catalog.columns(t) if c.sql == label[0] and c.kind == "text"]


def _tail_sql(column: Column, wanted: str, person: bool = False) -> str:
    """The values of ``column`` whose last word or two are a phrase ('Station Kiosk' for "the kiosk", 'Crumb &
    Kettle - Bridge Street' for "Bridge Street"): a name the owner shortens; a ``person``'s also by the first word
    ('Priya Shah' for "Priya")."""
    chars = "replace(s, ' ', '')"  # every character of the value but spaces: rtrim by it stops at the last space
    head = f"rtrim(s, {chars})"
    last, last_two = f"substr(s, length({head}) + 1)", f"substr(s, length(rtrim(rtrim({head}), {chars})) + 1)"
    first = f" OR substr(s, 1, instr(s, ' ') - 1) IN {wanted}" if person else ""
    return (f"SELECT DISTINCT 'tail', {sql_literal(column.table)}, {sql_literal(column.name)}, v FROM (SELECT "
            f"{column.sql} AS v, {spelled_sql(column.sql)} AS s FROM {quote(column.table)}) WHERE instr(s, ' ') "
            f"AND ({last} IN {wanted} OR {last_two} IN {wanted}{first})")


def _tail_hits(rows: list[tuple], forms: dict[str, range], taken: set[int], catalog: Catalog,
               people: set[str], names: frozenset[str]) -> dict[tuple, range]:
    """The rows of ``_tail_sql`` to link, each with the span it explains: where one value alone ends with the
    phrase (in a table of ``people``, also starts with it where the question wrote it as a name, one of ``names``:
    not "the biggest bill" for 'Bill Hayes'), no whole value is the phrase (``taken``: positions whole
    values explain) and no table or column is named by it ("the vets" are the vet visits, not 'Clifton Vets'; "how
    many hours" the hours_worked, not 'Golden Hour')."""
    named = {f for t in catalog.table_names for w in name_words(t) for f in w} | {
        f for c in catalog.columns() if c.kind != "key" for w in name_words(c.name) for f in w}
    ends: dict[range, set[tuple]] = {}
    for row in rows:
        words = " ".join(spelled(row[3]).split())
        person = row[1] in people
        said = [f for f in forms if (words.endswith(" " + f) or person and f in names and words.startswith(f + " "))
                and not any(word_forms(w) & named for w in f.split())]
        if said and not set(span := forms[max(said, key=len)]) & taken:
            ends.setdefault(span, set()).add(tuple(row))
    return {next(iter(found)): span for span, found in ends.items() if len(found) == 1}


def read_lookup(rows: list[tuple], phrases: dict[str, range], catalog: Catalog,
                elsewhere: dict[str, list[Column]] | None = None, covered: set[int] | None = None,
                names: frozenset[str] = frozenset()) -> list[Link]:
    """Value links from the lookup's hits in the catalog's tables; with ``elsewhere``, also hits in other tables
    for words outside ``covered`` (each such table joins the catalog from its definition), and the values their
    definitions declare (CHECK ... IN: never scanned, known already); ``names``: the phrases written with capitals,
    which may be a person's first name. Profiled category values, date probes and cancelled-row counts are recorded on
    the catalog."""
    rows = [row for row in rows if len(row) == 4]
    counts = {table: int(value or 0) for kind, table, _, value in rows if kind == "rows"}
    catalog.row_counts.update(counts)
    for kind, table, column, value in rows:
        if kind == "values":
            values = str(value).split(UNIT_SEPARATOR) if value is not None else []
            catalog.set_values(table, column, category(values, counts.get(table, 0)))
        elif kind == "probe":
            catalog.date_probe[(table, column)] = value
        elif kind == "first":
            catalog.date_first[(table, column)] = value
        elif kind == "months":  # "03:120,04:260": month, dates
            pairs = [pair.split(":") for pair in str(value or "").split(",")]
            catalog.date_months[(table, column)] = {int(m): int(n) for m, n in (p for p in pairs if len(p) == 2)
                                                    if m.isdigit() and 1 <= int(m) <= 12 and n.isdigit()}
        elif kind == "cancelled":
            seen = catalog.cancelled_money.get((table, column), 0)
            catalog.cancelled_money[(table, column)] = max(int(value or 0), seen)
    forms = phrase_forms(phrases)
    stems = _word_stems(phrases)
    declared = [("hit", c.table, c.name, v) for cols in (elsewhere or {}).values() for c in cols
                if c.table not in catalog.tables for v in c.values
                if _value_span(v, forms, stems) is not None]  # a CHECK's values
    whole = {i for kind, _, _, value in rows + declared if kind == "hit"
             for i in _value_span(value, forms, stems) or ()}
    readers = Catalog(list(catalog.table_names), {**(elsewhere or {}), **catalog.tables})
    people = {t for t in readers.tables if readers.of_persons(t)}  # (read or not)
    tails = _tail_hits([row for row in rows if row[0] == "tail"], forms, whole, catalog, people, names)
    links = []
    for kind, table, column, value in rows + declared:
        span = _value_span(value, forms, stems) if kind == "hit" else tails.get((kind, table, column, value))
        if span is None:
            continue
        if table not in catalog.tables:
            if elsewhere is None or table not in elsewhere or set(span) <= (covered or set()):
                continue  # (a phrase that also holds an unexplained word is new: "sales associates")
            catalog.add_definition(table, elsewhere[table])
            catalog.unprofiled.discard(table)  # found, not profiled: its columns keep the kinds their names give
        if column == NAME_PAIR:
            pair = name_pair(catalog, table)
            if pair is None:
                continue
            expr = full_name_sql(*pair)  # (the row's label, as the query filters it)
            links.append(Link("value", table, span.start, span.stop, 1.0, pair[0].name, value, expr))
        elif catalog.column(table, column) is not None:
            col = catalog.column(table, column)
            links.append(Link("value", table, span.start, span.stop, 1.0, column, value, col.sql))
    return links


def category(values: list[str], row_count: int) -> tuple[str, ...]:
    """DESCRIBE's rule (envs.analyst.schema.category_values): a handful of short labels, each used several times."""
    if not values or len(values) > MAX_CATEGORY_VALUES or len(values) * 4 > row_count:
        return ()
    if not all(0 < len(v) <= MAX_CATEGORY_CHARS for v in values):
        return ()
    return tuple(sorted(values))


def search_patterns(word: str) -> list[str]:
    """Substrings a table definition would contain if it held this word: its own stem and lemma first, then its
    synonyms and short forms ("sales" -> sale, sales, then earn, incom, ...)."""
    forms = word_forms(word)
    own = {f for f in forms if not f.startswith("~")}
    others = set()
    for tag in (f for f in forms if f.startswith("~")):
        others |= {w for w, tags in SYNONYM_TAGS.items() if tag in tags}
    others |= {ABBREVIATIONS[w] for w in own | others if w in ABBREVIATIONS}

    def patterns(words: set[str]) -> list[str]:
        return sorted({stem(w) if len(stem(w)) >= 4 else w for w in words if w.isalpha() and len(w) >= 3})

    first = patterns(own)
    return (first + [p for p in patterns(others - own) if p not in first])[:MAX_SEARCH_PATTERNS]


def junction_search_sql(first: str, second: str) -> str:
    """ONE query over the table definitions: tables whose definition names both tables (a link table)."""
    return (f"SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT IN ({sql_literal(first)}, "
            f"{sql_literal(second)}) AND lower(sql) LIKE {sql_literal('%' + first.lower() + '%')} "
            f"AND lower(sql) LIKE {sql_literal('%' + second.lower() + '%')} LIMIT 5")
