"""hookkata report on bad input: each bad file is named, skipped, and loses nothing else.

Learners control their file names and, through their answers, the grader's messages; an
instructor's download step can leave anything in the folder. Every case here sits next to
a good learner, ``ann``, whose row must come through untouched.
"""

from __future__ import annotations

import json
import os
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from hookkata.__main__ import main
from hookkata.classroom.render import MESSAGE_CHARS, NAME_CHARS, clean, md
from hookkata.classroom.results import MAX_BYTES
from hookkata.grading.verdict import printable

from .class_builders import results, write
from .test_class_report import table

GOOD = results({"violation-chance": "pass", "rule-home": "fail"})


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["report", *args])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """A results folder holding ``ann.json``, a good file."""
    write(tmp_path / "results" / "ann.json", GOOD)
    return tmp_path / "results"


def assert_ann_reported(out: str) -> None:
    """ann's row is there, as her file says; she is the only learner."""
    rows = table(out, "Per learner")[1:]
    assert [row[:3] for row in rows] == [["ann", "1/13", "2 · Where a rule lives"]]


# -- files that are not results files: skipped whole, the rest reported ----------------------

NOT_RESULTS: list[tuple[str, bytes, str]] = [
    ("not-json", b"hello, world\n", "not JSON (Expecting value at line 1, column 1)"),
    ("truncated", json.dumps(GOOD).encode()[:-20], "not JSON ("),
    ("empty", b"", "not JSON (Expecting value at line 1, column 1)"),
    ("not-utf8", b'{"version": 2, "tests": ["\xff\xfe"]}', "not UTF-8 text (at byte offset 26)"),
    ("a-list", b"[1, 2]", "a JSON list, not an object"),
    ("a-string", b'"results"', "a JSON string, not an object"),
    ("no-version", b'{"tests": []}', "version: expected 2, got no version"),
    ("version-3", b'{"version": 3, "tests": []}', "version: expected 2, got version 3"),
    ("version-true", b'{"version": true, "tests": []}', "version: expected 2, got version True"),
    ("no-tests", b'{"version": 2}', "tests: expected a list of results, got nothing"),
    (
        "tests-object",
        b'{"version": 2, "tests": {}}',
        "tests: expected a list of results, got a JSON object",
    ),
    (
        "entry-number",
        b'{"version": 2, "tests": [7]}',
        "tests[0]: expected an object, got a JSON number",
    ),
    (
        "bad-status",
        b'{"version": 2, "tests": [{"id": "rule-home", "status": "passed"}]}',
        "tests[0].status: expected one of pass, fail, not-started, error, got 'passed'",
    ),
    (
        "status-null",
        b'{"version": 2, "tests": [{"id": "rule-home"}]}',
        "tests[0].status: expected one of pass, fail, not-started, error, got None",
    ),
    (
        "message-number",
        b'{"version": 2, "tests": [{"id": "rule-home", "status": "fail", "message": 3}]}',
        "tests[0].message: expected text or null, got number",
    ),
    (
        "id-list",
        b'{"version": 2, "tests": [{"id": ["x"], "status": "pass"}]}',
        "tests[0].id: expected text, got list",
    ),
    (
        "no-id-no-name",
        b'{"version": 2, "tests": [{"status": "pass"}]}',
        "tests[0]: expected an exercise `id` or `name`, got neither",
    ),
    ("deep", b"[" * 200_000 + b"]" * 200_000, "JSON nested too deeply to be results"),
]


@pytest.mark.parametrize(
    ("name", "content", "reason"), NOT_RESULTS, ids=[c[0] for c in NOT_RESULTS]
)
def test_a_file_that_is_not_a_results_file_is_named_skipped_and_the_rest_reported(
    folder, capsys, name, content, reason
):
    """Exit 1; stderr names the file, the place and the reason; the report lists it under
    Skipped and still covers ann."""
    bad = folder / f"{name}.json"
    bad.write_bytes(content)
    code, out, err = run(capsys, str(folder))
    assert code == 1
    [line] = err.splitlines()
    assert line.startswith(f"hookkata report: skipped {bad}: {reason}"), line
    assert line.endswith("; the file is skipped")
    assert "hookkata grade --json FILE" in line or "tests[0]" in line
    assert_ann_reported(out)
    assert f"## Skipped\n\n- {md(str(bad), 10_000)}" in out


