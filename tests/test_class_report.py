"""hookkata report: a class's results in one table and a figure, checked on a class of 30.

The class is generated (seeded) and written by the real results writer; the command runs
as an instructor runs it, in its own process; every number of the tables is computed here
again from the generated plan, never from the module under test.
"""

from __future__ import annotations

import base64
import re
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
import zlib
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from hookkata import CATALOG
from hookkata.__main__ import main
from hookkata.classroom.render import markdown
from hookkata.classroom.results import ClassResults, Learner, Result, learner_name
from hookkata.classroom.summary import failure_summary, summarize

from .class_builders import IDS, PROPERTIES, Planned, generated_class, results, verdict, write

N = len(CATALOG)


def report(*args: str) -> subprocess.CompletedProcess[str]:
    """``hookkata report ...`` in its own process, as an instructor runs it."""
    return subprocess.run(
        [sys.executable, "-m", "hookkata", "report", *args],
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=120,
        check=False,
    )


def table(markdown: str, heading: str) -> list[list[str]]:
    """The rows of the Markdown table under ``## heading`` (the header row first), each
    cell unescaped; a ``|`` escaped as ``\\|`` stays inside its cell."""
    section = markdown.split(f"## {heading}\n", 1)[1].split("\n## ", 1)[0]
    rows = [line for line in section.splitlines() if line.startswith("| ")]
    return [
        [re.sub(r"\\(.)", r"\1", cell.strip()) for cell in re.split(r"(?<!\\)\|", row)[1:-1]]
        for row in rows
    ]


def png_chunks(data: bytes) -> list[tuple[bytes, bytes]]:
    """The chunks of a PNG file, each CRC checked; raises AssertionError if it is not one."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG signature"
    chunks, at = [], 8
    while at < len(data):
        (length,) = struct.unpack(">I", data[at : at + 4])
        kind, body = data[at + 4 : at + 8], data[at + 8 : at + 8 + length]
        (crc,) = struct.unpack(">I", data[at + 8 + length : at + 12 + length])
        assert zlib.crc32(kind + body) == crc, f"bad CRC in chunk {kind!r}"
        chunks.append((kind, body))
        at += 12 + length
    assert chunks[0][0] == b"IHDR"
    assert chunks[-1][0] == b"IEND"
    return chunks


# -- the class of 30, generated, reported by the real command -------------------------------


@pytest.fixture(scope="module")
def class_of_30(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """30 learners' files (half ``results/<name>.json``, half ``results/<name>/results.json``,
    as ``gh run download -D results/<name>`` leaves them), reported twice: once from the
    folder with Markdown on stdout, once from the files in reverse order with HTML."""
    root = tmp_path_factory.mktemp("class")
    plans = generated_class()
    files = []
    for index, plan in enumerate(plans):
        where = f"{plan.name}.json" if index % 2 else f"{plan.name}/results.json"
        files.append(write(root / "results" / where, results(plan.statuses())))
    first = report(str(root / "results"), "--out", str(root / "first"))
    second = report(*map(str, reversed(files)), "--out", str(root / "second"), "--format", "html")
    return {"plans": plans, "root": root, "first": first, "second": second}


def _first_not_passed(plan: Planned) -> int | None:
    return next((i for i, o in enumerate(plan.outcomes) if o is None or o[0] != "pass"), None)


def test_the_class_is_the_mix_asked_for(class_of_30):
    """8 finished, 8 stuck at 7, 5 not started, 2 errors, 7 mixed (2 without notebook 10)."""
    kinds = Counter(plan.kind for plan in class_of_30["plans"])
    assert kinds == {"finished": 8, "stuck-7": 8, "not-started": 5, "error-5": 2, "mixed": 7}
    assert sum(plan.outcomes[-1] is None for plan in class_of_30["plans"]) == 2


def test_a_clean_class_exits_0_and_says_nothing_on_stderr_but_the_files_written(class_of_30):
    """Every file read whole: exit 0; stderr lists the three files written, nothing else."""
    first = class_of_30["first"]
    assert first.returncode == 0, first.stderr
    assert [line.split("/")[-1] for line in first.stderr.splitlines()] == [
        "class-report.md",
        "class-report.html",
        "class-report.png",
    ]


def test_per_exercise_numbers_match_the_generated_class(class_of_30):
    """Pass rate, each outcome's count and "stuck here", per exercise, in catalog order."""
    plans: list[Planned] = class_of_30["plans"]
    rows = table(class_of_30["first"].stdout, "Per exercise")
    assert rows[0][:4] == ["#", "exercise", "notebook", "pass rate"]
    assert [row[0] for row in rows[1:]] == [str(e.number) for e in CATALOG]
    for column, row in enumerate(rows[1:]):
        outcomes = [plan.outcomes[column] for plan in plans]
        count = Counter("no result" if o is None else o[0] for o in outcomes)
        passed = count["pass"]
        rate = round(100 * passed / 30)
        stuck = sum(_first_not_passed(plan) == column for plan in plans)
        expected = [
            f"{rate}% ({passed}/30)",
            *(str(count[s]) for s in ("pass", "fail", "not-started", "error", "no result")),
            str(stuck),
        ]
        assert row[3:10] == expected, CATALOG[column].id


