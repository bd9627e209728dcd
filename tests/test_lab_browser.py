"""The workbook in a real browser: JupyterLab (``make lab``'s server) driven by Playwright in
headless Chromium, as a learner uses it.

Open a starter notebook, type an answer into the exercise cell, run it and the check cell,
and read the verdict's HTML: the status word and its colour; then the same for a wrong
answer. A screenshot of each verdict is kept in ``tests/artifacts/lab-browser/`` (ignored
by git) for a person to look at.

The browser is the system's Chromium (Debian: ``apt-get install -y chromium``; ``.ci/run``
installs it), started by its path: no ``playwright install`` download. Without it, this
test is skipped and says how to install it.
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import nbformat
import pytest

from hookkata import lab_settings
from hookkata.feedback import STATUS_COLOURS
from hookkata.starters import is_exercise
from tests.test_lab_settings import Lab
from tests.workbooks import shipped_workbook

ROOT = Path(__file__).resolve().parent.parent
ARTIFACTS = ROOT / "tests" / "artifacts" / "lab-browser"
INSTALL = "apt-get install -y chromium"
NOTEBOOK = "01-A-Prompt-Rule-Is-A-Suggestion.ipynb"
WRONG = 'def violation_chance(p, n):\n    """Wrong: adds up the chances."""\n    return p * n\n'
WAIT_MS = 120_000
"""How long a step may take on a loaded 2-core machine (the kernel's start, a check)."""


def chromium() -> str:
    """The system Chromium's path, or skip with the command that installs it."""
    for name in ("chromium", "chromium-browser", "google-chrome"):
        found = shutil.which(name)
        if found:
            return found
    pytest.skip(f"no Chromium installed: {INSTALL} (Debian), then make test again")


def _rgb(colour: str) -> str:
    """``#1a7f37`` as the browser reports a computed colour: ``rgb(26, 127, 55)``."""
    red, green, blue = (int(colour[i : i + 2], 16) for i in (1, 3, 5))
    return f"rgb({red}, {green}, {blue})"


@pytest.fixture
def lab(tmp_path: Path) -> Iterator[Lab]:
    """``jupyter lab`` on a free loopback port with a token, the workbook's settings
    installed (as make lab does), serving a copy of the starter notebook."""
    shipped, _ = shipped_workbook(tmp_path / "shipped")
    (tmp_path / "lab").mkdir()
    started = Lab(tmp_path / "lab")
    lab_settings.install(started.folders["app"], started.folders["etc"])
    shutil.copy2(shipped / "notebooks" / NOTEBOOK, started.folders["work"] / NOTEBOOK)
    # Every cell in the page, so a cell below the fold can be found and read.
    tracker = started.folders["user"] / "@jupyterlab" / "notebook-extension"
    tracker.mkdir(parents=True)
    (tracker / "tracker.jupyterlab-settings").write_text(json.dumps({"windowingMode": "none"}))
    try:
        started.start()
        yield started
    finally:
        started.stop()


def _cells(path: Path) -> tuple[int, int, str]:
    """The indexes of the exercise cell and of the cell that checks it, and the solved
    notebook's answer."""
    notebook = nbformat.read(path, as_version=4)
    exercise = next(i for i, c in enumerate(notebook.cells) if is_exercise(c))
    check = next(
        i for i, c in enumerate(notebook.cells) if c.source.startswith("check(violation_chance)")
    )
    solved = nbformat.read(ROOT / "solutions" / NOTEBOOK, as_version=4)
    return exercise, check, solved.cells[exercise].source


def _run(page: Any, index: int) -> None:
    """Put the cursor in cell ``index``'s editor, run it (Shift+Enter), and wait until it
    ran (its prompt shows a number, ``[3]:``)."""
    cell = page.locator(".jp-Notebook .jp-Cell").nth(index)
    cell.locator(".cm-content").click()
    before = cell.locator(".jp-InputPrompt").inner_text()
    page.keyboard.press("Shift+Enter")
    page.wait_for_function(
        "([i, old]) => { const p = document.querySelectorAll('.jp-Notebook .jp-Cell')[i]"
        ".querySelector('.jp-InputPrompt').innerText; return /\\[\\d+\\]/.test(p) && p !== old; }",
        arg=[index, before],
        timeout=WAIT_MS,
    )


def _answer(page: Any, index: int, source: str) -> None:
    """Replace cell ``index``'s code with ``source``, as typed (no auto-indent added)."""
    editor = page.locator(".jp-Notebook .jp-Cell").nth(index).locator(".cm-content")
    editor.click()
    page.keyboard.press("Control+a")
    page.keyboard.press("Delete")
    page.keyboard.insert_text(source)


def _verdict(page: Any, index: int, previous: str | None) -> tuple[str, str, str]:
    """Cell ``index``'s verdict once it is new: (status word, badge colour, its HTML)."""
    output = page.locator(".jp-Notebook .jp-Cell").nth(index).locator(".hookkata-verdict")
    badge = output.locator(".hookkata-status")
    badge.wait_for(timeout=WAIT_MS)
    if previous is not None:
        page.wait_for_function(
            "([i, old]) => { const v = document.querySelectorAll('.jp-Notebook .jp-Cell')[i]"
            ".querySelector('.hookkata-verdict'); return v && v.outerHTML !== old; }",
            arg=[index, previous],
            timeout=WAIT_MS,
        )
    word = badge.inner_text().strip()
    colour = badge.evaluate("el => getComputedStyle(el).backgroundColor")
    return word, colour, output.evaluate("el => el.outerHTML")


def test_a_learner_answers_and_checks_in_jupyterlab(lab: Lab) -> None:
    """Right answer: "pass" on green; wrong answer: "fail" on red, naming the property."""
    executable = chromium()
    sync_api = pytest.importorskip(
        "playwright.sync_api", reason="pip install playwright (the dev extra has it)"
    )
    exercise, check, solved = _cells(lab.folders["work"] / NOTEBOOK)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=executable, headless=True, args=["--no-sandbox"]
        )
        try:
            page = browser.new_page(viewport={"width": 1280, "height": 1000})
            page.set_default_timeout(WAIT_MS)
            _learner_session(page, lab, exercise, check, solved)
        except Exception:
            if "page" in locals():  # what the browser showed when it went wrong
                page.screenshot(path=str(ARTIFACTS / "failure.png"), full_page=True)
            raise
        finally:
            browser.close()
    print(f"screenshots: {ARTIFACTS}/pass.png, fail.png")


