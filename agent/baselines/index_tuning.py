"""Baseline policies for the index-tuning environment; each acts only through environment actions.

- ``RandomIndexPolicy``: random looks and random one- or two-column indexes, then a report (seeded).
- ``RuleBasedIndexAdvisor`` (``index_advisor.py``): statistics once, verified rewrites of SQL no index can serve,
  composite indexes kept only if the measured cost falls, pruning of indexes that do not pay for their size, all
  within the step budget.
- ``SqliteExpertPolicy``: asks SQLite's ``.expert`` (on a temporary copy of the scenario's file) and creates what it
  suggests, measured the same way.

    python -m agent.index_eval --policy baseline      # or random, expert
"""

from __future__ import annotations

import random
from collections import deque
from pathlib import Path

from agent.baselines.index_advisor import RuleBasedIndexAdvisor
from envs.base import Observation
from envs.index_tuning.expert import ExpertUnavailable, suggest_indexes
from envs.index_tuning.spec import IndexAction

RANDOM_ACTIONS = 8  # actions a random episode takes before it reports


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


__all__ = ["RandomIndexPolicy", "RuleBasedIndexAdvisor", "SqliteExpertPolicy"]
