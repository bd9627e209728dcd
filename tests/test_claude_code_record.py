"""Every call the session saw is on the record: asks, host refusals, the transcript at Stop.

The real CLI runs offline as in ``test_claude_code_cli.py``; the transcript reader and the
reconciliation are also driven directly, with hostile transcripts.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from toolhooks import AuditLog, HookRegistry, SessionSummary
from toolhooks.context import HookContext
from toolhooks.error_channel import JsonlErrorSink
from toolhooks.fake.script import Turn, tool_use
from toolhooks.hosts.claude_code.adapter import handle
from toolhooks.hosts.claude_code.notes import HOST_CANNOT_ASK, HOST_PROMPT
from toolhooks.hosts.claude_code.tally import reconcile_transcript, replay_session
from toolhooks.hosts.claude_code.transcript import (
    TranscriptError,
    read_transcript,
)
from toolhooks.jsonl import read_lines
from toolhooks.testing import FixedClock

from .test_claude_code import ENV, pre_payload, run_command
from .test_claude_code_cli import adapter, bash, fake_api, hook_settings, markers, run_cli

cli = pytest.fixture(scope="module")(lambda: _cli())
fake_api = fake_api  # the loopback fake, shared


def _cli() -> Path:
    from .test_claude_code_cli import bundled_cli

    return bundled_cli()


ASK_REASON = (
    "BLOCKED: this call needs a person's approval (touches ask.marker); it runs only if the "
    "user approves it."
)


# --- the real CLI -------------------------------------------------------------------------


def test_seven_calls_seven_lines_and_a_summary_of_seven_through_the_real_cli(
    cli, fake_api, tmp_path
):
    """Allowed, denied, rewritten, asked (-p refuses), refused by the settings, refused by
    the CLI's input check, failed: one line each, and the Stop summary counts 7."""
    turns = [
        bash("touch allowed.marker", "toolu_r1"),
        bash("sh -c 'touch denied.marker' --force", "toolu_r2"),
        bash("touch original.marker", "toolu_r3"),
        bash("touch ask.marker", "toolu_r4"),
        Turn([tool_use("Write", {"file_path": "w.txt", "content": "x"}, "toolu_r5")]),
        Turn([tool_use("Bash", {"description": "no command"}, "toolu_r6")]),
        bash("false", "toolu_r7"),
    ]
    run = run_cli(cli, fake_api, tmp_path, turns, hook_settings(["Bash"], adapter("pre")))
    assert run.result["subtype"] == "success"
    assert markers(run.project) == ["allowed.marker", "rewritten.marker"]
    assert run.tool_result("toolu_r4") == ASK_REASON  # the model reads BLOCKED: first

    audit = read_lines(tmp_path / "audit.jsonl")
    by_id = {line["tool_use_id"]: line for line in audit}
    assert len(audit) == len(by_id) == 7
    assert {key: line["status"] for key, line in by_id.items()} == {
        "toolu_r1": "ok",
        "toolu_r2": "denied",
        "toolu_r3": "ok",
        "toolu_r4": "refused_by_host",
        "toolu_r5": "refused_by_host",
        "toolu_r6": "refused_by_host",
        "toolu_r7": "tool_error",
    }
    asked = by_id["toolu_r4"]
    assert asked["asked"] == [{"hook": "ask_on_marker", "reason": "touches ask.marker"}]
    assert asked["decided_by"] == HOST_CANNOT_ASK
    assert "haven't granted" in by_id["toolu_r5"]["problem"]
    assert "InputValidationError" in by_id["toolu_r6"]["problem"]
    rewritten = by_id["toolu_r3"]
    assert rewritten["rewritten_by"] == ["renamed_markers"]
    assert rewritten["input_sent"]["command"] == "touch original.marker"
    assert rewritten["input_received"]["command"] == "touch rewritten.marker"

    [summary] = read_lines(tmp_path / "summaries.jsonl")
    assert (summary["calls"], summary["refused_by_host"], summary["denials"]) == (7, 3, 1)
    assert summary["calls_by_tool"] == {"Bash": 6, "Write": 1}


