"""The three events hooks receive: a call before it runs, its outcome, the session's end.

* :class:`ToolCall` goes to PreToolUse hooks: the model's (untrusted) input, the server's
  (trusted) context, and the time the server stamped on the call.
* :class:`ToolOutcome` goes to PostToolUse hooks once the call is over, whatever happened:
  the tool ran, a hook denied it, the block was malformed, or a Pre hook crashed.
* :class:`SessionEnd` goes to Stop hooks once, when the session ends.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any, Literal, TypeAlias, get_args

from .clock import as_utc
from .context import HookContext
from .decisions import Ask, Deny
from .errors import EventError, safe_repr
from .readonly import FrozenDict, freeze


@dataclass(frozen=True, slots=True)
class ToolCall:
    """One tool call as PreToolUse hooks see it.

    ``input`` is what the model wrote, as a deep read-only copy: treat it like the body of
    an HTTP request from a stranger. A hook changes it only by returning ``Rewrite``.
    ``timestamp`` is the trusted clock's reading (UTC) when the server built the call.
    """

    tool_name: str
    tool_use_id: str
    input: Mapping[str, Any]
    context: HookContext
    timestamp: datetime

    def __post_init__(self) -> None:
        _require_name("ToolCall.tool_name", self.tool_name)
        _require_name("ToolCall.tool_use_id", self.tool_use_id)
        _require_context("ToolCall", self.context)
        if type(self.input) is not FrozenDict:
            if not isinstance(self.input, Mapping):
                raise EventError(
                    "ToolCall.input must be a mapping of the tool's arguments, got "
                    f"{type(self.input).__name__}; pass the tool_use block's input object."
                )
            object.__setattr__(self, "input", FrozenDict(self.input))
        timestamp = as_utc(self.timestamp, source="ToolCall.timestamp")
        if timestamp is not self.timestamp:
            object.__setattr__(self, "timestamp", timestamp)

    def with_input(self, new_input: Mapping[str, Any]) -> ToolCall:
        """A copy of this call with another input (how a rewrite reaches the next hook)."""
        return replace(self, input=new_input)


@dataclass(frozen=True, slots=True)
class Denial:
    """Which PreToolUse hook refused a call, and what it said."""

    hook_name: str
    deny: Deny


@dataclass(frozen=True, slots=True)
class Asked:
    """Which PreToolUse hook asked for a person's decision, and why."""

    hook_name: str
    ask: Ask


OutcomeStatus: TypeAlias = Literal["ok", "tool_error", "denied", "invalid", "hook_failed"]
OUTCOME_STATUSES: tuple[str, ...] = get_args(OutcomeStatus)


@dataclass(frozen=True, slots=True)
class ToolOutcome:
    """One finished tool call as PostToolUse hooks see it.

    ``status`` says how it ended: ``ok``; ``tool_error`` (the tool ran and reported an
    error); ``denied`` (a PreToolUse hook refused it, see ``denial``); ``invalid`` (the
    block was malformed, see ``problem``); ``hook_failed`` (a PreToolUse hook crashed and
    the call raised, see ``problem``).

    ``sent_input`` is the input as the model sent it (not necessarily a mapping when the
    block was malformed); ``received_input`` is what the tool was called with after every
    rewrite, or ``None`` when the tool never ran. ``result`` is the ``tool_result`` block
    returned to the model, or ``None`` when a Pre hook crashed and the call raised.
    ``problem`` explains an ``invalid`` or ``hook_failed`` outcome. ``asked`` lists the
    hooks that asked for a person, and ``decided_by`` names who decided then (the approver,
    or ``"no approver"`` when there was none and the call was denied).
    """

    tool_name: str
    tool_use_id: str
    context: HookContext
    timestamp: datetime
    status: OutcomeStatus
    sent_input: Any
    received_input: Mapping[str, Any] | None
    result: Mapping[str, Any] | None
    denial: Denial | None = None
    problem: str | None = None
    rewritten_by: tuple[str, ...] = ()
    asked: tuple[Asked, ...] = ()
    decided_by: str | None = None

    def __post_init__(self) -> None:
        if self.status not in OUTCOME_STATUSES:
            raise EventError(
                f"ToolOutcome.status must be one of {OUTCOME_STATUSES}, got "
                f"{safe_repr(self.status)}; an audit line needs a status its readers know."
            )
        _require_context("ToolOutcome", self.context)
        # The inputs usually arrive frozen already (from the ToolCall); the result never does.
        if type(self.sent_input) is not FrozenDict:
            object.__setattr__(self, "sent_input", freeze(self.sent_input))
        if self.received_input is not None and type(self.received_input) is not FrozenDict:
            object.__setattr__(self, "received_input", freeze(self.received_input))
        if self.result is not None:
            object.__setattr__(self, "result", freeze(self.result))


@dataclass(frozen=True, slots=True)
class SessionEnd:
    """The end of one session, as Stop hooks see it."""

    context: HookContext
    started_at: datetime
    ended_at: datetime
    reason: str = "end_turn"

    def __post_init__(self) -> None:
        _require_context("SessionEnd", self.context)
        if not isinstance(self.reason, str) or not self.reason:
            raise EventError(
                f"SessionEnd.reason must be a non-empty string such as 'end_turn', got "
                f"{safe_repr(self.reason)}."
            )
        object.__setattr__(self, "started_at", as_utc(self.started_at, source="started_at"))
        object.__setattr__(self, "ended_at", as_utc(self.ended_at, source="ended_at"))


def outcome_for(
    call: ToolCall,
    status: OutcomeStatus,
    *,
    received: Mapping[str, Any] | None = None,
    result: Mapping[str, Any] | None = None,
    denial: Denial | None = None,
    problem: str | None = None,
    rewritten_by: tuple[str, ...] = (),
    asked: tuple[Asked, ...] = (),
    decided_by: str | None = None,
) -> ToolOutcome:
    """The outcome of ``call``; ``received`` is the tool's final input (``None``: never ran)."""
    return ToolOutcome(
        call.tool_name,
        call.tool_use_id,
        call.context,
        call.timestamp,
        status,
        call.input,
        received,
        result,
        denial,
        problem,
        rewritten_by,
        asked,
        decided_by,
    )


def _require_name(field: str, value: object) -> None:
    if not isinstance(value, str) or not value:
        raise EventError(f"{field} must be a non-empty string, got {safe_repr(value)}.")


def _require_context(event: str, context: object) -> None:
    if not isinstance(context, HookContext):
        raise EventError(
            f"{event}.context must be the session's HookContext, got "
            f"{type(context).__name__}; build one with HookContext(user_id, tier, session_id)."
        )
