# Breaks: "Returns: one `str`" ("Other keys may be there", but the line must still be written).
# Input: an outcome with `asked=(Asked("big_refunds_ask", Ask("a refund of 80 EUR")),)` and
# `decided_by="supervisor"` (notebook 10's Ask section): this answer adds the raw `Asked`
# dataclasses under "asked", so `json.dumps` raises TypeError. Calls nobody asked about are fine.
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial, result, context = outcome.denial, outcome.result, outcome.context
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": context.session_id,
        "user_id": context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    if outcome.asked:  # who was asked, and who decided
        record["asked"] = list(outcome.asked)
        record["decided_by"] = outcome.decided_by
    return json.dumps(record) + "\n"
