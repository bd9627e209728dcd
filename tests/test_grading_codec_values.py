"""Values the graders hand an answer that only work if they cross as themselves: a ToolCall
subclass with a field of its own, a value whose truth test raises, a finished Future holding
an exception, and a grader's object that stands as a built-in in the answer's process."""

from __future__ import annotations

import concurrent.futures
import dataclasses
import functools
import inspect
import socket
import sys
import traceback
import types

import pytest

from hookkata.grading import child, disguise, places
from hookkata.grading.channel import receive, send
from hookkata.grading.codec import (
    C_BUILTINS,
    Ambiguous,
    BareAwaitable,
    Codec,
    CodecError,
    EnumMember,
    FailedFuture,
    Generator,
    OuterArgument,
    SizedCall,
    TaggedCall,
)
from toolhooks import Deny, ToolCall
from toolhooks.testing import make_call


class _Stub:
    """What the answer's side makes of a grader's callable here: an object that takes
    attributes (the real one calls back; these tests never call it)."""

    def __call__(self, *args: object) -> object:
        raise AssertionError("a stub called back: it should have been the built-in")


def _across(value: object) -> object:
    """``value`` encoded on the trusted side, sent through a real socket pair, decoded on
    the answer's side."""
    sender = Codec(lambda *_: None, side="trusted")
    receiver = Codec(lambda *_: _Stub(), side="child")
    left, right = socket.socketpair()
    with left, right:
        send(left, sender.encode(value))
        return receiver.decode(receive(right, None))


def _tagged(tag: str) -> TaggedCall:
    call = make_call("lookup_user", {"user_id": "u_004"})
    fields = {f.name: getattr(call, f.name) for f in dataclasses.fields(call)}
    return TaggedCall(**fields, tag=tag)


def test_a_tagged_call_crosses_as_itself_with_its_tag():
    got = _across(_tagged("vip"))
    assert type(got) is TaggedCall
    assert isinstance(got, ToolCall)
    assert got == _tagged("vip")
    assert got.tag == "vip"


def test_with_input_keeps_a_tagged_calls_class_and_tag():
    rewritten = _tagged("vip").with_input({"amount_eur": 5})
    assert type(rewritten) is TaggedCall
    assert rewritten.tag == "vip"
    assert _tagged("vip") != _tagged("")  # the tag is compared: a rebuilt call loses it


def test_a_tagged_calls_with_input_counts_the_rewrites_and_the_count_crosses():
    twice = _tagged("vip").with_input({"a": 1}).with_input({"a": 2})
    assert twice.rewrites == 2
    assert dataclasses.replace(_tagged("vip"), input={"a": 1}).rewrites == 0
    got = _across(twice)
    assert type(got) is TaggedCall
    assert got.rewrites == 2


def test_a_sized_call_crosses_as_itself_and_is_falsy_once_its_input_is_empty():
    call = make_call("lookup_user", {"user_id": "u_004"})
    fields = {f.name: getattr(call, f.name) for f in dataclasses.fields(call)}
    sized = SizedCall(**fields, tag="vip")
    assert sized  # an input with a key: truthy, as any call
    emptied = sized.with_input({})
    assert type(emptied) is SizedCall
    assert not emptied
    got = _across(emptied)
    assert type(got) is SizedCall
    assert not got
    assert got == emptied


def test_an_ambiguous_value_crosses_and_its_truth_test_raises():
    got = _across([Ambiguous(), {"returned": Ambiguous()}])
    assert isinstance(got, list)
    assert type(got[0]) is Ambiguous
    with pytest.raises(ValueError, match="ambiguous"):
        bool(got[0])


def test_a_malformed_ambiguous_value_is_refused():
    with pytest.raises(CodecError, match="Ambiguous"):
        Codec(lambda *_: None, side="child").decode({"$ambiguous": "x"})


def test_a_failed_future_is_a_real_finished_future_there():
    got = _across(FailedFuture())
    assert isinstance(got, concurrent.futures.Future)
    assert got.done()
    with pytest.raises(OSError, match="pool"):
        got.result(timeout=0)


def test_a_failed_future_is_the_marker_again_on_the_trusted_side():
    got = Codec(lambda *_: None, side="trusted").decode({"$future": None})
    assert got == FailedFuture()


def test_a_bare_awaitable_is_awaitable_there_and_has_nothing_else():
    got = _across(BareAwaitable())
    assert inspect.isawaitable(got)
    assert not inspect.iscoroutine(got)
    assert not hasattr(got, "close")
    with pytest.raises(RuntimeError, match="awaited"):
        got.__await__()


def test_an_enum_member_is_a_real_member_there_with_its_value():
    import enum

    got = _across(EnumMember())
    assert isinstance(got, enum.Enum)
    assert (got.name, got.value) == ("PREMIUM", "premium")
    assert got != "premium"  # an Enum member is not its .value