def test_exercise_7_names_the_property_most_learners_failed(class_of_30):
    """The stuck-at-7 learners fail one of two properties: the cell names the more common
    one, with how many of the fails it is."""
    plans: list[Planned] = class_of_30["plans"]
    column = IDS.index("answer-turn")
    fails = [o for p in plans if (o := p.outcomes[column]) is not None and o[0] == "fail"]
    props = Counter(prop or PROPERTIES["answer-turn"][0] for _, prop in fails)
    top, count = min(props.items(), key=lambda item: (-item[1], item[0]))
    row = table(class_of_30["first"].stdout, "Per exercise")[1 + column]
    assert row[-1] == f"{top} ({count} of {len(fails)})"
    assert len(props) == 2  # the seed gives both properties, so the choice is tested


def test_per_learner_rows_say_what_each_passed_and_where_they_are_stuck(class_of_30):
    """One row per learner, by name: passed out of 13, stuck at (or finished)."""
    plans = sorted(class_of_30["plans"], key=lambda plan: plan.name)
    rows = table(class_of_30["first"].stdout, "Per learner")[1:]
    assert [row[0] for row in rows] == [plan.name for plan in plans]
    for row, plan in zip(rows, plans, strict=True):
        passed = sum(o is not None and o[0] == "pass" for o in plan.outcomes)
        first = _first_not_passed(plan)
        stuck = "finished" if first is None else CATALOG[first].title
        assert row[1:3] == [f"{passed}/{N}", stuck], plan.name


def test_the_figure_is_a_valid_png_of_the_stated_size(class_of_30):
    """The PNG's chunks all check out; 11 x 5.5 inches at 100 dpi; no Software stamp."""
    data = (class_of_30["root"] / "first" / "class-report.png").read_bytes()
    chunks = png_chunks(data)
    width, height = struct.unpack(">II", chunks[0][1][:8])
    assert (width, height) == (1100, 550)
    assert not any(kind == b"tEXt" and body.startswith(b"Software") for kind, body in chunks)


def test_the_report_is_the_same_bytes_whatever_the_order_of_the_files(class_of_30):
    """Same class, files given in another order, another run: the same Markdown, HTML and
    PNG, byte for byte; and the HTML printed is the HTML written."""
    first, second = class_of_30["root"] / "first", class_of_30["root"] / "second"
    for name in ("class-report.md", "class-report.html", "class-report.png"):
        assert (first / name).read_bytes() == (second / name).read_bytes(), name
    assert class_of_30["second"].stdout == (second / "class-report.html").read_text("utf-8")


def test_the_markdown_file_links_the_figure_and_stdout_does_not(class_of_30):
    """The file written next to the PNG links it; stdout has no file to link."""
    written = (class_of_30["root"] / "first" / "class-report.md").read_text("utf-8")
    assert "](class-report.png)" in written
    assert "class-report.png" not in class_of_30["first"].stdout
    assert (
        written.replace(
            "![Results per exercise and where learners are stuck](class-report.png)\n\n", ""
        )
        == class_of_30["first"].stdout
    )


