# Wrong: breaks "deny_reason (..., the reason whole)". It keeps reasons to 300 characters with
# textwrap.shorten, which also collapses every run of whitespace even in a short reason:
# "no refunds\nover 50 EUR" or "two  spaces" come out as "no refunds over 50 EUR" and
# "two spaces". Single-spaced reasons under 300 characters are unchanged.
import json
import textwrap


def audit_line(outcome):
    denial = outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if outcome.result is None else outcome.result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else textwrap.shorten(denial.deny.reason, width=300),
    }
    return json.dumps(record) + "\n"
