"""The audit trail shipped through OpenTelemetry: one log record per call, one per session.

A team that outgrows one JSONL file sends the same records down the field's existing
pipeline, an OpenTelemetry collector. :class:`OTelAuditLog` emits one OpenTelemetry log
record per call, whose attributes are the fields of the call's audit line
(:func:`toolhooks.audit.audit_record`, the one place those fields are listed), and one
record per session, whose attributes are the session's summary line (counted and built by
:class:`toolhooks.session.SessionSummary`). It needs the ``otel`` extra
(``pip install 'hooks-workbook[otel]'``), imported only when an ``OTelAuditLog`` is built,
so ``import toolhooks`` never needs it.

**Names.** Where the OpenTelemetry GenAI semantic conventions (or the general attribute
registry) have a name, the attribute carries it, :data:`CONVENTION_NAMES`:

* ``gen_ai.operation.name``, always ``execute_tool`` on a call's record;
* ``gen_ai.tool.name`` (the line's ``tool_name``), ``gen_ai.tool.call.id`` (``tool_use_id``),
  ``gen_ai.tool.call.arguments`` (``input_sent``), ``gen_ai.tool.call.result`` (``output``),
  ``gen_ai.conversation.id`` (``session_id``), and on a sub-agent's calls
  ``gen_ai.agent.id`` (``agent_id``) and ``gen_ai.agent.name`` (``agent_type``);
* ``enduser.id`` (``user_id``), and ``error.type`` (the ``status``) on every call that did
  not end ``ok``.

Every other field is ours: its JSONL key after the prefix ``toolhooks.`` (``toolhooks.status``,
``toolhooks.tier``, ``toolhooks.denied_by``, ``toolhooks.deny_reason``,
``toolhooks.rewritten_by``, ``toolhooks.input_received``...; on a summary
``toolhooks.calls``, ``toolhooks.denials``, ``toolhooks.calls_by_tool``...). A field added
to the lines later arrives the same way, with no change here. The records' event names are
``toolhooks.tool_call`` and ``toolhooks.session_summary``. A call's timestamp (and observed
timestamp) is its outcome's, a summary's the session's end: never the wall clock. The
line's ``timestamp`` is that timestamp, not an attribute.

**Values.** An attribute holds a primitive or a list of them, so: a string, a bool, an int
that fits in 64 bits and a float are kept as they are; a list of strings stays a list;
``None`` is left out (OTel has no null); anything else (a dict such as a tool's input, a
list of anything else, a longer int) becomes its JSON text, written as the JSONL line
writes it (``toolhooks.jsonl.to_json_text``). A lone surrogate (``"\\udcff"``) cannot
travel in protobuf's UTF-8, so it travels as the escape ``\\udcff``, as in the JSONL file
(a record holding one would otherwise fail its whole batch). Nothing is cut: a large input
travels whole, up to the exporter's request limit (64 MiB) and the collector's own.

**Failures.** The JSONL :class:`~toolhooks.audit.AuditLog` stays the durable copy: register
``OTelAuditLog`` *beside* it, with :meth:`OTelAuditLog.attach`. Records are batched and
sent by the SDK's background thread, so a call never waits for the network, and no export
failure raises into the agent. A record that was not delivered (the receiver down, an HTTP
error or garbage in answer, a timeout after ``timeout_s``) becomes a
:class:`~toolhooks.error_channel.HookFailure` on the registry's error channel, naming the
call (stage ``PostToolUse``; ``Stop`` for a summary); so is a record the SDK dropped before
export (its queue full, or the log closed), when its session ends. So every call has its
JSONL line, and every record the collector lacks has its error-channel line. Each session's
end flushes (``force_flush``: the Stop hook waits for the export, up to ``timeout_s`` per
batch); :meth:`OTelAuditLog.close` flushes and shuts down.
"""

from __future__ import annotations

import json
import math
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from typing import TYPE_CHECKING, Any, TypeAlias

from .audit import audit_record
from .error_channel import HookFailure, Stage
from .errors import ConfigError, MissingExtraError, describe_exception, logger, safe_repr
from .events import SessionEnd, ToolOutcome
from .jsonl import to_json_text, utf8_text
from .registry import HookRegistry, require_registry
from .session import SessionSummary

