"""RuleBasedAnalyst: schema linking plus a small grammar of query shapes, answering or honestly abstaining.

An episode is: DESCRIBE the tables the question names; when words are still unexplained, money is asked and no
table read records any, or no table is named at all, ONE survey QUERY reads every table's definition from
sqlite_master (survey.py) — the tables it picks, and foreign-key parents where a name such as "Ashbury" or a
date is still missing, are then read from those definitions without a step each; ONE lookup QUERY (lookup.py)
brings the category values of tables read that way, finds names, places, codes and unexplained words among the
stored text (of every table, once the survey has run), and checks which text columns hold ISO dates and whether
cancelled rows carry amounts; ONE QUERY built from a shape (shapes.py); then ANSWER in a sentence from
agent.answers.compose_answer. A plan that fails before the lookup, with nothing left to look up, abstains at
once. Whenever the linking is incomplete or ambiguous, the shape unknown, the query fails or its result is
implausible (empty, ids for a "which", a tie at the cut), the answer is "I can't answer this: <reason>." — a
wrong answer dressed as an answer is worse. The one exception to a complete linking: a single noun beside what
is asked that no name explains ("pieces of coursework") is left out of the query, and the answer says so
(may_set_aside); never from a list, whose rows the word may have picked. ``act`` never raises.

    python -m agent.evaluate --env analyst --policy baseline --split train
"""

from __future__ import annotations

import dataclasses
import re

from agent.answers import compose_answer
from envs.analyst.spec import AnalystAction
from envs.words import split_identifier

from agent.baselines.analyst.catalog import (DURATION_WORDS, EMPLOYEE_TAG, Catalog, heads, main_child, name_words,
                                             names_baskets, of_baskets, people_doing)
from agent.baselines.analyst.cohorts import value_contrast
from agent.baselines.analyst.contrasts import contrasted, may_contrast
from agent.baselines.analyst.filters import counted_number
from agent.baselines.analyst.linking import (NOTE_SCORE, Link, count_said, interval_ends, link_differences,
                                             link_event_dates, link_glossary, link_how_long, link_leftovers,
                                             link_privatives, link_rates, link_schema, link_tables, link_unit_prices,
                                             link_wages, restated_counts, unknown_words)
from agent.baselines.analyst.lookup import junction_search_sql, lookup_phrases, lookup_sql, read_lookup
from agent.baselines.analyst.measures import MONEY_IN, bought_in, sold_units, takings_columns
from agent.baselines.analyst.planner import grouped_by_period, which_period
from agent.baselines.analyst.query import NO_FIGURE, NO_MONEY, CannotAnswer, NoJoinPath
from agent.baselines.analyst.reading import Reading, read_question
from agent.baselines.analyst.roles import AUXILIARIES, BRINGING, asks_money, money_words, names_money_taken, resolve_links
from agent.baselines.analyst.shapes import MAX_LIST_ROWS, Plan, plan_query
from agent.baselines.analyst.survey import (CLIENT_TAG, SURVEY_SQL, customer_table, definition_notes, pick_tables,
                                            read_definitions)
from agent.baselines.analyst.vocabulary import (BE_FORMS, MONTHS, SELLING, SERVING, SHAPE_WORDS, STOPWORDS, Token,
                                               past_verb, speaks_of_buying, speaks_of_selling, tokenize)

ABSTAIN_PREFIX = "I can't answer this"  # envs.analyst.verify.is_abstention reads this as declining
UNLINKED = "I could not link {} to any table, column or stored value"  # words no name explains (a glossary's job)
UNLINKED_WORDS = re.compile(r"I could not link ('[^']+'(?:, '[^']+')*) to any table")
MISSING_FIGURE = re.compile(re.escape(NO_FIGURE) + "|" + re.escape(NO_MONEY).replace(r"\{\}", "([^']+)"))
MIN_TABLE_SCORE = 0.5  # a table is described when at least half its name's words are in the question
MAX_LINKED_TABLES = 3  # tables described because the question names them
MAX_JUNCTION_TABLES = 2  # link tables read because their definition names two tables the question joins
MAX_PARENT_TABLES = 2  # foreign-key parents read so that names ("Ashbury") can be looked up, dates found in them
MAX_BRIDGE_STEPS = 3  # joins on a path between two tables read, through tables the question never names
# General words that restrict which rows count ("new", "in stock", "flagged", "wholesale revenue"): ignored as filler
# only when a link or a period explains them; otherwise the query would silently count every row.
RESTRICTING = frozenset({"new", "stock", "stocks", "flagged", "marked", "wholesale", "retail"})
# Words that ask for lengths of time: the lookup probes text columns for dates and times of day (a shift's start
# and end, '07:00' and '15:00', give the hours worked)
CLOCK_WORDS = frozenset({"hour", "hours", "minute", "minutes", "long", "wage", "wages", "payroll"})
RESERVED_STEPS = 3  # lookup + query + answer, kept back while describing
# Words no name explains that a query may leave out, saying so in the answer (may_set_aside): one, since each word
# left out is one more chance that a filter was dropped
MAX_SET_ASIDE = 1
SET_ASIDE = "({}, so the query leaves {} out.)"  # the answer's caveat; unlinked_words reads it like an abstention
PERIOD_ADJECTIVES = frozenset({"hourly", "daily", "nightly", "weekly", "monthly", "yearly"})  # not adverbs
# Past forms past_verb misses
PARTICIPLES = frozenset({"gone", "done", "sat", "left", "went", "came", "seen", "met", "chose", "said"})
# Parts of a period ("the first half of the year", "afternoon performances", "the peak month"): they say when
TIME_WORDS = frozenset({"half", "end", "start", "beginning", "middle", "peak", "morning", "afternoon", "evening",
                        "night", "hour", "minute", "weekend", "holiday", "holidays", "season", "term"})
