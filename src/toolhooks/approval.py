"""Asking a person: who decides a call that a PreToolUse hook marked with ``Ask``.

An approver is any callable ``approve(call, asked) -> bool`` given to ``install_hooks``
(``approve=``): ``True`` lets the call run, ``False`` refuses it. It sees the call as the
chain left it (rewrites included) and every ``Ask`` with the hook that made it, so it can
show a person what is at stake: a terminal prompt, a chat message to a supervisor, a ticket.

Fail closed, as everywhere: no approver means the call is denied; an approver that raises,
or answers anything but a real ``bool``, stops the call with a ``PreHookError``. Whoever
decided is recorded on the outcome (``decided_by``), and so in the audit line.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeAlias

from .decisions import Deny
from .errors import InvalidDecisionError, PreHookError, describe_exception, safe_repr
from .events import Asked, Denial, ToolCall
from .hook_types import hook_name

Approver: TypeAlias = Callable[[ToolCall, tuple[Asked, ...]], bool]
"""Decides a call some hook asked about: ``True`` approves, ``False`` refuses."""

NO_APPROVER = "no approver"
"""``decided_by`` when a call asked for a person and none was there: it is denied."""


def ask_person(
    approve: Approver | None, call: ToolCall, asked: tuple[Asked, ...]
) -> tuple[Denial | None, str]:
    """Put ``call`` to the approver; returns the denial (``None`` if approved) and who decided."""
    reasons = "; ".join(entry.ask.reason for entry in asked)
    if approve is None:
        deny = Deny(
            f"this call needs a person's approval ({reasons}) and no one is there to give it.",
            "ask the user to approve it another way, or do something that needs no approval.",
        )
        return Denial(NO_APPROVER, deny), NO_APPROVER
    name = hook_name(approve)
    try:
        answer = approve(call, asked)
    except Exception as exc:
        raise PreHookError(
            f"the approver {name!r} raised {describe_exception(exc)} while deciding "
            f"{call.tool_name!r} ({call.tool_use_id}); the tool was not run. Fix the approver.",
            hook_name=name,
            tool_name=call.tool_name,
        ) from exc
    if answer is True:
        return None, name
    if answer is False:
        return Denial(name, Deny(f"a person did not approve this call ({reasons}).")), name
    raise InvalidDecisionError(
        f"the approver {name!r} answered {safe_repr(answer)} for {call.tool_name!r}; expected "
        "True (approve) or False (refuse). The call was stopped: an unclear answer is not a yes.",
        hook_name=name,
        tool_name=call.tool_name,
    )
