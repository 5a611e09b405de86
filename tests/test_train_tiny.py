"""Training end to end on a tiny offline model: 2 SFT steps, 2 GRPO steps on real episodes, save, reload, resume.

    python -m pytest tests/test_train_tiny.py -q

The model is a 2-layer Qwen2 (hidden 64) with a byte-level BPE tokenizer trained in memory and a ChatML template:
nothing is downloaded. Episodes are real AnalystEnv episodes on the tiny shop database of tests/conftest.py.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import tiny_tasks

CHATML = ("{% for message in messages %}{{ '<|im_start|>' + message['role'] + '\\n' + message['content'] + "
          "'<|im_end|>' + '\\n' }}{% endfor %}{% if add_generation_prompt %}{{ '<|im_start|>assistant\\n' }}{% endif %}")


def build_tiny_model(folder: Path) -> Path:
    """A 2-layer Qwen2 + a 512-token byte-level BPE tokenizer with ChatML specials, saved to ``folder``."""
    import torch
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
    from transformers import PreTrainedTokenizerFast, Qwen2Config, Qwen2ForCausalLM

    from agent.kinds import ANALYST_SYSTEM

    specials = ["<|endoftext|>", "<|im_start|>", "<|im_end|>"]
    tok = Tokenizer(models.BPE())
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tok.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(vocab_size=512, special_tokens=specials,
                                  initial_alphabet=pre_tokenizers.ByteLevel.alphabet())
    tok.train_from_iterator([ANALYST_SYSTEM, "SELECT COUNT(*) FROM customers DESCRIBE orders ANSWER 42"] * 5, trainer)
    tokenizer = PreTrainedTokenizerFast(tokenizer_object=tok, bos_token=None, eos_token="<|im_end|>",
                                        pad_token="<|endoftext|>", unk_token=None)
    tokenizer.chat_template = CHATML
    torch.manual_seed(0)
    config = Qwen2Config(vocab_size=len(tokenizer), hidden_size=64, intermediate_size=128, num_hidden_layers=2,
                         num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=8192,
                         eos_token_id=tokenizer.eos_token_id, pad_token_id=tokenizer.pad_token_id,
                         tie_word_embeddings=True)
    model = Qwen2ForCausalLM(config)
    model.generation_config.eos_token_id = tokenizer.eos_token_id
    model.generation_config.pad_token_id = tokenizer.pad_token_id
    model.save_pretrained(folder)
    tokenizer.save_pretrained(folder)
    return folder


@pytest.fixture(scope="module")
def tiny_model(tmp_path_factory) -> Path:
    return build_tiny_model(tmp_path_factory.mktemp("tiny-model"))


@pytest.fixture
def tiny_env_tasks(tiny_db, monkeypatch):
    """Route the training code to the tiny shop tasks instead of the built-in databases."""
    from models import grpo, sft_data, tracking

    tasks = tiny_tasks(tiny_db)
    monkeypatch.setattr(sft_data, "train_tasks", lambda *args, **kwargs: list(tasks))
    monkeypatch.setattr(grpo, "grpo_tasks", lambda cfg: {t.task_id: t for t in tasks})
    monkeypatch.setattr(tracking, "heldout_subset", lambda limit, seed: list(tasks)[:limit])
    return tasks


def tiny_config(model: Path, out: Path, **changes):
    from models.config import TrainConfig

    values = dict(base_model=str(model), bf16=False, max_steps=2, batch_size=1, grad_accum=1, lora_r=4,
                  lora_alpha=8, lora_targets=["q_proj", "v_proj"], max_new_tokens=8, max_completion_tokens=256,
                  max_episode_steps=2, eval_every=0, eval_limit=2, eval_max_steps=2, eval_batch_size=2,
                  num_generations=2, prompts_per_step=1, save_every=1, warmup_steps=0, output_dir=str(out))
    values.update(changes)
    return TrainConfig(**values).validate()


def read_metrics(out: Path) -> list[dict]:
    return [json.loads(line) for line in (out / "metrics.jsonl").read_text().splitlines()]


def test_sft_then_grpo_then_reload_and_resume(tiny_model, tiny_env_tasks, tmp_path):
    from models.grpo import train_grpo
    from agent.backends.loading import clear_cache, load_model
    from models.sft import train_sft

    from agent.prompts import PromptConfig, load_prompt_config

    sft_out = tmp_path / "sft"
    adapter = train_sft(tiny_config(tiny_model, sft_out, prompt_example=False))
    assert (adapter / "adapter_config.json").exists()
    for saved in (adapter, sft_out / "checkpoint-2"):  # every adapter says how it was prompted in training
        assert load_prompt_config(saved, "analyst") == PromptConfig(example=False)
    events = read_metrics(sft_out)
    assert any(e["event"] == "log" and e["step"] == 2 and "loss" in e for e in events)
    assert any(e["event"] == "heldout" for e in events)  # tracked at the end with the eval CLI's code
    assert (sft_out / "checkpoint-2").exists()

    grpo_out = tmp_path / "grpo"
    final = train_grpo(tiny_config(tiny_model, grpo_out, init_adapter=str(adapter), learning_rate=1e-4,
                                   temperature=1.0, prompt_example=False, eval_every=1))
    events = read_metrics(grpo_out)
    # held-out tracking starts from the SFT adapter: a GRPO step is kept only when it beats where it started
    assert [e["step"] for e in events if e["event"] == "heldout"] == [0, 1, 2]
    # what the Train tab's progress reads: the phase, the plan, timed steps, evaluations episode by episode
    assert events[0]["event"] == "phase" and events[0]["phase"] == "model"
    (start,) = [e for e in events if e["event"] == "start"]
    assert start["evaluations"] == [0, 1, 2] and start["start_step"] == 0
    assert [e["done"] for e in events if e["event"] == "eval_progress" and e["step"] == 1] == [1, 2]
    assert all(e["step_s"] > 0 for e in events if e["event"] == "log" and "loss" in e)
    tracking = json.loads((grpo_out / "best" / "eval" / "tracking.json").read_text())  # the best one's own report
    assert tracking["meta"]["step"] in (0, 1, 2) and tracking["overall"]["n"] == 2
    rollouts = [e for e in events if e["event"] == "rollout"]
    assert len(rollouts) == 2 and all(r["episodes"] == 2 for r in rollouts)  # one group of 2 whole episodes per step
    assert any(e["event"] == "log" and e["step"] == 2 for e in events)

    clear_cache()
    loaded = load_model(str(tiny_model), str(final), device="cpu")  # the adapter reloads through agent.backends.loading
    assert loaded.adapter_id == str(final)
    clear_cache()

    # resume: a longer run in the same folder continues from checkpoint-2 instead of starting over
    train_sft(tiny_config(tiny_model, sft_out, max_steps=3))
    starts = [e for e in read_metrics(sft_out) if e["event"] == "start"]
    assert starts[-1]["resume_from"].endswith("checkpoint-2")
    assert any(e["event"] == "log" and e["step"] == 3 for e in read_metrics(sft_out))


def test_episode_sample_masks_observations(tiny_model, tiny_env_tasks):
    """The GRPO sample of a scripted episode: model tokens unmasked, observation tokens masked, order kept."""
    from transformers import AutoTokenizer

    from agent.llm_policy import LLMPolicy, Reply
    from agent.rollout import play_episode
    from envs.analyst.env import AnalystEnv
    from models.grpo import episode_sample

    tokenizer = AutoTokenizer.from_pretrained(tiny_model)
    script = iter(["DESCRIBE customers", "QUERY SELECT COUNT(*) FROM customers", "ANSWER 5"])
    policy = LLMPolicy(lambda conversations: [Reply(next(script))], kind="analyst")
    env = AnalystEnv(tasks=tiny_env_tasks, mode="explore")
    episode = play_episode(env, policy, task_id="tiny/customers")
    end = tokenizer.convert_tokens_to_ids("<|im_end|>")
    for step in episode.steps:
        step.generated_ids = tokenizer(step.raw_text, add_special_tokens=False)["input_ids"] + [end]
    sample = episode_sample(episode, policy, tokenizer, 4096)
    ids, mask = sample["completion_ids"], sample["env_mask"]
    trained = tokenizer.decode([t for t, m in zip(ids, mask) if m])
    masked = tokenizer.decode([t for t, m in zip(ids, mask) if not m])
    assert "DESCRIBE customers" in trained and "ANSWER 5" in trained and "customer_id" not in trained
    assert "customer_id" in masked and "DESCRIBE" not in masked
    full = tokenizer.decode(sample["prompt_ids"] + ids)
    assert full.index("DESCRIBE customers") < full.index("customer_id") < full.index("ANSWER 5")


def test_prompt_read_without_gradient_gives_the_same_loss():
    """The SFT trainer reads the untrained prompt under no_grad: the loss must equal the plain forward's."""
    import torch

    from models.sft import prompt_keys_values, untrained_prefix_length
    from tests.tiny_model import build_tiny_model, build_tiny_tokenizer

    model = build_tiny_model(build_tiny_tokenizer())
    ids = torch.randint(3, 200, (1, 40))
    labels = torch.full_like(ids, -100)
    labels[:, 25:31] = ids[:, 25:31]  # an action
    labels[:, 36:] = ids[:, 36:]  # the answer, after an observation
    mask = torch.ones_like(ids)
    assert untrained_prefix_length(labels) == 24
    assert untrained_prefix_length(torch.cat([labels, labels.roll(-4, dims=1)])) == 20  # a batch: the shortest
    plain = model(input_ids=ids, attention_mask=mask, labels=labels).loss
    n = untrained_prefix_length(labels)
    cache = prompt_keys_values(model, ids, mask, n)
    cached = model(input_ids=ids[:, n:], attention_mask=mask, past_key_values=cache, labels=labels[:, n:]).loss
    assert torch.allclose(plain, cached, atol=1e-5)
    cached.backward()
    assert model.lm_head.weight.grad is not None and model.lm_head.weight.grad.abs().sum() > 0
    assert untrained_prefix_length(torch.full_like(ids, -100)) == 0  # nothing trained: the plain path


