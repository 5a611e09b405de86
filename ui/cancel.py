"""Stop buttons and closed tabs: the cancel events of the runs in progress, one per (tab, browser session).

A long run (an analyst episode, an arena matchup, an index-tuning run) registers a ``threading.Event`` while it
streams; the tab's Stop button sets it, and so does the end of the stream (Gradio closes a generator whose tab was
closed or whose event was cancelled). ``ui.services.Services.stream`` hands the event to every player's thread,
which checks it between steps and ends its column as "stopped".

    with RUNS.run("analyst", request.session_hash) as cancel:   # inside a generator callback
        for runs in services.stream_analyst(task, cancel=cancel): ...
    RUNS.stop("analyst", request.session_hash)                 # the Stop button's callback
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager


class RunCancellations:
    """Cancel events of live runs keyed by (tab, session); thread-safe, process-wide."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._events: dict[tuple[str, str], threading.Event] = {}

    @contextmanager
    def run(self, tab: str, session: str | None) -> Iterator[threading.Event]:
        """A fresh cancel event for this tab and session while the block runs; set (and forgotten) when it ends."""
        key, event = (tab, session or ""), threading.Event()
        with self._lock:
            previous = self._events.get(key)
            self._events[key] = event
        if previous is not None:  # one run per tab and session: a new one supersedes the last
            previous.set()
        try:
            yield event
        finally:
            event.set()  # ended, stopped or closed: the players stop at their next step
            with self._lock:
                if self._events.get(key) is event:
                    del self._events[key]

    def stop(self, tab: str, session: str | None) -> bool:
        """Ask this tab's run in this session to stop; False when none is running."""
        with self._lock:
            event = self._events.get((tab, session or ""))
        if event is None:
            return False
        event.set()
        return True

    def running(self, tab: str, session: str | None) -> bool:
        with self._lock:
            return (tab, session or "") in self._events


RUNS = RunCancellations()  # the app's registry: sessions are process-wide, so is the registry
