"""Misconfiguration is refused where it is written, never found out one call later."""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import datetime, timezone
from typing import Any

import pytest
from anthropic import beta_tool

from toolhooks import Deny, HookRegistry, ToolOutcome, install_hooks
from toolhooks.errors import ConfigError, EventError, InstallError
from toolhooks.events import Asked, Denial
from toolhooks.examples.rules import DeployWindow, SameUserOnly, SpendLimit
from toolhooks.hosts.agent_loop import Specialist
from toolhooks.hosts.beta_tools import hook_beta_tools
from toolhooks.offered import not_offered, offered_tools, offering
from toolhooks.testing import RecordingHook, ScriptedTool, SteppingClock, make_context

from .helpers import make_rig


@beta_tool
def lookup_user(user_id: str) -> str:
    """Look up a customer's account by id.

    Args:
        user_id: the customer's id, such as u_004.
    """
    return json.dumps({"user_id": user_id})


LONE_STRINGS: dict[str, Callable[[], object]] = {
    "SameUserOnly(tools=...)": lambda: SameUserOnly(tools="lookup_user"),
    "DeployWindow(tools=...)": lambda: DeployWindow(tools="create_case_file"),
    "SpendLimit(tools=...)": lambda: SpendLimit(lambda _org: 0.0, tools="issue_refund"),
    "Specialist.tools": lambda: Specialist("support", "Help.", "lookup_user"),  # type: ignore[arg-type]
    "offering(tool_names)": lambda: offering("lookup_user").__enter__(),
}


class TestToolNameCollections:
    @pytest.mark.parametrize("where", sorted(LONE_STRINGS))
    def test_a_lone_string_is_refused_naming_the_argument(self, where: str) -> None:
        """A str would become a set of letters and switch the rule off: refused, with the fix."""
        with pytest.raises(ConfigError) as caught:
            LONE_STRINGS[where]()
        message = str(caught.value)
        assert where in message
        assert "'lookup_user'" in message or "e.g. ['lookup_user']" in message

    def test_a_list_of_one_name_still_works(self) -> None:
        """The fix the message gives is accepted and the rule is on for that tool."""
        rule = SameUserOnly(tools=["lookup_user"])
        assert rule.tools == frozenset({"lookup_user"})

    def test_a_name_that_is_not_a_string_is_refused(self) -> None:
        """Each name is checked, not only the container."""
        with pytest.raises(ConfigError, match=r"DeployWindow\(tools=...\) takes tool names"):
            DeployWindow(tools=["create_case_file", 7])  # type: ignore[list-item]


class TestMatchersAfterInstall:
    def test_a_typo_registered_after_install_is_refused(self) -> None:
        """The registry stays checked while installed: a matcher that selects no tool fails."""
        rig = make_rig()
        with pytest.raises(ConfigError, match=r"matcher 'lookup_usr'.*installed already"):
            rig.registry.pre(RecordingHook("late", []), matcher="lookup_usr")
        assert len(rig.registry.pre) == 0

    def test_a_post_hook_typo_is_refused_too(self) -> None:
        """PostToolUse hooks have matchers as well, checked the same way."""
        rig = make_rig()
        with pytest.raises(ConfigError, match="PostToolUse hook"):
            rig.registry.post(RecordingHook("late", []), matcher="create_case")

    def test_a_good_matcher_registered_after_install_runs(self) -> None:
        """The check refuses only what would never run; a late hook that matches does run."""
        rig = make_rig()
        log: list[str] = []
        rig.registry.pre(RecordingHook("late", log), matcher="lookup_user")
        rig.call("lookup_user", {"user_id": "u_004"})
        assert log == ["late"]

    def test_after_undo_the_registry_is_free_again(self) -> None:
        """Only an installed registry is checked; undo() lifts the check."""
        rig = make_rig()
        registry = HookRegistry(error_sinks=[])
        undo = install_hooks(rig.dispatcher, registry, make_context())
        undo()
        registry.pre(RecordingHook("later", []), matcher="a_tool_registered_later")
        assert len(registry.pre) == 1

    def test_install_still_refuses_with_an_install_error(self) -> None:
        """The install-time check is unchanged: same wording, InstallError."""
        rig = make_rig()
        registry = HookRegistry(error_sinks=[])
        registry.pre(RecordingHook("typo", []), matcher="lookup_usr")
        with pytest.raises(InstallError, match="selects none of this dispatcher's tools"):
            install_hooks(rig.dispatcher, registry, make_context())


