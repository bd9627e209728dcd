# Wrong: "output (outcome.result["content"] as it is ...)", with "true is not 1" for values.
# The content is thawed through an lru_cache keyed by the frozen content, and frozen tuples
# compare equal when True == 1: after a line whose content is [{"type": "json", "value": 1}],
# a content [{"type": "json", "value": true}] is written with "value": 1.
import functools
import json
from collections.abc import Mapping


@functools.lru_cache(maxsize=1024)
def _thawed_content(content):
    def thaw(value):
        if isinstance(value, Mapping):
            return {key: thaw(item) for key, item in value.items()}
        if isinstance(value, tuple):
            return [thaw(item) for item in value]
        return value

    return thaw(content)


def audit_line(outcome):
    denial = outcome.denial
    content = None if outcome.result is None else outcome.result.get("content")
    output = _thawed_content(content) if isinstance(content, tuple) else content
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": output,
        "is_error": outcome.status != "ok",
        "denied_by": denial.hook_name if denial is not None else None,
        "deny_reason": denial.deny.reason if denial is not None else None,
    }
    return json.dumps(record) + "\n"
