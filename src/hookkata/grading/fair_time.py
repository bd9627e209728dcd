"""Time limits that a loaded machine does not shorten.

A call of an answer may take :data:`~hookkata.grading.limits.CALL_SECONDS`, and grading one
exercise :data:`~hookkata.grading.remote.EXERCISE_SECONDS`. Counted in wall time, a CI runner
at load 10 stops a correct answer that needs 0.3 s of CPU, because it waited for a CPU the
rest of the time. So a limit counts the *answer's own time*: wall time minus the time the
worker process, and the grading thread serving its calls, spent runnable but waiting in the
kernel's run queue (``/proc/<pid>/task/<tid>/schedstat``, second field, summed over the
worker's threads: an answer may be called in a thread of its own). On an idle machine the two are
the same. A sleep or a blocking wait is not queue time, so a hang is stopped as before; a
loop is stopped after the limit's worth of its own time, however loaded the machine; and
nothing waits longer than :data:`BACKSTOP` times the limit in wall time. Where the kernel
does not say (no ``/proc``: macOS, Windows), a limit is plain wall time. Time the grading
process spends in its own garbage collector does not count either: a test run or a kernel
holding a big heap pauses for a full collection now and then, a second or more, while the
answer waits for the grader to serve its ``call_tool``.
"""

from __future__ import annotations

import gc
import os
import time
from collections.abc import Callable

BACKSTOP = 4.0
"""However loaded the machine, a limit of ``s`` seconds ends after ``BACKSTOP * s`` of wall time."""

QueueWait = Callable[[], float]
"""Seconds one process or thread has spent waiting in the run queue so far (0 if unknown)."""


def queue_wait(path: str) -> QueueWait:
    """A reader of the run-queue wait in ``path`` (a ``schedstat`` file), in seconds."""
    raw_path = path.encode()

    def read() -> float:
        try:
            fd = os.open(raw_path, os.O_RDONLY)
        except OSError:
            return 0.0
        try:
            return int(os.read(fd, 200).split()[1]) / 1e9
        except (OSError, ValueError, IndexError):
            return 0.0
        finally:
            os.close(fd)

    return read


def process_queue_wait(pid: int, proc: str = "/proc") -> QueueWait:
    """A reader of the run-queue wait of every thread of process ``pid`` (``/proc/<pid>``
    alone is its main thread's) and of every process it started, down the tree: an answer
    called in a thread of its own waits there while the main thread waits for it, and one
    that forks a process waits for that one. A thread's figure is kept once it has ended."""
    seen: dict[str, float] = {}

    def read() -> float:
        for thread in _threads_below(pid, proc):
            waited = queue_wait(f"{thread}/schedstat")()
            seen[thread] = max(seen.get(thread, 0.0), waited)
        return sum(seen.values())

    return read


MAX_PROCESSES = 64
"""How many processes of a worker's tree are read (a fork bomb's are not all counted)."""


def _threads_below(pid: int, proc: str) -> list[str]:
    """The ``/proc`` folders of every thread of ``pid`` and of its descendants (each
    thread's ``children`` file names the processes it started); none of a process gone."""
    threads: list[str] = []
    pending, visited = [pid], set[int]()
    while pending and len(visited) < MAX_PROCESSES:
        process = pending.pop()
        if process in visited:
            continue
        visited.add(process)
        tasks = f"{proc}/{process}/task"
        try:
            names = os.listdir(tasks)
        except OSError:  # the process is gone: what was seen of it stands
            continue
        for name in names:
            threads.append(f"{tasks}/{name}")
            pending += _children(f"{tasks}/{name}/children")
    return threads


def _children(path: str) -> list[int]:
    try:
        with open(path, "rb") as listed:
            return [int(pid) for pid in listed.read(4096).split()]
    except (OSError, ValueError):
        return []


class CollectorClock:
    """Seconds this process has spent in its garbage collector since :meth:`install`
    (``gc.callbacks``; any thread's collection holds every thread of the process)."""

    def __init__(self, clock: Callable[[], float] = time.perf_counter) -> None:
        self.clock, self.spent, self.started = clock, 0.0, 0.0

    def install(self) -> QueueWait:
        """Start counting (once: installing again changes nothing); the reader."""
        if self.on_collection not in gc.callbacks:
            gc.callbacks.append(self.on_collection)
        return self.read

    def on_collection(self, phase: str, _info: dict[str, int]) -> None:
        if phase == "start":
            self.started = self.clock()
        else:
            self.spent += self.clock() - self.started

    def read(self) -> float:
        return self.spent


GRADER_COLLECTIONS = CollectorClock()
"""This process's collector time: a grader's pause is not the answer's time."""


def worker_and_grader_waits(pid: int | None) -> list[QueueWait]:
    """The waits that count against a limit: the worker's run-queue wait (every thread of
    it), this thread's, and this process's garbage collections."""
    waits = [queue_wait("/proc/thread-self/schedstat"), GRADER_COLLECTIONS.install()]
    if pid is not None:
        waits.append(process_queue_wait(pid))
    return waits


class FairDeadline:
    """When a limit of ``seconds`` ends, given the waits so far: call it for the monotonic time.

    Reading the kernel costs a few microseconds, so it is read once at the start and then only
    once wall time has passed the plain limit (when the answer is either slow or starved).
    """

    def __init__(
        self,
        seconds: float,
        waits: list[QueueWait],
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.seconds, self.waits, self.clock = seconds, waits, clock
        self.start = clock()
        self.waited_at_start = sum(wait() for wait in waits)

    def __call__(self) -> float:
        plain_end = self.start + self.seconds
        if self.clock() < plain_end:
            return plain_end
        waited = sum(wait() for wait in self.waits) - self.waited_at_start
        return min(plain_end + max(waited, 0.0), self.start + BACKSTOP * self.seconds)

    def passed(self) -> bool:
        """Whether the limit has run out (own time used up, or the backstop reached)."""
        return self.clock() >= self()