def test_the_html_is_well_formed_and_embeds_the_figure(class_of_30):
    """The page parses as XML; its tables have a row per exercise and per learner; its one
    image is the PNG written next to it; it has no script."""
    page = class_of_30["second"].stdout
    root = ET.fromstring(page.removeprefix("<!DOCTYPE html>\n"))
    exercises, learners = root.iter("table")
    assert len(exercises.findall("tr")) == 1 + N
    assert len(learners.findall("tr")) == 1 + 30
    [image] = root.iter("img")
    png = (class_of_30["root"] / "second" / "class-report.png").read_bytes()
    assert image.get("src") == "data:image/png;base64," + base64.b64encode(png).decode()
    assert not list(root.iter("script"))


# -- the summary, in process ----------------------------------------------------------------


def learner(name: str, statuses: dict[str, Any]) -> Learner:
    by_id = {key: Result(status, "") for key, status in statuses.items()}
    return Learner(name, Path(f"{name}.json"), by_id)


def test_exercises_nobody_submitted_are_still_listed():
    """One learner with one result: all 13 exercises have a row, the others "no result"."""
    summary = summarize(ClassResults((learner("ann", {"violation-chance": "pass"}),), ()))
    assert [row.exercise.id for row in summary.exercises] == IDS
    assert summary.exercises[0].pass_rate == 1.0
    assert all(row.counts["no result"] == 1 for row in summary.exercises[1:])
    assert summary.learners[0].stuck_at is CATALOG[1]


def test_a_learner_who_passed_everything_has_finished():
    everything = learner("bo", dict.fromkeys(IDS, "pass"))
    summary = summarize(ClassResults((everything,), ()))
    assert summary.learners[0].stuck_at is None
    assert summary.learners[0].passed == N
    assert all(row.stuck_here == 0 for row in summary.exercises)


def test_the_most_common_failure_breaks_ties_alphabetically():
    """Two properties failed once each: the report names the first alphabetically, so it
    never depends on the order the files were read."""
    a = Learner("a", Path("a.json"), {"rule-home": Result("fail", "❌ t\n   Property: zeta")})
    b = Learner("b", Path("b.json"), {"rule-home": Result("fail", "❌ t\n   Property: alpha")})
    for order in ((a, b), (b, a)):
        row = summarize(ClassResults(order, ())).exercises[1]
        assert (row.common_failure, row.common_failure_count) == ("alpha", 1)


def test_an_error_cause_is_summarised_too_and_counted_among_what_did_not_pass():
    """Three learners' answers raise the same error, one fails a property: the row names
    the error, "3 of 4", instead of the one fail as if it were the only problem."""
    error = verdict("rule-home", "error").report()
    fail = verdict("rule-home", "fail", "a premium session may open case files").report()
    results = [Learner(n, Path(f"{n}.json"), {"rule-home": Result("error", error)}) for n in "abc"]
    results.append(Learner("d", Path("d.json"), {"rule-home": Result("fail", fail)}))
    report = summarize(ClassResults(tuple(results), ()))
    row = report.exercises[1]
    assert "RuntimeError: boom" in row.common_failure
    assert (row.common_failure_count, row.not_passing) == (3, 4)
    assert "(3 of 4)" in markdown(report)


def test_failure_summary_reads_the_property_of_a_real_grader_message():
    """The message is Verdict.report(): the summary is its Property line."""
    message = verdict("free-tier", "fail", "a premium session may open case files").report()
    assert failure_summary(message) == "a premium session may open case files"


def test_failure_summary_without_a_property_is_the_first_line_without_the_title():
    title = CATALOG[0].title
    assert failure_summary(f"❌ {title}: it hung\nmore", title) == "it hung"
    assert failure_summary(f"❌ [fail] {title}: it hung", title) == "it hung"  # with the word
    assert failure_summary("", title) == "(no message)"


@pytest.mark.parametrize(
    ("path", "name"),
    [
        ("results/alice.json", "alice"),
        ("results/alice/results.json", "alice"),
        ("results/bob.smith.json", "bob.smith"),
    ],
)
def test_learner_name_is_the_file_or_the_folder_of_results_json(path, name):
    assert learner_name(Path(path)) == name


