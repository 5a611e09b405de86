"""The answer composer: a question and a query result become one plain-English sentence.

    compose_answer("Which country has the most customers?", ["country", "customers"], [("USA", 13)])
    # 'The country with the most customers is USA, with 13 customers.'
    compose_answer("How many orders are there?", ["orders"], [(42,)])      # 'There are 42 orders.'
    compose_answer("What is the average price?", ["average price"], [(23.5,)])  # 'The average price is 23.50.'

Column names are read as words (``cust_id`` -> "customer id", via envs.words); SQL-looking names
("COUNT(*)") fall back to the question's own noun. Every value of the result is stated once, in the result's
order, with no extra numbers or items, so that envs.analyst.verify.answer_matches accepts the sentence whenever the
result is the gold result. It never raises and is deterministic. The rule baseline answers through it, and the
app uses it when an LLM's own answer is only a bare value.
"""

from __future__ import annotations

import math
import re

from envs.words import count_noun, human_words, is_plural_noun, plural, singular

MAX_ROWS = 20  # rows written into a sentence; the rest are summarised as "and N more"
DATED_PHRASE = re.compile(r"[a-z]+( [a-z]+)? (on|in|at|since) \d{4}-\d\d(-\d\d)?$")  # "hired on 2012-11-17"
BIG_NUMBER = 10_000  # integers from here on get thousands separators (years and codes stay as written)
COUNT_QUESTION = re.compile(r"\b(how many|number of|count|counting|tally|headcount)\b", re.I)
RANK_QUESTION = re.compile(r"\b(top|bottom|most|least|highest|lowest|largest|smallest|biggest|best|worst|"
                           r"cheapest|[a-z]+est)\b", re.I)
SORTED_FIRST = re.compile(r"\b(?:[a-z]+est|most \w+|least \w+)(?: \w+)? first\b", re.I)  # "cheapest class first"
SINGULAR_VERBS = {"have": "has", "are": "is", "were": "was", "do": "does"}  # said of the one thing named
NOT_A_NOUN = frozenset({"of", "one", "ones", "the", "our", "your", "is", "was", "are", "were", "do", "does", "did",
                        "has", "have", "had", "among", "in", "on", "at", "from", "for", "to", "a", "an", "kind", "type",
                        "sort"})  # words after "which" that name no thing
VERB_ADVERBS = frozenset({"never", "not", "already", "ever", "just", "recently", "also", "only", "still", "always"})
PAST_VERB = re.compile(r"\w+ed$|(been|done|made|given|seen|taken|spent|sold|bought|won|paid|had|brought|came|went|"
                       r"got|took|left|ran|fell)$", re.I)  # "has visited", "units came back": a verb, not a noun
# "which vet did the most operations": "did" the verb itself, not an auxiliary ("which city do most of them live in")
SUPERLATIVE_OBJECT = re.compile(r"(the )?(most|least|fewest|highest|lowest)\b(?! of\b)", re.I)
PLAIN_NAME = re.compile(r"^[A-Za-z][A-Za-z0-9_ ]*$")  # a column name that reads as words
YEAR_MONTH = re.compile(r"^\d{4}-(0[1-9]|1[0-2])$")  # a period label from substr(date, 1, 7)
MONTH_NAMES = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
               "November", "December")
FIGURE_NAMES = ("difference", "change", "percentage change")  # figures of two periods compared, never counted
NON_NUMBER_NAMES = ("year", "id", "code", "number", "no", "zip", "phone", "sku")  # integers shown as written
# A unit that ends a measure's name ("duration_min", "length in days", "total kg") is said after its value instead
UNITS = {"min": "minutes", "mins": "minutes", "minutes": "minutes", "hr": "hours", "hrs": "hours", "hours": "hours",
         "days": "days", "nights": "nights", "weeks": "weeks", "kg": "kg", "kilos": "kg", "km": "km", "miles": "miles",
         "litres": "litres", "liters": "liters"}


def compose_answer(question: str, columns: list[str], rows: list[tuple]) -> str:
    """One sentence stating ``rows`` as the answer to ``question`` (see the module docstring)."""
    try:
        return _compose(str(question or ""), [str(c) for c in columns or []], [tuple(r) for r in rows or []])
    except Exception:  # a composer must never break an answer card: fall back to the bare values
        try:
            return "; ".join(", ".join(str(v) for v in row) for row in rows) + "." if rows else "No rows."
        except Exception:
            return "No answer."


def _compose(question: str, columns: list[str], rows: list[tuple]) -> str:
    if not rows:
        return "The query returned no rows."
    width = max(len(r) for r in rows)
    names = [_column_words(c, question, i) for i, c in enumerate(columns)] + [""] * (width - len(columns))
    if len(rows) == 1 and width == 1:
        return _scalar(question, names[0], columns[0] if columns else "", rows[0][0])
    if len(rows) == 1:
        return _one_row(question, names, columns, rows[0])
    if width == 1:
        return _list(question, names[0], [r[0] for r in rows])
    return _table(question, names, columns, rows)


