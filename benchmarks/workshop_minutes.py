"""How long each notebook may take a learner: an estimate derived from the notebook itself.

No learner was timed. Each notebook's minutes are the sum of four parts, each from a count
of the notebook and a stated rate (every rate is an option; change it and rerun):

- **reading**: the words of its Markdown cells at ``--wpm`` words per minute;
- **code**: per code cell, ``--cell-seconds`` to run it and look at what it shows, plus
  its non-blank lines at ``--lines-per-minute``. Counted on the *starter* (solution
  regions replaced by their stub, as :mod:`hookkata.starters` does): the learner reads the
  stub, and writes the answer within the exercise allowance;
- **running**: the measured wall time of the solved notebook, run top to bottom in a
  fresh kernel (``--no-run``: 0);
- **exercises**: ``--exercise-minutes`` per exercise of the notebook (the catalog's), for
  writing the function, running ``check()``, reading the feedback and fixing once.

A word is a run of letters or digits, an apostrophe inside allowed: Markdown's punctuation
is not counted, and a dotted name or a link counts one word per part. The total is rounded
up to the whole minute; a cumulative column shows where a slot of a given length ends.

    PYTHONPATH=src python benchmarks/workshop_minutes.py             # solutions/, run each
    PYTHONPATH=src python benchmarks/workshop_minutes.py --no-run    # counts only
    PYTHONPATH=src python benchmarks/workshop_minutes.py --no-run --readme README.md

``--readme FILE`` rewrites the table's rows in FILE in place; with ``--no-run`` it keeps each
row's measured ``run (s)`` from FILE, so a recount after a text edit does not lose the timing.
"""

from __future__ import annotations

import argparse
import math
import re
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import nbformat

from hookkata.catalog import for_notebook
from hookkata.starters import starter

WORD = re.compile(r"[^\W_]+(?:['\u2019][^\W_]+)*")
"""A run of letters or digits, an apostrophe inside allowed (``learner's`` is one word)."""


@dataclass(frozen=True)
class Rates:
    """The stated rates the estimate is derived with."""

    words_per_minute: float = 150.0
    cell_seconds: float = 30.0
    lines_per_minute: float = 10.0
    exercise_minutes: float = 10.0

    def describe(self) -> str:
        return (
            f"prose at {self.words_per_minute:g} words/min; {self.cell_seconds:g} s per code "
            f"cell to run it and look at its output, plus {self.lines_per_minute:g} lines of "
            f"code/min to read it; the solved notebook's measured run time; "
            f"{self.exercise_minutes:g} min per exercise"
        )


@dataclass(frozen=True)
class Counts:
    """What a learner meets in one notebook."""

    notebook: str
    words: int
    code_cells: int
    code_lines: int
    exercises: int


@dataclass(frozen=True)
class Estimate:
    """One notebook's minutes, part by part."""

    counts: Counts
    run_seconds: float
    reading: float
    code: float
    running: float
    exercises: float

    @property
    def total(self) -> int:
        """The four parts, rounded up to the whole minute."""
        # round() first: 0.1 + 0.2 must not become 1 minute more through float noise.
        return math.ceil(round(self.reading + self.code + self.running + self.exercises, 6))


def words(text: str) -> int:
    return len(WORD.findall(text))


def count(solved: Any, name: str) -> Counts:
    """The counts of a solved notebook (an ``nbformat`` node), read on its starter."""
    cells = starter(solved).cells
    prose = [c for c in cells if c.cell_type == "markdown"]
    code = [c for c in cells if c.cell_type == "code"]
    return Counts(
        notebook=name,
        words=sum(words(c.source) for c in prose),
        code_cells=len(code),
        code_lines=sum(1 for c in code for line in c.source.splitlines() if line.strip()),
        exercises=len(for_notebook(name)),
    )


def estimate(counts: Counts, run_seconds: float, rates: Rates) -> Estimate:
    """The arithmetic, and nothing else (the tests check it on a tiny notebook)."""
    return Estimate(
        counts=counts,
        run_seconds=run_seconds,
        reading=counts.words / rates.words_per_minute,
        code=counts.code_cells * rates.cell_seconds / 60
        + counts.code_lines / rates.lines_per_minute,
        running=run_seconds / 60,
        exercises=counts.exercises * rates.exercise_minutes,
    )


