"""The audit trail shipped through OpenTelemetry, end to end against a real OTLP/HTTP receiver
on loopback that decodes the protobuf: one record per call and one per session, the JSONL
line's fields under the GenAI conventions' names, hostile values, and every way export fails
(nothing raises into the agent, and nothing is lost)."""

from __future__ import annotations

import json
import re
import socket
import subprocess
import sys
import threading
from collections.abc import Iterator, Sequence
from datetime import datetime, timezone
from typing import Any

import pytest
from opentelemetry.sdk._logs import LoggerProvider, ReadableLogRecord
from opentelemetry.sdk._logs.export import (
    InMemoryLogRecordExporter,
    LogRecordExporter,
    LogRecordExportResult,
    SimpleLogRecordProcessor,
)

from toolhooks import Deny, OTelAuditLog, Rewrite, ToolCall, end_session
from toolhooks.errors import ConfigError, MissingExtraError
from toolhooks.otel_audit import (
    CALL_EVENT,
    CONVENTION_NAMES,
    SUMMARY_EVENT,
    attribute_name,
    attribute_value,
    unix_nanos,
)
from toolhooks.testing import OTLPLogReceiver, ReceivedLogRecord, make_context

from .helpers import Rig, make_rig

STARTED = datetime(2026, 3, 2, 10, 0, tzinfo=timezone.utc)


@pytest.fixture
def receiver() -> Iterator[OTLPLogReceiver]:
    with OTLPLogReceiver() as running:
        yield running


def closed_port_endpoint() -> str:
    """An endpoint on loopback where nothing listens (the port was just freed)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    return f"http://127.0.0.1:{port}/v1/logs"


def shipped_rig(endpoint: str, **options: Any) -> tuple[Rig, OTelAuditLog]:
    """The tests' rig (an AuditLog to memory, errors captured) with an OTelAuditLog beside it."""
    rig = make_rig()
    otel = OTelAuditLog(endpoint, timeout_s=0.5, **options).attach(rig.registry)
    return rig, otel


def end(rig: Rig) -> None:
    end_session(rig.registry, rig.context, started_at=STARTED, clock=rig.clock)


def deny_refunds(call: ToolCall) -> Deny | None:
    return (
        Deny("refunds need a person", "open a case") if call.tool_name == "issue_refund" else None
    )


def redact_orders(call: ToolCall) -> Rewrite | None:
    if call.tool_name == "get_orders":
        return Rewrite({**call.input, "card": "****"})
    return None


def a_day(rig: Rig) -> None:
    """Four calls: allowed, denied, rewritten, and one whose tool raises."""
    rig.registry.pre(deny_refunds)
    rig.registry.pre(redact_orders)
    rig.tools["create_case_file"].outputs = [RuntimeError("disk full")]
    rig.call("lookup_user", {"user_id": "u_004"}, tool_use_id="toolu_1")
    rig.call("issue_refund", {"amount": 30}, tool_use_id="toolu_2")
    rig.call("get_orders", {"user_id": "u_004", "card": "4111 1111"}, tool_use_id="toolu_3")
    rig.call("create_case_file", {"evidence": ["e1"]}, tool_use_id="toolu_4")


def by_call(records: Sequence[ReceivedLogRecord]) -> dict[str, ReceivedLogRecord]:
    return {r.attributes["gen_ai.tool.call.id"]: r for r in records if r.event_name == CALL_EVENT}


def as_line(record: ReceivedLogRecord, line: dict[str, Any]) -> dict[str, Any]:
    """The record's attributes read back under the JSONL keys, JSON text decoded where the
    line holds something else than a string: what must equal the line."""
    back: dict[str, Any] = {"timestamp": record.timestamp.isoformat()}
    for key, value in line.items():
        name = attribute_name(key)
        if key == "timestamp" or name not in record.attributes:
            continue
        got = record.attributes[name]
        back[key] = got if isinstance(value, (str, bool, int, float, list)) else json.loads(got)
    return back


