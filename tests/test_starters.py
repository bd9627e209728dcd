"""Regenerating starters never loses a learner's work; one notebook can be reset alone."""

from __future__ import annotations

import shutil
from datetime import datetime
from pathlib import Path

import nbformat
import pytest

from hookkata import __main__ as cli
from hookkata import progress, starters
from hookkata.exercises import CATALOG
from hookkata.grading.verdict import Verdict
from hookkata.starters import generate, is_exercise, learner_edits, starter

SOLUTIONS = Path(__file__).resolve().parent.parent / "solutions"
STAMP = datetime(2026, 11, 30, 9, 15, 0)


@pytest.fixture
def workbook(tmp_path: Path) -> Path:
    """A copy of solutions/ and of freshly generated starters, in a scratch folder."""
    shutil.copytree(SOLUTIONS, tmp_path / "solutions")
    (tmp_path / "notebooks").mkdir()
    done = generate(tmp_path / "solutions", tmp_path / "notebooks", backups=tmp_path / "backups")
    assert len(done.written) == len(list(SOLUTIONS.glob("*.ipynb")))
    return tmp_path


def _answer(path: Path, code: str = "def answer():\n    return 42") -> None:
    """Fill in the first exercise cell, as a learner would."""
    notebook = nbformat.read(path, as_version=4)
    cell = next(c for c in notebook.cells if is_exercise(c))
    cell.source = code
    nbformat.write(notebook, path)


def _nb(workbook: Path, number: str) -> Path:
    return next((workbook / "notebooks").glob(f"{number}-*.ipynb"))


def test_regenerating_leaves_a_notebook_with_answers_alone(workbook: Path) -> None:
    """make notebooks refuses to overwrite work, says how to reset, and exits 1."""
    _answer(_nb(workbook, "07"))
    before = _nb(workbook, "07").read_bytes()
    done = generate(workbook / "solutions", workbook / "notebooks", backups=workbook / "backups")
    assert _nb(workbook, "07").read_bytes() == before
    assert list(done.kept) == [_nb(workbook, "07")]
    [reason] = done.kept[_nb(workbook, "07")]
    assert reason.endswith("holds your code")
    assert not (workbook / "backups").exists()


def test_outputs_count_as_work_too(workbook: Path) -> None:
    """A notebook the learner ran (outputs stored) is theirs, even with no answer yet."""
    path = _nb(workbook, "02")
    notebook = nbformat.read(path, as_version=4)
    code = next(c for c in notebook.cells if c.cell_type == "code" and not is_exercise(c))
    code.outputs = [nbformat.v4.new_output("stream", name="stdout", text="hello\n")]
    nbformat.write(notebook, path)
    fresh = starter(nbformat.read(workbook / "solutions" / path.name, as_version=4))
    assert any("has outputs" in reason for reason in learner_edits(path, fresh))


def test_force_keeps_a_timestamped_copy_before_resetting(workbook: Path) -> None:
    """FORCE=1 resets, but the answers are in backups/<time>/ first."""
    _answer(_nb(workbook, "07"), "def mine():\n    return 'my work'")
    done = generate(
        workbook / "solutions",
        workbook / "notebooks",
        force=True,
        backups=workbook / "backups",
        now=lambda: STAMP,
    )
    copy = workbook / "backups" / "20261130-091500" / _nb(workbook, "07").name
    assert done.backed_up == [copy]
    assert "my work" in copy.read_text()
    assert "my work" not in _nb(workbook, "07").read_text()


def test_an_out_of_date_starter_is_regenerated_without_a_copy(workbook: Path) -> None:
    """A starter the learner never touched holds nothing to keep."""
    solved = workbook / "solutions" / _nb(workbook, "03").name
    notebook = nbformat.read(solved, as_version=4)
    notebook.cells[0].source += "\n\nA new sentence in the solved notebook."
    nbformat.write(notebook, solved)
    done = generate(workbook / "solutions", workbook / "notebooks", backups=workbook / "backups")
    assert _nb(workbook, "03") in done.written
    assert done.backed_up == []
    assert "A new sentence" in _nb(workbook, "03").read_text()


