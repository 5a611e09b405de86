"""Names in an answer: the regex that finds a gold name as a whole phrase (any case and spacing, "&" = "and", a
plural "s", other forms of an ISO date or a month), the common words that are never evidence of a name, the words
before a name that make it a comparison rather than an answer, and the words of a column name.
"""

from __future__ import annotations

import re
from functools import lru_cache

from envs.analyst.scoring.text import MONTHS

STOP_WORDS = frozenset("""
a an the and or nor but of in on at to for from by with without as is are was were be been being it its it's this
that these those there here we our us you your they their them i me my he she his her which who whom whose what when
where why how all any each both either neither some most more less many much few not no yes only also just about
around approximately roughly nearly almost over under than then so thus hence overall total answer result results
note hope let well ok okay sure clearly probably possibly perhaps maybe likely definitely actually basically
currently today top best biggest largest highest lowest smallest newest oldest least first last next previous
sorted ranked ordered based according looking per across including while whereas since until after before during
one ones other others rest remaining following below above shown listed named called had has have did does do
""".split())
CALENDAR_WORDS = frozenset(MONTHS) | {"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"}
CONTRAST_BEFORE = re.compile(  # a name after these is compared with or ruled out, not offered as the answer
    r"(?:\bnot|\bnever|n't|\brather\s+than|\binstead\s+of|\bthan|\bahead\s+of|\bafter|\bbefore|\bbeating|\bbeat"
    r"|\bunlike|\bvs\.?|\bversus|\bcompared\s+(?:with|to)|\bexcept(?:\s+for)?|\bexcluding|\bother\s+than)"
    r"\s+(?:(?:the|our|that|it|is|was)\s+)*$", re.I)
LETTERS = re.compile(r"[^\W\d_]+")


def _month_forms(month: int) -> str:
    full = MONTHS[month - 1]
    return rf"(?:{full}|{full[:3]}\.?" + (r"|sept\.?)" if month == 9 else ")")


def _date_forms(name: str) -> list[str]:
    """Other ways to write an ISO date ("2025-03-07": "7 March 2025", "March 7, 2025", ...) or a month name."""
    if m := re.fullmatch(r"(\d{4})-(\d{2})-(\d{2})", name):
        year, month, day = m[1], int(m[2]), int(m[3])
        if not (1 <= month <= 12 and 1 <= day <= 31):
            return []
        mon = _month_forms(month)
        return [rf"0?{day}(?:st|nd|rd|th)?\s+(?:of\s+)?{mon}\s*,?\s+{year}",
                rf"{mon}\s+0?{day}(?:st|nd|rd|th)?\s*,?\s+{year}",
                rf"0?{day}/0?{month}/{year}", rf"0?{month}/0?{day}/{year}", rf"{year}/0?{month}/0?{day}"]
    if m := re.fullmatch(r"(\d{4})-(\d{2})", name):
        year, month = m[1], int(m[2])
        return [rf"{_month_forms(month)}\s*,?\s+{year}", rf"0?{month}/{year}"] if 1 <= month <= 12 else []
    if name.lower() in MONTHS:
        return [_month_forms(MONTHS.index(name.lower()) + 1)]
    return []


@lru_cache(maxsize=256)
def month_pattern(month: int, years: tuple[str, ...]) -> re.Pattern:
    """A month of the year ("06" from strftime('%m')) as an answer names it: "June", "Jun", "month 6", "06", and with a
    year only one the question names ("June 2024", "2024-06"): a month of one year is another answer to a question
    across years."""
    forms = [rf"{_month_forms(month)}(?:\s*,?\s+(?:{'|'.join(years) or '(?!)'}))?(?!\s*,?\s+\d{{4}})",
             rf"month\s+(?:no\.?\s+)?0?{month}",
             rf"(?<![-/.,:(]){month:02d}(?![.,:]\d)(?!\))"]  # "06", the stored value (not the "10" of
    # "10,099.04", nor "(10)": a figure after its label)
    forms += [rf"{year}-{month:02d}" for year in years]
    return re.compile(r"(?<!\w)(?:" + "|".join(forms) + r")(?!\w)(?!-\w)", re.I)


@lru_cache(maxsize=4096)
def name_pattern(name: str) -> re.Pattern:
    """A name as a whole phrase: any case and spacing, "&" = "and", an optional plural "s", other date forms."""
    words = ["(?:&|and)" if w.lower() in ("&", "and") else re.escape(w) for w in name.split()]
    phrase = r"\s+".join(words) + (r"(?:e?s)?" if name[-1].isalpha() else "")
    return re.compile(r"(?<!\w)(?<!\w-)(?:" + "|".join([phrase] + _date_forms(name)) + r")(?!\w)(?!-\w)", re.I)


def words(text: str) -> set[str]:
    return {w.lower() for w in LETTERS.findall(text)}


def identifier_words(name: str) -> set[str]:
    """Words of a column name: ``payment_method`` -> {payment, method}, ``avgBill`` -> {avg, bill}."""
    return words(re.sub(r"([a-z])([A-Z])", r"\1 \2", name))
