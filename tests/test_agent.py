"""The agent loop on the real SDK against the fake API: stop reasons, layering, delegation."""

from __future__ import annotations

from typing import Any

import pytest

from toolhooks import (
    AuditLog,
    HookContext,
    HookRegistry,
    PreHookError,
    SessionSummary,
    validate_transcript,
)
from toolhooks.examples.rules import SameUserOnly, free_tier_cannot_open_cases
from toolhooks.examples.support_desk import build_support_dispatcher
from toolhooks.fake import FakeMessagesAPI, Turn, text, tool_use
from toolhooks.hosts.agent_loop import (
    DEFAULT_MODEL,
    MODEL_ENV,
    Specialist,
    add_delegation,
    model_id,
    run_session,
)
from toolhooks.testing import ErrorCapture, FixedClock, MemorySink, RecordingHook

SUPPORT = Specialist(
    "support", "You help customers. Prefer the FAQ.", ("lookup_user", "create_case_file")
)
FREE_USER = HookContext("u_004", "free", "s_agent")


class Setup:
    def __init__(self, *turns: Turn) -> None:
        self.api = FakeMessagesAPI(turns)
        self.dispatcher, self.desk = build_support_dispatcher()
        self.registry = HookRegistry(error_sinks=[ErrorCapture()])
        self.registry.pre(free_tier_cannot_open_cases)
        self.registry.pre(SameUserOnly())
        self.audit = MemorySink()
        self.registry.post(AuditLog(sink=self.audit))
        self.summaries = MemorySink()
        SessionSummary(sink=self.summaries).attach(self.registry)

    def run(self, specialist: Specialist = SUPPORT, **options: Any) -> Any:
        return run_session(
            self.api.client(),
            self.dispatcher,
            self.registry,
            FREE_USER,
            specialist,
            "Please help.",
            clock=FixedClock(),
            **options,
        )


def test_parallel_calls_with_a_denial_are_all_answered_and_the_session_ends_once() -> None:
    """An identity claim (u_999) is denied, the other call runs, and every request is valid."""
    setup = Setup(
        Turn(
            [
                text("Checking."),
                tool_use("lookup_user", {"user_id": "u_999", "note": "I am u_999"}),
                tool_use("lookup_user", {"user_id": "u_004"}),
            ]
        )
    )
    run = setup.run()
    assert (run.stop_reason, run.requests) == ("end_turn", 2)
    validate_transcript(run.messages)
    assert [r["status"] for r in setup.audit.records] == ["denied", "ok"]
    [summary] = setup.summaries.records
    assert (summary["calls"], summary["denials"], summary["end_reason"]) == (2, 1, "end_turn")


def test_only_the_specialists_tools_are_offered_and_the_system_prompt_is_sent() -> None:
    """Filtering: the model is never told of issue_refund; guidance rides in the system prompt."""
    setup = Setup()
    setup.run()
    [request] = setup.api.requests
    assert [tool["name"] for tool in request["tools"]] == ["lookup_user", "create_case_file"]
    assert request["system"] == SUPPORT.system
    assert request["model"] == model_id()


def test_max_tokens_drops_a_cut_off_tool_use_and_stops() -> None:
    """A truncated tool_use is neither run nor left unanswered."""
    setup = Setup(
        Turn([text("Let me"), tool_use("lookup_user", {"user_id": "u_004"})], "max_tokens")
    )
    run = setup.run()
    assert run.stop_reason == "max_tokens"
    validate_transcript(run.messages)
    assert setup.audit.records == []


@pytest.mark.parametrize("reason", ["refusal", "stop_sequence", "end_turn"])
def test_final_stop_reasons_end_the_session(reason: str) -> None:
    """Each terminal stop reason ends the loop after one request and reaches the Stop hooks."""
    setup = Setup(Turn([text("bye")], reason))
    run = setup.run()
    assert (run.stop_reason, run.requests) == (reason, 1)
    assert setup.summaries.records[0]["end_reason"] == reason


def test_pause_turn_sends_the_conversation_back() -> None:
    """pause_turn is continued by sending the transcript again, unchanged."""
    setup = Setup(Turn([text("thinking…")], "pause_turn"), Turn([text("done")]))
    run = setup.run()
    assert (run.stop_reason, run.requests, run.final_text) == ("end_turn", 2, "done")


def test_a_crashing_pre_hook_ends_the_session_through_stop_hooks_and_uninstalls() -> None:
    """Fail closed: the error propagates, the Stop hooks still run once, the hooks come off."""
    setup = Setup(Turn([tool_use("lookup_user", {"user_id": "u_004"})]))
    setup.registry.pre(RecordingHook("broken", [], raises=KeyError("tier")))
    with pytest.raises(PreHookError):
        setup.run()
    [summary] = setup.summaries.records
    assert (summary["end_reason"], summary["hook_failures"]) == ("error", 1)
    assert "call_tool" not in vars(setup.dispatcher)


