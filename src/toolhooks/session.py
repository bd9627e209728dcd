"""The end of a session: the Stop hooks, run once whatever ended it, and the summary line.

:func:`end_session` runs every Stop hook once; call it from a ``finally`` block.

:class:`SessionSummary` writes ``data/session_summaries.jsonl``, which answers questions per
session rather than per call: how many calls to which tools, how many were denied (and by
which hook), how many failed, how many hooks broke, and when it started and ended. To
count, the summary also watches every call (a PostToolUse hook) and the error channel;
:meth:`SessionSummary.attach` wires all three at once.
"""

from __future__ import annotations

import threading
from collections import Counter
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from .chain import run_observers
from .clock import Clock, read_clock, utc_now
from .context import HookContext
from .error_channel import HookFailure
from .errors import ConfigError
from .events import SessionEnd, ToolOutcome
from .jsonl import JsonlFile, LineSink, line_sink, to_json_line
from .registry import HookRegistry, require_registry


def end_session(
    registry: HookRegistry,
    context: HookContext,
    *,
    started_at: datetime,
    clock: Clock = utc_now,
    reason: str = "end_turn",
) -> int:
    """Run every Stop hook on the session's end; returns how many failed (and were recorded).

    Call it from a ``finally`` block so that it runs when the session ends by an error too.
    """
    require_registry(registry, "end_session")
    if not isinstance(context, HookContext):
        raise ConfigError(
            f"end_session needs the session's HookContext, got {type(context).__name__}; "
            "pass the context the session was installed with."
        )
    ended_at = read_clock(clock)
    event = SessionEnd(context, started_at, ended_at, reason)
    return run_observers(registry.stop.all, event, stage="Stop", report=registry.report)


DEFAULT_SUMMARY_LOG = Path("data/session_summaries.jsonl")


@dataclass
class _Tally:
    calls_by_tool: Counter[str] = field(default_factory=Counter)
    statuses: Counter[str] = field(default_factory=Counter)
    denials_by_hook: Counter[str] = field(default_factory=Counter)
    hook_failures: int = 0


class SessionSummary:
    """Counts each session's calls and writes one summary line when it ends.

    Sessions are told apart by ``session_id``, so one instance can serve many concurrent
    sessions.
    """

    def __init__(
        self, path: Path | str = DEFAULT_SUMMARY_LOG, *, sink: LineSink | None = None
    ) -> None:
        self.sink: LineSink = (
            JsonlFile(path, owner="SessionSummary")
            if sink is None
            else line_sink(sink, owner=type(self).__name__)
        )
        self._tallies: dict[str, _Tally] = {}
        self._lock = threading.Lock()

    def attach(self, registry: HookRegistry) -> SessionSummary:
        """Register as PostToolUse observer, Stop hook and error sink of ``registry``."""
        require_registry(registry, "SessionSummary.attach")
        registry.post(self.observe, name="SessionSummary.observe")
        registry.stop(self, name="SessionSummary")
        registry.error_sinks.append(self.record_failure)
        return self

    def observe(self, outcome: ToolOutcome) -> None:
        """PostToolUse: count one finished call."""
        with self._lock:
            tally = self._tallies.setdefault(outcome.context.session_id, _Tally())
            tally.calls_by_tool[outcome.tool_name] += 1
            tally.statuses[outcome.status] += 1
            if outcome.denial is not None:
                tally.denials_by_hook[outcome.denial.hook_name] += 1
            if outcome.status == "hook_failed":
                tally.hook_failures += 1

    def record_failure(self, failure: HookFailure) -> None:
        """Error sink: count a PostToolUse or Stop hook that failed."""
        with self._lock:
            self._tallies.setdefault(failure.session_id, _Tally()).hook_failures += 1

    def __call__(self, end: SessionEnd) -> None:
        """Stop: write the session's summary line and forget its counts."""
        with self._lock:
            tally = self._tallies.pop(end.context.session_id, _Tally())
        self.sink(to_json_line(summary_record(end, tally)))

    def __repr__(self) -> str:
        return f"SessionSummary({self.sink!r})"


def summary_record(end: SessionEnd, tally: _Tally) -> dict[str, Any]:
    """The summary line for one session, as a dict."""
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "tier": end.context.tier,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "duration_s": (end.ended_at - end.started_at).total_seconds(),
        "end_reason": end.reason,
        "calls": sum(tally.calls_by_tool.values()),
        "calls_by_tool": dict(sorted(tally.calls_by_tool.items())),
        "denials": tally.statuses["denied"],
        "denials_by_hook": dict(sorted(tally.denials_by_hook.items())),
        "tool_errors": tally.statuses["tool_error"],
        "invalid_calls": tally.statuses["invalid"],
        "refused_by_host": tally.statuses["refused_by_host"],
        "hook_failures": tally.hook_failures,
    }
