"""The Train tab: launch an SFT or GRPO job, watch it (phase, an honest progress bar and ETA, live curves, log),
cancel it, and hand a finished job's adapter to the Analyst tab in one click. Layout and wiring only: the job
runner is models/jobs.py, whose state lives on disk, so a page reload (or a new app process) shows the same job;
progress is models/progress.py.

The defaults run on a fresh clone: GRPO with models/configs/grpo_quick_cpu.yaml from the newest finished SFT job's
adapter, else the shipped one (a dropdown of what exists on this machine).
"""

from __future__ import annotations

import html
import math
from pathlib import Path

import gradio as gr

from models import jobs
from ui.services import Services, adapter_short_name

ROOT = Path(__file__).resolve().parent.parent
CONFIGS_DIR = ROOT / "models" / "configs"
DEFAULT_CONFIGS = {"grpo": "models/configs/grpo_quick_cpu.yaml",  # 8.1 min on 2 idle CPU cores
                   "sft": "models/configs/sft_smollm2.yaml"}  # the shipped adapter's SFT recipe (~1 h on 2 cores)
FRESH_LORA = "none"  # the start-from choice of a new LoRA on the base model
POLL_SECONDS = 2.0  # how often the tab re-reads the job's files
LOG_TAIL_CHARS = 6_000  # bytes from the end of the log shown in the page
CURVES = (("loss", "loss"), ("reward", "GRPO reward (mean episode return)"), ("heldout", "held-out accuracy"))


def config_choices() -> list[str]:
    return [str(p.relative_to(ROOT)) for p in sorted(CONFIGS_DIR.glob("*.yaml"))]


def _accuracy(entry: dict) -> str:
    if entry["heldout_accuracy"] is None or not math.isfinite(entry["heldout_accuracy"]):
        return "not evaluated"
    n = entry.get("heldout_n")
    return f"{entry['heldout_accuracy']:.1%}" + (f" of {n}" if n else "")


def adapter_label(entry: dict) -> str:
    """How an adapter is named in the page: its name, where it comes from and its held-out figure (never a path)."""
    return f"{entry['name']} ({entry['source']} · held-out {_accuracy(entry)})"


def config_kind(config_path: str | None) -> str:
    """The episode kind a config trains ("analyst" when it cannot be read: the job start reports why)."""
    from models.config import load_config

    try:
        return load_config(ROOT / config_path).episode_kind if config_path else "analyst"
    except (OSError, ValueError, TypeError):
        return "analyst"


def start_choices(mode: str, config_path: str | None = None) -> tuple[list[tuple[str, str]], str]:
    """(label, value) entries of the start-from dropdown and its default for ``mode`` and the config's episode
    kind: GRPO continues the newest finished SFT job's adapter of that kind, else the shipped one; SFT starts a
    fresh LoRA."""
    entries = [(adapter_label(e), e["path"]) for e in jobs.start_adapters(config_kind(config_path))]
    choices = entries + [("a fresh LoRA on the base model", FRESH_LORA)]
    return choices, (entries[0][1] if mode == "grpo" and entries else FRESH_LORA)


def agent_adapter_choices() -> list[tuple[str, str]]:
    """Every adapter on this machine, newest job first, and the base model alone (the Analyst tab's agent)."""
    entries = [(adapter_label(e), e["path"]) for e in reversed(jobs.list_adapters("analyst"))]
    return entries + [("the base model alone (no adapter)", "none")]


def agent_adapter(services: Services) -> str | None:
    """The adapter the Analyst tab's agent uses now: the one handed over here, else the shipped default."""
    if services.adapter_id:
        return services.adapter_id
    shipped = [e["path"] for e in jobs.list_adapters("analyst") if e["source"] == "shipped"]
    return shipped[0] if shipped else "none"


def adapter_rows() -> list[list]:
    """One row per adapter; a job's adapter says whether its job finished, runs, failed or was cancelled."""
    state = {"finished": "finished", "running": "job running", "failed": "job failed", "cancelled": "job cancelled"}
    return [[e["name"], e["source"], _accuracy(e), state.get(e.get("state", "finished"), e.get("state"))]
            for e in jobs.list_adapters()]


def adapters_signature() -> tuple:
    return tuple((e["path"], e.get("finished")) for e in jobs.list_adapters())


def adapter_name(path: str | None) -> str:
    """An adapter's short name: the folder, or <job id>/best for a job's; "a fresh LoRA" for none."""
    if not path or path.lower() == FRESH_LORA:
        return "a fresh LoRA"
    return adapter_short_name(path)


def duration(seconds: float) -> str:
    return f"{seconds:.0f} s" if seconds < 90 else f"{seconds / 60:.1f} min"


def eta_text(status: jobs.JobStatus) -> str:
    if status.state != "running":
        return ""
    if status.eta_s is None:
        return "ETA: measuring (nothing timed yet)"
    if status.eta_partial:
        return f"ETA ≥ {duration(status.eta_s)} (the rest is not timed yet)"
    return f"ETA {duration(status.eta_s)}"


