"""Grading whole notebooks and answer files, as CI does: each in its own process.

A notebook is run top to bottom in a fresh kernel (``nbclient``), errors allowed so that
one broken cell does not hide the other exercises; a last cell then grades, inside that
kernel, the functions the notebook defined. A ``.py`` answer file is run in a fresh Python
process the same way. Nothing the learner wrote runs in the grading process itself.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from .catalog import for_notebook
from .exercise import Exercise, grade
from .exercises import CATALOG
from .verdict import Verdict

MARKER = "HOOKKATA-VERDICTS "
NOTEBOOK_SECONDS = 300
"""How long one notebook (or answer file) may run in all."""


@dataclass(frozen=True)
class Graded:
    """The verdicts for one graded file."""

    source: Path
    verdicts: tuple[Verdict, ...]
    seconds: float


def collect(paths: Iterable[Path]) -> list[Path]:
    """Notebooks and ``.py`` files named, or found in the folders named, sorted."""
    found: list[Path] = []
    for path in paths:
        if path.is_dir():
            found += sorted(
                p
                for p in path.rglob("*")
                if p.suffix in (".ipynb", ".py") and ".ipynb_checkpoints" not in p.parts
            )
        else:
            found.append(path)
    return found


def grade_file(path: Path, only: Sequence[str] = ()) -> Graded:
    """Grade one notebook or answer file; every problem becomes a verdict, never a raise."""
    started = time.perf_counter()
    exercises = _exercises_for(path, only)
    if not path.exists():
        verdicts = _all_error(exercises, path, f"{path} does not exist.")
    elif path.suffix == ".ipynb":
        verdicts = _grade_notebook(path, exercises) if exercises else []
    else:
        verdicts = _grade_script(path, exercises, only)
    return Graded(path, tuple(verdicts), time.perf_counter() - started)


def grade_paths(
    paths: Iterable[Path], only: Sequence[str] = (), on_file: Callable[[Graded], None] | None = None
) -> list[Graded]:
    out = []
    for path in collect(paths):
        graded = grade_file(path, only)
        if on_file is not None:
            on_file(graded)
        out.append(graded)
    return out


def _exercises_for(path: Path, only: Sequence[str]) -> tuple[Exercise, ...]:
    """A notebook's (or ``NN-*.py`` file's) exercises, narrowed by ``--only``."""
    exercises = for_notebook(path.name) if path.name[:2].isdigit() else ()
    return tuple(e for e in exercises if not only or _selected(e, only))


def _selected(exercise: Exercise, only: Sequence[str]) -> bool:
    return any(key in (exercise.id, str(exercise.number), exercise.name) for key in only)


def _grade_notebook(path: Path, exercises: Sequence[Exercise]) -> list[Verdict]:
    # Imported here: they come with the `lab` extra, and check() in a notebook needs neither.
    import nbformat
    from nbclient import NotebookClient
    from nbclient.exceptions import CellTimeoutError, DeadKernelError

    try:
        notebook = nbformat.read(path, as_version=4)  # type: ignore[no-untyped-call]
    except Exception as exc:
        return _all_error(exercises, path, f"cannot read {path.name}: {exc}")
    ids = [e.id for e in exercises]
    notebook.cells.append(nbformat.v4.new_code_cell(_grading_cell(ids)))  # type: ignore[no-untyped-call]
    client = NotebookClient(
        notebook,
        timeout=NOTEBOOK_SECONDS,
        allow_errors=True,
        kernel_name="python3",
        resources={"metadata": {"path": str(path.parent.resolve())}},
    )
    try:
        client.execute()
    except (CellTimeoutError, DeadKernelError, RuntimeError) as exc:
        return _all_error(
            exercises, path, f"{path.name} did not finish running: {_first_line(exc)}"
        )
    verdicts = _parse(_stream_text(notebook.cells[-1]), exercises, path)
    return _with_cell_errors(verdicts, notebook.cells[:-1])


def _grading_cell(ids: Sequence[str]) -> str:
    return (
        "from hookkata.batch import report as __hookkata_report\n"
        f"__hookkata_report(globals(), {list(ids)!r})"
    )


def report(namespace: dict[str, Any], ids: Sequence[str]) -> None:
    """Grade ``ids`` against ``namespace`` and print the verdicts for the parent process."""
    verdicts = [grade(e, namespace.get(e.name)) for e in CATALOG if e.id in ids]
    print(MARKER + json.dumps([asdict(v) for v in verdicts]))


def _grade_script(path: Path, exercises: Sequence[Exercise], only: Sequence[str]) -> list[Verdict]:
    ids = [e.id for e in exercises]
    command = [
        sys.executable,
        "-m",
        "hookkata.batch",
        str(path),
        json.dumps(ids),
        json.dumps(list(only)),
    ]
    try:
        done = subprocess.run(
            command, capture_output=True, text=True, timeout=NOTEBOOK_SECONDS, check=False
        )
    except subprocess.TimeoutExpired:
        return _all_error(
            exercises, path, f"{path.name} did not finish within {NOTEBOOK_SECONDS} s."
        )
    return _parse(done.stdout, exercises, path, fallback=done.stderr)


def _parse(
    output: str, exercises: Sequence[Exercise], path: Path, fallback: str = ""
) -> list[Verdict]:
    for line in output.splitlines():
        if line.startswith(MARKER):
            return [Verdict(**item) for item in json.loads(line[len(MARKER) :])]
    problem = _first_line(fallback) or "the grading step printed no verdicts"
    return _all_error(exercises, path, f"{path.name} could not be graded: {problem}")


def _stream_text(cell: Any) -> str:
    return "".join(
        o.get("text", "") for o in cell.get("outputs", []) if o.get("output_type") == "stream"
    )


def _with_cell_errors(verdicts: list[Verdict], cells: Sequence[Any]) -> list[Verdict]:
    """Say where the notebook broke, on every exercise that did not pass."""
    broken = next(
        (
            (index, output)
            for index, cell in enumerate(cells, start=1)
            for output in cell.get("outputs", [])
            if output.get("output_type") == "error"
        ),
        None,
    )
    if broken is None:
        return verdicts
    index, output = broken
    note = f"cell {index} raised {output.get('ename')}: {_first_line(output.get('evalue', ''))}; "
    return [v if v.passed else _amend(v, note) for v in verdicts]


def _amend(verdict: Verdict, note: str) -> Verdict:
    return Verdict(**{**asdict(verdict), "message": note + verdict.message})


def _all_error(exercises: Sequence[Exercise], path: Path, message: str) -> list[Verdict]:
    if not exercises:
        return [Verdict(str(path), path.name, "error", message)]
    return [Verdict(e.id, e.title, "error", message, hint=e.hint) for e in exercises]


def _first_line(value: object) -> str:
    text = str(value).strip()
    return text.splitlines()[0] if text else ""


def _run_script(path: Path, ids: list[str], only: list[str]) -> None:
    """In the child process: run the answer file, then print its verdicts."""
    import runpy

    try:
        namespace = runpy.run_path(str(path), run_name="__hookkata_answers__")
    except SyntaxError as exc:
        _report_broken(path, ids, f"syntax error at line {exc.lineno}: {exc.msg}")
        return
    except BaseException as exc:  # the learner's file: anything may happen at import
        _report_broken(
            path, ids, f"running the file raised {type(exc).__name__}: {_first_line(exc)}"
        )
        return
    if not ids:  # a file without a notebook number: grade the functions it defines
        ids = [e.id for e in CATALOG if e.name in namespace and (not only or _selected(e, only))]
    if not ids:
        _report_broken(
            path, ids, "defines none of the exercise functions (python -m hookkata list)"
        )
        return
    report(namespace, ids)


def _report_broken(path: Path, ids: list[str], message: str) -> None:
    exercises = [e for e in CATALOG if e.id in ids]
    verdicts = _all_error(exercises, path, f"{path.name}: {message}")
    print(MARKER + json.dumps([asdict(v) for v in verdicts]))


if __name__ == "__main__":
    _run_script(Path(sys.argv[1]), json.loads(sys.argv[2]), json.loads(sys.argv[3]))
