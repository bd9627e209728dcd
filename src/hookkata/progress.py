"""The learner's progress: the last verdict of each exercise, kept between sessions.

``check()`` records each verdict in ``data/kata_progress.json`` at the project root (the
nearest folder above the working directory that holds ``pyproject.toml``), and so does
``hookkata grade`` (``make grade``) for every exercise it grades: the latest of the two
wins. ``hookkata progress`` prints the whole workbook's table from it.
``HOOKKATA_PROGRESS`` names another file, or ``off`` to record nothing (the tests set it:
running the solved notebooks must not mark a learner's exercises as done).
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Callable, Iterable
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from hookkata.exercises import CATALOG
from hookkata.grading.verdict import Verdict

PROGRESS_ENV = "HOOKKATA_PROGRESS"
DEFAULT_NAME = Path("data/kata_progress.json")


def progress_path() -> Path | None:
    """Where progress is kept, or ``None`` when recording is off."""
    chosen = os.environ.get(PROGRESS_ENV)
    if chosen == "off":
        return None
    if chosen:
        return Path(chosen)
    here = Path.cwd()
    for folder in (here, *here.parents):
        if (folder / "pyproject.toml").exists():
            return folder / DEFAULT_NAME
    return here / DEFAULT_NAME


def record(verdict: Verdict) -> None:
    """Keep ``verdict`` as the exercise's latest; never fails the caller over a file."""
    record_all([verdict])


def record_all(verdicts: Iterable[Verdict], now: Callable[[], datetime] | None = None) -> None:
    """Keep each verdict as its exercise's latest, in one write (``hookkata grade``).

    Verdicts about something the catalog does not hold (a file that defines no exercise)
    are not recorded: progress is per exercise. ``now`` is the clock (UTC by default).
    """
    path = progress_path()
    known = {exercise.id for exercise in CATALOG}
    chosen = [verdict for verdict in verdicts if verdict.exercise_id in known]
    if path is None or not chosen:
        return
    stamp = (now or _utc_now)().isoformat(timespec="seconds")
    try:
        saved = load(path)
        for verdict in chosen:
            saved[verdict.exercise_id] = {
                "status": verdict.status,
                "message": verdict.message,
                "checked_at": stamp,
            }
        _write(path, saved)
    except OSError:
        pass  # progress is a convenience; grading itself must not fail over it


def _utc_now() -> datetime:
    return datetime.now(timezone.utc)


def forget(exercise_ids: list[str]) -> list[str]:
    """Drop the recorded verdicts of ``exercise_ids`` (a notebook started again holds none
    of its answers any more); returns the ids that had one."""
    path = progress_path()
    saved = load(path)
    dropped = [exercise_id for exercise_id in exercise_ids if saved.pop(exercise_id, None)]
    if path is not None and dropped:
        _write(path, saved)
    return dropped


def load(path: Path | None = None) -> dict[str, Any]:
    path = path if path is not None else progress_path()
    if path is None or not path.exists():
        return {}
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def verdicts_so_far() -> list[Verdict]:
    """One verdict per exercise of the workbook, "not-started" where nothing was checked."""
    saved = load()
    out = []
    for exercise in CATALOG:
        entry = saved.get(exercise.id, {})
        status = entry.get("status", "not-started")
        message = entry.get("message", "") or ("" if entry else "not checked yet")
        if entry.get("checked_at"):
            message = f"{message} (checked {entry['checked_at']})".strip()
        out.append(Verdict(exercise.id, exercise.title, status, message))
    return out


def _write(path: Path, data: dict[str, Any]) -> None:
    """Write through a temporary file and rename, so a crash never leaves half a file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.NamedTemporaryFile("w", dir=path.parent, delete=False, suffix=".tmp") as handle:
        json.dump(data, handle, indent=1, sort_keys=True)
    os.replace(handle.name, path)
