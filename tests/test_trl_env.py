"""The TRL adapter (envs/trl.py): its tools as TRL sees them, local and remote play alike, and one GRPO step on CPU
whose rollouts call a tool of a live server on loopback.

    python -m pytest tests/test_trl_env.py -q

The GRPO step uses a scripted tiny model: a 2-layer Qwen2 whose layers are switched off (zero output projections),
so each next token depends on the current one only; its embeddings and head are set so that after the generation
prompt it writes one added token holding a whole tool call, ``answer(text="5")``, then ``<|im_end|>``. Nothing is
downloaded; the chat template is TRL's own Qwen2.5 template, which TRL's tool-call parser knows.
"""

from __future__ import annotations

import inspect
import time
from functools import partial
from pathlib import Path

import pytest

from envs.analyst.env import AnalystEnv
from envs.server import ServerConfig, create_api, serve_in_thread
from envs.trl import AnalystToolEnv, IndexToolEnv
from tests.conftest import build_tiny_db, tiny_tasks

TOOL_CALL = '<tool_call>\n{"name": "answer", "arguments": {"text": "5"}}\n</tool_call>'  # tiny/customers: 5


@pytest.fixture(scope="module")
def tiny_db_module(tmp_path_factory) -> Path:
    return build_tiny_db(tmp_path_factory.mktemp("trl") / "tiny.sqlite")


@pytest.fixture(scope="module")
def server(tiny_db_module):
    tasks = tiny_tasks(tiny_db_module)
    app = create_api(config=ServerConfig(max_ws_sessions=8), env_factories={"analyst": lambda: AnalystEnv(tasks=tasks)})
    with serve_in_thread(app) as url:
        yield app, url


def wait_until(condition, timeout_s: float = 10.0) -> None:
    deadline = time.monotonic() + timeout_s
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.02)


def tools_of(env) -> list[str]:
    """The tools TRL finds on an instance: public functions of its class but reset and get_reward."""
    return [n for n, _ in inspect.getmembers(type(env), predicate=inspect.isfunction)
            if not n.startswith("_") and n not in ("reset", "get_reward")]


def test_tools_have_the_schemas_trl_needs():
    from transformers.utils import get_json_schema

    assert tools_of(AnalystToolEnv()) == ["answer", "describe", "query", "sample"]
    index = IndexToolEnv()
    assert tools_of(index) == ["analyze_indexes", "analyze_statistics", "create_index", "drop_index", "explain",
                               "inspect_query", "rewrite_query", "submit_report"]
    schema = get_json_schema(index.create_index)["function"]  # raises without type hints or a described argument
    assert schema["parameters"]["properties"]["columns"] == {"type": "array", "items": {"type": "string"},
                                                             "description": "The indexed columns, in index order."}
    assert get_json_schema(AnalystToolEnv().query)["function"]["parameters"]["required"] == ["sql"]


def test_local_and_remote_play_the_same_episode(server, tiny_db_module):
    app, url = server
    tasks = tiny_tasks(tiny_db_module)
    local = AnalystToolEnv(env_factory=lambda: AnalystEnv(tasks=tasks))
    with AnalystToolEnv(url + "/analyst") as remote:
        row = {"prompt": [{"role": "user", "content": "hi"}], "task_id": "tiny/customers", "unused_column": 3}
        assert local.reset(**row) == remote.reset(**row)
        assert "How many customers" in remote.reset(**row)
        for call in (lambda e: e.describe("customers"), lambda e: e.describe(""), lambda e: e.sample("nope"),
                     lambda e: e.query("SELECT COUNT(*) FROM customers"), lambda e: e.answer("5"),
                     lambda e: e.query("SELECT 1")):
            assert call(local) == call(remote)
        assert local.get_reward() == remote.get_reward() > 0.9  # correct, minus small step costs
        assert remote.query("SELECT 1").startswith("The episode is over")
        assert app.state.openenv_servers["analyst"].active_sessions == 1
    wait_until(lambda: app.state.openenv_servers["analyst"].active_sessions == 0)  # the server closes it soon after


