"""Query rewrites that let an index serve SQL it otherwise cannot: general mechanisms on the sqlglot tree.

Each mechanism keeps the query's meaning; the environment still accepts a rewrite only after checking on the data
that it returns the same rows (``IndexTuningEnv._do_rewrite_query``).

- ``sargable``: a function of an indexed TEXT column compared for equality - ``substr(c, 1, k) = v``,
  ``strftime('%Y-%m-%d', c) = v`` (also ``'%Y-%m'``, ``'%Y'``, ``date(c)``; on DATE/TIME columns too, which hold
  ISO-8601 text whatever their affinity), ``lower(c) = v``, ``upper(c) = v`` -
  and ``c LIKE 'prefix%'`` gain the range they imply (``c >= lo AND c < hi``; the case-insensitive ones one range
  per upper/lower-case spelling of their first letters), kept beside the original predicate, which still filters.
  ``v`` may be a literal or an expression of other tables (a join or a correlated subquery's outer row). A leading
  wildcard (``LIKE '%x'``) implies no range and is left alone.
- ``decorrelate``: a correlated scalar aggregate ``(SELECT agg(...) FROM t WHERE t.k = outer.x AND ...)`` becomes a
  LEFT JOIN to ``(SELECT k, agg(...) FROM t WHERE ... GROUP BY k)``, computed once instead of once per outer row
  (COUNT becomes ``coalesce(.., 0)``); a correlated ``EXISTS`` in a conjunction becomes ``outer.x IN (SELECT k ...)``.
- ``or_to_union``: ``WHERE (a OR b) AND rest`` over different columns becomes ``... WHERE a AND rest UNION ALL ...
  WHERE b AND rest AND (a) IS NOT 1`` (each row once, so the bag of rows is unchanged).

    from envs.index_tuning.rewrites import rewrite
    rewrite("SELECT id FROM t WHERE substr(ref, 1, 3) = 'ABC'", {"t": {"id": "INTEGER", "ref": "TEXT"}})
    python -m pytest tests/test_index_rewrites.py
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

import sqlglot
from sqlglot import exp

MECHANISMS = ("sargable", "decorrelate", "or_to_union")
CASE_LETTERS = 3  # leading letters whose upper/lower spellings get a range each (2**3 = 8 ranges at most)
MAX_CHAR = "\U0010ffff"  # the largest code point: every string starting with p sorts below p || MAX_CHAR
PREFIX_FORMATS = {"%Y-%m-%d": 10, "%Y-%m": 7, "%Y": 4}  # strftime formats whose result is a prefix of ISO-8601 text
AGGREGATES = (exp.Count, exp.Sum, exp.Avg, exp.Min, exp.Max)


@dataclass(frozen=True)
class Rewrite:
    sql: str  # the rewritten query
    mechanisms: tuple[str, ...]  # what changed, e.g. ("sargable: substr(reference) -> range",)


def text_affinity(declared: str | None) -> bool:
    """SQLite's column affinity rule: TEXT when the type names CHAR, CLOB or TEXT and not INT."""
    kind = (declared or "").upper()
    return "INT" not in kind and any(word in kind for word in ("CHAR", "CLOB", "TEXT"))


# ---- names: which table (and which SELECT) a column belongs to ------------------------------------------------

def _sources(select: exp.Select) -> dict[str, str]:
    """alias -> real table name (lower case) of a SELECT's own FROM and JOINs."""
    out = {}
    for table in [select.args.get("from_") or select.args.get("from")] + list(select.args.get("joins") or []):
        node = table.this if table is not None else None
        if isinstance(node, exp.Table) and node.name:
            out[node.alias_or_name.lower()] = node.name.lower()
    return out


def owner_of(column: exp.Column, types: dict) -> tuple[exp.Select, str, str] | None:
    """(select, alias, table) whose source this column reads, searching from the innermost SELECT outwards."""
    name, qualifier = column.name.lower(), column.table.lower()
    select = column.find_ancestor(exp.Select)
    while select is not None:
        for alias, table in _sources(select).items():
            if (alias == qualifier if qualifier else True) and name in types.get(table, {}):
                return select, alias, table
        select = select.find_ancestor(exp.Select)
    return None


