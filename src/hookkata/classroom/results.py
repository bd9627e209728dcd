"""A class's results, read back: one ``hookkata grade --json FILE`` file per learner.

The files come from learners' forks, so nothing in them is taken on trust. A file that is
not a results file (missing, too large, not UTF-8, not JSON, JSON of another shape) is
skipped whole, with the reason and the place; an entry about an exercise the catalog does
not have, or a second entry for the same exercise, is skipped alone. Whatever was skipped is
listed (:class:`Skipped`), so the report covers everything else and loses nothing silently.

A learner's name is the file's name without ``.json`` (``results/alice.json`` is
``alice``), except for a file named ``results.json``, which takes its folder's name
(``results/alice/results.json`` is ``alice``: what ``gh run download -D results/alice``
writes). Two files that give the same name are a mistake: the first in path order is kept.
"""

from __future__ import annotations

import glob
import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, get_args

from hookkata.exercises import CATALOG
from hookkata.grading.exercise import Exercise
from hookkata.grading.verdict import Status
from hookkata.reports import RESULTS_VERSION

MAX_BYTES = 8_000_000
"""The largest file read. The grader keeps at most 1 MB of verdicts per graded file, so a
real results file stays well under this; anything larger is skipped unread."""
RESULTS_FILE = "results.json"
"""The file name that takes its folder's name as the learner's (see the module docstring)."""
STATUSES: tuple[Status, ...] = get_args(Status)
_BETTER: dict[Status, int] = {"pass": 0, "fail": 1, "error": 2, "not-started": 3}
"""Which of two results for one exercise the report keeps: the lower."""


@dataclass(frozen=True)
class Result:
    """One learner's result for one exercise, as the grader wrote it."""

    status: Status
    message: str


@dataclass(frozen=True)
class Learner:
    """One learner: a name, the file it came from, and a result per exercise id."""

    name: str
    source: Path
    results: Mapping[str, Result]
    graded_here: bool = False
    """``True``: graded by this machine's trusted grader (``hookkata report --regrade``);
    ``False``: a results file the learner's own fork produced, so self-reported."""


@dataclass(frozen=True)
class Skipped:
    """Something the report could not use: a path, where in it (``""``: all of it), why."""

    source: Path
    where: str
    reason: str

    def line(self) -> str:
        place = f"{self.source}: {self.where}" if self.where else str(self.source)
        return f"{place}: {self.reason}"


@dataclass(frozen=True)
class ClassResults:
    """Every learner read, in name order, and everything skipped on the way."""

    learners: tuple[Learner, ...]
    skipped: tuple[Skipped, ...]


class ResultsFileError(ValueError):
    """A file that is not a results file; ``where`` says which part (``""``: the whole)."""

    def __init__(self, where: str, reason: str) -> None:
        super().__init__(f"{where}: {reason}" if where else reason)
        self.where = where
        self.reason = reason


_EXPECTED = f"expected the file `hookkata grade --json FILE` writes (version {RESULTS_VERSION})"


def read_class(arguments: Sequence[str]) -> ClassResults:
    """Read every results file the arguments name (files, folders or glob patterns)."""
    paths, skipped = find_files(arguments)
    learners: dict[str, Learner] = {}
    for path in paths:
        name = learner_name(path)
        if name in learners:
            first = learners[name].source
            reason = f"learner {name!r} again (first read from {first}); rename one of the two"
            skipped.append(Skipped(path, "", reason))
            continue
        try:
            learners[name], problems = read_learner(path, name)
        except ResultsFileError as exc:
            skipped.append(Skipped(path, exc.where, exc.reason + "; the file is skipped"))
            continue
        skipped += problems
    ordered = sorted(learners.values(), key=lambda learner: (learner.name.casefold(), learner.name))
    return ClassResults(tuple(ordered), tuple(skipped))


def find_files(arguments: Iterable[str]) -> tuple[list[Path], list[Skipped]]:
    """The results files named: a file as it is, a folder's ``*.json`` files at any depth,
    a glob pattern's matches (for a shell that passed it on unexpanded). Sorted, each once.

    An argument that names nothing is reported, never silently dropped.
    """
    found: set[Path] = set()
    skipped: list[Skipped] = []
    for argument in arguments:
        path = Path(argument)
        if path.is_dir():
            matches = [p for p in path.rglob("*.json") if p.is_file()]
            why = "a folder without any .json file"
        elif path.is_file():
            matches = [path]
        elif path.exists():  # a FIFO or a device: reading it could block or never end
            matches, why = [], "not a regular file"
        elif glob.has_magic(argument):
            matches = [Path(p) for p in glob.glob(argument, recursive=True) if Path(p).is_file()]
            why = "no file matches this pattern"
        else:
            matches, why = [], "no such file or folder"
        if not matches:
            skipped.append(Skipped(path, "", why))
        found.update(matches)
    return sorted(found), skipped


def learner_name(path: Path) -> str:
    """``results/alice.json`` and ``results/alice/results.json`` are both ``alice``."""
    if path.name == RESULTS_FILE:
        return path.absolute().parent.name or path.stem
    return path.name[: -len(".json")] if path.name.endswith(".json") else path.name


