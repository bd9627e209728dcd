"""JSON Lines: every record encodes, lone surrogates survive the file, torn lines are skipped."""

from __future__ import annotations

import enum
import json
import logging
import math
import os
import sys
import threading
from collections import OrderedDict
from collections.abc import Callable
from datetime import datetime, timedelta, timezone, tzinfo
from pathlib import Path
from typing import Any
from unittest import mock

import pytest
from hypothesis import given
from hypothesis import strategies as st

import toolhooks.jsonl
from toolhooks import AuditLog, HookRegistry, Rewrite, SessionSummary, call_with_hooks
from toolhooks.errors import EventError
from toolhooks.events import outcome_for
from toolhooks.jsonl import (
    BadLine,
    JsonlFile,
    MemorySink,
    append_line,
    read_lines,
    to_json_line,
    to_json_text,
    utf8_text,
)
from toolhooks.readonly import FrozenDict
from toolhooks.testing import make_call, make_context, make_tool_use

from .strategies import hostile_keys, hostile_objects, hostile_scalars, nested


class NoRepr:
    def __repr__(self) -> str:
        raise RuntimeError("no repr")


class NoItems(dict):  # type: ignore[type-arg]
    """A mapping that cannot even be iterated."""

    def items(self) -> Any:
        raise RuntimeError("no items")

    def __iter__(self) -> Any:
        raise RuntimeError("no iter")


def _same(decoded: Any, original: Any) -> bool:
    """Equal after the documented substitutions (NaN and infinities become strings)."""
    if isinstance(original, float) and not math.isfinite(original):
        return decoded == ("NaN" if math.isnan(original) else json.dumps(original).strip('"'))
    if isinstance(original, dict):
        return decoded.keys() == original.keys() and all(
            _same(decoded[k], v) for k, v in original.items()
        )
    if isinstance(original, (list, tuple)):
        return len(decoded) == len(original) and all(map(_same, decoded, original))
    return bool(decoded == original)


class TestEncoding:
    @given(record=hostile_objects)
    def test_any_record_becomes_one_line_of_valid_json(self, record: dict[str, Any]) -> None:
        """Never raises; exactly one newline, at the end; the JSON reads back to the record."""
        line = to_json_line(record)
        assert line.endswith("\n")
        assert line.count("\n") == 1
        assert _same(json.loads(line), record)

    def test_the_documented_spellings_of_values_json_cannot_hold(self) -> None:
        """NaN, infinities, bytes, objects and failing reprs have fixed, readable forms."""
        record = json.loads(
            to_json_line(
                {
                    "nan": math.nan,
                    "inf": math.inf,
                    "ninf": -math.inf,
                    "bytes": b"\xff",
                    "obj": NoRepr(),
                    "set": {3, 1},
                    1: "int key",
                }
            )
        )
        assert (record["nan"], record["inf"], record["ninf"]) == ("NaN", "Infinity", "-Infinity")
        assert record["bytes"] == "<unserialisable bytes: b'\\xff'>"
        assert (
            record["obj"] == "<unserialisable NoRepr: <NoRepr whose repr failed with RuntimeError>>"
        )
        assert record["set"] == [1, 3]
        assert record["1"] == "int key"

    def test_cycles_and_deep_nesting_are_cut_not_crashed(self) -> None:
        """A record that refers to itself is written with a marker where it loops."""
        loop: dict[str, Any] = {"name": "loop"}
        loop["self"] = loop
        text = json.dumps(json.loads(to_json_line({"loop": loop})))
        assert "<nested too deeply>" in text

    def test_a_record_that_cannot_be_iterated_still_leaves_a_trace(self) -> None:
        """The last resort: a line naming the record's type and the error."""
        record = json.loads(to_json_line(NoItems(a=1)))
        assert record["unserialisable_record"].startswith("{")
        assert "RuntimeError: no items" in record["error"]


class Level(enum.IntEnum):
    HIGH = 3


class Label(str):
    """A str subclass: both encoders must still write its text."""


