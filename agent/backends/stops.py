"""When a reply already holds a whole action, so generation can stop before ``max_new_tokens``. Never raises.

    reply_complete("DESCRIBE orders\\n")                      -> True
    reply_complete("QUERY SELECT a\\nFROM t")                  -> False (the SQL may go on)
    reply_complete("QUERY SELECT a FROM t;\\n")                -> True
    reply_complete("create_index(orders, [customer_id])\\n")   -> True

A trained adapter ends its reply with <|im_end|> right after the action, which stops generation anyway; an untrained or
chatty model goes on explaining itself, and this rule ends the reply at the line break after the first whole action
(the parser, agent/parsing.py, reads that first action in either case). Backends check it only when a generated
piece contains a line break, so it costs nothing per token.

    python -m pytest tests/test_backends.py -k stop
"""

from __future__ import annotations

import re

ONE_WORD_ACTION = re.compile(r"(?:DESCRIBE|SAMPLE)\s+[`\"']?[\w.]+[`\"']?\s*\n", re.IGNORECASE)  # a table name
QUERY_OR_ANSWER = re.compile(r"(?:QUERY|ANSWER)\b", re.IGNORECASE)  # may run over several lines
STATEMENT_END = re.compile(r";[ \t]*\n")  # SQL ended by a semicolon at a line end
BLANK_LINE = re.compile(r"\n[ \t]*\n")  # a paragraph break ends an answer or a query
CALL_START = re.compile(r"[a-z_]+\(", re.IGNORECASE)  # index tuning: inspect_query(q1), create_index(...)
BARE_CALL = re.compile(r"(?:analyze_indexes|analyze_statistics)\s*\n", re.IGNORECASE)  # index tuning, no arguments
CLOSED_FENCE = re.compile(r"```[^\n]*\n.*?```[ \t]*\n", re.DOTALL)  # prose, then a fenced action, then a line break
MAX_CHECKED_CHARS = 4_000  # replies are a few hundred characters; never scan more


def reply_complete(text: str) -> bool:
    """True when ``text`` starts with one whole action (or a closed code fence) followed by a line break."""
    try:
        return _complete(text[:MAX_CHECKED_CHARS].lstrip())
    except Exception:  # a stop rule must never break generation
        return False


def _complete(text: str) -> bool:
    if "\n" not in text:
        return False
    if ONE_WORD_ACTION.match(text) or BARE_CALL.match(text):
        return True
    if QUERY_OR_ANSWER.match(text):
        return bool(STATEMENT_END.search(text) or BLANK_LINE.search(text))
    if CALL_START.match(text):
        return _balanced_call_line(text)
    return bool(CLOSED_FENCE.search(text))


def _balanced_call_line(text: str) -> bool:
    """An index-tuning call whose parentheses close before a line break: ``create_index(t, [a, b])\\n``."""
    depth, quote = 0, None
    for i, char in enumerate(text):
        if quote:
            quote = None if char == quote else quote
        elif char in "'\"":
            quote = char
        elif char in "([":
            depth += 1
        elif char in ")]":
            depth -= 1
            if depth == 0 and char == ")":
                return "\n" in text[i + 1:]
        elif char == "\n" and depth == 0:
            return False
    return False
