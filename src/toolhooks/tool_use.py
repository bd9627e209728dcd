"""Reading ``tool_use`` blocks: the model's request to run a tool.

A block may arrive as a dict (a stored transcript) or as the SDK's ``ToolUseBlock`` (a live
response); both are read the same way. The model's output is untrusted, so the block is
checked before anything acts on it: an id, a tool name, and an input that is a JSON object
of reasonable depth.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from .errors import MalformedToolUseError, describe_exception, safe_repr
from .readonly import JSON_SCALARS, is_flat, thaw

TOOL_NAME = re.compile(r"[a-zA-Z0-9_-]{1,128}")
"""What the Messages API accepts as a tool's name."""

MAX_INPUT_DEPTH = 64
"""Deeper inputs are refused: no real tool needs them, and recursion would crash on them."""


@dataclass(frozen=True, slots=True)
class ToolUse:
    """A checked ``tool_use`` block: its id, the tool's name, and the input as sent."""

    id: str
    name: str
    input: Mapping[str, Any]

    def to_block(self) -> dict[str, Any]:
        """Back to the Messages API's dict shape, with a plain (mutable) copy of the input."""
        return {"type": "tool_use", "id": self.id, "name": self.name, "input": thaw(self.input)}


def as_block(block: object) -> Mapping[str, Any]:
    """A content block as a mapping, whether it came as a dict or as an SDK model."""
    if isinstance(block, Mapping):
        return block
    dump = getattr(block, "model_dump", None)
    if callable(dump):
        try:
            dumped = dump(mode="python", exclude_none=True)
        except Exception as exc:
            raise MalformedToolUseError(
                f"the {type(block).__name__} block's model_dump() raised "
                f"{describe_exception(exc)}; pass the block as the SDK returned it, or a dict."
            ) from exc
        if isinstance(dumped, Mapping):
            return dumped
    raise MalformedToolUseError(
        f"expected a content block (a dict or an SDK block), got {type(block).__name__}; "
        "pass the tool_use block from the model's message as it came."
    )


def content_blocks(content: object) -> list[Mapping[str, Any]]:
    """The blocks of a message's content; plain string content has none."""
    if isinstance(content, str) or content is None:
        return []
    if isinstance(content, Iterable) and not isinstance(content, Mapping):
        return [as_block(block) for block in content]
    raise MalformedToolUseError(
        f"message content must be a string or a list of blocks, got {type(content).__name__}."
    )


def tool_use_blocks(content: object) -> list[Mapping[str, Any]]:
    """The ``tool_use`` blocks of an assistant message's content, in order."""
    return [block for block in content_blocks(content) if block.get("type") == "tool_use"]


def parse_tool_use(block: object) -> ToolUse:
    """Check a ``tool_use`` block and return it as a :class:`ToolUse`.

    Raises :class:`MalformedToolUseError`, carrying the block's id when it had a usable one
    so that the caller can still answer the call; a block that raises while it is read (a
    mapping whose ``get`` fails) is one too, so a caller handles one exception only.
    """
    try:
        return _checked_tool_use(block)
    except MalformedToolUseError:
        raise
    except Exception as exc:
        raise MalformedToolUseError(
            f"the tool_use block cannot be read: {describe_exception(exc)}; pass the block "
            "as the API returned it (a dict or an SDK block)."
        ) from exc


def _checked_tool_use(block: object) -> ToolUse:
    mapping = as_block(block)
    raw_id = mapping.get("id")
    tool_use_id = raw_id if isinstance(raw_id, str) and raw_id else None
    if mapping.get("type", "tool_use") != "tool_use":
        raise MalformedToolUseError(
            f"expected a block of type 'tool_use', got {safe_repr(mapping.get('type'))}; "
            "pass only the tool_use blocks (answer_tool_uses picks them out).",
            tool_use_id=tool_use_id,
        )
    if tool_use_id is None:
        raise MalformedToolUseError(
            f"a tool_use block needs a non-empty string 'id', got {safe_repr(raw_id)}; without one "
            "the call cannot be answered. Pass the block exactly as the API returned it."
        )
    name = mapping.get("name")
    if not isinstance(name, str) or not name:
        raise MalformedToolUseError(
            f"tool_use {tool_use_id} needs a non-empty string 'name', got {safe_repr(name)}; "
            "call the tool again by its name.",
            tool_use_id=tool_use_id,
        )
    tool_input = mapping.get("input")
    if not isinstance(tool_input, Mapping):
        raise MalformedToolUseError(
            f"the input of tool_use {tool_use_id} ({name}) must be a JSON object, got "
            f"{type(tool_input).__name__} {safe_repr(tool_input, 60)}; call the tool again with "
            "its arguments as an object.",
            tool_use_id=tool_use_id,
        )
    try:
        problem = input_problem(tool_input)
    except Exception as exc:  # a mapping whose keys or values cannot even be read
        problem = f"cannot be read ({describe_exception(exc)}); send a plain JSON object"
    if problem is not None:
        raise MalformedToolUseError(
            f"the input of tool_use {tool_use_id} ({name}) {problem}.", tool_use_id=tool_use_id
        )
    return ToolUse(tool_use_id, name, tool_input)


def input_problem(tool_input: object) -> str | None:
    """Why ``tool_input`` cannot be a JSON object's value, or ``None`` when it can.

    Two things JSON itself rules out and would otherwise go wrong later: nesting deeper
    than :data:`MAX_INPUT_DEPTH` (a recursive copy would overflow the stack) and keys that
    are not strings (``1`` and ``"1"`` would collapse into one key on the way to JSON).
    """
    if type(tool_input) is dict and is_flat(tool_input):  # the common case, kept cheap
        return None
    depth, bad_key = _walk(tool_input, limit=MAX_INPUT_DEPTH)
    if depth > MAX_INPUT_DEPTH:
        return f"nests deeper than {MAX_INPUT_DEPTH} levels; send a flatter object"
    if bad_key is not _NO_BAD_KEY:
        return (
            f"has a key that is not a string: {safe_repr(bad_key, 60)} "
            f"({type(bad_key).__name__}); JSON object keys are strings"
        )
    return None


def nesting_depth(value: object, *, limit: int) -> int:
    """How deeply ``value`` nests (a scalar is 0), counting at most to ``limit + 1``."""
    return _walk(value, limit=limit)[0]


_NO_BAD_KEY = object()


def _walk(value: object, *, limit: int) -> tuple[int, object]:
    """The nesting depth of ``value`` (at most ``limit + 1``) and its first non-string key.

    A container with children is one level deeper than its deepest child; scalars and empty
    containers add nothing. Iterative on purpose, and checked as it goes down: a recursive
    walk would itself overflow on the inputs it guards, and a cycle would never end.
    """
    deepest = 0
    bad_key: object = _NO_BAD_KEY
    stack: list[tuple[object, int]] = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict) or (type(item) not in JSON_SCALARS and isinstance(item, Mapping)):
            if bad_key is _NO_BAD_KEY:
                bad_key = next((key for key in item if not isinstance(key, str)), _NO_BAD_KEY)
            children: Iterable[object] = item.values()
        elif isinstance(item, (list, tuple)):
            children = item
        else:
            continue
        if not children:
            continue
        depth += 1
        if depth > limit:
            return depth, bad_key
        deepest = max(deepest, depth)
        stack.extend((child, depth) for child in children if type(child) not in JSON_SCALARS)
    return deepest, bad_key
