"""The stored values a question mentions: "our aquatics specialists" -> employees.role 'Aquatics Specialist'.

Schema mode's first observation shows them beside their columns (value retrieval, as BRIDGE and CodeS put the
matched cell values into a text-to-SQL prompt), so a small model copies a filter's literal — a name, a role, a
branch — instead of guessing its spelling, and a table the question names only by a value ("at Old Mill Lane")
joins the listed ones (envs/analyst/focus.py).

A value matches when its words, lemmatized, appear in a row in the question's ("aquatics specialists" reads
'Aquatics Specialist'); values made only of short or common words ('No', 'Open', 'A') never match. Every text
column of a database is read once, up to a cap, and kept until the file changes.

    mentioned_values("petshop.sqlite", "What's the mean hourly pay of our aquatics specialists?")
    # {("employees", "role"): ("Aquatics Specialist",)}
"""

from __future__ import annotations

import re
import sqlite3
from collections import defaultdict
from functools import lru_cache
from pathlib import Path

from envs.analyst.schema import MAX_CATEGORY_SCAN_ROWS, has_text_affinity, schema_of
from envs.sandbox import open_readonly, quote_identifier
from envs.words import lemma

MAX_VALUE_CHARS = 40  # longer text is a description or a note, not a value a question names
MAX_VALUE_WORDS = 5
MAX_DISTINCT_READ = 50_000  # distinct values read per column (names of a large customer table)
MAX_SHOWN_PER_COLUMN = 3  # a question naming more values of one column is listing, not filtering
MIN_WORD_CHARS = 3  # a value needs one word at least this long that is not common ("A", "No", "Open")
INDEXES_KEPT = 32  # databases whose value index stays in memory (an app serving many uploads)
# Words too common in questions to say that a value is meant by them alone.
COMMON_WORDS = frozenset("""the and for with from our all any each per not yes none other total open closed new
active inactive true false low high medium standard regular basic small large big day week month year today""".split())
_WORD = re.compile(r"[A-Za-z0-9]+")


def words_of(text: str) -> tuple[str, ...]:
    """The lemmatized lower-case words of ``text``: "Aquatics Specialists" -> ("aquatic", "specialist")."""
    return tuple(lemma(w.lower()) for w in _WORD.findall(text))


def _is_nameable(words: tuple[str, ...]) -> bool:
    return 0 < len(words) <= MAX_VALUE_WORDS and any(
        len(w) >= MIN_WORD_CHARS and not w.isdigit() and w not in COMMON_WORDS for w in words)


@lru_cache(maxsize=INDEXES_KEPT)
def _index_for(path: Path, mtime_ns: int, size: int) -> dict[str, list[tuple[tuple[str, ...], str, str, str]]]:
    """First word -> (words, table, column, value) for every short stored text value of the database."""
    schema = schema_of(path)
    index = defaultdict(list)
    con = open_readonly(path)
    try:
        for table in schema.tables.values():
            if not 0 < table.row_count <= MAX_CATEGORY_SCAN_ROWS:
                continue
            for column in table.columns:
                if column.references or column.primary_key or (column.type and not has_text_affinity(column.type)):
                    continue
                quoted = quote_identifier(column.name)
                try:
                    rows = con.execute(f"SELECT DISTINCT {quoted} FROM {quote_identifier(table.name)} "
                                       f"WHERE typeof({quoted}) = 'text' AND length({quoted}) <= {MAX_VALUE_CHARS} "
                                       f"LIMIT {MAX_DISTINCT_READ}").fetchall()
                except sqlite3.Error:  # a damaged page, a collation the file names but this SQLite lacks: no hints
                    continue
                for (value,) in rows:
                    words = words_of(value)
                    if _is_nameable(words) and value.isprintable():  # a line break would split the overview line
                        index[words[0]].append((words, table.name, column.name, value))
    finally:
        con.close()
    return dict(index)


def mentioned_values(path: str | Path, question: str) -> dict[tuple[str, str], tuple[str, ...]]:
    """(table, column) -> the stored values the question names, in the question's order; {} when none."""
    path = Path(path).resolve()
    stat = path.stat()
    index = _index_for(path, stat.st_mtime_ns, stat.st_size)
    asked = words_of(question)
    found: dict[tuple[str, str], dict[str, int]] = defaultdict(dict)
    for start, word in enumerate(asked):
        for words, table, column, value in index.get(word, ()):
            if asked[start:start + len(words)] == words:
                found[(table, column)].setdefault(value, start)
    return {key: tuple(sorted(values, key=values.get))
            for key, values in found.items() if len(values) <= MAX_SHOWN_PER_COLUMN}
