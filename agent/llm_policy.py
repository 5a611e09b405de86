"""The LLM agent: a Policy that prompts a language model with the episode so far and parses its reply into an action.

    policy = LLMPolicy()                                    # the shared default model (models/loading.py)
    episode = play_episode(AnalystEnv(), policy, task_id="kennel/busiest_run")
    episodes = BatchedRunner(policy).run([(env_a, {"task_id": ...}), (env_b, {...})], batch_size=8)

Each act builds the chat messages from the policy's own history (agent/prompts.py), generates one reply, and parses
it (agent/parsing.py). An unparseable reply is passed on as raw text: the environment answers "could not parse",
which costs a step and counts as a parse failure. Self-correction comes from the history: after an error the model
sees the error and the environment's hint in the next prompt, and may retry until the step budget runs out; a reply
that repeats an action which already failed is asked once more from a sampled retry generator (greedy models loop).

BatchedRunner plays many episodes at once with ONE batched ``generate`` per step across the active episodes
(finished episodes are replaced from the queue), and returns the same ``Episode`` traces as ``run_episode``.

    python -m agent.evaluate --env analyst --policy llm --limit 20 --batch-size 4
"""

from __future__ import annotations

import copy
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Protocol

from agent.parsing import ParseResult, parse_action
from agent.prompts import (
    PROMPT_CONFIG_FILE, PromptConfig, Turn, build_messages, load_prompt_config, render_prompt,
)
from agent.rollout import Episode, Step
from envs.analyst.verify import normalize
from envs.base import Env, Observation

MAX_NEW_TOKENS = 128  # one action: a DESCRIBE is ~5 tokens, a 3-table join ~80
RETRY_TEMPERATURE = 0.7  # a greedy reply that repeats a failed action is sampled once more at this temperature
RETRY_SEED = 0  # ... with a fixed seed, so evaluations stay repeatable
UNPARSED_SHOWN_CHARS = 300  # an unparseable reply, as the model sees it again in its history


class Generator(Protocol):
    """Turns a batch of chat conversations into one reply each (the model, or a script in tests)."""

    def __call__(self, conversations: list[list[dict]]) -> list["Reply"]: ...


@dataclass(frozen=True)
class Reply:
    text: str  # the model's raw reply
    tokens: int = 0  # tokens generated for it


@dataclass
class ModelGenerator:
    """The real generator: the model's chat template, then one batched ``models.generation.generate`` call."""

    model_id: str | None = None  # None: $MODEL_ID or the offline default
    adapter_id: str | None = None  # None: $ADAPTER_ID or the shipped adapter
    max_new_tokens: int = MAX_NEW_TOKENS
    temperature: float = 0.0  # 0: greedy (eval); > 0: sampled (GRPO groups)
    top_p: float = 1.0
    seed: int | None = None  # for sampled runs

    def prompt_config_for(self, kind: str) -> PromptConfig | None:
        """The prompt settings saved with the adapter (a trained adapter may drop the demonstration), if any."""
        from models.loading import adapter_file, resolve_adapter_id, resolve_model_id

        adapter = resolve_adapter_id(self.adapter_id, resolve_model_id(self.model_id))
        found = adapter_file(adapter, PROMPT_CONFIG_FILE) if adapter else None
        return load_prompt_config(found.parent, kind) if found else None

    def __call__(self, conversations: list[list[dict]]) -> list[Reply]:
        from models.generation import generate
        from models.loading import load_model

        tokenizer = load_model(self.model_id, self.adapter_id).tokenizer
        prompts = [render_prompt(tokenizer, messages) for messages in conversations]
        outputs = generate(prompts, max_new_tokens=self.max_new_tokens, temperature=self.temperature,
                           top_p=self.top_p, seed=self.seed, model_id=self.model_id, adapter_id=self.adapter_id)
        return [Reply(o.text, o.tokens) for o in outputs]


