"""Shared, lazily-loaded resources of the app: the players (LLM agent, baselines) and the ratings store.

One ``Services`` per app. The LLM agent's model is loaded once per process by ``models.loading`` (its own cache);
tests pass ``agent_factory`` (a scripted policy) so the real model is never loaded. Nothing here draws UI.

    services = Services()                                    # the real app: LLM agent if loadable + baseline
    services = Services(agent_factory=lambda: ScriptedPolicy(), ratings_path=tmp / "r.duckdb")   # tests
    for runs in services.stream_analyst(task):               # live: every player's growing episode
        ...
"""

from __future__ import annotations

import contextvars
import os
import queue
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any

from agent.baselines.analyst import RuleBasedAnalyst
from agent.baselines.index_tuning import RuleBasedIndexAdvisor, SqliteExpertPolicy
from agent.policy import Policy
from agent.ratings import RatingsStore
from agent.rollout import Episode, run_episode
from envs.analyst.env import AnalystEnv
from envs.analyst.tasks import Task
from envs.index_tuning import IndexTuningEnv
from envs.index_tuning.workload import workload_snapshot

AGENT = "llm"  # player names as stored in ratings (Policy.name)
BASELINE = "baseline"
GPU_SECONDS = 120  # ZeroGPU lease per generate call batch (an analyst episode is at most 12 short generations)
POLL_S = 0.05  # how often the stream wakes when no player has news
AGENT_ENV = "SQL_STUDIO_AGENT"  # "off" disables the LLM agent (a CPU Space without patience)


class AgentUnavailable(RuntimeError):
    """The LLM agent cannot play: the message says why (missing package, model load failure, turned off)."""


@dataclass
class PlayerRun:
    """One player's progress in a live run, as the UI draws it."""

    name: str  # policy name: "llm" or "baseline"
    label: str  # what the UI shows: "LLM agent (SmolLM2-135M + adapter)"
    model_id: str | None = None  # model (+ adapter) behind the policy, for ratings
    status: str = "waiting"  # waiting | loading | running | done | unavailable | failed
    episode: Episode | None = None
    message: str | None = None  # why unavailable/failed

    @property
    def finished(self) -> bool:
        return self.status in ("done", "unavailable", "failed")


@dataclass
class Player:
    name: str
    label: str
    make: Callable[[], tuple[Policy, str | None]]  # -> (policy, model id); raises AgentUnavailable


def _gpu(fn):
    """``spaces.GPU`` on a ZeroGPU Space; a no-op elsewhere (and when ``spaces`` is not installed)."""
    try:
        import spaces
    except ImportError:
        return fn
    return spaces.GPU(duration=GPU_SECONDS)(fn)


@_gpu
def _generate_on_gpu(generator, conversations):
    return generator(conversations)


class GpuGenerator:
    """Wraps the model generator so each generation runs inside a ZeroGPU lease when on a Space."""

    def __init__(self, inner):
        self.inner = inner

    def prompt_config_for(self, kind):
        return self.inner.prompt_config_for(kind)  # the adapter's prompt settings

    def __call__(self, conversations):
        return _generate_on_gpu(self.inner, conversations)


def load_llm_policy(adapter_id: str | None = None) -> tuple[Policy, str]:
    """The LLM agent (model loaded once per process); raises AgentUnavailable with the reason."""
    if os.environ.get(AGENT_ENV, "").lower() == "off":
        raise AgentUnavailable(f"turned off ({AGENT_ENV}=off)")
    try:
        from agent.llm_policy import LLMPolicy, ModelGenerator, sampled_retry
        from models.loading import load_model
    except ImportError as error:
        raise AgentUnavailable(f"the LLM agent's code is missing ({error})") from None
    try:
        loaded = load_model(None, adapter_id)
    except Exception as error:  # any load failure is a message, never a crash
        raise AgentUnavailable(f"the model could not be loaded: {type(error).__name__}: {error}") from None
    model_id = loaded.model_id + (f" + {loaded.adapter_id}" if loaded.adapter_id else "")
    generator = ModelGenerator(adapter_id=adapter_id)
    return LLMPolicy(GpuGenerator(generator), retry_generator=GpuGenerator(sampled_retry(generator))), model_id


def _baseline() -> tuple[Policy, None]:
    return RuleBasedAnalyst(), None


