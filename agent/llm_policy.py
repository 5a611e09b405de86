"""The LLM agent: a Policy that prompts a language model with the episode so far and parses its reply into an action.

    policy = make_llm_policy("analyst")                     # backend "auto": llama.cpp on a CPU when installed
    policy = make_llm_policy("analyst", backend="openai", model="qwen2.5-7b", base_url="http://127.0.0.1:8000/v1")
    episode = play_episode(AnalystEnv(), policy, task_id="kennel/busiest_run")
    episodes = BatchedRunner(policy).run([(env_a, {"task_id": ...}), (env_b, {...})], batch_size=8)

One policy class for every model: what generates is a pluggable backend (agent/backends/: transformers, llama.cpp,
any OpenAI-compatible endpoint), each a ``Generator`` turning a batch of conversations into Replies.
Each act builds the chat messages from the policy's own history (agent/prompts.py), generates one reply, and parses
it (agent/parsing.py). An unparseable reply is passed on as raw text: the environment answers "could not parse",
which costs a step and counts as a parse failure. Self-correction comes from the history: after an error the model
sees the error and the environment's hint in the next prompt, and may retry until the step budget runs out.

The loop breaker: a greedy model that failed tends to propose the same failing action again. When a reply repeats an
action that already failed in the episode, RETRY_SAMPLES replies are sampled from the retry generator (the same
model at RETRY_TEMPERATURE, one batched call, each row its own seed; a backend that generates rows one by one,
llama.cpp, stops at the first new one) and the first that is new is kept, a parseable one first; when every sample repeats too, the policy sends ``fallback_action()`` instead: an action not yet taken in
the episode (DESCRIBE or SAMPLE a table not yet looked at, ``analyze_indexes``, ``inspect_query``) or, when none is left, the
abstention that ends the episode. ``take`` applies the same check to every action it sends, so an episode never
repeats an identical failed action (case and spacing aside), whatever the generator does.
Binding (``bind=True``, analyst): a QUERY whose tables, aliases or columns do not resolve in what the episode has
shown (agent/binding.py: ``l.quantity`` with no ``l`` declared, a column of a table the query does not join, an
ambiguous name) is resampled the same way, and the first sampled query that binds is sent; when none binds, the
greedy query is (still the likeliest guess, and the environment's error teaches the next step). A grammar cannot
catch these: an alias is declared after the select list that uses it.
Voting (``vote=K``, analyst): the episode's first QUERY reply opens a vote (agent/voting.py): K replies sampled
from ``vote_generator``, the distinct queries among them and the greedy one run a step each (``decided``: the model
is not asked meanwhile), and the history keeps only the turn of the query whose result most replies share.
Constrained decoding (``constrain=True``, on a backend with ``accepts_grammars``: llama.cpp): every reply is decoded
under a grammar of one action (agent/grammar.py) whose queries name only the tables and columns the episode has shown
and whose DESCRIBE / SAMPLE name only tables not yet looked at that way, so the model can neither invent a name nor
look at the same table twice; the catalogue grows as DESCRIBE observations show columns. An index-tuning grammar
offers only what the workload can use: indexes of the columns its statements use, led by one they search by, and
rewrites of the queries a rewrite mechanism applies to, once each (recomputed after an accepted rewrite); no change
on the cost guard's last step. With ``persist``, once the looks at the workload are spent (``exploring``), the
samples that replace a refused reply are drawn under a grammar without what the episode already did, so the
likeliest sample is a new change.
The cost guard (``guard=True``, for kinds with an ``undo``: index tuning): when the measured workload cost condemns
the change just sent (an index that does not lower it: useless, misleading the planner, or costing the writes more
than it saves the reads; or a drop that raised it), the next action undoes it (``drop_index``, or ``create_index``
again) without asking the model; the trace marks it "cost guard". The model still chooses every change; the guard
only refuses to keep one the measurement condemns.
Persistence (``persist=True``, for kinds with a ``final_verb``): the model may not stop while it has steps to spare.
A reply that ends the episode (``submit_report``) while more than PERSIST_RESERVE steps remain, or that repeats an
action already taken, is resampled like a repeated failure, so a greedy model that has run out of ideas keeps
proposing new changes for the environment to measure (and the guard to undo when they hurt). The episode ends when
the model has nothing new left (the loop breaker's fallbacks are spent) or its budget is.
When the backend fails for an operational reason (``BackendError``: an endpoint down or timing out, a model that
cannot load), the policy abstains with the reason ("ANSWER I can't answer this: ..." / "submit_report(...)"): the
episode ends with that on record instead of crashing.

BatchedRunner plays many episodes at once with ONE batched ``generate`` per step across the active episodes
(finished episodes are replaced from the queue), and returns the same ``Episode`` traces as ``run_episode``.

    python -m agent.evaluate --env analyst --policy llm --limit 20 --batch-size 4 [--backend transformers]
    python -m agent.evaluate --env analyst --policy openai --base-url http://127.0.0.1:8000/v1 --model NAME
"""

