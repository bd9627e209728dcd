"""The hook contracts, each named once: the three of every agent, and two of the session.

A hook is any callable with the right signature; registration may give it a matcher and a
name. Hooks are plain functions so that a learner can test one by calling it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeAlias

from .decisions import Allow, Deny, Rewrite
from .events import SessionEnd, SessionStart, ToolCall, ToolOutcome, UserPrompt

PreHook: TypeAlias = Callable[[ToolCall], "Allow | Deny | Rewrite | None"]
"""PreToolUse: runs before the tool. Returns a decision; ``None`` allows. May not crash:
an exception stops the agent (fail closed)."""

PostHook: TypeAlias = Callable[[ToolOutcome], None]
"""PostToolUse: runs after every call, to observe it. Cannot change or undo anything; an
exception is recorded on the error channel and ignored."""

StopHook: TypeAlias = Callable[[SessionEnd], None]
"""Stop: runs once when the session ends, for cleanup and summaries. An exception is
recorded on the error channel and ignored."""


SessionStartHook: TypeAlias = Callable[[SessionStart], "str | None"]
"""SessionStart (Claude Code): runs when a session starts. Returns text to add to the
model's context, or ``None``. An exception is recorded; a session start cannot be refused."""

PromptHook: TypeAlias = Callable[[UserPrompt], "Deny | str | None"]
"""UserPromptSubmit (Claude Code): runs before the model reads a prompt. Returns text to add
to the model's context, ``Deny`` to refuse the prompt, or ``None``. May not crash: an
exception refuses the prompt (fail closed)."""


def hook_name(hook: object) -> str:
    """A readable name for a hook, for error messages and the audit trail."""
    name = getattr(hook, "__qualname__", None) or getattr(hook, "__name__", None)
    if isinstance(name, str):
        return name
    return type(hook).__qualname__
