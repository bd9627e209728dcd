"""Exercise 9: the PreToolUse chain runner."""

from __future__ import annotations

import contextlib
import dataclasses
import functools
import itertools
import math
import types
import warnings
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timezone
from decimal import Decimal
from operator import is_not as op_is_not
from typing import Any, Literal

from hypothesis import strategies as st

from hookkata.exercises.strategies import (
    UNICODE_ARGS,
    UNPRINTABLE_HINT,
    UNREPRABLE_HINT,
    every_builtin_exception,
)
from hookkata.exercises.wide_classes import (
    CONTROL_CHARACTERS,
    DATED_TOOL_NAMES,
    HOOK_ATTRIBUTES,
    ORDERING,
    PAST_TIMEOUT,
    REAL_WORLD_VALUES,
    TERMINAL_ESCAPES,
    builtin_warnings,
    exception_group,
    hook_attributes,
    library_errors,
)
from hookkata.grading.codec import (
    UNPRINTABLE,
    UNREPRABLE,
    EnumMember,
    SizedCall,
    TaggedCall,
    equal_to_anything,
    raised_by_repr,
    raised_by_str,
)
from hookkata.grading.exercise import Clause, Exercise, Property
from hookkata.grading.limits import (
    EXIT_CODES,
    AnswerRaised,
    GradingCancelled,
    GradingInterrupt,
    grading_exit,
)
from hookkata.grading.mining import Mined
from hookkata.grading.places import SAID_WHERE
from hookkata.grading.probe import (
    NO_HINT,
    AnswerCrashed,
    LongRun,
    Mismatch,
    call_answer,
    call_fresh,
    call_in_steps,
    call_seeing_inputs,
    raised_from,
    same_value,
    shown,
)
from toolhooks import ALLOW, Deny, HookContext, Rewrite, ToolCall
from toolhooks.chain import run_pre_chain
from toolhooks.errors import PreHookError
from toolhooks.matchers import compile_matcher
from toolhooks.readonly import thaw
from toolhooks.registry import RegisteredHook
from toolhooks.testing import DEFAULT_NOW, make_call, make_context

NAME = "run_chain"
Action = Literal[
    "allow",
    "none",
    "deny",
    "rewrite",
    "same",
    "clear",
    "typed",
    "raise",
    "builtin",
    "again",
    "late",
    "echo",
    "anykind",
    "nests",
    "interrupt",
    "exit",
    "cancel",
    "unprintable",
    "unreprable",
    "chained",
    "grouped",
    "library",
    "advised",
    "equal",
    "slow",
    "falsy",
    "itself",
    "narrows",
]
"""What a generated hook does; ``deny`` gives a Deny with an alternative, or with none
(``None``) for odd-numbered hooks; ``clear`` returns ``Rewrite({})``, an empty input;
``typed`` a Rewrite equal by ``==`` to the input it got but not of its types (``1`` becomes
``True``), with a value JSON cannot keep (a Decimal); ``builtin`` raises an exception of a
built-in kind, a ``TypeError``, a ``KeyError`` or a ``StopIteration`` (by the hook's
number), which no answer may take for "no decision", retry, or the end of the hooks;
``again`` is the previous hook object listed once more (a hook registered twice runs twice),
``echo`` the first hook object listed once more (others between the two listings), and
``late`` rewrites on its second run only (a hook with state: each
run is anew); ``anykind`` raises a built-in kind walked from :mod:`builtins` (the
``len(actions)``-th of :data:`_EVERY_KIND`, or a :class:`Raising` case's ``kind``-th: a
``NotImplementedError`` is no stub to skip);
``interrupt`` raises a ``KeyboardInterrupt`` (Ctrl-C while it ran) and ``exit`` a
``SystemExit`` whose code, by the hook's number, is 2, ``None``, 0, 1 or a message (Claude
Code's command
hooks say "block" with exit code 2: a function hook's ``sys.exit(2)`` is no Deny);
``unprintable`` raises an exception whose ``str()`` raises in the answer's process (and
``raise`` hooks numbered 2, 5, 8, ... raise one with no message, no args);
``chained`` raises an error chained from another (``raise HookFailed(...) from
KeyError(...)``: the error raised, not its cause, propagates); ``grouped`` raises an
``ExceptionGroup`` of one (the group, not its member, propagates);
``library`` raises a library's error (:func:`.wide_classes.library_errors`: the standard
library's ``json.JSONDecodeError``, ``subprocess.CalledProcessError``, the workbook's
``DecisionError`` ..., by the chain's length or a :class:`Raising` case's ``kind``), which
crosses as itself;
``slow`` allows after an hour by the answer's clocks (``__stub_hours__``: no wait);
``falsy`` allows, and is a falsy object whatever its number (a chain of them alone is one
``any(hooks)`` calls empty); ``itself`` returns ``Rewrite(call.input)``, the very input object
it was handed (either call is right after it: the one it got, or a new one).
Hooks numbered 1, 5, 9, ... have no ``__name__`` (callable objects, partials). Hooks
numbered 3, 7, 11, ... are falsy objects (``bool(hook)`` is False, as for a hook with
``__len__`` 0): still hooks, run. Hooks numbered 0, 4, 8, ... are unhashable (``__hash__``
is ``None``): a set of hooks raises. Every hook carries registry-looking attributes
(:data:`REGISTRY_ATTRIBUTES`: a ``matcher`` naming another tool, ``enabled=False``,
``critical``, ``fail_open``, ``retries``, a ``priority``): the chain runs every hook it is
given all the same, in the order given. Every hook first gives a warning (``warnings.warn``)
of a built-in category (:data:`_EVERY_WARNING`, by its number and the chain's length), then
decides: a warning is no exception, and the decision stands. Even-numbered hooks (h0, h2,
...) are ``functools.wraps``-style wrappers: their ``__wrapped__`` is a decoy
(:class:`_Unwrapped`) that decides the other way and is never in the list; the chain calls
the hook it was given, never what it wraps."""

_EVERY_WARNING: tuple[type[Warning], ...] = builtin_warnings()
"""What the hooks warn with: every built-in category, ``DeprecationWarning`` among them."""

_LONG = 100
"""Beyond this many hooks, a ``RecursionError`` is a runner that recursed, not a hook's."""

_STAMPS = (DEFAULT_NOW, datetime(2099, 1, 1, tzinfo=timezone.utc))
"""Each example's call is stamped in the past or years ahead, by turns: a chain has no
clock of its own (no check of the stamp against the machine's time); the hooks decide."""

_IDS = itertools.count(1)
"""Each example's call has its own ``tool_use_id``: a rewritten call kept from an earlier
call (a cache keyed by the new input) carries another call's id."""


def reference(hooks: Sequence[Callable[[ToolCall], Any]], call: ToolCall) -> ToolCall | Deny:
    """Run ``hooks`` in order; the first Deny, or the call as finally rewritten."""
    every_tool = compile_matcher(None)
    entries = [RegisteredHook(hook, f"hook {i}", every_tool) for i, hook in enumerate(hooks)]
    try:
        verdict = run_pre_chain(entries, call)
    except PreHookError as exc:
        raise (exc.__cause__ if exc.__cause__ is not None else exc) from None
    return verdict.denial.deny if verdict.denial is not None else verdict.call


class HookFailed(Exception):
    """What a generated ``raise`` hook raises."""


class HookLookupFailed(HookFailed, KeyError):
    """What a ``builtin`` hook numbered 1, 4, ... raises: a ``KeyError`` in the answer's
    process."""


class HookTypeFailed(HookFailed, TypeError):
    """What a ``builtin`` hook numbered 0, 3, ... raises: a ``TypeError`` in the answer's
    process."""


class HookStopped(HookFailed, StopIteration):
    """What a ``builtin`` hook numbered 2, 5, ... raises: a ``StopIteration``, which a loop
    inside a generator turns into a ``RuntimeError`` and ``map()`` takes for its end."""


class HookUnprintable(HookFailed):
    """What an ``unprintable`` hook raises: in the answer's process, its ``str()`` raises
    (:func:`.codec.unprintable_error`), so formatting it on the way out replaces it."""


setattr(HookUnprintable, UNPRINTABLE, True)


class HookUnreprable(HookFailed):
    """What an ``unreprable`` hook raises: in the answer's process, its ``repr()`` raises
    (:func:`.codec.unreprable_error`), so logging it with ``!r`` on the way out replaces it
    (batch BG)."""


setattr(HookUnreprable, UNREPRABLE, True)

_BUILTIN_KINDS: tuple[type[HookFailed], ...] = (HookTypeFailed, HookLookupFailed, HookStopped)
_RAISED_BY: dict[str, type[HookFailed]] = {
    "unprintable": HookUnprintable,
    "unreprable": HookUnreprable,
}

RAISING: tuple[Action, ...] = (
    "raise", "builtin", "anykind", "interrupt", "exit", "cancel", "unprintable", "unreprable",
    "chained",
    "grouped", "library", "advised",
)  # fmt: skip
"""The actions whose hook raises: the chain stops there, and what it raised propagates."""


def _exit_code(label: str) -> int | str | None:
    """The code of the ``SystemExit`` an ``exit`` hook labelled ``label`` raises."""
    return EXIT_CODES[int(label[1:]) % len(EXIT_CODES)]


def _stopping_error(action: Action, label: str) -> BaseException:
    """What an ``interrupt``, ``exit`` or ``cancel`` hook labelled ``label`` raises: not an
    ``Exception`` (``asyncio.CancelledError`` is none since Python 3.8), and no decision
    either way."""
    if action == "cancel":
        return GradingCancelled()
    return GradingInterrupt() if action == "interrupt" else grading_exit(int(label[1:]))


_EVERY_KIND: tuple[type[Exception], ...] = every_builtin_exception()
"""What an ``anykind`` hook raises, by the chain's length: every built-in kind."""


def _anykind_error(length: int, label: str, said: str | None = None) -> Exception:
    """The built-in exception an ``anykind`` hook in a chain of ``length`` raises; every
    other kind (by its place in :data:`_EVERY_KIND`) as a falsy object (``bool(error)`` is
    False): ``if failure: raise failure`` drops it, and it must propagate as it is."""
    index = length % len(_EVERY_KIND)
    kind = _EVERY_KIND[index]
    made = _falsy_kind(kind) if _falsy_index(index) else kind
    return UNICODE_ARGS.get(kind, made)(f"{label} crashed" if said is None else said)


_FALSY_KINDS: dict[type[Exception], type[Exception]] = {}


_LIBRARY_ERRORS = library_errors()


def _wrapped_error(action: Action, label: str) -> Exception:
    """What a ``chained`` hook raises (an error whose ``__cause__`` is another, as ``raise
    ... from`` leaves it) or a ``grouped`` one (an ``ExceptionGroup`` of one): the very
    error raised propagates, never its cause or its one member."""
    member = HookFailed(f"{label}'s one check failed")
    if action == "grouped":
        return exception_group(f"{label} crashed", member)
    error = HookFailed(f"{label} crashed")
    error.__cause__ = KeyError(f"{label}'s lookup")
    error.__suppress_context__ = True
    return error


ADVICE: dict[str, Any] = {
    "fail_open": True,
    "retryable": True,
    "transient": True,
    "retry_after": 0,
    "status_code": 503,
    "advisory": True,
    "ignorable": True,
    "severity": "warning",
    "fail_closed": True,
}
"""What an ``advised`` hook's exception carries, besides a ``deny``: advice an answer may
take for leave to skip the hook, to run it again, or for the hook's decision (batch BB)."""


def _advised_error(label: str) -> Exception:
    """What an ``advised`` hook raises: a failure carrying :data:`ADVICE` and a ``deny``.
    It propagates all the same, that very object, and the hook runs once."""
    error = HookFailed(f"{label} crashed")
    for name, value in ADVICE.items():
        setattr(error, name, value)
    error.deny = Deny(f"{label} could not check", "try again later")  # type: ignore[attr-defined]
    return error


def _library_error(label: str, length: int) -> Exception:
    """What a ``library`` hook raises: a library's error, chosen by the chain's ``length``,
    which propagates whatever its class."""
    return _LIBRARY_ERRORS[length % len(_LIBRARY_ERRORS)](f"{label} crashed")


def _falsy_kind(kind: type[Exception]) -> type[Exception]:
    """``kind`` under its own name, its objects falsy (as with ``__len__`` 0)."""
    if kind not in _FALSY_KINDS:
        _FALSY_KINDS[kind] = type(kind.__name__, (kind,), {"__bool__": lambda _self: False})
    return _FALSY_KINDS[kind]


def _falsy_index(index: int) -> bool:
    """Whether the ``anykind`` hook raising ``_EVERY_KIND[index]`` raises a falsy object
    (every other kind; the three that want more than a message are built as they are)."""
    return index % 2 == 1 and _EVERY_KIND[index] not in UNICODE_ARGS


def _denial(label: str, said: str | None = None) -> Deny:
    """The Deny a ``deny`` hook labelled ``label`` gives: odd-numbered ones give no
    alternative (``None``), which is a Deny as it is, to be returned itself; h1, h4, ...
    give a reason starting "BLOCKED: " (a hook may word it so: an assert that it does not
    fails, batch AS). ``said`` (a text the answer names) is its reason and alternative."""
    number = int(label[1:])
    alternative = None if number % 2 else "try another way" if said is None else said
    if number % 4 == 2 and said is None:  # a blank alternative, returned as it is
        alternative = " \t"
    if said is None and number % 3 == 1:  # h1, h4, ...: the hook's reason has the prefix
        return Deny(f"BLOCKED: {label} says no", alternative)
    return Deny(f"{label} says no" if said is None else said, alternative)


REGISTRY_ATTRIBUTES = (*HOOK_ATTRIBUTES, "decision")
"""What every generated hook carries, as a registry might set it (:func:`hook_attributes`:
a matcher naming another tool, switches saying "off", a timeout of 0, retries, flags such
as ``critical`` and ``fail_open`` alternating, ordering numbers falling), and a
``decision`` as ``toolhooks.testing.RecordingHook`` keeps one (:func:`_recorded`): the
chain ignores it all."""


def _recorded(number: int) -> Deny | None:
    """The ``decision`` hook ``number`` carries: a verdict recorded once, not this call's
    (a Deny on even hooks, None on odd), which a chain reading it in place of calling the
    hook acts on (batch AF)."""
    return None if number % 2 else Deny(RECORDED_VERDICT, "call the hook for this call's verdict")


RECORDED_VERDICT = "a verdict recorded on the hook, for another call"


