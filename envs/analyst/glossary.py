"""A database's glossary: the owner's everyday words for its tables, columns, stored values and measures.

Questions use the business's words ("the website", "wages", "the menu"); the schema uses its own names
(``orders.channel = 'online'``, ``staff.hourly_rate``, ``menu_items``). No general rule can know that mapping, so
the owner writes it down once, as semantic layers do (Snowflake Cortex Analyst's synonyms, LookML labels): a text
file beside the database (``shop.sqlite`` -> ``shop.glossary.txt``; a built-in database keeps its file in its
builder's package), one entry a line, ``#`` for comments:

    website, web shop: orders.channel = 'online'
    wage, hourly pay: staff.hourly_rate
    menu: menu_items
    revenue, sales: order_items.quantity * products.price

The last is a measure: a figure of each row of one table, computed with ``+ - * /``, parentheses and numbers from
columns of that table and of the tables its foreign keys lead to (the table is the one they all lead from:
``order_items`` here, whose ``product_id`` leads to ``products``). Questions then add it up, average it or rank by
it as they would a stored column ("revenue by month").

With the glossary on, an episode's first observation lists the entries whose words the question uses, and schema
mode lists the tables they name (``envs.analyst.focus``), so the LLM agent and the rule baseline read the same
mapping. An entry that names a table, column or value the database lacks is reported and left out; a malformed
line is reported with its number, never raised.

    glossary = read_glossary(text, "shop.sqlite")      # Glossary(entries, problems)
    glossary.used_by("How many orders came in through the website?")   # [Entry(('website', 'web shop'), ...)]

    python -m envs.analyst.glossary DB_FILE [GLOSSARY_FILE] [--question Q]   # check one: JSON, exit 0 (2: bad input)
"""

from __future__ import annotations

import argparse
import json
import re
import sqlite3
import sys
import time
from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path

import sqlglot
from sqlglot import exp

from envs.analyst.schema import schema_of
from envs.analyst.tasks import sql_literal
from envs.analyst.values import words_of
from envs.databases import builtin_glossary
from envs.databases.upload import SQLITE_HEADER
from envs.sandbox import Limits, needs_quotes, open_readonly, quote_identifier, run_query, unquote_identifier

SUFFIX = ".glossary.txt"  # beside the database file
MAX_ENTRIES = 200  # a glossary is a page of vocabulary, not a data dump
MAX_GLOSSARY_CHARS = 20_000  # the text one may send (HTTP reset option, the app's box)
CHECK_LIMITS = Limits(max_vm_steps=5_000_000, timeout_s=1.0, max_rows=1)  # looking for one entry's stored value
CHECK_BUDGET_S = 3.0  # seconds for all of a glossary's value lookups: a long hostile glossary cannot hold a worker
_NAME = r'(?:"(?:[^"]|"")+"|[A-Za-z_][A-Za-z0-9_$]*)'
_NUMBER = r"-?\d{1,15}(?:\.\d{1,15})?"  # a stored number (SQLite's integers hold 18 digits), not a digit dump
MAX_MEASURE_CHARS = 300  # a measure is a short formula
MEASURE_NODES = (exp.Column, exp.Identifier, exp.Literal, exp.Paren, exp.Add, exp.Sub, exp.Mul, exp.Div, exp.Neg)
_MEANING = re.compile(rf"^\s*(?P<table>{_NAME})(?:\s*\.\s*(?P<column>{_NAME})(?:\s*=\s*(?P<value>'(?:[^']|'')*'|"
                      rf"{_NUMBER}))?)?\s*$")


@dataclass(frozen=True)
class Entry:
    """Words of the business (``phrases``) and what they mean here: a table, one of its columns, a stored value, or
    a measure computed for each row of ``table`` (``expression``)."""

    phrases: tuple[str, ...]
    table: str
    column: str | None = None
    value: str | int | float | None = None
    expression: str | None = None  # a measure: "order_items.quantity * products.price"

    @property
    def meaning(self) -> str:
        """``orders.channel = 'online'``, as the file writes it (and SQL would)."""
        if self.expression is not None:
            return self.expression
        text = _written(self.table) if self.column is None else f"{_written(self.table)}.{_written(self.column)}"
        return text if self.value is None else f"{text} = {sql_literal(self.value)}"

    @property
    def tables(self) -> tuple[str, ...]:
        """The tables the entry reads: its own, then those of a measure's other columns."""
        if self.expression is None:
            return (self.table,)
        return tuple(dict.fromkeys([self.table, *(c.table for c in sqlglot.parse_one(self.expression).find_all(
            exp.Column))]))

    @property
    def line(self) -> str:
        return f"{', '.join(self.phrases)}: {self.meaning}"

    def as_dict(self) -> dict:
        found = {"phrases": list(self.phrases), "table": self.table, "column": self.column, "value": self.value}
        if self.expression is not None:  # the measure in SQL with every name quoted, and the tables it joins
            found |= {"expression": self.expression, "tables": list(self.tables),
                      "sql": sqlglot.transpile(self.expression, read="sqlite", write="sqlite", identify=True)[0]}
        return found


