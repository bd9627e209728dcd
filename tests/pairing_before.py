"""validate_transcript as it was before issue 20 read each block once: the oracle that
tests/test_pairing.py holds the rewrite to (the same first error, or none, on any input).
Kept verbatim but for its imports; not used by the package."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from toolhooks.errors import MalformedToolUseError, TranscriptError, exception_text, safe_repr
from toolhooks.tool_use import content_blocks

_ROLES = ("user", "assistant")


def validate_transcript(messages: Sequence[Mapping[str, Any]]) -> None:
    """Raise :class:`TranscriptError` at the first pairing rule ``messages`` breaks.

    Before the pairing rules, the shape: ``messages`` is a list of messages, each a mapping
    (or an SDK object) whose ``role`` is ``user`` or ``assistant`` and whose ``content`` is
    a string or a list of content blocks.
    """
    roles, blocks = _read_messages(messages)
    seen_ids: set[str] = set()
    for index, message_blocks in enumerate(blocks):
        asked = (
            _tool_use_ids(blocks[index - 1]) if index and roles[index - 1] == "assistant" else []
        )
        _check_results(index, roles[index], message_blocks, set(asked))
        if roles[index] == "assistant":
            _check_unique_uses(index, message_blocks, seen_ids)
            _check_answered(index, message_blocks, blocks, roles)


def _check_results(
    index: int, role: object, message_blocks: list[Mapping[str, Any]], asked: set[str]
) -> None:
    answered: set[str] = set()
    for position, block in enumerate(message_blocks):
        if block.get("type") != "tool_result":
            continue
        tool_use_id = block.get("tool_use_id")
        path = f"messages.{index}.content.{position}"
        if role != "user":
            raise TranscriptError(path, "`tool_result` blocks can only appear in `user` messages.")
        if tool_use_id not in asked:
            raise TranscriptError(
                path,
                f"unexpected `tool_use_id` found in `tool_result` blocks: {tool_use_id}. "
                "Each `tool_result` block must have a corresponding `tool_use` block in the "
                "previous message.",
            )
        if tool_use_id in answered:
            raise TranscriptError(
                path,
                "each `tool_use` must have a single result. Found multiple `tool_result` "
                f"blocks with id: {tool_use_id}",
            )
        answered.add(str(tool_use_id))


def _check_unique_uses(
    index: int, message_blocks: list[Mapping[str, Any]], seen_ids: set[str]
) -> None:
    for position, block in enumerate(message_blocks):
        if block.get("type") != "tool_use":
            continue
        tool_use_id = str(block.get("id"))
        if tool_use_id in seen_ids:
            raise TranscriptError(
                f"messages.{index}.content.{position}", "`tool_use` ids must be unique"
            )
        seen_ids.add(tool_use_id)


def _check_answered(
    index: int,
    message_blocks: list[Mapping[str, Any]],
    blocks: list[list[Mapping[str, Any]]],
    roles: list[object],
) -> None:
    asked = _tool_use_ids(message_blocks)
    if not asked:
        return
    following = blocks[index + 1] if index + 1 < len(blocks) and roles[index + 1] == "user" else []
    answered = {
        block.get("tool_use_id") for block in following if block.get("type") == "tool_result"
    }
    missing = [tool_use_id for tool_use_id in asked if tool_use_id not in answered]
    if missing:
        raise TranscriptError(
            f"messages.{index}",
            "`tool_use` ids were found without `tool_result` blocks immediately after: "
            f"{', '.join(missing)}. Each `tool_use` block must have a corresponding "
            "`tool_result` block in the next message.",
        )
    leading = 0
    for block in following:
        if block.get("type") != "tool_result":
            break
        leading += 1
    if leading < len(asked):
        raise TranscriptError(
            f"messages.{index + 1}",
            f"Did not find {len(asked)} `tool_result` block(s) at the beginning of this "
            "message. Messages following `tool_use` blocks must begin with a matching number "
            "of `tool_result` blocks.",
        )


def _tool_use_ids(message_blocks: list[Mapping[str, Any]]) -> list[str]:
    return [str(block.get("id")) for block in message_blocks if block.get("type") == "tool_use"]


def _read_messages(messages: object) -> tuple[list[object], list[list[Mapping[str, Any]]]]:
    """The role and the content blocks of every message, or the first shape error."""
    if isinstance(messages, (str, bytes, Mapping)) or not isinstance(messages, Sequence):
        raise TranscriptError(
            "messages",
            f"Input should be a valid list, got {type(messages).__name__}; pass the "
            "conversation as a list of {'role': ..., 'content': ...} messages.",
        )
    roles: list[object] = []
    blocks: list[list[Mapping[str, Any]]] = []
    for index, message in enumerate(messages):
        role = _field(message, "role")
        if role not in _ROLES:
            raise TranscriptError(
                f"messages.{index}.role",
                f"Input should be 'user' or 'assistant', got {safe_repr(role)} "
                f"(in a {type(message).__name__}); each message is a dict with a role and content.",
            )
        roles.append(role)
        blocks.append(_content_blocks(index, _field(message, "content")))
    return roles, blocks


def _content_blocks(index: int, content: object) -> list[Mapping[str, Any]]:
    if content is None or not isinstance(content, (str, Sequence)):
        raise TranscriptError(
            f"messages.{index}.content",
            f"Input should be a string or a list of content blocks, got {type(content).__name__}.",
        )
    try:
        found = content_blocks(content)
    except MalformedToolUseError as exc:
        raise TranscriptError(f"messages.{index}.content", exception_text(exc)) from None
    for position, block in enumerate(found):
        kind = block.get("type")
        if not isinstance(kind, str):
            raise TranscriptError(
                f"messages.{index}.content.{position}",
                f"each content block needs a string 'type', got {safe_repr(block)}.",
            )
        tool_use_id = block.get("id")
        if kind == "tool_use" and not (isinstance(tool_use_id, str) and tool_use_id):
            raise TranscriptError(
                f"messages.{index}.content.{position}.id",
                f"a `tool_use` block needs a non-empty string id, got {safe_repr(tool_use_id)}.",
            )
    return found


def _field(message: object, name: str) -> Any:
    if isinstance(message, Mapping):
        return message.get(name)
    return getattr(message, name, None)
