"""Notebook 10: your exercise 11 and 12 functions as hooks of the module Claude Code runs.

:class:`YourAuditLines` is a PostToolUse hook that writes ``audit_line(outcome)`` (yours,
from notebook 08) for every call into a file of its own, beside the package's ``AuditLog``;
the adapter hands a denied call to the PostToolUse hooks from the Pre process, so the
denials get their line too. :class:`YourSummary` is a Stop hook: each hook event is a new
process, so it reads the session's calls back from the ``AuditLog`` file (as the package's
``SessionSummary`` does, :mod:`toolhooks.hosts.claude_code.tally`) and writes
``summarize_session(outcomes, end)`` as one JSON line.

What your function raises or returns wrongly becomes a line that says so: the run goes on,
and the notebook shows the problem where your line would be.

:func:`reference_audit_line` and :func:`reference_summarize_session` are the package's own
answers, used while an exercise is not solved yet. This module is imported by every hook
process, so it imports only ``toolhooks``.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from toolhooks import HookRegistry, SessionEnd, SessionSummary, ToolOutcome
from toolhooks.audit import audit_record
from toolhooks.jsonl import MemorySink, to_json_line

YOUR_AUDIT_FILE = "your_audit_lines.jsonl"
YOUR_SUMMARY_FILE = "your_session_summaries.jsonl"


def reference_audit_line(outcome: ToolOutcome) -> str:
    """The package's audit line for ``outcome`` (what ``AuditLog`` writes)."""
    return to_json_line(audit_record(outcome))


def reference_summarize_session(outcomes: Sequence[ToolOutcome], end: SessionEnd) -> Any:
    """The package's summary of a session (what ``SessionSummary`` writes)."""
    sink = MemorySink()
    summary = SessionSummary(sink=sink)
    for outcome in outcomes:
        summary.observe(outcome)
    summary(end)
    return sink.records[0]


def append_line(path: Path, text: str) -> None:
    """Append ``text`` as one line, in one write (hook processes may run side by side)."""
    line = text if text.endswith("\n") else text + "\n"
    path.parent.mkdir(parents=True, exist_ok=True)
    descriptor = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        os.write(descriptor, line.encode("utf-8", "backslashreplace"))
    finally:
        os.close(descriptor)


def _problem(name: str, what: str) -> str:
    return json.dumps({"problem": f"{name} {what}"})


class YourAuditLines:
    """PostToolUse: one line per call, written by your ``audit_line``."""

    def __init__(self, audit_line: Callable[[ToolOutcome], object], path: Path) -> None:
        self.audit_line = audit_line
        self.path = Path(path)
        self.__name__ = f"YourAuditLines({getattr(audit_line, '__name__', 'audit_line')})"

    def __call__(self, outcome: ToolOutcome) -> None:
        name = getattr(self.audit_line, "__name__", "audit_line")
        try:
            text = self.audit_line(outcome)
        except Exception as exc:  # the learner's function: its failure is shown, not fatal
            self._write(_problem(name, f"raised {type(exc).__name__}: {exc}"))
            return
        if not isinstance(text, str):
            self._write(_problem(name, f"returned a {type(text).__name__}, not a str"))
            return
        self._write(text.rstrip("\r\n").replace("\r", "\\r").replace("\n", "\\n"))

    def _write(self, text: str) -> None:
        append_line(self.path, text)


class YourSummary:
    """Stop: your ``summarize_session`` of the session's calls, read back from the audit."""

    def __init__(
        self,
        summarize_session: Callable[[list[ToolOutcome], SessionEnd], object],
        registry: HookRegistry,
        path: Path,
    ) -> None:
        self.summarize_session = summarize_session
        self.registry = registry
        self.path = Path(path)

    def __call__(self, end: SessionEnd) -> None:
        # Loaded here: only the Stop process needs them (every Pre and Post process imports
        # this module).
        from toolhooks.hosts.claude_code.tally import (
            audit_paths,
            outcome_from_record,
            session_records,
        )

        records = session_records(audit_paths(self.registry), end.context.session_id)
        outcomes = [outcome_from_record(record, end.context) for record in records]
        name = getattr(self.summarize_session, "__name__", "summarize_session")
        try:
            summary = self.summarize_session(outcomes, end)
            text = json.dumps(summary, default=str)
        except Exception as exc:  # the learner's function: its failure is shown, not fatal
            text = _problem(name, f"raised {type(exc).__name__}: {exc}")
        append_line(self.path, text)
