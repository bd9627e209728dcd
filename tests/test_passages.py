"""Passages of the notebooks that once had two readings (issue 21): each says one thing now,
and what it says is what the grader or the code does.

Each test reads the sentence from the solved notebook (the starters are generated from it)
and checks the behaviour it describes.
"""

from __future__ import annotations

import copy
import random
from collections import Counter
from datetime import time, timezone
from pathlib import Path

import nbformat
import pytest

from hookkata import exercise, grade
from hookkata.lessons import ordering
from toolhooks import Deny

ROOT = Path(__file__).resolve().parent.parent
SOLUTIONS = ROOT / "solutions"


def _cells(number: str) -> list[nbformat.NotebookNode]:
    (path,) = SOLUTIONS.glob(f"{number}-*.ipynb")
    return list(nbformat.read(path, as_version=4).cells)


def _cell(number: str, cell_id: str) -> nbformat.NotebookNode:
    return next(c for c in _cells(number) if c.get("id") == cell_id)


def _one_line(text: str) -> str:
    return " ".join(text.split())


def _verdict(key: str, answer: object) -> str:
    return grade(exercise(key), answer, profile="dev-fixed", allow_copies=True).status


# --- exercise 5: what is compared with what ------------------------------------------------


def window_via_utc(call):
    """Reads the time of day after astimezone(timezone.utc), as the grader's hints write it."""
    t = call.timestamp.astimezone(timezone.utc).time()
    if call.tool_name == "create_case_file" and time(2) <= t < time(4):
        return Deny("deploy window", "open the case after 04:00 UTC")
    return None


def window_via_local(call):
    """Reads the time of day after astimezone() with no argument: the machine's local time."""
    t = call.timestamp.astimezone().time()
    if call.tool_name == "create_case_file" and time(2) <= t < time(4):
        return Deny("deploy window", "open the case after 04:00 UTC")
    return None


def test_exercise_5_says_the_timestamp_is_utc_and_converting_to_utc_changes_nothing():
    text = _one_line(_cell("03", "03-28b").source)
    assert "`call.timestamp` is an aware `datetime` in UTC already" in text
    assert "`call.timestamp.astimezone(timezone.utc)` gives the same time" in text
    assert "`.astimezone()` with no argument gives the grading machine's local time" in text
    assert "Convert" not in text
    assert "shift" not in text
    assert _verdict("deploy-window", window_via_utc) == "pass"


def test_exercise_5_local_time_fails_where_the_grading_machine_is_not_on_utc():
    """Answers run with their local zone set to UTC+05:45 (test_grading_time_zone), so
    local time is caught, as the sentence warns."""
    assert _verdict("deploy-window", window_via_local) == "fail"


# --- exercise 7: what follows the results --------------------------------------------------


def _answer_turn_then(*after):
    """Right results, then ``after`` blocks."""

    def answer_turn(call_tool, content):
        results = []
        for block in content:
            if block["type"] == "tool_use":
                try:
                    results.append(call_tool(block))
                except Exception as exc:
                    results.append({"type": "tool_result", "tool_use_id": block["id"],
                                    "is_error": True, "content": f"{type(exc).__name__}: {exc}"})  # fmt: skip
        return {"role": "user", "content": [*results, *copy.deepcopy(after)]}  # its own

    return answer_turn


USER_BLOCKS = (
    {"type": "text", "text": "Go on."},
    {"type": "image", "source": {"type": "base64", "media_type": "image/png", "data": "iVBO"}},
    {"type": "document", "source": {"type": "text", "media_type": "text/plain", "data": "x"}},
)
REFUSED_AFTER = {
    "an empty text": {"type": "text", "text": ""},
    "a blank text": {"type": "text", "text": " \n\t"},
    "a text whose text is not a str": {"type": "text", "text": None},
    "a tool_use": {"type": "tool_use", "id": "toolu_x", "name": "lookup_user", "input": {}},
    "another tool_result": {"type": "tool_result", "tool_use_id": "toolu_x", "content": "ok"},
    "a thinking block": {"type": "thinking", "thinking": "done", "signature": "s"},
    "a block that is not a dict": "Go on.",
}


def test_exercise_7_says_what_may_follow_the_results_and_the_grader_agrees():
    """The API refuses an empty or blank text block, and a tool_use or tool_result in that
    place: content may end after the results, or go on only with blocks a user message
    holds."""
    sentence = "or go on only with `image`, `document` or non-blank `text` blocks"
    assert sentence in exercise("answer-turn").returns
    assert sentence in _one_line(_cell("04", "04-22").source)
    assert _verdict("answer-turn", _answer_turn_then(*USER_BLOCKS)) == "pass"


@pytest.mark.parametrize("kind", sorted(REFUSED_AFTER))
def test_exercise_7_refuses_what_a_user_message_may_not_hold_after_the_results(kind):
    assert _verdict("answer-turn", _answer_turn_then(REFUSED_AFTER[kind])) == "fail"


