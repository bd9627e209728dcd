"""The audit trail: one JSON line per tool call, written by a PostToolUse hook.

``data/audit_log.jsonl`` becomes the one source of truth for compliance, evaluation, cost
analysis, debugging and dashboards, so each line is complete on its own: when, who, which
call, the input as the model sent it and as the tool received it (they differ after a
rewrite), the output, and how it ended. Denied calls are recorded too, with the hook and
its reason: a trail without refusals cannot answer "what did the agent try to do?". A call
a hook asked a person about also carries ``asked`` (which hooks, why) and ``decided_by``;
a call a sub-agent made carries ``agent_id`` and ``agent_type`` (from the context's
attributes, as Claude Code reports them).
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Any

from .context import HookContext
from .events import ToolOutcome
from .jsonl import JsonlFile, LineSink, checked_json_line, line_sink, to_json_line

DEFAULT_AUDIT_LOG = Path("data/audit_log.jsonl")


def audit_record(outcome: ToolOutcome) -> dict[str, Any]:
    """The audit line for one finished call, as a dict."""
    return _record(outcome, outcome.timestamp.isoformat())


def audit_line(outcome: ToolOutcome) -> str:
    """The audit line for one finished call: :func:`audit_record` as a JSON line.

    It runs on every call, so it leaves to :func:`~toolhooks.jsonl.checked_json_line` to
    walk only the values that came from the call as they are (the inputs, the output),
    when the outcome and its context are of the exact classes whose constructors checked
    every other field (strings, booleans, ``None``, a UTC ``datetime``: the denial's and
    the asks' too); any other outcome, or a sub-agent's (whose attributes may hold any
    scalar), goes to :func:`~toolhooks.jsonl.to_json_line` whole. Either way the line is
    the same (a lone surrogate anywhere sends the record to the standard library).
    """
    when = outcome.timestamp
    # The encoder writes a datetime as its isoformat(), and the fast one at a fraction of
    # the cost of calling isoformat() here.
    record = _record(outcome, when if type(when) is datetime else when.isoformat())
    context = outcome.context
    if (
        type(outcome) is ToolOutcome
        and type(context) is HookContext
        and type(context.tier) is str  # checked against TIERS by ==, which any type may pass
        and type(outcome.status) is str  # the same, against the statuses
        and "agent_id" not in record
    ):
        sent, received = outcome.sent_input, outcome.received_input
        unchecked = (
            (sent, record["output"]) if received is sent else (sent, received, record["output"])
        )
        return checked_json_line(record, unchecked)
    return to_json_line(record)


def _record(outcome: ToolOutcome, timestamp: object) -> dict[str, Any]:
    denial = outcome.denial
    result = outcome.result
    context = outcome.context
    record = {
        "timestamp": timestamp,
        "session_id": context.session_id,
        "user_id": context.user_id,
        "tier": context.tier,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "rewritten_by": [*outcome.rewritten_by],
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
        "deny_alternative": None if denial is None else denial.deny.alternative,
        "problem": outcome.problem,
    }
    agent = context.attributes.get("agent_id")
    if agent is not None:  # only a sub-agent's calls (Claude Code) carry these two
        record["agent_id"] = agent
        record["agent_type"] = context.attributes.get("agent_type")
    if outcome.asked:  # only calls a hook asked a person about carry these two
        record["asked"] = [
            {"hook": entry.hook_name, "reason": entry.ask.reason} for entry in outcome.asked
        ]
        record["decided_by"] = outcome.decided_by
    return record


class AuditLog:
    """PostToolUse hook that appends one line per call to ``path`` (or to ``sink``).

    Register it last among PostToolUse hooks if other hooks may fail: it records the call
    either way, since observer failures never stop the hooks after them.
    """

    def __init__(
        self, path: Path | str = DEFAULT_AUDIT_LOG, *, sink: LineSink | None = None
    ) -> None:
        self.sink: LineSink = (
            JsonlFile(path, owner="AuditLog")
            if sink is None
            else line_sink(sink, owner=type(self).__name__)
        )

    def __call__(self, outcome: ToolOutcome) -> None:
        self.sink(audit_line(outcome))

    def __repr__(self) -> str:
        return f"AuditLog({self.sink!r})"