def test_a_file_too_large_is_skipped_unread(folder, capsys):
    """Over MAX_BYTES: skipped before it is parsed, with the limit in the message."""
    big = folder / "big.json"
    big.write_bytes(b" " * MAX_BYTES + b"{}")
    code, out, err = run(capsys, str(folder))
    assert code == 1
    assert f"skipped {big}: larger than {MAX_BYTES:,} bytes, too large" in err
    assert_ann_reported(out)


def test_a_byte_order_mark_is_accepted(folder, capsys):
    """A file saved by an editor that adds a UTF-8 BOM is still a results file."""
    (folder / "bo.json").write_bytes(b"\xef\xbb\xbf" + json.dumps(GOOD).encode())
    code, out, _ = run(capsys, str(folder))
    assert code == 0
    assert [row[0] for row in table(out, "Per learner")[1:]] == ["ann", "bo"]


def test_a_folder_is_searched_for_json_only(folder, capsys):
    """junit.xml and other files next to the results (as the artifact has them) are ignored."""
    (folder / "junit.xml").write_text("<testsuites/>")
    (folder / "notes.txt").write_text("hello")
    code, out, err = run(capsys, str(folder))
    assert (code, err) == (0, "")
    assert_ann_reported(out)


# -- entries: an unknown exercise or a second result is skipped alone -----------------------


def test_an_unknown_exercise_skips_that_entry_only(folder, capsys):
    """The learner's other results count; the entry is named with its message."""
    data = results({"violation-chance": "pass", "same-user": "fail"})
    data["tests"].insert(
        1, {"name": "x", "id": "no-such-exercise", "status": "pass", "message": None}
    )
    data["tests"].append(
        {"id": "notebooks/my_rules.py", "status": "error", "message": "my_rules.py: defines none"}
    )
    bo = write(folder / "bo.json", data)
    code, out, err = run(capsys, str(folder))
    assert code == 1
    assert err.splitlines() == [
        f"hookkata report: skipped {bo}: tests[1]: 'no-such-exercise' is not an exercise of the"
        " catalog (`hookkata list`); this entry is skipped",
        f"hookkata report: skipped {bo}: tests[3]: 'notebooks/my_rules.py' is not an exercise of"
        " the catalog (`hookkata list`) (its message: my_rules.py: defines none); this entry is"
        " skipped",
    ]
    bo_row = table(out, "Per learner")[2]
    assert bo_row[:3] == ["bo", "1/13", "2 · Where a rule lives"]
    assert bo_row[3] == "`✓-✗----------`"


def test_an_entry_named_by_its_title_only_is_accepted(folder, capsys):
    """Exercism's format has only ``name``: the catalog title finds the exercise."""
    data = results({"violation-chance": "pass"})
    del data["tests"][0]["id"]
    write(folder / "bo.json", data)
    code, out, _ = run(capsys, str(folder))
    assert code == 0
    assert table(out, "Per learner")[2][:2] == ["bo", "1/13"]


def test_a_second_result_for_an_exercise_keeps_the_better_and_says_so(folder, capsys):
    """Two notebooks graded for the same exercise: a pass in either is a pass."""
    data = results({"violation-chance": "fail"})
    data["tests"].append({**data["tests"][0], "status": "pass", "message": None})
    bo = write(folder / "bo.json", data)
    code, out, err = run(capsys, str(folder))
    assert code == 1
    assert err == (
        f"hookkata report: skipped {bo}: tests[1]: a second result for 'violation-chance'"
        " (the first is tests[0]); the report keeps the better of the two, pass\n"
    )
    assert table(out, "Per learner")[2][:2] == ["bo", "1/13"]


# -- learners and arguments ------------------------------------------------------------------


def test_duplicate_learners_keep_the_first_and_name_both_files(folder, capsys):
    """results/ann.json and results/ann/results.json are both "ann": the first in path
    order (the folder, as ``ann`` sorts before ``ann.json``) is kept, the other skipped."""
    first = write(folder / "ann" / "results.json", GOOD)
    write(folder / "ann.json", results({}))
    code, out, err = run(capsys, str(folder))
    assert code == 1
    assert err == (
        f"hookkata report: skipped {folder / 'ann.json'}: learner 'ann' again (first read from"
        f" {first}); rename one of the two\n"
    )
    assert_ann_reported(out)


