"""Mutants of the references that are wrong, yet pass their grader under ``ci``.

Found by ``benchmarks/mutants.py``. Each function is the mutant as a learner could hand it
in, named after the exercise's function with a suffix, under a comment saying what it does
wrong and which input exposes it: material for the wrong-answer catalog
(``tests/kata/answers.py``) once the grader is taught to reject it. :data:`GAPS` keys each
by its mutant id, so a re-run of the mutants lists it as a known gap, not a new survivor;
when a grader starts killing one, the run says so and its entry here goes.
``tests/test_mutants.py`` checks that each function is its mutant, statement for statement.
"""

# mypy: allow-untyped-defs
# (a learner's answers, as handed in: untyped)

from __future__ import annotations

from collections.abc import Callable
from typing import Any

GAPS: dict[str, Callable[..., Any]] = {}
"""Mutant id: the wrong answer the grader accepts."""
