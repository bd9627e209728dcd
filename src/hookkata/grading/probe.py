"""Calling a learner's answer, and the ways a property can find it wanting.

Every call to an answer goes through :func:`call_answer`, which applies the time limit and
the short stack, and turns whatever happens into one of these signals:

* :class:`NotStarted`: the stub's ``NotImplementedError``;
* :class:`AnswerHung`: the answer ran past its time limit (``limits.CALL_SECONDS``);
* :class:`AnswerOutOfMemory`: the answer allocated past the memory limit;
* :class:`AnswerFlooded`: the answer printed past the output cap;
* :class:`AnswerCrashed`: the answer raised (``SystemExit`` and ``KeyboardInterrupt`` too:
  an answer does not get to end the grading);
* :class:`Mismatch`: it returned, but not what the property expects (raised by properties).

``NotStarted`` and the limit signals are ``BaseException``s so that Hypothesis stops at once
instead of shrinking (re-running a hanging answer would hang again). The answer runs in a
worker process (:mod:`hookkata.grading`); the time and output limits are kept on the
grading side, which kills the worker, so the signals come from this side;
:class:`AnswerLost` says the worker ended or broke the protocol.
"""

from __future__ import annotations

import copy
import dataclasses
import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from hookkata.grading import limits
from hookkata.grading.limits import AnswerRaised, AnswerTimedOut, OutputFlooded, WorkerLost
from hookkata.grading.steps import CHANGES, holds_mark, mark, run_steps

_MAX_SHOWN = 300


class NotStarted(BaseException):
    """The answer is still the starter stub: it raised ``error``, a ``NotImplementedError``
    (a grader whose own objects may raise one tells the two apart by ``error``)."""

    def __init__(self, error: BaseException | None = None) -> None:
        super().__init__(error)
        self.error = error


class AnswerHung(BaseException):
    """The answer did not return within ``limits.CALL_SECONDS`` for ``example``."""

    def __init__(self, example: str, seconds: float) -> None:
        super().__init__(example, seconds)
        self.example, self.seconds = example, seconds


class AnswerOutOfMemory(BaseException):
    """The answer ran out of memory for ``example`` (``limit_mb`` is ``None`` if unknown)."""

    def __init__(self, example: str, limit_mb: int | None) -> None:
        super().__init__(example, limit_mb)
        self.example, self.limit_mb = example, limit_mb


class AnswerFlooded(BaseException):
    """The answer printed more than ``limit`` bytes for ``example``."""

    def __init__(self, example: str, limit: int) -> None:
        super().__init__(example, limit)
        self.example, self.limit = example, limit


class AnswerLost(BaseException):
    """The process running the answer ended, was stopped, or broke the protocol."""

    def __init__(self, example: str, reason: str) -> None:
        super().__init__(example, reason)
        self.example, self.reason = example, reason


NO_HINT = "\x00no hint"
"""The hint a check gives when the evidence fits more than one mistake: the verdict then
shows no hint at all (not the property's), and the difference between what came back and
what was expected speaks alone. A hint that named one of the mistakes would point the
other learner the wrong way."""


class AnswerCrashed(Exception):
    """The answer raised ``error`` for ``example``; ``hint``, if set, names the likely slip."""

    def __init__(self, error: BaseException, example: str, hint: str = "") -> None:
        super().__init__(f"{type(error).__name__}: {error}")
        self.error, self.example, self.hint = error, example, hint
        self.after: list[Any] | None = None
        """The arguments as the raising call left them (:func:`call_seeing_inputs` sets
        it), or ``None`` when they could not be seen."""
        self.grader_raised = False
        """Whether ``error``, or one it was raised from, is one the grader's own objects
        raised (a hook's, a tool's): then the crash is evidence of how the answer treats
        their exceptions, which the property's hint speaks of; otherwise it is the answer's
        own error, which speaks for itself."""

    @property
    def one_line(self) -> str:
        return one_line(f"{type(self.error).__name__}: {self.error}")


class Mismatch(limits.GraderSignal):
    """The answer returned ``got`` for ``example``; the property expected ``expected``.

    ``hint``, when the check can tell which mistake this is, replaces the property's hint:
    feedback names the slip it saw, not the one the property was written for.
    """

    def __init__(
        self, example: str, got: object, expected: str, hint: str = "", *, stands: bool = False
    ) -> None:
        super().__init__(example, got, expected)
        self.example, self.got, self.expected, self.hint = example, got, expected, hint
        self.stands = stands
        """Whether ``hint`` stands whatever asking again shows: the example is about what a
        process keeps from its first calls, so right when asked again is what the mistake
        looks like (:meth:`~hookkata.grading.exercise.Property.verify_fixed`)."""


