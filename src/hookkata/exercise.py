"""An exercise, its properties, and grading one answer against them.

A :class:`Property` is one sentence of the specification plus the code that checks it:
first on a few fixed examples (the article's own), then on examples Hypothesis generates,
so an answer written to fit the notebook's examples still fails. Grading stops at the first
property that fails and reports its counterexample: the fixed example that failed, or else
the generated one as Hypothesis shrank it; the report is built from our own exceptions,
never from Hypothesis's text.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from hypothesis import given
from hypothesis import strategies as st
from hypothesis.errors import Flaky

from . import guard, isolation, limits, probe, profiles
from .probe import (
    AnswerCrashed,
    AnswerFlooded,
    AnswerHung,
    AnswerOutOfMemory,
    Mismatch,
    NotStarted,
)
from .profiles import PROFILES, active_profile
from .verdict import Verdict

Signal = Mismatch | AnswerCrashed | AnswerHung | AnswerOutOfMemory | AnswerFlooded
"""Everything a property can conclude about an answer, short of a pass."""

Check = Callable[[Callable[..., Any], Any], None]
"""``check(answer, example)``: returns quietly, or raises :class:`~hookkata.probe.Mismatch`."""


@dataclass(frozen=True)
class Property:
    """One rule the answer must follow, said in plain words, with its examples."""

    says: str
    check: Check
    examples: st.SearchStrategy[Any] | None = None
    fixed: Sequence[Any] = ()
    hint: str = ""
    id: str = ""
    """A short stable name (``"first-deny-wins"``): the tests' catalog names the property
    each wrong answer must fail by it."""

    def verify(self, answer: Callable[..., Any], profile: str) -> None:
        """Run the fixed examples, then the generated ones; raise on the first failure."""
        for example in self.fixed:
            self.check(answer, example)
        if self.examples is not None:
            PROFILES[profile](given(self.examples)(lambda example: self.check(answer, example)))()


@dataclass(frozen=True)
class Clause:
    """One clause of an exercise's specification, and how grading exercises it."""

    says: str
    prop: str
    """The id of the :class:`Property` that checks it."""
    by: str
    """The fixed examples and strategies that exercise it."""


@dataclass(frozen=True)
class Exercise:
    """One exercise of the workbook: what to write, and how it is graded."""

    number: int
    id: str
    title: str
    notebook: str
    name: str
    params: tuple[str, ...]
    spec: str
    returns: str
    """What the function must return (and raise), exactly as the grader checks it: types,
    keys, edge cases. Markdown; the exercise's notebook quotes it after ``**Returns:**``."""
    reference: Callable[..., Any]
    properties: tuple[Property, ...]
    hint: str
    clauses: tuple[Clause, ...] = ()
    """Every clause of ``spec``, the property that checks it, and the inputs that exercise
    it: the table a reviewer reads to see that no clause goes untested."""

    @property
    def signature(self) -> str:
        return f"{self.name}({', '.join(self.params)})"

    @property
    def starter_source(self) -> str:
        """The stub a learner starts from; grading it says "not started yet"."""
        return (
            f"def {self.signature}:\n"
            f'    """{self.spec.splitlines()[0]}"""\n'
            '    raise NotImplementedError("your code here")\n'
        )

    def starter(self) -> Callable[..., Any]:
        """The stub as a function."""
        namespace: dict[str, Any] = {}
        exec(self.starter_source, namespace)
        function: Callable[..., Any] = namespace[self.name]
        return function


def grade(exercise: Exercise, answer: object, *, profile: str | None = None) -> Verdict:
    """Grade ``answer`` (the learner's function, or ``None`` if undefined) for ``exercise``.

    The answer is exercised in a child process the parent can always stop
    (:mod:`hookkata.isolation`): nothing it does, not even ending the process, reaches the
    caller. Where that is not available, it is graded here under the fallback limits.
    """
    chosen = profile or active_profile()
    if not isolation.available():
        with profiles.hypothesis_files_elsewhere():
            return _grade_here(exercise, answer, chosen)

    def problem(message: str, prop: str, example: str) -> Verdict:
        # No hint: the message says which limit was hit; a hint about what to return would
        # only mislead (a hang is not a wrong formula).
        return _verdict(exercise, "error", message, prop=prop, example=example)

    return isolation.graded_apart(
        lambda: _grade_watched(exercise, answer, chosen),
        exercise.id,
        lambda: probe.CALL_SECONDS,
        problem,
    )