if TYPE_CHECKING:
    from opentelemetry.sdk._logs import LoggerProvider, ReadableLogRecord
    from opentelemetry.sdk._logs.export import LogRecordExporter

AttributeValue: TypeAlias = "str | bool | int | float | list[str]"
"""What an OpenTelemetry attribute may hold here."""

DEFAULT_ENDPOINT = "http://localhost:4318/v1/logs"
"""A collector's OTLP/HTTP logs endpoint on this machine (4318 is OTLP/HTTP's port)."""

CALL_EVENT = "toolhooks.tool_call"
SUMMARY_EVENT = "toolhooks.session_summary"
PREFIX = "toolhooks."
INSTALL = "pip install 'hooks-workbook[otel]'"

CONVENTION_NAMES: Mapping[str, str] = {
    "tool_name": "gen_ai.tool.name",
    "tool_use_id": "gen_ai.tool.call.id",
    "input_sent": "gen_ai.tool.call.arguments",
    "output": "gen_ai.tool.call.result",
    "session_id": "gen_ai.conversation.id",
    "agent_id": "gen_ai.agent.id",
    "agent_type": "gen_ai.agent.name",
    "user_id": "enduser.id",
}
"""The audit and summary keys that have a name in OpenTelemetry's semantic conventions."""

_EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)
_INT64_MIN, _INT64_MAX = -(2**63), 2**63 - 1


def attribute_name(key: str) -> str:
    """The attribute a record's ``key`` is sent as: the convention's name, or ``toolhooks.key``."""
    name = _NAMES.get(key)
    if name is None:
        name = CONVENTION_NAMES.get(key) or PREFIX + key
        if len(_NAMES) < 256:  # a line's keys are few and fixed: each is named once
            _NAMES[key] = name
    return name


_NAMES: dict[str, str] = {}


def attribute_value(value: object) -> AttributeValue | None:
    """``value`` as an attribute can hold it (see the module's docstring); ``None`` for none."""
    kind = type(value)  # exact types: a subclass may print itself otherwise
    if kind is str:
        return utf8_text(value)  # type: ignore[arg-type]
    if kind is bool or kind is float:
        return value  # type: ignore[return-value]
    if kind is int and _INT64_MIN <= value <= _INT64_MAX:  # type: ignore[operator]
        return value  # type: ignore[return-value]
    if value is None:
        return None
    if (kind is list or kind is tuple) and all(type(item) is str for item in value):  # type: ignore[attr-defined]
        return [utf8_text(item) for item in value]  # type: ignore[attr-defined]
    return to_json_text(value)


def otel_attributes(record: Mapping[str, Any]) -> dict[str, AttributeValue]:
    """A line's fields as attributes: each named by :func:`attribute_name`, valued by
    :func:`attribute_value`; a field that is ``None`` is left out."""
    attributes: dict[str, AttributeValue] = {}
    for key, value in record.items():
        if value is None:
            continue
        name = _NAMES.get(key) or attribute_name(key)
        attributes[name] = value if type(value) in _KEPT else attribute_value(value)  # type: ignore[assignment]
    return attributes


_KEPT = frozenset({bool, float})  # kept as they are; str needs its surrogates checked


def call_attributes(outcome: ToolOutcome) -> dict[str, AttributeValue]:
    """The attributes of one call's record: its audit line's fields, plus the conventions'
    ``gen_ai.operation.name`` and, when it did not end ``ok``, ``error.type``."""
    record = audit_record(outcome)
    del record["timestamp"]  # the log record's own timestamp carries it
    attributes: dict[str, AttributeValue] = {"gen_ai.operation.name": "execute_tool"}
    attributes.update(otel_attributes(record))
    if outcome.status != "ok":
        attributes["error.type"] = outcome.status
    return attributes


def unix_nanos(when: datetime) -> int:
    """``when`` (aware) in nanoseconds since 1970 UTC, exactly (no float on the way)."""
    return (when - _EPOCH) // timedelta(microseconds=1) * 1000