class TestEndToEnd:
    def test_one_record_per_call_and_one_per_session_arrive(
        self, receiver: OTLPLogReceiver
    ) -> None:
        """Four calls (ok, denied, rewritten, tool error) and the session's end: five records,
        the calls in order, then the summary."""
        rig, otel = shipped_rig(receiver.endpoint)
        a_day(rig)
        end(rig)
        assert [r.event_name for r in receiver.records] == [CALL_EVENT] * 4 + [SUMMARY_EVENT]
        assert list(by_call(receiver.records)) == ["toolu_1", "toolu_2", "toolu_3", "toolu_4"]
        assert rig.errors.failures == []
        otel.close()

    def test_each_record_holds_its_jsonl_line_field_for_field(
        self, receiver: OTLPLogReceiver
    ) -> None:
        """One source of fields: every field of each AuditLog line is an attribute of the
        call's record (None left out), with the same value."""
        rig, otel = shipped_rig(receiver.endpoint)
        a_day(rig)
        end(rig)
        records = by_call(receiver.records)
        for line in rig.audit.records:
            record = records[line["tool_use_id"]]
            present = {k: v for k, v in line.items() if v is not None}
            assert as_line(record, line) == present
            expected = {attribute_name(k) for k in present if k != "timestamp"}
            assert set(record.attributes) - expected <= {"gen_ai.operation.name", "error.type"}
            assert expected <= set(record.attributes)
        otel.close()

    def test_the_conventions_names_carry_the_call(self, receiver: OTLPLogReceiver) -> None:
        """``gen_ai.*`` and ``enduser.id`` where the conventions name a field; ours under
        ``toolhooks.``."""
        rig, otel = shipped_rig(receiver.endpoint)
        a_day(rig)
        end(rig)
        ok = by_call(receiver.records)["toolu_1"].attributes
        assert ok["gen_ai.operation.name"] == "execute_tool"
        assert (ok["gen_ai.tool.name"], ok["gen_ai.tool.call.id"]) == ("lookup_user", "toolu_1")
        assert ok["gen_ai.conversation.id"] == rig.context.session_id
        assert ok["enduser.id"] == rig.context.user_id
        assert json.loads(ok["gen_ai.tool.call.arguments"]) == {"user_id": "u_004"}
        assert ok["gen_ai.tool.call.result"] == "lookup_user done"
        assert (ok["toolhooks.status"], ok["toolhooks.tier"]) == ("ok", rig.context.tier)
        assert "error.type" not in ok
        assert "toolhooks.denied_by" not in ok  # None is left out: OTel has no null
        otel.close()

    def test_a_denial_a_rewrite_and_a_tool_error_arrive_as_such(
        self, receiver: OTLPLogReceiver
    ) -> None:
        """The denial names its hook and reason, the rewrite both inputs, the tool error its
        problem; each not-ok call has ``error.type`` and a WARN severity."""
        rig, otel = shipped_rig(receiver.endpoint)
        a_day(rig)
        end(rig)
        records = by_call(receiver.records)
        denied = records["toolu_2"].attributes
        assert denied["error.type"] == "denied"
        assert denied["toolhooks.denied_by"].endswith("deny_refunds")
        assert denied["toolhooks.deny_reason"] == "refunds need a person"
        assert denied["toolhooks.deny_alternative"] == "open a case"
        assert "toolhooks.input_received" not in denied  # the tool never ran
        rewritten = records["toolu_3"].attributes
        assert rewritten["toolhooks.rewritten_by"] == [rewritten["toolhooks.rewritten_by"][0]]
        assert rewritten["toolhooks.rewritten_by"][0].endswith("redact_orders")
        assert json.loads(rewritten["gen_ai.tool.call.arguments"])["card"] == "4111 1111"
        assert json.loads(rewritten["toolhooks.input_received"])["card"] == "****"
        failed = records["toolu_4"].attributes
        assert (failed["error.type"], failed["toolhooks.is_error"]) == ("tool_error", True)
        assert "disk full" in failed["gen_ai.tool.call.result"]
        assert [records[k].severity_text for k in sorted(records)] == [
            "INFO",
            "WARN",
            "INFO",
            "WARN",
        ]
        otel.close()

    def test_the_summary_record_is_the_session_summary_line(
        self, receiver: OTLPLogReceiver
    ) -> None:
        """The session's record holds the summary's counts (dicts as JSON text) and is stamped
        with the session's end."""
        rig, otel = shipped_rig(receiver.endpoint)
        a_day(rig)
        end(rig)
        summary = receiver.records[-1]
        attributes = summary.attributes
        assert attributes["gen_ai.conversation.id"] == rig.context.session_id
        assert (attributes["toolhooks.calls"], attributes["toolhooks.denials"]) == (4, 1)
        assert attributes["toolhooks.tool_errors"] == 1
        assert json.loads(attributes["toolhooks.calls_by_tool"]) == {
            "create_case_file": 1,
            "get_orders": 1,
            "issue_refund": 1,
            "lookup_user": 1,
        }
        assert summary.timestamp == rig.clock()
        assert attributes["toolhooks.started_at"] == STARTED.isoformat()
        otel.close()

    def test_timestamps_come_from_the_outcome_not_the_wall_clock(
        self, receiver: OTLPLogReceiver
    ) -> None:
        """A call made at a fixed instant of 2031 arrives stamped with that instant, observed
        timestamp included."""
        rig, otel = shipped_rig(receiver.endpoint)
        when = datetime(2031, 7, 4, 12, 0, 0, 123456, tzinfo=timezone.utc)
        rig.clock.set(when)
        rig.call("lookup_user", {"user_id": "u_004"})
        otel.flush()
        [record] = receiver.records
        assert (record.timestamp, record.observed_timestamp) == (when, when)
        assert unix_nanos(when) == 1940932800_123456000  # date -d 2031-07-04T12:00Z +%s
        otel.close()

    def test_a_sub_agents_call_carries_the_agent_conventions(
        self, receiver: OTLPLogReceiver
    ) -> None:
        """``agent_id`` and ``agent_type`` travel as ``gen_ai.agent.id`` and ``.name``."""
        rig = make_rig(context=make_context(agent_id="a_7", agent_type="Explore"))
        otel = OTelAuditLog(receiver.endpoint).attach(rig.registry)
        rig.call("lookup_user", {"user_id": "u_004"})
        otel.flush()
        [record] = receiver.records
        assert (record.attributes["gen_ai.agent.id"], record.attributes["gen_ai.agent.name"]) == (
            "a_7",
            "Explore",
        )
        otel.close()


