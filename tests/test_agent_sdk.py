"""The Agent SDK adapter: the callbacks called directly, then the real CLI through query()."""

from __future__ import annotations

import asyncio
import math
import time
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("claude_agent_sdk", reason="claude-agent-sdk is not installed (dev extra)")

from toolhooks import AuditLog, HookRegistry, SessionSummary, ToolCall
from toolhooks.errors import ConfigError, ContextError
from toolhooks.hosts.agent_sdk import agent_sdk_hooks
from toolhooks.testing import ErrorCapture, FixedClock, MemorySink

from . import claude_code_hooks
from . import test_claude_code_cli as cli_tests
from .test_claude_code_cli import bash, bundled_cli, markers

fake_api = cli_tests.fake_api  # the loopback fake of the Messages API, shared


def payload(event: str = "PreToolUse", tool_input: Any = None, **extra: Any) -> dict[str, Any]:
    """An input dict as the SDK hands it to a callback."""
    base = {
        "session_id": "sess_sdk_1",
        "transcript_path": "/tmp/sess_sdk_1.jsonl",
        "cwd": "/home/dev/demo",
        "permission_mode": "default",
        "hook_event_name": event,
        "tool_name": "Bash",
        "tool_input": {"command": "git status"} if tool_input is None else tool_input,
        "tool_use_id": "toolu_sdk_1",
    }
    return {**base, **extra}


class Rig:
    """``claude_code_hooks`` rules, an audit trail and an error channel in memory."""

    def __init__(self, *pre: Any, timeout_s: float = 5.0) -> None:
        self.errors = ErrorCapture()
        self.audit = MemorySink()
        self.registry = HookRegistry(error_sinks=[self.errors])
        for hook in pre or (claude_code_hooks.no_force_push, claude_code_hooks.renamed_markers):
            self.registry.pre(hook, matcher="Bash")
        self.registry.post(AuditLog(sink=self.audit))
        self.hooks = agent_sdk_hooks(
            self.registry, user_id="u_004", tier="free", clock=FixedClock(), timeout_s=timeout_s
        )

    def call(self, event: str, data: Any, tool_use_id: str | None = "toolu_sdk_1") -> Any:
        [matcher] = self.hooks[event]  # type: ignore[index]
        [callback] = matcher.hooks
        return asyncio.run(callback(data, tool_use_id, {"signal": None}))

    def pre(self, data: Any) -> dict[str, Any]:
        answer: dict[str, Any] = self.call("PreToolUse", data)
        return answer.get("hookSpecificOutput", {})

    @property
    def lines(self) -> list[dict[str, Any]]:
        return self.audit.records


