"""The Messages API's tool-use pairing rules, checked before a request is sent.

1. Every ``tool_use`` in an assistant message is answered by a ``tool_result`` with the same
   id in the very next message, which is a user message.
2. Those results come first in that message, before any text.
3. A ``tool_result`` answers a ``tool_use`` of the message just before it; no others.
4. ``tool_use`` ids are unique in the conversation; each is answered once.

Errors carry the API's own wording and location (``messages.3``,
``messages.4.content.0``), so what you see here is what HTTP 400 would have said.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, TypeAlias

from .errors import MalformedToolUseError, TranscriptError, exception_text, safe_repr
from .tool_use import as_block, content_blocks

_ROLES = ("user", "assistant")


def validate_transcript(messages: Sequence[Mapping[str, Any]]) -> None:
    """Raise :class:`TranscriptError` at the first pairing rule ``messages`` breaks.

    Before the pairing rules, the shape: ``messages`` is a list of messages, each a mapping
    (or an SDK object) whose ``role`` is ``user`` or ``assistant`` and whose ``content`` is
    a string or a list of content blocks.

    The shape is checked first, over every message; then the rules, message by message, in
    the order the API checks them, each on a note of what they need of a message's blocks
    (see :func:`_note`), made once per message and dropped after the next one's: kept for
    the whole transcript, notes woke the garbage collector, whose full passes walk the
    transcript itself, and cost more than reading the blocks.
    """
    roles, blocks = _read_messages(messages)
    seen_ids: set[str] = set()
    asked: list[tuple[int, str]] = []  # the uses of the message before, if an assistant's
    following = _note(blocks[0]) if blocks else _NOTHING
    for index, role in enumerate(roles):
        uses, results, _ = following
        following = _note(blocks[index + 1]) if index + 1 < len(blocks) else _NOTHING
        if results:
            _check_results(index, role, results, {tool_use_id for _, tool_use_id in asked})
        asked = uses if role == "assistant" else []
        if asked:
            _check_unique_uses(index, asked, seen_ids)
            answering = following if index + 1 < len(roles) and roles[index + 1] == "user" else None
            _check_answered(index, asked, answering)


_Note: TypeAlias = tuple[list[tuple[int, str]], list[tuple[int, object]], int]
"""What the pairing rules need of one message's blocks: its ``tool_use`` blocks (position,
id as text), its ``tool_result`` blocks (position, id as sent), and how many results lead
the message."""

_NOTHING: _Note = ([], [], 0)
"""The note of a message without blocks (never changed)."""


def _note(message_blocks: list[Mapping[str, Any]]) -> _Note:
    """The note of one message's blocks (checked already by :func:`_read_content`)."""
    if not message_blocks:
        return _NOTHING
    uses: list[tuple[int, str]] = []
    results: list[tuple[int, object]] = []
    leading = 0  # results before the first other block
    for position, block in enumerate(message_blocks):
        kind = block.get("type")
        if kind == "tool_result":
            results.append((position, block.get("tool_use_id")))
            if leading == position:
                leading += 1
        elif kind == "tool_use":
            uses.append((position, str(block.get("id"))))
    return uses, results, leading


def _check_results(
    index: int, role: object, results: list[tuple[int, object]], asked: set[str]
) -> None:
    answered: set[str] = set()
    for position, tool_use_id in results:
        if role != "user":
            raise TranscriptError(
                f"messages.{index}.content.{position}",
                "`tool_result` blocks can only appear in `user` messages.",
            )
        if tool_use_id not in asked:
            raise TranscriptError(
                f"messages.{index}.content.{position}",
                f"unexpected `tool_use_id` found in `tool_result` blocks: {tool_use_id}. "
                "Each `tool_result` block must have a corresponding `tool_use` block in the "
                "previous message.",
            )
        if tool_use_id in answered:
            raise TranscriptError(
                f"messages.{index}.content.{position}",
                "each `tool_use` must have a single result. Found multiple `tool_result` "
                f"blocks with id: {tool_use_id}",
            )
        answered.add(str(tool_use_id))


def _check_unique_uses(index: int, uses: list[tuple[int, str]], seen_ids: set[str]) -> None:
    for position, tool_use_id in uses:
        if tool_use_id in seen_ids:
            raise TranscriptError(
                f"messages.{index}.content.{position}", "`tool_use` ids must be unique"
            )
        seen_ids.add(tool_use_id)


def _check_answered(index: int, uses: list[tuple[int, str]], following: _Note | None) -> None:
    """The uses of assistant message ``index`` against the results of the user message
    after it (``None``: there is none)."""
    results = [] if following is None else following[1]
    answered = {tool_use_id for _, tool_use_id in results}
    missing = [tool_use_id for _, tool_use_id in uses if tool_use_id not in answered]
    if missing:
        raise TranscriptError(
            f"messages.{index}",
            "`tool_use` ids were found without `tool_result` blocks immediately after: "
            f"{', '.join(missing)}. Each `tool_use` block must have a corresponding "
            "`tool_result` block in the next message.",
        )
    leading = 0 if following is None else following[2]
    if leading < len(uses):
        raise TranscriptError(
            f"messages.{index + 1}",
            f"Did not find {len(uses)} `tool_result` block(s) at the beginning of this "
            "message. Messages following `tool_use` blocks must begin with a matching number "
            "of `tool_result` blocks.",
        )


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
        plain = type(message) is dict  # the usual message: read without a call
        role = message.get("role") if plain else _field(message, "role")
        if role not in _ROLES:
            raise TranscriptError(
                f"messages.{index}.role",
                f"Input should be 'user' or 'assistant', got {safe_repr(role)} "
                f"(in a {type(message).__name__}); each message is a dict with a role and content.",
            )
        roles.append(role)
        content = message.get("content") if plain else _field(message, "content")
        blocks.append(_read_content(index, content))
    return roles, blocks


def _read_content(index: int, content: object) -> list[Mapping[str, Any]]:
    """One message's content blocks, checked: each has a string type, each ``tool_use`` a
    non-empty string id."""
    if type(content) is str:
        return _NO_BLOCKS
    if type(content) is not list and (content is None or not isinstance(content, (str, Sequence))):
        raise TranscriptError(
            f"messages.{index}.content",
            f"Input should be a string or a list of content blocks, got {type(content).__name__}.",
        )
    try:
        found = (
            [block if type(block) is dict else as_block(block) for block in content]
            if type(content) is list
            else content_blocks(content)
        )
    except MalformedToolUseError as exc:
        raise TranscriptError(f"messages.{index}.content", exception_text(exc)) from None
    for position, block in enumerate(found):
        kind = block.get("type")
        if type(kind) is not str and not isinstance(kind, str):
            raise TranscriptError(
                f"messages.{index}.content.{position}",
                f"each content block needs a string 'type', got {safe_repr(block)}.",
            )
        if kind == "tool_use":
            tool_use_id = block.get("id")
            if not (isinstance(tool_use_id, str) and tool_use_id):
                raise TranscriptError(
                    f"messages.{index}.content.{position}.id",
                    "a `tool_use` block needs a non-empty string id, got "
                    f"{safe_repr(tool_use_id)}.",
                )
    return found


_NO_BLOCKS: list[Mapping[str, Any]] = []
"""The blocks of a message with string content (never changed)."""


def _field(message: object, name: str) -> Any:
    if type(message) is dict or isinstance(message, Mapping):
        return message.get(name)
    return getattr(message, name, None)
