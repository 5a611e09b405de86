"""Plain English for generated questions: nouns for tables and columns, dates as verbs, values and numbers.

Identifiers become the words a person would use (``tblCustOrders`` -> "customer order" / "customer orders",
``unit_price`` in ``products`` -> "unit price", ``ProductName`` in ``products`` -> "name", ``hired_on`` -> "were
hired"), and each template's phrasings are picked deterministically per question, so a database always gets the
same questions and different databases get different wordings.
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass

from envs.analyst.questions.profile import ColumnProfile
from envs.words import article, expand, human_words, plural, singular, split_identifier

# Date columns named after what happened to a row: "hire_date" -> "were hired", "ordered_at" -> "were ordered".
PAST_TENSE = {
    "hire": "hired", "order": "ordered", "ship": "shipped", "issue": "issued", "launch": "launched",
    "release": "released", "purchase": "purchased", "return": "returned", "invoice": "invoiced", "birth": "born",
    "registration": "registered", "booking": "booked", "creation": "created", "delivery": "delivered",
    "admission": "admitted", "discharge": "discharged", "enrollment": "enrolled", "payment": "paid",
    "publication": "published", "sale": "sold", "refund": "refunded", "cancellation": "cancelled",
    "completion": "completed", "termination": "terminated", "dispatch": "dispatched", "submission": "submitted",
    "approval": "approved", "renewal": "renewed", "join": "joined", "signup": "signed up", "arrival": "arrived",
    "departure": "departed",
}
IRREGULAR_PARTICIPLES = frozenset({"sold", "paid", "born", "built", "made", "sent", "bought", "held", "won", "lost",
                                   "left", "begun", "done", "given", "taken", "written", "seen", "spent", "run"})
# ... or after what a row did itself: "How many customers joined in 2024?", not "were joined".
ACTIVE_VERBS = frozenset({"joined", "signed up", "arrived", "departed", "left", "retired", "withdrew", "churned",
                          "expired", "lapsed", "resigned", "graduated", "started", "ended", "began", "finished"})
UNIT_WORDS = {"kg": "kg", "km": "km", "cm": "cm", "mm": "mm", "usd": "USD", "eur": "EUR", "gbp": "GBP",
              "mins": "minutes", "hrs": "hours", "sqft": "square feet", "lbs": "pounds", "mph": "mph"}
DATE_TAIL_WORDS = ("at", "on", "date", "time", "ts", "dt", "datetime", "timestamp", "day")
# Measures with an adjective of their own: "Which product is the most expensive?"
MEASURE_ADJECTIVES = {"price": ("the most expensive", "the cheapest"), "weight": ("the heaviest", "the lightest"),
                      "salary": ("the best paid", "the lowest paid"), "age": ("the oldest", "the youngest"),
                      "capacity": ("the largest", "the smallest"), "rating": ("the best rated", "the worst rated")}


@dataclass(frozen=True)
class Noun:
    one: str  # "order item"
    many: str  # "order items"

    def count(self, n: int) -> str:
        return f"{n:,} {self.one if n == 1 else self.many}"


def pick(key: str, options: list[str] | tuple[str, ...]) -> str:
    """One of ``options``, the same one every time for the same ``key`` (no Python hash randomisation)."""
    return options[zlib.crc32(key.encode()) % len(options)]


def table_noun(table: str) -> Noun:
    one = singular(human_words(table))
    return Noun(one, plural(one))


def column_words(column: ColumnProfile) -> str:
    """The column as a noun phrase, without a leading copy of its table's noun ("product name" -> "name")."""
    words = [w for part in column.words for w in expand(part).lower().split()]
    if len(words) > 1 and words[-1] in UNIT_WORDS:  # "weight_kg" -> "weight in kg"
        words = words[:-1] + ["in", UNIT_WORDS[words[-1]]]
    own = table_noun(column.table).one.lower().split()
    if len(words) > len(own) and [singular(w) for w in words[:len(own)]] == own:
        words = words[len(own):]
    if len(words) > 1 and words[0] in ("is", "has"):
        words = words[1:]
    return " ".join(words) or column.name


