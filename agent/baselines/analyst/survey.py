"""The schema survey: ONE query reads every table's definition (sqlite_master); Python parses each into columns
(``read_definitions``) and picks which tables to read for the words the tables read so far left unexplained.

A table is picked when its definition mentions a leftover word (its stem, lemma, synonyms or short forms, as a
substring: "discounts" finds ``sale_items``), or when the question asks about money and the tables read record
none (a stored amount, or a quantity and a unit price). Ties go to tables one foreign key away from those read.
The definitions are read with a small parser; a table whose definition it cannot read is DESCRIBEd instead.

    definitions = read_definitions(rows_of_the_survey, table_names)   # {table: [Column, ...]}
    picks = pick_tables(words, rows_of_the_survey, catalog, reading)
"""

from __future__ import annotations

import re

from envs.words import split_identifier

from agent.baselines.analyst.catalog import (BALANCE_WORDS, EMPLOYEE_TAG, HOURS_NAME, Catalog, Column, balance_owed,
                                             column_kind, name_words, staff_table)
from agent.baselines.analyst.linking import WAGE_NOUNS, asks_wages
from agent.baselines.analyst.lookup import search_patterns
from agent.baselines.analyst.measures import (MONEY_RECEIVED, bought_in, line_parts, money_coming_in,
                                              receipt_tables, takings_columns)
from agent.baselines.analyst.reading import Reading
from agent.baselines.analyst.vocabulary import (CLIENT_TAG, SELLING, SHAPE_WORDS, STOPWORDS, SYNONYM_TAGS, Token,
                                               money_word, past_verb, word_forms)

SURVEY_SQL = "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND sql IS NOT NULL ORDER BY name"
NOTE_STOPWORDS = STOPWORDS | SHAPE_WORDS | {"null", "not", "yyyy", "per", "one", "row"}  # in comments, say nothing
CONTACT_TAGS = SYNONYM_TAGS["email"] | SYNONYM_TAGS["phone"]
HOUR_WORDS = frozenset({"hour", "hours", "minute", "minutes"})
MAX_PICKED = 2  # tables read because of the survey: more would only add rivals for the question's words
CONSTRAINT_WORDS = ("primary", "foreign", "unique", "check", "constraint")  # table constraints, not columns
IDENTIFIER = re.compile(r'^\s*("(?:[^"]|"")+"|`[^`]+`|\[[^\]]+\]|[^\s,()]+)\s*(.*)$', re.S)
CONSTRAINT_STARTS = ("NOT", "PRIMARY", "REFERENCES", "DEFAULT", "UNIQUE", "CHECK", "CONSTRAINT", "COLLATE", "NULL")
ISO_NOTE = re.compile(r"\bYYYY-MM-DD\b", re.I)  # a comment saying how a column writes its dates
COMMENTS = re.compile(r"--[^\n]*|/\*.*?\*/", re.S)  # SQL comments (may hold commas and parentheses)
NAME = r'("(?:[^"]|"")+"|`[^`]+`|\[[^\]]+\]|[\w$]+)'  # an identifier, quoted or not
REFERENCES = re.compile(rf'\breferences\s+{NAME}(?:\s*\(\s*{NAME}\s*\))?', re.I)  # the parent and its column
CHECK_IN = re.compile(rf"check\s*\(\s*{NAME}\s+in\s*\(((?:\s*'(?:[^']|'')*'\s*,?)+)\)\s*\)", re.I)  # allowed values
FOREIGN_KEY = re.compile(rf'foreign\s+key\s*\(\s*{NAME}\s*\)\s*references\s+{NAME}(?:\s*\(\s*{NAME}\s*\))?', re.I)


