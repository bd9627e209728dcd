"""Matchers, written as in Claude Code's settings: names, name lists, whole-name patterns."""

from __future__ import annotations

import re

import pytest

from toolhooks import Dispatcher, HookRegistry, ToolDefinition, install_hooks
from toolhooks.errors import InstallError
from toolhooks.matchers import compile_matcher
from toolhooks.testing import make_context


@pytest.mark.parametrize(
    ("spec", "name", "expected"),
    [
        (None, "anything", True),
        ("", "anything", True),
        ("*", "anything", True),
        ("lookup_user", "lookup_user", True),
        ("lookup_user", "lookup_user_admin", False),
        ("lookup_user|get_orders", "get_orders", True),
        ("lookup_user|get_orders", "issue_refund", False),
        ("lookup_.*", "lookup_user", True),
        ("lookup_.*", "admin_lookup_user", False),
        (re.compile("mcp__\\w+__read"), "mcp__files__read", True),
    ],
)
def test_matchers(spec: str | re.Pattern[str] | None, name: str, expected: bool) -> None:
    """Names and lists match exactly; regular expressions must match the whole name."""
    assert compile_matcher(spec)(name) is expected


def test_a_broken_pattern_is_refused_with_a_fix() -> None:
    """An invalid regular expression says how to write names or fix the pattern."""
    with pytest.raises(ValueError, match="neither a tool name list nor a valid regular expression"):
        compile_matcher("lookup_(")


@pytest.mark.parametrize("spec", [3, ["a", "b"], b"lookup_user"])
def test_a_matcher_of_the_wrong_type_is_refused(spec: object) -> None:
    """Only strings, compiled patterns and None are matchers."""
    with pytest.raises(TypeError, match="a matcher must be a string"):
        compile_matcher(spec)  # type: ignore[arg-type]


def _support_tools() -> Dispatcher:
    dispatcher = Dispatcher()
    for name in ("lookup_user", "create_case_file"):
        dispatcher.register(lambda: "ok", ToolDefinition(name, name, {"type": "object"}))
    return dispatcher


@pytest.mark.parametrize(
    "typo",
    ["create_case_file, lookup_user", "lookup_user ", " lookup_user", "lookup-user", "Lookup_user"],
)
def test_a_matcher_that_selects_no_tool_is_refused_at_install(typo: str) -> None:
    """A typo would switch the hook off in silence; install names the tools there are."""
    registry = HookRegistry(error_sinks=[])
    registry.pre(lambda call: None, matcher=typo, name="tier_check")
    with pytest.raises(InstallError, match="lookup_user, create_case_file") as raised:
        install_hooks(_support_tools(), registry, make_context())
    assert "'tier_check'" in str(raised.value)
    assert repr(typo) in str(raised.value)


def test_post_hook_matchers_are_checked_too() -> None:
    """An audit hook on a tool that does not exist would record nothing."""
    registry = HookRegistry(error_sinks=[])
    registry.post(lambda outcome: None, matcher="lookup_usr")
    with pytest.raises(InstallError, match="PostToolUse hook"):
        install_hooks(_support_tools(), registry, make_context())


@pytest.mark.parametrize("spec", [None, "", "*", "lookup_user|no_such_tool", "lookup_.*"])
def test_matchers_that_select_a_tool_install(spec: str | None) -> None:
    """One known tool is enough: a shared registry may name tools of other agents."""
    registry = HookRegistry(error_sinks=[])
    registry.pre(lambda call: None, matcher=spec)
    install_hooks(_support_tools(), registry, make_context())()