@dataclass
class Services:
    ratings_path: Path | None = None  # None: $SQL_STUDIO_RATINGS or the cache
    agent_factory: Callable[[], Policy] | None = None  # None: the real LLM agent; tests pass a scripted policy
    agent_label: str = "LLM agent"
    index_agent_factory: Callable[[], Policy] | None = None  # None: the real LLM agent with the index prompt
    adapter_id: str | None = None  # None: $ADAPTER_ID or the shipped adapter (models.loading decides)
    results_dirs: tuple[Path, ...] = (Path("assets/results"), Path("runs"))  # where eval JSON reports are found

    @cached_property
    def ratings(self) -> RatingsStore:
        return RatingsStore(self.ratings_path)

    # ------------------------------------------------------------------ players

    def analyst_players(self) -> list[Player]:
        if self.agent_factory is not None:
            factory = self.agent_factory
            agent = Player(AGENT, self.agent_label, lambda: (factory(), getattr(factory, "model_id", None)))
        else:
            agent = Player(AGENT, self.agent_label, lambda: load_llm_policy(self.adapter_id))
        return [agent, Player(BASELINE, "Rule-based baseline", _baseline)]

    def stream_analyst(self, task: Task, players: list[Player] | None = None) -> Iterator[dict[str, PlayerRun]]:
        """Run every player on ``task`` at once (one thread each); yield all players' progress after each event.

        The baseline never waits for the model: a slow or failing agent only delays its own column.
        """

        def play(env: AnalystEnv, policy: Policy):
            return run_episode(env, policy, task=task)

        yield from self.stream(players or self.analyst_players(), lambda: AnalystEnv(tasks=[task]), play)

    def stream(self, players: list[Player], make_env: Callable[[], Any],
               play: Callable[[Any, Policy], Iterator[Episode]]) -> Iterator[dict[str, PlayerRun]]:
        runs = {p.name: PlayerRun(p.name, p.label) for p in players}
        events: queue.Queue = queue.Queue()

        def work(player: Player) -> None:
            events.put((player.name, "loading", None, None, None))
            try:
                policy, model_id = player.make()
            except AgentUnavailable as error:
                events.put((player.name, "unavailable", None, str(error), None))
                return
            except Exception as error:
                events.put((player.name, "unavailable", None, f"{type(error).__name__}: {error}", None))
                return
            env = make_env()
            episode = None
            try:
                for episode in play(env, policy):
                    events.put((player.name, "running", episode, None, model_id))
                events.put((player.name, "done", episode, None, model_id))
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
        while True:
            try:
                item = events.get(timeout=POLL_S)
            except queue.Empty:
                if not any(t.is_alive() for t in threads) and events.empty():
                    break
                continue
            batch = [item]
            while True:  # drain what else arrived, then draw once
                try:
                    batch.append(events.get_nowait())
                except queue.Empty:
                    break
            for name, status, episode, message, model_id in batch:
                run = runs[name]
                run.status, run.message = status, message or run.message
                run.episode = episode or run.episode
                run.model_id = model_id or run.model_id
            yield runs
            if all(run.finished for run in runs.values()):
                break
        for thread in threads:
            thread.join(timeout=1.0)


# ---------------------------------------------------------------- index tuning

INDEX_PLAYERS = (("llm", "LLM agent"), ("baseline", "Rule-based advisor"), ("expert", "SQLite .expert"))


def _index_policy(name: str, adapter_id: str | None, agent_factory) -> Callable[[], tuple[Policy, str | None]]:
    def make():
        if name == "baseline":
            return RuleBasedIndexAdvisor(), None
        if name == "expert":
            return SqliteExpertPolicy(), None
        if agent_factory is not None:
            return agent_factory(), getattr(agent_factory, "model_id", None)
        policy, model_id = load_llm_policy(adapter_id)
        policy.kind = "index_tuning"  # the same model, the index-tuning prompt and parser
        return policy, model_id
    return make


def stream_index_tuning(services: "Services", scenario, index_agent_factory=None) -> Iterator[dict[str, PlayerRun]]:
    """The three index-tuning players on one scenario, live; a finished episode carries ``before``/``after``."""
    players = [Player(name, label, _index_policy(name, services.adapter_id, index_agent_factory))
               for name, label in INDEX_PLAYERS]

    def play(env, policy):
        episode = None
        for episode in run_episode(env, policy, scenario=scenario):
            workload = episode.first.metadata["workload"]
            if not episode.steps:
                episode.before = workload_snapshot(env.connection, workload, env.state.rewrites)
            if episode.done:
                episode.after = workload_snapshot(env.connection, workload, env.state.rewrites)
            yield episode

    yield from services.stream(players, IndexTuningEnv, play)
