"""The ``hookkata`` command (also ``python -m hookkata``): grade, list, progress, reset, report.

Exit codes of ``grade``: 0 when every exercise of the workbook was found and passed (with
``--only`` or ``--allow-missing``: every exercise graded); 1 otherwise (one did not pass,
one was missing, or nothing was graded); 2 for a usage error. Of ``report``: 0 when every
input was read whole; 1 when something was skipped (listed on stderr and at the end of the
report, which covers the rest); 2 when there was nothing to report or the report could not
be written.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

from hookkata import progress, reports, starters
from hookkata.catalog import exercise
from hookkata.classroom import figure as class_figure
from hookkata.classroom import render as class_render
from hookkata.classroom.results import ClassResults, Skipped, graded_learner, read_class
from hookkata.classroom.summary import ClassReport, summarize
from hookkata.exercises import CATALOG
from hookkata.grading import environment
from hookkata.grading.exercise import Exercise
from hookkata.grading.files import Graded, grade_paths, names_exercise
from hookkata.grading.verdict import Verdict
from hookkata.tables import markdown_table, text_table


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; a reader that stops early (``hookkata list | head``) ends it quietly."""
    try:
        status = _command(_parser().parse_args(argv))
        sys.stdout.flush()  # here, not at exit, so a closed pipe is caught below
        return status
    except BrokenPipeError:
        _silence_stdout()
        return 1