@dataclass(eq=False)
class _Hook:
    label: str
    action: Action
    log: list[tuple[str, dict[str, Any]]]

    made: list[Any] | None = None
    """Every Deny this hook returned and exception it raised: the answer must hand back
    that very object, not a copy."""

    handed: list[tuple[str, bool | None]] | None = None
    """Per run before any Rewrite (the input still the given one): the label, and whether
    the hook got the call the chain was given, itself (``False``: a copy of it); ``None``
    once an ``itself`` hook rewrote to the very input (from then on, either call is right)."""

    given: ToolCall | None = None
    """The call the chain was given."""

    __stub_attributes__ = REGISTRY_ATTRIBUTES
    """Registry-style metadata (:func:`hook_attributes`), set per hook: the chain was handed
    the hook, so it runs, in its place, and its exception propagates."""

    length: int = 0
    """How many hooks the chain was given (which kind an ``anykind`` hook raises)."""

    spelled: Spelled | None = None
    """Where the values an answer names go (:class:`Spelled`), for a mined example."""

    nested: Callable[[], None] | None = None
    """What a ``nests`` hook runs before it allows: the answer on a chain of its own."""

    passed: list[tuple[Any, bool]] | None = None
    """Per run, every call a hook got and whether that hook answered with a Rewrite: a hook
    after one that did not rewrite gets that very call object (batch AZ built a new call
    for every hook after a rewrite)."""

    def __post_init__(self) -> None:
        said = None if self.spelled is None else self.spelled.said
        if not _nameless_label(self.label):  # h1, h5, ...: no __name__ (a callable object)
            self.__name__ = self.label if said is None else said  # sorting by it shows
        if int(self.label[1:]) < _LONG:  # hooks past it carry none: 1,000 fit one message
            for name, value in hook_attributes(int(self.label[1:])).items():
                setattr(self, name, value)
            self.__stub_late__ = (
                getattr(self, "timeout", 0) == PAST_TIMEOUT
            )  # answers late off its thread
        self.decision = _recorded(int(self.label[1:]))
        if int(self.label[1:]) % 2 == 0:  # a wrapper: what it wraps is not the hook
            self.__wrapped__ = _Unwrapped(self.label, self.action, self.log)
        if said is not None:  # a registry's metadata naming the value: run all the same
            self.matcher = self.event = said
        if self.action == "slow":  # an hour by the answer's clocks, and then it allows
            self.__stub_hours__ = 1
        if self.action == "equal":  # == to anything there, None too: only `is` tells
            equal_to_anything(self)

    def __bool__(self) -> bool:
        """Hooks numbered 3, 7, ... and ``falsy`` ones are falsy objects: ``if hook`` or
        ``while hook := ...`` skips or stops at them, and every hook must run."""
        return not _falsy_hook(self.label, self.action)

    def __call__(self, call: ToolCall) -> Any:
        decision = self._decide(call)
        if self.passed is not None:
            self.passed.append((call, isinstance(decision, Rewrite)))
        return decision

    def _decide(self, call: ToolCall) -> Any:
        runs = sum(1 for label, _ in self.log if label == self.label)
        if not isinstance(getattr(call, "input", None), Mapping):  # its input, say, on a retry
            self.log.append((self.label, {}))
            raise TypeError(f"{self.label} takes the call (a ToolCall), not {type(call).__name__}")
        self.log.append((self.label, dict(call.input)))
        number = int(self.label[1:]) + self.length
        category = _EVERY_WARNING[number % len(_EVERY_WARNING)]
        warnings.warn(f"{self.label} gives a {category.__name__}", category, stacklevel=2)
        if self.action == "late":
            return Rewrite(_rewritten(dict(call.input), self.label)) if runs == 1 else ALLOW
        if self.action == "nests" and self.nested is not None:
            self.nested()
        given = _GIVEN_INPUT if self.given is None else dict(self.given.input)
        if self.handed is not None and dict(call.input) == given:
            self.handed.append((self.label, call is self.given))
        said = None if self.spelled is None else self.spelled.said
        added = {} if self.spelled is None else dict(self.spelled.added)
        if self.action in ("deny", "equal"):
            deny = _denial(self.label, said)
            self._made(deny)
            return deny
        if self.action == "rewrite":  # replaces: drops user_id, so a merge would keep it
            return Rewrite(_rewritten(dict(call.input), self.label, added))
        if self.action == "clear":
            return Rewrite({})
        if self.action == "same":  # one Rewrite object, returned on every call
            return _SAME_REWRITE
        if self.action == "narrows":
            return Rewrite(_narrowed(dict(call.input)))
        if self.action == "itself":
            if self.handed is not None:
                self.handed.append((self.label, None))
            return Rewrite(call.input)
        if self.action == "typed":
            return Rewrite(_typed(dict(call.input)))
        if self.action == "anykind":
            error = _anykind_error(self.length, self.label, said)
            self._made(error)
            raise error
        if self.action in ("interrupt", "exit", "cancel"):
            stop = _stopping_error(self.action, self.label)
            self._made(stop)
            raise stop
        if self.action in ("chained", "grouped", "library", "advised"):
            error = (
                _library_error(self.label, self.length)
                if self.action == "library"
                else _advised_error(self.label)
                if self.action == "advised"
                else _wrapped_error(self.action, self.label)
            )
            self._made(error)
            raise error
        if self.action in ("raise", "builtin", "unprintable", "unreprable"):
            kind: type[HookFailed] = _RAISED_BY.get(self.action, HookFailed)
            if self.action == "builtin":
                kind = _BUILTIN_KINDS[int(self.label[1:]) % 3]
            error = kind(f"{self.label} crashed" if said is None else said)
            if self.action == "raise" and said is None and _number(self.label) % 3 == 2:
                # h2, h5, ...: no message at all
                error = kind()
            self._made(error)
            raise error
        return None if self.action == "none" else ALLOW  # "slow" too, an hour later

    def _made(self, value: Any) -> None:
        if self.made is not None:
            self.made.append(value)

    def __repr__(self) -> str:
        if self.action == "anykind":
            error = _anykind_error(self.length, self.label)
            falsy = " (a falsy one)" if not error else ""
            return f"{self.label}:raises {type(error).__name__}{falsy}"
        if self.action == "interrupt":
            return f"{self.label}:raises KeyboardInterrupt"
        if self.action == "cancel":
            return f"{self.label}:raises asyncio.CancelledError"
        if self.action == "exit":
            return f"{self.label}:raises SystemExit({_exit_code(self.label)!r})"
        return f"{self.label}:{self.action}"


class _UnhashableHook(_Hook):
    """A hook numbered 0, 4, 8, ...: equal by its label, and unhashable (``__hash__`` is
    ``None``, as for a dataclass with ``eq`` or a callable ``dict`` subclass): a set of
    hooks, a dict keyed by them or an ``lru_cache`` over them raises ``TypeError``."""

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Hook) and other.label == self.label

    __hash__ = None  # type: ignore[assignment]


def _hook(label: str, *fields: Any) -> _Hook:
    """Hook ``label``: unhashable when numbered 0, 4, 8, ... (:func:`_unhashable_label`),
    so every example with a hook holds one."""
    kind = _UnhashableHook if _unhashable_label(label) else _Hook
    return kind(label, *fields)


@dataclass
class _Unwrapped:
    """What an even-numbered hook says it wraps (its ``__wrapped__``), never in the list:
    it decides the other way (denies when the hook would not, allows when it would), and
    the log shows it ran."""

    label: str
    action: Action
    log: list[tuple[str, dict[str, Any]]]

    def __call__(self, call: ToolCall) -> Any:
        self.log.append((f"{self.label}.__wrapped__", dict(call.input)))
        if self.action == "deny" or self.action in RAISING:
            return ALLOW
        return Deny(f"what {self.label} wraps says no", "call the hook itself")

    def __repr__(self) -> str:
        return f"what {self.label} wraps"


_GIVEN_INPUT: dict[str, Any] = {"user_id": "u_004"}
"""The input of the call every chain example is given; no Rewrite gives an equal one."""

Pairs = tuple[tuple[str, Any], ...]


@dataclass(frozen=True)
class Spelled:
    """A chain example built from a value the answer names (:attr:`Property.mined`): the
    hooks' actions, and where the value goes: ``said`` is every Deny's reason and
    alternative, every exception's message, every hook's ``__name__``, ``matcher`` and
    ``event``; ``given`` the call's input, ``added`` what each Rewrite adds to its input;
    ``tool``, ``tool_use_id`` and ``user`` (the context's user id and an attribute) the call's;
    a ``tag`` makes the call a :class:`~hookkata.grading.codec.TaggedCall` (a ToolCall
    subclass) carrying it, ``sized`` a :class:`~hookkata.grading.codec.SizedCall` (one falsy
    when its input is empty); ``internal`` puts it in a session the server marks as its own
    (:data:`INTERNAL_CONTEXT`)."""

    actions: tuple[Action, ...]
    said: str | None = None
    given: Pairs = tuple(_GIVEN_INPUT.items())
    added: Pairs = ()
    tool: str = "lookup_user"
    tool_use_id: str | None = None
    user: str | None = None
    tag: str | list[str] | None = None
    sized: bool = False
    internal: bool = False

    def __repr__(self) -> str:
        defaults = Spelled(())
        shown = [
            _short(f"{name}={getattr(self, name)!r}")
            for name in (
                "said",
                "given",
                "added",
                "tool",
                "tool_use_id",
                "user",
                "tag",
                "sized",
                "internal",
            )
            if getattr(self, name) != getattr(defaults, name)
        ]
        return "a call with " + ", ".join(shown)


def _short(text: str) -> str:
    """``text``, or its start and its length when it is over 120 characters."""
    return text if len(text) <= 120 else f"{text[:60]}... ({len(text):,} characters)"


def _given_call(spelled: Spelled | None) -> ToolCall:
    """The call an example hands the chain: each its own ``tool_use_id``, unless the values
    an answer names give one."""
    number = next(_IDS)
    tool_use_id, stamp = f"toolu_{number:04d}", _STAMPS[number % len(_STAMPS)]
    if spelled is None:
        return make_call("lookup_user", _GIVEN_INPUT, tool_use_id=tool_use_id, timestamp=stamp)
    context = INTERNAL_CONTEXT if spelled.internal else make_context()
    if spelled.user is not None:
        context = HookContext(spelled.user, "free", "s_001", {spelled.user: spelled.user})
    call = make_call(
        spelled.tool,
        dict(spelled.given),
        context=context,
        tool_use_id=spelled.tool_use_id or tool_use_id,
        timestamp=stamp,
    )
    if spelled.tag is None:
        return call
    return _tagged(call, spelled.tag, sized=spelled.sized)


def _tagged(call: ToolCall, tag: str | list[str] = "", *, sized: bool = False) -> TaggedCall:
    """``call`` as a :class:`~hookkata.grading.codec.TaggedCall`: a ToolCall subclass with
    a field of its own (``tag``), whose ``with_input`` counts the rewrites; ``sized``, as a
    :class:`~hookkata.grading.codec.SizedCall`, falsy once its input is empty."""
    kind = SizedCall if sized else TaggedCall
    return kind(**{f.name: getattr(call, f.name) for f in dataclasses.fields(call)}, tag=tag)


INTERNAL_CONTEXT = HookContext(
    "system",
    "premium",
    "internal",
    {"internal": True, "trusted": True, "system": True, "skip_hooks": True, "role": "admin"},
)
"""A session the server marks as its own (ids ``system`` and ``internal``, attributes saying
trusted, skip the hooks): the hooks were chosen already, and every one runs (batch BA let
such a session's calls past the chain)."""

NO_HOOKS_DENIABLE = "no hooks, for a free-tier create_case_file (an example rule denies it)"
"""An empty chain runs no hook: no default rule stands in for the hooks it was given."""

FALSY_VALUES: dict[str, Any] = {"note": None, "empty": "", "zero": 0, "off": False, "nil": 0.0}
"""What every ``rewrite`` hook's input holds beside its own key: falsy values of every
kind, applied as given (no key dropped for its value)."""

AS_GIVEN: dict[str, Any] = {
    "order_id": 2**60,
    "limit": math.inf,
    "Amount_EUR ": 2.675,
    "amount_eur": 0.125,
    "Note": "Ünïcode",
    "file": "Jose\u0301 \ufb01le",
    "memo": f"line one\nline two{CONTROL_CHARACTERS}{TERMINAL_ESCAPES}end",
    "input": {"sql": "SELECT 1", "name": "query_db"},
}
"""What every ``rewrite`` hook's input holds too: keys a tidying chain folds together
(case, a trailing space), amounts that rounding to cents changes (``round(2.675, 2)`` is
2.67), text Unicode normalisation changes (a decomposed accent, a ligature), text with line
breaks, control characters and terminal escapes (a cleaning changes it: batch AS): applied
as given (a text of 6,000 characters: :data:`LONG_TEXT`); and an ``input`` key holding an
object, as a tool_use block does: a key like any other, never unwrapped (batch AV); an int
past JavaScript's safe 2**53 and an infinite float, which a JSON-safe chain clamps or nulls
(batch AZ)."""


def _rewritten(
    current: dict[str, Any], label: str, added: Mapping[str, Any] | None = None
) -> dict[str, Any]:
    """The input a ``rewrite`` hook labelled ``label`` returns for ``current`` (holding
    ``added`` too: values an answer names): its ``step`` one more than the current one's
    (a chain letting a rewrite only lower numbers keeps the old: batch AS)."""
    kept = {k: v for k, v in current.items() if k != "user_id"}
    step = current.get("step")
    counted = {"step": step + 1 if type(step) is int else 1}  # a number each rewrite raises
    return {**kept, **FALSY_VALUES, **AS_GIVEN, **counted, **(added or {}), f"by_{label}": True}


_FILTERS: dict[str, Any] = {"status": "open", "limit": 5}


def _narrowed(current: dict[str, Any]) -> dict[str, Any]:
    """The input a ``narrows`` hook returns: its ``filters`` added (``status`` and
    ``limit``), or, when it has them, the same keys with ``filters`` holding ``limit``
    alone: a Rewrite with the input's own keys, one level down narrower, which a deep merge
    would widen again (batch AP)."""
    if current.get("filters") == _FILTERS:
        return {**current, "filters": {"limit": 10}}
    return {**current, "filters": dict(_FILTERS)}


def _typed(current: dict[str, Any]) -> dict[str, Any]:
    """The input a ``typed`` hook returns: ``n`` flips between ``1`` and ``True`` (equal by
    ``==``), ``cap`` holds a Decimal, ``blob`` bytes, ``not_before`` a naive datetime and
    ``tier`` an ``Enum`` member (a JSON round trip, a decode, a time zone "made aware" or
    an Enum "made plain" as its ``.value`` changes each: batch BD)."""
    flipped = True if type(current.get("n")) is int else 1
    return {
        **current,
        "n": flipped,
        "cap": Decimal("0.10"),
        "blob": b"%PDF-1.7",
        "not_before": datetime(2026, 3, 2, 10, 0),
        "tier": EnumMember(),
    }


def _expected(
    actions: Sequence[Action], spelled: Spelled | None = None
) -> tuple[list[tuple[str, dict[str, Any]]], Any]:
    """Which hooks run with which input, and the outcome: a Deny, a final input, or a raise."""
    ran: list[tuple[str, dict[str, Any]]] = []
    current: dict[str, Any] = dict(_GIVEN_INPUT if spelled is None else spelled.given)
    said = None if spelled is None else spelled.said
    added = None if spelled is None else dict(spelled.added)
    for label, listed_action in _listed(actions):
        action = listed_action
        if action == "late":  # rewrites on its second run only
            action = "rewrite" if sum(seen == label for seen, _ in ran) == 1 else "allow"
        if action in ("nests", "slow", "falsy"):  # a chain of its own, an hour, falsy: allows
            action = "allow"
        if action == "equal":  # a hook == to anything that denies
            action = "deny"
        ran.append((label, dict(current)))
        if action == "deny":
            return ran, _denial(label, said)
        if action in RAISING:
            return ran, HookFailed
        if action == "rewrite":
            current = _rewritten(current, label, added)
        if action == "typed":
            current = _typed(current)
        if action == "clear":
            current = {}
        if action == "same":
            current = dict(SAME_INPUT)
        if action == "narrows":
            current = _narrowed(current)
    return ran, current


def _listed(actions: Sequence[Action]) -> list[tuple[str, Action]]:
    """Each listed hook's label and what it does: ``again`` repeats the hook before it,
    ``echo`` the first hook."""
    listed: list[tuple[str, Action]] = []
    for index, action in enumerate(actions):
        if action == "again" and listed:
            listed.append(listed[-1])
        elif action == "echo" and listed:
            listed.append(listed[0])
        else:
            listed.append((f"h{index}", "allow" if action in ("again", "echo") else action))
    return listed


THE_VERY_INPUT = "hooks returning Rewrite(call.input), the very input object they got"
THE_VERY_INPUT_THEN_REWRITTEN = (
    "a Rewrite holding the very input object, then a rewrite, then that very-input Rewrite again"
)
FALSY_ONLY = "hooks that are all falsy objects (any(hooks) is False), each allowing"
NESTS = "a hook that runs a chain of its own inside (h1:nests), then allows"
BOUND_METHODS = "hooks listed as bound methods (hook.__call__: no attribute can be set on one)"
PARTIALS = "hooks listed as functools.partial(run, hook) (their .func alone needs the hook too)"
ONE_OWNER = "hooks that are methods of one policy object (one __self__), each a hook"
_ONE_OWNER_HINT = (
    "Each entry of hooks is a hook of its own, two methods of one object too: run every "
    "one, whatever it is bound to (no one-per-object or one-per-class rule)."
)


