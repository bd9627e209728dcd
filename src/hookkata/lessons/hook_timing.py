"""Notebook 10: what each hook event cost Claude Code, beside the same function in process.

A timed run (``run_claude_code(..., timed=True)``) puts :mod:`.hook_stopwatch` in front of
every hook command, which records each hook process from its start to its exit.
:func:`hook_times` reads those records back as the median per event type, and times the
hook function called directly in this process (the median of many calls), so the two can be
compared in one table: a process per event costs milliseconds, the function microseconds.
"""

from __future__ import annotations

import json
import shlex
import statistics
import sys
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from toolhooks.jsonl import read_lines

STOPWATCH = Path(__file__).with_name("hook_stopwatch.py")
TIMES_FILE = "hook_times.jsonl"
"""The stopwatch's records, in the run's data folder."""
IN_PROCESS_CALLS = 2000


def timed_command(command: str, times: Path) -> str:
    """``command`` (a shell command line) run behind the stopwatch, recording into ``times``."""
    start = [sys.executable, "-I", "-S", str(STOPWATCH), str(times), "--"]
    return f"{shlex.join(start)} {command}"


def timed_settings(settings: Mapping[str, Any], times: Path) -> dict[str, Any]:
    """A copy of ``settings`` whose every command hook runs behind the stopwatch."""
    copied: dict[str, Any] = json.loads(json.dumps(settings))
    for entries in copied.get("hooks", {}).values():
        for entry in entries:
            for hook in entry["hooks"]:
                hook["command"] = timed_command(hook["command"], times)
    return copied


def event_times(path: Path) -> dict[str, list[int]]:
    """Nanoseconds per hook process, by event type, in the order they ran."""
    found: dict[str, list[int]] = {}
    for line in read_lines(path):
        found.setdefault(str(line["event"]), []).append(int(line["ns"]))
    return found


def in_process_ns(
    function: Callable[[Any], object], call: object, calls: int = IN_PROCESS_CALLS
) -> float:
    """The median nanoseconds of ``function(call)``, each of ``calls`` calls timed alone."""
    if calls < 1:
        raise ValueError(f"calls must be at least 1, got {calls}.")
    samples = []
    for _ in range(calls):
        start = time.perf_counter_ns()
        function(call)
        samples.append(time.perf_counter_ns() - start)
    return statistics.median(samples)


@dataclass(frozen=True)
class HookTimes:
    """Per event type: how many hook processes and their median ns; one function in process."""

    per_event: dict[str, tuple[int, float]]
    function: str
    in_process: float

    def show(self) -> None:
        """One row per event type, then the function in process (ms and µs)."""
        for event, (count, median) in self.per_event.items():
            processes = f"{count} process" + ("" if count == 1 else "es")
            print(f"{event:<19} {processes:>12}, median {median / 1e6:8.1f} ms")
        called = f"{self.function}()"
        print(f"{called:<19} {'in process':>12}, median {self.in_process / 1e3:8.1f} µs")


def hook_times(
    times: Path, function: Callable[[Any], object], call: object, calls: int = IN_PROCESS_CALLS
) -> HookTimes:
    """The run's per-event medians (from ``times``) beside ``function(call)`` in process."""
    per_event = {
        event: (len(samples), float(statistics.median(samples)))
        for event, samples in event_times(times).items()
    }
    name = getattr(function, "__name__", repr(function))
    return HookTimes(per_event, name, float(in_process_ns(function, call, calls)))
