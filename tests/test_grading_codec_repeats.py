"""A workbook object listed again within one message crosses once, as itself."""

from __future__ import annotations

import json

import pytest

from hookkata.exercises.session_summary import _listed_again
from hookkata.grading.channel import MAX_MESSAGE
from hookkata.grading.codec import Codec, CodecError
from toolhooks import HookContext


def _pair() -> tuple[Codec, Codec]:
    return Codec(lambda *_: None, side="trusted"), Codec(lambda *_: None, side="child")


def test_an_object_listed_twice_is_sent_whole_once_and_arrives_as_one_object():
    sender, receiver = _pair()
    context = HookContext("u_004", "free", "s_1", {"role": "support"})
    sent = sender.encode([context, {"again": context}, context])
    assert json.dumps(sent).count("support") == 1
    got = receiver.decode(sent)
    assert got[0] == context
    assert got[0] is got[1]["again"] is got[2]


def test_equal_objects_that_are_not_the_same_each_cross_whole():
    sender, receiver = _pair()
    one, two = HookContext("u_004", "free", "s_1"), HookContext("u_004", "free", "s_1")
    got = receiver.decode(sender.encode([one, two]))
    assert got == [one, two]
    assert got[0] is not got[1]


def test_the_next_message_sends_the_object_whole_again():
    """Whole once per message: a receiver never depends on what an earlier message held."""
    sender, _receiver = _pair()
    context = HookContext("u_004", "free", "s_1", {"role": "support"})
    sender.encode([context])
    second = sender.encode([context, context])
    assert json.dumps(second).count("support") == 1
    got = Codec(lambda *_: None, side="child").decode(second)
    assert got[0] == context
    assert got[0] is got[1]


def test_a_session_listing_outcomes_ten_thousand_times_fits_in_one_message():
    sender, receiver = _pair()
    outcomes, end = _listed_again(10_001)
    raw = json.dumps(sender.encode([outcomes, end]), separators=(",", ":"))
    assert len(raw) < MAX_MESSAGE / 4
    got, _ = receiver.decode(json.loads(raw))
    assert len(got) == 10_001
    assert got[3] is got[0]
    assert got[:3] == outcomes[:3]


def test_a_stale_message_naming_an_unsent_number_is_refused_not_guessed():
    """A repeat names a number the receiver must already hold: a forged one with no
    fields is a constructor's refusal (a clear error), never a default object."""
    _, receiver = _pair()
    with pytest.raises(CodecError, match="constructor refuses"):
        receiver.decode({"$obj": ["HookContext", {}, 99]})


def test_a_read_only_input_sent_again_arrives_as_the_very_object_it_became():
    """A hook's ``Rewrite(call.input)`` holds the very input the answer's call holds: the
    trusted side's FrozenDict, sent again in a later message, decodes to what it became
    there, and sent back it is the trusted side's own (identity both ways)."""
    from toolhooks.readonly import FrozenDict

    trusted, child = _pair()
    given = FrozenDict({"user_id": "u_004", "nested": {"a": [1, 2]}})
    there = child.decode(trusted.encode([given]))[0]
    assert there == given
    assert type(there) is FrozenDict
    assert child.decode(trusted.encode({"again": given}))["again"] is there
    assert trusted.decode(child.encode([there]))[0] is given
    equal = FrozenDict({"user_id": "u_004", "nested": {"a": [1, 2]}})
    assert child.decode(trusted.encode([equal]))[0] is not there


def test_a_read_only_input_with_a_malformed_number_is_refused():
    _trusted, child = _pair()
    for body in ({"$frozen": [["a", 1]]}, {"$frozen": ["1", []]}, {"$frozen": [1, [], 3]}):
        with pytest.raises(CodecError):
            child.decode(body)


def test_an_awaitable_is_a_real_coroutine_on_the_answer_s_side_and_the_marker_back():
    """An ``async def`` guard's result is a coroutine: on the answer's side the marker is
    one (``inspect.iscoroutine``), whose body raises if run; sent back it is the marker;
    closed once the message is answered, it never warns that it was not awaited."""
    import asyncio
    import inspect
    import warnings

    from hookkata.grading.codec import Awaitable

    trusted, child = _pair()
    there = child.decode(trusted.encode([Awaitable()]))[0]
    assert inspect.iscoroutine(there)
    assert trusted.decode(child.encode([there]))[0] == Awaitable()
    with pytest.raises(RuntimeError, match="never run"):
        asyncio.run(child.decode(trusted.encode(Awaitable())))
    kept = child.decode(trusted.encode(Awaitable()))
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        child.close_coroutines()
        del kept
    assert child.coroutines == []
    assert type(trusted.decode(trusted.encode(Awaitable()))) is Awaitable