def _written(name: str) -> str:
    return quote_identifier(name) if needs_quotes(name) else name


@dataclass(frozen=True)
class Glossary:
    entries: tuple[Entry, ...] = ()
    problems: tuple[str, ...] = ()  # lines or entries left out, each with the reason

    def used_by(self, question: str) -> list[Entry]:
        """The entries whose phrases the question says, word by word and lemmatized ("wages" says "wage"); where
        phrases overlap, the longest ("line items" for "how many line items", not also "items")."""
        said = words_of(question)
        spans = sorted(((i, i + len(words), k) for k, entry in enumerate(self.entries) for phrase in entry.phrases
                        if (words := words_of(phrase))
                        for i in range(len(said) - len(words) + 1) if said[i:i + len(words)] == words),
                       key=lambda span: span[0] - span[1])
        taken: set[int] = set()
        used: set[int] = set()
        for start, end, k in spans:
            if taken.isdisjoint(range(start, end)):
                taken.update(range(start, end))
                used.add(k)
        return [entry for k, entry in enumerate(self.entries) if k in used]


def parse_glossary(text: str) -> Glossary:
    """Entries and the problems of malformed lines ("line 3: ..."); never raises."""
    entries, problems = [], []
    for number, raw in enumerate(str(text or "").splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        words, colon, meaning = line.partition(":")
        phrases = tuple(dict.fromkeys(" ".join(p.split()) for p in words.split(",") if p.strip()))
        match = _MEANING.match(meaning) if colon else None
        measure = parse_measure(meaning) if colon and match is None else None
        if not phrases or (match is None and measure is None):
            problems.append(f"line {number}: expected 'words, more words: table', 'table.column', "
                            f"\"table.column = 'value'\" or a measure such as 'table.quantity * table.price', got "
                            f"{line[:60]!r}")
            continue
        if measure is not None:
            entries.append(Entry(phrases, measure.find(exp.Column).table, expression=measure.sql(dialect="sqlite")))
        else:
            value = match["value"]
            if value is not None:
                value = value[1:-1].replace("''", "'") if value.startswith("'") else (
                    float(value) if "." in value else int(value))
            entries.append(Entry(phrases, unquote_identifier(match["table"]),
                                 unquote_identifier(match["column"]) if match["column"] else None, value))
        if len(entries) == MAX_ENTRIES:
            problems.append(f"line {number}: only the first {MAX_ENTRIES} entries are read")
            break
    return Glossary(tuple(entries), tuple(problems))


def parse_measure(text: str) -> exp.Expression | None:
    """A measure's formula parsed, or None when it is not one: ``+ - * /``, parentheses and numbers over at least
    one ``table.column`` (every column named with its table), with at least one operator."""
    if len(text) > MAX_MEASURE_CHARS:
        return None
    try:
        tree = sqlglot.parse_one(text, read="sqlite")
    except (sqlglot.errors.SqlglotError, ValueError):
        return None
    nodes = list(tree.walk())
    columns = [n for n in nodes if isinstance(n, exp.Column)]
    if (isinstance(tree, (exp.Column, exp.Literal)) or not columns
            or any(not isinstance(n, MEASURE_NODES) or isinstance(n, exp.Literal) and n.is_string for n in nodes)
            or any(not c.table or c.args.get("db") for c in columns)):
        return None
    return tree


def checked(glossary: Glossary, path: str | Path) -> Glossary:
    """The entries whose table, column and value the database at ``path`` has, under its own spelling of the names
    (SQLite's names ignore case); a phrase that an earlier entry already has is dropped. What is left out becomes a
    problem. Kept until the file changes: a value is looked for with one budgeted query per entry."""
    return _checked(glossary, Path(path), Path(path).stat().st_mtime_ns)


@lru_cache(maxsize=64)
def _checked(glossary: Glossary, path: Path, _mtime: int) -> Glossary:
    tables = {name.lower(): table for name, table in schema_of(path).tables.items()}
    entries, problems, meant = [], list(glossary.problems), {}
    deadline = time.perf_counter() + CHECK_BUDGET_S
    con = open_readonly(path)
    try:
        for entry in glossary.entries:
            if entry.expression is not None:
                entry, problem = _checked_measure(entry, tables)
                if problem:
                    problems.append(f"{entry.line}: {problem}")
                    continue
            table = tables.get(entry.table.lower())
            columns = {c.name.lower(): c.name for c in table.columns} if table is not None else {}
            column = columns.get(entry.column.lower()) if entry.column is not None else None
            if table is None:
                problems.append(f"{entry.line}: there is no table {entry.table}")
                continue
            if entry.column is not None and column is None:
                problems.append(f"{entry.line}: {table.name} has no column {entry.column}")
                continue
            entry = replace(entry, table=table.name, column=column)
            if entry.value is not None and time.perf_counter() > deadline:
                problems.append(f"{entry.line}: not checked (the {CHECK_BUDGET_S:g} s for looking values up ran out)")
                continue
            if entry.value is not None:
                found = run_query(con, f"SELECT 1 FROM {quote_identifier(table.name)} WHERE "
                                       f"{quote_identifier(column)} = {sql_literal(entry.value)} LIMIT 1", CHECK_LIMITS)
                if not found.ok or not found.rows:
                    problems.append(f"{entry.line}: " + (f"could not be checked ({found.error})" if not found.ok else
                                                         f"no row of {table.name} has {column} = "
                                                         f"{sql_literal(entry.value)}"))
                    continue
            clashes = [p for p in entry.phrases if words_of(p) in meant]
            for phrase in clashes:
                problems.append(f"{entry.line}: '{phrase}' already means {meant[words_of(phrase)].meaning}")
            entry = replace(entry, phrases=tuple(p for p in entry.phrases if p not in clashes))
            if entry.phrases:
                meant.update({words_of(p): entry for p in entry.phrases})
                entries.append(entry)
    finally:
        con.close()
    return Glossary(tuple(entries), tuple(problems))


def _checked_measure(entry: Entry, tables: dict) -> tuple[Entry, str | None]:
    """A measure under the database's spelling of its names, on the table whose foreign keys lead to every other
    table it reads; or the entry and what is wrong with it."""
    tree = parse_measure(entry.expression)
    for column in tree.find_all(exp.Column):
        table = tables.get(column.table.lower())
        if table is None:
            return entry, f"there is no table {column.table}"
        name = next((c.name for c in table.columns if c.name.lower() == column.name.lower()), None)
        if name is None:
            return entry, f"{table.name} has no column {column.name}"
        column.set("table", exp.to_identifier(table.name, quoted=needs_quotes(table.name)))
        column.set("this", exp.to_identifier(name, quoted=needs_quotes(name)))
    read = list(dict.fromkeys(c.table for c in tree.find_all(exp.Column)))
    parents = {table.name: {tables[ref].name for c in table.columns if c.references
                            and (ref := c.references.split(".")[0].lower()) in tables} for table in tables.values()}
    base = next((t for t in read if set(read) <= _reached(t, parents)), None)
    if base is None:
        return entry, f"no table of {', '.join(read)} leads to the others by its foreign keys"
    return replace(entry, table=base, expression=tree.sql(dialect="sqlite")), None


def _reached(table: str, parents: dict[str, set[str]]) -> set[str]:
    """``table`` and every table its foreign keys lead to, directly or through others."""
    seen, todo = {table}, [table]
    while todo:
        for parent in parents.get(todo.pop(), ()):
            if parent not in seen:
                seen.add(parent)
                todo.append(parent)
    return seen


def read_glossary(text: str, path: str | Path) -> Glossary:
    """Parse ``text`` and keep what the database at ``path`` has."""
    return checked(parse_glossary(text), path)


def glossary_file(path: str | Path, db: str | None = None) -> Path | None:
    """The glossary of the database at ``path``: the file beside it, else a built-in database's own."""
    path = Path(path)
    beside = path.with_suffix(SUFFIX)
    if beside.is_file():
        return beside
    return builtin_glossary(db, path) if db else None


def load_glossary(path: str | Path, db: str | None = None) -> Glossary:
    """The checked glossary of the database at ``path`` (empty when it has none); read again when either file
    changes."""
    found = glossary_file(path, db)
    if found is None:
        return Glossary()
    return checked(_load(found, found.stat().st_mtime_ns), path)


@lru_cache(maxsize=64)
def _load(found: Path, _mtime: int) -> Glossary:
    return parse_glossary(found.read_text(encoding="utf-8", errors="replace"))


def main(argv: list[str] | None = None) -> int:
    """Check a glossary against its database: prints one JSON object (the entries kept, the problems, and the
    entries a question uses when one is given) and exits 0; a missing or non-SQLite file exits 2."""
    parser = argparse.ArgumentParser(prog="python -m envs.analyst.glossary", description=__doc__.splitlines()[0])
    parser.add_argument("db", type=Path, metavar="DB_FILE", help="SQLite database file (opened read-only)")
    parser.add_argument("glossary", type=Path, nargs="?", metavar="GLOSSARY_FILE",
                        help=f"default: the file beside the database (DB{SUFFIX})")
    parser.add_argument("--question", help="also list the entries this question uses")
    args = parser.parse_args(argv)
    found = args.glossary or args.db.with_suffix(SUFFIX)
    try:
        with open(args.db, "rb") as f:
            if f.read(len(SQLITE_HEADER)) != SQLITE_HEADER:
                raise ValueError(f"not an SQLite database: {args.db}")
        glossary = read_glossary(found.read_text(encoding="utf-8", errors="replace"), args.db)
    except (OSError, ValueError, sqlite3.Error) as error:
        print(f"{parser.prog}: error: {error}", file=sys.stderr)
        return 2
    report = {"entries": [e.line for e in glossary.entries], "problems": list(glossary.problems)}
    if args.question is not None:
        report["used"] = [e.line for e in glossary.used_by(args.question)]
    print(json.dumps(report, ensure_ascii=False, default=str))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
