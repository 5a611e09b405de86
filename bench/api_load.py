"""The API under load: N sessions stepping in parallel over loopback, over HTTP sessions and over OpenEnv's
WebSocket, side by side in one run; p50/p95 step latency, throughput, errors, cross-talk.

    python -m bench api_load [--sessions 50] [--steps 10] [--timeout 120] [--transport both|http|ws]
                             [--url http://127.0.0.1:7860]

Without ``--url`` a real uvicorn server (``envs.server.create_api``) is started in a thread on a free loopback port
and stopped at the end, so client and server share this process and its cores (figures are conservative). Each
session resets onto its own analyst task, then sends ``--steps`` QUERY steps at once with the others; every query
selects a token unique to the session and step, and the answer must carry that token (and over HTTP the session's
own id), and at the end a state whose step count and task are the session's own — anything else counts as
cross-talk. HTTP sessions use ``POST /reset``/``/step`` with ``X-Session-Id``; WebSocket sessions are OpenEnv's own
``GenericEnvClient`` on ``ws://HOST:PORT/analyst`` (one connection each).
"""

from __future__ import annotations

import argparse
import asyncio
import math
import statistics
import time
from dataclasses import dataclass, field

import httpx

from envs.server import SESSION_HEADER, ServerConfig, create_api, serve_in_thread

DEFAULT_SESSIONS = 50
DEFAULT_STEPS = 10  # under the analyst env's 12-step budget, so no episode ends mid-run
DEFAULT_TIMEOUT_S = 120.0  # the whole run; a run that overruns reports the sessions it could not finish
TRANSPORTS = ("http", "ws")


@dataclass
class LoadReport:
    sessions: int
    steps_per_session: int
    transport: str = "http"
    step_latencies_s: list[float] = field(default_factory=list)
    reset_latencies_s: list[float] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)  # non-200 answers, exceptions, timeouts
    crosstalk: list[str] = field(default_factory=list)  # an answer that belongs to another session or step
    finished: int = 0  # sessions that completed every step and the final state check
    wall_s: float = 0.0

    @staticmethod
    def percentile(values: list[float], q: float) -> float:
        ordered = sorted(values)
        return ordered[max(0, math.ceil(len(ordered) * q / 100) - 1)] if ordered else 0.0

    def summary(self) -> str:
        ms = [s * 1e3 for s in self.step_latencies_s]
        resets = [s * 1e3 for s in self.reset_latencies_s]
        p = self.percentile
        return "\n".join([
            f"API load: {self.sessions} sessions x {self.steps_per_session} steps in parallel, loopback "
            + {"http": "HTTP (X-Session-Id)", "ws": "WebSocket (OpenEnv GenericEnvClient)"}[self.transport],
            f"{'step latency p50 / p95 / max (ms)':36s} {p(ms, 50):8.1f} / {p(ms, 95):8.1f} / {max(ms, default=0):8.1f}",
            f"{'reset latency p50 / p95 (ms)':36s} {p(resets, 50):8.1f} / {p(resets, 95):8.1f}",
            f"{'throughput (steps/s)':36s} {len(ms) / self.wall_s if self.wall_s else 0:8.1f}",
            f"{'steps timed':36s} {len(ms):8d}   mean {statistics.fmean(ms) if ms else 0:.1f} ms",
            f"{'sessions finished':36s} {self.finished:8d} / {self.sessions}",
            f"{'errors':36s} {len(self.errors):8d}" + (f"   e.g. {self.errors[0][:120]}" if self.errors else ""),
            f"{'cross-talk':36s} {len(self.crosstalk):8d}" + (f"   e.g. {self.crosstalk[0][:120]}" if self.crosstalk else ""),
            f"{'wall time (s)':36s} {self.wall_s:8.2f}",
        ])


async def _session(client: httpx.AsyncClient, i: int, task_id: str, steps: int, report: LoadReport,
                   start: asyncio.Event) -> None:
    await start.wait()
    started = time.perf_counter()
    response = await client.post("/reset", json={"kind": "analyst", "task_id": task_id})
    report.reset_latencies_s.append(time.perf_counter() - started)
    if response.status_code != 200:
        report.errors.append(f"session {i} reset: HTTP {response.status_code} {response.text[:200]}")
        return
    body = response.json()
    sid, tables = body["session_id"], body["observation"]["tables"]
    if body["observation"]["metadata"]["task_id"] != task_id:
        report.crosstalk.append(f"session {i}: reset gave task {body['observation']['metadata']['task_id']}")
    headers = {SESSION_HEADER: sid}
    for k in range(steps):
        token = f"s{i}-k{k}"
        sql = f"SELECT '{token}' AS token, COUNT(*) AS n FROM \"{tables[k % len(tables)]}\""
        started = time.perf_counter()
        response = await client.post("/step", json={"action": f"QUERY {sql}", "request_id": token}, headers=headers)
        elapsed = time.perf_counter() - started
        if response.status_code != 200:
            report.errors.append(f"session {i} step {k}: HTTP {response.status_code} {response.text[:200]}")
            return
        report.step_latencies_s.append(elapsed)
        body = response.json()
        rows = (body["observation"].get("rows") or {}).get("rows") or [[None]]
        if body["session_id"] != sid or body.get("request_id") != token or rows[0][0] != token:
            report.crosstalk.append(f"session {i} step {k}: got session {body['session_id'][:8]} rows {rows[:1]}")
    state = (await client.get("/state", headers=headers)).json()["state"]
    if (state["step_count"], state["task_id"]) != (steps, task_id):
        report.crosstalk.append(f"session {i}: state says {state['step_count']} steps on {state['task_id']}")
        return
    report.finished += 1


