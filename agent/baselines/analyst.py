"""A rule-based analyst: answers plain-English business questions through AnalystEnv with fixed rules, no model.

It sees only what observations carry (the question, table names, DESCRIBE output, query rows) and works in four
phases: DESCRIBE the tables the question links to (and their foreign-key neighbours), one QUERY that looks for
phrases of the question among the values of the described text columns, one QUERY built from templates
(count / sum / average / extremes / top-k / group-by, joins along foreign keys, year and month filters), with a
simpler fallback on an error, then ANSWER in plain English. It is the floor a trained model has to beat.

    python -m agent.evaluate --env analyst --policy baseline --split train
"""

from __future__ import annotations

import re
from collections import deque
from dataclasses import dataclass, field

from envs.analyst.spec import AnalystAction
from envs.sandbox import quote_identifier as quote

MAX_DESCRIBE = 8  # tables described per episode: linked ones, their neighbours, then the rest while steps allow
RESERVED_STEPS = 4  # value lookup + query + one fallback + answer
MAX_NGRAM = 4  # longest question phrase looked up among the column values ("Puddle & Pip", "Changed Mind")
MAX_CANDIDATES = 150  # phrases in the value lookup: keeps the one query short
MAX_VALUE_COLUMNS = 40  # text columns scanned by the value lookup (one scan each)
LIST_ITEMS = 25  # rows written into a list answer; gold answers have at most 20
FALLBACK_ANSWER = "I could not work this out."

STOPWORDS = frozenset("""a an the of in on at to for from by with without and or not no is are was were be been do does
did have has had we our us you your i me my it its this that these those there their them they he she his her who
whom which what whats when where why how many much more most less least than any all each every per as into out up
down over under about across between during since until till before after so if then also just only very please
give list show tell me name find s t don doesn didn ve ll re m d same other some such own still ever""".split())
SENTENCE_WORDS = STOPWORDS | {"how", "which", "what", "who", "when", "list", "show", "give", "name", "in", "for"}
GENERIC_PARTS = frozenset({"id", "on", "at", "no", "is", "of", "by", "kg", "pct", "the"})  # never link alone
SYNONYMS = {"pupil": "student", "sold": "sale", "sell": "sale", "client": "customer", "worker": "employee",
            "purchase": "order", "bought": "order", "spent": "amount", "spend": "amount", "paid": "amount",
            "revenue": "amount", "earned": "amount", "money": "amount", "born": "birth", "cost": "price",
            "expensive": "price", "priciest": "price", "cheapest": "price", "heaviest": "weight",
            "lightest": "weight", "surname": "last", "grade": "score", "mark": "score", "hire": "hire",
            "joined": "join", "signed": "join", "item": "item", "staff": "staff", "people": "person"}
MONEY_PARTS = frozenset({"amount", "price", "total", "cost", "revenue", "salary", "rate", "fee", "refund", "pay",
                         "wage", "balance", "spend", "value"})
QUANTITY_PARTS = frozenset({"quantity", "qty", "units", "unit", "seats", "count"})
DATE_PARTS = frozenset({"date", "on", "at", "dob", "time", "day", "birth", "in", "out"})
END_PARTS = frozenset({"left", "termination", "end", "withdrew", "retired", "discontinued", "closed", "cancel"})
CURRENT_WORDS = frozenset({"currently", "current", "still", "active", "now", "moment", "roll", "today"})
DESC_WORDS = {"most", "highest", "largest", "biggest", "top", "best", "greatest", "maximum", "max", "latest",
              "newest", "last", "recent", "youngest", "priciest", "heaviest", "longest", "busiest", "expensive"}
ASC_WORDS = {"least", "lowest", "smallest", "fewest", "cheapest", "minimum", "min", "earliest", "first",
             "oldest", "lightest", "shortest", "worst"}
CONCEPTS = {"expensive": "money", "priciest": "money", "cheapest": "money", "spent": "money", "revenue": "money",
            "paid": "money", "earned": "money", "refund": "money", "refunded": "money", "units": "quantity",
            "oldest": "date", "youngest": "date", "newest": "date", "latest": "date", "earliest": "date",
            "recent": "date", "recently": "date", "born": "date", "when": "date"}  # words that imply a column kind
