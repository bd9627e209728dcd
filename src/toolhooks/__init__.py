"""toolhooks: enforce an LLM agent's rules in code with PreToolUse, PostToolUse and Stop hooks.

The reference package of the hooks workbook, after "LLM Agents, The Way Nobody Told You —
Part 8: Hooks". Modules, one concept each:

* ``context``: trusted, deeply frozen session context; ``clock``: the trusted clock.
* ``events``: what hooks receive; ``decisions``: what PreToolUse hooks return.
* ``registry`` and ``matchers``: which hooks run, where, in which order.
* ``chain``: the PreToolUse loop and the observer loop; ``error_channel``: failure policy.
* ``results``: ``tool_result`` blocks and the synthetic ``BLOCKED`` denial.
* ``dispatcher``, ``wrapper`` and ``install``: the tool dispatcher and how hooks wrap it.
* ``turns`` and ``pairing``: answering a turn, and the Messages API's pairing rules.
* ``audit``, ``summary`` and ``session``: the audit trail and the session's end.
* ``rules`` and ``support_desk``: the article's example rules and tools.
* ``testing``: public test doubles.
"""

from .audit import DEFAULT_AUDIT_LOG, AuditLog, audit_record
from .chain import PreVerdict, run_observers, run_pre_chain
from .clock import Clock, utc_now
from .context import HookContext, Tier
from .decisions import ALLOW, Allow, Decision, Deny, Rewrite
from .dispatcher import Dispatcher, ToolDefinition
from .error_channel import DEFAULT_ERROR_LOG, ErrorSink, HookFailure, JsonlErrorSink
from .errors import (
    ContextError,
    DuplicateToolError,
    FrozenError,
    InstallError,
    InvalidDecisionError,
    MalformedToolUseError,
    PreHookError,
    ToolhooksError,
    ToolInputError,
    TranscriptError,
)
from .events import Denial, SessionEnd, ToolCall, ToolOutcome
from .hook_types import PostHook, PreHook, StopHook
from .install import Undo, install_hooks
from .pairing import validate_transcript
from .readonly import FrozenDict, freeze, thaw
from .registry import HookRegistry
from .results import BLOCKED_PREFIX, error_result, is_blocked, synthetic_error_result, tool_result
from .rules import DeployWindow, SameUserOnly, SpendLimit, free_tier_cannot_open_cases
from .session import end_session
from .sinks import JsonlFile, LineSink, MemorySink
from .summary import DEFAULT_SUMMARY_LOG, SessionSummary
from .tool_use import ToolUse, parse_tool_use
from .turns import answer_tool_uses
from .wrapper import call_with_hooks

__all__ = [
    "ALLOW",
    "BLOCKED_PREFIX",
    "DEFAULT_AUDIT_LOG",
    "DEFAULT_ERROR_LOG",
    "DEFAULT_SUMMARY_LOG",
    "Allow",
    "AuditLog",
    "Clock",
    "ContextError",
    "Decision",
    "Denial",
    "Deny",
    "DeployWindow",
    "Dispatcher",
    "DuplicateToolError",
    "ErrorSink",
    "FrozenDict",
    "FrozenError",
    "HookContext",
    "HookFailure",
    "HookRegistry",
    "InstallError",
    "InvalidDecisionError",
    "JsonlErrorSink",
    "JsonlFile",
    "LineSink",
    "MalformedToolUseError",
    "MemorySink",
    "PostHook",
    "PreHook",
    "PreHookError",
    "PreVerdict",
    "Rewrite",
    "SameUserOnly",
    "SessionEnd",
    "SessionSummary",
    "SpendLimit",
    "StopHook",
    "Tier",
    "ToolCall",
    "ToolDefinition",
    "ToolInputError",
    "ToolOutcome",
    "ToolUse",
    "ToolhooksError",
    "TranscriptError",
    "Undo",
    "answer_tool_uses",
    "audit_record",
    "call_with_hooks",
    "end_session",
    "error_result",
    "free_tier_cannot_open_cases",
    "freeze",
    "install_hooks",
    "is_blocked",
    "parse_tool_use",
    "run_observers",
    "run_pre_chain",
    "synthetic_error_result",
    "thaw",
    "tool_result",
    "utc_now",
    "validate_transcript",
]
