"""The rule-based index advisor: statistics once, verified rewrites, measured indexes, pruning, all within the steps.

It acts only through environment actions, as a script (a generator that receives each observation):

1. ``analyze_statistics`` once, for every table (distinct values per column order composite indexes).
2. For each read query whose predicates hide a column behind a function or a LIKE prefix, the ``sargable`` rewrite
   (``envs.index_tuning.rewrites``); the environment accepts it only if the results are equal on the data.
3. Per read query (costliest first), composite indexes for each table reference: first for filtering (equality
   columns by selectivity, then the likeliest narrow range column, or the ORDER BY / GROUP BY columns of a
   single-table query), then for being joined to
   (join keys first); each column once, existing indexes skipped. A query's indexes are kept only if together they
   lower the measured cost (a join needs both sides indexed), else dropped at once.
4. Other rewrites (correlated subqueries -> joins, OR -> UNION ALL) are tried and kept only if the cost falls.
5. A single-table query's index is widened to hold every column the query reads (no table lookups), kept if the
   cost falls.
6. Pruning: an index on a table that has others, or one that saved little when created, is dropped and measured;
   it is recreated only if it pays for its size (``pays_for_size``). Rewrites no index made cheaper are reverted.
7. ``submit_report`` - always before the step budget runs out: every action is taken only if the steps it may need
   (a drop after a create, a revert after a rewrite) and the report still fit.

    python -m agent.evaluate --env index --policy baseline
"""

from __future__ import annotations

from dataclasses import dataclass

from envs.base import Observation
from envs.index_tuning.analysis import usage_by_instance
from envs.index_tuning.rewrites import rewrite, rewrites
from envs.index_tuning.spec import IndexAction

MAX_INDEX_COLUMNS = 3  # the advisor's composite indexes stay this narrow
MAX_COVERING_COLUMNS = 4  # a single-table query may get an index holding every column it reads (no table lookups)
MIN_SAVING_SHARE = 0.01  # an index must make the workload at least 1% cheaper ...
BUDGET_SAVING_SHARE = 0.1  # ... plus this share for the whole storage budget it would take (1% per 10% of it)
PRUNE_BELOW = 3.0  # indexes whose saving at creation was under this many times the requirement are re-measured


def pays_for_size(saving: int, cost: int, pages: int, budget_pages: int) -> bool:
    """True when an index's measured saving (VM steps per workload) justifies the pages it takes."""
    share = MIN_SAVING_SHARE + BUDGET_SAVING_SHARE * pages / max(1, budget_pages)
    return saving >= share * max(1, cost)


@dataclass
class KeptIndex:
    name: str
    table: str
    columns: tuple[str, ...]
    saving: int  # cost before minus cost after, when it was created
    pages: int  # pages it added


