"""Reusing the keys/values of a conversation's shared prefix across an episode's steps (the transformers backend).

An episode's prompt only grows: the next prompt is the last one plus the reply and one observation. ``PrefixCache``
keeps, per conversation, the keys/values of every token already fed to the model; ``generate_reusing`` finds the
longest cached prefix of each prompt, feeds only the tokens after it, then decodes the whole batch together
(left-padded caches, one forward per new token) and stores each row's keys/values for its next step:

    from agent.backends.kv_reuse import PrefixCache, generate_reusing
    outcomes = generate_reusing(model, [prompt_ids], PrefixCache(), max_new_tokens=64, stop_ids=[2])

Greedy outputs equal the no-cache path's (``model.generate`` on the whole prompt) up to floating-point order:
tests/test_backends.py checks equality on the tiny model, ``python -m bench llm`` the agreement on the real one.
Models whose cache is not a plain growing key/value cache (sliding windows, recurrent layers) are refused by
``supports_reuse`` and keep the no-cache path.
"""

from __future__ import annotations

import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

MAX_CACHE_BYTES = 1 << 30  # keys/values kept across episodes: SmolLM2-135M fp32 uses ~46 KB a token, so ~23k tokens
MAX_ENTRIES = 64  # conversations remembered at once (a batch of 16 episodes plus their retries fits)

Layers = list[tuple[Any, Any]]  # per layer (keys, values), each [1, kv_heads, tokens, head_dim]


@dataclass
class _Entry:
    tokens: list[int]  # the tokens whose keys/values ``layers`` hold, in order
    layers: Layers

    @property
    def nbytes(self) -> int:
        return sum(k.nelement() * k.element_size() + v.nelement() * v.element_size() for k, v in self.layers)


def common_prefix(a: Sequence[int], b: Sequence[int]) -> int:
    """How many leading tokens ``a`` and ``b`` share."""
    n = 0
    for x, y in zip(a, b):
        if x != y:
            break
        n += 1
    return n


class PrefixCache:
    """Keys/values of recent conversations, least recently used evicted first; safe to share between threads.

    ``take`` hands out the entry sharing the longest prefix with a prompt: the entry itself when the prompt extends
    it (the same episode's next step: it is removed, extended and put back), else a cropped copy (another episode
    that shares the system prompt must not lose its own entry)."""

    def __init__(self, max_bytes: int = MAX_CACHE_BYTES, max_entries: int = MAX_ENTRIES):
        self.max_bytes, self.max_entries = max_bytes, max_entries
        self._entries: OrderedDict[int, _Entry] = OrderedDict()
        self._next_key = 0
        self._lock = threading.Lock()

    def __len__(self) -> int:
        return len(self._entries)

    @property
    def nbytes(self) -> int:
        with self._lock:
            return sum(e.nbytes for e in self._entries.values())

    def take(self, tokens: Sequence[int]) -> tuple[Layers | None, int]:
        """(keys/values of the longest cached prefix of ``tokens``, its length); (None, 0) when nothing matches."""
        with self._lock:
            best_key, best_n = None, 0
            for key, entry in self._entries.items():
                n = common_prefix(entry.tokens, tokens)
                if n > best_n:
                    best_key, best_n = key, n
            if best_key is None:
                return None, 0
            entry = self._entries[best_key]
            if best_n == len(entry.tokens):  # the prompt extends this entry: the caller continues it
                del self._entries[best_key]
                return entry.layers, best_n
            return [(k[..., :best_n, :].clone(), v[..., :best_n, :].clone()) for k, v in entry.layers], best_n

    def put(self, tokens: Sequence[int], layers: Layers) -> None:
        """Remember ``layers`` as the keys/values of ``tokens``; evict the oldest entries beyond the budget."""
        entry = _Entry(list(tokens), layers)
        with self._lock:
            self._entries[self._next_key] = entry
            self._next_key += 1
            total = sum(e.nbytes for e in self._entries.values())
            while self._entries and (total > self.max_bytes or len(self._entries) > self.max_entries):
                _, evicted = self._entries.popitem(last=False)
                total -= evicted.nbytes

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()


@dataclass
class Outcome:
    ids: list[int]  # generated token ids, the stop token included when reached
    prompt_tokens: int  # tokens in the prompt
    prefilled: int  # of which computed now (the rest came from the cache)
    prefill_s: float  # this row's prompt reading
    decode_s: float  # the batch's decoding (shared by every row of the batch)


def supports_reuse(model) -> bool:
    """Whether ``model``'s cache is a plain growing key/value cache on every layer (what PrefixCache stores)."""
    try:
        from transformers import DynamicCache
        from transformers.cache_utils import DynamicLayer

        layers = DynamicCache(config=model.config).layers
        return bool(layers) and all(type(layer) is DynamicLayer for layer in layers)
    except Exception:  # an unusual architecture: keep the no-cache path
        return False