def test_an_approver_decides_an_ask_in_the_pre_process_through_the_real_cli(
    cli, fake_api, tmp_path
):
    """``--approve``: the approver's yes runs the call; its line names the approver."""
    turns = [bash("touch ask.marker", "toolu_a1")]
    pre = adapter("pre", "tests.claude_code_hooks:registry", "--approve")
    pre += " tests.claude_code_hooks:approve_all"
    run = run_cli(cli, fake_api, tmp_path, turns, hook_settings(["Bash"], pre))
    assert markers(run.project) == ["ask.marker"]
    [line] = read_lines(tmp_path / "audit.jsonl")
    assert (line["status"], line["decided_by"]) == ("ok", "approve_all")
    assert line["asked"] == [{"hook": "ask_on_marker", "reason": "touches ask.marker"}]


class WithSubagent:
    """The main agent's turns, and a sub-agent's: told apart by the sub-agent's task text."""

    def __init__(self, main: list[Turn], sub: list[Turn]) -> None:
        self.main, self.sub = main, sub

    def __call__(self, body: Any) -> Turn:
        messages = body["messages"]
        turns = self.sub if "SUBAGENT-TASK" in json.dumps(messages[0]) else self.main
        if not any(tool.get("name") == "Bash" for tool in body.get("tools", [])):
            return Turn([{"type": "text", "text": "ok"}], "end_turn")
        position = sum(1 for message in messages if message["role"] == "assistant")
        if position < len(turns):
            return turns[position]
        return Turn([{"type": "text", "text": "All done."}], "end_turn")


def every_end_event(settings: dict[str, Any]) -> dict[str, Any]:
    """``settings`` with the stop command on SubagentStop and SessionEnd too."""
    stop = settings["hooks"]["Stop"]
    return {**settings, "hooks": {**settings["hooks"], "SubagentStop": stop, "SessionEnd": stop}}


def test_sub_agents_are_told_apart_and_every_end_is_summarised_through_the_real_cli(
    cli, fake_api, tmp_path
):
    """A sub-agent's calls carry agent_id and agent_type (a rule denies one of them for
    that); SubagentStop and SessionEnd each write a summary with their own end_reason."""
    task = {"description": "sub", "prompt": "SUBAGENT-TASK", "subagent_type": "general-purpose"}
    policy = WithSubagent(
        [Turn([tool_use("Agent", task, "toolu_m1")]), bash("touch sub-deny.main", "toolu_m2")],
        [bash("touch sub-deny.marker", "toolu_s1"), bash("touch sub.marker", "toolu_s2")],
    )
    settings = every_end_event(hook_settings(["Bash", "Agent"], adapter("pre")))
    run = run_cli(cli, fake_api, tmp_path, [], settings, policy=policy)
    assert markers(run.project) == ["sub.marker"]
    assert (run.project / "sub-deny.main").exists()  # the main agent may

    by_id = {line["tool_use_id"]: line for line in read_lines(tmp_path / "audit.jsonl")}
    assert sorted(by_id) == ["toolu_m1", "toolu_m2", "toolu_s1", "toolu_s2"]
    assert by_id["toolu_s1"]["status"] == "denied"
    assert by_id["toolu_s1"]["deny_reason"] == "a general-purpose sub-agent may not do this"
    assert by_id["toolu_s2"]["agent_type"] == "general-purpose"
    assert by_id["toolu_s2"]["agent_id"] == by_id["toolu_s1"]["agent_id"]
    assert "agent_id" not in by_id["toolu_m2"]

    summaries = read_lines(tmp_path / "summaries.jsonl")
    reasons = [summary["end_reason"] for summary in summaries]
    assert "subagent_stop" in reasons
    assert reasons[-1] == "session_end:other"  # what Claude Code 2.1.332 says after -p
    assert summaries[-1]["calls"] == 4


# --- the command, event by event ----------------------------------------------------------


def event(name: str, tool_input: dict[str, Any], tool_use_id: str, **extra: Any) -> str:
    return json.dumps(
        {**pre_payload("Bash", tool_input), "hook_event_name": name, "tool_use_id": tool_use_id}
        | extra
    )


def test_a_refusing_approver_denies_with_blocked_and_records_who(tmp_path):
    done = run_command(
        "pre",
        event("PreToolUse", {"command": "touch ask.marker"}, "t1"),
        tmp_path,
        "tests.claude_code_hooks:registry",
        "--approve",
        "tests.claude_code_hooks:refuse_all",
    )
    answer = json.loads(done.stdout)["hookSpecificOutput"]
    assert answer["permissionDecision"] == "deny"
    assert answer["permissionDecisionReason"].startswith("BLOCKED: a person did not approve")
    [line] = read_lines(tmp_path / "audit.jsonl")
    assert (line["status"], line["decided_by"], line["denied_by"]) == (
        "denied",
        "refuse_all",
        "refuse_all",
    )


