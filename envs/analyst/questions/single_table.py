"""Questions over one table without grouping (easy by structure): counts, filters, aggregates, extremes, top-k.

Each family yields every variant the profile allows; the generator verifies them and keeps a varied few.
"""

from __future__ import annotations

from collections.abc import Iterator

from envs.analyst.questions.base import Candidate, Context, literal, positive_flag
from envs.analyst.questions.phrasing import (
    amount_words, column_words, date_phrase, flag_phrase, measure_adjective, table_noun, total_of, value_text,
)
from envs.analyst.questions.profile import ColumnProfile, TableProfile
from envs.sandbox import quote_identifier as q
from envs.words import article, plural

MONTH_NAMES = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
               "November", "December")
TOP_K = (3, 5)  # "the top 3 products by price"
MAX_LISTED = 10  # a "which ... have ..." question may list at most this many rows


def _equals(column: ColumnProfile, value) -> str:
    return f"{column.ref} = {literal(value)}"


def count_rows(ctx: Context) -> Iterator[Candidate]:
    for t in ctx.tables:
        n = table_noun(t.name)
        yield ctx.candidate(f"count/{t.name}", [
            f"How many {n.many} are there?", f"What is the total number of {n.many}?",
            f"How many {n.many} does the database hold?", f"How many {n.many} are recorded in total?",
        ], f"SELECT COUNT(*) FROM {q(t.name)}")


def count_where_value(ctx: Context) -> Iterator[Candidate]:
    for t in ctx.tables:
        n = table_noun(t.name)
        for c in t.of("category"):
            cw = column_words(c)
            for value in c.values[:2]:
                v = value_text(value)
                yield ctx.candidate(f"count_where/{t.name}/{c.name}={v}", [
                    f"How many {n.many} have {cw} {v}?", f"How many {n.many} have the {cw} '{v}'?",
                    f"What is the number of {n.many} whose {cw} is {v}?", f"How many {n.many} are there with {cw} {v}?",
                ], f"SELECT COUNT(*) FROM {q(t.name)} WHERE {_equals(c, value)}")


def count_flagged(ctx: Context) -> Iterator[Candidate]:
    for t in ctx.tables:
        n = table_noun(t.name)
        for c in t.of("flag"):
            verb, words = flag_phrase(c)
            yield ctx.candidate(f"count_flag/{t.name}/{c.name}", [
                f"How many {n.many} {verb} {words}?", f"What is the number of {n.many} that {verb} {words}?",
                f"How many of the {n.many} {verb} {words}?",
            ], f"SELECT COUNT(*) FROM {q(t.name)} WHERE {positive_flag(c)}")


def count_missing(ctx: Context) -> Iterator[Candidate]:
    for t in ctx.tables:
        n = table_noun(t.name)
        for c in t.columns:
            if c.kind in ("key", "text") or not c.nulls or not c.present:
                continue
            cw, d = column_words(c), date_phrase(c) if c.kind == "date" else None
            if d is not None and d.verb:  # "How many staff have not left?", "... have not been discontinued?"
                never = f"have not {d.verb}" if d.active else f"have not been {d.verb}"
                yield ctx.candidate(f"count_missing/{t.name}/{c.name}", [
                    f"How many {n.many} {never}?", f"What is the number of {n.many} that {never}?",
                    f"How many of the {n.many} {never}?",
                ], f"SELECT COUNT(*) FROM {q(t.name)} WHERE {c.ref} IS NULL")
                continue
            cw = d.noun if d is not None else cw
            yield ctx.candidate(f"count_missing/{t.name}/{c.name}", [
                f"How many {n.many} have no {cw}?", f"How many {n.many} are missing {article(cw)} {cw}?",
                f"For how many {n.many} is the {cw} not recorded?",
            ], f"SELECT COUNT(*) FROM {q(t.name)} WHERE {c.ref} IS NULL")