from __future__ import annotations

import copy
import re
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from agent.backends import make_generator
from agent.backends.base import BackendError, Generator, Progress, Reply, describe
from agent.backends.transformers_backend import MAX_NEW_TOKENS, ModelGenerator
from agent.binding import unbound
from agent.grammar import analyst_grammar, index_grammar
from agent.kinds import COST_GUARD, kind_of, parse_action
from agent.parsing import ParseResult
from agent.prompts import PromptConfig, Turn, build_messages
from agent.rollout import Episode, is_over, start_episode, take_step
from agent.voting import VOTE, VOTE_WINNER, Ballot, vote_sampler
from envs.analyst.verify import normalize
from envs.sandbox import unquote_identifier
from envs.base import Env, Observation

__all__ = ["BatchedRunner", "Generator", "LLMPolicy", "MAX_NEW_TOKENS", "ModelGenerator", "PERSIST_RESERVE", "Reply",
           "generate_replies", "make_llm_policy", "sampled_retry"]

RETRY_TEMPERATURE = 1.0  # a reply that repeats a failed action is sampled again at this temperature (0.7 mostly
# gave the same text back on the shipped adapter)
RETRY_SEED = 0  # ... with a fixed seed (row i of a batch: seed + i), so evaluations stay repeatable
PERSIST_RESERVE = 2  # with persist=True, a reply ending the episode is resampled while more steps than this remain
RETRY_SAMPLES = 4  # replies sampled when one repeats a failure: the prompt is cached, so each costs its decoding only
UNPARSED_SHOWN_CHARS = 300  # an unparseable reply, as the model sees it again in its history
ERROR_SHOWN_CHARS = 200  # a backend failure, as the abstention quotes it


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
                 prompt_config: PromptConfig | None = None, retry_generator: Generator | None = None,
                 constrain: bool = False, guard: bool = False, persist: bool = False, bind: bool = False,
                 vote: int = 0, vote_generator: Generator | None = None):
        self.generator = generator if generator is not None else ModelGenerator()
        # asked once more when a reply repeats an action that already failed this episode (greedy models loop)
        self.retry_generator = retry_generator
        self.kind = kind_of(kind).name  # "analyst" or "index_tuning" (agent/kinds.py): prompt, parser, fallbacks
        # decode under a grammar of the actions with the names shown so far, where the backend can (agent/grammar.py)
        self.constrain = constrain
        # resample a query whose names do not bind to the catalogue shown (agent/binding.py), where a sample does
        self.bind = bind and self.kind == "analyst"
        self.guard = guard and kind_of(kind).undo is not None  # undo a change measured as harmful (agent/kinds.py)
        self.persist = persist and kind_of(kind).final_verb is not None  # no early stop, no repeated action
        # analyst: sample this many more replies (from vote_generator) at the first QUERY and go on from the result
        # most of them share (agent/voting.py)
        self.vote = max(0, vote) if self.kind == "analyst" and vote_generator is not None else 0
        self.vote_generator = vote_generator
        # None: the settings the generator's adapter was trained with, else the defaults
        adapter_config = getattr(self.generator, "prompt_config_for", lambda kind: None)(kind)
        self.prompt_config = prompt_config or adapter_config or PromptConfig()
        self.episode_config = self.prompt_config  # prompt_config with the mode of the episode being played
        self.first: str = ""
        self.turns: list[Turn] = []
        self.tables: list[str] = []
        self.catalog: dict[str, list[str]] = {}  # table -> the column names observations have shown
        self.first_metadata: dict = {}  # the first observation's metadata (index tuning: tables, workload)
        self.last_metadata: dict = {}  # the latest observation's (index tuning: the indexes created so far)
        self.looked: set[str] = set()  # "DESCRIBE t" / "SAMPLE t" actions sent this episode
        self.new_actions: list[str] = []  # actions that look at something, for the loop breaker (agent/kinds.py)
        self.pending: str | None = None  # the action text shown for the last act, until its observation comes
        self.last_generation: dict[str, Any] | None = None  # {"text", "tokens"}: read by run_episode for traces
        self.records: list[ActionRecord] = []
        self.failed: set[str] = set()  # actions that ended in an error this episode, normalised
        self.taken: set[str] = set()  # every action sent this episode, normalised
        self.sent: str | None = None  # the last action sent, until its observation comes
        self.undo: str | None = None  # the cost guard's next action, when the last change was measured harmful
        self.ballot: Ballot | None = None  # the vote in progress (agent/voting.py): its candidates, then their results
        self.ballot_turn = 0  # the turn of the ballot's first candidate
        self.rerun: str | None = None  # the vote's winner, run again so that it is the last query run
        self.voted = False  # one vote an episode: its candidates cost steps
        self.steps_left: int | None = None  # the latest observation's remaining step budget, where it tells one
        # index tuning: the workload's accepted rewrites, then the columns the workload uses, per table, and those it
        # searches or sorts by (index_grammar), as they stand after those rewrites
        self.indexable: tuple[dict, dict[str, list[str]], dict[str, list[str]]] | None = None
        self.rewritable: list[str] | None = None  # index tuning: the queries a rewrite mechanism applies to

    def fork(self) -> "LLMPolicy":
        """A fresh policy sharing the generator and settings (one per concurrent episode)."""
        clone = copy.copy(self)
        clone.reset(Observation(text=""))
        return clone

    def reset(self, observation: Observation) -> None:
        self.first = observation.text
        self.first_metadata = self.last_metadata = dict(getattr(observation, "metadata", None) or {})
        self.turns, self.records, self.failed, self.taken = [], [], set(), set()
        self.sent = self.undo = self.indexable = self.rewritable = self.ballot = self.rerun = None
        self.voted = False
        self.steps_left = getattr(observation, "steps_left", None)
        self.tables = list(getattr(observation, "tables", None) or [])
        self.catalog, self.looked = {}, set()
        self._learn_columns(observation)
        self.new_actions = kind_of(self.kind).new_actions(observation)  # the loop breaker's fallbacks
        self.pending = None
        self.last_generation = None
        # the prompt follows what the first observation shows (explore: table names; schema: their columns too)
        mode = (getattr(observation, "metadata", None) or {}).get("mode")
        self.episode_config = replace(self.prompt_config, mode=mode) if mode else self.prompt_config

    def messages(self, observation: Observation) -> list[dict]:
        """Record ``observation`` as the reply to the pending action, and return the prompt for the next one."""
        metadata = dict(getattr(observation, "metadata", None) or {})
        self.undo = None
        if self.guard and self.sent is not None and not getattr(observation, "error", None):
            self.undo = kind_of(self.kind).undo(self.sent, self.last_metadata, metadata)
            if self.undo is not None:  # condemned: the loop breaker treats it as failed, so it is not sent again
                self.failed.add(normalize(self.sent))
        if self.pending is not None:
            self.turns.append(Turn(self.pending, observation.text))
            if getattr(observation, "error", None) and self.sent is not None:
                self.failed.add(normalize(self.sent))
            if self.ballot is not None and self.sent is not None:
                self.ballot.record(self.sent, observation)
                if not self.ballot.open:
                    self._count_ballot()
            self.pending = self.sent = None
        self.tables = list(getattr(observation, "tables", None) or self.tables)
        self.last_metadata = metadata
        self.steps_left = getattr(observation, "steps_left", None)
        self._learn_columns(observation)
        return build_messages(self.kind, self.first, self.turns, self.episode_config)

    def _count_ballot(self) -> None:
        """Every candidate has run: the history keeps the turns before the vote and one of the winner, so the model
        goes on (answers) from the result most replies agreed on. The winner is the last query run (so the
        environment, the answer card and execution accuracy read the query the answer comes from): when another
        candidate ran after it, it is run again (``rerun``), and that step is its turn. When no result got a vote
        (every candidate failed or returned nothing), every turn stays, as after ordinary steps."""
        winner, start = self.ballot.winner(), self.ballot_turn
        self.ballot = None
        if winner is None:
            return
        if normalize(winner) == normalize(self.sent or ""):
            self.turns = self.turns[:start] + self.turns[-1:]
        else:
            self.turns, self.rerun = self.turns[:start], winner

    @property
    def decided(self) -> str | None:
        """The next action when it is not the model's to choose: the cost guard's undo, the vote's next candidate
        once the vote has begun, or its winner run again; None when the model is asked."""
        if self.undo is not None or self.rerun is not None:
            return self.undo or self.rerun
        if self.ballot is not None and self.ballot.results:
            return self.ballot.next()
        return None

    def wants_vote(self, reply: Reply) -> bool:
        """Whether ``reply`` opens the episode's vote: voting is on, none was held yet, and it is a QUERY to send."""
        return (self.vote > 0 and not self.voted and reply.error is None and not self.needs_retry(reply)
                and self.action_of(reply).startswith("QUERY "))

    def open_ballot(self, greedy: Reply, samples: Sequence[Reply]) -> None:
        """The vote over the greedy query and the sampled ones that could be sent in its place (parseable queries
        that repeat no failure and bind); none when fewer than two distinct queries fit the steps left, keeping
        two steps: the winner run again, the answer."""
        sampled = [(self.action_of(s), s) for s in samples if s.error is None]
        queries = [self.action_of(greedy)] + [action for action, s in sampled if action.startswith("QUERY ")
                                              and not self.needs_retry(s) and not self.misbinds(s)]
        room = self.steps_left - 2 if self.steps_left is not None else len(queries)
        self.voted, self.ballot, self.ballot_turn = True, Ballot.of(queries, room), len(self.turns)

    def _learn_columns(self, observation: Observation) -> None:
        """Record the columns an observation shows (schema mode's first one: the question's tables; DESCRIBE: one)."""
        shown = list(getattr(observation, "schema", None) or [])
        if isinstance(getattr(observation, "table", None), dict):
            shown.append(observation.table)
        for table in shown:
            try:
                self.catalog[str(table["name"])] = [str(c["name"]) for c in table["columns"]]
            except (KeyError, TypeError):  # an odd environment's observation: no columns learnt
                continue

    def grammar(self, explore: bool = False) -> str | None:
        """The grammar the next reply is decoded under, or None (unconstrained: not asked, or nothing to build on).
        ``explore``: index tuning without the actions already taken (see ``exploring``)."""
        if not self.constrain:
            return None
        if self.kind == "index_tuning":
            return self._index_grammar(explore)
        if not self.tables:
            return None
        unseen = {verb: [t for t in self.tables if f"{verb} {t}" not in self.looked] for verb in ("DESCRIBE", "SAMPLE")}
        return analyst_grammar(self.tables, self.catalog, describe=unseen["DESCRIBE"], sample=unseen["SAMPLE"])

    def _index_grammar(self, explore: bool = False) -> str | None:
        """Index tuning: the scenario's tables and workload query ids (first observation), indexes only of the
        columns the workload uses (led by one it searches by), rewrites only of queries a rewrite mechanism applies
        to, once each, drops only of the indexes created so far (the latest observation); no change on the guard's
        ``last_step``; with ``explore``, none of the actions already taken and no report while more than
        PERSIST_RESERVE steps remain."""
        first, last = self.first_metadata, self.last_metadata
        tables = first.get("tables") if isinstance(first.get("tables"), dict) else {}
        queries = [q["qid"] for q in first.get("workload") or [] if isinstance(q, dict) and q.get("qid")]
        early = explore and self.steps_left is not None and self.steps_left > PERSIST_RESERVE
        try:
            rewrites = dict(last.get("rewrites") or {})  # a rewrite can make a column searchable
            if self.indexable is None or self.indexable[0] != rewrites:
                self.indexable = (rewrites, _workload_columns(first, rewrites),
                                  _workload_columns(first, rewrites, searched=True))
            _, used, leading = self.indexable
            if self.rewritable is None:
                self.rewritable = _rewritable(first)
            done = _index_actions_done(self.taken)
            tried = done.pop("rewritten")  # one rewrite a query: a sampled retry of a wrong one rarely fixes it
            return index_grammar(tables, queries, list(last.get("created_indexes") or []), indexable=used or None,
                                 leading=leading if used else None,
                                 rewritable=[q for q in self.rewritable if q not in tried], submit=not early,
                                 changes=not self.last_step, **(done if explore else {}))
        except (ValueError, TypeError, AttributeError):  # an odd environment's observation: decode unconstrained
            return None

    @property
    def exploring(self) -> bool:
        """Persistence past the loop breaker's fallbacks: every look at the workload was taken, so a reply that must
        be replaced is sampled under the grammar without the actions already taken (``grammar(explore=True)``),
        and the model goes on proposing new changes, which the guard keeps only when measured cheaper, until its
        budget is spent."""
        return self.persist and all(normalize(action) in self.taken for action in self.new_actions)

    def take(self, reply: Reply) -> str:
        """Parse a reply into the action to send; an unparseable reply is sent raw for the environment to refuse;
        a failed generation (``reply.error``) becomes the abstention that ends the episode."""
        if self.undo is not None:  # the cost guard: no reply was asked for
            action, self.undo = self.undo, None
            self.records.append(ActionRecord(f"[{COST_GUARD}] {action}", 0, ParseResult(action, COST_GUARD)))
            self.last_generation = {"text": f"[{COST_GUARD}] {action}", "tokens": 0}
            return self._send(action, action)
        if reply.error is not None:
            return self._abstain(reply)
        if self.ballot is not None or self.rerun is not None:  # the vote's candidates, a step each (the first in
            # place of the greedy reply), then its winner again when another ran after it
            action = self.rerun or self.ballot.next()
            proposed = self.ballot is not None and normalize(self.action_of(reply)) == normalize(action)
            text = (f"[{VOTE_WINNER}] {action}" if self.rerun is not None else reply.text if proposed
                    else f"[{VOTE}] {action}")
            self.rerun = None
            self.records.append(ActionRecord(text, reply.tokens, ParseResult(action, VOTE)))
            self.last_generation = {"text": text, "tokens": reply.tokens}
            return self._send(action, action)
        parsed = parse_action(self.kind, reply.text, self.tables)
        if self.needs_retry(reply):  # the loop breaker's guarantee: never the same failed action twice
            parsed = ParseResult(self.fallback_action(), "loop breaker")
        self.records.append(ActionRecord(reply.text, reply.tokens, parsed))
        self.last_generation = {"text": reply.text, "tokens": reply.tokens}
        if parsed.action is not None:
            return self._send(parsed.action, parsed.action)
        return self._send(reply.text, reply.text.strip()[:UNPARSED_SHOWN_CHARS] or "(empty reply)")

    def _send(self, action: str, shown: str) -> str:
        """Send ``action``; the model's history shows it as ``shown`` (an unparseable reply is cut)."""
        self.pending, self.sent = shown, action
        self.taken.add(normalize(action))
        verb, _, table = action.partition(" ")
        if verb in ("DESCRIBE", "SAMPLE"):
            self.looked.add(f"{verb} {unquote_identifier(table)}")
        return action

    def action_of(self, reply: Reply) -> str:
        """The action ``take`` would send for ``reply`` before the loop breaker: the parsed one, else the raw text."""
        return parse_action(self.kind, reply.text, self.tables).action or reply.text

    def fallback_action(self) -> str:
        """An action certainly new in this episode: looking at something not yet looked at (analyst: DESCRIBE, then
        SAMPLE a table; index tuning: analyze_indexes, then inspecting a query), else the abstention that ends it."""
        for action in self.new_actions:
            if normalize(action) not in self.taken:
                return action
        stuck = kind_of(self.kind).stuck
        action, n = stuck.format(again=""), 1
        while normalize(action) in self.taken:  # an abstention ends the episode; this only guards odd envs
            n += 1
            action = stuck.format(again=f" ({n})")
        return action

    def _abstain(self, reply: Reply) -> str:
        reason = re.sub(r"[()\[\]\s]+", " ", reply.error or "unknown error").strip()[:ERROR_SHOWN_CHARS]
        action = kind_of(self.kind).abstention.format(reason=reason)
        self.records.append(ActionRecord(f"[backend error] {reply.error}", reply.tokens, ParseResult(action, "backend error")))
        self.last_generation = {"text": f"[backend error] {reply.error}", "tokens": reply.tokens, "error": reply.error}
        return self._send(action, action)

    @property
    def label(self) -> str:
        """What generates this policy's actions (model, adapter, backend), for tables and ratings."""
        return describe(self.generator)

    @property
    def guard_undos(self) -> int:
        """Actions the cost guard took this episode."""
        return sum(record.parsed.reason == COST_GUARD for record in self.records)

    @property
    def last_step(self) -> bool:
        """Whether the next action is the episode's last one and the cost guard is on: it may change nothing the
        guard could no longer undo."""
        return self.guard and self.steps_left is not None and self.steps_left <= 1

    def needs_retry(self, reply: Reply) -> bool:
        """Whether ``reply`` must be replaced: it asks for an action that already failed in this episode, or, on the
        guard's ``last_step``, for a change; with ``persist``, also for an action already taken, or for the end of
        the episode while more than PERSIST_RESERVE steps remain."""
        if reply.error is not None:
            return False
        action = normalize(self.action_of(reply))
        if action in self.failed or (self.last_step and action.startswith(kind_of(self.kind).changes)):
            return True
        if not self.persist:
            return False
        early = self.steps_left is not None and self.steps_left > PERSIST_RESERVE
        return action in self.taken or (early and action.startswith(normalize(kind_of(self.kind).final_verb)))

    def misbinds(self, reply: Reply) -> bool:
        """Whether ``bind`` is on and ``reply`` is a QUERY naming a table, alias or column that does not resolve in
        the tables and columns the episode has shown (agent/binding.py): SQLite would refuse it."""
        if not self.bind or reply.error is not None:
            return False
        verb, _, sql = (parse_action(self.kind, reply.text, self.tables).action or "").partition(" ")
        return verb == "QUERY" and unbound(sql, self.tables, self.catalog) is not None

    def may_replace(self, greedy: Reply, sample: Reply) -> bool:
        """Whether a sampled reply may stand in for the greedy one that needed a retry (and end the sampling): it is
        parseable, repeats no failure and binds; in place of a query that did not bind, it is a query too."""
        action = parse_action(self.kind, sample.text, self.tables)
        if sample.error is not None or not action.ok or self.needs_retry(sample) or self.misbinds(sample):
            return False
        return self.needs_retry(greedy) or (action.action or "").startswith("QUERY ")

    def act(self, observation: Observation) -> str:
        conversation = self.messages(observation)
        (reply,) = generate_replies([self], [conversation])
        return self.take(reply)