# ---------------------------------------------------------------- values and words

def format_value(value, column: str = "") -> str:
    """A cell as a reader wants it: 1,234 / 23.50 / 0.1235 / text as stored / "no value" for NULL."""
    if value is None:
        return "no value"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, int):
        plain = any(part in NON_NUMBER_NAMES for part in human_words(column).lower().split()) if column else False
        return f"{value:,}" if abs(value) >= BIG_NUMBER and not plain else str(value)
    if isinstance(value, float):
        if not math.isfinite(value):
            return str(value)
        if value.is_integer() and abs(value) < 1e15:
            return f"{int(value):,}" if abs(value) >= BIG_NUMBER else str(int(value))
        if abs(value) >= 1:
            return f"{value:,.2f}" if abs(value) >= BIG_NUMBER else f"{value:.2f}"
        return f"{value:.4g}"
    if isinstance(value, bytes):
        return f"<{len(value)} bytes>"
    text = " ".join(str(value).split())
    if YEAR_MONTH.match(text):  # a month as people say it, with the stored form: "July 2024 (2024-07)"
        return f"{MONTH_NAMES[int(text[5:7]) - 1]} {text[:4]} ({text})"
    return text


def _column_words(column: str, question: str, index: int) -> str:
    """A column name as words; SQL-looking names give way to the question's noun (or nothing)."""
    if PLAIN_NAME.match(column.strip()):
        return human_words(column).lower()
    if index == 0 or "count" in column.lower():
        noun = _question_noun(question)
        if noun and "count" in column.lower():
            return noun
    return ""


def _question_noun(question: str) -> str:
    """The thing "how many" counts, in the question's words: "no-shows" and "check-ins" whole (hyphens kept)."""
    m = re.search(r"\bhow many (?:different |distinct |unique |separate )?"
                  r"([a-z]+(?:-[a-z]+)*(?: [a-z]+(?:-[a-z]+)*){0,2})", question, re.I)
    if not m:
        return ""
    verbs = {"are", "is", "do", "does", "did", "have", "has", "were", "was", "can", "will", "in", "of", "on", "for"}
    words = m.group(1).lower().split()
    # a plural noun ends the phrase: "customers appear" gives "customers" (but "menu items" stays whole, and a third
    # word only where it is the plural noun: "pumpkin spice lattes")
    if len(words) > 1 and (words[1] in verbs or PAST_VERB.match(words[1]) or is_plural_noun(words[0])):
        return words[0]
    three = len(words) == 3 and not is_plural_noun(words[1]) and is_plural_noun(words[2])
    return " ".join(words if three else words[:2])


def _with_unit(name: str, text: str) -> tuple[str, str]:
    """("duration min", "720") -> ("duration", "720 minutes"): a unit at the end of a measure's name follows the
    value; a name that is only a unit, or no unit, stays as it is."""
    words = name.split()
    if len(words) < 2 or words[-1] not in UNITS:
        return name, text
    words, unit = words[:-1], UNITS[words[-1]]
    if words[-1] in ("in", "of") and len(words) > 1:  # "length in days"
        words = words[:-1]
    return " ".join(words), f"{text} {unit}"


def _is_number(value) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _join(items: list[str]) -> str:
    """"A", "A and B", "A, B and C"."""
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def _measured(value, name: str, column: str) -> str:
    """"13 customers" for counts, "total amount 1,234.50" for other measures, the value alone without a name."""
    text = format_value(value, column)
    if not name:
        return text
    if isinstance(value, int) and _is_count_name(name):
        name = name.removeprefix("number of ")  # "3 rentals", not "3 number of rentals"
        return count_noun(value, name) if abs(value) < BIG_NUMBER else f"{text} {plural(name)}"
    if _is_number(value):
        name, text = _with_unit(name, text)
    return f"{name} {text}"


def _is_count_name(name: str) -> bool:
    """A name that counts things ("customers", "orders") rather than measuring ("total amount")."""
    words = name.split()
    return bool(words) and words[0] not in ("total", "average", "highest", "lowest", "sum", "mean", "max", "min") \
        and plural(words[-1]) == words[-1] and singular(words[-1]) != words[-1]


# ---------------------------------------------------------------- shapes

