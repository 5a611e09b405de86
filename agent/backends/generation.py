"""Batched text generation with the shared model: greedy or sampled, stops at eos / <|im_end|>, reuses episodes' KV.

    from agent.backends.generation import generate
    outputs = generate(["<|im_start|>user\\nhi<|im_end|>\\n<|im_start|>assistant\\n"], max_new_tokens=32)
    outputs[0].text, outputs[0].tokens

Two paths. ``reuse_prefix=True`` (the default): each prompt's longest prefix already computed in an earlier call (the
same episode's previous step) is taken from the model's PrefixCache and only the new tokens are read
(agent/backends/kv_reuse.py); ``stop`` (a predicate on the reply text so far, checked at line breaks) may end a reply at the
end of its action. ``reuse_prefix=False`` is the original path: ``model.generate`` on left-padded whole prompts,
what ``python -m bench llm`` measures as "today's path".

``generate`` runs inside ``@spaces.GPU``: on a Hugging Face Space with ZeroGPU (``SPACES_ZERO_GPU`` set) that is where
a GPU is attached; everywhere else the decorator is a no-op. It takes the model's ids rather than the model object,
so ZeroGPU's worker process finds the model in the process-wide cache instead of receiving it pickled.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from contextlib import nullcontext
from dataclasses import dataclass, field

import spaces

from agent.backends.loading import load_model

GPU_SECONDS = 60  # ZeroGPU time slot per call: one batched step of a 1.5B model takes a few seconds
_SEEDED = threading.Lock()  # seeded sampling on the whole-prompt path uses torch's global generator


@dataclass(frozen=True)
class Generation:
    text: str  # the reply, special tokens removed
    tokens: int  # tokens generated, the stop token included
    prompt_tokens: int = field(default=0, compare=False)  # tokens in the prompt
    prefilled: int = field(default=0, compare=False)  # prompt tokens computed in this call (the rest were cached)
    prefill_s: float = field(default=0.0, compare=False)  # reading the prompt
    decode_s: float = field(default=0.0, compare=False)  # generating (the batch's, shared by its rows)


@spaces.GPU(duration=GPU_SECONDS)
def generate(prompts: list[str], max_new_tokens: int = 128, temperature: float = 0.0, top_p: float = 1.0,
             seed: int | None = None, model_id: str | None = None, adapter_id: str | None = None,
             reuse_prefix: bool = True, stop: Callable[[str], bool] | None = None) -> list[Generation]:
    """Continue every prompt (already chat-templated) in one batch; ``temperature`` 0 means greedy."""
    from agent.backends.kv_reuse import supports_reuse

    if not prompts:
        return []
    loaded = load_model(model_id, adapter_id)
    if reuse_prefix and loaded.prefix_cache is not None and supports_reuse(loaded.model):
        return _generate_reusing(loaded, prompts, max_new_tokens, temperature, top_p, seed, stop)
    return _generate_whole(loaded, prompts, max_new_tokens, temperature, top_p, seed)


def _generate_reusing(loaded, prompts, max_new_tokens, temperature, top_p, seed, stop) -> list[Generation]:
    from agent.backends.kv_reuse import generate_reusing

    tokenizer = loaded.tokenizer
    ids = [tokenizer(p, add_special_tokens=False)["input_ids"] for p in prompts]
    complete = None
    if stop is not None:
        def complete(generated: list[int], token: int) -> bool:
            return "\n" in tokenizer.decode([token]) and stop(tokenizer.decode(generated, skip_special_tokens=True))
    outcomes = generate_reusing(loaded.model, ids, loaded.prefix_cache, max_new_tokens, loaded.stop_token_ids,
                                tokenizer.pad_token_id or 0, temperature, top_p, seed, complete)
    return [Generation(tokenizer.decode(o.ids, skip_special_tokens=True).strip(), len(o.ids), o.prompt_tokens,
                       o.prefilled, o.prefill_s, o.decode_s) for o in outcomes]


def _generate_whole(loaded, prompts, max_new_tokens, temperature, top_p, seed) -> list[Generation]:
    import torch
    from transformers import StoppingCriteriaList

    tokenizer, model = loaded.tokenizer, loaded.model
    batch = tokenizer(list(prompts), return_tensors="pt", padding=True, add_special_tokens=False).to(loaded.device)
    options = dict(max_new_tokens=max_new_tokens, eos_token_id=loaded.stop_token_ids,
                   pad_token_id=tokenizer.pad_token_id)
    seeded = temperature > 0 and seed is not None
    if temperature > 0:
        options.update(do_sample=True, temperature=temperature, top_p=top_p, top_k=0)
    else:
        options.update(do_sample=False, temperature=None, top_p=None, top_k=None)
    clock = _first_token_clock()
    # model.generate samples from torch's global generator: a seeded call holds it alone (the app plays players in
    # threads) and gives it back as it found it
    with _SEEDED if seeded else nullcontext(), torch.random.fork_rng(devices=[], enabled=seeded), \
            torch.inference_mode():
        if seeded:
            torch.manual_seed(seed)
        output = model.generate(**batch, **options, stopping_criteria=StoppingCriteriaList([clock]))
    ended = time.perf_counter()
    prefill_s = (clock.first or ended) - clock.started
    new = output[:, batch["input_ids"].shape[1]:].tolist()
    lengths = batch["attention_mask"].sum(dim=1).tolist()
    return [_finish(row, loaded.stop_token_ids, tokenizer, n, prefill_s, ended - (clock.first or ended))
            for row, n in zip(new, lengths)]


def _first_token_clock():
    """A stopping criterion that never stops: it notes when the first token came (the prompt's reading ended)."""
    import torch
    from transformers import StoppingCriteria

    class FirstTokenClock(StoppingCriteria):
        def __init__(self):
            self.started, self.first = time.perf_counter(), None

        def __call__(self, input_ids, scores, **kwargs):
            if self.first is None:
                self.first = time.perf_counter()
            return torch.zeros(input_ids.shape[0], dtype=torch.bool, device=input_ids.device)

    return FirstTokenClock()


def _finish(ids: list[int], stops: list[int], tokenizer, prompt_tokens: int = 0, prefill_s: float = 0.0,
            decode_s: float = 0.0) -> Generation:
    """Cut a generated row at its first stop token (later positions are padding) and decode it."""
    end = next((i for i, t in enumerate(ids) if t in stops), None)
    kept = ids if end is None else ids[: end + 1]
    return Generation(tokenizer.decode(kept, skip_special_tokens=True).strip(), len(kept), prompt_tokens,
                      prompt_tokens, prefill_s, decode_s)