@dataclass
class ActionRecord:
    """What one act produced, for traces and metrics."""

    text: str  # raw model reply
    tokens: int
    parsed: ParseResult


class LLMPolicy:
    """A Policy (agent.policy) driven by a language model; one instance plays one episode at a time."""

    name = "llm"

    def __init__(self, generator: Generator | None = None, kind: str = "analyst",
                 prompt_config: PromptConfig | None = None, retry_generator: Generator | None = None):
        self.generator = generator if generator is not None else ModelGenerator()
        # asked once more when a reply repeats an action that already failed this episode (greedy models loop)
        self.retry_generator = retry_generator
        self.kind = kind  # "analyst" or "index_tuning": picks the system prompt and the parser
        # None: the settings the generator's adapter was trained with, else the defaults
        adapter_config = getattr(self.generator, "prompt_config_for", lambda kind: None)(kind)
        self.prompt_config = prompt_config or adapter_config or PromptConfig()
        self.first: str = ""
        self.turns: list[Turn] = []
        self.tables: list[str] = []
        self.pending: str | None = None  # the action text shown for the last act, until its observation comes
        self.last_generation: dict[str, Any] | None = None  # {"text", "tokens"}: read by run_episode for traces
        self.records: list[ActionRecord] = []
        self.failed: set[str] = set()  # actions that ended in an error this episode, normalised

    def fork(self) -> "LLMPolicy":
        """A fresh policy sharing the generator and settings (one per concurrent episode)."""
        clone = copy.copy(self)
        clone.reset(Observation(text=""))
        return clone

    def reset(self, observation: Observation) -> None:
        self.first = observation.text
        self.turns, self.records, self.failed = [], [], set()
        self.tables = list(getattr(observation, "tables", None) or [])
        self.pending = None
        self.last_generation = None

    def messages(self, observation: Observation) -> list[dict]:
        """Record ``observation`` as the reply to the pending action, and return the prompt for the next one."""
        if self.pending is not None:
            self.turns.append(Turn(self.pending, observation.text))
            if getattr(observation, "error", None):
                self.failed.add(normalize(self.pending))
            self.pending = None
        self.tables = list(getattr(observation, "tables", None) or self.tables)
        return build_messages(self.kind, self.first, self.turns, self.prompt_config)

    def take(self, reply: Reply) -> str:
        """Parse a reply into the action to send; an unparseable reply is sent raw for the environment to refuse."""
        parsed = parse_action(self.kind, reply.text, self.tables)
        self.records.append(ActionRecord(reply.text, reply.tokens, parsed))
        self.last_generation = {"text": reply.text, "tokens": reply.tokens}
        if parsed.action is not None:
            self.pending = parsed.action
            return parsed.action
        shown = reply.text.strip()[:UNPARSED_SHOWN_CHARS] or "(empty reply)"
        self.pending = shown
        return reply.text

    def repeats_failure(self, reply: Reply) -> bool:
        """Whether ``reply`` asks for an action that already failed in this episode."""
        parsed = parse_action(self.kind, reply.text, self.tables)
        return parsed.action is not None and normalize(parsed.action) in self.failed

    def act(self, observation: Observation) -> str:
        conversation = self.messages(observation)
        (reply,) = generate_replies([self], [conversation])
        return self.take(reply)


def generate_replies(policies: Sequence[LLMPolicy], conversations: list[list[dict]]) -> list[Reply]:
    """One reply per conversation from the policies' shared generator; a reply that repeats an action that already
    failed in its episode is asked once more from the retry generator (when there is one). Tokens add up."""
    replies = list(policies[0].generator(conversations))
    retry = policies[0].retry_generator
    if retry is None:
        return replies
    again = [i for i, (policy, reply) in enumerate(zip(policies, replies)) if policy.repeats_failure(reply)]
    if again:
        for i, fresh in zip(again, retry([conversations[i] for i in again])):
            replies[i] = Reply(fresh.text, fresh.tokens + replies[i].tokens)
    return replies


