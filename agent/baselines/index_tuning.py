"""Baseline policies for the index-tuning environment; each acts only through environment actions.

- ``RandomIndexPolicy``: random looks and random one- or two-column indexes, then a report (seeded).
- ``RuleBasedIndexAdvisor``: parses the workload with sqlglot (``envs.index_tuning.analysis``), reads column
  selectivity with ``analyze_statistics``, proposes per query and table a composite index (equality columns by
  selectivity, join keys, then one range column or the ORDER BY/GROUP BY columns) and keeps an index only if the
  measured cost falls.
- ``SqliteExpertPolicy``: asks SQLite's ``.expert`` (on a temporary copy of the scenario's file) and creates what it
  suggests, measured the same way.

    python -m agent.index_eval --policy baseline      # or random, expert
"""

from __future__ import annotations

import random
from collections import deque
from pathlib import Path

from envs.base import Observation
from envs.index_tuning.analysis import column_usage
from envs.index_tuning.expert import ExpertUnavailable, suggest_indexes
from envs.index_tuning.spec import IndexAction

RANDOM_ACTIONS = 8  # actions a random episode takes before it reports
MAX_INDEX_COLUMNS = 3  # the advisor's composite indexes stay this narrow


class RandomIndexPolicy:
    name = "random"

    def __init__(self, seed: int = 0):
        self.seed = seed
        self.rng = random.Random(seed)
        self.left = RANDOM_ACTIONS
        self.tables: dict[str, list[str]] = {}
        self.qids: list[str] = []

    def reset(self, observation: Observation) -> None:
        meta = observation.metadata
        self.rng = random.Random(f"{self.seed}/{meta.get('scenario')}")
        self.tables = meta.get("tables", {})
        self.qids = [q["qid"] for q in meta.get("workload", [])]
        self.left = RANDOM_ACTIONS

    def act(self, observation: Observation) -> IndexAction:
        self.left -= 1
        if self.left < 0 or not self.tables:
            return IndexAction("submit_report", summary="random baseline: done")
        roll = self.rng.random()
        created = observation.metadata.get("created_indexes", [])
        if roll < 0.15 and created:
            return IndexAction("drop_index", name=self.rng.choice(created))
        if roll < 0.3:
            return IndexAction("inspect_query", qid=self.rng.choice(self.qids))
        if roll < 0.4:
            return IndexAction("analyze_statistics", table=self.rng.choice(sorted(self.tables)))
        table = self.rng.choice(sorted(self.tables))
        columns = self.rng.sample(self.tables[table], k=min(len(self.tables[table]), self.rng.choice((1, 1, 2))))
        return IndexAction.create_index(table, columns)


class RuleBasedIndexAdvisor:
    name = "baseline"

    def __init__(self):
        self.plan: deque[IndexAction] = deque()
        self.meta: dict = {}
        self.distinct: dict[str, dict[str, int]] = {}  # table -> column -> distinct values
        self.proposed = False
        self.pending: tuple[IndexAction, int] | None = None  # the index just created and the cost before it
        self.kept: list[str] = []

    def reset(self, observation: Observation) -> None:
        self.meta = observation.metadata
        self.distinct, self.proposed, self.pending, self.kept = {}, False, None, []
        tables = sorted({t for q in self.meta["workload"] if q["kind"] == "read"
                         for t in column_usage(q["sql"], self.meta["tables"])})
        self.plan = deque(IndexAction("analyze_statistics", table=t) for t in tables)

    def _selectivity_order(self, table: str, columns: list[str]) -> list[str]:
        counts = self.distinct.get(table, {})
        return sorted(columns, key=lambda c: -counts.get(c, 0))

    def proposals(self) -> list[IndexAction]:
        """Composite indexes per read query and table, costliest queries first; duplicates removed."""
        reads = sorted((q for q in self.meta["workload"] if q["kind"] == "read"), key=lambda q: -q["freq"] * q["steps"])
        out: list[IndexAction] = []
        seen: set = set()
        for query in reads:
            for table, use in column_usage(query["sql"], self.meta["tables"]).items():
                keys = [c for c in use.join if c.lower() not in ("id", "rowid")]
                columns = self._selectivity_order(table, use.equality) + self._selectivity_order(table, keys)
                tail = use.range[:1] or use.order or use.group
                columns += [c for c in tail if c not in columns]
                columns = columns[:MAX_INDEX_COLUMNS]
                if columns and (table, tuple(columns)) not in seen:
                    seen.add((table, tuple(columns)))
                    out.append(IndexAction.create_index(table, columns))
        return out

    def act(self, observation: Observation) -> IndexAction:
        meta = observation.metadata
        if meta.get("action", "").startswith("analyze_statistics") and "columns" in meta:
            self.distinct[meta["table"].lower()] = {c.lower(): s["distinct"] for c, s in meta["columns"].items()}
        if self.pending is not None:
            action, before = self.pending
            self.pending = None
            if not observation.error and "index" in meta:
                if observation.cost < before:
                    self.kept.append(meta["index"])
                else:  # the measured cost did not fall: not worth its writes and pages
                    self.plan.appendleft(IndexAction("drop_index", name=meta["index"]))
        if not self.plan and not self.proposed:
            self.proposed = True
            self.plan.extend(self.proposals())
        if not self.plan:
            return IndexAction("submit_report", summary=f"rule-based advisor kept {len(self.kept)} index(es): "
                                                        f"{', '.join(self.kept) or 'none'}")
        action = self.plan.popleft()
        if action.kind == "create_index":
            self.pending = (action, observation.cost)
        return action


class SqliteExpertPolicy:
    name = "expert"

    def __init__(self):
        self.plan: deque[IndexAction] = deque()
        self.message = ""

    def reset(self, observation: Observation) -> None:
        meta = observation.metadata
        queries = [(q["qid"], q["sql"]) for q in meta["workload"] if q["kind"] == "read"]
        self.plan = deque()
        try:
            suggestions = suggest_indexes(Path(meta["database_file"]), queries)
        except ExpertUnavailable as error:
            self.message = f"skipped: {error}"
            return
        seen = set()
        for s in suggestions:
            key = (s.table.lower(), tuple(c.lower() for c in s.columns))
            if key not in seen:
                seen.add(key)
                self.plan.append(IndexAction.create_index(s.table, list(s.columns)))
        self.message = f".expert suggested {len(self.plan)} index(es)"

    def act(self, observation: Observation) -> IndexAction:
        if self.plan:
            return self.plan.popleft()
        return IndexAction("submit_report", summary=self.message)
