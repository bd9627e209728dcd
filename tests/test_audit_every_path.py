"""One audit line per call on every path, even when a clock, a block, a result, a sink or
an exception's own ``__str__`` fails, Ctrl-C included; the failure is the package's own error
(or the BaseException itself, never swallowed)."""

from __future__ import annotations

import json
import os
import tempfile
from datetime import datetime, timedelta, timezone, tzinfo
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from toolhooks import AuditLog, HookRegistry, call_with_hooks
from toolhooks.errors import ClockError, MalformedToolUseError, PreHookError
from toolhooks.hosts.claude_code.adapter import (
    EXIT_BLOCK,
    EXIT_NON_BLOCKING,
    handle,
    read_stdin_text,
)
from toolhooks.jsonl import read_lines
from toolhooks.testing import FixedClock, MemorySink, make_context

from . import claude_code_hooks
from .helpers import make_rig
from .strategies import any_failures, base_exceptions, plain_failures, text_with_surrogates
from .test_claude_code import ENV, pre_payload

BLOCK = {"type": "tool_use", "id": "toolu_01", "name": "lookup_user", "input": {"user_id": "u"}}
SETTINGS = settings(deadline=None)  # the profile (tests/conftest.py) sets how many examples


def answered(block: Any) -> dict[str, Any]:
    """The layer below a hooked call: answers every call with "ok"."""
    return {"type": "tool_result", "tool_use_id": block["id"], "content": "ok"}


def raising(kind: type[BaseException]) -> Any:
    def fail(*_args: Any, **_kwargs: Any) -> Any:
        raise kind("boom")

    return fail


class BrokenZone(tzinfo):
    """A tzinfo whose ``utcoffset`` raises ``kind``."""

    def __init__(self, kind: type[BaseException]) -> None:
        self.kind = kind

    def utcoffset(self, _dt: datetime | None) -> timedelta:
        raise self.kind("no offset")

    def dst(self, _dt: datetime | None) -> timedelta:
        return timedelta(0)


EDGE_READINGS = [
    datetime.min.replace(tzinfo=timezone(timedelta(hours=5))),  # before year 1 in UTC
    datetime.max.replace(tzinfo=timezone(timedelta(hours=-5))),  # after year 9999 in UTC
]


def assert_one_line(records: list[dict[str, Any]], status: str) -> dict[str, Any]:
    assert [record["status"] for record in records] == [status]
    return records[0]


class TestClock:
    @SETTINGS
    @given(
        reading=st.sampled_from(EDGE_READINGS)
        | plain_failures.map(lambda k: NOW.replace(tzinfo=BrokenZone(k)))
    )
    def test_a_reading_that_cannot_become_utc_is_a_clock_error_with_one_line(
        self, reading: datetime
    ) -> None:
        """OverflowError near the datetime limits, a utcoffset that raises: a ClockError."""
        rig = make_rig()
        rig.clock.now = reading  # type: ignore[misc]  # the fixed clock reads it back as is
        with pytest.raises(ClockError, match="cannot be converted to UTC") as caught:
            rig.call("lookup_user", {"user_id": "u_004"})
        assert "Fix the clock" in str(caught.value)
        record = assert_one_line(rig.audit.records, "hook_failed")
        assert "trusted clock" in record["problem"]

    @SETTINGS
    @given(kind=base_exceptions)
    def test_ctrl_c_inside_the_clock_goes_up_after_its_line(
        self, kind: type[BaseException]
    ) -> None:
        """A BaseException from the clock is not swallowed, and the call is still recorded."""
        rig = make_rig()
        rig.clock.now = None  # type: ignore[assignment]
        registry = rig.registry
        with pytest.raises(kind):
            call_with_hooks(
                rig.dispatcher.call_tool.__wrapped__,  # type: ignore[attr-defined]
                BLOCK,
                registry=registry,
                context=rig.context,
                clock=raising(kind),
            )
        record = assert_one_line(rig.audit.records, "hook_failed")
        assert kind.__name__ in record["problem"]

    @SETTINGS
    @given(kind=base_exceptions)
    def test_ctrl_c_inside_a_zone_goes_up_after_its_line(self, kind: type[BaseException]) -> None:
        """A tzinfo raising KeyboardInterrupt is Ctrl-C: recorded, then raised as it is."""
        rig = make_rig()
        rig.clock.now = NOW.replace(tzinfo=BrokenZone(kind))  # type: ignore[misc]
        with pytest.raises(kind):
            rig.call("lookup_user", {"user_id": "u_004"})
        assert_one_line(rig.audit.records, "hook_failed")


