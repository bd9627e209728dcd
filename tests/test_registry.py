"""Registry and matchers: registration order, decorator forms, and Claude Code-style matchers."""

from __future__ import annotations

import re

import pytest

from toolhooks import HookRegistry, ToolCall
from toolhooks.matchers import compile_matcher


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


def test_all_registration_forms_keep_order() -> None:
    """Plain call, bare decorator and decorator with a matcher all append in order."""
    registry = HookRegistry(error_sinks=[])

    def first(call: ToolCall) -> None: ...

    registry.pre(first)

    @registry.pre
    def second(call: ToolCall) -> None: ...

    @registry.pre(matcher="lookup_user", name="third")
    def third_hook(call: ToolCall) -> None: ...

    assert [entry.name for entry in registry.pre.for_tool("lookup_user")][1:] == [
        "test_all_registration_forms_keep_order.<locals>.second",
        "third",
    ]
    assert len(registry.pre.for_tool("get_orders")) == 2
    registry.pre.remove(first)
    assert len(registry.pre) == 2


def test_registering_a_non_callable_is_refused() -> None:
    """A typo such as registering the result of a call is caught at once."""
    registry = HookRegistry(error_sinks=[])
    with pytest.raises(TypeError, match="must be callable"):
        registry.pre("free_tier_check")  # type: ignore[arg-type]


def test_default_error_sink_writes_data_hook_errors() -> None:
    """Without error_sinks, failures go to data/hook_errors.jsonl."""
    registry = HookRegistry()
    assert repr(registry.error_sinks) == "[JsonlErrorSink('data/hook_errors.jsonl')]"