def make_llm_policy(kind: str = "analyst", model: str | None = None, adapter: str | None = None,
                    temperature: float = 0.0, max_new_tokens: int | None = None) -> LLMPolicy:
    """The LLM policy for an episode kind ("analyst" or "index_tuning") on the shared model; what the eval CLIs use."""
    generator = ModelGenerator(model_id=model, adapter_id=adapter, temperature=temperature,
                               max_new_tokens=max_new_tokens or MAX_NEW_TOKENS)
    return LLMPolicy(generator, kind=kind, retry_generator=sampled_retry(generator))


def sampled_retry(generator: ModelGenerator) -> ModelGenerator:
    """The same model, sampled with a fixed seed: what a policy asks when its greedy reply repeats a failure."""
    return replace(generator, temperature=max(generator.temperature, RETRY_TEMPERATURE), seed=RETRY_SEED)


@dataclass
class _Slot:
    index: int  # position in the job list (results come back in job order)
    env: Env
    policy: LLMPolicy
    episode: Episode
    observation: Observation


@dataclass
class BatchedRunner:
    """Plays many episodes at once: one batched generate per step across every active episode."""

    policy: LLMPolicy  # the template: each episode gets a fork sharing its generator
    max_steps: int | None = None  # extra cap on steps per episode (the env's own budget applies anyway)
    on_episode: Callable[[int, Episode], None] | None = None  # called as each episode finishes (progress bars)
    batch_sizes: list[int] = field(default_factory=list)  # prompts per generate call, for benchmarks

    def run(self, jobs: Sequence[tuple[Env, dict]], batch_size: int = 8) -> list[Episode]:
        """Play every (env, reset kwargs) job; an env listed in several jobs is never in two episodes at once."""
        results: list[Episode | None] = [None] * len(jobs)
        queue = list(range(len(jobs)))
        active: list[_Slot] = []
        while queue or active:
            self._refill(jobs, queue, active, batch_size)
            for slot in [s for s in active if self._finished(s)]:
                active.remove(slot)
                self._complete(slot, results)
            if not active:
                continue
            conversations = [slot.policy.messages(slot.observation) for slot in active]
            started = time.perf_counter()
            replies = generate_replies([slot.policy for slot in active], conversations)
            generated = time.perf_counter() - started
            self.batch_sizes.append(len(conversations))
            for slot, reply in zip(active, replies):
                step_started = time.perf_counter()
                action = slot.policy.take(reply)
                slot.observation = slot.env.step(action)
                slot.episode.steps.append(Step(
                    action=action, observation=slot.observation, elapsed_s=generated + time.perf_counter() - step_started,
                    policy_s=generated, raw_text=reply.text, tokens=reply.tokens,
                ))
            for slot in [s for s in active if self._finished(s)]:
                active.remove(slot)
                self._complete(slot, results)
        return results  # type: ignore[return-value]

    def _refill(self, jobs, queue: list[int], active: list[_Slot], batch_size: int) -> None:
        busy = {id(slot.env) for slot in active}
        for index in list(queue):
            if len(active) >= max(1, batch_size):
                break
            env, kwargs = jobs[index]
            if id(env) in busy:
                continue
            queue.remove(index)
            busy.add(id(env))
            policy = self.policy.fork()
            started = time.perf_counter()
            first = env.reset(**kwargs)
            episode = Episode(policy=policy.name, first=first, reset_s=time.perf_counter() - started)
            policy.reset(first)
            active.append(_Slot(index, env, policy, episode, first))

    def _finished(self, slot: _Slot) -> bool:
        return slot.observation.done or (self.max_steps is not None and len(slot.episode.steps) >= self.max_steps)

    def _complete(self, slot: _Slot, results: list) -> None:
        results[slot.index] = slot.episode
        if self.on_episode is not None:
            self.on_episode(slot.index, slot.episode)
