"""The three events hooks receive: a call before it runs, its outcome, the session's end.

* :class:`ToolCall` goes to PreToolUse hooks: the model's (untrusted) input, the server's
  (trusted) context, and the time the server stamped on the call.
* :class:`ToolOutcome` goes to PostToolUse hooks once the call is over, whatever happened:
  the tool ran, a hook denied it, the block was malformed, or a Pre hook crashed.
* :class:`SessionEnd` goes to Stop hooks once, when the session ends.

Hosts that report more of the session (Claude Code) also have :class:`SessionStart`, for
SessionStart hooks, and :class:`UserPrompt`, for UserPromptSubmit hooks: each may add text
to the model's context, and a prompt hook may refuse the prompt.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from datetime import datetime, timezone
from typing import Any, Literal, TypeAlias, get_args

from .clock import as_utc
from .context import HookContext
from .decisions import Ask, Deny
from .errors import EventError, safe_repr
from .readonly import FrozenDict, freeze, frozen_dict


@dataclass(frozen=True, slots=True, init=False)
class ToolCall:
    """One tool call as PreToolUse hooks see it.

    ``input`` is what the model wrote, as a deep read-only copy: treat it like the body of
    an HTTP request from a stranger. A hook changes it only by returning ``Rewrite``.
    ``timestamp`` is the trusted clock's reading (UTC) when the server built the call.

    Like :class:`ToolOutcome`, it is built on every call, so ``__init__`` is written out
    (see :func:`filling_twin`).
    """

    tool_name: str
    tool_use_id: str
    input: Mapping[str, Any]
    context: HookContext
    timestamp: datetime

    def __init__(
        self,
        tool_name: str,
        tool_use_id: str,
        input: Mapping[str, Any],  # the field's name, as hooks read it
        context: HookContext,
        timestamp: datetime,
    ) -> None:
        if not (  # the hooked call's values, checked already: one cheap test on every call
            type(tool_name) is str
            and type(tool_use_id) is str
            and tool_name
            and tool_use_id
            and type(context) is HookContext
            and type(timestamp) is datetime
            and timestamp.tzinfo is timezone.utc
        ):
            _require_name("ToolCall.tool_name", tool_name)
            _require_name("ToolCall.tool_use_id", tool_use_id)
            _require_context("ToolCall", context)
            timestamp = as_utc(timestamp, source="ToolCall.timestamp")
        if type(input) is not FrozenDict:
            if type(input) is not dict and not isinstance(input, Mapping):
                raise EventError(
                    "ToolCall.input must be a mapping of the tool's arguments, got "
                    f"{type(input).__name__}; pass the tool_use block's input object."
                )
            input = frozen_dict(input) if type(input) is dict else FrozenDict(input)
        if type(self) is not ToolCall:  # a dataclass subclass: its own layout
            set_fields(self, ToolCall, (tool_name, tool_use_id, input, context, timestamp))
            return
        filling: Any = self  # filled as its plain twin (see filling_twin), then a ToolCall
        become(self, _CallFilling)
        filling.tool_name = tool_name
        filling.tool_use_id = tool_use_id
        filling.input = input
        filling.context = context
        filling.timestamp = timestamp
        filling.__class__ = ToolCall

    def __post_init__(self) -> None:
        """Run only for a dataclass subclass, whose generated ``__init__`` replaces the one
        above: check and freeze its fields the same way."""
        ToolCall.__init__(self, *_field_values(self, ToolCall))

    def with_input(self, new_input: Mapping[str, Any]) -> ToolCall:
        """A copy of this call with another input (how a rewrite reaches the next hook)."""
        return replace(self, input=new_input)


@dataclass(frozen=True, slots=True)
class Denial:
    """Which PreToolUse hook refused a call, and what it said."""

    hook_name: str
    deny: Deny

    def __post_init__(self) -> None:
        _require_name("Denial.hook_name", self.hook_name)
        if not isinstance(self.deny, Deny):
            raise EventError(
                f"Denial.deny must be the hook's Deny, got {safe_repr(self.deny)} "
                f"({type(self.deny).__name__}); e.g. Denial('tier', Deny('free tier'))."
            )


@dataclass(frozen=True, slots=True)
class Asked:
    """Which PreToolUse hook asked for a person's decision, and why."""

    hook_name: str
    ask: Ask

    def __post_init__(self) -> None:
        _require_name("Asked.hook_name", self.hook_name)
        if not isinstance(self.ask, Ask):
            raise EventError(
                f"Asked.ask must be the hook's Ask, got {safe_repr(self.ask)} "
                f"({type(self.ask).__name__}); e.g. Asked('refunds', Ask('over 500 EUR'))."
            )