def test_an_enum_member_s_value_or_name_does_not_cross_back_as_the_member():
    child = Codec(lambda *_: _Stub(), side="child")
    made = child.decode(Codec(lambda *_: None, side="trusted").encode(EnumMember()))
    trusted = Codec(lambda *_: None, side="trusted")
    assert trusted.decode(child.encode(made.value)) == "premium"
    assert trusted.decode(child.encode(made.value)) != EnumMember()


@pytest.mark.parametrize(
    "marker", [FailedFuture(), Generator(), BareAwaitable(), EnumMember()], ids=repr
)
def test_a_future_or_generator_made_there_crosses_back_as_its_marker(marker):
    """Handed back as it is (a guard's answer returned, or inside a list), the real object
    the answer's side made of a marker is that marker again."""
    child = Codec(lambda *_: _Stub(), side="child")
    made = child.decode(Codec(lambda *_: None, side="trusted").encode(marker))
    assert not isinstance(made, type(marker))
    back = Codec(lambda *_: None, side="trusted").decode(child.encode(made))
    assert back == marker
    other = Codec(lambda *_: None, side="trusted").decode(child.encode([made]))
    assert other == [marker]


class _IntHook:
    __stub_c_builtin__ = "int"

    def __call__(self, event: object) -> object:
        return int(event)  # type: ignore[call-overload]


def test_a_c_builtin_hook_stands_as_that_builtin_with_no_frame_of_its_own():
    got = _across(_IntHook())
    assert isinstance(got, functools.partial)
    assert got.func is C_BUILTINS["int"]
    try:
        got("not a number")
    except ValueError as error:
        frames = traceback.extract_tb(error.__traceback__)
    assert len(frames) == 1  # this test's frame alone: int ran in C


def test_a_name_outside_the_list_stands_as_a_plain_stub():
    class Other:
        __stub_c_builtin__ = "eval"

        def __call__(self, event: object) -> object:
            return event

    assert not isinstance(_across(Other()), functools.partial)


class _BatchError(Exception):
    """No group, but a list of exceptions as its own ``exceptions`` (an old trio.MultiError)."""


def _batch(listed: object) -> _BatchError:
    error = _BatchError("two parts failed")
    error.exceptions = listed  # type: ignore[attr-defined]
    return error


@pytest.mark.parametrize("kind", [list, tuple])
def test_an_exception_s_own_list_of_exceptions_crosses_with_it(kind):
    got = _across(_batch(kind([ValueError("part 1"), KeyError("part 2")])))
    assert isinstance(got, Exception)
    assert not hasattr(got, "message")  # no group: a group has its own message attribute
    assert type(got.exceptions) is kind
    assert [type(m).__name__ for m in got.exceptions] == ["ValueError", "KeyError"]
    assert str(got.exceptions[0]) == "part 1"


@pytest.mark.parametrize(
    "listed", [["not an exception"], [], [ValueError(str(n)) for n in range(17)], "text"]
)
def test_an_exceptions_attribute_of_anything_else_stays_behind(listed):
    assert not hasattr(_across(_batch(listed)), "exceptions")


def test_listed_exceptions_that_are_not_exceptions_are_refused():
    sender = Codec(lambda *_: None, side="trusted")
    body = sender.encode(_batch([ValueError("x")]))
    body["$exc"][-1]["exceptions"][1] = ["plain text"]
    with pytest.raises(CodecError, match="listed exceptions"):
        Codec(lambda *_: _Stub(), side="child").decode(body)


def _advised() -> Exception:
    error = _BatchError("backend busy")
    error.fail_open, error.retry_after, error.status_code = True, 2.5, 503  # type: ignore[attr-defined]
    error.deny = Deny("backend busy", "try again later")  # type: ignore[attr-defined]
    return error


def test_an_exception_s_plain_advice_and_its_deny_cross_with_it():
    got = _across(_advised())
    assert (got.fail_open, got.retry_after, got.status_code) == (True, 2.5, 503)
    assert type(got.fail_open) is bool
    assert got.deny == Deny("backend busy", "try again later")
    assert str(got) == "backend busy"


def test_an_import_error_s_name_crosses_and_its_message_stays():
    got = _across(ImportError("No module named 'yaml'", name="yaml"))
    assert (got.name, str(got)) == ("yaml", "No module named 'yaml'")


@pytest.mark.parametrize("value", [[1], {"a": 1}, "text", None, object()])
def test_advice_that_is_not_plain_stays_behind(value):
    error = _BatchError("x")
    error.fail_open = value  # type: ignore[attr-defined]
    assert not hasattr(_across(error), "fail_open")


