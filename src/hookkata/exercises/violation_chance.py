"""Exercise 1: the chance of at least one violation in n requests at compliance p."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from hypothesis import strategies as st

from hookkata.grading.exercise import Clause, Exercise, Property
from hookkata.grading.probe import (
    AnswerCrashed,
    Mismatch,
    call_answer,
    call_text,
    expect_raises,
    shown,
)

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
    expected = 1.0 - p**n  # from the example alone, before the answer runs
    shown_call = call_text(NAME, p, n)
    try:
        got = call_answer(answer, p, n, example=shown_call)
    except AnswerCrashed as crash:
        if isinstance(crash.error, (ValueError, TypeError)):
            raise Mismatch(
                shown_call,
                f"raised {crash.one_line}",
                f"{expected!r}: p={p!r} is a probability and n={n!r} a whole number >= 0",
                "Only nonsense raises: p = 0 and p = 1 are probabilities, and n = 0 "
                "(no requests) is a whole number; the chance is then 1 - p**0 = 0.",
            ) from None
        raise
    if type(got) not in (int, float):
        raise Mismatch(shown_call, f"{shown(got)} (a {type(got).__name__})", f"{expected!r}")
    if not math.isclose(expected, got, rel_tol=1e-9, abs_tol=1e-12):
        hint = ""
        if math.isclose(100 * expected, got, rel_tol=1e-9, abs_tol=1e-9) and expected:
            hint = "A chance is a number in [0, 1], not a percentage: do not multiply by 100."
        elif expected and math.isclose(round(expected, 6), got, abs_tol=5e-5):
            hint = "Return the exact value; round only when you print it."
        raise Mismatch(shown_call, shown(got), f"{expected!r} (1 - p**n)", hint)


def _rejects(answer: Callable[..., Any], example: tuple[Any, Any]) -> None:
    p, n = example
    expect_raises(
        answer,
        p,
        n,
        example=call_text(NAME, p, n),
        # int(inf), the usual whole-number test, raises OverflowError: loud enough.
        kinds=(ValueError, TypeError, OverflowError) if _infinite(n) else (ValueError, TypeError),
        hint=_rejects_hint(p, n),
    )


def _rejects_hint(p: Any, n: Any) -> str:
    if isinstance(p, float) and math.isnan(p):
        return "NaN is not a probability, yet NaN < 0 and NaN > 1 are both False: test 0 <= p <= 1."
    if isinstance(n, float) and not math.isfinite(n):
        return f"n = {n!r} is not a whole number of requests: check isinstance(n, int) first."
    if isinstance(n, float):
        return f"n = {n!r} is not a whole number: raise ValueError, do not round it to int."
    return "Check p and n before computing, and raise ValueError with a clear message."


def _infinite(n: Any) -> bool:
    return isinstance(n, float) and math.isinf(n)


_INF = math.inf
_bad_p = st.floats(-10, -1e-9) | st.floats(1 + 1e-9, 10) | st.sampled_from([math.nan, _INF, -_INF])
_bad_n = (
    st.integers(-1000, -1)
    | st.floats(0.01, 100).filter(lambda x: not x.is_integer())
    | st.sampled_from([_INF, -_INF, math.nan])
)
_bad_inputs = st.one_of(
    st.tuples(_bad_p, st.integers(0, 1000)),
    st.tuples(st.floats(0, 1), _bad_n),
)

# Every clause of the spec, the property that checks it, and what exercises it. Fixed
# examples hold each edge value a clause names, so the quick profile cannot miss one.
CLAUSES = (
    Clause("the result is 1 - p**n", "formula", "p in [0, 1] x n in [0, 100000]; (0.99, 100)"),
    Clause(
        "p = 0 and p = 1 are probabilities", "formula", "fixed (0.0, 1), (1.0, 1_000_000), (1.0, 0)"
    ),
    Clause("n = 0 is a whole number (the chance is 0)", "formula", "fixed (0.5, 0), (0.0, 0)"),
    Clause(
        "a chance, not a percentage or a rounded figure", "formula", "fixed (0.5, 1), (0.99999, 1)"
    ),
    Clause("the result is a number (int or float)", "formula", "type checked on every example"),
    Clause(
        "p outside [0, 1] raises ValueError", "rejects", "fixed (1.5, 10), (-0.5, 3); generated"
    ),
    Clause("p NaN or +-inf raises ValueError", "rejects", "fixed (nan, 10), (inf, 1), (-inf, 1)"),
    Clause("n negative raises ValueError", "rejects", "fixed (0.9, -1); generated"),
    Clause(
        "n not whole (2.5, nan, +-inf) raises",
        "rejects",
        "fixed (0.9, 2.5), (0.9, inf), (0.9, -inf), (0.9, nan)",
    ),
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
    returns=(
        "a `float` (an `int` passes too): `1 - p**n`, not rounded and not a percentage, "
        "so `0.0` when `n` is 0. Raises `ValueError` (a `TypeError` passes too) when `p` "
        "is outside [0, 1], NaN or infinite, or when `n` is negative or not a whole "
        "number (`2.5`, NaN, ±inf; for an infinite `n` an `OverflowError` passes too)."
    ),
    reference=reference,
    properties=(
        Property(
            "the result is 1 - p**n for any compliance p in [0, 1] and n >= 0 requests",
            _matches_formula,
            st.tuples(st.floats(0, 1), st.integers(0, 100_000)),
            fixed=(
                (0.5, 0),
                (0.0, 0),
                (1.0, 0),
                (0.5, 1),
                (0.0, 1),
                (0.99999, 1),
                (0.99, 100),
                (1.0, 1_000_000),
            ),
            hint="p**n is the chance that all n requests comply; you want its complement.",
            id="formula",
        ),
        Property(
            "inputs that make no sense raise ValueError: p outside [0, 1] or NaN, "
            "or infinite, n negative or not a whole number",
            _rejects,
            _bad_inputs,
            fixed=(
                (1.5, 10),
                (-0.5, 3),
                (math.nan, 10),
                (_INF, 1),
                (-_INF, 1),
                (0.9, -1),
                (0.9, 2.5),
                (0.9, _INF),
                (0.9, -_INF),
                (0.9, math.nan),
            ),
            hint="Check p and n before computing, and raise ValueError with a clear message.",
            id="rejects",
        ),
    ),
    hint="Compliance on each request is independent, so multiply the chances of complying.",
    clauses=CLAUSES,
)