OutcomeStatus: TypeAlias = Literal[
    "ok", "tool_error", "denied", "invalid", "hook_failed", "refused_by_host"
]
OUTCOME_STATUSES: tuple[str, ...] = get_args(OutcomeStatus)


@dataclass(frozen=True, slots=True, init=False)
class ToolOutcome:
    """One finished tool call as PostToolUse hooks see it.

    ``status`` says how it ended: ``ok``; ``tool_error`` (the tool ran and reported an
    error); ``denied`` (a PreToolUse hook refused it, see ``denial``); ``invalid`` (the
    block was malformed, see ``problem``); ``hook_failed`` (a PreToolUse hook crashed and
    the call raised, see ``problem``); ``refused_by_host`` (the host, such as Claude Code,
    refused a call the hooks let through: its own permission rules or input check, or a
    person at its prompt; ``problem`` holds the host's text).

    ``sent_input`` is the input as the model sent it (not necessarily a mapping when the
    block was malformed); ``received_input`` is what the tool was called with after every
    rewrite, or ``None`` when the tool never ran. ``result`` is the ``tool_result`` block
    returned to the model, or ``None`` when a Pre hook crashed and the call raised.
    ``problem`` explains an ``invalid`` or ``hook_failed`` outcome. ``asked`` lists the
    hooks that asked for a person, and ``decided_by`` names who decided then (the approver,
    or ``"no approver"`` when there was none and the call was denied).

    One is built on every call, so ``__init__`` is written out (see
    :func:`filling_twin`); a test keeps its parameters equal to the fields.
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

    def __init__(
        self,
        tool_name: str,
        tool_use_id: str,
        context: HookContext,
        timestamp: datetime,
        status: OutcomeStatus,
        sent_input: Any,
        received_input: Mapping[str, Any] | None,
        result: Mapping[str, Any] | None,
        denial: Denial | None = None,
        problem: str | None = None,
        rewritten_by: tuple[str, ...] = (),
        asked: tuple[Asked, ...] = (),
        decided_by: str | None = None,
    ) -> None:
        if status not in OUTCOME_STATUSES:
            raise EventError(
                f"ToolOutcome.status must be one of {OUTCOME_STATUSES}, got "
                f"{safe_repr(status)}; pass one of those, since an audit line needs a status "
                "its readers know."
            )
        if type(context) is not HookContext:
            _require_context("ToolOutcome", context)
        if not (  # the hooked call's values are right already: one cheap test per call
            type(tool_name) is str
            and type(tool_use_id) is str
            and type(timestamp) is datetime
            and timestamp.tzinfo is timezone.utc
            and rewritten_by == ()  # a rewrite or an Ask is rare: checked in full below
            and asked == ()
            and (problem is None or type(problem) is str)
            and (decided_by is None or type(decided_by) is str)
            and (denial is None or type(denial) is Denial)
        ):
            timestamp = _check_outcome_fields(
                tool_name, tool_use_id, timestamp, denial, problem, rewritten_by, asked, decided_by
            )
        # The inputs usually arrive frozen already (from the ToolCall); the result never
        # does, and is usually a plain dict: frozen_dict copies it without a call to freeze.
        # (Written out here rather than through a helper: this runs on every call.)
        if type(sent_input) is not FrozenDict:
            sent_input = freeze(sent_input)
        if received_input is not None and type(received_input) is not FrozenDict:
            received_input = freeze(received_input)
        if type(result) is dict:
            result = frozen_dict(result)
        elif result is not None and type(result) is not FrozenDict:
            result = freeze(result)
        if type(self) is not ToolOutcome:  # a dataclass subclass: its own layout
            set_fields(
                self,
                ToolOutcome,
                (
                    *(tool_name, tool_use_id, context, timestamp, status, sent_input),
                    *(received_input, result, denial, problem, rewritten_by, asked, decided_by),
                ),
            )
            return
        filling: Any = self  # filled as its plain twin (see filling_twin), then a ToolOutcome
        become(self, _OutcomeFilling)
        filling.tool_name = tool_name
        filling.tool_use_id = tool_use_id
        filling.context = context
        filling.timestamp = timestamp
        filling.status = status
        filling.sent_input = sent_input
        filling.received_input = received_input
        filling.result = result
        filling.denial = denial
        filling.problem = problem
        filling.rewritten_by = rewritten_by
        filling.asked = asked
        filling.decided_by = decided_by
        filling.__class__ = ToolOutcome

    def __post_init__(self) -> None:
        """Run only for a dataclass subclass, whose generated ``__init__`` replaces the one
        above: check and freeze its fields the same way."""
        ToolOutcome.__init__(self, *_field_values(self, ToolOutcome))


def tool_call(
    tool_name: str,
    tool_use_id: str,
    tool_input: Mapping[str, Any],
    context: HookContext,
    timestamp: datetime,
) -> ToolCall:
    """``ToolCall(tool_name, tool_use_id, tool_input, context, timestamp)``, for the hooked
    call, which builds one on every call: the usual values (exact strings, the exact
    HookContext, a UTC datetime, a dict or FrozenDict input) go straight to a filled twin,
    without the constructor's call and class switch; anything else goes to
    ``ToolCall(...)`` and its checks. Equal either way (a test keeps them so)."""
    if not (
        type(tool_name) is str
        and type(tool_use_id) is str
        and tool_name
        and tool_use_id
        and type(context) is HookContext
        and type(timestamp) is datetime
        and timestamp.tzinfo is timezone.utc
    ):
        return ToolCall(tool_name, tool_use_id, tool_input, context, timestamp)
    if type(tool_input) is dict:
        frozen = frozen_dict(tool_input)
    elif type(tool_input) is FrozenDict:  # a stacked install's: frozen by the one above
        frozen = tool_input
    else:
        return ToolCall(tool_name, tool_use_id, tool_input, context, timestamp)
    call: Any = _NEW(_CallFilling)
    call.tool_name = tool_name
    call.tool_use_id = tool_use_id
    call.input = frozen
    call.context = context
    call.timestamp = timestamp
    call.__class__ = ToolCall
    return call  # type: ignore[no-any-return]


def screened_outcome(
    call: ToolCall,
    status: OutcomeStatus,
    received: Mapping[str, Any],
    result: Mapping[str, Any],
    problem: str | None,
    rewritten_by: tuple[str, ...],
    asked: tuple[Asked, ...],
    decided_by: str | None,
) -> ToolOutcome:
    """The outcome of a call the tool ran for, equal to what ``ToolOutcome(...)`` builds from
    the same values, without checking again what was checked already.

    For the hooked call only, which builds one on every call: the call's fields were
    checked by :class:`ToolCall`, ``received`` is the input of the screened (maybe
    rewritten) ToolCall, ``status`` and ``problem`` are its own, and the verdict's
    ``rewritten_by``, ``asked`` and the approver's name ``decided_by`` were checked where
    they were made. The result, from the layer below, is frozen here (a
    :class:`~toolhooks.errors.FreezeError` when it cannot be).
    """
    result = frozen_dict(result) if type(result) is dict else freeze(result)
    if type(received) is not FrozenDict:
        received = freeze(received)
    outcome: Any = _NEW(_OutcomeFilling)  # filled as the twin, as ToolOutcome.__init__ does
    outcome.tool_name = call.tool_name
    outcome.tool_use_id = call.tool_use_id
    outcome.context = call.context
    outcome.timestamp = call.timestamp
    outcome.status = status
    outcome.sent_input = call.input
    outcome.received_input = received
    outcome.result = result
    outcome.denial = None
    outcome.problem = problem
    outcome.rewritten_by = rewritten_by
    outcome.asked = asked
    outcome.decided_by = decided_by
    outcome.__class__ = ToolOutcome
    return outcome  # type: ignore[no-any-return]


_NEW = object.__new__


def _check_outcome_fields(
    tool_name: object,
    tool_use_id: object,
    timestamp: object,
    denial: object,
    problem: object,
    rewritten_by: object,
    asked: object,
    decided_by: object,
) -> datetime:
    """Refuse a wrong field of a :class:`ToolOutcome` built by hand; the timestamp in UTC.

    Names may be empty (a block without a usable name or id is still recorded), but they
    must be strings: an audit line is read by programs that expect its types.
    """
    for field, value in (("tool_name", tool_name), ("tool_use_id", tool_use_id)):
        if not isinstance(value, str):
            raise EventError(
                f"ToolOutcome.{field} must be a string ('' when the block had none), got "
                f"{safe_repr(value)} ({type(value).__name__}); pass the tool_use block's value."
            )
    for field, value in (("problem", problem), ("decided_by", decided_by)):
        if value is not None and not isinstance(value, str):
            raise EventError(
                f"ToolOutcome.{field} must be a string or None, got {safe_repr(value)} "
                f"({type(value).__name__}); pass a sentence, or None when there is none."
            )
    if denial is not None and not isinstance(denial, Denial):
        raise EventError(
            f"ToolOutcome.denial must be a Denial(hook_name, deny) or None, got "
            f"{safe_repr(denial)} ({type(denial).__name__}); e.g. Denial('tier', Deny('no'))."
        )
    _require_tuple_of("rewritten_by", rewritten_by, str, "('hook_name',)")
    _require_tuple_of("asked", asked, Asked, "(Asked('hook_name', Ask('why')),)")
    return as_utc(timestamp, source="ToolOutcome.timestamp")  # type: ignore[arg-type]


def _require_tuple_of(field: str, value: object, kind: type, example: str) -> None:
    if not isinstance(value, tuple) or not all(isinstance(item, kind) for item in value):
        raise EventError(
            f"ToolOutcome.{field} must be a tuple of {kind.__name__}, got {safe_repr(value)} "
            f"({type(value).__name__}); e.g. {example}, or () for none."
        )


def filling_twin(cls: type) -> type:
    """A plain class with the slots of the slotted dataclass ``cls`` and nothing else: an
    event built on every call is filled as one, then becomes a ``cls`` by ``__class__``
    assignment, which Python allows only between classes of the same layout (same base,
    same slots) and checks.

    Why: the ``__init__`` a frozen dataclass generates calls ``object.__setattr__`` once per
    field, and setting each slot through its descriptor's ``__set__`` still costs a call
    per field; a class without a ``__setattr__`` of its own takes plain attribute stores,
    the interpreter's fastest (a 13-field outcome is filled in a third to a half of the
    instructions, under callgrind). Only the class is switched; the object, its slots and
    its frozenness as a ``cls`` are those of any other instance.
    """
    return type(f"{cls.__name__}Filling", (), {"__slots__": vars(cls)["__slots__"]})


become = object.__dict__["__class__"].__set__
"""``become(event, cls)`` sets an event's class (``__class__`` assignment, past the frozen
``__setattr__``): the first step of filling it as its :func:`filling_twin`."""


def set_fields(event: object, cls: type, values: tuple[Any, ...]) -> None:
    """Fill ``cls``'s fields of ``event``, an instance of a subclass (its layout is its own,
    so it cannot switch to the twin): one ``object.__setattr__`` each, as dataclasses do."""
    for field, value in zip(fields(cls), values, strict=True):
        object.__setattr__(event, field.name, value)


def _field_values(event: object, cls: type) -> tuple[Any, ...]:
    return tuple(getattr(event, field.name) for field in fields(cls))


_CallFilling = filling_twin(ToolCall)
_OutcomeFilling = filling_twin(ToolOutcome)


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
                f"SessionEnd.reason must be a non-empty string, got {safe_repr(self.reason)}; "
                "pass the stop reason, e.g. 'end_turn'."
            )
        object.__setattr__(self, "started_at", as_utc(self.started_at, source="started_at"))
        object.__setattr__(self, "ended_at", as_utc(self.ended_at, source="ended_at"))


@dataclass(frozen=True, slots=True)
class SessionStart:
    """The start of a session, as SessionStart hooks see it.

    ``source`` is how it started, as the host says it (Claude Code: ``startup``,
    ``resume``, ``clear`` or ``compact``); ``timestamp`` is the trusted clock's reading.
    """

    context: HookContext
    source: str
    timestamp: datetime

    def __post_init__(self) -> None:
        _require_context("SessionStart", self.context)
        object.__setattr__(self, "timestamp", as_utc(self.timestamp, source="timestamp"))


@dataclass(frozen=True, slots=True)
class UserPrompt:
    """A prompt the user submitted, before the model reads it (UserPromptSubmit hooks).

    ``prompt`` is untrusted text, like a tool's input; the context is the server's.
    """

    context: HookContext
    prompt: str
    timestamp: datetime

    def __post_init__(self) -> None:
        _require_context("UserPrompt", self.context)
        if not isinstance(self.prompt, str):
            raise EventError(
                f"UserPrompt.prompt must be the prompt's text, got {type(self.prompt).__name__}."
            )
        object.__setattr__(self, "timestamp", as_utc(self.timestamp, source="timestamp"))


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
        raise EventError(
            f"{field} must be a non-empty string, got {safe_repr(value)}; pass the name as "
            "the block or the hook gives it, e.g. 'lookup_user'."
        )


def _require_context(event: str, context: object) -> None:
    if not isinstance(context, HookContext):
        raise EventError(
            f"{event}.context must be the session's HookContext, got "
            f"{type(context).__name__}; build one with HookContext(user_id, tier, session_id)."
        )
