"""The transformers backend: the shared model (agent/backends/loading.py) through ``agent.backends.generation.generate``.

    generator = ModelGenerator()                                   # $MODEL_ID / $ADAPTER_ID or the offline default
    replies = generator([[{"role": "system", "content": "..."}, {"role": "user", "content": "..."}]])

What training uses and what runs on a GPU (a Space's ZeroGPU included). Fast on a CPU as well: the keys/values of an
episode's prompt are kept between its steps, so each step reads only the new tokens (``reuse_prefix``), and a reply
ends at the line break after its action (``stop_at_action``, agent/backends/stops.py) instead of running on to
``max_new_tokens``. ``ModelGenerator(reuse_prefix=False, stop_at_action=False)`` is the original path, which
``python -m bench llm`` measures against.
"""

from __future__ import annotations

from dataclasses import dataclass

from agent.backends.base import Progress, Reply
from agent.backends.stops import reply_complete
from agent.prompts import PROMPT_CONFIG_FILE, PromptConfig, load_prompt_config, render_prompt

MAX_NEW_TOKENS = 128  # one action: a DESCRIBE is ~5 tokens, a 3-table join ~80


def adapter_prompt_config(model_id: str | None, adapter_id: str | None, kind: str) -> PromptConfig | None:
    """The prompt settings saved with the adapter these ids resolve to (a trained adapter may drop the example)."""
    from agent.backends.loading import adapter_file, resolve_adapter_id, resolve_model_id

    adapter = resolve_adapter_id(adapter_id, resolve_model_id(model_id))
    found = adapter_file(adapter, PROMPT_CONFIG_FILE) if adapter else None
    return load_prompt_config(found.parent, kind) if found else None


@dataclass
class ModelGenerator:
    """The chat template of the shared model, then one batched ``agent.backends.generation.generate`` call."""

    model_id: str | None = None  # None: $MODEL_ID or the offline default
    adapter_id: str | None = None  # None: $ADAPTER_ID or the shipped adapter
    max_new_tokens: int = MAX_NEW_TOKENS
    temperature: float = 0.0  # 0: greedy (eval); > 0: sampled (GRPO groups)
    top_p: float = 1.0
    seed: int | None = None  # for sampled runs
    reuse_prefix: bool = True  # keep each episode's keys/values between its steps (False: re-read every prompt)
    stop_at_action: bool = True  # end a reply at the line break after its first whole action

    @property
    def label(self) -> str:
        from agent.backends.loading import resolve_adapter_id, resolve_model_id

        model = resolve_model_id(self.model_id)
        adapter = resolve_adapter_id(self.adapter_id, model)
        return model + (f" + {adapter}" if adapter else "") + " [transformers]"

    def load(self, progress: Progress | None = None) -> None:
        """Load the model now (a first load reports its stages through ``progress``)."""
        from agent.backends.loading import load_model

        load_model(self.model_id, self.adapter_id, progress=progress)

    def prompt_config_for(self, kind: str) -> PromptConfig | None:
        """The prompt settings saved with the adapter (a trained adapter may drop the demonstration), if any."""
        return adapter_prompt_config(self.model_id, self.adapter_id, kind)

    def __call__(self, conversations: list[list[dict]]) -> list[Reply]:
        from agent.backends.generation import generate
        from agent.backends.loading import load_model

        tokenizer = load_model(self.model_id, self.adapter_id).tokenizer
        prompts = [render_prompt(tokenizer, messages) for messages in conversations]
        outputs = generate(prompts, max_new_tokens=self.max_new_tokens, temperature=self.temperature,
                           top_p=self.top_p, seed=self.seed, model_id=self.model_id, adapter_id=self.adapter_id,
                           reuse_prefix=self.reuse_prefix, stop=reply_complete if self.stop_at_action else None)
        return [Reply(o.text, o.tokens, prompt_tokens=o.prompt_tokens, prefilled=o.prefilled,
                      prefill_s=o.prefill_s, decode_s=o.decode_s) for o in outputs]
