"""Query rewrites that let an index serve SQL it otherwise cannot: general mechanisms on the sqlglot tree.

Each mechanism keeps the query's meaning; the environment still accepts a rewrite only after checking on the data
that it returns the same rows (``IndexTuningEnv._do_rewrite_query``).

- ``sargable`` (sargable.py): a function of an indexed TEXT column compared for equality - ``substr(c, 1, k) = v``,
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

from envs.index_tuning.sargable import sargable
from envs.index_tuning.sources import lower_types, owner_of, table_sources

MECHANISMS = ("sargable", "decorrelate", "or_to_union")
AGGREGATES = (exp.Count, exp.Sum, exp.Avg, exp.Min, exp.Max)


@dataclass(frozen=True)
class Rewrite:
    sql: str  # the rewritten query
    mechanisms: tuple[str, ...]  # what changed, e.g. ("sargable: substr(reference) -> range",)



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
    return (not joins and group is None and not any(select.args.get(k) for k in blocked)
            and len(table_sources(select)) == 1)


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
    lowered = lower_types(types)
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
