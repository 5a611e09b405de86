"""Training jobs for the app: one background training process at a time, its progress, its log, cancel, adapters.

    from models import jobs
    job = jobs.start_job("sft", "models/configs/sft_smollm2.yaml", ["max_steps=20"])
    jobs.start_job("grpo", "models/configs/grpo_quick_cpu.yaml", init_adapter=jobs.default_start_adapter())
    jobs.job_status()              # JobStatus: state, phase, steps and evaluations, honest ETA and progress
    text, offset = jobs.read_log(job.job_id, offset=0)      # stream the log from an offset
    jobs.cancel_job()              # stops the whole process group
    jobs.list_adapters()           # shipped + produced adapters with their held-out figures
    jobs.start_adapters()          # what a GRPO job may start from: finished SFT jobs (newest first), shipped ones
    jobs.check_adapter(path)       # the folder if it holds an adapter (the app then hands it to the agent)

Everything lives on disk under ``<runs>/jobs/`` (runs: ``$SQL_STUDIO_RUNS`` or ``runs/``; ``$SQL_STUDIO_JOBS``
overrides the jobs folder itself): ``<id>/job.json`` (command, pid,
times, output folder), ``<id>/train.log`` (stdout+stderr), ``<id>/returncode`` (written by the supervisor when the
process ends) and the run's own ``metrics.jsonl``; so a page reload, or a new app process, sees the same job.
The supervisor is this module run as ``python -m models.jobs supervise <job_dir> -- <argv>``: it starts the training
command in its own process group, waits, and records the exit code.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
import uuid
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from agent.reports import adapter_report, runs_dir
from models.config import adapter_kinds, check_adapter_kind, load_config, plays_kind
from models.progress import training_progress

ROOT = Path(__file__).resolve().parent.parent
ASSET_ADAPTERS = ROOT / "assets" / "adapters"
LOG_FILE = "train.log"
JOB_FILE = "job.json"
RC_FILE = "returncode"
CANCELLED_FILE = "cancelled"
READ_CHUNK = 64_000  # characters returned per read_log call: a screenful of trainer output and then some
CHILD_ENV = {"GRADIO_ANALYTICS_ENABLED": "False", "HF_HUB_OFFLINE": "1", "TRL_EXPERIMENTAL_SILENCE": "1",
             "PYTHONUNBUFFERED": "1"}


class JobBusy(RuntimeError):
    """A training job is already running (one at a time: the machine has the cores for one)."""


@dataclass
class JobStatus:
    job_id: str
    mode: str
    state: str  # running | finished | failed | cancelled
    command: list[str]
    output_dir: str
    started: float
    ended: float | None = None
    phase: str = ""  # what it is doing now, in words (models/progress.py)
    step: int = 0
    total: int = 0
    evals_done: int = 0  # held-out evaluations finished
    evals_planned: int = 0
    eval_episodes: tuple[int, int] | None = None  # (done, of) in the evaluation running now
    progress: float = 0.0  # share of the work done: 1 only once the job has finished
    eta_s: float | None = None  # seconds of timed work left; None: nothing timed yet
    eta_partial: bool = False  # True: the ETA leaves out work not timed yet (a lower bound)
    elapsed_s: float = 0.0
    latest: dict[str, Any] = field(default_factory=dict)  # loss / reward / lr of the last log line
    heldout: dict[str, Any] | None = None  # the last held-out evaluation
    best_accuracy: float | None = None
    adapter: str | None = None  # the chosen adapter once the run is done
    returncode: int | None = None
    init_adapter: str | None = None  # the adapter the job started from

    def to_dict(self) -> dict:
        return asdict(self)


def jobs_dir() -> Path:
    folder = Path(os.environ.get("SQL_STUDIO_JOBS") or runs_dir() / "jobs")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def _pid_alive(pid: int | None) -> bool:
    if not pid:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    try:  # a zombie has exited
        return Path(f"/proc/{pid}/stat").read_text().split(") ")[1][:1] != "Z"
    except OSError:
        return True


def _jobs() -> list[Path]:
    found = [p for p in jobs_dir().iterdir() if (p / JOB_FILE).exists()]
    return sorted(found, key=lambda p: json.loads((p / JOB_FILE).read_text())["started"])


def _state(job_dir: Path, meta: dict) -> tuple[str, int | None]:
    rc_path = job_dir / RC_FILE
    returncode = int(rc_path.read_text().strip() or -1) if rc_path.exists() else None
    if (job_dir / CANCELLED_FILE).exists():
        return "cancelled", returncode
    if returncode is None:
        return ("running" if _pid_alive(meta.get("supervisor_pid")) else "failed"), None
    return ("finished" if returncode == 0 else "failed"), returncode


def running_job() -> str | None:
    for job_dir in reversed(_jobs()):
        meta = json.loads((job_dir / JOB_FILE).read_text())
        if _state(job_dir, meta)[0] == "running":
            return job_dir.name
    return None


def start_job(mode: str, config: str | Path | None = None, overrides: list[str] | None = None,
              argv: list[str] | None = None, job_id: str | None = None, init_adapter: str | None = None) -> JobStatus:
    """Start ``python -m models.train MODE --config CONFIG overrides [init_adapter=A] output_dir=<job>/out`` in the
    background. ``init_adapter``: the adapter to start from ("none": a fresh LoRA; None: the config's own).

    ``argv`` replaces the whole command (tests run a short dummy); it still gets OUTPUT_DIR in its environment.
    """
    busy = running_job()
    if busy:
        raise JobBusy(f"job {busy} is still running: cancel it or wait for it to finish")
    if config and not (ROOT / config).is_file():
        raise FileNotFoundError(f"no config file {config}")
    if init_adapter is not None:
        start_from = "none" if init_adapter.lower() in ("", "none") else check_adapter(init_adapter)
        overrides = list(overrides or []) + [f"init_adapter={start_from}"]
        if start_from != "none" and argv is None:  # refused now, not in a job that fails after loading the model
            check_adapter_kind(start_from, load_config(ROOT / config if config else None, overrides).episode_kind)
    job_id = job_id or time.strftime("%Y%m%d-%H%M%S") + "-" + uuid.uuid4().hex[:4]
    job_dir = jobs_dir() / job_id
    out = job_dir / "out"
    out.mkdir(parents=True, exist_ok=True)
    if argv is None:
        argv = [sys.executable, "-m", "models.train", mode] + (["--config", str(config)] if config else [])
        argv += list(overrides or []) + [f"output_dir={out}"]
    meta = {"job_id": job_id, "mode": mode, "command": argv, "output_dir": str(out), "started": time.time(),
            "init_adapter": init_adapter}
    (job_dir / JOB_FILE).write_text(json.dumps(meta, indent=1))
    supervisor = subprocess.Popen(
        [sys.executable, "-m", "models.jobs", "supervise", str(job_dir), "--", *argv], cwd=ROOT,
        env={**os.environ, **CHILD_ENV, "OUTPUT_DIR": str(out)}, stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    meta["supervisor_pid"] = supervisor.pid
    (job_dir / JOB_FILE).write_text(json.dumps(meta, indent=1))
    return job_status(job_id)


def read_metrics(out: Path) -> list[dict]:
    """The run's metrics.jsonl records (a line still being written is skipped)."""
    path = out / "metrics.jsonl"
    if not path.exists():
        return []
    records = []
    for line in path.read_text().splitlines():
        try:
            records.append(json.loads(line))
        except json.JSONDecodeError:  # a line being written right now
            continue
    return records


def job_status(job_id: str | None = None) -> JobStatus | None:
    """The job's state, phase and progress from disk (the running job, else the latest, when no id is given)."""
    if job_id is None:
        job_id = running_job() or (_jobs()[-1].name if _jobs() else None)
        if job_id is None:
            return None
    job_dir = jobs_dir() / job_id
    meta = json.loads((job_dir / JOB_FILE).read_text())
    state, returncode = _state(job_dir, meta)
    status = JobStatus(job_id, meta["mode"], state, meta["command"], meta["output_dir"], meta["started"],
                       returncode=returncode, init_adapter=meta.get("init_adapter"))
    ended = [job_dir / RC_FILE, job_dir / CANCELLED_FILE]
    status.ended = min((p.stat().st_mtime for p in ended if p.exists()), default=None)
    status.elapsed_s = round((status.ended or time.time()) - status.started, 1)
    records = read_metrics(Path(meta["output_dir"]))
    for record in records:
        event = record.get("event")
        if event == "log":
            status.latest = {k: v for k, v in record.items()
                             if k not in ("event", "time", "mode", "step", "total", "elapsed_s", "eta_s", "step_s")}
        elif event == "rollout":
            status.latest = {**status.latest, "rollout_return": record.get("mean_return"),
                             "rollout_accuracy": record.get("accuracy")}
        elif event == "heldout":
            status.heldout = record
            status.best_accuracy = record.get("best_accuracy")
        elif event == "done":
            status.adapter = record.get("adapter")
    progress = training_progress(records, now=status.ended)
    status.phase, status.step, status.total = progress.phase, progress.step, progress.total
    status.evals_done, status.evals_planned = progress.evals_done, progress.evals_planned
    status.eval_episodes, status.progress = progress.eval_episodes, progress.fraction
    status.eta_s, status.eta_partial = progress.eta_s, progress.eta_partial
    if state == "finished":
        status.phase, status.progress, status.eta_s, status.eta_partial = "finished", 1.0, 0.0, False
    elif state != "running":
        status.eta_s, status.eta_partial = None, False
        failed = state == "failed" and returncode is not None
        status.phase = f"failed (exit code {returncode}): see the log" if failed else state
    return status


def read_log(job_id: str | None = None, offset: int = 0, limit: int = READ_CHUNK) -> tuple[str, int]:
    """Log text from byte ``offset`` on (at most ``limit`` bytes) and the offset to continue from."""
    status = job_status(job_id)
    if status is None:
        return "", offset
    path = jobs_dir() / status.job_id / LOG_FILE
    if not path.exists():
        return "", offset
    with path.open("rb") as handle:
        handle.seek(offset)
        data = handle.read(limit)
    return data.decode("utf-8", errors="replace"), offset + len(data)


def tail_log(job_id: str | None = None, limit: int = READ_CHUNK) -> str:
    """The last ``limit`` bytes of the job's log (what a page shows)."""
    status = job_status(job_id)
    path = jobs_dir() / status.job_id / LOG_FILE if status else None
    if path is None or not path.exists():
        return ""
    return read_log(status.job_id, max(0, path.stat().st_size - limit), limit)[0]


def follow_log(job_id: str | None = None, poll_s: float = 1.0):
    """Yield the log as it grows until the job ends (for a streaming UI callback)."""
    offset = 0
    while True:
        text, offset = read_log(job_id, offset)
        if text:
            yield text
        status = job_status(job_id)
        if status is None or (status.state != "running" and not text):
            return
        if not text:
            time.sleep(poll_s)


def cancel_job(job_id: str | None = None, wait_s: float = 10.0) -> JobStatus | None:
    """Stop the running job's process group (SIGTERM, then SIGKILL after ``wait_s``)."""
    job_id = job_id or running_job()
    if job_id is None:
        return None
    job_dir = jobs_dir() / job_id
    meta = json.loads((job_dir / JOB_FILE).read_text())
    (job_dir / CANCELLED_FILE).write_text(str(time.time()))
    pgid = meta.get("supervisor_pid")
    for sig in (signal.SIGTERM, signal.SIGKILL):
        try:
            os.killpg(pgid, sig)
        except (ProcessLookupError, PermissionError, TypeError):
            break
        deadline = time.time() + wait_s
        while time.time() < deadline and _pid_alive(pgid):
            time.sleep(0.1)
        if not _pid_alive(pgid):
            break
    return job_status(job_id)


def _adapter_entry(path: Path, source: str) -> dict:
    """An adapter folder with the held-out figures of its own weights (agent/reports.py: the eval folder's manifest
    row for those weights, else the job's tracking report), or a run's summary."""
    entry: dict[str, Any] = {"name": path.parent.name if path.name in ("best", "final") else path.name,
                             "path": str(path), "source": source, "heldout_accuracy": None, "heldout_n": None,
                             "by_difficulty": None, "kinds": sorted(adapter_kinds(path))}
    report = adapter_report(path)
    if report is not None:
        entry.update(heldout_accuracy=report.accuracy, heldout_n=report.n, eval_file=str(report.path),
                     by_difficulty={k: v["accuracy"] for k, v in report.data["by_difficulty"].items()})
        return entry
    summary = path.parent / "summary.json"
    if summary.exists():
        entry["heldout_accuracy"] = json.loads(summary.read_text()).get("best_accuracy")
    return entry


def list_adapters(kind: str | None = None) -> list[dict]:
    """The shipped adapters (assets/adapters/*) and every adapter a job produced (best/ and final/), oldest first;
    with ``kind``, only those that play that episode kind (``models.config.plays_kind``)."""
    entries = []
    if ASSET_ADAPTERS.exists():
        for folder in sorted(ASSET_ADAPTERS.iterdir()):
            if (folder / "adapter_config.json").exists():
                entries.append(_adapter_entry(folder, "shipped"))
    for job_dir in _jobs():
        meta = json.loads((job_dir / JOB_FILE).read_text())
        for name in ("best", "final"):
            folder = job_dir / "out" / name
            if (folder / "adapter_config.json").exists():
                entry = _adapter_entry(folder, f"{meta['mode'].upper()} job")
                state = _state(job_dir, meta)[0]
                entry.update(name=f"{job_dir.name}/{name}", job_id=job_dir.name, mode=meta["mode"], state=state,
                             finished=state == "finished")
                entries.append(entry)
    return [e for e in entries if kind is None or plays_kind(e["kinds"], kind)]


def start_adapters(kind: str = "analyst") -> list[dict]:
    """What a ``kind`` job may start from, the default first: every finished SFT job's adapter (newest first; best/
    before final/), then the shipped adapters. An empty list on a machine with neither (start from a fresh LoRA)."""
    order = {job_dir.name: i for i, job_dir in enumerate(_jobs())}
    adapters = list_adapters(kind)
    produced = [e for e in adapters if e.get("mode") == "sft" and e.get("finished")]
    produced.sort(key=lambda e: (-order[e["job_id"]], not e["name"].endswith("/best")))
    return produced + [e for e in adapters if e["source"] == "shipped"]


def default_start_adapter(kind: str = "analyst") -> str:
    """The adapter a ``kind`` GRPO job starts from by default: the newest finished SFT job's, else the shipped one,
    else "none" (a fresh LoRA on the base model)."""
    choices = start_adapters(kind)
    return choices[0]["path"] if choices else "none"


def check_adapter(path: str | Path) -> str:
    """``path`` as a string when it is an adapter folder (it holds adapter_config.json); FileNotFoundError if not."""
    if not (Path(path) / "adapter_config.json").exists():
        raise FileNotFoundError(f"{path} holds no adapter_config.json")
    return str(path)


def supervise(job_dir: Path, argv: list[str]) -> int:
    """Run ``argv`` with its output in the job's log and record its exit code (the job's own process group)."""
    with (job_dir / LOG_FILE).open("ab") as log:
        child = subprocess.Popen(argv, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)

        def forward(signum, frame):
            child.send_signal(signum)

        signal.signal(signal.SIGTERM, forward)
        returncode = child.wait()
    (job_dir / RC_FILE).write_text(str(returncode))
    return returncode


def main(argv: list[str] | None = None) -> None:
    argv = list(sys.argv[1:] if argv is None else argv)
    if len(argv) >= 3 and argv[0] == "supervise" and "--" in argv:
        split = argv.index("--")
        raise SystemExit(supervise(Path(argv[1]), argv[split + 1:]))
    status = job_status()
    print(json.dumps(status.to_dict() if status else None, indent=1, default=str))


if __name__ == "__main__":
    main()
