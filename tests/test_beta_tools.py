"""Hooks around ``@beta_tool`` functions run by the SDK's ``tool_runner``, against the fake API."""

from __future__ import annotations

import json
from typing import Any

import pytest
from anthropic import beta_tool
from anthropic.lib.tools import ToolError

from toolhooks import AuditLog, HookContext, HookRegistry, validate_transcript
from toolhooks.errors import PreHookError
from toolhooks.examples.rules import SameUserOnly
from toolhooks.fake import FakeMessagesAPI, Turn, text, tool_use
from toolhooks.hosts.agent_loop import model_id
from toolhooks.hosts.beta_tools import PolicyStop, hook_beta_tools
from toolhooks.results import BLOCKED_PREFIX
from toolhooks.testing import FixedClock, MemorySink, RecordingHook

SESSION = HookContext("u_004", "free", "s_runner")
CALLS: list[tuple[str, dict[str, Any]]] = []


@beta_tool
def lookup_user(user_id: str) -> str:
    """Look up a customer's account by id.

    Args:
        user_id: the customer's id, such as u_004.
    """
    CALLS.append(("lookup_user", {"user_id": user_id}))
    return json.dumps({"user_id": user_id, "plan": "free"})


@beta_tool
def close_account(user_id: str) -> str:
    """Close a customer's account.

    Args:
        user_id: the customer's id.
    """
    CALLS.append(("close_account", {"user_id": user_id}))
    raise ToolError("accounts with open orders cannot be closed")


def run(*turns: Turn, registry: HookRegistry) -> tuple[FakeMessagesAPI, Any, MemorySink]:
    CALLS.clear()
    api = FakeMessagesAPI(turns)
    audit = MemorySink()
    registry.post(AuditLog(sink=audit))
    hooked = hook_beta_tools([lookup_user, close_account], registry, SESSION, clock=FixedClock())
    runner = api.client().beta.messages.tool_runner(
        model=model_id(),
        max_tokens=512,
        tools=hooked.tools,
        messages=[{"role": "user", "content": "Show me account u_999."}],
    )
    final = hooked.run(runner)
    return api, final, audit


def tool_results(api: FakeMessagesAPI, request: int) -> list[dict[str, Any]]:
    return [
        b for b in api.requests[request]["messages"][-1]["content"] if b["type"] == "tool_result"
    ]


def same_user_registry() -> HookRegistry:
    registry = HookRegistry(error_sinks=[])
    registry.pre(SameUserOnly(), matcher="lookup_user|close_account")
    return registry


def test_a_denial_reaches_the_model_as_a_blocked_error_and_the_function_never_runs():
    api, final, audit = run(
        Turn([tool_use("lookup_user", {"user_id": "u_999"}, "toolu_a")], "tool_use"),
        Turn([text("I can only show your own account.")], "end_turn"),
        registry=same_user_registry(),
    )
    [result] = tool_results(api, 1)
    assert result["tool_use_id"] == "toolu_a"
    assert result["is_error"] is True
    content = (
        result["content"] if isinstance(result["content"], str) else result["content"][0]["text"]
    )
    assert content.startswith(BLOCKED_PREFIX)
    assert CALLS == []
    assert final.stop_reason == "end_turn"
    [line] = [json.loads(x) for x in audit.lines]
    assert (line["tool_use_id"], line["status"], line["denied_by"]) == (
        "toolu_a",
        "denied",
        "SameUserOnly",
    )