def _edit(path: Path, change: object) -> None:
    notebook = nbformat.read(path, as_version=4)
    change(notebook)  # type: ignore[operator]
    nbformat.write(notebook, path)


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        (
            lambda nb: nb.cells.append(nbformat.v4.new_code_cell("x = 'my own experiment'")),
            "code cell",
        ),
        (
            lambda nb: nb.cells.append(nbformat.v4.new_markdown_cell("My notes on fail-closed.")),
            "markdown cell",
        ),
        (lambda nb: setattr(nb.cells[0], "source", nb.cells[0].source + "\n(my note)"), "cell 1"),
    ],
    ids=["added code cell, never run", "added notes", "changed the intro"],
)
def test_cells_the_learner_wrote_or_changed_are_work_too(
    workbook: Path, change: object, expected: str
) -> None:
    """Not only answers and outputs: a cell the starter never had is the learner's."""
    path = _nb(workbook, "05")
    _edit(path, change)
    fresh = starter(nbformat.read(workbook / "solutions" / path.name, as_version=4))
    edits = learner_edits(path, fresh)
    assert any(expected in reason for reason in edits), edits
    done = generate(workbook / "solutions", workbook / "notebooks", backups=workbook / "backups")
    assert path in done.kept


def test_a_reset_keeps_a_copy_of_an_added_cell(workbook: Path) -> None:
    """Reset backs up any work, an unrun scratch cell included, before starting again."""
    path = _nb(workbook, "05")
    _edit(path, lambda nb: nb.cells.append(nbformat.v4.new_code_cell("# half an idea")))
    done = generate(
        workbook / "solutions",
        workbook / "notebooks",
        only="05",
        force=True,
        backups=workbook / "backups",
        now=lambda: STAMP,
    )
    [copy] = done.backed_up
    assert "half an idea" in copy.read_text()
    assert "half an idea" not in path.read_text()


def test_an_out_of_date_starter_without_its_record_counts_changed_text_as_work(
    workbook: Path,
) -> None:
    """Without the fingerprints (a starter from before they existed) nothing can tell an
    old sentence from the learner's, so the notebook is kept: safe, never lossy."""
    path = _nb(workbook, "03")
    _edit(path, lambda nb: nb.metadata.pop("hookkata"))
    solved = workbook / "solutions" / path.name
    _edit(solved, lambda nb: setattr(nb.cells[0], "source", nb.cells[0].source + " More."))
    done = generate(workbook / "solutions", workbook / "notebooks", backups=workbook / "backups")
    assert path in done.kept


def test_reset_one_notebook_from_the_command_line(
    workbook: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """python -m hookkata reset 07 resets 07 only, keeping a copy; the others stay as they are."""
    _answer(_nb(workbook, "07"), "def mine():\n    return 'seven'")
    _answer(_nb(workbook, "08"), "def mine():\n    return 'eight'")
    monkeypatch.chdir(workbook)
    assert cli.main(["reset", "07"]) == 0
    out = capsys.readouterr().out
    assert f"copied your work in notebooks/{_nb(workbook, '07').name} to backups/" in out
    assert out.index("copied your work") < out.index("then reset")
    assert "seven" not in _nb(workbook, "07").read_text()
    assert "eight" in _nb(workbook, "08").read_text()
    [copy] = (workbook / "backups").glob("*/07-*.ipynb")
    assert "seven" in copy.read_text()


@pytest.mark.parametrize("name", ["99", "0", ""])
def test_reset_of_a_notebook_that_does_not_exist_is_a_usage_error(
    workbook: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], name: str
) -> None:
    """A wrong number names the notebooks there are and changes nothing."""
    monkeypatch.chdir(workbook)
    assert cli.main(["reset", name]) == 2
    assert "give one number" in capsys.readouterr().err


