"""Charts chosen from a result's shape, and the reward trace of episodes: pure functions returning Plotly figures.

    fig = chart_for(frame)          # bar for category -> number, line for dates -> number, scatter for
                                    # number -> number, None for a scalar; axes titled in words
    readable_label("SUM(o.quantity * p.price)")   # 'total of quantity × price'
    fig = reward_trace_figure({"baseline": [{"execution": 0.1, "step_cost": -0.02}, ...], "llm": [...]})

No UI code here: the app shows whatever comes back (``None`` means "no chart fits this result").
"""

from __future__ import annotations

import re

import pandas as pd
import plotly.graph_objects as go
import sqlglot
from plotly.subplots import make_subplots
from sqlglot import exp

from envs.words import human_words, plural

MAX_BARS = 30  # more categories than this make an unreadable bar chart: show the table only
MIN_POINTS = 2  # a chart of one row says nothing a sentence does not
MIN_SCATTER_POINTS = 3  # two (number, number) points are a line segment, not a relationship
LONG_LABEL = 14  # category labels longer than this on average read better on a horizontal bar chart
PLAIN_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_ ]*$")  # a column name that is already words
AGGREGATE_WORDS = {"count": "number", "sum": "total", "avg": "average", "min": "lowest", "max": "highest",
                   "total": "total", "groupconcat": "list"}  # sqlglot's expression key -> how people say it
WRAPPER_KEYS = ("round", "cast", "coalesce", "abs", "paren", "alias")  # functions that do not change what a value is
ARITHMETIC = {"mul": "×", "div": "/", "add": "+", "sub": "−"}  # operators as printed in an axis title
DATE_PARTS = {"%Y": "year", "%m": "month", "%Y-%m": "month", "%d": "day", "%Y-%m-%d": "day", "%H": "hour",
              "%w": "weekday", "%W": "week"}  # strftime formats -> the period they label
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


def readable_label(column) -> str:
    """A result column's name as an axis title: plain names as words ("unit_price" -> "unit price"), SQL
    expressions read aloud ("COUNT(*)" -> "number of rows", "AVG(p.price)" -> "average price",
    "strftime('%Y', order_date)" -> "year of order date"); as written when it cannot be read."""
    name = str(column).strip()
    if PLAIN_NAME.match(name):
        return human_words(name).lower() or name
    try:
        tree = sqlglot.parse_one(name, read="sqlite")
    except Exception:  # not an expression sqlglot reads: the name as the database gave it
        return name
    return _expression_words(tree) or name


def _expression_words(node: exp.Expression) -> str:
    while node.key in WRAPPER_KEYS and node.this is not None:
        node = node.this
    if isinstance(node, exp.Column):
        return human_words(node.name).lower()
    if isinstance(node, exp.Star):
        return "rows"
    if isinstance(node, exp.Literal):
        return node.name
    if isinstance(node, exp.Distinct):
        return "distinct " + " ".join(_expression_words(e) for e in node.expressions)
    if node.key in AGGREGATE_WORDS:
        inner = _expression_words(node.this) if node.this is not None else "rows"
        if node.key == "count":
            return f"number of {inner if inner == 'rows' else plural(inner)}"
        joiner = " of " if any(sign in inner for sign in ARITHMETIC.values()) else " "
        return f"{AGGREGATE_WORDS[node.key]}{joiner}{inner}"
    if isinstance(node, exp.TimeToStr) or node.key == "strftime":
        fmt = node.args.get("format")
        period = DATE_PARTS.get(fmt.name if fmt is not None else "", "period")
        return f"{period} of {_expression_words(node.this)}"
    if node.key in ARITHMETIC:
        return f"{_expression_words(node.left)} {ARITHMETIC[node.key]} {_expression_words(node.right)}"
    columns = [human_words(c.name).lower() for c in node.find_all(exp.Column)]
    return " ".join(dict.fromkeys(columns))


def chart_kind(frame: pd.DataFrame | None) -> str | None:
    """From the result's shape: (date, number) -> 'line', (category, number) -> 'bar' ('barh' when the labels
    are long), (number, number) -> 'scatter'; None for a scalar, one row, no number or too many categories."""
    if frame is None or len(frame) < MIN_POINTS or len(frame.columns) < 2:
        return None
    label, value = frame.columns[0], frame.columns[-1]
    if not _is_number(frame[value]):
        return None
    if _is_date(frame[label], str(label)):
        return "line"
    if frame[label].dropna().empty:
        return None
    if _is_number(frame[label]) and not pd.api.types.is_integer_dtype(frame[label]):
        return "scatter" if len(frame) >= MIN_SCATTER_POINTS else None
    if len(frame) > MAX_BARS:
        return None
    return "barh" if frame[label].astype(str).str.len().mean() > LONG_LABEL else "bar"


def chart_for(frame: pd.DataFrame | None, title: str | None = None) -> go.Figure | None:
    """A Plotly figure suited to the result, or None (a scalar, a single row, text only, too many categories).
    Axis titles are the columns' names in words (``readable_label``)."""
    kind = chart_kind(frame)
    if kind is None:
        return None
    label, value = frame.columns[0], frame.columns[-1]
    x_title, y_title = readable_label(label), readable_label(value)
    x = frame[label].astype(str)
    if kind == "line":
        data = frame.assign(_x=x).sort_values("_x")
        trace = go.Scatter(x=data["_x"], y=data[value], mode="lines+markers", name=y_title)
    elif kind == "scatter":
        trace = go.Scatter(x=frame[label], y=frame[value], mode="markers", name=y_title)
    elif kind == "barh":  # long labels: categories down the side, first row on top
        trace = go.Bar(x=frame[value], y=x, orientation="h", name=y_title)
        x_title, y_title = y_title, x_title
    else:
        trace = go.Bar(x=x, y=frame[value], name=y_title)
    fig = go.Figure(trace)
    fig.update_layout(title=title, xaxis_title=x_title, yaxis_title=y_title, height=320,
                      margin=dict(l=40, r=10, t=40 if title else 10, b=40), showlegend=False)
    if kind == "barh":
        fig.update_yaxes(autorange="reversed", automargin=True)
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


def share_per_row_figure(frame: pd.DataFrame, label: str, share: str) -> go.Figure | None:
    """One horizontal bar per row of ``frame``, its ``share`` (0-1) as a percentage, labelled by ``label`` in the
    frame's order from the top: long labels (eval report names) read across, and the chart grows with the rows."""
    if frame is None or frame.empty:
        return None
    fig = go.Figure(go.Bar(x=frame[share], y=frame[label].astype(str), orientation="h",
                           text=[f"{v:.1%}" for v in frame[share]], textposition="auto"))
    fig.update_layout(height=90 + 24 * len(frame), xaxis=dict(title=share, tickformat=".0%", range=[0, 1]),
                      yaxis=dict(autorange="reversed", automargin=True), margin=dict(l=10, r=10, t=10, b=40))
    return fig


def grouped_bar_figure(frame: pd.DataFrame, x: str, y: str, group: str, y_title: str | None = None) -> go.Figure | None:
    """Bars of ``y`` by ``x``, one colour per ``group`` (eval accuracy per database and policy)."""
    if frame is None or frame.empty:
        return None
    fig = go.Figure([go.Bar(x=part[x].astype(str), y=part[y], name=str(name)) for name, part in frame.groupby(group, sort=False)])
    fig.update_layout(barmode="group", xaxis_title=x, yaxis_title=y_title or y, height=320,
                      margin=dict(l=40, r=10, t=10, b=40))
    return fig
