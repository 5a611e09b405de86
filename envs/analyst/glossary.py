"""A database's glossary: the owner's everyday words for its tables, columns and stored values.

Questions use the business's words ("the website", "wages", "the menu"); the schema uses its own names
(``orders.channel = 'online'``, ``staff.hourly_rate``, ``menu_items``). No general rule can know that mapping, so
the owner writes it down once, as semantic layers do (Snowflake Cortex Analyst's synonyms, LookML labels): a text
file beside the database (``shop.sqlite`` -> ``shop.glossary.txt``; a built-in database keeps its file in its
builder's package), one entry a line, ``#`` for comments:

    website, web shop: orders.channel = 'online'
    wage, hourly pay: staff.hourly_rate
    menu: menu_items

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
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from envs.analyst.schema import schema_of
from envs.analyst.values import words_of
from envs.sandbox import open_readonly, quote_identifier

SUFFIX = ".glossary.txt"  # beside the database file
MAX_ENTRIES = 200  # a glossary is a page of vocabulary, not a data dump
MAX_GLOSSARY_CHARS = 20_000  # the text one may send (HTTP reset option, the app's box)
_NAME = r'(?:"[^"]+"|[A-Za-z_][A-Za-z0-9_$]*)'
_MEANING = re.compile(rf"^\s*(?P<table>{_NAME})(?:\s*\.\s*(?P<column>{_NAME})(?:\s*=\s*(?P<value>'(?:[^']|'')*'|"
                      rf"-?\d+(?:\.\d+)?))?)?\s*$")


@dataclass(frozen=True)
class Entry:
    """Words of the business (``phrases``) and what they mean here: a table, one of its columns, or a stored value."""

    phrases: tuple[str, ...]
    table: str
    column: str | None = None
    value: str | int | float | None = None

    @property
    def meaning(self) -> str:
        """``orders.channel = 'online'``, as the file writes it."""
        text = _written(self.table) if self.column is None else f"{_written(self.table)}.{_written(self.column)}"
        if self.value is None:
            return text
        return f"{text} = " + (repr_value(self.value))

    @property
    def line(self) -> str:
        return f"{', '.join(self.phrases)}: {self.meaning}"

    def as_dict(self) -> dict:
        return {"phrases": list(self.phrases), "table": self.table, "column": self.column, "value": self.value}


def _written(name: str) -> str:
    """A name as the file writes it: double-quoted unless it is a plain identifier."""
    return name if re.fullmatch(r"[A-Za-z_][A-Za-z0-9_$]*", name) else f'"{name}"'


def repr_value(value: str | int | float) -> str:
    return "'" + value.replace("'", "''") + "'" if isinstance(value, str) else str(value)


@dataclass(frozen=True)
class Glossary:
    entries: tuple[Entry, ...] = ()
    problems: tuple[str, ...] = ()  # lines or entries left out, each with the reason

    def used_by(self, question: str) -> list[Entry]:
        """The entries one of whose phrases the question says (word by word, lemmatized: "wages" says "wage")."""
        said = words_of(question)
        return [e for e in self.entries if any(_says(said, words_of(p)) for p in e.phrases)]

    @property
    def text(self) -> str:
        return "".join(f"{e.line}\n" for e in self.entries)


def _says(said: tuple[str, ...], phrase: tuple[str, ...]) -> bool:
    n = len(phrase)
    return n > 0 and any(said[i:i + n] == phrase for i in range(len(said) - n + 1))


def _unquote(name: str) -> str:
    return name[1:-1] if name.startswith('"') else name


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
        if not phrases or match is None:
            problems.append(f"line {number}: expected 'words, more words: table', 'table.column' or "
                            f"\"table.column = 'value'\", got {line[:60]!r}")
            continue
        value = match["value"]
        if value is not None:
            value = value[1:-1].replace("''", "'") if value.startswith("'") else (
                float(value) if "." in value else int(value))
        entries.append(Entry(phrases, _unquote(match["table"]),
                             _unquote(match["column"]) if match["column"] else None, value))
        if len(entries) == MAX_ENTRIES:
            problems.append(f"line {number}: only the first {MAX_ENTRIES} entries are read")
            break
    return Glossary(tuple(entries), tuple(problems))


def checked(glossary: Glossary, path: str | Path) -> Glossary:
    """The entries whose table, column and value the database at ``path`` has; the others become problems (kept
    until the file changes: a value is looked for with one query per entry)."""
    return _checked(glossary, Path(path), Path(path).stat().st_mtime_ns)


@lru_cache(maxsize=64)
def _checked(glossary: Glossary, path: Path, _mtime: int) -> Glossary:
    schema, entries, problems = schema_of(path), [], list(glossary.problems)
    con = open_readonly(path)
    try:
        for entry in glossary.entries:
            table = schema.tables.get(entry.table)
            columns = {c.name for c in table.columns} if table is not None else set()
            if table is None:
                problems.append(f"{entry.line}: there is no table {entry.table}")
            elif entry.column is not None and entry.column not in columns:
                problems.append(f"{entry.line}: {entry.table} has no column {entry.column}")
            elif entry.value is not None and not con.execute(
                    f"SELECT 1 FROM {quote_identifier(entry.table)} WHERE {quote_identifier(entry.column)} = ? LIMIT 1",
                    (entry.value,)).fetchall():
                problems.append(f"{entry.line}: no row of {entry.table} has {entry.column} = {repr_value(entry.value)}")
            else:
                entries.append(entry)
    finally:
        con.close()
    return Glossary(tuple(entries), tuple(problems))


def read_glossary(text: str, path: str | Path) -> Glossary:
    """Parse ``text`` and keep what the database at ``path`` has."""
    return checked(parse_glossary(text), path)


def glossary_file(path: str | Path, db: str | None = None) -> Path | None:
    """The glossary of the database at ``path``: the file beside it, else a built-in database's own."""
    path = Path(path)
    beside = path.with_suffix(SUFFIX)
    if beside.is_file():
        return beside
    from envs.databases import builtin_glossary  # the registry imports envs.analyst lazily, not the other way
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
            if f.read(16) != b"SQLite format 3\x00":
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
