"""Shared, lazily-loaded resources of the app: the players (LLM agent, baselines) and the ratings store.

One ``Services`` per app. The LLM agent's model is loaded once per process by ``agent.backends.loading`` (its own cache);
tests pass ``agent_factory`` (a scripted policy) so the real model is never loaded. Nothing here draws UI.

Which model plays the "LLM agent": ``Services(agent_choice=...)`` or ``$SQL_STUDIO_AGENT`` — "trained" (the base
model + the shipped adapter, the default), "rules+trained" (the rule baseline, and that agent where it abstains:
agent/cascade.py), "base" (no adapter), "endpoint" (the OpenAI-compatible endpoint in
``$OPENAI_BASE_URL`` / ``$OPENAI_MODEL`` / ``$OPENAI_API_KEY``), or "off"; ``$SQL_STUDIO_VOTE=K`` has the analyst LLM
answer from the result K sampled queries agree on (agent/voting.py); ``agent_options(adapter_id)`` lists
what can be chosen (for a dropdown; the trained entry names the adapter in use, which the Train tab can change).
The local model runs on ``$SQL_STUDIO_BACKEND`` (auto: llama.cpp on a CPU when installed, else transformers with a
one-line notice). A first load reports its stages in ``PlayerRun.progress``.
``arena_players(opponent)`` pits the trained agent against the baseline, the base model or the configured endpoint
(``arena_options()`` lists them; by default the endpoint when one is configured, else the baseline).

    services = Services()                                    # the real app: LLM agent if loadable + baseline
    services = Services(agent_factory=lambda: ScriptedPolicy(), ratings_path=tmp / "r.duckdb")   # tests
    for runs in services.stream_analyst(task):               # live: every player's growing episode
        ...
"""

from __future__ import annotations

import contextvars
import inspect
import os
import queue
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any

from agent.baselines.analyst import RuleBasedAnalyst
from agent.baselines.index_tuning import RuleBasedIndexAdvisor, SqliteExpertPolicy
from agent.kinds import kind_of
from agent.policy import Policy, policy_mode
from agent.ratings import RatingsStore
from agent.reports import adapter_report
from agent.rollout import Episode, run_episode
from envs.analyst.env import AnalystEnv
from envs.analyst.glossary import Glossary
from envs.analyst.tasks import Task
from envs.index_tuning import IndexTuningEnv
from envs.index_tuning.workload import workload_snapshot

AGENT = "llm"  # player names as stored in ratings (Policy.name)
BASELINE = "baseline"
POLL_S = 0.05  # how often the stream wakes when no player has news
TICK_S = 1.0  # the stream yields at least this often (elapsed-time lines; Gradio notices a closed tab on a yield)
AGENT_ENV = "SQL_STUDIO_AGENT"  # trained (default) | rules+trained | base | endpoint | off (a CPU Space without patience)
AGENT_CHOICES = ("trained", "rules+trained", "base", "endpoint")  # what may play the "LLM agent"
VOTE_ENV = "SQL_STUDIO_VOTE"  # samples the analyst LLM votes with (agent/voting.py); 0 (default): off
RULES_FIRST = "rules+"  # a choice's prefix: the rule baseline plays first, the model where it abstains
ENDPOINT_PLAYER = "openai:"  # + the endpoint's model: an endpoint's name in the arena's ratings
BASE_PLAYER = "llm:base"  # the base model without the adapter, as the arena's ratings name it
POLICY_NAMES = {AGENT: "LLM agent", BASELINE: "Rule-based baseline", BASE_PLAYER: "Base model (no adapter)"}


class AgentUnavailable(RuntimeError):
    """The LLM agent cannot play: the message says why (missing package, model load failure, turned off)."""


@dataclass
class PlayerRun:
    """One player's progress in a live run, as the UI draws it."""

    name: str  # policy name: "llm" or "baseline"
    label: str  # what the UI shows: "LLM agent (SmolLM2-135M + adapter)"
    model_id: str | None = None  # model (+ adapter) behind the policy, for ratings
    status: str = "waiting"  # waiting | loading | running | done | stopped | unavailable | failed
    episode: Episode | None = None
    message: str | None = None  # why unavailable/failed
    progress: str | None = None  # the latest loading stage ("converting the bundled GGUF ... (first run only)")
    db_path: Path | None = None  # the database it works (analyst runs), for checks of its answer's query

    @property
    def finished(self) -> bool:
        return self.status in ("done", "stopped", "unavailable", "failed")