def right_when_asked_again(check: Callable[[], object]) -> bool:
    """Whether ``check`` (an example asked once more: alone, or again in the same process)
    passes now: it returns without raising, and not ``False``. Anything it raises says no
    (a mismatch, a crash, a hang, a lost worker), but an interrupt, and a copy named
    meanwhile, which ends the grade as a copy (the verdict it deserves) rather than as the
    mismatch that led to the asking."""
    try:
        return check() is not False
    except (KeyboardInterrupt, SystemExit, limits.AnswerCopied):
        raise
    except BaseException:
        return False


def call_answer(
    answer: Callable[..., Any],
    *args: Any,
    example: str,
    raised_here: Sequence[BaseException] = (),
) -> Any:
    """Call ``answer(*args)`` under the limits; ``example`` says what the call was.

    ``answer`` is a function of the worker process (:mod:`hookkata.grading.remote`): the
    worker keeps the stack short, the trusted side keeps the time and output limits.
    ``raised_here`` holds exceptions the grader's own objects raised (a hook's): one of them
    escaping is a crash, never "not started" (a hook's ``NotImplementedError``) nor "out of
    memory" (a hook's ``MemoryError``).
    """
    after: list[Any] | None = None
    try:
        return answer(*args)
    except AnswerRaised as raised:
        error, after = raised.error, raised.after
    except AnswerTimedOut:
        raise AnswerHung(example, limits.CALL_SECONDS) from None
    except OutputFlooded:
        raise AnswerFlooded(example, limits.OUTPUT_BYTES) from None
    except WorkerLost as lost:
        raise AnswerLost(example, lost.reason) from None
    if any(error is made for made in raised_here):
        escaped = AnswerCrashed(error, example)
        escaped.after, escaped.grader_raised = after, True
        raise escaped from error
    if isinstance(error, NotImplementedError):
        raise NotStarted(error) from None
    if isinstance(error, MemoryError) and not str(error):  # one with a message was raised
        raise AnswerOutOfMemory(example, limits.MEMORY_MB) from None
    crash = AnswerCrashed(error, example)
    crash.after, crash.grader_raised = after, raised_from(error, raised_here)
    raise crash from error


def raised_from(
    error: BaseException | None,
    raised_here: Sequence[BaseException] = (),
    kind: type[BaseException] | tuple[type[BaseException], ...] = (),
) -> bool:
    """Whether ``error``, or one it was raised from (``__cause__`` or ``__context__``, up
    to ten links), is one of ``raised_here`` or of ``kind``: a hook's or a tool's exception,
    as it is or wrapped in another."""
    link = error
    for _ in range(10):
        if link is None:
            return False
        if isinstance(link, kind) or any(link is made for made in raised_here):
            return True
        link = link.__cause__ or link.__context__
    return False


def call_seeing_inputs(
    answer: Callable[..., Any],
    *args: Any,
    example: str,
    raised_here: Sequence[BaseException] = (),
    fields: bool = False,
) -> tuple[Any, list[Any]]:
    """``call_answer``, and the arguments as the answer left them (a mutation shows); when
    the answer raises, the :class:`AnswerCrashed` holds them as ``after``. ``fields``: the
    grader's frozen workbook objects (a ``Deny``) come back field by field, so one changed
    with ``object.__setattr__`` shows; compare them with a snapshot taken before the call,
    since in this process they are the very objects."""
    echoing = getattr(answer, "echoing", None)
    if echoing is None:  # an answer in this process: its arguments are these very objects
        try:
            return call_answer(answer, *args, example=example, raised_here=raised_here), list(args)
        except AnswerCrashed as crash:
            crash.after = list(args)
            raise
    echo = echoing(fields=True) if fields else echoing()
    result, after = call_answer(echo, *args, example=example, raised_here=raised_here)
    return result, list(after)