def test_grpo_reads_the_first_prompt_without_gradient_and_gets_the_same_log_probs():
    """The GRPO trainer's training forward: the prompt's keys/values under no_grad, the episode's tokens with
    gradient; per-token log-probabilities and entropies must equal TRL's plain computation (left padding too)."""
    from contextlib import nullcontext
    from types import SimpleNamespace

    import torch
    from trl import GRPOTrainer
    from trl.trainer.utils import add_fused_lm_head

    from models.grpo import prompt_cached_grpo_trainer_class
    from tests.tiny_model import build_tiny_model, build_tiny_tokenizer

    model = build_tiny_model(build_tiny_tokenizer())
    add_fused_lm_head(model, outputs=("log_probs", "entropy"))
    trainer = object.__new__(prompt_cached_grpo_trainer_class())  # only the method under test and its autocast
    trainer.accelerator = SimpleNamespace(autocast=nullcontext, is_main_process=True)
    ids = torch.randint(3, 200, (2, 48))
    mask = torch.ones_like(ids)
    mask[1, :5] = 0  # a shorter prompt, left-padded
    plain = GRPOTrainer._get_per_token_logps_and_entropies(trainer, model, ids, mask, 18, compute_entropy=True)
    cached = trainer._get_per_token_logps_and_entropies(model, ids, mask, 18, batch_size=1,
                                                        compute_entropy=True)
    assert cached[0].shape == plain[0].shape == (2, 18) and cached[0].requires_grad
    assert torch.allclose(plain[0], cached[0], atol=1e-5) and torch.allclose(plain[1], cached[1], atol=1e-5)
    cached[0].sum().backward()
    assert model.lm_head.weight.grad.abs().sum() > 0
    with torch.no_grad():  # old/reference log-probabilities: TRL's own path, same values
        assert torch.allclose(trainer._get_per_token_logps_and_entropies(model, ids, mask, 18)[0], plain[0], atol=1e-5)


