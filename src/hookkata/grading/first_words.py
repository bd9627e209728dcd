"""The first words a learner's process wrote to its stderr, kept to explain an early end.

A process that ends before it is ready (an exit code, no verdict) leaves the learner with
nothing to go on unless what it said on the way out is kept: Python's own traceback at
start-up, the sandbox's complaint, a line the answer's module printed before it was quiet.
The pipe is read on a thread of its own and every byte is taken, so the process never
blocks on a full pipe; only the first :data:`KEPT_BYTES` are kept, and only a few lines of
them are ever shown, made printable (a hostile process can write anything there).
"""

from __future__ import annotations

import os
import threading
from typing import IO

from hookkata.grading.verdict import printable

KEPT_BYTES = 4096
"""Bytes kept of the stream; the rest is read and dropped."""
SHOWN_LINES = 3
SHOWN_CHARS = 300
TRACEBACK_HEADER = "Traceback (most recent call last)"
"""Left out: verdicts carry no traceback, only the lines that say what went wrong."""


class FirstWords:
    """Read ``stream`` to its end on a daemon thread, keeping its first bytes."""

    def __init__(self, stream: IO[bytes] | None) -> None:
        self._kept = bytearray()
        self._thread = threading.Thread(target=self._drain, args=(stream,), daemon=True)
        self._thread.start()

    def _drain(self, stream: IO[bytes] | None) -> None:
        if stream is None:
            return
        with stream:
            while chunk := os.read(stream.fileno(), 65536):
                room = KEPT_BYTES - len(self._kept)
                if room > 0:
                    self._kept += chunk[:room]

    def said(self, wait: float = 1.0) -> str:
        """The last few non-blank lines of what was kept, printable; "" if it said nothing.

        The last lines, because a traceback ends with the error (its header line is left
        out); waits up to ``wait`` seconds for the stream to end (the process is gone by
        then, or being killed).
        """
        self._thread.join(wait)
        text = bytes(self._kept).decode("utf-8", errors="backslashreplace")
        lines = [line.strip() for line in text.splitlines() if line.strip()]
        lines = [line for line in lines if not line.startswith(TRACEBACK_HEADER)]
        return printable(" | ".join(lines[-SHOWN_LINES:]), SHOWN_CHARS)  # one line: split
