"""The workbook's notebooks: starters match the solved ones, and each follows the house rules.

Running them is `make notebooks-check` (nbval); these tests read them."""

from __future__ import annotations

import json
import re
import statistics
from collections.abc import Iterable
from pathlib import Path

import nbformat
import pytest

from hookkata import CATALOG
from hookkata.starters import BEGIN, differences, is_exercise, starter, stub_source
from tests.workbooks import NotAGitCheckout, committed_workbook, fresh_starters

ROOT = Path(__file__).resolve().parent.parent
SOLUTIONS = ROOT / "solutions"
"""The solved notebooks. ``notebooks/`` is never read here: it is the learner's (answers,
outputs); the starter checks read the starters as committed (:func:`committed`)."""
SOLVED = sorted(SOLUTIONS.glob("*.ipynb"))
NAME = re.compile(r"^\d\d-[A-Z][A-Za-z]*(-[A-Za-z]+)*\.ipynb$")
MEDIAN_CODE_CELL_LIMIT = 4
"""The median code cell of the solved notebooks, in lines, may not be longer (style: 2)."""


def read(path: Path):
    return nbformat.read(path, as_version=4)


def test_there_is_a_notebook_for_every_step_from_00_to_10():
    assert [p.name[:2] for p in SOLVED] == [f"{n:02d}" for n in range(11)]
    assert all(NAME.match(p.name) for p in SOLVED)


@pytest.fixture(scope="module")
def committed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The solved notebooks and the starters of the newest commit that changed
    ``solutions/`` (``tests/workbooks.py`` says why that one), never the working copies."""
    try:
        return committed_workbook(tmp_path_factory.mktemp("committed"))
    except NotAGitCheckout as exc:
        pytest.skip(f"the committed starters are read from git, and this is no checkout: {exc}")


@pytest.fixture(scope="module")
def starters(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Starters freshly generated from ``solutions/``, for tests of the comparison itself."""
    return fresh_starters(tmp_path_factory.mktemp("fresh") / "notebooks")


def test_the_committed_starters_match_a_fresh_generation(committed):
    assert differences(committed / "solutions", committed / "notebooks") == []


def test_a_filled_in_exercise_cell_still_matches(tmp_path, starters):
    for path in SOLVED:
        notebook = read(starters / path.name)
        for cell in notebook.cells:
            if is_exercise(cell):
                cell.source = cell.source.replace(
                    'raise NotImplementedError("your code here")', "return 42"
                )
        nbformat.write(notebook, tmp_path / path.name)
    assert differences(SOLUTIONS, tmp_path) == []


def test_a_starter_that_drifted_is_caught(tmp_path, starters):
    for path in SOLVED:
        notebook = read(starters / path.name)
        if path.name.startswith("02"):
            prose = next(c for c in notebook.cells if c.cell_type == "markdown")
            prose.source += " (edited by hand)"
        nbformat.write(notebook, tmp_path / path.name)
    assert differences(SOLUTIONS, tmp_path) == [
        f"{SOLVED[2].name}: cell 1 differs from the solved notebook's"
    ]


def test_solution_regions_become_stubs_at_their_indentation():
    source = f"def f(x):\n    '''doc'''\n    {BEGIN}\n    return x\n    ### END SOLUTION\n"
    assert (
        stub_source(source)
        == "def f(x):\n    '''doc'''\n    raise NotImplementedError(\"your code here\")"
    )


@pytest.mark.parametrize("path", SOLVED, ids=lambda p: p.name[:2])
def test_each_notebook_opens_with_a_title_what_you_will_learn_and_its_neighbours(path):
    notebook = read(path)
    first = notebook.cells[0].source
    assert first.startswith(f"# {path.name[:2]} · ")
    assert "What you will learn" in first or path.name.startswith("00")
    number = int(path.name[:2])
    neighbours = [p.name for p in SOLVED if abs(int(p.name[:2]) - number) == 1]
    text = "\n".join(c.source for c in notebook.cells if c.cell_type == "markdown")
    assert all(f"({name})" in text for name in neighbours)


