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
