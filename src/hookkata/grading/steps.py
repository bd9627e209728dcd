"""Calls of one answer in a row, in the process where it runs: what one call cannot show.

Some mistakes show only when an answer is called again on objects kept alive in its own
process: a result shared between calls (a module-level dict, ``functools.cache``) is one
object both times, and a memo keyed on an argument's ``id`` answers a list that has grown
since with what it said before. Values cross the process line as copies (a new object, a
new ``id``, each call), so a grader asks the worker for the whole row at once, as plain
data: a list of steps, each ``[kind, arguments]``.

* ``["call", args]``: call the answer with ``args``;
* ``["try", args]``: the same, but an ``Exception`` the answer raises is its entry, as
  ``{RAISED: its class's name}``, and the row goes on: a call that raises is asked in a
  row too (its arguments, looked at after later calls, show a reference it kept);
* ``["extend", items]``: extend the last call's first argument (a list) in place;
* ``["replace", items]``: make the last call's first argument (a list) hold ``items``
  instead, in place (``lst[:] = items``): the same list shrunk, or an item replaced;
* ``["again", []]``: call it again on the very objects of the last call;
* ``["repeat", [n]]``: call it again on the very objects of the last call, ``n`` times in
  all, its entry the last result alone: a long run (an answer that changes its ways after
  its first hundred or thousand calls in a process shows at the end of it);
* ``["again-on-a-copy", []]``: call it again, the first argument a new list of its items;
* ``["mark", []]``: change the last result in place, as a caller who owns it may: every
  dict in it gets the key :data:`MARK`, every list and set the item (:func:`mark`); a
  result shared with a later call's shows the change there (and one that refuses the
  change, read-only, shows by its identity: :func:`containers`);
* ``["arguments", [k]]``: no call; the arguments of the row's call number ``k`` (from 0,
  an earlier one) as they are now, as its entry: a call that kept a reference to them
  (a module-level alias of a caller's set) and changed them in a later call shows. A row
  with this step keeps every call's arguments alive, so it takes no ``fresh`` step;
* ``["fresh", args]``: call it with ``args`` decoded only now, after every object the steps
  since the last ``fresh`` step brought in (its arguments, what the grader's hooks handed
  back) was dropped and ``gc.collect()`` ran: CPython gives a new object the address of one
  freed, so a memo keyed on an argument's ``id`` answers a row of these with an earlier
  call's result (:func:`hookkata.grading.probe.call_fresh`; measured in
  ``tests/test_kata_call_in_steps.py``: a row of 12 reuses an address every time). Where
  the worker runs the row, a frozen dataclass the answer kept no reference to (a
  ``ToolCall``, its ``HookContext``) is given the new one's fields in place
  (:func:`recycled`): the address reused every time, not by the allocator's chance.

:func:`run_steps` runs a row wherever the answer lives (the worker, or this process for an
answer given as a plain function); :func:`hookkata.grading.probe.call_in_steps` asks for one.
"""

from __future__ import annotations

import dataclasses
import sys
import weakref
from collections.abc import Callable, Sequence
from typing import Any

STEP_KINDS = (
    "call",
    "try",
    "extend",
    "replace",
    "again",
    "again-on-a-copy",
    "fresh",
    "mark",
    "arguments",
    "repeat",
)
MOST_REPEATS = 100_000
"""The longest run one ``repeat`` step asks for."""
CHANGES = ("extend", "replace", "mark")
"""The kinds that change an object in place and call nothing: no result of their own."""
FIRST_KINDS = ("call", "try", "fresh")
"""The kinds a row may start with: a call on arguments of its own."""


