"""The check of a name, a list or a table: every gold row found with its cells together (in gold order when the
gold is ordered), then nothing competing: no runner-up named, no hedge, no number outside the gold, and no extra
list item (another phrase after ",", "and", "or", "/", a newline; "etc.").
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

from envs.analyst.scoring.cells import Cell, matches
from envs.analyst.scoring.names import LETTERS, STOP_WORDS, identifier_words
from envs.analyst.scoring.numbers import VALUE_KINDS, same_value
from envs.analyst.scoring.reading import Reading, dump, not_stated, or_hedge
from envs.analyst.scoring.verdict import Verdict, short

MAX_ITEM_WORDS = 6  # a leftover phrase longer than this (and than the longest gold name + 2) is prose, not an item
MAX_CANDIDATES = 50  # occurrences of one gold cell tried when pairing a row (a bound on the pairing search)

_CONNECTOR = re.compile(r"^(?:(?P<hedge>or|nor|maybe|perhaps|possibly|probably|either|alternatively)|and|then|also|plus"
                        r"|followed\s+by|as\s+well\s+as|along\s+with|next|finally|lastly)\b[\s,]*", re.I)
_CONTRAST_START = re.compile(r"^(?:not|never|rather\s+than|instead\s+of|than|ahead\s+of|after|before|unlike|vs\.?"
                             r"|versus|compared|except|excluding|other\s+than|beating|beat)\b", re.I)
_DENIAL = re.compile(r"\b(?:is|was|are|were)\s+not\b|\b(?:is|was|are|were)n't\b", re.I)
_LEAD_IN = re.compile(r"^.*\b(?:is|are|was|were)\s+", re.I)  # a sentence's subject and verb before the first item
# A question whose answer is a ranking or a sequence, so its order is part of it. Loose on purpose: a word that only
# looks like a cue ("interest", "last year") keeps the gold order binding, the strict side.
ORDER_QUESTION = re.compile(
    r"\b(?:order\w*|sort\w*|rank\w*|top|bottom|first|last|most|least|\w+est|(?:a|z)\s*(?:-|to)\s*(?:z|a)|descending"
    r"|ascending|chronological\w*|alphabetical\w*|running|cumulative\w*|then|followed)\b", re.I)
_LEADING_FIGURE = re.compile(r"^[£$€]?\d[\d.,]*%?\s*[—–:-]\s*")
_MORE_ITEMS = re.compile(r"etc|et\s+cetera|so\s+on|more|others|many\s+more|among\s+others|the\s+rest", re.I)
_SEPARATOR = re.compile(
    r"\s*,\s*(?P<or1>or|nor)\s+|\s*,\s*(?:and|then|plus)\s+|\s*;\s*|\s*,(?:\s+|$)|\s+\(?(?P<or2>or|nor)\s+"
    r"|\s*(?P<or3>/)\s*|\s+(?:and|plus|&)\s+|\s+\|\s+|\s*\n\s*|(?P<stop>[.!?])(?:\s+|$)", re.I)


@dataclass(frozen=True)
class _Spot:
    start: int
    end: int
    key: tuple  # ("m", index) for a mention, ("n", index) for a number: each is used by one cell only


def _spots(cell: Cell, reading: Reading, memo: dict) -> list[_Spot]:
    """Where a gold cell is stated: its name's mentions (not in a comparison), or the numbers that match it."""
    key = (cell.text.casefold(), cell.exact)
    if key not in memo:
        memo[key] = _find_spots(cell, reading)
    return memo[key]


def _find_spots(cell: Cell, reading: Reading) -> list[_Spot]:
    if cell.pattern is not None:
        folded = cell.text.casefold()
        index = next(i for i, (name, gold) in enumerate(reading.names) if gold and name.casefold() == folded)
        spots = [_Spot(m.start, m.end, ("m", i)) for i, m in enumerate(reading.mentions)
                 if m.name == index and not m.contrast]
    else:
        spots = [_Spot(n.start, n.end, ("n", i)) for i, n in enumerate(reading.numbers) if matches(cell, n)]
    return spots[:MAX_CANDIDATES]


def _place(row_spots: list[list[_Spot]], cursor: int, used: set,
           piece: Callable[[int], int]) -> tuple[int, int, list[tuple]] | None:
    """The tightest placing of one row at or after ``cursor``: each cell nearest to an anchor occurrence of its
    most distinctive cell (the one stated fewest times: a name before a count, whatever the gold's column order),
    in the anchor's own list item (``piece``: the item a position lies in) where it has one there: of "A (3); B (2);
    C (2)" against gold rows A and C, C takes the 2 after it, and "B (2)" is left an extra row.
    Returns (start, end, keys) or None."""
    row_spots = sorted(row_spots, key=len)
    best = None
    for anchor in row_spots[0]:
        if anchor.start < cursor or anchor.key in used:
            continue
        keys, start, end = [anchor.key], anchor.start, anchor.end
        for spots in row_spots[1:]:
            free = [s for s in spots if s.start >= cursor and s.key not in used and s.key not in keys]
            if not free:
                keys = None
                break
            spot = min(free, key=lambda s: (piece(s.start) != piece(anchor.start), abs(s.start - anchor.start)))
            keys.append(spot.key)
            start, end = min(start, spot.start), max(end, spot.end)
        if keys is not None and (best is None or end < best[1]):
            best = (start, end, keys)
    return best


