"""The starter notebooks, generated from the solved ones.

``solutions/`` is the source. In each exercise cell the code between ``### BEGIN SOLUTION``
and ``### END SOLUTION`` becomes ``raise NotImplementedError("your code here")`` at the
same indentation; every cell loses its outputs. The result goes to ``notebooks/``::

    python -m hookkata.starters solutions notebooks      # make notebooks
    hookkata reset 07                                    # make reset NB=07

A learner's work is never lost: a starter that holds the learner's edits (a filled-in
exercise, outputs) is not regenerated unless asked (``--force``, ``make notebooks
FORCE=1``, or ``reset`` for one notebook), and then a copy is kept first in
``backups/<time>/``.

:func:`differences` compares committed starters with a fresh generation, ignoring the code
of exercise cells, so a learner's filled-in copy still matches.
"""

from __future__ import annotations

import hashlib
import re
import shutil
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

import nbformat

from hookkata.grading.cells import describe_cell

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
        cell.metadata.pop("execution", None)  # the solved run's timings: noise in a starter
    notebook.metadata[METADATA_KEY] = {
        "starter_cells": [_fingerprint(c.source) for c in notebook.cells]
    }
    return notebook


METADATA_KEY = "hookkata"
"""The starter's own record, in its metadata: a fingerprint of each cell it was made with.

It tells a cell the learner wrote or changed from one that is only out of date (the solved
notebook changed since): the first is the learner's work, the second is not.
"""


def _fingerprint(source: str) -> str:
    return hashlib.sha256(source.encode("utf-8", "surrogatepass")).hexdigest()[:16]


BACKUPS = Path("backups")
"""Where a learner's notebook is copied before it is reset (one folder per reset)."""


@dataclass
class Regenerated:
    """What a regeneration did: notebooks written, copies kept, notebooks left alone."""

    written: list[Path] = field(default_factory=list)
    up_to_date: list[Path] = field(default_factory=list)
    backed_up: list[Path] = field(default_factory=list)
    kept: dict[Path, list[str]] = field(default_factory=dict)


def generate(
    solutions: Path,
    notebooks: Path,
    *,
    only: str | None = None,
    force: bool = False,
    backups: Path = BACKUPS,
    now: Callable[[], datetime] = datetime.now,
) -> Regenerated:
    """Write the starter of each ``solutions/*.ipynb`` (or the one ``only`` names) to
    ``notebooks/``. A notebook holding the learner's edits is kept as it is, unless
    ``force``; then it is copied to ``backups/<time>/`` before it is reset."""
    done = Regenerated()
    stamp = now().strftime("%Y%m%d-%H%M%S")
    for solved_path in _solved(solutions, only):
        fresh = starter(nbformat.read(solved_path, as_version=4))  # type: ignore[no-untyped-call]
        target = notebooks / solved_path.name
        edits = learner_edits(target, fresh)
        if edits and not force:
            done.kept[target] = edits
            continue
        if edits:
            copy = backups / stamp / target.name
            copy.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(target, copy)
            done.backed_up.append(copy)
        text = nbformat.writes(fresh) + "\n"  # type: ignore[no-untyped-call]  # as write() does
        if target.exists() and target.read_text(encoding="utf-8") == text:
            done.up_to_date.append(target)  # the same bytes: leave the file (and its time) be
            continue
        target.write_text(text, encoding="utf-8")
        done.written.append(target)
    return done


def _solved(solutions: Path, only: str | None) -> list[Path]:
    paths = sorted(solutions.glob("*.ipynb"))
    if only is None:
        return paths
    chosen = [path for path in paths if path.name.startswith(only) or path.stem == only]
    if len(chosen) != 1:
        names = ", ".join(path.name[:2] for path in paths)
        raise ValueError(
            f"{only!r} names {len(chosen)} notebooks; give one number, one of: {names}."
        )
    return chosen