@pytest.mark.parametrize("path", SOLVED, ids=lambda p: p.name[:2])
def test_every_code_cell_is_short_and_led_in_by_prose(path):
    cells = read(path).cells
    for index, cell in enumerate(cells):
        if cell.cell_type != "code":
            continue
        assert index > 0, "a notebook starts with its title"
        assert cells[index - 1].cell_type == "markdown", f"cell {index} has no lead-in sentence"
        limit = 25 if is_exercise(cell) else 16
        assert len(cell.source.splitlines()) <= limit, f"cell {index} is long: move it to src/"


@pytest.mark.parametrize("chosen", CATALOG, ids=lambda e: e.id)
def test_each_exercise_is_in_its_notebook_solved_there_and_stubbed_in_the_starter(chosen):
    solved, fresh = read(SOLUTIONS / chosen.notebook), starter(read(SOLUTIONS / chosen.notebook))
    defining = [c for c in solved.cells if is_exercise(c) and f"def {chosen.name}(" in c.source]
    assert len(defining) == 1
    assert any(f"check({chosen.name})" in c.source for c in solved.cells)
    stub = next(c for c in fresh.cells if c.get("id") == defining[0].get("id"))
    assert 'raise NotImplementedError("your code here")' in stub.source
    assert BEGIN not in stub.source


@pytest.mark.parametrize("number", ["01", "06", "08"])
def test_the_figures_are_stored_with_the_solved_notebooks(number):
    [path] = [p for p in SOLVED if p.name.startswith(number)]
    images = [
        o
        for c in read(path).cells
        for o in c.get("outputs", [])
        if "image/png" in o.get("data", {})
    ]
    assert images, f"{path.name} should show its figure"


def test_starters_are_committed_without_outputs(committed):
    for path in sorted((committed / "notebooks").glob("*.ipynb")):
        assert all(not c.get("outputs") for c in read(path).cells if c.cell_type == "code"), (
            path.name
        )


def code_cell_lines(paths: Iterable[Path]) -> list[int]:
    """The length in lines of every code cell of these notebooks."""
    return [
        len(cell.source.splitlines())
        for path in paths
        for cell in read(path).cells
        if cell.cell_type == "code"
    ]


def test_the_median_code_cell_of_the_solved_notebooks_stays_short():
    """Half the code cells or more fit in a few lines: anything long lives in src/."""
    lines = code_cell_lines(SOLVED)
    assert statistics.median(lines) <= MEDIAN_CODE_CELL_LIMIT, sorted(lines)


def test_the_median_is_measured_over_code_cells_only(tmp_path):
    notebook = nbformat.v4.new_notebook()
    notebook.cells = [
        nbformat.v4.new_markdown_cell("# 99 · title\n\none\ntwo\nthree\nfour\nfive"),
        nbformat.v4.new_code_cell("a = 1"),
        nbformat.v4.new_code_cell("b = 2\nc = 3\nd = 4"),
    ]
    nbformat.write(notebook, tmp_path / "99-Test.ipynb")
    assert code_cell_lines([tmp_path / "99-Test.ipynb"]) == [1, 3]


def _words(text: str) -> str:
    return " ".join(text.split())


@pytest.mark.parametrize("chosen", CATALOG, ids=lambda e: e.id)
def test_each_exercise_quotes_its_return_shape_from_the_catalog(chosen):
    """The cell that sets the exercise says **Returns:** and then Exercise.returns, word for
    word (line breaks aside): one text, kept in the catalog, next to the grader it describes."""
    cells = read(SOLUTIONS / chosen.notebook).cells
    setting = [
        c
        for c in cells
        if c.cell_type == "markdown" and f"**Exercise {chosen.number}.**" in c.source
    ]
    assert len(setting) == 1, f"one cell sets exercise {chosen.number}"
    assert chosen.returns.strip()
    assert f"**Returns:** {_words(chosen.returns)}" in _words(setting[0].source)
    assert setting[0].source.count("**Returns:**") == 1


def test_no_stored_output_holds_this_checkout_s_path() -> None:
    """An output that prints where the workbook lives differs on every other machine, so
    nbval would fail on a fresh clone (as a command naming .venv/bin in full once did)."""
    here = str(Path(__file__).resolve().parent.parent)
    leaks = [
        path.name
        for path in sorted(Path(here, "solutions").glob("*.ipynb"))
        if here
        in "".join(
            json.dumps(cell.get("outputs", [])) for cell in json.loads(path.read_text())["cells"]
        )
    ]
    assert leaks == []