NOW = datetime(2026, 3, 2, 10, 30)


def _cycle() -> dict[str, Any]:
    loop: dict[str, Any] = {}
    loop["self"] = loop
    return loop


def _deep(levels: int) -> dict[str, Any]:
    value: dict[str, Any] = {}
    for _ in range(levels):
        value = {"a": value}
    return value


class TestResults:
    @SETTINGS
    @given(content=st.sampled_from([{1: "x"}, {("a",): 1}, _deep(5000), _cycle(), [_cycle()]]))
    def test_a_result_that_cannot_be_frozen_is_answered_and_recorded_once(
        self, content: object
    ) -> None:
        """A non-string key, nesting past the limit or a cycle: a tool_error naming it."""
        registry = HookRegistry(error_sinks=[])
        audit = MemorySink()
        registry.post(AuditLog(sink=audit))

        def below(block: Any) -> dict[str, Any]:
            return {"type": "tool_result", "tool_use_id": block["id"], "content": content}

        result = call_with_hooks(below, BLOCK, registry=registry, context=make_context())
        assert result["is_error"] is True
        assert "cannot be recorded" in result["content"]
        assert "fix its dispatcher to return JSON-shaped content" in result["content"]
        record = assert_one_line(audit.records, "tool_error")
        assert record["problem"] == result["content"]


class ExplodingBlock:
    """An SDK-like block whose ``model_dump`` raises ``kind``."""

    def __init__(self, kind: type[BaseException]) -> None:
        self.kind = kind

    def model_dump(self, **_options: Any) -> dict[str, Any]:
        raise self.kind("cannot dump")


class ExplodingMapping(dict[str, Any]):
    """A mapping whose ``get`` raises ``kind`` (a dict subclass, so it passes as a block)."""

    kind: type[BaseException] = ValueError

    def get(self, *_args: Any) -> Any:
        raise self.kind("cannot get")


class TestBlocks:
    @SETTINGS
    @given(kind=plain_failures, as_mapping=st.booleans())
    def test_a_block_that_raises_when_read_is_malformed_and_recorded(
        self, kind: type[BaseException], as_mapping: bool
    ) -> None:
        """model_dump or get raising: a MalformedToolUseError naming it, one invalid line."""
        rig = make_rig()
        block: object = ExplodingBlock(kind)
        if as_mapping:
            block = type("Exploding", (ExplodingMapping,), {"kind": kind})(BLOCK)
        with pytest.raises(MalformedToolUseError, match=kind.__name__) as caught:
            rig.dispatcher.call_tool(block)
        assert "pass the block as" in str(caught.value)
        assert_one_line(rig.audit.records, "invalid")

    @SETTINGS
    @given(kind=base_exceptions)
    def test_ctrl_c_while_a_block_is_read_goes_up_after_its_line(
        self, kind: type[BaseException]
    ) -> None:
        """A BaseException while reading the block is recorded, then raised as it is."""
        rig = make_rig()
        with pytest.raises(kind):
            rig.dispatcher.call_tool(ExplodingBlock(kind))
        record = assert_one_line(rig.audit.records, "invalid")
        assert kind.__name__ in record["problem"]


