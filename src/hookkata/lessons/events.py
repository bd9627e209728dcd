"""What hooks receive, shown before any exercise asks for code that reads it.

:func:`show` prints an event's attributes one per line, as a hook reads them
(``context.user_id``): a :class:`~toolhooks.ToolCall` (PreToolUse), a
:class:`~toolhooks.ToolOutcome` (PostToolUse) or a :class:`~toolhooks.SessionEnd` (Stop).
For a ``ToolOutcome`` it also names the audit line key each attribute is written as
(:func:`toolhooks.audit.audit_record`), since the two are spelled differently
(``sent_input`` becomes ``input_sent``). :func:`one_session` makes one real call through
a hooked support desk, so the events shown are the ones the package builds.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, fields
from datetime import datetime
from typing import Any

from toolhooks import HookContext, HookRegistry, SessionEnd, ToolCall, ToolOutcome, install_hooks
from toolhooks.examples.support_desk import build_support_dispatcher
from toolhooks.session import end_session
from toolhooks.testing import FixedClock, make_tool_use

Event = ToolCall | ToolOutcome | SessionEnd

_WIDTH = 44
"""Values longer than this are cut, so each attribute stays on one line."""


@dataclass(frozen=True)
class AuditKey:
    """One key of the audit line: the ``ToolOutcome`` attribute it is written from."""

    key: str
    source: str
    """The attribute as a hook reads it, e.g. ``"denial.deny.reason"``."""
    read: Callable[[ToolOutcome], Any]
    how: str = ""
    """How the value is made from the attribute when it is not copied as it is."""
    always: bool = True
    """``False`` for the keys a line carries only when a hook asked a person."""

    @property
    def label(self) -> str:
        return f"{self.key} ({self.how})" if self.how else self.key


def _content(outcome: ToolOutcome) -> Any:
    return None if outcome.result is None else outcome.result.get("content")


def _denial(read: Callable[[Any], Any]) -> Callable[[ToolOutcome], Any]:
    return lambda outcome: None if outcome.denial is None else read(outcome.denial)


AUDIT_KEYS: tuple[AuditKey, ...] = (
    AuditKey("timestamp", "timestamp", lambda o: o.timestamp.isoformat(), ".isoformat()"),
    AuditKey("session_id", "context.session_id", lambda o: o.context.session_id),
    AuditKey("user_id", "context.user_id", lambda o: o.context.user_id),
    AuditKey("tier", "context.tier", lambda o: o.context.tier),
    AuditKey("tool_use_id", "tool_use_id", lambda o: o.tool_use_id),
    AuditKey("tool_name", "tool_name", lambda o: o.tool_name),
    AuditKey("status", "status", lambda o: o.status),
    AuditKey("input_sent", "sent_input", lambda o: o.sent_input),
    AuditKey("input_received", "received_input", lambda o: o.received_input),
    AuditKey("rewritten_by", "rewritten_by", lambda o: list(o.rewritten_by), "a list"),
    AuditKey("output", "result", _content, "its 'content'; null if no result"),
    AuditKey("is_error", "status", lambda o: o.status != "ok", "status != 'ok'"),
    AuditKey("denied_by", "denial.hook_name", _denial(lambda d: d.hook_name)),
    AuditKey("deny_reason", "denial.deny.reason", _denial(lambda d: d.deny.reason)),
    AuditKey("deny_alternative", "denial.deny.alternative", _denial(lambda d: d.deny.alternative)),
    AuditKey("problem", "problem", lambda o: o.problem),
    AuditKey(
        "asked",
        "asked",
        lambda o: [{"hook": a.hook_name, "reason": a.ask.reason} for a in o.asked],
        "only if a hook asked",
        always=False,
    ),
    AuditKey("decided_by", "decided_by", lambda o: o.decided_by, "only if asked", always=False),
)
"""The audit line's keys in the order :func:`toolhooks.audit.audit_record` writes them."""

_NOTES: dict[str, str] = {
    "input": "the model's words: untrusted",
    "context": "built by the server: trusted",
    "timestamp": "the server's clock, in UTC",
    "started_at": "in UTC",
    "ended_at": "in UTC",
    "reason": "why the session ended",
}
"""What the third column says for a ``ToolCall`` or a ``SessionEnd``."""


