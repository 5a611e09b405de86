"""Answer text as the scorer reads it: the first MAX_ANSWER_CHARS characters cleaned into plain lines (unicode
folded, markdown dropped), ``normalize`` for comparing phrases, and the month names shared by dates and names.
"""

from __future__ import annotations

import re
import unicodedata

MAX_ANSWER_CHARS = 2_000  # characters of an answer that are read: the env keeps no more (env.MAX_ANSWER_CHARS)
MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
          "november", "december")  # in dates to mask, in other forms of a gold date, and never a name

TRANSLATE = str.maketrans({
    "\u2010": "-", "\u2011": "-", "\u2012": "-", "\u2013": "-", "\u2014": "-", "\u2015": "-", "\u2212": "-",
    "\u2018": "'", "\u2019": "'", "\u2032": "'", "\u201c": '"', "\u201d": '"', "*": None, "`": None})
_BULLET = re.compile(r"^(?:[-*•·+▪►]\s+)+")
_HEADING = re.compile(r"^#{1,6}\s+")


def clean(text) -> str:
    """An answer's first MAX_ANSWER_CHARS characters, as plain lines: unicode folded (NFKC, one dash, one quote),
    invisible characters, markdown emphasis, bullets, headings and table rules dropped, spaces collapsed."""
    if text is None:
        return ""
    text = unicodedata.normalize("NFKC", str(text)[:MAX_ANSWER_CHARS])
    text = "".join(ch for ch in text if ch == "\n" or ch == "\t" or unicodedata.category(ch)[0] != "C")
    lines: list[str] = []
    previous_row = False  # the last kept line was a markdown table row
    for line in text.splitlines():
        line = line.strip()
        if line and set(line) <= set("|-:=+ \t") and "-" in line:  # a markdown table rule: the line above is its header
            if lines and previous_row:
                lines.pop()
            previous_row = False
            continue
        line = _BULLET.sub("", _HEADING.sub("", line)).translate(TRANSLATE).replace("__", "")
        row = line.startswith("|") or line.endswith("|")
        line = " ".join(line.strip("| \t").split()) if row else " ".join(line.split())
        if line:
            lines.append(line)
            previous_row = row
    return "\n".join(lines)


def normalize(text: str) -> str:
    return " ".join(str(text).casefold().split())