def test_index_tuning_sft_end_to_end(tiny_model, tmp_path, monkeypatch):
    """One SFT step on two advisor demonstrations, then the held-out tracker plays a validation scenario with it."""
    from agent.prompts import load_prompt_config
    from models import tracking
    from models.sft import train_sft

    played = []

    def one_scenario(limit):
        from envs.index_tuning.synth import synth_scenarios

        played.append(limit)
        return synth_scenarios("heldout", 1)

    monkeypatch.setattr(tracking, "index_validation_scenarios", one_scenario)
    out = tmp_path / "index"
    adapter = train_sft(tiny_config(tiny_model, out, episode_kind="index_tuning", index_scenarios=2, max_steps=1,
                                    max_seq_tokens=20_000, context_chars=4_000, prompt_example=False))
    assert load_prompt_config(adapter, "index_tuning").context_chars == 4_000
    events = read_metrics(out)
    (data,) = [e for e in events if e["event"] == "data"]
    # a 4,000-character history squeezes these prompts, so each turn is its own sequence
    assert data["episodes"] == 2 and data["sequences"] > 2 and data["actions"]["create_index"] >= 2
    (heldout,) = [e for e in events if e["event"] == "heldout"]
    assert played == [2] and heldout["n"] == 1 and 0 <= heldout["accuracy"] <= 1  # mean reduction, as a share


