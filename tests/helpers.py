"""Small builders shared by the tests: a hooked dispatcher with a recording tool."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from toolhooks import AuditLog, Dispatcher, HookContext, HookRegistry, ToolDefinition, install_hooks
from toolhooks.testing import ErrorCapture, FixedClock, MemorySink, ScriptedTool, make_context

OPEN_SCHEMA = {"type": "object"}


@dataclass
class Rig:
    """A dispatcher with one scripted tool per name, hooks installed, sinks in memory."""

    dispatcher: Dispatcher
    registry: HookRegistry
    tools: dict[str, ScriptedTool]
    audit: MemorySink
    errors: ErrorCapture
    context: HookContext
    clock: FixedClock = field(default_factory=FixedClock)

    def call(self, name: str, tool_input: Any, tool_use_id: str = "toolu_01") -> dict[str, Any]:
        block = {"type": "tool_use", "id": tool_use_id, "name": name, "input": tool_input}
        return self.dispatcher.call_tool(block)


def make_rig(
    names: tuple[str, ...] = ("lookup_user", "create_case_file", "issue_refund", "get_orders"),
    *,
    context: HookContext | None = None,
    audit: bool = True,
) -> Rig:
    """Build a :class:`Rig`; the audit hook is registered first unless ``audit`` is False."""
    dispatcher = Dispatcher()
    tools = {name: ScriptedTool([f"{name} done"]) for name in names}
    for name, tool in tools.items():
        dispatcher.register(tool, ToolDefinition(name, f"the {name} tool", OPEN_SCHEMA))
    errors = ErrorCapture()
    registry = HookRegistry(error_sinks=[errors])
    sink = MemorySink()
    if audit:
        registry.post(AuditLog(sink=sink))
    rig = Rig(dispatcher, registry, tools, sink, errors, context or make_context())
    install_hooks(dispatcher, registry, rig.context, clock=rig.clock)
    return rig