@dataclass
class Player:
    name: str
    label: str
    make: Callable[..., tuple[Policy, str | None]]  # (progress=None) -> (policy, model id); raises AgentUnavailable
    loads_model: bool = True  # False for the rule players: nothing to load, so no "loading the model…"


def endpoint_configured() -> bool:
    return bool(os.environ.get("OPENAI_BASE_URL"))


def adapter_short_name(adapter_id: str) -> str:
    """An adapter as the page names it, never a local path: a job's "<job id>/best", a folder's own name, a hub id
    ("owner/name", not a folder here) as it is."""
    path = Path(adapter_id)
    if path.name in ("best", "final"):  # runs/jobs/<job id>/out/best
        return f"{path.parent.parent.name}/{path.name}"
    local = path.is_absolute() or path.exists() or len(path.parts) > 2
    return path.name if local else adapter_id


def trained_label(adapter_id: str | None = None) -> str:
    """The "trained" choice in words, naming the adapter it loads now: ``adapter_id`` (the Train tab's hand-off,
    ``Services.adapter_id``), else $ADAPTER_ID, else the shipped adapter (decided as when loading)."""
    from agent.backends.loading import resolve_adapter_id, resolve_model_id

    adapter = resolve_adapter_id(adapter_id, resolve_model_id())
    source = ("from the Train tab" if adapter_id else "$ADAPTER_ID" if os.environ.get("ADAPTER_ID", "").strip()
              else "shipped")
    if adapter is None:
        return f"Trained agent's slot: the base model alone (no adapter, {source})"
    report = adapter_report(adapter) if Path(adapter).is_dir() else None
    measured = f"; right on {report.accuracy:.1%} of held-out questions" if report is not None else ""
    return f"Trained agent (base model + {adapter_short_name(adapter)}, {source}{measured})"


def agent_options(adapter_id: str | None = None) -> list[tuple[str, str]]:
    """(choice, label) for every model that can play the LLM agent here (a dropdown's entries); the trained choice
    names the adapter in use (``adapter_id``: ``Services.adapter_id``)."""
    options = [("trained", trained_label(adapter_id)),
               ("rules+trained", "Rule baseline first, the trained agent where it abstains"),
               ("base", POLICY_NAMES[BASE_PLAYER])]
    if endpoint_configured():
        model = os.environ.get("OPENAI_MODEL") or "its model"
        options.append(("endpoint", f"Endpoint: {model} @ {os.environ['OPENAI_BASE_URL']}"))
    return options


def arena_options() -> list[tuple[str, str]]:
    """(opponent, label) for the trained agent in the arena (a dropdown's entries)."""
    options = [(BASELINE, POLICY_NAMES[BASELINE]), ("base", POLICY_NAMES[BASE_PLAYER])]
    if endpoint_configured():
        options.append(("endpoint", f"Endpoint: {os.environ.get('OPENAI_MODEL') or 'its model'} "
                                    f"@ {os.environ['OPENAI_BASE_URL']}"))
    return options


def policy_name(policy: str) -> str:
    """How a policy its ratings store by key is named to people ("llm" -> "LLM agent")."""
    if policy.startswith(ENDPOINT_PLAYER):
        return f"Endpoint: {policy.removeprefix(ENDPOINT_PLAYER)}"
    return POLICY_NAMES.get(policy, policy)


def default_opponent() -> str:
    return "endpoint" if endpoint_configured() else BASELINE


def handed_over(adapter_id: str | None, kind: str) -> str | None:
    """``adapter_id`` when it plays ``kind`` episodes (``models.config.plays_kind``); None otherwise, and for
    "none"."""
    from models.config import adapter_kinds, plays_kind

    if not adapter_id or adapter_id == "none":
        return None
    return adapter_id if plays_kind(adapter_kinds(adapter_id), kind_of(kind).name) else None


