"""LLM agent speed per backend, side by side on the same episodes: load, prefill/decode tokens/s, step and episode
latency (median, p90), the speed-up over today's path, and how often each backend's greedy action agrees with it.

    python -m bench llm [--episodes 8] [--backends today transformers llama.cpp] [--index-episodes 1] [--threads N]
                        [--base-url http://127.0.0.1:8000/v1 --model NAME] [--adapter ID] [--json out.json]

Backends: "today" is the path before issue #15 (transformers, every prompt re-read, replies run to <|im_end|> or
``max_new_tokens``); "transformers" keeps each episode's keys/values and stops at the end of the action; "llama.cpp"
is llama-cpp-python on the bundled GGUF (re-quantized to q8_0; "llama.cpp-q4_1": as shipped) with the adapter as a
GGUF LoRA; "llama.cpp+grammar" the same with constrained decoding (agent/grammar.py: another policy, whose episodes
are shorter because it cannot invent names or look at a table twice); "openai" is an endpoint (with --base-url).
Every backend plays the same seeded sample of built-in analyst tasks (whole episodes, greedy, the shipped adapter
unless --adapter), one episode at a time, the backends taking turns episode by episode (so a busy machine slows them
alike); then ``--index-episodes`` index-tuning scenarios each. Every local backend computes with the same number of
threads (``--threads``; default all CPUs but one, or $SQL_STUDIO_THREADS, as the llama.cpp backend does: on a shared
machine a thread that loses its core stalls the others, which hurts torch's threads as much as llama.cpp's).
Every backend plays the same policy, loop breaker included; only what generates differs. Their episodes may still
differ (a backend whose greedy action differs goes another way), so "speed-up" (today's median episode over the
backend's) compares the episodes a user would see, and "same prompts" the backends alone: teacher-forced, every
backend answers each prompt today's path answered greedily, in order, taking turns prompt by prompt; the ratio is
today's seconds over the backend's, and "agree" how often its parsed action equals today's.
Prefill tokens/s counts the prompt tokens actually computed (a reused prefix is not); decode counts the tokens after
the first; both are the greedy generations' (one conversation per call, so each reply's timings are its own). The
loop breaker's sampled calls count in the step's latency and are reported apart (calls, seconds).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from dataclasses import dataclass, field, replace

from agent.backends import load_generator, make_generator, stderr_progress
from agent.llm_policy import LLMPolicy, sampled_retry
from agent.kinds import parse_action
from agent.rollout import play_episode
from envs.analyst.env import AnalystEnv
from envs.analyst.tasks import builtin_tasks

TODAY = "today"  # the reference every speed-up and agreement is measured against
BACKENDS = (TODAY, "transformers", "llama.cpp", "llama.cpp+grammar", "llama.cpp-q4_1", "openai")  # --backends
MAX_NEW_TOKENS = 128  # the agent's default per action (agent.backends.transformers_backend.MAX_NEW_TOKENS)


class Recorder:
    """Wraps a generator: keeps every (conversation, reply) it produced, for token rates and agreement."""

    def __init__(self, inner):
        self.inner = inner
        self.calls: list[tuple[list[dict], object]] = []
        self.seconds: list[float] = []  # wall time of each call

    def __getattr__(self, name):
        if name == "inner":
            raise AttributeError(name)
        if name == "sample_until":  # the loop breaker's early stop (llama.cpp): recorded like a call
            until = getattr(self.inner, name)

            def recorded(conversation, accept, samples, **options):
                started = time.perf_counter()
                replies = until(conversation, accept, samples, **options)
                self.seconds.append(time.perf_counter() - started)
                self.calls.extend((conversation, reply) for reply in replies)
                return replies
            return recorded
        return getattr(self.inner, name)

    def __call__(self, conversations, **options):  # options: grammars, for a constrained policy
        started = time.perf_counter()
        replies = self.inner(conversations, **options)
        self.seconds.append(time.perf_counter() - started)
        self.calls.extend(zip(conversations, replies))
        return replies


@dataclass
class Player:
    """One backend under test: its policy, its recorders and what it measured."""

    name: str
    policy: LLMPolicy
    greedy: Recorder
    retry: Recorder
    load_s: float
    analyst: list = field(default_factory=list)  # Episode per analyst task
    index: list = field(default_factory=list)  # Episode per index scenario


def make_player(name: str, kind_adapter: str | None, args) -> Player:
    if name.startswith("llama.cpp"):
        generator = make_generator("llama.cpp", None, kind_adapter, max_new_tokens=MAX_NEW_TOKENS)
        generator = replace(generator, threads=args.threads, requantize=name != "llama.cpp-q4_1")
    elif name == TODAY:
        generator = make_generator("transformers", None, kind_adapter, max_new_tokens=MAX_NEW_TOKENS)
        generator = replace(generator, reuse_prefix=False, stop_at_action=False)
    elif name == "openai":
        generator = make_generator("openai", args.model, base_url=args.base_url, max_new_tokens=args.openai_tokens)
    else:
        generator = make_generator(name, None, kind_adapter, max_new_tokens=MAX_NEW_TOKENS)
    load_s = load_generator(generator, lambda line: stderr_progress(f"{name}: {line}"))
    greedy, retry = Recorder(generator), Recorder(sampled_retry(generator))
    constrain = name.endswith("+grammar")  # each action decoded under the episode's grammar (agent/grammar.py)
    return Player(name, LLMPolicy(greedy, retry_generator=retry, constrain=constrain), greedy, retry, load_s)


def episode_seconds(episode) -> float:
    return episode.reset_s + sum(s.elapsed_s for s in episode.steps)


def quantile(values: list[float], q: float) -> float:
    """The q-quantile by linear interpolation (0.5: the median); 0 for no values."""
    if not values:
        return 0.0
    ordered = sorted(values)
    position = q * (len(ordered) - 1)
    low = int(position)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)


def rates(player: Player) -> dict:
    replies = [reply for _, reply in player.greedy.calls]
    prefilled = sum(r.prefilled for r in replies)
    prefill_s = sum(r.prefill_s for r in replies)
    decoded = sum(max(0, r.tokens - 1) for r in replies)
    decode_s = sum(r.decode_s for r in replies)
    return {"prefill_tok_s": prefilled / prefill_s if prefill_s else 0.0,
            "decode_tok_s": decoded / decode_s if decode_s else 0.0,
            "prompt_tokens": sum(r.prompt_tokens for r in replies), "prefilled": prefilled,
            "generated": sum(r.tokens for r in replies), "generations": len(replies),
            "loop_breaker_calls": len(player.retry.seconds), "loop_breaker_s": sum(player.retry.seconds),
            "loop_breaker_samples": len(player.retry.calls)}


def summary(player: Player, today: Player | None) -> dict:
    steps = [s.policy_s for e in player.analyst for s in e.steps]
    episodes = [episode_seconds(e) for e in player.analyst]
    index = [episode_seconds(e) for e in player.index]
    result = {"backend": player.name, "label": player.greedy.label, "load_s": player.load_s, **rates(player),
              "step_median_s": quantile(steps, 0.5), "step_p90_s": quantile(steps, 0.9),
              "episode_median_s": quantile(episodes, 0.5), "episode_p90_s": quantile(episodes, 0.9),
              "episode_total_s": sum(episodes), "steps": len(steps),
              "index_episode_median_s": quantile(index, 0.5), "index_episode_max_s": max(index, default=0.0),
              "index_steps": [len(e.steps) for e in player.index],
              "correct": sum(bool(e.last.metadata.get("correct")) for e in player.analyst)}
    if today is not None and today.analyst:
        base = [episode_seconds(e) for e in today.analyst]
        result["speedup_median"] = quantile(base, 0.5) / max(result["episode_median_s"], 1e-9)
        result["speedup_total"] = sum(base) / max(result["episode_total_s"], 1e-9)
    return result


def same_prompts(players: list[Player], today: Player, kind_of: dict) -> dict[str, dict]:
    """Teacher-forced: every player answers, greedily and in order, each prompt today's path answered greedily in its
    episodes, the players taking turns prompt by prompt (so a busy machine slows them alike). Per player: how many
    actions agree with today's, and the seconds it took (today's path answers its own prompts again, for the ratio)."""
    results = {p.name: {"agree": 0, "compared": 0, "seconds": 0.0} for p in players}
    for conversation, reference in today.greedy.calls:
        key = json.dumps(conversation)
        kind, tables = kind_of.get(key, ("analyst", ()))
        theirs = parse_action(kind, reference.text, tables)
        for player in players:
            started = time.perf_counter()
            reply = player.greedy.inner([conversation])[0]
            result = results[player.name]
            result["seconds"] += time.perf_counter() - started
            mine = parse_action(kind, reply.text, tables)
            result["agree"] += (mine.action or reply.text.strip()) == (theirs.action or reference.text.strip())
            result["compared"] += 1
    base = results[today.name]["seconds"]
    for result in results.values():
        result["rate"] = result["agree"] / result["compared"] if result["compared"] else 0.0
        result["speedup"] = base / result["seconds"] if result["seconds"] else 0.0
    return results


def play(players: list[Player], jobs: list[tuple[str, object, dict]], on_episode) -> None:
    """Every job (kind, env factory, reset kwargs) on every player, players taking turns job by job."""
    for number, (kind, make_env, kwargs) in enumerate(jobs):
        order = players[number % len(players):] + players[:number % len(players)]  # rotate who goes first
        for player in order:
            policy = player.policy.fork()
            policy.kind = kind
            policy.prompt_config = LLMPolicy(player.greedy, kind=kind).prompt_config
            env = make_env()
            try:
                episode = play_episode(env, policy, **kwargs)
            finally:
                getattr(env, "close", lambda: None)()
            (player.analyst if kind == "analyst" else player.index).append(episode)
            on_episode(player, kind, number, episode)


def conversation_kinds(players: list[Player], jobs) -> dict:
    """For parsing in the agreement check: each recorded prompt's episode kind and the tables it had shown."""
    kinds = {}
    for player in players:
        for conversation, _ in player.greedy.calls:
            system = conversation[0]["content"] if conversation else ""
            kind = "index_tuning" if "create_index(" in system else "analyst"
            tables = ()
            for message in conversation:
                if message["role"] == "user" and "Tables:" in message["content"]:
                    line = message["content"].split("Tables:", 1)[1].splitlines()[0]
                    tables = tuple(t.strip() for t in line.split(",") if t.strip())
                    break
            kinds[json.dumps(conversation)] = (kind, tables)
    return kinds