def _grade_watched(exercise: Exercise, answer: object, profile: str) -> Verdict:
    """In the grading child: grade, then refuse the verdict if the answer changed the grader."""
    profiles.use_cache_folder()  # for good: the child's state dies with it
    changes = guard.take().changes  # taken before the answer's first call
    verdict = _grade_here(exercise, answer, profile)
    changed = changes()
    if not changed:
        return verdict
    shown = ", ".join(changed[:3]) + (f" and {len(changed) - 3} more" if len(changed) > 3 else "")
    return _verdict(
        exercise,
        "error",
        f"your code changed the grader while it was being graded ({shown}): an answer may "
        "change its arguments, never the grader",
        hint=exercise.hint,
    )


def _grade_here(exercise: Exercise, answer: object, profile: str) -> Verdict:
    """Grade in this process: property by property, stopping at the first that fails."""
    problem = _unusable(exercise, answer)
    if problem is not None:
        return _verdict(exercise, "error", problem, hint=exercise.hint)
    assert callable(answer)
    for prop in exercise.properties:
        limits.announce({"event": "property", "says": prop.says})
        try:
            prop.verify(answer, profile)
        except NotStarted:
            return _verdict(
                exercise,
                "not-started",
                "not started yet: replace `raise NotImplementedError` with your code.",
            )
        except (Mismatch, AnswerCrashed, AnswerHung, AnswerOutOfMemory, AnswerFlooded) as signal:
            return _explain(exercise, prop, signal)
        except Flaky as flaky:
            return _explain_flaky(exercise, prop, flaky)
    return _verdict(exercise, "pass")


def _explain(exercise: Exercise, prop: Property, signal: Signal) -> Verdict:
    hint = getattr(signal, "hint", "") or prop.hint or exercise.hint
    if isinstance(signal, Mismatch):
        return _verdict(
            exercise,
            "fail",
            f"{prop.says} (fails for {signal.example})",
            prop=prop.says,
            example=signal.example,
            got=signal.got if isinstance(signal.got, str) else repr(signal.got),
            expected=signal.expected,
            hint=hint,
        )
    if isinstance(signal, AnswerCrashed):
        message = f"your code raised {signal.one_line} for {signal.example}"
    elif isinstance(signal, AnswerOutOfMemory):
        limit = f" (limit {signal.limit_mb} MB)" if signal.limit_mb else ""
        message = f"ran out of memory{limit} for {signal.example}: does something grow without end?"
    elif isinstance(signal, AnswerFlooded):
        message = (
            f"printed more than {signal.limit / 1e6:g} MB for {signal.example}: take the "
            "prints out of the answer (what it prints while being checked is not shown)"
        )
    else:
        message = (
            f"timed out after {signal.seconds:g} s without an answer for {signal.example}: "
            "is there a loop that never ends, or a wait?"
        )
    # A limit's message says what to look for; a hint about what to return would mislead.
    hint = hint if isinstance(signal, AnswerCrashed) else ""
    return _verdict(exercise, "error", message, prop=prop.says, example=signal.example, hint=hint)


def _explain_flaky(exercise: Exercise, prop: Property, flaky: Flaky) -> Verdict:
    """Report the first real failure inside Hypothesis's "flaky" wrapper, if there is one.

    Runaway recursion fails at a different depth on each run, which Hypothesis calls
    flaky; the failure itself is still the learner's to see.
    """
    for inner in getattr(flaky, "exceptions", ()):
        if isinstance(
            inner, (Mismatch, AnswerCrashed, AnswerHung, AnswerOutOfMemory, AnswerFlooded)
        ):
            return _explain(exercise, prop, inner)
    return _verdict(
        exercise,
        "fail",
        "the same input gave different results on different runs: does the answer read "
        "the wall clock, random numbers, or state kept between calls?",
        prop=prop.says,
        hint=prop.hint or exercise.hint,
    )


def _unusable(exercise: Exercise, answer: object) -> str | None:
    """Why ``answer`` cannot be graded at all, or ``None``."""
    if answer is None:
        return (
            f"{exercise.name} is not defined: run the exercise cell that defines "
            f"{exercise.signature} (or define it)."
        )
    if not callable(answer):
        return f"{exercise.name} should be a function, got {type(answer).__name__}."
    try:
        inspect.signature(answer).bind(*exercise.params)
    except TypeError:
        return f"wrong signature: expected {exercise.signature}, got {_signature_of(answer)}."
    except ValueError:  # builtins without a signature: let the properties decide
        return None
    return None


def _signature_of(answer: Callable[..., Any]) -> str:
    name = getattr(answer, "__name__", type(answer).__name__)
    try:
        return f"{name}{inspect.signature(answer)}"
    except (TypeError, ValueError):
        return name


def _verdict(exercise: Exercise, status: Any, message: str = "", **details: str) -> Verdict:
    return Verdict(exercise.id, exercise.title, status, message, **details)