class TestPreToolUse:
    def test_allow_answers_nothing(self):
        """No opinion is ``{}``: never an explicit allow, which would skip the user's rules."""
        rig = Rig()
        assert rig.call("PreToolUse", payload()) == {}
        assert rig.lines == []  # the PostToolUse event records an allowed call

    def test_deny_answers_with_the_blocked_text_and_is_audited(self):
        rig = Rig()
        answer = rig.pre(payload(tool_input={"command": "git push --force"}))
        assert answer == {
            "hookEventName": "PreToolUse",
            "permissionDecision": "deny",
            "permissionDecisionReason": "BLOCKED: force pushes rewrite shared history "
            "Alternative: push a new commit",
        }
        [line] = rig.lines
        assert (line["status"], line["denied_by"], line["user_id"]) == (
            "denied",
            "no_force_push",
            "u_004",
        )
        assert line["session_id"] == "sess_sdk_1"

    def test_rewrite_sends_updated_input_without_a_permission(self):
        rig = Rig()
        answer = rig.pre(payload(tool_input={"command": "touch original.marker"}))
        assert answer == {
            "hookEventName": "PreToolUse",
            "updatedInput": {"command": "touch rewritten.marker"},
        }

    def test_the_registry_matchers_select_the_hooks(self):
        """A Bash-only rule does not see another tool's call."""
        rig = Rig()
        assert (
            rig.call("PreToolUse", payload(tool_name="Read", tool_input={"command": "--force"}))
            == {}
        )

    def test_identity_comes_from_the_caller_not_the_tool_input(self):
        seen: list[tuple[str, str]] = []

        def who(call: ToolCall) -> None:
            seen.append((call.context.user_id, call.context.tier))

        rig = Rig(who)
        rig.call("PreToolUse", payload(tool_input={"user_id": "admin", "tier": "premium"}))
        assert seen == [("u_004", "free")]

    @pytest.mark.parametrize(
        ("hook", "expected"),
        [
            (claude_code_hooks.explode, "rule database unreachable"),
            (claude_code_hooks.not_a_decision, "yes please"),
            (claude_code_hooks._raise(KeyboardInterrupt()), "KeyboardInterrupt"),
            (claude_code_hooks._raise(SystemExit(0)), "SystemExit"),
            (claude_code_hooks._raise(claude_code_hooks.Halt("stop")), "Halt: stop"),
            (claude_code_hooks._rewrite_to(math.nan), "['value'] is nan"),
            (claude_code_hooks._rewrite_to("a\ud800b"), "lone surrogate"),
            (claude_code_hooks._lone_surrogate_deny, "lone surrogate"),
        ],
        ids=[
            "raises",
            "junk",
            "ctrl-c",
            "sys.exit",
            "own BaseException",
            "NaN",
            "surrogate",
            "deny-surrogate",
        ],
    )
    def test_a_broken_hook_denies_and_is_audited(self, hook, expected, request):
        rig = Rig(hook)
        answer = rig.pre(payload())
        assert answer["permissionDecision"] == "deny"
        assert answer["permissionDecisionReason"].startswith("BLOCKED:")
        assert expected in answer["permissionDecisionReason"]
        answer["permissionDecisionReason"].encode("utf-8")  # the SDK can send it
        [line] = rig.lines
        assert line["status"] == ("denied" if "deny" in request.node.callspec.id else "hook_failed")

    def test_a_hook_past_the_timeout_denies_and_the_loop_stays_free(self):
        rig = Rig(lambda call: time.sleep(2), timeout_s=0.2)
        started = time.monotonic()
        answer = rig.pre(payload())
        assert time.monotonic() - started < 1.5
        assert answer["permissionDecision"] == "deny"
        assert "did not finish within 0.2s" in answer["permissionDecisionReason"]
        [line] = rig.lines
        assert line["status"] == "hook_failed"

    def test_a_slow_hook_does_not_block_the_event_loop(self):
        """Two slow calls at once take the time of one: the hooks run off the loop."""
        rig = Rig(lambda call: time.sleep(0.5))
        [matcher] = rig.hooks["PreToolUse"]
        callback = matcher.hooks[0]

        async def both() -> list[Any]:
            return await asyncio.gather(
                *(callback(payload(), None, {"signal": None}) for _ in "ab")
            )

        started = time.monotonic()
        assert asyncio.run(both()) == [{}, {}]
        assert time.monotonic() - started < 0.9

    @pytest.mark.parametrize(
        ("data", "expected"),
        [
            (payload(tool_input="rm -rf /"), "tool_input must be a JSON object"),
            (payload(tool_input=["a"]), "tool_input must be a JSON object"),
            (payload(session_id=""), "no session id"),
            ({k: v for k, v in payload().items() if k != "session_id"}, "no session id"),
            (payload(tool_name=None), "tool_name"),
            (payload(event="PostToolUse"), "got hook_event_name 'PostToolUse'"),
            (payload(event="UserPromptSubmit"), "got hook_event_name 'UserPromptSubmit'"),
            ("not a dict", "must be a mapping"),
        ],
        ids=[
            "input str",
            "input list",
            "empty session",
            "no session",
            "no tool",
            "post",
            "unknown",
            "str",
        ],
    )
    def test_a_hostile_input_is_refused_and_audited(self, data, expected):
        rig = Rig()
        answer = rig.pre(data)
        assert answer["permissionDecision"] == "deny"
        assert expected in answer["permissionDecisionReason"]
        [line] = rig.lines
        assert line["status"] == "invalid"
        assert line["problem"].startswith("refused before any hook ran")