@dataclass(frozen=True)
class AsMethods:
    """A chain whose hooks are listed otherwise than as themselves, by ``listing``:
    ``"methods"``, each its bound method (``hook.__call__``): a hook that takes no
    attribute (setting one raises), run all the same; ``"partials"``, each
    ``functools.partial(_run_hook, hook)``: a hook is what is listed, and calling its
    ``func`` alone misses the hook (batch BG took a partial's ``func`` for the hook); ``"one
    owner"``, each a method of one policy object (``policy.check_h0``, ...): one ``__self__``
    for all, and each a hook of its own (batch BG ran one per owner)."""

    actions: tuple[Action, ...]
    listing: Literal["methods", "partials", "one owner"] = "methods"

    def __repr__(self) -> str:
        shown = {"methods": "bound methods", "one owner": "bound methods of one object"}
        return f"{list(self.actions)} as {shown.get(self.listing, self.listing)}"

    @property
    def shown(self) -> str:
        """How a counterexample says the hooks are listed."""
        if self.listing == "partials":
            return ", each hook listed as functools.partial(run, hook)"
        if self.listing == "one owner":
            return ", each hook a method of one policy object (policy.check_h0, ...)"
        return ", each hook listed as a bound method (hook.__call__)"

    def listed(self, hook: _Hook, owner: object) -> Any:
        """What the chain is given for ``hook`` (``owner``: the one policy object)."""
        if self.listing == "partials":
            return functools.partial(_run_hook, hook)
        if self.listing == "one owner":
            return types.MethodType(_method_running(hook), owner)
        return hook.__call__


def _run_hook(hook: _Hook, call: Any) -> Any:
    """What a hook listed as a partial calls: the hook, with the call."""
    return hook(call)


class _Policy:
    """The one object whose methods the hooks of a ``one_owner`` chain are. Callable (as
    many policy objects are), so it crosses as a stand-in the methods are bound to; the
    chain is not given it, so it is never called."""

    def __call__(self, _call: Any) -> None:
        return None

    def __repr__(self) -> str:
        return "policy"


def _method_running(hook: _Hook) -> Callable[[Any, Any], Any]:
    """A function that, bound to a policy object, runs ``hook``: a method of its own."""

    def method(_self: Any, call: Any) -> Any:
        return hook(call)

    method.__name__ = method.__qualname__ = f"check_{hook.label}"
    return method


@dataclass(frozen=True)
class Raising:
    """A short chain whose ``anykind`` or ``library`` hook raises the ``kind``-th error of
    its list, as it would in a chain of ``kind`` hooks: one case per error without listing
    that many hooks (each carries its registry attributes across, which costs time)."""

    actions: tuple[Action, ...]
    kind: int

    def __repr__(self) -> str:
        return f"{list(self.actions)} raising error {self.kind}"


@dataclass(frozen=True)
class FreshRow:
    """A row of calls, each on a new call and a new hooks list built in the answer's
    process only when its turn comes, once the last call's were freed
    (:func:`~hookkata.grading.probe.call_fresh`): CPython gives the new objects the freed
    addresses, so a memo keyed on ``id(call)`` or ``id(hooks)`` answers with an earlier
    call's verdict. Each call's one hook denies with a reason of its own.

    Measured (``tests/test_kata_call_in_steps.py``): a memo keyed on both ids is hit in
    every row of 32 calls or more (30 rows of 30), in one of 12 calls only; hence 40."""

    count: int = 40
    rewrites: bool = False
    """Each call's one hook rewrites (one input for all, ``{"limit": 10}``) instead of
    denying: each result is its own call rewritten, its own tool_use_id kept (a memo of
    rewritten calls keyed by ``id(call)`` and the input hands back an earlier one: batch AT)."""
    one_rewrite: bool = False
    """With ``rewrites``, every hook returns the very same ``Rewrite`` object (a policy's
    constant): a memo of rewritten calls keyed by ``id(decision.new_input)`` or by the
    decision hands every call after the first the first's (batch BC)."""

    def __repr__(self) -> str:
        does = ", each hook rewriting to one input" if self.rewrites else ""
        does = ", each hook returning one Rewrite object" if self.one_rewrite else does
        return f"{self.count} calls in a row, each a new call and hooks list{does}"


@dataclass(frozen=True)
class _RowHook:
    """The one hook of call ``k`` of a :class:`FreshRow`: denies, saying ``k`` (or, made
    with :meth:`allowing`, allows)."""

    k: int
    allows: bool = False
    rewrites: bool = False
    one_rewrite: bool = False

    def __call__(self, _call: ToolCall) -> Deny | Rewrite | None:
        if self.one_rewrite:
            return _ROW_REWRITE_OBJECT
        if self.rewrites:
            return Rewrite(dict(ROW_REWRITE))
        return None if self.allows else _row_deny(self.k)

    def allowing(self) -> _RowHook:
        return dataclasses.replace(self, allows=True)

    def __repr__(self) -> str:
        return f"h{self.k}:{'allow' if self.allows else 'deny'}"


def _row_deny(k: int) -> Deny:
    return Deny(f"call {k} says no", None)


_FRESH_HINT = (
    "Work out each call's verdict anew: no memo of verdicts across calls (one keyed on "
    "id(call) or id(hooks) answers a new call with an old one's verdict, since Python "
    "gives a new object the id of one freed; one keyed on a hook's Rewrite, or its "
    "new_input, does too, since a hook may return one Rewrite object every time)."
)


def _fresh_row(answer: Callable[..., Any], row: FreshRow) -> None:
    calls = [
        make_call("lookup_user", {"user_id": "u_004", "n": k}, tool_use_id=f"toolu_row{k:02d}")
        for k in range(row.count)
    ]
    rows = [
        [[_RowHook(k, rewrites=row.rewrites, one_rewrite=row.one_rewrite)], call]
        for k, call in enumerate(calls)
    ]
    got = call_fresh(answer, rows, example=repr(row), keep_first=row.one_rewrite)
    if row.rewrites:
        _each_rewritten(row, calls, got)
        return
    for k, (call, result) in enumerate(zip(calls, got, strict=True)):
        if type(result) is not Deny or result != _row_deny(k):
            raise Mismatch(
                f"call {k + 1} of {row!r}: run_chain([{_RowHook(k)!r}], {call.tool_use_id})",
                shown(result),
                repr(_row_deny(k)),
                _FRESH_HINT,
            )


ROW_REWRITE = {"limit": 10}
_ROW_REWRITE_OBJECT = Rewrite(ROW_REWRITE)
"""The one ``Rewrite`` every hook of a ``one_rewrite`` row returns (in the answer's process:
one object there)."""


def _each_rewritten(row: FreshRow, calls: list[ToolCall], got: list[Any]) -> None:
    """Each call of a rewriting row came back as itself rewritten: its own tool_use_id, the
    row's one input."""
    for k, (call, result) in enumerate(zip(calls, got, strict=True)):
        right = (
            isinstance(result, ToolCall)
            and result.tool_use_id == call.tool_use_id
            and thaw(result.input) == ROW_REWRITE
        )
        if not right:
            raise Mismatch(
                f"call {k + 1} of {row!r}: run_chain([h{k}:rewrite], {call.tool_use_id})",
                shown(result),
                f"{call.tool_use_id} with input {ROW_REWRITE!r}",
                _FRESH_HINT if k else "",
            )


@dataclass(frozen=True)
class TwiceOver:
    """One chain run twice on the very same hook objects: a slow hook (an hour by the
    answer's clocks) that allows, then a hook that raises on its first run and denies on
    every later one. Nothing the first run saw (a raise, a slow hook) changes the second."""

    def __repr__(self) -> str:
        return "run_chain([h0:slow, h1:raises once, then denies], call), twice"


@dataclass
class _LoggedHook:
    """A hook of :class:`TwiceOver`, noting its label in ``log`` each time it runs."""

    label: str
    log: list[str]
    slow: bool = False

    def __post_init__(self) -> None:
        if self.slow:
            self.__stub_hours__ = 1

    runs: int = 0

    def __call__(self, _call: ToolCall) -> Any:
        self.runs += 1
        self.log.append(self.label)
        if self.slow:
            return None
        if self.runs == 1:
            raise HookFailed(f"{self.label} crashed on its first run")
        return Deny(f"{self.label} says no", None)

    def __repr__(self) -> str:
        return self.label


_NOTHING_LEARNED = (
    "Each run runs every hook it is given, in the order given: nothing an earlier run saw "
    "changes the next (no hook skipped because it raised before, none moved for being slow)."
)


def _twice_over(answer: Callable[..., Any], case: TwiceOver) -> None:
    log: list[str] = []
    hooks = [_LoggedHook("h0", log, slow=True), _LoggedHook("h1", log)]
    call = make_call("lookup_user", {"user_id": "u_004"})
    with contextlib.suppress(AnswerCrashed):  # the first run's verdict: another case's
        call_answer(answer, list(hooks), call, example=repr(case))
    del log[:]
    try:
        got = call_answer(answer, list(hooks), call, example=repr(case))
    except AnswerCrashed as crash:
        _no_name_read(repr(case), crash)
        own = not isinstance(crash.error, HookFailed)
        raise Mismatch(
            repr(case),
            f"the second run raised {crash.one_line}",
            "Deny from h1",
            _SLOW_HINT if own else _NOTHING_LEARNED,
        ) from None
    if log != ["h0", "h1"] or type(got) is not Deny:
        raise Mismatch(
            repr(case),
            f"the second run: hooks ran {log}, returned {shown(got)}",
            "hooks ran ['h0', 'h1'], returned h1's Deny",
            _NOTHING_LEARNED,
        )


@dataclass(frozen=True)
class ManyRuns:
    """One chain run again and again on the very same hooks list and call, in the answer's
    process: its one hook allows ``allows`` times, then denies (a quota used up). Each run
    asks the hook anew, so run ``allows + 1`` is denied: a memo of verdicts per hooks and
    call, or a hook skipped as settled after allowing 50 times, answers it with the call
    (batch AS)."""

    runs: int = 60
    allows: int = 55

    def __repr__(self) -> str:
        return (
            f"run_chain([h0], call) {self.runs} times on the very same list and call; h0 "
            f"allows {self.allows} times, then denies"
        )


@dataclass(eq=False)
class _QuotaHook:
    """The hook of :class:`ManyRuns`: allows ``allows`` runs, then denies, naming the run."""

    allows: int
    runs: int = 0

    def __call__(self, _call: ToolCall) -> Deny | None:
        self.runs += 1
        return None if self.runs <= self.allows else _quota_deny(self.runs)

    def __repr__(self) -> str:
        return "h0"


def _quota_deny(run: int) -> Deny:
    return Deny(f"h0 says no on run {run}: the quota is used up", None)


_ASKED_ANEW = (
    "Ask every hook anew on every run: no memo of verdicts per hooks and call, and no hook "
    "skipped for having allowed many times (a hook's next answer may differ: a quota, a "
    "clock, a flag)."
)


LONG_REWRITES_CASE = LongRun(
    1_500,
    "run_chain([h0:rewrite], call) {times} times on the very same call, a ToolCall subclass "
    "whose with_input counts the rewrites",
)
"""Every run's call counts its one rewrite: an answer that switches to
``dataclasses.replace`` after its first thousand rewrites stops counting (batch BC)."""


REWRITES_AT_LENGTH = "one rewriting chain run 1,500 times on the same call: each rewrite counted"


def _long_rewrites(answer: Callable[..., Any], case: LongRun) -> None:
    tagged = _tagged(make_call("lookup_user", {"user_id": "u_004"}))
    first, last = case.first_and_last(answer, [[_RowHook(0, rewrites=True)], tagged])
    if not isinstance(last, TaggedCall) or last.rewrites != 1 or not same_value(first, last):
        raise Mismatch(
            repr(case),
            f"the last run's call: {shown(last)}",
            f"the first run's: {shown(first)}, its one rewrite counted",
            _COUNTED_EVERY_RUN,
        )


_COUNTED_EVERY_RUN = (
    "Apply every Rewrite with call.with_input(...), however many came before: its own "
    "with_input may do more (count the rewrites), and dataclasses.replace skips that."
)


def _many_runs(answer: Callable[..., Any], case: ManyRuns) -> None:
    call = make_call("lookup_user", {"user_id": "u_004"})
    steps = [["call", [[_QuotaHook(case.allows)], call]]]
    steps += [["again", []] for _ in range(case.runs - 1)]
    returned = call_in_steps(answer, steps, example=repr(case))[0]
    for run, got in enumerate(returned, start=1):
        if run > case.allows:
            right, wanted = type(got) is Deny and got == _quota_deny(run), repr(_quota_deny(run))
        else:
            right, wanted = isinstance(got, ToolCall) and got == call, "the call (h0 allowed)"
        if not right:
            raise Mismatch(f"run {run} of {case!r}", shown(got), wanted, _ASKED_ANEW)


@dataclass(frozen=True)
class GrownList:
    """One hooks list run, then a denying hook appended to that very list (the caller
    registered one more), and run again, in the answer's process: every hook in it runs, so
    the second run denies (a plan cached per list, by its ``id``, misses the new hook)."""

    def __repr__(self) -> str:
        return (
            "run_chain(hooks, call) with hooks = [h0:allow]; then h1:deny appended to that "
            "very list, and run_chain(hooks, call) again"
        )


_GROWN_HINT = (
    "Run the hooks the list holds now, at every call: no plan or copy of the list kept "
    "from an earlier call (keyed by id(hooks) or not), since the caller may append to it."
)


def _grown_list(answer: Callable[..., Any], case: GrownList) -> None:
    call = make_call("lookup_user", {"user_id": "u_004"})
    steps: list[list[Any]] = [
        ["call", [[_RowHook(0).allowing()], call]],
        ["extend", [_RowHook(1)]],
        ["again", []],
    ]
    returned = call_in_steps(answer, steps, example=repr(case))[0]
    if type(returned[1]) is not Deny or returned[1] != _row_deny(1):
        raise Mismatch(
            f"the second run of {case!r}", shown(returned[1]), repr(_row_deny(1)), _GROWN_HINT
        )


@dataclass(frozen=True)
class _Optional:
    """A hook taking an optional second parameter, ``(call, verbose=False)``: a hook all the
    same, called with the call alone (a runner vetting signatures refuses it)."""

    label: str
    denies: bool

    def __call__(self, call: ToolCall, verbose: bool = False) -> Deny | None:  # noqa: ARG002
        return _row_deny(int(self.label[1:])) if self.denies else None

    def __repr__(self) -> str:
        return f"{self.label}:{'deny' if self.denies else 'allow'} (call, verbose=False)"


@dataclass(frozen=True)
class _TwoOptional:
    """A hook taking two optional parameters after the call, ``(call, limit=100,
    unit="EUR")``: three positional parameters, as an Agent SDK hook's ``(input_data,
    tool_use_id, context)``, yet a hook of this chain, called with the call alone. Handed
    more, it denies with a reason saying so (batch AV called such hooks the SDK's way)."""

    label: str

    def __call__(self, call: ToolCall, limit: Any = 100, unit: Any = "EUR") -> Deny | None:  # noqa: ARG002
        if (limit, unit) != (100, "EUR"):
            return Deny(f"{self.label} was handed {limit!r} and {unit!r} beside the call")
        return None

    def __repr__(self) -> str:
        return f"{self.label}:allow (call, limit=100, unit='EUR')"


@dataclass(frozen=True)
class OptionalParameter:
    """Hooks whose signatures take optional parameters after the call: every one runs,
    called with the call alone."""

    def __repr__(self) -> str:
        hooks = (_Optional("h0", False), _TwoOptional("h1"), _Optional("h2", True))
        return f"run_chain([{', '.join(map(repr, hooks))}], call)"


_PARTIAL_IS_THE_HOOK = (
    "A hook is what the list holds, a functools.partial too: call it, hook(call), not its "
    ".func, which lacks the arguments the partial holds."
)
_ANY_SIGNATURE = (
    "Call every hook with the call, hook(call), whatever its signature says (an optional "
    "second parameter, *args, none readable): read no signature to vet or skip it."
)


