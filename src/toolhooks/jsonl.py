"""JSON Lines: how records become lines, and where lines go (a shared file, or memory).

A line sink is any callable taking one complete JSON line. Keeping the format (the record)
apart from the destination (the sink) lets production swap the file for durable storage
without touching the hooks.

Lines are compact JSON (no spaces after ``,`` and ``:``). A record of plain JSON data
(strings, whole numbers, finite floats, ``True``/``False``/``None``, UTC datetimes, and
dicts with string keys and lists of these, exact types only) is written by ``orjson``,
several times faster than the standard library, which matters on a hook that runs on every
call. Any other record, and every record where ``orjson`` is not installed, is first made
JSON-safe value by value, then written by the standard library: the same values either
way (only a float's exponent may be spelled differently, ``1e-07`` or ``1e-7``).
Encoding never raises, and whatever a record holds, its line is valid JSON:

* values JSON cannot hold are written as strings, each in its own place (the rest of the
  record is kept): NaN and the infinities as ``"NaN"``, ``"Infinity"`` and
  ``"-Infinity"``; dates and datetimes as their ``isoformat()``; sets as sorted lists;
  other objects (bytes, an integer too long to print, your own classes, a mapping that
  raises when read) as ``"<unserialisable TYPE: REPR>"``, with the repr cut at 200
  characters, and ``REPR`` being ``<TYPE whose repr failed with ERROR>`` when even
  ``repr`` fails; a cycle, or nesting deeper than 100 levels, as ``"<nested too deeply>"``;
* keys that are not strings are written with ``str(key)`` (so ``1`` and ``"1"`` collide,
  and the later one wins);
* a lone surrogate (``"\\udcff"``, as ``os.fsdecode`` makes of bytes that are not UTF-8)
  cannot be written as UTF-8, so the line itself holds the JSON escape ``\\udcff`` instead
  (whatever the sink: a file opened as UTF-8 takes it), which
  ``json.loads`` reads back as the same character. Two of them that happen to form a pair
  (``"\\ud83d\\ude00"``) read back as the one character the pair stands for: JSON's
  escapes cannot tell them apart.

:class:`JsonlFile` writes each line with a single ``os.write`` on a file opened with
``O_APPEND``: the kernel moves to the end and writes in one step, so lines from threads and
processes never interleave. A writer killed in the middle of a line leaves it torn; the
next append starts on a fresh line, so the torn one never swallows it, and the reader
reports a torn line and skips it rather than failing the whole file.
"""

from __future__ import annotations

import functools
import json
import math
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import date, datetime, timezone
from pathlib import Path
from types import ModuleType
from typing import Any, TypeAlias

from .errors import ConfigError, describe_exception, logger, safe_repr
from .readonly import JSON_SCALARS, FrozenDict

try:
    import fcntl
except ImportError:  # Windows: appends stay atomic, but a torn line may be followed by a blank
    fcntl = None  # type: ignore[assignment]

LineSink: TypeAlias = Callable[[str], None]
"""Receives one complete JSON line, newline included."""

_MAX_REPR = 200
_MAX_DEPTH = 100
_NON_FINITE = {math.inf: "Infinity", -math.inf: "-Infinity"}


def to_json_line(record: Mapping[str, Any]) -> str:
    """Encode ``record`` as one line of JSON (with the newline), never raising."""
    fast = _orjson()
    try:
        if fast is not None and type(record) in _PLAIN_MAPPINGS and _plain(record, 0):
            line: str = fast.dumps(record, option=fast.OPT_APPEND_NEWLINE).decode()
            return line
    except Exception:  # an integer past 64 bits, a lone surrogate, a dict resized meanwhile
        pass
    return _standard_line(record)