def test_the_same_file_named_twice_is_read_once(folder, capsys):
    ann = str(folder / "ann.json")
    code, out, err = run(capsys, ann, ann, str(folder))
    assert (code, err) == (0, "")
    assert_ann_reported(out)


@pytest.mark.parametrize(
    ("argument", "reason"),
    [
        ("results/*.json", "no file matches this pattern"),
        ("empty", "a folder without any .json file"),
        ("nowhere.json", "no such file or folder"),
    ],
)
def test_nothing_to_report_exits_2_and_says_why(tmp_path, monkeypatch, capsys, argument, reason):
    """An empty glob (the shell passes it on unexpanded), an empty folder, a missing file."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "empty").mkdir()
    code, out, err = run(capsys, argument)
    assert code == 2
    assert out == ""
    assert err.splitlines() == [
        f"hookkata report: skipped {argument}: {reason}",
        "hookkata report: no results to report; expected results files (hookkata grade"
        " --json FILE), e.g. hookkata report results/",
    ]


def test_a_fifo_is_not_opened(folder, capsys):
    """Opening a named pipe would block the report forever: it is named and skipped."""
    fifo = folder / "pipe.json"
    os.mkfifo(fifo)
    code, out, err = run(capsys, str(fifo), str(folder / "ann.json"))
    assert code == 1
    assert err == f"hookkata report: skipped {fifo}: not a regular file\n"
    assert_ann_reported(out)


def test_a_pattern_the_shell_did_not_expand_is_expanded(folder, monkeypatch, capsys):
    monkeypatch.chdir(folder.parent)
    code, out, _ = run(capsys, "results/*.json")
    assert code == 0
    assert_ann_reported(out)


def test_a_bad_file_among_good_ones_is_still_exit_1_with_everything_else_reported(folder, capsys):
    for name in ("bo", "cy"):
        write(folder / f"{name}.json", GOOD)
    (folder / "dee.json").write_text("{")
    code, out, _ = run(capsys, str(folder))
    assert code == 1
    assert [row[0] for row in table(out, "Per learner")[1:]] == ["ann", "bo", "cy"]
    assert table(out, "Per exercise")[2][3] == "0% (0/3)"


def test_out_where_a_file_is_exits_2(folder, capsys):
    (folder.parent / "taken").write_text("")
    code, _, err = run(capsys, str(folder), "--out", str(folder.parent / "taken"))
    assert code == 2
    assert err == (
        f"hookkata report: cannot write the report into {folder.parent / 'taken'} (File exists);"
        " give --out a folder you can write to\n"
    )


def test_without_matplotlib_html_exits_2_and_markdown_still_works(folder, capsys, monkeypatch):
    monkeypatch.setitem(sys.modules, "matplotlib", None)
    code, out, err = run(capsys, str(folder), "--format", "html")
    assert (code, out) == (2, "")
    assert "the figure needs matplotlib" in err
    assert "pip install 'hooks-workbook[lab]'" in err
    code, out, _ = run(capsys, str(folder))
    assert code == 0
    assert_ann_reported(out)


# -- what a learner controls: names and messages ---------------------------------------------

HOSTILE_NAME = "<img src=x onerror=alert(1)> | `rm -rf` *bold* [a](javascript:x) $x$ \u202eevil"
HOSTILE_MESSAGE = (
    "<script>alert('x')</script> | cell | `code` | fake | row | ## heading"
    " [link](javascript:alert(1)) ![img](http://x/y.png) $$math$$ ~~strike~~ \\ & &amp;"
    " \ud800 \u202eevil\x1b[2J"
)
"""One line: the report shows a failure's Property line, so a message's own line breaks
never reach a cell (the file name below brings one instead)."""


@pytest.fixture
def hostile(folder: Path) -> Path:
    """A learner whose file name and failure message try to break out of the report."""
    data = results({"violation-chance": "pass", "rule-home": ("fail", HOSTILE_MESSAGE)})
    # ASCII JSON: the lone surrogate travels as the escape \ud800, as a hand-made file may.
    (folder / f"{HOSTILE_NAME}.json").write_text(json.dumps(data), encoding="ascii")
    # A newline in a file name is allowed on Linux: the name must still stay on its row.
    write(folder / "line\nbreak.json", results({"violation-chance": "pass"}))
    return folder


def test_markdown_tables_keep_their_shape_whatever_the_learner_wrote(hostile, capsys):
    """Every row has the header's number of cells; no raw ``<``, no stray backtick, no line
    that is not a row inside the tables; the text is still there, escaped."""
    code, out, _ = run(capsys, str(hostile))
    assert code == 0
    out.encode("utf-8")  # the lone surrogate did not reach the output
    for heading in ("Per exercise", "Per learner"):
        section = out.split(f"## {heading}\n", 1)[1].split("\n## ", 1)[0].strip().splitlines()
        rows = section[section.index(next(s for s in section if s.startswith("| "))) :]
        assert all(row.startswith("|") and row.endswith("|") for row in rows)
        widths = {len(re.split(r"(?<!\\)\|", row)) for row in rows}
        assert len(widths) == 1, heading
    assert "<" not in out
    assert ">" not in out
    assert len(re.findall(r"(?<!\\)`", out)) == 2 * 3  # the mark strips, nothing else
    assert "&lt;script&gt;alert('x')&lt;/script&gt; \\| cell \\| \\`code\\`" in out
    names = [row[0] for row in table(out, "Per learner")[1:]]
    assert "line break" in names
    assert clean(HOSTILE_NAME, NAME_CHARS).replace("<", "&lt;").replace(">", "&gt;") in names


def test_html_escapes_everything_the_learner_wrote(hostile, capsys):
    """The page parses as XML with our elements only: one img (the figure), no script, no
    link; the learner's text is text."""
    code, page, _ = run(capsys, str(hostile), "--format", "html")
    assert code == 0
    root = ET.fromstring(page.removeprefix("<!DOCTYPE html>\n"))
    tags = {element.tag for element in root.iter()}
    assert tags <= {
        "html",
        "head",
        "meta",
        "title",
        "style",
        "body",
        "h1",
        "h2",
        "p",
        "img",
        "table",
        "tr",
        "th",
        "td",
        "code",
        "ul",
        "li",
    }
    assert len(list(root.iter("img"))) == 1
    cells = ["".join(td.itertext()) for td in root.iter("td")]
    # The grader's report shows a lone surrogate and an escape code as visible escapes
    # (verdict.printable); the class report then cleans that text for its cell.
    failure = clean(printable(HOSTILE_MESSAGE), MESSAGE_CHARS) + " (1 of 2)"  # ann: another way
    assert failure.startswith("<script>alert('x')</script> | cell | `code` | fake | row |")
    assert failure in cells
    assert clean(HOSTILE_NAME, NAME_CHARS) in cells
    assert "\u202e" not in page


