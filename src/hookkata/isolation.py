"""Grading in a child process that the parent can always stop.

An answer can catch every exception, switch ``SIGALRM`` off, call ``os._exit``, print or
allocate without end. Only a process boundary stops all of that, so :func:`graded_apart`
forks a child for each answer it grades, and the parent keeps the limits:

* the child reports through a pipe when each call of the answer starts and returns
  (:func:`hookkata.limits.answer_running`); a call that runs past ``CALL_SECONDS`` gets
  the child killed, and so does output past :data:`~hookkata.limits.OUTPUT_BYTES`;
* memory is bounded in the child (``RLIMIT_AS``), output goes nowhere (counted, dropped);
* the verdict comes back as one JSON line and is checked field by field; a child that ends
  without one (an exit, a signal, a grader that failed) is an ``error`` verdict that says
  how it ended and during which call.

Why ``fork``: the child starts with everything already imported (Hypothesis, the
exercises, the learner's notebook), so a check costs a fork, a few milliseconds, where a
fresh interpreter would cost a second. Where there is no ``fork`` (Windows), or with
``HOOKKATA_ISOLATION=off``, grading runs in-process under the fallback limits of
:mod:`hookkata.limits`, which hold for ordinary answers only.
"""

from __future__ import annotations

import contextlib
import gc
import json
import os
import select
import signal
import sys
import time
import warnings
from collections.abc import Callable
from dataclasses import asdict, dataclass
from typing import Any, NoReturn

from . import limits
from .verdict import Verdict, verdict_from_json

ISOLATION_ENV = "HOOKKATA_ISOLATION"
GRADE_SECONDS = 300.0
"""How long grading one answer may take in all (shrinking included), as a backstop."""

_REPORT_BYTES = 1_000_000
"""More than this from the child's pipe is not a report; the child is stopped."""


def available() -> bool:
    """Whether grading can run in a child process here."""
    return hasattr(os, "fork") and os.environ.get(ISOLATION_ENV, "").lower() != "off"


Problem = Callable[[str, str, str], Verdict]
"""``problem(message, prop, example)``: the ``error`` verdict for a child that failed."""


@dataclass
class _Progress:
    """What the parent knows of the child's grading so far."""

    prop: str = ""
    example: str = ""
    call_started: float | None = None
    verdict: Verdict | None = None
    problem: str = ""


def graded_apart(
    grade_here: Callable[[], Verdict],
    exercise_id: str,
    call_seconds: Callable[[], float],
    problem: Problem,
) -> Verdict:
    """Run ``grade_here`` in a child and return its verdict, or ``problem(...)`` for it.

    ``call_seconds`` is read while watching, so a test may shorten it.
    """
    read_end, write_end = os.pipe()
    pid = _fork()
    if pid == 0:
        os.close(read_end)
        _child(grade_here, write_end)
    os.close(write_end)
    with contextlib.suppress(OSError):  # the child does the same: no race with killpg
        os.setpgid(pid, pid)
    progress = _Progress()
    try:
        _watch(progress, read_end, exercise_id, call_seconds)
    finally:
        os.close(read_end)
        ended = _finish(pid, let_it_end=not progress.problem)
    if progress.verdict is not None and not progress.problem and ended == _CLEAN:
        return progress.verdict
    return problem(_explain(progress, ended, call_seconds()), progress.prop, progress.example)


def _fork() -> int:
    """``os.fork()``, with the parent's objects frozen for the child's garbage collector.

    Frozen objects are never walked by the child's collections, so the child does not
    touch (and copy) the parent's memory page by page.
    """
    gc.freeze()
    try:
        with warnings.catch_warnings():  # Python 3.12+ warns about fork in threaded kernels
            warnings.simplefilter("ignore", DeprecationWarning)
            pid = os.fork()
    except BaseException:
        gc.unfreeze()
        raise
    if pid != 0:
        gc.unfreeze()
    return pid


def _child(grade_here: Callable[[], Verdict], write_end: int) -> NoReturn:
    """In the child: grade, send the verdict, and leave without running any exit code."""
    send = _sender(write_end)
    try:
        os.setpgid(0, 0)  # its own group: whatever the answer starts is killed with it
        _quiet_output(send)
        limits.bound_memory()
        limits.report_to(send)
        verdict = grade_here()
        send({"event": "verdict", "verdict": json.dumps(asdict(verdict))})
    except BaseException as exc:  # the grader itself failed: say so, never a traceback
        try:
            send({"event": "failed", "reason": f"{type(exc).__name__}: {exc}"[:300]})
        except BaseException:
            os._exit(3)
    os._exit(0)


def _sender(write_end: int) -> Callable[[limits.Event], None]:
    def send(event: limits.Event) -> None:
        data = (json.dumps(event) + "\n").encode()
        while data:
            data = data[os.write(write_end, data) :]

    return send