def generate_replies(policies: Sequence[LLMPolicy], conversations: list[list[dict]]) -> list[Reply]:
    """One reply per conversation from the policies' shared generator. For a reply that repeats an action that
    already failed in its episode, or (``bind``) queries a name that does not resolve, RETRY_SAMPLES replies are
    sampled from the retry generator (one batched call for every such episode) and the first that ``may_replace`` it
    is kept; else, for a repeat, the first new one, a parseable one first (when none is new the repeating reply
    stays and ``take`` sends the fallback action), and for a query that does not bind, the greedy reply. Tokens add
    up. A BackendError becomes an error reply for every conversation (the policies abstain); a failed retry keeps
    the greedy reply. With ``vote``, a QUERY reply opens the episode's vote (``_vote``). A policy whose next action
    is already decided (``policy.decided``: the cost guard's undo, the vote's next candidate) is not asked: it gets
    an empty reply, which ``take`` ignores."""
    asked = [i for i, policy in enumerate(policies) if policy.decided is None]
    replies = [Reply("") for _ in policies]
    if not asked:
        return replies
    grammars = [policy.grammar() if policy.decided is None else None for policy in policies]
    for i, reply in zip(asked, _ask(policies[0].generator, [conversations[i] for i in asked],
                                    [grammars[i] for i in asked])):
        replies[i] = reply
    _retry(policies, conversations, replies, [i for i in asked if policies[i].needs_retry(replies[i])
                                               or policies[i].misbinds(replies[i])])
    _vote(policies, conversations, replies, [i for i in asked if policies[i].wants_vote(replies[i])], grammars)
    return replies


