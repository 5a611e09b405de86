"""Questions that need nesting or three tables (hard by structure): comparisons with an average, parents with no
children, counts along two foreign keys, groups above the average group, year-over-year changes, shares of a
total, per-group averages compared row by row.
"""

from __future__ import annotations

from collections.abc import Iterator

from envs.analyst.questions.base import Candidate, Context, literal
from envs.analyst.questions.grouped import groupings
from envs.analyst.questions.joined import MAX_LISTED, links
from envs.analyst.questions.phrasing import amount_words, column_words, date_phrase, indefinite, table_noun, total_of, value_text
from envs.sandbox import quote_identifier as q
from envs.words import article, plural, with_article

INNER_ALIAS = "other"  # the inner copy of a table in a correlated subquery


def above_average(ctx: Context) -> Iterator[Candidate]:
    for t in ctx.tables:
        n = table_noun(t.name)
        for m in t.of("measure"):
            mw = amount_words(m)
            have = f"more {mw[10:]} than" if mw.startswith("number of ") else f"{article(mw)} {mw} above"
            yield ctx.candidate(f"above_avg/{t.name}/{m.name}", [
                f"How many {n.many} have {have} the average?",
                f"How many {n.many} have {have} average?" if mw.startswith("number of ") else
                f"How many {n.many} have {article(mw)} {mw} higher than average?",
                f"What is the number of {n.many} whose {mw} exceeds the average {mw}?",
            ], f"SELECT COUNT(*) FROM {q(t.name)} WHERE {m.ref} > (SELECT AVG({m.ref}) FROM {q(t.name)})")
            for g in groupings(t)[:1]:
                gw, inner = column_words(g), q(INNER_ALIAS)
                yield ctx.candidate(f"above_group_avg/{t.name}/{m.name}/{g.name}", [
                    f"How many {n.many} have {article(mw)} {mw} above the average for their {gw}?",
                    f"How many {n.many} beat the average {mw} of their own {gw}?",
                    f"Comparing each {n.one} with others of the same {gw}, how many have an above-average {mw}?",
                ], f"SELECT COUNT(*) FROM {q(t.name)} WHERE {m.ref} > (SELECT AVG({inner}.{q(m.name)}) FROM {q(t.name)} "
                   f"AS {inner} WHERE {inner}.{q(g.name)} = {q(t.name)}.{q(g.name)})")


def groups_above_average(ctx: Context) -> Iterator[Candidate]:
    for t in ctx.tables:
        n = table_noun(t.name)
        for g in groupings(t)[:2]:
            gw = column_words(g)
            for m in [m for m in t.of("measure") if m.additive][:1]:
                mw = column_words(m)
                yield ctx.candidate(f"groups_above_avg/{t.name}/{m.name}/{g.name}", [
                    f"Which {plural(gw)} have {indefinite(total_of(mw))} above "
                    f"the average total per {gw}?",
                    f"Which {gw} values have more {mw} in total than the average {gw}?",
                    f"List the {plural(gw)} whose {n.many}' {total_of(mw)} is above the average across {plural(gw)}.",
                ], f"WITH totals AS (SELECT {g.ref} AS grp, SUM({m.ref}) AS total FROM {q(t.name)} WHERE {g.ref} IS NOT NULL "
                   f"GROUP BY {g.ref}) SELECT grp FROM totals WHERE total > (SELECT AVG(total) FROM totals)")
            yield ctx.candidate(f"groups_above_avg_count/{t.name}/{g.name}", [
                f"Which {plural(gw)} have more {n.many} than the average {gw}?",
                f"Which {gw} values have an above-average number of {n.many}?",
                f"List the {plural(gw)} with more {n.many} than average.",
            ], f"WITH counts AS (SELECT {g.ref} AS grp, COUNT(*) AS n FROM {q(t.name)} WHERE {g.ref} IS NOT NULL "
               f"GROUP BY {g.ref}) SELECT grp FROM counts WHERE n > (SELECT AVG(n) FROM counts)")


def childless(ctx: Context) -> Iterator[Candidate]:
    for link in links(ctx):
        c, p = link.nouns()
        parent, key = q(link.fk.parent), f"{q(link.fk.parent)}.{q(link.fk.parent_key)}"
        missing = (f"{key} NOT IN (SELECT {q(link.fk.child)}.{q(link.fk.column)} FROM {q(link.fk.child)} "
                   f"WHERE {q(link.fk.child)}.{q(link.fk.column)} IS NOT NULL)")
        none = f"no {c.many}" if link.role is None else f"never been the {link.role} of any {c.one}"
        yield ctx.candidate(f"childless_count/{link.fk.child}/{link.fk.column}", [
            f"How many {p.many} have {none}?", f"What is the number of {p.many} with {none}?",
            f"How many {p.many} are without any {c.many}?" if link.role is None else f"How many {p.many} have {none} so far?",
        ], f"SELECT COUNT(*) FROM {parent} WHERE {missing}")
        if link.parent.label is None:
            continue
        count = ctx.rows(f"SELECT COUNT(*) FROM {parent} WHERE {missing}")
        if count and 1 <= count[0][0] <= MAX_LISTED:
            yield ctx.candidate(f"childless_list/{link.fk.child}/{link.fk.column}", [
                f"Which {p.many} have {none}?", f"List the {p.many} with {none}.", f"Which {p.many} have {none} at all?",
            ], f"SELECT {link.parent.label} FROM {parent} WHERE {missing}",
                label_of=link.fk.parent)
        yield ctx.candidate(f"with_children_pct/{link.fk.child}/{link.fk.column}", [
            f"What percentage of {p.many} have at least one {c.one}?" if link.role is None else
            f"What percentage of {p.many} are the {link.role} of at least one {c.one}?",
            f"What share of {p.many}, in percent, have any {c.many}?" if link.role is None else
            f"What share of {p.many}, in percent, appear as {link.role} on some {c.one}?",
            f"In percent, how many of the {p.many} have {c.many}?" if link.role is None else
            f"In percent, how many {p.many} have been {link.role} of {with_article(c.one)}?",
        ], f"SELECT ROUND(100.0 * (SELECT COUNT(DISTINCT {q(link.fk.child)}.{q(link.fk.column)}) FROM {q(link.fk.child)}) "
           f"/ (SELECT COUNT(*) FROM {parent}), 2)")
        if link.fk.child != link.fk.parent:
            yield ctx.candidate(f"avg_children/{link.fk.child}/{link.fk.column}", [
                f"On average, how many {c.many} does each {p.one} have?",
                f"What is the average number of {c.many} per {p.one}, counting {p.many} with none?",
                f"How many {c.many} does {with_article(p.one)} have on average?",
            ], f"SELECT ROUND(AVG(n), 2) FROM (SELECT COUNT({q(link.fk.child)}.{q(link.fk.column)}) AS n FROM {parent} "
               f"LEFT JOIN {q(link.fk.child)} ON {q(link.fk.child)}.{q(link.fk.column)} = {key} GROUP BY {key})")


