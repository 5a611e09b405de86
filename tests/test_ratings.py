"""The DuckDB ratings store: round trip, restarts, concurrent writers, a killed writer, preference-pair export."""

import json
import subprocess
import sys
import threading
import time
from pathlib import Path

import pandas as pd
import pytest

from agent.ratings import Rating, RatingsStore, hash_session

TRACE = {"policy": "llm", "steps": [{"action": "ANSWER 3", "reward": 1.0}], "answer": "3", "correct": True}


def pairwise(vote="a", **kw):
    return Rating(kind="pairwise", vote=vote, policy_a="llm", policy_b="baseline", question="How many?",
                  difficulty="easy", trace_a=TRACE, trace_b={**TRACE, "policy": "baseline"}, model_a="m + adapter",
                  session_hash=hash_session("abc"), **kw)


def test_round_trip_and_restart(tmp_path):
    path = tmp_path / "r.duckdb"
    store = RatingsStore(path)
    store.add(pairwise(comment="  clear answer  "))
    store.add(Rating(kind="thumb", vote="down", policy_a="baseline", question="q", trace_a=TRACE))
    again = RatingsStore(path)  # a restart: a new store on the same file
    records = again.records()
    assert [r["kind"] for r in records] == ["pairwise", "thumb"]
    first = records[0]
    assert first["trace_a"] == TRACE and first["comment"] == "clear answer" and first["model_a"] == "m + adapter"
    assert first["session_hash"] == hash_session("abc") != "abc"
    assert "ip" not in " ".join(first).lower().split("_")  # no IP column at all
    assert again.count() == 2 and len(again.records("thumb")) == 1


@pytest.mark.parametrize("kwargs", [dict(kind="pairwise", vote="up", policy_a="a", policy_b="b"),
                                    dict(kind="thumb", vote="a", policy_a="a"),
                                    dict(kind="pairwise", vote="a", policy_a="a"),
                                    dict(kind="other", vote="a", policy_a="a")])
def test_invalid_votes_are_refused(kwargs):
    with pytest.raises(ValueError):
        Rating(**kwargs)


def test_concurrent_writers_in_one_process(tmp_path):
    store = RatingsStore(tmp_path / "r.duckdb")
    errors = []

    def write(n):
        try:
            for _ in range(n):
                store.add(pairwise())
        except Exception as error:  # pragma: no cover - the assertion below reports it
            errors.append(error)

    threads = [threading.Thread(target=write, args=(5,)) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors and store.count() == 20


WRITER = """
import sys
from agent.ratings import Rating, RatingsStore
store = RatingsStore(sys.argv[1])
i = 0
while True:
    store.add(Rating(kind="thumb", vote="up", policy_a="llm", question=f"q{i}"))
    print(i, flush=True)
    i += 1
"""


def test_a_killed_writer_loses_no_committed_rating(tmp_path):
    path = tmp_path / "r.duckdb"
    proc = subprocess.Popen([sys.executable, "-c", WRITER, str(path)], stdout=subprocess.PIPE, text=True,
                            cwd=Path(__file__).resolve().parent.parent)
    confirmed = -1
    deadline = time.time() + 30
    while confirmed < 5 and time.time() < deadline:
        confirmed = int(proc.stdout.readline())
    proc.kill()  # SIGKILL, possibly mid-write
    proc.wait()
    questions = {r["question"] for r in RatingsStore(path).records()}
    assert {f"q{i}" for i in range(confirmed + 1)} <= questions


def test_export_preference_pairs(tmp_path):
    store = RatingsStore(tmp_path / "r.duckdb")
    store.add(pairwise("a"))
    store.add(pairwise("b"))
    store.add(pairwise("tie"))
    lines = store.export_pairs(tmp_path / "p.jsonl").read_text().splitlines()
    pairs = [json.loads(line) for line in lines]
    assert [(p["chosen_policy"], p["rejected_policy"]) for p in pairs] == [("llm", "baseline"), ("baseline", "llm")]
    assert pairs[0]["chosen"] == TRACE and pairs[0]["prompt"] == "How many?"
    frame = pd.read_parquet(store.export_pairs(tmp_path / "p.parquet"))
    assert len(frame) == 2 and json.loads(frame.loc[0, "chosen"]) == TRACE
    with pytest.raises(ValueError):
        store.export_pairs(tmp_path / "p.csv")
