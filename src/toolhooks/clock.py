"""The trusted clock: where a hook's idea of "now" comes from.

Time is not part of the frozen session context, because it moves. The server reads its
own clock when it builds each call and stamps the call with it; the model never supplies
it. Injecting the clock (any zero-argument callable returning an aware ``datetime``) keeps
tests and notebooks deterministic; ``toolhooks.testing`` has fixed and steppable clocks.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timezone
from typing import TypeAlias

from .errors import ClockError, EventError, describe_exception, safe_repr

Clock: TypeAlias = Callable[[], datetime]
"""A trusted clock: returns the current time as a timezone-aware ``datetime``."""


def utc_now() -> datetime:
    """The system clock in UTC: the default trusted clock."""
    return datetime.now(timezone.utc)


def read_clock(clock: Clock) -> datetime:
    """Read the trusted clock for a call, in UTC.

    A clock that raises or returns anything but an aware ``datetime`` is a
    :class:`~toolhooks.errors.ClockError`: time-based rules cannot be checked without it,
    so the call fails closed like a crashing PreToolUse hook.
    """
    try:
        moment = clock()
    except Exception as exc:
        raise ClockError(
            f"the trusted clock raised {describe_exception(exc)}; the call was not run. "
            "Fix the clock: it must return datetime.now(timezone.utc) or similar."
        ) from exc
    if type(moment) is datetime and moment.tzinfo is timezone.utc:  # the usual reading
        return moment
    try:
        aware = (
            isinstance(moment, datetime)
            and moment.tzinfo is not None
            and moment.utcoffset() is not None
        )
        if aware:
            return moment.astimezone(timezone.utc)
    except Exception as exc:  # a tzinfo that raises; a reading that overflows in UTC
        raise ClockError(
            f"the trusted clock's reading {safe_repr(moment)} cannot be converted to UTC "
            f"({describe_exception(exc)}); the call was not run. Fix the clock: return "
            "datetime.now(timezone.utc), with a tzinfo whose utcoffset() works, well inside "
            "the years 1 to 9999."
        ) from exc
    raise ClockError(
        "the trusted clock must return a timezone-aware datetime, got "
        f"{safe_repr(moment)} ({type(moment).__name__}); the call was not run. "
        "Use datetime.now(timezone.utc), or attach a tzinfo."
    )


def as_utc(moment: datetime, *, source: str = "clock") -> datetime:
    """Return ``moment`` in UTC; refuse naive datetimes, whose zone nobody can know."""
    if type(moment) is datetime and moment.tzinfo is timezone.utc:  # already checked
        return moment
    if not isinstance(moment, datetime):
        raise EventError(
            f"{source} must be a timezone-aware datetime, got {safe_repr(moment)} "
            f"({type(moment).__name__}); e.g. datetime.now(timezone.utc)."
        )
    if moment.tzinfo is None or moment.utcoffset() is None:
        raise EventError(
            f"{source} must be a timezone-aware datetime, got naive {moment!r}; "
            "use datetime.now(timezone.utc) or attach a tzinfo."
        )
    return moment.astimezone(timezone.utc)
