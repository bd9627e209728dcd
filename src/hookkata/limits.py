"""Running a learner's code safely: a time limit, and a short stack for runaway recursion.

A hanging answer must not hang the notebook or CI, and infinite recursion (the lambda
installer of notebook 05) must end as a clean ``RecursionError`` after a few hundred frames,
not after the interpreter's full limit. In the main thread the time limit is a
``SIGALRM`` timer, which also interrupts ``time.sleep``; elsewhere a watchdog raises
:class:`AnswerTimedOut` in the running thread (pure-Python loops only).
"""

from __future__ import annotations

import ctypes
import signal
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from types import FrameType

RECURSION_HEADROOM = 400
"""Frames a learner's answer may use on top of the grader's own."""


class AnswerTimedOut(BaseException):
    """The answer ran past its time limit.

    A ``BaseException`` so that neither the learner's ``except Exception`` nor
    Hypothesis's shrinking (which would rerun the hanging code) swallows it.
    """


@contextmanager
def time_limit(seconds: float) -> Iterator[None]:
    """Raise :class:`AnswerTimedOut` in this thread if the block runs past ``seconds``."""
    if threading.current_thread() is threading.main_thread() and hasattr(signal, "setitimer"):
        with _alarm(seconds):
            yield
    else:
        with _watchdog(seconds):
            yield


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
