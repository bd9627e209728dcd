"""SessionSummary: one line per session with its counts, written by the Stop hook."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import pytest

from toolhooks import Deny, PreHookError, SessionSummary, ToolCall, end_session
from toolhooks.testing import MemorySink, RecordingHook, make_context

from .helpers import make_rig


def test_one_line_per_session_with_every_count() -> None:
    """Calls per tool, denials by hook, errors, hook failures, start and end are all counted."""
    rig = make_rig()
    sink = MemorySink()
    SessionSummary(sink=sink).attach(rig.registry)

    def no_refunds(call: ToolCall) -> Deny | None:
        return Deny("no refunds") if call.tool_name == "issue_refund" else None

    rig.registry.pre(no_refunds)
    rig.registry.post(RecordingHook("flaky", [], raises=OSError("x")), matcher="get_orders")
    rig.tools["create_case_file"].outputs = [ValueError("bad")]
    rig.call("lookup_user", {}, "t1")
    rig.call("lookup_user", {}, "t2")
    rig.call("issue_refund", {}, "t3")
    rig.call("create_case_file", {}, "t4")
    rig.call("get_orders", {}, "t5")
    rig.call("lookup_user", [1], "t6")
    started = rig.clock() - timedelta(minutes=3)
    end_session(rig.registry, rig.context, started_at=started, clock=rig.clock, reason="max_tokens")

    [summary] = sink.records
    assert summary["calls"] == 6
    assert summary["calls_by_tool"] == {
        "create_case_file": 1,
        "get_orders": 1,
        "issue_refund": 1,
        "lookup_user": 3,
    }
    assert summary["denials"] == 1
    assert summary["denials_by_hook"] == {
        "test_one_line_per_session_with_every_count.<locals>.no_refunds": 1
    }
    assert (summary["tool_errors"], summary["invalid_calls"], summary["hook_failures"]) == (1, 1, 1)
    assert (summary["duration_s"], summary["end_reason"]) == (180.0, "max_tokens")
    assert summary["started_at"] == started.isoformat()


def test_a_pre_hook_crash_counts_as_a_hook_failure() -> None:
    """A session that ended because a policy crashed says so in its summary."""
    rig = make_rig()
    sink = MemorySink()
    SessionSummary(sink=sink).attach(rig.registry)
    rig.registry.pre(RecordingHook("broken", [], raises=KeyError("tier")))
    with pytest.raises(PreHookError):
        rig.call("lookup_user", {})
    end_session(rig.registry, rig.context, started_at=rig.clock(), clock=rig.clock, reason="error")
    assert sink.records[0]["hook_failures"] == 1


def test_concurrent_sessions_are_kept_apart() -> None:
    """One summary instance serving two sessions writes each session's own counts."""
    first, second = (
        make_rig(context=make_context(session_id="s_a")),
        make_rig(context=make_context(session_id="s_b")),
    )
    sink = MemorySink()
    summary = SessionSummary(sink=sink)
    summary.attach(first.registry)
    summary.attach(second.registry)
    first.call("lookup_user", {})
    second.call("lookup_user", {})
    second.call("lookup_user", {}, "t2")
    end_session(second.registry, second.context, started_at=second.clock(), clock=second.clock)
    end_session(first.registry, first.context, started_at=first.clock(), clock=first.clock)
    assert [(r["session_id"], r["calls"]) for r in sink.records] == [("s_b", 2), ("s_a", 1)]


def test_default_path_is_data_session_summaries(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Without a sink the summary goes to data/session_summaries.jsonl."""
    monkeypatch.chdir(tmp_path)
    rig = make_rig()
    SessionSummary().attach(rig.registry)
    end_session(rig.registry, rig.context, started_at=rig.clock(), clock=rig.clock)
    assert (tmp_path / "data" / "session_summaries.jsonl").read_text().count("\n") == 1
