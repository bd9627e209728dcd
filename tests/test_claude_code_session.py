"""The session summary under Claude Code: every event a new process, every call counted."""

from __future__ import annotations

import json
from datetime import datetime, timezone

from toolhooks import HookRegistry, SessionSummary
from toolhooks.audit import AuditLog
from toolhooks.context import HookContext
from toolhooks.error_channel import HookFailure, JsonlErrorSink
from toolhooks.hosts.claude_code.adapter import handle
from toolhooks.hosts.claude_code.tally import replay_session
from toolhooks.jsonl import read_lines
from toolhooks.testing import FixedClock

from .test_claude_code import ENV, pre_payload, run_command


def event(name: str, tool_input: dict, session: str = "sess_cc_1", **extra) -> str:
    return json.dumps(
        {**pre_payload("Bash", tool_input, session_id=session), "hook_event_name": name, **extra}
    )


def test_stop_counts_every_call_of_its_session_across_processes(tmp_path):
    """Six processes run five calls of one session (and one of another); Stop counts five."""
    calls = [
        ("pre", event("PreToolUse", {"command": "git push --force"}, tool_use_id="t1")),  # denied
        ("pre", event("PreToolUse", {"command": "ls"}, tool_use_id="t2")),  # allowed: no line
        ("post", event("PostToolUse", {"command": "ls"}, tool_use_id="t2", tool_response="a")),
        ("pre", event("PreToolUse", {"command": "touch crash.marker"}, tool_use_id="t3")),
        ("post", event("PostToolUseFailure", {"command": "false"}, tool_use_id="t4", error="1")),
        ("post", event("PostToolUse", {"command": "ls"}, "other_session", tool_use_id="t9")),
        ("post", event("PostToolUse", {"command": "rm -i x"}, tool_use_id="t5", tool_response="")),
    ]
    for kind, stdin in calls:
        run_command(kind, stdin, tmp_path)
    stop = json.dumps(
        {"session_id": "sess_cc_1", "hook_event_name": "Stop", "stop_hook_active": False}
    )
    done = run_command("stop", stop, tmp_path)
    assert (done.returncode, done.stdout, done.stderr) == (0, b"", b"")
    [summary] = read_lines(tmp_path / "summaries.jsonl")
    assert {key: summary[key] for key in ("calls", "denials", "tool_errors", "hook_failures")} == {
        "calls": 5,
        "denials": 1,
        "tool_errors": 1,
        "hook_failures": 1,
    }
    assert summary["calls_by_tool"] == {"Bash": 5}
    assert summary["denials_by_hook"] == {"no_force_push": 1}
    audit = read_lines(tmp_path / "audit.jsonl")
    first = min(line["timestamp"] for line in audit if line["session_id"] == "sess_cc_1")
    assert summary["started_at"] == first
    assert summary["end_reason"] == "stop"


def test_a_second_stop_counts_the_session_again_not_twice(tmp_path):
    run_command("pre", event("PreToolUse", {"command": "git push --force"}), tmp_path)
    stop = json.dumps({"session_id": "sess_cc_1", "hook_event_name": "Stop"})
    run_command("stop", stop, tmp_path)
    run_command("stop", stop, tmp_path)
    assert [line["calls"] for line in read_lines(tmp_path / "summaries.jsonl")] == [1, 1]


def fresh_registry(tmp_path) -> HookRegistry:
    """What a new process builds: the same files, nothing in memory."""
    registry = HookRegistry(error_sinks=[JsonlErrorSink(tmp_path / "errors.jsonl")])
    registry.post(AuditLog(tmp_path / "audit.jsonl"))
    SessionSummary(tmp_path / "summaries.jsonl").attach(registry)
    return registry


def test_replay_feeds_audit_and_error_lines_to_the_summary(tmp_path):
    """In process: hook failures from the error log count too; other sessions do not."""
    registry = fresh_registry(tmp_path)
    when = datetime(2026, 1, 2, tzinfo=timezone.utc)
    for session in ("sess_cc_1", "sess_other"):
        failure = HookFailure("PostToolUse", "notify", "OSError", "down", session, when)
        registry.error_sinks[0](failure)
    ok = {**json.loads(event("PostToolUse", {"command": "ls"})), "tool_response": "x"}
    handle("post", json.dumps(ok), registry, environ=ENV, clock=FixedClock())
    context = HookContext(user_id="u_004", tier="free", session_id="sess_cc_1")
    replayed = replay_session(fresh_registry(tmp_path), context)
    assert (replayed.calls, replayed.hook_failures) == (1, 1)
    assert replayed.started_at == FixedClock()()
    stop = json.dumps({"session_id": "sess_cc_1", "hook_event_name": "Stop"})
    handle("stop", stop, fresh_registry(tmp_path), environ=ENV)
    [line] = read_lines(tmp_path / "summaries.jsonl")
    assert (line["calls"], line["hook_failures"], line["user_id"]) == (1, 1, "u_004")
