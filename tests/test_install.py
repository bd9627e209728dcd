"""Save before replace: install_hooks wraps call_tool, stacks, and undo() restores exactly."""

from __future__ import annotations

import sys
from typing import Any

import pytest

from toolhooks import (
    Deny,
    Dispatcher,
    HookRegistry,
    Rewrite,
    ToolCall,
    ToolDefinition,
    install_hooks,
)
from toolhooks.errors import InstallError
from toolhooks.testing import RecordingHook, make_context, make_tool_use

from .helpers import make_rig


def _registry() -> HookRegistry:
    return HookRegistry(error_sinks=[])


def test_undo_restores_the_class_method_exactly() -> None:
    """Before install the instance has no own call_tool; after undo it has none again."""
    dispatcher = Dispatcher()
    before = dict(vars(dispatcher))
    undo = install_hooks(dispatcher, _registry(), make_context())
    assert "call_tool" in vars(dispatcher)
    undo()
    assert vars(dispatcher) == before
    assert dispatcher.call_tool.__func__ is Dispatcher.call_tool  # type: ignore[attr-defined]


def test_installations_stack_without_recursion_and_undo_in_reverse() -> None:
    """Two installations wrap each other; both chains run; LIFO undo gives back each layer."""
    dispatcher = Dispatcher()
    dispatcher.register(lambda: "ok", _definition("ping"))
    log: list[str] = []
    inner, outer = _registry(), _registry()
    inner.pre(RecordingHook("inner", log))
    outer.pre(RecordingHook("outer", log))
    undo_inner = install_hooks(dispatcher, inner, make_context())
    first_wrapper = dispatcher.call_tool
    undo_outer = install_hooks(dispatcher, outer, make_context())

    assert dispatcher.call_tool(make_tool_use("ping"))["content"] == "ok"
    assert log == ["outer", "inner"]

    with pytest.raises(InstallError, match="Undo the most recent installation first"):
        undo_inner()
    undo_outer()
    assert dispatcher.call_tool is first_wrapper
    undo_inner()
    assert "call_tool" not in vars(dispatcher)
    undo_inner()  # a second undo is harmless


def test_an_instance_attribute_is_restored_as_the_same_object() -> None:
    """When call_tool was already an instance attribute, undo puts back that very object."""

    class Plain:
        def __init__(self) -> None:
            self.call_tool = self._call

        def _call(self, block: Any) -> dict[str, Any]:
            return {"type": "tool_result", "tool_use_id": block["id"], "content": "plain"}

    plain = Plain()
    original = plain.call_tool
    undo = install_hooks(plain, _registry(), make_context())
    assert plain.call_tool is not original
    undo()
    assert plain.call_tool is original


def test_the_tool_receives_the_rewritten_input_not_the_original() -> None:
    """The article's wrapper passed the original args; ours passes the final rewrite."""
    rig = make_rig()

    def cap_limit(call: ToolCall) -> Rewrite:
        return Rewrite({**call.input, "limit": 10})

    rig.registry.pre(cap_limit)
    rig.call("get_orders", {"user_id": "u_004", "limit": 10_000})
    assert rig.tools["get_orders"].calls == [{"user_id": "u_004", "limit": 10}]
    [record] = rig.audit.records
    assert record["input_sent"]["limit"] == 10_000
    assert record["input_received"]["limit"] == 10
    assert record["rewritten_by"] == [
        "test_the_tool_receives_the_rewritten_input_not_the_original.<locals>.cap_limit"
    ]


def test_late_binding_lambda_recurses_which_is_the_bug_save_before_replace_prevents() -> None:
    """The naive lambda looks call_tool up at call time, finds itself, and never returns."""
    dispatcher = Dispatcher()
    dispatcher.call_tool = lambda block: dispatcher.call_tool(block)  # type: ignore[method-assign]
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(200)  # fail fast and safely
    try:
        with pytest.raises(RecursionError):
            dispatcher.call_tool(make_tool_use("ping"))
    finally:
        sys.setrecursionlimit(limit)


def test_a_denial_never_reaches_the_original() -> None:
    """With a deny hook installed, the saved original is not called at all."""
    dispatcher = Dispatcher()
    calls: list[Any] = []
    dispatcher.register(lambda: calls.append(1), _definition("ping"))
    registry = _registry()
    registry.pre(lambda call: Deny("not today"))
    install_hooks(dispatcher, registry, make_context())
    assert dispatcher.call_tool(make_tool_use("ping"))["is_error"] is True
    assert calls == []


@pytest.mark.parametrize("target", [object(), None, 42])
def test_install_needs_a_call_tool(target: object) -> None:
    """An object without call_tool is refused with what was expected."""
    with pytest.raises(InstallError, match="has no callable call_tool"):
        install_hooks(target, _registry(), make_context())


def test_install_needs_a_real_context() -> None:
    """A dict pretending to be the context is refused: trusted context is a HookContext."""
    with pytest.raises(InstallError, match="needs the session's HookContext"):
        install_hooks(Dispatcher(), _registry(), {"user_id": "u_004"})  # type: ignore[arg-type]


def _definition(name: str) -> ToolDefinition:
    return ToolDefinition(name, name, {"type": "object"})
