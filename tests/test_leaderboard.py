"""Win rates, Wilson intervals, Bradley–Terry and Elo from vote records (agent/leaderboard.py)."""

import pytest

from agent.leaderboard import ELO_BASE, bradley_terry, elo_ratings, games_of, leaderboard, wilson_interval


@pytest.mark.parametrize("successes,n,low,high", [
    (0, 0, 0.0, 1.0),
    (5, 10, 0.2366, 0.7634),  # the textbook value for 5/10
    (10, 10, 0.7225, 1.0),
    (0, 10, 0.0, 0.2775),
])
def test_wilson_interval(successes, n, low, high):
    lo, hi = wilson_interval(successes, n)
    assert lo == pytest.approx(low, abs=1e-3) and hi == pytest.approx(high, abs=1e-3)


def vote(a, b, v, difficulty="easy"):
    return {"kind": "pairwise", "policy_a": a, "policy_b": b, "vote": v, "difficulty": difficulty}


def test_games_score_ties_and_skip_thumbs():
    records = [vote("llm", "baseline", "a"), vote("llm", "baseline", "both_bad"), vote("x", "x", "a"),
               {"kind": "thumb", "policy_a": "llm", "vote": "up"}]
    assert games_of(records) == [("llm", "baseline", 1.0), ("llm", "baseline", 0.5)]


def test_stronger_policy_ranks_first_in_every_score():
    records = [vote("llm", "baseline", "a")] * 7 + [vote("baseline", "llm", "a")] * 3 + [vote("llm", "baseline", "tie")]
    bt = bradley_terry(games_of(records))
    assert bt["llm"] > ELO_BASE > bt["baseline"]
    assert sum(bt.values()) / 2 == pytest.approx(ELO_BASE)
    elo = elo_ratings(games_of(records))
    assert elo["llm"] > elo["baseline"]


def test_bradley_terry_stays_finite_when_one_side_always_wins():
    bt = bradley_terry([("a", "b", 1.0)] * 5)
    assert all(abs(v) < 1e4 for v in bt.values()) and bt["a"] > bt["b"]


def test_leaderboard_rows_per_difficulty():
    records = [vote("llm", "baseline", "a", "easy"), vote("llm", "baseline", "b", "hard"), vote("llm", "baseline", "tie", None)]
    rows = leaderboard(records)
    assert [(r["difficulty"], r["policy"]) for r in rows][:2] in ([("all", "llm"), ("all", "baseline")],
                                                                [("all", "baseline"), ("all", "llm")])
    all_llm = next(r for r in rows if r["difficulty"] == "all" and r["policy"] == "llm")
    assert (all_llm["games"], all_llm["wins"], all_llm["ties"], all_llm["losses"]) == (3, 1, 1, 1)
    assert all_llm["win_rate"] == 0.5 and all_llm["ci_low"] < 0.5 < all_llm["ci_high"]
    assert {r["difficulty"] for r in rows} == {"all", "easy", "hard"}
    assert leaderboard([]) == []
