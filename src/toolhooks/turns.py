"""Answering one assistant turn: every ``tool_use`` gets its ``tool_result``, in one message.

With parallel tool use an assistant turn holds several ``tool_use`` blocks. All their
results go into the single next user message, results first and in the same order; a
denial or a crash of one call must not drop the others, or the next request fails.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from .errors import PreHookError, crash_message, safe_repr
from .results import error_result
from .tool_use import tool_use_blocks


def answer_tool_uses(
    call_tool: Callable[[Any], Mapping[str, Any]],
    assistant_content: object,
    *,
    follow_up: str | None = None,
) -> dict[str, Any]:
    """The user message answering every ``tool_use`` in ``assistant_content``.

    ``follow_up`` text, if given, goes after the results (never before them). A call that
    raises is answered with an ``is_error`` result, except a :class:`PreHookError`, which
    propagates: a broken policy stops the agent.
    """
    content: list[Any] = [
        _answer_one(call_tool, block) for block in tool_use_blocks(assistant_content)
    ]
    if follow_up:
        content.append({"type": "text", "text": follow_up})
    return {"role": "user", "content": content}


def _answer_one(call_tool: Callable[[Any], Mapping[str, Any]], block: Mapping[str, Any]) -> Any:
    tool_use_id = block.get("id")
    try:
        result = call_tool(block)
    except PreHookError:
        raise
    except Exception as exc:
        if not isinstance(tool_use_id, str) or not tool_use_id:
            raise
        return error_result(tool_use_id, crash_message("the call", exc))
    if not isinstance(result, Mapping) or result.get("tool_use_id") != tool_use_id:
        raise ValueError(
            f"call_tool answered tool_use {tool_use_id!r} with {safe_repr(result)}; expected a "
            f"tool_result block whose tool_use_id is {tool_use_id!r}."
        )
    return dict(result)
