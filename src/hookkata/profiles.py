"""Hypothesis settings for grading: ``dev`` in notebooks, ``ci`` when ``CI`` is set.

``dev`` tries few examples so that ``check()`` answers in well under a second; ``ci`` tries
more and is derandomized, so a grade in CI is the same on every run. Neither writes an
example database: grading must not leave ``.hypothesis`` folders in a learner's workbook.
``HOOKKATA_PROFILE`` picks one explicitly. These are our own settings objects; the global
Hypothesis profile of the learner's own tests is left alone.
"""

from __future__ import annotations

import os

from hypothesis import HealthCheck, Verbosity, settings

_COMMON = {
    "deadline": None,
    "database": None,
    "report_multiple_bugs": False,
    "suppress_health_check": list(HealthCheck),
    "verbosity": Verbosity.quiet,
    "print_blob": False,
}

PROFILES: dict[str, settings] = {
    "dev": settings(max_examples=30, **_COMMON),  # type: ignore[arg-type]
    "ci": settings(max_examples=150, derandomize=True, **_COMMON),  # type: ignore[arg-type]
    # dev's example count with a fixed seed: the tests prove the quick profile catches the
    # catalog's wrong answers without being flaky.
    "dev-fixed": settings(max_examples=30, derandomize=True, **_COMMON),  # type: ignore[arg-type]
}


def active_profile() -> str:
    """``$HOOKKATA_PROFILE``, else ``ci`` when ``$CI`` is set, else ``dev``."""
    chosen = os.environ.get("HOOKKATA_PROFILE") or ("ci" if os.environ.get("CI") else "dev")
    if chosen not in PROFILES:
        raise ValueError(f"HOOKKATA_PROFILE must be one of {sorted(PROFILES)}, got {chosen!r}.")
    return chosen