def count_above(ctx: Context) -> Iterator[Candidate]:
    for t in ctx.tables:
        n = table_noun(t.name)
        for c in t.of("measure"):
            value = ctx.threshold(c)
            if value is None:
                continue
            cw, v = amount_words(c), value_text(value)
            if cw.startswith("number of "):  # a count-like measure: "more than 50 seats"
                phrasings = [f"How many {n.many} have more than {v} {cw[10:]}?", f"How many {n.many} have over {v} {cw[10:]}?",
                             f"What is the number of {n.many} with more than {v} {cw[10:]}?"]
            else:
                phrasings = [f"How many {n.many} have {article(cw)} {cw} above {v}?", f"How many {n.many} have {article(cw)} {cw} over {v}?",
                             f"What is the number of {n.many} with {article(cw)} {cw} greater than {v}?"]
            yield ctx.candidate(f"count_above/{t.name}/{c.name}", phrasings,
                                f"SELECT COUNT(*) FROM {q(t.name)} WHERE {c.ref} > {value}")


def count_in_period(ctx: Context) -> Iterator[Candidate]:
    for t in ctx.tables:
        n = table_noun(t.name)
        for c in t.of("date"):
            d, years = date_phrase(c), ctx.years(c)
            for year in years[:1]:
                phrasings = [f"How many {n.many} {d.were} in {year}?", f"In {year}, how many {n.many} {d.were}?"] if d.verb else []
                yield ctx.candidate(f"count_year/{t.name}/{c.name}/{year}", phrasings + [
                    f"How many {n.many} have {article(d.noun)} {d.noun} in {year}?",
                    f"How many {n.many} have their {d.noun} in the year {year}?",
                    f"What is the number of {n.many} with {article(d.noun)} {d.noun} in {year}?",
                ], f"SELECT COUNT(*) FROM {q(t.name)} WHERE substr({c.ref}, 1, 4) = '{year}'")
            months = ctx.rows(f"SELECT substr({c.ref}, 1, 7) AS m FROM {q(t.name)} WHERE {c.ref} IS NOT NULL "
                              f"GROUP BY m ORDER BY COUNT(*) DESC, m LIMIT 2")
            for (month,) in months[1:]:
                if not (isinstance(month, str) and len(month) == 7 and month[5:].isdigit() and 1 <= int(month[5:]) <= 12):
                    continue
                when = f"{MONTH_NAMES[int(month[5:]) - 1]} {month[:4]}"
                phrasings = [f"How many {n.many} {d.were} in {when}?"] if d.verb else []
                yield ctx.candidate(f"count_month/{t.name}/{c.name}/{month}", phrasings + [
                    f"How many {n.many} have {article(d.noun)} {d.noun} in {when}?",
                    f"What is the number of {n.many} with {article(d.noun)} {d.noun} in {when}?",
                    f"How many {n.many} have their {d.noun} in {when}?",
                ], f"SELECT COUNT(*) FROM {q(t.name)} WHERE substr({c.ref}, 1, 7) = '{month}'")


def aggregates(ctx: Context) -> Iterator[Candidate]:
    for t in ctx.tables:
        n = table_noun(t.name)
        for c in t.of("measure"):
            cw, ref = amount_words(c), c.ref
            yield ctx.candidate(f"max/{t.name}/{c.name}", [
                f"What is the highest {cw} of any {n.one}?", f"What is the largest {cw} among the {n.many}?",
                f"What is the maximum {cw} across all {n.many}?",
            ], f"SELECT MAX({ref}) FROM {q(t.name)}")
            yield ctx.candidate(f"min/{t.name}/{c.name}", [
                f"What is the lowest {cw} of any {n.one}?", f"What is the smallest {cw} among the {n.many}?",
                f"What is the minimum {cw} across all {n.many}?",
            ], f"SELECT MIN({ref}) FROM {q(t.name)}")
            yield ctx.candidate(f"avg/{t.name}/{c.name}", [
                f"What is the average {cw} of the {n.many}?", f"What is the mean {cw} per {n.one}?",
                f"On average, what is the {cw} of {article(n.one)} {n.one}?",
            ], f"SELECT ROUND(AVG({ref}), 2) FROM {q(t.name)}")
            if c.additive:
                yield ctx.candidate(f"sum/{t.name}/{c.name}", [
                    f"What is the {total_of(column_words(c))} of all {n.many}?",
                    f"What do the {plural(column_words(c))} of all {n.many} add up to?",
                    f"What is the sum of {column_words(c)} over all {n.many}?",
                ], f"SELECT ROUND(SUM({ref}), 2) FROM {q(t.name)}")