def load_llm_policy(adapter_id: str | None = None, choice: str | None = None,
                    progress: Callable[[str], None] | None = None, kind: str = "analyst") -> tuple[Policy, str]:
    """The LLM agent for ``choice`` (trained, base, endpoint; default $SQL_STUDIO_AGENT or trained), loaded now with
    its stages sent to ``progress``; raises AgentUnavailable with the reason."""
    choice = (choice or os.environ.get(AGENT_ENV) or "trained").lower()
    if choice == "off":
        raise AgentUnavailable(f"turned off ({AGENT_ENV}=off)")
    if choice not in AGENT_CHOICES:
        raise AgentUnavailable(f"{AGENT_ENV}={choice!r} is not one of {', '.join(AGENT_CHOICES)}, off")
    if choice.startswith(RULES_FIRST):  # the baseline's answers are rarely wrong; the model covers the rest
        from agent.cascade import Cascade

        model, label = load_llm_policy(adapter_id, choice.removeprefix(RULES_FIRST), progress, kind)
        if kind_of(kind).name != "analyst":  # the rule baseline answers questions only
            return model, label
        return Cascade(RuleBasedAnalyst(), model), f"rule baseline, then {label}"
    try:
        from agent.backends import BackendError, default_backend, load_generator, make_generator, stderr_progress
        from agent.llm_policy import LLMPolicy, sampled_retry
        from agent.voting import vote_sampler
    except ImportError as error:
        raise AgentUnavailable(f"the LLM agent's code is missing ({error})") from None

    def notify(line: str) -> None:  # the fallback notice: in the app's log and on the player's card
        stderr_progress(line)
        if progress is not None:
            progress(line)

    try:
        if choice == "endpoint":
            generator = make_generator("openai")
        else:
            # the adapter handed over from the Train tab when it was trained on this kind, else the kind's own
            # (index tuning's shipped one), else the shared one
            adapter = "none" if choice == "base" else (handed_over(adapter_id, kind)
                                                       or kind_of(kind).default_adapter() or adapter_id)
            generator = make_generator(default_backend(), None, adapter, notify=notify)
        load_generator(generator, progress)
    except (BackendError, ValueError) as error:
        raise AgentUnavailable(f"the model is not available: {error}") from None
    except Exception as error:  # any load failure is a message, never a crash
        raise AgentUnavailable(f"the model could not be loaded: {type(error).__name__}: {error}") from None
    # on a ZeroGPU Space, torch generation runs in a GPU lease: agent.backends.generation.generate is @spaces.GPU
    # as the reported figures were measured: every action decoded under the grammar of the names the episode has
    # shown (on a backend that takes grammars: llama.cpp), an analyst query that does not bind to them resampled
    # (agent/binding.py: 12.7% against 12.1% held out, 80.8% against 79.6% on the factory's, no task lost); for
    # index tuning also the cost guard undoing at once a change the measured cost condemns, and persistence keeping
    # the model proposing new changes while it has steps to spare (agent/llm_policy.py)
    # the vote (agent/voting.py) only on request: +3.2 points held out, at 1.7x the episode's time on a CPU (README)
    votes = app_votes()
    return (LLMPolicy(generator, kind=kind, retry_generator=sampled_retry(generator), constrain=True, guard=True,
                      persist=True, bind=True, vote=votes, vote_generator=vote_sampler(generator) if votes else None),
            generator.label)


def app_votes() -> int:
    """How many samples the analyst LLM votes with: ``$SQL_STUDIO_VOTE``, 0 (off) when unset or not a count."""
    try:
        return max(0, int(os.environ.get(VOTE_ENV) or 0))
    except ValueError:
        return 0


def _make(player: Player, progress: Callable[[str], None]) -> tuple[Policy, str | None]:
    """``player.make``, given the progress reporter when it takes one."""
    if "progress" in inspect.signature(player.make).parameters:
        return player.make(progress=progress)
    return player.make()


def _baseline() -> tuple[Policy, None]:
    return RuleBasedAnalyst(), None


