"""Machine-readable grade reports: Exercism-style JSON and JUnit XML."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from hookkata.grading.exercise import Exercise
from hookkata.grading.files import Graded

RESULTS_VERSION = 2


def results_json(graded: Sequence[Graded], missing: Sequence[Exercise] = ()) -> dict[str, Any]:
    """Like Exercism's ``results.json``: ``version``, ``status`` and one entry per test.

    ``missing`` are the exercises no graded file held: listed, and the status is ``fail``.
    """
    verdicts = [v for g in graded for v in g.verdicts]
    tests = [
        {
            "name": v.title,
            "id": v.exercise_id,
            "file": str(g.source),
            "status": v.status,
            "message": None if v.passed else v.report(),
        }
        for g in graded
        for v in g.verdicts
    ]
    passed = bool(verdicts) and all(v.passed for v in verdicts) and not missing
    status = "pass" if passed else "fail"
    message = None if verdicts else "nothing was graded: no exercise found in the paths given"
    if verdicts and missing:
        message = f"not graded: {', '.join(e.id for e in missing)}"
    return {
        "version": RESULTS_VERSION,
        "status": status,
        "message": message,
        "missing": [e.id for e in missing],
        "tests": tests,
    }


def junit_xml(graded: Sequence[Graded]) -> str:
    """One ``testsuite`` per file and one ``testcase`` per exercise."""
    suites = ET.Element("testsuites", name="hookkata")
    for g in graded:
        failures = sum(v.status in ("fail", "not-started") for v in g.verdicts)
        errors = sum(v.status == "error" for v in g.verdicts)
        suite = ET.SubElement(
            suites,
            "testsuite",
            name=str(g.source),
            tests=str(len(g.verdicts)),
            failures=str(failures),
            errors=str(errors),
            time=f"{g.seconds:.3f}",
        )
        for v in g.verdicts:
            case = ET.SubElement(suite, "testcase", name=v.title, classname=v.exercise_id)
            if v.status in ("fail", "not-started"):
                ET.SubElement(case, "failure", message=v.message or v.status).text = v.report()
            elif v.status == "error":
                ET.SubElement(case, "error", message=v.message).text = v.report()
    return ET.tostring(suites, encoding="unicode", xml_declaration=True)


def write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def write_json(path: Path, graded: Sequence[Graded], missing: Sequence[Exercise] = ()) -> None:
    write(path, json.dumps(results_json(graded, missing), indent=2, ensure_ascii=False) + "\n")
