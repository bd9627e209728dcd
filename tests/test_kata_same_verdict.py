"""``check()`` in a notebook and ``hookkata grade`` give the same verdict on the same answer.

``check()`` grades from the learner's own kernel; ``hookkata grade`` from a process that
never ran the learner's code. Both build the same inputs, call the answer in a worker and
read back plain data, so the status and the whole message agree, for right answers, wrong
ones and copies alike. And Ctrl-C or ``SIGTERM`` on ``hookkata grade`` stops every process
it started.
"""

from __future__ import annotations

import inspect
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from hookkata import exercise, grade
from hookkata.grading import environment

from .kata.answers import WRONG

PROFILE = "dev-fixed"
CASES = [(key, wrong.answer) for key, entries in WRONG.items() for wrong in entries[:1]]


def _answer_file(folder: Path, key: str, answer: object) -> Path:
    """The answer's module as a learner's ``.py`` file for its exercise, the answer bound
    to the name asked: its helpers and imports come along, as in a learner's file."""
    chosen = exercise(key)
    source = inspect.getsource(inspect.getmodule(answer))  # type: ignore[arg-type]
    path = folder / f"{chosen.notebook[:2]}-answer.py"
    path.write_text(f"{source}\n{chosen.name} = {answer.__name__}\n")  # type: ignore[attr-defined]
    return path


@pytest.mark.parametrize(("key", "answer"), CASES, ids=[f"{k}:{a.__name__}" for k, a in CASES])
def test_check_and_grade_agree(key: str, answer: object, tmp_path: Path) -> None:
    in_kernel = grade(exercise(key), answer, profile=PROFILE)
    path = _answer_file(tmp_path, key, answer)
    done = subprocess.run(
        [sys.executable, "-m", "hookkata", "grade", str(path), "--only", key,
         "--json", str(tmp_path / "r.json")],
        capture_output=True, text=True, timeout=120, check=False,
        env={**os.environ, "HOOKKATA_PROFILE": PROFILE},
    )  # fmt: skip
    [graded] = json.loads((tmp_path / "r.json").read_text())["tests"]
    assert graded["status"] == in_kernel.status, done.stdout
    assert graded["message"].splitlines()[0] == in_kernel.report().splitlines()[0]


def test_sigterm_on_grade_stops_every_process_it_started(tmp_path: Path) -> None:
    """A notebook that sleeps in a cell: SIGTERM to ``hookkata grade`` ends the kernel too."""
    import nbformat

    notebook = nbformat.v4.new_notebook()
    notebook.cells = [nbformat.v4.new_code_cell("import time\ntime.sleep(120)")]
    path = tmp_path / "01-Sleepy.ipynb"
    nbformat.write(notebook, path)
    grader = subprocess.Popen(
        [sys.executable, "-m", "hookkata", "grade", str(path)],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and len(environment.descendants(grader.pid)) < 2:
        time.sleep(0.2)  # the sandbox (or the kernel) and the kernel under it
    started = environment.descendants(grader.pid)
    assert started, "the kernel never started"
    grader.send_signal(signal.SIGTERM)
    assert grader.wait(timeout=30) == 128 + signal.SIGTERM
    time.sleep(1)
    assert [pid for pid in started if environment.alive(pid)] == []