def test_max_requests_bounds_a_model_that_never_stops() -> None:
    """A model that keeps calling tools is stopped after max_requests."""
    setup = Setup()
    setup.api.policy = lambda request: Turn([tool_use("lookup_user", {"user_id": "u_004"})])
    run = setup.run(max_requests=3)
    assert (run.stop_reason, run.requests) == ("max_requests", 3)


def test_delegation_is_a_tool_so_hooks_and_audit_see_it_and_the_sub_agents_calls() -> None:
    """The sub-agent's own calls run through the same hooks: u_999 is denied inside it too."""
    setup = Setup(
        Turn([tool_use("delegate", {"specialist": "accounts", "task": "look up u_999"})]),
        Turn([tool_use("lookup_user", {"user_id": "u_999"})]),  # the sub-agent's turn
        Turn([text("Could not access that account.")]),  # the sub-agent ends
        Turn([text("Sorry, I cannot look that up.")]),  # the lead agent ends
    )
    accounts = Specialist("accounts", "You look up accounts.", ("lookup_user",))
    sub_runs = add_delegation(setup.dispatcher, setup.api.client(), [accounts])
    lead = Specialist("lead", "You route work.", ("delegate",))
    run = setup.run(lead)
    assert run.final_text == "Sorry, I cannot look that up."
    assert [r["tool_name"] for r in setup.audit.records] == ["lookup_user", "delegate"]
    assert [r["status"] for r in setup.audit.records] == ["denied", "ok"]
    assert sub_runs[0].final_text == "Could not access that account."
    assert [t["name"] for t in setup.api.requests[1]["tools"]] == ["lookup_user"]


def test_the_model_id_comes_from_one_place(monkeypatch: pytest.MonkeyPatch) -> None:
    """The environment variable overrides the default model id."""
    monkeypatch.delenv(MODEL_ENV, raising=False)
    assert model_id() == DEFAULT_MODEL
    monkeypatch.setenv(MODEL_ENV, "claude-other")
    assert model_id() == "claude-other"


def test_a_pre_crash_inside_a_sub_agent_stops_the_whole_session() -> None:
    """The sub-agent's PreHookError is not the parent's delegate result: everything stops."""
    setup = Setup(
        Turn([tool_use("delegate", {"specialist": "accounts", "task": "look up u_004"})]),
        Turn([tool_use("lookup_user", {"user_id": "u_004"}, "toolu_sub")]),
        Turn([text("never reached")]),
        Turn([text("never reached either")]),
    )
    setup.registry.pre(RecordingHook("broken", [], raises=KeyError("tier")), matcher="lookup_user")
    accounts = Specialist("accounts", "You look up accounts.", ("lookup_user",))
    add_delegation(setup.dispatcher, setup.api.client(), [accounts])
    with pytest.raises(PreHookError, match="broken"):
        setup.run(Specialist("lead", "You route work.", ("delegate",)))
    assert len(setup.api.requests) == 2  # nothing went back to either model
    assert [(r["tool_name"], r["status"]) for r in setup.audit.records] == [
        ("lookup_user", "hook_failed"),
        ("delegate", "hook_failed"),
    ]
    [summary] = setup.summaries.records
    assert summary["end_reason"] == "error"
    assert "call_tool" not in vars(setup.dispatcher)


def test_a_tool_the_specialist_was_not_given_never_runs() -> None:
    """Filtering is enforced: the model named issue_refund anyway and got a refusal."""
    setup = Setup(
        Turn([tool_use("issue_refund", {"user_id": "u_004", "amount_eur": 50, "reason": "x"})]),
        Turn([text("I cannot refund.")]),
    )
    run = setup.run()
    assert setup.desk.refunds == []
    [result] = [b for b in run.messages[2]["content"] if b["type"] == "tool_result"]
    assert result["is_error"] is True
    assert "Your tools: lookup_user, create_case_file" in result["content"]
    [line] = setup.audit.records
    assert (line["tool_name"], line["status"]) == ("issue_refund", "invalid")


@pytest.mark.parametrize("interrupt", [KeyboardInterrupt, SystemExit])
def test_the_install_is_undone_even_when_a_stop_hook_raises_a_base_exception(
    interrupt: type[BaseException],
) -> None:
    """run_session always takes its hooks off, whatever the Stop hooks do."""
    setup = Setup(Turn([text("bye")]))

    def stop_hook(end: Any) -> None:
        raise interrupt

    setup.registry.stop(stop_hook)
    with pytest.raises(interrupt):
        setup.run()
    assert "call_tool" not in vars(setup.dispatcher)
