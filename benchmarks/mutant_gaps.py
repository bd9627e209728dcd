"""Mutants of the references that are wrong, yet pass their grader under ``ci``.

Found by ``benchmarks/mutants.py``. Each function is the mutant as a learner could hand it
in, named after the exercise's function with a suffix, under a comment saying what it does
wrong and which input exposes it: material for the wrong-answer catalog
(``tests/kata/answers.py``) once the grader is taught to reject it. :data:`GAPS` keys each
by its mutant id, so a re-run of the mutants lists it as a known gap, not a new survivor;
when a grader starts killing one, the run says so and its entry here goes.
``tests/test_mutants.py`` checks that each function is its mutant, statement for statement.
"""

# mypy: allow-untyped-defs
# (a learner's answers, as handed in: untyped)

from __future__ import annotations

from collections.abc import Callable
from typing import Any


# Tests the guard's answer with `!= None` instead of `is not None`: an answer whose == is
# not a plain bool breaks it. Exposed by a guard answering a numpy-like value
# (`answer != None` is then elementwise and `if` raises), or an object whose __ne__ says
# False: the spec returns it as it is, this runs the original instead.
def install_guard_compares_with_eq(dispatcher, guard):
    original = dispatcher.call_tool
    had_own = "call_tool" in vars(dispatcher)

    def guarded(block):
        answer = guard(block)
        return answer if answer != None else original(block)  # noqa: E711

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("another guard was installed on top: undo that one first")
        if had_own:
            dispatcher.call_tool = original
        else:
            del dispatcher.call_tool

    return undo


GAPS: dict[str, Callable[..., Any]] = {
    "save-before-replace:6:25:flip-compare[0]:IsNot->NotEq": install_guard_compares_with_eq,
}
"""Mutant id: the wrong answer the grader accepts."""
