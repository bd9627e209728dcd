"""Append-only JSON Lines files that many writers can share.

Each record becomes one line, written with a single ``os.write`` on a file opened with
``O_APPEND``: the kernel moves to the end and writes in one step, so lines from threads
and processes never interleave. Values JSON cannot encode (objects, NaN, cycles) are
written as a descriptive string instead of raising: a log that crashes the agent, or
silently drops a line, is worse than a log with a placeholder.
"""

from __future__ import annotations

import json
import math
import os
from collections.abc import Mapping
from datetime import date, datetime
from pathlib import Path
from typing import Any

_MAX_REPR = 200


def to_json_line(record: Mapping[str, Any]) -> str:
    """Encode ``record`` as one line of JSON (with the newline), never raising."""
    try:
        text = _ENCODER.encode(record)
    except (TypeError, ValueError, RecursionError):
        text = json.dumps(_sanitise(record, depth=0), ensure_ascii=False)
    return text + "\n"


def append_line(path: Path, line: str) -> None:
    """Append one complete line to ``path`` in a single write, creating folders as needed."""
    data = line.encode("utf-8")
    try:
        fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    except FileNotFoundError:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        written = os.write(fd, data)
        if written != len(data):  # only on a full disk or a signal; say so, do not hide it
            raise OSError(f"short write to {path}: {written} of {len(data)} bytes")
    finally:
        os.close(fd)


def read_lines(path: Path) -> list[dict[str, Any]]:
    """Read a JSON Lines file back as a list of dicts (an absent file reads as empty)."""
    if not path.exists():
        return []
    with path.open(encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


def _encode_extra(value: Any) -> Any:
    if isinstance(value, Mapping):
        return dict(value)
    if isinstance(value, (set, frozenset)):
        return sorted(value, key=repr)
    if isinstance(value, (datetime, date)):
        return value.isoformat()
    return _placeholder(value)


# Built once: json.dumps with any option builds a new encoder on every call.
_ENCODER = json.JSONEncoder(default=_encode_extra, allow_nan=False, ensure_ascii=False)


def _placeholder(value: Any) -> str:
    text = repr(value)
    if len(text) > _MAX_REPR:
        text = text[:_MAX_REPR] + "..."
    return f"<unserialisable {type(value).__name__}: {text}>"


def _sanitise(value: Any, *, depth: int) -> Any:
    """A JSON-safe copy of ``value``: the slow path, taken only when the fast one failed."""
    if depth > 100:
        return "<nested too deeply>"
    if isinstance(value, float) and not math.isfinite(value):
        return repr(value)
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    if isinstance(value, Mapping):
        return {str(key): _sanitise(item, depth=depth + 1) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [_sanitise(item, depth=depth + 1) for item in value]
    return _sanitise(_encode_extra(value), depth=depth + 1)