def call_in_steps(
    answer: Callable[..., Any], steps: Sequence[Sequence[Any]], *, example: str
) -> tuple[list[Any], list[Any], list[bool]]:
    """Call ``answer`` in a row of ``steps`` (:mod:`hookkata.grading.steps`), all in the
    process where it runs: each result as it was returned, as the last call left it, and
    whether it is the very object the call before returned."""
    stepping = getattr(answer, "in_steps", None)
    if stepping is None:  # an answer in this process: its results are these very objects
        return run_steps(
            steps,
            lambda args: call_answer(answer, *args, example=example),
            _copy,
            raised=lambda exc: exc.error if isinstance(exc, AnswerCrashed) else exc,
        )
    reply = call_answer(stepping([list(step) for step in steps]), example=example)
    calls = sum(1 for kind, _ in steps if kind not in CHANGES)
    if not _a_row(reply, calls):
        raise AnswerLost(example, "the process running your code sent a malformed reply")
    returned, now, same = reply
    return returned, now, same


def _a_row(reply: Any, calls: int) -> bool:
    """``reply`` is three lists of one item per call, the third of ``bool``s."""
    return (
        type(reply) is list
        and len(reply) == 3
        and all(type(part) is list and len(part) == calls for part in reply)
        and all(type(same) is bool for same in reply[2])
    )


def _copy(result: Any) -> Any:
    try:
        return copy.deepcopy(result)
    except Exception:  # a result that cannot be copied is compared as is
        return result


def call_twice(
    answer: Callable[..., Any], first: Sequence[Any], second: Sequence[Any], *, example: str
) -> tuple[Any, Any, Any, bool]:
    """Call ``answer(*first)``, then ``answer(*second)``: the first result as it came back,
    the first result as the second call left it, the second result, and whether the two
    results are one object (a shared result dict shows)."""
    returned, now, same = call_in_steps(
        answer, [["call", list(first)], ["call", list(second)]], example=example
    )
    return returned[0], now[0], now[1], same[1]


def call_keeping_arguments(
    answer: Callable[..., Any],
    calls: Sequence[Sequence[Any]],
    *,
    example: str,
    tried: bool = False,
) -> tuple[list[Any], list[list[Any]]]:
    """``answer(*call)`` for each of ``calls`` in a row: each result as it came back, and
    each call's arguments as the whole row left them. An answer that kept a reference to
    an earlier call's argument (a module-level alias of the caller's set) and changed it
    in a later call shows: the argument was as it arrived right after its own call. With
    ``tried``, a call that raises an ``Exception`` is no end of the row: its result is
    ``{RAISED: its class's name}`` (a ``try`` step, :mod:`hookkata.grading.steps`)."""
    steps = [["try" if tried else "call", list(call)] for call in calls]
    steps += [["arguments", [number]] for number in range(len(calls))]
    returned, _, _ = call_in_steps(answer, steps, example=example)
    return returned[: len(calls)], returned[len(calls) :]


def call_at_length(
    answer: Callable[..., Any], args: Sequence[Any], times: int, *, example: str
) -> tuple[Any, Any]:
    """``answer(*args)``, then again on the very objects until it was called ``times``
    times in all, in the process where it runs (a ``repeat`` step): the first result and
    the last, each as returned. An answer that changes its ways after its first hundred or
    thousand calls (a "warm" mode, a sampled check) answers the last otherwise."""
    steps = [["call", list(args)], ["repeat", [times - 1]]]
    first, last = call_in_steps(answer, steps, example=example)[0]
    return first, last


@dataclasses.dataclass(frozen=True)
class LongRun:
    """A fixed case: one call made ``times`` times in a row on the very same objects, in
    the answer's process (:func:`call_at_length`): the last result is checked against the
    first. ``says`` names the run in a counterexample, ``{times}`` standing for the count."""

    times: int
    says: str

    def __repr__(self) -> str:
        return self.says.format(times=f"{self.times:,}")

    def first_and_last(
        self, answer: Callable[..., Any], args: Sequence[Any], example: str = ""
    ) -> tuple[Any, Any]:
        return call_at_length(answer, args, self.times, example=example or repr(self))


def long_run_hint(each: str, never: str) -> str:
    """The hint of a :class:`LongRun` whose last result is not its first: ``each`` is what
    the answer makes (``"line"``), ``never`` what changed it (its words, after a colon)."""
    return (
        f"Make every {each} the same way, however many came before: {never}, and no count "
        "kept across calls."
    )


