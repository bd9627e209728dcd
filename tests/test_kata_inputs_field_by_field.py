"""``call_seeing_inputs(..., fields=True)`` shows a frozen workbook object as the answer
left it, field by field.

Batch M stored a cleaned reason back on the caller's frozen ``Deny`` with
``object.__setattr__``: the worker used to send the grader's own objects back as bare
references, which decode to the grader's untouched original, so the change never showed.
"""

from __future__ import annotations

import pytest

from hookkata.grading.codec import Codec, CodecError
from hookkata.grading.probe import AnswerCrashed, call_seeing_inputs
from toolhooks import Deny


def stores_clean_reason(deny: Deny) -> str:
    """Wrong on purpose: writes the cleaned reason back onto the frozen Deny."""
    object.__setattr__(deny, "reason", deny.reason.strip())
    return deny.reason


def empties_reason_then_raises(deny: Deny) -> str:
    """Wrong on purpose: leaves a reason the Deny's constructor refuses, then raises."""
    object.__setattr__(deny, "reason", "")
    raise ValueError("no reason")


def reads_only(deny: Deny) -> str:
    return deny.reason.strip()


def test_a_frozen_deny_changed_with_object_setattr_shows(remote):
    deny = Deny("  on hold ", "wait")
    _, after = call_seeing_inputs(remote(stores_clean_reason), deny, example="x", fields=True)
    assert (after[0].reason, after[0].alternative) == ("on hold", "wait")
    assert deny.reason == "  on hold "  # the grader's own object is untouched


def test_without_fields_the_change_is_hidden_behind_the_reference(remote):
    deny = Deny("  on hold ", "wait")
    _, after = call_seeing_inputs(remote(stores_clean_reason), deny, example="x")
    assert after[0] is deny


def test_a_deny_left_alone_comes_back_as_the_very_object(remote):
    deny = Deny("  on hold ", "wait")
    _, after = call_seeing_inputs(remote(reads_only), deny, example="x", fields=True)
    assert after[0] is deny


def test_a_change_the_constructor_would_refuse_still_shows_on_a_raise(remote):
    deny = Deny("on hold")
    with pytest.raises(AnswerCrashed) as crash:
        call_seeing_inputs(remote(empties_reason_then_raises), deny, example="x", fields=True)
    assert crash.value.after is not None
    assert crash.value.after[0].reason == ""


@pytest.mark.parametrize(
    "body",
    [
        [99, {"reason": "x", "alternative": None}],  # never sent
        [1, {"reason": "x"}],  # a field missing
        [1, {"reason": "x", "alternative": None, "extra": 1}],  # a field too many
        [1, ["reason", "x"]],  # fields not a mapping
        ["1", {"reason": "x", "alternative": None}],  # not a number
    ],
)
def test_a_malformed_object_as_it_was_left_is_refused(body):
    codec = Codec(lambda n, label, c: None, side="trusted")
    codec.encode(Deny("on hold"))  # number 1 on this side
    with pytest.raises(CodecError):
        codec.decode({"$was": body})
