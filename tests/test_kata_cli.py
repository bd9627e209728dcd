"""python -m hookkata: grading notebooks and answer files, its reports and exit codes."""

from __future__ import annotations

import json
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import nbformat
import pytest

from hookkata import CATALOG
from hookkata.__main__ import main
from hookkata.grading.files import kernel_config

CORRECT_VIOLATION = """
def violation_chance(p, n):
    if type(n) is not int or not 0 <= p <= 1 or n < 0:
        raise ValueError("p must be in [0, 1] and n a whole number >= 0")
    return 1 - p**n
"""

NOTEBOOK_03_ANSWERS = """
from toolhooks import Deny

def same_user_hook(call):
    if call.tool_name not in {"lookup_user", "get_orders", "issue_refund"}:
        return None
    if "user_id" in call.input and call.input["user_id"] != call.context.user_id:
        return Deny("only your own account", "ask about your own account")
    return None

def free_tier_hook(call):
    return Deny("no", "no")  # wrong: denies everything
"""


def write(folder: Path, name: str, text: str) -> Path:
    path = folder / name
    path.write_text(text)
    return path


def notebook(folder: Path, name: str, *sources: str) -> Path:
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(source) for source in sources]
    path = folder / name
    nbformat.write(nb, path)
    return path


def grade(capsys, *args: str) -> tuple[int, str]:
    """``hookkata grade ARGS --allow-missing``: these tests grade a part of the workbook."""
    code = main(["grade", *args, "--allow-missing"])
    return code, capsys.readouterr().out


def test_list_json_prints_the_catalog(capsys):
    assert main(["list", "--json"]) == 0
    entries = json.loads(capsys.readouterr().out)
    assert [e["number"] for e in entries] == list(range(1, 14))
    assert entries[0]["signature"] == "violation_chance(p, n)"
    assert entries[0]["notebook"].startswith("01-")
    from hookkata import CATALOG

    assert [e["returns"] for e in entries] == [e.returns for e in CATALOG]  # the return shapes


def test_a_passing_answer_file_exits_zero_and_writes_results(tmp_path, capsys):
    path = write(tmp_path, "01-answers.py", CORRECT_VIOLATION)
    code, out = grade(capsys, str(path), "--json", str(tmp_path / "results.json"))
    assert code == 0
    assert "1/1 passed" in out
    results = json.loads((tmp_path / "results.json").read_text())
    assert results["version"] == 2
    assert results["status"] == "pass"
    assert results["tests"] == [
        {
            "name": "1 · The chance of at least one violation",
            "id": "violation-chance",
            "file": "01-answers.py",  # relative to its repository, or its name alone
            "status": "pass",
            "message": None,
        }
    ]


def test_each_exercise_of_a_file_gets_its_own_status_and_the_exit_code_is_1(tmp_path, capsys):
    path = write(tmp_path, "03-answers.py", NOTEBOOK_03_ANSWERS)
    code, out = grade(
        capsys, str(path), "--json", str(tmp_path / "r.json"), "--junit", str(tmp_path / "j.xml")
    )
    assert code == 1
    statuses = {
        t["id"]: t["status"] for t in json.loads((tmp_path / "r.json").read_text())["tests"]
    }
    assert statuses == {"same-user": "pass", "free-tier": "fail", "deploy-window": "error"}
    suite = ET.parse(tmp_path / "j.xml").getroot().find("testsuite")
    assert (suite.get("tests"), suite.get("failures"), suite.get("errors")) == ("3", "1", "1")
    assert "deploy_window_hook is not defined" in out
    # Under the table, the whole feedback of what did not pass: property, example, hint.
    feedback = out[out.index("[fail]") :]
    assert "Property:" in feedback
    assert "Counterexample:" in feedback
    assert "Hint:" in feedback
    assert "[pass]" not in feedback  # a pass needs no feedback block


def test_only_narrows_the_grading(tmp_path, capsys):
    path = write(tmp_path, "03-answers.py", NOTEBOOK_03_ANSWERS)
    code, out = grade(capsys, str(path), "--only", "same-user")
    assert code == 0
    assert "1/1 passed" in out
    other = notebook(tmp_path, "01-Test.ipynb", CORRECT_VIOLATION)
    code, out = grade(capsys, str(other), "--only", "pre-chain")  # an exercise of notebook 06
    assert code == 1
    assert "01-Test.ipynb (0.0 s): none of the --only exercises is here" in out