def _retry(policies: Sequence[LLMPolicy], conversations: list[list[dict]], replies: list[Reply],
           again: list[int]) -> None:
    """Replace, in ``replies``, each reply of ``again`` by the first retry sample that may replace it (see
    ``generate_replies``)."""
    retry = policies[0].retry_generator
    if retry is None or not again:
        return
    for i, candidates in zip(again, _samples(retry, [policies[i] for i in again], [replies[i] for i in again],
                                             [conversations[i] for i in again],
                                             [policies[i].grammar(policies[i].exploring) for i in again])):
        policy, spent = policies[i], replies[i].tokens + sum(c.tokens for c in candidates)
        new = [c for c in candidates if c.error is None and not policy.needs_retry(c)]
        parseable = [c for c in new if parse_action(policy.kind, c.text, policy.tables).ok]
        better = [c for c in candidates if policy.may_replace(replies[i], c)]
        # a greedy query that only fails to bind stays when no sample binds: it is still the likeliest guess
        fallback = [replies[i]] if not policy.needs_retry(replies[i]) else parseable or new or [replies[i]]
        replies[i] = replace((better or fallback)[0], tokens=spent)


def _vote(policies: Sequence[LLMPolicy], conversations: list[list[dict]], replies: list[Reply], voters: list[int],
          grammars: list[str | None]) -> None:
    """Open the vote (agent/voting.py) of each policy in ``voters``: ``policy.vote`` replies sampled from its
    ``vote_generator`` under the same grammar, one batched call (``agent.voting.vote_sampler``: the model sampled,
    row i with seed VOTE_SEED + i); their tokens add up.
    A failed sampling leaves the greedy reply alone."""
    if not voters:
        return
    drawn = _copies(policies[voters[0]].vote_generator, [conversations[i] for i in voters],
                    [grammars[i] for i in voters], policies[voters[0]].vote)
    for i, samples in zip(voters, drawn):
        if any(s.error is not None for s in samples):
            continue
        policies[i].open_ballot(replies[i], samples)
        replies[i] = replace(replies[i], tokens=replies[i].tokens + sum(s.tokens for s in samples))


