"""What a question asks beyond a plain count, total, extreme or list — and what no shape computes.

Read from the words alone, like reading.py (which calls ``read_asks``): a percentage or share ("what percentage
of bookings were cancelled"), the top item within each group ("for each store, who sold the most"), a comparison
of two periods ("how many more ... in 2024 than in 2023", "compared with the month before", "grow from October to
November, in percent"), groups measured against the average group ("which vendors have more spend than the
average vendor"), and a figure net of discounts. Anything else that needs a shape this baseline lacks (a
median, a running total, repeat events, dates relative to today) becomes ``unsupported``: the one-line reason.

    asks = read_asks(words, text, skip=set())   # Asks(percent_at=1, ...) for "what percentage of ..."
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

# Words that ask for something no shape computes; the reason is what the abstention says.
UNSUPPORTED = {
    "ratio": "a ratio", "median": "a median",
    "differently": "a comparison", "versus": "a comparison", "vs": "a comparison", "rather": "a comparison",
    "instead": "a comparison", "again": "repeat events", "repeat": "repeat events", "return": "repeat events",
    "back": "repeat events", "ago": "a date relative to today", "yesterday": "a date relative to today",
    "gap": "gaps between events", "subtracting": "a difference", "net": "a net figure",
    "both": "two conditions at once", "side": "a cross-tabulation", "quarter": "quarters",
    "week": "weeks", "weekly": "weeks", "occupancy": "an occupancy rate",
}
PERCENT_WORDS = frozenset({"percent", "percentage", "percentages", "share", "proportion", "fraction", "pct"})
CHANGE_WORDS = {  # a comparison of two periods: the word -> what it asks
    "growth": "percent", "grow": "change", "grew": "change", "change": "change", "changed": "change",
    "increase": "change", "decrease": "change", "jump": "change", "drop": "change", "rise": "change",
    "fall": "change", "compare": "change", "compared": "change", "comparison": "change", "difference": "difference",
}
EARLIER = re.compile(r"\b(the )?(year|month|day|term|season|spring|summer|autumn|fall) before\b|"
                     r"\b(previous|prior|preceding) (year|month|day|term|season|spring|summer|autumn|fall)\b")
UP_OR_DOWN = re.compile(r"\b(up or down|down or up)\b|\b(up|down)\b(?= (on|against|from|compared (with|to)|versus|"
                        r"vs) (last|the (previous|prior|same))\b)")  # "up on last year", not "rung up on a Saturday"
COMPARED_TO = frozenset({"against", "versus", "vs"})  # "takings against the same month last year"
MORE_OR_FEWER = re.compile(r"\bhow (many|much) (more|fewer|less)\b|\bhow many (more|fewer|less) or (more|fewer|less)\b")
# ("this year", "last season": periods counted back in reading.py)
RELATIVE_PERIODS = re.compile(r"\b(past|previous|coming) (year|month|week|quarter|day|term)s?\b|"
                              r"\bnext (week|quarter|day|term)s?\b|\bnext (year|month|season)s\b|"
                              r"\b(this|last) (week|day|term)s?\b|\b(this|last) (quarter)s?\b(?! of)|"
                              r"\b(this|last) seasons\b")  # (not "the last quarter of 2024": a year's, reading.py)
SUPERLATIVE = r"(top|most|least|highest|lowest|best|worst|biggest|largest|smallest|fewest|busiest|[a-z]+est)(?! first)"
EACH = r"\b(for each|in each|for every|per|within each|at each) (?!(one|of|other)\b)[a-z]"  # names a group
PER_GROUP_EXTREME = re.compile(rf"{EACH}.*\b(which|who)\b.*\b{SUPERLATIVE}\b|\b(which|who)\b.*\b{SUPERLATIVE}\b.*"
                               rf"{EACH}|{EACH}.*\b(the )?(top|best|biggest)\b(?! first)")
GROUP_AVERAGE = re.compile(r"\b(more|fewer|less|higher|lower|bigger|larger|greater) (\w+ ){0,4}than (the |an |their "
                           r"|that )?(average|mean)\b|\b(above|below|over|under|exceeds?|exceeding|beats?) (\w+ ){0,4}(average|mean)\b")
# "net of discounts", "after discounts": a measure net of a discount column (measures.py), not an unsupported net
NET_OF_DISCOUNT = re.compile(r"\b(after|net of|less|minus|deducting|subtracting|taking off|including) (the |any |all "
                             r"|their |its )?(line )?discounts?\b|\bnet (sales|revenue|takings|income|spend|"
                             r"spending|receipts|value|amount|total)\b|\bdiscounted\b")
# "in the fleet today", "at today's rates": today as "currently" (reading.CURRENT), not a day to count back from
TODAY_AS_NOW = re.compile(r"(?<!after )(?<!before )(?<!until )(?<!since )(?<!from )(?<!than )\btoday\b")
# Who came more than once, who came for the first time in a period, who has not been back since (or in a second
# period), who came back
COME_BACK = r"(been back|come back|came back|back again)( (at all|to (?!\d)\w+|for (a|an|another|any)" \
            r"( (?!in\b|on\b|this\b|last\b|since\b)\w+)?|with us))*"
COHORT_PERIODS = {"repeat": (0, 1), "first": (1,), "lapsed": (1, 2), "returned": (2,)}  # periods each names
COHORTS = {
    "repeat": re.compile(r"\b((have|has|had) )?(been|come|came) back (and \w+ again|for (at least )?a second( \w+)?"
                         r"( or more)?)\b"),
    "lapsed": re.compile(rf"\b((but|and) )?((have|has|had|did|do|does) )?(not|never) {COME_BACK}( since)?\b"),
    "returned": re.compile(rf"\b((have|has|had) )?{COME_BACK}( since)?\b"),
    "first": re.compile(r"\b(for the (very )?first time|(very )?first[- ]timers?|brand[- ]new|first ever)\b"),
}
RUNNING = re.compile(r"\bcumulative(ly)?\b|\b(a |the )?running (total|sum|count|tally)\b")
# How a running total grew, and when each of its figures is read ("the running total at the end of each month")
BUILT_UP = re.compile(r"\b(built|build|builds|building|added|adds|mounted) up\b|\bat the end of(?= (each|every) )")
GIVEN_BACK = r"\b(give|gives|gave|given|giving|hand|hands|handed|handing|pay|paid|paying|money|cash) back\b"
# "money we gave back in refunds", "handed back in credit notes": "back" restates the refund the question names
REFUNDED_BACK = re.compile(GIVEN_BACK + r"(?=.*\b(refund|refunds|refunded|credit|credits|credited)\b)")
PAID_OUT = re.compile(r"\b(pay|pays|paid|paying) out\b")  # money going out: beside a refund, the refund itself
# "How much did we refund?", "what did we hand back?": money paid out, which books often keep as negative amounts
MONEY_OUT = re.compile(r"\brefund(s|ed)?\b|" + GIVEN_BACK)
# "across both shops", "everything, both venues": all of two things (whose count a table of them must bear out:
# policy), no condition both must meet (not "both years", two periods; not "both the Studio and the Main House")
ALL_OF_BOTH = re.compile(r"\bboth (?=(of )?(our |the )?(?!(years|months|weeks|days|seasons|terms)\b)[a-z]+s\b"
                         r"(?! and\b))")
GROSS = re.compile(r"\b(before|ignoring|excluding|without|not counting) (the |any |all )?discounts?\b|\bgross\b")


@dataclass
class Asks:
    percent_at: int | None = None  # the word asking for a percentage or share
    per_group: bool = False  # the top item within each group
    change: str | None = None  # two periods compared: "difference" (how many more), "change", "percent"
    earlier: bool = False  # "than the month before": the second period is the one before the named one
    group_average: bool = False  # groups measured against the average group ("more ... than the average X")
    running: bool = False  # a running total over periods ("cumulative revenue month by month")
    two_figures: bool = False  # "how many ... and how much ..." per group: a count and a total side by side
    cohort: str | None = None  # "repeat", "first", "lapsed" or "returned" (cohorts.py): who came more than once,
    # who came for the first time, who has not been back since, who came back
    unsupported: str | None = None
    unsupported_at: int | None = None  # the one word that said so, when a word did ("return" may name a table)
    consumed: set[int] = field(default_factory=set)  # words these requests explain


def read_asks(words: list[str], text: str, skip: set[int], periods: int = 0, compounds: frozenset[int] = frozenset()
              ) -> Asks:
    """The special requests of a question (``words`` one per token, ``text`` their join, ``periods`` the number
    of periods it names, ``compounds`` the words a hyphen joins to the next: the "drop" of "drop-in" is no change)."""
    asks = Asks()
    percent = [i for i, w in enumerate(words) if w in PERCENT_WORDS and words[i + 1:i + 2] != ["points"]]
    if percent:
        asks.percent_at = percent[0]
        asks.consumed |= set(percent) | {i for i, w in enumerate(words) if w == "rate"}
    changes = [(i, CHANGE_WORDS[w]) for i, w in enumerate(words) if w in CHANGE_WORDS and i not in compounds]
    changes += [(i, "change") for m in UP_OR_DOWN.finditer(text)  # "are sales up or down on last year"
                for i in range(text[:m.start()].count(" "), text[:m.end() - 1].count(" ") + 1)]
    if MORE_OR_FEWER.search(text):
        asks.change = "difference"
    elif changes:
        asks.change = "percent" if percent or changes[0][1] == "percent" else changes[0][1]
    if asks.change:
        asks.consumed |= {i for i, _ in changes} | {i for i, w in enumerate(words) if w in COMPARED_TO}
    if asks.change and (m := EARLIER.search(text)):
        asks.earlier = True
        first, last = text[:m.start()].count(" "), text[:m.end() - 1].count(" ")
        asks.consumed |= set(range(first, last + 1))
    asks.per_group = bool(PER_GROUP_EXTREME.search(text)) and not percent
    if m := RUNNING.search(text):
        asks.running = True
        asks.consumed |= set(range(text[:m.start()].count(" "), text[:m.end() - 1].count(" ") + 1))
        for framing in BUILT_UP.finditer(text):
            asks.consumed |= set(range(text[:framing.start()].count(" "), text[:framing.end() - 1].count(" ") + 1))
    asks.two_figures = bool(re.search(r"\bhow many\b.*\bhow much\b|\bhow much\b.*\bhow many\b", text))
    asks.group_average = bool(GROUP_AVERAGE.search(text))
    for kind, phrase in COHORTS.items():  # each follows rows from one period into the next or the one before
        m = phrase.search(text)
        since = m is not None and m.group().endswith(" since")  # one period, and every day after it
        if m and (periods in COHORT_PERIODS[kind] or since and periods == 1):  # (not "items came back in 2024":
            # returns, not a cohort)
            asks.cohort = kind
            asks.consumed |= set(range(text[:m.start()].count(" "), text[:m.end() - 1].count(" ") + 1))
            break
    for m in REFUNDED_BACK.finditer(text):
        asks.consumed |= {text[:m.start()].count(" "), text[:m.end() - 1].count(" ")}
    for m in PAID_OUT.finditer(text) if MONEY_OUT.search(text) else ():  # "the biggest refund we've paid out"
        asks.consumed |= {text[:m.start()].count(" "), text[:m.end() - 1].count(" ")}
    asks.consumed |= {text[:m.start()].count(" ") for m in ALL_OF_BOTH.finditer(text)}
    for i, w in enumerate(words):
        if w in UNSUPPORTED and i not in skip | asks.consumed:
            asks.unsupported, asks.unsupported_at = UNSUPPORTED[w], i
            return asks
    asks.unsupported = _unsupported_phrase(text, asks)
    return asks


def _unsupported_phrase(text: str, asks: Asks) -> str | None:
    if RELATIVE_PERIODS.search(text) and not (asks.earlier and asks.change) or \
            re.search(r"\b(tonight|tomorrow)\b", text) or re.search(r"\btoday\b", TODAY_AS_NOW.sub("", text)):
        return "a date relative to today"
    if re.search(r"\b(previous|prior|preceding)\b", text) and not asks.change:
        return "a comparison with an earlier period"
    if re.search(r"\b(days|weeks|months|years|hours|minutes|time) (from|between|since|until|to)\b", text):
        return "a time between two dates"
    if re.search(r"\b(?<!price )(after|net of|less|minus) (the |any |all )?(refunds?|tax|taxes|fees|costs?|expenses)\b",
                 text):  # (not "list price minus cost": a margin, linking.link_differences)
        return "a net figure"
    if len(re.findall(r"\bhow (many|much)\b", text)) > 1 and asks.change != "difference" and not asks.two_figures:
        return "two figures at once"
    second = re.search(r"\b(which|where) (\w+ ){0,2}(is|are|was|were) (they|it|he|she)\b", text)  # ("who ...,
    # which store are they at"; not "and what is it", the figure the answer gives)
    if re.search(r"\b(and|but) (who|whom|whose|where|which one)\b|\bcount and (the )?(amount|total|value)\b|"
                 r"\bnumber of (\w+ ){1,3}and (the )?(total|amount|value)\b|\bwho \w+ (it|them)\b", text) \
            or second and re.search(r"\b(who|which|what|where|when|how)\b", text[:second.start()]):
        return "a second answer beside the first (who, which one, a count and a total)"
    if re.search(r"\bsame (day|week|month|year)\b", text):
        return "two dates compared"
    if re.search(r"\b(no[ _-]one|nobody)\b", text):  # "companies with no one left": rows none of whose people
        return "rows that none of their people match"  # match, not a missing value
    if re.search(r"\b(first time|for the first time|never again|since then)\b", text) and not asks.cohort:
        return "first-time or repeat events"
    if asks.cohort not in (None, "first") and COHORTS["first"].search(text):  # "of the first-timers last season,
        return "first-timers followed into a later period"  # how many came back": the first visit is not read
    if re.search(r"\bat least (two|2|three|3)\b|\bmore than (one|once|1)\b|\btwo or more\b", text) and \
            re.search(r"\b(same|together|both)\b", text):
        return "events that coincide"
    return None