def test_index_tuning_grpo_rewards_the_measured_cost(tiny_model, tmp_path, monkeypatch):
    """One GRPO step on whole index-tuning episodes: a group of 2 episodes of one training-domain factory scenario,
    trained on the env's own return; the outcome (share of the cost removed) and reward parts are logged beside it."""
    from envs import synth
    from envs.index_tuning.synth import synth_scenarios
    from models import index_sft_data, tracking
    from models.grpo import train_grpo

    scenarios = synth_scenarios("train", 1)
    monkeypatch.setattr(index_sft_data, "training_scenarios", lambda count, start=0: scenarios)
    monkeypatch.setattr(tracking, "index_validation_scenarios", lambda limit: synth_scenarios("heldout", 1))
    out = tmp_path / "index-grpo"
    adapter = train_grpo(tiny_config(tiny_model, out, episode_kind="index_tuning", index_scenarios=1, max_steps=1,
                                     max_episode_steps=2, max_new_tokens=8, temperature=1.0, prompt_example=False,
                                     context_chars=4_000, reward_weights={"cost_delta": 2.0}))
    assert (adapter / "adapter_config.json").exists()
    events = read_metrics(out)
    (rollout,) = [e for e in events if e["event"] == "rollout"]
    assert rollout["episodes"] == 2 and rollout["tasks"] == [scenarios[0].id]
    assert synth.domain_of(synth.seed_of(scenarios[0].title)) not in synth.HELDOUT_DOMAINS
    assert rollout["accuracy"] <= 1 and 1 <= rollout["mean_steps"] <= 2
    assert 0 < rollout["prompt_tokens_computed"] < rollout["prompt_tokens"]  # the group's shared prompt is read once
    logged = next(e for e in events if e["event"] == "log" and "rewards/episode_return_reward/mean" in e)
    for name in ("outcome_reward", "cost_delta_part", "milestone_part", "final_score_part"):
        assert f"rewards/{name}/mean" in logged
    assert logged["reward"] == pytest.approx(rollout["mean_return"], abs=1e-4)  # only the return is weighted


def test_reward_weights_are_checked_against_the_episode_kind():
    from models.config import TrainConfig

    TrainConfig(episode_kind="index_tuning", index_scenarios=1, reward_weights={"cost_delta": 2.0}).validate()
    with pytest.raises(ValueError, match="reward_weights"):
        TrainConfig(episode_kind="index_tuning", index_scenarios=1, reward_weights={"correctness": 1.0}).validate()
    with pytest.raises(ValueError, match="reward_weights"):
        TrainConfig(reward_weights={"cost_delta": 1.0}).validate()


