"""Prompts for the LLM agent: a system prompt per episode kind and the episode history as compact chat messages.

    messages = build_messages("analyst", first_observation_text, turns, PromptConfig())
    prompt = render_prompt(tokenizer, messages)    # the model's own chat template, ready for generation

The history is: the first observation (question, tables, budget) as the first user message, then one assistant
message (the action taken) and one user message (the environment's reply) per step. Long observations are cut
with a visible marker; when the whole history exceeds the context budget, the oldest observations are squeezed
first, then the oldest turns are dropped (with a note saying how many), always keeping the question and the latest
observation.

    python -m pytest tests/test_prompts.py
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import asdict, dataclass, fields
from pathlib import Path

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
    "schema": "The first message lists every table's columns: QUERY straight away, then ANSWER with the values your "
              "query returned.\nDESCRIBE or SAMPLE a table only when you need to see more of it.",
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
Inspect the costly queries first, index the columns they filter, join or sort on, then submit_report.
If an action fails, read the error, then fix it."""

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
             "Existing indexes: none\nWorkload (cost = VM steps per run x runs):\n"
             "  q1 [read, x100, 98% of cost] SELECT total FROM orders WHERE customer_id = 42\n"
             "Storage budget for new indexes: 300 pages.\n"
             "[cost 10,000,000 VM steps (start 10,000,000); score 0/100; index pages 0/300; steps left 30]"),
    ("assistant", "inspect_query(q1)"),
    ("user", "q1: SELECT total FROM orders WHERE customer_id = 42\nPlan: SCAN orders\n"
             "[cost 10,000,000 VM steps (start 10,000,000); score 0/100; index pages 0/300; steps left 29]"),
    ("assistant", "create_index(orders, [customer_id])"),
    ("user", "Created idx_orders_customer_id (110 pages).\n"
             "[cost 52,000 VM steps (start 10,000,000); score 99/100; index pages 110/300; steps left 28]"),
    ("assistant", "submit_report(indexed orders.customer_id, the filter of q1, the costliest query)"),
)
SYSTEM_PROMPTS = {"analyst": ANALYST_SYSTEM.format(plan=ANALYST_PLANS["explore"]), "index_tuning": INDEX_TUNING_SYSTEM}
EXAMPLES = {"analyst": ANALYST_EXAMPLE, "index_tuning": INDEX_TUNING_EXAMPLE}
EXAMPLE_END = "That was an example. Now the real task:\n"  # prefixed to the episode's first message
CUT_MARKER = "… [{n} more characters cut]"  # visible, so the model (and a person) knows text is missing
DROPPED_NOTE = "[{n} earlier turns omitted to fit the context]"
PROMPT_CONFIG_FILE = "prompt_config.json"  # beside an adapter: the prompt settings it was trained with


@dataclass(frozen=True)
class PromptConfig:
    max_observation_chars: int = 1_500  # one observation; ~15 result rows or a wide DESCRIBE fit
    context_chars: int = 6_000  # the history without the system prompt: ~2k tokens keeps CPU steps ~1-2 s
    old_observation_chars: int = 300  # older observations are squeezed to this before any turn is dropped
    max_action_chars: int = 600  # an assistant turn: an unparseable ramble is shown cut
    example: bool = True  # show the demonstration episode first (~550 tokens); trained adapters do without it
    mode: str = "explore"  # the observation mode (envs.analyst.spec) the prompt is written for and an adapter learnt
    first_observation_chars: int = 3_200  # the first observation: question + a schema-mode overview (<= 2,500)
    squeeze_block: int = 4  # old observations are squeezed (and turns dropped) this many at a time


def save_prompt_config(config: PromptConfig, kind: str, directory: str | Path) -> Path:
    """Record beside an adapter the prompt settings it was trained with for episodes of ``kind``."""
    path = Path(directory) / PROMPT_CONFIG_FILE
    path.parent.mkdir(parents=True, exist_ok=True)
    saved = _read_json(path)
    saved[kind] = asdict(config)
    path.write_text(json.dumps(saved, indent=1))
    return path