def run_steps(
    steps: Sequence[Sequence[Any]],
    call: Callable[[list[Any]], Any],
    snapshot: Callable[[Any], Any],
    decode: Callable[[Any, bool], Any] = lambda given, _fresh: given,
    release: Callable[[], None] = lambda: None,
    recycle: Callable[[list[Any], list[Any]], list[Any]] = lambda _previous, new: new,
    raised: Callable[[Exception], BaseException] = lambda exc: exc,
) -> tuple[list[Any], list[Any], list[bool]]:
    """Run ``steps``, calling the answer through ``call(args)``.

    Each step's arguments are ``decode(given, fresh)``, decoded when the step comes (the
    worker decodes them from plain data; here they are the objects themselves); before a
    ``fresh`` step, the last call's arguments are dropped and ``release()`` frees what the
    worker kept since the last ``fresh`` step; ``recycle(previous, new)`` may hand back
    those of the last arguments it can reuse (:func:`recycled`); ``raised(exc)`` is what
    the answer raised when ``call`` raised ``exc`` (here, the error a crash carries), which
    a ``try`` step names; an ``arguments`` step's
    entry is that call's argument list, taken by ``snapshot`` at the step. Returns each
    result as ``snapshot`` took it when it was returned, each result itself (as the last call left
    it: the caller reads them afterwards), and, per result, whether it shares with an
    earlier one: it is the very object the call before returned, or it is or holds a
    dict, list or set an earlier result is or holds, a read-only one too (``False`` for
    the first).
    """
    check_steps(steps)
    args: list[Any] = []
    called: list[list[Any]] = []  # each call's arguments, kept for an "arguments" step
    keeping = any(kind == "arguments" for kind, _ in steps)  # else "fresh" frees them
    returned: list[Any] = []
    results: list[Any] = []
    for kind, given in steps:
        if kind == "arguments":
            returned.append(snapshot(called[given[0]]))
            results.append(called[given[0]])
            continue
        if kind == "fresh":
            previous = [arg if _recyclable(arg) else None for arg in args]
            args = []  # nothing else of the last call is kept alive here...
            release()  # ...nor in the worker's tables: its addresses are free again
            args = recycle(previous, list(decode(given, True)))
            previous = []
        elif kind in ("call", "try"):
            args = list(decode(given, False))
        elif kind == "extend":
            args[0].extend(decode(given, False))
            continue
        elif kind == "replace":
            args[0][:] = decode(given, False)
            continue
        elif kind == "mark":
            mark(results[-1])
            continue
        elif kind == "again-on-a-copy":
            args = [list(args[0]), *args[1:]]
        elif kind == "repeat":
            for _ in range(given[0] - 1):
                call(args)
        called += [args] if keeping else []
        result = _tried(call, args, raised) if kind == "try" else call(args)
        returned.append(snapshot(result))
        results.append(result)
    return returned, results, _sharing(results)


RAISED = "$raised"
"""The key of a ``try`` step's entry when the call raised: the exception's class name."""


def _tried(
    call: Callable[[list[Any]], Any],
    args: list[Any],
    raised: Callable[[Exception], BaseException],
) -> Any:
    """``call(args)``, or ``{RAISED: name}`` for an ``Exception`` it raised (an interrupt,
    a time limit, a lost worker go on up: they are no answer)."""
    try:
        return call(args)
    except Exception as exc:
        return {RAISED: type(raised(exc)).__name__}


def recycled(previous: list[Any], new: list[Any]) -> list[Any]:
    """``new``, where an argument of the last call is a frozen dataclass of the same type
    that nothing else holds (no reference but ``previous``, no weak reference), that very
    object given the new one's fields (its dataclass fields too, alike): what CPython does
    when it places a new object at a freed one's address, made certain. A memo keyed on its
    ``id`` meets another session every time; an answer that keeps the object, or a weak
    reference to it, keeps its own."""
    return [
        _recycled(previous[index], arg) if index < len(previous) else arg
        for index, arg in enumerate(new)
    ]


def _recyclable(value: Any) -> bool:
    params = getattr(type(value), "__dataclass_params__", None)
    return params is not None and params.frozen and not isinstance(value, type)


def _recycled(old: Any, new: Any) -> Any:
    """``old`` with ``new``'s fields, when ``old`` is free to reuse (one list or one object
    holds it); else ``new``. A list of as many items is reused too, holding each of the new
    items (each recycled in turn): a memo keyed on ``id(outcomes)`` and its items' ids
    meets another session every time (batch BH)."""
    if type(old) is list and type(new) is list and len(old) == len(new):
        if _held_elsewhere(old):
            return new
        for index in range(len(old)):  # by index: a loop variable would hold the item too
            old[index] = _recycled(old[index], new[index])
        return old
    if type(old) is not type(new) or not _recyclable(old) or _held_elsewhere(old):
        return new
    for field in dataclasses.fields(old):
        value = _recycled(getattr(old, field.name), getattr(new, field.name))
        object.__setattr__(old, field.name, value)
    return old


def _held_elsewhere(old: Any) -> bool:
    """Whether anything but its one holder refers to ``old``, strongly or weakly."""
    return _references(old) > _HELD_ONCE or weakref.getweakrefcount(old) > 0


def _references(value: Any) -> int:
    return sys.getrefcount(value)


@dataclasses.dataclass(frozen=True)
class _Probe:
    """An object held once, to count what holding once reads as (:data:`_HELD_ONCE`)."""


def _as_recycled_holds(old: Any) -> int:
    return _as_held_elsewhere_counts(old)  # a frame holding it, as _recycled's does


def _as_held_elsewhere_counts(old: Any) -> int:
    return _references(old)


_PROBE_HOLDER = [_Probe()]
_HELD_ONCE = _as_recycled_holds(_PROBE_HOLDER[0])
"""What :func:`_references` reads, from :func:`_held_elsewhere` under :func:`_recycled`,
for an object one list (or one object's field) holds: those frames' references included."""


