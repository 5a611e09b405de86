"""Reading a question's shape from its words alone: what it asks (a count, a total, an extreme, a list), how
it groups, ranks and filters (years, months, "more than 3", "not counting", "without"); asks.py adds the special
requests (percentages, two periods compared, the top item per group) and what no shape computes.

Nothing here knows the schema: ``read_question`` looks only at tokens, so the same reading works on any database.

    reading = read_question(tokenize("Which 3 products sold the most units in 2024?"))
    reading.direction, reading.limit, reading.dates[0].start   # (1, 3, '2024-01-01')
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date, timedelta

from agent.baselines.analyst.asks import GROSS, NET_OF_DISCOUNT, TODAY_AS_NOW, read_asks
from agent.baselines.analyst.vocabulary import (
    ASC_WORDS, BE_FORMS, BUSY_WORDS, DESC_WORDS, HONORIFICS, MEASURE_ADJECTIVES, MISSING_WORDS, MONTH_ABBREVIATIONS, MONTHS,
    NEGATION_WORDS, SELLING, WEEKDAYS, Token, money_word, past_verb, same_word,
)

YEARS = (1900, 2100)  # a four-digit number in this range is a year
LAPSE_AUXILIARIES = frozenset({"have", "has", "had", "did", "do", "does", "still", "yet"})  # "but (still) haven't"
LAPSE_FILLERS = frozenset({"any", "anything", "a", "an", "single", "one", "at", "all", "again", "since", "with", "us",
                           "from", "them", "it", "in", "during", "for", "the", "yet", "once", "had", "been"})
RANGE_WORDS = ("to", "through", "until", "till", "and", "-", "–")  # "January to June 2025"
ORDINAL_SUFFIXES = frozenset({"st", "nd", "rd", "th"})  # "the 1st of September": tokens "1", "st"
SEASON_STARTS = {"spring": 3, "summer": 6, "autumn": 9, "fall": 9}  # three months from this one
# "this year", "last month", "last summer": a period counted back from the latest date held (filters.counted_back)
RELATIVE_DATES = re.compile(r"\b(this|last) (year|month|spring|summer|autumn|fall|season)\b|"
                            r"\b(next) (year|month|season)\b")  # "season": the months the business is open
# "VAT included", "including insurance": a part the amount asked for includes (Reading.included)
INCLUDED_PART = re.compile(r"\b(\w+) (?:included|inclusive)(?= please|$)|"  # (ending the question: not "the VAT
                           r"\b(?:including|incl|inclusive of) (?:the |any )?(\w+)\b")  # included on invoices")
# "What did retail sales come to in 2024?": a total, unless the question picks one row (``ONE_ROW``: "the biggest
# bill a stay has ever come to", "what did Zoe's first booking come to"); not "what do customers who come to X buy"
COME_TO = re.compile(r"\bwhat (did|does|do|has|have|will|would) ((?!who\b|that\b)\w+ ){1,4}(come|amount) to"
                     r"( (in|for|during) \w+( \d{4})?| (this|last) \w+| altogether| in total)?$")
ONE_ROW = re.compile(r"\b(first|last(?! (year|month|week|season))|latest|earliest|single|one|\w+est)\b")
# ("not counting refunds" leaves rows out: no count)
# "staff numbers", "visitor numbers": how many people (not "phone numbers", "invoice numbers": stored identifiers)
HEADCOUNT = re.compile(r"\b(staff|staffing|student|pupil|visitor|guest|patient|member|membership|passenger|attendee|"
                       r"player|learner|customer|client) numbers\b(?! (of|for|and|or|,) )")  # (not "staff numbers and
# names": an identifier listed)
COUNT_PHRASE = re.compile(r"\b(how many|number of|count|(?<!not )counting|tally|headcount|head count|how often)\b")
CURRENT = re.compile(r"\b(currently|current|still|right now|at the moment|as things stand|at present|presently|"
                     r"these days|on roll|on the payroll|on (the )?staff|active|"
                     r"(?<!was )(?<!were )(working|employed) (for us|with us|here))\b")
FIRST_AND_LAST = re.compile(r"\b(first|given|fore) (and|&) (last|sur|family) ?names?\b")
GIVEN_OBJECTS = frozenset({"us", "me", "you", "a", "an", "any", "their", "his", "her"})  # "not given us an email"
PAID_RANKS = {"best": 1, "highest": 1, "top": 1, "worst": -1, "lowest": -1}  # "the best-paid", "the lowest paid"
RATE_UNITS = frozenset({"hour", "night", "kg", "kilo", "kilogram", "mile", "litre", "liter"})  # "charge per hour": the
# unit of a rate (``hourly_rate``), no group (not "per hour of the day")
NOT_SUPERLATIVES = frozenset({"interest", "request", "guest", "test", "forest", "west", "honest", "contest", "chest",
                              "nest", "pest", "harvest"})  # words ending in -est that rank nothing
OUT_OF = re.compile(r"\bout of(?= stock\b)")
# "Opted out of text reminders": the yes/no it names is no (a negation, like "not")
OPTED_OUT = re.compile(r"\b(opted|opt|opts|opting) out( of| from)?\b")
NAMES_OF = re.compile(r"(me |us )?(the )?(full )?names? of ")  # after list / show / give: the rows are named
RANGE_VERBS = frozenset({"stock", "sell"})  # ending "... we stock": the things in the range, not sales or stock
# A row that is current no more ("no longer active", "former staff", "inactive"): what ``CURRENT`` says, turned over
# (not "no longer than 45 minutes", a comparison)
FORMER = re.compile(r"\b(no longer(?! than)|not any ?more|former|formerly|inactive|not (currently|current|active)|"
                    r"stopped (selling|offering|stocking|serving|doing|making)|"  # "packages we stopped selling",
                    r"(taken|took|come|came|gone|went) off (the|our) (menu|list|range|shelves))\b")  # "off the menu"
# Verbs saying an event took place ("lessons we taught", "games played", "events that went ahead"): the rows a
# status marks as having happened ('Completed', 'Attended'), where a status does (filters.happened)
HAPPENED = re.compile(r"\b(actually|completed|bought|taught|teach|teaches|teaching|played|(went|go|gone) ahead|"
                      r"(took|taken) place|performed|looked after|carried out)\b")
SEEN = re.compile(r"\b(did|do|does) (?:(\w+ ){1,3}(see)|(\w+ )(do|run))\b")  # "how many appointments
# did Rachel see", "walks did we do", "did Molly do": those that took place (only the verb is the verb's word; not
# "jobs did each mechanic do", every job given to them)
# "Which dog has boarded with us the most", "stayed with us": what the rows did with the business, those that were
# not cancelled; the verb needs no link of its own ("signed up with us", "spent with us" say something of theirs)
WITH_US = re.compile(r"\b(?!(?:signed|registered|joined|spent|paid|been|had|booked|started)\b)\w+ed"
                     r"(?= (?:(?:a|an|the|their|his|her|\w+s) )?with us\b)")
# The person a question is asked for ("Jess is asking for", "Ruth wants", "Margaret needs"): no filter
REQUESTER = re.compile(r"[a-z]+(?: is)? asking (?:for|about)\b|[a-z]+ (?:wants|needs|would like)\b")
# Words asking for the rows still to come ("performances coming up", "from now on"): the ones a status marks as
# ahead ('Scheduled', 'Booked'), where a status does (filters.upcoming)
UPCOMING = re.compile(r"\b(coming up|from (here|now) on|upcoming|still to come|yet to (come|happen|take place))\b")
# Words asking for what is past its due date and still unpaid (filters.overdue; not "days past the due date", a
# time between two dates)
OVERDUE = re.compile(r"\boverdue\b|(?<!days )(?<!day )(?<!weeks )\bpast (its|their|the|her|his) due dates?\b|"
                     r"\bin arrears\b|\bbehind (on|with) (paying|payments?|their payments)\b")
DIARY = r"in (the|our) diary"  # what is booked and still on (filters.still_on)
# "This year to date against the same stretch of 2024": a comparison of a period with itself a year earlier
STRETCH = r"same (dates|days|stretch|point|period|time|months|weeks)"
SAME_STRETCH = re.compile(rf"\bthe {STRETCH}\b")
RANGE_OWNED = "(?:" + "|".join(f"(?<={w} )" for w in ("item", "items", "product", "products", "what", "items do",
                                                       "products do", "thing", "things")) + ")"  # the things "we
# stock / carry / sell", or "currently sell" (present tense: "how many items did we sell" asks for units sold)
# "a loyalty card", "gift cards": the card of a scheme, not a payment by card
CARD_OF = "(?:" + "|".join(f"(?<={w} )" for w in ("loyalty", "gift", "store", "club", "member", "members", "membership",
                                                  "reward", "rewards", "stamp", "punch")) + ")cards?"
# "Counter sales", "what we took over the counter": the till's, as the word says nothing more (a stored 'Counter'
# is still looked up)
COUNTER = r"(over|at|across) the counter|counter(?= (sales?|takings|revenue|tickets|customers|trade)\b)"
ROUNDING = r"(rounded |round )?to (one|two|three|\d) decimal places?|round(ed)? to the nearest \w+"  # the answer's form
IDIOMS = re.compile(r"\b(a to z|z to a|ties alphabetical|ties in alphabetical order|i ?e|e ?g|all time|so far|"
                    rf"to date|at this (point|stage)|(the )?{STRETCH}|"
                    r"since we opened|since opening|on (our|the) books|on file|on record|in total|overall|"
                    r"(?<=\bis )registered( with us)?|(?<=\bare )registered( with us)?|"  # "dogs are registered"
                    r"as things stand|at the moment|right now|whatever (its|their) \w+|including (the )?\w+( ones)?|"
                    r"before (any|all) \w+|ignoring (any |all )?(?!cancel|no\b)\w+|"
                    r"\(?ignore (any |all )?(?!cancel|no\b)\w+\)?|"
                    r"regardless of (the |their )?\w+|across (all|every) (of )?(our |the )?\w+|due to|owing to|"
                    r"because( of)?|(that|this) way|(ended|ends|end|turned|turns|turn) up|"
                    rf"(turned|turns|turn) out|together|(whether )?\w+ or not|{DIARY}|"
                    rf"({RANGE_OWNED}we |we (?=currently|still|now))(currently |still |now )?(stock|carry|sell)|"
                    r"(through|at|on) (the|our) tills?|(came|come|comes|coming) back with(?= (a|an) )|"
                    rf"{COUNTER}|{ROUNDING}|"
                    rf"(?<=product )lines?|(from|in|of) (the|our) range|on (the|our) menu|{CARD_OF}|"
                    r"(what|how much) (does|do) (it|they|that|each( one)?) cost(?! (us|to|in|for)\b))\b")
RATING_SCALE = re.compile(r"\bout of (5|five|10|ten|100)\b(?! (of|per)\b)")  # "average score, out of five"
# These say nothing: "due or not" is whichever; "in the diary" is booked, which ``Reading.diary`` keeps; "the items we
# stock" are the items (not "how many drills do we stock", a stock column's); money "put through the tills" is money
# taken; "product lines", the products "in our range" and those on the menu are the products; "and what does it
# cost" restates the price the answer gives; "ignoring refunds" takes nothing off (but "ignoring cancellations"
# leaves the cancelled rows out: a negation).
# "Written off as bad debt": the debt restates the write-off, which a status value names ('Written Off')
WRITTEN_OFF = re.compile(r"\bwr(ite|ites|iting|itten|ote)[ _-]offs?\b")
BAD_DEBT = re.compile(r"\b((as|in) )?bad debts?\b")
SORT_ORDER = re.compile(r"\b(sorted|ordered|ranked|sort|order|rank|arranged|alphabetical|alphabetically|"
                        r"a to z|(?:[a-z]+est|most|least|highest|lowest|biggest|largest|smallest)(?: [a-z]+)? first)\b")
RANK_BY = re.compile(r"^(?:please )?(?:rank (?:our |the |all |all our |all the )?(?:[a-z]+ ){0,2}?(?P<noun>[a-z]+) "
                     r"|(?:list|show|give)(?: me| us)? (?:our |the |all |all our |all the )?(?:[a-z]+ ){0,2}?"
                     r"(?P<listed>[a-z]+) ranked )(?P<by>by)\b")  # "Rank our (menu) categories by net sales", "show our
# categories ranked by revenue": grouped by the head noun, highest first (not "sort the products by price": a list in
# that order); an answer that is no such group is declined (Planner.finish)
# "largest category first", "busiest department first": the noun restates what the list is of
NOUN_FIRST = re.compile(r"\b(?:[a-z]+est|most|least|highest|lowest|biggest|largest|smallest) (?P<noun>[a-z]+) first\b")
# A list ordered by when each row began: "longest-serving first" (hired_on), "oldest first", "newest first"
AGE_ORDER = re.compile(r"\b(?:(longest[ _]serving|longest[ _]standing|oldest|earliest)|(newest|latest|most recent)) "
                       r"first\b")
# "days from the order to the delivery", "hours between booking and arrival": the unit, then each end's words
INTERVAL = re.compile(r"\b(days|hours|minutes|weeks) (from|between) (\S+(?: \S+){0,3}?) (to|and|until) "
                      r"(\S+(?: \S+){0,3}?)(?= for | in | of | by | per | on | at | across | over |$)")
INTERVAL_FRAMING = re.compile(r"\bhow (quickly|fast|soon|long|far ahead|far in advance)\b|\bturn \w+ around\b")
# "which day of the week", "at what hour of the day": a period that recurs (planner.CYCLES), named by its first word
QUARTER = re.compile(r"\bq([1-4])\b|\b(first|second|third|fourth|last|final) quarter\b")  # of a year named
QUARTER_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "last": 4, "final": 4}
CYCLE_PHRASES = {"weekday": re.compile(r"\bdays? of (the )?week\b|(?:(?<=which )|(?<=what )|(?<=each )|(?<=per )|"
                                       r"(?<=by )|(?<=busiest )|(?<=quietest ))weekday\b"),  # (not "weekday lessons")
                 "hour": re.compile(r"\bhours? of (the )?day\b|\btime of (the )?day\b|"
                                    r"(?:(?<=which )|(?<=what )|(?<=busiest )|(?<=quietest ))hour\b")}
# "Saturday lessons", "at weekends", "on weekdays": rows whose date falls on those days of the week
DAYS_OF_WEEK = re.compile(rf"\b(?:{'|'.join(WEEKDAYS)})s?\b|\b(?:(?:at|on|over) (?:the )?)?weekends?\b|"
                          r"\b(?:on|during) (?:the )?weekdays\b")
# "What does a Flat White cost?", "what do we charge for a Hand Strip?", "how much is a latte?" (or "the Kong Classic
# Medium", not what it is worth, owed or left): the thing's price
# (not what it cost us, nor what an average or a total comes to); the verb is the price's, so grammar
PRICE_ASKED = re.compile(r"\b(?:what|how much) (?:does|do) (?:an? |one |the )?(?:(?!us |you |we )\S+ ){1,4}"
                         r"(cost)\b(?! us| to| in| for| me)|\b(?:what|how much) do (?:we|you) (charge)\b|"
                         r"\bhow much (?:is|are) (?:an? |one |the (?!.*\b(?:worth|owe|owed|owes|left|outstanding|due|"
                         r"balance|bill|spent|taken|made|in stock|bringing|brings|brought|takings|margin|revenue|"
                         r"sales|profit|earn|earned|earning)\b))(?!average|typical|total)")
WAGE_BILL = re.compile(r"(?<=\bwage )bill\b|(?<=\bwages )bill\b|(?<=\bpay )bill\b|(?<=\bsalary )bill\b")
PASSIVE_AUXILIARIES = BE_FORMS | {"get", "got", "gets"}  # "were excluded", "got excluded": a verb
SET_ASIDE_VERBS = ("leaving", "leave", "setting", "set", "putting", "put")  # "leaving weddings aside"
ONE_DAY = ("this", "last", "next", "coming", "past", "previous", "that")  # "last Saturday": one day, not every one
DAY_LEADS = ("at", "on", "over", "the", "a", "every", "during", "and", "or", "of", "per", "each", "in")
# Between "since" and a date, words saying the date is when records began: "since we opened in May 2023".
OPENING_WORDS = ("in", "we", "our", "books", "records", "started", "opened", "began", "launched", "first")
COMPARATORS = (  # (words before the number, operator)
    (("more", "than"), ">"), (("greater", "than"), ">"), (("over",), ">"), (("above",), ">"),
    (("exceeding",), ">"), (("at", "least"), ">="), (("no", "less", "than"), ">="), (("fewer", "than"), "<"),
    (("less", "than"), "<"), (("under",), "<"), (("below",), "<"), (("at", "most"), "<="),
    (("no", "more", "than"), "<="), (("exactly",), "="), (("up", "to"), "<="),
)


@dataclass(frozen=True)
class Comparison:
    op: str  # >, >=, <, <=, =
    value: float
    at: int  # token index of the number
    start: int  # first token of the comparison phrase


@dataclass(frozen=True)
class DateRange:
    start: str  # ISO date, inclusive
    end: str  # ISO date, exclusive
    first: int  # token span of the phrase
    last: int
    relative: tuple[str, str] | None = None  # ("this" / "last" / "next" / "latest", "year" / "month" / a season / a
    # month's name): a period counted back from the database's "today" (filters.counted_back); start and end unknown
    side: str | None = None  # "before" / "after": every day before the period, or after it (cohorts.py)
    shift: int = 0  # months a period counted back moves further back, both ends: "the summer before" last summer,
    # "the same dates last year" this year to date (periods.py)

    @property
    def days(self) -> int | None:
        """How many days the period covers (None for one counted back from today, not yet resolved)."""
        return None if self.relative else (date.fromisoformat(self.end) - date.fromisoformat(self.start)).days


@dataclass
class Reading:
    tokens: list[Token]
    count_at: int | None = None  # first token after "how many" / "number of"
    ranked_noun: int | None = None  # "rank our departments by net sales": the groups ranked (RANK_BY)
    implied_at: int | None = None  # a request naming no figure ("dogs by breed", "show me takings for May 2024"):
    # where its subject begins; the figure is a count of rows per group, or a total of money (shapes.py)
    cycle: str | None = None  # "weekday" / "hour": the recurring period asked for ("which day of the week")
    cycle_at: int | None = None  # its first word ("day" of "day of the week")
    days: frozenset[int] = frozenset()  # the days of the week rows must fall on (0 Sunday .. 6 Saturday)
    days_at: int | None = None  # the first word naming them
    interval: tuple[str, range, range] | None = None  # "days from X to Y": the unit and the tokens of X and of Y
    aggregate: str | None = None  # sum / avg / max / min asked in words
    wh_at: int | None = None  # position of which / what / who / list (the asked-for thing follows)
    who: bool = False
    which: bool = False  # which / who: the answer must name things, never be a bare figure
    direction: int = 0  # +1 most / highest, -1 least / lowest
    superlative_at: int | None = None
    counts: bool = False  # the superlative ranks by a count ("the most orders", "the largest number of")
    ranked_by: int | None = None  # "of" in "the biggest landlords by number of properties": the count named after it
    adjective: str | None = None  # the measure an adjective implies ("cheapest" -> price)
    price_asked: bool = False  # "what does a Flat White cost": one thing's price (``adjective`` is "price")
    limit: int | None = None  # top-k
    group_at: list[int] = field(default_factory=list)  # tokens after per / each / by / broken down by
    distinct: bool = False
    former: set[int] = field(default_factory=set)  # "no longer", "former", "inactive": current no more (FORMER),
    # unless a stored value says it ('Inactive': roles.resolve_links)
    negations: list[int] = field(default_factory=list)  # positions of not / excluding / other than ...
    missing: list[int] = field(default_factory=list)  # positions of no / without / never / missing
    missing_after: list[int] = field(default_factory=list)  # "not" of "the phone number is not recorded"
    set_aside: list[int] = field(default_factory=list)  # "aside" after what it leaves out ("weddings aside")
    comparisons: list[Comparison] = field(default_factory=list)
    dates: list[DateRange] = field(default_factory=list)
    loose_months: list[Token] = field(default_factory=list)  # months read with no year beside them
    current: bool = False
    sort_by: str | None = None  # "cheapest first": the measure a list is sorted by (a MEASURE_ADJECTIVES concept)
    diary: bool = False  # "in the diary", "boarded with us": what is booked and on, or took place (the cancelled
    # rows left out)
    with_us: set[int] = field(default_factory=set)  # "boarded (with us)": a verb of what the rows did with the
    # business, which needs no link of its own (WITH_US)
    adding: set[int] = field(default_factory=set)  # "including", "plus": what follows is added to the figure
    happened: set[int] = field(default_factory=set)  # words asking for the rows that took place ("lessons we
    # taught"): a status may say which (filters.happened); linked when they name something, else they need no link
    overdue: set[int] = field(default_factory=set)  # words asking what is past due and unpaid (filters.overdue)
    upcoming: set[int] = field(default_factory=set)  # words asking for the rows still to come (filters.upcoming)
    sort: int = 0  # a list ordered: +1 descending, -1 ascending
    alphabetical: bool = False
    chronological: bool = False  # "in the order they left": ordered by the date the question names
    when: bool = False  # "which staff have left, and when?": each row's date too (shapes.listing)
    age_order: int = 0  # "longest-serving first" -1, "newest first" +1: by the date each row began (shapes.py)
    above_average: bool = False
    unsupported: str | None = None  # what the question asks that no shape computes ("a percentage")
    unsupported_at: int | None = None  # the one word that said so, when a word did ("return" may name a table)
    grammar: set[int] = field(default_factory=set)  # token positions consumed here (numbers, months, years)
    phrases: set[int] = field(default_factory=set)  # words of idioms that mean nothing for the query ("on roll")
    opted_out: set[int] = field(default_factory=set)  # "opted out (of)": a negation, unless a value says it
    discount_words: set[int] = field(default_factory=set)  # "net", "after", "of" in "net of discounts"
    included: set[int] = field(default_factory=set)  # "VAT included", "including insurance": a part of the amount
    percent_at: int | None = None  # a percentage or share is asked (asks.py)
    per_group: bool = False  # the top item within each group
    change: str | None = None  # two periods compared: "difference", "change" or "percent"
    count_for_change: bool = False  # the rows counted only because periods are compared ("did rides grow")
    earlier: bool = False  # the second period is the one before the named one ("than the month before")
    same_stretch: bool = False  # the earlier period is the later one a year before ("against the same months of 2024")
    group_average: bool = False  # groups measured against the average group
    running: bool = False  # a running total over periods
    each_period: bool = False  # "in 2024 and in 2025": the figure once for each period named (periods.py)
    cohort: str | None = None  # "repeat", "first", "lapsed" or "returned": the counted rows followed over time
    widened: bool = False  # "but haven't booked (any class) since": the second period asks if they did anything
    # (not "but haven't had one since": the first period's kind of thing)
    ids: bool = False  # plan the counted rows' keys, not their count (one period of a cohort: cohorts.py)
    visits: bool = False  # ... with the key of each thing they did beside them (repeat: who did it twice)
    two_figures: bool = False  # a count and a total per group ("how many ... and how much ...")
    split: bool = False  # "split between", "broken down": several values named are groups, one figure each
    compared: tuple[str, ...] = ()  # stored values set side by side (contrasts.py), each a group the answer shows

    @property
    def text(self) -> str:
        return " ".join(t.lower for t in self.tokens)

    @property
    def said(self) -> frozenset[str]:
        """The forms of every word the question says (not a part it says an amount includes: "VAT included" asks
        for the total, not the VAT)."""
        return frozenset().union(*(t.forms for t in self.tokens if t.i not in self.included))

    @property
    def former_words(self) -> set[int]:
        """The single words of FORMER ("inactive", "former"): a stored value may spell one ('Inactive')."""
        return {i for i in self.former if i - 1 not in self.former and i + 1 not in self.former}

    @property
    def count_pivot(self) -> int | None:
        """The word after which a superlative's counted thing is named: "most" in "the most orders", "of" in "the
        biggest landlords by number of properties"."""
        return self.ranked_by if self.ranked_by is not None else self.superlative_at

    @property
    def superlative_words(self) -> list[Token]:
        """The superlative's own words: two before it and three after it, five after a top N ("our top 5 best
        sellers", "which cake sold the most"); none without a superlative."""
        at = self.superlative_at
        return [] if at is None else self.tokens[max(0, at - 2):at + (5 if self.limit else 3)]

    @property
    def counts_own_rows(self) -> bool:
        """A count ranks the asked things by rows of their own ("which service was booked most often"), not by a
        thing named earlier ("who handled the most of them")."""
        at = self.superlative_at
        return at is not None and self.counts and not any(t.lower == "of" for t in self.tokens[at + 1:at + 2])

    @property
    def busy(self) -> bool:
        """"Which day of the week is busiest": ranked by how many orders or sales, which it may leave unnamed."""
        return self.superlative_at is not None and self.tokens[self.superlative_at].lower in BUSY_WORDS

    @property
    def frequency(self) -> bool:
        """"billed most often", "the most times", "the most common way people pay": how many times, not how much,
        even where money is named."""
        at = self.superlative_at
        return self.counts_own_rows and any(t.lower in ("often", "times", "frequently", "common")
                                            for t in self.tokens[at + 1:at + 2])