def test_index_episode_source_outcome_is_the_measured_reduction(monkeypatch):
    """The rule advisor played through GRPO's index episode source: its outcome is the cost share removed, which
    the cost_delta part (weight 1) sums to."""
    from agent.baselines.index_advisor import RuleBasedIndexAdvisor
    from agent.rollout import play_episode
    from envs.index_tuning.synth import synth_scenarios
    from models import index_sft_data
    from models.config import TrainConfig
    from models.grpo import episode_source

    monkeypatch.setattr(index_sft_data, "training_scenarios", lambda count, start=0: synth_scenarios("train", 1))
    source = episode_source(TrainConfig(episode_kind="index_tuning", index_scenarios=1, max_episode_steps=30))
    (scenario,) = source.tasks.values()
    env = source.make_env()
    try:
        episode = play_episode(env, RuleBasedIndexAdvisor(), **source.reset_kwargs(scenario, 0))
        outcome = source.outcome(env, episode)
    finally:
        env.close()
    removed = sum(s.observation.reward_parts.get("cost_delta", 0.0) for s in episode.steps)
    assert outcome > 0.5 and outcome == pytest.approx(removed, abs=1e-4)  # parts are rounded per step


def test_rollout_generator_keeps_each_episodes_keys_and_values(tiny_model):
    """GRPO's generator reads a prompt once per rollout: the next step's prompt extends a cached one."""
    from types import SimpleNamespace

    from peft import LoraConfig, get_peft_model
    from transformers import AutoModelForCausalLM, AutoTokenizer

    from agent.prompts import render_prompt
    from models.grpo import TrainingModelGenerator

    tokenizer = AutoTokenizer.from_pretrained(tiny_model)
    model = get_peft_model(AutoModelForCausalLM.from_pretrained(tiny_model), LoraConfig(r=4, target_modules=["q_proj"]))
    model.train()
    accelerator = SimpleNamespace(unwrap_model=lambda m: m)
    trainer = SimpleNamespace(processing_class=tokenizer, model=model, accelerator=accelerator)
    generator = TrainingModelGenerator(trainer, max_new_tokens=6, temperature=1.0, seed=7)
    first = [{"role": "user", "content": "How many customers are there?"}]
    replies = generator([first, first])
    assert len(generator.cache) == 2 and generator.seed == 8 and model.training  # train mode given back
    assert all(0 < r.tokens == len(r.ids) <= 6 and r.prefilled <= r.prompt_tokens for r in replies)
    second = first + [{"role": "assistant", "content": replies[0].text}, {"role": "user", "content": "Result: 5"}]
    (reply,) = generator([second])
    first_prompt = len(tokenizer(render_prompt(tokenizer, first), add_special_tokens=False)["input_ids"])
    assert reply.prefilled <= reply.prompt_tokens - first_prompt  # the first prompt's keys/values were reused


def test_a_run_refuses_an_adapter_of_the_other_episode_kind(tmp_path):
    """An analyst adapter picked (in the Train tab, say) to start an index-tuning run is refused with the reason."""
    from agent.prompts import PromptConfig, save_prompt_config
    from models.config import check_adapter_kind

    save_prompt_config(PromptConfig(), "analyst", tmp_path)
    check_adapter_kind(tmp_path, "analyst")
    with pytest.raises(ValueError, match="trained on analyst episodes, not index_tuning"):
        check_adapter_kind(tmp_path, "index_tuning")
    check_adapter_kind(tmp_path / "no-settings", "index_tuning")  # an adapter without saved settings: allowed


def test_analyst_grpo_plays_the_sft_task_pool_in_the_configured_mode():
    """With factory_databases, GRPO plays generated questions on factory databases of the training domains beside
    the built-in training questions (of the configured difficulties), in the observation mode the run trains."""
    from envs.synth import catalog as synth
    from models.config import TrainConfig
    from models.grpo import episode_source

    cfg = TrainConfig(factory_databases=1, factory_start=400, tasks_per_database=6, observation_mode="explore",
                      task_difficulties=["easy", "medium"])
    source = episode_source(cfg)
    factory = [t for t in source.tasks.values() if t.db.startswith("synth-")]
    assert 0 < len(factory) <= 6 and {t.db for t in factory} == {synth.database_name(synth.seeds("train", 1, 400)[0])}
    assert len(source.tasks) > len(factory) and {t.difficulty for t in source.tasks.values()} == {"easy", "medium"}
    assert all(t.split == "train" for t in source.tasks.values())
    env = source.make_env()
    try:
        assert env.mode == "explore"
    finally:
        env.close()
