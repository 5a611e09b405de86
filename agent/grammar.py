"""Constrained decoding: a GBNF grammar of the agent's next action, written from what the episode has shown.

    grammar = analyst_grammar(["orders", "customers"], {"orders": ["order_id", "total"]}, describe=["customers"])
    grammar = index_grammar({"orders": ["id", "customer_id"]}, ["q1", "q2"], created=["idx_orders_customer_id"])
    LlamaCppGenerator(...)(conversations, grammars=[grammar])   # every reply is one action the grammar accepts

Measured on unseen databases, most of a small model's failed queries name a table or a column that does not exist
(``invented`` in agent.evaluate's report), and a greedy model may DESCRIBE the same table again and again. Decoding
under this grammar makes both impossible. A reply is exactly one action line:
- ``DESCRIBE`` / ``SAMPLE`` a table the episode has not looked at that way yet (looking again shows nothing new);
- ``QUERY`` one SELECT of SQLite's common grammar over the tables whose columns the episode has shown (schema mode:
  those its first observation lists, and those DESCRIBEd; explore mode: those DESCRIBEd, so none before the first
  DESCRIBE), naming only those columns, a qualified column only its own table's;
- ``ANSWER`` free text, always possible.
The model still chooses, among what the grammar allows, the continuation it finds most likely; the grammar reads
only the catalogue the agent was shown (never a gold query).

The SQL subset: SELECT [DISTINCT] ... [FROM tables and subqueries, JOINs (LEFT/INNER/CROSS, ON)], WHERE, GROUP BY,
HAVING, ORDER BY, LIMIT/OFFSET, UNION/INTERSECT/EXCEPT; expressions with arithmetic, comparisons, AND/OR/NOT, IS
[NOT] NULL, [NOT] LIKE/IN/BETWEEN, CASE, CAST, scalar subqueries, EXISTS, window functions and SQLite's usual
functions. Keywords upper or lower case; one space between words, as the project's expert queries are written.
Table aliases are at most three characters (``o``, ``t1``, ``sup``; quoted, up to eight), so a table's columns stay
tied to it; a result column may be named anything (``AS total_sales``) and GROUP BY / ORDER BY may use that name.
A WITH query is decoded under a loose copy of the rules (its CTEs are tables the catalogue cannot know).
``python -m bench grammar`` reports how many gold queries the grammar accepts (it must not forbid right answers).

    python -m pytest tests/test_grammar.py
"""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping, Sequence

from envs.sandbox import needs_quotes, quote_identifier

NAME = re.compile(r"(?<![a-z-])[a-z][a-z-]*(?![a-z-])")  # a rule name in a GBNF body (outside strings)
STRING_OR_CLASS = re.compile(r'"(?:[^"\\]|\\.)*"|\[(?:[^\]\\]|\\.)*\]')  # a GBNF literal or character class
STRING_OR_CLASS_SPLIT = re.compile(f"({STRING_OR_CLASS.pattern})")
MAX_INDEX_COLUMNS = 4  # the widest index create_index offers (best-known configurations use up to 4)
FUNCTIONS = ("COUNT", "SUM", "AVG", "MIN", "MAX", "TOTAL", "GROUP_CONCAT", "ROUND", "ABS", "LOWER", "UPPER",
             "LENGTH", "SUBSTR", "SUBSTRING", "TRIM", "COALESCE", "IFNULL", "NULLIF", "IIF", "INSTR", "REPLACE",
             "STRFTIME", "DATE", "DATETIME", "JULIANDAY", "TIME", "PRINTF", "RANK", "DENSE_RANK", "ROW_NUMBER",
             "LAG", "LEAD", "NTILE", "FIRST_VALUE", "LAST_VALUE")

