"""Every grader is proven: it accepts the reference and correct alternatives, says "not
started" for the stub, and rejects each plausible wrong answer in the catalog."""

from __future__ import annotations

import pytest

from hookkata import CATALOG, exercise, grade

from .kata.answers import ALTERNATIVES, WRONG

PROFILE = "ci"  # derandomized: the proof is the same on every run


def _cases(table):
    return [
        pytest.param(key, answer, id=f"{key}:{answer.__name__}")
        for key, answers in table.items()
        for answer in answers
    ]


def test_the_catalog_has_the_twelve_exercises_in_workbook_order():
    assert [e.number for e in CATALOG] == list(range(1, 13))
    assert len({e.id for e in CATALOG}) == len({e.name for e in CATALOG}) == 12
    assert [e.notebook for e in CATALOG] == sorted(e.notebook for e in CATALOG)


def test_every_exercise_has_alternatives_and_at_least_three_wrong_answers():
    assert set(ALTERNATIVES) == set(WRONG) == {e.id for e in CATALOG}
    assert all(len(WRONG[key]) >= 3 for key in WRONG)


@pytest.mark.parametrize("chosen", CATALOG, ids=lambda e: e.id)
def test_the_reference_passes(chosen):
    verdict = grade(chosen, chosen.reference, profile=PROFILE)
    assert verdict.status == "pass", verdict.report()


@pytest.mark.parametrize("chosen", CATALOG, ids=lambda e: e.id)
def test_the_starter_stub_is_not_started(chosen):
    verdict = grade(chosen, chosen.starter(), profile=PROFILE)
    assert verdict.status == "not-started", verdict.report()
    assert "not started yet" in verdict.report()


@pytest.mark.parametrize(("key", "answer"), _cases(ALTERNATIVES))
def test_a_correct_alternative_passes(key, answer):
    verdict = grade(exercise(key), answer, profile=PROFILE)
    assert verdict.status == "pass", verdict.report()


@pytest.mark.parametrize(("key", "answer"), _cases(WRONG))
def test_a_wrong_answer_is_rejected_with_feedback(key, answer):
    verdict = grade(exercise(key), answer, profile=PROFILE)
    assert verdict.status in ("fail", "error"), f"{answer.__name__} was accepted"
    assert verdict.prop, verdict.report()
    assert verdict.example, verdict.report()
    assert verdict.hint, verdict.report()


@pytest.mark.parametrize(("key", "answer"), _cases(WRONG))
def test_a_wrong_answer_is_rejected_in_the_quick_profile_too(key, answer):
    verdict = grade(exercise(key), answer, profile="dev-fixed")
    assert verdict.status in ("fail", "error"), f"{answer.__name__} was accepted by the dev profile"
