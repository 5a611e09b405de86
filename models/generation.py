"""Batched text generation with the shared model: left padding, greedy or sampled, stops at eos / <|im_end|>.

    from models.generation import generate
    outputs = generate(["<|im_start|>user\\nhi<|im_end|>\\n<|im_start|>assistant\\n"], max_new_tokens=32)
    outputs[0].text, outputs[0].tokens

``generate`` runs inside ``@spaces.GPU``: on a Hugging Face Space with ZeroGPU (``SPACES_ZERO_GPU`` set) that is where
a GPU is attached; everywhere else the decorator is a no-op. It takes the model's ids rather than the model object,
so ZeroGPU's worker process finds the model in the process-wide cache instead of receiving it pickled.
"""

from __future__ import annotations

from dataclasses import dataclass

import spaces

from models.loading import load_model

GPU_SECONDS = 60  # ZeroGPU time slot per call: one batched step of a 1.5B model takes a few seconds


@dataclass(frozen=True)
class Generation:
    text: str  # the reply, special tokens removed
    tokens: int  # tokens generated, the stop token included


@spaces.GPU(duration=GPU_SECONDS)
def generate(prompts: list[str], max_new_tokens: int = 128, temperature: float = 0.0, top_p: float = 1.0,
             seed: int | None = None, model_id: str | None = None, adapter_id: str | None = None) -> list[Generation]:
    """Continue every prompt (already chat-templated) in one batch; ``temperature`` 0 means greedy."""
    import torch

    if not prompts:
        return []
    loaded = load_model(model_id, adapter_id)
    tokenizer, model = loaded.tokenizer, loaded.model
    batch = tokenizer(list(prompts), return_tensors="pt", padding=True, add_special_tokens=False).to(loaded.device)
    options = dict(max_new_tokens=max_new_tokens, eos_token_id=loaded.stop_token_ids,
                   pad_token_id=tokenizer.pad_token_id)
    if temperature > 0:
        options.update(do_sample=True, temperature=temperature, top_p=top_p, top_k=0)
        if seed is not None:
            torch.manual_seed(seed)
    else:
        options.update(do_sample=False, temperature=None, top_p=None, top_k=None)
    with torch.inference_mode():
        output = model.generate(**batch, **options)
    new = output[:, batch["input_ids"].shape[1]:].tolist()
    return [_finish(row, loaded.stop_token_ids, tokenizer) for row in new]


def _finish(ids: list[int], stops: list[int], tokenizer) -> Generation:
    """Cut a generated row at its first stop token (later positions are padding) and decode it."""
    end = next((i for i, t in enumerate(ids) if t in stops), None)
    kept = ids if end is None else ids[: end + 1]
    return Generation(tokenizer.decode(kept, skip_special_tokens=True).strip(), len(kept))
