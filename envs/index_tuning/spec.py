"""Typed actions, observations and state of the index-tuning environment.

Every action has a text form (what an LLM writes and a person reads) and a structured form (what programs build):

    inspect_query(q3)                          IndexAction("inspect_query", qid="q3")
    analyze_indexes                            IndexAction("analyze_indexes")
    analyze_statistics(orders)                 IndexAction("analyze_statistics", table="orders")
    analyze_statistics                         IndexAction("analyze_statistics")  (every table, once)
    explain(SELECT * FROM orders WHERE id = 1) IndexAction("explain", sql="SELECT ...")
    create_index(orders, [customer_id, created_at])            IndexAction.create_index("orders", ["customer_id", "created_at"])
    create_index(orders, [email], unique=True)
    drop_index(idx_orders_customer_id)         IndexAction("drop_index", name="idx_orders_customer_id")
    rewrite_query(q2, SELECT ...)              IndexAction("rewrite_query", qid="q2", sql="SELECT ...")
    submit_report(added two indexes ...)       IndexAction("submit_report", summary="...")

``IndexAction.parse(text)`` never raises: bad text gives an action of kind ``invalid`` carrying the reason, which
the environment turns into an error observation.

    python -m pytest tests/test_index_tuning_env.py -k parse
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from envs.base import Observation, State
from envs.sandbox import needs_quotes, quote_identifier, unquote_identifier

ACTION_KINDS = (
    "inspect_query", "analyze_indexes", "analyze_statistics", "explain",
    "create_index", "drop_index", "rewrite_query", "submit_report",
)
INFORMATIVE_KINDS = ("inspect_query", "analyze_indexes", "analyze_statistics", "explain")
MAX_ACTION_CHARS = 20_000  # longer text is refused before parsing (SQL inside is capped the same in the sandbox)

_IDENT = r"[A-Za-z_][A-Za-z0-9_$]*"
_QUOTED = r'"(?:[^"]|"")+"|`(?:[^`]|``)+`'  # any name, written as SQL quotes it (quote_identifier)
_NAME = re.compile(rf"\s*(?:{_QUOTED}|'[^']+'|{_IDENT})\s*")  # one table or column name in create_index
_CALL = re.compile(r"^\s*(?P<kind>[A-Za-z_]+)\s*(?:\((?P<args>.*)\))?\s*;?\s*$", re.DOTALL)
_CREATE = re.compile(
    rf"^\s*(?P<table>{_QUOTED}|[\"'`]?{_IDENT}[\"'`]?)\s*,\s*"
    rf"(?:\[(?P<cols>.*)\]|\((?P<pcols>.*)\)|(?P<one>{_QUOTED}|{_IDENT}))"
    r"\s*(?:,\s*(?:unique\s*=\s*)?(?P<unique>true|false|1|0|unique))?\s*$",
    re.IGNORECASE | re.DOTALL,
)


def written(name: str) -> str:
    """A table or column name as the text form writes it: bare when SQL allows, else quoted like SQL."""
    return quote_identifier(name) if needs_quotes(name) else name


def _names(text: str) -> list[str] | None:
    """The comma-separated names of a column list, each bare or quoted; None when one of them is neither."""
    names, at = [], 0
    while at < len(text):
        match = _NAME.match(text, at)
        if not match:
            return None
        names.append(_one_name(match.group()))
        at = match.end()
        if at < len(text):
            if text[at] != ",":
                return None
            at += 1
    return names


def _one_name(text: str) -> str:
    """A name written bare, in SQL's quotes (``"we""ird"``: doubled quotes inside) or in any other quotes."""
    text = text.strip()
    if re.fullmatch(_QUOTED, text) and not text.startswith('"""'):
        return unquote_identifier(text)
    return _unquote(text)


def _unquote(text: str) -> str:
    text = text.strip()
    for quote in ('"""', "'''", '"', "'", "`"):
        if len(text) >= 2 * len(quote) and text.startswith(quote) and text.endswith(quote):
            return text[len(quote):-len(quote)].strip()
    return text


def _qid(text: str) -> str:
    text = _unquote(text).lower()
    return f"q{text}" if text.isdigit() else text


