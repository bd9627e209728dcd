"""Public test doubles: test your own hooks with the same tools the workbook uses.

* :class:`FixedClock` and :class:`SteppingClock`: trusted clocks you control.
* :class:`RecordingHook`: a hook that appends its label to a shared list, then returns a
  fixed decision (or raises), so a test can assert exactly which hooks ran, in order.
* :class:`ScriptedTool`: a tool that returns scripted outputs and records its calls.
* :class:`~toolhooks.jsonl.MemorySink` (re-exported) and :class:`ErrorCapture`: capture
  audit lines and hook failures in memory.
* :func:`make_context` and :func:`make_tool_use`: quick, valid values.
* :class:`OTLPLogReceiver`: a collector's OTLP/HTTP logs endpoint on 127.0.0.1 that decodes
  what :class:`~toolhooks.otel_audit.OTelAuditLog` ships (needs the ``otel`` extra).
"""

from __future__ import annotations

import threading
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from typing import TYPE_CHECKING, Any, Literal

from .clock import as_utc
from .context import HookContext, Tier
from .decisions import Allow, Deny, Rewrite
from .error_channel import HookFailure
from .errors import ConfigError, MissingExtraError, describe_exception, safe_repr
from .events import ToolCall
from .jsonl import MemorySink

if TYPE_CHECKING:
    from http.server import BaseHTTPRequestHandler

__all__ = [
    "ErrorCapture",
    "FixedClock",
    "MemorySink",
    "OTLPLogReceiver",
    "ReceivedLogRecord",
    "RecordingHook",
    "ScriptedTool",
    "SteppingClock",
    "make_call",
    "make_context",
    "make_tool_use",
]

DEFAULT_NOW = datetime(2026, 3, 2, 10, 30, tzinfo=timezone.utc)


class FixedClock:
    """A clock that always reads ``now`` (UTC) until you ``set`` it."""

    def __init__(self, now: datetime = DEFAULT_NOW) -> None:
        self.now = as_utc(now, source="FixedClock")

    def set(self, now: datetime) -> None:
        self.now = as_utc(now, source="FixedClock.set")

    def __call__(self) -> datetime:
        return self.now


class SteppingClock:
    """A clock that moves forward by ``step`` each time it is read."""

    def __init__(
        self, start: datetime = DEFAULT_NOW, step: timedelta = timedelta(seconds=1)
    ) -> None:
        self.next = as_utc(start, source="SteppingClock")
        if not isinstance(step, timedelta):
            raise ConfigError(
                f"SteppingClock(step=...) must be a datetime.timedelta, got {safe_repr(step)} "
                f"({type(step).__name__}); e.g. timedelta(seconds=1)."
            )
        self.step = step

    def __call__(self) -> datetime:
        now, self.next = self.next, self.next + self.step
        return now


class RecordingHook:
    """A PreToolUse (or observer) hook that records itself and the input it saw.

    ``log`` is shared between hooks so that the order they ran in can be asserted:
    ``assert log == ["tier", "window"]``. ``seen`` keeps the inputs this hook received.
    """

    def __init__(
        self,
        label: str,
        log: list[str],
        decision: Allow | Deny | Rewrite | None = None,
        *,
        raises: BaseException | None = None,
    ) -> None:
        self.label, self.log, self.decision, self.raises = label, log, decision, raises
        self.seen: list[Any] = []
        self.__qualname__ = label

    def __call__(self, event: Any) -> Any:
        self.log.append(self.label)
        self.seen.append(getattr(event, "input", event))
        if self.raises is not None:
            raise self.raises
        return self.decision


class ScriptedTool:
    """A tool function that returns ``outputs`` in turn (raising any that are exceptions)."""

    def __init__(self, outputs: Iterable[object] = ("ok",)) -> None:
        if isinstance(outputs, (str, bytes)) or not isinstance(outputs, Iterable):
            raise ConfigError(
                f"ScriptedTool(outputs) takes a list of outputs, got {safe_repr(outputs)} "
                f"({type(outputs).__name__}); write a list even for one, e.g. ['ok']."
            )
        self.outputs = list(outputs)
        if not self.outputs:
            raise ConfigError(
                "ScriptedTool(outputs) needs at least one output, got none; e.g. ['ok']."
            )
        self.calls: list[dict[str, Any]] = []

    def __call__(self, **arguments: Any) -> object:
        self.calls.append(arguments)
        output = self.outputs[min(len(self.calls), len(self.outputs)) - 1]
        if isinstance(output, BaseException):
            raise output
        return output


class ErrorCapture:
    """An error sink that keeps each :class:`HookFailure`."""

    def __init__(self) -> None:
        self.failures: list[HookFailure] = []

    def __call__(self, failure: HookFailure) -> None:
        self.failures.append(failure)

    @property
    def hook_names(self) -> list[str]:
        return [failure.hook_name for failure in self.failures]


def make_context(
    user_id: str = "u_004", tier: Tier = "free", session_id: str = "s_001", **attributes: Any
) -> HookContext:
    """A valid context; override any field."""
    return HookContext(user_id, tier, session_id, attributes)


def make_tool_use(
    name: str, tool_input: Mapping[str, Any] | None = None, tool_use_id: str = "toolu_01"
) -> dict[str, Any]:
    """A ``tool_use`` block as the API would send it."""
    return {"type": "tool_use", "id": tool_use_id, "name": name, "input": dict(tool_input or {})}


def make_call(
    name: str,
    tool_input: Mapping[str, Any] | None = None,
    *,
    context: HookContext | None = None,
    timestamp: datetime = DEFAULT_NOW,
    tool_use_id: str = "toolu_01",
) -> ToolCall:
    """A :class:`ToolCall` for testing a PreToolUse hook directly."""
    return ToolCall(name, tool_use_id, tool_input or {}, context or make_context(), timestamp)