def _position(text: str, char: int) -> int:
    """Token index of the word that starts at character ``char`` of the joined lower-case text."""
    return text[:char].count(" ")


def read_question(tokens: list[Token]) -> Reading:
    r = Reading(tokens)
    words = [t.lower.replace(" ", "_") for t in tokens]  # one word per token, so positions survive the regexes
    text = " ".join(words)
    restated = list(BAD_DEBT.finditer(text)) if WRITTEN_OFF.search(text) else []
    for m in list(CURRENT.finditer(text)) + list(IDIOMS.finditer(text)) + list(TODAY_AS_NOW.finditer(text)) + restated:
        first, last = _position(text, m.start()), _position(text, m.end() - 1)
        r.phrases |= set(range(first, last + 1))
    for m in list(NET_OF_DISCOUNT.finditer(text)) + list(GROSS.finditer(text)):  # the discount word stays linkable
        first, last = _position(text, m.start()), _position(text, m.end() - 1)
        r.discount_words |= {i for i in range(first, last + 1) if not words[i].startswith(("discount", "sales",
                                                                                           "revenue", "takings"))}
    for m in RATING_SCALE.finditer(text):  # "out of five": the scale a score is given on, no filter
        first, last = _position(text, m.start()), _position(text, m.end() - 1)
        r.phrases |= set(range(first, last + 1))
        r.grammar |= set(range(first, last + 1))
    for m in INCLUDED_PART.finditer(text):
        r.included.add(_position(text, m.start(m.lastindex)))
    for cycle, phrase in CYCLE_PHRASES.items():  # "which day of the week": one period word, the rest grammar
        if m := phrase.search(text):
            r.cycle, r.cycle_at = cycle, _position(text, m.start())
            rest = set(range(r.cycle_at + 1, _position(text, m.end() - 1) + 1)) | (
                {r.cycle_at} if m.group(0) == "weekday" else set())  # (the one word says it all)
            r.grammar |= rest
            r.phrases |= rest | ({r.cycle_at} if cycle == "hour" else set())  # "hour" would link to durations
            break
    _read_dates(r, tokens)
    _read_days(r, tokens, text)
    for m in RELATIVE_DATES.finditer(text):
        first = _position(text, m.start())
        if any(d.first <= first <= d.last for d in r.dates):  # "January to June this year": read with its months
            continue
        period = DateRange("", "", first, first + 1, relative=(m.group(1) or m.group(3), m.group(2) or m.group(4)))
        # "last month (September)": the month named after a period counted back restates it
        r.dates = [d for d in r.dates if not (d.relative and d.relative[1] in MONTHS and 0 < d.first - first <= 3)]
        r.dates.append(period)
        r.grammar |= {first, first + 1}
        r.phrases |= {first, first + 1}  # "summer" needs no link
    for m in WAGE_BILL.finditer(text):  # the wages, no invoice: "bill" links nothing
        r.grammar.add(_position(text, m.start()))
        r.phrases.add(_position(text, m.start()))
    _months_within(r, tokens)
    _quarter_within(r, text)
    _read_comparisons(r, words)
    m = re.search(r"\b(how many|number of)\b", text) or COUNT_PHRASE.search(text)
    if m and not re.search(r"\b(highest|largest|biggest|greatest|maximum|max|lowest|smallest|minimum|min|"
                           r"average|mean) number of\b", text):
        r.count_at = _position(text, m.end()) + 1 if m.end() < len(text) else len(tokens)
        lead = re.match(r"(of|among|out of) (the |our |all (of )?(the |our )?)?", text)
        if lead and m.start() > lead.end() and text[m.start():].startswith("how many"):  # "Of the bookings in
            r.count_at = _position(text, lead.end())  # 2024, how many ...": those are counted
    if r.count_at is None and (m := HEADCOUNT.search(text)):  # "staff numbers per department": a headcount
        r.count_at = _position(text, m.start())
        r.grammar.add(r.count_at + 1)
        r.phrases.add(r.count_at + 1)
    if re.search(r"\b(average|averages|mean|avg|typical|typically|usually)\b", text):
        r.aggregate = "avg"
    elif re.search(r"\b(total|totals|sum|summing|summed|how much|add up|altogether|combined|in all)\b", text) \
            or COME_TO.search(text) and not ONE_ROW.search(text):
        r.aggregate = "sum"
    r.distinct = bool(re.search(r"\b(different|distinct|unique|separate)\b", text))
    r.split = bool(re.search(r"\b(split|splits|break|broken|breakdown|between)\b", text))
    for i, w in enumerate(words):
        if w in ("which", "what", "who", "whom", "list", "name", "show") + (("whose",) if i == 0 else ()) \
                and r.wh_at is None:
            if w == "name" and i > 0 and words[i - 1] not in ("and", "please"):
                continue
            r.wh_at, r.who = i, w in ("who", "whom", "whose")
            r.which = w in ("which", "who", "whom", "whose")
        elif w == "give" and words[i + 1:i + 2] in (["me"], ["us"]) and r.wh_at is None:  # "give me the 3 ..."
            r.wh_at = i + 1
        elif w == "top" and (tokens[i].opens or tokens[i].capital) and r.wh_at is None and i + 1 < len(tokens) \
                and tokens[i + 1].number is not None:  # "Where do our customers come from? Top five towns.": which
            r.wh_at, r.which = i, True
    if m := AGE_ORDER.search(text):  # read before superlatives: "longest" and "first" order the list here
        r.age_order = -1 if m.group(1) else 1
        span = set(range(_position(text, m.start()), _position(text, m.end() - 1) + 1))
        r.grammar |= span
        r.phrases |= span
    for m in FIRST_AND_LAST.finditer(text):  # "give first and last names": how a person is named, no ranking
        span = set(range(_position(text, m.start()), _position(text, m.end() - 1) + 1))
        r.grammar |= span
        r.phrases |= span
    for m in NOUN_FIRST.finditer(text):  # neither the noun nor "first" ranks (read before superlatives)
        noun = _position(text, m.start("noun"))
        r.grammar |= {noun, noun + 1}
        r.phrases.add(noun)
    if r.wh_at is not None and (m := NAMES_OF.match(text, len(" ".join(words[:r.wh_at + 1])) + 1)):
        r.grammar |= set(range(r.wh_at + 1, r.wh_at + 1 + m.group().count(" ")))  # "list the names of our groomers":
        r.phrases |= set(range(r.wh_at + 1, r.wh_at + 1 + m.group().count(" ")))  # the groomers are listed
    _read_superlative(r, words)
    if r.adjective is None and r.aggregate != "avg" and (m := PRICE_ASKED.search(text)) \
            and not re.search(r"\b(total|totals|altogether|in all|combined|each|every|per)\b", text):  # one price
        r.adjective, r.price_asked = "price", True
        verb = {_position(text, m.start(g)) for g in (1, 2) if m.group(g)}
        r.grammar |= verb
        r.phrases |= verb
    _read_groups(r, words)
    form = re.match(r"how (are|is|were|was|do|does|did) ", text)
    money = any(money_word(t) for t in tokens)
    if r.split and r.count_at is None and form and (form.group(1) not in ("do", "does", "did")
                                                    or r.group_at and not money):
        r.count_at = 2  # "how are our members split across the plans", "how do our clients break down by sector":
        # the rows counted per group ("how do/did" only with its group and no money: "how did the takings split")
    for m in FORMER.finditer(text):
        r.former |= {_position(text, m.start()) + k for k in range(m.group().count(" ") + 1)}
    r.phrases |= r.former
    r.grammar |= r.former
    r.negations = [i for i, w in enumerate(words) if (w in NEGATION_WORDS or w == "counting" and i
                                                      and words[i - 1] == "not") and i not in r.phrases
                   and not (w in ("leaving", "leave") and words[i + 1:i + 2] != ["aside"]
                            and "out" not in words[i + 1:i + 4])  # "leaving out X", "leaving the VAT out"
                   and not (w == "other" and words[i + 1:i + 2] != ["than"])
                   and not (w == "not" and words[i + 1:i + 2] == ["counting"])  # one negation: "counting" reaches on
                   and not (w == "outside" and words[i + 1:i + 2] not in (["the"], ["of"]))]  # ("seated outside")
    r.missing = [i for i, w in enumerate(words) if w in MISSING_WORDS and i not in r.former]
    r.missing_after = [i for i, w in enumerate(words) if w == "not" and words[i + 1:i + 2] and words[i + 1] in (
        "recorded", "given", "set", "known", "listed", "provided", "filled", "entered", "captured", "stored")]
    given = [i for i in r.missing_after if words[i + 2:i + 3] and words[i + 2] in GIVEN_OBJECTS]  # "haven't given
    r.missing_after = [i for i in r.missing_after if i not in given]  # us an email": the column follows the verb
    r.missing += [i for i in r.negations if words[i] == "not" and (words[i + 1:i + 2] in (["have"], ["has"], ["got"])
                  or words[i + 1:i + 3] in (["we", "have"], ["you", "have"])) and i not in r.missing] + given
    # ("clients who don't have an email", "suppliers we don't have an email for": none)
    r.missing += [i for i in r.negations if words[i] == "not" and words[i + 2:i + 3] == ["anything"]
                  and i not in r.missing and "since" not in words[i:] and "but" not in words[:i]]  # "members who
    # didn't buy anything in 2025": none of their purchases (not "... in 2023 but haven't ordered anything since")
    r.negations = [i for i in r.negations if i not in r.missing_after and i not in r.missing]
    for m in OUT_OF.finditer(text):  # "out of stock": none in stock
        r.negations.append(_position(text, m.start()))
        r.phrases.add(_position(text, m.start()) + 1)
    for m in OPTED_OUT.finditer(text):
        first = _position(text, m.start())
        r.negations.append(first)
        r.opted_out |= set(range(first, _position(text, m.end() - 1) + 1))
    r.phrases |= r.opted_out
    leave = {i for i in r.negations if words[i] == "leave"}  # "leave out": a verb, not ``leave_reason``
    r.grammar |= leave
    r.phrases |= leave
    _read_set_aside(r, words)
    r.phrases |= {t.i for t in tokens[1:] if t.lower in RANGE_VERBS and tokens[t.i - 1].lower in ("we", "you")
                  and t.i == len(tokens) - 1}  # "the folding bikes we stock": what the range is, no stock level
    r.phrases |= {t.i for t in tokens[:-1] if t.lower in HONORIFICS and tokens[t.i + 1].capital}  # "Dr Tanaka":
    # the name is looked up, the title needs no link
    r.current = bool(CURRENT.search(text) or TODAY_AS_NOW.search(text))
    r.with_us = {_position(text, m.start()) for m in WITH_US.finditer(text)}
    r.diary = bool(re.search(rf"\b{DIARY}\b", text)) or bool(r.with_us)
    r.adding = {i for i, w in enumerate(words) if w in ("including", "plus")}
    if (m := REQUESTER.match(text)) and not re.search(r"\b(he|she|his|her|him|they|their|them)\b", text):  # "Jess
        # is asking for the bar's takings": who asks, not whose (not "Tom wants to know how many orders he served")
        r.grammar |= set(range(0, _position(text, m.end() - 1) + 1))
        r.phrases |= set(range(0, _position(text, m.end() - 1) + 1))
    for m in HAPPENED.finditer(text):
        r.happened |= set(range(_position(text, m.start()), _position(text, m.end() - 1) + 1))
    r.happened |= {_position(text, m.start(3) if m.group(3) else m.start(5)) for m in SEEN.finditer(text)}
    for m in OVERDUE.finditer(text):
        r.overdue |= set(range(_position(text, m.start()), _position(text, m.end() - 1) + 1))
    r.grammar |= {i for i in r.overdue if words[i] != "overdue"}  # "behind on paying" is not 'Paid' ('Overdue' is)
    for m in UPCOMING.finditer(text):
        r.upcoming |= set(range(_position(text, m.start()), _position(text, m.end() - 1) + 1))
    r.chronological = bool(re.search(r"\bin the order (they|it|he|she|these|those|that)\b|\bin (date|time) order\b|"
                                     r"\bchronological", text))
    r.when = bool(re.search(r"\band when\b", text))
    r.alphabetical = bool(re.search(r"\b(alphabetical|alphabetically|a to z)\b", text))
    if m := SORT_ORDER.search(text):
        phrase = m.group()
        r.sort = -1 if re.search(r"alphabetical|a to z|earliest|cheapest|smallest|lowest|least|oldest", phrase) \
            else (1 if phrase.endswith("first") else r.sort)
        concept, direction = next((MEASURE_ADJECTIVES[w] for w in phrase.split() if w in MEASURE_ADJECTIVES), (None, 0))
        if concept not in (None, "birth") and not r.age_order:  # "cheapest first", "shortest class first": by the
            # price, the length ("longest-serving first" is by age)
            r.sort_by, r.sort = concept, direction * (-1 if phrase.startswith("least") else 1)
    r.above_average = bool(re.search(r"\b(above|more than|higher than|greater than|over|below|less than|under|"
                                     r"exceeds?|exceeding|beats?) (the |their |its )?(average|mean)\b", text))
    compounds = frozenset(t.i - 1 for t in tokens if t.hyphened)  # "drop-in fees": no drop
    in_both = _both_periods(r.dates, words)  # "both last year and this year": the rows of one and the other
    asks = read_asks(words, text, r.discount_words | r.grammar | r.phrases | in_both, len(r.dates), compounds)
    r.percent_at, r.per_group, r.change, r.earlier = asks.percent_at, asks.per_group, asks.change, asks.earlier
    r.same_stretch = bool(r.change and SAME_STRETCH.search(text))
    r.group_average, r.running, r.two_figures = asks.group_average, asks.running, asks.two_figures
    r.cohort = asks.cohort or ("returned" if in_both and not asks.change else None)
    r.phrases |= in_both if r.cohort == "returned" else set()
    if r.cohort is None and not r.change and (dropped := _dropped_in_second(r)):  # "ordered in 2023 but haven't
        r.cohort, r.phrases = "lapsed", r.phrases | dropped  # placed an order since": the first's rows, less theirs
        r.negations = [i for i in r.negations if i not in dropped]
        r.widened = not any(tokens[i].lower in ("one", "ones", "it", "them", "that", "those") for i in dropped)
    r.negations = [i for i in r.negations if i not in asks.consumed]  # "have not been back": the cohort's words
    r.each_period = not (r.change or r.cohort) and _listed(r.dates, words)
    if len(r.dates) > 1 and not ((r.change or r.cohort or r.each_period) and len(r.dates) == 2) \
            and not _restated(r.dates) and not r.same_stretch:
        r.unsupported = r.unsupported or "several periods at once"
    if m := INTERVAL.search(text):  # "average days from report to completion": two dates of one row
        first, to = _position(text, m.start(3)), _position(text, m.start(4))
        r.interval = (m.group(1), range(first, to), range(to + 1, _position(text, m.end(5) - 1) + 1))
        for framing in INTERVAL_FRAMING.finditer(text):  # "how quickly ...?": what the interval answers
            r.phrases |= set(range(_position(text, framing.start()), _position(text, framing.end() - 1) + 1))
        if asks.unsupported == "a time between two dates":
            asks.unsupported = None
    if r.unsupported is None:
        r.unsupported, r.unsupported_at = asks.unsupported, asks.unsupported_at
    if not r.group_at and re.search(r"\b(broken|broke|breaks|break) down\b(?! (by|into|across|between|per)\b)", text):
        r.unsupported = r.unsupported or "machines breaking down (failures)"  # "has a washer broken down": no split
    r.phrases |= r.discount_words | asks.consumed
    if r.change and r.count_at is None and r.aggregate is None and not (r.which or r.direction):
        # "by what percentage did rides grow last summer": each period's rows, or its money ("is visitor income up")
        if money:
            r.aggregate = "sum"
        else:
            r.count_at = max((i for i in (r.wh_at, r.percent_at) if i is not None), default=-1) + 1
            r.count_for_change = True
    elif r.count_at is None and r.aggregate is None and r.percent_at is None and not (r.which or r.direction) and (
            r.group_at or r.dates) and (r.wh_at is None or words[r.wh_at] in ("show", "me", "us")):
        ranked = RANK_BY.search(text)  # "rank our products by units sold": the figure after "by" is asked
        r.implied_at = (_position(text, ranked.end("by")) + 1 if ranked else 0) if r.wh_at is None else r.wh_at + 1
        if money:  # "shop takings for May 2024"
            r.aggregate = "sum"
    return r