class TestPostAndStop:
    def test_post_tool_use_writes_one_audit_line(self):
        rig = Rig()
        data = payload("PostToolUse", tool_response={"stdout": "clean", "stderr": ""})
        assert rig.call("PostToolUse", data) == {}
        [line] = rig.lines
        assert (line["status"], line["session_id"], line["user_id"]) == (
            "ok",
            "sess_sdk_1",
            "u_004",
        )

    def test_post_tool_use_failure_records_a_tool_error(self):
        rig = Rig()
        data = payload("PostToolUseFailure", error="exit code 2")
        rig.call("PostToolUseFailure", data)
        [line] = rig.lines
        assert (line["status"], line["problem"]) == ("tool_error", "exit code 2")

    @pytest.mark.parametrize(
        "data",
        [
            payload("PreToolUse"),
            payload("PostToolUse", tool_input=3),
            payload("PostToolUse", session_id=None),
        ],
        ids=["wrong event", "input not a dict", "no session"],
    )
    def test_a_bad_post_event_goes_to_the_error_channel(self, data):
        rig = Rig()
        assert rig.call("PostToolUse", data) == {}
        assert rig.errors.hook_names == ["toolhooks.hosts.agent_sdk"]
        assert rig.lines == []

    def test_a_failing_observer_goes_to_the_error_channel(self):
        rig = Rig()
        rig.registry.post(claude_code_hooks.explode, name="explode")
        rig.call("PostToolUse", payload("PostToolUse", tool_response="ok"))
        assert rig.errors.hook_names == ["explode"]
        assert len(rig.lines) == 1

    def test_stop_writes_the_session_summary(self):
        rig = Rig()
        summaries = MemorySink()
        SessionSummary(sink=summaries).attach(rig.registry)
        rig.call("PreToolUse", payload(tool_input={"command": "git push --force"}))
        rig.call("Stop", {**payload("Stop"), "stop_hook_active": False})
        [summary] = summaries.records
        assert (summary["denials"], summary["session_id"]) == (1, "sess_sdk_1")

    def test_a_bad_stop_event_goes_to_the_error_channel(self):
        rig = Rig()
        assert rig.call("Stop", payload("Notification")) == {}
        assert rig.errors.hook_names == ["toolhooks.hosts.agent_sdk"]


class TestSetup:
    def test_the_mapping_has_one_matcher_per_event_for_every_tool(self):
        hooks = Rig().hooks
        assert sorted(hooks) == ["PostToolUse", "PostToolUseFailure", "PreToolUse", "Stop"]
        assert all(matcher.matcher is None for [matcher] in hooks.values())
        assert hooks["PreToolUse"][0].on_failure == "block"

    @pytest.mark.parametrize(
        ("kwargs", "error"),
        [
            ({"user_id": ""}, ContextError),
            ({"user_id": "u_1", "tier": "platinum"}, ContextError),
            ({"user_id": "u_1", "timeout_s": 0}, ConfigError),
            ({"user_id": "u_1", "timeout_s": math.nan}, ConfigError),
            ({"user_id": "u_1", "clock": "now"}, ConfigError),
        ],
    )
    def test_a_bad_setup_is_refused_up_front(self, kwargs, error):
        with pytest.raises(error):
            agent_sdk_hooks(HookRegistry(error_sinks=[]), **kwargs)


class TestApprove:
    """``approve=``: the approver decides an asked call in process, failing closed."""

    @staticmethod
    def rig(approve: Any) -> Rig:
        rig = Rig(claude_code_hooks.ask_on_marker)
        rig.hooks = agent_sdk_hooks(
            rig.registry, user_id="u_004", clock=FixedClock(), approve=approve
        )
        return rig

    def test_a_yes_answers_like_an_allowed_call(self):
        rig = self.rig(claude_code_hooks.approve_all)
        assert rig.call("PreToolUse", payload(tool_input={"command": "touch ask.marker"})) == {}
        assert rig.lines == []  # the PostToolUse event writes the line, with the note
        post = payload("PostToolUse", {"command": "touch ask.marker"}, tool_response="")
        rig.call("PostToolUse", post)
        [line] = rig.lines
        assert (line["status"], line["decided_by"]) == ("ok", "approve_all")

    def test_an_approver_that_raises_denies_and_is_audited(self):
        def broken(call: Any, asked: Any) -> bool:
            raise RuntimeError("pager down")

        rig = self.rig(broken)
        answer = rig.pre(payload(tool_input={"command": "touch ask.marker"}))
        assert answer["permissionDecision"] == "deny"
        assert "pager down" in answer["permissionDecisionReason"]
        [line] = rig.lines
        assert line["status"] == "hook_failed"
        assert line["asked"][0]["hook"] == "ask_on_marker"

    def test_an_approver_that_is_not_callable_is_refused_up_front(self):
        with pytest.raises(ConfigError, match="approve"):
            agent_sdk_hooks(HookRegistry(error_sinks=[]), user_id="u_1", approve="yes")


