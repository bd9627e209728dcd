"""Ask: a fourth Pre decision for calls that need a person. Deny still wins; no approver denies."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from toolhooks import ALLOW, Deny, PreHookError, Rewrite, ToolCall, install_hooks
from toolhooks.approval import NO_APPROVER
from toolhooks.chain import run_pre_chain
from toolhooks.decisions import Ask
from toolhooks.errors import DecisionError, InstallError, InvalidDecisionError
from toolhooks.events import Asked
from toolhooks.hosts.claude_code.adapter import EXIT_OK, handle
from toolhooks.registry import HookList
from toolhooks.testing import FixedClock, RecordingHook, make_call, make_context

from .helpers import make_rig

ACTIONS = st.sampled_from(["allow", "deny", "rewrite", "ask"])


def _decision(action: str, index: int) -> Any:
    return {
        "allow": ALLOW,
        "deny": Deny(f"no from h{index}"),
        "rewrite": Rewrite({"step": index}),
        "ask": Ask(f"h{index} wants a person"),
    }[action]


@given(actions=st.lists(ACTIONS, max_size=7))
def test_the_chain_with_asks(actions: list[str]) -> None:
    """A Deny anywhere wins; otherwise every Ask is listed in order and every rewrite applies."""
    hooks: HookList[Any] = HookList("PreToolUse")
    log: list[str] = []
    for index, action in enumerate(actions):
        hooks(RecordingHook(f"h{index}", log, _decision(action, index)))
    verdict = run_pre_chain(hooks.all, make_call("t", {"step": -1}))
    first_deny = actions.index("deny") if "deny" in actions else None
    if first_deny is not None:
        assert verdict.denial is not None
        assert verdict.denial.hook_name == f"h{first_deny}"
        assert verdict.asked == ()
        assert log == [f"h{i}" for i in range(first_deny + 1)]
        return
    assert [a.hook_name for a in verdict.asked] == [
        f"h{i}" for i, action in enumerate(actions) if action == "ask"
    ]
    rewrites = [i for i, action in enumerate(actions) if action == "rewrite"]
    assert verdict.call.input == {"step": rewrites[-1] if rewrites else -1}
    assert verdict.allowed is ("ask" not in actions)


def _asking_rig(approve: Any = None, *pre: Any) -> Any:
    rig = make_rig()
    rig.registry.pre(lambda call: Ask("refund of 900 EUR"), matcher="issue_refund", name="big")
    for hook in pre:
        rig.registry.pre(hook, matcher="issue_refund")
    rig.dispatcher.call_tool.approve = approve
    return rig


def test_without_an_approver_the_call_is_denied() -> None:
    """Fail closed: nobody to ask means no."""
    rig = _asking_rig()
    result = rig.call("issue_refund", {"amount": 900})
    assert result["is_error"] is True
    assert result["content"].startswith("BLOCKED: this call needs a person's approval")
    assert rig.tools["issue_refund"].calls == []
    [line] = rig.audit.records
    assert (line["status"], line["denied_by"], line["decided_by"]) == (
        "denied",
        NO_APPROVER,
        NO_APPROVER,
    )
    assert line["asked"] == [{"hook": "big", "reason": "refund of 900 EUR"}]


def test_an_approver_that_says_yes_lets_the_call_run_and_is_recorded() -> None:
    """The audit line names who approved."""

    def supervisor(call: ToolCall, asked: tuple[Asked, ...]) -> bool:
        return True

    rig = _asking_rig(supervisor)
    assert rig.call("issue_refund", {"amount": 900})["content"] == "issue_refund done"
    [line] = rig.audit.records
    assert line["status"] == "ok"
    assert line["decided_by"].endswith("supervisor")


def test_an_approver_that_says_no_denies_in_its_own_name() -> None:
    """The model reads that a person refused; the audit says who."""
    rig = _asking_rig(lambda call, asked: False)
    result = rig.call("issue_refund", {"amount": 900})
    assert "a person did not approve this call (refund of 900 EUR)" in result["content"]
    [line] = rig.audit.records
    assert line["status"] == "denied"
    assert line["denied_by"] == line["decided_by"]
    assert rig.tools["issue_refund"].calls == []


def test_a_later_deny_wins_and_the_approver_is_never_asked() -> None:
    """Nobody is bothered for a call a rule refuses anyway."""
    asked: list[Any] = []
    rig = _asking_rig(lambda call, a: asked.append(a) or True, lambda call: Deny("over limit"))
    assert rig.call("issue_refund", {"amount": 900})["content"].startswith("BLOCKED: over limit")
    assert asked == []


def test_the_approver_sees_the_rewritten_call_and_every_ask() -> None:
    """What the person approves is what will run."""
    seen: list[tuple[Any, tuple[Asked, ...]]] = []

    def approve(call: ToolCall, asked: tuple[Asked, ...]) -> bool:
        seen.append((call.input, asked))
        return True

    rig = _asking_rig(
        approve,
        lambda call: Rewrite({**call.input, "currency": "EUR"}),
        lambda call: Ask("new payee"),
    )
    rig.call("issue_refund", {"amount": 900})
    [(call_input, asked)] = seen
    assert call_input == {"amount": 900, "currency": "EUR"}
    assert [a.ask.reason for a in asked] == ["refund of 900 EUR", "new payee"]
    assert rig.tools["issue_refund"].calls == [{"amount": 900, "currency": "EUR"}]


@pytest.mark.parametrize(
    ("approve", "error"),
    [
        (lambda call, asked: 1 / 0, PreHookError),
        (lambda call, asked: "yes", InvalidDecisionError),
        (lambda call, asked: 1, InvalidDecisionError),
        (lambda call, asked: None, InvalidDecisionError),
    ],
    ids=["raises", "says_yes_in_words", "one", "none"],
)
def test_an_approver_that_fails_or_answers_unclearly_stops_the_call(
    approve: Any, error: type[Exception]
) -> None:
    """Fail closed: an unclear answer is not a yes, and the attempt is audited."""
    rig = _asking_rig(approve)
    with pytest.raises(error, match="approver"):
        rig.call("issue_refund", {"amount": 900})
    assert rig.tools["issue_refund"].calls == []
    [line] = rig.audit.records
    assert line["status"] == "hook_failed"
    assert line["asked"] == [{"hook": "big", "reason": "refund of 900 EUR"}]


def test_install_refuses_an_approver_that_cannot_be_called() -> None:
    """A typo such as approve=True would deny every asked call: refused up front."""
    rig = make_rig()
    with pytest.raises(InstallError, match="approve must be a callable"):
        install_hooks(rig.dispatcher, rig.registry, make_context(), approve=True)  # type: ignore[arg-type]


@pytest.mark.parametrize("reason", ["", "   ", None])
def test_an_ask_needs_a_reason(reason: Any) -> None:
    """The person must be told what is at stake."""
    with pytest.raises(DecisionError, match="Ask needs a reason"):
        Ask(reason)


def test_lines_without_an_ask_keep_their_keys() -> None:
    """Only calls a hook asked about carry asked and decided_by."""
    rig = make_rig()
    rig.call("lookup_user", {})
    assert "asked" not in rig.audit.records[0]


def _claude_code_pre(*hooks: Any) -> Any:
    registry = make_rig().registry
    for hook in hooks:
        registry.pre(hook)
    stdin = json.dumps(
        {
            "session_id": "s_cc",
            "hook_event_name": "PreToolUse",
            "tool_name": "Bash",
            "tool_input": {"command": "rm -rf build"},
            "tool_use_id": "toolu_cc",
        }
    )
    return handle("pre", stdin, registry, environ={"TOOLHOOKS_USER_ID": "u_1"}, clock=FixedClock())


ASK_REASON = (
    "BLOCKED: this call needs a person's approval (deletes files); it runs only if the user "
    "approves it."
)


def test_claude_code_gets_ask_and_puts_the_call_to_the_user() -> None:
    """Ask maps to permissionDecision "ask"; the reason reads BLOCKED: if it is refused."""
    reply = _claude_code_pre(lambda call: Ask("deletes files"))
    assert reply.exit_code == EXIT_OK
    output = json.loads(reply.stdout)["hookSpecificOutput"]
    assert output == {
        "hookEventName": "PreToolUse",
        "permissionDecision": "ask",
        "permissionDecisionReason": ASK_REASON,
    }


def test_claude_code_gets_ask_with_the_rewritten_input() -> None:
    """The user is asked about the input that would run."""
    reply = _claude_code_pre(
        lambda call: Rewrite({"command": "rm -rf ./build"}), lambda call: Ask("deletes files")
    )
    output = json.loads(reply.stdout)["hookSpecificOutput"]
    assert output["permissionDecision"] == "ask"
    assert output["updatedInput"] == {"command": "rm -rf ./build"}


def test_the_agent_sdk_gets_ask_too() -> None:
    """The same mapping through the Agent SDK's callbacks."""
    pytest.importorskip("claude_agent_sdk", reason="claude-agent-sdk is not installed")
    import asyncio

    from toolhooks.hosts.agent_sdk import agent_sdk_hooks

    registry = make_rig().registry
    registry.pre(lambda call: Ask("deletes files"))
    hooks = agent_sdk_hooks(registry, user_id="u_1", clock=FixedClock())
    [matcher] = hooks["PreToolUse"]
    data = {
        "session_id": "s_sdk",
        "hook_event_name": "PreToolUse",
        "tool_name": "Bash",
        "tool_input": {"command": "rm -rf build"},
        "tool_use_id": "toolu_sdk",
    }
    answer = asyncio.run(matcher.hooks[0](data, "toolu_sdk", {"signal": None}))
    assert answer["hookSpecificOutput"]["permissionDecision"] == "ask"
    assert answer["hookSpecificOutput"]["permissionDecisionReason"] == ASK_REASON
