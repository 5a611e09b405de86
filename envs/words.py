"""How identifiers read in English, and how English words become identifiers.

One vocabulary for three users, so they agree on what ``cust_id`` means: the question generator (questions in
plain English: ``OrderDate`` -> "order date", "1 album" / "2 albums"), the rule baseline (question words linked to
tables and columns through their lemmas) and the database factory (``render_identifier`` writes a concept such as
("customer", "id") in a naming style: ``customer_id``, ``customerId``, ``CustomerID``, ``cust_id``, ...).

    >>> human_words("tblCustOrders"), plural("category"), article("hour"), render_identifier(["order", "date"], "camel")
    ('customer orders', 'categories', 'an', 'orderDate')
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

import inflection

# Common abbreviations in real schemas: full word -> the short form the factory writes in its "abbreviated" style.
ABBREVIATIONS = {
    "account": "acct", "address": "addr", "amount": "amt", "appointment": "appt", "average": "avg",
    "customer": "cust", "date": "dt", "department": "dept", "description": "descr",
    "employee": "emp", "identifier": "id", "inventory": "inv", "manager": "mgr", "maximum": "max", "minimum": "min",
    "number": "num", "organization": "org", "payment": "pmt", "percentage": "pct", "product": "prod",
    "quantity": "qty", "received": "rcvd", "reference": "ref", "registration": "reg", "reservation": "resv",
    "supplier": "supp", "telephone": "tel", "transaction": "txn", "vehicle": "veh", "warehouse": "whse",
    "count": "cnt", "total": "tot", "subscription": "subscr", "invoice": "invc", "temperature": "temp",
    "salary": "sal",
}
# Short forms read back as words: the inverse of ABBREVIATIONS plus forms the factory never writes.
EXPANSIONS = {short: full for full, short in ABBREVIATIONS.items() if short not in ("id", "max", "min", "temp")} | {
    "nbr": "number", "no": "number", "desc": "description", "qnty": "quantity", "dob": "date of birth", "fname": "first name",
    "lname": "last name", "yr": "year", "mth": "month", "pc": "percent", "descr": "description",
    "tx": "transaction", "acc": "account", "prc": "price", "cd": "code", "sku": "SKU", "ts": "timestamp",
    "stat": "status", "sts": "status", "typ": "type", "addr1": "address", "zip": "zip code", "dt": "date",
    "usr": "user", "msg": "message", "img": "image", "pwd": "password", "nm": "name", "lvl": "level",
    "rrp": "recommended retail price", "msrp": "recommended retail price", "hrs": "hours", "mins": "minutes",
    "emerg": "emergency", "mthd": "method", "postcd": "postcode", "sname": "surname", "fnm": "first name",
    "lnm": "last name", "phn": "phone", "actv": "active", "natv": "native", "flg": "flag", "scr": "score",
    "src": "source",
}
TABLE_PREFIXES = frozenset({"tbl", "tb", "t"})  # "tbl_orders", "tOrders": a prefix, not a word of the name
# Nouns with no plural of their own (or whose -s form reads wrongly): "3 staff", not "3 staffs".
UNCOUNTABLE = frozenset({
    "staff", "data", "equipment", "inventory", "personnel", "stock", "news", "series", "information", "feedback",
    "software", "furniture", "luggage", "baggage", "merchandise", "mail", "money", "media", "metadata", "revenue",
    "species", "aircraft", "sheep", "fish", "deer", "moose", "salmon", "trout", "offspring", "livestock", "produce",
})
IRREGULAR_PLURALS = {"bonus": "bonuses", "campus": "campuses", "census": "censuses", "virus": "viruses",
                     "hero": "heroes", "potato": "potatoes", "criterion": "criteria", "bus": "buses",
                     "menu": "menus", "cafe": "cafes", "ox": "oxen", "plus": "pluses",
                     "premium": "premiums", "stadium": "stadiums", "forum": "forums", "album": "albums",
                     "loaf": "loaves", "leaf": "leaves"}
IRREGULAR_SINGULARS = {plural: singular for singular, plural in IRREGULAR_PLURALS.items()} | {
    "data": "data", "media": "media", "sales": "sale", "analyses": "analysis", "diagnoses": "diagnosis"}
NOT_PLURAL = frozenset({"was", "has", "this", "its", "gas", "canvas", "atlas", "bias", "alias", "yes", "always",
                        "perhaps", "whereas", "besides", "lens", "christmas", "chaos", "kudos"})  # end in -s, are not plurals
NAMING_STYLES = ("snake", "camel", "pascal", "abbreviated", "prefixed", "upper")
_WORD_SPLIT = re.compile(r"[^0-9A-Za-z]+")
_SILENT_H = ("hour", "honest", "honor", "honour", "heir")
_YOU_SOUND = re.compile(r"^(u[bcfhjkqrstn][aeiou]|u[^aeiou]?i|eu|ewe|uni|use|usu|ura|uro|one\b|once\b)")
_VOWEL_LETTER_NAMES = set("AEFHILMNORSX")  # "an SKU", "an HR report"


@lru_cache(maxsize=8192)
def split_identifier(name: str) -> tuple[str, ...]:
    """``"tblCustOrders"`` -> ("cust", "orders"): lower-case words of an identifier, table prefixes dropped."""
    text = inflection.underscore(str(name).strip().strip('"`[]'))  # camel and Pascal case to snake case
    parts = [p for p in _WORD_SPLIT.split(text) if p]
    if len(parts) > 1 and parts[0] in TABLE_PREFIXES:
        parts = parts[1:]
    return tuple(parts)


def expand(word: str) -> str:
    """An abbreviation written out (``qty`` -> "quantity"); other words unchanged."""
    return EXPANSIONS.get(word.lower(), word)


@lru_cache(maxsize=8192)
def human_words(name: str) -> str:
    """An identifier as a person would say it: ``cust_id`` -> "customer id", ``OrderDate`` -> "order date"."""
    return " ".join(expand(part) for part in split_identifier(name)) or str(name)


def _inflect_last(phrase: str, transform) -> str:
    head, _, last = phrase.rpartition(" ")
    return f"{head} {transform(last)}".strip()


@lru_cache(maxsize=8192)
def plural(phrase: str) -> str:
    """"order item" -> "order items", "category" -> "categories", "staff" -> "staff" (the last word inflects)."""
    def one(word: str) -> str:
        lower = word.lower()
        if lower in UNCOUNTABLE or not lower.isalpha():
            return word
        if lower in IRREGULAR_PLURALS:
            return IRREGULAR_PLURALS[lower]
        if singular(lower) != lower:  # already plural
            return word
        return inflection.pluralize(word)

    return _inflect_last(phrase, one)


@lru_cache(maxsize=8192)
def singular(phrase: str) -> str:
    """"order items" -> "order item", "categories" -> "category", "status" -> "status"."""
    def one(word: str) -> str:
        lower = word.lower()
        if lower in IRREGULAR_SINGULARS:
            return IRREGULAR_SINGULARS[lower]
        if (lower in UNCOUNTABLE or lower in NOT_PLURAL or len(lower) <= 3 or lower.endswith(("ss", "us", "is"))
                or not lower.isalpha()):
            return word
        return inflection.singularize(word)

    return _inflect_last(phrase, one)


def is_plural_noun(word: str) -> bool:
    """"lattes", "customers" (not "staff", "spice": the same in the plural, or singular)."""
    return plural(word) == word and singular(word) != word


def count_noun(n: int | float, phrase: str) -> str:
    """``count_noun(1, "album")`` -> "1 album", ``count_noun(3, "album")`` -> "3 albums"."""
    return f"{n:,} {singular(phrase) if n == 1 else plural(phrase)}" if isinstance(n, int) else f"{n} {plural(phrase)}"


def article(phrase: str) -> str:
    """"a" or "an", by the sound the phrase starts with (an hour, a user, an SKU)."""
    word = phrase.strip().split(" ")[0] if phrase.strip() else ""
    if not word:
        return "a"
    if word.isupper() and len(word) > 1:  # an acronym is read letter by letter
        return "an" if word[0] in _VOWEL_LETTER_NAMES else "a"
    lower = word.lower()
    if lower.startswith(_SILENT_H):
        return "an"
    if _YOU_SOUND.match(lower):
        return "a"
    return "an" if lower[0] in "aeiou8" else "a"


def with_article(phrase: str) -> str:
    return f"{article(phrase)} {phrase}"


def fold_accents(text: str) -> str:
    """The text in plain ASCII, accents dropped: "café" -> "cafe", "Zoë" -> "Zoe" (other non-ASCII letters go)."""
    return unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()


@lru_cache(maxsize=16384)
def lemma(word: str) -> str:
    """The dictionary form of an English word: "bought" -> "buy", "customers" -> "customer", "busiest" -> "busy"."""
    import simplemma  # its English dictionary loads on first use (~0.2 s)

    lower = word.lower()
    return simplemma.lemmatize(lower, lang="en") if lower.isalpha() else lower


def render_identifier(words: list[str] | tuple[str, ...], style: str) -> str:
    """Words of a concept (``["customer", "id"]``) written as an identifier in one of ``NAMING_STYLES``."""
    words = [w.lower() for w in words if w]
    if style == "snake":
        return "_".join(words)
    if style == "camel":
        return words[0] + "".join(_capital(w) for w in words[1:])
    if style == "pascal":
        return "".join(_capital(w) for w in words)
    if style == "abbreviated":
        return "_".join(ABBREVIATIONS.get(w, w) for w in words)
    if style == "prefixed":
        return "_".join(words)  # the prefix belongs to table names only: see ``render_table_name``
    if style == "upper":
        return "_".join(words).upper()
    raise ValueError(f"unknown naming style {style!r}; use one of {', '.join(NAMING_STYLES)}")


def render_table_name(words: list[str] | tuple[str, ...], style: str, plural_names: bool) -> str:
    """A table name: the concept's last word singular or plural, in ``style`` (``prefixed`` adds ``tbl_``)."""
    words = list(words)
    words[-1] = plural(words[-1]) if plural_names else singular(words[-1])
    name = render_identifier(words, style)
    return f"tbl_{name}" if style == "prefixed" else name


def _capital(word: str) -> str:
    return "ID" if word == "id" else word[:1].upper() + word[1:]
