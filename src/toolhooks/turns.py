"""Answering one assistant turn: every ``tool_use`` gets its ``tool_result``, in one message.

With parallel tool use an assistant turn holds several ``tool_use`` blocks. All their
results go into the single next user message, results first and in the same order; a
denial or a crash of one call must not drop the others, or the next request fails.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from .errors import MalformedToolUseError, PreHookError, ResultError, crash_message, safe_repr
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
    if follow_up is not None and not isinstance(follow_up, str):
        raise ResultError(f"follow_up must be text or None, got {safe_repr(follow_up)}.")
    blocks = tool_use_blocks(assistant_content)
    if not blocks:
        raise ResultError(
            f"answer_tool_uses needs the assistant message's content with at least one "
            f"tool_use block, got {safe_repr(assistant_content)}; a user message with nothing "
            "to answer would be refused by the API."
        )
    content: list[Any] = [_answer_one(call_tool, block) for block in blocks]
    if follow_up:
        content.append({"type": "text", "text": follow_up})
    return {"role": "user", "content": content}


def _answer_one(call_tool: Callable[[Any], Mapping[str, Any]], block: Mapping[str, Any]) -> Any:
    tool_use_id = block.get("id")
    if not isinstance(tool_use_id, str) or not tool_use_id:
        raise MalformedToolUseError(
            f"a tool_use block needs a non-empty string 'id', got {safe_repr(tool_use_id)}; "
            "without one the call cannot be answered. Pass the blocks as the API returned them."
        )
    try:
        result = call_tool(block)
    except PreHookError:
        raise
    except Exception as exc:
        return error_result(tool_use_id, crash_message("the call", exc))
    if not isinstance(result, Mapping) or result.get("tool_use_id") != tool_use_id:
        raise ResultError(
            f"call_tool answered tool_use {tool_use_id!r} with {safe_repr(result)}; expected a "
            f"tool_result block whose tool_use_id is {tool_use_id!r}."
        )
    return dict(result)
