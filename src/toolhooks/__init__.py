"""toolhooks: enforce an LLM agent's rules in code with PreToolUse, PostToolUse and Stop hooks.

The reference package of the hooks workbook, after "LLM Agents, The Way Nobody Told You —
Part 8: Hooks". This namespace holds what a hook author needs; everything else stays
importable from its module. The core's modules, one concept each:

* ``context``: trusted, deeply frozen session context; ``clock``: the trusted clock;
  ``readonly``: deep read-only copies.
* ``events``: what hooks receive; ``decisions``: what PreToolUse hooks return;
  ``hook_types``: the three hook contracts.
* ``registry`` and ``matchers``: which hooks run, where, in which order.
* ``chain``: the PreToolUse loop and the observer loop; ``error_channel``: failure policy.
* ``results``: ``tool_result`` blocks and the synthetic ``BLOCKED`` denial.
* ``tool_use``: reading the model's ``tool_use`` blocks; ``dispatcher``: running tools.
* ``wrapper`` and ``install``: the hooked call, and how it replaces ``call_tool``;
  ``approval``: the person who decides calls a hook answered with ``Ask``.
* ``offered``: the tools the running agent was told of, enforced.
* ``turns`` and ``pairing``: answering a turn, and the Messages API's pairing rules.
* ``audit``, ``session`` and ``jsonl``: the audit trail, the session's end and summary,
  and the JSON Lines they are written as; ``otel_audit``: the same records shipped through
  OpenTelemetry (the ``otel`` extra, imported on first use).
* ``testing``: public test doubles.

Around the core, in folders that import it (never the reverse): ``hosts`` (where hooks run:
the agent loop, the SDK's tool runner, the Agent SDK, Claude Code, the real API),
``fake`` (the offline Messages API) and ``examples`` (the article's rules and tools).
"""

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # what type checkers and editors see; at run time, loaded on first use
    from .audit import AuditLog
    from .context import HookContext
    from .decisions import ALLOW, Allow, Ask, Decision, Deny, Rewrite
    from .dispatcher import Dispatcher, ToolDefinition
    from .error_channel import HookFailure, JsonlErrorSink
    from .errors import ContextError, FrozenError, PreHookError, ToolhooksError, ToolInputError
    from .events import SessionEnd, ToolCall, ToolOutcome
    from .hook_types import PostHook, PreHook, StopHook
    from .install import install_hooks
    from .otel_audit import OTelAuditLog
    from .pairing import validate_transcript
    from .registry import HookRegistry
    from .results import is_blocked
    from .session import SessionSummary, end_session
    from .turns import answer_tool_uses
    from .wrapper import call_with_hooks

_HOME: dict[str, str] = {
    "ALLOW": "decisions",
    "Allow": "decisions",
    "Ask": "decisions",
    "AuditLog": "audit",
    "ContextError": "errors",
    "Decision": "decisions",
    "Deny": "decisions",
    "Dispatcher": "dispatcher",
    "FrozenError": "errors",
    "HookContext": "context",
    "HookFailure": "error_channel",
    "HookRegistry": "registry",
    "JsonlErrorSink": "error_channel",
    "OTelAuditLog": "otel_audit",
    "PostHook": "hook_types",
    "PreHook": "hook_types",
    "PreHookError": "errors",
    "Rewrite": "decisions",
    "SessionEnd": "events",
    "SessionSummary": "session",
    "StopHook": "hook_types",
    "ToolCall": "events",
    "ToolDefinition": "dispatcher",
    "ToolInputError": "errors",
    "ToolOutcome": "events",
    "ToolhooksError": "errors",
    "answer_tool_uses": "turns",
    "call_with_hooks": "wrapper",
    "end_session": "session",
    "install_hooks": "install",
    "is_blocked": "results",
    "validate_transcript": "pairing",
}
"""Each public name and the module it lives in: ``import toolhooks`` loads none of them, so
a process that needs two names (a Claude Code hook command) pays for two modules."""


def __getattr__(name: str) -> Any:
    """Load a public name from its module on first use (PEP 562), then keep it."""
    module = _HOME.get(name)
    if module is None:
        raise AttributeError(f"module 'toolhooks' has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_HOME})


__all__ = [
    "ALLOW",
    "Allow",
    "Ask",
    "AuditLog",
    "ContextError",
    "Decision",
    "Deny",
    "Dispatcher",
    "FrozenError",
    "HookContext",
    "HookFailure",
    "HookRegistry",
    "JsonlErrorSink",
    "OTelAuditLog",
    "PostHook",
    "PreHook",
    "PreHookError",
    "Rewrite",
    "SessionEnd",
    "SessionSummary",
    "StopHook",
    "ToolCall",
    "ToolDefinition",
    "ToolInputError",
    "ToolOutcome",
    "ToolhooksError",
    "answer_tool_uses",
    "call_with_hooks",
    "end_session",
    "install_hooks",
    "is_blocked",
    "validate_transcript",
]