def _silence_stdout() -> None:
    """Point stdout at the null device: the pipe's reader is gone, and Python's own flush
    at exit would raise ``BrokenPipeError`` again (the recipe of the ``signal`` module's
    documentation)."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass  # no file descriptor (a replaced sys.stdout): nothing will be flushed to it


def _command(args: argparse.Namespace) -> int:
    if args.command == "list":
        return _list(as_json=args.json)
    if args.command == "progress":
        print(text_table(progress.verdicts_so_far()))
        return 0
    if args.command == "reset":
        return _reset(args)
    if args.command == "report":
        return _report(args)
    return _grade(args)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="hookkata", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    grade = commands.add_parser("grade", help="grade notebooks or .py answer files")
    grade.add_argument("paths", nargs="+", type=Path, help="files or folders")
    grade.add_argument(
        "--only", action="append", default=[], help="exercise id, number or function"
    )
    grade.add_argument(
        "--allow-missing",
        action="store_true",
        help="grade part of the workbook: exit 0 when what was found passed, even if some "
        "exercises were not in the paths given (they are listed)",
    )
    grade.add_argument("--json", type=Path, help="write Exercism-style results.json here")
    grade.add_argument("--junit", type=Path, help="write JUnit XML here")
    grade.add_argument("--summary", type=Path, help="append a Markdown table here (CI job summary)")
    listing = commands.add_parser("list", help="the exercise catalog")
    listing.add_argument("--json", action="store_true", help="as JSON")
    commands.add_parser("progress", help="your latest result for every exercise")
    reset = commands.add_parser(
        "reset", help="start one notebook again from its starter (a copy is kept in backups/)"
    )
    reset.add_argument("notebook", help="its number, e.g. 07")
    reset.add_argument("--solutions", type=Path, default=Path("solutions"))
    reset.add_argument("--notebooks", type=Path, default=Path("notebooks"))
    report = commands.add_parser(
        "report",
        help="a class's results in one table and a figure",
        description="Gather learners' results files (hookkata grade --json FILE) into one "
        "report: pass rate per exercise and where learners are stuck. A learner is named "
        "after the file (results/alice.json), or after the folder of a file named "
        "results.json (results/alice/results.json).",
        epilog="Exit codes: 0 every input read whole; 1 something skipped (each named on "
        "stderr and at the end of the report, which covers the rest); 2 nothing to report, "
        "or the report could not be written.",
    )
    report.add_argument("paths", nargs="+", help="results files, folders of them, or glob patterns")
    report.add_argument(
        "--graded-upstream",
        action="store_true",
        help="the results files were written by a grader you run (the instructor-grade "
        "workflow), not by the learners' forks: they are not labelled self-reported",
    )
    report.add_argument(
        "--regrade",
        action="store_true",
        help="the paths are learners' folders (cloned forks): grade each one here, with the "
        "trusted grader, one learner at a time, instead of reading what their forks reported",
    )
    report.add_argument(
        "--format",
        choices=("md", "html"),
        default="md",
        help="what to print: Markdown (default) or a self-contained HTML page",
    )
    report.add_argument(
        "--skip",
        action="append",
        default=[],
        metavar="EXERCISE",
        help="leave out an exercise the workshop skipped on purpose (id or number; repeat it): "
        "it gets no row, and no learner is counted as stuck at it",
    )
    report.add_argument(
        "--out",
        type=Path,
        metavar="DIR",
        help=f"also write {class_render.REPORT_NAME}.md, .html and .png into this folder",
    )
    return parser


def _reset(args: argparse.Namespace) -> int:
    try:
        done = starters.generate(args.solutions, args.notebooks, only=args.notebook, force=True)
    except ValueError as exc:
        print(f"hookkata reset: {exc}", file=sys.stderr)
        return 2
    status = starters.report(done)
    starters.forget_progress([*done.written, *done.up_to_date])  # the one notebook reset
    return status


def _report(args: argparse.Namespace) -> int:
    results = _regraded(args.paths) if args.regrade else read_class(args.paths)
    if args.graded_upstream:
        results = ClassResults(
            tuple(replace(learner, graded_here=True) for learner in results.learners),
            results.skipped,
        )
    for skipped in results.skipped:
        print(f"hookkata report: skipped {skipped.line()}", file=sys.stderr)
    if not results.learners:
        print(
            "hookkata report: no results to report; expected results files (hookkata grade "
            "--json FILE), e.g. hookkata report results/",
            file=sys.stderr,
        )
        return 2
    try:
        catalog = workshop_catalog(args.skip)
    except KeyError as exc:
        print(f"hookkata report: --skip: {exc.args[0]}", file=sys.stderr)
        return 2
    summary = summarize(results, catalog)
    try:
        figure = class_figure.png(summary) if args.out or args.format == "html" else None
        if args.out:
            _write_report(args.out, summary, figure or b"")
    except class_figure.FigureUnavailable as exc:
        print(f"hookkata report: {exc}", file=sys.stderr)
        return 2
    except OSError as exc:
        print(
            f"hookkata report: cannot write the report into {args.out} ({exc.strerror or exc});"
            " give --out a folder you can write to",
            file=sys.stderr,
        )
        return 2
    page = class_render.html_page(summary, figure) if args.format == "html" else None
    sys.stdout.write(page if page is not None else class_render.markdown(summary))
    return 1 if results.skipped else 0


def _regraded(paths: Sequence[str]) -> ClassResults:
    """Grade each learner's folder here (its ``notebooks/``, or the folder itself)."""
    learners, skipped = [], []
    with environment.cleaned_up():
        for folder in sorted(Path(p) for p in paths):
            if not folder.is_dir():
                skipped.append(
                    Skipped(folder, "", "not a folder: --regrade takes learners' folders")
                )
                continue
            notebooks = folder / "notebooks"
            graded = grade_paths([notebooks if notebooks.is_dir() else folder], CATALOG)
            verdicts = [v for g in graded for v in g.verdicts]
            print(
                f"hookkata report: graded {folder.name}: {sum(v.passed for v in verdicts)}"
                f"/{len(CATALOG)} passed",
                file=sys.stderr,
                flush=True,
            )
            learners.append(graded_learner(folder.name, folder, verdicts))
    return ClassResults(tuple(sorted(learners, key=lambda x: x.name)), tuple(skipped))


def workshop_catalog(skipped: Sequence[str]) -> list[Exercise]:
    """The catalog without the exercises named in ``skipped`` (ids or numbers)."""
    left_out = {exercise(int(key) if key.isdigit() else key).id for key in skipped}
    return [e for e in CATALOG if e.id not in left_out]