def definition_columns(table: str, sql: str) -> list[Column]:
    """The columns a CREATE TABLE statement declares (name, type, a foreign key's table), best effort; a text
    column its comment says holds ISO dates ("-- YYYY-MM-DD HH:MM, when the game starts") is a date."""
    dated = {_unquote(m.group(1)).lower() for code, _, comment in (line.partition("--") for line in sql.splitlines())
             if ISO_NOTE.search(comment) and "," not in code.rstrip().rstrip(",")  # (a line of one column)
             and (m := IDENTIFIER.match(code)) and m.group(1)}
    sql = COMMENTS.sub(" ", sql)
    body = sql[sql.find("(") + 1: sql.rfind(")")] if "(" in sql else ""
    items, depth, start = [], 0, 0
    for i, ch in enumerate(body):
        depth += ch == "("
        depth -= ch == ")"
        if ch == "," and depth == 0:
            items.append(body[start:i])
            start = i + 1
    items.append(body[start:])
    allowed = {_unquote(m.group(1)).lower(): tuple(v.replace("''", "'") for v in re.findall(r"'((?:[^']|'')*)'",
                                                                                          m.group(2)))
               for m in CHECK_IN.finditer(body)}  # "status IN ('booked', 'completed')": the values a status holds
    columns = []
    for item in items:
        m = IDENTIFIER.match(item)
        if not m or m.group(1).lower() in CONSTRAINT_WORDS:
            continue
        name = m.group(1).strip('"`[]').replace('""', '"')
        rest = m.group(2)
        declared = re.match(r"\s*([A-Za-z]+)", rest)  # DECIMAL(10, 2) -> DECIMAL; none before a constraint
        ctype = declared.group(1) if declared and declared.group(1).upper() not in CONSTRAINT_STARTS else ""
        ref = REFERENCES.search(rest)
        column = Column(table, name, ctype, "primary key" in rest.lower(), "not null" in rest.lower(),
                        _reference(ref.group(1), ref.group(2)) if ref else None, allowed.get(name.lower(), ()),
                        name_words(name))
        column.kind = column_kind(column)
        if column.kind == "text" and name.lower() in dated:
            column.kind = "date"
        columns.append(column)
    for fk in FOREIGN_KEY.finditer(body):
        for column in columns:
            if column.name.lower() == _unquote(fk.group(1)).lower():
                column.references, column.kind = _reference(fk.group(2), fk.group(3)), "key"
    return columns


def definition_notes(table: str, sql: str) -> dict[tuple[str, str | None], frozenset[str]]:
    """The words of a definition's comments, the schema's own documentation: each column's (a comment on its line)
    and the table's (a comment on a line that declares no column), as word forms keyed by (table, column)."""
    notes: dict[tuple[str, str | None], set[str]] = {}
    body = sql[sql.find("(") + 1:] if "(" in sql else ""
    for line in body.splitlines():
        code, _, comment = line.partition("--")
        words = [w for w in re.findall(r"[A-Za-z]{3,}", comment) if w.lower() not in NOTE_STOPWORDS]
        if not words:
            continue
        m = IDENTIFIER.match(code)
        column = _unquote(m.group(1)) if m and m.group(1).lower() not in CONSTRAINT_WORDS else None
        forms = {f for w in words for f in word_forms(w) if not f.startswith("~")}
        notes.setdefault((table, column), set()).update(forms)
    return {key: frozenset(forms) for key, forms in notes.items()}


def _unquote(name: str) -> str:
    return name.strip().strip('"`[]').replace('""', '"')


def _reference(table: str, column: str | None) -> str:
    """"parent.column" as DESCRIBE writes it ("parent." when the definition names no column: its key)."""
    return f"{_unquote(table)}.{_unquote(column) if column else ''}"


def _neighbours(table: str, columns: dict[str, list[Column]], described: set[str]) -> bool:
    """One foreign key away from a described table, either way."""
    parents = {c.references.split(".")[0] for c in columns.get(table, []) if c.references}
    if parents & described:
        return True
    return any(c.references and c.references.split(".")[0] == table for t in described for c in columns.get(t, []))


def read_definitions(rows: list[tuple], table_names: list[str]) -> dict[str, list[Column]]:
    """Each table's columns from the survey's (name, sql) rows; a definition that reads as no columns is left out."""
    found = {str(r[0]): definition_columns(str(r[0]), str(r[1] or "")) for r in rows
             if len(r) == 2 and r[0] in table_names}
    return {table: columns for table, columns in found.items() if columns and all(c.name for c in columns)}


def customer_table(definitions: dict[str, list[Column]]) -> str | None:
    """The one table of the business's customers under another name ("clients" are a kennel's ``owners``): people
    with a contact column (an email or a phone) that no other group of business words names (staff, suppliers)."""
    def named_otherwise(table: str) -> bool:
        return any(f.startswith("~") for words in name_words(table) for f in words)
    found = [t for t, columns in definitions.items() if not named_otherwise(t)
             and any(f in CONTACT_TAGS for c in columns for words in name_words(c.name) for f in words)]
    return found[0] if len(found) == 1 else None