# After these a word is a verb ("did we lose", "still to arrive"): an action that picks the rows (not after "have":
# "customers who have gift vouchers" has a noun)
BEFORE_VERBS = AUXILIARIES - {"have", "has", "had"} | {"to", "he", "she", "will", "would", "can", "could", "should",
                                                      "must"}


def may_set_aside(token: Token, reading: Reading, linked: set[int]) -> bool:
    """Whether a query may leave out a word no name explains: a noun beside what is asked ("pieces of coursework",
    "a head count by house", "veg box subscriptions", ``linked`` being the positions names explain); not the thing
    asked itself ("how many unicorns", "accounts and wallets"), a name ("Atlantis"), nor a word that restricts or
    ranks the rows: what they are said to be or do ("are happy", "did we lose", "does Ann manage"), which rate
    ("attendance rate"), what sells best ("our best-selling drink"), a verb's past or -ing form ("missed",
    "boarded", "sitting"), an adverb ("completely"), a superlative ("quickest") or a part of a period ("the first
    half", "afternoon")."""
    word, tokens = token.lower, reading.tokens
    if token.capital:  # a name ("Atlantis", "Easter"): what it names must be found
        return False
    if past_verb(word) or word in PARTICIPLES | TIME_WORDS or len(word) > 5 and word.endswith("est") or \
            len(word) > 4 and (word.endswith("ing") or word.endswith("ly") and word not in PERIOD_ADJECTIVES):
        return False  # ("hourly rate": an adjective)
    after = tokens[token.i + 1] if token.i + 1 < len(tokens) else None
    if after is not None and after.lower in ("rate", "rates", "ratio"):  # "the attendance rate": which rate
        return False
    measure_word = after is not None and after.lower == "of"  # "pieces of"
    modifier = after is not None and after.i in linked  # "veg box subscriptions": the box subscriptions are asked
    before = tokens[token.i - 1].lower if token.i > 0 else ""
    asked = (token.i == reading.count_at or before in ("which", "what")) and not modifier
    j = token.i - 1
    while j >= 0 and (tokens[j].lower.endswith("ly") or tokens[j].lower in ("very", "all", "still")
                      or past_verb(tokens[j].lower)):
        j -= 1
    said_of_rows = j >= 0 and tokens[j].lower in BE_FORMS | BEFORE_VERBS  # "are (completely) happy", "did we
    # (actually) lose", "were returned late": what the rows must be or have done
    second_thing = before in ("and", "or") or after is not None and after.lower in ("and", "or")  # "accounts and
    # wallets", "food and drink sales" (what the pair names, half of it found, is no caveat)
    ranked = before in SELLING | {"popular"}  # "our best-selling drink", "the most popular cake": the thing ranked
    last = all(not t.is_word for t in tokens[token.i + 1:])
    asked_verb = last and any(t.lower in ("do", "does", "did") for t in tokens[:token.i])  # "how many employees
    # does Ann Hale manage": what the rows are to her
    return (not asked or measure_word) and not second_thing and not said_of_rows and not asked_verb and not ranked


def unlinked(words: list[str]) -> str:
    """The reason given for words no name explains (``UNLINKED``), naming the first three."""
    return UNLINKED.format(", ".join(f"'{word}'" for word in words[:3]))


def unlinked_words(answer: str | None) -> list[str]:
    """The words an abstention says no table, column or stored value explains (``UNLINKED``), else []."""
    found = UNLINKED_WORDS.search(answer or "")
    return re.findall(r"'([^']+)'", found.group(1)) if found else []


def unfound_figure(answer: str | None) -> str | None:
    """The word of a figure an abstention says no column holds ("revenue"; "" where it names none), else None."""
    found = MISSING_FIGURE.search(answer or "")
    return None if found is None else found.group(1) or ""


def points_at(catalog: Catalog, table: str, parent: str) -> bool:
    """A key of ``table`` points straight at ``parent``."""
    return len(catalog.join_path(table, parent) or []) == 1 and catalog.above(table, parent)


def abstention(reason: str) -> str:
    reason = " ".join(str(reason).split()).rstrip(".") or "the question is unclear to me"
    return f"{ABSTAIN_PREFIX}: {reason}."


def explained_positions(links: list[Link]) -> set[int]:
    """Positions the links explain well enough that no stored value is looked up for them: a table's, or a link
    stronger than a schema comment's word (NOTE_SCORE); a word a column only half names, or a column's modifier, is
    still looked up ("groomer" may be a role a CHECK constraint declares)."""
    return {i for link in links if link.score > NOTE_SCORE or link.kind == "table" for i in link.span}


