# Wrong: breaks "the line for one finished call" (every graded key from *this* outcome): lines
# are memoised by id(outcome) since "an outcome is frozen", but CPython reuses the id of a
# dead object. Input: audit_line(o1) with tool_name "A", drop o1, build o2 (tool_name "B",
# other ids) which lands on the same id -> o2 gets o1's line.
import json

_lines = {}


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    key = id(outcome)
    cached = _lines.get(key)
    if cached is not None:
        return cached
    denial = outcome.denial
    result = outcome.result
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
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    line = json.dumps(record) + "\n"
    _lines[key] = line
    return line
