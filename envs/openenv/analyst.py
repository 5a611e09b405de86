"""The analyst environment on the wire: its OpenEnv Action / Observation / State types, its reset options, and
``AnalystEnvironment``, the OpenEnv ``Environment`` over ``envs.analyst.env.AnalystEnv``.

These types are the one wire format: the HTTP routes (``envs/server``), the WebSocket at ``/analyst/ws``, the
typed client (``envs/openenv/client.py``), ``agent/client.py`` and the TRL tools (``envs/trl.py``) all use them.
Field names match the environment's dataclasses (``envs/analyst/spec.py``); a query's ``result`` travels as ``rows``.

    {"type": "reset", "data": {"task_id": "kennel/owner_count"}}                      # over /analyst/ws
    {"type": "step", "data": {"kind": "query", "argument": "SELECT COUNT(*) FROM owners"}}
    {"type": "step", "data": {"text": "ANSWER 42"}}                                     # the text form an LLM writes
"""

from __future__ import annotations

import hashlib
import random
from functools import lru_cache
from pathlib import Path
from typing import Annotated, Any, Literal

from openenv.core.env_server.types import Action, Observation, State
from pydantic import AliasChoices, BaseModel, ConfigDict, Field, model_validator

from envs.analyst.env import DEFAULT_MODE, AnalystEnv
from envs.analyst.glossary import MAX_GLOSSARY_CHARS
from envs.analyst.spec import ACTION_KINDS, OBSERVATION_MODES, AnalystAction, AnalystObservation, AnalystState
from envs.analyst.tasks import Task
from envs.openenv.environment import EnvironmentAdapter
from envs.openenv.wire import MAX_ACTION_CHARS, RowsModel, upload_path


class AnalystActionModel(Action):
    """One analyst action: structured (``kind`` + ``argument``) or its text form (``text``), never both."""

    kind: Literal[ACTION_KINDS] | None = Field(  # type: ignore[valid-type]
        default=None, description="describe | sample | query | answer")
    argument: str | None = Field(default=None, max_length=MAX_ACTION_CHARS,
                                 description="a table name (describe, sample), an SQL query, or the answer text")
    text: str | None = Field(default=None, max_length=MAX_ACTION_CHARS,
                             description="the text form, e.g. 'QUERY SELECT 1'; parsed by the environment: a text "
                                         "that does not parse is an observation with error and the format penalty")

    @model_validator(mode="after")
    def _one_form(self) -> "AnalystActionModel":
        if self.text is not None:
            if self.kind is not None or self.argument is not None:
                raise ValueError("send either text or kind + argument, not both")
        elif self.kind is None:
            raise ValueError("send kind + argument (the structured form) or text (the form an LLM writes)")
        elif not (self.argument or "").strip():
            raise ValueError(f"{self.kind} needs an argument")
        return self

    @classmethod
    def of(cls, action: Any) -> "AnalystActionModel":
        """The wire form of an ``AnalystAction``, its text, a dict or a model."""
        if isinstance(action, cls):
            return action
        if isinstance(action, AnalystAction):
            return cls(kind=action.kind, argument=action.argument)
        if isinstance(action, dict):
            return cls.model_validate(action)
        return cls(text=str(action))


class AnalystObservationModel(Observation):
    """What the agent sees (``envs.analyst.spec.AnalystObservation``); OpenEnv's base adds done, reward, metadata."""

    model_config = ConfigDict(serialize_by_alias=True)  # db_schema is "schema" on the wire (BaseModel owns .schema)

    text: str = Field(default="", description="the observation as an LLM reads it")
    reward_parts: dict[str, float] = Field(default_factory=dict, description="weighted parts; they sum to reward")
    error: str | None = Field(default=None, description="why the action failed: bad SQL, unknown table, bad text")
    kind: str = Field(default="reset", description="the action that produced it: reset, describe, sample, query, "
                                                   "answer, invalid, refused")
    hint: str | None = Field(default=None, description="nearest table/column names after an error")
    rows: RowsModel | None = Field(default=None, description="the rows of a SAMPLE or QUERY")
    table: dict[str, Any] | None = Field(default=None, description="DESCRIBE's table: name, row_count, columns")
    tables: list[str] = Field(default_factory=list, description="the database's table names")
    db_schema: list[dict[str, Any]] | None = Field(
        default=None, alias="schema", validation_alias=AliasChoices("schema", "db_schema"),
        description="schema mode's first observation: the tables it lists, as DESCRIBE gives them")
    steps_left: int = 0


