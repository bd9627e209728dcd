"""Failure policy: Pre crashes fail closed; Post and Stop crashes are recorded and ignored."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from toolhooks import HookRegistry, PreHookError, end_session, install_hooks
from toolhooks.jsonl import JsonlFile
from toolhooks.testing import RecordingHook, make_context

from .helpers import make_rig


@given(size=st.integers(1, 6), data=st.data())
def test_pre_crash_at_any_position_stops_everything_after_it(
    size: int, data: st.DataObject
) -> None:
    """Hooks before the crash ran, none after did, and the tool did not run."""
    crash_at = data.draw(st.integers(0, size - 1))
    rig = make_rig()
    log: list[str] = []
    for index in range(size):
        raises = ValueError("boom") if index == crash_at else None
        rig.registry.pre(RecordingHook(f"h{index}", log, raises=raises))
    with pytest.raises(PreHookError, match=f"'h{crash_at}'"):
        rig.call("lookup_user", {})
    assert log == [f"h{i}" for i in range(crash_at + 1)]
    assert rig.tools["lookup_user"].calls == []
    assert [r["status"] for r in rig.audit.records] == ["hook_failed"]


@given(size=st.integers(1, 6), crashing=st.data())
def test_post_crashes_anywhere_are_recorded_and_every_other_hook_runs(
    size: int, crashing: st.DataObject
) -> None:
    """Each Post hook runs even when others fail; each failure reaches the error channel; the result returns."""
    failing = crashing.draw(st.sets(st.integers(0, size - 1)))
    rig = make_rig()
    log: list[str] = []
    for index in range(size):
        raises = OSError("disk full") if index in failing else None
        rig.registry.post(RecordingHook(f"p{index}", log, raises=raises))
    result = rig.call("lookup_user", {})
    assert result["content"] == "lookup_user done"
    assert log == [f"p{i}" for i in range(size)]
    assert rig.errors.hook_names == [f"p{i}" for i in sorted(failing)]
    assert all(f.stage == "PostToolUse" and f.error_type == "OSError" for f in rig.errors.failures)
    assert len(rig.audit.records) == 1  # the audit hook still wrote its line


@given(size=st.integers(1, 6), crashing=st.data())
def test_stop_crashes_anywhere_are_recorded_and_every_other_hook_runs(
    size: int, crashing: st.DataObject
) -> None:
    """end_session never raises; it reports how many Stop hooks failed."""
    failing = crashing.draw(st.sets(st.integers(0, size - 1)))
    rig = make_rig()
    log: list[str] = []
    for index in range(size):
        raises = RuntimeError("cleanup failed") if index in failing else None
        rig.registry.stop(RecordingHook(f"s{index}", log, raises=raises))
    started = rig.clock() - timedelta(minutes=5)
    failures = end_session(rig.registry, rig.context, started_at=started, clock=rig.clock)
    assert failures == len(failing)
    assert log == [f"s{i}" for i in range(size)]
    assert rig.errors.hook_names == [f"s{i}" for i in sorted(failing)]
    assert all(f.stage == "Stop" for f in rig.errors.failures)


def test_failure_record_carries_session_tool_and_traceback() -> None:
    """A recorded failure says where it happened and keeps the traceback for debugging."""
    rig = make_rig()
    rig.registry.post(RecordingHook("notify", [], raises=TimeoutError("slack is down")))
    rig.call("issue_refund", {"amount_eur": 5}, tool_use_id="toolu_77")
    [failure] = rig.errors.failures
    assert failure.session_id == rig.context.session_id
    assert (failure.tool_name, failure.tool_use_id) == ("issue_refund", "toolu_77")
    assert "TimeoutError: slack is down" in failure.traceback


def test_a_failing_error_sink_does_not_break_the_call(caplog: pytest.LogCaptureFixture) -> None:
    """Even the error channel failing is logged, not raised."""
    rig = make_rig()

    def broken_sink(failure: object) -> None:
        raise OSError("error log unwritable")

    rig.registry.error_sinks.insert(0, broken_sink)
    rig.registry.post(RecordingHook("audit2", [], raises=OSError("disk full")))
    assert rig.call("lookup_user", {})["content"] == "lookup_user done"
    assert rig.errors.hook_names == ["audit2"]
    assert "error sink" in caplog.text


def test_the_default_error_channel_is_data_hook_errors_jsonl(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With the default registry, a Post failure becomes one line in data/hook_errors.jsonl."""
    monkeypatch.chdir(tmp_path)
    rig = make_rig()
    registry = HookRegistry()
    registry.post(RecordingHook("audit", [], raises=OSError("disk full")))
    install_hooks(rig.dispatcher, registry, make_context())
    rig.call("lookup_user", {})
    [line] = JsonlFile("data/hook_errors.jsonl").read()
    assert (line["stage"], line["hook_name"], line["error_type"]) == (
        "PostToolUse",
        "audit",
        "OSError",
    )
