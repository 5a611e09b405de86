"""Prompts for the LLM agent: a system prompt per episode kind and the episode history as compact chat messages.

    messages = build_messages("analyst", first_observation_text, turns, PromptConfig())
    prompt = render_prompt(tokenizer, messages)    # the model's own chat template, ready for generation

The history is: the first observation (question, tables, budget) as the first user message, then one assistant
message (the action taken) and one user message (the environment's reply) per step. Long observations are cut
with a visible marker; when the whole history exceeds the context budget, the oldest observations are squeezed
first, then the oldest turns are dropped (with a note saying how many), always keeping the question and the latest
observation; both happen in blocks of turns, so a step's prompt usually extends the last one (a backend's prefix
cache then reads only the new turn). What differs by episode kind (system prompt, demonstration) is agent/kinds.py.

    python -m pytest tests/test_prompts.py
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import asdict, dataclass, fields
from pathlib import Path

from agent.kinds import kind_of

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
    """The system prompt for episodes of ``kind``, with the plan of the observation mode (agent/kinds.py)."""
    return kind_of(kind).system(config.mode)


def build_messages(kind: str, first: str, turns: Sequence[Turn], config: PromptConfig = PromptConfig()) -> list[dict]:
    """The chat messages for the next action of an episode of ``kind`` ("analyst" or "index_tuning")."""
    episode_kind = kind_of(kind)  # ValueError for an unknown kind
    first, kept, dropped = fit_history(first, turns, config)
    if dropped:
        first += "\n" + DROPPED_NOTE.format(n=dropped)
    messages = [{"role": "system", "content": episode_kind.system(config.mode)}]
    if config.example and config.mode == "explore":  # the analyst's demonstration DESCRIBEs: the explore plan
        messages += [{"role": role, "content": content} for role, content in episode_kind.example]
        first = EXAMPLE_END + first
    messages.append({"role": "user", "content": first})
    for turn in kept:
        messages.append({"role": "assistant", "content": turn.action})
        messages.append({"role": "user", "content": turn.observation})
    return messages


def render_prompt(tokenizer, messages: list[dict]) -> str:
    """The prompt text in the model's own chat template, ending where the assistant's reply starts."""
    return tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)