async def _ws_session(base_url: str, i: int, task_id: str, steps: int, report: LoadReport, start: asyncio.Event,
                      timeout_s: float) -> None:
    from openenv import GenericEnvClient  # noqa: PLC0415

    await start.wait()
    async with GenericEnvClient(base_url=f"{base_url}/analyst", message_timeout_s=timeout_s) as env:
        started = time.perf_counter()
        try:
            first = await env.reset(task_id=task_id)
        except RuntimeError as error:
            report.errors.append(f"session {i} reset: {error}")
            return
        report.reset_latencies_s.append(time.perf_counter() - started)
        tables = first.observation["tables"]
        if first.observation["metadata"]["task_id"] != task_id:
            report.crosstalk.append(f"session {i}: reset gave task {first.observation['metadata']['task_id']}")
        for k in range(steps):
            token = f"s{i}-k{k}"
            sql = f"SELECT '{token}' AS token, COUNT(*) AS n FROM \"{tables[k % len(tables)]}\""
            started = time.perf_counter()
            try:
                result = await env.step({"kind": "query", "argument": sql})
            except RuntimeError as error:
                report.errors.append(f"session {i} step {k}: {error}")
                return
            report.step_latencies_s.append(time.perf_counter() - started)
            rows = (result.observation.get("rows") or {}).get("rows") or [[None]]
            if rows[0][0] != token:
                report.crosstalk.append(f"session {i} step {k}: got rows {rows[:1]}")
        state = await env.state()
        if (state["step_count"], state["task_id"]) != (steps, task_id):
            report.crosstalk.append(f"session {i}: state says {state['step_count']} steps on {state['task_id']}")
            return
        report.finished += 1


async def run_load_async(base_url: str, sessions: int = DEFAULT_SESSIONS, steps: int = DEFAULT_STEPS,
                         timeout_s: float = DEFAULT_TIMEOUT_S, transport: str = "http") -> LoadReport:
    report = LoadReport(sessions, steps, transport)
    limits = httpx.Limits(max_connections=sessions, max_keepalive_connections=sessions)
    async with httpx.AsyncClient(base_url=base_url, timeout=timeout_s, limits=limits) as client:
        listed = (await client.get("/tasks", params={"kind": "analyst", "limit": 5000})).json()["tasks"]
        task_ids = [t["task_id"] for t in listed][:: max(1, len(listed) // sessions)][:sessions]
        task_ids = [task_ids[i % len(task_ids)] for i in range(sessions)]
        start = asyncio.Event()
        if transport == "ws":
            jobs = [asyncio.create_task(_ws_session(base_url, i, task_ids[i], steps, report, start, timeout_s))
                    for i in range(sessions)]
        else:
            jobs = [asyncio.create_task(_session(client, i, task_ids[i], steps, report, start))
                    for i in range(sessions)]
        started = time.perf_counter()
        start.set()
        done, pending = await asyncio.wait(jobs, timeout=timeout_s)
        report.wall_s = time.perf_counter() - started
        for job in pending:
            job.cancel()
            report.errors.append("a session did not finish within the time limit")
        for job in done:
            if job.exception() is not None:
                report.errors.append(f"{type(job.exception()).__name__}: {job.exception()}")
    return report


def run_load(base_url: str | None = None, **kwargs) -> LoadReport:
    """Run the load against ``base_url``, or against a fresh server in a thread when it is None."""
    if base_url is not None:
        return asyncio.run(run_load_async(base_url, **kwargs))
    sessions = kwargs.get("sessions", DEFAULT_SESSIONS)
    config = ServerConfig(max_sessions=max(sessions, 128), max_ws_sessions=max(sessions, 64))
    with serve_in_thread(create_api(config=config)) as url:
        return asyncio.run(run_load_async(url, **kwargs))


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench api_load", description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", type=int, default=DEFAULT_SESSIONS)
    parser.add_argument("--steps", type=int, default=DEFAULT_STEPS)
    parser.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT_S, help="seconds for the whole run")
    parser.add_argument("--transport", choices=("both", *TRANSPORTS), default="both")
    parser.add_argument("--url", help="an already running server (default: start one in a thread)")
    args = parser.parse_args(argv)
    failed = False
    if args.url is None:  # untimed: fills the process's caches (task lists, schemas) so neither transport pays them
        run_load(None, sessions=args.sessions, steps=1, timeout_s=args.timeout, transport="ws")
    for transport in TRANSPORTS if args.transport == "both" else (args.transport,):
        report = run_load(args.url, sessions=args.sessions, steps=args.steps, timeout_s=args.timeout,
                          transport=transport)
        print(report.summary(), end="\n\n")
        failed |= bool(report.errors or report.crosstalk or report.finished != report.sessions)
    if failed:
        raise SystemExit(1)


if __name__ == "__main__":
    main()