def _samples(retry: Generator, policies: Sequence[LLMPolicy], greedy: Sequence[Reply],
             conversations: list[list[dict]], grammars: list[str | None]) -> list[list[Reply]]:
    """RETRY_SAMPLES sampled replies per conversation: one batch of copies (row i is sampled with seed + i), or, from
    a backend that generates rows one by one (``sample_until``), the same replies up to the first that
    ``may_replace`` the greedy one."""
    until = getattr(retry, "sample_until", None)
    if until is None:
        return _copies(retry, conversations, grammars, RETRY_SAMPLES)
    found = []
    for policy, first, conversation, grammar in zip(policies, greedy, conversations, grammars):
        def accept(reply: Reply, policy: LLMPolicy = policy, first: Reply = first) -> bool:
            return policy.may_replace(first, reply)

        try:
            found.append(list(until(conversation, accept, RETRY_SAMPLES, **_grammar_kwarg(retry, [grammar]))))
        except BackendError as error:
            found.append([Reply("", 0, error=str(error))])
    return found


def _copies(generator: Generator, conversations: list[list[dict]], grammars: list[str | None],
            n: int) -> list[list[Reply]]:
    """``n`` replies per conversation from one batched call of ``n`` copies of each (row i sampled with seed + i)."""
    flat = _ask(generator, [c for c in conversations for _ in range(n)], [g for g in grammars for _ in range(n)])
    return [flat[k * n:(k + 1) * n] for k in range(len(conversations))]


