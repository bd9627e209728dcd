"""Lesson 05: the article's wrapper, reproduced to show two of its defects.

1. As published, the wrapper's last line and the re-assignment were merged into one line,
   which is not Python: :data:`MERGED_LINE_SNIPPET` reproduces the shape of that slip.
2. Its wrapper calls the saved original with the arguments it was given, not with the
   input as the PreToolUse hooks rewrote it: :func:`install_article_wrapper` does the same,
   so the workbook can show a rewrite that never reaches the tool.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from toolhooks import Deny, HookContext, Rewrite, ToolCall
from toolhooks.clock import Clock
from toolhooks.results import synthetic_error_result

MERGED_LINE_SNIPPET = """\
original_call_tool = dispatcher.call_tool

def hooked_call_tool(block):
    result = original_call_tool(block)
    return resultdispatcher.call_tool = hooked_call_tool
"""
"""A wrapper whose ``return`` and re-assignment ran together onto one line."""

FIXED_SNIPPET = """\
original_call_tool = dispatcher.call_tool

def hooked_call_tool(block):
    result = original_call_tool(block)
    return result

dispatcher.call_tool = hooked_call_tool
"""
"""The same two statements, apart: the assignment outside the function body."""


def install_article_wrapper(
    dispatcher: Any,
    pre_hooks: Sequence[Callable[[ToolCall], Any]],
    context: HookContext,
    clock: Clock,
) -> Callable[[], None]:
    """Wrap like the article does: hooks see rewrites, but the tool gets the original input."""
    original = dispatcher.call_tool

    def hooked_call_tool(block: Mapping[str, Any]) -> Any:
        call = ToolCall(block["name"], block["id"], block["input"], context, clock())
        for hook in pre_hooks:
            decision = hook(call)
            if isinstance(decision, Deny):
                return synthetic_error_result(call.tool_use_id, decision)
            if isinstance(decision, Rewrite):
                call = call.with_input(decision.new_input)
        return original(block)  # the defect: `block` still holds the model's input

    dispatcher.call_tool = hooked_call_tool

    def undo() -> None:
        dispatcher.call_tool = original

    return undo
