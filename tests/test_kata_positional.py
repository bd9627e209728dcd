"""Notebook 00 says an answer is called with its arguments by position, so the names of its
parameters are the learner's: every exercise accepts its reference's logic behind a
signature whose parameters have other names, positional only (each exercise's first
correct alternative: the references call the package's own rules, which is named a copy)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from hookkata import CATALOG, grade

from .kata.answers import ALTERNATIVES


def _renamed(reference: Callable[..., Any], name: str, count: int) -> Callable[..., Any]:
    """``reference`` behind ``(first, second, ..., /)``: a keyword call would raise."""
    names = ", ".join(f"renamed_{k}" for k in range(count))
    source = f"def {name}({names}, /):\n    return reference({names})\n"
    scope: dict[str, Any] = {"reference": reference}
    exec(source, scope)  # a signature built for the test, from a count of parameters
    answer: Callable[..., Any] = scope[name]
    return answer


@pytest.mark.parametrize("chosen", CATALOG, ids=lambda chosen: chosen.id)
def test_parameters_of_other_names_positional_only_are_graded_the_same(chosen):
    answer = _renamed(ALTERNATIVES[chosen.id][0], chosen.name, len(chosen.params))
    verdict = grade(chosen, answer, profile="ci")
    assert verdict.passed, verdict.message