# Values on which two JSON encoders are most likely to part ways.
odd_values = st.sampled_from(
    [
        2**64,
        -(2**63) - 1,
        10**30,
        1e16,
        5e-324,
        True,
        Level.HIGH,
        Label("label"),
        b"bytes",
        {1, 2},
        (1, "two"),
        FrozenDict({"user_id": "u_004"}),
        datetime(2026, 3, 2, 10, 30, 0, 5, tzinfo=timezone.utc),
        object(),
        '\x00\x1f\x7f\u2028\u2029"\\/',
    ]
)
encoder_values = st.recursive(
    hostile_scalars | odd_values | st.builds(NoRepr),
    lambda children: (
        st.lists(children, max_size=3)
        | st.dictionaries(hostile_keys, children, max_size=3)
        | st.dictionaries(st.integers(0, 3), children, max_size=2)
    ),
    max_leaves=10,
)


def _holds_a_float(value: Any) -> bool:
    if isinstance(value, float):
        return True
    if isinstance(value, dict):
        return any(map(_holds_a_float, value.values()))
    return isinstance(value, (list, tuple)) and any(map(_holds_a_float, value))


def _standard_library_line(record: Any) -> str:
    with mock.patch.object(toolhooks.jsonl, "_orjson", return_value=None):
        return to_json_line(record)


class TestTwoEncoders:
    """orjson writes plain records and the standard library the rest: the same JSON."""

    @given(record=st.dictionaries(hostile_keys, encoder_values, max_size=5))
    def test_both_encoders_write_the_same_values(self, record: dict[str, Any]) -> None:
        """Whichever encoder takes a record, it reads back the same (floats may be spelled
        differently, 1e-7 or 1e-07, and are compared as numbers)."""
        fast, standard = to_json_line(record), _standard_library_line(record)
        assert json.loads(fast) == json.loads(standard)
        assert fast.endswith("\n")
        assert fast.count("\n") == 1

    @given(record=st.dictionaries(hostile_keys, encoder_values, max_size=5))
    def test_a_record_without_floats_is_written_byte_for_byte_alike(
        self, record: dict[str, Any]
    ) -> None:
        """Strings, escapes, separators and key order agree exactly."""
        if not _holds_a_float(record):
            assert to_json_line(record) == _standard_library_line(record)

    def test_cycles_and_deep_trees_are_written_alike(self) -> None:
        """Neither a cycle nor a tree deeper than either encoder goes makes them differ."""
        cycle: list[Any] = [1]
        cycle.append(cycle)
        for record in ({"cycle": cycle}, nested(300), nested(99)):
            assert to_json_line(record) == _standard_library_line(record)

    def test_plain_records_go_to_orjson_and_others_do_not(self) -> None:
        """The fast path is really taken, and never for what orjson would write wrongly."""
        orjson = toolhooks.jsonl._orjson()
        assert orjson is not None, "orjson is a dependency: the fast path must be there"
        dumps = mock.Mock(wraps=orjson.dumps)
        with mock.patch.object(orjson, "dumps", dumps):
            to_json_line({"a": [1, 2.5, None], "b": FrozenDict({"c": "d"})})
            assert dumps.call_count == 1
            odd: list[Any] = [{"x": math.nan}, {"x": [math.inf]}, {"x": Label("y")}, {1: "x"}]
            for record in odd:
                assert json.loads(to_json_line(record)) is not None
            assert dumps.call_count == 1

    @pytest.mark.parametrize("bad", [math.nan, math.inf, -math.inf])
    @pytest.mark.parametrize("where", ["input_sent", "input_received", "output"])
    def test_the_audit_line_spells_non_finite_floats_out(self, bad: float, where: str) -> None:
        """The audit hook walks only the two inputs and the output: a NaN in any one of them
        is still written "NaN" (a rewrite makes the two inputs differ)."""
        registry, sink = HookRegistry(error_sinks=[]), MemorySink()
        registry.post(AuditLog(sink=sink))
        sent = {"limit": bad} if where == "input_sent" else {"limit": 1}
        received = {"limit": bad} if where == "input_received" else {"limit": 2}
        registry.pre(lambda call: Rewrite(received))
        content = [{"score": bad}] if where == "output" else "ok"

        def call_tool(block: dict[str, Any]) -> dict[str, Any]:  # content of any JSON shape
            return {"type": "tool_result", "tool_use_id": block["id"], "content": content}

        block = make_tool_use("get_orders", sent)
        call_with_hooks(call_tool, block, registry=registry, context=make_context())
        [record] = sink.records
        found = record[where][0]["score"] if where == "output" else record[where]["limit"]
        assert found == ("NaN" if math.isnan(bad) else ("Infinity" if bad > 0 else "-Infinity"))