def run_seconds(path: Path) -> float:
    """Wall time of the solved notebook, top to bottom, in a fresh kernel (as bench.py)."""
    from hookkata.solve import run_solved

    notebook = nbformat.read(path, as_version=4)  # type: ignore[no-untyped-call]
    start = time.perf_counter()
    run_solved(notebook, path.parent)  # as make test runs it: encrypted, no API key
    return time.perf_counter() - start


HEADERS = (
    "notebook",
    "words",
    "reading",
    "code cells",
    "code lines",
    "code",
    "run (s)",
    "running",
    "exercises",
    "exercise min",
    "total min",
    "cumulative",
)


def table(estimates: Sequence[Estimate]) -> str:
    """A Markdown table: the counts, each part in minutes (one decimal), the total."""
    lines = ["| " + " | ".join(HEADERS) + " |", "|---" + "|---:" * (len(HEADERS) - 1) + "|"]
    cumulative = 0
    for e in estimates:
        cumulative += e.total
        c = e.counts
        cells = [
            c.notebook[:2],
            str(c.words),
            f"{e.reading:.1f}",
            str(c.code_cells),
            str(c.code_lines),
            f"{e.code:.1f}",
            f"{e.run_seconds:.1f}",
            f"{e.running:.1f}",
            str(c.exercises),
            f"{e.exercises:.0f}",
            str(e.total),
            str(cumulative),
        ]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


ROW = re.compile(r"^\| (\d\d) \| \d+ \|.*\|$", re.MULTILINE)
"""A notebook's row of the table as it stands in a Markdown file."""


def measured_runs(markdown: str) -> dict[str, float]:
    """Each notebook's ``run (s)`` as the table in ``markdown`` shows it."""
    return {
        row.group(1): float(row.group(0).split("|")[HEADERS.index("run (s)") + 1])
        for row in ROW.finditer(markdown)
    }


def rewrite_rows(markdown: str, fresh_table: str) -> str:
    """``markdown`` with each notebook's row replaced by its row in ``fresh_table``.

    Raises ``ValueError`` when the notebooks differ: a table with a row too many or too few
    must be edited by hand (where its rows go is the author's choice).
    """
    fresh = {row.group(1): row.group(0) for row in ROW.finditer(fresh_table)}
    shown = [row.group(1) for row in ROW.finditer(markdown)]
    if sorted(shown) != sorted(fresh):
        raise ValueError(
            f"the table shows notebooks {shown}, the solutions are {sorted(fresh)}: "
            "add or remove the rows by hand, then run this again"
        )
    return ROW.sub(lambda row: fresh[row.group(1)], markdown)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--solutions", type=Path, default=Path("solutions"))
    parser.add_argument("--no-run", action="store_true", help="do not run the notebooks (0 s)")
    parser.add_argument("--wpm", type=float, default=Rates.words_per_minute)
    parser.add_argument("--cell-seconds", type=float, default=Rates.cell_seconds)
    parser.add_argument("--lines-per-minute", type=float, default=Rates.lines_per_minute)
    parser.add_argument("--exercise-minutes", type=float, default=Rates.exercise_minutes)
    parser.add_argument(
        "--readme", type=Path, help="rewrite the table's rows in this file (keeps run (s))"
    )
    args = parser.parse_args(argv)
    rates = Rates(args.wpm, args.cell_seconds, args.lines_per_minute, args.exercise_minutes)
    paths = sorted(args.solutions.glob("[0-9][0-9]-*.ipynb"))
    if not paths:
        print(f"no notebooks (NN-*.ipynb) in {args.solutions}", file=sys.stderr)
        return 2
    markdown = args.readme.read_text(encoding="utf-8") if args.readme else ""
    kept = measured_runs(markdown) if args.no_run else {}
    estimates = []
    for path in paths:
        solved = nbformat.read(path, as_version=4)  # type: ignore[no-untyped-call]
        seconds = kept.get(path.name[:2], 0.0) if args.no_run else run_seconds(path)
        estimates.append(estimate(count(solved, path.name), seconds, rates))
    print(f"Minutes per notebook, derived (no learner was timed): {rates.describe()}.\n")
    print(table(estimates))
    if args.readme:
        try:
            args.readme.write_text(rewrite_rows(markdown, table(estimates)), encoding="utf-8")
        except ValueError as error:
            print(f"{args.readme}: {error}", file=sys.stderr)
            return 2
        print(f"\nrewrote the table in {args.readme}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