class RuleBasedAnalyst:
    """Policy: describe the linked tables, look values up once, run one shaped query, answer or abstain."""

    name = "baseline"

    def __init__(self) -> None:
        self.reset_state("", [])

    def reset_state(self, question: str, tables: list[str], glossary: list[dict] = ()) -> None:
        self.question = question
        self.glossary = [e for e in glossary if isinstance(e, dict)  # the owner's words
                         and all(t in tables for t in e.get("tables") or [e.get("table")])]
        self.tokens = tokenize(question)
        self.reading = read_question(self.tokens)
        self.contrasted = self.reading  # the reading with things set side by side read (``_chosen``)
        # positions that need no link: idioms, the database's name, "lessons we taught", "coming up", "overdue"
        self.ignore = self.reading.phrases | self.reading.happened | self.reading.upcoming | self.reading.overdue \
            | self.reading.with_us \
            | set(self.reading.negations)  # ("outside the UK": a negation, not a word to link)
        if (self.reading.who or any(EMPLOYEE_TAG in t.forms for t in self.tokens)) and any(
                EMPLOYEE_TAG in words for t in tables for words in name_words(t)):  # "who served the most orders",
            self.ignore |= {t.i for t in self.tokens if t.lower in SERVING}  # "which staff member served": the staff
            # (catalog.people_doing; not "which menu item was served the most")
        for t in self.tokens:  # "loyalty (card) members": the customers a shop knows by name (a column of loyalty
            client = next((n for n in self.tokens[t.i + 1:t.i + 3] if CLIENT_TAG in n.forms), None)  # still links)
            if t.lower == "loyalty" and client is not None:
                self.ignore |= set(range(t.i, client.i))
        self.catalog = Catalog(list(tables))
        self.queue: list[str] = []
        self.searched = False
        self.junction_searched = False
        self.looked_up = False  # the value lookup ran (it runs once)
        self.parents_described = 0
        self.phase = "start"
        self.phrases: dict[str, range] = {}
        self.found: list = []  # value links from the lookup query
        self.definitions: dict[str, list] = {}  # every table's columns as the survey read them (table -> columns)
        self.interval = None  # the derived time between two dates the question names ("days from X to Y")
        self.plan: Plan | None = None
        self.reason: str | None = None  # why it abstained, for the trace
        self.set_aside: list[str] = []  # words no name explains that the query leaves out (MAX_SET_ASIDE)

    def reset(self, observation) -> None:
        metadata = getattr(observation, "metadata", None) or {}
        try:
            self.reset_state(str(metadata.get("question") or ""), list(getattr(observation, "tables", None) or []),
                             list(metadata.get("glossary") or []))
        except Exception as error:  # a baseline must never crash an episode: it abstains at its first step
            self.reset_state("", [])
            self.reason = f"the rule baseline failed on this question ({type(error).__name__})"
        own = {w for w in split_identifier(str(metadata.get("db") or "")) if len(w) > 2}
        self.ignore |= {t.i for t in self.tokens if t.lower in own or t.forms & own}  # "the kennel": the business

    def act(self, observation) -> AnalystAction:
        if self.reason is not None and self.phase == "start":  # reading the question failed
            return self._abstain(self.reason)
        try:
            return self._act(observation)
        except CannotAnswer as reason:  # (words set aside are the likelier cause: they stay the reason given)
            return self._abstain(unlinked(self.set_aside) if self.set_aside else str(reason))
        except Exception as error:  # a baseline must never crash an episode
            return self._abstain(f"the rule baseline failed on this question ({type(error).__name__})")

    def _abstain(self, reason: str) -> AnalystAction:
        self.reason, self.phase = reason, "done"
        return AnalystAction("answer", abstention(reason))

    # ------------------------------------------------------------------ phases

    def _act(self, obs) -> AnalystAction:
        steps_left = int(getattr(obs, "steps_left", 0) or 0)
        described = getattr(obs, "table", None)
        if isinstance(described, dict) and isinstance(described.get("columns"), list):
            self.catalog.add(described)
        if self.phase in ("search", "junction"):
            self._read_search(obs)
        elif self.phase == "lookup":
            self._read_lookup(obs)  # back to "explore" when the lookup failed on tables read from definitions
        elif self.phase == "query":
            return AnalystAction("answer", self._answer(obs))
        if steps_left <= 1:
            raise CannotAnswer("the step budget ran out before a query could run")
        if self.phase == "start":
            self._start()
        if self.phase in ("explore", "search", "junction"):
            self.phase = "explore"
            action = self._explore(steps_left)
            if action is not None:
                return action
            self.phase = "lookup"
            self._sale_lines()
            if not self.looked_up:
                self._doomed()
            sql = self._lookup_sql() if steps_left > 2 and not self.looked_up else None
            self.looked_up = True
            if sql:
                return AnalystAction("query", sql)
            self.catalog.add_durations()  # no lookup to wait for: the measures derived from what was described
        return self._query(steps_left)

    def _start(self) -> None:
        if not self.question.strip():
            raise CannotAnswer("there is no question")
        best: dict[str, float] = {}
        named = set()
        links = link_tables(self.tokens, self.catalog.table_names) + link_glossary(self.tokens, self.glossary)
        for link in links:
            best[link.table] = max(best.get(link.table, 0.0), link.score)
            # "both shops" may restate how many shops there are (restated_counts, once they are counted)
            named |= set(link.span) | ({link.start - 1} if link.start and count_said(self.tokens[link.start - 1])
                                       is not None else set())
        if self.reading.unsupported and self.reading.unsupported_at not in named \
                and not may_contrast(self.reading):  # "returns" may be a table; "versus" set values against each other
            raise CannotAnswer(f"it asks for {self.reading.unsupported}, which this baseline does not compute")
        chosen, ties = resolve_links([l for l in links if l.score >= MIN_TABLE_SCORE], self.reading)
        wanted = {l.table for l in chosen} | {l.table for rivals in ties.values() for l in rivals}
        linked = sorted((t for t, s in best.items() if s >= MIN_TABLE_SCORE and t in wanted), key=lambda t: (-best[t], t))
        self.queue = linked[:MAX_LINKED_TABLES]
        self.phase = "explore"

    def _explore(self, steps_left: int) -> AnalystAction | None:
        """The next DESCRIBE or catalog search, or None when the described tables are enough (or steps short)."""
        if steps_left <= RESERVED_STEPS:
            if not self.catalog.tables:
                raise CannotAnswer("the step budget ran out before any table was described")
            return None
        while self.queue:
            table = self.queue.pop(0)
            if table not in self.catalog.tables:
                return AnalystAction("describe", table)
        leftover = self._leftover_words()
        counts_back = self._counts_back()  # "this year", "overdue": the survey lists every date column
        if not self.searched and (leftover or self._wants_money() or not self.catalog.tables
                                  or self._uncounted() or counts_back or self._untracked() or self._apart()
                                  or self._unresolved_names() or self._faceless() or self._dateless()
                                  or self._unsold() or any(self._serves(link) for link in self._chosen()[0])) \
                and steps_left > RESERVED_STEPS + 1:
            self.searched, self.phase = True, "search"
            return AnalystAction("query", SURVEY_SQL)
        if not self.catalog.tables and not self.definitions:
            raise CannotAnswer("no table of this database matches the question's words")
        while self.parents_described < MAX_PARENT_TABLES and (self._unresolved_names() or self._dateless()):
            parent = next((s.table for table in list(self.catalog.tables) for s in self.catalog.edges().get(table, [])
                           if s.up and s.table not in self.catalog.tables and s.table in self.catalog.table_names), None)
            if parent is None:
                break
            self.parents_described += 1
            self._read_definition(parent)
            if self.queue:
                return AnalystAction("describe", self.queue.pop(0))
        if (people := self._people_above()) is not None:  # "who has worked the most shifts": the staff the
            self._read_definition(people)  # shifts point at
            if self.queue:
                return AnalystAction("describe", self.queue.pop(0))
        for table in self._uncounted():  # the rows that point at the ranked table, from their definitions
            children = self._unread_children(table)
            if len(children) == 1:
                self._read_definition(children[0])
        for table in self._untracked():  # a cohort: what the counted rows did, with its date
            dated = {t: self.definitions[t] for t in self._unread_children(table)
                     if any(c.kind == "date" for c in self.definitions[t])}
            if found := main_child(table, getattr(self.catalog.key(table), "name", None), dated):
                self._read_definition(found)
        return None

    def _unread_children(self, table: str) -> list[str]:
        """Tables not yet read whose definitions (from the survey) point at ``table``."""
        return [t for t, columns in self.definitions.items() if t not in self.catalog.tables
                and any(c.references.split(".")[0] == table for c in columns if c.references)]

    def _unsold(self) -> bool:
        """"Our top 5 best sellers", "which cake sold the most": selling ranks the things a table names, and no
        table read keeps units sold: the survey's definitions show their sale lines (read by ``_sale_lines``)."""
        if not speaks_of_selling(self.reading.superlative_words):  # (its own words, as ``_best_selling`` reads)
            return False
        named = any(l.kind == "table" for l in self._chosen()[0])
        return named and not any(sold_units(self.catalog, t) is not None for t in self.catalog.tables)

    def _untracked(self) -> list[str]:
        """"How many customers shopped in 2024 but didn't come back in 2025": a cohort follows what the counted
        rows did (sales), and no table read yet points at the table named."""
        if not self.reading.cohort:
            return []
        edges = self.catalog.edges()
        named = sorted({l.table for l in self._chosen()[0] if l.kind == "table"})
        return [t for t in named if not any(s.up and s.table == t for other in self.catalog.tables
                                            for s in edges.get(other, []) if other != t)]

    def _chosen(self):
        periods = [d.first for d in self.reading.dates]
        links = link_schema(self.tokens, self.catalog) + self.found + link_event_dates(self.tokens, self.catalog, periods)
        links += link_glossary(self.tokens, self.glossary, self.catalog)
        links += link_leftovers(self.tokens, self.catalog, links, self.ignore)
        links += link_how_long(self.tokens, self.catalog, links) + link_privatives(self.tokens, self.catalog)
        rates = link_rates(self.tokens, self.catalog, links)  # "the no-show rate": the value is the measure's,
        rates += link_wages(self.tokens, self.catalog, links)  # no filter; "hours times their hourly rate": pay
        rates += link_differences(self.tokens, self.catalog, links)  # "list price minus cost": one measure
        rates += link_unit_prices(self.tokens, self.catalog, links)  # "what do we charge a night": ``nightly_rate``
        links = [l for l in links if not any(r.start <= l.start and l.end <= r.end for r in rates)] + rates
        if self.interval is not None:  # "days from report to completion": the whole phrase names the measure
            _, first, second = self.reading.interval
            links.append(Link("column", self.interval.table, first.start - 2, second.stop, 1.0, self.interval.name))
        chosen, ties = resolve_links(links, self.reading, self.catalog)
        chosen = [self._served_rows(link) for link in chosen]
        # "Old Town versus Riverside", "monthly rather than yearly": read anew each time (a table described later
        # may hold the same values: then nothing is compared), as plan_query reads them
        self.contrasted, chosen = contrasted(self.reading, chosen, self.catalog, ties)
        self.ignore |= self.contrasted.phrases
        return chosen, ties

    def _serves(self, link: Link) -> bool:
        """"Served (the most) customers": a table of clients right after a verb of serving."""
        said = {t.lower for t in self.tokens[max(0, link.start - 5):link.start]}
        return link.kind == "table" and bool(said & SERVING) and any(CLIENT_TAG in w for w in name_words(link.table))

    def _served_rows(self, link: Link) -> Link:
        """"Who served the most customers": the customers served are the rows that point at both a customer and a
        member of staff (the sales or tickets), one row each time; the link is theirs (read from its definition)."""
        if not self._serves(link):
            return link
        every = self.catalog.declared() if self.catalog.surveyed else self.catalog
        staff = [t for t in every.tables if any(EMPLOYEE_TAG in w for w in name_words(t))]
        events = [t for t in every.tables if points_at(every, t, link.table) and any(points_at(every, t, s)
                                                                                      for s in staff)]
        if len(events) != 1:
            return link
        for table in [events[0]] + [s for s in staff if points_at(every, events[0], s)]:  # (who served: the staff)
            if table not in self.catalog.tables:
                self._read_definition(table)
        return dataclasses.replace(link, table=events[0])

    def _leftover_words(self) -> list:
        """Words to search the catalog for: unexplained ones, and money words while no money column is known."""
        chosen, _ = self._chosen()
        leftover = [t for t in unknown_words(self.tokens, chosen, self.ignore) if not t.capital]
        linked = {i for link in chosen for i in link.span}
        leftover += [t for t in self.tokens if t.i in self.reading.opted_out and t.i not in linked  # a status
                     and t.lower != "of"]  # 'Opted out' may be stored
        weak = [l for l in chosen if l.kind == "column" and l.score < NOTE_SCORE and l.end - l.start == 1
                and getattr(self.catalog.column(l.table, l.column), "kind", None) in ("category", "text")]
        leftover += [self.tokens[l.start] for l in weak if all(  # "category" read as ``PaymentType``, a kind of
            o is l or l.start not in o.span for o in chosen)]  # thing: a column named so may be elsewhere
        if not any(c.kind == "money" for c in self.catalog.columns()):
            leftover += money_words(self.reading, chosen)
        return leftover

    def _unresolved_names(self) -> bool:
        """A name (capitalised, quoted or a literal) no link explains; a link no stronger than a schema comment's word
        (NOTE_SCORE) does not ("Main" of "Main House", which a venue column's comment mentions: the lookup must still
        find the stored name)."""
        chosen, _ = self._chosen()
        covered = {i for link in chosen if link.score > NOTE_SCORE for i in link.span}
        covered |= self.reading.grammar | self.ignore
        return any((t.capital or t.quoted or t.literal) and t.i not in covered and t.lower not in MONTHS
                   for t in self.tokens)

    def _apart(self) -> bool:
        """Two tables the question names that no foreign key of the described tables connects ("how did customers
        pay us": payments -> invoices -> rentals -> customers): the survey's definitions show the tables between."""
        named = sorted({l.table for l in self._chosen()[0] if l.kind == "table" and l.table in self.catalog.tables})
        return any(self.catalog.join_path(a, b) is None for i, a in enumerate(named) for b in named[i + 1:])

    def _uncounted(self) -> list[str]:
        """"Which service was booked most often": a count ranks the rows of a table the question names, and no
        table after the superlative says what is counted — the rows of a table that points at it, not yet read."""
        chosen, at = self._chosen()[0], self.reading.superlative_at
        if not self.reading.counts_own_rows or asks_money(self.reading, chosen) and not self.reading.frequency \
                or any(l.kind in ("table", "column") and l.start > at for l in chosen):
            return []
        edges = self.catalog.edges()
        named = sorted({l.table for l in chosen if l.kind == "table" and l.start < at})
        return [t for t in named if not any(s.up and s.table == t for other in self.catalog.tables
                                            for s in edges.get(other, []))]

    def _faceless(self) -> bool:
        """A "who" question whose tables read so far list no people ("who has worked the most shifts")."""
        return self.reading.who and not any(self.catalog.lists_people(t) for t in self.catalog.tables)

    def _people_above(self) -> str | None:
        """For a faceless "who" question, the one table of people (by its definition) that a read table points at,
        not read yet: the staff the shifts point at."""
        if not self.definitions or not self._faceless():
            return None
        declared = self.catalog.declared()
        people = {s.table for t in list(self.catalog.tables) for s in self.catalog.edges().get(t, [])
                  if s.up and s.table not in self.catalog.tables and s.table in self.definitions
                  and declared.of_persons(s.table)}
        doing = people_doing(self.tokens, sorted(people))  # "who rang up the most sales": the staff, not the
        return doing[0] if len(doing) == 1 else None  # customers

    def _dateless(self) -> bool:
        """A period is asked ("in 2024", "per month") and no described table has a date: line items are dated by
        the sale or order they belong to, a foreign-key parent."""
        return self._periods() and not any(self.catalog.is_date(c) for c in self.catalog.columns())

    def _periods(self) -> bool:
        """A period is asked: "in 2024", "per month"."""
        return bool(self.reading.dates) or grouped_by_period(self.reading)

    def _wants_money(self) -> bool:
        """The question asks about money and no described table records any (a stored amount or line items)."""
        if not asks_money(self.reading, self._chosen()[0]):
            return False
        try:
            return not takings_columns(self.catalog, list(self.catalog.tables), self.reading)
        except CannotAnswer:  # line items whose discount the question leaves open: money is known
            return False

    def _read_search(self, obs) -> None:
        result = getattr(obs, "result", None)
        if result is None or not result.ok:
            return
        if self.phase == "junction":  # (table,) rows: link tables that name both ends
            found = [str(row[-1]) for row in result.rows if row and row[-1] in self.catalog.table_names]
            for table in [t for t in found if t not in self.catalog.tables][:MAX_JUNCTION_TABLES]:
                self._read_definition(table)
            return
        words = self._leftover_words() if self.catalog.tables else [
            t for t in self.tokens if t.is_word and t.lower not in STOPWORDS | SHAPE_WORDS]
        self.definitions = read_definitions(list(result.rows), self.catalog.table_names)
        self.catalog.surveyed = self.definitions
        for row in result.rows:
            if len(row) == 2 and row[0] in self.catalog.table_names:
                self.catalog.notes.update(definition_notes(str(row[0]), str(row[1] or "")))
        if any(CLIENT_TAG in t.forms for t in words) and (table := customer_table(self.definitions)):
            self.catalog.roles[CLIENT_TAG] = table  # no table is named for the customers: theirs goes by another
            self._read_definition(table)
        named, wants_money = sorted(self.catalog.tables), self._wants_money()
        for table in pick_tables(words, list(result.rows), self.catalog, self.reading, wants_money):
            self._read_definition(table)
        # Tables linked by a synonym the search does not try ("sales": ``till_txns``) are read when no table the
        # question names was: the plan would stand on unread ones (not "booking takings": the bookings, read, own them)
        linked = dict.fromkeys(l.table for l in self._chosen()[0])
        if not any(table in self.catalog.tables for table in linked):
            for table in linked:
                self._read_definition(table)
        self._busy()
        self._junctions()
        if wants_money:
            picked = sorted(set(self.catalog.tables) - set(named))
            self._bridge(named, picked)
            self._date_parents(picked)

    def _junctions(self) -> None:
        """Two tables the question names that meet only in a table of lines pointing at both ("menu items never
        ordered", "the top items by revenue from paid orders": order_lines): that table, read from its definition."""
        every = self._surveyed()
        named = sorted({l.table for l in self._chosen()[0] if l.kind == "table" and l.table in self.catalog.tables})
        for i, first in enumerate(named):
            for second in named[i + 1:]:
                path = every.join_path(first, second) if self.catalog.join_path(first, second) is None else None
                if path and len(path) == 2 and not path[0].up and path[1].up:
                    self._read_definition(path[0].table)

    def _bridge(self, named: list[str], picked: list[str], up: bool = False) -> None:
        """The tables on the shortest foreign-key path from a table the question named to one the survey picked
        for the money it asks about, where no key joins them (a vet's owners reach their invoices through pets and
        appointments): read from the survey's definitions, so that the money can be added up per owner; ``up``:
        only a path each of whose rows meets one row of the next (a return's sale line's product)."""
        every = self._surveyed()
        for first in named:
            for second in picked:
                if self.catalog.join_path(first, second) is not None:
                    continue
                path = every.join_path(first, second) or []
                if len(path) <= MAX_BRIDGE_STEPS and not (up and not all(step.up for step in path)):
                    for step in path[:-1]:
                        self._read_definition(step.table)

    def _marked_as_value(self, token, chosen: list) -> bool:
        """"Marked as lapsed", "flagged urgent": the stored value named next says which rows are marked."""
        after = token.i + 1 + (token.i + 1 < len(self.tokens) and self.tokens[token.i + 1].lower == "as")
        return token.lower in ("marked", "flagged") and any(l.kind == "value" and l.start == after for l in chosen)

    def _surveyed(self) -> Catalog:
        """Every table as the survey's definitions show it, for the foreign-key paths between tables not read yet."""
        return Catalog(list(self.catalog.table_names), dict(self.definitions))

    def _date_parents(self, picked: list[str]) -> None:
        """A period is asked and a table picked for its money has no date (``sale_items``): its rows are dated by
        the parent whose definition has a date (the one, or the one heading them: the sale they belong to), read too."""
        if not self._periods():
            return
        for table in picked:
            if any(self.catalog.is_date(c) for c in self.catalog.columns(table)):
                continue
            parents = sorted({s.table for s in self.catalog.edges().get(table, []) if s.up})
            dated = [p for p in parents if any(c.kind == "date" for c in self.definitions.get(p, []))]
            dated = [p for p in dated if heads(p, table)] or dated
            if len(dated) == 1 and dated[0] not in self.catalog.tables:
                self._read_definition(dated[0])

    def _read_definition(self, table: str) -> None:
        """Add a table from the survey's definition (the lookup brings its category values), or queue a DESCRIBE
        when there is no readable definition."""
        if self.definitions.get(table):
            self.catalog.add_definition(table, self.definitions[table])
        elif table not in self.queue:
            self.queue.append(table)

    def _doomed(self) -> None:
        """Abstain now, before the lookup, when no name waits to be found and the plan fails anyway: looking up the
        question's loose words could not give the query what it lacks (saves a step)."""
        if self._unresolved_names() or self._needs_dates() or self.reading.aggregate in ("sum", "avg") or asks_money(
                self.reading, self._chosen()[0]) or self.reading.former_words:  # the lookup also finds dates in text
            return  # columns, cancelled amounts, a status 'Inactive'

        if self.catalog.unprofiled:  # tables read from their definitions: the lookup brings their category values
            return
        chosen, ties = self._chosen()
        if self.definitions and unknown_words(self.tokens, chosen, self.ignore):
            return  # the survey ran: the lookup searches every table's text for the words still unexplained
        try:
            plan_query(self.contrasted, chosen, ties, self.catalog)
        except NoJoinPath:
            return  # a link table may still be found
        except CannotAnswer:
            unknown = unknown_words(self.tokens, chosen, self.ignore)
            if unknown:
                raise CannotAnswer(unlinked([t.text for t in unknown])) from None
            raise

    def _lookup_sql(self) -> str | None:
        chosen, _ = resolve_links(link_schema(self.tokens, self.catalog) + link_glossary(
            self.tokens, self.glossary, self.catalog), self.reading, self.catalog)
        self.phrases = lookup_phrases(self.tokens, explained_positions(chosen)
                                      | self.reading.grammar - self.reading.former_words)  # 'Inactive' is looked up
        spans = self._counts_back()
        needs_dates = spans or bool(self.reading.dates) or any(
            self.tokens[p].lower in ("year", "month") for p in self.reading.group_at if p < len(self.tokens)) or any(
            t.lower in DURATION_WORDS | CLOCK_WORDS for t in self.tokens) or self.reading.interval is not None \
            or self.reading.cycle is not None  # "nights"; "which hour" needs dates with times; "hours worked" the
        # times a shift starts and ends
        probes = [c for c in self.catalog.columns() if c.kind in ("text", "date")] if needs_dates else []  # ISO?
        if spans:  # "this year": every date column's latest value tells the day the database was taken
            probes += [c for t, cols in self.definitions.items() if t not in self.catalog.tables
                       for c in cols if c.kind == "date"]
        money = asks_money(self.reading, chosen) or self.reading.aggregate in ("sum", "avg") or any(
            names_money_taken(self.reading, chosen, c) for l in chosen if l.kind == "column"
            and (c := self.catalog.column(l.table, l.column)) is not None)  # the owner's "takings" for an amount
        seasons = any(d.relative and d.relative[1] == "season" for d in self.reading.dates)
        return lookup_sql(self.phrases, self.catalog, probes, money, self.definitions, spans=spans, seasons=seasons)

    def _counts_back(self) -> bool:
        """The question needs "today": a period counted back from it ("this year") or what is overdue by it."""
        return any(d.relative for d in self.reading.dates) or bool(self.reading.overdue)

    def _needs_dates(self) -> bool:
        """The query will filter or group by dates, or rank periods ("which month")."""
        words = {t.lower for t in self.tokens}
        return self._counts_back() or bool(self.reading.dates) or self.reading.cycle is not None or bool(words & {
            "year", "years", "month", "months", "yearly", "monthly", "recent", "latest", "earliest", "newest", "oldest",
            "first", "last", "when", "date", "dates", "youngest"})

    def _read_lookup(self, obs) -> None:
        result = getattr(obs, "result", None)
        if result is not None and result.ok:
            names = frozenset(p for p, span in self.phrases.items() if all(self.tokens[i].capital for i in span))
            self.found = read_lookup(result.rows, self.phrases, self.catalog, names=names)  # the tables read
            if self.definitions:  # then other tables, for the words those leave unexplained
                self.found = read_lookup(result.rows, self.phrases, self.catalog, self.definitions,
                                         explained_positions(self._chosen()[0]), names)
            self._sale_lines()
            self.catalog.add_durations()  # the probes have said which text columns hold dates
            if (ends := interval_ends(self.tokens, self.reading, self.catalog)) is not None:
                self.interval = self.catalog.add_interval(*ends, self.reading.interval[0])
        elif self.catalog.unprofiled:  # too big to profile in one query (the step limit): DESCRIBE them instead,
            for table in sorted(self.catalog.unprofiled):  # then a lookup over the tables read only
                del self.catalog.tables[table]
                self.queue.append(table)
            self.catalog.unprofiled.clear()
            self.definitions, self.looked_up, self.phase = {}, False, "explore"

    def _busy(self) -> None:
        """"Which day of the week is busiest", naming no table: the one table of orders or sales, from its
        definition."""
        if not self.reading.busy or any(l.kind == "table" for l in self._chosen()[0]):
            return
        baskets = [t for t in self.definitions if names_baskets(t)]
        if len(baskets) == 1:
            self._read_definition(baskets[0])

    def _sale_lines(self) -> None:
        """"How many pumpkin spice lattes have we sold", "our best seller", "our most popular product": a word of
        selling, and the one table of sale lines that points at a table the question names (or at the table of a
        stored name it found), read from its definition with the sale it belongs to. Money taken asked of a table
        that no table read reaches ("which category brings in the most revenue") reads them too: its sale lines'
        money (not where a table read that holds money taken reaches it)."""
        selling = speaks_of_selling(self.tokens) or (  # "how many lattes were ordered": units sold too
            self.reading.count_at is not None and speaks_of_buying(self.tokens))
        if not selling and not any(t.lower in MONEY_IN - {"sales"} | BRINGING for t in self.tokens):  # ("how many
            # sales": no money)
            return
        every = self.catalog.declared()
        named = {l.table for l in self.found if l.kind == "value"} | {l.table for l in self._chosen()[0]
                                                                     if l.kind in ("table", "value", "column")}
        for table in sorted(named):
            children = self._unread_children(table) + [s.table for s in self.catalog.edges().get(table, [])
                                                       if not s.up]  # (and those read)
            lines = [t for t in children if sold_units(every, t) is not None]
            below = {(c, t) for c in children for s in every.edges().get(c, []) if not s.up
                     and sold_units(every, t := s.table) is not None} if selling and not lines else set()
            if len(below) == 1:  # "how many puzzles did we sell": the lines of the products of the kind named
                between, line = below.pop()
                if between not in self.catalog.tables:
                    self._read_definition(between)
                lines = [line]
            if not selling and any(self.catalog.join_path(table, t) and takings_columns(self.catalog, [t], self.reading)
                                   and not bought_in(t) for t in self.catalog.tables
                                   if t != table and t not in lines):
                continue
            if len(lines) == 1:  # with the order or sale they belong to (its date, its shop)
                parents = [s.table for s in every.edges().get(lines[0], []) if s.up and s.table != table
                           and of_baskets(s.table)]
                for read in [lines[0], *parents]:
                    if read not in self.catalog.tables:
                        self._read_definition(read)

    def _query(self, steps_left: int) -> AnalystAction:
        chosen, ties = self._chosen()
        restated = restated_counts(self.tokens, chosen, self.catalog)  # "across all three sites", "both shops"
        if (pair := value_contrast(self.contrasted, chosen)) and pair[1] is None:  # "both a dog and a cat"
            restated |= {t.i for t in self.tokens[:pair[0].start] if t.lower == "both"}
        covered = {i for link in chosen if link.kind != "mention" for i in link.span} | self.ignore | restated
        unknown = unknown_words(self.tokens, chosen, self.ignore | restated) + [
            t for t in self.tokens if t.i not in covered and t.lower in RESTRICTING
            and not (t.lower == "new" and (self.reading.dates or self.reading.count_at == t.i
                                           and grouped_by_period(self.reading) or which_period(self.reading)))
            # ("new products" with no period: new since when? "How many new clients each year", "which month had the
            # most new members": those that began that year, that month)
            and not self._marked_as_value(t, chosen)]
        unknown = list({t.i: t for t in unknown}.values())  # (a restricting word no name explains: once)
        covered = {i for link in chosen for i in link.span}
        unfound = [t for t in self.tokens if (t.quoted or t.literal) and t.i not in covered]
        if unfound:
            raise CannotAnswer(f"I could not find '{unfound[0].text}' in the tables I looked at")
        covered |= restated | {number.i for link in chosen if (number := counted_number(
            self.tokens, link, self.catalog.column(link.table, link.column) if link.column else None)) is not None}
        loose = [t for t in self.tokens if t.number is not None and t.i not in covered | self.reading.grammar
                 and t.lower not in ("one",)]
        if loose:
            raise CannotAnswer(f"I could not tell what the number {loose[0].text} refers to")
        if both := next((t for t in self.tokens if t.lower == "both" and t.i not in covered and any(
                l.start == t.i + 1 and l.kind in ("table", "column") for l in chosen)), None):
            raise CannotAnswer(f"it says 'both', and I could not find two of '{self.tokens[both.i + 1].text}'")
        self.set_aside = [t.text for t in unknown]
        linked = {i for link in chosen for i in link.span}
        if len(unknown) > MAX_SET_ASIDE or any(t.lower in RESTRICTING or not may_set_aside(t, self.reading, linked)
                                               for t in unknown):
            raise CannotAnswer(unlinked(self.set_aside))
        try:
            self.plan = plan_query(self.contrasted, chosen, ties, self.catalog)
            if self.set_aside and self.plan.shape == "list":  # "which drivers are on probation": every driver
                raise CannotAnswer(unlinked(self.set_aside))  # would be listed, a list is no place for a caveat
        except NoJoinPath as gap:  # a link table nobody named ("products" and "sales" meet in sale_items)
            read = set(self.catalog.tables)
            for table in sorted(set(gap.missing) - read):  # a table the plan reaches by a key ("each brewer": staff)
                self._read_definition(table)
            if self.queue and steps_left > RESERVED_STEPS + 1:  # (no definition read: describe it)
                self.phase = "describe"  # its columns go straight to the plan
                return AnalystAction("describe", self.queue.pop(0))
            self._bridge([gap.base], gap.missing, up=True)  # from the survey's definitions: returns -> sale_items ->
            # products (each row of the counted table meets one of each table on the way)
            if set(self.catalog.tables) != read:
                return self._query(steps_left)
            if self.junction_searched or steps_left <= RESERVED_STEPS + 1:
                raise
            self.junction_searched, self.phase = True, "junction"
            return AnalystAction("query", junction_search_sql(gap.base, gap.missing[0]))
        self.phase = "query"
        return AnalystAction("query", self.plan.sql)

    def _answer(self, obs) -> str:
        result = getattr(obs, "result", None)
        if result is None or not result.ok:
            error = getattr(result, "error", None) or getattr(obs, "error", None) or "no result"
            raise CannotAnswer(f"my query failed ({str(error)[:120]})")
        rows, plan = list(result.rows), self.plan
        if not rows:
            raise CannotAnswer("my query found no rows, so I probably misread a filter")
        if any(v is None for row in rows for v in row[: 1 if plan.shape == "list" else None]):
            raise CannotAnswer("my query returned an empty value")
        if plan.top is not None and len(rows) > plan.top:  # a row tied with the k-th (Query.top)
            raise CannotAnswer("there is a tie at the top, so no single answer")
        if plan.shape == "value" and len(rows) > 1:
            raise CannotAnswer(f"several rows match, and I cannot tell whether to add up, average or pick out "
                               f"{result.columns[0]}")
        if plan.shape in ("list", "group") and len(rows) > MAX_LIST_ROWS:
            raise CannotAnswer(f"more than {MAX_LIST_ROWS} rows match, too many to be the answer")
        if plan.shape == "group" and self.contrasted.split and len(rows) < 2:  # ("the pontoon compared with a swing
            raise CannotAnswer("it sets several things side by side, and my query found only one")  # mooring")
        shown = {str(row[0]).lower() for row in rows} if self.contrasted.compared else set()
        if missing := [v for v in self.contrasted.compared if v.lower() not in shown]:  # ("Phone and Direct on revenue
            raise CannotAnswer(f"it compares {missing[0]}, and my query found none of it")  # in 2024": no Phone)
        if plan.names_first and all(isinstance(r[0], (int, float)) for r in rows):
            raise CannotAnswer("the result names things only by id")
        if plan.shape == "extreme" and len({r[0] for r in rows}) < len(rows):  # ("top 5 items by revenue" over a
            raise CannotAnswer("the rows I ranked share names, so they are not one thing each")  # till's lines; two
            # clients of one name could not be told apart either)
        if plan.shape == "count" and rows[0][0] == 0 and "WHERE" in plan.sql:
            raise CannotAnswer("nothing matches the filters I read, so I probably misread one")
        self.phase = "done"
        answer = compose_answer(self.question, list(result.columns), rows)
        if self.set_aside:
            answer += " " + SET_ASIDE.format(unlinked(self.set_aside), "it" if len(self.set_aside) == 1 else "them")
        return answer

