"""What the two environments' wire types share: plain-JSON values, query rows, limits, and one generic conversion
between an environment's dataclasses (its Python API) and its pydantic wire models (``analyst.py``,
``index_tuning.py``) in both directions, matched by field name.

    model = to_model(AnalystObservationModel, observation, limits)     # server side: dataclass -> wire
    observation = from_model(AnalystObservation, model)                  # client side: wire -> dataclass

The renamed fields are a query's ``result`` (``envs.sandbox.QueryResult``), which travels as ``rows`` (``RowsModel``,
at most ``WireLimits.max_rows`` rows), and the analyst's ``schema``, ``db_schema`` in Python (pydantic's BaseModel
owns ``.schema``) and ``"schema"`` in JSON. ``tests/test_openenv.py`` checks that every dataclass field
has its wire field, so a field added to an environment cannot silently fall off the wire.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import decimal
import enum
import math
import re
import typing
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, Field

from envs.sandbox import QueryResult

M = TypeVar("M", bound=BaseModel)
UPLOAD_ID = re.compile(r"^(csv-)?[0-9a-f]{16}$")  # envs.databases.upload names its private copies <digest>.sqlite
MAX_ACTION_CHARS = 64 * 1024  # an action's text; the HTTP body cap is the same, the sandbox refuses SQL past 20,000
RENAMED = {"rows": "result", "db_schema": "schema"}  # wire field -> dataclass field (both "schema" in JSON)


@dataclass(frozen=True)
class WireLimits:
    max_rows: int = 200  # result rows in an observation (the sandbox's own cap is the same)
    max_cell_chars: int = 1_000  # a longer text cell or metadata string is cut and marked with "…"
    max_sql_chars: int = MAX_ACTION_CHARS  # the SQL echoed back with its rows


class RowsModel(BaseModel):
    """The rows of a SAMPLE or QUERY (``envs.sandbox.QueryResult``)."""

    columns: list[str]
    rows: list[list[Any]]
    truncated: bool = Field(description="more rows existed than shown (sandbox row cap or the wire's cap)")
    sql: str | None = None
    error: str | None = None
    error_kind: str | None = Field(default=None, description="rejected | budget | sql")
    vm_steps: int = 0
    elapsed_s: float = 0.0


def jsonable(value: Any, max_chars: int | None = None) -> Any:
    """Plain JSON data from anything an environment returns: numpy/pandas scalars, NaN, bytes, sets, dataclasses."""
    if value is None or isinstance(value, bool):
        return value
    if isinstance(value, int):  # IntEnum and friends become plain ints
        return int(value)
    if isinstance(value, float):  # numpy.float64 is a float subclass: made plain here
        return float(value) if math.isfinite(value) else None
    if isinstance(value, str):
        value = str(value)
        return value if max_chars is None or len(value) <= max_chars else value[: max_chars - 1] + "…"
    if isinstance(value, (bytes, bytearray, memoryview)):
        data = bytes(value)
        text = "0x" + data[: (max_chars or 4096) // 2].hex()
        return text + (f"… ({len(data):,} bytes)" if 2 + 2 * len(data) > len(text) else "")
    if isinstance(value, enum.Enum):
        return jsonable(value.value, max_chars)
    if isinstance(value, BaseModel):
        return jsonable(value.model_dump(), max_chars)
    if isinstance(value, dict):
        return {str(k): jsonable(v, max_chars) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [jsonable(v, max_chars) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted((jsonable(v, max_chars) for v in value), key=str)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: jsonable(getattr(value, f.name), max_chars) for f in dataclasses.fields(value)}
    if isinstance(value, decimal.Decimal):
        return jsonable(float(value))
    if isinstance(value, Path):
        return str(value)
    module = type(value).__module__.split(".")[0]
    if module == "numpy":
        return jsonable(value.tolist() if hasattr(value, "tolist") else value.item(), max_chars)
    if module == "pandas":
        import pandas as pd

        if value is pd.NA or value is pd.NaT:
            return None
        if isinstance(value, pd.DataFrame):
            return {"columns": [str(c) for c in value.columns], "rows": jsonable(value.to_numpy().tolist(), max_chars)}
        if isinstance(value, (pd.Series, pd.Index)):
            return jsonable(value.tolist(), max_chars)
        if isinstance(value, (pd.Timestamp, pd.Timedelta)):
            return value.isoformat()
    if isinstance(value, (dt.datetime, dt.date, dt.time)):  # after pandas: NaT is a datetime too
        return value.isoformat()
    return jsonable(str(value), max_chars)


def rows_model(result: QueryResult, limits: WireLimits) -> RowsModel:
    return RowsModel(
        columns=[str(c) for c in result.columns],
        rows=jsonable([list(r) for r in result.rows[: limits.max_rows]], limits.max_cell_chars),
        truncated=bool(result.truncated or len(result.rows) > limits.max_rows),
        sql=jsonable(result.sql, limits.max_sql_chars), error=result.error, error_kind=result.error_kind,
        vm_steps=int(result.vm_steps), elapsed_s=float(jsonable(result.elapsed_s) or 0.0),
    )


SERVER_ONLY_METADATA = frozenset({"database_file"})  # paths on the server's disk: for local baselines, never sent


def to_model(model_cls: type[M], value: Any, limits: WireLimits = WireLimits()) -> M:
    """The wire model of an environment's observation or state: every model field the value has, as plain JSON."""
    data: dict[str, Any] = {}
    for name in model_cls.model_fields:
        source = RENAMED.get(name, name)
        if not hasattr(value, source):
            continue  # a field this environment does not have keeps the model's default
        item = getattr(value, source)
        if isinstance(item, QueryResult):
            data[name] = rows_model(item, limits)
        elif name == "reward":
            data[name] = jsonable(float(item)) or 0.0
        elif name == "reward_parts":
            data[name] = {str(k): jsonable(float(v)) or 0.0 for k, v in item.items()}
        elif name == "metadata":
            data[name] = {k: jsonable(v, limits.max_cell_chars) for k, v in item.items() if k not in SERVER_ONLY_METADATA}
        else:
            data[name] = jsonable(item, limits.max_cell_chars)
    return model_cls.model_validate(data)


