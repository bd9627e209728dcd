"""A learner's process (an answer file's interpreter, or a notebook's kernel), seen from here.

The grader listens on a Unix socket in its private scratch folder. The learner's process
connects once it has run the learner's code (the control connection) and says which
functions it holds; for each exercise the grader asks it to fork a worker, and the worker
connects on its own. The socket is in a private folder (mode 0700, new for each file), so
only processes of this user that were told the path can connect. The operating system
tells who connected (``SO_PEERCRED``): a worker must be a child of the learner's process,
so its process id (to stop it) is never taken from what it says.
"""

from __future__ import annotations

import contextlib
import select
import socket
import time
from collections.abc import Callable
from pathlib import Path

from hookkata.grading import environment
from hookkata.grading.channel import ChannelClosed, ChannelError, ChannelTimeout, receive, send
from hookkata.grading.remote import SCRIPT_SECONDS, RemoteWorker


class LearnerProblem(Exception):
    """The learner's process could not be graded: it ended, broke, or never got ready."""


class LearnerProcess:
    """The grader's end: a listening socket, the control connection, and workers."""

    def __init__(self, scratch: Path) -> None:
        self.address = scratch / "grader.sock"
        self.listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.listener.bind(str(self.address))
        self.listener.listen(4)
        self.control: socket.socket | None = None
        self.pid: int | None = None
        self.names: list[str] = []

    def wait_until_ready(self, deadline: float, running: Callable[[], bool]) -> None:
        """Accept the control connection and read its first words; raise what went wrong."""
        self.control, self.pid = self._accept(deadline, running, parent=None)
        try:
            hello = receive(self.control, deadline)
        except ChannelClosed:
            raise LearnerProblem(environment.NOT_READY) from None
        except (ChannelTimeout, ChannelError) as exc:
            raise LearnerProblem(f"it sent no proper start ({exc or 'none in time'})") from None
        if type(hello) is not dict or hello.get("op") not in ("ready", "broken"):
            raise LearnerProblem("it sent a malformed start")
        if hello["op"] == "broken":
            raise LearnerProblem(str(hello.get("reason", ""))[:500])
        given = hello.get("names")
        self.names = [n for n in given if type(n) is str] if type(given) is list else []

    def worker(self, name: str) -> RemoteWorker:
        """A worker forked for the function ``name``, connected and identified."""
        if self.control is None:
            raise LearnerProblem("the learner's process is not ready")
        try:
            send(self.control, {"op": "fork", "name": name})
            forked = receive(self.control, time.monotonic() + SCRIPT_SECONDS)
            if type(forked) is not dict or forked.get("op") != "forked":
                raise LearnerProblem("it did not fork a worker")
        except (OSError, ChannelClosed, ChannelTimeout, ChannelError) as exc:
            raise LearnerProblem(f"it did not fork a worker ({type(exc).__name__})") from None
        deadline = time.monotonic() + SCRIPT_SECONDS
        sock, pid = self._accept(deadline, lambda: True, parent=self.pid)
        return RemoteWorker(sock, pid)

    def _accept(
        self, deadline: float, running: Callable[[], bool], parent: int | None
    ) -> tuple[socket.socket, int | None]:
        """The next connection from a process of ours (a child of ``parent``, if given)."""
        while time.monotonic() < deadline:
            if not select.select([self.listener], [], [], 0.1)[0]:
                # It may have connected, written and ended since the wait: look once more.
                if not running() and not select.select([self.listener], [], [], 0)[0]:
                    raise LearnerProblem(environment.NOT_READY)
                continue
            sock, _address = self.listener.accept()
            pid = environment.peer_pid(sock)
            if parent is None or environment.trusted_peer(pid, parent):  # None: the control
                return sock, pid
            sock.close()  # not a child of the learner's process: not a worker of ours
        raise LearnerProblem("it was not ready in time")

    def close(self) -> None:
        if self.control is not None:
            with contextlib.suppress(OSError):
                self.control.close()
        self.listener.close()
