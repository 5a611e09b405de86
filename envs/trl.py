"""The environments as tool-calling classes: for TRL's ``GRPOTrainer(environment_factory=...)``, and the tools the
OpenEnv server offers over MCP (``/analyst/mcp``, ``/index/mcp``).

    from functools import partial
    from trl import GRPOConfig, GRPOTrainer
    from envs.trl import AnalystToolEnv
    rows = [{"prompt": [{"role": "user", "content": "Answer the question with the tools."}],
             "task_id": "kennel/owner_count"}, ...]                         # reset options as columns
    GRPOTrainer(model, args=GRPOConfig(...), train_dataset=Dataset.from_list(rows),
                environment_factory=AnalystToolEnv)                                    # a local AnalystEnv each
    GRPOTrainer(..., environment_factory=partial(AnalystToolEnv, "ws://127.0.0.1:7860/analyst"))  # a served one

How TRL 1.16 uses the class: one instance per concurrent rollout, reused across batches; ``reset(**row)`` gets the
dataset row, whose reset-option columns (task_id, seed, difficulty, split, repair, database, question, mode) pick the
episode (other columns are ignored), and returns the question and tables, which TRL appends to the last user message;
every public method besides ``reset`` and ``get_reward`` is a tool (its name, type hints and Google-style docstring
become the schema); ``get_reward()`` scores the finished rollout with the episode's total reward, as the environment
weighs its parts (locally, pass ``env_factory=lambda: AnalystEnv(weights=...)`` to change them). An episode ends when
the model answers (then every call says "The episode is over") or stops calling tools. The chat template must be one
TRL knows for tool calls (e.g. its Qwen2.5 template).

Remote instances hold one OpenEnv WebSocket session each (``envs.openenv.client``), opened on the first reset
and closed by ``with ... as env`` or at exit.

    python -m pytest tests/test_trl_env.py
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from pydantic import ValidationError

from envs.openenv import ADAPTERS


class ToolEnv:
    """A tool-calling view of one environment kind, local or remote. Public methods are tools: keep helpers private."""

    kind: ClassVar[str]

    def __init__(self, url: str | None = None, env_factory: Callable[[], Any] | None = None,
                 environment: Any = None):
        """``url`` (``ws://HOST:PORT/analyst``) plays on a server; without it, a local environment from
        ``env_factory`` (default: the kind's environment), or the given OpenEnv ``environment`` (the MCP tools)."""
        self._types = ADAPTERS[self.kind]
        self._url = url
        self._client = None
        self._local = environment if environment is not None else None if url else self._types(env_factory)

    def reset(self, **row: Any) -> str:
        """Start an episode from a dataset row's reset options; return its first observation's text."""
        options = {k: v for k, v in row.items() if k in self._types.reset_options.model_fields and v is not None}
        if self._local is not None:
            return self._local.reset(**options).text
        return self._remote().reset(**options).observation.text

    def get_reward(self) -> float:
        """The episode's total reward so far (TRL calls it once the rollout is over)."""
        state = self._local.state if self._local is not None else self._remote().state()
        return float(state.total_reward)

    def _act(self, **fields: Any) -> str:
        try:
            action = self._types.action_model(**fields)
        except ValidationError as error:  # e.g. an empty argument: said to the model, no step is spent
            return "Error: " + "; ".join(e["msg"].removeprefix("Value error, ") for e in error.errors())
        if self._local is not None:
            return self._local.step(action).text
        return self._remote().step(action).observation.text

    def _remote(self) -> Any:
        if self._client is None:
            from envs.openenv.client import CLIENTS  # noqa: PLC0415

            self._client = CLIENTS[self.kind](base_url=self._url).sync()
            self._client.connect()
        return self._client

    def __enter__(self) -> "ToolEnv":
        return self

    def __exit__(self, *exc: Any) -> None:
        """Close a remote session (TRL keeps its instances for the whole run: their sockets close at exit)."""
        client, self._client = self._client, None
        if client is not None:
            client.close()


class AnalystToolEnv(ToolEnv):
    """Answer a business question about an SQLite database: look at tables, query them, then answer."""

    kind = "analyst"

    def describe(self, table: str) -> str:
        """Show a table's columns with their types and keys, and its number of rows.

        Args:
            table: The table's name, one of the tables listed with the question.

        Returns:
            The table's description, or an error naming the closest tables.
        """
        return self._act(kind="describe", argument=table)

    def sample(self, table: str) -> str:
        """Show the first few rows of a table.

        Args:
            table: The table's name, one of the tables listed with the question.

        Returns:
            The rows, or an error naming the closest tables.
        """
        return self._act(kind="sample", argument=table)

    def query(self, sql: str) -> str:
        """Run one read-only SQL query (SQLite dialect) and show its result.

        Args:
            sql: A single SELECT (or WITH ... SELECT) statement.

        Returns:
            The result's rows, or the error with a hint.
        """
        return self._act(kind="query", argument=sql)

    def answer(self, text: str) -> str:
        """Give the final answer to the question. This ends the episode.

        Args:
            text: The answer, stated plainly: a number, a name, or a short list.

        Returns:
            Whether the answer was accepted.
        """
        return self._act(kind="answer", argument=text)


class IndexToolEnv(ToolEnv):
    """Make a slow database's workload cheaper: inspect queries, add or drop indexes, rewrite queries, report."""

    kind = "index"

    def inspect_query(self, qid: str) -> str:
        """Show one workload query: its SQL, frequency, cost and plan.

        Args:
            qid: The query's id from the workload list, e.g. q1.
        """
        return self._act(kind="inspect_query", qid=qid)

    def analyze_indexes(self) -> str:
        """List the database's indexes and which workload queries use them."""
        return self._act(kind="analyze_indexes")

    def analyze_statistics(self, table: str) -> str:
        """Show a table's row count and how selective each column is.

        Args:
            table: The table's name.
        """
        return self._act(kind="analyze_statistics", table=table)

    def explain(self, sql: str) -> str:
        """Show the query plan and the measured cost of a query, without changing anything.

        Args:
            sql: A single read-only SQL statement.
        """
        return self._act(kind="explain", sql=sql)

    def create_index(self, table: str, columns: list[str], unique: bool = False) -> str:
        """Create an index; the workload's cost is measured again afterwards.

        Args:
            table: The table to index.
            columns: The indexed columns, in index order.
            unique: Whether the index enforces unique values.
        """
        return self._act(kind="create_index", table=table, columns=columns, unique=unique)

    def drop_index(self, name: str) -> str:
        """Drop an index you created; the workload's cost is measured again afterwards.

        Args:
            name: The index's name.
        """
        return self._act(kind="drop_index", name=name)

    def rewrite_query(self, qid: str, sql: str) -> str:
        """Replace a workload query by an equivalent one; accepted only if it returns the same rows.

        Args:
            qid: The query's id from the workload list, e.g. q2.
            sql: The rewritten SQL.
        """
        return self._act(kind="rewrite_query", qid=qid, sql=sql)

    def submit_report(self, summary: str) -> str:
        """Finish: say what you changed and why. This ends the episode.

        Args:
            summary: A few sentences on the indexes and rewrites.
        """
        return self._act(kind="submit_report", summary=summary)


TOOL_ENVS: dict[str, type[ToolEnv]] = {"analyst": AnalystToolEnv, "index": IndexToolEnv}  # kind -> its tools