def call_each_changed(
    answer: Callable[..., Any], calls: Sequence[Sequence[Any]], *, example: str, twice: bool = False
) -> tuple[list[Any], list[Any], list[bool]]:
    """``answer(*call)`` for each of ``calls`` in a row (``twice``: each call made again on
    its very arguments), each result but the last changed in place after it came back, as
    its owner may (a ``mark`` step: :func:`hookkata.grading.steps.mark`): each result as it
    came back (one sharing a container with an earlier result holds the mark), each as the
    row left it, and whether each shares with an earlier one
    (:func:`~hookkata.grading.steps.run_steps`)."""
    steps: list[list[Any]] = []
    for call in calls:
        steps += [["call", list(call)], ["mark", []]]
        steps += [["again", []], ["mark", []]] if twice else []
    return call_in_steps(answer, steps[:-1], example=example)


def each_its_own(
    answer: Callable[..., Any],
    calls: Sequence[Sequence[Any]],
    *,
    example: str,
    label: Callable[[int], str],
    noun: str,
    hint: str,
    twice: bool = False,
) -> None:
    """``answer(*call)`` for each of ``calls`` in a row (``twice``: each made again on its
    very arguments), each result changed by its owner before the next call
    (:func:`call_each_changed`): each is a new object, shares no container with an earlier
    one (a read-only one neither), and is left by later calls as its owner left it.
    ``label(index)`` names the call of ``calls`` in a mismatch, ``noun`` the result."""
    returned, now, same = call_each_changed(answer, calls, example=example, twice=twice)
    for index, (result, left) in enumerate(zip(returned, now, strict=True)):
        call = label(index // 2 if twice else index) + (
            " (made again)" if twice and index % 2 else ""
        )
        if same[index]:
            raise Mismatch(
                call,
                f"a {noun} sharing itself, or a dict or list in it, with an earlier call's",
                f"a new {noun} per call, sharing no dict or list with another's",
                hint,
            )
        if holds_mark(result):
            raise Mismatch(
                call,
                f"a {noun} holding the caller's change to an earlier one: {shown(result)}",
                f"a {noun} of its own, sharing no list or dict with an earlier one",
                hint,
            )
        owned = copy.deepcopy(result)
        if index < len(returned) - 1:
            mark(owned)
        if owned != left:
            raise Mismatch(
                call,
                f"this {noun} changed by a later call to {shown(left)}",
                f"the {noun} as its owner left it: {shown(owned)}",
                hint,
            )


def call_grown(
    answer: Callable[..., Any],
    items: list[Any],
    *rest: Any,
    extra: list[Any],
    example: str,
    replace: bool = False,
) -> tuple[Any, Any, Any]:
    """``answer(items, *rest)``; again on the very same objects once ``items`` is extended
    by ``extra`` (or, with ``replace``, made to hold ``extra`` instead, in place: shrunk or
    edited); then on a new list of the same items: the three results, each as it was when
    returned. A memo keyed on the list's ``id`` gives the second from the first."""
    change: list[Any] = ["replace" if replace else "extend", extra]
    steps = [["call", [items, *rest]], change, ["again", []], ["again-on-a-copy", []]]
    first, second, fresh = call_in_steps(answer, steps, example=example)[0]
    return first, second, fresh


def call_fresh(
    answer: Callable[..., Any],
    rows: Sequence[Sequence[Any]],
    *,
    example: str,
    keep_first: bool = False,
) -> list[Any]:
    """``answer(*row)`` for each of ``rows``, in a row of ``fresh`` steps
    (:mod:`hookkata.grading.steps`): each row's objects are built in the answer's process
    only when its call comes, once the last call's were freed, so CPython hands them the
    freed addresses. Each result as it was returned: a memo keyed on an argument's ``id``
    gives an earlier row's. With ``keep_first``, the first row is a plain ``call`` step,
    whose objects stay: what its hooks handed back (one ``Rewrite`` object, handed back
    again by every later hook) is the very same object in every later call."""
    steps = [["fresh", list(row)] for row in rows]
    if keep_first and steps:
        steps[0][0] = "call"
    return call_in_steps(answer, steps, example=example)[0]


@dataclasses.dataclass(frozen=True)
class FreshRow:
    """A fixed case: ``count`` calls in a row, each argument built by ``make(k)`` and
    handed over as new objects once the last call's were freed (:func:`call_fresh`), so a
    memo keyed on an argument's ``id`` shows. ``says`` is how a counterexample names the
    row, after its count."""

    count: int
    says: str

    def __repr__(self) -> str:
        return f"{self.count} {self.says}"

    def call(
        self, answer: Callable[..., Any], make: Callable[[int], Any]
    ) -> tuple[list[Any], list[Any]]:
        """The row's arguments, and what the answer returned for each."""
        made = [make(k) for k in range(self.count)]
        return made, call_fresh(answer, [[one] for one in made], example=repr(self))


