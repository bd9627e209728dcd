"""The limits an answer runs under: time per call, output, memory, and stack depth.

An answer may loop for ever, catch every exception (a bare ``except:`` retry loop), switch
``SIGALRM`` off, print without end or allocate without end. None of that can be stopped
from inside the process the answer runs in, so the answer runs in a worker process
(:mod:`hookkata.grading`) and the grading side keeps the limits: it waits at most
:data:`~hookkata.grading.probe.CALL_SECONDS` for each reply and kills the worker after that, and
kills it too when it reports output past :data:`OUTPUT_BYTES`. In the worker, memory is
bounded with ``RLIMIT_AS`` (:func:`bound_memory`), output is counted and dropped
(:class:`CappedOutput`), and runaway recursion (the lambda installer of notebook 05) ends
as a clean ``RecursionError`` after a few hundred frames (:func:`short_stack`).
"""

from __future__ import annotations

import asyncio
import builtins
import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

RECURSION_HEADROOM = 400
"""Frames a learner's answer may use on top of the grader's own."""

CALL_SECONDS = 2.0
"""How long one call of an answer may run before it is stopped."""

OUTPUT_BYTES = 1_000_000
"""How much one check may print; the rest is counted and dropped, and the check fails."""

MEMORY_MB = 512
"""How much memory one check may allocate on top of what the process already uses."""


class AnswerTimedOut(BaseException):
    """The answer ran past its time limit (raised on the grading side).

    A ``BaseException`` so that neither a property's ``except Exception`` nor Hypothesis's
    shrinking (which would rerun the hanging code) swallows it.
    """


class GraderSignal(Exception):
    """Raised by the grader's own checks (a mismatch): never handed to the answer."""


class GradingInterrupt(KeyboardInterrupt):
    """A ``KeyboardInterrupt`` a grader's stand-in (a tool, a hook) raises on purpose.

    The README promises that ``KeyboardInterrupt`` and ``SystemExit`` propagate: an answer
    that catches ``BaseException`` turns Ctrl-C into a tool result. This is the one
    ``BaseException`` the grading side hands to the answer (:mod:`.remote` sends it across),
    so the grader can see whether it comes back out.
    """


class GradingExit(SystemExit):
    """A ``SystemExit`` a grader's stand-in (a hook) raises on purpose: like
    :class:`GradingInterrupt`, handed to the answer so the grader sees whether it comes back
    out (an answer catching ``(Exception, SystemExit)`` turns ``sys.exit`` into a report)."""


EXIT_CODES: tuple[int | str | None, ...] = (2, None, 0, 1, "refunds are frozen until Monday")
"""The codes the grader's ``SystemExit`` takes in turn (:func:`grading_exit`): 2 (a Claude
Code command hook's "block"), none (``sys.exit()``), 0 (its "success"), 1, and a message
(``sys.exit("why")``, which reads like a refusal's reason). Whatever its
code, a ``SystemExit`` is no verdict and no tool's failure: an answer that lets one code
through and handles another is seen."""


def grading_exit(number: int) -> GradingExit:
    """The grader's ``SystemExit`` number ``number``, of code ``EXIT_CODES[number % 5]``."""
    return GradingExit(EXIT_CODES[number % len(EXIT_CODES)])


_BASE_GROUP: Any = getattr(builtins, "BaseExceptionGroup", BaseException)


class GradingBaseExceptionGroup(_BASE_GROUP):  # type: ignore[misc,valid-type,unused-ignore]
    """A ``BaseExceptionGroup`` a grader's stand-in (a hook) raises on purpose, holding a
    ``KeyboardInterrupt``, ``SystemExit`` or ``GeneratorExit``: not an ``Exception``, so it
    propagates like :class:`GradingInterrupt` (an answer catching ``BaseExceptionGroup``
    beside ``Exception`` reports it instead)."""


class GradingGeneratorExit(GeneratorExit):
    """A ``GeneratorExit`` a grader's stand-in (a hook) raises on purpose: not an
    ``Exception``, so it propagates like :class:`GradingInterrupt` (an answer catching
    ``(Exception, GeneratorExit)`` reports it instead)."""


class GradingCancelled(asyncio.CancelledError):
    """An ``asyncio.CancelledError`` a grader's stand-in (a tool) raises on purpose: a
    ``BaseException`` since Python 3.8, so it propagates like :class:`GradingInterrupt` (an
    answer catching ``(Exception, asyncio.CancelledError)`` answers it instead). It crosses
    as itself: ``except asyncio.CancelledError`` in the answer's process sees it."""


class AnswerRaised(BaseException):
    """The answer raised ``error`` (rebuilt on the grading side from what the worker sent).

    A wrapper, so that what the answer raised (a ``KeyboardInterrupt``, Hypothesis's own
    ``StopTest``, any ``BaseException``) never passes for something the grader raised.
    """

    def __init__(self, error: BaseException, after: list[Any] | None = None) -> None:
        super().__init__(error)
        self.error = error
        self.after = after
        """The arguments as the raising call left them, when the grader asked (an echoing
        call): a mutation on the way to the error shows."""


class WorkerLost(BaseException):
    """The worker ended, was stopped, or broke the protocol; ``reason`` says which.

    A ``BaseException`` so that neither Hypothesis nor a property's ``except`` goes on
    with a worker that is gone.
    """

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class AnswerCopied(BaseException):
    """The answer called ``delegate``, one of the workbook's own solutions to the exercise,
    by a way the copy check could not read (:mod:`hookkata.grading.tripwire`).

    A ``BaseException``, like :class:`WorkerLost`: whatever the property was checking, the
    grade is over.
    """

    def __init__(self, delegate: str) -> None:
        super().__init__(delegate)
        self.delegate = delegate


class OutputFlooded(BaseException):
    """The answer printed more than :data:`OUTPUT_BYTES` (raised on the grading side)."""


class CappedOutput:
    """A stand-in for ``sys.stdout``: keeps nothing, counts everything, reports the cap once.

    ``on_flood`` is called the first time the count passes ``limit`` bytes. It encodes as a
    UTF-8 terminal or pipe does, strictly: printing a lone surrogate raises
    ``UnicodeEncodeError`` here as it would there.
    """

    encoding = "utf-8"
    errors = "strict"

    def __init__(self, limit: int, on_flood: Callable[[], None]) -> None:
        self.limit, self.on_flood = limit, on_flood
        self.written = 0
        self.flooded = False

    def write(self, text: str) -> int:
        self.written += len(text.encode(self.encoding, self.errors))
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