class EvilStr(str):
    """A str subclass that breaks every way of measuring or printing it."""

    def __len__(self) -> int:
        raise RuntimeError("len")

    def __getitem__(self, index: Any) -> Any:
        raise RuntimeError("getitem")

    def __str__(self) -> str:
        raise RuntimeError("str")


class ReprEvilStr:
    def __repr__(self) -> str:
        return EvilStr("e" * 300)


class DEvil(dict):  # type: ignore[type-arg]
    def __repr__(self) -> str:
        return EvilStr("devil")


class FakeStr:
    """Claims to be a str: isinstance(FakeStr(), str) is True."""

    __class__ = str  # type: ignore[assignment]


class FakeDict:
    __class__ = dict  # type: ignore[assignment]


class EqRaisesFloat(float):
    __hash__ = float.__hash__

    def __eq__(self, other: object) -> bool:
        raise RuntimeError("eq")


class RaisingZone(tzinfo):
    def utcoffset(self, moment: datetime | None) -> timedelta:
        raise RuntimeError("utcoffset")

    def dst(self, moment: datetime | None) -> None:
        return None

    def tzname(self, moment: datetime | None) -> str:
        return "RAISING"


class OwnDict(dict):  # type: ignore[type-arg]
    pass


def _two_back_references() -> dict[str, Any]:
    loop: dict[str, Any] = {"keep": "me"}
    loop["a"] = loop
    loop["b"] = loop
    return loop


def _list_in_itself_twice() -> dict[str, Any]:
    loop: list[Any] = []
    loop.append(loop)
    loop.append(loop)
    return {"l": loop, "keep": "me"}


_CUT = "<nested too deeply>"


def _depth_of_cut(value: Any) -> int:
    depth = 0
    while isinstance(value, dict) and "k" in value:
        value, depth = value["k"], depth + 1
    assert value == _CUT
    return depth


# Written blind, from the module's docstring, by a helper who had not read the encoder; each
# broke the contract once (a NaN written as null, a hang, a raise, a record lost whole).
ENCODER_CATALOG: list[tuple[str, Callable[[], Any], Callable[[Any], bool]]] = [
    ("OrderedDict-with-NaN", lambda: OrderedDict(x=math.nan, y=[math.inf]),
     lambda r: r == {"x": "NaN", "y": ["Infinity"]}),
    ("dict-subclass-with-NaN", lambda: OwnDict(x=-math.inf), lambda r: r == {"x": "-Infinity"}),
    ("FrozenDict-record-with-NaN", lambda: FrozenDict({"x": math.nan}), lambda r: r == {"x": "NaN"}),
    ("two-back-references", _two_back_references,
     lambda r: r == {"keep": "me", "a": _CUT, "b": _CUT}),
    ("a-list-in-itself-twice", _list_in_itself_twice,
     lambda r: r == {"l": [_CUT, _CUT], "keep": "me"}),
    ("repr-returns-an-evil-str", lambda: {"r": ReprEvilStr(), "keep": "me"},
     lambda r: r["keep"] == "me" and r["r"].startswith("<unserialisable ReprEvilStr")),
    ("record-whose-repr-is-evil", lambda: DEvil(a=ReprEvilStr()),
     lambda r: r["a"].startswith("<unserialisable ReprEvilStr")),
    ("an-int-too-long-to-print", lambda: {"x": 10**5000, "keep": "me", "n": math.nan},
     lambda r: (r["keep"], r["n"]) == ("me", "NaN") and r["x"].startswith("<unserialisable int")),
    ("a-mapping-whose-items-raise", lambda: {"d": NoItems(a=1), "keep": "me"},
     lambda r: r["keep"] == "me" and r["d"].startswith("<unserialisable NoItems")),
    ("an-object-claiming-to-be-a-str", lambda: {"s": FakeStr(), "keep": "me"},
     lambda r: r["keep"] == "me" and r["s"].startswith("<unserialisable FakeStr")),
    ("an-object-claiming-to-be-a-dict", lambda: {"d": FakeDict(), "n": math.nan},
     lambda r: r["n"] == "NaN" and r["d"].startswith("<unserialisable FakeDict")),
    ("a-mock-with-a-dict-spec", lambda: {"m": mock.Mock(spec=dict), "keep": "me"},
     lambda r: r["keep"] == "me" and r["m"].startswith("<unserialisable Mock")),
    ("a-float-whose-eq-raises", lambda: {"e": EqRaisesFloat(math.inf)},
     lambda r: r == {"e": "Infinity"}),
    ("a-datetime-whose-zone-raises",
     lambda: {"t": datetime(2026, 1, 1, tzinfo=RaisingZone()), "keep": "me"},
     lambda r: r["keep"] == "me" and r["t"].startswith("<unserialisable datetime")),
    ("None-True-False-keys", lambda: {None: 1, True: 2, False: 3},
     lambda r: r == {"None": 1, "True": 2, "False": 3}),
    ("a-bool-key-beside-a-NaN", lambda: {True: 1, "n": math.nan},
     lambda r: r == {"True": 1, "n": "NaN"}),
    ("150-levels", lambda: nested(150), lambda r: _depth_of_cut(r) == 101),
]  # fmt: skip


