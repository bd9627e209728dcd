"""Machine-readable grade reports: Exercism-style JSON and JUnit XML.

A results file travels (a fork's artifact, a file handed to the instructor), so it names
files relative to their repository, never by a path that holds the learner's home folder
or user name, and it says when, under which Hypothesis profile and by which version of the
grader it was made.
"""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from collections.abc import Callable, Sequence
from datetime import datetime, timezone
from importlib import metadata
from pathlib import Path
from typing import Any

from hookkata.grading.exercise import Exercise
from hookkata.grading.files import Graded
from hookkata.grading.profiles import active_profile

RESULTS_VERSION = 2
"""The shape's version. Fields added since (``graded_at``, ``profile``, ``grader_version``)
are optional to readers, so version 2 files from before them are still read."""
DISTRIBUTION = "hooks-workbook"


def relative_source(path: Path) -> str:
    """``path`` relative to the repository holding it (the nearest folder at or above it
    with ``.git`` or ``pyproject.toml``), with ``/``; outside any, its name alone."""
    absolute = Path(path).absolute()
    for folder in absolute.parents:
        if (folder / ".git").exists() or (folder / "pyproject.toml").exists():
            return absolute.relative_to(folder).as_posix()
    return absolute.name


def grader_version() -> str:
    """The installed workbook's version (``unknown`` when it runs uninstalled from src/)."""
    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        return "unknown"


def _utc_now() -> datetime:
    return datetime.now(timezone.utc)


def results_json(
    graded: Sequence[Graded],
    missing: Sequence[Exercise] = (),
    *,
    now: Callable[[], datetime] = _utc_now,
) -> dict[str, Any]:
    """Like Exercism's ``results.json``: ``version``, ``status`` and one entry per test,
    with ``graded_at`` (UTC, from ``now``), the Hypothesis ``profile`` and the
    ``grader_version``.

    ``missing`` are the exercises no graded file held: listed, and the status is ``fail``.
    """
    verdicts = [v for g in graded for v in g.verdicts]
    tests = [
        {
            "name": v.title,
            "id": v.exercise_id,
            "file": relative_source(g.source),
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
        "graded_at": now().astimezone(timezone.utc).isoformat(timespec="seconds"),
        "profile": active_profile(),
        "grader_version": grader_version(),
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
            name=relative_source(g.source),
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