def aggregates_where(ctx: Context) -> Iterator[Candidate]:
    for t in ctx.tables:
        n = table_noun(t.name)
        for c in t.of("category"):
            for m in t.of("measure")[:2]:
                value = c.values[0] if c.values else None
                if value is None:
                    continue
                cw, mw, v = column_words(c), column_words(m), value_text(value)
                yield ctx.candidate(f"avg_where/{t.name}/{m.name}/{c.name}={v}", [
                    f"What is the average {mw} of {n.many} with {cw} {v}?",
                    f"Among {n.many} whose {cw} is {v}, what is the average {mw}?",
                    f"What is the mean {mw} for {n.many} with the {cw} '{v}'?",
                ], f"SELECT ROUND(AVG({m.ref}), 2) FROM {q(t.name)} WHERE {_equals(c, value)}")
                if m.additive:
                    yield ctx.candidate(f"sum_where/{t.name}/{m.name}/{c.name}={v}", [
                        f"What is the {total_of(mw)} of {n.many} with {cw} {v}?",
                        f"How much {mw} do {n.many} with {cw} {v} add up to?",
                        f"What is the sum of {mw} over the {n.many} whose {cw} is {v}?",
                    ], f"SELECT ROUND(SUM({m.ref}), 2) FROM {q(t.name)} WHERE {_equals(c, value)}")


def distinct_values(ctx: Context) -> Iterator[Candidate]:
    for t in ctx.tables:
        n = table_noun(t.name)
        for c in t.of("category", "ordinal"):
            cw = column_words(c)
            yield ctx.candidate(f"distinct/{t.name}/{c.name}", [
                f"How many different {plural(cw)} do the {n.many} have?", f"How many distinct {plural(cw)} appear among the {n.many}?",
                f"How many unique {cw} values are there across the {n.many}?",
            ], f"SELECT COUNT(DISTINCT {c.ref}) FROM {q(t.name)}")


def extreme_rows(ctx: Context) -> Iterator[Candidate]:
    for t in ctx.tables:
        if t.label is None:
            continue
        n = table_noun(t.name)
        for c in t.of("measure"):
            cw = amount_words(c)
            for highest in (True, False):
                word, order = ("highest", "DESC") if highest else ("lowest", "ASC")
                adjective = measure_adjective(c, highest)
                extra = [f"Which {n.one} is {adjective}?"] if adjective else []
                yield ctx.candidate(f"extreme/{t.name}/{c.name}/{order}", extra + [
                    f"Which {n.one} has the {word} {cw}?", f"What is the {t.label_words} of the {n.one} with the {word} {cw}?",
                    f"Of all {n.many}, which one has the {word} {cw}?",
                ], f"SELECT {t.label} FROM {q(t.name)} WHERE {c.ref} IS NOT NULL ORDER BY {c.ref} {order} LIMIT 1",
                    label_of=t.name)


def top_k(ctx: Context) -> Iterator[Candidate]:
    for t in ctx.tables:
        if t.label is None:
            continue
        n = table_noun(t.name)
        for c in t.of("measure"):
            cw = amount_words(c)
            for k in TOP_K:
                yield ctx.candidate(f"top{k}/{t.name}/{c.name}", [
                    f"What are the {k} {n.many} with the highest {cw}, highest first?",
                    f"List the top {k} {n.many} by {cw}, from highest.",
                    f"Which {k} {n.many} have the largest {cw}, in order?",
                ], f"SELECT {t.label} FROM {q(t.name)} WHERE {c.ref} IS NOT NULL ORDER BY {c.ref} DESC LIMIT {k}",
                    label_of=t.name)


