"""Every shell command the README shows runs as written, or is listed here with why not.

The README's ``bash`` blocks are read line by line. Each command must be either in
``RUNS`` (run here, in a scratch copy of the workbook with the real ``.venv``, checking its
exit code and a line of its output) or in ``NOT_RUN`` with the reason. A new command in the
README that is in neither fails the test until someone decides which it is.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import shutil
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.workbooks import shipped_workbook

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
VENV = Path(sys.executable).parent.parent
NOTEBOOKS = ("00-Start-Here", "01-A-Prompt-Rule-Is-A-Suggestion", "07-When-A-Hook-Crashes")
"""The scratch copy holds these notebooks only, so that grading them all stays quick."""


@dataclass(frozen=True)
class Expect:
    """What a command must do: its exit code, and text its output must contain."""

    code: int
    says: str
    check: Callable[[Path], None] | None = None
    before: Callable[[Path], None] | None = None


NB07 = "07-When-A-Hook-Crashes.ipynb"
LEARNER_MARK = "my answer, in progress"


def _learner_works_on_07(scratch: Path) -> None:
    notebook = json.loads((scratch / "notebooks" / NB07).read_text())
    notebook["cells"].append(
        {
            "cell_type": "code",
            "metadata": {},
            "source": f"# {LEARNER_MARK}",
            "outputs": [],
            "execution_count": None,
        }
    )
    (scratch / "notebooks" / NB07).write_text(json.dumps(notebook))


def _07_reset_and_backed_up(scratch: Path) -> None:
    assert LEARNER_MARK not in (scratch / "notebooks" / NB07).read_text()
    backups = list((scratch / "backups").glob(f"*/{NB07}"))
    assert len(backups) == 1, "make reset NB=07 keeps a copy of the learner's notebook"
    assert LEARNER_MARK in backups[0].read_text()


def _results_written(scratch: Path) -> None:
    results = json.loads((scratch / "results.json").read_text())
    assert [test["name"] for test in results["tests"]] == [
        "1 · The chance of at least one violation"
    ]


def _a_class_handed_in(scratch: Path) -> None:
    """Three learners' results, as ``hookkata grade --json`` writes them."""
    from tests.class_builders import IDS, results, write

    for name, passed in (("ada", 13), ("ben", 6), ("cy", 0)):
        statuses = {i: "pass" if n < passed else "fail" for n, i in enumerate(IDS)}
        write(scratch / "results" / f"{name}.json", results(statuses))


def _html_written(scratch: Path) -> None:
    page = (scratch / "class.html").read_text(encoding="utf-8")
    assert "<table" in page
    assert "data:image/png;base64," in page


def _report_folder_written(scratch: Path) -> None:
    names = {path.name for path in (scratch / "report").iterdir()}
    assert {"class-report.md", "class-report.html", "class-report.png"} <= names


RUNS: dict[str, Expect] = {
    "make setup": Expect(0, ""),
    "make grade": Expect(2, "0/2 passed"),  # make's own code when the recipe fails
    "make reset NB=07": Expect(0, "07", _07_reset_and_backed_up, _learner_works_on_07),
    "make notebooks": Expect(0, ""),
    "make notebooks FORCE=1": Expect(0, ""),
    ".venv/bin/hookkata list": Expect(0, "keep-writes-in-project"),
    ".venv/bin/hookkata progress": Expect(0, "The chance of at least one violation"),
    ".venv/bin/hookkata grade notebooks": Expect(1, "not started"),
    ".venv/bin/hookkata grade notebooks/01-A-Prompt-Rule-Is-A-Suggestion.ipynb "
    "--allow-missing --json results.json": Expect(1, "0/1 passed", _results_written),
    ".venv/bin/toolhooks-fake-api --port 0 --script scenario.json": Expect(0, ""),
    ".venv/bin/python benchmarks/workshop_minutes.py --no-run --wpm 120 --exercise-minutes 15": (
        Expect(0, "| 07 |")
    ),
    ".venv/bin/hookkata report results/": Expect(0, "stuck", before=_a_class_handed_in),
    ".venv/bin/hookkata report results/ --format html > class.html": Expect(
        0, "", _html_written, _a_class_handed_in
    ),
    ".venv/bin/hookkata report results/ --skip 2 --skip 5": Expect(
        0, "stuck", before=_a_class_handed_in
    ),
    ".venv/bin/hookkata report results/ --out report/": Expect(
        0, "", _report_folder_written, _a_class_handed_in
    ),
}

