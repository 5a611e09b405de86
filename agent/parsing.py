"""Model text -> an environment action, forgivingly. Never raises.

    parse_analyst("Let me look first.\\n```sql\\nselect count(*) from orders;\\n```")
        -> ParseResult(action="QUERY select count(*) from orders", reason="code fence")
    parse_analyst("I am not sure.") -> ParseResult(action=None, reason="no action found ...")

Tolerated: code fences, prose before and after, lower-case verbs, "Action: QUERY ...", markdown emphasis,
JSON-ish tool calls ({"action": "query", "sql": ...}, {"name": "query", "arguments": {...}}, <tool_call>...</tool_call>)
and a bare SELECT (read as QUERY). ``action`` is the canonical text form the environment parses exactly; when it is
None the policy passes the raw text on, and the environment answers "could not parse" (a step, and a counted
parse failure). Index tuning: the call form of envs/index_tuning/spec.py, read by ``IndexAction.parse``.
``agent.kinds.parse_action(kind, text, tables)`` picks the parser of an episode kind.

    python -m pytest tests/test_parsing.py
"""

from __future__ import annotations

import ast
import json
import re
from collections.abc import Sequence
from dataclasses import dataclass

ANALYST_VERBS = ("describe", "sample", "query", "answer")
MAX_INPUT_CHARS = 20_000  # longer replies are cut before parsing (a reply is a few hundred tokens at most)
SPECIAL_TOKEN = re.compile(r"<\|[a-z_]+\|>")
TOOL_CALL = re.compile(r"<tool_call>\s*(.*?)\s*(?:</tool_call>|$)", re.DOTALL | re.IGNORECASE)
FENCE = re.compile(r"```[ \t]*([A-Za-z0-9_+-]*)[ \t]*\n?(.*?)(?:```|$)", re.DOTALL)
# "Action:", "**Action**:", "Next action -", "> ", "- ", "1. ", "Step 2:" before the verb
LINE_PREFIX = re.compile(
    r"^\s*(?:[>*#\-•]+\s*|\d+[.)]\s*|(?:\*\*|__)?(?:next\s+|final\s+|my\s+)?(?:action|step|command|reply|response|"
    r"answer\s+action|tool)(?:\s*\d+)?(?:\*\*|__)?\s*[:=\-]\s*(?:\*\*|__)?\s*)+",
    re.IGNORECASE)
VERB_LINE = re.compile(r"^[`*_\"']*(describe|sample|query|answer)[`*_\"']*(?:\s*[:(\-]\s*|\s+|$)(.*)$",
                       re.IGNORECASE | re.DOTALL)
UPPER_VERB = re.compile(r"\b(DESCRIBE|SAMPLE|QUERY|ANSWER)\b[:]?\s+(\S.*)", re.DOTALL)
SQL_START = re.compile(r"(?:^|\n|[:.!?]\s+)\s*((?:select|with)\b.*)", re.IGNORECASE | re.DOTALL)
SQL_LIKE = re.compile(r"\s*\(?\s*(select|with)\b", re.IGNORECASE)
# a line after SQL that starts like a sentence or a new action: the statement ended before it
PROSE_LINE = re.compile(r"\s*(?:this|the|i|it|note|here|that|these|which|explanation|now|let|we|next|query|answer|"
                        r"describe|sample|action|result|output)\b(?!\s*[.(=,])", re.IGNORECASE)
TABLE_FILLER = frozenset({"the", "table", "tables", "a", "an", "of", "from", "rows", "row", "some", "data", "for",
                          "columns", "schema", "me", "please", "us", "in", "called", "named"})
VERB_KEYS = ("action", "name", "tool", "function", "type", "command", "verb", "kind")
ARGUMENT_KEYS = {
    "query": ("sql", "query", "statement", "code", "argument", "arg", "input", "text", "value"),
    "describe": ("table", "table_name", "name", "argument", "arg", "input", "value"),
    "sample": ("table", "table_name", "name", "argument", "arg", "input", "value"),
    "answer": ("answer", "text", "final_answer", "result", "argument", "arg", "input", "value", "content"),
}


