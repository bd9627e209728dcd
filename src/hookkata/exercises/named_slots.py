"""Slots of a hook's input where an answer's own values are tried (:mod:`~hookkata.grading.mining`).

A rule the specification does not have is keyed on a value the answer spells out, and it
may read that value anywhere: an id, a key or a value of ``call.input`` or of the
session's attributes, a tool name. These helpers put each named value in every such slot
of a :class:`~toolhooks.ToolCall`, alone and inside a longer text (a rule may test a
prefix, a suffix or a part), so the exercises that grade hooks (4 and 5) build the same
examples, each with the decision its own property expects.
"""

from __future__ import annotations

import dataclasses
import math
import string
from collections.abc import Callable, Hashable, Iterable, Iterator, Sequence
from typing import TypeVar

from toolhooks import HookContext, ToolCall
from toolhooks.errors import ContextError

T = TypeVar("T")

FALLBACK_KEYS = ("quota", "credits", "count", "limit", "level")
"""Keys that hold a named number when the answer names no text to key it by."""


def counts(value: object) -> tuple[int, ...]:
    """A whole number ``value`` >= 0 as a count, and one more (a cap at 10 shows at 11)."""
    whole = whole_number(value)
    return () if whole is None or whole < 0 else (whole, whole + 1)


def whole_number(value: object) -> int | None:
    """``value`` as an int when it is a finite whole number (an int, or a float like 3.0)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    if isinstance(value, float) and not (math.isfinite(value) and value.is_integer()):
        return None
    return int(value)


def an_identifier(text: str) -> bool:
    """Whether a session could have ``text`` as its user or session id (the context takes it)."""
    try:
        HookContext(text, "free", text)
    except ContextError:
        return False
    return True


def sendable(text: str) -> bool:
    """Whether ``text`` is valid Unicode: a lone surrogate cannot cross to the answer's
    process, so it is not graded."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def sizes(numbers: Iterable[float], most: int) -> list[tuple[float, int]]:
    """Each number up to ``most`` as a size and the size after it (a cap at 10 shows at
    11), each size from 1 once, with the number that named it."""
    chosen: dict[int, float] = {}
    for number in numbers:
        base = math.floor(number)
        for size in (base, base + 1):
            if size >= 1 and base <= most:
                chosen.setdefault(size, number)
    return [(number, size) for size, number in chosen.items()]


def letters(size: int) -> str:
    """``size`` letters, no space: a text whose length is all there is to it."""
    return (string.ascii_lowercase * (size // 26 + 1))[:size]


def unique(
    pairs: Iterable[tuple[object, T]], key: Callable[[T], Hashable]
) -> Iterator[tuple[object, T]]:
    """``pairs`` without the examples an earlier pair already holds (the first value kept)."""
    seen: set[Hashable] = set()
    for value, example in pairs:
        marker = key(example)
        if marker not in seen:
            seen.add(marker)
            yield value, example


def call_key(call: ToolCall) -> Hashable:
    """What makes two calls the same example (their fields, as text)."""
    context = call.context
    return (
        call.tool_name,
        call.tool_use_id,
        repr(sorted(call.input.items(), key=repr)),
        context.user_id,
        context.tier,
        context.session_id,
        repr(sorted(context.attributes.items(), key=repr)),
        call.timestamp,
    )


def keyed_by(texts: Sequence[str], value: object) -> dict[str, object]:
    """Every named text as a key holding ``value`` (a rule may read any of them)."""
    return dict.fromkeys(texts or FALLBACK_KEYS, value)


def with_text(call: ToolCall, text: str, texts: Sequence[str]) -> list[ToolCall]:
    """``call`` with ``text`` in every text slot but the tool's name: two calls, the first
    with it alone as the user id, and inside the session and tool_use ids, as a key of the
    input and of the attributes; the second with it alone as the session and tool_use ids,
    inside the user id, and as the value of every named key of the input and attributes."""
    own = an_identifier(text)
    first = _respelled(
        call,
        user_id=text if own else call.context.user_id,
        session_id=f"s_{text}",
        tool_use_id=f"toolu_{text}_1",
        tool_input={**call.input, text: True},
        attributes={**call.context.attributes, text: True},
    )
    second = _respelled(
        call,
        user_id=f"{text}_7",
        session_id=text if own else call.context.session_id,
        tool_use_id=text,
        tool_input={**call.input, **keyed_by(texts, text)},
        attributes={**call.context.attributes, **keyed_by(texts, text)},
    )
    return [first, second]


def with_number(call: ToolCall, number: int | float, texts: Sequence[str]) -> ToolCall:
    """``call`` whose input and attributes hold ``number`` under every named key."""
    held = keyed_by(texts, number)
    return _respelled(
        call,
        tool_input={**call.input, **held},
        attributes={**call.context.attributes, **held},
    )


def other_names(text: str, name: str) -> list[str]:
    """Tool names a named ``text`` makes of the graded tool ``name``: the text itself and
    the name with it before and after (a prefix stripped or a suffix dropped is another tool)."""
    return [spelled for spelled in (text, f"{text}{name}", f"{name}{text}") if spelled != name]


def _respelled(
    call: ToolCall,
    *,
    user_id: str | None = None,
    session_id: str | None = None,
    tool_use_id: str | None = None,
    tool_input: dict[str, object] | None = None,
    attributes: dict[str, object] | None = None,
) -> ToolCall:
    context = dataclasses.replace(
        call.context,
        user_id=call.context.user_id if user_id is None else user_id,
        session_id=call.context.session_id if session_id is None else session_id,
        attributes=call.context.attributes if attributes is None else attributes,
    )
    return ToolCall(
        call.tool_name,
        call.tool_use_id if tool_use_id is None else tool_use_id,
        call.input if tool_input is None else tool_input,
        context,
        call.timestamp,
    )
