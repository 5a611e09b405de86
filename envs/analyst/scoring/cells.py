"""Gold values as the scorer looks for them (``Cell``: a number, or a name with its pattern), made from a gold
result's values, and whether a number read from the answer states a numeric cell (ints exact, floats within
FLOAT_TOLERANCE).
"""

from __future__ import annotations

import math
import re
import unicodedata
from dataclasses import dataclass
from decimal import Decimal

from envs.analyst.scoring.names import identifier_words, month_pattern, name_pattern
from envs.analyst.scoring.numbers import Number
from envs.analyst.scoring.text import MONTHS, TRANSLATE

FLOAT_TOLERANCE = 0.01  # relative, for float answers


@dataclass(frozen=True)
class Cell:
    """One gold value, as the scorer looks for it: a number, or a name with its pattern."""

    text: str  # as shown in reasons
    number: Decimal | None = None
    exact: bool = False  # ints (and integer-looking text) compare exactly, floats within FLOAT_TOLERANCE
    pattern: re.Pattern | None = None


_NUMERIC_TEXT = re.compile(r"-?(?:0|[1-9]\d*)(?:\.\d+)?")
_MONTH_NUMBER = re.compile(r"0[1-9]|1[0-2]")  # strftime('%m') ...
_MONTH_COLUMN = frozenset({"month", "months", "mon", "mth", "mnth"})  # ... in a column so named
_YEAR = re.compile(r"(?<!\d)(?:19|20)\d\d(?!\d)")


def _text_value(value) -> str:
    if isinstance(value, bytes):
        value = value.decode("utf-8", "replace")
    text = unicodedata.normalize("NFKC", "NULL" if value is None else str(value))
    return " ".join(text.translate(TRANSLATE).split())


def gold_cell(value, column: str = "", question: str = "") -> Cell | None:
    """The cell for one gold value; a month number in a month column ("06" in ``sale_month``) is a month's name."""
    if isinstance(value, bool):
        value = int(value)
    if isinstance(value, int):
        return Cell(str(value), Decimal(value), True)
    if isinstance(value, float) and math.isfinite(value):
        return Cell(repr(value), Decimal(repr(value)), False)
    text = _text_value(value)
    if not text:
        return None
    if _MONTH_NUMBER.fullmatch(text) and identifier_words(column) & _MONTH_COLUMN:
        years = tuple(sorted(set(_YEAR.findall(question))))
        return Cell(MONTHS[int(text) - 1].capitalize(), pattern=month_pattern(int(text), years))
    if _NUMERIC_TEXT.fullmatch(text) and len(text) <= 30:  # years and amounts stored as text ("2023")
        return Cell(text, Decimal(text), "." not in text)
    return Cell(text, pattern=name_pattern(text))


def matches(cell: Cell, number: Number) -> bool:
    if cell.number is None:
        return False
    if cell.exact:
        return cell.number in number.readings
    expected = float(cell.number)
    return any(math.isclose(float(c), expected, rel_tol=FLOAT_TOLERANCE, abs_tol=1e-9) for c in number.readings)
