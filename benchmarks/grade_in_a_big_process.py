"""How long one grade takes in a process holding many objects, against one holding few.

A grade runs in whatever process calls it: a notebook's kernel, a test run that has graded
a thousand answers. A full garbage collection walks every object of the process, so before
``hookkata.grading.heap`` froze them, a grade in a process of three million objects took
three times as long as in an empty one. Each figure is the median of ``--runs`` grades of
one correct answer per exercise, in a fresh process (``--objects`` 0, then the given
number, then the given number without the freeze: the baseline), with the seconds the
grader spent in its own collections beside it; the last line is one JSON object.

    PYTHONPATH=src python benchmarks/grade_in_a_big_process.py --objects 3000000 --runs 3
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EXERCISES = ("synthetic-denial", "answer-turn", "session-summary")


def _one_grade(key: str, objects: int, frozen: bool = True) -> dict[str, float]:
    """Grade the first catalog alternative of ``key`` in this process, holding ``objects``
    (not ``frozen``: as before :mod:`hookkata.grading.heap`, the baseline)."""
    sys.path.insert(0, str(ROOT))
    if not frozen:
        import contextlib

        import hookkata.grading.exercise

        hookkata.grading.exercise.frozen_heap = contextlib.nullcontext  # type: ignore[assignment]
    from tests.kata.answers import ALTERNATIVES

    from hookkata import exercise, grade
    from hookkata.grading.fair_time import GRADER_COLLECTIONS

    held = [{"n": [i]} for i in range(objects)]
    collected = GRADER_COLLECTIONS.install()
    started, before = time.perf_counter(), collected()
    verdict = grade(exercise(key), ALTERNATIVES[key][0], profile="dev-fixed")
    seconds = time.perf_counter() - started
    assert verdict.passed, verdict.report()
    assert len(held) == objects
    return {"seconds": seconds, "collecting": collected() - before}


def _measured(key: str, objects: int, frozen: bool = True) -> dict[str, float]:
    """One grade in a fresh interpreter (a process of its own, so heaps do not add up)."""
    code = (
        "import json, sys; sys.path.insert(0, 'benchmarks'); "
        "from grade_in_a_big_process import _one_grade; "
        f"print(json.dumps(_one_grade({key!r}, {objects}, {frozen})))"
    )
    env = {**os.environ, "PYTHONPATH": f"{ROOT / 'src'}{os.pathsep}{ROOT}"}
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT, env=env
    )
    figures: dict[str, float] = json.loads(out.stdout.strip().splitlines()[-1])
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--objects", type=int, default=3_000_000)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    report: dict[str, dict[str, float]] = {}
    for key in EXERCISES:
        for objects, frozen in ((0, True), (args.objects, True), (args.objects, False)):
            runs = [_measured(key, objects, frozen) for _ in range(args.runs)]
            seconds = statistics.median(r["seconds"] for r in runs)
            collecting = statistics.median(r["collecting"] for r in runs)
            label = f"{key}@{objects}" + ("" if frozen else " unfrozen")
            report[label] = {"seconds": seconds, "collecting": collecting}
            shown = f"{seconds:6.2f} s, {collecting:5.2f} s collecting"
            print(f"{label:32} {shown}")
        empty = report[f"{key}@0"]["seconds"]
        big, unfrozen = report[f"{key}@{args.objects}"], report[f"{key}@{args.objects} unfrozen"]
        print(
            f"{key:18} big / empty: {big['seconds'] / empty:.2f} frozen, "
            f"{unfrozen['seconds'] / empty:.2f} unfrozen"
        )
    print(json.dumps(report))


if __name__ == "__main__":
    main()
