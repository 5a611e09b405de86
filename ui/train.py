"""The Train tab: launch an SFT or GRPO job, watch it (progress, ETA, curves, log), cancel it, and swap the agent's
adapter for one a job produced. Layout and wiring only: the job runner is models/jobs.py, whose state lives on disk,
so a page reload (or a new app process) shows the same job.
"""

from __future__ import annotations

from pathlib import Path

import gradio as gr

from agent.charts import line_figure
from models import jobs
from ui.services import Services

CONFIGS_DIR = Path(__file__).resolve().parent.parent / "models" / "configs"
POLL_SECONDS = 2.0  # how often the tab re-reads the job's files
LOG_TAIL_CHARS = 6_000  # bytes from the end of the log shown in the page


def config_choices() -> list[str]:
    return [str(p.relative_to(CONFIGS_DIR.parent.parent)) for p in sorted(CONFIGS_DIR.glob("*.yaml"))]


def adapter_rows() -> list[list]:
    return [[a["name"], a["source"], "" if a["heldout_accuracy"] is None else f"{a['heldout_accuracy']:.1%}", a["path"]]
            for a in jobs.list_adapters()]


def status_text(status: jobs.JobStatus | None) -> str:
    if status is None:
        return "No training job yet."
    eta = "" if status.eta_s is None else f" · ETA {status.eta_s / 60:.1f} min"
    latest = ", ".join(f"{k} {v:.4g}" if isinstance(v, float) else f"{k} {v}" for k, v in status.latest.items()
                       if k in ("loss", "reward", "rollout_return", "rollout_accuracy", "learning_rate"))
    heldout = "" if status.best_accuracy is None else f" · best held-out accuracy {status.best_accuracy:.1%}"
    return (f"**{status.mode.upper()} job {status.job_id}: {status.state}** · step {status.step}/{status.total}"
            f" ({status.progress:.0%}){eta}{heldout}" + (f"\n\nlatest: {latest}" if latest else ""))


def curves(status: jobs.JobStatus | None):
    if status is None:
        return None
    records = jobs.read_metrics(Path(status.output_dir))
    logs = [r for r in records if r.get("event") == "log"]
    return line_figure({
        "loss": [r["loss"] for r in logs if "loss" in r],
        "reward": [r["reward"] for r in logs if "reward" in r],
        "held-out accuracy": [r["accuracy"] for r in records if r.get("event") == "heldout" and "accuracy" in r],
    }, "logged step / evaluation", "value")


def build_train_tab(services: Services) -> None:
    with gr.Tab("Train", id="train", elem_id="tab-train"):
        gr.Markdown("Train the agent's LoRA adapter: an SFT warm-up on expert episodes of the training databases, then "
                    "GRPO on whole episodes. One job at a time; it runs in the background and survives a reload. "
                    "On 2 CPU cores expect minutes per step (see the README).")
        with gr.Row():
            mode = gr.Radio(["sft", "grpo"], value="grpo", label="Stage", elem_id="train-mode")
            config = gr.Dropdown(config_choices(), label="Config", elem_id="train-config")
            overrides = gr.Textbox(label="Overrides (key=value, one per line)", placeholder="max_steps=20",
                                   lines=2, elem_id="train-overrides")
        with gr.Row():
            start = gr.Button("Start job", variant="primary", elem_id="train-start")
            cancel = gr.Button("Cancel job", elem_id="train-cancel")
        message = gr.Markdown(elem_id="train-message")
        status = gr.Markdown(elem_id="train-status")
        plot = gr.Plot(label="Curves", elem_id="train-curves")
        log = gr.Textbox(label="Log (tail)", lines=12, max_lines=12, autoscroll=True, elem_id="train-log")
        adapters = gr.Dataframe(headers=["adapter", "source", "held-out accuracy", "path"], label="Adapters",
                                interactive=False, elem_id="train-adapters")
        with gr.Row():
            chosen = gr.Textbox(label="Adapter path to use ('none' for the base model)", elem_id="train-adapter-path")
            use = gr.Button("Use this adapter", elem_id="train-use-adapter")
        timer = gr.Timer(POLL_SECONDS)

        def show():
            current = jobs.job_status()
            return {status: status_text(current), plot: curves(current), adapters: adapter_rows(),
                    log: jobs.tail_log(current.job_id, LOG_TAIL_CHARS) if current else ""}

        def do_start(stage, config_path, override_text):
            try:
                job = jobs.start_job(stage, config_path or None, [line.strip() for line in (override_text or "").splitlines()
                                                                   if line.strip()])
            except (jobs.JobBusy, FileNotFoundError, ValueError) as error:
                return {message: f"⚠️ {error}"}
            return {message: f"Started {job.mode} job {job.job_id}."}

        def do_cancel():
            stopped = jobs.cancel_job()
            return {message: "No job is running." if stopped is None else f"Job {stopped.job_id}: {stopped.state}."}

        def do_use(path):
            path = (path or "").strip()
            try:
                jobs.use_adapter(None if path.lower() in ("", "none") else path)
            except (FileNotFoundError, OSError, ValueError) as error:
                return {message: f"⚠️ {error}"}
            services.adapter_id = path or "none"
            return {message: f"The agent now uses adapter {path or 'none'} (next run)."}

        outputs = [status, plot, log, adapters]
        timer.tick(show, outputs=outputs)
        start.click(do_start, [mode, config, overrides], [message]).then(show, outputs=outputs)
        cancel.click(do_cancel, outputs=[message]).then(show, outputs=outputs)
        use.click(do_use, [chosen], [message])
