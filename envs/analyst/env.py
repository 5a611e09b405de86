"""AnalystEnv: answer a business question about an SQLite database by exploring it, the way an analyst does.

The agent starts with the question and the table names only, and acts DESCRIBE / SAMPLE / QUERY / ANSWER within a
step budget. Every query goes through the read-only sandbox; errors come back with a hint, never as exceptions.
Schema mode's first observation also lists the columns of the tables the question is about (focus.py); with a
glossary (glossary.py), the owner's words the question uses and what they mean.

    env = AnalystEnv()
    obs = env.reset(seed=0, difficulty="easy")
    obs = env.step("DESCRIBE orders")
    obs = env.step(AnalystAction("query", "SELECT COUNT(*) FROM orders"))
"""

from __future__ import annotations

import random
import re
import sqlite3
import uuid
from collections.abc import Sequence
from pathlib import Path

from envs.analyst.focus import focused_overview
from envs.analyst.glossary import Glossary, checked, load_glossary, parse_glossary
from envs.analyst.repair import break_query
from envs.analyst.rewards import (
    AnalystRewardWeights, correctness_reward, execution_reward, format_reward, new_information_reward,
    progress_reward, step_cost_reward,
)
from envs.analyst.schema import DatabaseSchema, suggest_names, schema_of
from envs.analyst.spec import OBSERVATION_MODES, AnalystAction, AnalystObservation, AnalystState
from envs.analyst.tasks import GoldAnswer, Task, builtin_tasks, execute_gold, select_tasks
from envs.analyst.verify import answer_matches, is_abstention, results_match, strip_distinct
from envs.base import weighted_sum
from envs.sandbox import DEFAULT_LIMITS, Limits, QueryResult, open_readonly, quote_identifier, run_query

MAX_STEPS = 12  # actions per episode: enough to describe 3 tables, recover from 2 errors and answer
SAMPLE_ROWS = 5  # rows a SAMPLE shows
TEXT_ROWS = 15  # rows of a result written into the observation text (the structured result keeps up to max_rows)
CELL_CHARS = 40  # longer cells are cut in the text with "…"
MAX_ANSWER_CHARS = 2_000  # an answer is a few sentences, not a dump of the database
ACTIONS_HELP = "DESCRIBE <table> | SAMPLE <table> | QUERY <sql> | ANSWER <text>"
# the first observation lists the question's tables with their columns ("explore": table names only); the default
# because the agent is more accurate so on held-out databases (README, "Observation modes")
DEFAULT_MODE = "schema"
INVENTED_NAME = re.compile(r"no such (?:column|table): ([\w$.]+)")  # SQLite naming a column or table it lacks


def _checked_mode(mode: str) -> str:
    if mode not in OBSERVATION_MODES:
        raise ValueError(f"unknown observation mode {mode!r}; use one of {', '.join(OBSERVATION_MODES)}")
    return mode


def _table_dict(table) -> dict:
    """A table as structured observations carry it (DESCRIBE, schema mode): name, row_count, columns."""
    return {"name": table.name, "row_count": table.row_count, "columns": [vars(c) for c in table.columns]}


def format_rows(columns: list[str], rows: list[tuple], limit: int = TEXT_ROWS) -> str:
    """A compact pipe table; long cells and extra rows are cut with a visible marker."""
    def cell(value) -> str:
        text = "NULL" if value is None else (f"{value:.6g}" if isinstance(value, float) else str(value))
        text = text.replace("\n", " ")
        return text if len(text) <= CELL_CHARS else text[: CELL_CHARS - 1] + "…"

    lines = [" | ".join(columns)]
    lines += [" | ".join(cell(v) for v in row) for row in rows[:limit]]
    if len(rows) > limit:
        lines.append(f"… {len(rows) - limit} more rows not shown")
    return "\n".join(lines)


def describe_result(result: QueryResult) -> str:
    count = f"{len(result.rows)}+ rows (cut at the row cap)" if result.truncated else f"{len(result.rows)} rows"
    return f"{count}\n{format_rows(result.columns, result.rows)}"


