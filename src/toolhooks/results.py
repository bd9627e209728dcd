"""``tool_result`` blocks, including the synthetic one that stands in for a denied call.

Every ``tool_use`` the model sends must be answered by a ``tool_result`` with the same id in
the very next user message, or the next request fails with HTTP 400. So a denied call is
not skipped: it is answered with a result the server wrote, flagged ``is_error`` and
starting with ``BLOCKED:``. The prefix is our convention, not an API rule: it tells the
model (and later, evaluation tooling) that this was a deliberate refusal, not a transient
failure worth retrying.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from .decisions import Deny, without_blocked_prefix
from .errors import MalformedToolUseError, ResultError, exception_text, safe_repr

BLOCKED_PREFIX = "BLOCKED: "


def tool_result(
    tool_use_id: str, content: str | list[dict[str, Any]], *, is_error: bool = False
) -> dict[str, Any]:
    """A ``tool_result`` block answering the call ``tool_use_id``.

    ``content`` is text, or a list of content blocks (``{"type": "text", ...}``), as the
    Messages API accepts; ``is_error`` is a real ``bool``.
    """
    _require_id(tool_use_id)
    if type(content) is not str and not _is_block_list(content):
        raise ResultError(
            f"a tool_result's content must be a string or a list of content blocks, got "
            f"{safe_repr(content)} ({type(content).__name__}); render the output as text first."
        )
    if type(is_error) is not bool:
        raise ResultError(f"is_error must be True or False, got {safe_repr(is_error)}.")
    block: dict[str, Any] = {"type": "tool_result", "tool_use_id": tool_use_id, "content": content}
    if is_error:
        block["is_error"] = True
    return block


def error_result(tool_use_id: str, message: str) -> dict[str, Any]:
    """An ``is_error`` result for a call that failed (not a deliberate denial)."""
    if not isinstance(message, str) or not message:
        raise ResultError(
            f"error_result needs a message saying what went wrong, got {safe_repr(message)}."
        )
    return tool_result(tool_use_id, message, is_error=True)


def malformed_result(exc: MalformedToolUseError) -> dict[str, Any] | None:
    """The ``is_error`` result answering a malformed block, or ``None`` when it has no id."""
    if exc.tool_use_id is None:
        return None
    return error_result(exc.tool_use_id, f"Invalid tool call: {exception_text(exc)}")


def blocked_text(deny: Deny) -> str:
    """The text a denial shows the model: ``BLOCKED: <reason>`` plus the alternative."""
    reason = without_blocked_prefix(deny.reason)
    text = BLOCKED_PREFIX + reason
    if deny.alternative and deny.alternative.strip():  # a blank one gives nothing to act on
        text += f" Alternative: {deny.alternative.strip()}"
    return text


def synthetic_error_result(tool_use_id: str, deny: Deny) -> dict[str, Any]:
    """The ``tool_result`` that answers a denied call in place of the tool's output.

    >>> synthetic_error_result("toolu_01", Deny("free tier cannot open case files"))
    {'type': 'tool_result', 'tool_use_id': 'toolu_01', 'content': 'BLOCKED: free tier cannot open case files', 'is_error': True}
    """  # noqa: E501
    if not isinstance(deny, Deny):
        raise ResultError(
            f"synthetic_error_result needs a Deny, got {type(deny).__name__}; "
            "pass the Deny your hook returned."
        )
    return tool_result(tool_use_id, blocked_text(deny), is_error=True)


def result_text(result: Mapping[str, Any]) -> str:
    """The text of a ``tool_result``'s content, whether a string or a list of blocks."""
    content = result.get("content", "")
    if isinstance(content, str):
        return content
    if isinstance(content, (list, tuple)):
        return "".join(
            str(block.get("text", "")) for block in content if isinstance(block, Mapping)
        )
    return json.dumps(content, default=str)


def is_blocked(result: object) -> bool:
    """True for a deliberate denial; False for a tool error or a normal result.

    The ``BLOCKED:`` prefix is the only mark a result carries, for this function as for the
    model: a tool error whose own message begins with it (``error_result`` keeps a message
    as it is) reads as a denial too.
    """
    return (
        isinstance(result, Mapping)
        and result.get("type") == "tool_result"
        and result.get("is_error") is True
        and result_text(result).startswith(BLOCKED_PREFIX)
    )


def _require_id(tool_use_id: object) -> None:
    if not isinstance(tool_use_id, str) or not tool_use_id:
        raise ResultError(
            f"a tool_result needs the non-empty tool_use_id of the call it answers, "
            f"got {safe_repr(tool_use_id)}; copy the 'id' of the tool_use block."
        )


def _is_block_list(content: object) -> bool:
    return isinstance(content, list) and all(
        isinstance(block, Mapping) and isinstance(block.get("type"), str) for block in content
    )
