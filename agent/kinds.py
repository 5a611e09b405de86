"""The episode kinds an agent plays, in one registry: everything that differs between analyst and index tuning.

    kind = kind_of("index")                      # by its wire name, or its prompt name "index_tuning"
    env = kind.make_env()                        # AnalystEnv() / IndexTuningEnv()
    kind.parse("create_index(t, [a])", tables)   # -> ParseResult
    kind.system("explore"), kind.example         # the system prompt (per observation mode) and demonstration
    kind.baseline()                              # RuleBasedAnalyst() / RuleBasedIndexAdvisor()
    kind.new_actions(first_observation)          # actions certainly new in an episode, for the loop breaker
    kind.undo(sent, before, after)               # the action undoing a change the measured cost condemns
    kind.final_verb                              # "submit_report": what persistence keeps a model from saying early
    kind.default_adapter()                       # its own adapter ($INDEX_ADAPTER_ID, assets/adapters/...) or None

The prompts (agent/prompts.py), the parser dispatch (``parse_action``), the LLM policy's loop breaker and
abstentions (agent/llm_policy.py), the eval CLI's ``--env``, and the app's and server's baselines (app.py) all look
a kind up here. Adding a kind (say, query-repair episodes) is one ``EpisodeKind`` below, plus its environment and its
wire types in envs/ (envs/openenv, whose serving maps are keyed by the same wire name).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from agent.parsing import ParseResult, parse_analyst, parse_index_tuning
from agent.policy import Policy
from envs.base import Env, Observation

ANALYST_SYSTEM = """\
You are a data analyst. You answer a question about an SQLite database by taking one action per turn.
Reply with exactly one action and nothing else. The actions:
DESCRIBE <table>  shows the columns of a table
SAMPLE <table>  shows 5 rows of a table
QUERY <sql>  runs one SQLite SELECT statement and shows its rows
ANSWER <text>  gives the final answer and ends the episode
Examples of replies:
DESCRIBE orders
QUERY SELECT COUNT(*) FROM orders WHERE status = 'shipped'
ANSWER 42
{plan}
Use only table and column names you have seen. If an action fails, read the error and the hint, then fix it."""
# what to do first, by observation mode (envs.analyst.spec.OBSERVATION_MODES): table names only, or the whole schema
ANALYST_PLANS = {
    "explore": "First DESCRIBE the tables you need, then QUERY, then ANSWER with the values your query returned.",
    "schema": "The first message lists the columns of the tables the question is about: QUERY straight away, then "
              "ANSWER with the values your query returned.\nDESCRIBE a table only when you need one it did not list.",
}

INDEX_TUNING_SYSTEM = """\
You are a database performance engineer. You make a workload of SQLite queries cheaper by adding or dropping
indexes within a storage budget, taking one action per turn.
Reply with exactly one action and nothing else. The actions:
inspect_query(q1)  shows a workload query, how often it runs and its plan
analyze_indexes  lists the indexes that exist
analyze_statistics(orders)  shows the row count and column statistics of a table
explain(SELECT ...)  shows the plan and cost of any SELECT
create_index(orders, [customer_id, created_at])  adds an index (add unique=True for a unique one)
drop_index(idx_orders_customer_id)  removes an index
rewrite_query(q2, SELECT ...)  replaces a workload query with an equivalent cheaper one
submit_report(what you changed and why)  ends the episode
Work down the workload from its costliest query: index the columns it filters on (= first, then a range), joins
on or sorts by; rewrite a query whose columns hide behind functions. Drop an index that made the cost higher.
Then submit_report. If an action fails, read the error, then fix it."""

# A short demonstration episode on a made-up database, shown as real chat turns before the episode: small models
# copy the form of earlier assistant turns far more reliably than they follow instructions. It also shows a fix
# after an error hint. Nothing in it comes from the task banks.
ANALYST_EXAMPLE = (
    ("user", "Question: How many orders did customers from Paris place?\nDatabase: shop. Tables: customers, orders\n"
             "You have 12 steps."),
    ("assistant", "DESCRIBE customers"),
    ("user", "Table customers (120 rows)\n  customer_id INTEGER PRIMARY KEY\n  name TEXT NOT NULL\n  city TEXT\n"
             "(11 steps left)"),
    ("assistant", "DESCRIBE orders"),
    ("user", "Table orders (950 rows)\n  order_id INTEGER PRIMARY KEY\n  customer_id INTEGER -> customers.customer_id\n"
             "  total REAL\n(10 steps left)"),
    ("assistant", "QUERY SELECT COUNT(*) FROM orders JOIN customers ON customers.customer_id = orders.customer_id "
                  "WHERE customers.town = 'Paris'"),
    ("user", "Error: no such column: customers.town\nHint: Did you mean customers.city?\n(9 steps left)"),
    ("assistant", "QUERY SELECT COUNT(*) FROM orders JOIN customers ON customers.customer_id = orders.customer_id "
                  "WHERE customers.city = 'Paris'"),
    ("user", "1 rows\nCOUNT(*)\n37\n(8 steps left)"),
    ("assistant", "ANSWER 37"),
)
INDEX_TUNING_EXAMPLE = (
    ("user", "Scenario demo/orders: Orders looked up by customer.\nTables:\n  orders (50,000 rows): id, customer_id, total\n"
             "Existing indexes: none\nWorkload, costliest first (cost = VM steps per run x runs):\n"
             "  q1 [read, x100, 98% of cost] SELECT total FROM orders WHERE customer_id = 42\n"
             "    columns an index could serve: orders: customer_id (=)\n"
             "  q2 [read, x10, 2% of cost] SELECT id FROM orders WHERE total > 900\n"
             "    columns an index could serve: orders: total (range)\n"
             "Storage budget for new indexes: 300 pages.\n"
             "[cost 10,200,000 VM steps (start 10,200,000); score 0/100; index pages 0/300; steps left 30]"),
    ("assistant", "create_index(orders, [total])"),
    ("user", "Created idx_orders_total ON orders(total). Workload cost 10,200,000 -> 10,260,000 (0.6% costlier); "
             "indexes now use 120 pages.\n"
             "[cost 10,260,000 VM steps (start 10,200,000); score 0/100; index pages 120/300; steps left 29]"),
    ("assistant", "drop_index(idx_orders_total)"),
    ("user", "Dropped idx_orders_total. Workload cost 10,260,000 -> 10,200,000 (0.6% cheaper).\n"
             "[cost 10,200,000 VM steps (start 10,200,000); score 0/100; index pages 0/300; steps left 28]"),
    ("assistant", "create_index(orders, [customer_id])"),
    ("user", "Created idx_orders_customer_id ON orders(customer_id). Workload cost 10,200,000 -> 252,000 (97.5% "
             "cheaper); indexes now use 110 pages.\n"
             "[cost 252,000 VM steps (start 10,200,000); score 98/100; index pages 110/300; steps left 27]"),
    ("assistant", "submit_report(kept idx_orders_customer_id)"),
)


# Environments and baselines are imported when first asked for: rendering a prompt must not load sqlglot, pandas and
# the databases (importing agent.prompts took 0.7 s with them at the top, 0.03 s without).
def _analyst_env(**options: Any) -> Env:
    from envs.analyst.env import AnalystEnv
    return AnalystEnv(**options)


def _index_env(**options: Any) -> Env:
    from envs.index_tuning import IndexTuningEnv
    return IndexTuningEnv(**options)


def _analyst_baseline() -> Policy:
    from agent.baselines.analyst import RuleBasedAnalyst
    return RuleBasedAnalyst()


def _index_baseline() -> Policy:
    from agent.baselines.index_tuning import RuleBasedIndexAdvisor
    return RuleBasedIndexAdvisor()


def _looks_at_tables(first: Observation) -> list[str]:
    tables = list(getattr(first, "tables", None) or [])
    return [f"{verb} {table}" for verb in ("DESCRIBE", "SAMPLE") for table in tables]


COST_GUARD = "cost guard"  # how the guard's actions are recorded: ParseResult.reason, and "[cost guard] ..." as text


def _undo_unpaid_change(sent: str, before: dict, after: dict) -> str | None:
    """Index tuning's cost guard, from the measured workload cost (observation metadata ``before`` and ``after`` the
    action ``sent``): ``drop_index`` of the index a ``create_index`` made when the cost did not fall (an index must
    pay for its pages and its writes), ``create_index`` of the one a ``drop_index`` removed when the cost rose;
    None otherwise."""
    from envs.index_tuning.spec import IndexAction  # here: rendering a prompt must not load the environments

    cost_before, cost_after = before.get("cost"), after.get("cost")
    if not isinstance(cost_after, (int, float)) or not isinstance(cost_before, (int, float)):
        return None
    if sent.startswith("create_index(") and cost_after >= cost_before:
        new = [name for name in after.get("created_indexes") or [] if name not in (before.get("created_indexes") or [])]
        return str(IndexAction("drop_index", name=new[-1])) if new else None
    dropped = after.get("dropped")
    if sent.startswith("drop_index(") and cost_after > cost_before and isinstance(dropped, dict) and dropped.get("columns"):
        return str(IndexAction.create_index(dropped["table"], dropped["columns"], bool(dropped.get("unique"))))
    return None


def _inspects_queries(first: Observation) -> list[str]:
    workload = (getattr(first, "metadata", None) or {}).get("workload") or []
    return ["analyze_indexes", *(f"inspect_query({q['qid']})" for q in workload if isinstance(q, dict) and q.get("qid"))]


@dataclass(frozen=True)
class EpisodeKind:
    name: str  # the prompt's and parser's name, and the key of an adapter's saved prompt settings
    wire: str  # the URL prefix (/analyst/ws, /index/ws), the HTTP API's session kind and the eval CLI's --env
    make_env: Callable[..., Env]  # options -> a new environment of this kind
    parse: Callable[[object, Sequence[str]], ParseResult]
    system_prompt: str  # with "{plan}" where the observation mode's plan goes, if the kind has plans
    plans: dict[str, str]  # observation mode -> what to do first
    example: tuple[tuple[str, str], ...]  # the demonstration episode (role, text)
    abstention: str  # the action that ends an episode whose model failed: {reason} (no brackets or line breaks)
    stuck: str  # the loop breaker's last resort; {again} is "" or " (2)", " (3)"... should it have been sent already
    new_actions: Callable[[Observation], list[str]]  # from the first observation: actions that look at something
    baseline: Callable[[], Policy]  # -> a new rule-based policy of this kind
    # the cost guard (LLMPolicy(guard=True)): (action sent, metadata before, after) -> the action undoing it, or None
    undo: Callable[[str, dict, dict], str | None] | None = None
    # the verb of the action that ends an episode by the model's choice, for persistence (LLMPolicy(persist=True));
    # None: the kind's episodes are not played to their budget
    final_verb: str | None = None
    # the verbs of the actions that change what the guard measures: with the guard on, the last step never sends one,
    # since no step would be left to undo it
    changes: tuple[str, ...] = ()
    # its own adapter: the environment variable naming one, and the shipped one's folder under assets/adapters/;
    # None: the shared rule (agent.backends.loading: $ADAPTER_ID, else the analyst's shipped adapter)
    adapter_env: str | None = None
    adapter_name: str | None = None

    def default_adapter(self, model_id: str | None = None) -> str | None:
        """The adapter this kind's agent loads when none is asked for: ``$<adapter_env>``, else its shipped adapter
        (on the default base model only), else None (the shared rule decides)."""
        from agent.backends.loading import ADAPTERS_DIR, DEFAULT_MODEL_ID, resolve_model_id

        chosen = os.environ.get(self.adapter_env, "").strip() if self.adapter_env else ""
        if chosen:
            return chosen
        shipped = ADAPTERS_DIR / self.adapter_name if self.adapter_name else None
        if shipped and (shipped / "adapter_config.json").exists() and resolve_model_id(model_id) == DEFAULT_MODEL_ID:
            return str(shipped)
        return None

    def system(self, mode: str = "explore") -> str:
        """The system prompt for an episode in observation ``mode``."""
        if not self.plans:
            return self.system_prompt
        return self.system_prompt.format(plan=self.plans.get(mode, next(iter(self.plans.values()))))


KINDS: dict[str, EpisodeKind] = {kind.name: kind for kind in (
    EpisodeKind("analyst", "analyst", _analyst_env, parse_analyst, ANALYST_SYSTEM, ANALYST_PLANS, ANALYST_EXAMPLE,
                abstention="ANSWER I can't answer this: the model failed ({reason})",
                stuck="ANSWER I can't answer this: my queries kept failing{again}",
                new_actions=_looks_at_tables, baseline=_analyst_baseline),
    EpisodeKind("index_tuning", "index", _index_env, parse_index_tuning, INDEX_TUNING_SYSTEM, {},
                INDEX_TUNING_EXAMPLE,
                abstention="submit_report(stopped early: the model failed - {reason})",
                stuck="submit_report(stopped: my next actions repeated earlier ones{again})",
                new_actions=_inspects_queries, baseline=_index_baseline, undo=_undo_unpaid_change,
                final_verb="submit_report",
                changes=("create_index", "drop_index", "rewrite_query", "analyze_statistics"),
                adapter_env="INDEX_ADAPTER_ID", adapter_name="smollm2-135m-index-agent"),
)}
BY_WIRE: dict[str, EpisodeKind] = {kind.wire: kind for kind in KINDS.values()}


def kind_of(name: str | EpisodeKind) -> EpisodeKind:
    """The kind called ``name`` (its prompt name or its wire name); ValueError listing the known ones."""
    if isinstance(name, EpisodeKind):
        return name
    kind = KINDS.get(name) or BY_WIRE.get(name)
    if kind is None:
        raise ValueError(f"no episode kind {name!r}; known: {', '.join(KINDS)} (or {', '.join(BY_WIRE)})")
    return kind


def parse_action(kind: str, text: object, tables: Sequence[str] = ()) -> ParseResult:
    """Parse a reply as an action of ``kind``; an unknown kind is a failed parse, not an exception."""
    try:
        return kind_of(kind).parse(text, tables)
    except ValueError as error:
        return ParseResult(None, str(error))


def baselines() -> dict[str, dict[str, Any]]:
    """Wire name -> {"baseline": policy factory}: the policies the HTTP API's /benchmark may run."""
    return {kind.wire: {"baseline": kind.baseline} for kind in KINDS.values()}