def _quiet_output(send: Callable[[limits.Event], None]) -> None:
    """Count and drop what the child prints; tell the parent once the cap is passed.

    The file descriptors go to ``/dev/null`` too: a kernel forwards its own descriptors
    to the notebook, and the child must not write there.
    """
    sink = limits.CappedOutput(limits.OUTPUT_BYTES, lambda: send({"event": "flood"}))
    sys.stdout = sys.stderr = sink
    devnull = os.open(os.devnull, os.O_WRONLY)
    for descriptor in (1, 2):
        os.dup2(devnull, descriptor)
    os.close(devnull)


def _watch(
    progress: _Progress, read_end: int, exercise_id: str, call_seconds: Callable[[], float]
) -> None:
    """Follow the child's events until it reports, ends, or passes a limit."""
    pending, received = b"", 0
    started = time.monotonic()
    while progress.verdict is None and not progress.problem:
        deadline = started + GRADE_SECONDS
        if progress.call_started is not None:
            deadline = min(deadline, progress.call_started + call_seconds())
        wait = deadline - time.monotonic()
        if wait <= 0 or not select.select([read_end], [], [], wait)[0]:
            progress.problem = "timeout" if progress.call_started is not None else "too long"
            return
        chunk = os.read(read_end, 65536)
        if not chunk:
            return
        received += len(chunk)
        if received > _REPORT_BYTES:
            progress.problem = "the grading process sent more than a report"
            return
        *lines, pending = (pending + chunk).split(b"\n")
        for line in lines:
            _follow(progress, line, exercise_id)


def _follow(progress: _Progress, line: bytes, exercise_id: str) -> None:
    """Update ``progress`` with one event line from the child."""
    if progress.problem:
        return
    try:
        event: dict[str, Any] = json.loads(line)
        kind = event["event"]
        if kind == "property":
            progress.prop = str(event["says"])
        elif kind == "call":
            progress.example, progress.call_started = str(event["example"]), time.monotonic()
        elif kind == "returned":
            progress.call_started = None
        elif kind == "flood":
            progress.problem = "flood"
        elif kind == "failed":
            progress.problem = f"failed: {event['reason']}"
        elif kind == "verdict" and progress.verdict is None:
            progress.verdict = verdict_from_json(json.loads(event["verdict"]), exercise_id)
        else:
            raise ValueError(f"unexpected event {kind!r}")
    except (ValueError, KeyError, TypeError) as exc:
        progress.verdict = None
        progress.problem = f"the grading process sent a malformed report ({exc})"


def _explain(progress: _Progress, ended: str, seconds: float) -> str:
    """One line: which limit, or how the child ended, and during which call."""
    during = f"for {progress.example}" if progress.example else "before any call of the answer"
    if progress.problem == "timeout":
        return (
            f"timed out after {seconds:g} s without an answer {during}: is there a loop "
            "that never ends, or a wait?"
        )
    if progress.problem == "flood":
        return (
            f"printed more than {limits.OUTPUT_BYTES / 1e6:g} MB {during}: take the prints "
            "out of the answer (what it prints while being checked is not shown)"
        )
    if progress.problem == "too long":
        return f"grading took longer than {GRADE_SECONDS:g} s in all: is every call slow?"
    if progress.problem.startswith("failed: MemoryError"):
        return f"ran out of memory (limit {limits.MEMORY_MB} MB) {during}"
    if progress.problem.startswith("failed: "):
        return f"the grader could not finish: {progress.problem[len('failed: ') :]}"
    if progress.problem:
        return progress.problem
    return (
        f"the grading process {ended} without a verdict {during}: an answer must return or "
        "raise, never end the process"
    )


def _finish(pid: int, *, let_it_end: bool) -> str:
    """Stop the child and all it started, reap it, and say how it ended (:data:`_CLEAN`)."""
    if let_it_end:
        _wait_for_exit(pid, seconds=1.0)
    for kill in (os.killpg, os.kill):
        with contextlib.suppress(OSError):
            kill(pid, signal.SIGKILL)
            break
    _pid, status = os.waitpid(pid, 0)
    if os.WIFSIGNALED(status):
        return f"was killed by {signal.Signals(os.WTERMSIG(status)).name}"
    return f"exited with code {os.WEXITSTATUS(status)}"


_CLEAN = "exited with code 0"


def _wait_for_exit(pid: int, seconds: float) -> None:
    """Wait until the child has exited, without reaping it (its group is killed next)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if not hasattr(os, "waitid"):
            return
        if os.waitid(os.P_PID, pid, os.WEXITED | os.WNOHANG | os.WNOWAIT) is not None:
            return
        time.sleep(0.001)
