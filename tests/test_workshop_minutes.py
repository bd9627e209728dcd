"""benchmarks/workshop_minutes.py: the counts and the arithmetic, on a tiny notebook."""

from __future__ import annotations

import importlib.util
import os
import re
import sys
from pathlib import Path
from types import ModuleType

import nbformat
import pytest

SCRIPT = Path(__file__).resolve().parent.parent / "benchmarks" / "workshop_minutes.py"


@pytest.fixture(scope="module")
def wm() -> ModuleType:
    spec = importlib.util.spec_from_file_location("workshop_minutes", SCRIPT)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


EXERCISE = """def violation_chance(p, n):
    ### BEGIN SOLUTION
    a = 1
    b = 2
    return 1 - p ** n
    ### END SOLUTION"""


@pytest.fixture
def tiny(tmp_path: Path) -> Path:
    """01-Tiny: 14 words, 2 code cells, 4 non-blank lines once the solution is a stub, and
    notebook 01's one exercise."""
    notebook = nbformat.v4.new_notebook()
    notebook.cells = [
        nbformat.v4.new_markdown_cell("# Tiny\n\nA learner's first **hook**: it runs."),  # 7
        nbformat.v4.new_code_cell("x = 1\n\nx"),  # 2 lines
        nbformat.v4.new_code_cell(EXERCISE),  # the def and the stub: 2 lines
        nbformat.v4.new_markdown_cell("`toolhooks.rules` and https://x.y/z"),  # 7
    ]
    path = tmp_path / "01-Tiny.ipynb"
    nbformat.write(notebook, path)
    return path


def test_counts_are_read_on_the_starter(wm, tiny):
    counts = wm.count(nbformat.read(tiny, as_version=4), tiny.name)
    assert counts == wm.Counts("01-Tiny.ipynb", words=14, code_cells=2, code_lines=4, exercises=1)


@pytest.mark.parametrize(
    ("text", "n"),
    [("a learner's hook", 3), ("| --- | :---: |", 0), ("`a.b` c_d", 4), ("été 2026", 2)],
)
def test_a_word_is_a_run_of_letters_or_digits(wm, text, n):
    assert wm.words(text) == n


def test_the_four_parts_and_the_total(wm):
    """14 words at 7/min = 2; 2 cells x 30 s = 1, 4 lines at 4/min = 1; 90 s = 1.5; one
    exercise at 10: 15.5 minutes, shown as 16."""
    counts = wm.Counts("01-Tiny.ipynb", 14, 2, 4, 1)
    rates = wm.Rates(words_per_minute=7, cell_seconds=30, lines_per_minute=4, exercise_minutes=10)
    e = wm.estimate(counts, 90.0, rates)
    assert (e.reading, e.code, e.running, e.exercises) == (2.0, 2.0, 1.5, 10.0)
    assert e.total == 16


def test_a_whole_number_of_minutes_is_not_rounded_up_by_float_noise(wm):
    """7/3 + 2.5 + 70/60 is 6 minutes, which floats add up to 6.000000000000001: still 6."""
    rates = wm.Rates(words_per_minute=3, cell_seconds=30, lines_per_minute=1, exercise_minutes=0)
    e = wm.estimate(wm.Counts("x", 7, 5, 0, 0), 70.0, rates)
    assert e.reading + e.code + e.running + e.exercises > 6
    assert e.total == 6


def test_main_prints_the_rates_and_a_cumulative_table(wm, tiny, capsys):
    argv = ["--solutions", str(tiny.parent), "--no-run", "--wpm", "7", "--lines-per-minute", "4"]
    assert wm.main(argv) == 0
    out = capsys.readouterr().out
    assert out.startswith("Minutes per notebook, derived (no learner was timed): prose at 7 words")
    row = out.strip().splitlines()[-1]
    assert row == "| 01 | 14 | 2.0 | 2 | 4 | 2.0 | 0.0 | 0.0 | 1 | 10 | 14 | 14 |"


def test_readme_rows_are_recounted_in_place_keeping_the_measured_run(wm, tiny, capsys):
    """``--readme`` rewrites the row with the notebook's counts, keeps its measured
    ``run (s)`` (60 s: 1.0 minute running), and leaves every other line as it was."""
    readme = tiny.parent / "README.md"
    stale = "| 01 | 3 | 0.0 | 9 | 9 | 0.0 | 60.0 | 1.0 | 1 | 10 | 99 | 99 |"
    readme.write_text(f"Intro.\n\n{stale}\n\nOutro: (99 minutes).\n", encoding="utf-8")
    argv = ["--solutions", str(tiny.parent), "--no-run", "--wpm", "7", "--lines-per-minute", "4"]
    assert wm.main([*argv, "--readme", str(readme)]) == 0
    fresh = "| 01 | 14 | 2.0 | 2 | 4 | 2.0 | 60.0 | 1.0 | 1 | 10 | 15 | 15 |"
    assert readme.read_text(encoding="utf-8") == f"Intro.\n\n{fresh}\n\nOutro: (99 minutes).\n"
    assert f"rewrote the table in {readme}" in capsys.readouterr().out


def test_a_readme_whose_rows_are_other_notebooks_is_left_alone(wm, tiny, capsys):
    readme = tiny.parent / "README.md"
    text = "| 01 | 3 | 0.0 | 9 | 9 | 0.0 | 60.0 | 1.0 | 1 | 10 | 99 | 99 |\n"
    text += "| 02 | 3 | 0.0 | 9 | 9 | 0.0 | 60.0 | 1.0 | 1 | 10 | 99 | 198 |\n"
    readme.write_text(text, encoding="utf-8")
    assert wm.main(["--solutions", str(tiny.parent), "--no-run", "--readme", str(readme)]) == 2
    assert "add or remove the rows by hand" in capsys.readouterr().err
    assert readme.read_text(encoding="utf-8") == text


def test_the_run_time_is_measured(wm, tiny):
    """The solved tiny notebook runs in a real kernel: a time above 0, below the timeout;
    the grading profile it sets is the kernel's, not this process's (other tests grade)."""
    before = dict(os.environ)
    assert 0 < wm.run_seconds(tiny) < 300
    assert dict(os.environ) == before


def test_no_notebooks_exits_2(wm, tmp_path, capsys):
    assert wm.main(["--solutions", str(tmp_path), "--no-run"]) == 2
    assert "no notebooks (NN-*.ipynb)" in capsys.readouterr().err


def test_the_readme_table_counts_what_the_notebooks_hold(wm: ModuleType) -> None:
    """The instructor table's counts (words, code cells and lines, exercises) are the
    notebooks' own: edit a notebook, and this says to run the script again."""
    root = SCRIPT.parent.parent
    readme = (root / "README.md").read_text(encoding="utf-8")
    rows = {
        cells[0]: cells
        for line in readme.splitlines()
        if re.match(r"\| \d\d \| \d+ \|", line)
        for cells in [[c.strip() for c in line.strip("|").split("|")]]
    }
    solved = sorted((root / "solutions").glob("*.ipynb"))
    assert sorted(rows) == [path.name[:2] for path in solved]
    for path in solved:
        counts = wm.count(nbformat.read(path, as_version=4), path.name)
        row = rows[path.name[:2]]
        shown = (int(row[1]), int(row[3]), int(row[4]), int(row[8]))
        actual = (counts.words, counts.code_cells, counts.code_lines, counts.exercises)
        assert shown == actual, (
            f"{path.name}: run `.venv/bin/python benchmarks/workshop_minutes.py --no-run "
            "--readme README.md`, then tests/test_workshop_plans.py names the plan figures to fix"
        )
