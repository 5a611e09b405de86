"""The baseline's English: question tokens, the forms a word can take, and the closed word classes.

A question is split into ``Token``s (words, numbers, quoted phrases); each word carries the set of forms it may
meet in a schema (its lemma, a crude stem, its business-synonym group), so "clients" meets ``cust_id``,
"cancellations" meets the stored value 'Cancelled' and "bought" meets ``buy``. The word lists here are general
English and general business vocabulary only — nothing that belongs to one particular database.

    tokens = tokenize("Which 3 customers spent the most in 2024?")
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from envs.words import expand, fold_accents, lemma, singular

# Words that say nothing about the data: grammar, pronouns, politeness.
STOPWORDS = frozenset("""a an the of in on at to for from by with and or is are was were be been being am do does
did done doing have has had having we our ours us you your yours i me my mine it its this that these those there
their theirs them they he she his her him who whom whose which what whats when where why how as into out up down
about across so if then also just simply only very please can could would should will shall may might must let s t d
ll ve re m o y one's each every per all any some such own same other others than too""".split())
# Words that carry the query's shape rather than naming data (read by reading.py, never linked to the schema).
SHAPE_WORDS = frozenset("""how many much most least highest lowest largest smallest biggest greatest fewest
maximum minimum max min best worst top bottom more less fewer over under above below between before after since
until till during within distinct different unique which what who list show give tell find sort sorted
alphabetical alphabetically descending ascending earliest latest newest oldest youngest recent recently not no
never none without excluding exclude except besides leaving ignoring ignore non neither nor each every per
apiece broken breakdown by than greater higher lower larger smaller bigger average averages mean typical
typically usually avg median sum sums altogether combined tally cheapest priciest expensive heaviest lightest longest
shortest tallest strongest weakest busiest quietest missing lack lacking blank empty common frequent frequently popular
exceed exceeds exceeding exceeded beat beats outnumber often headcount""".split())
# Grammar words that may also name a column ("total", "first name", "order"): linked when they match, else ignored.
SOFT_WORDS = frozenset("""total number count counted counting add name first last order ordered rank ranked
ranking split group grouped separate side across spread one two three four five six seven eight nine ten eleven
twelve twenty hundred thousand million percent exactly overall date dates time day days year years yearly
month months monthly annual annually""".split())
# General words that name nothing in a database ("on our books", "on file", "do we have").
FILLER_WORDS = frozenset("""books book file files record records recorded system database data table tables
entry entries row rows item's kept keep hold holds held have got get gets give given let know see look looking
want need like would overall ever whole entire altogether actually really currently current right now today
still so far thing things stuff lot lots anything everything something whatever whichever somebody anyone
someone registered listed logged stored exist exists existing there here ups
currently presently moment time times ever yet again all-time alltime time overall total use used using
happen happened came come comes go went take took taken make made put set kind sort value values figure
figures amount information info detail details please thanks thank tell me us our we who whom belong belongs
belonging belonged linked link links connected associated among amongst appear appears appearing appeared
through via account accounts accounted break kg kilo kilos kilogram kilograms gram grams pound pounds lb lbs cm
metre metres meter meters km mile miles minute minutes second seconds dollar dollars euro euros altogether
including include includes included whole offer offers offered stand stands gap gaps single new range
catalogue catalog list lists member members base based live lives living carry carries carried carrying
process processed processing handle handled ring rang rung take took taken sit sits work works worked working
cover covers covered also etc eg ie e g i just company business organisation organization firm chain roughly
approximately busy
currently presently ones one's apiece assigned recorded noted
entered saved calendar address addresses start started starting begin began begun signed joined created opened
send sent issued place places placing placed booked happened held fell ran run came flagged
marked stock stocked stocks scheme programme program provided provide performed perform delivered deliver
rendered receive received receiving incoming shop shopped shopping visit visited yyyy mm dd people person persons
individual individuals everyone everybody folk folks timetable timetabled schedule scheduled already fully
completely totally entirely sadly unfortunately but fit fitted""".split())
# Units of weight, length and volume: "how many kilos" adds up an amount, it never counts rows.
UNIT_WORDS = frozenset("""kg kilo kilos kilogram kilograms gram grams lb lbs cm metre metres meter meters km mile miles
litre litres liter liters tonne tonnes ton tons""".split())  # (not "pounds": money too)
# Groups of general business words that mean the same thing in a question and in a schema.
SYNONYM_GROUPS = (
    {"customer", "client", "shopper", "buyer", "patron", "purchaser", "member", "cust"},
    {"employee", "staff", "worker", "personnel", "staffer", "emp"},
    {"revenue", "sales", "takings", "income", "turnover", "earnings"},
    {"product", "item", "article", "merchandise", "goods", "prod", "thing", "seller", "bestseller", "menu"},  # "best
    # seller"; a table "menu" lists the items sold
    {"order", "purchase", "buy", "basket", "transaction", "txn"},  # "average basket value", "number of transactions"
    {"sale", "sell", "purchase", "buy", "receipt", "basket", "transaction", "txn", "shopped"},  # (both groups' tag
    # is ~basket, their first word in order: to the linker an order is a sale; "customers who shopped with us")
    {"supplier", "vendor", "provider", "supp"},
    {"expense", "expenditure", "spend", "spending", "outgoing", "cost"},
    {"student", "pupil", "learner"},
    {"category", "type", "kind", "class"},
    {"city", "town"},
    {"area", "space"},  # "floor space": floor_area
    {"country", "nation"},
    {"booking", "reservation", "appointment", "resv", "appt"},
    {"phone", "telephone", "tel", "mobile"},
    {"email", "mail"},
    {"quantity", "unit", "qty", "units", "copies"},  # "how many copies did we sell"
    {"salary", "wage", "pay", "sal"},
    {"loan", "borrow", "lend", "checkout"},  # "the most borrowed book": the most loans
    {"price", "fee", "charge", "prc"},
    {"birth", "born", "dob", "birthday"},
    {"signup", "sign", "register", "registration", "join", "enrol", "enroll", "enrolment", "enrollment"},
    {"hire", "employ", "recruit"},
    {"discontinue", "drop", "withdraw", "retire", "delist"},  # "products we have dropped": discontinued_on
    {"score", "mark", "grade"},
    {"rating", "star"},  # "the average star rating": ``stars``
    {"weight", "weigh", "heavy", "light"},
    {"department", "dept"},
    {"manager", "mgr"},
    {"address", "addr"},
    {"invoice", "invc", "bill"},
    {"payment", "pmt"},
    {"paid", "settled", "settle"},  # "invoices settled by cheque" were paid
    {"return", "back"},  # "units that came back" were returned
    {"site", "facility", "location", "branch", "premises", "store", "shop", "outlet"},
    {"kg", "kilo", "kilos", "kilogram", "kilograms"},  # "how many kilos" adds up kg_collected
    {"description", "desc", "descr"},
    {"method", "way"},  # "the most common way people pay": payment_method
    {"adopt", "rehome"},  # "cats we rehomed" were adopted
    {"clinic", "practice", "surgery"},  # "which vet practice"
    {"wholesale", "trade"},  # "which trade customer": a wholesale customer
    {"hourly", "hr"},  # "the highest hourly rate": ``tch_hr_rate``
)
SERVING = frozenset({"rang", "ring", "rung", "served", "serve", "serves", "sold", "processed", "handled", "took",
                     "taken"})  # what staff do to a sale or an order ("who took the most orders")
