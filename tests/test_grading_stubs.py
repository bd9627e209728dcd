"""The grader's functions, as an answer sees them in its own process.

An attribute the grader's object lacks is missing as Python would say it, naming the
object's type (``'functools.partial' object has no attribute '__name__'``), never the
class of the stand-in that carries calls back to the grader.
"""

from __future__ import annotations

import functools
import gc
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from time import perf_counter as perf_counter_by_name
from typing import Any

import pytest

from hookkata.grading.child import CLOCKS, jump_clocks
from hookkata.grading.codec import MAX_HOURS
from hookkata.grading.probe import AnswerCrashed, call_answer
from hookkata.grading.remote import RemoteFunction, RemoteWorker, fork_worker
from toolhooks import Deny


def read_attribute(holder: object, name: str) -> object:
    return getattr(holder, name)


class CallableHook:
    def __call__(self, event: object) -> None:
        return None


def plain_function(event: object) -> None:
    return None


GRADERS_OBJECTS: dict[str, Callable[..., Any]] = {
    "a functools.partial": functools.partial(plain_function),
    "an object with __call__": CallableHook(),
    "a plain function": plain_function,
    "a lambda": lambda event: None,
    "a bound method": CallableHook().__call__,
}


@pytest.fixture
def answer() -> Iterator[RemoteFunction]:
    worker: RemoteWorker = fork_worker(read_attribute)
    yield RemoteFunction(worker, "answer", "answer")
    worker.stop("the test is over")


MISSING = [
    (kind, name)
    for kind, graders in GRADERS_OBJECTS.items()
    for name in ("__name__", "matcher", "__wrapped__", "enabled")
    if not hasattr(graders, name)
]


@pytest.mark.parametrize(("kind", "name"), MISSING)
def test_a_missing_attribute_reads_as_it_would_in_one_process(answer, kind, name):
    graders = GRADERS_OBJECTS[kind]
    with pytest.raises(AttributeError) as here:
        read_attribute(graders, name)
    with pytest.raises(AnswerCrashed) as there:
        call_answer(answer, graders, name, example="x")
    assert type(there.value.error) is AttributeError
    assert str(there.value.error) == str(here.value)
    assert "Stub" not in str(there.value.error)


def test_an_attribute_the_grader_s_object_has_is_read_as_it_is(answer):
    assert call_answer(answer, plain_function, "__name__", example="x") == "plain_function"


CLOCK_NAMES = [name for clock in CLOCKS for name in (clock, f"{clock}_ns")]


class SlowHook:
    """A grader's hook that takes two hours by the clocks of the answer's process."""

    __stub_hours__ = 2

    def __call__(self) -> None:
        return None


def time_a_call(hook: Callable[[], None]) -> list[float]:
    """An answer timing ``hook()`` by every clock of ``time``, and by one imported by name."""
    import time

    before = [getattr(time, name)() for name in CLOCK_NAMES] + [perf_counter_by_name()]
    hook()
    after = [getattr(time, name)() for name in CLOCK_NAMES] + [perf_counter_by_name()]
    return [late - early for late, early in zip(after, before, strict=True)]


def test_a_slow_hook_takes_its_hours_by_every_clock_of_the_answer_s_process(remote):
    took = call_answer(remote(time_a_call), SlowHook(), example="x")
    hours = [
        seconds / (1e9 if name.endswith("_ns") else 1) / 3600
        for name, seconds in zip([*CLOCK_NAMES, "perf_counter by name"], took, strict=True)
    ]
    assert all(2 <= hour < 2.01 for hour in hours), dict(zip(CLOCK_NAMES, hours, strict=False))


def test_an_hour_past_the_cap_or_not_an_int_moves_no_clock(remote):
    for hours in (MAX_HOURS + 1, True, 0, -1, 1.5):
        hook = SlowHook()
        hook.__stub_hours__ = hours  # type: ignore[assignment]
        took = call_answer(remote(time_a_call), hook, example="x")
        assert all(
            seconds < 60 * (1e9 if name.endswith("_ns") else 1)
            for name, seconds in zip([*CLOCK_NAMES, "perf_counter"], took, strict=True)
        ), hours


def test_the_grader_s_own_clocks_never_jump():
    before = time.monotonic()
    jump_clocks(3600)
    assert time.monotonic() - before < 60


@dataclass
class EqHook:
    """A callable dataclass with ``eq``: its ``__hash__`` is ``None``."""

    label: str

    def __call__(self, event: object) -> None:
        return None


