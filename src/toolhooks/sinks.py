"""Where JSON lines go: a file (the default) or memory (for tests and benchmarks).

A line sink is any callable taking one complete JSON line. Keeping the format (the
record) apart from the destination (the sink) lets production swap the file for durable
storage without touching the hooks.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeAlias

from .jsonl import append_line, read_lines

LineSink: TypeAlias = Callable[[str], None]
"""Receives one complete JSON line, newline included."""


class JsonlFile:
    """Appends each line to a file with one atomic write (safe across threads and processes)."""

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)

    def __call__(self, line: str) -> None:
        append_line(self.path, line)

    def read(self) -> list[dict[str, Any]]:
        """Every record written so far, parsed."""
        return read_lines(self.path)

    def __repr__(self) -> str:
        return f"JsonlFile({str(self.path)!r})"


class MemorySink:
    """Keeps lines in a list; ``records`` parses them. Thread-safe."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self._lock = threading.Lock()

    def __call__(self, line: str) -> None:
        with self._lock:
            self.lines.append(line)

    @property
    def records(self) -> list[dict[str, Any]]:
        with self._lock:
            return [json.loads(line) for line in self.lines]

    def clear(self) -> None:
        with self._lock:
            self.lines.clear()
