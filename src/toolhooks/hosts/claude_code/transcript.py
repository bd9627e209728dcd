"""Claude Code's transcript, read for the calls it holds: every ``tool_use`` and its result.

Every hook payload carries ``transcript_path``: a JSON Lines file Claude Code keeps for the
session (``~/.claude/projects/<folder>/<session_id>.jsonl``; a sub-agent's in
``<session_id>/subagents/agent-<agent_id>.jsonl``, given to SubagentStop as
``agent_transcript_path``). Checked with Claude Code 2.1.332: a line of ``"type":
"assistant"`` holds the model's message, whose ``content`` lists its ``tool_use`` blocks
(``id``, ``name``, ``input``); a line of ``"type": "user"`` holds the ``tool_result``
blocks sent back (``tool_use_id``, ``content``, ``is_error``). Every other type
(attachments, queue operations, API request records...) is not about calls and is passed
over. The file lists calls no hook ever saw: one the CLI refused on its own input check,
or by its permission rules, or because a hook asked and no one could be asked (``-p``).

The reader is tolerant, because what it reads is another program's file, still being
written: a line that is torn, not UTF-8, not JSON or not an object, or a call line of an
unknown shape, is skipped and counted (``skipped``), never fatal. Lines that mention no
tool block are not parsed at all, which keeps a 10,000-call transcript well under a second
(``tests/test_claude_code_record.py`` holds it to that). Only a path that is missing, not a regular
file (a folder, a FIFO, a device) or larger than :data:`MAX_TRANSCRIPT_BYTES` is refused,
with :class:`TranscriptError`.
"""

from __future__ import annotations

import json
import os
import stat
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from toolhooks.errors import ToolhooksError

MAX_TRANSCRIPT_BYTES = 512 * 1024 * 1024
"""A transcript larger than this is refused rather than read (the Stop hook has seconds)."""
_TOOL_MARK = b'"tool_'


class TranscriptError(ToolhooksError, OSError):
    """The transcript cannot be read at all: missing, not a regular file, or too large."""


@dataclass(frozen=True, slots=True)
class TranscriptCall:
    """One ``tool_use`` of the transcript, with its result when the transcript has one."""

    tool_use_id: str
    tool_name: str
    input: Any
    timestamp: datetime | None
    result: str | None = None
    is_error: bool = False

    @property
    def answered(self) -> bool:
        """Whether the transcript holds a ``tool_result`` for this call."""
        return self.result is not None


@dataclass(frozen=True, slots=True)
class Transcript:
    """The calls of a transcript in order, and how many lines could not be read."""

    calls: tuple[TranscriptCall, ...]
    skipped: int = 0


def read_transcript(path: Path | str, session_id: str | None = None) -> Transcript:
    """Every call in the transcript at ``path`` (of ``session_id`` only, when given)."""
    location = Path(path)
    _require_regular_file(location)
    loads = _loader()
    try:
        return _read(location, session_id, loads)
    except OSError as exc:  # removed or made unreadable between the check and the read
        raise TranscriptError(f"the transcript {str(path)!r} cannot be read: {exc}.") from exc


def _read(location: Path, session_id: str | None, loads: Callable[[bytes], Any]) -> Transcript:
    uses: dict[str, TranscriptCall] = {}
    results: dict[str, tuple[str, bool]] = {}
    skipped = 0
    with open(location, "rb") as lines:
        for raw in lines:
            if _TOOL_MARK not in raw:
                continue
            try:
                record = loads(raw)
            except (ValueError, UnicodeDecodeError, RecursionError):
                skipped += 1
                continue
            if not isinstance(record, dict):
                skipped += 1
                continue
            if not _read_line(record, session_id, uses, results):
                skipped += 1
    calls = tuple(_answered(call, results.get(call.tool_use_id)) for call in uses.values())
    return Transcript(calls, skipped)


def _require_regular_file(path: Path) -> None:
    try:
        info = os.stat(path)
    except FileNotFoundError:
        raise TranscriptError(
            f"the transcript {str(path)!r} does not exist; Claude Code names it in every "
            "payload's transcript_path, so the session's folder may have been moved or deleted."
        ) from None
    except (OSError, ValueError) as exc:  # ValueError: a NUL byte, a lone surrogate
        raise TranscriptError(f"the transcript {str(path)!r} cannot be read: {exc}.") from exc
    if not stat.S_ISREG(info.st_mode):
        raise TranscriptError(
            f"the transcript path {str(path)!r} is not a regular file (a folder, a pipe or a "
            "device); expected Claude Code's JSON Lines transcript."
        )
    if info.st_size > MAX_TRANSCRIPT_BYTES:
        raise TranscriptError(
            f"the transcript {str(path)!r} has {info.st_size} bytes, more than the "
            f"{MAX_TRANSCRIPT_BYTES} this reader takes within a hook's time; its calls are not "
            "reconciled."
        )


def _read_line(
    record: dict[str, Any],
    session_id: str | None,
    uses: dict[str, TranscriptCall],
    results: dict[str, tuple[str, bool]],
) -> bool:
    """Take the call blocks of one line; ``False`` when a call line has an unknown shape."""
    kind = record.get("type")
    if kind not in ("assistant", "user"):
        return True  # not about calls (attachments, API records...): passed over
    line_session = record.get("sessionId")
    if session_id is not None and isinstance(line_session, str) and line_session != session_id:
        return True
    message = record.get("message")
    content = message.get("content") if isinstance(message, dict) else None
    if isinstance(content, str):
        return True  # a plain text turn
    if not isinstance(content, list):
        return False
    when = _timestamp(record.get("timestamp"))
    for block in content:
        if not isinstance(block, dict):
            return False
        if kind == "assistant" and block.get("type") == "tool_use":
            call = _tool_use(block, when)
            if call is None:
                return False
            uses.setdefault(call.tool_use_id, call)
        elif kind == "user" and block.get("type") == "tool_result":
            tool_use_id = block.get("tool_use_id")
            if not isinstance(tool_use_id, str):
                return False
            results.setdefault(tool_use_id, (_text(block.get("content")), _is_error(block)))
    return True


def _tool_use(block: dict[str, Any], when: datetime | None) -> TranscriptCall | None:
    tool_use_id, name = block.get("id"), block.get("name")
    if not (isinstance(tool_use_id, str) and tool_use_id and isinstance(name, str) and name):
        return None
    return TranscriptCall(tool_use_id, name, block.get("input"), when)


def _answered(call: TranscriptCall, result: tuple[str, bool] | None) -> TranscriptCall:
    if result is None:
        return call
    text, is_error = result
    return TranscriptCall(
        call.tool_use_id, call.tool_name, call.input, call.timestamp, text, is_error
    )


def _text(content: object) -> str:
    """A ``tool_result``'s content as text: a string, or its text blocks joined."""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "\n".join(
            block["text"]
            for block in content
            if isinstance(block, dict) and isinstance(block.get("text"), str)
        )
    return ""


def _is_error(block: dict[str, Any]) -> bool:
    return block.get("is_error") is True


def _timestamp(value: object) -> datetime | None:
    if not isinstance(value, str):
        return None
    try:
        parsed = datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        return None
    return parsed if parsed.tzinfo is not None else None


def _loader() -> Callable[[bytes], Any]:
    """``orjson.loads`` where installed (several times faster), else the standard library's."""
    try:
        import orjson
    except ImportError:
        return json.loads
    loads: Callable[[bytes], Any] = orjson.loads
    return loads
