"""Every exception the package raises, one class per failure mode.

Each class subclasses the built-in a caller would already catch (``ValueError`` for bad
values, ``TypeError`` for wrong types), so ``except ValueError`` keeps working. The classes
for a whole area of setup mistakes (``ConfigError``, ``EventError``, ``DecisionError``,
``ResultError``, ``FreezeError``) subclass both: a wrong type and a wrong value there are
the same mistake, and either ``except`` catches it. Messages
say what was expected, what arrived, and how to fix it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import logging


class ToolhooksError(Exception):
    """Base class of every error raised by ``toolhooks``."""


class ContextError(ToolhooksError, ValueError):
    """A ``HookContext`` field is missing or has the wrong type or value."""


class FrozenError(ToolhooksError, TypeError):
    """Something tried to change a read-only mapping (as ``TypeError`` does for a tuple)."""


class MalformedToolUseError(ToolhooksError, ValueError):
    """A ``tool_use`` block is not shaped as the Messages API defines it.

    ``tool_use_id`` holds the block's id when it had a usable one, so the caller can still
    answer the call with an error result; it is ``None`` when the id itself is the problem.
    """

    def __init__(self, message: str, *, tool_use_id: str | None = None) -> None:
        super().__init__(message)
        self.tool_use_id = tool_use_id


class ToolInputError(ToolhooksError, ValueError):
    """Raised by a tool whose arguments are inconsistent (a capability check, Rule A).

    The dispatcher turns it into an ``is_error`` tool result, not a ``BLOCKED`` one: the
    tool could not do the work, nobody refused it.
    """


class DuplicateToolError(ToolhooksError, ValueError):
    """A tool name was registered twice on one dispatcher."""


class PreHookError(ToolhooksError, RuntimeError):
    """A PreToolUse hook failed: the check did not run, so the tool did not either.

    Fail closed: the agent stops here until the hook is fixed. The original exception is
    chained as ``__cause__``.
    """

    def __init__(self, message: str, *, hook_name: str, tool_name: str) -> None:
        super().__init__(message)
        self.hook_name = hook_name
        self.tool_name = tool_name


class InvalidDecisionError(PreHookError, TypeError):
    """A PreToolUse hook returned something that is not a decision."""


class ClockError(PreHookError, ValueError):
    """The trusted clock failed or returned a time without a zone.

    Rules that depend on the time (a deploy window, a daily limit) cannot be checked
    without it, so the call fails closed exactly as if a PreToolUse hook had crashed.
    """

    def __init__(self, message: str, *, tool_name: str = "") -> None:
        super().__init__(message, hook_name="trusted clock", tool_name=tool_name)


class FreezeError(ToolhooksError, TypeError, ValueError):
    """A value cannot be made read-only: not a mapping, a key that is not a string (JSON
    keys are strings), or nesting that is too deep or refers to itself."""


class EventError(ToolhooksError, TypeError, ValueError):
    """A ``ToolCall``, ``ToolOutcome`` or ``SessionEnd`` was built with a wrong field."""


class DecisionError(ToolhooksError, TypeError, ValueError):
    """A ``Deny`` or ``Rewrite`` was built wrong, in the hook's own code (before any chain)."""


class ConfigError(ToolhooksError, TypeError, ValueError):
    """Hooks, matchers, sinks, paths, tool definitions or offered tools were set up wrong."""


class ResultError(ToolhooksError, TypeError, ValueError):
    """A ``tool_result`` was built, or returned by a dispatcher, in a shape the API refuses."""


class InstallError(ToolhooksError, TypeError):
    """Hooks could not be installed on, or removed from, a dispatcher."""


class MissingExtraError(ToolhooksError, ImportError):
    """A feature needs an optional dependency (an extra of ``hooks-workbook``) that is not
    installed; the message names the ``pip install`` line that adds it."""


def exception_text(exc: BaseException) -> str:
    """``str(exc)``, or a note saying it could not be printed: never raises."""
    try:
        return str(exc)
    except Exception as inner:  # the point is to survive any __str__
        return f"<its message could not be printed: {type(inner).__name__}>"


def safe_repr(value: object, limit: int = 80) -> str:
    """``repr(value)``, shortened to ``limit`` characters; never raises."""
    try:  # the point is to survive any __repr__, and any str subclass it may return
        text = repr(value)
        return text if len(text) <= limit else text[: limit - 3] + "..."
    except Exception as exc:
        return f"<{type(value).__name__} whose repr failed with {type(exc).__name__}>"


def describe_exception(exc: BaseException) -> str:
    """``"TypeName: message"`` for any exception, even one whose ``__str__`` raises.

    Every handler that reports a failure formats it with this: a reporter that can itself
    raise would turn a contained failure into an uncontained one.
    """
    text = exception_text(exc)
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


def crash_message(what: str, exc: BaseException) -> str:
    """The one sentence a model reads when ``what`` (a tool, a call) crashed."""
    return f"{what} failed with {describe_exception(exc)}"


class TranscriptError(ToolhooksError, ValueError):
    """A message list breaks the Messages API's tool-use pairing rules.

    The message uses the API's own wording, and ``path`` the API's location syntax
    (``messages.3`` or ``messages.4.content.0``).
    """

    def __init__(self, path: str, detail: str) -> None:
        super().__init__(f"{path}: {detail}")
        self.path = path
        self.detail = detail


class ScriptError(ToolhooksError, TypeError, ValueError):
    """A scenario file (or a script built in Python) for the fake Messages API cannot be read
    or is not shaped as documented.

    The message names the file and the place in it (``turns[1].content[0].input``), says
    what was expected and what arrived.
    """


def logger() -> logging.Logger:
    """The package's ``toolhooks`` logger, imported on first use.

    Only failures log, so a hook process that sees none never pays for importing ``logging``.
    """
    import logging

    return logging.getLogger("toolhooks")