@pytest.mark.parametrize("key", ["3", "03", "same_user_hook"])
def test_only_takes_a_number_with_its_leading_zero_or_the_function(tmp_path, capsys, key):
    path = write(tmp_path, "03-answers.py", NOTEBOOK_03_ANSWERS)
    code, out = grade(capsys, str(path), "--only", key)
    assert code == 0
    assert "1/1 passed" in out


def test_only_naming_no_exercise_is_refused_with_what_to_give(tmp_path, capsys):
    path = write(tmp_path, "03-answers.py", NOTEBOOK_03_ANSWERS)
    assert main(["grade", str(path), "--only", "99"]) == 2
    err = capsys.readouterr().err
    assert "--only '99' names no exercise" in err
    assert "hookkata list" in err


@pytest.mark.parametrize(
    ("name", "text", "expected"),
    [
        (
            "05-answers.py",
            "def install_guard(dispatcher, guard)\n    pass\n",
            "syntax error at line 1",
        ),
        ("06-answers.py", "import does_not_exist\n", "ModuleNotFoundError"),
    ],
)
def test_a_broken_answer_file_is_reported_per_exercise(tmp_path, capsys, name, text, expected):
    path = write(tmp_path, name, text)
    code, _ = grade(capsys, str(path), "--json", str(tmp_path / "r.json"))
    assert code == 1
    [test] = json.loads((tmp_path / "r.json").read_text())["tests"]
    assert test["status"] == "error"
    assert expected in test["message"]


@pytest.mark.parametrize(
    ("name", "text"),
    [
        ("01-answers.py", None),  # no such file
        ("01-answers.py", "def violation_chance(p, n)\n    pass\n"),
        ("01-answers.py", "import does_not_exist\n"),
    ],
)
def test_a_file_that_cannot_be_graded_gets_no_hint_about_the_exercise(tmp_path, capsys, name, text):
    """The exercise's nudge (multiply the chances of complying) says nothing about a missing
    file or one that cannot run: shown there, it would point the learner the wrong way."""
    path = tmp_path / name if text is None else write(tmp_path, name, text)
    code, out = grade(capsys, str(path), "--json", str(tmp_path / "r.json"))
    assert code == 1
    assert "error" in out
    assert "Hint" not in out
    assert CATALOG[0].hint not in out


def test_a_file_without_a_notebook_number_is_graded_for_what_it_defines(tmp_path, capsys):
    path = write(tmp_path, "my_answers.py", CORRECT_VIOLATION)
    code, out = grade(capsys, str(path))
    assert code == 0
    assert "1 · The chance of at least one violation" in out


def test_nothing_to_grade_exits_one(tmp_path, capsys):
    write(tmp_path, "notes.py", "x = 1\n")
    code, out = grade(capsys, str(tmp_path))
    assert code == 1
    assert "defines none of the exercise functions" in out


def test_a_notebook_is_run_top_to_bottom_and_a_broken_cell_does_not_stop_the_rest(tmp_path, capsys):
    notebook(tmp_path, "01-Test.ipynb", CORRECT_VIOLATION)
    notebook(tmp_path, "02-Test.ipynb", "raise RuntimeError('cell one is broken')", "x = 1")
    summary = tmp_path / "summary.md"
    code, out = grade(capsys, str(tmp_path), "--summary", str(summary))
    assert code == 1
    assert "graded " in out
    assert "01-Test.ipynb" in out
    assert "1/2 passed" in out
    # JupyterLab shows no cell numbers: the message quotes the cell's first line too.
    assert (
        "cell 1 (from the top, it starts \"raise RuntimeError('cell one is broken')\") raised "
        "RuntimeError: cell one is broken" in out
    )
    assert "| ✅ | 1 · The chance of at least one violation | pass |" in summary.read_text()