def _lower_types(types: dict[str, dict[str, str]]) -> dict[str, dict[str, str]]:
    return {t.lower(): {c.lower(): (k or "") for c, k in cols.items()} for t, cols in types.items()}


# ---- sargable: implied ranges ---------------------------------------------------------------------------------

def _succ(prefix: str) -> str | None:
    """The smallest string above every string that starts with ``prefix`` (None: no such bound)."""
    stripped = prefix.rstrip(MAX_CHAR)
    if not stripped:
        return None
    last = ord(stripped[-1]) + 1
    if 0xD800 <= last <= 0xDFFF:  # surrogates are not text
        last = 0xE000
    return stripped[:-1] + chr(last)


def _ascii_upper(text: str) -> str:
    return "".join(c.upper() if "a" <= c <= "z" else c for c in text)


def _ascii_lower(text: str) -> str:
    return "".join(c.lower() if "A" <= c <= "Z" else c for c in text)


def prefix_ranges(prefix: str, case_insensitive: bool) -> list[tuple[str, str | None]]:
    """[lo, hi) ranges holding every string that starts with ``prefix`` (ASCII case-folded when asked)."""
    if not case_insensitive:
        return [(prefix, _succ(prefix))]
    letters = [i for i, c in enumerate(prefix) if c.isascii() and c.isalpha()][:CASE_LETTERS]
    if not letters:
        return [(prefix, _succ(prefix))]
    cut = letters[-1] + 1
    head, rest = prefix[:cut], prefix[cut:]
    ranges = []
    for cases in itertools.product((str.upper, str.lower), repeat=len(letters)):
        chars = list(head)
        for index, case in zip(letters, cases):
            chars[index] = case(chars[index])
        spelled = "".join(chars)
        ranges.append((spelled + _ascii_upper(rest), _succ(spelled + _ascii_lower(rest))))
    return sorted(ranges)


def _range_condition(column: exp.Column, ranges) -> exp.Expression:
    parts = []
    for lo, hi in ranges:
        part = exp.GTE(this=column.copy(), expression=exp.Literal.string(lo))
        if hi is not None:
            part = exp.and_(part, exp.LT(this=column.copy(), expression=exp.Literal.string(hi)))
        parts.append(part)
    return exp.paren(exp.or_(*parts)) if len(parts) > 1 else parts[0]


def _open_prefix_condition(column: exp.Column, value: exp.Expression) -> exp.Expression:
    """c >= v AND c < v || char(0x10FFFF): every string that starts with the (non-literal) text v."""
    top = exp.DPipe(this=value.copy(), expression=sqlglot.parse_one("char(1114111)", read="sqlite"))
    return exp.and_(exp.GTE(this=column.copy(), expression=value.copy()), exp.LT(this=column.copy(), expression=top))


def _function_column(node: exp.Expression) -> tuple[exp.Column, str] | None:
    """(column, how) when ``node`` is a prefix-like or case function of a bare column."""
    if isinstance(node, exp.Substring) and isinstance(node.this, exp.Column):
        start, length = node.args.get("start"), node.args.get("length")
        if isinstance(start, exp.Literal) and start.this == "1" and isinstance(length, exp.Literal) and not length.is_string:
            return node.this, "prefix"
    if isinstance(node, exp.TimeToStr):
        inner = node.this.this if isinstance(node.this, exp.TsOrDsToTimestamp) else node.this
        fmt = node.args.get("format")
        if isinstance(inner, exp.Column) and isinstance(fmt, exp.Literal) and fmt.this in PREFIX_FORMATS:
            return inner, "date"
    if isinstance(node, exp.Date) and isinstance(node.this, exp.Column) and not node.expressions:
        return node.this, "date"
    if isinstance(node, (exp.Lower, exp.Upper)) and isinstance(node.this, exp.Column):
        return node.this, "lower" if isinstance(node, exp.Lower) else "upper"
    return None


