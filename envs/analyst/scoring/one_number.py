"""The check of a one-number gold: no dump and no hedge, then the answer's numbers tier by tier (the kind the
question asks for first, then values, then labels, context, years, times and words, then the question's own
numbers): the first tier that states anything must state the gold (or roundings of it) and nothing else.
"""

from __future__ import annotations

from decimal import Decimal

from envs.analyst.scoring.cells import Cell, matches
from envs.analyst.scoring.numbers import OTHER_KINDS, VALUE_KINDS, same_value
from envs.analyst.scoring.reading import Reading, dump, not_stated, or_hedge
from envs.analyst.scoring.verdict import Verdict, short


def check_number(cell: Cell, reading: Reading, question: str, runner_ups: set[Decimal]) -> Verdict:
    if verdict := dump(reading, 1):
        return verdict
    if hedge := or_hedge(reading, ranges=True):
        return Verdict(False, f"hedges between {short(hedge[0].text)} and {short(hedge[1].text)}")
    primary = reading.asked
    tiers = [{primary}] + [{kind} for kind in VALUE_KINDS if kind != primary] + [OTHER_KINDS - {primary}, {"question"}]
    for tier in tiers:
        stated = [n for n in reading.numbers if n.kind in tier]
        if not stated:
            continue
        wrong = [n for n in stated if not matches(cell, n)]
        if not wrong:
            if other := next((n for n in stated if not same_value(stated[0], n)), None):
                # two different values, both near a float gold
                return Verdict(False, f"hedges between {short(stated[0].text)} and {short(other.text)}")
            return Verdict(True, f"states {short(stated[0].text)}, the gold value")
        other = wrong[0]
        what = "a runner-up value" if other.value in runner_ups else "a competing value"
        if len(wrong) < len(stated):
            return Verdict(False, f"also states {short(other.text)}, {what}")
        note = f" ({what})" if other.value in runner_ups else ""
        return Verdict(False, f"states {short(other.text)}, not {short(cell.text)}{note}")
    return Verdict(False, not_stated(reading, question, f"does not state {short(cell.text)}"))
