# Breaks: "`output` (... its characters as they are (no Unicode normalisation)" and inputs "each value
# as it is (... nothing masked)". Zero-width characters are removed from every string of the inputs
# and the output (an anti-spoofing clean-up). Input: an ok outcome whose content is "pass\u200bword"
# (or an input {"q": "a\u200db"}): the line reads back "password" / "ab".
import json

_ZERO_WIDTH = dict.fromkeys(map(ord, "\u200b\u200c\u200d\u2060"))


def _clean(value):
    if isinstance(value, str):
        return value.translate(_ZERO_WIDTH)
    if isinstance(value, dict):
        return {key: _clean(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [_clean(item) for item in value]
    return value


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
        "input_sent": _clean(outcome.sent_input),
        "input_received": _clean(outcome.received_input),
        "output": None if result is None else _clean(result.get("content")),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
