"""Exercise 10: the PostToolUse/Stop runner and its failure policy."""

from __future__ import annotations

import builtins
import contextlib
import copy
import errno
import functools
import inspect
import itertools
import os
import unittest
import warnings
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any, Literal

from hypothesis import strategies as st

from hookkata.exercises.strategies import (
    RATIO_TRUNCATES,
    UNICODE_ARGS,
    UNPRINTABLE_HINT,
    every_builtin_exception,
)
from hookkata.exercises.wide_classes import (
    ENTRY_FUNCTIONS,
    ENTRY_METHODS,
    ENTRY_PREDICATES,
    library_errors,
)
from hookkata.grading.codec import (
    UNPRINTABLE,
    Ambiguous,
    Awaitable,
    BareAwaitable,
    FailedFuture,
    Generator,
    OuterArgument,
    Text,
    builtin_base,
    raised_by_str,
)
from hookkata.grading.exercise import Clause, Exercise, Property, named_crash_hint
from hookkata.grading.limits import (
    AnswerRaised,
    GradingBaseExceptionGroup,
    GradingCancelled,
    GradingExit,
    GradingGeneratorExit,
    GradingInterrupt,
    grading_exit,
)
from hookkata.grading.mining import Mined
from hookkata.grading.places import SAID_WHERE
from hookkata.grading.probe import (
    NO_HINT,
    AnswerCrashed,
    Mismatch,
    call_answer,
    call_grown,
    call_seeing_inputs,
    shown,
)
from toolhooks import Deny, HookContext, ToolOutcome
from toolhooks.events import OUTCOME_STATUSES, Denial, SessionEnd
from toolhooks.results import error_result, synthetic_error_result, tool_result

NAME = "run_observers"
Report = Callable[[Callable[[Any], Any], Exception], None]


def reference(hooks: Sequence[Callable[[Any], Any]], event: Any, report: Report) -> int:
    """Run every hook on ``event``; report each failure and carry on; count the failures.

    The loop of :func:`toolhooks.chain.run_observers`, without its error-channel record.
    """
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failures += 1
            report(hook, exc)
    return failures


EVENT = HookContext("u_004", "free", "s_observed")
"""The event every example hands the hooks: an object (not a plain value) whose identity
crosses to the answer's process and back, so a hook sees whether it got the event itself."""


_GROUP: Any = getattr(builtins, "ExceptionGroup", None)


class ObserverFailed(Exception):
    """What a generated failing observer raises."""


class ObserverRecursed(RecursionError):
    """What a ``builtin`` hook numbered 0, 4, ... raises."""


class ObserverOutOfMemory(MemoryError):
    """What a ``builtin`` hook numbered 1, 5, ... raises (it did not run out of memory)."""


class ObserverStopped(StopIteration):
    """What a ``builtin`` hook numbered 2, 6, ... raises (it is not the end of the hooks)."""


class ObserverWarned(UserWarning):
    """What a ``builtin`` hook numbered 3, 7, ... raises: a ``Warning`` raised is an
    ``Exception`` like any other (only ``warnings.warn`` raises nothing)."""


class ObserverUnprintable(ObserverFailed):
    """What an ``"unprintable"`` hook raises: in the answer's process its ``str()`` raises
    (:func:`.codec.unprintable_error`); it is a failure like any other, reported as it is."""


setattr(ObserverUnprintable, UNPRINTABLE, True)


class ObserverFailedUnhashable(ObserverFailed):
    """What an ``"unhashable"`` hook raises: an exception whose class sets ``__hash__`` to
    ``None`` (an ``eq`` dataclass's does): a memo or a set keyed by it raises ``TypeError``
    (batch AY cached a label per exception with ``functools.cache``)."""

    __hash__ = None  # type: ignore[assignment]