def learner_edits(path: Path, fresh: Any) -> list[str]:
    """What in the notebook at ``path`` is the learner's: filled-in exercises, cells they
    added or changed (code or Markdown), and outputs.

    A cell is the learner's when it is neither in the fresh starter nor among the cells the
    notebook was generated with (its metadata keeps their fingerprints), so a starter that
    is only out of date (the solved notebook changed since) holds nothing of the learner's,
    and regenerating it loses nothing.

    The filled-in exercises come first (what a learner most wants to hear is kept), then
    other cells they wrote, then outputs; each in cell order.
    """
    if not path.exists():
        return []
    notebook = nbformat.read(path, as_version=4)  # type: ignore[no-untyped-call]
    recorded = notebook.metadata.get(METADATA_KEY, {}).get("starter_cells", [])
    known = {_fingerprint(c.source) for c in fresh.cells} | set(recorded)
    ranked: list[tuple[int, str]] = []
    for index, cell in enumerate(notebook.cells):
        if _fingerprint(cell.source) not in known:
            what = "exercise cell" if is_exercise(cell) else f"{cell.cell_type} cell"
            kind = "text" if cell.cell_type == "markdown" else "code"
            rank = 0 if is_exercise(cell) else 1
            ranked.append((rank, f"{describe_cell(index, cell, what)} holds your {kind}"))
        elif cell.get("outputs"):
            ranked.append((2, f"{describe_cell(index, cell)} has outputs"))
    return [edit for _, edit in sorted(ranked, key=lambda pair: pair[0])]  # stable: cell order


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
    if committed.metadata.get(METADATA_KEY) != fresh.metadata[METADATA_KEY]:
        problems.append(f"its {METADATA_KEY!r} metadata is out of date (make notebooks)")
    for index, (want, have) in enumerate(zip(fresh.cells, committed.cells, strict=True), 1):
        if want.cell_type != have.cell_type:
            problems.append(f"cell {index} is {have.cell_type}, expected {want.cell_type}")
        elif not is_exercise(want) and want.source != have.source:
            problems.append(f"cell {index} differs from the solved notebook's")
        elif have.cell_type == "code" and have.get("outputs"):
            problems.append(f"cell {index} has outputs; starters are committed without them")
    return problems


SHOWN_EDITS = 3
"""How many of a kept notebook's edits ``make notebooks`` names (the rest are counted)."""


def report(done: Regenerated) -> int:
    """Print what a regeneration did, in the order it happened (a notebook holding work is
    copied to backups/ first, then reset); 1 when a notebook was kept because it holds edits.
    """
    copies = {copy.name: copy for copy in done.backed_up}
    for path in done.written + [p for p in done.up_to_date if p.name in copies]:
        copy = copies.get(path.name)
        if copy is None:
            print(f"wrote {path}")
        else:
            print(f"copied your work in {path} to {copy}, then reset {path}")
    if done.up_to_date:
        print(f"{len(done.up_to_date)} starter(s) already up to date")
    for path, edits in done.kept.items():
        more = len(edits) - SHOWN_EDITS
        named = "; ".join(edits[:SHOWN_EDITS]) + (f"; and {more} more" if more > 0 else "")
        print(
            f"left {path} as it is: {named}. To start it again: "
            f"make reset NB={path.name[:2]} (a copy is kept in {BACKUPS}/).",
            file=sys.stderr,
        )
    return 1 if done.kept else 0


def forget_progress(reset: list[Path]) -> None:
    """Forget the recorded verdicts of the exercises in the ``reset`` notebooks: their
    answers are gone, so ``hookkata progress`` must not show them passed."""
    from hookkata import progress  # the catalog behind it is heavy; most runs reset nothing
    from hookkata.exercises import CATALOG

    names = {path.name for path in reset}
    forgotten = progress.forget([e.id for e in CATALOG if e.notebook in names])
    if forgotten:
        print(f"forgot the recorded progress of {', '.join(forgotten)} (hookkata progress)")


def main(argv: list[str]) -> int:
    args = [arg for arg in argv if arg != "--force"]
    if len(args) != 2:
        print(
            "usage: python -m hookkata.starters SOLUTIONS_DIR NOTEBOOKS_DIR [--force]",
            file=sys.stderr,
        )
        return 2
    done = generate(Path(args[0]), Path(args[1]), force="--force" in argv)
    status = report(done)
    if done.backed_up:
        forget_progress(done.backed_up)
    return status


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