@pytest.mark.parametrize(
    ("valued", "says"),
    [({"fail_open": [1]}, "plain or a decision"), ({"secret": 1}, "known names")],
)
def test_valued_attributes_that_could_not_have_been_sent_are_refused(valued, says):
    body = Codec(lambda *_: None, side="trusted").encode(_advised())
    body["$exc"][-1]["valued"] = valued
    with pytest.raises(CodecError, match=says):
        Codec(lambda *_: _Stub(), side="child").decode(body)


def test_a_bytearray_crosses_as_a_bytearray_of_its_own():
    sent = bytearray(b"no \x00\xff")
    got = _across(sent)
    assert type(got) is bytearray
    assert got == sent
    assert got is not sent


def _joined(prefix: str, seen: list[str], block: object) -> str:
    seen.append(prefix)
    return f"{prefix}{block}"


def test_a_grader_s_partial_is_a_real_partial_there_holding_its_arguments_by_reference():
    """A grader's ``functools.partial`` is one where the answer runs (``.func`` alone lacks
    the arguments, as in Python), its mutable arguments handles that come back as the very
    objects (a list the function appends to is the grader's own, not a copy)."""
    seen: list[str] = []
    trusted = Codec(lambda *_: None, side="trusted")
    child = Codec(lambda *_: _Stub(), side="child")
    made = child.decode(trusted.encode(functools.partial(_joined, "p:", seen)))
    assert isinstance(made, functools.partial)
    assert callable(made.func)
    assert made.args[0] == "p:"
    back = trusted.decode(child.encode(list(made.args)))
    assert back[0] == "p:"
    assert back[1] is seen  # by reference: the function appends to the grader's own list


def test_an_exception_holding_an_interrupt_in_its_args_crosses_holding_it():
    got = _across(RuntimeError(KeyboardInterrupt("stop")))
    assert type(got) is RuntimeError
    (held,) = got.args
    assert isinstance(held, KeyboardInterrupt)
    assert str(held) == "stop"


def test_an_exception_holding_itself_in_its_args_crosses_by_its_message_alone():
    error = ValueError("loop")
    error.args = (error, "loop")
    got = _across(error)
    assert isinstance(got, ValueError)
    assert not any(isinstance(arg, BaseException) for arg in got.args)


def test_an_outer_argument_is_the_running_calls_own_object_on_the_answers_side():
    sender = Codec(lambda *_: None, side="trusted")
    receiver = Codec(lambda *_: _Stub(), side="child")
    hooks: list[object] = []
    receiver.running.append([hooks, "event", print])
    got = receiver.decode(sender.encode([OuterArgument(0), OuterArgument(2)]))
    assert got[0] is hooks
    assert got[1] is print


def test_an_outer_argument_with_no_call_running_or_out_of_range_is_refused():
    sender = Codec(lambda *_: None, side="trusted")
    receiver = Codec(lambda *_: _Stub(), side="child")
    with pytest.raises(CodecError, match="no call of the answer is running"):
        receiver.decode(sender.encode(OuterArgument(0)))
    receiver.running.append(["only one"])
    with pytest.raises(CodecError, match="no argument 3"):
        receiver.decode(sender.encode(OuterArgument(3)))
    with pytest.raises(CodecError, match="no call of the answer is running"):
        Codec(lambda *_: None, side="trusted").decode({"$outer": 0})


def test_a_stub_answering_every_name_gives_a_callable_that_never_calls_back():
    stub = child._Stub(None, None, 1, "call_tool")  # type: ignore[arg-type]
    stub.answers_all = True
    method = stub.call_tool
    assert callable(method)
    assert repr(method()) == "<Mock name='call_tool.call_tool()'>"
    assert callable(stub.run.anything)
    with pytest.raises(AttributeError):
        stub._private  # noqa: B018


def test_a_module_the_disguise_hid_is_still_found_for_an_exceptions_class(monkeypatch):
    hidden = types.ModuleType("harness_only")
    monkeypatch.setitem(disguise.HIDDEN, "harness_only", hidden)
    assert disguise.loaded_module("harness_only") is hidden
    fresh = types.ModuleType("harness_only")
    monkeypatch.setitem(sys.modules, "harness_only", fresh)
    assert disguise.loaded_module("harness_only") is fresh  # imported anew: that one


def test_a_late_stub_waits_only_on_a_thread_the_answer_started():
    import threading

    seen: dict[str, bool] = {}

    def look(name: str) -> None:
        seen[name] = child._on_a_thread_of_the_answers()

    look("main")
    for name, kind in (("pool", threading.Thread), ("the grader's own", places.GradingThread)):
        thread = kind(target=look, args=(name,), daemon=True)
        thread.start()
        thread.join()
    assert seen == {"main": False, "pool": True, "the grader's own": False}