class TestHostileValues:
    def test_non_ascii_surrogates_huge_and_nested_values_arrive(
        self, receiver: OTLPLogReceiver
    ) -> None:
        """A lone surrogate would fail the whole batch's protobuf encoding: it travels as
        ``\\udcff``, as in the JSONL file; the rest arrives whole and equal to the line."""
        rig, otel = shipped_rig(receiver.endpoint)
        huge = "é" * 1_000_000
        hostile = {
            "name": "Zoë 中文 🚀",
            "path": "/tmp/\udcff",
            "huge": huge,
            "nested": {"a": [1, {"b": None, "c": [True, 2.5]}], "deep": {"x": {"y": {}}}},
            "big": 2**70,
            "nan": float("nan"),
        }
        rig.tools["lookup_user"].outputs = ["out \udcfe ✓"]
        rig.call("lookup_user", hostile, tool_use_id="toolu_\udcff")
        end(rig)
        assert rig.errors.failures == []
        call = by_call(receiver.records)["toolu_\\udcff"]
        arguments = json.loads(call.attributes["gen_ai.tool.call.arguments"])
        assert arguments["name"] == "Zoë 中文 🚀"
        assert arguments["path"] == "/tmp/\udcff"  # the JSON escape reads back as the character
        assert arguments["huge"] == huge
        assert arguments["nested"] == hostile["nested"]
        assert (arguments["big"], arguments["nan"]) == (2**70, "NaN")
        assert call.attributes["gen_ai.tool.call.result"] == "out \\udcfe ✓"
        [line] = rig.audit.records
        assert json.loads(call.attributes["toolhooks.input_received"]) == line["input_received"]
        otel.close()

    @pytest.mark.parametrize(
        ("value", "expected"),
        [
            ("plain", "plain"),
            ("a\udcffb", "a\\udcffb"),
            (True, True),
            (2**63 - 1, 2**63 - 1),
            (-(2**63), -(2**63)),
            (2**63, "9223372036854775808"),
            (1.5, 1.5),
            (None, None),
            (["a", "b\udcff"], ["a", "b\\udcff"]),
            (("x",), ["x"]),
            ([], []),
            ([1, "a"], '[1,"a"]'),
            ({"k": {"v": [1]}}, '{"k":{"v":[1]}}'),
            ({"s": {3, 1}}, '{"s":[1,3]}'),
        ],
    )
    def test_each_value_becomes_what_an_attribute_can_hold(
        self, value: object, expected: object
    ) -> None:
        """Primitives and string lists stay; anything else is its JSON text; None is none."""
        got = attribute_value(value)
        assert got == expected
        assert type(got) is type(expected)

    def test_an_objects_value_becomes_its_placeholder(self) -> None:
        """An object JSON cannot hold is written as the JSONL file writes it."""
        assert attribute_value(object()).startswith('"<unserialisable object:')