SORT_WORDS = frozenset({"sorted", "sort", "ordered", "order", "ranked", "rank", "arranged"})
NEGATIONS = frozenset({"not", "excluding", "except", "exclude", "leaving", "ignoring", "besides", "non"})
NUMBER_WORDS = {w: i + 2 for i, w in enumerate("two three four five six seven eight nine ten".split())}
MONTHS = {m: i + 1 for i, m in enumerate("january february march april may june july august september october "
                                          "november december".split())}
WORD = re.compile(r"[A-Za-z]+|\d+(?:\.\d+)?|&")


def stem(word: str) -> str:
    """A crude stemmer that makes plurals and simple verb forms meet their column names."""
    w = word.lower().replace("'", "")
    w = SYNONYMS.get(w, w)
    if len(w) > 4 and w.endswith("ies"):
        return w[:-3] + "y"
    if len(w) > 4 and w.endswith("zzes"):
        return w[:-3]
    if len(w) > 4 and w.endswith(("sses", "xes", "ches", "shes")):
        return w[:-2]
    if len(w) > 3 and w.endswith("s") and not w.endswith(("ss", "us", "is")):
        w = w[:-1]
    return SYNONYMS.get(w, w)


def same_word(a: str, b: str) -> bool:
    a, b = stem(a), stem(b)
    if a == b:
        return True
    short, long_ = sorted((a, b), key=len)
    return len(short) >= 4 and long_.startswith(short) and len(long_) - len(short) <= 3


def parts_of(name: str) -> list[str]:
    return [p for p in re.split(r"[_\W]+", name.lower()) if p]


def literal(value) -> str:
    return repr(value) if isinstance(value, (int, float)) else "'" + str(value).replace("'", "''") + "'"


@dataclass
class Schema:
    """What the DESCRIBE observations told us: columns per table and the foreign-key graph."""

    tables: dict[str, list[dict]] = field(default_factory=dict)

    def add(self, table: dict) -> None:
        self.tables[table["name"]] = table["columns"]

    def col(self, table: str, column: str) -> dict | None:
        return next((c for c in self.tables.get(table, []) if c["name"] == column), None)

    def pk(self, table: str) -> str | None:
        return next((c["name"] for c in self.tables.get(table, []) if c["primary_key"]), None)

    def kind(self, table: str, column: str) -> str:
        """money / quantity / date / number / key / text, from the column's name and type."""
        c = self.col(table, column) or {}
        parts, ctype = parts_of(column), (c.get("type") or "").upper()
        if c.get("primary_key") or c.get("references") or parts[-1:] == ["id"]:
            return "key"
        if any(p in DATE_PARTS for p in parts) and not any(t in ctype for t in ("INT", "REAL", "NUM")):
            return "date"
        numeric = any(t in ctype for t in ("INT", "REAL", "NUM", "DEC", "FLOAT", "DOUBLE"))
        if numeric and any(p in MONEY_PARTS for p in parts):
            return "money"
        if numeric and any(p in QUANTITY_PARTS for p in parts):
            return "quantity"
        return "number" if numeric else "text"

    def label(self, table: str) -> str | None:
        """The expression that names a row: *_name, name, first || last name, title, a code, or the key."""
        names = [c["name"] for c in self.tables.get(table, [])]
        lower = {n.lower(): n for n in names}
        q = lambda n: f"{quote(table)}.{quote(n)}"
        singular = stem(table)
        for key in (f"{singular}_name", "name", "full_name"):
            if key in lower:
                return q(lower[key])
        if "first_name" in lower and "last_name" in lower:
            return f"{q(lower['first_name'])} || ' ' || {q(lower['last_name'])}"
        for n in names:
            if n.lower().endswith("_name") or n.lower() in ("title", "description"):
                return q(n)
        for n in names:
            if parts_of(n)[-1] in ("code", "number", "sku") and self.kind(table, n) == "text":
                return q(n)
        return q(self.pk(table)) if self.pk(table) else None

    def edges(self) -> dict[str, list[tuple[str, str]]]:
        """Undirected FK graph: table -> [(neighbour, join condition)]."""
        graph: dict[str, list[tuple[str, str]]] = {}
        for table, columns in self.tables.items():
            for c in columns:
                if not c.get("references"):
                    continue
                target, _, tcol = c["references"].partition(".")
                if target == table:
                    continue
                on = f"{quote(table)}.{quote(c['name'])} = {quote(target)}.{quote(tcol)}"
                graph.setdefault(table, []).append((target, on))
                graph.setdefault(target, []).append((table, on))
        return graph

    def joins(self, base: str, needed: set[str]) -> list[str] | None:
        """JOIN clauses linking ``needed`` tables to ``base`` along shortest FK paths (None if one is unreachable)."""
        graph, joined, clauses = self.edges(), {base}, []
        for target in sorted(needed - {base}):
            previous = {base: None}
            todo = deque([base])
            while todo and target not in previous:
                here = todo.popleft()
                for there, on in graph.get(here, []):
                    if there not in previous:
                        previous[there] = (here, on)
                        todo.append(there)
            if target not in previous:
                return None
            path, node = [], target
            while previous[node] is not None:
                path.append((node, previous[node][1]))
                node = previous[node][0]
            for table, on in reversed(path):
                if table not in joined:
                    joined.add(table)
                    clauses.append(f"JOIN {quote(table)} ON {on}")
        return clauses


