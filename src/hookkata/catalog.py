"""Looking exercises up: by id, by the function a learner defines, by notebook."""

from __future__ import annotations

from hookkata.exercises import CATALOG
from hookkata.grading.exercise import Exercise


def exercise(key: str | int) -> Exercise:
    """The exercise with this id, number or function name."""
    for candidate in CATALOG:
        if key in (candidate.id, candidate.number, candidate.name):
            return candidate
    known = ", ".join(f"{e.number} {e.id} ({e.name})" for e in CATALOG)
    raise KeyError(f"no exercise {key!r}; the catalog has: {known}.")


def for_notebook(notebook: str) -> tuple[Exercise, ...]:
    """The exercises of one notebook, given its file name or its number prefix ("03")."""
    prefix = notebook.split("/")[-1].split("-")[0]
    return tuple(e for e in CATALOG if e.notebook.split("-")[0] == prefix)
