"""The PreToolUse chain over generated chains of allow, deny, rewrite and raising hooks."""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from toolhooks import (
    ALLOW,
    Deny,
    HookContext,
    HookRegistry,
    PreHookError,
    Rewrite,
    ToolCall,
    is_blocked,
)
from toolhooks.chain import run_pre_chain
from toolhooks.errors import InvalidDecisionError
from toolhooks.readonly import thaw
from toolhooks.registry import HookList
from toolhooks.testing import RecordingHook, make_call

from .helpers import make_rig
from .strategies import hook_actions, json_objects


def _hook(index: int, action: str, log: list[str]) -> Any:
    """A hook that records itself, and whose rewrite adds a key naming it."""
    label = f"h{index}"
    if action == "rewrite":

        def rewrite(call: ToolCall) -> Rewrite:
            log.append(label)
            seen.append(dict(call.input))
            return Rewrite({**call.input, f"by_{label}": index})

        seen: list[dict[str, Any]] = []
        rewrite.__qualname__ = label
        rewrite.seen = seen  # type: ignore[attr-defined]
        return rewrite
    decision = {"allow": ALLOW, "none": None, "deny": Deny(f"{label} says no")}.get(action)
    raises = RuntimeError(f"{label} broke") if action == "raise" else None
    return RecordingHook(label, log, decision, raises=raises)


def _expected_prefix(actions: list[str]) -> int:
    """How many hooks run: up to and including the first deny or raise."""
    for index, action in enumerate(actions):
        if action in ("deny", "raise"):
            return index + 1
    return len(actions)


@given(actions=st.lists(hook_actions, max_size=7), tool_input=json_objects)
def test_exactly_the_right_prefix_runs_and_the_tool_runs_only_if_all_allow(
    actions: list[str], tool_input: dict[str, Any]
) -> None:
    """Hooks run in order up to the first deny or crash; the tool runs once, and only if none stopped it."""
    rig = make_rig()
    log: list[str] = []
    for index, action in enumerate(actions):
        rig.registry.pre(_hook(index, action, log))
    stopped_by = next((a for a in actions if a in ("deny", "raise")), None)

    if stopped_by == "raise":
        with pytest.raises(PreHookError):
            rig.call("lookup_user", tool_input)
    else:
        result = rig.call("lookup_user", tool_input)
        assert is_blocked(result) == (stopped_by == "deny")

    assert log == [f"h{i}" for i in range(_expected_prefix(actions))]
    assert len(rig.tools["lookup_user"].calls) == (1 if stopped_by is None else 0)


@given(
    actions=st.lists(st.sampled_from(["allow", "rewrite", "none"]), max_size=6),
    tool_input=json_objects,
)
def test_every_hook_sees_the_composed_input_and_the_tool_gets_the_final_one(
    actions: list[str], tool_input: dict[str, Any]
) -> None:
    """Rewrites compose: hook k sees every earlier rewrite; the tool receives the last input."""
    rig = make_rig()
    log: list[str] = []
    hooks = [_hook(i, action, log) for i, action in enumerate(actions)]
    for hook in hooks:
        rig.registry.pre(hook)
    rig.call("lookup_user", tool_input)

    expected = dict(tool_input)
    for index, (hook, action) in enumerate(zip(hooks, actions, strict=True)):
        assert thaw(hook.seen[-1]) == thaw(expected), f"hook h{index} saw a stale input"
        if action == "rewrite":
            expected[f"by_h{index}"] = index
    assert rig.tools["lookup_user"].calls == [expected]


def test_first_deny_wins_later_hooks_and_tool_do_not_run() -> None:
    """A deny stops the chain; the next hook and the tool never run."""
    log: list[str] = []
    hooks = HookList[Any]("PreToolUse")
    hooks(RecordingHook("tier", log, Deny("free tier")))
    hooks(RecordingHook("window", log, Deny("deploy window")))
    verdict = run_pre_chain(hooks.all, make_call("create_case_file"))
    assert log == ["tier"]
    assert verdict.denial is not None
    assert verdict.denial.hook_name == "tier"