# Rules that do not depend on the database. ``sp``: the one space between words; ``ws``: an optional one.
SQL_RULES = r"""
select-stmt ::= select-core (sp compound sp select-core)* order-by? limit?
with-stmt ::= kw-with sp cte (comma cte)* sp select-stmt
cte ::= alias-name sp kw-as sp "(" ws select-stmt ws ")"
compound ::= kw-union (sp kw-all)? | kw-intersect | kw-except
select-core ::= kw-select sp (kw-distinct sp)? result (comma result)* (sp kw-from sp source (join)*)? where? group-by?
result ::= "*" | table-star | expr (sp kw-as sp alias-name | sp alias-name)?
source ::= (table-name | "(" ws select-stmt ws ")") (sp (kw-as sp)? table-alias)?
join ::= comma source | sp join-op sp source (sp kw-on sp expr)?
join-op ::= (kw-left sp (kw-outer sp)? | kw-inner sp | kw-cross sp)? kw-join
where ::= sp kw-where sp expr
group-by ::= sp kw-group sp kw-by sp group-term (comma group-term)* (sp kw-having sp expr)?
group-term ::= expr | alias-name
order-by ::= sp kw-order sp kw-by sp order-term (comma order-term)*
order-term ::= (expr | alias-name) (sp (kw-asc | kw-desc))?
limit ::= sp kw-limit sp integer ((sp kw-offset sp | comma) integer)?
expr ::= term (binary term)*
binary ::= ws symbol ws | sp (kw-and | kw-or) sp
symbol ::= "=" | "==" | "!=" | "<>" | "<" | "<=" | ">" | ">=" | "+" | "-" | "*" | "/" | "%" | "||"
term ::= (kw-not sp | "-")? primary predicate*
predicate ::= sp kw-is (sp kw-not)? sp kw-null | sp kw-not sp kw-null | sp (kw-not sp)? (kw-like | kw-glob) sp primary | sp (kw-not sp)? kw-in ws "(" ws (select-stmt | expr (comma expr)*) ws ")" | sp (kw-not sp)? kw-between sp primary sp kw-and sp primary
primary ::= column-ref | number | string | kw-null | call | cast | case | kw-exists ws "(" ws select-stmt ws ")" | "(" ws (select-stmt | expr) ws ")"
call ::= function ws "(" ws ((kw-distinct sp)? expr (comma expr)* | "*")? ws ")" window?
window ::= sp kw-over ws "(" ws (kw-partition sp kw-by sp expr (comma expr)*)? (ws kw-order sp kw-by sp order-term (comma order-term)*)? ws ")"
cast ::= kw-cast ws "(" ws expr sp kw-as sp type-name ws ")"
type-name ::= "INTEGER" | "REAL" | "TEXT" | "NUMERIC" | "integer" | "real" | "text" | "numeric" | "FLOAT" | "float"
case ::= kw-case (sp expr)? (sp kw-when sp expr sp kw-then sp expr)+ (sp kw-else sp expr)? sp kw-end
column-ref ::= qualified-column | table-alias "." column-name | column-name
number ::= [0-9]{1,15} ("." [0-9]{1,10})?
integer ::= [0-9]{1,9}
string ::= "'" ([^'\n] | "''"){0,80} "'"
table-alias ::= [a-zA-Z] [a-zA-Z0-9]? [a-zA-Z0-9]? | "\"" [a-zA-Z] [a-zA-Z0-9_]{0,7} "\""
alias-name ::= [a-zA-Z_] [a-zA-Z0-9_]* | "\"" [^"\n]+ "\""
comma ::= ws "," ws
sp ::= " "
ws ::= " "?
"""


# A WITH query's CTEs are tables, and their result columns names, that the catalogue cannot know: it is decoded
# under a loose copy of SQL_RULES, whose rules that reach a catalogue name are copied as "<name>-w" with these
# names widened to any name. Ordinary queries, the common case, stay strict.
LOOSE_NAMES = {"table-name": "any-table", "column-name": "any-column", "qualified-column": "any-qualified"}
LOOSE_RULES = """
query ::= (select-stmt | with-stmt-w) (ws ";")?
any-table ::= table-name | alias-name
any-column ::= column-name | alias-name
any-qualified ::= qualified-column | alias-name "." any-column
"""


