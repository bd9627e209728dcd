"""Grading you can trust: hostile answers never pass, never hang, never crash the grader.

Each answer of ``tests/kata/hostile.py`` is graded twice: through ``python -m hookkata
grade`` (exit code 1, a non-pass verdict with a clear message, within the limit), and,
unless it misbehaves at import, with ``grade()`` as ``check()`` calls it.
"""

from __future__ import annotations

import json
import linecache
import subprocess
import sys
import time
from pathlib import Path

import pytest

from hookkata import exercise, grade
from hookkata.__main__ import main
from hookkata.grading import environment, limits
from hookkata.grading.fair_time import BACKSTOP

from .kata.hostile import FORGED, HOSTILE

SECRET = "sk-ant-test-hostile-SECRET"
# A hanging call is stopped at 2 s of its own time, on a loaded machine at most at the backstop
# (fair_time.BACKSTOP times the limit, in wall time); the rest is start-up.
LIMIT_S = BACKSTOP * limits.CALL_SECONDS + 3


def as_in_a_notebook(source: str, name: str) -> dict:
    """Run ``source`` as a notebook cell runs: its text kept where ``inspect`` finds it."""
    filename = f"<cell {name}>"
    linecache.cache[filename] = (len(source), None, source.splitlines(True), filename)
    namespace: dict = {"__name__": "__main__"}
    exec(compile(source, filename, "exec"), namespace)
    return namespace


def _ids(entries):
    return [pytest.param(entry, id=entry.name) for entry in entries]


@pytest.mark.parametrize("hostile", _ids(h for h in HOSTILE if not h.at_import))
def test_check_never_passes_a_hostile_answer(hostile):
    """grade(), as check() calls it, ends non-pass with a one-line message within the limit."""
    namespace = as_in_a_notebook(hostile.source, hostile.name)
    started = time.perf_counter()
    verdict = grade(exercise(hostile.function), namespace[hostile.function], profile="dev-fixed")
    assert time.perf_counter() - started < LIMIT_S
    assert verdict.status in ("fail", "error"), verdict.report()
    assert hostile.expected in verdict.message, verdict.message
    assert "\n" not in verdict.message
    assert "Traceback" not in verdict.report()


@pytest.mark.parametrize("hostile", _ids(HOSTILE))
def test_grade_never_passes_a_hostile_answer_file(tmp_path, capsys, monkeypatch, hostile):
    """python -m hookkata grade exits 1 with a non-pass verdict that says what happened,
    under a fake key that reaches no output, and leaves no process behind."""
    monkeypatch.setenv("ANTHROPIC_API_KEY", SECRET)
    path = tmp_path / f"{hostile.notebook}-hostile.py"
    path.write_text(hostile.source)
    started = time.perf_counter()
    code = main(
        ["grade", str(path), "--only", hostile.function, "--json", str(tmp_path / "r.json")]
    )
    out = capsys.readouterr().out
    assert time.perf_counter() - started < LIMIT_S + 5  # plus a fresh interpreter
    assert code == 1, out
    [result] = json.loads((tmp_path / "r.json").read_text())["tests"]
    assert result["status"] in ("fail", "error"), result
    assert hostile.expected in result["message"], result["message"]
    assert "Traceback" not in out
    assert SECRET not in out + (tmp_path / "r.json").read_text()
    assert environment.descendants() == []
    assert sorted(p.name for p in tmp_path.iterdir()) == [path.name, "r.json"]


def test_the_catalog_covers_the_issue(tmp_path):
    """At least twelve hostile answers, covering every attack the issue names."""
    names = {h.name for h in HOSTILE}
    assert len(HOSTILE) >= 12
    for attack in (
        "forged-verdict-at-import",
        "forged-verdict-mid-answer-then-os-exit",
        "os-exit-mid-answer",
        "system-exit",
        "keyboard-interrupt",
        "patch-the-grader-at-import",
        "patch-the-grader-mid-answer",
        "always-equal-float",
        "always-truthy-decision",
        "disarm-call-tool-through-self",
        "disarm-the-hooks-passed-in",
        "bare-except-retry-loop",
        "ignore-sigalrm",
        "ten-megabytes-of-prints",
        "recursion-bomb-past-the-limit",
    ):
        assert attack in names


def test_a_hang_is_stopped_where_there_is_no_fork(monkeypatch):
    """Without fork (Windows) the worker is a thread: the grader still stops waiting."""
    monkeypatch.delattr("os.fork")
    monkeypatch.setattr(limits, "CALL_SECONDS", 0.2)

    def free_tier_hook(call):
        import time

        time.sleep(3)

    verdict = grade(exercise("free-tier"), free_tier_hook)
    assert "timed out after 0.2 s" in verdict.message


def test_a_forged_verdict_line_in_a_notebook_does_not_pass(tmp_path, capsys):
    """A notebook cell that prints the old marker line, then a wrong answer: still a fail."""
    import nbformat

    nb = nbformat.v4.new_notebook()
    nb.cells = [
        nbformat.v4.new_code_cell(f"print({FORGED!r})"),
        nbformat.v4.new_code_cell("def violation_chance(p, n):\n    return 0.5"),
        nbformat.v4.new_code_cell(f"print({FORGED!r})"),
    ]
    nbformat.write(nb, tmp_path / "01-Forged.ipynb")
    code = main(["grade", str(tmp_path / "01-Forged.ipynb"), "--json", str(tmp_path / "r.json")])
    capsys.readouterr()
    assert code == 1
    [result] = json.loads((tmp_path / "r.json").read_text())["tests"]
    assert result["status"] == "fail"


def _files(folder: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()
    }


def test_grading_a_notebook_folder_writes_nothing_into_it(tmp_path, capsys, monkeypatch):
    """The folder is byte-identical after grading: no .hypothesis, no data/, no __pycache__."""
    folder = tmp_path / "mine"
    folder.mkdir()
    source = Path(__file__).resolve().parent.parent / "solutions"  # notebooks/ is the learner's
    for name in ("01-A-Prompt-Rule-Is-A-Suggestion.ipynb", "07-When-A-Hook-Crashes.ipynb"):
        (folder / name).write_bytes((source / name).read_bytes())
    (folder / "helper.py").write_text("OFFSET = 0\n")
    (folder / "03-answers.py").write_text(
        "import helper\n\ndef same_user_hook(call):\n    return None\n"
    )
    monkeypatch.chdir(folder)
    before = _files(folder)
    assert main(["grade", "."]) == 1
    capsys.readouterr()
    assert _files(folder) == before
    assert sorted(p.name for p in folder.iterdir()) == sorted(Path(k).parts[0] for k in before)


def test_check_writes_nothing_into_the_working_folder(tmp_path):
    """In a fresh interpreter started in a learner's folder, grading leaves the folder empty."""
    code = (
        "from hookkata import exercise, grade\n"
        "for key in ('violation-chance', 'same-user', 'audit-line'):\n"
        "    grade(exercise(key), exercise(key).reference)\n"
    )
    src = Path(__file__).resolve().parent.parent / "src"
    subprocess.run(
        [sys.executable, "-c", code],
        cwd=tmp_path,
        env={"PYTHONPATH": str(src), "HOOKKATA_PROGRESS": "off", "PATH": "/usr/bin:/bin"},
        check=True,
        timeout=120,
    )
    assert list(tmp_path.iterdir()) == []