@dataclass(frozen=True)
class ParseResult:
    action: str | None  # the canonical action text, or None when nothing could be read
    reason: str  # how it was read ("exact", "code fence", "tool call", ...) or why not

    @property
    def ok(self) -> bool:
        return self.action is not None


# ---------------------------------------------------------------------------------------------------- analyst


def parse_analyst(text: object, tables: Sequence[str] = ()) -> ParseResult:
    """Read one analyst action from model text; ``tables`` (the names shown so far) helps read table arguments."""
    try:
        return _parse_analyst(text, tuple(tables))
    except Exception as error:  # a parser bug must cost a step, never an episode
        return ParseResult(None, f"parser error: {type(error).__name__}")


def _parse_analyst(text: object, tables: tuple[str, ...]) -> ParseResult:
    if not isinstance(text, str):
        return ParseResult(None, f"expected text, got {type(text).__name__}")
    text = SPECIAL_TOKEN.sub("", text[:MAX_INPUT_CHARS]).strip()
    if not text:
        return ParseResult(None, "empty reply")
    if found := _analyst_verb_at_start(text, tables):
        return ParseResult(found, "exact" if found == text else "verb")
    for call in TOOL_CALL.findall(text):
        if found := _analyst_from_structured(call, tables):
            return ParseResult(found, "tool call")
    if "{" in text and (found := _analyst_from_structured(text, tables)):
        return ParseResult(found, "json")
    for lang, body in FENCE.findall(text):
        body = body.strip()
        if not body:
            continue
        if found := _analyst_verb_at_start(body, tables):
            return ParseResult(found, "code fence")
        if lang.lower() in ("sql", "sqlite", "") and re.match(r"(select|with)\b", body, re.IGNORECASE):
            return ParseResult(f"QUERY {_clean_sql(body)}", "code fence")
        if lang.lower() in ("sql", "sqlite"):  # other SQL in an sql fence: let the environment say why it fails
            return ParseResult(f"QUERY {_clean_sql(body)}", "code fence")
    for line_start in _line_starts(text):
        if found := _analyst_verb_at_start(text[line_start:], tables):
            return ParseResult(found, "verb after prose")
    if match := UPPER_VERB.search(text):
        if found := _analyst_verb_at_start(f"{match[1]} {match[2]}", tables):
            return ParseResult(found, "verb inside prose")
    if match := SQL_START.search(text):
        sql = _clean_sql(_first_paragraph(match[1]))
        if sql:
            return ParseResult(f"QUERY {sql}", "bare SQL")
    return ParseResult(None, "no action found: expected DESCRIBE, SAMPLE, QUERY or ANSWER")


def _line_starts(text: str) -> list[int]:
    return [m.end() for m in re.finditer(r"\n", text)]


def _analyst_verb_at_start(text: str, tables: tuple[str, ...]) -> str | None:
    """The action when ``text`` (after an "Action:"-style prefix) starts with a verb and a usable argument."""
    body = LINE_PREFIX.sub("", text, count=1) if LINE_PREFIX.match(text) else text
    match = VERB_LINE.match(body.lstrip())
    if not match:
        return None
    verb, rest = match[1].lower(), match[2]
    if verb in ("describe", "sample"):
        table = _table_argument(rest, tables)
        return f"{verb.upper()} {table}" if table else None
    if verb == "query":
        sql = _query_argument(rest)
        if sql and not match[1].isupper() and not SQL_LIKE.match(sql):
            return None  # "query the orders table ..." is prose, not an action
        return f"QUERY {sql}" if sql else None
    answer = _answer_argument(rest)
    return f"ANSWER {answer}" if answer else None