@dataclass(frozen=True, slots=True)
class _Sent:
    """What the error channel needs to name a record that may not arrive."""

    stage: Stage
    session_id: str
    timestamp: datetime
    tool_name: str | None = None
    tool_use_id: str | None = None

    def failure(self, error_type: str, message: str) -> HookFailure:
        return HookFailure(
            stage=self.stage,
            hook_name="OTelAuditLog",
            error_type=error_type,
            message=message,
            session_id=self.session_id,
            timestamp=self.timestamp,
            tool_name=self.tool_name,
            tool_use_id=self.tool_use_id,
        )

    @property
    def what(self) -> str:
        if self.stage == "Stop":
            return f"summary record of session {self.session_id!r}"
        return f"record of call {self.tool_use_id!r} ({self.tool_name})"


_Key: TypeAlias = "tuple[str, object, object]"


def _key(event: str, attributes: Mapping[str, object]) -> _Key:
    """Which emitted record an exported one is: its event, session and call id."""
    return (event, attributes.get("gen_ai.conversation.id"), attributes.get("gen_ai.tool.call.id"))


def _log_failure(failure: HookFailure) -> None:
    """Where failures go before :meth:`OTelAuditLog.attach` names a registry."""
    logger().warning("OTelAuditLog: %s", failure.message)