def _optional_parameters(answer: Callable[..., Any], case: OptionalParameter) -> None:
    call = make_call("lookup_user", {"user_id": "u_004"})
    hooks = [_Optional("h0", False), _TwoOptional("h1"), _Optional("h2", True)]
    try:
        got = call_answer(answer, hooks, call, example=repr(case))
    except AnswerCrashed as crash:
        if not crash.hint:
            crash.hint = _ANY_SIGNATURE
        raise
    if type(got) is not Deny or got != _row_deny(2):
        raise Mismatch(repr(case), shown(got), repr(_row_deny(2)), _ANY_SIGNATURE)


@dataclass
class _Noting:
    """A hook noting its label in ``log`` each run, and denying or allowing."""

    label: str
    log: list[str]
    denies: bool

    def __call__(self, _call: ToolCall) -> Deny | None:
        self.log.append(self.label)
        return Deny(f"{self.label} says no", None) if self.denies else None

    def __repr__(self) -> str:
        return f"{self.label}:{'deny' if self.denies else 'allow'}"


@dataclass(frozen=True)
class DenierAgain:
    """A hook that denied in one run, listed last in the next: it runs last there, after the
    hooks listed before it (no hook moved up for having denied before)."""

    def __repr__(self) -> str:
        return "run_chain([h0:allow, h1:deny], call), then run_chain([h2:allow, h1:deny], call)"


_NO_REORDER = (
    "Run the hooks in the order given, every run: nothing a hook did in an earlier run (a "
    "denial) moves it up."
)


def _denier_again(answer: Callable[..., Any], case: DenierAgain) -> None:
    log: list[str] = []
    first, denier, later = (
        _Noting("h0", log, False),
        _Noting("h1", log, True),
        _Noting("h2", log, False),
    )
    call = make_call("lookup_user", {"user_id": "u_004"})
    with contextlib.suppress(AnswerCrashed):  # the first run's verdict: another case's
        call_answer(answer, [first, denier], call, example=repr(case))
    del log[:]
    got = call_answer(answer, [later, denier], call, example=repr(case))
    if log != ["h2", "h1"] or type(got) is not Deny:
        raise Mismatch(
            f"the second run of {case!r}",
            f"hooks ran {log}, returned {shown(got)}",
            "hooks ran ['h2', 'h1'], returned h1's Deny",
            _NO_REORDER,
        )


def _chain_behaves(
    answer: Callable[..., Any],
    chosen: list[Action]
    | Spelled
    | FreshRow
    | AsMethods
    | Raising
    | TwiceOver
    | ManyRuns
    | LongRun
    | GrownList
    | OptionalParameter
    | DenierAgain,
) -> None:
    if isinstance(chosen, FreshRow):
        _fresh_row(answer, chosen)
        return
    if isinstance(chosen, OptionalParameter):
        _optional_parameters(answer, chosen)
        return
    if isinstance(chosen, DenierAgain):
        _denier_again(answer, chosen)
        return
    if isinstance(chosen, GrownList):
        _grown_list(answer, chosen)
        return
    if isinstance(chosen, TwiceOver):
        _twice_over(answer, chosen)
        return
    if isinstance(chosen, ManyRuns):
        _many_runs(answer, chosen)
        return
    if isinstance(chosen, LongRun):
        _long_rewrites(answer, chosen)
        return
    listed_as = chosen if isinstance(chosen, AsMethods) else None
    as_methods = listed_as is not None and listed_as.listing != "partials"
    length = chosen.kind if isinstance(chosen, Raising) else None
    if isinstance(chosen, (AsMethods, Raising)):
        chosen = list(chosen.actions)
    spelled = chosen if isinstance(chosen, Spelled) else None
    actions = list(chosen.actions) if isinstance(chosen, Spelled) else chosen
    expected_ran, outcome = _expected(actions, spelled)  # from the example, before the answer
    log: list[tuple[str, dict[str, Any]]] = []
    made: list[Any] = []
    hooks: list[_Hook] = []
    handed: list[tuple[str, bool | None]] = []
    call = _given_call(spelled)
    for label, action in _listed(actions):
        same = [hook for hook in hooks if hook.label == label]
        hooks.append(
            same[0]
            if same
            else _hook(label, action, log, made, handed, call, length or len(actions), spelled)
        )
    inner_runs: list[Any] = []
    passed: list[tuple[Any, bool]] = []
    for hook in hooks:
        hook.nested = functools.partial(_run_inside, answer, inner_runs)
        hook.passed = passed
    original: tuple[Any, ...] = (call.tool_name, call.tool_use_id, call.context, call.timestamp)
    if isinstance(call, TaggedCall):  # a subclass's own fields are kept, through with_input
        applied = sum(1 for _, action in _listed(actions) if action in ("rewrite", "clear"))
        original += (call.tag, call.rewrites + applied)
    example = f"run_chain({_shown_hooks(hooks)}, call with input {dict(call.input)!r})"
    if spelled is not None:
        example = f"run_chain({_shown_hooks(hooks)}, {spelled!r})"
    if listed_as is not None:
        example += listed_as.shown
    owner = _Policy()
    given: list[Any] = [listed_as.listed(h, owner) for h in hooks] if listed_as else list(hooks)
    try:
        got, (hooks_after, _) = call_seeing_inputs(
            answer, list(given), call, example=example, raised_here=made, fields=True
        )
    except AnswerCrashed as crash:
        if isinstance(crash.error, RecursionError) and len(hooks) > _LONG:
            raise Mismatch(
                example,
                f"raised {crash.one_line}",
                "every hook run, however long the chain",
                "Loop over the hooks (for hook in hooks): a run_chain that calls itself for "
                "hooks[1:] runs out of stack on a long chain.",
            ) from None
        if _unwrapped(crash.error, made):
            raise Mismatch(
                example,
                f"raised {crash.one_line}",
                "the very exception the hook raised",
                _NOT_UNWRAPPED,
            ) from None
        _no_name_read(example, crash)
        own = not raised_from(crash.error, made, HookFailed)
        if own and type(call) is not ToolCall and not crash.hint:
            crash.hint = SUBCLASS_HINT
        if own and ("slow" in actions or isinstance(crash.error, TimeoutError)):
            raise Mismatch(
                example, f"raised {crash.one_line}", "every hook run, however slow", _SLOW_HINT
            ) from None
        _no_attribute_called(example, crash)
        _no_attribute_set(example, crash, as_methods)
        if own and isinstance(crash.error, AssertionError) and not crash.hint:
            crash.hint = _NO_ASSERT
        if as_methods and own and isinstance(crash.error, TypeError) and not crash.hint:
            crash.hint = _ANY_SIGNATURE  # a method's __code__ counts self: one more argument
        partials = listed_as is not None and listed_as.listing == "partials"
        if partials and own and isinstance(crash.error, TypeError) and not crash.hint:
            crash.hint = _PARTIAL_IS_THE_HOOK
        _no_call_hashed(example, crash, call)
        _no_hook_hashed(example, crash)
        _no_warning_raised(example, crash)
        _not_rewritten(example, crash, made if outcome is HookFailed else [])
        if "itself" in actions and own:
            raise Mismatch(
                example, f"raised {crash.one_line}", "a Rewrite applied as given", _ITSELF_HINT
            ) from None
        ran, should = [label for label, _ in log], [label for label, _ in expected_ran]
        if outcome is HookFailed and _run_again(ran, should):
            raise Mismatch(
                example, f"raised {crash.one_line}", "the hook's exception, at once", _NO_RETRY
            ) from None
        if outcome is not HookFailed or not raised_from(crash.error, made, HookFailed):
            raise
        if made and crash.error is not made[-1]:
            stopped = isinstance(made[-1], StopIteration) and isinstance(crash.error, RuntimeError)
            raise Mismatch(
                example,
                f"raised {crash.one_line}",
                f"the hook's own exception, {made[-1]!r}, as it is",
                _STOP_HINT
                if stopped
                else UNPRINTABLE_HINT
                if raised_by_str(crash.error)
                else UNREPRABLE_HINT
                if raised_by_repr(crash.error)
                else "Let the hook's exception propagate as it is: no try/except around the "
                "hook call, and no wrapping it in another exception.",
            ) from None
        got, hooks_after = HookFailed, crash.after[0] if crash.after else given
    ran, should = [label for label, _ in log], [label for label, _ in expected_ran]
    if ran != should:
        hint = _order_hint(ran, should, actions)
        unwrapped = any(label.endswith(".__wrapped__") for label in ran)
        own_deny = type(got) is Deny and not any(got is own for own in made)
        if own_deny and not unwrapped and _late_at(hooks, ran):
            hint = _WAIT_FOR_EACH  # a Deny of its own where a late hook's answer was due
        if ran and ran == should[: len(ran)] and dict(_listed(actions)).get(ran[-1]) == "itself":
            hint = _ITSELF_HINT  # stopped at a Rewrite of the very input
        if not ran and type(got) is Deny and not any(got is own for own in made):
            hint = _NO_OWN_CHECK  # a Deny before any hook ran: the chain's own
        if listed_as is not None and listed_as.listing == "one owner" and set(ran) < set(should):
            hint = _ONE_OWNER_HINT  # some methods of the one policy object skipped
        if _recorded_read(got):
            hint = _RECORDED_HINT
        went_on = len(ran) > len(should) and ran[: len(should)] == should
        if outcome is HookFailed and went_on and made and not isinstance(made[-1], HookFailed):
            hint = _EVERY_KIND_HINT  # went on past a hook raising a built-in kind
            if isinstance(made[-1], (KeyboardInterrupt, SystemExit)):
                hint = STOPPING_HINT
        elif outcome is HookFailed and _run_again(ran, should):
            hint = _NO_RETRY
        raise Mismatch(example, f"hooks ran: {ran}", f"hooks run: {should}", hint)
    if log != expected_ran:
        raise Mismatch(
            example,
            f"hooks saw: {log}",
            f"each hook sees the input as rewritten so far: {expected_ran}",
            _NESTED_HINT
            if "nests" in actions
            else _NEVER_BY_TRUTH
            if isinstance(call, SizedCall)
            else _rewrite_hint(log, expected_ran),
        )
    copied = [label for label, itself in _before_the_very_input(handed) if not itself]
    if copied:
        raise Mismatch(
            example,
            f"hook {copied[0]} got a copy of call",
            "each hook gets the call itself (until a Rewrite makes a new one)",
            "Hand each hook the call itself, hook(call): not copy.copy(call) or another "
            "ToolCall made from it.",
        )
    try:
        _compare_outcome(example, got, outcome, original, made, type(call))
    except Mismatch as mismatch:
        if "nests" in actions:  # the outcome a run inside a hook changed
            mismatch.hint = _NESTED_HINT
        if isinstance(call, SizedCall):
            mismatch.hint = _NEVER_BY_TRUTH
        raise
    _left_as_given(example, given, hooks_after)
    _handed_on(example, passed, got)
    _inner_runs_right(example, inner_runs)
    _same_object(
        example,
        got,
        outcome,
        made,
        call,
        rewritten=bool(
            {"rewrite", "clear", "typed", "late", "itself", "narrows", "same"} & set(actions)
        ),
    )


def _handed_on(example: str, passed: list[tuple[Any, bool]], got: Any) -> None:
    """After a hook that did not rewrite, the next hook gets the very call it got, and so
    does the caller when it was the last: one current call, replaced only on a Rewrite."""
    after = [*passed[1:], (got, False)] if isinstance(got, ToolCall) else passed[1:]
    for number, ((before, rewrote), (now, _)) in enumerate(zip(passed, after, strict=False), 1):
        if not rewrote and now is not before:
            where = f"hook {number + 1}" if number < len(passed) else "the call returned"
            raise Mismatch(
                example,
                f"{where} got another ToolCall object than hook {number}, which did not rewrite",
                "the current call itself, handed on until a Rewrite replaces it",
                _HAND_THE_CALL,
            )


_HAND_THE_CALL = (
    "Hand each hook the call itself, the current one: after a Rewrite make the new call "
    "once (call = call.with_input(...)) and hand that one object to every later hook and "
    "back to the caller, not a new ToolCall per hook."
)


def _before_the_very_input(
    handed: list[tuple[str, bool | None]],
) -> list[tuple[str, bool | None]]:
    """The runs before a Rewrite holding the very input object: after it, the hooks may
    get the call the chain was given or a new one (the Returns say either is right)."""
    ends = [index for index, (_, itself) in enumerate(handed) if itself is None]
    return handed[: ends[0]] if ends else handed


def _run_inside(answer: Callable[..., Any], inner_runs: list[Any]) -> None:
    """What a ``nests`` hook does: run the answer on chains of its own (one rewriting hook,
    then one nesting chains :data:`DEEP_NESTING` deep, then one denying hook, another call),
    as a composite hook would, and keep what each run
    returned (or raised) in ``inner_runs``: each is a chain too, and must change nothing of
    the run that called the hook (an inner Deny kept where the outer run finds it ends that
    run with it: batch AL)."""
    inner = make_call("get_orders", {"user_id": "u_999"}, tool_use_id="toolu_inner")
    for hook in (_inner_rewrite, _nesting_hook(answer, DEEP_NESTING), _inner_deny):
        try:
            inner_runs.append(answer([hook], inner))
        except (Exception, AnswerRaised) as exc:
            inner_runs.append(exc)


DEEP_NESTING = 5
"""How many chains deep the third chain a ``nests`` hook runs goes: a chain has no depth
limit (a cap of 3 nested chains raises: batch AS)."""


class _Nesting:
    """A hook running the answer on a chain of itself alone, ``depth`` chains down, the
    last run rewriting: each hands up, as its Rewrite, the input the chain below returned,
    so the top chain returns its call rewritten as the deepest run did. The very same hook
    at every depth (a lock per hook, taken again from inside, never returns: batch AT)."""

    def __init__(self, answer: Callable[..., Any], depth: int) -> None:
        self.answer, self.left = answer, depth

    def __call__(self, call: ToolCall) -> Any:
        if self.left == 0:
            return _inner_rewrite(call)
        self.left -= 1
        try:
            below = self.answer([self], call)
        except (Exception, AnswerRaised) as exc:  # said as a Deny: nothing raised across
            return Deny(f"the chain {self.left + 1} levels down raised {exc!r}"[:300], None)
        finally:
            self.left += 1
        return Rewrite(dict(below.input)) if isinstance(below, ToolCall) else below

    def __repr__(self) -> str:
        return "a hook nesting chains of itself"


def _nesting_hook(answer: Callable[..., Any], depth: int) -> Callable[[ToolCall], Any]:
    return _Nesting(answer, depth)


INNER_REWRITTEN = {"user_id": "u_999", "inner": "rewritten"}
"""The input the chain a ``nests`` hook runs must return: its one hook rewrote it."""


def _inner_runs_right(example: str, inner_runs: list[Any]) -> None:
    """The chains a hook ran inside returned, in turn, their own call rewritten by their
    one hook, and the Deny of their one denying hook."""
    for number, got in enumerate(inner_runs):
        if number % 3 != 2:
            right = (
                isinstance(got, ToolCall)
                and got.tool_use_id == "toolu_inner"
                and thaw(got.input) == INNER_REWRITTEN
            )
            ran, wanted = (
                "[rewrite]" if number % 3 == 0 else f"[a hook nesting {DEEP_NESTING} chains]",
                f"its own call, rewritten by its one hook: {INNER_REWRITTEN!r}",
            )
        else:
            right = isinstance(got, Deny) and got.reason == INNER_DENIAL
            ran, wanted = "[deny]", f"the Deny of its one hook: Deny({INNER_DENIAL!r}, ...)"
        if not right:
            raise Mismatch(
                example + f"; a chain h1 runs inside is run_chain({ran}, its own call)",
                f"that inner chain returned {shown(got)}",
                wanted,
                _NESTED_HINT,
            )


def _inner_rewrite(call: ToolCall) -> Rewrite:
    """The one hook of a chain a ``nests`` hook runs: it rewrites that chain's call."""
    return Rewrite({**call.input, "inner": "rewritten"})


INNER_DENIAL = "the inner chain says no"


def _inner_deny(_call: ToolCall) -> Deny:
    """The one hook of the second chain a ``nests`` hook runs: it denies that chain's call
    (and the run that called the hook goes on: its own hooks decide it)."""
    return Deny(INNER_DENIAL, "ask the outer chain")


