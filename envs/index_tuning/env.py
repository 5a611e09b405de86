"""IndexTuningEnv: the agent tunes a slow database and is rewarded by how much the measured workload cost falls.

Same contract as every environment here (``envs.base``): ``reset(seed, task_id)`` -> observation, ``step(action)``
-> observation with ``reward``, ``reward_parts`` and ``done``, ``state``. Each episode owns a private in-memory copy
of the scenario's database; the file it came from is only ever opened read-only. Actions are ``IndexAction`` objects,
their text form or a dict (see ``spec.py``); bad actions give an observation with ``error`` set.

The score compares the episode with the scenario's best known configuration (``oracle.py``): read at reset, searched
for in a background process when none is stored, and lowered - and stored - as soon as the episode beats it, so it
never exceeds 100. At the end the workload's wall time is measured before and after (``timing.py``).

    env = IndexTuningEnv()
    obs = env.reset(task_id="easy/ticket_lookup")
    obs = env.step("create_index(tickets, [customer_email])")   # obs.reward_parts["cost_delta"] > 0
    python -m pytest tests/test_index_tuning_env.py
"""

from __future__ import annotations

import random
import sqlite3
import uuid
from typing import Any

from envs.analyst.tasks import has_top_level_order
from envs.base import weighted_sum
from envs.index_tuning import cost, inspection, oracle, rewards, timing
from envs.index_tuning.context import ScenarioContext, rewrite_check, scenario_context
from envs.index_tuning.inspection import NONE_INDEXABLE, index_name, indexable_columns, named
from envs.index_tuning.scenarios import SCENARIOS, Scenario, private_copy, scenario_file
from envs.index_tuning.spec import IndexAction, IndexObservation, IndexState
from envs.sandbox import Limits, quote_identifier, run_query

MAX_STEPS = 30  # actions per episode before it is cut off
SEARCH_MODES = ("background", "inline", "off")  # how a missing best-known search runs: never waited for, now, not at all
REWRITE_LIMITS = Limits(max_vm_steps=100_000_000, timeout_s=10.0, max_rows=100_000)  # results compared in full


def cost_change(before: int, after: int) -> str:
    """A cost change in words a reader (or a small model) cannot misread: "78.4% cheaper", "23.5x costlier"."""
    if after == before:
        return "no change"
    if after < before:
        return f"{100 * (before - after) / max(1, before):.1f}% cheaper"
    ratio = after / max(1, before)
    return f"{ratio:.1f}x costlier" if ratio >= 2 else f"{100 * (ratio - 1):.1f}% costlier"