def checked_json_line(record: Mapping[str, Any], unchecked: tuple[object, ...]) -> str:
    """:func:`to_json_line` of ``record`` for a caller that vouches for all of its values
    but ``unchecked``: only those are walked to choose the encoder (the same line either
    way).

    The caller vouches that every other value is a string (of any ``str`` type), a bool,
    ``None``, an exact ``datetime`` in UTC, or a list or dict of those: values orjson
    writes as the standard library does, or refuses (a lone surrogate), which sends the
    record to :func:`to_json_line`. :class:`~toolhooks.audit.AuditLog` vouches for the fields
    an exact :class:`~toolhooks.events.ToolOutcome` and
    :class:`~toolhooks.context.HookContext` have checked, and leaves the inputs and the
    output to be walked: walking the whole record took a third of a hooked call's
    overhead.
    """
    fast = _orjson()
    if fast is not None:
        for value in unchecked:
            if type(value) is not str and not _plain(value, 1):
                return to_json_line(record)
        try:
            line: str = fast.dumps(record, option=fast.OPT_APPEND_NEWLINE).decode()
            return line
        except Exception:  # an integer past 64 bits, a lone surrogate: the standard library
            pass
    return to_json_line(record)


def to_json_text(value: object) -> str:
    """``value`` alone as compact JSON text (no newline), by the same rules as a line's
    values (placeholders, lone surrogates escaped), never raising. For a destination that
    holds one value as a string, such as an OpenTelemetry attribute."""
    line = to_json_line({"": value})
    return line[len('{"":') : -len("}\n")]


def utf8_text(text: str) -> str:
    """``text`` with each lone surrogate written as its JSON escape (``\\udcff``), so it
    encodes as UTF-8 (protobuf strings must); any other string is returned as it is."""
    return _escaped_surrogates(text)


@functools.cache
def _orjson() -> ModuleType | None:
    """orjson, imported on first use (it takes milliseconds to load, which a Claude Code hook
    process that writes no line should not pay), or None where it is not installed."""
    try:
        import orjson
    except ImportError:  # a platform without its wheel: the standard library writes the same
        return None
    return orjson


_PLAIN_SCALARS = JSON_SCALARS - {float}  # a float is plain only when it is finite
_PLAIN_MAPPINGS = frozenset({dict, FrozenDict})
_PLAIN_SEQUENCES = frozenset({list, tuple})


def _plain(value: Any, depth: int) -> bool:
    """True for data that orjson writes with the same values as the standard library path.

    Exact types only: a subclass may print itself differently. orjson would write NaN as
    ``null``, and a datetime in another zone in its own way.
    """
    kind = type(value)
    if kind in _PLAIN_SCALARS:
        return True
    if kind is float:
        return bool(value - value == 0.0)  # False for NaN and the infinities
    if kind is datetime:
        return value.tzinfo is timezone.utc
    if depth > _MAX_DEPTH:  # a cycle, or a tree deeper than any record: the slow path cuts it
        return False
    if kind in _PLAIN_MAPPINGS:
        # The last container found plain: an audit record holds the same input twice, as
        # sent and as received, when no hook rewrote it; walking it once is enough.
        walked = None
        for key, item in value.items():
            if type(key) is not str:
                return False
            kind = type(item)
            if kind in _PLAIN_SCALARS or item is walked:  # most values: checked inline
                continue
            if kind is datetime:  # inline too: every audit record holds one
                if item.tzinfo is not timezone.utc:
                    return False
            elif _plain(item, depth + 1):
                walked = item
            else:
                return False
        return True
    if kind in _PLAIN_SEQUENCES:
        for item in value:
            if type(item) not in _PLAIN_SCALARS and not _plain(item, depth + 1):
                return False
        return True
    return False