def from_model(cls: type, model: BaseModel) -> Any:
    """The environment's dataclass from its wire model: rows become a QueryResult again, lists become sets where the
    dataclass holds a set; wire fields the dataclass lacks are dropped."""
    hints = typing.get_type_hints(cls)
    wire = {RENAMED.get(name, name): name for name in type(model).model_fields}
    kwargs = {}
    for f in dataclasses.fields(cls):
        if f.name not in wire:
            continue
        value = getattr(model, wire[f.name])
        if isinstance(value, RowsModel):
            value = QueryResult(sql=value.sql or "", columns=list(value.columns), rows=[tuple(r) for r in value.rows],
                                truncated=value.truncated, error=value.error, error_kind=value.error_kind,
                                vm_steps=value.vm_steps, elapsed_s=value.elapsed_s)
        elif isinstance(value, list) and typing.get_origin(hints[f.name]) in (set, frozenset):
            value = set(value)
        elif value is None and f.name == "episode_id":
            value = ""
        kwargs[f.name] = value
    return cls(**kwargs)


def upload_path(database: str) -> Path:
    """The private copy of an uploaded database, by the id ``POST /databases`` returned (its file name's stem)."""
    from envs.databases.upload import uploads_dir

    if not UPLOAD_ID.match(database):
        raise ValueError(f"database must be an upload id from POST /databases (16 hex digits), got {database[:40]!r}")
    path = uploads_dir() / f"{database}.sqlite"
    if not path.is_file():
        raise KeyError(f"no uploaded database {database!r}; POST /databases uploads one")
    return path