def _write_report(folder: Path, summary: ClassReport, figure: bytes) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for name, data in class_render.files(summary, figure).items():
        (folder / name).write_bytes(data)
        print(f"hookkata report: wrote {folder / name}", file=sys.stderr)


def _list(*, as_json: bool) -> int:
    entries = [
        {
            "number": e.number,
            "id": e.id,
            "title": e.title,
            "notebook": e.notebook,
            "function": e.name,
            "signature": e.signature,
            "spec": e.spec,
            "returns": e.returns,
            "clauses": [
                {"says": c.says, "property": c.prop, "by": c.by, "classes": list(c.classes)}
                for c in e.clauses
            ],
        }
        for e in CATALOG
    ]
    if as_json:
        print(json.dumps(entries, indent=2, ensure_ascii=False))
    else:
        id_width = max(len(e.id) for e in CATALOG)
        signature_width = max(len(e.signature) for e in CATALOG)
        for e in CATALOG:
            print(
                f"{e.number:>2}  {e.id:<{id_width}}  {e.signature:<{signature_width}}  {e.notebook}"
            )
    return 0


def _grade(args: argparse.Namespace) -> int:
    def show(graded: Graded) -> None:
        passed = sum(v.passed for v in graded.verdicts)
        none = "none of the --only exercises is here" if args.only else "no exercises"
        what = f"{passed}/{len(graded.verdicts)} passed" if graded.verdicts else none
        print(f"graded {graded.source} ({graded.seconds:.1f} s): {what}", flush=True)

    unknown = [key for key in args.only if not any(names_exercise(key, e) for e in CATALOG)]
    if unknown:
        print(
            f"--only {unknown[0]!r} names no exercise: give its id, number or function "
            "(hookkata list shows them), e.g. --only same-user, --only 3 or --only 03.",
            file=sys.stderr,
        )
        return 2
    with environment.cleaned_up():
        graded = grade_paths(args.paths, CATALOG, args.only, on_file=show)
    verdicts = [v for g in graded for v in g.verdicts]
    _record_progress(verdicts, args.paths)
    missing = [] if args.only or args.allow_missing else _missing(verdicts)
    print()
    print(text_table(verdicts) if verdicts else "nothing was graded: no exercise found.")
    for verdict in verdicts:  # the table's note is one short line: here is the whole feedback
        if verdict.status in ("fail", "error"):
            print()
            print(verdict.report())
    if missing:
        print()
        print(_missing_note(missing))
    if args.json:
        reports.write_json(args.json, graded, missing)
    if args.junit:
        reports.write(args.junit, reports.junit_xml(graded))
    if args.summary:
        with args.summary.open("a", encoding="utf-8") as handle:
            handle.write(markdown_table(verdicts) + "\n")
            if missing:
                handle.write("\n" + _missing_note(missing) + "\n")
    return 0 if verdicts and all(v.passed for v in verdicts) and not missing else 1


def _record_progress(verdicts: Sequence[Verdict], graded: Sequence[Path]) -> None:
    """Record the verdicts as ``check()`` does, so ``hookkata progress`` shows the latest;
    but never into a folder just graded (grading writes nothing there, e.g. ``hookkata
    grade .`` outside any project, where progress would go to ``./data/``)."""
    store = progress.progress_path()
    if store is None:
        return
    inside = any(
        path.is_dir() and store.absolute().is_relative_to(path.absolute()) for path in graded
    )
    if not inside:
        progress.record_all(verdicts)


def _missing(verdicts: Sequence[Verdict]) -> list[Exercise]:
    """The exercises of the catalog that no graded file held."""
    graded = {v.exercise_id for v in verdicts}
    return [e for e in CATALOG if e.id not in graded]


def _missing_note(missing: Sequence[Exercise]) -> str:
    names = ", ".join(f"{e.number} {e.id}" for e in missing)
    return (
        f"not graded: {len(missing)} of {len(CATALOG)} exercises were not found in the paths "
        f"given ({names}), so this grade is not complete; grade the whole notebooks folder, "
        "or say that a partial grade is meant with --only or --allow-missing."
    )


if __name__ == "__main__":
    sys.exit(main())
