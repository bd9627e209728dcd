"""An exception on its way out of a call nested across the line, in either direction.

The answer calls a grader's hook; the hook calls the answer again (a nested chain, a
sub-call); the inner call raises. In one process the exception would leave the inner call,
pass through the hook's frame, and reach the answer's outer frame, which may catch it.
Across the line the same must hold, and the worker must stay in step: each request gets
its own reply, so the grader's next call is answered by the answer, not by a stale reply.
A grader's own verdict raised inside a hook (a mismatch) ends the call and the worker; the
next call says so plainly instead of reading a reply meant for another request.
"""

from __future__ import annotations

from typing import Any

import pytest

from hookkata.grading.limits import AnswerRaised, GraderSignal, WorkerLost
from hookkata.grading.remote import RemoteFunction


class AnswersOwnError(ValueError):
    """Defined in the answer's module: the answer catches exactly this class."""


def answer(hook: Any, depth: int) -> Any:
    """Depth 0 raises the answer's own error; deeper calls go through ``hook``, which calls
    this answer again one level down, and the outermost level catches what comes back."""
    if depth == 0:
        raise AnswersOwnError("the inner call failed")
    try:
        return ["returned", hook(depth - 1)]
    except AnswersOwnError as error:
        return ["caught", type(error).__name__, str(error), depth]


class RelayingHook:
    """The grader's hook: calls the answer (one level down) and lets whatever it raised
    propagate, as a hook with no ``try`` does in one process."""

    def __init__(self) -> None:
        self.answer: RemoteFunction | None = None

    def __call__(self, depth: int) -> Any:
        assert self.answer is not None
        return self.answer(self, depth)


def test_the_answers_own_exception_crosses_back_through_a_hook_that_lets_it_go(remote):
    hook = RelayingHook()
    hook.answer = remote(answer)
    assert hook.answer(hook, 1) == ["caught", "AnswersOwnError", "the inner call failed", 1]


def test_it_crosses_back_through_hooks_nested_several_deep(remote):
    hook = RelayingHook()
    hook.answer = remote(answer)
    assert hook.answer(hook, 1) == ["caught", "AnswersOwnError", "the inner call failed", 1]
    got = hook.answer(hook, 4)
    assert got == ["returned", ["returned", ["returned", ["caught", *got[1][1][1][1:]]]]]
    assert got[1][1][1][1:] == ["AnswersOwnError", "the inner call failed", 1]


def test_the_worker_stays_in_step_after_an_exception_crossed_back(remote):
    hook = RelayingHook()
    hook.answer = remote(answer)
    for depth in (1, 2, 1):
        hook.answer(hook, depth)
    with pytest.raises(AnswerRaised) as raised:
        hook.answer(hook, 0)
    assert str(raised.value.error) == "the inner call failed"
    assert hook.answer(hook, 1)[0] == "caught"


class JudgingHook:
    """A grader's hook that finds a mismatch while the answer is inside a call."""

    def __call__(self, depth: int) -> Any:
        raise GraderSignal("the grader's own verdict")


def calls_its_hook(hook: Any, depth: int) -> Any:
    try:
        return hook(depth)
    except Exception as error:  # a learner's catch-all: must not swallow the grader's verdict
        return f"swallowed {error}"


def test_a_graders_verdict_in_a_hook_ends_the_call_and_the_worker_plainly(remote):
    judged = remote(calls_its_hook)
    with pytest.raises(GraderSignal):
        judged(JudgingHook(), 1)
    with pytest.raises(WorkerLost) as lost:
        judged(lambda depth: depth, 1)
    assert "ended the grading call" in lost.value.reason