def analyst_grammar(tables: Sequence[str], columns: Mapping[str, Sequence[str]],
                    describe: Sequence[str] | None = None, sample: Sequence[str] | None = None) -> str:
    """The GBNF grammar of one analyst action on a database with ``tables``.

    ``columns``: the column names the episode has shown, per table; QUERY may name only those tables and columns
    (no table shown yet: no QUERY, the model must DESCRIBE first). ``describe`` / ``sample``: the tables those verbs
    may still name (default: every table); an episode passes the ones it has not looked at, since looking again
    shows nothing new. ANSWER is always possible."""
    names = list(dict.fromkeys(tables))
    if not names:
        raise ValueError("a grammar needs at least one table name")
    known = {table: list(dict.fromkeys(columns[table])) for table in names if columns.get(table)}
    actions, lines = [], []
    for verb, choices in (("DESCRIBE", describe), ("SAMPLE", sample)):
        choices = names if choices is None else [table for table in names if table in set(choices)]
        if choices:
            actions.append(f'"{verb} " {verb.lower()}-table')
            lines.append(f"{verb.lower()}-table ::= {_alternatives(choices)}")
    if known:
        actions.append('"QUERY " query')
        lines += _catalogue_rules(known)
    actions.append('"ANSWER " answer-text')
    lines.append("answer-text ::= [^\\n]{1,400}")
    root = f'root ::= ({" | ".join(actions)}) "\\n"?'
    if not known:
        return "\n".join([root, *lines]) + "\n"
    return "\n".join([root, *lines]) + SQL_RULES + LOOSE_RULES + _loose_copy(SQL_RULES)


def index_grammar(tables: Mapping[str, Sequence[str]], queries: Sequence[str], created: Sequence[str] = (), *,
                  indexable: Mapping[str, Collection[str]] | None = None,
                  leading: Mapping[str, Collection[str]] | None = None, rewritable: Collection[str] | None = None,
                  tried: Mapping[str, Collection[Sequence[str]]] | None = None, inspected: Collection[str] = (),
                  analyzed: bool = False, submit: bool = True, changes: bool = True) -> str:
    """The GBNF grammar of one index-tuning action on a database whose ``tables`` map to their columns.

    ``inspect_query`` and ``rewrite_query`` name a workload query of ``queries``; ``create_index`` names a table and
    up to MAX_INDEX_COLUMNS of that table's columns, each once (when given, only those of ``indexable``, table ->
    columns, case aside: the columns the workload uses, since an index of any other serves no statement and slows
    every write; and first one of ``leading``: the columns a statement searches or sorts by, since an index is
    searched by its first column); ``drop_index`` one of the ``created`` indexes (no drop before the first create);
    ``analyze_statistics`` a table or every table; ``rewrite_query`` one of ``rewritable`` (default: every query;
    the ones a rewrite could help). The SQL of ``rewrite_query`` and ``explain`` and the report are free text on one
    line (the environment checks them; decoding rewrites under the analyst's SQL grammar was measured: the model
    then spent its steps on rewrites that parse but return other rows: 34.8% on validation against 36.7-40.7% in
    two runs of free text).

    What the episode has already done can be kept out, so that the model's likeliest reply is a new action:
    ``tried`` maps a table to the column lists already indexed (or refused) on it, which ``create_index`` may not
    name again (case aside); ``inspected`` the queries ``inspect_query`` may not name again; ``analyzed``: no
    ``analyze_indexes``; ``submit=False``: no ``submit_report``; ``changes=False``: only actions that look (the
    cost guard's last step: a change could not be measured and undone)."""
    names = [t for t in dict.fromkeys(tables) if list(tables[t])]
    if not names or not queries:
        raise ValueError("an index grammar needs a table with columns and a workload query")
    queries = list(dict.fromkeys(queries))
    seen = {q.casefold() for q in inspected}
    fresh = [q for q in queries if q.casefold() not in seen]
    tried = {str(t).casefold(): lists for t, lists in (tried or {}).items()}
    allowed = None if rewritable is None else {str(q).casefold() for q in rewritable}
    targets = [q for q in queries if changes and (allowed is None or q.casefold() in allowed)]
    actions = [*(['"inspect_query(" fresh-qid ")"'] if fresh else []), *([] if analyzed else ['"analyze_indexes"']),
               *(['"analyze_statistics" ("(" table-name ")")?', '"create_index(" index-def ")"'] if changes else []),
               *(['"rewrite_query(" qid ", " free-text ")"'] if targets else []),
               '"explain(" free-text ")"', *(['"submit_report(" free-text ")"'] if submit else [])]
    lines = [*([f"qid ::= {' | '.join(_literal(q) for q in targets)}"] if targets else []),
             f"table-name ::= {_alternatives(names)}", 'unique ::= ", unique=True"', "free-text ::= [^\\n]{1,600}"]
    usable, first = _folded(indexable), _folded(leading)
    defs = []
    for n, table in enumerate(names):
        columns = [c for c in dict.fromkeys(tables[table])
                   if usable is None or c.casefold() in usable.get(table.casefold(), ())]
        lead = [c for c in columns if first is None or c.casefold() in first.get(table.casefold(), ())]
        rules = _column_list_rules(n, columns, tried.get(table.casefold(), ()), lead) if lead else []
        if any(rule.startswith(f"list-{n} ::=") for rule in rules):
            defs.append(f'{_any_case(table)} ", [" list-{n} unique?')
            lines += rules
    if defs:
        lines.append(f"index-def ::= {' | '.join(defs)}")
    elif changes:  # nothing left to create: every list was tried, or the workload uses no column
        actions.remove('"create_index(" index-def ")"')
    if fresh:
        lines.append(f"fresh-qid ::= {' | '.join(_literal(q) for q in fresh)}")
    if created and changes:
        actions.append('"drop_index(" index-name ")"')
        lines.append(f"index-name ::= {' | '.join(_literal(name) for name in dict.fromkeys(created))}")
    return "\n".join([f'root ::= ({" | ".join(actions)}) "\\n"?', *lines]) + "\n"