def _read_set_aside(r: Reading, words: list[str]) -> None:
    """"Leaving aside weddings": "leaving" negates what follows, like "excluding"; "weddings aside", "leaving
    renewals aside", "setting hot desks aside": "aside" negates what comes before it (``Filters.negated``), and the
    verb that opened the phrase says nothing."""
    for i, w in enumerate(words):
        if w not in ("aside", "excluded") or w == "excluded" and i and words[i - 1] in PASSIVE_AUXILIARIES:  # ("refunds
            continue  # excluded"; "how many pupils were excluded" asks about the excluded ones)
        if i and words[i - 1] in SET_ASIDE_VERBS:
            r.negations = sorted(set(r.negations) | {i - 1})
            r.phrases.add(i)
            continue
        r.set_aside.append(i)
        r.phrases.add(i)
        opener = next((j for j in range(i - 1, max(-1, i - 6), -1) if words[j] in SET_ASIDE_VERBS), None)
        if opener is not None:
            r.negations = [j for j in r.negations if j != opener]
            r.phrases.add(opener)


def _listed(dates: list[DateRange], words: list[str]) -> bool:
    """"In 2024 and (so far) in 2025": two periods named outright, the second after an "and", of the same length
    (two years, two months)."""
    if len(dates) != 2 or any(d.relative or not d.start or not d.end for d in dates):
        return False
    first, second = sorted(dates, key=lambda d: d.first)
    return "and" in words[first.last + 1:second.first] and len(first.start) == len(second.start) and \
        _months(first) == _months(second) in (1, 12)


