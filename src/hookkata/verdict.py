"""What grading an answer concludes: a status, and feedback a learner can act on."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal, TypeAlias, get_args

Status: TypeAlias = Literal["pass", "fail", "not-started", "error"]
"""``pass``; ``fail`` (a wrong result); ``not-started`` (the stub); ``error`` (the answer
raised, hung, is missing or has the wrong signature)."""

STATUS_MARKS: dict[Status, str] = {"pass": "✅", "fail": "❌", "not-started": "❌", "error": "❌"}


@dataclass(frozen=True)
class Verdict:
    """The outcome of grading one exercise.

    On failure: ``prop`` is the property that failed, in plain words; ``example`` the
    smallest input that shows it; ``got`` what the answer returned and ``expected`` what it
    should have; ``hint`` a nudge. ``message`` is a one-line summary for tables and CI.
    """

    exercise_id: str
    title: str
    status: Status
    message: str = ""
    prop: str = ""
    example: str = ""
    got: str = ""
    expected: str = ""
    hint: str = ""

    @property
    def passed(self) -> bool:
        return self.status == "pass"

    def report(self) -> str:
        """The multi-line feedback ``check()`` prints."""
        head = f"{STATUS_MARKS[self.status]} {self.title}"
        if self.passed:
            return head
        # A failed property speaks through the details below; other statuses through message.
        summary = "" if self.status == "fail" and self.prop else self.message
        lines = [head + (f": {summary}" if summary else "")]
        for label, value in (
            ("Property", self.prop),
            ("Smallest counterexample", self.example),
            ("Your answer returned", self.got),
            ("Expected", self.expected),
            ("Hint", self.hint),
        ):
            if value:
                lines.append(f"   {label}: {value}")
        return "\n".join(lines)


def verdict_from_json(data: Any, exercise_id: str) -> Verdict:
    """The verdict in ``data`` (a dict from JSON), which must be about ``exercise_id``.

    Verdicts cross a process boundary from where a learner's code ran, so nothing is taken
    on trust: every field must be a string, the status one of :data:`Status`, and no field
    may be missing or extra. Raises ``ValueError`` saying what was wrong.
    """
    fields = set(Verdict.__dataclass_fields__)
    if not isinstance(data, dict) or set(data) != fields:
        got = sorted(data) if isinstance(data, dict) else type(data).__name__
        raise ValueError(f"a verdict needs exactly the fields {sorted(fields)}, got {got}")
    if not all(isinstance(value, str) for value in data.values()):
        raise ValueError("every field of a verdict must be a string")
    if data["status"] not in get_args(Status):
        raise ValueError(f"status must be one of {get_args(Status)}, got {data['status']!r}")
    if data["exercise_id"] != exercise_id:
        raise ValueError(f"expected a verdict for {exercise_id!r}, got {data['exercise_id']!r}")
    return Verdict(**data)
