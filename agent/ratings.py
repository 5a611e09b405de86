"""The ratings store: every vote (blind A/B or thumbs up/down on an answer card) as one record in a DuckDB file.

    store = RatingsStore()                       # $SQL_STUDIO_RATINGS, else <cache>/ratings.duckdb
    store.add(Rating(kind="pairwise", vote="a", question=..., policy_a="llm", policy_b="baseline", trace_a=..., ...))
    store.records()                              # list of dicts, oldest first
    store.export_pairs("pairs.jsonl")            # preference pairs (chosen/rejected); .parquet works too

One record per vote event: the question, both traces (JSON), policy names, model/adapter ids, a session hash and a
timestamp — never an IP address. Each write is its own committed transaction on a connection opened for it, under
a per-file lock: concurrent users of one process never interleave, a process killed mid-write loses at most that
write (DuckDB's WAL is replayed on the next open), and other processes can read the file between writes.
"""

from __future__ import annotations

import hashlib
import json
import os
import threading
import uuid
from dataclasses import asdict, dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import duckdb

RATINGS_ENV = "SQL_STUDIO_RATINGS"  # path of the DuckDB file; default <cache>/ratings.duckdb
PAIRWISE_VOTES = ("a", "b", "tie", "both_bad")  # blind A/B outcomes
THUMB_VOTES = ("up", "down")  # a single answer card
MAX_COMMENT_CHARS = 2_000  # a comment is a sentence or two
KINDS = ("pairwise", "thumb")

SCHEMA = """
CREATE TABLE IF NOT EXISTS ratings (
    id VARCHAR PRIMARY KEY,
    ts TIMESTAMPTZ NOT NULL,
    session_hash VARCHAR,
    kind VARCHAR NOT NULL,          -- pairwise | thumb
    vote VARCHAR NOT NULL,          -- a | b | tie | both_bad | up | down
    comment VARCHAR,
    question VARCHAR,
    db VARCHAR,
    difficulty VARCHAR,
    task_id VARCHAR,
    policy_a VARCHAR NOT NULL,      -- the rated policy for a thumb
    policy_b VARCHAR,
    model_a VARCHAR,                -- model id (+ adapter id) behind the policy, when it is a model
    model_b VARCHAR,
    trace_a JSON,
    trace_b JSON
)
"""
COLUMNS = ("id", "ts", "session_hash", "kind", "vote", "comment", "question", "db", "difficulty", "task_id",
           "policy_a", "policy_b", "model_a", "model_b", "trace_a", "trace_b")

_LOCKS: dict[Path, threading.Lock] = {}
_LOCKS_GUARD = threading.Lock()


def default_ratings_path() -> Path:
    from envs.databases import cache_dir

    return Path(os.environ.get(RATINGS_ENV) or cache_dir() / "ratings.duckdb")


def hash_session(session: str | None) -> str | None:
    """A stable, non-reversible id for a browser session (never an IP address)."""
    return hashlib.sha256(session.encode()).hexdigest()[:16] if session else None


def trace_of(episode) -> dict[str, Any]:
    """A JSON-ready trace of an ``agent.rollout.Episode``: the steps as shown, the answer and its verdict."""
    last = episode.last
    return {
        "policy": episode.policy,
        "question": episode.first.metadata.get("question"),
        "steps": [{"action": str(s.action), "observation": s.observation.text, "reward": s.observation.reward,
                   "reward_parts": dict(s.observation.reward_parts), "error": s.observation.error}
                  for s in episode.steps],
        "answer": last.metadata.get("answer"),
        "correct": last.metadata.get("correct"),
        "total_reward": round(episode.total_reward, 6),
    }


@dataclass
class Rating:
    kind: str  # "pairwise" or "thumb"
    vote: str  # PAIRWISE_VOTES or THUMB_VOTES
    policy_a: str
    policy_b: str | None = None
    question: str | None = None
    db: str | None = None
    difficulty: str | None = None
    task_id: str | None = None
    model_a: str | None = None
    model_b: str | None = None
    trace_a: dict | None = None
    trace_b: dict | None = None
    comment: str | None = None
    session_hash: str | None = None
    id: str = field(default_factory=lambda: uuid.uuid4().hex)
    ts: datetime = field(default_factory=lambda: datetime.now(timezone.utc))

    def __post_init__(self):
        allowed = {"pairwise": PAIRWISE_VOTES, "thumb": THUMB_VOTES}.get(self.kind)
        if allowed is None:
            raise ValueError(f"kind must be one of {', '.join(KINDS)}, got {self.kind!r}")
        if self.vote not in allowed:
            raise ValueError(f"a {self.kind} vote must be one of {', '.join(allowed)}, got {self.vote!r}")
        if self.kind == "pairwise" and not self.policy_b:
            raise ValueError("a pairwise vote needs both policies")
        self.comment = (self.comment or "").strip()[:MAX_COMMENT_CHARS] or None


