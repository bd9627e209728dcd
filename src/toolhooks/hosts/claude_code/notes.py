"""What a PreToolUse process left for the processes after it: asks and rewrites.

Each Claude Code hook event is its own process. When the Pre chain asks a person or
rewrites the input, Claude Code acts on the answer later (it prompts, or refuses in
``-p``; it runs the rewritten input), and the line that records the call is written by
another process: PostToolUse when the tool ran, Stop when it did not. Neither saw the
chain, so the Pre process leaves a *note*: one JSON line per such call, in a file beside
each of the registry's ``AuditLog`` files (``audit.jsonl`` -> ``audit.pre_answers.jsonl``).
The later process reads the note back and puts ``asked``, ``decided_by``, ``rewritten_by``
and the input as the model sent it into the call's audit line.

Only file audit logs have notes (a memory sink dies with its process). A note that cannot
be read (a torn line) is skipped, as :func:`~toolhooks.jsonl.read_lines` does: the call is
still recorded, without what the note held.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from toolhooks.audit import AuditLog
from toolhooks.decisions import Ask
from toolhooks.events import Asked, ToolCall
from toolhooks.jsonl import JsonlFile, append_line, read_lines, to_json_line
from toolhooks.readonly import thaw
from toolhooks.registry import HookRegistry

HOST_PROMPT = "Claude Code's permission prompt"
"""``decided_by`` of an asked call that Claude Code put to its user (who approved or not)."""
HOST_CANNOT_ASK = "Claude Code, which cannot ask here (-p)"
"""``decided_by`` of an asked call that Claude Code refused because no one could be asked."""
NOTES_SUFFIX = ".pre_answers"


@dataclass(frozen=True, slots=True)
class PreNote:
    """What the Pre chain decided about one call that Claude Code acts on later."""

    tool_use_id: str
    input_sent: Any
    rewritten_by: tuple[str, ...] = ()
    asked: tuple[Asked, ...] = ()
    decided_by: str | None = None
    reason_sent: str | None = None
    prompt: str = HOST_PROMPT
    """Who asks when the host does (not written: the Agent SDK's notes stay in memory)."""

    def decider(self, host_refused_with: str | None) -> str | None:
        """Who decided an asked call: the approver, or Claude Code (prompt or ``-p``).

        ``host_refused_with`` is the text Claude Code gave back when it refused the call:
        in ``-p`` it is exactly the reason the adapter sent, since no one saw a prompt.
        """
        if not self.asked or self.decided_by is not None:
            return self.decided_by
        if host_refused_with is not None and host_refused_with == self.reason_sent:
            return HOST_CANNOT_ASK
        return self.prompt


def notes_path(audit_path: Path) -> Path:
    """The notes file beside an audit file: ``audit.jsonl`` -> ``audit.pre_answers.jsonl``."""
    return audit_path.with_name(f"{audit_path.stem}{NOTES_SUFFIX}{audit_path.suffix or '.jsonl'}")


def audit_files(registry: HookRegistry) -> list[Path]:
    """The files of the registry's ``AuditLog`` PostToolUse hooks, each once."""
    paths = (
        entry.hook.sink.path
        for entry in registry.post.all
        if isinstance(entry.hook, AuditLog) and isinstance(entry.hook.sink, JsonlFile)
    )
    return list(dict.fromkeys(paths))


def write_note(
    registry: HookRegistry,
    original: ToolCall,
    note: PreNote,
) -> None:
    """Append ``note`` for ``original`` (the call as the model sent it) to every notes file."""
    record = {
        "timestamp": original.timestamp,
        "session_id": original.context.session_id,
        "tool_use_id": note.tool_use_id,
        "tool_name": original.tool_name,
        "input_sent": thaw(original.input),
        "rewritten_by": list(note.rewritten_by),
        "asked": [{"hook": entry.hook_name, "reason": entry.ask.reason} for entry in note.asked],
        "decided_by": note.decided_by,
        "reason_sent": note.reason_sent,
    }
    line = to_json_line(record)
    for path in audit_files(registry):
        append_line(notes_path(path), line)


def read_notes(registry: HookRegistry, session_id: str) -> dict[str, PreNote]:
    """The session's notes by ``tool_use_id`` (the last note of an id wins).

    A PermissionRequest carries no ``tool_use_id``: its note is keyed by
    :func:`content_key` instead, and found by :func:`find_note`.
    """
    notes: dict[str, PreNote] = {}
    for path in audit_files(registry):
        notes_file = notes_path(path)
        if not notes_file.is_file():
            continue
        for record in read_lines(notes_file):
            if record.get("session_id") != session_id:
                continue
            tool_use_id = record.get("tool_use_id")
            if isinstance(tool_use_id, str) and tool_use_id:
                notes[tool_use_id] = note_from_record(record)
            else:
                note = note_from_record(record)
                notes[content_key(record.get("tool_name"), record.get("input_sent"))] = note
                if note.reason_sent:
                    notes[refusal_key(record.get("tool_name"), note.reason_sent)] = note
    return notes


def content_key(tool_name: object, tool_input: object) -> str:
    """The key of a note left without a ``tool_use_id``: the tool and its input."""
    return "content:" + json.dumps([tool_name, tool_input], sort_keys=True, default=str)


def refusal_key(tool_name: object, message: str) -> str:
    """The other key of a PermissionRequest's note: the tool and the refusal it sent.

    Claude Code hands the tool the input as the model wrote it in the transcript, but a
    normalised one (an absolute ``file_path``) to the hooks; the refusal's text comes back
    as the call's result word for word, so a refused call is found by it.
    """
    return f"refusal:{tool_name}:{message}"


def find_note(
    notes: Mapping[str, PreNote],
    tool_use_id: str,
    tool_name: str,
    tool_input: object,
    result: str | None = None,
) -> PreNote | None:
    """The note of one call: by its id, else (a PermissionRequest's) by its tool and input,
    or by the refusal its result repeats."""
    found = notes.get(tool_use_id)
    if found is not None or not notes:
        return found
    found = notes.get(content_key(tool_name, tool_input))
    if found is None and result is not None:
        found = notes.get(refusal_key(tool_name, result))
    return found


def note_for(
    registry: HookRegistry,
    session_id: str,
    tool_use_id: str,
    tool_name: str = "",
    tool_input: object = None,
) -> PreNote | None:
    """The note of one call, or ``None`` (the usual case: the chain only allowed it)."""
    if not any(notes_path(path).is_file() for path in audit_files(registry)):
        return None
    return find_note(read_notes(registry, session_id), tool_use_id, tool_name, tool_input)


def note_from_record(record: Mapping[str, Any]) -> PreNote:
    """One notes line as the note it recorded; fields of the wrong type are left out."""
    decided_by, reason_sent = record.get("decided_by"), record.get("reason_sent")
    return PreNote(
        tool_use_id=str(record.get("tool_use_id")),
        input_sent=record.get("input_sent"),
        rewritten_by=tuple(_strings(record.get("rewritten_by"))),
        asked=tuple(_asked(record.get("asked"))),
        decided_by=decided_by if isinstance(decided_by, str) else None,
        reason_sent=reason_sent if isinstance(reason_sent, str) else None,
    )


def _strings(value: object) -> Iterable[str]:
    return [item for item in value if isinstance(item, str)] if isinstance(value, list) else []


def _asked(value: object) -> Iterable[Asked]:
    if not isinstance(value, list):
        return []
    return [
        Asked(str(item.get("hook")), Ask(_reason(item.get("reason"))))
        for item in value
        if isinstance(item, dict)
    ]


def _reason(value: object) -> str:
    return value if isinstance(value, str) and value.strip() else "(reason not recorded)"
