"""Naming a copy: an answer that is, wraps, imports or calls the workbook's reference solutions.

A verdict proves that the code computed the right outputs for inputs it could not foresee;
the workbook's references do exactly that, so an answer that hands them in would pass.
Grading cannot stop a learner from copying, but it can refuse to call a copy the
learner's work. Four ways show one, each reported as ``error`` with :data:`MESSAGE`:

1. the answer's source reaches a reference by text (:data:`WAYS_IN`: the exercises
   package, a ``.reference``, the solved notebooks), read here;
2. the answer's function *is* the workbook's own code (its module or code file lies in
   :func:`workbook_folders`), told by ``hookkata.grading.exercise``;
3. the answer's code reads, by name, one of the exercise's *delegates* (the functions of
   ``toolhooks`` that do the exercise's whole job: ``audit_record`` for ``audit_line``),
   told before any call by ``hookkata.grading.child.describe``;
4. the answer *calls* a delegate by a way no name shows (``getattr``, an import inside,
   a reference kept at import time): :mod:`hookkata.grading.tripwire` swaps the
   delegate's code for one that notes a call from outside :func:`workbook_folders`.

The third is kept beside the fourth: it names a copy before it runs, and one whose calls
never reach the delegate on the inputs tried.
"""

from __future__ import annotations

import contextlib
import functools
import importlib.util
import re
from pathlib import Path

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


@functools.cache
def workbook_folders() -> tuple[Path, ...]:
    """The folders of the workbook's own packages, ``hookkata`` and ``toolhooks``, resolved:
    code from there is the workbook's, not an answer's. Found when first needed, without
    importing ``toolhooks``: a fresh Python of :mod:`.hash_seeds` starts the worker (and
    the tripwire) before the packages are imported."""
    folders = [Path(__file__).resolve().parent.parent]  # hookkata
    spec = importlib.util.find_spec("toolhooks")
    if spec is not None and spec.origin:
        folders.append(Path(spec.origin).resolve().parent)
    return tuple(folders)


@functools.lru_cache(maxsize=1024)
def in_the_workbook(filename: str) -> bool:
    """Whether the code file ``filename`` lies in one of :func:`workbook_folders` (a
    relative name, or one like ``<string>``, does not). Cached: the tripwire asks it on
    every call of a delegate."""
    if not filename.startswith("/"):
        return False
    resolved = Path(filename).resolve()
    return any(resolved.is_relative_to(folder) for folder in workbook_folders())