def progress_html(status: jobs.JobStatus | None) -> str:
    """The progress bar: the share of the job's work done (1 only once it has finished) and the ETA."""
    if status is None:
        return '<div id="train-progress-bar" data-state="none" data-progress="0"></div>'
    percent = f"{status.progress:.0%}"
    colour = {"finished": "#16a34a", "failed": "#dc2626", "cancelled": "#9ca3af"}.get(status.state, "#2563eb")
    caption = " · ".join(x for x in (percent, html.escape(status.phase), eta_text(status)) if x)
    return (f'<div id="train-progress-bar" data-state="{status.state}" data-progress="{status.progress:.4f}" '
            f'style="border:1px solid #d1d5db;border-radius:6px;height:26px;position:relative;overflow:hidden">'
            f'<div style="width:{status.progress:.2%};height:100%;background:{colour};opacity:.35"></div>'
            f'<span style="position:absolute;left:8px;top:3px;font-size:14px">{caption}</span></div>')


def status_text(status: jobs.JobStatus | None) -> str:
    if status is None:
        return "No training job yet."
    parts = [f"optimizer steps {status.step}/{status.total}",
             f"held-out evaluations {status.evals_done}/{status.evals_planned}", f"elapsed {duration(status.elapsed_s)}"]
    if status.init_adapter:
        parts.append(f"started from {adapter_name(status.init_adapter)}")
    latest = ", ".join(f"{k} {v:.4g}" if isinstance(v, float) else f"{k} {v}" for k, v in status.latest.items()
                       if k in ("loss", "reward", "rollout_return", "rollout_accuracy", "learning_rate"))
    best = status.best_accuracy
    heldout = "" if best is None or not math.isfinite(best) else f" · best held-out accuracy {best:.1%}"
    phase = "" if status.phase == status.state else f" — {status.phase}"
    return (f"**{status.mode.upper()} job {status.job_id}: {status.state}**{phase}\n\n"
            + " · ".join(parts) + heldout + (f"\n\nlatest: {latest}" if latest else ""))


def curve_series(records: list[dict]) -> dict[str, tuple[list[int], list[float]]]:
    """(steps, values) per curve: training loss and GRPO reward per optimizer step, held-out accuracy per
    evaluation."""
    logs = [r for r in records if r.get("event") == "log"]
    heldout = [r for r in records if r.get("event") == "heldout" and "accuracy" in r]
    series = {"loss": ([r["step"] for r in logs if "loss" in r], [r["loss"] for r in logs if "loss" in r]),
              "reward": ([r["step"] for r in logs if "reward" in r], [r["reward"] for r in logs if "reward" in r]),
              "heldout": ([r["step"] for r in heldout], [r["accuracy"] for r in heldout])}
    return {k: v for k, v in series.items() if v[0]}


def curves(status: jobs.JobStatus | None):
    """One panel per curve, sharing the optimizer-step axis; None before anything was logged."""
    if status is None:
        return None
    series = curve_series(jobs.read_metrics(Path(status.output_dir)))
    if not series:
        return None
    from plotly.subplots import make_subplots

    names = [(key, title) for key, title in CURVES if key in series]
    fig = make_subplots(rows=len(names), cols=1, shared_xaxes=True, subplot_titles=[t for _, t in names],
                        vertical_spacing=0.12)
    for row, (key, title) in enumerate(names, start=1):
        steps, values = series[key]
        fig.add_scatter(x=steps, y=values, mode="lines+markers", name=title, row=row, col=1)
        if key == "heldout":
            fig.update_yaxes(range=[0, 1], tickformat=".0%", row=row, col=1)
    fig.update_xaxes(title_text="optimizer step", row=len(names), col=1)
    fig.update_layout(height=180 + 150 * len(names), showlegend=False, margin=dict(l=50, r=10, t=30, b=40))
    return fig


def metrics_signature(status: jobs.JobStatus | None) -> tuple:
    """Changes whenever the job's metrics file grows: the curves are redrawn only then."""
    if status is None:
        return ()
    path = Path(status.output_dir) / "metrics.jsonl"
    return (status.job_id, path.stat().st_size if path.exists() else 0)


