"""The instructor grades; a fork does not vouch for itself.

``hookkata report --regrade`` grades each learner's folder here, with the trusted grader,
one learner at a time; results files read from forks are labelled self-reported unless
``--graded-upstream`` says this repository's own workflow wrote them. The workflow itself
(``.github/workflows/instructor-grade.yml``) cannot run here: it is checked for the steps
that make it trustworthy, and the commands it calls are run here on a class of 30.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hookkata.__main__ import main

from .test_kata_cli import CORRECT_VIOLATION as RIGHT

ROOT = Path(__file__).resolve().parent.parent

WRONG = "def violation_chance(p, n):\n    return p * n\n"
FORGED = {
    "version": 2,
    "status": "pass",
    "message": None,
    "missing": [],
    "tests": [
        {"name": "1", "id": "violation-chance", "file": "x", "status": "pass", "message": None}
    ],
}


@pytest.fixture(scope="module")
def class_of_30(tmp_path_factory: pytest.TempPathFactory) -> list[Path]:
    """30 learners' folders: every third one wrong, each with a forged all-pass results file."""
    root = tmp_path_factory.mktemp("class")
    folders = []
    for number in range(30):
        folder = root / f"learner{number:02d}"
        (folder / "notebooks").mkdir(parents=True)
        (folder / "notebooks" / "01-answers.py").write_text(WRONG if number % 3 == 0 else RIGHT)
        (folder / "results.json").write_text(json.dumps(FORGED))
        folders.append(folder)
    return folders


def test_regrade_grades_every_learner_here_and_ignores_what_forks_claim(
    class_of_30: list[Path], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["report", *map(str, class_of_30), "--regrade"]) == 0
    out = capsys.readouterr().out
    assert "30 learners (graded here: 30; self-reported by their forks: 0)" in out
    rows = [
        line for line in out.splitlines() if line.startswith("| learner") and "| passed" not in line
    ]
    assert len(rows) == 30
    passed = {row.split("|")[1].strip(): row.split("|")[2].strip() for row in rows}
    assert passed["learner00"] == "0/13"  # wrong, whatever its results.json says
    assert passed["learner01"] == "1/13"
    assert sum(value == "1/13" for value in passed.values()) == 20
    assert "self-reported" not in "".join(rows)


def test_results_files_are_self_reported_unless_graded_upstream(
    class_of_30: list[Path], capsys: pytest.CaptureFixture[str]
) -> None:
    files = [str(folder / "results.json") for folder in class_of_30[:3]]
    assert main(["report", *files]) == 0
    out = capsys.readouterr().out
    assert "(graded here: 0; self-reported by their forks: 3)" in out
    assert main(["report", *files, "--graded-upstream"]) == 0
    assert "(graded here: 3; self-reported by their forks: 0)" in capsys.readouterr().out


def test_regrade_skips_what_is_not_a_folder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "a.json").write_text("{}")
    assert main(["report", str(tmp_path / "a.json"), "--regrade"]) == 2
    assert "not a folder" in capsys.readouterr().err


def test_the_instructor_workflow_runs_the_upstream_grader_on_the_forks_notebooks() -> None:
    """Untrusted code never runs on the instructor's machine, and never grades itself: the
    grader is this repository's checkout; from a fork, only ``notebooks/`` is taken."""
    text = (ROOT / ".github" / "workflows" / "instructor-grade.yml").read_text()
    assert "workflow_dispatch" in text
    assert "fork: ${{ fromJSON(needs.forks.outputs.logins) }}" in text  # a matrix over forks
    assert "repository: ${{ matrix.fork }}" in text
    assert "sparse-checkout: notebooks" in text
    assert "persist-credentials: false" in text
    assert "apt-get install -y bubblewrap" in text
    assert '.venv/bin/hookkata grade "learners/$login/notebooks"' in text
    assert ".venv/bin/hookkata report results/ --graded-upstream" in text
    assert "secrets." not in text


def test_a_mixed_class_marks_who_reported_themselves(
    class_of_30: list[Path], capsys: pytest.CaptureFixture[str]
) -> None:
    """Regraded learners beside results files: the latter are named self-reported."""
    from hookkata.classroom.render import markdown
    from hookkata.classroom.results import ClassResults, graded_learner, read_class
    from hookkata.classroom.summary import summarize

    read = read_class([str(class_of_30[0] / "results.json")])
    here = graded_learner("zed", class_of_30[1], [])
    out = markdown(summarize(ClassResults((*read.learners, here), ())))
    assert "| learner00 (self-reported) |" in out
    assert "| zed |" in out
