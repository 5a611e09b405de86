"""The index-tuning environment on the wire: its OpenEnv Action / Observation / State types, its reset options, and
``IndexEnvironment``, the OpenEnv ``Environment`` over ``envs.index_tuning.IndexTuningEnv``.

Field names match ``envs/index_tuning/spec.py``. Served at ``/index`` (``ws://HOST:PORT/index/ws``).

    {"type": "reset", "data": {"task_id": "easy/ticket_lookup"}}
    {"type": "step", "data": {"kind": "create_index", "table": "tickets", "columns": ["customer_email"]}}
    {"type": "step", "data": {"text": "submit_report(added one index)"}}
"""

from __future__ import annotations

import random
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

from openenv.core.env_server.types import Action, Observation, State
from pydantic import BaseModel, ConfigDict, Field, model_validator

from envs.index_tuning import SCENARIOS, IndexTuningEnv, Scenario, load_uploaded
from envs.index_tuning.spec import ACTION_KINDS, IndexAction, IndexObservation, IndexState
from envs.openenv.environment import EnvironmentAdapter
from envs.openenv.wire import MAX_ACTION_CHARS, upload_path

Mode = Literal["explore"]  # how observations are written: one mode so far, a reset option so that more can come


class IndexActionModel(Action):
    """One index-tuning action: structured (``kind`` and its arguments) or its text form (``text``), never both.
    Missing or malformed arguments are the environment's business: an observation with ``error``, like bad text."""

    kind: Literal[ACTION_KINDS] | None = None  # type: ignore[valid-type]
    qid: str | None = Field(default=None, max_length=100, description="inspect_query, rewrite_query")
    table: str | None = Field(default=None, max_length=300, description="analyze_statistics, create_index")
    columns: list[str] = Field(default_factory=list, max_length=64, description="create_index, in index order")
    unique: bool = Field(default=False, description="create_index")
    name: str | None = Field(default=None, max_length=300, description="drop_index")
    sql: str | None = Field(default=None, max_length=MAX_ACTION_CHARS, description="explain, rewrite_query")
    summary: str | None = Field(default=None, max_length=MAX_ACTION_CHARS, description="submit_report")
    text: str | None = Field(default=None, max_length=MAX_ACTION_CHARS,
                             description="the text form, e.g. 'create_index(orders, [customer_id])'")

    @model_validator(mode="after")
    def _one_form(self) -> "IndexActionModel":
        structured = self.model_dump(exclude={"text", "metadata"}, exclude_defaults=True)
        if self.text is not None and structured:
            raise ValueError("send either text or kind + arguments, not both")
        if self.text is None and self.kind is None:
            raise ValueError("send kind + arguments (the structured form) or text (the form an LLM writes)")
        return self

    @classmethod
    def of(cls, action: Any) -> "IndexActionModel":
        """The wire form of an ``IndexAction``, its text, a dict or a model."""
        if isinstance(action, cls):
            return action
        if isinstance(action, IndexAction):
            if action.kind == "invalid":
                return cls(text=str(action))
            return cls(kind=action.kind, qid=action.qid, table=action.table, columns=list(action.columns),
                       unique=action.unique, name=action.name, sql=action.sql, summary=action.summary)
        if isinstance(action, dict):
            return cls.model_validate(action)
        return cls(text=str(action))


class IndexObservationModel(Observation):
    """What the agent sees (``envs.index_tuning.spec.IndexObservation``); costs are VM steps, frequency-weighted."""

    text: str = Field(default="", description="the observation as an LLM reads it")
    reward_parts: dict[str, float] = Field(default_factory=dict, description="weighted parts; they sum to reward")
    error: str | None = None
    kind: str = Field(default="reset", description="the action that produced it, invalid, or refused")
    cost: int = Field(default=0, description="the workload's measured cost now")
    initial_cost: int = 0
    best_cost: int = Field(default=0, description="the best known cost for this scenario (lowered when beaten)")
    score: float = Field(default=0.0, description="0-100: share of the best known reduction achieved so far")
    index_pages: int = Field(default=0, description="pages the agent's indexes use now")
    budget_pages: int = Field(default=0, description="the scenario's storage budget for new indexes")
    steps_left: int = 0


class IndexStateModel(State):
    """Episode bookkeeping (``envs.index_tuning.spec.IndexState``)."""

    max_steps: int = 0
    done: bool = False
    total_reward: float = 0.0
    scenario_id: str = ""
    difficulty: str = ""
    initial_cost: int = 0
    cost: int = 0
    best_cost: int = 0
    created: list[str] = Field(default_factory=list, description="indexes the agent created and still has")
    created_total: int = 0
    rewrites: dict[str, str] = Field(default_factory=dict, description="qid -> accepted rewritten SQL")
    seen: list[str] = Field(default_factory=list)
    milestones: list[float] = Field(default_factory=list)
    invalid_actions: int = 0
    report: str | None = None
    wall: dict = Field(default_factory=dict, description="at the end: workload wall time before/after (ms), speed-up")


class IndexResetOptions(BaseModel):
    """How ``reset`` picks the scenario: by id, by ``seed`` among those of a difficulty, or an uploaded database."""

    model_config = ConfigDict(extra="forbid")
    seed: int | None = Field(default=None, ge=0, lt=2**63, description="draws the scenario when task_id is not given")
    episode_id: str | None = Field(default=None, max_length=255, description="kept as the state's episode_id")
    task_id: str | None = Field(default=None, max_length=300, description="a scenario id; GET /tasks?kind=index")
    difficulty: Literal["easy", "medium", "hard"] | None = None
    database: str | None = Field(default=None, description="an uploaded database (the id POST /databases returned), "
                                                            "tuned for an auto-generated workload")
    mode: Mode = Field(default="explore", description="how observations are written; only 'explore' so far")


@lru_cache(maxsize=32)
def _upload_scenario(path: Path) -> Scenario:
    return load_uploaded(path)


class IndexEnvironment(EnvironmentAdapter):
    kind = "index"
    actions = ACTION_KINDS
    action_model = IndexActionModel
    observation_model = IndexObservationModel
    state_model = IndexStateModel
    observation_type = IndexObservation
    state_type = IndexState
    reset_options = IndexResetOptions
    description = ("Tune a slow SQLite database: inspect the workload, explain queries, create and drop indexes, "
                   "rewrite queries, then submit a report. Rewarded by how far the measured workload cost falls "
                   "(VM steps), within a storage budget.")

    @staticmethod
    def default_env() -> IndexTuningEnv:
        return IndexTuningEnv()

    def start(self, options: IndexResetOptions) -> Any:
        if options.database is not None:
            observation = self.env.reset(seed=options.seed, scenario=_upload_scenario(upload_path(options.database)))
        elif options.task_id is None and options.difficulty is not None:
            pool = sorted(sid for sid, s in SCENARIOS.items() if s.difficulty == options.difficulty)
            observation = self.env.reset(seed=options.seed, task_id=random.Random(options.seed).choice(pool))
        else:
            observation = self.env.reset(seed=options.seed, task_id=options.task_id)
        if options.episode_id is not None:  # IndexTuningEnv.reset draws its own id and takes none
            self.env.state.episode_id = options.episode_id
        return observation

    def env_action(self, action: IndexActionModel) -> IndexAction | str:
        if action.text is not None:
            return action.text
        return IndexAction.from_dict(action.model_dump(exclude={"text", "metadata"}))
