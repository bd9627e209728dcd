"""The grading profiles: ``fixed-only`` runs a property's fixed cases and nothing else,
and every profile runs those fixed cases first, so an answer they reject is rejected under
every profile and seed (what ``benchmarks/catalog_dev.py --fixed-first`` counts on)."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import strategies as st

from hookkata.grading.exercise import Property
from hookkata.grading.probe import Mismatch
from hookkata.grading.profiles import FIXED_ONLY, PROFILES


def _below_ten(answer: Any, example: int) -> None:
    if not answer(example) < 10:
        raise Mismatch(repr(example), repr(answer(example)), "less than 10")


def _property(*fixed: int) -> Property:
    """Generated examples from 10 up (every one fails an identity answer), and ``fixed``."""
    return Property("below ten", _below_ten, st.integers(min_value=10), fixed=fixed)


def test_fixed_only_runs_no_generated_example() -> None:
    seen: list[int] = []

    def recording(value: int) -> int:
        seen.append(value)
        return 0

    _property(3).verify(recording, FIXED_ONLY)
    assert seen == [3]
    with pytest.raises(Mismatch):
        _property(3).verify(lambda value: value, "dev")


@pytest.mark.parametrize("profile", sorted(PROFILES))
def test_a_failing_fixed_case_fails_under_every_profile_before_any_generated_one(
    profile: str,
) -> None:
    seen: list[int] = []

    def recording(value: int) -> int:
        seen.append(value)
        return value

    with pytest.raises(Mismatch):
        _property(12).verify(recording, profile)
    assert seen == [12, 12]  # the fixed case, checked and shown: nothing drawn


def test_a_case_that_is_a_fixed_example_runs_once_in_its_fixed_place() -> None:
    opening, other = [1], [2]  # lists: each its own object, equal ones would be distinct
    seen: list[list[int]] = []

    def recording(value: list[int]) -> int:
        seen.append(value)
        return 0

    checked = Property(
        "below ten",
        lambda answer, example: _below_ten(lambda _: answer(example), 0),
        fixed=(opening, [1]),
        cases={"the opening": opening, "another": other},
    )
    checked.verify(recording, FIXED_ONLY)
    assert [id(value) for value in seen][:1] == [id(opening)]
    assert len(seen) == 3  # opening, the equal [1], other: the opening case not again
    assert seen[2] is other
