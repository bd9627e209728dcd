"""The public test doubles behave as documented (learners rely on them)."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from toolhooks import Deny
from toolhooks.testing import FixedClock, RecordingHook, ScriptedTool, SteppingClock, make_call

START = datetime(2026, 1, 1, tzinfo=timezone.utc)


def test_fixed_clock_reads_the_same_until_set() -> None:
    """FixedClock returns its time every read; set() moves it."""
    clock = FixedClock(START)
    assert clock() == clock() == START
    clock.set(START + timedelta(hours=3))
    assert clock() == START + timedelta(hours=3)


def test_clocks_refuse_naive_datetimes() -> None:
    """A naive datetime has no zone; the doubles refuse it as the real code does."""
    with pytest.raises(ValueError, match="timezone-aware"):
        FixedClock(datetime(2026, 1, 1))


def test_stepping_clock_moves_each_read() -> None:
    """Each read is one step later than the previous one."""
    clock = SteppingClock(START, timedelta(seconds=5))
    assert [clock(), clock(), clock()] == [START + timedelta(seconds=s) for s in (0, 5, 10)]


def test_recording_hook_logs_decides_and_raises() -> None:
    """It appends its label, keeps the input, returns its decision or raises."""
    log: list[str] = []
    deny = Deny("no")
    hook = RecordingHook("tier", log, deny)
    assert hook(make_call("lookup_user", {"user_id": "u_1"})) is deny
    assert log == ["tier"]
    assert hook.seen == [{"user_id": "u_1"}]
    with pytest.raises(KeyError):
        RecordingHook("broken", log, raises=KeyError("x"))(make_call("lookup_user"))


def test_scripted_tool_plays_outputs_then_repeats_the_last() -> None:
    """Outputs are returned in turn; an exception in the script is raised; calls are kept."""
    tool = ScriptedTool(["a", ValueError("b"), "c"])
    assert tool(x=1) == "a"
    with pytest.raises(ValueError, match="b"):
        tool(x=2)
    assert [tool(), tool()] == ["c", "c"]
    assert tool.calls == [{"x": 1}, {"x": 2}, {}, {}]