def _independent(value: exp.Expression, owner, types) -> bool:
    """True when ``value`` reads nothing from the column's own row (a literal, or other tables' columns)."""
    if value.find(exp.Select, exp.Subquery):
        return False
    for column in value.find_all(exp.Column):
        other = owner_of(column, types)
        if other is None or (other[0] is owner[0] and other[1] == owner[1]):
            return False
    return True


def _sargable_condition(node: exp.Expression, types) -> tuple[exp.Expression, str] | None:
    """The range implied by one predicate, or None."""
    if isinstance(node, exp.Like) and isinstance(node.this, exp.Column) and isinstance(node.expression, exp.Literal):
        if not isinstance(node.parent, exp.Escape) and node.expression.is_string:
            pattern = node.expression.this
            cut = min([i for i in (pattern.find("%"), pattern.find("_")) if i >= 0], default=len(pattern))
            owner = owner_of(node.this, types)
            if cut > 0 and owner and text_affinity(types[owner[2]][node.this.name.lower()]):
                return _range_condition(node.this, prefix_ranges(pattern[:cut], True)), f"LIKE prefix on {node.this.name}"
        return None
    if not isinstance(node, exp.EQ):
        return None
    for side, value in ((node.this, node.expression), (node.expression, node.this)):
        found = _function_column(side)
        if not found:
            continue
        column, how = found
        owner = owner_of(column, types)
        declared = types[owner[2]][column.name.lower()] if owner else ""
        dated = how == "date" and any(word in declared.upper() for word in ("DATE", "TIME"))  # ISO text, any affinity
        if not owner or not (text_affinity(declared) or dated) or not _independent(value, owner, types):
            continue
        how = "prefix" if how == "date" else how
        name = f"{side.sql(dialect='sqlite').split('(')[0].lower()}({column.name}) -> range"
        if isinstance(value, exp.Literal) and value.is_string:
            text = value.this
            if how == "prefix":
                return _range_condition(column, prefix_ranges(text, False)), name
            if (how == "lower" and text != _ascii_lower(text)) or (how == "upper" and text != _ascii_upper(text)) or not text:
                return None  # never true as written; not this module's business
            return _range_condition(column, prefix_ranges(text, True)), name
        if how == "prefix" and not isinstance(value, exp.Literal):
            return _open_prefix_condition(column, value), name
    return None


def sargable(tree: exp.Expression, types) -> list[str]:
    """Add implied ranges next to non-sargable predicates, in place; returns what was done."""
    done = []
    for node in list(tree.find_all(exp.EQ, exp.Like)):
        found = _sargable_condition(node, types)
        if found:
            condition, name = found
            node.replace(exp.paren(exp.and_(node.copy(), condition)))
            done.append(f"sargable: {name}")
    return done


# ---- decorrelate ----------------------------------------------------------------------------------------------

def _conjuncts(node: exp.Expression | None) -> list[exp.Expression]:
    return list(node.flatten()) if isinstance(node, exp.And) else ([node] if node is not None else [])


def _in_where_of(node: exp.Expression, select: exp.Select) -> bool:
    parent = node.parent
    while parent is not None and parent is not select:
        if isinstance(parent, (exp.Select, exp.Join)):
            return False
        if isinstance(parent, exp.Where):
            return parent.parent is select
        parent = parent.parent
    return False


def _correlation(inner: exp.Select, types) -> tuple[list, list] | None:
    """Split a subquery's WHERE into ([(inner_expr, outer_expr)], [local conditions]); None when not decorrelatable."""
    keys, local = [], []
    where = inner.args.get("where")
    for condition in _conjuncts(where.this if where else None):
        scopes = {(owner_of(c, types) or (None,))[0] is inner for c in condition.find_all(exp.Column)}
        if scopes <= {True} and not condition.find(exp.Select):
            local.append(condition)
            continue
        if not isinstance(condition, exp.EQ) or condition.find(exp.Select):
            return None
        sides = []
        for side in (condition.this, condition.expression):
            owners = {(owner_of(c, types) or (None,))[0] is inner for c in side.find_all(exp.Column)}
            sides.append(owners)
        if sides[0] == {True} and sides[1] == {False}:
            keys.append((condition.this, condition.expression))
        elif sides[0] == {False} and sides[1] == {True}:
            keys.append((condition.expression, condition.this))
        else:
            return None
    return (keys, local) if keys else None