def format_table(rows: list[dict]) -> str:
    header = (f"{'backend':13s} {'load s':>7s} {'prefill t/s':>11s} {'decode t/s':>10s} {'step med':>8s} "
              f"{'step p90':>8s} {'ep med s':>8s} {'ep p90 s':>8s} {'speed-up':>8s} {'same prompts':>12s} "
              f"{'index ep s':>10s} {'agree':>7s}")
    lines = [header]
    for r in rows:
        forced = r.get("agreement")
        agree = f"{forced['rate']:.0%}" if forced else "-"
        same = f"{forced['speedup']:.2f}x" if forced else "-"
        lines.append(f"{r['backend']:13s} {r['load_s']:7.2f} {r['prefill_tok_s']:11.1f} {r['decode_tok_s']:10.1f} "
                     f"{r['step_median_s']:8.2f} {r['step_p90_s']:8.2f} {r['episode_median_s']:8.1f} "
                     f"{r['episode_p90_s']:8.1f} {r.get('speedup_median', 1.0):7.2f}x {same:>12s} "
                     f"{r['index_episode_median_s']:10.1f} {agree:>7s}")
    return "\n".join(lines)


def main(argv=None) -> dict:
    parser = argparse.ArgumentParser(prog="python -m bench llm", description=__doc__.splitlines()[0])
    parser.add_argument("--episodes", type=int, default=8, help="analyst episodes per backend (seeded built-in tasks)")
    parser.add_argument("--index-episodes", type=int, default=1, help="index-tuning episodes per backend")
    parser.add_argument("--backends", nargs="+", choices=BACKENDS, default=[TODAY, "transformers", "llama.cpp"])
    parser.add_argument("--adapter", help="adapter for the local backends (default: the shipped one); 'none': base")
    parser.add_argument("--base-url", help="openai: the endpoint (…/v1)")
    parser.add_argument("--model", help="openai: the endpoint's model name")
    parser.add_argument("--openai-tokens", type=int, default=512, help="openai: max tokens per reply")
    parser.add_argument("--no-agreement", action="store_true", help="skip the teacher-forced agreement pass")
    parser.add_argument("--max-steps", type=int, help="cap on actions per episode (default: each env's own budget)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--threads", type=int, help="threads per local backend (default: all CPUs but one)")
    parser.add_argument("--json", help="write every figure here")
    args = parser.parse_args(argv)
    if "openai" in args.backends and not args.base_url:
        raise SystemExit("--backends openai needs --base-url")

    from envs.index_tuning.env import IndexTuningEnv
    from envs.index_tuning.scenarios import scenario_ids

    from agent.backends.llama_cpp_backend import cpu_threads

    args.threads = args.threads or cpu_threads()
    if {TODAY, "transformers"} & set(args.backends):
        import torch

        torch.set_num_threads(args.threads)
    rng = random.Random(args.seed)
    tasks = rng.sample(list(builtin_tasks()), args.episodes)
    scenarios = rng.sample(scenario_ids(), min(args.index_episodes, len(scenario_ids())))
    budget = {"max_steps": args.max_steps} if args.max_steps else {}
    jobs = [("analyst", lambda t=t: AnalystEnv(tasks=[t], **budget), {"task_id": t.task_id, "seed": args.seed})
            for t in tasks]
    jobs += [("index_tuning", lambda: IndexTuningEnv(**budget), {"task_id": sid, "seed": args.seed}) for sid in scenarios]
    players = [make_player(name, args.adapter, args) for name in args.backends]
    torch_loads = [p.load_s for p in players if p.name in (TODAY, "transformers")]
    for player in players:  # today's path and transformers share one loaded model: both report its load
        if player.name in (TODAY, "transformers"):
            player.load_s = max(torch_loads)
    started = time.perf_counter()

    def progress(player, kind, number, episode):
        print(f"[bench] {player.name:12s} {kind:12s} #{number:<3d} {len(episode.steps):2d} steps "
              f"{episode_seconds(episode):7.1f} s  correct={episode.last.metadata.get('correct')}",
              file=sys.stderr, flush=True)

    play(players, jobs, progress)
    today = next((p for p in players if p.name == TODAY), None)
    rows = [summary(p, today) for p in players]
    if today is not None and not args.no_agreement:
        forced = same_prompts(players, today, conversation_kinds(players, jobs))
        for row, player in zip(rows, players):
            row["agreement"] = forced[player.name]
    command = "python -m bench llm " + " ".join(sys.argv[2:] if argv is None else argv)
    print(f"LLM agent per backend: {len(tasks)} analyst episodes + {len(scenarios)} index-tuning episode(s) each, "
          f"greedy, whole episodes, {args.threads} thread(s) per backend; {time.perf_counter() - started:.0f} s "
          f"in all\n{command}")
    print(format_table(rows))
    for row in rows:
        agree = row.get("agreement")
        print(f"{row['backend']}: {row['label']}; {row['generations']} greedy generations, {row['generated']} tokens "
              f"generated, {row['prefilled']}/{row['prompt_tokens']} prompt tokens computed; loop breaker "
              f"{row['loop_breaker_calls']} times ({row['loop_breaker_samples']} samples, {row['loop_breaker_s']:.1f} s); "
              f"{row['correct']}/{len(tasks)} correct; index steps {row['index_steps']}"
              + (f"; on today's {agree['compared']} greedy prompts: {agree['agree']} actions agree with today's, "
                 f"{agree['seconds']:.1f} s" if agree else ""))
    result = {"command": command, "episodes": len(tasks), "index_episodes": len(scenarios), "threads": args.threads,
              "rows": rows}
    if args.json:
        with open(args.json, "w") as handle:
            json.dump(result, handle, indent=1)
    return result


if __name__ == "__main__":
    main()