_NO_ASSERT = (
    "Return what the hooks decided as it is, with no assert on it: a hook words its Deny as "
    "it likes (a reason starting 'BLOCKED:' too), and a chain checks nothing of its own."
)
_NESTED_HINT = (
    "Keep the current call in a local variable of run_chain: a hook may run a chain of its "
    "own (run_chain inside it), which is a chain like any other (every hook in it runs) and "
    "must not change this one's (no module-level, class or threading.local state or flag)."
)


def _shown_hooks(hooks: list[_Hook]) -> str:
    """The hooks as a counterexample shows them: a long chain by its ends and its length."""
    if len(hooks) <= 12:
        return repr(hooks)
    return f"[{hooks[0]!r}, ... {len(hooks) - 2} more ..., {hooks[-1]!r}]"


def _left_as_given(example: str, given: list[Any], after: Any) -> None:
    """The Returns say ``hooks`` is left as it is: no hook removed, added or moved."""
    if type(after) is not list or len(after) != len(given) or any(map(op_is_not, after, given)):
        raise Mismatch(
            example,
            f"hooks left as {shown(after)}",
            f"hooks left as given: {given!r}",
            "Leave the hooks list as it is: loop over it (for hook in hooks), do not pop or "
            "remove from it.",
        )


def _same_object(
    example: str, got: Any, outcome: Any, made: list[Any], call: ToolCall, *, rewritten: bool
) -> None:
    """The Returns say "that very object" and "``call`` itself": a copy is not enough."""
    if isinstance(outcome, Deny) and made and got is not made[-1]:
        raise Mismatch(
            example,
            f"{shown(got)}, a copy",
            "the Deny the hook returned, that very object",
            _OWN_DENY,
        )
    if isinstance(outcome, dict) and not rewritten and got is not call:
        raise Mismatch(
            example,
            f"{shown(got)}, a new ToolCall",
            "call itself: nothing was rewritten",
            "When no hook rewrote the input, return call itself, not call.with_input(...) "
            "or another new ToolCall.",
        )


_ITSELF_HINT = (
    "A Rewrite holding the very input object (Rewrite(call.input)) is a Rewrite like any "
    "other: apply it (call.with_input(decision.new_input)) or hand on the call, and go on "
    "with the next hook; it is no error and no decision to stop at."
)

_OWN_DENY = (
    "Hand back the hook's own Deny, that very object, as it is: not a new Deny built from "
    "its fields (even one with no alternative: None is its alternative, a blank one is "
    "blank), and no field of it changed (object.__setattr__ gets past frozen=True)."
)


def _late_at(hooks: list[_Hook], ran: list[str]) -> bool:
    """Whether the hook the run stopped at (the last that ran, or the next) carries a
    ``timeout`` already past (:data:`~.wide_classes.PAST_TIMEOUT`)."""
    at = {f"h{len(ran)}", ran[-1] if ran else ""}
    return any(hook.label in at and getattr(hook, "timeout", 0) == PAST_TIMEOUT for hook in hooks)


_WAIT_FOR_EACH = (
    "Call each hook and wait for its answer, however long it takes: a hook's timeout "
    "attribute is a registry's, not yours to honour (no thread and result(timeout=...), "
    "no Deny of your own for a slow hook)."
)


def _order_hint(ran: list[str], should: list[str], actions: Sequence[Action]) -> str:
    """A hint for hooks that ran in the wrong order, too few or too many, or ``""``."""
    if any(label.endswith(".__wrapped__") for label in ran):
        return _UNWRAPPED  # only what a hook wraps logs so
    if not ran and len(should) == 1:
        return NO_HINT  # a runner that skips the last hook looks the same here
    if not ran and all(_falsy_label(label, actions) for label in should):
        return _FALSY_HINT  # any(hooks) is False; a runner skipping on attributes failed before
    if not ran and should:  # every hook carries the same "off" attributes: all were skipped
        return (
            "Run every hook in the list, whatever attributes it carries (a matcher naming "
            "another tool, enabled=False, disabled=True), whoever the session is (one "
            "marked internal or trusted too) and whatever the call's input says (force, "
            "dry_run, a small amount): the chain's hooks were chosen already."
        )
    if "echo" in actions and len(ran) > len(should) and ran[: len(should) - 1] == should[:-1]:
        return (
            "A hook listed twice runs once per listing, at each place: go on from where you "
            "are in the list (for hook in hooks), not from hooks.index(hook), which finds "
            "its first listing."
        )
    equal = [label for label, action in zip(should, actions, strict=False) if action == "equal"]
    if equal and ran == [label for label in should if label not in equal]:
        return _EQUAL_HOOK_HINT
    truthy = [label for label in should if not _falsy_label(label, actions)]
    if len(truthy) < len(should) and ran == truthy:  # every falsy hook skipped, no other
        return _FALSY_HINT
    stopped = len(should) > len(ran) + 1 and ran == should[: len(ran)]
    went_on = any(action in _GO_ON for action in actions[: len(ran) - 1])  # not stop-at-allow
    if stopped and _falsy_label(should[len(ran)], actions) and went_on:
        return _FALSY_HINT
    if "again" in actions and len(ran) < len(should) and set(ran) == set(should):
        return (
            "A hook listed twice runs twice, each time anew: loop over the hooks as given, "
            "with no set, dict or cache of decisions."
        )
    if ran and ran == sorted(ran, reverse=True) and len(set(ran)) > 1:
        return _GIVEN_ORDER
    by_name = sorted(should, key=lambda label: "" if _nameless_label(label) else label)
    sorted_ran = ran in (sorted(should)[: len(ran)], by_name[: len(ran)])
    long_enough = len(ran) > 1 or (len(ran) == 1 and _nameless_label(ran[0]))
    if long_enough and sorted_ran and ran != should[: len(ran)]:
        return _GIVEN_ORDER  # sorted by name: h10 before h2, nameless hooks first
    if long_enough and ran != should[: len(ran)] and _sorted_by_an_attribute(ran, actions):
        return _GIVEN_ORDER  # sorted by a priority, cost, rank, ... the hooks carry
    if _one_ran_for_another(ran, should):
        return _LATE_BINDING
    before_falsy = len(ran) < len(should) and _falsy_label(should[len(ran)], actions)
    if ran and ran == should[: len(ran)] and actions[len(ran) - 1] in ("allow", "none"):
        if before_falsy:
            return NO_HINT  # a runner stopping at a falsy hook looks the same here
        return "ALLOW and None let the chain go on: do not return at an allow."
    return ""


def _one_ran_for_another(ran: list[str], should: list[str]) -> bool:
    """Whether a hook ran more often than it is listed while a listed one never ran."""
    more = any(ran.count(label) > should.count(label) for label in set(ran))
    return more and any(label not in ran for label in should)


_LATE_BINDING = (
    "One hook ran in another's place: a lambda or closure made in a loop reads the loop "
    "variable when it is called, not when it was made (the last hook, for all). Call "
    "each hook as you reach it, or bind it: lambda hook=hook: hook(call)."
)


def _sorted_by_an_attribute(ran: list[str], actions: Sequence[Action]) -> bool:
    """Whether ``ran`` starts the listed hooks sorted by one of the ordering numbers they
    carry (a priority, a cost, a rank)."""
    listed = [label for label, _ in _listed(actions)]
    return any(
        ran == sorted(listed, key=lambda label: hook_attributes(_number(label))[key])[: len(ran)]
        for key in ORDERING
    )


def _recorded_read(got: Any) -> bool:
    """Whether ``got`` is a hook's recorded ``decision`` (:func:`_recorded`), read in place
    of calling the hook."""
    return type(got) is Deny and got.reason == RECORDED_VERDICT


_RECORDED_HINT = (
    "Call each hook, hook(call), for this call's verdict: a decision attribute a hook "
    "carries (as toolhooks.testing.RecordingHook keeps one) is what it was set up to say, "
    "not its verdict on this call, and the hook did not run."
)


_NO_OWN_CHECK = (
    "Deny only when a hook denies: the chain adds no check of its own (no clock, no limit, "
    "no rule), since only its hooks decide."
)


_FALSY_HINT = (
    "Run every hook in the list, a falsy one too (a hook object whose __bool__ or __len__ "
    "says empty): for hook in hooks, no `if hook`, filter(None, hooks) or `while hook := "
    "next(it, None)`."
)


_GO_ON = ("allow", "none", "late", "again", "echo")
"""Actions that let the chain go on (a runner that stops at one has another hint)."""


def _number(label: str) -> int:
    """The number of the hook labelled ``label`` (``h12``), or of the hook whose decoy it
    is (``h12.__wrapped__``)."""
    return int(label[1:].partition(".")[0])


def _nameless_label(label: str) -> bool:
    """Whether the hook labelled ``label`` has no ``__name__`` (numbered 1, 5, 9, ...)."""
    return _number(label) % 4 == 1


def _unhashable_label(label: str) -> bool:
    """Whether the hook labelled ``label`` is unhashable (numbered 0, 4, 8, ...)."""
    return _number(label) % 4 == 0


def _falsy_label(label: str, actions: Sequence[Action]) -> bool:
    """Whether the hook labelled ``label`` in a chain of ``actions`` is a falsy object:
    numbered 3, 7, 11, ..., or a ``falsy`` one."""
    return _falsy_hook(label, actions[_number(label)])


def _falsy_hook(label: str, action: Action) -> bool:
    """Whether the hook labelled ``label``, doing ``action``, is a falsy object."""
    return _number(label) % 4 == 3 or action == "falsy"


_UNWRAPPED = (
    "Call each hook itself, hook(call): not inspect.unwrap(hook) or hook.__wrapped__, "
    "which skips what the wrapper does (its own checks, its own decision)."
)
_WARNED = (
    "A hook that warns (warnings.warn) and returns has decided: its warning is no "
    "exception, so do not turn warnings into errors (warnings.simplefilter('error')) "
    "around the hooks."
)


def _no_warning_raised(example: str, crash: AnswerCrashed) -> None:
    """A hook's warning (every hook gives one) raised as an error: a filter turned it."""
    if isinstance(crash.error, Warning) and " gives a " in str(crash.error):
        raise Mismatch(
            example,
            f"raised {crash.one_line}",
            "the hooks' decisions: a warning is no exception",
            _WARNED,
        ) from None


_EVERY_KIND_HINT = (
    "An exception from a hook propagates, of every kind (NotImplementedError, "
    "AttributeError, OSError...): no kind means 'skip this hook' or 'no decision'."
)


def _not_rewritten(example: str, crash: AnswerCrashed, made: list[Any]) -> None:
    """A hook's exception that came back with its message rewritten (its ``args`` set
    anew, a hook's name prefixed): the codec sends it as an exception of its own, of the
    hook's exception's type name, so it is not the hook's, as it is."""
    raised = [own for own in made if isinstance(own, BaseException)]
    if not raised or crash.error is raised[-1]:
        return
    if type(crash.error).__name__ != type(raised[-1]).__name__:
        return
    raise Mismatch(
        example,
        f"raised {crash.one_line}",
        f"the hook's own exception, {raised[-1]!r}, as it is",
        _REWRITTEN_HINT,
    ) from None


_REWRITTEN_HINT = (
    "Let the hook's exception propagate as it is, its args and message unchanged: do not "
    "set exc.args (a hook's name prefixed) before raising it again. To add context, "
    "exc.add_note(...) leaves it as it is."
)


def _unwrapped(error: BaseException, made: Sequence[Any]) -> bool:
    """Whether ``error`` is what a hook's exception wraps (its ``__cause__``, or the one
    member of its group), raised in its place: told by kind and message, as it crossed."""
    inner = [m.__cause__ for m in made if isinstance(m, BaseException)]
    inner += [e for m in made for e in getattr(m, "exceptions", ())]
    return any(
        type(error).__name__ == type(wrapped).__name__ and str(error) == str(wrapped)
        for wrapped in inner
        if wrapped is not None
    )


_NOT_UNWRAPPED = (
    "Let the hook's exception propagate as it is, that very object: not the cause it was "
    "raised from (__cause__), nor the one member of an ExceptionGroup."
)


def _no_name_read(example: str, crash: AnswerCrashed) -> None:
    """A hook may lack ``__name__`` (a callable object, a ``functools.partial``): an answer
    that reads it crashes on such a hook, whatever it logs or sorts."""
    if isinstance(crash.error, AttributeError) and any(
        name in str(crash.error) for name in ("__name__", "__qualname__")
    ):
        raise Mismatch(
            example,
            f"raised {crash.one_line}",
            "every hook run, one with no __name__ too",
            "A hook is any callable: a callable object or a functools.partial has no "
            "__name__, so do not read it (log repr(hook) if you must).",
        ) from None


def _no_attribute_set(example: str, crash: AnswerCrashed, as_methods: bool) -> None:
    """A hook may be a bound method, which takes no attribute: an answer that notes
    something on each hook (``hook.last_call = call``) crashes on it."""
    if as_methods and isinstance(crash.error, AttributeError):
        raise Mismatch(
            example,
            f"raised {crash.one_line}",
            "every hook run, a bound method too",
            "A hook may be a bound method, which takes no attribute: set nothing on the "
            "hooks (keep what you want to remember in a variable of your own).",
        ) from None


ATTRIBUTE_CALLED_HINT = (
    "Call each hook itself, hook(call): what a hook carries (a hook, callback, handler or "
    "fn attribute, as a registry entry has) is not the hook, and you were handed hooks."
)


def _no_attribute_called(example: str, crash: AnswerCrashed) -> None:
    """Every hook carries ``hook``, ``callback``, ``handler`` and ``fn`` attributes holding
    text (:data:`~.wide_classes.HOOK_ATTRIBUTES`): an answer that calls one of them, as if
    unwrapping a registry entry, crashes calling a ``str``."""
    if isinstance(crash.error, TypeError) and "'str' object is not callable" in str(crash.error):
        raise Mismatch(
            example,
            f"raised {crash.one_line}",
            "every hook run, itself",
            ATTRIBUTE_CALLED_HINT,
        ) from None


def _no_call_hashed(example: str, crash: AnswerCrashed, call: ToolCall) -> None:
    """A host's call type may be unhashable (a list field of its own): an answer that keys a
    dict or a set on the call crashes on it (batch BI tallied screenings by call)."""
    unhashable_call = isinstance(call, TaggedCall) and type(call.tag) is list
    if unhashable_call and str(crash.error) == "unhashable type: 'list'":
        raise Mismatch(
            example,
            f"raised {crash.one_line}",
            "every hook run on the call as it is, an unhashable one too",
            "call may be a host's own ToolCall subclass, unhashable when a field of its own "
            "is (a list): keep no dict, set or cache keyed on the call; pass it on as it is.",
        ) from None


def _no_hook_hashed(example: str, crash: AnswerCrashed) -> None:
    """A hook may be unhashable (every example holds one): an answer that puts hooks in a
    set or a dict, or caches on them, crashes on it."""
    if isinstance(crash.error, TypeError) and "unhashable type" in str(crash.error):
        raise Mismatch(
            example,
            f"raised {crash.one_line}",
            "every hook run, an unhashable one too",
            "A hook is any callable, an unhashable one too (a dataclass with eq, a dict "
            "subclass): keep no set or dict of hooks and no cache keyed on them; loop over "
            "the list.",
        ) from None


def _run_again(ran: list[str], should: list[str]) -> bool:
    """Whether the hook that raised (the last that should run) ran again, and only it."""
    went_on = len(ran) > len(should) and ran[: len(should)] == should
    return went_on and set(ran[len(should) :]) == {should[-1]}


_NO_RETRY = (
    "Do not catch exceptions, not even to retry: a hook that raised has failed, and its "
    "exception propagates at once (whatever retries or fail_open it carries)."
)
_GIVEN_ORDER = "Run the hooks in the order given (registration order): hooks[0] first."


_AS_GIVEN = (
    "Apply each Rewrite's new_input as the hook gave it, with call.with_input("
    "decision.new_input): no JSON round trip, no skipping an input equal by == (True is "
    "not 1, a Decimal is not a str, an Enum member is not its .value)."
)


_MERGED = (
    "A Rewrite replaces the whole input: call = call.with_input(decision.new_input). Merging "
    "it into the old input keeps keys the hook removed."
)