def expect_raises(
    answer: Callable[..., Any],
    *args: Any,
    example: str,
    kinds: tuple[type[Exception], ...] = (ValueError,),
    hint: str = "",
) -> None:
    """The answer must raise one of ``kinds`` for these arguments."""
    wanted = " or ".join(kind.__name__ for kind in kinds)
    try:
        returned = call_answer(answer, *args, example=example)
    except AnswerCrashed as crash:
        if isinstance(crash.error, kinds):
            return
        raise Mismatch(example, f"raised {crash.one_line}", f"raises {wanted}", hint) from None
    raise Mismatch(example, shown(returned), f"raises {wanted}", hint)


def same_value(expected: object, got: object) -> bool:
    """``got`` is ``expected``'s value with exactly its types, containers included.

    The expected value is built by the grader from plain data, so it goes first and its
    type decides: ``True`` is not ``1``, a ``str`` subclass that equals everything is not a
    ``str``, a ``Counter`` is not a ``dict``.
    """
    if type(got) is not type(expected):
        return False
    if isinstance(expected, dict):
        assert isinstance(got, dict)
        return expected.keys() == got.keys() and all(
            same_value(value, got[key]) for key, value in expected.items()
        )
    if isinstance(expected, (list, tuple)):
        assert isinstance(got, (list, tuple))
        return len(expected) == len(got) and all(map(same_value, expected, got))
    return bool(expected == got)


def differing(expected: Mapping[str, Any], got: object) -> tuple[str, str]:
    """What feedback shows for a mapping that is wrong: only the keys that differ.

    Returns ``(got_text, expected_text)``, e.g. ``("is_error: 'true'", "is_error: True")``.
    Anything but a plain ``dict`` is shown whole, with its type.
    """
    if type(got) is not dict:
        return f"{shown(got)} (a {type(got).__name__})", "a dict"
    keys = [key for key in expected if key not in got or not same_value(expected[key], got[key])]
    extra = [key for key in got if key not in expected]
    got_parts = [f"{key}: {shown(got.get(key, '<missing>'))}" for key in keys]
    got_parts += [f"{key}: {shown(got[key])} (not expected)" for key in extra]
    want_parts = [f"{key}: {shown(expected[key])}" for key in keys]
    want_parts += [f"no key {key!r}" for key in extra]
    return one_line(", ".join(got_parts)), one_line(", ".join(want_parts))


def expect_fields(
    example: str,
    record: Mapping[str, Any],
    expected: Mapping[str, Any],
    keys: Iterable[str],
    same: Callable[[str, Any, Any], bool] = lambda _key, got, want: same_value(want, got),
    hints: Mapping[str, str] | None = None,
) -> None:
    """Each of ``keys`` must be in ``record`` and match ``expected`` (by ``same``).

    ``hints`` may give a hint per key; feedback shows the one field that differs.
    """
    for key in keys:
        if key not in record or not same(key, record[key], expected[key]):
            raise Mismatch(
                example,
                f"{key}: {shown(record.get(key, '<missing>'))}",
                f"{key}: {expected[key]!r}",
                (hints or {}).get(key, ""),
            )


def call_text(name: str, *args: Any, **kwargs: Any) -> str:
    """How a call looks in feedback: ``name(1, p=0.5)``."""
    parts = [shown(arg) for arg in args] + [
        f"{key}={shown(value)}" for key, value in kwargs.items()
    ]
    return f"{name}({', '.join(parts)})"


def shown(value: object) -> str:
    """A value's ``repr``, cut to a readable length; an ``int`` too long for ``repr``
    (Python refuses to write one of more than 4,300 digits) by its number of digits."""
    if type(value) is int and value.bit_length() > _REPR_BITS:
        return f"<an int of {math.floor(math.log10(abs(value))) + 1} digits>"
    return one_line(repr(value))


_REPR_BITS = 14_000
"""Ints this many bits long have fewer than 4,300 decimal digits: ``repr`` writes them."""


def one_line(text: str) -> str:
    """``text`` on one line, cut to a readable length. Its lines are joined with one space,
    but runs of spaces inside a line are kept: a ``repr`` writes a string's spaces raw, and
    two spaces in a reason must not be shown as one."""
    text = " ".join(line.strip() for line in text.splitlines() if line.strip())
    return text if len(text) <= _MAX_SHOWN else text[: _MAX_SHOWN - 3] + "..."