def _describe(row: list[Cell]) -> str:
    return repr(row[0].text) if len(row) == 1 else "(" + ", ".join(c.text for c in row) + ")"


def asks_for_order(question: str) -> bool:
    """Whether a question about a gold result ordered by its SQL asks for that order ("largest first", "the top 5",
    "a running total", "oldest first"); an unread question is taken to ask for it. A breakdown ("how many units
    does each site have") may be stated in any order, even when the gold query sorts it for display."""
    return not question.strip() or ORDER_QUESTION.search(question) is not None


def check_rows(rows: list[list[Cell]], reading: Reading, ordered: bool, question: str,
               columns: tuple[str, ...], kind: str, cells: int) -> Verdict:
    if verdict := dump(reading, cells):
        return verdict
    memo: dict = {}
    spots = [[_spots(c, reading, memo) for c in row] for row in rows]
    starts = [start for start, _, _ in _segments(reading.masked)]

    def piece(at: int) -> int:  # the list item a position lies in
        return bisect_right(starts, at)

    for row, row_spots in zip(rows, spots):
        for cell, found in zip(row, row_spots):
            if not found:
                what = f"does not name {cell.text!r}" if kind == "text" else f"missing {cell.text!r}"
                return Verdict(False, not_stated(reading, question, what))
    used: set = set()
    cursor, pending = 0, list(range(len(rows)))
    cache: dict[int, tuple | None] = {}  # a row's placing stays valid while the cursor and its keys allow it
    while pending:
        for i in pending[:1] if ordered else pending:
            if i not in cache:
                cache[i] = _place(spots[i], cursor, used, piece)
        options = [(i, cache[i]) for i in (pending[:1] if ordered else pending) if cache[i] is not None]
        if not options:
            row = rows[pending[0]]
            if ordered and _place(spots[pending[0]], 0, used, piece) is not None:
                return Verdict(False, f"states the gold {'rows' if kind == 'table' else 'items'} out of order")
            return Verdict(False, f"does not state {_describe(row)} together")
        i, (start, end, keys) = min(options, key=lambda o: (o[1][1], o[1][0]))
        used.update(keys)
        pending.remove(i)
        cursor = end
        taken = set(keys)
        cache = {j: p for j, p in cache.items() if p is not None and p[0] >= cursor and not taken & set(p[2])}
    for mention in reading.mentions:
        name, gold = reading.names[mention.name]
        if not gold and not mention.contrast:
            return Verdict(False, f"names {name!r}, a competing candidate")
    has_numbers = any(c.number is not None for row in rows for c in row)
    has_names = any(c.pattern is not None for row in rows for c in row)
    if has_numbers and (hedge := or_hedge(reading)):
        return Verdict(False, f"hedges between {short(hedge[0].text)} and {short(hedge[1].text)}")
    if has_numbers:
        stated = [reading.numbers[k[1]] for k in used if k[0] == "n"]
        for i, n in enumerate(reading.numbers):
            if ("n", i) in used or n.kind not in VALUE_KINDS or any(same_value(m, n) for m in stated):
                continue
            where = "rows" if kind == "table" else "answer"
            return Verdict(False, f"also states {short(n.text)}, a number outside the gold {where}")
    if has_names:
        extras, hedged = _extra_items(reading, used, rows, columns)
        if hedged:
            return Verdict(False, "hedges with 'or' between candidates")
        if extras:
            count = len(rows) + len(extras)
            if kind == "text":
                return Verdict(False, f"also names {short(extras[0])!r}")
            noun = "rows" if kind == "table" else "items"
            return Verdict(False, f"lists {count} {noun}, gold has {len(rows)} (also {short(extras[0])!r})")
    if kind == "text":
        return Verdict(True, f"names {rows[0][0].text!r}, the gold value")
    if kind == "list":
        return Verdict(True, f"lists all {len(rows)} gold items" + (" in order" if ordered else ""))
    return Verdict(True, f"states all {len(rows)} gold row{'s' * (len(rows) > 1)}" + (" in order" if ordered else ""))


def _segments(masked: str) -> list[tuple[int, int, str]]:
    """(start, end, kind of the separator before it) for each stretch between list separators."""
    out, start, before = [], 0, "break"
    for m in _SEPARATOR.finditer(masked):
        out.append((start, m.start(), before))
        if m["stop"]:
            before = "break"
        elif m["or1"] or m["or2"] or m["or3"]:
            before = "or"
        elif "\n" in m.group():
            before = "break" if masked[:m.start()].rstrip()[-1:] in (".", "!", "?", ":") else "list"
        else:
            before = "list"
        start = m.end()
    out.append((start, len(masked), before))
    return [s for s in out if s[1] > s[0]]