class RatingsStore:
    def __init__(self, path: str | Path | None = None):
        self.path = Path(path) if path is not None else default_ratings_path()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with _LOCKS_GUARD:
            self._lock = _LOCKS.setdefault(self.path.resolve(), threading.Lock())
        with self._connect() as con:
            con.execute(SCHEMA)

    def _connect(self) -> duckdb.DuckDBPyConnection:
        return duckdb.connect(str(self.path))

    def add(self, rating: Rating) -> str:
        """Store one vote in its own committed transaction; returns its id."""
        row = asdict(rating)
        row["trace_a"] = json.dumps(rating.trace_a, default=str) if rating.trace_a is not None else None
        row["trace_b"] = json.dumps(rating.trace_b, default=str) if rating.trace_b is not None else None
        with self._lock, self._connect() as con:
            con.execute(f"INSERT INTO ratings ({', '.join(COLUMNS)}) VALUES ({', '.join('?' * len(COLUMNS))})",
                        [row[c] for c in COLUMNS])
        return rating.id

    def records(self, kind: str | None = None) -> list[dict[str, Any]]:
        """Every rating (of ``kind``), oldest first; traces come back as dicts."""
        where = "WHERE kind = ?" if kind else ""
        with self._lock, self._connect() as con:
            cursor = con.execute(f"SELECT {', '.join(COLUMNS)} FROM ratings {where} ORDER BY ts, id", [kind] if kind else [])
            rows = cursor.fetchall()
        out = []
        for row in rows:
            record = dict(zip(COLUMNS, row))
            for key in ("trace_a", "trace_b"):
                record[key] = json.loads(record[key]) if record[key] else None
            out.append(record)
        return out

    def count(self) -> int:
        with self._lock, self._connect() as con:
            return con.execute("SELECT COUNT(*) FROM ratings").fetchall()[0][0]

    def preference_pairs(self) -> list[dict[str, Any]]:
        """Decisive blind votes as preference pairs (ties and 'both bad' carry no preference and are left out)."""
        pairs = []
        for r in self.records("pairwise"):
            if r["vote"] not in ("a", "b"):
                continue
            win, lose = ("a", "b") if r["vote"] == "a" else ("b", "a")
            pairs.append({
                "id": r["id"], "ts": r["ts"].isoformat(), "prompt": r["question"], "db": r["db"],
                "difficulty": r["difficulty"], "task_id": r["task_id"],
                "chosen": r[f"trace_{win}"], "rejected": r[f"trace_{lose}"],
                "chosen_policy": r[f"policy_{win}"], "rejected_policy": r[f"policy_{lose}"],
                "chosen_model": r[f"model_{win}"], "rejected_model": r[f"model_{lose}"], "comment": r["comment"],
            })
        return pairs

    def export_pairs(self, path: str | Path) -> Path:
        """Write the preference pairs as JSONL (``.jsonl``) or Parquet (``.parquet``); returns the path."""
        import pandas as pd

        path = Path(path)
        pairs = self.preference_pairs()
        if path.suffix == ".jsonl":
            path.write_text("".join(json.dumps(p, default=str) + "\n" for p in pairs))
        elif path.suffix == ".parquet":
            frame = pd.DataFrame(pairs, columns=["id", "ts", "prompt", "db", "difficulty", "task_id", "chosen",
                                                 "rejected", "chosen_policy", "rejected_policy", "chosen_model",
                                                 "rejected_model", "comment"])
            for key in ("chosen", "rejected"):  # nested traces as JSON text: one flat, portable schema
                frame[key] = frame[key].map(lambda t: json.dumps(t, default=str))
            frame.to_parquet(path, index=False)
        else:
            raise ValueError(f"export to .jsonl or .parquet, not {path.suffix!r}")
        return path
