"""Naming a copy: an answer that is, wraps or imports the workbook's reference solutions.

A verdict proves that the code computed the right outputs for inputs it could not foresee;
the workbook's references do exactly that, so an answer that hands them in would pass.
Grading cannot stop a learner from copying, but it can refuse to call a copy the
learner's work: the answer's source is searched for the ways in (:data:`WAYS_IN`), and an
answer whose function *is* a reference is named by its module (see ``hookkata.grading.exercise``).
Both are reported as ``error`` with :data:`MESSAGE`.
"""

from __future__ import annotations

import contextlib
import re

WAYS_IN = re.compile(
    r"""hookkata\s*\.\s*exercises\b
      | from\s+hookkata\s+import\s+[^\n]*\bexercises\b
      | \.\s*reference\b
      | \bsolutions\s*[/\\]
      | (?:__import__|import_module)\s*\(\s*['"]hookkata\.exercises""",
    re.VERBOSE,
)
"""What reaches a reference: the exercises package, any ``.reference`` attribute
(``exercise(3).reference``, ``CATALOG[0].reference``), the solved notebooks, or an import
of the package by name."""

MESSAGE = (
    "this answer uses the workbook's own reference solution ({where}), not your code: a "
    "grade says what your code does, so write the function yourself"
)


def copied_function(answer: object) -> str | None:
    """Where the code around the function ``answer`` reaches a reference, if it can be read."""
    return copied_in(sources_of(answer))


def sources_of(answer: object) -> list[str]:
    """The code around the function ``answer``, as far as this process can read it.

    ``hookkata grade`` reads the whole file or notebook; ``check()`` reads what it can see
    of the same: the whole cell the function was defined in (the function alone, when it
    comes from a module on disk), and in IPython every cell run so far, in order.
    """
    import inspect
    import linecache
    import os

    filename = getattr(getattr(answer, "__code__", None), "co_filename", None)
    sources: list[str] = _cells_run_so_far()
    if isinstance(filename, str) and not os.path.exists(filename):  # a cell, not a module
        sources.append("".join(linecache.getlines(filename)))
    else:
        with contextlib.suppress(OSError, TypeError):
            sources.append(inspect.getsource(answer))  # type: ignore[arg-type]
    return sources


def copied_in(sources: list[str]) -> str | None:
    """Where the first of ``sources`` that reaches a reference does so, or None."""
    for source in sources:
        where = copied(source)
        if where is not None:
            return where
    return None


def _cells_run_so_far() -> list[str]:
    try:
        from IPython import get_ipython

        shell = get_ipython()
    except ImportError:
        return []
    history = shell.user_ns.get("In", []) if shell is not None else []
    return [cell for cell in history if isinstance(cell, str)]


def copied(source: str) -> str | None:
    """Where ``source`` reaches a reference (``line 3: from hookkata.exercises ...``), or None."""
    for number, line in enumerate(source.splitlines(), start=1):
        code = line.split("#", 1)[0]
        if WAYS_IN.search(code):
            return f"line {number}: {code.strip()[:80]}"
    return None