def hash_of(holder: object) -> int:
    return hash(holder)


@pytest.fixture
def hasher() -> Iterator[RemoteFunction]:
    worker: RemoteWorker = fork_worker(hash_of)
    yield RemoteFunction(worker, "answer", "answer")
    worker.stop("the test is over")


def test_an_unhashable_grader_s_object_is_unhashable_in_the_answer_s_process(hasher):
    with pytest.raises(TypeError) as here:
        hash_of(EqHook("h0"))
    with pytest.raises(AnswerCrashed) as there:
        call_answer(hasher, EqHook("h0"), example="x")
    assert type(there.value.error) is TypeError
    assert str(there.value.error) == str(here.value) == "unhashable type: 'EqHook'"


@pytest.mark.parametrize("kind", sorted(GRADERS_OBJECTS))
def test_a_hashable_grader_s_object_stays_hashable(hasher, kind):
    assert type(call_answer(hasher, GRADERS_OBJECTS[kind], example="x")) is int


def frozen_count() -> int:
    return gc.get_freeze_count()


def test_a_worker_s_collections_never_walk_the_objects_it_was_forked_with():
    """A collection in a worker forked from a big process (a test run, a kernel with
    matplotlib) would walk, and so copy, every inherited object: seconds of the answer's
    own time on a long turn. The worker freezes them first."""
    inherited = len(gc.get_objects())
    worker: RemoteWorker = fork_worker(frozen_count)
    try:
        frozen = call_answer(RemoteFunction(worker, "answer", "answer"), example="x")
    finally:
        worker.stop("the test is over")
    assert frozen >= inherited * 0.9


def call_its_run_method(hook: Any) -> Any:
    return hook.run("event")


class PluginHook:
    """A hook object carrying a method beside ``__call__`` (named to cross the line)."""

    __stub_attributes__ = ("run", "enabled")
    enabled = False

    def __call__(self, event: object) -> str:
        return "called"

    @staticmethod
    def run(event: object) -> str:
        return f"ran for {event}"


def test_a_method_a_grader_s_hook_names_crosses_as_a_function_of_the_grader_s():
    worker: RemoteWorker = fork_worker(call_its_run_method)
    try:
        got = call_answer(RemoteFunction(worker, "answer", "answer"), PluginHook(), example="x")
    finally:
        worker.stop("the test is over")
    assert got == "ran for event"


def what_its_recorded_decisions_are(first: Any, second: Any, bare: Any) -> Any:
    return [
        getattr(first, "decision", "absent"),
        getattr(second, "decision", "absent"),
        getattr(bare, "decision", "absent"),
    ]


@dataclass(eq=False)
class RecordedHook:
    """A hook carrying a value that is neither text, a number nor a function: a recorded
    verdict, as ``toolhooks.testing.RecordingHook`` keeps one."""

    decision: Any
    __stub_attributes__ = ("decision",)

    def __call__(self, event: object) -> None:
        return None


class BareHook:
    """A hook naming an attribute it does not have: it crosses as one that has none."""

    __stub_attributes__ = ("decision",)

    def __call__(self, event: object) -> None:
        return None


def test_a_value_a_grader_s_hook_names_crosses_as_the_value_and_none_as_none():
    deny = Deny("a verdict recorded for another call", "call the hook")
    worker: RemoteWorker = fork_worker(what_its_recorded_decisions_are)
    try:
        got = call_answer(
            RemoteFunction(worker, "answer", "answer"),
            RecordedHook(deny),
            RecordedHook(None),
            BareHook(),
            example="x",
        )
    finally:
        worker.stop("the test is over")
    assert got == [deny, None, "absent"]


# --- signatures: what inspect.signature says of the grader's function (batch AM) -------------


def two_parameters(block: object, note: object = None) -> None:
    return None


_NO_PLAIN_VALUE = object()


def _signature_text(function: object) -> str:
    import inspect

    return str(inspect.signature(function))  # type: ignore[arg-type]


@pytest.fixture
def signer() -> Iterator[RemoteFunction]:
    worker: RemoteWorker = fork_worker(_signature_text)
    yield RemoteFunction(worker, "answer", "answer")
    worker.stop("the test is over")