NOT_RUN: dict[str, str] = {
    "UPSTREAM=OWNER/hooks-workbook ...": "needs GitHub, the gh CLI and learners' forks",
    ".venv/bin/hookkata report --regrade clones/*/ --out report/": (
        "needs cloned forks; tests/test_instructor.py regrades a class of 30 through main()"
    ),
    ".venv/bin/python benchmarks/workshop_minutes.py": (
        "runs every solved notebook to time it (minutes); its --no-run form runs here"
    ),
    "make lab": "starts JupyterLab and waits; the lab settings are tested on a real server",
    "make test": "it is the command running this test",
    "make bench": "takes minutes of timing; it prints figures and asserts nothing",
    "make claude-code": (
        "installs the package from the folder it runs in: in a scratch copy it would point the "
        "shared venv there; make test's set-up installs the same extra (dev holds claude)"
    ),
    'make lab LAB_ARGS="--no-browser --port=8890"': "starts JupyterLab and waits",
    ".venv/bin/toolhooks-claude-code doctor --probe": (
        "reads the reader's own settings, ~/.claude's included; tests/test_doctor.py runs "
        "the command on scratch projects"
    ),
    ".venv/bin/toolhooks-claude-code doctor --project DIR --json": (
        "DIR is the reader's project; tests/test_doctor.py runs the command with --json"
    ),
    "make wheelhouse WHEELS=wheels": (
        "downloads about 1 GB; tests/test_constraints.py runs make wheelhouse for the base "
        "package and installs from it with the index switched off"
    ),
    "make wheelhouse WHEELS=wheels EXTRAS=lab": "the same, about half as large",
    "make setup WHEELS=/media/usb/wheels": (
        "the folder is the instructor's; tests/test_constraints.py installs from a wheelhouse "
        "it made, and checks that WHEELS gives every pip install --no-index --find-links"
    ),
    ".venv/bin/toolhooks-claude-code settings --hooks my_rules:registry": (
        "my_rules is the reader's own module; tests/test_claude_code_settings.py runs the "
        "command on the tests' registry"
    ),
    "ANTHROPIC_BASE_URL=http://127.0.0.1:<port> ANTHROPIC_API_KEY=fake python my_agent.py": (
        "a pattern for the reader's own program (<port>, my_agent.py are placeholders)"
    ),
}


def readme_commands(text: str) -> list[str]:
    """Each command of the ``bash`` blocks, without its trailing ``# comment``.

    A block that is a script (a pipe or a backslash at a line's end, a loop) is one
    command, named by its first line followed by `` ...``.
    """
    commands = []
    for block in re.findall(r"```bash\n(.*?)```", text, flags=re.DOTALL):
        lines = [_without_comment(line).strip() for line in block.splitlines()]
        lines = [line for line in lines if line]
        if any(_is_script_line(line) for line in lines):
            commands.append(f"{lines[0]} ...")
        else:
            commands.extend(lines)
    return commands


def _is_script_line(line: str) -> bool:
    return line.endswith(("|", "\\", "; do", "; then")) or line.startswith(("while ", "for "))


def _without_comment(line: str) -> str:
    """The line up to a ``#`` that starts it or follows a space (none is quoted in a command)."""
    return re.sub(r"(^|\s+)#.*$", "", line)