@dataclass(frozen=True)
class IndexAction:
    kind: str  # one of ACTION_KINDS, or "invalid" for text that did not parse
    qid: str | None = None  # inspect_query, rewrite_query
    table: str | None = None  # analyze_statistics (None: every table), create_index
    columns: tuple[str, ...] = ()  # create_index, in index order
    unique: bool = False  # create_index
    name: str | None = None  # drop_index
    sql: str | None = None  # explain, rewrite_query
    summary: str | None = None  # submit_report
    error: str | None = None  # why the text did not parse (kind == "invalid")

    @classmethod
    def create_index(cls, table: str, columns: list[str] | tuple[str, ...], unique: bool = False) -> "IndexAction":
        return cls("create_index", table=table, columns=tuple(columns), unique=unique)

    def __str__(self) -> str:
        """The text form; ``IndexAction.parse(str(action)) == action`` for every valid action."""
        if self.kind == "inspect_query":
            return f"inspect_query({self.qid})"
        if self.kind == "analyze_indexes":
            return "analyze_indexes"
        if self.kind == "analyze_statistics":
            return f"analyze_statistics({written(self.table)})" if self.table else "analyze_statistics"
        if self.kind == "explain":
            return f"explain({self.sql})"
        if self.kind == "create_index":
            unique = ", unique=True" if self.unique else ""
            return f"create_index({written(self.table)}, [{', '.join(map(written, self.columns))}]{unique})"
        if self.kind == "drop_index":
            return f"drop_index({written(self.name) if self.name else self.name})"
        if self.kind == "rewrite_query":
            return f"rewrite_query({self.qid}, {self.sql})"
        if self.kind == "submit_report":
            return f"submit_report({self.summary})"
        return f"invalid({self.error})"

    @classmethod
    def parse(cls, text: Any) -> "IndexAction":
        """Parse the text form (or pass an IndexAction / dict through); never raises."""
        if isinstance(text, IndexAction):
            return text
        if isinstance(text, dict):
            return cls.from_dict(text)
        if not isinstance(text, str):
            return cls("invalid", error=f"expected an action text, got {type(text).__name__}")
        if len(text) > MAX_ACTION_CHARS:
            return cls("invalid", error=f"action longer than {MAX_ACTION_CHARS} characters")
        match = _CALL.match(text)
        if not match:
            return cls("invalid", error=f"expected kind(arguments), e.g. create_index(orders, [customer_id]); got {text.strip()[:60]!r}")
        kind, args = match["kind"].lower(), (match["args"] or "").strip()
        if kind not in ACTION_KINDS:
            return cls("invalid", error=f"unknown action {kind!r}; use one of {', '.join(ACTION_KINDS)}")
        if kind == "analyze_indexes" or kind == "analyze_statistics" and _unquote(args) in ("", "*", "all"):
            return cls(kind)
        if not args:
            return cls("invalid", error=f"{kind} needs an argument, e.g. {_EXAMPLES[kind]}")
        if kind == "inspect_query":
            return cls(kind, qid=_qid(args))
        if kind == "analyze_statistics":
            return cls(kind, table=_one_name(args))
        if kind == "explain":
            return cls(kind, sql=_unquote(args))
        if kind == "drop_index":
            return cls(kind, name=_one_name(args))
        if kind == "submit_report":
            return cls(kind, summary=_unquote(args))
        if kind == "rewrite_query":
            qid, comma, sql = args.partition(",")
            if not comma or not sql.strip():
                return cls("invalid", error=f"rewrite_query needs a query id and SQL, e.g. {_EXAMPLES[kind]}")
            return cls(kind, qid=_qid(qid), sql=_unquote(sql))
        parsed = _CREATE.match(args)  # create_index
        if not parsed:
            return cls("invalid", error=f"could not read create_index arguments {args[:60]!r}; e.g. {_EXAMPLES[kind]}")
        raw = parsed["cols"] if parsed["cols"] is not None else parsed["pcols"] if parsed["pcols"] is not None else parsed["one"]
        columns = _names(raw.strip().rstrip(","))
        if not columns:
            return cls("invalid", error=f"create_index needs one or more column names, bare or in double quotes, "
                                        f"got [{raw.strip()[:60]}]")
        unique = (parsed["unique"] or "false").lower() in ("true", "1", "unique")
        return cls(kind, table=_one_name(parsed["table"]), columns=tuple(columns), unique=unique)

    @classmethod
    def from_dict(cls, data: dict) -> "IndexAction":
        """The structured form as plain data (JSON from the HTTP API); never raises."""
        kind = str(data.get("kind", "")).lower()
        if kind not in ACTION_KINDS:
            return cls("invalid", error=f"unknown action {kind!r}; use one of {', '.join(ACTION_KINDS)}")
        columns = data.get("columns") or ()
        if isinstance(columns, str):
            columns = [c.strip() for c in columns.split(",")]
        try:
            return cls(
                kind, qid=_qid(str(data["qid"])) if data.get("qid") is not None else None, table=data.get("table"),
                columns=tuple(str(c) for c in columns), unique=bool(data.get("unique", False)),
                name=data.get("name"), sql=data.get("sql"), summary=data.get("summary"),
            )
        except (TypeError, ValueError) as error:
            return cls("invalid", error=f"bad {kind} arguments: {error}")


_EXAMPLES = {
    "inspect_query": "inspect_query(q1)",
    "analyze_statistics": "analyze_statistics(orders)",
    "explain": "explain(SELECT * FROM orders WHERE id = 1)",
    "create_index": "create_index(orders, [customer_id, created_at])",
    "drop_index": "drop_index(idx_orders_customer_id)",
    "rewrite_query": "rewrite_query(q2, SELECT ...)",
    "submit_report": "submit_report(what you changed and why)",
}


@dataclass
class IndexObservation(Observation):
    kind: str = "reset"  # the action that produced it, or "invalid"
    cost: int = 0  # the workload's measured cost now (VM steps, frequency-weighted)
    initial_cost: int = 0  # the cost at reset
    best_cost: int = 0  # the best known cost of this scenario (search or any episode; lowered when beaten)
    score: float = 0.0  # 0-100: share of the best known reduction achieved so far (never above 100)
    index_pages: int = 0  # pages the agent's indexes use now
    budget_pages: int = 0  # the scenario's storage budget for new indexes
    steps_left: int = 0


@dataclass
class IndexState(State):
    scenario_id: str = ""
    difficulty: str = ""
    initial_cost: int = 0
    cost: int = 0
    best_cost: int = 0
    created: list[str] = field(default_factory=list)  # names of indexes the agent created and still has
    created_total: int = 0  # indexes created over the episode, kept or not
    rewrites: dict[str, str] = field(default_factory=dict)  # qid -> accepted rewritten SQL
    seen: set[str] = field(default_factory=set)  # informative action keys already rewarded
    milestones: set[float] = field(default_factory=set)  # fractions of the achievable reduction reached
    invalid_actions: int = 0
    report: str | None = None
    wall: dict = field(default_factory=dict)  # at the end: timing.WallTime as a dict (before/after ms, speed-up)
