"""A tiny random chat model built offline in ~0.1 s: a 2-layer Qwen2 plus a byte-level BPE tokenizer trained in memory.

It generates gibberish, which is the point: the code around it (templates, padding, stopping, parsing, counting
failures) must cope. Saved to a folder, it loads through ``agent.backends.loading.load_model`` like any local model.
"""

from __future__ import annotations

from pathlib import Path

CHATML = (
    "{% for message in messages %}{{ '<|im_start|>' + message['role'] + '\\n' + message['content'] + '<|im_end|>\\n' }}"
    "{% endfor %}{% if add_generation_prompt %}{{ '<|im_start|>assistant\\n' }}{% endif %}"
)
SPECIALS = ["<|endoftext|>", "<|im_start|>", "<|im_end|>"]
CORPUS = [
    "DESCRIBE orders", "SAMPLE customers", "QUERY SELECT COUNT(*) FROM orders WHERE city = 'London'",
    "ANSWER 42", "Table orders (60 rows) order_id INTEGER PRIMARY KEY", "Error: no such column: town",
    "Question: How many customers do we have? Database: tiny. Tables: customers, orders, products",
    "create_index(orders, [customer_id]) inspect_query(q1) analyze_indexes submit_report(done)",
] * 20


def build_tiny_tokenizer():
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
    from transformers import PreTrainedTokenizerFast

    tokenizer = Tokenizer(models.BPE())
    tokenizer.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tokenizer.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(vocab_size=512, special_tokens=SPECIALS,
                                  initial_alphabet=pre_tokenizers.ByteLevel.alphabet())
    tokenizer.train_from_iterator(CORPUS, trainer)
    fast = PreTrainedTokenizerFast(tokenizer_object=tokenizer, eos_token="<|im_end|>", pad_token="<|endoftext|>",
                                   bos_token=None, unk_token=None)
    fast.chat_template = CHATML
    return fast


def build_tiny_model(tokenizer, seed: int = 0):
    import torch
    from transformers import Qwen2Config, Qwen2ForCausalLM

    torch.manual_seed(seed)
    config = Qwen2Config(
        vocab_size=len(tokenizer), hidden_size=64, intermediate_size=128, num_hidden_layers=2, num_attention_heads=4,
        num_key_value_heads=2, max_position_embeddings=4096, tie_word_embeddings=True,
        eos_token_id=tokenizer.eos_token_id, pad_token_id=tokenizer.pad_token_id, bos_token_id=None,
    )
    return Qwen2ForCausalLM(config).eval()


def save_tiny_model(folder: Path, seed: int = 0) -> Path:
    tokenizer = build_tiny_tokenizer()
    model = build_tiny_model(tokenizer, seed)
    model.generation_config.eos_token_id = tokenizer.eos_token_id
    model.generation_config.pad_token_id = tokenizer.pad_token_id
    model.save_pretrained(folder)
    tokenizer.save_pretrained(folder)
    return folder
