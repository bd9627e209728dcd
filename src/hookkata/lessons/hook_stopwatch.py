"""A stopwatch in front of a hook command: how long each hook process took, start to exit.

Notebook 10's timed runs write each hook command as
``python -I -S hook_stopwatch.py TIMES.jsonl -- <the adapter's command>``. This script
passes the event's stdin to the command, its stdout, stderr and exit code back to Claude
Code unchanged, and appends one line ``{"event": ..., "ns": ...}`` to ``TIMES.jsonl``: the
nanoseconds from starting the command's process to its exit (``time.perf_counter_ns``,
monotonic). Standard library only, and run by its path with ``-I -S``, so the stopwatch
imports nothing of the project and its own start is not counted.

A stopwatch that fails blocks the call (exit 2), as the adapter would: it never fails open.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Sequence

EXIT_BLOCK = 2


def event_name(payload: bytes) -> str:
    """The payload's ``hook_event_name``, or ``"unknown"`` when it cannot be read."""
    try:
        found = json.loads(payload).get("hook_event_name")
    except (ValueError, AttributeError):
        return "unknown"
    return found if isinstance(found, str) else "unknown"


def timed(command: Sequence[str], payload: bytes) -> tuple[subprocess.CompletedProcess[bytes], int]:
    """Run ``command`` with ``payload`` on stdin; its result and its nanoseconds."""
    start = time.perf_counter_ns()
    done = subprocess.run(list(command), input=payload, capture_output=True, check=False)
    return done, time.perf_counter_ns() - start


def write_all(fd: int, data: bytes) -> None:
    """Write every byte (``os.write`` may write fewer than it was given)."""
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]


def main(argv: Sequence[str]) -> int:
    """``hook_stopwatch.py TIMES.jsonl -- COMMAND...``: run it, record it, answer as it did."""
    if len(argv) < 3 or argv[1] != "--":
        sys.stderr.write("usage: hook_stopwatch.py TIMES.jsonl -- COMMAND [ARGS...]\n")
        return EXIT_BLOCK
    payload = sys.stdin.buffer.read()
    done, elapsed_ns = timed(argv[2:], payload)
    write_all(1, done.stdout)
    write_all(2, done.stderr)
    line = json.dumps({"event": event_name(payload), "ns": elapsed_ns})
    with open(argv[0], "a", encoding="utf-8") as times:
        times.write(line + "\n")
    return done.returncode


if __name__ == "__main__":
    try:
        code = main(sys.argv[1:])
    except BaseException as exc:  # the stopwatch itself failed: block, and say why
        sys.stderr.write(f"hook_stopwatch: {type(exc).__name__}: {exc}\n")
        code = EXIT_BLOCK
    sys.exit(code)