def _source_table(select: exp.Select) -> exp.Table:
    return (select.args.get("from_") or select.args.get("from")).this.copy()


def _simple_subquery(select: exp.Select) -> bool:
    joins, group = select.args.get("joins"), select.args.get("group")
    blocked = ("having", "order", "limit", "offset", "distinct", "with", "qualify")
    return not joins and group is None and not any(select.args.get(k) for k in blocked) and len(_sources(select)) == 1


def _exists_to_in(exists: exp.Exists, types) -> bool:
    """A correlated EXISTS that is a conjunct of its WHERE -> ``outer IN (SELECT inner ...)``, in place."""
    inner, outer = exists.this, exists.find_ancestor(exp.Select)
    if not isinstance(inner, exp.Select) or outer is None or not _simple_subquery(inner):
        return False
    parent = exists.parent
    while isinstance(parent, (exp.And, exp.Paren)):
        parent = parent.parent
    if not isinstance(parent, exp.Where):
        return False
    split = _correlation(inner, types)
    if split is None or len(split[0]) != 1:
        return False
    [(key, value)], local = split
    body = exp.select(key.copy()).from_(_source_table(inner), copy=False)
    if local:
        body = body.where(exp.and_(*[c.copy() for c in local]))
    exists.replace(exp.In(this=value.copy(), query=exp.Subquery(this=body)))
    return True


def decorrelate(tree: exp.Expression, types) -> list[str]:
    """Correlated scalar aggregates -> LEFT JOIN to a grouped derived table; EXISTS -> IN; in place."""
    done, counter = [], itertools.count(1)
    for exists in list(tree.find_all(exp.Exists)):
        if _exists_to_in(exists, types):
            done.append("decorrelate: EXISTS -> IN")
    for subquery in list(tree.find_all(exp.Subquery)):
        inner = subquery.this
        outer = subquery.find_ancestor(exp.Select)
        if not isinstance(inner, exp.Select) or outer is None or not _simple_subquery(inner):
            continue
        if not _in_where_of(subquery, outer) or not (outer.args.get("from_") or outer.args.get("from")):
            continue
        split = _correlation(inner, types)
        projections = inner.expressions
        if split is None or len(projections) != 1:
            continue
        keys, local = split
        aggregate = projections[0].unalias()
        if not isinstance(aggregate, AGGREGATES) or aggregate.find(exp.Window, exp.Select):
            continue
        if any((owner_of(c, types) or (None,))[0] is not inner for c in aggregate.find_all(exp.Column)):
            continue  # the aggregate reads the outer row: it cannot be computed once per group
        alias = f"corr_{next(counter)}"
        body = exp.select(*[exp.alias_(k.copy(), f"k{i}") for i, (k, _) in enumerate(keys, 1)],
                          exp.alias_(aggregate.copy(), "v"))
        body = body.from_(_source_table(inner), copy=False)
        if local:
            body = body.where(exp.and_(*[c.copy() for c in local]))
        body = body.group_by(*[k.copy() for k, _ in keys])
        on = exp.and_(*[exp.EQ(this=exp.column(f"k{i}", alias), expression=o.copy()) for i, (_, o) in enumerate(keys, 1)])
        outer.join(exp.Subquery(this=body, alias=exp.TableAlias(this=exp.to_identifier(alias))), on=on,
                   join_type="left", copy=False)
        value = exp.column("v", alias)
        if isinstance(aggregate, exp.Count):
            value = exp.func("coalesce", value, exp.Literal.number(0))
        subquery.replace(value)
        done.append(f"decorrelate: correlated {aggregate.key.upper()} -> LEFT JOIN on a grouped derived table")
    return done


# ---- OR across columns -> UNION ALL ---------------------------------------------------------------------------