_EMPTIED = (
    "Rewrite({}) replaces the input with an empty one too: test isinstance(decision, "
    "Rewrite), not whether decision.new_input is truthy, and use it even when it is {}."
)


def _rewrite_hint(got: Any, expected: Any) -> str:
    """The hint for a hook or a result that saw the wrong input: an ignored ``Rewrite({})``,
    a merge, or none."""
    if _emptied(got, expected):
        return _EMPTIED
    if _dropped(got, expected):
        return _KEEP_FALSY
    if _capped(got, expected):
        return _NO_CAP
    if _retyped(got, expected):
        return _AS_GIVEN
    if _types_kept(got, expected):
        return _ANY_TYPES
    if _text_changed(got, expected):
        return _TEXT_AS_GIVEN
    if _tidied(got, expected):
        return _NOT_TIDIED
    if _merged(got, expected):
        return _MERGED
    return _EVERY_REWRITE if _skipped(got, expected) else ""


def _wrong_inputs(got: Any, expected: Any) -> tuple[dict[Any, Any], dict[Any, Any]] | None:
    """The first wrong input and the expected one, as dicts (of a log or an outcome)."""
    pair = _first_wrong_input(got, expected) if isinstance(got, list) else (got, expected)
    if pair is None or not all(isinstance(side, dict) for side in pair):
        return None
    return pair[0], pair[1]


_REWRITTEN_TEXTS = ("memo", "transcript")


def _text_changed(got: Any, expected: Any) -> bool:
    """Whether a rewritten text (:data:`AS_GIVEN`'s line breaks, control characters and
    escapes, or its 6,000 characters) came through cut or cleaned."""
    pair = _wrong_inputs(got, expected)
    return pair is not None and any(
        type(pair[0].get(key)) is str
        and type(pair[1].get(key)) is str
        and len(pair[0][key]) < len(pair[1][key])
        for key in _REWRITTEN_TEXTS
    )


def _skipped(got: Any, expected: Any) -> bool:
    """Whether a Rewrite was left out after another applied: the input's ``step`` (one more
    per rewrite) is above 0 and lower than the expected one's."""
    pair = _wrong_inputs(got, expected)
    if pair is None:
        return False
    step, want = pair[0].get("step", 0), pair[1].get("step")
    return type(step) is int and type(want) is int and 0 < step < want  # some applied


_TEXT_AS_GIVEN = (
    "Apply each Rewrite's text unchanged, at any length and with every character (line "
    "breaks, control characters, terminal escapes): no cap, no cleaning; the hooks own "
    "what they rewrite."
)
_EVERY_REWRITE = (
    "Apply every Rewrite as given, whatever it changes (a number raised, an id replaced): "
    "the chain adds no rule of its own on what a hook may rewrite."
)


def _first_wrong_input(got: list[Any], expected: list[Any]) -> tuple[Any, Any] | None:
    """The (got, expected) inputs of the first of two lists of (step, input) pairs that
    differ: by ``==`` first, else by type too (``1`` for ``True``); None if none does."""
    pairs = list(zip(got, expected, strict=False))
    wrong = [(g[1], e[1]) for g, e in pairs if g != e]
    wrong = wrong or [(g[1], e[1]) for g, e in pairs if not same_value(e, g)]
    return wrong[0] if wrong else None


def _tidied(got: Any, expected: Any) -> bool:
    """Whether the first wrong input differs from the expected one only where
    :data:`AS_GIVEN` is (keys folded together or stripped, amounts rounded)."""
    if isinstance(got, list):
        pair = _first_wrong_input(got, expected)
        return pair is not None and _tidied(*pair)
    if not (isinstance(got, dict) and isinstance(expected, dict)) or got == expected:
        return False
    folded = {str(key).strip().casefold() for key in AS_GIVEN}

    def rest(given: dict[Any, Any]) -> dict[Any, Any]:
        return {k: v for k, v in given.items() if str(k).strip().casefold() not in folded}

    return rest(got) == rest(expected)


_NOT_TIDIED = (
    "Apply each Rewrite's new_input as the hook gave it: no key case-folded or stripped, no "
    "text normalised (NFC), no amount rounded (round(2.675, 2) is 2.67), no big int clamped "
    "nor infinity nulled to suit JSON; the hooks own what they rewrite."
)


def _retyped(got: Any, expected: Any) -> bool:
    """Whether the first wrong input has the right keys and values that read the same but
    are of other types (``1`` for ``True``, ``'0.10'`` for a Decimal)."""
    if isinstance(got, list):
        pair = _first_wrong_input(got, expected)
        return pair is not None and _retyped(*pair)
    if not (isinstance(got, dict) and isinstance(expected, dict)) or got.keys() != expected.keys():
        return False
    differ = [k for k in expected if not same_value(expected[k], got[k])]
    return bool(differ) and all(
        str(got[k]) == str(expected[k])
        or got[k] == expected[k]
        or (type(expected[k]) is EnumMember and got[k] in (EnumMember.value, "PREMIUM"))
        for k in differ
    )


def _types_kept(got: Any, expected: Any) -> bool:
    """Whether the first wrong input is one a rewrite was dropped from (the rewriting hook's
    own ``by_hN`` key is missing) where it gave a key a value of another type (None over a
    text, 0.0 over 7): the old value, of the old type, is still there."""
    if isinstance(got, list):
        pair = _first_wrong_input(got, expected)
        return pair is not None and _types_kept(*pair)
    if not (isinstance(got, dict) and isinstance(expected, dict)):
        return False
    missing = {k for k in set(expected) - set(got) if isinstance(k, str)}
    if not any(k.startswith("by_h") for k in missing):  # the rewriting hook's own key
        return False  # the rewrite applied, changed: another mistake
    shared = set(got) & set(expected)
    return any(type(got[k]) is not type(expected[k]) for k in shared)


_ANY_TYPES = (
    "A Rewrite applies as given, whatever types its values have: None over a text, a "
    "number over a string too. Check nothing of new_input against the old input."
)


_KEEP_FALSY = (
    "A Rewrite applies as given: keep every key of decision.new_input, those whose value is "
    "None, '', 0 or False too (no cleaning of the input)."
)


_NO_CAP = (
    "Apply every Rewrite, however many hooks rewrite: no cap on rewrites (a long chain of "
    "rewriting hooks is no loop)."
)


def _capped(got: Any, expected: Any) -> bool:
    """Whether, in a log, rewrites applied for a while and then one (after the third) was
    ignored: the input a hook saw is the one its predecessor saw."""
    if not (isinstance(got, list) and isinstance(expected, list)):
        return False
    wrong = [i for i, (g, e) in enumerate(zip(got, expected, strict=False)) if g != e]
    if not wrong or wrong[0] < 4:
        return False
    first = wrong[0]
    return bool(got[first][1] == got[first - 1][1] != expected[first][1])


def _dropped(got: Any, expected: Any) -> bool:
    """Whether the first wrong input lacks keys of ``expected`` whose values are falsy."""
    if isinstance(got, list):
        wrong = [(g[1], e[1]) for g, e in zip(got, expected, strict=False) if g != e]
        return bool(wrong) and _dropped(*wrong[0])
    if not (isinstance(got, dict) and isinstance(expected, dict)):
        return False
    missing = set(expected) - set(got)
    return bool(missing) and set(got) <= set(expected) and not any(expected[k] for k in missing)


def _emptied(got: Any, expected: Any) -> bool:
    """Whether the first wrong input is one that should be ``{}`` (after ``Rewrite({})``)."""
    if isinstance(got, list):
        wrong = [(g[1], e[1]) for g, e in zip(got, expected, strict=False) if g != e]
        return bool(wrong) and _emptied(*wrong[0])
    return bool(expected == {} and got != {})


def _same_words(got: Any, said: str) -> bool:
    """Whether ``got`` is ``said``, or its words with other spaces and line breaks."""
    return isinstance(got, str) and got.split() == said.split()


def _merged(got: Any, expected: Any) -> bool:
    """Whether ``got`` holds every key of ``expected`` and more, at some depth: a merge, not
    a replacement."""
    if isinstance(got, list):  # what each hook saw: (label, input) pairs
        return any(_merged_input(g[1], e[1]) for g, e in zip(got, expected, strict=False))
    return _merged_input(got, expected)


def _merged_input(got: Any, expected: Any) -> bool:
    """:func:`_merged` for one input (a list value in it is a value, not what hooks saw)."""
    if not (isinstance(got, dict) and isinstance(expected, dict)):
        return False
    if set(got) > set(expected):
        return True
    return set(got) == set(expected) and any(
        _merged_input(got[key], expected[key]) for key in got if got[key] != expected[key]
    )


def _compare_outcome(
    example: str,
    got: Any,
    outcome: Any,
    original: tuple[Any, ...],
    made: list[Any],
    kind: type[ToolCall] = ToolCall,
) -> None:
    """``got`` is ``outcome``: the hook's exception, the first Deny, or a call of ``kind``
    (the class of the call given) with the final input and the given call's other fields."""
    if outcome is HookFailed:
        if got is not HookFailed:
            raise Mismatch(
                example,
                "returned a ToolCall" if type(got) is ToolCall else f"returned {shown(got)}",
                "the hook's exception propagates (fail closed)",
                _STOP_HINT
                if made and isinstance(made[-1], StopIteration)
                else STOPPING_HINT
                if made and isinstance(made[-1], (KeyboardInterrupt, SystemExit))
                else _FALSY_ERROR_HINT
                if made and isinstance(made[-1], BaseException) and not made[-1]
                else "",
            )
        return
    if isinstance(outcome, Deny):
        if type(got) is not Deny or outcome != got:
            hint = "" if type(got) in (Deny, ToolCall) else "Return the Deny the hook gave, itself."
            if type(got) is Deny and _same_words(got.reason, outcome.reason):
                hint = _OWN_DENY  # the hook's reason (tidied?), a Deny made anew
            hint = _RECORDED_HINT if _recorded_read(got) else hint
            raise Mismatch(example, shown(got), f"the first Deny: {outcome!r}", hint)
        return
    if type(got) is ToolCall and kind is not ToolCall:
        raise Mismatch(
            example,
            f"{shown(got)} (a plain ToolCall)",
            f"a {kind.__name__}, the class of the call given, with input {outcome!r}",
            SUBCLASS_HINT,
        )
    if type(got) is not kind:
        hint = "When every hook agrees, return the call itself (a ToolCall), not None."
        if isinstance(got, Mapping):
            hint = "Return the call (a ToolCall), not its input: call.with_input(...) gives one."
        if type(got) is Deny:  # no hook denied: the chain made a decision of its own
            hint = _RECORDED_HINT if _recorded_read(got) else _NO_OWN_CHECK
            hint = _NESTED_HINT if got.reason == INNER_DENIAL else hint  # an inner run's
        raise Mismatch(
            example,
            f"{shown(got)} (a {type(got).__name__})",
            f"the call, a ToolCall, with input {outcome!r}",
            hint,
        )
    got_input = thaw(got.input)
    if not same_value(outcome, got_input):
        raise Mismatch(
            example,
            f"input: {shown(got_input)}",
            f"input: {outcome!r}",
            _rewrite_hint(got_input, outcome),
        )
    fields = ("tool_name", "tool_use_id", "context", "timestamp", "tag", "rewrites")
    for name, before in zip(fields, original, strict=False):
        if getattr(got, name) != before:
            raise Mismatch(
                example,
                f"{name}: {shown(getattr(got, name))}",
                f"{name}: {before!r}, as in the call given",
                _KEPT
                if name == "tool_use_id"
                else SUBCLASS_HINT
                if name in ("tag", "rewrites")
                else "Change the input only, with call.with_input(...).",
            )


SUBCLASS_HINT = (
    "call may be a subclass of ToolCall (a host's own call type, with fields of its own): "
    "take it as it is (never type(call) is ToolCall), hand it to each hook, and make the "
    "next call with call.with_input(...), which keeps its class and fields and may do more "
    "(ToolCall(...) drops them; dataclasses.replace skips what its with_input does)."
)
_FALSY_ERROR_HINT = (
    "An exception object may be falsy (its class defines __bool__ or __len__): re-raise a "
    "kept one whatever its truth value (never `if failure:`), or let it propagate."
)

STOPPING_HINT = (
    "KeyboardInterrupt and SystemExit from a hook are no decisions: let them propagate. "
    "Catch neither, and read no exit code as allow or deny (exit code 2 means 'block' for "
    "a command hook, across a process line, not for a function in the chain)."
)

_STOP_HINT = (
    "A hook's StopIteration is an exception like any other: call the hooks in a plain for "
    "loop over the list, not inside map() or a generator (map() takes it for its end; a "
    "generator turns it into a RuntimeError)."
)


_KEPT = (
    "Build the returned call from this run's call (call.with_input(...) on it): a ToolCall "
    "kept from an earlier run, in a cache, carries that call's tool_use_id."
)


WRAPPERS = "hooks that are functools.wraps wrappers (__wrapped__ decides the other way)"
WARNINGS = "twelve hooks, each warning with a built-in Warning category, then deciding"
FRESH = "40 calls in a row, each on new objects once the last were freed (ids reused)"
_LONG_REASON = "refunds above the limit need a manager's approval first; " * 12
LONG_REASON_DENY = "a deny whose reason is 684 characters long: that very Deny, not shortened"
RAGGED_DENY = (
    "a deny whose reason and alternative span lines, with spaces and a newline at their ends: "
    "that very Deny, not tidied"
)
_RAGGED_TEXT = " over the weekly limit\nask a manager\n"
GROWN_LIST = "one hooks list run, a denying hook appended to it, then run again"
OPTIONAL_PARAMETER = "hooks taking an optional second parameter (call, verbose=False)"
DENIER_AGAIN = "a hook that denied in one run, listed last in the next (runs last)"


_SLOW_HINT = (
    "Run every hook however long the ones before took: no time budget that raises or "
    "stops the chain (a check that was never asked is no check; time limits are the "
    "host's, per hook)."
)
SLOW_HOOKS = "hooks that take an hour each by your clocks, then a deny (no time budget)"

LISTED_APART = "a hook listed twice, others between, allowing first and rewriting next"
"""The fixed case where a hook's second listing rewrites: hooks.index finds its first."""


EVERY_KIND = (
    "a hook raising each built-in Exception kind (walked from builtins), with a message; "
    "every other kind a falsy exception object"
)
"""The fixed cases where the first hook raises one built-in kind each (by the length)."""

BACK_TO_EQUAL = "a rewrite to an input equal by == to the call's own (1 to True)"
"""The fixed case where the final input equals the given one by ``==`` but not by type:
the call returned carries the rewritten input, not the one given."""

_TYPED_GIVEN: Pairs = (
    *_GIVEN_INPUT.items(),
    ("n", 1),
    ("cap", Decimal("0.10")),
    ("blob", b"%PDF-1.7"),
    ("not_before", datetime(2026, 3, 2, 10, 0)),
    ("tier", EnumMember()),
)
"""A given input a ``typed`` hook rewrites to one equal by ``==`` (``n`` becomes ``True``)."""