# --- end to end: the real bundled CLI through query(), offline --------------------------


@pytest.fixture(scope="module")
def cli() -> Path:
    return bundled_cli()


def run_query(cli_path, fake, tmp_path, turns, allow, registry, *, approve=None, can_use_tool=None):
    """``query()`` with the bundled CLI, HOME in ``tmp_path``, the fake API at loopback."""
    import claude_agent_sdk as sdk

    from toolhooks.fake import FAKE_API_KEY

    from .test_claude_code_cli import Scenario

    api, base_url = fake
    api.policy = Scenario(turns)
    home, project = tmp_path / "home", tmp_path / "project"
    home.mkdir()
    project.mkdir()
    env = {
        "HOME": str(home),
        "ANTHROPIC_BASE_URL": base_url,
        "ANTHROPIC_API_KEY": FAKE_API_KEY,
        "ANTHROPIC_AUTH_TOKEN": "",
        "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC": "1",
        "DISABLE_AUTOUPDATER": "1",
        "DISABLE_TELEMETRY": "1",
    }
    options = sdk.ClaudeAgentOptions(
        cli_path=cli_path,
        cwd=project,
        env=env,
        allowed_tools=list(allow),
        setting_sources=[],
        hooks=agent_sdk_hooks(registry, user_id="u_004", timeout_s=2.0, approve=approve),
        can_use_tool=can_use_tool,
    )

    async def collect() -> list[Any]:
        return [message async for message in sdk.query(prompt="Run the steps.", options=options)]

    messages = asyncio.run(asyncio.wait_for(collect(), 240))
    [result] = [m for m in messages if isinstance(m, sdk.ResultMessage)]
    return result, project, list(api.requests)


def sent_tool_result(requests, tool_use_id):
    from .test_claude_code_cli import CliRun

    return CliRun({}, Path(), requests).tool_result(tool_use_id)


def e2e_registry(audit: MemorySink) -> HookRegistry:
    registry = HookRegistry(error_sinks=[])
    for hook in (
        claude_code_hooks.no_force_push,
        claude_code_hooks.renamed_markers,
        claude_code_hooks.crash_on_marker,
    ):
        registry.pre(hook, matcher="Bash")
    registry.post(AuditLog(sink=audit))
    return registry


def test_deny_allow_rewrite_and_crash_through_query_and_the_real_cli(cli, fake_api, tmp_path):
    """Four calls: only the allowed and the rewritten run; one audit line each."""
    turns = [
        bash("sh -c 'touch denied.marker' --force", "toolu_sdk_1"),
        bash("touch allowed.marker", "toolu_sdk_2"),
        bash("touch original.marker", "toolu_sdk_3"),
        bash("touch crash.marker", "toolu_sdk_4"),
    ]
    audit = MemorySink()
    result, project, requests = run_query(
        str(cli), fake_api, tmp_path, turns, ["Bash"], e2e_registry(audit)
    )
    assert result.subtype == "success"
    assert markers(project) == ["allowed.marker", "rewritten.marker"]
    assert sent_tool_result(requests, "toolu_sdk_1").endswith(
        "BLOCKED: force pushes rewrite shared history Alternative: push a new commit"
    )
    crashed = sent_tool_result(requests, "toolu_sdk_4")
    assert "BLOCKED:" in crashed
    assert "rule database unreachable" in crashed

    by_id = {line["tool_use_id"]: line for line in audit.records}
    assert len(audit.records) == len(by_id) == 4  # one line per call
    assert {key: line["status"] for key, line in by_id.items()} == {
        "toolu_sdk_1": "denied",
        "toolu_sdk_2": "ok",
        "toolu_sdk_3": "ok",
        "toolu_sdk_4": "hook_failed",
    }
    assert by_id["toolu_sdk_3"]["input_received"]["command"] == "touch rewritten.marker"
    assert {line["session_id"] for line in audit.records} == {result.session_id}
    assert {line["user_id"] for line in audit.records} == {"u_004"}