@pytest.mark.parametrize(
    "target", ["tests.claude_code_hooks:nowhere", "tests.claude_code_hooks:ENV"]
)
def test_an_approver_that_cannot_be_loaded_blocks_the_call(tmp_path, target):
    done = run_command(
        "pre",
        event("PreToolUse", {"command": "touch ask.marker"}, "t1"),
        tmp_path,
        "tests.claude_code_hooks:registry",
        "--approve",
        target,
    )
    assert done.returncode == 2
    assert b"BLOCKED:" in done.stderr


def test_a_call_the_user_approved_at_the_prompt_carries_the_ask(tmp_path):
    """Pre asks (no approver); Claude Code's prompt said yes, so PostToolUse arrives."""
    run_command("pre", event("PreToolUse", {"command": "touch ask.marker"}, "t1"), tmp_path)
    post = event("PostToolUse", {"command": "touch ask.marker"}, "t1", tool_response="")
    run_command("post", post, tmp_path)
    [line] = read_lines(tmp_path / "audit.jsonl")
    assert (line["status"], line["decided_by"]) == ("ok", HOST_PROMPT)
    assert line["asked"][0]["hook"] == "ask_on_marker"


# --- the transcript -----------------------------------------------------------------------


def assistant(*blocks: dict[str, Any], session: str = "sess_cc_1") -> dict[str, Any]:
    return {
        "type": "assistant",
        "sessionId": session,
        "timestamp": "2026-12-01T10:00:00.000Z",
        "message": {"role": "assistant", "content": list(blocks)},
    }


def user(tool_use_id: str, text: str, is_error: bool = False) -> dict[str, Any]:
    block = {"type": "tool_result", "tool_use_id": tool_use_id, "content": text}
    return {
        "type": "user",
        "sessionId": "sess_cc_1",
        "message": {"role": "user", "content": [block | {"is_error": is_error}]},
    }


def use(tool_use_id: str, name: str = "Bash") -> dict[str, Any]:
    return {"type": "tool_use", "id": tool_use_id, "name": name, "input": {"command": "ls"}}


def write_transcript(path: Path, *lines: dict[str, Any] | bytes) -> Path:
    with open(path, "wb") as file:
        for line in lines:
            file.write(line if isinstance(line, bytes) else json.dumps(line).encode() + b"\n")
    return path


class TestReadTranscript:
    def test_calls_and_their_results_in_order(self, tmp_path):
        path = write_transcript(
            tmp_path / "t.jsonl",
            assistant(use("a")),
            user("a", "done"),
            assistant(use("b"), use("c", "Write")),
            user("b", "refused", is_error=True),
        )
        calls = read_transcript(path).calls
        assert [(c.tool_use_id, c.tool_name, c.result, c.is_error) for c in calls] == [
            ("a", "Bash", "done", False),
            ("b", "Bash", "refused", True),
            ("c", "Write", None, False),
        ]

    def test_torn_foreign_and_unknown_lines_are_skipped_and_counted(self, tmp_path):
        path = write_transcript(
            tmp_path / "t.jsonl",
            assistant(use("a")),
            b'{"type": "assistant", "message": {"content": [{"type": "tool_use", "id": "x"\n',
            b'{"type": "user", "message": {"content": [{"type": "tool_result"}]}}\n',
            b'\xff\xfe "tool_use" not utf-8\n',
            b'["tool_use"]\n',
            {"type": "from-the-future", "tool_use": {"id": "zz"}},
            assistant(use("b")),
        )
        transcript = read_transcript(path)
        assert [call.tool_use_id for call in transcript.calls] == ["a", "b"]
        assert transcript.skipped == 4  # torn, result without an id, not UTF-8, not an object

    def test_other_sessions_are_left_out(self, tmp_path):
        path = write_transcript(
            tmp_path / "t.jsonl", assistant(use("a")), assistant(use("b"), session="other")
        )
        assert [c.tool_use_id for c in read_transcript(path, "sess_cc_1").calls] == ["a"]

    @pytest.mark.parametrize("kind", ["missing", "folder", "fifo"])
    def test_a_path_that_is_no_transcript_is_refused_with_a_reason(self, tmp_path, kind):
        import os

        path = tmp_path / "t.jsonl"
        if kind == "folder":
            path.mkdir()
        elif kind == "fifo":
            os.mkfifo(path)
        with pytest.raises(TranscriptError, match=r"does not exist|not a regular file"):
            read_transcript(path)

    @pytest.mark.parametrize("path", ["/tmp/bad\x00name.jsonl", "/tmp/\ud800.jsonl", ""])
    def test_a_path_no_file_can_have_is_refused_not_raised(self, path):
        with pytest.raises(TranscriptError):
            read_transcript(path or ".")

    def test_ten_thousand_calls_are_all_read(self, tmp_path):
        """Every call of a long session; how fast is ``make bench``'s
        ``transcript_10k_read_s`` (floor 1 s), not a timed test."""
        lines: list[dict[str, Any]] = []
        for number in range(10_000):
            lines += [assistant(use(f"t{number}")), user(f"t{number}", "ok " * 20)]
        path = write_transcript(tmp_path / "t.jsonl", *lines)
        transcript = read_transcript(path)
        assert len(transcript.calls) == 10_000


