"""Execution-guided voting: the query an analyst episode answers from is the one whose result most sampled queries
share, not the greedy one alone (self-consistency, decided by execution as in execution-guided decoding).

When the LLM policy (agent/llm_policy.py, ``vote=K``) first proposes a QUERY, K more replies are sampled at
VOTE_TEMPERATURE. The distinct queries among the greedy reply and the samples (at most VOTE_CANDIDATES, the most
proposed first, the greedy one first among equals) become a ``Ballot``; each is run as an ordinary QUERY step, so
the environment's rules, limits and step budget apply and the trace shows every one. Each result then gets the
votes of the replies whose query returned it (an error, no rows or only NULLs get none), and the model's history keeps
only the winner's turn: it answers from the result most of its samples agree on, which is more often the gold one
than the greedy query's (README, *Model*).

    ballot = Ballot.of(["SELECT a", "SELECT b", "SELECT a"], room=3)   # queries the replies proposed, greedy first
    ballot.queue                           # ['SELECT a', 'SELECT b']: run in this order, a step each
    ballot.record("SELECT a", observation) # after each step; then ballot.winner(): the query to answer from
                                           # (None: every candidate failed or returned nothing)
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field, replace

from envs.analyst.scoring.execution import result_cell
from envs.analyst.verify import normalize

VOTE, VOTE_WINNER = "vote", "vote winner"  # how a trace marks a candidate the model was not asked for, and the rerun
VOTE_TEMPERATURE = 0.8  # the samples that vote (with 8 of them, chosen on 40 training tasks; not tuned further)
VOTE_SEED = 1  # row i of the vote's batch is sampled with seed + i, so evaluations repeat
VOTE_CANDIDATES = 4  # distinct queries run at most: each costs a step


@dataclass
class Ballot:
    """One vote in an episode: the candidate queries still to run, and what those already run returned."""

    votes: Counter  # normalised query -> replies that proposed it
    queue: list[str]  # queries to run, in order (the text of the reply that proposed each first)
    results: dict[str, str | None] = field(default_factory=dict)  # normalised query -> its result's key (None: no vote)

    @classmethod
    def of(cls, queries: list[str], room: int = VOTE_CANDIDATES) -> "Ballot | None":
        """The ballot over the queries the replies proposed (greedy first), or None when fewer than two distinct
        queries fit in ``room`` steps: then the greedy query is sent as it is."""
        votes = Counter(normalize(q) for q in queries)
        first: dict[str, str] = {}
        for query in queries:
            first.setdefault(normalize(query), query)
        order = sorted(first, key=lambda q: -votes[q])[:max(0, min(room, VOTE_CANDIDATES))]  # stable: greedy first
        return cls(votes, [first[q] for q in order]) if len(order) > 1 else None

    @property
    def open(self) -> bool:
        """Whether a candidate is still to be run."""
        return len(self.results) < len(self.queue)

    def next(self) -> str:
        """The next candidate to run."""
        return self.queue[len(self.results)]

    def record(self, query: str, observation) -> None:
        """What running ``query`` returned (``result_key``): nothing to vote for when it failed, returned no rows or
        only NULLs."""
        self.results[normalize(query)] = result_key(observation)

    def winner(self) -> str | None:
        """The candidate whose result has the most votes (summed over every candidate that returned it); among
        equals, the one run first. None when no result got a vote (all failed or came back empty)."""
        tally: Counter = Counter()
        for query, key in self.results.items():
            if key is not None:
                tally[key] += self.votes[query]
        if not tally:
            return None
        best = max(tally.values())
        return next(q for q in self.queue if tally.get(self.results.get(normalize(q))) == best)


def vote_sampler(generator):
    """The model that casts the votes: ``generator`` (any backend of agent/backends) sampled at VOTE_TEMPERATURE
    with VOTE_SEED."""
    return replace(generator, temperature=VOTE_TEMPERATURE, seed=VOTE_SEED)


def result_key(observation) -> str | None:
    """What identifies a query's result for the vote: its rows as a multiset (order and column names aside, floats
    rounded as execution matching rounds them: ``result_cell``), else the observation's text; None for an error,
    no rows or only NULLs (an aggregate over nothing)."""
    if getattr(observation, "error", None):
        return None
    result = getattr(observation, "result", None)
    rows = getattr(result, "rows", None)
    if rows is None:
        text = str(getattr(observation, "text", "") or "")
        return text or None
    if all(cell is None for row in rows for cell in row):
        return None
    return "\n".join(sorted(repr(tuple(map(result_cell, row))) for row in rows))