def _folded(columns: Mapping[str, Collection[str]] | None) -> dict[str, set[str]] | None:
    """table -> columns, every name case-folded (None stays None: no restriction)."""
    if columns is None:
        return None
    return {str(t).casefold(): {str(c).casefold() for c in names} for t, names in columns.items()}


def _column_list_rules(n: int, columns: list[str], tried: Collection[Sequence[str]],
                       lead: Collection[str] | None = None) -> list[str]:
    """Rules for table ``n``'s column list after ``[``, closing bracket included: up to MAX_INDEX_COLUMNS of its
    ``columns``, each at most once, the first one of ``lead`` (default: any), and none of the lists in ``tried``;
    no rule ``list-n`` when nothing is left.

    A state is what was written so far: off the tried lists only the set of columns matters (rules are shared
    across orders); on a prefix of a tried list (a node of their trie) the order does, and the bracket may not
    close where a tried list ends."""
    by_fold = {c.casefold(): c for c in columns}
    trie: list[dict[str, int]] = [{}]
    ends: set[int] = set()
    for listed in tried:
        known = [by_fold.get(str(c).casefold()) for c in listed]
        if not known or None in known or len(set(known)) < len(known) or len(known) > MAX_INDEX_COLUMNS:
            continue  # a list the grammar could not write anyway
        node = 0
        for column in known:
            if column not in trie[node]:
                trie[node][column] = len(trie)
                trie.append({})
            node = trie[node][column]
        ends.add(node)
    lines = [f"col-{n}-{i} ::= {_any_case(c)}" for i, c in enumerate(columns)]
    ref = {c: f"col-{n}-{i}" for i, c in enumerate(columns)}
    names: dict[object, str | None] = {}

    def state(used: tuple[str, ...], node: int | None) -> str | None:
        key = ("trie", node) if node is not None else frozenset(used)
        if key in names:
            return names[key]
        names[key] = name = f"list-{n}" if not used else f"list-{n}-{len(names)}"
        children = trie[node] if node is not None else {}
        follow = []
        options = columns if used or lead is None else [c for c in columns if c in set(lead)]
        if len(used) < MAX_INDEX_COLUMNS:
            for column in options:
                if column in used:
                    continue
                if column in children or len(used) + 1 < MAX_INDEX_COLUMNS:
                    after = state((*used, column), children.get(column))
                    follow += [f"{ref[column]} {after}"] if after else []
            last = [ref[c] for c in options if c not in used and c not in children]
            if last and len(used) + 1 == MAX_INDEX_COLUMNS:
                follow.append(f'({" | ".join(last)}) "]"')
        parts = ['"]"'] if used and node not in ends else []
        if follow:
            parts.append(('", " ' if used else "") + (follow[0] if len(follow) == 1 else f"({' | '.join(follow)})"))
        names[key] = name if parts else None
        if parts:
            lines.append(f"{name} ::= {' | '.join(parts)}")
        return names[key]

    state((), 0)
    return lines


