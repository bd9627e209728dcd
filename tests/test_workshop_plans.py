"""The README's workshop plans add up: each figure follows from the minutes table above them.

The table is checked against the notebooks (``test_workshop_minutes.py``); these tests check
the plans against the table, so a notebook that grows moves the plans' figures or fails here,
naming the figure to change.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

README = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
TEXT = " ".join(README.split())  # sentences wrap anywhere in the Markdown source
BREAK_3_HOURS = 10
WORDS_PER_MINUTE = 150  # the README's reading rate


def _table() -> dict[str, list[str]]:
    return {
        cells[0]: cells
        for line in README.splitlines()
        if re.match(r"\| \d\d \| \d+ \|", line)
        for cells in [[cell.strip() for cell in line.strip("|").split("|")]]
    }


TABLE = _table()
TOTAL = {notebook: int(cells[10]) for notebook, cells in TABLE.items()}
EXERCISE_MINUTES = {int(cells[9]) // int(cells[8]) for cells in TABLE.values() if int(cells[8])}


def _glossary_minutes() -> int:
    """What reading 00's glossary later gives back: its words at the README's rate."""
    import nbformat

    path = next((Path(__file__).resolve().parent.parent / "solutions").glob("00-*.ipynb"))
    cell = next(
        c
        for c in nbformat.read(path, as_version=4).cells
        if c.cell_type == "markdown" and c.source.startswith("## The words this workbook uses")
    )
    return round(len(re.findall(r"[^\W_]+(?:['\u2019][^\W_]+)*", cell.source)) / WORDS_PER_MINUTE)


GLOSSARY = _glossary_minutes()
(EXERCISE,) = EXERCISE_MINUTES  # one allowance per exercise, whatever the notebook


def _says(sentence: str) -> None:
    assert sentence in TEXT, f"the README should say {sentence!r} (the minutes table gives it)"


def _plan(title: str) -> list[tuple[int, str]]:
    """The (first column, second column) rows of the plan table under the bold ``title``."""
    section = README.split(title, 1)[1].split("\n\n|", 1)[1].split("\n\n", 1)[0]
    rows = [line.strip("|").split("|") for line in ("|" + section).splitlines()[2:]]
    return [(int(cells[0]), cells[1].strip()) for cells in rows]


def _check_cumulative(title: str, steps: list[tuple[str, int]]) -> None:
    rows = _plan(title)
    assert [what for _, what in rows] == [what for what, _ in steps], f"{title}: rows changed"
    cumulative = 0
    for (shown, what), (_, minutes) in zip(rows, steps, strict=True):
        cumulative += minutes
        assert shown == cumulative, (
            f"{title} row {what!r}: shows {shown}, the table gives {cumulative}"
        )


def test_the_glossary_and_each_exercise_give_back_what_the_plans_say() -> None:
    assert TEXT.count(f"its glossary is for later ({GLOSSARY} minutes back)") == 3
    _says(f"skip exercise 5 (`deploy-window`: {EXERCISE} minutes back)")
    _says(f"skip exercise 7 (`answer-turn`: {EXERCISE} minutes back)")


def test_the_whole_workbook_and_its_exercise_share() -> None:
    whole = sum(TOTAL.values())
    exercises = sum(int(cells[9]) for cells in TABLE.values())
    _says(f"({exercises} of the {whole} minutes)")
    _says(f"**A full day** takes every notebook ({whole} minutes of work)")
    hours = {5: "five", 6: "six", 7: "seven"}[round(whole / 60)]
    _says(f"So the whole workbook is about {hours} hours of a learner's own work")


def test_the_90_minute_plan_fills_90_minutes_with_the_tables_figures() -> None:
    rows = {what.split(" ", 1)[0]: minutes for minutes, what in _plan("**90 minutes")}
    assert sum(minutes for minutes, _ in _plan("**90 minutes")) == 90
    assert rows["00"] == TOTAL["00"] - GLOSSARY
    assert rows["01"] == TOTAL["01"]
    assert rows["03"] == TOTAL["03"] - EXERCISE  # without exercise 5


def test_the_3_hour_plan() -> None:
    work = sum(TOTAL[nb] for nb in ("00", "01", "02", "03", "04", "05")) - 3 * EXERCISE - GLOSSARY
    _says(f"are {work} minutes at the rates above; with the break, {work + BREAK_3_HOURS},")
    left = 180 - work - BREAK_3_HOURS
    _says(f"which leaves {left} minute{'' if left == 1 else 's'} for questions")
    _check_cumulative(
        "**3 hours",
        [
            ("00", TOTAL["00"] - GLOSSARY),
            ("01, exercise 1", TOTAL["01"]),
            ("02, without exercise 2", TOTAL["02"] - EXERCISE),
            ("03, exercises 3 and 4", TOTAL["03"] - EXERCISE),
            ("**the break**", BREAK_3_HOURS),
            ("04, exercise 6", TOTAL["04"] - EXERCISE),
            ("05, exercise 8", TOTAL["05"]),
            ("questions; the class report", 180 - work - BREAK_3_HOURS),
        ],
    )


def test_the_half_day_plan() -> None:
    work = sum(TOTAL[nb] for nb in ("00", "01", "02", "03", "04", "05", "06"))
    _says(f"Notebooks 00 to 06 are {work} minutes at the rates above, {work - GLOSSARY} with")
    _check_cumulative(
        "**Half a day",
        [
            ("00", TOTAL["00"] - GLOSSARY),
            ("01, exercise 1", TOTAL["01"]),
            ("02, exercise 2", TOTAL["02"]),
            ("03, exercises 3 to 5", TOTAL["03"]),
            ("04, exercises 6 and 7", TOTAL["04"]),
            ("05, exercise 8", TOTAL["05"]),
            ("06, exercise 9", TOTAL["06"]),
        ],
    )


@pytest.mark.parametrize("title", ["**90 minutes", "**3 hours", "**Half a day"])
def test_each_plan_has_a_table(title: str) -> None:
    assert _plan(title), f"{title}: no plan table found under it"