CUSTOMER_VERBS = frozenset({"placed", "ordered", "bought", "spent", "spend", "booked", "visited"})  # what clients do
BUSY_WORDS = frozenset({"busiest", "quietest"})  # ranked by how many orders or sales: with no table named, those
BUYING = frozenset({"ordered", "bought", "buy", "purchased"})  # verbs of customers buying (speaks_of_buying)
SELLING = frozenset({"sell", "sells", "sold", "selling", "seller", "sellers", "bestseller", "bestsellers"})  # units
# sold are the sale lines' quantity (Planner._units_sold, Planner.sold_quantity)
# Words that ask for a sum of money: never unknown, but the query must then add up a money column.
MONEY_WORDS = frozenset({"revenue", "sales", "takings", "income", "turnover", "earnings", "spend", "spent", "paid",
                         "pay", "earn", "earned", "money", "cash", "bring", "brings", "bringing", "brought", "billed",
                         "bill", "charged", "worth", "gross", "grossing", "lucrative", "collected", "collect", "take",
                         "took", "refund", "refunded", "spending", "spends", "costs", "owed", "invoiced",
                         "invoicing"})  # ("our invoicing": the amount invoiced)
# Adjectives whose comparison picks a measure: word -> (synonym of the measured column's word, direction).
MEASURE_ADJECTIVES = {
    "expensive": ("price", 1), "pricey": ("price", 1), "priciest": ("price", 1), "costly": ("price", 1),
    "cheap": ("price", -1), "cheapest": ("price", -1), "heavy": ("weight", 1), "heaviest": ("weight", 1),
    "light": ("weight", -1), "lightest": ("weight", -1), "old": ("birth", -1), "oldest": ("birth", -1),
    "young": ("birth", 1), "youngest": ("birth", 1), "long": ("length", 1), "longest": ("length", 1),
    "short": ("length", -1), "shortest": ("length", -1), "tall": ("height", 1), "tallest": ("height", 1),
    "paid": ("salary", 1), "rich": ("balance", 1), "strong": ("strength", 1), "strongest": ("strength", 1),
    "weak": ("strength", -1), "weakest": ("strength", -1),
}
DESC_WORDS = frozenset({"most", "highest", "largest", "biggest", "greatest", "maximum", "max", "top", "best",
                        "busiest", "latest", "newest", "recent", "last", "more", "higher", "larger", "bigger"})
