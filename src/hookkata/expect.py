"""Checks the hook exercises share: did a PreToolUse hook allow, or deny with a good message?"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from toolhooks import Deny, ToolCall
from toolhooks.decisions import Allow

from .probe import Mismatch, call_answer, shown


def describe(call: ToolCall) -> str:
    """A call as feedback shows it: tool, input, whose session, when (UTC)."""
    return (
        f"{call.tool_name}({dict(call.input)!r}) in the session of {call.context.user_id} "
        f"({call.context.tier} tier) at {call.timestamp:%Y-%m-%d %H:%M:%S.%f} UTC"
    )


def run_hook(answer: Callable[..., Any], call: ToolCall) -> tuple[Any, str]:
    example = describe(call)
    return call_answer(answer, call, example=example), example


def expect_allowed(answer: Callable[..., Any], call: ToolCall) -> None:
    """The hook must allow: return ``None`` or ``ALLOW``."""
    decision, example = run_hook(answer, call)
    if decision is not None and not isinstance(decision, Allow):
        raise Mismatch(example, shown(decision), "None (allow)")


def expect_denied(answer: Callable[..., Any], call: ToolCall) -> None:
    """The hook must deny, with a reason and an alternative the model can act on."""
    decision, example = run_hook(answer, call)
    if not isinstance(decision, Deny):
        raise Mismatch(example, shown(decision), "Deny(reason, alternative)")
    if not (decision.alternative or "").strip():
        raise Mismatch(
            example,
            shown(decision),
            "a Deny with an alternative too: 'Denied' gives the model nothing to do next",
        )
