"""The error channel: where failures of PostToolUse and Stop hooks go instead of up.

A failed audit write must not fail the user's request, and a failed cleanup must not fail
a session that is ending anyway. But a failure that nobody sees is a bug that never gets
fixed, so each one becomes a :class:`HookFailure` handed to every error sink. The default
sink appends it to ``data/hook_errors.jsonl``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass
from datetime import datetime
from pathlib import Path
from typing import Literal, TypeAlias, get_args

from .clock import as_utc
from .errors import EventError, describe_exception, exception_text, logger, safe_repr
from .events import SessionEnd, ToolOutcome
from .jsonl import JsonlFile, to_json_line

DEFAULT_ERROR_LOG = Path("data/hook_errors.jsonl")

Stage: TypeAlias = Literal["PreToolUse", "PostToolUse", "Stop", "SessionStart", "UserPromptSubmit"]
STAGES: tuple[str, ...] = get_args(Stage)


@dataclass(frozen=True, slots=True)
class HookFailure:
    """One hook that raised: where, which hook, what it raised, and in which session."""

    stage: Stage
    hook_name: str
    error_type: str
    message: str
    session_id: str
    timestamp: datetime
    tool_name: str | None = None
    tool_use_id: str | None = None
    traceback: str = ""

    def __post_init__(self) -> None:
        """Check the fields as an error file's readers expect them (built by hand, in a test)."""
        if self.stage not in STAGES:
            raise EventError(
                f"HookFailure.stage must be one of {STAGES}, got {safe_repr(self.stage)}; "
                "pass the hook point the hook ran at."
            )
        for name in ("hook_name", "error_type", "session_id"):
            _require_text(name, getattr(self, name), empty=False)
        for name in ("message", "traceback"):
            _require_text(name, getattr(self, name), empty=True)
        for name in ("tool_name", "tool_use_id"):  # '' for a block that had none
            value = getattr(self, name)
            if value is not None:
                _require_text(name, value, empty=True)
        object.__setattr__(
            self, "timestamp", as_utc(self.timestamp, source="HookFailure.timestamp")
        )

    @classmethod
    def from_exception(
        cls,
        exc: BaseException,
        *,
        stage: Stage,
        hook_name: str,
        session_id: str,
        timestamp: datetime,
        tool_name: str | None = None,
        tool_use_id: str | None = None,
    ) -> HookFailure:
        """Describe ``exc`` raised by ``hook_name`` (keeps the formatted traceback)."""
        return cls(
            stage=stage,
            hook_name=hook_name,
            error_type=type(exc).__name__,
            message=exception_text(exc),
            session_id=session_id,
            timestamp=timestamp,
            tool_name=tool_name,
            tool_use_id=tool_use_id,
            traceback=_formatted_traceback(exc),
        )

    @classmethod
    def from_event(
        cls, exc: BaseException, *, stage: Stage, hook_name: str, event: ToolOutcome | SessionEnd
    ) -> HookFailure:
        """Describe ``exc`` raised by ``hook_name`` while it observed ``event``."""
        if isinstance(event, SessionEnd):
            timestamp, tool_name, tool_use_id = event.ended_at, None, None
        else:
            timestamp, tool_name, tool_use_id = event.timestamp, event.tool_name, event.tool_use_id
        return cls.from_exception(
            exc,
            stage=stage,
            hook_name=hook_name,
            session_id=event.context.session_id,
            timestamp=timestamp,
            tool_name=tool_name,
            tool_use_id=tool_use_id,
        )


def _require_text(name: str, value: object, *, empty: bool) -> None:
    if not isinstance(value, str) or (not empty and not value):
        kind = "a string" if empty else "a non-empty string"
        raise EventError(
            f"HookFailure.{name} must be {kind}, got {safe_repr(value)} "
            f"({type(value).__name__}); build failures with HookFailure.from_exception(...)."
        )


def _formatted_traceback(exc: BaseException) -> str:
    try:
        import traceback  # only when a hook failed: most processes never need it

        return "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
    except Exception as inner:  # formatting must never turn one failure into two
        return f"<traceback could not be formatted: {describe_exception(inner)}>"


ErrorSink: TypeAlias = Callable[[HookFailure], None]
"""Receives each hook failure. A sink that raises is logged and skipped."""


class JsonlErrorSink:
    """Appends each failure as one JSON line (default ``data/hook_errors.jsonl``)."""

    def __init__(self, path: Path | str = DEFAULT_ERROR_LOG) -> None:
        self.file = JsonlFile(path, owner="JsonlErrorSink")

    def __call__(self, failure: HookFailure) -> None:
        self.file(to_json_line(asdict(failure)))

    def __repr__(self) -> str:
        return f"JsonlErrorSink({str(self.file.path)!r})"


def report_failure(failure: HookFailure, sinks: Iterable[ErrorSink]) -> None:
    """Hand ``failure`` to every sink; a sink that fails is logged, never raised."""
    for sink in sinks:
        try:
            sink(failure)
        except Exception:
            logger().exception("error sink %r failed while recording %r", sink, failure.hook_name)
