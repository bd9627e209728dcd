"""Grading you can trust: hostile answers never pass, never hang, never crash the grader.

Each answer of ``tests/kata/hostile.py`` is graded twice: through ``python -m hookkata
grade`` (exit code 1, a non-pass verdict with a clear message, within the limit), and,
unless it misbehaves at import, with ``grade()`` as ``check()`` calls it.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

from hookkata import exercise, grade, probe
from hookkata.__main__ import main
from hookkata.batch import _read_verdicts
from hookkata.verdict import verdict_from_json

from .kata.hostile import FORGED, HOSTILE

LIMIT_S = probe.CALL_SECONDS + 3  # a hanging call is stopped at 2 s; the rest is start-up


def _ids(entries):
    return [pytest.param(entry, id=entry.name) for entry in entries]


@pytest.mark.parametrize("hostile", _ids(h for h in HOSTILE if not h.at_import))
def test_check_never_passes_a_hostile_answer(hostile):
    """grade(), as check() calls it, ends non-pass with a one-line message within the limit."""
    namespace: dict = {}
    exec(hostile.source, namespace)
    started = time.perf_counter()
    verdict = grade(exercise(hostile.function), namespace[hostile.function], profile="dev-fixed")
    assert time.perf_counter() - started < LIMIT_S
    assert verdict.status in ("fail", "error"), verdict.report()
    assert hostile.expected in verdict.message, verdict.message
    assert "\n" not in verdict.message
    assert "Traceback" not in verdict.report()


@pytest.mark.parametrize("hostile", _ids(HOSTILE))
def test_grade_never_passes_a_hostile_answer_file(tmp_path, capsys, hostile):
    """python -m hookkata grade exits 1 with a non-pass verdict that says what happened."""
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


def test_a_hang_is_stopped_in_the_in_process_fallback_too(monkeypatch):
    """Without a child process (HOOKKATA_ISOLATION=off), SIGALRM still stops a plain loop."""
    monkeypatch.setenv("HOOKKATA_ISOLATION", "off")
    monkeypatch.setattr(probe, "CALL_SECONDS", 0.2)

    def free_tier_hook(call):
        while True:
            pass

    verdict = grade(exercise("free-tier"), free_tier_hook)
    assert "timed out after 0.2 s" in verdict.message


def test_output_is_capped_in_the_in_process_fallback_too(monkeypatch, capsys):
    """The fallback drops what the answer prints and stops it past the cap."""
    monkeypatch.setenv("HOOKKATA_ISOLATION", "off")

    def violation_chance(p, n):
        for _ in range(2000):
            print("x" * 1000)
        return 1 - p**n

    verdict = grade(exercise("violation-chance"), violation_chance)
    assert verdict.message.startswith("printed more than 1 MB")
    assert capsys.readouterr().out == ""


class TestTheVerdictsChannel:
    """The parent accepts exactly the verdicts it asked for, well formed; else an error each."""

    EXERCISES = (exercise("same-user"), exercise("free-tier"))

    def _verdict(self, key, status="pass"):
        chosen = exercise(key)
        fields = dict.fromkeys(("message", "prop", "example", "got", "expected", "hint"), "")
        return {"exercise_id": chosen.id, "title": chosen.title, "status": status, **fields}

    def _read(self, tmp_path, content, ended=""):
        channel = tmp_path / "v.json"
        if content is not None:
            channel.write_text(content)
        return _read_verdicts(channel, self.EXERCISES, tmp_path / "03-x.py", ended=ended)

    def test_exactly_the_asked_verdicts_are_accepted(self, tmp_path):
        verdicts = self._read(
            tmp_path, json.dumps([self._verdict("same-user"), self._verdict("free-tier")])
        )
        assert [v.status for v in verdicts] == ["pass", "pass"]

    @pytest.mark.parametrize(
        ("content", "reason"),
        [
            (None, "ended without writing its verdicts"),
            ("[{", "Expecting"),
            ("{}", "expected a list of verdicts"),
            ('[{"exercise_id": "same-user"}]', "expected verdicts for ['same-user', 'free-tier']"),
            ("EXTRA", "expected verdicts for"),
            ("BAD-STATUS", "status must be one of"),
            ("NOT-A-STRING", "must be a string"),
        ],
    )
    def test_anything_else_is_an_error_for_each_exercise(self, tmp_path, content, reason):
        if content == "EXTRA":
            content = json.dumps(
                [self._verdict(k) for k in ("same-user", "free-tier", "deploy-window")]
            )
        elif content == "BAD-STATUS":
            content = json.dumps([self._verdict("same-user", "passed"), self._verdict("free-tier")])
        elif content == "NOT-A-STRING":
            content = json.dumps(
                [{**self._verdict("same-user"), "got": 1}, self._verdict("free-tier")]
            )
        verdicts = self._read(tmp_path, content)
        assert [v.status for v in verdicts] == ["error", "error"]
        assert all(reason in v.message and "\n" not in v.message for v in verdicts), verdicts

    def test_a_process_that_ended_badly_is_an_error_even_with_a_file(self, tmp_path):
        content = json.dumps([self._verdict("same-user"), self._verdict("free-tier")])
        verdicts = self._read(tmp_path, content, ended="was killed by SIGKILL")
        assert [v.status for v in verdicts] == ["error", "error"]
        assert "was killed by SIGKILL" in verdicts[0].message

    def test_a_verdict_for_another_exercise_is_refused(self):
        with pytest.raises(ValueError, match="expected a verdict for 'free-tier'"):
            verdict_from_json(self._verdict("same-user"), "free-tier")


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
    source = Path(__file__).resolve().parent.parent / "notebooks"
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
