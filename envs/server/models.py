"""The HTTP routes' request and response bodies. Observations, states, actions and reset options are the OpenEnv
wire types of ``envs/openenv`` (the WebSocket sends the very same); what is here only wraps them with a session."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Discriminator, Field, Tag

from envs.openenv.analyst import AnalystObservationModel, AnalystResetOptions, AnalystStateModel
from envs.openenv.index_tuning import IndexObservationModel, IndexResetOptions, IndexStateModel


class AnalystResetRequest(AnalystResetOptions):
    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [
        {"kind": "analyst", "difficulty": "easy", "seed": 0}, {"kind": "analyst", "task_id": "kennel/owner_count"}]})
    kind: Literal["analyst"] = "analyst"


class IndexResetRequest(IndexResetOptions):
    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [
        {"kind": "index", "task_id": "easy/ticket_lookup"}]})
    kind: Literal["index"]


def _kind_of(body: Any) -> str:
    return body.get("kind", "analyst") if isinstance(body, dict) else getattr(body, "kind", "analyst")


# The reset options of the kind the body names ("analyst" when it names none); FastAPI needs the discriminator
# on its Body(...), so it is a separate object.
ResetRequest = Annotated[AnalystResetRequest, Tag("analyst")] | Annotated[IndexResetRequest, Tag("index")]
RESET_DISCRIMINATOR = Discriminator(_kind_of)
Observation = AnalystObservationModel | IndexObservationModel
State = AnalystStateModel | IndexStateModel


class StepRequest(BaseModel):
    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [
        {"action": "DESCRIBE pets"}, {"action": {"kind": "query", "argument": "SELECT COUNT(*) FROM pets"}},
        {"action": "create_index(tickets, [customer_email])"}]})
    action: str | dict[str, Any] = Field(description="the text form an LLM writes, or the session kind's structured "
                                                     "action (AnalystActionModel / IndexActionModel)")
    request_id: str | None = Field(default=None, max_length=255, description="echoed back, for tracing")


class EnvResponse(BaseModel):
    """OpenEnv's ResetResponse/StepResponse shape (observation, reward, done) plus the session."""

    session_id: str
    kind: str
    observation: Observation
    reward: float
    done: bool
    request_id: str | None = None


class SessionInfo(BaseModel):
    age_s: float
    requests: int
    refused: int = Field(description="actions refused by the reviewer in this session")


class StateResponse(BaseModel):
    session_id: str
    kind: str
    state: State
    session: SessionInfo


class KindInfo(BaseModel):
    name: str
    available: bool = Field(default=True, description="both environments ship with the server: always true")
    reason: str | None = None
    actions: list[str]


class TaskInfo(BaseModel):
    task_id: str
    kind: str
    db: str
    difficulty: str
    split: str
    question: str


class TasksResponse(BaseModel):
    kinds: list[KindInfo]
    databases: dict[str, list[str]] = Field(description="kind -> database names")
    difficulties: list[str]
    count: int = Field(description="tasks matching the filters (before limit/offset)")
    tasks: list[TaskInfo]


class Capacity(BaseModel):
    active: int
    max: int


class HealthResponse(BaseModel):
    status: Literal["healthy"] = "healthy"
    sessions: int = Field(description="live HTTP sessions")
    max_sessions: int
    websocket: dict[str, Capacity] = Field(description="kind -> open WebSocket sessions (/{kind}/ws) and the cap")
    kinds: dict[str, bool]


class DatabaseInfo(BaseModel):
    database: str = Field(description="the id to pass as the reset option `database`")
    name: str
    tables: list[str]
    size_bytes: int


class LatencyModel(BaseModel):
    count: int
    p50_ms: float
    p95_ms: float
    mean_ms: float


class BenchmarkEpisode(BaseModel):
    task_id: str
    correct: bool | None
    score: float | None
    steps: int
    reward: float


class BenchmarkResponse(BaseModel):
    kind: str
    policy: str
    n: int
    accuracy: float | None = Field(description="analyst: share of correct answers")
    mean_score: float | None = Field(description="index: mean final performance score (0-100)")
    mean_steps: float
    mean_reward: float
    reset_latency: LatencyModel
    step_latency: LatencyModel = Field(description="env.step alone: the environment's latency, not the policy's")
    policy_s: float
    wall_s: float
    episodes: list[BenchmarkEpisode]