def _both_periods(dates: list[DateRange], words: list[str]) -> set[int]:
    """"Both last year and this year", "in both 2024 and 2025": the positions of "both" and of the words joining the
    two periods, where the question names two periods so (else none)."""
    if len(dates) != 2:
        return set()
    first, second = sorted(dates, key=lambda d: d.first)
    both = next((i for i in (first.first - 1, first.first - 2) if i >= 0 and words[i] == "both"), None)
    between = range(first.last + 1, second.first)
    if both is None or not between or any(words[i] not in ("and", "in", "during") for i in between) or \
            "and" not in (words[i] for i in between) or any(words[i] != "in" for i in range(both + 1, first.first)):
        return set()
    return {both, *between}


def _dropped_in_second(r: Reading) -> set[int]:
    """"Which pubs ordered from us in 2023 but haven't placed any order since 2024", "beers we brewed in 2023 but
    not at all in 2025": between two periods, "but" and a negation, then only words that restate what the rows did
    in the first (the same words, a verb, "any", "at all"): the positions of those words, else none (a new
    condition for the second period, "but bought no roses in 2025", is not read)."""
    if len(r.dates) != 2:
        return set()
    first, second = sorted(r.dates, key=lambda d: d.first)
    tokens = r.tokens
    but = next((i for i in range(first.last + 1, second.first) if tokens[i].lower == "but"), None)
    if but is None:
        return set()
    negation = next((i for i in range(but + 1, min(but + 4, second.first)) if i in r.negations), None)
    if negation is None or any(tokens[i].lower not in LAPSE_AUXILIARIES for i in range(but + 1, negation)):
        return set()
    said = [t.forms for t in tokens[:but]]
    restated = all(t.lower in LAPSE_FILLERS or past_verb(t.lower) or any(same_word(t.forms, f) for f in said)
                   for t in tokens[negation + 1:second.first])
    return set(range(but, second.first)) if restated else set()


