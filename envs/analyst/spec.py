"""Typed actions, observations and state of the analyst environment.

Actions have one text form, the one an LLM writes and a person reads:
    DESCRIBE <table>   SAMPLE <table>   QUERY <sql>   ANSWER <text>
``AnalystAction.from_text`` parses exactly that form (case-insensitive verb); the forgiving parser for raw model
output lives with the LLM policy in agent/.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pandas as pd

from envs.base import Observation, State
from envs.sandbox import QueryResult

ACTION_KINDS = ("describe", "sample", "query", "answer")
OBSERVATION_MODES = ("explore", "schema")  # the first observation: table names, or also the question's tables' columns


@dataclass(frozen=True)
class AnalystAction:
    kind: str  # one of ACTION_KINDS
    argument: str  # a table name, an SQL query or the answer text

    def __post_init__(self):
        if self.kind not in ACTION_KINDS:
            raise ValueError(f"unknown action {self.kind!r}; use one of {', '.join(k.upper() for k in ACTION_KINDS)}")

    def __str__(self) -> str:
        return f"{self.kind.upper()} {self.argument}"

    @classmethod
    def from_text(cls, text: str) -> "AnalystAction":
        """Parse ``VERB argument``; raises ValueError with a readable reason when the text is not an action."""
        verb, _, argument = text.strip().partition(" ")
        if not argument.strip():
            verb, _, argument = text.strip().partition("\n")
        kind = verb.strip().lower()
        if kind not in ACTION_KINDS:
            raise ValueError(f"expected DESCRIBE, SAMPLE, QUERY or ANSWER, got {verb.strip()[:40]!r}")
        if not argument.strip():
            raise ValueError(f"{kind.upper()} needs an argument")
        return cls(kind, argument.strip())


@dataclass
class AnalystObservation(Observation):
    kind: str = "reset"  # the action that produced it: reset, describe, sample, query, answer, invalid
    hint: str | None = None  # nearest table/column names after an error
    result: QueryResult | None = None  # rows of a SAMPLE or QUERY
    table: dict[str, Any] | None = None  # structured DESCRIBE output: name, row_count, columns
    tables: list[str] = field(default_factory=list)  # the database's table names (every observation)
    schema: list[dict[str, Any]] | None = None  # schema mode's first observation: its tables, as DESCRIBE gives them
    steps_left: int = 0

    @property
    def frame(self) -> pd.DataFrame | None:
        """The rows as a DataFrame, for the UI (built on demand: most steps never need it)."""
        return self.result.to_frame() if self.result is not None and self.result.ok else None


@dataclass
class AnalystState(State):
    task_id: str = ""
    db: str = ""
    question: str = ""
    difficulty: str = ""
    mode: str = "explore"  # explore: the first observation names the tables; schema: also its tables' columns
    repair_sql: str | None = None  # the broken query a repair episode starts from
    seen: set[str] = field(default_factory=set)  # action keys taken so far
    matched_gold: bool = False  # some query's result already matched the gold result
    last_sql: str | None = None  # the last query that ran without error
    last_matched: bool = False  # that query returned the gold result (execution match of the answer's query)
    answer: str | None = None
    correct: bool | None = None  # None until answered, or when the task has no gold answer
    abstained: bool = False  # the answer declined ("I can't answer this: ...") instead of answering
    parse_failures: int = 0