def _scalar(question: str, name: str, column: str, value) -> str:
    text = format_value(value, column)
    if name in FIGURE_NAMES:  # "how many more lessons ...": the difference is a figure, not a count of things
        return f"The {name} is {text}."
    if _is_number(value) and COUNT_QUESTION.search(question) and isinstance(value, int):
        noun = name if len(name) > 2 and not name.startswith(("total", "average", "highest", "lowest")) else ""
        said = _question_noun(question)
        if not noun or said and said.split()[-1].lower().startswith(singular(noun.split()[-1]).lower()):
            noun = said or noun  # "how many five-star reviews" of a table ``rev``: the question's words
        if noun:
            verb = "is" if value == 1 else "are"
            return f"There {verb} {count_noun(value, noun) if abs(value) < BIG_NUMBER else text + ' ' + plural(noun)}."
        return f"The count is {text}."
    if not _is_number(value):  # "Which country has the most customers?" -> "The country with the most ... is USA."
        said = _who(question, text, "") or (f"{_subject(question, name)} is {text}." if _subject(question, name)
                                           else "")
        if said:
            return said
    if name and _is_number(value):
        name, text = _with_unit(name, text)
        return f"The {name} is {text}."
    if name:
        return f"The {singular(name)} is {text}."
    return f"The answer is {text}."


def _subject(question: str, name: str) -> str:
    """"Which country has the most customers?" -> "The country with the most customers"; else ""."""
    best = re.match(r"\s*what(?:'s|’s| is| was| has been)(?: been)? (our|the) ((?:worst|top|[a-z]+est|"
                    r"(?:most|least) \w+)(?:-\w+)? .+?)\s*(?:[?.!]|,| and (?:what|how|which|who)\b|$)", question, re.I)
    if best and name:  # "What's been our best month for takings this year?" -> "Our best month for takings ..."
        return f"{best.group(1).title()} {best.group(2)}"
    m = re.match(r"\s*(?:which|what)\s+(.+?)\s*(?:[?.!]|,|$)", question, re.I)
    if not m or not name:
        return ""
    rest = m.group(1)
    head = name.split()[-1]
    said = rest.split()[0]  # "which brewer brewed the most" of a ``staff`` label: the question's own noun
    said = () if said.lower() in NOT_A_NOUN or not said.isalpha() else (said,)
    words = rest.split()  # "which cold drink sells best", "which hot drinks sold": an adjective and its noun
    if said and len(words) > 2 and words[1].isalpha() and words[1].lower() not in NOT_A_NOUN | {"has", "have", "had"} \
            and not PAST_VERB.match(words[1]) and (not words[1].endswith("s") or PAST_VERB.match(words[2])):
        said = (f"{said[0]} {words[1]}", *said)
    for noun in dict.fromkeys((plural(name), name, singular(name), plural(head), singular(head), head) + said):
        found = re.match(rf"(?:\w+\s+)?{re.escape(noun)}\b(\s+members?\b)?\s*(.*)", rest, re.I)
        if found:
            tail = found.group(2).strip()
            tail = re.split(r",|\band (?:how|what|which|who)\b", re.sub(r"\s*\([^)]*\)", "", tail))[0].strip()
            name = singular(noun.lower() if noun in said else name) + (" member" if found.group(1) else "")  # "which
            # staff member took the most"
            if not tail:
                return f"The {name}"
            place = re.match(r"((?:of|in|at|for|from) [\w-]+)\s+(.*)", tail)  # "month of 2024 had the most"
            head_words, tail = (f"{name} {place.group(1)}", place.group(2)) if place else (name, tail)
            if possessed := re.match(r"['’]s\s+(.+)", tail):  # "manager's customers were billed the most"
                return f"The {head_words} whose {possessed.group(1)}"
            verb, _, after = tail.partition(" ")
            subject, _, rest = after.partition(" ")
            if verb.lower() in ("has", "have", "had", "is", "was", "are", "were") and \
                    subject.lower() in ("we", "you", "they", "i", "he", "she", "it"):  # "have we spent" -> "we have"
                return f"The {head_words} {subject.lower()} {verb.lower()} {rest}".rstrip()
            if verb.lower() in ("has", "have", "had") and after and not PAST_VERB.match(subject) \
                    and subject.lower() not in VERB_ADVERBS:  # ("has never been ordered": a verb)
                return f"The {head_words} with {after}"
            if verb.lower() in ("do", "does", "did") and after and not SUPERLATIVE_OBJECT.match(after):
                return f"The {head_words} that {after}"  # "which city do most of our clients live in": an auxiliary
            verb, _, rest = tail.partition(" ")  # "which customers have made ..." -> "the customer that has made"
            return f"The {head_words} that {SINGULAR_VERBS.get(verb.lower(), verb)} {rest}".rstrip()
    return ""