def test_the_make_notebooks_command_exits_1_when_it_left_work_alone(workbook: Path) -> None:
    """The command line says what it kept and how to reset it."""
    import subprocess
    import sys

    _answer(_nb(workbook, "05"))
    result = subprocess.run(
        [sys.executable, "-m", "hookkata.starters", "solutions", "notebooks"],
        cwd=workbook,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 1
    assert "make reset NB=05" in result.stderr


def test_an_up_to_date_starter_is_not_written_again(workbook: Path) -> None:
    """Regenerating changes no file that is already right, not even its modification time."""
    before = {p: p.stat().st_mtime_ns for p in (workbook / "notebooks").glob("*.ipynb")}
    done = generate(workbook / "solutions", workbook / "notebooks", backups=workbook / "backups")
    assert done.written == []
    assert sorted(done.up_to_date) == sorted(before)
    assert {p: p.stat().st_mtime_ns for p in before} == before


def test_a_reset_forgets_the_progress_of_that_notebook_only(
    workbook: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """After reset 07 its answers are gone, so hookkata progress must not show them passed;
    the other notebooks' progress stays."""
    store = workbook / "progress.json"
    monkeypatch.setenv(progress.PROGRESS_ENV, str(store))
    of_07 = [e.id for e in CATALOG if e.notebook.startswith("07")]
    of_08 = [e.id for e in CATALOG if e.notebook.startswith("08")]
    assert of_07, "notebook 07 has exercises"
    for exercise_id in of_07 + of_08:
        progress.record(Verdict(exercise_id, exercise_id, "pass", "passed"))
    monkeypatch.chdir(workbook)
    assert cli.main(["reset", "07"]) == 0
    assert sorted(progress.load(store)) == sorted(of_08)
    assert f"forgot the recorded progress of {', '.join(of_07)}" in capsys.readouterr().out
    assert cli.main(["reset", "07"]) == 0  # nothing left to forget: nothing said
    assert "forgot" not in capsys.readouterr().out


def test_force_forgets_the_progress_of_the_notebooks_it_reset(
    workbook: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """make notebooks FORCE=1 resets the notebooks holding work, and forgets their
    progress; a notebook it did not reset keeps its own."""
    store = workbook / "progress.json"
    monkeypatch.setenv(progress.PROGRESS_ENV, str(store))
    of_05 = [e.id for e in CATALOG if e.notebook.startswith("05")]
    of_06 = [e.id for e in CATALOG if e.notebook.startswith("06")]
    for exercise_id in of_05 + of_06:
        progress.record(Verdict(exercise_id, exercise_id, "pass", "passed"))
    _answer(_nb(workbook, "05"))
    monkeypatch.chdir(workbook)
    assert starters.main(["solutions", "notebooks", "--force"]) == 0
    assert sorted(progress.load(store)) == sorted(of_06)
    assert "forgot the recorded progress of" in capsys.readouterr().out


def test_make_notebooks_names_the_filled_in_exercise_first(
    workbook: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A learner who ran notebook 02 and did its exercise hears about the exercise first,
    not only about three of its many output cells; the rest are counted."""
    path = _nb(workbook, "02")
    solved = nbformat.read(workbook / "solutions" / path.name, as_version=4)
    notebook = nbformat.read(path, as_version=4)
    for cell, answer in zip(notebook.cells, solved.cells, strict=True):
        if cell.cell_type == "code":
            cell.outputs = answer.outputs or [
                nbformat.v4.new_output("stream", name="stdout", text="ran\n")
            ]
            if is_exercise(cell):
                cell.source = answer.source
    nbformat.write(notebook, path)
    done = generate(workbook / "solutions", workbook / "notebooks", backups=workbook / "backups")
    edits = done.kept[path]
    assert "exercise cell" in edits[0], edits
    assert all("exercise" not in edit for edit in edits[1:])
    starters.report(done)
    said = capsys.readouterr().err
    assert said.index("exercise cell") < said.index("has outputs")
    assert f"and {len(edits) - 3} more" in said


def test_force_says_copied_then_reset_in_that_order(
    workbook: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """make notebooks FORCE=1: each notebook holding work is copied, then reset, and the
    output says so in that order, one line per notebook; a merely stale one says "wrote"."""
    _answer(_nb(workbook, "05"), "def mine():\n    return 'five'")
    solved = workbook / "solutions" / _nb(workbook, "03").name
    _edit(solved, lambda nb: setattr(nb.cells[0], "source", nb.cells[0].source + " More."))
    done = generate(
        workbook / "solutions",
        workbook / "notebooks",
        force=True,
        backups=workbook / "backups",
        now=lambda: STAMP,
    )
    starters.report(done)
    out = capsys.readouterr().out.splitlines()
    copy = workbook / "backups" / "20261130-091500" / _nb(workbook, "05").name
    assert (
        f"copied your work in {_nb(workbook, '05')} to {copy}, then reset {_nb(workbook, '05')}"
        in out
    )
    assert f"wrote {_nb(workbook, '03')}" in out
    assert not any(line.startswith(f"wrote {_nb(workbook, '05')}") for line in out)
