"""Per-query snapshot of an index-tuning workload on a database as it is now: one execution's cost and its plan.

The Index tuning tab draws it before and after an episode (ui/services.py); nothing here draws UI.

    from envs.index_tuning.workload import workload_snapshot
    before = workload_snapshot(env.connection, obs.metadata["workload"], env.state.rewrites)
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Mapping
from typing import Any

from envs.index_tuning.cost import count_read, query_plan


def workload_snapshot(con: sqlite3.Connection | None, workload: Iterable[Mapping[str, Any]],
                      rewrites: Mapping[str, str] | None = None) -> dict[str, dict[str, Any]]:
    """qid -> {"sql": the query run, "steps": VM steps of one execution, "plan": EXPLAIN QUERY PLAN lines} for each
    read query of ``workload`` (the observation's ``metadata["workload"]`` dicts), running its rewrite when there is
    one.
    Writes are skipped (measuring one would change the database); no connection gives an empty snapshot."""
    if con is None:
        return {}
    rewrites = rewrites or {}
    out = {}
    for query in workload:
        if query["kind"] != "read":
            continue
        sql = rewrites.get(query["qid"], query["sql"])
        out[query["qid"]] = {"sql": sql, "steps": count_read(con, sql).steps, "plan": query_plan(con, sql)}
    return out