class TestHostileRecords:
    @pytest.mark.parametrize(
        ("make", "expected"),
        [pytest.param(make, expected, id=name) for name, make, expected in ENCODER_CATALOG],
    )
    @pytest.mark.parametrize("encoders", ["default", "standard-library-only"])
    def test_each_is_written_as_documented(
        self, make: Callable[[], Any], expected: Callable[[Any], bool], encoders: str
    ) -> None:
        """No raise, one line, a JSON object, and the documented spelling, on both paths."""
        record = make()
        line = to_json_line(record) if encoders == "default" else _standard_library_line(record)
        assert line.endswith("\n")
        assert line.count("\n") == 1
        assert expected(json.loads(line)), line[:300]

    def test_an_outcome_carrying_nan_where_a_string_belongs_is_refused(self) -> None:
        """ToolOutcome checks ``problem`` and ``rewritten_by`` now: a NaN there is refused when
        the outcome is built, so no audit line can carry a number where a string belongs."""
        call = make_call("lookup_user", {"user_id": "u_004"})
        with pytest.raises(EventError, match=r"ToolOutcome\.problem"):
            outcome_for(call, "invalid", problem=math.nan)  # type: ignore[arg-type]
        with pytest.raises(EventError, match=r"ToolOutcome\.rewritten_by"):
            outcome_for(call, "invalid", rewritten_by=(math.inf,))  # type: ignore[arg-type]


class TestFiles:
    def test_lone_surrogates_are_written_as_escapes_and_read_back(self, tmp_path: Path) -> None:
        """A string JSON can hold but UTF-8 cannot: the file gets \\udcff, the reader gets it back."""
        path = tmp_path / "log.jsonl"
        append_line(path, to_json_line({"name": "caf\udce9", "\ud800key": 1}))
        assert b"\\udce9" in path.read_bytes()
        path.read_bytes().decode("utf-8")  # the file is valid UTF-8
        assert read_lines(path) == [{"name": "caf\udce9", "\ud800key": 1}]

    def test_a_torn_last_line_never_swallows_the_next(self, tmp_path: Path) -> None:
        """A writer died mid-line: the next append starts fresh, the reader skips the torn one."""
        path = tmp_path / "log.jsonl"
        append_line(path, to_json_line({"n": 1}))
        with path.open("ab") as handle:
            handle.write(b'{"n": 2, "half')  # killed here
        append_line(path, to_json_line({"n": 3}))
        bad: list[BadLine] = []
        assert read_lines(path, bad_lines=bad) == [{"n": 1}, {"n": 3}]
        assert [(b.number, b.text) for b in bad] == [(2, '{"n": 2, "half')]
        assert "torn" in bad[0].problem

    def test_bad_lines_are_logged_with_their_number(
        self, tmp_path: Path, caplog: pytest.LogCaptureFixture
    ) -> None:
        """Lines that are not JSON objects (garbage, arrays, bad UTF-8) are reported and skipped."""
        path = tmp_path / "log.jsonl"
        path.write_bytes(b'[1, 2]\n\xff\xfe\n{"ok": true}\nnot json\n')
        with caplog.at_level(logging.WARNING, logger="toolhooks"):
            assert read_lines(path) == [{"ok": True}]
        assert [r.getMessage().split(":")[0] for r in caplog.records] == [
            f"skipped line {n} of {path}" for n in (1, 2, 4)
        ]

    def test_an_absent_file_reads_as_empty_and_folders_are_created(self, tmp_path: Path) -> None:
        """Nothing written yet is not an error; the first write makes the folders."""
        path = tmp_path / "a" / "b" / "log.jsonl"
        assert JsonlFile(path).read() == []
        JsonlFile(path)(to_json_line({"x": 1}))
        assert JsonlFile(path).read() == [{"x": 1}]

    def test_a_file_that_did_not_end_in_a_newline_gets_one_first(self, tmp_path: Path) -> None:
        """The fresh-line rule is about the last byte only: a complete file is appended as is."""
        path = tmp_path / "log.jsonl"
        append_line(path, to_json_line({"n": 1}))
        append_line(path, to_json_line({"n": 2}))
        assert path.read_bytes().count(b"\n") == 2
        os.truncate(path, path.stat().st_size - 1)  # the last newline lost
        append_line(path, to_json_line({"n": 3}))
        assert read_lines(path) == [{"n": 1}, {"n": 2}, {"n": 3}]