SIGNED: dict[str, tuple[Callable[..., Any], str]] = {
    "a function with a defaulted second parameter": (two_parameters, "(block, note=None)"),
    "a partial leaving two": (functools.partial(lambda a, b, c=3: None, 1), "(b, c=3)"),
    "keyword-only and variadic": (lambda a, *rest, key, **more: None, "(a, *rest, key, **more)"),
    "a default that is no plain value": (
        lambda a, b=_NO_PLAIN_VALUE: None,
        '(a, b="<the grader\'s default>")',
    ),
}


@pytest.mark.parametrize("name", list(SIGNED))
def test_a_grader_s_function_of_two_or_more_parameters_shows_its_signature(signer, name):
    """An answer reading the signature of a guard or hook (middleware handing ``next`` to
    a guard whose second parameter has a default) reads the grader's own, not ``(*args)``."""
    function, text = SIGNED[name]
    assert call_answer(signer, function, example=name) == text


def test_a_grader_s_function_of_one_parameter_shows_the_stand_in_s(signer):
    """One parameter is not carried (1,000 hooks stay under the message cap): a call with
    the one argument reads the same either way."""
    shown = call_answer(signer, plain_function, example="one")
    assert shown.startswith("(*args")
    assert "event" not in shown


@pytest.mark.parametrize(
    "carried",
    [
        "not a list",
        [["a", 1, False]],
        [["a", 9, False, None]],
        [["a", True, False, None]],
        [["a", 1, "no", None]],
        [["a", 1, True, object()]],
        [["not an identifier!", 1, False, None]],
        [["a", 1, True, None], ["b", 1, False, None]],  # no default after a default
        [["a", 1, False, None]] * 33,
    ],
)
def test_a_malformed_signature_is_a_codec_error(carried):
    from hookkata.grading.codec import CodecError, _signature_from

    with pytest.raises(CodecError):
        _signature_from(carried)


# --- a signature read once is read again when what it came from changes ----------------------


def _named(function: object) -> str:
    return f"{getattr(function, '__name__', '?')}{_signature_text(function)}"


@pytest.fixture
def namer() -> Iterator[RemoteFunction]:
    worker: RemoteWorker = fork_worker(_named)
    yield RemoteFunction(worker, "answer", "answer")
    worker.stop("the test is over")


def test_a_function_renamed_or_given_new_defaults_is_sent_as_it_is_now():
    """The codec reads a plain function's traits once (a chain's hooks carry the same few
    functions): sent again after a change, it says what it is now, for a receiver that
    builds it anew (one that let go of it in a ``fresh`` step)."""
    from hookkata.grading.codec import Codec

    def guard(block: object, note: object = "before") -> None:
        """Let every call through."""

    sender = Codec(lambda *_: None, side="trusted")
    first = sender.encode(guard)["$fn"][2]
    guard.__defaults__ = ("after",)
    guard.__name__ = "renamed"
    guard.__doc__ = None
    again = sender.encode(guard)["$fn"][2]
    assert (first["name"], first["parameters"][1][3]) == ("guard", "before")
    assert "undocumented" not in first
    assert (again["name"], again["parameters"][1][3], again["undocumented"]) == (
        "renamed",
        "after",
        True,
    )


class _Callable:
    def __call__(self, call: object, verbose: bool = False) -> None:
        return None


def test_a_class_s_new_call_shows_in_its_instances_the_next_time_they_cross(namer):
    first, second = _Callable(), _Callable()
    assert call_answer(namer, first, example="first").endswith("(call, verbose=False)")

    def wider(self: object, call: object, verbose: bool = True, depth: int = 1) -> None:
        return None

    original = _Callable.__call__
    try:
        _Callable.__call__ = wider  # type: ignore[method-assign]
        shown = call_answer(namer, second, example="again")
    finally:
        _Callable.__call__ = original  # type: ignore[method-assign]
    assert shown.endswith("(call, verbose=True, depth=1)")


def test_an_instance_with_its_own_signature_shows_its_own_and_its_sibling_the_class_s(namer):
    import inspect

    own, sibling = _Callable(), _Callable()
    parameters = [inspect.Parameter(name, inspect.Parameter.POSITIONAL_OR_KEYWORD) for name in "xy"]
    own.__signature__ = inspect.Signature(parameters)  # type: ignore[attr-defined]
    assert call_answer(namer, sibling, example="sibling").endswith("(call, verbose=False)")
    assert call_answer(namer, own, example="own").endswith("(x, y)")
    assert call_answer(namer, sibling, example="sibling again").endswith("(call, verbose=False)")


