"""Learners' results files for the class report tests, written by the real writer.

Each file is what ``hookkata grade --json FILE`` writes (:func:`hookkata.reports.results_json`
on real :class:`~hookkata.grading.verdict.Verdict` objects), so the tests follow the format if it
changes, the multi-line messages of failed verdicts included.
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hookkata import CATALOG
from hookkata.grading.files import Graded
from hookkata.grading.verdict import Status, Verdict
from hookkata.reports import results_json

PROPERTIES = {
    "answer-turn": (
        "every tool_use of the turn gets exactly one tool_result, in order",
        "a denied call still gets a tool_result",
    ),
}
"""The properties a ``fail`` breaks, per exercise (one default for the others)."""


def verdict(exercise_id: str, status: Status, prop: str = "") -> Verdict:
    """A verdict as the grader makes it, with feedback for what did not pass."""
    exercise = next(e for e in CATALOG if e.id == exercise_id)
    if status == "pass":
        return Verdict(exercise.id, exercise.title, "pass")
    if status == "not-started":
        message = "not started yet: replace `raise NotImplementedError` with your code."
        return Verdict(exercise.id, exercise.title, status, message, hint=exercise.hint)
    if status == "error":
        message = "your code raised RuntimeError: boom for lookup_user({'user_id': 'u_1'})"
        return Verdict(exercise.id, exercise.title, status, message, hint=exercise.hint)
    prop = prop or PROPERTIES.get(exercise_id, ("returns what the spec says",))[0]
    return Verdict(
        exercise.id,
        exercise.title,
        "fail",
        f"{prop} (fails for lookup_user({{}}))",
        prop=prop,
        example="lookup_user({})",
        got="None",
        expected="Deny(...)",
        hint=exercise.hint,
    )


def results(statuses: Mapping[str, Status | tuple[Status, str]]) -> dict[str, Any]:
    """A results object: one entry per exercise id given, in catalog order."""
    verdicts = []
    for exercise in CATALOG:
        if exercise.id in statuses:
            given = statuses[exercise.id]
            status, prop = given if isinstance(given, tuple) else (given, "")
            verdicts.append(verdict(exercise.id, status, prop))
    graded = Graded(Path("notebooks/03-Trusted.ipynb"), tuple(verdicts), 1.0)
    return results_json([graded])


def write(path: Path, data: Any) -> Path:
    """``data`` as JSON at ``path`` (folders made), as the grader writes it."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return path


IDS = [e.id for e in CATALOG]


@dataclass(frozen=True)
class Planned:
    """One generated learner: the outcome of each exercise (``None``: no result)."""

    name: str
    kind: str
    outcomes: tuple[tuple[Status, str] | None, ...]

    def statuses(self) -> dict[str, tuple[Status, str]]:
        return {i: o for i, o in zip(IDS, self.outcomes, strict=True) if o is not None}


def generated_class(seed: int = 2026) -> list[Planned]:
    """30 learners: 8 finished, 8 stuck at exercise 7, 5 who have not started, 2 with an
    error at exercise 5, and 7 part-way with mixed results, 2 of them with no result for
    notebook 10's exercise (they graded only some notebooks)."""
    rng = random.Random(seed)
    n = len(IDS)
    plans: list[tuple[str, tuple[tuple[Status, str] | None, ...]]] = []

    def add(kind: str, *runs: tuple[Status, str, int]) -> None:
        """``runs``: (status, property, how many exercises in a row)."""
        plans.append((kind, tuple((status, prop) for status, prop, k in runs for _ in range(k))))

    for _ in range(8):
        add("finished", ("pass", "", n))
    for _ in range(8):
        prop = rng.choice(PROPERTIES["answer-turn"])
        add("stuck-7", ("pass", "", 6), ("fail", prop, 1), ("not-started", "", n - 7))
    for _ in range(5):
        add("not-started", ("not-started", "", n))
    for _ in range(2):
        add("error-5", ("pass", "", 4), ("error", "", 1), ("not-started", "", n - 5))
    for index in range(7):
        done = rng.randint(1, n - 2)
        later: list[Status] = ["not-started", "fail", "pass"]
        rest = [(rng.choice(later), "", 1) for _ in range(n - done - 1)]
        add("mixed", ("pass", "", done), ("fail", "", 1), *rest)
        if index < 2:  # no result for the last exercise: notebook 10 was not graded
            kind, outcomes = plans[-1]
            plans[-1] = (kind, (*outcomes[:-1], None))
    rng.shuffle(plans)
    return [Planned(f"learner-{i:02d}", kind, out) for i, (kind, out) in enumerate(plans, 1)]
