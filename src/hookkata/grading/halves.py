"""Grading on two cores: every other property checked in a second grader process.

Grading spends its time in two places, drawing examples (the grader) and running the
answer (its worker), and they take turns. So where the machine can ``fork``, grading starts
a second worker for the same answer and forks a second grader, a copy of this process
made before it runs any property, which checks the odd-numbered properties with that
worker while this process checks the even ones with the first. The second grader
reports, property by property, one message on a socket, framed, capped and strictly
decoded by :mod:`.channel`: the property's index and, if it failed, the verdict's fields.
``check()`` and ``hookkata grade`` both grade this way, so they give the same verdict.

The verdict is the one grading in order would give: the first property in order that
fails. So once this process has its own first failure at index ``i``, it needs only the
other's reports before ``i``; then the second grader is stopped (its worker killed first,
so it ends its property at once). Each half has a worker of its own, so state an answer
keeps between calls carries only within a half. If the second grader cannot start, dies,
or says what cannot be read, its properties are checked here: a lost half costs time,
never a verdict.
"""

from __future__ import annotations

import contextlib
import io
import os
import signal
import socket
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import asdict, fields
from typing import TYPE_CHECKING, Any

from hookkata.grading.channel import ChannelClosed, ChannelTimeout, receive, send
from hookkata.grading.verdict import Verdict

if TYPE_CHECKING:
    from hookkata.grading.remote import RemoteWorker

Reports = Iterator[tuple[int, Verdict | None]]
"""What a half says as it goes: each property's index, and its verdict if it failed."""

STOP_SECONDS = 5.0
"""How long the second grader may take to end once its worker is killed."""
_VERDICT_FIELDS = tuple(f.name for f in fields(Verdict))


class OtherHalf:
    """The second grader: a forked process writing down what ``half`` reports, and the
    worker it grades (started here, so that it is stopped from here)."""

    def __init__(
        self, pid: int, reader: socket.socket | None, worker: RemoteWorker | None = None
    ) -> None:
        self.pid, self.reader, self.worker = pid, reader, worker
        self.heard: dict[int, Verdict | None] = {}
        self.lost = reader is None

    @classmethod
    def start(cls, half: Callable[[], Reports], worker: RemoteWorker) -> OtherHalf | None:
        """Fork the second grader; ``None`` where this process cannot fork."""
        if not hasattr(os, "fork"):
            return None
        reader, writer = socket.socketpair()
        try:
            pid = os.fork()
        except OSError:
            reader.close()
            writer.close()
            return None
        if pid == 0:  # the second grader: report, then end without running exit handlers
            reader.close()
            _report_then_exit(writer, half)
        writer.close()
        return cls(pid, reader, worker)

    def first_failure(self, indices: list[int], deadline: float) -> dict[int, Verdict | None]:
        """What the second grader said of ``indices``, waiting until it has said each or
        failed one (it stops at its first failure); fewer if it was lost or too slow."""
        wanted = set(indices)
        while not self.lost and not self._settled(wanted):
            self._read_report(deadline)
        return {i: v for i, v in self.heard.items() if i in wanted}

    def _settled(self, wanted: set[int]) -> bool:
        failed = [i for i, verdict in self.heard.items() if verdict is not None]
        return wanted <= self.heard.keys() or bool(
            failed and all(i in self.heard for i in wanted if i < min(failed))
        )

    def _read_report(self, deadline: float) -> None:
        """Take in the next report, one channel message; a second grader that ends, is
        too slow, or says what cannot be read is lost."""
        if self.reader is None:
            self.lost = True
            return
        try:
            self._heard(receive(self.reader, deadline))
        except (ChannelClosed, ChannelTimeout, OSError, ValueError, TypeError, KeyError):
            self.lost = True  # ChannelError is a ValueError

    def _heard(self, report: Any) -> None:
        index, said = int(report["index"]), report["verdict"]
        if said is None:
            self.heard[index] = None
            return
        if not isinstance(said, dict) or set(said) != set(_VERDICT_FIELDS):
            raise ValueError("not a verdict")
        if not all(type(value) is str for value in said.values()):
            raise TypeError("a verdict's fields are text")
        self.heard[index] = Verdict(**said)

    def stop(self) -> None:
        """End the second grader: its worker first (so it stops waiting on it), then it."""
        if self.worker is not None:
            self.worker.stop("grading is over")
        if not _ended_within(self.pid, STOP_SECONDS):
            with contextlib.suppress(OSError):
                os.kill(self.pid, signal.SIGKILL)
            with contextlib.suppress(OSError, ChildProcessError):
                os.waitpid(self.pid, 0)
        if self.reader is not None:
            self.reader.close()


def _ended_within(pid: int, seconds: float) -> bool:
    """Reap ``pid`` if it ends within ``seconds``; whether it did."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        try:
            done, _ = os.waitpid(pid, os.WNOHANG)
        except ChildProcessError:
            return True
        if done:
            return True
        time.sleep(0.005)
    return False


def _report_then_exit(writer: socket.socket, half: Callable[[], Reports]) -> None:
    """In the second grader: send each report as a channel message, then ``os._exit``."""
    sys.stdout = sys.stderr = io.StringIO()  # nothing of this copy reaches the notebook
    with contextlib.suppress(BaseException):
        for index, verdict in half():
            send(writer, {"index": index, "verdict": None if verdict is None else asdict(verdict)})
    os._exit(0)
