"""Hypothesis settings for grading: ``dev`` in notebooks, ``ci`` when ``CI`` is set.

``dev`` tries few examples so that ``check()`` answers in well under a second; ``ci`` tries
more and is derandomized, so a grade in CI is the same on every run.
``HOOKKATA_PROFILE`` picks one explicitly. These are our own settings objects; the global
Hypothesis profile of the learner's own tests is left alone.

Grading must not leave a ``.hypothesis`` folder in a learner's workbook. ``database=None``
is not enough: Hypothesis also caches the constants it finds in local source files
(``.hypothesis/constants/``, since 6.131) and its Unicode tables (``unicode_data/``) under
its storage directory, the working folder by default. Grading points that directory at
:func:`cache_folder` while it runs (:func:`hypothesis_files_elsewhere`).
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from hypothesis import HealthCheck, Verbosity, configuration, settings

_COMMON = {
    "deadline": None,
    "database": None,
    "report_multiple_bugs": False,
    "suppress_health_check": list(HealthCheck),
    "verbosity": Verbosity.quiet,
    "print_blob": False,
}

FIXED_ONLY = "fixed-only"
"""The profile that runs no generated example: a property's fixed cases alone."""

PROFILES: dict[str, settings] = {
    # 20 generated examples per property keep check()'s median under 0.3 s
    # (benchmarks/check_dev.py); the fixed cases, run in every profile, carry the rest.
    "dev": settings(max_examples=20, **_COMMON),  # type: ignore[arg-type]
    "ci": settings(max_examples=150, derandomize=True, **_COMMON),  # type: ignore[arg-type]
    # dev's example count with a fixed seed: the tests prove the quick profile catches the
    # catalog's wrong answers without being flaky.
    "dev-fixed": settings(max_examples=20, derandomize=True, **_COMMON),  # type: ignore[arg-type]
    # The fixed cases alone, no generated example (Property.verify skips them): which wrong
    # answers the fixed cases reject on their own, and so under every profile and seed
    # (benchmarks/catalog_dev.py).
    FIXED_ONLY: settings(max_examples=1, derandomize=True, **_COMMON),  # type: ignore[arg-type]
}


def active_profile() -> str:
    """``$HOOKKATA_PROFILE``, else ``ci`` when ``$CI`` is set, else ``dev``."""
    chosen = os.environ.get("HOOKKATA_PROFILE") or ("ci" if os.environ.get("CI") else "dev")
    if chosen not in PROFILES:
        raise ValueError(f"HOOKKATA_PROFILE must be one of {sorted(PROFILES)}, got {chosen!r}.")
    return chosen


def cache_folder() -> Path:
    """Where grading lets Hypothesis keep its caches: a per-user folder, never the workbook.

    ``$XDG_CACHE_HOME/hookkata/hypothesis`` (``~/.cache`` by default), or the system's
    temporary folder when there is no home.
    """
    base = os.environ.get("XDG_CACHE_HOME") or (
        str(Path.home() / ".cache") if Path.home().is_dir() else tempfile.gettempdir()
    )
    return Path(base) / "hookkata" / "hypothesis"


def use_cache_folder() -> Path:
    """Point Hypothesis's storage directory at :func:`cache_folder`; return the previous one."""
    previous = configuration.storage_directory("", intent_to_write=False).path
    configuration.set_hypothesis_home_dir(cache_folder())
    return previous


@contextmanager
def hypothesis_files_elsewhere() -> Iterator[None]:
    """:func:`use_cache_folder` for the block, then the previous storage directory again."""
    previous = use_cache_folder()
    try:
        yield
    finally:
        configuration.set_hypothesis_home_dir(previous)