def _table_argument(rest: str, tables: tuple[str, ...]) -> str | None:
    words = re.findall(r"[A-Za-z_][A-Za-z0-9_$]*", rest.split("\n", 1)[0])
    if not words:
        return None
    by_lower = {t.lower(): t for t in tables}
    for word in words[:8]:  # a known table named in the first words wins ("describe the Orders table")
        if word.lower() in by_lower:
            return by_lower[word.lower()]
    content = [w for w in words if w.lower() not in TABLE_FILLER]
    return content[0] if content else None


def _query_argument(rest: str) -> str | None:
    rest = rest.strip()
    if rest.startswith("```"):
        fenced = FENCE.match(rest)
        rest = fenced[2] if fenced else rest.strip("`")
    elif "```" in rest:
        rest = rest[: rest.index("```")]
    sql = _clean_sql(_first_paragraph(rest))
    return sql or None


def _answer_argument(rest: str) -> str | None:
    rest = rest.strip()
    if rest.startswith("```"):
        fenced = FENCE.match(rest)
        rest = fenced[2] if fenced else rest.strip("`")
    answer = _first_paragraph(rest).strip().strip("`*_").strip()
    if len(answer) >= 2 and answer[0] == answer[-1] and answer[0] in "\"'":
        answer = answer[1:-1].strip()
    return answer or None


def _first_paragraph(text: str) -> str:
    return re.split(r"\n\s*\n", text.strip(), maxsplit=1)[0]


def _clean_sql(sql: str) -> str:
    """One statement: fences and quotes stripped, cut at the first ';' or a line of prose after it."""
    sql = sql.strip().strip("`").strip()
    if sql.lower().startswith(("sql\n", "sqlite\n")):
        sql = sql.split("\n", 1)[1]
    if ";" in sql:
        sql = sql[: sql.index(";")]
    lines = sql.split("\n")
    for i, line in enumerate(lines[1:], start=1):
        if PROSE_LINE.match(line):
            lines = lines[:i]
            break
    return "\n".join(lines).strip()


def _analyst_from_structured(text: str, tables: tuple[str, ...]) -> str | None:
    """A JSON-ish tool call: {"action": "query", "sql": ...}, {"name": "query", "arguments": {...}}, ...."""
    data = _load_object(text)
    if not isinstance(data, dict):
        return None
    if isinstance(data.get("function"), dict):  # OpenAI style {"type": "function", "function": {...}}
        data = data["function"]
    arguments = data.get("arguments", data.get("parameters", data.get("args")))
    if isinstance(arguments, str):
        loaded = _load_object(arguments)
        arguments = loaded if isinstance(loaded, dict) else {"argument": arguments}
    merged = {**data, **(arguments if isinstance(arguments, dict) else {})}
    lowered = {str(k).lower(): v for k, v in merged.items()}
    verb = next((str(lowered[k]).strip().lower() for k in VERB_KEYS
                 if isinstance(lowered.get(k), str) and str(lowered[k]).strip().lower() in ANALYST_VERBS), None)
    if verb is None:  # {"sql": ...} / {"answer": ...} with no verb
        if isinstance(lowered.get("sql"), str):
            verb = "query"
        elif any(isinstance(lowered.get(k), (str, int, float, list)) for k in ("answer", "final_answer")):
            verb = "answer"
        elif isinstance(lowered.get("query"), str) and re.match(r"\s*(select|with)\b", lowered["query"], re.I):
            verb = "query"
        else:
            return None
    for key in ARGUMENT_KEYS[verb]:
        value = lowered.get(key)
        if key == "name" and verb in ("describe", "sample") and str(value).lower() in ANALYST_VERBS:
            continue  # "name" held the verb, not the table
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            value = str(value)
        if isinstance(value, list) and verb == "answer":
            value = ", ".join(str(v) for v in value)
        if isinstance(value, str) and value.strip() and value.strip().lower() != verb:
            if verb == "query":
                sql = _clean_sql(value)
                return f"QUERY {sql}" if sql else None
            if verb == "answer":
                return f"ANSWER {value.strip()}"
            table = _table_argument(value, tables)
            return f"{verb.upper()} {table}" if table else None
    return None