class OTelAuditLog:
    """PostToolUse hook that ships each call's audit fields as an OpenTelemetry log record;
    with :meth:`attach`, one record per session's summary too (see the module docstring).

    * ``endpoint``: the collector's OTLP/HTTP logs URL (default ``DEFAULT_ENDPOINT``),
      sent to by ``OTLPLogExporter`` with a ``timeout_s`` per export (retries included).
    * ``exporter``: your own ``LogRecordExporter`` instead (an ``InMemoryLogRecordExporter``
      in a test); its failures are reported as the OTLP exporter's are.
    * ``logger_provider``: your own ``LoggerProvider``, used as it is (its processors and
      exporters are yours, and so is reporting their failures); :meth:`close` then
      flushes it but leaves it running.
    * ``batch``: ``True`` (default) batches on the SDK's background thread; ``False`` exports
      inside each call (a slow receiver then slows every call: for tests).
    * ``max_queue_size``: records waiting for export before the SDK drops new ones.
    """

    def __init__(
        self,
        endpoint: str = DEFAULT_ENDPOINT,
        *,
        timeout_s: float = 2.0,
        exporter: LogRecordExporter | None = None,
        logger_provider: LoggerProvider | None = None,
        batch: bool = True,
        max_queue_size: int = 2048,
        service_name: str = "toolhooks",
    ) -> None:
        _check_arguments(endpoint, timeout_s, exporter, logger_provider, max_queue_size)
        _import_otel(otlp=exporter is None and logger_provider is None)
        from opentelemetry._logs import SeverityNumber

        self.endpoint = endpoint
        self.timeout_s = float(timeout_s)
        self._severity = {True: SeverityNumber.INFO, False: SeverityNumber.WARN}
        self._lock = threading.Lock()
        self._pending: dict[_Key, list[_Sent]] = {}
        self._report: Callable[[HookFailure], None] = _log_failure
        self._owned = logger_provider is None
        self.exporter: LogRecordExporter | None = None
        if logger_provider is None:
            logger_provider = self._build_provider(exporter, batch, max_queue_size, service_name)
        self.provider: LoggerProvider = logger_provider
        self._logger = logger_provider.get_logger("toolhooks.otel_audit")
        self.summary = SessionSummary(sink=self._emit_summary)

    def _build_provider(
        self,
        exporter: LogRecordExporter | None,
        batch: bool,
        max_queue_size: int,
        service_name: str,
    ) -> LoggerProvider:
        from opentelemetry.sdk._logs import LoggerProvider
        from opentelemetry.sdk._logs.export import BatchLogRecordProcessor, SimpleLogRecordProcessor
        from opentelemetry.sdk.resources import Resource

        if exporter is None:
            from opentelemetry.exporter.otlp.proto.http._log_exporter import OTLPLogExporter

            exporter = OTLPLogExporter(endpoint=self.endpoint, timeout=self.timeout_s)
        self.exporter = exporter
        reporting = _reporting_exporter(exporter, self._exported)
        provider = LoggerProvider(resource=Resource.create({"service.name": service_name}))
        provider.add_log_record_processor(
            BatchLogRecordProcessor(
                reporting,
                max_queue_size=max_queue_size,
                max_export_batch_size=min(512, max_queue_size),  # the SDK's 512, or fewer
            )
            if batch
            else SimpleLogRecordProcessor(reporting)
        )
        return provider

    def attach(self, registry: HookRegistry) -> OTelAuditLog:
        """Register on ``registry``: this hook for each call, :attr:`summary` (it counts the
        session and writes its record at Stop), a Stop hook that flushes after it, and the
        registry's error channel for what does not arrive."""
        require_registry(registry, "OTelAuditLog.attach")
        registry.post(self, name="OTelAuditLog")
        self.summary.attach(registry)
        registry.stop(self.flush, name="OTelAuditLog.flush")
        self._report = registry.report
        return self

    def __call__(self, outcome: ToolOutcome) -> None:
        """PostToolUse: emit the call's record (queued; sent in a batch)."""
        ok = outcome.status == "ok"
        sent = _Sent(
            "PostToolUse",
            outcome.context.session_id,
            outcome.timestamp,
            outcome.tool_name,
            outcome.tool_use_id,
        )
        body = utf8_text(f"{outcome.tool_name}: {outcome.status}")
        self._emit(sent, CALL_EVENT, body, call_attributes(outcome), ok=ok)

    def _emit_summary(self, line: str) -> None:
        """:attr:`summary`'s sink: its line, decoded, becomes the session's record."""
        summary = json.loads(line)
        ended = datetime.fromisoformat(summary["ended_at"])
        sent = _Sent("Stop", summary["session_id"], ended)
        body = utf8_text(
            f"session {summary['session_id']}: {summary['calls']} calls, "
            f"{summary['denials']} denied"
        )
        self._emit(sent, SUMMARY_EVENT, body, otel_attributes(summary), ok=True)

    def _emit(
        self,
        sent: _Sent,
        event: str,
        body: str,
        attributes: dict[str, AttributeValue],
        *,
        ok: bool,
    ) -> None:
        if self._owned:  # noted before emit: an inline export reports at once
            with self._lock:
                self._pending.setdefault(_key(event, attributes), []).append(sent)
        nanos = unix_nanos(sent.timestamp)
        severity = self._severity[ok]
        self._logger.emit(
            timestamp=nanos,
            observed_timestamp=nanos,
            severity_number=severity,
            severity_text=severity.name,
            body=body,
            attributes=attributes,
            event_name=event,
        )

    def _exported(self, batch: Sequence[ReadableLogRecord], problem: str | None) -> None:
        """The exporter's word on a batch; runs on the SDK's thread, so it never raises."""
        try:
            with self._lock:
                sent = [self._take(record) for record in batch]
            if problem is None:
                return
            message = (
                f"OpenTelemetry did not deliver the {{what}}: {problem}. Its JSONL audit line "
                f"(AuditLog) keeps it; check the collector at {self.endpoint}, or raise timeout_s."
            )
            for item in sent:
                if item is not None:
                    self._report(item.failure("OTelExportFailed", message.format(what=item.what)))
        except Exception:
            logger().exception("OTelAuditLog could not report an export's outcome")

    def _take(self, record: ReadableLogRecord) -> _Sent | None:
        log_record = record.log_record
        key = _key(log_record.event_name or "", log_record.attributes or {})
        waiting = self._pending.get(key)
        if not waiting:
            return None
        item = waiting.pop(0)
        if not waiting:
            del self._pending[key]
        return item

    def flush(self, end: SessionEnd | None = None) -> None:
        """Send what is queued now (``force_flush``). As a Stop hook (``end`` given), then
        report the session's records that never reached the exporter as dropped."""
        self.provider.force_flush()
        if end is not None:
            session = end.context.session_id
            self._report_dropped(lambda sent: sent.session_id == session)

    def close(self) -> None:
        """Flush and shut down (a provider passed in is flushed only: it is yours), then
        report every record that never reached the exporter as dropped."""
        if self._owned:
            self.provider.shutdown()
        else:
            self.provider.force_flush()
        self._report_dropped(lambda _sent: True)

    def _report_dropped(self, select: Callable[[_Sent], bool]) -> None:
        with self._lock:
            dropped = []
            for key in list(self._pending):
                kept = [sent for sent in self._pending[key] if not select(sent)]
                dropped += [sent for sent in self._pending[key] if select(sent)]
                if kept:
                    self._pending[key] = kept
                else:
                    del self._pending[key]
        for sent in dropped:
            self._report(
                sent.failure(
                    "OTelRecordDropped",
                    f"the OpenTelemetry SDK dropped the {sent.what} before export (its queue "
                    "was full, or the log was closed). Its JSONL audit line (AuditLog) keeps "
                    "it; raise max_queue_size, or close the log only after the session.",
                )
            )

    def __repr__(self) -> str:
        if self._owned:
            return f"OTelAuditLog({self.endpoint!r}, exporter={type(self.exporter).__name__})"
        return f"OTelAuditLog(logger_provider={safe_repr(self.provider)})"


