"""Questions that group one table (medium by structure): per-category counts and aggregates, the most common
value, HAVING thresholds, per-year counts, the busiest year, the category with the highest average.
"""

from __future__ import annotations

from collections.abc import Iterator

from envs.analyst.questions.base import Candidate, Context
from envs.analyst.questions.phrasing import amount_words, column_words, date_phrase, table_noun, total_of
from envs.analyst.questions.profile import ColumnProfile, TableProfile
from envs.sandbox import quote_identifier as q
from envs.words import plural

MAX_GROUP_ORDINALS = 12  # a numeric column with at most this many values also groups ("per floor", "per rating")


def groupings(t: TableProfile) -> list[ColumnProfile]:
    """Columns a table can be broken down by: categories, and small-valued ordinals (floor, rating, year level)."""
    return t.of("category") + [c for c in t.of("ordinal") if 2 <= c.distinct <= MAX_GROUP_ORDINALS]


def count_per_group(ctx: Context) -> Iterator[Candidate]:
    for t in ctx.tables:
        n = table_noun(t.name)
        for c in groupings(t):
            cw = column_words(c)
            yield ctx.candidate(f"count_per/{t.name}/{c.name}", [
                f"How many {n.many} are there for each {cw}?", f"What is the number of {n.many} per {cw}?",
                f"How many {n.many} does each {cw} have?", f"Break the {n.many} down by {cw}: how many are in each?",
            ], f"SELECT {c.ref}, COUNT(*) FROM {q(t.name)} WHERE {c.ref} IS NOT NULL GROUP BY {c.ref}")


def aggregate_per_group(ctx: Context) -> Iterator[Candidate]:
    for t in ctx.tables:
        n = table_noun(t.name)
        for c in groupings(t):
            for m in t.of("measure")[:2]:
                cw, mw = column_words(c), amount_words(m)
                yield ctx.candidate(f"avg_per/{t.name}/{m.name}/{c.name}", [
                    f"What is the average {mw} of {n.many} for each {cw}?", f"What is the mean {mw} per {cw}?",
                    f"For each {cw}, what is the average {mw} of the {n.many}?",
                ], f"SELECT {c.ref}, ROUND(AVG({m.ref}), 2) FROM {q(t.name)} WHERE {c.ref} IS NOT NULL "
                   f"GROUP BY {c.ref}")
                mw = column_words(m)
                if m.additive:
                    yield ctx.candidate(f"sum_per/{t.name}/{m.name}/{c.name}", [
                        f"What is the {total_of(mw)} for each {cw}?", f"How much {mw} is there per {cw}, in total?",
                        f"For each {cw}, what do the {n.many}' {plural(mw)} add up to?",
                    ], f"SELECT {c.ref}, ROUND(SUM({m.ref}), 2) FROM {q(t.name)} WHERE {c.ref} IS NOT NULL "
                       f"GROUP BY {c.ref}")


def most_common(ctx: Context) -> Iterator[Candidate]:
    for t in ctx.tables:
        n = table_noun(t.name)
        for c in groupings(t):
            cw = column_words(c)
            for most, fewest, order in (("most", "most", "DESC"), ("least", "fewest", "ASC")):
                yield ctx.candidate(f"{most}_common/{t.name}/{c.name}", [
                    f"Which {cw} is the {most} common among the {n.many}?", f"Which {cw} has the {fewest} {n.many}?",
                    f"What is the {most} frequent {cw} of the {n.many}?",
                ], f"SELECT {c.ref} FROM {q(t.name)} WHERE {c.ref} IS NOT NULL GROUP BY {c.ref} "
                   f"ORDER BY COUNT(*) {order} LIMIT 1")


def groups_over(ctx: Context) -> Iterator[Candidate]:
    for t in ctx.tables:
        n = table_noun(t.name)
        for c in groupings(t):
            counts = sorted(r[1] for r in ctx.rows(f"SELECT {c.ref}, COUNT(*) FROM {q(t.name)} WHERE {c.ref} IS NOT NULL "
                                                    f"GROUP BY {c.ref}"))
            if len(counts) < 3:
                continue
            middle = counts[len(counts) // 2]  # a threshold some groups pass and some do not
            cw = column_words(c)
            yield ctx.candidate(f"having/{t.name}/{c.name}", [
                f"Which {plural(cw)} have more than {middle} {n.many}?", f"List the {plural(cw)} with over {middle} {n.many}.",
                f"Which {cw} values account for more than {middle} {n.many} each?",
            ], f"SELECT {c.ref} FROM {q(t.name)} WHERE {c.ref} IS NOT NULL GROUP BY {c.ref} "
               f"HAVING COUNT(*) > {middle}")


def per_year(ctx: Context) -> Iterator[Candidate]:
    for t in ctx.tables:
        n = table_noun(t.name)
        for c in t.of("date"):
            d = date_phrase(c)
            year = f"substr({c.ref}, 1, 4)"
            verbal = [f"How many {n.many} {d.were} in each year?"] if d.verb else []
            yield ctx.candidate(f"per_year/{t.name}/{c.name}", verbal + [
                f"How many {n.many} are there per year of {d.noun}?", f"What is the yearly count of {n.many} by {d.noun}?",
                f"How many {n.many} are there in each year, by {d.noun}?",
            ], f"SELECT {year} AS year, COUNT(*) FROM {q(t.name)} WHERE {c.ref} IS NOT NULL GROUP BY year")
            busiest = [f"In which year were the most {n.many} {d.verb}?"] if d.verb and not d.active else []
            yield ctx.candidate(f"busiest_year/{t.name}/{c.name}", busiest + [
                f"Which year has the most {n.many} by {d.noun}?", f"In which year did the most {n.many} have their {d.noun}?",
                f"Which year saw the most {n.many}, by {d.noun}?",
            ], f"SELECT {year} AS year FROM {q(t.name)} WHERE {c.ref} IS NOT NULL GROUP BY year ORDER BY COUNT(*) DESC LIMIT 1")


def best_group(ctx: Context) -> Iterator[Candidate]:
    for t in ctx.tables:
        n = table_noun(t.name)
        for c in groupings(t):
            for m in t.of("measure")[:2]:
                cw, mw = column_words(c), amount_words(m)
                yield ctx.candidate(f"best_avg/{t.name}/{m.name}/{c.name}", [
                    f"Which {cw} has the highest average {mw}?", f"Which {cw} has {n.many} with the highest mean {mw}?",
                    f"For which {cw} is the average {mw} of the {n.many} highest?",
                ], f"SELECT {c.ref} FROM {q(t.name)} WHERE {c.ref} IS NOT NULL GROUP BY {c.ref} "
                   f"ORDER BY AVG({m.ref}) DESC LIMIT 1")
                mw = column_words(m)
                if m.additive:
                    yield ctx.candidate(f"best_sum/{t.name}/{m.name}/{c.name}", [
                        f"Which {cw} has the highest {total_of(mw)}?", f"Which {cw} accounts for the most {mw} in total?",
                        f"Summing {mw} over {n.many}, which {cw} comes out on top?",
                    ], f"SELECT {c.ref} FROM {q(t.name)} WHERE {c.ref} IS NOT NULL GROUP BY {c.ref} "
                       f"ORDER BY SUM({m.ref}) DESC LIMIT 1")


FAMILIES = (count_per_group, aggregate_per_group, most_common, groups_over, per_year, best_group)
