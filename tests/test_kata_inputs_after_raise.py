"""``call_seeing_inputs`` shows the arguments as a raising call left them.

A mutation on the way to an error is a mutation too (batch L popped a fact out of the
caller's set, then raised before putting it back): the worker sends the arguments beside
the exception, and the crash carries them as ``after``.
"""

from __future__ import annotations

import pytest

from hookkata.grading.probe import AnswerCrashed, call_seeing_inputs


def pops_then_raises(reads: set[str]) -> str:
    """Wrong on purpose: takes a fact out of the caller's set, then raises."""
    reads.discard("outcome")
    raise ValueError("cannot prevent after the fact")


def raises_untouched(reads: set[str]) -> str:
    raise ValueError(f"cannot prevent after the fact: {sorted(reads)}")


def raises_holding(items: list[object]) -> str:
    """Leaves an argument the codec cannot carry back (a list holding itself): the crash
    still arrives, ``after`` unset."""
    items.append(items)  # a list holding itself
    raise ValueError("no")


def test_a_set_changed_before_the_error_shows_after_it(remote):
    answer = remote(pops_then_raises)
    with pytest.raises(AnswerCrashed) as crash:
        call_seeing_inputs(answer, {"arguments", "outcome"}, example="x")
    assert isinstance(crash.value.error, ValueError)
    assert crash.value.after == [{"arguments"}]


def test_a_set_left_alone_by_the_error_shows_as_it_was(remote):
    answer = remote(raises_untouched)
    with pytest.raises(AnswerCrashed) as crash:
        call_seeing_inputs(answer, {"arguments", "outcome"}, example="x")
    assert crash.value.after == [{"arguments", "outcome"}]


def test_arguments_the_codec_cannot_carry_leave_after_unset_not_the_crash(remote):
    answer = remote(raises_holding)
    with pytest.raises(AnswerCrashed) as crash:
        call_seeing_inputs(answer, [1], example="x")
    assert isinstance(crash.value.error, ValueError)
    assert crash.value.after is None