def _extra_items(reading: Reading, used: set, rows: list[list[Cell]],
                 columns: tuple[str, ...]) -> tuple[list[str], bool]:
    """Leftover phrases that read as further list items, in a stretch of the answer that lists gold values, and
    whether an "or" joins two candidates there."""
    masked = reading.masked
    gold_marks = {chr(0xE000 + reading.mentions[k[1]].name) for k in used if k[0] == "m"}
    other_marks = {chr(0xE000 + m.name) for m in reading.mentions if not m.contrast and not reading.names[m.name][1]}
    used_numbers = [reading.numbers[k[1]] for k in used if k[0] == "n"]
    first = next((reading.text[m.start] for m in reading.mentions if reading.names[m.name][1] and not m.contrast), "A")
    upper_style = first.isupper()
    check_case = any(ch.isupper() for ch in reading.text) and any(ch.islower() for ch in reading.text)
    longest = max((len(c.text.split()) for row in rows for c in row if c.pattern is not None), default=1)
    header = {w for c in columns for w in identifier_words(c)}
    runs: list[list[tuple[str, str, str]]] = []  # per stretch between sentence breaks: (role, separator, piece)
    segments = _segments(masked)
    labels = _row_labels(masked, segments, gold_marks)
    for start, end, before in segments:
        piece = masked[start:end]
        if before == "break" and (m := _CONNECTOR.match(piece.strip(" \t\"'()"))) and m.group():
            before = "or" if m["hedge"] else "list"  # "X. Or maybe Y.", "X. Also Y.": the list goes on
        if any(ch in gold_marks for ch in piece) or any(start <= n.start < end for n in used_numbers):
            role = "gold"
        elif any(ch in other_marks for ch in piece):
            role = "other"
        elif any("\ue000" <= ch <= "\uf8ff" for ch in piece):
            role = "aside"  # a name in a comparison ("ahead of X")
        else:
            unlabelled = next((piece.strip()[len(l):] for l in labels if piece.strip().startswith(l)), piece)
            role = _item_role(unlabelled, before, upper_style, check_case, max(MAX_ITEM_WORDS, longest + 2), header)
        if before == "break" or not runs:
            runs.append([])
        runs[-1].append((role, before, piece))
    extras, hedged = [], False
    for run in runs:
        if not any(role == "gold" for role, _, _ in run):
            continue
        extras += [_LEAD_IN.split(piece.strip(" .,;:"))[-1] for role, _, piece in run if role == "item"]
        candidates = [role in ("gold", "other", "item") for role, _, _ in run]
        hedged |= any(before == "or" and k and candidates[k] and candidates[k - 1]
                      for k, (_, before, _) in enumerate(run))
    return extras, hedged


def _row_labels(masked: str, segments: list[tuple[int, int, str]], gold_marks: set[str]) -> set[str]:
    """The words each row of a labelled dump starts with ("instructors Dean Fairclough, left on 2024-07-26;
    instructors Anita Kowal, ..."): the text before the gold name, where at least two gold rows start with it, so
    that the rows after it read as further items ("instructors Anita Kowal"), not as lower-case prose."""
    before_gold = Counter()
    for start, end, _ in segments:
        piece = masked[start:end].strip()
        first_gold = next((k for k, ch in enumerate(piece) if ch in gold_marks), 0)
        label = piece[:first_gold].strip()
        if label[:1].isalpha():
            before_gold[label + " "] += 1  # with the space after it: "instructors ", not "instructorship"
    return {label for label, count in before_gold.items() if count >= 2}


def _item_role(piece: str, before: str, upper_style: bool, check_case: bool, max_words: int, header: set[str]) -> str:
    """'item' when a leftover phrase reads as another list item ("Fairhaven Harborside"), else 'prose'."""
    text = piece.strip(" \t\"'()[]{}-:,.")
    hedge = before == "or"
    while m := _CONNECTOR.match(text):
        if not m.group():
            break
        hedge |= bool(m["hedge"])
        text = text[m.end():]
    if _MORE_ITEMS.fullmatch(text.strip(" .")):
        return "item"  # "etc.", "and more": claims further items
    text = _LEADING_FIGURE.sub("", text)  # "2 — Christmas Concert": a row that states its figure first
    text = _LEAD_IN.split(text)[-1] or text  # "The owners are Ursula Norris (and Victor Lambert)": the name after it
    if not text or _CONTRAST_START.match(text) or _DENIAL.search(text) or not text[0].isalpha():
        return "prose"
    words = LETTERS.findall(text)
    if hedge:
        return "item"
    if words[0].lower() in STOP_WORDS or all(w.lower() in header for w in words) or len(text.split()) > max_words:
        return "prose"
    if check_case and text[0].isupper() != upper_style:
        return "prose"
    return "item"