class TestFailures:
    @pytest.mark.parametrize("receiver_state", ["down", "error", "garbage"])
    def test_a_failed_export_loses_nothing_and_raises_nothing(self, receiver_state: str) -> None:
        """Receiver down (closed port), answering 500, or answering garbage: every call
        still returns its result and writes its JSONL line, and each record that did not
        arrive is on the error channel, naming its call."""
        receiver = None if receiver_state == "down" else OTLPLogReceiver(answer=receiver_state)
        endpoint = closed_port_endpoint() if receiver is None else receiver.endpoint
        rig, otel = shipped_rig(endpoint)
        a_day(rig)
        end(rig)
        assert [line["tool_use_id"] for line in rig.audit.records] == [
            "toolu_1",
            "toolu_2",
            "toolu_3",
            "toolu_4",
        ]
        failures = rig.errors.failures
        assert [(f.stage, f.tool_use_id) for f in failures] == [
            ("PostToolUse", "toolu_1"),
            ("PostToolUse", "toolu_2"),
            ("PostToolUse", "toolu_3"),
            ("PostToolUse", "toolu_4"),
            ("Stop", None),
        ]
        assert {(f.hook_name, f.error_type) for f in failures} == {
            ("OTelAuditLog", "OTelExportFailed")
        }
        assert failures[0].session_id == rig.context.session_id
        assert failures[0].timestamp == rig.clock()
        # opentelemetry-sdk 1.45 answers FAILURE; 1.39 raises requests' ConnectionError
        assert re.search(r"OTLPLogExporter (answered FAILURE|raised \w+)", failures[0].message)
        assert endpoint in failures[0].message
        if receiver is not None:
            assert receiver.requests >= 1
            assert receiver.records == []
            receiver.close()
        otel.close()

    def test_the_agent_sees_the_same_results_with_the_receiver_down(self) -> None:
        """Shipping is invisible to the model: the results are those of a rig without it."""
        plain = make_rig()
        a_day(plain)
        rig, otel = shipped_rig(closed_port_endpoint())
        a_day(rig)
        assert rig.audit.lines == plain.audit.lines
        otel.close()

    def test_an_exporter_that_raises_is_reported_not_raised(self) -> None:
        """Your own exporter's exception, even inline (``batch=False``), stays out of the
        call and names the exporter on the error channel."""

        class Broken(LogRecordExporter):
            def export(self, batch: Sequence[ReadableLogRecord]) -> LogRecordExportResult:
                raise OSError("the disk is full")

            def shutdown(self) -> None:
                pass

            def force_flush(self, timeout_millis: int = 30_000) -> bool:
                return True

        rig, otel = shipped_rig(closed_port_endpoint(), exporter=Broken(), batch=False)
        result = rig.call("lookup_user", {"user_id": "u_004"})
        assert result["content"] == "lookup_user done"
        [failure] = rig.errors.failures
        assert "Broken raised OSError: the disk is full" in failure.message
        otel.close()

    def test_records_emitted_after_close_are_reported_as_dropped(self) -> None:
        """A record the SDK drops without export (the log closed) is reported at the
        session's end: no record goes missing in silence."""
        exporter = InMemoryLogRecordExporter()
        rig, otel = shipped_rig(closed_port_endpoint(), exporter=exporter)
        otel.close()
        rig.call("lookup_user", {"user_id": "u_004"}, tool_use_id="toolu_late")
        end(rig)
        assert exporter.get_finished_logs() == ()
        assert [(f.error_type, f.stage, f.tool_use_id) for f in rig.errors.failures] == [
            ("OTelRecordDropped", "PostToolUse", "toolu_late"),
            ("OTelRecordDropped", "Stop", None),
        ]
        assert len(rig.audit.lines) == 1

    def test_records_dropped_by_a_full_queue_are_reported(self) -> None:
        """With the exporter busy and the queue full, the SDK drops a record; the session's
        end names it on the error channel."""
        started, release = threading.Event(), threading.Event()
        delivered: list[str] = []

        class Slow(LogRecordExporter):
            def export(self, batch: Sequence[ReadableLogRecord]) -> LogRecordExportResult:
                started.set()
                release.wait(10)
                delivered.extend(
                    str(r.log_record.attributes.get("gen_ai.tool.call.id")) for r in batch
                )
                return LogRecordExportResult.SUCCESS

            def shutdown(self) -> None:
                pass

            def force_flush(self, timeout_millis: int = 30_000) -> bool:
                return True

        rig, otel = shipped_rig(closed_port_endpoint(), exporter=Slow(), max_queue_size=2)
        rig.call("lookup_user", {}, tool_use_id="toolu_1")
        rig.call("lookup_user", {}, tool_use_id="toolu_2")  # a full batch: the worker takes it
        assert started.wait(10)
        for number in (3, 4, 5):  # the queue holds two: the oldest of three is dropped
            rig.call("lookup_user", {}, tool_use_id=f"toolu_{number}")
        release.set()
        otel.flush()  # the two left are sent before the summary would push one out
        end(rig)
        dropped = [
            f.tool_use_id for f in rig.errors.failures if f.error_type == "OTelRecordDropped"
        ]
        assert dropped == ["toolu_3"]
        assert delivered == [
            "toolu_1",
            "toolu_2",
            "toolu_4",
            "toolu_5",
            "None",
        ]  # None: the summary
        otel.close()