def pick_tables(words: list[Token], rows: list[tuple], catalog: Catalog, reading: Reading,
                wants_money: bool = False) -> list[str]:
    """Tables not read yet that hold the words, best first (at most MAX_PICKED)."""
    definitions = {str(r[0]): str(r[1] or "") for r in rows if len(r) == 2 and r[0] in catalog.table_names}
    columns = {t: definition_columns(t, sql) for t, sql in definitions.items()}
    described = set(catalog.tables)
    hits: dict[str, float] = {}
    for token in words:
        for table, sql in definitions.items():
            if table not in described and any(p in sql.lower() for p in search_patterns(token.lower)):
                hits[table] = hits.get(table, 0) + 1
    probe = Catalog(list(definitions), {t: list(cs) for t, cs in columns.items()})  # every table as its definition
    probe.add_durations()  # shows it, with the lengths between a start and an end (the hours a shift lasts)
    if any(t.lower in HOUR_WORDS for t in words):  # "hours worked": the table with a start and an end time
        for table in definitions:
            if table not in described and any(c.name == HOURS_NAME for c in probe.columns(table)):
                hits[table] = hits.get(table, 0) + 1
    if any(EMPLOYEE_TAG in t.forms for t in words) and (staff := staff_table(probe)) and staff not in described:  # "staff" where no table is named so: the people who work here
        hits[staff] = hits.get(staff, 0) + 1
    if any(t.lower in BALANCE_WORDS for t in words):  # "how much do clients owe us": billed minus paid
        for table in definitions:
            if (owed := balance_owed(columns[table], columns)) is not None:
                if table not in described:
                    hits[table] = hits.get(table, 0) + 1
                for payments in {p.split(".")[0] for p in owed.parts if "." in p} - described:  # its payments too
                    hits[payments] = hits.get(payments, 0) + 1
    if asks_wages(reading.tokens) and (wages := probe.wage_parts()) is not None:  # "wages, by shift hours and pay
        for column in wages:  # rates": the hours worked and the people's hourly rates, not the till's takings
            hits[column.table] = hits.get(column.table, 0) + MAX_PICKED * len(words)  # (first, whatever else hits)
        wants_money = False
    holding = set()  # the tables that keep money (or lines of a quantity at a price)
    if wants_money:
        money_in = money_coming_in(reading)
        for table in definitions:
            if money_in and bought_in(table):  # takings: not what purchases cost
                continue
            lines = line_parts(probe, table)
            bought = lines is not None and "cost" in split_identifier(lines[1].name)  # supplier order lines: no
            if table not in described and (lines and not (money_in and bought)  # takings in their unit_cost
                                           or _stores_money(probe, table, reading)):
                hits[table] = hits.get(table, 0) + 0.5
                holding.add(table)
                if lines and lines[1].table != table:  # the products whose price the lines count
                    hits[lines[1].table] = hits.get(lines[1].table, 0) + 0.5
        if any(t.lower in MONEY_RECEIVED for t in reading.tokens):  # "our takings": money received, not billed
            for table in receipt_tables([t for t in definitions if t not in described]):
                hits[table] = hits.get(table, 0) + 0.5
    ranked = sorted((t for t in hits if t not in described),
                    key=lambda t: (-hits[t], not _neighbours(t, columns, described), t))
    picked = ranked[:MAX_PICKED]
    if wants_money and not any(_stores_money(probe, t, reading) for t in described | set(picked)):
        below = [t for t in sorted(holding - described - set(picked)) if any(probe.above(t, p) for p in picked)]
        picked += below if len(below) == 1 else []  # "what did Tithe Barn spend with us", "how did Old Town and
        # Riverside compare on takings": the one table of money below the tables picked (the orders' lines, the
        # sites' bookings)
    for token in words:  # a word the picked tables leave out
        if (table := _only_holder(token, columns)) is not None and table not in described | set(picked):
            picked.append(table)
    return picked


def _only_holder(token: Token, columns: dict[str, list[Column]]) -> str | None:
    """The one table with a column ``token`` names ("sales by category": the products'), where the survey weighs
    the word no other way: not a past verb ("since it opened"), an -ly word ("hourly"), money, wages, hours or
    selling."""
    if past_verb(token.lower) or token.lower.endswith("ly") or money_word(token) \
            or token.lower in HOUR_WORDS | SELLING | WAGE_NOUNS:
        return None
    forms = {f for f in token.forms if not f.startswith("~")}  # its own forms, no synonym's tag
    named = [t for t, cs in columns.items() if any(forms & w for c in cs for w in c.words)]
    return named[0] if len(named) == 1 else None


def _stores_money(probe: Catalog, table: str, reading: Reading) -> bool:
    try:
        return any(not c.expr for c in takings_columns(probe, [table], reading))
    except Exception:  # noqa: BLE001 - "before or after discounts?" is a question for the planner, not the survey
        return True