# --- exercise 12: a Counter to count, a dict to return -------------------------------------


def summary_returns_the_counter(outcomes, end):
    """The reference's summary with calls_by_tool left a Counter."""
    summary = exercise("session-summary").reference(outcomes, end)
    return {**summary, "calls_by_tool": Counter(o.tool_name for o in outcomes)}


def test_exercise_12_allows_counting_with_a_counter_and_returning_a_dict():
    returns = exercise("session-summary").returns
    assert "count with a `Counter` if you like, then return `dict(counter)`" in returns
    stub = next(c for c in _cells("08") if "def summarize_session(" in c.source)
    assert "from collections import Counter" in stub.source.split("### BEGIN SOLUTION")[0]
    assert "dict(Counter(" in stub.source  # the solution counts with one and returns a dict
    assert _verdict("session-summary", summary_returns_the_counter) == "fail"


# --- notebook 06: what the 30% is ----------------------------------------------------------


def test_notebook_06_says_how_many_of_the_200_calls_are_free_tier():
    text = _one_line(_cell("06", "06-16").source)
    assert "drawn free-tier with probability 0.3" in text
    assert "55 of the 200 come out free-tier" in text
    dice = random.Random(6)  # ordering.measured_queries' seed
    assert sum(dice.random() < 0.3 for _ in range(200)) == 55
    after = _one_line(_cell("06", "06-18").source)
    assert "only the 145 premium calls query the database" in after
    assert ordering.measured_queries(0.3, cheap_first=True, calls=200) == 145
    assert ordering.measured_queries(0.3, cheap_first=False, calls=200) == 200


# --- stray outputs and visible directives --------------------------------------------------


@pytest.mark.parametrize("path", sorted(SOLUTIONS.glob("*.ipynb")), ids=lambda p: p.name[:2])
def test_no_cell_shows_a_function_object_or_an_nbval_directive(path):
    for cell in nbformat.read(path, as_version=4).cells:
        if cell.cell_type != "code":
            continue
        assert "NBVAL_" not in cell.source, "tag the cell nbval-ignore-output instead"
        for output in cell.get("outputs", []):
            shown = output.get("data", {}).get("text/plain", "")
            assert not shown.startswith("<function "), f"cell {cell.get('id')} echoes a function"


def test_the_live_cell_of_09_ignores_its_output_by_tag_and_the_starter_keeps_the_tag():
    from hookkata.starters import starter

    (path,) = SOLUTIONS.glob("09-*.ipynb")
    solved = nbformat.read(path, as_version=4)
    live = next(c for c in solved.cells if c.cell_type == "code" and "live_client()" in c.source)
    assert "nbval-ignore-output" in live.metadata.get("tags", [])
    made = next(
        c for c in starter(solved).cells if c.cell_type == "code" and "live_client()" in c.source
    )
    assert "nbval-ignore-output" in made.metadata.get("tags", [])


# --- notebooks 09 and 10: how long Claude Code must wait for the adapter ------------------


@pytest.mark.parametrize("number", ["09", "10"])
def test_the_settings_timeout_advice_names_the_adapters_own_limit_and_grace(number):
    """A `timeout` just above the adapter's 5 s is unsafe: the adapter may take its grace too,
    so the advice names both and the figure the `settings` command writes (cold walkthrough)."""
    from toolhooks.hosts.claude_code.process_guard import GRACE_S
    from toolhooks.hosts.claude_code.settings import claude_code_timeout
    from toolhooks.hosts.claude_code.targets import DEFAULT_TIMEOUT_S

    text = _one_line(" ".join("".join(c.source) for c in _cells(number)))
    written = claude_code_timeout(DEFAULT_TIMEOUT_S)
    assert f"adapter's own {DEFAULT_TIMEOUT_S:g} s and its {GRACE_S:g} s of grace" in text
    assert f"`settings` command writes {written:g} s" in text
    assert "above the adapter's own (5 s)" not in text


@pytest.mark.parametrize("path", sorted(SOLUTIONS.glob("*.ipynb")), ids=lambda p: p.name[:2])
def test_no_prose_names_what_only_the_output_checker_sees(path):
    """The output checker's replacements (solutions/sanitize.cfg: SCRATCH, 0xADDRESS, N.N s)
    never reach a learner's screen, so prose that promises them is untrue (walkthrough: "scratch
    folders show as SCRATCH", while the learner saw /tmp/hooks-workbook-...)."""
    replacements = [
        line.split(":", 1)[1].strip()
        for line in (SOLUTIONS / "sanitize.cfg").read_text().splitlines()
        if line.startswith("replace:")
    ]
    for cell in nbformat.read(path, as_version=4).cells:
        if cell.cell_type == "markdown":
            shown = [word for word in replacements if word in cell.source]
            assert not shown, f"cell {cell.get('id')} names {shown}: a learner never sees them"