def _reporting_exporter(
    inner: LogRecordExporter, done: Callable[[Sequence[ReadableLogRecord], str | None], None]
) -> LogRecordExporter:
    """``inner``, telling ``done`` of each batch: ``None`` once delivered, else why not."""
    from opentelemetry.sdk._logs.export import LogRecordExporter, LogRecordExportResult

    name = type(inner).__name__

    class ReportingExporter(LogRecordExporter):
        def export(self, batch: Sequence[ReadableLogRecord]) -> LogRecordExportResult:
            try:
                result = inner.export(batch)
            except Exception as exc:  # an exporter of yours that raises is a failure too
                done(batch, f"{name} raised {describe_exception(exc)}")
                return LogRecordExportResult.FAILURE
            delivered = getattr(result, "name", None) == "SUCCESS"
            done(
                batch,
                None
                if delivered
                else f"{name} answered {getattr(result, 'name', safe_repr(result))} (the "
                "receiver was down, answered with an error or garbage, or did not answer in "
                "time; the exporter's log says which)",
            )
            return LogRecordExportResult.SUCCESS if delivered else LogRecordExportResult.FAILURE

        def shutdown(self) -> None:
            inner.shutdown()  # type: ignore[no-untyped-call]

        def force_flush(self, timeout_millis: int = 30_000) -> bool:
            return inner.force_flush(timeout_millis)

    return ReportingExporter()


def _import_otel(*, otlp: bool) -> None:
    """Import the SDK (and the OTLP/HTTP exporter when it is needed), or say how to add it."""
    try:
        import opentelemetry.sdk._logs

        if otlp:
            import opentelemetry.exporter.otlp.proto.http._log_exporter  # noqa: F401
    except ImportError as exc:
        raise MissingExtraError(
            "OTelAuditLog needs the OpenTelemetry SDK and its OTLP/HTTP exporter, which are "
            f"not installed here ({describe_exception(exc)}); add them with: {INSTALL}"
        ) from exc


def _check_arguments(
    endpoint: object,
    timeout_s: object,
    exporter: object,
    logger_provider: object,
    max_queue_size: object,
) -> None:
    if not isinstance(endpoint, str) or not endpoint.startswith(("http://", "https://")):
        raise ConfigError(
            f"OTelAuditLog(endpoint=...) must be an http(s) URL, got {safe_repr(endpoint)}; "
            f"e.g. {DEFAULT_ENDPOINT!r}, a collector's OTLP/HTTP logs endpoint."
        )
    if (
        type(timeout_s) not in (int, float)
        or not math.isfinite(timeout_s)  # type: ignore[arg-type]
        or timeout_s <= 0  # type: ignore[operator]
    ):
        raise ConfigError(
            f"OTelAuditLog(timeout_s=...) must be a number of seconds above 0, got "
            f"{safe_repr(timeout_s)}; e.g. timeout_s=2.0."
        )
    if exporter is not None and logger_provider is not None:
        raise ConfigError(
            "OTelAuditLog takes an exporter or a logger_provider, not both: a provider you "
            "pass comes with its own exporters. Pass one."
        )
    if type(max_queue_size) is not int or max_queue_size < 1:
        raise ConfigError(
            f"OTelAuditLog(max_queue_size=...) must be a whole number above 0, got "
            f"{safe_repr(max_queue_size)}; e.g. 2048 (the SDK's default)."
        )