def _catalogue_rules(known: Mapping[str, list[str]]) -> list[str]:
    """The rules naming the database: its tables, each table's columns (qualified by it), every column bare."""
    lines = [f"table-name ::= {_alternatives(list(known))}"]
    qualified, star = [], []
    for n, table in enumerate(known):
        lines.append(f"columns-{n} ::= {_alternatives(known[table])}")
        qualified.append(f'{_identifier(table)} "." columns-{n}')
        star.append(f'{_identifier(table)} ".*"')
    lines.append(f"column-name ::= {_alternatives(list(dict.fromkeys(c for t in known for c in known[t])))}")
    lines.append(f"qualified-column ::= {' | '.join(qualified)}")
    lines.append(f'table-star ::= {" | ".join(star)} | table-alias ".*"')
    lines.append(f"function ::= {' | '.join(_keyword(f) for f in FUNCTIONS)}")
    lines += [f"kw-{word} ::= {_keyword(word)}" for word in _keywords_used()]
    return lines


def _loose_copy(rules: str) -> str:
    """``rules`` again with every rule they define renamed ``<name>-w`` and the catalogue's names widened."""
    bodies = {}
    for line in rules.strip().splitlines():
        head, body = line.split(" ::= ", 1)
        # the rule names a body refers to: what is left once its strings and character classes are cut out
        bodies[head] = (body, set(NAME.findall(STRING_OR_CLASS.sub(" ", body))))
    widened = set(LOOSE_NAMES)
    while grown := {head for head, (_, refs) in bodies.items() if head not in widened and refs & widened}:
        widened |= grown
    renamed = {head: f"{head}-w" for head in widened if head in bodies} | LOOSE_NAMES

    def rename(piece: str) -> str:
        return NAME.sub(lambda match: renamed.get(match.group(0), match.group(0)), piece)

    out = [f"{renamed[head]} ::= " + "".join(piece if i % 2 else rename(piece)
                                             for i, piece in enumerate(STRING_OR_CLASS_SPLIT.split(body)))
           for head, (body, _) in bodies.items() if head in renamed and head not in LOOSE_NAMES]
    return "\n" + "\n".join(out) + "\n"


def _keywords_used() -> list[str]:
    return sorted(set(re.findall(r"\bkw-([a-z]+)", SQL_RULES)))


def _keyword(word: str) -> str:
    """A keyword in upper or lower case."""
    return f'("{word.upper()}" | "{word.lower()}")'


def _identifier(name: str) -> str:
    """A GBNF alternative matching ``name`` as SQL writes it: bare when it may be, else double-quoted; both forms
    when a bare one exists (models quote names now and then)."""
    quoted = _literal(quote_identifier(name))
    return quoted if needs_quotes(name) else f"({_literal(name)} | {quoted})"


def _any_case(name: str) -> str:
    """``name`` as written, or in lower case (SQLite names are case-blind, and the environment reports indexes and
    columns in lower case, as the demonstrations write them)."""
    lower = name.lower()
    return _identifier(name) if lower == name else f"({_identifier(name)} | {_identifier(lower)})"


def _alternatives(names: Sequence[str]) -> str:
    return " | ".join(_identifier(name) for name in names)


def _literal(text: str) -> str:
    """``text`` as a GBNF string literal."""
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\r", "\\r")
    return f'"{escaped}"'