def test_a_hook_cannot_mutate_what_the_next_hook_sees() -> None:
    """The input hooks receive is read-only: mutation raises instead of leaking."""
    rig = make_rig()

    def sneaky(call: ToolCall) -> None:
        call.input["user_id"] = "u_999"  # type: ignore[index]

    rig.registry.pre(sneaky)
    with pytest.raises(PreHookError) as caught:
        rig.call("lookup_user", {"user_id": "u_004"})
    assert isinstance(caught.value.__cause__, TypeError)
    assert rig.tools["lookup_user"].calls == []


@pytest.mark.parametrize("returned", [True, False, "deny", 0, {"decision": "deny"}, Deny])
def test_anything_but_a_decision_is_a_defect_that_fails_closed(returned: object) -> None:
    """A hook returning a non-decision stops the call with an error naming the hook."""
    rig = make_rig()

    def confused(call: ToolCall) -> object:
        return returned

    rig.registry.pre(confused)
    with pytest.raises(
        InvalidDecisionError, match=r"'test_anything_but_a_decision.*confused' returned"
    ):
        rig.call("lookup_user", {})
    assert rig.tools["lookup_user"].calls == []


def test_matchers_select_hooks_per_tool() -> None:
    """A hook registered for one tool does not run for another."""
    rig = make_rig()
    log: list[str] = []
    rig.registry.pre(RecordingHook("cases-only", log), matcher="create_case_file")
    rig.registry.pre(RecordingHook("lookups", log), matcher="lookup_.*")
    rig.registry.pre(RecordingHook("both", log), matcher="create_case_file|lookup_user")
    rig.call("lookup_user", {})
    assert log == ["lookups", "both"]


def test_pre_hook_error_chains_the_original_and_names_hook_and_tool() -> None:
    """The propagated error says which hook and tool, and keeps the cause."""
    log: list[str] = []
    hooks = HookList[Any]("PreToolUse")
    hooks(RecordingHook("spend", log, raises=ConnectionError("ledger down")))
    with pytest.raises(PreHookError, match="'spend' raised ConnectionError: ledger down") as caught:
        run_pre_chain(hooks.all, make_call("issue_refund"))
    assert caught.value.hook_name == "spend"
    assert caught.value.tool_name == "issue_refund"
    assert isinstance(caught.value.__cause__, ConnectionError)


def test_keyboard_interrupt_is_not_swallowed_or_wrapped() -> None:
    """Only Exception is wrapped; BaseException such as KeyboardInterrupt passes through."""
    hooks = HookList[Any]("PreToolUse")
    hooks(RecordingHook("ctrl-c", [], raises=KeyboardInterrupt()))
    with pytest.raises(KeyboardInterrupt):
        run_pre_chain(hooks.all, make_call("lookup_user"))


class TestRunContextHooks:
    """SessionStart and UserPromptSubmit hooks: texts in order, a prompt's Deny, fail closed."""

    @staticmethod
    def _prompt(text: str = "hi"):
        from toolhooks.events import UserPrompt

        return UserPrompt(HookContext("u_1", "free", "s_1"), text, datetime.now(timezone.utc))

    @staticmethod
    def _start():
        from toolhooks.events import SessionStart

        return SessionStart(
            HookContext("u_1", "free", "s_1"), "startup", datetime.now(timezone.utc)
        )

    def test_texts_are_kept_in_order_and_a_deny_stops_the_prompt(self):
        from toolhooks.chain import run_context_hooks

        registry = HookRegistry(error_sinks=[])
        ran: list[str] = []
        registry.user_prompt(lambda prompt: ran.append("a") or "first")
        registry.user_prompt(lambda prompt: ran.append("b") or None)
        registry.user_prompt(lambda prompt: ran.append("c") or Deny("no"))
        registry.user_prompt(lambda prompt: ran.append("d") or "never")
        added, denial = run_context_hooks(registry.user_prompt.all, self._prompt())
        assert (ran, added, denial.deny.reason) == (["a", "b", "c"], ("first",), "no")

    def test_a_session_start_cannot_be_denied_and_junk_or_a_crash_raises(self):
        from toolhooks.chain import run_context_hooks
        from toolhooks.errors import InvalidDecisionError

        for hook, error in [
            (lambda start: Deny("no"), InvalidDecisionError),
            (lambda start: 42, InvalidDecisionError),
            (lambda start: 1 / 0, PreHookError),
        ]:
            registry = HookRegistry(error_sinks=[])
            registry.session_start(hook)
            with pytest.raises(error):
                run_context_hooks(registry.session_start.all, self._start())
