# Right: match picks the output (None for no result, the content as it is otherwise) and the
# denial's hook name and whole reason (any status); ids and names come from the outcome and
# its context unchanged; is_error is status != "ok". ensure_ascii=False still escapes "\n",
# "\r", quotes and controls (U+2028 may stay); a lone surrogate stays in the str, no raise.
import json

from toolhooks import Deny
from toolhooks.events import Denial


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    match outcome.result:
        case None:
            output = None
        case {"content": content}:
            output = content
        case _:
            output = None
    match outcome.denial:
        case Denial(hook_name=denied_by, deny=Deny(reason=deny_reason)):
            pass
        case _:
            denied_by = deny_reason = None
    stamp = outcome.timestamp.isoformat(timespec="microseconds").replace("+00:00", "Z")
    record = dict(
        timestamp=stamp,
        session_id=outcome.context.session_id,
        user_id=outcome.context.user_id,
        tool_use_id=outcome.tool_use_id,
        tool_name=outcome.tool_name,
        input_sent=outcome.sent_input,
        input_received=outcome.received_input,
        output=output,
        is_error=outcome.status != "ok",
        denied_by=denied_by,
        deny_reason=deny_reason,
    )
    return json.dumps(record, ensure_ascii=False, separators=(",", ":")) + "\n"
