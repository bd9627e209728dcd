# Breaks: values "as they are ... nothing masked" and the output's "characters as they are" (Returns,
# ex. 11). Every string is HTML-escaped for the dashboard: a deny reason "refunds > 500 EUR need a
# person" is written "refunds &gt; 500 EUR need a person", an output 'say "hi"' as "say &quot;hi&quot;".
# Strings without <, >, &, " or ' are unchanged.
import html
import json
from collections.abc import Mapping


def _safe(value):
    if isinstance(value, str):
        return html.escape(value)
    if isinstance(value, Mapping):
        return {key: _safe(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [_safe(item) for item in value]
    return value


def audit_line(outcome):
    denial, result = outcome.denial, outcome.result
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": denial.hook_name if denial is not None else None,
        "deny_reason": denial.deny.reason if denial is not None else None,
    }
    return json.dumps(_safe(record)) + "\n"  # the trail feeds an HTML dashboard