def _ask(generator: Generator, conversations: list[list[dict]], grammars: list[str | None]) -> list[Reply]:
    try:
        return list(generator(conversations, **_grammar_kwarg(generator, grammars, batch=True)))
    except BackendError as error:
        return [Reply("", 0, error=str(error)) for _ in conversations]


def _grammar_kwarg(generator: Generator, grammars: list[str | None], batch: bool = False) -> dict:
    """``grammars=`` (a batch) or ``grammar=`` (one conversation) for a backend that accepts them and when any is
    set; nothing otherwise, so generators without grammar support are called as before."""
    if not getattr(generator, "accepts_grammars", False) or not any(grammars):
        return {}
    return {"grammars": grammars} if batch else {"grammar": grammars[0]}


def _workload_columns(metadata: dict, rewrites: dict, searched: bool = False) -> dict[str, list[str]]:
    """The columns of each table an index could serve the workload with (index tuning's first observation, each
    query as ``rewrites`` has it); ``searched``: those it could be searched by (envs.index_tuning.analysis)."""
    from envs.index_tuning.analysis import workload_columns  # here: rendering a prompt must not load the environments

    sqls = [str(rewrites.get(q.get("qid")) or q["sql"]) for q in metadata.get("workload") or []
            if isinstance(q, dict) and q.get("sql")]
    return workload_columns(sqls, dict(metadata.get("tables") or {}), dict(metadata.get("rowid_columns") or {}),
                            searched=searched)


