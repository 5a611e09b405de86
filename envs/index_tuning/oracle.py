"""The best known configuration of a scenario: an exhaustive search over single- and two-column indexes.

Candidates are every column the workload filters, joins, groups or sorts on, alone and in ordered pairs. Each is
measured alone; the ``ORACLE_TOP_K`` that lower the cost most (at most two per leading column) are then tried in every combination of up to
``ORACLE_MAX_INDEXES`` indexes within the storage budget, each combination measured for real (with the scenario's
reference rewrites where they are cheaper). The result is cached on disk, keyed by the scenario and this code.

    python -m envs.index_tuning.oracle                 # compute (or load) all built-in scenarios
    python -m envs.index_tuning.oracle hard/loan_review
"""

from __future__ import annotations

import hashlib
import inspect
import itertools
import json
import os
import sqlite3
import sys
import time
from dataclasses import asdict, dataclass

from envs.databases import cache_dir, user_tables
from envs.index_tuning import analysis, builders, cost
from envs.index_tuning.scenarios import SCENARIOS, Scenario, private_copy, scenario_file

ORACLE_TOP_K = 8  # candidates kept after measuring each alone (by benefit)
ORACLE_MAX_INDEXES = 4  # indexes per combination; hard scenarios need three or four
ORACLE_PER_LEAD = 2  # kept candidates with the same table and leading column


@dataclass
class OracleResult:
    scenario: str
    initial_cost: int  # the workload's cost with no new index and the original SQL
    best_cost: int  # the best combination's cost
    indexes: list[list]  # [[table, [columns]], ...] of the best combination
    rewrites: list[str]  # qids whose reference rewrite the best combination uses
    pages: int  # pages the best combination's indexes use
    combinations: int  # combinations measured
    seconds: float  # time the search took


def schema_of(con: sqlite3.Connection) -> dict[str, list[str]]:
    tables = user_tables(con)
    return {t: [r[1] for r in con.execute(f'PRAGMA table_info("{t}")')] for t in tables}


def workload_cost(meter: cost.CostMeter, con: sqlite3.Connection, scenario: Scenario, rewrites: bool) -> tuple[int, list[str]]:
    """Frequency-weighted cost; with ``rewrites``, each query at the cheaper of its original and reference SQL."""
    variants = dict(scenario.reference_rewrites) if rewrites else {}
    total, used = 0, []
    for q in scenario.workload:
        steps = meter.statement(con, q.sql).steps
        if q.qid in variants:
            rewritten = meter.statement(con, variants[q.qid]).steps
            if rewritten < steps:
                steps = rewritten
                used.append(q.qid)
        total += q.freq * steps
    return total, used


def _set_indexes(con: sqlite3.Connection, present: dict, wanted: list) -> None:
    for key in [k for k in present if k not in wanted]:
        con.execute(f'DROP INDEX "{present.pop(key)}"')
    for key in wanted:
        if key not in present:
            name = f"oracle_{len(present)}_{'_'.join(key[1])}_{key[0]}"
            while name in present.values():
                name += "_"
            con.execute(f'CREATE INDEX "{name}" ON "{key[0]}" ({", ".join(key[1])})')
            present[key] = name


def search(scenario: Scenario) -> OracleResult:
    started = time.perf_counter()
    con = private_copy(scenario)
    meter = cost.CostMeter()
    base_pages = cost.used_pages(con)
    sqls = [q.sql for q in scenario.reads] + [sql for _, sql in scenario.reference_rewrites]
    candidates = analysis.candidate_indexes(sqls, schema_of(con))
    initial, _ = workload_cost(meter, con, scenario, rewrites=False)
    base, base_rewrites = workload_cost(meter, con, scenario, rewrites=True)
    present: dict = {}
    alone = []
    for key in candidates:
        _set_indexes(con, present, [key])
        total, _ = workload_cost(meter, con, scenario, rewrites=True)
        pages = cost.used_pages(con) - base_pages
        if total < base and pages <= scenario.budget_pages:
            alone.append((total, pages, key))
    alone.sort(key=lambda item: (item[0], item[1], item[2]))
    kept, leads = [], {}
    for _, _, key in alone:  # diversity: a few variants per leading column, else one column fills the top K
        lead = (key[0], key[1][0])
        if leads.get(lead, 0) < ORACLE_PER_LEAD and len(kept) < ORACLE_TOP_K:
            kept.append(key)
            leads[lead] = leads.get(lead, 0) + 1
    pages_of = {key: pages for _, pages, key in alone}
    best = (base, 0, [], base_rewrites)
    combinations = 0
    for size in range(1, min(ORACLE_MAX_INDEXES, len(kept)) + 1):
        for combo in itertools.combinations(kept, size):
            if sum(pages_of[k] for k in combo) > scenario.budget_pages:
                continue
            _set_indexes(con, present, list(combo))
            combinations += 1
            total, used = workload_cost(meter, con, scenario, rewrites=True)
            pages = cost.used_pages(con) - base_pages
            if pages <= scenario.budget_pages and (total, pages) < (best[0], best[1]):
                best = (total, pages, list(combo), used)
    con.close()
    return OracleResult(scenario.id, initial, best[0], [[t, list(c)] for t, c in best[2]], best[3], best[1],
                        combinations, round(time.perf_counter() - started, 2))


def _cache_path(scenario: Scenario):
    source = scenario_file(scenario)
    stamp = f"{source.stat().st_size}:{source.stat().st_mtime_ns}" if scenario.path else source.name
    code = "".join(inspect.getsource(m) for m in (analysis, builders, cost)) + inspect.getsource(sys.modules[__name__])
    key = hashlib.sha256(f"{scenario!r}|{stamp}|{code}".encode()).hexdigest()[:16]
    return cache_dir() / f"index-oracle-{scenario.id.replace('/', '-')}-{key}.json"


def best_known(scenario: Scenario | str) -> OracleResult:
    """The oracle's result for a scenario, from the disk cache or computed now (seconds) and cached."""
    scenario = SCENARIOS[scenario] if isinstance(scenario, str) else scenario
    path = _cache_path(scenario)
    if path.exists():
        try:
            return OracleResult(**json.loads(path.read_text()))
        except (ValueError, TypeError):
            pass
    result = search(scenario)
    tmp = path.with_suffix(f".{os.getpid()}.tmp")
    tmp.write_text(json.dumps(asdict(result), indent=1))
    os.replace(tmp, path)
    return result


if __name__ == "__main__":
    for sid in sys.argv[1:] or list(SCENARIOS):
        r = best_known(sid)
        indexes = "; ".join(f"{t}({', '.join(c)})" for t, c in r.indexes)
        print(f"{r.scenario:28} {r.initial_cost:>13,} -> {r.best_cost:>11,} ({100 * (1 - r.best_cost / r.initial_cost):5.1f}%) "
              f"{r.pages:4} pages  {r.combinations:3} combos {r.seconds:5.1f}s  {indexes}"
              + (f"  rewrites {', '.join(r.rewrites)}" if r.rewrites else ""))