def _sharing(results: list[Any]) -> list[bool]:
    """Per result, whether it is the result before it, or shares a container with an
    earlier one (each result is kept alive, so an ``id`` is its object's)."""
    shares: list[bool] = []
    earlier: set[int] = set()
    for index, result in enumerate(results):
        own = containers(result)
        shares.append(index > 0 and (result is results[index - 1] or bool(own & earlier)))
        earlier |= own
    return shares


def containers(value: Any, depth: int = 0, found: set[int] | None = None) -> set[int]:
    """The ``id`` of every dict, list and set in ``value`` (itself too; dict values, list,
    tuple and set items), down to :data:`_MARK_DEPTH`."""
    found = set() if found is None else found
    if depth > _MARK_DEPTH or not isinstance(value, (dict, list, tuple, set, frozenset)):
        return found
    if isinstance(value, (dict, list, set)):
        if id(value) in found:
            return found
        found.add(id(value))
    try:
        items = list(value.values() if isinstance(value, dict) else value)
    except Exception:  # the answer's own container, refusing to be walked: itself alone
        return found
    for item in items:
        containers(item, depth + 1, found)
    return found


MARK = "<changed by the caller>"
"""What a ``mark`` step adds: a key (its own value) to every dict, an item to every list
and set."""
_MARK_DEPTH = 16


def mark(value: Any, depth: int = 0, seen: set[int] | None = None) -> None:
    """Add :data:`MARK` to every dict (as a key), list and set in ``value``, in place,
    dict values and list items too; a container that refuses the change is passed over."""
    seen = set() if seen is None else seen
    if depth > _MARK_DEPTH or id(value) in seen:
        return
    seen.add(id(value))
    inner: list[Any] = []
    try:
        if isinstance(value, dict):
            inner = list(value.values())
            value[MARK] = MARK
        elif isinstance(value, list):
            inner = list(value)
            value.append(MARK)
        elif isinstance(value, set):
            value.add(MARK)
    except Exception:  # the answer's own container, refusing: nothing to see there
        return
    for item in inner:
        mark(item, depth + 1, seen)


def holds_mark(value: Any, depth: int = 0) -> bool:
    """Whether :data:`MARK` is a key or an item anywhere in ``value`` (a marked container
    reached another result)."""
    if depth > _MARK_DEPTH:
        return False
    if isinstance(value, dict):
        return MARK in value or any(holds_mark(v, depth + 1) for v in value.values())
    if isinstance(value, (list, tuple, set, frozenset)):
        return MARK in value or any(holds_mark(v, depth + 1) for v in value)
    return False


def check_steps(steps: Any) -> None:
    """Raise ``ValueError`` unless ``steps`` is a list of ``[kind, list]`` pairs, each kind
    one of :data:`STEP_KINDS`, starting with a call (:data:`FIRST_KINDS`); an
    ``arguments`` step names an earlier call by its number, in a row with no ``fresh``."""
    if type(steps) is not list or not steps:
        raise ValueError(f"steps: expected a non-empty list, got {type(steps).__name__}")
    for number, step in enumerate(steps):
        if type(step) is not list or len(step) != 2 or type(step[1]) is not list:
            raise ValueError(f"step {number}: expected [kind, list of arguments], got {step!r}")
        if step[0] not in STEP_KINDS:
            raise ValueError(f"step {number}: expected a kind in {STEP_KINDS}, got {step[0]!r}")
        if number == 0 and step[0] not in FIRST_KINDS:
            raise ValueError(f"step 0: expected a call first, got {step[0]!r}")
        if step[0] == "arguments":
            _check_arguments_step(number, step[1], steps[:number])
        if step[0] == "repeat" and not _a_count(step[1]):
            raise ValueError(
                f"step {number}: expected [n], a number of calls from 1 to {MOST_REPEATS}, "
                f"got {step[1]!r}"
            )
    if {"arguments", "fresh"} <= {kind for kind, _ in steps}:
        raise ValueError(
            "steps: an 'arguments' step keeps every call's arguments alive, so its row "
            "cannot have a 'fresh' step (which frees them); make two rows"
        )


def _a_count(given: list[Any]) -> bool:
    return len(given) == 1 and type(given[0]) is int and 1 <= given[0] <= MOST_REPEATS


def _check_arguments_step(number: int, given: list[Any], before: list[Any]) -> None:
    """An ``arguments`` step's ``[k]`` names one of the calls before it."""
    calls = sum(1 for kind, _ in before if kind not in (*CHANGES, "arguments"))
    if len(given) != 1 or type(given[0]) is not int or not 0 <= given[0] < calls:
        raise ValueError(
            f"step {number}: expected [k], the number of one of the {calls} calls before it, "
            f"got {given!r}"
        )