def _months(span: DateRange) -> int:
    start, end = (int(d[:4]) * 12 + int(d[5:7]) for d in (span.start, span.end))
    return end - start


def _restated(dates: list[DateRange]) -> bool:
    """"This year's billing ... 2025's invoices": a year counted back and a period named outright, which the query
    applies together (the same year, or nothing matches and the baseline abstains)."""
    return len(dates) == 2 and sorted(bool(d.relative) for d in dates) == [False, True] and all(
        d.relative[1] == "year" for d in dates if d.relative)


def _read_dates(r: Reading, tokens: list[Token]) -> None:
    for t in tokens:
        if t.number is not None and t.number.is_integer() and YEARS[0] <= t.number < YEARS[1] \
                and t.lower.isdigit() and len(t.lower) == 4:
            year = int(t.number)
            month = _month_before(tokens, t.i)
            if (day := _day_of(tokens, t.i, year)) is not None:  # "on 2 August 2025", "August 2, 2025"
                r.dates.append(day)
                r.grammar |= set(range(day.first, t.i + 1))
                r.phrases |= set(range(day.first, t.i + 1))  # "Saturday", "st": words of the day, no link needed
            elif month:
                end = f"{year + (month == 12):04d}-{month % 12 + 1:02d}-01"
                r.dates.append(DateRange(f"{year:04d}-{month:02d}-01", end, t.i - 1, t.i))
                r.grammar |= {t.i - 1, t.i}
            else:
                r.dates.append(DateRange(f"{year:04d}-01-01", f"{year + 1:04d}-01-01", t.i, t.i))
                r.grammar.add(t.i)
            _open_ended(r, tokens)
    months_alone = [t for t in tokens if _month(t) and t.i not in r.grammar]
    for t in months_alone[:1]:  # "January to June 2025": the year of the range's end
        later = next((d for d in r.dates if d.first == t.i + 2 and tokens[t.i + 1].lower in RANGE_WORDS), None)
        if later is not None and later.end[:4] == later.start[:4] or later and later.end[5:] == "01-01":
            start = f"{later.start[:4]}-{_month(t):02d}-01"
            if start < later.start:
                r.dates[r.dates.index(later)] = DateRange(start, later.end, t.i, later.last)
                r.grammar |= {t.i, t.i + 1}
                months_alone = months_alone[1:]
    if (months := _months_of_a_counted_year(tokens, months_alone)) is not None:
        r.dates.append(months)
        r.grammar |= set(range(months.first, months.last + 1))
        r.phrases |= {months.last - 1, months.last}  # "this year", "since January": no link needed
        months_alone = [t for t in months_alone if t.i > months.last]
    if len(months_alone) == 1 and (relative := _month_counted_back(tokens, months_alone[0])):
        r.dates.append(relative)
        r.grammar |= set(range(relative.first, relative.last + 1))
    elif months_alone:
        r.loose_months = months_alone  # their year may be named apart from them (_months_within)
    if len(r.dates) == 2:  # "between March and May 2024" is one range; "2023 than 2022" two periods (asks.py)
        first, second = sorted(r.dates, key=lambda d: d.first)
        k = first.first - 1
        while k > 0 and tokens[k].lower in ("the", "start", "beginning", "of", "in"):
            k -= 1
        joining = [t.lower for t in tokens[first.last + 1:second.first]]  # "January 2024 through (the end of) May"
        between = k >= 0 and tokens[k].lower in ("between", "from") or bool(set(joining) & {"to", "through", "until"}) \
            and set(joining) <= {"to", "through", "until", "the", "end", "start", "of"}  # (not "ordered from us in
        # 2023 but ... since 2024", "bookings in 2024 came through Expedia, against 2023")
        compared = any(t.lower in ("than", "compared", "versus", "vs", "grow", "grew", "growth", "change", "changed",
                                   "increase", "decrease", "rise", "fall", "drop", "jump") for t in tokens)
        both = any(t.lower == "both" for t in tokens)  # ("ordered from us in both 2024 and 2025": two periods)
        if between and not compared and not both and not any(d.relative for d in r.dates):
            first, second = sorted(r.dates, key=lambda d: d.start)
            r.dates = [DateRange(first.start, second.end, first.first, second.last)]