def _who(question: str, label: str, measures: str) -> str:
    """"Who is the oldest student?" -> "The oldest student is X"; "Who spent the most?" -> "X spent the most"."""
    m = re.match(r"\s*who(?:\s+(is|was|are|were)|['’](s))?\s+(.+?)\s*(?:[?.!]|,|$)", question, re.I)
    if not m:
        return ""
    rest = re.split(r",|\band (?:how|what|which|who)\b", m.group(3))[0].strip()
    with_measures = _with(measures)
    verb = m.group(1) or ""
    if m.group(2):  # "who's": who is ("who's our longest-serving cashier"), or who has ("who's sold the most")
        if PAST_VERB.match(rest.split()[0]):
            return f"{label} has {rest}{with_measures}."
        verb = "is"
    if verb:
        return f"{rest[:1].upper()}{rest[1:]} {verb.lower()} {label}{with_measures}."
    return f"{label} {rest}{with_measures}."


def _with(measures: str) -> str:
    """What follows a label: ", with total spend 1,200", or a date as said of it (", hired on 2012-11-17")."""
    if not measures:
        return ""
    return f", {measures}" if DATED_PHRASE.match(measures) else f", with {measures}"


def _one_row(question: str, names: list[str], columns: list[str], row: tuple) -> str:
    if not _is_number(row[0]) and len(row) > 1:  # a label and what is known about it
        label = format_value(row[0], columns[0] if columns else "")
        measures = _join([_measured(v, n, c) for v, n, c in zip(row[1:], names[1:], columns[1:] + [""] * 9)])
        who = _who(question, label, measures)
        if who:
            return who
        subject = _subject(question, names[0])
        if subject:
            return f"{subject} is {label}{_with(measures)}."
        return f"The answer is {label}{_with(measures)}."
    parts = [f"{n} {format_value(v, c)}" if n else format_value(v, c)
             for v, n, c in zip(row, names, columns + [""] * len(row))]
    return "The answer is " + _join(parts) + "."


def _list(question: str, name: str, values: list) -> str:
    shown = [format_value(v, name) for v in values[:MAX_ROWS]]
    more = f" (and {len(values) - MAX_ROWS} more)" if len(values) > MAX_ROWS else ""
    lead = f"The {plural(name)} are " if name else "They are "
    return lead + _join(shown) + more + "."


def _table(question: str, names: list[str], columns: list[str], rows: list[tuple]) -> str:
    """Labelled rows: "A (1,200), B (950) and C (800)" after a short lead; plain rows joined by semicolons."""
    columns = columns + [""] * len(names)
    labelled = all(not _is_number(r[0]) for r in rows) and all(_is_number(v) for r in rows for v in r[1:])
    if labelled:
        items = [f"{format_value(r[0], columns[0])} ({', '.join(format_value(v, c) for v, c in zip(r[1:], columns[1:]))})"
                 for r in rows[:MAX_ROWS]]
        more = f" and {len(rows) - MAX_ROWS} more" if len(rows) > MAX_ROWS else ""
        measure = next((n for n in names[1:] if n), "")
        if (first := SORTED_FIRST.search(question)) and names[0] and measure:  # not "the top" when cheapest first
            return f"The {plural(names[0])} by {measure}, {first.group().lower()}: " + _join(items) + more + "."
        if RANK_QUESTION.search(question) and not re.search(r"\b(each|per|every)\b", question, re.I):
            lead = f"The top {plural(names[0]) if names[0] else 'rows'}"
            lead += f" by {measure} are " if measure else " are "
            return lead + _join(items) + more + "."
        lead = f"{measure[:1].upper() + measure[1:]} by {singular(names[0])}: " if measure and names[0] else ""
        return lead + "; ".join(items) + more + "."
    def said(values, value_names, value_columns) -> str:
        texts = [format_value(v, c) for v, c in zip(values, value_columns)]
        for k in range(1, len(texts)):  # "year 2023, month August (2023-08)": the row's year is said once
            if YEAR_MONTH.match(str(values[k])) and str(values[k])[:4] == str(values[k - 1]):
                texts[k] = f"{MONTH_NAMES[int(str(values[k])[5:7]) - 1]} ({values[k]})"
        return ", ".join(f"{n} {t}" if n else t for t, n in zip(texts, value_names))

    named = all(not _is_number(r[0]) and not str(r[0])[:1].isdigit() for r in rows)  # names, not periods
    rests = [said(r[1:], names[1:], columns[1:]) for r in rows[:MAX_ROWS]]
    if named and not any("(" in rest for rest in rests):  # "Ben Adeyemi (left on 2024-12-18)": the name, the rest
        items = [f"{format_value(r[0], columns[0])} ({rest})" for r, rest in zip(rows, rests)]
    else:
        items = [said(r, names, columns) for r in rows[:MAX_ROWS]]
    more = f"; and {len(rows) - MAX_ROWS} more rows" if len(rows) > MAX_ROWS else ""
    return "; ".join(items) + more + "."
