# Wrong: "input_sent (outcome.sent_input) ..., each value as it is". The top-level input is
# turned back into a plain dict or list, the list case tested with isinstance(value, Sequence),
# which str is too: an "invalid" outcome whose sent_input is the text "oops" (a malformed
# block) is written as ["o","o","p","s"].
import json
from collections.abc import Mapping, Sequence


def _thaw_input(value):
    if isinstance(value, Mapping):
        return dict(value)
    if isinstance(value, Sequence):  # a malformed block's array, frozen as a tuple
        return list(value)
    return value


def audit_line(outcome):
    denial = outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": _thaw_input(outcome.sent_input),
        "input_received": _thaw_input(outcome.received_input),
        "output": None if outcome.result is None else outcome.result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": denial.hook_name if denial is not None else None,
        "deny_reason": denial.deny.reason if denial is not None else None,
    }
    return json.dumps(record) + "\n"
