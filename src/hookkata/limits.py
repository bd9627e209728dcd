"""The limits an answer runs under: time per call, output, memory, and stack depth.

An answer may loop for ever, catch every exception (a bare ``except:`` retry loop), switch
``SIGALRM`` off, print without end or allocate without end. None of that can be stopped
from inside the process the answer runs in, so the limits that must hold are enforced
from outside: :mod:`hookkata.isolation` grades in a child process, the child tells the
parent through :func:`answer_running` when each call starts and ends, and the parent kills
the child at :data:`~hookkata.probe.CALL_SECONDS` or when the output passes
:data:`OUTPUT_BYTES`. Memory is bounded in the child with ``RLIMIT_AS``
(:func:`bound_memory`).

Without a child process (no ``fork`` on the platform, or ``HOOKKATA_ISOLATION=off``) the
same calls fall back to in-process limits, which hold for ordinary answers only: in the main
thread a ``SIGALRM`` timer (it also interrupts ``time.sleep``); elsewhere a watchdog that
raises :class:`AnswerTimedOut` in the running thread (pure-Python loops only).

Infinite recursion (the lambda installer of notebook 05) must end as a clean
``RecursionError`` after a few hundred frames, not after the interpreter's full limit:
:func:`short_stack`.
"""

from __future__ import annotations

import ctypes
import os
import signal
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from types import FrameType
from typing import TextIO

RECURSION_HEADROOM = 400
"""Frames a learner's answer may use on top of the grader's own."""

OUTPUT_BYTES = 1_000_000
"""How much one check may print; the rest is counted and dropped, and the check fails."""

MEMORY_MB = 512
"""How much memory one check may allocate on top of what the process already uses."""

Event = dict[str, str]
"""What the child tells the parent: ``{"event": "call", "example": ...}`` and the like."""

_send: Callable[[Event], None] | None = None
"""Where :func:`answer_running` reports calls; set in a grading child, ``None`` elsewhere."""

memory_limit_mb: int | None = None
"""The memory limit in force in this process, once :func:`bound_memory` has set one."""


class AnswerTimedOut(BaseException):
    """The answer ran past its time limit (in-process fallback only).

    A ``BaseException`` so that neither the learner's ``except Exception`` nor
    Hypothesis's shrinking (which would rerun the hanging code) swallows it.
    """


class OutputFlooded(BaseException):
    """The answer printed more than :data:`OUTPUT_BYTES` (in-process fallback only)."""


def report_to(send: Callable[[Event], None] | None) -> None:
    """Send call events to ``send`` (the parent's pipe, in a grading child)."""
    global _send
    _send = send


def announce(event: Event) -> None:
    """Tell the watching parent ``event`` (which property runs, say); a no-op elsewhere."""
    if _send is not None:
        _send(event)


def reporting() -> bool:
    """Whether this process is a grading child that a parent watches."""
    return _send is not None


@contextmanager
def answer_running(example: str, seconds: float) -> Iterator[None]:
    """Run one call of the answer under the time and output limits.

    In a grading child the parent keeps the limits: it hears when the call starts and when
    it ends. Elsewhere the in-process limits apply.
    """
    send = _send
    if send is None:
        with _captured_output(), time_limit(seconds):
            yield
        return
    send({"event": "call", "example": example})
    try:
        yield
    finally:
        send({"event": "returned"})


@contextmanager
def time_limit(seconds: float) -> Iterator[None]:
    """Raise :class:`AnswerTimedOut` in this thread if the block runs past ``seconds``."""
    if threading.current_thread() is threading.main_thread() and hasattr(signal, "setitimer"):
        with _alarm(seconds):
            yield
    else:
        with _watchdog(seconds):
            yield


class CappedOutput:
    """A stand-in for ``sys.stdout``: keeps nothing, counts everything, reports the cap once.

    ``on_flood`` is called the first time the count passes ``limit`` bytes.
    """

    def __init__(self, limit: int, on_flood: Callable[[], None]) -> None:
        self.limit, self.on_flood = limit, on_flood
        self.written = 0
        self.flooded = False

    def write(self, text: str) -> int:
        self.written += len(text.encode("utf-8", "replace"))
        if self.written > self.limit and not self.flooded:
            self.flooded = True
            self.on_flood()
        return len(text)

    def flush(self) -> None:
        """Nothing is buffered."""

    def isatty(self) -> bool:
        return False

    def writable(self) -> bool:
        return True


def bound_memory(megabytes: int = MEMORY_MB) -> None:
    """Let this process allocate at most ``megabytes`` more address space (``RLIMIT_AS``).

    Counted on top of what is mapped now, since a notebook kernel already maps far more
    than a grader needs. Where ``resource`` or ``/proc`` is missing, nothing is bounded.
    """
    global memory_limit_mb
    try:
        import resource

        with open("/proc/self/statm", encoding="ascii") as statm:
            mapped = int(statm.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
        limit = mapped + megabytes * 2**20
        _soft, hard = resource.getrlimit(resource.RLIMIT_AS)
        if hard != resource.RLIM_INFINITY:
            limit = min(limit, hard)
        resource.setrlimit(resource.RLIMIT_AS, (limit, hard))
    except (ImportError, OSError, ValueError):
        return
    memory_limit_mb = megabytes


@contextmanager
def _captured_output() -> Iterator[None]:
    """In-process: drop what the call prints; past the cap, stop it with OutputFlooded."""

    def flood() -> None:
        raise OutputFlooded

    sink = CappedOutput(OUTPUT_BYTES, flood)
    saved: tuple[TextIO, TextIO] = (sys.stdout, sys.stderr)
    sys.stdout = sys.stderr = sink
    try:
        yield
    finally:
        sys.stdout, sys.stderr = saved
    if sink.flooded:
        raise OutputFlooded


@contextmanager
def _alarm(seconds: float) -> Iterator[None]:
    def on_alarm(_signum: int, _frame: FrameType | None) -> None:
        raise AnswerTimedOut

    previous = signal.signal(signal.SIGALRM, on_alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


@contextmanager
def _watchdog(seconds: float) -> Iterator[None]:
    target = threading.get_ident()
    finished = threading.Event()

    def interrupt() -> None:
        if not finished.wait(seconds):
            ctypes.pythonapi.PyThreadState_SetAsyncExc(
                ctypes.c_ulong(target), ctypes.py_object(AnswerTimedOut)
            )

    watchdog = threading.Thread(target=interrupt, daemon=True, name="hookkata-watchdog")
    watchdog.start()
    try:
        yield
    finally:
        finished.set()


@contextmanager
def short_stack(headroom: int = RECURSION_HEADROOM) -> Iterator[None]:
    """Lower the recursion limit to the current depth plus ``headroom`` for the block."""
    previous = sys.getrecursionlimit()
    sys.setrecursionlimit(min(previous, _depth() + headroom))
    try:
        yield
    finally:
        sys.setrecursionlimit(previous)


def _depth() -> int:
    depth, frame = 0, sys._getframe()
    while frame is not None:
        depth, frame = depth + 1, frame.f_back  # type: ignore[assignment]
    return depth