def test_a_lone_results_json_is_named_after_the_current_folder(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert learner_name(Path("results.json")) == tmp_path.name


def test_markdown_on_stdout_is_the_default(tmp_path, capsys):
    """No --out, no --format: Markdown on stdout, nothing written, exit 0."""
    write(tmp_path / "ann.json", results({"violation-chance": "pass"}))
    assert main(["report", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("# Class report\n")
    assert table(out, "Per exercise")[1][3] == "100% (1/1)"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["ann.json"]


def test_skipped_exercises_are_left_out_and_nobody_is_stuck_at_them(tmp_path, capsys):
    """--skip 2 --skip answer-turn: a workshop that skipped exercise 2 and 7 on purpose sees
    ann stuck at 3 (not at the skipped 2), and no row for either."""
    write(tmp_path / "ann.json", results({"violation-chance": "pass", "same-user": "fail"}))
    assert main(["report", str(tmp_path), "--skip", "2", "--skip", "answer-turn"]) == 0
    out = capsys.readouterr().out
    titles = [row[1] for row in table(out, "Per exercise")[1:]]
    assert CATALOG[1].title not in titles  # 2 · rule-home
    assert CATALOG[6].title not in titles  # 7 · answer-turn
    assert len(titles) == len(CATALOG) - 2
    [ann] = table(out, "Per learner")[1:]
    assert ann[1:3] == [f"1/{len(CATALOG) - 2}", CATALOG[2].title]  # stuck at 3 · same-user


def test_skipping_an_unknown_exercise_is_a_usage_error(tmp_path, capsys):
    write(tmp_path / "ann.json", results({"violation-chance": "pass"}))
    assert main(["report", str(tmp_path), "--skip", "rule-hom"]) == 2
    err = capsys.readouterr().err
    assert "--skip: no exercise 'rule-hom'" in err
    assert "2 rule-home" in err  # the catalog, to pick from


def test_skipped_exercises_label_the_marks_by_exercise_number(tmp_path, capsys):
    """--skip 2 --skip 5: the marks are exercises 1, 3, 4, 6 to 13, and the header says
    so (in Markdown and HTML), not "1 to 11"."""
    write(tmp_path / "ann.json", results({"violation-chance": "pass"}))
    assert main(["report", str(tmp_path), "--skip", "2", "--skip", "5"]) == 0
    out = capsys.readouterr().out
    header = table(out, "Per learner")[0]
    assert header[-1] == "exercises 1, 3, 4, 6 to 13"
    assert "1 to 11" not in out
    assert main(["report", str(tmp_path), "--skip", "2", "--skip", "5", "--format", "html"]) == 0
    assert "<th>exercises 1, 3, 4, 6 to 13</th>" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("numbers", "label"),
    [([1, 2, 3], "1 to 3"), ([1, 3, 4, 6, 7, 8], "1, 3, 4, 6 to 8"), ([5], "5"), ([], "")],
)
def test_numbers_label_shortens_runs_of_three_or_more(numbers, label):
    from hookkata.classroom.render import numbers_label

    assert numbers_label(numbers) == label


def _graded(exercise_id: str, answer: Any) -> str:
    """The real grader's message for ``answer`` (what results.json carries)."""
    from hookkata import exercise, grade

    return grade(exercise(exercise_id), answer).report()


def test_the_common_error_is_the_exception_not_the_property():
    """Three learners' answers raise KeyError on different inputs, one times out: the row
    names the KeyError (3 of 4), not the property text it was raised under."""

    def keyerror(call):
        return call.input["no such key"]

    crashed = _graded("free-tier", keyerror)
    assert "[error]" in crashed.splitlines()[0]
    assert "Property:" in crashed  # the report names a property: the summary must not
    learners = [
        Learner(n, Path(f"{n}.json"), {"free-tier": Result("error", crashed)}) for n in "abc"
    ]
    slow = "💥 [error] 4 · x: timed out after 2 s without an answer for f(1): is there a loop"
    learners.append(Learner("d", Path("d.json"), {"free-tier": Result("error", slow)}))
    row = summarize(ClassResults(tuple(learners), ())).exercises[3]
    assert row.common_failure == "raised KeyError: \"'no such key'\""
    assert row.common_failure_count == 3
    assert failure_summary(slow, "4 · x", "error") == "timed out after 2 s"


def test_an_error_whose_input_holds_for_is_cut_at_its_counterexample():
    """The input is cut exactly (the Counterexample line), so an exception message that
    says " for " keeps it."""
    title = CATALOG[3].title
    message = (
        f"💥 [error] {title}: your code raised ValueError: no plan for you for f('a for b')\n"
        "   Property: a premium session may open case files\n"
        "   Counterexample: f('a for b')"
    )
    assert failure_summary(message, title, "error") == "raised ValueError: no plan for you"