def _read_days(r: Reading, tokens: list[Token], text: str) -> None:
    """"on a Saturday or Sunday", "Saturday lessons", "at weekends": the days of the week rows fall on. A named
    day ("Easter Saturday", "a bank holiday weekend"), one day ("last Saturday", "Saturday 2 August 2025") or a
    range of days ("Tuesday to Saturday") is left unread, so the question stays unexplained."""
    days, spans = set(), []
    for m in DAYS_OF_WEEK.finditer(text):
        first, last = _position(text, m.start()), _position(text, m.end() - 1)
        word = m.group().split()[-1].rstrip("s")
        previous, following = tokens[last - 1] if last else None, tokens[last + 1:last + 2]  # around the day word
        if previous is not None and previous.lower not in DAY_LEADS and (
                previous.text[:1].isupper() or previous.lower in RANGE_WORDS + ONE_DAY or word == "weekend") or \
                following and (
                following[0].number is not None or following[0].lower in RANGE_WORDS):
            return
        days |= {0, 6} if word == "weekend" else set(range(1, 6)) if word == "weekday" else {WEEKDAYS.index(word)}
        spans.append(range(first, last + 1))
    if days:
        r.days, r.days_at = frozenset(days), spans[0].start
        r.phrases |= {i for span in spans for i in span}


