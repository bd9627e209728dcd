"""A verdict does not depend on the grading process's hash seed.

Python randomises the order of a set of texts or times per process (``PYTHONHASHSEED``).
An answer that unpacks ``start, end = {time(2, 0), time(4, 0)}`` is right under some seeds
and wrong under others; it must fail under ``grade``, ``check()`` and ``hookkata grade``
alike, whatever the host's seed, and say why (:mod:`hookkata.grading.hash_seeds`). A right
answer that sorts its set passes.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from hookkata.__main__ import main
from hookkata.grading import environment
from hookkata.grading.child import GRADING_HASHSEED
from hookkata.grading.mining import mine

ROOT = Path(__file__).resolve().parent.parent

IN_A_FRESH_PYTHON = """
import contextlib, io, json
from hookkata import check, exercise, grade
from hookkata.grading import hash_seeds
from tests.kata import answers

found = {}
for key, name in (
    ("deploy-window", "window_set_of_bounds"),
    ("keep-writes-in-project", "writes_folder_either_spelling"),
    ("deploy-window", "window_sorted_bounds"),
    ("deploy-window", "window_hours_of_a_set"),
):
    verdict = grade(exercise(key), getattr(answers, name), profile="dev")
    shown = io.StringIO()
    with contextlib.redirect_stdout(shown):
        check(getattr(answers, name), key, record=False)
    found[name] = [verdict.status, verdict.hint, shown.getvalue()]
