"""What a notebook calls: ``check(answer)`` after an exercise, ``check_all("03")`` at the end."""

from __future__ import annotations

import sys
from typing import Any

from hookkata import progress
from hookkata.catalog import exercise, for_notebook
from hookkata.feedback import Feedback, escaped, for_verdict, show
from hookkata.grading.exercise import Exercise, grade
from hookkata.tables import for_table


def check(answer: object, exercise_key: str | int | None = None, *, record: bool = True) -> None:
    """Grade one answer and show its status (pass, fail, not started, error) and feedback.

    In a notebook the feedback is an HTML table; elsewhere the same words are printed.
    ``answer`` is the function you wrote; its name says which exercise it is. Pass the
    exercise's id (or a function's name as a string) when the name differs. ``record=False``
    leaves your progress alone (for demonstrations).
    """
    namespace = _caller_namespace()
    chosen = _which(answer, exercise_key)
    if isinstance(answer, str):
        answer = namespace.get(chosen.name)
    verdict = grade(chosen, answer)
    if record and answer is not None:
        progress.record(verdict)
    show(for_verdict(verdict))


def check_all(notebook: str) -> None:
    """Grade every exercise of ``notebook`` ("03" or its file name) and show a table.

    An exercise whose function is not defined here (its cell not run, or ``check_all`` called
    outside the notebook's kernel) shows as "not defined" and leaves its progress as it was:
    only an answer that was graded replaces the last verdict.
    """
    namespace = _caller_namespace()
    graded = [
        (grade(e, answer), answer)
        for e in for_notebook(notebook)
        for answer in [namespace.get(e.name)]
    ]
    verdicts = [verdict for verdict, _ in graded]
    progress.record_all(verdict for verdict, answer in graded if answer is not None)
    if not verdicts:
        none = f"notebook {notebook!r} has no exercises."
        show(Feedback(none, f"<p>{escaped(none)}</p>"))
        return
    show(for_table(verdicts))


def _which(answer: object, exercise_key: str | int | None) -> Exercise:
    if exercise_key is not None:
        return exercise(exercise_key)
    if isinstance(answer, str):
        return exercise(answer)
    name = getattr(answer, "__name__", None)
    if not isinstance(name, str):
        raise TypeError(
            f"check() needs the function you wrote, e.g. check(violation_chance); got "
            f"{type(answer).__name__}. Pass the exercise id too: check(answer, 'violation-chance')."
        )
    return exercise(name)


def _caller_namespace() -> dict[str, Any]:
    """The globals of the code that called ``check`` (the notebook's namespace)."""
    return sys._getframe(2).f_globals
