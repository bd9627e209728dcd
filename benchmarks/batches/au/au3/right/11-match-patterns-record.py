# Right: class and mapping patterns read the outcome: a Denial (any status) gives denied_by/deny_reason whole,
# otherwise null; a result mapping with "content" gives it as it is (a str, or a tuple of blocks written as
# a JSON array), None gives null. is_error is "status is not ok"; timestamp isoformat(timespec="microseconds")
# keeps +00:00 and 6 digits (allowed). json.dumps escapes all; one "\n" ends the line.
import json

from toolhooks.events import Denial


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    match outcome.denial:
        case Denial(hook_name=hook, deny=deny):
            denied_by, deny_reason = hook, deny.reason
        case _:
            denied_by = deny_reason = None
    match outcome.result:
        case {"content": content}:
            output = content
        case _:
            output = None
    match outcome.status:
        case "ok":
            failed = False
        case _:
            failed = True
    record = dict(
        timestamp=outcome.timestamp.isoformat(timespec="microseconds"),
        session_id=outcome.context.session_id,
        user_id=outcome.context.user_id,
        tool_use_id=outcome.tool_use_id,
        tool_name=outcome.tool_name,
        input_sent=outcome.sent_input,
        input_received=outcome.received_input,
        output=output,
        is_error=failed,
        denied_by=denied_by,
        deny_reason=deny_reason,
    )
    return json.dumps(record, sort_keys=True) + "\n"
