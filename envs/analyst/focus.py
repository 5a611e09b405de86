"""Which tables a question is about: the lexical schema linking behind schema mode's first observation.

Schema mode lists columns only for the tables the question seems to name — a word of the table's name, a
non-generic word of one of its columns, one of its stored category values or another stored value the question
names (envs/analyst/values.py) — plus the link tables that join two of them; the other tables stay listed by name,
to DESCRIBE when needed. A small model copies names far better from a short, relevant schema than from every
column of a database (the filter text-to-SQL systems such as RESDSQL and CodeS put before their models), and the
listing shrinks by about half (``python -m bench focus``).

    shown = focus_tables(schema_of(path), "How many orders did customers from Paris place?")
    focused_overview(path, "How many orders did customers from Paris place?").text   # as schema mode shows it
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from envs.analyst.schema import schema_of
from envs.analyst.values import mentioned_values
from envs.words import expand, lemma, split_identifier

TABLE_WORD = 3  # the question names the table
COLUMN_WORD = 1  # ... or a column of it
STORED_VALUE = 2  # ... or one of its category values ('Cancelled', 'Dog')
# Words that name a column in almost every table, so they say nothing about which table is meant.
GENERIC_WORDS = frozenset("""id code name names number date dates time day year month total amount value type status
note notes description created updated""".split())
_WORD = re.compile(r"[A-Za-z]+")


def _forms(word: str) -> set[str]:
    written = expand(word.lower())
    return {written, lemma(written)}


def question_words(question: str) -> set[str]:
    """Every form of every word of the question (two letters or more)."""
    return {form for word in _WORD.findall(question) if len(word) > 1 for form in _forms(word)}


@lru_cache(maxsize=16384)
def _identifier_words(name: str) -> frozenset[str]:
    return frozenset(form for part in split_identifier(name) for form in _forms(part))


def relevance(table, words: set[str], question: str, mentioned: dict | None = None) -> int:
    """How strongly the question names ``table`` (an envs.analyst.schema.Table): 0 when not at all.
    ``mentioned``: envs.analyst.values.mentioned_values — (table, column) -> the stored values the question names."""
    lowered = question.lower()
    score = TABLE_WORD * len(_identifier_words(table.name) & words)
    for column in table.columns:
        score += COLUMN_WORD * len((_identifier_words(column.name) - GENERIC_WORDS) & words)
        if column.values:
            score += STORED_VALUE * sum(1 for v in column.values if re.search(rf"\b{re.escape(v.lower())}\b", lowered))
        else:  # a name, a code, a place: any stored text the question names
            score += STORED_VALUE * len((mentioned or {}).get((table.name, column.name), ()))
    return score


def focus_tables(schema, question: str, mentioned: dict | None = None, glossary_tables: Sequence[str] = ()) -> list:
    """The tables to list with their columns: those the question names (also ``glossary_tables``, those its glossary
    words name), most relevant first (name order among ties), then the link tables joining two of them; every table (in
    name order) when the question names none."""
    words = question_words(question)
    scores = {name: relevance(table, words, question, mentioned) for name, table in schema.tables.items()}
    for name in glossary_tables:
        if name in scores:
            scores[name] += TABLE_WORD
    named = [name for name, score in scores.items() if score > 0]
    if not named:
        return list(schema.tables.values())
    links = [name for name, table in schema.tables.items() if scores[name] == 0
             and len({c.references.split(".")[0] for c in table.columns if c.references} & set(named)) >= 2]
    return [schema.tables[n] for n in sorted(named, key=lambda n: -scores[n]) + links]


@dataclass(frozen=True)
class FocusedSchema:
    """Schema mode's first listing for one question."""

    tables: list  # the envs.analyst.schema.Table objects listed with their columns, most relevant first
    text: str  # their overview lines, stored values beside their columns, the rest counted in a marker
    mentioned: dict[tuple[str, str], tuple[str, ...]]  # (table, column) -> the stored values the question names


def focused_overview(path, question: str, glossary: Sequence = ()) -> FocusedSchema:
    """What schema mode shows first for ``question`` over the database at ``path``; ``glossary``: the entries the
    question uses (envs.analyst.glossary), whose tables are named and whose values are mentioned."""
    schema, mentioned = schema_of(path), dict(mentioned_values(path, question))
    for entry in glossary:
        if isinstance(entry.value, str) and entry.value not in mentioned.get((entry.table, entry.column), ()):
            mentioned[(entry.table, entry.column)] = (*mentioned.get((entry.table, entry.column), ()), entry.value)
    shown = focus_tables(schema, question, mentioned, [t for e in glossary for t in e.tables])
    return FocusedSchema(shown, schema.overview(tables=shown, mentioned=mentioned), mentioned)