class IndexTuningEnv:
    """Built-in scenarios by id (``task_id``), or any ``Scenario`` passed to ``reset(scenario=...)``."""

    def __init__(self, max_steps: int = MAX_STEPS, weights: rewards.IndexRewardWeights | None = None,
                 use_oracle: bool = True, search: str = "background", search_budget_s: float = oracle.SEARCH_BUDGET_S,
                 wall_repeats: int = timing.WALL_REPEATS):
        if search not in SEARCH_MODES:
            raise ValueError(f"search must be one of {', '.join(SEARCH_MODES)}, not {search!r}")
        self.max_steps = max_steps
        self.weights = weights or rewards.IndexRewardWeights()
        self.use_oracle = use_oracle  # False: no best known at all; the score then uses 0 as the best cost
        self.search = search  # how a scenario without a finished search gets one (SEARCH_MODES)
        self.search_budget_s = search_budget_s
        self.wall_repeats = wall_repeats  # runs per statement for the final wall time; 0: not measured
        self._source = ""
        self._state = IndexState()
        self._con: sqlite3.Connection | None = None
        self._ctx: ScenarioContext | None = None
        self._sql: dict[str, str] = {}

    # ---- contract --------------------------------------------------------------------------------------------
    @property
    def state(self) -> IndexState:
        return self._state

    def reset(self, seed: int | None = None, task_id: str | None = None, scenario: Scenario | None = None,
              **kwargs: Any) -> IndexObservation:
        """Start an episode. ``task_id`` picks a built-in scenario; without one, ``seed`` picks it."""
        if scenario is None:
            if task_id is None:
                task_id = random.Random(seed).choice(sorted(SCENARIOS))
            if task_id not in SCENARIOS:
                raise KeyError(f"unknown scenario {task_id!r}; built-in: {', '.join(SCENARIOS)}")
            scenario = SCENARIOS[task_id]
        self.close()
        self._con = private_copy(scenario)
        self._ctx = scenario_context(scenario, self._con)
        self._sql = {q.qid: q.sql for q in scenario.workload}
        episode_id = uuid.uuid4().hex[:12]
        self._source = str(kwargs.get("source") or f"episode {episode_id}")  # who gets the credit for a new best
        initial = self._ctx.initial.total
        self._state = IndexState(
            episode_id=episode_id, max_steps=self.max_steps, scenario_id=scenario.id,
            difficulty=scenario.difficulty, initial_cost=initial, cost=initial, best_cost=self._best_known(scenario),
        )
        return self._observation(self._reset_text(), "reset", metadata=self._reset_metadata())

    def step(self, action: IndexAction | str | dict) -> IndexObservation:
        parsed = IndexAction.parse(action)
        if self._con is None or self._state.done:
            return self._observation("The episode is over; call reset to start another.", parsed.kind,
                                     error="episode finished", done=True)
        state = self._state
        state.step_count += 1
        previous = state.cost
        raw = {name: 0.0 for name in self.weights.as_dict()}
        if parsed.kind == "invalid":
            text, error, meta = "", parsed.error, {}
        else:
            text, error, meta = getattr(self, f"_do_{parsed.kind}")(parsed, raw)
        if error:
            state.invalid_actions += 1
            raw["invalid_action"] = rewards.invalid_action_reward(error) if not meta.get("penalized") else 0.0
            text = f"Error: {error}" + (f"\n{text}" if text else "")
        elif parsed.kind in ("inspect_query", "analyze_indexes", "analyze_statistics", "explain"):
            key = str(parsed)
            raw["information"] = rewards.information_reward(parsed.kind, key, state.seen)
            state.seen.add(key)
        raw["cost_delta"] = rewards.cost_delta_reward(previous, state.cost, state.initial_cost)
        if state.cost < state.best_cost and self.use_oracle:
            self._beat_best_known()
        fraction = rewards.achieved_fraction(state.cost, state.initial_cost, state.best_cost)
        raw["milestone"], state.milestones = rewards.milestone_reward(fraction, state.milestones)
        done = parsed.kind == "submit_report" and not error or state.step_count >= self.max_steps
        score = rewards.performance_score(state.cost, state.initial_cost, state.best_cost)
        if done:
            raw["final_score"] = rewards.final_score_reward(score)
        total, parts = weighted_sum(raw, self.weights.as_dict())
        state.done = done
        state.total_reward = round(state.total_reward + total, 6)
        meta = {k: v for k, v in meta.items() if k != "penalized"}
        if done and self.wall_repeats > 0:
            state.wall = self._wall_time()
            meta["wall"] = state.wall
            text = (text + "\n" if text else "") + (
                f"Wall time of the workload (median of {state.wall['repeats']} runs per statement): "
                f"{state.wall['before_ms']:,.1f} ms before -> {state.wall['after_ms']:,.1f} ms after "
                f"({state.wall['speedup']:g}x faster).")
        return self._observation(text, parsed.kind, error=error, done=done, reward=total, parts=parts,
                                 metadata={"action": str(parsed), **meta})

    def close(self) -> None:
        if self._con is not None:
            self._con.close()
            self._con = None

    # ---- helpers ---------------------------------------------------------------------------------------------
    @property
    def connection(self) -> sqlite3.Connection | None:
        """The episode's private database (tests and the UI read it; agents only act through ``step``)."""
        return self._con

    def _best_known(self, scenario: Scenario) -> int:
        """The best known cost at reset; starts (or, inline, runs) the bounded search when none has finished."""
        if not self.use_oracle:
            return 0
        record = oracle.load(scenario)
        if record is None or record.search in ("not run", "running"):
            if self.search == "inline":
                record = oracle.best_known(scenario, self.search_budget_s)
            elif self.search == "background":
                oracle.start_search(scenario, self.search_budget_s)
        return min(record.best_cost, self._ctx.initial.total) if record else self._ctx.initial.total

    def _beat_best_known(self) -> None:
        """This episode is the best known now: store its configuration so later scores are measured against it."""
        s = self._state
        present = self._indexes()
        indexes = [[i["table"], i["columns"]] for i in present if i["name"] in s.created]
        dropped = sorted(set(self._ctx.own_indexes) - {i["name"] for i in present})
        record = oracle.offer(self._ctx.scenario, oracle.BestKnown(
            s.scenario_id, s.initial_cost, s.cost, indexes, dict(s.rewrites), self._pages(), self._source,
            dropped=dropped))
        s.best_cost = min(s.cost, record.best_cost)

    def _wall_time(self) -> dict:
        """The workload's wall time on a fresh copy (original SQL) and on this episode's database, interleaved."""
        fresh = private_copy(self._ctx.scenario)
        try:
            workload = [(q.qid, q.sql, self._sql[q.qid], q.freq) for q in self._ctx.scenario.workload]
            return timing.workload_wall(fresh, self._con, workload, self.wall_repeats).as_dict()
        finally:
            fresh.close()

    def _pages(self) -> int:
        return cost.used_pages(self._con) - self._ctx.base_pages

    def _measure(self) -> cost.WorkloadCost:
        scenario = self._ctx.scenario
        measured = self._ctx.meter.workload(self._con, [(q.qid, self._sql[q.qid], q.freq) for q in scenario.workload])
        self._state.cost = measured.total
        return measured

    def _observation(self, text: str, kind: str, error: str | None = None, done: bool = False, reward: float = 0.0,
                     parts: dict | None = None, metadata: dict | None = None) -> IndexObservation:
        s = self._state
        score = rewards.performance_score(s.cost, s.initial_cost, s.best_cost) if s.initial_cost else 0.0
        pages = self._pages() if self._con is not None and self._ctx else 0
        budget = self._ctx.scenario.budget_pages if self._ctx else 0
        status = (f"[cost {s.cost:,} VM steps (start {s.initial_cost:,}); score {score:.0f}/100; "
                  f"index pages {pages}/{budget}; steps left {max(0, s.max_steps - s.step_count)}]")
        meta = {"scenario": s.scenario_id, "cost": s.cost, "initial_cost": s.initial_cost, "best_cost": s.best_cost,
                "score": score, "created_indexes": list(s.created), "rewrites": dict(s.rewrites), **(metadata or {})}
        return IndexObservation(
            text=f"{text}\n{status}" if text else status, done=done, reward=reward, reward_parts=parts or {},
            error=error, metadata=meta, kind=kind, cost=s.cost, initial_cost=s.initial_cost, best_cost=s.best_cost,
            score=score, index_pages=pages, budget_pages=budget, steps_left=max(0, s.max_steps - s.step_count),
        )

    def _table(self, name: str | None) -> str | None:
        """The table ``name`` stands for, written bare or quoted as in SQL, any case; None when there is none."""
        return named(name or "", self._ctx.schema)

    def _indexes(self) -> list[dict]:
        return inspection.list_indexes(self._con, self._ctx.schema)

    def _reset_text(self) -> str:
        scenario, ctx = self._ctx.scenario, self._ctx
        lines = [f"Scenario {scenario.id}: {scenario.title}.", scenario.description, "Tables:"]
        for table, columns in ctx.schema.items():
            rows = self._con.execute(f"SELECT COUNT(*) FROM {quote_identifier(table)}").fetchone()[0]
            lines.append(f"  {table} ({rows:,} rows): {', '.join(columns)}")
        existing = [f"{i['name']} ON {i['table']}({', '.join(i['columns'])})" for i in self._indexes() if i["origin"] == "c"]
        lines.append(f"Existing indexes: {'; '.join(existing) or 'none'}")
        lines.append("Workload, costliest first (cost = VM steps per run x runs):")
        workload_cost = {q.qid: q.freq * ctx.initial.per_query[q.qid] for q in scenario.workload}
        for q in sorted(scenario.workload, key=lambda q: -workload_cost[q.qid]):
            share = 100 * workload_cost[q.qid] / max(1, ctx.initial.total)
            lines.append(f"  {q.qid} [{q.kind}, x{q.freq}, {share:.0f}% of cost] {q.sql}")
            if q.qid in ctx.initial.errors:
                lines.append(f"    (cannot be measured: {ctx.initial.errors[q.qid]})")
            elif q.kind == "read":  # what a tuner reads off the SQL, aliases resolved (inspection.indexable_columns)
                lines.append(f"    columns an index could serve: {indexable_columns(q.sql, ctx.schema) or NONE_INDEXABLE}")
        lines.append(f"Storage budget for new indexes: {scenario.budget_pages} pages. Actions: inspect_query(qid), "
                     "analyze_indexes, analyze_statistics(table), explain(sql), create_index(table, [cols], unique=False), "
                     "drop_index(name), rewrite_query(qid, sql), submit_report(summary).")
        return "\n".join(lines)

    def _reset_metadata(self) -> dict:
        scenario, ctx = self._ctx.scenario, self._ctx
        schema_sql = [r[0] for r in self._con.execute(
            "SELECT sql FROM sqlite_master WHERE sql IS NOT NULL AND substr(name, 1, 7) <> 'sqlite_' ORDER BY rowid")]
        return {
            "title": scenario.title, "difficulty": scenario.difficulty, "tables": dict(ctx.schema),
            "column_types": {t: dict(c) for t, c in ctx.types.items()},
            "indexes": [{k: i[k] for k in ("name", "table", "columns", "unique")} for i in self._indexes()],
            "rowid_columns": dict(ctx.rowid_columns),
            "schema": ";\n".join(schema_sql) + ";", "database_file": str(scenario_file(scenario)),
            "budget_pages": scenario.budget_pages,
            "workload": [{"qid": q.qid, "sql": q.sql, "freq": q.freq, "kind": q.kind,
                          "steps": ctx.initial.per_query[q.qid]} for q in scenario.workload],
        }

    # ---- actions: each returns (text, error, metadata) -------------------------------------------------------
    def _do_inspect_query(self, action: IndexAction, raw: dict):
        return inspection.inspect_query(self._ctx, self._con, self._sql, action.qid or "")

    def _do_analyze_indexes(self, action: IndexAction, raw: dict):
        return inspection.analyze_indexes(self._ctx, self._con, self._sql, self._indexes())

    def _do_analyze_statistics(self, action: IndexAction, raw: dict):
        if action.table is None:
            return inspection.analyze_statistics(self._ctx, self._con, list(self._ctx.schema))
        table = self._table(action.table)
        if table is None:
            return "", f"unknown table {action.table!r}; tables: {', '.join(self._ctx.schema)}", {}
        return inspection.analyze_statistics(self._ctx, self._con, [table])

    def _do_explain(self, action: IndexAction, raw: dict):
        return inspection.explain(self._con, action.sql or "")

    def _do_create_index(self, action: IndexAction, raw: dict):
        table = self._table(action.table)
        if table is None:
            return "", f"unknown table {action.table!r}; tables: {', '.join(self._ctx.schema)}", {}
        found = [named(c, self._ctx.schema[table]) for c in action.columns]
        missing = [c for c, f in zip(action.columns, found) if f is None]
        if missing or not action.columns:
            return "", (f"unknown column(s) {', '.join(missing) or '(none given)'} in {table}; "
                        f"columns: {', '.join(self._ctx.schema[table])}"), {}
        columns = tuple(found)
        repeated = sorted({c for c in columns if columns.count(c) > 1})
        if repeated:
            return "", f"an index lists each column once; {', '.join(repeated)} appears more than once", {}
        existing = [tuple(i["columns"]) for i in self._indexes() if i["table"] == table]
        if any(tuple(c.lower() for c in e) == tuple(c.lower() for c in columns) for e in existing):
            raw["duplicate_index"] = -1.0
            return "", f"an index on {table}({', '.join(columns)}) already exists", {"penalized": True}
        raw["duplicate_index"] = rewards.duplicate_index_reward(columns, existing)
        name = index_name(table, columns)
        taken = {i["name"].lower() for i in self._indexes()}
        while name in taken:
            name += "_"
        quoted = ", ".join(map(quote_identifier, columns))
        try:
            self._con.execute(f"CREATE {'UNIQUE ' if action.unique else ''}INDEX {quote_identifier(name)} "
                              f"ON {quote_identifier(table)} ({quoted})")
        except sqlite3.Error as error:
            return "", f"could not create the index: {error}", {}
        pages = self._pages()
        if pages > self._ctx.scenario.budget_pages:
            self._con.execute(f"DROP INDEX {quote_identifier(name)}")
            raw["budget_overrun"] = rewards.budget_overrun_reward(pages, self._ctx.scenario.budget_pages)
            return "", (f"refused: the indexes would use {pages} pages, over the budget of "
                        f"{self._ctx.scenario.budget_pages}; drop an index first"), {"penalized": True}
        previous = self._state.cost
        measured = self._measure()
        raw["useless_index"] = rewards.useless_index_reward(previous, measured.total)
        self._state.created.append(name)
        self._state.created_total += 1
        text = (f"Created {name} ON {table}({', '.join(columns)}). Workload cost {previous:,} -> {measured.total:,} "
                f"({cost_change(previous, measured.total)}); indexes now use {pages} pages.")
        return text, None, {"index": name, "per_query": measured.per_query, "pages": pages}

    def _do_drop_index(self, action: IndexAction, raw: dict):
        index = next((i for i in self._indexes() if i["name"].lower() == (action.name or "").lower()), None)
        if index is None or index["origin"] != "c":
            droppable = [i["name"] for i in self._indexes() if i["origin"] == "c"]
            return "", f"no droppable index {action.name!r}; indexes: {', '.join(droppable) or 'none'}", {}
        previous = self._state.cost
        self._con.execute(f"DROP INDEX {quote_identifier(index['name'])}")
        if index["name"] in self._state.created:
            self._state.created.remove(index["name"])
        measured = self._measure()
        return (f"Dropped {index['name']}. Workload cost {previous:,} -> {measured.total:,} "
                f"({cost_change(previous, measured.total)}).", None,
                {"index": index["name"], "per_query": measured.per_query,
                 "dropped": {k: index[k] for k in ("table", "columns", "unique")}})

    def _original_rows(self, qid: str):
        if qid not in self._ctx.results:
            original = next(q.sql for q in self._ctx.scenario.workload if q.qid == qid)
            self._ctx.results[qid] = run_query(self._con, original, REWRITE_LIMITS)
            self._con.execute("PRAGMA query_only = OFF")
        return self._ctx.results[qid]

    def _do_rewrite_query(self, action: IndexAction, raw: dict):
        query = next((q for q in self._ctx.scenario.workload if q.qid == action.qid), None)
        if query is None:
            return "", f"unknown query {action.qid!r}; the workload has {', '.join(self._sql)}", {}
        if query.kind != "read":
            return "", f"{query.qid} is a write; only SELECT queries can be rewritten", {}
        new = run_query(self._con, action.sql or "", REWRITE_LIMITS)
        self._con.execute("PRAGMA query_only = OFF")
        if not new.ok:
            return "", f"rewrite refused: {new.error}", {}
        old = self._original_rows(query.qid)
        if not old.ok or old.truncated or new.truncated:
            return "", f"rewrite refused: results too large to compare (over {REWRITE_LIMITS.max_rows:,} rows)", {}
        check = rewrite_check(old, new, has_top_level_order(query.sql))
        if not check["equal"]:
            what = "in the same order " if check["ordered"] else ""
            return "", (f"rewrite refused: it must return the same rows {what}as the original. {check['text']}"), {
                "check": check}
        previous = self._state.cost
        self._sql[query.qid] = new.sql
        if " ".join(new.sql.split()).rstrip(";") == " ".join(query.sql.split()).rstrip(";"):
            self._state.rewrites.pop(query.qid, None)  # back to the original
        else:
            self._state.rewrites[query.qid] = new.sql
        measured = self._measure()
        return (f"Rewrite of {query.qid} accepted. {check['text']}. Workload cost {previous:,} -> {measured.total:,} "
                f"({cost_change(previous, measured.total)}).",
                None, {"qid": query.qid, "per_query": measured.per_query, "check": check})

    def _do_submit_report(self, action: IndexAction, raw: dict):
        self._state.report = action.summary
        s = self._state
        reduction = 100 * (s.initial_cost - s.cost) / max(1, s.initial_cost)
        return (f"Report received. Workload cost {s.initial_cost:,} -> {s.cost:,} ({reduction:.1f}% lower) with "
                f"{len(s.created)} new index(es) and {len(s.rewrites)} rewrite(s)."), None, {"reduction_pct": reduction}