class ObserverFailedListing(ObserverFailed):
    """What a ``"listing"`` hook raises: no group, but carrying a list of other exceptions as
    its own ``exceptions`` attribute (an old ``trio.MultiError`` did; a batch error of one's
    own may): one failure, reported as it is, not as its list (batch AZ took any exception
    with an ``exceptions`` list for a group and reported each member)."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.exceptions = [ValueError(f"{message}: part 1"), KeyError("part 2")]


class ObserverFailedFalsy(ObserverFailed):
    """What a ``"falsyerror"`` hook raises: an exception object that is falsy."""

    def __bool__(self) -> bool:
        return False


_BUILTIN_KINDS: tuple[type[Exception], ...] = (
    ObserverRecursed,
    ObserverOutOfMemory,
    ObserverStopped,
    ObserverWarned,
    *every_builtin_exception(),
)
"""What a ``"builtin"`` hook numbered n raises: the n-th (modulo), with a message. The first
four stand for the kinds that look fatal or like the end of a loop."""


_ERRNO_ERRORS: tuple[tuple[type[OSError], int, str | None], ...] = (
    (OSError, errno.ENOSPC, "audit.log"),
    (OSError, errno.EROFS, None),
    (OSError, errno.EDQUOT, "audit.log"),
    (OSError, errno.EIO, None),
    (OSError, errno.EMFILE, None),
    (BrokenPipeError, errno.EPIPE, None),
    (PermissionError, errno.EACCES, "audit.log"),
    (ConnectionResetError, errno.ECONNRESET, None),
    (TimeoutError, errno.ETIMEDOUT, None),
    (FileNotFoundError, errno.ENOENT, "audit.log"),
    (OSError, errno.ENOMEM, None),
)
"""What an ``"errno"`` hook numbered n raises: the n-th (modulo) ``OSError`` built as the
operating system builds one, from an ``errno``, its ``strerror`` and at times a file name:
a full disk, a read-only file system, a quota, a broken pipe. A runner that takes one of
them for the end of everything (batch AK: ``ENOSPC`` re-raised) misses a failure."""


_BENIGN_ERRORS: tuple[Exception, ...] = (
    ValueError("I/O operation on closed file."),
    RuntimeError("Event loop is closed"),
    ObserverFailed("no sink configured: nothing to do"),
    Exception("ok"),
    TimeoutError("timed out"),
    ObserverFailed("already reported"),
    RuntimeError("cannot schedule new futures after interpreter shutdown"),
    LookupError("not found"),
    ObserverFailed("skipped"),
    ValueError("success"),
    RuntimeError(KeyboardInterrupt()),
    unittest.SkipTest("no sink configured for this event"),
)
"""What a ``"benign"`` hook numbered n raises: an exception like the n-th (modulo), whose
message reads like a condition to pass over (a closed sink, nothing to do, "ok", "not
found"), or whose kind or contents do (a test runner's skip, an interrupt held in its
args): a failure all the same (batch BF took a closed file's ``ValueError`` for "no sink"
and skipped it; batch BG a ``SkipTest`` for an opt-out, and re-raised a held interrupt)."""


def _benign_error(number: int) -> Exception:
    """A fresh exception like the ``number``-th of :data:`_BENIGN_ERRORS` (modulo)."""
    like = _BENIGN_ERRORS[number % len(_BENIGN_ERRORS)]
    return type(like)(*like.args)


def _noted_error(label: str) -> ObserverFailed:
    """What a ``"noted"`` hook raises: a failure whose ``__notes__`` a library set by hand,
    to a tuple (``add_note`` on it raises ``TypeError``)."""
    error = ObserverFailed(f"{label} could not write")
    setattr(error, "__notes__", (f"{label}: written by the sink's own wrapper",))  # noqa: B010
    return error


def _errno_error(number: int) -> OSError:
    """The ``OSError`` an ``"errno"`` hook numbered ``number`` raises."""
    kind, code, file_name = _ERRNO_ERRORS[number % len(_ERRNO_ERRORS)]
    return kind(code, os.strerror(code), *([file_name] if file_name else []))


def _builtin_name(number: int) -> str:
    """The built-in kind a ``"builtin"`` hook numbered ``number`` raises, by name."""
    kind = _BUILTIN_KINDS[number % len(_BUILTIN_KINDS)]
    return builtin_base(kind("")) if kind not in UNICODE_ARGS else kind.__name__


def _builtin_error(number: int, message: str) -> Exception:
    """The exception a ``"builtin"`` hook numbered ``number`` raises, with ``message``."""
    kind = _BUILTIN_KINDS[number % len(_BUILTIN_KINDS)]
    return UNICODE_ARGS.get(kind, kind)(message)


Kind = Literal[
    "ok",
    "fails",
    "silent",
    "chained",
    "group",
    "shared",
    "builtin",
    "wrapped",
    "gives",
    "warns",
    "falsy",
    "interrupt",
    "exit",
    "genexit",
    "cancel",
    "again",
    "method",
    "partial",
    "lambda",
    "unsigned",
    "positional",
    "unreprable",
    "registry",
    "slotted",
    "falsyerror",
    "unhashable",
    "listing",
    "class",
    "equal",
    "basegroup",
    "slow",
    "nests",
    "nestfails",
    "unprintable",
    "errno",
    "sink",
    "library",
    "falsyfails",
    "benign",
    "noted",
    "renests",
    "rerun",
]
"""One entry of an example's hook list: a hook that returns, raises ``ObserverFailed``
with a message, raises it with none (``str(exc) == ""``), raises it from a cause
(``"chained"``: ``report`` gets the very exception raised, not its root cause; even-numbered
ones raise it while handling another, an implicit ``__context__``), raises an
``ExceptionGroup`` of two, or of one from an odd-numbered hook (``"group"``: one failure,
reported once, the group itself),
raises the one exception object every ``"shared"`` hook of the example raises (each
raise is a failure of its own), raises an ``Exception`` of a built-in kind a runner might
take for fatal or for the end of a loop (``"builtin"``: a ``RecursionError``, a
``MemoryError`` or a ``StopIteration``, by the hook's number),
raises as a ``functools.wraps``-style wrapper (``"wrapped"``: its ``__wrapped__`` is
another function; ``report`` gets the hook in the list), returns an exception object
without raising (``"gives"``: not a failure; a value a hook returns is not the next
event), gives a ``DeprecationWarning`` and returns (``"warns"``: not a failure), is a
falsy object (``"falsy"``: ``__bool__`` is False; still a hook, called; ``"falsyfails"``
is one that fails as ``"fails"`` does),
raises a ``KeyboardInterrupt`` (``"interrupt"``), a ``SystemExit`` (``"exit"``), a
``GeneratorExit`` (``"genexit"``) or an ``asyncio.CancelledError`` (``"cancel"``), or
``"again"``: the previous hook object once more (a hook registered twice); ``"method"``,
``"partial"`` and ``"lambda"`` fail as ``"fails"`` does,
listed as a bound method, a ``functools.partial`` or a lambda (``report`` gets the hook as
listed, not its ``__self__`` or ``func``), and ``"unsigned"`` as a callable object whose
signature cannot be read (as many builtins'): it is called all the same, and
``"positional"`` as one whose one parameter is positional-only (as ``[].append``'s: called
by keyword, it raises ``TypeError``), ``"unreprable"`` as one whose ``repr()`` raises in
the answer's process; ``"slotted"`` as
an object whose class has ``__slots__`` and no ``__dict__`` (as ``outcomes.append``, notebook
8's hook, has none: ``vars(hook)`` raises, batch AS); ``"falsyerror"``
raises an exception object that is falsy (still a failure); ``"class"`` fails as ``"fails"``
does, listed as a class (called with the event, its ``__init__`` runs the hook); ``"equal"``
fails as ``"fails"`` does, and every ``"equal"`` hook of an example is ``==`` to the others
(one hash), though a distinct object: ``report`` gets the very one that raised; ``"slow"``
returns after an hour by the answer's clocks (``__stub_hours__``: not a failure), and
``"nests"`` runs the answer itself on hooks of its own (two failing) with a report of its
own, then returns (not a failure: the outer run's count is its own); ``"nestfails"`` starts
such a run, then fails (``report`` gets this hook, not the last of the inner run's);
``"errno"`` raises an ``OSError`` with an ``errno`` (:data:`_ERRNO_ERRORS`, by its number);
``"library"`` raises a library's error (:func:`~.wide_classes.library_errors`, by its number);
``"sink"`` fails as ``"fails"`` does, listed as a bound method of the very object ``report``
is bound to (a sink that observes and records failures: its own hook's failure is
reported to it all the same); ``"benign"`` raises an exception whose message reads like a
condition to pass over (:data:`_BENIGN_ERRORS`, by its number); ``"noted"`` raises one whose
``__notes__`` is a tuple; ``"renests"`` runs the answer on a list holding itself (on that
inner call it returns) and two others, then returns; ``"rerun"`` runs the answer again on
the very objects of the run it is in (its list of hooks, its event, its report:
:class:`~hookkata.grading.codec.OuterArgument`), returning in that run, then returns."""


_FORMS = {
    "method": "a bound method",
    "partial": "a functools.partial",
    "lambda": "a lambda",
    "unsigned": "its signature cannot be read",
    "positional": "its one parameter positional-only, as [].append's (object, /)",
    "unreprable": "an object whose repr() raises",
    "class": "a class",
    "slotted": "an object without __dict__",
}
"""The kinds of callable a failing hook is listed as, besides a callable object."""
REGISTRY_CASE = (
    "a hook that returns, whose missing attributes raise KeyError (its __getattr__ looks names up "
    "in a dict: getattr(hook, name, default) raises)"
)
UNREPRABLE_CASE = "a failing hook whose repr() raises (a hook object's __repr__ is its own code)"
POSITIONAL_CASE = "a failing hook whose one parameter is positional-only ([].append's is)"
SLOTTED_CASE = "a failing hook without __dict__ (its class has __slots__; outcomes.append has none)"
SINK_CASE = (
    "a failing hook bound to the object report is bound to (a sink that observes and "
    "records failures): reported to it all the same"
)
_FAILING = (
    "fails",
    "silent",
    "chained",
    "group",
    "shared",
    "builtin",
    "errno",
    "wrapped",
    "falsyerror",
    "unhashable",
    "listing",
    "equal",
    "unprintable",
    "nestfails",
    "sink",
    "library",
    "falsyfails",
    "benign",
    "noted",
    *_FORMS,
)
_NESTING = ("nests", "nestfails", "renests", "rerun")
"""The kinds of hook that run the answer on hooks of their own."""
_STOPPING = ("interrupt", "exit", "genexit", "cancel", "basegroup")
_STOPS: dict[str, tuple[type[BaseException], str]] = {
    "interrupt": (GradingInterrupt, "KeyboardInterrupt"),
    "exit": (GradingExit, "SystemExit"),
    "genexit": (GradingGeneratorExit, "GeneratorExit"),
    "cancel": (GradingCancelled, "asyncio.CancelledError"),
}
CANCELLED_CASE = (
    "asyncio.CancelledError after a failure (a BaseException since Python 3.8, no "
    "Exception: it propagates)"
)
EXIT_CODE_CASES: dict[str, list[Kind]] = {
    "SystemExit(0) after two failures": ["fails", "fails", "exit", "ok"],
    "SystemExit(1) after three failures": ["fails", "fails", "fails", "exit", "ok"],
}
"""Exits of the codes "SystemExit alone" (2) and "after a failure" (none) do not take: an
exit hook's code is :func:`~hookkata.grading.limits.grading_exit`'s by its number."""
_BASE_GROUP: Any = GradingBaseExceptionGroup
_IN_A_GROUP = (GradingInterrupt, GradingExit, GradingGeneratorExit, GradingCancelled)
"""What a ``"basegroup"`` hook's ``BaseExceptionGroup`` holds, by the hook's number, beside
an ``ObserverFailed`` (a group holding what is not an ``Exception`` is none either; a
``CancelledError`` too, which batch BJ's check of the three left out)."""


def _base_group(number: int) -> BaseException:
    """The ``BaseExceptionGroup`` a ``"basegroup"`` hook numbered ``number`` raises: an
    ``ObserverFailed`` and a ``KeyboardInterrupt``, ``SystemExit``, ``GeneratorExit`` or
    ``CancelledError`` (odd-numbered hooks: inside a group of its own); it propagates as it
    is (``except Exception`` does not catch it)."""
    stop: BaseException = _IN_A_GROUP[number % len(_IN_A_GROUP)]()
    if number % 2:  # odd hooks: the stop one group further in (batch AT scanned one level)
        stop = _BASE_GROUP(f"h{number} inner", [stop])
    parts = [ObserverFailed(f"h{number}: part 1"), stop]
    group: BaseException = _BASE_GROUP(f"h{number} stopped", parts)
    return group


_ORDERING_NAMES = (
    "priority", "order", "weight", "rank", "position", "index", "sequence", "level",
    "tryfirst", "trylast", "async_", "background",
)  # fmt: skip

FAILURE_FLAGS = (
    "critical", "fatal", "required", "must_succeed", "strict", "raise_errors", "propagate",
    "reraise", "blocking", "mandatory", "essential", "fail_fast", "fail_closed",
    "abort_on_error", "stop_on_error", "raise_on_error",
)  # fmt: skip
"""Flags a registry might set to say a hook's failure matters more (re-raise it, stop the
run, leave it to the caller), all ``True`` on the hooks that carry them: a runner honouring
one re-raises, stops or leaves a failure unreported. Every failure is reported and counted,
whatever its hook carries."""


POLICY_ATTRIBUTES: dict[str, object] = {
    **dict.fromkeys(_ORDERING_NAMES, None),
    **dict.fromkeys(
        ("enabled", "active", "is_enabled", "is_active", "on", "registered", "ready"), False
    ),
    **dict.fromkeys(("available", "healthy", "valid", "subscribed", "wanted", "live"), False),
    **dict.fromkeys(
        ("disabled", "skip", "skipped", "muted", "paused", "silenced", "suspended", "off"), True
    ),
    **dict.fromkeys(
        ("ignore", "ignored", "deprecated", "removed", "once", "dry_run", "noop", "broken"), True
    ),
    **dict.fromkeys(FAILURE_FLAGS, True),
    "event": "PreToolUse",
    "hook_event_name": "SessionStart",
    "matcher": "Bash",
    "tool": "Bash",
    "name": "disabled",
    "status": "disabled",
    "state": "off",
    "mode": "off",
    "phase": "pre",
    "stage": "never",
    "when": "never",
    "scope": "none",
    "owner": "nobody",
    "timeout": 0,
    "max_failures": 0,
    "retries": 2,
    "limit": 0,
    **ENTRY_FUNCTIONS,
    **ENTRY_METHODS,
    **ENTRY_PREDICATES,
}
"""What a hook registry might set on a hook: orderings (``None`` here: hook n's is
``-n % 3``, so sorting by it, either way, reorders three hooks; pluggy's ``tryfirst`` and
``trylast`` and Claude Code's "do not wait for me", ``async_``, among them, truthy on some
hooks and not others), switches saying "off",
flags saying a failure must surface (:data:`FAILURE_FLAGS`), another event or tool, a zero
timeout or budget, the names an entry keeps its function under (:data:`ENTRY_FUNCTIONS`,
holding text), its methods (:data:`ENTRY_METHODS`, doing nothing) and its predicates
(:data:`ENTRY_PREDICATES`, saying no). Hooks numbered in
:data:`SWITCHED` carry
all of it, the others below :data:`ORDERED` the orderings (every attribute crosses the line
with its hook, so not every hook carries every one). The runner was handed the hooks: it
runs every one, in order, whatever it carries."""

SWITCHED = (0, 3)
"""The hooks of an example (by number) that carry every one of :data:`POLICY_ATTRIBUTES`:
the first, and one more, so that skipping them in a long list tells from skipping the first."""
ORDERED = 4
"""The hooks numbered below this carry the orderings of :data:`POLICY_ATTRIBUTES`."""


def _carry(hook: Any, number: int) -> None:
    """Set :data:`POLICY_ATTRIBUTES` on ``hook`` (hook number ``number``), or its orderings
    alone, named in its ``__stub_attributes__`` so that they cross the line to the answer's
    process."""
    own = vars(hook)
    own.update(dict.fromkeys(_ORDERINGS, -number % 3))
    if number in SWITCHED:
        own.update(_FIXED_ATTRIBUTES)
    own["__stub_attributes__"] = _ATTRIBUTE_NAMES if number in SWITCHED else _ORDERINGS


_ORDERINGS = tuple(name for name, value in POLICY_ATTRIBUTES.items() if value is None)
_FIXED_ATTRIBUTES = {name: value for name, value in POLICY_ATTRIBUTES.items() if value is not None}
_ATTRIBUTE_NAMES = tuple(POLICY_ATTRIBUTES)


def _close_a_kept_stream() -> None:
    raise ObserverFailed("a hook's returned stream was closed: what a hook returns is ignored")


class _KeptStream:
    """What a hook may return: a stream it keeps writing to (an ``io.StringIO``, an open
    file). What a hook returns is ignored, so the runner does not close it: its
    ``close()`` raises, and the run would stop with it. It is callable (a writer: calling
    it writes a line), so it crosses as one of the grader's functions, and ``close`` with
    it (``__stub_attributes__``), a plain function called back here: a bound method would
    refer back to the stream, a cycle the codec refuses."""

    def __init__(self) -> None:
        self.__stub_attributes__ = ("close",)
        self.close = _close_a_kept_stream

    def __call__(self, *_lines: Any) -> None:
        """Write lines (kept nowhere: only ``close`` is watched)."""

    def __repr__(self) -> str:
        return "a stream the hook keeps writing to"


def _clean_up_by_mistake() -> None:
    """What a hook may return: a function of its own (a clean-up, as a React effect hands
    back one). What a hook returns is ignored, so calling it raises: a runner that calls it
    counts a failure, or lets an exception out of the run (batch AU)."""
    raise RuntimeError("a hook's return value was called: what a hook returns is ignored")


def _raise_while_handling(error: Exception, label: str) -> None:
    """Raise ``error`` while handling another (an ``except`` clause that fails): the other
    is its implicit ``__context__``, and ``error`` is what the hook raised."""
    try:
        raise KeyError(f"{label}'s record")
    except KeyError:
        raise error  # noqa: B904  # the implicit context is the point


_OK_RETURNS: tuple[Any, ...] = (
    False,
    None,
    "error",
    {"ok": False},
    0,
    "",
    RuntimeError,
    {"error": "disk full"},
    1,
    "failed",
    -1,
    True,
    Awaitable(),
    Generator(),
    Deny("a hook's own verdict", "go on"),
    HookContext("u_999", "premium", "s_enriched"),
    {"continue": False, "stopReason": "a Claude Code hook's way to stop"},
    {"decision": "block", "reason": "a Claude Code hook's way to block"},
    {"hookSpecificOutput": {"hookEventName": "PostToolUse", "additionalContext": "noted"}},
    _KeptStream(),
    NotImplemented,
    (None, "disk full"),
    _clean_up_by_mistake,
    Ambiguous(),
    FailedFuture(),
    BareAwaitable(),
)
"""What the ``"ok"`` hooks of an example return, by number: what a sink's ``write()`` may
say when it could not write (``False``, ``0``, ``-1``, ``"error"``, ``"failed"``, a dict
with ``"error"`` or ``"ok": False``, an exception *class*), plain values, an awaitable
that raises when awaited (a plain hook may return one: it is not run), and a generator
whose body raises once run (a hook written with ``yield``: it is not drained), and an
object of the event's own type (an "enriched" event: the next hook still gets the event
itself), and what a Claude Code command hook prints to stop or block (``continue:
false``, ``decision: "block"``, ``hookSpecificOutput``: batch AH), and a stream the hook
keeps (its ``close()`` must not be called: batch AO), a Go-style ``(result, error)`` pair
and a function of its own (never called: batch AU), and a value whose truth test raises
(``Ambiguous``, as a numpy array's: batch AY), and a finished ``Future`` holding an
exception (never waited on: batch AZ), and an awaitable object that is no coroutine, with
no ``close()`` (never touched: batch BB). "What a hook returns is
ignored": each of them, the hook still has not failed and the run goes on (batches O, Q,
S, W)."""

_ODD = {
    "slow": "returns after an hour by your clocks",
    "nests": "runs run_observers on hooks of its own, then returns",
    "nestfails": "runs run_observers on hooks of its own, then raises",
    "renests": "runs run_observers on [itself, a failing hook, one that returns], then returns",
    "rerun": "runs run_observers(hooks, event, report) again, on the very same three, then returns",
    "registry": "returns; its missing attributes raise KeyError (looked up in a dict)",
}
"""How a counterexample shows the hooks that return in an unusual way."""


@dataclass(frozen=True)
class Spelled:
    """An example built from a text the answer names (:attr:`Property.mined`): the hooks of
    ``kinds``, each with that text as its ``__name__`` and as its exception's message."""

    kinds: tuple[Kind, ...]
    named: str

    def __repr__(self) -> str:
        return f"{list(self.kinds)!r}, each hook named {self.named!r} and raising it as message"


@dataclass(eq=False)
class _Observer:
    label: str
    kind: Kind
    log: list[str]
    raised: list[BaseException]
    handed: Any = EVENT
    """The event this example hands the answer: the hook must get that very object."""
    shared: Exception | None = None
    """The one exception object every ``shared`` hook of the example raises."""
    named: str | None = None
    """A value the answer names (:class:`Spelled`): this hook's ``__name__``, and the
    message of what it raises."""

    def __post_init__(self) -> None:
        if self.named is not None:
            self.__name__ = self.named
        if self.kind == "wrapped":
            self.__wrapped__ = _inner_hook
        self.listed: Callable[[Any], Any] = self
        """What the hook list holds for this hook, and what ``report`` must get back."""
        if self.kind == "method":
            self.listed = self.record
        elif self.kind == "partial":
            self.listed = functools.partial(_observe, self)
        elif self.kind == "lambda":
            self.listed = lambda event: self(event)
        elif self.kind == "class":
            self.listed = _hook_class(self)
        elif self.kind == "slotted":
            self.listed = _Slotted(self)
        elif self.kind == "unsigned":  # inspect.signature raises, as for many builtins
            self.__signature__ = "a signature that cannot be read"
        elif self.kind == "positional":  # hook(event=event) raises TypeError (batch AW)
            self.__signature__ = inspect.Signature(  # type: ignore[assignment]
                [inspect.Parameter("event", inspect.Parameter.POSITIONAL_ONLY)]
            )
        if self.kind == "unreprable":  # its repr() raises in the answer's process
            self.__stub_repr_raises__ = True
        if self.kind == "registry":  # getattr(hook, name, default) raises KeyError there
            self.__stub_lookup_raises__ = True
        if self.kind == "slow":
            self.__stub_hours__ = 1
        self.nested: Callable[[], None] = lambda: None
        """What a ``"nests"`` hook runs: the answer on hooks of its own (set by :func:`_run`)."""
        self.nesting = False
        """Whether the run this hook started is going on."""
        number = int(self.label[1:])
        if number < ORDERED and self.kind not in ("method", "class", "slotted"):
            _carry(self.listed, number)
        elif number < ORDERED and self.kind == "method":  # on the object it is bound to
            _carry(self, number)  # (a slotted object carries none: it has no __dict__)

    def record(self, event: Any) -> Any:
        """The hook as a bound method (``"method"``): its ``__self__`` is this object."""
        return self(event)

    def __bool__(self) -> bool:
        return self.kind not in ("falsy", "falsyfails")

    @property
    def __stub_kin__(self) -> int | None:
        """``"equal"`` hooks share one: they are ``==`` across the line too (the codec)."""
        return 1 if self.kind == "equal" else None

    def __eq__(self, other: object) -> bool:
        if self.kind == "equal" and isinstance(other, _Observer) and other.kind == "equal":
            return True
        return self is other

    def __hash__(self) -> int:
        return hash("equal") if self.kind == "equal" else id(self)

    def __call__(self, event: Any) -> Any:
        self.log.append(f"{self.label}({self._what(event)})")
        if self.kind in _NESTING and not self.nesting:
            self.nesting = True  # a "renests" hook called in the run it started returns
            try:
                self.nested()
            finally:
                self.nesting = False
        if self.kind == "exit":  # the code by the hook's number: 2, none, 0, 1 or a message
            raise grading_exit(int(self.label[1:]))
        if self.kind in _STOPS:
            raise _STOPS[self.kind][0]()
        if self.kind == "basegroup":
            raise _base_group(int(self.label[1:]))
        if self.kind == "gives":
            return ObserverFailed(f"{self.label} returns this, it does not raise it")
        if self.kind == "warns":
            warnings.warn(f"{self.label} is deprecated", DeprecationWarning, stacklevel=2)
        if self.kind in _FAILING:
            error = self._error()
            self.raised.append(error)
            if self.kind == "chained" and int(self.label[1:]) % 2 == 0:
                _raise_while_handling(error, self.label)
            if self.kind == "chained" and int(self.label[1:]) % 4 == 3:
                raise error from KeyboardInterrupt(f"{self.label} was interrupted earlier")
            if self.kind == "chained":
                raise error from OSError(f"{self.label}'s disk is full")
            raise error
        return self.returns

    @property
    def returns(self) -> Any:
        """What this hook returns when it does not raise: an ``"ok"`` hook, by its number,
        one of :data:`_OK_RETURNS` (a ``False``, an ``"error"``, a dict saying it failed),
        which the runner ignores; ``None`` for the others."""
        if self.kind != "ok":
            return None
        return _OK_RETURNS[int(self.label[1:]) % len(_OK_RETURNS)]

    def _error(self) -> Exception:
        message = f"{self.label} could not write" if self.named is None else self.named
        if self.kind == "silent":  # odd-numbered: raised bare (raise ObserverFailed), no args
            return ObserverFailed() if int(self.label[1:]) % 2 else ObserverFailed("")
        if self.kind == "shared" and self.shared is not None:
            return self.shared
        if self.kind == "builtin":
            return _builtin_error(int(self.label[1:]), message)
        if self.kind == "errno":
            return _errno_error(int(self.label[1:]))
        if self.kind == "library":
            return _LIBRARY_ERRORS[int(self.label[1:]) % len(_LIBRARY_ERRORS)](message)
        if self.kind == "benign":
            return _benign_error(int(self.label[1:]))
        if self.kind == "noted":
            return _noted_error(self.label)
        if self.kind == "falsyerror":
            return ObserverFailedFalsy(message)
        if self.kind == "unhashable":
            return ObserverFailedUnhashable(message)
        if self.kind == "listing":
            return ObserverFailedListing(message)
        if self.kind == "unprintable":
            return ObserverUnprintable(message)
        if self.kind == "group" and _GROUP is not None:  # Python 3.11+
            # an odd-numbered hook's group holds one failure (a TaskGroup's of one task)
            count = 1 if int(self.label[1:]) % 2 else 2
            parts = [ObserverFailed(f"{self.label}: part {i}") for i in range(1, count + 1)]
            return _GROUP(f"{self.label} failed {count}x", parts)  # type: ignore[no-any-return]
        return ObserverFailed(message)

    def _what(self, event: Any) -> str:
        """What this hook got: ``"the event"`` (that very object for :data:`EVENT`; an equal
        value of its type for a plain one, which is copied on its way to the answer), ``"a
        copy"`` (an equal object, not the event itself; a dict holding a copy of the
        :data:`EVENT` it held: a deep copy),
        ``"what a hook returned"`` (a ``"gives"`` hook's exception object) or ``"another
        value"`` (one decoded or made from the event)."""
        if self.handed is EVENT and event is EVENT:
            return "the event"
        if self.handed is EVENT and _equal(event, EVENT):
            return "a copy"
        if _holds_a_copy(self.handed, event):
            return "a copy"  # a dict crosses by value, the EVENT inside it by reference
        if isinstance(event, ObserverFailed):
            return "what a hook returned"
        if type(event) is type(self.handed) and _equal(event, self.handed):
            return "the event"
        returned = any(
            event is value or (type(event) is type(value) and _equal(event, value))
            for value in _OK_RETURNS
            if value is not None
        )
        return "what a hook returned" if returned else "another value"

    def __repr__(self) -> str:
        if self.kind in _FORMS:
            return f"{self.label}:fails ({_FORMS[self.kind]})"
        if self.kind == "equal":
            return f"{self.label}:fails (== the other 'equal' hooks, not one of them)"
        if self.kind == "builtin":
            return f"{self.label}:raises {_builtin_name(int(self.label[1:]))}"
        if self.kind == "errno":
            return f"{self.label}:raises {_errno_error(int(self.label[1:]))!r}"
        if self.kind == "benign":
            return f"{self.label}:raises {_benign_error(int(self.label[1:]))!r}"
        if self.kind == "noted":
            return f"{self.label}:fails (its exception's __notes__ a tuple)"
        if self.kind == "exit":
            return f"{self.label}:raises SystemExit({grading_exit(int(self.label[1:])).code!r})"
        if self.kind == "basegroup":
            inside = _IN_A_GROUP[int(self.label[1:]) % len(_IN_A_GROUP)].__mro__[1].__name__
            return f"{self.label}:raises a BaseExceptionGroup holding a {inside}"
        if self.kind in _ODD:
            return f"{self.label}:{_ODD[self.kind]}"
        if self.returns is not None:
            return f"{self.label}:ok (returns {self.returns!r})"
        return f"{self.label}:{self.kind}"


class _UnhashableObserver(_Observer):
    """A hook numbered 0, 4, 8, ... (:func:`_unhashable`): ``__hash__`` is ``None``, as for a
    dataclass with ``eq`` or a callable ``dict`` subclass, and its stand-in in the answer's
    process is unhashable too: a set of hooks, a dict keyed by them (a count per hook,
    ``dict.fromkeys``) or a cache over them raises ``TypeError``."""

    __hash__ = None  # type: ignore[assignment]


def _unhashable(number: int, kind: Kind) -> bool:
    """Whether hook ``number`` of ``kind`` is unhashable: numbered 0, 4, 8, ..., listed as
    itself (a bound method, a partial, a lambda or a class stands in front of it), and not
    ``"equal"`` (those share a hash, to catch a lookup by ``==``)."""
    return number % 4 == 0 and kind not in (*_FORMS, "equal")


def _equal(one: Any, other: Any) -> bool:
    """``one == other``, where an ``==`` that raises is not equal."""
    try:
        return bool(one == other)
    except Exception:
        return False


_AS_SELF = ".__call__(the event as self)"
"""What the log shows for a class hook's own ``__call__`` called with the event as ``self``."""


def _hook_class(observer: _Observer) -> type:
    """A class listed as a hook (``"class"``): called with the event, as any hook is, its
    ``__init__`` runs ``observer``; called with nothing, it raises a ``TypeError``. Its
    objects are callable too (a ``__call__`` of its own), so ``Hook.__call__(event)`` runs
    that plain function with the event as ``self``, not the hook: the log shows it."""

    class Hook:
        def __init__(self, event: Any) -> None:
            observer(event)

        def __call__(self, *_args: Any) -> None:
            observer.log.append(f"{observer.label}{_AS_SELF}")

    Hook.__name__ = Hook.__qualname__ = f"{observer.label.upper()}Hook"
    return Hook


class _Slotted:
    """A ``"slotted"`` hook as listed: a callable object with no ``__dict__``."""

    __slots__ = ("observer",)

    def __init__(self, observer: _Observer) -> None:
        self.observer = observer

    def __call__(self, event: Any) -> Any:
        return self.observer(event)

    def __repr__(self) -> str:
        return f"{self.observer.label} (no __dict__)"


def _observe(observer: _Observer, event: Any) -> Any:
    """What a ``"partial"`` hook calls (its ``func``): never itself in the list."""
    return observer(event)


class _Inner:
    """What a ``wrapped`` hook says it wraps (its ``__wrapped__``): never in the list."""

    def __call__(self, _event: Any) -> None:
        return None

    def __repr__(self) -> str:
        return "the function the hook wraps"


_inner_hook = _Inner()


_REPORT_HINT = (
    "Call report(hook, exc): the hook object itself first, then the exception object it "
    "raised (not its name, not str(exc))."
)
_ROOT_HINT = (
    "Report the very exception the hook raised, not its cause (__cause__ or "
    "__context__): pass report the exception your except clause caught."
)
_INTERRUPT_HINT = (
    "Catch Exception, not BaseException (nor a bare except:, nor GeneratorExit or "
    "asyncio.CancelledError beside it): KeyboardInterrupt, SystemExit (whatever its code: 2 "
    "too), GeneratorExit and asyncio.CancelledError must propagate."
)
_GROUP_STOP_HINT = (
    "A BaseExceptionGroup holding a KeyboardInterrupt, SystemExit, GeneratorExit or "
    "asyncio.CancelledError is no Exception: catch Exception alone (an ExceptionGroup is "
    "one), and that group propagates."
)


def _hooks(
    kinds: Sequence[Kind], event: Any = EVENT, named: str | None = None
) -> tuple[list[_Observer], list[_Observer], list[str], list[Any]]:
    """The hooks of an example, the hook at each position, the expected run log (up to an
    interrupt), and the record of exceptions raised (filled as the hooks run)."""
    log: list[str] = []
    raised: list[BaseException] = []
    made: list[_Observer] = []
    order: list[_Observer] = []
    shared = ObserverFailed("the shared log is full")
    for kind in kinds:
        if kind == "again" and order:
            order.append(order[-1])
            continue
        label, kind = f"h{len(made)}", "ok" if kind == "again" else kind
        made_as = _UnhashableObserver if _unhashable(len(made), kind) else _Observer
        hook = made_as(label, kind, log, raised, event, shared, named)
        made.append(hook)
        order.append(hook)
    return order, made, _expected_log(order), [log, raised]


def _expected_log(order: list[_Observer], rerun: bool = True) -> list[str]:
    """What running ``order`` logs: each hook's call (up to an interrupt) and a report after
    each failure; a ``"rerun"`` hook's run of the very same list within (``rerun``: the
    hook is not running yet, so it starts that run)."""
    expected: list[str] = []
    for hook in order:
        expected.append(f"{hook.label}(the event)")
        if hook.kind == "renests":  # called again in the run it started
            expected.append(f"{hook.label}(the event)")
        if hook.kind == "rerun" and rerun:
            expected.extend(_expected_log(order, rerun=False))
        if hook.kind in _STOPPING:
            break
        if hook.kind in _FAILING:
            expected.append("report")
    return expected


def _run(
    answer: Callable[..., Any], kinds: Sequence[Kind], event: Any = EVENT, named: str | None = None
) -> tuple[Any, list[_Observer], list[str], list[str], list[BaseException], list[Any], str]:
    hooks, _made, expected_log, (log, raised) = _hooks(kinds, event, named)
    reported: list[tuple[Any, Any]] = []
    shown_event = "event" if event is EVENT else repr(event)
    shown_hooks = (
        repr(hooks)
        if len(hooks) <= 12
        else f"[{hooks[0]!r}, ... {len(hooks) - 2} more ..., {hooks[-1]!r}]"
    )
    example = f"run_observers({shown_hooks}, {shown_event}, report)"
    if len(kinds) % 4 == 3:
        example += ", report a callable recorder whose truth value is False (no entries yet)"
    if named is not None:
        example += f", each hook named {named!r} and raising it as its message"

    ended = False

    def record(*args: Any) -> bool:
        """Records the report; returns True, as a sink saying "handled" may (what report
        returns changes nothing: every failure counts)."""
        if ended:  # a report kept from this run, called in a later one
            _LATE_REPORTS.count += 1
            return True
        reported.append(args if len(args) == 2 else (args, None))
        log.append("report")
        return True

    # report as a bound method (it takes no attribute) for an even number of hooks; for
    # 3, 7, 11, ... a callable object whose truth value is False (a list-like recorder)
    report: Any = _Recorder(record).report if len(kinds) % 2 == 0 else record
    if len(kinds) % 4 == 3:
        report = _EmptyRecorder(record)
    _bound_beside(report, hooks)
    inner_runs: list[InnerRun] = []
    for hook in hooks:
        if hook.kind == "rerun":
            expected_count = _failures_of(kinds)
            hook.nested = functools.partial(_run_again, answer, inner_runs, expected_count)
        elif hook.kind in _NESTING:
            itself = hook if hook.kind == "renests" else None
            hook.nested = functools.partial(_run_inside, answer, event, inner_runs, itself)
    try:
        listed = [hook.listed for hook in hooks]
        threaded = getattr(answer, "in_thread", None)  # called from a thread not the main one
        if callable(threaded):  # the arguments come back as the call left them
            reply = call_answer(
                threaded(echo=True), listed, event, report, example=example, raised_here=raised
            )
            count, after = reply if type(reply) is list and len(reply) == 2 else (reply, [])
        else:
            count, after = call_seeing_inputs(
                answer, listed, event, report, example=example, raised_here=raised
            )
        if log == expected_log:  # another mistake shows first by its own evidence
            _hooks_left_as_given(example, listed, after[0] if after else None)
            _inner_runs_counted(example, inner_runs)
    except AnswerCrashed as crash:
        stopped = isinstance(crash.error, (*(kind for kind, _ in _STOPS.values()), _BASE_GROUP))
        stopped = stopped and not isinstance(crash.error, Exception)
        if not stopped or not any(kind in _STOPPING for kind in kinds):
            if crash.hint == "" and _held_by_a_failure(crash.error, raised):
                crash.hint = _MISSED_HINTS["benign"]  # an interrupt a RuntimeError carried
            if crash.hint == "" and stopped:
                crash.hint = _INTERRUPT_HINT
            escaped = any(crash.error is error for error in raised)
            if crash.hint == "" and "unreprable" in kinds and _repr_failed(crash.error):
                crash.hint = _MISSED_HINTS["unreprable"]
            if crash.hint == "" and "registry" in kinds and isinstance(crash.error, KeyError):
                crash.hint = _MISSED_HINTS["registry"]
            if crash.hint == "" and not escaped:
                crash.hint = _own_crash_hint(crash.error, len(kinds))
            if crash.hint == "" and _failure_kept_at_a_flag(hooks, log, expected_log):
                crash.hint = _FLAGS_HINT
            if crash.hint == "" and escaped and type(crash.error) in _BUILTIN_KINDS:
                crash.hint = _BUILTIN_HINT
            if escaped and "library" in kinds:
                crash.hint = _LIBRARY_HINT
            if crash.hint == "" and not escaped:  # the answer's own error speaks for itself
                crash.hint = named_crash_hint(crash) or NO_HINT
            raise
        count = crash.error
    finally:
        ended = True
    return count, hooks, expected_log, log, raised, reported, example


def _held_by_a_failure(error: BaseException, raised: list[BaseException]) -> bool:
    """Whether ``error`` is one a hook's exception carried in its ``args``."""
    return any(error is arg for failure in raised for arg in failure.args)


@dataclass
class _Count:
    """A count that grows across runs: a run reads it before and after to see whether
    something happened meanwhile."""

    count: int = 0


_LATE_REPORTS = _Count()
"""How many times a run's ``report`` was called after that run had ended (by a memo of
reporters): a run that sees the count grow knows an earlier run's report stood in."""


def _called_an_attribute() -> bool:
    """What a recorder's ``send`` (``write``, ``put``, ``emit``) does: count the call."""
    _ATTRIBUTE_CALLS.count += 1
    return True


_ATTRIBUTE_CALLS = _Count()
"""How many times a recorder's ``send``, ``write``, ``put`` or ``emit`` was called instead
of ``report`` itself."""


class _Recorder:
    """What stands behind ``report`` as a bound method (``Recorder().report``): setting an
    attribute on it raises, as on any bound method (the caller's ``report`` is left as it
    came). Callable itself, so its ``__self__`` crosses the line with the method."""

    def __init__(self, record: Callable[..., Any]) -> None:
        self._record = record
        self.watched: Callable[[Any], Any] | None = None
        """The hook its :meth:`observe` runs (a ``"sink"`` hook): one object that observes
        and records failures."""

    def report(self, *args: Any) -> Any:
        return self._record(*args)

    def __call__(self, *args: Any) -> Any:
        return self._record(*args)

    __stub_attributes__ = ("send", "write", "put", "emit")
    """Methods a sink, a queue or a stream has, carried to the answer's process: ``report``
    is called itself, and a call to one of these is counted, not recorded (batch AX took a
    reporter with ``send`` for a sink and called that)."""

    send = write = put = emit = staticmethod(lambda *_args: _called_an_attribute())

    def observe(self, event: Any) -> Any:
        return None if self.watched is None else self.watched(event)

    def __repr__(self) -> str:
        return "Recorder()"


class _EmptyRecorder(_Recorder):
    """``report`` as a callable recorder of no entries yet (``__len__`` 0): falsy, and still
    the function to call for each failure."""

    def __len__(self) -> int:
        return 0

    def __repr__(self) -> str:
        return "EmptyRecorder()"


def _bound_beside(report: Any, hooks: list[_Observer]) -> None:
    """List each ``"sink"`` hook as a bound method of the object ``report`` is bound to
    (of a recorder of its own when ``report`` is a function)."""
    owner = getattr(report, "__self__", None)
    for hook in hooks:
        if hook.kind == "sink":
            recorder = owner if isinstance(owner, _Recorder) else _Recorder(_ignore)
            recorder.watched = hook
            hook.listed = recorder.observe


@dataclass(frozen=True)
class InnerRun:
    """What a run a hook started did (its hooks' log, what it returned or raised), and what
    it should have done."""

    log: list[str]
    count: Any
    expected_log: list[str]
    expected_count: int
    shown: str


_INNER_KINDS: list[Kind] = ["fails", "ok", "fails"]
_INNER_LOG = ["h0(the event)", "h1(the event)", "h2(the event)"]
_RE_INNER_KINDS: list[Kind] = ["fails", "ok"]


def _run_inside(
    answer: Callable[..., Any], event: Any, runs: list[InnerRun], itself: _Observer | None
) -> None:
    """What a ``"nests"`` hook does: run the answer on hooks of its own (two failing) with a
    report of its own, noted in ``runs``: that run too runs every hook of its own and counts
    its own failures (:func:`_inner_runs_counted`); it must change nothing of the run that
    called the hook. A ``"renests"`` hook (``itself``) lists itself first, then a failing
    hook and one that returns: a runner skipping a hook already running skips it."""
    inner, _, _, (log, _) = _hooks(_RE_INNER_KINDS if itself else _INNER_KINDS, event)
    listed = [hook.listed for hook in inner]
    if itself is not None:
        listed.insert(0, itself.listed)
    try:
        count = answer(listed, event, _ignore)
    except (Exception, AnswerRaised) as exc:
        count = exc
    if itself is None:
        runs.append(InnerRun(log, count, _INNER_LOG, 2, "(hooks h0:fails, h1:ok, h2:fails)"))
        return
    shown_hooks = f"(hooks {itself.label}: the nesting hook itself, h0:fails, h1:ok)"
    runs.append(InnerRun(log, count, _INNER_LOG[:2], 1, shown_hooks))


def _run_again(answer: Callable[..., Any], runs: list[InnerRun], expected_count: int) -> None:
    """What a ``"rerun"`` hook does: run the answer again on the very objects of the run it is
    in (its hooks, its event, its report), noted in ``runs``. That run runs every hook once
    more and reports each failure to that report (the outer log shows it) and returns its
    own count of failures, the run's list's (:func:`_inner_runs_counted`)."""
    try:
        count = answer(OuterArgument(0), OuterArgument(1), OuterArgument(2))
    except (Exception, AnswerRaised) as exc:
        count = exc
    runs.append(InnerRun([], count, [], expected_count, "(the very same hooks, event and report)"))


def _inner_runs_counted(example: str, runs: list[InnerRun]) -> None:
    """Each run a hook started ran its hooks and returned its own failures."""
    for run in runs:
        counted = type(run.count) is int and run.count == run.expected_count
        if run.log != run.expected_log or not counted:
            raise Mismatch(
                f"{example}, in the run the nests hook started {run.shown}",
                f"hooks ran: {run.log}, returned {shown(run.count)}",
                f"hooks run: {run.expected_log}, returned {run.expected_count}",
                _INNER_RUN_HINT,
            )


_INNER_RUN_HINT = (
    "A run a hook starts is a run like any other: every hook of its own runs and it returns "
    "its own failures. No flag that skips a run while another is going on (a re-entrancy "
    "guard): a hook may fan out to observers of its own."
)


def _ignore(*_args: Any) -> None:
    """The ``report`` of a run a hook starts: what it gets is not graded."""


def _hooks_left_as_given(example: str, listed: list[Any], after: Any) -> None:
    """The caller's list of hooks is as it was after a run that returns: no hook popped,
    removed, added or moved (the runner only reads it)."""
    if type(after) is not list or len(after) != len(listed):
        raise Mismatch(
            example,
            f"hooks left with {len(after) if type(after) is list else shown(after)} entries",
            f"hooks left as it was, {len(listed)} entries",
            _LEFT_HINT,
        )
    moved = [
        index for index, (now, was) in enumerate(zip(after, listed, strict=True)) if now is not was
    ]
    if moved:
        raise Mismatch(
            example,
            f"hooks left in another order: entry {moved[0]} is now {shown(after[moved[0]])}",
            f"hooks left as it was, entry {moved[0]} {shown(listed[moved[0]])}",
            _LEFT_HINT,
        )


_SILENT_HINT = (
    "Report every failure, whatever it says: an exception raised bare (raise RuntimeError: "
    "its args are ()) or with an empty message is a failure too, reported like any other, "
    "with no test of exc.args or str(exc) first."
)

_LEFT_HINT = (
    "Leave hooks as it was: loop over it (for hook in hooks), no pop(), remove() or sort() "
    "on the caller's list, and no reordering it after the run."
)


def _all_run_and_failures_reported(
    answer: Callable[..., Any], chosen: Sequence[Kind] | Spelled | str, event: Any = EVENT
) -> None:
    if isinstance(chosen, str):
        _RUNS_OF_RUNS[chosen](answer)
        return
    kinds, named = (chosen.kinds, chosen.named) if isinstance(chosen, Spelled) else (chosen, None)
    # What is expected comes from the example, never from the hooks the answer was handed:
    # an answer could switch a hook's failure off and then report nothing.
    expected_count = _failures_of(kinds)
    late, elsewhere = _LATE_REPORTS.count, _ATTRIBUTE_CALLS.count
    count, hooks, expected_log, log, raised, reported, example = _run(answer, kinds, event, named)
    missed = _first_report_missed(log, expected_log)
    if missed is not None:
        after = expected_log[missed - 1].removesuffix("(the event)")
        stale = _LATE_REPORTS.count > late
        raise Mismatch(
            example,
            f"hooks ran as listed, but report was not called after {after} raised"
            + (" (an earlier run's report was called instead)" if stale else ""),
            f"report(hook, exception) called right after {after} raised",
            _STALE_REPORT_HINT
            if stale
            else _SAME_REPORT_HINT
            if "rerun" in kinds
            else _CALLED_ITSELF_HINT
            if _ATTRIBUTE_CALLS.count > elsewhere
            else _NESTED_REPORT_HINT
            if _nested_before(hooks, expected_log[:missed])
            else _REPORT_CAP_HINT
            if expected_log[:missed].count("report") >= _MANY_REPORTS
            else _SILENT_HINT
            if any(getattr(h, "label", None) == after and h.kind == "silent" for h in hooks)
            else _SINK_HINT
            if any(getattr(h, "label", None) == after and h.kind == "sink" for h in hooks)
            else _LIBRARY_HINT
            if any(getattr(h, "label", None) == after and h.kind == "library" for h in hooks)
            else _FALSY_REPORT_HINT
            if len(kinds) % 4 == 3 and "report" not in log
            else _log_hint(hooks, log, expected_log),
        )
    if log != expected_log:
        raise Mismatch(
            example,
            f"hooks ran: {log}",
            f"every hook once, in order{_log_note(kinds)}: {expected_log}",
            _MISSED_HINTS["positional"]
            if _called_by_keyword(reported)
            else _log_hint(hooks, log, expected_log, event),
        )
    failed = [hook for hook in hooks if hook.kind in _FAILING]
    if "rerun" in kinds:  # the run within reports to this report too, in the log's order
        failed = _reported_in_order(hooks, expected_log)
    right = len(reported) == len(failed) and all(
        got_hook is hook.listed and got_exc is exc
        for (got_hook, got_exc), hook, exc in zip(reported, failed, raised, strict=False)
    )
    if not right:
        raise Mismatch(
            example,
            f"report called with {_shown_reported(reported, hooks)}",
            f"report(hook, exception) once per failing hook, in order: {failed}",
            _HELD_HOOK_HINT
            if _reported_a_stranger(reported, hooks)
            else _report_hint(reported, failed),
        )
    if type(count) is not int or count != expected_count:
        nested = type(count) is int and any(kind in _NESTING for kind in kinds)
        ratio = int(expected_count / len(kinds) * len(kinds)) if kinds else expected_count
        raise Mismatch(
            example,
            f"returned {shown(count)} (a {type(count).__name__})",
            f"the number of failures, an int: {expected_count}",
            _NESTED_HINT
            if nested
            else _RATIO_HINT
            if count == ratio != expected_count
            else _HANDLED_HINT
            if type(count) is int and count < expected_count and reported
            else "Return how many hooks failed, an int (0 when none did), not a list or a bool.",
        )


def _log_note(kinds: Sequence[Kind]) -> str:
    """What the expected log of a run holding a hook that runs the runner again adds."""
    if "renests" in kinds:
        return " (the hook that runs the runner on itself: once more, in that run)"
    if "rerun" in kinds:
        return " (and once more, each with its reports, in the run the rerun hook starts)"
    return ""


def _reported_in_order(hooks: list[_Observer], expected_log: list[str]) -> list[_Observer]:
    """The hooks ``report`` should get, in order: the hook logged before each report."""
    by_label = {f"{hook.label}(the event)": hook for hook in hooks}
    return [
        by_label[expected_log[at - 1]] for at, entry in enumerate(expected_log) if entry == "report"
    ]


def _called_by_keyword(reported: list[tuple[Any, Any]]) -> bool:
    """Whether a ``TypeError`` of a keyword call was reported: the answer called a hook
    with ``event=`` (its parameter may be positional-only, or named otherwise)."""
    return any(
        isinstance(error, TypeError) and "keyword argument" in str(error) for _, error in reported
    )


_HANDLED_HINT = (
    "Count every hook that raised, whatever report returns: report's True (or any value) "
    "is not 'handled', and what report does changes nothing of the count."
)


def _first_report_missed(log: list[str], expected_log: list[str]) -> int | None:
    """Where in ``expected_log`` the first report the log lacks is, when the hooks ran as
    listed and only reports are missing; else ``None`` (the full logs show it better)."""
    runs = [entry for entry in log if entry != "report"]
    if runs != [entry for entry in expected_log if entry != "report"]:
        return None
    if log.count("report") >= expected_log.count("report"):
        return None
    for index, (got, want) in enumerate(zip([*log, ""], expected_log, strict=False)):
        if got != want:
            return index if want == "report" else None
    return None


def _nested_before(hooks: list[_Observer], log: list[str]) -> bool:
    """Whether a hook that starts a run of its own ran in ``log``."""
    return any(hook.kind in _NESTING and f"{hook.label}(the event)" in log for hook in hooks)


_CALLED_ITSELF_HINT = (
    "Call report itself, with the hook and its exception: it is any callable, and a method "
    "it happens to have (send, write, put, emit) is not the reporter, whatever its name "
    "suggests."
)
_SAME_REPORT_HINT = (
    "A run a hook starts with the very same report (and hooks) reports each of its "
    "failures to it at once, whoever else is using that report: no guard keyed by "
    "id(report) or id(hooks)."
)
_NESTED_REPORT_HINT = (
    "After a run a hook starts, failures still go to the outer run's own report: keep "
    "each run's report in a local or an argument, not in a module global or an attribute, "
    "which the inner run replaces with its own report."
)
_MANY_REPORTS = 100
"""Reports made before the first one missed, from which a cap on reports is the likely
cause (a flood guard)."""
_REPORT_CAP_HINT = (
    "Report every failure, however many: no cap on reports (a flood guard), since a "
    "failure past it goes unreported."
)
_STALE_REPORT_HINT = (
    "Call the report this run was given: a report kept from an earlier run (a memo of "
    "reporters keyed by report.__func__, which the methods of every Recorder() share, or by "
    "type) reports this run's failures to someone else."
)


RATIO_COUNT = "22 hooks, 15 of them failing (15 / 22 * 22 is 14.999... in floats)"
_RATIO_HINT = f"Count the failures one at a time (failed += 1): {RATIO_TRUNCATES}."

_NESTED_HINT = (
    "Count this run's failures in a local variable of the run: not in a module global, an "
    "attribute or a total kept across runs, which a run a hook starts changes too."
)


def _failures_of(kinds: Sequence[Kind]) -> int:
    """How many of the hooks of ``kinds`` fail (as :func:`_hooks` builds them: ``"again"``
    is the hook before once more, an ``"ok"`` one when first), without building them."""
    count, last = 0, "ok"
    for kind in kinds:
        last = last if kind == "again" else kind
        count += last in _FAILING
    return count


FLAGGED = "failures before and after a failing hook flagged critical, fatal, required, ..."
"""The fixed case whose hook h3 fails carrying :data:`FAILURE_FLAGS`, after h1 failed
without them and before h4 fails: a runner honouring a flag re-raises, stops or leaves
h3's failure unreported, and the counterexample shows it did so for the flag alone."""

LONG_LIST = "1,000 hooks (a recursive runner overflows)"
ALL_OF_A_LONG_LIST = "1,000 hooks, every one failing (a runner recursing per failure overflows)"
"""The fixed case of a long list of hooks: a runner that calls itself on the rest of it
runs out of stack."""


def _own_crash_hint(error: BaseException, length: int) -> str:
    """The hint for the runner's own crash (no hook's exception): a recursive runner on a
    long list, or ``signal`` used outside the main thread; ``""`` otherwise."""
    if isinstance(error, RecursionError) and length > _LONG:
        return (
            "Loop over the hooks (for hook in hooks): a runner that calls itself on the rest "
            "of the list runs out of stack on a long one."
        )
    if isinstance(error, AttributeError) and "'method' object" in str(error):
        return (
            "Leave report as it came and keep the count in a local variable: report may be "
            "any callable, a bound method too, which takes no attribute."
        )
    if isinstance(error, TypeError) and "unhashable type" in str(error):
        exception = f"'{ObserverFailedUnhashable.__name__}'" in str(error)
        return _MISSED_HINTS["unhashable"] if exception else _UNHASHABLE_HINT
    if isinstance(error, (TypeError, AttributeError)) and "__dict__" in str(error):
        return _NO_DICT_HINT
    if isinstance(error, TypeError) and "__notes__" in str(error):
        return _NOTES_HINT
    if raised_by_str(error):
        return UNPRINTABLE_HINT
    if isinstance(error, ValueError) and "main thread" in str(error):
        return (
            "The runner may be called from any thread: signal.alarm and signal.signal work in "
            "the main thread only (a hook's time is not the runner's to limit)."
        )
    return ""


_NOTES_HINT = (
    "Report each exception as it is, changed in nothing: no add_note (a hook's exception "
    "may carry __notes__ that a library set to a tuple, and add_note on it raises "
    "TypeError), no attribute set on it."
)
_NO_DICT_HINT = (
    "Call each hook as it is and read nothing of it: a hook may have no __dict__ "
    "(outcomes.append, a __slots__ object), so vars(hook) or hook.__dict__ raises."
)
_UNHASHABLE_HINT = (
    "A hook is any callable, an unhashable one too (a dataclass with eq, a dict subclass): "
    "keep no set or dict of hooks (no count per hook, no dict.fromkeys) and loop over the "
    "list as given, so that every entry runs, a repeated one too."
)

_LONG = 100
"""Beyond this many hooks, the runner's own ``RecursionError`` is a runner that recursed."""


class _Named:
    """What a counterexample shows for an object: a fixed text (no memory address)."""

    def __init__(self, text: str) -> None:
        self.text = text

    def __repr__(self) -> str:
        return self.text


def _shown_reported(reported: list[tuple[Any, Any]], hooks: list[_Observer]) -> str:
    """``report``'s calls as a counterexample shows them: each listed hook by its label, and
    what stands behind a bound method or a partial by what it is."""
    names: dict[int, Any] = {id(hook.listed): hook for hook in hooks}
    for hook in hooks:
        if hook.kind in _FORMS:
            names[id(hook)] = _Named(f"the object behind {hook.label} ({hook.label}'s __self__)")
    names[id(_observe)] = _Named("the function behind a partial (its func)")
    for got, _ in reported:
        if id(got) not in names and isinstance(got, _Observer):  # a hook of a run a hook started
            names[id(got)] = _Named(f"the inner run's {got!r}")
    return shown([(names.get(id(got), got), exc) for got, exc in reported])


def _reported_a_stranger(reported: list[tuple[Any, Any]], hooks: list[_Observer]) -> bool:
    """Whether ``report`` got a hook of no entry of this run's list (one of a run a hook
    started): the hook in hand was kept where that run replaced it."""
    listed = [hook.listed for hook in hooks]
    return any(not any(got is entry for entry in listed) for got, _ in reported) and any(
        hook.kind in _NESTING for hook in hooks
    )


_SINK_HINT = (
    "Report every hook that raised, one bound to the very object report is bound to too "
    "(a sink that observes and records): no hook is left out of report, whoever owns it."
)
_HELD_HOOK_HINT = (
    "Report the hook this run called, kept in a local variable of the loop: not in a module "
    "global or a class attribute, which a run a hook starts replaces with its own hooks "
    "before the outer hook raises."
)


def _report_hint(reported: list[tuple[Any, Any]], failed: list[_Observer]) -> str:
    """The hint for ``report`` called with the wrong arguments, or ``""``."""
    if len(reported) != len(failed) or not reported:
        return ""
    if any(isinstance(got, (OSError, KeyError)) for _, got in reported):
        return _ROOT_HINT  # a chained hook's cause, or the error it was handling
    if any(
        got is not hook.listed and hook.kind == "equal" and _equal(got, hook.listed)
        for (got, _), hook in zip(reported, failed, strict=True)
    ):
        return (
            "Report the very hook that raised, the entry you called: not another one equal "
            "to it (hooks.index(hook) or == finds the first equal entry, not that one)."
        )
    if any(
        hook.kind in _FORMS and (got is hook or got is _observe)
        for (got, _), hook in zip(reported, failed, strict=True)
    ):
        return _AS_LISTED_HINT
    return _REPORT_HINT


_AS_LISTED_HINT = (
    "Report the hook as listed, the very entry of hooks you called (a bound method, a "
    "partial), not the object behind it (its __self__ or func)."
)


def _log_hint(
    hooks: list[_Observer], log: list[str], expected_log: list[str], event: Any = EVENT
) -> str:
    """The hint for hooks run or reported wrongly: the mistake the log shows, or ``""``."""
    if isinstance(event, SessionEnd) and _stopped_after_a_report(log, expected_log):
        return _STOP_EVENT
    if any(
        hook.kind in ("renests", "rerun") and log.count(entry) < expected_log.count(entry)
        for hook in hooks
        for entry in [f"{hook.label}(the event)"]
    ):
        return _INNER_RUN_HINT
    if len(set(map(id, hooks))) < len(hooks) and len(log) < len(expected_log):
        return "A hook listed twice runs twice: loop over hooks as given, no set or dict."
    if any("(a copy)" in entry for entry in log):
        return "Give each hook the event you were given, itself: not a copy of it."
    if any("(what a hook returned)" in entry for entry in log):
        return (
            "Give each hook the event you were given, itself: not what an earlier hook "
            "returned (what a hook returns is ignored)."
        )
    if any("(another value)" in entry for entry in log):
        return (
            "Give each hook the event you were given, as it came: not a value decoded or "
            "made from it (the runner never reads the event)."
        )
    if any(entry.endswith(_AS_SELF) for entry in log):
        return (
            "Call every entry of hooks as hook(event), a class too: not hook.__call__(event) "
            "(a class's own __call__ is for its objects, and gets the event as self)."
        )
    if any(hook.kind == "class" and f"{hook.label}(the event)" not in log for hook in hooks):
        return (
            "Call every entry of hooks with the event, a class too: hook(event), not "
            "hook() first and then what it made."
        )
    if any(
        hook.kind in ("falsy", "falsyfails") and f"{hook.label}(the event)" not in log
        for hook in hooks
    ):
        return (
            "Call every hook in the list, a falsy one too (a hook object whose __bool__ or "
            "__len__ says empty): no `if not hook` or `if hook` test."
        )
    runs = [entry for entry in log if entry != "report"]
    listed = [entry for entry in expected_log if entry != "report"]
    if runs != listed and sorted(runs) == sorted(listed):
        return _ORDER_HINT
    stopped = 0 < len(runs) < len(listed) and runs == listed[: len(runs)]
    if stopped and _stopped_after_a_return(hooks, runs):
        return _RETURNED_HINT
    if _registered_skipped(hooks, log):
        return _ATTRIBUTES_HINT
    if _failure_kept_at_a_flag(hooks, log, expected_log):
        return _FLAGS_HINT
    for kind, hint in _AFTER_HINTS.items():
        if _reports_after(kind, hooks, log) > _reports_after(kind, hooks, expected_log):
            return hint
    if log.count("report") > expected_log.count("report") and _reports_after(
        "ok", hooks, log
    ) > _reports_after("ok", hooks, expected_log):
        return _RETURNED_HINT
    for kind, hint in _MISSED_HINTS.items():
        if _reports_after(kind, hooks, log) < _reports_after(kind, hooks, expected_log):
            return hint
    if sorted(log) == sorted(expected_log):
        return (
            "Report each failure at once, in the except block, before the next hook "
            "runs: not in a second loop after all of them."
        )
    return _SKIPPED_HINT if _some_skipped(runs, listed) else ""


def _stopped_after_a_return(hooks: list[_Observer], runs: list[str]) -> bool:
    """Whether the run stopped right after an ``"ok"`` hook returned (a value taken for a
    verdict that ends the run)."""
    last = runs[-1].split("(", 1)[0]
    return any(hook.label == last and hook.kind == "ok" for hook in hooks)


_ORDER_HINT = (
    "Call the hooks in the order listed, hooks[0] first, whatever attributes they carry: "
    "no sort (by a priority, an order, a name), no reversal."
)
_ATTRIBUTES_HINT = (
    "Run every hook in the list, whatever attributes it carries (enabled = False, "
    "disabled, skip, another event or matcher), and call the hook itself, not one of its "
    "attributes (a hook or callback): the runner was handed the hooks to run."
)


_FLAGS_HINT = (
    "Report and count every failure, then go on, whatever flags its hook carries (critical, "
    "fatal, required, strict = True): the runner never re-raises a hook's exception, stops "
    "the run or keeps a failure from report for one."
)


def _flagged_runs(hooks: list[_Observer]) -> set[str]:
    """The log entries of the failing hooks carrying :data:`FAILURE_FLAGS`."""
    return {
        f"{hook.label}(the event)"
        for hook in hooks
        if hook.kind in _FAILING and getattr(hook.listed, FAILURE_FLAGS[0], None) is True
    }


def _failure_kept_at_a_flag(hooks: list[_Observer], log: list[str], expected: list[str]) -> bool:
    """Whether the run went wrong at a flagged hook's failure (re-raised, the run stopped, or
    not reported), after an unflagged hook's failure was reported as it should be: the
    flags, not the failure, changed what the runner did."""
    flagged = _flagged_runs(hooks)
    agreed = next(
        (i for i, (got, want) in enumerate(zip(log, expected, strict=False)) if got != want),
        min(len(log), len(expected)),
    )
    if agreed == len(expected) or agreed == 0:
        return False
    at_flag = log[agreed - 1] in flagged or (
        agreed >= 2 and log[agreed - 1] == "report" and log[agreed - 2] in flagged
    )
    handled = any(
        later == "report" and entry not in flagged
        for entry, later in itertools.pairwise(log[:agreed])
    )
    return at_flag and handled


def _some_skipped(runs: list[str], listed: list[str]) -> bool:
    """Whether some hooks did not run, though a later one did: the ones that ran are in
    the listed order, with gaps (no stop at a failure, which would run a first part)."""
    if len(runs) >= len(listed) or runs == listed[: len(runs)]:
        return False
    left = iter(listed)
    return all(entry in left for entry in runs)


_SKIPPED_HINT = (
    "Run every entry of hooks, each its own hook: none skipped for what the object it is "
    "bound to carries (enabled = False on a method's __self__), nor for sharing a "
    "function with another entry (two objects' bound methods are two hooks)."
)


def _registered_skipped(hooks: list[_Observer], log: list[str]) -> bool:
    """Whether the hooks carrying registry switches (:data:`SWITCHED`) alone did not run:
    every other hook did, in order (an example of more hooks than that tells)."""
    if len(hooks) <= max(SWITCHED):
        return False
    skipped = {f"h{number}(the event)" for number in SWITCHED}
    runs = [entry for entry in log if entry != "report"]
    others = [f"{hook.label}(the event)" for hook in hooks]
    return runs == [entry for entry in others if entry not in skipped]


_AFTER_HINTS = {
    "slow": (
        "A slow hook that returns has not failed: only a raise counts (no timing of hooks, "
        "no TimeoutError of your own)."
    ),
    "gives": (
        "Only a hook that raises has failed: a value it returns, an exception object too, "
        "is not a failure (and not the next event)."
    ),
    "group": (
        "An ExceptionGroup from one hook is one failure: report the group itself, once, "
        "and count it once (do not open it)."
    ),
    "listing": (
        "Only an ExceptionGroup is a group, and even a group is one failure: an exception "
        "that carries a list named exceptions is reported as it is, once (no "
        "hasattr(exc, 'exceptions') test)."
    ),
    "warns": (
        "A warning is not a failure: only an exception a hook raises counts (no warnings "
        "filter turning warnings into errors around the hooks)."
    ),
}


EVERY_RETURN = (
    "hooks returning every kind of value (False, 'error', an exception class, an awaitable, "
    "a generator, ...), then a failure"
)

_RETURNED_HINT = (
    "What a hook returns is ignored: a hook that returned (False, 0, 'error', a dict "
    "saying it failed, an exception class, an awaitable: never await it, a generator: "
    "never run it, a function: never call it, a Go-style (None, 'disk full') pair, a Deny, "
    "NotImplemented, a Claude Code hook's {'continue': False}, a value whose truth test "
    "raises: never `if returned:`) has not failed, and the run goes on; count and report "
    "raises only."
)


_FALSY_REPORT_HINT = (
    "report is any callable, falsy or not (a recorder with no entries yet): call it for "
    "each failure, with no `if report` test of its truth."
)
_LIBRARY_HINT = (
    "Every Exception is a failure, a library's too (a json.JSONDecodeError, a dataclasses."
    "FrozenInstanceError, the workbook's own ToolhooksError): count and report it, and go "
    "on; skip or re-raise none."
)
_BUILTIN_HINT = (
    "Catch every Exception, of every built-in kind too (an AttributeError, "
    "NotImplementedError, AssertionError, OSError, RecursionError, MemoryError, "
    "StopIteration, a raised Warning): each is a failure like any other, counted and "
    "reported, not skipped, re-raised or the end of the hooks."
)


UNHASHABLE_ERROR = "an unhashable exception (an eq dataclass's), twice, then a failure"
UNPRINTABLE_ERROR = "an exception whose str() raises (f'{exc}' fails), then a failure"
LISTING_ERROR = "an exception (no group) carrying a list of exceptions as .exceptions"

_MISSED_HINTS = {
    "shared": (
        "Each raise is a failure of its own: two hooks raising one exception object are "
        "reported and counted twice (do not skip an exception seen before)."
    ),
    "builtin": _BUILTIN_HINT,
    "errno": _BUILTIN_HINT,
    "falsyerror": (
        "Every exception caught is a failure, a falsy one too (its class may define "
        "__bool__ or __len__): report in the except block, not after `if error:`."
    ),
    "unprintable": UNPRINTABLE_HINT,
    "benign": (
        "A raise is a failure whatever its message says ('I/O operation on closed file.', "
        "'not found', 'ok', 'skipped', 'timed out'), whatever its kind suggests (a "
        "unittest.SkipTest) and whatever it holds (a RuntimeError whose args hold a "
        "KeyboardInterrupt is an Exception): count and report it; never read the message, "
        "or what it carries, to decide."
    ),
    "unhashable": (
        "An exception may be unhashable (an eq dataclass sets __hash__ to None): report "
        "each one as it is, with no memo, set or dict keyed by it (functools.cache hashes "
        "its arguments)."
    ),
    "unsigned": (
        "Call every entry of hooks as it is, with no inspect.signature check first: a "
        "signature that cannot be read (as many builtins') is still a hook."
    ),
    "unreprable": (
        "Do nothing with a hook but call it, inside the try: its repr() may raise (a hook "
        "object's __repr__ is its own code), so build no log line of it outside the try."
    ),
    "registry": (
        "Do nothing with a hook but call it, inside the try: reading any attribute of it "
        "(a name, a label) may raise, getattr with a default too (a registry object's "
        "__getattr__ raises KeyError), so read none outside the try."
    ),
    "positional": (
        "Call each hook with the event as its one positional argument, hook(event): a "
        "hook's parameter may be positional-only ([].append's is), so no keyword."
    ),
}


def _repr_failed(error: BaseException) -> bool:
    """Whether ``error`` is (or was raised while handling) an ``"unreprable"`` hook's
    failing ``repr()``, as the answer's process words it (:class:`.child._Stub`). Read by
    its words, not its class: an exception class the answer's process names is never
    rebuilt here (the answer could name any), and an answer that forges the words gets
    only this hint, never another verdict."""
    link: BaseException | None = error
    for _ in range(10):
        if link is None:
            return False
        if isinstance(link, RuntimeError) and str(link).startswith("repr() of "):
            return True
        link = link.__cause__ or link.__context__
    return False


def _reports_after(kind: str, hooks: list[_Observer], log: list[str]) -> int:
    """How many ``report`` entries follow the runs of ``kind`` hooks, each up to the next hook."""
    labels = {f"{hook.label}(the event)" for hook in hooks if hook.kind == kind}
    count, inside = 0, False
    for entry in log:
        if entry != "report":
            inside = entry in labels
        elif inside:
            count += 1
    return count


BASE_GROUPS: dict[str, list[Kind]] = {
    "a BaseExceptionGroup holding a KeyboardInterrupt": ["basegroup", "fails"],
    "a BaseExceptionGroup holding a SystemExit": ["fails", "basegroup", "ok"],
    "a BaseExceptionGroup holding a GeneratorExit": ["ok", "fails", "basegroup", "ok"],
    "a BaseExceptionGroup holding a CancelledError, a group further in": [
        "ok",
        "fails",
        "ok",
        "basegroup",
        "ok",
    ],
}
"""The fixed cases whose hook raises a ``BaseExceptionGroup`` (hook numbers 0 to 3 pick
what it holds beside an Exception): not an ``Exception``, so it propagates as it is."""

SLOW_AND_NESTED = (
    "a hook taking an hour by your clocks, then one running the runner on hooks of its own"
)
"""The fixed case of a slow hook (not a failure) and a run a hook starts inside this one
(its failures are not this run's): both return."""
NESTED_THEN_FAILS = "a hook running the runner on hooks of its own, then raising"
RENESTED = (
    "a hook running the runner on a list holding itself (it returns there), a failing hook "
    "and one that returns: it runs in that run too"
)
"""The fixed case of a run holding the hook that started it (batch BF: a set of the hooks
running, kept to stop a runaway recursion, skipped it)."""
RERUN = (
    "a hook running the runner again on the very same hooks, event and report (it returns "
    "there), between two failing hooks: that run runs them all and reports to that report"
)
"""The fixed case of a run started with the outer run's own objects (batch BG: a guard keyed
by ``id(hooks)`` skipped it; one keyed by ``id(report)`` reported nothing from it)."""
"""The fixed case of a hook that fails after the run it started (batch AF: the hook in
hand kept on a class, which the inner run replaced)."""

EQUAL_HOOKS = "distinct failing hooks that are == one another (one hash)"
IMPLICIT_CONTEXT = (
    "a hook raising while it handles another exception (an implicit __context__): report "
    "gets what it raised"
)
TWIN_METHODS = (
    "two bound methods of one class's function, on two objects (one __func__), the first "
    "one's object carrying enabled = False: each is a hook of its own, and runs"
)
"""The fixed case whose failing hooks compare equal: each is reported itself."""

EVERY_BUILTIN = "every built-in Exception subclass (walked from builtins), each with a message"
ALL_FALSY = "hooks that are all falsy objects, one failing (any(hooks) is False)"
EVERY_LIBRARY = (
    "every library error a hook meets (json, subprocess, sqlite3, decimal, re, urllib, a "
    "frozen dataclass, a pool's cancel, the workbook's own), each a failure"
)
_LIBRARY_ERRORS = library_errors()
"""The fixed case whose hooks raise each built-in kind once."""
ERRNO_ERRORS = (
    "OSErrors with an errno, as the system raises them: a full disk (ENOSPC), a read-only "
    "file system, a quota, a broken pipe, ..."
)
"""The fixed case whose hooks raise each of :data:`_ERRNO_ERRORS` once, between two that pass."""
BENIGN_MESSAGES = (
    "exceptions whose messages read like a condition to pass over ('I/O operation on closed "
    "file.', 'no sink configured', 'ok', 'not found', ...): each a failure"
)
NOTED_ERROR = "a failure whose __notes__ a library set to a tuple (add_note on it raises)"

FALSY_EVENTS: dict[str, Any] = {
    "an empty string": "",
    "zero": 0,
    "an empty dict": {},
    "None (no payload is still an event)": None,
}
"""Events that are falsy: still events, which every hook gets."""


def _holds_a_copy(handed: Any, event: Any) -> bool:
    """Whether ``event`` is a dict holding, where ``handed`` held :data:`EVENT`, an equal
    copy of it (a deep copy of the dict; a dict crosses by value, the HookContext in it by
    reference, so only that tells a deep copy from the event itself)."""
    if type(handed) is not dict or type(event) is not dict:
        return False
    return any(
        value is EVENT and event.get(key) is not EVENT and _equal(event.get(key), EVENT)
        for key, value in handed.items()
    )


CAUSED_BY_AN_INTERRUPT = (
    "a failure raised from a KeyboardInterrupt (an Exception all the same: counted)"
)
DICT_EVENT = "a dict holding dicts and a HookContext (a hook payload): itself, not a deep copy"
PLAIN_EVENTS: dict[str, Any] = {
    "a string that parses as JSON": '{"tool": "lookup_user", "ok": true}',
    "a tuple of two": ("u_004", "free"),
    "a list of two": ["u_004", "free"],
    "a str subclass (a StrEnum member's kind): itself, not str() of it": Text("end"),
    DICT_EVENT: {
        "hook_event_name": "PostToolUse",
        "context": EVENT,
        "tool_name": "lookup_user",
        "tool_response": {"content": [{"type": "text", "text": "done"}], "is_error": False},
    },
}
"""Events an answer may take for something to read first (JSON text to decode, arguments to
unpack): each hook gets the event itself, as one argument."""


def _outcome_event(status: str) -> ToolOutcome:
    """A PostToolUse event, the finished call ended in ``status``: a denied call, one that
    never ran, is still an event every hook gets (PostToolUse runs after every call)."""
    ran = status in ("ok", "tool_error")
    denial = Denial("same_user", Deny("not your account", "ask for your own id"))
    results = {
        "ok": tool_result("toolu_01", "done"),
        "denied": synthetic_error_result("toolu_01", denial.deny),
        "hook_failed": None,
    }
    return ToolOutcome(
        "lookup_user",
        "toolu_01",
        EVENT,
        datetime(2026, 3, 2, 9, 0, tzinfo=timezone.utc),
        status,  # type: ignore[arg-type]
        {"user_id": "u_004"},
        {"user_id": "u_004"} if ran else None,
        results.get(status, error_result("toolu_01", f"{status} for the test")),
        denial=denial if status == "denied" else None,
        problem=None if ran or status == "denied" else f"{status} for the test",
    )


PLAIN_EVENTS.update(
    {
        f"a ToolOutcome whose status is {status}": _outcome_event(status)
        for status in OUTCOME_STATUSES
    }
)
PLAIN_EVENTS.update(
    {
        f"a SessionEnd (a Stop event) ending in {reason}": SessionEnd(
            EVENT,
            datetime(2026, 3, 2, 9, 0, tzinfo=timezone.utc),
            datetime(2026, 3, 2, 9, 30, tzinfo=timezone.utc),
            reason,
        )
        for reason in ("end_turn", "max_tokens")
    }
)
"""A Stop event is an event like any other: a failing Stop hook is reported, and the next
one still runs (the session ending is no reason to skip the rest)."""


def _falsy_event(answer: Callable[..., Any], event: Any) -> None:
    """Every hook runs on a falsy ``event`` too, and a failure is still reported."""
    _all_run_and_failures_reported(answer, ["ok", "fails", "ok"], event)


def _stopped_after_a_report(log: list[str], expected_log: list[str]) -> bool:
    """Whether the run went as expected up to a report, and then stopped."""
    return (
        0 < len(log) < len(expected_log)
        and log == expected_log[: len(log)]
        and (log[-1] == "report")
    )


_STOP_EVENT = (
    "A Stop event (a SessionEnd) is an event like any other: after a hook fails, report it "
    "and go on with the next hook; the session ending is no reason to skip the rest."
)


def _interrupt_propagates(answer: Callable[..., Any], kinds: list[Kind] | str) -> None:
    """A hook's ``KeyboardInterrupt`` or ``SystemExit`` comes out of the answer; no hook after
    it runs."""
    if isinstance(kinds, str):
        _RUNS_OF_RUNS[kinds](answer)
        return
    count, _hooks_run, expected_log, log, _raised, _reported, example = _run(answer, kinds)
    stop, name = next(
        _STOPS.get(kind, (_BASE_GROUP, "BaseExceptionGroup")) for kind in kinds if kind in _STOPPING
    )
    if not isinstance(count, stop):
        raise Mismatch(
            example,
            f"returned {shown(count)}",
            f"the {name} the hook raised propagates",
            _GROUP_STOP_HINT if "basegroup" in kinds else _INTERRUPT_HINT,
        )
    if log != expected_log:
        hooks_alone = [entry for entry in log if entry != "report"]
        reported = hooks_alone == [entry for entry in expected_log if entry != "report"]
        raise Mismatch(
            example,
            f"hooks ran: {log}",
            f"hooks run up to the interrupt: {expected_log}",
            _INTERRUPT_UNREPORTED if reported else "",
        )


_INTERRUPT_UNREPORTED = (
    "Report only an Exception: a KeyboardInterrupt, SystemExit or GeneratorExit propagates "
    "as it is, report not called for it (catch Exception alone; the rest goes on up)."
)
AGAIN_AFTER_A_STOP = (
    "a run stopped by a hook's KeyboardInterrupt, then the very same hooks run again (the "
    "hook that stopped it returns this time)"
)


class _Step:
    """A hook of :func:`_runs_again_after_a_stop`: it logs its label, then returns,
    raises ``ObserverFailed`` (``fails``; ``fails later``: from its second call on), or
    raises a ``KeyboardInterrupt`` on its first call only (``stops once``)."""

    def __init__(self, label: str, does: str, log: list[str]) -> None:
        self.label, self.does, self.log, self.calls = label, does, log, 0

    def __call__(self, _event: Any) -> None:
        self.calls += 1
        self.log.append(self.label)
        if self.does == "stops once" and self.calls == 1:
            raise GradingInterrupt()
        if self.does == "fails" or (self.does == "fails later" and self.calls > 1):
            raise ObserverFailed(f"{self.label} could not write")

    def __repr__(self) -> str:
        return f"{self.label}:{self.does}"


NO_ARGS = (
    "exceptions raised bare, with no arguments at all (raise ObserverFailed: args is ()), "
    "and with an empty message"
)
RUN_AFTER_RUN = "a hook failing in run after run, 12 runs of the very same hooks"
RUNS = 12


def _fails_run_after_run(answer: Callable[..., Any]) -> None:
    """Every run calls every hook, however often one failed in the runs before: each run
    reports its failure and counts it (no strike count or circuit breaker across runs)."""
    log: list[str] = []
    hooks = [_Step("h0", "fails", log), _Step("h1", "returns", log)]
    example = f"run_observers({hooks!r}, event, report), {RUNS} times: {RUN_AFTER_RUN}"
    for run in range(1, RUNS + 1):
        reported: list[Any] = []
        log.clear()
        count = call_answer(answer, list(hooks), EVENT, _recording(reported), example=example)
        if log != ["h0", "h1"] or count != 1 or len(reported) != 1:
            raise Mismatch(
                f"{example} (run {run})",
                f"hooks ran: {log}, {len(reported)} reported, returned {shown(count)}",
                "hooks run: ['h0', 'h1'], 1 reported, returned 1",
                _BREAKER_HINT if run > 1 else "",
            )


FAILS_LATER = "a hook that returned in its first run and fails in the next, the very same hooks"


def _fails_in_a_later_run(answer: Callable[..., Any]) -> None:
    """A hook that ran cleanly once is guarded all the same in the next run: its failure
    there is reported and counted (no hook trusted for having worked before: batch AT)."""
    log: list[str] = []
    hooks = [_Step("h0", "fails later", log), _Step("h1", "returns", log)]
    example = f"run_observers({hooks!r}, event, report), twice: {FAILS_LATER}"
    call_answer(answer, list(hooks), EVENT, _recording([]), example=example)
    log.clear()
    reported: list[Any] = []
    try:
        count = call_answer(answer, list(hooks), EVENT, _recording(reported), example=example)
    except AnswerCrashed as crash:
        crash.hint = _TRUSTED_NONE_HINT
        raise
    if log != ["h0", "h1"] or count != 1 or len(reported) != 1:
        raise Mismatch(
            f"{example} (run 2)",
            f"hooks ran: {log}, {len(reported)} reported, returned {shown(count)}",
            "hooks run: ['h0', 'h1'], 1 reported, returned 1",
            _TRUSTED_NONE_HINT,
        )


_TRUSTED_NONE_HINT = (
    "Guard every call of every hook, in every run: a hook that worked before may fail now "
    "(no hook trusted, and called outside the try, for having run cleanly once)."
)


_BREAKER_HINT = (
    "Each run calls every hook, however often it failed before: no strike count or circuit "
    "breaker kept across runs. A failing hook is called again, and its failure reported "
    "and counted again, run after run."
)


def _runs_again_after_a_stop(answer: Callable[..., Any]) -> None:
    """After a run a hook stopped, a run with the very same hook objects runs them all: no
    mark the stopped run left (a 'running' set cleared outside ``finally``) skips one."""
    log: list[str] = []
    hooks = [_Step("h0", "returns", log), _Step("h1", "stops once", log)]
    hooks.append(_Step("h2", "fails", log))
    reported: list[Any] = []
    example = f"run_observers({hooks!r}, event, report) twice: {AGAIN_AFTER_A_STOP}"
    with contextlib.suppress(AnswerCrashed):  # whether it propagated is another case's
        call_answer(answer, list(hooks), EVENT, _recording(reported), example=example)
    log.clear()
    count = call_answer(answer, list(hooks), EVENT, _recording(reported), example=example)
    if log != ["h0", "h1", "h2"] or count != 1:
        raise Mismatch(
            example + " (the second run)",
            f"hooks ran: {log}, returned {shown(count)}",
            "hooks run: ['h0', 'h1', 'h2'], returned 1",
            _AGAIN_HINT,
        )


# The cases that run the very same hooks more than once: a case's value is its name, and
# this table its own check (a list of kinds is one run).
DEEP_RUNS = (
    "runs nested 5 deep: each run's hooks [one starting the next run, one failing] (no "
    "depth cap: every run runs its hooks)"
)
_DEPTH = 5


def _deep_runs(answer: Callable[..., Any]) -> None:
    """Runs started by hooks, five deep: each runs both its hooks and counts its own one
    failure (a cap on nesting returns 0 for the deepest runs without running them)."""
    counts: list[tuple[int, Any]] = []

    def starting(level: int) -> Callable[[Any], None]:
        def start_the_next_run(event: Any) -> None:
            if level < _DEPTH:
                hooks = [starting(level + 1), _failing]
                counts.append((level + 1, call_answer(answer, hooks, event, _ignore, example="")))

        return start_the_next_run

    top = call_answer(answer, [starting(1), _failing], EVENT, _ignore, example=DEEP_RUNS)
    got = [(1, top), *sorted(counts, key=lambda pair: pair[0])]
    want = [(level, 1) for level in range(1, _DEPTH + 1)]
    if got != want:
        raise Mismatch(
            DEEP_RUNS,
            "counts by depth: " + ", ".join(f"run {lvl} returned {shown(c)}" for lvl, c in got),
            "each of the 5 runs returned 1",
            _INNER_RUN_HINT,
        )


def _failing(_event: Any) -> None:
    raise ObserverFailed("this sink is down")


BUILTIN_HOOKS = (
    "hooks that are built-ins (as outcomes.append is; int itself), the first two raising; a "
    "text event"
)


class _BuiltinHook(_Step):
    """A :class:`_Step` that stands as a built-in method in the answer's process
    (``__stub_builtin__``): a built-in may raise like any hook (``[].remove(x)`` does)."""

    __stub_builtin__ = True


class _IntHook:
    """``int`` as a hook: in the answer's process it is ``int`` itself (in a
    ``functools.partial``), run there alone, in C, so its ``ValueError`` on a text event has
    no frame of the hook in its traceback (batch AY read ``extract_tb(...)[1]``)."""

    __stub_c_builtin__ = "int"

    def __call__(self, event: Any) -> Any:
        return int(event)

    def __repr__(self) -> str:
        return "int"


def _builtin_hooks(answer: Callable[..., Any]) -> None:
    """Built-in hooks are guarded like any: the first one's failure is reported and
    counted, and the next runs (batch AT called built-ins outside its try); ``int`` itself
    fails on a text event with no Python frame of its own."""
    log: list[str] = []
    hooks = [_BuiltinHook("h0", "fails", log), _IntHook(), _BuiltinHook("h1", "returns", log)]
    reported: list[Any] = []
    example = f"run_observers({hooks!r}, 'end', report): {BUILTIN_HOOKS}"
    try:
        count = call_answer(answer, list(hooks), "end", _recording(reported), example=example)
    except AnswerCrashed as crash:
        crash.hint = _BUILTIN_GUARDED
        raise
    right_errors = [type(error) for _, error in reported][1:] == [ValueError]
    reported_hooks = [hook for hook, _ in reported]
    if log != ["h0", "h1"] or count != 2 or reported_hooks != hooks[:2] or not right_errors:
        raise Mismatch(
            example,
            f"hooks ran: {log}, reported {_shown_reported(reported, [])}, returned {shown(count)}",
            "hooks run: ['h0', 'int', 'h1'], h0 and int (its ValueError) reported, returned 2",
            _BUILTIN_GUARDED,
        )


GROWN_LIST = "the very same list of hooks, a failing hook appended to it between two runs"


def _grown_list(answer: Callable[..., Any]) -> None:
    """``hooks`` run, then grown in place by a failing hook (``int`` on a text event) and
    run again, then a new list of the same hooks: each run runs the list as it is then (a
    plan memoised by ``id(hooks)`` runs the old list: batch BC)."""
    log: list[str] = []
    hooks = [_Step("h0", "returns", log)]
    reported: list[Any] = []
    example = f"run_observers(hooks, 'end', report) for {GROWN_LIST}"
    counts = call_grown(
        answer, list(hooks), "end", _recording(reported), extra=[_IntHook()], example=example
    )
    if list(counts) != [0, 1, 1]:
        raise Mismatch(
            example,
            f"returned {shown(counts[0])}, then {shown(counts[1])}, then {shown(counts[2])} "
            "for a new list of the same hooks",
            "0, then 1 (int failed), then 1",
            _GROWN_HINT,
        )


_GROWN_HINT = (
    "Run hooks as the list holds them at each call: no plan memoised by id(hooks) (the "
    "caller may append to the very same list between runs)."
)


_BUILTIN_GUARDED = (
    "Guard every hook the same way, a built-in one too (outcomes.append, [].remove, int): a "
    "built-in may raise like any other callable, and its traceback holds no frame of its "
    "own (read nothing from exc.__traceback__ but what is there)."
)


class _DeepCopyHook:
    """``copy.deepcopy`` as a hook: in the answer's process it is ``copy.deepcopy`` itself,
    run there on a nested event, a hundred frames deep, and it returns (batch AZ capped a
    hook's stack at 60 frames: a deep hook that returns is no failure)."""

    __stub_c_builtin__ = "deepcopy"

    def __call__(self, event: Any) -> Any:
        return copy.deepcopy(event)

    def __repr__(self) -> str:
        return "copy.deepcopy"


DEEP_HOOK = "a hook that takes a hundred frames of stack (copy.deepcopy of a nested event)"
_NESTED_EVENT: Any = "bottom"
for _ in range(40):
    _NESTED_EVENT = {"next": _NESTED_EVENT}


def _deep_hook(answer: Callable[..., Any]) -> None:
    """A hook that needs a hundred frames of stack and returns has not failed."""
    log: list[str] = []
    hooks = [_DeepCopyHook(), _Step("h1", "returns", log)]
    reported: list[Any] = []
    example = f"run_observers({hooks!r}, an event nested 40 dicts deep, report): {DEEP_HOOK}"
    count = call_answer(answer, list(hooks), _NESTED_EVENT, _recording(reported), example=example)
    if log != ["h1"] or count != 0 or reported:
        raise Mismatch(
            example,
            f"hooks ran: {log}, reported {_shown_reported(reported, [])}, returned {shown(count)}",
            "hooks run: ['copy.deepcopy', 'h1'], none reported, returned 0",
            _DEEP_HOOK_HINT,
        )


_DEEP_HOOK_HINT = (
    "Leave the stack to the hooks: a hook may need many frames (a recursive one, a deep "
    "copy) and still return; no sys.setrecursionlimit around it, and only a raise is a "
    "failure."
)


REPORT_RETURNS = "a report that returns a number (7) and one that returns True: ignored"


def _report_returns(answer: Callable[..., Any]) -> None:
    """What ``report`` returns is ignored: the count is of the hooks that raised (batch BB
    added what it returned to the count)."""
    for returned in (7, True):
        log: list[str] = []
        hooks = [_Step("h0", "fails", log), _Step("h1", "returns", log)]
        reported: list[Any] = []

        def report(
            hook: Any, error: Any, _returned: Any = returned, _into: list[Any] = reported
        ) -> Any:
            _into.append((hook, error))
            return _returned

        example = f"run_observers({hooks!r}, 'end', report), report returning {returned!r}"
        count = call_answer(answer, list(hooks), "end", report, example=example)
        if type(count) is not int or count != 1 or len(reported) != 1:
            raise Mismatch(
                example,
                f"returned {shown(count)}, reported {len(reported)} failures",
                "returned 1, one failure reported",
                _REPORT_RETURNS_HINT,
            )


_REPORT_RETURNS_HINT = (
    "Count the hooks that raised, one each: what report returns (a number, True) is "
    "ignored, never added to the count or read as a verdict."
)


_RUNS_OF_RUNS: dict[str, Callable[[Callable[..., Any]], None]] = {
    REPORT_RETURNS: _report_returns,
    RUN_AFTER_RUN: _fails_run_after_run,
    BUILTIN_HOOKS: _builtin_hooks,
    GROWN_LIST: _grown_list,
    DEEP_HOOK: _deep_hook,
    FAILS_LATER: _fails_in_a_later_run,
    AGAIN_AFTER_A_STOP: _runs_again_after_a_stop,
    DEEP_RUNS: _deep_runs,
}


def _recording(reported: list[Any]) -> Callable[..., None]:
    def report(hook: Any, error: Any) -> None:
        reported.append((hook, error))

    return report


_AGAIN_HINT = (
    "Each run starts afresh: keep no mark between runs (a set of hooks 'running', cleared "
    "after the call but not in a finally, stays set when a KeyboardInterrupt passes through, "
    "and the next run skips that hook)."
)

MAX_MINED_COUNT = 1000
"""The largest number an answer names that is tried as a count of hooks (and one more)."""


def _a_count(value: float) -> int | None:
    """``value`` as a count of hooks, when it is one (whole, not negative, not too many)."""
    if value != int(value) or not 0 <= value <= MAX_MINED_COUNT:
        return None
    return int(value)


def _mined_hooks(named: Mined) -> Iterator[tuple[object, Sequence[Kind] | Spelled]]:
    """Each text the answer names as every hook's ``__name__`` and its exception's message;
    each count as how many hooks fail before one that returns and one more that fails (a
    cap on hooks, failures or reports at that number shows at the next)."""
    for text in named.texts:
        yield text, Spelled(("ok", "fails", "builtin", "ok", "chained", "fails"), text)
    for number in named.numbers:
        count = _a_count(number)
        for many in () if count is None else (count, count + 1):
            kinds: list[Kind] = ["fails"] * many
            yield number, [*kinds, "ok", "fails"]


def _mined_events(named: Mined) -> Iterator[tuple[object, Any]]:
    """Each value the answer names as the event, alone, inside a longer text (a prefix, a
    suffix, in the middle), as a dict's key and value (a text in a list too); each count
    as the length of a text and of a list: handed on as it is."""
    for text in named.texts:
        for longer in (text, f"{text}_tail", f"head_{text}", f"head_{text}_tail"):
            yield text, longer
        yield text, {text: text}
        yield text, [text]
    for number in named.numbers:
        for event in (number, {"n": number}):
            yield number, event
        count = _a_count(number)
        for many in () if count is None else (count, count + 1):
            yield number, "x" * many
            yield number, ["x"] * many


def _has(kind: str) -> Callable[[list[Kind]], bool]:
    return lambda kinds: kind in kinds


EXERCISE = Exercise(
    number=10,
    id="observers",
    title="10 · Post and Stop hooks never break the agent",
    notebook="07-When-A-Hook-Crashes.ipynb",
    name=NAME,
    params=("hooks", "event", "report"),
    spec=(
        "Call every hook with the event, in order. When one raises, call report(hook, "
        "exception) and go on with the next: never raise.\nReturn how many hooks failed."
    ),
    returns=(
        "an `int`, how many hooks raised (`0` when none did). It may be called from any "
        "thread (one run at a time: no lock needed; a run a hook starts is a run too, on the "
        "very same `hooks` and `report` too: every hook of its own run, and each counts only "
        "its own failures), with any number of "
        "hooks (a `list`), and "
        "leaves "
        "`hooks` as it was (`report` too: "
        "any callable, a bound method or a falsy object too). Every hook runs, in order, "
        "whatever attributes it carries "
        "(a `priority`, `enabled = False`). "
        "Each hook gets `event` itself, as its one "
        "argument, not a copy (nor what an earlier hook returned). For each hook that "
        "raised, in order, `report(hook, exception)` is called once, at once (before the "
        "next hook runs), with the hook object as listed (a bound method itself, not its "
        "`__self__`, nor another hook `==` to it) and the exception object it raised (an "
        "`ExceptionGroup` too: one failure); what is added to it, a note or a cleared "
        "traceback, is not graded (but its `__notes__` may be a tuple a library set, on "
        "which `add_note` raises). What `report` does is not graded: it never "
        "raises here. A hook listed twice is called twice, and two hooks raising one "
        "exception object are two failures. Every `Exception` counts, whatever its message "
        "says (`'I/O operation on closed file.'`, `'ok'`) or its `args` hold (a "
        "`KeyboardInterrupt` too), a `unittest.SkipTest` too, of any built-in kind "
        "(an `AttributeError`, `NotImplementedError`, `AssertionError`, `OSError`), a "
        "`RecursionError`, `MemoryError` or `StopIteration` too (a raised `Warning` too; "
        "an exception object may be falsy). Every entry of `hooks` is a plain (not async) "
        "callable, an unhashable one too, a falsy one too, a class too: call it, "
        "`hook(event)` (no signature check first). What a hook returns is ignored (an "
        "exception object too, an awaitable too: never awaited, closing a returned "
        "coroutine is not graded; a generator too: never run), and a warning is not a "
        "failure (`warnings.warn` raises nothing). Only an `Exception` is "
        "caught and counted (its message may be empty, its `str()` may raise): a "
        "`KeyboardInterrupt`, "
        "`SystemExit`, `GeneratorExit` or other `BaseException` that is no `Exception` (an "
        "`asyncio.CancelledError`) propagates as it is, the very object (a note or "
        "`from None` added to it is not graded; a `BaseExceptionGroup` holding "
        "one too, whatever else it holds), unreported, and no hook after it runs; "
        "nothing else is raised."
    )
    + SAID_WHERE["anywhere"],
    reference=reference,
    delegates=("toolhooks.chain.run_observers",),
    properties=(
        Property(
            "every hook runs once, in order, even after others failed; each failure is "
            "reported once with its hook and exception; the count of failures is returned; "
            "nothing is raised",
            _all_run_and_failures_reported,
            st.lists(
                st.sampled_from(
                    [
                        "ok",
                        "fails",
                        "silent",
                        "chained",
                        "gives",
                        "again",
                        "builtin",
                        "equal",
                        "slotted",
                    ]
                ),
                max_size=8,
            ),
            cases={
                "no hooks": [],
                LONG_LIST: [*["ok"] * 998, "fails", "ok"],
                FLAGGED: ["ok", "fails", "ok", "fails", "fails"],
                "one failure": ["fails"],
                "failure in the middle": ["ok", "fails", "ok"],
                "two failures": ["fails", "fails"],
                "empty exception message": ["silent", "ok"],
                NO_ARGS: ["ok", "silent", "silent", "fails"],
                "a failing hook listed twice": ["fails", "again", "ok"],
                "a hook listed twice": ["ok", "again", "fails"],
                "a failure raised from a cause": ["ok", "chained", "fails"],
                CAUSED_BY_AN_INTERRUPT: ["ok", "ok", "ok", "chained", "fails"],
                IMPLICIT_CONTEXT: ["chained", "ok", "fails"],
                "an ExceptionGroup of two from one hook": ["group", "ok"],
                "an ExceptionGroup of one from one hook": ["ok", "group", "fails"],
                "a functools.wraps-style hook (it has __wrapped__) that fails": ["ok", "wrapped"],
                "a hook returning an exception object, not raising it": ["gives", "ok", "fails"],
                "a falsy hook object (__bool__ False)": ["falsy", "fails", "falsy"],
                ALL_FALSY: ["falsy", "falsyfails"],
                "two hooks raising one shared exception object": ["shared", "ok", "shared"],
                "a hook listed twice, raising one shared exception object": [
                    "shared",
                    "again",
                    "ok",
                ],
                "built-in kinds: RecursionError, MemoryError, StopIteration": [
                    "builtin",
                    "builtin",
                    "builtin",
                    "ok",
                ],
                "a hook that warns (a DeprecationWarning), not raises": ["warns", "ok", "fails"],
                "hooks of every callable kind (bound method, partial, lambda, object) failing": [
                    "method",
                    "partial",
                    "lambda",
                    "fails",
                ],
                "a failing hook whose signature cannot be read": ["ok", "unsigned", "ok"],
                POSITIONAL_CASE: ["ok", "positional", "ok"],
                UNREPRABLE_CASE: ["unreprable", "ok", "fails"],
                SLOTTED_CASE: ["ok", "slotted", "ok"],
                SINK_CASE: ["ok", "sink"],
                "a class listed as a hook, failing": ["ok", "class", "fails"],
                EQUAL_HOOKS: ["equal", "ok", "equal", "fails"],
                TWIN_METHODS: ["method", "ok", "method", "fails"],
                "a falsy exception object (its __bool__ is False)": ["ok", "falsyerror", "fails"],
                UNHASHABLE_ERROR: ["ok", "unhashable", "fails", "unhashable"],
                UNPRINTABLE_ERROR: ["ok", "unprintable", "fails"],
                LISTING_ERROR: ["ok", "listing", "fails"],
                "a raised Warning (UserWarning), not a warning given": [
                    "ok",
                    "ok",
                    "ok",
                    "builtin",
                ],
                EVERY_BUILTIN: ["builtin"] * len(_BUILTIN_KINDS),
                EVERY_LIBRARY: ["library"] * len(_LIBRARY_ERRORS),
                ERRNO_ERRORS: ["ok", *["errno"] * len(_ERRNO_ERRORS), "ok"],
                BENIGN_MESSAGES: ["ok", *["benign"] * len(_BENIGN_ERRORS), "ok"],
                NOTED_ERROR: ["ok", "noted", "fails"],
                SLOW_AND_NESTED: ["fails", "slow", "nests", "fails"],
                NESTED_THEN_FAILS: ["ok", "nestfails", "fails"],
                RENESTED: ["fails", "renests", "fails"],
                RERUN: ["fails", "rerun", "fails"],
                RATIO_COUNT: [*["fails", "ok"] * 7, *["fails"] * 8],
                EVERY_RETURN: [*["ok"] * len(_OK_RETURNS), "fails"],
                ALL_OF_A_LONG_LIST: ["fails"] * 1000,  # last: a mistake shows in a short case first
                RUN_AFTER_RUN: RUN_AFTER_RUN,
                FAILS_LATER: FAILS_LATER,
                BUILTIN_HOOKS: BUILTIN_HOOKS,
                GROWN_LIST: GROWN_LIST,
                REPORT_RETURNS: REPORT_RETURNS,
                DEEP_HOOK: DEEP_HOOK,
                DEEP_RUNS: DEEP_RUNS,
                REGISTRY_CASE: ["ok", "registry", "fails"],  # last: its hint is about reads
            },
            branches={
                kind: _has(kind)
                for kind in ("fails", "silent", "chained", "gives", "again", "builtin", "equal")
            },
            hint=(
                "Put try/except Exception around each hook call, inside the loop: the tool "
                "already ran, so a failing observer must not take the agent down."
            ),
            mined=_mined_hooks,
            id="all-run",
        ),
        Property(
            "a falsy event ('', 0, {}) is an event too: every hook gets it",
            _falsy_event,
            st.sampled_from(list(FALSY_EVENTS.values())),
            cases=FALSY_EVENTS,
            hint=(
                "Call every hook whatever the event is, as hook(event): '', 0, {} or None is "
                "an event too, so do not test `if not event` (the runner does not read the "
                "event at all)."
            ),
            id="falsy-event",
        ),
        Property(
            "an event of any kind (JSON text, a tuple, a list, a ToolOutcome of any status, "
            "a denied call's too, a SessionEnd) is handed to every hook as it is, as its one "
            "argument",
            _falsy_event,
            st.sampled_from(list(PLAIN_EVENTS.values())),
            cases=PLAIN_EVENTS,
            hint=(
                "Call each hook with the event as it came, as one argument: hook(event), not "
                "hook(*event), and not decoded or read first (the runner never reads it: "
                "a denied call's outcome goes to every hook too)."
            ),
            mined=_mined_events,
            id="any-event",
        ),
        Property(
            "a KeyboardInterrupt, SystemExit or GeneratorExit from a hook propagates, the very "
            "one, and no later hook runs",
            _interrupt_propagates,
            cases={
                "KeyboardInterrupt alone": ["interrupt", "ok"],
                "KeyboardInterrupt after a failure": ["fails", "interrupt", "fails"],
                AGAIN_AFTER_A_STOP: AGAIN_AFTER_A_STOP,
                "SystemExit alone": ["exit", "ok"],
                "SystemExit after a failure": ["fails", "exit", "fails"],
                **EXIT_CODE_CASES,
                "GeneratorExit after a failure": ["fails", "genexit", "ok"],
                CANCELLED_CASE: ["fails", "cancel", "ok"],
                **BASE_GROUPS,
            },
            id="interrupt-propagates",
        ),
    ),
    hint="After the act, carry on: record the failure on its own channel.",
    clauses=(
        Clause(
            "every hook runs once, in order, even after failures, however many (the runner "
            "called from a thread not the main one)",
            "all-run",
            "fixed failing first, middle, all; 1,000 hooks; every call made from a thread of "
            "its own in the answer's process",
            (
                "failure in the middle",
                "two failures",
                "fails",
                LONG_LIST,
                ALL_OF_A_LONG_LIST,
                RUN_AFTER_RUN,
                FAILS_LATER,
                GROWN_LIST,
            ),
        ),
        Clause(
            "every hook runs, in the order listed, whatever attributes it carries; each "
            "failure is reported and counted whatever flags its hook carries",
            "all-run",
            "in every example, hooks 0 and 3 carry a registry's attributes from a vocabulary "
            "of 70: orderings (priority, order, weight, rank, ...; hooks 0-3: -n % 3, so any "
            "sort reorders), switches saying off (enabled, active = False; disabled, skip, "
            "muted = True, ...), flags saying a failure must surface (critical, fatal, "
            "required, strict, propagate = True, ...), another event or tool, a timeout or "
            "budget of 0",
            ("failure in the middle", "one failure", FLAGGED, "fails", "builtin"),
        ),
        Clause(
            "report is any callable, a bound method too (it takes no attribute), left as it came",
            "all-run",
            "report a bound method for an even number of hooks, a function otherwise",
            ("no hooks", "two failures", "failure in the middle"),
        ),
        Clause(
            "each run counts and reports only its own failures, whatever run a hook starts; "
            "a slow hook that returns is no failure",
            "all-run",
            "a hook running the answer on hooks of its own (two failing) in the middle of a "
            "run, and one that raises after it; one running it on a list holding itself; a "
            "hook that takes an hour by the answer's clocks (time, monotonic, perf_counter, "
            "process_time, thread_time, their _ns)",
            (SLOW_AND_NESTED, NESTED_THEN_FAILS, RENESTED, RERUN, DEEP_RUNS),
        ),
        Clause(
            "every entry is a hook, called with the event: a falsy hook object too, one whose "
            "signature cannot be read too, an unhashable one too (no set or dict of hooks), a "
            "class too, one without __dict__ too (vars() of it raises)",
            "all-run",
            "fixed falsy hooks; a hook with an unreadable signature; a class; a __slots__ "
            "object, fixed and generated; hooks h0, h4, "
            "h8, ... unhashable (__hash__ None) in every example, their stand-ins in the "
            "answer's process too",
            (
                "one failure",
                "a falsy hook object (__bool__ False)",
                ALL_FALSY,
                "a failing hook whose signature cannot be read",
                SLOTTED_CASE,
                BUILTIN_HOOKS,
                DEEP_HOOK,
                "a class listed as a hook, failing",
            ),
        ),
        Clause(
            "only a raise is a failure: a returned value (an exception object too, an "
            "awaitable, a generator: neither run) or a warning is not, and each hook gets the "
            "event, not what the one before returned",
            "all-run",
            "fixed and generated hooks returning an exception object; a hook that warns; "
            "hooks returning each of _OK_RETURNS (an awaitable and a generator that raise "
            "when run)",
            (
                EVERY_RETURN,
                "a hook returning an exception object, not raising it",
                "gives",
                "a hook that warns (a DeprecationWarning), not raises",
            ),
        ),
        Clause(
            "an ExceptionGroup is one failure: the group reported once, counted once",
            "all-run",
            "fixed group of two",
            ("an ExceptionGroup of two from one hook",),
        ),
        Clause(
            "a hook listed twice runs twice, and is reported for each failure",
            "all-run",
            "fixed and generated repeats of one hook object; two methods of one function",
            ("a failing hook listed twice", "a hook listed twice", "again", TWIN_METHODS),
        ),
        Clause(
            "report(hook, exception): that hook object as listed (a bound method or a "
            "partial itself, not its __self__ or func, nor another hook == to it), that "
            "exception object (raised from a cause too: the very exception raised, not its "
            "root cause), a hook bound to report's own object too",
            "all-run",
            "identity checks; hooks == one another (an __eq__ of their own), distinct",
            (
                SINK_CASE,
                EQUAL_HOOKS,
                "equal",
                "one failure",
                "empty exception message",
                NO_ARGS,
                "silent",
                "a failure raised from a cause",
                CAUSED_BY_AN_INTERRUPT,
                IMPLICIT_CONTEXT,
                "chained",
                "a functools.wraps-style hook (it has __wrapped__) that fails",
                "hooks of every callable kind (bound method, partial, lambda, object) failing",
            ),
        ),
        Clause(
            "once per failing hook, in order (two hooks raising one exception object: twice)",
            "all-run",
            "fixed two failures; one exception object raised by two hooks",
            (
                "two failures",
                "a failing hook listed twice",
                "two hooks raising one shared exception object",
            ),
        ),
        Clause(
            "every Exception is a failure, of every built-in kind too (walked from builtins: "
            "AttributeError, NotImplementedError, AssertionError, OSError's kin; those that "
            "look fatal or like the end of a loop: RecursionError, MemoryError, "
            "StopIteration), a raised Warning, a falsy exception object, one whose str() "
            "raises, one whose message reads like a condition to pass over, one whose "
            "__notes__ is a tuple",
            "all-run",
            "fixed: every built-in Exception subclass, each with a message; a raised "
            "UserWarning; an exception whose __bool__ is False; one whose __str__ raises in "
            "the answer's process (codec trait 'unprintable'); generated built-in kinds",
            (
                EVERY_BUILTIN,
                EVERY_LIBRARY,
                ERRNO_ERRORS,
                BENIGN_MESSAGES,
                NOTED_ERROR,
                "builtin",
                "built-in kinds: RecursionError, MemoryError, StopIteration",
                "a raised Warning (UserWarning), not a warning given",
                "a falsy exception object (its __bool__ is False)",
                UNPRINTABLE_ERROR,
                LISTING_ERROR,
            ),
        ),
        Clause(
            "never raise an Exception a hook raised",
            "all-run",
            "every example has its failures caught",
            ("one failure", "fails"),
        ),
        Clause(
            "every hook gets the event whatever it is, a falsy one too",
            "falsy-event",
            "fixed '', 0 and {}",
            tuple(FALSY_EVENTS),
        ),
        Clause(
            "each hook gets the event itself, as one argument, whatever its kind (JSON text "
            "not decoded, a tuple or list not unpacked, an outcome of any status not skipped)",
            "any-event",
            "fixed JSON text, a tuple, a list, a ToolOutcome of each status",
            tuple(PLAIN_EVENTS),
        ),
        Clause(
            "a run a hook stopped leaves nothing behind: the very same hooks run again, all "
            "of them",
            "interrupt-propagates",
            "fixed: a hook raising KeyboardInterrupt on its first call only, the same hook "
            "objects run twice in one process",
            (AGAIN_AFTER_A_STOP,),
        ),
        Clause(
            "only Exception is caught: a KeyboardInterrupt, SystemExit or GeneratorExit "
            "propagates (a BaseExceptionGroup holding one too), no later hook runs",
            "interrupt-propagates",
            "fixed interrupts and exits; a BaseExceptionGroup holding each",
            (
                "KeyboardInterrupt alone",
                "KeyboardInterrupt after a failure",
                "SystemExit alone",
                "SystemExit after a failure",
                *EXIT_CODE_CASES,
                "GeneratorExit after a failure",
                CANCELLED_CASE,
                *BASE_GROUPS,
            ),
        ),
        Clause(
            "return how many failed, an int",
            "all-run",
            "fixed none (0), one (1, not True)",
            ("no hooks", "one failure"),
        ),
    ),
)
