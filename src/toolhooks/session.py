"""The end of a session: run the Stop hooks once, whatever ended it."""

from __future__ import annotations

from datetime import datetime

from .chain import run_observers
from .clock import Clock, read_clock, utc_now
from .context import HookContext
from .events import SessionEnd
from .registry import HookRegistry


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
    ended_at = read_clock(clock)
    event = SessionEnd(context, started_at, ended_at, reason)
    return run_observers(
        registry.stop.all,
        event,
        stage="Stop",
        report=registry.report,
        session_id=context.session_id,
        timestamp=ended_at,
    )
