"""agent/kinds.py: one registry of episode kinds, looked up by either name; prompts render without the environments.

    python -m pytest tests/test_kinds.py
"""

import subprocess
import sys

import pytest

from agent.baselines.analyst import RuleBasedAnalyst
from agent.baselines.index_tuning import RuleBasedIndexAdvisor
from agent.kinds import KINDS, baselines, kind_of
from envs.analyst.env import AnalystEnv
from envs.index_tuning import IndexTuningEnv


@pytest.mark.parametrize("name, wire, env, baseline", [
    ("analyst", "analyst", AnalystEnv, RuleBasedAnalyst), ("index_tuning", "index", IndexTuningEnv, RuleBasedIndexAdvisor),
])
def test_each_kind_by_either_name_makes_its_env_and_baseline(name, wire, env, baseline):
    kind = kind_of(wire)
    assert kind is kind_of(name) is KINDS[name]
    made = kind.make_env()
    try:
        assert isinstance(made, env)
    finally:
        made.close()
    assert isinstance(kind.baseline(), baseline) and isinstance(baselines()[wire]["baseline"](), baseline)


def test_an_unknown_kind_lists_the_known_ones():
    with pytest.raises(ValueError, match="analyst"):
        kind_of("chess")


def test_rendering_a_prompt_does_not_load_the_environments():
    code = ("import sys, agent.prompts; agent.prompts.build_messages('index', 'q', []); "
            "print(sorted(m for m in ('envs.analyst.env', 'envs.index_tuning.env', 'pandas') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def test_index_tuning_has_its_own_adapter_and_the_analyst_the_shared_rule(monkeypatch, tmp_path):
    from agent.backends import loading

    monkeypatch.delenv("INDEX_ADAPTER_ID", raising=False)
    monkeypatch.setattr(loading, "ADAPTERS_DIR", tmp_path)
    assert kind_of("index").default_adapter() is None  # nothing shipped: the shared rule decides
    shipped = tmp_path / kind_of("index").adapter_name
    shipped.mkdir()
    (shipped / "adapter_config.json").write_text("{}")
    assert kind_of("index").default_adapter() == str(shipped)
    assert kind_of("index").default_adapter("Qwen/Qwen2.5-0.5B-Instruct") is None  # trained for the default base only
    monkeypatch.setenv("INDEX_ADAPTER_ID", " someone/index-lora ")
    assert kind_of("index").default_adapter() == "someone/index-lora"
    assert kind_of("analyst").default_adapter() is None
