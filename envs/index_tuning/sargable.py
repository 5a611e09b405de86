"""The ``sargable`` rewrite: a predicate that hides an indexed column behind a function, or a LIKE prefix, gains
the range it implies, so an index on the column can serve it.

``substr(c, 1, k) = v``, ``strftime('%Y-%m-%d', c) = v`` (also ``'%Y-%m'``, ``'%Y'``, ``date(c)``), ``lower(c) = v``,
``upper(c) = v`` and ``c LIKE 'prefix%'`` on a TEXT (or DATE/TIME) column get ``c >= lo AND c < hi`` beside them (the
case-insensitive ones one range per upper/lower-case spelling of their first letters); the original predicate stays
and still filters. Part of ``rewrites.rewrite``; the environment checks every rewrite on the data.

    from envs.index_tuning.sargable import prefix_ranges, sargable
    python -m pytest tests/test_index_rewrites.py
"""

from __future__ import annotations

import itertools

import sqlglot
from sqlglot import exp

from envs.index_tuning.sources import owner_of, text_affinity

CASE_LETTERS = 3  # leading letters whose upper/lower spellings get a range each (2**3 = 8 ranges at most)
MAX_CHAR = "\U0010ffff"  # the largest code point: every string starting with p sorts below p || MAX_CHAR
PREFIX_FORMATS = {"%Y-%m-%d": 10, "%Y-%m": 7, "%Y": 4}  # strftime formats whose result is a prefix of ISO-8601 text



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
