"""Exercise 1: the chance of at least one violation in n requests at compliance p."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from hypothesis import strategies as st

from ..exercise import Exercise, Property
from ..probe import Mismatch, call_answer, call_text, expect_raises, shown

NAME = "violation_chance"


def reference(p: float, n: int) -> float:
    """1 - p**n: every one of n independent requests complies with probability p."""
    if isinstance(n, bool) or not isinstance(n, int):
        raise ValueError(f"n must be a whole number of requests, got {n!r}.")
    if n < 0:
        raise ValueError(f"n must be 0 or more, got {n}.")
    if not 0.0 <= p <= 1.0:  # also rejects NaN
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}.")
    return 1.0 - p**n


def _matches_formula(answer: Callable[..., Any], example: tuple[float, int]) -> None:
    p, n = example
    shown_call = call_text(NAME, p, n)
    got = call_answer(answer, p, n, example=shown_call)
    expected = 1.0 - p**n
    if not isinstance(got, (int, float)) or not math.isclose(
        got, expected, rel_tol=1e-9, abs_tol=1e-12
    ):
        raise Mismatch(shown_call, shown(got), f"{expected!r} (1 - p**n)")


def _rejects(answer: Callable[..., Any], example: tuple[Any, Any]) -> None:
    p, n = example
    expect_raises(answer, p, n, example=call_text(NAME, p, n), kinds=(ValueError, TypeError))


_bad_p = st.floats(-10, -1e-9) | st.floats(1 + 1e-9, 10) | st.just(math.nan)
_bad_inputs = st.one_of(
    st.tuples(_bad_p, st.integers(0, 1000)),
    st.tuples(st.floats(0, 1), st.integers(-1000, -1)),
    st.tuples(st.floats(0, 1), st.floats(0.01, 100).filter(lambda x: not x.is_integer())),
)

EXERCISE = Exercise(
    number=1,
    id="violation-chance",
    title="1 · The chance of at least one violation",
    notebook="01-A-Prompt-Rule-Is-A-Suggestion.ipynb",
    name=NAME,
    params=("p", "n"),
    spec=(
        "Return the chance of at least one violation in n requests when the model follows "
        "the rule with probability p on each.\n"
        "Raise ValueError when p is not in [0, 1] or n is not a whole number >= 0."
    ),
    reference=reference,
    properties=(
        Property(
            "the result is 1 - p**n for any compliance p in [0, 1] and n >= 0 requests",
            _matches_formula,
            st.tuples(st.floats(0, 1), st.integers(0, 100_000)),
            fixed=((0.99, 100), (1.0, 1_000_000), (0.0, 1), (0.5, 0)),
            hint="p**n is the chance that all n requests comply; you want its complement.",
        ),
        Property(
            "inputs that make no sense raise ValueError: p outside [0, 1] or NaN, "
            "n negative or not a whole number",
            _rejects,
            _bad_inputs,
            fixed=((1.5, 10), (0.9, -1)),
            hint="Check p and n before computing, and raise ValueError with a clear message.",
        ),
    ),
    hint="Compliance on each request is independent, so multiply the chances of complying.",
)