def two_hops(ctx: Context) -> Iterator[Candidate]:
    """child -> parent -> grandparent: "Which region has the most orders?" through the customers."""
    for first in links(ctx):
        for second in links(ctx):
            if (second.fk.child != first.fk.parent or second.fk.parent in (first.fk.child, first.fk.parent)
                    or first.role is not None or second.role is not None or second.parent.label is None):
                continue
            c, p = first.nouns()
            g = table_noun(second.fk.parent)
            grand = second.parent
            joins = f"{first.join} {second.join}"
            yield ctx.candidate(f"grand_most/{first.fk.child}/{first.fk.column}/{second.fk.column}", [
                f"Which {g.one} has the most {c.many}, counting through its {p.many}?",
                f"Through their {p.many}, which {g.one} accounts for the most {c.many}?",
                f"Which {g.one}'s {p.many} have the most {c.many} in total?",
            ], f"SELECT {grand.label} FROM {q(first.fk.child)} {joins} GROUP BY {q(second.fk.parent)}.{q(second.fk.parent_key)} "
               f"ORDER BY COUNT(*) DESC LIMIT 1", label_of=second.fk.parent)
            for value in ctx.parent_labels(second.fk, 1):
                if not ctx.label_is_unique(second.fk.parent, value):
                    continue
                v = value_text(value)
                yield ctx.candidate(f"grand_count/{first.fk.child}/{first.fk.column}/{second.fk.column}/{v}", [
                    f"How many {c.many} belong to {p.many} of the {g.one} {v}?",
                    f"How many {c.many} are linked, through their {p.one}, to the {g.one} {v}?",
                    f"Counting through {p.many}, how many {c.many} does {v} have?",
                ], f"SELECT COUNT(*) FROM {q(first.fk.child)} {joins} WHERE {grand.label} = {literal(value)}")


def year_over_year(ctx: Context) -> Iterator[Candidate]:
    for t in ctx.tables:
        n = table_noun(t.name)
        for c in t.of("date"):
            years = sorted(ctx.years(c))
            if len(years) < 2:
                continue
            last, before = years[-1], str(int(years[-1]) - 1)
            if before not in years:
                continue
            count = {y: _year_count(t.name, c.ref, y) for y in (last, before)}
            sizes = {y: ctx.rows(f"SELECT {count[y]}")[0][0] for y in (last, before)}
            if sizes[last] == sizes[before]:
                continue
            more = "more" if sizes[last] > sizes[before] else "fewer"
            d = date_phrase(c)
            happened = d.were or f"had their {d.noun}"
            yield ctx.candidate(f"yoy/{t.name}/{c.name}/{last}", [
                f"How many {more} {n.many} {happened} in {last} than in {before}?",
                f"Compared with {before}, how many {more} {n.many} {happened} in {last}?",
                f"In {last}, how many {more} {n.many} {happened} than in the year before?",
            ], f"SELECT ABS({count[last]} - {count[before]})")


def _year_count(table: str, column_ref: str, year: str) -> str:
    return f"(SELECT COUNT(*) FROM {q(table)} WHERE substr({column_ref}, 1, 4) = '{year}')"


def share_of_total(ctx: Context) -> Iterator[Candidate]:
    for t in ctx.tables:
        n = table_noun(t.name)
        for g in t.of("category")[:2]:
            for m in [m for m in t.of("measure") if m.additive][:1]:
                for value in g.values[:1]:
                    gw, mw, v = column_words(g), column_words(m), value_text(value)
                    yield ctx.candidate(f"share/{t.name}/{m.name}/{g.name}={v}", [
                        f"What percentage of the {total_of(mw)} comes from {n.many} with {gw} {v}?",
                        f"What share of all {mw}, in percent, belongs to {n.many} whose {gw} is {v}?",
                        f"Of the {total_of(mw)}, what percent is from {n.many} with the {gw} '{v}'?",
                    ], f"SELECT ROUND(100.0 * (SELECT SUM({m.ref}) FROM {q(t.name)} WHERE {g.ref} = {literal(value)}) "
                       f"/ (SELECT SUM({m.ref}) FROM {q(t.name)}), 2)")


FAMILIES = (above_average, groups_above_average, childless, two_hops, year_over_year, share_of_total)
