"""The trusted clock: aware datetimes in UTC, and a clear, fail-closed error otherwise."""

from __future__ import annotations

import re
from datetime import datetime, timedelta, timezone

import pytest

from toolhooks.clock import as_utc, read_clock, utc_now
from toolhooks.errors import ClockError, PreHookError


def test_the_default_clock_is_aware_and_utc() -> None:
    """utc_now is what production uses: never naive."""
    assert utc_now().utcoffset() == timedelta(0)


def test_read_clock_converts_any_zone_to_utc() -> None:
    """03:30 at UTC+2 is 01:30 UTC."""
    plus_two = timezone(timedelta(hours=2))
    assert read_clock(lambda: datetime(2026, 3, 2, 3, 30, tzinfo=plus_two)) == datetime(
        2026, 3, 2, 1, 30, tzinfo=timezone.utc
    )


@pytest.mark.parametrize(
    ("clock", "words"),
    [
        (lambda: datetime(2026, 3, 2), "timezone-aware datetime, got datetime"),
        (lambda: None, "got None (NoneType)"),
        (lambda: 1.5, "got 1.5 (float)"),
        (lambda: 1 / 0, "raised ZeroDivisionError"),
    ],
    ids=["naive", "none", "float", "raises"],
)
def test_a_bad_clock_is_a_clock_error_that_fails_closed(clock: object, words: str) -> None:
    """ClockError is a PreHookError: the agent stops as if a hook had crashed."""
    with pytest.raises(ClockError, match=re.escape(words)) as raised:
        read_clock(clock)  # type: ignore[arg-type]
    assert isinstance(raised.value, PreHookError)
    assert raised.value.hook_name == "trusted clock"


def test_as_utc_refuses_naive_and_non_datetimes_by_name() -> None:
    """Event timestamps get the same check, naming the field."""
    with pytest.raises(ValueError, match="started_at must be a timezone-aware"):
        as_utc(datetime(2026, 1, 1), source="started_at")
    with pytest.raises(TypeError, match="started_at must be a timezone-aware datetime, got '2026'"):
        as_utc("2026", source="started_at")  # type: ignore[arg-type]
