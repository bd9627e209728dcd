"""Grading on two cores (hookkata.grading.halves): the verdict is the one grading in order
gives, whichever half finds a failure first; a lost second grader costs time, never a
verdict; and no process outlives the grade."""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import strategies as st

from hookkata.grading import exercise as exercise_module
from hookkata.grading import halves
from hookkata.grading.exercise import Exercise, Property, grade
from hookkata.grading.probe import Mismatch, call_answer
from hookkata.grading.verdict import Verdict


def _doubles(answer: Callable[..., Any], x: int) -> None:
    got = call_answer(answer, x, example=f"double({x})")
    if got != 2 * x:
        raise Mismatch(f"double({x})", got, repr(2 * x))


def _property(index: int, says: str) -> Property:
    """Property ``index`` checks numbers ``10 * index .. 10 * index + 4``."""
    return Property(
        says=says,
        id=f"p{index}",
        check=_doubles,
        fixed=tuple(range(10 * index, 10 * index + 5)),
        examples=st.integers(10 * index, 10 * index + 4),
    )


SAYS = ("doubles 0-4", "doubles 10-14", "doubles 20-24", "doubles 30-34", "doubles 40-44")

DOUBLE = Exercise(
    number=99,
    id="double",
    title="Double it",
    notebook="",
    name="double",
    params=("x",),
    spec="Return twice x.",
    returns="`2 * x`.",
    reference=lambda x: 2 * x,
    properties=tuple(_property(i, says) for i, says in enumerate(SAYS)),
    hint="multiply by two",
)


def _wrong_from(*starts: int) -> Callable[[int], int]:
    """An answer wrong on the properties whose numbers start at each of ``starts``."""

    def double(x: int) -> int:
        return 2 * x + (1 if any(start <= x < start + 5 for start in starts) else 0)

    return double


def _in_order(answer: Callable[[int], int]) -> Verdict:
    """The verdict of grading property by property in this process (no second grader)."""
    return exercise_module._first_failure(
        DOUBLE,
        [
            (prop, exercise_module._verify_run(prop, answer, "dev-fixed"))
            for prop in DOUBLE.properties
        ],
    )


@pytest.mark.parametrize(
    "wrong_at",
    [(0,), (1,), (2,), (4,), (1, 2), (2, 3), (3, 4), (0, 1, 2, 3, 4), (1, 3), (2, 4)],
)
def test_the_first_property_in_order_that_fails_is_the_verdict(wrong_at):
    answer = _wrong_from(*(10 * i for i in wrong_at))
    verdict = grade(DOUBLE, answer, profile="dev-fixed", allow_copies=True)
    assert verdict.status == "fail"
    assert verdict.prop == SAYS[min(wrong_at)], verdict.report()
    assert verdict == _in_order(answer)


def test_a_right_answer_passes_on_both_halves():
    assert grade(DOUBLE, lambda x: 2 * x, profile="dev-fixed", allow_copies=True).passed


@pytest.fixture
def started(monkeypatch) -> list[list[int]]:
    """The property indices each second grader was started for, in order."""
    seen: list[list[int]] = []
    real = exercise_module._second_half

    def spy(exercise, first, new_worker, profile, delegates, indices):
        seen.append(list(indices))
        return real(exercise, first, new_worker, profile, delegates, indices)

    monkeypatch.setattr(exercise_module, "_second_half", spy)
    return seen


def test_the_second_grader_checks_the_odd_properties(started):
    """Wrong only on property 1 (the second grader's), while this process's pass: it is
    the second grader's report that fails the answer."""
    verdict = grade(DOUBLE, _wrong_from(10), profile="dev-fixed", allow_copies=True)
    assert started == [[1, 3]]
    assert verdict.prop == SAYS[1], verdict.report()


def _lost_half(how: str) -> Callable[..., halves.OtherHalf | None]:
    """A second grader that is lost ``how``: it ends at once, says garbage, or never starts."""

    def second(exercise, first, new_worker, profile, delegates, indices):
        def half():
            if how == "ends":
                os._exit(3)
            if how == "garbage":
                yield "not an index", None
            yield from ()

        if how == "never starts":
            return None
        return halves.OtherHalf.start(half, new_worker())

    return second


