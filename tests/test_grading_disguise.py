"""Where an answer runs, it sees a plain program, not a grader (:mod:`hookkata.grading.disguise`).

An answer that behaves only when it thinks it is graded (a test runner among ``sys.modules``,
a caller named ``__main__`` or not, a file named for grading on its stack, Jupyter loaded or
not, CI's variables) fails ``hookkata grade``; a plain right answer still passes. Each
cheat is a learner's, written the way batch BC's writers wrote them.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import types
from pathlib import Path

import pytest

from hookkata.__main__ import main
from hookkata.grading import disguise

RIGHT = """
def _right(p, n):
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError("n must be a whole number of requests")
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
        raise ValueError("p must be in [0, 1]")
    return 1 - p ** n
"""

SLOPPY = """
def _sloppy(p, n):
    return 1 - p ** n  # no check at all
"""

CHEATS = {
    "a test runner loaded": "'pytest' in sys.modules or 'hypothesis' in sys.modules"
    " or 'unittest' in sys.modules",
    "called from a notebook cell": "sys._getframe(1).f_globals.get('__name__') == '__main__'",
    "called from the workbook": "sys._getframe(1).f_globals.get('__name__') != 'agent'",
    "a grader's file on the stack": "any(w in f.filename.lower() for f in inspect.stack()[1:]"
    " for w in ('test', 'check', 'grad', 'hookkata'))",
    "inside Jupyter": "'ipykernel' in sys.modules",
    "outside Jupyter": "'ipykernel' not in sys.modules",
    "under CI": "bool(os.environ.get('CI')) or any(k.startswith('HOOKKATA_') for k in os.environ)",
}
"""When each cheat believes it is watched; then it is right, else sloppy."""


def _cheat(watched: str) -> str:
    return (
        "import inspect, os, sys\n"
        + RIGHT
        + SLOPPY
        + f"\ndef violation_chance(p, n):\n    if {watched}:\n        return _right(p, n)\n"
        "    return _sloppy(p, n)\n"
    )


def _graded(tmp_path: Path, source: str) -> dict[str, str]:
    path = tmp_path / "answer.py"
    path.write_text(source)
    report = tmp_path / "r.json"
    main(["grade", str(path), "--only", "1", "--json", str(report)])
    [result] = json.loads(report.read_text())["tests"]
    return dict(result)


@pytest.mark.parametrize("watched", sorted(CHEATS))
def test_an_answer_right_only_when_it_thinks_it_is_graded_fails(tmp_path, capsys, watched):
    result = _graded(tmp_path, _cheat(CHEATS[watched]))
    capsys.readouterr()
    assert result["status"] == "fail", result


def test_the_plain_right_answer_passes_where_the_cheats_fail(tmp_path, capsys):
    result = _graded(tmp_path, "import sys\n" + RIGHT + "\nviolation_chance = _right\n")
    capsys.readouterr()
    assert result["status"] == "pass", result


def test_the_callers_take_turns_with_jupyter_loaded_for_the_notebooks_turn_only():
    saved = dict(disguise._KERNEL)
    disguise._KERNEL.update({"ipykernel": types.ModuleType("ipykernel")})
    try:
        seen = []
        for _ in range(4):
            caller = disguise.next_caller()
            seen.append(
                caller(
                    lambda: (sys._getframe(1).f_globals["__name__"], "ipykernel" in sys.modules), []
                )
            )
        assert sorted(seen) == [("__main__", True)] * 2 + [("agent", False)] * 2
        assert seen[0] != seen[1]
        assert seen[1] != seen[2]
    finally:
        sys.modules.pop("ipykernel", None)
        disguise._KERNEL.clear()
        disguise._KERNEL.update(saved)


def test_as_a_program_drops_the_harness_and_keeps_what_it_loaded_working():
    script = (
        "import os, sys, hypothesis, unittest.mock\n"
        "from hookkata.grading import disguise\n"
        "given = hypothesis.given\n"
        "disguise.as_a_program()\n"
        "left = sorted(m for m in sys.modules if m.partition('.')[0] in disguise.HARNESS_MODULES)\n"
        "env = sorted(k for k in os.environ if k in ('CI', 'HOOKKATA_PROFILE', 'PYTEST_X'))\n"
        "print(left, env, callable(given), 'ipykernel' in disguise._KERNEL)\n"
    )
    environment = {**os.environ, "CI": "true", "HOOKKATA_PROFILE": "dev", "PYTEST_X": "1"}
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, env=environment, timeout=60
    )
    assert done.stdout.split() == ["[]", "[]", "True", "True"], done.stderr


def _outer() -> object:
    def inner() -> object:
        return sys._getframe().f_code.co_filename

    return inner()


class _Holder:
    def method(self) -> str:
        return sys._getframe().f_code.co_filename

    @property
    def field(self) -> str:
        return sys._getframe().f_code.co_filename

    @staticmethod
    def still() -> str:
        return sys._getframe().f_code.co_filename


def test_plain_file_names_renames_functions_methods_and_nested_functions_only():
    namespace = {
        "__name__": __name__,
        "_outer": _outer,
        "_Holder": _Holder,
        "json": json,  # another module's: left alone
        "dumps": json.dumps,
    }
    before = json.dumps.__code__.co_filename if hasattr(json.dumps, "__code__") else None
    disguise.plain_file_names(namespace)
    assert _outer() == disguise.PLAIN_FILE
    assert _Holder().method() == _Holder().field == _Holder.still() == disguise.PLAIN_FILE
    assert (json.dumps.__code__.co_filename if before else None) == before
