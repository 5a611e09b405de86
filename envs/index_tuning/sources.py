"""Which table, and which SELECT of a query, a column belongs to; and SQLite's TEXT affinity rule. Shared by the
query rewrites (rewrites.py, sargable.py) and the workload analysis (analysis.py).

    from envs.index_tuning.sources import owner_of
    python -m pytest tests/test_index_rewrites.py
"""

from __future__ import annotations

from sqlglot import exp


def text_affinity(declared: str | None) -> bool:
    """SQLite's column affinity rule: TEXT when the type names CHAR, CLOB or TEXT and not INT."""
    kind = (declared or "").upper()
    return "INT" not in kind and any(word in kind for word in ("CHAR", "CLOB", "TEXT"))


def table_sources(select: exp.Select) -> dict[str, str]:
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
        for alias, table in table_sources(select).items():
            if (alias == qualifier if qualifier else True) and name in types.get(table, {}):
                return select, alias, table
        select = select.find_ancestor(exp.Select)
    return None


def lower_types(types: dict[str, dict[str, str]]) -> dict[str, dict[str, str]]:
    return {t.lower(): {c.lower(): (k or "") for c, k in cols.items()} for t, cols in types.items()}