TAGGED_ALLOWED = "a ToolCall subclass with a field of its own (tag='vip'), then a Deny"
TAGGED_UNHASHABLE = (
    "a ToolCall subclass with a list field of its own (tags=['vip', 'beta']: the call is "
    "unhashable, no dict key), allowed, then a Deny"
)
TAGGED_REWRITTEN = "a ToolCall subclass with a field of its own (tag='vip'), rewritten twice"
SIZED_EMPTIED = (
    "a ToolCall subclass sized by its input (len(call) is len(call.input)), rewritten to {}: "
    "a falsy call, handed on and returned all the same"
)
_NEVER_BY_TRUTH = (
    "A host's call type can test False (this one's len() is its input's, so an empty input "
    "makes it False): keep the current call in one variable (call = call.with_input(...)) "
    "and never pick a call by its truth (rewritten or call, if call:)."
)
INTERNAL_SESSION = "a session marked internal and trusted (skip_hooks=True), then a Deny"
BYPASS_LOOKING_INPUT = (
    "an input that looks like it needs no checks (force, dry_run, override, skip_hooks, "
    "a 5 EUR amount), then a Deny"
)
_BYPASS_LOOKING: Pairs = (
    *_GIVEN_INPUT.items(),
    ("amount_eur", 5),
    ("force", True),
    ("dry_run", True),
    ("override", True),
    ("skip_hooks", True),
    ("confirmed", True),
)
"""The model's words that an answer may take for "no checks needed": the chain runs every
hook on them all the same (batch BF skipped the hooks for a force flag, a small amount)."""
CAPITALISED_TOOL = (
    "a call of a tool named in capitals (Issue_Refund), every hook allowing: the call itself "
    "comes back, its name as it is"
)
DATED_TOOL = (
    "a call of a dated tool name (web_search_20250305), every hook allowing: the call "
    "itself comes back, its name as it is"
)
REAL_WORLD_REWRITE = (
    "a rewrite adding values in real systems' shapes (a mixed-case e-mail, digit strings "
    "with leading zeros, a UUID, a URL, a '..' path): applied as given"
)
_REAL_WORLD_ADDED: Pairs = (
    *REAL_WORLD_VALUES.items(),
    ("account", "004"),
    ("amount_eur", "50"),
    ("userId", "U_004"),
)
"""What :data:`REAL_WORLD_REWRITE`'s Rewrite adds: values a tidying habit would lower-case,
turn into numbers, normalise or rename (batch AW)."""

OTHER_TYPES = "a rewrite to values of other types (None over 'late', 0 over '3', 0.0 over 7)"
"""The fixed case where a Rewrite gives keys the input holds values of other types: a
Rewrite applies as given, whatever the values it replaces held."""

_OTHER_TYPES_GIVEN: Pairs = (
    *_GIVEN_INPUT.items(),
    ("note", "late"),
    ("zero", "3"),
    ("off", "yes"),
    ("nil", 7),
)

TYPED_BACK = "rewrites of other types, three in a row (1, True, then 1 again)"
"""The fixed case where ``n`` goes from ``1`` to ``True`` and back: ``True`` is an
``int``, ``1`` no ``bool``."""

LONG_REWRITES = "50 rewriting hooks (no cap on rewrites)"
NARROWED = (
    "a Rewrite with the input's own keys, one level down narrower (filters {status, limit} "
    "to {limit}): it replaces, never deep-merges"
)
"""A long chain of rewrites: every one applies, the 50th too."""


def _raising_cases(action: Action, names: list[str]) -> dict[str, Raising]:
    """One two-hook chain per error of a list, named by ``names``: its first hook raises the
    error at that index (index 0 as the list's length, the same error by ``%``); the hook
    after it never runs."""
    return {
        name: Raising((action, "none"), index or len(names)) for index, name in enumerate(names)
    }


def _library_cases() -> dict[str, Raising]:
    """One chain per library error of :data:`_LIBRARY_ERRORS`."""
    count = len(_LIBRARY_ERRORS)
    names = [f"a hook raising a library's error ({_error_name(i)})" for i in range(count)]
    return _raising_cases("library", names)


def _error_name(index: int) -> str:
    kind = type(_LIBRARY_ERRORS[index]("x"))
    return f"{kind.__module__}.{kind.__qualname__}"


LIBRARY_CASE = "a hook raising a library's error (json.decoder.JSONDecodeError)"


def _every_kind_cases() -> dict[str, Raising]:
    """One chain per built-in kind of :data:`_EVERY_KIND`."""
    names = [
        f"a hook raising {kind.__name__}{' (falsy)' if _falsy_index(index) else ''}"
        for index, kind in enumerate(_EVERY_KIND)
    ]
    return _raising_cases("anykind", names)


MAX_MINED_COUNT = 1000
"""The largest number an answer names that is tried as a count of hooks (and one more)."""


def _a_count(value: float) -> int | None:
    """``value`` as a count of hooks, when it is one (whole, not negative, not too many)."""
    if value != int(value) or not 0 <= value <= MAX_MINED_COUNT:
        return None
    return int(value)


def _holds(spelled: Spelled) -> bool:
    """Whether the example can be built: a call takes its values, a Deny its reason."""
    try:
        _given_call(spelled)
        if spelled.said is not None:
            Deny(spelled.said, spelled.said)
    except Exception:  # a value a ToolCall, a HookContext or a Deny refuses: not the domain
        return False
    return True


def _around(value: Any) -> Pairs:
    """``value`` as an input's key and value, and a text inside longer ones (as a prefix, a
    suffix, and in the middle): kept as they are."""
    pairs: Pairs = ((str(value), value),)
    if isinstance(value, str):
        pairs += (("pre", f"{value}-x"), ("suf", f"x-{value}"), ("mid", f"x-{value}-x"))
    return pairs


def _the_call(text: str) -> Spelled:
    """``text`` as the call's tool name, tool_use_id and user, each where a call takes it."""
    tool = text if _holds(Spelled((), tool=text)) else "lookup_user"
    tool_use_id = text if _holds(Spelled((), tool_use_id=text)) else None
    user = text if _holds(Spelled((), user=text)) else None
    return Spelled(("allow", "deny"), tool=tool, tool_use_id=tool_use_id, user=user)


def _mined_first_deny(named: Mined) -> Iterator[tuple[object, list[Action] | Spelled]]:
    """Each text the answer names as a Deny's reason and alternative and the hooks' names
    and metadata, as the call's tool, id and user; each value in the call's input; each
    count as how many hooks allow before a Deny (and one more), and as the length of the
    tool's name and of a text in the input."""
    for value in (*named.texts, *named.numbers):
        examples = [Spelled(("none", "allow"), given=tuple(_GIVEN_INPUT.items()) + _around(value))]
        if isinstance(value, str):
            examples += [Spelled(("allow", "none", "deny", "allow"), said=value), _the_call(value)]
        for example in examples:
            if _holds(example):
                yield value, example
    for number in named.numbers:
        count = _a_count(number)
        for many in () if count is None else (count, count + 1):
            allows: list[Action] = ["allow"] * many
            yield number, [*allows, "deny"]
            given = (*_GIVEN_INPUT.items(), ("text", "x" * many))
            yield number, Spelled(("allow", "deny"), given=given, tool="t" * many or "t")


def _mined_rewrites(named: Mined) -> Iterator[tuple[object, list[Action] | Spelled]]:
    """Each value the answer names in every Rewrite's input, and each count as how many
    rewrites (and one more) before a hook that allows."""
    for value in (*named.texts, *named.numbers):
        yield value, Spelled(("rewrite", "allow", "rewrite"), added=_around(value))
    for number in named.numbers:
        count = _a_count(number)
        for many in () if count is None else (count, count + 1):
            rewrites: list[Action] = ["typed"] * many
            yield number, [*rewrites, "allow"]


def _mined_raises(named: Mined) -> Iterator[tuple[object, Spelled]]:
    """Each text the answer names as the message of a hook's exception."""
    for text in named.texts:
        example = Spelled(("allow", "raise", "allow"), said=text)
        if _holds(example):
            yield text, example


TWICE_OVER = "one chain run twice on the same hooks: a slow one, one that raised the first time"
MANY_RUNS = "one chain run 60 times on the same hooks and call: h0 allows 55 times, then denies"
LONG_TEXT = "rewrites adding a text of 6,000 characters (no cap on what a Rewrite holds)"
FRESH_REWRITES = "40 calls in a row, each a new call, each rewritten to one input (ids reused)"
ONE_REWRITE_OBJECT = "40 calls in a row, each a new call, every hook returning one Rewrite object"
SAME_OBJECT = "a hook returning one Rewrite object every time, listed again after a rewrite"
SAME_INPUT: dict[str, Any] = {"user_id": "u_004", "limit": 10}
_SAME_REWRITE = Rewrite(SAME_INPUT)
"""What a ``same`` hook returns on every call: one object, applied each time it comes
(batch AT applied a Rewrite object once per chain)."""
NESTS_LAST = "a rewrite, then a hook running chains of its own inside (the last), then an allow"
UNPRINTABLE_CASE = "a hook raising an exception whose str() raises (f'{exc}' fails)"
UNREPRABLE_CASE = "a hook raising an exception whose repr() raises (f'{exc!r}' fails)"
CHAINED_CASE = "a hook raising an error chained from another (raise ... from KeyError(...))"
EQUAL_TO_ANYTHING = (
    "a hook == to anything, None too (its class's __eq__, as mock.ANY's): it runs, and denies"
)
_EQUAL_HOOK_HINT = (
    "Run every hook in the list, skipping none by comparing it: h != None (or h in a "
    "list of empty slots) asks the hook's own __eq__, which may say it equals None. The "
    "list holds hooks only; if you must, test `is None`."
)
ADVISED_CASE = (
    "a hook raising an exception that carries advice (fail_open, retry_after, retryable, a "
    "status_code) and a deny: it propagates all the same, and the hook runs once"
)
GROUPED_CASE = "a hook raising an ExceptionGroup of one (the group propagates, not its member)"

STOPPING_CASES: dict[str, list[Action]] = {
    "a hook calling sys.exit('refunds are frozen until Monday') (a message: no Deny)": [
        "allow",
        "allow",
        "allow",
        "allow",
        "exit",
        "allow",
    ],
    "a hook interrupted by Ctrl-C (KeyboardInterrupt: no Deny)": ["allow", "interrupt", "allow"],
    "a hook whose task was cancelled (asyncio.CancelledError, a BaseException: no Deny)": [
        "allow",
        "cancel",
        "allow",
    ],
    "a hook calling sys.exit(2) (a command hook's 'block' code: no Deny here)": ["exit", "allow"],
    "a hook calling sys.exit() (no code: no allow)": ["allow", "exit", "allow"],
    "a hook calling sys.exit(0) (a command hook's 'success' code: no allow here)": [
        "allow",
        "none",
        "exit",
        "allow",
    ],
}
"""Hooks raising what is no ``Exception``: it propagates all the same, no decision."""


def _chains(*actions: Action, must: Action | None = None) -> st.SearchStrategy[list[Action]]:
    chains = st.lists(st.sampled_from(actions), max_size=7)
    return chains.filter(lambda c: must in c) if must else chains


