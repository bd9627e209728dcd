"""make solutions: the solved notebooks run again in place, deterministically, or not at all."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest

from hookkata.solve import kernel_env, solve

ROOT = Path(__file__).resolve().parents[1]
START_HERE = ROOT / "solutions" / "00-Start-Here.ipynb"


def test_a_committed_notebook_runs_to_the_same_bytes(tmp_path: Path) -> None:
    """Its stored outputs are what a fresh run gives, and no timing is added: unchanged."""
    copy = tmp_path / START_HERE.name
    shutil.copy2(START_HERE, copy)
    assert solve(copy) is False
    assert copy.read_bytes() == START_HERE.read_bytes()


def test_stale_outputs_are_replaced_by_the_run(tmp_path: Path) -> None:
    copy = tmp_path / START_HERE.name
    notebook = nbformat.read(START_HERE, as_version=4)
    cell = next(c for c in notebook.cells if c.cell_type == "code" and c.outputs)
    cell.outputs = [nbformat.v4.new_output("stream", name="stdout", text="stale\n")]
    nbformat.write(notebook, copy)
    assert solve(copy) is True
    assert "stale" not in copy.read_text()
    assert copy.read_bytes() == START_HERE.read_bytes()


def test_a_cell_that_raises_leaves_its_notebook_unwritten_and_the_command_says_so(
    tmp_path: Path,
) -> None:
    """The others are still run; the exit code is 1; no kernel warning is printed."""
    good = tmp_path / START_HERE.name
    shutil.copy2(START_HERE, good)
    broken = tmp_path / "99-Broken.ipynb"
    notebook = nbformat.v4.new_notebook()
    notebook.cells = [nbformat.v4.new_code_cell("1 / 0")]
    nbformat.write(notebook, broken)
    before = broken.read_bytes()
    done = subprocess.run(
        [sys.executable, "-m", "hookkata.solve", str(broken), str(good)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 1
    assert "99-Broken.ipynb: not written: ZeroDivisionError" in done.stderr
    assert f"{good}: unchanged" in done.stdout
    assert broken.read_bytes() == before
    assert "without encryption" not in done.stderr


def test_the_kernel_never_sees_an_api_key_and_runs_as_the_output_check_does(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-real")
    monkeypatch.setenv("HOOKKATA_PROGRESS", "data/kata_progress.json")
    env = kernel_env()
    assert "ANTHROPIC_API_KEY" not in env
    assert (env["HOOKKATA_PROFILE"], env["HOOKKATA_PROGRESS"]) == ("dev-fixed", "off")
