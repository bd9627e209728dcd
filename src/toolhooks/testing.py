"""Public test doubles: test your own hooks with the same tools the workbook uses.

* :class:`FixedClock` and :class:`SteppingClock`: trusted clocks you control.
* :class:`RecordingHook`: a hook that appends its label to a shared list, then returns a
  fixed decision (or raises), so a test can assert exactly which hooks ran, in order.
* :class:`ScriptedTool`: a tool that returns scripted outputs and records its calls.
* :class:`~toolhooks.jsonl.MemorySink` (re-exported) and :class:`ErrorCapture`: capture
  audit lines and hook failures in memory.
* :func:`make_context` and :func:`make_tool_use`: quick, valid values.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from datetime import datetime, timedelta, timezone
from typing import Any

from .clock import as_utc
from .context import HookContext, Tier
from .decisions import Allow, Deny, Rewrite
from .error_channel import HookFailure
from .errors import ConfigError, safe_repr
from .events import ToolCall
from .jsonl import MemorySink

__all__ = [
    "ErrorCapture",
    "FixedClock",
    "MemorySink",
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