@dataclass
class Services:
    ratings_path: Path | None = None  # None: $SQL_STUDIO_RATINGS or the cache
    agent_factory: Callable[[], Policy] | None = None  # None: the real LLM agent; tests pass a scripted policy
    agent_label: str = POLICY_NAMES[AGENT]
    index_agent_factory: Callable[[], Policy] | None = None  # None: the real LLM agent with the index prompt
    adapter_id: str | None = None  # None: $ADAPTER_ID or the shipped adapter (agent.backends.loading decides)
    agent_choice: str | None = None  # trained | rules+trained | base | endpoint; None: $SQL_STUDIO_AGENT or trained
    results_dirs: tuple[Path, ...] | None = None  # where eval JSON reports are found; None: agent.reports defaults

    @cached_property
    def ratings(self) -> RatingsStore:
        return RatingsStore(self.ratings_path)

    # ------------------------------------------------------------------ players

    def analyst_players(self, choice: str | None = None) -> list[Player]:
        """The Analyst tab's players: the LLM agent (``choice``: trained, base, endpoint; None: ``agent_choice``)
        and the rule-based baseline."""
        if self.agent_factory is not None:
            factory = self.agent_factory
            agent = Player(AGENT, self.agent_label, lambda: (factory(), getattr(factory, "model_id", None)))
        else:
            choice = choice or self.agent_choice
            agent = Player(AGENT, self.agent_label,
                           lambda progress=None: load_llm_policy(self.adapter_id, choice, progress))
        return [agent, Player(BASELINE, POLICY_NAMES[BASELINE], _baseline, loads_model=False)]

    def arena_players(self, opponent: str | None = None) -> list[Player]:
        """The Rate tab's two players: the trained agent against ``opponent`` (baseline, base, endpoint; None: the
        endpoint when one is configured, else the baseline). Each has its own name in the ratings."""
        opponent = opponent or default_opponent()
        if self.agent_factory is not None or opponent == BASELINE:
            return self.analyst_players("trained")
        if opponent == "endpoint" and not endpoint_configured():
            raise ValueError("no endpoint is configured ($OPENAI_BASE_URL)")
        trained = Player(AGENT, "LLM agent (trained)",
                         lambda progress=None: load_llm_policy(self.adapter_id, "trained", progress))
        if opponent == "base":
            return [trained, Player(BASE_PLAYER, POLICY_NAMES[BASE_PLAYER],
                                    lambda progress=None: load_llm_policy(None, "base", progress))]
        model = os.environ.get("OPENAI_MODEL") or "endpoint"
        return [trained, Player(ENDPOINT_PLAYER + model, f"Endpoint model {model}",
                                lambda progress=None: load_llm_policy(None, "endpoint", progress))]

    def stream_analyst(self, task: Task, players: list[Player] | None = None,
                       cancel: threading.Event | None = None,
                       glossary: str | Glossary = "") -> Iterator[dict[str, PlayerRun]]:
        """Run every player on ``task`` at once (one thread each); yield all players' progress after each event.

        The baseline never waits for the model: a slow or failing agent only delays its own column. Setting
        ``cancel`` (a Stop button, a closed tab) stops every player at its next step. ``glossary``: the user's words
        for the database (envs.analyst.glossary), shown to every player where the question uses them.
        """

        def play(env: AnalystEnv, policy: Policy):  # an LLM plays in the mode its adapter was trained in
            return run_episode(env, policy, task=task, mode=policy_mode(policy))

        yield from self.stream(players or self.analyst_players(),
                               lambda: AnalystEnv(tasks=[task], glossary=glossary), play, cancel, db_path=task.path)

    def stream(self, players: list[Player], make_env: Callable[[], Any],
               play: Callable[[Any, Policy], Iterator[Episode]],
               cancel: threading.Event | None = None, db_path: Path | None = None) -> Iterator[dict[str, PlayerRun]]:
        """Every player in its own thread; yields the runs after each event and at least every TICK_S. The players
        check ``cancel`` between steps (and after loading) and end as "stopped"; closing this generator sets it."""
        cancel = cancel or threading.Event()
        runs = {p.name: PlayerRun(p.name, p.label, db_path=db_path) for p in players}
        events: queue.Queue = queue.Queue()

        def work(player: Player) -> None:
            events.put((player.name, "loading" if player.loads_model else "running", None, None, None))
            try:
                policy, model_id = _make(player, lambda line: events.put((player.name, "loading", None, line, None)))
            except AgentUnavailable as error:
                events.put((player.name, "unavailable", None, str(error), None))
                return
            except Exception as error:
                events.put((player.name, "unavailable", None, f"{type(error).__name__}: {error}", None))
                return
            if cancel.is_set():
                events.put((player.name, "stopped", None, None, model_id))
                return
            env = make_env()
            episode = None
            try:
                for episode in play(env, policy):
                    events.put((player.name, "running", episode, None, model_id))
                    if cancel.is_set():  # between steps: the step in hand is kept, no further one starts
                        break
                stopped = cancel.is_set() and episode is not None and not episode.done
                events.put((player.name, "stopped" if stopped else "done", episode, None, model_id))
            except Exception as error:  # a model failure mid-episode ends that column with the reason
                events.put((player.name, "failed", episode, f"{type(error).__name__}: {error}", model_id))
            finally:
                close = getattr(env, "close", None)
                if close:
                    close()

        threads = []
        for player in players:
            context = contextvars.copy_context()  # keeps the Gradio request context (ZeroGPU quota) in the thread
            thread = threading.Thread(target=context.run, args=(work, player), daemon=True,
                                      name=f"player-{player.name}")
            thread.start()
            threads.append(thread)
        try:
            yield from self._drain(runs, events, threads)
        finally:  # finished, or closed early (Stop, a closed tab): no player starts another step
            cancel.set()
            for thread in threads:
                thread.join(timeout=1.0)

    @staticmethod
    def _drain(runs: dict[str, PlayerRun], events: queue.Queue,
               threads: list[threading.Thread]) -> Iterator[dict[str, PlayerRun]]:
        last_yield = time.monotonic()
        while True:
            try:
                item = events.get(timeout=POLL_S)
            except queue.Empty:
                if not any(t.is_alive() for t in threads) and events.empty():
                    break
                if time.monotonic() - last_yield >= TICK_S:  # nothing new: a tick
                    last_yield = time.monotonic()
                    yield runs
                continue
            batch = [item]
            while True:  # drain what else arrived, then draw once
                try:
                    batch.append(events.get_nowait())
                except queue.Empty:
                    break
            for name, status, episode, message, model_id in batch:
                run = runs[name]
                if status == "loading":  # a loading event's message is a stage, not a failure
                    run.status, run.progress = status, message or run.progress
                    continue
                run.status, run.message = status, message or run.message
                run.episode = episode or run.episode
                run.model_id = model_id or run.model_id
            last_yield = time.monotonic()
            yield runs
            if all(run.finished for run in runs.values()):
                break


