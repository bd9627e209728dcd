"""A class at a glance: per exercise, how many passed and where learners are stuck.

``hookkata report results/`` reads a class's results (:mod:`hookkata.classroom.results`),
summarizes them here, and renders the summary (:mod:`hookkata.classroom.render`) with a figure
(:mod:`hookkata.classroom.figure`). Every exercise of the catalog has a row, in catalog order,
even one nobody submitted.

The denominators are the learners of the class: a learner whose file has no result for an
exercise counts as "no result", never as a pass. A learner is *stuck at* the first exercise,
in catalog order, they have not passed; a learner who passed all of them has *finished*.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Literal, TypeAlias

from hookkata.classroom.results import ClassResults, Learner, Skipped
from hookkata.exercises import CATALOG
from hookkata.grading.exercise import Exercise

Outcome: TypeAlias = Literal["pass", "fail", "not-started", "error", "no result"]
"""A grader's status, or ``no result`` when the learner's file has none for the exercise."""
OUTCOMES: tuple[Outcome, ...] = ("pass", "fail", "not-started", "error", "no result")


@dataclass(frozen=True)
class ExerciseRow:
    """One exercise across the class."""

    exercise: Exercise
    counts: Mapping[Outcome, int]
    learners: int
    stuck_here: int
    """Learners whose first exercise not passed is this one."""
    common_failure: str
    """The property most often failed, or the exception most often raised (the limit most
    often hit), among the ``fail`` and ``error`` results; ``""``: none."""
    common_failure_count: int

    @property
    def not_passing(self) -> int:
        """The results that failed or raised: what ``common_failure`` is counted among."""
        return self.counts["fail"] + self.counts["error"]

    @property
    def passed(self) -> int:
        return self.counts["pass"]

    @property
    def pass_rate(self) -> float:
        """Passed over the class's learners (0.0 for an empty class)."""
        return self.passed / self.learners if self.learners else 0.0


@dataclass(frozen=True)
class LearnerRow:
    """One learner across the exercises."""

    name: str
    outcomes: tuple[Outcome, ...]
    """One per exercise of the catalog, in catalog order."""
    stuck_at: Exercise | None
    """``None``: finished."""
    graded_here: bool = False
    """Graded by the instructor's grader, not read from the learner's own results file."""

    @property
    def label(self) -> str:
        """The name as the report shows it: a fork's own results file is self-reported."""
        return self.name if self.graded_here else f"{self.name} (self-reported)"

    @property
    def passed(self) -> int:
        return self.outcomes.count("pass")


@dataclass(frozen=True)
class ClassReport:
    """What ``hookkata report`` shows."""

    exercises: tuple[ExerciseRow, ...]
    learners: tuple[LearnerRow, ...]
    skipped: tuple[Skipped, ...]


def summarize(results: ClassResults, catalog: Sequence[Exercise] = CATALOG) -> ClassReport:
    """The per-exercise and per-learner tables of a class."""
    learners = tuple(_learner_row(learner, catalog) for learner in results.learners)
    rows = tuple(
        _exercise_row(exercise, column, results.learners, learners)
        for column, exercise in enumerate(catalog)
    )
    return ClassReport(rows, learners, results.skipped)


def _learner_row(learner: Learner, catalog: Sequence[Exercise]) -> LearnerRow:
    outcomes = tuple(_outcome(learner, exercise) for exercise in catalog)
    stuck = next((e for e, o in zip(catalog, outcomes, strict=True) if o != "pass"), None)
    return LearnerRow(learner.name, outcomes, stuck, learner.graded_here)


def _outcome(learner: Learner, exercise: Exercise) -> Outcome:
    result = learner.results.get(exercise.id)
    return "no result" if result is None else result.status


def _exercise_row(
    exercise: Exercise,
    column: int,
    learners: Sequence[Learner],
    rows: Sequence[LearnerRow],
) -> ExerciseRow:
    counts = Counter(row.outcomes[column] for row in rows)
    failures = Counter(
        failure_summary(result.message, exercise.title, result.status)
        for learner in learners
        if (result := learner.results.get(exercise.id)) is not None
        and result.status in ("fail", "error")
    )
    common, count = _most_common(failures)
    return ExerciseRow(
        exercise=exercise,
        counts={outcome: counts[outcome] for outcome in OUTCOMES},
        learners=len(rows),
        stuck_here=sum(row.stuck_at is not None and row.stuck_at.id == exercise.id for row in rows),
        common_failure=common,
        common_failure_count=count,
    )


def _most_common(counter: Counter[str]) -> tuple[str, int]:
    """The most frequent key, ties broken alphabetically so the report never depends on
    the order the files were read."""
    if not counter:
        return "", 0
    key, count = min(counter.items(), key=lambda item: (-item[1], item[0]))
    return key, count


PROPERTY_LABEL = "Property:"
COUNTEREXAMPLE_LABEL = "Counterexample:"
_ERROR_CAUSES = (
    # "your code raised KeyError: 'tier'" (the input, " for ...", already cut off): the
    # exception, so learners who raised the same thing are counted together.
    (re.compile(r"^your code raised (?P<cause>.+)$"), "raised {cause}"),
    (
        re.compile(
            r"^(?P<cause>timed out after \S+ s|ran out of memory(?: \(limit \d+ MB\))?"
            r"|printed more than \S+ MB)\b.*$"
        ),
        "{cause}",
    ),
)


def failure_summary(message: str, title: str = "", status: str = "fail") -> str:
    """What went wrong, in words shared by every learner with the same problem.

    For a ``fail``: the message's ``Property:`` line (the rule broken). For an ``error``:
    the exception raised (``raised KeyError: 'tier'``) or the limit hit (``timed out after
    2 s``), never the property it was raised under: the class needs to hear about the
    ``KeyError``. Otherwise, or when neither is found: the first line without the mark and
    the title (``❌ 4 · Free tier...: <this>``).

    The message is the grader's multi-line report (:meth:`hookkata.grading.verdict.Verdict.report`).
    """
    lines = [line.strip() for line in message.strip().splitlines()]
    first = lines[0] if lines else ""
    # The report's first line: a mark, the status word in brackets, the title, the summary.
    first = re.sub(r"^\S+\s+(\[[^\]]*\]\s*)?", "", first, count=1) if title else first
    if title and first.startswith(title):
        first = first[len(title) :].lstrip(":").strip()
    if status == "error":
        first = _without_input(first, lines)
        for pattern, shown in _ERROR_CAUSES:
            found = pattern.match(first)
            if found:
                return shown.format(cause=found["cause"])
        return first or "(no message)"
    for line in lines:
        if line.startswith(PROPERTY_LABEL):
            return line[len(PROPERTY_LABEL) :].strip()
    return first or "(no message)"


def _without_input(first: str, lines: list[str]) -> str:
    """``first`` without its `` for <input>`` tail: the input is the report's
    ``Counterexample:`` line, so it is cut exactly, whatever either of them contains."""
    for line in lines:
        if line.startswith(COUNTEREXAMPLE_LABEL):
            example = line[len(COUNTEREXAMPLE_LABEL) :].strip()
            tail = f" for {example}"
            if example and tail in first:
                return first[: first.index(tail)]
    return first