def test_a_huge_message_is_cut_in_the_table(folder, capsys):
    """A 2 MB message: the cell shows at most MESSAGE_CHARS of it, and the report is small."""
    data = results({"violation-chance": "fail"})
    data["tests"][0]["message"] = "❌ t\n   Property: " + "x" * 2_000_000
    write(folder / "bo.json", data)
    code, out, _ = run(capsys, str(folder))
    assert code == 0
    cell = table(out, "Per exercise")[1][-1]
    assert cell == "x" * (MESSAGE_CHARS - 1) + "… (1 of 1)"
    assert len(out) < 10_000


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("a\nb\r\nc\td", "a b c d"),
        ("\u202eabc\u2066", "abc"),
        ("x\ud800y", "x?y"),
        ("  many   spaces  ", "many spaces"),
        ("\x00\x1b[31mred", "[31mred"),
    ],
)
def test_clean_makes_one_safe_line(text: str, expected: str) -> None:
    assert clean(text, 100) == expected


def test_md_escapes_what_markdown_would_read() -> None:
    assert md("a|b`c*d_e[f]g~h$i\\j<k>l&m") == (
        "a\\|b\\`c\\*d\\_e\\[f\\]g\\~h\\$i\\\\j&lt;k&gt;l&amp;m"
    )