hash_seeds.OTHER_SEEDS = ()  # without the phase: this process's seed alone decides
found["without"] = grade(exercise("deploy-window"), answers.window_set_of_bounds).status
print(json.dumps(found))
"""


def _graded_under(seed: str) -> dict[str, list[str] | str]:
    env = {**os.environ, "PYTHONHASHSEED": seed, "HOOKKATA_PROGRESS": "off"}
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT / "src"), str(ROOT)])
    ran = subprocess.run(
        [sys.executable, "-c", IN_A_FRESH_PYTHON],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=300,
        check=True,
    )
    found: dict[str, list[str] | str] = json.loads(ran.stdout.strip().splitlines()[-1])
    return found


@pytest.mark.parametrize("seed", ["0", "3"])
def test_a_set_unpacked_in_order_fails_whatever_the_host_seed(seed: str) -> None:
    """Under seed 3 the window's set happens to unpack in order: this process alone would
    pass it (``without``); the fresh Pythons under other seeds fail it, with the hint."""
    found = _graded_under(seed)
    for name in ("window_set_of_bounds", "writes_folder_either_spelling"):
        status, hint, shown = found[name]
        assert status == "fail", (name, found[name])
        assert "changed with Python's hash seed" in hint, (name, hint)
        assert "hash seed" in shown, (name, shown)
    for name in ("window_sorted_bounds", "window_hours_of_a_set"):  # the latter pays the phase
        assert found[name][0] == "pass", found[name]
    assert found["without"] == ("pass" if seed == "3" else "fail")


def test_a_file_is_graded_under_one_seed_and_fails_a_set_unpacked(tmp_path: Path) -> None:
    assert environment.for_learner(tmp_path)["PYTHONHASHSEED"] == GRADING_HASHSEED
    environment.set_learner_scratch(None)
    path = tmp_path / "03-answers.py"
    path.write_text(
        textwrap.dedent(
            """
            from datetime import time, timezone
            from toolhooks import Deny

            def deploy_window_hook(call):
                start, end = {time(2, 0), time(4, 0)}
                clock = call.timestamp.astimezone(timezone.utc).time()
                if call.tool_name == "create_case_file" and start <= clock < end:
                    return Deny("deploy in progress", "open the case after 04:00 UTC")
                return None
            """
        )
    )
    main(["grade", str(path), "--only", "deploy-window", "--json", str(tmp_path / "r.json")])
    [result] = json.loads((tmp_path / "r.json").read_text())["tests"]
    assert result["status"] == "fail"
    assert "hash seed" in json.dumps(result)


def test_an_order_right_under_the_grading_seed_alone_fails(tmp_path: Path) -> None:
    """Batch BC: a two-key set zipped with two counts is in order under seed 0 (the
    grading process's) and reversed under 1, 2 and 3: the seeds disagree, so it fails."""
    environment.set_learner_scratch(None)
    path = tmp_path / "08-answers.py"
    path.write_text(
        textwrap.dedent(
            """
            from collections import Counter

            COUNTED = {"denials", "tool_errors"}

            def summarize_session(outcomes, end):
                statuses = Counter(outcome.status for outcome in outcomes)
                summary = {
                    "session_id": end.context.session_id,
                    "user_id": end.context.user_id,
                    "started_at": end.started_at.isoformat(),
                    "ended_at": end.ended_at.isoformat(),
                    "end_reason": end.reason,
                    "calls": len(outcomes),
                    "calls_by_tool": dict(Counter(o.tool_name for o in outcomes)),
                }
                summary.update(zip(COUNTED, (statuses["denied"], statuses["tool_error"])))
                return summary
            """
        )
    )
    orders = {
        seed: subprocess.run(
            [sys.executable, "-c", "print(list({'denials', 'tool_errors'}))"],
            capture_output=True,
            text=True,
            env={**os.environ, "PYTHONHASHSEED": seed},
            check=True,
        ).stdout
        for seed in ("0", "1", "2", "3")
    }
    assert orders["0"] != orders["1"] == orders["2"] == orders["3"]  # the case in point
    main(["grade", str(path), "--only", "12", "--json", str(tmp_path / "r.json")])
    [result] = json.loads((tmp_path / "r.json").read_text())["tests"]
    assert result["status"] == "fail"
    assert "hash seed" in json.dumps(result)


@pytest.mark.parametrize(
    ("body", "leans"),
    [
        ("def f(x):\n    a, b = {x, 1}\n    return a\n", True),
        ("def f(x):\n    return min({'a', x})\n", False),
        ("def f(x):\n    return [y for y in {'a', x}]\n", True),
        ("def f(x):\n    return list(set(x))[0]\n", True),
        ("def f(x):\n    return hash(x) % 7\n", True),
        ("def f(x):\n    return {y for y in x}\n", True),
        ("TOOLS = {'Write', 'Edit'}\ndef f(x):\n    return x in TOOLS\n", False),
        ("def f(x):\n    return x not in frozenset(('a', 'b'))\n", False),
        ("TOOLS = {'Write', 'Edit'}\ndef f(x):\n    return sorted(TOOLS)\n", False),
        ("def f(x):\n    return [x]\n", False),
        ("def f(x):\n    s = frozenset(x)\n    return 'a' if s & {'b'} else len(s)\n", False),
        ("def f(x):\n    return sorted({x, 'a'}, key=len)\n", True),  # ties: set order
        ("def f(x):\n    return {x, 'a'}\n", True),
        ("def f(x):\n    s = set()\n    s.add(x)\n    return s.pop()\n", True),
        ("def f(x):\n    for y in {x, 'a'}:\n        return y\n", True),
    ],
)
def test_code_that_leans_on_hash_order_is_found(body: str, leans: bool) -> None:
    """Iterating a set, returning it, or ``hash`` leans on hash order; asking about it
    (membership, set algebra, ``len``, ``min``, ``sorted`` without a key) does not."""
    source = "from hookkata import check\nimport os\n" + body
    named = mine([source], "f")
    assert bool(named.module) is leans
    if named.module:
        assert named.function == "f"
        assert "import os" in named.module
        assert "hookkata" not in named.module  # the workbook's import is left out


def test_a_relative_import_is_left_out_of_the_module_run_again() -> None:
    """A relative import runs only inside its package: the module rebuilt to run an answer
    again under other hash seeds leaves it out (the catalog's modules import each other),
    so the run does not fail on it and the answer is judged on its own code."""
    source = "from .siblings import helper\nimport os\ndef f(x):\n    a, b = {x, 1}\n    return a\n"
    named = mine([source], "f")
    assert named.module
    assert "siblings" not in named.module
    assert "import os" in named.module