def amount_words(column: ColumnProfile) -> str:
    """A measure as something that is high or low: "seats" -> "number of seats", "price" -> "price"."""
    words = column_words(column)
    last = words.split()[-1]
    return f"number of {words}" if singular(last) != last and not last.endswith("ss") else words


def total_of(words: str) -> str:
    """"total charge" stays as it is, "amount" becomes "total amount"."""
    return words if "total" in words.split() else f"total {words}"


def indefinite(phrase: str) -> str:
    """"a tip", "an amount", but "hours": a noun phrase with the article it takes (none for plurals)."""
    last = phrase.split()[-1]
    return phrase if singular(last) != last and not last.endswith("ss") else f"{article(phrase)} {phrase}"


def measure_adjective(column: ColumnProfile, highest: bool) -> str | None:
    found = MEASURE_ADJECTIVES.get(column_words(column).split()[-1])
    return None if found is None else found[0 if highest else 1]


@dataclass(frozen=True)
class DatePhrase:
    verb: str | None  # "hired" / "joined": what happened on that date, when the name says it
    noun: str  # "hire date": "How many employees have a hire date in 2023?"
    active: bool = False  # "joined" is done by the row itself: "customers joined", not "were joined"

    @property
    def were(self) -> str | None:
        """"were hired" or "joined": the plural predicate, or None when the name gives no verb."""
        return None if self.verb is None else (self.verb if self.active else f"were {self.verb}")

    @property
    def was(self) -> str | None:
        return None if self.verb is None else (self.verb if self.active else f"was {self.verb}")


def date_phrase(column: ColumnProfile) -> DatePhrase:
    words = [w for part in column.words for w in expand(part).lower().split()]
    noun = column_words(column)
    if words[-3:] == ["date", "of", "birth"] or words == ["dob"] or words[-2:] == ["birth", "date"]:
        return DatePhrase("born", "date of birth")
    core = [w for w in words if w not in DATE_TAIL_WORDS] or words
    last = core[-1]
    verb = PAST_TENSE.get(last) or (last if last in IRREGULAR_PARTICIPLES or (last.endswith("ed") and len(last) > 4)
                                    else None)
    if words[-1] in ("at", "on"):
        noun = " ".join(core) + " date" if verb is None else f"{core[-1]} date"
    return DatePhrase(verb, noun, verb in ACTIVE_VERBS)


def flag_phrase(column: ColumnProfile) -> tuple[str, str]:
    """(verb, words) for a yes/no column: ("are", "vegan") for ``is_vegan``, ("have", "parking") for ``has_parking``."""
    words = list(split_identifier(column.name))
    if words[0] == "is" and len(words) > 1:
        return "are", " ".join(expand(w) for w in words[1:])
    if words[0] == "has" and len(words) > 1:
        return "have", " ".join(expand(w) for w in words[1:])
    if words[-1].endswith("ed"):
        return "are", " ".join(expand(w) for w in words)
    return "are flagged", " ".join(expand(w) for w in words)


def value_text(value) -> str:
    """A stored value as it is written in a question: text as stored, numbers without float noise."""
    if isinstance(value, float):
        return f"{value:,.2f}".rstrip("0").rstrip(".") if abs(value) < 1e15 else repr(value)
    return str(value)


def round_number(value: float, integer: bool):
    """A threshold a person would write: 1234.5 -> 1200 (two significant digits), 0.347 -> 0.3 (tenths)."""
    if value == 0:
        return 0
    magnitude = 10 ** (len(str(int(abs(value)))) - 2) if abs(value) >= 10 else (1 if integer else 0.1)
    rounded = round(value / magnitude) * magnitude
    return int(rounded) if integer or float(rounded).is_integer() else round(rounded, 2)
