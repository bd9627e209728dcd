"""For maintainers: run solved notebooks again, in place, so their stored outputs are current.

    make solutions            # every notebook of solutions/, then the starters
    make solutions NB=08      # one

``make test`` compares each solved notebook's outputs with a fresh run (nbval), so after
editing one, its outputs must be stored again. Each notebook runs top to bottom in its own
folder, as the output check runs it: the fixed grading seed (``HOOKKATA_PROFILE=dev-fixed``),
no progress recorded, and no API key (the offline fake answers). Kernels talk over the
same encrypted channels as grading (:func:`hookkata.grading.files.kernel_config`: no TCP
warning), and no timing is recorded, so a notebook whose outputs did not change is left
byte for byte as it was. A cell that raises stops that notebook, which is then not written.
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path
from typing import Any

from hookkata.grading.files import kernel_config

CELL_SECONDS = 300
"""The most one cell may take (notebook 10 starts the real Claude Code CLI)."""

KERNEL_ENV = {"HOOKKATA_PROFILE": "dev-fixed", "HOOKKATA_PROGRESS": "off"}
"""What the output check (``make test``) runs the solved notebooks with."""


def solve(path: Path) -> bool:
    """Run the notebook at ``path`` and store its outputs; True when its bytes changed.

    Raises nbclient's ``CellExecutionError`` (naming the cell) when a cell raises, and
    leaves the file as it was.
    """
    import nbformat

    notebook = nbformat.read(path, as_version=4)  # type: ignore[no-untyped-call]
    for cell in notebook.cells:
        cell.metadata.pop("execution", None)  # timings of an earlier run: noise in a diff
    run_solved(notebook, path.parent)
    text = nbformat.writes(notebook) + "\n"  # type: ignore[no-untyped-call]  # as write() does
    if path.read_text(encoding="utf-8") == text:
        return False
    path.write_text(text, encoding="utf-8")
    return True


def run_solved(notebook: Any, folder: Path) -> None:
    """Run ``notebook`` top to bottom in a fresh kernel working in ``folder``, as the output
    check runs it (see the module docstring); its outputs are filled in, no timing."""
    from nbclient import NotebookClient

    NotebookClient(
        notebook,
        timeout=CELL_SECONDS,
        kernel_name="python3",
        record_timing=False,
        resources={"metadata": {"path": str(folder.resolve())}},
        config=kernel_config(),
    ).execute(env=kernel_env())


def kernel_env() -> dict[str, str]:
    """This process's environment, without an API key, with the output check's settings."""
    env = {key: value for key, value in os.environ.items() if key != "ANTHROPIC_API_KEY"}
    return {**env, **KERNEL_ENV}


def main(argv: list[str]) -> int:
    if not argv:
        print("usage: python -m hookkata.solve NOTEBOOK.ipynb...", file=sys.stderr)
        return 2
    failed = 0
    for name in argv:
        path = Path(name)
        try:
            changed = solve(path)
        except Exception as exc:  # a cell that raised, a notebook that cannot be read
            print(f"{path}: not written: {_last_line(exc)}", file=sys.stderr)
            failed += 1
            continue
        print(f"{path}: {'outputs stored' if changed else 'unchanged'}")
    return 1 if failed else 0


def _last_line(exc: Exception) -> str:
    """The last line of a cell error's long report (the exception the cell raised), without
    the kernel's terminal colours."""
    lines = re.sub(r"\x1b\[[0-9;]*m", "", str(exc)).strip().splitlines()
    return lines[-1] if lines else type(exc).__name__


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