class AnalystEnv:
    """OpenEnv-style environment over the built-in gold tasks, or any task list (Spider, uploads, own questions)."""

    def __init__(
        self,
        tasks: Sequence[Task] | None = None,
        max_steps: int = MAX_STEPS,
        limits: Limits = DEFAULT_LIMITS,
        weights: AnalystRewardWeights = AnalystRewardWeights(),
        mode: str = DEFAULT_MODE,
        glossary: bool | str | Glossary = False,
    ):
        self.mode = _checked_mode(mode)
        # the owner's words shown where a question uses them (envs.analyst.glossary): True for the database's own
        # glossary file, a Glossary or its text for that one (checked against each database), False for none
        self.glossary = glossary
        self._tasks = tasks
        self.max_steps = max_steps
        self.limits = limits
        self.weights = weights.as_dict()
        self._connections: dict[Path, sqlite3.Connection] = {}
        self._state = AnalystState()
        self._task: Task | None = None
        self._gold: GoldAnswer | None = None
        self._gold_exec: GoldAnswer | None = None
        self._schema: DatabaseSchema | None = None

    # ------------------------------------------------------------------ contract

    @property
    def tasks(self) -> Sequence[Task]:
        return self._tasks if self._tasks is not None else builtin_tasks()

    @property
    def state(self) -> AnalystState:
        return self._state

    @property
    def task(self) -> Task | None:
        return self._task

    def reset(
        self,
        seed: int | None = None,
        task_id: str | None = None,
        difficulty: str | None = None,
        split: str = "all",
        repair: bool = False,
        task: Task | None = None,
        episode_id: str | None = None,
        mode: str | None = None,
        glossary: bool | str | Glossary | None = None,
    ) -> AnalystObservation:
        """Start an episode: the given ``task``, the task ``task_id``, or one drawn by ``seed`` from the filters.

        ``mode`` (default: the env's) is what the first observation shows: "explore", the table names only, or
        "schema", every table's columns and types too (compactly, cut with a marker when the schema is large).
        ``glossary`` (default: the env's): list the glossary entries whose words the question uses.
        """
        mode = _checked_mode(mode or self.mode)
        rng = random.Random(seed)
        self._task = task or self._choose_task(rng, task_id, difficulty, split)
        path = self._task.path
        self._schema = schema_of(path)
        self._gold = self._gold_exec = None
        if self._task.gold_sql:
            self._gold = execute_gold(self._task.gold_sql, path)
            self._gold_exec = execute_gold(strip_distinct(self._task.gold_sql), path)
        self._state = AnalystState(
            episode_id=episode_id or uuid.uuid4().hex[:12], max_steps=self.max_steps, task_id=self._task.task_id,
            db=self._task.db, question=self._task.question, difficulty=self._task.difficulty, mode=mode,
        )
        lines = [f"Question: {self._task.question}", f"Database: {self._task.db}. Tables: {', '.join(self._schema.table_names)}"]
        glossary = self._glossary(self.glossary if glossary is None else glossary)
        used = glossary.used_by(self._task.question)
        focused = focused_overview(path, self._task.question, used) if mode == "schema" else None
        if focused is not None:  # the columns of the tables the question is about (focus.py); the rest by name
            lines += ["Schema:", focused.text]
        if used:  # the owner's words the question uses, and what they mean in this database
            lines += ["Glossary:", *(entry.line for entry in used)]
        if repair:
            lines += self._repair_lines(seed if seed is not None else rng.randrange(2**31))
        lines += [f"Actions (one per turn): {ACTIONS_HELP}", f"You have {self.max_steps} steps."]
        metadata = {"task_id": self._task.task_id, "db": self._task.db, "difficulty": self._task.difficulty,
                    "question": self._task.question, "repair_sql": self._state.repair_sql, "mode": mode}
        if used:
            metadata["glossary"] = [entry.as_dict() for entry in used]
        if glossary.problems:  # what the given glossary says that the database lacks, or that could not be read
            metadata["glossary_problems"] = list(glossary.problems)
        if focused is not None:
            metadata["mentioned_values"] = {f"{t}.{c}": list(v) for (t, c), v in focused.mentioned.items()}
        return AnalystObservation(
            text="\n".join(lines), tables=self._schema.table_names, steps_left=self.max_steps,
            schema=[_table_dict(t) for t in focused.tables] if focused is not None else None, metadata=metadata,
        )

    def _glossary(self, glossary: bool | str | Glossary) -> Glossary:
        if isinstance(glossary, str):
            glossary = parse_glossary(glossary)
        if isinstance(glossary, Glossary):
            return checked(glossary, self._task.path)
        return load_glossary(self._task.path, self._task.db) if glossary else Glossary()

    def step(self, action: AnalystAction | str) -> AnalystObservation:
        state = self._state
        if self._task is None or state.done:
            return AnalystObservation(text="The episode is over; call reset to start another.", done=True,
                                      error="episode is over", kind="invalid")
        state.step_count += 1
        parts = {name: 0.0 for name in self.weights}
        parts["step_cost"] = step_cost_reward()
        if isinstance(action, str):
            try:
                action = AnalystAction.from_text(action)
            except ValueError as error:
                state.parse_failures += 1
                parts["format"] = format_reward(False)
                observation = AnalystObservation(
                    text=f"Could not parse the action: {error}. Use one of: {ACTIONS_HELP}", error=str(error),
                    kind="invalid")
                return self._finish_step(observation, parts, action_key=None)
        handler = {"describe": self._describe, "sample": self._sample, "query": self._query, "answer": self._answer}
        observation = handler[action.kind](action.argument, parts)
        parts["execution"] = execution_reward(action.kind, observation.error is not None)
        key = f"{action.kind}:{' '.join(action.argument.split()).lower()}"
        return self._finish_step(observation, parts, action_key=key)

    # ------------------------------------------------------------------ actions

    def _describe(self, argument: str, parts: dict) -> AnalystObservation:
        table = self._schema.table(argument)
        if table is None:
            return self._unknown_table(argument, "describe")
        return AnalystObservation(text=table.describe(), kind="describe", table=_table_dict(table))

    def _sample(self, argument: str, parts: dict) -> AnalystObservation:
        table = self._schema.table(argument)
        if table is None:
            return self._unknown_table(argument, "sample")
        sql = f"SELECT * FROM {quote_identifier(table.name)} LIMIT {SAMPLE_ROWS}"
        result = run_query(self._connection(), sql, self.limits)
        text = f"Sample of {table.name} ({table.row_count:,} rows in all)\n{format_rows(result.columns, result.rows)}"
        return AnalystObservation(text=text, kind="sample", result=result, error=result.error)

    def _query(self, sql: str, parts: dict) -> AnalystObservation:
        result = run_query(self._connection(), sql, self.limits)
        if not result.ok:
            hint = self._schema.hint_for_error(result.error)
            text = f"Error: {result.error}" + (f"\nHint: {hint}" if hint else "")
            observation = AnalystObservation(text=text, kind="query", result=result, error=result.error, hint=hint)
            if invented := INVENTED_NAME.search(result.error):  # a name the database does not have
                observation.metadata["invented"] = invented.group(1)
            return observation
        self._state.last_sql = result.sql
        matches = self._matches_gold(result)
        self._state.last_matched = matches
        parts["progress"] = progress_reward(matches, self._state.matched_gold)
        self._state.matched_gold |= matches
        observation = AnalystObservation(text=describe_result(result), kind="query", result=result)
        observation.metadata["exec_match"] = matches if self._gold is not None else None
        return observation

    def _answer(self, text: str, parts: dict) -> AnalystObservation:
        state = self._state
        state.answer = text[:MAX_ANSWER_CHARS]
        state.abstained = is_abstention(state.answer)
        state.correct = answer_matches(state.answer, self._gold, self._task.question) if self._gold else None
        parts["correctness"] = correctness_reward(state.correct)
        verdict = {True: "correct", False: "not correct", None: "recorded (no gold answer to check)"}[state.correct]
        return AnalystObservation(text=f"Answer {verdict}.", kind="answer", done=True)

    # ------------------------------------------------------------------ helpers

    def _choose_task(self, rng: random.Random, task_id: str | None, difficulty: str | None, split: str) -> Task:
        if task_id is not None:
            found = next((t for t in self.tasks if t.task_id == task_id), None)
            if found is None:
                raise KeyError(f"unknown task id {task_id!r}")
            return found
        if self._tasks is None:
            pool = select_tasks(split, difficulty)
        else:
            pool = [t for t in self._tasks if difficulty in (None, t.difficulty) and split in ("all", t.split)]
        if not pool:
            raise ValueError(f"no task matches difficulty={difficulty!r} split={split!r}")
        return rng.choice(pool)

    def _connection(self) -> sqlite3.Connection:
        path = self._task.path
        if path not in self._connections:
            self._connections[path] = open_readonly(path)
        return self._connections[path]

    def _matches_gold(self, result: QueryResult) -> bool:
        if self._gold_exec is None or result.truncated:
            return False
        rows = result.rows
        stripped = strip_distinct(result.sql)
        if stripped != result.sql:  # Spider drops DISTINCT from both sides
            again = run_query(self._connection(), stripped, self.limits)
            if not again.ok or again.truncated:
                return False
            rows = again.rows
        return results_match(rows, list(self._gold_exec.rows), self._gold_exec.ordered)

    def _unknown_table(self, name: str, kind: str) -> AnalystObservation:
        hint = suggest_names(name, self._schema.table_names, "tables")
        error = f"no table named {name.strip()[:60]!r}"
        return AnalystObservation(text=f"Error: {error}\nHint: {hint}", kind=kind, error=error, hint=hint,
                                  metadata={"invented": name.strip()[:60]})

    def _repair_lines(self, seed: int) -> list[str]:
        if not self._task.gold_sql:
            return []

        def is_broken(sql: str) -> bool:
            result = run_query(self._connection(), sql, self.limits)
            return not result.ok or not self._matches_gold(result)

        broken = break_query(self._task.gold_sql, is_broken, seed)
        if broken is None:
            return []
        sql, mistake = broken
        self._state.repair_sql = sql
        result = run_query(self._connection(), sql, self.limits)
        outcome = f"Error: {result.error}" if not result.ok else describe_result(result)
        return [f"A colleague's query for this question does not give the right answer yet:\n{sql}", f"It gives: {outcome}"]

    def _finish_step(self, observation: AnalystObservation, parts: dict, action_key: str | None) -> AnalystObservation:
        state = self._state
        if action_key is not None:
            parts["new_information"] = new_information_reward(action_key, state.seen) if observation.error is None else 0.0
            state.seen.add(action_key)
        steps_left = state.max_steps - state.step_count
        if not observation.done and steps_left <= 0:
            observation.done = True
            observation.text += "\nStep budget used up: the episode ends without an answer."
        elif not observation.done:
            observation.text += f"\n({steps_left} steps left)"
        state.done = observation.done
        observation.reward, observation.reward_parts = weighted_sum(parts, self.weights)
        state.total_reward = round(state.total_reward + observation.reward, 6)
        observation.tables = self._schema.table_names
        observation.steps_left = max(steps_left, 0)
        observation.metadata.update(step=state.step_count, task_id=state.task_id)
        if observation.done:
            observation.metadata.update(correct=state.correct, answer=state.answer, matched_gold=state.matched_gold,
                                        answer_exec_match=state.last_matched if self._gold else None,
                                        abstained=state.abstained,
                                        gold_sql=self._task.gold_sql, gold_answer=self._gold.value if self._gold else None)
        return observation

    def close(self) -> None:
        for con in self._connections.values():
            con.close()
        self._connections.clear()
