# Breaks: "`denied_by` and `deny_reason` (...; `null` without a denial ...)": state kept across calls.
# Input: audit_line(a denied outcome with Denial("free_tier_cannot_open_cases", Deny("free tier"))), then
# audit_line(an "invalid" outcome without a denial): the second line keeps that denied_by and deny_reason: the
# module's template is filled in place and only "ok"/"tool_error" calls clear them (ok/denied/tool_error runs pass).
import json

_TEMPLATE = {"denied_by": None, "deny_reason": None}  # keys every line has, even when unused


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    line = _TEMPLATE
    result = outcome.result
    line.update(
        timestamp=outcome.timestamp.isoformat(),
        session_id=outcome.context.session_id,
        user_id=outcome.context.user_id,
        tool_use_id=outcome.tool_use_id,
        tool_name=outcome.tool_name,
        input_sent=outcome.sent_input,
        input_received=outcome.received_input,
        output=None if result is None else result.get("content"),
        is_error=outcome.status != "ok",
        status=outcome.status,
    )
    if outcome.denial is not None:
        line["denied_by"] = outcome.denial.hook_name
        line["deny_reason"] = outcome.denial.deny.reason
    elif outcome.status in ("ok", "tool_error"):  # the tool ran: nobody denied it
        line["denied_by"] = line["deny_reason"] = None
    return json.dumps(line) + "\n"
