"""The hooked call: one tool call through the PreToolUse chain, the tool, and PostToolUse.

This is the body of the wrapper that :func:`~toolhooks.install.install_hooks` puts in place
of ``call_tool``. In order:

1. stamp the call with the trusted clock and check the block (a malformed one is answered
   with an ``is_error`` result, and still recorded);
2. run the PreToolUse chain; a crash propagates (fail closed), after it is recorded;
3. a denial is answered with the synthetic ``BLOCKED`` result and the tool never runs;
   otherwise the saved original runs with the *rewritten* input (the article's snippet
   passes the original arguments, so rewrites never reach the tool);
4. run the PostToolUse hooks on the outcome, denials included; their failures go to the
   error channel and never reach the caller.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Any, TypeAlias

from .chain import run_observers, run_pre_chain
from .clock import Clock, as_utc
from .context import HookContext
from .errors import MalformedToolUseError, PreHookError
from .events import OutcomeStatus, ToolCall, ToolOutcome
from .readonly import thaw
from .registry import HookRegistry
from .results import error_result, synthetic_error_result
from .tool_use import MAX_INPUT_DEPTH, as_block, nesting_depth, parse_tool_use

CallTool: TypeAlias = Callable[[Any], dict[str, Any]]
"""A dispatcher's ``call_tool``: takes a ``tool_use`` block, returns a ``tool_result``."""


def call_with_hooks(
    call_tool: CallTool,
    tool_use: object,
    *,
    registry: HookRegistry,
    context: HookContext,
    clock: Clock,
) -> dict[str, Any]:
    """Run one ``tool_use`` through ``registry``'s hooks and the original ``call_tool``."""
    timestamp = as_utc(clock(), source="the trusted clock")
    try:
        use = parse_tool_use(tool_use)
    except MalformedToolUseError as exc:
        return _answer_malformed(exc, tool_use, registry, context, timestamp)

    call = ToolCall(use.name, use.id, use.input, context, timestamp)
    try:
        verdict = run_pre_chain(registry.pre.for_tool(use.name), call)
    except PreHookError as exc:
        failed = outcome_for(call, "hook_failed", received=None, result=None, problem=str(exc))
        observe_outcome(registry, failed)
        raise

    if verdict.denial is not None:
        result = synthetic_error_result(use.id, verdict.denial.deny)
        outcome = outcome_for(call, "denied", received=None, result=result, denial=verdict.denial)
    else:
        final = verdict.call.input
        result = _run_original(call_tool, use.id, use.name, thaw(final))
        status: OutcomeStatus = "tool_error" if result.get("is_error") else "ok"
        outcome = outcome_for(
            call, status, received=final, result=result, rewritten_by=verdict.rewritten_by
        )
    observe_outcome(registry, outcome)
    return result


def _run_original(
    call_tool: CallTool, tool_use_id: str, name: str, tool_input: Any
) -> dict[str, Any]:
    """Call the saved original; a crash becomes an ``is_error`` result the model can read."""
    block = {"type": "tool_use", "id": tool_use_id, "name": name, "input": tool_input}
    try:
        return call_tool(block)
    except Exception as exc:
        return error_result(tool_use_id, f"{name} failed with {type(exc).__name__}: {exc}")


def outcome_for(call: ToolCall, status: OutcomeStatus, **fields: Any) -> ToolOutcome:
    """The outcome of ``call``; ``received`` is the tool's final input (``None``: never ran)."""
    return ToolOutcome(
        tool_name=call.tool_name,
        tool_use_id=call.tool_use_id,
        context=call.context,
        timestamp=call.timestamp,
        status=status,
        sent_input=call.input,
        received_input=fields.pop("received", None),
        **fields,
    )


def _answer_malformed(
    exc: MalformedToolUseError,
    tool_use: object,
    registry: HookRegistry,
    context: HookContext,
    timestamp: datetime,
) -> dict[str, Any]:
    """Record a malformed block; answer it if it has an id, else re-raise (nothing to answer)."""
    try:
        block = as_block(tool_use)
    except MalformedToolUseError:
        block = {}
    result = None
    if exc.tool_use_id is not None:
        result = error_result(exc.tool_use_id, f"Invalid tool call: {exc}")
    outcome = ToolOutcome(
        tool_name=str(block.get("name", "")),
        tool_use_id=exc.tool_use_id or "",
        context=context,
        timestamp=timestamp,
        status="invalid",
        sent_input=_recordable(block.get("input")),
        received_input=None,
        result=result,
        problem=str(exc),
    )
    observe_outcome(registry, outcome)
    if result is None:
        raise exc
    return result


def _recordable(sent_input: object) -> object:
    """The input as sent, unless it nests too deeply to copy without overflowing."""
    if nesting_depth(sent_input, limit=MAX_INPUT_DEPTH) > MAX_INPUT_DEPTH:
        return f"<not recorded: nests deeper than {MAX_INPUT_DEPTH} levels>"
    return sent_input


def observe_outcome(registry: HookRegistry, outcome: ToolOutcome) -> None:
    """Run the PostToolUse hooks that match the outcome's tool; failures are reported."""
    run_observers(
        registry.post.for_tool(outcome.tool_name),
        outcome,
        stage="PostToolUse",
        report=registry.report,
        session_id=outcome.context.session_id,
        timestamp=outcome.timestamp,
        tool_name=outcome.tool_name,
        tool_use_id=outcome.tool_use_id,
    )
