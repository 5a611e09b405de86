"""Questions across a foreign key (two tables, medium by structure): which parent has the most children, how many
children a named parent has, totals per parent, children of parents in a category, top-k parents.

A foreign key named after its parent (``orders.customer_id`` -> customers) reads "Which customer has the most
orders?"; one named after a role (``customers.home_store_id``, ``employees.manager_id``) reads "Which store is the
home store of the most customers?". Answers name parents by their label, grouped by the parent's KEY, so two
parents that share a name are never merged into one answer.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from envs.analyst.questions.base import Candidate, Context, literal
from envs.analyst.questions.grouped import groupings
from envs.analyst.questions.phrasing import Noun, column_words, table_noun, total_of, value_text
from envs.analyst.questions.profile import ForeignKey, TableProfile
from envs.sandbox import quote_identifier as q

MAX_LISTED = 10  # "Which orders belong to X?" only when the list is short
KEY_WORDS = frozenset({"id", "key", "number", "no", "code", "ref", "fk"})  # a key's name minus these names its role
PREPOSITIONS = frozenset({"by", "to", "for", "from", "with", "on"})  # "assigned_to": a verb, not a noun
AGENT_NOUNS = {"created by": "creator", "assigned to": "assignee", "written by": "author", "reported by": "reporter",
               "approved by": "approver", "managed by": "manager", "owned by": "owner", "handled by": "handler",
               "supervised by": "supervisor", "referred by": "referrer", "sold by": "seller", "updated by": "editor",
               "reviewed by": "reviewer", "requested by": "requester", "issued by": "issuer", "placed by": "buyer"}
PARENT_ALIAS = "parent"  # the parent's alias in a self-join (employees.manager_id -> employees)


@dataclass(frozen=True)
class Link:
    """A foreign key seen as a question would use it: child rows, their parent, and the role the parent plays."""

    fk: ForeignKey
    child: TableProfile
    parent: TableProfile
    role: str | None  # None when the key is named after the parent ("customer_id"); else "home store", "manager"

    @property
    def alias(self) -> str:
        return PARENT_ALIAS if self.fk.child == self.fk.parent else self.fk.parent

    @property
    def join(self) -> str:
        alias = f" AS {q(PARENT_ALIAS)}" if self.alias == PARENT_ALIAS else ""
        return (f"JOIN {q(self.fk.parent)}{alias} ON {q(self.fk.child)}.{q(self.fk.column)} = "
                f"{q(self.alias)}.{q(self.fk.parent_key)}")

    @property
    def parent_label(self) -> str | None:
        return self.parent.label_as(self.alias)

    @property
    def parent_key(self) -> str:
        return f"{q(self.alias)}.{q(self.fk.parent_key)}"

    def nouns(self) -> tuple[Noun, Noun]:
        return table_noun(self.child.name), table_noun(self.parent.name)


def links(ctx: Context) -> list[Link]:
    """Every foreign key between two non-empty tables, with the parent's role where one is needed.

    A role ("manager", "home store") is only needed to tell two keys between the same tables apart, or for a
    table that refers to itself; a key named like a verb ("assigned_to", "created_by") becomes its agent noun
    ("assignee", "creator"), and is left out when it has none we know.
    """
    out = []
    for fk in ctx.profile.foreign_keys:
        child, parent = ctx.profile.tables.get(fk.child), ctx.profile.tables.get(fk.parent)
        if child is None or parent is None or not child.rows or not parent.rows:
            continue
        parallel = sum(1 for other in ctx.profile.foreign_keys if (other.child, other.parent) == (fk.child, fk.parent))
        role = None
        if parallel > 1 or fk.child == fk.parent:
            column = next((c for c in child.columns if c.name == fk.column), None)
            words = [w for w in (column_words(column).split() if column else []) if w not in KEY_WORDS]
            role = " ".join(words) or None
            if role is not None and words[-1] in PREPOSITIONS:
                role = AGENT_NOUNS.get(role)
            if role is None:
                continue  # two keys we cannot tell apart in words: no question rather than an ambiguous one
        out.append(Link(fk, child, parent, role))
    return out


def parent_with_most(ctx: Context) -> Iterator[Candidate]:
    for link in links(ctx):
        if link.parent_label is None:
            continue
        c, p = link.nouns()
        phrasings = ([f"Which {p.one} has the most {c.many}?", f"Which {p.one} has the largest number of {c.many}?",
                      f"Which {p.one} is linked to the most {c.many}?"] if link.role is None else
                     [f"Which {p.one} is the {link.role} of the most {c.many}?",
                      f"Which {p.one} appears as the {link.role} on the most {c.many}?",
                      f"Which {p.one} is {link.role} for the largest number of {c.many}?"])
        yield ctx.candidate(f"parent_most/{link.fk.child}/{link.fk.column}", phrasings,
                            f"SELECT {link.parent_label} FROM {q(link.fk.child)} {link.join} GROUP BY {link.parent_key} "
                            f"ORDER BY COUNT(*) DESC LIMIT 1", label_of=link.fk.parent)
        yield ctx.candidate(f"parent_top3/{link.fk.child}/{link.fk.column}", [
            f"Which 3 {p.many} have the most {c.many}, most first?" if link.role is None else
            f"Which 3 {p.many} are the {link.role} of the most {c.many}, most first?",
            f"List the top 3 {p.many} by number of {c.many}." if link.role is None else
            f"List the top 3 {p.many} by number of {c.many} they are the {link.role} of.",
            f"What are the 3 {p.many} with the most {c.many}, in order?" if link.role is None else
            f"What are the 3 {p.many} that are {link.role} of the most {c.many}, in order?",
        ], f"SELECT {link.parent_label} FROM {q(link.fk.child)} {link.join} GROUP BY {link.parent_key} "
           f"ORDER BY COUNT(*) DESC LIMIT 3", label_of=link.fk.parent)


def count_for_parent(ctx: Context) -> Iterator[Candidate]:
    for link in links(ctx):
        if link.parent_label is None:
            continue
        c, p = link.nouns()
        for value in ctx.parent_labels(link.fk, 2):
            if not ctx.label_is_unique(link.fk.parent, value):
                continue
            v = value_text(value)
            phrasings = ([f"How many {c.many} does {v} have?", f"How many {c.many} belong to the {p.one} {v}?",
                          f"How many {c.many} are linked to the {p.one} {v}?"] if link.role is None else
                         [f"How many {c.many} have {v} as their {link.role}?", f"For how many {c.many} is {v} the {link.role}?",
                          f"How many {c.many} list {v} as {link.role}?"])
            yield ctx.candidate(f"count_for/{link.fk.child}/{link.fk.column}/{v}", phrasings,
                                f"SELECT COUNT(*) FROM {q(link.fk.child)} {link.join} WHERE {link.parent_label} = {literal(value)}")
            if link.child.label is not None and link.fk.child != link.fk.parent:
                count = ctx.rows(f"SELECT COUNT(*) FROM {q(link.fk.child)} {link.join} WHERE {link.parent_label} = {literal(value)}")
                if count and 2 <= count[0][0] <= MAX_LISTED:
                    yield ctx.candidate(f"list_for/{link.fk.child}/{link.fk.column}/{v}", [
                        f"Which {c.many} belong to {v}?" if link.role is None else f"Which {c.many} have {v} as their {link.role}?",
                        f"List the {c.many} of the {p.one} {v}." if link.role is None else f"List the {c.many} whose {link.role} is {v}.",
                        f"What are the {c.many} linked to {v}?",
                    ], f"SELECT {link.child.label} FROM {q(link.fk.child)} {link.join} WHERE {link.parent_label} = "
                       f"{literal(value)}", label_of=link.fk.child)


def parent_totals(ctx: Context) -> Iterator[Candidate]:
    for link in links(ctx):
        if link.parent_label is None:
            continue
        c, p = link.nouns()
        as_role = "" if link.role is None else f" as {link.role}"
        for m in link.child.of("measure")[:2]:
            mw = column_words(m)
            total = mw if "total" in mw.split() else f"{total_of(mw)}"
            if m.additive:
                yield ctx.candidate(f"parent_total/{link.fk.child}/{link.fk.column}/{m.name}", [
                    f"Which {p.one} has the highest {total} across its {c.many}{as_role}?",
                    f"Which {p.one}'s {c.many}{as_role} add up to the most {mw}?",
                    f"Summing the {mw} of their {c.many}{as_role}, which {p.one} comes first?",
                ], f"SELECT {link.parent_label} FROM {q(link.fk.child)} {link.join} GROUP BY {link.parent_key} "
                   f"ORDER BY SUM({m.ref}) DESC LIMIT 1", label_of=link.fk.parent)
            yield ctx.candidate(f"parent_avg/{link.fk.child}/{link.fk.column}/{m.name}", [
                f"Which {p.one} has the highest average {mw} across its {c.many}{as_role}?",
                f"Whose {c.many}{as_role} have the highest mean {mw}: which {p.one}?",
                f"Which {p.one} has {c.many}{as_role} with the highest average {mw}?",
            ], f"SELECT {link.parent_label} FROM {q(link.fk.child)} {link.join} GROUP BY {link.parent_key} "
               f"ORDER BY AVG({m.ref}) DESC LIMIT 1", label_of=link.fk.parent)
            yield ctx.candidate(f"parent_of_top/{link.fk.child}/{link.fk.column}/{m.name}", [
                f"Which {p.one} has the {c.one} with the highest {mw}?" if link.role is None else
                f"Who is the {link.role} of the {c.one} with the highest {mw}?",
                f"The {c.one} with the highest {mw} belongs to which {p.one}?" if link.role is None else
                f"Which {p.one} is the {link.role} of the {c.one} with the highest {mw}?",
                f"To which {p.one} does the {c.one} with the largest {mw} belong?" if link.role is None else
                f"Which {p.one} is {link.role} on the {c.one} with the largest {mw}?",
            ], f"SELECT {link.parent_label} FROM {q(link.fk.child)} {link.join} WHERE {m.ref} IS NOT NULL "
               f"ORDER BY {m.ref} DESC LIMIT 1", label_of=link.fk.parent)


def by_parent_group(ctx: Context) -> Iterator[Candidate]:
    for link in links(ctx):
        if link.fk.child == link.fk.parent:
            continue
        c, p = link.nouns()
        for g in groupings(link.parent)[:2]:
            gw, ref = column_words(g), f"{q(link.alias)}.{q(g.name)}"
            for value in g.values[:1]:
                v = value_text(value)
                yield ctx.candidate(f"count_for_group/{link.fk.child}/{link.fk.column}/{g.name}={v}", [
                    f"How many {c.many} are for {p.many} with {gw} {v}?", f"How many {c.many} belong to {p.many} whose {gw} is {v}?",
                    f"What is the number of {c.many} linked to {p.many} with {gw} {v}?",
                ], f"SELECT COUNT(*) FROM {q(link.fk.child)} {link.join} WHERE {ref} = {literal(value)}")
            yield ctx.candidate(f"count_per_parent_group/{link.fk.child}/{link.fk.column}/{g.name}", [
                f"How many {c.many} are there for each {p.one} {gw}?", f"What is the number of {c.many} per {p.one} {gw}?",
                f"Break the {c.many} down by the {gw} of their {p.one}: how many in each?",
            ], f"SELECT {ref}, COUNT(*) FROM {q(link.fk.child)} {link.join} WHERE {ref} IS NOT NULL GROUP BY {ref}")
            yield ctx.candidate(f"group_most/{link.fk.child}/{link.fk.column}/{g.name}", [
                f"Which {p.one} {gw} has the most {c.many}?", f"Which {gw} of {p.many} accounts for the most {c.many}?",
                f"Grouping {c.many} by their {p.one}'s {gw}, which {gw} has the most?",
            ], f"SELECT {ref} FROM {q(link.fk.child)} {link.join} WHERE {ref} IS NOT NULL GROUP BY {ref} "
               f"ORDER BY COUNT(*) DESC LIMIT 1")
            for m in link.child.of("measure")[:1]:
                mw = column_words(m)
                yield ctx.candidate(f"avg_per_parent_group/{link.fk.child}/{m.name}/{g.name}", [
                    f"What is the average {mw} of {c.many} for each {p.one} {gw}?",
                    f"For each {gw} of {p.many}, what is the mean {mw} of their {c.many}?",
                    f"What is the average {c.one} {mw} per {p.one} {gw}?",
                ], f"SELECT {ref}, ROUND(AVG({m.ref}), 2) FROM {q(link.fk.child)} {link.join} WHERE {ref} IS NOT NULL "
                   f"GROUP BY {ref}")


def parents_with_children(ctx: Context) -> Iterator[Candidate]:
    for link in links(ctx):
        c, p = link.nouns()
        phrasings = ([f"How many {p.many} have at least one {c.one}?", f"How many different {p.many} appear among the {c.many}?",
                      f"How many {p.many} have any {c.many}?"] if link.role is None else
                     [f"How many different {p.many} are the {link.role} of some {c.one}?",
                      f"How many distinct {p.many} appear as {link.role} among the {c.many}?",
                      f"How many {p.many} are {link.role} for at least one {c.one}?"])
        yield ctx.candidate(f"parents_with/{link.fk.child}/{link.fk.column}", phrasings,
                            f"SELECT COUNT(DISTINCT {q(link.fk.child)}.{q(link.fk.column)}) FROM {q(link.fk.child)}")


FAMILIES = (parent_with_most, count_for_parent, parent_totals, by_parent_group, parents_with_children)
