"""A red team's catalog, written blind, graded through the real command.

``tests/kata/blind/`` holds answers written by someone who read only the README and
``src/hookkata`` and tried to get a pass without solving, to leak a secret, to outlive or
hold the grader, or to change what later runs load (its ``README.md`` says what each tried
and what the grader said when it was written). Each is graded with ``python -m hookkata
grade`` as CI would, under fake secrets, and must end: not pass, within the time limit, no
process left, no secret in any output or report, nothing written outside its scratch
folder.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import nbformat
import pytest

from hookkata.grading import environment

BLIND = Path(__file__).resolve().parent / "kata" / "blind"
SECRETS = {"ANTHROPIC_API_KEY": "sk-ant-test-SECRET-123", "GITHUB_TOKEN": "ghp_test_SECRET_456"}
LIMIT_S = 60
NOTEBOOK_LIMIT_S = "25"  # the grader's whole-notebook budget, shortened: LIMIT_S less this is the
# margin a loaded machine gets to start the kernel and write the reports (40 s left too little)
WATCHED = [Path(p) for p in sys.path if p.endswith("site-packages")] + [
    Path(__file__).resolve().parent.parent / "src" / "hookkata",
]
"""Folders a hostile answer might write into for later runs to load."""


def twenty_thousand_cells(folder: Path) -> Path:
    """The one entry too large to keep: the exercise, then 20,000 trivial cells."""
    cells = [nbformat.v4.new_code_cell("def violation_chance(p, n):\n    return 0.5")]
    cells += [nbformat.v4.new_code_cell("x = 1") for _ in range(20_000)]
    notebook = nbformat.v4.new_notebook()
    notebook.cells = cells
    path = folder / "02-nb-twenty-thousand-cells.ipynb"
    nbformat.write(notebook, path)
    return path


ENTRIES = sorted(p.name for p in BLIND.iterdir() if p.suffix in (".py", ".ipynb"))
ENTRIES.append("02-nb-twenty-thousand-cells.ipynb")


def snapshot() -> dict[str, float]:
    """The code files there and when each last changed: the start-up files of
    site-packages (``*.pth``, ``*.py``) and every module of the grader. Folders and bytecode
    caches are left out: other tests compile into them meanwhile."""
    files = [p for folder in WATCHED[:-1] if folder.is_dir() for p in folder.glob("*.p[ty]*")]
    files += list(WATCHED[-1].rglob("*.py"))
    return {str(path): path.stat().st_mtime for path in files if path.suffix in (".py", ".pth")}


def leftovers(marker: str) -> list[str]:
    """Processes still running whose command line or environment names ``marker``."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit() or int(entry) == os.getpid():
            continue
        try:
            seen = Path(f"/proc/{entry}/cmdline").read_bytes()
            seen += Path(f"/proc/{entry}/environ").read_bytes()
        except OSError:
            continue
        if marker.encode() in seen:
            found.append(entry)
    return found


NO_SANDBOX = "bubblewrap is not installed or cannot run here: apt-get install bubblewrap"


@pytest.mark.skipif(not environment.sandbox_available(), reason=NO_SANDBOX)
@pytest.mark.parametrize("name", ENTRIES)
def test_a_blind_attack_gets_nothing(name: str, tmp_path: Path) -> None:
    """Some attacks (ptrace of the grader as root, a remount) are held by the sandbox alone;
    without bubblewrap they are skipped, and ``.ci/run`` installs it."""
    folder = tmp_path / "scratch"
    folder.mkdir()
    if (BLIND / name).exists():
        answer = folder / name
        shutil.copy(BLIND / name, answer)
    else:
        answer = twenty_thousand_cells(folder)
    reports = tmp_path / "reports"
    reports.mkdir()
    env = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": os.environ.get("HOME", str(tmp_path)),
        "LANG": "C.UTF-8",
        "HOSTILE_SCRATCH": str(folder),
        "HOOKKATA_NOTEBOOK_SECONDS": NOTEBOOK_LIMIT_S,
        **SECRETS,
    }
    before = snapshot()
    started = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-m", "hookkata", "grade", str(answer), "--allow-missing",
         "--json", str(reports / "results.json"), "--junit", str(reports / "junit.xml"),
         "--summary", str(reports / "summary.md")],
        capture_output=True, text=True, env=env, cwd=folder, timeout=LIMIT_S + 60, check=False,
    )  # fmt: skip
    took = time.monotonic() - started
    time.sleep(1)  # what was left running shows now
    left = leftovers(str(folder))
    for pid in left:  # never leave them for the next test, whatever the verdict
        with contextlib.suppress(OSError):
            os.kill(int(pid), 9)
    assert done.returncode == 1, done.stdout[-3000:] + done.stderr[-2000:]
    results = json.loads((reports / "results.json").read_text())
    assert results["status"] == "fail"
    assert all(t["status"] != "pass" for t in results["tests"]), results
    assert took < LIMIT_S, f"took {took:.0f} s"
    assert left == [], f"processes left: {left}"
    outputs = [done.stdout, done.stderr] + [
        p.read_text(errors="replace") for p in reports.iterdir()
    ]
    for secret in SECRETS.values():
        assert not any(secret in text for text in outputs), f"{secret} reached an output"
    assert snapshot() == before, "a file the grader or later runs load was changed"


def test_the_catalog_is_large() -> None:
    """At least 60 blind entries."""
    assert len(ENTRIES) >= 60