def file_registry(tmp_path: Path) -> HookRegistry:
    registry = HookRegistry(error_sinks=[JsonlErrorSink(tmp_path / "errors.jsonl")])
    registry.post(AuditLog(tmp_path / "audit.jsonl"))
    SessionSummary(tmp_path / "summaries.jsonl").attach(registry)
    return registry


def stop_payload(transcript: Path | str) -> str:
    return json.dumps(
        {"session_id": "sess_cc_1", "hook_event_name": "Stop", "transcript_path": str(transcript)}
    )


class TestReconcile:
    def test_stop_adds_a_line_for_each_call_without_one_and_counts_it(self, tmp_path):
        path = write_transcript(
            tmp_path / "t.jsonl",
            assistant(use("seen")),
            user("seen", "ok"),
            assistant(use("refused")),
            user("refused", "Permission to use Bash has been denied.", is_error=True),
            assistant(use("unanswered")),
        )
        post = event("PostToolUse", {"command": "ls"}, "seen", tool_response="ok")
        handle("post", post, file_registry(tmp_path), environ=ENV, clock=FixedClock())
        handle("stop", stop_payload(path), file_registry(tmp_path), environ=ENV)
        lines = {line["tool_use_id"]: line for line in read_lines(tmp_path / "audit.jsonl")}
        assert sorted(lines) == ["refused", "seen"]  # no result yet: left for a later Stop
        assert lines["refused"]["status"] == "refused_by_host"
        assert lines["refused"]["problem"].endswith("has been denied.")
        [summary] = read_lines(tmp_path / "summaries.jsonl")
        assert (summary["calls"], summary["refused_by_host"]) == (2, 1)

    def test_a_second_stop_adds_nothing_twice(self, tmp_path):
        path = write_transcript(
            tmp_path / "t.jsonl", assistant(use("x")), user("x", "no", is_error=True)
        )
        for _ in range(2):
            handle("stop", stop_payload(path), file_registry(tmp_path), environ=ENV)
        assert len(read_lines(tmp_path / "audit.jsonl")) == 1
        assert [s["calls"] for s in read_lines(tmp_path / "summaries.jsonl")] == [1, 1]

    @pytest.mark.parametrize("where", ["missing", "folder"])
    def test_a_transcript_that_cannot_be_read_is_recorded_and_the_summary_still_written(
        self, tmp_path, where
    ):
        path = tmp_path / "t.jsonl"
        if where == "folder":
            path.mkdir()
        reply = handle("stop", stop_payload(path), file_registry(tmp_path), environ=ENV)
        assert reply.exit_code == 0
        [failure] = read_lines(tmp_path / "errors.jsonl")
        assert failure["error_type"] == "TranscriptError"
        [summary] = read_lines(tmp_path / "summaries.jsonl")
        assert summary["hook_failures"] == 1

    def test_torn_lines_are_reported_once_per_session(self, tmp_path):
        path = write_transcript(tmp_path / "t.jsonl", assistant(use("a")), b'{"tool_use": \n')
        for _ in range(2):
            handle("stop", stop_payload(path), file_registry(tmp_path), environ=ENV)
        [failure] = read_lines(tmp_path / "errors.jsonl")
        assert "1 line(s)" in failure["message"]

    def test_without_a_transcript_path_nothing_is_added(self, tmp_path):
        context = HookContext("u_004", "free", "sess_cc_1")
        registry = file_registry(tmp_path)
        replayed = replay_session(registry, context)
        assert reconcile_transcript(registry, context, None, replayed, final=True).added == 0


