"""``make test`` stays green on a learner's clone with their answers in it.

A clone of this repository gets every exercise filled in and every cell's outputs (a
learner who finished), and the checks that once read ``notebooks/`` run there: the starter
checks (they read the committed starters), the README's commands (they run on a scratch
copy of the committed starters), and ``--nbval-lax`` over a filled notebook (filled
answers run). The README says what ``make test`` checks; this is the proof for a learner.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest

from hookkata.starters import is_exercise
from tests.workbooks import NotAGitCheckout, filled_clone, starters_commit

VENV = Path(sys.executable).parent.parent
CHECKS = ("tests/test_notebooks.py", "tests/test_readme_commands.py")
"""The test files whose checks once read ``notebooks/``."""
SELECTED = (
    "test_notebooks or test_every or test_the_readme_shows"
    " or ((grade or notebooks) and not hookkata and not FORCE)"
)
"""Every starter check, and of the README's commands the two whose outcome a learner's
notebooks would change if the scratch copy were made from them: ``make grade`` (it must
still find the exercises unstarted) and ``make notebooks`` (it must find nothing to keep).
The others run on the same scratch copy, and make test runs them all already."""


def _environment() -> dict[str, str]:
    """This process's environment without what the running pytest and make put in it."""
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("PYTEST_", "MAKE", "HOOKKATA_")) and k != "MFLAGS"
    }
    env.pop("ANTHROPIC_API_KEY", None)
    return env


@pytest.fixture(scope="module")
def clone(tmp_path_factory: pytest.TempPathFactory) -> Path:
    try:
        starters_commit()
    except NotAGitCheckout as exc:
        pytest.skip(f"a learner's clone is made with git, and this is no checkout: {exc}")
    folder = filled_clone(tmp_path_factory.mktemp("learner") / "hooks-workbook")
    (folder / ".venv").symlink_to(VENV, target_is_directory=True)
    return folder


def test_the_clone_holds_a_learner_s_finished_work(clone: Path) -> None:
    """The scratch clone is what the issue described: no stub left, outputs stored."""
    stubs, outputs = 0, 0
    for path in sorted((clone / "notebooks").glob("*.ipynb")):
        for cell in nbformat.read(path, as_version=4).cells:
            stubs += is_exercise(cell) and "NotImplementedError" in cell.source
            outputs += bool(cell.get("outputs"))
    assert stubs == 0
    assert outputs > 50


def test_the_starter_and_readme_checks_pass_in_the_learner_s_clone(clone: Path) -> None:
    """Before, 6 of these failed there ("cell 7 has outputs; starters are committed
    without them", make grade expecting unstarted exercises, make notebooks keeping work)."""
    done = subprocess.run(
        [
            str(clone / ".venv" / "bin" / "python"),
            "-m",
            "pytest",
            "-q",
            "-n",
            "2",
            "-p",
            "no:cacheprovider",
            "-p",
            "no:randomly",
            "-k",
            SELECTED,
            *CHECKS,
        ],
        cwd=clone,
        env=_environment(),
        capture_output=True,
        text=True,
        timeout=1200,
    )
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    assert " passed" in done.stdout


def test_a_filled_notebook_runs_top_to_bottom_under_nbval_lax(clone: Path) -> None:
    """make test's last step over the learner's notebooks: their filled answers run."""
    env = _environment() | {"HOOKKATA_PROFILE": "dev-fixed", "HOOKKATA_PROGRESS": "off"}
    notebook = next((clone / "notebooks").glob("01-*.ipynb"))
    done = subprocess.run(
        [
            str(clone / ".venv" / "bin" / "python"),
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            "--nbval-current-env",
            "--nbval-lax",
            str(notebook.relative_to(clone)),
        ],
        cwd=clone,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stdout[-4000:]