@dataclass
class Link:
    """A question span tied to a table, a column or a stored value."""

    start: int
    end: int  # exclusive token index
    table: str
    column: str | None = None
    value: object = None
    expr: str | None = None  # for values: the SQL expression holding them


@dataclass
class Query:
    """A query under construction: the pieces a template fills in."""

    base: str
    select: list[str]
    tables: set[str] = field(default_factory=set)
    where: list[str] = field(default_factory=list)
    group: str | None = None
    order: str | None = None
    limit: int | None = None
    filter_tables: set[str] = field(default_factory=set)  # tables only the WHERE needs (dropped by the fallback)

    def sql(self, schema: Schema, with_filters: bool = True) -> str | None:
        joins = schema.joins(self.base, self.tables if with_filters else self.tables - self.filter_tables)
        if joins is None:
            return None
        parts = [f"SELECT {', '.join(self.select)} FROM {quote(self.base)}", *joins]
        if self.where and with_filters:
            parts.append("WHERE " + " AND ".join(self.where))
        if self.group:
            parts.append(f"GROUP BY {self.group}")
        if self.order:
            parts.append(f"ORDER BY {self.order}")
        if self.limit:
            parts.append(f"LIMIT {self.limit}")
        return " ".join(parts)


class RuleBasedAnalyst:
    """Policy: describe the linked tables, look up values, query a template, answer."""

    name = "baseline"

    def reset(self, observation) -> None:
        self.question = str(observation.metadata.get("question") or "")
        self.tokens = WORD.findall(self.question)
        self.words = [t.lower() for t in self.tokens]
        self.tables = list(observation.tables)
        self.schema = Schema()
        self.queue: list[str] = []
        self.tried: set[str] = set()
        self.values: list[Link] = []
        self.phase = "start"
        self.sqls: list[str] = []
        self.result = None

    def act(self, observation) -> AnalystAction:
        try:
            return self._act(observation)
        except Exception:  # a baseline must never crash an episode
            return AnalystAction("answer", self._answer_text() if self.result is not None else FALLBACK_ANSWER)

    # ------------------------------------------------------------------ phases

    def _act(self, obs) -> AnalystAction:
        if getattr(obs, "table", None):
            self.schema.add(obs.table)
        if self.phase == "values" and obs.result is not None and obs.result.ok:
            self._read_values(obs.result)
        if self.phase == "query" and obs.result is not None and obs.result.ok and obs.result.rows:
            self.result = obs.result
        if obs.steps_left <= 1 or self.result is not None:
            return AnalystAction("answer", self._answer_text())
        if self.phase == "start":
            self.queue = self._linked_tables()
            self.phase = "describe"
        if self.phase == "describe":
            table = self._next_table(obs.steps_left)
            if table:
                return AnalystAction("describe", table)
            self.phase = "values"
            sql = self._value_sql()
            if sql:
                return AnalystAction("query", sql)
        self.phase = "query"
        if not self.sqls:
            self.sqls = self._candidate_sqls()
        while self.sqls:
            sql = self.sqls.pop(0)
            if sql not in self.tried:
                self.tried.add(sql)
                return AnalystAction("query", sql)
        return AnalystAction("answer", self._answer_text())

    def _linked_tables(self) -> list[str]:
        scored = []
        for table in self.tables:
            parts = [p for p in parts_of(table) if p not in GENERIC_PARTS]
            hits = sum(any(same_word(w, p) for w in self.words) for p in parts)
            if hits:
                scored.append((-hits / len(parts), -hits, table))
        linked = [t for *_, t in sorted(scored)]
        return linked or list(self.tables)

    def _next_table(self, steps_left: int) -> str | None:
        if len(self.schema.tables) >= MAX_DESCRIBE or steps_left <= RESERVED_STEPS:
            return None
        for table in list(self.queue):  # neighbours of what is described so far come after the linked tables
            for c in self.schema.tables.get(table, []):
                target = (c.get("references") or "").partition(".")[0]
                if target and target not in self.queue and target in self.tables:
                    self.queue.append(target)
        rest = [t for t in self.queue + self.tables if t not in self.schema.tables]
        return rest[0] if rest else None

    # ------------------------------------------------------------------ linking

    def _column_links(self) -> list[Link]:
        """Spans of the question that name a described column (longest, most specific match first)."""
        links = []
        for table, columns in self.schema.tables.items():
            for c in columns:
                parts = [p for p in parts_of(c["name"]) if p not in GENERIC_PARTS]
                if not parts or self.schema.kind(table, c["name"]) == "key":
                    continue
                for i in range(len(self.words)):
                    n = len(parts)
                    if all(i + k < len(self.words) and same_word(self.words[i + k], parts[k]) for k in range(n)):
                        links.append(Link(i, i + n, table, c["name"]))
                    elif any(same_word(self.words[i], p) for p in parts) and self.words[i] not in STOPWORDS:
                        links.append(Link(i, i + 1, table, c["name"], value=-len(parts)))
        return links

    def _value_sql(self) -> str | None:
        candidates = self._value_candidates()
        if not candidates:
            return None
        needles = ", ".join(literal(c) for c in candidates)
        selects = []
        for table, columns in self.schema.tables.items():
            exprs = [quote(c["name"]) for c in columns if self.schema.kind(table, c["name"]) == "text"]
            names = {c["name"] for c in columns}
            if {"first_name", "last_name"} <= names:
                exprs.append('"first_name" || \' \' || "last_name"')
            for expr in exprs:
                selects.append(f"SELECT DISTINCT {literal(table)} AS t, {literal(expr)} AS e, {expr} AS v "
                               f"FROM {quote(table)} WHERE lower({expr}) IN ({needles})")
        return " UNION ALL ".join(selects[:MAX_VALUE_COLUMNS]) or None

    def _value_candidates(self) -> list[str]:
        quoted = [m.strip() for m in re.findall(r"'([^']{2,40})'|\"([^\"]{2,40})\"", self.question) for m in m if m]
        grams = []
        for n in range(MAX_NGRAM, 0, -1):
            for i in range(len(self.tokens) - n + 1):
                words = self.words[i:i + n]
                if words[0] in STOPWORDS or words[-1] in STOPWORDS or all(w.isdigit() for w in words):
                    continue
                grams.append(" ".join(self.tokens[i:i + n]))
                if stem(words[-1]) != words[-1]:
                    grams.append(" ".join([*self.tokens[i:i + n - 1], stem(words[-1])]))
        seen, out = set(), []
        for c in quoted + grams:
            if c.lower() not in seen:
                seen.add(c.lower())
                out.append(c.lower())
        return out[:MAX_CANDIDATES]

    def _read_values(self, result) -> None:
        """Every question span equal to a stored value (the last word may be a plural); chosen at planning time."""
        spans = []
        for table, expr, value in result.rows:
            words = WORD.findall(str(value).lower())
            n = len(words)
            for i in range(len(self.words) - n + 1 if words else 0):
                here = self.words[i:i + n]
                if here[:-1] == words[:-1] and (here[-1] == words[-1] or stem(here[-1]) == words[-1]):
                    column = f"{quote(table)}.{expr}" if not expr.startswith('"first') else \
                        f"{quote(table)}.\"first_name\" || ' ' || {quote(table)}.\"last_name\""
                    spans.append(Link(i, i + n, table, None, value, column))
        schema_words = {stem(p) for t, cols in self.schema.tables.items() for n in [t] + [c["name"] for c in cols]
                        for p in parts_of(n) if p not in GENERIC_PARTS}
        self.values = [s for s in spans if not all(stem(w) in schema_words for w in self.words[s.start:s.end])]

    def _chosen_values(self, entity: str | None) -> list[Link]:
        """One column per question span, longest spans first: prefer columns the question names, then any
        column that is not the label of the table being listed (a value there would be the answer, not a filter)."""
        linked = {(c.table, c.column) for c in self._column_links()}

        def score(v: Link) -> tuple:
            column = v.expr.split(".", 1)[1].strip('"')
            named = (v.table, column) in linked or any(same_word(w, p) for w in self.words
                                                       for p in parts_of(column) if p not in GENERIC_PARTS)
            is_label = entity is not None and v.expr == self.schema.label(entity)
            return -(v.end - v.start), not named, is_label, v.start

        chosen, taken = [], set()
        for v in sorted(self.values, key=score):
            covered = set(range(v.start, v.end))
            if not covered & taken:
                taken |= covered
                chosen.append(v)
        return chosen

    # ------------------------------------------------------------------ planning

    def _candidate_sqls(self) -> list[str]:
        query = self._plan()
        if query is None:
            return []
        sqls = [query.sql(self.schema), query.sql(self.schema, with_filters=False)]
        return [s for s in dict.fromkeys(sqls) if s]

    def _plan(self) -> Query | None:
        words, schema = self.words, self.schema
        text = " ".join(words)
        value_spans = {i for v in self.values for i in range(v.start, v.end)}
        table_links = self._table_links(value_spans)
        entity = self._wh_entity(table_links)
        values = self._chosen_values(entity)
        columns = [c for c in self._column_links() if c.start not in value_spans]
        query = Query("", [])
        used = self._add_filters(query, values, columns)
        columns = [c for c in columns if (c.table, c.column) not in used]
        direction = next((-1 if w in ASC_WORDS else 1 for w in words if w in DESC_WORDS | ASC_WORDS), 0)
        top = re.search(r"\b(?:top|first|best|worst|bottom) (\w+)\b|\b(\w+) (?:most|least|largest|biggest|highest|"
                        r"lowest|smallest|best|busiest|cheapest)\b", text)
        count = next((g for g in (top.groups() if top else ()) if g and (g.isdigit() or g in NUMBER_WORDS)), None)
        limit = (int(count) if count and count.isdigit() else NUMBER_WORDS.get(count)) or (1 if direction else None)
        if re.search(r"\b(?:" + "|".join(DESC_WORDS | ASC_WORDS) + r") first\b", text):
            limit = None  # "cheapest first" orders a whole list
        group_link = self._group_link(table_links, columns)
        counted = self._counted(table_links, entity, group_link, values + columns)
        measure = self._measure(columns, direction, entity or counted)
        agg = self._aggregate(text, measure, direction)
        if agg == "none" and measure is None and not entity and counted:
            agg = "count"

        query.base = (measure.table if measure and agg != "count" else None) or counted or entity or \
            (group_link.table if group_link else None) or next(iter(schema.tables), None)
        if not query.base:
            return None
        self._add_date_filter(query, columns, text)
        mexpr = f"{quote(measure.table)}.{quote(measure.column)}" if measure else None
        if measure and agg != "count":
            query.tables.add(measure.table)
        if group_link or (entity and direction and agg in ("count", "sum", "avg") and entity != query.base):
            g = group_link or Link(0, 0, entity)
            label = f"{quote(g.table)}.{quote(g.column)}" if g.column else schema.label(g.table)
            key = label if g.column else f"{quote(g.table)}.{quote(schema.pk(g.table) or g.column)}"
            value = self._agg_expr(agg if agg != "none" else ("sum" if measure else "count"), mexpr)
            query.tables.add(g.table)
            query.select, query.group = [label, value], key
            query.order = f"2 {'ASC' if direction < 0 else 'DESC'}" if direction else "1"
            query.limit = limit
        elif entity and (direction or agg == "none"):
            label = schema.label(entity)
            query.base = entity if agg == "none" or not mexpr else query.base
            query.tables.add(entity)
            query.select = [label, mexpr] if direction and mexpr else [f"DISTINCT {label}"]
            query.order = f"{mexpr} {'ASC' if direction < 0 else 'DESC'}" if direction and mexpr else "1"
            query.limit = (limit or LIST_ITEMS) if direction and mexpr else LIST_ITEMS
        else:
            query.select = [self._agg_expr(agg, mexpr)]
        if query.tables - {query.base} and query.select[0] == "COUNT(*)" and schema.pk(query.base):
            query.select[0] = f"COUNT(DISTINCT {quote(query.base)}.{quote(schema.pk(query.base))})"
        return query

    def _table_links(self, value_spans: set[int]) -> list[Link]:
        links = []
        for i, w in enumerate(self.words):
            if i in value_spans or w in STOPWORDS:
                continue
            for table in self.schema.tables:
                parts = parts_of(table)
                if same_word(w, parts[-1]) and (len(parts) == 1 or all(
                        i - k >= 0 and same_word(self.words[i - k], parts[-1 - k]) for k in range(1, len(parts)))):
                    links.append(Link(i - len(parts) + 1, i + 1, table))
        return links

    def _group_link(self, tables: list[Link], columns: list[Link]) -> Link | None:
        for i, w in enumerate(self.words):
            if w in ("by", "per", "each", "every") and not (w == "by" and (
                    self.words[i + 1:i + 2] in (["list"], ["price"]) or i and self.words[i - 1] in SORT_WORDS)):
                after = [l for l in columns + tables if i < l.start <= i + 3 and
                         (l.column is None or self.schema.kind(l.table, l.column) in ("text", "date"))]
                if after:
                    return min(after, key=lambda l: (l.start, l.column is not None))
        return None

    def _wh_entity(self, tables: list[Link]) -> str | None:
        for i, w in enumerate(self.words):
            if w in ("which", "what", "who", "list", "show", "name"):
                after = [l for l in tables if i < l.start <= i + 6]
                if after:
                    return after[0].table
                if w == "who":
                    people = [t for t, cols in self.schema.tables.items()
                              if {"first_name", "last_name"} <= {c["name"] for c in cols}]
                    return people[0] if people else None
                return None
        return None

    def _measure(self, columns: list[Link], direction: int, home: str | None) -> Link | None:
        """The numeric (or date) column the question is about: named in it, or implied by a superlative."""
        concept = next((CONCEPTS[w] for w in self.words if w in CONCEPTS), None)
        kinds = {"money", "quantity", "number"} | ({"date"} if direction or concept == "date" else set())
        numeric = [c for c in columns if self.schema.kind(c.table, c.column) in kinds]
        if concept:
            fitting = [c for c in numeric if self.schema.kind(c.table, c.column) == concept]
            tables = [home] + [t for t in self.schema.tables if t != home]
            birth = any(w in ("oldest", "youngest", "born", "age") for w in self.words)
            implied = [Link(99, 99, t, c["name"]) for t in tables if t for c in self.schema.tables.get(t, [])
                       if self.schema.kind(t, c["name"]) == concept and c["not_null"]]
            implied.sort(key=lambda l: (l.table != home, ("birth" in l.column or "dob" in l.column) != birth))
            numeric = fitting or implied[:1] or numeric
        if not numeric:
            return None
        full = [c for c in numeric if not isinstance(c.value, int)]
        return min(full or numeric, key=lambda c: (c.value if isinstance(c.value, int) else 0, c.start))

    def _counted(self, tables: list[Link], entity: str | None, group: Link | None, links: list[Link]) -> str | None:
        m = re.search(r"\b(how many|number of|count)\b", " ".join(self.words))
        if m:
            at = len(" ".join(self.words)[:m.end()].split())
            after = [l for l in tables if l.start >= at - 1]
            while len(after) > 1 and after[1].start == after[0].end:  # "dog owners": the head noun is last
                after = after[1:]
            if after:
                return after[0].table
        others = [l.table for l in tables if l.table != entity and (group is None or l.table != group.table)]
        return others[0] if others else (tables[0].table if tables else (links[0].table if links else None))

    def _aggregate(self, text: str, measure: Link | None, direction: int) -> str:
        if re.search(r"\b(average|mean|avg|typical)\b", text):
            return "avg"
        quantity = measure and self.schema.kind(measure.table, measure.column) == "quantity"
        if re.search(r"\b(how many|number of|count)\b", text) and not quantity:
            return "count"
        if re.search(r"\b(total|sum|how much|altogether|combined|revenue)\b", text) or quantity:
            return "sum"
        if measure and (direction or self.words[:1] == ["when"]):
            return "min" if direction < 0 else "max"
        return "none"

    @staticmethod
    def _agg_expr(agg: str, mexpr: str | None) -> str:
        if agg == "count" or not mexpr:
            return "COUNT(*)"
        if agg in ("avg", "sum"):
            return f"ROUND({agg.upper()}({mexpr}), 2)"
        return f"{agg.upper()}({mexpr})" if agg in ("max", "min") else mexpr

    def _add_filters(self, query: Query, values: list[Link], columns: list[Link]) -> set[tuple[str, str | None]]:
        """Value, small-number, missing-value and still-current filters; returns the columns they use."""
        used, by_expr = set(), {}
        for v in values:
            negated = bool(NEGATIONS & set(self.words[max(0, v.start - 3):v.start]))
            by_expr.setdefault((v.table, v.expr, negated), []).append(v.value)
        for (table, expr, negated), found in by_expr.items():
            found = list(dict.fromkeys(found))
            query.where.append(f"{expr} {'NOT ' if negated else ''}IN ({', '.join(map(literal, found))})")
            query.filter_tables.add(table)
            used.add((table, expr.split(".", 1)[1].strip('"')))
        current, spans = bool(CURRENT_WORDS & set(self.words)), set()
        for c in columns:
            where = None
            nxt = self.words[c.end] if c.end < len(self.words) else ""
            col = self.schema.col(c.table, c.column) or {}
            before = self.words[max(0, c.start - 4):c.start]
            if nxt.isdigit() and len(nxt) < 4 and self.schema.kind(c.table, c.column) in ("number", "quantity"):
                where = f"{quote(c.table)}.{quote(c.column)} = {nxt}"  # "Year 7", "floor 1"
            elif not col.get("not_null") and ({"no", "without", "missing", "don", "doesn"} & set(before)):
                where = f"{quote(c.table)}.{quote(c.column)} IS NULL"
            elif not col.get("not_null") and any(p in END_PARTS for p in parts_of(c.column)) and not current:
                where = f"{quote(c.table)}.{quote(c.column)} IS NOT NULL"  # "discontinued", "left"
            if where and where not in query.where and c.start not in spans:
                spans.add(c.start)
                query.where.append(where)
                query.filter_tables.add(c.table)
                used.add((c.table, c.column))
        if current:
            for table in self.schema.tables:
                ended = [c["name"] for c in self.schema.tables[table] if not c["not_null"] and self.schema.kind(
                    table, c["name"]) == "date" and any(p in END_PARTS for p in parts_of(c["name"]))]
                if ended and any(l.table == table for l in self._table_links(set()) + values):
                    query.where.append(f"{quote(table)}.{quote(ended[0])} IS NULL")
                    query.filter_tables.add(table)
        query.tables |= query.filter_tables
        return used

    def _add_date_filter(self, query: Query, columns: list[Link], text: str) -> None:
        year = re.search(r"\b(19\d\d|20\d\d)\b", text)
        month = next((MONTHS[w] for w in self.words if w in MONTHS and w != "may"), None)
        if not year and not month:
            return
        dates = sorted((c for c in columns if self.schema.kind(c.table, c.column) == "date"),
                       key=lambda c: (isinstance(c.value, int), c.table != query.base, c.start))
        if not dates:
            dates = [Link(0, 0, query.base, c["name"]) for c in self.schema.tables.get(query.base, [])
                     if self.schema.kind(query.base, c["name"]) == "date" and "birth" not in c["name"]]
            dates.sort(key=lambda l: not (self.schema.col(l.table, l.column) or {}).get("not_null"))
        if not dates:
            return
        col = f"{quote(dates[0].table)}.{quote(dates[0].column)}"
        if year and month:
            query.where.append(f"substr({col}, 1, 7) = '{year.group(1)}-{month:02d}'")
        elif year:
            query.where.append(f"substr({col}, 1, 4) = '{year.group(1)}'")
        else:
            query.where.append(f"substr({col}, 6, 2) = '{month:02d}'")
        query.filter_tables.add(dates[0].table)
        query.tables.add(dates[0].table)

    # ------------------------------------------------------------------ answering

    def _answer_text(self) -> str:
        result = self.result
        if result is None or not result.rows:
            return FALLBACK_ANSWER
        rows = [[self._cell(v) for v in row] for row in result.rows[:LIST_ITEMS]]
        if len(rows) == 1 and len(rows[0]) == 1:
            return f"The answer is {rows[0][0]}."
        if all(len(r) == 1 for r in rows):
            return ", ".join(r[0] for r in rows) + "."
        return "\n".join(f"{' '.join(r[:-1])}: {r[-1]}" for r in rows)

    @staticmethod
    def _cell(value) -> str:
        if isinstance(value, float):
            return f"{value:.2f}" if abs(value) >= 1 else f"{value:.4f}"
        return "none" if value is None else str(value)