class UnprintableError(Exception):
    """An exception whose ``__str__`` raises ``kind``."""

    kind: type[BaseException] = ValueError

    def __str__(self) -> str:
        raise self.kind("cannot print")


def unprintable(kind: type[BaseException]) -> UnprintableError:
    return type("Unprintable", (UnprintableError,), {"kind": kind})()


class TestSinksAndStr:
    @SETTINGS
    @given(kind=any_failures)
    def test_a_sink_raising_keeps_the_audit_line_of_a_later_post_hook(
        self, kind: type[BaseException]
    ) -> None:
        """A failing Post hook, then an error sink that raises (Ctrl-C too): the AuditLog
        registered after the failing hook still writes its line."""
        audit = MemorySink()
        registry = HookRegistry(error_sinks=[raising(kind)])
        registry.post(raising(RuntimeError))
        registry.post(AuditLog(sink=audit))
        below = answered
        if issubclass(kind, Exception):
            call_with_hooks(below, BLOCK, registry=registry, context=make_context())
        else:
            with pytest.raises(kind):
                call_with_hooks(below, BLOCK, registry=registry, context=make_context())
        assert_one_line(audit.records, "ok")

    @SETTINGS
    @given(kind=base_exceptions)
    def test_ctrl_c_in_a_post_hook_goes_up_after_a_later_audit_line(
        self, kind: type[BaseException]
    ) -> None:
        """The package's run_observers finishes the round before it re-raises a
        KeyboardInterrupt (notebook 07 says so beside exercise 10, whose rule is plainer):
        the AuditLog listed after the interrupted hook still writes its line."""
        audit = MemorySink()
        registry = HookRegistry(error_sinks=[lambda _failure: None])
        registry.post(raising(kind))
        registry.post(AuditLog(sink=audit))
        with pytest.raises(kind):
            call_with_hooks(answered, BLOCK, registry=registry, context=make_context())
        assert_one_line(audit.records, "ok")

    @SETTINGS
    @given(kind=any_failures)
    def test_a_post_hook_failure_whose_str_raises_keeps_the_audit_line(
        self, kind: type[BaseException]
    ) -> None:
        """Reporting a failure reads its message; a __str__ that raises costs no line."""
        audit = MemorySink()
        registry = HookRegistry(error_sinks=[lambda _failure: None])

        def failing(_outcome: Any) -> None:
            raise unprintable(kind)

        registry.post(failing)
        registry.post(AuditLog(sink=audit))
        below = answered
        if issubclass(kind, Exception):
            call_with_hooks(below, BLOCK, registry=registry, context=make_context())
        else:
            with pytest.raises(kind):
                call_with_hooks(below, BLOCK, registry=registry, context=make_context())
        assert_one_line(audit.records, "ok")

    @SETTINGS
    @given(kind=any_failures)
    def test_a_pre_hook_failure_whose_str_raises_is_recorded_once(
        self, kind: type[BaseException]
    ) -> None:
        """The call fails closed (PreHookError, or the BaseException itself) with one line."""
        rig = make_rig()

        def failing(_call: Any) -> None:
            raise unprintable(kind)

        rig.registry.pre(failing)
        expected = PreHookError if issubclass(kind, Exception) else kind
        with pytest.raises(expected):
            rig.call("lookup_user", {"user_id": "u_004"})
        assert_one_line(rig.audit.records, "hook_failed")