def test_a_note_that_cannot_be_read_costs_the_line_nothing_but_the_note(tmp_path, monkeypatch):
    """The Post line is still written; the failure goes to the error channel."""
    from toolhooks.hosts.claude_code import notes

    def broken(*args: object) -> None:
        raise OSError("disk on fire")

    monkeypatch.setattr(notes, "note_for", broken)
    post = event("PostToolUse", {"command": "ls"}, "t1", tool_response="ok")
    reply = handle("post", post, file_registry(tmp_path), environ=ENV, clock=FixedClock())
    assert reply.exit_code == 0
    [line] = read_lines(tmp_path / "audit.jsonl")
    assert line["status"] == "ok"
    [failure] = read_lines(tmp_path / "errors.jsonl")
    assert "disk on fire" in failure["message"]


def test_a_transcript_past_the_size_limit_is_refused(tmp_path, monkeypatch):
    from toolhooks.hosts.claude_code import transcript

    path = write_transcript(tmp_path / "t.jsonl", assistant(use("a")))
    monkeypatch.setattr(transcript, "MAX_TRANSCRIPT_BYTES", 10)
    with pytest.raises(TranscriptError, match="more than the 10"):
        read_transcript(path)


class TestEndEvents:
    def test_session_end_writes_its_reason_and_records_calls_left_without_a_result(self, tmp_path):
        path = write_transcript(tmp_path / "t.jsonl", assistant(use("cut")))
        end = {
            "session_id": "sess_cc_1",
            "hook_event_name": "SessionEnd",
            "transcript_path": str(path),
            "reason": "logout",
        }
        reply = handle("stop", json.dumps(end), file_registry(tmp_path), environ=ENV)
        assert reply.exit_code == 0
        [line] = read_lines(tmp_path / "audit.jsonl")
        assert (line["tool_use_id"], line["status"]) == ("cut", "refused_by_host")
        assert "no tool_result" in line["problem"]
        [summary] = read_lines(tmp_path / "summaries.jsonl")
        assert (summary["end_reason"], summary["calls"]) == ("session_end:logout", 1)

    def test_subagent_stop_reconciles_the_sub_agents_own_transcript(self, tmp_path):
        main = write_transcript(tmp_path / "main.jsonl", assistant(use("main")))
        sub = write_transcript(
            tmp_path / "agent.jsonl", assistant(use("sub")), user("sub", "no", is_error=True)
        )
        stop = {
            "session_id": "sess_cc_1",
            "hook_event_name": "SubagentStop",
            "transcript_path": str(main),
            "agent_transcript_path": str(sub),
            "agent_id": "a1",
            "agent_type": "Explore",
        }
        handle("stop", json.dumps(stop), file_registry(tmp_path), environ=ENV)
        [line] = read_lines(tmp_path / "audit.jsonl")
        assert (line["tool_use_id"], line["agent_id"], line["agent_type"]) == (
            "sub",
            "a1",
            "Explore",
        )
        [summary] = read_lines(tmp_path / "summaries.jsonl")
        assert summary["end_reason"] == "subagent_stop"

    @pytest.mark.parametrize("name", ["Notification", "PreCompact", "SubagentStart", None])
    def test_an_event_the_stop_command_does_not_handle_is_refused_saying_so(self, tmp_path, name):
        payload = json.dumps({"session_id": "sess_cc_1", "hook_event_name": name})
        done = run_command("stop", payload, tmp_path)
        assert done.returncode == 1
        assert b"Stop or SubagentStop or SessionEnd" in done.stderr


def test_a_torn_note_costs_only_itself(tmp_path):
    """Two asked calls; the first note torn by a writer that died: the second still counts."""
    for tool_use_id in ("t1", "t2"):
        run_command(
            "pre", event("PreToolUse", {"command": "touch ask.marker"}, tool_use_id), tmp_path
        )
    notes = tmp_path / "audit.pre_answers.jsonl"
    first, second = notes.read_bytes().splitlines(keepends=True)
    notes.write_bytes(first[:40] + b"\n" + second)
    for tool_use_id in ("t1", "t2"):
        post = event("PostToolUse", {"command": "touch ask.marker"}, tool_use_id, tool_response="")
        run_command("post", post, tmp_path)
    lines = {line["tool_use_id"]: line for line in read_lines(tmp_path / "audit.jsonl")}
    assert "asked" not in lines["t1"]
    assert lines["t2"]["decided_by"] == HOST_PROMPT