def _rewritable(metadata: dict) -> list[str]:
    """The workload reads (index tuning's first observation) that one of the environment's rewrite mechanisms
    applies to: a predicate hidden behind a function, a correlated subquery, an OR across columns. Rewriting any
    other query cannot let an index serve it better."""
    from envs.index_tuning.rewrites import MECHANISMS, rewrite  # here: rendering a prompt must not load the envs

    types = dict(metadata.get("column_types") or {})
    return [str(q["qid"]) for q in metadata.get("workload") or [] if isinstance(q, dict) and q.get("qid")
            and q.get("kind") == "read" and rewrite(str(q.get("sql") or ""), types, MECHANISMS) is not None]


def _index_actions_done(actions: set[str]) -> dict:
    """index_grammar's ``tried``, ``inspected`` and ``analyzed`` for these (normalised) index-tuning actions, and
    the queries ``rewritten`` (or tried)."""
    from envs.index_tuning.spec import IndexAction  # here: rendering a prompt must not load the environments

    tried: dict[str, list[tuple[str, ...]]] = {}
    inspected, rewritten, analyzed = [], set(), False
    for action in map(IndexAction.parse, actions):
        if action.kind == "create_index" and action.table:
            tried.setdefault(action.table, []).append(action.columns)
        elif action.kind == "inspect_query" and action.qid:
            inspected.append(action.qid)
        elif action.kind == "rewrite_query" and action.qid:
            rewritten.add(action.qid)
        analyzed = analyzed or action.kind == "analyze_indexes"
    return {"tried": tried, "inspected": inspected, "analyzed": analyzed, "rewritten": rewritten}


