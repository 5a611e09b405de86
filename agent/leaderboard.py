"""Who wins the blind votes: win rates with Wilson intervals and Bradley–Terry / Elo scores per policy and difficulty.

Pure functions over rating records (dicts with policy_a, policy_b, vote and difficulty, as ``agent.ratings`` stores
them). A tie and "both bad" count as half a win for each side; a win rate is (wins + ties/2) / games.

    rows = leaderboard(store.records("pairwise"))     # one row per (difficulty, policy), "all" first
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Iterable, Sequence

Z_95 = 1.959964  # two-sided 95% normal quantile
ELO_BASE = 1000.0  # score of an average policy
ELO_SCALE = 400.0  # points per factor of 10 in odds (chess convention)
ELO_K = 16.0  # online Elo step: small, so a few votes do not swing the board
BT_PRIOR_GAMES = 1.0  # virtual tie against a mean opponent per policy: keeps scores finite with few votes
BT_ITERATIONS = 200  # MM iterations; converges far sooner on a handful of policies
SCORES = {"a": 1.0, "b": 0.0, "tie": 0.5, "both_bad": 0.5}  # policy_a's score for each vote


def wilson_interval(successes: float, n: float, z: float = Z_95) -> tuple[float, float]:
    """Wilson score interval for a proportion; (0, 1) when there is no data."""
    if n <= 0:
        return 0.0, 1.0
    p = successes / n
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def games_of(records: Iterable[dict]) -> list[tuple[str, str, float]]:
    """(policy_a, policy_b, score of a) for each pairwise vote between two different policies."""
    games = []
    for r in records:
        if r.get("kind", "pairwise") != "pairwise" or r.get("vote") not in SCORES:
            continue
        if r.get("policy_a") and r.get("policy_b") and r["policy_a"] != r["policy_b"]:
            games.append((r["policy_a"], r["policy_b"], SCORES[r["vote"]]))
    return games


def elo_ratings(games: Sequence[tuple[str, str, float]], k: float = ELO_K) -> dict[str, float]:
    """Online Elo in vote order (depends on order; Bradley–Terry below does not)."""
    ratings: dict[str, float] = defaultdict(lambda: ELO_BASE)
    for a, b, score in games:
        expected = 1 / (1 + 10 ** ((ratings[b] - ratings[a]) / ELO_SCALE))
        ratings[a] += k * (score - expected)
        ratings[b] -= k * (score - expected)
    return dict(ratings)


def bradley_terry(games: Sequence[tuple[str, str, float]], prior: float = BT_PRIOR_GAMES,
                  iterations: int = BT_ITERATIONS) -> dict[str, float]:
    """Bradley–Terry strengths by minorisation–maximisation, on the Elo scale (mean policy = ELO_BASE)."""
    players = sorted({p for a, b, _ in games for p in (a, b)})
    if not players:
        return {}
    wins = defaultdict(float)  # fractional: a tie is half a win each
    pair_games = defaultdict(float)
    for a, b, score in games:
        wins[a] += score
        wins[b] += 1 - score
        pair_games[frozenset((a, b))] += 1
    strength = {p: 1.0 for p in players}
    for _ in range(iterations):
        updated = {}
        for p in players:
            # the prior: one virtual game against a strength-1 opponent, half won
            denominator = prior / (strength[p] + 1.0)
            for q in players:
                if q != p and (n := pair_games.get(frozenset((p, q)))):
                    denominator += n / (strength[p] + strength[q])
            updated[p] = (wins[p] + prior / 2) / denominator
        mean_log = sum(math.log(v) for v in updated.values()) / len(updated)
        strength = {p: v / math.exp(mean_log) for p, v in updated.items()}
    return {p: ELO_BASE + ELO_SCALE * math.log10(s) for p, s in strength.items()}


def _table(games: Sequence[tuple[str, str, float]], difficulty: str) -> list[dict]:
    tally = defaultdict(lambda: {"wins": 0, "ties": 0, "losses": 0})
    for a, b, score in games:
        for player, s in ((a, score), (b, 1 - score)):
            key = "wins" if s == 1 else "losses" if s == 0 else "ties"
            tally[player][key] += 1
    bt, elo = bradley_terry(games), elo_ratings(games)
    rows = []
    for policy, t in tally.items():
        n = t["wins"] + t["ties"] + t["losses"]
        rate = (t["wins"] + t["ties"] / 2) / n
        low, high = wilson_interval(t["wins"] + t["ties"] / 2, n)
        rows.append({"difficulty": difficulty, "policy": policy, "games": n, **t, "win_rate": round(rate, 4),
                     "ci_low": round(low, 4), "ci_high": round(high, 4), "bt_score": round(bt[policy], 1),
                     "elo": round(elo[policy], 1)})
    return sorted(rows, key=lambda r: (-r["bt_score"], r["policy"]))


def leaderboard(records: Iterable[dict], difficulties: Sequence[str] = ("easy", "medium", "hard")) -> list[dict]:
    """Rows per (difficulty, policy): games, wins, ties, losses, win_rate, 95% CI, Bradley–Terry and Elo scores.

    "all" (every vote) comes first, then each difficulty that has votes; records with another or no difficulty
    (an own question) count in "all" only.
    """
    records = list(records)
    rows = _table(games_of(records), "all")
    for difficulty in difficulties:
        games = games_of(r for r in records if r.get("difficulty") == difficulty)
        if games:
            rows += _table(games, difficulty)
    return rows
