"""A grade never walks the objects it found in its process, and leaves them as they were."""

from __future__ import annotations

import gc
import weakref

from hookkata import exercise, grade
from hookkata.grading.heap import frozen_heap

from .kata.answers import ALTERNATIVES


class Node:
    """One half of a reference cycle: only a collection frees it."""

    def __init__(self) -> None:
        self.me = self


def _garbage_cycle() -> weakref.ref[Node]:
    return weakref.ref(Node())


def test_within_a_grade_only_what_it_made_is_collected_and_after_it_everything_is():
    gc.collect()
    before = _garbage_cycle()
    with frozen_heap():
        assert gc.get_freeze_count() > 0
        during = _garbage_cycle()
        gc.collect()
        assert during() is None
        assert before() is not None
    assert gc.get_freeze_count() == 0
    gc.collect()
    assert before() is None


def test_a_process_that_froze_objects_of_its_own_keeps_them_frozen():
    gc.freeze()
    try:
        frozen = gc.get_freeze_count()
        with frozen_heap():
            pass
        assert gc.get_freeze_count() == frozen
    finally:
        gc.unfreeze()


def test_a_grade_freezes_the_heap_while_it_runs_and_unfreezes_it_after():
    seen: list[int] = []
    chosen = exercise("violation-chance")

    def frozen_then(phase: str, info: dict[str, int]) -> None:
        if len(seen) < 20:  # get_freeze_count() walks the frozen objects: a few will do
            seen.append(gc.get_freeze_count())

    gc.callbacks.append(frozen_then)
    try:
        verdict = grade(chosen, ALTERNATIVES[chosen.id][0], profile="dev-fixed")
    finally:
        gc.callbacks.pop()
    assert verdict.passed
    assert seen
    assert min(seen) > 0
    assert gc.get_freeze_count() == 0


def test_a_process_that_grades_on_and_on_keeps_no_garbage_of_its_grades():
    """A grade collects its own garbage before its heap thaws: left to the collector, it was
    frozen by the next grade with the rest, and a test run grew to gigabytes (each fork of
    it copying the page tables of all of it)."""
    from hookkata import exercise, grade

    from .kata.answers import WRONG

    chosen = exercise("answer-turn")
    answers = [wrong.answer for wrong in WRONG["answer-turn"][:4]]
    for answer in answers:  # warm: the caches a first grade fills
        grade(chosen, answer, profile="dev-fixed")
    before = len(gc.get_objects())
    for answer in answers * 3:
        grade(chosen, answer, profile="dev-fixed")
    assert len(gc.get_objects()) < before * 1.05
