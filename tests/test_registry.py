"""The registry: registration order, decorator forms, snapshots, and the error sinks."""

from __future__ import annotations

import pytest

from toolhooks import HookRegistry, ToolCall


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
