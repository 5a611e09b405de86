"""Typed OpenEnv clients of the two environments: a WebSocket session each, speaking the wire types.

    from envs.openenv.client import AnalystClient
    with AnalystClient("ws://127.0.0.1:7860/analyst").sync() as env:      # or `async with AnalystClient(...)`
        result = env.reset(task_id="kennel/owner_count")                     # StepResult[AnalystObservationModel]
        result = env.step(AnalystActionModel(kind="query", argument="SELECT COUNT(*) FROM owners"))
        result = env.step("ANSWER 42")                                       # text, an AnalystAction or a dict work too
        env.state()                                                          # AnalystStateModel

OpenEnv's own ``GenericEnvClient`` works against the same URLs with plain dicts; these only add the types. A
request the server refuses (capacity, bad options, bad action fields) raises ``RuntimeError("Server error: ...")``.
"""

from __future__ import annotations

from typing import Any, ClassVar

from openenv.core.client_types import StepResult
from openenv.core.env_client import EnvClient
from pydantic import BaseModel

from envs.openenv.analyst import AnalystActionModel, AnalystObservationModel, AnalystStateModel
from envs.openenv.index_tuning import IndexActionModel, IndexObservationModel, IndexStateModel


class TypedClient(EnvClient):
    """An ``EnvClient`` whose actions, observations and states are one environment's wire models."""

    action_model: ClassVar[type[BaseModel]]
    observation_model: ClassVar[type[BaseModel]]
    state_model: ClassVar[type[BaseModel]]

    def _step_payload(self, action: Any) -> dict[str, Any]:
        return self.action_model.of(action).model_dump(exclude_none=True, exclude_defaults=True)

    def _parse_result(self, payload: dict[str, Any]) -> StepResult:
        data = {**payload.get("observation", {}), "reward": payload.get("reward"), "done": payload.get("done", False)}
        return StepResult(observation=self.observation_model.model_validate(data), reward=payload.get("reward"),
                          done=payload.get("done", False), metadata=payload.get("metadata"))

    def _parse_state(self, payload: dict[str, Any]) -> BaseModel:
        return self.state_model.model_validate(payload)


class AnalystClient(TypedClient):
    action_model = AnalystActionModel
    observation_model = AnalystObservationModel
    state_model = AnalystStateModel


class IndexClient(TypedClient):
    action_model = IndexActionModel
    observation_model = IndexObservationModel
    state_model = IndexStateModel


CLIENTS: dict[str, type[TypedClient]] = {"analyst": AnalystClient, "index": IndexClient}