def test_a_notebook_that_cannot_be_read_is_an_error_for_each_of_its_exercises(tmp_path, capsys):
    write(tmp_path, "03-Broken.ipynb", "{ this is not a notebook")
    code, _ = grade(capsys, str(tmp_path / "03-Broken.ipynb"), "--json", str(tmp_path / "r.json"))
    assert code == 1
    tests = json.loads((tmp_path / "r.json").read_text())["tests"]
    assert [t["status"] for t in tests] == ["error", "error", "error"]
    assert "cannot read 03-Broken.ipynb" in tests[0]["message"]


def test_grading_a_notebook_prints_no_kernel_warning_and_writes_nothing_beside_it(tmp_path):
    """The real command, as `make grade` runs it: the kernel's channels are encrypted, so
    ipykernel has nothing to warn about, and no socket file lands in the graded folder."""
    path = notebook(tmp_path, "01-Test.ipynb", CORRECT_VIOLATION)
    before = sorted(tmp_path.iterdir())
    done = subprocess.run(
        [sys.executable, "-m", "hookkata", "grade", str(path), "--allow-missing"],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=tmp_path,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "1/1 passed" in done.stdout
    assert done.stderr == ""  # no "Kernel is running over TCP without encryption", nor any other
    assert "warning" not in done.stdout.lower()
    assert sorted(tmp_path.iterdir()) == before


def test_the_grading_kernel_gets_curve_keys_and_still_answers():
    """kernel_config() makes the manager provision CurveZMQ keys, and an encrypted kernel runs code."""
    from jupyter_client.manager import KernelManager

    manager = KernelManager(kernel_name="python3", config=kernel_config())
    manager.start_kernel()
    try:
        assert manager.get_connection_info().get("curve_publickey")
        client = manager.client()
        client.start_channels()
        client.wait_for_ready(timeout=30)
        reply = client.execute_interactive("print(6 * 7)", timeout=30, output_hook=lambda msg: None)
        assert reply["content"]["status"] == "ok"
        client.stop_channels()
    finally:
        manager.shutdown_kernel(now=True)


class TestCompleteOrNotGreen:
    """Exit 0 needs every exercise of the workbook, unless a partial grade is said."""

    def test_one_passing_file_is_not_a_passing_workbook(self, tmp_path, capsys):
        path = write(tmp_path, "01-answers.py", CORRECT_VIOLATION)
        code = main(["grade", str(path), "--json", str(tmp_path / "r.json")])
        out = capsys.readouterr().out
        assert code == 1
        assert "not graded: 12 of 13 exercises" in out
        assert "2 rule-home" in out
        assert "13 keep-writes-in-project" in out
        results = json.loads((tmp_path / "r.json").read_text())
        assert results["status"] == "fail"
        assert len(results["missing"]) == 12

    @pytest.mark.parametrize("flag", [["--allow-missing"], ["--only", "violation-chance"]])
    def test_a_partial_grade_said_out_loud_passes(self, tmp_path, capsys, flag):
        path = write(tmp_path, "01-answers.py", CORRECT_VIOLATION)
        assert main(["grade", str(path), *flag]) == 0
        assert "not graded" not in capsys.readouterr().out

    def test_an_empty_folder_is_not_green(self, tmp_path, capsys):
        assert main(["grade", str(tmp_path), "--allow-missing"]) == 1
        assert "nothing was graded" in capsys.readouterr().out


def test_results_json_says_when_how_and_by_which_grader_with_no_home_folder(
    tmp_path, capsys, monkeypatch
):
    """graded_at in UTC, the Hypothesis profile, the grader's version, and file paths from
    the repository's root: a learner at /home/alice-smith/... shares no folder or name."""
    from hookkata.reports import grader_version

    home = tmp_path / "home" / "alice-smith" / "hooks-workbook"
    (home / "notebooks").mkdir(parents=True)
    (home / "pyproject.toml").write_text("")
    write(home / "notebooks", "01-answers.py", CORRECT_VIOLATION)
    monkeypatch.setenv("HOOKKATA_PROFILE", "dev-fixed")
    monkeypatch.chdir(home / "notebooks")
    code, _ = grade(capsys, "01-answers.py", "--json", str(tmp_path / "r.json"))
    assert code == 0
    text = (tmp_path / "r.json").read_text()
    results = json.loads(text)
    assert results["profile"] == "dev-fixed"
    assert results["grader_version"] == grader_version() != "unknown"
    assert results["graded_at"].endswith("+00:00")
    assert [t["file"] for t in results["tests"]] == ["notebooks/01-answers.py"]
    assert "alice-smith" not in text
    assert str(tmp_path) not in text


def test_results_json_takes_its_clock_from_the_caller():
    """graded_at comes from the injected clock, converted to UTC."""
    from datetime import datetime, timedelta, timezone

    from hookkata.reports import results_json

    kathmandu = timezone(timedelta(hours=5, minutes=45))
    data = results_json([], now=lambda: datetime(2026, 12, 1, 9, 0, tzinfo=kathmandu))
    assert data["graded_at"] == "2026-12-01T03:15:00+00:00"


def test_relative_source_outside_any_repository_is_the_name_alone(tmp_path):
    from hookkata.reports import relative_source

    assert relative_source(tmp_path / "deep" / "answers.py") == "answers.py"
    (tmp_path / "repo" / ".git").mkdir(parents=True)
    assert relative_source(tmp_path / "repo" / "nb" / "01.ipynb") == "nb/01.ipynb"


def test_grade_records_progress_as_check_does(tmp_path, capsys, monkeypatch):
    """After hookkata grade (make grade), hookkata progress shows the verdicts it gave,
    not "not checked yet"; a file that defines no exercise records nothing."""
    store = tmp_path / "data" / "progress.json"
    monkeypatch.setenv("HOOKKATA_PROGRESS", str(store))
    answers = tmp_path / "notebooks"
    answers.mkdir()
    write(answers, "01-answers.py", CORRECT_VIOLATION)
    write(answers, "03-answers.py", NOTEBOOK_03_ANSWERS)
    write(answers, "helper.py", "OFFSET = 0\n")
    grade(capsys, str(answers))
    saved = json.loads(store.read_text())
    assert {"free-tier", "same-user", "violation-chance"} <= set(saved)
    assert set(saved) <= {e.id for e in CATALOG}, "helper.py defines no exercise: not recorded"
    assert saved["violation-chance"]["status"] == "pass"
    assert saved["free-tier"]["status"] == "fail"
    assert main(["progress"]) == 0
    table = capsys.readouterr().out
    line = next(row for row in table.splitlines() if "The chance of at least one violation" in row)
    assert "pass" in line
    assert "not checked yet" not in line


def test_grade_records_nothing_when_progress_is_off(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("HOOKKATA_PROGRESS", "off")
    monkeypatch.chdir(tmp_path)
    (tmp_path / "pyproject.toml").write_text("")
    write(tmp_path, "01-answers.py", CORRECT_VIOLATION)
    grade(capsys, "01-answers.py")
    assert not (tmp_path / "data").exists()


def test_grade_records_no_progress_into_the_folder_it_grades(tmp_path, capsys, monkeypatch):
    """Outside any project, progress would go to ./data/: grading . leaves . as it was."""
    monkeypatch.delenv("HOOKKATA_PROGRESS")
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "01-answers.py", CORRECT_VIOLATION)
    grade(capsys, ".")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["01-answers.py"]


def _closed_pipe_run(*args: str) -> subprocess.CompletedProcess[str]:
    """Run ``python -m hookkata ARGS`` with its stdout a pipe whose reader already left."""
    process = subprocess.Popen(
        [sys.executable, "-m", "hookkata", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert process.stdout is not None
    process.stdout.close()  # the reader is gone before the first line is written
    stderr = process.stderr.read() if process.stderr else ""
    process.wait(timeout=120)
    return subprocess.CompletedProcess(process.args, process.returncode, "", stderr)


@pytest.mark.parametrize("args", [("list",), ("list", "--json"), ("progress",)])
def test_a_closed_pipe_ends_the_command_without_a_traceback(args):
    done = _closed_pipe_run(*args)
    assert "Traceback" not in done.stderr
    assert "BrokenPipeError" not in done.stderr
    assert done.stderr == ""


def test_list_piped_into_head_prints_one_line_and_no_traceback():
    """The README's shape of it: hookkata list | head -1."""
    done = subprocess.run(
        f"{sys.executable} -m hookkata list | head -1",
        shell=True,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.stdout.splitlines()[0].split()[:2] == ["1", "violation-chance"]
    assert "Traceback" not in done.stderr
    assert done.stderr == ""
