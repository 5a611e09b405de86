"""The ratings store survives a writer killed mid-write: every rating committed before the kill is there, intact.

A child process writes ratings in a loop and prints each id after ``add`` returns (committed); the parent SIGKILLs
it at a random moment (it spends nearly all its time inside ``add``, so the kill lands mid-write), three rounds on
one file. The store then reopens, holds every printed rating with its fields and traces unchanged, and takes more.
"""

import os
import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

from agent.ratings import Rating, RatingsStore

ROUNDS = 3
COMMITTED_BEFORE_KILL = 8  # ratings the child must have committed before the kill is armed
ROUND_TIMEOUT_S = 60.0

CHILD = """
import sys
from agent.ratings import Rating, RatingsStore
store = RatingsStore(sys.argv[1])
i = int(sys.argv[2])
while True:
    trace = {"i": i, "steps": [{"action": f"QUERY SELECT {k}", "reward": k / 10} for k in range(40)]}
    rating = Rating(kind="pairwise", vote="ab"[i % 2], policy_a="llm", policy_b="baseline", question=f"question {i}",
                    trace_a=trace, trace_b={"i": -i}, comment=f"comment {i}", task_id=f"t/{i}")
    store.add(rating)
    print(rating.id, i, flush=True)
    i += 1
"""


def run_and_kill(path: Path, first: int, rng: random.Random) -> dict[str, int]:
    """Start a writer, let it commit a few ratings, SIGKILL it at a random moment; return the ids it confirmed."""
    env = {**os.environ, "GRADIO_ANALYTICS_ENABLED": "False", "HF_HUB_OFFLINE": "1"}
    child = subprocess.Popen([sys.executable, "-c", CHILD, str(path), str(first)], stdout=subprocess.PIPE, text=True,
                             cwd=Path(__file__).resolve().parents[1], env=env)
    confirmed: dict[str, int] = {}
    enough = threading.Event()

    def read():
        for line in child.stdout:
            rating_id, i = line.split()
            confirmed[rating_id] = int(i)
            if len(confirmed) >= COMMITTED_BEFORE_KILL:
                enough.set()

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    try:
        assert enough.wait(ROUND_TIMEOUT_S), "the writer never committed enough ratings"
        time.sleep(rng.uniform(0.0, 0.05))  # somewhere inside one of the next writes
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=10)
    finally:
        if child.poll() is None:
            child.kill()
    reader.join(timeout=10)
    assert child.returncode == -signal.SIGKILL
    return dict(confirmed)


def test_committed_ratings_survive_a_killed_writer(tmp_path):
    path = tmp_path / "ratings.duckdb"
    rng = random.Random(0)
    confirmed: dict[str, int] = {}
    for round_ in range(ROUNDS):
        confirmed |= run_and_kill(path, first=1000 * round_, rng=rng)

    store = RatingsStore(path)  # reopening replays or discards the interrupted write
    records = {r["id"]: r for r in store.records()}
    missing = [rating_id for rating_id in confirmed if rating_id not in records]
    assert not missing, f"{len(missing)} committed ratings lost"
    for rating_id, i in confirmed.items():
        r = records[rating_id]
        assert (r["question"], r["comment"], r["task_id"], r["vote"]) == (f"question {i}", f"comment {i}", f"t/{i}", "ab"[i % 2])
        assert r["trace_a"]["i"] == i and len(r["trace_a"]["steps"]) == 40 and r["trace_b"] == {"i": -i}
    assert len(records) - len(confirmed) <= ROUNDS  # at most the one unconfirmed write per kill, and it is whole
    for r in records.values():
        assert r["trace_a"] is not None and r["question"].startswith("question ")

    store.add(Rating(kind="thumb", vote="up", policy_a="baseline", question="after the crashes"))
    assert RatingsStore(path).count() == len(records) + 1
