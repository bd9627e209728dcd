"""The Messages API's streaming format: one finished message as server-sent events.

With ``"stream": true`` the API answers ``text/event-stream``. Every event has an SSE name
and JSON data whose ``type`` repeats the name, in this order:

* ``message_start``: the message with empty ``content``, no stop reason yet, and its usage
  so far (the input tokens, and the first output token);
* per content block: ``content_block_start`` (the block, empty), one or more
  ``content_block_delta`` and ``content_block_stop``, each with the block's ``index``;
  text arrives as ``text_delta`` pieces, a tool's input as ``input_json_delta`` pieces of
  one JSON text that only parses whole (clients must join them before ``json.loads``);
* ``message_delta``: the stop reason and the usage totals (input, cache and output tokens:
  cumulative, so a client overwrites rather than adds);
* ``message_stop``.

When the API fails mid-stream (overloaded, say) it sends an ``error`` event instead of the
rest, ``{"type": "error", "error": {"type": "overloaded_error", "message": "Overloaded"}}``,
and the stream ends (:func:`failed_events`).

``ping`` events may come anywhere; the fake sends one, after the first block starts, where
the API's own example stream has it. The fake streams a message it has already decided,
so the split is the only new thing, and it is fixed: text in pieces of ``TEXT_CHUNK``
characters, tool input JSON in pieces of ``JSON_CHUNK`` characters after an empty first
piece (as the API sends). The same message therefore always streams as the same bytes,
and a client's partial-JSON handling is exercised on every tool call.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from typing import Any, TypeAlias

TEXT_CHUNK = 12
JSON_CHUNK = 8
STREAM_CONTENT_TYPE = "text/event-stream; charset=utf-8"

Event: TypeAlias = tuple[str, dict[str, Any]]
"""One server-sent event: its name and its JSON data."""

_PING: Event = ("ping", {"type": "ping"})
_DELTA_USAGE = (
    "input_tokens",
    "cache_creation_input_tokens",
    "cache_read_input_tokens",
    "output_tokens",
)


def message_events(message: Mapping[str, Any]) -> Iterator[Event]:
    """The events that stream ``message`` (a Messages API response body), in wire order."""
    yield "message_start", {"type": "message_start", "message": _skeleton(message)}
    content = message["content"]
    for index, block in enumerate(content):
        yield _event("content_block_start", index=index, content_block=_empty(block))
        if index == 0:
            yield _PING
        for delta in _deltas(block):
            yield _event("content_block_delta", index=index, delta=delta)
        yield _event("content_block_stop", index=index)
    if not content:
        yield _PING
    stop = {"stop_reason": message["stop_reason"], "stop_sequence": message["stop_sequence"]}
    usage = message["usage"]
    totals = {key: usage[key] for key in _DELTA_USAGE if key in usage}
    yield _event("message_delta", delta=stop, usage=totals)
    yield _event("message_stop")


def failed_events(message: Mapping[str, Any], error_type: str, text: str) -> Iterator[Event]:
    """The events of a stream that fails after it started: ``message_start``, a ``ping``,
    then the API's ``error`` event (the stream ends there)."""
    yield "message_start", {"type": "message_start", "message": _skeleton(message)}
    yield _PING
    yield "error", {"type": "error", "error": {"type": error_type, "message": text}}


def encode_event(event: Event) -> bytes:
    """One event on the wire: ``event:`` and ``data:`` lines, then a blank line."""
    name, data = event
    return f"event: {name}\ndata: {json.dumps(data, separators=(',', ':'))}\n\n".encode()


def pieces(value: str, size: int) -> list[str]:
    """``value`` cut into pieces of ``size`` characters (one empty piece for ``""``)."""
    return [value[start : start + size] for start in range(0, len(value), size)] or [""]


def _event(name: str, **fields: Any) -> Event:
    return name, {"type": name, **fields}


def _skeleton(message: Mapping[str, Any]) -> dict[str, Any]:
    """The message as ``message_start`` carries it: nothing generated yet but the first token."""
    usage = {**message["usage"], "output_tokens": min(1, message["usage"]["output_tokens"])}
    return {**message, "content": [], "stop_reason": None, "stop_sequence": None, "usage": usage}


def _empty(block: Mapping[str, Any]) -> dict[str, Any]:
    """A block as ``content_block_start`` carries it, before its deltas fill it in."""
    kind = block.get("type")
    if kind == "text":
        return {"type": "text", "text": ""}
    if kind == "tool_use":
        return {**block, "input": {}}
    if kind == "thinking":
        return {"type": "thinking", "thinking": "", "signature": ""}
    return dict(block)  # blocks without deltas (redacted_thinking, ...) arrive whole


def _deltas(block: Mapping[str, Any]) -> list[dict[str, Any]]:
    kind = block.get("type")
    if kind == "text":
        return [
            {"type": "text_delta", "text": piece} for piece in pieces(block["text"], TEXT_CHUNK)
        ]
    if kind == "tool_use":
        json_pieces = ["", *pieces(json.dumps(block["input"]), JSON_CHUNK)]
        return [{"type": "input_json_delta", "partial_json": piece} for piece in json_pieces]
    if kind == "thinking":
        thoughts = pieces(block.get("thinking", ""), TEXT_CHUNK)
        signature = {"type": "signature_delta", "signature": block.get("signature", "")}
        return [*({"type": "thinking_delta", "thinking": piece} for piece in thoughts), signature]
    return []