def _learner_session(page: Any, lab: Lab, exercise: int, check: int, solved: str) -> None:
    """Open the notebook, answer right then wrong, reading the verdict each time."""
    page.goto(f"http://127.0.0.1:{lab.port}/lab/tree/{NOTEBOOK}?token={lab.token}")
    page.locator(".jp-Notebook .jp-Cell").nth(check).wait_for()
    page.get_by_text("Python 3 (ipykernel) | Idle").wait_for()  # the kernel is up
    _run(page, 1)  # the imports: from hookkata import check...

    _answer(page, exercise, solved)
    _run(page, exercise)
    _run(page, check)
    word, colour, shown = _verdict(page, check, None)
    page.locator(".jp-Notebook .jp-Cell").nth(check).screenshot(path=str(ARTIFACTS / "pass.png"))
    assert (word, colour) == ("✓ pass", _rgb(STATUS_COLOURS["pass"])), shown

    _answer(page, exercise, WRONG)
    _run(page, exercise)
    _run(page, check)
    word, colour, shown = _verdict(page, check, shown)
    page.locator(".jp-Notebook .jp-Cell").nth(check).screenshot(path=str(ARTIFACTS / "fail.png"))
    assert (word, colour) == ("✗ fail", _rgb(STATUS_COLOURS["fail"])), shown
    assert "Property" in shown


def test_without_chromium_the_test_says_how_to_install_it(monkeypatch):
    """No browser on the machine: a skip that names the install command, not a failure."""
    monkeypatch.setattr(shutil, "which", lambda name: None)
    with pytest.raises(pytest.skip.Exception, match="apt-get install -y chromium"):
        chromium()


def test_ci_installs_chromium_before_the_readme_s_test_command():
    """.ci/run installs the browser (beside bubblewrap), then runs make test."""
    script = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "apt-get install -y -qq chromium" in script
    assert script.index("chromium") < script.rindex("make test")
