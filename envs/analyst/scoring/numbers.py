"""Reading the numbers in an answer: "$1,234.50", "1.2k", "forty-two", "5pm", "12.5%", with dates and ids masked;
then classifying each into a tier (value, percent, label, context, year, time, word, question) from the words
around it and the question, and which kind the question asks for first.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation

from envs.analyst.scoring.text import MONTHS
from envs.words import is_plural_noun

_MONTH = r"(?:" + "|".join(MONTHS) + r"|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b\.?"
_DATE = re.compile(  # dates, whose numbers are neither values nor labels
    r"\b\d{4}-\d{1,2}(?:-\d{1,2})?(?:[ t]\d{2}:\d{2}(?::\d{2})?)?\b"
    r"|\b\d{1,2}/\d{1,2}/\d{2,4}\b|\b\d{4}/\d{1,2}/\d{1,2}\b"
    rf"|\b\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH}(?:,?\s+\d{{4}})?(?!\w)"
    rf"|\b{_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?\b(?:,?\s+\d{{4}}\b)?"
    rf"|\b{_MONTH},?\s+\d{{4}}\b", re.I)
_TIME = re.compile(r"(?<![\w:.])(\d{1,2}):(\d{2})(?::\d{2})?(?:\s?([ap])\.?m\b\.?)?(?![\w:])"
                   r"|(?<![\w.:])(\d{1,2})\s?([ap])\.?m\b\.?", re.I)
_ORDINAL = re.compile(r"(?<![\w.,])(\d{1,4})(?:st|nd|rd|th)\b", re.I)
_ID = re.compile(r"(?<![\w-])\w+(?:-\w+)+")  # "ORD-1042", "12-Pack": an id when it holds a letter and a digit
_NUMBER = re.compile(
    r"(?P<sign>[-+])?(?P<cur>[$£€¥])?(?P<int>\d{1,3}(?:,\d{3})+(?!\d)|\d+)(?P<frac>\.\d+)?"
    r"(?P<exp>e[-+]?\d{1,3}(?![\w]))?(?P<scale>(?:k|m|bn)(?![\w])|\s(?:thousand|million|billion)\b)?"
    r"(?P<pct>\s?%|\s(?:percent|per\s?cent)\b)?", re.I)
_SCALES = {"k": 1_000, "thousand": 1_000, "m": 1_000_000, "million": 1_000_000, "bn": 10**9, "billion": 10**9}
_UNITS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
          "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen")
_TENS = ("twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
_WORD_NUMBER = re.compile(  # "one" is left out: it is mostly a pronoun ("the newest one")
    r"\b(?:(?P<tens>" + "|".join(_TENS) + r")(?:[\s-](?P<unit>" + "|".join(_UNITS[1:10]) + r"))?"
    r"|(?P<small>" + "|".join(u for u in _UNITS if u != "one") + r"))\b", re.I)

LABEL_NOUNS = ("store", "shop", "branch", "site", "location", "region", "zone", "area", "district", "year", "grade",
               "class", "form", "week", "month", "quarter", "day", "period", "term", "semester", "room", "table",
               "floor", "aisle", "unit", "building", "level", "tier", "rank", "position", "place", "step", "phase",
               "stage", "page", "line", "row", "item", "product", "order", "invoice", "ticket", "account",
               "customer", "employee", "member", "route", "version", "team", "group", "section", "lane", "gate",
               "bay", "platform", "dock", "warehouse", "ward", "bed", "seat", "slot", "batch", "lot", "model",
               "type", "category", "channel", "kennel", "pen", "run", "cage", "course", "lesson", "top", "id",
               "number", "no", "question", "option", "plan", "batch", "department", "dept", "case")
_LABEL_WORDS = frozenset(LABEL_NOUNS) | {"no.", "nr", "nr.", "num", "num.", "id:", "ids", "no:", "number:"}
_CONTEXT_BEFORE = re.compile(  # a total the answer is part of: "of our 120", "out of 120", "all 6", "our 6"
    r"(?:\bout\s+of|\bof\s+(?:all\s+)?(?:our|the|its|their|these|those|all)(?:\s+total(?:\s+of)?)?"
    r"|\bof\s+a\s+total\s+of|[\n.;(]\s*of|\ball|\b(?:our|its|their|these|those))\s+$", re.I)
# a figure given in support of the hour, year or label asked for: "17, with 2,455 sales", "with total sales £9,120"
_SUPPORT_BEFORE = re.compile(r"\bwith\s+(?P<named>(?:[^\W\d_][\w'-]*\s+){1,4})?$", re.I)
_NOUN_AFTER = re.compile(r"\s+(?:(?:in|of)\s+)?([^\W\d_]+)")
_DECREASE_BEFORE = re.compile(
    r"\b(?:fell|fall(?:en|s)?|dropped|drops?|declined?|declines|decreased?|decreases|down|lower|shrank|shrunk"
    r"|slipped|dipped|reduced|reduction|contracted)\b"
    r"(?:\s+(?:by|of|to|about|around|roughly|approximately|some|nearly|almost|just|a))*\s+$", re.I)
_DECREASE_AFTER = re.compile(r"^\s*(?:drop|decrease|decline|fall|reduction|lower|less|down|dip)\b", re.I)
_MINUS_BEFORE = re.compile(r"\b(?:minus|negative)\s+$", re.I)
CHANGE_QUESTION = re.compile(r"\b(?:chang\w*|compar\w*|grow\w*|differen\w*|moved?|trend|increase|decrease)\b", re.I)
_PERCENT_QUESTION = re.compile(r"%|\b(?:percent(?:age)?s?|per\s?cent|share|proportion|ratio|fraction|rate)\b", re.I)
_YEAR_QUESTION = re.compile(r"\b(?:which|what)\s+year\b|\bwhen\b", re.I)
_HOUR_QUESTION = re.compile(r"\bhour\b|\btime\s+of\s+(?:the\s+)?day\b|\bwhat\s+time\b", re.I)
_ID_QUESTION = re.compile(r"\bwhich\b", re.I)
_AMOUNT_QUESTION = re.compile(r"\bhow\s+(?:many|much)\b", re.I)

VALUE_KINDS = ("plain", "percent")  # a number offered as the answer
OTHER_KINDS = frozenset({"label", "context", "year", "time", "word"})  # counted only when no value is stated


@dataclass(frozen=True)
class Number:
    start: int
    end: int
    value: Decimal
    percent: bool  # written with a percent sign: also reads as value / 100
    kind: str  # plain | percent | label | context | year | time | word | question
    text: str  # as written, for reasons

    @property
    def readings(self) -> tuple[Decimal, ...]:
        return (self.value, self.value / 100) if self.percent else (self.value,)


def _decimal(m: re.Match) -> Decimal | None:
    try:
        value = Decimal(m["int"].replace(",", "") + (m["frac"] or "") + (m["exp"] or ""))
    except InvalidOperation:
        return None
    if m["scale"]:
        value *= _SCALES[m["scale"].strip().lower()]
    return value


def _blank(text: str, spans) -> str:
    chars = list(text)
    for start, end in spans:
        chars[start:end] = " " * (end - start)
    return "".join(chars)


def extract_numbers(text: str) -> list[Number]:
    """Every number in ``text`` with a provisional kind (time, word, or plain/percent): dates and ids masked."""
    found: list[Number] = []
    for m in _TIME.finditer(text):
        if m[1] is not None:
            hour, minute, half = int(m[1]), int(m[2]), m[3]
        else:
            hour, minute, half = int(m[4]), 0, m[5]
        if minute > 59 or hour > 23 or (half and not 1 <= hour <= 12):
            continue
        if half:
            hour = hour % 12 + (12 if half.lower() == "p" else 0)
        value = Decimal(hour) + Decimal(minute) / 60
        found.append(Number(m.start(), m.end(), value, False, "time", m.group().strip()))
    spans = [(n.start, n.end) for n in found] + [m.span() for m in _DATE.finditer(text)]
    spans += [m.span() for m in _ID.finditer(text) if re.search(r"[^\W\d_]", m.group()) and re.search(r"\d", m.group())]
    masked = _blank(text, spans)
    for m in _WORD_NUMBER.finditer(masked):
        if m["small"]:
            value = _UNITS.index(m["small"].lower())
        else:
            value = 20 + 10 * _TENS.index(m["tens"].lower()) + (_UNITS.index(m["unit"].lower()) if m["unit"] else 0)
        found.append(Number(m.start(), m.end(), Decimal(value), False, "word", m.group()))
    for m in _ORDINAL.finditer(masked):  # "15th", "3rd": a position, read as a label
        found.append(Number(m.start(), m.end(), Decimal(m[1]), False, "label", m.group()))
    for m in _NUMBER.finditer(masked):
        start, end = m.span()
        before = masked[start - 1] if start else ""
        after = masked[end] if end < len(masked) else ""
        if before.isalnum() or before == "_" or after.isalnum() or after == "_":
            continue  # glued to a word: "q3", "8ENG1", "3rd", "42km"
        if before == "." and start >= 2 and masked[start - 2].isdigit():
            continue  # "1.2.3"
        value = _decimal(m)
        if value is None:
            continue
        sign = m["sign"]
        if sign == "-" and start and (masked[start - 1].isdigit() or masked[start - 1] == "-"):
            sign = None  # "40-45": a range, not a negative number
        if sign == "-":
            value = -value
        found.append(Number(start, end, value, bool(m["pct"]), "percent" if m["pct"] else "plain", m.group().strip()))
    found.sort(key=lambda n: n.start)
    # "17:00-18:00", "5pm to 6pm": one hour slot, not two times
    slots = {j for i, j in zip(range(len(found)), range(1, len(found)))
             if found[i].kind == found[j].kind == "time" and found[j].value == found[i].value + 1
             and re.fullmatch(r"\s*(?:-|to|until|and)\s*", text[found[i].end:found[j].start], re.I)}
    return [n for i, n in enumerate(found) if i not in slots]


def numbers_in(text: str) -> list[tuple[int, float, bool]]:
    """(position, value, had_percent_sign) for every number in ``text``; dates, ids and clock times masked out."""
    return [(n.start, float(n.value), n.percent) for n in extract_numbers(str(text)) if n.kind != "time"]


def _label_before(before: str) -> bool:
    """True when the text before a number names it as an id: "#3", "no. 3", "ID 3", "store 3", "years 7"."""
    if before.endswith("#"):
        return True
    words = before[-25:].split()
    if not words or before[-1:] != " " or before[-2:-1].isspace():
        return False
    last = words[-1].lower().lstrip("(#")
    return last in _LABEL_WORDS or (last.endswith("s") and last[:-1] in _LABEL_WORDS) or (
        last.endswith("es") and last[:-2] in _LABEL_WORDS)


def _supporting(before: str, after: str) -> bool:
    """True for a count or measure said with the answer: "with 2,455 sales", "with total sales 9,120"."""
    if not (m := _SUPPORT_BEFORE.search(before)):
        return False
    if m["named"]:
        return True
    noun = _NOUN_AFTER.match(after)
    return bool(noun) and is_plural_noun(noun[1].lower())


def classify(numbers: list[Number], text: str, question_values: set[Decimal], flip_decreases: bool,
             asked: str) -> list[Number]:
    """Give each number its kind: a question number, year, label, context (a total it is part of, or a figure in
    support of the hour, year or label ``asked`` for) or a value."""
    out = []
    for n in numbers:
        before = ("\n" if n.start <= 30 else "") + text[max(0, n.start - 30):n.start]  # "\n": the text starts here
        after = text[n.end:n.end + 30]
        value = n.value
        if value > 0 and not n.text.startswith("+"):
            decrease = _DECREASE_BEFORE.search(before) or _DECREASE_AFTER.match(after)
            if _MINUS_BEFORE.search(before) or (flip_decreases and decrease):
                value = -value
        whole = re.fullmatch(r"\d+", n.text) is not None  # an integer written plainly: can be a label or a year
        kind = n.kind
        if value in question_values or -value in question_values:
            kind = "question"
        elif kind in ("time", "word", "label"):
            pass
        elif whole and len(n.text) == 4 and 1900 <= value <= 2100:
            kind = "year"
        elif whole and (_label_before(before)
                        or (re.match(r":\s*\S", after) and not re.search(r":\s*$", before))
                        or (re.match(r"[.)]\s", after) and not text[text.rfind("\n", 0, n.start) + 1:n.start].strip())
                        or (after.startswith(") ") and before.endswith("("))):
            kind = "label"
        elif (_CONTEXT_BEFORE.search(before) or (n.percent and asked != "percent" and re.match(r"\s+of\b", after))
              or (asked in ("time", "year", "label") and _supporting(before, after))):
            kind = "context"
        out.append(Number(n.start, n.end, value, n.percent, kind, n.text))
    return out


def _rounding_of(precise: Decimal, rough: Decimal) -> bool:
    """True when ``rough`` is ``precise`` rounded to fewer significant digits (8990.25 -> 9000, 8990)."""
    if precise == rough:
        return True
    return any(Decimal(f"{precise:.{digits}g}") == rough for digits in range(1, 16))


def same_value(a: Number, b: Number) -> bool:
    """Two statements of one value: equal, or one a rounding of the other ("£8,990.25 (about £9,000)")."""
    return _rounding_of(a.value, b.value) or _rounding_of(b.value, a.value)


def primary_kind(question: str) -> str:
    """Which kind of number the question asks for, so it is read first: an hour, a year, an id, a percentage."""
    if not _AMOUNT_QUESTION.search(question):  # "how many sales in our busiest hour": a count first
        for kind, asks in (("time", _HOUR_QUESTION), ("year", _YEAR_QUESTION), ("label", _ID_QUESTION)):
            if asks.search(question):
                return kind
    return "percent" if _PERCENT_QUESTION.search(question) else "plain"
