"""The environments as OpenEnv environments (meta-pytorch/OpenEnv, PyPI ``openenv``): typed wire models, adapters,
serving and clients. The environments themselves (``envs/analyst``, ``envs/index_tuning``) do not import this.

    wire.py          plain-JSON values, query rows, dataclass <-> wire model conversion, upload ids
    environment.py   EnvironmentAdapter: an environment as an OpenEnv Environment; StepSlots
    analyst.py       AnalystActionModel / AnalystObservationModel / AnalystStateModel / AnalystResetOptions,
                     AnalystEnvironment
    index_tuning.py  the same for index tuning (IndexEnvironment)
    app.py           HTTPEnvServer apps for /analyst and /index (WebSocket, schema, metadata, MCP)
    client.py        AnalystClient / IndexClient: typed OpenEnv WebSocket clients

Data path of one WebSocket step: client ``step(AnalystActionModel)`` -> JSON frame ``{"type": "step", "data":
{...}}`` -> OpenEnv's HTTPEnvServer validates it as ``AnalystActionModel`` and calls ``AnalystEnvironment.step`` in
the session's thread -> ``AnalystEnv.step(AnalystAction)`` -> ``AnalystObservation`` (dataclass) -> ``to_model`` ->
``AnalystObservationModel`` -> JSON frame ``{"type": "observation", "data": {observation, reward, done}}`` -> client.

Note: importing ``openenv`` imports gradio and fastmcp (openenv 0.10's ``openenv.core`` package does), so ``import
envs.server`` went from 2.6 s / 139 MB to ~11 s / 204 MB on the 2-core machine (gradio alone is ~8 s there).
"""

from envs.openenv.analyst import AnalystEnvironment
from envs.openenv.environment import EnvironmentAdapter
from envs.openenv.index_tuning import IndexEnvironment

ADAPTERS: dict[str, type[EnvironmentAdapter]] = {"analyst": AnalystEnvironment, "index": IndexEnvironment}  # kind ->
