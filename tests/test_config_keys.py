"""Config dataclasses built from plain data (reward weights, server limits) refuse unknown keys and list the valid
ones (envs/base.py ``from_known_keys``); TrainConfig does the same for its keys and its reward_weights.

    python -m pytest tests/test_config_keys.py
"""

from __future__ import annotations

import pytest

from envs.analyst.rewards import AnalystRewardWeights
from envs.base import from_known_keys
from envs.index_tuning.rewards import IndexRewardWeights
from envs.server.config import ServerConfig


@pytest.mark.parametrize("build, values, field, expected", [
    (AnalystRewardWeights.from_dict, {"correctness": 2.0}, "correctness", 2.0),
    (AnalystRewardWeights.from_dict, {}, "step_cost", AnalystRewardWeights().step_cost),
    (IndexRewardWeights.from_dict, {"final_score": 0.0}, "final_score", 0.0),
    (ServerConfig.from_dict, {"max_sessions": 3}, "max_sessions", 3),
])
def test_known_keys_override_the_defaults(build, values, field, expected):
    assert getattr(build(values), field) == expected


@pytest.mark.parametrize("build, values, unknown, valid", [
    (AnalystRewardWeights.from_dict, {"corectness": 1.0}, "'corectness'", "correctness, step_cost, format"),
    (IndexRewardWeights.from_dict, {"cost": 1.0, "milestone": 0.2}, "'cost'", "information, cost_delta, milestone"),
    (ServerConfig.from_dict, {"max_session": 3}, "'max_session'", "max_sessions, max_ws_sessions"),
])
def test_unknown_keys_are_refused_with_the_valid_ones(build, values, unknown, valid):
    with pytest.raises(ValueError) as refused:
        build(values)
    assert unknown in str(refused.value) and valid in str(refused.value)


def test_every_unknown_key_is_named():
    with pytest.raises(ValueError, match="'a', 'b'"):
        from_known_keys(AnalystRewardWeights, {"a": 1, "b": 2, "format": 0.0})