class TestSetUp:
    def test_a_provider_of_yours_is_used_and_left_running(self) -> None:
        """``logger_provider=``: records go through your pipeline; ``close`` flushes it and
        leaves it to you."""
        exporter = InMemoryLogRecordExporter()
        provider = LoggerProvider()
        provider.add_log_record_processor(SimpleLogRecordProcessor(exporter))
        rig = make_rig()
        otel = OTelAuditLog(logger_provider=provider).attach(rig.registry)
        rig.call("lookup_user", {"user_id": "u_004"})
        otel.close()
        rig.call("lookup_user", {"user_id": "u_004"}, tool_use_id="toolu_02")
        names = [
            r.log_record.attributes["gen_ai.tool.call.id"] for r in exporter.get_finished_logs()
        ]
        assert names == ["toolu_01", "toolu_02"]
        assert "logger_provider=" in repr(otel)
        provider.shutdown()

    def test_without_attach_calls_ship_and_failures_are_logged(
        self, caplog: pytest.LogCaptureFixture
    ) -> None:
        """Registered as a plain PostToolUse hook, it ships each call; a failure goes to the
        ``toolhooks`` logger, as no registry was named."""
        rig = make_rig()
        otel = OTelAuditLog(closed_port_endpoint(), timeout_s=0.2)
        rig.registry.post(otel)
        rig.call("lookup_user", {"user_id": "u_004"})
        otel.flush()
        assert any(
            "did not deliver the record of call 'toolu_01'" in r.getMessage()
            for r in caplog.records
            if r.name == "toolhooks"
        )
        otel.close()

    @pytest.mark.parametrize(
        ("arguments", "says"),
        [
            ({"endpoint": "localhost:4318"}, "must be an http(s) URL"),
            ({"timeout_s": 0}, "above 0"),
            ({"timeout_s": float("nan")}, "above 0"),
            ({"timeout_s": True}, "above 0"),
            ({"max_queue_size": 0}, "max_queue_size"),
            (
                {"exporter": InMemoryLogRecordExporter(), "logger_provider": LoggerProvider()},
                "not both",
            ),
        ],
    )
    def test_a_wrong_argument_is_refused_with_the_fix(
        self, arguments: dict[str, Any], says: str
    ) -> None:
        with pytest.raises(ConfigError, match=says.replace("(", r"\(").replace(")", r"\)")):
            OTelAuditLog(**arguments)

    def test_without_the_extra_the_error_names_the_install_line(
        self, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        """No SDK: an ImportError (``MissingExtraError``) that says what to install."""
        monkeypatch.setitem(sys.modules, "opentelemetry.sdk._logs", None)
        with pytest.raises(MissingExtraError, match=r"pip install 'hooks-workbook\[otel\]'"):
            OTelAuditLog()
        with pytest.raises(ImportError):
            OTelAuditLog()

    def test_import_toolhooks_never_needs_the_extra(self) -> None:
        """With opentelemetry unimportable, ``from toolhooks import *`` and the module still
        import; only building an OTelAuditLog (or a receiver) says what is missing."""
        probe = (
            "import sys; sys.modules['opentelemetry'] = None\n"
            "from toolhooks import *\n"
            "import toolhooks.otel_audit, toolhooks.testing\n"
            "for build in (OTelAuditLog, toolhooks.testing.OTLPLogReceiver):\n"
            "    try: build()\n"
            "    except ImportError as exc: print(type(exc).__name__, 'hooks-workbook[otel]' in str(exc))\n"
        )
        out = subprocess.run(
            [sys.executable, "-c", probe], capture_output=True, text=True, check=True, timeout=60
        )
        assert out.stdout.split("\n")[:2] == ["MissingExtraError True", "MissingExtraError True"]

    def test_every_convention_name_is_a_gen_ai_or_registry_name(self) -> None:
        """The names we claim as conventions are the conventions' namespaces; the rest are
        ours and prefixed."""
        assert all(n.startswith(("gen_ai.", "enduser.")) for n in CONVENTION_NAMES.values())
        assert attribute_name("denied_by") == "toolhooks.denied_by"
        assert attribute_name("tool_name") == "gen_ai.tool.name"


def test_the_receiver_keeps_order_and_counts_requests(receiver: OTLPLogReceiver) -> None:
    """The receiver double decodes each request; a body that is not OTLP is a 400, kept as a
    problem, never a crash."""
    import urllib.error
    import urllib.request

    request = urllib.request.Request(receiver.endpoint, data=b"\xff\xff not protobuf")
    with pytest.raises(urllib.error.HTTPError, match="400"):
        urllib.request.urlopen(request, timeout=5)
    assert receiver.requests == 1
    assert len(receiver.problems) == 1
    assert receiver.records == []
