"""Scoring: is a plain-English answer right, and does a query's result match the gold result?

Answers are matched by the gold answer's type (``GoldAnswer.kind``):
- int: exact; float: within 1% (a percentage sign also accepts the value / 100) — the first number in the answer
  that is not a date or a number the question itself contains is the one that counts;
- text: case- and space-insensitive, as a whole phrase inside the answer, which names at most one other item;
- list: every gold item present (order-insensitive unless the gold SQL orders them) and no more items than gold + 1
  (items are split at newlines, semicolons, ", " and "and": listing everything is not an answer);
- table: every cell of every gold row present, rows in order when the gold SQL orders them.

Query results are compared the way Spider's official execution match does: DISTINCT dropped from both queries,
rows as a bag (a list when the gold query has ORDER BY), columns in any order, an error is a mismatch.
"""

from __future__ import annotations

import itertools
import math
import re
from collections import Counter
from functools import lru_cache

import sqlglot
from sqlglot import exp

from envs.analyst.tasks import GoldAnswer

FLOAT_TOLERANCE = 0.01  # relative, for float answers
SIGNIFICANT_DIGITS = 10  # floats are compared to this many digits (summation order changes the last bits)
MAX_PERMUTATIONS = 5_000  # column assignments tried before declaring a mismatch

_DATE = re.compile(r"\b\d{4}-\d{2}(?:-\d{2})?(?:[ t]\d{2}:\d{2}(?::\d{2})?)?\b")
_NUMBER = re.compile(r"(?<![\w.])(-)?\$?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(%)?(?![\w])")


def normalize(text: str) -> str:
    return " ".join(str(text).casefold().split())


def numbers_in(text: str) -> list[tuple[int, float, bool]]:
    """(position, value, had_percent_sign) for every number in ``text``, dates masked out."""
    masked = _DATE.sub(lambda m: " " * len(m.group()), text)
    found = []
    for m in _NUMBER.finditer(masked):
        value = float((m.group(1) or "") + m.group(2).replace(",", "") + (m.group(3) or ""))
        found.append((m.start(), value, bool(m.group(4))))
    return found


def numbers_close(expected: float, got: float, exact: bool) -> bool:
    if exact:
        return got == expected
    return math.isclose(got, expected, rel_tol=FLOAT_TOLERANCE, abs_tol=1e-9)


def _number_matches(expected: float, value: float, percent: bool, exact: bool) -> bool:
    return numbers_close(expected, value, exact) or (percent and numbers_close(expected, value / 100, exact))


def _find_text(needle: str, haystack: str, start: int = 0) -> int:
    match = re.compile(r"(?<!\w)" + re.escape(normalize(needle)) + r"(?!\w)").search(haystack, start)
    return match.start() if match else -1


def _is_number(value) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _locate(values: list, text: str, start: int = 0) -> list[int] | None:
    """Position of each value in ``text`` at or after ``start`` (numbers use distinct occurrences), or None."""
    numbers = [n for n in numbers_in(text) if n[0] >= start]
    used: set[int] = set()
    positions = []
    for value in values:
        if _is_number(value):
            exact = isinstance(value, int)
            hit = next((i for i, (_, v, pct) in enumerate(numbers)
                        if i not in used and _number_matches(float(value), v, pct, exact)), None)
            if hit is None:
                return None
            used.add(hit)
            positions.append(numbers[hit][0])
        else:
            position = _find_text(str(value), text, start)
            if position < 0:
                return None
            positions.append(position)
    return positions


def _item_count(text: str) -> int:
    parts = re.split(r"\n|;|, |\band\b|\s\|\s", text)
    return sum(1 for p in parts if re.search(r"\w", p))


def answer_matches(answer: str | None, gold: GoldAnswer, question: str = "") -> bool:
    """True when the plain-English ``answer`` states the gold answer (see the module docstring)."""
    if not answer or not gold.rows:
        return False
    text = normalize(answer)
    kind = gold.kind
    if kind in ("int", "float"):
        in_question = {v for _, v, _ in numbers_in(normalize(question))}
        candidates = [(v, pct) for _, v, pct in numbers_in(text) if v not in in_question]
        if not candidates:
            return False
        value, percent = candidates[0]
        return _number_matches(float(gold.value), value, percent, exact=kind == "int")
    if kind in ("text", "list"):
        items = [gold.value] if kind == "text" else gold.value
        positions = _locate(items, text)
        if positions is None or _item_count(text) > len(gold.rows) + 1:
            return False
        return not gold.ordered or positions == sorted(positions)
    start = 0  # ordered tables: each row is looked for after the previous one, so repeated numbers do not confuse
    for row in gold.rows:
        positions = _locate(list(row), text, start)
        if positions is None:
            return False
        if gold.ordered:
            start = min(positions) + 1
    return True


# ---------------------------------------------------------------- execution match

@lru_cache(maxsize=4096)
def strip_distinct(sql: str) -> str:
    """The query with every DISTINCT removed (Spider's evaluation drops it); unchanged if it cannot be parsed."""
    try:
        tree = sqlglot.parse_one(sql, read="sqlite")
    except sqlglot.errors.SqlglotError:
        return sql
    found = False
    for node in tree.find_all(exp.Select):  # SELECT DISTINCT only: COUNT(DISTINCT x) keeps its meaning
        if node.args.get("distinct"):
            node.set("distinct", None)
            found = True
    return tree.sql(dialect="sqlite") if found else sql


def _cell(value):
    return float(f"{value:.{SIGNIFICANT_DIGITS}g}") if isinstance(value, float) else value


def results_match(pred_rows: list[tuple], gold_rows: list[tuple], ordered: bool,
                  column_order_matters: bool = False) -> bool:
    """Spider-style result equality: same row count and width, some column order under which rows agree.

    ``column_order_matters`` allows only the columns' own order (a rewritten query must keep its output's shape).
    """
    if len(pred_rows) != len(gold_rows):
        return False
    if not gold_rows:
        return True
    width = len(gold_rows[0])
    if len(pred_rows[0]) != width:
        return False
    pred = [tuple(map(_cell, r)) for r in pred_rows]
    gold = [tuple(map(_cell, r)) for r in gold_rows]
    pred_columns = [Counter(r[i] for r in pred) for i in range(width)]
    gold_columns = [Counter(r[i] for r in gold) for i in range(width)]
    # For each gold column, the predicted columns holding the same bag of values.
    options = [[i for i in (range(width) if not column_order_matters else [j]) if pred_columns[i] == gold_columns[j]]
               for j in range(width)]
    if any(not o for o in options):
        return False
    gold_bag = Counter(gold)
    for tried, assignment in enumerate(itertools.product(*options)):
        if tried >= MAX_PERMUTATIONS:
            break
        if len(set(assignment)) != width:
            continue
        permuted = [tuple(r[i] for i in assignment) for r in pred]
        if (permuted == gold) if ordered else (Counter(permuted) == gold_bag):
            return True
    return False