# --- a bound method's code takes the grader's function's own parameters (batch AR) -----------


class _Policy:
    """A hook object (callable: a bound method crosses as one when its object is)."""

    def __call__(self, call: object) -> None:
        return None

    def check(self, call: object) -> str:
        return f"checked {call}"

    def check_with_default(self, call: object, verbose: bool = False) -> str:
        return f"checked {call} verbose={verbose}"


def _code_and_result(method: Any) -> list[Any]:
    code = method.__func__.__code__
    return [list(code.co_varnames[: code.co_argcount]), method("c1")]


@pytest.fixture
def coder() -> Iterator[RemoteFunction]:
    worker: RemoteWorker = fork_worker(_code_and_result)
    yield RemoteFunction(worker, "answer", "answer")
    worker.stop("the test is over")


def test_a_grader_s_bound_method_has_code_taking_its_own_parameters(coder):
    """``hook.__func__.__code__.co_argcount`` counts ``self`` and the call, as in one
    process: an answer that passes a second argument to a hook whose code takes two calls
    ``check(call, context)`` and fails, as it would."""
    got = call_answer(coder, _Policy().check, example="check")
    assert got == [["self", "call"], "checked c1"]


def test_a_bound_method_with_a_default_keeps_the_grader_s_default_unsent(coder):
    """A parameter with a default is not written into the code: the grader's function
    fills in its own default (the stand-in cannot send it)."""
    varnames, result = call_answer(coder, _Policy().check_with_default, example="default")
    assert result == "checked c1 verbose=False"
    assert varnames == ["owner"]


# --- a grader's object without __dict__ has a stand-in without one (batch AS) ---------------


class _SlottedHook:
    """A hook object whose class has ``__slots__``: no ``__dict__``, as ``list.append``."""

    __slots__ = ("seen",)

    def __init__(self) -> None:
        self.seen: list[object] = []

    def __call__(self, event: object) -> str:
        self.seen.append(event)
        return f"saw {event}"


def _vars_call_and_back(hook: Any) -> list[Any]:
    try:
        vars(hook)
        has_dict = True
    except TypeError:
        has_dict = False
    return [has_dict, hook("e1"), hook]


@pytest.fixture
def slotted() -> Iterator[RemoteFunction]:
    worker: RemoteWorker = fork_worker(_vars_call_and_back)
    yield RemoteFunction(worker, "answer", "answer")
    worker.stop("the test is over")


def test_a_grader_s_object_without_dict_has_a_stand_in_without_one(slotted):
    """``vars(hook)`` raises in the answer's process as it would in one process; calling
    the stand-in calls the grader's object, and sent back it is that very object."""
    hook = _SlottedHook()
    has_dict, said, back = call_answer(slotted, hook, example="slotted")
    assert (has_dict, said, hook.seen) == (False, "saw e1", ["e1"])
    assert back is hook


def test_a_grader_s_object_with_a_dict_keeps_its_stand_in_s(slotted):
    has_dict, said, _ = call_answer(slotted, _Policy(), example="plain")
    assert (has_dict, said) == (True, None)


class _MarkedBuiltin:
    """A hook object marked to stand as a built-in method in the answer's process."""

    __stub_builtin__ = True

    def __init__(self) -> None:
        self.seen: list[object] = []

    def __call__(self, event: object) -> str:
        self.seen.append(event)
        return f"saw {event}"


def _kind_call_and_back(hook: Any) -> list[Any]:
    import types

    return [isinstance(hook, types.BuiltinMethodType), hook("e1"), hook]


@pytest.fixture
def builtin_kind() -> Iterator[RemoteFunction]:
    worker: RemoteWorker = fork_worker(_kind_call_and_back)
    yield RemoteFunction(worker, "answer", "answer")
    worker.stop("the test is over")


def test_a_grader_s_object_marked_builtin_stands_as_a_built_in_method(builtin_kind):
    """Calling the stand-in calls the grader's object; sent back, it is that very object."""
    hook = _MarkedBuiltin()
    is_builtin, said, back = call_answer(builtin_kind, hook, example="builtin")
    assert (is_builtin, said, hook.seen) == (True, "saw e1", ["e1"])
    assert back is hook


def test_an_unmarked_object_stands_as_no_built_in_method(builtin_kind):
    is_builtin, said, _ = call_answer(builtin_kind, _Policy(), example="plain")
    assert (is_builtin, said) == (False, None)