def test_a_rewrite_through_the_sdk_grants_no_permission(cli, fake_api, tmp_path):
    """Only the original command is allowed: the rewritten one is not run (no prompt in -p)."""
    turns = [bash("touch original.marker", "toolu_sdk_1")]
    audit = MemorySink()
    result, project, _ = run_query(
        str(cli),
        fake_api,
        tmp_path,
        turns,
        ["Bash(touch original.marker)"],
        e2e_registry(audit),
    )
    assert markers(project) == []
    denied = [denial["tool_input"]["command"] for denial in result.permission_denials or []]
    assert denied == ["touch rewritten.marker"]


def test_a_rewrite_through_the_sdk_runs_where_the_rules_allow_it(cli, fake_api, tmp_path):
    turns = [bash("touch original.marker", "toolu_sdk_1")]
    result, project, _ = run_query(
        str(cli),
        fake_api,
        tmp_path,
        turns,
        ["Bash(touch rewritten.marker)"],
        e2e_registry(MemorySink()),
    )
    assert markers(project) == ["rewritten.marker"]
    assert not result.permission_denials


def asking_registry(audit: MemorySink) -> HookRegistry:
    registry = e2e_registry(audit)
    registry.pre(claude_code_hooks.ask_on_marker, matcher="Bash")
    return registry


@pytest.mark.filterwarnings("ignore::UserWarning")  # the SDK warns Bash shadows the callback:
def test_an_ask_reaches_can_use_tool_and_its_line_names_it(  # not for a call a hook asked about
    cli, fake_api, tmp_path
):
    """No approver: the CLI puts the asked call to ``can_use_tool`` (even though the rules
    allow Bash: the hook asked); its yes runs it."""
    import claude_agent_sdk as sdk

    from toolhooks.hosts.agent_sdk import SDK_PROMPT

    seen: list[str] = []

    async def can_use_tool(name, tool_input, context):
        seen.append(tool_input.get("command", ""))
        return sdk.PermissionResultAllow()

    audit = MemorySink()
    turns = [bash("touch ask.marker", "toolu_sdk_a")]
    _, project, _ = run_query(
        str(cli),
        fake_api,
        tmp_path,
        turns,
        ["Bash"],
        asking_registry(audit),
        can_use_tool=can_use_tool,
    )
    assert seen == ["touch ask.marker"]
    assert markers(project) == ["ask.marker"]
    [line] = audit.records
    assert (line["status"], line["decided_by"]) == ("ok", SDK_PROMPT)
    assert line["asked"] == [{"hook": "ask_on_marker", "reason": "touches ask.marker"}]


def test_an_approver_decides_in_process_and_refusals_are_audited(cli, fake_api, tmp_path):
    """``approve=``: a no is a BLOCKED denial with asked and decided_by in the line."""
    audit = MemorySink()
    turns = [bash("touch ask.marker", "toolu_sdk_a")]
    _, project, requests = run_query(
        str(cli),
        fake_api,
        tmp_path,
        turns,
        ["Bash"],
        asking_registry(audit),
        approve=claude_code_hooks.refuse_all,
    )
    assert markers(project) == []
    assert "BLOCKED: a person did not approve" in sent_tool_result(requests, "toolu_sdk_a")
    [line] = audit.records
    assert (line["status"], line["decided_by"], line["denied_by"]) == (
        "denied",
        "refuse_all",
        "refuse_all",
    )


def test_calls_the_cli_refused_get_their_line_at_stop(cli, fake_api, tmp_path):
    """An ask with no one to ask, and a call the rules refuse: both audited at Stop."""
    from toolhooks.fake.script import Turn, tool_use
    from toolhooks.hosts.claude_code.notes import HOST_CANNOT_ASK

    audit = MemorySink()
    turns = [
        bash("touch ask.marker", "toolu_sdk_a"),
        Turn([tool_use("Write", {"file_path": "w.txt", "content": "x"}, "toolu_sdk_w")]),
        bash("touch allowed.marker", "toolu_sdk_ok"),
    ]
    run_query(str(cli), fake_api, tmp_path, turns, ["Bash"], asking_registry(audit))
    by_id = {line["tool_use_id"]: line for line in audit.records}
    assert len(audit.records) == len(by_id) == 3
    assert {key: line["status"] for key, line in by_id.items()} == {
        "toolu_sdk_a": "refused_by_host",
        "toolu_sdk_w": "refused_by_host",
        "toolu_sdk_ok": "ok",
    }
    assert by_id["toolu_sdk_a"]["decided_by"] == HOST_CANNOT_ASK