def test_index_tools_play_locally():
    env = IndexToolEnv()
    assert "easy/ticket_lookup" in env.reset(task_id="easy/ticket_lookup")
    assert "Created" in env.create_index("tickets", ["customer_email"]) and env.get_reward() > 0
    assert "Error" in env.create_index("tickets", [])


def scripted_model(folder: Path) -> Path:
    """A tiny Qwen2 that always calls ``answer(text="5")`` (see the module docstring)."""
    import torch
    from transformers import Qwen2Config, Qwen2ForCausalLM
    from trl.chat_template_utils import qwen2_5_chat_template

    from tests.tiny_model import build_tiny_tokenizer

    tokenizer = build_tiny_tokenizer()
    tokenizer.chat_template = qwen2_5_chat_template
    tokenizer.add_tokens([TOOL_CALL])
    prompt = tokenizer.apply_chat_template([{"role": "user", "content": "x"}], tokenize=True,
                                           add_generation_prompt=True, return_dict=True)["input_ids"]
    last, call, end = prompt[-1], tokenizer.convert_tokens_to_ids(TOOL_CALL), tokenizer.eos_token_id
    torch.manual_seed(0)
    config = Qwen2Config(vocab_size=len(tokenizer), hidden_size=64, intermediate_size=128, num_hidden_layers=2,
                         num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=4096,
                         tie_word_embeddings=False, eos_token_id=end, pad_token_id=tokenizer.pad_token_id)
    model = Qwen2ForCausalLM(config)
    with torch.no_grad():
        for layer in model.model.layers:  # layers add nothing: the last hidden state is the current token's embedding
            layer.self_attn.o_proj.weight.zero_()
            layer.mlp.down_proj.weight.zero_()
        embed, head = model.model.embed_tokens.weight, model.lm_head.weight
        embed[last], embed[call] = 0.0, 0.0
        embed[last, 0], embed[call, 1] = 10.0, 10.0  # two directions...
        head[:, :2] = 0.0
        head[call, 0], head[end, 1] = 10.0, 10.0  # ...each mapped to the next token (logit 80 vs ~0)
    model.generation_config.eos_token_id = end
    model.generation_config.pad_token_id = tokenizer.pad_token_id
    model.save_pretrained(folder)
    tokenizer.save_pretrained(folder)
    return folder


def test_one_grpo_step_calls_a_tool_of_a_live_server(server, tmp_path, monkeypatch):
    monkeypatch.setenv("TRL_EXPERIMENTAL_SILENCE", "1")  # environment_factory is marked experimental in TRL 1.16
    from datasets import Dataset
    from trl import GRPOConfig, GRPOTrainer

    app, url = server
    model = scripted_model(tmp_path / "model")
    rows = [{"prompt": [{"role": "user", "content": "Answer the question with the tools."}],
             "task_id": "tiny/customers"}]
    args = GRPOConfig(output_dir=str(tmp_path / "out"), max_steps=1, per_device_train_batch_size=2,
                      num_generations=2, max_completion_length=256, max_tool_calling_iterations=1, learning_rate=1e-4,
                      beta=0.0, use_cpu=True, bf16=False, report_to="none", logging_steps=1, save_strategy="no",
                      activation_checkpointing=False, temperature=1.0)
    trainer = GRPOTrainer(model=str(model), args=args, train_dataset=Dataset.from_list(rows),
                          environment_factory=partial(AnalystToolEnv, url + "/analyst"))
    trainer.train()
    logged = next(e for e in trainer.state.log_history if "rewards/AnalystToolEnv/mean" in e)
    assert logged["rewards/AnalystToolEnv/mean"] == pytest.approx(0.98)  # answered "5" on the server: correct - 0.02
    assert logged["tools/call_frequency"] > 0 and logged.get("tools/failure_frequency", 0) == 0
    assert app.state.openenv_servers["analyst"].active_sessions == 2  # one WebSocket session per rollout instance
    for env in trainer._environment_pool[None]:
        env.__exit__()
    wait_until(lambda: app.state.openenv_servers["analyst"].active_sessions == 0)