class RuleBasedIndexAdvisor:
    name = "baseline"

    def __init__(self):
        self.meta: dict = {}
        self.observation: Observation | None = None
        self._script = None
        self._started = False
        self.kept: list[KeptIndex] = []
        self.rewritten: dict[str, str] = {}  # qid -> mechanism names of the rewrite in force
        self.unproven: set[str] = set()  # rewritten queries not yet cheaper than the original: a revert is reserved
        self.original_steps: dict[str, int] = {}  # qid -> VM steps of one run of the original, at reset

    # ---- protocol ---------------------------------------------------------------------------------------------
    def reset(self, observation: Observation) -> None:
        self.meta, self.observation = observation.metadata, observation
        self.kept, self.rewritten, self.unproven, self._started = [], {}, set(), False
        self.original_steps = {q["qid"]: q["steps"] for q in self.meta["workload"]}
        self._script = self._run()

    def act(self, observation: Observation) -> IndexAction:
        self.observation = observation
        for qid, steps in (observation.metadata.get("per_query") or {}).items():
            if qid in self.unproven and steps < self.original_steps.get(qid, 0):
                self.unproven.discard(qid)  # the rewrite pays now
        try:
            action = self._script.send(observation) if self._started else next(self._script)
        except StopIteration:
            action = None
        self._started = True
        return action or IndexAction("submit_report", summary=self.summary())

    # ---- helpers ----------------------------------------------------------------------------------------------
    def can(self, actions: int) -> bool:
        """Whether ``actions`` more actions, the reserved reverts and the report still fit in the step budget."""
        return self.observation.steps_left >= actions + 1 + len(self.unproven)

    def summary(self) -> str:
        indexes = ", ".join(f"{k.table}({', '.join(k.columns)})" for k in self.kept) or "none"
        done = "; ".join(f"{qid}: {what}" for qid, what in self.rewritten.items()) or "none"
        return f"rule-based advisor kept {len(self.kept)} index(es): {indexes}. Rewrites: {done}."

    def _reads(self) -> list[dict]:
        reads = [q for q in self.meta["workload"] if q["kind"] == "read"]
        return sorted(reads, key=lambda q: -q["freq"] * q["steps"])

    def _existing(self) -> list[tuple[str, tuple[str, ...]]]:
        found = [(i["table"].lower(), tuple(c.lower() for c in i["columns"])) for i in self.meta.get("indexes", [])]
        return found + [(k.table.lower(), tuple(c.lower() for c in k.columns)) for k in self.kept]

    def proposals(self, sqls: dict[str, str], distinct: dict[str, dict[str, int]]) -> list[list[IndexAction]]:
        """Composite indexes per read query (costliest first), one group per query; no index proposed twice.

        A table reference gets up to two: one for filtering (equality columns by selectivity, then one range column
        or the ORDER BY / GROUP BY columns) and one for being joined to (join keys, then the same columns). Filters
        come first in a group: a join index pays only once the table that drives the join is cheap to read."""
        rowid = {t.lower(): c.lower() for t, c in self.meta.get("rowid_columns", {}).items()}
        seen = set(self._existing())
        groups = []
        for query in self._reads():
            driving_list, joined_list = [], []
            instances = usage_by_instance(sqls[query["qid"]], self.meta["tables"])
            for table, use in instances:
                counts = distinct.get(table, {})
                by_selectivity = lambda cols: sorted(cols, key=lambda c: -counts.get(c, 0))  # noqa: E731
                skip = ("rowid", rowid.get(table))
                equality = [c for c in by_selectivity(use.equality) if c not in skip]
                keys = [c for c in by_selectivity(use.join) if c not in skip and c not in equality]
                # one range column: closed ranges first, then the most distinct values; sorting and grouping
                # columns only where one table is read (after a join the rows come in the join's order)
                ranges = sorted(use.range, key=lambda c: (c not in use.closed, -counts.get(c, 0)))
                tail = [c for c in ranges[:1] or (use.order or use.group if len(instances) == 1 else []) if c not in skip]
                driving_list.append((table, equality + tail))
                joined_list.append((table, keys + equality + tail if keys else []))
            group = []
            for table, columns in driving_list + joined_list:
                columns = tuple(dict.fromkeys(columns))[:MAX_INDEX_COLUMNS]  # each column once
                if columns and not any(t == table and c[: len(columns)] == columns for t, c in seen):
                    seen.add((table, columns))
                    group.append(IndexAction.create_index(table, columns))
            if group:
                groups.append(group)
        return groups

    def covering(self, sqls: dict[str, str], distinct: dict[str, dict[str, int]]) -> list[IndexAction]:
        """For single-table queries, the kept index that serves them widened by the other columns they read."""
        out = []
        for query in self._reads():
            instances = usage_by_instance(sqls[query["qid"]], self.meta["tables"])
            if len(instances) != 1:
                continue
            table, use = instances[0]
            for kept in self.kept:
                served = set(use.equality + use.range + use.order + use.group)
                if kept.table.lower() != table or kept.columns[0] not in served:
                    continue
                extra = [c for c in use.read if c not in kept.columns]
                columns = (*kept.columns, *extra)
                if extra and len(columns) <= MAX_COVERING_COLUMNS and (table, columns) not in self._existing():
                    out.append(IndexAction.create_index(table, columns))
                break
        return out

    # ---- the script -------------------------------------------------------------------------------------------
    def _run(self):
        reads = self._reads()
        types = self.meta.get("column_types", {})
        sqls = {q["qid"]: q["sql"] for q in reads}
        distinct: dict[str, dict[str, int]] = {}
        if reads and self.can(1):  # 1. statistics, once, for every table
            obs = yield IndexAction("analyze_statistics")
            for table, stats in (obs.metadata.get("tables") or {}).items():
                distinct[table.lower()] = {c.lower(): s["distinct"] for c, s in stats["columns"].items()}
        for query in reads:  # 2. predicates an index cannot serve as written
            found = rewrite(sqls[query["qid"]], types, ("sargable",))
            if found and self.can(3):  # the rewrite, its reserved revert, and an index to make it pay
                obs = yield IndexAction("rewrite_query", qid=query["qid"], sql=found.sql)
                if not obs.error:
                    sqls[query["qid"]] = found.sql
                    self.rewritten[query["qid"]] = ", ".join(found.mechanisms)
                    self.unproven.add(query["qid"])
        yield from self._create(self.proposals(sqls, distinct))  # 3. indexes, measured
        for query in reads:  # 4. other rewrites, kept only if cheaper
            for alternative in rewrites(query["sql"], types)[1:]:
                if alternative.sql == sqls[query["qid"]] or not self.can(2):
                    continue
                before = self.observation.cost
                obs = yield IndexAction("rewrite_query", qid=query["qid"], sql=alternative.sql)
                if obs.error:
                    continue
                if obs.cost < before:
                    sqls[query["qid"]] = alternative.sql
                    self.rewritten[query["qid"]] = ", ".join(alternative.mechanisms)
                else:
                    yield IndexAction("rewrite_query", qid=query["qid"], sql=sqls[query["qid"]])
        yield from self._create([[a] for a in self.covering(sqls, distinct)])  # 5. index-only reads
        yield from self._prune()  # 6. indexes that do not pay for their size
        for qid in sorted(self.unproven):  # rewrites no index made cheaper go back (their steps were reserved)
            self.unproven.discard(qid)
            obs = yield IndexAction("rewrite_query", qid=qid, sql=next(q["sql"] for q in reads if q["qid"] == qid))
            if not obs.error:
                self.rewritten.pop(qid, None)

    def _create(self, groups: list[list[IndexAction]]):
        """Create each query's indexes together; keep the group if the workload got cheaper, else drop it."""
        for group in groups:
            before, made = self.observation.cost, []
            for action in group:
                if not self.can(len(made) + 2):  # this create, dropping the whole group, then the report
                    break
                cost, pages = self.observation.cost, self.observation.index_pages
                obs = yield action
                if not obs.error and "index" in obs.metadata:
                    made.append(KeptIndex(obs.metadata["index"], action.table, action.columns, cost - obs.cost,
                                          obs.index_pages - pages))
            if self.observation.cost < before:
                self.kept += made
            else:  # the measured cost did not fall: not worth their writes and pages
                for index in made:
                    yield IndexAction("drop_index", name=index.name)

    def _prune(self):
        budget = self.observation.budget_pages
        suspects = []
        for kept in self.kept:
            crowded = sum(o.table == kept.table for o in self.kept) > 1  # a later index may serve its queries now
            weak = kept.saving <= 0 or not pays_for_size(int(kept.saving / PRUNE_BELOW), self.observation.cost,
                                                         kept.pages, budget)
            if crowded or weak:
                suspects.append(kept)
        for kept in sorted(suspects, key=lambda k: k.saving / max(1, k.pages)):
            if not self.can(2):  # the drop, a possible re-create, then the report
                return
            before = self.observation.cost
            obs = yield IndexAction("drop_index", name=kept.name)
            if obs.error:
                continue
            self.kept.remove(kept)
            saving = obs.cost - before
            if pays_for_size(saving, before, kept.pages, budget):
                obs = yield IndexAction.create_index(kept.table, kept.columns)
                if not obs.error and "index" in obs.metadata:
                    self.kept.append(KeptIndex(obs.metadata["index"], kept.table, kept.columns, saving, kept.pages))