def or_to_union(tree: exp.Expression, types) -> tuple[exp.Expression, list[str]]:
    """``WHERE (a OR b) AND rest`` -> two branches, the second excluding rows the first returned."""
    if not isinstance(tree, exp.Select) or tree.args.get("group") or tree.args.get("distinct") or tree.args.get("with"):
        return tree, []
    if any(p.find(exp.AggFunc, exp.Window) for p in tree.expressions) or tree.args.get("having"):
        return tree, []
    order, limit = tree.args.get("order"), tree.args.get("limit")
    if limit is not None and order is None or tree.args.get("offset"):
        return tree, []
    outputs = {p.alias_or_name.lower() for p in tree.expressions}
    if order is not None and not all(isinstance(o.this, exp.Column) and o.this.name.lower() in outputs
                                     for o in order.expressions):
        return tree, []
    where = tree.args.get("where")
    conjuncts = _conjuncts(where.this if where else None)
    choice = next((c for c in conjuncts if isinstance(c.unnest(), exp.Or)), None)
    if choice is None:
        return tree, []
    branches = list(choice.unnest().flatten())
    columns = [{c.name.lower() for c in b.find_all(exp.Column)} for b in branches]
    if len(branches) < 2 or any(not c for c in columns) or len(set(map(frozenset, columns))) < 2:
        return tree, []
    rest = [c for c in conjuncts if c is not choice]
    parts = []
    for index, branch in enumerate(branches):
        part = tree.copy()
        part.set("order", None)
        part.set("limit", None)
        earlier = [exp.paren(exp.Not(this=exp.Is(this=exp.paren(b.copy()), expression=exp.Literal.number(1))))
                   for b in branches[:index]]  # (b) IS 1 is false for 0 and NULL alike
        condition = exp.and_(exp.paren(branch.copy()), *[c.copy() for c in rest], *earlier)
        part.set("where", exp.Where(this=condition))
        parts.append(part)
    union = parts[0]
    for part in parts[1:]:
        union = exp.Union(this=union, expression=part, distinct=False)
    if order is not None:
        keys = []
        for ordered in order.expressions:
            key = ordered.copy()
            key.set("this", exp.column(ordered.this.name))
            keys.append(key)
        union.set("order", exp.Order(expressions=keys))
    if limit is not None:
        union.set("limit", limit.copy())
    return union, [f"or_to_union: OR over {len(branches)} column sets -> UNION ALL"]


# ---- entry point ----------------------------------------------------------------------------------------------

def rewrite(sql: str, types: dict[str, dict[str, str]], mechanisms: tuple[str, ...] = ("sargable",)) -> Rewrite | None:
    """The query with the chosen mechanisms applied, or None when none applies (or the SQL does not parse).

    ``types``: table -> column -> declared type (``PRAGMA table_info``). Never raises."""
    try:
        tree = sqlglot.parse_one(sql.strip().rstrip(";"), read="sqlite")
    except (sqlglot.errors.SqlglotError, ValueError):
        return None
    if not isinstance(tree, (exp.Select, exp.Union)):
        return None
    lowered = _lower_types(types)
    done: list[str] = []
    try:
        if "decorrelate" in mechanisms:
            done += decorrelate(tree, lowered)
        if "sargable" in mechanisms:
            done += sargable(tree, lowered)
        if "or_to_union" in mechanisms:
            tree, changed = or_to_union(tree, lowered)
            done += changed
        text = tree.sql(dialect="sqlite")
    except (sqlglot.errors.SqlglotError, ValueError, TypeError, AttributeError):
        return None
    return Rewrite(text, tuple(done)) if done else None


def rewrites(sql: str, types: dict[str, dict[str, str]]) -> list[Rewrite]:
    """Distinct candidate rewrites of one query, simplest first: sargable; + decorrelate; + OR -> UNION ALL."""
    out: list[Rewrite] = []
    for mechanisms in (("sargable",), ("decorrelate", "sargable"), ("sargable", "or_to_union")):
        found = rewrite(sql, types, mechanisms)
        if found and all(found.sql != r.sql for r in out):
            out.append(found)
    return out