def test_the_readme_shows_shell_commands() -> None:
    """The extraction itself works: the two commands and the kata's are found."""
    commands = readme_commands(README.read_text(encoding="utf-8"))
    assert {"make lab", "make test", ".venv/bin/hookkata list"} <= set(commands)


def test_every_readme_command_is_run_here_or_says_why_not() -> None:
    commands = readme_commands(README.read_text(encoding="utf-8"))
    unclassified = [c for c in commands if c not in RUNS and c not in NOT_RUN]
    assert unclassified == [], "add each to RUNS (with what it must do) or NOT_RUN (with why)"
    stale = sorted((set(RUNS) | set(NOT_RUN)) - set(commands))
    assert stale == [], "these are no longer in the README: drop them here"


@pytest.fixture(scope="module")
def scratch(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh learner's checkout, small: Makefile, pyproject, three notebooks as shipped
    (the committed starters, never this checkout's working copies, which may hold a
    learner's answers), links to the real venv, ``src/`` and ``benchmarks/``."""
    folder = tmp_path_factory.mktemp("checkout")
    for name in ("Makefile", "pyproject.toml", "constraints.txt"):
        shutil.copy2(ROOT / name, folder / name)  # copy2 keeps the time: no reinstall
    shipped, _ = shipped_workbook(tmp_path_factory.mktemp("shipped"))
    for kind in ("solutions", "notebooks"):
        (folder / kind).mkdir()
        for stem in NOTEBOOKS:
            shutil.copy2(shipped / kind / f"{stem}.ipynb", folder / kind / f"{stem}.ipynb")
    (folder / ".venv").symlink_to(VENV, target_is_directory=True)
    for shared in ("src", "benchmarks"):  # read, never written, by the commands
        (folder / shared).symlink_to(ROOT / shared, target_is_directory=True)
    scenario = re.search(r"```json\n(\{\"turns\".*?)```", README.read_text(), re.DOTALL)
    assert scenario is not None, "the README's scenario example"
    (folder / "scenario.json").write_text(scenario.group(1))
    planned = subprocess.run(
        ["make", "-n", "setup"], cwd=folder, capture_output=True, text=True, check=True
    ).stdout
    if "pip install" in planned:  # it would install the scratch copy into the shared venv
        pytest.fail("the venv's set-up is older than pyproject.toml: run make setup first")
    return folder


def _environment() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("HOOKKATA_", "MAKE"))}
    env.pop("ANTHROPIC_API_KEY", None)
    return env


@pytest.mark.parametrize("command", sorted(c for c in RUNS if "fake-api" not in c))
def test_the_command_runs_as_written(command: str, scratch: Path) -> None:
    expect = RUNS[command]
    if expect.before is not None:
        expect.before(scratch)
    done = subprocess.run(
        command,
        shell=True,
        cwd=scratch,
        env=_environment(),
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    output = done.stdout + done.stderr
    assert done.returncode == expect.code, output
    assert expect.says in output
    assert "WARNING" not in output  # e.g. a kernel's "running over TCP without encryption"
    if expect.check is not None:
        expect.check(scratch)


def test_the_fake_api_command_serves_the_readme_scenario(scratch: Path) -> None:
    """It prints its port first; the SDK then reads the scenario's first turn from it."""
    import anthropic

    command = ".venv/bin/toolhooks-fake-api --port 0 --script scenario.json"
    assert command in RUNS
    server = subprocess.Popen(
        shlex.split(command), cwd=scratch, stdout=subprocess.PIPE, text=True, env=_environment()
    )
    try:
        assert server.stdout is not None
        port = int(server.stdout.readline())
        client = anthropic.Anthropic(base_url=f"http://127.0.0.1:{port}", api_key="fake")
        reply = client.messages.create(
            model="claude-test",
            max_tokens=100,
            messages=[{"role": "user", "content": "Which plan am I on?"}],
        )
        assert reply.content[0].type == "text"
        assert reply.content[0].text == "Let me look."
        assert reply.stop_reason == "tool_use"
    finally:
        server.terminate()
        server.wait(timeout=10)