def date_extremes(ctx: Context) -> Iterator[Candidate]:
    for t in ctx.tables:
        n = table_noun(t.name)
        for c in t.of("date"):
            d = date_phrase(c)
            first = [f"When was the first {n.one} {d.verb}?"] if d.verb and not d.active else []
            yield ctx.candidate(f"earliest/{t.name}/{c.name}", first + [
                f"What is the earliest {d.noun} among the {n.many}?", f"What is the first {d.noun} on record for {n.many}?",
                f"When is the earliest {d.noun} of any {n.one}?",
            ], f"SELECT MIN({c.ref}) FROM {q(t.name)}")
            last = [f"When was the most recent {n.one} {d.verb}?"] if d.verb and not d.active else []
            yield ctx.candidate(f"latest/{t.name}/{c.name}", last + [
                f"What is the latest {d.noun} among the {n.many}?", f"What is the most recent {d.noun} of any {n.one}?",
                f"What is the last {d.noun} recorded for the {n.many}?",
            ], f"SELECT MAX({c.ref}) FROM {q(t.name)}")
            if t.label is not None:
                newest = [f"Which {n.one} {d.was} most recently?", f"Which {n.one} {d.was} first?"] if d.verb else []
                yield ctx.candidate(f"latest_row/{t.name}/{c.name}", newest[:1] + [
                    f"Which {n.one} has the most recent {d.noun}?", f"Which {n.one} has the latest {d.noun}?",
                    f"Which {n.one} comes last by {d.noun}?",
                ], f"SELECT {t.label} FROM {q(t.name)} WHERE {c.ref} IS NOT NULL ORDER BY {c.ref} DESC LIMIT 1",
                    label_of=t.name)
                yield ctx.candidate(f"earliest_row/{t.name}/{c.name}", newest[1:] + [
                    f"Which {n.one} has the earliest {d.noun}?", f"Which {n.one} has the oldest {d.noun}?",
                    f"Which {n.one} comes first by {d.noun}?",
                ], f"SELECT {t.label} FROM {q(t.name)} WHERE {c.ref} IS NOT NULL ORDER BY {c.ref} ASC LIMIT 1",
                    label_of=t.name)


def percentages(ctx: Context) -> Iterator[Candidate]:
    for t in ctx.tables:
        n = table_noun(t.name)
        for c in t.of("category"):
            for value in c.values[:1]:
                cw, v = column_words(c), value_text(value)
                yield ctx.candidate(f"percent/{t.name}/{c.name}={v}", [
                    f"What percentage of {n.many} have {cw} {v}?", f"What share of the {n.many}, in percent, have the {cw} '{v}'?",
                    f"What percent of all {n.many} have {cw} {v}?",
                ], f"SELECT ROUND(100.0 * SUM({_equals(c, value)}) / COUNT(*), 2) FROM {q(t.name)}")


def listed_rows(ctx: Context) -> Iterator[Candidate]:
    for t in ctx.tables:
        if t.label is None:
            continue
        n = table_noun(t.name)
        for c in t.of("category"):
            for value in c.values[-2:]:  # the rarest of the common values: a short list
                cw, v = column_words(c), value_text(value)
                count = ctx.rows(f"SELECT COUNT(*) FROM {q(t.name)} WHERE {_equals(c, value)}")
                if not count or not 2 <= count[0][0] <= MAX_LISTED:
                    continue
                yield ctx.candidate(f"list/{t.name}/{c.name}={v}", [
                    f"Which {n.many} have {cw} {v}?", f"List the {n.many} whose {cw} is {v}.",
                    f"What are the {plural(t.label_words)} of the {n.many} with {cw} {v}?",
                ], f"SELECT {t.label} FROM {q(t.name)} WHERE {_equals(c, value)}", label_of=t.name)


def extreme_within(ctx: Context) -> Iterator[Candidate]:
    for t in ctx.tables:
        if t.label is None:
            continue
        n = table_noun(t.name)
        for c in t.of("category"):
            for m in t.of("measure")[:1]:
                for value in c.values[:1]:
                    cw, mw, v = column_words(c), column_words(m), value_text(value)
                    yield ctx.candidate(f"extreme_within/{t.name}/{m.name}/{c.name}={v}", [
                        f"Among {n.many} with {cw} {v}, which one has the highest {mw}?",
                        f"Which {n.one} with {cw} {v} has the highest {mw}?",
                        f"Of the {n.many} whose {cw} is {v}, which has the largest {mw}?",
                    ], f"SELECT {t.label} FROM {q(t.name)} WHERE {_equals(c, value)} AND {m.ref} IS NOT NULL "
                       f"ORDER BY {m.ref} DESC LIMIT 1", label_of=t.name)


FAMILIES = (count_rows, count_where_value, count_flagged, count_missing, count_above, count_in_period, aggregates,
            aggregates_where, distinct_values, extreme_rows, top_k, date_extremes, percentages, listed_rows,
            extreme_within)