class TestSinks:
    def test_memory_sink_keeps_and_parses_lines(self) -> None:
        """records parses what was written; clear empties it."""
        sink = MemorySink()
        sink(to_json_line({"a": 1}))
        assert sink.records == [{"a": 1}]
        sink.clear()
        assert sink.records == []

    def test_memory_sink_keeps_every_line_of_threads_writing_and_reading_at_once(self) -> None:
        """Thread-safe without a lock: eight writers and a reader switching every
        microsecond lose no line, and each read parses whole lines only."""
        sink, per_thread = MemorySink(), 2000
        reads: list[int] = []

        def write(writer: int) -> None:
            for line in [to_json_line({"writer": writer, "n": n}) for n in range(per_thread)]:
                sink(line)

        def read() -> None:
            for _ in range(30):
                reads.append(len(sink.records))

        interval = sys.getswitchinterval()
        sys.setswitchinterval(1e-6)
        try:
            threads = [threading.Thread(target=write, args=(w,)) for w in range(8)]
            threads.append(threading.Thread(target=read))
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
        finally:
            sys.setswitchinterval(interval)
        records = sink.records
        assert len(records) == 8 * per_thread
        assert {(r["writer"], r["n"]) for r in records} == {
            (w, n) for w in range(8) for n in range(per_thread)
        }
        assert reads == sorted(reads)  # a later read never sees fewer lines

    @pytest.mark.parametrize("owner", [AuditLog, SessionSummary])
    @pytest.mark.parametrize("sink", ["data/audit.jsonl", 3, b"x"])
    def test_a_sink_that_cannot_take_lines_is_refused(self, owner: Any, sink: object) -> None:
        """A path passed as sink= is the usual slip: the error says to pass it first."""
        with pytest.raises(TypeError, match=rf"{owner.__name__}\('data/log.jsonl'\)"):
            owner(sink=sink)


@pytest.mark.parametrize(
    "value",
    ["text", 3, 2.5, None, True, [1, "a"], {"k": {"v": [None]}}, "é中🚀"],
)
def test_to_json_text_is_the_compact_json_of_one_value(value: object) -> None:
    """One value alone, as a line would hold it: compact, no newline, reading back equal."""
    text = to_json_text(value)
    assert text == json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    assert json.loads(text) == value


def test_to_json_text_never_raises_and_escapes_surrogates() -> None:
    """Placeholders and escapes as in a line: a lone surrogate becomes its JSON escape."""
    assert to_json_text("a\udcff") == '"a\\udcff"'
    assert to_json_text(float("inf")) == '"Infinity"'
    assert to_json_text(object()).startswith('"<unserialisable object:')
    assert utf8_text("a\udcffé") == "a\\udcffé"
    assert utf8_text("plain é") == "plain é"
