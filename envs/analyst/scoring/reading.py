"""An answer read once against the gold (``Reading``): every gold and runner-up name mentioned, each marked as a
comparison or not, the text with those names masked, and every number classified; plus the checks every gold
shape shares: a hedge between numbers, a dump of too many values, an answer that only restates the question.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from envs.analyst.scoring.cells import Cell
from envs.analyst.scoring.names import CALENDAR_WORDS, CONTRAST_BEFORE, STOP_WORDS, identifier_words, words
from envs.analyst.scoring.numbers import LABEL_NOUNS, Number, classify, extract_numbers
from envs.analyst.scoring.text import normalize
from envs.analyst.scoring.verdict import Verdict

DUMP_VALUES_PER_CELL = 2  # an answer stating more values (numbers, names) than this per gold cell ...
DUMP_EXTRA_VALUES = 6  # ... plus this many is a dump, not an answer


@dataclass
class Mention:
    start: int
    end: int
    name: int  # index into Reading.names
    contrast: bool  # after "not", "than", "ahead of" ...: neither stated nor competing


@dataclass
class Reading:
    text: str  # the cleaned answer
    masked: str  # the same with every mentioned name replaced by its private-use mark (offsets unchanged)
    names: list[tuple[str, bool]]  # (name, is_gold)
    mentions: list[Mention]
    numbers: list[Number]
    asked: str  # the kind of number the question asks for first (numbers.primary_kind)


def _extends_name(text: str, start: int, end: int, common: set[str]) -> bool:
    """True when a capitalised word that is not a common word is glued to the match: "Deluxe Cat Tower"."""
    before = re.search(r"(?<![\w'-])([^\W\d_][\w'-]*) $", text[max(0, start - 40):start])
    after = re.match(r" ([^\W\d_][\w'-]*)", text[end:end + 40])
    return any(m and m[1][0].isupper() and m[1].lower() not in common for m in (before, after))


def read(text: str, rows: list[list[Cell]], distractors: list[Cell], question: str, columns: tuple[str, ...],
         flip_decreases: bool, asked: str) -> Reading:
    gold_names = {c.text.casefold(): c for row in rows for c in row if c.pattern is not None}
    names = [(cell.text, True) for cell in gold_names.values()]
    patterns = [cell.pattern for cell in gold_names.values()]  # a month's own pattern, not its name's
    question_folded = normalize(question)
    for cell in distractors:
        folded = cell.text.casefold()
        if (cell.pattern is None or folded in gold_names or len(folded) <= 2 or folded in STOP_WORDS
                or cell.pattern.search(question_folded)):
            continue  # short or common words, and names from the question, are no evidence of a second guess
        gold_names[folded] = cell
        names.append((cell.text, False))
        patterns.append(cell.pattern)
    common = STOP_WORDS | CALENDAR_WORDS | set(LABEL_NOUNS) | words(question)
    common |= {w for name, _ in names for w in words(name)} | {t.lower() for name, _ in names for t in name.split()}
    common |= {w for c in columns for w in identifier_words(c)}
    check_case = any(ch.isupper() for ch in text) and any(ch.islower() for ch in text)
    mentions: list[Mention] = []
    taken: list[tuple[int, int]] = []
    for index in sorted(range(len(names)), key=lambda i: -len(names[i][0])):  # longest first: "Gift Card" before "Card"
        for m in patterns[index].finditer(text):
            start, end = m.span()
            if any(start < e and s < end for s, e in taken):
                continue
            if check_case and _extends_name(text, start, end, common):
                continue
            contrast = bool(CONTRAST_BEFORE.search(text[max(0, start - 40):start])
                            or re.match(r"\s+(?:is|was)(?:\s+not\b|n't\b)", text[end:end + 12], re.I))
            mentions.append(Mention(start, end, index, contrast))
            taken.append((start, end))
    mentions.sort(key=lambda m: m.start)
    chars = list(text)
    for mention in mentions:
        chars[mention.start:mention.end] = chr(0xE000 + mention.name) * (mention.end - mention.start)
    masked = "".join(chars)
    question_values = {n.value for n in extract_numbers(question)}
    numbers = classify(extract_numbers(masked), masked, question_values, flip_decreases, asked)
    return Reading(text, masked, names, mentions, numbers, asked)


def or_hedge(reading: Reading, ranges: bool = False) -> tuple[Number, Number] | None:
    """Two numbers joined by "or" ("42 or 43", "17:00 or 18:00", "store 3 or store 4"), or with ``ranges`` a range
    ("40-45", "between 40 and 45", "40 to 45" but not "from 40 to 45"): a hedge."""
    numbers = [n for n in reading.numbers if n.kind != "context"]
    for a, b in zip(numbers, numbers[1:]):
        between = reading.masked[a.end:b.start]
        if len(between) <= 40 and re.search(r"\b(?:or|nor)\b", between, re.I) and not re.search(r"[.;!?\n]", between):
            return a, b
        if ranges and a.kind == b.kind and a.kind != "label":
            lead = reading.masked[max(0, a.start - 10):a.start]
            if ((between == "" and b.text.startswith("-")) or re.fullmatch(r"\s*-\s*", between)
                    or (re.fullmatch(r"\s+and\s+", between) and re.search(r"\bbetween\s+$", lead, re.I))
                    or (re.fullmatch(r"\s+to\s+", between) and not re.search(r"\bfrom\s+$", lead, re.I))):
                return a, b
    return None


def dump(reading: Reading, cells: int) -> Verdict | None:
    """Too many values (numbers and names) for the gold's size: a dump of candidates, not an answer."""
    count = sum(1 for n in reading.numbers if n.kind != "question") + sum(1 for m in reading.mentions if not m.contrast)
    if count > DUMP_VALUES_PER_CELL * cells + DUMP_EXTRA_VALUES:
        return Verdict(False, f"a dump, not an answer: {count} values for {cells} gold value{'s' * (cells > 1)}")
    return None


def not_stated(reading: Reading, question: str, default: str) -> str:
    answer_words = words(reading.text)
    if answer_words and answer_words <= words(question) | STOP_WORDS:
        return "only restates the question"
    return default