def read_learner(path: Path, name: str) -> tuple[Learner, list[Skipped]]:
    """One learner's file, checked; raises :class:`ResultsFileError` if it is not one.

    Returns the learner and the entries skipped inside an otherwise good file.
    """
    data = _load(path)
    tests = _tests(data)
    results: dict[str, Result] = {}
    first_at: dict[str, int] = {}
    skipped: list[Skipped] = []
    for index, entry in enumerate(tests):
        where = f"tests[{index}]"
        exercise_id, result = _entry(entry, where)
        if exercise_id is None:
            skipped.append(Skipped(path, where, _unknown(entry)))
            continue
        if exercise_id in results:
            kept = min(results[exercise_id], result, key=lambda r: _BETTER[r.status])
            first = f"tests[{first_at[exercise_id]}]"
            reason = (
                f"a second result for {exercise_id!r} (the first is {first});"
                f" the report keeps the better of the two, {kept.status}"
            )
            skipped.append(Skipped(path, where, reason))
            results[exercise_id] = kept
            continue
        results[exercise_id], first_at[exercise_id] = result, index
    return Learner(name, path, results), skipped


def _load(path: Path) -> Any:
    """The file's JSON value, read at most :data:`MAX_BYTES` (+1, to notice more)."""
    try:
        with path.open("rb") as handle:
            raw = handle.read(MAX_BYTES + 1)
    except OSError as exc:
        raise ResultsFileError("", f"cannot be read ({exc.strerror or exc})") from exc
    if len(raw) > MAX_BYTES:
        raise ResultsFileError("", f"larger than {MAX_BYTES:,} bytes, too large; {_EXPECTED}")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise ResultsFileError(
            "", f"not UTF-8 text (at byte offset {exc.start}); {_EXPECTED}"
        ) from exc
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        where = f"line {exc.lineno}, column {exc.colno}"
        raise ResultsFileError("", f"not JSON ({exc.msg} at {where}); {_EXPECTED}") from exc
    except RecursionError as exc:
        raise ResultsFileError("", f"JSON nested too deeply to be results; {_EXPECTED}") from exc


def _tests(data: Any) -> list[Any]:
    """The ``tests`` list of a results object, after checking ``version``."""
    if not isinstance(data, dict):
        raise ResultsFileError("", f"a JSON {_kind(data)}, not an object; {_EXPECTED}")
    version = data.get("version")
    if type(version) is not int or version != RESULTS_VERSION:
        got = "no version" if "version" not in data else f"version {_short(version)}"
        raise ResultsFileError("version", f"expected {RESULTS_VERSION}, got {got}; {_EXPECTED}")
    tests = data.get("tests")
    if not isinstance(tests, list):
        got = "nothing" if "tests" not in data else f"a JSON {_kind(tests)}"
        raise ResultsFileError("tests", f"expected a list of results, got {got}; {_EXPECTED}")
    return tests


def _entry(entry: Any, where: str) -> tuple[str | None, Result]:
    """The exercise id an entry is about (``None``: not in the catalog) and its result."""
    if not isinstance(entry, dict):
        raise ResultsFileError(where, f"expected an object, got a JSON {_kind(entry)}")
    status = entry.get("status")
    if status not in STATUSES:
        allowed = ", ".join(STATUSES)
        raise ResultsFileError(
            f"{where}.status", f"expected one of {allowed}, got {_short(status)}"
        )
    message = entry.get("message")
    if message is not None and not isinstance(message, str):
        raise ResultsFileError(f"{where}.message", f"expected text or null, got {_kind(message)}")
    for field in ("id", "name"):
        if field in entry and not isinstance(entry[field], str):
            raise ResultsFileError(f"{where}.{field}", f"expected text, got {_kind(entry[field])}")
    if "id" not in entry and "name" not in entry:
        raise ResultsFileError(where, "expected an exercise `id` or `name`, got neither")
    exercise = _exercise_of(entry)
    return (exercise.id if exercise else None), Result(status, message or "")


def _exercise_of(entry: Mapping[str, Any]) -> Exercise | None:
    """The catalog's exercise with the entry's ``id``, else its ``name`` (the title)."""
    for exercise in CATALOG:
        if entry.get("id") == exercise.id or entry.get("name") == exercise.title:
            return exercise
    return None


def _unknown(entry: Mapping[str, Any]) -> str:
    what = entry.get("id", entry.get("name"))
    first = str(entry.get("message") or "").strip().splitlines()[:1]
    note = f" (its message: {first[0]})" if first else ""
    return (
        f"{_short(what)} is not an exercise of the catalog (`hookkata list`){note};"
        " this entry is skipped"
    )


def _kind(value: Any) -> str:
    names = {dict: "object", list: "list", str: "string", bool: "boolean", type(None): "null"}
    return names.get(type(value), "number")


def _short(value: Any, limit: int = 60) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def graded_learner(name: str, source: Path, verdicts: Iterable[Any]) -> Learner:
    """A learner whose notebooks this machine graded itself: their verdicts as results."""
    results: dict[str, Result] = {}
    for verdict in verdicts:
        result = Result(verdict.status, verdict.message)
        kept = results.get(verdict.exercise_id)
        if kept is None or _BETTER[result.status] < _BETTER[kept.status]:
            results[verdict.exercise_id] = result
    return Learner(name, source, results, graded_here=True)
