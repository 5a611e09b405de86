"""GBNF grammars on llama.cpp: compiled for generation only when they parse, and a recogniser for tests and benches.

    grammar = compiled(llm, text)          # a LlamaGrammar for Llama.generate; BackendError if the text is no grammar
    accepts(vocabulary(), text, "QUERY SELECT 1")  # True when decoding under the grammar could produce exactly this reply

llama.cpp's own grammar engine does both, so what the recogniser accepts is what constrained decoding can write:
``accepts`` feeds the reply's tokens one by one to a grammar sampler, checks each is allowed (its logit survives),
then checks the end of the reply may come (an end-of-generation token is allowed).
"""

from __future__ import annotations

import ctypes
import math
from functools import lru_cache

from agent.backends.base import BackendError

ROOT = b"root"


def vocabulary(model: str | None = None):
    """A Llama holding only a GGUF's vocabulary (the bundled model's by default): enough to check grammars, ~0.1 s."""
    from llama_cpp import Llama

    from agent.backends.llama_cpp_backend import model_gguf
    from agent.backends.loading import resolve_model_id

    return Llama(model_path=str(model_gguf(resolve_model_id(model))), vocab_only=True, verbose=False)


def compiled(llm, text: str | None):
    """``text`` as llama-cpp-python's generate takes it, or None for no grammar. A grammar llama.cpp cannot parse
    raises BackendError here: llama-cpp-python would pass its null sampler on and crash the process."""
    if text is None:
        return None
    from llama_cpp import LlamaGrammar

    if not _parses(llm.model, text):
        raise BackendError("the action grammar did not parse (llama.cpp rejected it)")
    return LlamaGrammar.from_string(text, verbose=False)


@lru_cache(maxsize=64)
def _parses(model, text: str) -> bool:
    import llama_cpp

    sampler = llama_cpp.llama_sampler_init_grammar(llama_cpp.llama_model_get_vocab(model), text.encode("utf-8"), ROOT)
    if not sampler:
        return False
    llama_cpp.llama_sampler_free(sampler)
    return True


def accepts(llm, grammar: str, reply: str) -> bool:
    """Whether decoding under ``grammar`` could produce exactly ``reply`` and then stop."""
    import llama_cpp

    if not _parses(llm.model, grammar):
        raise BackendError("the grammar did not parse (llama.cpp rejected it)")
    vocab = llama_cpp.llama_model_get_vocab(llm.model)
    sampler = llama_cpp.llama_sampler_init_grammar(vocab, grammar.encode("utf-8"), ROOT)
    try:
        for token in llm.tokenize(reply.encode("utf-8"), add_bos=False, special=False):
            if not _allowed(sampler, token):
                return False
            llama_cpp.llama_sampler_accept(sampler, token)
        return _allowed(sampler, llama_cpp.llama_vocab_eos(vocab))
    finally:
        llama_cpp.llama_sampler_free(sampler)


def _allowed(sampler, token: int) -> bool:
    """Whether the grammar sampler leaves ``token`` a finite logit (it sets forbidden ones to -inf)."""
    import llama_cpp

    data = (llama_cpp.llama_token_data * 1)(llama_cpp.llama_token_data(id=token, logit=0.0, p=0.0))
    candidates = llama_cpp.llama_token_data_array(data=data, size=1, selected=-1, sorted=False)
    llama_cpp.llama_sampler_apply(sampler, ctypes.byref(candidates))
    return math.isfinite(data[0].logit)
