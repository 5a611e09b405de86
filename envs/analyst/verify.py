"""Scoring: is a plain-English answer right, and does a query's result match the gold result?

An answer is right when it states every gold value and no competing candidate (``check_answer`` says why):
- numbers: ints exact, floats within 1%; "$1,234.50", "1.2k", "3 million", "1.87e+06", "forty-two", "5pm" are read;
  "12.5%" also reads as 0.125; "fell 3%" reads as -3 when the gold is negative or the question asks for a change;
- one number: every number stated must be the gold (or a rounding of it), except dates, clock times, years, labels
  ("3: 640", "#3", "store 3", "1.", "3rd"), totals ("of our 120", "out of 120", "all 6", "35% of"), a figure
  said with the hour, year or label asked for ("17, with 2,455 sales") and the question's own numbers, which count
  only when nothing else is stated; the question says what is read first (an hour, a year, an id after "which",
  unless it asks how many or how much; a percentage); "42 or 43", "40-45", "between 40 and 45" are hedges;
- names: whole phrases in any case and spacing ("&" = "and", a plural "s", ISO dates also as "3 March 2025"); a
  longer name ("Deluxe Cat Tower" for "Cat Tower") or a denied one ("not X", "X is not") does not count; a month
  number in a month column ('06' in ``sale_month``) is that month ("June", "month 6"), with a year only one the
  question names;
- lists and tables: every gold row with its cells together, rows in gold order when the gold SQL orders them and
  the question asks for an order or a LIMIT cut the list (``asks_for_order``: a breakdown the gold sorts only for
  display may come in any order); no extra item (another name after ",", "and", "or", "/", a newline, a bullet;
  "etc.") and no other number;
- runner-ups: the rows a gold ORDER BY ... LIMIT cut off (``GoldAnswer.distractors``) may not be named, except
  after "not", "than", "ahead of", "after" ...; numbers never compete with a name, nor names with a number;
- not answers: an empty answer, a refusal (``is_abstention``), a dump (more than 2 values per gold cell + 6).
Only the first MAX_ANSWER_CHARS characters are read, and the scorer never raises.

Query results are compared the way Spider's official execution match does: DISTINCT dropped from both queries,
rows as a bag (a list when the gold query has ORDER BY), columns in any order, an error is a mismatch.

The rules live in envs/analyst/scoring/ (text, numbers, names, cells, reading, one_number, rows, execution); this
module is the public door: ``check_answer``, ``answer_matches``, ``is_abstention``, ``results_match`` and the CLI.

    python -m envs.analyst.verify DB_FILE --gold "SQL" --answer "TEXT" [--question "Q"]   # check one answer
"""

from __future__ import annotations

import argparse
import json
import sqlite3
import sys
from itertools import zip_longest
from pathlib import Path

import sqlglot

from envs.analyst.scoring.cells import FLOAT_TOLERANCE, gold_cell
from envs.analyst.scoring.execution import SIGNIFICANT_DIGITS, results_match, strip_distinct
from envs.analyst.scoring.numbers import CHANGE_QUESTION, numbers_in, primary_kind
from envs.analyst.scoring.one_number import check_number
from envs.analyst.scoring.reading import read
from envs.analyst.scoring.rows import asks_for_order, check_rows
from envs.analyst.scoring.text import MAX_ANSWER_CHARS, clean, normalize
from envs.analyst.scoring.verdict import Verdict
from envs.analyst.tasks import GoldAnswer, execute_gold
from envs.sandbox import SqlRejected, validate_sql

__all__ = ["ABSTAIN_PHRASES", "FLOAT_TOLERANCE", "MAX_ANSWER_CHARS", "MAX_GOLD_ROWS", "SIGNIFICANT_DIGITS", "Verdict",
           "answer_matches", "check_answer", "is_abstention", "main", "normalize", "numbers_in", "results_match",
           "strip_distinct"]

MAX_GOLD_ROWS = 100  # distinct gold rows an answer can be checked against (2,000 characters hold no more)

ABSTAIN_PHRASES = ("i can't answer", "i cannot answer", "i can not answer", "i could not work this out",
                   "i don't know", "i do not know", "unable to answer")  # an answer that opens so declines


def is_abstention(answer: str | None) -> bool:
    """True when the answer declines ("I can't answer this: no column holds prices") instead of answering."""
    opening = normalize(answer or "").replace("’", "'")
    return not opening or opening.startswith(ABSTAIN_PHRASES)


# ---------------------------------------------------------------- the verdict

def check_answer(answer: str | None, gold: GoldAnswer, question: str = "") -> Verdict:
    """Whether the plain-English ``answer`` states the gold answer and nothing competing, and why (module docstring).

    Never raises: an answer that breaks a rule of the scorer is reported as not correct, with the error's name.
    """
    try:
        return _check(answer, gold, question or "")
    except Exception as error:  # noqa: BLE001 - a scorer bug must not end an episode or a reward batch
        return Verdict(False, f"could not be scored ({type(error).__name__})")