def make_llm_policy(kind: str = "analyst", model: str | None = None, adapter: str | None = None,
                    temperature: float = 0.0, max_new_tokens: int | None = None, backend: str = "auto",
                    base_url: str | None = None, api_key: str | None = None,
                    notify: Progress | None = None, constrain: bool = False, guard: bool = False,
                    persist: bool = False, bind: bool = False, vote: int = 0) -> LLMPolicy:
    """The LLM policy for an episode kind ("analyst" or "index_tuning") on a backend (agent/backends); nothing is
    loaded until the first action (or ``agent.backends.load_generator(policy.generator)``). What the CLIs use."""
    if adapter is None and backend != "openai":
        adapter = kind_of(kind).default_adapter(model)  # index tuning has its own trained adapter
    generator = make_generator(backend, model, adapter, temperature, max_new_tokens, base_url, api_key, notify)
    return LLMPolicy(generator, kind=kind, retry_generator=sampled_retry(generator), constrain=constrain, guard=guard,
                     persist=persist, bind=bind, vote=vote, vote_generator=vote_sampler(generator) if vote else None)


def sampled_retry(generator: Generator) -> Generator:
    """The same model, sampled with a fixed seed: what a policy asks when its greedy reply repeats a failure.
    Works on any backend with ``temperature`` and ``seed`` fields (all of agent/backends)."""
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
    max_seconds: float | None = None  # wall time per episode, from its reset (rollout.is_over)
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
                slot.observation = take_step(slot.episode, slot.env, slot.policy.take(reply), generated, reply.text,
                                             reply.tokens)
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
            episode = start_episode(env, policy, **kwargs)
            active.append(_Slot(index, env, policy, episode, episode.first))

    def _finished(self, slot: _Slot) -> bool:
        return is_over(slot.episode, self.max_steps, self.max_seconds)

    def _complete(self, slot: _Slot, results: list) -> None:
        results[slot.index] = slot.episode
        if self.on_episode is not None:
            self.on_episode(slot.index, slot.episode)