def build_train_tab(services: Services) -> None:
    with gr.Tab("Train", id="train", elem_id="tab-train") as tab:
        gr.Markdown("Train the agent's LoRA adapter: an SFT warm-up on expert episodes, then GRPO on whole episodes. "
                    "One job at a time; it runs in the background and survives a reload. The default job (GRPO, "
                    "`grpo_quick_cpu.yaml`) took 8 minutes on 2 idle CPU cores; the bar and ETA count "
                    "optimizer steps and held-out evaluations as they are measured.")
        first_choices, first_default = start_choices("grpo")
        with gr.Row():
            mode = gr.Radio(["grpo", "sft"], value="grpo", label="Stage", elem_id="train-mode")
            config = gr.Dropdown(config_choices(), value=DEFAULT_CONFIGS["grpo"], label="Config",
                                 elem_id="train-config")
            start_from = gr.Dropdown(first_choices, value=first_default, label="Start from",
                                     elem_id="train-start-from")
        overrides = gr.Textbox(label="Overrides (key=value, one per line)", placeholder="max_steps=20", lines=2,
                               elem_id="train-overrides")
        with gr.Row():
            start = gr.Button("Start job", variant="primary", elem_id="train-start")
            cancel = gr.Button("Cancel job", variant="stop", interactive=False,  # enabled while a job runs
                               elem_id="train-cancel")
        message = gr.Markdown(elem_id="train-message")
        bar = gr.HTML(lambda: progress_html(jobs.job_status()), elem_id="train-progress")
        status = gr.Markdown(lambda: status_text(jobs.job_status()), elem_id="train-status")
        use_job = gr.Button("Use this job's adapter in the Analyst tab", visible=False, elem_id="train-use-job-adapter")
        plot = gr.Plot(label="Curves", elem_id="train-curves")
        log = gr.Textbox(label="Log (tail)", lines=12, max_lines=12, autoscroll=True, elem_id="train-log")
        adapters = gr.Dataframe(headers=["adapter", "source", "held-out accuracy", "state"], label="Adapters",
                                interactive=False, elem_id="train-adapters")
        with gr.Row():
            chosen = gr.Dropdown(agent_adapter_choices(), value=agent_adapter(services),
                                 label="Adapter for the Analyst tab's agent", elem_id="train-adapter-choice")
            use = gr.Button("Use in the Analyst tab", elem_id="train-use-adapter")
        seen = gr.State(((), ()))  # (metrics signature, adapters signature) last drawn
        timer = gr.Timer(POLL_SECONDS)

        def show(stage, config_path, drawn):
            current = jobs.job_status()
            metrics_seen, adapters_seen = drawn
            out = {bar: progress_html(current), status: status_text(current),
                   log: jobs.tail_log(current.job_id, LOG_TAIL_CHARS) if current else "",
                   use_job: gr.update(visible=bool(current and current.state == "finished" and current.adapter)),
                   cancel: gr.update(interactive=bool(current and current.state == "running"))}
            signature = metrics_signature(current)
            out[plot] = curves(current) if signature != metrics_seen else gr.skip()
            adapters_now = adapters_signature()
            if adapters_now != adapters_seen:  # a job produced or finished an adapter: offer it
                choices, default = start_choices(stage, config_path)
                out.update({adapters: adapter_rows(), start_from: gr.update(choices=choices, value=default),
                            chosen: gr.update(choices=agent_adapter_choices())})
            else:
                out.update({adapters: gr.skip(), start_from: gr.skip(), chosen: gr.skip()})
            out[seen] = (signature, adapters_now)
            return out

        def on_mode(stage):
            choices, default = start_choices(stage, DEFAULT_CONFIGS[stage])
            return {config: DEFAULT_CONFIGS[stage], start_from: gr.update(choices=choices, value=default)}

        def on_config(stage, config_path):  # an index-tuning config starts from index-tuning adapters
            choices, default = start_choices(stage, config_path)
            return gr.update(choices=choices, value=default)

        def do_start(stage, config_path, adapter, override_text):
            lines = [line.strip() for line in (override_text or "").splitlines() if line.strip()]
            try:
                job = jobs.start_job(stage, config_path or None, lines, init_adapter=adapter or FRESH_LORA)
            except (jobs.JobBusy, FileNotFoundError, ValueError) as error:
                return {message: f"⚠️ {error}"}
            return {message: f"Started {job.mode.upper()} job {job.job_id} from {adapter_name(job.init_adapter)}."}

        def do_cancel():
            stopped = jobs.cancel_job()
            return {message: "No job is running." if stopped is None else f"Job {stopped.job_id}: {stopped.state}."}

        def hand_to_agent(path: str | None) -> dict:
            path = (path or "").strip()
            if not path:
                return {message: "⚠️ Choose an adapter first.", chosen: gr.skip()}
            try:
                services.adapter_id = "none" if path.lower() == "none" else jobs.check_adapter(path)
            except FileNotFoundError as error:
                return {message: f"⚠️ {error}", chosen: gr.skip()}
            name = "the base model alone" if services.adapter_id == "none" else f"adapter {adapter_name(path)}"
            return {message: f"✓ The agent now uses {name} for the episodes it was trained on (the Analyst tab's, "
                             "or the Index tuning tab's): it loads on its next run.",
                    chosen: gr.update(choices=agent_adapter_choices(), value=services.adapter_id)}

        def do_use_job():
            current = jobs.job_status()
            return hand_to_agent(current.adapter if current and current.state == "finished" else None)

        outputs = [bar, status, plot, log, use_job, cancel, adapters, start_from, chosen, seen]
        quiet = {"show_progress": "hidden"}  # polling: no spinner over the page every two seconds
        shown = [mode, config, seen]
        timer.tick(show, shown, outputs, **quiet)
        tab.select(show, shown, outputs, **quiet)
        mode.change(on_mode, [mode], [config, start_from])
        config.input(on_config, [mode, config], [start_from])
        start.click(do_start, [mode, config, start_from, overrides], [message]).then(show, shown, outputs, **quiet)
        cancel.click(do_cancel, outputs=[message]).then(show, shown, outputs, **quiet)
        use.click(hand_to_agent, [chosen], [message, chosen])
        use_job.click(do_use_job, outputs=[message, chosen])