EXERCISE = Exercise(
    number=9,
    id="pre-chain",
    title="9 · The PreToolUse chain",
    notebook="06-The-PreToolUse-Chain.ipynb",
    name=NAME,
    params=("hooks", "call"),
    spec=(
        "Run the hooks in order on the call. The first Deny wins: return it, and run no "
        "later hook. None or ALLOW continue. A Rewrite replaces the input (call.with_input) "
        "for the next hooks.\nReturn the final call when every hook agreed. Let exceptions "
        "propagate."
    ),
    returns=(
        "the first `Deny` a hook returned, that very object (no later hook runs). When no "
        "hook denies, a `ToolCall`: `call` with its input replaced by each `Rewrite` in "
        "turn (`call = call.with_input(decision.new_input)`), or `call` itself when "
        "nothing was rewritten (the very object, not an equal copy; after a `Rewrite` "
        "holding the very input object, either is right, returned or handed on). `call` "
        "may be a subclass of `ToolCall` (a host's own call type, with fields of its own, "
        "which may make it unhashable: a list): "
        "every hook gets it as it is, and `call.with_input(...)` keeps its class and fields "
        "(its own `with_input` may do more, such as count the rewrites: call it, not "
        "`dataclasses.replace`), and it may even be falsy (a `__len__` of its own): a call is "
        "never picked by its truth. "
        "`None` "
        "and `ALLOW` go on to the next hook; an exception from a hook, of any kind "
        "(`NotImplementedError`, `StopIteration`, a falsy one, one whose `str()` or `repr()` "
        "raises, `KeyboardInterrupt`, "
        "`SystemExit` of any "
        "code), propagates as it is, that very "
        "exception, not "
        "wrapped (a note or `from None` added to it is not graded). A hook "
        "returns only `None`, `ALLOW`, a `Deny` or a `Rewrite` (those classes themselves, "
        "not subclasses): what a chain does with anything else (an `Ask`) is not graded. A "
        "`Deny` with no alternative (`None`) or a blank one is returned as it is. `hooks` is a "
        "list, left as it is, of any length; every hook in it runs, in order, a falsy one "
        "too, one with no `__name__` too, an unhashable one too, a bound method too, a "
        "slow one too, one whose signature takes more than the call too, whatever attributes it "
        "carries (a `matcher`, `enabled=False`, `fail_open`: the hooks were chosen already), "
        "given the current call itself "
        "(not a copy), even one running its own chain inside. A hook listed twice runs "
        "twice, anew each time, at each of its places. A `Rewrite` applies as given (`None` "
        "values too; an equal copy of it is not told apart), however many there are, even "
        "when its input equals the current one by `==` (`True` is not `1`)."
    )
    + SAID_WHERE["anywhere"],
    reference=reference,
    delegates=("toolhooks.chain.run_pre_chain",),
    properties=(
        Property(
            "hooks run in order; the first Deny stops the chain and is the result; "
            "ALLOW and None let the chain go on",
            _chain_behaves,
            _chains("allow", "none", "deny"),
            cases={
                "no hooks": [],
                NO_HOOKS_DENIABLE: Spelled((), tool="create_case_file", user="u_004"),
                "a deny after an allow": ["allow", "deny", "allow"],
                "a deny alone": ["deny"],
                LONG_REASON_DENY: Spelled(("allow", "deny", "allow"), said=_LONG_REASON),
                RAGGED_DENY: Spelled(("none", "allow", "deny", "allow"), said=_RAGGED_TEXT),
                "two denies": ["none", "deny", "deny"],
                "None and ALLOW only": ["none", "allow"],
                "a hook listed twice": ["allow", "again", "deny"],
                "eleven hooks (h10 sorts before h2)": [*["allow"] * 10, "deny"],
                "1,000 hooks (a recursive runner overflows)": [*["none"] * 999, "deny"],
                WRAPPERS: ["allow", "none", "deny"],
                WARNINGS: [*["none"] * 11, "deny"],
                FRESH: FreshRow(),
                SLOW_HOOKS: ["none", "slow", "slow", "deny"],
                FALSY_ONLY: ["falsy", "falsy", "falsy"],
                EQUAL_TO_ANYTHING: ["allow", "none", "equal"],
                TWICE_OVER: TwiceOver(),
                MANY_RUNS: ManyRuns(),
                GROWN_LIST: GrownList(),
                OPTIONAL_PARAMETER: OptionalParameter(),
                DENIER_AGAIN: DenierAgain(),
                DATED_TOOL: Spelled(("allow", "none", "allow"), tool=DATED_TOOL_NAMES[2]),
                CAPITALISED_TOOL: Spelled(("allow", "none", "allow"), tool="Issue_Refund"),
                TAGGED_ALLOWED: Spelled(("allow", "none", "deny"), tag="vip"),
                TAGGED_UNHASHABLE: Spelled(("allow", "none", "deny"), tag=["vip", "beta"]),
                INTERNAL_SESSION: Spelled(("allow", "none", "deny"), internal=True),
                BYPASS_LOOKING_INPUT: Spelled(
                    ("allow", "none", "deny"), given=_BYPASS_LOOKING, tool="issue_refund"
                ),
            },
            branches={
                "generated mixes of allow, None and deny": lambda c: len(set(c)) > 1,
                "generated chains holding an unhashable hook (h0, h4, ...)": lambda c: len(c) > 0,
            },
            hint=(
                "Run each hook and wait for its verdict: return the Deny as soon as one gives "
                "it, whatever that hook carries (async_ or background too), and no later hook "
                "may run, whatever it carries (always_run too)."
            ),
            mined=_mined_first_deny,
            id="first-deny-wins",
        ),
        Property(
            "rewrites compose: each hook sees the input as rewritten by the hooks before it, "
            "and the returned call carries the final input",
            _chain_behaves,
            _chains("allow", "none", "rewrite", "clear", "itself", must="rewrite"),
            cases={
                "one rewrite": ["rewrite"],
                "two rewrites": ["rewrite", "rewrite"],
                "rewrites around an allow": ["rewrite", "allow", "rewrite"],
                "a rewrite to an empty input, then a hook": ["rewrite", "clear", "allow"],
                "a rewrite hook listed twice": ["rewrite", "again", "allow"],
                LISTED_APART: ["late", "allow", "echo", "allow"],
                "a rewrite equal by == but of other types (1 to True), JSON-unsafe": [
                    "typed",
                    "typed",
                ],
                "the same rewrite as an earlier run, on another call": ["rewrite"],
                LONG_REWRITES: ["rewrite"] * 50,
                NARROWED: ["narrows", "allow", "narrows"],
                BACK_TO_EQUAL: Spelled(("typed",), given=_TYPED_GIVEN),
                OTHER_TYPES: Spelled(("rewrite", "allow"), given=_OTHER_TYPES_GIVEN),
                TYPED_BACK: ["typed", "typed", "typed", "allow"],
                NESTS: ["rewrite", "nests", "allow", "rewrite", "allow"],
                NESTS_LAST: ["rewrite", "nests", "allow"],
                SAME_OBJECT: ["same", "rewrite", "echo", "allow"],
                FRESH_REWRITES: FreshRow(rewrites=True),
                ONE_REWRITE_OBJECT: FreshRow(rewrites=True, one_rewrite=True),
                LONG_TEXT: Spelled(
                    ("rewrite", "allow", "rewrite"), added=(("transcript", "turn; " * 1_000),)
                ),
                BOUND_METHODS: AsMethods(("allow", "rewrite", "none", "allow")),
                PARTIALS: AsMethods(("allow", "rewrite", "none", "deny"), "partials"),
                ONE_OWNER: AsMethods(("allow", "none", "deny"), "one owner"),
                THE_VERY_INPUT: ["allow", "itself", "none", "itself", "allow"],
                THE_VERY_INPUT_THEN_REWRITTEN: ["itself", "rewrite", "itself", "allow"],
                REAL_WORLD_REWRITE: Spelled(("rewrite", "allow"), added=_REAL_WORLD_ADDED),
                TAGGED_REWRITTEN: Spelled(("rewrite", "allow", "rewrite"), tag="vip"),
                SIZED_EMPTIED: Spelled(("clear", "allow"), tag="vip", sized=True),
                REWRITES_AT_LENGTH: LONG_REWRITES_CASE,  # last: another mistake shows first
            },
            hint=(
                "Keep one variable for the current call and replace it on each Rewrite, "
                "from any hook whatever it carries (read_only too) "
                "(call = call.with_input(decision.new_input)); pass it to the next hook."
            ),
            mined=_mined_rewrites,
            id="rewrites-compose",
        ),
        Property(
            "an exception in a hook propagates (fail closed) and no later hook runs",
            _chain_behaves,
            _chains(
                "allow",
                "none",
                "rewrite",
                "raise",
                "anykind",
                "interrupt",
                "exit",
                "cancel",
                "unprintable",
                "chained",
                "grouped",
                "library",
            ).filter(lambda c: bool(set(c) & set(RAISING))),
            cases={
                "a hook that raises": ["raise"],
                "a raise between allows": ["none", "raise", "allow"],
                "a raise after a rewrite": ["rewrite", "raise"],
                "a hook raising a KeyError (a LookupError)": ["allow", "builtin", "allow"],
                "a hook raising a TypeError (retrying hook() is no fix)": ["builtin", "allow"],
                "a hook raising StopIteration (not the end of the hooks)": [
                    "allow",
                    "none",
                    "builtin",
                    "allow",
                ],
                **_every_kind_cases(),
                **STOPPING_CASES,
                UNPRINTABLE_CASE: ["allow", "unprintable", "allow"],
                UNREPRABLE_CASE: ["allow", "unreprable", "allow"],
                CHAINED_CASE: ["allow", "chained", "allow"],
                **_library_cases(),
                GROUPED_CASE: ["none", "grouped", "allow"],
                ADVISED_CASE: ["allow", "advised", "allow"],
            },
            hint="Do not catch exceptions: a check that did not finish is not a check that passed.",
            branches={
                "generated chains with a hook raising a built-in kind": lambda c: "anykind" in c
            },
            mined=_mined_raises,
            id="exceptions-propagate",
        ),
        Property(
            "any mix of allows, denials, rewrites and crashes behaves as the rules say",
            _chain_behaves,
            _chains("allow", "none", "deny", "rewrite", "clear", "raise"),
            cases={
                "a rewrite then a deny": ["rewrite", "deny"],
                "a deny then a raise": ["deny", "raise"],
                "a rewrite, an allow, a raise": ["rewrite", "allow", "raise"],
            },
            branches={"generated mixes of every action": lambda c: len(set(c)) >= 3},
            id="any-mix",
        ),
    ),
    hint="First deny wins, allow continues, rewrites compose, exceptions propagate.",
    clauses=(
        Clause(
            "hooks run in order, each once per listing (a hook listed twice runs twice), "
            "however many, a falsy hook object too, one with no __name__ too",
            "first-deny-wins",
            "the hooks' shared log; fixed 11 and 1,000 hooks; hooks h3, h7, h11, ... are "
            "falsy objects (__bool__ False), h1, h5, h9, ... have no __name__ (callable "
            "objects), in every example; a chain of falsy hooks alone (any(hooks) is False)",
            (
                "a deny after an allow",
                "a hook listed twice",
                FALSY_ONLY,
                "eleven hooks (h10 sorts before h2)",
                "1,000 hooks (a recursive runner overflows)",
                "generated mixes of allow, None and deny",
            ),
        ),
        Clause(
            "the first Deny is returned (that very Deny, one with no alternative too); no "
            "later hook runs",
            "first-deny-wins",
            "fixed ['deny'], deny after allow, two denies; identity",
            ("a deny alone", "a deny after an allow", "two denies"),
        ),
        Clause(
            "every hook given runs, whatever it carries (a matcher naming another tool, "
            "enabled=False, disabled=True, a priority); the hooks list is left as it is",
            "first-deny-wins",
            "every generated hook carries registry-looking attributes; the list is sent back "
            "and compared",
            ("a deny after an allow", "None and ALLOW only"),
        ),
        Clause(
            "every hook given runs, a bound method too (it takes no attribute), a partial too "
            "(itself, not its func); a hook running a chain of its own inside changes nothing "
            "of this one",
            "rewrites-compose",
            "fixed: hooks listed as hook.__call__, and as functools.partial(run, hook); a hook "
            "that runs the answer on another call with a rewriting hook of its own, between "
            "two rewrites, and after the last; "
            f"chains {DEEP_NESTING} deep inside it",
            (BOUND_METHODS, PARTIALS, ONE_OWNER, NESTS, NESTS_LAST),
        ),
        Clause(
            "every hook given runs, an unhashable one too (a set or dict of hooks raises)",
            "first-deny-wins",
            "hooks h0, h4, h8, ... are unhashable (__hash__ None, equal by label), in every "
            "example with a hook; the stub in the answer's process is unhashable too",
            (
                "a deny after an allow",
                "a deny alone",
                "generated chains holding an unhashable hook (h0, h4, ...)",
            ),
        ),
        Clause(
            "every hook given runs, itself: not what it wraps (a functools.wraps wrapper's "
            "__wrapped__ decides the other way)",
            "first-deny-wins",
            "even-numbered hooks (h0, h2, ...) wrap a decoy deciding the other way, in every "
            "example; fixed allow, None, deny",
            (WRAPPERS, "a deny after an allow", "generated mixes of allow, None and deny"),
        ),
        Clause(
            "a hook that warns and returns has decided: its warning is no exception",
            "first-deny-wins",
            "every hook warns with a built-in Warning category (walked from builtins, by its "
            "number and the chain's length) before it decides, in every example; fixed "
            "twelve hooks, every category",
            (WARNINGS, "generated mixes of allow, None and deny"),
        ),
        Clause(
            "each call's verdict is its own: calls in a row on new objects (a freed call's "
            "or hooks list's id given to the next) each get theirs",
            "first-deny-wins",
            "fixed row of 40 calls, each built in the answer's process once the last were "
            "freed (steps.py's fresh kind), each denied with its own reason",
            (FRESH,),
        ),
        Clause(
            "every hook the list holds at the call runs: a hook appended to the very list "
            "between two calls runs in the second",
            "first-deny-wins",
            "fixed: [h0:allow] run, h1:deny appended in the answer's process, run again",
            (GROWN_LIST,),
        ),
        Clause(
            "every hook runs, in the order given, whatever its signature or what it did in an "
            "earlier run",
            "first-deny-wins",
            "fixed: hooks of signature (call, verbose=False); a denier of one run listed last "
            "in the next",
            (OPTIONAL_PARAMETER, DENIER_AGAIN),
        ),
        Clause(
            "each run is its own: a hook that raised in an earlier run, or was slow, runs "
            "again in its place (no quarantine, no reordering by cost)",
            "first-deny-wins",
            "fixed: one chain run twice on the very same hooks, a slow one and one raising "
            "on its first run only; one run 60 times on the same hooks and call, its hook "
            "denying from the 56th (no memo, nothing settled)",
            (TWICE_OVER, MANY_RUNS),
        ),
        Clause(
            "every Rewrite applied with call.with_input, however many came before",
            "rewrites-compose",
            "fixed: one rewriting chain run 1,500 times on the same call, a ToolCall "
            "subclass whose with_input counts the rewrites",
            (REWRITES_AT_LENGTH,),
        ),
        Clause(
            "every hook runs however long the ones before it took (no time budget)",
            "first-deny-wins",
            "fixed: hooks taking an hour each by the answer's clocks (time, monotonic, "
            "perf_counter, process_time, thread_time, their _ns), then a deny",
            (SLOW_HOOKS,),
        ),
        Clause(
            "None and ALLOW continue",
            "first-deny-wins",
            "fixed ['none', 'allow']; generated",
            ("None and ALLOW only", "generated mixes of allow, None and deny"),
        ),
        Clause(
            "every hook agreed: call itself (that very ToolCall), not None, its input or a copy",
            "first-deny-wins",
            "fixed [] (for a call an example rule denies too), ['none', 'allow']; identity",
            ("no hooks", NO_HOOKS_DENIABLE, "None and ALLOW only"),
        ),
        Clause(
            "a Rewrite replaces the input (not a merge) for the next hooks, as given: keys "
            "with falsy values (None, '', 0, False, 0.0) kept; no cap on rewrites",
            "rewrites-compose",
            "rewrites drop user_id and hold FALSY_VALUES; fixed ['rewrite'], 50 rewrites, a "
            "text of 6,000 characters; a rewrite equal by == applies too",
            (
                LONG_REWRITES,
                LONG_TEXT,
                "one rewrite",
                "rewrites around an allow",
                "a rewrite equal by == but of other types (1 to True), JSON-unsafe",
                BACK_TO_EQUAL,
                OTHER_TYPES,
                TYPED_BACK,
                REAL_WORLD_REWRITE,
            ),
        ),
        Clause(
            "the returned call carries the final input, other fields unchanged",
            "rewrites-compose",
            "fixed two rewrites; values kept as the hook gave them; each run's own call; 40 "
            "calls in a row, each rewritten to one input",
            (
                "two rewrites",
                FRESH_REWRITES,
                "a rewrite equal by == but of other types (1 to True), JSON-unsafe",
                "the same rewrite as an earlier run, on another call",
            ),
        ),
        Clause(
            "call may be a ToolCall subclass (a host's own call type): every hook runs on it, "
            "and the returned call keeps its class and fields (call.with_input keeps them)",
            "rewrites-compose",
            "fixed: a TaggedCall (a ToolCall subclass with a tag field, crossing as itself) "
            "rewritten twice",
            (TAGGED_REWRITTEN, SIZED_EMPTIED),
        ),
        Clause(
            "call may be a ToolCall subclass: every hook runs on it, and the first Deny is "
            "returned",
            "first-deny-wins",
            "fixed: a TaggedCall allowed, then denied",
            (TAGGED_ALLOWED, TAGGED_UNHASHABLE),
        ),
        Clause(
            "every hook runs whoever the session is (one marked internal and trusted too), "
            "whatever the input says (force, a small amount), on the call as it is (a tool "
            "named in capitals too)",
            "first-deny-wins",
            "fixed: an internal session's call denied by its last hook; Issue_Refund allowed",
            (INTERNAL_SESSION, CAPITALISED_TOOL, BYPASS_LOOKING_INPUT),
        ),
        Clause(
            "a hook listed twice runs at each of its places, anew each time (others between "
            "the two; a hook with state rewriting on its second run only)",
            "rewrites-compose",
            "fixed repeats, adjacent and apart; one returning the very same Rewrite object",
            (LISTED_APART, "a rewrite hook listed twice", SAME_OBJECT),
        ),
        Clause(
            "a Rewrite replaces the whole input, at every depth: keys a hook dropped inside a "
            "nested object stay dropped",
            "rewrites-compose",
            "fixed: a nested filters object narrowed by a Rewrite with the input's own keys",
            (NARROWED,),
        ),
        Clause(
            "a Rewrite holding the very input object applies like any other: the chain goes "
            "on, and returns or hands on either call",
            "rewrites-compose",
            "fixed: hooks returning Rewrite(call.input), alone and around a rewrite; generated "
            "'itself' hooks",
            (THE_VERY_INPUT, THE_VERY_INPUT_THEN_REWRITTEN),
        ),
        Clause(
            "Rewrite({}) replaces the input with an empty one, like any Rewrite",
            "rewrites-compose",
            "fixed rewrite, Rewrite({}), allow; generated 'clear' hooks",
            ("a rewrite to an empty input, then a hook",),
        ),
        Clause(
            "exceptions propagate, the hook's own, unwrapped; no later hook runs",
            "exceptions-propagate",
            "fixed ['raise'], after a rewrite; identity; every built-in Exception kind (walked "
            "from builtins, NotImplementedError too), fixed and generated",
            (
                *_every_kind_cases(),
                "generated chains with a hook raising a built-in kind",
                "a hook that raises",
                "a raise between allows",
                "a raise after a rewrite",
                "a hook raising a KeyError (a LookupError)",
                "a hook raising a TypeError (retrying hook() is no fix)",
                "a hook raising StopIteration (not the end of the hooks)",
            ),
        ),
        Clause(
            "what is no Exception propagates too, as no decision: KeyboardInterrupt, "
            "SystemExit whatever its code (2 is no Deny, 0 and None no allow)",
            "exceptions-propagate",
            "fixed: Ctrl-C, sys.exit(2), sys.exit(), sys.exit(0) from a hook (the code "
            "crosses as it is); generated 'interrupt' and 'exit' hooks",
            tuple(STOPPING_CASES),
        ),
        Clause(
            "an exception whose str() or repr() raises propagates too, itself (not the error "
            "its str() or repr() gives)",
            "exceptions-propagate",
            "fixed: a hook raising one whose __str__ raises ValueError in the answer's "
            "process (codec trait 'unprintable'), one whose __repr__ does ('unreprable'); "
            "generated 'unprintable' hooks",
            (UNPRINTABLE_CASE, UNREPRABLE_CASE),
        ),
        Clause(
            "the very exception raised propagates, whatever it holds: not the cause it was "
            "raised from, nor the one member of an ExceptionGroup",
            "exceptions-propagate",
            "fixed: an error chained from a KeyError; an ExceptionGroup of one; generated",
            (CHAINED_CASE, GROUPED_CASE),
        ),
        Clause(
            "an exception of any library propagates as it is: the standard library's "
            "(JSONDecodeError, CalledProcessError, TimeoutExpired) and the workbook's own "
            "(DecisionError, ...), none taken for a denial or for no opinion",
            "exceptions-propagate",
            "fixed: one chain per library error",
            (LIBRARY_CASE,),
        ),
        Clause(
            "an exception propagates whatever the hook carries (HOOK_ATTRIBUTES: critical, "
            "fail_open and optional alternating, retries 2, timeout 0, enabled=False)",
            "exceptions-propagate",
            "every hook carries hook_attributes(number): h0 critical and optional, h1 "
            "fail_open; fixed raising h0 and h1; generated",
            (
                "a hook that raises",
                "a raise between allows",
                "generated chains with a hook raising a built-in kind",
            ),
        ),
        Clause(
            "all the rules at once",
            "any-mix",
            "fixed rewrite-then-deny, deny-then-raise; any mix generated",
            (
                "a rewrite then a deny",
                "a deny then a raise",
                "a rewrite, an allow, a raise",
                "generated mixes of every action",
            ),
        ),
    ),
)