def generate_reusing(model, prompts: Sequence[Sequence[int]], cache: PrefixCache, max_new_tokens: int,
                     stop_ids: Sequence[int], pad_id: int = 0, temperature: float = 0.0, top_p: float = 1.0,
                     seed: int | None = None, complete: Callable[[list[int], int], bool] | None = None) -> list[Outcome]:
    """Continue every prompt (token ids) reusing cached prefixes; ``complete(ids, token)`` may end a row early.

    Greedy when ``temperature`` is 0, else sampled (top-p) from a generator seeded with ``seed``."""
    import torch

    if not prompts:
        return []
    device = next(model.parameters()).device
    sampler = torch.Generator(device=device)
    if seed is not None:
        sampler.manual_seed(seed)
    else:
        sampler.seed()  # a fresh non-deterministic seed
    rows, logits, prefill = [], [], []
    with torch.inference_mode():
        for ids in prompts:  # prompt reading, one row at a time (each row has its own cached length)
            started = time.perf_counter()
            ids = list(ids)
            layers, reused = cache.take(ids)
            reused = min(reused, len(ids) - 1)  # at least one token is fed, to get the next token's logits
            past = _dynamic_cache([(k[..., :reused, :], v[..., :reused, :]) for k, v in layers] if layers else None)
            fed = torch.tensor([ids[reused:]], device=device)
            positions = torch.arange(reused, len(ids), device=device)[None]
            out = model(input_ids=fed, position_ids=positions, past_key_values=past, use_cache=True, logits_to_keep=1)
            rows.append((ids, reused, out.past_key_values))
            logits.append(out.logits[:, -1, :].float())
            prefill.append(time.perf_counter() - started)
        started = time.perf_counter()
        generated = _decode(model, rows, torch.cat(logits), cache, max_new_tokens, set(stop_ids), pad_id,
                            temperature, top_p, sampler, complete)
        decode_s = time.perf_counter() - started
    return [Outcome(gen, len(ids), len(ids) - reused, p, decode_s)
            for (ids, reused, _), gen, p in zip(rows, generated, prefill)]


def _decode(model, rows, logits, cache: PrefixCache, max_new_tokens: int, stops: set[int], pad_id: int,
            temperature: float, top_p: float, sampler, complete) -> list[list[int]]:
    """Decode all rows together from their prefilled caches; store each row's keys/values back in ``cache``."""
    import torch

    device = logits.device
    lengths = [len(ids) for ids, _, _ in rows]
    longest = max(lengths)
    pads = [longest - n for n in lengths]
    if len(rows) == 1:
        past, mask = rows[0][2], None
    else:
        past = _dynamic_cache(_left_padded([r[2] for r in rows], pads))
        mask = torch.tensor([[0] * p + [1] * n for p, n in zip(pads, lengths)], device=device)
    generated: list[list[int]] = [[] for _ in rows]
    done = [False] * len(rows)
    for step in range(max_new_tokens):
        chosen = _choose(logits, temperature, top_p, sampler).tolist()
        for i, token in enumerate(chosen):
            if done[i]:
                continue
            generated[i].append(token)
            if token in stops or (complete is not None and complete(generated[i], token)):
                done[i] = True
        if all(done) or step == max_new_tokens - 1:
            break
        fed = torch.tensor([[pad_id if d else g[-1]] for d, g in zip(done, generated)], device=device)
        positions = torch.tensor([[n + step] for n in lengths], device=device)
        if mask is not None:
            mask = torch.cat([mask, torch.ones((len(rows), 1), dtype=mask.dtype, device=device)], dim=1)
        out = model(input_ids=fed, attention_mask=mask, position_ids=positions, past_key_values=past, use_cache=True)
        past, logits = out.past_key_values, out.logits[:, -1, :].float()
    for i, (ids, _, _) in enumerate(rows):  # a row's cache holds its prompt and every generated token but the last
        kept = ids + generated[i][:-1]
        layers = [(layer.keys[i:i + 1, :, pads[i]:pads[i] + len(kept), :], layer.values[i:i + 1, :, pads[i]:pads[i] + len(kept), :])
                  for layer in past.layers]
        if len(rows) > 1:  # a slice of the batch's tensors would keep the whole batch alive
            layers = [(k.clone(), v.clone()) for k, v in layers]
        cache.put(kept, layers)
    return generated


def _choose(logits, temperature: float, top_p: float, sampler):
    """The next token of every row: argmax when greedy, else a top-p sample at ``temperature``."""
    import torch

    if temperature <= 0:
        return logits.argmax(dim=-1)
    probs = torch.softmax(logits / temperature, dim=-1)
    if top_p < 1.0:
        ordered, order = probs.sort(dim=-1, descending=True)
        outside = ordered.cumsum(dim=-1) - ordered > top_p  # keeps the smallest set reaching top_p, at least one
        ordered[outside] = 0.0
        probs = torch.zeros_like(probs).scatter(-1, order, ordered)
    return torch.multinomial(probs, 1, generator=sampler).squeeze(-1)


def _dynamic_cache(layers: Layers | None):
    from transformers import DynamicCache

    return DynamicCache(ddp_cache_data=layers) if layers else DynamicCache()


def _left_padded(caches, pads: list[int]) -> Layers:
    """One batched (keys, values) per layer from per-row caches, each row padded on the left to the longest."""
    import torch

    layers = []
    for index in range(len(caches[0].layers)):
        keys, values = [], []
        for cache, pad in zip(caches, pads):
            k, v = cache.layers[index].keys, cache.layers[index].values
            keys.append(torch.nn.functional.pad(k, (0, 0, pad, 0)))
            values.append(torch.nn.functional.pad(v, (0, 0, pad, 0)))
        layers.append((torch.cat(keys), torch.cat(values)))
    return layers