def _months_of_a_counted_year(tokens: list[Token], months: list[Token]) -> DateRange | None:
    """"January to June this year", "since March this year", "from April to September last year": months of the
    year counted back from the database's "today" (filters.counted_back; "since" runs to the year's end, which
    "today" cuts short); "since January": from the latest January begun to "today"."""
    if not months:
        return None
    first = months[0]
    words = [t.lower for t in tokens]
    before = words[first.i - 1] if first.i else ""
    if before == "since" and words[first.i + 1:first.i + 3] in (["this", "year"], ["last", "year"]):
        end, which_at = 12, first.i + 1
    elif before == "since" and not (first.i + 1 < len(tokens) and tokens[first.i + 1].number is not None):
        return DateRange("", "", first.i - 1, first.i, relative=("since", f"{_month(first)}-"))
    elif len(months) > 1 and months[1].i == first.i + 2 and words[first.i + 1] in RANGE_WORDS \
            and words[first.i + 3:first.i + 5] in (["this", "year"], ["last", "year"]):
        end, which_at = _month(months[1]), first.i + 3
    else:
        return None
    if end < _month(first):
        return None
    start_at = first.i - (before in ("from", "between", "since"))
    return DateRange("", "", start_at, which_at + 1, relative=(words[which_at], f"{_month(first)}-{end}"))


def _months_within(r: Reading, tokens: list[Token]) -> None:
    """"Each month of 2024, January to December", "this year's takings ... from January to June", "last summer,
    June to August": a range of months without a year narrows (or restates) the one year or season the question
    names apart from it."""
    months = r.loose_months
    if not months:
        return
    first, last = months[0], months[-1]
    ranged = len(months) == 2 and last.i == first.i + 2 and tokens[first.i + 1].lower in RANGE_WORDS
    narrowed = _narrowed(r.dates[0], _month(first), _month(last)) if ranged and len(r.dates) == 1 else None
    if narrowed is None:
        r.unsupported = r.unsupported or "a month without a year"
        return
    r.dates = [narrowed]
    start = first.i - (first.i > 0 and tokens[first.i - 1].lower in ("from", "between"))
    r.grammar |= set(range(start, last.i + 1))


def _quarter_within(r: Reading, text: str) -> None:
    """"Q3 2024", "the first quarter of 2025", "the last quarter of last year": three months of the one year the
    question names (a quarter with no year stays unread: "quarters" are then declined)."""
    m = QUARTER.search(text)
    if m is None or len(r.dates) != 1:
        return
    n = int(m.group(1)) if m.group(1) else QUARTER_ORDINALS[m.group(2)]
    if (narrowed := _narrowed(r.dates[0], 3 * n - 2, 3 * n)) is not None:
        r.dates = [narrowed]
        said = set(range(_position(text, m.start()), _position(text, m.end() - 1) + 1))
        r.grammar |= said
        r.phrases |= said  # ("Q4" needs no link)


def _narrowed(period: DateRange, start: int, end: int) -> DateRange | None:
    """Months ``start``-``end`` of ``period`` when it is a year (named or counted back) or a season they restate;
    None otherwise."""
    if start > end:
        return None
    if period.relative is None:
        whole_year = period.start[5:] == period.end[5:] == "01-01" and int(period.end[:4]) == int(period.start[:4]) + 1
        if not whole_year:
            return None
        after = f"{int(period.start[:4]) + (end == 12):04d}-{end % 12 + 1:02d}-01"
        return DateRange(f"{period.start[:4]}-{start:02d}-01", after, period.first, period.last)
    which, unit = period.relative
    if unit == "year" and which in ("this", "last"):
        return DateRange("", "", period.first, period.last, relative=(which, f"{start}-{end}"))
    if unit in SEASON_STARTS and (start, end) == (SEASON_STARTS[unit], SEASON_STARTS[unit] + 2):
        return period  # "last summer, June to August"
    return None


def _month_counted_back(tokens: list[Token], month: Token) -> DateRange | None:
    """"in August", "last July": the latest such month begun (or, after "last", over) by the database's "today"
    (filters.counted_back). None where the month opens or closes a range ("since January", "October to
    December"), which a month without its year does not pin down."""
    before = tokens[month.i - 1].lower if month.i else ""
    after = tokens[month.i + 1].lower if month.i + 1 < len(tokens) else ""
    if before in RANGE_WORDS + ("since", "after", "before", "from", "between") or after in RANGE_WORDS:
        return None
    which = before if before in ("this", "last") else "latest"
    first = month.i - (which != "latest")
    name = next(m for m, n in MONTHS.items() if n == _month(month))  # "Sept" -> "september"
    return DateRange("", "", first, month.i, relative=(which, name))


def _open_ended(r: Reading, tokens: list[Token]) -> None:
    """"after (the end of) March 2025" -> from April 2025 on; "before 2024" -> until 2024; "since 2023"; "since
    the books started in April 2023"."""
    span = r.dates[-1]
    k = span.first - 1
    while k >= 0 and tokens[k].lower in ("the", "end", "start", "beginning", "of") + OPENING_WORDS:
        k -= 1
    word = tokens[k].lower if k >= 0 else ""
    if word == "from" and tokens[k + 1].lower == "in":  # "the most call-outs from in 2023": from a place, in 2023
        return
    if word == "after" and k and tokens[k - 1].lower in ("look", "looks", "looked", "looking"):  # "looked after in
        return  # 2024": a verb, in 2024
    at_end = any(t.lower == "end" for t in tokens[k + 1:span.first])
    if word == "after" or word == "since" and at_end:
        r.dates[-1] = DateRange(span.end, "9999-12-31", k, span.last)
    elif word in ("since", "from") and not any(t.lower in ("to", "until", "through") for t in tokens[span.last:]):
        r.dates[-1] = DateRange(span.start, "9999-12-31", k, span.last)
    elif word == "before":
        r.dates[-1] = DateRange("0000-01-01", span.start, k, span.last)
    else:
        return
    r.grammar |= set(range(k, span.last + 1))


def _month(token: Token) -> int | None:
    if token.lower == "may":
        return 5 if token.text == "May" else None
    return MONTHS.get(token.lower) or MONTH_ABBREVIATIONS.get(token.lower.rstrip("."))


def _day_of(tokens: list[Token], i: int, year: int) -> DateRange | None:
    """One day named before the year at token ``i``: "2 August 2025", "the 1st of September 2024", "August 2,
    2025", "Saturday 2 August 2025"; None for a month alone ("August 2025") or no such day ("31 June")."""
    def number(at: int) -> int | None:
        n = tokens[at].number if at >= 0 else None
        return int(n) if n is not None and n.is_integer() and 1 <= n <= 31 and tokens[at].lower.isdigit() else None

    def ordinal(at: int) -> tuple[int | None, int]:  # "2" or "2nd" ending at ``at``: the day and where it starts
        return (number(at - 1), at - 1) if at >= 1 and tokens[at].lower in ORDINAL_SUFFIXES else (number(at), at)

    found = None
    if (month := _month_before(tokens, i)) is not None:  # "2 August", "the 1st of September"
        at = i - 2 - (i >= 3 and tokens[i - 2].lower == "of")
        found = (month, *ordinal(at)) if at >= 0 else None
    elif i >= 2 and (month := _month(tokens[i - 2])) is not None:  # "August 2, 2025"
        found = (month, number(i - 1), i - 2)
    if found is None or found[1] is None:
        return None
    month, day, first = found
    first -= first >= 1 and tokens[first - 1].lower in WEEKDAYS  # "Saturday 2 August 2025"
    try:
        start = date(year, month, day)
    except ValueError:
        return None
    return DateRange(start.isoformat(), (start + timedelta(days=1)).isoformat(), first, i)


def _month_before(tokens: list[Token], i: int) -> int | None:
    if i >= 1 and (m := _month(tokens[i - 1])):
        return m
    return None