class TestSurrogates:
    @settings(deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
    @given(value=text_with_surrogates)
    def test_any_sink_gets_a_line_a_utf8_file_takes(self, tmp_path: Path, value: str) -> None:
        """AuditLog(sink=f.write) on a UTF-8 file: lone surrogates arrive as JSON escapes and
        read back as the same characters (pairs as the character they stand for)."""
        path = tmp_path / "audit.jsonl"
        with path.open("w", encoding="utf-8") as file:
            registry = HookRegistry(error_sinks=[])
            registry.post(AuditLog(sink=file.write))
            below = answered
            block = {**BLOCK, "input": {"note": value}}
            call_with_hooks(below, block, registry=registry, context=make_context())
        lines = path.read_text(encoding="utf-8").rstrip("\n").split("\n")  # not splitlines:
        # a record may hold U+0085 or U+2028, which JSON leaves unescaped
        assert len(lines) == 1
        [record] = [json.loads(line) for line in lines]
        expected = json.loads(json.dumps(value))  # what JSON's escapes give back
        assert record["input_sent"]["note"] == expected


def _not_utf8(data: bytes) -> bool:
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return True
    return False


def _first_bad_byte(raw: bytes) -> int:
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        return exc.start
    raise AssertionError("the payload was UTF-8")


REWRITES_JSON_CANNOT_CARRY = [
    ("rewrite_nan", "is nan"),
    ("rewrite_inf", "is inf"),
    ("rewrite_lone_surrogate", "lone surrogate"),
    ("rewrite_bytes", "JSON cannot carry"),
    ("rewrite_minus_inf", "is -inf"),
    ("rewrite_set", "JSON cannot carry"),
]


class TestClaudeCodeAdapter:
    @pytest.mark.parametrize(("factory", "named"), REWRITES_JSON_CANNOT_CARRY)
    def test_a_rewrite_json_cannot_carry_stops_the_call_with_one_line(
        self, factory: str, named: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        """No PostToolUse event follows a blocked call, so the Pre side writes its line."""
        audit = tmp_path / "audit.jsonl"
        monkeypatch.setenv("TOOLHOOKS_TEST_AUDIT", str(audit))
        registry = getattr(claude_code_hooks, factory)()
        payload = json.dumps(pre_payload("Bash", {"command": "ls"}))
        reply = handle("pre", payload, registry, environ=ENV, clock=FixedClock())
        assert reply.exit_code == EXIT_BLOCK
        assert named in reply.stderr
        [record] = read_lines(audit)
        assert record["status"] == "hook_failed"
        assert named in record["problem"]
        assert record["rewritten_by"]

    def test_a_5000_digit_integer_is_refused_and_recorded(
        self, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        """json.loads raises ValueError past 4,300 digits: a refusal, not an internal error."""
        audit = tmp_path / "audit.jsonl"
        monkeypatch.setenv("TOOLHOOKS_TEST_AUDIT", str(audit))
        payload = json.dumps(pre_payload("Bash", {"command": "ls"}))
        payload = payload.replace('"ls"', "1" * 5000)
        reply = handle("pre", payload, claude_code_hooks.build(), environ=ENV, clock=FixedClock())
        assert reply.exit_code == EXIT_BLOCK
        assert "cannot be read as JSON" in reply.stderr
        [record] = read_lines(audit)
        assert record["status"] == "invalid"
        assert "cannot be read as JSON" in record["problem"]

    @SETTINGS
    @given(bad=st.binary(min_size=1, max_size=4).filter(_not_utf8), at=st.integers(0, 10))
    def test_a_payload_that_is_not_utf8_is_refused_and_recorded(self, bad: bytes, at: int) -> None:
        """Any bytes that are not UTF-8, anywhere in a string: refused naming the first bad
        byte and its position, and recorded as invalid (the hooks are loaded first)."""
        with tempfile.TemporaryDirectory() as folder:
            audit = Path(folder) / "audit.jsonl"
            os.environ["TOOLHOOKS_TEST_AUDIT"] = str(audit)
            try:
                registry = claude_code_hooks.build()
            finally:
                del os.environ["TOOLHOOKS_TEST_AUDIT"]
            good = json.dumps(pre_payload("Bash", {"command": "echo hello world"})).encode()
            start = good.index(b"hello") + at
            raw = good[:start] + bad + good[start:]
            reply = handle("pre", read_stdin_text(raw), registry, environ=ENV, clock=FixedClock())
            assert reply.exit_code == EXIT_BLOCK
            first = _first_bad_byte(raw)
            assert (
                f"not UTF-8 (byte {raw[first : first + 1]!r} at position {first})" in reply.stderr
            )
            [record] = read_lines(audit)
            assert record["status"] == "invalid"


BAD_CLOCKS = {
    "a reading before year 1 in UTC": lambda: datetime.min.replace(
        tzinfo=timezone(timedelta(hours=2))
    ),
    "a zone whose utcoffset raises": lambda: NOW.replace(tzinfo=BrokenZone(LookupError)),
    "a clock that raises": raising(OSError),
}


class TestClaudeCodeEventsThatCannotBeBuilt:
    @pytest.fixture
    def audit(self, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
        path = tmp_path / "audit.jsonl"
        monkeypatch.setenv("TOOLHOOKS_TEST_AUDIT", str(path))
        return path

    @pytest.mark.parametrize("clock", list(BAD_CLOCKS))
    @pytest.mark.parametrize("event", ["pre", "post"])
    def test_a_failing_clock_is_refused_or_reported_with_one_line(
        self, audit: Path, clock: str, event: str
    ) -> None:
        """Before the tool: exit 2 naming the clock; after it: reported without blocking.
        Either way the call has its line, stamped by the system clock."""
        payload = pre_payload("Bash", {"command": "ls"})
        if event == "post":
            payload = {**payload, "hook_event_name": "PostToolUse", "tool_response": "ok"}
        registry = claude_code_hooks.build()
        reply = handle(event, json.dumps(payload), registry, environ=ENV, clock=BAD_CLOCKS[clock])  # type: ignore[arg-type]
        assert reply.exit_code == (EXIT_BLOCK if event == "pre" else EXIT_NON_BLOCKING)
        assert "trusted clock" in reply.stderr
        [record] = read_lines(audit)
        assert record["status"] == "hook_failed"
        assert "trusted clock" in record["problem"]

    @SETTINGS
    @given(kind=base_exceptions)
    def test_ctrl_c_in_the_clock_goes_up_after_its_line(self, kind: type[BaseException]) -> None:
        """A BaseException from the clock is raised as it is, once the call is recorded."""
        with tempfile.TemporaryDirectory() as folder:
            audit = Path(folder) / "audit.jsonl"
            os.environ["TOOLHOOKS_TEST_AUDIT"] = str(audit)
            try:
                registry = claude_code_hooks.build()
            finally:
                del os.environ["TOOLHOOKS_TEST_AUDIT"]
            payload = json.dumps(pre_payload("Bash", {"command": "ls"}))
            with pytest.raises(kind):
                handle("pre", payload, registry, environ=ENV, clock=raising(kind))
            [record] = read_lines(audit)
            assert kind.__name__ in record["problem"]

    def test_an_input_too_deep_to_freeze_is_refused_with_one_line(self, audit: Path) -> None:
        """JSON that parses but nests past what can be frozen: refused, recorded as invalid."""
        payload = json.dumps(pre_payload("Bash", _deep(900)))
        reply = handle("pre", payload, claude_code_hooks.build(), environ=ENV, clock=FixedClock())
        assert reply.exit_code == EXIT_BLOCK
        assert "nests too deeply" in reply.stderr
        [record] = read_lines(audit)
        assert record["status"] == "invalid"
        assert record["input_sent"].startswith("<not recorded")


def test_a_post_hook_failing_on_a_nameless_call_is_still_reported() -> None:
    """HookFailure checks its fields, and accepts the '' a block without a name is recorded
    under: the failure reaches the sink, the call is answered, the audit line is written."""
    rig = make_rig()
    rig.registry.post(raising(RuntimeError))
    result = rig.dispatcher.call_tool({"type": "tool_use", "id": "toolu_9", "input": {}})
    assert result["is_error"] is True
    assert [failure.tool_name for failure in rig.errors.failures] == [""]
    assert_one_line(rig.audit.records, "invalid")