@dataclass(frozen=True, slots=True)
class ReceivedLogRecord:
    """One OpenTelemetry log record as a receiver decoded it from the wire."""

    event_name: str
    body: Any
    severity_text: str
    timestamp: datetime
    observed_timestamp: datetime
    attributes: dict[str, Any]
    resource: dict[str, Any]


Answer = Literal["ok", "error", "garbage"]


class OTLPLogReceiver:
    """An OTLP/HTTP logs receiver on 127.0.0.1: a collector's ``POST /v1/logs`` for tests.

    Each request's protobuf body (``ExportLogsServiceRequest``, gzip too) is decoded, and its
    records kept in :attr:`records`, in arrival order. ``answer`` says how it replies:
    ``"ok"`` (200 and an ``ExportLogsServiceResponse``), ``"error"`` (500, body not read
    into records) or ``"garbage"`` (bytes that are not HTTP, then the connection closes).
    :attr:`requests` counts the POSTs, whatever the answer. Use it as a context manager, or
    call :meth:`close`.
    """

    def __init__(self, *, answer: Answer = "ok") -> None:
        if answer not in ("ok", "error", "garbage"):
            raise ConfigError(
                f"OTLPLogReceiver(answer=...) must be 'ok', 'error' or 'garbage', got "
                f"{safe_repr(answer)}."
            )
        from http.server import HTTPServer  # here: the graders import this module too

        self._request_type = _logs_request_type()
        self.answer: Answer = answer
        self.records: list[ReceivedLogRecord] = []
        self.requests = 0
        self.problems: list[str] = []
        self._server = HTTPServer(("127.0.0.1", 0), _handler_for(self))
        self._thread = threading.Thread(
            target=self._server.serve_forever, name="OTLPLogReceiver", daemon=True
        )
        self._thread.start()

    @property
    def endpoint(self) -> str:
        """The URL to export to: ``http://127.0.0.1:PORT/v1/logs``."""
        return f"http://127.0.0.1:{self._server.server_address[1]}/v1/logs"

    def receive(self, body: bytes) -> None:
        """Decode one request body and keep its records (the handler calls this)."""
        request = self._request_type.FromString(body)
        for resource_logs in request.resource_logs:
            resource = _attributes(resource_logs.resource.attributes)
            for scope_logs in resource_logs.scope_logs:
                for record in scope_logs.log_records:
                    self.records.append(_received(record, resource))

    def close(self) -> None:
        """Stop serving and free the port."""
        self._server.shutdown()
        self._server.server_close()
        self._thread.join()

    def __enter__(self) -> OTLPLogReceiver:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"OTLPLogReceiver({self.endpoint!r}, answer={self.answer!r})"


def _logs_request_type() -> Any:
    try:
        from opentelemetry.proto.collector.logs.v1.logs_service_pb2 import (
            ExportLogsServiceRequest,
        )
    except ImportError as exc:
        raise MissingExtraError(
            "OTLPLogReceiver decodes OTLP with the opentelemetry-proto package, which is not "
            f"installed here ({describe_exception(exc)}); add it with: "
            "pip install 'hooks-workbook[otel]'"
        ) from exc
    return ExportLogsServiceRequest


def _handler_for(receiver: OTLPLogReceiver) -> type[BaseHTTPRequestHandler]:
    import gzip
    from http.server import BaseHTTPRequestHandler

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            receiver.requests += 1
            body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
            if receiver.answer == "garbage":
                self.wfile.write(b"\x00\xffnot HTTP at all\r\n\r\n")
                self.close_connection = True
                return
            if self.path != "/v1/logs" or receiver.answer == "error":
                self._reply(404 if self.path != "/v1/logs" else 500, b"")
                return
            try:
                if self.headers.get("Content-Encoding") == "gzip":
                    body = gzip.decompress(body)
                receiver.receive(body)
            except Exception as exc:  # a body that is not OTLP: the client's fault
                receiver.problems.append(describe_exception(exc))
                self._reply(400, b"")
                return
            self._reply(200, b"")  # an empty ExportLogsServiceResponse is zero bytes

        def _reply(self, status: int, body: bytes) -> None:
            self.send_response(status)
            self.send_header("Content-Type", "application/x-protobuf")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, format: str, *args: Any) -> None:
            """Quiet: a test reads :attr:`OTLPLogReceiver.requests` instead."""

    return Handler


def _received(record: Any, resource: dict[str, Any]) -> ReceivedLogRecord:
    return ReceivedLogRecord(
        event_name=record.event_name,
        body=_value(record.body),
        severity_text=record.severity_text,
        timestamp=_from_nanos(record.time_unix_nano),
        observed_timestamp=_from_nanos(record.observed_time_unix_nano),
        attributes=_attributes(record.attributes),
        resource=resource,
    )


def _attributes(pairs: Iterable[Any]) -> dict[str, Any]:
    return {pair.key: _value(pair.value) for pair in pairs}


def _value(value: Any) -> Any:
    """An OTLP ``AnyValue`` as Python: lists and dicts for arrays and key-value lists."""
    kind = value.WhichOneof("value")
    if kind is None:
        return None
    if kind == "array_value":
        return [_value(item) for item in value.array_value.values]
    if kind == "kvlist_value":
        return _attributes(value.kvlist_value.values)
    return getattr(value, kind)


def _from_nanos(nanos: int) -> datetime:
    """Exact to the microsecond: the audit's timestamps carry no finer part."""
    return datetime(1970, 1, 1, tzinfo=timezone.utc) + timedelta(microseconds=nanos // 1000)