def test_parallel_calls_keep_their_ids_and_only_allowed_ones_run():
    api, _, audit = run(
        Turn(
            [
                tool_use("lookup_user", {"user_id": "u_004"}, "toolu_1"),
                tool_use("lookup_user", {"user_id": "u_999"}, "toolu_2"),
                tool_use("close_account", {"user_id": "u_004"}, "toolu_3"),
            ],
            "tool_use",
        ),
        registry=same_user_registry(),
    )
    results = tool_results(api, 1)
    assert [r["tool_use_id"] for r in results] == ["toolu_1", "toolu_2", "toolu_3"]
    assert [bool(r.get("is_error")) for r in results] == [False, True, True]
    assert CALLS == [("lookup_user", {"user_id": "u_004"}), ("close_account", {"user_id": "u_004"})]
    statuses = [(json.loads(x)["tool_use_id"], json.loads(x)["status"]) for x in audit.lines]
    assert statuses == [("toolu_1", "ok"), ("toolu_2", "denied"), ("toolu_3", "tool_error")]
    validate_transcript(api.requests[1]["messages"])


def test_a_crashing_pre_hook_stops_the_run_before_the_tool_and_is_audited():
    registry = HookRegistry(error_sinks=[])
    registry.pre(RecordingHook("flaky", [], raises=RuntimeError("policy store down")))
    audit = MemorySink()
    registry.post(AuditLog(sink=audit))
    api = FakeMessagesAPI(
        [
            Turn([tool_use("lookup_user", {"user_id": "u_004"}, "toolu_x")], "tool_use"),
            Turn([text("carrying on as if nothing happened")], "end_turn"),
        ]
    )
    CALLS.clear()
    hooked, runner = _lookup_runner(api, registry)
    with pytest.raises(PreHookError, match="policy store down"):
        hooked.run(runner)
    assert CALLS == []
    assert len(api.requests) == 1  # no result went back to the model: the run stopped
    [line] = [json.loads(x) for x in audit.lines]
    assert (line["tool_use_id"], line["status"]) == ("toolu_x", "hook_failed")


def _lookup_runner(api: FakeMessagesAPI, registry: HookRegistry) -> tuple[Any, Any]:
    """lookup_user behind ``registry``, and a tool_runner over it against ``api``."""
    hooked = hook_beta_tools([lookup_user], registry, SESSION, clock=FixedClock())
    runner = api.client().beta.messages.tool_runner(
        model=model_id(),
        max_tokens=512,
        tools=hooked.tools,
        messages=[{"role": "user", "content": "hi"}],
    )
    return hooked, runner


def test_a_runner_driven_by_hand_gets_the_policy_stop():
    registry = HookRegistry(error_sinks=[])
    registry.pre(RecordingHook("flaky", [], raises=RuntimeError("down")))
    api = FakeMessagesAPI([Turn([tool_use("lookup_user", {"user_id": "u_004"}, "toolu_y")])])
    _, runner = _lookup_runner(api, registry)
    with pytest.raises(PolicyStop) as stopped:
        list(runner)
    assert isinstance(stopped.value.error, PreHookError)


def test_a_rewrite_reaches_the_function():
    registry = HookRegistry(error_sinks=[])
    registry.pre(lambda call: __import__("toolhooks").Rewrite({"user_id": call.context.user_id}))
    run(
        Turn([tool_use("lookup_user", {"user_id": "u_999"}, "toolu_r")], "tool_use"),
        registry=registry,
    )
    assert CALLS == [("lookup_user", {"user_id": "u_004"})]


def test_calls_the_hooks_could_not_match_to_a_message_get_a_local_id():
    hooked = hook_beta_tools(
        [lookup_user], HookRegistry(error_sinks=[]), SESSION, clock=FixedClock()
    )
    CALLS.clear()
    assert json.loads(hooked.tools[0].call({"user_id": "u_004"}))["user_id"] == "u_004"
    with pytest.raises(ToolError, match="Invalid"):
        hooked.tools[0].call({"user": "u_004"})


def test_identical_calls_in_one_turn_keep_their_own_ids():
    same = {"user_id": "u_004"}
    _, _, audit = run(
        Turn(
            [tool_use("lookup_user", same, "toolu_p"), tool_use("lookup_user", same, "toolu_q")],
            "tool_use",
        ),
        registry=HookRegistry(error_sinks=[]),
    )
    assert [json.loads(line)["tool_use_id"] for line in audit.lines] == ["toolu_p", "toolu_q"]