class AnalystStateModel(State):
    """Episode bookkeeping (``envs.analyst.spec.AnalystState``)."""

    max_steps: int = 0
    done: bool = False
    total_reward: float = 0.0
    task_id: str = ""
    db: str = ""
    question: str = ""
    difficulty: str = ""
    mode: str = Field(default=DEFAULT_MODE, description="what the first observation showed: explore or schema")
    repair_sql: str | None = Field(default=None, description="the broken query a repair episode starts from")
    seen: list[str] = Field(default_factory=list, description="action keys taken so far")
    matched_gold: bool = False
    last_sql: str | None = None
    last_matched: bool = False
    answer: str | None = None
    correct: bool | None = Field(default=None, description="None until answered, or when there is no gold answer")
    abstained: bool = False
    parse_failures: int = 0


class AnalystResetOptions(BaseModel):
    """How ``reset`` picks the episode: a task id, or one drawn by ``seed`` among the tasks matching the filters."""

    model_config = ConfigDict(extra="forbid")
    seed: int | None = Field(default=None, ge=0, lt=2**63, description="draws the task when task_id is not given")
    episode_id: str | None = Field(default=None, max_length=255, description="kept as the state's episode_id")
    task_id: str | None = Field(default=None, max_length=300, description="GET /tasks lists them")
    difficulty: Literal["easy", "medium", "hard"] | None = None
    split: Literal["train", "heldout", "all"] | None = Field(default=None, description="built-in tasks only")
    repair: bool = Field(default=False, description="start from a colleague's broken query")
    database: str | None = Field(default=None, description="an uploaded database (the id POST /databases returned): "
                                                            "its generated, verified questions, or `question`")
    question: str | None = Field(default=None, min_length=1, max_length=2_000,
                                 description="your own question about `database` (no gold answer: never scored)")
    mode: Literal[OBSERVATION_MODES] | None = Field(  # type: ignore[valid-type]
        default=None, description="what the first observation shows: explore (the table names) or schema (every "
                                  "table's columns too); default: the environment's")

    glossary: bool | Annotated[str, Field(max_length=MAX_GLOSSARY_CHARS)] | None = Field(
        default=None, description="the owner's words for the database's tables, columns, values and measures, "
                                  "listed in the first observation where the question uses them: true for the "
                                  "database's own glossary (a built-in database's, or a file beside it), or entries "
                                  "in the glossary format, one a line (\"website, web shop: orders.channel = "
                                  "'online'\", \"revenue: order_items.quantity * products.price\"); default: the "
                                  "environment's (none)")

    @model_validator(mode="after")
    def _question_needs_database(self) -> "AnalystResetOptions":
        if self.question is not None and self.database is None:
            raise ValueError("question needs database (an uploaded database's id)")
        return self


@lru_cache(maxsize=32)
def _upload_tasks(path: Path) -> tuple[Task, ...]:
    from envs.analyst.generate import generate_tasks  # noqa: PLC0415 - seconds of work, only for uploads

    return tuple(generate_tasks(path, db=path.stem))


def upload_task(options: AnalystResetOptions) -> Task:
    """The task of a reset on an uploaded database: the caller's own question, or a generated one."""
    path = upload_path(options.database)
    if options.question is not None:
        digest = hashlib.sha1(options.question.encode()).hexdigest()[:8]
        return Task(f"{path.stem}/own-{digest}", path.stem, options.question.strip(), None, "own", "own", path)
    tasks = _upload_tasks(path)
    if options.task_id is not None:
        found = next((t for t in tasks if t.task_id == options.task_id), None)
        if found is None:
            raise KeyError(f"unknown task id {options.task_id!r} for database {options.database!r}")
        return found
    pool = [t for t in tasks if options.difficulty in (None, t.difficulty)]
    if not pool:
        raise ValueError(f"no generated question on {options.database!r} matches difficulty={options.difficulty!r}")
    return random.Random(options.seed).choice(pool)


class AnalystEnvironment(EnvironmentAdapter):
    kind = "analyst"
    actions = ACTION_KINDS
    action_model = AnalystActionModel
    observation_model = AnalystObservationModel
    state_model = AnalystStateModel
    observation_type = AnalystObservation
    state_type = AnalystState
    reset_options = AnalystResetOptions
    description = ("Answer a business question about an SQLite database by exploring it: DESCRIBE / SAMPLE a "
                   "table, QUERY it (read-only, within a step and time budget), then ANSWER. Rewarded for a correct "
                   "answer, with small shaping terms for useful steps.")

    @staticmethod
    def default_env() -> AnalystEnv:
        return AnalystEnv()

    def start(self, options: AnalystResetOptions) -> Any:
        common = dict(seed=options.seed, repair=options.repair, episode_id=options.episode_id, mode=options.mode,
                      glossary=options.glossary)
        if options.database is not None:
            return self.env.reset(task=upload_task(options), **common)
        return self.env.reset(task_id=options.task_id, difficulty=options.difficulty, split=options.split or "all",
                              **common)

    def env_action(self, action: AnalystActionModel) -> AnalystAction | str:
        return action.text if action.text is not None else AnalystAction(action.kind, action.argument)