def load_prompt_config(directory: str | Path | None, kind: str) -> PromptConfig | None:
    """The prompt settings saved beside an adapter for ``kind``, or None (none saved, or unreadable)."""
    if directory is None:
        return None
    data = _read_json(Path(directory) / PROMPT_CONFIG_FILE).get(kind)
    if not isinstance(data, dict):
        return None
    known = {f.name for f in fields(PromptConfig)}
    try:
        return PromptConfig(**{k: v for k, v in data.items() if k in known})
    except TypeError:
        return None


def _read_json(path: Path) -> dict:
    try:
        data = json.loads(path.read_text())
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


@dataclass
class Turn:
    action: str  # what the agent said: the action text, or its raw reply when that did not parse
    observation: str  # the environment's reply


def truncate(text: str, limit: int) -> str:
    """``text`` cut to about ``limit`` characters, ending in a marker that says how much is missing."""
    if len(text) <= limit:
        return text
    keep = max(0, limit - len(CUT_MARKER) - 4)
    return text[:keep].rstrip() + "\n" + CUT_MARKER.format(n=len(text) - keep)


def fit_history(first: str, turns: Sequence[Turn], config: PromptConfig) -> tuple[str, list[Turn], int]:
    """Apply the budget: cut each text, squeeze old observations, then drop the oldest turns; keep the last one."""
    first = truncate(first, max(config.first_observation_chars, config.max_observation_chars))
    kept = [Turn(truncate(t.action, config.max_action_chars), truncate(t.observation, config.max_observation_chars))
            for t in turns]

    def size() -> int:
        return len(first) + sum(len(t.action) + len(t.observation) for t in kept)

    squeezed = 0
    for turn in kept[:-1]:  # oldest first
        if size() <= config.context_chars:
            break
        turn.observation = truncate(turn.observation, config.old_observation_chars)
        squeezed += 1
    # Squeeze and drop in whole blocks: the prompt then stays a prefix of the next step's prompt for a block of
    # steps, and a backend's prefix cache re-reads only what each step added instead of the whole tail.
    for turn in kept[squeezed:min(_round_up(squeezed, config.squeeze_block), len(kept) - 1)]:
        turn.observation = truncate(turn.observation, config.old_observation_chars)
    dropped = 0
    while size() > config.context_chars and len(kept) > 1:
        kept.pop(0)
        dropped += 1
    if dropped:
        extra = min(_round_up(dropped, config.squeeze_block) - dropped, len(kept) - 1)
        del kept[:extra]
        dropped += extra
    if kept and size() > config.context_chars:  # one huge last turn: cut it to what is left
        room = config.context_chars - len(first) - len(kept[-1].action)
        kept[-1].observation = truncate(kept[-1].observation, max(room, config.old_observation_chars))
    return first, kept, dropped


def _round_up(n: int, block: int) -> int:
    return -(-n // max(block, 1)) * max(block, 1)


def system_prompt(kind: str, config: PromptConfig = PromptConfig()) -> str:
    """The system prompt for episodes of ``kind``; the analyst's plan follows the observation mode."""
    if kind == "analyst":
        return ANALYST_SYSTEM.format(plan=ANALYST_PLANS.get(config.mode, ANALYST_PLANS["explore"]))
    return SYSTEM_PROMPTS[kind]


def build_messages(kind: str, first: str, turns: Sequence[Turn], config: PromptConfig = PromptConfig()) -> list[dict]:
    """The chat messages for the next action of an episode of ``kind`` ("analyst" or "index_tuning")."""
    if kind not in SYSTEM_PROMPTS:
        raise ValueError(f"no prompt for episode kind {kind!r}; known: {', '.join(SYSTEM_PROMPTS)}")
    first, kept, dropped = fit_history(first, turns, config)
    if dropped:
        first += "\n" + DROPPED_NOTE.format(n=dropped)
    messages = [{"role": "system", "content": system_prompt(kind, config)}]
    if config.example and config.mode == "explore":  # the demonstration DESCRIBEs: it shows the explore plan
        messages += [{"role": role, "content": content} for role, content in EXAMPLES[kind]]
        first = EXAMPLE_END + first
    messages.append({"role": "user", "content": first})
    for turn in kept:
        messages.append({"role": "assistant", "content": turn.action})
        messages.append({"role": "user", "content": turn.observation})
    return messages


def render_prompt(tokenizer, messages: list[dict]) -> str:
    """The prompt text in the model's own chat template, ending where the assistant's reply starts."""
    return tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)
