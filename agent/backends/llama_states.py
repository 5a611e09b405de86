"""Saved llama.cpp contexts, one per recent conversation, so interleaved episodes each keep their keys/values.

    states = ContextStates()
    states.restore_best(llm, prompt_tokens)   # before generating: the saved context sharing the longest prefix
    states.save(llm)                          # after generating: this conversation's context, for its next step

A Llama object holds one context, and its prefix matching helps only the conversation it served last. Several
episodes stepped together (BatchedRunner) or two app sessions take turns on it; without saved contexts each step of
one episode would discard the other's keys/values and re-read its whole prompt. Measured here: saving the context
of a 1,500-token conversation took 33 ms (34 MB) and restoring it 8 ms, against ~10 s to re-read those tokens.
Uses llama.cpp's per-sequence state calls; the Llama's own token record is set to match what was restored.
"""

from __future__ import annotations

from collections import OrderedDict

from agent.backends.kv_reuse import common_prefix

MAX_STATE_BYTES = 512 << 20  # saved contexts kept at once: ~20 conversations of 1,500 tokens for SmolLM2-135M
MIN_GAIN_TOKENS = 32  # restore only when it spares re-reading at least this many prompt tokens
SEQUENCE = 0  # the Llama object's one sequence


class ContextStates:
    """Recent contexts of one Llama, least recently used dropped first. Call under the Llama's lock."""

    def __init__(self, max_bytes: int = MAX_STATE_BYTES):
        self.max_bytes = max_bytes
        self._states: OrderedDict[tuple[int, ...], bytes] = OrderedDict()

    def __len__(self) -> int:
        return len(self._states)

    def restore_best(self, llm, tokens: list[int]) -> int:
        """Load the saved context sharing the longest prefix with ``tokens`` when it beats the current one;
        returns how many leading tokens of ``tokens`` the context now holds."""
        current = common_prefix(llm._input_ids.tolist(), tokens)
        best, best_n = None, current
        for saved in self._states:
            n = common_prefix(saved, tokens)
            if n > best_n:
                best, best_n = saved, n
        if best is None or best_n - current < MIN_GAIN_TOKENS:
            return current
        self._load(llm, best, self._states[best])
        self._states.move_to_end(best)
        return best_n

    def save(self, llm) -> None:
        """Remember the current context (the tokens it holds) for a later ``restore_best``."""
        import ctypes

        import llama_cpp

        tokens = tuple(llm._input_ids.tolist())
        if not tokens:
            return
        ctx = llm._ctx.ctx
        size = llama_cpp.llama_state_seq_get_size(ctx, SEQUENCE)
        buffer = (ctypes.c_uint8 * size)()
        written = llama_cpp.llama_state_seq_get_data(ctx, buffer, size, SEQUENCE)
        for saved in [s for s in self._states if common_prefix(s, tokens) == len(s)]:
            del self._states[saved]  # an earlier step of the same conversation: superseded
        self._states[tokens] = bytes(buffer)[:written]
        total = sum(len(b) for b in self._states.values())
        while total > self.max_bytes and len(self._states) > 1:
            _, dropped = self._states.popitem(last=False)
            total -= len(dropped)

    @staticmethod
    def _load(llm, tokens: tuple[int, ...], data: bytes) -> None:
        import ctypes

        import llama_cpp

        ctx = llm._ctx.ctx
        llama_cpp.llama_memory_clear(llama_cpp.llama_get_memory(ctx), True)
        buffer = (ctypes.c_uint8 * len(data)).from_buffer_copy(data)
        if llama_cpp.llama_state_seq_set_data(ctx, buffer, len(data), SEQUENCE) != len(data):
            llm.reset()  # could not restore: start from nothing (generate re-reads the prompt)
            return
        llm.input_ids[: len(tokens)] = tokens
        llm.n_tokens = len(tokens)
        llm._requires_eval = True  # no logits for the restored context: generate must evaluate a token first
