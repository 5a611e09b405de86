"""Charts chosen from a result's shape, and the reward trace of episodes: pure functions returning Plotly figures.

    fig = chart_for(frame)          # bar for category -> number, line for dates -> number, None for a scalar
    fig = reward_trace_figure({"baseline": [{"execution": 0.1, "step_cost": -0.02}, ...], "llm": [...]})

No UI code here: the app shows whatever comes back (``None`` means "no chart fits this result").
"""

from __future__ import annotations

import re

import pandas as pd
import plotly.graph_objects as go
from plotly.subplots import make_subplots

MAX_BARS = 30  # more categories than this make an unreadable bar chart: show the table only
MIN_POINTS = 2  # a chart of one row says nothing a sentence does not
DATE_PATTERN = re.compile(r"^\d{4}(-\d{2}(-\d{2}([ T]\d{2}:\d{2}(:\d{2})?)?)?)?$")  # 2024, 2024-03, 2024-03-01[ 10:00]
DATE_NAME_PARTS = ("date", "day", "month", "year", "week", "time", "period")  # a year column of ints is a date too
COMPONENT_COLOURS = {  # one colour per reward component, stable across charts
    "correctness": "#2ca02c", "progress": "#17becf", "execution": "#1f77b4", "new_information": "#9467bd",
    "step_cost": "#7f7f7f", "format": "#d62728",
}


def _is_number(series: pd.Series) -> bool:
    return pd.api.types.is_numeric_dtype(series) and not pd.api.types.is_bool_dtype(series)


def _is_date(series: pd.Series, name: str) -> bool:
    values = series.dropna()
    if values.empty:
        return False
    if pd.api.types.is_datetime64_any_dtype(series):
        return True
    if _is_number(series):  # 2021, 2022 ... in a column called year
        named = any(part in name.lower() for part in DATE_NAME_PARTS)
        return named and pd.api.types.is_integer_dtype(series) and values.between(1900, 2100).all()
    return values.astype(str).str.match(DATE_PATTERN).all()


def chart_kind(frame: pd.DataFrame | None) -> str | None:
    """'bar', 'line' or None, from the result's shape: (category, number) -> bar, (date, number) -> line."""
    if frame is None or len(frame) < MIN_POINTS or len(frame.columns) < 2:
        return None
    label, value = frame.columns[0], frame.columns[-1]
    if not _is_number(frame[value]):
        return None
    if _is_date(frame[label], str(label)):
        return "line"
    if frame[label].dropna().empty or _is_number(frame[label]) and not pd.api.types.is_integer_dtype(frame[label]):
        return None
    return "bar" if len(frame) <= MAX_BARS else None


def chart_for(frame: pd.DataFrame | None, title: str | None = None) -> go.Figure | None:
    """A Plotly figure suited to the result, or None (a scalar, a single row, text only, too many categories)."""
    kind = chart_kind(frame)
    if kind is None:
        return None
    label, value = frame.columns[0], frame.columns[-1]
    x = frame[label].astype(str)
    if kind == "line":
        data = frame.assign(_x=x).sort_values("_x")
        trace = go.Scatter(x=data["_x"], y=data[value], mode="lines+markers", name=str(value))
    else:
        trace = go.Bar(x=x, y=frame[value], name=str(value))
    fig = go.Figure(trace)
    fig.update_layout(title=title, xaxis_title=str(label), yaxis_title=str(value), height=320,
                      margin=dict(l=40, r=10, t=40 if title else 10, b=40), showlegend=False)
    return fig


def reward_trace_figure(traces: dict[str, list[dict[str, float]]]) -> go.Figure | None:
    """Stacked bars of each step's weighted reward parts, one panel per player (parts come from the env as-is)."""
    traces = {name: parts for name, parts in traces.items() if parts}
    if not traces:
        return None
    components = [c for c in COMPONENT_COLOURS if any(c in p for parts in traces.values() for p in parts)]
    components += sorted({c for parts in traces.values() for p in parts for c in p} - set(components))
    fig = make_subplots(rows=1, cols=len(traces), shared_yaxes=True, subplot_titles=list(traces))
    for col, (name, parts) in enumerate(traces.items(), start=1):
        steps = list(range(1, len(parts) + 1))
        for component in components:
            fig.add_trace(go.Bar(
                x=steps, y=[p.get(component, 0.0) for p in parts], name=component, legendgroup=component,
                marker_color=COMPONENT_COLOURS.get(component), showlegend=col == 1,
            ), row=1, col=col)
        fig.update_xaxes(title_text="step", dtick=1, row=1, col=col)
    fig.update_layout(barmode="relative", height=340, margin=dict(l=40, r=10, t=40, b=40),
                      legend=dict(orientation="h", y=-0.25), yaxis_title="reward")
    return fig


def line_figure(series: dict[str, list[float]], x_title: str, y_title: str, height: int = 300) -> go.Figure | None:
    """One line per named series (score over steps, accuracy over training): the small shared line chart."""
    series = {name: values for name, values in series.items() if values}
    if not series:
        return None
    fig = go.Figure([go.Scatter(x=list(range(len(v))), y=v, mode="lines+markers", name=n) for n, v in series.items()])
    fig.update_layout(xaxis_title=x_title, yaxis_title=y_title, height=height, margin=dict(l=40, r=10, t=10, b=40))
    return fig


def grouped_bar_figure(frame: pd.DataFrame, x: str, y: str, group: str, y_title: str | None = None) -> go.Figure | None:
    """Bars of ``y`` by ``x``, one colour per ``group`` (eval accuracy per database and policy)."""
    if frame is None or frame.empty:
        return None
    fig = go.Figure([go.Bar(x=part[x].astype(str), y=part[y], name=str(name)) for name, part in frame.groupby(group, sort=False)])
    fig.update_layout(barmode="group", xaxis_title=x, yaxis_title=y_title or y, height=320,
                      margin=dict(l=40, r=10, t=10, b=40))
    return fig