def audit_values(outcome: ToolOutcome) -> dict[str, Any]:
    """The audit line's values as :data:`AUDIT_KEYS` reads them, the asked-only keys when
    a hook asked: what :func:`toolhooks.audit.audit_record` writes (the tests hold them
    equal, so the table :func:`show` prints is the truth about the file)."""
    return {entry.key: entry.read(outcome) for entry in AUDIT_KEYS if entry.always or outcome.asked}


def describe(event: Event) -> str:
    """The event's type and its attributes, one per line, as :func:`show` prints them."""
    if type(event) not in (ToolCall, ToolOutcome, SessionEnd):
        raise TypeError(
            f"describe() shows a ToolCall, ToolOutcome or SessionEnd, got {type(event).__name__}."
        )
    rows = list(_rows(event))
    width = max(len(path) for path, _ in rows)
    third = "audit line key" if isinstance(event, ToolOutcome) else "note"
    lines = [
        f"{type(event).__name__}: what a {_POINTS[type(event)]} hook receives",
        f"  {'attribute':<{width}}  {'value':<{_WIDTH}}  {third}".rstrip(),
    ]
    for path, value in rows:
        note = _audit_keys(path) if isinstance(event, ToolOutcome) else _plain_note(path)
        lines.append(f"  {path:<{width}}  {_shown(value):<{_WIDTH}}  {note}".rstrip())
    return "\n".join(lines)


def show(event: Event) -> None:
    """Print :func:`describe` of ``event``."""
    print(describe(event))


_POINTS = {ToolCall: "PreToolUse", ToolOutcome: "PostToolUse", SessionEnd: "Stop"}


def _rows(event: Event) -> Iterator[tuple[str, Any]]:
    """``(attribute path, value)``: the context and a denial spelled out field by field."""
    for field in fields(event):
        value = getattr(event, field.name)
        if field.name == "context":
            for inner in fields(value):
                yield f"context.{inner.name}", getattr(value, inner.name)
        elif field.name == "denial" and value is not None:
            yield "denial.hook_name", value.hook_name
            yield "denial.deny.reason", value.deny.reason
            yield "denial.deny.alternative", value.deny.alternative
        else:
            yield field.name, value


def _audit_keys(path: str) -> str:
    """The audit line keys written from the attribute at ``path``."""
    if path == "denial":  # no denial: the three keys are null
        return "denied_by, deny_reason, deny_alternative (null)"
    labels = [entry.label for entry in AUDIT_KEYS if entry.source == path]
    return ", ".join(labels) if labels else "(not written)"


def _plain_note(path: str) -> str:
    return _NOTES.get(path.split(".")[0], "")


def _shown(value: object) -> str:
    text = str(value) if isinstance(value, datetime) else repr(value)
    return text if len(text) <= _WIDTH else text[: _WIDTH - 3] + "..."


@dataclass(frozen=True)
class Session:
    """The three events of :func:`one_session`, in the order the hooks received them."""

    call: ToolCall
    outcome: ToolOutcome
    end: SessionEnd


def one_session(context: HookContext | None = None, block: dict[str, Any] | None = None) -> Session:
    """One call through a hooked support desk, then the session's end: the three events.

    A hook on each point keeps the event it is given. ``block`` defaults to a
    ``lookup_user`` call for the session's own user; the clock is a :class:`FixedClock`.
    """
    context = context or HookContext("u_004", "free", "s_events")
    block = block or make_tool_use("lookup_user", {"user_id": context.user_id})
    seen: list[Any] = []
    registry = HookRegistry(error_sinks=[])
    for point in (registry.pre, registry.post, registry.stop):
        point(seen.append, name="keep_event")
    clock = FixedClock()
    dispatcher, _desk = build_support_dispatcher()
    undo = install_hooks(dispatcher, registry, context, clock=clock)
    try:
        dispatcher.call_tool(block)
    finally:
        undo()
    end_session(registry, context, started_at=clock(), clock=clock)
    call, outcome, end = seen
    return Session(call, outcome, end)