def _check(answer, gold: GoldAnswer, question: str) -> Verdict:
    text = clean(answer)
    if not text:
        return Verdict(False, "empty answer")
    if is_abstention(text):
        return Verdict(False, "declines to answer")
    question = clean(question)
    columns = tuple(map(str, gold.columns))
    rows, seen = [], set()
    for row in gold.rows:
        cells = [c for c in (gold_cell(v, col, question) for v, col in zip_longest(row, columns, fillvalue=""))
                 if c is not None]
        key = tuple(c.text.casefold() for c in cells)
        if cells and key not in seen:  # each distinct row is stated once
            seen.add(key)
            rows.append(cells)
    if not rows:
        return Verdict(False, "the gold answer is empty")
    first, _, rest = text.partition("\n")
    if rest and normalize(first) == normalize(clean(" | ".join(map(str, gold.columns)))):
        text = rest  # a pasted result's header line ("ROUND(SUM(tip), 2)") names columns, not values
    only_column = columns[0] if len(columns) == 1 else ""  # a one-column gold's runner-ups read as its values do
    distractors = [c for c in (gold_cell(v, only_column, question) for v in getattr(gold, "distractors", ()) or ())
                   if c is not None]
    negative = any(c.number is not None and c.number < 0 for row in rows for c in row)
    flip = negative or CHANGE_QUESTION.search(question) is not None  # "fell 3%" reads as -3
    reading = read(text, rows, distractors, question, columns, flip, primary_kind(question))
    if len(rows) == 1 and len(rows[0]) == 1:
        cell = rows[0][0]
        if cell.number is not None:
            runner_ups = {c.number for c in distractors if c.number is not None}
            return check_number(cell, reading, question, runner_ups)
        return check_rows(rows, reading, False, question, columns, "text", 1)
    if len(rows) > MAX_GOLD_ROWS:
        return Verdict(False, f"the gold answer has {len(rows)} rows: more than an answer can state")
    kind = "list" if all(len(r) == 1 for r in rows) else "table"
    cells = sum(len(row) for row in gold.rows)  # repeated gold rows may be repeated in the answer
    ordered = gold.ordered and (asks_for_order(question) or bool(distractors))  # a cut list is ranked
    return check_rows(rows, reading, ordered, question, columns, kind, cells)


def answer_matches(answer: str | None, gold: GoldAnswer, question: str = "") -> bool:
    """True when the plain-English ``answer`` states the gold answer (see ``check_answer``)."""
    return check_answer(answer, gold, question).correct


# ---------------------------------------------------------------- command line

class _UsageError(Exception):
    """Bad command-line arguments (argparse would print a usage block and exit)."""


class _Parser(argparse.ArgumentParser):
    def error(self, message):
        raise _UsageError(message)


SQLITE_HEADER = b"SQLite format 3\x00"  # the first 16 bytes of every SQLite database file


def main(argv: list[str] | None = None) -> int:
    """Check one answer against the gold SQL run on DB_FILE: prints one JSON object, exits 0; bad input exits 2."""
    parser = _Parser(prog="python -m envs.analyst.verify", description=__doc__.splitlines()[0])
    parser.add_argument("db", type=Path, metavar="DB_FILE", help="SQLite database file (opened read-only)")
    parser.add_argument("--gold", required=True, help="gold SQL: one read-only query")
    parser.add_argument("--answer", required=True, help="the plain-English answer to check")
    parser.add_argument("--question", default="", help="the question (its numbers never compete with the answer's)")
    try:
        args = parser.parse_args(argv)
        if not args.db.is_file():
            raise _UsageError(f"no database file at {args.db}")
        with open(args.db, "rb") as f:
            if f.read(len(SQLITE_HEADER)) != SQLITE_HEADER:
                raise _UsageError(f"not an SQLite database: {args.db}")
        try:
            validate_sql(args.gold)
            gold = execute_gold(args.gold, args.db.resolve())
        except (SqlRejected, ValueError, sqlite3.Error, sqlglot.errors.SqlglotError) as error:
            message = str(error).splitlines()[0] if str(error) else type(error).__name__
            raise _UsageError(message if message.startswith("gold SQL") else f"gold SQL refused: {message}") from None
    except (_UsageError, OSError) as error:
        print(f"{parser.prog}: error: {error}", file=sys.stderr)
        return 2
    verdict = check_answer(args.answer, gold, args.question)
    print(json.dumps({"correct": verdict.correct, "reason": verdict.reason, "gold": gold.value}, default=str,
                     ensure_ascii=False))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