def _read_comparisons(r: Reading, words: list[str]) -> None:
    for i, t in enumerate(r.tokens):
        if t.number is None or i in r.grammar:
            continue
        for before, op in COMPARATORS:
            n = len(before)
            if i >= n and tuple(words[i - n:i]) == before:
                r.comparisons.append(Comparison(op, t.number, i, i - n))
                r.grammar.add(i)
                break
        else:
            after = words[i + 1:i + 3]
            if after in (["or", "more"], ["or", "over"], ["or", "longer"], ["or", "above"]):
                r.comparisons.append(Comparison(">=", t.number, i, i))
                r.grammar.add(i)
            elif after in (["or", "fewer"], ["or", "less"], ["or", "under"]):
                r.comparisons.append(Comparison("<=", t.number, i, i))
                r.grammar.add(i)


def _superlative(word: str) -> bool:
    """"biggest", "earliest": a word ending in -est that is no noun or adjective of its own ("guest", "interest")."""
    return word.endswith("est") and word not in NOT_SUPERLATIVES


def _ranked(words: list[str]) -> bool:
    """The one word given is a superlative ("lowest", "most")."""
    return len(words) == 1 and (_superlative(words[0]) or words[0] in ("most", "least"))


def _read_superlative(r: Reading, words: list[str]) -> None:
    for i, w in enumerate(words):
        if i in r.grammar or not r.tokens[i].is_word:  # "last" of "last year": a period; "...@mailbox.test"
            continue
        if "first" in words[i + 1:i + 3] or "last" in words[i + 1:i + 2] and i + 1 not in r.grammar:
            continue  # "biggest first", "largest category first": an order for the list, not a superlative (nor
            # "the most last year", a period)
        if _ranked(words[i + 2:i + 3]) and words[i + 1] == "to" or i > 1 and _ranked([words[i - 2]]) \
                and words[i - 1] == "to":
            continue  # "highest to lowest": the same
        if w in ("first", "last") and i and (words[i - 1].endswith("est") or words[i - 1] in (
                "most", "least", "common", "popular", "frequent", "expensive", "recent")):
            continue
        if w in PAID_RANKS and words[i + 1:i + 2] == ["paid"]:  # "our best-paid member of staff": their pay
            r.adjective, r.direction, r.superlative_at = "salary", PAID_RANKS[w], i + 1
            r.grammar |= {i, i + 1}  # ("paid" names no column: not ``catering.paid``)
            break
        if w in ("longest", "shortest") and words[i + 1:i + 2] in (["serving"], ["standing"]):
            r.adjective, r.direction, r.superlative_at = "began", -1 if w == "longest" else 1, i
            r.grammar.add(i + 1)  # "the longest-serving cashier": the one who began first
            r.phrases.add(i + 1)
            break
        if w in MEASURE_ADJECTIVES and (w.endswith("est") or i and words[i - 1] in ("most", "least")):
            concept, direction = MEASURE_ADJECTIVES[w]
            if i and words[i - 1] == "least":
                direction = -direction
            r.adjective, r.direction, r.superlative_at = concept, direction, i
            break
        if w in ("common", "frequent", "popular") and i and words[i - 1] in ("most", "least"):
            r.direction, r.superlative_at, r.counts = (1 if words[i - 1] == "most" else -1), i, True
            break
        if w in ("first", "last") and (i + 1 < len(words) and words[i + 1] in ("name", "names", "time")
                                       or r.tokens[i + 1:i + 2] and r.tokens[i + 1].number is not None
                                       and words[i + 1] != "one"):  # "the last 3", not "the last one we opened"
            continue
        if w in DESC_WORDS | ASC_WORDS and w not in ("more", "less", "fewer", "higher", "lower", "larger",
                                                     "bigger", "smaller") \
                or _superlative(w):
            if w == "least" and i and words[i - 1] == "at":
                continue
            r.direction = -1 if w in ASC_WORDS or w in ("earliest",) else 1
            r.superlative_at = i
            nxt = words[i + 1] if i + 1 < len(words) else ""
            if w in ("most", "least") and nxt in MEASURE_ADJECTIVES:  # "the most expensive"
                concept, direction = MEASURE_ADJECTIVES[nxt]
                r.adjective, r.direction = concept, direction * (-1 if w == "least" else 1)
                break
            r.counts = w in ("most", "fewest", "least") or w in BUSY_WORDS or words[i + 1:i + 3] == ["number", "of"]
            break
    text = " ".join(words)
    if m := re.search(r"\b(top|bottom|best|worst|first|last|largest|biggest|highest|lowest) (\d+|two|three|four|five|"
                      r"six|seven|eight|nine|ten|twelve|twenty)\b", text):
        k = _position(text, m.start(2))
        r.limit = int(r.tokens[k].number or 0) or None
        r.grammar.add(k)
        r.direction = r.direction or (-1 if m.group(1) in ("bottom", "worst", "lowest") else 1)
    elif m := re.search(r"\b(\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty) (most|least|"
                        r"[a-z]+est)\b", text):
        k = _position(text, m.start(1))
        if k not in r.grammar:
            r.limit = int(r.tokens[k].number or 0) or None
            r.grammar.add(k)
    if r.direction and r.limit is None:  # "which three runs earned the most", "the 5 students who ..."
        for i, t in enumerate(r.tokens[:-1]):
            if t.number is not None and t.number.is_integer() and 1 < t.number <= 50 and i not in r.grammar \
                    and i and words[i - 1] in ("which", "what", "the", "our", "top", "who") \
                    and r.tokens[i + 1].number is None:
                r.limit = int(t.number)
                r.grammar.add(i)
                break
    if r.direction and r.limit is None and r.superlative_at is not None:
        r.limit = 1


def _read_groups(r: Reading, words: list[str]) -> None:
    ranked_by = None  # "rank our departments by net sales": the departments are the groups, the sales their figure
    if m := RANK_BY.search(" ".join(words)):
        head = "noun" if m.group("noun") else "listed"
        noun, ranked_by = _position(" ".join(words), m.start(head)), _position(" ".join(words), m.start("by"))
        r.group_at.append(noun)
        r.sort, r.ranked_noun = r.sort or 1, noun
    for i, w in enumerate(words):
        if i == ranked_by:
            continue
        nxt = words[i + 1] if i + 1 < len(words) else ""
        going = bool(i) and words[i - 1] in ("going", "judging")  # "going by the number of visits"
        if w == "by" and (r.superlative_at is not None or going) and \
                (words[i + 1:i + 3] == ["number", "of"] or words[i + 1:i + 4] == ["the", "number", "of"]):
            of = i + 2 + (nxt == "the")  # "the biggest landlords by number of properties": the count ranks them,
            r.counts, r.ranked_by = True, of  # not a group named "number"
            sold = next((j for j in range(of + 2, min(of + 4, len(words))) if words[j] in SELLING), None)
            if sold is not None:  # "by number of items sold": the units sold, whatever they are called
                r.counts = False
                r.grammar.update(range(of + 1, sold + 1))
                r.phrases.update(range(of + 1, sold + 1))
            r.grammar.update(range(i, of + 1))
            r.phrases.update(range(i - going, of + 1))
            continue
        if going and w == "by":  # "going by the date the booking was made": which date, not a group
            r.phrases.update((i - 1, i))
        if w in ("yearly", "monthly", "annually", "annual"):
            r.group_at.append(i)
        if w in ("per", "each") or w == "every" and i and words[i - 1] in ("for", "in", "at") \
                or (w == "by" and i and words[i - 1] not in (
                "sorted", "ordered", "ranked", "sort", "order", "rank", "arranged", "paid", "made", "done",
                "taught", "handled", "served", "run", "owned", "sold", "bought", "booked", "placed", "issued",
                "sent", "created", "carried", "logged", "measured", "grouped", "going", "judging")) and nxt:
            if w == "each" and nxt in ("other",) or w == "per" and nxt in RATE_UNITS and words[i + 2:i + 3] != ["of"]:
                continue
            r.group_at.append(i + 1)
        if w == "by" and i and words[i - 1] in ("grouped", "broken", "down", "split", "break"):
            r.group_at.append(i + 1)
        if w == "by" and i and words[i - 1] == nxt and nxt in ("year", "month", "day", "week"):  # "month by month"
            r.group_at.append(i + 1)
            r.grammar.add(i - 1)
        if w in ("across", "between", "among") and i and words[i - 1] in ("split", "spread", "divided",
                                                                         "distributed"):
            r.group_at.append(i + 1)  # "how are the students split across the houses"