# ---------------------------------------------------------------- index tuning

INDEX_PLAYERS = (("llm", "LLM agent"), ("baseline", "Rule-based advisor"), ("expert", "SQLite .expert"))


def _index_policy(name: str, adapter_id: str | None, agent_factory) -> Callable[..., tuple[Policy, str | None]]:
    def make(progress=None):
        if name == "baseline":
            return RuleBasedIndexAdvisor(), None
        if name == "expert":
            return SqliteExpertPolicy(), None
        if agent_factory is not None:
            return agent_factory(), getattr(agent_factory, "model_id", None)
        # the same model, the index-tuning prompt (and the prompt settings its adapter has for it) and parser
        return load_llm_policy(adapter_id, progress=progress, kind="index_tuning")
    return make


def stream_index_tuning(services: "Services", scenario, index_agent_factory=None,
                        cancel: threading.Event | None = None) -> Iterator[dict[str, PlayerRun]]:
    """The three index-tuning players on one scenario, live; a finished episode carries ``before``/``after``."""
    players = [Player(name, label, _index_policy(name, services.adapter_id, index_agent_factory),
                      loads_model=name == AGENT) for name, label in INDEX_PLAYERS]

    def play(env, policy):
        episode = None
        for episode in run_episode(env, policy, scenario=scenario):
            workload = episode.first.metadata["workload"]
            if not episode.steps:
                episode.before = workload_snapshot(env.connection, workload, env.state.rewrites)
            if episode.done:
                episode.after = workload_snapshot(env.connection, workload, env.state.rewrites)
            yield episode

    yield from services.stream(players, IndexTuningEnv, play, cancel)