class TestBetaTools:
    @pytest.mark.parametrize(
        ("arguments", "named"),
        [
            (("registry", make_context()), "needs a HookRegistry"),
            ((HookRegistry(error_sinks=[]), "u_004"), "needs the session's HookContext"),
        ],
    )
    def test_wrong_parts_are_refused_when_hooked(
        self, arguments: tuple[Any, Any], named: str
    ) -> None:
        """hook_beta_tools refuses what would fail every call as an is_error result."""
        with pytest.raises(ConfigError, match=named):
            hook_beta_tools([lookup_user], *arguments)

    @pytest.mark.parametrize("tools", ["lookup_user", [lambda user_id: user_id], 5])
    def test_tools_that_are_not_beta_tools_are_refused(self, tools: Any) -> None:
        """A plain function, a string or a number is not a @beta_tool list."""
        with pytest.raises(ConfigError, match="@beta_tool"):
            hook_beta_tools(tools, HookRegistry(error_sinks=[]), make_context())

    def test_a_clock_that_is_not_callable_is_refused(self) -> None:
        """The clock is read on every call; a wrong one is refused once, up front."""
        with pytest.raises(ConfigError, match=r"clock=\.\.\."):
            hook_beta_tools(
                [lookup_user],
                HookRegistry(error_sinks=[]),
                make_context(),
                clock="now",  # type: ignore[arg-type]
            )


class TestOffering:
    def test_an_inner_block_replaces_the_outer_list(self) -> None:
        """Pinned: a tool the outer block refused is allowed inside an inner block offering it
        (a sub-agent has its own tools); the docstring says so."""
        with offering(["delegate"]):
            assert not_offered("issue_refund") is not None
            with offering(["issue_refund"]):
                assert not_offered("issue_refund") is None
                assert not_offered("delegate") is not None

    def test_narrowing_as_the_docstring_shows(self) -> None:
        """The intersection the docstring recommends does narrow."""
        with offering(["delegate", "lookup_user"]):
            inner = ["lookup_user", "issue_refund"]
            with offering([t for t in inner if t in (offered_tools() or inner)]):
                assert not_offered("lookup_user") is None
                assert not_offered("issue_refund") is not None


NOW = datetime(2026, 3, 2, 10, 30, tzinfo=timezone.utc)
CONTEXT = make_context()

CONSTRUCTORS: dict[str, tuple[Callable[[], object], str]] = {
    "outcome timestamp and name": (
        lambda: ToolOutcome("x", "t", CONTEXT, "yesterday", "ok", {}, None, None),  # type: ignore[arg-type]
        "ToolOutcome.timestamp",
    ),
    "outcome tool_name 5": (
        lambda: ToolOutcome(5, "t", CONTEXT, NOW, "ok", {}, None, None),  # type: ignore[arg-type]
        "ToolOutcome.tool_name",
    ),
    "outcome rewritten_by str": (
        lambda: ToolOutcome("x", "t", CONTEXT, NOW, "ok", {}, None, None, rewritten_by="a"),  # type: ignore[arg-type]
        "ToolOutcome.rewritten_by",
    ),
    "outcome denial str": (
        lambda: ToolOutcome("x", "t", CONTEXT, NOW, "denied", {}, None, None, denial="no"),  # type: ignore[arg-type]
        "ToolOutcome.denial",
    ),
    "denial hook_name": (lambda: Denial("", Deny("no")), "Denial.hook_name"),
    "asked ask": (lambda: Asked("h", "why"), "Asked.ask"),  # type: ignore[arg-type]
    "window tz str": (lambda: DeployWindow(tz="UTC"), "DeployWindow(tz=...)"),  # type: ignore[arg-type]
    "window weekday bool": (lambda: DeployWindow(weekday=True), "DeployWindow(weekday=...)"),
    "window start str": (lambda: DeployWindow(start="02:00"), "DeployWindow(start=...)"),  # type: ignore[arg-type]
    "same user field": (lambda: SameUserOnly(field=5), "SameUserOnly(field=...)"),  # type: ignore[arg-type]
    "spend limit query": (lambda: SpendLimit(5), "SpendLimit(weekly_spend=...)"),  # type: ignore[arg-type]
    "stepping clock step": (lambda: SteppingClock(step="1s"), "SteppingClock(step=...)"),  # type: ignore[arg-type]
    "scripted tool str": (lambda: ScriptedTool("ok"), "ScriptedTool(outputs)"),
}


@pytest.mark.parametrize("case", sorted(CONSTRUCTORS))
def test_public_constructors_refuse_wrong_arguments(case: str) -> None:
    """Each public constructor checks its arguments, as HookContext does, naming the field."""
    build, named = CONSTRUCTORS[case]
    with pytest.raises((ConfigError, EventError)) as caught:
        build()
    assert named in str(caught.value)
    assert isinstance(caught.value, (TypeError, ValueError))