def _standard_line(record: object) -> str:
    """The record made JSON-safe value by value, written by the standard library."""
    try:
        safe = _json_safe(record, 0, set())  # no placeholder for the record itself: it raises
        line = json.dumps(safe, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
        return _escaped_surrogates(line) + "\n"
    except Exception as exc:  # a record that cannot be read: keep a trace of it
        trace = {"unserialisable_record": safe_repr(record), "error": describe_exception(exc)}
        return json.dumps(trace, separators=(",", ":")) + "\n"


def _escaped_surrogates(line: str) -> str:
    """``line`` with each lone surrogate written as its JSON escape (``\\udcff``), so the
    line encodes as UTF-8 whatever the sink (``AuditLog(sink=f.write)`` on a UTF-8 file
    included). Surrogates occur only inside JSON strings, where the escape is valid."""
    if line.isascii():
        return line
    try:
        line.encode("utf-8")
    except UnicodeEncodeError:
        return line.encode("utf-8", errors="backslashreplace").decode("utf-8")
    return line


@dataclass(frozen=True, slots=True)
class BadLine:
    """A line the reader skipped: where, what it held, and why it could not be read."""

    number: int
    text: str
    problem: str


def append_line(path: Path, line: str) -> None:
    """Append one complete line to ``path`` in a single write, creating folders as needed."""
    data = line.encode("utf-8", errors="backslashreplace")  # lone surrogates -> \udcff
    fd = _open_for_append(path)
    try:
        # The lock makes "is the last line torn?" and the write one step for every writer
        # of this file; without it, a line half-copied by another writer looks torn too.
        # The kernel drops the lock of a writer that dies, so it can never be left held.
        _lock(fd)
        if _ends_in_torn_line(fd):
            data = b"\n" + data
        written = os.write(fd, data)
        if written != len(data):  # only on a full disk or a signal; say so, do not hide it
            raise OSError(f"short write to {path}: {written} of {len(data)} bytes")
    finally:
        os.close(fd)  # closing releases the lock


def _open_for_append(path: Path) -> int:
    flags = os.O_RDWR | os.O_APPEND | os.O_CREAT
    try:
        return os.open(path, flags, 0o644)
    except FileNotFoundError:
        path.parent.mkdir(parents=True, exist_ok=True)
        return os.open(path, flags, 0o644)


def _lock(fd: int) -> None:
    if fcntl is not None:
        fcntl.flock(fd, fcntl.LOCK_EX)


def _ends_in_torn_line(fd: int) -> bool:
    """True when the file's last byte is not a newline: its last writer died mid-line."""
    size = os.fstat(fd).st_size
    return size > 0 and os.pread(fd, 1, size - 1) != b"\n"


def read_lines(path: Path, *, bad_lines: list[BadLine] | None = None) -> list[dict[str, Any]]:
    """Read a JSON Lines file back as a list of dicts (an absent file reads as empty).

    A line that is not a JSON object (a torn line, a line of another program) is skipped,
    logged as a warning on the ``toolhooks`` logger and, if given, appended to
    ``bad_lines``: one bad line never hides the good ones.
    """
    if not path.exists():
        return []
    records = []
    for number, raw in enumerate(path.read_bytes().split(b"\n"), start=1):
        if not raw.strip():
            continue
        record, problem = _parse_line(raw)
        if record is not None:
            records.append(record)
            continue
        bad = BadLine(number, raw.decode("utf-8", errors="replace"), problem)
        logger().warning("skipped line %d of %s: %s", number, path, problem)
        if bad_lines is not None:
            bad_lines.append(bad)
    return records


def _parse_line(raw: bytes) -> tuple[dict[str, Any] | None, str]:
    try:
        record = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        return None, f"not a complete JSON line ({describe_exception(exc)}); a torn write?"
    if not isinstance(record, dict):
        return None, f"a JSON {type(record).__name__}, not an object"
    return record, ""


class JsonlFile:
    """Appends each line to a file with one atomic write (safe across threads and processes)."""

    def __init__(self, path: Path | str, *, owner: str = "JsonlFile") -> None:
        if not isinstance(path, (str, os.PathLike)) or not str(path):
            raise ConfigError(
                f"{owner} needs a file path (a str or a pathlib.Path), got {safe_repr(path)} "
                f"({type(path).__name__}); e.g. {owner}('data/log.jsonl')."
            )
        self.path = Path(path)

    def __call__(self, line: str) -> None:
        append_line(self.path, line)

    def read(self, *, bad_lines: list[BadLine] | None = None) -> list[dict[str, Any]]:
        """Every record written so far, parsed (see :func:`read_lines`)."""
        return read_lines(self.path, bad_lines=bad_lines)

    def __repr__(self) -> str:
        return f"JsonlFile({str(self.path)!r})"


class MemorySink:
    """Keeps lines in a list; ``records`` parses them. Thread-safe.

    Without a lock: one ``list.append`` (or ``copy``, or ``clear``) is a single step that
    threads never see half done (the interpreter's lock makes it so, and free-threaded
    builds lock each list), and taking a lock for every line cost more than the append
    itself (about 2,000 instructions against 1,200, on every hooked call).
    """

    def __init__(self) -> None:
        self.lines: list[str] = []

    def __call__(self, line: str) -> None:
        self.lines.append(line)

    @property
    def records(self) -> list[dict[str, Any]]:
        return [json.loads(line) for line in self.lines.copy()]

    def clear(self) -> None:
        self.lines.clear()


def line_sink(sink: object, *, owner: str) -> LineSink:
    """Check that ``sink`` can take lines; ``owner`` names the class for the error."""
    if callable(sink):
        return sink
    raise ConfigError(
        f"{owner}(sink=...) must be a callable that takes one JSON line, got "
        f"{safe_repr(sink)} ({type(sink).__name__}). To write to a file, pass its path "
        f"as the first argument: {owner}('data/log.jsonl')."
    )


def _encode_extra(value: Any) -> Any:
    """What stands in for a value that is neither a JSON scalar nor a container."""
    kind = type(value)
    if issubclass(kind, (set, frozenset)):
        return sorted(value, key=safe_repr)
    if issubclass(kind, (datetime, date)):
        return value.isoformat()
    return _placeholder(value)


def _placeholder(value: Any) -> str:
    return f"<unserialisable {type(value).__name__}: {safe_repr(value, _MAX_REPR)}>"


def _json_safe_or_placeholder(value: Any, depth: int, path: set[int]) -> Any:
    """:func:`_json_safe`, or a placeholder for a value it cannot copy: one bad value costs
    its own place in the record, never the rest."""
    try:
        return _json_safe(value, depth, path)
    except Exception:  # a mapping that raises on items(), an int too long to print...
        return _placeholder(value)


def _json_safe(value: Any, depth: int, path: set[int]) -> Any:
    """A JSON-safe copy of ``value``, raising when it cannot be read. ``path`` holds the
    containers being copied, so a cycle is cut where it closes."""
    kind = type(value)  # not isinstance: an object can claim any __class__ it likes
    if issubclass(kind, float):
        if math.isfinite(value):
            return value
        return "NaN" if math.isnan(value) else _NON_FINITE[math.copysign(math.inf, value)]
    if issubclass(kind, int) and kind is not bool:
        int.__repr__(value)  # past 4,300 digits this raises here, not in json.dumps
        return value
    if value is None or issubclass(kind, (str, bool)):
        return value
    if not issubclass(kind, (Mapping, list, tuple)):
        return _json_safe_or_placeholder(_encode_extra(value), depth + 1, path)
    if depth > _MAX_DEPTH or id(value) in path:
        return "<nested too deeply>"
    path.add(id(value))
    try:
        if issubclass(kind, Mapping):
            return {
                _key(key): _json_safe_or_placeholder(item, depth + 1, path)
                for key, item in value.items()
            }
        return [_json_safe_or_placeholder(item, depth + 1, path) for item in value]
    finally:
        path.discard(id(value))


def _key(key: object) -> str:
    if issubclass(type(key), str):
        return key  # type: ignore[return-value]
    try:
        return str(key)
    except Exception:
        return safe_repr(key)