def _load_object(text: str) -> object:
    """The first {...} object in ``text`` as JSON, or as a Python literal (single quotes); None when neither."""
    start = text.find("{")
    while start != -1:
        end = _matching_brace(text, start)
        if end is None:
            return None
        chunk = text[start: end + 1]
        for loader in (json.loads, ast.literal_eval):
            try:
                value = loader(chunk)
            except (ValueError, SyntaxError, TypeError, RecursionError, MemoryError):
                continue
            if isinstance(value, dict):
                return value
        start = text.find("{", start + 1)
    return None


def _matching_brace(text: str, start: int) -> int | None:
    depth, quote, escaped = 0, None, False
    for i in range(start, min(len(text), start + MAX_INPUT_CHARS)):
        char = text[i]
        if quote:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == quote:
                quote = None
        elif char in "\"'":
            quote = char
        elif char == "{":
            depth += 1
        elif char == "}":
            depth -= 1
            if depth == 0:
                return i
    return None


# ---------------------------------------------------------------------------------------------------- index tuning


def parse_index_tuning(text: object, tables: Sequence[str] = ()) -> ParseResult:
    """Read one index-tuning action (``kind(arguments)``) from model text; never raises."""
    try:
        return _parse_index_tuning(text)
    except Exception as error:
        return ParseResult(None, f"parser error: {type(error).__name__}")


def _parse_index_tuning(text: object) -> ParseResult:
    from envs.index_tuning.spec import ACTION_KINDS, IndexAction

    if not isinstance(text, str):
        return ParseResult(None, f"expected text, got {type(text).__name__}")
    text = SPECIAL_TOKEN.sub("", text[:MAX_INPUT_CHARS]).strip()
    if not text:
        return ParseResult(None, "empty reply")

    def attempt(candidate: str) -> str | None:
        action = IndexAction.parse(LINE_PREFIX.sub("", candidate.strip(), count=1).strip().strip("`*").strip())
        return str(action) if action.kind != "invalid" else None

    if found := attempt(text):
        return ParseResult(found, "exact")
    structured = [*TOOL_CALL.findall(text), text] if "{" in text else []
    for chunk in structured:
        data = _load_object(chunk)
        if isinstance(data, dict):
            if isinstance(data.get("function"), dict):
                data = data["function"]
            arguments = data.get("arguments", data.get("parameters", {}))
            if isinstance(arguments, str):
                arguments = _load_object(arguments) or {}
            kind = next((str(data[k]).lower() for k in VERB_KEYS if str(data.get(k, "")).lower() in ACTION_KINDS), None)
            if kind and isinstance(arguments, dict):
                action = IndexAction.from_dict({**arguments, "kind": kind})
                if action.kind != "invalid":
                    return ParseResult(str(action), "tool call")
    for _, body in FENCE.findall(text):
        if body.strip() and (found := attempt(body)):
            return ParseResult(found, "code fence")
    pattern = re.compile(rf"\b({'|'.join(ACTION_KINDS)})\b", re.IGNORECASE)
    for match in pattern.finditer(text):  # a call inside prose: from the kind to the end of its line
        line = text[match.start():].split("\n", 1)[0].rstrip(" .`*")
        if found := attempt(line):
            return ParseResult(found, "call inside prose")
        if found := attempt(_balanced_call(text[match.start():])):
            return ParseResult(found, "call inside prose")
    return ParseResult(None, f"no action found: expected one of {', '.join(ACTION_KINDS)}")


def _balanced_call(text: str) -> str:
    """``kind(...)`` up to its matching parenthesis (SQL inside may span lines)."""
    depth = 0
    for i, char in enumerate(text):
        if char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
            if depth == 0:
                return text[: i + 1]
    return text.split("\n", 1)[0]
