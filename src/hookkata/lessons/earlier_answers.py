"""Notebook 10: your answer to an earlier exercise, taken from that notebook's file.

:func:`earlier_answer` reads your notebook (say ``08-The-Audit-Trail.ipynb``, in the
folder notebook 10 runs in), finds the code cell that defines the function (the last one,
as a top-to-bottom run leaves it; exercise cells as :func:`hookkata.starters.is_exercise`
knows them), and defines it again here with the imports, plain constants and other
functions of that notebook's cells up to it. Nothing else of the notebook runs: no
``check``, no lesson. The function keeps its source (``inspect.getsource``), so
:func:`hookkata.lessons.learner_module.write_hooks_module` can write it into ``my_hooks.py``.

A function whose body is still the starter's ``raise NotImplementedError`` is not solved:
the answer then holds the package's own function and says so, and what runs is named
either way (:attr:`EarlierAnswer.says`).
"""

from __future__ import annotations

import ast
import contextlib
import itertools
import json
import linecache
import types
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hookkata.grading.cells import describe_cell
from hookkata.starters import is_exercise


class EarlierNotebookMissing(FileNotFoundError):
    """The earlier notebook is not where notebook 10 looks for it."""


class EarlierNotebookUnreadable(ValueError):
    """The earlier notebook's file is not a notebook this can read."""


@dataclass(frozen=True)
class EarlierAnswer:
    """The function that will run, and whether it is yours."""

    name: str
    function: Callable[..., Any]
    yours: bool
    says: str
    """One sentence: which function runs (yours, from which cell; or the reference, and why)."""

    def __str__(self) -> str:
        return self.says


def earlier_answer(
    notebook: Path | str,
    name: str,
    reference: Callable[..., Any],
    *,
    exercise: int | None = None,
) -> EarlierAnswer:
    """Your ``name`` from ``notebook`` if you solved it there, else ``reference``."""
    path = Path(notebook)
    cells = _code_cells(path)
    found = _defining_cell(cells, name)
    what = f"exercise {exercise}" if exercise is not None else name
    if found is None:
        return EarlierAnswer(
            name,
            reference,
            False,
            f"{name}: the reference (the package's own), as {path.name} has no cell that "
            f"defines {name}: finish {what} there, save the notebook, and run this cell again "
            "to see yours.",
        )
    index, function = _define(path, cells, found, name)
    cell = describe_cell(index, {"source": cells[found][1]})
    if _is_stub(function):
        return EarlierAnswer(
            name,
            reference,
            False,
            f"{name}: the reference (the package's own), as your {name} in {path.name} is "
            f"still the stub: finish {what} there, save the notebook, and run this cell again "
            "to see yours.",
        )
    return EarlierAnswer(name, function, True, f"{name}: yours, from {path.name}, {cell}.")


def _code_cells(path: Path) -> list[tuple[int, str, bool]]:
    """(index among all cells, source, whether an exercise cell) of each code cell; a clear
    error when the file is missing or not a notebook."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise EarlierNotebookMissing(
            f"no notebook at {path} (looked in {Path.cwd()}): notebook 10 takes your earlier "
            "answers from your own notebooks, in its folder. Run this notebook from the "
            f"workbook's notebooks folder, or give the path to {path.name}."
        ) from None
    try:
        cells = json.loads(text)["cells"]
        return [
            (index, _text(cell.get("source", "")), is_exercise(_plain(cell)))
            for index, cell in enumerate(cells)
            if cell.get("cell_type") == "code"
        ]
    except (ValueError, KeyError, TypeError, AttributeError) as exc:
        raise EarlierNotebookUnreadable(
            f"{path} is not a notebook file this can read ({type(exc).__name__}: {exc}). "
            "Open it in JupyterLab and save it again, or restore it with hookkata reset."
        ) from None


def _plain(cell: dict[str, Any]) -> dict[str, Any]:
    """The cell as :func:`is_exercise` reads it: source as one text, tags a list."""
    metadata = cell.get("metadata")
    tags = metadata.get("tags") if isinstance(metadata, dict) else None
    return {
        "cell_type": cell.get("cell_type"),
        "source": _text(cell.get("source", "")),
        "metadata": {"tags": tags if isinstance(tags, list) else []},
    }


def _text(source: object) -> str:
    return "".join(source) if isinstance(source, list) else str(source)


def _defining_cell(cells: list[tuple[int, str, bool]], name: str) -> int | None:
    """The position in ``cells`` of the last cell that defines ``name`` at its top level,
    exercise cells first (the answer cell), then any other."""
    defining = [
        position
        for position, (_, source, _) in enumerate(cells)
        if any(isinstance(n, ast.FunctionDef) and n.name == name for n in _body(source))
    ]
    exercises = [p for p in defining if cells[p][2]]
    chosen = exercises or defining
    return chosen[-1] if chosen else None


def _body(source: str) -> list[ast.stmt]:
    """The cell's top-level statements; IPython's ``%`` and ``!`` lines left out."""
    lines = ["" if line.lstrip().startswith(("%", "!")) else line for line in source.splitlines()]
    try:
        return ast.parse("\n".join(lines)).body
    except SyntaxError:
        return []


_LOADS = itertools.count(1)
_KEPT = (ast.Import, ast.ImportFrom, ast.FunctionDef)


def _define(
    path: Path, cells: list[tuple[int, str, bool]], upto: int, name: str
) -> tuple[int, types.FunctionType]:
    """Run the imports, plain constants and undecorated functions of the cells up to the
    defining one, each cell under a file name of its own so its functions keep their source."""
    namespace: dict[str, Any] = {"__name__": f"_hookkata_earlier_{path.stem.split('-')[0]}"}
    load = next(_LOADS)  # each load its own file names: an edited cell never reads stale text
    for index, source, _ in cells[: upto + 1]:
        filename = f"<{path.resolve()} cell {index}, load {load}>"
        lines = [
            "\n" if line.lstrip().startswith(("%", "!")) else line
            for line in source.splitlines(keepends=True)
        ]
        linecache.cache[filename] = (len(source), None, lines, filename)
        for statement in _body(source):
            if _kept(statement):
                _run(statement, filename, namespace)
    function = namespace.get(name)
    assert isinstance(function, types.FunctionType)
    return cells[upto][0], function


def _kept(statement: ast.stmt) -> bool:
    if isinstance(statement, ast.FunctionDef):
        return not statement.decorator_list
    if isinstance(statement, ast.Assign):
        with contextlib.suppress(ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
            ast.literal_eval(statement.value)
            return True
        return False
    return isinstance(statement, _KEPT)


def _run(statement: ast.stmt, filename: str, namespace: dict[str, Any]) -> None:
    code = compile(ast.Module(body=[statement], type_ignores=[]), filename, "exec")
    try:
        exec(code, namespace)
    except ImportError:  # a module not installed here: the function that needs it says so
        return


def _is_stub(function: types.FunctionType) -> bool:
    """True when the body (after its docstring) is only ``raise NotImplementedError...``."""
    import inspect
    import textwrap

    node = ast.parse(textwrap.dedent(inspect.getsource(function))).body[0]
    assert isinstance(node, ast.FunctionDef)
    body = node.body
    if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
        body = body[1:]
    if len(body) != 1 or not isinstance(body[0], ast.Raise) or body[0].exc is None:
        return False
    raised = body[0].exc
    target = raised.func if isinstance(raised, ast.Call) else raised
    return isinstance(target, ast.Name) and target.id == "NotImplementedError"