@pytest.mark.parametrize("how", ["ends", "garbage", "never starts"])
@pytest.mark.parametrize("wrong_at", [(1,), (3,), (2, 3), ()])
def test_a_lost_second_grader_costs_time_never_a_verdict(monkeypatch, how, wrong_at):
    monkeypatch.setattr(exercise_module, "_second_half", _lost_half(how))
    answer = _wrong_from(*(10 * i for i in wrong_at))
    verdict = grade(DOUBLE, answer, profile="dev-fixed", allow_copies=True)
    if wrong_at:
        assert verdict.prop == SAYS[min(wrong_at)], verdict.report()
    else:
        assert verdict.passed, verdict.report()


def test_a_report_that_is_not_a_verdict_is_refused():
    other = halves.OtherHalf(pid=0, reader=-1)
    for said in ({"index": 1, "verdict": {"status": "pass"}}, {"index": 1, "verdict": 5}):
        with pytest.raises((ValueError, TypeError)):
            other._heard(said)
    fields = dict.fromkeys(halves._VERDICT_FIELDS, "x")
    with pytest.raises(TypeError):
        other._heard({"index": 1, "verdict": {**fields, "status": 1}})
    other._heard({"index": 1, "verdict": fields})
    assert other.heard[1] == Verdict(**fields)


def _children() -> set[int]:
    """This process's children still running or unreaped (Linux)."""
    found = set()
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as stat:
                    fields = stat.read().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == os.getpid():
                found.add(int(entry))
    return found


@pytest.mark.skipif(not os.path.isdir("/proc"), reason="reads /proc")
@pytest.mark.parametrize("wrong_at", [(0,), (1,), (4,), ()])
def test_no_grader_or_worker_outlives_the_grade(wrong_at):
    before = _children()
    grade(DOUBLE, _wrong_from(*(10 * i for i in wrong_at)), profile="dev-fixed", allow_copies=True)
    assert _children() - before == set()


def test_a_second_grader_stuck_in_its_own_code_is_stopped(monkeypatch):
    """One that never reports (a hang outside any worker) is killed once this process no
    longer waits for it, and its properties are checked here."""
    monkeypatch.setattr(halves, "STOP_SECONDS", 0.2)

    def second(exercise, first, new_worker, profile, delegates, indices):
        def half():
            time.sleep(3600)
            yield from ()

        return halves.OtherHalf.start(half, new_worker())

    monkeypatch.setattr(exercise_module, "_second_half", second)
    real = halves.OtherHalf.first_failure
    monkeypatch.setattr(
        halves.OtherHalf,
        "first_failure",
        lambda self, indices, deadline: real(self, indices, time.monotonic() + 0.5),
    )
    before = _children()
    verdict = grade(DOUBLE, _wrong_from(30), profile="dev-fixed", allow_copies=True)
    assert verdict.prop == SAYS[3], verdict.report()
    assert _children() - before == set()


@pytest.mark.parametrize(
    ("wrong_at", "asked", "said"),
    [
        ((1,), [1, 3], {1: SAYS[1]}),
        ((0, 1), [], {}),
        ((2, 3), [1], {1: None}),
        ((), [1, 3], {1: None, 3: None}),
    ],
)
def test_the_verdict_comes_from_the_second_graders_report(monkeypatch, wrong_at, asked, said):
    """What this process waits for: the second grader's properties before its own first
    failure, no more; and the failure it takes is the one the second grader reported."""
    heard: list[tuple[list[int], dict[int, Verdict | None]]] = []
    real = halves.OtherHalf.first_failure

    def spy(self, indices, deadline):
        got = real(self, indices, deadline)
        heard.append((list(indices), dict(got)))
        return got

    monkeypatch.setattr(halves.OtherHalf, "first_failure", spy)
    grade(DOUBLE, _wrong_from(*(10 * i for i in wrong_at)), profile="dev-fixed", allow_copies=True)
    [(indices, got)] = heard
    assert indices == asked
    assert {i: (v.prop if v else None) for i, v in got.items()} == said


def test_hookkata_grade_checks_the_odd_properties_with_a_second_worker_of_the_file(
    started, monkeypatch, tmp_path
):
    """A learner's file: the second worker comes from the learner's own process, and the
    second grader's report is the verdict (wrong only on property 1)."""
    from hookkata.grading.files import grade_file

    monkeypatch.setenv("HOOKKATA_PROFILE", "dev-fixed")
    answer = tmp_path / "double.py"
    answer.write_text("def double(x):\n    return 2 * x + (1 if 10 <= x < 15 else 0)\n")
    [verdict] = grade_file(answer, [DOUBLE]).verdicts
    assert started == [[1, 3]]
    assert verdict.prop == SAYS[1], verdict.report()