ASC_WORDS = frozenset({"least", "lowest", "smallest", "fewest", "quietest", "minimum", "min", "bottom", "worst",
                       "earliest", "first", "fewer", "less", "lower", "smaller"})
NEGATION_WORDS = frozenset({"not", "excluding", "exclude", "except", "besides", "ignoring", "ignore", "non",
                            "leaving", "leave", "other", "apart", "neither", "nor", "outside"})
MISSING_WORDS = frozenset({"no", "without", "missing", "never", "lack", "lacking", "none", "blank", "empty"})
NUMBER_WORDS = {w: i for i, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen "
    "eighteen nineteen twenty".split())} | {"thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "dozen": 12}
# Counted, these ask for a table of people ("how many people who cancelled ...": not bookings).
BE_FORMS = frozenset({"is", "are", "was", "were", "be", "been", "being"})
PEOPLE_WORDS = frozenset({"people", "persons", "individuals", "everyone", "everybody", "folk", "folks"})
HONORIFICS = frozenset({"dr", "doctor", "mr", "mrs", "ms", "miss", "mx", "prof", "professor", "sir", "dame"})  # "Dr."
MONTHS = {m: i + 1 for i, m in enumerate(
    "january february march april may june july august september october november december".split())}
MONTH_ABBREVIATIONS = {m[:3]: n for m, n in MONTHS.items() if m != "may"} | {"sept": 9}
WEEKDAYS = ("sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday")  # strftime('%w') order
SUFFIXES = ("ations", "ation", "ings", "ing", "ies", "ied", "ers", "er", "ed", "es", "s", "ly")  # crude stemming
TOKEN = re.compile(r"""(?P<quoted>'[^']{1,80}'|"[^"]{1,80}"|‘[^’]{1,80}’|“[^”]{1,80}”)"""
                   r"|(?P<email>[\w.+-]+@[\w-]+(?:\.[\w-]+)+)"
                   r"|(?P<code>\b(?=[A-Za-z0-9-]*\d)(?=[A-Za-z0-9-]*[A-Za-z])[A-Za-z0-9]+(?:-[A-Za-z0-9]+)+\b)"
                   r"|(?P<number>[$£€]?(?:\d{1,3}(?:,\d{3})+(?!\d)|\d+)(?:\.\d+)?%?)"
                   r"|(?P<word>[^\W\d_]\w*(?:['’][^\W\d_]+)?(?:-\w+)*)")


# A bracketed aside of examples: "(e.g. 14 for 2pm-3pm)", "(card, bank transfer, etc.)", "(such as Visa)"; not one
# that leaves something out ("(excluding refunds, etc.)" filters)
EXAMPLES = re.compile(r"\s*\((?![^()]*\b(?:excluding|exclude|except|not|no|without|only|ignoring|leaving)\b)"
                      r"(?:(?:e\.\s?g\.?|eg|for example|for instance|such as)\b[^()]*"
                      r"|[^()]*\b(?:etc|and so on)\.?)\)", re.IGNORECASE)


@dataclass(frozen=True)
class Token:
    """One word, number or quoted phrase of the question."""

    i: int  # position in the token list
    text: str  # as written (quotes stripped)
    lower: str
    forms: frozenset[str]  # what it may meet in a schema: lower, lemma, stem, synonym-group tags
    capital: bool  # written with a capital inside the sentence: likely a stored name ("Ashbury")
    quoted: bool  # written in quotes: a stored value
    number: float | None = None  # its value when it is a number (or a number word)
    literal: bool = False  # an email or a code: a value, never a word
    possessive: bool = False  # written with 's ("the venue's conferences"): it owns the next noun
    glued: bool = False  # written with no space before it: the "gsm" of "120gsm"
    opens: bool = False  # the first word of a sentence ("Where do they come from? Top five towns.")
    hyphened: bool = False  # joined by a hyphen to the word before: the "in" of "drop-in"

    @property
    def is_word(self) -> bool:
        return self.number is None and not self.quoted and not self.literal


@lru_cache(maxsize=16384)
def stem(word: str) -> str:
    """A crude stem that makes "cancellations", "cancelled" and "canceled" meet: suffixes off, doubles merged."""
    w = word.lower()
    if len(w) <= 4:
        return w
    for suffix in SUFFIXES:
        if w.endswith(suffix) and len(w) - len(suffix) >= 3:
            w = w[: -len(suffix)]
            break
    if w.endswith("e") and len(w) > 3:
        w = w[:-1]
    if len(w) > 3 and w[-1] == w[-2] and w[-1] not in "aeiou":
        w = w[:-1]
    return w


NOUNS_ONLY = frozenset({"shop", "store"})  # in their groups only as nouns: "our shops" are sites, "shopped with us"
# and "items stored" are none
SYNONYM_TAGS: dict[str, set[str]] = {}  # word -> the tags of the groups it is in ("~client")
for _group in SYNONYM_GROUPS:
    for _word in _group:
        SYNONYM_TAGS.setdefault(_word, set()).add(f"~{min(_group)}")
BASKET_TAG = min(SYNONYM_TAGS["order"])  # the tag of the order and sale groups ("~basket")
CLIENT_TAG = min(SYNONYM_TAGS["customer"])  # the group of "customers", "clients", "members"
PRODUCT_TAG = min(SYNONYM_TAGS["product"])  # the group of "products", "items", "goods"
SUPPLIER_TAG = min(SYNONYM_TAGS["supplier"])  # "suppliers", "vendors"


def says_product(tokens: list[Token]) -> bool:
    """A word of the group of "products", "items", "goods" among ``tokens``."""
    return any(PRODUCT_TAG in t.forms for t in tokens)


SECOND_READINGS = {"inv": "invoice"}  # short forms with a second common expansion (``inv_no`` is an invoice's)


@lru_cache(maxsize=16384)
def word_forms(word: str) -> frozenset[str]:
    """Every form of ``word`` that counts as the same word: itself, its expansion, lemma and stem, synonym tags."""
    lower = word.lower().replace("’", "'")
    if "'" in lower:
        lower = lower.split("'")[0]
    full = expand(lower).lower()
    folded = fold_accents(lower)  # "café" is ``cafe_sales``
    forms = {lower, full, folded} - {""}
    for w in forms.copy():
        if w.isalpha():
            forms.add(lemma(w))
            if w.endswith("s") and len(w) > 3:
                forms.add(singular(w))
    forms |= {f[:-4] for f in list(forms) if f.endswith("ship") and len(f) >= 8}  # membership -> member
    tags = {tag for f in forms for tag in SYNONYM_TAGS.get(f, ()) if f not in NOUNS_ONLY or lower in (f, f + "s")}
    return frozenset(forms | tags)  # no stems: "bookings" must not meet ``booked_at`` (values use stems)


IRREGULAR_PAST = frozenset({"sold", "bought", "paid", "spent", "sent", "made", "took", "brought", "ran", "won",
                            "lost", "held", "gave", "kept", "built", "taught", "lent", "hired"})


def money_word(token: Token) -> bool:
    """A word asking for money ("revenue", "spent"), in any of its forms."""
    return token.lower in MONEY_WORDS or bool(token.forms & MONEY_WORDS)


def speaks_of_selling(tokens: list[Token]) -> bool:
    """A word of selling, or "popular" ("our most popular product": the units its sale lines sold)."""
    return any(t.lower in SELLING or t.lower == "popular" for t in tokens)


def speaks_of_buying(tokens: list[Token]) -> bool:
    """"How many flat whites were ordered", "how many fixings did trade customers buy": a word of buying said of
    customers, which names units sold too; not of us ("how many bags did we buy": purchases)."""
    return any(t.lower in BUYING and not any(w.lower in ("we", "i", "us") for w in tokens[max(0, t.i - 2):t.i])
               for t in tokens)


def past_verb(word: str) -> bool:
    """"ordered", "booked", "shopped", "sold": a verb in the past tense (not "breed", "feed", "bed")."""
    return word in IRREGULAR_PAST or len(word) > 4 and word.endswith("ed") and not word.endswith("eed")


def stems_of(forms: frozenset[str]) -> frozenset[str]:
    """Crude stems of a word's forms: how a question word meets a stored value ("cancellations" ~ 'Cancelled')."""
    return frozenset(stem(f) for f in forms if f.isalpha()) | frozenset(f for f in forms if not f.startswith("~"))


def same_word(a: frozenset[str], b: frozenset[str]) -> bool:
    return not a.isdisjoint(b)


def exact_word(a: frozenset[str], b: frozenset[str]) -> bool:
    """Same word without going through a synonym group."""
    return any(not f.startswith("~") and f in b for f in a)


def number_of(text: str) -> float | None:
    clean = text.lower().lstrip("$£€").rstrip("%").replace(",", "")
    if clean in NUMBER_WORDS:
        return float(NUMBER_WORDS[clean])
    try:
        return float(clean)
    except ValueError:
        return None


def _possessive(text: str) -> bool:
    return text.replace("’", "'").lower().endswith(("'s", "s'")) and len(text) > 3


# The second piece of a compound written with a hyphen ("call-out", "check-in", "drop-off"): part of the word
PARTICLES = frozenset({"out", "outs", "in", "ins", "off", "offs", "up", "ups", "on", "ons", "over", "overs", "down",
                       "back", "backs"})


def _word_pieces(text: str) -> list[str]:
    """"add-on" -> add, on; "haven't" -> have, not; "what's" -> what; "Ivy's" -> Ivy."""
    pieces = []
    for part in (p for p in text.split("-") if p):
        head, apostrophe, tail = part.replace("’", "'").partition("'")
        if apostrophe and len(head) == 1 and tail[:1].isupper():  # O'Neil, D'Arcy
            pieces.append(part)
        elif apostrophe and tail.lower() == "t" and head.lower().endswith("n"):
            stem_word = {"can": "can", "won": "will", "don": "do", "shan": "shall"}.get(head.lower(), head[:-1])
            pieces += [stem_word or head, "not"]
        else:
            pieces.append(head)
    return pieces


def tokenize(question: str) -> list[Token]:
    """The question's tokens; hyphenated words split ("add-on" -> "add", "on"), emails and quotes kept whole, and
    examples in brackets dropped ("by method (card, bank transfer, etc.)": they illustrate, they do not filter)."""
    tokens: list[Token] = []
    sentence_start, last_end = True, -1
    for match in TOKEN.finditer(EXAMPLES.sub("", question or "")):
        kind, text = match.lastgroup, match.group()
        glued, last_end = match.start() == last_end, match.end()
        pieces = [text]
        if kind == "quoted":
            pieces = [text[1:-1].strip()]
        elif kind == "word":
            pieces = _word_pieces(text)
        for n, piece in enumerate(pieces):
            i = len(tokens)
            lower = piece.lower()
            if kind == "word":
                capital = piece[:1].isupper() and not sentence_start and lower not in STOPWORDS | SHAPE_WORDS
                word_number = NUMBER_WORDS.get(lower) if lower in NUMBER_WORDS else None
                code = len(piece) == 1 and len(pieces) > 1 and piece.isalpha()  # the "e" of "e-bike": a code
                forms = word_forms(lower) | (word_forms("".join(pieces).lower())  # the first piece is also the
                                             if n == 0 and "-" in text else frozenset())  # word written as one
                # (``is_ebike``, ``callout_dt``: linking.match_words)
                tokens.append(Token(i, piece, lower, forms, capital or piece.isupper() and len(piece) > 1,
                                    False, float(word_number) if word_number is not None else None, literal=code,
                                    possessive=piece == pieces[-1] and _possessive(text),
                                    glued=glued and piece == pieces[0], opens=sentence_start,
                                    hyphened=n > 0 and "-" in text))
            elif kind == "number":
                tokens.append(Token(i, piece, lower, frozenset({lower}), False, False, number_of(piece), glued=glued))
            else:
                tokens.append(Token(i, piece, lower, frozenset({lower}), False, kind == "quoted",
                                    literal=kind in ("email", "code")))
            sentence_start = False
        abbreviated = kind == "word" and text.lower() in HONORIFICS and question[match.end():match.end() + 1] == "."
        if question[match.end():match.end() + 2].strip()[:1] in ("?", ".", "!", ":", ";") and not abbreviated:
            sentence_start = True  # (not the full stop of "Dr. Tanaka")
    return tokens
