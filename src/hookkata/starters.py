"""The starter notebooks, generated from the solved ones.

``solutions/`` is the source. In each exercise cell the code between ``### BEGIN SOLUTION``
and ``### END SOLUTION`` becomes ``raise NotImplementedError("your code here")`` at the
same indentation; every cell loses its outputs. The result goes to ``notebooks/``::

    python -m hookkata.starters solutions notebooks      # make notebooks

:func:`differences` compares committed starters with a fresh generation, ignoring the code
of exercise cells, so a learner's filled-in copy still matches.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

import nbformat

BEGIN, END = "### BEGIN SOLUTION", "### END SOLUTION"
EXERCISE_TAG = "exercise"
_REGION = re.compile(
    rf"^(?P<indent>[ \t]*){re.escape(BEGIN)}[^\n]*\n.*?^[ \t]*{re.escape(END)}[^\n]*(\n|$)",
    re.MULTILINE | re.DOTALL,
)


def stub_source(source: str) -> str:
    """``source`` with each solution region replaced by the stub line."""
    return _REGION.sub(
        lambda match: f'{match["indent"]}raise NotImplementedError("your code here")\n', source
    ).rstrip("\n")


def is_exercise(cell: Any) -> bool:
    return cell.get("cell_type") == "code" and (
        BEGIN in cell.get("source", "") or EXERCISE_TAG in cell.get("metadata", {}).get("tags", [])
    )


def starter(solved: Any) -> Any:
    """The starter version of a solved notebook (a new object; ``solved`` is untouched)."""
    notebook = nbformat.from_dict(solved)  # type: ignore[no-untyped-call]
    for cell in notebook.cells:
        if cell.cell_type != "code":
            continue
        if is_exercise(cell):
            cell.source = stub_source(cell.source)
            tags = cell.metadata.setdefault("tags", [])
            if EXERCISE_TAG not in tags:
                tags.append(EXERCISE_TAG)
        cell.outputs = []
        cell.execution_count = None
    return notebook


def generate(solutions: Path, notebooks: Path) -> list[Path]:
    """Write the starter of every ``solutions/*.ipynb`` to ``notebooks/``."""
    written = []
    for solved_path in sorted(solutions.glob("*.ipynb")):
        solved = nbformat.read(solved_path, as_version=4)  # type: ignore[no-untyped-call]
        target = notebooks / solved_path.name
        nbformat.write(starter(solved), target)  # type: ignore[no-untyped-call]
        written.append(target)
    return written


def differences(solutions: Path, notebooks: Path) -> list[str]:
    """How the committed starters differ from a fresh generation (exercise code ignored)."""
    problems = []
    expected = {p.name for p in solutions.glob("*.ipynb")}
    present = {p.name for p in notebooks.glob("*.ipynb")}
    problems += [f"{name}: missing from {notebooks}" for name in sorted(expected - present)]
    problems += [f"{name}: has no solved version" for name in sorted(present - expected)]
    for name in sorted(expected & present):
        fresh = starter(nbformat.read(solutions / name, as_version=4))  # type: ignore[no-untyped-call]
        committed = nbformat.read(notebooks / name, as_version=4)  # type: ignore[no-untyped-call]
        problems += [f"{name}: {p}" for p in _compare(fresh, committed)]
    return problems


def _compare(fresh: Any, committed: Any) -> list[str]:
    if len(fresh.cells) != len(committed.cells):
        return [f"{len(committed.cells)} cells, expected {len(fresh.cells)}"]
    problems = []
    for index, (want, have) in enumerate(zip(fresh.cells, committed.cells, strict=True), 1):
        if want.cell_type != have.cell_type:
            problems.append(f"cell {index} is {have.cell_type}, expected {want.cell_type}")
        elif not is_exercise(want) and want.source != have.source:
            problems.append(f"cell {index} differs from the solved notebook's")
        elif have.cell_type == "code" and have.get("outputs"):
            problems.append(f"cell {index} has outputs; starters are committed without them")
    return problems


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print("usage: python -m hookkata.starters SOLUTIONS_DIR NOTEBOOKS_DIR", file=sys.stderr)
        return 2
    for path in generate(Path(argv[0]), Path(argv[1])):
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
